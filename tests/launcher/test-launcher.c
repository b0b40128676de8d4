/* test-launcher.c: the `duelkit` program as a user runs it.
 *
 * The binary comes from $DUELKIT_EXE; the test game skirmish is loaded from
 * $DK_SKIRMISH_MODULE_DIR with --module-dir.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <sys/wait.h>

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static const char *
env (const char *name)
{
  const char *value = g_getenv (name);

  if (value == NULL)
    g_error ("$%s is not set: run this test with `meson test`", name);
  return value;
}

/* Run duelkit with the NULL-terminated arguments, skirmish loaded, stdin
 * from /dev/null. */
static void
run_duelkit (Run *r, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  va_list ap;
  const char *arg;
  int wait_status = 0;

  g_ptr_array_add (args, (char *) env ("DUELKIT_EXE"));
  g_ptr_array_add (args, (char *) "--module-dir");
  g_ptr_array_add (args, (char *) env ("DK_SKIRMISH_MODULE_DIR"));
  va_start (ap, r);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_STDIN_FROM_DEV_NULL, NULL, NULL, &r->out,
                &r->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  r->status = WEXITSTATUS (wait_status);
  g_test_message ("exit %d\nstdout:\n%s\nstderr:\n%s", r->status, r->out, r->err);
}

static char *
skirmish_file (const char *name)
{
  return g_build_filename (env ("DK_SKIRMISH_SOURCE_DIR"), name, NULL);
}

static char *
test_file (const char *folder, const char *name)
{
  return g_build_filename (env ("DK_LAUNCHER_TEST_DIR"), folder, name, NULL);
}

/* The last line of @text. */
static char *
last_line (const char *text)
{
  g_autofree char *copy = g_strchomp (g_strdup (text));
  const char *nl = strrchr (copy, '\n');

  return g_strdup (nl ? nl + 1 : copy);
}

static void
test_help_global (void)
{
  g_auto (Run) r = { 0 };
  static const char *const commands[] = { "play", "games",    "rulesets", "cards",
                                          "deck", "validate", "scenario" };

  run_duelkit (&r, "--help", NULL);
  g_assert_cmpint (r.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_assert_nonnull (strstr (r.out, commands[i]));
}

static void
test_help_command (gconstpointer data)
{
  g_auto (Run) r = { 0 };

  run_duelkit (&r, (const char *) data, "--help", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Usage"));
}

static void
test_version (void)
{
  g_auto (Run) r = { 0 };

  run_duelkit (&r, "--version", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "duelkit "));
}

static void
test_usage_errors (void)
{
  static const char *const cases[][4] = {
    { "frobnicate", NULL },
    { "--frobnicate", "games", NULL },
    { "games", "--frobnicate", NULL },
    { "games", "extra", NULL },
    { "validate", NULL },
    { "scenario", NULL },
    { "deck", NULL },
    { "deck", "inspect", "x.deck", NULL },
    { "cards", NULL },
    { "rulesets", "describe", NULL },
    { "play", "--seed", "many", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };

      run_duelkit (&r, cases[i][0], cases[i][1], cases[i][2], cases[i][3], NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_true (g_str_has_prefix (r.err, "duelkit: "));
    }
}

/* With no command and no terminal, the usage, not a menu waiting forever. */
static void
test_no_args_no_terminal (void)
{
  g_auto (Run) r = { 0 };

  run_duelkit (&r, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "Usage"));
}

static void
test_games (void)
{
  g_auto (Run) r = { 0 };

  run_duelkit (&r, "games", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "ufs "));
  g_assert_nonnull (strstr (r.out, "bos "));
  g_assert_nonnull (strstr (r.out, "skirmish "));
}

static void
test_validate_good (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *path = skirmish_file ("cards.xml");
  g_autofree char *ok = g_strdup_printf ("%s: ok\n", path);

  run_duelkit (&r, "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, ok);
}

static void
test_validate_bad (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *good = skirmish_file ("cards.xml");
  g_autofree char *bad = test_file ("data", "bad-trick.xml");
  g_autofree char *where = g_strdup_printf ("%s:7: ", bad);
  g_autofree char *ok = g_strdup_printf ("%s: ok\n", good);

  run_duelkit (&r, "validate", good, bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.out, ok));
  g_assert_nonnull (strstr (r.out, where));
}

static void
test_scenario_pass (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *path = test_file ("scenarios", "pass-do.xml");
  g_autofree char *last = NULL;

  run_duelkit (&r, "scenario", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "ok pass-do\n"));
  last = last_line (r.out);
  g_assert_cmpstr (last, ==, "1 passed, 0 failed");
}

static void
test_scenario_fail (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *pass = test_file ("scenarios", "pass-do.xml");
  g_autofree char *fail = test_file ("scenarios", "fail-do-player.xml");
  g_autofree char *where = g_strdup_printf ("FAIL fail-do-player\n  %s:", fail);
  g_autofree char *last = NULL;

  run_duelkit (&r, "scenario", pass, fail, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, where));
  g_assert_nonnull (strstr (r.out, "legal options for player 1: "));
  last = last_line (r.out);
  g_assert_cmpstr (last, ==, "1 passed, 1 failed");
}

static void
test_scenario_error (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *pass = test_file ("scenarios", "pass-do.xml");
  g_autofree char *fail = test_file ("scenarios", "fail-do-player.xml");
  g_autofree char *bad = test_file ("scenarios", "error-unknown-card.xml");
  g_autofree char *last = NULL;

  run_duelkit (&r, "scenario", pass, fail, bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.out, "unknown card"));
  last = last_line (r.out);
  g_assert_cmpstr (last, ==, "1 passed, 2 failed");
}

static void
test_scenario_log (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *path = test_file ("scenarios", "pass-do.xml");
  g_autofree char *tmpdir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (tmpdir, "log.jsonl", NULL);
  g_autofree char *log = NULL;

  run_duelkit (&r, "scenario", "--log", log_path, path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  g_assert_true (g_str_has_prefix (log, "{"));
  g_assert_nonnull (strstr (log, "\"event\":\"strike\""));
  g_unlink (log_path);
  g_rmdir (tmpdir);
}

static void
test_rulesets_describe (void)
{
  g_auto (Run) r = { 0 };

  run_duelkit (&r, "rulesets", "describe", "skirmish", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "starting-life"));
  g_assert_nonnull (strstr (r.out, "life each player starts with"));
}

static void
test_cards (void)
{
  g_autofree char *set = skirmish_file ("cards.xml");

  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "cards", "list", "--set", set, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "SK-001"));
    g_assert_nonnull (strstr (r.out, "Squire"));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "cards", "show", "SK-020", "--set", set, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "Rally"));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "cards", "show", "NO-SUCH-CARD", "--set", set, NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
}

static void
test_deck_check (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *deck = skirmish_file ("vanguard.deck");

  run_duelkit (&r, "deck", "check", deck, "--cards", set, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "legal"));
}

static void
test_deck_check_illegal (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *small = test_file ("data", "small.deck");
  g_autofree char *deck = skirmish_file ("vanguard.deck");

  run_duelkit (&r, "deck", "check", small, deck, "--cards", set, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "illegal"));
  g_assert_nonnull (strstr (r.out, "at least 10"));
}

static void
test_play_demo (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");
  g_autofree char *b = skirmish_file ("trickster.deck");

  run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set, "--deck",
               a, "--deck", b, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Game over"));
  g_assert_nonnull (strstr (r.out, "P1: "));
}

/* A person who closes the input leaves the game cleanly. */
static void
test_play_eof (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");

  run_duelkit (&r, "play", "--game", "skirmish", "--seed", "7", "--cards", set, "--deck", a, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Player 1 to decide"));
}

/* --- what can never be a game ---------------------------------------------- */

static char *
unplayable_file (const char *name)
{
  return g_build_filename (env ("DK_INVALID_DIR"), "..", "unplayable", name, NULL);
}

static char *
invalid_file (const char *name)
{
  return g_build_filename (env ("DK_INVALID_DIR"), name, NULL);
}

/* Run duelkit as run_duelkit () does, and check that it was refused within
 * seconds: exit status 2 and @where (a "FILE:LINE: message" start) and
 * @what on stderr. */
static void
assert_refused (Run *r, const char *where, const char *what)
{
  g_assert_cmpint (r->status, ==, 2);
  g_assert_nonnull (strstr (r->err, where));
  g_assert_nonnull (strstr (r->err, what));
}

#define RUN_TIMED(r, ...)                                                                          \
  G_STMT_START                                                                                     \
  {                                                                                                \
    gint64 start_ = g_get_monotonic_time ();                                                       \
                                                                                                   \
    run_duelkit (r, __VA_ARGS__, NULL);                                                            \
    g_assert_cmpint (g_get_monotonic_time () - start_, <, 20 * G_USEC_PER_SEC);                    \
  }                                                                                                \
  G_STMT_END

/* The turn structures: a demo of them is refused at <phases>. */
static void
test_play_required_phase (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = invalid_file (name);
  g_autofree char *where =
      g_strdup_printf ("%s:%u: ", path, g_str_has_prefix (name, "ufs") ? 4 : 5);
  g_auto (Run) demo = { 0 };
  g_auto (Run) match = { 0 };

  RUN_TIMED (&demo, "play", "--demo", "--seed", "1", "--ruleset", path);
  assert_refused (&demo, where, "the turn structure lacks the phase");
  RUN_TIMED (&match, "play", "--demo", "--match", "3", "--seed", "1", "--ruleset", path);
  assert_refused (&match, where, "the turn structure lacks the phase");
}

/* E.1.1: two UFS decks without a character (the empty.deck). */
static void
test_play_deck_without_character (void)
{
  g_autofree char *deck = unplayable_file ("ufs-empty.deck");
  g_autofree char *where = g_strdup_printf ("%s: the deck names no starting character", deck);
  g_auto (Run) demo = { 0 };
  g_auto (Run) match = { 0 };

  RUN_TIMED (&demo, "play", "--demo", "--seed", "1", "--deck", deck, "--deck", deck);
  assert_refused (&demo, where, "a game needs decks that are legal under ufs-standard");
  /* The same file twice is told once. */
  g_assert_null (strstr (strstr (demo.err, where) + 1, where));
  RUN_TIMED (&match, "play", "--demo", "--match", "3", "--seed", "1", "--deck", deck, "--deck",
             deck);
  assert_refused (&match, where, "the deck has 0 cards with its character");
}

/* A hand-size-bonus of -10 leaves every shipped character a hand below 1:
 * the decks found are refused at the <param>. */
static void
test_play_hand_size (void)
{
  g_autofree char *path = unplayable_file ("ufs-hand-size-bonus-minus-10.ruleset");
  g_autofree char *where = g_strdup_printf ("%s:5: hand-size-bonus -10 leaves DKU1-", path);
  g_auto (Run) demo = { 0 };
  g_auto (Run) match = { 0 };

  RUN_TIMED (&demo, "play", "--demo", "--seed", "1", "--ruleset", path);
  assert_refused (&demo, where, "a player needs a hand size of at least 1 to draw");
  RUN_TIMED (&match, "play", "--demo", "--match", "3", "--seed", "1", "--ruleset", path);
  assert_refused (&match, where, "a player needs a hand size of at least 1 to draw");
}

/* Scenarios that can never be a game are refused at their line. */
static void
test_scenario_unplayable (gconstpointer data)
{
  const char *const *c = data;
  g_autofree char *path = unplayable_file (c[0]);
  g_autofree char *where = g_strdup_printf ("%s:%s: ", path, c[1]);
  g_auto (Run) r = { 0 };

  RUN_TIMED (&r, "scenario", path);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.out, c[1][0] == '-' ? c[2] : where));
  g_assert_nonnull (strstr (r.out, c[2]));
}

/* A demo of a game where nothing ever happens finishes, a draw. */
static void
test_play_dead_game (void)
{
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");
  g_autofree char *b = skirmish_file ("trickster.deck");
  g_autofree char *ruleset = skirmish_file ("progress-upkeep.ruleset");
  g_auto (Run) r = { 0 };

  RUN_TIMED (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set, "--ruleset",
             ruleset, "--deck", a, "--deck", b);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Game over: a draw (turn 10001)."));
}

/* `duelkit validate` on each file of the invalid corpus names the line
 * that tests/data/invalid/EXPECTED gives for it, and exits 2. */
static void
test_validate_invalid_file (gconstpointer data)
{
  g_auto (GStrv) fields = g_strsplit (data, " ", 3);
  g_autofree char *path = g_build_filename (env ("DK_INVALID_DIR"), fields[0], NULL);
  g_autofree char *where = g_strdup_printf ("%s:%s:", path, fields[1]);
  g_auto (Run) r = { 0 };

  g_autofree char *all = NULL;

  run_duelkit (&r, "validate", path, NULL);
  all = g_strconcat (r.out, r.err, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (all, where));
  g_assert_nonnull (strstr (all, fields[2]));
}

static void
add_invalid_corpus_tests (void)
{
  g_autofree char *manifest = g_build_filename (env ("DK_INVALID_DIR"), "EXPECTED", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (manifest, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto (GStrv) fields = g_strsplit (g_strstrip (lines[i]), " ", 3);
      g_autofree char *test_path = NULL;

      if (lines[i][0] == '\0' || lines[i][0] == '#' || g_strv_length (fields) < 3)
        continue;
      test_path = g_strdup_printf ("/launcher/validate/invalid/%s", fields[0]);
      g_test_add_data_func_full (test_path, g_strdup (lines[i]), test_validate_invalid_file,
                                 g_free);
    }
}

int
main (int argc, char **argv)
{
  static const char *const commands[] = { "play", "games",    "rulesets", "cards",
                                          "deck", "validate", "scenario" };
  /* FILE, the LINE of its problem ("-": in another file), the message. */
  static const char *const no_character[] = { "ufs-scenario-no-character.scenario", "13",
                                              "player 2: no starting character (E.1.1" };
  static const char *const hand_size[] = { "ufs-scenario-hand-size.scenario", "12",
                                           "player 2: the starting character T-CHAR has a "
                                           "hand size of -4" };
  static const char *const no_draw[] = {
    "bos-scenario-no-draw-phase.scenario", "-",
    "bos-phases-end-only.ruleset:5: the turn structure lacks the phase 'draw'"
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/launcher/help/global", test_help_global);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *path = g_strdup_printf ("/launcher/help/%s", commands[i]);

      g_test_add_data_func (path, commands[i], test_help_command);
    }
  g_test_add_func ("/launcher/version", test_version);
  g_test_add_func ("/launcher/usage-errors", test_usage_errors);
  g_test_add_func ("/launcher/no-args-no-terminal", test_no_args_no_terminal);
  g_test_add_func ("/launcher/games", test_games);
  g_test_add_func ("/launcher/validate/good", test_validate_good);
  g_test_add_func ("/launcher/validate/bad", test_validate_bad);
  add_invalid_corpus_tests ();
  g_test_add_func ("/launcher/scenario/pass", test_scenario_pass);
  g_test_add_func ("/launcher/scenario/fail", test_scenario_fail);
  g_test_add_func ("/launcher/scenario/error", test_scenario_error);
  g_test_add_func ("/launcher/scenario/log", test_scenario_log);
  g_test_add_func ("/launcher/rulesets/describe", test_rulesets_describe);
  g_test_add_func ("/launcher/cards", test_cards);
  g_test_add_func ("/launcher/deck-check/legal", test_deck_check);
  g_test_add_func ("/launcher/deck-check/illegal", test_deck_check_illegal);
  g_test_add_func ("/launcher/play/demo", test_play_demo);
  g_test_add_func ("/launcher/play/eof", test_play_eof);
  g_test_add_data_func ("/launcher/unplayable/play/bos-end-only", "bos-phases-end-only.ruleset",
                        test_play_required_phase);
  g_test_add_data_func ("/launcher/unplayable/play/bos-main1-only", "bos-phases-main1-only.ruleset",
                        test_play_required_phase);
  g_test_add_data_func ("/launcher/unplayable/play/bos-ready-only", "bos-phases-ready-only.ruleset",
                        test_play_required_phase);
  g_test_add_data_func ("/launcher/unplayable/play/bos-battle-only",
                        "bos-phases-battle-only.ruleset", test_play_required_phase);
  g_test_add_data_func ("/launcher/unplayable/play/ufs-end-only", "ufs-phases-end-only.ruleset",
                        test_play_required_phase);
  g_test_add_func ("/launcher/unplayable/play/ufs-deck-without-character",
                   test_play_deck_without_character);
  g_test_add_func ("/launcher/unplayable/play/ufs-hand-size", test_play_hand_size);
  g_test_add_data_func ("/launcher/unplayable/scenario/ufs-no-character", no_character,
                        test_scenario_unplayable);
  g_test_add_data_func ("/launcher/unplayable/scenario/ufs-hand-size", hand_size,
                        test_scenario_unplayable);
  g_test_add_data_func ("/launcher/unplayable/scenario/bos-no-draw-phase", no_draw,
                        test_scenario_unplayable);
  g_test_add_func ("/launcher/unplayable/play/dead-game-is-a-draw", test_play_dead_game);
  return g_test_run ();
}
