/* bos-chain.c: chains.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* Before a decision: the checks, and waiting trigger effects start a chain.
 * TRUE: the caller returns DK_STEP_WAIT (or the game is over). */
gboolean
bos_checkpoint (DkGame *g)
{
  BosState *s = bos_state (g);

  if (bos_pause (g))
    return TRUE;
  if (s->n_pending > 0 && !s->resolving)
    {
      push_chain (g, dk_game_active (g), BOS_WINDOW_CHAIN);
      return TRUE;
    }
  return FALSE;
}

/**
 * bos_chain:
 * @g: a game
 * @first: who has priority first
 * @window: BOS_WINDOW_CHAIN or BOS_WINDOW_DAMAGE
 *
 * Equipment and Tactic Card Chains: a chain window opens (push_chain). A
 * chain that can only close at once, with no link, no trigger waiting and
 * nobody able to respond, is played here without a frame: the checks, the
 * passes, the chain's end, as proc_chain would.
 *
 * Returns: TRUE if frames were pushed (the caller waits for them)
 */
gboolean
bos_chain (DkGame *g, guint first, gint32 window)
{
  BosState *s = bos_state (g);
  DkFrame *f;

  if (s->resolving || s->n_pending > 0 || dk_game_stack_depth (g) > 0)
    {
      push_chain (g, first, window);
      return TRUE;
    }
  if (bos_pause (g))
    return FALSE;
  if (s->n_pending > 0)
    {
      push_chain (g, first, window);
      return TRUE;
    }
  if (bos_anyone_can_respond (g, window))
    {
      /* The frames proc_chain's first step leaves. */
      f = dk_game_push (g, BOS_PROC (CHAIN));
      f->a[0] = (gint32) first;
      f->a[1] = window;
      f->step = 1;
      dk_game_push_priority (g, window, alive (g, first) ? first : bos_next_alive (g, first));
      return TRUE;
    }
  bos_all_pass (g, alive (g, first) ? first : bos_next_alive (g, first));
  /* The chain ends with no link (proc_chain, step 2). */
  s->links = 0;
  s->has_last_event = FALSE;
  s->has_base_event = FALSE;
  return FALSE;
}

/* After a link resolved: a one-turn equipment or tactic goes to the discard
 * pile (Equipment Cards, Tactic Cards); so does a negated card activation. */
static void
finish_link (DkGame *g, gint32 card, gint32 flags, gboolean negated)
{
  guint type = bos_card_type (g, card);

  if (!(flags & ACT_CARD) || !bos_on_field (g, card))
    return;
  if (type != BOS_TYPE_EQUIPMENT && type != BOS_TYPE_TACTIC)
    return;
  if (negated || bos_stat (g, card, BOS_STAT_DURATION) == BOS_DURATION_ONE_TURN ||
      bos_stat (g, card, BOS_STAT_DURATION) < 0)
    bos_to_discard (g, card, BOS_CAUSE_USED, DK_NO_CARD);
}

/* a[0] the first player with priority (when the chain is empty), a[1] the
 * window; a[2..5] the link resolving: card, ability, flags, negated. */
DkStepResult
bos_proc_chain (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);

  switch (f->step)
    {
    case 0:
      if (bos_pause (g))
        return DK_STEP_DONE;
      if (s->n_pending > 0 && !s->resolving)
        {
          push_triggers (g);
          return DK_STEP_WAIT;
        }
      {
        guint first = (guint) f->a[0];

        /* The window opens with the player after the last link's. */
        if (dk_game_stack_depth (g) > 0)
          first = bos_next_alive (g, (guint) dk_game_stack_at (g, 0)->controller);
        if (!alive (g, first))
          first = bos_next_alive (g, first);
        f->step = 1;
        return bos_open_window (g, f->a[1], first) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
      }
    case 1:
      s->resolving = TRUE;
      f->step = 2;
      return DK_STEP_CONTINUE;
    case 2:
      {
        DkStackItem item;
        DkStackItem *top;
        guint depth;

        if (bos_pause (g))
          return DK_STEP_DONE;
        if (dk_game_stack_depth (g) == 0)
          {
            s->resolving = FALSE;
            s->links = 0;
            s->has_last_event = FALSE;
            s->has_base_event = FALSE;
            if (s->n_pending > 0)
              {
                /* Triggers of the resolution start a new chain. */
                f->a[0] = (gint32) dk_game_active (g);
                f->a[1] = s->damage_step ? BOS_WINDOW_DAMAGE : BOS_WINDOW_CHAIN;
                f->step = 0;
                return DK_STEP_CONTINUE;
              }
            return DK_STEP_DONE;
          }
        top = dk_game_stack_at (g, 0);
        if (top->controller >= 0 && !alive (g, (guint) top->controller))
          top->flags |= DK_STACK_NEGATED;
        depth = dk_game_frame_depth (g);
        dk_game_stack_resolve_top (g, &item);
        s->resolving_event_card = item.a[1];
        /* This frame may have moved. */
        f = (DkFrame *) dk_game_frame_at (g, depth - 1);
        f->a[2] = item.card;
        f->a[3] = item.ability;
        f->a[4] = item.a[2];
        f->a[5] = (item.flags & DK_STACK_NEGATED) != 0;
        if (f->a[5])
          bos_emit (g, BOS_EVENT (NEGATED), item.controller, item.card, item.a[0],
                        item.ability + 1, 0, 0);
        f->step = 3;
        return dk_game_frame_depth (g) > depth ? DK_STEP_WAIT : DK_STEP_CONTINUE;
      }
    case 3:
      finish_link (g, f->a[2], f->a[4], f->a[5]);
      f->step = 2;
      return DK_STEP_CONTINUE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}
