/* dk-terminal.c: a game at a terminal, every line written for the seat
 * that may see it.
 *
 * The board and the options come from a view of the game (dk_game_view()):
 * a card the seat does not know has no name there, and an option naming
 * one names it by its place. The move log comes from the record as the
 * seat saw it (dk_game_choice_to_string_for()).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-terminal.h"
#include "dk-prompt.h"
#include "dk-session.h"

#include <string.h>

G_DEFINE_QUARK (dk - terminal - error - quark, dk_terminal_error)

/* --- the board ---------------------------------------------------------- */

static const char *
dk_card_name (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def != NULL ? def->name : "(unknown card)";
}

/* "Guard [committed, attached to Jab]" */
static void
dk_describe_card (const DkGame *g, gint32 card, GString *out)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  const DkCard *c = dk_game_card (g, card);
  const DkCardDef *def = dk_game_card_def (g, card);
  gboolean first = TRUE;

  g_string_append (out, dk_card_name (g, card));
  if (def != NULL)
    g_string_append_printf (out, " (%s)", def->id);
#define DK_STATE_SEP() g_string_append (out, first ? " [" : ", "), first = FALSE
  if (c->flags & DK_CARD_FLAG_FACE_DOWN)
    {
      DK_STATE_SEP ();
      g_string_append (out, "face down");
    }
  for (guint i = 0; i < module->n_card_states; i++)
    {
      const DkCardStateSpec *s = &module->card_states[i];

      if (s->kind == DK_CARD_STATE_VAR)
        {
          gint32 v = s->bit_or_index < DK_CARD_VARS ? c->vars[s->bit_or_index] : 0;

          if (v != 0)
            {
              DK_STATE_SEP ();
              g_string_append_printf (out, "%s %d", s->name, v);
            }
        }
      else if (c->flags & s->bit_or_index)
        {
          if (s->bit_or_index == DK_CARD_FLAG_FACE_DOWN)
            continue;
          DK_STATE_SEP ();
          g_string_append (out, s->on ? s->on : s->name);
        }
    }
  if (c->attached_to != DK_NO_CARD && c->attached_to >= 0)
    {
      DK_STATE_SEP ();
      g_string_append_printf (out, "attached to %s", dk_card_name (g, c->attached_to));
    }
#undef DK_STATE_SEP
  if (!first)
    g_string_append_c (out, ']');
}

/* The board of @view, the view of @viewer (DK_VIEWER_SPECTATOR: public
 * zones only). */
static void
dk_print_board (FILE *out, const DkGame *view, gint viewer)
{
  const DkRules *rules = dk_game_get_rules (view);
  const DkModule *module = dk_rules_get_module (rules);
  gint phase = dk_game_phase (view);

  if (dk_game_turn (view) <= 0)
    fprintf (out, "\n=== the start of the game ===\n");
  else
    {
      fprintf (out, "\n=== turn %d, player %u's turn", dk_game_turn (view),
               dk_game_active (view) + 1);
      if (phase >= 0)
        fprintf (out, ", %s phase", dk_rules_phase_name (rules, (guint) phase));
      fprintf (out, " ===\n");
    }
  for (guint p = 0; p < dk_game_n_players (view); p++)
    {
      fprintf (out, "Player %u%s%s:", p + 1, (gint) p == viewer ? " (you)" : "",
               dk_game_is_eliminated (view, p) ? " (out)" : "");
      for (guint c = 0; c < dk_rules_n_counters (rules); c++)
        fprintf (out, "  %s %d", dk_rules_counter_name (rules, c), dk_game_counter (view, p, c));
      fputc ('\n', out);
      for (guint z = 0; z < module->n_zones; z++)
        {
          guint n;
          const guint16 *cards = dk_game_zone (view, z, p, &n);
          gboolean shown =
              viewer == DK_VIEWER_FULL || module->zones[z].visibility == DK_VISIBILITY_PUBLIC ||
              (module->zones[z].visibility == DK_VISIBILITY_PRIVATE && (gint) p == viewer);

          if (n == 0)
            continue;
          fprintf (out, "  %-10s %2u", module->zones[z].name, n);
          if (shown)
            {
              g_autoptr (GString) line = g_string_new (NULL);

              /* Top first, as a player reads a pile. */
              for (guint i = n; i > 0; i--)
                {
                  g_string_append (line, i == n ? ": " : "; ");
                  dk_describe_card (view, cards[i - 1], line);
                }
              fputs (line->str, out);
            }
          fputc ('\n', out);
        }
    }
}

/* The board of @game as @viewer may see it. */
static void
dk_print_board_for (FILE *out, const DkGame *g, gint viewer)
{
  g_autoptr (DkGame) view = viewer >= 0                ? dk_game_view (g, (guint) viewer)
                            : viewer == DK_VIEWER_FULL ? dk_game_copy (g)
                                                       : dk_game_view_public (g);

  dk_print_board (out, view, viewer);
}

static void
dk_print_result (FILE *out, const DkGame *g)
{
  gint winner = dk_game_winner (g);

  if (winner >= 0)
    fprintf (out, "\nGame over: player %d wins (turn %d).\n", winner + 1, dk_game_turn (g));
  else
    fprintf (out, "\nGame over: a draw (turn %d).\n", dk_game_turn (g));
  /* A game the engine had to end (it made no progress) says why. */
  if (dk_game_end_reason (g) != DK_END_RULES)
    {
      g_autofree char *why = dk_game_end_reason_text (g);

      fprintf (out, "The engine ended it: %s.\n", why);
    }
}

/* Print the choices made since @from as @viewer saw them (the engine takes
 * forced ones itself). */
static guint
dk_print_choices (FILE *out, const DkGame *g, guint from, gint viewer)
{
  guint n = dk_game_n_choices (g);

  for (guint i = from; i < n; i++)
    {
      gint player = -1;
      g_autofree char *text = dk_game_choice_to_string_for (g, i, viewer, &player);

      fprintf (out, "P%d: %s\n", player + 1, text ? text : "?");
    }
  return n;
}

/* --- a person's turn to decide -------------------------------------------- */

/* The options of @view, the decider's view. */
static void
dk_print_options (FILE *out, const DkGame *view)
{
  const DkRules *rules = dk_game_get_rules (view);
  const DkDecision *d = dk_game_decision (view);

  fprintf (out, "\nPlayer %d to decide (%s):\n", d->player + 1,
           dk_rules_decision_name (rules, d->kind));
  for (guint i = 0; i < d->n_options; i++)
    {
      g_autofree char *label = dk_game_option_label (view, &d->options[i]);
      g_autofree char *text = dk_game_option_to_string (view, &d->options[i]);

      if (g_strcmp0 (label, text) == 0)
        fprintf (out, "  %2u. %s\n", i + 1, text);
      else
        fprintf (out, "  %2u. %s   [%s]\n", i + 1, label ? label : text, text);
    }
}

typedef enum
{
  DK_ASK_CHOSEN, /* *out_choice is the option taken */
  DK_ASK_LEFT,   /* quit, end of input */
  DK_ASK_UNDONE, /* `undo`: the session's game was replaced */
} DkAskResult;

/* Ask the person at the terminal, from the decider's view: every line goes
 * through the prompt's commands (dk-prompt.h). */
static DkAskResult
dk_ask_human (const DkTerminal *term, const DkGame *g, guint *out_choice)
{
  FILE *out = term->out;
  gint player = dk_game_decision (g)->player;
  g_autoptr (DkGame) view = dk_game_view (g, (guint) player);
  DkPrompt prompt = { term, g, view, player };
  g_auto (GStrv) words = dk_prompt_words (&prompt);
  g_autofree char *ps = g_strdup_printf ("P%d> ", player + 1);

  dk_print_board (out, view, player);
  dk_print_options (out, view);
  for (;;)
    {
      g_autofree char *line = dk_prompt_read (term, ps, (const char *const *) words);

      if (line == NULL)
        {
          fprintf (out, "\n");
          return DK_ASK_LEFT;
        }
      switch (dk_prompt_run (&prompt, line, out_choice))
        {
        case DK_PROMPT_CHOSE:
          return DK_ASK_CHOSEN;
        case DK_PROMPT_QUIT:
          return DK_ASK_LEFT;
        case DK_PROMPT_UNDONE:
          return DK_ASK_UNDONE;
        case DK_PROMPT_REDRAW:
          dk_print_board (out, view, player);
          dk_print_options (out, view);
          break;
        case DK_PROMPT_NOT_A_COMMAND:
        case DK_PROMPT_HANDLED:
        default:
          break;
        }
    }
}

/**
 * dk_terminal_print_log:
 * @term: the terminal
 * @game: a game
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 *
 * The `log` command: what has happened in @game so far, as @viewer may see
 * it.
 */
void
dk_terminal_print_log (const DkTerminal *term, const DkGame *game, gint viewer)
{
  dk_print_choices (term->out, game, 0, viewer);
}

/**
 * dk_terminal_play:
 * @game: a game
 * @agents: (array): one a player: NULL for a person at this terminal
 * @term: the terminal
 * @error: return location for an error
 *
 * Plays @game to its end, or until the person leaves. With one person, the
 * move log and the last board are theirs; with several (hotseat), the move
 * log is a spectator's, and each prompt shows the board and the options of
 * the player deciding. With a session (@term's), @game and @agents are the
 * session's, and `undo` may replace the game: dk_session_game() is the one
 * played at the end.
 *
 * Returns: how it ended; %DK_TERMINAL_FAILED with @error set
 */
DkTerminalResult
dk_terminal_play (DkGame *g, DkAgent *const *agents, const DkTerminal *term, GError **error)
{
  gint viewer = DK_VIEWER_SPECTATOR;
  guint people = 0;
  guint printed = 0;

  for (guint p = 0; p < dk_game_n_players (g); p++)
    if (agents[p] == NULL)
      {
        people++;
        viewer = (gint) p;
      }
  if (people != 1)
    viewer = DK_VIEWER_SPECTATOR;
  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      guint choice = 0;

      printed = dk_print_choices (term->out, g, printed, viewer);
      if (d == NULL || d->n_options == 0)
        break;
      if (term->session != NULL)
        dk_session_before_decision (term->session);
      if (agents[d->player] != NULL)
        choice = agents[d->player]->choose (agents[d->player], g, d);
      else
        switch (dk_ask_human (term, g, &choice))
          {
          case DK_ASK_CHOSEN:
            break;
          case DK_ASK_LEFT:
            fprintf (term->out, "Left the game.\n");
            return DK_TERMINAL_LEFT;
          case DK_ASK_UNDONE:
            /* The move log goes on from the game taken back. */
            g = dk_session_game (term->session);
            printed = dk_game_n_choices (g);
            continue;
          }
      if (!dk_game_apply (g, choice, error))
        return DK_TERMINAL_FAILED;
    }
  dk_print_choices (term->out, g, printed, viewer);
  dk_print_board_for (term->out, g, viewer);
  dk_print_result (term->out, g);
  return DK_TERMINAL_OVER;
}

/**
 * dk_terminal_watch:
 * @game: a game
 * @agents: (array): one a player, none NULL
 * @max_decisions: stop with an error after this many decisions
 * @term: the terminal (only its @out is used)
 * @error: return location for an error
 *
 * Shows a computer game as a spectator sees it: the move log, and the
 * board at each new turn.
 *
 * Returns: how it ended; %DK_TERMINAL_FAILED with @error set
 */
DkTerminalResult
dk_terminal_watch (
    DkGame *g, DkAgent *const *agents, guint max_decisions, const DkTerminal *term, GError **error)
{
  FILE *out = term->out;
  gint32 turn = -1;
  guint printed = 0;
  guint n = 0;

  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      guint choice;

      printed = dk_print_choices (out, g, printed, DK_VIEWER_SPECTATOR);
      if (dk_game_turn (g) != turn)
        {
          turn = dk_game_turn (g);
          dk_print_board_for (out, g, DK_VIEWER_SPECTATOR);
        }
      if (d == NULL || d->n_options == 0)
        break;
      if (++n > max_decisions)
        {
          g_set_error (error, DK_TERMINAL_ERROR, DK_TERMINAL_ERROR_TOO_LONG,
                       "the game did not end after %u decisions", max_decisions);
          return DK_TERMINAL_FAILED;
        }
      choice = agents[d->player]->choose (agents[d->player], g, d);
      if (!dk_game_apply (g, choice, error))
        return DK_TERMINAL_FAILED;
    }
  dk_print_choices (out, g, printed, DK_VIEWER_SPECTATOR);
  if (dk_game_is_over (g))
    {
      dk_print_board_for (out, g, DK_VIEWER_SPECTATOR);
      dk_print_result (out, g);
    }
  return DK_TERMINAL_OVER;
}

/**
 * dk_terminal_show_progress:
 * @out: where to write
 * @game: a game being shown as it goes
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 * @printed: (inout): the choices shown so far
 * @turn: (inout): the turn whose board was shown last (-1 at first)
 *
 * Shows the choices made since *@printed and, at a new turn, the board,
 * each as @viewer may see them (`duelkit replay`).
 */
void
dk_terminal_show_progress (FILE *out, const DkGame *g, gint viewer, guint *printed, gint32 *turn)
{
  *printed = dk_print_choices (out, g, *printed, viewer);
  if (dk_game_turn (g) != *turn)
    {
      *turn = dk_game_turn (g);
      dk_print_board_for (out, g, viewer);
    }
}

/**
 * dk_terminal_show_end:
 * @out: where to write
 * @game: a game
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 *
 * Shows the board as @viewer may see it and, when the game is over, its
 * result.
 */
void
dk_terminal_show_end (FILE *out, const DkGame *g, gint viewer)
{
  dk_print_board_for (out, g, viewer);
  if (dk_game_is_over (g))
    dk_print_result (out, g);
}

/**
 * dk_terminal_parse_viewer:
 * @text: `full`, `spectator`, or a player's number from 1
 * @out_viewer: (out): %DK_VIEWER_FULL, %DK_VIEWER_SPECTATOR or a player from 0
 *
 * Returns: %FALSE if @text names no viewer
 */
gboolean
dk_terminal_parse_viewer (const char *text, gint *out_viewer)
{
  guint64 n;

  if (g_strcmp0 (text, "full") == 0)
    *out_viewer = DK_VIEWER_FULL;
  else if (g_strcmp0 (text, "spectator") == 0)
    *out_viewer = DK_VIEWER_SPECTATOR;
  else if (text != NULL && g_ascii_string_to_unsigned (text, 10, 1, DK_MAX_PLAYERS, &n, NULL))
    *out_viewer = (gint) n - 1;
  else
    return FALSE;
  return TRUE;
}
