/* test-ufs-text-audit.c: wordings found read wrong when real abilities were
 * checked by hand against their compiled effects (docs/real-cards.md, "A
 * sample of 100 cards checked by hand"), each now refused or read whole.
 * The import's splitting of a card's text into abilities is run through
 * `duelkit import builduvs` ($DUELKIT_EXE); every card text here is made
 * up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <glib/gstdio.h>
#include <string.h>

/* The <ability .../> elements `duelkit import builduvs` writes for one
 * foundation whose printed text is @text (a JSON string), one a line. */
static char *
import_abilities (const char *text)
{
  const char *exe = g_getenv ("DUELKIT_EXE");
  g_autofree char *dir = NULL;
  g_autofree char *json = NULL;
  g_autofree char *data = NULL;
  g_autofree char *set = NULL;
  g_autofree char *xml = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  gint status = 0;

  if (exe == NULL)
    {
      g_test_skip ("DUELKIT_EXE is not set");
      return NULL;
    }
  dir = g_dir_make_tmp ("dk-text-audit-XXXXXX", &error);
  g_assert_no_error (error);
  json = g_build_filename (dir, "cards.json", NULL);
  data = g_strdup_printf ("[{\"name\": \"Audit Stone\", \"type\": \"foundation\", \"resources\": "
                          "[\"fire\"], \"control\": 5, \"difficulty\": 1, \"text\": \"%s\", "
                          "\"numero\": 1, \"block_zone\": \"mid\", \"block_modifier\": 1, "
                          "\"formats\": [\"standard\"], \"rarity\": \"common\", \"extension\": "
                          "\"Audit Trials\", \"extension_short\": \"audittrials\"}]",
                          text);
  g_assert_true (g_file_set_contents (json, data, -1, &error));
  {
    const char *argv[] = { exe, "import", "builduvs", json, "-o", dir, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                                 NULL, NULL, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  set = g_build_filename (dir, "audittrials.xml", NULL);
  g_assert_true (g_file_get_contents (set, &xml, NULL, &error));
  for (const char *a = strstr (xml, "<ability "); a != NULL; a = strstr (a + 1, "<ability "))
    {
      const char *end = strchr (a, '>');

      g_string_append_len (out, a, end - a + 1);
      g_string_append_c (out, '\n');
    }
  g_remove (set);
  g_remove (json);
  g_rmdir (dir);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* H.3: a sentence that says what to do "if they did" belongs to the
 * ability before it, even on a line of its own: the ability is read whole
 * (refused, as "if they did" is read only after "discards 1 momentum"),
 * never compiled without it. */
static void
test_if_they_did_goes_on (void)
{
  g_autofree char *got = import_abilities (
      "E Commit: Your opponent discards 2 cards.\\nIf they did, gain 1 vitality.");

  if (got == NULL)
    return;
  g_assert_cmpstr (got, ==,
                   "<ability type=\"E\" text=\"E Commit: Your opponent discards 2 cards. If they "
                   "did, gain 1 vitality.\" compiled=\"false\" reason=\"condition: if they did, "
                   "after another sentence\"/>\n");
  /* read after a momentum discarded: they did when they had one */
  assert_compiles ("E Flip: Your opponent discards 1 momentum. If they did, draw 1 card.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><if zone=\"momentum\" "
                   "player=\"opponent\" at-least=\"1\"><discard-momentum count=\"1\" "
                   "player=\"opponent\"/><draw count=\"1\" player=\"you\"/></if></effect>");
}

/* A sentence cut by a run of spaces goes on in lower case: one ability,
 * read with both of its modifications. */
static void
test_sentence_cut_by_spaces (void)
{
  g_autofree char *got =
      import_abilities ("E Discard 1 card: This attack gets +1 speed  and +3 damage.");

  if (got == NULL)
    return;
  g_assert_cmpstr (got, ==,
                   "<ability type=\"E\" text=\"E Discard 1 card: This attack gets +1 speed and "
                   "+3 damage.\">\n");
}

/* An ability that another ability grants ("your character gains the
 * following ability:") is not the card's own: it is kept with the one that
 * grants it, and not compiled as an ability of the card. */
static void
test_granted_ability_not_the_cards (void)
{
  g_autofree char *got = import_abilities (
      "While this card is in your staging area, your character gains the following ability:  E "
      "Discard 2 momentum: Draw 3 cards.");

  if (got == NULL)
    return;
  g_assert_null (strstr (got, "type=\"E\""));
  g_assert_nonnull (strstr (got, "type=\"continuous\" text=\"While this card is in your staging "
                                 "area, your character gains the following ability: E Discard 2 "
                                 "momentum: Draw 3 cards.\" compiled=\"false\""));
}

/* K.3.24: "After you play this attack" is the card played to attack, not
 * as a block: as a form or a reversal (I.3.10.2), the kinds of the event
 * that say so. "this card" is played for any reason and stays read. */
static void
test_k_3_24_play_this_attack (void)
{
  g_autofree char *got = NULL;

  assert_compiles ("R: After you play this attack, gain 2 vitality.", "attack",
                   "R <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"form|reversal\"/><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  got = compile ("R: After you play this card, gain 2 vitality.", "attack");
  g_assert_true (g_str_has_prefix (got, "R <when event=\"card-played\" player=\"you\" "
                                        "card=\"self\"/>"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text/audit/h-3-if-they-did-goes-on", test_if_they_did_goes_on);
  g_test_add_func ("/ufs-text/audit/sentence-cut-by-spaces", test_sentence_cut_by_spaces);
  g_test_add_func ("/ufs-text/audit/granted-ability-not-the-cards",
                   test_granted_ability_not_the_cards);
  g_test_add_func ("/ufs-text/audit/k-3-24-play-this-attack", test_k_3_24_play_this_attack);
  return g_test_run ();
}
