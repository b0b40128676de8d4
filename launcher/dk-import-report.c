/* dk-import-report.c: the summary of an import: repairs, problems and skipped cards
 * by kind, and how much of the printed text compiled, as text or JSON
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-import.h"

#include <stdlib.h>
#include <string.h>

static const char *const imp_level_names[] = { "repair", "problem", "skipped" };

/* --- the whole file ------------------------------------------------------------- */

static const char *const imp_kind_text[][2] = {
  { "number-as-string", "numbers written as strings, read as numbers" },
  { "name-trailing-space", "spaces around a name, taken off" },
  { "name-asterisk", "asterisks after a name, taken off" },
  { "name-spelling", "another spelling of a card's name (words run together), read as the one "
                     "with the words apart" },
  { "keyword-rating-without-colon", "a keyword and its rating with no colon (Stun1)" },
  { "keyword-case", "a keyword term in lower case (High attack)" },
  { "line-ends", "Windows line ends in a text" },
  { "line-break-in-ability", "a line break inside a printed ability, the lines joined" },
  { "banned-in-formats", "\"banned\" inside the format list, written as banned=" },
  { "timing-without-colon", "a timing letter with no colon, the ability typed by its letter" },
  { "set-code", "a card whose set code is not its set's" },
  { "type-case", "a card type in capitals" },
  { "symbol-case", "a resource symbol in capitals" },
  { "zone-case", "a zone in capitals" },
  { "card-skipped", "cards not written" },
  { "empty-name", "an empty name" },
  { "unknown-type", "a type that is not a card type" },
  { "missing-field", "a field a card needs is absent" },
  { "bad-number", "a number that cannot be read" },
  { "bad-field", "a field of the wrong kind" },
  { "bad-zone", "a zone that is not high, mid or low" },
  { "unknown-field", "a field the import does not know" },
  { "unknown-symbol", "a resource symbol that is not one" },
  { "unknown-format", "a format that is not one" },
  { "bad-keyword", "a keyword with no reading" },
  { "block-zone-without-modifier", "a block zone with no modifier" },
  { "block-modifier-without-zone", "a block modifier with no zone" },
  { "character-stat-on-other-card", "a hand size or vitality on a card that is not a character" },
  { "attack-stat-on-other-card", "speed, damage or attack zone on a card that is not an attack" },
  { "empty-rarity", "an empty rarity" },
  { "name-case", "two spellings of a name that differ in letter case only" },
  { "duplicate-number", "two cards of a set with one collector number" },
};

static const char *
imp_kind_describe (const char *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (imp_kind_text); i++)
    if (strcmp (imp_kind_text[i][0], kind) == 0)
      return imp_kind_text[i][1];
  return kind;
}

/* Counts per kind of note of @level, in the order of imp_kind_text. */
static GPtrArray *
imp_counts (Imp *imp, ImpLevel level)
{
  GPtrArray *counts = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (imp_kind_text); i++)
    {
      guint n = 0;

      for (guint k = 0; k < imp->notes->len; k++)
        {
          const ImpNote *note = g_ptr_array_index (imp->notes, k);

          n += note->level == level && strcmp (note->kind, imp_kind_text[i][0]) == 0;
        }
      if (n > 0)
        {
          g_ptr_array_add (counts, (gpointer) imp_kind_text[i][0]);
          g_ptr_array_add (counts, GUINT_TO_POINTER (n));
        }
    }
  return counts;
}

static guint
imp_total (Imp *imp, ImpLevel level)
{
  guint n = 0;

  for (guint k = 0; k < imp->notes->len; k++)
    n += ((const ImpNote *) g_ptr_array_index (imp->notes, k))->level == level;
  return n;
}

static void
imp_print_note (const Imp *imp, const ImpNote *n)
{
  printf ("%s:%u: %s%s%s%s%s: %s\n", imp->file, n->line,
          n->level == IMP_REPAIR    ? "repaired: "
          : n->level == IMP_SKIPPED ? "skipped: "
                                    : "",
          n->card ? "card " : "", n->card ? n->card : "", n->field ? ", field " : "",
          n->field ? n->field : "", n->message);
}

/* The reasons abilities did not compile, most frequent first. */
static gint
imp_reason_compare (gconstpointer a, gconstpointer b)
{
  const ImpReason *x = *(const ImpReason *const *) a, *y = *(const ImpReason *const *) b;

  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return strcmp (x->reason, y->reason);
}

static GPtrArray *
imp_reasons_sorted (Imp *imp)
{
  GPtrArray *list = g_ptr_array_new ();
  GHashTableIter it;
  gpointer value;

  g_hash_table_iter_init (&it, imp->reasons);
  while (g_hash_table_iter_next (&it, NULL, &value))
    g_ptr_array_add (list, value);
  g_ptr_array_sort (list, imp_reason_compare);
  return list;
}

static double
imp_percent (guint part, guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

/* What the compiler of printed text read: by card type, ability type, set,
 * and why the rest was not read. */
static void
imp_print_cover (Imp *imp, gboolean report)
{
  g_autoptr (GPtrArray) reasons = imp_reasons_sorted (imp);
  const ImpCover *c = &imp->cover;
  guint shown = report ? 40 : 12;

  printf ("printed abilities: %u read, %u compiled (%.1f %%)\n", c->abilities, c->compiled,
          imp_percent (c->compiled, c->abilities));
  printf ("cards fully executable (keywords supported, every ability compiled): %u of %u "
          "(%.1f %%)\n",
          c->executable, c->cards, imp_percent (c->executable, c->cards));
  printf ("  by card type:\n");
  for (guint t = 0; imp_card_types[t] != NULL; t++)
    {
      const ImpCover *b = &imp->by_card_type[t];

      printf ("    %-12s %5u cards, %5u executable (%5.1f %%); abilities %5u, %5u compiled\n",
              imp_card_types[t], b->cards, b->executable, imp_percent (b->executable, b->cards),
              b->abilities, b->compiled);
    }
  printf ("  by ability type:\n");
  for (guint t = 0; imp_ability_types[t] != NULL; t++)
    {
      const ImpCover *b = &imp->by_ability_type[t];

      printf ("    %-12s %5u abilities, %5u compiled (%5.1f %%)\n", imp_ability_types[t],
              b->abilities, b->compiled, imp_percent (b->compiled, b->abilities));
    }
  printf ("  by set:\n");
  for (guint s = 0; s < imp->sets->len; s++)
    {
      const ImpSet *set = g_ptr_array_index (imp->sets, s);

      printf ("    %-20s %4u cards, %4u executable; abilities %4u, %4u compiled\n", set->id,
              set->n_cards, set->executable, set->abilities, set->compiled);
    }
  printf ("  why abilities did not compile (%u reasons; the %u most frequent%s):\n", reasons->len,
          MIN (shown, reasons->len), report ? "" : ", --report for more");
  for (guint i = 0; i < reasons->len && i < shown; i++)
    {
      const ImpReason *r = g_ptr_array_index (reasons, i);

      printf ("    %5u  %s\n           e.g. %s: %s\n", r->count, r->reason, r->card, r->example);
    }
}

void
imp_print_text (Imp *imp, const char *dir, gboolean report)
{
  static const ImpLevel levels[] = { IMP_REPAIR, IMP_PROBLEM };
  static const char *const titles[] = { "repairs", "problems" };

  for (guint k = 0; k < imp->notes->len; k++)
    {
      const ImpNote *n = g_ptr_array_index (imp->notes, k);

      if (report || n->level != IMP_REPAIR)
        imp_print_note (imp, n);
    }
  printf ("%s: %u cards read, %u imported, %u skipped; %u sets written to %s\n", imp->file,
          imp->cards_read, imp->cards_imported, imp->cards_skipped, imp->sets->len, dir);
  printf ("keyword instances: %u read, %u supported\n", imp->keywords_read,
          imp->keywords_supported);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autoptr (GPtrArray) counts = imp_counts (imp, levels[l]);

      printf ("%s: %u\n", titles[l], imp_total (imp, levels[l]));
      for (guint i = 0; i < counts->len; i += 2)
        printf ("  %-30s %5u  %s\n", (const char *) g_ptr_array_index (counts, i),
                GPOINTER_TO_UINT (g_ptr_array_index (counts, i + 1)),
                imp_kind_describe (g_ptr_array_index (counts, i)));
    }
  printf ("skipped cards: %u\n", imp_total (imp, IMP_SKIPPED));
  imp_print_cover (imp, report);
  if (!report && imp_total (imp, IMP_REPAIR) > 0)
    printf ("(--report lists each repair)\n");
}

void
imp_print_json (Imp *imp, const char *dir)
{
  static const ImpLevel levels[] = { IMP_REPAIR, IMP_PROBLEM };
  static const char *const titles[] = { "repairs", "problems" };
  g_autoptr (GString) out = g_string_new ("{\"file\": ");

  dk_json_string (out, imp->file);
  g_string_append (out, ", \"dir\": ");
  dk_json_string (out, dir);
  g_string_append_printf (out,
                          ", \"cards_read\": %u, \"cards_imported\": %u, \"cards_skipped\": %u, "
                          "\"sets_written\": %u, \"keywords_read\": %u, "
                          "\"keywords_supported\": %u",
                          imp->cards_read, imp->cards_imported, imp->cards_skipped, imp->sets->len,
                          imp->keywords_read, imp->keywords_supported);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autoptr (GPtrArray) counts = imp_counts (imp, levels[l]);

      g_string_append_printf (out, ", \"%s\": {", titles[l]);
      for (guint i = 0; i < counts->len; i += 2)
        {
          g_string_append (out, i > 0 ? ", " : "");
          dk_json_string (out, g_ptr_array_index (counts, i));
          g_string_append_printf (out, ": %u",
                                  GPOINTER_TO_UINT (g_ptr_array_index (counts, i + 1)));
        }
      g_string_append (out, "}");
    }
  g_string_append (out, ", \"sets\": [");
  for (guint s = 0; s < imp->sets->len; s++)
    {
      const ImpSet *set = g_ptr_array_index (imp->sets, s);

      g_string_append (out, s > 0 ? ", {\"id\": " : "{\"id\": ");
      dk_json_string (out, set->id);
      g_string_append (out, ", \"name\": ");
      dk_json_string (out, set->name);
      g_string_append_printf (out,
                              ", \"cards\": %u, \"cards_executable\": %u, \"abilities\": %u, "
                              "\"abilities_compiled\": %u}",
                              set->n_cards, set->executable, set->abilities, set->compiled);
    }
  g_string_append_printf (out,
                          "], \"abilities\": %u, \"abilities_compiled\": %u, "
                          "\"cards_executable\": %u, \"by_card_type\": {",
                          imp->cover.abilities, imp->cover.compiled, imp->cover.executable);
  for (guint t = 0; imp_card_types[t] != NULL; t++)
    {
      const ImpCover *b = &imp->by_card_type[t];

      g_string_append_printf (out,
                              "%s\"%s\": {\"cards\": %u, \"cards_executable\": %u, "
                              "\"abilities\": %u, \"abilities_compiled\": %u}",
                              t > 0 ? ", " : "", imp_card_types[t], b->cards, b->executable,
                              b->abilities, b->compiled);
    }
  g_string_append (out, "}, \"by_ability_type\": {");
  for (guint t = 0; imp_ability_types[t] != NULL; t++)
    g_string_append_printf (out, "%s\"%s\": {\"abilities\": %u, \"abilities_compiled\": %u}",
                            t > 0 ? ", " : "", imp_ability_types[t],
                            imp->by_ability_type[t].abilities, imp->by_ability_type[t].compiled);
  g_string_append (out, "}, \"not_compiled\": [");
  {
    g_autoptr (GPtrArray) reasons = imp_reasons_sorted (imp);

    for (guint i = 0; i < reasons->len; i++)
      {
        const ImpReason *r = g_ptr_array_index (reasons, i);

        g_string_append (out, i > 0 ? ",\n  {\"reason\": " : "\n  {\"reason\": ");
        dk_json_string (out, r->reason);
        g_string_append_printf (out, ", \"count\": %u, \"card\": ", r->count);
        dk_json_string (out, r->card);
        g_string_append (out, ", \"example\": ");
        dk_json_string (out, r->example);
        g_string_append (out, "}");
      }
  }
  g_string_append (out, "], \"notes\": [");
  for (guint k = 0; k < imp->notes->len; k++)
    {
      const ImpNote *n = g_ptr_array_index (imp->notes, k);

      g_string_append_printf (out, "%s\n  {\"level\": \"%s\", \"kind\": ", k > 0 ? "," : "",
                              imp_level_names[n->level]);
      dk_json_string (out, n->kind);
      g_string_append_printf (out, ", \"line\": %u, \"card\": ", n->line);
      if (n->card)
        dk_json_string (out, n->card);
      else
        g_string_append (out, "null");
      g_string_append (out, ", \"field\": ");
      if (n->field)
        dk_json_string (out, n->field);
      else
        g_string_append (out, "null");
      g_string_append (out, ", \"message\": ");
      dk_json_string (out, n->message);
      g_string_append (out, "}");
    }
  g_string_append (out, "]}\n");
  fputs (out->str, stdout);
}
