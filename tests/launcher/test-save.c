/* test-save.c: saves, replays and `undo` (framework/dk-save.c,
 * launcher/dk-session.c).
 *
 * A game saved after some decisions and loaded again goes on exactly as
 * the game that was never saved; a replay verifies; a damaged or
 * mismatched save is refused with its exact message; a save never
 * replaces what is not a regular file; `undo` takes back a person's
 * decision and the computer answers again as it did.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "dk-games.h"
#include "dk-session.h"
#include "dk-terminal.h"

#define MAX_DECISIONS 20000

typedef struct
{
  const char *game;
  const char *ruleset;
  const char *deck_a;
  const char *deck_b;
  guint64 seed;
  guint saved_after; /* decisions before the save */
} Setting;

static const Setting settings[] = {
  { "ufs", "ufs-standard", "kira-starter.deck", "odo-starter.deck", 11, 30 },
  { "bos", "bos-standard", "ember-starter.deck", "tidewall.deck", 12, 30 },
};

/* A new game of @s and its save; player 1 is a computer at @level1 (NULL:
 * a person), player 2 one at @level2. */
static DkSession *
new_session (const Setting *s, const char *level1, const char *level2)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (s->ruleset, &error);
  g_autoptr (DkCardDb) db = NULL;
  DkDeck *decks[2];
  DkGame *game;
  DkSave *save;
  DkSession *session;

  g_assert_no_error (error);
  db = dk_card_db_new_default (dk_ruleset_get_rules (ruleset), &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *path =
          g_build_filename (DK_SOURCE_ROOT, "cards", s->game, p ? s->deck_b : s->deck_a, NULL);

      decks[p] = dk_deck_load (db, path, &error);
      g_assert_no_error (error);
    }
  game = dk_game_new (ruleset, db, decks, 2, s->seed, &error);
  g_assert_no_error (error);
  save = dk_save_new (ruleset, db, decks, 2, s->seed);
  for (guint p = 0; p < 2; p++)
    {
      dk_save_set_seat (save, p, p == 0 ? level1 : level2, NULL);
      dk_deck_free (decks[p]);
    }
  session = dk_session_new (save, game, &error);
  g_assert_no_error (error);
  return session;
}

/* Let the session's computer players make @n decisions (0: to the end). */
static void
play_on (DkSession *session, guint n)
{
  for (guint i = 0; (n == 0 || i < n) && i < MAX_DECISIONS; i++)
    {
      DkGame *g = dk_session_game (session);
      const DkDecision *d;
      DkAgent *agent;
      g_autoptr (GError) error = NULL;

      if (dk_game_is_over (g))
        return;
      d = dk_game_decision (g);
      agent = dk_session_agents (session)[d->player];
      g_assert_nonnull (agent);
      g_assert_true (dk_game_apply (g, agent->choose (agent, g, d), &error));
      g_assert_no_error (error);
    }
  g_assert_true (n > 0 || dk_game_is_over (dk_session_game (session)));
}

static char *
full_log (const DkGame *g)
{
  GString *log = g_string_new (NULL);

  dk_game_append_log (g, DK_VIEWER_FULL, log);
  return g_string_free (log, FALSE);
}

/* Saved after some decisions, loaded, played on: the same game, log and
 * result as the game played through; and its replay verifies. */
static void
test_round_trip (gconstpointer data)
{
  const Setting *s = data;
  g_autoptr (DkSession) whole = new_session (s, "easy", "easy");
  g_autoptr (DkSession) broken = new_session (s, "easy", "easy");
  g_autoptr (DkSession) resumed = NULL;
  g_autoptr (DkSave) loaded = NULL;
  g_autoptr (DkSave) replay = NULL;
  g_autoptr (DkGame) game = NULL;
  g_autoptr (DkGame) replayed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("dk-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.save", NULL);
  g_autofree char *replay_path = g_build_filename (dir, "game.replay", NULL);
  g_autofree char *log_whole = NULL;
  g_autofree char *log_resumed = NULL;

  play_on (whole, 0);
  play_on (broken, s->saved_after);
  g_assert_false (dk_game_is_over (dk_session_game (broken)));
  g_assert_true (dk_session_save (broken, path, &error));
  g_assert_no_error (error);

  loaded = dk_save_load (path, &game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  /* The same position, to the last card and event. */
  g_assert_true (dk_game_equal (game, dk_session_game (broken)));
  g_assert_cmpuint (dk_save_count_decisions (game), ==, s->saved_after);
  g_assert_false (dk_save_get_result (loaded, NULL, NULL, NULL));

  /* The computer players go on from their saved state. */
  resumed = dk_session_new (g_steal_pointer (&loaded), g_steal_pointer (&game), &error);
  g_assert_no_error (error);
  play_on (resumed, 0);
  g_assert_true (dk_game_equal (dk_session_game (resumed), dk_session_game (whole)));
  log_whole = full_log (dk_session_game (whole));
  log_resumed = full_log (dk_session_game (resumed));
  g_assert_cmpstr (log_resumed, ==, log_whole);
  g_assert_cmpint (dk_game_winner (dk_session_game (resumed)), ==,
                   dk_game_winner (dk_session_game (whole)));

  /* The replay of the finished game verifies. */
  g_assert_true (dk_session_save (resumed, replay_path, &error));
  g_assert_no_error (error);
  replay = dk_save_load (replay_path, &replayed, &error);
  g_assert_no_error (error);
  g_assert_true (dk_save_get_result (replay, NULL, NULL, NULL));
  g_assert_true (dk_save_verify (replay, replayed, &error));
  g_assert_no_error (error);
  g_assert_true (dk_game_equal (replayed, dk_session_game (whole)));

  g_unlink (path);
  g_unlink (replay_path);
  g_rmdir (dir);
}

/* --- damaged and mismatched files ------------------------------------------- */

/* The lines of a save of the UFS setting after 30 decisions. */
static GPtrArray *
save_lines (gboolean finished)
{
  g_autoptr (DkSession) session = new_session (&settings[0], "easy", "easy");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  play_on (session, finished ? 0 : 30);
  text = dk_save_to_string (dk_session_record (session));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL && *lines[i] != '\0'; i++)
    g_ptr_array_add (out, g_strdup (lines[i]));
  return out;
}

/* The index of the first line beginning with @prefix (the last with
 * @last). */
static guint
find_line (GPtrArray *lines, const char *prefix, gboolean last)
{
  gint found = -1;

  for (guint i = 0; i < lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (lines, i), prefix))
      {
        found = (gint) i;
        if (!last)
          break;
      }
  g_assert_cmpint (found, >=, 0);
  return (guint) found;
}

/* Set for a message of which only the start is pinned. */
static gboolean prefix_only;

/* Write @lines (the first @n) to a file, load it: refused with exactly
 * the message of @expected_format, after the file's path. */
static void
assert_refused (GPtrArray *lines, guint n, const char *expected_format, ...)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.save", NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (DkSave) save = NULL;
  g_autoptr (DkGame) game = NULL;
  g_autofree char *message = NULL;
  g_autofree char *with_path = NULL;
  va_list args;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s\n", (const char *) g_ptr_array_index (lines, i));
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  save = dk_save_load (path, &game, &error);
  g_assert_null (save);
  g_assert_null (game);
  g_assert_nonnull (error);
  va_start (args, expected_format);
  message = g_strdup_vprintf (expected_format, args);
  va_end (args);
  with_path = g_strconcat (path, message, NULL);
  if (prefix_only)
    g_assert_true (g_str_has_prefix (error->message, with_path));
  else
    g_assert_cmpstr (error->message, ==, with_path);
  g_unlink (path);
  g_rmdir (dir);
}

static void
replace_line (GPtrArray *lines, guint i, char *text)
{
  g_free (g_ptr_array_index (lines, i));
  lines->pdata[i] = text;
}

static void
test_refuse_truncated (void)
{
  g_autoptr (GPtrArray) lines = save_lines (FALSE);
  guint cut = find_line (lines, "choice ", TRUE);

  /* Cut in the middle of the decisions: the `end` line is missing. */
  assert_refused (lines, cut, ":%u: the file ends before its `end` line: it was cut short", cut);
}

static void
test_refuse_edited (void)
{
  g_autoptr (GPtrArray) lines = save_lines (FALSE);
  guint i = find_line (lines, "choice ", TRUE);
  const char *line = g_ptr_array_index (lines, i);
  guint player = (guint) (line[strlen ("choice ")] - '0');

  /* Late in the game, a mulligan is no option. */
  replace_line (lines, i, g_strdup_printf ("choice %u mulligan", player));
  assert_refused (lines, lines->len, ":%u: \"mulligan\" is not a legal action for player %u now",
                  i + 1, player);
}

static void
test_refuse_wrong_player (void)
{
  g_autoptr (GPtrArray) lines = save_lines (FALSE);
  guint i = find_line (lines, "choice ", TRUE);
  const char *line = g_ptr_array_index (lines, i);
  guint player = (guint) (line[strlen ("choice ")] - '0');
  guint other = 3 - player;

  replace_line (lines, i, g_strdup_printf ("choice %u%s", other, line + strlen ("choice 1")));
  prefix_only = TRUE;
  assert_refused (lines, lines->len, ":%u: player %u decides here (", i + 1, player);
  prefix_only = FALSE;
}

static void
test_refuse_changed_set (void)
{
  g_autoptr (GPtrArray) lines = save_lines (FALSE);
  guint i = find_line (lines, "cardset ", FALSE);
  g_auto (GStrv) words = g_strsplit (g_ptr_array_index (lines, i), " ", 4);
  g_autofree char *path = g_strdup (words[3]);

  /* As if a card of the set had changed since: another hash. */
  replace_line (lines, i,
                g_strdup_printf ("cardset %s %s %s", words[1],
                                 "0000000000000000000000000000000000000000000000000000000000000000",
                                 path));
  assert_refused (lines, lines->len,
                  ":%u: the card set %s has changed since the game was saved (%s): the game "
                  "cannot be played again with other cards",
                  i + 1, words[1], path);
}

static void
test_refuse_version (void)
{
  g_autoptr (GPtrArray) lines = save_lines (FALSE);

  replace_line (lines, 0, g_strdup ("duelkit-save 2"));
  assert_refused (lines, lines->len,
                  ":1: a save of format version 2: this duelkit reads version 1 only");
  replace_line (lines, 0, g_strdup ("<?xml version=\"1.0\"?>"));
  assert_refused (lines, lines->len,
                  ":1: not a duelkit save (it does not begin with `duelkit-save 1`)");
}

static void
test_refuse_unknown (void)
{
  g_autoptr (GPtrArray) lines = save_lines (FALSE);
  guint r = find_line (lines, "ruleset ", FALSE);
  guint f = find_line (lines, "ruleset-file ", FALSE);
  guint c = find_line (lines, "card 1 ", FALSE);

  replace_line (lines, c, g_strdup ("card 1 DKU1-999 3"));
  assert_refused (lines, lines->len, ":%u: no card DKU1-999 in the game's card sets", c + 1);
  replace_line (lines, r, g_strdup ("ruleset ufs-nowhere"));
  replace_line (lines, f, g_strdup ("# no file"));
  assert_refused (lines, lines->len, ":%u: unknown ruleset 'ufs-nowhere'", r + 1);
}

/* A replay whose recorded result is not what its decisions give. */
static void
test_replay_verify_fails (void)
{
  g_autoptr (GPtrArray) lines = save_lines (TRUE);
  guint i = find_line (lines, "result ", FALSE);
  g_auto (GStrv) words = g_strsplit (g_ptr_array_index (lines, i), " ", -1);
  g_autofree char *dir = g_dir_make_tmp ("dk-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "edited.replay", NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (DkSave) save = NULL;
  g_autoptr (DkGame) game = NULL;
  g_autofree char *expected = NULL;
  gint winner = strcmp (words[1], "draw") == 0 ? 0 : atoi (words[1]);

  g_assert_cmpint (winner, >, 0);
  replace_line (lines, i, g_strdup_printf ("result %d %s %s", 3 - winner, words[2], words[3]));
  for (guint k = 0; k < lines->len; k++)
    g_string_append_printf (text, "%s\n", (const char *) g_ptr_array_index (lines, k));
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  save = dk_save_load (path, &game, &error);
  g_assert_no_error (error);
  g_assert_false (dk_save_verify (save, game, &error));
  expected = g_strdup_printf ("%s:%u: the decisions give another result: player %d wins at turn "
                              "%s; the replay says player %d wins at turn %s",
                              path, i + 1, winner, words[2], 3 - winner, words[2]);
  g_assert_cmpstr (error->message, ==, expected);
  g_unlink (path);
  g_rmdir (dir);
}

/* --- writing ---------------------------------------------------------------- */

static void
test_write_non_regular (void)
{
  g_autoptr (DkSession) session = new_session (&settings[0], "easy", "easy");
  g_autofree char *dir = g_dir_make_tmp ("dk-save-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "kept.save", NULL);
  g_autofree char *link = g_build_filename (dir, "link.save", NULL);
  g_autofree char *expected = NULL;
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  play_on (session, 5);
  /* A directory. */
  g_assert_false (dk_session_save (session, dir, &error));
  expected = g_strdup_printf (
      "%s: not a regular file (a directory): a save only ever replaces a regular file", dir);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  /* A device stays one. */
  g_assert_false (dk_session_save (session, "/dev/null", &error));
  g_assert_cmpstr (
      error->message, ==,
      "/dev/null: not a regular file (a device): a save only ever replaces a regular file");
  g_clear_error (&error);
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));

  /* A regular file is replaced whole and keeps its permissions; a link is
   * followed to it and stays a link; no temporary file is left. */
  g_assert_true (g_file_set_contents (file, "old", -1, NULL));
  g_assert_cmpint (g_chmod (file, 0600), ==, 0);
  g_assert_cmpint (symlink (file, link), ==, 0);
  g_assert_true (dk_session_save (session, link, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_stat (file, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (d) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 2);
  }
  {
    g_autoptr (DkSave) save = dk_save_load (file, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (dk_save_n_choices (save), ==, 5);
  }
  g_unlink (link);
  g_unlink (file);
  g_rmdir (dir);
}

/* --- undo at the prompt ------------------------------------------------------- */

typedef struct
{
  const char *const *lines;
  guint next;
} Script;

static char *
script_read_line (gpointer user_data)
{
  Script *s = user_data;

  if (s->lines[s->next] == NULL)
    return NULL;
  return g_strdup (s->lines[s->next++]);
}

/* Plays @lines at the prompt of @session's game; returns what was shown. */
static char *
run_script (DkSession *session, const char *const *lines)
{
  g_autoptr (GError) error = NULL;
  Script script = { lines, 0 };
  DkTerminal term = { 0 };
  char *buf = NULL;
  size_t size = 0;
  DkTerminalResult result;

  term.out = open_memstream (&buf, &size);
  term.read_line = script_read_line;
  term.user_data = &script;
  term.session = session;
  result = dk_terminal_play (dk_session_game (session), dk_session_agents (session), &term, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, DK_TERMINAL_LEFT);
  fclose (term.out);
  return buf;
}

/* Two people: `undo` takes back the last decision made at the terminal. */
static void
test_undo_hotseat (void)
{
  /* The empty lines are the Enter each hand-over between seats waits for. */
  static const char *const lines[] = { "1", "2", "", "1", "", "undo", NULL };
  g_autoptr (DkSession) session = new_session (&settings[0], NULL, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (DkGame) two = NULL;
  g_autofree char *shown = NULL;

  shown = run_script (session, lines);
  g_assert_nonnull (strstr (shown, "Taken back: 1 decision.\n"));
  g_assert_cmpuint (dk_save_count_decisions (dk_session_game (session)), ==, 2);
  /* The game is the one of the first two decisions. */
  two = dk_save_new_game (dk_session_record (session), 2, &error);
  g_assert_no_error (error);
  g_assert_true (dk_game_equal (two, dk_session_game (session)));
}

/* Against the computer at easy: the person's decision and the computer's
 * answers are taken back; decided again alike, the computer answers as
 * it did (its random state is put back). */
static void
test_undo_easy (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-save-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.save", NULL);
  g_autofree char *b = g_build_filename (dir, "b.save", NULL);
  g_autofree char *save_a = g_strdup_printf ("save %s", a);
  g_autofree char *save_b = g_strdup_printf ("save %s", b);
  const char *const lines[] = { "1", "1", "1",    "1",    "2",    "1", "1", "2",    "1", "1",
                                "1", "2", save_a, "undo", "undo", "1", "2", save_b, NULL };
  g_autoptr (DkSession) session = new_session (&settings[0], NULL, "easy");
  g_autofree char *shown = NULL;
  g_autofree char *text_a = NULL;
  g_autofree char *text_b = NULL;

  shown = run_script (session, lines);
  g_assert_nonnull (strstr (shown, "Taken back: "));
  g_assert_true (g_file_get_contents (a, &text_a, NULL, NULL));
  g_assert_true (g_file_get_contents (b, &text_b, NULL, NULL));
  /* Two undos, then the same two decisions again: the same game, the
   * computer's answers and its random state included. */
  g_assert_cmpstr (text_b, ==, text_a);
  g_unlink (a);
  g_unlink (b);
  g_rmdir (dir);
}

/* A game saved against the computer at easy and resumed: `undo` goes back
 * past the point it was resumed at, and the computer answers as it did. */
static void
test_undo_after_resume (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-save-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.save", NULL);
  g_autofree char *b = g_build_filename (dir, "b.save", NULL);
  g_autofree char *save_a = g_strdup_printf ("save %s", a);
  g_autofree char *save_b = g_strdup_printf ("save %s", b);
  const char *const first[] = { "1", "1", "1", "1", "2", "1", "1", "2", save_a, NULL };
  const char *const second[] = { "undo", "2", save_b, NULL };
  g_autoptr (DkSession) session = new_session (&settings[0], NULL, "easy");
  g_autoptr (DkSession) resumed = NULL;
  g_autoptr (DkSave) save = NULL;
  g_autoptr (DkGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *text_a = NULL;
  g_autofree char *text_b = NULL;

  g_free (run_script (session, first));
  save = dk_save_load (a, &game, &error);
  g_assert_no_error (error);
  resumed = dk_session_new (g_steal_pointer (&save), g_steal_pointer (&game), &error);
  g_assert_no_error (error);
  shown = run_script (resumed, second);
  g_assert_nonnull (strstr (shown, "Taken back: "));
  g_assert_true (g_file_get_contents (a, &text_a, NULL, NULL));
  g_assert_true (g_file_get_contents (b, &text_b, NULL, NULL));
  g_assert_cmpstr (text_b, ==, text_a);
  g_unlink (a);
  g_unlink (b);
  g_rmdir (dir);
}

/* Against the computer above easy, `undo` is refused, saying why. */
static void
test_undo_refused (void)
{
  static const char *const lines[] = { "1", "undo", NULL };
  g_autoptr (DkSession) session = new_session (&settings[0], NULL, "medium");
  g_autofree char *shown = NULL;
  guint before;

  shown = run_script (session, lines);
  before = dk_save_count_decisions (dk_session_game (session));
  g_assert_nonnull (strstr (shown, "Sorry, `undo` is only for two people at this terminal and for "
                                   "games against the computer at easy: against medium"));
  g_assert_null (strstr (shown, "Taken back"));
  g_assert_cmpuint (before, >=, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  g_test_add_data_func ("/save/round-trip/ufs", &settings[0], test_round_trip);
  g_test_add_data_func ("/save/round-trip/bos", &settings[1], test_round_trip);
  g_test_add_func ("/save/refuse/truncated", test_refuse_truncated);
  g_test_add_func ("/save/refuse/edited-choice", test_refuse_edited);
  g_test_add_func ("/save/refuse/wrong-player", test_refuse_wrong_player);
  g_test_add_func ("/save/refuse/changed-card-set", test_refuse_changed_set);
  g_test_add_func ("/save/refuse/version", test_refuse_version);
  g_test_add_func ("/save/refuse/unknown-ruleset-and-card", test_refuse_unknown);
  g_test_add_func ("/save/replay/verify-fails", test_replay_verify_fails);
  g_test_add_func ("/save/write/non-regular", test_write_non_regular);
  g_test_add_func ("/save/undo/hotseat", test_undo_hotseat);
  g_test_add_func ("/save/undo/easy", test_undo_easy);
  g_test_add_func ("/save/undo/after-resume", test_undo_after_resume);
  g_test_add_func ("/save/undo/refused-above-easy", test_undo_refused);
  return g_test_run ();
}
