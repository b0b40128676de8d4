/* test-ufs-text-verb.c: the forms of launcher/ufs-text/ufs-text-verb.c, on
 * invented card text: "Seal (Freeze) 2 of your opponent's foundations",
 * "... 1 of your opponent's committed foundations" (K.4.3, K.4.5, K.2.4);
 * "Choose 1 of your opponent's foundations. That card does not ready
 * during their next Ready Step." (K.4.5).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* K.4.3, K.2.4: each card chosen, then sealed; the second choice leaves
 * the sealed cards out, so that it is another card. */
static void
test_seal_several (void)
{
  assert_effect ("attack", "E: Seal 2 of your opponent's foundations.",
                 "<choose as=\"first\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=foundation\"/><seal target=\"first\"/><choose as=\"second\" "
                 "zone=\"staging\" player=\"opponent\" filter=\"type=foundation, "
                 "sealed=false\"/><seal target=\"second\"/>");
  assert_effect ("foundation", "E Commit: Freeze 3 of your opponent's committed foundations.",
                 "<choose as=\"first\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=foundation, committed=true\"/><freeze target=\"first\"/>"
                 "<choose as=\"second\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=foundation, committed=true, frozen=false\"/><freeze "
                 "target=\"second\"/><choose as=\"third\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=foundation, committed=true, frozen=false\"/><freeze "
                 "target=\"third\"/>");
  /* K.4.5: one card, among the committed ones */
  assert_effect ("attack", "E: Freeze 1 of your opponent's committed foundations.",
                 "<choose as=\"it\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=foundation, committed=true\"/><freeze target=\"it\"/>");
  assert_effect ("attack", "E: Seal 2 of your opponent's assets. Draw 1 card.",
                 "<choose as=\"first\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=asset\"/><seal target=\"first\"/><choose as=\"second\" "
                 "zone=\"staging\" player=\"opponent\" filter=\"type=asset, "
                 "sealed=false\"/><seal target=\"second\"/><draw count=\"1\" player=\"you\"/>");
}

/* Not read: what follows names the cards or narrows them, X cards, more
 * than 3 names. */
static void
test_seal_several_refused (void)
{
  assert_refused ("E: Seal 2 of your opponent's foundations and commit them.", "attack",
                  "seal or freeze");
  assert_refused ("E: Seal 2 of your opponent's foundations with a difficulty of 3.", "attack",
                  "seal or freeze");
  assert_refused ("E: Seal 4 of your opponent's foundations.", "attack", "seal or freeze");
  assert_refused ("E Discard X momentum: Freeze X of your opponent's committed foundations.",
                  "attack", "seal or freeze");
}

/* K.4.5: "does not ready during the next Ready Step" is the card frozen. */
static void
test_choose_no_ready (void)
{
  assert_effect ("attack",
                 "E: Choose 1 of your opponent's foundations. It does not ready during the next "
                 "Ready Step.",
                 "<choose as=\"it\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=foundation\"/><freeze target=\"it\"/>");
  assert_effect ("foundation",
                 "E Commit: This attack gets +1 speed. Choose 1 of your opponent's committed "
                 "foundations. That foundation does not ready during your opponent's next Ready "
                 "Step.",
                 "<modify target=\"this-attack\" stat=\"speed\" by=\"1\" "
                 "until=\"end-of-attack\"/><choose as=\"it\" zone=\"staging\" "
                 "player=\"opponent\" filter=\"type=foundation, committed=true\"/><freeze "
                 "target=\"it\"/>");
  assert_effect ("attack",
                 "E: Choose 2 of your opponent's foundations. Those cards do not ready during "
                 "their next Ready Step.",
                 "<choose as=\"first\" zone=\"staging\" player=\"opponent\" "
                 "filter=\"type=foundation\"/><freeze target=\"first\"/><choose as=\"second\" "
                 "zone=\"staging\" player=\"opponent\" filter=\"type=foundation, "
                 "frozen=false\"/><freeze target=\"second\"/>");
}

/* Not read: another sentence after the choice, a choice narrowed further,
 * "their" with no opponent named before. */
static void
test_choose_no_ready_refused (void)
{
  assert_refused ("E: Choose 1 of your opponent's foundations. It is considered to have a blank "
                  "text box.",
                  "attack", "choose");
  assert_refused ("E: Choose 1 of your opponent's foundations with an Enhance ability printed on "
                  "it. That card does not ready during their next Ready Step.",
                  "attack", "choose");
  assert_refused ("E: Choose 1 of their foundations. It does not ready during the next Ready "
                  "Step.",
                  "attack", "choose");
  assert_refused ("E: Choose 2 of your opponent's foundations. It does not ready during the next "
                  "Ready Step.",
                  "attack", "choose");
}

/* C.3.3.1, E.4.1.1: face-down cards of the payer's card pool, chosen as
 * the cost is paid. */
static void
test_cost_face_down (void)
{
  assert_compiles ("E Discard 1 face down card from your card pool: Draw 1 card.", "attack",
                   "E <cost><choose as=\"paid\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"face=down\"/><move target=\"paid\" to=\"discard\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Commit, discard 2 face down cards in your card pool: This attack gets -2 "
                   "speed.",
                   "foundation",
                   "E <cost><commit target=\"self\"/><choose as=\"paid\" zone=\"card-pool\" "
                   "player=\"you\" filter=\"face=down\"/><move target=\"paid\" "
                   "to=\"discard\"/><choose as=\"paid2\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"face=down\"/><move target=\"paid2\" to=\"discard\"/></cost>"
                   "<effect><modify target=\"this-attack\" stat=\"speed\" by=\"-2\" "
                   "until=\"end-of-attack\"/></effect>");
  /* X cards, two costs of cards chosen: not read */
  assert_refused ("E Discard X face down cards from your card pool: Draw 1 card.", "attack",
                  "cost");
  assert_refused ("E Discard 1 face down card from your card pool, discard 1 attack from your "
                  "hand: Draw 1 card.",
                  "attack", "two costs of cards chosen");
}

/* E.3.1.2, K.3.4.1.1: the next check made to play a card with the
 * keyword (either of two: K.3.14). */
static void
test_next_check_keyword (void)
{
  assert_effect ("foundation", "E Commit: Your next check to play a Punch attack gets +2.",
                 "<modify-check by=\"2\" player=\"you\" type=\"attack\" keyword=\"Punch\"/>");
  assert_effect ("attack", "E: Your next check to play a Charge or Kick attack gets +1.",
                 "<modify-check by=\"1\" player=\"you\" type=\"attack\" "
                 "keyword=\"Charge|Kick\"/>");
  assert_effect ("foundation",
                 "R [Card Pool]: After you play this card, your next check to play a weapon card "
                 "gets +2.",
                 "<modify-check by=\"2\" player=\"you\" type=\"character attack action asset "
                 "foundation\" keyword=\"Weapon\"/>");
  assert_effect ("attack",
                 "Combo E: Your next control check to play a combo attack this turn gets +2.",
                 "<modify-check by=\"2\" player=\"you\" type=\"attack\" keyword=\"Combo\"/>");
  assert_effect ("attack",
                 "E: Your next check to play a Multiple attack gets +1 for each character in your "
                 "staging area.",
                 "<modify-check by=\"count(characters)\" player=\"you\" type=\"attack\" "
                 "keyword=\"Multiple\"/>");
}

/* Not read: a symbol, a printed value, "or" with no second keyword, a
 * static effect. */
static void
test_next_check_keyword_refused (void)
{
  assert_refused ("E: Your next check to play a {Fire} attack gets +2.", "attack", "next check");
  assert_refused ("E: Your next check to play a Punch or {Fire} attack gets +2.", "attack",
                  "next check");
  assert_refused ("E: Your next check to play a printed 4 damage attack gets +2.", "attack",
                  "next check");
}

/* C.2.2.2, K.2.4: the cards seen, one of them chosen and discarded. */
static void
test_look_hand (void)
{
  assert_effect ("attack",
                 "E: Look at your opponent's hand and discard 1 card of your choice from it.",
                 "<look zone=\"hand\" player=\"opponent\"/><choose as=\"it\" zone=\"hand\" "
                 "player=\"opponent\"/><move target=\"it\" to=\"discard\"/>");
  assert_effect ("character",
                 "R: After your opponent plays a foundation, look at their hand and discard 1 card "
                 "of your choice from it. Your opponent draws 1 card.",
                 "<look zone=\"hand\" player=\"opponent\"/><choose as=\"it\" zone=\"hand\" "
                 "player=\"opponent\"/><move target=\"it\" to=\"discard\"/><draw "
                 "count=\"1\" player=\"opponent\"/>");
  assert_effect ("attack",
                 "E: Look at your opponent's hand and discard all non-attack cards from it.",
                 "<look zone=\"hand\" player=\"opponent\"/><move-each zone=\"hand\" "
                 "player=\"opponent\" filter=\"type!=attack\" to=\"discard\"/>");
  /* another card of the hand, or a card of a deck: not read */
  assert_refused ("E: Look at your opponent's hand and discard 2 cards of your choice from it.",
                  "attack", "look at");
  assert_refused ("E: Look at the top card of your deck and discard 1 card of your choice from it.",
                  "attack", "look at");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/verb/K.4.3/seal-several", test_seal_several);
  g_test_add_func ("/ufs-text/verb/K.4.3/seal-several-refused", test_seal_several_refused);
  g_test_add_func ("/ufs-text/verb/K.4.5/choose-no-ready", test_choose_no_ready);
  g_test_add_func ("/ufs-text/verb/K.4.5/choose-no-ready-refused", test_choose_no_ready_refused);
  g_test_add_func ("/ufs-text/verb/C.3.3.1/cost-face-down", test_cost_face_down);
  g_test_add_func ("/ufs-text/verb/E.3.1.2/next-check-keyword", test_next_check_keyword);
  g_test_add_func ("/ufs-text/verb/E.3.1.2/next-check-keyword-refused",
                   test_next_check_keyword_refused);
  g_test_add_func ("/ufs-text/verb/C.2.2.2/look-hand", test_look_hand);
  return g_test_run ();
}
