/* dk-agent.c: computer players (random, first, the modules' heuristics),
 * naming them, and playing a game out.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

static guint
random_choose (DkAgent *agent, const DkGame *game, const DkDecision *decision)
{
  return dk_rng_below (&agent->rng, decision->n_options);
}

static guint
first_choose (DkAgent *agent, const DkGame *game, const DkDecision *decision)
{
  return 0;
}

/**
 * dk_agent_new_random:
 * @seed: the agent's own seed (not the game's)
 *
 * Returns: (transfer full): an agent that takes a legal option uniformly at
 *   random
 */
DkAgent *
dk_agent_new_random (guint64 seed)
{
  DkAgent *a = g_new0 (DkAgent, 1);

  a->name = "random";
  a->choose = random_choose;
  dk_rng_seed (&a->rng, seed);
  return a;
}

/**
 * dk_agent_new_first:
 *
 * Returns: (transfer full): an agent that always takes the first option
 */
DkAgent *
dk_agent_new_first (void)
{
  DkAgent *a = g_new0 (DkAgent, 1);

  a->name = "first";
  a->choose = first_choose;
  return a;
}

/* --- the heuristic player ------------------------------------------------ */

typedef struct
{
  double noise;
  double *scores; /* one a option, grown as needed */
  guint n_scores;
} DkHeuristic;

static double *
heuristic_scores (DkHeuristic *h, guint n)
{
  if (n > h->n_scores)
    {
      h->n_scores = MAX (n, 2 * h->n_scores);
      h->scores = g_renew (double, h->scores, h->n_scores);
    }
  return h->scores;
}

static guint
heuristic_choose (DkAgent *agent, const DkGame *game, const DkDecision *decision)
{
  DkHeuristic *h = agent->data;
  g_autoptr (DkGame) view = NULL;
  double *scores;

  /* One option leaves nothing to judge; looking would cost a view. */
  if (decision->n_options <= 1)
    return 0;
  /* easy: now and then, whatever comes to hand. The draw is made at every
   * decision of two options or more, so that the stream does not depend
   * on the scores. */
  if (h->noise > 0 && dk_rng_below (&agent->rng, 1u << 16) < (guint32) (h->noise * 65536.0))
    return dk_rng_below (&agent->rng, decision->n_options);
  /* The agent judges its seat's view, never the game itself. */
  view = dk_game_view (game, decision->player);
  scores = heuristic_scores (h, decision->n_options);
  dk_game_score_options (view, scores);
  return dk_game_best_option (view, scores, &agent->rng);
}

static void
heuristic_free (DkAgent *agent)
{
  DkHeuristic *h = agent->data;

  g_free (h->scores);
  g_free (h);
}

/**
 * dk_agent_new_heuristic:
 * @seed: the agent's own seed (breaks ties between options that score the
 *   same, and draws the noise)
 * @noise: the share of decisions taken at random instead, from 0 (none) to 1
 *
 * The rules-aware player of each game: at every decision it scores the
 * options with its module's judgement (DkModule.score_options), seeing only
 * its seat's view, and takes the best. A module without one leaves every
 * option equal: the agent then plays at random.
 *
 * Returns: (transfer full): the agent
 */
DkAgent *
dk_agent_new_heuristic (guint64 seed, double noise)
{
  DkAgent *a = g_new0 (DkAgent, 1);
  DkHeuristic *h = g_new0 (DkHeuristic, 1);

  h->noise = CLAMP (noise, 0.0, 1.0);
  a->name = h->noise > 0 ? "heuristic (noisy)" : "heuristic";
  a->choose = heuristic_choose;
  a->free = heuristic_free;
  a->data = h;
  dk_rng_seed (&a->rng, seed);
  return a;
}

/* --- naming agents ---------------------------------------------------------- */

/* easy: one decision in four at random. */
#define DK_EASY_NOISE 0.25

static const char *const dk_agent_spec_names[] = {
  "random", "heuristic", "search", "easy", "medium", "hard", NULL,
};

/**
 * dk_agent_specs:
 *
 * Returns: (transfer none) (array zero-terminated=1): the agent names
 *   dk_agent_new_for_spec() knows, strength levels included
 */
const char *const *
dk_agent_specs (void)
{
  return dk_agent_spec_names;
}

/**
 * dk_agent_new_for_spec:
 * @spec: an agent by name: `random`, `heuristic`, `search` (with
 *   %DK_SEARCH_DEFAULT_ITERATIONS iterations), `search:N` (N iterations, N
 *   from 1), or a strength level for people: `easy` (the heuristic with
 *   some noise), `medium` (the heuristic), `hard` (the search with
 *   the game's budget, DkModule.hard_iterations, or
 *   %DK_SEARCH_HARD_ITERATIONS iterations)
 * @seed: the agent's own seed
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): the agent, or %NULL with @error set
 *   when @spec names none
 */
DkAgent *
dk_agent_new_for_spec (const char *spec, guint64 seed, GError **error)
{
  g_return_val_if_fail (spec != NULL, NULL);

  if (g_str_equal (spec, "random"))
    return dk_agent_new_random (seed);
  if (g_str_equal (spec, "heuristic") || g_str_equal (spec, "medium"))
    return dk_agent_new_heuristic (seed, 0.0);
  if (g_str_equal (spec, "easy"))
    return dk_agent_new_heuristic (seed, DK_EASY_NOISE);
  if (g_str_equal (spec, "hard"))
    return dk_agent_new_hard (seed);
  if (g_str_equal (spec, "search") ||
      g_str_has_prefix (spec, "search:"))
    {
      DkSearchParams params;
      guint64 n = 0;

      dk_search_params_init (&params);
      if (spec[6] == ':')
        {
          if (!g_ascii_string_to_unsigned (spec + 7, 10, 1, G_MAXUINT32, &n, NULL))
            {
              g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                           "'%s': a search takes a whole number of iterations from 1 to %u, as in "
                           "search:1000",
                           spec, G_MAXUINT32);
              return NULL;
            }
          params.iterations = (guint) n;
        }
      return dk_agent_new_search (seed, &params);
    }
  g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
               "no computer player is called '%s' (known: random, heuristic, search, "
               "search:ITERATIONS, easy, medium, hard)",
               spec);
  return NULL;
}

void
dk_agent_free (DkAgent *agent)
{
  if (agent == NULL)
    return;
  if (agent->free)
    agent->free (agent);
  g_free (agent);
}

/**
 * dk_game_play_out:
 * @game: a game
 * @agents: (array): one agent a player
 * @max_decisions: stop after this many decisions (0: no limit)
 * @error: return location for an error
 *
 * Lets the agents answer every decision until the game ends.
 *
 * Returns: the winner, -1 for a draw, -2 when @max_decisions ran out or on error
 */
gint
dk_game_play_out (DkGame *game, DkAgent **agents, guint max_decisions, GError **error)
{
  guint n = 0;

  while (!dk_game_is_over (game))
    {
      const DkDecision *d = dk_game_decision (game);
      DkAgent *a;
      guint choice;

      if (max_decisions && n++ >= max_decisions)
        return -2;
      a = agents[d->player];
      choice = a->choose (a, game, d);
      if (!dk_game_apply (game, choice, error))
        return -2;
    }
  return dk_game_winner (game);
}
