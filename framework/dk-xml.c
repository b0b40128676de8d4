/* dk-xml.c: reading XML written by strangers.
 *
 * Card sets, decks, rulesets and scenarios come from anyone. This file is
 * the only place that hands their bytes to libxml2, and it does so
 * defensively: the size is capped before anything is parsed, the parser
 * never touches the network, never loads or honours a DTD, never
 * substitutes entities and never processes XInclude; a document with any
 * DOCTYPE is refused outright. Every error is collected with its line, as
 * "FILE:LINE: message", so that a designer sees all of them at once.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

struct _DkSchema
{
  char *path;
  xmlRelaxNGPtr rng;
};

/* Where the structured error handlers put what they are told. */
typedef struct
{
  const char *file;
  GPtrArray *problems;
  guint n_added;
  gboolean stopped; /* we stopped the parser ourselves: ignore what follows */
  gboolean has_dtd;
  gint last_line;     /* for the messages that come without one */
  GPtrArray *pending; /* messages without a line, waiting for one */
} DkErrorSink;

static void
dk_xml_init (void)
{
  static gsize done = 0;

  /* libxml2 wants its globals set up once, before threads use it. */
  if (g_once_init_enter (&done))
    {
      xmlInitParser ();
      g_once_init_leave (&done, 1);
    }
}

static void
sink_push (DkErrorSink *sink, gint line, const char *message)
{
  g_autofree char *text = g_strdup_printf ("%s:%d: %s", sink->file, line, message);

  /* RelaxNG likes to say the same thing twice. */
  if (sink->problems->len > 0 &&
      g_strcmp0 (g_ptr_array_index (sink->problems, sink->problems->len - 1), text) == 0)
    return;
  g_ptr_array_add (sink->problems, g_steal_pointer (&text));
  sink->n_added++;
}

/* Give the messages that came without a line the line @line. */
static void
sink_flush (DkErrorSink *sink, gint line)
{
  if (sink->pending == NULL)
    return;
  for (guint i = 0; i < sink->pending->len; i++)
    sink_push (sink, line > 0 ? line : 1, g_ptr_array_index (sink->pending, i));
  g_ptr_array_free (sink->pending, TRUE);
  sink->pending = NULL;
}

/* Append "FILE:LINE: message", one line whatever libxml2 wrote. */
static void
sink_add (DkErrorSink *sink, gint line, const char *message)
{
  g_autofree char *clean = g_strdup (message != NULL ? message : "unknown error");

  g_strchomp (clean);
  g_strdelimit (clean, "\r\n", ' ');
  /* RelaxNG reports some problems without a node ("Extra element x in
   * interleave"): they belong with the problem just before, or if there is
   * none, with the next one. */
  if (line <= 0 && sink->last_line > 0)
    line = sink->last_line;
  if (line <= 0)
    {
      if (sink->pending == NULL)
        sink->pending = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (sink->pending, g_steal_pointer (&clean));
      return;
    }
  sink_flush (sink, line);
  sink->last_line = line;
  sink_push (sink, line, clean);
}

static gint
error_line (const xmlError *err)
{
  if (err->line > 0)
    return err->line;
  if (err->node != NULL && ((xmlNode *) err->node)->type == XML_ELEMENT_NODE)
    return (gint) xmlGetLineNo ((xmlNode *) err->node);
  return 0;
}

/* The parser's structured error handler: @data is the parser context
 * (libxml2 2.9 passes ctxt->userData, which is the context itself). */
static void
parse_error_cb (void *data, xmlErrorPtr err)
{
  xmlParserCtxtPtr ctxt = data;
  DkErrorSink *sink = ctxt->_private;

  if (sink == NULL || sink->stopped || err == NULL)
    return;
  /* Warnings (an unknown encoding name...) do not make a file bad. */
  if (err->level == XML_ERR_WARNING)
    return;
  sink_add (sink, error_line (err), err->message);
}

static void
valid_error_cb (void *data, xmlErrorPtr err)
{
  DkErrorSink *sink = data;

  if (err == NULL || err->level == XML_ERR_WARNING)
    return;
  sink_add (sink, error_line (err), err->message);
}

static gint
ctxt_line (xmlParserCtxtPtr ctxt)
{
  return ctxt->input != NULL ? ctxt->input->line : 0;
}

/* A DOCTYPE is where internal and external entities, entity bombs and
 * external DTD fetches all begin: stop the parser the moment one starts,
 * before its internal subset (and any entity declaration) is read. */
static void
internal_subset_cb (void *data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = data;
  DkErrorSink *sink = ctxt->_private;

  if (!sink->stopped)
    sink_add (sink, ctxt_line (ctxt), "a document type declaration (DOCTYPE) is not allowed");
  sink->has_dtd = TRUE;
  sink->stopped = TRUE;
  xmlStopParser (ctxt);
}

static void
entity_decl_cb (void *data,
                const xmlChar *name,
                int type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar *content)
{
  xmlParserCtxtPtr ctxt = data;
  DkErrorSink *sink = ctxt->_private;

  /* Unreachable after internal_subset_cb, kept as a second lock. */
  if (!sink->stopped)
    sink_add (sink, ctxt_line (ctxt), "an entity declaration is not allowed");
  sink->has_dtd = TRUE;
  sink->stopped = TRUE;
  xmlStopParser (ctxt);
}

static gboolean
validate_doc (xmlDoc *doc, const DkSchema *schema, DkErrorSink *sink)
{
  xmlRelaxNGValidCtxtPtr vctxt;
  int rc;
  guint before = sink->n_added;

  /* Each validation has its own context: the compiled schema is shared
   * read-only between threads. */
  vctxt = xmlRelaxNGNewValidCtxt (schema->rng);
  if (vctxt == NULL)
    {
      sink_add (sink, 1, "out of memory");
      return FALSE;
    }
  xmlRelaxNGSetValidStructuredErrors (vctxt, valid_error_cb, sink);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  sink_flush (sink, xmlDocGetRootElement (doc) != NULL
                        ? (gint) xmlGetLineNo (xmlDocGetRootElement (doc))
                        : 1);
  if (rc != 0 && sink->n_added == before)
    sink_add (sink,
              xmlDocGetRootElement (doc) != NULL ? (gint) xmlGetLineNo (xmlDocGetRootElement (doc))
                                                 : 1,
              "the document does not match its schema");
  return rc == 0;
}

static xmlDoc *
read_memory_full (const char *data,
                  gsize len,
                  const char *display_name,
                  const DkSchema *schema,
                  GPtrArray *problems,
                  DkLoadError *code)
{
  DkErrorSink sink = { display_name, problems, 0, FALSE, FALSE, 0, NULL };
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  gboolean well_formed;

  dk_xml_init ();
  *code = DK_LOAD_ERROR_MALFORMED;

  if (len > DK_XML_MAX_SIZE)
    {
      g_ptr_array_add (problems, g_strdup_printf ("%s:1: file is larger than %d bytes",
                                                  display_name, DK_XML_MAX_SIZE));
      *code = DK_LOAD_ERROR_TOO_LARGE;
      return NULL;
    }
  if (len == 0)
    {
      g_ptr_array_add (problems, g_strdup_printf ("%s:1: the file is empty", display_name));
      return NULL;
    }

  ctxt = xmlCreateMemoryParserCtxt (data, (int) len);
  if (ctxt == NULL)
    {
      g_ptr_array_add (problems,
                       g_strdup_printf ("%s:1: cannot create an XML parser", display_name));
      return NULL;
    }
  /* XML_PARSE_NONET and nothing else: no NOENT, DTDLOAD, DTDVALID,
   * XINCLUDE or HUGE. */
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET);
  ctxt->_private = &sink;
  ctxt->sax->serror = parse_error_cb;
  ctxt->sax->internalSubset = internal_subset_cb;
  ctxt->sax->entityDecl = entity_decl_cb;
  ctxt->sax->externalSubset = NULL;
  ctxt->sax->resolveEntity = NULL;
  ctxt->vctxt.error = NULL;
  ctxt->vctxt.warning = NULL;

  xmlParseDocument (ctxt);
  sink_flush (&sink, ctxt_line (ctxt));

  well_formed = ctxt->wellFormed && !sink.stopped;
  doc = ctxt->myDoc;
  ctxt->myDoc = NULL;
  ctxt->_private = NULL;
  xmlFreeParserCtxt (ctxt);

  if (doc != NULL && (doc->intSubset != NULL || doc->extSubset != NULL))
    {
      if (!sink.has_dtd)
        sink_add (&sink, 1, "a document type declaration (DOCTYPE) is not allowed");
      well_formed = FALSE;
    }
  if (!well_formed || doc == NULL || xmlDocGetRootElement (doc) == NULL)
    {
      if (sink.n_added == 0)
        sink_add (&sink, 1, "the file is not a well-formed XML document");
      if (doc != NULL)
        xmlFreeDoc (doc);
      return NULL;
    }

  *code = DK_LOAD_ERROR_INVALID;
  if (schema != NULL && !validate_doc (doc, schema, &sink))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

/**
 * dk_xml_read_memory_full:
 * @code: (out): why it failed (DK_LOAD_ERROR_*), when it returns NULL
 *
 * dk_xml_read_memory(), telling which DkLoadError fits the failure.
 */
xmlDoc *
dk_xml_read_memory_full (const char *data,
                         gsize len,
                         const char *display_name,
                         const DkSchema *schema,
                         GPtrArray *problems,
                         DkLoadError *code)
{
  DkLoadError dummy;

  g_return_val_if_fail (data != NULL || len == 0, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (problems != NULL, NULL);

  return read_memory_full (data, len, display_name, schema, problems, code ? code : &dummy);
}

xmlDoc *
dk_xml_read_memory (const char *data,
                    gsize len,
                    const char *display_name,
                    const DkSchema *schema,
                    GPtrArray *problems)
{
  return dk_xml_read_memory_full (data, len, display_name, schema, problems, NULL);
}

/* Read the file (or standard input, "-") with the cap: a file that grows
 * while it is read, a device that never ends, is still refused, and a
 * stream is read only once (dk-file.c). */
static char *
read_capped (
    const char *path, const char *display_name, gsize *len, GPtrArray *problems, DkLoadError *code)
{
  g_autoptr (GBytes) bytes = dk_file_read (path, display_name, DK_XML_MAX_SIZE, problems, code);
  gsize size;
  const char *data;
  char *buf;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  buf = g_malloc (size + 1);
  if (size > 0)
    memcpy (buf, data, size);
  buf[size] = '\0';
  *len = size;
  return buf;
}

/**
 * dk_xml_read_file_full:
 * @code: (out) (optional): why it failed, when it returns NULL
 *
 * dk_xml_read_file(), telling which DkLoadError fits the failure.
 */
xmlDoc *
dk_xml_read_file_full (const char *path,
                       const char *display_name,
                       const DkSchema *schema,
                       GPtrArray *problems,
                       DkLoadError *code)
{
  g_autofree char *data = NULL;
  DkLoadError dummy;
  gsize len = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (problems != NULL, NULL);

  if (code == NULL)
    code = &dummy;
  if (display_name == NULL)
    display_name = path;
  data = read_capped (path, display_name, &len, problems, code);
  if (data == NULL)
    return NULL;
  return read_memory_full (data, len, display_name, schema, problems, code);
}

xmlDoc *
dk_xml_read_file (const char *path,
                  const char *display_name,
                  const DkSchema *schema,
                  GPtrArray *problems)
{
  return dk_xml_read_file_full (path, display_name, schema, problems, NULL);
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
  DkErrorSink sink = { display_name, problems, 0, FALSE, FALSE, 0, NULL };
  xmlDoc *doc;
  xmlNode *copy;
  gboolean ok;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (schema != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  dk_xml_init ();
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  copy = xmlDocCopyNode (node, doc, 1);
  if (copy == NULL)
    {
      xmlFreeDoc (doc);
      sink_add (&sink, (gint) xmlGetLineNo (node), "out of memory");
      return FALSE;
    }
  xmlDocSetRootElement (doc, copy);
  ok = validate_doc (doc, schema, &sink);
  xmlFreeDoc (doc);
  return ok;
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
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr rng;
  DkErrorSink sink;
  DkSchema *schema;
  gconstpointer data;
  gsize len;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  dk_xml_init ();
  if (g_str_has_prefix (path, "resource://"))
    bytes = g_resources_lookup_data (path + strlen ("resource://"), G_RESOURCE_LOOKUP_FLAGS_NONE,
                                     error);
  else
    {
      g_autoptr (GMappedFile) mapped = g_mapped_file_new (path, FALSE, error);
      if (mapped != NULL)
        bytes = g_mapped_file_get_bytes (mapped);
    }
  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &len);
  sink.file = path;
  sink.problems = problems;
  sink.n_added = 0;
  sink.stopped = FALSE;
  sink.has_dtd = FALSE;
  sink.last_line = 0;
  sink.pending = NULL;
  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) len);
  xmlRelaxNGSetParserStructuredErrors (pctxt, valid_error_cb, &sink);
  rng = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  sink_flush (&sink, 1);
  if (rng == NULL)
    {
      if (problems->len == 0)
        g_ptr_array_add (problems, g_strdup_printf ("%s:1: cannot compile the schema", path));
      dk_problems_to_error (problems, error);
      return NULL;
    }

  schema = g_new0 (DkSchema, 1);
  schema->path = g_strdup (path);
  schema->rng = rng;
  return schema;
}

void
dk_schema_free (DkSchema *schema)
{
  if (schema == NULL)
    return;
  xmlRelaxNGFree (schema->rng);
  g_free (schema->path);
  g_free (schema);
}

void
dk_problem_add (GPtrArray *problems, const char *file, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;
  glong line = 0;

  g_return_if_fail (problems != NULL);

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (node != NULL)
    line = xmlGetLineNo (node);
  if (line <= 0)
    line = 1;
  g_ptr_array_add (problems,
                   g_strdup_printf ("%s:%ld: %s", file != NULL ? file : "<input>", line, message));
}

/**
 * dk_problems_to_error_code:
 *
 * Set @error in DK_LOAD_ERROR with @code, the problems one a line.
 */
void
dk_problems_to_error_code (GPtrArray *problems, DkLoadError code, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_if_fail (problems != NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, g_ptr_array_index (problems, i));
    }
  if (problems->len == 0)
    g_string_append (text, "unknown problem");
  g_set_error_literal (error, DK_LOAD_ERROR, code, text->str);
}

void
dk_problems_to_error (GPtrArray *problems, GError **error)
{
  dk_problems_to_error_code (problems, DK_LOAD_ERROR_INVALID, error);
}

const char *
dk_xml_attr (xmlNode *node, const char *name)
{
  xmlAttr *attr;

  if (node == NULL || node->type != XML_ELEMENT_NODE)
    return NULL;
  /* Only attributes without a namespace: ours are never prefixed. */
  attr = xmlHasNsProp (node, (const xmlChar *) name, NULL);
  if (attr == NULL)
    return NULL;
  /* One text child: a document with a DTD is refused, so no entity
   * reference can be left in a value (the predefined ones are replaced by
   * the parser). */
  if (attr->children == NULL || attr->children->content == NULL)
    return "";
  return (const char *) attr->children->content;
}

/**
 * dk_xml_parse_int:
 *
 * Parse a strict decimal integer: an optional '-', then digits, nothing
 * else (no spaces, no '+', no hexadecimal), that fits a gint32.
 */
gboolean
dk_xml_parse_int (const char *text, gint32 *out)
{
  gint64 value = 0;
  gboolean negative = FALSE;
  const char *p = text;

  if (text == NULL)
    return FALSE;
  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  if (*p == '\0')
    return FALSE;
  for (; *p != '\0'; p++)
    {
      if (*p < '0' || *p > '9')
        return FALSE;
      value = value * 10 + (*p - '0');
      if (value > (gint64) G_MAXINT32 + 1)
        return FALSE;
    }
  if (negative)
    value = -value;
  if (value < G_MININT32 || value > G_MAXINT32)
    return FALSE;
  if (out != NULL)
    *out = (gint32) value;
  return TRUE;
}
