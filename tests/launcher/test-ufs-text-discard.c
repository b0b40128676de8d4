/* test-ufs-text-discard.c: cards of the card pool an effect discards
 * (launcher/ufs-text/ufs-text-discard.c), K.2.1 and D.2.3, on invented
 * card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* K.2.1, K.3.13, K.3.14: a card of the player's card pool chosen by its
 * keywords (and type), to its owner's discard pile. */
static void
test_k21_discard_chosen_from_pool (void)
{
  assert_effect ("foundation", "E Commit: Discard 1 Kick attack from your card pool.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\" filter=\"keyword=Kick, "
                 "type=attack\"/><move target=\"it\" to=\"discard\"/>");
  assert_effect ("asset", "E Destroy: Discard 1 Slam or Throw card from your card pool.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\" "
                 "filter=\"keyword=Slam|Throw\"/><move target=\"it\" to=\"discard\"/>");
  assert_compiles ("F Commit: Discard 1 Charge attack from your card pool. Draw 1 card.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"card-pool\" player=\"you\" filter=\"keyword=Charge, type=attack\"/>"
                   "<move target=\"it\" to=\"discard\"/><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
}

/* C.2.3.1, C.3.3.1: a face-down card of the card pool has no type and no
 * symbol for the filter, so it is never offered by one. */
static void
test_k21_discard_by_type (void)
{
  assert_compiles ("F Commit: Discard 1 attack from your card pool.", "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"card-pool\" player=\"you\" filter=\"type=attack\"/>"
                   "<move target=\"it\" to=\"discard\"/></effect>");
  assert_compiles ("E Commit: Discard 1 {Fire} card from your card pool.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"card-pool\" player=\"you\" filter=\"resources=fire\"/>"
                   "<move target=\"it\" to=\"discard\"/></effect>");
  assert_compiles ("E: Discard 1 action card from your card pool.", "foundation",
                   "E <effect><choose as=\"it\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"type=action\"/><move target=\"it\" to=\"discard\"/></effect>");
}

/* A second choice, a number other than 1: not read. */
static void
test_k21_discard_refused (void)
{
  assert_refused ("E: Discard 2 Kick attacks from your card pool.", "foundation", "");
  assert_refused ("E: Add 1 Kick attack from your discard pile to your hand and discard 1 Punch "
                  "attack from your card pool.",
                  "foundation", "a second choice");
}

/* K.3.4, G.4: "this attack", the attack under way, from its owner's card
 * pool; K.3.4.1: "your card pool" is the attack when it is yours. */
static void
test_k34_discard_this_attack (void)
{
  assert_effect ("foundation", "E Destroy this foundation: Discard this attack from the card pool.",
                 "<move target=\"this-attack\" to=\"discard\"/>");
  assert_effect ("foundation", "E Commit: Discard this attack from your card pool.",
                 "<move target=\"your-attack\" to=\"discard\"/>");
  assert_effect ("attack", "E Commit: Discard this attack from your card pool.",
                 "<move target=\"this-attack\" to=\"discard\"/>");
  assert_effect ("foundation", "E Destroy: Discard this attack.",
                 "<move target=\"this-attack\" to=\"discard\"/>");
  /* K.3.4.3: in a response, the attack card itself: not read */
  assert_refused ("R: After your opponent plays a foundation, discard this attack from the card "
                  "pool.",
                  "foundation", "");
}

/* E.4.10: an action card played is in its player's card pool; an attack's
 * enhance names the attack in its sequence. */
static void
test_e410_discard_this_card (void)
{
  assert_effect ("action", "Combo E: Draw 1 card and discard this card from your card pool.",
                 "<draw count=\"1\" player=\"you\"/><move target=\"self\" to=\"discard\"/>");
  assert_effect ("attack", "E: Draw 1 card, then discard this card from your card pool.",
                 "<draw count=\"1\" player=\"you\"/><move target=\"this-attack\" "
                 "to=\"discard\"/>");
  assert_refused ("E Commit: Discard this card from your card pool.", "foundation",
                  "not an attack or action");
}

/* D.2.3.3.1: every card of the card pool, face-down ones too, to the
 * discard pile in the order the player chooses; a character card there
 * (added by an effect) after the others, a filter holding four types. */
static void
test_d2331_discard_whole_pool (void)
{
  assert_effect ("action", "F: Draw 2 cards and then discard all cards from your card pool.",
                 "<draw count=\"2\" player=\"you\"/><move-each zone=\"card-pool\" "
                 "player=\"you\" filter=\"type=attack|action|asset|foundation\" "
                 "to=\"discard\"/><move-each zone=\"card-pool\" player=\"you\" "
                 "filter=\"type=character\" to=\"discard\"/>");
  assert_refused ("E: Discard all cards from your opponent's card pool.", "attack", "");
}

/* E.4.1.1, C.3.3.1: a card of the hand paid by its printed value, which
 * no modification reaches there; not of a card pool. */
static void
test_e411_cost_printed_value (void)
{
  assert_compiles ("E Discard 1 card with a printed control of 4: Gain 2 vitality.", "attack",
                   "E <cost><choose as=\"paid\" zone=\"hand\" player=\"you\" "
                   "filter=\"control=4\"/><move target=\"paid\" to=\"discard\"/></cost>"
                   "<effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("F Discard 1 attack with a printed damage of 5 or more from your hand: Draw 1 "
                   "card.",
                   "foundation",
                   "F <cost><choose as=\"paid\" zone=\"hand\" player=\"you\" "
                   "filter=\"type=attack, damage&gt;=5\"/><move target=\"paid\" "
                   "to=\"discard\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_refused ("E Discard 1 card with a printed control of 4 from your card pool: Draw 1 card.",
                  "foundation", "a printed value outside a hand or discard pile");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/discard/K.2.1/chosen", test_k21_discard_chosen_from_pool);
  g_test_add_func ("/ufs-text/discard/C.2.3.1/by-type", test_k21_discard_by_type);
  g_test_add_func ("/ufs-text/discard/K.2.1/refused", test_k21_discard_refused);
  g_test_add_func ("/ufs-text/discard/K.3.4/this-attack", test_k34_discard_this_attack);
  g_test_add_func ("/ufs-text/discard/E.4.10/this-card", test_e410_discard_this_card);
  g_test_add_func ("/ufs-text/discard/D.2.3.3.1/whole-pool", test_d2331_discard_whole_pool);
  g_test_add_func ("/ufs-text/discard/E.4.1.1/cost-printed-value", test_e411_cost_printed_value);
  return g_test_run ();
}
