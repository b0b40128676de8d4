/* dk-textbuf.h: words for a person, each run marked by what it is.
 *
 * A rule module describes its board, tells the events and explains a
 * decision in a DkTextBuf; it knows nothing of terminals. Whoever shows the
 * text (the launcher at a terminal, a test, a log) decides what a style
 * looks like: a colour, a mark, or nothing at all in plain text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-version.h"

G_BEGIN_DECLS

/**
 * DkTextStyle:
 * @DK_TEXT_PLAIN: nothing special
 * @DK_TEXT_HEADING: a title: the turn and phase, a panel's name
 * @DK_TEXT_LABEL: the name of a value ("vitality", "ATK")
 * @DK_TEXT_VALUE: a number that matters
 * @DK_TEXT_CARD: a card's name
 * @DK_TEXT_HIDDEN: a card or a count the reader cannot see into
 * @DK_TEXT_GOOD: a success: a check passed, a block that held
 * @DK_TEXT_BAD: a failure or a loss: a check failed, damage taken
 * @DK_TEXT_DIM: what matters less: hints, counts of long piles
 * @DK_TEXT_ACTIVE: what is happening now: the attack, the chain
 * @DK_TEXT_PLAYER: a player's name or side: add the player's index
 *   (DK_TEXT_PLAYER + 1 is the second player)
 *
 * What a run of text is, for whoever draws it.
 */
typedef enum
{
  DK_TEXT_PLAIN = 0,
  DK_TEXT_HEADING,
  DK_TEXT_LABEL,
  DK_TEXT_VALUE,
  DK_TEXT_CARD,
  DK_TEXT_HIDDEN,
  DK_TEXT_GOOD,
  DK_TEXT_BAD,
  DK_TEXT_DIM,
  DK_TEXT_ACTIVE,
  DK_TEXT_PLAYER = 16,
} DkTextStyle;

/**
 * DkTextBuf:
 *
 * Text in lines (separated by `\n`), UTF-8, with its runs marked by a
 * #DkTextStyle. Runs of plain text have no mark.
 */
typedef struct _DkTextBuf DkTextBuf;

/**
 * DkTextRun:
 * @start: the byte the run begins at
 * @end: the byte after its last
 * @style: what it is
 */
typedef struct
{
  gsize start;
  gsize end;
  DkTextStyle style;
} DkTextRun;

DK_API DkTextBuf *dk_text_buf_new (void);
DK_API void dk_text_buf_free (DkTextBuf *text);
DK_API void dk_text_buf_clear (DkTextBuf *text);
DK_API void dk_text_buf_append (DkTextBuf *text, DkTextStyle style, const char *str);
DK_API void dk_text_buf_printf (DkTextBuf *text, DkTextStyle style, const char *format, ...)
    G_GNUC_PRINTF (3, 4);
DK_API void dk_text_buf_newline (DkTextBuf *text);
DK_API const char *dk_text_buf_get_string (const DkTextBuf *text);
DK_API gsize dk_text_buf_get_length (const DkTextBuf *text);
DK_API guint dk_text_buf_n_runs (const DkTextBuf *text);
DK_API const DkTextRun *dk_text_buf_get_run (const DkTextBuf *text, guint index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkTextBuf, dk_text_buf_free)

G_END_DECLS
