/* test-ufs-text-cond7.c: the forms of launcher/ufs-text/ufs-text-cond7.c,
 * on invented card text: amounts of the game in a condition (the attacks
 * of a card pool, the cards of a removed from game pile, two amounts
 * compared), J.4.2 and K.3.5.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

#define expect(text, xml) assert_effect ("foundation", text, xml)

/* The whole body of @text compiled on an invented card of @type holds
 * @xml. */
static void
expect_body (const char *type, const char *text, const char *xml)
{
  g_autofree char *got = compile (text, type);

  if (strstr (got, xml) == NULL)
    g_assert_cmpstr (got, ==, xml);
}

/* J.4.2, C.3.3.1: the attacks of a card pool, face up; of a keyword */
static void
test_card_pool_attacks (void)
{
  expect_body ("foundation",
               "E Commit: Draw 1 card. Only playable if you have at least 2 attacks in your card "
               "pool.",
               "<cost><require value=\"count(attacks)\" at-least=\"2\"/>");
  expect ("F: If you have 1 or fewer attack cards in your card pool, draw 1 card.",
          "<if value=\"count(attacks)\" at-most=\"1\"><draw count=\"1\" player=\"you\"/></if>");
  expect ("E: If your opponent has at least 2 attacks in their card pool, draw 1 card.",
          "<if value=\"count(attacks, opponent)\" at-least=\"2\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  expect ("E: If there are no attacks in your opponent's card pool, draw 1 card.",
          "<if value=\"count(attacks, opponent)\" equals=\"0\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  expect_body ("asset",
               "E Commit: Draw 1 card. Only playable if you have at least 1 punch attack in your "
               "card pool.",
               "<cost><require value=\"keyword(Punch)\" at-least=\"1\"/><commit target=\"self\"/>");
  expect ("E: If you have 2 or more kick attacks in your card pool, draw 1 card.",
          "<if value=\"keyword(Kick)\" at-least=\"2\"><draw count=\"1\" player=\"you\"/></if>");
  /* D.2.2.2: the face-down cards of a staging area, after "there is" */
  expect_body ("foundation",
               "E Destroy this foundation: Draw 1 card. Only playable if there is at least 1 face "
               "down foundation in your opponent's staging area.",
               "<cost><require value=\"count(face-down, opponent)\" at-least=\"1\"/>");
  expect ("E: If there are 2 or more face down cards in your staging area, draw 1 card.",
          "<if value=\"count(face-down)\" at-least=\"2\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  /* C.3.3.1: the face-down cards of a card pool, after "there is" */
  expect ("E Flip: If there is at least 1 face down card in your card pool, draw 1 card.",
          "<if value=\"face-up(pool-face-down)\" at-least=\"1\"><draw count=\"1\" "
          "player=\"you\"/></if>");
}

/* J.4.2, C.3.3.1: the cards of a removed from game pile; its characters
 * and attacks */
static void
test_removed_pile (void)
{
  expect ("E: If you have at least 6 cards in your removed from game pile, draw 1 card.",
          "<if value=\"count(removed)\" at-least=\"6\"><draw count=\"1\" player=\"you\"/></if>");
  expect ("E: If your opponent has 3 or more cards in their removed from the game pile, draw 1 "
          "card.",
          "<if value=\"count(removed, opponent)\" at-least=\"3\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  expect ("E: If you have at least 1 character card in your removed from game pile, draw 1 card.",
          "<if value=\"face-up(removed-characters)\" at-least=\"1\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  expect ("E: If you have 2 or more attacks in your removed from game pile, draw 1 card.",
          "<if value=\"face-up(removed-attacks)\" at-least=\"2\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  /* H.6: a continuous bonus of the card to itself, while it holds */
  expect_body ("attack",
               "If there is at least 1 character in your removed from game pile, this attack gets "
               "-1 difficulty.",
               "continuous <effect><if value=\"face-up(removed-characters)\" at-least=\"1\">"
               "<modify target=\"self\" stat=\"difficulty\" by=\"-1\"");
}

/* J.4.2, D.2.3.1: the attacks of a discard pile, face up there */
static void
test_discard_attacks (void)
{
  expect ("E Remove: If you have 1 or fewer attacks in your discard pile, draw 2 cards.",
          "<if value=\"face-up(discard-attacks)\" at-most=\"1\"><draw count=\"2\" "
          "player=\"you\"/></if>");
  expect_body ("character",
               "First F: Draw 1 card. Only playable if there are at least 3 attacks in your "
               "discard pile.",
               "<require value=\"face-up(discard-attacks)\" at-least=\"3\"/>");
  expect ("E: If your opponent has no attack cards in their discard pile, draw 1 card.",
          "<if value=\"face-up(discard-attacks, opponent)\" equals=\"0\"><draw count=\"1\" "
          "player=\"you\"/></if>");
}

/* D.2.2.2: "2 or more committed foundation", the plural lost in print;
 * "they": the opponent, named before */
static void
test_committed_foundation (void)
{
  expect_body ("character",
               "R Commit: After your opponent's Ready Phase, they lose 1 vitality. Only playable "
               "if they have 3 or more committed foundation in their staging area.",
               "<require value=\"count(committed-foundations, opponent)\" at-least=\"3\"/>");
}

/* J.4.2: two amounts compared */
static void
test_compared (void)
{
  expect_body ("foundation",
               "E Commit: Draw 1 card. Only playable if you have more cards in your removed from "
               "game pile than your opponent.",
               "<require value=\"count(removed)\" more-than=\"count(removed, opponent)\"/>");
  expect ("E: If your opponent has more cards in their removed from game pile than you do, draw "
          "1 card.",
          "<if value=\"count(removed, opponent)\" more-than=\"count(removed)\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  expect_body ("attack",
               "E: Draw 1 card. Only playable if your opponent has more cards in their removed "
               "from game pile than you have in your removed from game pile.",
               "<require value=\"count(removed, opponent)\" more-than=\"count(removed)\"/>");
  expect ("E: If you have fewer cards in your removed from game pile than your opponent has in "
          "theirs, draw 1 card.",
          "<if value=\"count(removed)\" less-than=\"count(removed, opponent)\"><draw "
          "count=\"1\" player=\"you\"/></if>");
  expect_body ("asset",
               "F: Draw 1 card. Only playable if your opponent has more committed foundations "
               "than ready.",
               "<require value=\"count(committed-foundations, opponent)\" "
               "more-than=\"count(ready-foundations, opponent)\"/>");
  /* B.1.2.3: the hand size is the character's, printed or now */
  expect ("E: If you have more cards in your hand than your printed hand size, draw 1 card.",
          "<if value=\"count(hand)\" more-than=\"printed-hand-size(your-character)\"><draw "
          "count=\"1\" player=\"you\"/></if>");
  expect ("E: If you have fewer cards in your hand than your hand size, draw 1 card.",
          "<if value=\"count(hand)\" less-than=\"hand-size(your-character)\"><draw count=\"1\" "
          "player=\"you\"/></if>");
  /* D.2.2.2: "at least 3 more": the other's and 3 */
  expect ("E: If your opponent has at least 3 more foundations than you do, draw 1 card.",
          "<if value=\"count(foundations, opponent)\" at-least=\"count(foundations)+3\"><draw "
          "count=\"1\" player=\"you\"/></if>");
  expect ("E: If you have at least 2 more foundations than your opponent, draw 1 card.",
          "<if value=\"count(foundations)\" at-least=\"count(foundations, opponent)+2\"><draw "
          "count=\"1\" player=\"you\"/></if>");
}

/* J.4.2.1: "lower than" the other character's printed value */
static void
test_printed_lower (void)
{
  expect ("E: If your printed hand size is lower than your opponent's printed hand size, draw 1 "
          "card.",
          "<if value=\"printed-hand-size(your-character)\" "
          "less-than=\"printed-hand-size(opponent-character)\"><draw count=\"1\" "
          "player=\"you\"/></if>");
}

/* Not read: a bare number, more places than one, the opponent's cards
 * named "your", an unknown noun */
static void
test_refused (void)
{
  assert_effect_refused ("foundation", "E: If you have 3 attacks in your card pool, draw 1 card.",
                         "if you have");
  assert_effect_refused ("foundation",
                         "E: If you have at least 1 character card in your discard pile or "
                         "removed from game pile, draw 1 card.",
                         "if you have");
  assert_effect_refused ("foundation",
                         "E: If your opponent has at least 2 attacks in your card pool, draw 1 "
                         "card.",
                         "if you have");
  assert_effect_refused ("foundation",
                         "E: If you have at least 2 fancy attacks in your card pool, draw 1 card.",
                         "if you have");
  assert_effect_refused ("foundation",
                         "E: If you have more cards in your removed from game pile than 3, draw 1 "
                         "card.",
                         "if you have more");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/cond7/J.4.2/card-pool-attacks", test_card_pool_attacks);
  g_test_add_func ("/ufs-text/cond7/J.4.2/removed-pile", test_removed_pile);
  g_test_add_func ("/ufs-text/cond7/D.2.3.1/discard-attacks", test_discard_attacks);
  g_test_add_func ("/ufs-text/cond7/D.2.2.2/committed-foundation", test_committed_foundation);
  g_test_add_func ("/ufs-text/cond7/J.4.2/compared", test_compared);
  g_test_add_func ("/ufs-text/cond7/J.4.2.1/printed-lower", test_printed_lower);
  g_test_add_func ("/ufs-text/cond7/refused", test_refused);
  return g_test_run ();
}
