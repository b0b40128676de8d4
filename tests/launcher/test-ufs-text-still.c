/* test-ufs-text-still.c: "If this attack is completely blocked, it still
 * deals 1 damage" (launcher/ufs-text/ufs-text-still.c), G.3.1 and what
 * Throw grants printed (I.3.14.1), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* G.3.1: an enhance marks the attack it names. */
static void
test_g31_still_deals_in_an_enhance (void)
{
  assert_effect ("attack", "E Commit: If this attack is completely blocked, it still deals 2 damage "
                           "during the Damage Step.",
                 "<still-damage target=\"this-attack\" amount=\"2\"/>");
  assert_effect ("foundation", "E Flip: If this attack is completely blocked, it still deals 1 damage.",
                 "<still-damage target=\"this-attack\" amount=\"1\"/>");
  assert_effect ("foundation",
                 "E Commit: If your attack is completely blocked, it still deals half damage "
                 "(rounded up).",
                 "<still-damage target=\"your-attack\" half=\"true\"/>");
  /* blocked at all: a partial block too */
  assert_effect ("attack", "E: If this attack is blocked, it still deals 3 damage.",
                 "<still-damage target=\"this-attack\" amount=\"3\" blocked=\"any\"/>");
  /* a partial block deals half already */
  assert_effect ("attack", "E: If this attack is blocked, it still deals half damage.",
                 "<still-damage target=\"this-attack\" half=\"true\"/>");
}

/* I.3.14.1 printed: a continuous ability of the attack itself, no target. */
static void
test_i3141_still_deals_printed (void)
{
  assert_compiles ("If this attack is completely blocked, it still deals half damage (rounded up).",
                   "attack", "continuous <effect><still-damage half=\"true\"/></effect>");
  assert_compiles ("If this attack is completely blocked, it still deals 2 damage during the "
                   "Damage Step.",
                   "attack", "continuous <effect><still-damage amount=\"2\"/></effect>");
}

/* What is not read: an amount that is not a number, more words, a
 * response, another card's continuous ability, another attack. */
static void
test_still_refused (void)
{
  assert_refused ("E: If this attack is completely blocked, it still deals X damage.", "attack",
                  "it still deals");
  assert_refused ("E: If this attack is completely blocked, it still deals 1 damage for each card "
                  "in your hand.",
                  "attack", "it still deals: words after");
  assert_refused ("R Commit: After you play an attack, if this attack is completely blocked, it "
                  "still deals 1 damage.",
                  "attack", "");
  assert_refused ("R: If this attack is completely blocked, it still deals 1 damage.", "attack",
                  "outside an enhance");
  assert_refused ("If this attack is completely blocked, it still deals 1 damage.", "foundation",
                  "not of its attack");
  assert_refused ("If your attack is completely blocked, it still deals 1 damage.", "attack",
                  "not of its attack");
  assert_refused ("E: If your low attack is completely blocked, it still deals 1 damage.", "attack",
                  "");
  assert_refused ("E: If your opponent's attack is completely blocked, it still deals 1 damage.",
                  "attack", "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/still/G.3.1/enhance", test_g31_still_deals_in_an_enhance);
  g_test_add_func ("/ufs-text/still/I.3.14.1/printed", test_i3141_still_deals_printed);
  g_test_add_func ("/ufs-text/still/refused", test_still_refused);
  return g_test_run ();
}
