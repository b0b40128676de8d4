/* dk-plot.h: the plots of `duelkit compare --plots`, drawn with cairo.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-stats.h"

G_BEGIN_DECLS

#define DK_PLOT_WIDTH 800
#define DK_PLOT_HEIGHT 500

/* Write length, advantage, balance and mechanics .@format (png, svg, pdf)
 * into @dir (made if need be) for @studies (DkStudy). */
gboolean
dk_plot_write_all (GPtrArray *studies, const char *dir, const char *format, GError **error);

G_END_DECLS
