/* dk-cmd-play.c: `duelkit play`: a game at the terminal, a match, or a
 * computer game to watch (--demo). The launcher menu is in dk-menu.c.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-line.h"
#include "dk-session.h"
#include "dk-terminal.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A demo stops here if no one has won: a runaway game is a bug to report,
 * not a reason to hang. */
#define DK_PLAY_MAX_DECISIONS 200000

/* --- making the game ----------------------------------------------------- */

/* Is each of the first @n decks legal under @ruleset (the others repeat
 * the last)? A game of illegal decks may be one that can never end (a UFS
 * deck without its character): every problem is told, one a line. */
static gboolean
dk_play_check_decks (const DkRuleset *ruleset, GPtrArray *decks, guint n, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) message = NULL;

  for (guint i = 0; i < n; i++)
    {
      const DkDeck *deck = g_ptr_array_index (decks, i);
      gboolean seen = FALSE;

      /* The same file given twice is told once. */
      for (guint j = 0; j < i && !seen; j++)
        seen = g_strcmp0 (dk_deck_get_file (g_ptr_array_index (decks, j)),
                          dk_deck_get_file (deck)) == 0;
      if (!seen)
        dk_deck_check (deck, ruleset, problems);
    }
  if (problems->len == 0)
    return TRUE;
  message = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (message, "%s\n", (const char *) g_ptr_array_index (problems, i));
  g_string_append_printf (message, "a game needs decks that are legal under %s",
                          dk_ruleset_get_id (ruleset));
  g_set_error_literal (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, message->str);
  return FALSE;
}

/* Everything a game needs, from the options: the ruleset, the cards, the
 * decks and the number of players. */
static gboolean
dk_play_prepare (const DkPlayOptions *options,
                 DkRuleset **ruleset_out,
                 DkCardDb **db_out,
                 GPtrArray **decks_out,
                 guint *n_players_out,
                 GError **error)
{
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_deck_free);
  g_autoptr (GPtrArray) deck_files = NULL;
  const DkRules *rules;
  const DkModule *module;
  guint n_players;

  if (options->ruleset != NULL)
    {
      ruleset = dk_launcher_find_ruleset (options->ruleset, error);
      if (ruleset == NULL)
        return FALSE;
      rules = dk_ruleset_get_rules (ruleset);
      if (options->game != NULL && g_strcmp0 (options->game, dk_rules_get_id (rules)) != 0)
        {
          g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                       "the ruleset %s is not of the game %s", options->ruleset, options->game);
          return FALSE;
        }
    }
  else
    {
      rules = dk_rules_get (options->game ? options->game : "ufs", error);
      if (rules == NULL)
        return FALSE;
      ruleset = dk_launcher_standard_ruleset (rules);
    }
  if (options->allow_inert)
    {
      DkRuleset *allowing = dk_launcher_allow_inert (ruleset, error);

      if (allowing == NULL)
        return FALSE;
      dk_ruleset_unref (ruleset);
      ruleset = allowing;
    }
  module = dk_rules_get_module (rules);
  if (module->setup == NULL)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "the game %s cannot be played yet: its module has no start-of-game procedure",
                   module->id);
      return FALSE;
    }
  n_players = module->default_players ? module->default_players (ruleset) : module->min_players;
  n_players = CLAMP (n_players, module->min_players, module->max_players);

  db = dk_launcher_card_db (rules, options->card_sets, error);
  if (db == NULL)
    return FALSE;

  if (options->decks != NULL && options->decks[0] != NULL)
    {
      deck_files = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; options->decks[i] != NULL; i++)
        g_ptr_array_add (deck_files, g_strdup (options->decks[i]));
    }
  else
    deck_files = dk_launcher_find_decks (module->id);
  if (deck_files->len == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "no deck found for the game %s: give --deck FILE", module->id);
      return FALSE;
    }
  if (options->decks == NULL || options->decks[0] == NULL)
    {
      /* Decks found, not given: the seed picks which ones play. */
      GPtrArray *picked = g_ptr_array_new_with_free_func (g_free);
      guint start = (guint) ((guint64) options->seed % deck_files->len);

      for (guint i = 0; i < MIN (n_players, deck_files->len); i++)
        g_ptr_array_add (picked,
                         g_strdup (g_ptr_array_index (deck_files, (start + i) % deck_files->len)));
      g_ptr_array_unref (deck_files);
      deck_files = picked;
    }
  if (deck_files->len > module->max_players)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "%u decks for a game of at most %u players", deck_files->len,
                   module->max_players);
      return FALSE;
    }
  if (options->decks != NULL && deck_files->len > n_players)
    n_players = deck_files->len;
  /* Fewer decks than players: the last one is used again. */
  for (guint i = 0; i < n_players; i++)
    {
      DkDeck *deck =
          dk_deck_load (db, g_ptr_array_index (deck_files, MIN (i, deck_files->len - 1)), error);

      if (deck == NULL)
        return FALSE;
      g_ptr_array_add (decks, deck);
    }
  if (!dk_play_check_decks (ruleset, decks, MIN (deck_files->len, n_players), error))
    return FALSE;
  dk_launcher_note_inert (ruleset, (DkDeck *const *) decks->pdata,
                          MIN (deck_files->len, n_players));

  *ruleset_out = g_steal_pointer (&ruleset);
  *db_out = g_steal_pointer (&db);
  *decks_out = g_steal_pointer (&decks);
  *n_players_out = n_players;
  return TRUE;
}

/* The session of a new game, or of the saved game of --resume; the seats
 * as the options say (for a saved game: as it records, unless --vs,
 * --hotseat or --demo say otherwise). */
static DkSession *
dk_play_new_session (const DkPlayOptions *options, GError **error)
{
  g_autoptr (DkSave) save = NULL;
  g_autoptr (DkGame) game = NULL;
  gboolean seats_given =
      options->resume == NULL || options->vs_given || options->hotseat || options->demo;

  if (options->resume != NULL)
    {
      save = dk_save_load (options->resume, &game, error);
      if (save == NULL)
        return NULL;
    }
  else
    {
      g_autoptr (DkRuleset) ruleset = NULL;
      g_autoptr (DkCardDb) db = NULL;
      g_autoptr (GPtrArray) decks = NULL;
      guint n_players;

      if (!dk_play_prepare (options, &ruleset, &db, &decks, &n_players, error))
        return NULL;
      game = dk_game_new (ruleset, db, (DkDeck *const *) decks->pdata, n_players,
                          (guint64) options->seed, error);
      if (game == NULL)
        return NULL;
      save = dk_save_new (ruleset, db, (DkDeck *const *) decks->pdata, n_players,
                          (guint64) options->seed);
    }
  /* A computer plays each seat nobody at the terminal plays: every seat in
   * a demo, none with --hotseat, the others against the computer. */
  for (guint p = 0; seats_given && p < dk_game_n_players (game); p++)
    {
      gboolean computer = options->demo || (!options->hotseat && (gint) p != options->human);

      dk_save_set_seat (save, p, computer ? options->vs : NULL, NULL);
    }
  return dk_session_new (g_steal_pointer (&save), g_steal_pointer (&game), error);
}

/* --- a match of computer games -------------------------------------------- */

static int
dk_play_match (const DkPlayOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) decks = NULL;
  g_autoptr (DkAgent) a =
      dk_agent_new_for_spec (options->vs, (guint64) options->seed * 2 + 1, &error);
  g_autoptr (DkAgent) b =
      a ? dk_agent_new_for_spec (options->vs, (guint64) options->seed * 2 + 2, &error) : NULL;
  DkAgent *agents[2] = { a, b };
  DkMatchResult m;
  guint n_players;

  if (a == NULL || b == NULL ||
      !dk_play_prepare (options, &ruleset, &db, &decks, &n_players, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (n_players != 2)
    {
      dk_launcher_error ("a match is played by two players");
      return DK_EXIT_USAGE;
    }
  if (!dk_match_play (ruleset, db, (DkDeck *const *) decks->pdata, (guint) options->match,
                      (guint64) options->seed, agents, 3, &m, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  printf ("A match, best of %d: %s against %s, seed %" G_GINT64_FORMAT ".\n", options->match,
          dk_deck_get_name (g_ptr_array_index (decks, 0)),
          dk_deck_get_name (g_ptr_array_index (decks, 1)), options->seed);
  for (guint i = 0; i < m.n_games; i++)
    {
      printf ("game %u: ", i + 1);
      if (m.choosers[i] >= 0)
        printf ("player %d chose who went first; ", m.choosers[i] + 1);
      if (m.winners[i] >= 0)
        printf ("player %d won\n", m.winners[i] + 1);
      else
        printf ("a draw\n");
    }
  printf ("%u side-deck swaps between games.\n", m.swaps);
  if (m.winner >= 0)
    printf ("Player %d wins the match %u-%u.\n", m.winner + 1, m.wins[m.winner],
            m.wins[1 - m.winner]);
  else
    printf ("Nobody won the match.\n");
  return DK_EXIT_OK;
}

/* --- the terminal: stdin and stdout --------------------------------------- */

static char *
dk_read_stdin (gpointer user_data)
{
  return dk_line_read (NULL, NULL);
}

static char *
dk_read_stdin_prompt (const char *prompt, const char *const *words, gpointer user_data)
{
  return dk_line_read (prompt, words);
}

static const DkTerminal dk_stdio_terminal_template = {
  .read_line = dk_read_stdin,
  .show_card = dk_launcher_print_card,
  .read_prompt = dk_read_stdin_prompt,
};

/* --- the demo, or a game at the terminal ----------------------------------- */

/* How the game is drawn: --color, else $DUELKIT_COLOR (which `duelkit
 * --color WHEN` sets for the menu's games), else by the terminal. */
static DkColorMode
dk_play_color (const DkPlayOptions *options)
{
  DkColorMode mode = DK_COLOR_AUTO;

  if (options->color_given)
    return (DkColorMode) options->color;
  if (!dk_color_mode_parse (g_getenv ("DUELKIT_COLOR"), &mode))
    mode = DK_COLOR_AUTO;
  return mode;
}

static int
dk_play_game (DkSession *session, const DkPlayOptions *options, DkTerminalResult *out_result)
{
  DkGame *g = dk_session_game (session);
  DkAgent *const *agents = dk_session_agents (session);
  DkTerminal term = dk_stdio_terminal_template;
  g_autoptr (GError) error = NULL;
  g_autoptr (DkScreen) screen = dk_screen_new (stdout, dk_play_color (options));
  DkTerminalResult result;
  gboolean people = FALSE;

  term.out = stdout;
  term.screen = screen;
  term.delay = options->delay;
  term.step = options->step;
  for (guint p = 0; p < dk_game_n_players (g); p++)
    people = people || agents[p] == NULL;
  if (!people)
    {
      printf ("A computer game: %u players (%s), seed %" G_GUINT64_FORMAT ".\n",
              dk_game_n_players (g), options->vs, dk_save_get_seed (dk_session_get_save (session)));
      result = dk_terminal_watch (g, agents, DK_PLAY_MAX_DECISIONS, &term, &error);
      if (result == DK_TERMINAL_LEFT)
        return DK_EXIT_OK;
    }
  else
    {
      term.session = session;
      if (options->resume != NULL)
        printf ("duelkit: the game of %s goes on. Type `help` at any prompt.\n", options->resume);
      else
        printf ("duelkit: %s, seed %" G_GUINT64_FORMAT ". Type `help` at any prompt.\n",
                options->hotseat ? "two players at this terminal"
                                 : "you are player 1, against the computer",
                dk_save_get_seed (dk_session_get_save (session)));
      result = dk_terminal_play (g, agents, &term, &error);
    }
  *out_result = result;
  if (result == DK_TERMINAL_FAILED)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_FAILED;
    }
  return DK_EXIT_OK;
}

/* Whether a finished game with a person in it is kept in the user's data
 * directory (docs/saves.md): not with --no-replay, nor when
 * DUELKIT_NO_AUTOSAVE is set (the test suite sets it). */
static gboolean
dk_play_autosave_wanted (DkSession *session, const DkPlayOptions *options)
{
  const char *env = g_getenv ("DUELKIT_NO_AUTOSAVE");
  DkAgent *const *agents = dk_session_agents (session);

  if (options->no_replay || (env != NULL && *env != '\0' && strcmp (env, "0") != 0))
    return FALSE;
  for (guint p = 0; p < dk_game_n_players (dk_session_game (session)); p++)
    if (agents[p] == NULL)
      return TRUE;
  return FALSE;
}

/* The replay of a finished game: to --replay-out, and into the replays
 * folder of the user's data directory. */
static gboolean
dk_play_write_replays (DkSession *session, const DkPlayOptions *options)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = TRUE;

  if (!dk_game_is_over (dk_session_game (session)))
    {
      if (options->replay_out != NULL)
        printf ("The game did not end: no replay was written to %s (`save FILE` at the prompt "
                "keeps a game in progress).\n",
                options->replay_out);
      return TRUE;
    }
  if (options->replay_out != NULL)
    {
      if (dk_session_save (session, options->replay_out, &error))
        printf ("The replay is in %s.\n", options->replay_out);
      else
        {
          dk_launcher_error ("the replay was not written: %s", error->message);
          g_clear_error (&error);
          ok = FALSE;
        }
    }
  if (dk_play_autosave_wanted (session, options))
    {
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "duelkit", "replays", NULL);
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      g_autofree char *name =
          g_strdup_printf ("%s-%s-%" G_GUINT64_FORMAT ".replay",
                           dk_rules_get_id (dk_ruleset_get_rules (
                               dk_save_get_ruleset (dk_session_get_save (session)))),
                           stamp, dk_save_get_seed (dk_session_get_save (session)));
      g_autofree char *path = g_build_filename (dir, name, NULL);

      /* A missing replay is no reason to fail a game that was played. */
      if (g_mkdir_with_parents (dir, 0700) != 0)
        dk_launcher_error ("the replay was not kept: %s: %s", dir, g_strerror (errno));
      else if (!dk_session_save (session, path, &error))
        dk_launcher_error ("the replay was not kept: %s", error->message);
      else
        printf ("The replay is kept in %s (`duelkit replay FILE` shows it).\n", path);
    }
  return ok;
}

/* A game with a person in it, left before its end, is kept in the saves
 * folder of the user's data directory (the launcher offers to resume it);
 * under the same conditions as the replays. */
static void
dk_play_keep_unfinished (DkSession *session, const DkPlayOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (dk_game_is_over (dk_session_game (session)) || !dk_play_autosave_wanted (session, options))
    return;
  dir = dk_launcher_saves_dir ();
  if (options->resume != NULL && g_str_has_prefix (options->resume, dir))
    path = g_strdup (options->resume);
  else
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      g_autofree char *name =
          g_strdup_printf ("%s-%s-%" G_GUINT64_FORMAT ".save",
                           dk_rules_get_id (dk_ruleset_get_rules (
                               dk_save_get_ruleset (dk_session_get_save (session)))),
                           stamp, dk_save_get_seed (dk_session_get_save (session)));

      path = g_build_filename (dir, name, NULL);
    }
  if (g_mkdir_with_parents (dir, 0700) != 0)
    dk_launcher_error ("the game was not kept: %s: %s", dir, g_strerror (errno));
  else if (!dk_session_save (session, path, &error))
    dk_launcher_error ("the game was not kept: %s", error->message);
  else
    printf ("The game is kept in %s: `duelkit play --resume %s`, or the launcher's \"resume a "
            "saved game\", goes on with it.\n",
            path, path);
}

/* The event log as options->log_viewer saw it, written with dk_file_write ()
 * (through a symlink, a device or a pipe; a regular file replaced whole). */
static gboolean
dk_play_write_log (const DkGame *g, const DkPlayOptions *options)
{
  g_autoptr (GString) log = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

  dk_game_append_log (g, options->log_viewer, log);
  if (!dk_file_write (options->log_path, log->str, log->len, &error))
    {
      dk_launcher_error ("the event log was not written: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * dk_play_run_game:
 * @options: the game
 * @outcome: (out) (optional): how it ended
 *
 * Plays one game as @options say: at the terminal, or watched.
 *
 * Returns: the exit status
 */
int
dk_play_run_game (const DkPlayOptions *options, DkPlayOutcome *outcome)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkSession) session = dk_play_new_session (options, &error);
  DkTerminalResult result = DK_TERMINAL_FAILED;
  gboolean was_over;
  int status;

  if (outcome != NULL)
    {
      outcome->played = FALSE;
      outcome->over = FALSE;
      outcome->winner = -1;
    }

  if (session == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (options->log_path != NULL &&
      options->log_viewer >= (gint) dk_game_n_players (dk_session_game (session)))
    {
      dk_launcher_error ("--log-view %d: the game has %u players", options->log_viewer + 1,
                         dk_game_n_players (dk_session_game (session)));
      return DK_EXIT_USAGE;
    }
  /* The log is written whole: keep every event, not only the newest. */
  if (options->log_path != NULL)
    dk_game_set_event_limit (dk_session_game (session), 0);
  /* A finished game resumed is only shown again: its replay is kept. */
  was_over = dk_game_is_over (dk_session_game (session));
  status = dk_play_game (session, options, &result);
  if (outcome != NULL)
    {
      outcome->played = result != DK_TERMINAL_FAILED;
      outcome->over = dk_game_is_over (dk_session_game (session));
      outcome->winner = outcome->over ? dk_game_winner (dk_session_game (session)) : -1;
    }
  /* `undo` may have replaced the game: the session's is the one played. */
  if (options->log_path != NULL && !dk_play_write_log (dk_session_game (session), options))
    status = DK_EXIT_WRITE;
  if (!was_over && !dk_play_write_replays (session, options) && status == DK_EXIT_OK)
    status = DK_EXIT_WRITE;
  if (result == DK_TERMINAL_LEFT)
    dk_play_keep_unfinished (session, options);
  /* A kept game resumed to its end is kept no more: its replay is. */
  if (result == DK_TERMINAL_OVER && !was_over && options->resume != NULL &&
      dk_play_autosave_wanted (session, options))
    {
      g_autofree char *dir = dk_launcher_saves_dir ();

      if (g_str_has_prefix (options->resume, dir))
        g_unlink (options->resume);
    }
  return status;
}

int
dk_play_run (const DkPlayOptions *options)
{
  return dk_play_run_game (options, NULL);
}

/* --- a match of people ---------------------------------------------------- */

/* "2-1" or "2-1-0": the wins of each player. */
static char *
dk_play_score (const guint *wins, guint n_players)
{
  GString *score = g_string_new (NULL);

  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (score, "%s%u", p == 0 ? "" : "-", wins[p]);
  return g_string_free (score, FALSE);
}

/* A match at the terminal, best of options->match games: the same decks,
 * a new seed each game, the score between games; it ends as soon as a
 * player has won more than half of the games. */
static int
dk_play_person_match (const DkPlayOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) decks = NULL;
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  guint wins[DK_MAX_PLAYERS] = { 0 };
  guint need = (guint) options->match / 2 + 1;
  guint n_players;
  DkPlayOptions game = *options;

  /* The decks of the first game play every game. */
  if (!dk_play_prepare (options, &ruleset, &db, &decks, &n_players, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  for (guint i = 0; i < decks->len; i++)
    g_ptr_array_add (files, g_strdup (dk_deck_get_file (g_ptr_array_index (decks, i))));
  g_ptr_array_add (files, NULL);
  game.decks = (char **) files->pdata;
  game.match = 0;
  for (guint i = 0; i < DK_MATCH_MAX_GAMES; i++)
    {
      DkPlayOutcome outcome;
      g_autofree char *score = NULL;
      int status;

      printf ("\n=== Game %u of the match (best of %d) ===\n", i + 1, options->match);
      game.seed = options->seed + (gint64) i;
      status = dk_play_run_game (&game, &outcome);
      if (status != DK_EXIT_OK || !outcome.over)
        {
          score = dk_play_score (wins, n_players);
          printf ("The match was left at %s.\n", score);
          return status;
        }
      if (outcome.winner >= 0)
        wins[outcome.winner]++;
      score = dk_play_score (wins, n_players);
      for (guint p = 0; p < n_players; p++)
        if (wins[p] >= need)
          {
            if (!options->hotseat && (gint) p == options->human)
              printf ("You win the match %s.\n", score);
            else if (!options->hotseat)
              printf ("You lose the match %s: player %u wins it.\n", score, p + 1);
            else
              printf ("Player %u wins the match %s.\n", p + 1, score);
            return DK_EXIT_OK;
          }
      printf ("The match so far:");
      for (guint p = 0; p < n_players; p++)
        printf ("%s player %u %u", p == 0 ? "" : ",", p + 1, wins[p]);
      printf (" (%u wins take it).\n", need);
    }
  printf ("Nobody won the match after %d games.\n", DK_MATCH_MAX_GAMES);
  return DK_EXIT_OK;
}

int
dk_cmd_play (int argc, char **argv)
{
  DkPlayOptions options = { 0 };
  g_autofree char *game = NULL;
  g_autofree char *ruleset = NULL;
  g_auto (GStrv) decks = NULL;
  g_auto (GStrv) sets = NULL;
  g_auto (GStrv) data_dirs = NULL;
  gboolean allow_inert = FALSE;
  g_autofree char *seed_text = NULL;
  g_autofree char *match_text = NULL;
  gint64 seed = 0, match = 0;
  gboolean demo = FALSE, hotseat = FALSE;
  g_autofree char *log_path = NULL;
  g_autofree char *log_view = NULL;
  g_autofree char *vs = NULL;
  g_autofree char *resume = NULL;
  g_autofree char *replay_out = NULL;
  gboolean no_replay = FALSE;
  g_autofree char *color_text = NULL;
  g_autofree char *delay_text = NULL;
  gboolean step = FALSE;
  DkColorMode color = DK_COLOR_AUTO;
  double delay = 0;
  GOptionEntry entries[] = {
    { "demo", 0, 0, G_OPTION_ARG_NONE, &demo, "Watch a computer-vs-computer game", NULL },
    { "match", 0, 0, G_OPTION_ARG_STRING, &match_text,
      "A match, best of N games (N odd), the score shown between games; with --demo a "
      "computer match of 1 to 8 games (the loser chooses who goes first; side decks between "
      "games)",
      "N" },
    { "delay", 0, 0, G_OPTION_ARG_STRING, &delay_text,
      "With --demo: wait this many seconds between two turns (0 to 60, a fraction allowed)",
      "SECONDS" },
    { "step", 0, 0, G_OPTION_ARG_NONE, &step,
      "With --demo: wait for Enter between two turns (standard input must be a terminal)", NULL },
    { "hotseat", 0, 0, G_OPTION_ARG_NONE, &hotseat, "Two people at this terminal", NULL },
    { "color", 0, 0, G_OPTION_ARG_STRING, &color_text,
      "Colour: auto (default: on a terminal, unless NO_COLOR is set or TERM=dumb), always, never",
      "WHEN" },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, "The game (default: ufs)", "GAME" },
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset, "The ruleset (an id or a .ruleset file)",
      "ID" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "The random seed, 0 or more (default: random)", "N" },
    { "deck", 'd', 0, G_OPTION_ARG_FILENAME_ARRAY, &decks, "A player's deck, once per player",
      "FILE" },
    { "cards", 'c', 0, G_OPTION_ARG_FILENAME_ARRAY, &sets, "Also load this card set (repeatable)",
      "FILE" },
    { "data-dir", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &data_dirs,
      "Also load every card set in DIR (DIR/*.xml) and offer its decks (repeatable)", "DIR" },
    { "allow-inert", 0, 0, G_OPTION_ARG_NONE, &allow_inert,
      "Play decks holding cards with a printed ability that has no effect the engine can run "
      "(that ability does nothing)",
      NULL },
    { "log", 'l', 0, G_OPTION_ARG_FILENAME, &log_path,
      "At the end, write the game's event log (JSON lines) to FILE", "FILE" },
    { "vs", 0, 0, G_OPTION_ARG_STRING, &vs,
      "The computer players: easy, medium (default), hard, or an agent: random, heuristic, "
      "search, search:ITERATIONS",
      "AGENT" },
    { "log-view", 0, 0, G_OPTION_ARG_STRING, &log_view,
      "Whose view the log is: full (default: every card), spectator, or a player's number",
      "VIEW" },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &resume,
      "Go on with a game saved with `save FILE` (its seats as saved, unless --vs, --hotseat or "
      "--demo say otherwise)",
      "FILE" },
    { "replay-out", 0, 0, G_OPTION_ARG_FILENAME, &replay_out,
      "At the end of the game, write its replay to FILE (`duelkit replay FILE`)", "FILE" },
    { "no-replay", 0, 0, G_OPTION_ARG_NONE, &no_replay,
      "Keep no replay of the game in the data directory (by default a game with a person in it "
      "is kept in DATA/duelkit/replays)",
      NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- play a game");

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "Without --demo: you against the computer at this terminal (or, with\n"
               "--hotseat, two people). Type an option's number or its text form;\n"
               "`help` lists the other commands (`card`, `rules`, `log`, `save FILE`,\n"
               "`undo`); `quit` or end of input leaves, and a game left unfinished is\n"
               "kept in $XDG_DATA_HOME/duelkit/saves. A finished game's replay is kept in\n"
               "$XDG_DATA_HOME/duelkit/replays (--no-replay, or DUELKIT_NO_AUTOSAVE=1,\n"
               "keeps none).");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc > 1)
    {
      dk_launcher_error ("play takes no arguments (see `duelkit play --help`)");
      return DK_EXIT_USAGE;
    }
  if (demo && hotseat)
    {
      dk_launcher_error ("--demo and --hotseat do not go together");
      return DK_EXIT_USAGE;
    }
  /* Out of range is refused, never taken for something else: a negative
   * seed is no "random", a match longer than a result holds no shorter. */
  if (seed_text != NULL && !dk_launcher_int_option ("--seed", seed_text, 0, G_MAXINT64, &seed))
    return DK_EXIT_USAGE;
  if (match_text != NULL &&
      !dk_launcher_int_option ("--match", match_text, 1, DK_MATCH_MAX_GAMES / 2, &match))
    return DK_EXIT_USAGE;
  if (color_text != NULL && !dk_color_mode_parse (color_text, &color))
    {
      dk_launcher_error ("--color %s: write auto, always or never", color_text);
      return DK_EXIT_USAGE;
    }
  if (delay_text != NULL)
    {
      char *end = NULL;

      delay = g_ascii_strtod (delay_text, &end);
      if (end == delay_text || *end != '\0' || !(delay >= 0 && delay <= 60))
        {
          dk_launcher_error ("--delay %s: write a number of seconds from 0 to 60", delay_text);
          return DK_EXIT_USAGE;
        }
    }
  if ((delay_text != NULL || step) && !demo)
    {
      dk_launcher_error ("--delay and --step pace a computer game: they go with --demo");
      return DK_EXIT_USAGE;
    }
  if (step && !isatty (STDIN_FILENO))
    {
      dk_launcher_error ("--step waits for Enter at each turn, but standard input is not a "
                         "terminal (use --delay SECONDS instead)");
      return DK_EXIT_USAGE;
    }
  if (match_text != NULL && !demo && match % 2 == 0)
    {
      dk_launcher_error ("--match %" G_GINT64_FORMAT ": a match is best of an odd number of "
                         "games (1, 3, 5 or 7)",
                         match);
      return DK_EXIT_USAGE;
    }

  options.game = game;
  options.ruleset = ruleset;
  options.decks = decks;
  options.card_sets = sets;
  options.allow_inert = allow_inert;
  options.seed = seed_text != NULL ? seed : (gint64) g_random_int ();
  options.demo = demo;
  options.hotseat = hotseat;
  options.human = 0;
  options.match = (gint) match;
  options.log_path = log_path;
  options.log_viewer = DK_VIEWER_FULL;
  options.vs = vs != NULL ? vs : DK_PLAY_DEFAULT_AGENT;
  options.vs_given = vs != NULL;
  options.resume = resume;
  options.replay_out = replay_out;
  options.no_replay = no_replay;
  options.color = (gint) color;
  options.color_given = color_text != NULL;
  options.delay = delay;
  options.step = step;
  for (guint i = 0; data_dirs != NULL && data_dirs[i] != NULL; i++)
    {
      if (!g_file_test (data_dirs[i], G_FILE_TEST_IS_DIR))
        {
          dk_launcher_error ("--data-dir %s: no such folder", data_dirs[i]);
          return DK_EXIT_USAGE;
        }
      dk_launcher_add_card_dir (data_dirs[i]);
    }
  if (resume != NULL && (game != NULL || ruleset != NULL || decks != NULL || sets != NULL ||
                         seed_text != NULL || allow_inert))
    {
      dk_launcher_error ("--resume goes on with a saved game: its game, ruleset, decks, cards "
                         "and seed are the save's");
      return DK_EXIT_USAGE;
    }
  if (match > 0 && (resume != NULL || replay_out != NULL))
    {
      dk_launcher_error ("--resume and --replay-out go with a single game, not --match");
      return DK_EXIT_USAGE;
    }
  if (vs != NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (DkAgent) probe = dk_agent_new_for_spec (vs, 0, &error);

      if (probe == NULL)
        {
          dk_launcher_error ("--vs: %s", error->message);
          return DK_EXIT_USAGE;
        }
    }
  if (vs != NULL && hotseat)
    {
      dk_launcher_error ("--vs goes with a game against the computer or --demo, not --hotseat");
      return DK_EXIT_USAGE;
    }
  if (log_view != NULL && !dk_terminal_parse_viewer (log_view, &options.log_viewer))
    {
      dk_launcher_error ("--log-view %s: write full, spectator or a player's number", log_view);
      return DK_EXIT_USAGE;
    }
  if (log_view != NULL && log_path == NULL)
    {
      dk_launcher_error ("--log-view goes with --log FILE");
      return DK_EXIT_USAGE;
    }
  if (match > 0 && log_path != NULL)
    {
      dk_launcher_error ("--log goes with a single game, not --match");
      return DK_EXIT_USAGE;
    }
  if (match > 0 && demo)
    return dk_play_match (&options);
  if (match > 0)
    return dk_play_person_match (&options);
  return dk_play_run (&options);
}
