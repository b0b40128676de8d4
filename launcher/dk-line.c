/* dk-line.c: reading what a person types (dk-line.h).
 *
 * libedit (BSD licence) is optional: DK_HAVE_LIBEDIT says it was found
 * when duelkit was built.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-line.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef DK_HAVE_LIBEDIT
#include <editline/readline.h>
#endif

/**
 * dk_line_clean:
 * @raw: a line as read
 *
 * @raw without its control characters: an escape sequence (ESC [ ... a
 * final letter, or ESC and one character) is dropped whole, a tab becomes
 * a space, and the surrounding blanks are stripped.
 *
 * Returns: (transfer full): the line
 */
char *
dk_line_clean (const char *raw)
{
  GString *out = g_string_new (NULL);

  for (const guchar *c = (const guchar *) raw; *c != '\0'; c++)
    {
      if (*c == 0x1b)
        {
          /* ESC [ parameters final, or ESC O x, or ESC x. */
          if (c[1] == '[')
            {
              c += 2;
              while (*c != '\0' && (*c < 0x40 || *c > 0x7e))
                c++;
              if (*c == '\0')
                break;
            }
          else if (c[1] == 'O' && c[2] != '\0')
            c += 2;
          else if (c[1] != '\0')
            c++;
          continue;
        }
      if (*c == '\t')
        g_string_append_c (out, ' ');
      else if (*c >= 0x20 && *c != 0x7f)
        g_string_append_c (out, (char) *c);
    }
  return g_strstrip (g_string_free (out, FALSE));
}

/* Plain: the prompt, then the bytes up to a newline. */
static char *
dk_line_read_plain (const char *prompt)
{
  g_autoptr (GString) line = g_string_new (NULL);
  int c;

  if (prompt != NULL)
    fputs (prompt, stdout);
  fflush (stdout);
  while ((c = getchar ()) != EOF && c != '\n')
    g_string_append_c (line, (char) c);
  if (c == EOF && line->len == 0)
    return NULL;
  return dk_line_clean (line->str);
}

#ifdef DK_HAVE_LIBEDIT

/* What Tab may complete the line being read with (libedit's completion
 * hook takes no user data). */
static const char *const *dk_line_words;
static GPtrArray *dk_line_matches;
static guint dk_line_next_match;

static char *
dk_line_generate (const char *text, int state)
{
  if (state == 0)
    dk_line_next_match = 0;
  if (dk_line_matches == NULL || dk_line_next_match >= dk_line_matches->len)
    return NULL;
  /* libedit frees what it is given with free (). */
  return strdup (g_ptr_array_index (dk_line_matches, dk_line_next_match++));
}

/* Tab: the word being typed completed with a command, an option's word
 * or a card's id; after `card `, the rest of the line with a card's whole
 * name (names have spaces: only the part from the word being typed on is
 * replaced). */
static char **
dk_line_complete (const char *text, int start, int end)
{
  const char *line = rl_line_buffer;
  const char *typed = NULL;
  gsize text_len = strlen (text);

  /* A question with no words (a deck file's path): libedit's own
   * completion of file names. */
  if (dk_line_words == NULL)
    return NULL;
  rl_attempted_completion_over = 1;
  if (dk_line_matches == NULL)
    dk_line_matches = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_set_size (dk_line_matches, 0);
  while (*line == ' ')
    line++;
  if (line + 5 <= rl_line_buffer + start && g_ascii_strncasecmp (line, "card ", 5) == 0)
    {
      typed = line + 5;
      while (*typed == ' ')
        typed++;
    }
  for (guint i = 0; dk_line_words != NULL && dk_line_words[i] != NULL; i++)
    {
      const char *w = dk_line_words[i];

      if (typed != NULL)
        {
          gsize len = (gsize) (rl_line_buffer + end - typed);

          if (len >= text_len && g_ascii_strncasecmp (w, typed, len) == 0)
            g_ptr_array_add (dk_line_matches, g_strdup (w + (len - text_len)));
        }
      else if (strchr (w, ' ') == NULL && g_ascii_strncasecmp (w, text, text_len) == 0)
        g_ptr_array_add (dk_line_matches, g_strdup (w));
    }
  return rl_completion_matches (text, dk_line_generate);
}

static char *
dk_line_read_edited (const char *prompt, const char *const *words)
{
  static gboolean ready = FALSE;
  char *raw;
  char *line;

  if (!ready)
    {
      rl_readline_name = (char *) "duelkit";
      rl_attempted_completion_function = dk_line_complete;
      using_history ();
      ready = TRUE;
    }
  dk_line_words = words;
  fflush (stdout);
  raw = readline (prompt != NULL ? prompt : "");
  dk_line_words = NULL;
  if (raw == NULL)
    return NULL;
  line = dk_line_clean (raw);
  free (raw);
  /* The answers to the prompts of a game are kept, not a y or a number of
   * a menu. */
  if (words != NULL && *line != '\0')
    add_history (line);
  return line;
}

#endif

/**
 * dk_line_editing:
 *
 * Returns: whether lines are edited (libedit, on a terminal)
 */
gboolean
dk_line_editing (void)
{
#ifdef DK_HAVE_LIBEDIT
  static gint editing = -1;

  if (editing < 0)
    editing = isatty (STDIN_FILENO) && isatty (STDOUT_FILENO) &&
              g_strcmp0 (g_getenv ("TERM"), "dumb") != 0;
  return editing;
#else
  return FALSE;
#endif
}

/**
 * dk_line_read:
 * @prompt: (nullable): shown before the line
 * @words: (nullable): what Tab may complete the line with (and a line
 *   read with words is kept in the history)
 *
 * Returns: (transfer full) (nullable): the line, stripped, without control
 *   characters; NULL at the end of input
 */
char *
dk_line_read (const char *prompt, const char *const *words)
{
#ifdef DK_HAVE_LIBEDIT
  if (dk_line_editing ())
    return dk_line_read_edited (prompt, words);
#endif
  return dk_line_read_plain (prompt);
}
