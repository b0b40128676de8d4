/* dk-scenario.c: running scenario files (spec/scenario.md).
 *
 * A scenario is read in two passes. The first builds the position
 * (dk-scenario-load.c) and checks every name the script uses (zones,
 * counters, cards, events, actions' verbs), so that a mistake in the file
 * is reported, with all the others, as an error before anything runs. The
 * second plays the script against the game and stops at the first step
 * that does not hold (dk-scenario-expect.c checks each <expect>).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-scenario-private.h"

#include <stdarg.h>
#include <string.h>

/* run-until gives up after this many decisions (spec/scenario.md). */
#define DK_SCENARIO_MAX_DECISIONS 10000

/* The text forms of the options that autopass and run-until take. */
static const char *const dk_pass_like[] = {
  "pass", "no-block", "no-review", "no-commit", "keep", NULL,
};

/* --- checking the script before it runs ---------------------------------- */

static void
dk_scenario_check_script (DkScenario *s)
{
  const char *autopass;

  if (s->script == NULL)
    return;
  autopass = dk_xml_attr (s->script, "autopass");
  if (autopass != NULL && !dk_parse_bool (autopass, &s->autopass))
    dk_problem_add (s->problems, s->file, s->script, "autopass=\"%s\": true or false", autopass);

  for (xmlNode *c = s->script->children; c != NULL; c = c->next)
    {
      if (!dk_is_element (c, NULL))
        continue;
      if (dk_is_element (c, "do") || dk_is_element (c, "expect-legal") ||
          dk_is_element (c, "expect-illegal"))
        {
          static const char *const allowed[] = { "player", NULL };
          g_autofree char *action = dk_step_action (c);

          dk_check_allowed_attrs (s, c, allowed);
          dk_scenario_player (s, c, "player", TRUE);
          dk_scenario_check_action (s, c, action);
        }
      else if (dk_is_element (c, "expect"))
        dk_check_expect (s, c);
      else if (dk_is_element (c, "run-until"))
        {
          static const char *const allowed[] = { "turn",   "phase",     "step", "player",
                                                 "offers", "game-over", NULL };
          const char *over = dk_xml_attr (c, "game-over");
          gboolean b;

          dk_check_allowed_attrs (s, c, allowed);
          if (c->properties == NULL)
            dk_problem_add (s->problems, s->file, c, "<run-until> needs a condition");
          dk_check_int_attr (s, c, "turn");
          dk_check_phase (s, c);
          if (dk_xml_attr (c, "player") != NULL)
            dk_scenario_player (s, c, "player", TRUE);
          if (over != NULL && !dk_parse_bool (over, &b))
            dk_problem_add (s->problems, s->file, c, "game-over=\"%s\": true or false", over);
          /* An option's text form or its beginning: the same words as <do>. */
          if (dk_xml_attr (c, "offers") != NULL)
            dk_scenario_check_action (s, c, dk_xml_attr (c, "offers"));
        }
      else
        dk_problem_add (s->problems, s->file, c, "unknown step <%s> in <script>",
                        (const char *) c->name);
    }
}

/* --- running the script -------------------------------------------------- */

/* The index of the option of @d whose text form is one of @words, or -1. */
static gint
dk_find_pass_like (DkScenario *s, const DkDecision *d)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < d->n_options; i++)
    {
      g_string_truncate (text, 0);
      dk_game_format_option (s->game, &d->options[i], text);
      if (dk_str_in (text->str, dk_pass_like))
        return (gint) i;
    }
  return -1;
}

static gboolean
dk_scenario_apply (DkScenario *s, xmlNode *node, guint option)
{
  g_autoptr (GError) error = NULL;

  if (!dk_game_apply (s->game, option, &error))
    return dk_scenario_fail (s, node, "the engine refused the option: %s", error->message);
  return TRUE;
}

/* Can the current decision take @action from @player? */
static gboolean
dk_scenario_can_take (DkScenario *s, gint player, const char *action, guint *out_index)
{
  const DkDecision *d = dk_scenario_decision (s);

  return d != NULL && d->player == player && dk_game_find_option (s->game, action, out_index, NULL);
}

static gboolean
dk_scenario_do (DkScenario *s, xmlNode *node)
{
  g_autofree char *action = dk_step_action (node);
  gint player = dk_scenario_player (s, node, "player", TRUE);
  const DkDecision *d;
  guint index;
  guint n = 0;
  g_autoptr (GError) error = NULL;

  if (s->autopass)
    while (!dk_scenario_can_take (s, player, action, &index))
      {
        gint pass;

        d = dk_scenario_decision (s);
        if (d == NULL)
          return dk_scenario_fail (s, node, "expected player %d to %s, found the game over before",
                                   player + 1, action);
        pass = dk_find_pass_like (s, d);
        if (pass < 0)
          return dk_scenario_fail (
              s, node,
              "expected player %d to %s, found a decision of player %d that autopass "
              "cannot answer (no pass-like option)",
              player + 1, action, d->player + 1);
        if (++n > DK_SCENARIO_MAX_DECISIONS)
          return dk_scenario_fail (
              s, node, "expected player %d to %s, found no such decision after %u autopasses",
              player + 1, action, DK_SCENARIO_MAX_DECISIONS);
        if (!dk_scenario_apply (s, node, (guint) pass))
          return FALSE;
      }

  d = dk_scenario_decision (s);
  if (d == NULL)
    return dk_scenario_fail (s, node, "expected player %d to %s, found the game over", player + 1,
                             action);
  if (d->player != player)
    return dk_scenario_fail (s, node, "expected player %d to %s, found a decision of player %d",
                             player + 1, action, d->player + 1);
  if (!dk_game_find_option (s->game, action, &index, &error))
    return dk_scenario_fail (s, node, "expected player %d to %s, found it is not legal (%s)",
                             player + 1, action, error ? error->message : "no such option");
  return dk_scenario_apply (s, node, index);
}

static gboolean
dk_scenario_expect_legal (DkScenario *s, xmlNode *node, gboolean legal)
{
  g_autofree char *action = dk_step_action (node);
  gint player = dk_scenario_player (s, node, "player", TRUE);
  const DkDecision *d = dk_scenario_decision (s);
  guint index;
  gboolean found;

  if (d == NULL)
    return dk_scenario_fail (s, node, "expected a decision of player %d, found the game over",
                             player + 1);
  if (d->player != player)
    return dk_scenario_fail (
        s, node, "expected a decision of player %d (%s \"%s\"), found a decision of player %d",
        player + 1, legal ? "with" : "without", action, d->player + 1);
  found = dk_game_find_option (s->game, action, &index, NULL);
  if (found != legal)
    return dk_scenario_fail (s, node, "expected \"%s\" to be %s for player %d, found it %s", action,
                             legal ? "legal" : "illegal", player + 1,
                             found ? "legal" : "not legal");
  return TRUE;
}

/* Does some option of @d read @text, or start with @text and a space? */
static gboolean
dk_scenario_offers (DkScenario *s, const DkDecision *d, const char *text)
{
  g_autoptr (GString) form = g_string_new (NULL);
  gsize len = strlen (text);

  for (guint i = 0; i < d->n_options; i++)
    {
      g_string_truncate (form, 0);
      dk_game_format_option (s->game, &d->options[i], form);
      if (strcmp (form->str, text) == 0 ||
          (strncmp (form->str, text, len) == 0 && form->str[len] == ' '))
        return TRUE;
    }
  return FALSE;
}

static gboolean
dk_run_until_holds (DkScenario *s, xmlNode *node)
{
  const DkDecision *d = dk_scenario_decision (s);
  const char *v;
  gint32 n;

  if ((v = dk_xml_attr (node, "game-over")) != NULL &&
      (g_strcmp0 (v, "true") == 0) != dk_game_is_over (s->game))
    return FALSE;
  if ((v = dk_xml_attr (node, "turn")) != NULL && dk_xml_parse_int (v, &n) &&
      dk_game_turn (s->game) != n)
    return FALSE;
  if ((v = dk_xml_attr (node, "phase")) != NULL && !dk_scenario_at_phase (s, v))
    return FALSE;
  if ((v = dk_xml_attr (node, "step")) != NULL && !dk_scenario_at_step (s, v))
    return FALSE;
  if ((v = dk_xml_attr (node, "player")) != NULL &&
      (d == NULL || d->player != dk_scenario_player (s, node, "player", TRUE)))
    return FALSE;
  if ((v = dk_xml_attr (node, "offers")) != NULL && (d == NULL || !dk_scenario_offers (s, d, v)))
    return FALSE;
  return TRUE;
}

static gboolean
dk_scenario_run_until (DkScenario *s, xmlNode *node)
{
  for (guint n = 0;; n++)
    {
      const DkDecision *d;
      gint option;
      g_autoptr (GString) want = NULL;
      g_autoptr (GString) found = NULL;

      if (dk_run_until_holds (s, node))
        return TRUE;
      d = dk_scenario_decision (s);
      if (d != NULL && n < DK_SCENARIO_MAX_DECISIONS)
        {
          option = dk_find_pass_like (s, d);
          if (!dk_scenario_apply (s, node, option >= 0 ? (guint) option : 0))
            return FALSE;
          continue;
        }

      want = g_string_new (NULL);
      found = g_string_new (NULL);
      dk_describe_conditions (node, want);
      dk_describe_position (s, found);
      if (d == NULL)
        return dk_scenario_fail (s, node, "expected to reach %s, found the game over at %s",
                                 want->str, found->str);
      return dk_scenario_fail (s, node, "expected to reach %s, found still %s after %u decisions",
                               want->str, found->str, DK_SCENARIO_MAX_DECISIONS);
    }
}
static gboolean
dk_scenario_run_script (DkScenario *s)
{
  if (s->script == NULL)
    return TRUE;
  for (xmlNode *c = s->script->children; c != NULL; c = c->next)
    {
      gboolean ok = TRUE;

      if (!dk_is_element (c, NULL))
        continue;
      if (dk_is_element (c, "do"))
        ok = dk_scenario_do (s, c);
      else if (dk_is_element (c, "expect"))
        ok = dk_scenario_expect (s, c);
      else if (dk_is_element (c, "expect-legal"))
        ok = dk_scenario_expect_legal (s, c, TRUE);
      else if (dk_is_element (c, "expect-illegal"))
        ok = dk_scenario_expect_legal (s, c, FALSE);
      else if (dk_is_element (c, "run-until"))
        ok = dk_scenario_run_until (s, c);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}
/* Read @path, build its position and check every name of its script:
 * every problem of the file goes into s->problems. TRUE when it may run. */
static gboolean
dk_scenario_load (DkScenario *s, const char *path, char **name, DkLoadError *code)
{
  s->file = path;
  s->dir = g_path_get_dirname (path);
  s->problems = g_ptr_array_new_with_free_func (g_free);

  s->doc = dk_xml_read_file_full (path, NULL, NULL, s->problems, code);
  if (s->doc != NULL)
    {
      *code = DK_LOAD_ERROR_INVALID;
      /* The script is checked against the setup: its players, its cards. */
      if (dk_scenario_load_header (s, name) && dk_scenario_load_setup (s))
        dk_scenario_check_script (s);
    }
  if (s->doc == NULL && s->problems->len == 0)
    g_ptr_array_add (s->problems, g_strdup_printf ("%s: cannot be read", path));
  return s->problems->len == 0;
}

/* Append @s's problems to @out, one a line, each said once: a file that
 * repeats a mistake on one line would repeat its message. */
static void
dk_scenario_take_problems (DkScenario *s, GPtrArray *out)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < s->problems->len; i++)
    {
      char *problem = g_ptr_array_index (s->problems, i);

      if (!g_hash_table_add (seen, problem))
        continue;
      /* One line a problem, whatever text of the file it quotes. */
      g_ptr_array_add (out, dk_text_one_line (problem));
    }
}

/**
 * dk_scenario_check_file:
 * @path: a scenario file
 * @problems: (element-type utf8): receives every problem, "FILE:LINE: message"
 * @code: (out): the kind of the first problem (DK_LOAD_ERROR_*)
 *
 * Everything dk_scenario_run_file() checks before it runs a scenario, and
 * with the very same code, so that `duelkit validate` and `duelkit scenario`
 * never disagree on a file.
 *
 * Returns: TRUE when the scenario would run
 */
gboolean
dk_scenario_check_file (const char *path, GPtrArray *problems, DkLoadError *code)
{
  DkScenario s = { 0 };
  gboolean ok;

  g_return_val_if_fail (path != NULL && problems != NULL && code != NULL, FALSE);

  ok = dk_scenario_load (&s, path, NULL, code);
  dk_scenario_take_problems (&s, problems);
  dk_scenario_clear (&s);
  return ok;
}

/**
 * dk_scenario_run_file:
 * @path: the scenario file
 * @name: (out) (transfer full) (nullable): the scenario's name (its file name
 *   when it has none)
 * @message: filled with the reason of a failure or error, `FILE:LINE:` first
 * @log: (nullable): when given, receives the game's event log (JSON lines),
 *   with every card (dk_game_append_log() with %DK_VIEWER_FULL)
 *
 * Reads a scenario file, sets up its position and plays its script
 * (spec/scenario.md). Every problem of the file is reported at once, one a
 * line, with %DK_SCENARIO_ERROR; a step that does not hold stops the
 * scenario with %DK_SCENARIO_FAIL.
 *
 * Returns: how the scenario went
 */
DkScenarioStatus
dk_scenario_run_file (const char *path, char **name, GString *message, GString *log)
{
  return dk_scenario_run_file_for (path, name, message, log, DK_VIEWER_FULL);
}

/**
 * dk_scenario_run_file_for:
 * @path: the scenario file
 * @name: (out) (transfer full) (nullable): the scenario's name
 * @message: filled with the reason of a failure or error, `FILE:LINE:` first
 * @log: (nullable): when given, receives the game's event log as @log_viewer
 *   saw it (dk_game_append_log())
 * @log_viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 *
 * dk_scenario_run_file(), with the log of one player's view.
 *
 * Returns: how the scenario went
 */
DkScenarioStatus
dk_scenario_run_file_for (
    const char *path, char **name, GString *message, GString *log, gint log_viewer)
{
  DkScenario s = { 0 };
  DkScenarioStatus status;
  DkLoadError code;

  g_return_val_if_fail (path != NULL, DK_SCENARIO_ERROR);
  g_return_val_if_fail (message != NULL, DK_SCENARIO_ERROR);

  g_string_truncate (message, 0);
  if (name != NULL)
    *name = g_path_get_basename (path);
  s.message = message;

  if (!dk_scenario_load (&s, path, name, &code))
    {
      g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

      dk_scenario_take_problems (&s, problems);
      for (guint i = 0; i < problems->len; i++)
        {
          if (i > 0)
            g_string_append_c (message, '\n');
          g_string_append (message, g_ptr_array_index (problems, i));
        }
      status = DK_SCENARIO_ERROR;
    }
  else
    {
      dk_scenario_start (&s);
      status = dk_scenario_run_script (&s) ? DK_SCENARIO_PASS : DK_SCENARIO_FAIL;
      if (log != NULL)
        dk_game_append_log (s.game, log_viewer, log);
    }

  dk_scenario_clear (&s);
  return status;
}
