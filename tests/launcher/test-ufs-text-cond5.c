/* test-ufs-text-cond5.c: the forms of launcher/ufs-text/ufs-text-cond5.c,
 * on invented card text: "it deals no damage" after a block (G.3.1,
 * K.1.2); an attack's continuous "If this attack is blocked," and
 * "discard it from the card pool [after it resolves]" (J.3.2, G.4).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* G.3.1, K.1.2: a block card's fired effect, the blocked attack named by
 * "it" or "that attack". */
static void
test_no_damage_after_block_with_this_card (void)
{
  assert_compiles ("After you block an attack with this card, that attack deals no damage.",
                   "foundation",
                   "continuous <when event=\"block\" player=\"you\" blocker=\"self\"/><effect>"
                   "<no-damage target=\"opponent-attack\"/></effect>");
  assert_compiles ("After you block a kick attack with this card, it deals no damage.", "attack",
                   "continuous <when event=\"block\" player=\"you\" blocker=\"self\" "
                   "keyword=\"Kick\"/><effect><no-damage target=\"opponent-attack\"/></effect>");
  /* "deals 0 damage": deals none (G.3.1) */
  assert_compiles ("After you partially block a punch attack with this card, it deals 0 damage.",
                   "asset",
                   "continuous <when event=\"block\" player=\"you\" blocker=\"self\" "
                   "status=\"partial\" keyword=\"Punch\"/><effect><no-damage "
                   "target=\"opponent-attack\"/></effect>");
  assert_compiles ("After you block an attack with this card, it deals no damage during the "
                   "Damage Step.",
                   "foundation",
                   "continuous <when event=\"block\" player=\"you\" blocker=\"self\"/><effect>"
                   "<no-damage target=\"opponent-attack\"/></effect>");
  assert_compiles ("R Commit: After your attack is blocked, it deals no damage.", "foundation",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial|complete\"/>"
                   "<cost><commit target=\"self\"/></cost><effect><no-damage "
                   "target=\"your-attack\"/></effect>");
}

/* G.3.1, J.3.2: an enhance's "If this attack is blocked," waits for the
 * block event, before the Damage Step. */
static void
test_no_damage_if_blocked (void)
{
  assert_effect ("foundation", "E Flip: If this attack is blocked, it deals no damage.",
                 "<delayed event=\"block\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><no-damage "
                 "target=\"this-attack\"/></if></delayed>");
  assert_effect ("foundation",
                 "E Commit: If you block this attack, it deals no damage during the Damage Step.",
                 "<delayed event=\"block\" card=\"this-attack\" player=\"you\" "
                 "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><no-damage "
                 "target=\"this-attack\"/></if></delayed>");
  /* K.1.2: over Throw's half damage on a complete block (I.3.14) */
  assert_effect ("foundation",
                 "E Commit: If this slam attack is completely blocked, it deals no damage.",
                 "<delayed event=\"block\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\"><if target=\"this-attack\" "
                 "filter=\"keyword=Slam\"><if state=\"fully-blocked\"><no-damage "
                 "target=\"this-attack\"/></if></if></delayed>");
  assert_effect ("foundation",
                 "E Flip: If you block this attack with an asset card, it deals no damage.",
                 "<delayed event=\"block\" card=\"this-attack\" player=\"you\" "
                 "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><if "
                 "target=\"blocker\" filter=\"type=asset\"><no-damage "
                 "target=\"this-attack\"/></if></if></delayed>");
  assert_effect ("foundation",
                 "E Commit: If this attack is blocked, you may draw 1 card and it deals no damage.",
                 "<delayed event=\"block\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><may "
                 "player=\"you\"><draw count=\"1\" player=\"you\"/><no-damage "
                 "target=\"this-attack\"/></may></if></delayed>");
}

/* Not read: no attack blocked to name, after the damage, "that attack" in
 * an enhance, after another instruction of a block's fired effect. */
static void
test_no_damage_refused (void)
{
  assert_refused ("R Commit: After you block an attack, that attack deals no damage.", "foundation",
                  "it deals no damage");
  assert_refused ("E Commit: If this attack deals damage, it deals no damage.", "foundation",
                  "not right after a block");
  assert_refused ("E Commit: This attack deals no damage.", "foundation", "deals no damage");
  assert_refused ("E Commit: If this attack is blocked, that attack deals no damage.", "foundation",
                  "in an enhance");
  assert_refused ("R Commit: After your opponent plays an attack, it deals no damage.",
                  "foundation", "it deals no damage");
  assert_refused ("After you block an attack with this card, draw 1 card and it deals no damage.",
                  "foundation", "not right after a block");
  /* a number of damage other than none */
  assert_refused ("After you block an attack with this card, that attack deals 1 damage.",
                  "foundation", "");
}

/* K.3.5, J.3.2: an attack's continuous "If this attack is blocked," is
 * its own trigger; "discard it from the card pool" at once (G.5.2: the
 * attack is dropped) or after it resolves (G.4). */
static void
test_attack_if_trigger (void)
{
  assert_compiles ("If this attack is blocked, discard it from the card pool.", "attack",
                   "continuous <when event=\"block\" player=\"opponent\" "
                   "status=\"partial|complete\" card=\"self\"/><effect><move target=\"self\" "
                   "to=\"discard\"/></effect>");
  assert_compiles ("If this attack is blocked, discard it from your card pool after it resolves.",
                   "attack",
                   "continuous <when event=\"block\" player=\"opponent\" "
                   "status=\"partial|complete\" card=\"self\"/><effect><delayed "
                   "event=\"attack-resolved\" card=\"self\" until=\"end-of-turn\" "
                   "times=\"1\"><move target=\"resolved-attack\" to=\"discard\"/></delayed>"
                   "</effect>");
  assert_compiles ("If this attack is completely blocked, draw 1 card.", "attack",
                   "continuous <when event=\"block\" player=\"opponent\" status=\"complete\" "
                   "card=\"self\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("If this attack deals damage, your opponent must add 1 card from their "
                   "discard pile to their card pool.",
                   "attack",
                   "continuous <when event=\"damage\" player=\"opponent\" cause=\"attack\" "
                   "card=\"self\"/><effect><choose as=\"it\" zone=\"discard\" "
                   "player=\"opponent\" chosen-by=\"opponent\"/><add-to-card-pool "
                   "target=\"it\"/></effect>");
  assert_compiles ("R: After this attack is blocked, discard it from the card pool after it "
                   "resolves.",
                   "attack",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial|complete\" "
                   "card=\"self\"/><effect><delayed event=\"attack-resolved\" card=\"self\" "
                   "until=\"end-of-turn\" times=\"1\"><move target=\"resolved-attack\" "
                   "to=\"discard\"/></delayed></effect>");
  /* an enhance's "If this attack is blocked," waits in a delayed effect */
  assert_effect ("attack", "E: If this attack is blocked, discard it from the card pool.",
                 "<delayed event=\"block\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><move "
                 "target=\"this-attack\" to=\"discard\"/></if></delayed>");
}

/* Not read: on a card that is no attack (K.3.4.2), outcomes no trigger
 * reads, "after it resolves" of another attack or after another
 * instruction. */
static void
test_attack_if_trigger_refused (void)
{
  assert_refused ("If this attack is blocked, draw 1 card.", "foundation", "this attack");
  assert_refused ("If this attack was played as a reversal, draw 1 card.", "attack", "trigger");
  assert_refused ("If this attack deals less than its printed damage, draw 1 card.", "attack",
                  "trigger");
  assert_refused ("E: If this attack is blocked, discard it from the card pool after it resolves.",
                  "attack", "not the card's own");
  assert_refused ("R: After your attack is blocked, discard it from the card pool after it "
                  "resolves.",
                  "foundation", "not the card's own");
  assert_refused ("If this attack deals damage, draw 1 card. Discard it from the card pool after "
                  "it resolves.",
                  "attack", "not the card's own");
}

/* D.2.2.2: a card turned face down as the cost is a foundation with a
 * blank text box already: the sentence adds nothing. */
static void
test_self_blank (void)
{
  assert_compiles ("E Turn this foundation face down: This attack gets +1 damage. This card is "
                   "considered a foundation with a blank text box.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("F Turn this asset face down: Draw 1 card. This card is considered a foundation "
                   "with a blank text box.",
                   "asset",
                   "F <cost><flip target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* not turned face down: the sentence would be a rule of its own */
  assert_refused ("E Commit: This attack gets +1 damage. This card is considered a foundation with "
                  "a blank text box.",
                  "foundation", "this card");
  assert_refused ("This card is considered a foundation with a blank text box.", "asset", "");
}

/* H.3.3.4: "and destroy this foundation", the card named by its type;
 * H.3.2: "Only playable on your opponent's turn"; K.4.2: "Turn 1
 * foundation in your opponent's staging area face down". */
static void
test_small_words (void)
{
  assert_compiles ("E Commit: This attack gets -2 damage. Your opponent may commit 2 foundations "
                   "to cancel this effect and destroy this foundation.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"-2\" "
                   "until=\"end-of-attack\"/></effect><cancel destroy=\"true\"><commit-foundations "
                   "count=\"2\"/></cancel>");
  assert_refused ("E Commit: This attack gets -2 damage. Your opponent may commit 2 foundations to "
                  "cancel this effect and destroy this foundation.",
                  "asset", "destroy this foundation");
  assert_compiles ("E Commit: Gain 1 vitality. Only playable on your opponent's turn.", "asset",
                   "E limit=\"opponent-turn\" <cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Commit: Draw 1 card. Only playable on your turn.", "asset",
                   "E limit=\"your-turn\" <cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_effect ("character",
                 "R: After your opponent plays an asset, turn 1 foundation in your opponent's "
                 "staging area face down. That card is considered a foundation with a blank text "
                 "box.",
                 "<flip-foundations count=\"1\" player=\"opponent\"/>");
  assert_effect ("action",
                 "F: Turn 2 foundations in your opponent's staging area face down. Those cards are "
                 "considered foundations with a blank text box.",
                 "<flip-foundations count=\"2\" player=\"opponent\"/>");
  /* an asset or foundation: flip-foundations offers foundations only */
  assert_refused ("F: Turn 1 asset or foundation in your opponent's staging area face down.",
                  "action", "turn");
}

/* H.3.1.5: a character's name of the pool before the timing letter;
 * H.3.1.6: a symbol written as a word. */
static void
test_character_name (void)
{
  g_autoptr (GHashTable) characters = g_hash_table_new (g_str_hash, g_str_equal);
  UfsTextCard card = { "foundation", FALSE, NULL, characters };
  UfsTextCard attack = { "attack", FALSE, NULL, characters };
  g_autofree char *one = NULL, *two = NULL, *first = NULL, *sym = NULL, *unknown = NULL;
  g_autofree char *twice = NULL, *none = NULL, *bracket = NULL, *watermark = NULL;
  g_autofree char *twins = NULL;

  g_hash_table_insert (characters, "orla vane", "Orla Vane");
  g_hash_table_insert (characters, "kestrel", "Kestrel");
  /* two spellings that differ in case: which one is meant is not known */
  g_hash_table_insert (characters, "mara-lin", "");
  one = compile_on ("Orla Vane E Commit: Your attack gets +1 speed.", &card);
  g_assert_cmpstr (
      one, ==,
      "E character=\"Orla Vane\" <cost><commit target=\"self\"/></cost><effect><modify "
      "target=\"your-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/>"
      "</effect>");
  two = compile_on ("Kestrel F: Draw 1 card.", &card);
  g_assert_cmpstr (two, ==,
                   "F character=\"Kestrel\" <effect><draw count=\"1\" player=\"you\"/></effect>");
  first = compile_on ("Kestrel First E: This attack gets +2 damage.", &attack);
  g_assert_cmpstr (first, ==,
                   "E first=\"true\" character=\"Kestrel\" <effect><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></effect>");
  sym = compile_on ("Void E: Draw 1 card.", &card);
  g_assert_cmpstr (sym, ==,
                   "E resource=\"void\" <effect><draw count=\"1\" player=\"you\"/></effect>");
  bracket = compile_on ("[Death] F Flip: Draw 1 card.", &card);
  g_assert_cmpstr (bracket, ==,
                   "F resource=\"death\" <cost><flip target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  /* a bracketed word that is no symbol */
  watermark = compile_on ("[MK] F Flip: Draw 1 card.", &card);
  g_assert_true (g_str_has_prefix (watermark, "no ("));
  /* a name that is no character of the pool, two names, none known */
  unknown = compile_on ("Orla Stone E: Draw 1 card.", &card);
  g_assert_true (g_str_has_prefix (unknown, "no ("));
  twice = compile_on ("Kestrel Orla Vane E: Draw 1 card.", &card);
  g_assert_true (g_str_has_prefix (twice, "no ("));
  twins = compile_on ("Mara-Lin F: Draw 1 card.", &card);
  g_assert_true (g_str_has_prefix (twins, "no ("));
  none = compile ("Kestrel F: Draw 1 card.", "foundation");
  g_assert_true (g_str_has_prefix (none, "no ("));
}

/* I.3.10.2.3: no reversal to the attack an enhance is played on. */
static void
test_no_reversal (void)
{
  assert_compiles ("E Commit: Your opponent may not play an attack as a reversal to this attack.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><no-reversal "
                   "target=\"this-attack\"/></effect>");
  /* printed on an attack, the card's own rule (ufs-text-static.c) */
  assert_compiles ("Your opponent may not play an attack as a reversal to this attack.", "attack",
                   "continuous <effect><no-reversal/></effect>");
  assert_refused ("R Commit: After your attack is blocked, your opponent may not play an attack "
                  "as a reversal to this attack.",
                  "foundation", "outside an enhance");
}

/* E.4.7.2.3: the time printed first; K.2.3: "for each" names no group of
 * players, "they" after it is still the opponent. */
static void
test_time_first_and_for_each (void)
{
  assert_effect ("foundation",
                 "E Commit: Choose 1 card in your card pool. For the rest of this turn that card "
                 "does not count towards progressive difficulty.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\"/><ignore-progressive "
                 "target=\"it\"/>");
  assert_refused ("E Commit: Choose 1 card in your staging area. For the rest of this turn, that "
                  "card does not count towards progressive difficulty.",
                  "foundation", "outside a card pool");
  assert_effect ("attack",
                 "E: This attack gets +1 speed for each of your opponent's momentum. If they have "
                 "0 momentum, draw 1 card.",
                 "<modify target=\"this-attack\" stat=\"speed\" by=\"count(momentum, opponent)\" "
                 "until=\"end-of-attack\"/><if zone=\"momentum\" player=\"opponent\" "
                 "equals=\"0\"><draw count=\"1\" player=\"you\"/></if>");
  /* "each player": "they" is either */
  assert_refused ("E: Each player draws 1 card. If they have 0 momentum, draw 1 card.", "attack",
                  "if they");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/cond5/G.3.1/no-damage-after-block-with-this-card",
                   test_no_damage_after_block_with_this_card);
  g_test_add_func ("/ufs-text/cond5/G.3.1/no-damage-if-blocked", test_no_damage_if_blocked);
  g_test_add_func ("/ufs-text/cond5/G.3.1/no-damage-refused", test_no_damage_refused);
  g_test_add_func ("/ufs-text/cond5/J.3.2/attack-if-trigger", test_attack_if_trigger);
  g_test_add_func ("/ufs-text/cond5/J.3.2/attack-if-trigger-refused",
                   test_attack_if_trigger_refused);
  g_test_add_func ("/ufs-text/cond5/D.2.2.2/self-blank", test_self_blank);
  g_test_add_func ("/ufs-text/cond5/H.3.3.4/small-words", test_small_words);
  g_test_add_func ("/ufs-text/cond5/H.3.1.5/character-name", test_character_name);
  g_test_add_func ("/ufs-text/cond5/I.3.10.2.3/no-reversal", test_no_reversal);
  g_test_add_func ("/ufs-text/cond5/E.4.7.2.3/time-first-and-for-each",
                   test_time_first_and_for_each);
  return g_test_run ();
}
