/* test-screen.c: the screen writer (launcher/dk-screen.c): when it draws
 * colour, how it wraps, what it cleans out of text from files, and the
 * marks of a board's changes.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdio.h>
#include <string.h>

#include "dk-screen.h"

/* A screen over a memory stream, @width wide. */
typedef struct
{
  FILE *out;
  char *buf;
  size_t size;
  DkScreen *screen;
} Memory;

static void
memory_open (Memory *m, DkColorMode mode, guint width)
{
  memset (m, 0, sizeof *m);
  m->out = open_memstream (&m->buf, &m->size);
  g_assert_nonnull (m->out);
  m->screen = dk_screen_new (m->out, mode);
  dk_screen_set_size (m->screen, width, 24);
}

/* What was written since the last call (transfer full). */
static char *
memory_take (Memory *m)
{
  char *text;

  fflush (m->out);
  text = g_strndup (m->buf, m->size);
  rewind (m->out);
  fflush (m->out);
  memset (m->buf, 0, m->size);
  m->size = 0;
  return text;
}

static void
memory_close (Memory *m)
{
  dk_screen_free (m->screen);
  fclose (m->out);
  free (m->buf);
}

/* --- colour ------------------------------------------------------------------ */

static void
test_color_decision (void)
{
  /* auto: a terminal that draws colour, NO_COLOR unset or empty. */
  g_assert_true (dk_color_wanted (DK_COLOR_AUTO, TRUE, "xterm-256color", NULL));
  g_assert_true (dk_color_wanted (DK_COLOR_AUTO, TRUE, "xterm", ""));
  g_assert_false (dk_color_wanted (DK_COLOR_AUTO, FALSE, "xterm", NULL));
  g_assert_false (dk_color_wanted (DK_COLOR_AUTO, TRUE, "xterm", "1"));
  g_assert_false (dk_color_wanted (DK_COLOR_AUTO, TRUE, "xterm", "0"));
  g_assert_false (dk_color_wanted (DK_COLOR_AUTO, TRUE, "dumb", NULL));
  g_assert_false (dk_color_wanted (DK_COLOR_AUTO, TRUE, NULL, NULL));
  /* --color=always and never override everything. */
  g_assert_true (dk_color_wanted (DK_COLOR_ALWAYS, FALSE, "dumb", "1"));
  g_assert_false (dk_color_wanted (DK_COLOR_NEVER, TRUE, "xterm", NULL));
}

static void
test_color_parse (void)
{
  DkColorMode mode = DK_COLOR_NEVER;

  g_assert_true (dk_color_mode_parse ("auto", &mode));
  g_assert_cmpint (mode, ==, DK_COLOR_AUTO);
  g_assert_true (dk_color_mode_parse ("always", &mode));
  g_assert_cmpint (mode, ==, DK_COLOR_ALWAYS);
  g_assert_true (dk_color_mode_parse ("never", &mode));
  g_assert_cmpint (mode, ==, DK_COLOR_NEVER);
  g_assert_false (dk_color_mode_parse ("sometimes", &mode));
  g_assert_false (dk_color_mode_parse (NULL, &mode));
}

/* A memory stream is no terminal: auto draws plain; always draws the
 * styles as SGR sequences, reset at the end of each row. */
static void
test_color_output (void)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  g_autofree char *plain = NULL;
  g_autofree char *colored = NULL;
  Memory m;

  dk_text_buf_append (text, DK_TEXT_PLAYER + 1, "Player 2");
  dk_text_buf_append (text, DK_TEXT_PLAIN, " takes ");
  dk_text_buf_append (text, DK_TEXT_BAD, "4 damage");
  dk_text_buf_newline (text);

  memory_open (&m, DK_COLOR_AUTO, 80);
  g_assert_false (dk_screen_get_color (m.screen));
  dk_screen_write (m.screen, text);
  plain = memory_take (&m);
  memory_close (&m);
  g_assert_cmpstr (plain, ==, "Player 2 takes 4 damage\n");

  memory_open (&m, DK_COLOR_ALWAYS, 80);
  g_assert_true (dk_screen_get_color (m.screen));
  dk_screen_write (m.screen, text);
  colored = memory_take (&m);
  memory_close (&m);
  g_assert_nonnull (strstr (colored, "\033[1;35mPlayer 2\033[0m"));
  g_assert_nonnull (strstr (colored, "\033[31m4 damage\033[0m\n"));

  memory_open (&m, DK_COLOR_NEVER, 80);
  g_assert_false (dk_screen_get_color (m.screen));
  memory_close (&m);
}

/* --- wrapping ---------------------------------------------------------------- */

/* Every row of @out is at most @width columns; no word of @words is cut
 * unless it is longer than a row; every word is there. */
static void
assert_wrapped (const char *out, guint width, const char *source)
{
  g_auto (GStrv) rows = g_strsplit (out, "\n", -1);
  g_auto (GStrv) words = g_strsplit_set (source, " \n", -1);
  g_autoptr (GString) joined = g_string_new (NULL);

  for (guint i = 0; rows[i] != NULL; i++)
    {
      g_assert_cmpuint (dk_screen_text_width (rows[i]), <=, width);
      g_string_append_printf (joined, " %s ", rows[i]);
    }
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *needle = g_strdup_printf (" %s ", words[i]);

      if (*words[i] == '\0' || dk_screen_text_width (words[i]) > width - 4)
        continue;
      /* Whole, between blanks: never cut in the middle. */
      if (strstr (joined->str, needle) == NULL)
        g_error ("\"%s\" was cut at width %u:\n%s", words[i], width, out);
    }
}

static void
test_wrap_widths (void)
{
  static const char *const source =
      "  hand        6: Shake the Ground (DKU1-306); Stonemason's Oath (DKU1-210); "
      "The Anvil's Hammer (DKU1-405); Rooted Palm (DKU1-114); Weight of Years (DKU1-211); "
      "Foundry Lariat (DKU1-118); Ünïcødé Wörd Ｗｉｄｅ 全角文字 end\n"
      "short line\n"
      "Supercalifragilisticexpialidocious-and-then-some-more-letters-to-be-longer-than-forty "
      "words after it\n";
  static const guint widths[] = { 80, 50, 40 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_autoptr (DkTextBuf) text = dk_text_buf_new ();
      g_autofree char *out = NULL;
      guint rows;
      Memory m;

      dk_text_buf_append (text, DK_TEXT_PLAIN, source);
      memory_open (&m, DK_COLOR_NEVER, widths[i]);
      rows = dk_screen_write (m.screen, text);
      g_assert_cmpuint (rows, ==, dk_screen_count_rows (m.screen, text));
      out = memory_take (&m);
      memory_close (&m);
      assert_wrapped (out, widths[i], source);
      /* Rows after the first of a line are indented two more than it. */
      {
        g_auto (GStrv) lines = g_strsplit (out, "\n", -1);

        g_assert_true (g_str_has_prefix (lines[0], "  hand "));
        g_assert_true (g_str_has_prefix (lines[1], "    ") && lines[1][4] != ' ');
      }
    }
}

/* A word longer than the row is broken where the row ends, and no row
 * is wider than the screen. */
static void
test_wrap_long_word (void)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  g_autofree char *word = g_strnfill (130, 'x');
  g_autofree char *out = NULL;
  g_auto (GStrv) rows = NULL;
  guint total = 0;
  Memory m;

  dk_text_buf_append (text, DK_TEXT_CARD, word);
  memory_open (&m, DK_COLOR_NEVER, 40);
  dk_screen_write (m.screen, text);
  out = memory_take (&m);
  memory_close (&m);
  rows = g_strsplit (out, "\n", -1);
  for (guint i = 0; rows[i] != NULL; i++)
    {
      g_assert_cmpuint (dk_screen_text_width (rows[i]), <=, 40);
      for (const char *p = rows[i]; *p; p++)
        total += *p == 'x';
    }
  g_assert_cmpuint (total, ==, 130);
}

/* A screen is never narrower than 40 columns. */
static void
test_wrap_minimum (void)
{
  Memory m;

  memory_open (&m, DK_COLOR_NEVER, 10);
  g_assert_cmpuint (dk_screen_get_width (m.screen), ==, DK_SCREEN_MIN_WIDTH);
  memory_close (&m);
}

/* Coloured rows are wrapped by their visible columns, not their bytes. */
static void
test_wrap_color (void)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  g_autofree char *out = NULL;
  g_auto (GStrv) rows = NULL;
  Memory m;

  for (guint i = 0; i < 20; i++)
    {
      dk_text_buf_append (text, DK_TEXT_CARD, "Ember Jab");
      dk_text_buf_append (text, DK_TEXT_PLAIN, ", ");
    }
  memory_open (&m, DK_COLOR_ALWAYS, 50);
  dk_screen_write (m.screen, text);
  out = memory_take (&m);
  memory_close (&m);
  rows = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (rows), >, 2);
  for (guint i = 0; rows[i] != NULL; i++)
    {
      g_autoptr (GString) visible = g_string_new (NULL);

      /* Without its SGR sequences. */
      for (const char *p = rows[i]; *p; p++)
        if (*p == '\033')
          while (*p && *p != 'm')
            p++;
        else
          g_string_append_c (visible, *p);
      g_assert_cmpuint (dk_screen_text_width (visible->str), <=, 50);
      /* Filled, but for the last row (and the empty one after it). */
      if (rows[i + 1] != NULL && rows[i + 2] != NULL)
        g_assert_cmpuint (dk_screen_text_width (visible->str), >, 30);
    }
}

/* --- cleaning ---------------------------------------------------------------- */

static void
test_sanitize (void)
{
  static const struct
  {
    const char *in;
    const char *out;
  } cases[] = {
    { "Ember Jab", "Ember Jab" },
    /* ESC alone, a CSI sequence, an OSC title change. */
    { "a\033b", "a\xEF\xBF\xBD"
                "b" },
    { "\033[2J\033[31mRed", "\xEF\xBF\xBD[2J\xEF\xBF\xBD[31mRed" },
    { "\033]0;title\007x", "\xEF\xBF\xBD]0;title\xEF\xBF\xBDx" },
    /* C1 controls as UTF-8 (U+009B is a CSI on some terminals). */
    { "a\xC2\x9B"
      "31m",
      "a\xEF\xBF\xBD"
      "31m" },
    { "\xC2\x85", "\xEF\xBF\xBD" },
    /* Bidirectional overrides and isolates. */
    { "abc\xE2\x80\xAE"
      "fed",
      "abc\xEF\xBF\xBD"
      "fed" },
    { "\xE2\x80\xAA\xE2\x80\xAB\xE2\x80\xAC\xE2\x80\xAD",
      "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD" },
    { "\xE2\x81\xA6x\xE2\x81\xA9", "\xEF\xBF\xBDx\xEF\xBF\xBD" },
    /* Invalid UTF-8: a lone continuation byte, a cut sequence, an
     * overlong form, a surrogate. */
    { "a\x80z", "a\xEF\xBF\xBDz" },
    { "a\xE2\x80", "a\xEF\xBF\xBD\xEF\xBF\xBD" },
    { "\xC0\xAF", "\xEF\xBF\xBD\xEF\xBF\xBD" },
    { "\xED\xA0\x80", "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD" },
    /* Other C0 controls and DEL; a tab is a blank; a newline stays. */
    { "a\rb\bc\x7F", "a\xEF\xBF\xBD"
                     "b\xEF\xBF\xBD"
                     "c\xEF\xBF\xBD" },
    { "a\tb\nc", "a b\nc" },
    /* Letters of any script are shown as they are. */
    { "Ünïcødé 全角", "Ünïcødé 全角" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *clean = dk_screen_sanitize (cases[i].in, -1);

      g_assert_cmpstr (clean, ==, cases[i].out);
      g_assert_true (g_utf8_validate (clean, -1, NULL));
    }
}

/* What a screen writes of a card name holds no ESC, whatever the name. */
static void
test_sanitize_written (void)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  g_autofree char *out = NULL;
  Memory m;

  dk_text_buf_append (text, DK_TEXT_CARD,
                      "Evil\033[2J\033]0;pwned\007\xC2\x9B"
                      "1m\xE2\x80\xAEName");
  dk_text_buf_append (text, DK_TEXT_PLAIN, " \xFF\xFE");
  memory_open (&m, DK_COLOR_NEVER, 80);
  dk_screen_write (m.screen, text);
  dk_screen_print (m.screen, DK_TEXT_DIM, "%s", "deck \033[1mname");
  out = memory_take (&m);
  memory_close (&m);
  g_assert_null (strchr (out, '\033'));
  g_assert_null (strchr (out, '\007'));
  g_assert_null (strstr (out, "\xC2\x9B"));
  g_assert_null (strstr (out, "\xE2\x80\xAE"));
  g_assert_true (g_utf8_validate (out, -1, NULL));
  g_assert_nonnull (strstr (out, "Name"));
}

/* --- the board's changes ----------------------------------------------------- */

static DkTextBuf *
board (const char *lines)
{
  DkTextBuf *text = dk_text_buf_new ();

  dk_text_buf_append (text, DK_TEXT_PLAIN, lines);
  return text;
}

static void
test_board_marks (void)
{
  g_autoptr (DkTextBuf) first = board ("Player 1: vitality 20\n  hand 5\nPlayer 2: vitality 18\n");
  g_autoptr (DkTextBuf) second =
      board ("Player 1: vitality 20\n  hand 4\nPlayer 2: vitality 14\n  pool 1: Jab\n");
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *again = NULL;
  g_autofree char *other = NULL;
  Memory m;

  memory_open (&m, DK_COLOR_NEVER, 80);
  /* The first board of a seat: nothing marked. */
  dk_screen_write_board (m.screen, 0, first);
  a = memory_take (&m);
  g_assert_cmpstr (a, ==, "  Player 1: vitality 20\n    hand 5\n  Player 2: vitality 18\n");
  /* The second: what changed, marked. */
  dk_screen_write_board (m.screen, 0, second);
  b = memory_take (&m);
  g_assert_cmpstr (
      b, ==, "  Player 1: vitality 20\n*   hand 4\n* Player 2: vitality 14\n*   pool 1: Jab\n");
  /* The same board again keeps its marks. */
  dk_screen_write_board (m.screen, 0, second);
  again = memory_take (&m);
  g_assert_cmpstr (again, ==, b);
  /* Another seat has a memory of its own. */
  dk_screen_write_board (m.screen, 1, second);
  other = memory_take (&m);
  g_assert_null (strchr (other, '*'));
  memory_close (&m);
}

/* With colour, the mark is drawn in colour; board rows keep to the width
 * with the margin. */
static void
test_board_marks_color (void)
{
  g_autoptr (DkTextBuf) first = board ("a\n");
  g_autoptr (DkTextBuf) second = board ("b b b b b b b b b b b b b b b b b b b b b b b b b\n");
  g_autofree char *out = NULL;
  Memory m;

  memory_open (&m, DK_COLOR_ALWAYS, 40);
  dk_screen_write_board (m.screen, DK_VIEWER_SPECTATOR, first);
  g_free (memory_take (&m));
  dk_screen_write_board (m.screen, DK_VIEWER_SPECTATOR, second);
  out = memory_take (&m);
  memory_close (&m);
  g_assert_true (g_str_has_prefix (out, "\033[1;33m* \033[0m"));
  {
    g_auto (GStrv) rows = g_strsplit (out, "\n", -1);

    g_assert_cmpuint (g_strv_length (rows), ==, 3);
    for (guint i = 0; rows[i] != NULL; i++)
      g_assert_cmpuint (strlen (rows[i]), <=, 40 + strlen ("\033[1;33m\033[0m"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/screen/color/decision", test_color_decision);
  g_test_add_func ("/screen/color/parse", test_color_parse);
  g_test_add_func ("/screen/color/output", test_color_output);
  g_test_add_func ("/screen/wrap/widths", test_wrap_widths);
  g_test_add_func ("/screen/wrap/long-word", test_wrap_long_word);
  g_test_add_func ("/screen/wrap/minimum", test_wrap_minimum);
  g_test_add_func ("/screen/wrap/color", test_wrap_color);
  g_test_add_func ("/screen/sanitize/cases", test_sanitize);
  g_test_add_func ("/screen/sanitize/written", test_sanitize_written);
  g_test_add_func ("/screen/board/marks", test_board_marks);
  g_test_add_func ("/screen/board/marks-color", test_board_marks_color);
  return g_test_run ();
}
