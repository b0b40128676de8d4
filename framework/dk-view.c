/* dk-view.c: hidden information: views and determinization.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

/* --- hidden information
 * ---------------------------------------------------------------------------- */

static int
cmp_u16 (gconstpointer a, gconstpointer b)
{
  return (int) *(const guint16 *) a - (int) *(const guint16 *) b;
}

static int
cmp_u32 (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return (x > y) - (x < y);
}

/* The view of @viewer (a player, or DK_VIEWER_SPECTATOR).
 *
 * Its unknown_pool keeps the definitions of the cards it hides, owner by
 * owner: first one count a player (how many of that player's cards are
 * hidden), then each player's definitions in turn, sorted. A decklist is
 * known, so a hidden card of one player can only be one of that player's
 * unseen cards; the counts are what the view shows anyway (its unknown
 * cards, by owner), the sorting forgets which card had which definition. */
static DkGame *
game_view (const DkGame *game, gint viewer)
{
  DkGame *v = dk_game_copy_part (game, FALSE);
  g_autofree guint32 *scratch = g_new (guint32, MAX (v->n_cards, 1));
  guint16 *hidden = (guint16 *) scratch;
  guint n_hidden = 0;

  for (guint i = 0; i < v->n_cards; i++)
    {
      DkCard *c = &v->cards[i];

      if (dk_game_viewer_knows (v, c->known, viewer) || c->def == DK_UNKNOWN_DEF)
        continue;
      scratch[n_hidden++] = (guint32) c->owner << 16 | c->def;
      c->def = DK_UNKNOWN_DEF;
      c->copy_no = 0;
    }
  v->unknown_pool.len = 0;
  if (n_hidden)
    {
      guint16 *pool = vec_reserve (&v->unknown_pool, v->n_players + n_hidden, sizeof (guint16));

      qsort (scratch, n_hidden, sizeof (guint32), cmp_u32);
      memset (pool, 0, v->n_players * sizeof (guint16));
      for (guint k = 0; k < n_hidden; k++)
        {
          pool[scratch[k] >> 16]++;
          pool[v->n_players + k] = (guint16) (scratch[k] & 0xffff);
        }
      v->unknown_pool.len = v->n_players + n_hidden;
      if (v->module->cards_dealt != NULL)
        v->module->cards_dealt (v);
    }
  /* A hidden zone's order is nobody's to see: its unknown cards are listed
   * in index order, in the places they take (the known ones keep theirs). */
  for (guint z = 0; z < v->n_zones; z++)
    {
      guint len;
      guint16 *slots = zone_cards_of (v, z, &len);
      guint n = 0, k = 0;

      if (v->module->zones[z / v->n_players].visibility != DK_VISIBILITY_HIDDEN)
        continue;
      for (guint i = 0; i < len; i++)
        if (v->cards[slots[i]].def == DK_UNKNOWN_DEF)
          hidden[n++] = slots[i];
      qsort (hidden, n, sizeof (guint16), cmp_u16);
      for (guint i = 0; i < len; i++)
        if (v->cards[slots[i]].def == DK_UNKNOWN_DEF)
          slots[i] = hidden[k++];
    }
  /* Another player's options would tell which of their hidden cards they
   * can play. */
  if (v->status == DK_STATUS_DECIDING && v->decision.player != viewer)
    {
      v->options.len = 0;
      v->decision.n_options = 0;
    }
  /* The true stream would tell the coming shuffles and draws. */
  dk_rng_seed (&v->rng, viewer >= 0 ? 0x5eed0000u + (guint32) viewer : 0x5eed00ffu);
  return v;
}

/**
 * dk_game_view:
 * @game: a game
 * @player: whose view
 *
 * What @player may see: a copy in which every card @player does not know
 * is an unknown card (its definition %DK_UNKNOWN_DEF), the unknown cards of
 * a hidden zone (a deck) are in no particular order, the random stream is
 * replaced, and the event log is left out. A decision pending for another
 * player shows no options. The definitions of the unknown cards are kept
 * as an unordered pool for each owner, so that dk_game_determinize() can
 * deal them out again: decklists are treated as known.
 *
 * Texts made from a view are for @player: an option naming a card they do
 * not know writes it by its place (dk_game_format_option()).
 *
 * Returns: (transfer full): the view
 */
DkGame *
dk_game_view (const DkGame *game, guint player)
{
  g_return_val_if_fail (player < game->n_players, game_view (game, DK_VIEWER_SPECTATOR));
  return game_view (game, (gint) player);
}

/**
 * dk_game_view_public:
 * @game: a game
 *
 * What a spectator may see: dk_game_view() for someone who knows only the
 * cards every player knows, and is never the one deciding.
 *
 * Returns: (transfer full): the view
 */
DkGame *
dk_game_view_public (const DkGame *game)
{
  return game_view (game, DK_VIEWER_SPECTATOR);
}

/**
 * dk_game_determinize:
 * @view: a view made by dk_game_view()
 * @player: the viewer
 * @seed: the sample's seed
 *
 * Deals the unknown cards of @view at random from its pool: one state
 * the real game could be in, as far as @player knows. Each player's
 * unknown cards get that player's unseen cards (their decklist less the
 * cards @player knows of it), so that a card of one deck never lands in
 * another player's hand. Who knows which card stays as in @view: the dealt
 * cards are still unknown to @player, as in the real game, so that
 * @player's view of the sample is @view again and the sample offers the
 * options the real game would. Like a search copy, it keeps no event log
 * and no record of choices.
 *
 * Returns: (transfer full): a playable game
 */
DkGame *
dk_game_determinize (const DkGame *view, guint player, guint64 seed)
{
  DkGame *d = dk_game_copy_part (view, FALSE);
  guint16 *pool = d->unknown_pool.data;
  guint next[DK_MAX_PLAYERS], end[DK_MAX_PLAYERS];
  gboolean dealt = FALSE;

  g_return_val_if_fail (player < view->n_players, d);
  dk_rng_seed (&d->rng, seed);
  if (d->unknown_pool.len > d->n_players)
    {
      guint at = d->n_players;

      for (guint p = 0; p < d->n_players; p++)
        {
          guint n = MIN (pool[p], d->unknown_pool.len - at);

          next[p] = at;
          end[p] = at += n;
          dk_rng_shuffle16 (&d->rng, pool + next[p], n);
        }
      for (guint i = 0; i < d->n_cards; i++)
        {
          DkCard *c = &d->cards[i];

          if (c->def != DK_UNKNOWN_DEF || next[c->owner] == end[c->owner])
            continue;
          c->def = pool[next[c->owner]++];
          dealt = TRUE;
        }
    }
  d->unknown_pool.len = 0;
  if (dealt && d->module->cards_dealt != NULL)
    d->module->cards_dealt (d);
  d->keep_events = FALSE;
  d->keep_choices = FALSE;
  return d;
}
