/* bos-triggers.c: trigger effects.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* The <when> tests the compiled form does not hold, by name. */
static gboolean
when_matches_by_name (const DkGame *g, const DkAbility *ab, const DkEvent *ev)
{
  for (guint i = 0; i < ab->n_when_attrs; i++)
    {
      const DkAttr *a = &ab->when_attrs[i];
      g_autofree char *v = NULL;

      if (strcmp (a->name, "card") == 0 &&
          (strcmp (a->value, "self") == 0 || strcmp (a->value, "this-fighter") == 0))
        continue;
      v = dk_game_event_attr_string (g, ev, a->name);
      if (v == NULL || strcmp (v, a->value) != 0)
        return FALSE;
    }
  return TRUE;
}

/* Does event @ev match the <when> of @ab (compiled: @info), on @source
 * controlled by @player? */
gboolean
bos_when_matches (const DkGame *g,
                  const DkAbility *ab,
                  const BosAbility *info,
                  gint32 source,
                  guint player,
                  const DkEvent *ev)
{
  if (info->when_event < 0 || (guint) info->when_event != ev->type)
    return FALSE;
  if (info->when_player == 1 && ev->player != (gint) player)
    return FALSE;
  if (info->when_player == 2 &&
      (ev->player < 0 || !bos_is_opponent (g, player, (guint) ev->player)))
    return FALSE;
  if ((info->when_flags & BOS_WHEN_SELF) && ev->card != source)
    return FALSE;
  if ((info->when_flags & BOS_WHEN_THIS_FIGHTER) &&
      (ev->card == DK_NO_CARD || ev->card != bos_this_fighter (g, source)))
    return FALSE;
  for (guint i = 0; i < info->n_tests; i++)
    {
      const BosWhenTest *t = &info->tests[i];
      gint32 v = ev->a[t->arg];

      switch (t->kind)
        {
        case BOS_TEST_EQ:
          if (v != t->value)
            return FALSE;
          break;
        case BOS_TEST_BOOL:
          if ((v != 0) != (t->value != 0))
            return FALSE;
          break;
        case BOS_TEST_NONE:
          if (v >= 0)
            return FALSE;
          break;
        default:
          return FALSE;
        }
    }
  return !(info->when_flags & BOS_WHEN_BY_NAME) || when_matches_by_name (g, ab, ev);
}

static void
add_pending (DkGame *g, gint32 card, guint ability, guint controller, const DkEvent *ev)
{
  BosState *s = bos_state (g);
  BosPending *p;

  if (s->n_pending >= BOS_MAX_PENDING)
    return;
  p = &s->pending[s->n_pending++];
  p->card = (gint16) card;
  p->ability = (gint16) ability;
  p->controller = (gint8) controller;
  p->event_card = (gint16) ev->card;
  p->stamp = dk_game_card (g, card)->stamp;
}

/* The trigger effects of @card that @ev (a bit of @bit) sets off: all of
 * them, or with @self_only those that name the card itself. */
static void
note_triggers (DkGame *g, gint32 card, const DkEvent *ev, guint64 bit, gboolean self_only)
{
  const BosCardData *d = dk_game_card_data (g, card);
  const DkCardDef *def;
  guint controller;

  if (d == NULL || !((self_only ? d->listens_self : d->listens) & bit))
    return;
  def = dk_game_card_def (g, card);
  controller = controller_of (g, card);
  for (guint a = 0; a < def->n_abilities; a++)
    {
      BosAbility tmp;
      const BosAbility *info = bos_ability_info (g, def, a, &tmp);

      if (info->type != AB_TRIGGER || (gint) a == d->act || info->when_event != (gint) ev->type)
        continue;
      if (self_only && !(info->when_flags & BOS_WHEN_SELF))
        continue;
      if (bos_when_matches (g, &def->abilities[a], info, card, controller, ev))
        add_pending (g, card, a, controller, ev);
    }
}

/* The events any card of the game waits for, a bit each: the cards of a
 * game only grow (tokens), so the mask is brought up to date with the new
 * cards when their number changes, and never loses a bit. (A view deals
 * the hidden cards' definitions among them again: the definitions of the
 * game, and so the mask, stay the same.) */
static G_GNUC_NO_INLINE guint64
game_listens_update (DkGame *g)
{
  BosState *s = bos_state (g);
  guint n = dk_game_n_cards (g);

  if (s->listen_cards != n)
    {
      for (guint i = s->listen_cards < n ? s->listen_cards : 0; i < n; i++)
        {
          const BosCardData *d = bos_card_data (g, (gint32) i);

          s->listens |= d->listens | d->listens_self;
        }
      s->listen_cards = n;
      /* The framework's events that neither the cards nor the module wait
       * for need not reach bos_on_event() at all. */
      dk_game_set_quiet_events (g, (guint16) ~(NOTED_EVENTS | s->listens));
    }
  return s->listens;
}

/* game_listens_update() when there are new cards; else the mask kept. */
static inline guint64
game_listens (DkGame *g)
{
  const BosState *s = bos_state_const (g);

  if (G_LIKELY (s->listen_cards == dk_game_n_cards (g)))
    return s->listens;
  return game_listens_update (g);
}

/**
 * bos_note_listeners:
 * @g: a game
 *
 * The game starts: what its cards wait for is known before anyone is shown
 * a view of it (a view does not know the hidden cards).
 */
void
bos_note_listeners (DkGame *g)
{
  game_listens (g);
}

static G_GNUC_NO_INLINE void on_event (DkGame *g, const DkEvent *ev);

/* Most events (steps, phases, choices) are none of those and no card
 * waits for them: they are passed over here, before anything else (the
 * framework's own do not even come: game_listens). The mask of what the
 * cards wait for is brought up to date first when there are new cards
 * (tokens). */
void
bos_on_event (DkGame *g, const DkEvent *ev)
{
  if (ev->type >= 64)
    return;
  if (bos_state_const (g)->listen_cards != dk_game_n_cards (g))
    game_listens (g);
  if (bos_passes_over (g, ev->type, ev->card))
    return;
  on_event (g, ev);
}

static void
on_event (DkGame *g, const DkEvent *ev)
{
  BosState *s = bos_state (g);
  gboolean arrival = ev->type == DK_EVENT_ZONE_CHANGE || ev->type == BOS_EVENT (TOKEN_CREATED);
  guint64 bit; /* What the checks of bos_pause() read: the equipment and fighters zones,
                * and the modifiers (which end with the turn), for attached equipment;
                * SP and who is still in for winning. */
  switch (ev->type)
    {
    case DK_EVENT_ZONE_CHANGE:
      /* An equipment came or went, or a fighter that may be its host. */
      if (ev->a[0] == BOS_ZONE_EQUIPMENT || ev->a[1] == BOS_ZONE_EQUIPMENT ||
          ev->a[0] == BOS_ZONE_FIGHTERS || ev->a[1] == BOS_ZONE_FIGHTERS)
        s->checked &= (guint8) ~BOS_CHECKED_EQUIPMENT;
      break;
    case DK_EVENT_MODIFIER:
    case BOS_EVENT (TOKEN_CREATED):
      s->checked &= (guint8) ~BOS_CHECKED_EQUIPMENT;
      break;
    case DK_EVENT_COUNTER:
      s->checked &= (guint8) ~BOS_CHECKED_SP;
      break;
    case DK_EVENT_ELIMINATED:
    case DK_EVENT_TURN_BEGIN:
    case DK_EVENT_TURN_END:
      s->checked = 0;
      break;
    default:
      break;
    }
  switch (ev->type)
    {
    case DK_EVENT_CHOICE:
    case DK_EVENT_MODIFIER:
    case DK_EVENT_SHUFFLE:
    case DK_EVENT_STACK_PUSH:
    case DK_EVENT_STACK_RESOLVE:
    case DK_EVENT_REVEAL:
    case DK_EVENT_GAME_OVER:
      return;
    default:
      break;
    } /* A card that acts from the field came or went, or was made there. */
  if (ev->type == BOS_EVENT (TOKEN_CREATED) ||
      (ev->type == DK_EVENT_ZONE_CHANGE &&
       (field_zone ((guint) ev->a[0]) || field_zone ((guint) ev->a[1]))))
    bos_field_changes (g, ev->card);
  if (ev->type >= 64)
    return;
  bit = G_GUINT64_CONSTANT (1) << ev->type;
  /* An event no card of the game waits for, and that cannot be a Replay,
   * costs nothing more. */
  if (!(arrival && s->in_attack) && !(game_listens (g) & bit))
    return;
  if (dk_game_is_over (g) || dk_game_turn (g) <= 0)
    return;
  /* Replay: a new fighter on the defender's side before the damage step
   * (a fighter token is created there without a zone change). */
  if (s->in_attack && !s->damage_step &&
      ((ev->type == DK_EVENT_ZONE_CHANGE && ev->a[1] == BOS_ZONE_FIGHTERS &&
        ev->a[3] == s->defender) ||
       (ev->type == BOS_EVENT (TOKEN_CREATED) && ev->player == s->defender)))
    s->new_fighter = TRUE;
  if (!(game_listens (g) & bit))
    return;
  /* The face-up cards of the field, in field order: those kept
   * (bos_note_field), or all of them. */
  if (s->field_known)
    {
      if (s->field_listens & bit)
        for (guint i = 0; i < s->n_field; i++)
          if (bos_card_data (g, s->field[i])->listens & bit)
            note_triggers (g, s->field[i], ev, bit, FALSE);
    }
  else
    {
      BosFieldWalk walk = { 0 };
      gint32 c;

      while ((c = bos_field_walk (g, &walk)) != DK_NO_CARD)
        note_triggers (g, c, ev, bit, FALSE);
    }
  /* "When this card is ...": from wherever the card went. */
  if (ev->card >= 0 && (guint) ev->card < dk_game_n_cards (g) &&
      (!bos_on_field (g, ev->card) || face_down (g, ev->card)))
    note_triggers (g, ev->card, ev, bit, TRUE);
}

/* Trigger effects waiting go on the chain, the turn player's first (If
 * both players conduct actions simultaneously). a[3..6]: the one being
 * asked. */
DkStepResult
bos_proc_triggers (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint n = bos_n_players (g);

  switch (f->step)
    {
    case 0:
      {
        guint best = 0, best_key = G_MAXUINT;
        BosPending p;
        const DkAbility *ab;
        const BosAbility *info;
        BosAbility tmp;

        if (bos_pause (g) || s->n_pending == 0)
          return DK_STEP_DONE;
        for (guint i = 0; i < s->n_pending; i++)
          {
            guint key = (((guint) s->pending[i].controller + n - dk_game_active (g)) % n) * 64 + i;

            if (key < best_key)
              {
                best_key = key;
                best = i;
              }
          }
        p = s->pending[best];
        memmove (&s->pending[best], &s->pending[best + 1],
                 (s->n_pending - best - 1) * sizeof (BosPending));
        s->n_pending--;
        info = ability_info_at (g, p.card, p.ability, &ab, &tmp);
        /* A trigger never joins a chain it is already on; chains stay finite. */
        if (ab == NULL || !alive (g, (guint) p.controller) || bos_on_chain (g, p.card, p.ability) ||
            s->links >= 64)
          return DK_STEP_CONTINUE;
        /* The source must still be there, unless it speaks of itself. */
        if (!(info->when_flags & BOS_WHEN_SELF) &&
            (dk_game_card (g, p.card)->stamp != p.stamp || !bos_on_field (g, p.card) ||
             face_down (g, p.card)))
          return DK_STEP_CONTINUE;
        if (!bos_cost_payable (g, p.card, ab, info, (guint) p.controller) ||
            !bos_effect_possible (g, p.card, ab, info, (guint) p.controller))
          return DK_STEP_CONTINUE;
        f->a[3] = p.card;
        f->a[4] = p.ability;
        f->a[5] = p.controller;
        f->a[6] = p.event_card;
        if (info->flags & BOS_AB_OPTIONAL)
          {
            f->step = 1;
            dk_game_decide (g, (guint) p.controller, BOS_DECISION (TRIGGER));
            dk_option_add_card (dk_game_offer (g, DK_VERB_YES, 0), p.card);
            dk_option_add_card (dk_game_offer (g, DK_VERB_NO, 0), p.card);
            return DK_STEP_WAIT;
          }
        f->step = 2;
        return DK_STEP_CONTINUE;
      }
    case 1:
      f->step = dk_game_answer (g)->verb == DK_VERB_YES ? 2 : 0;
      return DK_STEP_CONTINUE;
    case 2:
      f->step = 0;
      push_activate (g, f->a[3], f->a[4], (guint) f->a[5], ACT_TRIGGER, f->a[6]);
      return DK_STEP_WAIT;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}
