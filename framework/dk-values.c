/* dk-values.c: values: stats, modifiers and counters.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

/* --- values ------------------------------------------------------------------ */

/**
 * dk_game_stat:
 * @game: a game
 * @card: a card
 * @stat: a stat index
 *
 * Returns: the card's current value: the printed value, then the set
 *   modifiers layer by layer (the highest layer first, DkModifier.layer),
 *   in the order they began within a layer, then the sum of the others,
 *   then the module's continuous effects, never below the stat's floor
 */
gint32
(dk_game_stat) (const DkGame *g, gint32 card, guint stat)
{
  const DkStatSpec *spec;
  gint32 value = dk_game_printed_stat (g, card, stat);
  gint64 add = 0;              /* a sum of gint32s: it cannot overflow */
  guint32 layer = G_MAXUINT32; /* the layer of the set modifier applied last */

  for (guint i = 0; i < g->modifiers.len; i++)
    {
      const DkModifier *m = &VEC_AT (g->modifiers, DkModifier, i);

      if (m->card != card || m->stat != stat)
        continue;
      /* The set modifier applied last wins: the lowest layer, the latest
       * begun within it. */
      if (m->op == DK_MOD_SET)
        {
          if (m->layer <= layer)
            {
              value = m->value;
              layer = m->layer;
            }
        }
      else
        add += m->value;
    }
  value = dk_sat32 (value + add);
  if (g->module->adjust_stat)
    value = g->module->adjust_stat (g, card, stat, value);
  spec = &g->module->stats[stat];
  if (spec->has_floor && value < spec->floor)
    value = spec->floor;
  return value;
}

void
dk_game_add_modifier (DkGame *g, const DkModifier *modifier)
{
  DkModifier *m;

  g_return_if_fail (modifier->card >= 0 && (guint) modifier->card < g->n_cards);
  g_return_if_fail (modifier->stat < g->module->n_stats);
  m = vec_push (&g->modifiers, sizeof (DkModifier));
  *m = *modifier;
  m->stamp = g->cards[m->card].stamp;
  /* The player who modifies the value: the one whose card's cost or
   * effect does it (UFS K.2.10), none without a source. */
  dk_game_emit (g, DK_EVENT_MODIFIER,
                m->source >= 0 && (guint) m->source < g->n_cards
                    ? (gint) g->cards[m->source].controller
                    : -1,
                m->card, m->stat, m->op, m->value, m->expiry);
}

/**
 * dk_game_keep_modifier:
 * @game: a game
 * @modifier: the modifier
 *
 * Adds a modifier that is no new modification: one a rule module keeps
 * on a card after the effect that applied it has stopped acting (UFS
 * C.3.3.4.3). Unlike dk_game_add_modifier(), no event is emitted.
 */
void
dk_game_keep_modifier (DkGame *g, const DkModifier *modifier)
{
  DkModifier *m;

  g_return_if_fail (modifier->card >= 0 && (guint) modifier->card < g->n_cards);
  g_return_if_fail (modifier->stat < g->module->n_stats);
  m = vec_push (&g->modifiers, sizeof (DkModifier));
  *m = *modifier;
  m->stamp = g->cards[m->card].stamp;
}

/**
 * dk_game_end_modifiers_of:
 * @game: a game
 * @card: a card
 *
 * Ends every modifier on @card, with no event: what a move does
 * (dk_game_move()), and what a rule module does where a card gets a new
 * state of its values without moving (UFS C.3.3.4.1: a card entering the
 * transit zone as it is played).
 */
void
dk_game_end_modifiers_of (DkGame *g, gint32 card)
{
  guint j = 0;

  for (guint i = 0; i < g->modifiers.len; i++)
    {
      DkModifier *m = &VEC_AT (g->modifiers, DkModifier, i);

      if (m->card != card)
        VEC_AT (g->modifiers, DkModifier, j++) = *m;
    }
  g->modifiers.len = j;
}

/**
 * dk_game_expire:
 * @game: a game
 * @expiry: %DK_EXPIRE_END_OF_TURN or %DK_EXPIRE_SCOPE
 * @scope: with %DK_EXPIRE_SCOPE, which scope closed
 *
 * Ends the modifiers that last until that moment.
 */
void
dk_game_expire (DkGame *g, DkExpiry expiry, guint16 scope)
{
  guint j = 0;

  for (guint i = 0; i < g->modifiers.len; i++)
    {
      DkModifier *m = &VEC_AT (g->modifiers, DkModifier, i);

      if (m->expiry == expiry && (expiry != DK_EXPIRE_SCOPE || m->scope == scope))
        continue;
      VEC_AT (g->modifiers, DkModifier, j++) = *m;
    }
  g->modifiers.len = j;
}

/**
 * dk_game_set_modifier_layer:
 * @game: a game
 * @index: a modifier (below dk_game_n_modifiers())
 * @layer: its new layer (DkModifier.layer)
 *
 * Moves a set modifier to another layer: a module orders the set
 * modifiers of a card this way.
 */
void
dk_game_set_modifier_layer (DkGame *g, guint index, guint16 layer)
{
  g_return_if_fail (index < g->modifiers.len);
  VEC_AT (g->modifiers, DkModifier, index).layer = layer;
}

guint
(dk_game_n_modifiers) (const DkGame *g)
{
  return g->modifiers.len;
}

const DkModifier *
dk_game_modifier_at (const DkGame *g, guint index)
{
  g_return_val_if_fail (index < g->modifiers.len, NULL);
  return &VEC_AT (g->modifiers, DkModifier, index);
}

void
dk_game_set_counter (DkGame *g, guint player, guint counter, gint32 value)
{
  gint32 *slot;
  gint32 old;

  g_return_if_fail (player < g->n_players && counter < g->n_counters);
  slot = &g->counters[player * g->n_counters + counter];
  old = *slot;
  if (old == value)
    return;
  *slot = value;
  dk_game_emit (g, DK_EVENT_COUNTER, (gint) player, DK_NO_CARD, (gint32) counter, old, value, 0);
}

void
dk_game_add_counter (DkGame *g, guint player, guint counter, gint32 delta)
{
  dk_game_set_counter (g, player, counter,
                       dk_sat_add (dk_game_counter (g, player, counter), delta));
}
