/* fuzz-scenario.c: libFuzzer target for the scenario runner.
 *
 * Each input is a scenario file (spec/scenario.md), run by
 * dk_scenario_run_file () as `duelkit scenario` runs it: header, card sets
 * and inline cards, the position, the check of every name in the script,
 * then the script itself with its actions, run-until steps and expectations.
 * The runner bounds its own decision loops: autopass and run-until give up
 * after 10,000 decisions (DK_SCENARIO_MAX_DECISIONS), and a script is as
 * long as the input, which -max_len caps. What the engine does inside one
 * dk_game_apply () is bounded only by libFuzzer's -timeout and
 * -rss_limit_mb: exceeding either is a finding.
 *
 * The input is written as tests/scenarios/fuzz/input.xml of a private
 * folder laid out like the source tree, so that the references of the
 * scenarios of the seed corpus resolve as they do in the tree:
 * `../../skirmish/cards.xml`, `../../../cards/ufs/starter.xml` and the
 * .ruleset files next to the scenarios of tests/scenarios/ and
 * tests/data/valid/ (linked into the same folder).
 *
 * Promises checked for every input:
 * - the status is PASS, FAIL or ERROR; PASS says nothing, FAIL says why
 *   at a line of the input, ERROR says why with every line `FILE:LINE: `;
 * - a file that was run (PASS or FAIL) has an event log of JSON objects,
 *   one a line; a file in ERROR was not run and has none;
 * - running it again gives the same status, message and log (the same
 *   seed and choices give the same game); not checked under valgrind
 *   (DK_UNDER_VALGRIND), where a run is slow.
 *
 * Build and run: docs/fuzzing.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "fuzz.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

static char *input_path;
static gboolean run_twice;
static gboolean verbose;

static void
link_into (const char *target, const char *link_path)
{
  if (g_file_test (link_path, G_FILE_TEST_EXISTS))
    return;
  if (symlink (target, link_path) != 0)
    fuzz_fail ("cannot link %s to %s: %s", link_path, target, g_strerror (errno));
}

/* Link every *.ruleset of @src_dir into @dst_dir. */
static void
link_rulesets (const char *src_dir, const char *dst_dir)
{
  g_autoptr (GDir) dir = g_dir_open (src_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".ruleset"))
      {
        g_autofree char *target = g_build_filename (src_dir, name, NULL);
        g_autofree char *link_path = g_build_filename (dst_dir, name, NULL);

        link_into (target, link_path);
      }
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  const char *root = fuzz_tmp_dir ();
  g_autofree char *here = g_build_filename (root, "tests", "scenarios", "fuzz", NULL);
  g_autofree char *cards = g_build_filename (root, "cards", NULL);
  g_autofree char *skirmish = g_build_filename (root, "tests", "skirmish", NULL);
  g_autofree char *src_cards = g_build_filename (FUZZ_SOURCE_ROOT, "cards", NULL);
  g_autofree char *src_skirmish = g_build_filename (FUZZ_SOURCE_ROOT, "tests", "skirmish", NULL);
  g_autofree char *src_scenarios = g_build_filename (FUZZ_SOURCE_ROOT, "tests", "scenarios", NULL);
  g_autofree char *src_valid = g_build_filename (FUZZ_SOURCE_ROOT, "tests", "data", "valid", NULL);
  g_autoptr (GDir) dir = NULL;
  const char *name;

  fuzz_init ();
  if (g_mkdir_with_parents (here, 0700) != 0)
    fuzz_fail ("cannot make %s: %s", here, g_strerror (errno));
  link_into (src_cards, cards);
  link_into (src_skirmish, skirmish);
  dir = g_dir_open (src_scenarios, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *sub = g_build_filename (src_scenarios, name, NULL);

      if (g_file_test (sub, G_FILE_TEST_IS_DIR))
        link_rulesets (sub, here);
    }
  link_rulesets (src_valid, here);
  input_path = g_build_filename (here, "input.xml", NULL);
  /* Under valgrind (meson test --setup valgrind) once is enough: what is
   * looked for there is memory errors, and a run is slow. */
  run_twice = g_getenv ("DK_UNDER_VALGRIND") == NULL;
  verbose = g_strcmp0 (g_getenv ("FUZZ_VERBOSE"), "1") == 0;
  return 0;
}

/* Every line of the log is one JSON object. Walked with memchr () over
 * what is left: a long log (10,000 turns) split with strstr () would cost
 * a strlen () of the rest at every line under AddressSanitizer. */
static gboolean
log_well_formed (const GString *log)
{
  const char *p = log->str;
  const char *end = log->str + log->len;

  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      gsize len = (gsize) ((nl != NULL ? nl : end) - p);

      if (len < 2 || p[0] != '{' || p[len - 1] != '}')
        return FALSE;
      p += len + 1;
    }
  return TRUE;
}

/* "INPUT:LINE: ", LINE a positive number. */
static gboolean
located_in_input (const char *message)
{
  gsize len = strlen (input_path);
  const char *p = message + len + 1;

  if (strncmp (message, input_path, len) != 0 || message[len] != ':' || *p < '1' || *p > '9')
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  return p[0] == ':' && p[1] == ' ';
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *name = NULL;
  g_autofree char *name2 = NULL;
  g_autoptr (GString) message = g_string_new (NULL);
  g_autoptr (GString) message2 = g_string_new (NULL);
  g_autoptr (GString) log = g_string_new (NULL);
  g_autoptr (GString) log2 = g_string_new (NULL);
  DkScenarioStatus status, status2;

  fuzz_write (input_path, data, size);
  status = dk_scenario_run_file (input_path, &name, message, log);
  if (name == NULL)
    fuzz_fail ("a scenario without a name");
  if (verbose)
    fprintf (stderr, "  %s: %s\n",
             status == DK_SCENARIO_PASS   ? "pass"
             : status == DK_SCENARIO_FAIL ? "fail"
                                          : "error",
             message->len > 0 ? message->str : name);
  switch (status)
    {
    case DK_SCENARIO_PASS:
      if (message->len > 0)
        fuzz_fail ("passed, with a message: %s", message->str);
      break;
    case DK_SCENARIO_FAIL:
      if (!located_in_input (message->str))
        fuzz_fail ("failed, and the reason is not at a line of the scenario: %s", message->str);
      break;
    case DK_SCENARIO_ERROR:
      if (!fuzz_lines_located (message->str))
        fuzz_fail ("refused, and not every line of the reason is at FILE:LINE: %s", message->str);
      if (log->len > 0)
        fuzz_fail ("refused, with an event log");
      break;
    default:
      fuzz_fail ("unknown status %d", (int) status);
    }
  if (!log_well_formed (log))
    fuzz_fail ("the event log is not one JSON object a line:\n%s", log->str);

  /* Run again: the same file plays the same game. */
  if (!run_twice)
    return 0;
  status2 = dk_scenario_run_file (input_path, &name2, message2, log2);
  if (status2 != status || !g_string_equal (message, message2) || !g_string_equal (log, log2) ||
      g_strcmp0 (name, name2) != 0)
    fuzz_fail ("run twice, two results: status %d then %d\n%s\nthen\n%s", (int) status,
               (int) status2, message->str, message2->str);
  return 0;
}
