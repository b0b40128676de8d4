/* test-ufs-text-naming.c: the naming part of the grammar of printed UFS
 * text (launcher/ufs-text/ufs-text-naming.c), on invented card text.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"
#include "ufs-text-test.h"

#include <string.h>

/* Effects compiled on an invented foundation. */
#define expect(text, xml) assert_effect ("foundation", text, xml)
#define expect_refused(text, why) assert_effect_refused ("foundation", text, why)

/* K.5.5: a card named, then each copy of it in the opponent's hand
 * discarded after their hand is revealed. */
static void
test_name_then_discard_copies (void)
{
  static const char *const xml =
      "<name-card as=\"n\"/><reveal zone=\"hand\" player=\"opponent\"/>"
      "<move-each zone=\"hand\" player=\"opponent\" filter=\"named=n\" to=\"discard\"/>";

  expect ("F Commit: Name a card. Your opponent reveals their hand and discards each copy of "
          "the named card.",
          xml);
}

/* The name used for anything else is refused, never dropped. */
static void
test_other_uses_refused (void)
{
  expect_refused ("E Commit: Name a card. Your opponent reveals their hand and discards one "
                  "copy of the named card.",
                  "named card");
  expect_refused ("E Commit: Name a card. Name a card.", "a second card named");
  expect_refused ("E Commit: Name a card. Copies of the named card get +1 difficulty.", "");
  /* no name bound: the sentence is not this part's */
  expect_refused ("E Commit: Your opponent reveals their hand and discards each copy of the "
                  "named card.",
                  "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/naming/K.5.5/name-then-discard-copies", test_name_then_discard_copies);
  g_test_add_func ("/ufs-text/naming/K.5.5/other-uses-refused", test_other_uses_refused);
  return g_test_run ();
}
