/* test-ufs-text-player.c: the players as subjects and what they choose, in
 * the compiler of printed UFS ability text
 * (launcher/ufs-text/ufs-text-player.c). Every card text here is made up,
 * in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* K.4.1: the opponent destroys foundations of their own, of their choice. */
static void
test_opponent_destroys (void)
{
  assert_compiles ("E Commit: Your opponent destroys 2 foundations and gains 1 vitality.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><destroy-foundations "
                   "count=\"2\" player=\"opponent\"/><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"opponent\"/></effect>");
  assert_compiles ("F: Your opponent destroys 1 of their committed foundations.", "action",
                   "F <effect><destroy-foundations count=\"1\" player=\"opponent\" "
                   "state=\"committed\"/></effect>");
  assert_compiles ("E: Your opponent loses 2 vitality and destroys 1 ready foundation.", "asset",
                   "E <effect><lose counter=\"vitality\" amount=\"2\" player=\"opponent\"/>"
                   "<destroy-foundations count=\"1\" player=\"opponent\" state=\"ready\"/>"
                   "</effect>");
  assert_compiles ("E: Your opponent destroys 1 face down foundation in their staging area.",
                   "asset",
                   "E <effect><destroy-foundations count=\"1\" player=\"opponent\" "
                   "face=\"down\"/></effect>");
  /* a face-up test, a card of any type, X, a filter: not read */
  assert_refused ("E: Your opponent destroys 1 ready face up foundation.", "asset",
                  "effect: your opponent destroys");
  assert_refused ("E: Your opponent destroys 1 card in their staging area.", "asset",
                  "effect: your opponent destroys");
  assert_refused ("E: Your opponent destroys X foundations.", "asset",
                  "effect: your opponent destroys");
  assert_refused ("E: Your opponent destroys 1 foundation with a difficulty of 3 or less.", "asset",
                  "effect: your opponent destroys");
}

/* "they": the opponent named before, in a condition or a trigger. */
static void
test_they (void)
{
  assert_compiles ("E Commit: If your opponent has 5 or more cards in their hand, they discard "
                   "2 cards.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if zone=\"hand\" "
                   "player=\"opponent\" at-least=\"5\"><discard count=\"2\" from=\"hand\" "
                   "player=\"opponent\"/></if></effect>");
  assert_compiles ("R: After your opponent plays a foundation, they lose 1 vitality.", "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"foundation\" "
                   "kind=\"form\"/>"
                   "<effect><lose counter=\"vitality\" amount=\"1\" player=\"opponent\"/>"
                   "</effect>");
  assert_compiles ("R Flip: After your opponent plays an enhance ability, they commit 2 of their "
                   "foundations.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" type=\"E\"/><cost><flip "
                   "target=\"self\"/></cost><effect><commit-foundations player=\"opponent\" "
                   "count=\"2\"/></effect>");
  /* "your opponent" misprinted with the plural verb */
  assert_compiles ("E: Your opponent discard 1 card.", "action",
                   "E <effect><discard count=\"1\" from=\"hand\" player=\"opponent\"/></effect>");
  assert_compiles ("E Commit: Your opponent discards 2 of their momentum.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><discard-momentum "
                   "count=\"2\" player=\"opponent\"/></effect>");
  /* no opponent named before; another verb in the plural after it (it
   * would be read as yours); both players named */
  assert_refused ("E: They discard 1 card.", "action", "effect");
  assert_refused ("E: If your opponent has 0 momentum, they discard 1 card and lose 1 vitality.",
                  "action", "effect: they: and");
  assert_refused ("E: If both players have 2 or more momentum, they discard 1 card.", "action", "");
}

/* E.2.1, H.4.3, K.4.1, K.3.5: both players, each their own, the
 * controller's first. */
static void
test_both_players (void)
{
  assert_compiles ("E Commit: Both players discard 1 momentum.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><discard-momentum "
                   "count=\"1\" player=\"you\"/><discard-momentum count=\"1\" "
                   "player=\"opponent\"/></effect>");
  assert_compiles ("F: Both players discard the top 3 cards of their deck.", "action",
                   "F <effect><discard count=\"3\" from=\"deck-top\" player=\"you\"/><discard "
                   "count=\"3\" from=\"deck-top\" player=\"opponent\"/></effect>");
  assert_compiles ("E: Both players commit 2 foundations.", "asset",
                   "E <effect><commit-foundations player=\"you\" count=\"2\"/>"
                   "<commit-foundations player=\"opponent\" count=\"2\"/></effect>");
  assert_compiles ("E Commit: Both players destroy 1 foundation.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><destroy-foundations "
                   "count=\"1\" player=\"you\"/><destroy-foundations count=\"1\" "
                   "player=\"opponent\"/></effect>");
  assert_compiles ("F: Both players may draw 2 cards.", "action",
                   "F <effect><may player=\"you\"><draw count=\"2\" player=\"you\"/></may>"
                   "<may player=\"opponent\"><draw count=\"2\" player=\"opponent\"/></may>"
                   "</effect>");
  /* a filter; more after "may" */
  assert_refused ("E: Both players commit 1 foundation with an enhance ability.", "asset",
                  "effect: both players");
  assert_refused ("E: Both players may draw 1 card and gain 1 vitality.", "asset",
                  "effect: both players may");
}

/* K.4.3, K.4.5: a card named, sealed or frozen. */
static void
test_seal_named (void)
{
  assert_compiles ("E Discard 1 card: Seal this attack and draw 1 card.", "foundation",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect>"
                   "<seal target=\"this-attack\"/><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E [Your turn]: Freeze your opponent's character.", "asset",
                   "E limit=\"your-turn\" <effect><freeze target=\"opponent-character\"/>"
                   "</effect>");
  assert_compiles ("R: After an attack is played, seal it and draw 1 card.", "foundation",
                   "R <when event=\"card-played\" card-type=\"attack\" kind=\"form|reversal\"/><effect>"
                   "<seal target=\"event-card\"/><draw count=\"1\" player=\"you\"/></effect>");
  /* a filtered or next attack; "it" after */
  assert_refused ("E: Seal your Kick attack.", "foundation", "seal or freeze");
  assert_refused ("E: Seal your opponent's character and commit it.", "foundation",
                  "seal or freeze: and");
}

/* C.2.2.2, K.3.5: the top card seen, then discarded if the player says so. */
static void
test_discard_seen (void)
{
  assert_compiles (
      "E Commit: Look at the top card of your deck. You may discard it and gain 1 vitality.",
      "foundation",
      "E <cost><commit target=\"self\"/></cost><effect><look zone=\"deck\" "
      "count=\"1\" player=\"you\"/><may player=\"you\"><discard count=\"1\" "
      "from=\"deck-top\" player=\"you\"/><gain counter=\"vitality\" amount=\"1\" "
      "player=\"you\"/></may></effect>");
  assert_compiles ("F: Reveal the top 1 card of your deck. You may discard it, then draw 1 card.",
                   "action",
                   "F <effect><reveal zone=\"deck\" count=\"1\" player=\"you\"/><may "
                   "player=\"you\"><discard count=\"1\" from=\"deck-top\" player=\"you\"/><draw "
                   "count=\"1\" player=\"you\"/></may>"
                   "</effect>");
  /* several cards, the opponent's deck, the look under a condition */
  assert_refused ("E: Look at the top 2 cards of your deck. You may discard it and draw 1 card.",
                  "action", "effect: discard");
  assert_refused (
      "E: Look at the top 1 card of your opponent's deck. You may discard it and draw 1 card.",
      "action", "effect: discard");
  assert_refused ("E: If you have 2 or more momentum, look at the top card of your deck. You may "
                  "discard it and draw 1 card.",
                  "action", "effect: discard");
}

/* K.2.4: "their" foundations, the opponent named before. */
static void
test_their_foundations (void)
{
  assert_compiles ("E: If your opponent is at deadlock, destroy 1 of their foundations.", "action",
                   "E <effect><if state=\"opponent-deadlock\"><choose as=\"it\" "
                   "zone=\"staging\" player=\"opponent\" filter=\"type=foundation\"/><destroy "
                   "target=\"it\"/></if></effect>");
  assert_compiles (
      "R: After your opponent plays an asset, commit 1 of their foundations.", "foundation",
      "R <when event=\"card-played\" player=\"opponent\" card-type=\"asset\" kind=\"form\"/>"
      "<effect><commit-foundations player=\"opponent\" count=\"1\" "
      "chosen-by=\"you\"/></effect>");
  assert_refused ("E: Destroy 1 of their foundations.", "action", "effect: destroy");
}

/* D.4.2.3: all of a player's momentum, counted as it is discarded. */
static void
test_entire_momentum (void)
{
  assert_compiles ("E Commit: Your opponent discards their entire momentum and draws 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><discard-momentum "
                   "count=\"count(momentum, opponent)\" player=\"opponent\"/><draw count=\"1\" "
                   "player=\"opponent\"/></effect>");
  assert_compiles ("F: Both players discard their entire momentum.", "action",
                   "F <effect><discard-momentum count=\"count(momentum)\" player=\"you\"/>"
                   "<discard-momentum count=\"count(momentum, opponent)\" player=\"opponent\"/>"
                   "</effect>");
  /* a continuous ability that fires nothing is no effect that runs */
  assert_refused ("Your opponent discards their entire momentum and loses 1 vitality.", "asset",
                  "continuous");
}

/* K.4.1, K.2.4: several of the opponent's cards, one chosen after another,
 * each a name of its own. */
static void
test_destroy_several (void)
{
  assert_compiles (
      "E Discard 2 momentum: Destroy 2 of your opponent's foundations, then draw 1 card.", "asset",
      "E <cost><discard-momentum count=\"2\"/></cost><effect><choose as=\"first\" "
      "zone=\"staging\" player=\"opponent\" filter=\"type=foundation\"/><destroy "
      "target=\"first\"/><choose as=\"second\" zone=\"staging\" player=\"opponent\" "
      "filter=\"type=foundation\"/><destroy target=\"second\"/><draw count=\"1\" "
      "player=\"you\"/></effect>");
  assert_compiles ("F: Destroy 2 non-character cards in your opponent's staging area.", "action",
                   "F <effect><choose as=\"first\" zone=\"staging\" player=\"opponent\" "
                   "filter=\"type!=character\"/><destroy target=\"first\"/><choose "
                   "as=\"second\" zone=\"staging\" player=\"opponent\" "
                   "filter=\"type!=character\"/><destroy target=\"second\"/></effect>");
  /* more than 3 names, a filter after */
  assert_refused ("E: Destroy 4 of your opponent's foundations.", "action", "effect: destroy");
  assert_refused ("E: Destroy 2 of your opponent's foundations with a difficulty of 2 or less.",
                  "action", "effect: destroy");
}

/* K.3.21, K.4.3: the card added to the card pool is "it". */
static void
test_seal_added (void)
{
  assert_compiles ("E Discard 1 momentum: Add 1 foundation from your discard pile to your card "
                   "pool and seal it.",
                   "asset",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"you\" filter=\"type=foundation\"/><add-to-card-pool "
                   "target=\"it\"/><seal target=\"it\"/></effect>");
  assert_refused ("E: Draw 1 card and seal it.", "action", "seal or freeze");
}

/* H.3.3.4: what the opponent may pay to cancel, their own cards and
 * vitality ("you" in the payment is the payer). */
static void
test_cancel_payments (void)
{
  assert_compiles ("E: Draw 2 cards and lose 1 vitality. Your opponent may destroy 1 of their "
                   "foundations to cancel this ability.",
                   "action",
                   "E <effect><draw count=\"2\" player=\"you\"/><lose counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect><cancel><destroy-foundations "
                   "count=\"1\"/></cancel>");
  assert_compiles ("E Commit: Gain 3 vitality and draw 1 card. Your opponent may lose 2 vitality "
                   "to cancel this effect and destroy this card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><gain counter=\"vitality\" "
                   "amount=\"3\" player=\"you\"/><draw count=\"1\" player=\"you\"/></effect>"
                   "<cancel destroy=\"true\"><lose counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></cancel>");
  assert_compiles ("F: Draw 3 cards and lose 2 vitality. Your opponent may flip 3 foundations to "
                   "cancel this ability.",
                   "action",
                   "F <effect><draw count=\"3\" player=\"you\"/><lose counter=\"vitality\" "
                   "amount=\"2\" player=\"you\"/></effect><cancel><flip-foundations "
                   "count=\"3\"/></cancel>");
  /* X, another payment */
  assert_refused ("E: Draw 3 cards and lose 2 vitality. Your opponent may lose X vitality to "
                  "cancel this ability.",
                  "action", "");
  assert_refused ("E: Draw 3 cards and lose 2 vitality. Your opponent may remove 1 card to cancel "
                  "this ability.",
                  "action", "");
}

/* C.1.3: the player's own committed foundations readied, one at a time;
 * "that has not been readied this Combat Phase" only those not readied
 * since it began. */
static void
test_ready_foundations (void)
{
  assert_compiles ("E Commit: Ready 2 foundations that have not been readied this Combat Phase "
                   "and gain 1 vitality.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><ready-foundations count=\"2\" "
                   "fresh=\"true\"/><gain counter=\"vitality\" amount=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("F: Ready 1 foundation in your staging area that hasn't been readied this "
                   "Combat Phase, then draw 1 card.",
                   "action",
                   "F <effect><ready-foundations count=\"1\" fresh=\"true\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Discard 2 cards: Ready 1 foundation and draw 1 card.", "asset",
                   "E <cost><discard count=\"2\" from=\"hand\"/></cost><effect>"
                   "<ready-foundations count=\"1\"/><draw count=\"1\" player=\"you\"/></effect>");
  /* another filter, another time */
  assert_refused ("E: Ready 1 foundation with a difficulty of 2 or less.", "action",
                  "effect: ready");
  assert_refused ("E: Ready 1 foundation that has not been readied this turn.", "action",
                  "effect: ready");
}

/* K.2.4, C.1.4: "commit 1 card (non-character card) in your opponent's
 * staging area": you choose among their ready cards of any type;
 * "your opponent commits 1 card in their staging area": they choose. */
static void
test_commit_cards (void)
{
  assert_compiles ("F Commit: Commit 2 cards in your opponent's staging area.", "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><commit-foundations "
                   "player=\"opponent\" count=\"2\" chosen-by=\"you\" cards=\"any\"/></effect>");
  assert_compiles ("E: Draw 1 card and commit 1 non-character card in your opponent's staging "
                   "area.",
                   "asset",
                   "E <effect><draw count=\"1\" player=\"you\"/><commit-foundations "
                   "player=\"opponent\" count=\"1\" chosen-by=\"you\" cards=\"non-character\"/>"
                   "</effect>");
  assert_compiles ("E Discard 1 card: Your opponent commits 2 cards in their staging area.",
                   "action",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect>"
                   "<commit-foundations player=\"opponent\" count=\"2\" cards=\"any\"/></effect>");
  assert_compiles ("E: Your opponent must commit 2 of their foundations.", "action",
                   "E <effect><commit-foundations player=\"opponent\" count=\"2\"/></effect>");
  /* the staging area's non-character cards are its foundations and assets */
  assert_compiles ("E: Commit 2 of your opponent's foundations or assets.", "action",
                   "E <effect><commit-foundations player=\"opponent\" count=\"2\" "
                   "chosen-by=\"you\" cards=\"non-character\"/></effect>");
  assert_compiles ("R: After your opponent plays a foundation, commit 1 of their assets or "
                   "foundations.",
                   "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"foundation\" "
                   "kind=\"form\"/><effect><commit-foundations player=\"opponent\" count=\"1\" "
                   "chosen-by=\"you\" cards=\"non-character\"/></effect>");
  /* a filter, X, a second verb on the same card: not read */
  assert_refused ("E: Commit 1 card in your opponent's staging area with a printed difficulty "
                  "of 3 or less.",
                  "action", "effect: commit cards");
  assert_refused ("E: Commit X cards in your opponent's staging area.", "action", "effect");
  assert_refused ("E: Commit 1 card in your opponent's staging area and freeze it.", "action",
                  "effect: commit cards");
}

/* K.4.3, K.4.5, K.2.4: one card of the opponent's chosen, then sealed
 * (frozen), and committed with "and commit it". */
static void
test_seal_chosen (void)
{
  assert_compiles ("E Commit: Seal 1 card in your opponent's staging area.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"staging\" player=\"opponent\"/><seal target=\"it\"/></effect>");
  assert_compiles ("E: Freeze 1 non-character card in your opponent's staging area.", "action",
                   "E <effect><choose as=\"it\" zone=\"staging\" player=\"opponent\" "
                   "filter=\"type!=character\"/><freeze target=\"it\"/></effect>");
  assert_compiles ("F: Draw 1 card. Seal 1 of your opponent's foundations or assets and commit it.", "asset",
                   "F <effect><draw count=\"1\" player=\"you\"/><choose as=\"it\" zone=\"staging\" "
                   "player=\"opponent\" filter=\"type=asset|foundation\"/><seal target=\"it\"/><commit "
                   "target=\"it\"/></effect>");
  assert_compiles ("E: Freeze 1 of your opponent's foundations and commit it.", "asset",
                   "E <effect><choose as=\"it\" zone=\"staging\" player=\"opponent\" "
                   "filter=\"type=foundation\"/><freeze target=\"it\"/><commit "
                   "target=\"it\"/></effect>");
  /* "it" after no card sealed; a filter */
  assert_refused ("E: Draw 1 card and commit it.", "action", "effect: commit");
  assert_refused ("E: Seal 1 card in your opponent's staging area with a keyword.", "action",
                  "effect: seal or freeze");
}

/* D.4.2.3, K.2.1, E.2.1: the opponent's momentum discarded; your random
 * cards; the top cards of both decks, or of theirs. */
static void
test_discards (void)
{
  assert_compiles ("E: Discard 2 of your opponent's momentum.", "action",
                   "E <effect><discard-momentum count=\"2\" player=\"opponent\"/></effect>");
  assert_compiles ("F Destroy: Discard your opponent's entire momentum and draw 1 card.", "foundation",
                   "F <cost><destroy target=\"self\"/></cost><effect><discard-momentum "
                   "count=\"count(momentum, opponent)\" player=\"opponent\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Commit: Discard 1 random card and draw 2 cards.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><discard-random "
                   "count=\"1\" player=\"you\"/><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("E: Discard the top 3 cards of both players' decks.", "action",
                   "E <effect><discard count=\"3\" from=\"deck-top\" player=\"you\"/><discard "
                   "count=\"3\" from=\"deck-top\" player=\"opponent\"/></effect>");
  assert_compiles ("R: After your opponent plays a foundation, discard the top card of their "
                   "deck.",
                   "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"foundation\" "
                   "kind=\"form\"/><effect><discard count=\"1\" from=\"deck-top\" "
                   "player=\"opponent\"/></effect>");
  /* "their" with no opponent named */
  assert_refused ("E: Discard the top card of their deck.", "action", "effect: discard");
}

/* K.2.3, K.4.2: the opponent flips foundations of their choice. */
static void
test_opponent_flips (void)
{
  assert_compiles ("E: Your opponent flips 2 of their foundations.", "action",
                   "E <effect><flip-foundations count=\"2\" player=\"opponent\" "
                   "chosen-by=\"player\"/></effect>");
  assert_compiles ("E Lose 1 vitality: Your opponent must flip 2 of their foundations.",
                   "action",
                   "E <cost><lose counter=\"vitality\" amount=\"1\" player=\"you\"/></cost>"
                   "<effect><flip-foundations count=\"2\" player=\"opponent\" "
                   "chosen-by=\"player\"/></effect>");
}

/* C.2.1.2, K.4.1: "they reveal their hand", "they must choose and
 * destroy 1 foundation" (the opponent named before). */
static void
test_they_more (void)
{
  assert_compiles ("R: After your opponent plays a foundation, they reveal their hand.",
                   "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"foundation\" "
                   "kind=\"form\"/><effect><reveal zone=\"hand\" player=\"opponent\"/>"
                   "</effect>");
  /* a second verb in the plural would be read as yours */
  assert_refused ("R: After your opponent plays a foundation, they reveal their hand and "
                  "discard 1 card.",
                  "asset", "effect: they: and");
  assert_compiles ("R: After your opponent plays an asset, they must choose and destroy 2 "
                   "foundations in their staging area.",
                   "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"asset\" "
                   "kind=\"form\"/><effect><destroy-foundations count=\"2\" "
                   "player=\"opponent\"/></effect>");
}

/* C.1.3: "ready 1 of your foundations", "ready all foundations". */
static void
test_ready_more (void)
{
  assert_compiles ("E: Ready 2 of your foundations that have not been readied this Combat "
                   "Phase.",
                   "action",
                   "E <effect><ready-foundations count=\"2\" fresh=\"true\"/></effect>");
  assert_compiles ("F Remove: Ready all foundations in your staging area.", "foundation",
                   "F <cost><remove target=\"self\"/></cost><effect><ready-foundations "
                   "count=\"count(foundations)\"/></effect>");
  assert_refused ("E: Ready 1 of your foundations with a printed blank text box.", "action",
                  "effect: ready");
  /* C.1.3: cards of other kinds: any (the character too), non-character,
   * assets */
  assert_compiles ("E Commit: Ready 2 cards in your staging area.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><ready-foundations "
                   "count=\"2\" cards=\"any\"/></effect>");
  assert_compiles ("F: Ready 1 non-character card in your staging area that has not been "
                   "readied this Combat Phase and draw 1 card.",
                   "action",
                   "F <effect><ready-foundations count=\"1\" fresh=\"true\" "
                   "cards=\"non-character\"/><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Discard 2 momentum: Ready 2 assets.", "action",
                   "E <cost><discard-momentum count=\"2\"/></cost><effect><ready-foundations "
                   "count=\"2\" cards=\"assets\"/></effect>");
  assert_refused ("E: Ready 1 card with a difficulty of 2 or less.", "action", "effect: ready");
}

/* E.4.1.3, K.3.12: the opponent's enhances forbidden for the attack under
 * way; "your attack's" only where the enhance is played on an attack of
 * yours */
static void
test_no_enhances (void)
{
  assert_compiles ("E: Your opponent may not play enhances during this attack's Enhance Step.",
                   "attack",
                   "E <effect><forbid action=\"ability\" type=\"E\" player=\"opponent\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Commit: Your opponent may not play enhance abilities printed on "
                   "foundations during the rest of your attack's Enhance Step.",
                   "attack",
                   "E <cost><commit target=\"self\"/></cost><effect><forbid action=\"ability\" "
                   "type=\"E\" player=\"opponent\" card-type=\"foundation\" "
                   "until=\"end-of-attack\"/></effect>");
  /* on an asset the enhance may be played on the opponent's attack */
  assert_refused ("E Commit: Your opponent may not play enhances during the rest of your "
                  "attack's Enhance Step.",
                  "asset", "effect: your opponent: may not play");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-player/K.4.1/opponent-destroys", test_opponent_destroys);
  g_test_add_func ("/ufs-text-player/K.2.3/they", test_they);
  g_test_add_func ("/ufs-text-player/E.2.1/both-players", test_both_players);
  g_test_add_func ("/ufs-text-player/K.4.3/seal-named", test_seal_named);
  g_test_add_func ("/ufs-text-player/C.2.2.2/discard-seen", test_discard_seen);
  g_test_add_func ("/ufs-text-player/K.2.4/their-foundations", test_their_foundations);
  g_test_add_func ("/ufs-text-player/D.4.2.3/entire-momentum", test_entire_momentum);
  g_test_add_func ("/ufs-text-player/K.4.1/destroy-several", test_destroy_several);
  g_test_add_func ("/ufs-text-player/K.4.3/seal-added", test_seal_added);
  g_test_add_func ("/ufs-text-player/H.3.3.4/cancel-payments", test_cancel_payments);
  g_test_add_func ("/ufs-text-player/C.1.3/ready-foundations", test_ready_foundations);
  g_test_add_func ("/ufs-text-player/K.2.4/commit-cards", test_commit_cards);
  g_test_add_func ("/ufs-text-player/K.4.3/seal-chosen", test_seal_chosen);
  g_test_add_func ("/ufs-text-player/D.4.2.3/discards", test_discards);
  g_test_add_func ("/ufs-text-player/K.2.3/opponent-flips", test_opponent_flips);
  g_test_add_func ("/ufs-text-player/C.1.3/ready-more", test_ready_more);
  g_test_add_func ("/ufs-text-player/K.2.3/they-more", test_they_more);
  g_test_add_func ("/ufs-text-player/E.4.1.3/no-enhances", test_no_enhances);
  return g_test_run ();
}
