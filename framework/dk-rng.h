/* dk-rng.h: the game's random numbers.
 *
 * xoshiro128** seeded with SplitMix64: 16 bytes of plain state, the same
 * sequence on every machine and compiler.
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

typedef struct
{
  guint32 s[4];
} DkRng;

DK_API void dk_rng_seed (DkRng *rng, guint64 seed);
DK_API guint32 dk_rng_next (DkRng *rng);
DK_API guint32 dk_rng_below (DkRng *rng, guint32 bound);
DK_API void dk_rng_shuffle16 (DkRng *rng, guint16 *items, guint n);

G_END_DECLS
