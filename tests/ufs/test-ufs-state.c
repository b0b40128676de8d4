/* test-ufs-state.c: values and states of the UFS module (ufs-state.c):
 * how long a card looked at or revealed by an effect stays known, and
 * amount expressions that are load errors.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "dk-games.h"
#include "ufs/ufs-private.h"
#include "dk-test-position.h"

static DkCardDb *db;
static DkRuleset *standard;

#define add(g, id, player, zone) dkt_add_card (g, db, id, player, zone)
#define add_many(g, id, player, zone, n) dkt_add_cards (g, db, id, player, zone, n)

/* Kira (player 1) against Brannoch (player 2), decks of Steady Nines, in
 * player 1's Combat Phase with @card in their staging area. */
static DkGame *
new_position (const char *card, gint32 *out)
{
  DkGame *g = dkt_new_duel (standard, db, "ST-KIRA", "ST-BRAN", 20, 20);

  add_many (g, "ST-NINE", 0, UFS_ZONE_DECK, 20);
  add_many (g, "ST-NINE", 1, UFS_ZONE_DECK, 20);
  *out = add (g, card, 0, UFS_ZONE_STAGING);
  return g;
}

/* C.2.2.2: the opponent's hand is private to the player looking at it
 * while the effect executes, and private to its holder again after. */
static void
test_look_until_effect_completes (void)
{
  gint32 peek;
  g_autoptr (DkGame) g = new_position ("ST-PEEK", &peek);
  gint32 held = add (g, "ST-ZERO", 1, UFS_ZONE_HAND);

  add (g, "ST-NINE", 0, UFS_ZONE_STAGING);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  g_assert_false (dk_game_card_known_by (g, held, 0));
  dkt_apply (g, "ability ST-PEEK 1");
  /* The <choose> after the <look>: the effect is under way. */
  g_assert_cmpint (dk_game_decision (g)->player, ==, 0);
  g_assert_true (dk_game_card_known_by (g, held, 0));
  g_assert_true (dk_game_card_known_by (g, held, 1));
  dkt_apply (g, "choose ST-NINE");
  g_assert_false (dk_game_card_known_by (g, held, 0));
  g_assert_true (dk_game_card_known_by (g, held, 1));
}

/* K.5.1, C.2.1.2: a card of the player's hand is public while the effect
 * executes, and private to its holder again after. */
static void
test_reveal_until_effect_completes (void)
{
  gint32 show;
  g_autoptr (DkGame) g = new_position ("ST-SHOW", &show);
  gint32 held = add (g, "ST-ZERO", 0, UFS_ZONE_HAND);

  add (g, "ST-NINE", 0, UFS_ZONE_STAGING);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  g_assert_true (dk_game_card_known_by (g, held, 0));
  g_assert_false (dk_game_card_known_by (g, held, 1));
  dkt_apply (g, "ability ST-SHOW 1");
  g_assert_true (dk_game_card_known_by (g, held, 1));
  dkt_apply (g, "choose ST-NINE");
  g_assert_cmpint (ufs_zone_kind_of (g, held), ==, UFS_ZONE_HAND);
  g_assert_true (dk_game_card_known_by (g, held, 0));
  g_assert_false (dk_game_card_known_by (g, held, 1));
}

/* Malformed amounts are load errors that name the file and line. */
static void
test_bad_amounts_are_load_errors (void)
{
  static const char *const bad[] = {
    "count(nowhere)", "count(hand, everyone)", "2*", "speed(nobody)", "count(hand)/9",
    "vitality()",     "x x",                   "100*count(hand)",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (DkCardDb) cards = dk_card_db_new (dk_ruleset_get_rules (standard));
      g_autofree char *path = NULL;
      g_autofree char *xml = g_strdup_printf (
          "<?xml version=\"1.0\"?>\n<cardset game=\"ufs\" id=\"BX\" name=\"bad\" format=\"1\">\n"
          "<card id=\"BX-1\" type=\"foundation\" name=\"Bad\" difficulty=\"0\" control=\"5\">\n"
          "<ability type=\"F\"><effect><damage amount=\"%s\"/></effect></ability>\n"
          "</card>\n</cardset>\n",
          bad[i]);
      int fd = g_file_open_tmp ("ufs-state-XXXXXX.xml", &path, NULL);

      g_assert_cmpint (fd, >=, 0);
      close (fd);
      g_assert_true (g_file_set_contents (path, xml, -1, NULL));
      g_assert_false (dk_card_db_load_file (cards, path, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, ":4:"));
      g_assert_nonnull (strstr (error->message, bad[i]));
      g_unlink (path);
    }
}

int
main (int argc, char **argv)
{

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  db = dkt_load_test_cards ("ufs-standard", &standard, "state-cards.xml");

  g_test_add_func ("/ufs/C.2.2.2/look-until-effect-completes", test_look_until_effect_completes);
  g_test_add_func ("/ufs/K.5.1/reveal-until-effect-completes", test_reveal_until_effect_completes);
  g_test_add_func ("/ufs/J.4.3/bad-amounts-are-load-errors", test_bad_amounts_are_load_errors);
  return g_test_run ();
}
