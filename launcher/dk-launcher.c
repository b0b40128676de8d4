/* dk-launcher.c: what the subcommands of the `duelkit` program share:
 * messages, option parsing, finding rulesets, cards and decks, printing a
 * card.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"

#include <errno.h>
#include <math.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

void
dk_launcher_error (const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "duelkit: %s\n", text);
}

void
dk_launcher_print_problems (GPtrArray *problems)
{
  for (guint i = 0; problems != NULL && i < problems->len; i++)
    dk_launcher_error ("%s", (const char *) g_ptr_array_index (problems, i));
}

gboolean
dk_launcher_parse (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("duelkit %s", (*argv)[0]);

  /* The usage line reads "duelkit SUBCOMMAND [OPTION…] ...". */
  g_set_prgname (prgname);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      dk_launcher_error ("%s (see `%s --help`)", error->message, prgname);
      return FALSE;
    }
  return TRUE;
}

gboolean
dk_launcher_int_option (const char *name, const char *value, gint64 min, gint64 max, gint64 *out)
{
  const char *p = *value == '-' ? value + 1 : value;
  gboolean digits = *p != '\0';
  gint64 v = 0;

  /* Decimal digits only: no spaces, no '+', no 0x, no 1e3. */
  for (; *p != '\0' && digits; p++)
    digits = g_ascii_isdigit (*p);
  if (!digits)
    {
      dk_launcher_error ("%s: \"%s\" is not a whole number (%" G_GINT64_FORMAT
                         " to %" G_GINT64_FORMAT ")",
                         name, value, min, max);
      return FALSE;
    }
  /* Digits beyond 64 bits are out of range all the same. */
  if (!g_ascii_string_to_signed (value, 10, min, max, &v, NULL))
    {
      dk_launcher_error ("%s: %s is out of range (%" G_GINT64_FORMAT " to %" G_GINT64_FORMAT ")",
                         name, value, min, max);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

DkRuleset *
dk_launcher_find_ruleset (const char *id_or_path, GError **error)
{
  if (g_str_has_suffix (id_or_path, ".ruleset"))
    return dk_ruleset_load_file (id_or_path, error);
  return dk_ruleset_find (id_or_path, error);
}

DkRuleset *
dk_launcher_standard_ruleset (const DkRules *rules)
{
  g_autofree char *id = g_strdup_printf ("%s-standard", dk_rules_get_id (rules));
  DkRuleset *ruleset = dk_ruleset_find (id, NULL);

  if (ruleset != NULL && dk_ruleset_get_rules (ruleset) == rules)
    return ruleset;
  g_clear_pointer (&ruleset, dk_ruleset_unref);
  return dk_ruleset_new_default (rules);
}

/* The folders of card sets given with --data-dir, in order. */
static GPtrArray *dk_card_dirs;

void
dk_launcher_add_card_dir (const char *dir)
{
  if (dk_card_dirs == NULL)
    dk_card_dirs = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < dk_card_dirs->len; i++)
    if (strcmp (g_ptr_array_index (dk_card_dirs, i), dir) == 0)
      return;
  g_ptr_array_add (dk_card_dirs, g_strdup (dir));
}

static gint
dk_compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The files DIR/NAME@suffix of @game in every --data-dir folder, each
 * folder's sorted by name. */
static GPtrArray *
dk_card_dir_files (const char *game, const char *suffix)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; dk_card_dirs != NULL && i < dk_card_dirs->len; i++)
    {
      const char *dir = g_ptr_array_index (dk_card_dirs, i);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (d != NULL && (name = g_dir_read_name (d)) != NULL)
        if (g_str_has_suffix (name, suffix))
          {
            g_autofree char *path = g_build_filename (dir, name, NULL);
            g_autofree char *of = dk_file_get_game (path, NULL);

            /* A file of another game, or of none, is not this game's. */
            if (of != NULL && strcmp (of, game) == 0)
              g_ptr_array_add (names, g_steal_pointer (&path));
          }
      g_ptr_array_sort (names, dk_compare_paths);
      for (guint j = 0; j < names->len; j++)
        g_ptr_array_add (files, g_strdup (g_ptr_array_index (names, j)));
    }
  return files;
}

char **
dk_launcher_card_sets (const char *game, char **extra_sets)
{
  g_autoptr (GPtrArray) files = dk_card_dir_files (game, ".xml");
  GStrvBuilder *builder = g_strv_builder_new ();
  char **out;

  for (guint i = 0; extra_sets != NULL && extra_sets[i] != NULL; i++)
    g_strv_builder_add (builder, extra_sets[i]);
  for (guint i = 0; i < files->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (files, i));
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

DkCardDb *
dk_launcher_card_db (const DkRules *rules, char **extra_sets, GError **error)
{
  g_autoptr (DkCardDb) db = dk_card_db_new_default (rules, error);
  g_auto (GStrv) sets = NULL;

  if (db == NULL)
    return NULL;
  sets = dk_launcher_card_sets (dk_rules_get_id (rules), extra_sets);
  for (guint i = 0; sets[i] != NULL; i++)
    if (!dk_card_db_load_file (db, sets[i], error))
      return NULL;
  return g_steal_pointer (&db);
}

DkRuleset *
dk_launcher_allow_inert (DkRuleset *ruleset, GError **error)
{
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  gint index = dk_rules_param_index (rules, "allow-inert");

  /* A game whose cards always run has nothing to allow. */
  if (index < 0 || dk_ruleset_get (ruleset, (guint) index) != 0)
    return dk_ruleset_ref (ruleset);
  return dk_ruleset_new_variant (ruleset, "allow-inert", 1, error);
}

void
dk_launcher_note_inert (DkRuleset *ruleset, DkDeck *const *decks, guint n)
{
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  gint index = dk_rules_param_index (rules, "allow-inert");
  g_autoptr (DkRuleset) strict = NULL;
  static gboolean said;

  /* Once a run, however many games or decks follow. */
  if (said || index < 0 || dk_ruleset_get (ruleset, (guint) index) == 0)
    return;
  strict = dk_ruleset_new_variant (ruleset, "allow-inert", 0, NULL);
  if (strict == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

      /* Legal with the allowance and not without it: inert cards are in. */
      if (decks[i] != NULL && !dk_deck_check (decks[i], strict, problems))
        {
          fprintf (stderr, "duelkit: --allow-inert: %s holds cards with abilities that have no "
                           "effect the engine can run; they are played, and those abilities do "
                           "nothing\n",
                   dk_deck_get_file (decks[i]) ? dk_deck_get_file (decks[i])
                                               : dk_deck_get_name (decks[i]));
          said = TRUE;
          return;
        }
    }
}

char *
dk_launcher_saves_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "duelkit", "saves", NULL);
}

static gint
dk_compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

GPtrArray *
dk_launcher_find_decks (const char *game)
{
  g_autoptr (GPtrArray) dirs = dk_data_dirs ();
  GPtrArray *decks = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; dirs != NULL && i < dirs->len; i++)
    {
      g_autofree char *path = g_build_filename (g_ptr_array_index (dirs, i), "cards", game, NULL);
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      guint first = decks->len;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".deck"))
          g_ptr_array_add (decks, g_build_filename (path, name, NULL));
      /* The first data directory that has decks wins: the others would
       * only repeat them (source tree and installed copy). */
      if (decks->len > first)
        break;
    }
  g_ptr_array_sort (decks, dk_compare_strings);
  /* Then the decks beside the card sets of --data-dir. */
  {
    g_autoptr (GPtrArray) more = dk_card_dir_files (game, ".deck");

    for (guint i = 0; i < more->len; i++)
      g_ptr_array_add (decks, g_strdup (g_ptr_array_index (more, i)));
  }
  return decks;
}

/* A stat's printed value as the card XML writes it. */
static void
dk_format_stat (const DkStatSpec *spec, gint32 value, GString *out)
{
  switch (spec->type)
    {
    case DK_STAT_ENUM:
      {
        guint n = spec->values ? g_strv_length ((char **) spec->values) : 0;

        if (value >= 0 && (guint) value < n)
          g_string_append (out, spec->values[value]);
        else
          g_string_append_printf (out, "%d", value);
      }
      break;
    case DK_STAT_FLAGS:
      for (guint i = 0; spec->values != NULL && spec->values[i] != NULL && i < 31; i++)
        if (value & (1 << i))
          g_string_append_printf (out, "%s%s",
                                  out->len > 0 && out->str[out->len - 1] != ' ' ? " " : "",
                                  spec->values[i]);
      break;
    case DK_STAT_STRING:
      g_string_append (out, g_quark_to_string ((GQuark) value) ? g_quark_to_string ((GQuark) value)
                                                               : "");
      break;
    case DK_STAT_BOOL:
      g_string_append (out, value ? "true" : "false");
      break;
    case DK_STAT_INT:
    default:
      g_string_append_printf (out, "%d", value);
      break;
    }
}

void
dk_launcher_print_card (FILE *out, const DkRules *rules, const DkCardDef *def)
{
  const DkModule *module = dk_rules_get_module (rules);
  const char *type = "?";

  if (def->type >= 0 && module->card_types != NULL &&
      (guint) def->type < g_strv_length ((char **) module->card_types))
    type = module->card_types[def->type];
  fprintf (out, "%s  %s\n", def->id, def->name);
  fprintf (out, "  game: %s   type: %s   set: %s   (%s:%u)\n", module->id, type,
           def->set_id ? def->set_id : "", def->file ? def->file : "", def->line);
  for (guint i = 0; i < module->n_stats && i < 64; i++)
    {
      g_autoptr (GString) value = g_string_new (NULL);

      if (!(def->present & (G_GUINT64_CONSTANT (1) << i)))
        continue;
      dk_format_stat (&module->stats[i], def->stats[i], value);
      fprintf (out, "  %s: %s\n", module->stats[i].name, value->str);
    }
  for (guint i = 0; i < def->n_keywords; i++)
    {
      const DkKeyword *k = &def->keywords[i];

      fprintf (out, "  keyword: %s", k->name);
      if (k->rating >= 0)
        fprintf (out, " %d", k->rating);
      for (guint j = 0; j < k->n_attrs; j++)
        fprintf (out, " %s=%s", k->attrs[j].name, k->attrs[j].value);
      fputc ('\n', out);
    }
  for (guint i = 0; i < def->n_abilities; i++)
    fprintf (out, "  ability %u: %s\n", i + 1,
             def->abilities[i].text ? def->abilities[i].text : "(no text)");
  if (def->text != NULL)
    fprintf (out, "  text: %s\n", def->text);
  if (def->flavor != NULL)
    fprintf (out, "  flavor: %s\n", def->flavor);
}

/* @text as a JSON string: a label may be a file name. */
void
dk_json_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_printf (out, "\\%c", *c);
      else if ((guchar) *c < 0x20)
        g_string_append_printf (out, "\\u%04x", (guchar) *c);
      else
        g_string_append_c (out, *c);
    }
  g_string_append_c (out, '"');
}

/* A JSON number with a point whatever the locale ("%.3f" may print a
 * comma). */
void
dk_json_number (GString *out, const char *format, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buf, sizeof buf, format, v));
}

/* The Wilson score interval at 95 % of a proportion of @k successes in @n
 * trials: unlike the normal approximation, it stays inside [0, 1] and is
 * sound for shares near 0 or 1 and for small @n. */
void
dk_wilson_interval (guint k, guint n, double *lo, double *hi)
{
  const double z = 1.959963984540054;
  double p, centre, half;

  if (n == 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = (double) k / n;
  centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
  half = z / (1.0 + z * z / n) * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n));
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

/* The CPU time this thread has used, in seconds: what one core spent,
 * whatever else the machine runs. */
double
dk_launcher_thread_cpu (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}
