/* test-ufs-text-bound.c: the forms of launcher/ufs-text/ufs-text-bound.c,
 * on invented card text: a value of the foundation a cost destroyed, named
 * by the effect (K.4.1, E.4.1.1, J.4.2.3).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* E.4.1.1, K.4.1: the foundation the cost destroys is bound by the cost
 * and read by the effect. */
static void
test_destroyed_foundation (void)
{
  assert_compiles ("E Destroy 1 foundation: This attack gets +X speed. X equals the difficulty "
                   "of the destroyed foundation.",
                   "foundation",
                   "E <cost><destroy-foundations count=\"1\" as=\"destroyed\"/></cost><effect>"
                   "<define-x value=\"difficulty(destroyed)\"/><modify target=\"this-attack\" "
                   "stat=\"speed\" by=\"X\" until=\"end-of-attack\"/></effect>");
  assert_effect ("asset",
                 "E Destroy 1 foundation: Your attack gets -X damage. X equals the destroyed "
                 "foundation's printed control.",
                 "<define-x value=\"printed-control(destroyed)\"/><modify "
                 "target=\"your-attack\" stat=\"damage\" by=\"-1*x\" until=\"end-of-attack\"/>");
  assert_effect ("attack",
                 "E Destroy 1 foundation: This attack gets +X damage. X equals the control of "
                 "the foundation you destroyed to pay for this ability.",
                 "<define-x value=\"control(destroyed)\"/><modify target=\"this-attack\" "
                 "stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>");
}

/* Not one foundation destroyed by the cost alone: the words name no one
 * card. */
static void
test_destroyed_foundation_refused (void)
{
  assert_effect_refused ("attack",
                         "E Destroy 2 foundations: This attack gets +X damage. X equals the "
                         "difficulty of the destroyed foundation.",
                         "the destroyed foundation, of a cost of other cards");
  assert_effect_refused ("attack",
                         "E Commit: This attack gets +X damage. X equals the difficulty of the "
                         "destroyed foundation.",
                         "the destroyed foundation, of no cost");
  assert_effect_refused ("attack",
                         "E Destroy 1 foundation: Discard 1 card. This attack gets +X damage. X "
                         "equals the difficulty of the destroyed foundation.",
                         "the destroyed foundation, beside other cards moved");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/bound/K.4.1/destroyed-foundation", test_destroyed_foundation);
  g_test_add_func ("/ufs-text/bound/K.4.1/destroyed-foundation-refused",
                   test_destroyed_foundation_refused);
  return g_test_run ();
}
