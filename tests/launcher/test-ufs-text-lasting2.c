/* test-ufs-text-lasting2.c: the forms of launcher/ufs-text/ufs-text-lasting2.c,
 * on invented card text: a player's next card of one type, next attack
 * with some traits, ignores progressive difficulty (K.3.9, E.4.7.2.2).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

static void
test_next_of_a_type_ignores (void)
{
  assert_effect ("asset", "F Destroy this asset: The next attack you play this turn ignores "
                          "progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"attack\"/>");
  assert_effect ("foundation", "F Commit: The next foundation you attempt to play this turn "
                               "ignores progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"foundation\"/>");
  assert_effect ("foundation",
                 "E Commit: The next action you play ignores progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"action\"/>");
  /* the verb misprinted "ignore" */
  assert_effect ("attack", "E Discard 1 card: The next attack you play this turn ignore "
                           "progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"attack\"/>");
  /* K.3.9.1 */
  assert_effect ("foundation", "E Commit: The next Punch attack you play this turn ignores "
                               "progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"attack\" keyword=\"Punch\"/>");
}

static void
test_your_next_attack_ignores (void)
{
  assert_effect ("foundation",
                 "F Commit, discard 1 momentum: Your next Kick or Punch attack this turn "
                 "ignores progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"attack\" "
                 "keyword=\"Kick|Punch\"/>");
  assert_effect ("character", "E Commit: Your next high attack ignores progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"attack\" zone=\"high\"/>");
  assert_effect ("character", "E Commit: Your next attack ignores progressive difficulty.",
                 "<ignore-progressive player=\"you\" card-type=\"attack\"/>");
  /* after another sentence of the effect */
  assert_effect ("foundation",
                 "E Commit: Draw 1 card. Your next Kick attack ignores progressive difficulty.",
                 "<draw count=\"1\" player=\"you\"/><ignore-progressive player=\"you\" "
                 "card-type=\"attack\" keyword=\"Kick\"/>");
}

/* K.3.9: the opponent's next attack, as "your opponent's next attack" */
static void
test_next_attack_opponent_plays (void)
{
  assert_effect ("attack", "E: The next attack your opponent plays this turn gets -1 damage.",
                 "<modify-attacks stat=\"damage\" by=\"-1\" player=\"opponent\" "
                 "until=\"next\"/>");
  assert_effect ("foundation",
                 "E Commit: The next Kick attack your opponent attempts to play gets -2 speed.",
                 "<modify-attacks stat=\"speed\" by=\"-2\" player=\"opponent\" "
                 "keyword=\"Kick\" until=\"next\"/>");
  assert_refused ("E: The next attack your opponent plays this turn gets -2 speed or -2 damage.",
                  "attack", "the next attack of one kind gets");
}

/* Not read: "non-", a trait of a card that is no attack, more in the
 * sentence, a static effect. */
static void
test_next_ignores_refused (void)
{
  assert_refused ("E Commit: Your next non-Throw attack ignores progressive difficulty.",
                  "foundation", "without a keyword");
  assert_refused ("E Commit: The next Kick foundation you play ignores progressive difficulty.",
                  "foundation", "no attack");
  assert_refused ("E Commit: The next attack you play ignores progressive difficulty and gets "
                  "+2 damage.",
                  "foundation", "ignores progressive difficulty");
  assert_refused ("The next attack you play this turn ignores progressive difficulty.",
                  "foundation", "continuous");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/lasting2/K.3.9.2/next-of-a-type-ignores",
                   test_next_of_a_type_ignores);
  g_test_add_func ("/ufs-text/lasting2/K.3.9.1/your-next-attack-ignores",
                   test_your_next_attack_ignores);
  g_test_add_func ("/ufs-text/lasting2/K.3.9/next-ignores-refused", test_next_ignores_refused);
  g_test_add_func ("/ufs-text/lasting2/K.3.9/next-attack-opponent-plays",
                   test_next_attack_opponent_plays);
  return g_test_run ();
}
