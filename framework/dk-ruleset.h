/* dk-ruleset.h: rulesets, the parameters of a game.
 *
 * A ruleset names a game, may extend another ruleset, and sets the
 * module's parameters. Every parameter has a value: the module's default
 * unless a ruleset in the chain sets it.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-types.h"

G_BEGIN_DECLS

DK_API DkRuleset *dk_ruleset_new_default (const DkRules *rules);
DK_API DkRuleset *dk_ruleset_load_file (const char *path, GError **error);
DK_API DkRuleset *dk_ruleset_find (const char *id, GError **error);
DK_API DkRuleset *
dk_ruleset_new_variant (const DkRuleset *base, const char *param, gint64 value, GError **error);
DK_API DkRuleset *dk_ruleset_ref (DkRuleset *ruleset);
DK_API void dk_ruleset_unref (DkRuleset *ruleset);

DK_API const DkRules *dk_ruleset_get_rules (const DkRuleset *ruleset);
DK_API const char *dk_ruleset_get_id (const DkRuleset *ruleset);
DK_API const char *dk_ruleset_get_name (const DkRuleset *ruleset);
DK_API const char *dk_ruleset_get_file (const DkRuleset *ruleset);
DK_API const char *dk_ruleset_get_extends (const DkRuleset *ruleset);
DK_API gint64 dk_ruleset_get (const DkRuleset *ruleset, guint param);
DK_API gint64 dk_ruleset_get_by_name (const DkRuleset *ruleset, const char *name);
DK_API gboolean dk_ruleset_get_param_origin (const DkRuleset *ruleset,
                                             guint param,
                                             const char **file,
                                             guint *line);
DK_API void dk_ruleset_add_param_problem (const DkRuleset *ruleset,
                                          guint param,
                                          GPtrArray *problems,
                                          const char *format,
                                          ...) G_GNUC_PRINTF (4, 5);
/* The phases a turn runs, in order (a variant may skip or reorder them). */
DK_API const guint8 *dk_ruleset_get_phase_order (const DkRuleset *ruleset, guint *n_phases);

/* Where rulesets, card sets and decks are looked for: $DUELKIT_DATA_DIR,
 * then the source tree when run uninstalled, then the installed data. */
DK_API GPtrArray *dk_data_dirs (void);
DK_API GPtrArray *dk_ruleset_list (GPtrArray *problems);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkRuleset, dk_ruleset_unref)

G_END_DECLS
