/* dk-engine.c: the engine: dk_game_new(), game_run(), dk_game_apply(), dk_game_start().
 *
 * game_run() runs the top frame's procedure step by step until a player
 * must decide between two or more options, or the game is over. The
 * framework's own procedures (the turn, priority, programs) are in
 * dk-turn.c, dk-priority.c and dk-program.c.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

#include <string.h>

/* Runs frames until a decision between two or more options is pending or
 * the game is over. A run that makes no progress ends the game as a draw
 * (DkEndReason): it counts its steps, and dk_proc_turn counts the turns. */
static void
game_run (DkGame *g)
{
  const DkProcSpec *const *procs = g->rules->procs;

  while (g->status == DK_STATUS_RUNNING)
    {
      guint depth = g->frames.len;
      DkFrame *f;
      DkStepResult r;

      if (depth == 0)
        {
          /* Nothing left to run: a module that ends turns never gets here. */
          dk_game_end (g, -1);
          break;
        }
      if (++g->steps > DK_GAME_STEP_LIMIT)
        {
          dk_game_over (g, -1, DK_END_STEPS, g->turn, 0);
          break;
        }
      if (depth > DK_GAME_DEPTH_LIMIT)
        {
          dk_game_over (g, -1, DK_END_DEPTH, g->turn, 0);
          break;
        }
      f = &VEC_AT (g->frames, DkFrame, depth - 1);
      r = procs[f->proc]->func (g, f);
      if (g->status == DK_STATUS_OVER)
        break;
      if (r == DK_STEP_DONE)
        {
          /* Pop the frame that ran, even if it pushed others above it. */
          if (g->frames.len > depth)
            memmove (&VEC_AT (g->frames, DkFrame, depth - 1), &VEC_AT (g->frames, DkFrame, depth),
                     (g->frames.len - depth) * sizeof (DkFrame));
          g->frames.len--;
        }
      if (g->status == DK_STATUS_DECIDING)
        {
          /* One option or none needs no deduplicating. */
          if (g->options.len > 1)
            dk_game_dedupe_options (g);
          g->decision.options = g->options.data;
          g->decision.n_options = g->options.len;
          if (g->options.len == 0)
            {
              /* Nobody can answer it: end the game rather than the process. */
              dk_game_over (g, -1, DK_END_NO_OPTION, (gint32) g->decision.kind, g->decision.player);
              break;
            }
          if (g->options.len == 1)
            {
              /* One legal option: take it, but keep it in the record (when
               * the game keeps one). */
              g->answer = VEC_AT (g->options, DkOption, 0);
              dk_game_record_choice (g, &g->answer, TRUE);
              g->has_answer = TRUE;
              g->status = DK_STATUS_RUNNING;
            }
        }
    }
}

/**
 * dk_game_decision:
 * @game: a game
 *
 * Returns: (nullable): the pending decision, or %NULL when the game is over
 */
const DkDecision *
dk_game_decision (const DkGame *g)
{
  return g->status == DK_STATUS_DECIDING ? &g->decision : NULL;
}

/**
 * dk_game_apply:
 * @game: a game waiting for a decision
 * @option: the index of the option taken
 * @error: return location for an error
 *
 * Answers the pending decision and runs the game to the next one. On error
 * nothing changes.
 *
 * Returns: %FALSE if the game is over or @option is out of range
 */
gboolean
dk_game_apply (DkGame *g, guint option, GError **error)
{
  if (g->status != DK_STATUS_DECIDING)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER, "the game is over");
      return FALSE;
    }
  if (option >= g->options.len)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL,
                   "option %u does not exist (there are %u)", option + 1, g->options.len);
      return FALSE;
    }
  g->answer = VEC_AT (g->options, DkOption, option);
  dk_game_record_choice (g, &g->answer, FALSE);
  g->has_answer = TRUE;
  g->status = DK_STATUS_RUNNING;
  /* A player decided: the game is making progress. */
  g->idle_turns = 0;
  g->steps = 0;
  g->positions.len = 0;
  game_run (g);
  dk_game_settle_knowledge (g);
  return TRUE;
}

/* --- starting ---------------------------------------------------------------------------- */

/**
 * dk_game_start:
 * @game: a game set up with its cards
 * @shuffle_decks: %FALSE to keep the decks in the order given until the
 *   first turn (scenarios)
 *
 * Plays the start of the game and runs to the first decision.
 */
void
dk_game_start (DkGame *g, gboolean shuffle_decks)
{
  DkFrame *f;

  g_return_if_fail (g->status == DK_STATUS_SETUP);
  g->unshuffled = !shuffle_decks;
  g->turn = 0;
  g->status = DK_STATUS_RUNNING;
  f = dk_game_push (g, DK_PROC_TURN);
  f->step = 0;
  dk_game_emit (g, DK_EVENT_GAME_START, -1, DK_NO_CARD, 0, 0, 0, 0);
  if (g->module->setup)
    g->module->setup (g);
  game_run (g);
  dk_game_settle_knowledge (g);
}

/**
 * dk_game_start_at:
 * @game: a game set up with its cards
 * @phase: the phase to start in
 * @step: the step of that phase
 * @active: the active player
 * @turn: the turn's number (from 1)
 *
 * Starts a game in the middle of a turn, taking the position as it is:
 * nothing of the start of the game happens.
 */
void
dk_game_start_at (DkGame *g, guint phase, guint step, guint active, gint32 turn)
{
  DkFrame *f;
  guint n_order;
  const guint8 *order = dk_ruleset_get_phase_order (g->ruleset, &n_order);
  guint pos = 0;

  g_return_if_fail (g->status == DK_STATUS_SETUP);
  g_return_if_fail (phase < g->module->n_phases && active < g->n_players);
  while (pos < n_order && order[pos] != phase)
    pos++;
  g->turn = MAX (turn, 1);
  g->active = active;
  g->status = DK_STATUS_RUNNING;
  f = dk_game_push (g, DK_PROC_TURN);
  f->a[0] = (gint32) pos;
  f->a[1] = (gint32) step;
  f->step = 2;
  g->phase = (gint) phase;
  g->step = (gint) step;
  if (g->module->setup_position)
    g->module->setup_position (g);
  game_run (g);
  dk_game_settle_knowledge (g);
}

const DkProcSpec dk_framework_procs[] = {
  [DK_PROC_TURN] = { "turn", dk_proc_turn },
  [DK_PROC_PRIORITY] = { "priority", dk_proc_priority },
  [DK_PROC_PROGRAM] = { "program", dk_proc_program },
};

gboolean
dk_game_apply_text (DkGame *g, const char *text, GError **error)
{
  guint index;

  if (!dk_game_find_option (g, text, &index, error))
    return FALSE;
  return dk_game_apply (g, index, error);
}

/**
 * dk_game_new:
 * @ruleset: the rules and their parameters
 * @db: the cards
 * @decks: (array length=n_players): one deck a player
 * @n_players: how many players
 * @seed: the seed of the game's random numbers
 * @error: return location for an error
 *
 * Makes a game, plays its start and runs it to the first decision. It
 * keeps its event log and its record of choices: dk_game_new_full() with
 * %DK_GAME_FLAGS_NONE.
 *
 * Returns: (transfer full) (nullable): the game
 */
DkGame *
dk_game_new (const DkRuleset *ruleset,
             DkCardDb *db,
             DkDeck *const *decks,
             guint n_players,
             guint64 seed,
             GError **error)
{
  return dk_game_new_full (ruleset, db, decks, n_players, seed, DK_GAME_FLAGS_NONE, error);
}

/**
 * dk_game_new_full:
 * @ruleset: the rules and their parameters
 * @db: the cards
 * @decks: (array length=n_players): one deck a player
 * @n_players: how many players
 * @seed: the seed of the game's random numbers
 * @flags: what of its record the game keeps
 * @error: return location for an error
 *
 * Makes a game, plays its start and runs it to the first decision, keeping
 * the record @flags say from the start: a game with %DK_GAME_SIMULATION
 * plays exactly as one without, faster.
 *
 * Returns: (transfer full) (nullable): the game
 */
DkGame *
dk_game_new_full (const DkRuleset *ruleset,
                  DkCardDb *db,
                  DkDeck *const *decks,
                  guint n_players,
                  guint64 seed,
                  DkGameFlags flags,
                  GError **error)
{
  DkGame *g = dk_game_deal (ruleset, db, decks, n_players, seed, flags, error);

  if (g != NULL)
    dk_game_start (g, TRUE);
  return g;
}
