/* dk-terminal.h: a game at a terminal: the board, the move log and the
 * prompts, each written for the seat that may see it.
 *
 * The launcher's `play` runs these on stdin and stdout; tests run them on
 * a scripted person and a memory stream, so that what they check is what a
 * person is shown.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <stdio.h>
#include <duelkit.h>
#include "dk-screen.h"

G_BEGIN_DECLS

/* One line the person typed, without its newline (transfer full); NULL at
 * the end of input. */
typedef char *(*DkTerminalReadLine) (gpointer user_data);

/* One line the person typed after @prompt was shown, with line editing
 * where the terminal has it; @words (nullable, NULL-terminated) are what
 * the line may be completed with. NULL at the end of input. */
typedef char *(*DkTerminalReadPrompt) (const char *prompt,
                                       const char *const *words,
                                       gpointer user_data);

/* Print a card definition in full (the `card ID` command). */
typedef void (*DkTerminalShowCard) (FILE *out, const DkRules *rules, const DkCardDef *def);

typedef struct _DkSession DkSession;

/**
 * DkTerminal:
 * @out: where everything is written
 * @read_line: where the person's lines come from
 * @show_card: (nullable): how `card ID` prints a card (NULL: its name and id)
 * @user_data: for @read_line
 * @session: (nullable): the game's session (dk-session.h): with one, the
 *   prompt offers `save FILE` and `undo`, and dk_terminal_play() plays the
 *   session's game, which `undo` replaces
 * @screen: (nullable): how @out is drawn on (dk-screen.h: colour, width,
 *   the boards shown); NULL: a screen over @out, in colour when it is a
 *   terminal that draws colour
 * @delay: dk_terminal_watch(): seconds to wait between two turns
 * @step: dk_terminal_watch(): wait for a line from @read_line between two
 *   turns
 * @read_prompt: (nullable): reads a line after showing a prompt (line
 *   editing, history, completion); NULL: the prompt is written to @out and
 *   @read_line reads the line
 */
typedef struct
{
  FILE *out;
  DkTerminalReadLine read_line;
  DkTerminalShowCard show_card;
  gpointer user_data;
  DkSession *session;
  DkScreen *screen;
  double delay;
  gboolean step;
  DkTerminalReadPrompt read_prompt;
} DkTerminal;

/* How a game at the terminal ended. */
typedef enum
{
  DK_TERMINAL_OVER,   /* the game is over */
  DK_TERMINAL_LEFT,   /* the person left (quit, end of input) */
  DK_TERMINAL_FAILED, /* the engine refused a choice, or a watched game ran on too long */
} DkTerminalResult;

#define DK_TERMINAL_ERROR (dk_terminal_error_quark ())
GQuark dk_terminal_error_quark (void);

typedef enum
{
  DK_TERMINAL_ERROR_TOO_LONG, /* a watched game did not end */
} DkTerminalError;

DkTerminalResult
dk_terminal_play (DkGame *game, DkAgent *const *agents, const DkTerminal *term, GError **error);
DkTerminalResult dk_terminal_watch (DkGame *game,
                                    DkAgent *const *agents,
                                    guint max_decisions,
                                    const DkTerminal *term,
                                    GError **error);

/* The header and the board again, as @viewer may see them, with the
 * decision's options when @viewer is the one to decide (`board`). */
void dk_terminal_print_board (const DkTerminal *term, const DkGame *game, gint viewer);
/* Everything that happened so far, as @viewer saw it (`log`). */
void dk_terminal_print_log (const DkTerminal *term, const DkGame *game, gint viewer);

/* A game shown as it goes (a replay): what happened since *@printed (the
 * module's narration, or the choices) and, at each new turn (*@turn), the
 * board, as @viewer may see them. */
void dk_terminal_show_progress (
    FILE *out, const DkGame *game, gint viewer, guint *printed, gint32 *turn);
/* The last board and the result, as @viewer may see them. */
void dk_terminal_show_end (FILE *out, const DkGame *game, gint viewer);

/* A viewer as a user names it: `full`, `spectator`, or a player's number
 * from 1 (at most DK_MAX_PLAYERS). */
gboolean dk_terminal_parse_viewer (const char *text, gint *out_viewer);

G_END_DECLS
