/* test-scenario-runner.c: the scenario runner on its own scenario files.
 *
 * Every file of scenarios/ is one test, by its name: pass-* must pass,
 * fail-* must fail and error-* must be refused as bad. A fail- or error-
 * file marks the line its message must name with the comment
 * `<!-- fails here -->` or `<!-- error here -->`, and may list texts the
 * message must hold as `<!-- message: TEXT -->`.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <string.h>
#include <duelkit.h>

typedef struct
{
  guint marked_line;   /* 0: none */
  GPtrArray *messages; /* the texts the message must hold */
} Markers;

static void
markers_read (const char *path, Markers *m)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  m->marked_line = 0;
  m->messages = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *msg = strstr (lines[i], "<!-- message: ");

      if (strstr (lines[i], "<!-- fails here -->") || strstr (lines[i], "<!-- error here -->"))
        m->marked_line = i + 1;
      if (msg != NULL)
        {
          const char *end = strstr (msg, " -->");

          msg += strlen ("<!-- message: ");
          g_ptr_array_add (m->messages, g_strndup (msg, end ? (gsize) (end - msg) : strlen (msg)));
        }
    }
}

static void
test_scenario_file (gconstpointer data)
{
  const char *path = data;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = NULL;
  g_autoptr (GString) message = g_string_new (NULL);
  g_autoptr (GString) log = g_string_new (NULL);
  DkScenarioStatus want, status;
  Markers m;

  if (g_str_has_prefix (base, "pass-"))
    want = DK_SCENARIO_PASS;
  else if (g_str_has_prefix (base, "fail-"))
    want = DK_SCENARIO_FAIL;
  else
    want = DK_SCENARIO_ERROR;

  markers_read (path, &m);
  status = dk_scenario_run_file (path, &name, message, log);
  g_test_message ("%s: status %d, message: %s", base, status, message->str);
  g_assert_cmpint (status, ==, want);
  g_assert_nonnull (name);

  if (want == DK_SCENARIO_PASS)
    {
      g_assert_cmpstr (message->str, ==, "");
      /* The event log is JSON lines, one an event. */
      g_assert_true (g_str_has_prefix (log->str, "{"));
    }
  else
    {
      g_autofree char *location = NULL;

      g_assert_cmpuint (m.marked_line, >, 0);
      location = g_strdup_printf ("%s:%u: ", path, m.marked_line);
      if (want == DK_SCENARIO_FAIL)
        {
          /* FILE:LINE of the failing step first, and what could be done. */
          g_assert_true (g_str_has_prefix (message->str, location));
          g_assert_true (strstr (message->str, "legal options for player ") != NULL ||
                         strstr (message->str, "the game is over") != NULL);
        }
      else
        g_assert_nonnull (strstr (message->str, location));
    }
  for (guint i = 0; i < m.messages->len; i++)
    {
      const char *want_text = g_ptr_array_index (m.messages, i);

      if (strstr (message->str, want_text) == NULL)
        g_test_message ("expected in the message: %s", want_text);
      g_assert_nonnull (strstr (message->str, want_text));
    }
  g_ptr_array_unref (m.messages);
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  const char *dir_env = g_getenv ("DK_LAUNCHER_TEST_DIR");
  g_autofree char *dir = NULL;
  g_autoptr (GDir) d = NULL;
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  const char *entry;

  g_test_init (&argc, &argv, NULL);

  /* The test game as a user's module: from its folder, with its schema
   * in the shared object's resources. */
  if (g_getenv ("DK_SKIRMISH_MODULE_DIR") != NULL)
    {
      g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

      dk_module_load_dir (g_getenv ("DK_SKIRMISH_MODULE_DIR"), problems);
      for (guint i = 0; i < problems->len; i++)
        g_printerr ("%s\n", (const char *) g_ptr_array_index (problems, i));
    }
  if (dk_module_lookup ("skirmish") == NULL)
    g_error ("the skirmish module was not found: run this test with `meson test`");

  dir = g_build_filename (dir_env ? dir_env : ".", "scenarios", NULL);
  d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((entry = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (entry, ".xml"))
      g_ptr_array_add (files, g_build_filename (dir, entry, NULL));
  g_ptr_array_sort (files, compare_strings);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *test_path = NULL;

      base[strlen (base) - 4] = '\0';
      test_path = g_strdup_printf ("/scenario-runner/%s", base);
      g_test_add_data_func_full (test_path, g_strdup (path), test_scenario_file, g_free);
    }
  return g_test_run ();
}
