/* test-ufs-text-their.c: a choice the opponent makes between two
 * benefits (launcher/ufs-text/ufs-text-their.c), K.3.5 and J.3.3, on
 * invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* K.3.5, J.3.3: the opponent says yes or no, then picks one of the two. */
static void
test_k35_their_choice (void)
{
  assert_effect ("foundation",
                 "E Commit: Your opponent may draw 2 cards or gain 1 vitality (their choice).",
                 "<may player=\"opponent\"><either player=\"opponent\"><option><draw "
                 "count=\"2\" player=\"opponent\"/></option><option><gain counter=\"vitality\" "
                 "amount=\"1\" player=\"opponent\"/></option></either></may>");
  assert_effect ("asset", "F: Draw 1 card. Your opponent may gain 4 vitality or draw 1 card.",
                 "<draw count=\"1\" player=\"you\"/><may player=\"opponent\"><either "
                 "player=\"opponent\"><option><gain counter=\"vitality\" amount=\"4\" "
                 "player=\"opponent\"/></option><option><draw count=\"1\" "
                 "player=\"opponent\"/></option></either></may>");
}

/* What is not read: one benefit alone here, another verb, X. */
static void
test_k35_their_choice_refused (void)
{
  assert_refused ("E: Your opponent may draw 1 card or lose 2 vitality.", "foundation",
                  "effect: your opponent");
  assert_refused ("E: Your opponent may draw X cards or gain 2 vitality.", "foundation",
                  "effect: your opponent");
  assert_refused ("E: Your opponent may discard 1 card or gain 2 vitality.", "foundation",
                  "effect: your opponent");
}

/* K.2.3, D.1.4: a card of a discard pile the opponent chooses, then
 * moved to a zone of its owner. */
static void
test_k23_their_pick (void)
{
  assert_effect ("asset",
                 "F Commit: Your opponent chooses 1 attack in their discard pile and adds it to "
                 "their hand.",
                 "<choose as=\"it\" zone=\"discard\" player=\"opponent\" "
                 "filter=\"type=attack\" chosen-by=\"opponent\"/><move target=\"it\" "
                 "to=\"hand\"/>");
  assert_effect ("character",
                 "E Discard 1 card: Your opponent chooses 1 foundation card in your discard pile. "
                 "Add the chosen card to your momentum.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "filter=\"type=foundation\" chosen-by=\"opponent\"/><momentum "
                 "from=\"target\" target=\"it\"/>");
  assert_effect ("foundation",
                 "E: Your opponent chooses 1 card in your discard pile and adds it to your card "
                 "pool.",
                 "<choose as=\"it\" zone=\"discard\" player=\"you\" "
                 "chosen-by=\"opponent\"/><add-to-card-pool target=\"it\"/>");
}

/* D.1.4: a zone of another player than the card's owner; a choice of
 * mine before; two cards: not read. */
static void
test_k23_their_pick_refused (void)
{
  assert_refused ("E: Your opponent chooses 1 attack in your discard pile and adds it to their "
                  "hand.",
                  "foundation", "and adds it");
  assert_refused ("E: Your opponent chooses 1 attack in their discard pile. Add the chosen card "
                  "to your hand.",
                  "foundation", "the chosen card");
  assert_refused ("E: Your opponent chooses 2 attacks in your discard pile.", "foundation",
                  "effect: your opponent");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/their/K.3.5/choice", test_k35_their_choice);
  g_test_add_func ("/ufs-text/their/K.3.5/refused", test_k35_their_choice_refused);
  g_test_add_func ("/ufs-text/their/K.2.3/pick", test_k23_their_pick);
  g_test_add_func ("/ufs-text/their/K.2.3/refused", test_k23_their_pick_refused);
  return g_test_run ();
}
