/* dk-board.h: the board, the options and the narration of a game as text
 * for one seat (dk-board.c), drawn by the terminal (dk-terminal.c).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-terminal.h"
#include "dk-screen.h"

G_BEGIN_DECLS

/* Where the narration of a seat stands: the first event (by its seq) and
 * the first choice not yet told. */
typedef struct
{
  guint32 seq;
  guint choice;
} DkNarrationMark;

/* Appends @src, its styles kept, to @dst. */
void dk_text_buf_append_buf (DkTextBuf *dst, const DkTextBuf *src);
/* Appends to @dst the lines of @src that are not all hints (faint text),
 * their styles kept. */
void dk_text_buf_append_without_hints (DkTextBuf *dst, const DkTextBuf *src);
/* Ends the text's last line, if it has one that is not ended. */
void dk_text_buf_end_line (DkTextBuf *text);
/* The board of @view, the view of @viewer, in lines of at most @width
 * columns where the module can: the module's own when it describes one,
 * else the generic board. */
void dk_board_text (const DkGame *view, gint viewer, guint width, DkTextBuf *out);
/* @game as @viewer may see it (transfer full). */
DkGame *dk_view_for (const DkGame *g, gint viewer);
/* The board of @view (the view of @viewer) under its heading, on
 * @screen; @marks: with the lines changed since the last board of
 * @viewer marked. Returns the rows written. */
guint dk_draw_board (DkScreen *screen, const DkGame *view, gint viewer, gboolean marks);
/* The board of @game as @viewer may see it. */
void dk_print_board_for (FILE *out, const DkGame *g, gint viewer);
/* "Game over": who won or a draw, the turn, and why the engine ended a
 * game that made no progress. */
void dk_print_result (FILE *out, const DkGame *g);
/* One choice as @viewer saw it: "P2: play DKU1-101". */
void dk_choice_text (const DkGame *g, guint index, gint viewer, DkTextBuf *out);
/* The choices made since @from as @viewer saw them (the engine takes
 * forced ones itself), on @screen or @out; both return the number of
 * choices made. */
guint dk_write_choices (DkScreen *screen, const DkGame *g, guint from, gint viewer);
guint dk_print_choices (FILE *out, const DkGame *g, guint from, gint viewer);
/* Where the narration stands now: after everything that has happened. */
DkNarrationMark dk_narration_now (const DkGame *g);
/* What happened since @from as @viewer saw it, one text an item (an
 * event the module tells, or, when it tells none, a choice), oldest first. */
GPtrArray *dk_narration_items (const DkGame *g, gint viewer, DkNarrationMark from);
/* The narration since @from, its last @max_rows rows at most, the line
 * that says how many were left out (@hint: what shows them) among them.
 * Returns the rows written. */
guint dk_draw_narration (DkScreen *screen,
                         const DkGame *g,
                         gint viewer,
                         DkNarrationMark from,
                         guint max_rows,
                         const char *hint);
/* The rows the narration since @from would take, all of it. */
guint dk_narration_rows (DkScreen *screen, const DkGame *g, gint viewer, DkNarrationMark from);

G_END_DECLS
