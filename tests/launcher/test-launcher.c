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

int
main (int argc, char **argv)
{
  static const char *const commands[] = { "play", "games",    "rulesets", "cards",
                                          "deck", "validate", "scenario" };

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
  return g_test_run ();
}
