/* test-ufs-text-momup.c: the forms of launcher/ufs-text/ufs-text-momup.c,
 * on invented card text: a card added to a momentum face up (D.4,
 * C.2.3.1).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* D.4, C.2.3.1: the card itself, one chosen, the attack after its damage */
static void
test_face_up (void)
{
  assert_effect ("asset", "F Commit: Add this card to your momentum face up.",
                 "<momentum from=\"self\" face=\"up\" count=\"1\"/>");
  assert_effect ("foundation",
                 "F Destroy this foundation: Add 1 foundation from your card pool to your "
                 "momentum face up.",
                 "<choose as=\"it\" zone=\"card-pool\" player=\"you\" filter=\"type=foundation\"/>"
                 "<momentum from=\"target\" face=\"up\" target=\"it\"/>");
  assert_effect ("attack", "E: If this attack deals damage, add it to your momentum face up.",
                 "<delayed event=\"damage\" card=\"this-attack\" player=\"anyone\" "
                 "until=\"end-of-attack\" times=\"1\"><momentum from=\"target\" face=\"up\" "
                 "target=\"this-attack\"/></delayed>");
  assert_effect ("action",
                 "E: If you have 2 or more momentum, add 1 card from your discard pile to your "
                 "momentum face up.",
                 "<if zone=\"momentum\" player=\"you\" at-least=\"2\"><choose as=\"it\" zone=\"discard\" "
                 "player=\"you\"/><momentum from=\"target\" face=\"up\" target=\"it\"/></if>");
}

/* "face up" is read only closing the sentence, after a move to a momentum */
static void
test_face_up_refused (void)
{
  /* a delayed move at the End Phase is not read */
  assert_effect_refused ("attack",
                         "E: If this attack deals damage, add it to your momentum face up "
                         "during your End Phase.",
                         "face up during");
  /* a card of the hand is not added face up */
  assert_effect_refused ("action", "E: Add 1 card from your hand to your momentum face up.",
                         "face up");
  /* not after a draw */
  assert_effect_refused ("action", "E: Draw 1 card face up.", "face up");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/momup/D.4/face-up", test_face_up);
  g_test_add_func ("/ufs-text/momup/D.4/face-up-refused", test_face_up_refused);
  return g_test_run ();
}
