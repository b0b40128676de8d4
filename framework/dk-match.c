/* dk-match.c: a match is won by the first player to win more than half of
 * its games. The loser of a game chooses who goes first in the next one,
 * and between games each player may swap cards with their side deck.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <string.h>

/* The decks stay legal: a swap that breaks the ruleset's deck rules is
 * undone. */
static gboolean
deck_legal (const DkRuleset *ruleset, const DkDeck *deck)
{
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  const DkModule *module = dk_rules_get_module (rules);
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  if (module->check_deck == NULL)
    return TRUE;
  module->check_deck (rules, ruleset, deck, problems);
  return problems->len == 0;
}

/* A computer player's side-decking: up to @max random swaps that keep the
 * deck legal. Returns how many were made. */
static guint
random_swaps (const DkRuleset *ruleset, DkDeck *deck, DkRng *rng, guint max)
{
  guint made = 0;

  for (guint k = dk_rng_below (rng, max + 1); k > 0; k--)
    {
      guint n_main, n_side;
      const DkDeckEntry *main_cards = dk_deck_get_entries (deck, &n_main);
      const DkDeckEntry *side_cards = dk_deck_get_sideboard (deck, &n_side);
      guint16 out_def, in_def;

      if (n_main == 0 || n_side == 0)
        break;
      out_def = main_cards[dk_rng_below (rng, n_main)].def;
      in_def = side_cards[dk_rng_below (rng, n_side)].def;
      if (out_def == in_def || !dk_deck_swap (deck, out_def, in_def, NULL))
        continue;
      if (!deck_legal (ruleset, deck))
        {
          dk_deck_swap (deck, in_def, out_def, NULL);
          continue;
        }
      made++;
    }
  return made;
}

/**
 * dk_match_play:
 * @ruleset: the rules of every game
 * @db: the cards
 * @decks: (array fixed-size=2): the two players' decks (not changed: the
 *   match swaps cards in copies)
 * @best_of: the most games (3: the first to win 2)
 * @seed: the match's seed; each game's comes from it
 * @agents: (array fixed-size=2): who plays each seat
 * @max_swaps: the most side-deck swaps a player makes between two games
 * @result: (out caller-allocates): what happened
 * @error: return location for an error
 *
 * Plays a match. When the game's module has a `first-chooser` parameter,
 * the loser of each game decides who goes first in the next; a drawn game
 * leaves the choice to chance. A match of drawn games stops after
 * 2 × @best_of games without a winner.
 *
 * Returns: %FALSE if a game could not be played
 */
gboolean
dk_match_play (const DkRuleset *ruleset,
               DkCardDb *db,
               DkDeck *const decks[2],
               guint best_of,
               guint64 seed,
               DkAgent **agents,
               guint max_swaps,
               DkMatchResult *result,
               GError **error)
{
  g_autoptr (DkDeck) deck0 = dk_deck_copy (decks[0]);
  g_autoptr (DkDeck) deck1 = dk_deck_copy (decks[1]);
  DkDeck *playing[2] = { deck0, deck1 };
  gboolean has_chooser =
      dk_rules_param_index (dk_ruleset_get_rules (ruleset), "first-chooser") >= 0;
  guint need = best_of / 2 + 1;
  gint chooser = -1;
  DkRng rng;

  g_return_val_if_fail (best_of >= 1 && result != NULL, FALSE);
  memset (result, 0, sizeof *result);
  result->winner = -1;
  dk_rng_seed (&rng, seed ^ G_GUINT64_CONSTANT (0x6d61746368));
  while (result->n_games < MIN (2 * best_of, DK_MATCH_MAX_GAMES) && result->wins[0] < need &&
         result->wins[1] < need)
    {
      g_autoptr (DkRuleset) game_rules = NULL;
      g_autoptr (DkGame) g = NULL;
      guint i = result->n_games;
      gint winner;

      if (has_chooser && chooser >= 0)
        {
          game_rules = dk_ruleset_new_variant (ruleset, "first-chooser", chooser + 1, error);
          if (game_rules == NULL)
            return FALSE;
        }
      else
        game_rules = dk_ruleset_ref ((DkRuleset *) ruleset);
      /* Only the winner counts: the games keep no record. */
      g = dk_game_new_full (game_rules, db, playing, 2,
                            seed + i * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15), DK_GAME_SIMULATION,
                            error);
      if (g == NULL)
        return FALSE;
      winner = dk_game_play_out (g, agents, 0, error);
      if (winner == -2)
        return FALSE;
      result->winners[i] = winner;
      result->choosers[i] = has_chooser ? chooser : -1;
      result->n_games++;
      if (winner >= 0)
        {
          result->wins[winner]++;
          chooser = 1 - winner;
        }
      else
        chooser = -1;
      /* Side decks between battles. */
      for (guint p = 0; p < 2 && max_swaps > 0; p++)
        result->swaps += random_swaps (ruleset, playing[p], &rng, max_swaps);
    }
  if (result->wins[0] >= need)
    result->winner = 0;
  else if (result->wins[1] >= need)
    result->winner = 1;
  return TRUE;
}
