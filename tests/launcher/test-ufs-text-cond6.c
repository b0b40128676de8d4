/* test-ufs-text-cond6.c: conditions inside an effect, on invented card
 * text: "if its damage (speed) is less than its printed damage (speed)"
 * of the attack a "Before your attack's Block Step" names (J.4.2.1);
 * "if your character's hand size is less than your opponent's" (J.4.2.2);
 * "if this is the only foundation in your staging area" (D.2.2.2).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* J.4.2.1: "its" is the attack in its sequence, its value now against
 * its printed one, read as the response resolves. */
static void
test_its_value_before_block (void)
{
  assert_compiles ("R: Before your attack's Block Step, if its damage is less than its printed "
                   "damage, it gets +3 damage.",
                   "foundation",
                   "R <when event=\"before-block\" player=\"you\"/><effect><if "
                   "target=\"this-attack\" value=\"damage(this-attack)\" "
                   "less-than=\"printed-damage(this-attack)\"><modify target=\"this-attack\" "
                   "stat=\"damage\" by=\"3\" until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("R Commit: Before the Block Step of your opponent's attack, if its speed is "
                   "greater than its printed speed, it gets -1 speed.",
                   "asset",
                   "R <when event=\"before-block\" player=\"opponent\"/><cost><commit "
                   "target=\"self\"/></cost><effect><if target=\"this-attack\" "
                   "value=\"speed(this-attack)\" more-than=\"printed-speed(this-attack)\">"
                   "<modify target=\"this-attack\" stat=\"speed\" by=\"-1\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("R: Before your attack's Block Step, if its speed is 3 or less, draw 1 card.",
                   "foundation",
                   "R <when event=\"before-block\" player=\"you\"/><effect><if "
                   "target=\"this-attack\" value=\"speed(this-attack)\" at-most=\"3\"><draw "
                   "count=\"1\" player=\"you\"/></if></effect>");
}

/* Not read: no attack named for "its" (another trigger, none), another
 * stat compared. */
static void
test_its_value_refused (void)
{
  assert_refused ("R: After you play an action card, if its damage is less than its printed "
                  "damage, draw 1 card.",
                  "foundation", "if its");
  assert_refused ("E: If its damage is less than its printed damage, draw 1 card.", "foundation",
                  "if its");
  assert_refused ("R: Before your attack's Block Step, if its damage is less than its printed "
                  "speed, it gets +2 damage.",
                  "foundation", "condition");
}

/* J.4.2.2: the hand sizes now of both characters, read as the condition
 * is; the comma is sometimes left out. */
static void
test_hand_size_against_opponent (void)
{
  assert_effect ("foundation",
                 "F Commit: If your character's hand size is less than your opponent's draw 1 "
                 "card.",
                 "<if value=\"hand-size(your-character)\" "
                 "less-than=\"hand-size(opponent-character)\"><draw count=\"1\" "
                 "player=\"you\"/></if>");
  assert_effect ("asset", "E: If your hand size is greater than your opponent's, gain 2 vitality.",
                 "<if value=\"hand-size(your-character)\" "
                 "more-than=\"hand-size(opponent-character)\"><gain counter=\"vitality\" "
                 "amount=\"2\" player=\"you\"/></if>");
  /* the printed one against the current one: not read */
  assert_refused ("F Commit: If your hand size is less than your opponent's printed hand size, "
                  "draw 1 card.",
                  "foundation", "if your");
}

/* D.2.2.2: a face-down card is a foundation too: the card alone in the
 * staging area's count; only of a foundation's own ability. */
static void
test_only_foundation (void)
{
  assert_effect ("foundation",
                 "F Commit: If this is the only foundation in your staging area, draw 2 cards.",
                 "<if target=\"self\" value=\"count(foundations)\" equals=\"1\"><draw "
                 "count=\"2\" player=\"you\"/></if>");
  assert_refused ("F Commit: If this is the only foundation in your staging area, draw 2 cards.",
                  "asset", "only foundation");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/cond6/J.4.2.1/its-value-before-block", test_its_value_before_block);
  g_test_add_func ("/ufs-text/cond6/J.4.2.1/its-value-refused", test_its_value_refused);
  g_test_add_func ("/ufs-text/cond6/J.4.2.2/hand-size-against-opponent",
                   test_hand_size_against_opponent);
  g_test_add_func ("/ufs-text/cond6/D.2.2.2/only-foundation", test_only_foundation);
  return g_test_run ();
}
