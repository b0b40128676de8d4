/* test-ufs-text-trigger4.c: the forms of launcher/ufs-text/ufs-text-trigger4.c,
 * on invented card text: cards committed as events, and why (C.1.4).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* C.1.4, J.3.2.1.1: this card committed in the Enhance Step, for any
 * reason; "your attack" names none in another player's attack. */
static void
test_committed_in_enhance_step (void)
{
  assert_compiles ("After this foundation is committed during the Enhance Step, your attack gets "
                   "+1 speed.",
                   "foundation",
                   "continuous limit=\"enhance-step\" <when event=\"commit\" player=\"you\" "
                   "card=\"self\"/><effect><modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("After this foundation is committed during your attack's Enhance Step, your "
                   "attack gets +4 damage.",
                   "foundation",
                   "continuous limit=\"enhance-step\" <when event=\"commit\" player=\"you\" "
                   "card=\"self\"/><effect><modify target=\"your-attack\" stat=\"damage\" by=\"4\" "
                   "until=\"end-of-attack\"/></effect>");
  /* another effect than a bonus to your attack: not read */
  assert_refused ("After this foundation is committed during your attack's Enhance Step, draw 1 "
                  "card.",
                  "foundation", "committed during your attack");
  /* a response is not held by when its event happened: not read */
  assert_refused ("R: After this foundation is committed during the Enhance Step, draw 1 card.",
                  "foundation", "this card");
}

/* C.1.4: whose ability committed this card, and why. */
static void
test_committed_due_to (void)
{
  assert_compiles ("After this foundation is committed due to your opponent's effect, draw 2 "
                   "cards.",
                   "foundation",
                   "continuous <when event=\"commit\" player=\"you\" card=\"self\" by=\"opponent\" "
                   "cause=\"effect\"/><effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles (
      "R Flip: After this card is committed by your opponent's card effect, gain 1 "
      "vitality. Playable while committed.",
      "foundation",
      "R while-committed=\"true\" <when event=\"commit\" player=\"you\" card=\"self\" "
      "by=\"opponent\" cause=\"effect\"/><cost><flip target=\"self\"/></cost><effect><gain "
      "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles (
      "After this asset is committed due to a cost, gain 1 vitality.", "asset",
      "continuous <when event=\"commit\" player=\"you\" card=\"self\" "
      "cause=\"cost\"/><effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* whose cost, a Stun's among effects: not read */
  assert_refused ("After this foundation is committed due to your opponent's Stun ability, draw 1 "
                  "card.",
                  "foundation", "this card is committed");
  assert_refused ("After this foundation is committed due to your cost, draw 1 card.", "foundation",
                  "this card is committed");
}

/* C.1.4: a card of the controller's committed by the opponent's effect,
 * one commit event a card. */
static void
test_cards_committed (void)
{
  assert_compiles ("R Discard 1 momentum: After 1 of your foundations is committed due to your "
                   "opponent's effect, draw 1 card.",
                   "foundation",
                   "R <when event=\"commit\" player=\"you\" card-type=\"foundation\" "
                   "by=\"opponent\" cause=\"effect\"/><cost><discard-momentum "
                   "count=\"1\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After 1 or more of your cards are committed due to your opponent's "
                   "effect, gain 2 vitality.",
                   "foundation",
                   "R <when event=\"commit\" player=\"you\" by=\"opponent\" "
                   "cause=\"effect\"/><cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R Flip: After you commit any number of foundations due to your opponent's "
                   "effect, draw 1 card.",
                   "foundation",
                   "R <when event=\"commit\" player=\"you\" card-type=\"foundation\" "
                   "by=\"opponent\" cause=\"effect\"/><cost><flip "
                   "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_refused ("R Commit: After 2 or more of your cards are committed due to your opponent's "
                  "effect, gain 2 vitality.",
                  "foundation", "trigger");
  assert_refused ("R Commit: After 1 of your foundations is committed due to your opponent's "
                  "attack, gain 2 vitality.",
                  "foundation", "cards committed");
}

/* G.4: an attack that resolves, blocked (G.2) or not, with a keyword
 * (I.1); "it" is that attack. */
static void
test_attack_resolves (void)
{
  assert_compiles (
      "R Commit: After your Flash attack resolves, draw 1 card.", "foundation",
      "R <when event=\"attack-resolved\" player=\"you\" keyword=\"Flash\"/><cost><commit "
      "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R [Once per turn]: After your blocked attack resolves, add it to your hand.",
                   "character",
                   "R limit=\"once-per-turn\" <when event=\"attack-resolved\" player=\"you\" "
                   "status=\"partial|complete\"/><effect><move target=\"event-card\" "
                   "to=\"hand\"/></effect>");
  assert_compiles ("R Commit: After your opponent's unblocked attack resolves, gain 2 vitality.",
                   "asset",
                   "R <when event=\"attack-resolved\" player=\"opponent\" "
                   "status=\"none\"/><cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  /* two keywords, either: not read */
  assert_refused ("R: After your Safe or Weapon attack resolves, draw 1 card.", "character",
                  "trigger");
}

/* G.2, I.1: the controller's attack with a keyword blocked by the
 * opponent; on an attack card "your attack" would be the card itself
 * (K.3.4.1, K.3.4.3): not read there. */
static void
test_keyword_attack_blocked (void)
{
  assert_compiles ("R Flip: After your opponent blocks your Kick attack, draw 1 card.",
                   "foundation",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial|complete\" "
                   "keyword=\"Kick\"/><cost><flip target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles (
      "R [Card pool]: After your opponent partially blocks a Punch attack, they lose 1 "
      "vitality.",
      "attack",
      "R zone=\"card-pool\" <when event=\"block\" player=\"opponent\" status=\"partial\" "
      "keyword=\"Punch\"/><effect><lose counter=\"vitality\" amount=\"1\" "
      "player=\"opponent\"/></effect>");
  assert_compiles ("R Commit: After your Kick attack is completely blocked, gain 1 vitality.",
                   "character",
                   "R <when event=\"block\" player=\"opponent\" status=\"complete\" "
                   "keyword=\"Kick\"/><cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_refused ("R [Card pool]: After your opponent blocks your Kick attack, draw 1 card.",
                  "attack", "trigger");
}

/* G.2.2.1, G.3: the damage of an attack that was not blocked. */
static void
test_unblocked_damage (void)
{
  assert_compiles (
      "R Commit: After you are dealt damage by an unblocked attack, draw 1 card.", "foundation",
      "R <when event=\"damage\" player=\"you\" cause=\"attack\" status=\"none\"/><cost><commit "
      "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Flip: After you take 3 or more damage from an unblocked attack, gain 1 "
                   "vitality.",
                   "foundation",
                   "R <when event=\"damage\" player=\"you\" amount=\"3+\" cause=\"attack\" "
                   "status=\"none\"/><cost><flip target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your unblocked attack deals damage, draw 1 card.", "asset",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\" "
                   "status=\"none\"/><cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Destroy: After an unblocked attack deals damage, gain 1 vitality.",
                   "foundation",
                   "R <when event=\"damage\" cause=\"attack\" status=\"none\"/><cost><destroy "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_refused ("R [Card pool]: After your unblocked attack deals damage, draw 1 card.", "attack",
                  "trigger");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/trigger4/C.1.4/committed-in-enhance-step",
                   test_committed_in_enhance_step);
  g_test_add_func ("/ufs-text/trigger4/C.1.4/committed-due-to", test_committed_due_to);
  g_test_add_func ("/ufs-text/trigger4/C.1.4/cards-committed", test_cards_committed);
  g_test_add_func ("/ufs-text/trigger4/G.4/attack-resolves", test_attack_resolves);
  g_test_add_func ("/ufs-text/trigger4/G.2/keyword-attack-blocked", test_keyword_attack_blocked);
  g_test_add_func ("/ufs-text/trigger4/G.3/unblocked-damage", test_unblocked_damage);
  return g_test_run ();
}
