/* test-ufs-text-cond5.c: the forms of launcher/ufs-text/ufs-text-cond5.c,
 * on invented card text: "it deals no damage" after a block (G.3.1,
 * K.1.2).
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/cond5/G.3.1/no-damage-after-block-with-this-card",
                   test_no_damage_after_block_with_this_card);
  g_test_add_func ("/ufs-text/cond5/G.3.1/no-damage-if-blocked", test_no_damage_if_blocked);
  g_test_add_func ("/ufs-text/cond5/G.3.1/no-damage-refused", test_no_damage_refused);
  return g_test_run ();
}
