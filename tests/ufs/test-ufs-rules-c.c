/* test-ufs-rules-c.c: UFS rules of section H shown on card text rather
 * than on a position: the shorthand terms of a played ability's cost
 * (H.4.1), compiled from printed text, loaded as a card set and played.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dk-games.h"
#include "ufs/ufs-private.h"
#include "ufs-text/ufs-text.h"
#include "dk-test-position.h"

static DkRuleset *standard;
static char *state_cards;

/* "TYPE ATTRS BODY" of @text printed on a foundation. */
static char *
compile_foundation (const char *text)
{
  UfsTextCard card = { "foundation" };
  g_autoptr (GString) attrs = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (NULL);
  g_autofree char *reason = NULL;
  char type[12];

  if (!ufs_text_compile (text, &card, type, attrs, body, &reason))
    return g_strdup_printf ("no (%s): %s", type, reason);
  return g_strdup_printf ("%s%s %s", type, attrs->str, body->str);
}

/* A card database of the state test cards and two foundations, RC-SHORT
 * and RC-TWIN, whose only ability is @ability (an <ability> element). */
static DkCardDb *
db_with_ability (const char *ability, char **dir_out)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("dk-rules-c-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *xml = NULL;
  g_autoptr (DkCardDb) db = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "short.xml", NULL);
  xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<cardset game=\"ufs\" id=\"RC\" name=\"rules c\" format=\"1\">\n"
                         "  <card id=\"RC-SHORT\" type=\"foundation\" name=\"Shorthand\" "
                         "difficulty=\"0\" control=\"5\" resources=\"fire\">%s</card>\n"
                         "  <card id=\"RC-TWIN\" type=\"foundation\" name=\"Shorthand Twin\" "
                         "difficulty=\"0\" control=\"5\" resources=\"fire\">%s</card>\n"
                         "</cardset>\n",
                         ability, ability);
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  g_assert_no_error (error);
  db = dk_card_db_new (dk_ruleset_get_rules (standard));
  g_assert_true (dk_card_db_load_file (db, state_cards, &error));
  g_assert_no_error (error);
  g_assert_true (dk_card_db_load_file (db, path, &error));
  g_assert_no_error (error);
  g_unlink (path);
  *dir_out = g_steal_pointer (&dir);
  return g_steal_pointer (&db);
}

/* H.4.1: "TERM:" in a cost stands for "LONG:" (this card): the two print
 * the same ability; played, the cost acts on the card whose ability it
 * is and on no other card with the same ability beside it. @check tells what it did. */
static void
check_shorthand (const char *term,
                 const char *longer,
                 const char *cost_xml,
                 void (*check) (DkGame *g, gint32 self, gint32 other))
{
  g_autofree char *short_text = g_strdup_printf ("F %s: Draw 1 card.", term);
  g_autofree char *long_text = g_strdup_printf ("F %s: Draw 1 card.", longer);
  g_autofree char *short_xml = compile_foundation (short_text);
  g_autofree char *long_xml = compile_foundation (long_text);
  g_autofree char *ability = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (DkGame) g = NULL;
  gint32 self, other;
  guint hand;

  dkt_assert_contains (short_xml, cost_xml);
  g_assert_cmpstr (short_xml, ==, long_xml);

  /* "F ATTRS BODY" -> <ability type="F" ATTRS>BODY</ability> */
  {
    const char *body = strchr (short_xml, ' ');

    g_assert_nonnull (body);
    ability = g_strdup_printf ("<ability type=\"F\"%.*s>%s</ability>", (int) (body - short_xml - 1),
                               short_xml + 1, body + 1);
  }
  db = db_with_ability (ability, &dir);
  g = dkt_new_duel (standard, db, "ST-KIRA", "ST-BRAN", 20, 20);
  dkt_add_cards (g, db, "ST-NINE", 0, UFS_ZONE_DECK, 20);
  dkt_add_cards (g, db, "ST-NINE", 1, UFS_ZONE_DECK, 20);
  other = dkt_add_card (g, db, "RC-TWIN", 0, UFS_ZONE_STAGING);
  self = dkt_add_card (g, db, "RC-SHORT", 0, UFS_ZONE_STAGING);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  hand = dk_game_zone_size (g, UFS_ZONE_HAND, 0);
  dkt_apply (g, "ability RC-SHORT 1");
  g_assert_cmpuint (dk_game_zone_size (g, UFS_ZONE_HAND, 0), ==, hand + 1);
  check (g, self, other);
  g_rmdir (dir);
}

static guint
zone_of (DkGame *g, gint32 card)
{
  return dk_game_zone_kind (g, dk_game_card (g, card)->zone);
}

static void
committed (DkGame *g, gint32 self, gint32 other)
{
  g_assert_true (dk_game_card_has_flag (g, self, DK_CARD_FLAG_EXHAUSTED));
  g_assert_false (dk_game_card_has_flag (g, other, DK_CARD_FLAG_EXHAUSTED));
  g_assert_cmpuint (zone_of (g, self), ==, UFS_ZONE_STAGING);
}

static void
destroyed (DkGame *g, gint32 self, gint32 other)
{
  g_assert_cmpuint (zone_of (g, self), ==, UFS_ZONE_DISCARD);
  g_assert_cmpuint (zone_of (g, other), ==, UFS_ZONE_STAGING);
}

static void
removed (DkGame *g, gint32 self, gint32 other)
{
  g_assert_cmpuint (zone_of (g, self), ==, UFS_ZONE_REMOVED);
  g_assert_cmpuint (zone_of (g, other), ==, UFS_ZONE_STAGING);
}

static void
flipped (DkGame *g, gint32 self, gint32 other)
{
  g_assert_true (dk_game_card_has_flag (g, self, DK_CARD_FLAG_FACE_DOWN));
  g_assert_false (dk_game_card_has_flag (g, other, DK_CARD_FLAG_FACE_DOWN));
  g_assert_cmpuint (zone_of (g, self), ==, UFS_ZONE_STAGING);
}

static void
test_h41_commit (void)
{
  check_shorthand ("Commit", "Commit this card", "<cost><commit target=\"self\"/></cost>",
                   committed);
}

static void
test_h41_destroy (void)
{
  check_shorthand ("Destroy", "Destroy this card", "<cost><destroy target=\"self\"/></cost>",
                   destroyed);
}

static void
test_h41_remove (void)
{
  check_shorthand ("Remove", "Remove this card from the game",
                   "<cost><remove target=\"self\"/></cost>", removed);
}

static void
test_h41_flip (void)
{
  check_shorthand ("Flip", "Turn this card face down", "<cost><flip target=\"self\"/></cost>",
                   flipped);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  standard = dk_ruleset_find ("ufs-standard", &error);
  g_assert_no_error (error);
  state_cards = g_test_build_filename (G_TEST_DIST, "state-cards.xml", NULL);

  g_test_add_func ("/ufs-rules/H.4.1/commit-is-commit-this-card", test_h41_commit);
  g_test_add_func ("/ufs-rules/H.4.1/destroy-is-destroy-this-card", test_h41_destroy);
  g_test_add_func ("/ufs-rules/H.4.1/remove-is-remove-this-card", test_h41_remove);
  g_test_add_func ("/ufs-rules/H.4.1/flip-is-turn-this-card-face-down", test_h41_flip);
  return g_test_run ();
}
