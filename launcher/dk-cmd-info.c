/* dk-cmd-info.c: the subcommands that describe and check data: games,
 * rulesets, cards, validate (deck commands: dk-cmd-deck.c).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-json.h"

#include <string.h>

/* --- games ------------------------------------------------------------- */

int
dk_cmd_games (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("- list the games");
  g_autoptr (GPtrArray) modules = NULL;

  g_option_context_set_description (context,
                                    "Prints one line a game: its id, its name, how many players.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc > 1)
    {
      dk_launcher_error ("games takes no arguments");
      return DK_EXIT_USAGE;
    }

  modules = dk_module_list ();
  for (guint i = 0; modules != NULL && i < modules->len; i++)
    {
      const DkModule *m = g_ptr_array_index (modules, i);
      g_autofree char *players = m->min_players == m->max_players
                                     ? g_strdup_printf ("%u", m->min_players)
                                     : g_strdup_printf ("%u-%u", m->min_players, m->max_players);

      printf ("%-10s %-40s %s players\n", m->id, m->name ? m->name : "", players);
    }
  return DK_EXIT_OK;
}

/* --- rulesets ---------------------------------------------------------- */

static const char *
dk_param_type_name (DkParamType type)
{
  switch (type)
    {
    case DK_PARAM_INT:
      return "int";
    case DK_PARAM_BOOL:
      return "bool";
    case DK_PARAM_CHOICE:
      return "choice";
    default:
      return "?";
    }
}

static void
dk_format_param (const DkParamSpec *spec, gint64 value, GString *out)
{
  if (spec->type == DK_PARAM_BOOL)
    g_string_append (out, value ? "true" : "false");
  else if (spec->type == DK_PARAM_CHOICE && spec->choices != NULL && value >= 0 &&
           value < g_strv_length ((char **) spec->choices))
    g_string_append (out, spec->choices[value]);
  else
    g_string_append_printf (out, "%" G_GINT64_FORMAT, value);
}

static int
dk_rulesets_describe (const char *what)
{
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (GError) error = NULL;
  const DkRules *rules = dk_rules_get (what, NULL);
  const DkModule *module;

  if (rules != NULL)
    ruleset = dk_ruleset_new_default (rules);
  else
    {
      ruleset = dk_launcher_find_ruleset (what, &error);
      if (ruleset == NULL)
        {
          dk_launcher_error ("no game or ruleset \"%s\": %s", what, error->message);
          return DK_EXIT_USAGE;
        }
      rules = dk_ruleset_get_rules (ruleset);
    }
  module = dk_rules_get_module (rules);

  if (dk_ruleset_get_id (ruleset) != NULL && rules == dk_rules_get (what, NULL))
    printf ("game %s (%s): the parameters and their defaults\n\n", module->id, module->name);
  else
    printf ("ruleset %s (%s), game %s%s%s\n\n", dk_ruleset_get_id (ruleset),
            dk_ruleset_get_name (ruleset) ? dk_ruleset_get_name (ruleset) : "", module->id,
            dk_ruleset_get_extends (ruleset) ? ", extends " : "",
            dk_ruleset_get_extends (ruleset) ? dk_ruleset_get_extends (ruleset) : "");

  for (guint i = 0; i < module->n_params; i++)
    {
      const DkParamSpec *p = &module->params[i];
      g_autoptr (GString) def = g_string_new (NULL);
      g_autoptr (GString) value = g_string_new (NULL);
      g_autoptr (GString) range = g_string_new (NULL);
      gint64 v = dk_ruleset_get (ruleset, i);

      dk_format_param (p, p->def, def);
      dk_format_param (p, v, value);
      if (p->type == DK_PARAM_CHOICE && p->choices != NULL)
        {
          g_autofree char *joined = g_strjoinv ("|", (char **) p->choices);

          g_string_append (range, joined);
        }
      else if (p->type == DK_PARAM_BOOL)
        g_string_append (range, "true|false");
      else
        g_string_append_printf (range, "%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT, p->min, p->max);

      printf ("%s\n  type: %s   default: %s   value: %s%s   range: %s\n  %s\n", p->name,
              dk_param_type_name (p->type), def->str, value->str, v != p->def ? " (changed)" : "",
              range->str, p->description ? p->description : "");
    }
  return DK_EXIT_OK;
}

int
dk_cmd_rulesets (int argc, char **argv)
{
  g_autoptr (GOptionContext) context =
      g_option_context_new ("[describe GAME|RULESET] - list rulesets or describe one");
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) list = NULL;

  g_option_context_set_description (
      context, "Without arguments, lists every ruleset found: id, game, name, extends.\n"
               "`describe GAME` lists the game's parameters with their types, defaults,\n"
               "ranges and descriptions; `describe RULESET` also the ruleset's values.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc >= 2)
    {
      if (strcmp (argv[1], "describe") != 0 || argc != 3)
        {
          dk_launcher_error ("usage: duelkit rulesets [describe GAME|RULESET]");
          return DK_EXIT_USAGE;
        }
      return dk_rulesets_describe (argv[2]);
    }

  list = dk_ruleset_list (problems);
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const DkRuleset *r = g_ptr_array_index (list, i);

      printf ("%-20s %-6s %-32s %s%s\n", dk_ruleset_get_id (r),
              dk_rules_get_id (dk_ruleset_get_rules (r)),
              dk_ruleset_get_name (r) ? dk_ruleset_get_name (r) : "",
              dk_ruleset_get_extends (r) ? "extends " : "",
              dk_ruleset_get_extends (r) ? dk_ruleset_get_extends (r) : "");
    }
  dk_launcher_print_problems (problems);
  return problems->len > 0 ? DK_EXIT_USAGE : DK_EXIT_OK;
}

/* --- cards ------------------------------------------------------------- */

/* The games to look in: @game alone, the game of @set, or every game.
 * NULL when the set's game cannot be told. */
static GPtrArray *
dk_cards_games (const char *game, char **sets, GError **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_free);

  if (game != NULL)
    g_ptr_array_add (games, g_strdup (game));
  else if (sets != NULL && sets[0] != NULL)
    {
      char *found = dk_file_get_game (sets[0], error);

      if (found == NULL)
        return NULL;
      g_ptr_array_add (games, found);
    }
  else
    {
      g_autoptr (GPtrArray) modules = dk_module_list ();

      for (guint i = 0; modules != NULL && i < modules->len; i++)
        g_ptr_array_add (games, g_strdup (((const DkModule *) g_ptr_array_index (modules, i))->id));
    }
  return g_steal_pointer (&games);
}

static DkCardDb *
dk_cards_db (const char *game, char **sets, GError **error)
{
  const DkRules *rules = dk_rules_get (game, error);
  g_autoptr (DkCardDb) db = NULL;

  if (rules == NULL)
    return NULL;
  /* With --set, only that set: the listing is of the file. */
  if (sets != NULL && sets[0] != NULL)
    {
      db = dk_card_db_new (rules);
      for (guint i = 0; sets[i] != NULL; i++)
        if (!dk_card_db_load_file (db, sets[i], error))
          return NULL;
      return g_steal_pointer (&db);
    }
  /* The shipped sets and those of --data-dir. */
  return dk_launcher_card_db (rules, NULL, error);
}

/* --- cards coverage ------------------------------------------------------ */

/* How much of some cards' printed text has an effect the engine runs. */
typedef struct
{
  guint cards, executable, abilities, compiled;
} CoverCount;

typedef struct
{
  const char *reason;
  guint count;
  const char *card;
  const char *text;
} CoverReason;

static gint
cover_reason_compare (gconstpointer a, gconstpointer b)
{
  const CoverReason *x = *(const CoverReason *const *) a, *y = *(const CoverReason *const *) b;

  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return strcmp (x->reason, y->reason);
}

static gint
cover_path_compare (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* An ability kept as text (compiled="false"), or with no effect at all. */
static gboolean
cover_inert (const DkAbility *ab)
{
  const char *compiled = dk_ability_get_attr (ab, "compiled");

  return (compiled != NULL && strcmp (compiled, "false") == 0) || ab->effect.n_instrs == 0;
}

static void
cover_json_count (GString *out, const char *name, const CoverCount *c)
{
  dk_json_string (out, name);
  g_string_append_printf (out,
                          ": {\"cards\": %u, \"cards_executable\": %u, \"abilities\": %u, "
                          "\"abilities_compiled\": %u}",
                          c->cards, c->executable, c->abilities, c->compiled);
}

static double
cover_percent (guint part, guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

/* `duelkit cards coverage FILE|DIR...`: abilities compiled and cards fully
 * executable in the UFS card sets given (a folder: its *.xml), by card type,
 * ability type and set, and the reasons abilities were not compiled. */
static int
dk_cards_coverage (char **paths, gboolean json)
{
  g_autoptr (GError) error = NULL;
  const DkRules *rules = dk_rules_get ("ufs", &error);
  g_autoptr (DkCardDb) db = NULL;
  const DkModule *module;
  guint n_card_types = 0, n_ability_types = 0;
  g_autofree CoverCount *by_card = NULL;
  g_autofree CoverCount *by_ability = NULL;
  CoverCount all = { 0 };
  g_autoptr (GHashTable) sets = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr (GPtrArray) set_order = g_ptr_array_new ();
  g_autoptr (GHashTable) reasons = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr (GPtrArray) sorted = g_ptr_array_new ();
  GHashTableIter it;
  gpointer value;

  if (rules == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  module = dk_rules_get_module (rules);
  db = dk_card_db_new (rules);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

      if (g_file_test (paths[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr (GDir) dir = g_dir_open (paths[i], 0, &error);
          const char *name;

          if (dir == NULL)
            {
              dk_launcher_error ("%s", error->message);
              return DK_EXIT_USAGE;
            }
          while ((name = g_dir_read_name (dir)) != NULL)
            if (g_str_has_suffix (name, ".xml"))
              g_ptr_array_add (files, g_build_filename (paths[i], name, NULL));
          g_ptr_array_sort (files, cover_path_compare);
        }
      else
        g_ptr_array_add (files, g_strdup (paths[i]));
      for (guint f = 0; f < files->len; f++)
        if (!dk_card_db_load_file (db, g_ptr_array_index (files, f), &error))
          {
            dk_launcher_error ("%s", error->message);
            return DK_EXIT_USAGE;
          }
    }

  while (module->card_types[n_card_types] != NULL)
    n_card_types++;
  while (module->ability_types[n_ability_types] != NULL)
    n_ability_types++;
  by_card = g_new0 (CoverCount, n_card_types);
  by_ability = g_new0 (CoverCount, n_ability_types);
  for (guint i = 0; i < dk_card_db_size (db); i++)
    {
      const DkCardDef *def = dk_card_db_get (db, i);
      const char *set_id = def->set_id ? def->set_id : "";
      CoverCount *set = g_hash_table_lookup (sets, set_id);
      guint compiled = 0;
      gboolean executable;

      if (set == NULL)
        {
          set = g_new0 (CoverCount, 1);
          g_hash_table_insert (sets, (gpointer) set_id, set);
          g_ptr_array_add (set_order, (gpointer) set_id);
        }
      for (guint a = 0; a < def->n_abilities; a++)
        {
          const DkAbility *ab = &def->abilities[a];
          gboolean ok = !cover_inert (ab);

          compiled += ok;
          if (ab->type >= 0 && (guint) ab->type < n_ability_types)
            {
              by_ability[ab->type].abilities++;
              by_ability[ab->type].compiled += ok;
            }
          if (!ok)
            {
              const char *why = dk_ability_get_attr (ab, "reason");
              CoverReason *r;

              why = why != NULL ? why : "(no reason given)";
              r = g_hash_table_lookup (reasons, why);
              if (r == NULL)
                {
                  r = g_new0 (CoverReason, 1);
                  r->reason = why;
                  r->card = def->id;
                  r->text = ab->text ? ab->text : "";
                  g_hash_table_insert (reasons, (gpointer) why, r);
                }
              r->count++;
            }
        }
      executable = compiled == def->n_abilities;
      for (CoverCount *c = &all; c != NULL;
           c = c == &all ? set
               : c == set && def->type >= 0 && (guint) def->type < n_card_types
                   ? &by_card[def->type]
                   : NULL)
        {
          c->cards++;
          c->executable += executable;
          c->abilities += def->n_abilities;
          c->compiled += compiled;
        }
    }
  g_hash_table_iter_init (&it, reasons);
  while (g_hash_table_iter_next (&it, NULL, &value))
    g_ptr_array_add (sorted, value);
  g_ptr_array_sort (sorted, cover_reason_compare);

  if (json)
    {
      g_autoptr (GString) out = g_string_new (NULL);

      g_string_append_printf (out,
                              "{\"cards\": %u, \"cards_executable\": %u, \"abilities\": %u, "
                              "\"abilities_compiled\": %u, \"by_card_type\": {",
                              all.cards, all.executable, all.abilities, all.compiled);
      for (guint t = 0; t < n_card_types; t++)
        {
          g_string_append (out, t > 0 ? ", " : "");
          cover_json_count (out, module->card_types[t], &by_card[t]);
        }
      g_string_append (out, "}, \"by_ability_type\": {");
      for (guint t = 0; t < n_ability_types; t++)
        {
          g_string_append (out, t > 0 ? ", " : "");
          dk_json_string (out, module->ability_types[t]);
          g_string_append_printf (out, ": {\"abilities\": %u, \"abilities_compiled\": %u}",
                                  by_ability[t].abilities, by_ability[t].compiled);
        }
      g_string_append (out, "}, \"sets\": {");
      for (guint s = 0; s < set_order->len; s++)
        {
          const char *id = g_ptr_array_index (set_order, s);

          g_string_append (out, s > 0 ? ", " : "");
          cover_json_count (out, id, g_hash_table_lookup (sets, id));
        }
      g_string_append (out, "}, \"not_compiled\": [");
      for (guint i = 0; i < sorted->len; i++)
        {
          const CoverReason *r = g_ptr_array_index (sorted, i);

          g_string_append (out, i > 0 ? ",\n  {\"reason\": " : "\n  {\"reason\": ");
          dk_json_string (out, r->reason);
          g_string_append_printf (out, ", \"count\": %u, \"card\": ", r->count);
          dk_json_string (out, r->card);
          g_string_append (out, ", \"example\": ");
          dk_json_string (out, r->text);
          g_string_append (out, "}");
        }
      g_string_append (out, "]}\n");
      fputs (out->str, stdout);
      return DK_EXIT_OK;
    }
  printf ("printed abilities: %u, %u compiled (%.1f %%)\n", all.abilities, all.compiled,
          cover_percent (all.compiled, all.abilities));
  printf ("cards fully executable: %u of %u (%.1f %%)\n", all.executable, all.cards,
          cover_percent (all.executable, all.cards));
  printf ("  by card type:\n");
  for (guint t = 0; t < n_card_types; t++)
    printf ("    %-12s %5u cards, %5u executable; abilities %5u, %5u compiled\n",
            module->card_types[t], by_card[t].cards, by_card[t].executable, by_card[t].abilities,
            by_card[t].compiled);
  printf ("  by ability type:\n");
  for (guint t = 0; t < n_ability_types; t++)
    printf ("    %-12s %5u abilities, %5u compiled\n", module->ability_types[t],
            by_ability[t].abilities, by_ability[t].compiled);
  printf ("  by set:\n");
  for (guint s = 0; s < set_order->len; s++)
    {
      const char *id = g_ptr_array_index (set_order, s);
      const CoverCount *c = g_hash_table_lookup (sets, id);

      printf ("    %-20s %4u cards, %4u executable; abilities %4u, %4u compiled\n", id, c->cards,
              c->executable, c->abilities, c->compiled);
    }
  printf ("  why abilities did not compile (%u reasons, most frequent first):\n", sorted->len);
  for (guint i = 0; i < sorted->len && i < 20; i++)
    {
      const CoverReason *r = g_ptr_array_index (sorted, i);

      printf ("    %5u  %s\n           e.g. %s: %s\n", r->count, r->reason, r->card, r->text);
    }
  return DK_EXIT_OK;
}

int
dk_cmd_cards (int argc, char **argv)
{
  gboolean json = FALSE;
  g_autofree char *game = NULL;
  g_auto (GStrv) sets = NULL;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, "Only the cards of GAME", "GAME" },
    { "set", 's', 0, G_OPTION_ARG_FILENAME_ARRAY, &sets,
      "The cards of this card set file (repeatable)", "FILE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "coverage: the counts as one JSON object", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new ("list|show ID|coverage FILE|DIR... - list cards, show one, or "
                            "count the printed text compiled");
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) games_error = NULL;
  gboolean list;
  int status = DK_EXIT_OK;
  gboolean shown = FALSE;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (context,
                                    "`cards list` prints one line a card: id, type, name, set.\n"
                                    "`cards show ID` prints everything of one card.\n"
                                    "`cards coverage FILE|DIR...` counts, in UFS card sets (a\n"
                                    "folder: its *.xml), the printed abilities compiled and the\n"
                                    "cards fully executable, by card type, ability type and set,\n"
                                    "with the reasons abilities were not compiled.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc >= 3 && strcmp (argv[1], "coverage") == 0)
    return dk_cards_coverage (argv + 2, json);
  if (argc < 2 || (strcmp (argv[1], "list") == 0 && argc != 2) ||
      (strcmp (argv[1], "show") == 0 && argc != 3) ||
      (strcmp (argv[1], "list") != 0 && strcmp (argv[1], "show") != 0))
    {
      dk_launcher_error ("usage: duelkit cards list [--game G] [--set FILE] | cards show ID | "
                         "cards coverage [--json] FILE|DIR...");
      return DK_EXIT_USAGE;
    }
  list = strcmp (argv[1], "list") == 0;

  games = dk_cards_games (game, sets, &games_error);
  if (games == NULL)
    {
      dk_launcher_error ("%s", games_error->message);
      return DK_EXIT_USAGE;
    }
  for (guint g = 0; g < games->len; g++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (DkCardDb) db = dk_cards_db (g_ptr_array_index (games, g), sets, &error);
      const DkRules *rules;
      const DkModule *module;

      if (db == NULL)
        {
          dk_launcher_error ("%s", error->message);
          status = DK_EXIT_USAGE;
          continue;
        }
      rules = dk_card_db_get_rules (db);
      module = dk_rules_get_module (rules);
      if (!list)
        {
          const DkCardDef *def = dk_card_db_lookup (db, argv[2]);

          if (def != NULL)
            {
              if (shown)
                printf ("\n");
              dk_launcher_print_card (stdout, rules, def);
              shown = TRUE;
            }
          continue;
        }
      for (guint i = 0; i < dk_card_db_size (db); i++)
        {
          const DkCardDef *def = dk_card_db_get (db, i);
          const char *type = def->type >= 0 ? module->card_types[def->type] : "?";

          printf ("%-12s %-5s %-12s %-32s %s\n", def->id, module->id, type, def->name,
                  def->set_id ? def->set_id : "");
        }
    }
  /* A game that could not be read has said so already. */
  if (!list && !shown && status == DK_EXIT_OK)
    {
      dk_launcher_error ("no card \"%s\"", argv[2]);
      return DK_EXIT_USAGE;
    }
  return status;
}

/* --- validate ---------------------------------------------------------- */

int
dk_cmd_validate (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE... - check duelkit files");
  int status = DK_EXIT_OK;

  g_option_context_set_description (
      context, "Checks card sets, decks, rulesets and scenarios (found by their root\n"
               "element) and prints every problem as FILE:LINE: message. A deck is also\n"
               "checked under its ruleset (the one it names, else its game's standard),\n"
               "as `deck check` does; a scenario as `scenario` does before it runs.\n"
               "FILE - reads standard input.\n"
               "Exit status: 0 every file is good, 2 one is bad.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc < 2)
    {
      dk_launcher_error ("usage: duelkit validate FILE...");
      return DK_EXIT_USAGE;
    }
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *summary = NULL;

      /* A deck says which ruleset it was checked under. */
      if (dk_validate_file_full (argv[i], &summary, &error))
        printf ("%s: ok%s%s%s\n", argv[i], summary ? " (" : "", summary ? summary : "",
                summary ? ")" : "");
      else
        {
          if (summary != NULL)
            printf ("%s: %s\n", argv[i], summary);
          printf ("%s\n", error->message);
          status = DK_EXIT_USAGE;
        }
    }
  return status;
}
