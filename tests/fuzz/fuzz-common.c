/* fuzz-common.c: what the fuzz targets share (fuzz.h).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "dk-games.h"
#include "sk-module.h"

/* A warning or a critical is a bug found (a g_return_if_fail that bad data
 * reached, a module that logs instead of reporting): abort on it. Debug and
 * info messages are dropped, as they would be without G_MESSAGES_DEBUG. */
static GLogWriterOutput
fuzz_log_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      g_log_writer_standard_streams (level, fields, n_fields, user_data);
      fprintf (stderr, "fuzz: a %s was logged\n",
               level & G_LOG_LEVEL_WARNING ? "warning" : "critical or error");
      abort ();
    }
  if (level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO))
    return G_LOG_WRITER_HANDLED;
  return g_log_writer_standard_streams (level, fields, n_fields, user_data);
}

void
fuzz_init (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  g_log_set_writer_func (fuzz_log_writer, NULL, NULL);
  /* The shipped card sets and rulesets: decks name their cards, rulesets
   * extend the shipped ones, scenarios name them. */
  if (g_getenv ("DUELKIT_DATA_DIR") == NULL)
    g_setenv ("DUELKIT_DATA_DIR", FUZZ_SOURCE_ROOT, TRUE);
  dk_games_register_builtin ();
  /* The framework's test game, for the scenarios of tests/scenarios/skirmish. */
  if (dk_module_lookup ("skirmish") == NULL)
    {
      g_autoptr (GError) error = NULL;

      if (!dk_module_register (sk_module_get (), &error))
        fuzz_fail ("cannot register the test game: %s", error->message);
    }
  g_once_init_leave (&done, 1);
}

static char *tmp_dir;

/* Remove @path and what it holds, without following links. */
static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

static void
remove_tmp_dir (void)
{
  remove_tree (tmp_dir);
}

const char *
fuzz_tmp_dir (void)
{
  if (tmp_dir == NULL)
    {
      g_autoptr (GError) error = NULL;

      tmp_dir = g_dir_make_tmp ("duelkit-fuzz-XXXXXX", &error);
      if (tmp_dir == NULL)
        fuzz_fail ("%s", error->message);
      /* A crash leaves it, with the input that crashed. */
      atexit (remove_tmp_dir);
    }
  return tmp_dir;
}

void
fuzz_write (const char *path, const void *data, size_t size)
{
  g_autoptr (GError) error = NULL;

  if (!g_file_set_contents (path, data, (gssize) size, &error))
    fuzz_fail ("%s", error->message);
}

void
fuzz_fail (const char *format, ...)
{
  va_list args;

  fputs ("fuzz: ", stderr);
  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  fflush (stderr);
  abort ();
}

/* "FILE:LINE: " with LINE a positive number; FILE may hold colons. */
static gboolean
fuzz_line_located (const char *line)
{
  for (const char *p = strchr (line, ':'); p != NULL; p = strchr (p + 1, ':'))
    {
      const char *q = p + 1;

      if (*q < '1' || *q > '9')
        continue;
      while (g_ascii_isdigit (*q))
        q++;
      if (q[0] == ':' && q[1] == ' ' && p > line)
        return TRUE;
    }
  return FALSE;
}

gboolean
fuzz_lines_located (const char *message)
{
  g_auto (GStrv) lines = g_strsplit (message, "\n", -1);

  if (lines[0] == NULL)
    return FALSE;
  for (guint i = 0; lines[i] != NULL; i++)
    if (!fuzz_line_located (lines[i]))
      return FALSE;
  return TRUE;
}
