/* dk-screen.h: text for a person, written to a terminal or a pipe.
 *
 * A DkScreen writes DkTextBuf text (dk-textbuf.h) to a FILE *: wrapped at
 * the screen's width between words, each style drawn as an ANSI colour when
 * colour is on, and every string cleaned of what could drive the terminal
 * (escape sequences, other control characters, bidirectional overrides,
 * invalid UTF-8) since card names and deck names come from files anyone may
 * write. A board written for a seat marks the lines that changed since the
 * last board that seat was shown.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <stdio.h>
#include <duelkit.h>

G_BEGIN_DECLS

/**
 * DkColorMode:
 * @DK_COLOR_AUTO: colour when the output is a terminal, `TERM` is not
 *   `dumb` and `NO_COLOR` is unset or empty
 * @DK_COLOR_ALWAYS: colour whatever the output
 * @DK_COLOR_NEVER: plain text
 *
 * When a screen draws in colour (`--color=auto|always|never`).
 */
typedef enum
{
  DK_COLOR_AUTO = 0,
  DK_COLOR_ALWAYS,
  DK_COLOR_NEVER,
} DkColorMode;

/* The narrowest screen drawn: a narrower terminal is taken as this wide. */
#define DK_SCREEN_MIN_WIDTH 40
/* The size of a screen whose size is not known. */
#define DK_SCREEN_DEFAULT_WIDTH 80
#define DK_SCREEN_DEFAULT_HEIGHT 24

typedef struct _DkScreen DkScreen;

DkScreen *dk_screen_new (FILE *out, DkColorMode mode);
void dk_screen_free (DkScreen *screen);

gboolean dk_color_mode_parse (const char *text, DkColorMode *out_mode);
gboolean
dk_color_wanted (DkColorMode mode, gboolean is_terminal, const char *term, const char *no_color);

FILE *dk_screen_get_file (const DkScreen *screen);
gboolean dk_screen_get_color (const DkScreen *screen);
gboolean dk_screen_is_terminal (const DkScreen *screen);
guint dk_screen_get_width (const DkScreen *screen);
guint dk_screen_get_height (const DkScreen *screen);
void dk_screen_set_size (DkScreen *screen, guint width, guint height);
void dk_screen_update_size (DkScreen *screen);

char *dk_screen_sanitize (const char *text, gssize length);
guint dk_screen_text_width (const char *text);

guint dk_screen_write (DkScreen *screen, const DkTextBuf *text);
guint dk_screen_count_rows (const DkScreen *screen, const DkTextBuf *text);
guint dk_screen_print (DkScreen *screen, DkTextStyle style, const char *format, ...)
    G_GNUC_PRINTF (3, 4);
guint dk_screen_write_board (DkScreen *screen, gint seat, const DkTextBuf *board);
void dk_screen_forget_boards (DkScreen *screen);
void dk_screen_clear (DkScreen *screen);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkScreen, dk_screen_free)

G_END_DECLS
