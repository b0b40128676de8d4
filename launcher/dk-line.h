/* dk-line.h: reading what a person types at the terminal.
 *
 * On a terminal (standard input and output both), and when duelkit was
 * built with libedit, a line is edited as in a shell: arrows, history,
 * and Tab completes commands and card names. Otherwise lines are read as
 * they come, and control characters (an arrow key's escape sequence typed
 * where nothing edits) are dropped from them.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean dk_line_editing (void);
char *dk_line_read (const char *prompt, const char *const *words);
char *dk_line_clean (const char *raw);

G_END_DECLS
