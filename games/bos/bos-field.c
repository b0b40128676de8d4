/* bos-field.c: moving cards and control, the zones' limits, what a card is and where.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

gint32
bos_this_fighter (const DkGame *g, gint32 source)
{
  gint32 host;

  if (source == DK_NO_CARD)
    return DK_NO_CARD;
  if (bos_card_type (g, source) == BOS_TYPE_FIGHTER)
    return source;
  host = dk_game_card (g, source)->attached_to;
  if (host != DK_NO_CARD && bos_on_field (g, source) &&
      bos_zone_kind_of (g, host) == BOS_ZONE_FIGHTERS)
    return host;
  return DK_NO_CARD;
}

/* Does @card pass @filter? With @printed, stats are the printed ones (for
 * continuous effects, which may not read current values). */
gboolean
bos_filter_matches (const DkGame *g, const DkFilter *filter, gint32 card, gboolean printed)
{
  return dk_filter_matches (g, filter, card, printed);
}

/**
 * bos_leave_field:
 *
 * Moves a card to its owner's @zone_kind (Glossary: Control), with the
 * events of Glossary: Destroy, Send to the Discard Pile, and Leaves the
 * Field. A fighter token never leaves the field as a card: it is removed
 * (Fighter Tokens). Equipment attached to a fighter that leaves goes with it
 * (Equipment Cards: Attached).
 */
void
bos_leave_field (
    DkGame *g, gint32 card, guint zone_kind, gint position, BosCause cause, gint32 source)
{
  DkCard *c = dk_game_card_mut (g, card);
  guint from = bos_zone_kind_of (g, card);
  gboolean was_field = field_zone (from);
  guint controller = controller_of (g, card);
  guint owner = c->owner;
  gboolean fighter = bos_card_type (g, card) == BOS_TYPE_FIGHTER;

  if (is_token (g, card) && was_field && zone_kind != BOS_ZONE_FIGHTERS)
    zone_kind = BOS_ZONE_REMOVED;
  c->controller = (guint8) owner;
  dk_game_move (g, card, zone_kind, owner, position);
  if (face_down (g, card) && zone_kind != BOS_ZONE_DECK && zone_kind != BOS_ZONE_HAND)
    bos_set_face_down (g, card, FALSE);
  else if (zone_kind == BOS_ZONE_DECK || zone_kind == BOS_ZONE_HAND)
    bos_set_face_down (g, card, FALSE);
  if (cause == BOS_CAUSE_DESTROYED)
    bos_emit (g, BOS_EVENT (DESTROYED), (gint) controller, card,
                  bos_state (g)->battle_destroying ? BOS_BY_BATTLE : BOS_BY_EFFECT, source, 0, 0);
  if (zone_kind == BOS_ZONE_DISCARD)
    bos_emit (g, BOS_EVENT (SENT_TO_DISCARD), (gint) owner, card, cause, (gint32) from, 0, 0);
  /* Leaves the Field: not when shuffled into the deck. */
  if (was_field && zone_kind != BOS_ZONE_DECK)
    bos_emit (g, BOS_EVENT (LEAVES_FIELD), (gint) controller, card, (gint32) zone_kind, cause,
                  0, 0);
  if (was_field && fighter)
    for (guint p = 0; p < bos_n_players (g); p++)
      {
        guint n;
        const guint16 *eq = dk_game_zone (g, BOS_ZONE_EQUIPMENT, p, &n);

        for (guint i = 0; i < n; i++)
          if (dk_game_card (g, eq[i])->attached_to == card)
            {
              BosState *st = bos_state (g);
              gboolean was = st->battle_destroying;

              st->battle_destroying = FALSE;
              bos_leave_field (g, eq[i], BOS_ZONE_DISCARD, DK_POS_TOP, BOS_CAUSE_DESTROYED, card);
              bos_state (g)->battle_destroying = was;
              eq = dk_game_zone (g, BOS_ZONE_EQUIPMENT, p, &n);
              i = (guint) -1;
            }
      }
  {
    BosState *s = bos_state (g);
    guint j = 0;

    for (guint i = 0; i < s->n_borrowed; i++)
      if (s->borrowed[i] != card)
        s->borrowed[j++] = s->borrowed[i];
    s->n_borrowed = j;
  }
}

void
bos_to_discard (DkGame *g, gint32 card, BosCause cause, gint32 source)
{
  bos_leave_field (g, card, BOS_ZONE_DISCARD, DK_POS_TOP, cause, source);
}

guint
bos_free_fighter_zones (const DkGame *g, guint player)
{
  const BosState *s = bos_state_const (g);
  gint64 max = s->params_known ? s->fighter_zones : dk_game_param (g, BOS_PARAM_FIGHTER_ZONES);
  guint n = dk_game_zone_size (g, BOS_ZONE_FIGHTERS, player);

  return n >= max ? 0 : (guint) (max - n);
}

static guint
count_zone (const DkGame *g, guint zone, guint player)
{
  return dk_game_zone_size (g, zone, player);
}

/* The Game Layout: room for one more equipment or tactic card. */
gboolean
bos_room_for (const DkGame *g, guint player, guint type)
{
  const BosState *s = bos_state_const (g);
  guint eq = count_zone (g, BOS_ZONE_EQUIPMENT, player);
  guint tac = count_zone (g, BOS_ZONE_TACTICS, player);

  if (!s->params_known)
    {
      if (eq + tac >= (guint) dk_game_param (g, BOS_PARAM_MAX_EQUIPMENT_AND_TACTICS))
        return FALSE;
      if (type == BOS_TYPE_EQUIPMENT)
        return eq < (guint) dk_game_param (g, BOS_PARAM_MAX_EQUIPMENT);
      return tac < (guint) dk_game_param (g, BOS_PARAM_MAX_TACTICS);
    }
  if (eq + tac >= s->max_equipment_and_tactics)
    return FALSE;
  if (type == BOS_TYPE_EQUIPMENT)
    return eq < s->max_equipment;
  return tac < s->max_tactics;
}

guint
bos_legendaries (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

  for (guint i = 0; i < n; i++)
    if (bos_stat (g, f[i], BOS_STAT_CLASS) == BOS_CLASS_LEGENDARY)
      k++;
  return k;
}

/* Legendary Warrior: at most one on your field at a time. */
gboolean
bos_can_hold_legendary (const DkGame *g, guint player, gint32 card)
{
  if (bos_stat (g, card, BOS_STAT_CLASS) != BOS_CLASS_LEGENDARY)
    return TRUE;
  return bos_legendaries (g, player) < (guint) dk_game_param (g, BOS_PARAM_MAX_LEGENDARY_ON_FIELD);
}

void
bos_put_on_field (
    DkGame *g, gint32 card, guint player, gboolean rest, gboolean special, gint32 sacrifices)
{
  dk_game_card_mut (g, card)->controller = (guint8) player;
  dk_game_move (g, card, BOS_ZONE_FIGHTERS, player, DK_POS_TOP);
  bos_set_face_down (g, card, FALSE);
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_EXHAUSTED, rest);
  bos_emit (g, BOS_EVENT (DEPLOY), (gint) player, card, sacrifices, special, 0, 0);
}

void
bos_set_position (DkGame *g, gint32 card, gboolean rest)
{
  if (in_rest (g, card) == rest)
    return;
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_EXHAUSTED, rest);
  bos_emit (g, BOS_EVENT (POSITION_CHANGE), (gint) controller_of (g, card), card, rest, 0, 0,
                0);
}

/* Kill Tokens: on the fighter, never moved, never below 0. */
void
bos_add_kills (DkGame *g, gint32 card, gint32 by)
{
  DkCard *c = dk_game_card_mut (g, card);
  gint32 now = MAX (dk_sat_add (c->vars[BOS_VAR_KILLS], by), 0);

  if (now == c->vars[BOS_VAR_KILLS])
    return;
  by = now - c->vars[BOS_VAR_KILLS];
  c->vars[BOS_VAR_KILLS] = now;
  bos_emit (g, BOS_EVENT (KILL_TOKEN), (gint) controller_of (g, card), card, now, by, 0, 0);
}

/* Glossary: Control: the fighter moves to the new controller's side, with
 * its state. */
void
bos_take_control (DkGame *g, gint32 card, guint player, gboolean until_end_of_turn)
{
  BosState *s = bos_state (g);
  guint from = controller_of (g, card);
  DkCard *c;
  guint16 flags;
  gint32 vars[DK_CARD_VARS];

  if (!bos_on_field (g, card) || bos_card_type (g, card) != BOS_TYPE_FIGHTER || from == player ||
      bos_free_fighter_zones (g, player) == 0)
    return;
  c = dk_game_card_mut (g, card);
  flags = c->flags;
  memcpy (vars, c->vars, sizeof vars);
  c->controller = (guint8) player;
  dk_game_move (g, card, BOS_ZONE_FIGHTERS, player, DK_POS_TOP);
  c = dk_game_card_mut (g, card);
  c->flags = flags;
  memcpy (c->vars, vars, sizeof vars);
  bos_emit (g, BOS_EVENT (CONTROL_CHANGE), (gint) player, card, (gint32) from, 0, 0, 0);
  if (until_end_of_turn && s->n_borrowed < BOS_MAX_BORROWED)
    s->borrowed[s->n_borrowed++] = card;
}

void
bos_touch_turn (DkGame *g, gint32 card)
{
  DkCard *c = dk_game_card_mut (g, card);

  if ((c->vars[BOS_VAR_TURN] >> 4) != dk_game_turn (g))
    {
      c->vars[BOS_VAR_TURN] = dk_game_turn (g) << 4;
      c->vars[BOS_VAR_USES] = 0;
    }
}

guint
bos_attacks_made (const DkGame *g, gint32 card)
{
  const DkCard *c = dk_game_card (g, card);

  return (c->vars[BOS_VAR_TURN] >> 4) == dk_game_turn (g) ? (guint) (c->vars[BOS_VAR_TURN] & 15)
                                                          : 0;
}

void
bos_count_attack (DkGame *g, gint32 card)
{
  bos_touch_turn (g, card);
  if ((dk_game_card (g, card)->vars[BOS_VAR_TURN] & 15) < 15)
    dk_game_card_mut (g, card)->vars[BOS_VAR_TURN]++;
}

void
bos_count_use (DkGame *g, gint32 card, gint ability)
{
  guint bit = ability < 0 ? 31 : (guint) MIN (ability, 30);

  bos_touch_turn (g, card);
  dk_game_card_mut (g, card)->vars[BOS_VAR_USES] |= (gint32) (1u << bit);
}

/* Does a card of this definition act from the field (BosState.field)? */
static gboolean
acts_on_field (const BosCardData *d)
{
  return d->mod_stats != 0 || d->listens != 0 || d->usable != 0;
}

gint32
bos_field_walk (const DkGame *g, BosFieldWalk *w)
{
  for (; w->player < bos_n_players (g); w->player++, w->zone = 0)
    for (; BOS_ZONE_FIGHTERS + w->zone <= BOS_ZONE_BATTLEFIELD; w->zone++, w->index = 0)
      {
        guint n;
        const guint16 *cards = dk_game_zone (g, BOS_ZONE_FIGHTERS + w->zone, w->player, &n);

        while (w->index < n)
          {
            gint32 card = cards[w->index++];

            if (!face_down (g, card))
              return card;
          }
      }
  return DK_NO_CARD;
}

/**
 * bos_note_field:
 * @g: a game
 *
 * The game keeps the face-up field cards that act from there, so that
 * reading a stat (Effect Fighters: Continuous Effect: while the card is
 * face up on the field), noting triggers and asking who can respond do not
 * walk the whole field; this finds them again. Called whenever such a card
 * moves, is created or turns face up or down: other cards may come and go
 * without changing the list or its order.
 */
void
bos_note_field (DkGame *g)
{
  BosState *s = bos_state (g);

  s->n_field = 0;
  s->field_stats = 0;
  s->field_sources = 0;
  memset (s->field_usable, 0, sizeof s->field_usable);
  s->field_listens = 0;
  s->field_known = TRUE;
  for (guint p = 0; p < bos_n_players (g); p++)
    for (guint z = BOS_ZONE_FIGHTERS; z <= BOS_ZONE_BATTLEFIELD; z++)
      {
        guint n;
        const guint16 *cards = dk_game_zone (g, z, p, &n);

        for (guint i = 0; i < n; i++)
          {
            const BosCardData *d = bos_card_data (g, cards[i]);

            if (!acts_on_field (d) || face_down (g, cards[i]))
              continue;
            if (s->n_field == BOS_MAX_FIELD)
              {
                s->field_known = FALSE;
                return;
              }
            if (d->mod_stats != 0)
              s->field_sources |= 1u << s->n_field;
            for (guint ctx = 0; ctx < G_N_ELEMENTS (s->field_usable); ctx++)
              if (d->usable & (1u << ctx))
                s->field_usable[ctx] |= 1u << s->n_field;
            s->field_side[s->n_field] = (guint8) p;
            s->field[s->n_field++] = (gint16) cards[i];
            s->field_stats |= d->mod_stats;
            s->field_listens |= d->listens;
          }
      }
}

static inline guint32
mask_without (guint32 m, guint i)
{
  guint32 low = (1u << i) - 1;

  return (m & low) | ((m >> 1) & ~low);
}

static inline guint32
mask_with (guint32 m, guint i, gboolean set)
{
  guint32 low = (1u << i) - 1;

  return (m & low) | ((m & ~low) << 1) | ((guint32) set << i);
}

/* Where @card lies in field order: its side, its zone, its place. */
static guint
field_place (const DkGame *g, gint32 card)
{
  guint zone = dk_game_card (g, card)->zone;
  guint np = dk_game_n_players (g);
  guint kind = zone / np, p = zone % np, n, i = 0;
  const guint16 *cards = dk_game_zone (g, kind, p, &n);

  while (i < n && cards[i] != card)
    i++;
  return (p * 4 + (kind - BOS_ZONE_FIGHTERS)) << 16 | i;
}

/* The kept card field[@i] is kept no more. */
static void
field_remove (DkGame *g, guint i)
{
  BosState *s = bos_state (g);

  memmove (&s->field[i], &s->field[i + 1], (s->n_field - i - 1) * sizeof s->field[0]);
  memmove (&s->field_side[i], &s->field_side[i + 1],
           (s->n_field - i - 1) * sizeof s->field_side[0]);
  s->n_field--;
  s->field_sources = mask_without (s->field_sources, i);
  for (guint ctx = 0; ctx < G_N_ELEMENTS (s->field_usable); ctx++)
    s->field_usable[ctx] = mask_without (s->field_usable[ctx], i);
  s->field_stats = 0;
  s->field_listens = 0;
  for (guint k = 0; k < s->n_field; k++)
    {
      const BosCardData *d = bos_card_data (g, s->field[k]);

      s->field_stats |= d->mod_stats;
      s->field_listens |= d->listens;
    }
}

/* @card, whose data is @d, face up on the field, is kept from now on: in
 * its place in field order. */
static void
field_insert (DkGame *g, gint32 card, const BosCardData *d)
{
  BosState *s = bos_state (g);
  guint place = field_place (g, card);
  guint i = 0;

  while (i < s->n_field && field_place (g, s->field[i]) < place)
    i++;
  memmove (&s->field[i + 1], &s->field[i], (s->n_field - i) * sizeof s->field[0]);
  memmove (&s->field_side[i + 1], &s->field_side[i], (s->n_field - i) * sizeof s->field_side[0]);
  s->field[i] = (gint16) card;
  s->field_side[i] = (guint8) (place >> 18);
  s->n_field++;
  s->field_sources = mask_with (s->field_sources, i, d->mod_stats != 0);
  for (guint ctx = 0; ctx < G_N_ELEMENTS (s->field_usable); ctx++)
    s->field_usable[ctx] = mask_with (s->field_usable[ctx], i, (d->usable & (1u << ctx)) != 0);
  s->field_stats |= d->mod_stats;
  s->field_listens |= d->listens;
}

/**
 * bos_field_changes:
 * @g: a game
 * @card: a card that moved, was made or turned
 *
 * Keeps BosState.field when @card is one that acts from the field: the
 * list bos_note_field() would find, without walking the field when @card
 * alone joins or leaves it (the other cards keep their order).
 */
void
bos_field_changes (DkGame *g, gint32 card)
{
  const BosState *s = bos_state_const (g);
  const BosCardData *d = bos_card_data (g, card);
  gboolean keep;
  guint i = 0;

  if (!acts_on_field (d))
    return;
  if (!s->field_known)
    {
      bos_note_field (g);
      return;
    }
  keep = bos_on_field (g, card) && !face_down (g, card);
  while (i < s->n_field && s->field[i] != card)
    i++;
  if (i < s->n_field && !keep)
    field_remove (g, i);
  else if (i == s->n_field && keep && s->n_field < BOS_MAX_FIELD)
    field_insert (g, card, d);
  else if (i < s->n_field || keep)
    bos_note_field (g);
#ifdef BOS_FIELD_VERIFY
  {
    BosState before = *s;

    bos_note_field (g);
    if (memcmp (&before, s, sizeof before) != 0)
      g_error ("field list differs");
  }
#endif
}

/* Turn a card face up or down; a card that acts from the field starts or
 * stops doing so. */
void
bos_set_face_down (DkGame *g, gint32 card, gboolean down)
{
  gboolean was = face_down (g, card);

  /* Always: the framework also settles who knows the card. */
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, down);
  bos_recheck (g);
  if (was != down && bos_on_field (g, card))
    bos_field_changes (g, card);
}
