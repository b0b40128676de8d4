/* dk-test-position.c: see dk-test-position.h.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <string.h>

#include "dk-test-position.h"

/* Put a new card of definition @id into @zone of @player. */
gint32
dkt_add_card (DkGame *g, const DkCardDb *db, const char *id, guint player, guint zone)
{
  g_autoptr (GError) error = NULL;
  const DkCardDef *def = dk_card_db_lookup (db, id);
  gint32 card;

  if (def == NULL)
    g_error ("no card %s in the test's card set", id);
  card = dk_game_add_card (g, def->index, player, zone, &error);
  g_assert_no_error (error);
  g_assert_cmpint (card, >=, 0);
  return card;
}

void
dkt_add_cards (DkGame *g, const DkCardDb *db, const char *id, guint player, guint zone, guint n)
{
  for (guint i = 0; i < n; i++)
    dkt_add_card (g, db, id, player, zone);
}

/* Take the option whose text form is @text: it must be legal. */
void
dkt_apply (DkGame *g, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!dk_game_apply_text (g, text, &error))
    g_error ("\"%s\" refused: %s", text, error != NULL ? error->message : "?");
}

/* Pass the priority windows on the way to the next other decision. */
void
dkt_pass_priority (DkGame *g)
{
  while (!dk_game_is_over (g) && dk_game_decision (g)->kind == DK_DECISION_PRIORITY)
    dkt_apply (g, "pass");
}

/* The choice of a noiseless heuristic player (seeded @seed) at the pending
 * decision, as the option's text form. */
char *
dkt_heuristic_choice (const DkGame *g, guint64 seed)
{
  g_autoptr (DkAgent) agent = dk_agent_new_heuristic (seed, 0.0);
  const DkDecision *d = dk_game_decision (g);
  guint choice;

  g_assert_nonnull (d);
  g_assert_cmpuint (d->n_options, >, 0);
  choice = agent->choose (agent, g, d);
  g_assert_cmpuint (choice, <, d->n_options);
  return dk_game_option_to_string (g, &d->options[choice]);
}

/* An empty two-player game of @ruleset in which the players have the
 * characters @character0 and @character1 (card ids, set as a scenario's
 * `character` attribute) and their first counter (UFS vitality) at
 * @vitality0 and @vitality1. */
DkGame *
dkt_new_duel (DkRuleset *ruleset,
              DkCardDb *db,
              const char *character0,
              const char *character1,
              gint32 vitality0,
              gint32 vitality1)
{
  const DkModule *m = dk_rules_get_module (dk_ruleset_get_rules (ruleset));
  DkGame *g = dk_game_new_empty (ruleset, db, 2, 1);
  const char *characters[2] = { character0, character1 };

  for (guint p = 0; p < 2; p++)
    {
      g_autoptr (GError) error = NULL;

      if (!m->scenario_player_attr (g, p, "character", characters[p], &error))
        g_error ("character %s: %s", characters[p], error->message);
    }
  dk_game_set_counter (g, 0, 0, vitality0);
  dk_game_set_counter (g, 1, 0, vitality1);
  return g;
}

/* A shipped deck: cards/@game/FILE, FILE made from @file_format. */
DkDeck *
dkt_load_deck (DkCardDb *db, const char *game, const char *file_format, ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  DkDeck *deck;
  va_list args;

  va_start (args, file_format);
  file = g_strdup_vprintf (file_format, args);
  va_end (args);
  path = g_test_build_filename (G_TEST_DIST, "..", "..", "cards", game, file, NULL);
  deck = dk_deck_load (db, path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  return deck;
}

void
dkt_assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("expected \"%s\" in:\n%s", part, text);
}

/* The ruleset @ruleset_id (into @ruleset) and its default card database
 * with the test's own card set @file (beside the test's source,
 * G_TEST_DIST) loaded: what a module test sets up before its tests. */
DkCardDb *
dkt_load_test_cards (const char *ruleset_id, DkRuleset **ruleset, const char *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, file, NULL);
  DkCardDb *db;

  *ruleset = dk_ruleset_find (ruleset_id, &error);
  g_assert_no_error (error);
  db = dk_card_db_new_default (dk_ruleset_get_rules (*ruleset), &error);
  g_assert_no_error (error);
  g_assert_true (dk_card_db_load_file (db, path, &error));
  g_assert_no_error (error);
  return db;
}
