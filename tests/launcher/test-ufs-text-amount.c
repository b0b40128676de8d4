/* test-ufs-text-amount.c: amounts and choices between modifications in
 * printed UFS ability text (launcher/ufs-text/ufs-text-amount.c): "for
 * each", "X equals", "(minimum N)" / "(maximum N)", "+3 speed or +1
 * damage". Made-up cards worded as real ones are.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

/* J.3.3: a choice between two modifications of different stats. */
static void
test_choice_two_stats (void)
{
  assert_compiles ("E: Your attack gets +3 speed or +1 damage (your choice).", "foundation",
                   "E <effect><either><option><modify target=\"your-attack\" stat=\"speed\" "
                   "by=\"3\" until=\"end-of-attack\"/></option><option><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"1\" until=\"end-of-attack\"/>"
                   "</option></either></effect>");
  assert_compiles ("R Commit: After your opponent plays an attack, it gets +1 speed or -2 damage "
                   "(your choice).",
                   "foundation",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"form|reversal\"/><cost><commit target=\"self\"/></cost><effect><either><option>"
                   "<modify target=\"event-card\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></option><option><modify target=\"event-card\" "
                   "stat=\"damage\" by=\"-2\" until=\"end-of-attack\"/></option></either>"
                   "</effect>");
  /* a next attack's choice would wait for the attack: not read */
  assert_refused ("E: Your next attack gets +3 speed or +1 damage.", "foundation", "a choice");
  /* a choice among several modifications: which ones are the options? */
  assert_refused ("E: Your attack gets +1 damage and +3 speed or +1 damage.", "foundation",
                  "a choice");
}

/* J.3.3, H.4.4.1: "+X or -X", X defined in words. */
static void
test_choice_x (void)
{
  assert_compiles ("E: Your attack gets +X or -X damage. X equals the number of cards in your "
                   "hand.",
                   "foundation",
                   "E <effect><define-x value=\"count(hand)\"/><either><option><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>"
                   "</option><option><modify target=\"your-attack\" stat=\"damage\" by=\"-1*x\" "
                   "until=\"end-of-attack\"/></option></either></effect>");
}

/* J.3.3, J.4.2, K.3.7: "for each" counts for both options, the minimum
 * bounds the penalty. */
static void
test_choice_amounts (void)
{
  assert_compiles ("E: This attack gets +1 or -1 damage (minimum 1).", "attack",
                   "E <effect><either><option><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"1\" until=\"end-of-attack\"/></option><option><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"-1\" until=\"end-of-attack\" "
                   "min=\"1\"/></option></either></effect>");
  assert_compiles ("E: This attack gets +2 or -1 damage for each card in your opponent's card "
                   "pool.",
                   "attack",
                   "E <effect><either><option><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"2*count(card-pool, opponent)\" until=\"end-of-attack\"/></option>"
                   "<option><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"-1*count(card-pool, opponent)\" until=\"end-of-attack\"/></option>"
                   "</either></effect>");
}

/* J.4.2: "for each" after several modifications counts for each of them
 * (docs/rulings.md). */
static void
test_each_after_several (void)
{
  assert_compiles ("E Commit: This attack gets +1 speed and +1 damage for each card in your "
                   "momentum.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"count(momentum)\" "
                   "until=\"end-of-attack\"/><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"count(momentum)\" until=\"end-of-attack\"/></effect>");
  /* a keyword or an X among them: the count is not theirs */
  assert_refused ("E: Your attack gets +1 damage and gains Stun: 1 for each card in your hand.",
                  "foundation", "modification");
  assert_refused ("E: Your attack gets +X speed and +1 damage for each card in your hand.",
                  "foundation", "for each");
}

/* K.3.7: "(minimum N)" floors the penalties before it, "(maximum N)" caps
 * the bonuses: the value modified; K.3.8: after "for each", the maximum
 * caps the count. */
static void
test_bounds (void)
{
  assert_compiles ("E Commit: Your opponent's attack gets -2 speed and -2 damage (minimum 2).",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"opponent-attack\" stat=\"speed\" by=\"-2\" until=\"end-of-attack\" "
                   "min=\"2\"/><modify target=\"opponent-attack\" stat=\"damage\" by=\"-2\" "
                   "until=\"end-of-attack\" min=\"2\"/></effect>");
  assert_compiles ("E: This attack gets +3 speed and -2 damage (minimum 1).", "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"speed\" by=\"3\" "
                   "until=\"end-of-attack\"/><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"-2\" until=\"end-of-attack\" min=\"1\"/></effect>");
  assert_compiles ("E: This attack gets +2 damage (maximum 6).", "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\" max=\"6\"/></effect>");
  /* K.3.8: after "for each", the count's ceiling (docs/rulings.md) */
  assert_compiles ("E Commit: Your attack gets +1 damage for each card in your hand (maximum 2).",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><define-x "
                   "value=\"count(hand)\" max=\"2\"/><modify target=\"your-attack\" "
                   "stat=\"damage\" by=\"x\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: This attack gets +1 speed and +2 damage for each card in your hand "
                   "(maximum 3).",
                   "attack",
                   "E <effect><define-x value=\"count(hand)\" max=\"3\"/><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"x\" until=\"end-of-attack\"/>"
                   "<modify target=\"this-attack\" stat=\"damage\" by=\"2*x\" "
                   "until=\"end-of-attack\"/></effect>");
  /* an X of its own, or an instruction before that could change the count */
  assert_refused (
      "E: Draw 1 card and gain 4 vitality. Your attack gets +1 damage for each card in your hand "
      "(maximum 2).",
      "foundation", "another instruction before");
  /* after "+X": X's ceiling or the value's? not read */
  assert_refused ("E: Your attack gets +X damage and +1 speed (maximum 5). X equals the number "
                  "of cards in your hand.",
                  "foundation", "after +X");
  /* a floor after a bonus only: nothing it bounds */
  assert_refused ("E: This attack gets +2 damage (minimum 1).", "attack", "after no penalty");
  /* a bound in the middle of the list: its own modification's */
  assert_refused ("E: This attack gets -1 damage (minimum 2) and -1 speed.", "attack",
                  "several modifications");
}

/* H.4.4.1, J.4.3.4, K.3.8: what X equals, with the arithmetic printed
 * around it and its floor and ceiling. */
static void
test_x_arithmetic (void)
{
  assert_compiles ("E Commit: Your attack gets +X damage and +1 speed. X equals 9 minus your "
                   "printed hand size.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><define-x "
                   "value=\"-1*printed-hand-size(your-character)+9\"/><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: Your attack gets +X speed and +1 damage. X equals half the number of cards "
                   "in your momentum (rounded up).",
                   "foundation",
                   "E <effect><define-x value=\"count(momentum)/2\"/><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"X\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: Your attack gets -X damage (minimum 2). X equals double your opponent's "
                   "momentum.",
                   "foundation",
                   "E <effect><define-x value=\"2*count(momentum, opponent)\"/><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"-1*x\" until=\"end-of-attack\" "
                   "min=\"2\"/></effect>");
  assert_compiles ("E: Your attack gets +X speed and +1 damage. X equals your current vitality "
                   "(maximum 4).",
                   "foundation",
                   "E <effect><define-x value=\"vitality(you)\" max=\"4\"/><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"X\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  /* rounded down: not the rule's own way (J.4.3.4), not read */
  assert_refused ("E: Your attack gets +X speed and +1 damage. X equals half your opponent's "
                  "momentum (rounded down).",
                  "foundation", "half");
}

/* J.4.2, K.3.4: the values X may name. */
static void
test_x_values (void)
{
  assert_compiles ("E: This attack gets +X damage and +1 speed. X equals this attack's printed "
                   "speed plus 1.",
                   "attack",
                   "E <effect><define-x value=\"printed-speed(this-attack)+1\"/><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>"
                   "<modify target=\"this-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  /* K.3.4.3: in a response on an attack, this attack is the card itself */
  assert_compiles ("R: After this attack is completely blocked, this attack gets +X "
                   "damage and +1 speed. X equals this attack's printed speed.",
                   "attack",
                   "R <when event=\"block\" player=\"opponent\" status=\"complete\" card=\"self\"/>"
                   "<effect>"
                   "<define-x value=\"printed-speed(self)\"/><modify target=\"self\" "
                   "stat=\"damage\" by=\"X\" until=\"end-of-attack\"/><modify target=\"self\" "
                   "stat=\"speed\" by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("F: Draw X cards. X equals the number of committed cards in your staging "
                   "area.",
                   "foundation",
                   "F <effect><define-x value=\"count(committed)\"/><draw count=\"X\" "
                   "player=\"you\"/></effect>");
}

/* J.4.2: "for each" after a verb: the amount read as it executes. */
static void
test_verb_each (void)
{
  assert_compiles ("F Commit: Draw 1 card for each ready foundation in your staging area.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"count(ready-foundations)\" player=\"you\"/></effect>");
  assert_compiles ("F Commit: Your opponent loses 2 vitality for each attack in your card pool.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><lose counter=\"vitality\" "
                   "amount=\"2*count(attacks)\" player=\"opponent\"/></effect>");
  /* "their": the opponent, the sentence's subject */
  assert_compiles ("E: Your opponent discards 1 card for each of their foundations.", "foundation",
                   "E <effect><discard count=\"count(foundations, opponent)\" from=\"hand\" "
                   "player=\"opponent\"/></effect>");
  assert_refused ("F: Gain 1 vitality for each of their foundations.", "foundation", "for each");
  /* one instruction for each player: not read */
  assert_refused ("F: Both players lose 1 vitality for each card in your hand.", "foundation",
                  "for each");
  assert_refused ("F: Discard 1 momentum for each card in your hand.", "foundation", "for each");
}

/* E.3.1.2, J.4.2: a next check's bonus of X, or for each. */
static void
test_next_check (void)
{
  assert_compiles ("E: Your next check to play an action gets +X. X equals your opponent's "
                   "momentum.",
                   "foundation",
                   "E <effect><define-x value=\"count(momentum, opponent)\"/><modify-check "
                   "by=\"X\" player=\"you\" type=\"action\"/></effect>");
  assert_compiles ("E Commit: Your next check gets +1 for each of your committed foundations.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify-check "
                   "by=\"count(committed-foundations)\" player=\"you\"/></effect>");
  assert_refused ("E: Your next check gets -X. X equals your opponent's momentum.", "foundation",
                  "next check");
}

/* D.2.2.3.4.2, J.4.2: character cards of a staging area, attacks of a
 * card pool with a keyword. */
static void
test_counted_cards (void)
{
  assert_compiles ("E: This attack gets +1 speed for each character card in your staging area.",
                   "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"speed\" "
                   "by=\"count(characters)\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Commit: Your attack gets +1 damage for each Kick attack in your card pool.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"keyword(Kick)\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: Your attack gets +X speed and +1 damage. X equals the number of Punch "
                   "attacks in your opponent's card pool.",
                   "foundation",
                   "E <effect><define-x value=\"keyword(Punch, opponent)\"/><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"X\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  /* C.3.3.1: cards of a type in a card pool */
  assert_compiles ("E: This attack gets +1 damage for each non-attack card in your card pool.",
                   "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"face-up(pool-non-attacks)\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: Your attack gets +X damage and +1 speed. X equals double the number of "
                   "foundations in your card pool.",
                   "foundation",
                   "E <effect><define-x value=\"2*face-up(pool-foundations)\"/><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  /* face-up cards of a momentum: the engine keeps none */
  assert_refused ("E: This attack gets +1 damage for each face up attack in your momentum.",
                  "attack", "for each");
  /* "non-Throw attacks" counted: no such amount */
  assert_refused ("E: This attack gets +1 speed for each non-Throw attack in your card pool.",
                  "attack", "for each");
}

/* J.4.2: "for every" is "for each", but not before a number (rounded
 * down); "an additional +1" is a bonus as any other; "face up attacks"
 * are the attacks counted. */
static void
test_each_wordings (void)
{
  assert_compiles ("E: This attack gets +2 damage for every card in your hand.", "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"2*count(hand)\" until=\"end-of-attack\"/></effect>");
  assert_refused ("E: Your attack gets +1 damage for every 3 cards in your hand.", "foundation",
                  "for every");
  assert_compiles ("E: Your attack gets +1 speed for each face up attack in your card pool.",
                   "foundation",
                   "E <effect><modify target=\"your-attack\" stat=\"speed\" "
                   "by=\"count(attacks)\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Commit: Your attack gets +2 speed. If you have 3 or more cards in your "
                   "hand, it gets an additional +1 speed.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/><if zone=\"hand\" player=\"you\" "
                   "at-least=\"3\"><modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></if></effect>");
}

/* K.3.4.1: "your attack's" value, read only when X changes your attack
 * alone. */
static void
test_your_attack_value (void)
{
  assert_compiles ("E Commit: Your attack gets +X damage and +1 speed. X equals 6 minus the "
                   "printed control of your attack.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><define-x "
                   "value=\"-1*printed-control(this-attack)+6\"/><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"X\" "
                   "until=\"end-of-attack\"/><modify target=\"your-attack\" stat=\"speed\" "
                   "by=\"1\" until=\"end-of-attack\"/></effect>");
  /* the opponent's attack would be changed by a value of no attack of yours */
  assert_refused ("E: Your opponent's attack gets +X damage. X equals your attack's speed.",
                  "foundation", "x equals");
}

/* K.3.4.1.1: "your Combo (Reversal, Gauge, EX, Powerful) attack" is your
 * attack when it has that keyword printed or granted. */
static void
test_keyword_attacks (void)
{
  assert_compiles ("E Discard 1 momentum: Your Combo attack gets +3 damage.", "foundation",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><if "
                   "target=\"your-attack\" filter=\"keyword=Combo\"><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"3\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E Commit: Your reversal attack gets +1 speed.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "target=\"your-attack\" filter=\"keyword=Reversal\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: Your Gauge or EX attack gets +1 damage.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Gauge|EX\"><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></if></effect>");
  /* "Desperation" is also a restriction, but a reference to desperation
   * that is not about playing an ability is to the keyword (H.3.1.4.2) */
  assert_compiles ("E: Your Desperation attack gets +2 speed.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Desperation\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/></if></effect>");
}

/* E.3.1.1, E.3.1.2: "After you make a check, that check gets +N": the
 * check made, changed before its final value is set. */
static void
test_that_check (void)
{
  assert_compiles ("R Commit: After you make a control check, that check gets +3.", "foundation",
                   "R <when event=\"check-made\" player=\"you\"/><cost><commit "
                   "target=\"self\"/></cost><effect><modify-check check=\"this\" by=\"3\"/>"
                   "</effect>");
  assert_compiles ("R Commit: After your opponent makes a check to play an attack, it gets -1.",
                   "foundation",
                   "R <when event=\"check-made\" player=\"opponent\" card-type=\"attack\"/>"
                   "<cost><commit target=\"self\"/></cost><effect><modify-check "
                   "check=\"this\" by=\"-1\"/></effect>");
  assert_compiles ("R Commit: After you make a check, your check gets +1 for each card in your "
                   "hand.",
                   "foundation",
                   "R <when event=\"check-made\" player=\"you\"/><cost><commit "
                   "target=\"self\"/></cost><effect><modify-check check=\"this\" "
                   "by=\"count(hand)\"/></effect>");
  assert_compiles ("R Commit: After your opponent makes a check, it gets -X. X equals the number "
                   "of foundations in your staging area (maximum 3).",
                   "foundation",
                   "R <when event=\"check-made\" player=\"opponent\"/><cost><commit "
                   "target=\"self\"/></cost><effect><define-x value=\"count(foundations)\" "
                   "max=\"3\"/><modify-check check=\"this\" by=\"-1*x\"/></effect>");
  /* on your turn: answered in your turn */
  assert_compiles ("R Commit: After you make a check to play an attack on your turn, it gets +1.",
                   "foundation",
                   "R limit=\"your-turn\" <when event=\"check-made\" player=\"you\" "
                   "card-type=\"attack\"/><cost><commit target=\"self\"/></cost><effect>"
                   "<modify-check check=\"this\" by=\"1\"/></effect>");
  /* the number checked, still to be changed: the check made */
  assert_compiles ("R Commit: After you check a 3 or less, that check gets +1.", "foundation",
                   "R <when event=\"check-made\" player=\"you\" start=\"3-\"/><cost><commit "
                   "target=\"self\"/></cost><effect><modify-check check=\"this\" by=\"1\"/>"
                   "</effect>");
  /* F.2.2.1.1: its failure does not end the Combat Phase */
  assert_compiles ("R Destroy this foundation: After your opponent makes a check, that check gets "
                   "-1. Failing that check will not end their Combat Phase.",
                   "foundation",
                   "R <when event=\"check-made\" player=\"opponent\"/><cost><destroy "
                   "target=\"self\"/></cost><effect><modify-check check=\"this\" by=\"-1\" "
                   "keep-phase=\"true\"/></effect>");
  /* ... after the opponent's next check */
  assert_compiles ("E Commit: Your opponent's next check to play an attack gets -1. Failing that "
                   "control check will not end their Combat Phase.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify-check by=\"-1\" "
                   "player=\"opponent\" type=\"attack\" keep-phase=\"true\"/></effect>");
  /* whose phase: the player who checks */
  assert_refused ("R Commit: After your opponent makes a check, it gets -1. Failing this check "
                  "does not end your Combat Phase.",
                  "foundation", "failing that check");
  /* beside another instruction, or with no change of the check */
  assert_refused ("R Commit: After your opponent makes a check, draw 1 card. Failing this "
                  "control check will not end this Combat Phase.",
                  "foundation", "");
  /* after any other event there is no check to change */
  assert_refused ("R Commit: After you take damage, that check gets +2.", "foundation", "");
  /* what the check is made to play, other than its card type, is not told */
  assert_refused ("R Commit: After you make a check to play this card, that check gets +2.",
                  "foundation", "trigger");
}

/* J.4.2.1, K.3.4.1: "your attack with a printed damage of 3 or less":
 * this attack, when it is yours and its printed value compares so. */
static void
test_printed_filter (void)
{
  assert_compiles ("E Commit: Your attack with a printed damage of 3 or less gets +2 speed.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if target=\"your-attack\" "
                   "value=\"printed-damage(this-attack)\" at-most=\"3\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\" until=\"end-of-attack\"/>"
                   "</if></effect>");
  assert_compiles ("E: Your attack with a printed difficulty of 6 or more gets +1 speed and +1 "
                   "damage.",
                   "action",
                   "E <effect><if target=\"your-attack\" value=\"printed-difficulty(this-attack)\" "
                   "at-least=\"6\"><modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/><modify target=\"your-attack\" stat=\"damage\" "
                   "by=\"1\" until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: Your attack with a printed speed of 5 gets Multiple: 1.", "asset",
                   "E <effect><if target=\"your-attack\" value=\"printed-speed(this-attack)\" "
                   "equals=\"5\"><grant-keyword keyword=\"Multiple\" rating=\"1\" "
                   "target=\"your-attack\"/></if></effect>");
  /* the number first */
  assert_compiles ("E: Your attack with 2 or less printed damage gets +3 speed.", "asset",
                   "E <effect><if target=\"your-attack\" value=\"printed-damage(this-attack)\" "
                   "at-most=\"2\"><modify target=\"your-attack\" stat=\"speed\" by=\"3\" "
                   "until=\"end-of-attack\"/></if></effect>");
  /* a keyword and a printed value: both tested */
  assert_compiles ("E: Your Punch attack with a printed damage of 4 or less gets +1 damage.",
                   "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Punch\" "
                   "value=\"printed-damage(this-attack)\" at-most=\"4\"><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"1\" until=\"end-of-attack\"/>"
                   "</if></effect>");
  /* a next attack: the waiting bonus tests no printed value */
  assert_refused ("E: Your next attack with a printed damage of 3 or less gets +2 damage.",
                  "foundation", "printed value");
  /* a block modifier, "or" something else: not read */
  assert_refused ("E: Your attack with a printed block modifier of 2 gets +1 speed.",
                  "foundation", "with a printed");
  assert_refused ("E: Your attack with a printed damage of 2 or 3 gets +1 speed.", "foundation",
                  "with a printed");
}

/* I.2.5, K.3.4.1.1: a Stun (Safe, Multiple) attack has the keyword,
 * printed or granted, whatever its rating. */
static void
test_rated_keyword_attacks (void)
{
  assert_compiles ("E Commit: Your Stun attack gets +4 damage.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if target=\"your-attack\" "
                   "filter=\"keyword=Stun\"><modify target=\"your-attack\" stat=\"damage\" "
                   "by=\"4\" until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: Your Safe or Punch attack gets +2 speed.", "action",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Safe|Punch\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\" until=\"end-of-attack\"/>"
                   "</if></effect>");
  assert_compiles ("E: Your Stun attack gets +2 to its stun rating.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Stun\"><modify-rating "
                   "keyword=\"Stun\" by=\"2\" target=\"your-attack\"/></if></effect>");
}

/* C.3.3.1, J.4.2: the face-down cards of a card pool; the attacks of both
 * card pools. */
static void
test_face_down_and_both_pools (void)
{
  assert_compiles ("E Commit: This attack gets +1 speed for each face down card in your card "
                   "pool.",
                   "attack",
                   "E <cost><commit target=\"self\"/></cost><effect><modify target=\"this-attack\" "
                   "stat=\"speed\" by=\"face-up(pool-face-down)\" until=\"end-of-attack\"/>"
                   "</effect>");
  assert_compiles ("E: Your attack gets +X damage. X equals the number of face down cards in your "
                   "opponent's card pool plus 1.",
                   "foundation",
                   "E <effect><define-x value=\"face-up(pool-face-down, opponent)+1\"/><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>"
                   "</effect>");
  assert_compiles ("E: Draw 1 card for each attack card in both card pools.", "action",
                   "E <effect><draw count=\"count(attacks, both)\" player=\"you\"/></effect>");
  /* D.4: a momentum is face down; the face-up cards of one are not read */
  assert_refused ("E: This attack gets +X speed. X equals half the number of face up cards in "
                  "your momentum (rounded up).",
                  "attack", "x equals");
}

/* C.3.2: an attack's own block modifier as X. */
static void
test_block_modifier_x (void)
{
  assert_compiles ("E: This attack gets +X speed and +1 damage. X equals the block modifier of "
                   "this attack plus 2.",
                   "attack",
                   "E <effect><define-x value=\"block-modifier(this-attack)+2\"/><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"X\" until=\"end-of-attack\"/>"
                   "<modify target=\"this-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Commit: Your attack gets +X damage. X equals double the block modifier "
                   "of your attack.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><define-x "
                   "value=\"2*block-modifier(this-attack)\"/><modify target=\"your-attack\" "
                   "stat=\"damage\" by=\"X\" until=\"end-of-attack\"/></effect>");
}

/* E.3.1.2, J.4.2: a check's penalty for each card counted. */
static void
test_check_penalty_each (void)
{
  assert_compiles ("E: Your opponent's next check to play a card gets -2 for each attack card in "
                   "your card pool.",
                   "asset",
                   "E <effect><modify-check by=\"-2*count(attacks)\" player=\"opponent\" "
                   "type=\"character attack action asset foundation\"/></effect>");
  /* a loss of 0 or less for each: nothing to count */
  assert_refused ("E: Your opponent loses 0 vitality for each card in your hand.", "asset", "");
}

/* K.4.1, J.4.2: the foundations destroyed this turn, any player's. */
static void
test_foundations_destroyed (void)
{
  assert_compiles ("E: Your attack gets +2 speed for each foundation that has been destroyed this "
                   "turn.",
                   "asset",
                   "E <effect><modify target=\"your-attack\" stat=\"speed\" "
                   "by=\"2*turn(foundations-destroyed, both)\" until=\"end-of-attack\"/>"
                   "</effect>");
  assert_compiles ("E: Draw X cards. X equals the number of foundations destroyed this turn "
                   "(maximum 3).",
                   "action",
                   "E <effect><define-x value=\"turn(foundations-destroyed, both)\" max=\"3\"/>"
                   "<draw count=\"X\" player=\"you\"/></effect>");
  /* those one player destroyed, or in a step: not counted */
  assert_refused ("E: This attack gets +3 speed for each foundation that has been destroyed this "
                  "Enhance Step.",
                  "attack", "for each");
}

/* C.3.3.1, J.4.2: the attacks and characters of a removed from game pile. */
static void
test_removed_pile (void)
{
  assert_compiles ("E: This attack gets +2 damage for each attack card in your removed from game "
                   "pile (maximum 3).",
                   "attack",
                   "E <effect><define-x value=\"face-up(removed-attacks)\" max=\"3\"/><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"2*x\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: Draw X cards. X equals the number of characters in your removed from the "
                   "game pile minus 1.",
                   "action",
                   "E <effect><define-x value=\"face-up(removed-characters)-1\"/><draw "
                   "count=\"X\" player=\"you\"/></effect>");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/amount/J.3.3/choice-two-stats", test_choice_two_stats);
  g_test_add_func ("/ufs-text/amount/J.3.3/choice-x", test_choice_x);
  g_test_add_func ("/ufs-text/amount/J.3.3/choice-amounts", test_choice_amounts);
  g_test_add_func ("/ufs-text/amount/J.4.2/each-after-several", test_each_after_several);
  g_test_add_func ("/ufs-text/amount/K.3.7/bounds", test_bounds);
  g_test_add_func ("/ufs-text/amount/J.4.3.4/x-arithmetic", test_x_arithmetic);
  g_test_add_func ("/ufs-text/amount/J.4.2/x-values", test_x_values);
  g_test_add_func ("/ufs-text/amount/J.4.2/verb-each", test_verb_each);
  g_test_add_func ("/ufs-text/amount/E.3.1.2/next-check", test_next_check);
  g_test_add_func ("/ufs-text/amount/J.4.2/counted-cards", test_counted_cards);
  g_test_add_func ("/ufs-text/amount/J.4.2/each-wordings", test_each_wordings);
  g_test_add_func ("/ufs-text/amount/K.3.4.1/your-attack-value", test_your_attack_value);
  g_test_add_func ("/ufs-text/amount/K.3.4.1.1/keyword-attacks", test_keyword_attacks);
  g_test_add_func ("/ufs-text/amount/E.3.1.1/that-check", test_that_check);
  g_test_add_func ("/ufs-text/amount/J.4.2.1/printed-filter", test_printed_filter);
  g_test_add_func ("/ufs-text/amount/I.2.5/rated-keyword-attacks", test_rated_keyword_attacks);
  g_test_add_func ("/ufs-text/amount/C.3.3.1/face-down-and-both-pools",
                   test_face_down_and_both_pools);
  g_test_add_func ("/ufs-text/amount/C.3.2/block-modifier-x", test_block_modifier_x);
  g_test_add_func ("/ufs-text/amount/E.3.1.2/check-penalty-each", test_check_penalty_each);
  g_test_add_func ("/ufs-text/amount/K.4.1/foundations-destroyed", test_foundations_destroyed);
  g_test_add_func ("/ufs-text/amount/C.3.3.1/removed-pile", test_removed_pile);
  return g_test_run ();
}
