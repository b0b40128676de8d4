/* test-ufs-text-effect.c: the verbs, targets and modifications of the
 * compiler of printed UFS ability text (launcher/ufs-text/ufs-text-effect.c).
 * Every card text here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* C.1.3, C.1.4, K.2.7: the starting characters committed and readied. */
static void
test_commit_character (void)
{
  assert_compiles ("E Discard 2 momentum: Commit your opponent's character, then gain 1 vitality.",
                   "asset",
                   "E <cost><discard-momentum count=\"2\"/></cost><effect><commit "
                   "target=\"opponent-character\"/><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("F: Commit your character and draw 3 cards.", "action",
                   "F <effect><commit target=\"your-character\"/><draw count=\"3\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Destroy this foundation: Ready your character and lose 1 vitality.",
                   "foundation",
                   "E <cost><destroy target=\"self\"/></cost><effect><ready "
                   "target=\"your-character\"/><lose counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
}

/* K.2.4, C.1.4: ready foundations of the opponent's, chosen by the player
 * whose ability it is. */
static void
test_commit_opponent_foundations (void)
{
  assert_compiles ("E: Commit 1 of your opponent's foundations and gain 2 vitality.", "action",
                   "E <effect><commit-foundations player=\"opponent\" count=\"1\" "
                   "chosen-by=\"you\"/><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After you block with this card, commit 3 foundations in your opponent's "
                   "staging area.",
                   "attack",
                   "R <when event=\"block\" player=\"you\" blocker=\"self\"/><effect>"
                   "<commit-foundations player=\"opponent\" count=\"3\" chosen-by=\"you\"/>"
                   "</effect>");
  /* "it" after several cards, assets */
  assert_refused ("E: Commit 1 of your opponent's foundations and seal it.", "action",
                  "effect: commit");
  assert_refused ("E: Commit 1 of your opponent's assets and draw 2 cards.", "action",
                  "effect: commit");
  /* any card: read by ufs-text-player.c (test-ufs-text-player.c) */
  assert_compiles ("E: Commit 1 card in your opponent's staging area, then gain 1 vitality.",
                   "action",
                   "E <effect><commit-foundations player=\"opponent\" count=\"1\" "
                   "chosen-by=\"you\" cards=\"any\"/><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
}

/* K.2.4, K.4.1, K.4.4: one of the opponent's foundations or assets,
 * chosen by the player whose ability it is, destroyed or removed. */
static void
test_opponent_cards (void)
{
  assert_compiles ("E Commit: Destroy 1 asset in your opponent's staging area, then draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"staging\" player=\"opponent\" filter=\"type=asset\"/><destroy "
                   "target=\"it\"/><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F Remove this card from the game: Remove 1 of your opponent's assets and "
                   "discard 1 momentum.",
                   "asset",
                   "F <cost><remove target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"staging\" player=\"opponent\" filter=\"type=asset\"/><remove "
                   "target=\"it\"/><discard-momentum count=\"1\"/></effect>");
  assert_compiles ("E: Remove this card from the game and draw 2 cards.", "action",
                   "E <effect><remove target=\"self\"/><draw count=\"2\" "
                   "player=\"you\"/></effect>");
  /* two of them, another zone, a trait: not read */
  assert_refused ("E: Destroy 2 of your opponent's assets.", "action", "effect: destroy");
  assert_refused ("E: Remove 1 card from your opponent's card pool and draw 1 card.", "action",
                  "effect: remove");
  assert_refused ("E: Remove this card and draw 1 card.", "action", "effect: remove");
}

/* K.2.3: a card chosen in a zone, named "it" after; K.3.14: foundations
 * with any of several symbols. */
static void
test_choose (void)
{
  assert_compiles ("F: Choose 1 non-character card in your opponent's discard pile and remove it "
                   "from the game.",
                   "action",
                   "F <effect><choose as=\"it\" zone=\"discard\" player=\"opponent\" "
                   "filter=\"type!=character\"/><remove target=\"it\"/></effect>");
  assert_compiles ("E: Choose an asset in your opponent's staging area and destroy it.", "action",
                   "E <effect><choose as=\"it\" zone=\"staging\" player=\"opponent\" "
                   "filter=\"type=asset\"/><destroy target=\"it\"/></effect>");
  assert_compiles ("E Discard 1 momentum: Freeze 1 of your opponent's Air or {Water} foundations.",
                   "foundation",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><choose as=\"it\" "
                   "zone=\"staging\" player=\"opponent\" filter=\"type=foundation, "
                   "resources=air|water\"/><freeze target=\"it\"/></effect>");
  /* a hidden zone, two cards, "and" between symbols */
  assert_refused ("E: Choose 1 card in your opponent's hand and discard it.", "action",
                  "effect: choose");
  assert_refused ("E: Choose 2 cards in your opponent's card pool.", "action", "effect: choose");
  assert_refused ("E: Seal 1 of your opponent's Fire and Good foundations.", "action",
                  "seal or freeze");
}

/* H.4.3: the opponent commits foundations of their choice. */
static void
test_opponent_commits (void)
{
  assert_compiles ("E Flip: Your opponent commits 1 of their foundations and loses 1 vitality.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><commit-foundations "
                   "player=\"opponent\" count=\"1\"/><lose counter=\"vitality\" "
                   "amount=\"1\" player=\"opponent\"/></effect>");
  assert_refused ("E: Your opponent commits 1 of their foundations for each copy of 'Jab' in "
                  "your card pool.",
                  "action", "for each");
}

/* K.4.2, K.2.3: the opponent turns face-up foundations of their choice
 * face down. */
static void
test_opponent_flips (void)
{
  assert_compiles ("E Lose 1 vitality: Your opponent flips 2 foundations and discards 1 card.",
                   "asset",
                   "E <cost><lose counter=\"vitality\" amount=\"1\" player=\"you\"/></cost>"
                   "<effect><flip-foundations count=\"2\" player=\"opponent\" "
                   "chosen-by=\"player\"/><discard count=\"1\" from=\"hand\" "
                   "player=\"opponent\"/></effect>");
  assert_refused ("E: Your opponent flips X foundations and draws 2 cards.", "action",
                  "opponent flips");
}

/* D.4.2: the opponent adds cards of their own to their momentum. */
static void
test_opponent_momentum (void)
{
  assert_compiles ("E Discard 1 card: Your opponent adds the top 3 cards of their deck to their "
                   "momentum and loses 1 vitality.",
                   "asset",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect><momentum "
                   "from=\"deck-top\" count=\"3\" player=\"opponent\"/><lose "
                   "counter=\"vitality\" amount=\"1\" player=\"opponent\"/></effect>");
  assert_compiles ("F: Your opponent adds the top card of their discard pile to their momentum, "
                   "then draw 1 card.",
                   "action",
                   "F <effect><momentum from=\"discard-top\" count=\"1\" player=\"opponent\"/>"
                   "<draw count=\"1\" player=\"you\"/></effect>");
  /* J.4.3.3: X would be read before the cards were added */
  assert_refused ("E: Your opponent adds the top 3 cards of their deck to their momentum. This "
                  "attack gets +X speed and +1 damage. X equals the number of cards in your "
                  "opponent's momentum.",
                  "attack", "X equals, after an instruction");
  /* their card pool, face down: not read */
  assert_refused (
      "E: Your opponent adds the top 3 cards of their deck to their card pool face down.", "action",
      "adds the top");
}

/* K.3.21: a card of a discard pile added to a card pool, a hand or the
 * top of a deck. */
static void
test_add_from_discard (void)
{
  assert_compiles ("F Flip: Add 1 action from your discard pile to the beginning of your card "
                   "pool.",
                   "foundation",
                   "F <cost><flip target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"you\" filter=\"type=action\"/><add-to-card-pool "
                   "target=\"it\" position=\"beginning\"/></effect>");
  assert_compiles ("E: Add a card from your discard pile to the top of your deck, then draw 2 "
                   "cards.",
                   "action",
                   "E <effect><choose as=\"it\" zone=\"discard\" player=\"you\"/><move "
                   "target=\"it\" to=\"deck\"/><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("E Commit: Add 1 attack from your opponent's discard pile to their card pool.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"opponent\" filter=\"type=attack\"/>"
                   "<add-to-card-pool target=\"it\"/></effect>");
  /* the opponent's card to your zones, two cards, face down, "it"; momentum
   * face up: ufs-text-momup.c */
  assert_refused ("E: Add 1 card from your opponent's discard pile to your hand.", "action",
                  "effect: add");
  assert_refused ("E: Add 2 cards from your discard pile to your card pool.", "action",
                  "effect: add");
  assert_refused ("E: Add 1 attack from your discard pile to your card pool and freeze it.",
                  "action", "seal or freeze");
}

/* "Both players ...": one instruction for each player (E.2.1: vitality at
 * 0 is looked at when the effect is done); D.4.1: this card on top of its
 * owner's deck. */
static void
test_both_players (void)
{
  assert_compiles ("F Commit: Both players lose 3 vitality and draw 1 card.", "asset",
                   "F <cost><commit target=\"self\"/></cost><effect><lose counter=\"vitality\" "
                   "amount=\"3\" player=\"you\"/><lose counter=\"vitality\" amount=\"3\" "
                   "player=\"opponent\"/><draw count=\"1\" player=\"each\"/></effect>");
  assert_compiles ("E: Both players add the top 2 cards of their discard pile to their momentum.",
                   "action",
                   "E <effect><momentum from=\"discard-top\" count=\"2\"/><momentum "
                   "from=\"discard-top\" count=\"2\" player=\"opponent\"/></effect>");
  assert_compiles ("R: After you play an attack, add this card to the top of your deck and gain 1 "
                   "vitality.",
                   "asset",
                   "R <when event=\"card-played\" player=\"you\" card-type=\"attack\" "
                   "kind=\"form|reversal\"/><effect><move target=\"self\" to=\"deck\"/><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* their hands (their card pools: test-ufs-text-copies.c); the bottom
   * of the discard pile */
  assert_refused ("E: Both players add the top card of their deck to their hand.", "action",
                  "both players");
  assert_refused ("E: Add this card to the bottom of your discard pile.", "asset", "effect: add");
}

/* K.3.4.1.1, K.3.13, K.3.14: attacks filtered by several keywords, by a
 * symbol, by "non-". */
static void
test_attack_traits (void)
{
  assert_compiles ("E: Your Punch or Kick attack gets +2 speed.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Punch|Kick\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\" until=\"end-of-attack\"/>"
                   "</if></effect>");
  assert_compiles ("E: Your Tech, Weapon or Ranged attack gets +1 damage.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Tech|Weapon|Ranged\">"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: Your {Water} attack gets -1 speed.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"resources=water\"><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"-1\" until=\"end-of-attack\"/>"
                   "</if></effect>");
  assert_compiles ("E: Your {Void} and {Death} attack gets +3 damage.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"resources=void, "
                   "resources=death\"><modify target=\"your-attack\" stat=\"damage\" by=\"3\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E: Your opponent's non-Weapon attack gets -2 damage.", "foundation",
                   "E <effect><if target=\"opponent-attack\" filter=\"keyword!=Weapon\"><modify "
                   "target=\"opponent-attack\" stat=\"damage\" by=\"-2\" "
                   "until=\"end-of-attack\"/></if></effect>");
  /* kinds mixed, "and" between keywords, a list with no "or" */
  assert_refused ("E: Your {Fire} or Kick attack gets +1 speed.", "action", "filtered");
  assert_refused ("E: Your Kick and Punch attack gets +1 speed.", "action", "filtered");
  /* I.2.5: a Stun attack has the keyword, printed or granted
   * (test-ufs-text-amount.c) */
  assert_refused ("E: Your Stun and Kick attack gets +1 speed.", "action", "filtered");
  assert_refused ("E: Your Kick, Punch attack gets +1 speed.", "action", "filtered");
  /* a next attack of one kind: the lasting part's (K.3.9.1) */
  assert_compiles ("E: Your next Kick or Punch attack gets +1 speed.", "action",
                   "E <effect><modify-attacks stat=\"speed\" by=\"1\" player=\"you\" "
                   "keyword=\"Kick|Punch\" until=\"next\"/></effect>");
}

/* I.2.4: a keyword's rating changed. */
static void
test_rating (void)
{
  assert_compiles (
      "E Discard 1 card: This attack gets +3 to its Stun rating and +1 speed.", "attack",
      "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect>"
      "<modify-rating keyword=\"Stun\" by=\"3\" target=\"this-attack\"/><modify "
      "target=\"this-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E: Your attack gets -1 damage and +1 to its Powerful rating.", "foundation",
                   "E <effect><modify target=\"your-attack\" stat=\"damage\" by=\"-1\" "
                   "until=\"end-of-attack\"/><modify-rating keyword=\"Powerful\" by=\"1\" "
                   "target=\"your-attack\"/></effect>");
  assert_compiles ("E: Your opponent's attack gets -1 to its Multiple rating.", "foundation",
                   "E <effect><modify-rating keyword=\"Multiple\" by=\"-1\" "
                   "target=\"opponent-attack\"/></effect>");
  /* a next attack's, a choice, a keyword without a rating, a keyword granted */
  assert_refused ("E: Your next attack gets +1 to its Stun rating.", "action", "rating");
  assert_refused ("E: This attack gets +1 or -1 to its Gauge rating.", "attack", "modification");
  assert_refused ("E: This attack gets +1 to its Kick rating.", "attack", "rating");
  assert_compiles ("E: This attack gets Stun: 3 and +1 damage.", "attack",
                   "E <effect><grant-keyword keyword=\"Stun\" rating=\"3\" "
                   "target=\"this-attack\"/><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"1\" until=\"end-of-attack\"/></effect>");
}

/* J.4.3: a penalty of X, the amount -1*x. */
static void
test_minus_x (void)
{
  assert_compiles ("E Discard 1 momentum: This attack gets -X speed (minimum 2). X equals the "
                   "number of your opponent's committed foundations.",
                   "foundation",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><define-x "
                   "value=\"count(committed-foundations, opponent)\"/><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"-1*x\" "
                   "until=\"end-of-attack\" min=\"2\"/></effect>");
  /* J.3.2: the effect that waits would not know X */
  assert_refused ("E: If this attack deals damage, your next attack gets +X damage. X equals the "
                  "number of cards in your opponent's staging area.",
                  "attack", "X in an effect that waits");
  assert_refused ("E: This attack gets -X damage for each card in your hand. X equals the number "
                  "of your committed foundations.",
                  "foundation", "for each");
}

/* I.2.3: a keyword that acts by itself, granted. */
static void
test_grant (void)
{
  assert_compiles ("E Commit: Your attack gains Safe, then draw 1 card.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><grant-keyword "
                   "keyword=\"Safe\" target=\"your-attack\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E: This attack gets Throw and +2 damage.", "attack",
                   "E <effect><grant-keyword keyword=\"Throw\" target=\"this-attack\"/><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></effect>");
  /* a next attack's, a keyword that would not act, said to last */
  assert_refused ("E: Your next attack gains Flash.", "action", "keyword");
  assert_compiles ("E: Your attack gains Safe until the end of the turn.", "foundation",
                   "E <effect><grant-keyword keyword=\"Safe\" target=\"your-attack\"/></effect>");
  assert_refused ("E: This attack gains Safe until the end of the Combat Phase.", "attack",
                  "keyword");
}

/* E.4.7.2.3: a card chosen in the card pool, uncounted while it stays
 * there (the rest of the turn). */
static void
test_that_card_uncounted (void)
{
  assert_compiles ("F: Choose 1 attack in your card pool. That card does not count toward the "
                   "progressive difficulty.",
                   "action",
                   "F <effect><choose as=\"it\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"type=attack\"/><ignore-progressive target=\"it\"/></effect>");
  /* chosen where it would count no more */
  assert_refused ("F: Choose 1 card in your staging area. That card does not count towards "
                  "progressive difficulty for the rest of this turn.",
                  "action", "outside a card pool");
}

/* "Each player discards (loses, gains) ...": one instruction for each
 * player, the controller's first. */
static void
test_each_player (void)
{
  assert_compiles ("F: Each player discards 2 cards from their hand.", "action",
                   "F <effect><discard count=\"2\" from=\"hand\" player=\"you\"/><discard "
                   "count=\"2\" from=\"hand\" player=\"opponent\"/></effect>");
  assert_compiles ("E Commit: Each player loses 2 vitality.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><lose counter=\"vitality\" "
                   "amount=\"2\" player=\"you\"/><lose counter=\"vitality\" amount=\"2\" "
                   "player=\"opponent\"/></effect>");
  /* X, and a second verb the subject would carry */
  assert_refused ("F: Each player discards X cards. X equals your momentum.", "action",
                  "each player discards");
  assert_refused ("F: Each player discards 1 card and draws 1 card.", "action", "effect");
}

/* K.3.21: "take 1 TYPE from your discard pile and add it to ...", the
 * words of "add 1 TYPE from your discard pile to ...". */
static void
test_take (void)
{
  assert_compiles ("F Commit: Take 1 asset card from your discard pile and add it to your hand.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"you\" filter=\"type=asset\"/><move target=\"it\" "
                   "to=\"hand\"/></effect>");
  /* from a zone the choice does not read, or a printed value */
  assert_refused ("E: Take 1 card from your momentum and add it to your card pool.", "attack",
                  "take");
  assert_refused ("E: Take 1 attack with a printed speed of 3 from your card pool and add it "
                  "to your hand.",
                  "attack", "printed value");
}

/* I.2.2, I.2.3, I.2.4: a trait or a keyword with a played ability,
 * granted with its rating, acts as printed. */
static void
test_grant_rated (void)
{
  assert_compiles ("E Commit: This attack gets Stun: 4.", "attack",
                   "E <cost><commit target=\"self\"/></cost><effect><grant-keyword "
                   "keyword=\"Stun\" rating=\"4\" target=\"this-attack\"/></effect>");
  assert_compiles ("E: Your attack gains Multiple:2 and gets +1 to its Stun rating.", "foundation",
                   "E <effect><grant-keyword keyword=\"Multiple\" rating=\"2\" "
                   "target=\"your-attack\"/><modify-rating keyword=\"Stun\" by=\"1\" "
                   "target=\"your-attack\"/></effect>");
  assert_compiles ("E: This attack gets +1 speed and gains Weapon.", "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/><grant-keyword keyword=\"Weapon\" "
                   "target=\"this-attack\"/></effect>");
  assert_compiles ("E: Your Kick attack gains Powerful: 1.", "foundation",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Kick\"><grant-keyword "
                   "keyword=\"Powerful\" rating=\"1\" target=\"your-attack\"/></if></effect>");
  /* no rating, a rating of 0, a response keyword, a next attack's */
  assert_refused ("E: This attack gains Stun.", "attack", "keyword rating");
  assert_compiles ("E: This attack gains Stun: X. X equals your momentum.", "attack",
                   "E <effect><define-x value=\"count(momentum)\"/><grant-keyword "
                   "keyword=\"Stun\" rating=\"X\" target=\"this-attack\"/></effect>");
  assert_refused ("E: This attack gains Stun: 0.", "attack", "keyword rating");
  assert_refused ("E: This attack gains Breaker: 2.", "attack", "verb: gains");
  assert_refused ("E: Your next attack gets Stun: 1.", "foundation", "keyword");
}

/* K.3.6, I.2.4: bonuses and penalties in a list joined by commas, a
 * keyword with its rating last. */
static void
test_list_of_modifications (void)
{
  assert_compiles ("E: This attack gets -2 speed, +4 damage and Powerful: 1.", "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"speed\" by=\"-2\" "
                   "until=\"end-of-attack\"/><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"4\" until=\"end-of-attack\"/><grant-keyword keyword=\"Powerful\" "
                   "rating=\"1\" target=\"this-attack\"/></effect>");
  assert_compiles ("E Commit: Your attack gets +1 speed, +2 damage.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></effect>");
  /* a comma before a verb still ends the list */
  assert_refused ("E: This attack gets +1 speed, draws 1 card.", "attack", "effect");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-effect/C.1.4/commit-character", test_commit_character);
  g_test_add_func ("/ufs-text-effect/K.2.4/opponent-cards", test_opponent_cards);
  g_test_add_func ("/ufs-text-effect/K.2.4/commit-opponent-foundations",
                   test_commit_opponent_foundations);
  g_test_add_func ("/ufs-text-effect/H.4.3/opponent-commits", test_opponent_commits);
  g_test_add_func ("/ufs-text-effect/K.2.3/choose", test_choose);
  g_test_add_func ("/ufs-text-effect/D.4.2/opponent-momentum", test_opponent_momentum);
  g_test_add_func ("/ufs-text-effect/K.2.3/opponent-flips", test_opponent_flips);
  g_test_add_func ("/ufs-text-effect/K.3.21/add-from-discard", test_add_from_discard);
  g_test_add_func ("/ufs-text-effect/E.2.1/both-players", test_both_players);
  g_test_add_func ("/ufs-text-effect/K.3.14/attack-traits", test_attack_traits);
  g_test_add_func ("/ufs-text-effect/I.2.4/rating", test_rating);
  g_test_add_func ("/ufs-text-effect/I.2.3/grant", test_grant);
  g_test_add_func ("/ufs-text-effect/I.2.3/grant-rated", test_grant_rated);
  g_test_add_func ("/ufs-text-effect/K.3.21/take", test_take);
  g_test_add_func ("/ufs-text-effect/K.2.1/each-player", test_each_player);
  g_test_add_func ("/ufs-text-effect/E.4.7.2.3/that-card-uncounted", test_that_card_uncounted);
  g_test_add_func ("/ufs-text-effect/J.4.3/minus-x", test_minus_x);
  g_test_add_func ("/ufs-text-effect/K.3.6/list", test_list_of_modifications);
  return g_test_run ();
}
