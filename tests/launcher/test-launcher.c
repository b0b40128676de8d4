/* test-launcher.c: the `duelkit` program as a user runs it.
 *
 * The binary comes from $DUELKIT_EXE; the test game skirmish is loaded from
 * $DK_SKIRMISH_MODULE_DIR with --module-dir.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <gio/gio.h>
#include <glib.h>
#include <glib/gstdio.h>

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

/* Where a run's standard input comes from and its output goes. */
typedef struct
{
  const char *stdin_path;  /* a file or FIFO to read, else ... */
  const char *stdin_text;  /* ... this text through a pipe, else /dev/null */
  const char *stdout_path; /* else a pipe, read into Run.out */
} RunIo;

/* What a pipe gave, as a string ("" for nothing). */
static char *
bytes_text (GBytes *bytes)
{
  gsize size = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;

  return data != NULL ? g_strndup (data, size) : g_strdup ("");
}

/* Run duelkit with @args (skirmish loaded) as @io says. */
static void
run_duelkit_argv (Run *r, const RunIo *io, GPtrArray *args)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GBytes) input = NULL;
  g_autoptr (GBytes) out = NULL;
  g_autoptr (GBytes) err = NULL;
  g_autoptr (GError) error = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDERR_PIPE;

  g_ptr_array_insert (args, 0, (char *) env ("DK_SKIRMISH_MODULE_DIR"));
  g_ptr_array_insert (args, 0, (char *) "--module-dir");
  g_ptr_array_insert (args, 0, (char *) env ("DUELKIT_EXE"));
  g_ptr_array_add (args, NULL);

  if (io != NULL && io->stdin_text != NULL)
    {
      flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;
      input = g_bytes_new_static (io->stdin_text, strlen (io->stdin_text));
    }
  if (io == NULL || io->stdout_path == NULL)
    flags |= G_SUBPROCESS_FLAGS_STDOUT_PIPE;
  launcher = g_subprocess_launcher_new (flags);
  if (io != NULL && io->stdin_path != NULL)
    g_subprocess_launcher_set_stdin_file_path (launcher, io->stdin_path);
  if (io != NULL && io->stdout_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, io->stdout_path);
  proc = g_subprocess_launcher_spawnv (launcher, (const char *const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (proc, input, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  r->status = g_subprocess_get_exit_status (proc);
  r->out = bytes_text (out);
  r->err = bytes_text (err);
  g_test_message ("exit %d\nstdout:\n%s\nstderr:\n%s", r->status, r->out, r->err);
}

/* Run duelkit with the NULL-terminated arguments, standard input and
 * output as @io says (NULL: stdin from /dev/null, stdout read). */
static void
run_duelkit_io (Run *r, const RunIo *io, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  const char *arg;

  va_start (ap, io);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  run_duelkit_argv (r, io, args);
}

/* Run duelkit with the NULL-terminated arguments, skirmish loaded, stdin
 * from /dev/null. */
static void
run_duelkit (Run *r, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  const char *arg;

  va_start (ap, r);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  run_duelkit_argv (r, NULL, args);
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
  /* The log says whose view it is: by default, every card. */
  g_assert_true (
      g_str_has_prefix (log, "{\"view\":\"full\",\"game\":\"skirmish\",\"players\":2}\n"));
  g_assert_nonnull (strstr (log, "\"event\":\"strike\""));
  g_unlink (log_path);
  g_rmdir (tmpdir);
}

/* --log-view N: the log as player N saw it. Player 1 draws five cards
 * there: player 2 sees them as hidden cards, player 1 by their ids. */
static void
test_scenario_log_view (void)
{
  g_autofree char *path = test_file ("scenarios", "pass-from-start.xml");
  g_autofree char *tmpdir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (tmpdir, "log.jsonl", NULL);
  static const char *const drawn_by_1 =
      "\"player\":1,\"card\":\"SK-005\",\"copy\":1,\"from\":\"deck\",\"to\":\"hand\"";
  static const char *const hidden_of_1 =
      "\"player\":1,\"card\":\"hidden\",\"from\":\"deck\",\"to\":\"hand\"";

  {
    g_auto (Run) r = { 0 };
    g_autofree char *log = NULL;

    run_duelkit (&r, "scenario", "--log", log_path, "--log-view", "2", path, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
    g_assert_true (g_str_has_prefix (log, "{\"view\":\"player\",\"player\":2,"));
    g_assert_nonnull (strstr (log, hidden_of_1));
    g_assert_null (strstr (log, "SK-005"));
  }
  {
    g_auto (Run) r = { 0 };
    g_autofree char *log = NULL;

    run_duelkit (&r, "scenario", "--log", log_path, "--log-view", "1", path, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
    g_assert_nonnull (strstr (log, drawn_by_1));
    g_assert_null (strstr (log, hidden_of_1));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "scenario", "--log", log_path, "--log-view", "someone", path, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "--log-view someone"));
  }
  g_unlink (log_path);
  g_rmdir (tmpdir);
}

/* play --log: the whole game; --log-view: a spectator's view hides the
 * cards drawn. */
static void
test_play_log (void)
{
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");
  g_autofree char *b = skirmish_file ("trickster.deck");
  g_autofree char *tmpdir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *log_path = g_build_filename (tmpdir, "log.jsonl", NULL);

  {
    g_auto (Run) r = { 0 };
    g_autofree char *log = NULL;

    run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set,
                 "--deck", a, "--deck", b, "--log", log_path, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
    g_assert_true (g_str_has_prefix (log, "{\"view\":\"full\","));
    g_assert_nonnull (strstr (log, "\"event\":\"game-over\""));
    g_assert_null (strstr (log, "\"hidden\""));
  }
  {
    g_auto (Run) r = { 0 };
    g_autofree char *log = NULL;

    run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set,
                 "--deck", a, "--deck", b, "--log", log_path, "--log-view", "spectator", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
    g_assert_true (g_str_has_prefix (log, "{\"view\":\"spectator\","));
    g_assert_nonnull (strstr (log, "\"card\":\"hidden\",\"from\":\"deck\",\"to\":\"hand\""));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set,
                 "--deck", a, "--deck", b, "--log", log_path, "--log-view", "3", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "the game has 2 players"));
  }
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
  /* The computer plays medium unless told otherwise. */
  g_assert_nonnull (strstr (r.out, "A computer game: 2 players (medium)"));
}

/* --vs names the computer players of a demo, and every level and agent
 * name plays one. */
static void
test_play_demo_vs (void)
{
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");
  g_autofree char *b = skirmish_file ("trickster.deck");
  const char *const names[] = { "random", "heuristic", "easy", "medium" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_auto (Run) r = { 0 };
      g_autofree char *header = g_strdup_printf ("A computer game: 2 players (%s)", names[i]);

      run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set,
                   "--deck", a, "--deck", b, "--vs", names[i], NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_nonnull (strstr (r.out, header));
      g_assert_nonnull (strstr (r.out, "Game over"));
    }
}

/* A module that has words of its own (the skirmish module's board,
 * narration and explanations) is shown in them: its board instead of
 * the zones, its narration instead of the choices, its explanation above
 * the options; and the end screen tells the person who won. */
static void
test_play_module_words (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");
  g_autofree char *b = skirmish_file ("trickster.deck");
  g_autoptr (GString) ones = g_string_new (NULL);
  RunIo io = { NULL, NULL, NULL };

  for (guint i = 0; i < 2000; i++)
    g_string_append (ones, "1\n");
  io.stdin_text = ones->str;
  run_duelkit_io (&r, &io, "play", "--game", "skirmish", "--seed", "7", "--cards", set, "--deck",
                  a, "--deck", b, "--vs", "random", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Skirmish · skirmish-default · the start of the game · seed 7"));
  g_assert_nonnull (strstr (r.out, "  Skirmish board\n  P1 life 10, hand 5, field:\n"));
  g_assert_nonnull (strstr (r.out, "Your hand: "));
  g_assert_nonnull (strstr (r.out, "Skirmish asks for a main decision.\nPlayer 1 to decide (main):"));
  g_assert_nonnull (strstr (r.out, " loses 1 life\n"));
  g_assert_nonnull (strstr (r.out, "Player 2 plays "));
  /* Neither the generic board nor the choice log. */
  g_assert_null (strstr (r.out, "Player 1 (you):"));
  g_assert_null (strstr (r.out, "P2: "));
  g_assert_true (strstr (r.out, "You win!") != NULL || strstr (r.out, "You lose.") != NULL ||
                 strstr (r.out, "A draw.") != NULL);
  g_assert_nonnull (strstr (r.out, "Summary: "));
}

/* The pace of a computer game: --delay waits between turns, --step needs
 * a terminal to wait on; both go with --demo. */
static void
test_play_pace (void)
{
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");
  g_autofree char *b = skirmish_file ("trickster.deck");

  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set,
                 "--deck", a, "--deck", b, "--delay", "0.001", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "Game over"));
    g_assert_nonnull (strstr (r.out, "Summary: "));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set,
                 "--deck", a, "--deck", b, "--step", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "standard input is not a terminal"));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "play", "--game", "skirmish", "--delay", "1", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "--demo"));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--delay", "-1", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "--delay -1"));
  }
}

/* --color: plain text into a pipe unless `always`; a wrong word refused. */
static void
test_play_color (void)
{
  g_autofree char *set = skirmish_file ("cards.xml");
  g_autofree char *a = skirmish_file ("vanguard.deck");
  g_autofree char *b = skirmish_file ("trickster.deck");
  const char *const modes[] = { "always", "never", "auto" };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_auto (Run) r = { 0 };

      run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--seed", "7", "--cards", set,
                   "--deck", a, "--deck", b, "--color", modes[i], NULL);
      g_assert_cmpint (r.status, ==, 0);
      if (i == 0)
        g_assert_nonnull (strstr (r.out, "\033["));
      else
        g_assert_null (strchr (r.out, '\033'));
    }
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "play", "--demo", "--game", "skirmish", "--color", "sometimes", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "auto, always or never"));
  }
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
  g_autofree char *where = g_strdup_printf ("%s:3: the deck names no starting character", deck);
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

/* `duelkit validate` refuses the same scenarios, with the same lines. */
static void
test_validate_unplayable (gconstpointer data)
{
  const char *const *c = data;
  g_autofree char *path = unplayable_file (c[0]);
  g_autofree char *where = g_strdup_printf ("%s:%s: ", path, c[1]);
  g_auto (Run) r = { 0 };

  RUN_TIMED (&r, "validate", path);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.out, c[1][0] == '-' ? c[2] : where));
  g_assert_nonnull (strstr (r.out, c[2]));
}

/* ... and the deck without its character, at <deck>. */
static void
test_validate_deck_without_character (void)
{
  g_autofree char *deck = unplayable_file ("ufs-empty.deck");
  g_autofree char *where = g_strdup_printf ("%s:3: the deck names no starting character", deck);
  g_auto (Run) r = { 0 };

  RUN_TIMED (&r, "validate", deck);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.out, where));
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
  g_assert_nonnull (strstr (r.out, "The engine ended it: no player decided anything in 10000 "
                                   "turns in a row"));
}

/* `duelkit validate` on each file of the invalid corpus says what
 * tests/data/invalid/EXPECTED gives for it, and exits 2. @data: the file's
 * lines of EXPECTED, either "FILE:LINE: MESSAGE" lines (exactly the
 * problems printed, and nothing on stderr: libxml2 never speaks for
 * itself) or one "FILE LINE SUBSTRING" (the first problem). */
static void
test_validate_invalid_file (gconstpointer data)
{
  g_auto (GStrv) expected = g_strsplit (data, "\n", -1);
  g_auto (Run) r = { 0 };
  g_autofree char *all = NULL;

  if (g_regex_match_simple ("^[^ :]+:[0-9]+: ", expected[0], 0, 0))
    {
      g_autofree char *name = g_strndup (expected[0], strchr (expected[0], ':') - expected[0]);
      g_autofree char *path = g_build_filename (env ("DK_INVALID_DIR"), name, NULL);
      g_autofree char *dir = g_strconcat (env ("DK_INVALID_DIR"), G_DIR_SEPARATOR_S, NULL);
      g_auto (GStrv) pieces = NULL;
      g_autofree char *relative = NULL;
      g_auto (GStrv) lines = NULL;

      run_duelkit (&r, "validate", path, NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.err, ==, "");
      pieces = g_strsplit (r.out, dir, -1);
      relative = g_strjoinv ("", pieces);
      g_strchomp (relative);
      lines = g_strsplit (relative, "\n", -1);
      for (guint i = 0; expected[i] != NULL && lines[i] != NULL; i++)
        g_assert_cmpstr (lines[i], ==, expected[i]);
      g_assert_cmpuint (g_strv_length (lines), ==, g_strv_length (expected));
      return;
    }
  {
    g_auto (GStrv) fields = g_strsplit (expected[0], " ", 3);
    g_autofree char *path = g_build_filename (env ("DK_INVALID_DIR"), fields[0], NULL);
    g_autofree char *where = g_strdup_printf ("%s:%s:", path, fields[1]);

    run_duelkit (&r, "validate", path, NULL);
    all = g_strconcat (r.out, r.err, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (all, where));
    g_assert_nonnull (strstr (all, fields[2]));
  }
}

static void
add_invalid_corpus_tests (void)
{
  g_autofree char *manifest = g_build_filename (env ("DK_INVALID_DIR"), "EXPECTED", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRegex) exact_form = g_regex_new ("^([^ :]+):[0-9]+: ", 0, 0, NULL);
  g_autoptr (GString) block = g_string_new (NULL);
  g_autofree char *block_name = NULL;

  g_file_get_contents (manifest, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_autoptr (GMatchInfo) match = NULL;
      g_autofree char *name = NULL;
      g_autofree char *test_path = NULL;

      g_strstrip (lines[i]);
      if (g_regex_match (exact_form, lines[i], 0, &match))
        name = g_match_info_fetch (match, 1);
      /* A file's exact lines come together: one test for them all. */
      if (block->len > 0 && g_strcmp0 (name, block_name) != 0)
        {
          test_path = g_strdup_printf ("/launcher/validate/invalid/%s", block_name);
          g_test_add_data_func_full (test_path, g_strdup (block->str), test_validate_invalid_file,
                                     g_free);
          g_clear_pointer (&test_path, g_free);
          g_string_truncate (block, 0);
        }
      if (name != NULL)
        {
          if (block->len > 0)
            g_string_append_c (block, '\n');
          g_string_append (block, lines[i]);
          g_free (block_name);
          block_name = g_steal_pointer (&name);
          continue;
        }
      {
        g_auto (GStrv) fields = g_strsplit (lines[i], " ", 3);

        if (lines[i][0] == '\0' || lines[i][0] == '#' || g_strv_length (fields) < 3)
          continue;
        test_path = g_strdup_printf ("/launcher/validate/invalid/%s", fields[0]);
        g_test_add_data_func_full (test_path, g_strdup (lines[i]), test_validate_invalid_file,
                                   g_free);
      }
    }
  if (block->len > 0)
    {
      g_autofree char *test_path = g_strdup_printf ("/launcher/validate/invalid/%s", block_name);

      g_test_add_data_func_full (test_path, g_strdup (block->str), test_validate_invalid_file,
                                 g_free);
    }
}

/* --- validate agrees with scenario and deck check --------------------- */

/* The lines of a run that are about @path: those that begin with "PATH:"
 * once the launcher's "duelkit: " and an indent are taken off. */
static GPtrArray *
lines_about (const Run *r, const char *path)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *prefix = g_strdup_printf ("%s:", path);
  g_autofree char *all = g_strconcat (r->out, r->err, NULL);
  g_auto (GStrv) split = g_strsplit (all, "\n", -1);

  for (guint i = 0; split[i] != NULL; i++)
    {
      const char *line = g_strchug (split[i]);

      if (g_str_has_prefix (line, "duelkit: "))
        line += strlen ("duelkit: ");
      if (g_str_has_prefix (line, prefix))
        g_ptr_array_add (lines, g_strdup (line));
    }
  return lines;
}

/* `validate` says of a corpus deck what `deck check` says, of a corpus
 * scenario what `scenario` says: the same lines in the same order, the
 * expected one among them, and a bad file's exit status. */
static void
test_agree (gconstpointer data)
{
  g_auto (GStrv) fields = g_strsplit (data, " ", 3);
  g_autofree char *path = g_build_filename (env ("DK_INVALID_DIR"), fields[0], NULL);
  g_autofree char *where = g_strdup_printf ("%s:%s: ", path, fields[1]);
  gboolean deck = g_str_has_suffix (path, ".deck");
  g_auto (Run) v = { 0 };
  g_auto (Run) o = { 0 };
  g_autoptr (GPtrArray) vl = NULL;
  g_autoptr (GPtrArray) ol = NULL;
  gboolean found = FALSE;

  run_duelkit (&v, "validate", path, NULL);
  if (deck)
    run_duelkit (&o, "deck", "check", path, NULL);
  else
    run_duelkit (&o, "scenario", path, NULL);
  vl = lines_about (&v, path);
  ol = lines_about (&o, path);
  g_assert_cmpuint (vl->len, >, 0);
  g_assert_cmpuint (vl->len, ==, ol->len);
  for (guint i = 0; i < vl->len; i++)
    {
      const char *line = g_ptr_array_index (vl, i);

      g_assert_cmpstr (line, ==, g_ptr_array_index (ol, i));
      found = found || (g_str_has_prefix (line, where) && strstr (line, fields[2]) != NULL);
    }
  g_assert_true (found);
  g_assert_cmpint (v.status, ==, 2);
  if (deck)
    {
      /* A deck that loads but breaks its ruleset fails the check (1); one
       * that does not load is bad input (2). */
      g_autofree char *illegal = g_strdup_printf ("%s: illegal under ", path);

      g_assert_cmpint (o.status, ==, strstr (o.out, illegal) != NULL ? 1 : 2);
    }
  else
    {
      g_autofree char *last = last_line (o.out);

      g_assert_cmpint (o.status, ==, 2);
      g_assert_cmpstr (last, ==, "0 passed, 1 failed");
    }
}

static void
add_agreement_tests (void)
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

      if (lines[i][0] == '#' || g_strv_length (fields) < 3 ||
          !(g_str_has_suffix (fields[0], ".deck") || g_str_has_suffix (fields[0], ".scenario")))
        continue;
      test_path = g_strdup_printf ("/launcher/agree/%s", fields[0]);
      g_test_add_data_func_full (test_path, g_strdup (lines[i]), test_agree, g_free);
    }
}

/* Every problem of a scenario is said at once, each at its line: a bad
 * ruleset does not hide the setup's problems, nor these the script's. */
static void
test_scenario_every_problem (void)
{
  g_autofree char *path =
      g_build_filename (env ("DK_INVALID_DIR"), "scenario-every-problem.scenario", NULL);
  const char *const want[] = {
    "2: unknown ruleset 'ufs-imaginary'",
    "5: unknown card \"NO-SUCH-404\"",
    "6: unknown zone <graveyard> (the game \"ufs\" has no such zone)",
    "11: bad action \"smash DKU1-010\": unknown verb \"smash\"",
    "12: unknown counter \"mana\"",
  };
  g_auto (Run) r = { 0 };
  g_autoptr (GPtrArray) lines = NULL;

  run_duelkit (&r, "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 2);
  lines = lines_about (&r, path);
  g_assert_cmpuint (lines->len, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s:%s", path, want[i]);

      g_assert_cmpstr (g_ptr_array_index (lines, i), ==, line);
    }
}

/* A missing file says so, in either command. */
static void
test_missing_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "gone.deck", NULL);
  g_autofree char *said = g_strdup_printf ("%s: no such file", path);
  static const char *const commands[][2] = { { "validate", NULL }, { "deck", "check" } };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (Run) r = { 0 };
      g_autofree char *all = NULL;

      if (commands[i][1] != NULL)
        run_duelkit (&r, commands[i][0], commands[i][1], path, NULL);
      else
        run_duelkit (&r, commands[i][0], path, NULL);
      all = g_strconcat (r.out, r.err, NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (all, said));
    }
  g_rmdir (dir);
}

/* --- input: standard input, pipes, FIFOs -------------------------------- */

static char *
source_file (const char *relative)
{
  return g_build_filename (env ("DK_SOURCE_ROOT"), relative, NULL);
}

static char *
read_text (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* A pipe on standard input, named /dev/stdin or "-", is read once: the
 * kind of file and then the file itself (`validate /dev/stdin` said "the
 * file is empty"). */
static void
test_stdin_pipe (void)
{
  g_autofree char *deck_path = source_file ("cards/ufs/kira-starter.deck");
  g_autofree char *deck = read_text (deck_path);
  RunIo io = { NULL, deck, NULL };

  {
    g_auto (Run) r = { 0 };

    run_duelkit_io (&r, &io, "validate", "/dev/stdin", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpstr (r.out, ==, "/dev/stdin: ok (legal under ufs-standard)\n");
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit_io (&r, &io, "validate", "-", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpstr (r.out, ==, "-: ok (legal under ufs-standard)\n");
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit_io (&r, &io, "deck", "check", "-", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpstr (r.out, ==, "-: legal under ufs-standard (60 cards)\n");
  }
}

/* A regular file on standard input, and a card set, likewise. */
static void
test_stdin_file (void)
{
  g_autofree char *set = skirmish_file ("cards.xml");
  RunIo io = { set, NULL, NULL };
  g_auto (Run) r = { 0 };
  g_auto (Run) c = { 0 };

  run_duelkit_io (&r, &io, "validate", "-", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "-: ok\n");
  run_duelkit_io (&c, &io, "cards", "list", "--set", "-", NULL);
  g_assert_cmpint (c.status, ==, 0);
  g_assert_nonnull (strstr (c.out, "SK-001"));
}

/* A scenario from standard input runs, or is refused as from a file. */
static void
test_stdin_scenario (void)
{
  g_autofree char *good_path =
      source_file ("tests/scenarios/ufs/c-3-3-4-2-1-modifier-ends-at-end-of-turn.xml");
  g_autofree char *good = read_text (good_path);
  g_autofree char *bad_path =
      g_build_filename (env ("DK_INVALID_DIR"), "scenario-do-unknown-verb.scenario", NULL);
  g_autofree char *bad = read_text (bad_path);
  RunIo good_io = { NULL, good, NULL };
  RunIo bad_io = { NULL, bad, NULL };
  const char *said = "-:10: bad action \"smash DKU1-010\": unknown verb \"smash\"";

  {
    g_auto (Run) r = { 0 };
    g_autofree char *last = NULL;

    run_duelkit_io (&r, &good_io, "scenario", "-", NULL);
    g_assert_cmpint (r.status, ==, 0);
    last = last_line (r.out);
    g_assert_cmpstr (last, ==, "1 passed, 0 failed");
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit_io (&r, &bad_io, "validate", "-", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.out, said));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit_io (&r, &bad_io, "scenario", "-", NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.out, said));
  }
}

typedef struct
{
  char *path;
  char *text; /* to write; or what was read */
} FifoJob;

static gpointer
fifo_write (gpointer data)
{
  FifoJob *job = data;
  /* Opening for writing waits for the reader. (Not g_file_set_contents:
   * it would replace the FIFO with a file.) */
  FILE *out = fopen (job->path, "w");

  if (out != NULL)
    {
      fputs (job->text, out);
      fclose (out);
    }
  return NULL;
}

static gpointer
fifo_read (gpointer data)
{
  FifoJob *job = data;

  g_file_get_contents (job->path, &job->text, NULL, NULL);
  return NULL;
}

/* A FIFO is read once: opened a second time, it waits for a writer that
 * never comes (validate hung). */
static void
test_fifo_input (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "deck.fifo", NULL);
  g_autofree char *deck_path = source_file ("cards/ufs/kira-starter.deck");
  g_autofree char *ok = g_strdup_printf ("%s: ok (legal under ufs-standard)\n", fifo);
  FifoJob job = { fifo, read_text (deck_path) };
  g_auto (Run) r = { 0 };
  GThread *writer;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  writer = g_thread_new ("fifo-writer", fifo_write, &job);
  run_duelkit (&r, "validate", fifo, NULL);
  g_thread_join (writer);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, ok);
  g_free (job.text);
  g_unlink (fifo);
  g_rmdir (dir);
}

/* --- output: the log and standard output ------------------------------- */

static char *
pass_scenario (void)
{
  return test_file ("scenarios", "pass-do.xml");
}

/* The log goes through a symbolic link to its target: the link stays. */
static void
test_log_symlink (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *target = g_build_filename (dir, "target.jsonl", NULL);
  g_autofree char *link = g_build_filename (dir, "link.jsonl", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.jsonl", NULL);
  g_autofree char *created = g_build_filename (dir, "created.jsonl", NULL);
  g_autofree char *scenario = pass_scenario ();
  g_autofree char *log = NULL;
  g_autofree char *made = NULL;

  g_assert_true (g_file_set_contents (target, "old\n", -1, NULL));
  g_assert_cmpint (symlink ("target.jsonl", link), ==, 0);
  g_assert_cmpint (symlink ("created.jsonl", dangling), ==, 0);
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "scenario", "--log", link, scenario, NULL);
    g_assert_cmpint (r.status, ==, 0);
  }
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  log = read_text (target);
  g_assert_true (g_str_has_prefix (log, "{"));
  g_assert_nonnull (strstr (log, "\"event\":\"strike\""));

  /* A link to a file not made yet makes it. */
  {
    g_auto (Run) r = { 0 };

    run_duelkit (&r, "scenario", "--log", dangling, scenario, NULL);
    g_assert_cmpint (r.status, ==, 0);
  }
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  made = read_text (created);
  g_assert_cmpstr (made, ==, log);

  g_unlink (link);
  g_unlink (dangling);
  g_unlink (target);
  g_unlink (created);
  g_rmdir (dir);
}

/* A regular file is replaced whole and keeps its permissions; nothing is
 * left beside it. */
static void
test_log_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "log.jsonl", NULL);
  g_autofree char *scenario = pass_scenario ();
  g_autofree char *log = NULL;
  g_autoptr (GDir) listing = NULL;
  g_auto (Run) r = { 0 };
  GStatBuf st;
  guint n = 0;

  g_assert_true (g_file_set_contents (path, "old\n", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  run_duelkit (&r, "scenario", "--log", path, scenario, NULL);
  g_assert_cmpint (r.status, ==, 0);
  log = read_text (path);
  g_assert_true (g_str_has_prefix (log, "{"));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n++;
  g_assert_cmpuint (n, ==, 1);
  g_unlink (path);
  g_rmdir (dir);
}

/* A FIFO given as the log is written through, and stays a FIFO. */
static void
test_log_fifo (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "log.fifo", NULL);
  g_autofree char *scenario = pass_scenario ();
  FifoJob job = { fifo, NULL };
  g_auto (Run) r = { 0 };
  GThread *reader;
  GStatBuf st;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  reader = g_thread_new ("fifo-reader", fifo_read, &job);
  run_duelkit (&r, "scenario", "--log", fifo, scenario, NULL);
  g_thread_join (reader);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (job.text);
  g_assert_nonnull (strstr (job.text, "\"event\":\"strike\""));
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_free (job.text);
  g_unlink (fifo);
  g_rmdir (dir);
}

/* A log that cannot be written is said apart from the counts, which stay
 * the scenarios' own, and exits 3; the device stays a device (run as root,
 * /dev/full was replaced by a regular file). */
static void
test_log_full (void)
{
  g_autofree char *scenario = pass_scenario ();
  g_autofree char *last = NULL;
  g_auto (Run) r = { 0 };
  GStatBuf st;

  run_duelkit (&r, "scenario", "--log", "/dev/full", scenario, NULL);
  g_assert_cmpint (r.status, ==, 3);
  last = last_line (r.out);
  g_assert_cmpstr (last, ==, "1 passed, 0 failed");
  g_assert_nonnull (strstr (
      r.err,
      "duelkit: the event log was not written: /dev/full: cannot write: No space left on device"));
  g_assert_cmpint (lstat ("/dev/full", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
}

/* Root may replace a device node: a node of our own, like /dev/null, is
 * written through and stays a device. */
static void
test_log_device_node (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *node = NULL;
  g_autofree char *scenario = pass_scenario ();
  g_auto (Run) r = { 0 };
  GStatBuf st;

  if (getuid () != 0)
    {
      g_test_skip ("making a device node needs root");
      return;
    }
  dir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  node = g_build_filename (dir, "null", NULL);
  if (mknod (node, S_IFCHR | 0666, makedev (1, 3)) != 0)
    {
      g_test_skip_printf ("cannot make a device node here: %s", g_strerror (errno));
      g_rmdir (dir);
      return;
    }
  run_duelkit (&r, "scenario", "--log", node, scenario, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (lstat (node, &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
  g_assert_cmpuint (st.st_rdev, ==, makedev (1, 3));
  g_unlink (node);
  g_rmdir (dir);
}

/* Output lost on standard output makes the exit status say so. */
static void
test_stdout_full (void)
{
  RunIo io = { NULL, NULL, "/dev/full" };
  g_autofree char *set = skirmish_file ("cards.xml");

  {
    g_auto (Run) r = { 0 };

    run_duelkit_io (&r, &io, "cards", "list", NULL);
    g_assert_cmpint (r.status, ==, 3);
    g_assert_nonnull (
        strstr (r.err, "duelkit: cannot write to standard output: No space left on device"));
  }
  {
    g_auto (Run) r = { 0 };

    run_duelkit_io (&r, &io, "validate", set, NULL);
    g_assert_cmpint (r.status, ==, 3);
    g_assert_nonnull (strstr (r.err, "duelkit: cannot write to standard output"));
  }
}

/* --- options ------------------------------------------------------------ */

/* Each value out of range or malformed is refused, with exit 2 and a
 * message that gives the range; none is taken for something else. */
static void
test_refused_options (void)
{
  g_autofree char *scenario = pass_scenario ();
  g_autofree char *dir = g_dir_make_tmp ("dk-launcher-XXXXXX", NULL);
  g_autofree char *deck = skirmish_file ("vanguard.deck");
  const char *const cases[][7] = {
    { "--match: 1000 is out of range (1 to 8)", "play", "--demo", "--match", "1000" },
    { "--match: 0 is out of range (1 to 8)", "play", "--demo", "--match", "0" },
    { "--match: 9 is out of range (1 to 8)", "play", "--demo", "--match=9" },
    { "--match: -1 is out of range (1 to 8)", "play", "--demo", "--match=-1" },
    { "--match: \"three\" is not a whole number (1 to 8)", "play", "--demo", "--match", "three" },
    { "--match 2: a match is best of an odd number of games (1, 3, 5 or 7)", "play", "--match",
      "2" },
    { "--seed: -5 is out of range (0 to 9223372036854775807)", "play", "--demo", "--seed=-5" },
    { "--seed: 9223372036854775808 is out of range (0 to 9223372036854775807)", "play", "--demo",
      "--seed", "9223372036854775808" },
    { "--seed: \"1e3\" is not a whole number (0 to 9223372036854775807)", "play", "--demo",
      "--seed", "1e3" },
    { "--seed: \"+5\" is not a whole number (0 to 9223372036854775807)", "play", "--demo", "--seed",
      "+5" },
    { "--seed: \"\" is not a whole number (0 to 9223372036854775807)", "play", "--demo",
      "--seed=" },
    { "--vs: no computer player is called 'grandmaster'", "play", "--demo", "--vs",
      "grandmaster" },
    { "--vs goes with a game against the computer or --demo, not --hotseat", "play", "--hotseat",
      "--vs", "easy" },
    { "--log needs a file name", "scenario", "--log=", scenario },
    { ": is a directory", "scenario", "--log", dir, scenario },
    { "--ruleset ufs-imaginary: unknown ruleset 'ufs-imaginary'", "deck", "check", "--ruleset",
      "ufs-imaginary", deck },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GPtrArray) args = g_ptr_array_new ();
      g_auto (Run) r = { 0 };

      for (guint j = 1; j < G_N_ELEMENTS (cases[i]) && cases[i][j] != NULL; j++)
        g_ptr_array_add (args, (char *) cases[i][j]);
      run_duelkit_argv (&r, NULL, args);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_true (g_str_has_prefix (r.err, "duelkit: "));
      g_assert_nonnull (strstr (r.err, cases[i][0]));
      /* Refused before anything ran. */
      g_assert_cmpstr (r.out, ==, "");
    }
  g_rmdir (dir);
}

/* The global folders must be there. */
static void
test_refused_folders (void)
{
  static const char *const options[] = { "--module-dir", "--data-dir" };

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      g_autoptr (GPtrArray) args = g_ptr_array_new ();
      g_autofree char *said =
          g_strdup_printf ("duelkit: %s /no/such/folder: no such folder", options[i]);
      g_auto (Run) r = { 0 };

      /* Before the subcommand, as global options are. */
      g_ptr_array_add (args, (char *) options[i]);
      g_ptr_array_add (args, (char *) "/no/such/folder");
      g_ptr_array_add (args, (char *) "games");
      run_duelkit_argv (&r, NULL, args);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (r.err, said));
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
  add_agreement_tests ();
  g_test_add_func ("/launcher/missing-file", test_missing_file);
  g_test_add_func ("/launcher/validate/scenario-every-problem", test_scenario_every_problem);
  g_test_add_func ("/launcher/input/stdin-pipe", test_stdin_pipe);
  g_test_add_func ("/launcher/input/stdin-file", test_stdin_file);
  g_test_add_func ("/launcher/input/stdin-scenario", test_stdin_scenario);
  g_test_add_func ("/launcher/input/fifo", test_fifo_input);
  g_test_add_func ("/launcher/output/log-symlink", test_log_symlink);
  g_test_add_func ("/launcher/output/log-regular", test_log_regular);
  g_test_add_func ("/launcher/output/log-fifo", test_log_fifo);
  g_test_add_func ("/launcher/output/log-full", test_log_full);
  g_test_add_func ("/launcher/output/log-device-node", test_log_device_node);
  g_test_add_func ("/launcher/output/stdout-full", test_stdout_full);
  g_test_add_func ("/launcher/options/refused", test_refused_options);
  g_test_add_func ("/launcher/options/folders", test_refused_folders);
  g_test_add_func ("/launcher/scenario/pass", test_scenario_pass);
  g_test_add_func ("/launcher/scenario/fail", test_scenario_fail);
  g_test_add_func ("/launcher/scenario/error", test_scenario_error);
  g_test_add_func ("/launcher/scenario/log", test_scenario_log);
  g_test_add_func ("/launcher/scenario/log-view", test_scenario_log_view);
  g_test_add_func ("/launcher/rulesets/describe", test_rulesets_describe);
  g_test_add_func ("/launcher/cards", test_cards);
  g_test_add_func ("/launcher/deck-check/legal", test_deck_check);
  g_test_add_func ("/launcher/deck-check/illegal", test_deck_check_illegal);
  g_test_add_func ("/launcher/play/demo", test_play_demo);
  g_test_add_func ("/launcher/play/demo-vs", test_play_demo_vs);
  g_test_add_func ("/launcher/play/eof", test_play_eof);
  g_test_add_func ("/launcher/play/module-words", test_play_module_words);
  g_test_add_func ("/launcher/play/pace", test_play_pace);
  g_test_add_func ("/launcher/play/color", test_play_color);
  g_test_add_func ("/launcher/play/log", test_play_log);
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
  g_test_add_data_func ("/launcher/unplayable/validate/ufs-no-character", no_character,
                        test_validate_unplayable);
  g_test_add_data_func ("/launcher/unplayable/validate/ufs-hand-size", hand_size,
                        test_validate_unplayable);
  g_test_add_data_func ("/launcher/unplayable/validate/bos-no-draw-phase", no_draw,
                        test_validate_unplayable);
  g_test_add_func ("/launcher/unplayable/validate/ufs-deck-without-character",
                   test_validate_deck_without_character);
  g_test_add_func ("/launcher/unplayable/play/dead-game-is-a-draw", test_play_dead_game);
  return g_test_run ();
}
