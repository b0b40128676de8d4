/* test-ufs-text-copies.c: bonuses to an attack's multiple copies, a
 * keyword an attack just played loses, foundations turned face down
 * (launcher/ufs-text/ufs-text-copies.c), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

#define expect_attack(text, xml) assert_effect ("attack", text, xml)
#define refused_attack(text, why) assert_effect_refused ("attack", text, why)
#define expect(text, xml) assert_effect ("foundation", text, xml)
#define expect_refused(text, why) assert_effect_refused ("foundation", text, why)

/* I.3.8.3: "Multiple copies of this attack get +N": `modify-copies`, one
 * for each stat; "this attack and its multiple copies": the attack's own
 * bonus too. */
static void
test_i383_copies_get (void)
{
  expect_attack ("E Commit: Multiple copies of this attack get +2 speed.",
                 "<modify-copies stat=\"speed\" by=\"2\" target=\"this-attack\"/>");
  expect_attack ("Combo E: This attack gets Multiple: 3. Multiple copies of this attack get +1 "
                 "damage and +2 speed.",
                 "<grant-keyword keyword=\"Multiple\" rating=\"3\" target=\"this-attack\"/>"
                 "<modify-copies stat=\"damage\" by=\"1\" target=\"this-attack\"/>"
                 "<modify-copies stat=\"speed\" by=\"2\" target=\"this-attack\"/>");
  expect_attack ("E Discard 1 card: This attack and its multiple copies get +3 damage.",
                 "<modify target=\"this-attack\" stat=\"damage\" by=\"3\" until=\"end-of-attack\"/>"
                 "<modify-copies stat=\"damage\" by=\"3\" target=\"this-attack\"/>");
  expect_attack ("E: This attack and its Multiple copies get +1 speed, and +1 damage.",
                 "<modify target=\"this-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/>"
                 "<modify target=\"this-attack\" stat=\"damage\" by=\"1\" until=\"end-of-attack\"/>"
                 "<modify-copies stat=\"speed\" by=\"1\" target=\"this-attack\"/>"
                 "<modify-copies stat=\"damage\" by=\"1\" target=\"this-attack\"/>");
  /* waiting for the attack's damage, as any instruction after "if" */
  expect_attack ("E: If this attack deals damage, multiple copies of this attack get +2 damage.",
                 "<delayed event=\"damage\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\">"
                 "<modify-copies stat=\"damage\" by=\"2\" target=\"this-attack\"/></delayed>");
}

/* What the copies' bonus is not read with: penalties, X, other stats,
 * keywords, bounds, lasting times; a card other than an attack; a
 * continuous ability. */
static void
test_i383_copies_refused (void)
{
  refused_attack ("E: Multiple copies of this attack get -2 damage.", "multiple copies");
  refused_attack ("E Discard X cards: Multiple copies of this attack get +X damage.",
                  "multiple copies");
  refused_attack ("E: Multiple copies of this attack get +2 damage and gain Throw.",
                  "multiple copies");
  refused_attack ("E: Multiple copies of this attack get +2 damage (maximum 6).",
                  "multiple copies");
  refused_attack ("E: Multiple copies of this attack get +2 damage for the rest of this turn.",
                  "multiple copies");
  refused_attack ("E: Multiple copies of this attack get +2 damage for each card in your hand.",
                  "multiple copies");
  refused_attack ("E: Multiple copies of this attack get +2 damage and +1 damage.", "");
  refused_attack ("E: Multiple copies of this attack get +1 speed, +1 damage.", "");
  refused_attack ("Multiple copies of this attack get +1 damage.", "");
  expect_refused ("E: Multiple copies of this attack get +1 damage.", "attack card");
}

/* I.2.3.1: "it loses KEYWORD" after an attack played: the event's card. */
static void
test_i231_it_loses (void)
{
  expect ("R Commit: After your opponent plays a Throw attack, it loses Throw.",
          "<remove-keyword keyword=\"Throw\" target=\"event-card\"/>");
  expect ("R Flip: After an attack is played, it loses Stun.",
          "<remove-keyword keyword=\"Stun\" target=\"event-card\"/>");
  /* all keywords, one of the player's choice, more after it: not read */
  expect_refused ("R Flip: After an attack is played, it loses all keywords.", "");
  expect_refused ("R Flip: After an attack is played, it loses Flash and Safe.", "");
  expect_refused ("R Flip: After an attack is played, it loses 1 keyword of your choice.", "");
  /* no attack played: "it" names nothing here */
  expect_refused ("E Commit: Draw 1 card. It loses Flash.", "");
}

/* K.4.4: "remove it" after an attack played: that attack, from the game. */
static void
test_k44_remove_played (void)
{
  expect ("R Commit: After your opponent plays an attack, remove it.",
          "<remove target=\"event-card\"/>");
  expect ("R Flip: After an attack is played, remove it from the game.",
          "<remove target=\"event-card\"/>");
  /* more after it: not read here */
  expect_refused ("R Flip: After an attack is played, remove it and draw 1 card.", "");
}

/* K.4.2: "Turn N of your (opponent's) foundations face down" is a flip of
 * face-up foundations chosen by the player whose ability it is; "That card
 * is considered a foundation with a blank text box" after it is D.2.2.2. */
static void
test_k42_turn_face_down (void)
{
  expect ("F Commit: Turn 2 of your opponent's foundations face down.",
          "<flip-foundations count=\"2\" player=\"opponent\"/>");
  expect ("E Commit: Turn 1 of your foundations face down. That card is considered a foundation "
          "with a blank text box.",
          "<flip-foundations count=\"1\"/>");
  expect ("E Commit: Turn 2 of your foundations face down. Those cards are considered "
          "foundations with a blank text box.",
          "<flip-foundations count=\"2\"/>");
  /* cards of the card pool, face up, X: not read */
  expect_refused ("E Commit: Turn 1 card in your card pool face down.", "");
  expect_refused ("E Commit: Turn 1 of your foundations face up.", "turn N of");
  expect_refused ("E Commit: Turn X of your foundations face down.", "");
  /* the number must agree */
  expect_refused ("E Commit: Turn 2 of your foundations face down. That card is considered a "
                  "foundation with a blank text box.",
                  "");
}

/* D.2.3: "discard it from your card pool": the attack an If names, or the
 * attack card itself in its own response; K.4.2: a foundation chosen in the
 * opponent's staging area turned face down. */
static void
test_d23_discard_it (void)
{
  expect_attack ("E Commit: If this attack deals damage, discard it from your card pool.",
                 "<delayed event=\"damage\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\">"
                 "<move target=\"this-attack\" to=\"discard\"/></delayed>");
  expect_attack ("R: After this attack is blocked, discard it from your card pool.",
                 "<move target=\"self\" to=\"discard\"/>");
  /* the opponent's attack is not in your card pool; no attack named */
  refused_attack ("E: If your opponent's attack deals damage, discard it from your card pool.", "");
  expect_refused ("E Commit: Draw 1 card. Discard it from your card pool.", "");
}

static void
test_k42_turn_chosen (void)
{
  expect ("E Commit: Choose 1 foundation in your opponent's staging area and turn it face down. "
          "That card is considered a foundation with a blank text box.",
          "<choose as=\"it\" zone=\"staging\" player=\"opponent\" filter=\"type=foundation\"/>"
          "<flip target=\"it\"/>");
  /* a card other than a foundation, or of another zone: not read */
  expect_refused ("E Commit: Choose 1 card in your opponent's card pool and turn it face down.",
                  "");
  expect_refused ("E Commit: Choose 1 asset in your opponent's staging area and turn it face down.",
                  "");
}

/* K.3.4, K.3.4.1.1: "This Kick (high, {fire}, non-Throw) attack" in an
 * enhance is this attack, when it has that trait, as "your Kick attack"
 * is your attack (docs/rulings.md). */
static void
test_k341_this_qualified_attack (void)
{
  expect ("E Commit: This Punch attack gets +2 speed.",
          "<if target=\"this-attack\" filter=\"keyword=Punch\">"
          "<modify target=\"this-attack\" stat=\"speed\" by=\"2\" until=\"end-of-attack\"/></if>");
  expect ("E: This mid or low attack gets -1 damage (minimum 2).",
          "<if target=\"this-attack\" filter=\"attack-zone=mid|low\">"
          "<modify target=\"this-attack\" stat=\"damage\" by=\"-1\" until=\"end-of-attack\" "
          "min=\"2\"/></if>");
  expect ("E Flip: This non-Kick attack gets +1 or -1 damage.",
          "<if target=\"this-attack\" filter=\"keyword!=Kick\"><either><option>"
          "<modify target=\"this-attack\" stat=\"damage\" by=\"1\" until=\"end-of-attack\"/>"
          "</option><option>"
          "<modify target=\"this-attack\" stat=\"damage\" by=\"-1\" until=\"end-of-attack\"/>"
          "</option></either></if>");
  /* only in an enhance: a response's "this attack" is its own card */
  refused_attack ("R Commit: After you play an attack, this Punch attack gets +1 speed.", "");
  refused_attack ("This Kick attack gets +1 speed.", "");
  /* a trait not known */
  expect_refused ("E: This Crimson attack gets +1 speed.", "");
}

/* I.2.4: a keyword and its rating printed in quotes read as printed
 * without them; a quoted name stays a name. */
static void
test_i24_quoted_rating (void)
{
  g_autoptr (GArray) toks = ufs_text_lex ("gets 'Stun: 2' and 'Ember Fist'");
  const UfsTok *t = &g_array_index (toks, UfsTok, 0);

  g_assert_cmpuint (toks->len, ==, 7);
  g_assert_cmpint (t[1].kind, ==, UFS_TOK_WORD);
  g_assert_cmpstr (t[1].text, ==, "stun");
  g_assert_cmpint (t[2].kind, ==, UFS_TOK_PUNCT);
  g_assert_cmpint (t[3].kind, ==, UFS_TOK_NUMBER);
  g_assert_cmpint (t[3].num, ==, 2);
  g_assert_cmpint (t[5].kind, ==, UFS_TOK_QUOTED);
  g_assert_cmpstr (t[5].text, ==, "Ember Fist");

  expect_attack ("Combo E: This attack gets 'Powerful: 2'.",
                 "<grant-keyword keyword=\"Powerful\" rating=\"2\" target=\"this-attack\"/>");
  expect ("E Commit: Your attack gets 'Stun: 1'.",
          "<grant-keyword keyword=\"Stun\" rating=\"1\" target=\"your-attack\"/>");
  /* a keyword that is not granted so, or words that are no rating */
  expect_refused ("E Commit: Your attack gets 'Breaker: 1'.", "");
  expect_refused ("E Commit: Your attack gets 'Stun: two'.", "");
}

/* K.1.3, K.3.21: both players add their own top cards to their own card
 * pool, the controller first. */
static void
test_k13_both_add_top (void)
{
  expect ("F Commit: Both players add the top card of their deck to their card pool.",
          "<add-to-card-pool from=\"deck-top\" player=\"you\"/>"
          "<add-to-card-pool from=\"deck-top\" player=\"opponent\"/>");
  expect ("F: Both players add the top 2 cards of their discard pile to their card pool face down.",
          "<add-to-card-pool from=\"discard-top\" player=\"you\" face=\"down\"/>"
          "<add-to-card-pool from=\"discard-top\" player=\"you\" face=\"down\"/>"
          "<add-to-card-pool from=\"discard-top\" player=\"opponent\" face=\"down\"/>"
          "<add-to-card-pool from=\"discard-top\" player=\"opponent\" face=\"down\"/>");
  /* X or 3 cards, another zone: not read */
  expect_refused ("F: Both players add the top X cards of their deck to their card pool.", "");
  expect_refused ("F: Both players add the top 3 cards of their deck to their card pool.", "");
  expect_refused ("F: Both players add the top card of their deck to their hand.", "");
}

/* J.4.2.1, K.3.4.1.1: "Your printed 3 damage attack" is your attack with
 * a printed damage of 3. */
static void
test_j421_printed_first (void)
{
  expect ("E Commit: Your printed 5 speed attack gets +2 damage.",
          "<if target=\"your-attack\" value=\"printed-speed(this-attack)\" equals=\"5\">"
          "<modify target=\"your-attack\" stat=\"damage\" by=\"2\" until=\"end-of-attack\"/>"
          "</if>");
  expect ("E Commit: Your printed 2 difficulty or more attack gets +1 speed.",
          "<if target=\"your-attack\" value=\"printed-difficulty(this-attack)\" at-least=\"2\">"
          "<modify target=\"your-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/>"
          "</if>");
  /* a next attack tests no printed value; other words after the number */
  expect_refused ("E: Your next printed 4 damage attack gets +1 speed.", "");
  expect_refused ("E Commit: Your printed 4 damage Kick attack gets +1 speed.", "");
  expect_refused ("E Commit: Your printed low attack gets +1 speed.", "");
}

/* G.2.1.1.2: "This attack is unblockable"; "... and is unblockable" after
 * a bonus to an attack under way. */
static void
test_g2112_unblockable (void)
{
  expect ("E Commit: This attack is unblockable.", "<unblockable target=\"this-attack\"/>");
  expect_attack ("R: After you play this attack, this attack is unblockable.",
                 "<unblockable target=\"self\"/>");
  expect ("E Commit: Your attack gets +2 speed and is unblockable.",
          "<modify target=\"your-attack\" stat=\"speed\" by=\"2\" until=\"end-of-attack\"/>"
          "<unblockable target=\"your-attack\"/>");
  expect ("R Commit: After your opponent plays an attack, it gains Throw and is unblockable.",
          "<grant-keyword keyword=\"Throw\" target=\"event-card\"/>"
          "<unblockable target=\"event-card\"/>");
  /* a next attack; a response not on an attack; nothing before "is" */
  expect_refused ("E: Your next attack gets +2 damage and is unblockable.", "");
  expect_refused ("R: After you play an attack, this attack is unblockable.", "");
  expect_refused ("E Commit: Draw 1 card and is unblockable.", "");
}

/* K.4.2: "Unflip N foundation(s)", "Unflip 1 card in your staging
 * area": the player's own face-down cards turned face up. */
static void
test_k42_unflip (void)
{
  expect ("E Commit: Unflip 1 foundation.", "<flip-foundations count=\"1\" face=\"up\"/>");
  expect ("F Commit: Unflip 2 cards in your staging area.",
          "<flip-foundations count=\"2\" face=\"up\"/>");
  /* up to, X, the opponent's: not read */
  expect_refused ("E Commit: Unflip up to 2 foundations.", "");
  expect_refused ("E Commit: Unflip X foundations.", "");
  expect_refused ("E Commit: Unflip 1 of your opponent's foundations.", "");
}

/* K.4.2, C.1.4: a face-up foundation of the opponent's chosen, flipped,
 * then committed; D.2.2.2: the blank text box after a card turned face
 * down inside an If is nothing more. */
static void
test_k42_flip_then_commit (void)
{
  expect ("E: Flip 1 of your opponent's foundations, then commit it.",
          "<choose as=\"it\" zone=\"staging\" player=\"opponent\" filter=\"type=foundation\"/>"
          "<flip target=\"it\"/><commit target=\"it\"/>");
  expect_attack ("E Commit: If this attack deals damage, choose 1 foundation in your opponent's "
                 "staging area and turn it face down. That card is considered a foundation with a "
                 "blank text box.",
                 "<delayed event=\"damage\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\"><choose as=\"it\" zone=\"staging\" "
                 "player=\"opponent\" filter=\"type=foundation\"/><flip target=\"it\"/>"
                 "</delayed>");
  expect_refused ("E: Flip 2 of your opponent's foundations, then commit them.", "");
  /* the attack an If names, turned face down where it is */
  expect ("E Commit: If your attack deals damage, turn it face down.",
          "<delayed event=\"damage\" card=\"your-attack\" player=\"opponent\" "
          "until=\"end-of-attack\" times=\"1\"><flip target=\"your-attack\"/></delayed>");
  expect_refused ("E Commit: If your opponent's attack deals damage, turn it face down.", "");
}

/* H.3.3.3: "Playable by either players", a misprint its neighbours show,
 * read as "either player". */
static void
test_h33_either_players (void)
{
  g_autofree char *norm = ufs_text_normalise ("E: Draw 1 card. Playable by either players.");

  g_assert_nonnull (strstr (norm, "either player."));
  expect ("E Commit: Draw 1 card. Playable by either players.",
          "<draw count=\"1\" player=\"you\"/>");
}

/* E.4.7.2.3: a card added from the discard pile to the card pool that
 * does not count towards progressive difficulty. */
static void
test_e47_added_uncounted (void)
{
  expect ("F Commit: Add 1 attack from your discard pile to your card pool. That card does not "
          "count toward progressive difficulty.",
          "<choose as=\"it\" zone=\"discard\" player=\"you\" filter=\"type=attack\"/>"
          "<add-to-card-pool target=\"it\"/><ignore-progressive target=\"it\"/>");
  /* to another zone: not read */
  expect_refused ("F Commit: Add 1 attack from your discard pile to your hand. That card does not "
                  "count toward progressive difficulty.",
                  "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/copies/I.3.8.3/copies-get", test_i383_copies_get);
  g_test_add_func ("/ufs-text/copies/I.3.8.3/refused", test_i383_copies_refused);
  g_test_add_func ("/ufs-text/copies/I.2.3.1/it-loses", test_i231_it_loses);
  g_test_add_func ("/ufs-text/copies/K.4.2/turn-face-down", test_k42_turn_face_down);
  g_test_add_func ("/ufs-text/copies/D.2.3/discard-it", test_d23_discard_it);
  g_test_add_func ("/ufs-text/copies/K.4.2/turn-chosen", test_k42_turn_chosen);
  g_test_add_func ("/ufs-text/copies/K.3.4.1.1/this-qualified-attack",
                   test_k341_this_qualified_attack);
  g_test_add_func ("/ufs-text/copies/I.2.4/quoted-rating", test_i24_quoted_rating);
  g_test_add_func ("/ufs-text/copies/K.1.3/both-add-top", test_k13_both_add_top);
  g_test_add_func ("/ufs-text/copies/J.4.2.1/printed-first", test_j421_printed_first);
  g_test_add_func ("/ufs-text/copies/G.2.1.1.2/unblockable", test_g2112_unblockable);
  g_test_add_func ("/ufs-text/copies/K.4.2/unflip", test_k42_unflip);
  g_test_add_func ("/ufs-text/copies/K.4.2/flip-then-commit", test_k42_flip_then_commit);
  g_test_add_func ("/ufs-text/copies/K.4.4/remove-played", test_k44_remove_played);
  g_test_add_func ("/ufs-text/copies/H.3.3.3/either-players", test_h33_either_players);
  g_test_add_func ("/ufs-text/copies/E.4.7.2.3/added-uncounted", test_e47_added_uncounted);
  return g_test_run ();
}
