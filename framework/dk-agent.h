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
DK_API DkAgent *dk_agent_new_for_spec (const char *spec, guint64 seed, GError **error);
DK_API const char *const *dk_agent_specs (void);
DK_API void dk_agent_free (DkAgent *agent);
DK_API gint dk_game_play_out (DkGame *game, DkAgent **agents, guint max_decisions, GError **error);

DK_API void dk_game_score_options (const DkGame *game, double *scores);
DK_API guint dk_game_best_option (const DkGame *game, double *scores, DkRng *rng);
DK_API void dk_game_evaluate (const DkGame *game, double *values);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkAgent, dk_agent_free)

G_END_DECLS
