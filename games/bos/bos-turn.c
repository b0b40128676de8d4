/* bos-turn.c: preparing to battle and the turn.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* Battle Phase, IMPORTANT: who may not battle on their first turn. */
static gboolean
may_battle (const DkGame *g)
{
  const BosState *s = bos_state_const (g);
  guint active = dk_game_active (g);
  guint n = bos_n_players (g);

  if (dk_game_param (g, BOS_PARAM_FIRST_PLAYER_BATTLES) || s->turns_taken[active] > 1)
    return TRUE;
  if (team_size (g) == 2)
    return team_of (g, active) != team_of (g, (guint) s->first_player);
  /* Two players: the first may not; battle royal: only the last in turn
   * order may on the first round. */
  return (active + n - (guint) s->first_player) % n == n - 1;
}

/* a[0]: 1 or 2. */
static DkStepResult
proc_main (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint player = dk_game_active (g);

  if (!alive (g, player))
    return DK_STEP_DONE;
  switch (f->step)
    {
    case 0:
      CHECKPOINT (g);
      dk_game_decide (g, player, BOS_DECISION (MAIN));
      bos_offer_deploys (g, player);
      bos_offer_sets (g, player);
      bos_offer_activations (g, player, CTX_MAIN, FALSE);
      if (f->a[0] == 1 && !s->battle_declared && may_battle (g))
        dk_game_offer (g, BOS_VERB (BATTLE), 0);
      dk_game_offer (g, DK_VERB_PASS, 0);
      f->step = 1;
      return DK_STEP_WAIT;
    case 1:
      {
        const DkOption *o = dk_game_answer (g);

        f->step = 0;
        if (o->verb == DK_VERB_PASS)
          {
            if (f->a[0] == 1)
              s->turn_ended = TRUE;
            return DK_STEP_DONE;
          }
        if (o->verb == BOS_VERB (BATTLE))
          {
            s->battle_declared = TRUE;
            return DK_STEP_DONE;
          }
        if (o->verb == BOS_VERB (DEPLOY))
          bos_do_deploy (g, player, o);
        else if (o->verb == BOS_VERB (SET))
          bos_do_set (g, player, o->args[0]);
        else if (o->verb == BOS_VERB (ACTIVATE))
          {
            f->step = 2;
            bos_activate_option (g, player, o);
            return DK_STEP_WAIT;
          }
        return DK_STEP_CONTINUE;
      }
    case 2:
      f->step = 0;
      if (dk_game_get_return (g))
        push_chain (g, bos_next_alive (g, player), BOS_WINDOW_CHAIN);
      return DK_STEP_WAIT;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

/* a[0]: 1 once the hand is being discarded down. */
static DkStepResult
proc_end (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint player = dk_game_active (g);

  switch (f->step)
    {
    case 0:
      CHECKPOINT (g);
      f->step = 1;
      if (!alive (g, player))
        return DK_STEP_CONTINUE;
      return bos_chain (g, player, BOS_WINDOW_CHAIN) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case 1:
      {
        guint n;
        const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n);

        CHECKPOINT (g);
        /* End Phase: more than 7 in hand: discard down to 6. */
        if (alive (g, player) && (n > (guint) dk_game_param (g, BOS_PARAM_HAND_LIMIT) ||
                                  (f->a[0] && n > (guint) dk_game_param (g, BOS_PARAM_DISCARD_TO))))
          {
            f->a[0] = 1;
            f->step = 2;
            dk_game_decide (g, player, BOS_DECISION (DISCARD));
            for (guint i = 0; i < n; i++)
              dk_option_add_card (dk_game_offer (g, BOS_VERB (DISCARD), 0), hand[i]);
            return DK_STEP_WAIT;
          }
        f->step = 3;
        return DK_STEP_CONTINUE;
      }
    case 2:
      bos_to_discard (g, dk_game_answer (g)->args[0], BOS_CAUSE_DISCARDED, DK_NO_CARD);
      f->step = 1;
      return DK_STEP_CONTINUE;
    case 3:
      /* Glossary: Control: fighters taken until the end of the turn return. */
      while (s->n_borrowed > 0)
        {
          gint32 c = s->borrowed[--s->n_borrowed];

          if (bos_on_field (g, c))
            bos_take_control (g, c, dk_game_card (g, c)->owner, FALSE);
        }
      if (dk_game_param (g, BOS_PARAM_MAX_TURNS) > 0 &&
          dk_game_turn (g) >= dk_game_param (g, BOS_PARAM_MAX_TURNS))
        dk_game_end (g, -1);
      return DK_STEP_DONE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

static guint
hand_warriors (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n);

  for (guint i = 0; i < n; i++)
    if (bos_card_type (g, hand[i]) == BOS_TYPE_FIGHTER &&
        bos_stat (g, hand[i], BOS_STAT_CLASS) == BOS_CLASS_WARRIOR)
      k++;
  return k;
}

/* Rule update 2: fewer than 2 warrior-class fighters is a mulligan hand. */
static gboolean
mulligan_hand (const DkGame *g, guint player)
{
  return hand_warriors (g, player) < (guint) dk_game_param (g, BOS_PARAM_MULLIGAN_WARRIORS);
}

static gboolean
mulligans_left (const DkGame *g, guint player)
{
  return bos_state_const (g)->mulligans[player] < dk_game_param (g, BOS_PARAM_MAX_MULLIGANS);
}

/* Show the hand, shuffle it back, draw again. */
static void
do_mulligan (DkGame *g, guint player)
{
  BosState *s = bos_state (g);
  guint n;
  const guint16 *hand;

  hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n);
  for (guint i = 0; i < n; i++)
    dk_game_reveal (g, hand[i], player);
  while ((hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n)), n > 0)
    dk_game_move (g, hand[n - 1], BOS_ZONE_DECK, player, DK_POS_TOP);
  dk_game_shuffle (g, BOS_ZONE_DECK, player);
  dk_game_draw (g, player, (guint) dk_game_param (g, BOS_PARAM_HAND_SIZE));
  s->mulligans[player]++;
  bos_emit (g, BOS_EVENT (MULLIGAN), (gint) player, DK_NO_CARD, s->mulligans[player], 0, 0, 0);
}

static void
ask_mulligan (DkGame *g, guint player)
{
  dk_game_decide (g, player, BOS_DECISION (MULLIGAN));
  dk_game_offer (g, DK_VERB_KEEP, 0);
  dk_game_offer (g, DK_VERB_MULLIGAN, 0);
}

/* a[0] the position in the round, a[1] the player who chooses who goes
 * first, a[2] a mulligan was called this round, a[3] who called it, a[4]
 * whose turn to take it. */
static DkStepResult
proc_start (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint n = bos_n_players (g);

  switch (f->step)
    {
    case 0:
      /* Preparing to battle, 1: shuffle; 4: a random method picks who
       * chooses; in a match, the loser of the previous battle chooses. */
      for (guint p = 0; p < n; p++)
        dk_game_shuffle (g, BOS_ZONE_DECK, p);
      if (dk_game_param (g, BOS_PARAM_FIRST_CHOOSER) > 0 &&
          (guint) dk_game_param (g, BOS_PARAM_FIRST_CHOOSER) <= n)
        f->a[1] = (gint32) dk_game_param (g, BOS_PARAM_FIRST_CHOOSER) - 1;
      else
        f->a[1] = (gint32) dk_game_random (g, n);
      f->step = 1;
      dk_game_decide (g, (guint) f->a[1], BOS_DECISION (FIRST));
      dk_game_offer (g, BOS_VERB (GO_FIRST), 0);
      dk_game_offer (g, BOS_VERB (GO_SECOND), 0);
      return DK_STEP_WAIT;
    case 1:
      {
        guint winner = (guint) f->a[1];
        guint first =
            dk_game_answer (g)->verb == BOS_VERB (GO_FIRST) ? winner : (winner + n - 1) % n;
        gint64 sp = dk_game_param (g, BOS_PARAM_STARTING_SP);

        /* The team battle's alternative: the SP split among the members. */
        if (team_size (g) == 2 && !shared_sp (g))
          sp /= 2;
        s->first_player = (gint32) first;
        dk_game_set_active (g, first);
        for (guint p = 0; p < n; p++)
          {
            dk_game_set_counter (g, p, 0, (gint32) sp);
            dk_game_draw (g, p, (guint) dk_game_param (g, BOS_PARAM_HAND_SIZE));
          }
        f->a[0] = 0;
        f->a[2] = 0;
        f->step = 2;
        return DK_STEP_CONTINUE;
      }
    case 2:
      {
        guint p;

        if ((guint) f->a[0] >= n)
          {
            /* Everyone must be satisfied before the first draw. */
            if (!f->a[2])
              return DK_STEP_DONE;
            f->a[0] = 0;
            f->a[2] = 0;
          }
        p = ((guint) s->first_player + (guint) f->a[0]) % n;
        if (mulligan_hand (g, p) && mulligans_left (g, p))
          {
            f->step = 3;
            ask_mulligan (g, p);
            return DK_STEP_WAIT;
          }
        f->a[0]++;
        return DK_STEP_CONTINUE;
      }
    case 3:
      {
        guint p = ((guint) s->first_player + (guint) f->a[0]) % n;

        if (dk_game_answer (g)->verb != DK_VERB_MULLIGAN)
          {
            f->a[0]++;
            f->step = 2;
            return DK_STEP_CONTINUE;
          }
        do_mulligan (g, p);
        f->a[2] = 1;
        f->a[3] = (gint32) p;
        f->a[4] = 1;
        f->step = 4;
        return DK_STEP_CONTINUE;
      }
    case 4:
      {
        guint q;

        /* NOTE of rule update 2: a player who does not need it may take it. */
        if ((guint) f->a[4] >= n)
          {
            f->a[0]++;
            f->step = 2;
            return DK_STEP_CONTINUE;
          }
        q = ((guint) f->a[3] + (guint) f->a[4]) % n;
        if (!mulligan_hand (g, q) && mulligans_left (g, q))
          {
            f->step = 5;
            ask_mulligan (g, q);
            return DK_STEP_WAIT;
          }
        f->a[4]++;
        return DK_STEP_CONTINUE;
      }
    case 5:
      if (dk_game_answer (g)->verb == DK_VERB_MULLIGAN)
        do_mulligan (g, ((guint) f->a[3] + (guint) f->a[4]) % n);
      f->a[4]++;
      f->step = 4;
      return DK_STEP_CONTINUE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

static void
reset_state (BosState *s)
{
  s->attacker = s->target = s->replay_fighter = DK_NO_CARD;
  s->defender = -1;
  s->resolving_event_card = DK_NO_CARD;
}

void
bos_setup (DkGame *g)
{
  reset_state (bos_state (g));
  bos_note_params (g);
  bos_note_listeners (g);
  bos_note_field (g);
  dk_game_push (g, BOS_PROC (START));
}

/* A scenario starts in the middle of a turn: who went first follows from
 * the turn number; a player given no SP starts with the starting SP. */
void
bos_setup_position (DkGame *g)
{
  BosState *s = bos_state (g);
  guint n = bos_n_players (g);
  gint32 turn = dk_game_turn (g);
  gint64 sp = dk_game_param (g, BOS_PARAM_STARTING_SP);
  gint phase = dk_game_phase (g);

  reset_state (s);
  /* The position may have cards set this turn. */ s->set_this_turn = BOS_SET_ANYWHERE;
  bos_note_params (g);
  bos_note_listeners (g);
  s->first_player =
      (gint32) ((dk_game_active (g) + n * 64 - (guint) ((turn - 1) % (gint32) n)) % n);
  for (guint p = 0; p < n; p++)
    {
      guint k = (p + n - (guint) s->first_player) % n;

      s->turns_taken[p] =
          turn >= (gint32) (k + 1) ? (guint8) ((turn - (gint32) (k + 1)) / (gint32) n + 1) : 0;
    }
  if (team_size (g) == 2 && !shared_sp (g))
    sp /= 2;
  for (guint p = 0; p < n; p++)
    if (dk_game_counter (g, p, 0) == 0)
      dk_game_set_counter (g, p, 0, (gint32) sp);
  s->battle_declared = phase == BOS_PHASE_BATTLE || phase == BOS_PHASE_MAIN2;
  /* Equipment Cards: Attached: a scenario gives an attached equipment as a
   * child of its fighter, and the framework puts it in the fighter's zone;
   * it belongs in its controller's equipment zone, still attached. */
  for (guint p = 0; p < n; p++)
    {
      guint k;
      const guint16 *fz = dk_game_zone (g, BOS_ZONE_FIGHTERS, p, &k);

      for (guint i = 0; i < k; i++)
        if (bos_card_type (g, fz[i]) == BOS_TYPE_EQUIPMENT)
          {
            gint32 card = fz[i];
            DkCard *c = dk_game_card_mut (g, card);
            gint16 host = c->attached_to;
            guint16 flags = c->flags;
            gint32 vars[DK_CARD_VARS];

            memcpy (vars, c->vars, sizeof vars);
            dk_game_move (g, card, BOS_ZONE_EQUIPMENT, p, DK_POS_TOP);
            c = dk_game_card_mut (g, card);
            c->attached_to = host;
            c->flags = flags;
            memcpy (c->vars, vars, sizeof vars);
            fz = dk_game_zone (g, BOS_ZONE_FIGHTERS, p, &k);
            i = (guint) -1;
          }
    }
  bos_note_field (g);
  bos_recheck (g);
}
void
bos_run_step (DkGame *g, guint phase, guint step)
{
  BosState *s = bos_state (g);
  guint player = dk_game_active (g);

  if (bos_pause (g) || !alive (g, player))
    return;
  switch (phase)
    {
    case BOS_PHASE_DRAW:
      {
        s->turns_taken[player] = (guint8) MIN (s->turns_taken[player] + 1, 200);
        s->deploys = 0;
        s->battle_declared = FALSE;
        s->turn_ended = FALSE;
        s->replay_fighter = DK_NO_CARD;
        s->attacker = s->target = DK_NO_CARD; /* A card set this turn stays in its zone or loses the
                                               * mark (a card that moves loses its flags). */
        if (s->set_this_turn == BOS_SET_ANYWHERE)
          {
            for (guint i = 0; i < dk_game_n_cards (g); i++)
              if (dk_game_card_has_flag (g, (gint32) i, BOS_FLAG_SET_THIS_TURN))
                dk_game_card_set_flag (g, (gint32) i, BOS_FLAG_SET_THIS_TURN, FALSE);
          }
        else if (s->set_this_turn == BOS_SET_ON_FIELD)
          for (guint p = 0; p < bos_n_players (g); p++)
            for (guint z = BOS_ZONE_EQUIPMENT; z <= BOS_ZONE_TACTICS; z++)
              {
                guint n;
                const guint16 *cards = dk_game_zone (g, z, p, &n);

                for (guint i = 0; i < n; i++)
                  dk_game_card_set_flag (g, cards[i], BOS_FLAG_SET_THIS_TURN, FALSE);
              }
        s->set_this_turn = BOS_SET_NONE;
        /* Draw Phase: no card to draw loses the battle. */ if (!bos_draw (g, player, 1))
          return;
        bos_chain (g, player, BOS_WINDOW_CHAIN);
        return;
      }
    case BOS_PHASE_READY:
      {
        guint n;
        const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

        /* Ready Phase: rest position fighters return to attack position. */
        for (guint i = 0; i < n; i++)
          {
            bos_set_position (g, f[i], FALSE);
            f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);
          }
        bos_chain (g, player, BOS_WINDOW_CHAIN);
        return;
      }
    case BOS_PHASE_MAIN1:
    case BOS_PHASE_MAIN2:
      {
        DkFrame *f;

        /* Main Phase II only after a Battle Phase. */
        if (phase == BOS_PHASE_MAIN2 && !s->battle_declared)
          return;
        if (s->turn_ended)
          return;
        f = dk_game_push (g, BOS_PROC (MAIN));
        f->a[0] = phase == BOS_PHASE_MAIN1 ? 1 : 2;
        return;
      }
    case BOS_PHASE_BATTLE:
      if (!s->battle_declared)
        return;
      if (step == BOS_STEP_BATTLE)
        dk_game_push (g, BOS_PROC (BATTLE));
      else if (step == BOS_STEP_END)
        {
          s->replay_fighter = DK_NO_CARD;
          bos_chain (g, player, BOS_WINDOW_CHAIN);
        }
      return;
    case BOS_PHASE_END:
      dk_game_push (g, BOS_PROC (END));
      return;
    }
}

guint
bos_default_players (const DkRuleset *ruleset)
{
  gint64 players = dk_ruleset_get (ruleset, BOS_PARAM_PLAYERS);

  if (dk_ruleset_get (ruleset, BOS_PARAM_TEAM_SIZE) == 2)
    return 4;
  return (guint) CLAMP (players, 2, 4);
}

const DkProcSpec bos_procs[BOS_N_PROCS] = {
  [BOS_PROC_START] = { "bos-start", proc_start },
  [BOS_PROC_MAIN] = { "bos-main", proc_main },
  [BOS_PROC_BATTLE] = { "bos-battle", bos_proc_battle },
  [BOS_PROC_ATTACK] = { "bos-attack", bos_proc_attack },
  [BOS_PROC_CHAIN] = { "bos-chain", bos_proc_chain },
  [BOS_PROC_ACTIVATE] = { "bos-activate", bos_proc_activate },
  [BOS_PROC_TRIGGERS] = { "bos-triggers", bos_proc_triggers },
  [BOS_PROC_END] = { "bos-end", proc_end },
};
