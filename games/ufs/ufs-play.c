/* ufs-play.c: playing a card from the hand or the card pool (E.4).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* E.4.1: "You may only play this card if ...": each <require> that is
 * the effect of one of @card's continuous abilities (no <when>) holds for
 * @player now. */
static gboolean
play_required (const DkGame *g, gint32 card, guint player)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def == NULL || !ufs_card_data (def)->play_require)
    return TRUE;
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
        continue;
      for (guint k = 0; k < ab->effect.n_instrs; k++)
        {
          const DkInstr *in = &ab->effect.instrs[k];

          if (in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_REQUIRE &&
              !ufs_require_holds (g, card, player, in))
            return FALSE;
        }
    }
  return TRUE;
}

/* May @player attempt to play @card from the hand (E.4.1)? @allowed is
 * ufs_resources_allowed (g, player, DK_NO_CARD): a card in the hand is not in
 * the card pool. */
gboolean
ufs_card_playable (const DkGame *g, gint32 card, guint player, guint32 allowed)
{
  return (ufs_symbols_of (g, card) & allowed) != 0 && ufs_only_ok (g, card, player) &&
         ufs_restrict_may_play (g, card, player) && ufs_restrict_added_costs_payable (g, player) &&
         play_required (g, card, player);
}

/* a[0] card, a[1] kind (UFS_KIND_*), a[2] player, a[3] the block's base
 * difficulty (G.2.1.3.2.1; then the foundations added costs commit), a[4]
 * the zone it came from, a[5] played, a[6] the next added check (E.4.9.2),
 * then its place among the plays not complete (ufs_playing_push), a[7]
 * the difficulty before progressive difficulty. Returns 1 if the card was
 * played (0 for a block whose effects were cancelled: G.2.2.1). */
DkStepResult
ufs_proc_play_card (DkGame *g, DkFrame *f)
{
  gint32 card = f->a[0];
  guint player = (guint) f->a[2];

  switch (f->step)
    {
    case 0:
      {
        gint32 base;

        /* C.3.3.4.1, C.3.3.4.2.2: entering the transit zone, the card gets a
         * new current state: the modifications of the old one end (it
         * does not move: the flag below says where it is). */
        if (ufs_zone_kind_of (g, card) != UFS_ZONE_CARD_POOL)
          dk_game_end_modifiers_of (g, card);
        base = f->a[1] == UFS_KIND_BLOCK ? f->a[3] : dk_game_stat (g, card, UFS_STAT_DIFFICULTY);

        /* H.6, E.4.7.1: "this card gets -1 difficulty", from the hand */
        if (f->a[1] != UFS_KIND_BLOCK)
          base = dk_sat_add (base, ufs_self_difficulty_to_play (g, card));

        /* K.3.9: the next attack attempted takes the bonuses waiting for it
         * (an attack played as a block is no attack). */
        if (ufs_card_type (g, card) == UFS_TYPE_ATTACK && f->a[1] != UFS_KIND_BLOCK)
          base = dk_sat_add (base, ufs_claim_next_mods (g, player, card));
        f->a[4] = (gint32) ufs_zone_kind_of (g, card);
        f->a[7] = base;
        /* E.4.2: the card is in transit, public; D.2.5: from a zone other
         * than the card pool, no longer in it for effects (the flag goes
         * with its next move). */
        dk_game_reveal (g, card, player);
        if (f->a[4] != UFS_ZONE_CARD_POOL)
          {
            ufs_card_set_flag (g, card, UFS_FLAG_TRANSIT, TRUE);
            /* E.4.2.1: its new current state must still meet E.4.1.2;
             * else it is discarded, and the attempt has failed (E.4.11.1). */
            if (!ufs_resource_ok_in_transit (g, player, card))
              {
                dk_game_set_return (g, 0);
                f->step = 2;
                return DK_STEP_CONTINUE;
              }
          }
        /* E.4.4.2: the costs effects add, then (E.4.7) the difficulty;
         * a[3] is now the foundations they commit. E.4.3, E.4.5: their
         * events are one, once they are paid. */
        f->step = 5;
        ufs_act_begin_costs (g);
        f->a[3] = ufs_restrict_pay_added_costs (g, player);
        dk_game_set_return (g, 0);
        if (f->a[3] > 0)
          {
            ufs_push_commit_n (g, player, (guint) f->a[3], TRUE, (gint) player,
                               UFS_COMMITTED_COST);
            return DK_STEP_WAIT;
          }
        return DK_STEP_CONTINUE;
      }
    case 5:
      ufs_act_end (g);
      /* E.4.5.1: an added cost not paid in full discards the card. */
      if (f->a[3] < 0 || dk_game_get_return (g) < f->a[3])
        {
          dk_game_set_return (g, 0);
          f->step = 2;
          return DK_STEP_CONTINUE;
        }
      f->step = 1;
      ufs_push_card_check (
          g, player, ufs_total_difficulty (g, card, player, f->a[7], f->a[1] == UFS_KIND_BLOCK),
          card);
      return DK_STEP_WAIT;
    case 1:
    case 2:
      /* E.4.9.2: the checks added by effects, one after another, after
       * the card's own; a[6] is where the next one is looked for. */
      if (f->step == 1)
        f->a[6] = 0;
      if (dk_game_get_return (g))
        {
          gint32 added = ufs_restrict_added_check (g, player, &f->a[6]);

          if (added >= 0)
            {
              f->step = 2;
              ufs_push_card_check (g, player, added, card);
              return DK_STEP_WAIT;
            }
        }
      if (!dk_game_get_return (g))
        {
          ufs_apply_next_mods (g, player, card, FALSE);
          /* E.4.8.2 */
          if (ufs_zone_kind_of (g, card) != UFS_ZONE_CARD_POOL || f->a[4] == UFS_ZONE_CARD_POOL)
            ufs_discard_card (g, card);
          f->step = 3;
          f->a[5] = 0;
          return ufs_emit_and_respond (g, UFS_EVENT (PLAY_FAILED), (gint) player, card, 0, f->a[4],
                                       f->a[1], 0)
                     ? DK_STEP_WAIT
                     : DK_STEP_CONTINUE;
        }
      /* E.4.10 */
      dk_game_move (g, card, UFS_ZONE_CARD_POOL, player, DK_POS_TOP);
      dk_game_card_mut (g, card)->vars[UFS_VAR_PLAYED_TURN] = dk_game_turn (g);
      if (f->a[1] == UFS_KIND_BLOCK)
        ufs_card_set_flag (g, card, UFS_FLAG_BLOCK, TRUE);
      if (f->a[1] == UFS_KIND_REVERSAL)
        ufs_card_set_flag (g, card, UFS_FLAG_REVERSAL, TRUE);
      ufs_apply_next_mods (g, player, card, TRUE);
      if (ufs_card_type (g, card) == UFS_TYPE_ATTACK && f->a[1] != UFS_KIND_BLOCK)
        ufs_attack_stack_push (g, card);
      f->a[5] = 1;
      f->step = 3;
      /* E.4.11: played; its response windows come before what follows
       * (its attack sequence, the block status): a response there may
       * cancel its effects (J.3.1.1, G.2.2.1). */
      f->a[6] = ufs_playing_push (g, card, -1, player, f->a[1]);
      return ufs_emit_and_respond (g, UFS_EVENT (CARD_PLAYED), (gint) player, card, f->a[1],
                                   f->a[4], (gint32) ufs_card_type (g, card), 0)
                 ? DK_STEP_WAIT
                 : DK_STEP_CONTINUE;
    case 3:
      ufs_card_set_flag (g, card, UFS_FLAG_TRANSIT, FALSE);
      /* G.2.2.1: a cancelled block blocks nothing. */
      if (f->a[5] && ufs_play_cancelled_done (g, f->a[6], card, f->a[1]) &&
          f->a[1] == UFS_KIND_BLOCK)
        f->a[5] = 0;
      dk_game_set_return (g, f->a[5]);
      return DK_STEP_DONE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}
