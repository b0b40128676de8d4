/* test-ufs-text-trigger2.c: the compiler of printed UFS ability text, the
 * events of launcher/ufs-text/ufs-text-trigger2.c: responses to an ability
 * that could cause a result (K.2.8), "After this attack resolves," in an
 * enhance (J.3.2), and attacks named by a keyword (I.1). Every card text
 * here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* --- an ability that could cause a result (K.2.8): causes= ----------------------------- */

static void
test_ability_causing (void)
{
  assert_compiles ("R Commit: After your opponent plays an ability that would gain vitality, "
                   "draw 1 card.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"gain\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("R Flip: After your opponent plays an ability that gains vitality, cancel its "
                   "effects.",
                   "asset",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"gain\"/><cost>"
                   "<flip target=\"self\"/></cost><effect><cancel-effects target=\"that-ability\"/>"
                   "</effect>");
  assert_compiles ("R: After your opponent plays an ability that draws any number of cards, "
                   "they lose 1 vitality.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"draw\"/><effect>"
                   "<lose counter=\"vitality\" amount=\"1\" player=\"opponent\"/></effect>");
  assert_compiles ("R: After your opponent plays an ability that would draw 1 or more cards, "
                   "gain 2 vitality.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"draw\"/><effect>"
                   "<gain counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your opponent plays an ability that adds any number of cards "
                   "to their hand, draw 1 card.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"hand\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("R: After your opponent plays an ability that draws or adds cards to their "
                   "hand, draw 1 card.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"draw|hand\"/>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Destroy: After your opponent plays an ability that adds any number of cards "
                   "to either player's momentum, draw 1 card.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"momentum\"/>"
                   "<cost><destroy target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* the card the ability is on */
  assert_compiles ("R Flip: After your opponent plays an ability on a non-character card that "
                   "would gain vitality, draw 2 cards.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"gain\" "
                   "card-type=\"attack|action|asset|foundation\"/><cost><flip target=\"self\"/>"
                   "</cost><effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent plays a non-character ability that draws any number "
                   "of cards, gain 1 vitality.",
                   "asset",
                   "R <when event=\"ability-played\" player=\"opponent\" causes=\"draw\" "
                   "card-type=\"attack|action|asset|foundation\"/><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* 2 or more cards: not every ability that draws */
  assert_refused ("R: After your opponent plays an ability that would draw 2 or more cards, draw "
                  "1 card.",
                  "foundation", "trigger: an ability that");
  /* whose cards: the engine's result does not say */
  assert_refused ("R: After your opponent plays an ability that would commit 1 or more of your "
                  "foundations, draw 1 card.",
                  "foundation", "trigger: an ability that");
  assert_refused ("R: After your opponent plays an ability that destroys any number of "
                  "foundations, draw 1 card.",
                  "foundation", "trigger: an ability that");
  /* a further condition on the ability */
  assert_refused ("R: After your opponent plays an ability that gains vitality during your turn, "
                  "draw 1 card.",
                  "foundation", "trigger: an ability that");
}

/* --- "After this attack resolves," in an enhance (J.3.2, G.4) ------------------------- */

static void
test_enhance_after_resolves (void)
{
  assert_compiles ("E Discard 1 card: After this attack resolves, add it to your hand.", "attack",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect>"
                   "<delayed event=\"attack-resolved\" card=\"your-attack\" until=\"end-of-turn\" "
                   "times=\"1\"><move target=\"resolved-attack\" to=\"hand\"/></delayed></effect>");
  assert_compiles ("E [Once per turn]: After this attack resolves, discard it from the card pool.",
                   "attack",
                   "E limit=\"once-per-turn\" <effect><delayed event=\"attack-resolved\" "
                   "card=\"this-attack\" until=\"end-of-turn\" times=\"1\"><move "
                   "target=\"resolved-attack\" to=\"discard\"/></delayed></effect>");
  assert_compiles ("E Commit: After your attack resolves, add it to your momentum.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed "
                   "event=\"attack-resolved\" card=\"your-attack\" until=\"end-of-turn\" "
                   "times=\"1\"><momentum from=\"target\" target=\"resolved-attack\"/></delayed>"
                   "</effect>");
  assert_compiles ("E: After this attack resolves, discard it from your card pool and draw 2 "
                   "cards.",
                   "attack",
                   "E <effect><delayed event=\"attack-resolved\" card=\"your-attack\" "
                   "until=\"end-of-turn\" times=\"1\"><move target=\"resolved-attack\" "
                   "to=\"discard\"/><draw count=\"2\" player=\"you\"/></delayed></effect>");
  assert_compiles ("E Flip: After this attack resolves, gain 2 vitality.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><delayed "
                   "event=\"attack-resolved\" card=\"this-attack\" until=\"end-of-turn\" "
                   "times=\"1\"><gain counter=\"vitality\" amount=\"2\" player=\"you\"/>"
                   "</delayed></effect>");
  /* a bonus to an attack that is over */
  assert_refused ("E: After this attack resolves, it gets +2 damage.", "attack",
                  "trigger: after this attack resolves");
  assert_refused ("E: After this attack resolves, your attack gets +2 damage.", "attack",
                  "trigger");
  /* whether a second sentence waits too is not read */
  assert_refused ("E: After this attack resolves, draw 2 cards. Your opponent loses 2 vitality.", "attack",
                  "trigger: a sentence after one that waits");
  /* other events in an enhance; "After" in a form */
  assert_refused ("E: After your opponent plays a card, draw 1 card.", "foundation",
                  "trigger: \"After\" in an enhance");
  assert_refused ("F: After this attack resolves, draw 1 card.", "attack",
                  "not a response");
  /* after another instruction */
  assert_refused ("E: Gain 2 vitality. After this attack resolves, draw 2 cards.", "attack",
                  "\"After\" inside an ability");
}

/* --- attacks named by a keyword (I.1) ---------------------------------------------------- */

static void
test_keyword_attacks (void)
{
  assert_compiles ("R Commit: After you play a Kick attack, it gets +1 speed.", "foundation",
                   "R <when event=\"card-played\" player=\"you\" card-type=\"attack\" "
                   "kind=\"form|reversal\" keyword=\"Kick\"/><cost><commit target=\"self\"/>"
                   "</cost><effect><modify target=\"event-card\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("R Flip: After your opponent plays a Throw attack (not as a block), draw 1 "
                   "card.",
                   "foundation",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"form|reversal\" keyword=\"Throw\"/><cost><flip target=\"self\"/>"
                   "</cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you play an attack with the Flash keyword, gain 1 vitality.", "asset",
                   "R <when event=\"card-played\" player=\"you\" card-type=\"attack\" "
                   "kind=\"form|reversal\" keyword=\"Flash\"/><effect><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  /* a card: played for any reason (K.3.24) */
  assert_compiles ("R Commit: After you play a Weapon card, draw 1 card.", "foundation",
                   "R <when event=\"card-played\" player=\"you\" keyword=\"Weapon\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  /* either player's */
  assert_compiles ("R Commit: After a Punch attack is played, draw 1 card.", "foundation",
                   "R <when event=\"card-played\" card-type=\"attack\" kind=\"form|reversal\" "
                   "keyword=\"Punch\"/><cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Remove: After a Slam attack deals damage, draw 2 cards.", "foundation",
                   "R <when event=\"damage\" cause=\"attack\" keyword=\"Slam\"/><cost><remove "
                   "target=\"self\"/></cost><effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R Flip: After a Ranged attack is completely blocked, gain 1 vitality.",
                   "foundation",
                   "R <when event=\"block\" status=\"complete\" keyword=\"Ranged\"/><cost><flip "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  /* a zone is no keyword; "non-" is not read here */
  assert_refused ("R: After a high attack is played, draw 1 card.", "foundation", "trigger");
  assert_refused ("R: After a non-Kick attack is played, draw 1 card.", "foundation", "trigger");
  assert_refused ("R: After a Kick attack is played during your turn, draw 1 card.", "foundation",
                  "trigger");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-trigger2/K.2.8/ability-causing", test_ability_causing);
  g_test_add_func ("/ufs-text-trigger2/J.3.2/enhance-after-resolves", test_enhance_after_resolves);
  g_test_add_func ("/ufs-text-trigger2/I.1/keyword-attacks", test_keyword_attacks);
  return g_test_run ();
}
