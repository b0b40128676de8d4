/* dk-screen.c: text for a person, written to a terminal or a pipe (see
 * dk-screen.h).
 *
 * Text is taken apart into cells, one a character with its display width
 * and its style, after it has been cleaned: so that wrapping counts
 * columns, not bytes, and nothing read from a file reaches the terminal
 * as anything but printable characters.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-screen.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* What replaces a character that may not be shown. */
#define DK_SCREEN_REPLACEMENT 0xFFFD

/* Board memories: one a seat, and one each for a spectator and the full
 * view (seats -1 and -2). */
#define DK_SCREEN_N_SEATS (DK_MAX_PLAYERS + 2)

struct _DkScreen
{
  FILE *out;
  gboolean color;
  gboolean terminal;
  guint width;
  guint height;
  /* The boards last shown to each seat, and the ones before them, as
   * their plain lines: a redraw of the same board marks what the first
   * drawing marked. */
  GPtrArray *board_now[DK_SCREEN_N_SEATS];
  GPtrArray *board_before[DK_SCREEN_N_SEATS];
};

typedef struct
{
  gunichar ch;
  guint8 width;
  guint8 style;
} DkCell;

/* --- colour --------------------------------------------------------------- */

/**
 * dk_color_mode_parse:
 * @text: `auto`, `always` or `never`
 * @out_mode: (out): the mode
 *
 * Returns: %FALSE when @text is none of them
 */
gboolean
dk_color_mode_parse (const char *text, DkColorMode *out_mode)
{
  if (g_strcmp0 (text, "auto") == 0)
    *out_mode = DK_COLOR_AUTO;
  else if (g_strcmp0 (text, "always") == 0)
    *out_mode = DK_COLOR_ALWAYS;
  else if (g_strcmp0 (text, "never") == 0)
    *out_mode = DK_COLOR_NEVER;
  else
    return FALSE;
  return TRUE;
}

/**
 * dk_color_wanted:
 * @mode: what the user asked for
 * @is_terminal: whether the output is a terminal
 * @term: (nullable): the value of `TERM`
 * @no_color: (nullable): the value of `NO_COLOR`
 *
 * The rule of %DK_COLOR_AUTO, apart from the process's environment so
 * that it can be tested: colour on a terminal that can draw it, unless
 * `NO_COLOR` is set to anything (https://no-color.org).
 *
 * Returns: whether to draw in colour
 */
gboolean
dk_color_wanted (DkColorMode mode, gboolean is_terminal, const char *term, const char *no_color)
{
  if (mode == DK_COLOR_ALWAYS)
    return TRUE;
  if (mode == DK_COLOR_NEVER)
    return FALSE;
  if (no_color != NULL && *no_color != '\0')
    return FALSE;
  if (!is_terminal)
    return FALSE;
  return term != NULL && *term != '\0' && strcmp (term, "dumb") != 0;
}

/* The SGR parameters of @style; NULL: drawn plain. */
static const char *
dk_style_sgr (guint style)
{
  static const char *const players[] = { "1;34", "1;35", "1;36", "1;32" };

  if (style >= DK_TEXT_PLAYER)
    return players[(style - DK_TEXT_PLAYER) % G_N_ELEMENTS (players)];
  switch (style)
    {
    case DK_TEXT_HEADING:
      return "1";
    case DK_TEXT_LABEL:
      return NULL;
    case DK_TEXT_VALUE:
      return "1";
    case DK_TEXT_CARD:
      return "36";
    case DK_TEXT_HIDDEN:
      return "90";
    case DK_TEXT_GOOD:
      return "32";
    case DK_TEXT_BAD:
      return "31";
    case DK_TEXT_DIM:
      return "2";
    case DK_TEXT_ACTIVE:
      return "1;33";
    default:
      return NULL;
    }
}

/* --- the screen ----------------------------------------------------------- */

/**
 * dk_screen_new:
 * @out: where to write (not closed by the screen)
 * @mode: when to draw in colour
 *
 * Returns: (transfer full): a screen over @out, its size that of the
 *   terminal @out is, else `$COLUMNS` by `$LINES`, else 80 by 24
 */
DkScreen *
dk_screen_new (FILE *out, DkColorMode mode)
{
  DkScreen *screen = g_new0 (DkScreen, 1);
  int fd = out != NULL ? fileno (out) : -1;

  screen->out = out;
  screen->terminal = fd >= 0 && isatty (fd);
  screen->color =
      dk_color_wanted (mode, screen->terminal, g_getenv ("TERM"), g_getenv ("NO_COLOR"));
  dk_screen_update_size (screen);
  return screen;
}

/**
 * dk_screen_free:
 * @screen: (nullable) (transfer full): a screen
 */
void
dk_screen_free (DkScreen *screen)
{
  if (screen == NULL)
    return;
  dk_screen_forget_boards (screen);
  g_free (screen);
}

FILE *
dk_screen_get_file (const DkScreen *screen)
{
  return screen->out;
}

gboolean
dk_screen_get_color (const DkScreen *screen)
{
  return screen->color;
}

/* Whether the output is a terminal (a person reads it as it comes). */
gboolean
dk_screen_is_terminal (const DkScreen *screen)
{
  return screen->terminal;
}

guint
dk_screen_get_width (const DkScreen *screen)
{
  return screen->width;
}

guint
dk_screen_get_height (const DkScreen *screen)
{
  return screen->height;
}

/**
 * dk_screen_set_size:
 * @screen: a screen
 * @width: columns, at least %DK_SCREEN_MIN_WIDTH (less is taken as that)
 * @height: rows (0: %DK_SCREEN_DEFAULT_HEIGHT)
 *
 * Draws at this size from now on, whatever the terminal's.
 */
void
dk_screen_set_size (DkScreen *screen, guint width, guint height)
{
  screen->width = MAX (width, DK_SCREEN_MIN_WIDTH);
  screen->height = height > 0 ? MAX (height, 8) : DK_SCREEN_DEFAULT_HEIGHT;
}

static guint
dk_env_size (const char *name, guint def)
{
  const char *value = g_getenv (name);
  guint64 n;

  if (value != NULL && g_ascii_string_to_unsigned (value, 10, 1, 10000, &n, NULL))
    return (guint) n;
  return def;
}

/**
 * dk_screen_update_size:
 * @screen: a screen
 *
 * Takes the size of the terminal again (it may have been resized).
 */
void
dk_screen_update_size (DkScreen *screen)
{
  guint width = dk_env_size ("COLUMNS", DK_SCREEN_DEFAULT_WIDTH);
  guint height = dk_env_size ("LINES", DK_SCREEN_DEFAULT_HEIGHT);
#ifdef TIOCGWINSZ
  struct winsize ws;

  if (screen->terminal && ioctl (fileno (screen->out), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    {
      width = ws.ws_col;
      if (ws.ws_row > 0)
        height = ws.ws_row;
    }
#endif
  dk_screen_set_size (screen, width, height);
}

/* --- cleaning ------------------------------------------------------------- */

/* May @ch be written to a terminal? Not a control character (C0 but the
 * newline, DEL, C1), nor one that reorders the text after it (the
 * bidirectional embeddings, overrides and isolates, and the marks). */
static gboolean
dk_char_printable (gunichar ch)
{
  if (ch == '\n')
    return TRUE;
  if (ch < 0x20 || (ch >= 0x7F && ch <= 0x9F))
    return FALSE;
  if ((ch >= 0x202A && ch <= 0x202E) || (ch >= 0x2066 && ch <= 0x2069))
    return FALSE;
  if (ch == 0x200E || ch == 0x200F || ch == 0x061C)
    return FALSE;
  return TRUE;
}

/* Calls @emit for each character of @text[0..@length), cleaned: a tab is
 * a space, invalid UTF-8 and characters that may not be shown are
 * U+FFFD. */
static void
dk_each_char (const char *text, gsize length, void (*emit) (gunichar, gpointer), gpointer data)
{
  const char *p = text, *end = text + length;

  while (p < end)
    {
      gunichar ch = g_utf8_get_char_validated (p, end - p);

      if (ch == (gunichar) -1 || ch == (gunichar) -2)
        {
          emit (DK_SCREEN_REPLACEMENT, data);
          p++;
          continue;
        }
      p = g_utf8_next_char (p);
      if (ch == '\t')
        ch = ' ';
      emit (dk_char_printable (ch) ? ch : DK_SCREEN_REPLACEMENT, data);
    }
}

static void
dk_emit_to_string (gunichar ch, gpointer data)
{
  g_string_append_unichar (data, ch);
}

/**
 * dk_screen_sanitize:
 * @text: text from anywhere (a card set, a deck, a save)
 * @length: its length in bytes, or -1 when it ends with a NUL
 *
 * Returns: (transfer full): @text as it may be shown: valid UTF-8 without
 *   control characters (but the newline), escape sequences or
 *   bidirectional overrides: each is U+FFFD, and so is each byte that is
 *   not UTF-8
 */
char *
dk_screen_sanitize (const char *text, gssize length)
{
  GString *out = g_string_new (NULL);

  if (text == NULL)
    return g_string_free (out, FALSE);
  dk_each_char (text, length < 0 ? strlen (text) : (gsize) length, dk_emit_to_string, out);
  return g_string_free (out, FALSE);
}

static guint
dk_char_width (gunichar ch)
{
  if (g_unichar_iszerowidth (ch))
    return 0;
  return g_unichar_iswide (ch) ? 2 : 1;
}

/**
 * dk_screen_text_width:
 * @text: UTF-8 text of one line
 *
 * Returns: the columns it takes on a terminal, once cleaned
 */
guint
dk_screen_text_width (const char *text)
{
  g_autofree char *clean = dk_screen_sanitize (text, -1);
  guint width = 0;

  for (const char *p = clean; *p != '\0'; p = g_utf8_next_char (p))
    width += dk_char_width (g_utf8_get_char (p));
  return width;
}

/* --- cells ---------------------------------------------------------------- */

typedef struct
{
  GArray *cells;
  guint8 style;
} DkCellSink;

static void
dk_emit_to_cells (gunichar ch, gpointer data)
{
  DkCellSink *sink = data;
  DkCell cell = { ch, (guint8) (ch == '\n' ? 0 : dk_char_width (ch)), sink->style };

  g_array_append_val (sink->cells, cell);
}

/* @text as cells, cleaned, each with its style ('\n' cells end lines). */
static GArray *
dk_text_cells (const DkTextBuf *text)
{
  const char *str = dk_text_buf_get_string (text);
  gsize len = dk_text_buf_get_length (text);
  DkCellSink sink = { g_array_sized_new (FALSE, FALSE, sizeof (DkCell), len), DK_TEXT_PLAIN };
  gsize at = 0;

  for (guint r = 0; r <= dk_text_buf_n_runs (text); r++)
    {
      const DkTextRun *run = r < dk_text_buf_n_runs (text) ? dk_text_buf_get_run (text, r) : NULL;
      gsize start = run ? MIN (run->start, len) : len;
      gsize end = run ? MIN (run->end, len) : len;

      if (start > at)
        {
          sink.style = DK_TEXT_PLAIN;
          dk_each_char (str + at, start - at, dk_emit_to_cells, &sink);
        }
      if (run != NULL && end > start && start >= at)
        {
          sink.style = (guint8) MIN ((guint) run->style, 255u);
          dk_each_char (str + start, end - start, dk_emit_to_cells, &sink);
        }
      at = MAX (at, end);
    }
  return sink.cells;
}

/* --- wrapping ------------------------------------------------------------- */

typedef struct
{
  DkScreen *screen;   /* NULL: count only */
  const char *margin; /* written before each row, or NULL */
  const char *margin_sgr;
  guint rows;
} DkRowWriter;

/* Writes one row: @indent spaces, then @cells[from..to) with their styles. */
static void
dk_write_row (DkRowWriter *w, const DkCell *cells, guint from, guint to, guint indent)
{
  GString *row;
  guint8 style = DK_TEXT_PLAIN;
  gboolean color;

  w->rows++;
  if (w->screen == NULL)
    return;
  color = w->screen->color;
  /* No trailing blanks. */
  while (to > from && cells[to - 1].ch == ' ')
    to--;
  row = g_string_new (NULL);
  if (w->margin != NULL)
    {
      if (color && w->margin_sgr != NULL)
        g_string_append_printf (row, "\033[%sm%s\033[0m", w->margin_sgr, w->margin);
      else
        g_string_append (row, w->margin);
    }
  if (to > from)
    for (guint i = 0; i < indent; i++)
      g_string_append_c (row, ' ');
  for (guint i = from; i < to; i++)
    {
      if (color && cells[i].style != style)
        {
          const char *sgr = dk_style_sgr (cells[i].style);

          if (dk_style_sgr (style) != NULL)
            g_string_append (row, "\033[0m");
          if (sgr != NULL)
            g_string_append_printf (row, "\033[%sm", sgr);
          style = cells[i].style;
        }
      g_string_append_unichar (row, cells[i].ch);
    }
  if (color && dk_style_sgr (style) != NULL)
    g_string_append (row, "\033[0m");
  /* A margin alone (an empty line) keeps no blanks either. */
  while (row->len > 0 && row->str[row->len - 1] == ' ')
    g_string_truncate (row, row->len - 1);
  g_string_append_c (row, '\n');
  fputs (row->str, w->screen->out);
  g_string_free (row, TRUE);
}

static guint
dk_cells_width (const DkCell *cells, guint from, guint to)
{
  guint width = 0;

  for (guint i = from; i < to; i++)
    width += cells[i].width;
  return width;
}

/* Writes one line, @cells[0..@n) without '\n', in rows of at most @width
 * columns: broken between words, a word longer than a row broken where the
 * row ends; rows after the first indented two more than the line. */
static void
dk_wrap_line (DkRowWriter *w, const DkCell *cells, guint n, guint width)
{
  guint indent = 0, cont, pos = 0;
  gboolean first = TRUE;

  while (indent < n && cells[indent].ch == ' ')
    indent++;
  cont = MIN (indent + 2, width / 2);
  if (n == 0 || indent == n)
    {
      dk_write_row (w, cells, 0, 0, 0);
      return;
    }
  while (pos < n)
    {
      guint row_from, col, row_to;

      if (!first)
        while (pos < n && cells[pos].ch == ' ')
          pos++;
      if (pos >= n)
        break;
      row_from = pos;
      col = first ? 0 : cont;
      row_to = pos;
      for (;;)
        {
          guint word_from = pos, word_to;
          guint spaces, word;

          while (word_from < n && cells[word_from].ch == ' ')
            word_from++;
          if (word_from >= n)
            {
              pos = n;
              break;
            }
          word_to = word_from;
          while (word_to < n && cells[word_to].ch != ' ')
            word_to++;
          spaces = dk_cells_width (cells, pos, word_from);
          word = dk_cells_width (cells, word_from, word_to);
          if (col + spaces + word <= width)
            {
              col += spaces + word;
              pos = word_to;
              row_to = word_to;
              continue;
            }
          if (row_to > row_from && dk_cells_width (cells, row_from, row_to) > 0 &&
              !(first && row_to <= indent))
            break; /* the word goes on the next row */
          /* A word longer than a row: as much of it as fits. */
          col += spaces;
          pos = word_from;
          while (pos < word_to && (col + cells[pos].width <= width || col == 0))
            col += cells[pos++].width;
          if (pos == word_from && col < width)
            pos++; /* never stall */
          row_to = pos;
          break;
        }
      dk_write_row (w, cells, row_from, row_to, first ? 0 : cont);
      first = FALSE;
    }
}

/* Writes (or counts) @cells, line by line, each wrapped at @width. */
static void
dk_wrap_cells (DkRowWriter *w, GArray *cells, guint width)
{
  const DkCell *c = (const DkCell *) cells->data;
  guint start = 0;

  for (guint i = 0; i <= cells->len; i++)
    if (i == cells->len || c[i].ch == '\n')
      {
        /* Text ending with a newline ends there: no empty row after it. */
        if (i == cells->len && i == start && cells->len > 0)
          break;
        dk_wrap_line (w, c + start, i - start, width);
        start = i + 1;
      }
}

/**
 * dk_screen_write:
 * @screen: a screen
 * @text: the text: each line wrapped at the screen's width
 *
 * Returns: the rows written
 */
guint
dk_screen_write (DkScreen *screen, const DkTextBuf *text)
{
  g_autoptr (GArray) cells = dk_text_cells (text);
  DkRowWriter w = { screen, NULL, NULL, 0 };

  dk_wrap_cells (&w, cells, screen->width);
  return w.rows;
}

/**
 * dk_screen_count_rows:
 * @screen: a screen
 * @text: a text
 *
 * Returns: the rows dk_screen_write() would take for @text
 */
guint
dk_screen_count_rows (const DkScreen *screen, const DkTextBuf *text)
{
  g_autoptr (GArray) cells = dk_text_cells (text);
  DkRowWriter w = { NULL, NULL, NULL, 0 };

  dk_wrap_cells (&w, cells, screen->width);
  return w.rows;
}

/**
 * dk_screen_print:
 * @screen: a screen
 * @style: the style of the whole text
 * @format: a printf() format
 * @...: its arguments
 *
 * Returns: the rows written
 */
guint
dk_screen_print (DkScreen *screen, DkTextStyle style, const char *format, ...)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  g_autofree char *str = NULL;
  va_list args;

  va_start (args, format);
  str = g_strdup_vprintf (format, args);
  va_end (args);
  dk_text_buf_append (text, style, str);
  return dk_screen_write (screen, text);
}

/* --- boards and their changes --------------------------------------------- */

static GPtrArray *
dk_plain_lines (GArray *cells)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  GString *line = g_string_new (NULL);

  for (guint i = 0; i < cells->len; i++)
    {
      const DkCell *c = &g_array_index (cells, DkCell, i);

      if (c->ch == '\n')
        {
          g_ptr_array_add (lines, g_strdup (line->str));
          g_string_truncate (line, 0);
        }
      else
        g_string_append_unichar (line, c->ch);
    }
  if (line->len > 0)
    g_ptr_array_add (lines, g_strdup (line->str));
  g_string_free (line, TRUE);
  return lines;
}

static gboolean
dk_lines_equal (GPtrArray *a, GPtrArray *b)
{
  if (a == NULL || b == NULL || a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (strcmp (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) != 0)
      return FALSE;
  return TRUE;
}

/**
 * dk_screen_write_board:
 * @screen: a screen
 * @seat: whose board it is: a player from 0, %DK_VIEWER_SPECTATOR or
 *   %DK_VIEWER_FULL
 * @board: the board's text
 *
 * Writes @board with a margin of two columns, wrapped at the width left:
 * the lines that were not on the previous board shown to @seat are marked
 * with a `*` there (in colour when colour is on). The same board shown
 * again keeps the marks it had. The first board shown to a seat has none.
 *
 * Returns: the rows written
 */
guint
dk_screen_write_board (DkScreen *screen, gint seat, const DkTextBuf *board)
{
  g_autoptr (GArray) cells = dk_text_cells (board);
  g_autoptr (GHashTable) before = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *lines = dk_plain_lines (cells);
  guint slot = (guint) CLAMP (seat + 2, 0, DK_SCREEN_N_SEATS - 1);
  const DkCell *c = (const DkCell *) cells->data;
  DkRowWriter w = { screen, NULL, NULL, 0 };
  guint start = 0, line = 0;

  if (dk_lines_equal (lines, screen->board_now[slot]))
    g_ptr_array_unref (lines);
  else
    {
      if (screen->board_before[slot] != NULL)
        g_ptr_array_unref (screen->board_before[slot]);
      screen->board_before[slot] = screen->board_now[slot];
      screen->board_now[slot] = lines;
    }
  lines = screen->board_now[slot];
  /* A line is new when the previous board had fewer lines like it. */
  if (screen->board_before[slot] != NULL)
    for (guint i = 0; i < screen->board_before[slot]->len; i++)
      {
        gpointer key = g_ptr_array_index (screen->board_before[slot], i);

        g_hash_table_insert (
            before, key,
            GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (before, key)) + 1));
      }
  for (guint i = 0; i <= cells->len; i++)
    if (i == cells->len || c[i].ch == '\n')
      {
        gboolean changed = FALSE;

        if (i == cells->len && i == start && cells->len > 0)
          break;
        if (screen->board_before[slot] != NULL && line < lines->len)
          {
            const char *text = g_ptr_array_index (lines, line);
            guint n = GPOINTER_TO_UINT (g_hash_table_lookup (before, text));

            if (n == 0)
              changed = *text != '\0';
            else
              g_hash_table_insert (before, (gpointer) text, GUINT_TO_POINTER (n - 1));
          }
        w.margin = changed ? "* " : "  ";
        w.margin_sgr = changed ? "1;33" : NULL;
        dk_wrap_line (&w, c + start, i - start, screen->width - 2);
        start = i + 1;
        line++;
      }
  return w.rows;
}

/**
 * dk_screen_forget_boards:
 * @screen: a screen
 *
 * Forgets the boards shown: the next board of each seat has no marks.
 */
void
dk_screen_forget_boards (DkScreen *screen)
{
  for (guint i = 0; i < DK_SCREEN_N_SEATS; i++)
    {
      g_clear_pointer (&screen->board_now[i], g_ptr_array_unref);
      g_clear_pointer (&screen->board_before[i], g_ptr_array_unref);
    }
}

/**
 * dk_screen_clear:
 * @screen: a screen
 *
 * Clears a terminal (and its scrollback), so that what was shown before
 * cannot be read; elsewhere (a pipe, a file) writes blank lines.
 */
void
dk_screen_clear (DkScreen *screen)
{
  if (screen->terminal)
    fputs ("\033[H\033[2J\033[3J", screen->out);
  else
    fputs ("\n\n\n", screen->out);
  fflush (screen->out);
}
