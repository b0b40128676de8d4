/* test-ufs-text-move2.c: the forms of launcher/ufs-text/ufs-text-move2.c,
 * on invented card text: the card a check turned over moved by a
 * response (E.3.1), a card chosen in the hand moved to another zone.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* E.3.1: the checked card, in the discard pile, is the check event's
 * card: "it", "the checked card", "that TYPE". */
static void
test_checked_card (void)
{
  assert_compiles ("R: After you check an action, add it to your hand.", "character",
                   "R <when event=\"check\" player=\"you\" card-type=\"action\"/><effect><move "
                   "target=\"event-card\" to=\"hand\"/></effect>");
  assert_compiles ("R Commit: After you check a 5, add the checked card to your momentum.",
                   "foundation",
                   "R <when event=\"check\" player=\"you\" start=\"5\"/><cost><commit "
                   "target=\"self\"/></cost><effect><momentum from=\"target\" "
                   "target=\"event-card\"/></effect>");
  assert_compiles ("R Commit: After you check a foundation, add that foundation to your hand.",
                   "foundation",
                   "R <when event=\"check\" player=\"you\" card-type=\"foundation\"/><cost><commit "
                   "target=\"self\"/></cost><effect><move target=\"event-card\" "
                   "to=\"hand\"/></effect>");
  assert_compiles ("R Destroy: After you check an attack card, add it to the bottom of your deck.",
                   "foundation",
                   "R <when event=\"check\" player=\"you\" card-type=\"attack\"/><cost><destroy "
                   "target=\"self\"/></cost><effect><move target=\"event-card\" to=\"deck\" "
                   "position=\"bottom\"/></effect>");
  /* D.2.2.4: to the staging area a foundation or an asset */
  assert_compiles ("R: After you check a foundation, add it to your staging area.", "character",
                   "R <when event=\"check\" player=\"you\" card-type=\"foundation\"/><effect><move "
                   "target=\"event-card\" to=\"staging\"/></effect>");
}

/* Not read: a card of another type to the staging area, a check of the
 * opponent's, an ability that does not answer the check, "that" of
 * another type. */
static void
test_checked_card_refused (void)
{
  assert_refused ("R: After you check an attack, add it to your staging area.", "character",
                  "no foundation or asset");
  assert_refused ("R: After you check a 3, add it to your staging area.", "character",
                  "no foundation or asset");
  /* J.5.4: once moved, the event's card is named no more: no commit */
  assert_refused ("R: After you check an asset, add it to your staging area committed.",
                  "character", "added committed");
  assert_refused ("R: After you check an attack, add it to your card pool.", "character",
                  "checked card");
  assert_refused ("R: After your opponent checks an attack, add it to their hand.", "character",
                  "add");
  assert_refused ("R: After you check an attack, add that foundation to your hand.", "character",
                  "add");
}

/* A card chosen in its owner's hand, then moved: to the staging area
 * (D.2.2.4: a foundation or asset), the momentum face down (D.4.2), the
 * card pool (K.3.21), the deck. */
static void
test_from_hand (void)
{
  assert_effect ("attack", "E: Add 1 foundation from your hand to your staging area.",
                 "<choose as=\"it\" zone=\"hand\" player=\"you\" filter=\"type=foundation\"/>"
                 "<move target=\"it\" to=\"staging\"/>");
  assert_effect ("asset", "E Commit: Add 1 asset from your hand to your staging area committed.",
                 "<choose as=\"it\" zone=\"hand\" player=\"you\" filter=\"type=asset\"/>"
                 "<move target=\"it\" to=\"staging\"/><commit target=\"it\"/>");
  assert_effect ("foundation", "E Commit: Add 1 attack card from your hand to your momentum.",
                 "<choose as=\"it\" zone=\"hand\" player=\"you\" filter=\"type=attack\"/>"
                 "<momentum from=\"target\" target=\"it\"/>");
  assert_effect (
      "foundation", "F Flip: Add 1 card from your hand to the top of your deck.",
      "<choose as=\"it\" zone=\"hand\" player=\"you\"/><move target=\"it\" to=\"deck\"/>");
}

/* Not read: a card of the hand to the hand, a character or an attack to
 * the staging area, a printed value outside a discard pile. */
static void
test_from_hand_refused (void)
{
  assert_refused ("E: Add 1 foundation from your hand to your hand.", "attack",
                  "a card of the hand to the hand");
  assert_refused ("E: Add 1 attack from your hand to your staging area.", "attack",
                  "a card other than a foundation or asset");
  assert_refused ("E: Add 1 foundation with a printed difficulty of 2 or less from your hand to "
                  "your staging area.",
                  "attack", "printed value");
  assert_refused ("E: Add 1 foundation from your hand to your card pool face down.", "attack",
                  "face down");
}

/* K.3.5: "up to N": each card chosen if the player likes, one after the
 * other (a card moved is no longer there to be chosen again). */
static void
test_up_to (void)
{
  assert_effect ("action", "F: Add up to 2 foundations from your discard pile to your hand.",
                 "<may player=\"you\"><choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"type=foundation\"/><move target=\"it\" to=\"hand\"/></may>"
                 "<may player=\"you\"><choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"type=foundation\"/><move target=\"it\" to=\"hand\"/></may>");
  assert_effect ("action", "E: Add up to 1 asset card from your discard pile to your hand.",
                 "<may player=\"you\"><choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"type=asset\"/><move target=\"it\" to=\"hand\"/></may>");
  assert_effect ("attack", "E: Add up to 2 cards from your hand to your momentum.",
                 "<may player=\"you\"><choose as=\"it\" zone=\"hand\" player=\"you\"/>"
                 "<momentum from=\"target\" target=\"it\"/></may><may player=\"you\"><choose "
                 "as=\"it\" zone=\"hand\" player=\"you\"/><momentum from=\"target\" "
                 "target=\"it\"/></may>");
  /* "committed" for each card */
  assert_effect (
      "character",
      "F: Add up to 2 foundations from your discard pile to your staging area committed.",
      "<may player=\"you\"><choose as=\"it\" zone=\"discard\" player=\"you\" "
      "filter=\"type=foundation\"/><move target=\"it\" to=\"staging\"/><commit "
      "target=\"it\"/></may><may player=\"you\"><choose as=\"it\" "
      "zone=\"discard\" player=\"you\" filter=\"type=foundation\"/><move "
      "target=\"it\" to=\"staging\"/><commit target=\"it\"/></may>");
}

/* Not read: X cards, more than 3, attacks to the staging area, any card
 * of a card pool to the hand (face-down ones would be offered). */
static void
test_up_to_refused (void)
{
  assert_refused ("E: Add up to X foundations from your discard pile to your hand.", "attack",
                  "add");
  assert_refused ("E: Add up to 4 foundations from your discard pile to your hand.", "attack",
                  "add");
  assert_refused ("E: Add up to 2 attacks from your card pool to your staging area.", "attack",
                  "a card other than a foundation or asset");
  assert_refused ("E: Add up to 2 cards from your card pool to your hand.", "attack",
                  "any card of a card pool");
  /* C.2.3.1: a face-down card of a card pool has no type: never offered */
  assert_compiles ("E: Add up to 2 foundations from your card pool to your staging area.", "attack",
                   "E <effect><may player=\"you\"><choose as=\"it\" zone=\"card-pool\" "
                   "player=\"you\" filter=\"type=foundation\"/><move target=\"it\" "
                   "to=\"staging\"/></may><may player=\"you\"><choose as=\"it\" "
                   "zone=\"card-pool\" player=\"you\" filter=\"type=foundation\"/>"
                   "<move target=\"it\" to=\"staging\"/></may></effect>");
}

/* G.2, K.3.24: the card played as the block, after the player's own
 * block of this attack. */
static void
test_blocked_with (void)
{
  assert_effect ("foundation",
                 "E Commit: If you block this attack, add the card you blocked with to your hand.",
                 "<delayed event=\"block\" card=\"this-attack\" player=\"you\" "
                 "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><move "
                 "target=\"blocker\" to=\"hand\"/></if></delayed>");
  assert_effect (
      "asset", "E Flip: If you block this attack, add the card you blocked with to your momentum.",
      "<delayed event=\"block\" card=\"this-attack\" player=\"you\" "
      "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><momentum "
      "from=\"target\" target=\"blocker\"/></if></delayed>");
  assert_refused ("E Commit: Add the card you blocked with to your hand.", "foundation",
                  "the card blocked with");
  assert_refused ("E Commit: If this attack is blocked, add the card you blocked with to your "
                  "hand.",
                  "foundation", "the card blocked with");
  assert_refused ("E Commit: If you block this attack, add the card you blocked with to your "
                  "staging area.",
                  "foundation", "the card you blocked with");
}

/* "with a difficulty of N or less", "non-Reversal", "non-Unique": of a
 * discard pile's cards (K.3.13). */
static void
test_filters (void)
{
  assert_effect ("foundation",
                 "E Commit: Add 1 kick attack with a difficulty of 4 or less from your discard "
                 "pile to your hand.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" filter=\"keyword=Kick, "
                 "type=attack, difficulty&lt;=4\"/><move target=\"it\" to=\"hand\"/>");
  assert_effect ("foundation",
                 "E Commit: Add 1 non-reversal attack from your discard pile to your hand.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"keyword!=Reversal, type=attack\"/><move target=\"it\" to=\"hand\"/>");
  assert_effect ("foundation",
                 "E Remove: Add 1 non-unique foundation from your discard pile to your hand.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"keyword!=Unique, type=foundation\"/><move target=\"it\" "
                 "to=\"hand\"/>");
  assert_effect ("foundation", "F Commit: Add 1 card in your hand to the top of your deck.",
                 "<choose as=\"it\" zone=\"hand\" player=\"you\"/><move target=\"it\" "
                 "to=\"deck\"/>");
  /* K.3.13, K.3.14: resource symbols, either type */
  assert_effect ("foundation",
                 "F Destroy this foundation: Add 1 {Water} and {Evil} attack from your discard "
                 "pile to your card pool.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"resources=water, resources=evil, type=attack\"/><add-to-card-pool "
                 "target=\"it\"/>");
  assert_effect ("foundation",
                 "E Remove: Add 1 {Earth} foundation from your hand to your staging area.",
                 "<choose as=\"it\" zone=\"hand\" player=\"you\" "
                 "filter=\"resources=earth, type=foundation\"/><move target=\"it\" "
                 "to=\"staging\"/>");
  assert_effect ("attack",
                 "E: Add 1 asset or foundation from your discard pile to your staging area.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"type=asset|foundation\"/><move target=\"it\" to=\"staging\"/>");
  assert_refused ("E: Add 1 attack or foundation from your discard pile to your staging area.",
                  "attack", "a card other than a foundation or asset");
  assert_refused ("E: Add 1 {Air} card from your discard pile to your staging area.", "attack",
                  "a card other than a foundation or asset");
  /* a current value outside a discard pile: not read */
  assert_refused ("E Commit: Add 1 attack with a difficulty of 4 or less from your card pool to "
                  "your hand.",
                  "foundation", "printed value");
}

/* K.3.1: "1 other card" of an attack's ability is another than the attack
 * itself. */
static void
test_other (void)
{
  assert_effect ("attack", "E: Add 1 other card from your card pool to your momentum.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\" other=\"self\"/>"
                 "<momentum from=\"target\" target=\"it\"/>");
  assert_effect ("attack", "Combo E: Add 1 other attack from your discard pile to your hand.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" filter=\"type=attack\" "
                 "other=\"self\"/><move target=\"it\" to=\"hand\"/>");
  assert_effect ("attack", "E: Add up to 2 other kick attacks in your card pool to your hand.",
                 "<may player=\"you\"><choose as=\"it\" zone=\"card-pool\" player=\"you\" "
                 "filter=\"keyword=Kick, type=attack\" other=\"self\"/><move target=\"it\" "
                 "to=\"hand\"/></may><may player=\"you\"><choose as=\"it\" "
                 "zone=\"card-pool\" player=\"you\" filter=\"keyword=Kick, type=attack\" "
                 "other=\"self\"/><move target=\"it\" to=\"hand\"/></may>");
  /* on another card, "other" is another than the attack or the event's card */
  assert_refused ("E Commit: Add 1 other attack from your card pool to your hand.", "foundation",
                  "add");
  assert_refused ("E: Add 1 other card from your card pool to your hand.", "attack",
                  "any card of a card pool");
  assert_compiles ("E: Add 1 other attack from your card pool to your hand.", "attack",
                   "E <effect><choose as=\"it\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"type=attack\" other=\"self\"/><move target=\"it\" "
                   "to=\"hand\"/></effect>");
}

/* K.3.2: "a copy of this card" is a card of its name; D.3: a card of a
 * removed from game pile. */
static void
test_copy_and_removed (void)
{
  UfsTextCard palm = { "attack", FALSE, NULL, NULL, "Rising Palm" };
  UfsTextCard wall = { "asset", FALSE, NULL, NULL, "Stone Wall" };
  UfsTextCard odd = { "attack", FALSE, NULL, NULL, "Yes, No" };
  UfsTextCard two = { "attack", FALSE, NULL, NULL, "Rising Palm2" };
  g_autofree char *a = compile_on (
      "E Discard 1 card: If this attack is blocked, you may add 1 copy of this attack from your "
      "discard pile to your hand.",
      &palm);
  g_autofree char *b = compile_on ("E Remove: You may add 1 copy of this card from your hand to "
                                   "your staging area.",
                                   &wall);
  g_autofree char *c =
      compile_on ("E: Add 1 copy of this attack from your discard pile to your hand.", &odd);
  g_autofree char *e =
      compile_on ("E: Add 1 copy of this attack from your discard pile to your hand.", &two);
  g_autofree char *d =
      compile_on ("E: Add 1 copy of this attack from your discard pile to your hand.",
                  &(UfsTextCard){ "attack" });

  g_assert_cmpstr (a, ==,
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect><delayed "
                   "event=\"block\" card=\"this-attack\" player=\"anyone\" "
                   "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><may "
                   "player=\"you\"><choose as=\"it\" zone=\"discard\" player=\"you\" "
                   "filter=\"name=Rising Palm, type=attack\"/><move target=\"it\" "
                   "to=\"hand\"/></may></if></delayed></effect>");
  g_assert_cmpstr (b, ==,
                   "E <cost><remove target=\"self\"/></cost><effect><may player=\"you\"><choose "
                   "as=\"it\" zone=\"hand\" player=\"you\" filter=\"name=Stone Wall, "
                   "type=asset\"/><move target=\"it\" to=\"staging\"/></may></effect>");
  /* a name a filter cannot hold, one told apart by a digit, or none
   * known: not read */
  g_assert_true (g_str_has_prefix (c, "no ("));
  g_assert_true (g_str_has_prefix (d, "no ("));
  g_assert_true (g_str_has_prefix (e, "no ("));
  assert_effect ("foundation",
                 "E Remove: Add 1 character card from your removed from game pile to your hand.",
                 "<choose as=\"it\" zone=\"removed\" player=\"you\" "
                 "filter=\"type=character\"/><move target=\"it\" to=\"hand\"/>");
  assert_effect ("foundation",
                 "E Remove: Add 1 card from your opponent's removed from game pile to the top of "
                 "their deck.",
                 "<choose as=\"it\" zone=\"removed\" player=\"opponent\"/><move "
                 "target=\"it\" to=\"deck\"/>");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/move2/E.3.1/checked-card", test_checked_card);
  g_test_add_func ("/ufs-text/move2/E.3.1/checked-card-refused", test_checked_card_refused);
  g_test_add_func ("/ufs-text/move2/D.3.1/from-hand", test_from_hand);
  g_test_add_func ("/ufs-text/move2/D.3.1/from-hand-refused", test_from_hand_refused);
  g_test_add_func ("/ufs-text/move2/K.3.5/up-to", test_up_to);
  g_test_add_func ("/ufs-text/move2/K.3.5/up-to-refused", test_up_to_refused);
  g_test_add_func ("/ufs-text/move2/G.2/blocked-with", test_blocked_with);
  g_test_add_func ("/ufs-text/move2/K.3.13/filters", test_filters);
  g_test_add_func ("/ufs-text/move2/K.3.1/other", test_other);
  g_test_add_func ("/ufs-text/move2/K.3.2/copy-and-removed", test_copy_and_removed);
  return g_test_run ();
}
