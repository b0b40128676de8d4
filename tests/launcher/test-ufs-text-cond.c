/* test-ufs-text-cond.c: the conditions of printed UFS ability text
 * (launcher/ufs-text/ufs-text-cond.c), one test a kind of condition. Every
 * card text here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* J.4.2: foundations and assets counted as an amount of the game. */
static void
test_staging_count (void)
{
  assert_compiles ("E Commit: If you have 5 or fewer foundations, draw 1 card.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "value=\"count(foundations)\" at-most=\"5\"><draw count=\"1\" "
                   "player=\"you\"/></if></effect>");
  assert_compiles ("F: If your opponent has at least 4 face down foundations, gain 1 vitality.",
                   "action",
                   "F <effect><if value=\"count(face-down, opponent)\" at-least=\"4\"><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If you have 2 or more committed foundations in your staging area, this "
                   "attack gets +1 speed.",
                   "attack",
                   "E <effect><if value=\"count(committed-foundations)\" at-least=\"2\"><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E Flip: If you have at least 1 asset, draw 1 card.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><if value=\"count(assets)\" "
                   "at-least=\"1\"><draw count=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If your opponent has no ready foundations, draw 1 card.", "action",
                   "E <effect><if value=\"count(ready-foundations, opponent)\" "
                   "equals=\"0\"><draw count=\"1\" player=\"you\"/></if></effect>");
  /* "2 foundation" is no English; "X or more" no number */
  assert_refused ("E: If you have 2 foundation, draw 1 card.", "action", "condition: if you have");
  assert_refused ("E: If you have X or more foundations, draw 1 card.", "action",
                  "condition: if you have");
  /* characters are counted in the staging area only */
  assert_refused ("E: If you have 2 or more characters in your discard pile, draw 1 card.",
                  "action", "condition: if you have");
  /* a continuous ability's "if" around a block modifier is not read */
  assert_refused ("If you have 5 or fewer foundations, this card gets +1 block modifier.",
                  "foundation", "condition: if in a continuous ability");
}

/* "0 momentum" is none; "2 momentum" alone is not read (exactly two, or
 * at least two?). */
static void
test_zero (void)
{
  assert_compiles ("E [Your turn]: If your opponent has 0 momentum, gain 2 vitality.", "foundation",
                   "E limit=\"your-turn\" <effect><if zone=\"momentum\" player=\"opponent\" "
                   "equals=\"0\"><gain counter=\"vitality\" amount=\"2\" player=\"you\"/>"
                   "</if></effect>");
  assert_refused ("E: If your opponent has 2 momentum, draw 1 card.", "action",
                  "condition: if you have");
  assert_compiles ("F: If your opponent has 5 or more cards in hand, draw 1 card.", "action",
                   "F <effect><if zone=\"hand\" player=\"opponent\" at-least=\"5\"><draw "
                   "count=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If you have 8 or less cards in your deck, draw 2 cards.", "action",
                   "E <effect><if zone=\"deck\" player=\"you\" at-most=\"8\"><draw "
                   "count=\"2\" player=\"you\"/></if></effect>");
}

/* "If there are no cards in your opponent's card pool": a zone's size. */
static void
test_there_are (void)
{
  assert_compiles ("E Commit: If there are no cards in your opponent's card pool, draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if zone=\"card-pool\" "
                   "player=\"opponent\" equals=\"0\"><draw count=\"1\" player=\"you\"/></if>"
                   "</effect>");
  assert_compiles ("F: If there are 6 or more cards in your discard pile, gain 2 vitality.",
                   "action",
                   "F <effect><if zone=\"discard\" player=\"you\" at-least=\"6\"><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/></if></effect>");
  /* what kind of card, and which zone, are not read */
  assert_refused ("E: If there are 2 or more Kick cards in your card pool, draw 1 card.", "action",
                  "condition: if there are");
  assert_refused ("E: If there are no cards in your removed from game pile or discard pile, draw "
                  "1 card.",
                  "action", "condition: if there are cards");
}

/* States of the game: whose turn, full vitality (J.5.1). */
static void
test_states (void)
{
  assert_compiles (
      "E Commit: Your opponent loses 1 vitality. If it is your opponent's turn, gain 1 "
      "vitality.",
      "foundation",
      "E <cost><commit target=\"self\"/></cost><effect><lose counter=\"vitality\" "
      "amount=\"1\" player=\"opponent\"/><if state=\"opponent-turn\"><gain counter=\"vitality\" "
      "amount=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If it is your turn, your opponent discards 1 card.", "action",
                   "E <effect><if state=\"your-turn\"><discard count=\"1\" from=\"hand\" "
                   "player=\"opponent\"/></if></effect>");
  assert_compiles ("E Flip: If you are at maximum vitality, this attack gets +3 damage.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><if state=\"full-vitality\">"
                   "<modify target=\"this-attack\" stat=\"damage\" by=\"3\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("F: If you are at full vitality, draw 2 cards.", "action",
                   "F <effect><if state=\"full-vitality\"><draw count=\"2\" player=\"you\"/>"
                   "</if></effect>");
  /* the opponent's full vitality is no state of the engine */
  assert_refused ("F: If your opponent is at full vitality, draw 2 cards.", "action", "effect");
  /* "it is your turn" must end the condition */
  assert_refused ("E: If it is your turn and you have no cards in your hand, draw 1 card.",
                  "action", "condition");
}

/* G.2: who blocks is the defender, whose block event it is; "this
 * attack" of a card that is no attack may be either player's. */
static void
test_who_blocks (void)
{
  assert_compiles ("E: If your opponent blocks this attack, gain 3 vitality.", "attack",
                   "E <effect><delayed event=\"block\" card=\"this-attack\" "
                   "player=\"opponent\" until=\"end-of-attack\" times=\"1\"><if "
                   "state=\"blocked\"><gain counter=\"vitality\" amount=\"3\" "
                   "player=\"you\"/></if></delayed></effect>");
  assert_compiles ("E Commit: If you completely block this attack, it gets -2 speed.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed event=\"block\" "
                   "card=\"this-attack\" player=\"you\" until=\"end-of-attack\" "
                   "times=\"1\"><if state=\"fully-blocked\"><modify target=\"this-attack\" "
                   "stat=\"speed\" by=\"-2\" until=\"end-of-attack\"/></if></delayed>"
                   "</effect>");
  assert_compiles ("E Flip: If you do not block this attack, draw 1 card.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><delayed event=\"block\" "
                   "card=\"this-attack\" player=\"you\" until=\"end-of-attack\" "
                   "times=\"1\"><unless state=\"blocked\"><draw count=\"1\" "
                   "player=\"you\"/></unless></delayed></effect>");
  /* the attack in its sequence, whoever's it is */
  assert_compiles ("E Commit: If this attack deals damage, your opponent loses 1 vitality.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed "
                   "event=\"damage\" card=\"this-attack\" player=\"anyone\" "
                   "until=\"end-of-attack\" times=\"1\"><lose counter=\"vitality\" "
                   "amount=\"1\" player=\"opponent\"/></delayed></effect>");
  /* a blocker's keyword is not read (its type is); nor a block in a response */
  assert_refused ("E: If you block this attack with a Kick attack, draw 1 card.", "foundation",
                  "condition: blocked by");
  assert_refused ("R: After your opponent plays an attack, if you block this attack, draw 1 card.",
                  "foundation", "if you block this attack, outside an enhance");
}

/* H.3.3.1: "Only playable if ...": tested as the ability is played. */
static void
test_only_playable_if (void)
{
  assert_compiles ("E Commit: Your attack gets +1 speed. Only playable if you have at least 3 "
                   "momentum.",
                   "foundation",
                   "E <cost><require zone=\"momentum\" player=\"you\" at-least=\"3\"/><commit "
                   "target=\"self\"/></cost><effect><modify target=\"your-attack\" "
                   "stat=\"speed\" by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("F: Draw 2 cards. Only playable if your opponent has 4 or more face down "
                   "foundations.",
                   "action",
                   "F <cost><require value=\"count(face-down, opponent)\" at-least=\"4\"/></cost>"
                   "<effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("E: Gain 1 vitality. Only playable if there are no cards in your opponent's "
                   "card pool.",
                   "action",
                   "E <cost><require zone=\"card-pool\" player=\"opponent\" equals=\"0\"/></cost>"
                   "<effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Flip: Draw 1 card. Only playable if you are at full vitality.", "foundation",
                   "E <cost><require state=\"full-vitality\"/><flip target=\"self\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  /* what else happened this turn is not kept; "2 momentum" is not read */
  assert_refused ("E: Draw 1 card. Only playable if you have drawn a card this turn.", "action",
                  "condition: if you have");
  assert_refused ("E: Draw 1 card. Only playable if you have 2 momentum.", "action",
                  "condition: if you have");
  assert_refused ("E: Draw 1 card. Only playable if the top card of your deck is an attack.",
                  "action", "condition: only playable if");
  /* the condition ends the sentence */
  assert_refused ("E: Draw 1 card. Only playable if you have no cards in your hand and it is your "
                  "turn.",
                  "action", "condition: only playable if");
  assert_refused ("Only playable if you have at least 2 momentum.", "attack",
                  "only playable if, in a continuous ability");
}

/* J.4.2: an attack's current speed or damage, when the condition is read. */
static void
test_attack_value (void)
{
  assert_compiles ("E Commit: If this attack's damage is 6 or greater, draw 1 card.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "target=\"this-attack\" value=\"damage(this-attack)\" at-least=\"6\"><draw "
                   "count=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If your attack's speed is 3 or less, it gets +2 speed.", "action",
                   "E <effect><if target=\"your-attack\" value=\"speed(this-attack)\" "
                   "at-most=\"3\"><modify target=\"your-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: Draw 1 card. Only playable if your opponent's attack's speed is at least "
                   "7.",
                   "action",
                   "E <cost><require target=\"opponent-attack\" value=\"speed(this-attack)\" "
                   "at-least=\"7\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* values other than speed and damage are not read */
  assert_refused ("E: If this attack's difficulty is 4 or more, draw 1 card.", "attack",
                  "condition: if this attack's");
  assert_refused ("R: After your opponent plays an attack, if this attack's speed is 4 or more, "
                  "draw 1 card.",
                  "foundation", "\"this attack\" in a response not on an attack");
}

/* K.3.4.1.1: "If your Kick attack deals damage": your attack, when it is a
 * Kick as the event comes. */
static void
test_filtered_event (void)
{
  assert_compiles ("E Commit: If your Punch attack deals damage, gain 1 vitality.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed "
                   "event=\"damage\" card=\"your-attack\" player=\"opponent\" "
                   "until=\"end-of-attack\" times=\"1\"><if target=\"your-attack\" "
                   "filter=\"keyword=Punch\"><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></if></delayed></effect>");
  assert_compiles ("E Commit: If your Ranged attack is not blocked, draw 1 card.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed "
                   "event=\"block\" card=\"your-attack\" player=\"opponent\" "
                   "until=\"end-of-attack\" times=\"1\"><if target=\"your-attack\" "
                   "filter=\"keyword=Ranged\"><unless state=\"blocked\"><draw count=\"1\" "
                   "player=\"you\"/></unless></if></delayed></effect>");
  /* "non-Punch": an attack that has no Punch keyword */
  assert_compiles ("E Commit: If your non-punch attack deals damage, gain 1 vitality.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed "
                   "event=\"damage\" card=\"your-attack\" player=\"opponent\" "
                   "until=\"end-of-attack\" times=\"1\"><if target=\"your-attack\" "
                   "filter=\"keyword!=Punch\"><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></if></delayed></effect>");
  assert_refused ("E Commit: If your non-ranged attack deals damage, gain 1 vitality.",
                  "foundation", "condition: if your non-");
}

/* I.3.10: "If this attack was played as a reversal". */
static void
test_reversal (void)
{
  assert_compiles ("E: If this attack was played as a reversal, gain 3 vitality.", "attack",
                   "E <effect><if target=\"this-attack\" state=\"reversal\"><gain "
                   "counter=\"vitality\" amount=\"3\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If this attack played as a reversal deals damage, your opponent discards 2 "
                   "cards.",
                   "attack",
                   "E <effect><delayed event=\"damage\" card=\"this-attack\" "
                   "player=\"anyone\" until=\"end-of-attack\" times=\"1\"><if "
                   "target=\"this-attack\" state=\"reversal\"><discard count=\"2\" "
                   "from=\"hand\" player=\"opponent\"/></if></delayed></effect>");
  assert_compiles ("E: Draw 1 card. Only playable if this attack was played as a reversal.",
                   "attack",
                   "E <cost><require target=\"this-attack\" state=\"reversal\"/></cost><effect>"
                   "<draw count=\"1\" player=\"you\"/></effect>");
  /* against what it was played is not read */
  assert_refused ("E: If this attack was played as a reversal to a Kick attack, draw 1 card.",
                  "attack", "condition");
}

/* J.4.2: two amounts compared. */
static void
test_comparative (void)
{
  assert_compiles ("E: If you have more momentum than your opponent, gain 1 vitality.", "action",
                   "E <effect><if value=\"count(momentum)\" more-than=\"count(momentum, "
                   "opponent)\"><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></if>"
                   "</effect>");
  assert_compiles ("E Commit: If your opponent has more face down foundations in their staging "
                   "area than you do, draw 2 cards.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if value=\"count(face-down, "
                   "opponent)\" more-than=\"count(face-down)\"><draw count=\"2\" "
                   "player=\"you\"/></if></effect>");
  assert_compiles (
      "F: If your opponent has more committed foundations than ready foundations, draw "
      "1 card.",
      "action",
      "F <effect><if value=\"count(committed-foundations, opponent)\" "
      "more-than=\"count(ready-foundations, opponent)\"><draw count=\"1\" "
      "player=\"you\"/></if></effect>");
  assert_compiles (
      "E: This attack gets +2 speed. Only playable if you have less vitality than your "
      "opponent.",
      "attack",
      "E <cost><require value=\"vitality(you)\" less-than=\"vitality(opponent)\"/>"
      "</cost><effect><modify target=\"this-attack\" stat=\"speed\" by=\"2\" "
      "until=\"end-of-attack\"/></effect>");
  assert_compiles ("F: If your opponent has more than 9 foundations, draw 1 card.", "action",
                   "F <effect><if value=\"count(foundations, opponent)\" more-than=\"9\"><draw "
                   "count=\"1\" player=\"you\"/></if></effect>");
  /* characters, and what is in a staging area besides foundations, are not counted */
  assert_refused ("E: If you have more characters than your opponent, draw 1 card.", "action",
                  "condition: if you have more");
  assert_refused ("E: If you have more vitality than momentum, draw 1 card.", "action",
                  "condition: if you have more");
}

/* J.4.2: what a player did this turn, counted (turn(KIND)) */
static void
test_history (void)
{
  assert_compiles ("E: Gain 1 vitality. Only playable if you have dealt damage this turn.",
                   "foundation",
                   "E <cost><require value=\"turn(damage-dealt)\" at-least=\"1\"/></cost>"
                   "<effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E: If you have been dealt damage this turn, draw 2 cards.", "action",
                   "E <effect><if value=\"turn(damage-taken)\" at-least=\"1\"><draw "
                   "count=\"2\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If this is your third attack this turn, it gets +1 speed.", "attack",
                   "E <effect><if target=\"your-attack\" value=\"turn(attacks-played)\" "
                   "equals=\"3\"><modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("F: Draw 1 card. Only playable if your opponent has played 2 or more attacks "
                   "this turn.",
                   "foundation",
                   "F <cost><require value=\"turn(attacks-played, opponent)\" "
                   "at-least=\"2\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* "other": this attack is one of those played */
  assert_compiles ("E: If you have played at least 1 other attack this turn, gain 2 vitality.",
                   "attack",
                   "E <effect><if target=\"your-attack\" value=\"turn(attacks-played)\" "
                   "at-least=\"2\"><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></if></effect>");
  assert_refused ("E: If you have played at least 1 other attack this turn, gain 2 vitality.",
                  "foundation", "other attacks played");
}

/* G.2.2.3: partially blocked; C.1: a character's state */
static void
test_partial_and_character (void)
{
  assert_compiles ("E: If this attack is partially blocked, draw 2 cards.", "attack",
                   "E <effect><delayed event=\"block\" card=\"this-attack\" "
                   "player=\"anyone\" until=\"end-of-attack\" times=\"1\"><if "
                   "state=\"blocked\"><unless state=\"fully-blocked\"><draw count=\"2\" "
                   "player=\"you\"/></unless></if></delayed></effect>");
  assert_compiles ("E Commit: If your opponent's character is ready, your attack gets +1 speed.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "target=\"opponent-character\" state=\"ready\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_refused ("E: If your character is committed or sealed, draw 1 card.", "action",
                  "effect: if your");
}

/* J.4.2.1: an attack's value against its printed one */
static void
test_printed_value (void)
{
  assert_compiles ("E: If this attack's speed is less than its printed speed, gain 1 vitality.",
                   "attack",
                   "E <effect><if target=\"this-attack\" value=\"speed(this-attack)\" "
                   "less-than=\"printed-speed(this-attack)\"><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E Commit: Draw 1 card. Only playable if your attack has a printed speed of 3 "
                   "or more.",
                   "foundation",
                   "E <cost><require target=\"your-attack\" value=\"printed-speed(this-attack)\" "
                   "at-least=\"3\"/><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E: If your attack's damage is above printed, draw 1 card.", "action",
                   "E <effect><if target=\"your-attack\" value=\"damage(this-attack)\" "
                   "more-than=\"printed-damage(this-attack)\"><draw count=\"1\" "
                   "player=\"you\"/></if></effect>");
  /* another stat's printed value is not read */
  assert_refused ("E: If this attack's damage is less than its printed speed, draw 1 card.",
                  "attack", "condition: if this attack's");
}

/* J.4.2.1: the characters' printed values compared */
static void
test_printed_character (void)
{
  assert_compiles ("E: If your printed vitality is less than your opponent's, gain 1 vitality.",
                   "action",
                   "E <effect><if value=\"printed-vitality(your-character)\" "
                   "less-than=\"printed-vitality(opponent-character)\"><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If your opponent's printed hand size is greater than your printed hand "
                   "size, draw 2 cards.",
                   "action",
                   "E <effect><if value=\"printed-hand-size(opponent-character)\" "
                   "more-than=\"printed-hand-size(your-character)\"><draw count=\"2\" "
                   "player=\"you\"/></if></effect>");
  assert_refused ("E: If your printed hand size is less than your opponent's printed vitality, "
                  "draw 1 card.",
                  "action", "condition: if your printed");
}

/* B.1.2.1, J.4.2: the hand size of your character against a number: its
 * printed value ("starting", "printed") or its value now */
static void
test_hand_size_number (void)
{
  assert_compiles ("E: If your starting hand size is 5 or less, draw 1 card.", "action",
                   "E <effect><if value=\"printed-hand-size(your-character)\" "
                   "at-most=\"5\"><draw count=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E: If your character's printed hand size is at least 8, gain 2 vitality.",
                   "action",
                   "E <effect><if value=\"printed-hand-size(your-character)\" "
                   "at-least=\"8\"><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></if></effect>");
  assert_compiles ("E: If your hand size is 7 or more, draw 1 card.", "action",
                   "E <effect><if value=\"hand-size(your-character)\" "
                   "at-least=\"7\"><draw count=\"1\" player=\"you\"/></if></effect>");
  /* a bare number could be exactly it or at least it: not read */
  assert_refused ("E: If your hand size is 6, draw 1 card.", "action", "if your");
}

/* G.2.1.3: the card played as a block, by its type; "this Charge attack"
 * (K.3.4.1.1); a condition printed without its comma. */
static void
test_blocked_by (void)
{
  assert_compiles ("E: If this attack is blocked by a non-attack card, draw 2 cards.", "attack",
                   "E <effect><delayed event=\"block\" card=\"this-attack\" player=\"anyone\" "
                   "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><unless "
                   "target=\"blocker\" filter=\"type=attack\"><draw count=\"2\" "
                   "player=\"you\"/></unless></if></delayed></effect>");
  assert_compiles ("E: If your opponent blocks this attack with a foundation card, gain 1 "
                   "vitality.",
                   "attack",
                   "E <effect><delayed event=\"block\" card=\"this-attack\" "
                   "player=\"opponent\" until=\"end-of-attack\" times=\"1\"><if "
                   "state=\"blocked\"><if target=\"blocker\" filter=\"type=foundation\"><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></if></if></delayed>"
                   "</effect>");
  assert_compiles ("E Commit: If this Slam attack is not blocked, draw 1 card.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed event=\"block\" "
                   "card=\"this-attack\" player=\"anyone\" until=\"end-of-attack\" "
                   "times=\"1\"><if target=\"this-attack\" filter=\"keyword=Slam\"><unless "
                   "state=\"blocked\"><draw count=\"1\" player=\"you\"/></unless></if>"
                   "</delayed></effect>");
  assert_compiles ("E: If your opponent completely blocks your attack, draw 1 card.", "action",
                   "E <effect><delayed event=\"block\" card=\"your-attack\" "
                   "player=\"opponent\" until=\"end-of-attack\" times=\"1\"><if "
                   "state=\"fully-blocked\"><draw count=\"1\" player=\"you\"/></if>"
                   "</delayed></effect>");
  /* attacks filtered by symbols: both (K.3.13), either (K.3.14) */
  assert_compiles ("E: If your {Water} and {Void} attack deals damage, gain 1 vitality.", "action",
                   "E <effect><delayed event=\"damage\" card=\"your-attack\" "
                   "player=\"opponent\" until=\"end-of-attack\" times=\"1\"><if "
                   "target=\"your-attack\" filter=\"resources=water, resources=void\"><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></if></delayed>"
                   "</effect>");
  assert_compiles ("E: If your {Earth} or {Life} attack is not blocked, draw 1 card.", "action",
                   "E <effect><delayed event=\"block\" card=\"your-attack\" "
                   "player=\"opponent\" until=\"end-of-attack\" times=\"1\"><if "
                   "target=\"your-attack\" filter=\"resources=earth|life\"><unless "
                   "state=\"blocked\"><draw count=\"1\" player=\"you\"/></unless></if>"
                   "</delayed></effect>");
  assert_refused ("E: If your {Fire} and {Good} or {Evil} attack is blocked, draw 1 card.",
                  "action", "effect: if your");
  /* no comma: the clause after it says where the condition ends */
  assert_compiles ("E: If this attack is blocked draw 1 card.", "attack",
                   "E <effect><delayed event=\"block\" card=\"this-attack\" player=\"anyone\" "
                   "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><draw "
                   "count=\"1\" player=\"you\"/></if></delayed></effect>");
  /* "not blocked by" has no blocker; "by a Kick card" is no type */
  assert_refused ("E: If this attack is not blocked by a foundation card, draw 1 card.", "attack",
                  "effect: if this");
  assert_refused ("E: If this attack is blocked by a Kick card, draw 1 card.", "attack",
                  "condition: blocked by");
  assert_refused ("E: If this attack deals damage to your opponent, draw 1 card.", "attack",
                  "effect: if this");
}

/* K.3.13, J.4.2: what an attack has: a keyword, a symbol, more speed than
 * damage, a printed difficulty; the opponent's Nth attack; "only
 * playable while" a state; "as well". */
static void
test_attack_has (void)
{
  assert_compiles ("E Flip: If this attack has the Reversal keyword, gain 1 vitality.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><if target=\"this-attack\" "
                   "filter=\"keyword=Reversal\"><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></if></effect>");
  assert_compiles ("E: Your attack gets +1 speed. If your attack has {Water} it gets +1 damage as "
                   "well.",
                   "action",
                   "E <effect><modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/><if target=\"your-attack\" "
                   "filter=\"resources=water\"><modify target=\"your-attack\" "
                   "stat=\"damage\" by=\"1\" until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: Draw 1 card. Only playable if your attack has a higher damage than speed.",
                   "action",
                   "E <cost><require target=\"your-attack\" value=\"damage(this-attack)\" "
                   "more-than=\"speed(this-attack)\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E: If this attack has a printed difficulty of 3 or less, it gets +2 speed.",
                   "attack",
                   "E <effect><if target=\"this-attack\" value=\"printed-difficulty(this-attack)\" "
                   "at-most=\"3\"><modify target=\"this-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E Commit: If this is your opponent's third attack this turn, it gets -2 "
                   "damage.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "target=\"opponent-attack\" value=\"turn(attacks-played, opponent)\" "
                   "equals=\"3\"><modify target=\"opponent-attack\" stat=\"damage\" "
                   "by=\"-2\" until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E Commit: Draw 1 card. Only playable while your opponent is at desperation.",
                   "foundation",
                   "E <cost><require state=\"opponent-desperation\"/><commit "
                   "target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* two keywords, two symbols, a keyword that is no filter's: not read */
  assert_refused ("E: If this attack has Breaker and Stun, draw 1 card.", "attack",
                  "condition: if this attack has");
  assert_refused ("E: If this attack has {Fire} and {Good}, draw 1 card.", "attack",
                  "condition: if this attack has");
  assert_refused ("E: If this attack has Gauge, draw 1 card.", "attack",
                  "condition: if this attack has");
  /* "this attack" of a response on a card that is no attack */
  assert_refused ("R: After you play an attack, if this attack has Flash, draw 1 card.",
                  "foundation", "not on an attack");
  /* a place is no state the condition reads */
  assert_refused ("E: Draw 1 card. Only playable while this card is face up in your momentum.",
                  "attack", "only playable if");
}

/* "If it is a Weapon attack": the attack named before (K.3.4.1.1);
 * "instead" replaces the modification of the sentence before (J.3.5.1.1). */
static void
test_it_is_instead (void)
{
  assert_compiles ("E: Your attack gets +1 damage. If it is a Punch attack, it gets +3 damage "
                   "instead.",
                   "action",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Punch\"><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"3\" "
                   "until=\"end-of-attack\"/></if><else><modify target=\"your-attack\" "
                   "stat=\"damage\" by=\"1\" until=\"end-of-attack\"/></else></effect>");
  assert_compiles ("E Commit: This attack gets -1 speed. If it is a {Air} and {Order} attack, it "
                   "gets +1 speed instead.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "target=\"this-attack\" filter=\"resources=air, resources=order\"><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></if><else><modify target=\"this-attack\" "
                   "stat=\"speed\" by=\"-1\" until=\"end-of-attack\"/></else></effect>");
  assert_compiles ("E: Change this attack's zone to mid. If it is not a Throw attack, it gets +1 "
                   "speed.",
                   "foundation",
                   "E <effect><change-zone to=\"mid\" target=\"this-attack\" "
                   "until=\"end-of-attack\"/><unless target=\"this-attack\" "
                   "filter=\"keyword=Throw\"><modify target=\"this-attack\" stat=\"speed\" "
                   "by=\"1\" until=\"end-of-attack\"/></unless></effect>");
  /* which of two modifications "instead" replaces is not read */
  assert_refused ("E: This attack gets -1 speed and +1 damage. If it is a Weapon attack, it gets "
                  "-2 speed instead.",
                  "foundation", "instead, of more than one");
  /* nor one of another stat */
  assert_refused ("E: This attack gets -1 speed. If it is a Weapon attack, it gets -2 damage "
                  "instead.",
                  "foundation", "instead, of more than one");
  /* the only attack in the card pool: on an attack's enhance, the card */
  assert_compiles ("E: If this is the only attack in your card pool, it gets +1 speed.", "attack",
                   "E <effect><if target=\"self\" value=\"count(attacks)\" equals=\"1\"><modify "
                   "target=\"self\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/></if>"
                   "</effect>");
  assert_refused ("E: If this is the only attack in your card pool, draw 1 card.", "foundation",
                  "not an attack's enhance");
  /* "it" names no attack here */
  assert_refused ("E: Draw 1 card. If it is a Weapon attack, draw 2 cards.", "foundation",
                  "effect: if it");
}

/* "the speed of this attack is ...", "the zone of this attack is ...":
 * its values now (J.4.2.2), its zone (G.2.1.3.1). */
static void
test_of_this_attack (void)
{
  assert_compiles ("E: If the damage of this attack is 5 or more, draw 1 card.", "action",
                   "E <effect><if target=\"this-attack\" value=\"damage(this-attack)\" "
                   "at-least=\"5\"><draw count=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E Commit: If the zone of your attack is low, it gets +2 speed.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "target=\"your-attack\" filter=\"attack-zone=low\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: If your opponent's attack's zone is high or mid, gain 1 vitality.",
                   "action",
                   "E <effect><if target=\"opponent-attack\" filter=\"attack-zone=high|mid\"><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></if></effect>");
  /* "it": the filtered attack named before, with its filter */
  assert_compiles ("E: Your Slam attack gets +2 damage. If it is not blocked, draw 1 card.",
                   "action",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Slam\"><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></if><delayed event=\"block\" "
                   "card=\"your-attack\" player=\"opponent\" until=\"end-of-attack\" "
                   "times=\"1\"><if target=\"your-attack\" filter=\"keyword=Slam\"><unless "
                   "state=\"blocked\"><draw count=\"1\" player=\"you\"/></unless></if>"
                   "</delayed></effect>");
  assert_refused ("E: Draw 1 card. If it deals damage, gain 1 vitality.", "action",
                  "effect: if it");
  /* no comma before "this attack gets" */
  assert_compiles ("E: If you are at desperation this attack gets +1 speed.", "action",
                   "E <effect><if state=\"desperation\"><modify target=\"this-attack\" "
                   "stat=\"speed\" by=\"1\" until=\"end-of-attack\"/></if></effect>");
  assert_refused ("E: If the zone of this attack is blue, draw 1 card.", "action",
                  "condition: if the zone of this attack");
  assert_refused ("E: If the zone of this attack has been changed, draw 1 card.", "action",
                  "effect: if the");
}

/* E.4.1: "You may only play this card if ...": a <require> as the effect
 * of a continuous ability. */
static void
test_only_play_this_card_if (void)
{
  assert_compiles ("You may only play this card if there are at least 3 other attacks in your "
                   "card pool.",
                   "attack", "continuous <effect><require value=\"count(attacks)\" "
                             "at-least=\"3\"/></effect>");
  assert_compiles ("You may only play this attack if your opponent is at deadlock.", "attack",
                   "continuous <effect><require state=\"opponent-deadlock\"/></effect>");
  assert_refused ("You may only play this card if you are at desperation. Draw 1 card.", "attack",
                  "then more");
  assert_refused ("You may only play this card if your hand is empty.", "attack",
                  "you may only play this card if");
}

/* "Your opponent discards 1 momentum. If they did, ...": they did when
 * they had one (D.4.2.3), the test made before the discard. */
static void
test_they_did (void)
{
  assert_compiles ("E Commit: Your opponent discards 1 momentum. If they did, gain 2 vitality.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if zone=\"momentum\" "
                   "player=\"opponent\" at-least=\"1\"><discard-momentum count=\"1\" "
                   "player=\"opponent\"/><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></if></effect>");
  assert_refused ("E: Your opponent discards 2 momentum. If they did, draw 1 card.", "action",
                  "if they did, after another sentence");
  assert_refused ("E: Your opponent discards 1 momentum and draws 1 card. If they did, draw 1 "
                  "card.",
                  "action", "if they did, after another sentence");
}

/* G.3, J.3.2.1: "If this attack deals 4 or more damage, ...": the fired
 * effect waits for damage of that amount or more. */
static void
test_deals_at_least (void)
{
  assert_compiles ("E: If this attack deals 5 or more damage, draw 2 cards.", "attack",
                   "E <effect><delayed event=\"damage\" card=\"this-attack\" "
                   "player=\"anyone\" until=\"end-of-attack\" times=\"1\" "
                   "at-least=\"5\"><draw count=\"2\" player=\"you\"/></delayed></effect>");
  assert_compiles ("E Commit: If your attack deals at least 3 damage, gain 1 vitality.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed "
                   "event=\"damage\" card=\"your-attack\" player=\"opponent\" "
                   "until=\"end-of-attack\" times=\"1\" at-least=\"3\"><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></delayed></effect>");
  /* "or less" is no such bound: damage of 0 comes as no event */
  assert_refused ("E: If this attack deals 2 or less damage, draw 1 card.", "attack", "effect");
}

/* J.3.2: a card chosen inside the fired effect is chosen when it runs. */
static void
test_choice_inside_fired (void)
{
  assert_compiles ("E: If this attack deals damage, add 1 card from your discard pile to your "
                   "hand.",
                   "attack",
                   "E <effect><delayed event=\"damage\" card=\"this-attack\" "
                   "player=\"anyone\" until=\"end-of-attack\" times=\"1\"><choose "
                   "as=\"it\" zone=\"discard\" player=\"you\"/><move target=\"it\" "
                   "to=\"hand\"/></delayed></effect>");
}

/* D.2.2.3.4, D.2.2.4: the character cards of a staging area (the
 * starting character and those attached to it), only with the staging
 * area named. */
static void
test_characters_counted (void)
{
  assert_compiles ("E Commit: If you have 2 or more characters in your staging area, draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "value=\"count(characters)\" at-least=\"2\"><draw count=\"1\" "
                   "player=\"you\"/></if></effect>");
  assert_compiles ("E: If there are at least 3 character cards in your staging area, this "
                   "attack gets +2 speed.",
                   "attack",
                   "E <effect><if value=\"count(characters)\" at-least=\"3\"><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: If you have more characters in your staging area than your opponent, "
                   "gain 1 vitality.",
                   "action",
                   "E <effect><if value=\"count(characters)\" "
                   "more-than=\"count(characters, opponent)\"><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></if></effect>");
  /* other places than the staging area are not counted */
  assert_refused ("E: If there are 2 or more character cards in your staging area or discard "
                  "pile, draw 1 card.",
                  "action", "condition");
  assert_refused ("E: If you have 2 or more characters, draw 1 card.", "action", "condition");
}

/* K.3.5: "you may" after a condition: the player decides inside it. */
static void
test_may_after_condition (void)
{
  assert_compiles ("F Commit: If you have 3 or fewer foundations, you may draw 2 cards.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><if "
                   "value=\"count(foundations)\" at-most=\"3\"><may player=\"you\"><draw "
                   "count=\"2\" player=\"you\"/></may></if></effect>");
  assert_compiles ("E: If this attack is blocked, you may draw 1 card.", "attack",
                   "E <effect><delayed event=\"block\" card=\"this-attack\" "
                   "player=\"anyone\" until=\"end-of-attack\" times=\"1\"><if "
                   "state=\"blocked\"><may player=\"you\"><draw count=\"1\" "
                   "player=\"you\"/></may></if></delayed></effect>");
  assert_refused ("E: If this attack is blocked, you may draw 1 card. If you do, gain 1 "
                  "vitality.",
                  "attack", "condition: if you do");
}

/* J.1.4.1: "you may X to Y": X is a cost. */
static void
test_may_to (void)
{
  assert_compiles ("F Commit: You may discard 2 cards to draw 3 cards.", "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><may player=\"you\"><cost><discard "
                   "count=\"2\" from=\"hand\" player=\"you\"/></cost><draw count=\"3\" "
                   "player=\"you\"/></may></effect>");
  /* without "to", the discard is an effect, as much as it can */
  assert_compiles ("F Commit: You may discard 2 cards.", "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><may player=\"you\"><discard "
                   "count=\"2\" from=\"hand\" player=\"you\"/></may></effect>");
}

/* H.6: a condition in a continuous ability around the card's bonuses to
 * itself and its rule to ignore progressive difficulty (E.4.7.2.2). */
static void
test_continuous_if (void)
{
  assert_compiles ("If you are at Desperation, this attack gets +3 speed.", "attack",
                   "continuous <effect><if state=\"desperation\"><modify target=\"self\" "
                   "stat=\"speed\" by=\"3\"/></if></effect>");
  assert_compiles ("If you have no momentum, this attack gets +2 damage and +1 speed.", "attack",
                   "continuous <effect><if zone=\"momentum\" player=\"you\" "
                   "equals=\"0\"><modify target=\"self\" stat=\"damage\" by=\"2\"/><modify "
                   "target=\"self\" stat=\"speed\" by=\"1\"/></if></effect>");
  assert_compiles ("If your opponent is at Desperation, this card ignores progressive "
                   "difficulty.",
                   "foundation",
                   "continuous <effect><if state=\"opponent-desperation\"><ignore-progressive "
                   "to-play=\"self\"/></if></effect>");
  /* with a trigger, the condition is read as in a response */
  assert_compiles ("After you play this card, if you have 2 or fewer foundations, draw 1 card.",
                   "foundation",
                   "continuous <when event=\"card-played\" player=\"you\" card=\"self\"/>"
                   "<effect><if value=\"count(foundations)\" at-most=\"2\"><draw "
                   "count=\"1\" player=\"you\"/></if></effect>");
  /* a block's modifier is no bonus in play (the difficulty is read as
   * the card is played: test-ufs-text-selfdiff); damage is an attack's;
   * another card's bonus is a static effect */
  assert_refused ("If you are at Desperation, this card gets -1 to its block modifier.", "attack",
                  "condition: if in a continuous ability: gets");
  assert_refused ("If you are at Desperation, this card gets +2 damage.", "foundation",
                  "condition: if in a continuous ability: gets");
  assert_refused ("If you are at Desperation, your attacks get +1 damage.", "foundation",
                  "of another card");
  assert_refused ("If this attack's speed is 5 or more, this attack gets +1 damage.", "attack",
                  "condition: if in a continuous ability");
}

/* K.2.3: "they have", the opponent the ability named before. */
static void
test_they_have (void)
{
  assert_compiles ("E: Your opponent draws 3 cards. If they have no momentum, gain 2 vitality.",
                   "action",
                   "E <effect><draw count=\"3\" player=\"opponent\"/><if zone=\"momentum\" "
                   "player=\"opponent\" equals=\"0\"><gain counter=\"vitality\" "
                   "amount=\"2\" player=\"you\"/></if></effect>");
  /* no opponent named before, or both players: not read */
  assert_refused ("E: If they have 2 or fewer cards in their hand, draw 1 card.", "action",
                  "effect: if they");
  assert_refused ("E: Both players draw 3 cards. If they have 2 or fewer cards in their hand, "
                  "draw 1 card.",
                  "action", "effect: if they");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-cond/J.4.2/staging-count", test_staging_count);
  g_test_add_func ("/ufs-text-cond/K.3.5/zero-momentum", test_zero);
  g_test_add_func ("/ufs-text-cond/K.3.5/there-are", test_there_are);
  g_test_add_func ("/ufs-text-cond/J.5.1/states", test_states);
  g_test_add_func ("/ufs-text-cond/G.2/who-blocks", test_who_blocks);
  g_test_add_func ("/ufs-text-cond/H.3.3.1/only-playable-if", test_only_playable_if);
  g_test_add_func ("/ufs-text-cond/J.4.2/attack-value", test_attack_value);
  g_test_add_func ("/ufs-text-cond/K.3.4.1.1/filtered-event", test_filtered_event);
  g_test_add_func ("/ufs-text-cond/I.3.10/reversal", test_reversal);
  g_test_add_func ("/ufs-text-cond/J.4.2/comparative", test_comparative);
  g_test_add_func ("/ufs-text-cond/J.4.2/history", test_history);
  g_test_add_func ("/ufs-text-cond/G.2.2.3/partial-and-character", test_partial_and_character);
  g_test_add_func ("/ufs-text-cond/J.4.2.1/printed-value", test_printed_value);
  g_test_add_func ("/ufs-text-cond/J.4.2.1/printed-character", test_printed_character);
  g_test_add_func ("/ufs-text-cond/G.2.1.3/blocked-by", test_blocked_by);
  g_test_add_func ("/ufs-text-cond/K.3.13/attack-has", test_attack_has);
  g_test_add_func ("/ufs-text-cond/J.3.5.1.1/it-is-instead", test_it_is_instead);
  g_test_add_func ("/ufs-text-cond/G.2.1.3.1/of-this-attack", test_of_this_attack);
  g_test_add_func ("/ufs-text-cond/E.4.1/only-play-this-card-if", test_only_play_this_card_if);
  g_test_add_func ("/ufs-text-cond/D.4.2.3/they-did", test_they_did);
  g_test_add_func ("/ufs-text-cond/G.3/deals-at-least", test_deals_at_least);
  g_test_add_func ("/ufs-text-cond/J.3.2/choice-inside-fired", test_choice_inside_fired);
  g_test_add_func ("/ufs-text-cond/D.2.2.3.4/characters-counted", test_characters_counted);
  g_test_add_func ("/ufs-text-cond/K.3.5/may-after-condition", test_may_after_condition);
  g_test_add_func ("/ufs-text-cond/H.6/continuous-if", test_continuous_if);
  g_test_add_func ("/ufs-text-cond/J.1.4.1/may-to", test_may_to);
  g_test_add_func ("/ufs-text-cond/K.2.3/they-have", test_they_have);
  g_test_add_func ("/ufs-text-cond/B.1.2.1/hand-size-number", test_hand_size_number);
  return g_test_run ();
}
