/* ufs-attack.c: the attack sequence (G): the Enhance Step, the block, damage and
 * the end of the attack.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* G.5.2: has @attack, in its attack sequence, left the card pool or
 * turned face down (a copy stays face up by definition)? */
gboolean
ufs_attack_dropped (const DkGame *g, gint32 attack)
{
  return ufs_zone_kind_of (g, attack) != UFS_ZONE_CARD_POOL ||
         (ufs_is_face_down (g, attack) && !dk_game_card_has_flag (g, attack, UFS_FLAG_COPY));
}

/* G.2.1.3.1: may @card block an attack to @zone? */
static gboolean
block_zone_ok (const DkGame *g, gint32 card, gint32 zone)
{
  gint32 bz = dk_game_stat (g, card, UFS_STAT_BLOCK_ZONE);

  if (bz < 0)
    return FALSE;
  if (zone == UFS_ZONE_LOW)
    return bz == UFS_ZONE_LOW || bz == UFS_ZONE_MID;
  if (zone == UFS_ZONE_HIGH)
    return bz == UFS_ZONE_HIGH || bz == UFS_ZONE_MID;
  return TRUE;
}

/* The steps of ufs_proc_attack (G). */
enum
{
  UFS_ATTACK_STEP_BEGIN = 0,        /* G: the attack sequence begins */
  UFS_ATTACK_STEP_BLOCK_OFFER = 1,  /* G.2.1 */
  UFS_ATTACK_STEP_BLOCK_ANSWER = 2, /* G.2.1.3 */
  UFS_ATTACK_STEP_BLOCKED = 3,      /* G.2.2 */
  UFS_ATTACK_STEP_BLOCK_EVENT = 4,
  UFS_ATTACK_STEP_DAMAGE = 5,  /* G.3 */
  UFS_ATTACK_STEP_RESOLVE = 6, /* G.4 */
  UFS_ATTACK_STEP_DONE = 7,
  UFS_ATTACK_STEP_DROPPED = 8,    /* G.5.2.1 */
  UFS_ATTACK_STEP_GAUGE_DONE = 9, /* I.3.7 */
  UFS_ATTACK_STEP_ENHANCE = 10,   /* G.1 */
  UFS_ATTACK_STEP_BEFORE_BLOCK = 11, /* H.1.6: "Before the Block Step" */
  UFS_ATTACK_STEP_GAUGE = 12,        /* I.3.7, after the damage's pause */
};

/* a[0] the attack, a[1] the attacker, a[2] the card chosen to block. */
/* <skip-enhance-step/> in a continuous ability (no <when>) of @attack:
 * "Skip this attack's Enhance Step", the ability Flash grants (I.3.6.1),
 * printed; the attack in its sequence is its own card (K.3.4.2), and a
 * sealed one (K.4.3) or a multiple copy has no ability (as static_active()). */
static gboolean
skips_enhance_step (const DkGame *g, gint32 attack)
{
  const DkCardDef *def = dk_game_card_def (g, attack);

  if (def == NULL || (dk_game_card (g, attack)->flags &
                      (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_SEALED | UFS_FLAG_COPY)))
    return FALSE;
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
        continue;
      for (guint i = 0; i < ab->effect.n_instrs; i++)
        if (ab->effect.instrs[i].op == DK_INSTR_MODULE_BASE + UFS_INSTR_SKIP_ENHANCE_STEP)
          return TRUE;
    }
  return FALSE;
}

/* <skip-enhance-step/>: a rule read by the attack sequence, with nothing
 * to do when an effect runs. */
gboolean
ufs_compile_skip_enhance_step (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return TRUE;
}

DkExecResult
ufs_exec_skip_enhance_step (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return DK_EXEC_NEXT;
}

DkStepResult
ufs_proc_attack (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);
  gint32 attack = f->a[0];
  guint attacker = (guint) f->a[1];
  guint defender = ufs_opponent (attacker);

  switch (f->step)
    {
    case UFS_ATTACK_STEP_BEGIN:
      s->attack = attack;
      s->attacker = (gint32) attacker;
      s->blocker = DK_NO_CARD;
      s->block_status = UFS_BLOCK_NONE;
      s->gauge = 0;
      s->still_damage[0] = s->still_damage[1] = 0;
      s->no_damage = 0;
      s->no_reversal = 0;
      s->enhances[0] = s->enhances[1] = 0;
      s->enhance_window = ++s->serial;
      /* K.3.9: an attack entering its attack sequence before any other is
       * attempted (a pending copy, a reversal played earlier) is the "next
       * attack" of the bonuses created since. */
      ufs_claim_next_mods (g, attacker, attack);
      ufs_apply_next_mods (g, attacker, attack, TRUE);
      {
        gint32 zone = dk_game_stat (g, attack, UFS_STAT_ATTACK_ZONE);

        dk_game_emit (g, UFS_EVENT (ATTACK_BEGINS), (gint) attacker, attack,
                      dk_game_stat (g, attack, UFS_STAT_SPEED), zone < 0 ? UFS_ZONE_MID : zone,
                      dk_game_stat (g, attack, UFS_STAT_DAMAGE), 0);
      }
      /* The window of the attack's beginning comes before its Enhance Step. */
      f->step = UFS_ATTACK_STEP_ENHANCE;
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ATTACK_STEP_ENHANCE:
      if (ufs_pause (g))
        return ufs_pause_step (g);
      f->step = UFS_ATTACK_STEP_BEFORE_BLOCK;
      /* I.3.6: Flash skips the Enhance Step; so does the printed
       * "Skip this attack's Enhance Step" (I.3.6.1, K.3.4.2). J.5.3: read
       * as the step begins; made active later, it skips nothing. */
      if (ufs_has_keyword (g, attack, UFS_KWF_FLASH) || skips_enhance_step (g, attack))
        return DK_STEP_CONTINUE;
      /* G.1 */
      s->in_enhance = 1;
      dk_game_push_priority (g, UFS_WINDOW_ENHANCE, attacker);
      return DK_STEP_WAIT;
    case UFS_ATTACK_STEP_BEFORE_BLOCK:
      /* H.1.6: the point in time before the Block Step, its Enhance Step
       * over: an event only in a game where some card answers it */
      f->step = UFS_ATTACK_STEP_BLOCK_OFFER;
      if (G_LIKELY (!((s->respondable >> UFS_EVENT (BEFORE_BLOCK)) & 1)))
        return DK_STEP_CONTINUE;
      s->in_enhance = 0;
      ufs_forget_window (g, s->enhance_window);
      if (ufs_attack_dropped (g, attack))
        return DK_STEP_CONTINUE;
      return ufs_emit_and_respond (g, UFS_EVENT (BEFORE_BLOCK), (gint) attacker, attack, 0, 0, 0,
                                   0)
                 ? DK_STEP_WAIT
                 : DK_STEP_CONTINUE;
    case UFS_ATTACK_STEP_BLOCK_OFFER:
      {
        guint n, offered = 0;
        const guint16 *hand;
        gint32 zone;
        guint32 allowed;

        s->in_enhance = 0;
        ufs_forget_window (g, s->enhance_window);

        if (ufs_pause (g))
          return ufs_pause_step (g);
        if (ufs_attack_dropped (g, attack))
          {
            f->step = UFS_ATTACK_STEP_DROPPED;
            return DK_STEP_CONTINUE;
          }
        /* G.2.1 */
        zone = dk_game_stat (g, attack, UFS_STAT_ATTACK_ZONE);
        if (zone < 0)
          zone = UFS_ZONE_MID; /* C.3.3.2.2.1 */
        hand = dk_game_zone (g, UFS_ZONE_HAND, defender, &n);
        f->step = UFS_ATTACK_STEP_BLOCK_ANSWER;
        dk_game_decide (g, defender, UFS_DECISION (BLOCK));
        allowed = ufs_resources_allowed (g, defender, DK_NO_CARD);
        for (guint i = 0; i < n; i++)
          if (block_zone_ok (g, hand[i], zone) &&
              ufs_card_playable (g, hand[i], defender, allowed) &&
              ufs_restrict_may_block (g, defender, attack, hand[i]))
            {
              dk_option_add_card (dk_game_offer (g, UFS_VERB (BLOCK), 0), hand[i]);
              offered++;
            }
        /* K.3.17: cards that may block as though they were in the hand. */
        for (guint i = 0; G_UNLIKELY (i < s->n_as_hand); i++)
          {
            gint32 card = ufs_as_hand_block (g, i, defender);

            if (card != DK_NO_CARD && block_zone_ok (g, card, zone) &&
                ufs_card_playable (g, card, defender, allowed) &&
                ufs_restrict_may_block (g, defender, attack, card))
              {
                dk_option_add_card (dk_game_offer (g, UFS_VERB (BLOCK), 0), card);
                offered++;
              }
          }
        /* K.3.17 printed: cards of the staging area whose continuous
         * ability lets them block as though they were in the hand. */
        {
          guint n_staging;
          const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, defender, &n_staging);

          for (guint i = 0; i < n_staging; i++)
            {
              gint32 card = staging[i];
              const DkCardDef *def = dk_game_card_def (g, card);

              if (G_UNLIKELY (def != NULL && ufs_card_data (def)->static_as_hand) &&
                  ufs_static_as_hand (g, card) && block_zone_ok (g, card, zone) &&
                  ufs_card_playable (g, card, defender, allowed) &&
                  ufs_restrict_may_block (g, defender, attack, card))
                {
                  dk_option_add_card (dk_game_offer (g, UFS_VERB (BLOCK), 0), card);
                  offered++;
                }
            }
        }
        dk_game_offer (g, UFS_VERB (NO_BLOCK), 0);
        return DK_STEP_WAIT;
      }
    case UFS_ATTACK_STEP_BLOCK_ANSWER:
      {
        const DkOption *o = dk_game_answer (g);

        if (o->verb == UFS_VERB (BLOCK))
          {
            gint32 card = o->args[0];

            f->a[2] = card;
            f->step = UFS_ATTACK_STEP_BLOCKED;
            /* G.2.1.3.2.1: the block's modifier plus the attack's speed. */
            ufs_push_play_card (g, card, UFS_KIND_BLOCK, defender,
                                dk_sat_add (dk_game_stat (g, card, UFS_STAT_BLOCK_MODIFIER),
                                            dk_game_stat (g, attack, UFS_STAT_SPEED)));
            return DK_STEP_WAIT;
          }
        f->step = UFS_ATTACK_STEP_BLOCK_EVENT;
        return DK_STEP_CONTINUE;
      }
    case UFS_ATTACK_STEP_BLOCKED:
      if (dk_game_get_return (g))
        {
          gint32 az = dk_game_stat (g, attack, UFS_STAT_ATTACK_ZONE);

          s->blocker = f->a[2];
          /* G.2.2.2, G.2.2.3 */
          s->block_status =
              dk_game_stat (g, f->a[2], UFS_STAT_BLOCK_ZONE) == (az < 0 ? UFS_ZONE_MID : az)
                  ? UFS_BLOCK_COMPLETE
                  : UFS_BLOCK_PARTIAL;
        }
      f->step = UFS_ATTACK_STEP_BLOCK_EVENT;
      return DK_STEP_CONTINUE;
    case UFS_ATTACK_STEP_BLOCK_EVENT:
      if (ufs_attack_dropped (g, attack))
        {
          f->step = UFS_ATTACK_STEP_DROPPED;
          return DK_STEP_CONTINUE;
        }
      f->step = UFS_ATTACK_STEP_DAMAGE;
      return ufs_emit_and_respond (g, UFS_EVENT (BLOCK), (gint) defender, attack, s->block_status,
                                   s->blocker, (gint32) defender, 0)
                 ? DK_STEP_WAIT
                 : DK_STEP_CONTINUE;
    case UFS_ATTACK_STEP_DAMAGE:
      {
        gint32 damage, dealt;

        if (ufs_pause (g))
          return ufs_pause_step (g);
        if (ufs_attack_dropped (g, attack))
          {
            f->step = UFS_ATTACK_STEP_DROPPED;
            return DK_STEP_CONTINUE;
          }
        /* G.3 */
        damage = dk_game_stat (g, attack, UFS_STAT_DAMAGE);
        switch (s->block_status)
          {
          case UFS_BLOCK_COMPLETE:
            /* G.3.1; I.3.14: a thrown attack still deals half. */
            dealt = ufs_thrown_damage (g, attack, damage);
            break;
          case UFS_BLOCK_PARTIAL:
            dealt = (gint32) (((gint64) damage + 1) / 2); /* G.3.2: half, rounded up */
            break;
          default:
            dealt = damage;
            break;
          }
        /* G.3.1: "it still deals 1 damage" */
        dealt = ufs_still_damage (g, attack, damage, dealt);
        /* K.1.2: "it deals no damage" prohibits, over "it still deals" */
        if (s->no_damage)
          dealt = 0;
        f->step = UFS_ATTACK_STEP_RESOLVE;
        /* J.3.5.2: the damage the defender would receive is replaced first. */
        dealt = ufs_replace_damage (g, defender, dealt);
        if (dealt > 0)
          {
            ufs_card_set_flag (g, attack, UFS_FLAG_DEALT, TRUE);
            ufs_deal_damage (g, defender, dealt, attack, (gint) attacker, TRUE);
            f->a[3] = dealt;
            /* the Gauge test again after a pause condition's question */
            f->step = UFS_ATTACK_STEP_GAUGE;
            if (ufs_pause (g))
              return ufs_pause_step (g);
            goto gauge;
          }
        return DK_STEP_CONTINUE;
      }
    case UFS_ATTACK_STEP_GAUGE:
    gauge:
      f->step = UFS_ATTACK_STEP_RESOLVE;
      /* I.3.7: Gauge (a[3] the damage dealt). */
      if (s->gauge > 0 && f->a[3] >= s->gauge)
        {
          DkFrame *k;

          f->step = UFS_ATTACK_STEP_GAUGE_DONE;
          k = dk_game_push (g, UFS_PROC (KEYWORD));
          k->a[0] = attack;
          k->a[1] = -1; /* the Gauge search */
          k->a[2] = (gint32) attacker;
          return DK_STEP_WAIT;
        }
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ATTACK_STEP_GAUGE_DONE:
      /* The damage's window, after the Gauge search. */
      f->step = UFS_ATTACK_STEP_RESOLVE;
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ATTACK_STEP_RESOLVE:
      {
        gboolean dealt = dk_game_card_has_flag (g, attack, UFS_FLAG_DEALT);

        /* G.4; C.3.3.4.4.3: the attack's current state is refreshed
         * (C.3.3.4.2.3) before the event below is checked for fired
         * effects; C.3.3.4.4.1, C.3.3.4.4.2: ending the modifiers, and
         * reading the turn-long ones again, makes no event; J.2.5: the
         * effects that end here (end-of-attack modifiers and delayed
         * effects, the block's current state) have ended before then */
        dk_game_expire (g, DK_EXPIRE_SCOPE, UFS_SCOPE_ATTACK);
        ufs_static_refresh (g, attack);
        ufs_static_refresh (g, s->blocker);
        ufs_refresh_block (g);
        ufs_delayed_end (g, 1);
        s->last_attack = attack;
        s->last_attacker = (gint32) attacker;
        s->last_status = s->block_status;
        s->last_safe = ufs_has_keyword (g, attack, UFS_KWF_SAFE) ||
                      ufs_static_rule (g, attack, UFS_INSTR_NO_REVERSAL) || s->no_reversal;
        s->reversal_tried[0] = s->reversal_tried[1] = 0;
        s->attack = DK_NO_CARD;
        s->blocker = DK_NO_CARD;
        f->step = UFS_ATTACK_STEP_DONE;
        return ufs_emit_and_respond (g, UFS_EVENT (ATTACK_RESOLVED), (gint) attacker, attack,
                                     s->last_status, dealt, 0, 0)
                   ? DK_STEP_WAIT
                   : DK_STEP_CONTINUE;
      }
    case UFS_ATTACK_STEP_DONE:
      return DK_STEP_DONE;
    case UFS_ATTACK_STEP_DROPPED:
      /* G.5.2.1: a dropped attack's sequence is aborted. */
      dk_game_emit (g, UFS_EVENT (DROPPED), (gint) attacker, attack, 0, 0, 0, 0);
      dk_game_expire (g, DK_EXPIRE_SCOPE, UFS_SCOPE_ATTACK);
      ufs_static_refresh (g, attack);
      ufs_static_refresh (g, s->blocker);
      ufs_refresh_block (g);
      ufs_delayed_end (g, 1);
      s->attack = DK_NO_CARD;
      s->blocker = DK_NO_CARD;
      s->in_enhance = 0;
      ufs_forget_window (g, s->enhance_window);
      /* The windows stay when this frame is popped. */
      ufs_flush_windows (g);
      return DK_STEP_DONE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}
