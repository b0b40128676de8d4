/* test-module-load.c: rule modules loaded from shared objects.
 *
 * This program does not link skirmish: the game exists here only if the
 * framework finds and loads dk-skirmish from its module directory.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <gmodule.h>

static void
test_load_dir (void)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  guint n;

  g_assert_null (dk_module_lookup ("skirmish"));
  n = dk_module_load_dir (SKIRMISH_MODULE_DIR, problems);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (problems, i));
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (n, ==, 1);
  g_assert_nonnull (dk_module_lookup ("skirmish"));
  g_assert_cmpuint (dk_module_lookup ("skirmish")->abi_version, ==, DK_MODULE_ABI_VERSION);

  /* Loading the directory again finds the game already known. */
  g_assert_cmpuint (dk_module_load_dir (SKIRMISH_MODULE_DIR, problems), ==, 1);
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_duplicate (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_module_build_path (SKIRMISH_MODULE_DIR, "dk-skirmish");

  g_assert_nonnull (dk_module_lookup ("skirmish"));
  g_assert_false (dk_module_load_file (path, &error));
  g_assert_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_DUPLICATE);
}

/* The loaded module brings its schema (a GResource inside the shared
 * object), its procedures and its instructions: a whole game plays out. */
static void
test_play (void)
{
  g_autoptr (GError) error = NULL;
  const DkRules *rules = dk_rules_get ("skirmish", &error);
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autofree char *cards = g_build_filename (SKIRMISH_SOURCE_DIR, "cards.xml", NULL);
  DkDeck *decks[2];

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  db = dk_card_db_new (rules);
  g_assert_true (dk_card_db_load_file (db, cards, &error));
  g_assert_no_error (error);
  g_assert_nonnull (dk_card_db_lookup (db, "SK-028"));
  ruleset = dk_ruleset_new_default (rules);
  g_assert_cmpstr (dk_ruleset_get_id (ruleset), ==, "skirmish-default");
  g_assert_cmpint (dk_ruleset_get_by_name (ruleset, "starting-life"), ==, 10);

  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *path =
          g_build_filename (SKIRMISH_SOURCE_DIR, p ? "trickster.deck" : "vanguard.deck", NULL);

      decks[p] = dk_deck_load (db, path, &error);
      g_assert_no_error (error);
    }

  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (DkGame) g = dk_game_new (ruleset, db, decks, 2, seed, &error);
      g_autoptr (DkAgent) a = dk_agent_new_random (seed);
      g_autoptr (DkAgent) b = dk_agent_new_random (seed + 7);
      DkAgent *agents[] = { a, b };
      gint winner;

      g_assert_no_error (error);
      winner = dk_game_play_out (g, agents, 100000, &error);
      g_assert_no_error (error);
      g_assert_true (dk_game_is_over (g));
      g_assert_cmpint (winner, >=, 0);
      g_assert_cmpint (winner, <=, 1);
    }
  for (guint p = 0; p < 2; p++)
    dk_deck_free (decks[p]);
}

/* A module built for another ABI is refused, and nothing of it is kept. */
static void
test_bad_abi (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = g_module_build_path (SKIRMISH_BAD_MODULE_DIR, "dk-bad-abi");

  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (dk_module_load_file (path, &error));
  g_assert_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_ABI);
  g_assert_null (dk_module_lookup ("bad-abi"));

  g_assert_cmpuint (dk_module_load_dir (SKIRMISH_BAD_MODULE_DIR, problems), ==, 0);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_null (dk_module_lookup ("bad-abi"));
}

static void
test_not_a_module (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (dk_module_load_file (SKIRMISH_MODULE_DIR "/no-such-module.so", &error));
  g_assert_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_NOT_FOUND);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* Order matters: the first test loads the module the others use. */
  g_test_add_func ("/module-load/skirmish/load-dir", test_load_dir);
  g_test_add_func ("/module-load/skirmish/duplicate", test_duplicate);
  g_test_add_func ("/module-load/skirmish/play", test_play);
  g_test_add_func ("/module-load/bad-abi", test_bad_abi);
  g_test_add_func ("/module-load/not-found", test_not_a_module);
  return g_test_run ();
}
