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
#include "dk-board.h"
#include "dk-screen.h"
#include "dk-prompt.h"
#include "dk-session.h"

#include <string.h>

G_DEFINE_QUARK (dk - terminal - error - quark, dk_terminal_error)

/* --- a person's turn to decide -------------------------------------------- */

/* "Player 1 to decide (block):" */
static void
dk_options_title (const DkGame *view, DkTextBuf *out)
{
  const DkDecision *d = dk_game_decision (view);

  dk_text_buf_printf (out, DK_TEXT_PLAYER + (guint) MAX (d->player, 0), "Player %d", d->player + 1);
  dk_text_buf_printf (out, DK_TEXT_PLAIN, " to decide (%s):\n",
                      dk_rules_decision_name (dk_game_get_rules (view), d->kind));
}

/* The options of @view, the decider's view, one text a row of the screen
 * @width wide: "  1. label   [text form]", in two columns (numbered down
 * the first, then the second) when every option fits in half the width. */
static GPtrArray *
dk_option_rows (const DkGame *view, guint width)
{
  const DkDecision *d = dk_game_decision (view);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_text_buf_free);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_text_buf_free);
  guint widest = 0, column, n_rows;

  for (guint i = 0; i < d->n_options; i++)
    {
      g_autofree char *label = dk_game_option_label (view, &d->options[i]);
      g_autofree char *text = dk_game_option_to_string (view, &d->options[i]);
      DkTextBuf *item = dk_text_buf_new ();

      dk_text_buf_printf (item, DK_TEXT_VALUE, "%2u.", i + 1);
      if (g_strcmp0 (label, text) == 0)
        dk_text_buf_printf (item, DK_TEXT_PLAIN, " %s", text);
      else
        {
          dk_text_buf_printf (item, DK_TEXT_PLAIN, " %s", label ? label : text);
          dk_text_buf_printf (item, DK_TEXT_DIM, "   [%s]", text);
        }
      widest = MAX (widest, dk_screen_text_width (dk_text_buf_get_string (item)));
      g_ptr_array_add (items, item);
    }
  /* Two columns of "  " + the widest + three blanks between them. */
  column = widest + 3;
  if (d->n_options < 4 || 2 + 2 * column > width)
    {
      for (guint i = 0; i < items->len; i++)
        {
          DkTextBuf *row = dk_text_buf_new ();

          dk_text_buf_append (row, DK_TEXT_PLAIN, "  ");
          dk_text_buf_append_buf (row, g_ptr_array_index (items, i));
          dk_text_buf_newline (row);
          g_ptr_array_add (rows, row);
        }
      return rows;
    }
  n_rows = (items->len + 1) / 2;
  for (guint r = 0; r < n_rows; r++)
    {
      DkTextBuf *row = dk_text_buf_new ();
      DkTextBuf *left = g_ptr_array_index (items, r);

      dk_text_buf_append (row, DK_TEXT_PLAIN, "  ");
      dk_text_buf_append_buf (row, left);
      if (r + n_rows < items->len)
        {
          guint pad = column - dk_screen_text_width (dk_text_buf_get_string (left));
          g_autofree char *blanks = g_strnfill (pad, ' ');

          dk_text_buf_append (row, DK_TEXT_PLAIN, blanks);
          dk_text_buf_append_buf (row, g_ptr_array_index (items, r + n_rows));
        }
      dk_text_buf_newline (row);
      g_ptr_array_add (rows, row);
    }
  return rows;
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

  /* The screen of the decision was drawn before (dk_play_draw_decision()). */
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
          dk_terminal_print_board (term, g, player);
          break;
        case DK_PROMPT_NOT_A_COMMAND:
        case DK_PROMPT_HANDLED:
        default:
          break;
        }
    }
}

/* --- the screens of a game ------------------------------------------------- */

/* "UFS · ufs-standard · turn 3, player 2's turn · combat phase · seed 42" */
static void
dk_header_text (const DkTerminal *term, const DkGame *g, gboolean short_name, DkTextBuf *text)
{
  const DkRules *rules = dk_game_get_rules (g);
  const DkModule *module = dk_rules_get_module (rules);
  gint phase = dk_game_phase (g);
  g_autofree char *id = g_ascii_strup (module->id, -1);

  dk_text_buf_printf (text, DK_TEXT_HEADING, "%s", module->name && !short_name ? module->name : id);
  dk_text_buf_printf (text, DK_TEXT_DIM, " · %s", dk_ruleset_get_id (dk_game_get_ruleset (g)));
  if (dk_game_turn (g) <= 0)
    dk_text_buf_append (text, DK_TEXT_HEADING, " · the start of the game");
  else
    {
      dk_text_buf_printf (text, DK_TEXT_HEADING, " · turn %d, ", dk_game_turn (g));
      dk_text_buf_printf (text, DK_TEXT_PLAYER + dk_game_active (g), "player %u's turn",
                          dk_game_active (g) + 1);
      if (phase >= 0)
        dk_text_buf_printf (text, DK_TEXT_HEADING, " · %s phase",
                            dk_rules_phase_name (rules, (guint) phase));
    }
  if (term->session != NULL)
    dk_text_buf_printf (text, DK_TEXT_DIM, " · seed %" G_GUINT64_FORMAT,
                        dk_save_get_seed (dk_session_get_save (term->session)));
  dk_text_buf_newline (text);
}

/* The header of a screen, on one row when the game's id makes it fit. */
static guint
dk_draw_header (DkScreen *screen, const DkTerminal *term, const DkGame *g)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();

  dk_header_text (term, g, FALSE, text);
  if (dk_screen_count_rows (screen, text) > 1)
    {
      dk_text_buf_clear (text);
      dk_header_text (term, g, TRUE, text);
    }
  return dk_screen_write (screen, text);
}

/* The rows dk_draw_header() takes. */
static guint
dk_header_rows (DkScreen *screen, const DkTerminal *term, const DkGame *g)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  guint rows;

  dk_header_text (term, g, FALSE, text);
  rows = dk_screen_count_rows (screen, text);
  if (rows > 1)
    {
      dk_text_buf_clear (text);
      dk_header_text (term, g, TRUE, text);
      rows = dk_screen_count_rows (screen, text);
    }
  return rows;
}

/* The sums of a finished game, from its events. */
typedef struct
{
  gint64 damage[DK_MAX_PLAYERS];
  guint played[DK_MAX_PLAYERS];
} DkSummary;

static gint
dk_event_attr (const DkRules *rules, guint type, const char *name)
{
  const DkEventSpec *spec = dk_rules_event_spec (rules, type);

  for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS; i++)
    if (spec->attrs[i].name != NULL && strcmp (spec->attrs[i].name, name) == 0)
      return (gint) i;
  return -1;
}

/* Damage dealt by each player (UFS `damage` by its attacker, BoS
 * `battle-damage` and `effect-damage` by their dealer) and the cards each
 * played (UFS `card-played`; BoS `deploy`, `set`, and the `activated`
 * ability 0 of a card that was not set before). */
static void
dk_summarize (const DkGame *g, DkSummary *sum)
{
  const DkRules *rules = dk_game_get_rules (g);
  gint damage = dk_rules_event_index (rules, "damage");
  gint battle_damage = dk_rules_event_index (rules, "battle-damage");
  gint effect_damage = dk_rules_event_index (rules, "effect-damage");
  gint played = dk_rules_event_index (rules, "card-played");
  gint deploy = dk_rules_event_index (rules, "deploy");
  gint set = dk_rules_event_index (rules, "set");
  gint activated = dk_rules_event_index (rules, "activated");
  g_autoptr (GHashTable) set_cards = g_hash_table_new (NULL, NULL);

  memset (sum, 0, sizeof *sum);
  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      const DkEvent *ev = dk_game_event (g, i);
      gint type = ev->type;
      gint by = -1, amount = 0;

      if (type == damage || type == battle_damage || type == effect_damage)
        {
          gint a = dk_event_attr (rules, (guint) type, "amount");
          gint d = dk_event_attr (rules, (guint) type, type == damage ? "attacker" : "dealer");

          amount = a >= 0 ? ev->a[a] : 0;
          by = d >= 0 ? ev->a[d] : -1;
          if (by >= 0 && by < DK_MAX_PLAYERS && amount > 0)
            sum->damage[by] += amount;
          continue;
        }
      if (ev->player < 0 || ev->player >= DK_MAX_PLAYERS)
        continue;
      if (type == played || type == deploy)
        sum->played[ev->player]++;
      else if (type == set)
        {
          sum->played[ev->player]++;
          g_hash_table_add (set_cards, GINT_TO_POINTER (ev->card));
        }
      else if (type == activated)
        {
          gint a = dk_event_attr (rules, (guint) type, "ability");

          if (a >= 0 && ev->a[a] != 0)
            continue;
          /* A card set face down was counted when it was set. */
          if (!g_hash_table_remove (set_cards, GINT_TO_POINTER (ev->card)))
            sum->played[ev->player]++;
        }
    }
}

/* Did @viewer win @game (a teammate's win is theirs too)? */
static gboolean
dk_viewer_won (const DkGame *g, gint viewer)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  double values[DK_MAX_PLAYERS] = { 0 };

  if (dk_game_winner (g) < 0 || viewer < 0)
    return FALSE;
  if (dk_game_winner (g) == viewer)
    return TRUE;
  if (module->evaluate == NULL)
    return FALSE;
  module->evaluate (g, values);
  return values[viewer] >= 1.0;
}

/* The end of a game: what happened since @from, the last board, who won
 * ("You win!" for @you, the one person at the terminal), the result and a
 * summary of the game. */
static void
dk_draw_end (DkScreen *screen, const DkGame *g, gint viewer, DkNarrationMark from, gboolean you)
{
  g_autoptr (DkGame) view = dk_view_for (g, viewer);
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  FILE *out = dk_screen_get_file (screen);
  gint winner = dk_game_winner (g);
  DkSummary sum;

  /* On a row of its own, as a decision's screen begins. */
  fputc ('\n', out);
  dk_draw_narration (screen, g, viewer, from, 6, NULL);
  dk_draw_board (screen, view, viewer, TRUE);
  if (!dk_game_is_over (g))
    return;
  dk_text_buf_newline (text);
  if (winner < 0)
    dk_text_buf_append (text, DK_TEXT_HEADING, "A draw.");
  else if (you && dk_viewer_won (g, viewer))
    dk_text_buf_append (text, DK_TEXT_GOOD, "You win!");
  else if (you)
    dk_text_buf_append (text, DK_TEXT_BAD, "You lose.");
  else
    dk_text_buf_printf (text, DK_TEXT_PLAYER + (guint) winner, "Player %d wins", winner + 1);
  dk_text_buf_newline (text);
  dk_screen_write (screen, text);
  fflush (out);
  dk_print_result (out, g);
  dk_summarize (g, &sum);
  dk_text_buf_clear (text);
  dk_text_buf_printf (text, DK_TEXT_HEADING, "Summary: %d turn%s.\n", dk_game_turn (g),
                      dk_game_turn (g) == 1 ? "" : "s");
  for (guint p = 0; p < dk_game_n_players (g); p++)
    {
      dk_text_buf_printf (text, DK_TEXT_PLAYER + p, "  Player %u", p + 1);
      dk_text_buf_printf (text, DK_TEXT_PLAIN,
                          ": %" G_GINT64_FORMAT " damage dealt, %u card%s played\n", sum.damage[p],
                          sum.played[p], sum.played[p] == 1 ? "" : "s");
    }
  dk_screen_write (screen, text);
}

/* --- a game at the terminal ----------------------------------------------- */

/* A game being played: the terminal as the caller gave it, with a screen
 * and a line reader that hands back a line typed at a `more` prompt. */
typedef struct
{
  DkTerminal term;
  DkTerminalReadLine read_line;     /* the caller's */
  DkTerminalReadPrompt read_prompt; /* the caller's, or NULL */
  gpointer user_data;
  DkScreen *own_screen;
  char *pending; /* a line typed while the options were paged */
  DkNarrationMark told[DK_MAX_PLAYERS];
  gint last_seat; /* the seat whose screen is shown; -1: none yet */
  guint people;
} DkPlay;

static char *
dk_play_read_line (gpointer data)
{
  DkPlay *play = data;

  if (play->pending != NULL)
    return g_steal_pointer (&play->pending);
  return play->read_line (play->user_data);
}

static char *
dk_play_read_prompt (const char *prompt, const char *const *words, gpointer data)
{
  DkPlay *play = data;

  if (play->pending != NULL)
    return g_steal_pointer (&play->pending);
  return play->read_prompt (prompt, words, play->user_data);
}

/* The options on the rows left, @max_rows at most: with more, in pages,
 * a person at a terminal asked between them (Enter shows the next page;
 * anything else typed is their answer to the prompt). */
static void
dk_play_draw_options (DkPlay *play, const DkGame *view, guint max_rows)
{
  DkScreen *screen = play->term.screen;
  g_autoptr (DkTextBuf) title = dk_text_buf_new ();
  g_autoptr (GPtrArray) rows = dk_option_rows (view, dk_screen_get_width (screen));
  guint total = 0, used = 0;

  dk_options_title (view, title);
  max_rows = max_rows > 1 ? max_rows - dk_screen_write (screen, title) : 1;
  for (guint i = 0; i < rows->len; i++)
    total += dk_screen_count_rows (screen, g_ptr_array_index (rows, i));
  for (guint i = 0; i < rows->len; i++)
    {
      guint r = dk_screen_count_rows (screen, g_ptr_array_index (rows, i));

      if (dk_screen_is_terminal (screen) && total > max_rows && used > 0 && used + r >= max_rows)
        {
          g_autofree char *line = NULL;

          fprintf (dk_screen_get_file (screen),
                   "-- more: Enter shows the next options, or type your answer -- ");
          fflush (dk_screen_get_file (screen));
          line = play->read_line (play->user_data);
          if (line == NULL || *g_strstrip (line) != '\0')
            {
              play->pending = g_steal_pointer (&line);
              return;
            }
          used = 0;
        }
      used += dk_screen_write (screen, g_ptr_array_index (rows, i));
    }
}

/* The most rows of narration a decision's screen shows. */
#define DK_NARRATION_ROWS 6

/* The screen of a person's decision, for @seat only: the header, the
 * board as @seat sees it with its changes marked, what happened since
 * @seat's last decision, what the decision is about, and the options.
 * On a terminal, all of it within the screen's height where it can be:
 * the narration gets the rows the rest leaves (`log` shows the rest of
 * it), and the options, when there are too many, come in pages. */
static void
dk_play_draw_decision (DkPlay *play, const DkGame *g, guint seat)
{
  DkScreen *screen = play->term.screen;
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  g_autoptr (DkGame) view = dk_game_view (g, seat);
  g_autoptr (DkTextBuf) board = dk_text_buf_new ();
  g_autoptr (DkTextBuf) explain = dk_text_buf_new ();
  g_autoptr (DkTextBuf) title = dk_text_buf_new ();
  g_autoptr (GPtrArray) options = NULL;
  guint height, fixed, option_rows, narration, room, told_rows;

  if (dk_screen_is_terminal (screen))
    dk_screen_update_size (screen);
  height = dk_screen_get_height (screen);
  dk_board_text (view, (gint) seat, dk_screen_get_width (screen) - 2, board);
  if (module->explain_decision != NULL)
    {
      module->explain_decision (view, explain);
      dk_text_buf_end_line (explain);
    }
  dk_options_title (view, title);
  options = dk_option_rows (view, dk_screen_get_width (screen));
  option_rows = dk_screen_count_rows (screen, title);
  for (guint i = 0; i < options->len; i++)
    option_rows += dk_screen_count_rows (screen, g_ptr_array_index (options, i));
  /* The header, the board, the explanation and the prompt's row. */
  fixed = dk_header_rows (screen, &play->term, g) + dk_screen_count_rows (screen, board) +
          (dk_text_buf_get_length (explain) > 0 ? dk_screen_count_rows (screen, explain) : 0) + 1;
  /* A board too long for the options' title, one option and the pager's
   * row under it: the explanation without its hints. */
  if (dk_screen_is_terminal (screen) && fixed + 3 > height && dk_text_buf_get_length (explain) > 0)
    {
      g_autoptr (DkTextBuf) brief = dk_text_buf_new ();
      guint before = dk_screen_count_rows (screen, explain);

      dk_text_buf_append_without_hints (brief, explain);
      dk_text_buf_clear (explain);
      dk_text_buf_append_buf (explain, brief);
      fixed = fixed - before +
              (dk_text_buf_get_length (explain) > 0 ? dk_screen_count_rows (screen, explain) : 0);
    }
  room = height > fixed ? height - fixed : 0;
  told_rows = dk_narration_rows (screen, g, (gint) seat, play->told[seat]);
  narration = room > option_rows ? MIN (room - option_rows, DK_NARRATION_ROWS) : 0;
  /* Into a pipe nothing scrolls out of sight. */
  if (!dk_screen_is_terminal (screen))
    narration = DK_NARRATION_ROWS;
  /* Too many options for the screen: a row at least says what happened,
   * when the options keep their title, one of them and the pager's row. */
  if (narration == 0 && told_rows > 0 && room >= 4)
    narration = 1;
  narration = MIN (narration, told_rows);

  fputc ('\n', dk_screen_get_file (screen));
  dk_draw_header (screen, &play->term, g);
  dk_screen_write_board (screen, (gint) seat, board);
  dk_draw_narration (screen, g, (gint) seat, play->told[seat], narration, ": type `log`");
  play->told[seat] = dk_narration_now (g);
  if (dk_text_buf_get_length (explain) > 0)
    dk_screen_write (screen, explain);
  /* The options on the rows left but the prompt's: the title, one option
   * and the pager's row at least. */
  dk_play_draw_options (play, view, MAX (room > narration ? room - narration : 0, 3));
}

/* Hotseat: the screen is cleared before the next person sits down, and
 * nothing of theirs is shown before they say they are there. FALSE at
 * the end of input. */
static gboolean
dk_play_hand_over (DkPlay *play, guint seat)
{
  DkScreen *screen = play->term.screen;
  FILE *out = dk_screen_get_file (screen);
  g_autofree char *line = NULL;

  dk_screen_clear (screen);
  if (!dk_screen_is_terminal (screen))
    dk_screen_print (screen, DK_TEXT_HEADING, "──── Pass to player %u ────", seat + 1);
  fprintf (out, "Pass to player %u, press Enter ", seat + 1);
  fflush (out);
  /* What was typed for one seat is never taken for the other. */
  g_clear_pointer (&play->pending, g_free);
  line = play->read_line (play->user_data);
  if (line == NULL)
    {
      fputc ('\n', out);
      return FALSE;
    }
  if (dk_screen_is_terminal (screen))
    dk_screen_clear (screen);
  else
    fputc ('\n', out);
  return TRUE;
}

static void
dk_play_init (DkPlay *play, const DkTerminal *term, DkGame *g, DkAgent *const *agents)
{
  memset (play, 0, sizeof *play);
  play->term = *term;
  play->read_line = term->read_line;
  play->user_data = term->user_data;
  play->read_prompt = term->read_prompt;
  play->term.read_line = dk_play_read_line;
  if (term->read_prompt != NULL)
    play->term.read_prompt = dk_play_read_prompt;
  play->term.user_data = play;
  if (play->term.screen == NULL)
    play->term.screen = play->own_screen = dk_screen_new (term->out, DK_COLOR_AUTO);
  play->last_seat = -1;
  for (guint p = 0; p < dk_game_n_players (g); p++)
    play->people += agents[p] == NULL;
}

static void
dk_play_clear (DkPlay *play)
{
  g_clear_pointer (&play->pending, g_free);
  g_clear_pointer (&play->own_screen, dk_screen_free);
}

/**
 * dk_terminal_play:
 * @game: a game
 * @agents: (array): one a player: NULL for a person at this terminal
 * @term: the terminal
 * @error: return location for an error
 *
 * Plays @game to its end, or until the person leaves. Each decision of a
 * person shows that seat's screen (docs/terminal.md): the header with the
 * seed, the board as the seat sees it, what happened since its last
 * decision as it saw it, what is being decided, and the options. With
 * several people (hotseat), the screen is cleared and the next person
 * asked to press Enter at each change of seat. With a session (@term's),
 * @game and @agents are the session's, and `undo` may replace the game:
 * dk_session_game() is the one played at the end.
 *
 * Returns: how it ended; %DK_TERMINAL_FAILED with @error set
 */
DkTerminalResult
dk_terminal_play (DkGame *g, DkAgent *const *agents, const DkTerminal *term, GError **error)
{
  DkPlay play;
  DkTerminalResult result = DK_TERMINAL_OVER;
  gint viewer = DK_VIEWER_SPECTATOR;

  dk_play_init (&play, term, g, agents);
  for (guint p = 0; p < dk_game_n_players (g); p++)
    if (agents[p] == NULL)
      viewer = (gint) p;
  if (play.people != 1)
    viewer = DK_VIEWER_SPECTATOR;
  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      guint choice = 0;
      DkAskResult asked;

      if (d == NULL || d->n_options == 0)
        break;
      if (term->session != NULL)
        dk_session_before_decision (term->session);
      if (agents[d->player] != NULL)
        {
          choice = agents[d->player]->choose (agents[d->player], g, d);
          if (!dk_game_apply (g, choice, error))
            {
              result = DK_TERMINAL_FAILED;
              break;
            }
          continue;
        }
      if (play.people > 1 && play.last_seat >= 0 && play.last_seat != d->player &&
          !dk_play_hand_over (&play, (guint) d->player))
        asked = DK_ASK_LEFT;
      else
        {
          dk_play_draw_decision (&play, g, (guint) d->player);
          play.last_seat = d->player;
          asked = dk_ask_human (&play.term, g, &choice);
        }
      if (asked == DK_ASK_LEFT)
        {
          fprintf (term->out, "Left the game.\n");
          result = DK_TERMINAL_LEFT;
          break;
        }
      if (asked == DK_ASK_UNDONE)
        {
          /* The narration goes on from the game taken back. */
          g = dk_session_game (term->session);
          for (guint p = 0; p < DK_MAX_PLAYERS; p++)
            play.told[p] = dk_narration_now (g);
          continue;
        }
      if (!dk_game_apply (g, choice, error))
        {
          result = DK_TERMINAL_FAILED;
          break;
        }
    }
  if (result == DK_TERMINAL_OVER)
    {
      DkNarrationMark from = { 0, 0 };

      if (viewer >= 0)
        from = play.told[viewer];
      else if (play.last_seat >= 0)
        from = play.told[play.last_seat];
      dk_draw_end (play.term.screen, g, viewer, from, viewer >= 0);
    }
  dk_play_clear (&play);
  return result;
}

/* Between two turns of a watched game: a pause of term->delay seconds,
 * or with term->step, a line from the person. FALSE when they leave. */
static gboolean
dk_watch_pace (const DkTerminal *term)
{
  g_autofree char *line = NULL;

  if (term->delay > 0)
    {
      fflush (term->out);
      g_usleep ((gulong) (MIN (term->delay, 3600.0) * G_USEC_PER_SEC));
    }
  if (!term->step || term->read_line == NULL)
    return TRUE;
  fprintf (term->out, "-- Enter: the next turn; `quit` stops watching -- ");
  fflush (term->out);
  line = term->read_line (term->user_data);
  if (line == NULL)
    return FALSE;
  g_strstrip (line);
  return strcmp (line, "quit") != 0 && strcmp (line, "exit") != 0;
}

/**
 * dk_terminal_watch:
 * @game: a game
 * @agents: (array): one a player, none NULL
 * @max_decisions: stop with an error after this many decisions
 * @term: the terminal: its @out, its @screen, and its pace (@delay, and
 *   @step with @read_line)
 * @error: return location for an error
 *
 * Shows a computer game as a spectator sees it: the move log, and the
 * board at each new turn; at the end, the result and a summary.
 *
 * Returns: how it ended (%DK_TERMINAL_LEFT when the person stopped
 *   watching); %DK_TERMINAL_FAILED with @error set
 */
DkTerminalResult
dk_terminal_watch (
    DkGame *g, DkAgent *const *agents, guint max_decisions, const DkTerminal *term, GError **error)
{
  g_autoptr (DkScreen) own = term->screen ? NULL : dk_screen_new (term->out, DK_COLOR_AUTO);
  DkScreen *screen = term->screen ? term->screen : own;
  gint32 turn = -1;
  guint printed = 0;
  guint n = 0;

  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      guint choice;

      printed = dk_write_choices (screen, g, printed, DK_VIEWER_SPECTATOR);
      if (dk_game_turn (g) != turn)
        {
          g_autoptr (DkGame) view = dk_game_view_public (g);

          if (turn != -1 && !dk_watch_pace (term))
            {
              fprintf (term->out, "Stopped watching.\n");
              return DK_TERMINAL_LEFT;
            }
          turn = dk_game_turn (g);
          dk_draw_board (screen, view, DK_VIEWER_SPECTATOR, TRUE);
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
  printed = dk_write_choices (screen, g, printed, DK_VIEWER_SPECTATOR);
  if (dk_game_is_over (g))
    {
      /* The choices are told: the end screen tells no more of them. */
      DkNarrationMark from = dk_narration_now (g);

      dk_draw_end (screen, g, DK_VIEWER_SPECTATOR, from, FALSE);
    }
  return DK_TERMINAL_OVER;
}

/**
 * dk_terminal_print_board:
 * @term: the terminal
 * @game: a game
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 *
 * Shows the header and the board again, as @viewer may see them, with the
 * changes marked as they were when the board was last drawn (the `board`
 * command at the prompt).
 */
void
dk_terminal_print_board (const DkTerminal *term, const DkGame *g, gint viewer)
{
  g_autoptr (DkScreen) own = term->screen ? NULL : dk_screen_new (term->out, DK_COLOR_AUTO);
  DkScreen *screen = term->screen ? term->screen : own;
  g_autoptr (DkGame) view = dk_view_for (g, viewer);
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();

  fputc ('\n', term->out);
  dk_draw_header (screen, term, g);
  dk_board_text (view, viewer, dk_screen_get_width (screen) - 2, text);
  dk_screen_write_board (screen, viewer, text);
  if (dk_game_decision (view) != NULL && dk_game_decision (view)->player == viewer &&
      !dk_game_is_over (g))
    {
      g_autoptr (GPtrArray) rows = dk_option_rows (view, dk_screen_get_width (screen));

      dk_text_buf_clear (text);
      dk_options_title (view, text);
      dk_screen_write (screen, text);
      for (guint i = 0; i < rows->len; i++)
        dk_screen_write (screen, g_ptr_array_index (rows, i));
    }
}

/**
 * dk_terminal_print_log:
 * @term: the terminal
 * @game: a game
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 *
 * Shows everything that happened in @game so far, as @viewer saw it (the
 * `log` command at the prompt): the module's narration of its events, or
 * when it tells none, the choices.
 */
void
dk_terminal_print_log (const DkTerminal *term, const DkGame *g, gint viewer)
{
  g_autoptr (DkScreen) own = term->screen ? NULL : dk_screen_new (term->out, DK_COLOR_AUTO);
  DkScreen *screen = term->screen ? term->screen : own;
  DkNarrationMark from = { 0, 0 };

  if (dk_game_n_events_dropped (g) > 0)
    dk_screen_print (screen, DK_TEXT_DIM, "(the oldest events of this game are not kept)");
  if (dk_draw_narration (screen, g, viewer, from, G_MAXUINT, NULL) == 0)
    dk_screen_print (screen, DK_TEXT_DIM, "(nothing has happened yet)");
}

/**
 * dk_terminal_show_progress:
 * @out: where to write
 * @game: a game being shown as it goes
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 * @printed: (inout): where the telling stands (0 at first): the first
 *   event not yet told when the module narrates (the game keeps its event
 *   log), else the first choice not yet shown
 * @turn: (inout): the turn whose board was shown last (-1 at first)
 *
 * Tells what happened since *@printed, in the module's words (or, from a
 * module that has none, as the choices made) and, at a new turn, shows the
 * board, each as @viewer may see them (`duelkit replay`).
 */
void
dk_terminal_show_progress (FILE *out, const DkGame *g, gint viewer, guint *printed, gint32 *turn)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));

  if (module->narrate != NULL)
    {
      g_autoptr (DkScreen) screen = dk_screen_new (out, DK_COLOR_AUTO);
      DkNarrationMark from = { *printed, 0 };
      g_autoptr (GPtrArray) items = dk_narration_items (g, viewer, from);

      for (guint i = 0; i < items->len; i++)
        dk_screen_write (screen, g_ptr_array_index (items, i));
      *printed = dk_narration_now (g).seq;
    }
  else
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
