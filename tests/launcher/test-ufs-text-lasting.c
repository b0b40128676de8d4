/* test-ufs-text-lasting.c: the lasting part of the compiler of printed UFS
 * ability text (launcher/ufs-text/ufs-text-lasting.c): cards shown, an
 * attack's zone and values changed, the next attack or card, "for the rest
 * of this turn". Every card text here is made up, in the words real cards
 * print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* C.2.1.2, K.5.1: revealed cards; C.2.2.2: cards looked at. */
static void
test_shown (void)
{
  assert_compiles ("E Flip: Reveal the top 6 cards of your opponent's deck.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><reveal zone=\"deck\" "
                   "count=\"6\" player=\"opponent\"/></effect>");
  assert_compiles ("F Commit: Draw 2 cards, then reveal the top 7 cards of your deck.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><draw count=\"2\" "
                   "player=\"you\"/><reveal zone=\"deck\" count=\"7\" player=\"you\"/></effect>");
  assert_compiles ("E: Look at the top 3 cards of your opponent's deck.", "action",
                   "E <effect><look zone=\"deck\" count=\"3\" player=\"opponent\"/></effect>");
  assert_compiles ("R: After you play this card, look at your opponent's hand and gain 1 "
                   "vitality.",
                   "asset",
                   "R <when event=\"card-played\" player=\"you\" card=\"self\"/><effect><look "
                   "zone=\"hand\" player=\"opponent\"/><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  /* each player's: one instruction each */
  assert_compiles ("F Destroy: Look at the top 3 cards of each player's deck.", "foundation",
                   "F <cost><destroy target=\"self\"/></cost><effect><look zone=\"deck\" "
                   "count=\"3\" player=\"you\"/><look zone=\"deck\" count=\"3\" "
                   "player=\"opponent\"/></effect>");
  assert_compiles ("E: Reveal the top card of both players' decks, then draw 1 card.", "action",
                   "E <effect><reveal zone=\"deck\" count=\"1\" player=\"you\"/><reveal "
                   "zone=\"deck\" count=\"1\" player=\"opponent\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E: Reveal your opponent's hand, then gain 4 vitality.", "action",
                   "E <effect><reveal zone=\"hand\" player=\"opponent\"/><gain "
                   "counter=\"vitality\" amount=\"4\" player=\"you\"/></effect>");
  /* the opponent stays the subject */
  assert_compiles ("E Commit: Your opponent reveals their hand and loses 3 vitality.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><reveal zone=\"hand\" "
                   "player=\"opponent\"/><lose counter=\"vitality\" amount=\"3\" "
                   "player=\"opponent\"/></effect>");
  assert_refused (
      "E: Your opponent reveals their hand and discards 1 asset card revealed this way.",
      "foundation", "effect: your opponent discards");
  /* what is done with the cards shown names them: not read */
  assert_refused ("F: Look at the top 6 cards of your deck and replace them in any order.",
                  "foundation", "effect: look at: and");
  assert_refused ("E: Reveal the top 9 cards of your deck. You may discard them.", "foundation",
                  "effect: discard");
  assert_refused (
      "E: Reveal the top X cards of your deck. X equals the number of cards in your hand.",
      "foundation", "effect: cards shown");
  assert_refused ("E: Look at your hand.", "foundation", "effect: look at");
  /* "their hand" only names the opponent's after "your opponent ..." */
  assert_refused ("E: Look at their hand.", "foundation", "effect: look at");
}

/* G.2.1.3.1, G.2.2: an attack's zone changed, for the attack (C.3.3.4.2.3). */
static void
test_change_zone (void)
{
  assert_compiles ("E Commit: Change the zone of this attack to low, then draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><change-zone to=\"low\" "
                   "target=\"this-attack\" until=\"end-of-attack\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E: Change your attack's zone to high. It gets +1 damage.", "foundation",
                   "E <effect><change-zone to=\"high\" target=\"your-attack\" "
                   "until=\"end-of-attack\"/><modify target=\"your-attack\" stat=\"damage\" "
                   "by=\"1\" until=\"end-of-attack\"/></effect>");
  /* J.3.3: a choice between two zones */
  assert_compiles ("E: Change this attack's zone to mid or low.", "attack",
                   "E <effect><either><option><change-zone to=\"mid\" target=\"this-attack\" "
                   "until=\"end-of-attack\"/></option><option><change-zone to=\"low\" "
                   "target=\"this-attack\" until=\"end-of-attack\"/></option></either></effect>");
  /* "any other zone": the two the attack does not have, tested once */
  assert_compiles (
      "E Discard 1 card: Change the zone of your opponent's attack to any other zone.", "asset",
      "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect><if target=\"opponent-attack\" "
      "filter=\"attack-zone=high\"><either><option><change-zone to=\"mid\" "
      "target=\"opponent-attack\" until=\"end-of-attack\"/></option><option><change-zone "
      "to=\"low\" target=\"opponent-attack\" until=\"end-of-attack\"/></option></either></if>"
      "<else><if target=\"opponent-attack\" filter=\"attack-zone=mid\"><either><option>"
      "<change-zone to=\"high\" target=\"opponent-attack\" until=\"end-of-attack\"/></option>"
      "<option><change-zone to=\"low\" target=\"opponent-attack\" until=\"end-of-attack\"/>"
      "</option></either></if><else><either><option><change-zone to=\"high\" "
      "target=\"opponent-attack\" until=\"end-of-attack\"/></option><option><change-zone "
      "to=\"mid\" target=\"opponent-attack\" until=\"end-of-attack\"/></option></either>"
      "</else></else></effect>");
  /* K.3.4.3: in a response on an attack, the card itself */
  assert_compiles ("R: After you play this card, change this attack's zone to high.", "attack",
                   "R <when event=\"card-played\" player=\"you\" card=\"self\"/><effect>"
                   "<change-zone to=\"high\" target=\"self\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Remove: Change the attack zone of your attack to mid.", "foundation",
                   "E <cost><remove target=\"self\"/></cost><effect><change-zone to=\"mid\" "
                   "target=\"your-attack\" until=\"end-of-attack\"/></effect>");
  assert_refused ("E: Change the zone of your Kick attack to mid.", "foundation",
                  "effect: change the zone");
  assert_refused ("E: Change the block zone of this attack to high.", "attack",
                  "effect: change the zone");
  assert_refused ("E: Change this attack's zone to sideways.", "attack",
                  "effect: change the zone: to");
  assert_refused ("E: Change this attack's zone to mid or mid.", "attack",
                  "effect: change the zone: to");
}

/* C.3.3.4.3: "reduce ... to 0" takes off the attack's current value once. */
static void
test_reduce (void)
{
  assert_compiles ("E Commit: Reduce this attack's speed to 0 and gain 2 vitality.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify target=\"this-attack\" "
                   "stat=\"speed\" by=\"-1*speed(this-attack)\" until=\"end-of-attack\"/><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  /* to N > 0 would raise a lower value: not read */
  assert_refused ("E: Reduce this attack's speed to 2.", "foundation", "effect: reduce: to");
  assert_refused ("E: Reduce your opponent's attack's damage to 0.", "foundation",
                  "effect: reduce");
  assert_refused ("E: Reduce this attack's Stun rating to 0.", "foundation", "effect: reduce");
}

/* K.3.9: the next attack; K.3.9.2, E.4.7.2.2: the next card. */
static void
test_next (void)
{
  assert_compiles ("E: The next attack you play this turn gets +2 speed and -1 difficulty.",
                   "action",
                   "E <effect><modify target=\"your-next-attack\" stat=\"speed\" by=\"2\"/>"
                   "<modify target=\"your-next-attack\" stat=\"difficulty\" by=\"-1\"/></effect>");
  assert_compiles ("F Destroy: The next card you play this turn ignores progressive difficulty.",
                   "foundation",
                   "F <cost><destroy target=\"self\"/></cost><effect><ignore-progressive "
                   "player=\"you\"/></effect>");
  /* the opponent's next attack (ufs-text-lasting2.c) */
  assert_compiles ("E: The next attack your opponent plays this turn gets -4 speed.", "action",
                   "E <effect><modify-attacks stat=\"speed\" by=\"-4\" player=\"opponent\" "
                   "until=\"next\"/></effect>");
  /* which kind, a choice, an amount of the game: not read */
  assert_compiles ("E: The next Kick attack you play this turn gets +1 damage.", "action",
                   "E <effect><modify-attacks stat=\"damage\" by=\"1\" player=\"you\" "
                   "keyword=\"Kick\" until=\"next\"/></effect>");
  assert_refused ("E: The next attack this turn gets +2 or -2 damage.", "action",
                  "effect: the next");
  assert_refused ("E: The next attack you play this turn gets +1 damage for each card in your "
                  "momentum.",
                  "action", "effect: the next attack gets");
  /* K.3.4: on the opponent's turn "this attack" is theirs, and its damage
   * is dealt to you: the fired effect waits for that attack's damage,
   * whoever takes it */
  assert_compiles ("E [Opponent's attack]: If this attack deals damage, the next card you play "
                   "this turn ignores progressive difficulty.",
                   "attack",
                   "E limit=\"opponent-attack\" <effect><delayed event=\"damage\" "
                   "card=\"this-attack\" player=\"anyone\" until=\"end-of-attack\" "
                   "times=\"1\"><ignore-progressive player=\"you\"/></delayed></effect>");
  assert_compiles ("E [Your attack]: If this attack deals damage, the next card you play "
                   "this turn ignores progressive difficulty.",
                   "attack",
                   "E limit=\"your-attack\" <effect><delayed event=\"damage\" "
                   "card=\"this-attack\" player=\"anyone\" until=\"end-of-attack\" "
                   "times=\"1\"><ignore-progressive player=\"you\"/></delayed></effect>");
  /* a card of one type (ufs-text-lasting2.c) */
  assert_compiles ("E: The next attack you play ignores progressive difficulty.", "action",
                   "E <effect><ignore-progressive player=\"you\" card-type=\"attack\"/></effect>");
  assert_compiles ("E: The next asset you play this turn ignores progressive difficulty.", "action",
                   "E <effect><ignore-progressive player=\"you\" card-type=\"asset\"/></effect>");
}

/* E.4.7.2.3, F.3.1: "for the rest of this turn" for a card in the card pool. */
static void
test_rest_of_turn (void)
{
  assert_compiles ("E Discard 1 momentum: For the rest of this turn, this card does not count "
                   "toward progressive difficulty.",
                   "attack",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><ignore-progressive "
                   "target=\"self\"/></effect>");
  /* a foundation's E is played from the staging area: the card may come
   * to the card pool later, and the turn outlast its stay */
  assert_refused ("E: For the rest of this turn, this card does not count toward progressive "
                  "difficulty.",
                  "foundation", "a card that may not be in the card pool");
  assert_refused ("E: For the rest of this Enhance Step, this attack gets +1 speed.", "foundation",
                  "effect: for the rest of");
}

/* J.2.2, J.3.3: a player's attacks modified for a time, the duration
 * printed before or after. */
static void
test_attacks_for_a_time (void)
{
  assert_compiles ("F: For the rest of this turn, your Punch attacks get +1 speed.", "foundation",
                   "F <effect><modify-attacks stat=\"speed\" by=\"1\" player=\"you\" "
                   "keyword=\"Punch\" until=\"end-of-turn\"/></effect>");
  assert_compiles ("E Commit: Your mid or high attacks get +3 damage and +1 speed until the end "
                   "of the turn.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify-attacks "
                   "stat=\"damage\" by=\"3\" player=\"you\" zone=\"mid|high\" "
                   "until=\"end-of-turn\"/><modify-attacks stat=\"speed\" by=\"1\" player=\"you\" "
                   "zone=\"mid|high\" until=\"end-of-turn\"/></effect>");
  assert_compiles ("E: Your Slam, Tech or Weapon attacks get -1 speed for the rest of this Combat "
                   "Phase.",
                   "attack",
                   "E <effect><modify-attacks stat=\"speed\" by=\"-1\" player=\"you\" "
                   "keyword=\"Slam|Tech|Weapon\" until=\"end-of-turn\"/></effect>");
  assert_compiles ("F Flip: Until the beginning of your next turn, your opponent's non-throw "
                   "attacks get -2 damage.",
                   "foundation",
                   "F <cost><flip target=\"self\"/></cost><effect><modify-attacks "
                   "stat=\"damage\" by=\"-2\" player=\"opponent\" not-keyword=\"Throw\" "
                   "until=\"your-next-turn\"/></effect>");
  assert_compiles ("R Commit: After you play a foundation, all attacks get +4 speed until the end "
                   "of your next turn.",
                   "foundation",
                   "R <when event=\"card-played\" player=\"you\" card-type=\"foundation\" "
                   "kind=\"form\"/><cost><commit target=\"self\"/></cost>"
                   "<effect><modify-attacks stat=\"speed\" by=\"4\" player=\"each\" "
                   "until=\"end-of-your-next-turn\"/></effect>");
  /* a second part with its own duration; another clause after "and" */
  assert_compiles ("E: Your attacks get +1 damage for the rest of this turn and your opponent's "
                   "attacks get -1 damage until the start of your next turn.",
                   "attack",
                   "E <effect><modify-attacks stat=\"damage\" by=\"1\" player=\"you\" "
                   "until=\"end-of-turn\"/><modify-attacks stat=\"damage\" by=\"-1\" "
                   "player=\"opponent\" until=\"your-next-turn\"/></effect>");
  /* no duration: not a lasting effect (another part's) */
  assert_refused ("E: Your Fury attacks get +2 damage.", "attack", "your fury attacks get");
  /* a duration printed first governs the whole sentence */
  assert_refused ("F: For the rest of this turn, your attacks get +1 speed and your opponent "
                  "draws 1 card.",
                  "foundation", "effect: for the rest of");
  /* X, "for each", a bound, "and" between keywords: not read */
  assert_refused ("F Lose X vitality: Your attacks get +X damage for the rest of this turn.",
                  "foundation", "");
  assert_refused ("E: Your attacks get +1 damage for each card in your momentum for the rest of "
                  "this turn.",
                  "attack", "");
  assert_refused ("E: Your opponent's attacks get -2 speed for the rest of this turn (minimum 1).",
                  "attack", "");
  assert_refused ("E: Your Kick and Weapon attacks get +1 speed for the rest of this turn.",
                  "attack", "");
  /* a static effect has no duration of its own */
  assert_refused ("Your attacks get +1 damage for the rest of this turn.", "asset",
                  "continuous: words after the bonus: for the rest of");
  /* K.3.4: the opponent's attack deals its damage to you: waited for
   * whoever takes it */
  assert_compiles ("E [Opponent's attack]: If this attack deals damage, your attacks get +1 speed "
                   "for the rest of this turn.",
                   "attack",
                   "E limit=\"opponent-attack\" <effect><delayed event=\"damage\" "
                   "card=\"this-attack\" player=\"anyone\" until=\"end-of-attack\" "
                   "times=\"1\"><modify-attacks stat=\"speed\" by=\"1\" player=\"you\" "
                   "until=\"end-of-turn\"/></delayed></effect>");
}

/* E.3.1.2: a player's control checks modified for the rest of the turn. */
static void
test_checks_for_a_time (void)
{
  assert_compiles ("F Flip: Your checks to play attacks get +2 for the rest of the turn.",
                   "foundation",
                   "F <cost><flip target=\"self\"/></cost><effect><modify-check by=\"2\" "
                   "player=\"you\" type=\"attack\" until=\"end-of-turn\"/></effect>");
  assert_compiles ("E: Your opponent's control checks get -2 for the rest of this turn.", "attack",
                   "E <effect><modify-check by=\"-2\" player=\"opponent\" "
                   "until=\"end-of-turn\"/></effect>");
  assert_compiles ("E: Your checks to play cards get +1 until the end of this turn.", "attack",
                   "E <effect><modify-check by=\"1\" player=\"you\" type=\"character attack "
                   "action asset foundation\" until=\"end-of-turn\"/></effect>");
  /* the lasting restrictions last a turn at most; a later phase's checks */
  assert_refused ("E: Your checks get +1 until the end of your next turn.", "attack",
                  "until a later turn");
  assert_refused ("E: Your checks get +1 for the rest of this Combat Phase.", "attack",
                  "for the rest of this Combat Phase");
}

/* K.3.9, K.3.9.1: the next attack of one kind, the opponent's next attack. */
static void
test_next_matching (void)
{
  assert_compiles ("F Commit: Your next Slam or Tech attack this turn gets -1 difficulty and +3 "
                   "speed.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><modify-attacks "
                   "stat=\"difficulty\" by=\"-1\" player=\"you\" keyword=\"Slam|Tech\" "
                   "until=\"next\"/><modify-attacks stat=\"speed\" by=\"3\" player=\"you\" "
                   "keyword=\"Slam|Tech\" until=\"next\"/></effect>");
  assert_compiles ("E: Your next high attack gets +2 speed.", "attack",
                   "E <effect><modify-attacks stat=\"speed\" by=\"2\" player=\"you\" "
                   "zone=\"high\" until=\"next\"/></effect>");
  assert_compiles ("E: Your next non-throw attack this turn gets +1 damage.", "attack",
                   "E <effect><modify-attacks stat=\"damage\" by=\"1\" player=\"you\" "
                   "not-keyword=\"Throw\" until=\"next\"/></effect>");
  assert_compiles ("E Commit: Your opponent's next attack this turn gets -1 speed.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify-attacks stat=\"speed\" "
                   "by=\"-1\" player=\"opponent\" until=\"next\"/></effect>");
  /* "your next attack" is the other part's (<modify target="your-next-attack">) */
  assert_compiles ("E: Your next attack gets +3 speed.", "attack",
                   "E <effect><modify target=\"your-next-attack\" stat=\"speed\" "
                   "by=\"3\"/></effect>");
  /* a bound, an amount of the game, a keyword granted: not read */
  assert_refused ("E: Your next Tech attack this turn gets -4 difficulty (minimum 1).", "attack",
                  "effect: the next attack of one kind gets");
  assert_refused ("E: Your next Punch attack gets +1 damage for each card in your momentum.",
                  "attack", "effect: the next attack of one kind gets");
  assert_refused ("E: Your next Kick attack gets Stun: 1.", "attack",
                  "effect: the next attack of one kind gets");
  /* K.3.4: the opponent's attack's damage, whoever takes it */
  assert_compiles ("E [Opponent's attack]: If this attack deals damage, your next Punch attack "
                   "gets +1 speed.",
                   "attack",
                   "E limit=\"opponent-attack\" <effect><delayed event=\"damage\" "
                   "card=\"this-attack\" player=\"anyone\" until=\"end-of-attack\" "
                   "times=\"1\"><modify-attacks stat=\"speed\" by=\"1\" player=\"you\" "
                   "keyword=\"Punch\" until=\"next\"/></delayed></effect>");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-lasting/C.2.1.2/shown", test_shown);
  g_test_add_func ("/ufs-text-lasting/G.2.2/change-zone", test_change_zone);
  g_test_add_func ("/ufs-text-lasting/C.3.3.4.3/reduce", test_reduce);
  g_test_add_func ("/ufs-text-lasting/K.3.9/next", test_next);
  g_test_add_func ("/ufs-text-lasting/E.4.7.2.3/rest-of-turn", test_rest_of_turn);
  g_test_add_func ("/ufs-text-lasting/J.3.3/attacks-for-a-time", test_attacks_for_a_time);
  g_test_add_func ("/ufs-text-lasting/E.3.1.2/checks-for-a-time", test_checks_for_a_time);
  g_test_add_func ("/ufs-text-lasting/K.3.9.1/next-matching", test_next_matching);
  return g_test_run ();
}
