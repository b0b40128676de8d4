/* test-ufs-text-cost2.c: more costs of the compiler of printed UFS ability
 * text (launcher/ufs-text/ufs-text-cost2.c). Every card text here is made
 * up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

/* I.3.4, H.3.1.4.2, E.4.1.1: a Desperation card of the hand, chosen as the
 * cost is paid. */
static void
test_desperation_card (void)
{
  assert_compiles ("E Discard 1 Desperation card: Gain 2 vitality.", "attack",
                   "E <cost><choose as=\"paid\" zone=\"hand\" player=\"you\" "
                   "filter=\"keyword=Desperation\"/><move target=\"paid\" to=\"discard\"/></cost>"
                   "<effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R Commit, discard 1 card with the Desperation keyword from your hand: After "
                   "you block an attack, draw 1 card.",
                   "foundation",
                   "R <when event=\"block\" player=\"you\" "
                   "status=\"partial|complete\"/><cost><commit target=\"self\"/>"
                   "<choose as=\"paid\" zone=\"hand\" player=\"you\" "
                   "filter=\"keyword=Desperation\"/><move target=\"paid\" to=\"discard\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  /* E.4.2: an action card is not in the hand to pay; two choices; more
   * than one card */
  assert_refused ("E Discard 1 Desperation card: Draw 1 card.", "action",
                  "the zone of the ability's own card");
  assert_refused ("E Discard 1 Desperation card, discard 1 Desperation card: Draw 1 card.", "asset",
                  "two costs of cards chosen");
  assert_refused ("E Discard 2 Desperation cards: Draw 1 card.", "asset", "cost");
  assert_refused ("E Discard 1 Desperation card from your discard pile: Draw 1 card.", "asset",
                  "cost: discard");
}

/* H.4.1: "1momentum", misprinted as one word. */
static void
test_misprinted_momentum (void)
{
  assert_compiles ("E Discard 1momentum: Draw 1 card.", "attack",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_refused ("E Discard 2momentum: Draw 1 card.", "attack", "cost");
}

/* C.1.3, E.4.1.1: a committed foundation of the opponent's, readied. */
static void
test_ready_opponent_foundation (void)
{
  assert_compiles ("E Ready 1 of your opponent's foundations: Gain 1 vitality.", "asset",
                   "E <cost><ready-foundations count=\"1\" player=\"opponent\"/></cost>"
                   "<effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Commit, ready one of your opponent's foundations: Draw 1 card.", "foundation",
                   "E <cost><commit target=\"self\"/><ready-foundations count=\"1\" "
                   "player=\"opponent\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  /* more than one; the payer's own (not checked as a cost) */
  assert_refused ("E Ready 2 of your opponent's foundations: Draw 1 card.", "asset", "cost");
  assert_refused ("E Ready 1 foundation: Draw 1 card.", "asset", "cost");
}

/* K.5.6, E.4.1.1: two cards of the hand revealed. */
static void
test_reveal_two (void)
{
  assert_compiles ("E Reveal 2 foundations from your hand: Gain 1 vitality.", "attack",
                   "E <cost><reveal zone=\"hand\" filter=\"type=foundation\" count=\"2\"/>"
                   "</cost><effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("E Commit, reveal 2 low attacks from your hand: Gain 1 vitality.", "foundation",
                   "E <cost><commit target=\"self\"/><reveal zone=\"hand\" "
                   "filter=\"attack-zone=low, type=attack\" count=\"2\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Reveal 2 Kick cards from your hand: Gain 1 vitality.", "asset",
                   "E <cost><reveal zone=\"hand\" filter=\"keyword=Kick\" count=\"2\"/>"
                   "</cost><effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/>"
                   "</effect>");
  /* another cost of the hand; three cards; not from the hand */
  assert_refused ("E Discard 1 card, reveal 2 foundations from your hand: Gain 1 vitality.",
                  "asset", "beside another cost of the hand");
  assert_refused ("E Reveal 3 foundations from your hand: Gain 1 vitality.", "asset", "cost");
  assert_refused ("E Reveal 2 foundations: Gain 1 vitality.", "asset", "cost");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-cost2/I.3.4/desperation-card", test_desperation_card);
  g_test_add_func ("/ufs-text-cost2/H.4.1/misprinted-momentum", test_misprinted_momentum);
  g_test_add_func ("/ufs-text-cost2/C.1.3/ready-opponent-foundation",
                   test_ready_opponent_foundation);
  g_test_add_func ("/ufs-text-cost2/K.5.6/reveal-two", test_reveal_two);
  return g_test_run ();
}
