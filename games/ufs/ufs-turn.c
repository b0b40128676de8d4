/* ufs-turn.c: the start of the game (E.1) and the turn (F): the Ready Phase, the
 * forms of the Combat Phase and the End Phase.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

static void
draw_to (DkGame *g, guint player, guint count)
{
  for (guint i = 0; i < count && !dk_game_is_over (g); i++)
    if (!ufs_draw_one (g, player))
      break;
}

/* a[0]: whose mulligan decision comes next (0, 1: in turn order). */
DkStepResult
ufs_proc_start (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);

  switch (f->step)
    {
    case 0:
      {
        guint winner;

        /* E.1.2 */
        dk_game_shuffle (g, UFS_ZONE_DECK, 0);
        dk_game_shuffle (g, UFS_ZONE_DECK, 1);
        /* E.1.3: a random method picks who chooses; in a match, the
         * loser of the last game chooses. */
        if (dk_game_param (g, UFS_PARAM_FIRST_CHOOSER) > 0)
          winner = (guint) dk_game_param (g, UFS_PARAM_FIRST_CHOOSER) - 1;
        else
          winner = dk_game_random (g, 2);
        f->step = 1;
        dk_game_decide (g, winner, UFS_DECISION (FIRST));
        dk_game_offer (g, UFS_VERB (GO_FIRST), 0);
        dk_game_offer (g, UFS_VERB (GO_SECOND), 0);
        f->a[1] = (gint32) winner;
        return DK_STEP_WAIT;
      }
    case 1:
      {
        guint first = dk_game_answer (g)->verb == UFS_VERB (GO_FIRST)
                          ? (guint) f->a[1]
                          : ufs_opponent ((guint) f->a[1]);

        s->first_player = (gint32) first;
        dk_game_set_active (g, first);
        /* E.1.4 */
        if (dk_game_param (g, UFS_PARAM_FIRST_COMMITS_CHARACTER) && s->character[first] >= 0)
          ufs_commit_card (g, s->character[first], -1, UFS_COMMITTED_RULE);
        /* E.1.5 */
        for (guint p = 0; p < 2; p++)
          dk_game_set_counter (g, p, 0, ufs_max_vitality (g, p));
        /* E.1.6: the effects waiting for the game to begin execute now
         * (they fire on game-start), before the opening hands. */
        f->step = 4;
        {
          DkEvent ev = { 0 };

          ev.type = DK_EVENT_GAME_START;
          ev.player = -1;
          ev.card = DK_NO_CARD;
          ev.turn = dk_game_turn (g);
          if (ufs_open_window (g, &ev))
            return DK_STEP_WAIT;
        }
        return DK_STEP_CONTINUE;
      }
    case 4:
      /* E.1.7 */
      for (guint p = 0; p < 2; p++)
        draw_to (g, p, ufs_hand_size (g, p));
      f->a[0] = 0;
      f->step = 2;
      return DK_STEP_CONTINUE;
    case 2:
      {
        guint p;

        /* E.1.8: mulligans, starting with the player going first. */
        if (f->a[0] >= 2)
          {
            /* E.1.9: the game begins; nothing of its preparation gets a
             * response window. */
            s->n_pending = 0;
            s->pending_fired = 0;
            return DK_STEP_DONE;
          }
        p = ((guint) s->first_player + (guint) f->a[0]) % 2;
        if (s->mulligans[p] >= dk_game_param (g, UFS_PARAM_MAX_MULLIGANS))
          {
            f->a[0]++;
            return DK_STEP_CONTINUE;
          }
        f->step = 3;
        dk_game_decide (g, p, UFS_DECISION (MULLIGAN));
        dk_game_offer (g, DK_VERB_KEEP, 0);
        dk_game_offer (g, DK_VERB_MULLIGAN, 0);
        return DK_STEP_WAIT;
      }
    case 3:
      {
        guint p = ((guint) s->first_player + (guint) f->a[0]) % 2;
        guint n;
        const guint16 *hand;

        f->step = 2;
        if (dk_game_answer (g)->verb != DK_VERB_MULLIGAN)
          {
            f->a[0]++;
            return DK_STEP_CONTINUE;
          }
        s->mulligans[p]++;
        while ((hand = dk_game_zone (g, UFS_ZONE_HAND, p, &n)), n > 0)
          {
            /* Standard: removed from the game; turbo: to the bottom. */
            if (dk_game_param (g, UFS_PARAM_MULLIGAN) == 1)
              dk_game_move (g, hand[n - 1], UFS_ZONE_DECK, p, DK_POS_BOTTOM);
            else
              dk_game_move (g, hand[n - 1], UFS_ZONE_REMOVED, p, DK_POS_TOP);
          }
        if (dk_game_param (g, UFS_PARAM_MULLIGAN) == 1)
          dk_game_shuffle (g, UFS_ZONE_DECK, p);
        draw_to (g, p, ufs_hand_size (g, p));
        return DK_STEP_CONTINUE;
      }
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

void
ufs_setup (DkGame *g)
{
  UfsState *s = ufs_state (g);

  ufs_compute_respondable (g);
  s->character[0] = s->character[1] = DK_NO_CARD;
  s->attack = s->blocker = s->last_attack = DK_NO_CARD;
  /* The decks' characters start in the staging areas (E.1.1, E.1.4). */
  for (guint p = 0; p < 2; p++)
    {
      guint n;
      const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n);

      for (guint i = 0; i < n && s->character[p] < 0; i++)
        if (ufs_card_type (g, staging[i]) == UFS_TYPE_CHARACTER)
          s->character[p] = staging[i];
    }
  dk_game_push (g, UFS_PROC (START));
}

void
ufs_setup_position (DkGame *g)
{
  UfsState *s = ufs_state (g);

  ufs_compute_respondable (g);
  s->attack = s->blocker = s->last_attack = DK_NO_CARD;
  s->first_player = (gint32) dk_game_active (g);
  /* a position set up has done nothing yet this turn (ufs-history.c) */
  memset (s->history, 0, sizeof s->history);
  /* D.4: a momentum set up is face down (face up only by an effect) */
  for (guint p = 0; p < 2; p++)
    {
      guint n;
      const guint16 *momentum = dk_game_zone (g, UFS_ZONE_MOMENTUM, p, &n);

      for (guint i = 0; i < n; i++)
        ufs_card_set_flag (g, momentum[i], DK_CARD_FLAG_FACE_DOWN, TRUE);
    }
  for (guint p = 0; p < 2; p++)
    {
      gint32 c = s->character[p];

      /* The state starts zeroed: a character not set by <player
       * character="ID"> is the first character in the staging area. */
      if (c < 0 || (guint) c >= dk_game_n_cards (g) || ufs_card_type (g, c) != UFS_TYPE_CHARACTER ||
          ufs_zone_kind_of (g, c) != UFS_ZONE_STAGING || ufs_zone_owner_of (g, c) != p)
        s->character[p] = DK_NO_CARD;
    }
  for (guint p = 0; p < 2; p++)
    if (s->character[p] < 0)
      {
        guint n;
        const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n);

        for (guint i = 0; i < n && s->character[p] < 0; i++)
          if (ufs_card_type (g, staging[i]) == UFS_TYPE_CHARACTER)
            s->character[p] = staging[i];
        /* E.1.5: found so, it starts at full vitality too, unless the
         * scenario gave one; at 0 the game would be over before its
         * first step (E.2.1), which a position states with character=. */
        if (s->character[p] >= 0 && dk_game_counter (g, p, 0) == 0)
          dk_game_set_counter (g, p, 0, ufs_max_vitality (g, p));
      }
  /* C.3.3.4.3: the continuous bonuses apply to the position as set up,
   * not as its cards were laid down one by one */
  for (guint c = 0; c < dk_game_n_cards (g); c++)
    ufs_static_refresh (g, (gint32) c);
  ufs_static_sync (g);
}

/* A scenario's <player character="ID">: the starting character, in the
 * staging area, at full vitality unless the scenario says otherwise. */
gboolean
ufs_scenario_player_attr (
    DkGame *g, guint player, const char *name, const char *value, GError **error)
{
  UfsState *s = ufs_state (g);
  const DkCardDef *def;
  gint32 card;

  if (strcmp (name, "character") != 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, "unknown player attribute \"%s\"",
                   name);
      return FALSE;
    }
  def = dk_card_db_lookup (dk_game_get_db (g), value);
  if (def == NULL || def->type != UFS_TYPE_CHARACTER)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, "\"%s\" is not a character card",
                   value);
      return FALSE;
    }
  card = dk_game_add_card (g, def->index, player, UFS_ZONE_STAGING, error);
  if (card < 0)
    return FALSE;
  s->character[player] = card;
  if (dk_game_counter (g, player, 0) == 0)
    dk_game_set_counter (g, player, 0, dk_game_stat (g, card, UFS_STAT_VITALITY));
  return TRUE;
}

DkStepResult
ufs_proc_review (DkGame *g, DkFrame *f)
{
  guint player = dk_game_active (g);
  guint n;
  const guint16 *hand;

  switch (f->step)
    {
    case 0:
      if (ufs_pause (g))
        return ufs_pause_step (g);
      hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
      if (n == 0)
        return DK_STEP_DONE;
      f->step = 1;
      dk_game_decide (g, player, UFS_DECISION (REVIEW));
      for (guint i = 0; i < n; i++)
        dk_option_add_card (dk_game_offer (g, UFS_VERB (REVIEW), 0), hand[i]);
      dk_game_offer (g, UFS_VERB (NO_REVIEW), 0);
      return DK_STEP_WAIT;
    default:
      /* F.1.2 */
      if (dk_game_answer (g)->verb == UFS_VERB (REVIEW))
        ufs_discard_card (g, dk_game_answer (g)->args[0]);
      /* The windows stay when this frame is popped. */
      ufs_flush_windows (g);
      return DK_STEP_DONE;
    }
}

/* May @player still pass without attempting a card (F.2.2.3)? */
static gboolean
can_pass (const DkGame *g, guint player)
{
  const UfsState *s = ufs_state_const (g);
  guint n;
  const guint16 *hand;
  guint32 allowed;

  if (!s->must_attempt[player] || s->attempted_card[player])
    return TRUE;
  hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
  allowed = ufs_resources_allowed (g, player, DK_NO_CARD);
  for (guint i = 0; i < n; i++)
    if (ufs_card_type (g, hand[i]) != UFS_TYPE_ACTION &&
        ufs_card_playable (g, hand[i], player, allowed))
      return FALSE;
  return TRUE;
}

/* F.2: the forms of the Combat Phase, and the attacks they put on the
 * stack. a[0]: 1 when the form attempted was a card from the hand. */
DkStepResult
ufs_proc_combat (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);
  guint player = dk_game_active (g);

  switch (f->step)
    {
    case 0:
      {
        guint n;
        const guint16 *hand;
        guint32 allowed;

        if (ufs_pause (g))
          return ufs_pause_step (g);
        if (ufs_flush_windows (g))
          return DK_STEP_WAIT;
        /* F.2.3.4: a pending attack begins before any form. */
        while (s->n_attack_stack > 0)
          {
            gint32 attack = s->attack_stack[--s->n_attack_stack];

            /* F.2.3.5 */
            if (ufs_zone_kind_of (g, attack) != UFS_ZONE_CARD_POOL)
              continue;
            {
              DkFrame *a;

              f->step = 0;
              a = dk_game_push (g, UFS_PROC (ATTACK));
              a->a[0] = attack;
              a->a[1] = (gint32) dk_game_card (g, attack)->controller;
              return DK_STEP_WAIT;
            }
          }
        /* F.4.1.2: an instruction ended the phase; its attacks are done. */
        if (ufs_end_phase_taken (g))
          {
            s->must_attempt[player] = 0;
            return DK_STEP_DONE;
          }
        dk_game_decide (g, player, UFS_DECISION (FORM));
        hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
        allowed = ufs_resources_allowed (g, player, DK_NO_CARD);
        /* F.2.2.1 */
        for (guint i = 0; i < n; i++)
          if (ufs_card_type (g, hand[i]) != UFS_TYPE_ACTION &&
              ufs_card_playable (g, hand[i], player, allowed))
            dk_option_add_card (dk_game_offer (g, UFS_VERB (PLAY), 0), hand[i]);
        /* K.3.17: cards that may be played as though they were in the hand */
        for (guint i = 0; G_UNLIKELY (i < s->n_as_hand); i++)
          {
            gint32 card = ufs_as_hand_play (g, i, player);

            if (card != DK_NO_CARD && ufs_card_playable (g, card, player, allowed))
              dk_option_add_card (dk_game_offer (g, UFS_VERB (PLAY), 0), card);
          }
        /* F.2.2.1, F.2.2.2: form abilities. */
        ufs_offer_abilities (g, player, UFS_ABILITY_FORM, 0, NULL);
        /* F.2.2.3 */
        if (can_pass (g, player))
          dk_game_offer (g, DK_VERB_PASS, 0);
        if (dk_game_n_offered (g) == 0)
          dk_game_offer (g, DK_VERB_PASS, 0);
        f->step = 1;
        return DK_STEP_WAIT;
      }
    case 1:
      {
        const DkOption *o = dk_game_answer (g);

        if (o->verb == DK_VERB_PASS)
          {
            /* F.2.2.3: passing without attempting a card obliges next turn. */
            s->must_attempt[player] = !s->attempted_card[player];
            return DK_STEP_DONE;
          }
        s->forms[player]++;
        s->fail_keeps[player] = 0;
        f->step = 2;
        if (o->verb == UFS_VERB (PLAY))
          {
            gint32 card = o->args[0];

            s->attempted_card[player] = 1;
            f->a[0] = 1;
            ufs_push_play_card (g, card, UFS_KIND_FORM, player, 0);
            return DK_STEP_WAIT;
          }
        f->a[0] = ufs_zone_kind_of (g, o->args[0]) == UFS_ZONE_HAND;
        if (f->a[0])
          s->attempted_card[player] = 1;
        ufs_push_ability (g, o->args[0], (guint) o->args[1] - 1, player, 0, UFS_ABILITY_FORM);
        return DK_STEP_WAIT;
      }
    case 2:
      /* F.2.2.1.1: a failed attempt to play a card as a form ends the phase. */
      if (f->a[0] && !dk_game_get_return (g))
        {
          /* a check whose failure an effect said would not end it */
          if (s->fail_keeps[player] != 0)
            {
              s->fail_keeps[player] = 0;
              f->step = 0;
              return DK_STEP_CONTINUE;
            }
          s->must_attempt[player] = 0;
          return DK_STEP_DONE;
        }
      f->step = 0;
      return DK_STEP_CONTINUE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

/* a[0]: 0 the active player's card pool, 1 the inactive player's. */
DkStepResult
ufs_proc_end (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);
  guint player = f->a[0] == 0 ? dk_game_active (g) : ufs_opponent (dk_game_active (g));

  switch (f->step)
    {
    case 0:
      {
        gint32 card;
        guint type;

        if (ufs_pause (g))
          return ufs_pause_step (g);
        /* The windows of the card cleared last (and of earlier events). */
        if (ufs_flush_windows (g))
          return DK_STEP_WAIT;
        if (f->a[0] >= 2)
          {
            f->step = 2;
            return DK_STEP_CONTINUE;
          }
        /* F.3.1.2: right to left. */
        card = dk_game_zone_top (g, UFS_ZONE_CARD_POOL, player);
        if (card == DK_NO_CARD)
          {
            f->a[0]++;
            return DK_STEP_CONTINUE;
          }
        type = ufs_card_type (g, card);
        if (dk_game_card (g, card)->vars[UFS_VAR_PLAYED_TURN] == dk_game_turn (g) &&
            !dk_game_card_has_flag (g, card, UFS_FLAG_BLOCK | UFS_FLAG_COPY) &&
            !ufs_is_face_down (g, card) &&
            (type == UFS_TYPE_FOUNDATION || type == UFS_TYPE_ASSET || type == UFS_TYPE_CHARACTER))
          {
            /* F.3.2.1 */
            dk_game_move (g, card, UFS_ZONE_STAGING, player, DK_POS_TOP);
            return DK_STEP_CONTINUE;
          }
        if (type == UFS_TYPE_ATTACK && dk_game_card_has_flag (g, card, UFS_FLAG_DEALT) &&
            !dk_game_card_has_flag (g, card, UFS_FLAG_COPY))
          {
            /* F.3.2.2; I.3.8.2.1: a multiple copy never goes to momentum. */
            f->step = 1;
            dk_game_decide (g, player, UFS_DECISION (CLEAR));
            dk_option_add_card (dk_game_offer (g, UFS_VERB (MOMENTUM), 0), card);
            dk_option_add_card (dk_game_offer (g, UFS_VERB (DISCARD), 0), card);
            return DK_STEP_WAIT;
          }
        /* F.3.2.3 */
        ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, FALSE);
        ufs_discard_card (g, card);
        return DK_STEP_CONTINUE;
      }
    case 1:
      {
        const DkOption *o = dk_game_answer (g);

        if (o->verb == UFS_VERB (MOMENTUM))
          {
            dk_game_move (g, o->args[0], UFS_ZONE_MOMENTUM, player, DK_POS_TOP);
            ufs_card_set_flag (g, o->args[0], DK_CARD_FLAG_FACE_DOWN, TRUE);
          }
        else
          ufs_discard_card (g, o->args[0]);
        f->step = 0;
        return DK_STEP_CONTINUE;
      }
    case 2:
      {
        guint n = dk_game_n_cards (g);

        /* The turn's detached and assigned effects end (J.2.2.1, J.2.3.1):
         * a card that is sealed is no longer (one that is not stays as it
         * is, and wakes no pause condition). */
        for (guint i = 0; i < n; i++)
          if (dk_game_card_has_flag (g, (gint32) i, UFS_FLAG_SEALED))
            ufs_card_set_flag (g, (gint32) i, UFS_FLAG_SEALED, FALSE);
        s->n_next = 0;
        ufs_delayed_end (g, 0);
        s->next_card_difficulty[0] = s->next_card_difficulty[1] = 0;
        if (dk_game_param (g, UFS_PARAM_MAX_TURNS) > 0 &&
            dk_game_turn (g) >= dk_game_param (g, UFS_PARAM_MAX_TURNS))
          dk_game_end (g, -1);
        return DK_STEP_DONE;
      }
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

void
ufs_run_step (DkGame *g, guint phase, guint step)
{
  UfsState *s = ufs_state (g);
  guint player = dk_game_active (g);

  if (ufs_pause (g))
    {
      /* a pause condition's question first: this step after it */
      if (!dk_game_is_over (g))
        {
          DkFrame *q = dk_game_top_frame (g);

          q->a[2] = 1;
          q->a[3] = (gint32) phase;
          q->a[4] = (gint32) step;
        }
      return;
    }
  switch (phase)
    {
    case UFS_PHASE_READY:
      /* E.1.9 */
      if (dk_game_turn (g) == 1 && dk_game_param (g, UFS_PARAM_FIRST_SKIPS_READY))
        return;
      if (step == UFS_STEP_READY)
        {
          /* F.1.1; K.4.5: a frozen card stays committed once. */
          static const guint zones[] = { UFS_ZONE_STAGING, UFS_ZONE_MOMENTUM };

          for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
            {
              guint n;
              const guint16 *cards = dk_game_zone (g, zones[z], player, &n);

              for (guint i = 0; i < n; i++)
                {
                  if (dk_game_card_has_flag (g, cards[i], UFS_FLAG_FROZEN))
                    ufs_card_set_flag (g, cards[i], UFS_FLAG_FROZEN, FALSE);
                  else
                    ufs_card_set_flag (g, cards[i], DK_CARD_FLAG_EXHAUSTED, FALSE);
                }
            }
        }
      else if (step == UFS_STEP_REVIEW)
        dk_game_push (g, UFS_PROC (REVIEW));
      else if (step == UFS_STEP_DRAW)
        {
          /* F.1.3; F.1.3.1: one event */
          guint want = ufs_hand_size (g, player);

          ufs_act_begin (g);
          while (!dk_game_is_over (g) && dk_game_zone_size (g, UFS_ZONE_HAND, player) < want)
            if (!ufs_draw_one (g, player))
              break;
          ufs_act_end (g);
        }
      /* The windows of the step's events (cards drawn, a cycle). */
      ufs_flush_windows (g);
      return;
    case UFS_PHASE_COMBAT:
      /* "readied this Combat Phase" counts from here */
      for (guint i = 0, n = dk_game_n_cards (g); i < n; i++)
        if (dk_game_card_has_flag (g, (gint32) i, UFS_FLAG_READIED))
          ufs_card_set_flag (g, (gint32) i, UFS_FLAG_READIED, FALSE);
      s->forms[player] = 0;
      s->attempted_card[player] = 0;
      s->end_phase = 0;
      dk_game_push (g, UFS_PROC (COMBAT));
      return;
    case UFS_PHASE_END:
      dk_game_push (g, UFS_PROC (END));
      return;
    }
}
