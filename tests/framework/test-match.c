/* test-match.c: matches (best of three, the loser chooses who goes first,
 * side-deck swaps), ruleset variants and deck swaps.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>

#include "dk-games.h"

static DkCardDb *
default_db (const char *game)
{
  g_autoptr (GError) error = NULL;
  const DkRules *rules = dk_rules_get (game, &error);
  DkCardDb *db;

  g_assert_no_error (error);
  db = dk_card_db_new_default (rules, &error);
  g_assert_no_error (error);
  return db;
}

static DkDeck *
load_deck (DkCardDb *db, const char *game, const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (DK_SOURCE_ROOT, "cards", game, name, NULL);
  DkDeck *deck = dk_deck_load (db, path, &error);

  g_assert_no_error (error);
  return deck;
}

/* A variant changes one parameter and nothing else; a bad one is refused. */
static void
test_ruleset_variant (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) base = dk_ruleset_find ("ufs-turbo", &error);
  g_autoptr (DkRuleset) variant = NULL;
  const DkRules *rules;

  g_assert_no_error (error);
  rules = dk_ruleset_get_rules (base);
  variant = dk_ruleset_new_variant (base, "first-chooser", 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dk_ruleset_get_by_name (variant, "first-chooser"), ==, 2);
  g_assert_cmpint (dk_ruleset_get_by_name (base, "first-chooser"), ==, 0);
  for (guint i = 0; i < dk_rules_get_module (rules)->n_params; i++)
    if (i != (guint) dk_rules_param_index (rules, "first-chooser"))
      g_assert_cmpint (dk_ruleset_get (variant, i), ==, dk_ruleset_get (base, i));
  g_assert_cmpstr (dk_ruleset_get_id (variant), ==, "ufs-turbo");

  g_assert_null (dk_ruleset_new_variant (base, "first-chooser", 3, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (dk_ruleset_new_variant (base, "no-such-parameter", 1, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
}

/* first-chooser gives the choice of who goes first to that player. */
static void
test_first_chooser (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkCardDb) db = default_db ("ufs");
  g_autoptr (DkDeck) a = load_deck (db, "ufs", "kira-starter.deck");
  g_autoptr (DkDeck) b = load_deck (db, "ufs", "odo-starter.deck");
  DkDeck *decks[2] = { a, b };
  g_autoptr (DkRuleset) base = dk_ruleset_find ("ufs-standard", &error);

  for (gint chooser = 1; chooser <= 2; chooser++)
    for (guint64 seed = 1; seed <= 6; seed++)
      {
        g_autoptr (DkRuleset) r = dk_ruleset_new_variant (base, "first-chooser", chooser, &error);
        g_autoptr (DkGame) g = dk_game_new (r, db, decks, 2, seed, &error);
        const DkDecision *d;

        g_assert_no_error (error);
        d = dk_game_decision (g);
        g_assert_nonnull (d);
        g_assert_cmpstr (dk_rules_decision_name (dk_game_get_rules (g), d->kind), ==,
                         "first-player");
        g_assert_cmpint (d->player, ==, chooser - 1);
      }
}

/* A swap keeps both sizes; a swap of cards that are not there changes
 * nothing. */
static void
test_deck_swap (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkCardDb) db = default_db ("bos");
  g_autoptr (DkDeck) deck = load_deck (db, "bos", "ember-starter.deck");
  g_autoptr (DkDeck) copy = dk_deck_copy (deck);
  guint n_main, n_side, main_size = dk_deck_count (copy),
                        side_size = dk_deck_count_sideboard (copy);
  const DkDeckEntry *main_cards = dk_deck_get_entries (copy, &n_main);
  const DkDeckEntry *side_cards = dk_deck_get_sideboard (copy, &n_side);
  guint16 out_def, in_def;
  guint orig_first;

  g_assert_cmpuint (n_side, >, 0);
  out_def = main_cards[0].def;
  in_def = side_cards[0].def;
  orig_first = dk_deck_get_entries (deck, &n_main)[0].count;
  g_assert_true (dk_deck_swap (copy, out_def, in_def, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dk_deck_count (copy), ==, main_size);
  g_assert_cmpuint (dk_deck_count_sideboard (copy), ==, side_size);
  /* The original is untouched. */
  g_assert_cmpuint (dk_deck_get_entries (deck, &n_main)[0].count, ==, orig_first);
  g_assert_cmpuint (dk_deck_count_sideboard (deck), ==, side_size);
  /* Swapping in a card the side deck does not hold fails and changes nothing. */
  g_assert_false (dk_deck_swap (copy, in_def, G_MAXUINT16 - 1, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
  g_assert_cmpuint (dk_deck_count (copy), ==, main_size);
  g_assert_cmpuint (dk_deck_count_sideboard (copy), ==, side_size);
}

/* Best of three: the first to two wins takes it; in every game after the
 * first, the loser of the game before chose who goes first. */
static void
test_best_of_three (gconstpointer data)
{
  const char *game = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (DkCardDb) db = default_db (game);
  gboolean ufs = g_str_equal (game, "ufs");
  g_autoptr (DkDeck) a = load_deck (db, game, ufs ? "sela-starter.deck" : "tidewall.deck");
  g_autoptr (DkDeck) b = load_deck (db, game, ufs ? "brannoch-starter.deck" : "iron-ladder.deck");
  DkDeck *decks[2] = { a, b };
  g_autofree char *id = g_strdup_printf ("%s-standard", game);
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (id, &error);
  guint full_matches = 0;

  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr (DkAgent) p1 = dk_agent_new_random (seed * 3);
      g_autoptr (DkAgent) p2 = dk_agent_new_random (seed * 3 + 1);
      DkAgent *agents[2] = { p1, p2 };
      DkMatchResult m;

      g_assert_true (dk_match_play (ruleset, db, decks, 3, seed, agents, 3, &m, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (m.n_games, >=, 2);
      g_assert_cmpuint (m.n_games, <=, 6);
      g_assert_cmpint (m.winner, >=, 0);
      g_assert_cmpuint (m.wins[m.winner], ==, 2);
      g_assert_cmpuint (m.wins[1 - m.winner], <=, 1);
      g_assert_cmpint (m.winners[m.n_games - 1], ==, m.winner);
      full_matches += m.n_games == 3;
      for (guint i = 1; i < m.n_games; i++)
        if (m.winners[i - 1] >= 0)
          g_assert_cmpint (m.choosers[i], ==, 1 - m.winners[i - 1]);
    }
  /* Over a dozen matches some go the distance. */
  g_assert_cmpuint (full_matches, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  g_test_add_func ("/match/ruleset-variant", test_ruleset_variant);
  g_test_add_func ("/match/first-chooser", test_first_chooser);
  g_test_add_func ("/match/deck-swap", test_deck_swap);
  g_test_add_data_func ("/match/best-of-three/ufs", "ufs", test_best_of_three);
  g_test_add_data_func ("/match/best-of-three/bos", "bos", test_best_of_three);
  return g_test_run ();
}
