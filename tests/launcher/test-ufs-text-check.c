/* test-ufs-text-check.c: "Make a control check: If you checked a 2 or
 * less, ..." (launcher/ufs-text/ufs-text-cost.c, ufs-text-cond3.c): a
 * check against no difficulty as a cost (E.3.4), and a condition on the
 * number checked, its starting value (E.3.1.1), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

/* E.3.4: the check is the cost; the condition reads turn(checked). */
static void
test_e34_check_without_difficulty (void)
{
  assert_compiles ("E Make a control check: If you checked a 2 or less, draw 1 card.", "attack",
                   "E <cost><check/></cost><effect><if value=\"turn(checked)\" at-most=\"2\">"
                   "<draw count=\"1\" player=\"you\"/></if></effect>");
  assert_compiles ("E Make a check: If you checked a 6 or more, your opponent loses 2 vitality.",
                   "foundation",
                   "E <cost><check/></cost><effect><if value=\"turn(checked)\" at-least=\"6\">"
                   "<lose counter=\"vitality\" amount=\"2\" player=\"opponent\"/></if></effect>");
  assert_compiles (
      "F Commit, make a control check: If you checked an 8 or more, draw 1 card.", "foundation",
      "F <cost><commit target=\"self\"/><check/></cost><effect><if "
      "value=\"turn(checked)\" at-least=\"8\"><draw count=\"1\" player=\"you\"/></if></effect>");
  /* a check against a difficulty is printed (N+), as before */
  assert_compiles ("E (4+): Draw 1 card.", "foundation",
                   "E <cost><check difficulty=\"4\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
}

/* Not read: a number checked that is X, or a comparison not said. */
static void
test_e34_check_refused (void)
{
  assert_refused ("E Make a control check: If you checked X or less, draw 1 card.", "foundation",
                  "");
  assert_refused ("E Make a control check: If you checked a 2, draw 1 card.", "foundation", "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/check/E.3.4/check-without-difficulty",
                   test_e34_check_without_difficulty);
  g_test_add_func ("/ufs-text/check/E.3.4/refused", test_e34_check_refused);
  return g_test_run ();
}
