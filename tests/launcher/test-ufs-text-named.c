/* test-ufs-text-named.c: a card named inside a sentence and the copies of
 * the named card removed from a discard pile
 * (launcher/ufs-text/ufs-text-named.c), K.5.5 and K.4.4, on invented card
 * text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* K.5.5: "name a card" after a trigger, or joined to the next clause. */
static void
test_k55_name_in_a_sentence (void)
{
  assert_compiles ("R: After your opponent plays a foundation, name a card. Your opponent "
                   "reveals their hand and discards each copy of the named card.",
                   "action",
                   "R <when event=\"card-played\" player=\"opponent\" "
                   "card-type=\"foundation\" kind=\"form\"/><effect><name-card as=\"n\"/>"
                   "<reveal zone=\"hand\" player=\"opponent\"/><move-each zone=\"hand\" "
                   "player=\"opponent\" filter=\"named=n\" to=\"discard\"/></effect>");
  assert_effect ("foundation",
                 "F Flip: Name a card and reveal the top card of your deck. If the revealed "
                 "card is a copy of the named card, gain 2 vitality.",
                 "<name-card as=\"n\"/><reveal zone=\"deck\" count=\"1\" player=\"you\"/><if "
                 "target=\"your-deck-top\" filter=\"named=n\"><gain counter=\"vitality\" "
                 "amount=\"2\" player=\"you\"/></if>");
}

/* K.4.4, K.5.5: every copy of the named card in a discard pile, removed
 * from the game. */
static void
test_k44_remove_named_copies (void)
{
  assert_effect ("attack",
                 "E: Name a card. Remove all copies of the named card from your opponent's "
                 "discard pile.",
                 "<name-card as=\"n\"/><move-each zone=\"discard\" player=\"opponent\" "
                 "filter=\"named=n\" to=\"removed\"/>");
  assert_effect ("foundation",
                 "F Commit: Name a card. Remove each copy of the named card in your discard pile "
                 "from the game.",
                 "<name-card as=\"n\"/><move-each zone=\"discard\" player=\"you\" "
                 "filter=\"named=n\" to=\"removed\"/>");
}

/* What is not read: a name made inside an If (the sentences after it are
 * not), a name nothing reads, a second name, the named card's copies in
 * a hidden zone, a use with no name before. */
static void
test_k55_named_refused (void)
{
  assert_refused ("E: If this attack deals damage, name a card. Remove all copies of the named "
                  "card from your opponent's discard pile.",
                  "attack", "inside an If");
  assert_refused ("R: After your opponent plays an attack, name a card.", "foundation",
                  "nothing after it reads");
  assert_refused ("E: Name a card. Remove all copies of the named card from your opponent's "
                  "deck.",
                  "attack", "effect: remove: the named card from");
  assert_refused ("E: Remove all copies of the named card from your discard pile.", "attack",
                  "none named before");
  assert_refused ("E: Name a card type. Draw 1 card for each copy of the named type in your hand.",
                  "attack", "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/named/K.5.5/in-a-sentence", test_k55_name_in_a_sentence);
  g_test_add_func ("/ufs-text/named/K.4.4/remove-copies", test_k44_remove_named_copies);
  g_test_add_func ("/ufs-text/named/K.5.5/refused", test_k55_named_refused);
  return g_test_run ();
}
