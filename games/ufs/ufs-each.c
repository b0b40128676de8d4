/* ufs-each.c: instructions that both players carry out at once (K.1.3):
 * `<discard player="each">`, each player discarding from their own hand.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* The sub-state of a discard by each player: which player (0 the
 * effect's controller, 1 the opponent) in the high bits, the cards that
 * player has chosen so far in the low ones. */
#define EACH_PHASE_SHIFT 16
#define EACH_DONE_MASK 0xffff

/* Offer @player a card of their hand, the card being played from it left
 * out (E.4.2: it is in transit). FALSE when there is none. */
static gboolean
offer_own_hand (DkGame *g, const DkExec *ex, guint player)
{
  guint n, k = 0;
  const guint16 *hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
  gint32 source = dk_exec_source (ex);
  gboolean skip = source != DK_NO_CARD && ufs_in_transit (g, source);

  for (guint i = 0; i < n; i++)
    k += !((skip && hand[i] == source) || dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT));
  if (k == 0)
    return FALSE;
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  for (guint i = 0; i < n; i++)
    if (!((skip && hand[i] == source) || dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT)))
      dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), hand[i]);
  return TRUE;
}

/**
 * ufs_exec_discard_each:
 * @g: a game
 * @ex: the running effect
 * @in: a `<discard player="each">` from the hand
 *
 * K.1.3: both players discard @in's count of cards from their own hands
 * (K.2.1), each choosing their own (K.2.3). The player whose effect it is
 * decides the order; here it has no consequence (each takes from their
 * own hand, and nothing can happen between the two: no window opens
 * while an effect executes), so the engine asks no question and the
 * controller discards first, as docs/rulings.md says for K.1.3. Each
 * discards as many as they can (J.1.2).
 */
DkExecResult
ufs_exec_discard_each (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  gint32 sub = dk_exec_sub (ex);
  guint phase = (guint) sub >> EACH_PHASE_SHIFT;
  gint32 done = sub & EACH_DONE_MASK;
  gint32 count = MIN (ufs_amount (g, ex, in, 0), EACH_DONE_MASK);

  if (done > 0)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        ufs_discard_card (g, o->args[0]);
      dk_game_clear_answer (g);
    }
  for (; phase < 2; phase++, done = 0)
    {
      guint player = phase == 0 ? you : ufs_opponent (you);

      if (done < count && offer_own_hand (g, ex, player))
        {
          dk_exec_set_sub (ex, (gint32) (phase << EACH_PHASE_SHIFT) | (done + 1));
          return DK_EXEC_WAIT;
        }
    }
  return DK_EXEC_NEXT;
}
