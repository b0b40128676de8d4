/* test-ufs-text-cond4.c: an attack's value against twice a printed one
 * (launcher/ufs-text/ufs-text-cond4.c, J.4.2.1), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* J.4.2.1: the value now (or printed) against twice the printed one. */
static void
test_j421_double_printed (void)
{
  assert_effect ("attack", "E: If this attack's damage is at least double its printed damage, draw 1 "
                           "card.",
                 "<if target=\"this-attack\" value=\"damage(this-attack)\" "
                 "at-least=\"2*printed-damage(this-attack)\"><draw count=\"1\" player=\"you\"/></if>");
  assert_effect ("foundation",
                 "E Commit: If your attack's printed damage is exactly double its printed speed, "
                 "draw 2 cards.",
                 "<if target=\"your-attack\" value=\"printed-damage(this-attack)\" "
                 "equals=\"2*printed-speed(this-attack)\"><draw count=\"2\" player=\"you\"/></if>");
  assert_compiles ("E: Draw 1 card. Only playable if this attack's printed speed is exactly double "
                   "its printed damage.",
                   "attack",
                   "E <cost><require target=\"this-attack\" value=\"printed-speed(this-attack)\" "
                   "equals=\"2*printed-damage(this-attack)\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
}

/* Not read: a value now against another stat's printed one, "triple". */
static void
test_j421_double_printed_refused (void)
{
  assert_refused ("E: If this attack's damage is at least double its printed speed, draw 1 card.",
                  "attack", "if this attack's");
  assert_refused ("E: If this attack's damage is at least triple its printed damage, draw 1 card.",
                  "attack", "if this attack's");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/cond4/J.4.2.1/double-printed", test_j421_double_printed);
  g_test_add_func ("/ufs-text/cond4/J.4.2.1/refused", test_j421_double_printed_refused);
  return g_test_run ();
}
