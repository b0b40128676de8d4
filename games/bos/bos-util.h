/* bos-util.h: the small helpers and names every file of the BoS rules uses.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "bos-private.h"

#include <string.h>

G_BEGIN_DECLS

/* The compiled form of @card's definition. */
static inline const BosCardData *
bos_card_data (const DkGame *g, gint32 card)
{
  const BosCardData *d = dk_game_card_data (g, card);

  return d != NULL ? d : &bos_no_card_data;
}

/* Ability @index of @def as a game reads it; @tmp holds one past the
 * compiled ones. */
static inline const BosAbility *
bos_ability_info (const DkGame *g, const DkCardDef *def, guint index, BosAbility *tmp)
{
  const BosCardData *d = def->data;

  if (d != NULL && index < d->n_abilities)
    return &d->abilities[index];
  return bos_ability_info_slow (g, def, index, tmp);
}

/* @card's @stat, as dk_game_stat() reads it; read here without a call
 * when nothing but its printed value can count: no modifier in the game
 * and no card of the field whose continuous effects change @stat
 * (bos_adjust_stat). */
static inline gint32
bos_stat (const DkGame *g, gint32 card, guint stat)
{
  const BosState *s = bos_state_const (g);

  G_STATIC_ASSERT (BOS_N_STATS <= 32);
  if (stat < BOS_N_STATS &&
      (stat == BOS_STAT_DURATION || (s->field_known && !(s->field_stats & (1u << stat)))) &&
      dk_game_n_modifiers (g) == 0)
    {
      const DkStatSpec *spec = &g->module->stats[stat];
      const BosCardData *d = dk_game_card_data (g, card);
      gint32 value = d != NULL ? d->stats[stat] : dk_game_printed_stat (g, card, stat);

      if (stat == BOS_STAT_DURATION && value < 0)
        value = BOS_DURATION_ONE_TURN;
      if (spec->has_floor && value < spec->floor)
        value = spec->floor;
      return value;
    }
  return dk_game_stat (g, card, stat);
}

/* PROC_ACTIVATE flags */
#define ACT_CARD 1    /* the card's activation (from the hand, or face down) */
#define ACT_TRIGGER 2 /* a trigger effect */

static inline gboolean
field_zone (guint kind)
{
  return kind == BOS_ZONE_FIGHTERS || kind == BOS_ZONE_EQUIPMENT || kind == BOS_ZONE_TACTICS ||
         kind == BOS_ZONE_BATTLEFIELD;
}

static inline guint
bos_card_type (const DkGame *g, gint32 card)
{
  const BosCardData *d = dk_game_card_data (g, card);

  return d != NULL ? (guint) d->type : G_MAXUINT;
}

/* A zone id is kind * players + player (dk_game_zone_id): with two
 * players, the kind and the owner are read without a division. */
static inline guint
bos_zone_kind_of (const DkGame *g, gint32 card)
{
  guint zone = dk_game_card (g, card)->zone;

  return dk_game_n_players (g) == 2 ? zone >> 1 : dk_game_zone_kind (g, zone);
}

static inline guint
bos_zone_owner_of (const DkGame *g, gint32 card)
{
  guint zone = dk_game_card (g, card)->zone;

  return dk_game_n_players (g) == 2 ? zone & 1 : dk_game_zone_owner (g, zone);
}

/* Glossary: Cards on the Field: in one of the field's zones, whose kinds
 * follow each other, without a division. */
static inline gboolean
bos_on_field (const DkGame *g, gint32 card)
{
  guint n = dk_game_n_players (g);

  G_STATIC_ASSERT (BOS_ZONE_EQUIPMENT == BOS_ZONE_FIGHTERS + 1 &&
                   BOS_ZONE_TACTICS == BOS_ZONE_FIGHTERS + 2 &&
                   BOS_ZONE_BATTLEFIELD == BOS_ZONE_FIGHTERS + 3);
  return (guint) dk_game_card (g, card)->zone - BOS_ZONE_FIGHTERS * n < 4 * n;
}

static inline gboolean
face_down (const DkGame *g, gint32 card)
{
  return dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN);
}

static inline gboolean
in_rest (const DkGame *g, gint32 card)
{
  return dk_game_card_has_flag (g, card, DK_CARD_FLAG_EXHAUSTED);
}

/* Glossary: Control: the player on whose side of the field the card is. */
static inline guint
controller_of (const DkGame *g, gint32 card)
{
  return bos_on_field (g, card) ? bos_zone_owner_of (g, card) : dk_game_card (g, card)->owner;
}

static inline gboolean
is_token (const DkGame *g, gint32 card)
{
  return dk_game_card_has_flag (g, card, DK_CARD_FLAG_TOKEN) ||
         (bos_card_data (g, card)->flags & BOS_CARD_TOKEN) != 0;
}

static inline guint
bos_n_players (const DkGame *g)
{
  return dk_game_n_players (g);
}

static inline gboolean
alive (const DkGame *g, guint p)
{
  return !dk_game_is_eliminated (g, p);
}

static inline guint
bos_next_alive (const DkGame *g, guint p)
{
  guint n = bos_n_players (g);

  for (guint k = 1; k <= n; k++)
    if (alive (g, (p + k) % n))
      return (p + k) % n;
  return p;
}

static inline const DkAbility *
ability_at (const DkGame *g, gint32 card, gint index)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def == NULL || index < 0 || (guint) index >= def->n_abilities)
    return NULL;
  return &def->abilities[index];
}

/* Ability @index of @card: the ability in @ab, and its compiled form
 * (@tmp holds it for an ability past the compiled ones); NULL if none. */
static inline const BosAbility *
ability_info_at (const DkGame *g, gint32 card, gint index, const DkAbility **ab, BosAbility *tmp)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  *ab = NULL;
  if (def == NULL || index < 0 || (guint) index >= def->n_abilities)
    return NULL;
  *ab = &def->abilities[index];
  return bos_ability_info (g, def, (guint) index, tmp);
}

/* Equipment and tactic cards: the activation effect is the first ability
 * that is not continuous (docs/bos.md; bos_compile_card). */
static inline gint
activation_ability (const DkGame *g, gint32 card)
{
  return bos_card_data (g, card)->act;
}

/* Something of the position changed without an event: the checks must
 * look again (BosState.checked). */
static inline void
bos_recheck (DkGame *g)
{
  bos_state (g)->checked = 0;
}

static inline guint
team_size (const DkGame *g)
{
  const BosState *s = bos_state_const (g);

  if (s->params_known)
    return s->team_size;
  return dk_game_param (g, BOS_PARAM_TEAM_SIZE) == 2 && bos_n_players (g) == 4 ? 2 : 1;
}

/* Players 1 and 3 are one team, 2 and 4 the other (docs/bos.md). */
static inline guint
team_of (const DkGame *g, guint p)
{
  return team_size (g) == 2 ? p % 2 : p;
}

static inline gboolean
shared_sp (const DkGame *g)
{
  const BosState *s = bos_state_const (g);

  if (s->params_known)
    return s->shared_sp;
  return team_size (g) == 2 && dk_game_param (g, BOS_PARAM_TEAM_SHARED_SP);
}

/* The events bos_on_event() always looks at: they change what the checks
 * of bos_pause() read, or the cards kept in BosState.field, or may be a
 * Replay. */
#define NOTED_EVENTS                                                                               \
  ((G_GUINT64_CONSTANT (1) << DK_EVENT_ZONE_CHANGE) |                                              \
   (G_GUINT64_CONSTANT (1) << DK_EVENT_MODIFIER) |                                                 \
   (G_GUINT64_CONSTANT (1) << BOS_EVENT (TOKEN_CREATED)) |                                         \
   (G_GUINT64_CONSTANT (1) << DK_EVENT_COUNTER) |                                                  \
   (G_GUINT64_CONSTANT (1) << DK_EVENT_ELIMINATED) |                                               \
   (G_GUINT64_CONSTANT (1) << DK_EVENT_TURN_BEGIN) |                                               \
   (G_GUINT64_CONSTANT (1) << DK_EVENT_TURN_END))

/* Does bos_on_event() pass over an event of @type about @card, with the
 * mask of what the cards wait for up to date (BosState.listen_cards)? Of
 * the events not always looked at (NOTED_EVENTS), those that no card of
 * the game waits for; and those that none of the kept field cards waits
 * for and that their own card does not wait for: they note no trigger
 * (most steps, phases and links). */
static inline gboolean
bos_passes_over (const DkGame *g, guint type, gint32 card)
{
  const BosState *s = bos_state_const (g);
  guint64 bit;

  if (type >= 64)
    return TRUE;
  bit = G_GUINT64_CONSTANT (1) << type;
  if (!((NOTED_EVENTS | s->listens) & bit))
    return TRUE;
  return !(NOTED_EVENTS & bit) && s->field_known && !(s->field_listens & bit) &&
         (card < 0 || (guint) card >= dk_game_n_cards (g) ||
          !(bos_card_data (g, card)->listens_self & bit));
}

/* dk_game_emit() of one of the module's own events: in a game that keeps
 * no log, one that bos_on_event() would pass over is only counted
 * (dk_game_skip_event), without building it and a call. */
static inline void
bos_emit (
    DkGame *g, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 a2, gint32 a3)
{
  if (bos_state_const (g)->listen_cards == dk_game_n_cards (g) && bos_passes_over (g, type, card) &&
      dk_game_skip_event (g))
    return;
  dk_game_emit (g, type, player, card, a0, a1, a2, a3);
}

/* Are @a and @b opponents (not the same player, not one team)? */
static inline gboolean
bos_is_opponent (const DkGame *g, guint a, guint b)
{
  return a != b && team_of (g, a) != team_of (g, b);
}

/* The SP that count for @p's win or loss: their own, the team's pool, or
 * the members' sum (bos_team_sp_sum). Read at every check: inline. */
static inline gint32
bos_team_sp (const DkGame *g, guint p)
{
  if (team_size (g) == 1 || shared_sp (g))
    return dk_game_counter (g, p, 0);
  return bos_team_sp_sum (g, p);
}

static inline void
push_activate (DkGame *g, gint32 card, gint ability, guint player, gint32 flags, gint32 event_card)
{
  DkFrame *f = dk_game_push (g, BOS_PROC (ACTIVATE));

  f->a[0] = card;
  f->a[1] = ability;
  f->a[2] = (gint32) player;
  f->a[3] = flags;
  f->a[4] = event_card;
}

static inline void
push_chain (DkGame *g, guint first, gint32 window)
{
  DkFrame *f = dk_game_push (g, BOS_PROC (CHAIN));

  f->a[0] = (gint32) first;
  f->a[1] = window;
}

static inline void
push_triggers (DkGame *g)
{
  dk_game_push (g, BOS_PROC (TRIGGERS));
}

static inline void
set_event (DkEvent *ev, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 turn)
{
  memset (ev, 0, sizeof *ev);
  ev->type = type;
  ev->player = (gint8) player;
  ev->card = card;
  ev->a[0] = a0;
  ev->a[1] = a1;
  ev->turn = turn;
}

/* Was ability @ability (-1: the card's activation) of @card used this
 * turn (BOS_VAR_USES)? */
static inline gboolean
bos_used_this_turn (const DkGame *g, gint32 card, gint ability)
{
  const DkCard *c = dk_game_card (g, card);
  guint bit = ability < 0 ? 31 : (guint) MIN (ability, 30);

  return (c->vars[BOS_VAR_TURN] >> 4) == dk_game_turn (g) &&
         ((guint32) c->vars[BOS_VAR_USES] & (1u << bit)) != 0;
}

/* Is ability @ability of @card a link of the chain? */
static inline gboolean
bos_on_chain (DkGame *g, gint32 card, gint ability)
{
  for (guint i = 0; i < dk_game_stack_depth (g); i++)
    {
      const DkStackItem *it = dk_game_stack_at (g, i);

      if (it->card == card && it->ability == ability)
        return TRUE;
    }
  return FALSE;
}

#define CHECKPOINT(g)                                                                              \
  do                                                                                               \
    {                                                                                              \
      if (bos_checkpoint (g))                                                                      \
        return dk_game_is_over (g) ? DK_STEP_DONE : DK_STEP_WAIT;                                  \
    }                                                                                              \
  while (0)

/* bos-activate.c, with a context of the inline helpers above */
guint bos_offer_activations (DkGame *g, guint player, Ctx ctx, gboolean probe);
void bos_activate_option (DkGame *g, guint player, const DkOption *o);

G_END_DECLS
