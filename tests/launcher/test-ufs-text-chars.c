/* test-ufs-text-chars.c: sentence forms few cards print, read by the
 * compiler of printed UFS ability text (launcher/ufs-text/ufs-text-chars.c),
 * and the misprints only their neighbours show (ufs-text-lex.c). Every card
 * text here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* Misprints put right by the words around them; the same word elsewhere
 * is kept. */
static void
test_phrase_typos (void)
{
  g_autofree char *a = ufs_text_normalise ("R: After you Ranged attack deals damage, gain 1 vitality.");
  g_autofree char *b = ufs_text_normalise ("Commit 1 foundation in your opponent staging area.");
  g_autofree char *c = ufs_text_normalise ("X equals 7 minus the number of card in your card pool.");
  g_autofree char *d = ufs_text_normalise ("R: After you block an attack, you Ranged nothing.");

  g_assert_cmpstr (a, ==, "R: After your Ranged attack deals damage, gain 1 vitality.");
  g_assert_cmpstr (b, ==, "Commit 1 foundation in your opponent's staging area.");
  g_assert_cmpstr (c, ==, "X equals 7 minus the number of cards in your card pool.");
  g_assert_cmpstr (d, ==, "R: After you block an attack, you Ranged nothing.");
  assert_compiles ("R [Once per turn]: After you Ranged attack deals damage, gain 1 vitality.",
                   "character",
                   "R limit=\"once-per-turn\" <when event=\"damage\" player=\"opponent\" "
                   "cause=\"attack\"/><cost><require target=\"your-attack\" "
                   "filter=\"keyword=Ranged\"/></cost><effect><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Commit: Commit 1 foundation in your opponent staging area.", "character",
                   "E <cost><commit target=\"self\"/></cost><effect><commit-foundations "
                   "player=\"opponent\" count=\"1\" chosen-by=\"you\"/></effect>");
  assert_compiles ("E: Your attack gets +X speed. X equals 5 minus the number of card in your "
                   "momentum.",
                   "character",
                   "E <effect><define-x value=\"-1*count(momentum)+5\"/><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"X\" "
                   "until=\"end-of-attack\"/></effect>");
}

/* D.3.1.1.1, K.2.1: the hand discarded, and as many cards drawn as it
 * held (X counted before the discard). */
static void
test_discard_hand_draw (void)
{
  assert_compiles ("F [Once per turn] Commit: Discard your hand and draw a number of cards equal "
                   "to the number of cards discarded.",
                   "character",
                   "F limit=\"once-per-turn\" <cost><commit target=\"self\"/></cost><effect>"
                   "<define-x value=\"count(hand)\"/><discard-hand/><draw count=\"X\" "
                   "player=\"you\"/></effect>");
  /* after another instruction, X would not come first; beside another X */
  assert_refused ("F: Gain 1 vitality, then discard your hand, then draw a number of cards "
                  "equal to the number of cards discarded.",
                  "character", "effect: discard your hand");
  assert_refused ("F Discard X momentum: Discard your hand and draw a number of cards equal to "
                  "the number of cards discarded.",
                  "character", "effect: discard your hand");
  /* another count: not read */
  assert_refused ("F: Discard your hand, then draw a number of cards equal to the number of "
                  "foundations you control.",
                  "character", "effect: discard");
}

/* F.4.1.2: "Your Combat Phase ends", only where the Combat Phase under
 * way is the player's own (H.2.2.2). */
static void
test_combat_phase_ends (void)
{
  assert_compiles ("F Commit: Draw 1 card, then your Combat Phase ends.", "character",
                   "F <cost><commit target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/><end-phase/></effect>");
  assert_compiles ("E [Your attack] Commit: Your attack gets +4 damage, then your Combat Phase ends.",
                   "character",
                   "E limit=\"your-attack\" <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"4\" until=\"end-of-attack\"/>"
                   "<end-phase/></effect>");
  /* an enhance or a response may be played in the opponent's turn */
  assert_refused ("E Commit: Your attack gets +3 damage, then your Combat Phase ends.", "character",
                  "effect: your combat phase ends");
  assert_refused ("R: After your attack is blocked, your Combat Phase ends.", "character",
                  "effect: your combat phase ends");
}

/* Words that add nothing to what is read: "they also", "to cancel the
 * effect", "2 attack cards". */
static void
test_plain_words (void)
{
  assert_compiles ("E Flip: Your opponent discards 1 card. If it is your turn, they also lose 1 "
                   "vitality.",
                   "character",
                   "E <cost><flip target=\"self\"/></cost><effect><discard count=\"1\" "
                   "from=\"hand\" player=\"opponent\"/><if state=\"your-turn\"><lose "
                   "counter=\"vitality\" amount=\"1\" player=\"opponent\"/></if></effect>");
  assert_compiles ("E: Your opponent loses 1 vitality. Your opponent may discard 2 cards to "
                   "cancel the effect.",
                   "character",
                   "E <effect><lose counter=\"vitality\" amount=\"1\" player=\"opponent\"/>"
                   "</effect><cancel><discard count=\"2\" from=\"hand\"/></cancel>");
  assert_compiles ("E Remove 2 foundation cards in your discard pile from the game: Draw 1 card.",
                   "character",
                   "E <cost><choose as=\"paid\" zone=\"discard\" player=\"you\" "
                   "filter=\"type=foundation\"/><remove target=\"paid\"/><choose as=\"paid2\" "
                   "zone=\"discard\" player=\"you\" filter=\"type=foundation\"/><remove "
                   "target=\"paid2\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* a type word then "card" in the plural count: not read */
  assert_refused ("E Remove 2 attack card from your discard pile: Draw 1 card.", "character",
                  "cost");
}

/* H.3.1.4.2: a "Desperation attack" has the Desperation keyword. */
static void
test_desperation_attack (void)
{
  assert_compiles ("E Commit: Your Desperation or Kick attack gets +1 damage.", "character",
                   "E <cost><commit target=\"self\"/></cost><effect><if target=\"your-attack\" "
                   "filter=\"keyword=Desperation|Kick\"><modify target=\"your-attack\" "
                   "stat=\"damage\" by=\"1\" until=\"end-of-attack\"/></if></effect>");
}

/* "1 printed N difficulty attack" is "1 attack with a printed difficulty
 * of N": a card of a discard pile has its printed values. */
static void
test_printed_from_discard (void)
{
  assert_compiles ("E Discard 1 momentum: Add 1 printed 3 difficulty foundation from your "
                   "discard pile to your hand.",
                   "character",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"you\" filter=\"type=foundation, difficulty=3\"/>"
                   "<move target=\"it\" to=\"hand\"/></effect>");
  /* another value, another zone: not read */
  assert_refused ("E: Add 1 printed 4 speed attack from your discard pile to your hand.",
                  "character", "effect: add");
  assert_refused ("E: Add 1 printed 4 difficulty attack from your card pool to your hand.",
                  "character", "effect: add 1 printed");
}

/* K.3.14, K.3.21: a foundation or an asset of the opponent's, to their
 * hand; K.4.1: both players destroy one of their own foundations. */
static void
test_opponent_cards (void)
{
  assert_compiles ("F Commit: Add 1 foundation or asset from your opponent's staging area to "
                   "their hand.",
                   "character",
                   "F <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"staging\" player=\"opponent\" filter=\"type=foundation|asset\"/>"
                   "<move target=\"it\" to=\"hand\"/></effect>");
  assert_compiles ("E Flip: Both players destroy 2 of their foundations.", "character",
                   "E <cost><flip target=\"self\"/></cost><effect><destroy-foundations "
                   "count=\"2\" player=\"you\"/><destroy-foundations count=\"2\" "
                   "player=\"opponent\"/></effect>");
}

/* "Discard up to 2 cards from your card pool": none, one or both, each
 * a choice of its own. */
static void
test_discard_up_to_from_pool (void)
{
  assert_compiles ("E [Once per turn] Flip: Discard up to 3 cards from your card pool.",
                   "character",
                   "E limit=\"once-per-turn\" <cost><flip target=\"self\"/></cost><effect>"
                   "<may player=\"you\"><choose as=\"it\" zone=\"card-pool\" player=\"you\"/>"
                   "<move target=\"it\" to=\"discard\"/></may>"
                   "<may player=\"you\"><choose as=\"it\" zone=\"card-pool\" player=\"you\"/>"
                   "<move target=\"it\" to=\"discard\"/></may>"
                   "<may player=\"you\"><choose as=\"it\" zone=\"card-pool\" player=\"you\"/>"
                   "<move target=\"it\" to=\"discard\"/></may></effect>");
  assert_refused ("E: Discard up to 5 cards from your card pool.", "character",
                  "effect: discard up to");
  assert_refused ("E: Choose 1 attack in your card pool. Discard up to 2 cards from your card pool.",
                  "character", "a second choice");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/chars/phrase-typos", test_phrase_typos);
  g_test_add_func ("/ufs-text/chars/D.3.1.1.1/discard-hand-draw", test_discard_hand_draw);
  g_test_add_func ("/ufs-text/chars/F.4.1.2/combat-phase-ends", test_combat_phase_ends);
  g_test_add_func ("/ufs-text/chars/plain-words", test_plain_words);
  g_test_add_func ("/ufs-text/chars/H.3.1.4.2/desperation-attack", test_desperation_attack);
  g_test_add_func ("/ufs-text/chars/printed-from-discard", test_printed_from_discard);
  g_test_add_func ("/ufs-text/chars/K.3.14/opponent-cards", test_opponent_cards);
  g_test_add_func ("/ufs-text/chars/discard-up-to-from-pool", test_discard_up_to_from_pool);
  return g_test_run ();
}
