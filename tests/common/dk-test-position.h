/* dk-test-position.h: building positions and reading them in the module
 * tests (tests/ufs, tests/bos): cards put in zones by id, options applied
 * by their text form, an agent's choice read back as text, the shipped
 * decks loaded, a test's own card set loaded with its ruleset.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <duelkit.h>

G_BEGIN_DECLS

gint32 dkt_add_card (DkGame *g, const DkCardDb *db, const char *id, guint player, guint zone);
void
dkt_add_cards (DkGame *g, const DkCardDb *db, const char *id, guint player, guint zone, guint n);
void dkt_apply (DkGame *g, const char *text);
void dkt_pass_priority (DkGame *g);
char *dkt_heuristic_choice (const DkGame *g, guint64 seed);
DkDeck *dkt_load_deck (DkCardDb *db, const char *game, const char *file_format, ...)
    G_GNUC_PRINTF (3, 4);
DkGame *dkt_new_duel (DkRuleset *ruleset,
                      DkCardDb *db,
                      const char *character0,
                      const char *character1,
                      gint32 vitality0,
                      gint32 vitality1);
void dkt_assert_contains (const char *text, const char *part);
DkCardDb *dkt_load_test_cards (const char *ruleset_id, DkRuleset **ruleset, const char *file);

G_END_DECLS
