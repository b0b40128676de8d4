/* dk-agent.h: who answers decisions.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-types.h"
#include "dk-game.h"

G_BEGIN_DECLS

typedef struct _DkAgent DkAgent;

/**
 * DkAgent:
 * @name: shown to players and in reports
 * @choose: returns the index of the option to take; sees @game only through
 *   what its player may know (an agent that reads hidden cards is a bug)
 * @free: releases @data (nullable)
 */
struct _DkAgent
{
  const char *name;
  guint (*choose) (DkAgent *agent, const DkGame *game, const DkDecision *decision);
  void (*free) (DkAgent *agent);
  gpointer data;
  DkRng rng;
};

DK_API DkAgent *dk_agent_new_random (guint64 seed);
DK_API DkAgent *dk_agent_new_first (void);
DK_API DkAgent *dk_agent_new_heuristic (guint64 seed, double noise);
/**
 * DkSearchPlayout:
 * @DK_SEARCH_PLAYOUT_HEURISTIC: each player takes the option its module
 *   scores best (dk_game_score_options()), now and then any option
 * @DK_SEARCH_PLAYOUT_RANDOM: each player takes any legal option
 *
 * How a search plays on from where its tree ends.
 */
typedef enum
{
  DK_SEARCH_PLAYOUT_HEURISTIC = 0,
  DK_SEARCH_PLAYOUT_RANDOM = 1,
} DkSearchPlayout;

/**
 * DkSearchRoot:
 * @DK_SEARCH_ROOT_GAME: as the game's module asks (DkModule.search_root):
 *   the tree, or paired playouts
 * @DK_SEARCH_ROOT_TREE: a tree of the decisions to come, one deal an
 *   iteration (information-set Monte Carlo tree search)
 * @DK_SEARCH_ROOT_PAIRED: no tree: each deal plays out every option of
 *   the decision, and an option replaces the module's own choice only when
 *   it does better on the same deals by @confidence standard errors
 *
 * How a search compares the options of the decision it takes.
 */
typedef enum
{
  DK_SEARCH_ROOT_GAME = 0,
  DK_SEARCH_ROOT_TREE = 1,
  DK_SEARCH_ROOT_PAIRED = 2,
} DkSearchRoot;

/* The defaults of dk_search_params_init(). */
#define DK_SEARCH_DEFAULT_ITERATIONS 1000
#define DK_SEARCH_DEFAULT_PLAYOUT_LENGTH 0
/* The level `hard` (dk_agent_new_for_spec()): a decision well under a
 * second on an ordinary machine in either game. */
#define DK_SEARCH_HARD_ITERATIONS 1500

/**
 * DkSearchParams:
 * @iterations: how many deals and walks of the tree a decision takes (at
 *   least 1). A budget of iterations, not of time: a seed gives the same
 *   moves on any machine at any load
 * @playout_length: a playout stops after this many decisions (of two
 *   options or more) and the module judges the position
 *   (dk_game_evaluate()); 0, or a module with no judgement of its own: to
 *   the end of the game
 * @playout: how playouts choose
 * @exploration: the UCB constant: how much the search tries options that
 *   have done less well so far (results are in [0, 1])
 * @playout_noise: in heuristic playouts, the share of decisions taken at
 *   random instead, from 0 to 1
 * @keep_choice: in a settled game (below), the module's own choice
 *   (dk_game_score_options()) is taken when its visits are at least this
 *   share of the most visited option's; 0: always the most visited
 * @settled: a game is settled when the most visited option's mean result
 *   is at most this, or at least 1 minus this (0 to 0.5)
 * @root: a tree, or paired playouts of each option, or as the game asks
 *   (the default)
 * @opponent_noise: in the heuristic playouts of paired playouts, the
 *   share of the other players' decisions taken at random instead (on top
 *   of @playout_noise), from 0 to 1: opponents who err now and then (the
 *   tree does not use it)
 * @confidence: with paired playouts, how many standard errors of the
 *   difference an option must beat the module's own choice by
 * @tiebreak_length: with paired playouts played to the end, where no
 *   option wins more than the module's own choice, the options not worse
 *   on results are compared by the module's evaluation (dk_game_evaluate())
 *   after this many playout decisions (of two options or more; the result
 *   when the game ends sooner), by @confidence standard errors as well;
 *   0: never
 * @behind_noise: with paired playouts, where the first half of the deals
 *   finds the module's own choice lost (its mean result at most @settled)
 *   and no option ending otherwise on any deal, the other half is played
 *   with the other players taking a random option in this share of their
 *   decisions (instead of @opponent_noise), and it alone decides: a lost
 *   game is played for the opponent's errors. 0: never
 *
 * How a searching agent searches (dk_agent_new_search()). Fill it with
 * dk_search_params_init() first, then change what you need: fields may be
 * added at its end, which a program built against an older version does
 * not set (dk_search_params_init() does).
 */
typedef struct
{
  guint iterations;
  guint playout_length;
  DkSearchPlayout playout;
  double exploration;
  double playout_noise;
  double keep_choice;
  double settled;
  DkSearchRoot root;
  float opponent_noise;
  double confidence;
  guint tiebreak_length;
  float behind_noise;
} DkSearchParams;

DK_API void dk_search_params_init (DkSearchParams *params);
DK_API DkAgent *dk_agent_new_search (guint64 seed, const DkSearchParams *params);
DK_API DkAgent *dk_agent_new_for_spec (const char *spec, guint64 seed, GError **error);
DK_API const char *const *dk_agent_specs (void);
DK_API void dk_agent_free (DkAgent *agent);
DK_API gint dk_game_play_out (DkGame *game, DkAgent **agents, guint max_decisions, GError **error);

DK_API void dk_game_score_options (const DkGame *game, double *scores);
DK_API guint dk_game_best_option (const DkGame *game, double *scores, DkRng *rng);
DK_API void dk_game_evaluate (const DkGame *game, double *values);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkAgent, dk_agent_free)

G_END_DECLS
