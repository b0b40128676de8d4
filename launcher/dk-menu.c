/* dk-menu.c: the launcher menu, what `duelkit` alone opens on a terminal.
 *
 * Step by step: the game (or a game left unfinished, to resume), its
 * ruleset (the standard one first), your deck by its name (only the decks
 * legal under the ruleset, or a deck file of your own), the opponent (the
 * computer at a level, or a second person at this terminal), the
 * opponent's deck; then the game, and "what next?". Games without decks in
 * the data directories (test games) are not offered.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-line.h"

#include <string.h>
#include <glib/gstdio.h>

/* At most this many kept games are offered to resume: the newest. */
#define DK_MENU_MAX_SAVES 9

/* Ask for a number in 1..@n (@def on an empty line); -1 at the end of the
 * input or on `quit`. */
static gint
dk_menu_pick (const char *prompt, guint n, guint def)
{
  for (;;)
    {
      g_autofree char *line = NULL;
      g_autofree char *ps = g_strdup_printf ("%s [%u]: ", prompt, def);
      guint64 v;

      line = dk_line_read (ps, NULL);
      if (line == NULL)
        {
          printf ("\n");
          return -1;
        }
      if (g_ascii_strcasecmp (line, "quit") == 0 || g_ascii_strcasecmp (line, "exit") == 0 ||
          g_ascii_strcasecmp (line, "q") == 0)
        return -1;
      if (*line == '\0')
        return (gint) def - 1;
      if (g_ascii_string_to_unsigned (line, 10, 1, n, &v, NULL))
        return (gint) v - 1;
      printf ("No choice %s: choose 1 to %u, Enter for %u, or `quit`.\n", line, n, def);
    }
}

/* --- what is offered --------------------------------------------------------- */

/* The games a person can play: a start of the game, and decks installed
 * (a test game, such as skirmish, has its decks with its tests). */
static GPtrArray *
dk_menu_games (void)
{
  g_autoptr (GPtrArray) modules = dk_module_list ();
  GPtrArray *games = g_ptr_array_new ();

  for (guint i = 0; modules != NULL && i < modules->len; i++)
    {
      const DkModule *m = g_ptr_array_index (modules, i);
      g_autoptr (GPtrArray) decks = NULL;

      if (m->setup == NULL)
        continue;
      decks = dk_launcher_find_decks (m->id);
      if (decks->len > 0)
        g_ptr_array_add (games, (gpointer) m);
    }
  return games;
}

static guint
dk_menu_players (const DkModule *module, const DkRuleset *ruleset)
{
  guint n = module->default_players ? module->default_players (ruleset) : module->min_players;

  return CLAMP (n, module->min_players, module->max_players);
}

/* The rulesets of @module, the standard one first (dk_launcher_standard_ruleset()),
 * then by id. */
static GPtrArray *
dk_menu_rulesets (const DkModule *module)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) all = dk_ruleset_list (problems);
  const DkRules *rules = dk_rules_get (module->id, NULL);
  g_autoptr (DkRuleset) standard = rules ? dk_launcher_standard_ruleset (rules) : NULL;
  GPtrArray *rulesets = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_ruleset_unref);

  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      DkRuleset *r = g_ptr_array_index (all, i);

      if (g_strcmp0 (dk_rules_get_id (dk_ruleset_get_rules (r)), module->id) != 0)
        continue;
      if (standard != NULL && g_strcmp0 (dk_ruleset_get_id (r), dk_ruleset_get_id (standard)) == 0)
        g_ptr_array_insert (rulesets, 0, dk_ruleset_ref (r));
      else
        g_ptr_array_add (rulesets, dk_ruleset_ref (r));
    }
  if (rulesets->len == 0 && standard != NULL)
    g_ptr_array_add (rulesets, dk_ruleset_ref (standard));
  return rulesets;
}

/* The installed decks of @ruleset's game legal under it, loaded. */
static GPtrArray *
dk_menu_legal_decks (const DkModule *module, const DkRuleset *ruleset, DkCardDb *db)
{
  g_autoptr (GPtrArray) files = dk_launcher_find_decks (module->id);
  GPtrArray *decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_deck_free);

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      DkDeck *deck = dk_deck_load (db, g_ptr_array_index (files, i), NULL);

      if (deck != NULL && dk_deck_check (deck, ruleset, problems) && problems->len == 0)
        g_ptr_array_add (decks, deck);
      else if (deck != NULL)
        dk_deck_free (deck);
    }
  return decks;
}

/* A deck file of the person's own, asked until it loads and is legal;
 * NULL at the end of input or on `quit` (transfer full: its path). */
static char *
dk_menu_own_deck (const DkRuleset *ruleset, DkCardDb *db)
{
  for (;;)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (DkDeck) deck = NULL;
      g_autofree char *path = dk_line_read ("Deck file (`quit` leaves): ", NULL);

      if (path == NULL || g_ascii_strcasecmp (path, "quit") == 0)
        return NULL;
      if (*path == '\0')
        continue;
      deck = dk_deck_load (db, path, &error);
      if (deck == NULL)
        {
          printf ("That deck does not load: %s\n", error->message);
          continue;
        }
      if (!dk_deck_check (deck, ruleset, problems) || problems->len > 0)
        {
          printf ("%s is not legal under %s:\n", dk_deck_get_name (deck),
                  dk_ruleset_get_name (ruleset) ? dk_ruleset_get_name (ruleset)
                                                : dk_ruleset_get_id (ruleset));
          for (guint i = 0; i < problems->len; i++)
            printf ("  %s\n", (const char *) g_ptr_array_index (problems, i));
          continue;
        }
      return g_steal_pointer (&path);
    }
}

/* A deck: one of @decks by its name, a random one (when @random), or a
 * file of one's own. The path (transfer full), "" for a random deck, NULL
 * to leave. */
static char *
dk_menu_pick_deck (
    const char *title, GPtrArray *decks, gboolean random, const DkRuleset *ruleset, DkCardDb *db)
{
  guint first = random ? 1 : 0;
  guint n = first + decks->len + 1;
  gint pick;

  printf ("\n%s:\n", title);
  if (random)
    printf ("  1. a random deck\n");
  for (guint i = 0; i < decks->len; i++)
    printf ("  %u. %s\n", first + i + 1, dk_deck_get_name (g_ptr_array_index (decks, i)));
  printf ("  %u. your own deck file\n", n);
  if ((pick = dk_menu_pick (title, n, 1)) < 0)
    return NULL;
  if (random && pick == 0)
    return g_strdup ("");
  if ((guint) pick == n - 1)
    return dk_menu_own_deck (ruleset, db);
  return g_strdup (dk_deck_get_file (g_ptr_array_index (decks, (guint) pick - first)));
}

/* --- games left unfinished ------------------------------------------------ */

typedef struct
{
  char *path;
  gint64 mtime;
} DkMenuSave;

static void
dk_menu_save_free (gpointer data)
{
  DkMenuSave *s = data;

  g_free (s->path);
  g_free (s);
}

static gint
dk_menu_newest_first (gconstpointer a, gconstpointer b)
{
  const DkMenuSave *x = *(const DkMenuSave *const *) a;
  const DkMenuSave *y = *(const DkMenuSave *const *) b;

  if (x->mtime != y->mtime)
    return x->mtime > y->mtime ? -1 : 1;
  return g_strcmp0 (x->path, y->path);
}

/* The games kept in the saves folder, the newest first. */
static GPtrArray *
dk_menu_saves (void)
{
  g_autofree char *dir_path = dk_launcher_saves_dir ();
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *saves = g_ptr_array_new_with_free_func (dk_menu_save_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      GStatBuf st;
      DkMenuSave *s;
      g_autofree char *path = NULL;

      if (!g_str_has_suffix (name, ".save"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
        continue;
      s = g_new0 (DkMenuSave, 1);
      s->path = g_steal_pointer (&path);
      s->mtime = (gint64) st.st_mtime;
      g_ptr_array_add (saves, s);
    }
  g_ptr_array_sort (saves, dk_menu_newest_first);
  return saves;
}

/* Which kept game to resume: its path (transfer full), or NULL to leave. */
static char *
dk_menu_pick_save (GPtrArray *saves)
{
  guint n = MIN (saves->len, DK_MENU_MAX_SAVES);
  gint pick;

  printf ("\nGames left unfinished:\n");
  for (guint i = 0; i < n; i++)
    {
      const DkMenuSave *s = g_ptr_array_index (saves, i);
      g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (s->mtime);
      g_autofree char *stamp = when ? g_date_time_format (when, "%Y-%m-%d %H:%M") : NULL;
      g_autofree char *base = g_path_get_basename (s->path);

      printf ("  %u. %s (%s)\n", i + 1, base, stamp ? stamp : "?");
    }
  if ((pick = dk_menu_pick ("Resume", n, 1)) < 0)
    return NULL;
  return g_strdup (((const DkMenuSave *) g_ptr_array_index (saves, (guint) pick))->path);
}

/* --- the menu -------------------------------------------------------------- */

typedef enum
{
  DK_MENU_PLAY,  /* a game was set up */
  DK_MENU_LEAVE, /* `quit` or the end of input */
  DK_MENU_FAILED,
} DkMenuStep;

/* Everything a game from the menu needs, kept for "play again". */
typedef struct
{
  const DkModule *module;
  char *ruleset; /* its id */
  char *decks[DK_MAX_PLAYERS + 1];
  char *opponent_deck; /* "" for a random deck each game */
  guint n_players;
  const char *vs;
  gboolean hotseat;
  gboolean demo;
  char *resume; /* a kept game instead */
} DkMenuChoice;

static void
dk_menu_choice_clear (DkMenuChoice *c)
{
  g_free (c->ruleset);
  for (guint i = 0; i < G_N_ELEMENTS (c->decks); i++)
    g_free (c->decks[i]);
  g_free (c->opponent_deck);
  g_free (c->resume);
  memset (c, 0, sizeof *c);
}

/* The other seats' decks: the opponent's, or each a random legal one. */
static void
dk_menu_deal_decks (DkMenuChoice *c)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (c->ruleset, &error);
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) legal = NULL;

  for (guint p = 1; p < c->n_players; p++)
    {
      g_clear_pointer (&c->decks[p], g_free);
      if (*c->opponent_deck != '\0')
        {
          c->decks[p] = g_strdup (c->opponent_deck);
          continue;
        }
      if (legal == NULL && ruleset != NULL)
        {
          db = dk_launcher_card_db (dk_ruleset_get_rules (ruleset), NULL, NULL);
          legal = db ? dk_menu_legal_decks (c->module, ruleset, db) : NULL;
        }
      if (legal != NULL && legal->len > 0)
        c->decks[p] = g_strdup (dk_deck_get_file (
            g_ptr_array_index (legal, g_random_int_range (0, (gint32) legal->len))));
      else
        c->decks[p] = g_strdup (c->decks[0]);
    }
}

/* `duelkit menu --allow-inert`: decks with cards whose abilities cannot
 * run are offered and played (those abilities do nothing). */
static gboolean dk_menu_allow_inert;

static DkMenuStep
dk_menu_ask (DkMenuChoice *c)
{
  g_autoptr (GPtrArray) games = dk_menu_games ();
  g_autoptr (GPtrArray) saves = dk_menu_saves ();
  g_autoptr (GPtrArray) rulesets = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) decks = NULL;
  g_autoptr (GError) error = NULL;
  const DkRuleset *ruleset;
  g_autoptr (DkRuleset) allowing = NULL;
  guint n = games->len + (saves->len > 0 ? 1 : 0);
  gint pick;

  if (games->len == 0)
    {
      dk_launcher_error ("no game is installed with decks to play");
      return DK_MENU_FAILED;
    }
  printf ("\nWhat to play:\n");
  for (guint i = 0; i < games->len; i++)
    {
      const DkModule *m = g_ptr_array_index (games, i);

      printf ("  %u. %s (%s)\n", i + 1, m->name, m->id);
    }
  if (saves->len > 0)
    printf ("  %u. resume a saved game (%u)\n", n, saves->len);
  if ((pick = dk_menu_pick ("Game", n, 1)) < 0)
    return DK_MENU_LEAVE;
  if ((guint) pick == games->len)
    {
      c->resume = dk_menu_pick_save (saves);
      return c->resume != NULL ? DK_MENU_PLAY : DK_MENU_LEAVE;
    }
  c->module = g_ptr_array_index (games, pick);

  rulesets = dk_menu_rulesets (c->module);
  if (rulesets->len == 0)
    {
      dk_launcher_error ("no ruleset of %s is installed", c->module->id);
      return DK_MENU_FAILED;
    }
  pick = 0;
  if (rulesets->len > 1)
    {
      printf ("\nRules:\n");
      for (guint i = 0; i < rulesets->len; i++)
        {
          const DkRuleset *r = g_ptr_array_index (rulesets, i);

          printf ("  %u. %s (%u players)\n", i + 1,
                  dk_ruleset_get_name (r) ? dk_ruleset_get_name (r) : dk_ruleset_get_id (r),
                  dk_menu_players (c->module, r));
        }
      if ((pick = dk_menu_pick ("Rules", rulesets->len, 1)) < 0)
        return DK_MENU_LEAVE;
    }
  ruleset = g_ptr_array_index (rulesets, pick);
  if (dk_menu_allow_inert)
    {
      allowing = dk_launcher_allow_inert ((DkRuleset *) ruleset, &error);
      if (allowing == NULL)
        {
          dk_launcher_error ("%s", error->message);
          return DK_MENU_FAILED;
        }
      ruleset = allowing;
    }
  c->ruleset = g_strdup (dk_ruleset_get_id (ruleset));
  c->n_players = dk_menu_players (c->module, ruleset);

  db = dk_launcher_card_db (dk_ruleset_get_rules (ruleset), NULL, &error);
  if (db == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_MENU_FAILED;
    }
  decks = dk_menu_legal_decks (c->module, ruleset, db);
  if (decks->len == 0)
    printf ("\nNo installed deck is legal under %s: give a deck file of your own.\n", c->ruleset);
  if ((c->decks[0] = dk_menu_pick_deck ("Your deck", decks, FALSE, ruleset, db)) == NULL)
    return DK_MENU_LEAVE;

  printf ("\nOpponent:\n"
          "  1. the computer, easy (makes mistakes; `undo` works)\n"
          "  2. the computer, medium (plays by the rules' sense)\n"
          "  3. the computer, hard (thinks ahead: up to a second a move)\n"
          "  4. a person at this terminal (hotseat)\n"
          "  5. none: watch the computer (medium) play both sides\n");
  if ((pick = dk_menu_pick ("Opponent", 5, 2)) < 0)
    return DK_MENU_LEAVE;
  c->hotseat = pick == 3;
  c->demo = pick == 4;
  c->vs = pick == 0 ? "easy" : pick == 2 ? "hard" : "medium";
  c->opponent_deck = dk_menu_pick_deck (c->hotseat         ? "The other players' deck"
                                        : c->n_players > 2 ? "The opponents' deck"
                                                           : "The opponent's deck",
                                        decks, TRUE, ruleset, db);
  if (c->opponent_deck == NULL)
    return DK_MENU_LEAVE;
  return DK_MENU_PLAY;
}

/* The game the menu set up (with a new seed, and new random decks). */
static int
dk_menu_play (DkMenuChoice *c)
{
  DkPlayOptions options = { 0 };

  options.seed = (gint64) g_random_int ();
  options.log_viewer = DK_VIEWER_FULL;
  options.vs = DK_PLAY_DEFAULT_AGENT;
  if (c->resume != NULL)
    {
      options.resume = c->resume;
      return dk_play_run (&options);
    }
  dk_menu_deal_decks (c);
  options.game = (char *) c->module->id;
  options.ruleset = c->ruleset;
  options.decks = c->decks;
  options.hotseat = c->hotseat;
  options.demo = c->demo;
  options.allow_inert = dk_menu_allow_inert;
  options.vs = c->vs;
  options.vs_given = TRUE;
  return dk_play_run (&options);
}

/**
 * dk_launcher_menu:
 *
 * The launcher menu, its answers read from standard input: games are set
 * up and played until the person quits.
 *
 * Returns: the exit status
 */
int
dk_launcher_menu (void)
{
  DkMenuChoice choice = { 0 };
  gboolean again = FALSE;
  int status = DK_EXIT_OK;

  printf ("duelkit %d.%d.%d: choose by number, Enter takes the one in brackets, `quit` "
          "leaves.\n",
          DK_MAJOR_VERSION, DK_MINOR_VERSION, DK_MICRO_VERSION);
  for (;;)
    {
      gint pick;

      if (!again)
        {
          DkMenuStep step;

          dk_menu_choice_clear (&choice);
          step = dk_menu_ask (&choice);
          if (step == DK_MENU_LEAVE)
            break;
          if (step == DK_MENU_FAILED)
            {
              status = DK_EXIT_USAGE;
              break;
            }
        }
      status = dk_menu_play (&choice);
      /* A resumed game is played once: "again" is a new game of its kind
       * only when the menu made it. */
      printf ("\nWhat next?\n  1. play again\n  2. back to the menu\n  3. quit\n");
      pick = dk_menu_pick ("Next", 3, choice.resume != NULL ? 2 : 1);
      if (pick < 0 || pick == 2)
        break;
      again = pick == 0 && choice.resume == NULL;
    }
  dk_menu_choice_clear (&choice);
  return status;
}

/* `duelkit menu`: the launcher menu whatever standard input is (a script
 * may answer it). */
int
dk_cmd_menu (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("- the launcher menu");
  g_auto (GStrv) data_dirs = NULL;
  GOptionEntry entries[] = {
    { "data-dir", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &data_dirs,
      "Also load every card set in DIR (DIR/*.xml) and offer its decks (repeatable)", "DIR" },
    { "allow-inert", 0, 0, G_OPTION_ARG_NONE, &dk_menu_allow_inert,
      "Offer and play decks holding cards with a printed ability that has no effect the engine "
      "can run (that ability does nothing)",
      NULL },
    { NULL },
  };

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "What `duelkit` alone opens on a terminal: choose a game, its rules, your deck\n"
               "and your opponent, then play. The answers are read from standard input,\n"
               "one a line, so a script may give them.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc > 1)
    {
      dk_launcher_error ("menu takes no arguments");
      return DK_EXIT_USAGE;
    }
  for (guint i = 0; data_dirs != NULL && data_dirs[i] != NULL; i++)
    {
      if (!g_file_test (data_dirs[i], G_FILE_TEST_IS_DIR))
        {
          dk_launcher_error ("--data-dir %s: no such folder", data_dirs[i]);
          return DK_EXIT_USAGE;
        }
      dk_launcher_add_card_dir (data_dirs[i]);
    }
  return dk_launcher_menu ();
}
