/* dk-file.h: the files users name: what game one is of, writing one.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-version.h"

G_BEGIN_DECLS

DK_API gboolean dk_file_write (const char *path, const void *data, gsize len, GError **error);
DK_API char *dk_file_get_game (const char *path, GError **error);

G_END_DECLS
