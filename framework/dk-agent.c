/* dk-agent.c: the simplest computer players, and playing a game out.
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
