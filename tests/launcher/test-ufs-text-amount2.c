/* test-ufs-text-amount2.c: the forms of launcher/ufs-text/ufs-text-amount2.c,
 * on invented card text: X equal to a value of the card a cost discarded
 * (E.4.1.1, J.4.2.3, J.4.3.2), and "gets a damage bonus equal to ..."
 * (J.4.3.2).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* E.4.1.1, J.4.2.3: the card of the hand a cost discards is chosen as it
 * is paid, and the effect reads its value. */
static void
test_discarded_card_of_the_hand (void)
{
  assert_compiles ("E Discard 1 card: This attack gets +X damage. X equals the difficulty of the "
                   "discarded card.",
                   "character",
                   "E <cost><choose as=\"paid\" zone=\"hand\" player=\"you\"/><move "
                   "target=\"paid\" to=\"discard\"/></cost><effect><define-x "
                   "value=\"difficulty(paid)\"/><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"X\" until=\"end-of-attack\"/></effect>");
  assert_effect ("foundation",
                 "E Commit, discard 1 card: Your attack gets -X speed. X equals the "
                 "discarded card's printed block modifier.",
                 "<define-x value=\"printed-block-modifier(paid)\"/><modify "
                 "target=\"your-attack\" stat=\"speed\" by=\"-1*x\" until=\"end-of-attack\"/>");
  assert_effect ("asset",
                 "E Discard 1 card: Your attack gets +X damage. X equals 5 minus the control "
                 "value of the discarded card.",
                 "<define-x value=\"-1*control(paid)+5\"/><modify target=\"your-attack\" "
                 "stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>");
  /* a misprint of "modifier" */
  assert_effect ("attack",
                 "E Discard 1 card: This attack gets +X speed. X equals the printed block modifer "
                 "of the discarded card.",
                 "<define-x value=\"printed-block-modifier(paid)\"/><modify "
                 "target=\"this-attack\" stat=\"speed\" by=\"X\" until=\"end-of-attack\"/>");
}

/* E.4.1.1: a card chosen by the cost ("from your opponent's card pool",
 * "1 Desperation card") is named already. */
static void
test_discarded_card_chosen (void)
{
  assert_effect ("attack",
                 "E Discard 1 card from your opponent's card pool: This attack gets +X speed and "
                 "+X damage. X equals the discarded card's control.",
                 "<define-x value=\"control(paid)\"/><modify target=\"this-attack\" "
                 "stat=\"speed\" by=\"X\" until=\"end-of-attack\"/><modify "
                 "target=\"this-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>");
  assert_effect ("foundation",
                 "E Discard 1 Desperation card: Your attack gets +X damage. X equals the "
                 "difficulty of the discarded card.",
                 "<define-x value=\"difficulty(paid)\"/><modify target=\"your-attack\" "
                 "stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>");
}

/* Which card "the discarded card" is must be plain. */
static void
test_discarded_card_refused (void)
{
  /* no card discarded by the cost */
  assert_refused ("E Commit: This attack gets +X damage. X equals the difficulty of the "
                  "discarded card.",
                  "foundation", "of no cost");
  /* two cards, or momentum beside the card */
  assert_refused ("E Discard 2 cards: This attack gets +X damage. X equals the difficulty of the "
                  "discarded card.",
                  "foundation", "of a cost of other cards");
  assert_refused ("E Discard 1 card, discard 1 momentum: This attack gets +X damage. X equals "
                  "the difficulty of the discarded card.",
                  "foundation", "beside another cost");
  /* the effect discards too */
  assert_refused ("E Discard 1 card: Your opponent discards 1 card. This attack gets +X damage. X "
                  "equals the difficulty of the discarded card.",
                  "attack", "amount");
  /* an action card is played from the hand the choice is made in */
  assert_refused ("E Discard 1 card: Your attack gets +X damage. X equals the difficulty of the "
                  "discarded card.",
                  "action", "the zone of the ability's card");
}

/* K.3.4: "this attacks's", a misprint of "this attack's" */
static void
test_this_attacks_misprint (void)
{
  assert_effect ("character",
                 "E: This attack gets +X or -X damage. X equals this attacks's printed damage.",
                 "<define-x value=\"printed-damage(this-attack)\"/><either><option><modify "
                 "target=\"this-attack\" stat=\"damage\" by=\"X\" "
                 "until=\"end-of-attack\"/></option><option><modify target=\"this-attack\" "
                 "stat=\"damage\" by=\"-1*x\" until=\"end-of-attack\"/></option></either>");
}

/* J.4.3.2: "a damage bonus equal to ..." is +X, X that amount. */
static void
test_bonus_equal_to (void)
{
  assert_effect ("attack",
                 "E Discard 1 card: This attack gets a speed bonus equal to the printed "
                 "difficulty of the discarded card.",
                 "<define-x value=\"printed-difficulty(paid)\"/><modify target=\"this-attack\" "
                 "stat=\"speed\" by=\"X\" until=\"end-of-attack\"/>");
  assert_effect ("foundation",
                 "E Commit: Your attack gets a damage bonus equal to the number of attacks in "
                 "your removed from game pile (maximum 3).",
                 "<define-x value=\"face-up(removed-attacks)\" max=\"3\"/><modify "
                 "target=\"your-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>");
  /* "its": the attack that gets the bonus */
  assert_effect ("asset",
                 "E (4+): Your attack gets a speed bonus equal to its printed block modifier.",
                 "<define-x value=\"printed-block-modifier(this-attack)\"/><modify "
                 "target=\"your-attack\" stat=\"speed\" by=\"X\" until=\"end-of-attack\"/>");
  assert_effect ("attack", "E: This attack gets a damage bonus equal to your momentum.",
                 "<define-x value=\"count(momentum)\"/><modify target=\"this-attack\" "
                 "stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>");
  /* not after another instruction, nor with another X */
  assert_effect_refused ("attack",
                         "E: Draw 1 card. This attack gets a damage bonus equal to your momentum.",
                         "after another instruction");
  assert_effect_refused ("attack",
                         "E: This attack gets a damage bonus equal to the number of cards in "
                         "your hand. X equals your momentum.",
                         "X");
}

/* H.6, E.4.7.1: a card's own difficulty, for each ... */
static void
test_self_difficulty_for_each (void)
{
  assert_compiles ("This attack gets -1 difficulty for each card in your opponent's card pool.",
                   "attack",
                   "continuous <effect><modify target=\"self\" stat=\"difficulty\" "
                   "by=\"-1*count(card-pool, opponent)\"/></effect>");
  assert_compiles ("This card gets -1 difficulty for each punch attack in your card pool.",
                   "attack",
                   "continuous <effect><modify target=\"self\" stat=\"difficulty\" "
                   "by=\"-1*keyword(Punch)\"/></effect>");
  /* not counted: refused as before */
  assert_refused ("This attack gets -1 difficulty for every 2 cards in your card pool.", "attack",
                  "difficulty");
  assert_refused ("This card gets -1 difficulty and +1 damage for each card in your hand.",
                  "attack", "difficulty");
}

/* J.4.2: "for each of their committed foundations", the opponent the
 * subject. */
static void
test_their_committed_foundations (void)
{
  assert_effect ("attack",
                 "E: Your opponent loses 1 vitality for each of their committed foundations.",
                 "<lose counter=\"vitality\" amount=\"count(committed-foundations, opponent)\" "
                 "player=\"opponent\"/>");
  /* "their" with no opponent as the subject: not read */
  assert_effect_refused ("attack", "E: Draw 1 card for each of their committed foundations.",
                         "for each");
}

/* J.4.2, B.2.2.1: "for each mid attack in your card pool", by attack zone */
static void
test_attacks_of_a_zone (void)
{
  assert_effect ("foundation",
                 "E Commit: Your high attack gets +1 damage for each low attack in your card pool.",
                 "<if target=\"your-attack\" filter=\"attack-zone=high\"><modify "
                 "target=\"your-attack\" stat=\"damage\" by=\"zone-attacks(low)\" "
                 "until=\"end-of-attack\"/></if>");
  assert_effect ("attack",
                 "E Discard 2 momentum: This attack gets +3 damage for each mid attack in your "
                 "opponent's card pool.",
                 "<modify target=\"this-attack\" stat=\"damage\" by=\"3*zone-attacks(mid, "
                 "opponent)\" until=\"end-of-attack\"/>");
  /* "other": not read */
  assert_effect_refused ("attack",
                         "E: This attack gets +2 damage for each other mid attack in your card "
                         "pool.",
                         "for each");
}

/* J.4.3.2: a gain of vitality before X's use changes nothing X reads;
 * "for ach", a misprint of "for each" */
static void
test_small_words (void)
{
  assert_effect ("character",
                 "E: Gain 1 vitality. Your next attack gets +X damage. X equals the number of "
                 "characters in your staging area.",
                 "<define-x value=\"count(characters)\"/><gain counter=\"vitality\" "
                 "amount=\"1\" player=\"you\"/><modify target=\"your-next-attack\" "
                 "stat=\"damage\" by=\"X\"/>");
  assert_effect_refused ("character",
                         "E: Gain 1 vitality. Your next attack gets +X damage. X equals your "
                         "vitality.",
                         "after an instruction before its use");
  assert_effect ("foundation", "E Commit: Your attack gets +1 damage for ach card in your hand.",
                 "<modify target=\"your-attack\" stat=\"damage\" by=\"count(hand)\" "
                 "until=\"end-of-attack\"/>");
}

/* J.4.3.3: a keyword granted before +X does not change what X counts,
 * unless X counts keywords. */
static void
test_x_after_a_keyword_granted (void)
{
  assert_compiles ("Combo R: After you play this attack, it gains Safe and gets +X speed. X "
                   "equals the number of your opponent's face down foundations.",
                   "attack",
                   "R combo=\"true\" <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"form|reversal\"/><effect><define-x value=\"count(face-down, "
                   "opponent)\"/><grant-keyword keyword=\"Safe\" target=\"self\"/><modify "
                   "target=\"self\" "
                   "stat=\"speed\" by=\"X\" until=\"end-of-attack\"/></effect>");
  assert_effect_refused (
      "attack",
      "E: This attack gains Kick and gets +X damage. X equals the number of kick "
      "attacks in your card pool.",
      "after an instruction before its use");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/amount2/J.4.2.3/discarded-card-of-the-hand",
                   test_discarded_card_of_the_hand);
  g_test_add_func ("/ufs-text/amount2/E.4.1.1/discarded-card-chosen", test_discarded_card_chosen);
  g_test_add_func ("/ufs-text/amount2/E.4.1.1/discarded-card-refused", test_discarded_card_refused);
  g_test_add_func ("/ufs-text/amount2/J.4.3.2/bonus-equal-to", test_bonus_equal_to);
  g_test_add_func ("/ufs-text/amount2/K.3.4/this-attacks-misprint", test_this_attacks_misprint);
  g_test_add_func ("/ufs-text/amount2/H.6/self-difficulty-for-each", test_self_difficulty_for_each);
  g_test_add_func ("/ufs-text/amount2/J.4.2/their-committed-foundations",
                   test_their_committed_foundations);
  g_test_add_func ("/ufs-text/amount2/B.2.2.1/attacks-of-a-zone", test_attacks_of_a_zone);
  g_test_add_func ("/ufs-text/amount2/J.4.3.2/small-words", test_small_words);
  g_test_add_func ("/ufs-text/amount2/J.4.3.3/x-after-a-keyword-granted",
                   test_x_after_a_keyword_granted);
  return g_test_run ();
}
