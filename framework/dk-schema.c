/* dk-schema.c: RelaxNG schemas, and what a refusal is told in.
 *
 * libxml2 judges every file against its schema, compiled once. When it
 * refuses one, the problems are found part by part, so that all of them
 * are reported: a card set's cards (the items a root element repeats) are
 * judged one by one, the set's own element apart. Each refused part is
 * explained in words by the grammar walker (dk-grammar-explain.c), at the
 * line of the attribute or element concerned, or failing that by libxml2's
 * most precise message about it, once.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"
#include "dk-resources.h"

#include <string.h>

#include <gio/gio.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

struct _DkSchema
{
  char *path;
  xmlRelaxNGPtr rng;
  /* The define a root element repeats (a set's cards), alone as the
   * start: each item is judged on its own, so that every bad one is
   * found. NULL when the schema has no such item. */
  xmlRelaxNGPtr item_rng;
  DkGrammar *grammar; /* nullable: says in words why a file was refused */
};

static void
line_message_clear (gpointer data)
{
  DkLineMessage *m = data;

  g_free (m->message);
}

static GArray *
line_messages_new (void)
{
  GArray *messages = g_array_new (FALSE, FALSE, sizeof (DkLineMessage));

  g_array_set_clear_func (messages, line_message_clear);
  return messages;
}

static void
rng_error_cb (void *data, xmlErrorPtr err)
{
  GArray *errors = data;
  DkLineMessage m;

  if (err == NULL || err->level == XML_ERR_WARNING)
    return;
  m.line = dk_xml_error_line (err);
  m.message = dk_xml_clean_message (err->message);
  g_array_append_val (errors, m);
}

/* libxml2's verdict on @doc, its messages in @errors. */
static gboolean
rng_accepts (xmlRelaxNGPtr rng, xmlDoc *doc, GArray *errors)
{
  xmlRelaxNGValidCtxtPtr vctxt;
  DkXmlQuiet quiet;
  int rc;

  /* Each validation has its own context: the compiled schema is shared
   * read-only between threads. */
  vctxt = xmlRelaxNGNewValidCtxt (rng);
  if (vctxt == NULL)
    {
      DkLineMessage m = { 1, g_strdup ("out of memory") };

      g_array_append_val (errors, m);
      return FALSE;
    }
  xmlRelaxNGSetValidStructuredErrors (vctxt, rng_error_cb, errors);
  dk_xml_quiet_begin (&quiet, NULL, NULL);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  dk_xml_quiet_end (&quiet);
  xmlRelaxNGFreeValidCtxt (vctxt);
  return rc == 0;
}

/* @node in a document of its own (without the schema's items, when
 * @without_items), keeping its lines: NULL when out of memory. */
static xmlDoc *
doc_of (xmlNode *node, const DkSchema *schema, gboolean without_items)
{
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *copy = xmlDocCopyNode (node, doc, without_items ? 2 : 1);

  if (copy == NULL)
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  xmlDocSetRootElement (doc, copy);
  if (without_items)
    for (xmlNode *child = node->children; child != NULL; child = child->next)
      if (!dk_grammar_is_item (schema->grammar, child))
        xmlAddChild (copy, xmlDocCopyNode (child, doc, 1));
  return doc;
}

/* How little libxml2's message says: its summaries ("failed to validate
 * content") only if nothing better was said. */
static gint
vagueness (const char *message)
{
  if (strstr (message, "failed to validate") != NULL)
    return 2;
  if (strstr (message, "interleave") != NULL || strstr (message, "Invalid sequence") != NULL)
    return 1;
  return 0;
}

/* When the walker cannot say what is wrong with @unit: libxml2's most
 * precise message about it, once. */
static void
fall_back (GArray *found, xmlNode *unit, GArray *errors)
{
  const DkLineMessage *best = NULL;
  g_autofree char *label = dk_xml_label (unit);
  DkLineMessage m;

  for (guint i = 0; i < errors->len; i++)
    {
      const DkLineMessage *e = &g_array_index (errors, DkLineMessage, i);

      if (best == NULL || vagueness (e->message) < vagueness (best->message))
        best = e;
    }
  m.line = best != NULL && best->line > 0 ? best->line : dk_xml_line (unit);
  m.message =
      g_strdup_printf ("%s: %s", label, best != NULL ? best->message : "does not match the schema");
  g_array_append_val (found, m);
}

static gboolean
explain_item (xmlNode *item, const DkSchema *schema, GArray *found, GHashTable *refused)
{
  g_autoptr (GArray) errors = line_messages_new ();
  xmlDoc *doc = doc_of (item, schema, FALSE);
  gboolean ok;

  ok = doc != NULL && rng_accepts (schema->item_rng, doc, errors);
  if (doc != NULL)
    xmlFreeDoc (doc);
  if (ok)
    return TRUE;
  if (refused != NULL)
    g_hash_table_add (refused, item);
  if (dk_grammar_explain (schema->grammar, dk_grammar_item_define (schema->grammar), item, FALSE,
                          found) == 0)
    fall_back (found, item, errors);
  return FALSE;
}

/* Say why libxml2 refused @node (its messages in @errors): item by item
 * and the rest apart when the schema has items, in words where the
 * grammar can tell. */
static void
explain_refusal (
    xmlNode *node, const DkSchema *schema, GArray *errors, GArray *found, GHashTable *refused)
{
  if (schema->item_rng != NULL)
    {
      g_autoptr (GArray) shell_errors = line_messages_new ();
      xmlDoc *shell;
      gboolean shell_ok;

      for (xmlNode *child = node->children; child != NULL; child = child->next)
        if (dk_grammar_is_item (schema->grammar, child))
          explain_item (child, schema, found, refused);
      shell = doc_of (node, schema, TRUE);
      shell_ok = shell != NULL && rng_accepts (schema->rng, shell, shell_errors);
      if (shell != NULL)
        xmlFreeDoc (shell);
      if (!shell_ok && dk_grammar_explain (schema->grammar, NULL, node, TRUE, found) == 0)
        fall_back (found, node, shell_errors);
    }
  else if (schema->grammar == NULL ||
           dk_grammar_explain (schema->grammar, NULL, node, FALSE, found) == 0)
    fall_back (found, node, errors);
  /* Refused as a whole, though each part passes alone (an item out of
   * its place): libxml2 says why. */
  if (found->len == 0)
    fall_back (found, node, errors);
}

static gint
compare_lines (gconstpointer a, gconstpointer b)
{
  const DkLineMessage *x = a, *y = b;

  return (x->line > y->line) - (x->line < y->line);
}

/* Append @found to @problems in the order of the file, each once. */
static void
add_found (GPtrArray *problems, const char *file, GArray *found)
{
  const char *last = NULL;

  for (guint i = 0; i < found->len; i++)
    {
      DkLineMessage *m = &g_array_index (found, DkLineMessage, i);

      m->line = m->line > 0 ? m->line : 1;
    }
  /* Stable: what is said of one line keeps its order. */
  g_array_sort (found, compare_lines);
  for (guint i = 0; i < found->len; i++)
    {
      const DkLineMessage *m = &g_array_index (found, DkLineMessage, i);
      char *text = g_strdup_printf ("%s:%d: %s", file, m->line, m->message);

      if (last != NULL && strcmp (last, text) == 0)
        {
          g_free (text);
          continue;
        }
      g_ptr_array_add (problems, text);
      last = text;
    }
}

static gboolean
validate_element (xmlNode *node,
                  const char *display_name,
                  const DkSchema *schema,
                  GPtrArray *problems,
                  GHashTable *refused)
{
  g_autoptr (GArray) errors = line_messages_new ();
  g_autoptr (GArray) found = line_messages_new ();
  gboolean own_doc = node->doc != NULL && node == xmlDocGetRootElement (node->doc);
  xmlDoc *doc = own_doc ? node->doc : doc_of (node, schema, FALSE);
  gboolean ok;

  dk_xml_init ();
  if (doc == NULL)
    {
      g_ptr_array_add (problems,
                       g_strdup_printf ("%s:%d: out of memory", display_name, dk_xml_line (node)));
      return FALSE;
    }
  ok = rng_accepts (schema->rng, doc, errors);
  if (!own_doc)
    xmlFreeDoc (doc);
  if (ok)
    return TRUE;
  explain_refusal (node, schema, errors, found, refused);
  add_found (problems, display_name, found);
  return FALSE;
}

/**
 * dk_xml_validate_node_full:
 * @node: an element of a parsed document
 * @refused: (nullable): a set the items (dk_grammar_is_item()) that the
 *   schema refused are added to, so that a caller may go on with the others
 *
 * Validate @node against @schema, where it may stand as the root. The
 * schema's judgement is libxml2's; each problem is reported once, at its
 * line, in words where the schema's grammar can tell: every item of the
 * root (a set's cards) is judged on its own, so that all bad ones are
 * found.
 *
 * Returns: TRUE when @node matches
 */
gboolean
dk_xml_validate_node_full (xmlNode *node,
                           const char *display_name,
                           const DkSchema *schema,
                           GPtrArray *problems,
                           GHashTable *refused)
{
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (schema != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  return validate_element (node, display_name, schema, problems, refused);
}

/**
 * dk_xml_validate_node:
 *
 * Validate @node against @schema in a document of its own. The copy keeps
 * the lines of the original, so problems point into the original file.
 */
gboolean
dk_xml_validate_node (xmlNode *node,
                      const char *display_name,
                      const DkSchema *schema,
                      GPtrArray *problems)
{
  return dk_xml_validate_node_full (node, display_name, schema, problems, NULL);
}

/**
 * dk_schema_has_items:
 *
 * Whether @schema judges the items of a root element one by one (a card
 * set's cards): dk_xml_validate_items() needs it.
 */
gboolean
dk_schema_has_items (const DkSchema *schema)
{
  g_return_val_if_fail (schema != NULL, FALSE);
  return schema->item_rng != NULL;
}

/**
 * dk_xml_validate_items:
 * @parent: an element whose element children are items of @schema (a
 *   scenario's <cards>)
 * @refused: (nullable): a set the refused items are added to
 *
 * Validate each element child of @parent as an item of @schema, as
 * dk_xml_validate_node_full() does a root's.
 *
 * Returns: TRUE when every child matches
 */
gboolean
dk_xml_validate_items (xmlNode *parent,
                       const char *display_name,
                       const DkSchema *schema,
                       GPtrArray *problems,
                       GHashTable *refused)
{
  g_autoptr (GArray) found = line_messages_new ();
  gboolean ok = TRUE;

  g_return_val_if_fail (parent != NULL, FALSE);
  g_return_val_if_fail (schema != NULL && schema->item_rng != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  dk_xml_init ();
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      ok &= explain_item (child, schema, found, refused);
  add_found (problems, display_name, found);
  return ok;
}

static void
schema_error_cb (void *data, xmlErrorPtr err)
{
  rng_error_cb (data, err);
}

/* Compile @rng with libxml2; its complaints in @errors. */
static xmlRelaxNGPtr
compile (xmlDoc *rng, GArray *errors)
{
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr compiled;
  DkXmlQuiet quiet;

  dk_xml_quiet_begin (&quiet, NULL, NULL);
  pctxt = xmlRelaxNGNewDocParserCtxt (rng);
  if (pctxt == NULL)
    {
      dk_xml_quiet_end (&quiet);
      return NULL;
    }
  xmlRelaxNGSetParserStructuredErrors (pctxt, schema_error_cb, errors);
  compiled = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  dk_xml_quiet_end (&quiet);
  return compiled;
}

/* The schema with @define as its start: the grammar of one item. */
static xmlRelaxNGPtr
compile_item (xmlDoc *rng, const char *define)
{
  g_autoptr (GArray) errors = line_messages_new ();
  xmlDoc *copy = xmlCopyDoc (rng, 1);
  xmlNode *root = copy != NULL ? xmlDocGetRootElement (copy) : NULL;
  xmlNode *start = NULL;
  xmlNode *ref;
  xmlRelaxNGPtr compiled;

  for (xmlNode *child = root != NULL ? root->children : NULL; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && strcmp ((const char *) child->name, "start") == 0)
      start = child;
  if (start == NULL)
    {
      if (copy != NULL)
        xmlFreeDoc (copy);
      return NULL;
    }
  while (start->children != NULL)
    {
      xmlNode *old = start->children;

      xmlUnlinkNode (old);
      xmlFreeNode (old);
    }
  ref = xmlNewChild (start, NULL, (const xmlChar *) "ref", NULL);
  xmlNewProp (ref, (const xmlChar *) "name", (const xmlChar *) define);
  compiled = compile (copy, errors);
  xmlFreeDoc (copy);
  return compiled;
}

/**
 * dk_schema_new:
 * @path: "resource:///..." or a file name
 *
 * Compile a RelaxNG schema. The result is immutable and may be used from
 * any number of threads at once.
 *
 * Returns: (transfer full) (nullable): the schema, or NULL with @error set
 */
DkSchema *
dk_schema_new (const char *path, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GArray) errors = line_messages_new ();
  xmlRelaxNGPtr rng = NULL;
  DkSchema *schema;
  gconstpointer data;
  xmlDoc *doc;
  DkXmlQuiet quiet;
  gsize len;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  dk_xml_init ();
  if (g_str_has_prefix (path, "resource://"))
    {
      /* A static libduelkit links its built-in resources (and so registers
       * them) only when something refers to them. */
      (void) dk_resources_get_resource ();
      bytes = g_resources_lookup_data (path + strlen ("resource://"),
                                       G_RESOURCE_LOOKUP_FLAGS_NONE, error);
    }
  else
    {
      g_autoptr (GMappedFile) mapped = g_mapped_file_new (path, FALSE, error);
      if (mapped != NULL)
        bytes = g_mapped_file_get_bytes (mapped);
    }
  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &len);
  dk_xml_quiet_begin (&quiet, NULL, NULL);
  doc = xmlReadMemory (data, (int) len, path, NULL, XML_PARSE_NONET);
  dk_xml_quiet_end (&quiet);
  if (doc != NULL)
    rng = compile (doc, errors);
  if (rng == NULL)
    {
      for (guint i = 0; i < errors->len; i++)
        {
          const DkLineMessage *e = &g_array_index (errors, DkLineMessage, i);

          g_ptr_array_add (problems,
                           g_strdup_printf ("%s:%d: %s", path, MAX (e->line, 1), e->message));
        }
      if (problems->len == 0)
        g_ptr_array_add (problems, g_strdup_printf ("%s:1: cannot compile the schema", path));
      if (doc != NULL)
        xmlFreeDoc (doc);
      dk_problems_to_error (problems, error);
      return NULL;
    }

  schema = g_new0 (DkSchema, 1);
  schema->path = g_strdup (path);
  schema->rng = rng;
  /* A schema the grammar reader does not follow still validates: its
   * messages are libxml2's. */
  schema->grammar = dk_grammar_new (doc);
  if (schema->grammar != NULL && dk_grammar_item_define (schema->grammar) != NULL)
    schema->item_rng = compile_item (doc, dk_grammar_item_define (schema->grammar));
  xmlFreeDoc (doc);
  return schema;
}

void
dk_schema_free (DkSchema *schema)
{
  if (schema == NULL)
    return;
  xmlRelaxNGFree (schema->rng);
  if (schema->item_rng != NULL)
    xmlRelaxNGFree (schema->item_rng);
  dk_grammar_free (schema->grammar);
  g_free (schema->path);
  g_free (schema);
}
