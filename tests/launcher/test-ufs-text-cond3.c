/* test-ufs-text-cond3.c: conditions on an amount of the game, vitality and
 * the face-down cards of a card pool among them
 * (launcher/ufs-text/ufs-text-cond3.c), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

#define expect(text, xml) assert_effect ("foundation", text, xml)

/* The whole body of @text compiled on an invented foundation holds @xml. */
static void
expect_body (const char *text, const char *xml)
{
  g_autofree char *got = compile (text, "foundation");

  if (strstr (got, xml) == NULL)
    g_assert_cmpstr (got, ==, xml);
}

/* K.3.5, J.4.2: "you are at N or less vitality", the player's vitality now */
static void
test_vitality (void)
{
  expect ("E Commit: If you are at 6 or less vitality, draw 2 cards.",
          "<if value=\"vitality(you)\" at-most=\"6\"><draw count=\"2\" player=\"you\"/></if>");
  expect ("E Commit: If your opponent is at 4 or less vitality, your attack gets +3 damage.",
          "<if value=\"vitality(opponent)\" at-most=\"4\">"
          "<modify target=\"your-attack\" stat=\"damage\" by=\"3\" until=\"end-of-attack\"/></if>");
  expect ("E: If your opponent has at least 20 vitality, draw 1 card.",
          "<if value=\"vitality(opponent)\" at-least=\"20\"><draw count=\"1\" player=\"you\"/></if>");
  expect ("E: If you have more than 12 vitality, draw 1 card.",
          "<if value=\"vitality(you)\" more-than=\"12\"><draw count=\"1\" player=\"you\"/></if>");
  expect ("E: If you are at less than 5 vitality, gain 2 vitality.",
          "<if value=\"vitality(you)\" less-than=\"5\">"
          "<gain counter=\"vitality\" amount=\"2\" player=\"you\"/></if>");
  /* a bare number says neither "exactly" nor "at least" */
  assert_refused ("E: If you are at 5 vitality, draw 1 card.", "foundation", "if you");
}

/* H.3.3.1, C.3.3.1: the face-down cards of a card pool, the player's own
 * ("your") or the opponent's ("their") */
static void
test_face_down_in_card_pool (void)
{
  expect_body ("E Commit: Draw 1 card. Only playable if you have at least 1 face down card in "
               "your card pool.",
               "<require value=\"face-up(pool-face-down)\" at-least=\"1\"/>");
  expect ("E: If your opponent has 2 or more face down cards in their card pool, draw 1 card.",
          "<if value=\"face-up(pool-face-down, opponent)\" at-least=\"2\">"
          "<draw count=\"1\" player=\"you\"/></if>");
  /* the opponent's cards are "their card pool", never "your" */
  assert_refused ("E: If your opponent has at least 1 face down card in your card pool, draw 1 "
                  "card.",
                  "foundation", "face down card in your card");
}

/* C.3.3.1: the attacks of the removed from game pile */
static void
test_removed_attacks (void)
{
  expect ("F Commit: If there are at least 3 attacks in your removed from game pile, draw 1 card.",
          "<if value=\"face-up(removed-attacks)\" at-least=\"3\"><draw count=\"1\" player=\"you\"/></if>");
  expect ("F Commit: If there are 4 or more attacks in your removed from game pile, draw 2 cards.",
          "<if value=\"face-up(removed-attacks)\" at-least=\"4\"><draw count=\"2\" player=\"you\"/></if>");
}

/* J.4.2, I.2.3: the attacks of a keyword and the foundations of a card pool
 * (face up, C.3.3.1), the cards of the opponent's */
static void
test_card_pool_counts (void)
{
  expect_body ("E: Draw 1 card. Only playable if there are at least 3 Kick attacks in your card "
               "pool.",
               "<require value=\"keyword(Kick)\" at-least=\"3\"/>");
  expect ("E: If there is 1 or more Weapon attack in your card pool, draw 1 card.",
          "<if value=\"keyword(Weapon)\" at-least=\"1\"><draw count=\"1\" player=\"you\"/></if>");
  expect ("E: If there is a foundation in your opponent's card pool, draw 1 card.",
          "<if value=\"face-up(pool-foundations, opponent)\" at-least=\"1\">"
          "<draw count=\"1\" player=\"you\"/></if>");
  expect ("E: If there are 2 or more foundations in your card pool, draw 1 card.",
          "<if value=\"face-up(pool-foundations)\" at-least=\"2\">"
          "<draw count=\"1\" player=\"you\"/></if>");
  expect_body ("E: Draw 1 card. Only playable if your opponent has at least 1 card in their card "
               "pool.",
               "<require zone=\"card-pool\" player=\"opponent\" at-least=\"1\"/>");
  /* D.2.2.3.4.2: the cards of a staging area, the character among them */
  expect_body ("E: Draw 1 card. Only playable while your opponent has 4 or fewer cards in their "
               "staging area.",
               "<require value=\"count(staging, opponent)\" at-most=\"4\"/>");
  expect ("E: If you have at least 6 cards in your staging area, draw 1 card.",
          "<if value=\"count(staging)\" at-least=\"6\"><draw count=\"1\" player=\"you\"/></if>");
  /* "Weapon cards" are not only attacks: not read */
  assert_refused ("E: If there are 2 or more Weapon cards in your card pool, draw 1 card.",
                  "foundation", "if there are");
}

/* J.4.2, J.4.2.2: amounts of the two players compared */
static void
test_compared (void)
{
  expect_body ("E Commit: Draw 1 card. Only playable if you have fewer cards in your staging area "
               "than your opponent has in theirs.",
               "<require value=\"count(staging)\" less-than=\"count(staging, opponent)\"/>");
  expect ("E: If you have more cards in your staging area than your opponent has in their "
          "staging area, draw 1 card.",
          "<if value=\"count(staging)\" more-than=\"count(staging, opponent)\">"
          "<draw count=\"1\" player=\"you\"/></if>");
  expect_body ("E: Draw 1 card. Only playable if your opponent has a greater hand size than you.",
               "<require value=\"hand-size(opponent-character)\" "
               "more-than=\"hand-size(your-character)\"/>");
}

/* J.4.2: no damage dealt to the other player this turn */
static void
test_not_dealt_damage (void)
{
  expect_body ("E Lose 1 vitality: Draw 1 card. Only playable if you have not dealt damage this "
               "turn.",
               "<require value=\"turn(damage-dealt)\" equals=\"0\"/>");
}

/* K.4.1: a foundation of either player destroyed this turn */
static void
test_foundation_destroyed (void)
{
  expect ("E Commit: If a foundation has been destroyed this turn, draw 1 card.",
          "<if value=\"turn(foundations-destroyed, both)\" at-least=\"1\">"
          "<draw count=\"1\" player=\"you\"/></if>");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/cond3/K.3.5/vitality", test_vitality);
  g_test_add_func ("/ufs-text/cond3/C.3.3.1/face-down-in-card-pool", test_face_down_in_card_pool);
  g_test_add_func ("/ufs-text/cond3/C.3.3.1/removed-attacks", test_removed_attacks);
  g_test_add_func ("/ufs-text/cond3/J.4.2/card-pool-counts", test_card_pool_counts);
  g_test_add_func ("/ufs-text/cond3/J.4.2/compared", test_compared);
  g_test_add_func ("/ufs-text/cond3/J.4.2/not-dealt-damage", test_not_dealt_damage);
  g_test_add_func ("/ufs-text/cond3/K.4.1/foundation-destroyed", test_foundation_destroyed);
  return g_test_run ();
}
