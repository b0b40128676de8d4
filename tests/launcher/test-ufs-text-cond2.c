/* test-ufs-text-cond2.c: conditions on the card an ability has just
 * revealed or discarded, or on the top card of a discard pile
 * (launcher/ufs-text/ufs-text-cond2.c), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* Effects compiled on an invented card of a type, a foundation by default. */
#define expect_on(type, text, xml) assert_effect (type, text, xml)
#define expect(text, xml) assert_effect ("foundation", text, xml)
#define expect_refused(text, why) assert_effect_refused ("foundation", text, why)

#define REVEAL "<reveal zone=\"deck\" count=\"1\" player=\"you\"/>"
#define DISCARD_TOP "<discard count=\"1\" from=\"deck-top\" player=\"you\"/>"

/* K.5.1, K.3.5: "the revealed card" is the top card of the deck, which
 * stays there; "add it to your hand" moves that card. */
static void
test_revealed_card_type (void)
{
  expect ("E Lose 1 vitality: Reveal the top card of your deck. If the revealed card is an action, "
          "add it to your hand.",
          REVEAL "<if target=\"your-deck-top\" filter=\"type=action\">"
                 "<move target=\"your-deck-top\" to=\"hand\"/></if>");
  /* the comma left out, and "it" for the revealed card */
  expect ("E: Reveal the top card of your deck. If it is an asset add it to your momentum.",
          REVEAL "<if target=\"your-deck-top\" filter=\"type=asset\">"
                 "<momentum from=\"target\" target=\"your-deck-top\"/></if>");
  expect ("E: Reveal the top card of your deck. If it's an attack, draw 2 cards.",
          REVEAL "<if target=\"your-deck-top\" filter=\"type=attack\">"
                 "<draw count=\"2\" player=\"you\"/></if>");
}

/* A keyword, a zone, symbols (K.3.13: both), a value. */
static void
test_revealed_card_filters (void)
{
  expect ("E: Reveal the top card of your deck. If it is a Kick attack, draw it.",
          REVEAL "<if target=\"your-deck-top\" filter=\"keyword=Kick, type=attack\">"
                 "<draw count=\"1\" player=\"you\"/></if>");
  expect ("E: Reveal the top card of your deck. If the revealed card is a low attack, gain 2 "
          "vitality.",
          REVEAL "<if target=\"your-deck-top\" filter=\"attack-zone=low, type=attack\">"
                 "<gain counter=\"vitality\" amount=\"2\" player=\"you\"/></if>");
  expect ("E: Reveal the top card of your deck. If it is a {Water} and {Evil} card, draw 1 card.",
          REVEAL "<if target=\"your-deck-top\" filter=\"resources=water, resources=evil\">"
                 "<draw count=\"1\" player=\"you\"/></if>");
  expect ("E: Reveal the top card of your deck. If it has a printed difficulty of 2 or less, add "
          "it to your hand.",
          REVEAL "<if target=\"your-deck-top\" filter=\"difficulty&lt;=2\">"
                 "<move target=\"your-deck-top\" to=\"hand\"/></if>");
  /* K.3.14: either keyword */
  expect ("E: Reveal the top card of your deck. If the revealed card has the Throw or Slam "
          "keyword, draw 1 card.",
          REVEAL "<if target=\"your-deck-top\" filter=\"keyword=Throw|Slam\">"
                 "<draw count=\"1\" player=\"you\"/></if>");
}

/* J.3.5.1.1 as "If not": an <else>, decided with the <if>, so that the
 * card moved in the first part does not change what the second tests. */
static void
test_if_not_is_else (void)
{
  expect ("E: Reveal the top card of your deck. If it is a foundation, add it to your staging "
          "area. If not, put it on the bottom of your deck.",
          REVEAL "<if target=\"your-deck-top\" filter=\"type=foundation\">"
                 "<move target=\"your-deck-top\" to=\"staging\"/></if><else>"
                 "<move target=\"your-deck-top\" to=\"deck\" position=\"bottom\"/></else>");
  expect ("E: Reveal the top card of your deck. If it is an attack, add it to your hand. If it is "
          "not an attack, discard it.",
          REVEAL "<if target=\"your-deck-top\" filter=\"type=attack\">"
                 "<move target=\"your-deck-top\" to=\"hand\"/></if><else>" DISCARD_TOP "</else>");
  /* another test on the card after it moved is not its else */
  expect_refused ("E: Reveal the top card of your deck. If it is an attack, add it to your hand. "
                  "If it is an asset, draw 1 card.",
                  "if it");
}

/* D.2.3.3: a card discarded from the deck top is the top of the discard
 * pile; "the top card of your discard pile" is that target. */
static void
test_discarded_and_discard_top (void)
{
  expect ("E: Discard the top card of your deck. If the discarded card is a foundation, draw 1 "
          "card.",
          DISCARD_TOP "<if target=\"your-discard-top\" filter=\"type=foundation\">"
                      "<draw count=\"1\" player=\"you\"/></if>");
  expect ("E: If the top card of your discard pile is not an attack, gain 1 vitality.",
          "<unless target=\"your-discard-top\" filter=\"type=attack\">"
          "<gain counter=\"vitality\" amount=\"1\" player=\"you\"/></unless>");
  expect ("E: If the top card of your discard pile has Tech, you may add it to your hand.",
          "<if target=\"your-discard-top\" filter=\"keyword=Tech\"><may player=\"you\">"
          "<move target=\"your-discard-top\" to=\"hand\"/></may></if>");
  /* K.5.5: the named card */
  expect ("E: Name a card. Discard the top card of your deck. If the discarded card is a copy of "
          "the named card, gain 3 vitality.",
          "<name-card as=\"n\"/>" DISCARD_TOP "<if target=\"your-discard-top\" filter=\"named=n\">"
          "<gain counter=\"vitality\" amount=\"3\" player=\"you\"/></if>");
}

/* What is not read: the card to a staging area when it may be no
 * foundation, committed; the card named again by a clause of another
 * part; more than one card revealed; a card discarded as a cost (responses
 * may come between). */
static void
test_refused (void)
{
  expect_refused ("E: Reveal the top card of your deck. If it is an attack, add it to your staging "
                  "area.",
                  "not known to be a foundation");
  expect_refused ("E: If the top card of your discard pile is a foundation, add it to your staging "
                  "area committed.",
                  "to your staging area");
  expect_refused ("E: Reveal the top card of your deck. If it is an attack, gain 1 vitality and "
                  "remove it from the game.",
                  "named again");
  expect_refused ("E: Reveal the top 2 cards of your deck. If it is an attack, draw 1 card.",
                  "if it");
  expect_refused ("E Discard the top card of your deck: If the discarded card is an attack, draw 1 "
                  "card.",
                  "if the");
  expect_refused ("E: Reveal the top card of your deck. If the revealed card is a Combo attack, "
                  "draw 1 card.",
                  "condition: the revealed card");
}

/* F.2.2.1.1: "If that control check fails, this Combat Phase does not
 * end" is "Failing that check does not end the Combat Phase". */
static void
test_check_fails_keeps_phase (void)
{
  expect ("E: Your opponent's next control check gets -2. If that control check fails, this "
          "Combat Phase does not end.",
          "<modify-check by=\"-2\" player=\"opponent\" keep-phase=\"true\"/>");
  expect_on (
      "asset",
      "R Commit: After your opponent makes a check, that check gets -1. If that check fails, "
      "the Combat Phase does not end.",
      "<modify-check check=\"this\" by=\"-1\" keep-phase=\"true\"/>");
  /* beside another instruction, the failure would be of which check? */
  expect_refused ("E: Draw 1 card. Your opponent's next control check gets -2. If that control "
                  "check fails, this Combat Phase does not end.",
                  "beside another instruction");
}

/* G.3.1: "deals less than its printed damage": a fired effect on damage
 * dealt below the printed damage (none comes for 0). */
static void
test_deals_less_than_printed (void)
{
  expect_on ("attack", "E: If this attack deals less than its printed damage, draw 2 cards.",
             "<delayed event=\"damage\" card=\"this-attack\" player=\"anyone\" "
             "until=\"end-of-attack\" times=\"1\" below-printed=\"true\">"
             "<draw count=\"2\" player=\"you\"/></delayed>");
  expect_on ("foundation", "E: If your attack deals less than printed damage, gain 1 vitality.",
             "<delayed event=\"damage\" card=\"your-attack\" player=\"opponent\" "
             "until=\"end-of-attack\" times=\"1\" below-printed=\"true\">"
             "<gain counter=\"vitality\" amount=\"1\" player=\"you\"/></delayed>");
}

/* H.3.3.1: "Only playable if the top card of your discard pile ...": a
 * <require> first in the cost; "is not" cannot be one. */
static void
test_only_playable_if_discard_top (void)
{
  g_autofree char *reason = NULL;
  UfsTextCard card = { "foundation" };
  g_autoptr (GString) attrs = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (NULL);
  char type[12];

  g_assert_true (ufs_text_compile ("E: Draw 1 card. Only playable if the top card of your discard "
                                   "pile has Fury.",
                                   &card, type, attrs, body, &reason));
  g_assert_cmpstr (body->str, ==,
                   "<cost><require target=\"your-discard-top\" filter=\"keyword=Fury\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  expect_refused ("E: Draw 1 card. Only playable if the top card of your discard pile is not a "
                  "foundation.",
                  "only playable if ... not");
}

/* J.4.2: cards left in a deck; other attacks in the card pool of an
 * attack's enhance, played from there face up: it is one of the attacks
 * counted. */
static void
test_counts (void)
{
  expect ("E Commit: If there are 5 or fewer cards left in your deck, draw 1 card.",
          "<if zone=\"deck\" player=\"you\" at-most=\"5\"><draw count=\"1\" player=\"you\"/></if>");
  expect_on (
      "attack",
      "E: Draw 1 card. Only playable if you have at least 3 other attacks in your card pool.",
      "<draw count=\"1\" player=\"you\"/>");
  {
    g_autofree char *reason = NULL;
    UfsTextCard card = { "attack" };
    g_autoptr (GString) attrs = g_string_new (NULL);
    g_autoptr (GString) body = g_string_new (NULL);
    char type[12];

    g_assert_true (ufs_text_compile ("E: Draw 1 card. Only playable if you have at least 3 other "
                                     "attacks in your card pool.",
                                     &card, type, attrs, body, &reason));
    g_assert_nonnull (strstr (body->str, "<require value=\"count(attacks)\" at-least=\"4\"/>"));
  }
  /* on a foundation, no attack of the card pool is the card itself */
  expect_refused ("E: Draw 1 card. Only playable if you have at least 3 other attacks in your card "
                  "pool.",
                  "other attacks in your card pool");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/cond2/K.5.1/revealed-card-type", test_revealed_card_type);
  g_test_add_func ("/ufs-text/cond2/K.3.13/revealed-card-filters", test_revealed_card_filters);
  g_test_add_func ("/ufs-text/cond2/J.3.5.1.1/if-not-is-else", test_if_not_is_else);
  g_test_add_func ("/ufs-text/cond2/D.2.3.3/discarded-and-discard-top",
                   test_discarded_and_discard_top);
  g_test_add_func ("/ufs-text/cond2/K.3.5/refused", test_refused);
  g_test_add_func ("/ufs-text/cond2/F.2.2.1.1/check-fails-keeps-phase",
                   test_check_fails_keeps_phase);
  g_test_add_func ("/ufs-text/cond2/G.3.1/deals-less-than-printed", test_deals_less_than_printed);
  g_test_add_func ("/ufs-text/cond2/H.3.3.1/only-playable-if-discard-top",
                   test_only_playable_if_discard_top);
  g_test_add_func ("/ufs-text/cond2/J.4.2/counts", test_counts);
  return g_test_run ();
}
