/* sk-fixture.h: the test game skirmish, its cards and its two decks, for
 * the framework's test programs.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <duelkit.h>

typedef struct
{
  const DkRules *rules;
  DkRuleset *ruleset;
  DkCardDb *db;
  DkDeck *decks[2];
} SkFixture;

extern SkFixture sk_fx;

/* Register skirmish and load its cards and decks into sk_fx (aborts the
 * test program on any error). */
void sk_fixture_init (void);
void sk_fixture_clear (void);
/* A new two-player game of the fixture's decks. */
DkGame *sk_fixture_new_game (guint64 seed);
