/* dk-accessors.c: the exported forms of the accessors duelkit-module.h
 * makes inline.
 *
 * The library and the modules call the inline forms; an application,
 * which sees only <duelkit.h>, calls these, which check their arguments.
 * Each lives here rather than in the file of its concept so that the
 * macros of duelkit-module.h can be undone for this file alone.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

#undef dk_game_n_players
#undef dk_game_n_cards
#undef dk_game_get_rules
#undef dk_game_get_db
#undef dk_game_module_state
#undef dk_game_module_state_const
#undef dk_game_is_over
#undef dk_game_turn
#undef dk_game_active
#undef dk_game_phase
#undef dk_game_step
#undef dk_game_is_eliminated
#undef dk_game_card
#undef dk_game_card_mut
#undef dk_game_card_def
#undef dk_game_card_has_flag
#undef dk_game_card_known_by
#undef dk_game_card_set_flag
#undef dk_game_zone_id
#undef dk_game_zone_kind
#undef dk_game_zone_owner
#undef dk_game_zone
#undef dk_game_zone_size
#undef dk_game_zone_top
#undef dk_game_printed_stat
#undef dk_game_param
#undef dk_game_counter
#undef dk_game_set_return
#undef dk_game_get_return
#undef dk_game_answer
#undef dk_game_clear_answer
#undef dk_game_frame_depth
#undef dk_game_stack_depth
#undef dk_exec_source
#undef dk_exec_controller
#undef dk_exec_ability
#undef dk_exec_sub
#undef dk_exec_set_sub
#undef dk_exec_var
#undef dk_exec_bind
#undef dk_option_add_card
#undef dk_option_add_int
#undef dk_option_add_word

/* --- decisions (dk-decision.c) ------------------------------------------- */

static void
option_add (DkOption *o, DkArgKind kind, gint32 value)
{
  g_return_if_fail (o->n_args < DK_OPTION_MAX_ARGS);
  o->kinds |= (guint32) kind << (2 * o->n_args);
  o->args[o->n_args++] = value;
}

void
dk_option_add_card (DkOption *o, gint32 card)
{
  option_add (o, DK_ARG_CARD, card);
}

void
dk_option_add_int (DkOption *o, gint32 value)
{
  option_add (o, DK_ARG_INT, value);
}

void
dk_option_add_word (DkOption *o, guint16 word)
{
  option_add (o, DK_ARG_WORD, word);
}

/**
 * dk_game_answer:
 * @game: a game
 *
 * Returns: (nullable): the option taken at the last decision, for the
 *   procedure that asked
 */
const DkOption *
dk_game_answer (const DkGame *g)
{
  return g->has_answer ? &g->answer : NULL;
}

void
dk_game_clear_answer (DkGame *g)
{
  g->has_answer = FALSE;
}

/* --- the game (dk-game.c) ------------------------------------------------ */

const DkRules *
dk_game_get_rules (const DkGame *g)
{
  return g->rules;
}

DkCardDb *
dk_game_get_db (const DkGame *g)
{
  return g->db;
}

guint
dk_game_n_players (const DkGame *g)
{
  return g->n_players;
}

gint64
dk_game_param (const DkGame *g, guint param)
{
  return dk_ruleset_get (g->ruleset, param);
}

gpointer
dk_game_module_state (DkGame *g)
{
  return g->mstate;
}

gconstpointer
dk_game_module_state_const (const DkGame *g)
{
  return g->mstate;
}

gboolean
dk_game_is_over (const DkGame *g)
{
  return g->status == DK_STATUS_OVER;
}

gint32
dk_game_turn (const DkGame *g)
{
  return g->turn;
}

guint
dk_game_active (const DkGame *g)
{
  return g->active;
}

gint
dk_game_phase (const DkGame *g)
{
  return g->phase;
}

gint
dk_game_step (const DkGame *g)
{
  return g->step;
}

gboolean
dk_game_is_eliminated (const DkGame *g, guint player)
{
  return player < g->n_players && (g->eliminated & (1u << player)) != 0;
}

guint
dk_game_frame_depth (const DkGame *g)
{
  return g->frames.len;
}

void
dk_game_set_return (DkGame *g, gint32 value)
{
  g->ret = value;
}

gint32
dk_game_get_return (const DkGame *g)
{
  return g->ret;
}

/* --- what an instruction sees (dk-program.c) ----------------------------- */

gint32
dk_exec_source (const DkExec *ex)
{
  return ex->frame->a[0];
}

guint
dk_exec_controller (const DkExec *ex)
{
  return (guint) ex->frame->a[3];
}

const DkAbility *
dk_exec_ability (const DkExec *ex)
{
  return ex->ability;
}

gint32
dk_exec_var (const DkExec *ex, guint var)
{
  g_return_val_if_fail (var < 4, DK_NO_CARD);
  return ex->frame->a[4 + var];
}

void
dk_exec_bind (DkExec *ex, guint var, gint32 card)
{
  g_return_if_fail (var < 4);
  ex->frame->a[4 + var] = card;
}

gint32
dk_exec_sub (const DkExec *ex)
{
  return ex->frame->a[2];
}

void
dk_exec_set_sub (DkExec *ex, gint32 sub)
{
  ex->frame->a[2] = sub;
}

/* --- the stack (dk-stack.c) ---------------------------------------------- */

guint
dk_game_stack_depth (const DkGame *g)
{
  return g->stack.len;
}

/* --- values (dk-values.c) ------------------------------------------------ */

gint32
dk_game_printed_stat (const DkGame *g, gint32 card, guint stat)
{
  const DkCardDef *def;

  g_return_val_if_fail (stat < g->module->n_stats, 0);
  def = dk_game_card_def (g, card);
  return def ? def->stats[stat] : g->module->stats[stat].def;
}

gint32
dk_game_counter (const DkGame *g, guint player, guint counter)
{
  g_return_val_if_fail (player < g->n_players && counter < g->n_counters, 0);
  return g->counters[player * g->n_counters + counter];
}

/* --- cards and zones (dk-zones.c) ---------------------------------------- */

guint
dk_game_n_cards (const DkGame *g)
{
  return g->n_cards;
}

const DkCard *
dk_game_card (const DkGame *g, gint32 card)
{
  g_return_val_if_fail (card >= 0 && (guint) card < g->n_cards, NULL);
  return &g->cards[card];
}

DkCard *
dk_game_card_mut (DkGame *g, gint32 card)
{
  g_return_val_if_fail (card >= 0 && (guint) card < g->n_cards, NULL);
  return &g->cards[card];
}

/**
 * dk_game_card_def:
 * @game: a game
 * @card: a card index
 *
 * Returns: (nullable): the card's definition; %NULL for a card the game's
 *   viewer does not know (see dk_game_view())
 */
const DkCardDef *
dk_game_card_def (const DkGame *g, gint32 card)
{
  g_return_val_if_fail (card >= 0 && (guint) card < g->n_cards, NULL);
  if (g->cards[card].def == DK_UNKNOWN_DEF)
    return NULL;
  return dk_card_db_get (g->db, g->cards[card].def);
}

guint
dk_game_zone_id (const DkGame *g, guint zone_kind, guint player)
{
  return zone_kind * g->n_players + player;
}

guint
dk_game_zone_kind (const DkGame *g, guint zone)
{
  return zone / g->n_players;
}

guint
dk_game_zone_owner (const DkGame *g, guint zone)
{
  return zone % g->n_players;
}

/**
 * dk_game_zone:
 * @game: a game
 * @zone_kind: the zone kind
 * @player: whose zone
 * @n_cards: (out): how many cards it holds
 *
 * Returns: (array length=n_cards) (transfer none): the card indices, bottom
 *   first (the last is the top); valid until the game changes
 */
const guint16 *
dk_game_zone (const DkGame *g, guint zone_kind, guint player, guint *n_cards)
{
  guint z = zone_kind * g->n_players + player;

  g_return_val_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players, NULL);
  return zone_cards_of (g, z, n_cards);
}

guint
dk_game_zone_size (const DkGame *g, guint zone_kind, guint player)
{
  g_return_val_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players, 0);
  return zone_size_of (g, zone_kind * g->n_players + player);
}

gint32
dk_game_zone_top (const DkGame *g, guint zone_kind, guint player)
{
  guint n = 0;
  const guint16 *cards = dk_game_zone (g, zone_kind, player, &n);

  return n ? (gint32) cards[n - 1] : DK_NO_CARD;
}

gboolean
dk_game_card_has_flag (const DkGame *g, gint32 card, guint flag)
{
  return (g->cards[card].flags & flag) != 0;
}

gboolean
dk_game_card_known_by (const DkGame *g, gint32 card, guint player)
{
  return (g->cards[card].known & (1u << player)) != 0;
}

void
dk_game_card_set_flag (DkGame *g, gint32 card, guint flag, gboolean on)
{
  g_return_if_fail (card >= 0 && (guint) card < g->n_cards);
  dk_game_card_set_flag_inline (g, card, flag, on);
}
