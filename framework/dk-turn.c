/* dk-turn.c: the turn: phases and steps, and whether the game still progresses.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

/**
 * dk_game_set_step:
 * @game: a game
 * @step: a step of the current phase
 *
 * For a module whose steps repeat inside one procedure (a battle step and
 * its damage step, attack after attack): says which step the game is in,
 * emitting step-end and step-begin. The turn structure goes on from where
 * it was when the procedure returns.
 */
void
dk_game_set_step (DkGame *g, guint step)
{
  if (g->phase < 0 || (gint) step == g->step)
    return;
  if (g->step >= 0)
    dk_game_emit (g, DK_EVENT_STEP_END, (gint) g->active, DK_NO_CARD, g->phase, g->step, 0, 0);
  g->step = (gint) step;
  dk_game_emit (g, DK_EVENT_STEP_BEGIN, (gint) g->active, DK_NO_CARD, g->phase, (gint32) step, 0,
                0);
}

/* The position a turn starts in: everything that decides how the game goes
 * on, but the turn number, the cards' stamps and the log, which differ
 * each time round even when nothing else does. */
static guint64
position_hash (const DkGame *g)
{
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);

  h = dk_hash_bytes (h, &g->rng, sizeof g->rng);
  h = dk_hash_bytes (h, &g->active, sizeof g->active);
  h = dk_hash_bytes (h, &g->eliminated, sizeof g->eliminated);
  h = dk_hash_bytes (h, &g->ret, sizeof g->ret);
  h = dk_hash_bytes (h, &g->unshuffled, sizeof g->unshuffled);
  for (guint i = 0; i < g->n_cards; i++)
    {
      DkCard c = g->cards[i];

      c.stamp = 0;
      h = dk_hash_bytes (h, &c, sizeof c);
    }
  h = dk_hash_bytes (h, g->zone_start, (g->n_zones + 1) * sizeof (guint16));
  h = dk_hash_bytes (h, g->zone_cards, g->n_cards * sizeof (guint16));
  h = dk_hash_bytes (h, g->counters, (gsize) g->n_players * g->n_counters * sizeof (gint32));
  h = dk_hash_bytes (h, g->mstate, g->module->state_size);
  h = dk_hash_bytes (h, g->frames.data, (gsize) g->frames.len * sizeof (DkFrame));
  for (guint i = 0; i < g->modifiers.len; i++)
    {
      DkModifier m = VEC_AT (g->modifiers, DkModifier, i);

      m.stamp = 0;
      h = dk_hash_bytes (h, &m, sizeof m);
    }
  h = dk_hash_bytes (h, g->stack.data, (gsize) g->stack.len * sizeof (DkStackItem));
  return h;
}

/* A turn begins: is the game still going somewhere? Since a player last
 * decided, neither may too many turns have passed nor may this turn start
 * where an earlier one did: with no decision between, the game is a loop
 * that would run forever. Returns FALSE when it ended the game (a draw). */
static gboolean
turn_makes_progress (DkGame *g)
{
  DkPosition *mark;
  guint64 h;

  g->steps = 0;
  if (++g->idle_turns > DK_GAME_IDLE_TURN_LIMIT)
    {
      dk_game_over (g, -1, DK_END_IDLE_TURNS, g->turn, 0);
      return FALSE;
    }
  /* A sound game decides something nearly every turn: hash only from the
   * second turn in a row without a decision, so that it costs such a game
   * nothing. A loop is caught one turn later. */
  if (g->idle_turns < 2)
    return TRUE;
  h = position_hash (g);
  for (guint i = 0; i < g->positions.len; i++)
    if (VEC_AT (g->positions, DkPosition, i).hash == h)
      {
        dk_game_over (g, -1, DK_END_REPETITION, VEC_AT (g->positions, DkPosition, i).turn, g->turn);
        return FALSE;
      }
  mark = vec_push (&g->positions, sizeof (DkPosition));
  mark->hash = h;
  mark->turn = g->turn;
  return TRUE;
}

/* Goes on to the frame's next step here, straight to its case (f->step
 * was just set to it), or through game_run(). */
#define NEXT_STEP(label)                                                                           \
  if (!dk_step_on (g, top))                                                                        \
    return DK_STEP_CONTINUE;                                                                       \
  goto label

/* The turn: phases in the ruleset's order, their steps, then the next
 * player's turn. a[0] position in the phase order, a[1] step. */
DkStepResult
dk_proc_turn (DkGame *g, DkFrame *f)
{
  guint n_order = g->ruleset->n_phase_order;
  const guint8 *order = g->ruleset->phase_order;
  guint phase, depth;
  guint top = g->frames.len;

  switch (f->step)
    {
    case 0:
    step0:
      if (g->turn == 0)
        g->turn = 1;
      if (!turn_makes_progress (g))
        return DK_STEP_DONE;
      f->a[0] = 0;
      f->step = 1;
      dk_game_emit (g, DK_EVENT_TURN_BEGIN, (gint) g->active, DK_NO_CARD, 0, 0, 0, 0);
      NEXT_STEP (step1);
    case 1:
    step1:
      if ((guint) f->a[0] >= n_order)
        {
          f->step = 9;
          NEXT_STEP (step9);
        }
      phase = order[f->a[0]];
      g->phase = (gint) phase;
      g->step = -1;
      f->a[1] = 0;
      f->step = 2;
      dk_game_emit (g, DK_EVENT_PHASE_BEGIN, (gint) g->active, DK_NO_CARD, (gint32) phase, 0, 0, 0);
      NEXT_STEP (step2);
    case 2:
    step2:
      if ((guint) f->a[0] >= n_order)
        {
          f->step = 9;
          NEXT_STEP (step9);
        }
      phase = order[f->a[0]];
      g->phase = (gint) phase;
      if ((guint) f->a[1] >= g->rules->phase_steps[phase])
        {
          f->a[0]++;
          f->step = 1;
          dk_game_emit (g, DK_EVENT_PHASE_END, (gint) g->active, DK_NO_CARD, (gint32) phase, 0, 0,
                        0);
          NEXT_STEP (step1);
        }
      g->step = f->a[1];
      f->step = 3;
      dk_game_emit (g, DK_EVENT_STEP_BEGIN, (gint) g->active, DK_NO_CARD, (gint32) phase, f->a[1],
                    0, 0);
      depth = g->frames.len;
      g->module->run_step (g, phase, (guint) g->step);
      if (g->frames.len > depth || g->status != DK_STATUS_RUNNING)
        return DK_STEP_WAIT;
      NEXT_STEP (step3);
    case 3:
    step3:
      phase = order[f->a[0]];
      dk_game_emit (g, DK_EVENT_STEP_END, (gint) g->active, DK_NO_CARD, (gint32) phase, f->a[1], 0,
                    0);
      f->a[1]++;
      f->step = 2;
      NEXT_STEP (step2);
    case 9:
    step9:
      dk_game_emit (g, DK_EVENT_TURN_END, (gint) g->active, DK_NO_CARD, 0, 0, 0, 0);
      /* The turn's frame is reused for the next turn; finish with it first,
       * because expiring and choosing the next player may emit events. It
       * starts every turn the same, so that positions compare. */
      f->step = 0;
      f->a[0] = f->a[1] = 0;
      dk_game_expire (g, DK_EXPIRE_END_OF_TURN, 0);
      if (g->module->next_player)
        g->active = g->module->next_player (g);
      else
        g->active = dk_game_next_alive (g, g->active);
      g->turn++;
      g->phase = -1;
      g->step = -1;
      NEXT_STEP (step0);
    default:
      g_return_val_if_reached (DK_STEP_DONE);
    }
}

#undef NEXT_STEP
