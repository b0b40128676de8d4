/* dk-rules.c: a module's tables joined with the framework's, made once.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <string.h>

const char *const dk_framework_verbs[] = {
  [DK_VERB_PASS] = "pass",      [DK_VERB_CHOOSE] = "choose",
  [DK_VERB_NUMBER] = "number",  [DK_VERB_YES] = "yes",
  [DK_VERB_NO] = "no",          [DK_VERB_ORDER] = "order",
  [DK_VERB_KEEP] = "keep",      [DK_VERB_MULLIGAN] = "mulligan",
  [DK_VERB_N_FRAMEWORK] = NULL,
};

const char *const dk_framework_decisions[] = {
  [DK_DECISION_NONE] = "none",
  [DK_DECISION_PRIORITY] = "priority",
  [DK_DECISION_CHOOSE] = "choose",
  [DK_DECISION_N_FRAMEWORK] = NULL,
};

const DkEventSpec dk_framework_events[] = {
  [DK_EVENT_GAME_START] = { "game-start", { { NULL } } },
  /* player: the winner; reason: a DkEndReason. */
  [DK_EVENT_GAME_OVER] = { "game-over",
                           { { "reason", DK_ATTR_STRING,
                               (const char *const[]){ "none", "rules", "idle-turns", "steps",
                                                      "depth", "repetition", "no-option",
                                                      NULL } } } },
  [DK_EVENT_TURN_BEGIN] = { "turn-begin", { { NULL } } },
  [DK_EVENT_TURN_END] = { "turn-end", { { NULL } } },
  [DK_EVENT_PHASE_BEGIN] = { "phase-begin", { { "phase", DK_ATTR_PHASE } } },
  [DK_EVENT_PHASE_END] = { "phase-end", { { "phase", DK_ATTR_PHASE } } },
  [DK_EVENT_STEP_BEGIN] = { "step-begin",
                            { { "phase", DK_ATTR_PHASE }, { "step", DK_ATTR_STEP } } },
  [DK_EVENT_STEP_END] = { "step-end", { { "phase", DK_ATTR_PHASE }, { "step", DK_ATTR_STEP } } },
  [DK_EVENT_ZONE_CHANGE] = { "zone-change",
                             { { "from", DK_ATTR_ZONE },
                               { "to", DK_ATTR_ZONE },
                               { "from-player", DK_ATTR_PLAYER },
                               { "to-player", DK_ATTR_PLAYER } } },
  [DK_EVENT_COUNTER] = { "counter",
                         { { "counter", DK_ATTR_COUNTER },
                           { "old", DK_ATTR_INT },
                           { "new", DK_ATTR_INT } } },
  [DK_EVENT_SHUFFLE] = { "shuffle", { { "zone", DK_ATTR_ZONE } } },
  [DK_EVENT_CHOICE] = { "choice", { { "action", DK_ATTR_CHOICE }, { "automatic", DK_ATTR_BOOL } } },
  [DK_EVENT_MODIFIER] = { "modifier",
                          { { "stat", DK_ATTR_STAT },
                            { "op", DK_ATTR_STRING, (const char *const[]){ "add", "set", NULL } },
                            { "value", DK_ATTR_INT },
                            { "expiry", DK_ATTR_STRING,
                              (const char *const[]){ "leaves-zone", "end-of-turn", "permanent",
                                                     "scope", NULL } } } },
  [DK_EVENT_STACK_PUSH] = { "stack-push",
                            { { "ability", DK_ATTR_INT }, { "depth", DK_ATTR_INT } } },
  [DK_EVENT_STACK_RESOLVE] = { "stack-resolve",
                               { { "ability", DK_ATTR_INT }, { "negated", DK_ATTR_BOOL } } },
  [DK_EVENT_NEGATED] = { "negated-link", { { "ability", DK_ATTR_INT } } },
  [DK_EVENT_REVEAL] = { "reveal", { { NULL } } },
  [DK_EVENT_ELIMINATED] = { "eliminated", { { NULL } } },
};

G_STATIC_ASSERT (G_N_ELEMENTS (dk_framework_events) == DK_EVENT_N_FRAMEWORK);
G_STATIC_ASSERT (DK_EVENT_N_FRAMEWORK <= DK_EVENT_MODULE_BASE);
G_STATIC_ASSERT (DK_VERB_N_FRAMEWORK <= DK_VERB_MODULE_BASE);
G_STATIC_ASSERT (DK_PROC_N_FRAMEWORK <= DK_PROC_MODULE_BASE);
G_STATIC_ASSERT (DK_DECISION_N_FRAMEWORK <= DK_DECISION_MODULE_BASE);
G_STATIC_ASSERT (DK_TARGET_N_FRAMEWORK <= DK_TARGET_MODULE_BASE);

static GMutex rules_lock;
static GHashTable *rules_cache; /* game id -> DkRules * */

static guint
strv_len0 (const char *const *v)
{
  return v ? g_strv_length ((char **) v) : 0;
}

static void
index_add (GHashTable *table, const char *name, guint index)
{
  if (name != NULL && !g_hash_table_contains (table, name))
    g_hash_table_insert (table, (gpointer) name, GUINT_TO_POINTER (index + 1));
}

static gint
index_get (GHashTable *table, const char *name)
{
  gpointer v;

  if (name == NULL)
    return -1;
  v = g_hash_table_lookup (table, name);
  return v ? (gint) GPOINTER_TO_UINT (v) - 1 : -1;
}

static DkRules *
rules_new (const DkModule *module, GError **error)
{
  DkRules *r = g_new0 (DkRules, 1);
  guint n;

  r->module = module;
  if (module->schema_resource != NULL)
    {
      r->schema = dk_schema_new (module->schema_resource, error);
      if (r->schema == NULL)
        {
          g_prefix_error (error, "game %s: ", module->id);
          g_free (r);
          return NULL;
        }
    }

  r->zone_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < module->n_zones; i++)
    index_add (r->zone_index, module->zones[i].name, i);
  r->stat_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < module->n_stats; i++)
    index_add (r->stat_index, module->stats[i].name, i);
  r->counter_index = g_hash_table_new (g_str_hash, g_str_equal);
  r->n_counters = strv_len0 (module->counters);
  for (guint i = 0; i < r->n_counters; i++)
    index_add (r->counter_index, module->counters[i], i);
  r->param_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < module->n_params; i++)
    index_add (r->param_index, module->params[i].name, i);

  r->n_events = DK_EVENT_MODULE_BASE + module->n_events;
  r->events = g_new0 (const DkEventSpec *, r->n_events);
  r->event_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < DK_EVENT_N_FRAMEWORK; i++)
    r->events[i] = &dk_framework_events[i];
  for (guint i = 0; i < module->n_events; i++)
    r->events[DK_EVENT_MODULE_BASE + i] = &module->events[i];
  for (guint i = 0; i < r->n_events; i++)
    if (r->events[i])
      index_add (r->event_index, r->events[i]->name, i);

  n = strv_len0 (module->verbs);
  r->n_verbs = DK_VERB_MODULE_BASE + n;
  r->verbs = g_new0 (const char *, r->n_verbs);
  r->verb_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < DK_VERB_N_FRAMEWORK; i++)
    r->verbs[i] = dk_framework_verbs[i];
  for (guint i = 0; i < n; i++)
    r->verbs[DK_VERB_MODULE_BASE + i] = module->verbs[i];
  for (guint i = 0; i < r->n_verbs; i++)
    index_add (r->verb_index, r->verbs[i], i);

  n = strv_len0 (module->decisions);
  r->n_decisions = DK_DECISION_MODULE_BASE + n;
  r->decisions = g_new0 (const char *, r->n_decisions);
  for (guint i = 0; i < DK_DECISION_N_FRAMEWORK; i++)
    r->decisions[i] = dk_framework_decisions[i];
  for (guint i = 0; i < n; i++)
    r->decisions[DK_DECISION_MODULE_BASE + i] = module->decisions[i];

  r->n_procs = DK_PROC_MODULE_BASE + module->n_procs;
  r->procs = g_new0 (const DkProcSpec *, r->n_procs);
  for (guint i = 0; i < DK_PROC_N_FRAMEWORK; i++)
    r->procs[i] = &dk_framework_procs[i];
  for (guint i = 0; i < module->n_procs; i++)
    r->procs[DK_PROC_MODULE_BASE + i] = &module->procs[i];

  r->n_instrs = DK_INSTR_MODULE_BASE + module->n_instrs;
  r->instrs = g_new0 (const DkInstrSpec *, r->n_instrs);
  r->instr_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < dk_framework_n_instrs; i++)
    r->instrs[i] = &dk_framework_instrs[i];
  for (guint i = 0; i < module->n_instrs; i++)
    r->instrs[DK_INSTR_MODULE_BASE + i] = &module->instrs[i];
  /* A module's instruction of the same name replaces the framework's. */
  for (guint i = r->n_instrs; i-- > 0;)
    if (r->instrs[i])
      index_add (r->instr_index, r->instrs[i]->name, i);

  r->n_targets = DK_TARGET_MODULE_BASE + module->n_targets;
  r->targets = g_new0 (const DkTargetSpec *, r->n_targets);
  r->target_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < DK_TARGET_N_FRAMEWORK; i++)
    r->targets[i] = &dk_framework_targets[i];
  for (guint i = 0; i < module->n_targets; i++)
    r->targets[DK_TARGET_MODULE_BASE + i] = &module->targets[i];
  for (guint i = 0; i < r->n_targets; i++)
    if (r->targets[i] && r->targets[i]->name)
      index_add (r->target_index, r->targets[i]->name, i);

  /* The turn procedure asks at every step how many steps its phase has. */
  {
    guint *steps = g_new0 (guint, MAX (module->n_phases, 1));

    for (guint i = 0; i < module->n_phases; i++)
      {
        const char *const *names = module->phases[i].steps;
        guint k = 0;

        while (names != NULL && names[k] != NULL)
          k++;
        steps[i] = MAX (k, 1);
      }
    r->phase_steps = steps;
  }
  return r;
}

/**
 * dk_rules_get:
 * @game: a game id
 * @error: return location for an error
 *
 * Returns: (transfer none): the rules of @game, made on first use and kept
 *   for the life of the process; %NULL if no module plays @game or its
 *   schema does not compile
 */
const DkRules *
dk_rules_get (const char *game, GError **error)
{
  g_autoptr (GMutexLocker) locker = NULL;
  const DkModule *module;
  DkRules *rules;

  g_return_val_if_fail (game != NULL, NULL);
  locker = g_mutex_locker_new (&rules_lock);
  if (rules_cache == NULL)
    rules_cache = g_hash_table_new (g_str_hash, g_str_equal);
  rules = g_hash_table_lookup (rules_cache, game);
  if (rules != NULL)
    return rules;
  module = dk_module_lookup (game);
  if (module == NULL)
    {
      g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_NOT_FOUND,
                   "unknown game \"%s\" (no module plays it)", game);
      return NULL;
    }
  rules = rules_new (module, error);
  if (rules != NULL)
    g_hash_table_insert (rules_cache, (gpointer) module->id, rules);
  return rules;
}

static const DkSchema *
framework_schema (const char *name, DkSchema **slot, gsize *once)
{
  if (g_once_init_enter (once))
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *path = g_strdup_printf ("resource:///org/duelkit/schema/%s", name);

      *slot = dk_schema_new (path, &error);
      if (*slot == NULL)
        g_error ("the built-in schema %s does not compile: %s", name, error->message);
      g_once_init_leave (once, 1);
    }
  return *slot;
}

const DkSchema *
dk_rules_deck_schema (void)
{
  static DkSchema *schema;
  static gsize once;

  return framework_schema ("deck.rng", &schema, &once);
}

const DkSchema *
dk_rules_ruleset_schema (void)
{
  static DkSchema *schema;
  static gsize once;

  return framework_schema ("ruleset.rng", &schema, &once);
}

const DkSchema *
dk_rules_scenario_schema (void)
{
  static DkSchema *schema;
  static gsize once;

  return framework_schema ("scenario.rng", &schema, &once);
}

const DkModule *
dk_rules_get_module (const DkRules *rules)
{
  return rules->module;
}

const char *
dk_rules_get_id (const DkRules *rules)
{
  return rules->module->id;
}

gint
dk_rules_zone_index (const DkRules *rules, const char *name)
{
  return index_get (rules->zone_index, name);
}

gint
dk_rules_stat_index (const DkRules *rules, const char *name)
{
  return index_get (rules->stat_index, name);
}

gint
dk_rules_counter_index (const DkRules *rules, const char *name)
{
  return index_get (rules->counter_index, name);
}

gint
dk_rules_param_index (const DkRules *rules, const char *name)
{
  return index_get (rules->param_index, name);
}

gint
dk_rules_event_index (const DkRules *rules, const char *name)
{
  return index_get (rules->event_index, name);
}

gint
dk_rules_verb_index (const DkRules *rules, const char *name)
{
  return index_get (rules->verb_index, name);
}

gint
dk_rules_instr_index (const DkRules *rules, const char *name)
{
  return index_get (rules->instr_index, name);
}

gint
dk_rules_target_index (const DkRules *rules, const char *name)
{
  return index_get (rules->target_index, name);
}

static gint
strv_index (const char *const *v, const char *name)
{
  for (guint i = 0; v && name && v[i]; i++)
    if (strcmp (v[i], name) == 0)
      return (gint) i;
  return -1;
}

gint
dk_rules_card_type_index (const DkRules *rules, const char *name)
{
  return strv_index (rules->module->card_types, name);
}

gint
dk_rules_ability_type_index (const DkRules *rules, const char *name)
{
  return strv_index (rules->module->ability_types, name);
}

gint
dk_rules_phase_index (const DkRules *rules, const char *name)
{
  for (guint i = 0; name && i < rules->module->n_phases; i++)
    if (strcmp (rules->module->phases[i].name, name) == 0)
      return (gint) i;
  return -1;
}

gint
dk_rules_step_index (const DkRules *rules, guint phase, const char *name)
{
  g_return_val_if_fail (phase < rules->module->n_phases, -1);
  return strv_index (rules->module->phases[phase].steps, name);
}

guint
dk_rules_n_zones (const DkRules *rules)
{
  return rules->module->n_zones;
}

guint
dk_rules_n_stats (const DkRules *rules)
{
  return rules->module->n_stats;
}

guint
dk_rules_n_counters (const DkRules *rules)
{
  return rules->n_counters;
}

guint
dk_rules_n_events (const DkRules *rules)
{
  return rules->n_events;
}

const char *
dk_rules_zone_name (const DkRules *rules, guint zone_kind)
{
  return zone_kind < rules->module->n_zones ? rules->module->zones[zone_kind].name : NULL;
}

const char *
dk_rules_stat_name (const DkRules *rules, guint stat)
{
  return stat < rules->module->n_stats ? rules->module->stats[stat].name : NULL;
}

const char *
dk_rules_counter_name (const DkRules *rules, guint counter)
{
  return counter < rules->n_counters ? rules->module->counters[counter] : NULL;
}

const char *
dk_rules_phase_name (const DkRules *rules, guint phase)
{
  return phase < rules->module->n_phases ? rules->module->phases[phase].name : NULL;
}

/* The name of a step; a phase without declared steps has one, unnamed. */
const char *
dk_rules_step_name (const DkRules *rules, guint phase, guint step)
{
  const char *const *steps;

  if (phase >= rules->module->n_phases)
    return NULL;
  steps = rules->module->phases[phase].steps;
  if (steps == NULL)
    return NULL;
  return step < strv_len0 (steps) ? steps[step] : NULL;
}

const char *
dk_rules_event_name (const DkRules *rules, guint event)
{
  return event < rules->n_events && rules->events[event] ? rules->events[event]->name : NULL;
}

const DkEventSpec *
dk_rules_event_spec (const DkRules *rules, guint event)
{
  return event < rules->n_events ? rules->events[event] : NULL;
}

const char *
dk_rules_verb_name (const DkRules *rules, guint verb)
{
  return verb < rules->n_verbs ? rules->verbs[verb] : NULL;
}

const char *
dk_rules_decision_name (const DkRules *rules, guint kind)
{
  return kind < rules->n_decisions ? rules->decisions[kind] : NULL;
}
