/* test-ufs-text-static2.c: more continuous abilities read as static
 * effects (launcher/ufs-text/ufs-text-static.c): rules printed on the card
 * that the game reads at one point of its procedures. One test a piece of
 * the grammar; every card text here is made up, in the words real cards
 * print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

/* I.3.11.1: the ability Safe grants, printed on an attack. */
static void
test_no_reversal (void)
{
  assert_compiles ("Attacks cannot be played as a reversal to this attack.", "attack",
                   "continuous <effect><no-reversal/></effect>");
  assert_compiles ("Your opponent cannot play an attack as a reversal to this attack!", "attack",
                   "continuous <effect><no-reversal/></effect>");
  /* "this attack" on a card that is none */
  assert_refused ("Attacks cannot be played as a reversal to this attack.", "foundation",
                  "\"this attack\" not on an attack");
  /* nothing may follow it */
  assert_refused ("Attacks cannot be played as a reversal to this attack. Draw 1 card.", "attack",
                  "continuous: a second sentence");
}

/* K.3.17: a card that may block from its staging area, as though it were
 * in the hand; "While this card is ready" an <if> around it (C.1). */
static void
test_block_as_though_in_hand (void)
{
  assert_compiles ("You may attempt to block with this card from your staging area as though it "
                   "were in your hand.",
                   "foundation", "continuous <effect><as-though-in-hand use=\"block\"/></effect>");
  assert_compiles ("You may block with this card from your staging area as if it were in your "
                   "hand during the Block Step.",
                   "asset", "continuous <effect><as-though-in-hand use=\"block\"/></effect>");
  assert_compiles ("While this card is ready, you may block with it from your staging area as "
                   "though it were in your hand.",
                   "asset",
                   "continuous <effect><if target=\"self\" state=\"ready\"><as-though-in-hand "
                   "use=\"block\"/></if></effect>");
  /* from another zone, or as something else than a block: not read */
  assert_refused ("You may block with this card from your momentum as if it were in your hand.",
                  "foundation", "continuous: block with this card");
  assert_refused ("You may block with this card from your staging area as if it were a "
                  "foundation.",
                  "foundation", "continuous: block as though");
  assert_refused ("You may block with this card from your staging area as though it were in your "
                  "hand. Draw 1 card.",
                  "foundation", "continuous: a second sentence");
  /* "it" only after the card was named */
  assert_refused ("You may block with it from your staging area as if it were in your hand.",
                  "foundation", "you may in a continuous ability");
}

/* G.2.1.1.1, K.3.4.2: blocks of some zones forbidden against this attack,
 * while it is the attack in its sequence. */
static void
test_blocked_by_zones (void)
{
  assert_compiles ("This attack cannot be blocked by low blocks.", "attack",
                   "continuous <effect><if target=\"this-attack\"><forbid action=\"block\" "
                   "zone=\"low\" player=\"opponent\"/></if></effect>");
  assert_compiles ("This attack may not be blocked by high or mid blocks.", "attack",
                   "continuous <effect><if target=\"this-attack\"><forbid action=\"block\" "
                   "zone=\"high mid\" player=\"opponent\"/></if></effect>");
  assert_refused ("This attack cannot be blocked by low blocks.", "asset",
                  "\"this attack\" not on an attack");
  assert_refused ("This attack may not be blocked by cards with a block modifier of 3 or more.",
                  "attack", "continuous: this attack may not be blocked by");
  assert_refused ("This attack cannot be blocked by low blocks during your turn.", "attack",
                  "continuous: words after the bonus");
}

/* K.3.22: "this card's <keyword> cost", every instance's, paid with
 * other cards than momentum. */
static void
test_keyword_cost (void)
{
  assert_compiles ("You must discard attacks from your card pool instead of discarding momentum "
                   "to pay for this card's Powerful cost.",
                   "attack",
                   "continuous <effect><keyword-cost keyword=\"powerful\" "
                   "pay=\"card-pool-attacks\"/></effect>");
  assert_compiles ("You must discard attacks from your card pool instead of discarding momentum in "
                   "order to pay for this attack's Multiple cost.",
                   "attack",
                   "continuous <effect><keyword-cost keyword=\"multiple\" "
                   "pay=\"card-pool-attacks\"/></effect>");
  assert_compiles ("You may discard 2 cards from your hand in addition to discarding momentum to "
                   "pay for this card's EX cost.",
                   "attack",
                   "continuous <effect><keyword-cost keyword=\"ex\" pay=\"hand\" "
                   "mode=\"in-addition\" max=\"2\"/></effect>");
  /* a keyword that grants no cost of momentum */
  assert_refused ("You must discard attacks from your card pool instead of discarding momentum to "
                  "pay for this card's Stun cost.",
                  "attack", "continuous: a keyword's cost");
  /* only attacks print those keywords */
  assert_refused ("You must discard attacks from your card pool instead of discarding momentum to "
                  "pay for this card's Multiple cost.",
                  "foundation", "a keyword's cost not on an attack");
  /* another card's cost is not read */
  assert_refused ("You must discard attacks from your card pool instead of discarding momentum to "
                  "pay for your attack's Multiple cost.",
                  "attack", "continuous: a keyword's cost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/static2/I.3.11.1/no-reversal", test_no_reversal);
  g_test_add_func ("/ufs-text/static2/K.3.22/keyword-cost", test_keyword_cost);
  g_test_add_func ("/ufs-text/static2/K.3.17/block-as-though-in-hand",
                   test_block_as_though_in_hand);
  g_test_add_func ("/ufs-text/static2/G.2.1.1.1/blocked-by-zones", test_blocked_by_zones);
  return g_test_run ();
}
