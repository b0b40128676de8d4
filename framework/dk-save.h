/* dk-save.h: saves and replays: a game's setup and every decision made in
 * it, written to a file and read back into the same game.
 *
 * A save holds what makes the game (the ruleset and its parameters, the
 * card sets with a hash of each, the decks card by card, the number of
 * players, the seed), who sat at each seat, and every decision made so far;
 * a replay is a save of a finished game, which also holds its result.
 * Loading one makes the game again from its start and answers every
 * decision as recorded, checking that each is legal: a damaged or
 * mismatched file is refused whole. docs/saves.md describes the file.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-types.h"
#include "dk-rng.h"
#include "dk-game.h"

G_BEGIN_DECLS

/* The version of the file format dk_save_write() writes, and the only one
 * dk_save_load() reads. */
#define DK_SAVE_FORMAT_VERSION 1

typedef struct _DkSave DkSave;

DK_API DkSave *dk_save_new (
    const DkRuleset *ruleset, DkCardDb *db, DkDeck *const *decks, guint n_players, guint64 seed);
DK_API DkSave *dk_save_load (const char *path, DkGame **out_game, GError **error);
DK_API void dk_save_free (DkSave *save);

DK_API void dk_save_record (DkSave *save, const DkGame *game);
DK_API char *dk_save_to_string (const DkSave *save);
DK_API gboolean dk_save_write (const DkSave *save, const char *path, GError **error);
DK_API DkGame *dk_save_new_game (const DkSave *save, guint n_choices, GError **error);
DK_API gboolean dk_save_verify (const DkSave *save, const DkGame *game, GError **error);

DK_API void dk_save_set_seat (DkSave *save, guint player, const char *agent, const DkRng *rng);
DK_API const char *dk_save_get_seat (const DkSave *save, guint player, DkRng *out_rng);

DK_API const char *dk_save_get_file (const DkSave *save);
DK_API const DkRuleset *dk_save_get_ruleset (const DkSave *save);
DK_API DkCardDb *dk_save_get_db (const DkSave *save);
DK_API const DkDeck *dk_save_get_deck (const DkSave *save, guint player);
DK_API guint dk_save_n_players (const DkSave *save);
DK_API guint64 dk_save_get_seed (const DkSave *save);
DK_API guint dk_save_n_choices (const DkSave *save);
DK_API const char *dk_save_get_choice (const DkSave *save, guint index, gint *out_player);
DK_API gboolean dk_save_get_result (const DkSave *save,
                                    gint *out_winner,
                                    gint32 *out_turn,
                                    DkEndReason *out_reason);

DK_API guint dk_save_count_decisions (const DkGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkSave, dk_save_free)

G_END_DECLS
