/* dk-textbuf.c: words for a person, each run marked by what it is (see
 * dk-textbuf.h). Runs are kept as byte ranges beside one string, so that
 * the plain text is always at hand and a reader that draws no styles reads
 * only the string.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-textbuf.h"

#include <stdarg.h>

struct _DkTextBuf
{
  GString *str;
  GArray *runs; /* DkTextRun, in order, none of them empty or plain */
};

/**
 * dk_text_buf_new:
 *
 * Returns: (transfer full): an empty text
 */
DkTextBuf *
dk_text_buf_new (void)
{
  DkTextBuf *text = g_new0 (DkTextBuf, 1);

  text->str = g_string_new (NULL);
  text->runs = g_array_new (FALSE, FALSE, sizeof (DkTextRun));
  return text;
}

/**
 * dk_text_buf_free:
 * @text: (nullable) (transfer full): a text
 */
void
dk_text_buf_free (DkTextBuf *text)
{
  if (text == NULL)
    return;
  g_string_free (text->str, TRUE);
  g_array_unref (text->runs);
  g_free (text);
}

/**
 * dk_text_buf_clear:
 * @text: a text
 *
 * Empties @text, to be written again.
 */
void
dk_text_buf_clear (DkTextBuf *text)
{
  g_return_if_fail (text != NULL);
  g_string_truncate (text->str, 0);
  g_array_set_size (text->runs, 0);
}

/* The bytes from @start on are a run of @style: join it to the run before
 * when that one is of the same style and ends where this begins. */
static void
mark_run (DkTextBuf *text, gsize start, DkTextStyle style)
{
  DkTextRun run = { start, text->str->len, style };

  if (style == DK_TEXT_PLAIN || run.end == run.start)
    return;
  if (text->runs->len > 0)
    {
      DkTextRun *last = &g_array_index (text->runs, DkTextRun, text->runs->len - 1);

      if (last->style == style && last->end == start)
        {
          last->end = run.end;
          return;
        }
    }
  g_array_append_val (text->runs, run);
}

/**
 * dk_text_buf_append:
 * @text: a text
 * @style: what @str is
 * @str: UTF-8 text; `\n` starts a new line
 */
void
dk_text_buf_append (DkTextBuf *text, DkTextStyle style, const char *str)
{
  gsize start;

  g_return_if_fail (text != NULL);
  g_return_if_fail (str != NULL);
  start = text->str->len;
  g_string_append (text->str, str);
  mark_run (text, start, style);
}

/**
 * dk_text_buf_printf:
 * @text: a text
 * @style: what the text is
 * @format: a printf() format
 * @...: its arguments
 */
void
dk_text_buf_printf (DkTextBuf *text, DkTextStyle style, const char *format, ...)
{
  va_list args;
  gsize start;

  g_return_if_fail (text != NULL);
  g_return_if_fail (format != NULL);
  start = text->str->len;
  va_start (args, format);
  g_string_append_vprintf (text->str, format, args);
  va_end (args);
  mark_run (text, start, style);
}

/**
 * dk_text_buf_newline:
 * @text: a text
 *
 * Ends the current line.
 */
void
dk_text_buf_newline (DkTextBuf *text)
{
  g_return_if_fail (text != NULL);
  g_string_append_c (text->str, '\n');
}

/**
 * dk_text_buf_get_string:
 * @text: a text
 *
 * Returns: (transfer none): the text without its styles, valid until @text
 *   changes
 */
const char *
dk_text_buf_get_string (const DkTextBuf *text)
{
  g_return_val_if_fail (text != NULL, NULL);
  return text->str->str;
}

/**
 * dk_text_buf_get_length:
 * @text: a text
 *
 * Returns: its length in bytes
 */
gsize
dk_text_buf_get_length (const DkTextBuf *text)
{
  g_return_val_if_fail (text != NULL, 0);
  return text->str->len;
}

/**
 * dk_text_buf_n_runs:
 * @text: a text
 *
 * Returns: how many runs of a style other than %DK_TEXT_PLAIN it has
 */
guint
dk_text_buf_n_runs (const DkTextBuf *text)
{
  g_return_val_if_fail (text != NULL, 0);
  return text->runs->len;
}

/**
 * dk_text_buf_get_run:
 * @text: a text
 * @index: which run, from 0, in the order of the text
 *
 * The bytes between runs are plain.
 *
 * Returns: (transfer none): the run, valid until @text changes
 */
const DkTextRun *
dk_text_buf_get_run (const DkTextBuf *text, guint index)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (index < text->runs->len, NULL);
  return &g_array_index (text->runs, DkTextRun, index);
}
