/* test-ufs-text-selfdiff.c: "If you have 6 or fewer foundations, this card
 * gets -1 difficulty" (launcher/ufs-text/ufs-text-cond.c, continuous_self):
 * a card's own difficulty under a condition, read as it is played from the
 * hand (H.6, E.4.7.1), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* H.6, E.4.7.1: on any card, the condition around the modification. */
static void
test_h6_own_difficulty (void)
{
  assert_compiles ("If you have 3 or fewer foundations, this card gets -2 difficulty.", "action",
                   "continuous <effect><if value=\"count(foundations)\" at-most=\"3\">"
                   "<modify target=\"self\" stat=\"difficulty\" by=\"-2\"/></if></effect>");
  assert_compiles ("If your opponent is at Desperation, this attack gets +1 difficulty.", "attack",
                   "continuous <effect><if state=\"opponent-desperation\">"
                   "<modify target=\"self\" stat=\"difficulty\" by=\"1\"/></if></effect>");
  /* with another bonus of the attack */
  assert_compiles ("If you are at Desperation, this attack gets -1 difficulty and +2 damage.",
                   "attack",
                   "continuous <effect><if state=\"desperation\">"
                   "<modify target=\"self\" stat=\"difficulty\" by=\"-1\"/>"
                   "<modify target=\"self\" stat=\"damage\" by=\"2\"/></if></effect>");
}

/* Not read: the block modifier, X, "this attack" on another card. */
static void
test_h6_own_difficulty_refused (void)
{
  assert_refused ("If you have 1 or more momentum, this card gets -1 difficulty and -1 to its block "
                  "modifier.",
                  "foundation", "gets");
  assert_refused ("If you are at Desperation, this card gets -X difficulty.", "foundation", "gets");
  assert_refused ("If you are at Desperation, this attack gets -1 difficulty.", "foundation",
                  "of another card");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/selfdiff/H.6/own-difficulty", test_h6_own_difficulty);
  g_test_add_func ("/ufs-text/selfdiff/H.6/refused", test_h6_own_difficulty_refused);
  return g_test_run ();
}
