/* test-ufs-text-amount3.c: the forms of launcher/ufs-text/ufs-text-amount3.c,
 * on invented card text: "+1 damage for every 2 ..." counts whole groups
 * only (TERM//N, J.4.2).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

/* J.4.2: a bonus of 1 for every N cards counted */
static void
test_for_every (void)
{
  assert_effect ("attack", "E: This attack gets +1 damage for every 3 attacks in your discard pile.",
                 "<modify target=\"this-attack\" stat=\"damage\" "
                 "by=\"face-up(discard-attacks)//3\" until=\"end-of-attack\"/>");
  assert_effect ("foundation",
                 "E Commit: Your attack gets +1 damage for every 2 cards in your opponent's "
                 "momentum.",
                 "<modify target=\"your-attack\" stat=\"damage\" by=\"count(momentum, "
                 "opponent)//2\" until=\"end-of-attack\"/>");
  assert_effect ("asset",
                 "E Commit: Your attack gets -1 speed for every 4 cards in your opponent's "
                 "discard pile.",
                 "<modify target=\"your-attack\" stat=\"speed\" by=\"-1*count(discard, "
                 "opponent)//4\" until=\"end-of-attack\"/>");
}

/* a bonus of 2 for every N would be 2 for each whole group: not read */
static void
test_for_every_refused (void)
{
  assert_effect_refused ("attack",
                         "E: This attack gets +2 damage for every 3 attacks in your discard pile.",
                         "modification");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/amount3/J.4.2/for-every", test_for_every);
  g_test_add_func ("/ufs-text/amount3/J.4.2/for-every-refused", test_for_every_refused);
  return g_test_run ();
}
