/* dk-cmd-scenario.c: `duelkit scenario FILE...`.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-terminal.h"

#include <string.h>

static gint
dk_compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* A folder stands for the scenario files in it, in name order. */
static void
dk_scenario_collect (const char *path, GPtrArray *files)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) found = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_strdup (path));
      return;
    }
  dir = g_dir_open (path, 0, NULL);
  found = g_ptr_array_new_with_free_func (g_free);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (found, g_build_filename (path, name, NULL));
  g_ptr_array_sort (found, dk_compare_paths);
  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (files, g_strdup (g_ptr_array_index (found, i)));
}

static void
dk_print_indented (FILE *out, const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      fprintf (out, "  %s\n", lines[i]);
}

int
dk_cmd_scenario (int argc, char **argv)
{
  gboolean verbose = FALSE;
  g_autofree char *log_path = NULL;
  g_autofree char *log_view = NULL;
  gint log_viewer = DK_VIEWER_FULL;
  GOptionEntry entries[] = {
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      "Print each file, and the event log of failures", NULL },
    { "log", 'l', 0, G_OPTION_ARG_FILENAME, &log_path,
      "Write every scenario's event log (JSON lines) to FILE (- for stdout)", "FILE" },
    { "log-view", 0, 0, G_OPTION_ARG_STRING, &log_view,
      "Whose view the log is: full (default: every card), spectator, or a player's number",
      "VIEW" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE|DIR... - run scenario files");
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) all_logs = g_string_new (NULL);
  guint passed = 0, failed = 0, errors = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "Runs each scenario and prints `ok NAME` or `FAIL NAME` with the reason,\n"
               "then `N passed, N failed`. A folder runs every *.xml in it.\n"
               "Exit status: 0 all passed, 1 one failed, 2 a file is bad, 3 the --log\n"
               "file could not be written.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc < 2)
    {
      dk_launcher_error (
          "usage: duelkit scenario FILE... [--verbose] [--log FILE [--log-view VIEW]]");
      return DK_EXIT_USAGE;
    }
  if (log_view != NULL && !dk_terminal_parse_viewer (log_view, &log_viewer))
    {
      dk_launcher_error ("--log-view %s: write full, spectator or a player's number", log_view);
      return DK_EXIT_USAGE;
    }
  if (log_view != NULL && log_path == NULL)
    {
      dk_launcher_error ("--log-view goes with --log FILE");
      return DK_EXIT_USAGE;
    }
  /* Said before anything runs, not after every scenario did. */
  if (log_path != NULL && *log_path == '\0')
    {
      dk_launcher_error ("--log needs a file name");
      return DK_EXIT_USAGE;
    }
  if (log_path != NULL && g_file_test (log_path, G_FILE_TEST_IS_DIR))
    {
      dk_launcher_error ("--log %s: is a directory", log_path);
      return DK_EXIT_USAGE;
    }
  for (int i = 1; i < argc; i++)
    dk_scenario_collect (argv[i], files);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *name = NULL;
      g_autoptr (GString) message = g_string_new (NULL);
      g_autoptr (GString) log = g_string_new (NULL);
      DkScenarioStatus status = dk_scenario_run_file_for (path, &name, message, log, log_viewer);

      switch (status)
        {
        case DK_SCENARIO_PASS:
          passed++;
          printf ("ok %s%s%s%s\n", name, verbose ? " (" : "", verbose ? path : "",
                  verbose ? ")" : "");
          break;
        case DK_SCENARIO_FAIL:
          failed++;
          printf ("FAIL %s\n", name);
          dk_print_indented (stdout, message->str);
          if (verbose)
            {
              printf ("  event log of %s:\n", path);
              dk_print_indented (stdout, log->str);
            }
          break;
        case DK_SCENARIO_ERROR:
        default:
          errors++;
          printf ("ERROR %s\n", name);
          dk_print_indented (stdout, message->str);
          break;
        }
      if (log_path != NULL)
        g_string_append (all_logs, log->str);
      fflush (stdout);
    }

  /* A bad file did not pass: it counts among the failed. */
  printf ("%u passed, %u failed\n", passed, failed + errors);

  /* The log is not a scenario: its failure is told apart from the counts. */
  if (log_path != NULL)
    {
      g_autoptr (GError) error = NULL;

      fflush (stdout);
      if (!dk_file_write (log_path, all_logs->str, all_logs->len, &error))
        {
          dk_launcher_error ("the event log was not written: %s", error->message);
          return DK_EXIT_WRITE;
        }
    }
  if (errors > 0)
    return DK_EXIT_USAGE;
  return failed > 0 ? DK_EXIT_FAILED : DK_EXIT_OK;
}
