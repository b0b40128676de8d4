/* test-ufs-text-trigger3.c: the compiler of printed UFS ability text, the
 * events of launcher/ufs-text/ufs-text-trigger3.c: a player's acts on
 * cards (discarding momentum, adding to the momentum or the staging area,
 * removing, committing, checking) and the same acts told of the cards, one
 * event for the act (J.1.2). Every card text here is made up, in the words
 * real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* --- a player's act on cards (J.1.2, K.2.4) --------------------------------------------- */

static void
test_player_acts (void)
{
  /* momentum discarded: a zone-change from the momentum to the discard pile */
  assert_compiles ("R Flip: After your opponent discards any number of momentum, draw 1 card.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"opponent\" from=\"momentum\" "
                   "to=\"discard\"/><cost><flip target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you discard 1 or more momentum, gain 1 vitality.", "asset",
                   "R <when event=\"zone-change\" player=\"you\" from=\"momentum\" "
                   "to=\"discard\"/><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your opponent discards 1 or more cards from their card pool, "
                   "draw 1 card.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"opponent\" from=\"card-pool\" "
                   "to=\"discard\"/><cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  /* E.4.8.2: from the hand, a failed card is not told apart */
  assert_refused ("R Commit: After you discard a card, draw 1 card.", "foundation",
                  "trigger: a discard from the hand");
  assert_refused ("R Commit: After your opponent discards any number of cards from their hand, "
                  "draw 1 card.",
                  "foundation", "trigger: a discard from the hand");
  /* added to the momentum, the staging area; a card type narrows it */
  assert_compiles ("R Commit: After you add any number of cards to your momentum, gain 1 "
                   "vitality.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"you\" to=\"momentum\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your opponent adds an asset to their staging area, draw 1 "
                   "card.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"opponent\" to=\"staging\" "
                   "card-type=\"asset\"/><cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you add an attack card to your momentum, draw 1 card.", "foundation",
                   "R <when event=\"zone-change\" player=\"you\" to=\"momentum\" "
                   "card-type=\"attack\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* "their" is the subject's own: your opponent's momentum, not yours */
  assert_refused ("R: After your opponent adds a card to your momentum, draw 1 card.",
                  "foundation", "trigger: add");
  /* whose hand is not read here */
  assert_refused ("R: After your opponent adds any number of cards to their hand, draw 1 card.",
                  "foundation", "trigger: add to");
  /* removed from the game (K.4.4), from a card pool */
  assert_compiles ("R Flip: After your opponent removes 1 or more cards from the game, gain 2 "
                   "vitality.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"opponent\" to=\"removed\"/><cost><flip "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent removes any number of cards from their card pool, they "
                   "lose 1 vitality.",
                   "asset",
                   "R <when event=\"zone-change\" player=\"opponent\" from=\"card-pool\" "
                   "to=\"removed\"/><effect><lose counter=\"vitality\" amount=\"1\" "
                   "player=\"opponent\"/></effect>");
  /* C.1.4: committed, one event for the act (E.4.5) */
  assert_compiles ("R: After you commit 1 or more foundations, draw 1 card.", "asset",
                   "R <when event=\"commit\" player=\"you\" card-type=\"foundation\"/><effect>"
                   "<draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent commits any number of cards in their staging area, "
                   "gain 1 vitality.",
                   "asset",
                   "R <when event=\"commit\" player=\"opponent\"/><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* the size of the act is not in its event */
  assert_refused ("R: After your opponent removes 2 or more cards from the game, draw 1 card.",
                  "foundation", "trigger: N or more cards in one act, N above 1");
  /* whose effect did it is not in the event */
  assert_refused ("R: After you discard any number of momentum due to your opponent's effect, "
                  "draw 1 card.",
                  "foundation", "trigger: after the act");
}

/* --- G.3, J.5.1.1: vitality lost or gained -------------------------------------------- */

static void
test_vitality_change (void)
{
  assert_compiles ("R Commit: After your opponent gains vitality, draw 1 card.", "foundation",
                   "R <when event=\"counter\" player=\"opponent\" counter=\"vitality\" "
                   "change=\"1+\"/><cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you lose vitality, draw 1 card.", "foundation",
                   "R <when event=\"counter\" player=\"you\" counter=\"vitality\" "
                   "change=\"-1-\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Flip: After you lose 3 or more vitality, gain 1 vitality.", "asset",
                   "R <when event=\"counter\" player=\"you\" counter=\"vitality\" "
                   "change=\"-3-\"/><cost><flip target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* a cost's loss is not told from another */
  assert_refused ("R: After you lose vitality as part of a cost, gain 1 vitality.", "asset",
                  "trigger: after the act");
}

/* --- E.3.1: the card checked, of a type -------------------------------------------------- */

static void
test_check_type (void)
{
  assert_compiles ("R Flip: After you check a character card, draw 1 card.", "foundation",
                   "R <when event=\"check\" player=\"you\" card-type=\"character\"/><cost><flip "
                   "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent checks an attack, gain 1 vitality.", "asset",
                   "R <when event=\"check\" player=\"opponent\" card-type=\"attack\"/><effect>"
                   "<gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you check a non-attack card, gain 1 vitality.", "asset",
                   "R <when event=\"check\" player=\"you\" "
                   "card-type=\"character|action|asset|foundation\"/><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* a check made to play something is not this event */
  assert_refused ("R: After you check a foundation to play an attack, draw 1 card.", "asset",
                  "trigger: after the act");
}

/* --- the acts told of the cards ---------------------------------------------------------- */

static void
test_cards_passive (void)
{
  assert_compiles ("R Commit: After a card is added to your opponent's momentum, draw 1 card.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"opponent\" to=\"momentum\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("R: After an asset is added to your staging area, gain 1 vitality.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"you\" to=\"staging\" "
                   "card-type=\"asset\"/><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  /* K.4.1: destroyed, from the staging area to the discard pile */
  assert_compiles ("R Flip: After 1 or more of your foundations are destroyed, draw 1 card.",
                   "asset",
                   "R <when event=\"zone-change\" player=\"you\" from=\"staging\" "
                   "to=\"discard\" card-type=\"foundation\"/><cost><flip target=\"self\"/>"
                   "</cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("After 1 of your opponent's foundations is destroyed, gain 1 vitality.",
                   "asset",
                   "continuous <when event=\"zone-change\" player=\"opponent\" from=\"staging\" "
                   "to=\"discard\" card-type=\"foundation\"/><effect><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After 1 or more cards are discarded from your opponent's card pool, draw "
                   "1 card.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"opponent\" from=\"card-pool\" "
                   "to=\"discard\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_refused ("R: After 2 of your foundations are destroyed, draw 1 card.", "asset",
                  "trigger");
}

/* --- H.3.2.2: the act's time as a limit of the response ---------------------------------- */

static void
test_during (void)
{
  assert_compiles ("R Commit: After your opponent removes any number of cards from the game "
                   "during your turn, draw 1 card.",
                   "foundation",
                   "R limit=\"your-turn\" <when event=\"zone-change\" player=\"opponent\" "
                   "to=\"removed\"/><cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you add a card to your momentum during the Enhance Step, draw 1 "
                   "card.",
                   "foundation",
                   "R limit=\"enhance-step\" <when event=\"zone-change\" player=\"you\" "
                   "to=\"momentum\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* F.2: the Combat Phase; "your Combat Phase" is in your turn too */
  assert_compiles ("R: After your opponent adds 1 or more cards to their momentum during the Combat "
                   "Phase, draw 1 card.",
                   "foundation",
                   "R limit=\"combat-phase\" <when event=\"zone-change\" player=\"opponent\" "
                   "to=\"momentum\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Flip: After 1 or more cards are discarded from your opponent's card pool "
                   "during your Combat Phase, draw 1 card.",
                   "foundation",
                   "R limit=\"your-turn combat-phase\" <when event=\"zone-change\" "
                   "player=\"opponent\" from=\"card-pool\" to=\"discard\"/><cost><flip "
                   "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* three limits are not read */
  assert_refused ("R [Once per turn]: After a card is added to your staging area during your "
                  "Combat Phase, draw 1 card.",
                  "foundation", "limit: three limits together");
  /* J.3.2.1.1: this card's event, when it happened, on a fired effect */
  assert_compiles ("After this foundation is destroyed during the Enhance Step, draw 1 card.",
                   "foundation",
                   "continuous limit=\"enhance-step\" <when event=\"zone-change\" player=\"you\" "
                   "card=\"self\" from=\"staging\" to=\"discard\"/><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("After this card leaves your card pool during the Combat Phase, gain 1 vitality.",
                   "attack",
                   "continuous limit=\"combat-phase\" <when event=\"zone-change\" player=\"you\" "
                   "card=\"self\" from=\"card-pool\"/><effect><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  assert_refused ("After this foundation is destroyed during your turn, draw 1 card.", "foundation",
                  "trigger: this card left");
  /* a fired effect has no limit to hold it */
  assert_refused ("After you add a card to your momentum during your turn, draw 1 card.",
                  "foundation", "trigger: during, in a continuous ability");
}

/* --- G.2, I.1: blocking an attack with a keyword with this card -------------------------- */

static void
test_block_keyword (void)
{
  assert_compiles ("After you block a Kick attack with this card, gain 2 vitality.", "attack",
                   "continuous <when event=\"block\" player=\"you\" blocker=\"self\" "
                   "keyword=\"Kick\"/><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("After you completely block an attack with this card, draw 1 card.", "attack",
                   "continuous <when event=\"block\" player=\"you\" blocker=\"self\" "
                   "status=\"complete\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("After you partially block a throw attack with this card, draw 1 card.",
                   "attack",
                   "continuous <when event=\"block\" player=\"you\" blocker=\"self\" "
                   "status=\"partial\" keyword=\"Throw\"/><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* a zone is no keyword */
  assert_refused ("After you block a high attack with this card, draw 1 card.", "attack",
                  "trigger");
}

/* --- I.3: the ability of a keyword played ----------------------------------------------- */

static void
test_keyword_ability (void)
{
  assert_compiles ("R Flip: After your opponent plays a Stun ability, cancel its effects.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" kind=\"keyword\" "
                   "keyword-ability=\"Stun\"/><cost><flip target=\"self\"/></cost><effect>"
                   "<cancel-effects target=\"that-ability\"/></effect>");
  assert_compiles ("R Commit: After you play a breaker or reversal ability, draw 1 card.", "asset",
                   "R <when event=\"ability-played\" player=\"you\" kind=\"keyword\" "
                   "keyword-ability=\"Breaker|Reversal\"/><cost><commit target=\"self\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  /* Throw has no ability of its own to play (I.3.14) */
  assert_refused ("R: After you play a Throw ability, draw 1 card.", "asset", "trigger");
}

/* --- K.3.12: the card an ability played is on ------------------------------------------ */

static void
test_ability_on (void)
{
  assert_compiles ("R Flip: After your opponent plays a response ability on an action or asset, "
                   "cancel its effects.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" type=\"R\" "
                   "card-type=\"action|asset\"/><cost><flip target=\"self\"/></cost><effect>"
                   "<cancel-effects target=\"that-ability\"/></effect>");
  assert_compiles ("R Commit: After your opponent plays a form or enhance ability printed on a "
                   "foundation, draw 1 card.",
                   "asset",
                   "R <when event=\"ability-played\" player=\"opponent\" type=\"F|E\" "
                   "card-type=\"foundation\"/><cost><commit target=\"self\"/></cost><effect>"
                   "<draw count=\"1\" player=\"you\"/></effect>");
  /* I.1: a keyword of the card */
  assert_compiles ("R: After your opponent plays an ability on a Kick card, gain 1 vitality.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" keyword=\"Kick\"/>"
                   "<effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* I.3: a printed ability, not a keyword's */
  assert_compiles ("R: After your opponent plays a non-keyword ability on an attack, draw 1 card.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"printed|combo\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* K.3.12: a non-character response is a response on a card of another type */
  assert_compiles ("R: After your opponent plays a non-character enhance, draw 1 card.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" type=\"E\" "
                   "card-type=\"attack|action|asset|foundation\"/><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* where the card is, not read */
  assert_refused ("R: After your opponent plays an ability on an asset or foundation in their "
                  "staging area, draw 1 card.",
                  "foundation", "trigger");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-trigger3/J.1.2/player-acts", test_player_acts);
  g_test_add_func ("/ufs-text-trigger3/E.3.1/check-type", test_check_type);
  g_test_add_func ("/ufs-text-trigger3/G.3/vitality-change", test_vitality_change);
  g_test_add_func ("/ufs-text-trigger3/K.4.1/cards-passive", test_cards_passive);
  g_test_add_func ("/ufs-text-trigger3/H.3.2.2/during", test_during);
  g_test_add_func ("/ufs-text-trigger3/G.2/block-keyword", test_block_keyword);
  g_test_add_func ("/ufs-text-trigger3/I.3/keyword-ability", test_keyword_ability);
  g_test_add_func ("/ufs-text-trigger3/K.3.12/ability-on", test_ability_on);
  return g_test_run ();
}
