/* fuzz-runner.c: a fuzz target as a plain program, for regression tests.
 *
 *   fuzz-game-replay FILE|DIR...
 *
 * Runs the target once on each file given, and on every file under each
 * folder given (recursively, in name order; hidden files and README files
 * are left out), then prints how many inputs ran. A broken promise aborts
 * with the target's message after the input's name. It needs no libFuzzer,
 * so it is built and run by `meson test` in every build.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "fuzz.h"

#include <stdio.h>
#include <string.h>

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
collect (const char *path, GPtrArray *files)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_strdup (path));
      return;
    }
  dir = g_dir_open (path, 0, &error);
  if (dir == NULL)
    fuzz_fail ("%s", error->message);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.' && !g_str_has_prefix (name, "README"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *child = g_build_filename (path, g_ptr_array_index (names, i), NULL);

      collect (child, files);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE|DIR...\n", argv[0]);
      return 2;
    }
  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    collect (argv[i], files);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr (GError) error = NULL;
      g_autofree char *contents = NULL;
      g_autofree void *data = NULL;
      gsize size;

      if (!g_file_get_contents (path, &contents, &size, &error))
        fuzz_fail ("%s", error->message);
      /* Exactly the input's bytes, without the terminating NUL that
       * g_file_get_contents adds, so that a read past the end is caught. */
      data = g_memdup2 (contents, size);
      printf ("%s\n", path);
      fflush (stdout);
      LLVMFuzzerTestOneInput (data, size);
    }
  printf ("%u inputs ran\n", files->len);
  return 0;
}
