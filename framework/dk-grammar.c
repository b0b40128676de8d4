/* dk-grammar.c: a RelaxNG schema read as data, to explain a refusal.
 *
 * libxml2 judges whether a file matches its schema. What it says when a
 * file does not is written for schema authors ("Invalid sequence in
 * interleave", "Element card failed to validate attributes"), comes several
 * lines to a problem and names neither the attribute nor, often, the right
 * line. This file reads the same schema as a tree of patterns, and flattens
 * each element's content into its alternatives (the forms a card may take)
 * of the attributes, elements and text each allows, how often and in what
 * order; dk-grammar-explain.c holds a refused element against them.
 *
 * It explains; it does not judge. Where the schema is too intricate to
 * follow (an unknown datatype, a choice inside a repetition) it is lenient
 * and says nothing, and the caller falls back on libxml2's own message.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-grammar-private.h"

#include <string.h>

/* --- reading the schema ------------------------------------------------ */

static void
pattern_free (gpointer data)
{
  Pattern *p = data;

  g_ptr_array_unref (p->kids);
  g_free (p->ref);
  g_free (p->type);
  g_free (p->value);
  if (p->regex != NULL)
    g_regex_unref (p->regex);
  g_free (p->regex_source);
  g_free (p->doc);
  if (p->alts != NULL)
    g_ptr_array_unref (p->alts);
  g_free (p->selector);
  g_free (p);
}

static void
name_free (gpointer data)
{
  NameClass *nc = data;

  g_free (nc->ns);
  g_free (nc->local);
  if (nc->choices != NULL)
    g_ptr_array_unref (nc->choices);
  g_free (nc);
}

static void
alt_free (gpointer data)
{
  Alt *alt = data;

  g_array_unref (alt->parts);
  g_free (alt);
}

static Pattern *
pattern_new (DkGrammar *g, PatternKind kind)
{
  Pattern *p = g_new0 (Pattern, 1);

  p->kind = kind;
  p->kids = g_ptr_array_new ();
  p->length = p->min_length = p->max_length = -1;
  g_ptr_array_add (g->patterns, p);
  return p;
}

static NameClass *
name_new (DkGrammar *g, NameKind kind)
{
  NameClass *nc = g_new0 (NameClass, 1);

  nc->kind = kind;
  g_ptr_array_add (g->names, nc);
  return nc;
}

static Alt *
alt_new (DkGrammar *g)
{
  Alt *alt = g_new0 (Alt, 1);

  alt->parts = g_array_new (FALSE, FALSE, sizeof (Part));
  g_ptr_array_add (g->alts, alt);
  return alt;
}

static gboolean
is_rng (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE && node->ns != NULL &&
         strcmp ((const char *) node->ns->href, RNG_NS) == 0 &&
         (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

static char *
attr_dup (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy = value != NULL ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

static char *
content_dup (xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy = g_strdup (value != NULL ? (const char *) value : "");

  xmlFree (value);
  return copy;
}

/* White space collapsed, as XML Schema's "token" does. */
char *
dk_grammar_collapse (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* The a:documentation of a schema element: how its values are described. */
static char *
documentation (xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && child->ns != NULL &&
        strcmp ((const char *) child->ns->href, ANNOTATIONS_NS) == 0 &&
        strcmp ((const char *) child->name, "documentation") == 0)
      {
        g_autofree char *raw = content_dup (child);

        return dk_grammar_collapse (raw);
      }
  return NULL;
}

static NameClass *read_name_class (DkGrammar *g, xmlNode *node, const char *ns);
static Pattern *read_pattern (DkGrammar *g, xmlNode *node, const char *ns, const char *lib);

/* A QName of the schema: its namespace is the prefix's, or @ns. */
static NameClass *
qname_class (DkGrammar *g, xmlNode *context, const char *qname, const char *ns)
{
  NameClass *nc = name_new (g, NC_NAME);
  g_autofree char *trimmed = g_strstrip (g_strdup (qname));
  const char *colon = strchr (trimmed, ':');

  if (colon != NULL)
    {
      g_autofree char *prefix = g_strndup (trimmed, colon - trimmed);
      xmlNs *found = xmlSearchNs (context->doc, context, (const xmlChar *) prefix);

      if (found == NULL)
        g->ok = FALSE;
      nc->ns = g_strdup (found != NULL ? (const char *) found->href : "");
      nc->local = g_strdup (colon + 1);
    }
  else
    {
      nc->ns = g_strdup (ns);
      nc->local = g_steal_pointer (&trimmed);
    }
  return nc;
}

static NameClass *
read_except_class (DkGrammar *g, xmlNode *node, const char *ns)
{
  NameClass *except = NULL;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_rng (child, "except"))
      {
        except = name_new (g, NC_CHOICE);
        except->choices = g_ptr_array_new ();
        for (xmlNode *k = child->children; k != NULL; k = k->next)
          if (is_rng (k, NULL))
            g_ptr_array_add (except->choices, read_name_class (g, k, ns));
      }
  return except;
}

static NameClass *
read_name_class (DkGrammar *g, xmlNode *node, const char *ns)
{
  g_autofree char *own_ns = attr_dup (node, "ns");
  const char *name = (const char *) node->name;
  NameClass *nc;

  if (own_ns != NULL)
    ns = own_ns;
  if (strcmp (name, "name") == 0)
    {
      g_autofree char *text = content_dup (node);

      return qname_class (g, node, text, ns);
    }
  if (strcmp (name, "anyName") == 0 || strcmp (name, "nsName") == 0)
    {
      nc = name_new (g, name[0] == 'a' ? NC_ANY_NAME : NC_NS_NAME);
      nc->ns = g_strdup (ns);
      nc->except = read_except_class (g, node, ns);
      return nc;
    }
  nc = name_new (g, NC_CHOICE);
  nc->choices = g_ptr_array_new ();
  if (strcmp (name, "choice") != 0)
    g->ok = FALSE;
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_rng (child, NULL))
      g_ptr_array_add (nc->choices, read_name_class (g, child, ns));
  return nc;
}

static void
read_data_facets (DkGrammar *g, Pattern *p, xmlNode *node, const char *ns, const char *lib)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *param = NULL;
      g_autofree char *value = NULL;

      if (is_rng (child, "except"))
        {
          Pattern *except = pattern_new (g, P_CHOICE);

          for (xmlNode *k = child->children; k != NULL; k = k->next)
            if (is_rng (k, NULL))
              g_ptr_array_add (except->kids, read_pattern (g, k, ns, lib));
          p->except = except;
          continue;
        }
      if (!is_rng (child, "param"))
        continue;
      param = attr_dup (child, "name");
      value = content_dup (child);
      if (g_strcmp0 (param, "pattern") == 0)
        {
          /* XML Schema patterns match the whole value; GRegex reads
           * nearly all of their syntax. One it cannot read is not
           * checked here (libxml2 still checks it). */
          g_autofree char *anchored = g_strdup_printf ("\\A(?:%s)\\z", value);

          p->regex_source = g_strdup (value);
          p->regex = g_regex_new (anchored, G_REGEX_OPTIMIZE, 0, NULL);
          if (p->regex == NULL)
            p->odd_facet = TRUE;
        }
      else if (g_strcmp0 (param, "minLength") == 0)
        p->min_length = (gint) g_ascii_strtoll (value, NULL, 10);
      else if (g_strcmp0 (param, "maxLength") == 0)
        p->max_length = (gint) g_ascii_strtoll (value, NULL, 10);
      else if (g_strcmp0 (param, "length") == 0)
        p->length = (gint) g_ascii_strtoll (value, NULL, 10);
      else
        p->odd_facet = TRUE;
    }
}

static void
read_kids (DkGrammar *g, Pattern *p, xmlNode *first, const char *ns, const char *lib)
{
  for (xmlNode *child = first; child != NULL; child = child->next)
    if (is_rng (child, NULL))
      g_ptr_array_add (p->kids, read_pattern (g, child, ns, lib));
}

static Pattern *
read_pattern (DkGrammar *g, xmlNode *node, const char *ns, const char *lib)
{
  static const struct
  {
    const char *name;
    PatternKind kind;
  } simple[] = {
    { "group", P_GROUP },
    { "interleave", P_INTERLEAVE },
    { "choice", P_CHOICE },
    { "optional", P_OPTIONAL },
    { "zeroOrMore", P_ZERO_OR_MORE },
    { "oneOrMore", P_ONE_OR_MORE },
    { "mixed", P_MIXED },
    { "list", P_LIST },
    { "text", P_TEXT },
    { "empty", P_EMPTY },
    { "notAllowed", P_NOT_ALLOWED },
  };
  g_autofree char *own_ns = attr_dup (node, "ns");
  g_autofree char *own_lib = attr_dup (node, "datatypeLibrary");
  const char *name = (const char *) node->name;
  Pattern *p;

  if (own_ns != NULL)
    ns = own_ns;
  if (own_lib != NULL)
    lib = own_lib;

  for (guint i = 0; i < G_N_ELEMENTS (simple); i++)
    if (strcmp (name, simple[i].name) == 0)
      {
        p = pattern_new (g, simple[i].kind);
        p->doc = documentation (node);
        read_kids (g, p, node->children, ns, lib);
        return p;
      }

  if (strcmp (name, "element") == 0 || strcmp (name, "attribute") == 0)
    {
      gboolean element = name[0] == 'e';
      g_autofree char *qname = attr_dup (node, "name");
      xmlNode *first = node->children;

      p = pattern_new (g, element ? P_ELEMENT : P_ATTRIBUTE);
      p->doc = documentation (node);
      if (qname != NULL)
        /* An attribute's name is in no namespace unless it says so. */
        p->name = qname_class (g, node, qname, element || own_ns != NULL ? ns : "");
      else
        {
          while (first != NULL && !is_rng (first, NULL))
            first = first->next;
          if (first == NULL)
            {
              g->ok = FALSE;
              return p;
            }
          p->name = read_name_class (g, first, ns);
          first = first->next;
        }
      read_kids (g, p, first, ns, lib);
      if (!element && p->kids->len == 0)
        g_ptr_array_add (p->kids, pattern_new (g, P_TEXT));
      return p;
    }
  if (strcmp (name, "ref") == 0)
    {
      p = pattern_new (g, P_REF);
      p->ref = attr_dup (node, "name");
      if (p->ref != NULL)
        g_strstrip (p->ref);
      return p;
    }
  if (strcmp (name, "data") == 0 || strcmp (name, "value") == 0)
    {
      gboolean data = name[0] == 'd';

      p = pattern_new (g, data ? P_DATA : P_VALUE);
      p->doc = documentation (node);
      p->type = attr_dup (node, "type");
      /* A <value> without a type is the built-in library's token. */
      if (p->type == NULL && !data)
        p->type = g_strdup ("token");
      else
        p->xsd = g_strcmp0 (lib, XSD_LIBRARY) == 0;
      if (p->type != NULL)
        g_strstrip (p->type);
      if (data)
        read_data_facets (g, p, node, ns, lib);
      else
        p->value = content_dup (node);
      return p;
    }
  /* include, externalRef, parentRef, a nested grammar: not read here. */
  g->ok = FALSE;
  return pattern_new (g, P_NOT_ALLOWED);
}

/* The pattern of several patterns in sequence. */
static Pattern *
group_of (DkGrammar *g, Pattern *p)
{
  Pattern *group;

  if (p->kids->len == 1)
    return g_ptr_array_index (p->kids, 0);
  if (p->kids->len == 0)
    return pattern_new (g, P_EMPTY);
  group = pattern_new (g, P_GROUP);
  g_ptr_array_extend (group->kids, p->kids, NULL, NULL);
  return group;
}

static void
add_definition (DkGrammar *g, const char *name, const char *combine, Pattern *p)
{
  Pattern *old = name != NULL ? g_hash_table_lookup (g->defines, name) : NULL;
  Pattern *both;

  if (name == NULL)
    {
      g->ok = FALSE;
      return;
    }
  if (old == NULL)
    {
      g_hash_table_insert (g->defines, g_strdup (name), p);
      return;
    }
  both = pattern_new (g, g_strcmp0 (combine, "interleave") == 0 ? P_INTERLEAVE : P_CHOICE);
  g_ptr_array_add (both->kids, old);
  g_ptr_array_add (both->kids, p);
  g_hash_table_insert (g->defines, g_strdup (name), both);
}

static void
read_grammar (DkGrammar *g, xmlNode *grammar, const char *ns, const char *lib)
{
  for (xmlNode *child = grammar->children; child != NULL; child = child->next)
    {
      g_autofree char *own_ns = NULL;
      g_autofree char *own_lib = NULL;
      const char *child_ns = ns, *child_lib = lib;
      Pattern *holder;

      if (!is_rng (child, NULL))
        continue;
      own_ns = attr_dup (child, "ns");
      own_lib = attr_dup (child, "datatypeLibrary");
      if (own_ns != NULL)
        child_ns = own_ns;
      if (own_lib != NULL)
        child_lib = own_lib;
      if (is_rng (child, "div"))
        {
          read_grammar (g, child, child_ns, child_lib);
          continue;
        }
      if (!is_rng (child, "start") && !is_rng (child, "define"))
        {
          g->ok = FALSE;
          continue;
        }
      holder = pattern_new (g, P_GROUP);
      read_kids (g, holder, child->children, child_ns, child_lib);
      holder = group_of (g, holder);
      if (holder->doc == NULL)
        holder->doc = documentation (child);
      if (is_rng (child, "start"))
        {
          if (g->start != NULL)
            {
              Pattern *both = pattern_new (g, P_CHOICE);

              g_ptr_array_add (both->kids, g->start);
              g_ptr_array_add (both->kids, holder);
              holder = both;
            }
          g->start = holder;
        }
      else
        {
          g_autofree char *name = attr_dup (child, "name");
          g_autofree char *combine = attr_dup (child, "combine");

          if (name != NULL)
            g_strstrip (name);
          add_definition (g, name, combine, holder);
        }
    }
}

/* --- content as alternatives -------------------------------------------- */

typedef struct
{
  guint min;        /* 0 inside an optional or a zeroOrMore */
  gboolean many;    /* inside a repetition */
  gboolean ordered; /* inside a group, not an interleave or a repetition */
} Context;

/* A pattern that only ever stands for a value: an attribute's value, or an
 * element's text content. */
static gboolean
is_value_pattern (const Pattern *p, guint depth)
{
  if (depth > MAX_REF_DEPTH)
    return FALSE;
  switch (p->kind)
    {
    case P_DATA:
    case P_VALUE:
    case P_LIST:
      return TRUE;
    case P_REF:
      return p->target != NULL && is_value_pattern (p->target, depth + 1);
    case P_CHOICE:
      for (guint i = 0; i < p->kids->len; i++)
        if (!is_value_pattern (g_ptr_array_index (p->kids, i), depth + 1))
          return FALSE;
      return p->kids->len > 0;
    default:
      return FALSE;
    }
}

static void
alt_add (Alt *alt, PartKind kind, Pattern *pattern, const Context *ctx, guint seq)
{
  Part part = { kind, pattern, ctx->min, ctx->many ? MANY : 1, seq };

  g_array_append_val (alt->parts, part);
}

static Alt *
alt_copy (DkGrammar *g, const Alt *from)
{
  Alt *alt = alt_new (g);

  g_array_append_vals (alt->parts, from->parts->data, from->parts->len);
  alt->text = from->text;
  return alt;
}

/* All the alternatives in one: a part absent from one of them becomes
 * optional. */
static Alt *
merge (DkGrammar *g, GPtrArray *alts)
{
  Alt *merged = alt_new (g);

  for (guint i = 0; i < alts->len; i++)
    {
      const Alt *alt = g_ptr_array_index (alts, i);

      merged->text |= alt->text;
      for (guint j = 0; j < alt->parts->len; j++)
        {
          const Part *part = &g_array_index (alt->parts, Part, j);
          guint k;

          for (k = 0; k < merged->parts->len; k++)
            {
              Part *have = &g_array_index (merged->parts, Part, k);

              if (have->kind == part->kind && have->pattern == part->pattern)
                {
                  have->max =
                      have->max == MANY || part->max == MANY ? MANY : MAX (have->max, part->max);
                  have->min = MIN (have->min, part->min);
                  have->seq = MIN (have->seq, part->seq);
                  break;
                }
            }
          if (k == merged->parts->len)
            g_array_append_val (merged->parts, *part);
        }
    }
  for (guint k = 0; k < merged->parts->len; k++)
    {
      Part *have = &g_array_index (merged->parts, Part, k);
      gboolean everywhere = TRUE;

      for (guint i = 0; i < alts->len && everywhere; i++)
        {
          const Alt *alt = g_ptr_array_index (alts, i);
          gboolean found = FALSE;

          for (guint j = 0; j < alt->parts->len && !found; j++)
            found = g_array_index (alt->parts, Part, j).pattern == have->pattern;
          everywhere = found;
        }
      if (!everywhere)
        have->min = 0;
    }
  return merged;
}

static GPtrArray *
single (Alt *alt)
{
  GPtrArray *out = g_ptr_array_new ();

  g_ptr_array_add (out, alt);
  return out;
}

/* Every alternative of @a followed by every one of @b. */
static GPtrArray *
cross (DkGrammar *g, GPtrArray *a, GPtrArray *b)
{
  GPtrArray *out = g_ptr_array_new ();

  if (a->len * b->len > MAX_ALTS)
    {
      Alt *ma = merge (g, a);
      Alt *mb = merge (g, b);
      Alt *both = alt_copy (g, ma);

      g_array_append_vals (both->parts, mb->parts->data, mb->parts->len);
      both->text |= mb->text;
      g_ptr_array_add (out, both);
      return out;
    }
  for (guint i = 0; i < a->len; i++)
    for (guint j = 0; j < b->len; j++)
      {
        const Alt *y = g_ptr_array_index (b, j);
        Alt *both = alt_copy (g, g_ptr_array_index (a, i));

        g_array_append_vals (both->parts, y->parts->data, y->parts->len);
        both->text |= y->text;
        g_ptr_array_add (out, both);
      }
  return out;
}

static GPtrArray *flatten (DkGrammar *g, Pattern *p, Context ctx, guint *seq, guint depth);

/* The kids of @p one after the other (or side by side, unordered). */
static GPtrArray *
flatten_kids (DkGrammar *g, Pattern *p, Context ctx, guint *seq, guint depth)
{
  GPtrArray *result = single (alt_new (g));

  for (guint i = 0; i < p->kids->len; i++)
    {
      g_autoptr (GPtrArray) kid = flatten (g, g_ptr_array_index (p->kids, i), ctx, seq, depth);
      GPtrArray *next = cross (g, result, kid);

      g_ptr_array_unref (result);
      result = next;
      if (ctx.ordered)
        (*seq)++;
    }
  return result;
}

/* The alternatives of content pattern @p: each a flat list of the
 * attributes, elements and values it allows. */
static GPtrArray *
flatten (DkGrammar *g, Pattern *p, Context ctx, guint *seq, guint depth)
{
  GPtrArray *result;
  Alt *alt;

  if (depth > MAX_REF_DEPTH)
    {
      g->ok = FALSE;
      return single (alt_new (g));
    }
  if (p->kind != P_TEXT && p->kind != P_EMPTY && is_value_pattern (p, 0))
    {
      alt = alt_new (g);
      alt_add (alt, PART_DATA, p, &ctx, *seq);
      return single (alt);
    }
  switch (p->kind)
    {
    case P_EMPTY:
      return single (alt_new (g));
    case P_NOT_ALLOWED:
      return g_ptr_array_new ();
    case P_TEXT:
      alt = alt_new (g);
      alt->text = TRUE;
      return single (alt);
    case P_ELEMENT:
    case P_ATTRIBUTE:
      alt = alt_new (g);
      alt_add (alt, p->kind == P_ELEMENT ? PART_ELEMENT : PART_ATTRIBUTE, p, &ctx, *seq);
      return single (alt);
    case P_REF:
      if (p->target == NULL)
        return single (alt_new (g));
      return flatten (g, p->target, ctx, seq, depth + 1);
    case P_GROUP:
      return flatten_kids (g, p, ctx, seq, depth + 1);
    case P_INTERLEAVE:
      ctx.ordered = FALSE;
      return flatten_kids (g, p, ctx, seq, depth + 1);
    case P_MIXED:
      result = flatten_kids (g, p, ctx, seq, depth + 1);
      for (guint i = 0; i < result->len; i++)
        ((Alt *) g_ptr_array_index (result, i))->text = TRUE;
      return result;
    case P_OPTIONAL:
      ctx.min = 0;
      result = flatten_kids (g, p, ctx, seq, depth + 1);
      if (result->len != 1)
        g_ptr_array_add (result, alt_new (g));
      return result;
    case P_ZERO_OR_MORE:
    case P_ONE_OR_MORE:
      {
        g_autoptr (GPtrArray) inner = NULL;

        if (p->kind == P_ZERO_OR_MORE)
          ctx.min = 0;
        ctx.many = TRUE;
        ctx.ordered = FALSE;
        inner = flatten_kids (g, p, ctx, seq, depth + 1);
        alt = merge (g, inner);
        /* One or more of several things: none of them is required alone. */
        if (alt->parts->len > 1)
          for (guint i = 0; i < alt->parts->len; i++)
            g_array_index (alt->parts, Part, i).min = 0;
        return single (alt);
      }
    case P_CHOICE:
      {
        guint first = *seq, last = *seq;

        result = g_ptr_array_new ();
        for (guint i = 0; i < p->kids->len; i++)
          {
            g_autoptr (GPtrArray) branch = NULL;

            *seq = first;
            branch = flatten (g, g_ptr_array_index (p->kids, i), ctx, seq, depth + 1);
            g_ptr_array_extend (result, branch, NULL, NULL);
            last = MAX (last, *seq);
          }
        *seq = last;
        if (ctx.many || result->len > MAX_ALTS)
          {
            alt = merge (g, result);
            g_ptr_array_unref (result);
            return single (alt);
          }
        return result;
      }
    default:
      return single (alt_new (g));
    }
}

const Part *
dk_grammar_required_attribute (const Alt *alt, const char *name)
{
  for (guint i = 0; i < alt->parts->len; i++)
    {
      const Part *part = &g_array_index (alt->parts, Part, i);

      if (part->kind == PART_ATTRIBUTE && part->min > 0 && part->pattern->name->kind == NC_NAME &&
          part->pattern->name->ns[0] == '\0' && strcmp (part->pattern->name->local, name) == 0)
        return part;
    }
  return NULL;
}

/* Whether @p allows only a few words ("character", "attack"...). */
gboolean
dk_grammar_is_word_list (const Pattern *p, guint depth)
{
  if (depth > MAX_REF_DEPTH)
    return FALSE;
  switch (p->kind)
    {
    case P_VALUE:
      return TRUE;
    case P_REF:
      return p->target != NULL && dk_grammar_is_word_list (p->target, depth + 1);
    case P_CHOICE:
      for (guint i = 0; i < p->kids->len; i++)
        if (!dk_grammar_is_word_list (g_ptr_array_index (p->kids, i), depth + 1))
          return FALSE;
      return p->kids->len > 0;
    case P_ATTRIBUTE:
      return p->kids->len == 1 &&
             dk_grammar_is_word_list (g_ptr_array_index (p->kids, 0), depth + 1);
    default:
      return FALSE;
    }
}

/* The attribute that every alternative requires with a few words of its
 * own: a card's type decides which of its forms the card takes. */
static char *
find_selector (GPtrArray *alts)
{
  const Alt *first;

  if (alts->len < 2)
    return NULL;
  first = g_ptr_array_index (alts, 0);
  for (guint i = 0; i < first->parts->len; i++)
    {
      const Part *part = &g_array_index (first->parts, Part, i);
      const char *name;
      gboolean everywhere = TRUE;

      if (part->kind != PART_ATTRIBUTE || part->min == 0 || part->pattern->name->kind != NC_NAME ||
          part->pattern->name->ns[0] != '\0' || !dk_grammar_is_word_list (part->pattern, 0))
        continue;
      name = part->pattern->name->local;
      for (guint a = 1; a < alts->len && everywhere; a++)
        {
          const Part *other = dk_grammar_required_attribute (g_ptr_array_index (alts, a), name);

          everywhere = other != NULL && dk_grammar_is_word_list (other->pattern, 0);
        }
      if (everywhere)
        return g_strdup (name);
    }
  return NULL;
}

static void
build_element (DkGrammar *g, Pattern *element)
{
  Context ctx = { 1, FALSE, TRUE };
  guint seq = 0;
  Pattern *content = group_of (g, element);

  element->alts = flatten (g, content, ctx, &seq, 0);
  element->merged = merge (g, element->alts);
  element->selector = find_selector (element->alts);
}

/* The element define that @p repeats: <zeroOrMore><ref name="card"/>. */
static const Pattern *
repeated_element (const Pattern *p)
{
  const Pattern *ref;

  if (p->kind != P_ZERO_OR_MORE || p->kids->len != 1)
    return NULL;
  ref = g_ptr_array_index (p->kids, 0);
  if (ref->kind != P_REF || ref->target == NULL || ref->target->kind != P_ELEMENT ||
      ref->target->name->kind != NC_NAME)
    return NULL;
  return ref;
}

/* The element repeated under a root element, looked for in the root
 * elements' own content: a card set's cards, a deck's cards. */
static void
find_item (DkGrammar *g)
{
  Context ctx = { 1, FALSE, TRUE };
  guint seq = 0;
  g_autoptr (GPtrArray) roots = flatten (g, g->start, ctx, &seq, 0);

  for (guint i = 0; i < roots->len; i++)
    {
      const Alt *alt = g_ptr_array_index (roots, i);

      for (guint j = 0; j < alt->parts->len; j++)
        {
          const Pattern *root = g_array_index (alt->parts, Part, j).pattern;

          if (g_array_index (alt->parts, Part, j).kind != PART_ELEMENT)
            continue;
          for (guint k = 0; k < root->kids->len; k++)
            {
              const Pattern *kid = g_ptr_array_index (root->kids, k);
              const Pattern *ref = repeated_element (kid);

              /* ...or one member of an interleave (a deck's cards). */
              for (guint m = 0; ref == NULL && kid->kind == P_INTERLEAVE && m < kid->kids->len; m++)
                ref = repeated_element (g_ptr_array_index (kid->kids, m));
              if (ref != NULL)
                {
                  g->item = ref->target;
                  g->item_define = g_strdup (ref->ref);
                  return;
                }
            }
        }
    }
}

/**
 * dk_grammar_new:
 * @rng: a RelaxNG schema in its XML syntax
 *
 * Read a schema as patterns. The result is immutable and may be used from
 * any number of threads at once.
 *
 * Returns: (transfer full) (nullable): the grammar, or NULL when the schema
 *   uses what this reader does not follow (include, externalRef...)
 */
DkGrammar *
dk_grammar_new (xmlDoc *rng)
{
  g_autoptr (DkGrammar) g = g_new0 (DkGrammar, 1);
  xmlNode *root = xmlDocGetRootElement (rng);
  g_autofree char *ns = NULL;
  g_autofree char *lib = NULL;
  guint n;

  g->patterns = g_ptr_array_new_with_free_func (pattern_free);
  g->names = g_ptr_array_new_with_free_func (name_free);
  g->alts = g_ptr_array_new_with_free_func (alt_free);
  g->defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g->ok = TRUE;

  if (root == NULL || !is_rng (root, NULL))
    return NULL;
  ns = attr_dup (root, "ns");
  lib = attr_dup (root, "datatypeLibrary");
  if (is_rng (root, "grammar"))
    read_grammar (g, root, ns != NULL ? ns : "", lib != NULL ? lib : "");
  else
    g->start = read_pattern (g, root, ns != NULL ? ns : "", lib != NULL ? lib : "");
  if (!g->ok || g->start == NULL)
    return NULL;

  for (guint i = 0; i < g->patterns->len; i++)
    {
      Pattern *p = g_ptr_array_index (g->patterns, i);

      if (p->kind != P_REF)
        continue;
      p->target = p->ref != NULL ? g_hash_table_lookup (g->defines, p->ref) : NULL;
      if (p->target == NULL)
        return NULL;
    }
  /* Patterns are only added while reading: the list is complete. */
  n = g->patterns->len;
  for (guint i = 0; i < n; i++)
    {
      Pattern *p = g_ptr_array_index (g->patterns, i);

      if (p->kind == P_ELEMENT)
        build_element (g, p);
    }
  find_item (g);
  if (!g->ok)
    return NULL;
  return g_steal_pointer (&g);
}

void
dk_grammar_free (DkGrammar *grammar)
{
  if (grammar == NULL)
    return;
  g_ptr_array_unref (grammar->patterns);
  g_ptr_array_unref (grammar->names);
  g_ptr_array_unref (grammar->alts);
  g_hash_table_unref (grammar->defines);
  g_free (grammar->item_define);
  g_free (grammar);
}

/**
 * dk_grammar_item_define:
 *
 * The define of the element that a root element repeats (a card set's
 * `card`), which may be validated one by one.
 *
 * Returns: (nullable): its name, or NULL when there is none
 */
const char *
dk_grammar_item_define (const DkGrammar *grammar)
{
  return grammar->item_define;
}

/**
 * dk_grammar_is_item:
 *
 * Whether @node is one of the items of its parent @node->parent, the root
 * element: a <card> of a <cardset>.
 */
gboolean
dk_grammar_is_item (const DkGrammar *grammar, xmlNode *node)
{
  const NameClass *nc;

  if (grammar->item == NULL || node->type != XML_ELEMENT_NODE)
    return FALSE;
  nc = grammar->item->name;
  return node->ns == NULL && nc->ns[0] == '\0' &&
         strcmp ((const char *) node->name, nc->local) == 0;
}
