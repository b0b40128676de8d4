/* test-ufs-text-static.c: continuous abilities read as static effects
 * (launcher/ufs-text/ufs-text-static.c), one test a piece of its grammar.
 * Every card text here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* compile() for a card that prints keywords */
static char *
compile_with_keywords (const char *text, const char *card_type)
{
  UfsTextCard card = { card_type, TRUE };

  return compile_on (text, &card);
}

/* J.2.1: your (your opponent's) attacks get a bonus. */
static void
test_attacks_get (void)
{
  assert_compiles ("Your attacks get +1 speed.", "foundation",
                   "continuous <effect><modify target=\"your-attack\" stat=\"speed\" "
                   "by=\"1\"/></effect>");
  assert_compiles ("Your opponent's attacks get -2 damage and -1 speed.", "asset",
                   "continuous <effect><modify target=\"opponent-attack\" stat=\"damage\" "
                   "by=\"-2\"/><modify target=\"opponent-attack\" stat=\"speed\" "
                   "by=\"-1\"/></effect>");
  assert_compiles ("All attacks get +2 speed, -1 damage.", "asset",
                   "continuous <effect><modify target=\"this-attack\" stat=\"speed\" "
                   "by=\"2\"/><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"-1\"/></effect>");
}

/* K.3.4.1.1, K.3.14: attacks filtered by keyword, zone or symbol ("or":
 * either), and "non-". */
static void
test_filtered (void)
{
  assert_compiles ("Your Slam attacks get +2 speed.", "foundation",
                   "continuous <effect><if target=\"your-attack\" filter=\"keyword=Slam\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\"/></if></effect>");
  assert_compiles ("Your Tech or Fury attacks get +1 damage.", "asset",
                   "continuous <effect><if target=\"your-attack\" filter=\"keyword=Tech|Fury\">"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"1\"/></if></effect>");
  assert_compiles ("Your opponent's low attacks get -1 speed.", "asset",
                   "continuous <effect><if target=\"opponent-attack\" "
                   "filter=\"attack-zone=low\"><modify target=\"opponent-attack\" stat=\"speed\" "
                   "by=\"-1\"/></if></effect>");
  assert_compiles ("Your {Water} or {Chaos} attacks get +1 damage.", "foundation",
                   "continuous <effect><if target=\"your-attack\" filter=\"resources=water|chaos\">"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"1\"/></if></effect>");
  assert_compiles ("Your non-Throw attacks get +1 speed.", "foundation",
                   "continuous <effect><unless target=\"your-attack\" filter=\"keyword=Throw\">"
                   "<modify target=\"your-attack\" stat=\"speed\" by=\"1\"/></unless></effect>");
  assert_compiles ("Taunt attacks get -1 damage.", "asset",
                   "continuous <effect><if target=\"this-attack\" filter=\"keyword=Taunt\"><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"-1\"/></if></effect>");
  /* two kinds of tests, or "and": not read */
  assert_refused ("Your Kick or high attacks get +1 speed.", "asset", "two kinds of terms");
  assert_refused ("Your low and mid attacks get +1 speed.", "asset", "\"and\"");
}

/* J.2.4: "While this card is in your card pool (staging area)", the zone
 * it acts from. */
static void
test_while_in_zone (void)
{
  assert_compiles ("While this card is in your card pool, your Punch attacks get +1 speed.",
                   "action",
                   "continuous zone=\"card-pool\" <effect><if target=\"your-attack\" "
                   "filter=\"keyword=Punch\"><modify target=\"your-attack\" stat=\"speed\" "
                   "by=\"1\"/></if></effect>");
  assert_compiles ("While this card is in your staging area, your opponent's attacks get -1 "
                   "damage.",
                   "asset",
                   "continuous zone=\"staging\" <effect><modify target=\"opponent-attack\" "
                   "stat=\"damage\" by=\"-1\"/></effect>");
  assert_compiles ("While this card is in your staging area or card pool, your attacks get +1 "
                   "damage.",
                   "asset",
                   "continuous <effect><modify target=\"your-attack\" stat=\"damage\" "
                   "by=\"1\"/></effect>");
  /* C.1: its state */
  assert_compiles ("While this card is ready, your Slam attacks get +1 speed.", "asset",
                   "continuous <effect><if target=\"self\" state=\"ready\"><if "
                   "target=\"your-attack\" filter=\"keyword=Slam\"><modify target=\"your-attack\" "
                   "stat=\"speed\" by=\"1\"/></if></if></effect>");
  assert_compiles ("While this card is committed in your staging area, your checks get +2.",
                   "foundation",
                   "continuous zone=\"staging\" <effect><if target=\"self\" "
                   "state=\"committed\"><modify-check by=\"2\" player=\"you\"/></if></effect>");
  /* another place of the card, or another effect: not read here */
  assert_refused ("While this card is in your momentum, your attacks get +1 speed.", "asset",
                  "continuous: while this card is");
  assert_refused ("While this card is in your card pool, your opponent may not draw cards.",
                  "action", "continuous: may not: draw cards");
}

/* "Each player gets +1 hand size": both characters (J.2.1). */
static void
test_hand_size (void)
{
  assert_compiles ("Each player gets +2 hand size.", "asset",
                   "continuous <effect><modify target=\"your-character\" stat=\"hand-size\" "
                   "by=\"2\"/><modify target=\"opponent-character\" stat=\"hand-size\" "
                   "by=\"2\"/></effect>");
  assert_compiles ("You get -1 hand size.", "foundation",
                   "continuous <effect><modify target=\"your-character\" stat=\"hand-size\" "
                   "by=\"-1\"/></effect>");
}

/* E.3.1.2: control checks get a static bonus; nobody named: both players. */
static void
test_checks (void)
{
  assert_compiles ("Your checks get +2.", "foundation",
                   "continuous <effect><modify-check by=\"2\" player=\"you\"/></effect>");
  assert_compiles ("While this card is in your card pool, your opponent's control checks get -2.",
                   "action",
                   "continuous zone=\"card-pool\" <effect><modify-check by=\"-2\" "
                   "player=\"opponent\"/></effect>");
  assert_compiles (
      "While this card is in your staging area, {All} control checks get +2.", "asset",
      "continuous zone=\"staging\" <effect><modify-check by=\"2\" player=\"you\"/><modify-check "
      "by=\"2\" player=\"opponent\"/></effect>");
  /* the comma left out after the place */
  assert_compiles ("While this card is in your staging area checks to play attack cards get -2.",
                   "asset",
                   "continuous zone=\"staging\" <effect><modify-check by=\"-2\" player=\"you\" "
                   "type=\"attack\"/><modify-check by=\"-2\" player=\"opponent\" "
                   "type=\"attack\"/></effect>");
  assert_compiles ("Your opponent's checks to play non-attack cards get -2.", "foundation",
                   "continuous <effect><modify-check by=\"-2\" player=\"opponent\" "
                   "type=\"character action asset foundation\"/></effect>");
  assert_refused ("All control checks get +1 for each card in your hand.", "asset", "\"for each\"");
  assert_refused ("Your checks to play blocks get +1.", "asset", "continuous: checks to play");
}

/* J.2.1: the block modifiers of every card of a player. */
static void
test_block_modifiers (void)
{
  assert_compiles ("Your opponent's block modifiers get +2.", "foundation",
                   "continuous <effect><modify target=\"opponent-cards\" stat=\"block-modifier\" "
                   "by=\"2\"/></effect>");
  assert_compiles ("While this card is in your card pool, all low block modifiers get -1.",
                   "attack",
                   "continuous zone=\"card-pool\" <effect><if target=\"all-cards\" "
                   "filter=\"block-zone=low\"><modify target=\"all-cards\" "
                   "stat=\"block-modifier\" by=\"-1\"/></if></effect>");
  assert_compiles ("Your block modifiers gets -3.", "asset",
                   "continuous <effect><modify target=\"your-cards\" stat=\"block-modifier\" "
                   "by=\"-3\"/></effect>");
  assert_refused ("Your block modifiers get +1 for each card in your hand.", "asset",
                  "\"for each\"");
}

/* E.4.7.2.3 */
static void
test_does_not_count (void)
{
  assert_compiles ("This card does not count toward the progressive difficulty.", "foundation",
                   "continuous <effect><ignore-progressive target=\"self\"/></effect>");
  assert_compiles ("This card does not count towards the progressive difficulty.", "action",
                   "continuous <effect><ignore-progressive target=\"self\"/></effect>");
  /* for some cards only: not read */
  assert_refused ("This card does not count towards progressive difficulty to play foundations.",
                  "asset", "does not count toward progressive difficulty");
  assert_refused ("This card does not count towards progressive difficulty. Draw 1 card.", "asset",
                  "a second sentence");
}

/* E.4.7.2.3: cards of the pool not counted to play this card. */
static void
test_not_counted_to_play (void)
{
  assert_compiles ("Face down cards do not count toward the progressive difficulty to play this "
                   "card.",
                   "attack",
                   "continuous <effect><ignore-progressive to-play=\"self\" "
                   "face=\"down\"/></effect>");
  assert_compiles ("Face down cards in your card pool do not add to the progressive difficulty to "
                   "play this foundation.",
                   "foundation",
                   "continuous <effect><ignore-progressive to-play=\"self\" "
                   "face=\"down\"/></effect>");
  assert_compiles ("Reversal attacks in your card pool do not count towards progressive difficulty "
                   "to play this attack.",
                   "attack",
                   "continuous <effect><ignore-progressive to-play=\"self\" filter=\"type=attack, "
                   "keyword=Reversal\"/></effect>");
  /* E.4.7.2.2 */
  assert_compiles ("This card ignores progressive difficulty", "foundation",
                   "continuous <effect><ignore-progressive to-play=\"self\"/></effect>");
  assert_compiles ("Ignore progressive difficulty when playing this attack!", "attack",
                   "continuous <effect><ignore-progressive to-play=\"self\"/></effect>");
  assert_refused ("This card ignores progressive difficulty during your turn.", "attack",
                  "words after the bonus");
  assert_refused ("Ignore progressive difficulty when playing attacks.", "asset",
                  "continuous: ignore progressive difficulty");
  /* not this card's own play */
  assert_refused ("Face down cards do not count towards progressive difficulty to play attacks.",
                  "foundation", "continuous: not counted to play");
}

/* I.3.6.1: the ability Flash grants, printed. */
static void
test_skip_enhance_step (void)
{
  assert_compiles ("Skip this attack's Enhance Step", "attack",
                   "continuous <effect><skip-enhance-step/></effect>");
  assert_refused ("Skip this attack's Enhance Step!", "foundation", "not on an attack");
  assert_refused ("Skip this attack's Enhance Step and draw 1 card.", "attack",
                  "words after the bonus");
}

/* What a static bonus cannot say yet, each with its reason. */
static void
test_refused (void)
{
  /* E.4.7: the difficulty of cards being played */
  assert_refused ("Your attacks get -1 difficulty.", "foundation",
                  "difficulty of the cards being played");
  /* not the card itself */
  assert_refused ("Your other attacks get +2 speed.", "attack", "\"other\" attacks");
  /* K.3.4.2: on an attack card, this-attack is the card itself */
  assert_refused ("All attacks get -2 speed.", "attack",
                  "both players' attacks, on an attack card");
  assert_refused ("Your attacks get +1 damage for each card in your momentum.", "foundation",
                  "\"for each\"");
  assert_refused ("Your attacks get +1 or -1 speed (your choice).", "asset",
                  "continuous: modification");
  assert_refused ("Your attacks get +1 speed. Your opponent's attacks get -1 speed.", "asset",
                  "a second sentence");
}

/* J.2.1, E.4.1.3, G.2.1.1.1, K.3.1: "may not" and "cannot" as static
 * restrictions, one <forbid> for each player bound. */
static void
test_forbid (void)
{
  assert_compiles ("Players may not play asset cards.", "foundation",
                   "continuous <effect><forbid action=\"play\" type=\"asset\" player=\"you\"/>"
                   "<forbid action=\"play\" type=\"asset\" player=\"opponent\"/></effect>");
  assert_compiles ("While this card is committed, your opponent cannot play foundations.", "asset",
                   "continuous <effect><if target=\"self\" state=\"committed\"><forbid "
                   "action=\"play\" type=\"foundation\" player=\"opponent\"/></if></effect>");
  assert_compiles ("While this card is in your card pool, you cannot gain vitality.", "attack",
                   "continuous zone=\"card-pool\" <effect><forbid action=\"gain\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("While this card is in your staging area, your opponent may not block with "
                   "asset cards.",
                   "foundation",
                   "continuous zone=\"staging\" <effect><forbid action=\"block\" type=\"asset\" "
                   "player=\"opponent\"/></effect>");
  /* abilities: keyword abilities would not be held back */
  assert_refused ("Players cannot play enhances.", "asset", "may not play (block with): enhances");
  /* a filter, a number, a time: not read */
  assert_refused ("You cannot play Ranged attacks.", "character", "may not play (block with)");
  assert_refused ("Your opponent may not play more than 2 assets each turn.", "asset",
                  "may not play (block with)");
  assert_refused ("Players may not play attacks during the first turn.", "asset",
                  "may not: words after");
  /* on an attack with no zone: while it is played, or from the pool too? */
  assert_refused ("Your opponent cannot gain vitality.", "attack",
                  "a forbid on an attack, no zone printed");
}

/* J.2.4: "While this card is in your card pool, after ...": a fired
 * effect from that zone only. */
static void
test_fired_in_zone (void)
{
  assert_compiles ("While this card is in your staging area, after your opponent fails a control "
                   "check, draw 1 card.",
                   "asset",
                   "continuous zone=\"staging\" <when event=\"check\" player=\"opponent\" "
                   "passed=\"false\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* "ready" would have to hold when the event came: not read */
  assert_refused ("While this card is ready, after your opponent fails a control check, draw 1 "
                  "card.",
                  "asset", "continuous");
}

/* H.3.2: "Each ability on this card is only playable once per turn": a
 * rule on the card's other abilities; not on a card with keywords, whose
 * keyword abilities it would reach too. */
static void
test_each_ability (void)
{
  g_autofree char *kw = NULL;

  assert_compiles ("Each ability on this foundation is only playable once per turn.", "foundation",
                   "continuous <effect><each-ability limit=\"once-per-turn\"/></effect>");
  assert_compiles ("Each ability on this asset is only playable once per turn", "asset",
                   "continuous <effect><each-ability limit=\"once-per-turn\"/></effect>");
  assert_refused ("Each ability on this card is only playable during your turn.", "asset",
                  "continuous: each ability on this card");
  assert_refused ("Each ability on this attack is only playable once per turn.", "foundation",
                  "continuous: each ability on this");
  kw = compile_with_keywords ("Each ability on this foundation is only playable once per turn.",
                              "foundation");
  g_assert_cmpstr (kw, ==, "no (continuous): continuous: each ability on a card with keywords");
}

/* J.2.4, K.3.4.1.1: "While this card is in your card pool, your low
 * attack gets +2 damage": each attack of yours that is low. */
static void
test_attack_singular (void)
{
  assert_compiles ("While this card is in your staging area, your mid attack gets +3 speed.",
                   "foundation",
                   "continuous zone=\"staging\" <effect><if target=\"your-attack\" "
                   "filter=\"attack-zone=mid\"><modify target=\"your-attack\" stat=\"speed\" "
                   "by=\"3\"/></if></effect>");
  /* no zone printed, or no filter: not read */
  assert_refused ("Your mid attack gets +3 speed.", "foundation", "continuous");
  assert_refused ("While this card is in your card pool, your attack gets +1 speed.", "foundation",
                  "continuous: attacks");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/static/J.2.1/attacks-get", test_attacks_get);
  g_test_add_func ("/ufs-text/static/K.3.4.1.1/filtered-attacks", test_filtered);
  g_test_add_func ("/ufs-text/static/J.2.4/while-in-a-zone", test_while_in_zone);
  g_test_add_func ("/ufs-text/static/J.2.1/hand-size", test_hand_size);
  g_test_add_func ("/ufs-text/static/E.4.7.2.3/does-not-count", test_does_not_count);
  g_test_add_func ("/ufs-text/static/E.3.1.2/checks", test_checks);
  g_test_add_func ("/ufs-text/static/J.2.1/block-modifiers", test_block_modifiers);
  g_test_add_func ("/ufs-text/static/I.3.6.1/skip-enhance-step", test_skip_enhance_step);
  g_test_add_func ("/ufs-text/static/E.4.7.2.3/not-counted-to-play-this-card",
                   test_not_counted_to_play);
  g_test_add_func ("/ufs-text/static/refused", test_refused);
  g_test_add_func ("/ufs-text/static/J.2.1/forbid", test_forbid);
  g_test_add_func ("/ufs-text/static/J.2.4/fired-in-a-zone", test_fired_in_zone);
  g_test_add_func ("/ufs-text/static/H.3.2/each-ability", test_each_ability);
  g_test_add_func ("/ufs-text/static/J.2.4/attack-singular", test_attack_singular);
  return g_test_run ();
}
