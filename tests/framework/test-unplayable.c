/* test-unplayable.c: what can never be a game is refused, at its line.
 *
 * A ruleset whose turn lacks a phase its game cannot do without, or whose
 * parameters leave no legal deck, hand or battle, is refused when it is
 * loaded (tests/data/invalid/EXPECTED has those files); the files of
 * tests/data/unplayable/ load alone but are refused when they are put
 * together to play: a UFS deck without its character by dk_game_new ()
 * and the deck check, a UFS player without one by the scenario loader, a
 * hand size below 1 at the <param> that makes it.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <string.h>

#include <glib/gstdio.h>
#include <duelkit.h>
#include "dk-games.h"

static char *
data_file (const char *folder, const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", folder, name, NULL);
}

static char *
shipped_file (const char *folder, const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "..", folder, name, NULL);
}

static DkRuleset *
load_ruleset (const char *path)
{
  g_autoptr (GError) error = NULL;
  DkRuleset *r = dk_ruleset_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

/* A ruleset file written for the test. */
static char *
write_ruleset (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("duelkit-unplayable-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, "variant.ruleset", NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
remove_ruleset (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A turn that keeps the phases a game needs loads, in any order, with the
 * others left out. */
static void
test_required_phases_kept (void)
{
  static const char *const texts[] = {
    "<?xml version=\"1.0\"?>\n<ruleset game=\"bos\" id=\"v\" extends=\"bos-standard\">\n"
    "  <phases><phase name=\"end\"/><phase name=\"draw\"/></phases>\n</ruleset>\n",
    "<?xml version=\"1.0\"?>\n<ruleset game=\"ufs\" id=\"v\" extends=\"ufs-standard\">\n"
    "  <phases><phase name=\"combat\"/><phase name=\"ready\"/></phases>\n</ruleset>\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *path = write_ruleset (texts[i]);
      g_autoptr (DkRuleset) r = load_ruleset (path);
      guint n;

      dk_ruleset_get_phase_order (r, &n);
      g_assert_cmpuint (n, ==, 2);
      remove_ruleset (path);
    }
}

/* Every required phase missing is told, each at the <phases> line. */
static void
test_required_phases_missing (void)
{
  g_autofree char *path = write_ruleset (
      "<?xml version=\"1.0\"?>\n<ruleset game=\"ufs\" id=\"v\" extends=\"ufs-standard\">\n"
      "  <param name=\"cycle-remove\" value=\"5\"/>\n"
      "  <phases>\n    <phase name=\"end\"/>\n  </phases>\n</ruleset>\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) r = dk_ruleset_load_file (path, &error);
  g_autofree char *ready = g_strdup_printf (
      "%s:4: the turn structure lacks the phase 'ready', which ufs cannot do without (its Draw "
      "Step, F.1.3, is the only draw of a turn)",
      path);
  g_autofree char *combat = g_strdup_printf (
      "%s:4: the turn structure lacks the phase 'combat', which ufs cannot do without", path);
  g_auto (GStrv) lines = NULL;

  g_assert_null (r);
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==, ready);
  g_assert_true (g_str_has_prefix (lines[1], combat));
  remove_ruleset (path);
}

/* Each value knows the <param> that set it, up the extends chain. */
static void
test_param_origin (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) turbo = dk_ruleset_find ("ufs-turbo", &error);
  const DkModule *module = dk_rules_get_module (dk_ruleset_get_rules (turbo));
  const char *file = NULL;
  guint line = 0;
  gint exact = -1, copies = -1, bonus = -1;

  g_assert_no_error (error);
  for (guint i = 0; i < module->n_params; i++)
    {
      if (strcmp (module->params[i].name, "deck-size-exact") == 0)
        exact = (gint) i;
      else if (strcmp (module->params[i].name, "max-copies") == 0)
        copies = (gint) i;
      else if (strcmp (module->params[i].name, "hand-size-bonus") == 0)
        bonus = (gint) i;
    }
  g_assert_true (dk_ruleset_get_param_origin (turbo, (guint) exact, &file, &line));
  g_assert_true (g_str_has_suffix (file, "ufs-turbo.ruleset"));
  g_assert_cmpuint (line, ==, 6);
  g_assert_true (dk_ruleset_get_param_origin (turbo, (guint) copies, &file, &line));
  g_assert_true (g_str_has_suffix (file, "ufs-standard.ruleset"));
  g_assert_cmpuint (line, ==, 8);
  /* A default has no line. */
  g_assert_false (dk_ruleset_get_param_origin (turbo, (guint) bonus, NULL, NULL));
}

/* A variant made in memory is checked as a file is. */
static void
test_variant_checked (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) standard = dk_ruleset_find ("bos-standard", &error);
  g_autoptr (DkRuleset) variant = NULL;
  g_autoptr (DkRuleset) good = NULL;

  g_assert_no_error (error);
  variant = dk_ruleset_new_variant (standard, "deck-max", 30, &error);
  g_assert_null (variant);
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "bos-standard.ruleset:"));
  g_assert_nonnull (strstr (error->message, "deck-min 40 is above deck-max 30: no deck is legal"));
  g_clear_error (&error);
  good = dk_ruleset_new_variant (standard, "deck-max", 60, &error);
  g_assert_no_error (error);
  g_assert_nonnull (good);
}

static DkGame *
new_game (DkRuleset *ruleset, const char *deck_a, const char *deck_b, GError **error)
{
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (DkDeck) a = NULL;
  g_autoptr (DkDeck) b = NULL;
  g_autoptr (GError) local_error = NULL;
  DkDeck *decks[2];

  db = dk_card_db_new_default (dk_ruleset_get_rules (ruleset), &local_error);
  g_assert_no_error (local_error);
  a = dk_deck_load (db, deck_a, &local_error);
  g_assert_no_error (local_error);
  b = dk_deck_load (db, deck_b, &local_error);
  g_assert_no_error (local_error);
  decks[0] = a;
  decks[1] = b;
  return dk_game_new (ruleset, db, decks, 2, 1, error);
}

/* E.1.1: a UFS deck without its starting character makes no game. */
static void
test_game_without_character (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find ("ufs-standard", &error);
  g_autofree char *empty = data_file ("unplayable", "ufs-empty.deck");
  g_autofree char *kira = shipped_file ("cards/ufs", "kira-starter.deck");
  g_autofree char *want = g_strdup_printf (
      "%s: no starting character (E.1.1: every player starts with a character card)", empty);
  g_autoptr (DkGame) both = NULL;
  g_autoptr (DkGame) second = NULL;

  g_assert_no_error (error);
  both = new_game (ruleset, empty, empty, &error);
  g_assert_null (both);
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==, want);
  g_clear_error (&error);
  second = new_game (ruleset, kira, empty, &error);
  g_assert_null (second);
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==, want);
}

/* E.1.7, F.1.3: a hand size below 1 makes no game either, and the deck
 * check names the <param> that brings it there. */
static void
test_game_hand_size (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = data_file ("unplayable", "ufs-hand-size-bonus-minus-10.ruleset");
  g_autoptr (DkRuleset) ruleset = load_ruleset (path);
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  g_autofree char *kira = shipped_file ("cards/ufs", "kira-starter.deck");
  g_autofree char *odo = shipped_file ("cards/ufs", "odo-starter.deck");
  g_autofree char *at = g_strdup_printf ("(%s:5)", path);
  g_autofree char *want = g_strdup_printf (
      "%s:5: hand-size-bonus -10 leaves DKU1-001, the starting character of %s, a hand size of "
      "-3; a player needs a hand size of at least 1 to draw (E.1.7, F.1.3)",
      path, kira);
  g_autoptr (DkGame) g = new_game (ruleset, kira, odo, &error);
  g_autoptr (DkCardDb) db = dk_card_db_new_default (rules, NULL);
  g_autoptr (DkDeck) deck = dk_deck_load (db, kira, NULL);
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  g_assert_null (g);
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, kira));
  g_assert_nonnull (strstr (error->message, "hand size of -3 with hand-size-bonus -10"));
  g_assert_nonnull (strstr (error->message, at));

  g_assert_nonnull (deck);
  dk_rules_get_module (rules)->check_deck (rules, ruleset, deck, problems);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (problems, 0), ==, want);
}

/* A scenario's side the game cannot play is refused at its <player>. */
static void
test_scenario (gconstpointer data)
{
  const char *const *c = data;
  g_autofree char *path = data_file ("unplayable", c[0]);
  g_autofree char *file = c[1] != NULL ? data_file ("unplayable", c[1]) : g_strdup (path);
  g_autofree char *where = g_strdup_printf ("%s:%s: %s", file, c[2], c[3]);
  g_autoptr (GString) message = g_string_new (NULL);
  g_autofree char *name = NULL;
  DkScenarioStatus status;

  status = dk_scenario_run_file (path, &name, message, NULL);
  g_test_message ("%s", message->str);
  g_assert_cmpint (status, ==, DK_SCENARIO_ERROR);
  g_assert_nonnull (strstr (message->str, where));
}

int
main (int argc, char **argv)
{
  /* FILE, the file the message names (NULL: FILE), LINE, the message. */
  static const char *const no_character[] = {
    "ufs-scenario-no-character.scenario", NULL, "13",
    "player 2: no starting character (E.1.1: every player starts with a character card)"
  };
  static const char *const hand_size[] = {
    "ufs-scenario-hand-size.scenario", NULL, "9",
    "player 1: the starting character T-CHAR has a hand size of -4 with hand-size-bonus -10"
  };
  static const char *const no_draw[] = {
    "bos-scenario-no-draw-phase.scenario", "../invalid/bos-phases-end-only.ruleset", "5",
    "the turn structure lacks the phase 'draw', which bos cannot do without"
  };

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();

  g_test_add_func ("/unplayable/ruleset/required-phases-kept", test_required_phases_kept);
  g_test_add_func ("/unplayable/ruleset/required-phases-missing", test_required_phases_missing);
  g_test_add_func ("/unplayable/ruleset/param-origin", test_param_origin);
  g_test_add_func ("/unplayable/ruleset/variant-checked", test_variant_checked);
  g_test_add_func ("/unplayable/game/ufs-without-character", test_game_without_character);
  g_test_add_func ("/unplayable/game/ufs-hand-size", test_game_hand_size);
  g_test_add_data_func ("/unplayable/scenario/ufs-no-character", no_character, test_scenario);
  g_test_add_data_func ("/unplayable/scenario/ufs-hand-size", hand_size, test_scenario);
  g_test_add_data_func ("/unplayable/scenario/bos-no-draw-phase", no_draw, test_scenario);
  return g_test_run ();
}
