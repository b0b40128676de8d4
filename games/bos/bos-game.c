/* bos-game.c: the procedures of a Battle of Souls game.
 *
 * Preparing to battle (with the mulligan rule of rule update 2), the turn
 * (Turn Structure), deploying (Fighter Classes), the Battle Phase and the
 * Fighter Battle Rules, chains (Equipment and Tactic Card Chains), trigger
 * effects, and the Battle Royal and team battle rules. Section names are the
 * rule book's (v1.3); the vocabulary is documented in docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-private.h"

#include <string.h>

/* Ability types, in the order of bos_ability_types. */
enum
{
  AB_CONTINUOUS,
  AB_IGNITION,
  AB_QUICK,
  AB_TRIGGER,
};

/* Where an activation is being considered. */
typedef enum
{
  CTX_MAIN,   /* the turn player's Main Phase decision */
  CTX_BATTLE, /* the turn player's Battle Step decision */
  CTX_WINDOW, /* a chain window */
  CTX_DAMAGE, /* the damage step's window */
} Ctx;

/* PROC_ACTIVATE flags */
#define ACT_CARD 1    /* the card's activation (from the hand, or face down) */
#define ACT_TRIGGER 2 /* a trigger effect */

/* --- small helpers ------------------------------------------------------- */

guint
bos_card_type (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def ? (guint) def->type : G_MAXUINT;
}

guint
bos_zone_kind_of (const DkGame *g, gint32 card)
{
  return dk_game_zone_kind (g, dk_game_card (g, card)->zone);
}

guint
bos_zone_owner_of (const DkGame *g, gint32 card)
{
  return dk_game_zone_owner (g, dk_game_card (g, card)->zone);
}

static gboolean
field_zone (guint kind)
{
  return kind == BOS_ZONE_FIGHTERS || kind == BOS_ZONE_EQUIPMENT || kind == BOS_ZONE_TACTICS ||
         kind == BOS_ZONE_BATTLEFIELD;
}

/* Glossary: Cards on the Field. */
gboolean
bos_on_field (const DkGame *g, gint32 card)
{
  return field_zone (bos_zone_kind_of (g, card));
}

static gboolean
face_down (const DkGame *g, gint32 card)
{
  return dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN);
}

static gboolean
in_rest (const DkGame *g, gint32 card)
{
  return dk_game_card_has_flag (g, card, DK_CARD_FLAG_EXHAUSTED);
}

/* Glossary: Control: the player on whose side of the field the card is. */
static guint
controller_of (const DkGame *g, gint32 card)
{
  return bos_on_field (g, card) ? bos_zone_owner_of (g, card) : dk_game_card (g, card)->owner;
}

static gboolean
is_token (const DkGame *g, gint32 card)
{
  return dk_game_card_has_flag (g, card, DK_CARD_FLAG_TOKEN) ||
         dk_game_printed_stat (g, card, BOS_STAT_TOKEN) != 0;
}

static gint32
kills (const DkGame *g, gint32 card)
{
  return dk_game_card (g, card)->vars[BOS_VAR_KILLS];
}

static guint
n_players (const DkGame *g)
{
  return dk_game_n_players (g);
}

static gboolean
alive (const DkGame *g, guint p)
{
  return !dk_game_is_eliminated (g, p);
}

static guint
next_alive (const DkGame *g, guint p)
{
  guint n = n_players (g);

  for (guint k = 1; k <= n; k++)
    if (alive (g, (p + k) % n))
      return (p + k) % n;
  return p;
}

static const DkAbility *
ability_at (const DkGame *g, gint32 card, gint index)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def == NULL || index < 0 || (guint) index >= def->n_abilities)
    return NULL;
  return &def->abilities[index];
}

static gboolean
attr_is (const DkAbility *ab, const char *name, const char *value)
{
  const char *v = dk_ability_get_attr (ab, name);

  return v != NULL && strcmp (v, value) == 0;
}

/* Equipment and tactic cards: the activation effect is the first ability
 * that is not continuous (docs/bos.md). */
static gint
activation_ability (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def == NULL || def->type == BOS_TYPE_FIGHTER)
    return -1;
  for (guint i = 0; i < def->n_abilities; i++)
    if (def->abilities[i].type != AB_CONTINUOUS)
      return (gint) i;
  return -1;
}

/* --- teams (Battle Royal Special Rules; How to battle: team battles) ----- */

static guint
team_size (const DkGame *g)
{
  return dk_game_param (g, BOS_PARAM_TEAM_SIZE) == 2 && n_players (g) == 4 ? 2 : 1;
}

/* Players 1 and 3 are one team, 2 and 4 the other (docs/bos.md). */
static guint
team_of (const DkGame *g, guint p)
{
  return team_size (g) == 2 ? p % 2 : p;
}

static gboolean
shared_sp (const DkGame *g)
{
  return team_size (g) == 2 && dk_game_param (g, BOS_PARAM_TEAM_SHARED_SP);
}

gboolean
bos_is_opponent (const DkGame *g, guint a, guint b)
{
  return a != b && team_of (g, a) != team_of (g, b);
}

/* The SP that count for @p's win or loss: their own, the team's pool, or
 * the members' sum. */
static gint32
team_sp (const DkGame *g, guint p)
{
  gint64 sum = 0;

  if (team_size (g) == 1 || shared_sp (g))
    return dk_game_counter (g, p, 0);
  for (guint q = 0; q < n_players (g); q++)
    if (team_of (g, q) == team_of (g, p) && alive (g, q))
      sum += dk_game_counter (g, q, 0);
  return dk_sat32 (sum);
}

/* A change of @player's SP; a shared pool changes for every member. */
void
bos_add_sp (DkGame *g, guint player, gint32 delta)
{
  if (delta == 0)
    return;
  if (shared_sp (g))
    {
      gint32 now = dk_sat_add (dk_game_counter (g, player, 0), delta);

      for (guint q = 0; q < n_players (g); q++)
        if (team_of (g, q) == team_of (g, player))
          dk_game_set_counter (g, q, 0, now);
      return;
    }
  dk_game_add_counter (g, player, 0, delta);
}

/* The pools that "the opponent" names for damage and SP paid: each
 * opponent still in, a shared team pool once. */
static guint
opponent_pools (const DkGame *g, guint player, guint *out)
{
  guint k = 0;
  gboolean team_done[DK_MAX_PLAYERS] = { FALSE };

  for (guint i = 1; i < n_players (g); i++)
    {
      guint q = (player + i) % n_players (g);

      if (!alive (g, q) || !bos_is_opponent (g, player, q))
        continue;
      if (shared_sp (g))
        {
          if (team_done[team_of (g, q)])
            continue;
          team_done[team_of (g, q)] = TRUE;
        }
      out[k++] = q;
    }
  return k;
}

/* Effect damage (Battle Royal: Damage Rules): each player damaged loses
 * @amount; the dealer gains what the others lost. @who: 0 you, 1 the
 * opponent(s), 2 each player. */
void
bos_effect_damage (DkGame *g, guint dealer, gint8 who, gint32 amount, gint32 source)
{
  guint victims[DK_MAX_PLAYERS];
  guint n = 0;
  gint32 gained = 0;

  if (amount <= 0)
    return;
  if (who == 0)
    victims[n++] = dealer;
  else if (who == 1)
    n = opponent_pools (g, dealer, victims);
  else
    {
      n = opponent_pools (g, dealer, victims);
      victims[n++] = dealer;
    }
  for (guint i = 0; i < n; i++)
    {
      bos_add_sp (g, victims[i], -amount);
      dk_game_emit (g, BOS_EVENT (EFFECT_DAMAGE), (gint) victims[i], source, amount,
                    (gint32) dealer, 0, 0);
      if (bos_is_opponent (g, dealer, victims[i]))
        gained = dk_sat_add (gained, amount);
    }
  bos_add_sp (g, dealer, gained);
}

/* Glossary: Pay a Cost; Battle Royal: the SP paid go to each other player. */
void
bos_pay_sp (DkGame *g, guint player, gint32 amount, gint32 source)
{
  guint others[DK_MAX_PLAYERS];
  guint n;

  if (amount <= 0)
    return;
  bos_add_sp (g, player, -amount);
  dk_game_emit (g, BOS_EVENT (SP_PAID), (gint) player, source, amount, 0, 0, 0);
  n = opponent_pools (g, player, others);
  for (guint i = 0; i < n; i++)
    bos_add_sp (g, others[i], amount);
}

/* Fighter Battle Rules: battle damage moves SP from the damaged player to
 * the other player of the battle. */
static void
battle_damage (DkGame *g, guint damaged, guint dealer, gint32 amount, gint32 card)
{
  if (amount <= 0)
    return;
  bos_add_sp (g, damaged, -amount);
  bos_add_sp (g, dealer, amount);
  dk_game_emit (g, BOS_EVENT (BATTLE_DAMAGE), (gint) damaged, card, amount, (gint32) dealer, 0, 0);
}

/* --- moving cards -------------------------------------------------------------- */

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
    dk_game_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, FALSE);
  else if (zone_kind == BOS_ZONE_DECK || zone_kind == BOS_ZONE_HAND)
    dk_game_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, FALSE);
  if (cause == BOS_CAUSE_DESTROYED)
    dk_game_emit (g, BOS_EVENT (DESTROYED), (gint) controller, card,
                  bos_state (g)->battle_destroying ? BOS_BY_BATTLE : BOS_BY_EFFECT, source, 0, 0);
  if (zone_kind == BOS_ZONE_DISCARD)
    dk_game_emit (g, BOS_EVENT (SENT_TO_DISCARD), (gint) owner, card, cause, (gint32) from, 0, 0);
  /* Leaves the Field: not when shuffled into the deck. */
  if (was_field && zone_kind != BOS_ZONE_DECK)
    dk_game_emit (g, BOS_EVENT (LEAVES_FIELD), (gint) controller, card, (gint32) zone_kind, cause,
                  0, 0);
  if (was_field && fighter)
    for (guint p = 0; p < n_players (g); p++)
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
  gint64 max = dk_game_param (g, BOS_PARAM_FIGHTER_ZONES);
  guint n = dk_game_zone_size (g, BOS_ZONE_FIGHTERS, player);

  return n >= max ? 0 : (guint) (max - n);
}

static guint
legendaries (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

  for (guint i = 0; i < n; i++)
    if (dk_game_stat (g, f[i], BOS_STAT_CLASS) == BOS_CLASS_LEGENDARY)
      k++;
  return k;
}

/* Legendary Warrior: at most one on your field at a time. */
gboolean
bos_can_hold_legendary (const DkGame *g, guint player, gint32 card)
{
  if (dk_game_stat (g, card, BOS_STAT_CLASS) != BOS_CLASS_LEGENDARY)
    return TRUE;
  return legendaries (g, player) < (guint) dk_game_param (g, BOS_PARAM_MAX_LEGENDARY_ON_FIELD);
}

void
bos_put_on_field (
    DkGame *g, gint32 card, guint player, gboolean rest, gboolean special, gint32 sacrifices)
{
  dk_game_card_mut (g, card)->controller = (guint8) player;
  dk_game_move (g, card, BOS_ZONE_FIGHTERS, player, DK_POS_TOP);
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, FALSE);
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_EXHAUSTED, rest);
  dk_game_emit (g, BOS_EVENT (DEPLOY), (gint) player, card, sacrifices, special, 0, 0);
}

void
bos_set_position (DkGame *g, gint32 card, gboolean rest)
{
  if (in_rest (g, card) == rest)
    return;
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_EXHAUSTED, rest);
  dk_game_emit (g, BOS_EVENT (POSITION_CHANGE), (gint) controller_of (g, card), card, rest, 0, 0,
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
  dk_game_emit (g, BOS_EVENT (KILL_TOKEN), (gint) controller_of (g, card), card, now, by, 0, 0);
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
  dk_game_emit (g, BOS_EVENT (CONTROL_CHANGE), (gint) player, card, (gint32) from, 0, 0, 0);
  if (until_end_of_turn && s->n_borrowed < BOS_MAX_BORROWED)
    s->borrowed[s->n_borrowed++] = card;
}

/* --- filters ------------------------------------------------------------------ */

/* Does @card pass @filter? With @printed, stats are the printed ones (for
 * continuous effects, which may not read current values). */
gboolean
bos_filter_matches (const DkGame *g, const DkFilter *filter, gint32 card, gboolean printed)
{
  return dk_filter_matches (g, filter, card, printed);
}

/* --- pause-like checks ------------------------------------------------------------ */

static void
eliminate (DkGame *g, guint p)
{
  if (!alive (g, p))
    return;
  dk_game_eliminate (g, p);
  if (dk_game_is_over (g))
    return;
  /* Battle Royal: an eliminated player's cards leave the field. */
  for (guint z = BOS_ZONE_FIGHTERS; z <= BOS_ZONE_BATTLEFIELD; z++)
    {
      gint32 top;

      while ((top = dk_game_zone_top (g, z, p)) != DK_NO_CARD)
        bos_leave_field (g, top, BOS_ZONE_REMOVED, DK_POS_TOP, BOS_CAUSE_REMOVED, DK_NO_CARD);
    }
}

/* A team is out: is one team left? Then it wins. */
static void
check_last_team (DkGame *g)
{
  gint team = -1;
  gint first = -1;

  if (dk_game_is_over (g))
    return;
  for (guint p = 0; p < n_players (g); p++)
    if (alive (g, p))
      {
        if (team >= 0 && (guint) team != team_of (g, p))
          return;
        team = (gint) team_of (g, p);
        if (first < 0)
          first = (gint) p;
      }
  dk_game_end (g, first);
}

/* A player (or team) loses the battle. */
static void
lose (DkGame *g, guint p)
{
  guint team = team_of (g, p);

  for (guint q = 0; q < n_players (g); q++)
    if (team_of (g, q) == team)
      eliminate (g, q);
  check_last_team (g);
}

/**
 * bos_draw:
 * @g: a game
 * @player: who draws
 * @count: how many cards
 *
 * Winning a battle: a player unable to draw because the deck has run out
 * loses the battle (in a battle royal, is out; in a team battle, the team
 * loses), whether in the Draw Phase or made to draw by an effect.
 *
 * Returns: FALSE if the player could not draw them all
 */
gboolean
bos_draw (DkGame *g, guint player, guint count)
{
  if (dk_game_draw (g, player, count) == count)
    return TRUE;
  lose (g, player);
  return FALSE;
}

static gboolean
pause_once (DkGame *g)
{
  guint n = n_players (g);
  guint active = dk_game_active (g);
  gint64 winning = dk_game_param (g, BOS_PARAM_WINNING_SP);

  /* Equipment Cards: Attached: no fighter, no equipment. */
  for (guint p = 0; p < n; p++)
    {
      guint k;
      const guint16 *eq = dk_game_zone (g, BOS_ZONE_EQUIPMENT, p, &k);

      for (guint i = 0; i < k; i++)
        {
          gint32 host = dk_game_card (g, eq[i])->attached_to;

          if (face_down (g, eq[i]) ||
              dk_game_stat (g, eq[i], BOS_STAT_DURATION) != BOS_DURATION_ATTACHED)
            continue;
          if (host == DK_NO_CARD || bos_zone_kind_of (g, host) != BOS_ZONE_FIGHTERS)
            {
              bos_to_discard (g, eq[i], BOS_CAUSE_DESTROYED, DK_NO_CARD);
              return TRUE;
            }
        }
    }
  /* Winning a battle: the first to reach the winning SP, turn player first. */
  for (guint i = 0; i < n; i++)
    {
      guint p = (active + i) % n;

      if (alive (g, p) && team_sp (g, p) >= winning)
        {
          guint w = p;

          for (guint q = 0; q < n; q++)
            if (team_of (g, q) == team_of (g, p) && alive (g, q))
              {
                w = q;
                break;
              }
          dk_game_end (g, (gint) w);
          return TRUE;
        }
    }
  /* A player (team) with no SP left loses; in a battle royal is eliminated. */
  for (guint i = 0; i < n; i++)
    {
      guint p = (active + i) % n;

      if (!alive (g, p))
        continue;
      if ((shared_sp (g) || team_size (g) == 1) ? team_sp (g, p) <= 0
                                                : dk_game_counter (g, p, 0) <= 0)
        {
          if (team_size (g) == 2 && !shared_sp (g))
            {
              eliminate (g, p);
              check_last_team (g);
            }
          else
            lose (g, p);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
bos_pause (DkGame *g)
{
  guint guard = 0;

  while (!dk_game_is_over (g) && pause_once (g) && guard++ < 1000)
    ;
  return dk_game_is_over (g);
}

/* --- uses this turn ------------------------------------------------------------------ */

static void
touch_turn (DkGame *g, gint32 card)
{
  DkCard *c = dk_game_card_mut (g, card);

  if ((c->vars[BOS_VAR_TURN] >> 4) != dk_game_turn (g))
    {
      c->vars[BOS_VAR_TURN] = dk_game_turn (g) << 4;
      c->vars[BOS_VAR_USES] = 0;
    }
}

static guint
attacks_made (const DkGame *g, gint32 card)
{
  const DkCard *c = dk_game_card (g, card);

  return (c->vars[BOS_VAR_TURN] >> 4) == dk_game_turn (g) ? (guint) (c->vars[BOS_VAR_TURN] & 15)
                                                          : 0;
}

static void
count_attack (DkGame *g, gint32 card)
{
  touch_turn (g, card);
  if ((dk_game_card (g, card)->vars[BOS_VAR_TURN] & 15) < 15)
    dk_game_card_mut (g, card)->vars[BOS_VAR_TURN]++;
}

static gboolean
used_this_turn (const DkGame *g, gint32 card, gint ability)
{
  const DkCard *c = dk_game_card (g, card);
  guint bit = ability < 0 ? 31 : (guint) MIN (ability, 30);

  return (c->vars[BOS_VAR_TURN] >> 4) == dk_game_turn (g) &&
         ((guint32) c->vars[BOS_VAR_USES] & (1u << bit)) != 0;
}

static void
count_use (DkGame *g, gint32 card, gint ability)
{
  guint bit = ability < 0 ? 31 : (guint) MIN (ability, 30);

  touch_turn (g, card);
  dk_game_card_mut (g, card)->vars[BOS_VAR_USES] |= (gint32) (1u << bit);
}

/* --- trigger effects -------------------------------------------------------------------- */

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

static gboolean
when_self (const DkAbility *ab)
{
  for (guint i = 0; i < ab->n_when_attrs; i++)
    if (strcmp (ab->when_attrs[i].name, "card") == 0 &&
        strcmp (ab->when_attrs[i].value, "self") == 0)
      return TRUE;
  return FALSE;
}

/* Does event @ev match the <when> of @ab, on @source controlled by @player? */
static gboolean
when_matches (const DkGame *g, const DkAbility *ab, gint32 source, guint player, const DkEvent *ev)
{
  if (ab->when_event < 0 || (guint) ab->when_event != ev->type)
    return FALSE;
  if (ab->when_player == 1 && ev->player != (gint) player)
    return FALSE;
  if (ab->when_player == 2 && (ev->player < 0 || !bos_is_opponent (g, player, (guint) ev->player)))
    return FALSE;
  for (guint i = 0; i < ab->n_when_attrs; i++)
    {
      const DkAttr *a = &ab->when_attrs[i];
      g_autofree char *v = NULL;

      if (strcmp (a->name, "card") == 0 && strcmp (a->value, "self") == 0)
        {
          if (ev->card != source)
            return FALSE;
          continue;
        }
      if (strcmp (a->name, "card") == 0 && strcmp (a->value, "this-fighter") == 0)
        {
          if (ev->card == DK_NO_CARD || ev->card != bos_this_fighter (g, source))
            return FALSE;
          continue;
        }
      v = dk_game_event_attr_string (g, ev, a->name);
      if (v == NULL || strcmp (v, a->value) != 0)
        return FALSE;
    }
  return TRUE;
}

static void
add_pending (DkGame *g, gint32 card, guint ability, guint controller, const DkEvent *ev)
{
  BosState *s = bos_state (g);
  BosPending *p;

  if (s->n_pending >= BOS_MAX_PENDING)
    return;
  p = &s->pending[s->n_pending++];
  p->card = card;
  p->ability = (gint16) ability;
  p->controller = (gint8) controller;
  p->event_card = ev->card;
  p->stamp = dk_game_card (g, card)->stamp;
}

static void
note_triggers (DkGame *g, gint32 card, const DkEvent *ev, gboolean self_only)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  gint act;
  guint controller;

  if (def == NULL || def->n_abilities == 0)
    return;
  act = activation_ability (g, card);
  controller = controller_of (g, card);
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type != AB_TRIGGER || (gint) a == act)
        continue;
      if (self_only && !when_self (ab))
        continue;
      if (when_matches (g, ab, card, controller, ev))
        add_pending (g, card, a, controller, ev);
    }
}

void
bos_on_event (DkGame *g, const DkEvent *ev)
{
  BosState *s = bos_state (g);

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
    }
  if (dk_game_is_over (g) || dk_game_turn (g) <= 0)
    return;
  /* Replay: a new fighter on the defender's side before the damage step
   * (a fighter token is created there without a zone change). */
  if (s->in_attack && !s->damage_step &&
      ((ev->type == DK_EVENT_ZONE_CHANGE && ev->a[1] == BOS_ZONE_FIGHTERS &&
        ev->a[3] == s->defender) ||
       (ev->type == BOS_EVENT (TOKEN_CREATED) && ev->player == s->defender)))
    s->new_fighter = TRUE;
  for (guint p = 0; p < n_players (g); p++)
    for (guint z = BOS_ZONE_FIGHTERS; z <= BOS_ZONE_BATTLEFIELD; z++)
      {
        guint n;
        const guint16 *cards = dk_game_zone (g, z, p, &n);

        for (guint i = 0; i < n; i++)
          if (!face_down (g, cards[i]))
            note_triggers (g, cards[i], ev, FALSE);
      }
  /* "When this card is ...": from wherever the card went. */
  if (ev->card >= 0 && (guint) ev->card < dk_game_n_cards (g) &&
      (!bos_on_field (g, ev->card) || face_down (g, ev->card)))
    note_triggers (g, ev->card, ev, TRUE);
}

/* --- may this be activated now? ------------------------------------------------------------ */

static gboolean
event_matches_window (const DkGame *g, const DkAbility *ab, gint32 card, guint player)
{
  const BosState *s = bos_state_const (g);

  if (s->has_last_event && ab->when_event == BOS_EVENT (CHAIN_LINK))
    {
      /* The activation that made the last link is also that link. */
      DkEvent link = s->last_event;

      link.type = BOS_EVENT (CHAIN_LINK);
      link.a[0] = s->links;
      link.a[1] = s->last_event.a[0];
      if (when_matches (g, ab, card, player, &link))
        return TRUE;
    }
  return (s->has_base_event && when_matches (g, ab, card, player, &s->base_event)) ||
         (s->has_last_event && when_matches (g, ab, card, player, &s->last_event));
}

/* Damage Step Rules: an effect that directly changes ATK or RST. */
static gboolean
changes_atk_rst_only (const DkAbility *ab)
{
  if (ab->effect.n_instrs == 0)
    return FALSE;
  for (guint i = 0; i < ab->effect.n_instrs; i++)
    {
      const DkInstr *in = &ab->effect.instrs[i];

      if (in->op != BOS_INSTR (MODIFY) || (in->stat != BOS_STAT_ATK && in->stat != BOS_STAT_RST))
        return FALSE;
    }
  return TRUE;
}

static gboolean
on_chain (DkGame *g, gint32 card, gint ability)
{
  for (guint i = 0; i < dk_game_stack_depth (g); i++)
    {
      const DkStackItem *it = dk_game_stack_at (g, i);

      if (it->card == card && it->ability == ability)
        return TRUE;
    }
  return FALSE;
}

/* The N-th ability of a face-up card on @player's side. */
static gboolean
ability_ok (DkGame *g, gint32 card, gint index, guint player, Ctx ctx)
{
  const DkAbility *ab = ability_at (g, card, index);
  guint type = bos_card_type (g, card);
  const char *limit;

  if (ab == NULL || !bos_on_field (g, card) || face_down (g, card) ||
      bos_zone_owner_of (g, card) != player)
    return FALSE;
  if (ab->type == AB_CONTINUOUS || ab->type == AB_TRIGGER)
    return FALSE;
  if (type != BOS_TYPE_FIGHTER && index == activation_ability (g, card))
    return FALSE;
  if (ab->type == AB_IGNITION)
    {
      if (ctx == CTX_WINDOW || ctx == CTX_DAMAGE)
        return FALSE;
      /* Equipment and Tactic Card Chains: no equipment in the Battle Phase. */
      if (ctx == CTX_BATTLE &&
          (!attr_is (ab, "battle-phase", "true") || type == BOS_TYPE_EQUIPMENT))
        return FALSE;
    }
  if (ab->when_event >= 0 &&
      !((ctx == CTX_WINDOW || ctx == CTX_DAMAGE) && event_matches_window (g, ab, card, player)))
    return FALSE;
  if (ctx == CTX_DAMAGE && type != BOS_TYPE_TACTIC && !changes_atk_rst_only (ab))
    return FALSE;
  limit = dk_ability_get_attr (ab, "limit");
  if (limit != NULL && strcmp (limit, "once-per-turn") == 0 && used_this_turn (g, card, index))
    return FALSE;
  /* Rule update 3: a battlefield's cost effects, once per turn. */
  if (type == BOS_TYPE_BATTLEFIELD && ab->cost.n_instrs > 0 &&
      (limit == NULL || strcmp (limit, "unlimited") != 0) && used_this_turn (g, card, index))
    return FALSE;
  if (on_chain (g, card, index))
    return FALSE;
  return bos_cost_payable (g, card, ab, player) && bos_effect_possible (g, card, ab, player);
}

static guint
count_zone (const DkGame *g, guint zone, guint player)
{
  return dk_game_zone_size (g, zone, player);
}

/* The Game Layout: room for one more equipment or tactic card. */
static gboolean
room_for (const DkGame *g, guint player, guint type)
{
  guint eq = count_zone (g, BOS_ZONE_EQUIPMENT, player);
  guint tac = count_zone (g, BOS_ZONE_TACTICS, player);

  if (eq + tac >= (guint) dk_game_param (g, BOS_PARAM_MAX_EQUIPMENT_AND_TACTICS))
    return FALSE;
  if (type == BOS_TYPE_EQUIPMENT)
    return eq < (guint) dk_game_param (g, BOS_PARAM_MAX_EQUIPMENT);
  return tac < (guint) dk_game_param (g, BOS_PARAM_MAX_TACTICS);
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
 * a face-down equipment or tactic. */
static gboolean
card_activation_ok (DkGame *g, gint32 card, guint player, Ctx ctx)
{
  guint type = bos_card_type (g, card);
  guint kind = bos_zone_kind_of (g, card);
  gint act = activation_ability (g, card);
  const DkAbility *ab = ability_at (g, card, act);

  if (bos_zone_owner_of (g, card) != player)
    return FALSE;
  switch (type)
    {
    case BOS_TYPE_EQUIPMENT:
      /* Equipment and Tactic Card Chains: Main Phases only; a face-down
       * equipment waits a turn (The Game Layout). */
      if (ctx != CTX_MAIN)
        return FALSE;
      if (kind == BOS_ZONE_HAND)
        {
          if (!room_for (g, player, BOS_TYPE_EQUIPMENT))
            return FALSE;
        }
      else if (kind != BOS_ZONE_EQUIPMENT || !face_down (g, card) ||
               dk_game_card_has_flag (g, card, BOS_FLAG_SET_THIS_TURN))
        return FALSE;
      if (dk_game_stat (g, card, BOS_STAT_DURATION) == BOS_DURATION_ATTACHED &&
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
  if (ab == NULL)
    return ctx != CTX_DAMAGE || type == BOS_TYPE_TACTIC;
  if (ab->when_event >= 0 &&
      !((ctx == CTX_WINDOW || ctx == CTX_DAMAGE) && event_matches_window (g, ab, card, player)))
    return FALSE;
  if (ab->type == AB_IGNITION && type == BOS_TYPE_TACTIC && ctx == CTX_DAMAGE)
    return TRUE;
  return bos_cost_payable (g, card, ab, player) && bos_effect_possible (g, card, ab, player);
}

/* Offer `activate CARD` and `activate CARD N` for @player in @ctx. */
static guint
offer_activations (DkGame *g, guint player, Ctx ctx, gboolean probe)
{
  static const guint zones[] = { BOS_ZONE_HAND, BOS_ZONE_FIGHTERS, BOS_ZONE_EQUIPMENT,
                                 BOS_ZONE_TACTICS, BOS_ZONE_BATTLEFIELD };
  guint found = 0;

  for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
    {
      guint n;
      const guint16 *cards = dk_game_zone (g, zones[z], player, &n);

      for (guint i = 0; i < n; i++)
        {
          gint32 c = cards[i];
          const DkCardDef *def = dk_game_card_def (g, c);

          if (def == NULL)
            continue;
          if ((zones[z] == BOS_ZONE_HAND || face_down (g, c)) &&
              card_activation_ok (g, c, player, ctx))
            {
              found++;
              if (!probe)
                dk_option_add_card (dk_game_offer (g, BOS_VERB (ACTIVATE), 0), c);
            }
          if (zones[z] == BOS_ZONE_HAND || face_down (g, c))
            continue;
          for (guint a = 0; a < def->n_abilities; a++)
            if (ability_ok (g, c, (gint) a, player, ctx))
              {
                found++;
                if (!probe)
                  {
                    DkOption *o = dk_game_offer (g, BOS_VERB (ACTIVATE), (guint16) (a + 1));

                    dk_option_add_card (o, c);
                    dk_option_add_int (o, (gint32) a + 1);
                  }
              }
          cards = dk_game_zone (g, zones[z], player, &n);
        }
    }
  return found;
}

static void
push_activate (DkGame *g, gint32 card, gint ability, guint player, gint32 flags, gint32 event_card)
{
  DkFrame *f = dk_game_push (g, BOS_PROC (ACTIVATE));

  f->a[0] = card;
  f->a[1] = ability;
  f->a[2] = (gint32) player;
  f->a[3] = flags;
  f->a[4] = event_card;
}

/* Push the activation an `activate` option names. */
static void
activate_option (DkGame *g, guint player, const DkOption *o)
{
  if (o->n_args >= 2)
    push_activate (g, o->args[0], o->args[1] - 1, player, 0, DK_NO_CARD);
  else
    push_activate (g, o->args[0], activation_ability (g, o->args[0]), player, ACT_CARD, DK_NO_CARD);
}

static void
push_chain (DkGame *g, guint first, gint32 window)
{
  DkFrame *f = dk_game_push (g, BOS_PROC (CHAIN));

  f->a[0] = (gint32) first;
  f->a[1] = window;
}

static void
push_triggers (DkGame *g)
{
  dk_game_push (g, BOS_PROC (TRIGGERS));
}

/* Before a decision: the checks, and waiting trigger effects start a chain.
 * TRUE: the caller returns DK_STEP_WAIT (or the game is over). */
static gboolean
checkpoint (DkGame *g)
{
  BosState *s = bos_state (g);

  if (bos_pause (g))
    return TRUE;
  if (s->n_pending > 0 && !s->resolving)
    {
      push_chain (g, dk_game_active (g), BOS_WINDOW_CHAIN);
      return TRUE;
    }
  return FALSE;
}

#define CHECKPOINT(g)                                                                              \
  do                                                                                               \
    {                                                                                              \
      if (checkpoint (g))                                                                          \
        return dk_game_is_over (g) ? DK_STEP_DONE : DK_STEP_WAIT;                                  \
    }                                                                                              \
  while (0)

void
bos_window_options (DkGame *g, gint32 window, guint player)
{
  if (bos_pause (g))
    return;
  offer_activations (g, player, window == BOS_WINDOW_DAMAGE ? CTX_DAMAGE : CTX_WINDOW, FALSE);
}

void
bos_window_act (DkGame *g, gint32 window, guint player, const DkOption *option)
{
  if (option->verb == BOS_VERB (ACTIVATE))
    activate_option (g, player, option);
}

/* --- activating: costs, then a chain link ------------------------------------------------ */

static void
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

/* a[0] card, a[1] ability (-1: none), a[2] player, a[3] ACT_* flags, a[4]
 * the event card of a trigger. Returns 1 when a link was made. */
static DkStepResult
proc_activate (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  gint32 card = f->a[0];
  gint ability = f->a[1];
  guint player = (guint) f->a[2];
  const DkAbility *ab = ability_at (g, card, ability);

  switch (f->step)
    {
    case 0:
      count_use (g, card, (f->a[3] & ACT_CARD) ? -1 : ability);
      f->step = 2;
      if (f->a[3] & ACT_CARD)
        {
          guint type = bos_card_type (g, card);

          dk_game_reveal (g, card, player);
          if (type == BOS_TYPE_BATTLEFIELD)
            {
              /* Battlefield Zone: one on the field; the new one destroys the old. */
              for (guint p = 0; p < n_players (g); p++)
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
          dk_game_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, FALSE);
          count_use (g, card, -1);
          if (type == BOS_TYPE_EQUIPMENT &&
              dk_game_stat (g, card, BOS_STAT_DURATION) == BOS_DURATION_ATTACHED)
            {
              guint n;
              const guint16 *fighters = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

              /* Attached: the player picks the fighter to equip. */
              f->step = 1;
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
          dk_game_card_mut (g, card)->attached_to = (gint16) o->args[0];
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
        dk_game_emit (g, BOS_EVENT (ACTIVATED), (gint) player, card,
                      (f->a[3] & ACT_CARD) ? 0 : ability + 1, (gint32) bos_card_type (g, card), 0,
                      0);
        set_event (&s->last_event, BOS_EVENT (ACTIVATED), (gint) player, card,
                   (f->a[3] & ACT_CARD) ? 0 : ability + 1, (gint32) bos_card_type (g, card),
                   dk_game_turn (g));
        s->has_last_event = TRUE;
        dk_game_emit (g, BOS_EVENT (CHAIN_LINK), (gint) player, card, s->links,
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

/* Trigger effects waiting go on the chain, the turn player's first (If
 * both players conduct actions simultaneously). a[3..6]: the one being
 * asked. */
static DkStepResult
proc_triggers (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint n = n_players (g);

  switch (f->step)
    {
    case 0:
      {
        guint best = 0, best_key = G_MAXUINT;
        BosPending p;
        const DkAbility *ab;

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
        ab = ability_at (g, p.card, p.ability);
        /* A trigger never joins a chain it is already on; chains stay finite. */
        if (ab == NULL || !alive (g, (guint) p.controller) || on_chain (g, p.card, p.ability) ||
            s->links >= 64)
          return DK_STEP_CONTINUE;
        /* The source must still be there, unless it speaks of itself. */
        if (!when_self (ab) && (dk_game_card (g, p.card)->stamp != p.stamp ||
                                !bos_on_field (g, p.card) || face_down (g, p.card)))
          return DK_STEP_CONTINUE;
        if (!bos_cost_payable (g, p.card, ab, (guint) p.controller) ||
            !bos_effect_possible (g, p.card, ab, (guint) p.controller))
          return DK_STEP_CONTINUE;
        f->a[3] = p.card;
        f->a[4] = p.ability;
        f->a[5] = p.controller;
        f->a[6] = p.event_card;
        if (attr_is (ab, "optional", "true"))
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

/* --- the chain (Equipment and Tactic Card Chains) ------------------------------------------ */

/* After a link resolved: a one-turn equipment or tactic goes to the discard
 * pile (Equipment Cards, Tactic Cards); so does a negated card activation. */
static void
finish_link (DkGame *g, gint32 card, gint32 flags, gboolean negated)
{
  guint type = bos_card_type (g, card);

  if (!(flags & ACT_CARD) || !bos_on_field (g, card))
    return;
  if (type != BOS_TYPE_EQUIPMENT && type != BOS_TYPE_TACTIC)
    return;
  if (negated || dk_game_stat (g, card, BOS_STAT_DURATION) == BOS_DURATION_ONE_TURN ||
      dk_game_stat (g, card, BOS_STAT_DURATION) < 0)
    bos_to_discard (g, card, BOS_CAUSE_USED, DK_NO_CARD);
}

/* a[0] the first player with priority (when the chain is empty), a[1] the
 * window; a[2..5] the link resolving: card, ability, flags, negated. */
static DkStepResult
proc_chain (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);

  switch (f->step)
    {
    case 0:
      if (bos_pause (g))
        return DK_STEP_DONE;
      if (s->n_pending > 0 && !s->resolving)
        {
          push_triggers (g);
          return DK_STEP_WAIT;
        }
      {
        guint first = (guint) f->a[0];

        /* The window opens with the player after the last link's. */
        if (dk_game_stack_depth (g) > 0)
          first = next_alive (g, (guint) dk_game_stack_at (g, 0)->controller);
        if (!alive (g, first))
          first = next_alive (g, first);
        f->step = 1;
        dk_game_push_priority (g, f->a[1], first);
        return DK_STEP_WAIT;
      }
    case 1:
      s->resolving = TRUE;
      f->step = 2;
      return DK_STEP_CONTINUE;
    case 2:
      {
        DkStackItem item;
        DkStackItem *top;
        guint depth;

        if (bos_pause (g))
          return DK_STEP_DONE;
        if (dk_game_stack_depth (g) == 0)
          {
            s->resolving = FALSE;
            s->links = 0;
            s->has_last_event = FALSE;
            s->has_base_event = FALSE;
            if (s->n_pending > 0)
              {
                /* Triggers of the resolution start a new chain. */
                f->a[0] = (gint32) dk_game_active (g);
                f->a[1] = s->damage_step ? BOS_WINDOW_DAMAGE : BOS_WINDOW_CHAIN;
                f->step = 0;
                return DK_STEP_CONTINUE;
              }
            return DK_STEP_DONE;
          }
        top = dk_game_stack_at (g, 0);
        if (top->controller >= 0 && !alive (g, (guint) top->controller))
          top->flags |= DK_STACK_NEGATED;
        depth = dk_game_frame_depth (g);
        dk_game_stack_resolve_top (g, &item);
        s->resolving_event_card = item.a[1];
        /* This frame may have moved. */
        f = (DkFrame *) dk_game_frame_at (g, depth - 1);
        f->a[2] = item.card;
        f->a[3] = item.ability;
        f->a[4] = item.a[2];
        f->a[5] = (item.flags & DK_STACK_NEGATED) != 0;
        if (f->a[5])
          dk_game_emit (g, BOS_EVENT (NEGATED), item.controller, item.card, item.a[0],
                        item.ability + 1, 0, 0);
        f->step = 3;
        return dk_game_frame_depth (g) > depth ? DK_STEP_WAIT : DK_STEP_CONTINUE;
      }
    case 3:
      finish_link (g, f->a[2], f->a[4], f->a[5]);
      f->step = 2;
      return DK_STEP_CONTINUE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

/* --- deploying (Fighter Classes) ----------------------------------------------------------- */

static gboolean
fighter_of_class (const DkGame *g, gint32 card, gint cls, gint32 min_kills)
{
  return !face_down (g, card) && dk_game_stat (g, card, BOS_STAT_CLASS) == cls &&
         kills (g, card) >= min_kills;
}

static void
offer_deploy (DkGame *g, gint32 card, const gint32 *sac, guint n_sac)
{
  DkOption *o = dk_game_offer (g, BOS_VERB (DEPLOY), 0);

  dk_option_add_card (o, card);
  if (n_sac == 0)
    return;
  dk_option_add_word (o, BOS_VERB (SACRIFICE));
  dk_option_mark_set (o);
  for (guint i = 0; i < n_sac; i++)
    dk_option_add_card (o, sac[i]);
}

static void
offer_deploys (DkGame *g, guint player)
{
  BosState *s = bos_state (g);
  guint n_hand, n_f;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n_hand);
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n_f);
  gint32 k_elite = (gint32) dk_game_param (g, BOS_PARAM_KILLS_ELITE);
  gint32 k_warlord = (gint32) dk_game_param (g, BOS_PARAM_KILLS_WARLORD);
  gint32 k_legend = (gint32) dk_game_param (g, BOS_PARAM_KILLS_LEGENDARY);

  if (s->deploys >= dk_game_param (g, BOS_PARAM_DEPLOYS_PER_TURN))
    return;
  for (guint i = 0; i < n_hand; i++)
    {
      gint32 c = hand[i];
      gint cls;

      if (bos_card_type (g, c) != BOS_TYPE_FIGHTER || is_token (g, c))
        continue;
      cls = dk_game_stat (g, c, BOS_STAT_CLASS);
      switch (cls)
        {
        case BOS_CLASS_WARRIOR:
          if (bos_free_fighter_zones (g, player) > 0)
            offer_deploy (g, c, NULL, 0);
          break;
        case BOS_CLASS_ELITE:
        case BOS_CLASS_WARLORD:
          for (guint j = 0; j < n_f; j++)
            if (fighter_of_class (g, f[j], cls - 1, cls == BOS_CLASS_ELITE ? k_elite : k_warlord))
              {
                gint32 sac = f[j];

                offer_deploy (g, c, &sac, 1);
              }
          break;
        case BOS_CLASS_LEGENDARY:
          if (legendaries (g, player) >=
              (guint) dk_game_param (g, BOS_PARAM_MAX_LEGENDARY_ON_FIELD))
            break;
          for (guint w = 0; w < n_f; w++)
            for (guint e = 0; e < n_f; e++)
              for (guint l = 0; l < n_f; l++)
                if (fighter_of_class (g, f[w], BOS_CLASS_WARRIOR, 0) &&
                    fighter_of_class (g, f[e], BOS_CLASS_ELITE, 0) &&
                    fighter_of_class (g, f[l], BOS_CLASS_WARLORD, k_legend))
                  {
                    gint32 sac[3] = { f[w], f[e], f[l] };

                    offer_deploy (g, c, sac, 3);
                  }
          break;
        default:
          break;
        }
    }
}

/* Deploy (not a chain link: Actions which cannot be chained to). */
static void
do_deploy (DkGame *g, guint player, const DkOption *o)
{
  BosState *s = bos_state (g);
  gint32 card = o->args[0];
  gint32 n_sac = o->n_args > 2 ? o->n_args - 2 : 0;

  /* Glossary: Sacrifice (Tribute): to the discard pile, not destroyed. */
  for (guint i = 2; i < o->n_args; i++)
    if (bos_zone_kind_of (g, o->args[i]) == BOS_ZONE_FIGHTERS)
      bos_to_discard (g, o->args[i], BOS_CAUSE_SACRIFICED, card);
  s->deploys++;
  bos_put_on_field (g, card, player, FALSE, FALSE, n_sac);
}

static void
offer_sets (DkGame *g, guint player)
{
  guint n;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n);

  for (guint i = 0; i < n; i++)
    {
      guint type = bos_card_type (g, hand[i]);

      if ((type == BOS_TYPE_EQUIPMENT || type == BOS_TYPE_TACTIC) && room_for (g, player, type))
        dk_option_add_card (dk_game_offer (g, BOS_VERB (SET), 0), hand[i]);
    }
}

static void
do_set (DkGame *g, guint player, gint32 card)
{
  guint zone =
      bos_card_type (g, card) == BOS_TYPE_EQUIPMENT ? BOS_ZONE_EQUIPMENT : BOS_ZONE_TACTICS;

  dk_game_card_mut (g, card)->controller = (guint8) player;
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, TRUE);
  dk_game_move (g, card, zone, player, DK_POS_TOP);
  dk_game_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, TRUE);
  dk_game_card_set_flag (g, card, BOS_FLAG_SET_THIS_TURN, TRUE);
  dk_game_emit (g, BOS_EVENT (SET), (gint) player, card, 0, 0, 0, 0);
}

/* Battle Phase, IMPORTANT: who may not battle on their first turn. */
static gboolean
may_battle (const DkGame *g)
{
  const BosState *s = bos_state_const (g);
  guint active = dk_game_active (g);
  guint n = n_players (g);

  if (dk_game_param (g, BOS_PARAM_FIRST_PLAYER_BATTLES) || s->turns_taken[active] > 1)
    return TRUE;
  if (team_size (g) == 2)
    return team_of (g, active) != team_of (g, (guint) s->first_player);
  /* Two players: the first may not; battle royal: only the last in turn
   * order may on the first round. */
  return (active + n - (guint) s->first_player) % n == n - 1;
}

/* --- Main Phase I and II ---------------------------------------------------------------------- */

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
      offer_deploys (g, player);
      offer_sets (g, player);
      offer_activations (g, player, CTX_MAIN, FALSE);
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
          do_deploy (g, player, o);
        else if (o->verb == BOS_VERB (SET))
          do_set (g, player, o->args[0]);
        else if (o->verb == BOS_VERB (ACTIVATE))
          {
            f->step = 2;
            activate_option (g, player, o);
            return DK_STEP_WAIT;
          }
        return DK_STEP_CONTINUE;
      }
    case 2:
      f->step = 0;
      if (dk_game_get_return (g))
        push_chain (g, next_alive (g, player), BOS_WINDOW_CHAIN);
      return DK_STEP_WAIT;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

/* --- the Battle Phase ------------------------------------------------------------------------- */

static gboolean
may_attack_with (const DkGame *g, gint32 card)
{
  const BosState *s = bos_state_const (g);

  if (face_down (g, card) || in_rest (g, card))
    return FALSE;
  if (card == s->replay_fighter)
    return TRUE;
  return attacks_made (g, card) < (guint) MAX (dk_game_stat (g, card, BOS_STAT_ATTACKS), 0);
}

static void
offer_attacks (DkGame *g, guint player)
{
  guint n;
  const guint16 *mine = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);
  gboolean royal = n_players (g) > 2;

  for (guint i = 0; i < n; i++)
    {
      gint32 a = mine[i];

      if (!may_attack_with (g, a))
        continue;
      for (guint q = 0; q < n_players (g); q++)
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
          if (m == 0 || dk_game_stat (g, a, BOS_STAT_DIRECT_ATTACK))
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
static DkStepResult
proc_battle (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint player = dk_game_active (g);

  if (!alive (g, player))
    return DK_STEP_DONE;
  switch (f->step)
    {
    case 0:
      CHECKPOINT (g);
      dk_game_decide (g, player, BOS_DECISION (BATTLE));
      offer_attacks (g, player);
      offer_activations (g, player, CTX_BATTLE, FALSE);
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
            activate_option (g, player, o);
            return DK_STEP_WAIT;
          }
        attacker = o->args[0];
        /* Replay: the same fighter attacks again without a second attack. */
        if (attacker != s->replay_fighter)
          count_attack (g, attacker);
        s->replay_fighter = DK_NO_CARD;
        s->attacker = attacker;
        s->direct = DK_OPTION_ARG_KIND (o, 1) == DK_ARG_WORD;
        if (s->direct)
          {
            s->target = DK_NO_CARD;
            s->defender = o->n_args > 2 ? o->args[2] - 1 : (gint32) next_alive (g, player);
            if (n_players (g) == 2)
              s->defender = (gint32) (1 - player);
          }
        else
          {
            s->target = o->args[1];
            s->defender = (gint32) controller_of (g, s->target);
          }
        s->in_attack = TRUE;
        s->new_fighter = FALSE;
        dk_game_emit (g, BOS_EVENT (ATTACK_DECLARED), (gint) player, attacker, s->target, s->direct,
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
        push_chain (g, next_alive (g, player), BOS_WINDOW_CHAIN);
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
  gint32 atk = dk_game_stat (g, a, BOS_STAT_ATK);

  if (s->direct)
    {
      /* If your opponent has no fighters: full ATK, no kill token. */
      battle_damage (g, (guint) s->defender, pa, atk, a);
      return;
    }
  {
    guint pt = controller_of (g, t);
    gboolean rest = in_rest (g, t);
    gint32 other = dk_game_stat (g, t, rest ? BOS_STAT_RST : BOS_STAT_ATK);
    gint result = atk > other ? BOS_RESULT_WIN : atk == other ? BOS_RESULT_TIE : BOS_RESULT_LOSE;

    dk_game_emit (g, BOS_EVENT (BATTLE), (gint) pa, a, result, t, 0, 0);
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
            if (dk_game_stat (g, a, BOS_STAT_PIERCING))
              battle_damage (g, pt, pa, atk - other, a);
          }
        else if (result == BOS_RESULT_LOSE)
          battle_damage (g, pa, pt, other - atk, t);
      }
    s->battle_destroying = FALSE;
  }
}

/* a[0] the attacker. */
static DkStepResult
proc_attack (DkGame *g, DkFrame *f)
{
  BosState *s = bos_state (g);
  guint player = dk_game_active (g);

  switch (f->step)
    {
    case 0:
      /* Equipment and Tactic Card Chains: the opponent may respond first. */
      f->step = 1;
      push_chain (g, (guint) s->defender, BOS_WINDOW_CHAIN);
      return DK_STEP_WAIT;
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
          dk_game_emit (g, BOS_EVENT (REPLAY), (gint) player, s->attacker, 0, 0, 0, 0);
          return DK_STEP_DONE;
        }
      /* Damage Step Rules: tactics and ATK/RST effects, turn player first. */
      s->damage_step = TRUE;
      dk_game_set_step (g, BOS_STEP_DAMAGE);
      f->step = 2;
      push_chain (g, player, BOS_WINDOW_DAMAGE);
      return DK_STEP_WAIT;
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

/* --- the End Phase -------------------------------------------------------------------------------
 */

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
      push_chain (g, player, BOS_WINDOW_CHAIN);
      return DK_STEP_WAIT;
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

/* --- Preparing to battle ---------------------------------------------------------------------- */

static guint
hand_warriors (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n);

  for (guint i = 0; i < n; i++)
    if (bos_card_type (g, hand[i]) == BOS_TYPE_FIGHTER &&
        dk_game_stat (g, hand[i], BOS_STAT_CLASS) == BOS_CLASS_WARRIOR)
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
  dk_game_emit (g, BOS_EVENT (MULLIGAN), (gint) player, DK_NO_CARD, s->mulligans[player], 0, 0, 0);
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
  guint n = n_players (g);

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
  dk_game_push (g, BOS_PROC (START));
}

/* A scenario starts in the middle of a turn: who went first follows from
 * the turn number; a player given no SP starts with the starting SP. */
void
bos_setup_position (DkGame *g)
{
  BosState *s = bos_state (g);
  guint n = n_players (g);
  gint32 turn = dk_game_turn (g);
  gint64 sp = dk_game_param (g, BOS_PARAM_STARTING_SP);
  gint phase = dk_game_phase (g);

  reset_state (s);
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
}

/* --- the turn (Turn Structure) ---------------------------------------------------------------- */

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
        s->attacker = s->target = DK_NO_CARD;
        for (guint i = 0; i < dk_game_n_cards (g); i++)
          if (dk_game_card_has_flag (g, (gint32) i, BOS_FLAG_SET_THIS_TURN))
            dk_game_card_set_flag (g, (gint32) i, BOS_FLAG_SET_THIS_TURN, FALSE);
        /* Draw Phase: no card to draw loses the battle. */
        if (!bos_draw (g, player, 1))
          return;
        push_chain (g, player, BOS_WINDOW_CHAIN);
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
        push_chain (g, player, BOS_WINDOW_CHAIN);
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
          push_chain (g, player, BOS_WINDOW_CHAIN);
        }
      return;
    case BOS_PHASE_END:
      dk_game_push (g, BOS_PROC (END));
      return;
    }
}

/* --- values: continuous effects ----------------------------------------------------------------
 */

static gboolean
continuous_applies (const DkGame *g, gint32 src, const DkInstr *in, gint32 card)
{
  switch (in->target)
    {
    case DK_TARGET_SELF:
      return src == card;
    case BOS_TARGET (THIS_FIGHTER):
      return bos_this_fighter (g, src) == card;
    case BOS_TARGET (EQUIPPED_FIGHTER):
      return bos_card_type (g, src) == BOS_TYPE_EQUIPMENT && bos_this_fighter (g, src) == card;
    default:
      if (!bos_group_target (in->target))
        return FALSE;
      return bos_group_member (g, in->target, controller_of (g, src), card) &&
             bos_filter_matches (g, in->filter, card, TRUE);
    }
}

/* Effect Fighters: Continuous Effect: while the card is face up on the field. */
gint32
bos_adjust_stat (const DkGame *g, gint32 card, guint stat, gint32 value)
{
  gint64 add = 0; /* a sum of gint32s */
  gboolean set = FALSE;
  gint32 set_value = 0;

  if (stat == BOS_STAT_DURATION)
    return value < 0 ? BOS_DURATION_ONE_TURN : value;
  if (bos_zone_kind_of (g, card) != BOS_ZONE_FIGHTERS)
    return value;
  for (guint p = 0; p < n_players (g); p++)
    for (guint z = BOS_ZONE_FIGHTERS; z <= BOS_ZONE_BATTLEFIELD; z++)
      {
        guint n;
        const guint16 *cards = dk_game_zone (g, z, p, &n);

        for (guint i = 0; i < n; i++)
          {
            const DkCardDef *def = dk_game_card_def (g, cards[i]);

            if (def == NULL || face_down (g, cards[i]))
              continue;
            for (guint a = 0; a < def->n_abilities; a++)
              {
                const DkAbility *ab = &def->abilities[a];

                if (ab->type != AB_CONTINUOUS)
                  continue;
                for (guint k = 0; k < ab->effect.n_instrs; k++)
                  {
                    const DkInstr *in = &ab->effect.instrs[k];

                    if (in->op != BOS_INSTR (MODIFY) || in->stat != stat ||
                        !continuous_applies (g, cards[i], in, card))
                      continue;
                    if (in->a[1])
                      {
                        set = TRUE;
                        set_value = in->a[0];
                      }
                    else
                      add += in->a[0];
                  }
              }
          }
      }
  if (set)
    value = set_value;
  return dk_sat32 (value + add);
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
  [BOS_PROC_BATTLE] = { "bos-battle", proc_battle },
  [BOS_PROC_ATTACK] = { "bos-attack", proc_attack },
  [BOS_PROC_CHAIN] = { "bos-chain", proc_chain },
  [BOS_PROC_ACTIVATE] = { "bos-activate", proc_activate },
  [BOS_PROC_TRIGGERS] = { "bos-triggers", proc_triggers },
  [BOS_PROC_END] = { "bos-end", proc_end },
};
