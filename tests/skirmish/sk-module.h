/* sk-module.h: skirmish, the framework's test game.
 *
 * A small original card game that exercises every generic part of
 * libduelkit without either real game. Tests link it statically and
 * register it with dk_module_register (sk_module_get (), ...); it is also
 * built as the loadable module dk-skirmish.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <duelkit.h>
#include <duelkit-module.h>

G_BEGIN_DECLS

/* The module's zones, in table order. */
enum
{
  SK_ZONE_DECK,
  SK_ZONE_HAND,
  SK_ZONE_FIELD,
  SK_ZONE_DISCARD,
  SK_ZONE_REMOVED,
  SK_N_ZONES
};

/* The module's stats. */
enum
{
  SK_STAT_POWER,
  SK_STAT_COST,
  SK_N_STATS
};

/* The module's own events, at DK_EVENT_MODULE (i). */
enum
{
  SK_EVENT_PLAY,   /* player played card (a unit) */
  SK_EVENT_ATTACK, /* player's card attacks; a[0] the defending player */
  SK_EVENT_BLOCK,  /* player blocks with card; a[0] the attacker */
  SK_EVENT_STRIKE, /* player loses a[0] life to card */
  SK_EVENT_FLIP,   /* player flipped a coin for card; a[0] 0 heads, 1 tails */
  SK_N_EVENTS
};

/* The card var that holds the turn a unit entered the field. */
#define SK_VAR_PLAYED_TURN 0

const DkModule *sk_module_get (void);

G_END_DECLS
