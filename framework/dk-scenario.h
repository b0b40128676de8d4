/* dk-scenario.h: scenario files (spec/scenario.md).
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

typedef enum
{
  DK_SCENARIO_PASS,
  DK_SCENARIO_FAIL,  /* a step or an expectation did not hold */
  DK_SCENARIO_ERROR, /* the file is bad: it was not run */
} DkScenarioStatus;

/**
 * dk_scenario_run_file:
 * @path: the scenario file
 * @name: (out) (transfer full) (nullable): the scenario's name
 * @message: filled with the reason of a failure or error, `FILE:LINE:` first
 * @log: (nullable): when given, receives the game's event log (JSON lines)
 */
DK_API DkScenarioStatus dk_scenario_run_file (const char *path,
                                              char **name,
                                              GString *message,
                                              GString *log);
DK_API DkScenarioStatus dk_scenario_run_file_for (
    const char *path, char **name, GString *message, GString *log, gint log_viewer);

G_END_DECLS
