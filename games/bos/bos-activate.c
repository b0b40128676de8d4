/* bos-activate.c: activating cards and effects.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

static gboolean
event_matches_window (
    const DkGame *g, const DkAbility *ab, const BosAbility *info, gint32 card, guint player)
{
  const BosState *s = bos_state_const (g);

  /* None of the window's events is of the kind the ability waits for. */
  if (!(s->has_last_event &&
        (info->when_event == BOS_EVENT (CHAIN_LINK) || info->when_event == s->last_event.type)) &&
      !(s->has_base_event && info->when_event == s->base_event.type))
    return FALSE;
  if (s->has_last_event && info->when_event == BOS_EVENT (CHAIN_LINK))
    {
      /* The activation that made the last link is also that link. */
      DkEvent link = s->last_event;

      link.type = BOS_EVENT (CHAIN_LINK);
      link.a[0] = s->links;
      link.a[1] = s->last_event.a[0];
      if (bos_when_matches (g, ab, info, card, player, &link))
        return TRUE;
    }
  return (s->has_base_event && bos_when_matches (g, ab, info, card, player, &s->base_event)) ||
         (s->has_last_event && bos_when_matches (g, ab, info, card, player, &s->last_event));
}

/* Ability @index of @card, a face-up card on @player's side of the field,
 * whose definition is @def: what bos_ability_usable_in() allows in @ctx,
 * checked against the position. */
static gboolean
ability_live_ok (DkGame *g,
                 gint32 card,
                 const DkCardDef *def,
                 gint index,
                 const BosAbility *info,
                 guint player,
                 Ctx ctx)
{
  const DkAbility *ab = &def->abilities[index];

  if (info->when_event >= 0 && !event_matches_window (g, ab, info, card, player))
    return FALSE;
  if ((info->flags & BOS_AB_ONCE_PER_TURN) && bos_used_this_turn (g, card, index))
    return FALSE;
  /* Rule update 3: a battlefield's cost effects, once per turn. */
  if (def->type == BOS_TYPE_BATTLEFIELD && (info->flags & BOS_AB_HAS_COST) &&
      !(info->flags & BOS_AB_UNLIMITED) && bos_used_this_turn (g, card, index))
    return FALSE;
  if (bos_on_chain (g, card, index))
    return FALSE;
  return bos_cost_payable (g, card, ab, info, player) &&
         bos_effect_possible (g, card, ab, info, player);
}

/* Ability @index of @card, a face-up card on @player's side of the field,
 * whose definition is @def. */
static gboolean
ability_ok (DkGame *g, gint32 card, const DkCardDef *def, gint index, guint player, Ctx ctx)
{
  BosAbility tmp;
  const BosAbility *info = bos_ability_info (g, def, (guint) index, &tmp);

  return bos_ability_usable_in ((guint) def->type, ((const BosCardData *) def->data)->act,
                                (guint) index, info, ctx) &&
         ability_live_ok (g, card, def, index, info, player, ctx);
}

/* The first ability of @card (face up on @player's side, whose definition
 * is @def) from @from on that @player could use in @ctx; -1 if none. */
static gint
next_usable_ability (
    DkGame *g, gint32 card, const DkCardDef *def, guint from, guint player, Ctx ctx)
{
  const BosCardData *d = def->data;

  /* Compiled: which abilities the card alone allows. */
  if (def->n_abilities <= d->n_abilities)
    {
      guint mask = from < 8 ? (guint) d->ctx_abilities[ctx] & ~((1u << from) - 1) : 0;

      for (; mask != 0; mask &= mask - 1)
        {
          guint a = (guint) __builtin_ctz (mask);

          if (ability_live_ok (g, card, def, (gint) a, &d->abilities[a], player, ctx))
            return (gint) a;
        }
      return -1;
    }
  for (guint a = from; a < def->n_abilities; a++)
    if (ability_ok (g, card, def, (gint) a, player, ctx))
      return (gint) a;
  return -1;
}

static gboolean
has_face_up_fighter (const DkGame *g, guint player)
{
  guint n;
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

  for (guint i = 0; i < n; i++)
    if (!face_down (g, f[i]))
      return TRUE;
  return FALSE;
}

/* Activating the card itself: an equipment or battlefield from the hand,
 * a face-down equipment or tactic. @card, whose definition is @def, is in
 * @player's zone of kind @kind. */
static gboolean
card_activation_ok (DkGame *g, gint32 card, const DkCardDef *def, guint kind, guint player, Ctx ctx)
{
  guint type = (guint) def->type;
  gint act = ((const BosCardData *) def->data)->act;
  const DkAbility *ab = NULL;
  BosAbility tmp;
  const BosAbility *info = NULL;

  switch (type)
    {
    case BOS_TYPE_EQUIPMENT:
      /* Equipment and Tactic Card Chains: Main Phases only; a face-down
       * equipment waits a turn (The Game Layout). */
      if (ctx != CTX_MAIN)
        return FALSE;
      if (kind == BOS_ZONE_HAND)
        {
          if (!bos_room_for (g, player, BOS_TYPE_EQUIPMENT))
            return FALSE;
        }
      else if (kind != BOS_ZONE_EQUIPMENT || !face_down (g, card) ||
               dk_game_card_has_flag (g, card, BOS_FLAG_SET_THIS_TURN))
        return FALSE;
      if (bos_stat (g, card, BOS_STAT_DURATION) == BOS_DURATION_ATTACHED &&
          !has_face_up_fighter (g, player))
        return FALSE;
      break;
    case BOS_TYPE_TACTIC:
      /* Tactic Cards: face down first, not the turn they were set. */
      if (kind != BOS_ZONE_TACTICS || !face_down (g, card) ||
          dk_game_card_has_flag (g, card, BOS_FLAG_SET_THIS_TURN))
        return FALSE;
      break;
    case BOS_TYPE_BATTLEFIELD:
      if (ctx != CTX_MAIN || kind != BOS_ZONE_HAND)
        return FALSE;
      break;
    default:
      return FALSE;
    }
  if (act >= 0 && (guint) act < def->n_abilities)
    {
      ab = &def->abilities[act];
      info = bos_ability_info (g, def, (guint) act, &tmp);
    }
  if (ab == NULL)
    return ctx != CTX_DAMAGE || type == BOS_TYPE_TACTIC;
  if (info->when_event >= 0 && !((ctx == CTX_WINDOW || ctx == CTX_DAMAGE) &&
                                 event_matches_window (g, ab, info, card, player)))
    return FALSE;
  if (info->type == AB_IGNITION && type == BOS_TYPE_TACTIC && ctx == CTX_DAMAGE)
    return TRUE;
  return bos_cost_payable (g, card, ab, info, player) &&
         bos_effect_possible (g, card, ab, info, player);
}

/* Might the activation of a card of @def be allowed in @ctx? Not when its
 * compiled activation waits for an event and @ctx is no chain window, or
 * no event of the window is of that kind (event_matches_window);
 * otherwise card_activation_ok says. */
static inline gboolean
activation_may (const BosState *s, const BosCardData *d, Ctx ctx)
{
  gint16 when;

  if (d->act < 0 || d->act >= d->n_abilities)
    return TRUE;
  when = d->abilities[d->act].when_event;
  if (when < 0)
    return TRUE;
  if (ctx != CTX_WINDOW && ctx != CTX_DAMAGE)
    return FALSE;
  return (s->has_last_event && (when == BOS_EVENT (CHAIN_LINK) || when == s->last_event.type)) ||
         (s->has_base_event && when == s->base_event.type);
}

/* Only equipment, tactic and battlefield cards are activated themselves
 * (card_activation_ok). */
static inline gboolean
activated_itself (const BosCardData *d)
{
  return d->type == BOS_TYPE_EQUIPMENT || d->type == BOS_TYPE_TACTIC ||
         d->type == BOS_TYPE_BATTLEFIELD;
}

/* Offer `activate CARD N` for the abilities of @c, face up on @player's
 * side, whose definition is @def, that @player could use in @ctx; with
 * @probe, offer nothing. Returns how many there are (with @probe, 0 or
 * 1). */
static guint
offer_abilities (DkGame *g, gint32 c, const DkCardDef *def, guint player, Ctx ctx, gboolean probe)
{
  guint found = 0;

  for (gint a = next_usable_ability (g, c, def, 0, player, ctx); a >= 0;
       a = next_usable_ability (g, c, def, (guint) a + 1, player, ctx))
    {
      DkOption *o;

      if (probe)
        return 1;
      found++;
      o = dk_game_offer (g, BOS_VERB (ACTIVATE), (guint16) (a + 1));
      dk_option_add_card (o, c);
      dk_option_add_int (o, (gint32) a + 1);
    }
  return found;
}

/* bos_offer_activations() for the cards of @player's zone of @kind kept
 * in BosState.field (the fighters and the battlefield, whose cards are
 * never activated themselves there: card_activation_ok): the abilities of
 * the face-up ones, in zone order (BosState.field_usable). */
static G_ALWAYS_INLINE inline guint
offer_kept (DkGame *g, const BosState *s, guint kind, guint player, Ctx ctx, gboolean probe)
{
  guint found = 0;

  for (guint32 m = s->field_usable[ctx]; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctz (m);
      gint32 c = s->field[i];
      guint k;

      if (s->field_side[i] != player || bos_zone_kind_of (g, c) != kind)
        continue;
      k = offer_abilities (g, c, dk_game_card_def (g, c), player, ctx, probe);
      if (probe && k > 0)
        return 1;
      found += k;
    }
  return found;
}

/* bos_offer_activations() for the cards of @player's zone of @kind, read
 * from the zone. */
static G_ALWAYS_INLINE inline guint
offer_zone (DkGame *g, const BosState *s, guint kind, guint player, Ctx ctx, gboolean probe)
{
  guint found = 0;
  guint n;
  const guint16 *cards = dk_game_zone (g, kind, player, &n);

  for (guint i = 0; i < n; i++)
    {
      gint32 c = cards[i];
      const BosCardData *d = dk_game_card_data (g, c);
      guint k;

      if (d == NULL)
        continue;
      if (kind == BOS_ZONE_HAND || face_down (g, c))
        {
          if (activated_itself (d) && activation_may (s, d, ctx) &&
              card_activation_ok (g, c, dk_game_card_def (g, c), kind, player, ctx))
            {
              if (probe)
                return 1;
              found++;
              dk_option_add_card (dk_game_offer (g, BOS_VERB (ACTIVATE), 0), c);
            }
          continue;
        }
      /* Compiled: none of its abilities can be used in @ctx. */
      if (!(d->usable & (1u << ctx)))
        continue;
      k = offer_abilities (g, c, dk_game_card_def (g, c), player, ctx, probe);
      if (probe && k > 0)
        return 1;
      found += k;
      cards = dk_game_zone (g, kind, player, &n);
    }
  return found;
}

/* Offer `activate CARD` and `activate CARD N` for @player in @ctx; with
 * @probe, offer nothing and say whether there is one (0 or 1). The zones
 * in turn: the hand, the fighters, the equipment, the tactics, the
 * battlefield. */
guint
bos_offer_activations (DkGame *g, guint player, Ctx ctx, gboolean probe)
{
  const BosState *s = bos_state_const (g);
  guint found = 0;
  guint k;

  /* Only an equipment or a battlefield is activated from the hand, and
   * only in a Main Phase (card_activation_ok). */
  if (ctx == CTX_MAIN)
    {
      k = offer_zone (g, s, BOS_ZONE_HAND, player, ctx, probe);
      if (probe && k > 0)
        return 1;
      found += k;
    }
  k = s->field_known ? offer_kept (g, s, BOS_ZONE_FIGHTERS, player, ctx, probe)
                     : offer_zone (g, s, BOS_ZONE_FIGHTERS, player, ctx, probe);
  if (probe && k > 0)
    return 1;
  found += k;
  k = offer_zone (g, s, BOS_ZONE_EQUIPMENT, player, ctx, probe);
  if (probe && k > 0)
    return 1;
  found += k;
  k = offer_zone (g, s, BOS_ZONE_TACTICS, player, ctx, probe);
  if (probe && k > 0)
    return 1;
  found += k;
  k = s->field_known ? offer_kept (g, s, BOS_ZONE_BATTLEFIELD, player, ctx, probe)
                     : offer_zone (g, s, BOS_ZONE_BATTLEFIELD, player, ctx, probe);
  if (probe && k > 0)
    return 1;
  return found + k;
}

/* Push the activation an `activate` option names. */
void
bos_activate_option (DkGame *g, guint player, const DkOption *o)
{
  if (o->n_args >= 2)
    push_activate (g, o->args[0], o->args[1] - 1, player, 0, DK_NO_CARD);
  else
    push_activate (g, o->args[0], activation_ability (g, o->args[0]), player, ACT_CARD, DK_NO_CARD);
}

/* Could @player activate anything in a chain window (@ctx CTX_WINDOW or
 * CTX_DAMAGE)? The same answer as bos_offer_activations' probe, from the
 * cards kept in BosState.field: in a window only a face-down tactic can be
 * activated itself (card_activation_ok), and only a face-up card's quick
 * effects can be used (ability_ok), of the cards kept that have abilities
 * usable in @ctx (BosState.field_usable). */
static gboolean
can_respond (DkGame *g, guint player, Ctx ctx)
{
  const BosState *s = bos_state_const (g);
  guint n;
  const guint16 *tactics;

  if (!s->field_known)
    return bos_offer_activations (g, player, ctx, TRUE) > 0;
  tactics = dk_game_zone (g, BOS_ZONE_TACTICS, player, &n);
  for (guint i = 0; i < n; i++)
    {
      const BosCardData *d = dk_game_card_data (g, tactics[i]);

      if (d != NULL && face_down (g, tactics[i]) && activation_may (s, d, ctx) &&
          card_activation_ok (g, tactics[i], dk_game_card_def (g, tactics[i]), BOS_ZONE_TACTICS,
                              player, ctx))
        return TRUE;
    }
  for (guint32 m = s->field_usable[ctx]; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctz (m);
      gint32 c = s->field[i];

      if (s->field_side[i] == player &&
          next_usable_ability (g, c, dk_game_card_def (g, c), 0, player, ctx) >= 0)
        return TRUE;
    }
  return FALSE;
}

/**
 * bos_anyone_can_respond:
 * @g: a game
 * @window: BOS_WINDOW_CHAIN or BOS_WINDOW_DAMAGE
 *
 * Equipment and Tactic Card Chains: could any player still in activate
 * something in a chain window now?
 */
gboolean
bos_anyone_can_respond (DkGame *g, gint32 window)
{
  Ctx ctx = window == BOS_WINDOW_DAMAGE ? CTX_DAMAGE : CTX_WINDOW;

  for (guint q = 0; q < bos_n_players (g); q++)
    if (alive (g, q) && can_respond (g, q, ctx))
      return TRUE;
  return FALSE;
}

/**
 * bos_all_pass:
 * @g: a game
 * @first: who would have priority first
 *
 * A chain window nobody can act in is not opened: each player's pass is
 * recorded, in the order priority would go round, as the engine records a
 * decision of one option (the log and the record are the same as if it
 * had been opened).
 */
void
bos_all_pass (DkGame *g, guint first)
{
  static const DkOption pass = { .verb = DK_VERB_PASS };
  guint n_alive = 0;
  guint p = first;

  /* Two players both still in (most windows): @first, then the other. */
  if (bos_n_players (g) == 2 && alive (g, 0) && alive (g, 1))
    {
      dk_game_record_automatic (g, first, DK_DECISION_PRIORITY, &pass);
      dk_game_record_automatic (g, first ^ 1u, DK_DECISION_PRIORITY, &pass);
      return;
    }
  for (guint q = 0; q < bos_n_players (g); q++)
    n_alive += alive (g, q);
  if (!alive (g, p))
    p = bos_next_alive (g, p);
  for (guint k = 0; k < n_alive; k++)
    {
      dk_game_record_automatic (g, p, DK_DECISION_PRIORITY, &pass);
      p = bos_next_alive (g, p);
    }
}

/**
 * bos_open_window:
 * @g: a game
 * @window: BOS_WINDOW_CHAIN or BOS_WINDOW_DAMAGE
 * @first: who has priority first
 *
 * Equipment and Tactic Card Chains: players may respond in turn until all
 * pass in succession; when nobody can, they all pass at once
 * (bos_all_pass). Call it after bos_pause(), as proc_chain does: nothing
 * changes while everyone passes.
 *
 * Returns: TRUE if a window was pushed
 */
gboolean
bos_open_window (DkGame *g, gint32 window, guint first)
{
  if (bos_anyone_can_respond (g, window))
    {
      dk_game_push_priority (g, window, first);
      return TRUE;
    }
  bos_all_pass (g, first);
  return FALSE;
}

void
bos_window_options (DkGame *g, gint32 window, guint player)
{
  if (bos_pause (g))
    return;
  bos_offer_activations (g, player, window == BOS_WINDOW_DAMAGE ? CTX_DAMAGE : CTX_WINDOW, FALSE);
}

void
bos_window_act (DkGame *g, gint32 window, guint player, const DkOption *option)
{
  if (option->verb == BOS_VERB (ACTIVATE))
    bos_activate_option (g, player, option);
}

/* a[0] card, a[1] ability (-1: none), a[2] player, a[3] ACT_* flags, a[4]
 * the event card of a trigger. Returns 1 when a link was made. */
DkStepResult
bos_proc_activate (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  gint32 card = f->a[0];
  gint ability = f->a[1];
  guint player = (guint) f->a[2];
  const DkAbility *ab = ability_at (g, card, ability);

  switch (f->step)
    {
    case 0:
      bos_count_use (g, card, (f->a[3] & ACT_CARD) ? -1 : ability);
      f->step = 2;
      if (f->a[3] & ACT_CARD)
        {
          guint type = bos_card_type (g, card);

          dk_game_reveal (g, card, player);
          if (type == BOS_TYPE_BATTLEFIELD)
            {
              /* Battlefield Zone: one on the field; the new one destroys the old. */
              for (guint p = 0; p < bos_n_players (g); p++)
                {
                  gint32 old;

                  while ((old = dk_game_zone_top (g, BOS_ZONE_BATTLEFIELD, p)) != DK_NO_CARD)
                    bos_to_discard (g, old, BOS_CAUSE_DESTROYED, card);
                }
              dk_game_move (g, card, BOS_ZONE_BATTLEFIELD, player, DK_POS_TOP);
            }
          else if (bos_zone_kind_of (g, card) == BOS_ZONE_HAND)
            dk_game_move (g, card, BOS_ZONE_EQUIPMENT, player, DK_POS_TOP);
          dk_game_card_mut (g, card)->controller = (guint8) player;
          bos_set_face_down (g, card, FALSE);
          bos_count_use (g, card, -1);
          if (type == BOS_TYPE_EQUIPMENT &&
              bos_stat (g, card, BOS_STAT_DURATION) == BOS_DURATION_ATTACHED)
            {
              guint n, up = 0;
              const guint16 *fighters = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);
              DkOption only = { .verb = DK_VERB_CHOOSE, .n_args = 1, .args = { card } };

              /* Attached: the player picks the fighter to equip; with one
               * face-up fighter (or none: the card itself, which equips
               * nothing) the choice is made without asking, and recorded
               * as the engine records a decision of one option. */
              f->step = 1;
              for (guint i = 0; i < n; i++)
                if (!face_down (g, fighters[i]))
                  {
                    up++;
                    only.args[0] = fighters[i];
                  }
              if (up <= 1)
                {
                  dk_game_record_automatic (g, player, DK_DECISION_CHOOSE, &only);
                  return DK_STEP_CONTINUE;
                }
              dk_game_decide (g, player, DK_DECISION_CHOOSE);
              for (guint i = 0; i < n; i++)
                if (!face_down (g, fighters[i]))
                  dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), fighters[i]);
              if (dk_game_n_offered (g) == 0)
                dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), card);
              return DK_STEP_WAIT;
            }
        }
      return DK_STEP_CONTINUE;
    case 1:
      {
        const DkOption *o = dk_game_answer (g);

        if (o != NULL && o->n_args == 1 && o->args[0] != card)
          {
            dk_game_card_mut (g, card)->attached_to = (gint16) o->args[0];
            bos_recheck (g);
          }
        f->step = 2;
        return DK_STEP_CONTINUE;
      }
    case 2:
      s->cost_failed = FALSE;
      s->resolving_event_card = f->a[4];
      f->step = 3;
      if (ab != NULL && ab->cost.n_instrs > 0)
        {
          /* Glossary: Pay a Cost: before the activation. */
          dk_game_push_program (g, card, (guint) ability, DK_PART_COST, player);
          return DK_STEP_WAIT;
        }
      return DK_STEP_CONTINUE;
    case 3:
      {
        DkStackItem item = { 0 };

        if (s->cost_failed)
          {
            if ((f->a[3] & ACT_CARD) && bos_on_field (g, card))
              bos_to_discard (g, card, BOS_CAUSE_USED, DK_NO_CARD);
            dk_game_set_return (g, 0);
            return DK_STEP_DONE;
          }
        item.card = card;
        item.ability = (gint16) (ab != NULL ? ability : -1);
        item.controller = (gint8) player;
        item.a[0] = ++s->links;
        item.a[1] = f->a[4];
        item.a[2] = f->a[3];
        dk_game_stack_push (g, &item);
        bos_emit (g, BOS_EVENT (ACTIVATED), (gint) player, card,
                      (f->a[3] & ACT_CARD) ? 0 : ability + 1, (gint32) bos_card_type (g, card), 0,
                      0);
        set_event (&s->last_event, BOS_EVENT (ACTIVATED), (gint) player, card,
                   (f->a[3] & ACT_CARD) ? 0 : ability + 1, (gint32) bos_card_type (g, card),
                   dk_game_turn (g));
        s->has_last_event = TRUE;
        bos_emit (g, BOS_EVENT (CHAIN_LINK), (gint) player, card, s->links,
                      ab != NULL ? ability + 1 : 0, 0, 0);
        dk_game_set_return (g, 1);
        /* Triggers of the cost or the activation join this chain. */
        if (s->n_pending > 0 && !s->resolving)
          {
            f->step = 4;
            push_triggers (g);
            return DK_STEP_WAIT;
          }
        return DK_STEP_DONE;
      }
    case 4:
      dk_game_set_return (g, 1);
      return DK_STEP_DONE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}
