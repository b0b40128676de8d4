/* dk-cmd-info.c: the subcommands that describe and check data: games,
 * rulesets, cards, validate (deck commands: dk-cmd-deck.c).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"

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

int
dk_cmd_cards (int argc, char **argv)
{
  g_autofree char *game = NULL;
  g_auto (GStrv) sets = NULL;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, "Only the cards of GAME", "GAME" },
    { "set", 's', 0, G_OPTION_ARG_FILENAME_ARRAY, &sets,
      "The cards of this card set file (repeatable)", "FILE" },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new ("list|show ID - list cards or show one");
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) games_error = NULL;
  gboolean list;
  int status = DK_EXIT_OK;
  gboolean shown = FALSE;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (context,
                                    "`cards list` prints one line a card: id, type, name, set.\n"
                                    "`cards show ID` prints everything of one card.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc < 2 || (strcmp (argv[1], "list") == 0 && argc != 2) ||
      (strcmp (argv[1], "show") == 0 && argc != 3) ||
      (strcmp (argv[1], "list") != 0 && strcmp (argv[1], "show") != 0))
    {
      dk_launcher_error ("usage: duelkit cards list [--game G] [--set FILE] | cards show ID");
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
