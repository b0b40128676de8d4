/* dk-scenario-private.h: what the files of the scenario runner share, and
 * nothing else uses. They call in one direction: dk-scenario.c (checking
 * and running a script) calls dk-scenario-expect.c (the <expect> steps),
 * which calls dk-scenario-load.c (reading the file, the position).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-private.h"

G_BEGIN_DECLS

typedef struct
{
  const char *file; /* the FILE of messages: the path as given */
  char *dir;        /* where relative references are resolved */
  xmlDoc *doc;
  const DkRules *rules;
  const DkModule *module;
  DkRuleset *ruleset;
  DkCardDb *db;
  DkGame *game;
  GPtrArray *problems; /* "FILE:LINE: message" */
  guint n_players;
  guint event_base; /* the events before this one came from the setup */
  gboolean autopass;
  xmlNode *setup;
  xmlNode *script;
  GString *message;
  gint phase; /* where <setup> starts the game: -1 from the beginning */
  gint step;
  gint32 active;
  gint32 turn;
  /* Cards past the game's capacity: one problem says so, at the first. */
  guint n_refused;
  guint full_problem; /* its index in problems */
} DkScenario;

/* --- Reading a scenario: helpers, the position, the checks of a script's
 * steps (dk-scenario-load.c) */

void dk_scenario_clear (DkScenario *s);
gboolean dk_is_element (xmlNode *node, const char *name);
guint dk_node_line (xmlNode *node);
gboolean dk_str_in (const char *text, const char *const *list);
gint dk_scenario_player (DkScenario *s, xmlNode *node, const char *attr, gboolean required);
gboolean dk_parse_bool (const char *text, gboolean *out);
gboolean dk_card_state_parse (const DkCardStateSpec *spec, const char *text, gint32 *out);
gint32 dk_card_state_get (const DkGame *g, gint32 card, const DkCardStateSpec *spec);
void dk_card_state_format (const DkCardStateSpec *spec, gint32 value, GString *out);
const DkCardStateSpec *dk_scenario_card_state (DkScenario *s, const char *name);
const char *dk_def_id (const DkGame *g, gint32 card);
gboolean dk_scenario_load_header (DkScenario *s, char **name);
gboolean dk_scenario_load_setup (DkScenario *s);
void dk_scenario_start (DkScenario *s);
void dk_scenario_check_action (DkScenario *s, xmlNode *node, const char *action);
char *dk_step_action (xmlNode *node);
void dk_check_allowed_attrs (DkScenario *s, xmlNode *node, const char *const *allowed);
void dk_check_card_ref (DkScenario *s, xmlNode *node, const char *attr);
void dk_check_zone (DkScenario *s, xmlNode *node, gboolean required);
void dk_check_int_attr (DkScenario *s, xmlNode *node, const char *attr);
void dk_check_phase (DkScenario *s, xmlNode *node);

/* --- Where the game is, a failing step, and the <expect> steps
 * (dk-scenario-expect.c) */

const DkDecision *dk_scenario_decision (DkScenario *s);
gboolean dk_scenario_fail (DkScenario *s, xmlNode *node, const char *format, ...)
    G_GNUC_PRINTF (3, 4);
void dk_describe_position (DkScenario *s, GString *out);
gboolean dk_scenario_at_phase (DkScenario *s, const char *phase);
gboolean dk_scenario_at_step (DkScenario *s, const char *step);
void dk_describe_conditions (xmlNode *node, GString *out);
void dk_check_expect (DkScenario *s, xmlNode *node);
gboolean dk_scenario_expect (DkScenario *s, xmlNode *node);

G_END_DECLS
