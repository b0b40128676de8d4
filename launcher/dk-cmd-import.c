/* dk-cmd-import.c: `duelkit import builduvs FILE -o DIR`: a UFS card pool
 * kept by a community deck builder (one JSON array, one object a card),
 * written as one UFS card set a real set.
 *
 * Every well-formed field is read as it is. A field that is malformed in a
 * way that has only one reading is repaired, and the report says so; any
 * other malformed field is reported with FILE:LINE, the card and the field.
 * A card that cannot be written at all is listed as skipped with the
 * reason. Each printed ability is compiled into its effect when every word
 * of it is read (ufs-text/), else kept as text with the reason; the report
 * counts both. Nothing is written before the whole file has been read, and
 * each set file is replaced atomically.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-import.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* --- the report's notes, the sets, the reasons ---------------------------------- */

static void
imp_note_free (ImpNote *n)
{
  g_free (n->card);
  g_free (n->field);
  g_free (n->message);
  g_free (n);
}

static void
imp_set_free (ImpSet *s)
{
  g_free (s->id);
  g_free (s->name);
  g_string_free (s->xml, TRUE);
  g_hash_table_unref (s->ids);
  g_hash_table_unref (s->codes);
  g_free (s->first_code);
  g_free (s);
}

static void
imp_reason_free (ImpReason *r)
{
  g_free (r->reason);
  g_free (r->example);
  g_free (r->card);
  g_free (r);
}

const char *const imp_card_types[IMP_N_CARD_TYPES + 1] = { "character", "attack", "foundation",
                                                           "action",    "asset",  NULL };
const char *const imp_ability_types[IMP_N_ABILITY_TYPES + 1] = { "E", "F", "R", "continuous",
                                                                 NULL };

/* By line, then in the order made. */
static gint
imp_note_compare (gconstpointer a, gconstpointer b)
{
  const ImpNote *x = *(const ImpNote *const *) a, *y = *(const ImpNote *const *) b;

  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Each set written whole or not at all (g_file_set_contents writes a
 * temporary file and renames it). */
static gboolean
imp_write (Imp *imp, const char *dir, GError **error)
{
  if (g_mkdir_with_parents (dir, 0777) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir,
                   g_strerror (saved));
      return FALSE;
    }
  for (guint s = 0; s < imp->sets->len; s++)
    {
      const ImpSet *set = g_ptr_array_index (imp->sets, s);
      g_autoptr (GString) doc = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
      g_autofree char *file = g_strdup_printf ("%s.xml", set->id);
      g_autofree char *path = g_build_filename (dir, file, NULL);

      g_string_append_printf (doc, "<!-- %s: imported by `duelkit import builduvs`. -->\n", file);
      g_string_append (doc, "<cardset game=\"ufs\"");
      imp_attr (doc, "id", set->id);
      imp_attr (doc, "name", set->name);
      g_string_append_printf (doc, " format=\"1\">\n%s</cardset>\n", set->xml->str);
      if (!g_file_set_contents (path, doc->str, (gssize) doc->len, error))
        return FALSE;
    }
  return TRUE;
}

static int
imp_builduvs (const char *file, const char *dir, gboolean report, gboolean json)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (DkJson) pool = NULL;
  DkJsonError why;
  gsize length;
  Imp imp = { 0 };
  int status = DK_EXIT_OK;

  if (!g_file_get_contents (file, &contents, &length, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (strlen (contents) != length)
    {
      dk_launcher_error ("%s:1: a NUL byte in the file: not JSON", file);
      return DK_EXIT_USAGE;
    }
  pool = dk_json_parse_full (contents, &why);
  if (pool == NULL)
    {
      dk_launcher_error ("%s:%u: not JSON: %s%s; nothing written", file, why.line, why.message,
                         why.at_end ? " (the file ends there: cut short?)" : "");
      return DK_EXIT_USAGE;
    }
  if (pool->type != DK_JSON_ARRAY)
    {
      dk_launcher_error ("%s:%u: the file holds %s, not a list of cards; nothing written", file,
                         pool->line, imp_json_kind (pool));
      return DK_EXIT_USAGE;
    }

  imp.file = file;
  imp.notes = g_ptr_array_new_with_free_func ((GDestroyNotify) imp_note_free);
  imp.sets = g_ptr_array_new_with_free_func ((GDestroyNotify) imp_set_free);
  imp.set_by_name = g_hash_table_new (g_str_hash, g_str_equal);
  imp.spelling = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  imp.case_twins = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  imp.names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  imp.characters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  imp.reasons =
      g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) imp_reason_free);
  imp.card_reasons = g_ptr_array_new_with_free_func (g_free);
  imp_find_sets (&imp, pool);
  imp_find_spellings (&imp, pool);
  if (imp.sets->len == 0 && dk_json_len (pool) > 0)
    {
      ImpSet *set = g_new0 (ImpSet, 1);

      /* Only records that are not objects: they are reported below. */
      set->name = g_strdup ("Unknown set");
      set->id = g_strdup ("unknown");
      set->xml = g_string_new (NULL);
      set->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      set->codes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_ptr_array_add (imp.sets, set);
      g_hash_table_insert (imp.set_by_name, set->name, set);
    }
  for (guint i = 0; i < dk_json_len (pool); i++)
    imp_card (&imp, dk_json_at (pool, i), i);
  g_clear_pointer (&imp.card, g_free);
  g_ptr_array_sort (imp.notes, imp_note_compare);

  /* A set with no card left is not written: an empty set file says nothing. */
  for (guint s = imp.sets->len; s-- > 0;)
    if (((ImpSet *) g_ptr_array_index (imp.sets, s))->n_cards == 0)
      g_ptr_array_remove_index (imp.sets, s);

  if (!imp_write (&imp, dir, &error))
    {
      dk_launcher_error ("%s", error->message);
      status = DK_EXIT_WRITE;
    }
  else if (json)
    imp_print_json (&imp, dir);
  else
    imp_print_text (&imp, dir, report);

  g_ptr_array_unref (imp.notes);
  g_hash_table_unref (imp.set_by_name);
  g_ptr_array_unref (imp.sets);
  g_hash_table_unref (imp.spelling);
  g_hash_table_unref (imp.case_twins);
  g_hash_table_unref (imp.names);
  g_hash_table_unref (imp.characters);
  g_hash_table_unref (imp.reasons);
  g_ptr_array_unref (imp.card_reasons);
  return status;
}

int
dk_cmd_import (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  gboolean report = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &dir, "Write the card sets to DIR (SETCODE.xml)",
      "DIR" },
    { "report", 0, 0, G_OPTION_ARG_NONE, &report, "List each repair too, not only the problems",
      NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "The report as one JSON object", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new ("builduvs FILE -o DIR - import a UFS card pool");

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "Reads the card pool of the builduvs deck builder (a JSON list of cards) and\n"
               "writes one UFS card set a real set, DIR/SETCODE.xml. Malformed fields are\n"
               "repaired when they have only one reading, else reported as FILE:LINE with the\n"
               "card and the field; a card that cannot be written is listed as skipped.\n"
               "Nothing is written when the file is not JSON.\n"
               "Exit status: 0 imported, 2 bad input or usage, 3 DIR could not be written.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc != 3 || strcmp (argv[1], "builduvs") != 0 || dir == NULL)
    {
      dk_launcher_error ("usage: duelkit import builduvs FILE -o DIR [--report] [--json]");
      return DK_EXIT_USAGE;
    }
  return imp_builduvs (argv[2], dir, report, json);
}
