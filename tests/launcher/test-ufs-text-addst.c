/* test-ufs-text-addst.c: the state a card is added in, in printed UFS
 * text (launcher/ufs-text/ufs-text-addst.c), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* Effects compiled on an invented foundation. */
#define expect(text, xml) assert_effect ("foundation", text, xml)
#define expect_refused(text, why) assert_effect_refused ("foundation", text, why)

/* D.1.2: a card enters a zone ready: "ready" is the move alone. */
static void
test_d12_added_ready (void)
{
  expect ("E Commit: Add 1 asset from your discard pile to your staging area ready.",
          "<choose as=\"it\" zone=\"discard\" player=\"you\" filter=\"type=asset\"/>"
          "<move target=\"it\" to=\"staging\"/>");
}

/* C.1.4: "committed" is the move, then the same card committed. */
static void
test_c14_added_committed (void)
{
  expect ("R: After you fail a control check, add 1 foundation from your card pool to your staging "
          "area committed.",
          "<choose as=\"it\" zone=\"card-pool\" player=\"you\" filter=\"type=foundation\"/>"
          "<move target=\"it\" to=\"staging\"/><commit target=\"it\"/>");
  /* a top card names another card once it has moved: refused */
  expect_refused ("E Commit: If the top card of your discard pile is a foundation, add it to "
                  "your staging area committed.",
                  "committed");
}

/* The card itself, after it blocked from the hand into the card pool. */
static void
test_c14_self_committed (void)
{
  expect ("After you block with this card, add it to your staging area committed. Draw 1 card.",
          "<move target=\"self\" to=\"staging\"/><commit target=\"self\"/><draw count=\"1\" player=\"you\"/>");
}

/* C.2.2.1, D.2.2.2: the card itself, from its card pool, added face down
 * (a foundation there whatever it is), then committed. */
static void
test_d222_self_face_down (void)
{
  expect ("R [Card Pool]: After you take damage, draw 1 card. Add this card to your staging "
          "area face down committed.",
          "<draw count=\"1\" player=\"you\"/><add-face-down from=\"self\" count=\"1\"/>"
          "<commit target=\"self\"/>");
  expect ("E [Card Pool]: You may add this card to your staging area face down.",
          "<may player=\"you\"><add-face-down from=\"self\" count=\"1\"/></may>");
}

/* D.4.1: a deck is face down, whatever the words say. */
static void
test_d41_deck_face_down (void)
{
  expect ("E Commit: Gain 1 vitality and add this card to the top of your deck face down.",
          "<gain counter=\"vitality\" amount=\"1\" player=\"you\"/>"
          "<move target=\"self\" to=\"deck\"/>");
}

/* Face up, or face down for a card the engine would show, is not read:
 * refused, never dropped. */
static void
test_face_refused (void)
{
  expect_refused ("E Commit: Add 1 foundation from your card pool to your staging area face "
                  "down.",
                  "face down");
  expect_refused ("E Commit: Add 1 foundation from your card pool to your staging area face "
                  "down committed.",
                  "face down");
  /* D.4, C.2.3.1: face up in a momentum (ufs-text-momup.c) */
  expect ("E Commit: Draw 1 card and add this card to your momentum face up.",
          "<draw count=\"1\" player=\"you\"/><momentum from=\"self\" face=\"up\" count=\"1\"/>");
  /* not known to be in the card pool */
  expect_refused ("E Commit: Add this card to your staging area face down.", "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/addst/D.1.2/added-ready", test_d12_added_ready);
  g_test_add_func ("/ufs-text/addst/C.1.4/added-committed", test_c14_added_committed);
  g_test_add_func ("/ufs-text/addst/C.1.4/self-committed", test_c14_self_committed);
  g_test_add_func ("/ufs-text/addst/D.2.2.2/self-face-down", test_d222_self_face_down);
  g_test_add_func ("/ufs-text/addst/D.4.1/deck-face-down", test_d41_deck_face_down);
  g_test_add_func ("/ufs-text/addst/face-refused", test_face_refused);
  return g_test_run ();
}
