/* dk-match.h: matches, a series of games between the same two decks.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-types.h"
#include "dk-agent.h"

G_BEGIN_DECLS

#define DK_MATCH_MAX_GAMES 16

/**
 * DkMatchResult:
 * @n_games: the games played
 * @winners: (array length=n_games): each game's winner, -1 for a draw
 * @choosers: (array length=n_games): who chose who goes first, -1 when
 *   chance decided
 * @swaps: the side-deck swaps made between games, both players together
 * @wins: the games each player won
 * @winner: the match's winner, -1 when nobody won enough games
 */
typedef struct
{
  guint n_games;
  gint winners[DK_MATCH_MAX_GAMES];
  gint choosers[DK_MATCH_MAX_GAMES];
  guint swaps;
  guint wins[2];
  gint winner;
} DkMatchResult;

DK_API gboolean dk_match_play (const DkRuleset *ruleset,
                               DkCardDb *db,
                               DkDeck *const decks[2],
                               guint best_of,
                               guint64 seed,
                               DkAgent **agents,
                               guint max_swaps,
                               DkMatchResult *result,
                               GError **error);

G_END_DECLS
