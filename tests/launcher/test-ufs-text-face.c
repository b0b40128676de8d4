/* test-ufs-text-face.c: the forms of launcher/ufs-text/ufs-text-face.c, on
 * invented card text: face-down cards of the player's card pool or staging
 * area chosen by their face (C.2.3.1, D.2.2.2).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* C.2.3.1: a face-down card of a card pool is only a card; D.2.2.2: one of
 * a staging area is a foundation. */
static void
test_face_add (void)
{
  assert_effect ("foundation", "E Commit: Add 1 face down card from your card pool to your hand.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\" filter=\"face=down\"/>"
                 "<move target=\"it\" to=\"hand\"/>");
  assert_effect ("asset",
                 "F Commit: Add 1 face down card from your card pool to the top of your deck.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\" filter=\"face=down\"/>"
                 "<move target=\"it\" to=\"deck\"/>");
  assert_effect ("foundation",
                 "E Flip: Add 1 face down foundation from your staging area to your hand.",
                 "<choose as=\"it\" zone=\"staging\" player=\"you\" filter=\"face=down\"/>"
                 "<move target=\"it\" to=\"hand\"/>");
  assert_effect ("asset", "F Commit: Add 1 face down card from your staging area to your hand.",
                 "<choose as=\"it\" zone=\"staging\" player=\"you\" filter=\"face=down\"/>"
                 "<move target=\"it\" to=\"hand\"/>");
}

/* Not read: a face-down foundation of a card pool (none is one), a
 * destination other than a hand or deck top. */
static void
test_face_add_refused (void)
{
  assert_effect_refused (
      "foundation", "E Commit: Add 1 face down foundation from your card pool to your hand.", "");
  assert_effect_refused ("foundation",
                         "E Commit: Add 1 face down card from your card pool to your staging area.",
                         "a face-down card to a zone other than a hand or deck top");
}

static void
test_face_discard (void)
{
  assert_effect ("foundation", "F Commit: Discard 1 face down card from your card pool.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\" filter=\"face=down\"/>"
                 "<move target=\"it\" to=\"discard\"/>");
}

/* E.4.1.1: chosen as the cost is paid, offered only while there is one;
 * an attack's own card is face up, so never among them. */
static void
test_face_cost_discard (void)
{
  assert_compiles ("E Discard 1 face down card from your card pool: Draw 2 cards.", "attack",
                   "E <cost><choose as=\"paid\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"face=down\"/><move target=\"paid\" to=\"discard\"/></cost>"
                   "<effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("E Commit, discard 1 face down card from your card pool: Draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/><choose as=\"paid\" zone=\"card-pool\" "
                   "player=\"you\" filter=\"face=down\"/><move target=\"paid\" "
                   "to=\"discard\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/face/C.2.3.1/add", test_face_add);
  g_test_add_func ("/ufs-text/face/C.2.3.1/add-refused", test_face_add_refused);
  g_test_add_func ("/ufs-text/face/C.2.3.1/discard", test_face_discard);
  g_test_add_func ("/ufs-text/face/E.4.1.1/cost-discard", test_face_cost_discard);
  return g_test_run ();
}
