/* dk-scenario-expect.c: a scenario's <expect> steps, each kind checked
 * when the file is read, then evaluated against the game when it runs; and
 * what the runner and they both say of the game: where it is, the options
 * of a decision, a step that fails.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-scenario-private.h"

#include <string.h>

/* --- where the game is, and a step that fails ------------------------- */

const DkDecision *
dk_scenario_decision (DkScenario *s)
{
  const DkDecision *d;

  if (dk_game_is_over (s->game))
    return NULL;
  d = dk_game_decision (s->game);
  return d != NULL && d->n_options > 0 ? d : NULL;
}

static void
dk_describe_result (DkScenario *s, GString *out)
{
  gint winner = dk_game_winner (s->game);

  if (winner >= 0)
    g_string_append_printf (out, "the game is over: player %d won", winner + 1);
  else
    g_string_append (out, "the game is over: a draw");
}

/* "; legal options for player 2: pass, block T-GUARD" */
static void
dk_describe_options (DkScenario *s, GString *out)
{
  const DkDecision *d = dk_scenario_decision (s);

  if (d == NULL)
    {
      g_autoptr (GString) result = g_string_new (NULL);

      /* Said once: the failure itself may already be about the result. */
      dk_describe_result (s, result);
      if (strstr (out->str, result->str) == NULL)
        g_string_append_printf (out, "; %s", result->str);
      return;
    }
  g_string_append (out, "; ");
  g_string_append_printf (out, "legal options for player %d: ", d->player + 1);
  for (guint i = 0; i < d->n_options; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      dk_game_format_option (s->game, &d->options[i], out);
    }
}

/* Record the failure of step @node: "FILE:LINE: what; legal options..." */
gboolean
dk_scenario_fail (DkScenario *s, xmlNode *node, const char *format, ...)
{
  va_list args;

  g_string_truncate (s->message, 0);
  g_string_append_printf (s->message, "%s:%u: ", s->file, dk_node_line (node));
  va_start (args, format);
  g_string_append_vprintf (s->message, format, args);
  va_end (args);
  dk_describe_options (s, s->message);
  return FALSE;
}

/* Where the game is, for messages: "turn 3, phase combat, step enhance,
 * active player 1". */
void
dk_describe_position (DkScenario *s, GString *out)
{
  gint phase = dk_game_phase (s->game);
  gint step = dk_game_step (s->game);

  g_string_append_printf (out, "turn %d", dk_game_turn (s->game));
  if (phase >= 0)
    {
      const char *step_name =
          step >= 0 ? dk_rules_step_name (s->rules, (guint) phase, (guint) step) : NULL;

      g_string_append_printf (out, ", phase %s", dk_rules_phase_name (s->rules, (guint) phase));
      if (step_name != NULL)
        g_string_append_printf (out, ", step %s", step_name);
    }
  g_string_append_printf (out, ", active player %u", dk_game_active (s->game) + 1);
}

gboolean
dk_scenario_at_phase (DkScenario *s, const char *phase)
{
  gint p = dk_game_phase (s->game);

  return p >= 0 && g_strcmp0 (dk_rules_phase_name (s->rules, (guint) p), phase) == 0;
}

gboolean
dk_scenario_at_step (DkScenario *s, const char *step)
{
  gint p = dk_game_phase (s->game);
  gint st = dk_game_step (s->game);

  return p >= 0 && st >= 0 &&
         g_strcmp0 (dk_rules_step_name (s->rules, (guint) p, (guint) st), step) == 0;
}

void
dk_describe_conditions (xmlNode *node, GString *out)
{
  gboolean first = TRUE;

  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;

      g_string_append_printf (out, "%s%s %s", first ? "" : ", ", name, dk_xml_attr (node, name));
      first = FALSE;
    }
}

/* --- the kinds of expectation ------------------------------------------ */

/* The kinds of <expect>: the attributes that name one (the first kind
 * with any of them present is the one), how the step is checked when the
 * file is read (@value: the attribute that named it), and how it is
 * evaluated against the game. */
typedef struct
{
  const char *attrs[5];
  void (*check) (DkScenario *s, xmlNode *node, const char *value);
  gboolean (*run) (DkScenario *s, xmlNode *node);
} DkExpectKind;

static void
dk_check_expect_event (DkScenario *s, xmlNode *node, const char *value)
{
  gint event = dk_rules_event_index (s->rules, value);
  const DkEventSpec *spec;

  if (event < 0)
    {
      dk_problem_add (s->problems, s->file, node, "unknown event \"%s\"", value);
      return;
    }
  spec = dk_rules_event_spec (s->rules, (guint) event);
  dk_check_int_attr (s, node, "count");
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      gboolean known = strcmp (name, "event") == 0 || strcmp (name, "count") == 0 ||
                       strcmp (name, "player") == 0 || strcmp (name, "card") == 0 ||
                       strcmp (name, "turn") == 0;

      for (guint i = 0; !known && spec != NULL && i < DK_EVENT_ARGS; i++)
        known = g_strcmp0 (spec->attrs[i].name, name) == 0;
      if (!known)
        dk_problem_add (s->problems, s->file, node, "the event %s has no attribute %s", value,
                        name);
    }
}

static void
dk_check_expect_card (DkScenario *s, xmlNode *node, const char *value)
{
  static const char *const fixed[] = { "card", "player", "zone", "stat", "equals", NULL };
  const char *stat = dk_xml_attr (node, "stat");

  dk_check_card_ref (s, node, "card");
  dk_check_zone (s, node, FALSE);
  if (dk_xml_attr (node, "player") != NULL)
    dk_scenario_player (s, node, "player", TRUE);
  if (stat != NULL && dk_rules_stat_index (s->rules, stat) < 0)
    dk_problem_add (s->problems, s->file, node, "unknown stat \"%s\"", stat);
  if ((stat == NULL) != (dk_xml_attr (node, "equals") == NULL))
    dk_problem_add (s->problems, s->file, node, "stat and equals go together");
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      const DkCardStateSpec *spec;
      gint32 v;

      if (dk_str_in (name, fixed))
        continue;
      spec = dk_scenario_card_state (s, name);
      if (spec == NULL)
        dk_problem_add (s->problems, s->file, node, "unknown card state \"%s\"", name);
      else if (!dk_card_state_parse (spec, dk_xml_attr (node, name), &v))
        dk_problem_add (s->problems, s->file, node, "%s=\"%s\" is not a value of this state", name,
                        dk_xml_attr (node, name));
    }
}

static void
dk_check_expect_zone (DkScenario *s, xmlNode *node, const char *value)
{
  static const char *const allowed[] = {
    "zone", "player", "count", "contains", "lacks", "top", NULL
  };
  guint n = 0;

  dk_check_allowed_attrs (s, node, allowed);
  dk_check_zone (s, node, TRUE);
  dk_scenario_player (s, node, "player", TRUE);
  dk_check_int_attr (s, node, "count");
  dk_check_card_ref (s, node, "contains");
  dk_check_card_ref (s, node, "lacks");
  dk_check_card_ref (s, node, "top");
  for (guint i = 2; allowed[i] != NULL; i++)
    n += dk_xml_attr (node, allowed[i]) != NULL;
  if (n == 0)
    dk_problem_add (s->problems, s->file, node,
                    "a zone expectation needs count, contains, lacks or top");
}

static void
dk_check_expect_counter (DkScenario *s, xmlNode *node, const char *value)
{
  static const char *const allowed[] = {
    "counter", "player", "equals", "at-least", "at-most", NULL
  };

  dk_check_allowed_attrs (s, node, allowed);
  if (dk_rules_counter_index (s->rules, value) < 0)
    dk_problem_add (s->problems, s->file, node, "unknown counter \"%s\"", value);
  dk_scenario_player (s, node, "player", TRUE);
  dk_check_int_attr (s, node, "equals");
  dk_check_int_attr (s, node, "at-least");
  dk_check_int_attr (s, node, "at-most");
  if (!dk_xml_attr (node, "equals") && !dk_xml_attr (node, "at-least") &&
      !dk_xml_attr (node, "at-most"))
    dk_problem_add (s->problems, s->file, node,
                    "a counter expectation needs equals, at-least or at-most");
}

static void
dk_check_expect_winner (DkScenario *s, xmlNode *node, const char *value)
{
  static const char *const allowed[] = { "winner", NULL };

  dk_check_allowed_attrs (s, node, allowed);
  if (strcmp (value, "none") != 0 && strcmp (value, "draw") != 0)
    dk_scenario_player (s, node, "winner", TRUE);
}

static void
dk_check_expect_decision (DkScenario *s, xmlNode *node, const char *value)
{
  static const char *const allowed[] = { "decision", NULL };

  dk_check_allowed_attrs (s, node, allowed);
  dk_scenario_player (s, node, "decision", TRUE);
}

static void
dk_check_expect_position (DkScenario *s, xmlNode *node, const char *value)
{
  static const char *const allowed[] = { "phase", "step", "active", "turn", NULL };

  dk_check_allowed_attrs (s, node, allowed);
  dk_check_phase (s, node);
  if (dk_xml_attr (node, "active") != NULL)
    dk_scenario_player (s, node, "active", TRUE);
  dk_check_int_attr (s, node, "turn");
}
/* The cards of a zone, top first, for messages. */
static void
dk_describe_zone (DkScenario *s, guint kind, guint player, GString *out)
{
  guint n;
  const guint16 *cards = dk_game_zone (s->game, kind, player, &n);

  g_string_append_printf (out, "%s of player %u holds %u card%s",
                          dk_rules_zone_name (s->rules, kind), player + 1, n, n == 1 ? "" : "s");
  if (n > 0)
    g_string_append (out, " (top first):");
  for (guint i = n; i > 0; i--)
    g_string_append_printf (out, " %s", dk_def_id (s->game, cards[i - 1]));
}

static gboolean
dk_zone_has (DkScenario *s, guint kind, guint player, const char *id)
{
  guint n;
  const guint16 *cards = dk_game_zone (s->game, kind, player, &n);

  for (guint i = 0; i < n; i++)
    if (strcmp (dk_def_id (s->game, cards[i]), id) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
dk_expect_zone (DkScenario *s, xmlNode *node)
{
  guint kind = (guint) dk_rules_zone_index (s->rules, dk_xml_attr (node, "zone"));
  guint player = (guint) dk_scenario_player (s, node, "player", TRUE);
  g_autoptr (GString) found = g_string_new (NULL);
  const char *zone = dk_xml_attr (node, "zone");
  const char *v;
  gint32 count;

  dk_describe_zone (s, kind, player, found);
  if ((v = dk_xml_attr (node, "count")) != NULL && dk_xml_parse_int (v, &count) &&
      dk_game_zone_size (s->game, kind, player) != (guint) count)
    return dk_scenario_fail (s, node, "expected %s of player %u to hold %d cards, found %s", zone,
                             player + 1, count, found->str);
  if ((v = dk_xml_attr (node, "contains")) != NULL && !dk_zone_has (s, kind, player, v))
    return dk_scenario_fail (s, node, "expected %s of player %u to contain %s, found %s", zone,
                             player + 1, v, found->str);
  if ((v = dk_xml_attr (node, "lacks")) != NULL && dk_zone_has (s, kind, player, v))
    return dk_scenario_fail (s, node, "expected %s of player %u to lack %s, found %s", zone,
                             player + 1, v, found->str);
  if ((v = dk_xml_attr (node, "top")) != NULL)
    {
      gint32 top = dk_game_zone_top (s->game, kind, player);

      if (top < 0 || strcmp (dk_def_id (s->game, top), v) != 0)
        return dk_scenario_fail (s, node, "expected %s on top of %s of player %u, found %s", v,
                                 zone, player + 1, found->str);
    }
  return TRUE;
}

static gboolean
dk_expect_counter (DkScenario *s, xmlNode *node)
{
  const char *name = dk_xml_attr (node, "counter");
  guint counter = (guint) dk_rules_counter_index (s->rules, name);
  guint player = (guint) dk_scenario_player (s, node, "player", TRUE);
  gint32 value = dk_game_counter (s->game, player, counter);
  gint32 want;
  const char *v;

  if ((v = dk_xml_attr (node, "equals")) != NULL && dk_xml_parse_int (v, &want) && value != want)
    return dk_scenario_fail (s, node, "expected %s of player %u = %d, found %d", name, player + 1,
                             want, value);
  if ((v = dk_xml_attr (node, "at-least")) != NULL && dk_xml_parse_int (v, &want) && value < want)
    return dk_scenario_fail (s, node, "expected %s of player %u >= %d, found %d", name, player + 1,
                             want, value);
  if ((v = dk_xml_attr (node, "at-most")) != NULL && dk_xml_parse_int (v, &want) && value > want)
    return dk_scenario_fail (s, node, "expected %s of player %u <= %d, found %d", name, player + 1,
                             want, value);
  return TRUE;
}

/* A stat's value as the file writes it: a number, or a word of an enum
 * stat, or true/false. */
static gboolean
dk_parse_stat_value (DkScenario *s, guint stat, const char *text, gint32 *out)
{
  const DkStatSpec *spec = stat < s->module->n_stats ? &s->module->stats[stat] : NULL;
  gboolean b;

  if (dk_xml_parse_int (text, out))
    return TRUE;
  if (spec != NULL && spec->type == DK_STAT_ENUM && spec->values != NULL)
    for (guint i = 0; spec->values[i] != NULL; i++)
      if (strcmp (spec->values[i], text) == 0)
        {
          *out = (gint32) i;
          return TRUE;
        }
  if (dk_parse_bool (text, &b))
    {
      *out = b;
      return TRUE;
    }
  return FALSE;
}

/* Does @card meet every state condition of the <expect card>? Describes
 * its state into @found either way. */
static gboolean
dk_card_matches (DkScenario *s, xmlNode *node, gint32 card, GString *found)
{
  static const char *const fixed[] = { "card", "player", "zone", "stat", "equals", NULL };
  const char *stat = dk_xml_attr (node, "stat");
  gboolean ok = TRUE;

  g_string_append_printf (
      found, "%s in %s of player %u", dk_def_id (s->game, card),
      dk_rules_zone_name (s->rules,
                          dk_game_zone_kind (s->game, dk_game_card (s->game, card)->zone)),
      dk_game_zone_owner (s->game, dk_game_card (s->game, card)->zone) + 1);
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      const DkCardStateSpec *spec;
      gint32 want = 0, have;

      if (dk_str_in (name, fixed))
        continue;
      spec = dk_scenario_card_state (s, name);
      if (spec == NULL || !dk_card_state_parse (spec, dk_xml_attr (node, name), &want))
        continue;
      have = dk_card_state_get (s->game, card, spec);
      if (spec->kind == DK_CARD_STATE_FLAG)
        want = want != 0;
      ok = ok && have == want;
      g_string_append_c (found, ' ');
      dk_card_state_format (spec, have, found);
    }
  if (stat != NULL)
    {
      guint index = (guint) dk_rules_stat_index (s->rules, stat);
      gint32 want = 0;
      gint32 have = dk_game_stat (s->game, card, index);

      if (!dk_parse_stat_value (s, index, dk_xml_attr (node, "equals"), &want))
        ok = FALSE;
      ok = ok && have == want;
      g_string_append_printf (found, " %s=%d", stat, have);
    }
  return ok;
}

static gboolean
dk_expect_card (DkScenario *s, xmlNode *node)
{
  const char *id = dk_xml_attr (node, "card");
  const char *zone = dk_xml_attr (node, "zone");
  gint kind = zone != NULL ? dk_rules_zone_index (s->rules, zone) : -1;
  gint player = dk_xml_attr (node, "player") ? dk_scenario_player (s, node, "player", TRUE) : -1;
  g_autoptr (GString) want = g_string_new (NULL);
  g_autoptr (GString) found = g_string_new (NULL);
  guint n_found = 0;

  for (guint c = 0; c < dk_game_n_cards (s->game); c++)
    {
      const DkCard *card = dk_game_card (s->game, (gint32) c);

      if (strcmp (dk_def_id (s->game, (gint32) c), id) != 0)
        continue;
      if (player >= 0 && card->owner != (guint) player)
        continue;
      if (n_found++ > 0)
        g_string_append (found, "; ");
      if (kind >= 0 && dk_game_zone_kind (s->game, card->zone) != (guint) kind)
        {
          /* Still say where it is: the usual mistake is the zone. */
          g_string_append_printf (
              found, "%s in %s of player %u", id,
              dk_rules_zone_name (s->rules, dk_game_zone_kind (s->game, card->zone)),
              dk_game_zone_owner (s->game, card->zone) + 1);
          continue;
        }
      if (dk_card_matches (s, node, (gint32) c, found))
        return TRUE;
    }

  g_string_append (want, id);
  if (player >= 0)
    g_string_append_printf (want, " of player %d", player + 1);
  if (zone != NULL)
    g_string_append_printf (want, " in %s", zone);
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;

      if (strcmp (name, "card") != 0 && strcmp (name, "player") != 0 && strcmp (name, "zone") != 0)
        g_string_append_printf (want, " %s=%s", name, dk_xml_attr (node, name));
    }
  if (n_found == 0)
    g_string_append_printf (found, "no %s%s in the game", id, player >= 0 ? " of that player" : "");
  return dk_scenario_fail (s, node, "expected %s, found %s", want->str, found->str);
}

static gboolean
dk_expect_winner (DkScenario *s, xmlNode *node)
{
  const char *v = dk_xml_attr (node, "winner");
  g_autoptr (GString) found = g_string_new (NULL);
  gboolean ok;

  if (dk_game_is_over (s->game))
    dk_describe_result (s, found);
  else
    g_string_append (found, "the game is not over");
  if (strcmp (v, "none") == 0)
    ok = !dk_game_is_over (s->game);
  else if (strcmp (v, "draw") == 0)
    ok = dk_game_is_over (s->game) && dk_game_winner (s->game) < 0;
  else
    ok = dk_game_is_over (s->game) &&
         dk_game_winner (s->game) == dk_scenario_player (s, node, "winner", TRUE);
  if (!ok)
    {
      if (strcmp (v, "none") == 0)
        return dk_scenario_fail (s, node, "expected the game not to be over, found %s", found->str);
      if (strcmp (v, "draw") == 0)
        return dk_scenario_fail (s, node, "expected a draw, found %s", found->str);
      return dk_scenario_fail (s, node, "expected player %s to have won, found %s", v, found->str);
    }
  return TRUE;
}

static gboolean
dk_expect_position (DkScenario *s, xmlNode *node)
{
  const char *v;
  gint32 n;
  gboolean ok = TRUE;
  g_autoptr (GString) want = g_string_new (NULL);
  g_autoptr (GString) found = g_string_new (NULL);

  if ((v = dk_xml_attr (node, "phase")) != NULL)
    ok = ok && dk_scenario_at_phase (s, v);
  if ((v = dk_xml_attr (node, "step")) != NULL)
    ok = ok && dk_scenario_at_step (s, v);
  if ((v = dk_xml_attr (node, "active")) != NULL && dk_xml_parse_int (v, &n))
    ok = ok && (gint32) dk_game_active (s->game) + 1 == n;
  if ((v = dk_xml_attr (node, "turn")) != NULL && dk_xml_parse_int (v, &n))
    ok = ok && dk_game_turn (s->game) == n;
  if (ok)
    return TRUE;
  dk_describe_conditions (node, want);
  dk_describe_position (s, found);
  return dk_scenario_fail (s, node, "expected %s, found %s", want->str, found->str);
}

static gboolean
dk_expect_decision (DkScenario *s, xmlNode *node)
{
  gint player = dk_scenario_player (s, node, "decision", TRUE);
  const DkDecision *d = dk_scenario_decision (s);

  if (d == NULL)
    return dk_scenario_fail (s, node, "expected a decision of player %d, found none", player + 1);
  if (d->player != player)
    return dk_scenario_fail (s, node,
                             "expected a decision of player %d, found a decision of player %d (%s)",
                             player + 1, d->player + 1, dk_rules_decision_name (s->rules, d->kind));
  return TRUE;
}

/* Does event @ev meet every attribute filter of the <expect event>? */
static gboolean
dk_event_matches (DkScenario *s, xmlNode *node, const DkEvent *ev)
{
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      g_autofree char *value = NULL;

      if (strcmp (name, "event") == 0 || strcmp (name, "count") == 0)
        continue;
      value = dk_game_event_attr_string (s->game, ev, name);
      if (g_strcmp0 (value, dk_xml_attr (node, name)) != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
dk_expect_event (DkScenario *s, xmlNode *node)
{
  const char *name = dk_xml_attr (node, "event");
  guint type = (guint) dk_rules_event_index (s->rules, name);
  const char *count_text = dk_xml_attr (node, "count");
  gint32 want = -1;
  guint n_match = 0, n_type = 0;
  g_autoptr (GString) desc = g_string_new (NULL);
  g_autoptr (GString) seen = g_string_new (NULL);

  if (count_text != NULL)
    dk_xml_parse_int (count_text, &want);
  for (guint i = s->event_base; i < dk_game_n_events (s->game); i++)
    {
      const DkEvent *ev = dk_game_event (s->game, i);

      if (ev->type != type)
        continue;
      n_type++;
      if (dk_event_matches (s, node, ev))
        n_match++;
      /* Show the last few of the kind: enough to see what went wrong. */
      if (n_type <= 3)
        {
          if (seen->len > 0)
            g_string_append (seen, ", ");
          dk_game_event_to_json (s->game, ev, seen);
        }
    }
  if (want < 0 ? n_match > 0 : n_match == (guint) want)
    return TRUE;

  g_string_append_printf (desc, "event %s", name);
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *attr = (const char *) a->name;

      if (strcmp (attr, "event") != 0 && strcmp (attr, "count") != 0)
        g_string_append_printf (desc, " %s=%s", attr, dk_xml_attr (node, attr));
    }
  if (want < 0)
    g_string_prepend (desc, "an ");
  else
    g_string_append_printf (desc, " %d time%s", want, want == 1 ? "" : "s");
  return dk_scenario_fail (s, node, "expected %s, found %u such event%s (%u %s event%s in all%s%s)",
                           desc->str, n_match, n_match == 1 ? "" : "s", n_type, name,
                           n_type == 1 ? "" : "s", n_type > 0 ? ", first: " : "", seen->str);
}

static const DkExpectKind dk_expect_kinds[] = {
  { { "event", NULL }, dk_check_expect_event, dk_expect_event },
  { { "card", NULL }, dk_check_expect_card, dk_expect_card },
  { { "zone", NULL }, dk_check_expect_zone, dk_expect_zone },
  { { "counter", NULL }, dk_check_expect_counter, dk_expect_counter },
  { { "winner", NULL }, dk_check_expect_winner, dk_expect_winner },
  { { "decision", NULL }, dk_check_expect_decision, dk_expect_decision },
  { { "phase", "step", "active", "turn", NULL }, dk_check_expect_position, dk_expect_position },
};

/* The kind of the <expect> @node, and in *value the attribute that names
 * it; NULL when it names none. */
static const DkExpectKind *
dk_expect_kind (xmlNode *node, const char **value)
{
  for (guint i = 0; i < G_N_ELEMENTS (dk_expect_kinds); i++)
    for (guint a = 0; dk_expect_kinds[i].attrs[a] != NULL; a++)
      if ((*value = dk_xml_attr (node, dk_expect_kinds[i].attrs[a])) != NULL)
        return &dk_expect_kinds[i];
  return NULL;
}

void
dk_check_expect (DkScenario *s, xmlNode *node)
{
  const char *value;
  const DkExpectKind *kind = dk_expect_kind (node, &value);

  if (kind != NULL)
    kind->check (s, node, value);
  else
    dk_problem_add (s->problems, s->file, node, "<expect> names nothing to check");
}

gboolean
dk_scenario_expect (DkScenario *s, xmlNode *node)
{
  const char *value;
  const DkExpectKind *kind = dk_expect_kind (node, &value);

  /* The file was checked: every step names a kind. */
  return kind != NULL ? kind->run (s, node) : dk_expect_position (s, node);
}
