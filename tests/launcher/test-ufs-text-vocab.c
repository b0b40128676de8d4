/* test-ufs-text-vocab.c: sentences the compiler of printed UFS ability text
 * reads into engine words of their own (launcher/ufs-text/ufs-text-vocab.c).
 * Every card text here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

/* J.4.2.1, C.3.3.4.3: "Return this attack to its printed speed". */
static void
test_return_printed (void)
{
  assert_compiles ("E Flip: Return this attack to its printed damage. Playable while committed.",
                   "foundation",
                   "E while-committed=\"true\" <cost><flip target=\"self\"/></cost><effect><modify "
                   "target=\"this-attack\" stat=\"damage\" to=\"printed\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: Return this attack's speed to its printed value.", "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"speed\" to=\"printed\" "
                   "until=\"end-of-attack\"/></effect>");
  /* a choice of the controller's (J.3.3) */
  assert_compiles ("E Discard 1 card: Return this attack to its printed damage or speed (your "
                   "choice).",
                   "asset",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect><either><option>"
                   "<modify target=\"this-attack\" stat=\"damage\" to=\"printed\" "
                   "until=\"end-of-attack\"/></option><option><modify target=\"this-attack\" "
                   "stat=\"speed\" to=\"printed\" until=\"end-of-attack\"/></option></either>"
                   "</effect>");
  /* a later bonus is read after it */
  assert_compiles ("E: Return this attack to its printed speed. This attack gets +1 speed.",
                   "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"speed\" to=\"printed\" "
                   "until=\"end-of-attack\"/><modify target=\"this-attack\" stat=\"speed\" "
                   "by=\"1\" until=\"end-of-attack\"/></effect>");
  /* the zone, a filtered attack, "to printed": not read */
  assert_refused ("E: Return this attack zone to its printed zone.", "foundation", "return");
  assert_refused ("E: Return this mid attack to its printed speed.", "foundation", "return");
  assert_refused ("E: Return this attack to its printed control.", "foundation", "return");
  /* an ability with no attack in its sequence */
  assert_refused ("R: After your opponent plays an attack, return this attack to its printed speed.", "foundation",
                  "return");
}

/* G.4, G.3: "add it to your hand after it resolves", waiting for the
 * attack to resolve (blocked, completely blocked). */
static void
test_after_it_resolves (void)
{
  assert_compiles ("E Commit: If this attack is completely blocked, add it to your hand after it "
                   "resolves.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed "
                   "event=\"attack-resolved\" card=\"your-attack\" status=\"fully-blocked\" "
                   "until=\"end-of-turn\" times=\"1\"><move target=\"resolved-attack\" "
                   "to=\"hand\"/></delayed></effect>");
  assert_compiles ("E: If this attack is blocked, add it to your momentum after it resolves.",
                   "attack",
                   "E <effect><delayed event=\"attack-resolved\" card=\"your-attack\" "
                   "status=\"blocked\" until=\"end-of-turn\" times=\"1\"><momentum "
                   "from=\"target\" target=\"resolved-attack\"/></delayed></effect>");
  assert_compiles ("Combo E: Draw 1 card. Remove this attack from the game after it resolves.",
                   "attack",
                   "E combo=\"true\" <effect><draw count=\"1\" player=\"you\"/><delayed "
                   "event=\"attack-resolved\" card=\"this-attack\" until=\"end-of-turn\" "
                   "times=\"1\"><remove target=\"resolved-attack\"/></delayed></effect>");
  assert_compiles ("E: If your attack is blocked, add it to the top of your deck after it "
                   "resolves.",
                   "asset",
                   "E <effect><delayed event=\"attack-resolved\" card=\"your-attack\" "
                   "status=\"blocked\" until=\"end-of-turn\" times=\"1\"><move "
                   "target=\"resolved-attack\" to=\"deck\" position=\"top\"/></delayed>"
                   "</effect>");
  /* partly blocked, not blocked, a response, more after it: not read */
  assert_refused ("E: If this attack is partially blocked, add it to your hand after it resolves.",
                  "attack", "after it resolves");
  assert_refused ("E: If this attack is not blocked, add it to your hand after it resolves.",
                  "attack", "");
  assert_refused ("R: After you play this attack, add it to your hand after it resolves.",
                  "attack", "");
  assert_refused ("E: Add this attack to your hand after it resolves and draw 1 card.", "attack",
                  "");
}

/* K.2.3: the opponent chooses which of their own cards they add. */
static void
test_opponent_adds (void)
{
  assert_compiles ("F Commit: Your opponent adds 1 card from their hand to their card pool.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"hand\" player=\"opponent\" chosen-by=\"opponent\"/>"
                   "<add-to-card-pool target=\"it\"/></effect>");
  assert_compiles ("E: Your opponent adds 1 attack card from their discard pile to their hand.",
                   "attack",
                   "E <effect><choose as=\"it\" zone=\"discard\" player=\"opponent\" "
                   "filter=\"type=attack\" chosen-by=\"opponent\"/><move target=\"it\" "
                   "to=\"hand\"/></effect>");
  assert_compiles ("E Discard 1 card: Your opponent adds 1 asset from their staging area to their "
                   "momentum.",
                   "attack",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect><choose "
                   "as=\"it\" zone=\"staging\" player=\"opponent\" filter=\"type=asset\" "
                   "chosen-by=\"opponent\"/><momentum from=\"target\" target=\"it\"/>"
                   "</effect>");
  assert_compiles ("E: Your opponent adds 1 foundation from their discard pile to the top of their "
                   "deck.",
                   "action",
                   "E <effect><choose as=\"it\" zone=\"discard\" player=\"opponent\" "
                   "filter=\"type=foundation\" chosen-by=\"opponent\"/><move target=\"it\" "
                   "to=\"deck\" position=\"top\"/></effect>");
  /* face down; a foundation of a staging area (face-down ones are too);
   * two cards; another part's sentence stays that part's */
  assert_refused ("E: Your opponent adds 1 card from their hand to their card pool face down.",
                  "attack", "face");
  assert_refused ("E: Your opponent adds 1 foundation from their staging area to their hand.",
                  "attack", "your opponent");
  assert_refused ("E: Your opponent adds 2 cards from their discard pile to their hand.", "attack",
                  "your opponent");
  assert_compiles ("E: Your opponent adds the top card of their deck to their card pool.", "attack",
                   "E <effect><add-to-card-pool from=\"deck-top\" player=\"opponent\"/>"
                   "</effect>");
}

/* E.4.1.1, K.2.4: a card of the opponent's card pool, as a cost or an
 * effect, chosen by the player whose ability it is. */
static void
test_opponent_card_pool (void)
{
  assert_compiles ("E Discard 1 card from your opponent's card pool: Draw 1 card.", "foundation",
                   "E <cost><choose as=\"paid\" zone=\"card-pool\" player=\"opponent\"/><move "
                   "target=\"paid\" to=\"discard\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Commit: Discard 1 card from your opponent's card pool.", "asset",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"card-pool\" player=\"opponent\"/><move target=\"it\" "
                   "to=\"discard\"/></effect>");
  /* two cards; two chosen costs (a value of the card paid:
   * test-ufs-text-amount2.c) */
  assert_refused ("E Discard 2 cards from your opponent's card pool: Draw 1 card.", "foundation",
                  "cost");
  assert_refused ("E Discard 1 card from your opponent's card pool, discard 1 card from your card "
                  "pool: Draw 1 card.",
                  "foundation", "two costs");
}

/* H.1.6: "Before the Block Step of your attack": once the Enhance Step is
 * over; "it" is that attack. */
static void
test_before_block (void)
{
  assert_compiles ("R Commit: Before the Block Step of your opponent's attack, return it to its "
                   "printed speed.",
                   "foundation",
                   "R <when event=\"before-block\" player=\"opponent\"/><cost><commit "
                   "target=\"self\"/></cost><effect><modify target=\"this-attack\" "
                   "stat=\"speed\" to=\"printed\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("R: Before your attack's Block Step, return its damage and speed to their "
                   "printed values.",
                   "asset",
                   "R <when event=\"before-block\" player=\"you\"/><effect><modify "
                   "target=\"this-attack\" stat=\"damage\" to=\"printed\" "
                   "until=\"end-of-attack\"/><modify target=\"this-attack\" stat=\"speed\" "
                   "to=\"printed\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("R Flip: Before the Block Step of an attack, return its damage to its printed "
                   "damage.",
                   "foundation",
                   "R <when event=\"before-block\"/><cost><flip target=\"self\"/></cost><effect>"
                   "<modify target=\"this-attack\" stat=\"damage\" to=\"printed\" "
                   "until=\"end-of-attack\"/></effect>");
  /* K.3.4.3: "this attack" in a response names the card it is on; no
   * attack named for "it"; an attack card */
  assert_refused ("R Commit: Before the Block Step, return this attack to its printed speed.",
                  "foundation", "return");
  assert_refused ("R Commit: Before the Block Step, return it to its printed speed.", "foundation",
                  "return");
  assert_refused ("R Commit: Before the Block Step of this attack, return it to its printed "
                  "speed.",
                  "foundation", "of this attack");
  assert_refused ("R: Before the Block Step of your attack, return it to its printed speed.",
                  "attack", "on an attack card");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-vocab/J.4.2.1/return-printed", test_return_printed);
  g_test_add_func ("/ufs-text-vocab/G.4/after-it-resolves", test_after_it_resolves);
  g_test_add_func ("/ufs-text-vocab/K.2.3/opponent-adds", test_opponent_adds);
  g_test_add_func ("/ufs-text-vocab/E.4.1.1/opponent-card-pool", test_opponent_card_pool);
  g_test_add_func ("/ufs-text-vocab/H.1.6/before-block", test_before_block);
  return g_test_run ();
}
