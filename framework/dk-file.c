/* dk-file.c: reading and writing the files users name.
 *
 * Reading. "-" is standard input. A regular file may be read as often as
 * one likes, but a stream (standard input, a FIFO, a terminal) only once:
 * the second open of a FIFO waits for a writer that never comes, and the
 * second read of a pipe finds it empty. So the bytes of a stream are kept
 * for the life of the process, and every later read of the same stream
 * gets them: `duelkit validate -` reads the root element to know the kind
 * of file, then the loader reads the whole file, and both see the same
 * document. The size cap is applied to what is read, never to what stat
 * says, since a stream has no size and a file may grow.
 *
 * Writing. dk_file_write() never replaces what is not a regular file: a
 * device or a FIFO is written through, a symbolic link is followed to its
 * target. Only a regular file (or a new one) is replaced, through a
 * temporary file beside it renamed over it, so that a failed write leaves
 * the old file whole.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

/* Read in pieces of this size: a stream gives no size to allocate for. */
#define READ_CHUNK (64 * 1024)
/* Symbolic links followed before giving up, as the kernel does (ELOOP). */
#define MAX_LINKS 40

/* The streams read so far: "DEV:INODE" -> GBytes. */
static GMutex streams_lock;
static GHashTable *streams;

static char *
stream_key (const GStatBuf *st)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT, (guint64) st->st_dev,
                          (guint64) st->st_ino);
}

/* Read @fd to its end, or to @max + 1 bytes; FALSE with errno set on a
 * read error. */
static gboolean
read_all (int fd, gsize max, GByteArray *out)
{
  guint8 *buf = g_malloc (READ_CHUNK);
  gboolean ok = TRUE;
  int saved;

  while (out->len <= max)
    {
      gssize n = read (fd, buf, MIN ((gsize) READ_CHUNK, max + 1 - out->len));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          ok = FALSE;
          break;
        }
      if (n == 0)
        break;
      g_byte_array_append (out, buf, (guint) n);
    }
  saved = errno;
  g_free (buf);
  errno = saved;
  return ok;
}

/* Read @fd (@display_name in messages) with the cap. */
static GBytes *
read_fd (int fd, const char *display_name, gsize max, GPtrArray *problems, DkLoadError *code)
{
  g_autoptr (GByteArray) data = g_byte_array_new ();

  if (!read_all (fd, max, data))
    {
      int saved = errno;

      g_ptr_array_add (problems,
                       g_strdup_printf ("%s: cannot read: %s", display_name, g_strerror (saved)));
      *code = DK_LOAD_ERROR_IO;
      return NULL;
    }
  if (data->len > max)
    {
      g_ptr_array_add (problems,
                       g_strdup_printf ("%s:1: file is larger than %" G_GSIZE_FORMAT " bytes",
                                        display_name, max));
      *code = DK_LOAD_ERROR_TOO_LARGE;
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

static void
open_failed (const char *display_name, int saved, GPtrArray *problems, DkLoadError *code)
{
  if (saved == ENOENT)
    g_ptr_array_add (problems, g_strdup_printf ("%s: no such file", display_name));
  else if (saved == EISDIR)
    g_ptr_array_add (problems, g_strdup_printf ("%s: is a directory", display_name));
  else
    g_ptr_array_add (problems,
                     g_strdup_printf ("%s: cannot open: %s", display_name, g_strerror (saved)));
  *code = DK_LOAD_ERROR_IO;
}

/* Open @path (NULL: standard input), read it and close it. */
static GBytes *
read_path (const char *path,
           const char *display_name,
           gsize max,
           GPtrArray *problems,
           DkLoadError *code)
{
  GBytes *bytes;
  int fd = path == NULL ? dup (STDIN_FILENO) : g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    {
      open_failed (display_name, errno, problems, code);
      return NULL;
    }
  bytes = read_fd (fd, display_name, max, problems, code);
  close (fd);
  return bytes;
}

/* A stream: from the streams read before, or read now and kept. Called
 * with streams_lock held, so that two threads never both read it. */
static GBytes *
read_stream (const char *path,
             const GStatBuf *st,
             const char *display_name,
             gsize max,
             GPtrArray *problems,
             DkLoadError *code)
{
  g_autofree char *key = stream_key (st);
  GBytes *bytes;

  if (streams == NULL)
    streams =
        g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  bytes = g_hash_table_lookup (streams, key);
  if (bytes != NULL)
    return g_bytes_ref (bytes);

  bytes = read_path (path, display_name, max, problems, code);
  if (bytes == NULL)
    return NULL;
  g_hash_table_insert (streams, g_steal_pointer (&key), g_bytes_ref (bytes));
  return bytes;
}

/**
 * dk_file_read:
 * @path: a file, or "-" for standard input
 * @display_name: the FILE of messages
 * @max: the most bytes accepted
 * @problems: (element-type utf8): receives what went wrong
 * @code: (out): why it failed, when it returns %NULL
 *
 * Read a whole file, at most @max bytes of it. A stream is read once in the
 * process; later reads get the same bytes (see the top of this file).
 *
 * Returns: (transfer full) (nullable): the bytes
 */
GBytes *
dk_file_read (
    const char *path, const char *display_name, gsize max, GPtrArray *problems, DkLoadError *code)
{
  GStatBuf st;
  GBytes *bytes;

  g_return_val_if_fail (path != NULL && display_name != NULL, NULL);
  g_return_val_if_fail (problems != NULL && code != NULL, NULL);

  if (strcmp (path, "-") == 0)
    {
      /* Even a regular file on standard input is read only once: its
       * offset is at the end afterwards. */
      if (fstat (STDIN_FILENO, &st) != 0)
        {
          open_failed (display_name, errno, problems, code);
          return NULL;
        }
      g_mutex_lock (&streams_lock);
      bytes = read_stream (NULL, &st, display_name, max, problems, code);
      g_mutex_unlock (&streams_lock);
      return bytes;
    }

  if (g_stat (path, &st) != 0)
    {
      open_failed (display_name, errno, problems, code);
      return NULL;
    }
  if (S_ISDIR (st.st_mode))
    {
      open_failed (display_name, EISDIR, problems, code);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_mutex_lock (&streams_lock);
      bytes = read_stream (path, &st, display_name, max, problems, code);
      g_mutex_unlock (&streams_lock);
      return bytes;
    }

  return read_path (path, display_name, max, problems, code);
}

/* --- writing ------------------------------------------------------------ */

static gboolean
set_write_error (GError **error, const char *path, int saved)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: cannot write: %s", path,
               g_strerror (saved));
  return FALSE;
}

/* Write all of @data to @fd; FALSE with errno set. */
static gboolean
write_all (int fd, const guint8 *data, gsize len)
{
  while (len > 0)
    {
      gssize n = write (fd, data, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/* The file @path names once every symbolic link is followed, also when
 * the last one points to a file that does not exist yet. */
static char *
resolve_links (const char *path, GError **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i <= MAX_LINKS; i++)
    {
      GStatBuf st;
      g_autofree char *target = NULL;
      GError *local_error = NULL;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, &local_error);
      if (target == NULL)
        {
          g_set_error (error, G_FILE_ERROR, local_error->code, "%s: cannot write: %s", path,
                       local_error->message);
          g_error_free (local_error);
          return NULL;
        }
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, target, NULL);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&target);
        }
    }
  set_write_error (error, path, ELOOP);
  return NULL;
}

/* Write through what is there: a device, a FIFO, a socket. */
static gboolean
write_through (const char *path, const char *target, const void *data, gsize len, GError **error)
{
  int fd = g_open (target, O_WRONLY | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    return set_write_error (error, path, errno);
  if (!write_all (fd, data, len))
    {
      int saved = errno;

      close (fd);
      return set_write_error (error, path, saved);
    }
  if (close (fd) != 0 && errno != EINTR)
    return set_write_error (error, path, errno);
  return TRUE;
}

/* Replace a regular file (or make a new one) whole, or leave it as it was. */
static gboolean
write_replace (const char *path,
               const char *target,
               const GStatBuf *old,
               const void *data,
               gsize len,
               GError **error)
{
  g_autofree char *tmp = g_strdup_printf ("%s.XXXXXX", target);
  int fd;
  int saved;

  /* 0666 less the umask for a new file, as a shell redirection makes it;
   * an old file keeps its permissions. */
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return set_write_error (error, path, errno);
  if ((old != NULL && fchmod (fd, old->st_mode & 0777) != 0) || !write_all (fd, data, len) ||
      fsync (fd) != 0)
    {
      saved = errno;
      close (fd);
      g_unlink (tmp);
      return set_write_error (error, path, saved);
    }
  if (close (fd) != 0 || g_rename (tmp, target) != 0)
    {
      saved = errno;
      g_unlink (tmp);
      return set_write_error (error, path, saved);
    }
  return TRUE;
}

/**
 * dk_file_write:
 * @path: where to write: a file, or "-" for standard output
 * @data: (array length=len): the bytes
 * @len: how many
 * @error: return location for an error (%G_FILE_ERROR), its message
 *   "PATH: cannot write: reason"
 *
 * Write @data to @path without ever replacing what is not a regular file.
 * A symbolic link is followed to its target (a link to a file that does
 * not exist yet makes that file). A device, a FIFO or a socket is opened
 * and written through: never created, truncated or replaced. A regular
 * file, or a new one, is written to a temporary file beside it that is
 * then renamed over it, so that a failed write leaves the old file whole;
 * the file keeps its permissions.
 *
 * Returns: %TRUE when every byte was written
 */
gboolean
dk_file_write (const char *path, const void *data, gsize len, GError **error)
{
  g_autofree char *target = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (strcmp (path, "-") == 0)
    {
      /* What stdio holds goes first. */
      if (fflush (stdout) != 0 || !write_all (STDOUT_FILENO, data, len))
        return set_write_error (error, path, errno);
      return TRUE;
    }
  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  if (g_stat (target, &st) != 0)
    {
      if (errno != ENOENT)
        return set_write_error (error, path, errno);
      return write_replace (path, target, NULL, data, len, error);
    }
  if (S_ISDIR (st.st_mode))
    return set_write_error (error, path, EISDIR);
  if (!S_ISREG (st.st_mode))
    return write_through (path, target, data, len, error);
  return write_replace (path, target, &st, data, len, error);
}

/**
 * dk_file_get_game:
 * @path: a duelkit file: a card set, deck, ruleset or scenario ("-":
 *   standard input)
 * @error: return location for an error (%DK_LOAD_ERROR, "FILE:LINE: ...")
 *
 * The game a file is of, from the `game` attribute of its root element.
 * The file is read as the loaders read it (a stream once), so that a
 * loader may read it afterwards.
 *
 * Returns: (transfer full) (nullable): the game's id; %NULL when the file
 *   cannot be read, is not well-formed XML or names no game
 */
char *
dk_file_get_game (const char *path, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DkLoadError code = DK_LOAD_ERROR_INVALID;
  xmlDoc *doc;
  xmlNode *root;
  char *game;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = dk_xml_read_file_full (path, path, NULL, problems, &code);
  if (doc == NULL)
    {
      dk_problems_to_error_code (problems, code, error);
      return NULL;
    }
  root = xmlDocGetRootElement (doc);
  game = g_strdup (dk_xml_attr (root, "game"));
  if (game == NULL)
    {
      dk_problem_add (problems, path, root, "<%s> needs a game attribute",
                      (const char *) root->name);
      dk_problems_to_error (problems, error);
    }
  xmlFreeDoc (doc);
  return game;
}
