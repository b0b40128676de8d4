/* dk-card-db.c: the card database and what a definition is asked.
 *
 * Definitions never change once added, so games may read them while
 * another set is being loaded (dk-cardset.c loads them); only where
 * DkCardDef.data points changes, once, when the first game freezes the
 * database (its bytes stay the same).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <string.h>

/* --- the database ------------------------------------------------------ */

/**
 * dk_card_db_new:
 * @rules: the game's rules
 *
 * An empty card database of one game.
 *
 * Returns: (transfer full): the database
 */
static void
dk_card_set_info_free (gpointer data)
{
  DkCardSetInfo *info = data;

  g_free (info->id);
  g_free (info->path);
  g_free (info->sha256);
  g_free (info);
}

DkCardDb *
dk_card_db_new (const DkRules *rules)
{
  DkCardDb *db;

  g_return_val_if_fail (rules != NULL, NULL);

  db = g_new0 (DkCardDb, 1);
  db->ref_count = 1;
  db->rules = rules;
  db->strings = g_string_chunk_new (4096);
  db->blocks = g_ptr_array_new_with_free_func (g_free);
  db->defs = g_ptr_array_new ();
  db->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  db->files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  db->sets = g_ptr_array_new_with_free_func (dk_card_set_info_free);
  g_mutex_init (&db->lock);
  return db;
}

DkCardDb *
dk_card_db_ref (DkCardDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);

  g_atomic_int_inc (&db->ref_count);
  return db;
}

void
dk_card_db_unref (DkCardDb *db)
{
  if (db == NULL)
    return;
  if (!g_atomic_int_dec_and_test (&db->ref_count))
    return;
  g_hash_table_unref (db->by_id);
  g_hash_table_unref (db->files);
  g_ptr_array_unref (db->sets);
  g_ptr_array_unref (db->defs);
  g_ptr_array_unref (db->blocks);
  g_string_chunk_free (db->strings);
  g_mutex_clear (&db->lock);
  g_free (db);
}

const DkRules *
dk_card_db_get_rules (const DkCardDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);
  return db->rules;
}

/* Allocate @size zeroed bytes that live as long as @db. */
gpointer
dk_card_db_alloc (DkCardDb *db, gsize size)
{
  gpointer block = g_malloc0 (MAX (size, 1));

  g_mutex_lock (&db->lock);
  g_ptr_array_add (db->blocks, block);
  g_mutex_unlock (&db->lock);
  return block;
}

/* A copy of @text that lives as long as @db (NULL stays NULL). */
const char *
dk_card_db_intern (DkCardDb *db, const char *text)
{
  const char *copy;

  if (text == NULL)
    return NULL;
  g_mutex_lock (&db->lock);
  copy = g_string_chunk_insert_const (db->strings, text);
  g_mutex_unlock (&db->lock);
  return copy;
}

/* No more loading: a game is about to use @db. The first time, the
 * module's compiled card data is gathered into one array by definition
 * index (DkCardDbHead) and each DkCardDef.data points into it. */
void
dk_card_db_freeze (DkCardDb *db)
{
  const DkModule *module = db->rules->module;

  g_mutex_lock (&db->lock);
  if (!db->frozen && module->card_data_size > 0 && db->defs->len > 0)
    {
      gsize size = module->card_data_size;
      guint8 *all = g_malloc0_n (db->defs->len, size);

      for (guint i = 0; i < db->defs->len; i++)
        {
          DkCardDef *def = g_ptr_array_index (db->defs, i);

          if (def->data != NULL)
            memcpy (all + i * size, def->data, size);
          def->data = all + i * size;
        }
      /* The blocks compiled at load stay among the others, freed with @db. */
      g_ptr_array_add (db->blocks, all);
      db->head.card_data_size = size;
      db->head.card_data = all;
    }
  g_atomic_int_set (&db->frozen, 1);
  g_mutex_unlock (&db->lock);
}

guint
dk_card_db_size (const DkCardDb *db)
{
  guint n;

  g_return_val_if_fail (db != NULL, 0);

  /* No lock: a database is only loaded into before any game uses it
   * (see dk_card_db_freeze), and read without locks in the engine's loop. */
  n = db->defs->len;
  return n;
}

/**
 * dk_card_db_get:
 * @index: a definition index
 *
 * Returns: (transfer none) (nullable): the definition, NULL when @index is
 *   out of range
 */
const DkCardDef *
dk_card_db_get (const DkCardDb *db, guint index)
{
  const DkCardDef *def = NULL;

  g_return_val_if_fail (db != NULL, NULL);

  if (index < db->defs->len)
    def = g_ptr_array_index (db->defs, index);
  return def;
}

/**
 * dk_card_db_lookup:
 * @id: a card id
 *
 * Returns: (transfer none) (nullable): the definition with that id
 */
const DkCardDef *
dk_card_db_lookup (const DkCardDb *db, const char *id)
{
  const DkCardDef *def;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (id != NULL, NULL);

  def = g_hash_table_lookup (db->by_id, id);
  return def;
}

/* --- definitions ------------------------------------------------------- */

/* Names of keywords and attributes mostly differ in their first letter:
 * those are told apart without a call. */
static inline gboolean
dk_name_equal (const char *a, const char *b)
{
  return a[0] == b[0] && strcmp (a, b) == 0;
}

/**
 * dk_ability_get_attr:
 * @name: an attribute name, as written in the <ability> element
 *
 * A lookup by name, for loading and tools: rule code that runs in a game
 * reads what its module compiled at load instead.
 *
 * Returns: (transfer none) (nullable): the attribute's value
 */
const char *
dk_ability_get_attr (const DkAbility *ability, const char *name)
{
  g_return_val_if_fail (ability != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < ability->n_attrs; i++)
    if (dk_name_equal (ability->attrs[i].name, name))
      return ability->attrs[i].value;
  return NULL;
}

/**
 * dk_card_def_get_keyword:
 * @name: a keyword name, as written ("Powerful")
 *
 * Returns: (transfer none) (nullable): the card's keyword of that name
 */
const DkKeyword *
dk_card_def_get_keyword (const DkCardDef *def, const char *name)
{
  g_return_val_if_fail (def != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < def->n_keywords; i++)
    if (dk_name_equal (def->keywords[i].name, name))
      return &def->keywords[i];
  return NULL;
}

/**
 * dk_keyword_get_attr:
 * @name: an attribute name, as written in the <keyword> element
 *
 * Returns: (transfer none) (nullable): the attribute's value
 */
const char *
dk_keyword_get_attr (const DkKeyword *keyword, const char *name)
{
  g_return_val_if_fail (keyword != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < keyword->n_attrs; i++)
    if (dk_name_equal (keyword->attrs[i].name, name))
      return keyword->attrs[i].value;
  return NULL;
}
