/* dk-xml.c: reading XML written by strangers.
 *
 * Card sets, decks, rulesets and scenarios come from anyone. This file is
 * the only place that hands their bytes to libxml2, and it does so
 * defensively: the size is capped before anything is parsed, the parser
 * never touches the network, never loads or honours a DTD, never
 * substitutes entities and never processes XInclude; a document with any
 * DOCTYPE is refused outright. Every error is collected with its line, as
 * "FILE:LINE: message", so that a designer sees all of them at once, and
 * nothing libxml2 says reaches stderr. Elements, attributes and text get
 * the line they start on (libxml2 gives an element the line of its last
 * attribute, and stops counting at 65535). Validation against a schema is
 * dk-schema.c's.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

/* Where the parser's error handlers put what they are told. */
typedef struct
{
  const char *file;
  GPtrArray *problems;
  guint n_added;
  gboolean stopped; /* we stopped the parser ourselves: ignore what follows */
  gboolean has_dtd;
  gint last_line; /* of the last parse error: one a line */
  xmlParserCtxtPtr ctxt;
  const char *data; /* the bytes parsed, to find lines in */
  gsize len;
  GArray *newlines; /* offsets of '\n' in data, made when first needed */
  /* libxml2's own SAX handlers, which ours wrap */
  startElementNsSAX2Func start_element;
  charactersSAXFunc characters;
  cdataBlockSAXFunc cdata_block;
} DkErrorSink;

void
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
ignore_error (void *data, xmlErrorPtr err)
{
}

static void
ignore_generic (void *data, const char *format, ...)
{
}

/**
 * dk_xml_quiet_begin:
 * @handler: (nullable): where the messages go (NULL: nowhere)
 *
 * Route libxml2's messages that come without a parser or a validation
 * context (encoding errors, I/O errors) to @handler, so that libxml2 never
 * prints anything itself, until dk_xml_quiet_end(). The handlers are the
 * calling thread's.
 */
void
dk_xml_quiet_begin (DkXmlQuiet *saved, xmlStructuredErrorFunc handler, void *data)
{
  saved->structured = xmlStructuredError;
  saved->structured_data = xmlStructuredErrorContext;
  saved->generic = xmlGenericError;
  saved->generic_data = xmlGenericErrorContext;
  xmlSetStructuredErrorFunc (data, handler != NULL ? handler : ignore_error);
  xmlSetGenericErrorFunc (NULL, ignore_generic);
}

void
dk_xml_quiet_end (const DkXmlQuiet *saved)
{
  xmlSetStructuredErrorFunc (saved->structured_data, saved->structured);
  xmlSetGenericErrorFunc (saved->generic_data, saved->generic);
}

/* One line, whatever libxml2 wrote: no newline, no dangling colon. */
char *
dk_xml_clean_message (const char *message)
{
  char *clean = g_strdup (message != NULL ? message : "unknown error");
  gsize len;

  g_strdelimit (clean, "\r\n\t", ' ');
  g_strstrip (clean);
  len = strlen (clean);
  while (len > 0 && (clean[len - 1] == ':' || clean[len - 1] == ' '))
    clean[--len] = '\0';
  return clean;
}

char *
dk_text_one_line (const char *text)
{
  GString *out;

  if (text == NULL)
    return NULL;
  out = g_string_sized_new (strlen (text));
  for (const char *c = text; *c != '\0'; c++)
    {
      guchar b = (guchar) *c;

      if (b == '\n')
        g_string_append (out, "\\n");
      else if (b == '\r')
        g_string_append (out, "\\r");
      else if (b == '\t')
        g_string_append (out, "\\t");
      else if (b < 0x20 || b == 0x7f)
        g_string_append_printf (out, "\\x%02X", b);
      else
        g_string_append_c (out, (char) b);
    }
  return g_string_free (out, FALSE);
}

static void
sink_add (DkErrorSink *sink, gint line, const char *message)
{
  g_ptr_array_add (sink->problems,
                   g_strdup_printf ("%s:%d: %s", sink->file, line > 0 ? line : 1, message));
  sink->n_added++;
}

gint
dk_xml_error_line (const xmlError *err)
{
  if (err->node != NULL && ((xmlNode *) err->node)->type == XML_ELEMENT_NODE)
    return dk_xml_line ((xmlNode *) err->node);
  return err->line;
}

static gint
ctxt_line (xmlParserCtxtPtr ctxt)
{
  return ctxt != NULL && ctxt->input != NULL ? ctxt->input->line : 0;
}

/* --- lines ---------------------------------------------------------------- */

/* The line of byte @offset of the file. */
static gint
sink_line_at (DkErrorSink *sink, gsize offset)
{
  guint lo = 0, hi;

  if (sink->newlines == NULL)
    {
      sink->newlines = g_array_new (FALSE, FALSE, sizeof (gsize));
      for (const char *p = memchr (sink->data, '\n', sink->len); p != NULL;
           p = memchr (p + 1, '\n', sink->len - (gsize) (p + 1 - sink->data)))
        {
          gsize at = (gsize) (p - sink->data);

          g_array_append_val (sink->newlines, at);
        }
    }
  /* Lines start after each newline before @offset. */
  hi = sink->newlines->len;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (sink->newlines, gsize, mid) < offset)
        lo = mid + 1;
      else
        hi = mid;
    }
  return (gint) MIN (lo + 1, (guint) G_MAXINT);
}

/* The offset in the file of @p, a pointer into the parser's input, or -1
 * when the parser reads something else than the file's bytes as they are
 * (text converted from another encoding). */
static gssize
input_offset (DkErrorSink *sink, const xmlChar *p)
{
  xmlParserInputPtr in = sink->ctxt->input;
  gsize offset;

  if (in == NULL || sink->ctxt->inputNr != 1 || in->buf == NULL || in->buf->encoder != NULL ||
      in->base == NULL || p < in->base || p > in->end)
    return -1;
  offset = in->consumed + (gsize) (p - in->base);
  if (offset > sink->len || (offset < sink->len && (xmlChar) sink->data[offset] != *p))
    return -1;
  return (gssize) offset;
}

static void
set_line (xmlNode *node, gint line)
{
  /* libxml2 keeps lines in 16 bits: ours go in _private, which
   * dk_xml_line() reads first. */
  node->_private = GINT_TO_POINTER (line);
  if (node->type == XML_ELEMENT_NODE || node->type == XML_TEXT_NODE)
    node->line = (unsigned short) MIN (line, 65535);
}

static gboolean
is_space (xmlChar c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Give @node the line of its "<" rather than that of its last attribute
 * (libxml2's), and each attribute the line it is written on: an element's
 * start tag may run over several lines. The tag is read again from the
 * parser's input; anything unexpected leaves libxml2's lines as they are. */
static void
mark_start_tag (DkErrorSink *sink, xmlNode *node, const xmlChar *prefix)
{
  xmlParserInputPtr in = sink->ctxt->input;
  const xmlChar *end = in != NULL ? in->cur : NULL;
  const xmlChar *lt, *q;
  g_autofree char *qname = NULL;
  xmlAttr *attr = node->properties;
  gssize at;

  if (end == NULL || in->base == NULL || end < in->base || end > in->end)
    return;
  /* No "<" can be inside a start tag: the last one is where it begins. */
  for (lt = end; lt > in->base && *lt != '<'; lt--)
    ;
  if (*lt != '<' || (at = input_offset (sink, lt)) < 0)
    return;
  qname = prefix != NULL ? g_strdup_printf ("%s:%s", prefix, node->name)
                         : g_strdup ((const char *) node->name);
  q = lt + 1;
  if ((gsize) (end - q) < strlen (qname) || memcmp (q, qname, strlen (qname)) != 0)
    return;
  set_line (node, sink_line_at (sink, (gsize) at));
  q += strlen (qname);

  while (q < end && attr != NULL)
    {
      const xmlChar *name, *colon;
      gsize name_len;
      xmlChar quote;

      while (q < end && is_space (*q))
        q++;
      if (q >= end || *q == '/' || *q == '>')
        break;
      name = q;
      while (q < end && !is_space (*q) && *q != '=' && *q != '/' && *q != '>')
        q++;
      name_len = (gsize) (q - name);
      while (q < end && is_space (*q))
        q++;
      if (q >= end || *q != '=')
        break;
      q++;
      while (q < end && is_space (*q))
        q++;
      if (q >= end || (*q != '"' && *q != '\''))
        break;
      quote = *q++;
      while (q < end && *q != quote)
        q++;
      if (q >= end)
        break;
      q++;
      /* Namespace declarations are not attributes of the tree. */
      if (name_len >= 5 && memcmp (name, "xmlns", 5) == 0 && (name_len == 5 || name[5] == ':'))
        continue;
      colon = memchr (name, ':', name_len);
      if (colon != NULL)
        {
          name_len -= (gsize) (colon + 1 - name);
          name = colon + 1;
        }
      if (strlen ((const char *) attr->name) != name_len ||
          memcmp (attr->name, name, name_len) != 0)
        break;
      attr->_private = GINT_TO_POINTER (sink_line_at (sink, (gsize) at + (gsize) (name - lt)));
      attr = attr->next;
    }
}

static void
start_element_cb (void *data,
                  const xmlChar *localname,
                  const xmlChar *prefix,
                  const xmlChar *uri,
                  int nb_namespaces,
                  const xmlChar **namespaces,
                  int nb_attributes,
                  int nb_defaulted,
                  const xmlChar **attributes)
{
  xmlParserCtxtPtr ctxt = data;
  DkErrorSink *sink = ctxt->_private;
  xmlNode *before = ctxt->node;

  sink->start_element (data, localname, prefix, uri, nb_namespaces, namespaces, nb_attributes,
                       nb_defaulted, attributes);
  if (ctxt->node != NULL && ctxt->node != before && ctxt->node->type == XML_ELEMENT_NODE)
    mark_start_tag (sink, ctxt->node, prefix);
}

static gint
first_non_blank (const xmlChar *text, int len)
{
  for (int i = 0; i < len; i++)
    if (!is_space (text[i]))
      return i;
  return -1;
}

/* Text gets the line of its first character that is not blank. */
static void
characters_cb (void *data, const xmlChar *ch, int len)
{
  xmlParserCtxtPtr ctxt = data;
  DkErrorSink *sink = ctxt->_private;
  xmlNode *parent = ctxt->node;
  gint i;
  gssize at;

  sink->characters (data, ch, len);
  if (parent == NULL || parent->last == NULL || parent->last->type != XML_TEXT_NODE ||
      parent->last->_private != NULL || (i = first_non_blank (ch, len)) < 0)
    return;
  at = input_offset (sink, ch);
  if (at >= 0)
    set_line (parent->last, sink_line_at (sink, (gsize) at + (gsize) i));
}

/* A CDATA section gets the line of its first character that is not blank
 * (libxml2 gives it none). */
static void
cdata_block_cb (void *data, const xmlChar *value, int len)
{
  static const char open[] = "<![CDATA[";
  xmlParserCtxtPtr ctxt = data;
  DkErrorSink *sink = ctxt->_private;
  xmlNode *parent = ctxt->node;
  xmlNode *last = parent != NULL ? parent->last : NULL;
  gsize before = strlen (open) + (gsize) len + strlen ("]]>");
  gssize at;
  gsize start;
  gint i;

  sink->cdata_block (data, value, len);
  if (parent == NULL || parent->last == NULL || parent->last == last ||
      parent->last->type != XML_CDATA_SECTION_NODE || ctxt->input == NULL)
    return;
  /* The parser stands just past "]]>". */
  at = input_offset (sink, ctxt->input->cur);
  if (at < 0 || (gsize) at < before)
    return;
  start = (gsize) at - before;
  if (memcmp (sink->data + start, open, strlen (open)) != 0)
    return;
  i = first_non_blank (value, len);
  set_line (parent->last, sink_line_at (sink, start + (i >= 0 ? strlen (open) + (gsize) i : 0)));
}

/* --- the parser's errors -------------------------------------------------- */

/* The line at which the file stops being text of @encoding, or 0. */
static gint
encoding_error_line (DkErrorSink *sink, const char *encoding)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *all = NULL;
  g_autofree char *before = NULL;
  gsize read = 0;
  gint line = 1;

  all = g_convert (sink->data, (gssize) sink->len, "UTF-8", encoding, &read, NULL, &error);
  if (all != NULL || error == NULL ||
      !(g_error_matches (error, G_CONVERT_ERROR, G_CONVERT_ERROR_ILLEGAL_SEQUENCE) ||
        g_error_matches (error, G_CONVERT_ERROR, G_CONVERT_ERROR_PARTIAL_INPUT)))
    return 0;
  before = g_convert (sink->data, (gssize) read, "UTF-8", encoding, NULL, NULL, NULL);
  if (before == NULL)
    return 0;
  for (const char *p = before; *p != '\0'; p++)
    line += *p == '\n';
  return line;
}

/* The bytes libxml2 quotes, "0xE9 0x20 0xFF 0xFE", out of its message. */
static char *
quoted_bytes (const xmlError *err)
{
  const char *at = err->message != NULL ? strstr (err->message, "0x") : NULL;

  return at != NULL ? dk_xml_clean_message (at) : g_strdup ("?");
}

/* A problem with the bytes rather than the markup: nothing after it can be
 * read, so it is the file's only message. */
static gboolean
encoding_problem (DkErrorSink *sink, const xmlError *err)
{
  g_autofree char *message = NULL;
  g_autofree char *bytes = NULL;
  gint line = dk_xml_error_line (err);

  if (err->domain == XML_FROM_I18N && err->code == XML_I18N_CONV_FAILED)
    {
      xmlParserCtxtPtr ctxt = sink->ctxt;
      const char *encoding = NULL;
      gint exact;

      if (ctxt != NULL && ctxt->input != NULL && ctxt->input->encoding != NULL)
        encoding = (const char *) ctxt->input->encoding;
      else if (ctxt != NULL && ctxt->encoding != NULL)
        encoding = (const char *) ctxt->encoding;
      /* libxml2 converts ahead of the parser: its line may be early. */
      exact = encoding != NULL ? encoding_error_line (sink, encoding) : 0;
      if (exact > 0)
        line = exact;
      else if (line <= 0)
        line = ctxt_line (ctxt);
      bytes = quoted_bytes (err);
      message = g_strdup_printf ("not valid %s text (bytes %s)",
                                 encoding != NULL ? encoding : "encoded", bytes);
    }
  else if (err->domain == XML_FROM_PARSER && err->code == XML_ERR_INVALID_CHAR &&
           err->message != NULL && g_str_has_prefix (err->message, "Input is not proper UTF-8"))
    {
      bytes = quoted_bytes (err);
      message = g_strdup_printf ("not valid UTF-8 text (bytes %s): save the file as UTF-8, or "
                                 "name its encoding in <?xml ... encoding=\"...\"?>",
                                 bytes);
    }
  else if (err->domain == XML_FROM_PARSER && err->code == XML_ERR_UNSUPPORTED_ENCODING &&
           err->str1 != NULL)
    message = g_strdup_printf ("unknown encoding \"%s\"", err->str1);
  else if (err->domain == XML_FROM_PARSER &&
           (err->code == XML_ERR_INVALID_ENCODING || err->code == XML_ERR_UNKNOWN_ENCODING))
    message = dk_xml_clean_message (err->message);
  else
    return FALSE;
  if (line <= 0)
    line = ctxt_line (sink->ctxt);
  sink_add (sink, line, message);
  /* Not xmlStopParser(): libxml2 is in the middle of converting, and
   * would go on with a freed input. It stops soon by itself. */
  sink->stopped = TRUE;
  return TRUE;
}

/* libxml2's words for the mistakes made most often, in ours. */
static char *
parse_message (const xmlError *err)
{
  switch (err->code)
    {
    case XML_ERR_TAG_NAME_MISMATCH:
      if (err->str1 != NULL && err->str2 != NULL)
        return g_strdup_printf ("</%s> does not close <%s> of line %d", err->str2, err->str1,
                                err->int1);
      break;
    case XML_ERR_TAG_NOT_FINISHED:
      if (err->str1 != NULL)
        return g_strdup_printf ("the file ends before <%s> of line %d is closed", err->str1,
                                err->int1);
      break;
    case XML_ERR_DOCUMENT_END:
      return g_strdup ("more content after the end of the root element");
    case XML_ERR_DOCUMENT_EMPTY:
      return g_strdup ("no XML element in the file");
    case XML_ERR_ATTRIBUTE_REDEFINED:
      if (err->str1 != NULL)
        return g_strdup_printf ("attribute \"%s\" is given twice", err->str1);
      break;
    case XML_ERR_LT_IN_ATTRIBUTE:
      return g_strdup ("\"<\" in an attribute value (write it &lt;)");
    case XML_ERR_NAME_REQUIRED:
      if (err->message != NULL && g_str_has_prefix (err->message, "xmlParseEntityRef"))
        return g_strdup ("\"&\" that starts no entity (write it &amp;)");
      break;
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
      return g_strdup ("an entity reference without its \";\" (write \"&\" as &amp;)");
    case XML_ERR_UNDECLARED_ENTITY:
      if (err->str1 != NULL)
        return g_strdup_printf ("unknown entity &%s; (write \"&\" as &amp;)", err->str1);
      break;
    default:
      break;
    }
  return dk_xml_clean_message (err->message);
}

static void
parse_error (DkErrorSink *sink, const xmlError *err)
{
  g_autofree char *message = NULL;
  gint line;

  if (sink == NULL || sink->stopped || err == NULL)
    return;
  /* Warnings (an unknown encoding name...) do not make a file bad. */
  if (err->level == XML_ERR_WARNING)
    return;
  if (encoding_problem (sink, err))
    return;
  /* After a first mistake the parser no longer knows where it is: that
   * the document ends unclosed, or goes on, follows from it. */
  if (sink->n_added > 0 &&
      (err->code == XML_ERR_TAG_NOT_FINISHED || err->code == XML_ERR_DOCUMENT_END))
    return;
  line = dk_xml_error_line (err);
  if (line <= 0)
    line = ctxt_line (sink->ctxt);
  /* One mistake a line: the rest of the line is its echo. */
  if (sink->n_added > 0 && line == sink->last_line)
    return;
  sink->last_line = line;
  message = parse_message (err);
  sink_add (sink, line, message);
}

/* The parser's structured error handler: @data is the parser context
 * (libxml2 2.9 passes ctxt->userData, which is the context itself). */
static void
parse_error_cb (void *data, xmlErrorPtr err)
{
  xmlParserCtxtPtr ctxt = data;

  parse_error (ctxt != NULL ? ctxt->_private : NULL, err);
}

/* The thread's handler while parsing: what comes without a context
 * (encoding errors) is the parse's too. */
static void
global_error_cb (void *data, xmlErrorPtr err)
{
  parse_error (data, err);
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

static xmlDoc *
read_memory_full (const char *data,
                  gsize len,
                  const char *display_name,
                  const DkSchema *schema,
                  GPtrArray *problems,
                  DkLoadError *code)
{
  DkErrorSink sink = { 0 };
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  gboolean well_formed;
  DkXmlQuiet quiet;

  dk_xml_init ();
  *code = DK_LOAD_ERROR_MALFORMED;
  sink.file = display_name;
  sink.problems = problems;
  sink.data = data;
  sink.len = len;

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

  dk_xml_quiet_begin (&quiet, global_error_cb, &sink);
  ctxt = xmlCreateMemoryParserCtxt (data, (int) len);
  if (ctxt == NULL)
    {
      dk_xml_quiet_end (&quiet);
      g_ptr_array_add (problems,
                       g_strdup_printf ("%s:1: cannot create an XML parser", display_name));
      return NULL;
    }
  /* XML_PARSE_NONET and nothing else: no NOENT, DTDLOAD, DTDVALID,
   * XINCLUDE or HUGE. */
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET);
  sink.ctxt = ctxt;
  ctxt->_private = &sink;
  ctxt->sax->serror = parse_error_cb;
  ctxt->sax->internalSubset = internal_subset_cb;
  ctxt->sax->entityDecl = entity_decl_cb;
  ctxt->sax->externalSubset = NULL;
  ctxt->sax->resolveEntity = NULL;
  ctxt->vctxt.error = NULL;
  ctxt->vctxt.warning = NULL;
  sink.start_element = ctxt->sax->startElementNs;
  sink.characters = ctxt->sax->characters;
  sink.cdata_block = ctxt->sax->cdataBlock;
  if (sink.start_element != NULL)
    ctxt->sax->startElementNs = start_element_cb;
  if (sink.characters != NULL)
    {
      /* libxml2 tells blanks apart only when the two handlers differ:
       * keep them the same, so that the tree is what it was. */
      if (ctxt->sax->ignorableWhitespace == sink.characters)
        ctxt->sax->ignorableWhitespace = characters_cb;
      ctxt->sax->characters = characters_cb;
    }
  if (sink.cdata_block != NULL)
    ctxt->sax->cdataBlock = cdata_block_cb;

  xmlParseDocument (ctxt);

  well_formed = ctxt->wellFormed && !sink.stopped;
  doc = ctxt->myDoc;
  ctxt->myDoc = NULL;
  ctxt->_private = NULL;
  sink.ctxt = NULL;
  xmlFreeParserCtxt (ctxt);
  dk_xml_quiet_end (&quiet);
  if (sink.newlines != NULL)
    g_array_unref (sink.newlines);

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
  if (schema != NULL &&
      !dk_xml_validate_node_full (xmlDocGetRootElement (doc), display_name, schema, problems, NULL))
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
 * dk_xml_line:
 * @node: an element, attribute or text of a document read by this file
 *
 * The line @node is written on: an element's "<", an attribute's name, the
 * first character of a text that is not blank. Exact past line 65535,
 * where libxml2's own count stops.
 *
 * Returns: the line, at least 1
 */
gint
dk_xml_line (xmlNode *node)
{
  for (; node != NULL; node = node->parent)
    {
      if (node->type == XML_DOCUMENT_NODE)
        break;
      if ((node->type == XML_ELEMENT_NODE || node->type == XML_ATTRIBUTE_NODE ||
           node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) &&
          node->_private != NULL)
        return GPOINTER_TO_INT (node->_private);
      if (node->type == XML_ELEMENT_NODE || node->type == XML_TEXT_NODE)
        {
          long line = xmlGetLineNo (node);

          if (line > 0)
            return (gint) MIN (line, (long) G_MAXINT);
        }
    }
  return 1;
}

void
dk_problem_add (GPtrArray *problems, const char *file, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  g_autofree char *escaped = NULL;
  va_list args;
  gint line = 1;

  g_return_if_fail (problems != NULL);

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (node != NULL)
    line = dk_xml_line (node);
  escaped = dk_text_one_line (message);
  g_ptr_array_add (problems,
                   g_strdup_printf ("%s:%d: %s", file != NULL ? file : "<input>", line, escaped));
}

typedef struct
{
  glong line;
  guint index;
  char *text;
} Numbered;

static gint
compare_numbered (gconstpointer a, gconstpointer b)
{
  const Numbered *x = a, *y = b;

  if (x->line != y->line)
    return (x->line > y->line) - (x->line < y->line);
  return (x->index > y->index) - (x->index < y->index);
}

/**
 * dk_problems_sort:
 * @from: the first problem to sort
 *
 * Put the problems "FILE:LINE: ..." of @file from @from on in the order of
 * the file; those of other files keep their place after them.
 */
void
dk_problems_sort (GPtrArray *problems, guint from, const char *file)
{
  g_autoptr (GArray) numbered = g_array_new (FALSE, FALSE, sizeof (Numbered));
  gsize prefix = strlen (file);

  g_return_if_fail (problems != NULL && file != NULL);

  for (guint i = from; i < problems->len; i++)
    {
      char *text = g_ptr_array_index (problems, i);
      Numbered n = { G_MAXLONG, i, text };

      if (strncmp (text, file, prefix) == 0 && text[prefix] == ':')
        n.line = strtol (text + prefix + 1, NULL, 10);
      g_array_append_val (numbered, n);
    }
  g_array_sort (numbered, compare_numbered);
  for (guint i = 0; i < numbered->len; i++)
    problems->pdata[from + i] = g_array_index (numbered, Numbered, i).text;
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

  /* One problem a line, whatever text of the file a problem quotes. */
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = dk_text_one_line (g_ptr_array_index (problems, i));

      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
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
