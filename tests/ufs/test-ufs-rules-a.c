/* test-ufs-rules-a.c: UFS rules of sections A to D that no scenario can
 * show, as a scenario cannot say who may look at a card: deck
 * construction (A.2), ownership over a whole game (A.3.2), publicity
 * (A.4.2, C.2), the zones of each player (D.1.1), a move between hidden
 * zones (D.2.5.1.2) and the sizes of hidden zones in every view (D.3.1.3,
 * D.4.1.2). Each test path names its rule.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "dk-games.h"
#include "ufs/ufs-private.h"
#include "dk-test-position.h"

static DkCardDb *db;
static DkRuleset *standard;

#define add(g, id, player, zone) dkt_add_card (g, db, id, player, zone)
#define add_many(g, id, player, zone, n) dkt_add_cards (g, db, id, player, zone, n)

/* --- deck construction (A.2) --- */

/* The entries of the Kira starter deck (60 cards with its character) as
 * deck XML, the first entry's count changed by @delta, with @side copies
 * of the first entry's card in a sideboard; checked under ufs-standard.
 * Returns the problems found (none: a legal deck). */
static GPtrArray *
check_starter_changed (gint delta, guint side)
{
  g_autoptr (DkDeck) starter = dkt_load_deck (db, "ufs", "kira-starter.deck");
  g_autoptr (GString) xml = g_string_new ("<?xml version=\"1.0\"?>\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (DkDeck) deck = NULL;
  g_autofree char *path = NULL;
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  const DkDeckEntry *entries;
  const char *first;
  guint n;
  int fd;

  entries = dk_deck_get_entries (starter, &n);
  g_assert_cmpuint (n, >, 1);
  first = dk_card_db_get (db, entries[0].def)->id;
  g_string_append_printf (xml, "<deck game=\"ufs\" name=\"changed\" character=\"%s\">\n",
                          dk_card_db_get (db, (guint) dk_deck_get_character (starter))->id);
  for (guint i = 0; i < n; i++)
    {
      gint count = (gint) entries[i].count + (i == 0 ? delta : 0);

      if (count > 0)
        g_string_append_printf (xml, "  <card ref=\"%s\" count=\"%d\"/>\n",
                                dk_card_db_get (db, entries[i].def)->id, count);
    }
  if (side > 0)
    g_string_append_printf (xml, "  <sideboard><card ref=\"%s\" count=\"%u\"/></sideboard>\n",
                            first, side);
  g_string_append (xml, "</deck>\n");
  fd = g_file_open_tmp ("ufs-rules-a-XXXXXX.deck", &path, NULL);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path, xml->str, -1, NULL));
  deck = dk_deck_load (db, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (deck);
  dk_deck_check (deck, standard, problems);
  g_unlink (path);
  return problems;
}

static gboolean
problems_mention (GPtrArray *problems, const char *part)
{
  for (guint i = 0; i < problems->len; i++)
    if (strstr (g_ptr_array_index (problems, i), part) != NULL)
      return TRUE;
  return FALSE;
}

/* A.2.1: 60 cards with the starting character is a deck; 59 is not. */
static void
test_deck_below_minimum_refused (void)
{
  g_autoptr (GPtrArray) full = check_starter_changed (0, 0);
  g_autoptr (GPtrArray) short_one = check_starter_changed (-1, 0);

  g_assert_cmpuint (full->len, ==, 0);
  g_assert_cmpuint (short_one->len, ==, 1);
  g_assert_true (problems_mention (short_one, "59 cards"));
  g_assert_true (problems_mention (short_one, "at least 60"));
}

/* A.2.2: four copies of a name may be split between the deck and the
 * sideboard; a fifth is refused, whether in the deck or the sideboard.
 * The starter deck holds 3 copies of its first card. */
static void
test_fifth_copy_refused_sideboard_counted (void)
{
  g_autoptr (GPtrArray) four = check_starter_changed (0, 1);
  g_autoptr (GPtrArray) five_side = check_starter_changed (0, 2);
  g_autoptr (GPtrArray) five_deck = check_starter_changed (2, 0);

  g_assert_cmpuint (four->len, ==, 0);
  g_assert_cmpuint (five_side->len, ==, 1);
  g_assert_true (problems_mention (five_side, "5 copies"));
  g_assert_cmpuint (five_deck->len, ==, 1);
  g_assert_true (problems_mention (five_deck, "5 copies"));
}

/* --- ownership (A.3.2) --- */

/* A.3.2: two starter decks play a whole game of random legal choices;
 * every card keeps the owner it started with, and lies in a zone of that
 * owner, after every decision. */
static void
test_owner_kept_through_a_game (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkDeck) kira = dkt_load_deck (db, "ufs", "kira-starter.deck");
  g_autoptr (DkDeck) odo = dkt_load_deck (db, "ufs", "odo-starter.deck");
  DkDeck *decks[2] = { kira, odo };
  g_autoptr (DkGame) g = dk_game_new (standard, db, decks, 2, 11, &error);
  g_autofree guint8 *owners = NULL;
  guint n_cards, moved = 0;
  DkRng rng;

  g_assert_no_error (error);
  n_cards = dk_game_n_cards (g);
  owners = g_new (guint8, n_cards);
  for (guint c = 0; c < n_cards; c++)
    owners[c] = dk_game_card (g, (gint32) c)->owner;
  dk_rng_seed (&rng, 11);
  for (guint i = 0; !dk_game_is_over (g) && i < 3000; i++)
    {
      const DkDecision *d = dk_game_decision (g);
      g_autoptr (GError) apply_error = NULL;

      g_assert_true (dk_game_apply (g, dk_rng_below (&rng, d->n_options), &apply_error));
      g_assert_no_error (apply_error);
      g_assert_cmpuint (dk_game_n_cards (g), ==, n_cards);
      for (guint c = 0; c < n_cards; c++)
        {
          const DkCard *card = dk_game_card (g, (gint32) c);

          g_assert_cmpuint (card->owner, ==, owners[c]);
          g_assert_cmpuint (dk_game_zone_owner (g, card->zone), ==, owners[c]);
        }
    }
  /* The game moved cards of both players about. */
  for (guint c = 0; c < n_cards; c++)
    moved += dk_game_card (g, (gint32) c)->stamp > 1;
  g_assert_cmpuint (moved, >, 20);
}

/* --- publicity (A.4.2, C.2) --- */

/* Kira (player 1) against Brannoch (player 2), decks of Steady Nines, in
 * player 1's Combat Phase with @card and a Steady Nine in their staging
 * area (so that a <choose> of the staging area is a decision). */
static DkGame *
new_position (const char *card, gint32 *out)
{
  DkGame *g = dkt_new_duel (standard, db, "RA-KIRA", "RA-BRAN", 20, 20);

  add_many (g, "RA-NINE", 0, UFS_ZONE_DECK, 10);
  add_many (g, "RA-NINE", 1, UFS_ZONE_DECK, 10);
  if (card != NULL)
    *out = add (g, card, 0, UFS_ZONE_STAGING);
  add (g, "RA-NINE", 0, UFS_ZONE_STAGING);
  return g;
}

static void
assert_known (const DkGame *g, gint32 card, gboolean by_owner, gboolean by_other)
{
  guint owner = dk_game_card (g, card)->owner;

  g_assert_cmpint (dk_game_card_known_by (g, card, owner), ==, by_owner);
  g_assert_cmpint (dk_game_card_known_by (g, card, 1 - owner), ==, by_other);
}

/* Whether @viewer's view of @g shows which card @card is. */
static gboolean
view_shows (const DkGame *g, gint viewer, gint32 card)
{
  g_autoptr (DkGame) view = viewer < 0 ? dk_game_view_public (g) : dk_game_view (g, (guint) viewer);

  return dk_game_card (view, card)->def == dk_game_card (g, card)->def;
}

/* A.4.2: a card is public (both players know it) or not: private (its
 * controller's only) or unknown (nobody's). */
static void
test_publicity (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);
  gint32 in_staging = add (g, "RA-ZERO", 0, UFS_ZONE_STAGING);
  gint32 in_hand = add (g, "RA-ZERO", 0, UFS_ZONE_HAND);
  gint32 in_deck = add (g, "RA-ZERO", 0, UFS_ZONE_DECK);

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  assert_known (g, in_staging, TRUE, TRUE);
  assert_known (g, in_hand, TRUE, FALSE);
  assert_known (g, in_deck, FALSE, FALSE);
  g_assert_true (view_shows (g, -1, in_staging));
  g_assert_false (view_shows (g, -1, in_hand));
  g_assert_false (view_shows (g, -1, in_deck));
}

/* C.2.1: a public card may be looked at by either player: both players'
 * views show the cards of the staging area, card pool and discard pile. */
static void
test_public_card_seen_by_both (void)
{
  gint32 nine;
  g_autoptr (DkGame) g = new_position ("RA-ZERO", &nine);
  gint32 pooled = add (g, "RA-ZERO", 1, UFS_ZONE_CARD_POOL);
  gint32 discarded = add (g, "RA-ZERO", 1, UFS_ZONE_DISCARD);

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  for (gint viewer = 0; viewer < 2; viewer++)
    {
      g_assert_true (view_shows (g, viewer, nine));
      g_assert_true (view_shows (g, viewer, pooled));
      g_assert_true (view_shows (g, viewer, discarded));
    }
}

/* C.2.1.1: a face-up card is public in any zone: a card of the removed
 * zone is known to both players, and the card played from the hand is
 * known to the opponent, face up in the card pool. */
static void
test_face_up_card_public_in_any_zone (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);
  gint32 held = add (g, "RA-ZERO", 0, UFS_ZONE_HAND);
  gint32 removed = add (g, "RA-ZERO", 1, UFS_ZONE_REMOVED);

  /* A second card in the hand: the turn goes on after the first. */
  add (g, "RA-NINE", 0, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  assert_known (g, held, TRUE, FALSE);
  assert_known (g, removed, TRUE, TRUE);
  dkt_apply (g, "play RA-ZERO");
  dkt_pass_priority (g);
  g_assert_cmpint (dk_game_decision (g)->player, ==, 0);
  g_assert_cmpint (ufs_zone_kind_of (g, held), ==, UFS_ZONE_CARD_POOL);
  g_assert_false (dk_game_card_has_flag (g, held, DK_CARD_FLAG_FACE_DOWN));
  assert_known (g, held, TRUE, TRUE);
  g_assert_true (view_shows (g, 1, held));
}

/* C.2.1.2: the top card of the player's deck, unknown, is public while
 * the effect that reveals it executes, and unknown again after. */
static void
test_revealed_deck_top_public_until_effect_completes (void)
{
  gint32 show;
  g_autoptr (DkGame) g = new_position ("RA-SHOW", &show);
  gint32 top;

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  top = dk_game_zone_top (g, UFS_ZONE_DECK, 0);
  assert_known (g, top, FALSE, FALSE);
  dkt_apply (g, "ability RA-SHOW 1");
  /* The <choose> after the <reveal>: the effect is under way. */
  g_assert_cmpint (dk_game_decision (g)->player, ==, 0);
  assert_known (g, top, TRUE, TRUE);
  dkt_apply (g, "choose RA-NINE");
  g_assert_cmpint (dk_game_zone_top (g, UFS_ZONE_DECK, 0), ==, top);
  assert_known (g, top, FALSE, FALSE);
}

/* C.2.2: a card of the hand may be looked at by its player only: the
 * opponent's view and a spectator's hide it, its holder's shows it. */
static void
test_hand_private_to_its_player (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);
  gint32 held = add (g, "RA-ZERO", 1, UFS_ZONE_HAND);

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  assert_known (g, held, TRUE, FALSE);
  g_assert_true (view_shows (g, 1, held));
  g_assert_false (view_shows (g, 0, held));
  g_assert_false (view_shows (g, -1, held));
}

/* C.2.2.1: a card put face down into the staging area from the deck
 * (unknown) becomes private: its controller knows it, the opponent does
 * not. */
static void
test_face_down_staging_private (void)
{
  gint32 bury;
  g_autoptr (DkGame) g = new_position ("RA-BURY", &bury);
  gint32 top;

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  top = dk_game_zone_top (g, UFS_ZONE_DECK, 0);
  dkt_apply (g, "ability RA-BURY 1");
  g_assert_cmpint (ufs_zone_kind_of (g, top), ==, UFS_ZONE_STAGING);
  g_assert_true (dk_game_card_has_flag (g, top, DK_CARD_FLAG_FACE_DOWN));
  assert_known (g, top, TRUE, FALSE);
  g_assert_true (view_shows (g, 0, top));
  g_assert_false (view_shows (g, 1, top));
}

/* C.2.2.2: the top card of the player's own deck, unknown, is private to
 * them while the effect that lets them look at it executes (the opponent
 * still does not know it), and unknown again after. */
static void
test_looked_at_deck_top_private_until_effect_completes (void)
{
  gint32 peek;
  g_autoptr (DkGame) g = new_position ("RA-PEEK", &peek);
  gint32 top;

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  top = dk_game_zone_top (g, UFS_ZONE_DECK, 0);
  assert_known (g, top, FALSE, FALSE);
  dkt_apply (g, "ability RA-PEEK 1");
  g_assert_cmpint (dk_game_decision (g)->player, ==, 0);
  assert_known (g, top, TRUE, FALSE);
  dkt_apply (g, "choose RA-NINE");
  assert_known (g, top, FALSE, FALSE);
}

/* C.2.3: the cards of a deck may be looked at by neither player: not even
 * their owner's view shows them. */
static void
test_deck_unknown_to_both (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);
  gint32 in_deck = add (g, "RA-ZERO", 0, UFS_ZONE_DECK);

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  assert_known (g, in_deck, FALSE, FALSE);
  g_assert_false (view_shows (g, 0, in_deck));
  g_assert_false (view_shows (g, 1, in_deck));
}

/* C.2.3.1: a face-down card outside the staging area is unknown: the top
 * card of the deck put face down into the card pool is known to nobody,
 * its controller included; so is a card put into momentum. */
static void
test_face_down_outside_staging_unknown (void)
{
  gint32 sink, build;
  g_autoptr (DkGame) g = new_position ("RA-POOL", &sink);
  gint32 first, second;

  build = add (g, "RA-MOM", 0, UFS_ZONE_STAGING);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  first = dk_game_zone_top (g, UFS_ZONE_DECK, 0);
  dkt_apply (g, "ability RA-POOL 1");
  g_assert_cmpint (ufs_zone_kind_of (g, first), ==, UFS_ZONE_CARD_POOL);
  g_assert_true (dk_game_card_has_flag (g, first, DK_CARD_FLAG_FACE_DOWN));
  assert_known (g, first, FALSE, FALSE);
  g_assert_false (view_shows (g, 0, first));
  dkt_pass_priority (g);
  second = dk_game_zone_top (g, UFS_ZONE_DECK, 0);
  g_assert_cmpint (dk_game_decision (g)->player, ==, 0);
  dkt_apply (g, "ability RA-MOM 1");
  g_assert_cmpint (ufs_zone_kind_of (g, second), ==, UFS_ZONE_MOMENTUM);
  assert_known (g, second, FALSE, FALSE);
  g_assert_false (view_shows (g, 0, second));
  (void) build;
}

/* --- zones (D) --- */

/* D.1.1: each player has a zone of each of the seven kinds, their own. */
static void
test_each_player_has_each_zone (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);
  g_autoptr (GHashTable) ids = g_hash_table_new (NULL, NULL);
  static const guint kinds[] = {
    UFS_ZONE_DECK,    UFS_ZONE_HAND,     UFS_ZONE_CARD_POOL, UFS_ZONE_STAGING,
    UFS_ZONE_DISCARD, UFS_ZONE_MOMENTUM, UFS_ZONE_REMOVED,
  };

  for (guint p = 0; p < 2; p++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        guint zone = dk_game_zone_id (g, kinds[k], p);

        g_assert_cmpuint (dk_game_zone_kind (g, zone), ==, kinds[k]);
        g_assert_cmpuint (dk_game_zone_owner (g, zone), ==, p);
        g_assert_false (g_hash_table_contains (ids, GUINT_TO_POINTER (zone + 1)));
        g_hash_table_add (ids, GUINT_TO_POINTER (zone + 1));
        /* A card can be put in it. */
        dkt_add_card (g, db, "RA-ZERO", p, kinds[k]);
        g_assert_cmpuint (dk_game_zone_size (g, kinds[k], p), >=, 1);
      }
  g_assert_cmpuint (g_hash_table_size (ids), ==, 14);
}

/* D.2.5.1.2: a card moved from the deck (unknown) to momentum (unknown)
 * stays unknown on its way: the zone change's record names it to nobody. */
static void
test_deck_to_momentum_stays_unknown (void)
{
  gint32 build;
  g_autoptr (DkGame) g = new_position ("RA-MOM", &build);
  guint before;
  gint32 top;
  gboolean seen = FALSE;

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  top = dk_game_zone_top (g, UFS_ZONE_DECK, 0);
  before = dk_game_n_events (g);
  dkt_apply (g, "ability RA-MOM 1");
  g_assert_cmpint (ufs_zone_kind_of (g, top), ==, UFS_ZONE_MOMENTUM);
  for (guint i = before; i < dk_game_n_events (g); i++)
    {
      const DkEvent *e = dk_game_event (g, i);
      g_autofree char *to = NULL;
      g_autoptr (GString) json0 = g_string_new (NULL);
      g_autoptr (GString) json1 = g_string_new (NULL);

      if (e->card != top)
        continue;
      to = dk_game_event_attr_string (g, e, "to");
      if (g_strcmp0 (to, "momentum") != 0)
        continue;
      seen = TRUE;
      g_assert_cmpuint (e->known, ==, 0);
      dk_game_event_to_json_for (g, e, 0, json0);
      dk_game_event_to_json_for (g, e, 1, json1);
      g_assert_null (strstr (json0->str, "RA-NINE"));
      g_assert_null (strstr (json1->str, "RA-NINE"));
    }
  g_assert_true (seen);
  assert_known (g, top, FALSE, FALSE);
}

/* D.3.1.3: how many cards each hand holds is in every view. */
static void
test_hand_size_in_every_view (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);

  add_many (g, "RA-ZERO", 0, UFS_ZONE_HAND, 4);
  add_many (g, "RA-ZERO", 1, UFS_ZONE_HAND, 3);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  for (gint viewer = -1; viewer < 2; viewer++)
    {
      g_autoptr (DkGame) view =
          viewer < 0 ? dk_game_view_public (g) : dk_game_view (g, (guint) viewer);

      g_assert_cmpuint (dk_game_zone_size (view, UFS_ZONE_HAND, 0), ==, 4);
      g_assert_cmpuint (dk_game_zone_size (view, UFS_ZONE_HAND, 1), ==, 3);
    }
  g_assert_false (view_shows (g, 1, dk_game_zone_top (g, UFS_ZONE_HAND, 0)));
}

/* D.4.1.2: how many cards each deck holds is in every view. */
static void
test_deck_size_in_every_view (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);

  add_many (g, "RA-ZERO", 1, UFS_ZONE_DECK, 5);
  /* Something for player 1 to do: the position stays in their turn. */
  add (g, "RA-ZERO", 0, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  g_assert_cmpint (dk_game_decision (g)->player, ==, 0);
  for (gint viewer = -1; viewer < 2; viewer++)
    {
      g_autoptr (DkGame) view =
          viewer < 0 ? dk_game_view_public (g) : dk_game_view (g, (guint) viewer);

      g_assert_cmpuint (dk_game_zone_size (view, UFS_ZONE_DECK, 0), ==, 10);
      g_assert_cmpuint (dk_game_zone_size (view, UFS_ZONE_DECK, 1), ==, 15);
    }
  g_assert_false (view_shows (g, 0, dk_game_zone_top (g, UFS_ZONE_DECK, 0)));
}

/* B.6.6.2.1: the infinity symbol is not a resource symbol. A card with it
 * has the twelve symbols (B.6.6.2.2) and nothing more: the same set as a
 * card printing all twelve, with or without another symbol beside it. */
static void
test_infinity_is_not_a_symbol (void)
{
  g_autoptr (DkGame) g = new_position (NULL, NULL);
  gint32 inf = add (g, "RA-INF", 0, UFS_ZONE_STAGING);
  gint32 inf_fire = add (g, "RA-INF-FIRE", 0, UFS_ZONE_STAGING);
  gint32 twelve = add (g, "RA-TWELVE", 0, UFS_ZONE_STAGING);
  gint32 zero = add (g, "RA-ZERO", 0, UFS_ZONE_STAGING);

  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  g_assert_cmpint (__builtin_popcount (ufs_symbols_of (g, twelve)), ==, 12);
  g_assert_cmpint (__builtin_popcount (ufs_symbols_of (g, zero)), ==, 1);
  g_assert_cmphex (ufs_symbols_of (g, inf), ==, ufs_symbols_of (g, twelve));
  g_assert_cmphex (ufs_symbols_of (g, inf_fire), ==, ufs_symbols_of (g, twelve));
}

int
main (int argc, char **argv)
{

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  db = dkt_load_test_cards ("ufs-standard", &standard, "rules-a-cards.xml");

  g_test_add_func ("/ufs-rules/A.2.1/deck-below-minimum-refused", test_deck_below_minimum_refused);
  g_test_add_func ("/ufs-rules/A.2.2/fifth-copy-refused-sideboard-counted",
                   test_fifth_copy_refused_sideboard_counted);
  g_test_add_func ("/ufs-rules/A.3.2/owner-kept-through-a-game", test_owner_kept_through_a_game);
  g_test_add_func ("/ufs-rules/A.4.2/public-private-unknown", test_publicity);
  g_test_add_func ("/ufs-rules/B.6.6.2.1/infinity-is-not-a-symbol", test_infinity_is_not_a_symbol);
  g_test_add_func ("/ufs-rules/C.2.1/public-card-seen-by-both", test_public_card_seen_by_both);
  g_test_add_func ("/ufs-rules/C.2.1.1/face-up-card-public-in-any-zone",
                   test_face_up_card_public_in_any_zone);
  g_test_add_func ("/ufs-rules/C.2.1.2/revealed-deck-top-public-until-effect-completes",
                   test_revealed_deck_top_public_until_effect_completes);
  g_test_add_func ("/ufs-rules/C.2.2/hand-private-to-its-player", test_hand_private_to_its_player);
  g_test_add_func ("/ufs-rules/C.2.2.1/face-down-staging-card-private",
                   test_face_down_staging_private);
  g_test_add_func ("/ufs-rules/C.2.2.2/looked-at-deck-top-private-until-effect-completes",
                   test_looked_at_deck_top_private_until_effect_completes);
  g_test_add_func ("/ufs-rules/C.2.3/deck-unknown-to-both", test_deck_unknown_to_both);
  g_test_add_func ("/ufs-rules/C.2.3.1/face-down-outside-staging-unknown",
                   test_face_down_outside_staging_unknown);
  g_test_add_func ("/ufs-rules/D.1.1/each-player-has-each-zone", test_each_player_has_each_zone);
  g_test_add_func ("/ufs-rules/D.2.5.1.2/deck-to-momentum-stays-unknown",
                   test_deck_to_momentum_stays_unknown);
  g_test_add_func ("/ufs-rules/D.3.1.3/hand-size-in-every-view", test_hand_size_in_every_view);
  g_test_add_func ("/ufs-rules/D.4.1.2/deck-size-in-every-view", test_deck_size_in_every_view);
  return g_test_run ();
}
