/* dk-judge.c: the modules' judgement of options and positions, as the
 * computer players use it: the heuristic agent takes the best option, the
 * search plays out with it and backs up the evaluation.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

/**
 * dk_game_score_options:
 * @game: a game with a pending decision, as its deciding player sees it
 * @scores: (out) (array): one number an option of the decision
 *
 * The module's judgement of each option (DkModule.score_options), higher
 * for the better; all 0 when the module has none.
 */
void
dk_game_score_options (const DkGame *game, double *scores)
{
  const DkDecision *d = dk_game_decision (game);
  const DkModule *m = dk_rules_get_module (dk_game_get_rules (game));

  for (guint i = 0; i < d->n_options; i++)
    scores[i] = 0.0;
  if (m->score_options != NULL && d->n_options > 1)
    m->score_options (game, scores);
}

/**
 * dk_game_best_option:
 * @game: a game with a pending decision
 * @scores: (array): one score an option, from dk_game_score_options()
 * @rng: draws between options of the best score
 *
 * Returns: the index of a best-scoring option, the ties broken at random
 */
guint
dk_game_best_option (const DkGame *game, double *scores, DkRng *rng)
{
  const DkDecision *d = dk_game_decision (game);
  guint best = 0, n_best = 0;

  for (guint i = 0; i < d->n_options; i++)
    {
      if (n_best == 0 || scores[i] > scores[best])
        {
          best = i;
          n_best = 1;
        }
      else if (scores[i] == scores[best] && dk_rng_below (rng, ++n_best) == 0)
        best = i;
    }
  return best;
}

/**
 * dk_game_evaluate:
 * @game: a game
 * @values: (out) (array): one number a player, in [0, 1]
 *
 * How well each player stands: its result in a finished game (the winner's
 * teammates share the win), the module's estimate of its chance to win in
 * an unfinished one (DkModule.evaluate), or 1 / players each when the
 * module has none.
 */
void
dk_game_evaluate (const DkGame *game, double *values)
{
  const DkModule *m = dk_rules_get_module (dk_game_get_rules (game));
  guint n = dk_game_n_players (game);

  if (m->evaluate != NULL)
    {
      m->evaluate (game, values);
      return;
    }
  for (guint p = 0; p < n; p++)
    values[p] = !dk_game_is_over (game) ? 1.0 / n : dk_game_winner (game) == (gint) p ? 1.0 : 0.0;
}
