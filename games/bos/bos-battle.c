/* bos-battle.c: the Battle Phase.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* Fighter Battle Rules: battle damage moves SP from the damaged player to
 * the other player of the battle. */
static void
battle_damage (DkGame *g, guint damaged, guint dealer, gint32 amount, gint32 card)
{
  if (amount <= 0)
    return;
  bos_add_sp (g, damaged, -amount);
  bos_add_sp (g, dealer, amount);
  bos_emit (g, BOS_EVENT (BATTLE_DAMAGE), (gint) damaged, card, amount, (gint32) dealer,
                dk_game_counter (g, damaged, 0), dk_game_counter (g, dealer, 0));
}

static gboolean
may_attack_with (const DkGame *g, gint32 card)
{
  const BosState *s = bos_state_const (g);

  if (face_down (g, card) || in_rest (g, card))
    return FALSE;
  if (card == s->replay_fighter)
    return TRUE;
  return bos_attacks_made (g, card) < (guint) MAX (bos_stat (g, card, BOS_STAT_ATTACKS), 0);
}

/* The fighters of @player that may attack now, in field order, into @out
 * (room for the fighters zone); and whether an opponent is still in. */
static guint
attackers (const DkGame *g, guint player, gint32 *out, gboolean *opponent)
{
  guint n, k = 0;
  const guint16 *mine = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

  *opponent = FALSE;
  for (guint q = 0; q < bos_n_players (g) && !*opponent; q++)
    *opponent = alive (g, q) && bos_is_opponent (g, player, q);
  for (guint i = 0; i < n; i++)
    if (may_attack_with (g, mine[i]))
      out[k++] = mine[i];
  return k;
}

/* An attacker has an option against each opponent still in: a fighter of
 * theirs, or them. */
static void
offer_attacks (DkGame *g, guint player, const gint32 *able, guint n)
{
  gboolean royal = bos_n_players (g) > 2;

  for (guint i = 0; i < n; i++)
    {
      gint32 a = able[i];

      for (guint q = 0; q < bos_n_players (g); q++)
        {
          guint m;
          const guint16 *theirs = dk_game_zone (g, BOS_ZONE_FIGHTERS, q, &m);

          if (!alive (g, q) || !bos_is_opponent (g, player, q))
            continue;
          for (guint j = 0; j < m; j++)
            {
              DkOption *o = dk_game_offer (g, BOS_VERB (ATTACK), 0);

              dk_option_add_card (o, a);
              dk_option_add_card (o, theirs[j]);
            }
          /* If your opponent has no fighters; Glossary: Attack Directly. */
          if (m == 0 || bos_stat (g, a, BOS_STAT_DIRECT_ATTACK))
            {
              DkOption *o = dk_game_offer (g, BOS_VERB (ATTACK), 0);

              dk_option_add_card (o, a);
              dk_option_add_word (o, BOS_VERB (DIRECT));
              if (royal)
                dk_option_add_int (o, (gint32) q + 1);
            }
        }
    }
}

/* The Battle Step, repeated for each attack. */
DkStepResult
bos_proc_battle (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint player = dk_game_active (g);
  gint32 *able;
  guint n_able;
  gboolean opponent;

  if (!alive (g, player))
    return DK_STEP_DONE;
  switch (f->step)
    {
    case 0:
      CHECKPOINT (g);
      able = g_newa (gint32, dk_game_zone_size (g, BOS_ZONE_FIGHTERS, player) + 1);
      n_able = attackers (g, player, able, &opponent);
      if (!opponent)
        n_able = 0;
      if (n_able == 0 && bos_offer_activations (g, player, CTX_BATTLE, TRUE) == 0)
        {
          static const DkOption end_battle = { .verb = BOS_VERB (END_BATTLE) };

          /* `end-battle` is all there is: taken without asking, recorded
           * as the engine records a decision of one option. */
          dk_game_record_automatic (g, player, BOS_DECISION (BATTLE), &end_battle);
          s->replay_fighter = DK_NO_CARD;
          return DK_STEP_DONE;
        }
      dk_game_decide (g, player, BOS_DECISION (BATTLE));
      offer_attacks (g, player, able, n_able);
      bos_offer_activations (g, player, CTX_BATTLE, FALSE);
      dk_game_offer (g, BOS_VERB (END_BATTLE), 0);
      f->step = 1;
      return DK_STEP_WAIT;
    case 1:
      {
        const DkOption *o = dk_game_answer (g);
        DkFrame *a;
        gint32 attacker;

        f->step = 0;
        if (o->verb == BOS_VERB (END_BATTLE))
          {
            s->replay_fighter = DK_NO_CARD;
            return DK_STEP_DONE;
          }
        if (o->verb == BOS_VERB (ACTIVATE))
          {
            f->step = 2;
            bos_activate_option (g, player, o);
            return DK_STEP_WAIT;
          }
        attacker = o->args[0];
        /* Replay: the same fighter attacks again without a second attack. */
        if (attacker != s->replay_fighter)
          bos_count_attack (g, attacker);
        s->replay_fighter = DK_NO_CARD;
        s->attacker = attacker;
        s->direct = DK_OPTION_ARG_KIND (o, 1) == DK_ARG_WORD;
        if (s->direct)
          {
            s->target = DK_NO_CARD;
            s->defender = o->n_args > 2 ? o->args[2] - 1 : (gint32) bos_next_alive (g, player);
            if (bos_n_players (g) == 2)
              s->defender = (gint32) (1 - player);
          }
        else
          {
            s->target = o->args[1];
            s->defender = (gint32) controller_of (g, s->target);
          }
        s->in_attack = TRUE;
        s->new_fighter = FALSE;
        bos_emit (g, BOS_EVENT (ATTACK_DECLARED), (gint) player, attacker, s->target, s->direct,
                      s->defender, 0);
        set_event (&s->base_event, BOS_EVENT (ATTACK_DECLARED), (gint) player, attacker, s->target,
                   s->direct, dk_game_turn (g));
        s->base_event.a[2] = s->defender;
        s->has_base_event = TRUE;
        a = dk_game_push (g, BOS_PROC (ATTACK));
        a->a[0] = attacker;
        return DK_STEP_WAIT;
      }
    case 2:
      f->step = 0;
      if (dk_game_get_return (g))
        push_chain (g, bos_next_alive (g, player), BOS_WINDOW_CHAIN);
      return DK_STEP_WAIT;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

static gboolean
still_there (const DkGame *g, gint32 card, guint controller)
{
  return card != DK_NO_CARD && bos_zone_kind_of (g, card) == BOS_ZONE_FIGHTERS &&
         bos_zone_owner_of (g, card) == controller;
}

/* Fighter Battle Rules: Determining Damage. */
static void
damage_calculation (DkGame *g)
{
  BosState *s = bos_state (g);
  gint32 a = s->attacker, t = s->target;
  guint pa = dk_game_active (g);
  gint32 atk = bos_stat (g, a, BOS_STAT_ATK);

  if (s->direct)
    {
      /* If your opponent has no fighters: full ATK, no kill token. */
      battle_damage (g, (guint) s->defender, pa, atk, a);
      return;
    }
  {
    guint pt = controller_of (g, t);
    gboolean rest = in_rest (g, t);
    gint32 other = bos_stat (g, t, rest ? BOS_STAT_RST : BOS_STAT_ATK);
    gint result = atk > other ? BOS_RESULT_WIN : atk == other ? BOS_RESULT_TIE : BOS_RESULT_LOSE;

    bos_emit (g, BOS_EVENT (DAMAGE_CALCULATION), (gint) pa, a, atk, t, rest, other);
    bos_emit (g, BOS_EVENT (BATTLE), (gint) pa, a, result, t, 0, 0);
    s->battle_destroying = TRUE;
    if (!rest)
      {
        /* When you attack an Attack Position Fighter (0 ATK fighters). */
        if (result == BOS_RESULT_WIN)
          {
            bos_add_kills (g, a, 1);
            bos_to_discard (g, t, BOS_CAUSE_DESTROYED, a);
            battle_damage (g, pt, pa, atk - other, a);
          }
        else if (result == BOS_RESULT_LOSE)
          {
            bos_add_kills (g, t, 1);
            bos_to_discard (g, a, BOS_CAUSE_DESTROYED, t);
            battle_damage (g, pa, pt, other - atk, t);
          }
        else if (atk > 0)
          {
            bos_to_discard (g, t, BOS_CAUSE_DESTROYED, a);
            bos_to_discard (g, a, BOS_CAUSE_DESTROYED, t);
          }
      }
    else
      {
        /* When you attack a Rest Position Fighter; Piercing Battle Damage. */
        if (result == BOS_RESULT_WIN)
          {
            bos_add_kills (g, a, 1);
            bos_to_discard (g, t, BOS_CAUSE_DESTROYED, a);
            if (bos_stat (g, a, BOS_STAT_PIERCING))
              battle_damage (g, pt, pa, atk - other, a);
          }
        else if (result == BOS_RESULT_LOSE)
          battle_damage (g, pa, pt, other - atk, t);
      }
    s->battle_destroying = FALSE;
  }
}

/* a[0] the attacker. */
DkStepResult
bos_proc_attack (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint player = dk_game_active (g);

  switch (f->step)
    {
    case 0:
      /* Equipment and Tactic Card Chains: the opponent may respond first. */ f->step = 1;
      return bos_chain (g, (guint) s->defender, BOS_WINDOW_CHAIN) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case 1:
      if (bos_pause (g))
        return DK_STEP_DONE;
      s->has_base_event = FALSE;
      if (!still_there (g, s->attacker, player) || !alive (g, (guint) s->defender))
        {
          s->in_attack = FALSE;
          return DK_STEP_DONE;
        }
      /* Replay: the target left, or a new fighter arrived. */
      if ((!s->direct && !still_there (g, s->target, (guint) s->defender)) || s->new_fighter)
        {
          s->in_attack = FALSE;
          s->replay_fighter = s->attacker;
          bos_emit (g, BOS_EVENT (REPLAY), (gint) player, s->attacker, 0, 0, 0, 0);
          return DK_STEP_DONE;
        }
      /* Damage Step Rules: tactics and ATK/RST effects, turn player first. */
      s->damage_step = TRUE;
      dk_game_set_step (g, BOS_STEP_DAMAGE);
      f->step = 2;
      return bos_chain (g, player, BOS_WINDOW_DAMAGE) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case 2:
      if (bos_pause (g))
        return DK_STEP_DONE;
      if (still_there (g, s->attacker, player) &&
          (s->direct ? alive (g, (guint) s->defender)
                     : still_there (g, s->target, (guint) s->defender)))
        damage_calculation (g);
      s->damage_step = FALSE;
      s->in_attack = FALSE;
      /* Battle Phase flow: back to the battle step for the next attack. */
      dk_game_set_step (g, BOS_STEP_BATTLE);
      return DK_STEP_DONE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}
