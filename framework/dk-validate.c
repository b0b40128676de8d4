/* dk-validate.c: is a deck legal, is a file valid (`duelkit deck check`,
 * `duelkit validate`).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"
#include "dk-card-private.h"

#include <string.h>

/**
 * dk_deck_check:
 * @deck: a deck, its database set (dk_deck_load() sets it)
 * @ruleset: the ruleset to check it under, of the deck's game
 * @problems: (element-type utf8): receives every problem, "FILE:LINE: message"
 *
 * Is @deck legal under @ruleset? The game module decides
 * (DkModule.check_deck).
 *
 * Returns: TRUE when it is
 */
gboolean
dk_deck_check (const DkDeck *deck, const DkRuleset *ruleset, GPtrArray *problems)
{
  const DkRules *rules;
  const DkModule *module;
  guint before;

  g_return_val_if_fail (deck != NULL && ruleset != NULL && problems != NULL, FALSE);

  rules = dk_ruleset_get_rules (ruleset);
  module = dk_rules_get_module (rules);
  before = problems->len;
  if (module->check_deck != NULL)
    module->check_deck (rules, ruleset, deck, problems);
  return problems->len == before;
}

/* The ruleset a deck is checked under when none is given: the one it
 * names, else its game's standard one, else the game's defaults. NULL with
 * the problems at the deck's line. */
static DkRuleset *
deck_ruleset (const DkDeck *deck, GPtrArray *problems)
{
  const DkRules *rules = deck->db->rules;
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;
  gboolean located = FALSE;

  if (deck->ruleset == NULL)
    {
      g_autofree char *id = g_strdup_printf ("%s-standard", dk_rules_get_id (rules));

      ruleset = dk_ruleset_find (id, NULL);
      if (ruleset == NULL || ruleset->rules != rules)
        {
          g_clear_pointer (&ruleset, dk_ruleset_unref);
          ruleset = dk_ruleset_new_default (rules);
        }
      return g_steal_pointer (&ruleset);
    }
  if (g_str_has_suffix (deck->ruleset, ".ruleset"))
    {
      g_autofree char *dir = g_path_get_dirname (deck->file);
      g_autofree char *path = g_path_is_absolute (deck->ruleset)
                                  ? g_strdup (deck->ruleset)
                                  : g_build_filename (dir, deck->ruleset, NULL);

      ruleset = dk_ruleset_load_file (path, &error);
      /* A file that was read has its problems at its own lines. */
      located = ruleset == NULL && !g_error_matches (error, DK_LOAD_ERROR, DK_LOAD_ERROR_IO);
    }
  else
    ruleset = dk_ruleset_find (deck->ruleset, &error);
  if (ruleset == NULL && located)
    {
      g_auto (GStrv) lines = g_strsplit (error->message, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (*lines[i] != '\0')
          g_ptr_array_add (problems, g_strdup (lines[i]));
      return NULL;
    }
  if (ruleset == NULL)
    {
      dk_deck_add_problem (deck, problems, deck->line, "ruleset=\"%s\": %s", deck->ruleset,
                           error->message);
      return NULL;
    }
  if (ruleset->rules != rules)
    {
      dk_deck_add_problem (deck, problems, deck->line,
                           "ruleset=\"%s\": a ruleset of the game %s, not %s", deck->ruleset,
                           dk_rules_get_id (ruleset->rules), dk_rules_get_id (rules));
      return NULL;
    }
  return g_steal_pointer (&ruleset);
}

/**
 * dk_deck_check_file:
 * @path: a deck file ("-": standard input)
 * @ruleset: (nullable): check under this ruleset; %NULL: the one the deck
 *   names, else its game's standard ruleset (GAME-standard), else the
 *   game's defaults
 * @card_sets: (nullable) (array zero-terminated=1): card sets to load
 *   besides the game's own
 * @ruleset_out: (out) (optional) (nullable) (transfer full): the ruleset
 *   the deck was checked under, when it was
 * @deck_out: (out) (optional) (nullable) (transfer full): the deck, when
 *   it loaded
 * @problems: (element-type utf8): receives every problem, "FILE:LINE: message"
 *
 * Read a deck file and check it under a ruleset: what `duelkit deck check`
 * and `duelkit validate` both do, so that they say the same. A file that
 * is not a deck of a known game, names an unknown card or ruleset, or is
 * not well formed is %DK_DECK_INVALID (and is not checked further); a deck
 * that loads but breaks the ruleset's deck rules is %DK_DECK_ILLEGAL.
 *
 * Returns: the verdict
 */
DkDeckStatus
dk_deck_check_file (const char *path,
                    DkRuleset *ruleset,
                    const char *const *card_sets,
                    DkRuleset **ruleset_out,
                    DkDeck **deck_out,
                    GPtrArray *problems)
{
  g_autoptr (DkRuleset) used = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (DkDeck) deck = NULL;
  g_autoptr (GError) error = NULL;
  DkLoadError code = DK_LOAD_ERROR_INVALID;
  const DkRules *rules;
  const char *game;
  xmlDoc *doc;
  xmlNode *root;
  gboolean legal;

  g_return_val_if_fail (path != NULL && problems != NULL, DK_DECK_INVALID);

  if (ruleset_out != NULL)
    *ruleset_out = NULL;
  if (deck_out != NULL)
    *deck_out = NULL;

  /* Read once, for the game and then the deck. */
  doc = dk_xml_read_file_full (path, path, NULL, problems, &code);
  if (doc == NULL)
    return DK_DECK_INVALID;
  root = xmlDocGetRootElement (doc);
  game = dk_xml_attr (root, "game");
  if (ruleset != NULL)
    rules = dk_ruleset_get_rules (ruleset);
  else if (!dk_card_is_element (root, "deck"))
    {
      dk_problem_add (problems, path, root, "expected a <deck>, not <%s>",
                      (const char *) root->name);
      rules = NULL;
    }
  else if (game == NULL)
    {
      dk_problem_add (problems, path, root, "<deck> needs a game attribute");
      rules = NULL;
    }
  else if ((rules = dk_rules_get (game, &error)) == NULL)
    {
      if (g_error_matches (error, DK_MODULE_ERROR, DK_MODULE_ERROR_NOT_FOUND))
        dk_problem_add (problems, path, root, "unknown game '%s'", game);
      else
        dk_problem_add (problems, path, root, "game '%s': %s", game, error->message);
    }
  if (rules != NULL)
    {
      db = dk_card_db_new_default (rules, &error);
      for (guint i = 0; db != NULL && card_sets != NULL && card_sets[i] != NULL; i++)
        if (!dk_card_db_load_file (db, card_sets[i], &error))
          g_clear_pointer (&db, dk_card_db_unref);
      if (db == NULL)
        {
          g_auto (GStrv) lines = g_strsplit (error->message, "\n", -1);

          for (guint i = 0; lines[i] != NULL; i++)
            if (*lines[i] != '\0')
              g_ptr_array_add (problems, g_strdup (lines[i]));
        }
      else
        deck = dk_deck_from_xml (db, root, path, problems);
    }
  xmlFreeDoc (doc);
  if (deck == NULL)
    return DK_DECK_INVALID;

  used = ruleset != NULL ? dk_ruleset_ref (ruleset) : deck_ruleset (deck, problems);
  if (used == NULL)
    return DK_DECK_INVALID;
  legal = dk_deck_check (deck, used, problems);
  if (ruleset_out != NULL)
    *ruleset_out = g_steal_pointer (&used);
  if (deck_out != NULL)
    *deck_out = g_steal_pointer (&deck);
  return legal ? DK_DECK_LEGAL : DK_DECK_ILLEGAL;
}

/* --- dk_validate_file -------------------------------------------------- */

/**
 * dk_validate_file:
 * @path: a card set, deck, ruleset or scenario ("-": standard input)
 *
 * Check a file, whatever kind it is (found by its root element): a card set
 * is loaded alone; a deck against the game's cards and checked under its
 * ruleset as dk_deck_check_file() checks it; a ruleset with the chain it
 * extends; a scenario as dk_scenario_run_file() checks it before it runs.
 *
 * Returns: TRUE when the file is valid; FALSE with every problem in @error
 */
gboolean
dk_validate_file (const char *path, GError **error)
{
  return dk_validate_file_full (path, NULL, error);
}

/**
 * dk_validate_file_full:
 * @path: a card set, deck, ruleset or scenario ("-": standard input)
 * @summary: (out) (optional) (nullable) (transfer full): what else the
 *   check found out, valid or not: "legal under ufs-standard" for a deck
 *
 * dk_validate_file(), saying what a file was checked against.
 *
 * Returns: TRUE when the file is valid; FALSE with every problem in @error
 */
gboolean
dk_validate_file_full (const char *path, char **summary, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) local_error = NULL;
  DkLoadError code = DK_LOAD_ERROR_INVALID;
  const DkRules *rules;
  g_autofree char *root_name = NULL;
  g_autofree char *game = NULL;
  xmlDoc *doc;
  xmlNode *root;
  glong line;
  gboolean ok = FALSE;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (summary != NULL)
    *summary = NULL;
  doc = dk_xml_read_file_full (path, path, NULL, problems, &code);
  if (doc == NULL)
    {
      dk_problems_to_error_code (problems, code, error);
      return FALSE;
    }
  root = xmlDocGetRootElement (doc);
  root_name = g_strdup ((const char *) root->name);
  game = g_strdup (dk_xml_attr (root, "game"));
  line = xmlGetLineNo (root);
  if (strcmp (root_name, "cardset") != 0 && strcmp (root_name, "deck") != 0 &&
      strcmp (root_name, "ruleset") != 0 && strcmp (root_name, "scenario") != 0)
    {
      dk_problem_add (problems, path, root,
                      "unknown root element <%s> (expected cardset, deck, ruleset or scenario)",
                      root_name);
      xmlFreeDoc (doc);
      dk_problems_to_error (problems, error);
      return FALSE;
    }
  /* A scenario is checked by the code that runs it, a deck as `deck check`
   * checks it, each from its first byte: they then cannot disagree. */
  if (strcmp (root_name, "scenario") == 0)
    {
      xmlFreeDoc (doc);
      if (dk_scenario_check_file (path, problems, &code))
        return TRUE;
      dk_problems_to_error_code (problems, code, error);
      return FALSE;
    }
  if (strcmp (root_name, "deck") == 0)
    {
      g_autoptr (DkRuleset) ruleset = NULL;
      DkDeckStatus status;

      xmlFreeDoc (doc);
      status = dk_deck_check_file (path, NULL, NULL, &ruleset, NULL, problems);
      if (summary != NULL && ruleset != NULL)
        *summary = g_strdup_printf ("%s under %s", status == DK_DECK_LEGAL ? "legal" : "illegal",
                                    dk_ruleset_get_id (ruleset));
      if (status == DK_DECK_LEGAL)
        return TRUE;
      dk_problems_to_error (problems, error);
      return FALSE;
    }
  if (game == NULL)
    {
      dk_problem_add (problems, path, root, "<%s> needs a game attribute", root_name);
      xmlFreeDoc (doc);
      dk_problems_to_error (problems, error);
      return FALSE;
    }
  xmlFreeDoc (doc);

  rules = dk_rules_get (game, &local_error);
  if (rules == NULL)
    {
      if (local_error != NULL &&
          !g_error_matches (local_error, DK_MODULE_ERROR, DK_MODULE_ERROR_NOT_FOUND))
        g_ptr_array_add (problems, g_strdup_printf ("%s:%ld: game '%s': %s", path, MAX (line, 1),
                                                    game, local_error->message));
      else
        g_ptr_array_add (problems,
                         g_strdup_printf ("%s:%ld: unknown game '%s'", path, MAX (line, 1), game));
      dk_problems_to_error (problems, error);
      return FALSE;
    }

  if (strcmp (root_name, "cardset") == 0)
    {
      /* Alone: the set may replace a shipped one, whose ids it shares. */
      g_autoptr (DkCardDb) db = dk_card_db_new (rules);

      ok = dk_card_db_load_set (db, path, problems, &code);
    }
  else if (strcmp (root_name, "ruleset") == 0)
    {
      g_autoptr (DkRuleset) ruleset = dk_ruleset_load_file (path, error);

      return ruleset != NULL;
    }

  if (!ok)
    {
      dk_problems_to_error_code (problems, code, error);
      return FALSE;
    }
  return TRUE;
}
