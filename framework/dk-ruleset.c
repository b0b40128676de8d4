/* dk-ruleset.c: rulesets, the parameters of a game, and where data lives.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <string.h>

#include <gio/gio.h>

#define RULESET_SUFFIX ".ruleset"

/* One ruleset of an extends chain being loaded, to name a cycle. */
typedef struct
{
  char *id;
  char *file;
  guint line;
} ChainLink;

static void
chain_link_free (gpointer data)
{
  ChainLink *link = data;

  g_free (link->id);
  g_free (link->file);
  g_free (link);
}

static void
add_unique_dir (GPtrArray *dirs, GHashTable *seen, const char *dir)
{
  g_autofree char *canonical = NULL;

  if (dir == NULL || *dir == '\0' || !g_file_test (dir, G_FILE_TEST_IS_DIR))
    return;
  /* The source tree is often also $DUELKIT_DATA_DIR: list it once. */
  canonical = g_canonicalize_filename (dir, NULL);
  if (g_hash_table_contains (seen, canonical))
    return;
  g_hash_table_add (seen, g_strdup (canonical));
  g_ptr_array_add (dirs, g_steal_pointer (&canonical));
}

/**
 * dk_data_dirs:
 *
 * The directories where rulesets, card sets and decks are looked for, in
 * order: each entry of $DUELKIT_DATA_DIR (colon separated), the source
 * tree, then the installed data. Directories that do not exist are left out,
 * and each appears once.
 *
 * Returns: (transfer full) (element-type filename): the directories
 */
GPtrArray *
dk_data_dirs (void)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *env = g_getenv ("DUELKIT_DATA_DIR");

  if (env != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);

      for (guint i = 0; parts[i] != NULL; i++)
        add_unique_dir (dirs, seen, parts[i]);
    }
#ifdef DK_SOURCE_DIR
  add_unique_dir (dirs, seen, DK_SOURCE_DIR);
#endif
#ifdef DK_DATA_DIR
  add_unique_dir (dirs, seen, DK_DATA_DIR);
#endif
  return dirs;
}

static const DkParamSpec *
find_param (const DkModule *module, const char *name, guint *index)
{
  for (guint i = 0; i < module->n_params; i++)
    if (strcmp (module->params[i].name, name) == 0)
      {
        if (index != NULL)
          *index = i;
        return &module->params[i];
      }
  return NULL;
}

static DkRuleset *
ruleset_alloc (const DkRules *rules)
{
  const DkModule *module = dk_rules_get_module (rules);
  DkRuleset *ruleset = g_new0 (DkRuleset, 1);

  ruleset->ref_count = 1;
  ruleset->rules = rules;
  ruleset->values = g_new0 (gint64, MAX (module->n_params, 1));
  ruleset->param_files = g_new0 (char *, MAX (module->n_params, 1));
  ruleset->param_lines = g_new0 (guint, MAX (module->n_params, 1));
  for (guint i = 0; i < module->n_params; i++)
    ruleset->values[i] = module->params[i].def;
  ruleset->n_phase_order = module->n_phases;
  ruleset->phase_order = g_new0 (guint8, MAX (module->n_phases, 1));
  for (guint i = 0; i < module->n_phases; i++)
    ruleset->phase_order[i] = (guint8) i;
  return ruleset;
}

/* Take the values of @from, with where each came from. */
static void
copy_values (DkRuleset *to, const DkRuleset *from)
{
  const DkModule *module = dk_rules_get_module (from->rules);

  for (guint i = 0; i < module->n_params; i++)
    {
      to->values[i] = from->values[i];
      g_free (to->param_files[i]);
      to->param_files[i] = g_strdup (from->param_files[i]);
      to->param_lines[i] = from->param_lines[i];
    }
}

static void
free_param_files (DkRuleset *ruleset)
{
  guint n = dk_rules_get_module (ruleset->rules)->n_params;

  for (guint i = 0; ruleset->param_files != NULL && i < n; i++)
    g_free (ruleset->param_files[i]);
  g_free (ruleset->param_files);
  g_free (ruleset->param_lines);
}

/* The module's check of the parameters together: @problems gets one line
 * each. */
static void
check_params (const DkRuleset *ruleset, GPtrArray *problems)
{
  const DkModule *module = dk_rules_get_module (ruleset->rules);

  if (module->check_ruleset != NULL)
    module->check_ruleset (ruleset, problems);
}

/**
 * dk_ruleset_new_default:
 * @rules: a game's rules
 *
 * The ruleset of the module's defaults, named "GAME-default".
 *
 * Returns: (transfer full): the ruleset
 */
DkRuleset *
dk_ruleset_new_default (const DkRules *rules)
{
  const DkModule *module;
  DkRuleset *ruleset;

  g_return_val_if_fail (rules != NULL, NULL);

  module = dk_rules_get_module (rules);
  ruleset = ruleset_alloc (rules);
  ruleset->id = g_strdup_printf ("%s-default", module->id);
  ruleset->name = g_strdup_printf ("%s (defaults)", module->name);
  return ruleset;
}

/**
 * dk_ruleset_new_variant:
 * @base: a ruleset
 * @param: the name of one of its game's parameters
 * @value: the parameter's new value (a choice by its index, a boolean 0 or 1)
 * @error: return location for an error
 *
 * A ruleset like @base with one parameter changed, made in memory (a match
 * gives the next battle's choice of who goes first to the loser this way).
 *
 * Returns: (transfer full) (nullable): the variant; %NULL if the game has no
 *   such parameter or @value is out of its range
 */
DkRuleset *
dk_ruleset_new_variant (const DkRuleset *base, const char *param, gint64 value, GError **error)
{
  const DkModule *module = dk_rules_get_module (base->rules);
  const DkParamSpec *spec;
  DkRuleset *r;
  guint index;

  spec = find_param (module, param, &index);
  if (spec == NULL)
    {
      g_set_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID, "%s has no parameter \"%s\"",
                   module->id, param);
      return NULL;
    }
  if (value < spec->min || value > spec->max)
    {
      g_set_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID,
                   "%s: %" G_GINT64_FORMAT " is out of range (%" G_GINT64_FORMAT
                   "..%" G_GINT64_FORMAT ")",
                   param, value, spec->min, spec->max);
      return NULL;
    }
  r = ruleset_alloc (base->rules);
  copy_values (r, base);
  r->values[index] = value;
  g_clear_pointer (&r->param_files[index], g_free);
  r->param_lines[index] = 0;
  g_free (r->phase_order);
  r->n_phase_order = base->n_phase_order;
  r->phase_order = g_memdup2 (base->phase_order, MAX (base->n_phase_order, 1));
  r->id = g_strdup (base->id);
  r->name = g_strdup (base->name);
  r->file = g_strdup (base->file);
  r->extends = g_strdup (base->extends);
  r->line = base->line;
  {
    g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

    check_params (r, problems);
    if (problems->len > 0)
      {
        dk_problems_to_error (problems, error);
        dk_ruleset_unref (r);
        return NULL;
      }
  }
  return r;
}

DkRuleset *
dk_ruleset_ref (DkRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);

  g_atomic_int_inc (&ruleset->ref_count);
  return ruleset;
}

void
dk_ruleset_unref (DkRuleset *ruleset)
{
  if (ruleset == NULL)
    return;
  if (!g_atomic_int_dec_and_test (&ruleset->ref_count))
    return;
  g_free (ruleset->id);
  g_free (ruleset->name);
  g_free (ruleset->file);
  g_free (ruleset->extends);
  g_free (ruleset->values);
  free_param_files (ruleset);
  g_free (ruleset->phase_order);
  g_free (ruleset);
}

/* Where `extends="ID"` is looked for: next to the file that extends, then
 * in rulesets/ of each data directory. */
static char *
find_ruleset_file (const char *id, const char *near_dir)
{
  g_autofree char *base = g_strconcat (id, RULESET_SUFFIX, NULL);
  g_autoptr (GPtrArray) dirs = NULL;

  if (near_dir != NULL)
    {
      /* "x.ruleset", not "./x.ruleset", next to a file named without a directory. */
      g_autofree char *path =
          strcmp (near_dir, ".") == 0 ? g_strdup (base) : g_build_filename (near_dir, base, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  dirs = dk_data_dirs ();
  for (guint i = 0; i < dirs->len; i++)
    {
      g_autofree char *path =
          g_build_filename (g_ptr_array_index (dirs, i), "rulesets", base, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  return NULL;
}

static gboolean
parse_param (const DkParamSpec *spec,
             const char *text,
             gint64 *out,
             const char *file,
             xmlNode *node,
             GPtrArray *problems)
{
  switch (spec->type)
    {
    case DK_PARAM_INT:
      {
        gint32 value;

        if (!dk_xml_parse_int (text, &value))
          {
            dk_problem_add (problems, file, node, "parameter '%s': '%s' is not a decimal integer",
                            spec->name, text);
            return FALSE;
          }
        if (value < spec->min || value > spec->max)
          {
            dk_problem_add (problems, file, node,
                            "parameter '%s': %d is out of range [%" G_GINT64_FORMAT
                            ", %" G_GINT64_FORMAT "]",
                            spec->name, value, spec->min, spec->max);
            return FALSE;
          }
        *out = value;
        return TRUE;
      }
    case DK_PARAM_BOOL:
      if (strcmp (text, "true") == 0)
        *out = 1;
      else if (strcmp (text, "false") == 0)
        *out = 0;
      else
        {
          dk_problem_add (problems, file, node, "parameter '%s': '%s' is not true or false",
                          spec->name, text);
          return FALSE;
        }
      return TRUE;
    case DK_PARAM_CHOICE:
      {
        g_autofree char *all = NULL;

        for (guint i = 0; spec->choices != NULL && spec->choices[i] != NULL; i++)
          if (strcmp (spec->choices[i], text) == 0)
            {
              *out = i;
              return TRUE;
            }
        all = spec->choices != NULL ? g_strjoinv (", ", (char **) spec->choices) : g_strdup ("");
        dk_problem_add (problems, file, node, "parameter '%s': '%s' is not one of %s", spec->name,
                        text, all);
        return FALSE;
      }
    default:
      dk_problem_add (problems, file, node, "parameter '%s' has an unknown type", spec->name);
      return FALSE;
    }
}

static DkRuleset *
load_chain (const char *path, GPtrArray *chain, GPtrArray *problems, DkLoadError *code);

static void
parse_phases (DkRuleset *ruleset, xmlNode *phases, const char *file, GPtrArray *problems)
{
  const DkRules *rules = ruleset->rules;
  const DkModule *module = dk_rules_get_module (rules);
  g_autofree guint8 *order = g_new0 (guint8, MAX (module->n_phases, 1));
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (module->n_phases, 1));
  guint n = 0;
  gboolean ok = TRUE;

  for (xmlNode *child = phases->children; child != NULL; child = child->next)
    {
      const char *name;
      gint index = -1;

      if (child->type != XML_ELEMENT_NODE || strcmp ((const char *) child->name, "phase") != 0)
        continue;
      name = dk_xml_attr (child, "name");
      if (name == NULL)
        {
          dk_problem_add (problems, file, child, "<phase> needs a name");
          ok = FALSE;
          continue;
        }
      for (guint i = 0; i < module->n_phases; i++)
        if (strcmp (module->phases[i].name, name) == 0)
          index = (gint) i;
      if (index < 0)
        {
          g_autoptr (GString) all = g_string_new (NULL);

          for (guint i = 0; i < module->n_phases; i++)
            g_string_append_printf (all, "%s%s", i > 0 ? ", " : "", module->phases[i].name);
          dk_problem_add (problems, file, child, "unknown phase '%s' (the phases of %s are %s)",
                          name, module->id, all->str);
          ok = FALSE;
          continue;
        }
      if (seen[index])
        {
          dk_problem_add (problems, file, child, "phase '%s' is listed twice", name);
          ok = FALSE;
          continue;
        }
      seen[index] = TRUE;
      order[n++] = (guint8) index;
    }
  if (ok && n == 0)
    {
      dk_problem_add (problems, file, phases, "<phases> lists no phase");
      ok = FALSE;
    }
  /* A turn without a phase the module cannot do without never makes a
   * game: nobody would draw, or nothing would ever end it. */
  for (guint i = 0; ok && i < module->n_phases; i++)
    if ((module->phases[i].flags & DK_PHASE_REQUIRED) && !seen[i])
      {
        if (module->phases[i].why != NULL)
          dk_problem_add (problems, file, phases,
                          "the turn structure lacks the phase '%s', which %s cannot do without "
                          "(%s)",
                          module->phases[i].name, module->id, module->phases[i].why);
        else
          dk_problem_add (problems, file, phases,
                          "the turn structure lacks the phase '%s', which %s cannot do without",
                          module->phases[i].name, module->id);
      }
  if (!ok)
    return;
  memcpy (ruleset->phase_order, order, n);
  ruleset->n_phase_order = n;
}

/* Load the ruleset in @path; @chain holds the rulesets that extend it,
 * outermost first, to catch cycles. */
static DkRuleset *
load_chain (const char *path, GPtrArray *chain, GPtrArray *problems, DkLoadError *code)
{
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GHashTable) set_here = NULL;
  xmlDoc *doc;
  xmlNode *root;
  const char *game, *id, *name, *extends;
  const DkRules *rules;
  const DkModule *module;
  guint before = problems->len;
  ChainLink *link;

  doc = dk_xml_read_file_full (path, path, dk_rules_ruleset_schema (), problems, code);
  if (doc == NULL)
    return NULL;
  *code = DK_LOAD_ERROR_INVALID;
  root = xmlDocGetRootElement (doc);
  game = dk_xml_attr (root, "game");
  id = dk_xml_attr (root, "id");
  name = dk_xml_attr (root, "name");
  extends = dk_xml_attr (root, "extends");
  if (game == NULL || id == NULL)
    {
      dk_problem_add (problems, path, root, "a ruleset needs game and id attributes");
      xmlFreeDoc (doc);
      return NULL;
    }
  rules = dk_rules_get (game, &local_error);
  if (rules == NULL)
    {
      dk_problem_add (problems, path, root, "unknown game '%s'", game);
      xmlFreeDoc (doc);
      return NULL;
    }
  module = dk_rules_get_module (rules);

  for (guint i = 0; i < chain->len; i++)
    {
      ChainLink *start = g_ptr_array_index (chain, i);

      if (strcmp (start->id, id) == 0)
        {
          g_autoptr (GString) names = g_string_new (NULL);

          /* Name every ruleset of the cycle, where each says `extends`. */
          for (guint j = i; j < chain->len; j++)
            {
              ChainLink *l = g_ptr_array_index (chain, j);
              g_string_append_printf (names, "%s (%s:%u) -> ", l->id, l->file, l->line);
            }
          g_string_append (names, id);
          g_ptr_array_add (problems, g_strdup_printf ("%s:%u: ruleset extends cycle: %s",
                                                      start->file, start->line, names->str));
          xmlFreeDoc (doc);
          return NULL;
        }
    }

  if (extends != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *parent_path = find_ruleset_file (extends, dir);
      g_autoptr (DkRuleset) parent = NULL;

      if (parent_path == NULL)
        {
          dk_problem_add (problems, path, root, "ruleset '%s' extends unknown ruleset '%s'", id,
                          extends);
          xmlFreeDoc (doc);
          return NULL;
        }
      link = g_new0 (ChainLink, 1);
      link->id = g_strdup (id);
      link->file = g_strdup (path);
      link->line = (guint) xmlGetLineNo (root);
      g_ptr_array_add (chain, link);
      parent = load_chain (parent_path, chain, problems, code);
      g_ptr_array_set_size (chain, chain->len - 1);
      if (parent == NULL)
        {
          /* The parent's own problems are in @problems; say who asked. */
          if (problems->len == before)
            dk_problem_add (problems, path, root, "cannot load ruleset '%s'", extends);
          xmlFreeDoc (doc);
          return NULL;
        }
      *code = DK_LOAD_ERROR_INVALID;
      if (parent->rules != rules)
        {
          dk_problem_add (problems, path, root,
                          "ruleset '%s' of game %s extends '%s' (%s), a ruleset of game %s", id,
                          game, extends, parent->file, dk_rules_get_id (parent->rules));
          xmlFreeDoc (doc);
          return NULL;
        }
      if (strcmp (parent->id, extends) != 0)
        {
          dk_problem_add (problems, path, root,
                          "ruleset '%s' extends '%s', but %s declares id '%s'", id, extends,
                          parent->file, parent->id);
          xmlFreeDoc (doc);
          return NULL;
        }
      ruleset = ruleset_alloc (rules);
      copy_values (ruleset, parent);
      memcpy (ruleset->phase_order, parent->phase_order, parent->n_phase_order);
      ruleset->n_phase_order = parent->n_phase_order;
    }
  else
    ruleset = ruleset_alloc (rules);

  ruleset->id = g_strdup (id);
  ruleset->name = g_strdup (name != NULL ? name : id);
  ruleset->file = g_strdup (path);
  ruleset->extends = g_strdup (extends);
  ruleset->line = (guint) MAX (xmlGetLineNo (root), 0);

  set_here = g_hash_table_new (g_str_hash, g_str_equal);
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      const char *pname, *value;
      const DkParamSpec *spec;
      guint index;
      gint64 parsed;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp ((const char *) child->name, "phases") == 0)
        {
          parse_phases (ruleset, child, path, problems);
          continue;
        }
      if (strcmp ((const char *) child->name, "param") != 0)
        continue;
      pname = dk_xml_attr (child, "name");
      value = dk_xml_attr (child, "value");
      if (pname == NULL || value == NULL)
        {
          dk_problem_add (problems, path, child, "<param> needs name and value");
          continue;
        }
      spec = find_param (module, pname, &index);
      if (spec == NULL)
        {
          dk_problem_add (problems, path, child, "unknown parameter '%s' for game %s", pname,
                          module->id);
          continue;
        }
      if (g_hash_table_contains (set_here, pname))
        {
          dk_problem_add (problems, path, child, "parameter '%s' is set twice", pname);
          continue;
        }
      g_hash_table_add (set_here, (gpointer) pname);
      if (parse_param (spec, value, &parsed, path, child, problems))
        {
          ruleset->values[index] = parsed;
          g_free (ruleset->param_files[index]);
          ruleset->param_files[index] = g_strdup (path);
          ruleset->param_lines[index] = (guint) MAX (xmlGetLineNo (child), 0);
        }
    }
  xmlFreeDoc (doc);

  if (problems->len > before)
    return NULL;
  return g_steal_pointer (&ruleset);
}

/**
 * dk_ruleset_load_file:
 * @path: a .ruleset file
 *
 * Load a ruleset and the chain it extends. Every problem of the file is in
 * @error, one "FILE:LINE: message" a line.
 *
 * Returns: (transfer full) (nullable): the ruleset
 */
DkRuleset *
dk_ruleset_load_file (const char *path, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) chain = g_ptr_array_new_with_free_func (chain_link_free);
  DkLoadError code = DK_LOAD_ERROR_INVALID;
  DkRuleset *ruleset;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ruleset = load_chain (path, chain, problems, &code);
  if (ruleset == NULL)
    {
      dk_problems_to_error_code (problems, code, error);
      return NULL;
    }
  /* The parameters together, once the whole chain is known: a ruleset may
   * extend one whose values only make sense with its own. */
  check_params (ruleset, problems);
  if (problems->len > 0)
    {
      dk_problems_to_error_code (problems, DK_LOAD_ERROR_INVALID, error);
      dk_ruleset_unref (ruleset);
      return NULL;
    }
  return ruleset;
}

/**
 * dk_ruleset_find:
 * @id: a ruleset id, "ufs-standard"
 *
 * Find and load rulesets/ID.ruleset in the data directories. "GAME-default"
 * names a module's defaults when no file has that id.
 *
 * Returns: (transfer full) (nullable): the ruleset
 */
DkRuleset *
dk_ruleset_find (const char *id, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = find_ruleset_file (id, NULL);
  if (path == NULL)
    {
      if (g_str_has_suffix (id, "-default"))
        {
          g_autofree char *game = g_strndup (id, strlen (id) - strlen ("-default"));
          const DkRules *rules = dk_rules_get (game, NULL);

          if (rules != NULL)
            return dk_ruleset_new_default (rules);
        }
      g_set_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_IO, "unknown ruleset '%s'", id);
      return NULL;
    }
  ruleset = dk_ruleset_load_file (path, error);
  if (ruleset == NULL)
    return NULL;
  if (strcmp (ruleset->id, id) != 0)
    {
      g_set_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID,
                   "%s:1: the file of ruleset '%s' declares id '%s'", path, id, ruleset->id);
      return NULL;
    }
  return g_steal_pointer (&ruleset);
}

static gint
compare_ruleset_ids (gconstpointer a, gconstpointer b)
{
  const DkRuleset *ra = *(DkRuleset *const *) a;
  const DkRuleset *rb = *(DkRuleset *const *) b;

  return strcmp (ra->id, rb->id);
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
add_error_lines (GPtrArray *problems, const GError *error)
{
  g_auto (GStrv) lines = g_strsplit (error->message, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_ptr_array_add (problems, g_strdup (lines[i]));
}

/**
 * dk_ruleset_list:
 * @problems: (nullable) (element-type utf8): where the problems of bad
 *   files go, one a line
 *
 * Every ruleset in rulesets/ of the data directories, sorted by id. A file
 * name found in an earlier directory hides the same name in later ones.
 *
 * Returns: (transfer full) (element-type DkRuleset): the rulesets
 */
GPtrArray *
dk_ruleset_list (GPtrArray *problems)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_ruleset_unref);
  g_autoptr (GPtrArray) dirs = dk_data_dirs ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < dirs->len; i++)
    {
      g_autofree char *dir = g_build_filename (g_ptr_array_index (dirs, i), "rulesets", NULL);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *entry;

      if (d == NULL)
        continue;
      while ((entry = g_dir_read_name (d)) != NULL)
        if (g_str_has_suffix (entry, RULESET_SUFFIX) && !g_hash_table_contains (seen, entry))
          g_ptr_array_add (names, g_strdup (entry));
      g_ptr_array_sort (names, compare_strings);
      for (guint j = 0; j < names->len; j++)
        {
          const char *base = g_ptr_array_index (names, j);
          g_autofree char *path = g_build_filename (dir, base, NULL);
          g_autoptr (GError) error = NULL;
          DkRuleset *ruleset;

          g_hash_table_add (seen, g_strdup (base));
          ruleset = dk_ruleset_load_file (path, &error);
          if (ruleset != NULL)
            g_ptr_array_add (list, ruleset);
          else if (problems != NULL)
            add_error_lines (problems, error);
        }
    }
  g_ptr_array_sort (list, compare_ruleset_ids);
  return list;
}

const DkRules *
dk_ruleset_get_rules (const DkRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  return ruleset->rules;
}

const char *
dk_ruleset_get_id (const DkRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  return ruleset->id;
}

const char *
dk_ruleset_get_name (const DkRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  return ruleset->name;
}

/**
 * dk_ruleset_get_file:
 *
 * Returns: (nullable): the file the ruleset came from (NULL for defaults)
 */
const char *
dk_ruleset_get_file (const DkRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  return ruleset->file;
}

/**
 * dk_ruleset_get_extends:
 *
 * Returns: (nullable): the id of the ruleset this one extends
 */
const char *
dk_ruleset_get_extends (const DkRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  return ruleset->extends;
}

/**
 * dk_ruleset_get:
 * @param: an index into the module's parameter table
 *
 * Returns: the parameter's value (a choice: the index of the choice)
 */
gint64
dk_ruleset_get (const DkRuleset *ruleset, guint param)
{
  g_return_val_if_fail (ruleset != NULL, 0);
  g_return_val_if_fail (param < dk_rules_get_module (ruleset->rules)->n_params, 0);
  return ruleset->values[param];
}

/**
 * dk_ruleset_get_by_name:
 *
 * Returns: the value of the parameter @name; asking for a parameter the
 *   module does not declare is a programmer error (0 is returned)
 */
gint64
dk_ruleset_get_by_name (const DkRuleset *ruleset, const char *name)
{
  guint index;

  g_return_val_if_fail (ruleset != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  if (find_param (dk_rules_get_module (ruleset->rules), name, &index) == NULL)
    {
      g_critical ("%s: game %s has no parameter '%s'", G_STRFUNC, dk_rules_get_id (ruleset->rules),
                  name);
      return 0;
    }
  return ruleset->values[index];
}

/**
 * dk_ruleset_get_param_origin:
 * @ruleset: a ruleset
 * @param: an index into the module's parameter table
 * @file: (out) (optional) (transfer none): the file of the `<param>` that
 *   set the value (a ruleset of the extends chain)
 * @line: (out) (optional): its line
 *
 * Returns: %FALSE when the value is the module's default, or was set in
 *   memory (dk_ruleset_new_variant()): then @file and @line are not set
 */
gboolean
dk_ruleset_get_param_origin (const DkRuleset *ruleset, guint param, const char **file, guint *line)
{
  g_return_val_if_fail (ruleset != NULL, FALSE);
  g_return_val_if_fail (param < dk_rules_get_module (ruleset->rules)->n_params, FALSE);

  if (ruleset->param_files[param] == NULL)
    return FALSE;
  if (file != NULL)
    *file = ruleset->param_files[param];
  if (line != NULL)
    *line = ruleset->param_lines[param];
  return TRUE;
}

/**
 * dk_ruleset_add_param_problem:
 * @ruleset: a ruleset
 * @param: the parameter the problem is about
 * @problems: (element-type utf8): where the problem goes
 * @format: the message, printf-style
 *
 * Adds "FILE:LINE: message" at the `<param>` that set @param; for a value
 * that no file set, at the ruleset's own element ("FILE:LINE:"), or
 * "RULESET-ID:" for a ruleset that has no file. For a module's
 * check_ruleset hook.
 */
void
dk_ruleset_add_param_problem (
    const DkRuleset *ruleset, guint param, GPtrArray *problems, const char *format, ...)
{
  g_autofree char *raw = NULL;
  g_autofree char *message = NULL;
  const char *file;
  guint line;
  va_list args;

  g_return_if_fail (ruleset != NULL && problems != NULL && format != NULL);

  va_start (args, format);
  raw = g_strdup_vprintf (format, args);
  va_end (args);
  message = dk_text_one_line (raw);
  if (dk_ruleset_get_param_origin (ruleset, param, &file, &line))
    g_ptr_array_add (problems, g_strdup_printf ("%s:%u: %s", file, line, message));
  else if (ruleset->file != NULL)
    g_ptr_array_add (problems,
                     g_strdup_printf ("%s:%u: %s", ruleset->file, MAX (ruleset->line, 1), message));
  else
    g_ptr_array_add (problems, g_strdup_printf ("%s: %s", ruleset->id, message));
}

/**
 * dk_ruleset_get_phase_order:
 * @n_phases: (out): the number of phases
 *
 * Returns: (array length=n_phases) (transfer none): the phase indices a
 *   turn runs, in order
 */
const guint8 *
dk_ruleset_get_phase_order (const DkRuleset *ruleset, guint *n_phases)
{
  g_return_val_if_fail (ruleset != NULL, NULL);

  if (n_phases != NULL)
    *n_phases = ruleset->n_phase_order;
  return ruleset->phase_order;
}
