/* dk-grammar-explain.c: saying in words why an element was refused.
 *
 * libxml2 has refused an element; this file walks it against its pattern
 * in the schema (dk-grammar.c) and says what is wrong, at the line of the
 * attribute or element concerned. Where a choice offers several forms (a
 * card's type decides which), the form that fits best is the one it is
 * held to. Values are described as the schema's a:documentation says
 * ("a number from 0 to 999999999"), or by the words they may be.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-grammar-private.h"

#include <string.h>

/* --- values -------------------------------------------------------------- */

typedef enum
{
  V_OK,
  V_BAD,
  V_UNKNOWN,
} Verdict;

/* What is wrong with a value: the part shown (a list's bad word) and the
 * pattern it should match. */
typedef struct
{
  char *shown;
  const Pattern *expected;
} Failure;

static gboolean
name_matches (const NameClass *nc, const char *ns, const char *local)
{
  switch (nc->kind)
    {
    case NC_NAME:
      return strcmp (nc->ns, ns) == 0 && strcmp (nc->local, local) == 0;
    case NC_ANY_NAME:
      return nc->except == NULL || !name_matches (nc->except, ns, local);
    case NC_NS_NAME:
      return strcmp (nc->ns, ns) == 0 &&
             (nc->except == NULL || !name_matches (nc->except, ns, local));
    case NC_CHOICE:
      for (guint i = 0; i < nc->choices->len; i++)
        if (name_matches (g_ptr_array_index (nc->choices, i), ns, local))
          return TRUE;
      return FALSE;
    default:
      return FALSE;
    }
}

static Verdict
check_type (const Pattern *p, const char *value)
{
  static const char *const integers[] = {
    "integer",
    "nonNegativeInteger",
    "positiveInteger",
    "nonPositiveInteger",
    "negativeInteger",
    "int",
    "long",
    "short",
    "unsignedInt",
    "unsignedLong",
    "unsignedShort",
    NULL,
  };
  const char *type = p->type != NULL ? p->type : "token";
  const char *digits = value;
  gboolean minus = FALSE;

  if (strcmp (type, "string") == 0 || strcmp (type, "token") == 0 ||
      (p->xsd && strcmp (type, "normalizedString") == 0))
    return V_OK;
  if (!p->xsd)
    return V_UNKNOWN;
  if (strcmp (type, "boolean") == 0)
    return g_strv_contains ((const char *const[]){ "true", "false", "1", "0", NULL }, value)
               ? V_OK
               : V_BAD;
  if (!g_strv_contains (integers, type))
    return V_UNKNOWN;
  if (*digits == '+' || *digits == '-')
    minus = *digits++ == '-';
  if (*digits == '\0' || strspn (digits, "0123456789") != strlen (digits))
    return V_BAD;
  /* The ranges of int, short... are libxml2's to check. */
  digits += strspn (digits, "0");
  if (strcmp (type, "nonNegativeInteger") == 0 || g_str_has_prefix (type, "unsigned"))
    return !minus || *digits == '\0' ? V_OK : V_BAD;
  if (strcmp (type, "positiveInteger") == 0)
    return !minus && *digits != '\0' ? V_OK : V_BAD;
  if (strcmp (type, "nonPositiveInteger") == 0)
    return minus || *digits == '\0' ? V_OK : V_BAD;
  if (strcmp (type, "negativeInteger") == 0)
    return minus && *digits != '\0' ? V_OK : V_BAD;
  return V_OK;
}

static Verdict check_value (const Pattern *p, const char *value, Failure *failure, guint depth);

static Verdict
check_data (const Pattern *p, const char *raw)
{
  g_autofree char *value = NULL;
  Verdict verdict;
  glong length;

  /* Every type but string (and the built-in ones) sees the value with its
   * white space collapsed. */
  if (p->type != NULL && strcmp (p->type, "string") == 0)
    value = g_strdup (raw);
  else
    value = dk_grammar_collapse (raw);
  verdict = check_type (p, value);
  if (verdict != V_OK)
    return verdict;
  length = g_utf8_strlen (value, -1);
  if ((p->length >= 0 && length != p->length) || (p->min_length >= 0 && length < p->min_length) ||
      (p->max_length >= 0 && length > p->max_length))
    return V_BAD;
  if (p->regex != NULL && !g_regex_match (p->regex, value, 0, NULL))
    return V_BAD;
  if (p->odd_facet)
    return V_UNKNOWN;
  if (p->except != NULL)
    {
      Failure ignored = { NULL, NULL };
      Verdict in_except = check_value (p->except, raw, &ignored, 0);

      g_free (ignored.shown);
      if (in_except == V_OK)
        return V_BAD;
      if (in_except == V_UNKNOWN)
        return V_UNKNOWN;
    }
  return V_OK;
}

static Verdict
check_value (const Pattern *p, const char *value, Failure *failure, guint depth)
{
  Verdict verdict = V_BAD;

  if (depth > MAX_REF_DEPTH)
    return V_UNKNOWN;
  switch (p->kind)
    {
    case P_TEXT:
      return V_OK;
    case P_EMPTY:
      verdict = value[0] == '\0' ? V_OK : V_BAD;
      break;
    case P_REF:
      return check_value (p->target, value, failure, depth + 1);
    case P_VALUE:
      if (p->type != NULL && strcmp (p->type, "string") == 0)
        verdict = strcmp (p->value, value) == 0 ? V_OK : V_BAD;
      else
        {
          g_autofree char *a = dk_grammar_collapse (p->value);
          g_autofree char *b = dk_grammar_collapse (value);

          verdict = strcmp (a, b) == 0 ? V_OK : V_BAD;
          if (verdict == V_BAD && p->xsd && check_type (p, b) == V_UNKNOWN)
            verdict = V_UNKNOWN;
        }
      break;
    case P_DATA:
      verdict = check_data (p, value);
      break;
    case P_CHOICE:
      {
        gboolean unknown = FALSE;

        for (guint i = 0; i < p->kids->len; i++)
          {
            Failure ignored = { NULL, NULL };
            Verdict kid = check_value (g_ptr_array_index (p->kids, i), value, &ignored, depth + 1);

            g_free (ignored.shown);
            if (kid == V_OK)
              return V_OK;
            unknown |= kid == V_UNKNOWN;
          }
        verdict = unknown ? V_UNKNOWN : V_BAD;
        break;
      }
    case P_LIST:
      {
        /* A list of words each of one kind: name the first bad word. */
        const Pattern *inner = p->kids->len == 1 ? g_ptr_array_index (p->kids, 0) : NULL;
        const Pattern *word;
        g_auto (GStrv) words = NULL;
        guint n = 0;

        if (inner == NULL || (inner->kind != P_ZERO_OR_MORE && inner->kind != P_ONE_OR_MORE) ||
            inner->kids->len != 1)
          return V_UNKNOWN;
        word = g_ptr_array_index (inner->kids, 0);
        words = g_strsplit_set (value, " \t\r\n", -1);
        for (guint i = 0; words[i] != NULL; i++)
          {
            Verdict one;

            if (words[i][0] == '\0')
              continue;
            n++;
            one = check_value (word, words[i], failure, depth + 1);
            if (one == V_BAD && failure->shown == NULL)
              {
                failure->shown = g_strdup (words[i]);
                failure->expected = word;
              }
            if (one != V_OK)
              return one;
          }
        if (n == 0 && inner->kind == P_ONE_OR_MORE)
          break;
        return V_OK;
      }
    default:
      return V_UNKNOWN;
    }
  if (verdict == V_BAD && failure->shown == NULL)
    {
      failure->shown = g_strdup (value);
      failure->expected = p;
    }
  return verdict;
}

/* The words a pattern of words allows, in order, once each. */
static void
collect_words (const Pattern *p, GPtrArray *words, guint depth)
{
  if (depth > MAX_REF_DEPTH)
    return;
  if (p->kind == P_VALUE)
    {
      for (guint i = 0; i < words->len; i++)
        if (strcmp (g_ptr_array_index (words, i), p->value) == 0)
          return;
      g_ptr_array_add (words, p->value);
    }
  else if (p->kind == P_REF)
    collect_words (p->target, words, depth + 1);
  else
    for (guint i = 0; i < p->kids->len; i++)
      collect_words (g_ptr_array_index (p->kids, i), words, depth + 1);
}

static char *
describe_words (GPtrArray *words)
{
  GString *text = g_string_new (NULL);

  if (words->len == 1)
    {
      g_string_printf (text, "\"%s\"", (const char *) g_ptr_array_index (words, 0));
      return g_string_free (text, FALSE);
    }
  if (words->len > 2)
    g_string_append (text, "one of ");
  for (guint i = 0; i < words->len; i++)
    {
      if (i > 0)
        g_string_append (text, words->len == 2 ? " or " : ", ");
      g_string_append (text, g_ptr_array_index (words, i));
    }
  return g_string_free (text, FALSE);
}

/* How a value of @p reads in a message: "a number", "one of high, mid,
 * low". The schema's a:documentation says it where it can. */
static char *
describe (const Pattern *p, guint depth)
{
  if (p->doc != NULL)
    return g_strdup (p->doc);
  if (depth > MAX_REF_DEPTH)
    return g_strdup ("a valid value");
  switch (p->kind)
    {
    case P_REF:
      return describe (p->target, depth + 1);
    case P_ATTRIBUTE:
      return p->kids->len == 1 ? describe (g_ptr_array_index (p->kids, 0), depth + 1)
                               : g_strdup ("a valid value");
    case P_VALUE:
      return g_strdup_printf ("\"%s\"", p->value);
    case P_CHOICE:
      if (dk_grammar_is_word_list (p, 0))
        {
          g_autoptr (GPtrArray) words = g_ptr_array_new ();

          collect_words (p, words, 0);
          return describe_words (words);
        }
      else
        {
          GString *text = g_string_new (NULL);

          for (guint i = 0; i < p->kids->len; i++)
            {
              g_autofree char *one = describe (g_ptr_array_index (p->kids, i), depth + 1);

              if (i > 0)
                g_string_append (text, " or ");
              g_string_append (text, one);
            }
          return g_string_free (text, FALSE);
        }
    case P_LIST:
      return g_strdup ("a list of words");
    case P_DATA:
      {
        const char *type = p->type != NULL ? p->type : "token";

        if (p->xsd && strcmp (type, "boolean") == 0)
          return g_strdup ("true or false");
        if (p->xsd && strcmp (type, "nonNegativeInteger") == 0)
          return g_strdup ("a whole number of 0 or more");
        if (p->xsd && strcmp (type, "positiveInteger") == 0)
          return g_strdup ("a whole number of 1 or more");
        if (p->xsd && (strcmp (type, "integer") == 0 || strcmp (type, "int") == 0))
          return g_strdup ("a whole number");
        if (p->regex_source != NULL)
          return g_strdup_printf ("text of the form %s", p->regex_source);
        if (p->min_length > 0)
          return g_strdup ("a text that is not empty");
        return g_strdup ("text");
      }
    default:
      return g_strdup ("a valid value");
    }
}

/* Only emptiness is wrong with @p's values: "must not be empty" says it. */
static gboolean
only_not_empty (const Pattern *p, guint depth)
{
  if (p->kind == P_REF && depth < MAX_REF_DEPTH)
    return only_not_empty (p->target, depth + 1);
  return p->kind == P_DATA && p->doc == NULL && p->regex == NULL && p->min_length > 0 &&
         p->max_length < 0 && p->length < 0;
}

/* --- explaining ---------------------------------------------------------- */

typedef struct
{
  const DkGrammar *grammar;
  GArray *out; /* DkLineMessage, or NULL when only counting */
  guint count;
  gboolean skip_items; /* the root's items are explained apart */
  xmlNode *root;       /* the document's root element */
} Explain;

/* @text for a message: one line, at most SHOWN_CHARS characters. */
static char *
shown (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (n++ == SHOWN_CHARS)
        {
          g_string_append (out, "...");
          break;
        }
      if (c < 0x20 || c == 0x7f)
        g_string_append_c (out, ' ');
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static char *
qualified_name (const xmlChar *name, xmlNs *ns)
{
  if (ns != NULL && ns->prefix != NULL)
    return g_strdup_printf ("%s:%s", ns->prefix, name);
  return g_strdup ((const char *) name);
}

/**
 * dk_xml_label:
 * @node: an element of a document being validated
 *
 * What an element is called in a message: "card X5-003 (foundation)" for
 * an element with an id (and a type), "card X5-003 (attack): <attack>" for
 * an element inside it, "<deck>" otherwise.
 *
 * Returns: (transfer full): the label
 */
char *
dk_xml_label (xmlNode *node)
{
  xmlNode *root = node->doc != NULL ? xmlDocGetRootElement (node->doc) : NULL;
  g_autofree char *name = qualified_name (node->name, node->ns);
  GString *label = g_string_new (NULL);
  xmlNode *owner;

  for (owner = node; owner != NULL && owner->type == XML_ELEMENT_NODE; owner = owner->parent)
    if (owner != root && dk_xml_attr (owner, "id") != NULL)
      break;
  if (owner != NULL && owner->type == XML_ELEMENT_NODE)
    {
      g_autofree char *id = shown (dk_xml_attr (owner, "id"));
      g_autofree char *owner_name = qualified_name (owner->name, owner->ns);
      const char *type = dk_xml_attr (owner, "type");

      g_string_append_printf (label, "%s %s", owner_name, id);
      if (type != NULL)
        {
          g_autofree char *type_shown = shown (type);

          g_string_append_printf (label, " (%s)", type_shown);
        }
      if (owner != node)
        g_string_append_printf (label, ": <%s>", name);
    }
  else
    g_string_append_printf (label, "<%s>", name);
  return g_string_free (label, FALSE);
}

static void report (Explain *x, xmlNode *where, xmlNode *about, const char *format, ...)
    G_GNUC_PRINTF (4, 5);

/* Count a problem, and say it when not only counting: "LABEL: message" at
 * the line of @where, about element @about. */
static void
report (Explain *x, xmlNode *where, xmlNode *about, const char *format, ...)
{
  g_autofree char *label = NULL;
  g_autofree char *message = NULL;
  DkLineMessage problem;
  va_list args;

  x->count++;
  if (x->out == NULL)
    return;
  label = dk_xml_label (about);
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  problem.line = dk_xml_line (where);
  problem.message = g_strdup_printf ("%s: %s", label, message);
  g_array_append_val (x->out, problem);
}

/* Say that @failure's value is not of the form @pattern wants. @doc
 * (nullable) describes the whole value (an attribute's a:documentation). */
static void
report_value (Explain *x,
              xmlNode *where,
              xmlNode *about,
              const char *what,
              const Pattern *pattern,
              const char *whole,
              const char *doc,
              const Failure *failure)
{
  const Pattern *expected = failure->expected != NULL ? failure->expected : pattern;
  g_autofree char *description = NULL;
  g_autofree char *value = NULL;

  if (x->out == NULL)
    {
      x->count++;
      return;
    }
  if (failure->shown[0] == '\0' && only_not_empty (expected, 0))
    {
      report (x, where, about, "%s must not be empty", what);
      return;
    }
  /* A list's bad word is described as a word, not as the list. */
  if (doc != NULL && strcmp (failure->shown, whole) == 0)
    description = g_strdup (doc);
  else
    description = describe (expected, 0);
  if (failure->shown[0] == '\0')
    {
      report (x, where, about, "%s is empty: expected %s", what, description);
      return;
    }
  value = shown (failure->shown);
  report (x, where, about, "%s: \"%s\" is not %s", what, value, description);
}

static const char *
node_ns (xmlNs *ns)
{
  return ns != NULL && ns->href != NULL ? (const char *) ns->href : "";
}

/* Check @value of attribute @attr against every part it could match. */
static void
check_attribute (Explain *x, xmlNode *node, xmlAttr *attr, const Alt *alt)
{
  g_autofree char *value = NULL;
  g_autofree char *name = NULL;
  g_autofree char *what = NULL;
  const Part *first = NULL;
  Failure failure = { NULL, NULL };
  gboolean unknown = FALSE;
  xmlChar *raw;

  raw = xmlNodeListGetString (node->doc, attr->children, 1);
  value = g_strdup (raw != NULL ? (const char *) raw : "");
  xmlFree (raw);
  name = qualified_name (attr->name, attr->ns);
  for (guint i = 0; i < alt->parts->len; i++)
    {
      const Part *part = &g_array_index (alt->parts, Part, i);
      Failure one = { NULL, NULL };
      Verdict verdict;

      if (part->kind != PART_ATTRIBUTE ||
          !name_matches (part->pattern->name, node_ns (attr->ns), (const char *) attr->name))
        continue;
      verdict = part->pattern->kids->len == 1
                    ? check_value (g_ptr_array_index (part->pattern->kids, 0), value, &one, 0)
                    : V_UNKNOWN;
      if (verdict == V_OK)
        {
          g_free (one.shown);
          g_free (failure.shown);
          return;
        }
      unknown |= verdict == V_UNKNOWN;
      if (first == NULL)
        {
          first = part;
          failure = one;
        }
      else
        g_free (one.shown);
    }
  if (first == NULL)
    report (x, (xmlNode *) attr, node, "attribute \"%s\" is not allowed", name);
  else if (!unknown && failure.shown != NULL)
    {
      what = g_strdup_printf ("attribute \"%s\"", name);
      report_value (x, (xmlNode *) attr, node, what, g_ptr_array_index (first->pattern->kids, 0),
                    value, first->pattern->doc, &failure);
    }
  g_free (failure.shown);
}

static gboolean
has_attribute (xmlNode *node, const NameClass *nc)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (name_matches (nc, node_ns (attr->ns), (const char *) attr->name))
      return TRUE;
  return FALSE;
}

static gboolean
is_blank (const xmlChar *text)
{
  for (const xmlChar *p = text; p != NULL && *p != '\0'; p++)
    if (*p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
      return FALSE;
  return TRUE;
}

static void explain_element (Explain *x, xmlNode *node, const Pattern *pattern, guint depth);

/* Everything wrong with @node under alternative @alt: its attributes, its
 * children (recursing when @recurse), its text. @selector_failed: no
 * alternative fits the selector's value, which is reported once. */
static void
check_alt (Explain *x,
           xmlNode *node,
           const Pattern *pattern,
           const Alt *alt,
           gboolean selector_failed,
           gboolean recurse,
           guint depth)
{
  g_autofree guint *counts = g_new0 (guint, alt->parts->len + 1);
  const Part *data = NULL;
  g_autoptr (GString) text = g_string_new (NULL);
  const char *selector = pattern->selector;
  guint seq = 0;
  xmlNode *seq_element = NULL;
  gboolean text_reported = FALSE;
  gboolean has_children = FALSE;

  for (guint i = 0; i < alt->parts->len; i++)
    if (g_array_index (alt->parts, Part, i).kind == PART_DATA && data == NULL)
      data = &g_array_index (alt->parts, Part, i);

  /* Attributes: each allowed and well formed, the required ones there. */
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      if (selector_failed && attr->ns == NULL && strcmp ((const char *) attr->name, selector) == 0)
        {
          g_autoptr (GPtrArray) words = g_ptr_array_new ();
          g_autofree char *value = NULL;
          g_autofree char *description = NULL;
          xmlChar *raw = xmlNodeListGetString (node->doc, attr->children, 1);

          for (guint i = 0; i < pattern->alts->len; i++)
            {
              const Part *part =
                  dk_grammar_required_attribute (g_ptr_array_index (pattern->alts, i), selector);

              collect_words (part->pattern, words, 0);
            }
          value = shown (raw != NULL ? (const char *) raw : "");
          xmlFree (raw);
          description = describe_words (words);
          report (x, (xmlNode *) attr, node, "attribute \"%s\": \"%s\" is not %s", selector, value,
                  description);
          continue;
        }
      check_attribute (x, node, attr, alt);
    }
  for (guint i = 0; i < alt->parts->len; i++)
    {
      const Part *part = &g_array_index (alt->parts, Part, i);
      const NameClass *nc = part->pattern->name;
      gboolean seen = FALSE;

      if (part->kind != PART_ATTRIBUTE || part->min == 0 || nc->kind != NC_NAME)
        continue;
      if (selector_failed && nc->ns[0] == '\0' && strcmp (nc->local, selector) == 0)
        {
          /* Said once below, whatever alternative it comes from. */
          continue;
        }
      /* Two alternatives merged may both require it. */
      for (guint j = 0; j < i && !seen; j++)
        {
          const Part *before = &g_array_index (alt->parts, Part, j);

          seen = before->kind == PART_ATTRIBUTE && before->min > 0 &&
                 before->pattern->name->kind == NC_NAME &&
                 strcmp (before->pattern->name->local, nc->local) == 0 &&
                 strcmp (before->pattern->name->ns, nc->ns) == 0;
        }
      if (!seen && !has_attribute (node, nc))
        report (x, node, node, "missing attribute \"%s\"", nc->local);
    }
  if (selector_failed && dk_xml_attr (node, selector) == NULL)
    report (x, node, node, "missing attribute \"%s\"", selector);

  /* Children: each allowed, in its place, not too often. */
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
        {
          if (data != NULL)
            g_string_append (text, (const char *) child->content);
          else if (!alt->text && !text_reported && !is_blank (child->content))
            {
              report (x, child, node, "text is not allowed");
              text_reported = TRUE;
            }
          continue;
        }
      if (child->type != XML_ELEMENT_NODE)
        continue;
      has_children = TRUE;
      {
        g_autofree char *name = qualified_name (child->name, child->ns);
        const Part *found = NULL;
        gboolean known = FALSE;
        guint index = 0;

        for (guint i = 0; i < alt->parts->len && found == NULL; i++)
          {
            const Part *part = &g_array_index (alt->parts, Part, i);

            if (part->kind != PART_ELEMENT ||
                !name_matches (part->pattern->name, node_ns (child->ns),
                               (const char *) child->name))
              continue;
            known = TRUE;
            if (counts[i] < part->max)
              {
                found = part;
                index = i;
              }
          }
        if (found == NULL)
          {
            if (known)
              report (x, child, node, "element <%s> may appear only once", name);
            else
              report (x, child, node, "element <%s> is not allowed", name);
            continue;
          }
        counts[index]++;
        if (found->seq < seq)
          {
            g_autofree char *later = qualified_name (seq_element->name, seq_element->ns);

            report (x, child, node, "element <%s> must come before <%s>", name, later);
          }
        else if (found->seq > seq || seq_element == NULL)
          {
            seq = found->seq;
            seq_element = child;
          }
        if (recurse &&
            !(x->skip_items && node == x->root && dk_grammar_is_item (x->grammar, child)))
          explain_element (x, child, found->pattern, depth + 1);
      }
    }
  if (data != NULL && !has_children)
    {
      Failure failure = { NULL, NULL };

      if (check_value (data->pattern, text->str, &failure, 0) == V_BAD && failure.shown != NULL)
        report_value (x, node, node, "the text", data->pattern, text->str, NULL, &failure);
      g_free (failure.shown);
    }
  for (guint i = 0; i < alt->parts->len; i++)
    {
      const Part *part = &g_array_index (alt->parts, Part, i);

      if (part->kind == PART_ELEMENT && part->min > 0 && counts[i] == 0 &&
          part->pattern->name->kind == NC_NAME)
        report (x, node, node, "missing element <%s>", part->pattern->name->local);
    }
}

static void
explain_element (Explain *x, xmlNode *node, const Pattern *pattern, guint depth)
{
  g_autoptr (GPtrArray) fits = g_ptr_array_new ();
  const Alt *best = NULL;
  gboolean selector_failed = FALSE;

  if (depth > MAX_ELEMENT_DEPTH || pattern->alts->len == 0)
    return;
  if (pattern->selector != NULL)
    {
      const char *value = dk_xml_attr (node, pattern->selector);

      for (guint i = 0; i < pattern->alts->len && value != NULL; i++)
        {
          const Alt *alt = g_ptr_array_index (pattern->alts, i);
          const Part *part = dk_grammar_required_attribute (alt, pattern->selector);
          Failure ignored = { NULL, NULL };

          if (check_value (g_ptr_array_index (part->pattern->kids, 0), value, &ignored, 0) == V_OK)
            g_ptr_array_add (fits, (gpointer) alt);
          g_free (ignored.shown);
        }
      if (fits->len == 0)
        {
          /* No form fits its type: check what every form allows. */
          selector_failed = TRUE;
          g_ptr_array_add (fits, pattern->merged);
        }
    }
  else
    g_ptr_array_extend (fits, pattern->alts, NULL, NULL);

  /* The alternative with the fewest problems at this level. */
  if (fits->len == 1)
    best = g_ptr_array_index (fits, 0);
  else
    {
      guint fewest = G_MAXUINT;

      for (guint i = 0; i < fits->len; i++)
        {
          Explain counting = { x->grammar, NULL, 0, x->skip_items, x->root };

          check_alt (&counting, node, pattern, g_ptr_array_index (fits, i), FALSE, FALSE, depth);
          if (counting.count < fewest)
            {
              fewest = counting.count;
              best = g_ptr_array_index (fits, i);
            }
        }
    }
  check_alt (x, node, pattern, best, selector_failed, TRUE, depth);
}

/* The element pattern of the start that @node, a root element, matches;
 * NULL if none does. */
static const Pattern *
root_pattern (const DkGrammar *grammar, xmlNode *node)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  const Pattern *found = NULL;

  g_ptr_array_add (stack, grammar->start);
  for (guint n = 0; stack->len > 0 && n < 1024 && found == NULL; n++)
    {
      const Pattern *p = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (p->kind == P_ELEMENT &&
          name_matches (p->name, node_ns (node->ns), (const char *) node->name))
        found = p;
      else if (p->kind == P_REF)
        g_ptr_array_add (stack, p->target);
      else if (p->kind == P_CHOICE || p->kind == P_GROUP)
        for (guint i = 0; i < p->kids->len; i++)
          g_ptr_array_add (stack, g_ptr_array_index (p->kids, i));
    }
  return found;
}

/**
 * dk_grammar_explain:
 * @define: (nullable): the define @node should match, or NULL for the
 *   schema's start (@node is then a root element)
 * @skip_items: leave the root's items (dk_grammar_is_item()) unexplained:
 *   they are explained one by one
 * @out: where each problem is appended (DkLineMessage, the message
 *   without its "FILE:LINE: ")
 *
 * Say what is wrong with @node, which libxml2 found not to match. Only
 * what can be said for sure is said: the caller falls back on libxml2's
 * message when nothing is.
 *
 * Returns: how many problems were appended
 */
guint
dk_grammar_explain (
    const DkGrammar *grammar, const char *define, xmlNode *node, gboolean skip_items, GArray *out)
{
  Explain x = { grammar, out, 0, skip_items, NULL };
  const Pattern *pattern;

  g_return_val_if_fail (grammar != NULL, 0);
  g_return_val_if_fail (node != NULL && node->type == XML_ELEMENT_NODE, 0);

  x.root = node->doc != NULL ? xmlDocGetRootElement (node->doc) : node;
  if (define != NULL)
    {
      pattern = g_hash_table_lookup (grammar->defines, define);
      if (pattern == NULL || pattern->kind != P_ELEMENT ||
          !name_matches (pattern->name, node_ns (node->ns), (const char *) node->name))
        return 0;
    }
  else
    {
      pattern = root_pattern (grammar, node);
      if (pattern == NULL)
        {
          report (&x, node, node, "not allowed as the root element");
          return x.count;
        }
    }
  explain_element (&x, node, pattern, 0);
  return x.count;
}
