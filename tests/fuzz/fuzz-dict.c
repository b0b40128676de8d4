/* fuzz-dict.c: writes duelkit.dict, the dictionary of the fuzz targets.
 *
 *   fuzz-dict [-o FILE] SCHEMA.rng... DATA.xml...
 *
 * (`ninja -C build fuzz-dict` runs it with the files below.) The entries
 * are, in this order:
 * - from each RelaxNG schema (*.rng): every element name (`<NAME`,
 *   `</NAME>`), attribute name (` NAME="`) and enumerated value;
 * - from every game module registered (the built-in games and the test
 *   game): the names the files and scenarios use that the schemas leave
 *   open (zones, stats, counters, parameters and their choices, phases,
 *   steps, events and their attributes, action verbs, decision kinds, card
 *   types, ability types, card states, scopes, instructions), and the
 *   bounds of every parameter;
 * - from the other files given (the shipped card sets and rulesets): the
 *   element and attribute names they use (the framework's instructions and
 *   targets among them) and their short attribute values (card ids,
 *   ruleset ids, targets, filters);
 * - typical numbers, around the limits of the schemas' integers and of
 *   the engine's, and the pieces of XML and the separators of fuzz-game.
 * Each entry appears once. libFuzzer's dictionary format: one `"..."` a
 * line, with \" \\ and \xNN escapes.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <stdio.h>
#include <string.h>

#include <libxml/parser.h>

#include "fuzz.h"

typedef struct
{
  GHashTable *seen;
  GString *out;
} Dict;

static void
dict_add (Dict *dict, const char *entry)
{
  if (entry == NULL || entry[0] == '\0' || g_hash_table_contains (dict->seen, entry))
    return;
  g_hash_table_add (dict->seen, g_strdup (entry));
  g_string_append_c (dict->out, '"');
  for (const guint8 *p = (const guint8 *) entry; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (dict->out, "\\%c", *p);
      else if (*p < 0x20 || *p >= 0x7f)
        g_string_append_printf (dict->out, "\\x%02X", *p);
      else
        g_string_append_c (dict->out, (char) *p);
    }
  g_string_append (dict->out, "\"\n");
}

static void
dict_comment (Dict *dict, const char *comment)
{
  g_string_append_printf (dict->out, "\n# %s\n", comment);
}

static void
dict_element (Dict *dict, const char *name)
{
  g_autofree char *open = g_strdup_printf ("<%s", name);
  g_autofree char *close = g_strdup_printf ("</%s>", name);

  dict_add (dict, open);
  dict_add (dict, close);
}

static void
dict_attribute (Dict *dict, const char *name)
{
  g_autofree char *attr = g_strdup_printf (" %s=\"", name);

  dict_add (dict, attr);
}

static void
dict_words (Dict *dict, const char *const *words)
{
  for (guint i = 0; words != NULL && words[i] != NULL; i++)
    dict_add (dict, words[i]);
}

static void
dict_number (Dict *dict, gint64 n)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, n);

  dict_add (dict, text);
}

static char *
node_attr (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

/* A RelaxNG schema: what it names and enumerates. */
static void
walk_schema (Dict *dict, xmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      const char *kind = (const char *) node->name;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp (kind, "element") == 0 || strcmp (kind, "attribute") == 0)
        {
          g_autofree char *name = node_attr (node, "name");

          if (name != NULL && kind[0] == 'e')
            dict_element (dict, name);
          else if (name != NULL)
            dict_attribute (dict, name);
        }
      else if (strcmp (kind, "name") == 0 || strcmp (kind, "value") == 0)
        {
          xmlChar *text = xmlNodeGetContent (node);

          if (strcmp (kind, "name") == 0)
            dict_attribute (dict, (const char *) text);
          else
            dict_add (dict, (const char *) text);
          xmlFree (text);
        }
      walk_schema (dict, node->children);
    }
}

/* A data file: the names it uses and its short values (no white space:
 * names of cards and texts of abilities are of no use to a mutator). */
static void
walk_data (Dict *dict, xmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      dict_element (dict, (const char *) node->name);
      for (xmlAttr *a = node->properties; a != NULL; a = a->next)
        {
          g_autofree char *value = node_attr (node, (const char *) a->name);

          dict_attribute (dict, (const char *) a->name);
          if (value != NULL && strlen (value) <= 32 && strpbrk (value, " \t\n") == NULL)
            dict_add (dict, value);
        }
      walk_data (dict, node->children);
    }
}

static void
add_file (Dict *dict, const char *path, gboolean schema)
{
  xmlDoc *doc = xmlReadFile (path, NULL, XML_PARSE_NONET | XML_PARSE_NOBLANKS);

  if (doc == NULL)
    fuzz_fail ("%s: not well-formed XML", path);
  if (schema)
    walk_schema (dict, xmlDocGetRootElement (doc));
  else
    walk_data (dict, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
}

static void
add_module (Dict *dict, const DkModule *m)
{
  dict_add (dict, m->id);
  dict_words (dict, m->card_types);
  for (guint i = 0; i < m->n_zones; i++)
    {
      dict_add (dict, m->zones[i].name);
      dict_element (dict, m->zones[i].name);
    }
  for (guint i = 0; i < m->n_phases; i++)
    {
      dict_add (dict, m->phases[i].name);
      dict_words (dict, m->phases[i].steps);
    }
  for (guint i = 0; i < m->n_stats; i++)
    {
      dict_add (dict, m->stats[i].name);
      dict_words (dict, m->stats[i].values);
    }
  dict_words (dict, m->counters);
  for (guint i = 0; i < m->n_params; i++)
    {
      const DkParamSpec *p = &m->params[i];

      dict_add (dict, p->name);
      dict_words (dict, p->choices);
      if (p->type == DK_PARAM_INT)
        {
          dict_number (dict, p->def);
          dict_number (dict, p->min);
          dict_number (dict, p->max);
          dict_number (dict, p->max + 1);
          dict_number (dict, p->min - 1);
        }
    }
  for (guint i = 0; i < m->n_events; i++)
    {
      dict_add (dict, m->events[i].name);
      for (guint k = 0; k < DK_EVENT_ARGS && m->events[i].attrs[k].name != NULL; k++)
        {
          dict_attribute (dict, m->events[i].attrs[k].name);
          dict_words (dict, m->events[i].attrs[k].strings);
        }
    }
  dict_words (dict, m->verbs);
  dict_words (dict, m->decisions);
  dict_words (dict, m->ability_types);
  dict_words (dict, m->scopes);
  for (guint i = 0; i < m->n_card_states; i++)
    {
      dict_attribute (dict, m->card_states[i].name);
      dict_add (dict, m->card_states[i].on);
      dict_add (dict, m->card_states[i].off);
    }
  for (guint i = 0; i < m->n_instrs; i++)
    dict_element (dict, m->instrs[i].name);
  for (guint i = 0; i < m->n_targets; i++)
    dict_add (dict, m->targets[i].name);
}

static gint
compare_modules (gconstpointer a, gconstpointer b)
{
  const DkModule *ma = *(const DkModule *const *) a;
  const DkModule *mb = *(const DkModule *const *) b;

  return strcmp (ma->id, mb->id);
}

int
main (int argc, char **argv)
{
  static const char *const xml_pieces[] = {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
    "<!-- ",
    " -->",
    "/>",
    ">",
    "\"/>",
    "\">",
    "<![CDATA[",
    "]]>",
    "&amp;",
    "&#0;",
    "&#x10FFFF;",
    "\xc3\xa9",
    "#2",
    /* fuzz-game's separators (fuzz-game.c) */
    "\n%% deck\n",
    "\n%% play\n",
    NULL,
  };
  static const gint64 numbers[] = {
    0,          1,          -1,        2,          3,          4,
    5,          6,          7,         8,          9,          10,
    11,         16,         20,        40,         41,         60,
    80,         99,         100,       255,        256,        1000,
    8000,       9999,       10000,     16000,      32767,      32768,
    65535,      65536,      999999999, -999999999, 2147483647, G_GINT64_CONSTANT (-2147483648),
    4294967295, 4294967296,
  };
  g_autofree char *output = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write to FILE (default: stdout)", "FILE" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("SCHEMA.rng|FILE.xml...");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) modules = NULL;
  Dict dict = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                g_string_new (NULL) };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    fuzz_fail ("%s", error->message);
  fuzz_init ();

  g_string_append (dict.out,
                   "# duelkit.dict: the dictionary of the fuzz targets (docs/fuzzing.md).\n"
                   "# Made by tests/fuzz/fuzz-dict.c (ninja -C build fuzz-dict): do not edit.\n");
  for (int i = 1; i < argc; i++)
    if (g_str_has_suffix (argv[i], ".rng"))
      {
        g_autofree char *base = g_path_get_basename (argv[i]);
        g_autofree char *comment = g_strdup_printf ("cards/schema/%s", base);

        dict_comment (&dict, comment);
        add_file (&dict, argv[i], TRUE);
      }

  modules = dk_module_list ();
  g_ptr_array_sort (modules, compare_modules);
  for (guint i = 0; i < modules->len; i++)
    {
      const DkModule *m = g_ptr_array_index (modules, i);
      g_autofree char *comment = g_strdup_printf ("the %s module", m->id);

      dict_comment (&dict, comment);
      add_module (&dict, m);
    }

  dict_comment (&dict, "names and short values of the shipped files");
  for (int i = 1; i < argc; i++)
    if (!g_str_has_suffix (argv[i], ".rng"))
      add_file (&dict, argv[i], FALSE);

  dict_comment (&dict, "numbers");
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    dict_number (&dict, numbers[i]);
  dict_comment (&dict, "pieces of XML, and the separators of fuzz-game");
  dict_words (&dict, xml_pieces);

  if (output == NULL)
    fputs (dict.out->str, stdout);
  else if (!g_file_set_contents (output, dict.out->str, (gssize) dict.out->len, &error))
    fuzz_fail ("%s", error->message);
  g_hash_table_unref (dict.seen);
  g_string_free (dict.out, TRUE);
  return 0;
}
