/* sk-fixture.c: see sk-fixture.h.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "sk-fixture.h"

#include "sk-module.h"

SkFixture sk_fx;

void
sk_fixture_init (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *cards = g_build_filename (SK_SOURCE_DIR, "cards.xml", NULL);
  g_autofree char *d1 = g_build_filename (SK_SOURCE_DIR, "vanguard.deck", NULL);
  g_autofree char *d2 = g_build_filename (SK_SOURCE_DIR, "trickster.deck", NULL);

  if (!dk_module_register (sk_module_get (), &error))
    g_error ("%s", error->message);
  sk_fx.rules = dk_rules_get ("skirmish", &error);
  g_assert_no_error (error);
  sk_fx.ruleset = dk_ruleset_new_default (sk_fx.rules);
  sk_fx.db = dk_card_db_new (sk_fx.rules);
  if (!dk_card_db_load_file (sk_fx.db, cards, &error))
    g_error ("%s", error->message);
  sk_fx.decks[0] = dk_deck_load (sk_fx.db, d1, &error);
  g_assert_no_error (error);
  sk_fx.decks[1] = dk_deck_load (sk_fx.db, d2, &error);
  g_assert_no_error (error);
}

void
sk_fixture_clear (void)
{
  dk_deck_free (sk_fx.decks[0]);
  dk_deck_free (sk_fx.decks[1]);
  dk_card_db_unref (sk_fx.db);
  dk_ruleset_unref (sk_fx.ruleset);
}

DkGame *
sk_fixture_new_game (guint64 seed)
{
  g_autoptr (GError) error = NULL;
  DkGame *g = dk_game_new (sk_fx.ruleset, sk_fx.db, sk_fx.decks, 2, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (g);
  return g;
}
