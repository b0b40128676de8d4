/* test-ufs-text-player3.c: the forms of launcher/ufs-text/ufs-text-player3.c,
 * on invented card text: blocks barred in an enhance (G.2.1.1.1); what the
 * opponent may do, and "If they do," after it (K.3.5).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* G.2.1.1.1: the defender may not block the attack under way with cards
 * of those block zones or types, until it ends. */
static void
test_cannot_be_blocked_by (void)
{
  assert_effect ("attack", "E Commit 1 foundation: This attack cannot be blocked by high blocks.",
                 "<forbid action=\"block\" player=\"opponent\" zone=\"high\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("attack", "Combo E: This attack may not be blocked by mid or low blocks.",
                 "<forbid action=\"block\" player=\"opponent\" zone=\"mid low\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("attack", "E: This attack cannot be blocked by asset cards.",
                 "<forbid action=\"block\" type=\"asset\" player=\"opponent\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("attack", "E Discard 1 momentum: This attack may not be blocked by action cards.",
                 "<forbid action=\"block\" type=\"action\" player=\"opponent\" "
                 "until=\"end-of-attack\"/>");
  /* "your attack" on another card: only while the controller attacks */
  assert_effect ("foundation", "E Commit: Your attack may not be blocked by foundation cards.",
                 "<if target=\"your-attack\"><forbid action=\"block\" type=\"foundation\" "
                 "player=\"opponent\" until=\"end-of-attack\"/></if>");
  /* K.3.4.1.1: "your Kick attack", when it is one */
  assert_effect ("foundation", "E Commit: Your kick attack cannot be blocked by attack cards.",
                 "<if target=\"your-attack\" filter=\"keyword=Kick\"><forbid action=\"block\" "
                 "type=\"attack\" player=\"opponent\" until=\"end-of-attack\"/></if>");
}

/* "can only be blocked by": every other zone (type) barred. */
static void
test_can_only_be_blocked_by (void)
{
  assert_effect ("attack", "E: This attack can only be blocked by low blocks.",
                 "<forbid action=\"block\" player=\"opponent\" zone=\"high mid\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("attack", "E: This attack can only be blocked by action cards. Draw 1 card.",
                 "<forbid action=\"block\" type=\"character attack asset foundation\" "
                 "player=\"opponent\" until=\"end-of-attack\"/><draw count=\"1\" "
                 "player=\"you\"/>");
}

/* Not read: "this attack" on a card that is no attack (it may be the
 * opponent's, blocked by the controller), a next attack, blockers this
 * file does not know, a continuous ability. */
static void
test_blocked_by_refused (void)
{
  assert_effect_refused ("foundation", "E Commit: This attack cannot be blocked by mid blocks.",
                         "");
  assert_effect_refused ("attack",
                         "E: This attack cannot be blocked by cards with a printed block "
                         "modifier of 2.",
                         "cannot be blocked by");
  assert_effect_refused ("attack", "E: This attack cannot be blocked by mid blocks this turn.",
                         "words after");
  assert_effect_refused ("foundation",
                         "E Commit: Your next attack cannot be blocked by mid blocks.", "");
  assert_refused ("R: After you play an attack, it cannot be blocked by mid blocks.", "asset", "");
}

/* K.3.5: the opponent says yes or no; "If they do," names their yes. */
static void
test_opponent_may (void)
{
  assert_effect ("foundation", "F Commit: Your opponent may draw 1 card.",
                 "<may player=\"opponent\"><draw count=\"1\" player=\"opponent\"/></may>");
  assert_effect ("foundation",
                 "F Commit: Your opponent may add the top card of their deck to their momentum. "
                 "If they do, draw 2 cards.",
                 "<may player=\"opponent\"><momentum from=\"deck-top\" count=\"1\" "
                 "player=\"opponent\"/><draw count=\"2\" player=\"you\"/></may>");
  assert_effect ("attack",
                 "E: Your opponent may draw 2 cards. If they do, this attack gets +3 damage.",
                 "<may player=\"opponent\"><draw count=\"2\" player=\"opponent\"/><modify "
                 "target=\"this-attack\" stat=\"damage\" by=\"3\" until=\"end-of-attack\"/></may>");
  /* their choice between two (ufs-text-their.c) is still theirs */
  assert_effect ("foundation", "E: Your opponent may draw 1 card or gain 2 vitality.",
                 "<may player=\"opponent\"><either player=\"opponent\"><option><draw count=\"1\" "
                 "player=\"opponent\"/></option><option><gain counter=\"vitality\" amount=\"2\" "
                 "player=\"opponent\"/></option></either></may>");
}

static void
test_opponent_may_refused (void)
{
  assert_effect_refused (
      "foundation", "F Commit: Your opponent may draw 1 card. If they do not, draw 1 card.", "");
  assert_effect_refused ("foundation", "F Commit: Your opponent may draw X cards.", "");
}

/* C.2.1.2, K.1.3: each player's cards shown, the controller's first. */
static void
test_both_reveal (void)
{
  assert_effect ("foundation", "F Commit: Both players reveal their hand.",
                 "<reveal zone=\"hand\" player=\"you\"/><reveal zone=\"hand\" "
                 "player=\"opponent\"/>");
  assert_effect ("action", "E: Both players reveal the top card of their deck. Draw 1 card.",
                 "<reveal zone=\"deck\" count=\"1\" player=\"you\"/><reveal zone=\"deck\" "
                 "count=\"1\" player=\"opponent\"/><draw count=\"1\" player=\"you\"/>");
  assert_effect_refused ("foundation",
                         "F Commit: Both players reveal the top card of their deck and discard "
                         "it.",
                         "words after");
}

/* H.4.3, J.4.2: the opponent commits their own, as many as counted when
 * the instruction executes. */
static void
test_opponent_commits_for_each (void)
{
  assert_effect ("character",
                 "E [Your turn]: Your opponent commits 1 foundation for each character in your "
                 "staging area.",
                 "<commit-foundations player=\"opponent\" count=\"count(characters)\"/>");
  assert_effect ("attack",
                 "E: Your opponent commits 1 of their foundations for each card in their card "
                 "pool.",
                 "<commit-foundations player=\"opponent\" count=\"count(card-pool, "
                 "opponent)\"/>");
  assert_effect ("attack",
                 "E: Your opponent must commit 2 cards for each foundation in your card pool.",
                 "<commit-foundations player=\"opponent\" count=\"2*face-up(pool-foundations)\" "
                 "cards=\"any\"/>");
  assert_effect ("attack", "E: Your opponent commits 1 foundation for each card in your momentum.",
                 "<commit-foundations player=\"opponent\" count=\"count(momentum)\"/>");
  assert_effect_refused ("attack",
                         "E: Your opponent commits 1 foundation for each copy of 'Jab' in your "
                         "card pool.",
                         "for each");
  /* one count, not "for each" (ufs-text-effect.c) */
  assert_effect ("attack", "E: Your opponent commits 2 foundations.",
                 "<commit-foundations player=\"opponent\" count=\"2\"/>");
}

/* G.2.1.1.1, G.2.2.3: no block of a zone other than the attack's. */
static void
test_no_partial_block (void)
{
  assert_compiles ("This attack cannot be partially blocked.", "attack",
                   "continuous <effect><if target=\"this-attack\"><forbid action=\"block\" "
                   "partial=\"true\" player=\"opponent\"/></if></effect>");
  assert_effect ("attack", "E Lose 1 vitality: This attack may not be partially blocked.",
                 "<forbid action=\"block\" partial=\"true\" player=\"opponent\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("attack", "E: Your opponent may not attempt to partially block this attack.",
                 "<forbid action=\"block\" partial=\"true\" player=\"opponent\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("attack",
                 "Combo E: This attack can only be blocked by blocks whose zone matches the "
                 "attack zone of this attack.",
                 "<forbid action=\"block\" partial=\"true\" player=\"opponent\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("foundation", "E Commit: Your attack cannot be partially blocked.",
                 "<if target=\"your-attack\"><forbid action=\"block\" partial=\"true\" "
                 "player=\"opponent\" until=\"end-of-attack\"/></if>");
  /* not on an attack, "this attack" is not its own */
  assert_refused ("This attack cannot be partially blocked.", "foundation", "");
  assert_effect_refused ("foundation",
                         "E: Your opponent may not attempt to partially block this "
                         "attack.",
                         "");
  assert_effect_refused ("attack", "E: This attack cannot be partially blocked this turn.",
                         "words after");
}

/* E.4.1.3: no more printed enhances, for the attack under way. */
static void
test_no_more_enhances (void)
{
  assert_effect ("attack",
                 "Combo E: This attack gets +1 speed. Your opponent cannot play any more enhance "
                 "abilities this Enhance Step.",
                 "<modify target=\"this-attack\" stat=\"speed\" by=\"1\" "
                 "until=\"end-of-attack\"/><forbid action=\"ability\" type=\"E\" "
                 "player=\"opponent\" until=\"end-of-attack\"/>");
  assert_effect ("foundation",
                 "E Commit: Your attack gets +2 speed. You may not play any more enhances this "
                 "Enhance Step.",
                 "<modify target=\"your-attack\" stat=\"speed\" by=\"2\" "
                 "until=\"end-of-attack\"/><forbid action=\"ability\" type=\"E\" "
                 "player=\"you\" until=\"end-of-attack\"/>");
  assert_effect_refused ("foundation", "E Commit: You may not play any more enhances this turn.",
                         "");
}

/* K.2.3: the opponent picks the card of their own pile. */
static void
test_opponent_removes (void)
{
  assert_effect ("attack",
                 "Combo E: Your opponent removes 1 card in their discard pile from the "
                 "game.",
                 "<choose as=\"it\" zone=\"discard\" player=\"opponent\" "
                 "chosen-by=\"opponent\"/><remove target=\"it\"/>");
  assert_effect_refused ("attack",
                         "Combo E: Your opponent removes 2 cards in their discard pile from the "
                         "game.",
                         "");
}

/* K.2.3: "they", the opponent named before, add a card of their hand. */
static void
test_they_add (void)
{
  assert_effect ("foundation",
                 "E Flip: If your opponent has at least 1 momentum, they must add 1 card from "
                 "their hand to their momentum.",
                 "<if zone=\"momentum\" player=\"opponent\" at-least=\"1\"><choose as=\"it\" "
                 "zone=\"hand\" player=\"opponent\" chosen-by=\"opponent\"/><momentum "
                 "from=\"target\" target=\"it\"/></if>");
  assert_compiles ("R Commit: After your opponent plays an attack, they add 1 card from their "
                   "hand to their card pool.",
                   "foundation",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"form|reversal\"/><cost><commit target=\"self\"/></cost><effect>"
                   "<choose as=\"it\" zone=\"hand\" player=\"opponent\" "
                   "chosen-by=\"opponent\"/><add-to-card-pool target=\"it\"/></effect>");
  assert_effect_refused ("foundation",
                         "E Flip: If you have at least 1 momentum, they add 1 card from their "
                         "hand to their momentum.",
                         "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/player3/G.2.1.1.1/cannot-be-blocked-by", test_cannot_be_blocked_by);
  g_test_add_func ("/ufs-text/player3/G.2.1.1.1/can-only-be-blocked-by",
                   test_can_only_be_blocked_by);
  g_test_add_func ("/ufs-text/player3/G.2.1.1.1/refused", test_blocked_by_refused);
  g_test_add_func ("/ufs-text/player3/K.3.5/opponent-may", test_opponent_may);
  g_test_add_func ("/ufs-text/player3/K.3.5/opponent-may-refused", test_opponent_may_refused);
  g_test_add_func ("/ufs-text/player3/C.2.1.2/both-reveal", test_both_reveal);
  g_test_add_func ("/ufs-text/player3/J.4.2/opponent-commits-for-each",
                   test_opponent_commits_for_each);
  g_test_add_func ("/ufs-text/player3/G.2.1.1.1/no-partial-block", test_no_partial_block);
  g_test_add_func ("/ufs-text/player3/E.4.1.3/no-more-enhances", test_no_more_enhances);
  g_test_add_func ("/ufs-text/player3/K.2.3/opponent-removes", test_opponent_removes);
  g_test_add_func ("/ufs-text/player3/K.2.3/they-add", test_they_add);
  return g_test_run ();
}
