/* test-ufs-text-player2.c: more of the opponent's verbs read by the
 * compiler of printed UFS ability text (launcher/ufs-text/ufs-text-player2.c).
 * Every card text here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

/* K.2.3: "your opponent must add 1 ... from their discard pile to their
 * card pool": the opponent chooses which of their cards. */
static void
test_opponent_must_add (void)
{
  assert_compiles ("E Commit: Your opponent must add 1 foundation from their discard pile to "
                   "their card pool.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"opponent\" filter=\"type=foundation\" "
                   "chosen-by=\"opponent\"/><add-to-card-pool target=\"it\"/></effect>");
  assert_compiles ("E: Your opponent must add 1 attack from their discard pile to their hand.",
                   "attack",
                   "E <effect><choose as=\"it\" zone=\"discard\" player=\"opponent\" "
                   "filter=\"type=attack\" chosen-by=\"opponent\"/><move target=\"it\" "
                   "to=\"hand\"/></effect>");
  assert_compiles ("F: Your opponent must add 1 card from their hand to their momentum.",
                   "action",
                   "F <effect><choose as=\"it\" zone=\"hand\" player=\"opponent\" "
                   "chosen-by=\"opponent\"/><momentum from=\"target\" target=\"it\"/></effect>");
  /* a staging area (its face-down cards are foundations too), two cards,
   * face down, a second verb: not read */
  assert_refused ("E: Your opponent must add 1 foundation from their staging area to their card "
                  "pool.",
                  "attack", "your opponent");
  assert_refused ("E: Your opponent must add 2 foundations from their discard pile to their card "
                  "pool.",
                  "attack", "your opponent");
  assert_refused ("E: Your opponent must add 1 card from their hand to their momentum face down.",
                  "attack", "your opponent must add");
  assert_refused ("E: Your opponent must add 1 card from their hand to their card pool and draw 1 "
                  "card.",
                  "attack", "your opponent must add");
}

/* H.3.3.4: "Your opponent may flip 2 foundations to cancel." with nothing
 * after "cancel": this ability's effect. */
static void
test_to_cancel (void)
{
  assert_compiles ("E Commit: This attack gets +2 speed. Your opponent may destroy 1 foundation to "
                   "cancel.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"this-attack\" stat=\"speed\" by=\"2\" until=\"end-of-attack\"/>"
                   "</effect><cancel><destroy-foundations count=\"1\"/></cancel>");
  assert_compiles ("E: This attack gets +1 damage. Your opponent may flip 1 foundation to cancel.",
                   "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect><cancel><flip-foundations "
                   "count=\"1\"/></cancel>");
  /* something else cancelled: not read */
  assert_refused ("E: This attack gets +1 damage. Your opponent may flip 1 foundation to cancel "
                  "your next attack.",
                  "attack", "your opponent");
}

/* K.3.17: an enhance that lets its card of the staging area block as
 * though it were in the hand. */
static void
test_block_from_staging (void)
{
  assert_compiles ("E Flip: You may attempt to block with this card from your staging area as "
                   "though it were in your hand.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><as-though-in-hand "
                   "use=\"block\"/></effect>");
  assert_compiles ("E Discard 1 card: You may attempt to block with this card from your staging area "
                   "as though it were in your hand.",
                   "asset",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect>"
                   "<as-though-in-hand use=\"block\"/></effect>");
  /* an attack card is never in a staging area; words after it */
  assert_refused ("E: You may attempt to block with this card from your staging area as though it "
                  "were in your hand.",
                  "attack", "you may");
  assert_refused ("E: You may attempt to block with this card from your staging area as though it "
                  "were in your hand and draw 1 card.",
                  "asset", "you may");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-player2/K.2.3/opponent-must-add", test_opponent_must_add);
  g_test_add_func ("/ufs-text-player2/H.3.3.4/to-cancel", test_to_cancel);
  g_test_add_func ("/ufs-text-player2/K.3.17/block-from-staging", test_block_from_staging);
  return g_test_run ();
}
