/* test-ufs-text-that.c: "that attack" in a response to an attack played
 * (launcher/ufs-text/ufs-text-that.c), "and then" between instructions and
 * "gets +2 damage and Stun: 2" (ufs-text-effect.c), cards of the hand added
 * face down (ufs-text-that.c), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* Effects compiled on an invented foundation. */
#define expect(text, xml) assert_effect ("foundation", text, xml)
#define expect_refused(text, why) assert_effect_refused ("foundation", text, why)

/* H.2.3.2.4.2.1: "that attack" after an attack played is the event's
 * card, as "it" is. */
static void
test_h23242_that_attack_played (void)
{
  expect ("R Flip: After you play an attack, that attack gets +3 damage.",
          "<modify target=\"event-card\" stat=\"damage\" by=\"3\" until=\"end-of-attack\"/>");
  expect ("R Commit: After your opponent plays an attack, that attack gets -2 speed and -1 "
          "damage.",
          "<modify target=\"event-card\" stat=\"speed\" by=\"-2\" until=\"end-of-attack\"/>"
          "<modify target=\"event-card\" stat=\"damage\" by=\"-1\" until=\"end-of-attack\"/>");
  expect ("R Commit: After an attack is played, that attack gains Throw.",
          "<grant-keyword keyword=\"Throw\" target=\"event-card\"/>");
  /* "it" reads the same */
  expect ("R Flip: After you play an attack, it gets +3 damage.",
          "<modify target=\"event-card\" stat=\"damage\" by=\"3\" until=\"end-of-attack\"/>");
}

/* No attack played: "that attack" names nothing known, and is refused. */
static void
test_that_attack_refused (void)
{
  expect_refused ("R Commit: After you play an action, that attack gets +2 speed.", "");
  expect_refused ("E Commit: Draw 1 card. That attack gets +2 speed.", "");
  /* what the attack does other than a modification is not read here */
  expect_refused ("R Commit: After you play an attack, that attack loses Flash.", "");
}

/* "and then" joins two instructions done one after the other, as
 * "then" does. */
static void
test_and_then (void)
{
  expect ("F Commit: Discard 2 cards and then draw 3 cards.",
          "<discard count=\"2\" from=\"hand\" player=\"you\"/>"
          "<draw count=\"3\" player=\"you\"/>");
  expect ("E Commit: Draw 1 card, and then discard 1 card.",
          "<draw count=\"1\" player=\"you\"/>"
          "<discard count=\"1\" from=\"hand\" player=\"you\"/>");
  /* both players: the second verb is not read for both */
  expect_refused ("F Commit: Both players draw 1 card and then discard 1 random card.", "");
}

/* I.2.4: "gets +N STAT and KEYWORD: N": the rated keyword granted with
 * its rating, as "and gains" does. */
static void
test_i24_and_rated_keyword (void)
{
  expect ("E Commit: Your attack gets +2 damage and Stun: 3.",
          "<modify target=\"your-attack\" stat=\"damage\" by=\"2\" until=\"end-of-attack\"/>"
          "<grant-keyword keyword=\"Stun\" rating=\"3\" target=\"your-attack\"/>");
  expect ("E: This attack gets -1 speed and Powerful: 2.",
          "<modify target=\"this-attack\" stat=\"speed\" by=\"-1\" until=\"end-of-attack\"/>"
          "<grant-keyword keyword=\"Powerful\" rating=\"2\" target=\"this-attack\"/>");
  /* no colon: "and Stun" is not read as a grant here */
  expect_refused ("E: This attack gets +2 damage and Stun 2.", "");
  /* a keyword without a rating after "and" is not read here */
  expect_refused ("E: This attack gets +2 damage and Throw.", "");
}

/* C.2.2.1, D.2.2.2: cards of the hand to the staging area face down, the
 * player choosing each. */
static void
test_d222_hand_face_down (void)
{
  expect ("F Commit: Add 2 cards from your hand to your staging area face down.",
          "<add-face-down from=\"hand\" count=\"2\"/>");
  expect ("E Flip: Add 1 card from your hand to your staging area face down and gain 1 vitality.",
          "<add-face-down from=\"hand\" count=\"1\"/>"
          "<gain counter=\"vitality\" amount=\"1\" player=\"you\"/>");
  /* X cards, or another state, are not read */
  expect_refused ("F Commit: Add X cards from your hand to your staging area face down.", "");
  expect_refused ("F Commit: Add 1 card from your hand to your staging area face down committed.",
                  "");
}

/* D.2.2.2: "That card is considered a foundation with a blank text box"
 * right after a card added face down is what the rule makes of it:
 * nothing more (docs/rulings.md). */
static void
test_d222_blank_foundation (void)
{
  expect ("F Commit: Add 1 card from your hand to your staging area face down. That card is "
          "considered a foundation with a blank text box.",
          "<add-face-down from=\"hand\" count=\"1\"/>");
  expect ("E Commit: Add the top 2 cards of your deck to your staging area face down. Those cards "
          "are considered foundations with a blank text box.",
          "<add-face-down from=\"deck-top\" count=\"2\"/>");
  /* the number must agree */
  expect_refused ("E Commit: Add the top 2 cards of your deck to your staging area face down. "
                  "That card is considered a foundation with a blank text box.",
                  "");
  /* after anything else, the sentence is not read */
  expect_refused ("F Commit: Draw 1 card. That card is considered a foundation with a blank text "
                  "box.",
                  "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/that/H.2.3.2.4.2.1/that-attack-played",
                   test_h23242_that_attack_played);
  g_test_add_func ("/ufs-text/that/refused", test_that_attack_refused);
  g_test_add_func ("/ufs-text/that/and-then", test_and_then);
  g_test_add_func ("/ufs-text/that/I.2.4/and-rated-keyword", test_i24_and_rated_keyword);
  g_test_add_func ("/ufs-text/that/D.2.2.2/hand-face-down", test_d222_hand_face_down);
  g_test_add_func ("/ufs-text/that/D.2.2.2/blank-foundation", test_d222_blank_foundation);
  return g_test_run ();
}
