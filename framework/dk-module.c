/* dk-module.c: the registry of rule modules.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <gmodule.h>
#include <string.h>

static GMutex registry_lock;
static GPtrArray *registry; /* const DkModule *, in registration order */

static gboolean
check_table (const DkModule *module, GError **error)
{
  if (module->abi_version != DK_MODULE_ABI_VERSION)
    {
      g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_ABI,
                   "module %s has ABI version %u, this duelkit needs %u",
                   module->id ? module->id : "(unnamed)", module->abi_version,
                   DK_MODULE_ABI_VERSION);
      return FALSE;
    }
  if (module->id == NULL || module->name == NULL || module->card_types == NULL ||
      module->zones == NULL || module->n_zones == 0 || module->n_zones > 32 ||
      module->n_stats > 64 || module->min_players < 1 || module->max_players > DK_MAX_PLAYERS ||
      module->min_players > module->max_players)
    {
      g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_INVALID,
                   "module %s: incomplete or out-of-range table",
                   module->id ? module->id : "(unnamed)");
      return FALSE;
    }
  return TRUE;
}

/**
 * dk_module_register:
 * @module: (transfer none): a table that lives as long as the process
 * @error: return location for an error
 *
 * Makes a rule module known under its game id.
 *
 * Returns: %FALSE if the table is unusable or the id is taken
 */
gboolean
dk_module_register (const DkModule *module, GError **error)
{
  g_autoptr (GMutexLocker) locker = NULL;

  g_return_val_if_fail (module != NULL, FALSE);
  if (!check_table (module, error))
    return FALSE;
  locker = g_mutex_locker_new (&registry_lock);
  if (registry == NULL)
    registry = g_ptr_array_new ();
  for (guint i = 0; i < registry->len; i++)
    {
      const DkModule *m = g_ptr_array_index (registry, i);

      if (m == module)
        return TRUE;
      if (strcmp (m->id, module->id) == 0)
        {
          g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_DUPLICATE,
                       "a module for game %s is already registered", module->id);
          return FALSE;
        }
    }
  g_ptr_array_add (registry, (gpointer) module);
  return TRUE;
}

/**
 * dk_module_lookup:
 * @id: a game id
 *
 * Returns: (transfer none) (nullable): the module of that game
 */
const DkModule *
dk_module_lookup (const char *id)
{
  G_GNUC_UNUSED g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&registry_lock);

  if (registry == NULL || id == NULL)
    return NULL;
  for (guint i = 0; i < registry->len; i++)
    {
      const DkModule *m = g_ptr_array_index (registry, i);

      if (strcmp (m->id, id) == 0)
        return m;
    }
  return NULL;
}

/**
 * dk_module_list:
 *
 * Returns: (transfer container) (element-type DkModule): every registered
 *   module, sorted by id
 */
GPtrArray *
dk_module_list (void)
{
  G_GNUC_UNUSED g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&registry_lock);
  GPtrArray *list = g_ptr_array_new ();

  for (guint i = 0; registry && i < registry->len; i++)
    g_ptr_array_add (list, g_ptr_array_index (registry, i));
  return list;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static gboolean
load_file (const char *path, gboolean duplicate_is_error, GError **error)
{
  GModule *gmodule;
  gpointer symbol = NULL;
  const DkModule *module;
  const DkModule *existing;

  gmodule = g_module_open (path, G_MODULE_BIND_LOCAL);
  if (gmodule == NULL)
    {
      g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_NOT_FOUND, "%s: %s", path,
                   g_module_error ());
      return FALSE;
    }
  if (!g_module_symbol (gmodule, DK_MODULE_ENTRY_SYMBOL, &symbol) || symbol == NULL)
    {
      g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_INVALID,
                   "%s: not a duelkit module (no %s)", path, DK_MODULE_ENTRY_SYMBOL);
      g_module_close (gmodule);
      return FALSE;
    }
  module = ((DkModuleEntryFunc) symbol) ();
  if (module == NULL || !check_table (module, error))
    {
      if (module == NULL)
        g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_INVALID, "%s: no module table", path);
      else
        g_prefix_error (error, "%s: ", path);
      g_module_close (gmodule);
      return FALSE;
    }
  existing = dk_module_lookup (module->id);
  if (existing != NULL)
    {
      /* A module directory may hold a built-in game again: the one already
       * registered wins. */
      g_module_close (gmodule);
      if (!duplicate_is_error)
        return TRUE;
      g_set_error (error, DK_MODULE_ERROR, DK_MODULE_ERROR_DUPLICATE,
                   "%s: a module for game %s is already registered", path, module->id);
      return FALSE;
    }
  if (!dk_module_register (module, error))
    {
      g_prefix_error (error, "%s: ", path);
      g_module_close (gmodule);
      return FALSE;
    }
  /* The table lives in the module: it must never be unloaded. */
  g_module_make_resident (gmodule);
  return TRUE;
}

/**
 * dk_module_load_file:
 * @path: a shared object exporting `dk_module_entry`
 * @error: return location for an error
 *
 * Loads and registers a rule module.
 *
 * Returns: %FALSE if it cannot be loaded or its game is already known
 */
gboolean
dk_module_load_file (const char *path, GError **error)
{
  return load_file (path, TRUE, error);
}

/**
 * dk_module_load_dir:
 * @dir: a directory
 * @problems: (element-type utf8): receives one message a module that failed
 *
 * Loads every module in @dir (files ending in the platform's module suffix),
 * in name order. A game already registered is skipped.
 *
 * Returns: how many modules were loaded or already known
 */
guint
dk_module_load_dir (const char *dir, GPtrArray *problems)
{
  g_autoptr (GDir) d = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  const char *name;
  g_autofree char *suffix = g_strconcat (".", G_MODULE_SUFFIX, NULL);
  guint n = 0;

  d = g_dir_open (dir, 0, &error);
  if (d == NULL)
    {
      if (problems)
        g_ptr_array_add (problems, g_strdup (error->message));
      return 0;
    }
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);

      g_clear_error (&error);
      if (load_file (path, FALSE, &error))
        n++;
      else if (problems)
        g_ptr_array_add (problems, g_strdup (error->message));
    }
  return n;
}

/**
 * dk_module_load_default_dirs:
 * @extra_dir: (nullable): a directory named on the command line
 * @problems: (element-type utf8): receives one message a problem
 *
 * Loads the modules of @extra_dir, of each directory in
 * $DUELKIT_MODULE_DIR (colon separated), and of the installed module
 * directory when it exists.
 */
void
dk_module_load_default_dirs (const char *extra_dir, GPtrArray *problems)
{
  const char *env = g_getenv ("DUELKIT_MODULE_DIR");

  if (extra_dir != NULL)
    dk_module_load_dir (extra_dir, problems);
  if (env != NULL && *env)
    {
      g_auto (GStrv) dirs = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);

      for (guint i = 0; dirs[i]; i++)
        if (*dirs[i])
          dk_module_load_dir (dirs[i], problems);
    }
  if (g_file_test (DK_MODULE_DIR, G_FILE_TEST_IS_DIR))
    dk_module_load_dir (DK_MODULE_DIR, NULL);
}
