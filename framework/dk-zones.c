/* dk-zones.c: cards and zones: where each card is, and every move.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

#include <string.h>

/* --- cards and zones ------------------------------------------------------ */

static void
update_knowledge (DkGame *g, DkCard *c)
{
  guint kind = c->zone / g->n_players;
  guint owner = c->zone % g->n_players;

  switch (g->module->zones[kind].visibility)
    {
    case DK_VISIBILITY_PUBLIC:
      c->known = (c->flags & DK_CARD_FLAG_FACE_DOWN) ? (guint8) (c->known | (1u << c->controller))
                                                     : all_players (g);
      break;
    case DK_VISIBILITY_PRIVATE:
      c->known |= (guint8) (1u << owner);
      break;
    case DK_VISIBILITY_HIDDEN:
      break;
    }
}

/**
 * dk_game_move:
 * @game: a game
 * @card: the card
 * @zone_kind: where to
 * @player: whose zone
 * @position: %DK_POS_TOP, %DK_POS_BOTTOM, or an index from the bottom
 *
 * Moves a card. Every move goes through here: the card arrives ready, not
 * attached, with its module flags and vars cleared (face up or down as it
 * was: the module decides); its modifiers end; who knows it
 * follows the new zone; the zone-change event is emitted.
 */
void
dk_game_move (DkGame *g, gint32 card, guint zone_kind, guint player, gint position)
{
  DkCard *c;
  guint from, to, n, at;

  g_return_if_fail (card >= 0 && (guint) card < g->n_cards);
  g_return_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players);
  if (g->module->redirect_move != NULL)
    {
      g->module->redirect_move (g, card, &zone_kind, &player, &position);
      g_return_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players);
    }
  c = &g->cards[card];
  from = c->zone;
  to = zone_kind * g->n_players + player;

  /* One shift: the cards between the old place and the new one move by
   * one towards the old place, and so do the starts of the zones between. */
  {
    guint n_from, src, dest;
    guint16 *start = g->zone_start;
    const guint16 *cards = zone_cards_of (g, from, &n_from);

    /* From the top down: most moves take the top card (a draw, a check). */
    for (at = n_from; at > 0 && cards[at - 1] != card; at--)
      ;
    g_return_if_fail (at > 0);
    src = g->zone_start[from] + at - 1;
    n = zone_size_of (g, to) - (to == from);
    if (position == DK_POS_TOP || position > (gint) n)
      position = (gint) n;
    else if (position == DK_POS_BOTTOM || position < 0)
      position = 0;
    /* Where it goes once it has left its old place. */
    dest = g->zone_start[to] - (to > from) + (guint) position;
    if (dest > src)
      memmove (g->zone_cards + src, g->zone_cards + src + 1, (dest - src) * sizeof (guint16));
    else if (dest < src)
      memmove (g->zone_cards + dest + 1, g->zone_cards + dest, (src - dest) * sizeof (guint16));
    g->zone_cards[dest] = (guint16) card;
    for (guint z = from + 1; z <= to; z++)
      start[z]--;
    for (guint z = to + 1; z <= from; z++)
      start[z]++;
  }

  /* A hand is a set nobody else can follow a card through: a card that
   * leaves it other than face up in a public zone cannot be told apart by
   * the players who only saw it there (revealed), so only its holder
   * knows it now. update_knowledge () adds who sees it where it goes. */
  if (g->module->zones[from / g->n_players].visibility == DK_VISIBILITY_PRIVATE &&
      (g->module->zones[zone_kind].visibility != DK_VISIBILITY_PUBLIC ||
       (c->flags & DK_CARD_FLAG_FACE_DOWN)))
    c->known = (guint8) (1u << (from % g->n_players));
  c->zone = (guint8) to;
  c->stamp++;
  /* A card enters a zone fresh: ready, detached, with none of the state
   * its module kept for it in the old zone. */
  c->flags &= (guint16) (DK_CARD_FLAG_FACE_DOWN | DK_CARD_FLAG_TOKEN);
  c->attached_to = DK_NO_CARD;
  memset (c->vars, 0, sizeof c->vars);
  update_knowledge (g, c);
  dk_game_end_modifiers_of (g, card);
  dk_game_emit (g, DK_EVENT_ZONE_CHANGE, (gint) c->owner, card, (gint32) (from / g->n_players),
                (gint32) zone_kind, (gint32) (from % g->n_players), (gint32) player);
}

/**
 * dk_game_shuffle:
 * @game: a game
 * @zone_kind: the zone kind
 * @player: whose zone
 *
 * Shuffles a zone with the game's RNG; nobody knows its order afterwards.
 * A game started with unshuffled decks (scenarios) keeps its deck order
 * until its first turn.
 */
void
dk_game_shuffle (DkGame *g, guint zone_kind, guint player)
{
  guint n;
  guint16 *cards;
  guint z = zone_kind * g->n_players + player;

  g_return_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players);
  if (g->unshuffled && g->turn == 0)
    return;
  cards = zone_cards_of (g, z, &n);
  dk_rng_shuffle16 (&g->rng, cards, n);
  if (g->module->zones[zone_kind].visibility == DK_VISIBILITY_HIDDEN)
    for (guint i = 0; i < n; i++)
      g->cards[cards[i]].known = 0;
  dk_game_emit (g, DK_EVENT_SHUFFLE, (gint) player, DK_NO_CARD, (gint32) zone_kind, 0, 0, 0);
}

/**
 * dk_game_draw:
 * @game: a game
 * @player: who draws
 * @count: how many cards
 *
 * Moves cards from the top of @player's deck to their hand.
 *
 * Returns: how many were drawn (fewer when the deck ran out)
 */
guint
dk_game_draw (DkGame *g, guint player, guint count)
{
  const DkZoneRoles *roles = &g->module->roles;

  for (guint i = 0; i < count; i++)
    {
      gint32 top = dk_game_zone_top (g, (guint) roles->deck, player);

      if (top == DK_NO_CARD)
        return i;
      dk_game_move (g, top, (guint) roles->hand, player, DK_POS_TOP);
    }
  return count;
}

/**
 * dk_game_reveal:
 * @game: a game
 * @card: the card shown
 * @player: who shows it
 *
 * Every player now knows which card this is (until it is shuffled away).
 */
void
dk_game_reveal (DkGame *g, gint32 card, guint player)
{
  g->cards[card].known = all_players (g);
  dk_game_emit (g, DK_EVENT_REVEAL, (gint) player, card, 0, 0, 0, 0);
}

/**
 * dk_game_look:
 * @game: a game
 * @zone_kind: the zone kind
 * @owner: whose zone
 * @player: who looks
 *
 * @player looks through a zone (searching their deck): from now on they
 * know each of its cards, until it is shuffled away. A module calls this
 * before it offers a player the cards of a zone they may not see, so that
 * the options it shows them name cards they know.
 */
void
dk_game_look (DkGame *g, guint zone_kind, guint owner, guint player)
{
  guint z = zone_kind * g->n_players + owner;
  const guint16 *cards;
  guint n;

  g_return_if_fail (zone_kind < g->n_zone_kinds && owner < g->n_players && player < g->n_players);
  cards = zone_cards_of (g, z, &n);
  for (guint i = 0; i < n; i++)
    g->cards[cards[i]].known |= (guint8) (1u << player);
}

/**
 * dk_game_check_cards:
 * @game: a game
 *
 * Checks the invariant every move keeps: each card instance is in exactly
 * one zone, and its zone field names that zone. For soak tests and
 * debugging.
 *
 * Returns: (transfer full) (nullable): a description of the first fault,
 *   or %NULL when the cards are all where they should be
 */
char *
dk_game_check_cards (const DkGame *g)
{
  g_autofree guint8 *seen = g_new0 (guint8, MAX (g->n_cards, 1));

  for (guint z = 0; z < g->n_zones; z++)
    {
      guint n;
      const guint16 *cards = zone_cards_of (g, z, &n);

      for (guint i = 0; i < n; i++)
        {
          guint c = cards[i];

          if (c >= g->n_cards)
            return g_strdup_printf ("zone %s of player %u holds card %u of %u",
                                    g->module->zones[z / g->n_players].name, z % g->n_players + 1,
                                    c, g->n_cards);
          if (seen[c]++)
            return g_strdup_printf ("card %u is in two zones (again in %s of player %u)", c,
                                    g->module->zones[z / g->n_players].name, z % g->n_players + 1);
          if (g->cards[c].zone != z)
            return g_strdup_printf ("card %u is in %s of player %u but names zone %u", c,
                                    g->module->zones[z / g->n_players].name, z % g->n_players + 1,
                                    g->cards[c].zone);
        }
    }
  for (guint c = 0; c < g->n_cards; c++)
    if (seen[c] != 1)
      return g_strdup_printf ("card %u is in no zone", c);
  return NULL;
}
