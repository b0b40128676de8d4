/* dk-rules.h: a rule module made ready to use.
 *
 * DkRules joins the framework's tables (procedures, events, verbs,
 * instructions, targets) with the module's, compiles the module's card
 * schema once, and answers name lookups. One DkRules exists per game id for
 * the life of the process; it is immutable once made and safe to share
 * between threads.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-types.h"
#include "dk-module.h"

G_BEGIN_DECLS

/* The framework's entries come first in each joined table; a module's entry
 * i is at BASE + i. */
#define DK_PROC_MODULE_BASE 16
#define DK_EVENT_MODULE_BASE 32
#define DK_VERB_MODULE_BASE 16
#define DK_INSTR_MODULE_BASE 32
#define DK_TARGET_MODULE_BASE 16
#define DK_DECISION_MODULE_BASE 8

#define DK_PROC_MODULE(i) ((guint16) (DK_PROC_MODULE_BASE + (i)))
#define DK_EVENT_MODULE(i) ((guint16) (DK_EVENT_MODULE_BASE + (i)))
#define DK_VERB_MODULE(i) ((guint16) (DK_VERB_MODULE_BASE + (i)))
#define DK_DECISION_MODULE(i) ((guint16) (DK_DECISION_MODULE_BASE + (i)))

/* The framework's procedures. */
enum
{
  DK_PROC_TURN = 0,     /* a[0] phase, a[1] step, a[2] sub-state */
  DK_PROC_PRIORITY = 1, /* a[0] window, a[1] player with priority, a[2] passes in a row */
  DK_PROC_PROGRAM = 2,  /* a[0] card, a[1] ability | part << 16, a[2] sub-state, a[3] controller,
                           a[4..7] bound names */
  DK_PROC_N_FRAMEWORK
};

/* The framework's events. */
enum
{
  DK_EVENT_GAME_START = 0,
  DK_EVENT_GAME_OVER,  /* player: the winner, or -1 for a draw */
  DK_EVENT_TURN_BEGIN, /* player: the active player */
  DK_EVENT_TURN_END,
  DK_EVENT_PHASE_BEGIN, /* a[0] phase */
  DK_EVENT_PHASE_END,
  DK_EVENT_STEP_BEGIN, /* a[0] phase, a[1] step */
  DK_EVENT_STEP_END,
  DK_EVENT_ZONE_CHANGE, /* card; a[0] from zone, a[1] to zone, a[2] from owner, a[3] to owner */
  DK_EVENT_COUNTER,     /* player; a[0] counter, a[1] old, a[2] new */
  DK_EVENT_SHUFFLE,     /* player; a[0] zone */
  DK_EVENT_CHOICE,      /* player; a[0] index in the choice list, a[1] 1 when taken automatically */
  DK_EVENT_MODIFIER,    /* card; a[0] stat, a[1] op, a[2] value, a[3] expiry */
  DK_EVENT_STACK_PUSH,  /* card; a[0] ability, a[1] stack depth */
  DK_EVENT_STACK_RESOLVE, /* card; a[0] ability, a[1] 1 when negated */
  DK_EVENT_NEGATED,       /* card; a[0] ability */
  DK_EVENT_REVEAL,        /* card; player: who shows it */
  DK_EVENT_ELIMINATED,    /* player: who is out of the game */
  DK_EVENT_N_FRAMEWORK
};

/* The framework's verbs and words. */
enum
{
  DK_VERB_PASS = 0,
  DK_VERB_CHOOSE,
  DK_VERB_NUMBER,
  DK_VERB_YES,
  DK_VERB_NO,
  DK_VERB_ORDER,
  DK_VERB_KEEP,
  DK_VERB_MULLIGAN,
  DK_VERB_N_FRAMEWORK
};

/* The framework's decision kinds. */
enum
{
  DK_DECISION_NONE = 0,
  DK_DECISION_PRIORITY,
  DK_DECISION_CHOOSE,
  DK_DECISION_N_FRAMEWORK
};

/* The framework's targets. */
enum
{
  DK_TARGET_NONE = 0,
  DK_TARGET_SELF,
  DK_TARGET_VAR0, /* names bound by <choose as="..."/>, in order */
  DK_TARGET_VAR1,
  DK_TARGET_VAR2,
  DK_TARGET_VAR3,
  DK_TARGET_N_FRAMEWORK
};

DK_API const DkRules *dk_rules_get (const char *game, GError **error);
DK_API const DkModule *dk_rules_get_module (const DkRules *rules);
DK_API const char *dk_rules_get_id (const DkRules *rules);

DK_API gint dk_rules_zone_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_stat_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_counter_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_param_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_phase_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_step_index (const DkRules *rules, guint phase, const char *name);
DK_API gint dk_rules_event_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_verb_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_card_type_index (const DkRules *rules, const char *name);
DK_API gint dk_rules_instr_index (const DkRules *rules, const char *name);

DK_API guint dk_rules_n_zones (const DkRules *rules);
DK_API guint dk_rules_n_stats (const DkRules *rules);
DK_API guint dk_rules_n_counters (const DkRules *rules);
DK_API guint dk_rules_n_events (const DkRules *rules);

DK_API const char *dk_rules_zone_name (const DkRules *rules, guint zone_kind);
DK_API const char *dk_rules_stat_name (const DkRules *rules, guint stat);
DK_API const char *dk_rules_counter_name (const DkRules *rules, guint counter);
DK_API const char *dk_rules_phase_name (const DkRules *rules, guint phase);
DK_API const char *dk_rules_step_name (const DkRules *rules, guint phase, guint step);
DK_API const char *dk_rules_event_name (const DkRules *rules, guint event);
DK_API const DkEventSpec *dk_rules_event_spec (const DkRules *rules, guint event);
DK_API const char *dk_rules_verb_name (const DkRules *rules, guint verb);
DK_API const char *dk_rules_decision_name (const DkRules *rules, guint kind);

G_END_DECLS
