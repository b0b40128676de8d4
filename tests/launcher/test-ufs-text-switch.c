/* test-ufs-text-switch.c: "Switch this attack's speed and damage"
 * (launcher/ufs-text/ufs-text-switch.c), K.3.6, on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* K.3.6, C.3.3.4.3: the attack an enhance (form, response on the attack)
 * names, its two values switched once until it resolves. */
static void
test_k36_switch (void)
{
  assert_effect ("attack", "E: Switch this attack's speed and damage values.",
                 "<modify target=\"this-attack\" stat=\"speed\" to=\"damage\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("foundation", "E Commit: Switch this attack's damage and speed.",
                 "<modify target=\"this-attack\" stat=\"speed\" to=\"damage\" "
                 "until=\"end-of-attack\"/>");
  assert_effect ("asset", "E Commit: Switch your attack's speed and damage.",
                 "<modify target=\"your-attack\" stat=\"speed\" to=\"damage\" "
                 "until=\"end-of-attack\"/>");
  assert_compiles ("E Flip: Switch your opponent's attack's speed and damage values. Draw 1 "
                   "card.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><modify "
                   "target=\"opponent-attack\" stat=\"speed\" to=\"damage\" "
                   "until=\"end-of-attack\"/><draw count=\"1\" player=\"you\"/></effect>");
}

/* What is not read: another pair of values, an attack no ability of the
 * kind names, an attack with a trait. */
static void
test_k36_switch_refused (void)
{
  assert_refused ("E: Switch this attack's speed and difficulty.", "attack", "effect: switch");
  assert_refused ("R: After you play an attack, switch this attack's speed and damage.",
                  "foundation", "this attack outside");
  assert_refused ("E: Switch this Kick attack's speed and damage.", "attack", "effect: switch");
  assert_refused ("E: Switch your next attack's speed and damage.", "attack", "effect: switch");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/switch/K.3.6/switch", test_k36_switch);
  g_test_add_func ("/ufs-text/switch/K.3.6/refused", test_k36_switch_refused);
  return g_test_run ();
}
