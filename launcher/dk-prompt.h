/* dk-prompt.h: what a person may type at a game's prompt.
 *
 * One table of commands (help, board, log, card, rules, save, undo, quit)
 * and one dispatcher for a typed line: an option's number, an option's
 * text form (in any case), or a command. Every refusal says why and what
 * would be accepted.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-terminal.h"

G_BEGIN_DECLS

/**
 * DkPromptResult:
 * @DK_PROMPT_NOT_A_COMMAND: the line is no command (dk_prompt_command())
 * @DK_PROMPT_HANDLED: done, or refused with a message: ask again
 * @DK_PROMPT_REDRAW: show the board and the options again, then ask
 * @DK_PROMPT_CHOSE: an option was chosen: its index is in *out_choice
 * @DK_PROMPT_QUIT: the person leaves the game
 * @DK_PROMPT_UNDONE: `undo` replaced the session's game
 */
typedef enum
{
  DK_PROMPT_NOT_A_COMMAND,
  DK_PROMPT_HANDLED,
  DK_PROMPT_REDRAW,
  DK_PROMPT_CHOSE,
  DK_PROMPT_QUIT,
  DK_PROMPT_UNDONE,
} DkPromptResult;

/**
 * DkPrompt:
 * @term: the terminal: where the answers are written, where a
 *   confirmation is read, its session (`save`, `undo`)
 * @game: the game as it stands (the move log is read from it)
 * @view: the view of @player, whose decision is pending
 * @player: the player deciding, from 0
 *
 * A prompt: one decision of one seat.
 */
typedef struct
{
  const DkTerminal *term;
  const DkGame *game;
  const DkGame *view;
  gint player;
} DkPrompt;

typedef DkPromptResult (*DkPromptHandler) (const DkPrompt *prompt,
                                           const char *args,
                                           guint *out_choice);

/**
 * DkPromptCommand:
 * @name: what is typed
 * @aliases: other words for it, NULL-terminated
 * @args: (nullable): its arguments as help shows them ("NAME-OR-ID")
 * @description: one line for help
 * @handler: what it does; @args is the rest of the line, stripped
 *
 * One command of the prompt.
 */
typedef struct
{
  const char *name;
  const char *const *aliases;
  const char *args;
  const char *description;
  DkPromptHandler handler;
} DkPromptCommand;

const DkPromptCommand *dk_prompt_commands (guint *n_commands);
const DkPromptCommand *dk_prompt_find_command (const char *word);

DkPromptResult dk_prompt_run (const DkPrompt *prompt, const char *line, guint *out_choice);
DkPromptResult dk_prompt_command (const DkPrompt *prompt, const char *line, guint *out_choice);

char *dk_prompt_read (const DkTerminal *term, const char *prompt, const char *const *words);
GStrv dk_prompt_words (const DkPrompt *prompt);

void dk_prompt_show_card (
    FILE *out, const DkRules *rules, DkCardDb *db, DkTerminalShowCard show_card, const char *text);
void dk_prompt_show_rules (FILE *out, const DkHelpTopic *topics, const char *topic);

G_END_DECLS
