/* dk-games.h: the rule modules built into the launcher.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <duelkit.h>
#include <duelkit-module.h>

G_BEGIN_DECLS

/* Register every built-in module (idempotent, thread-safe). */
void dk_games_register_builtin (void);

const DkModule *ufs_module_get (void);
const DkModule *bos_module_get (void);

G_END_DECLS
