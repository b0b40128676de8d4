/* example.c: a program built against an installed libduelkit, the way an
 * outside project would: only <duelkit.h> and pkg-config. It loads the
 * installed rule modules, then plays one whole game of UFS and one of BoS
 * between random players with the installed rulesets, card sets and decks.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdio.h>
#include <string.h>

static gint
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The deck files of @game in the first data directory that has any. */
static GPtrArray *
find_decks (const char *game)
{
  g_autoptr (GPtrArray) dirs = dk_data_dirs ();
  GPtrArray *decks = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < dirs->len && decks->len == 0; i++)
    {
      g_autofree char *path = g_build_filename (g_ptr_array_index (dirs, i), "cards", game, NULL);
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".deck"))
          g_ptr_array_add (decks, g_build_filename (path, name, NULL));
    }
  g_ptr_array_sort (decks, compare_paths);
  return decks;
}

/* One whole game of @ruleset_id between random players; prints its
 * ruleset file, its first deck file and its winner. */
static gboolean
play (const char *ruleset_id, guint64 seed, GError **error)
{
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (ruleset_id, error);
  const DkRules *rules;
  const DkModule *module;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_deck_free);
  DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
  g_autoptr (DkGame) g = NULL;
  guint n_players, n_decisions = 0;
  gboolean ok = TRUE;

  if (ruleset == NULL)
    return FALSE;
  rules = dk_ruleset_get_rules (ruleset);
  module = dk_rules_get_module (rules);
  db = dk_card_db_new_default (rules, error);
  if (db == NULL)
    return FALSE;
  files = find_decks (module->id);
  if (files->len == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, "no deck for %s", module->id);
      return FALSE;
    }
  n_players = module->default_players ? module->default_players (ruleset) : module->min_players;
  for (guint p = 0; p < n_players; p++)
    {
      DkDeck *deck = dk_deck_load (db, g_ptr_array_index (files, p % files->len), error);

      if (deck == NULL)
        return FALSE;
      g_ptr_array_add (decks, deck);
      /* Any computer player by name: the module's heuristic against a
       * small search. */
      agents[p] = dk_agent_new_for_spec (p == 0 ? "heuristic" : "search:20", seed + p, error);
      if (agents[p] == NULL)
        break;
    }
  for (guint p = 0; p < n_players; p++)
    if (agents[p] == NULL)
      {
        for (guint q = 0; q < n_players; q++)
          g_clear_pointer (&agents[q], dk_agent_free);
        return FALSE;
      }
  g = dk_game_new (ruleset, db, (DkDeck **) decks->pdata, n_players, seed, error);
  while (g != NULL && ok && !dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);

      ok = dk_game_apply (g, agents[d->player]->choose (agents[d->player], g, d), error);
      n_decisions++;
    }
  for (guint p = 0; p < n_players; p++)
    dk_agent_free (agents[p]);
  if (g == NULL || !ok)
    return FALSE;
  printf ("%s: ruleset %s, deck %s, %u decisions, %d turns, winner %d\n", module->id,
          dk_ruleset_get_file (ruleset), dk_deck_get_file (g_ptr_array_index (decks, 0)),
          n_decisions, (int) dk_game_turn (g), dk_game_winner (g));
  return TRUE;
}

int
main (void)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;

  printf ("libduelkit %d.%d.%d\n", DK_MAJOR_VERSION, DK_MINOR_VERSION, DK_MICRO_VERSION);
  /* A bare program knows no game until it loads the installed modules. */
  if (dk_module_lookup ("ufs") != NULL)
    return 1;
  dk_module_load_default_dirs (NULL, problems);
  for (guint i = 0; i < problems->len; i++)
    fprintf (stderr, "example: %s\n", (const char *) g_ptr_array_index (problems, i));
  if (!play ("ufs-standard", 1, &error) || !play ("bos-standard", 1, &error))
    {
      fprintf (stderr, "example: %s\n", error->message);
      return 1;
    }
  return 0;
}
