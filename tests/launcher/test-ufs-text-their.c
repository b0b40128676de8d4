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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/their/K.3.5/choice", test_k35_their_choice);
  g_test_add_func ("/ufs-text/their/K.3.5/refused", test_k35_their_choice_refused);
  return g_test_run ();
}
