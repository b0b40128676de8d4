/* dk-cardset.c: card sets, loaded into a card database.
 *
 * A card set is loaded whole or not at all: its cards are built aside,
 * every problem of the file is collected, and only a file without any
 * problem adds its cards to the database. Each card's abilities are
 * compiled here, once (dk-compiler.c).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"
#include "dk-card-private.h"

#include <stdlib.h>
#include <string.h>

/* The path with links and ".." resolved, so that two spellings of one file
 * compare equal. */
static char *
canonical_path (const char *path)
{
  char *real = realpath (path, NULL);
  char *copy;

  if (real == NULL)
    return g_canonicalize_filename (path, NULL);
  copy = g_strdup (real);
  free (real);
  return copy;
}

/* Loads are serialized (per process: they are rare), so that the
 * duplicate-id check and the insertion are one step, and so that the
 * blocks a failed load allocated are exactly those after its start. The
 * order is always load_lock, then db->lock. */
static GMutex load_lock;

#define MAX_CARDS G_MAXUINT16

static xmlNode *
first_child (xmlNode *node, const char *name)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (dk_card_is_element (child, name))
      return child;
  return NULL;
}

static guint
count_children (xmlNode *node, const char *name)
{
  guint n = 0;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (dk_card_is_element (child, name))
      n++;
  return n;
}

/* The text of an element, trimmed, interned; NULL when empty. */
static const char *
intern_text (DkCardDb *db, xmlNode *node)
{
  g_autofree char *raw = NULL;
  const char *copy;
  xmlChar *content;

  if (node == NULL)
    return NULL;
  content = xmlNodeGetContent (node);
  raw = g_strdup ((const char *) content);
  xmlFree (content);
  if (raw == NULL)
    return NULL;
  g_strstrip (raw);
  if (*raw == '\0')
    return NULL;
  copy = dk_card_db_intern (db, raw);
  return copy;
}

/* Every attribute of @node except those in @skip, interned. */
static const DkAttr *
collect_attrs (DkCardDb *db, xmlNode *node, const char *const *skip, guint *n_out)
{
  DkAttr *attrs;
  guint n = 0;

  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    n++;
  *n_out = 0;
  if (n == 0)
    return NULL;
  attrs = dk_card_db_alloc (db, sizeof (DkAttr) * n);
  n = 0;
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      gboolean skipped = FALSE;

      for (guint i = 0; skip != NULL && skip[i] != NULL; i++)
        if (strcmp (skip[i], name) == 0)
          skipped = TRUE;
      if (skipped)
        continue;
      attrs[n].name = dk_card_db_intern (db, name);
      attrs[n].value = dk_card_db_intern (db, dk_xml_attr (node, name));
      n++;
    }
  *n_out = n;
  return attrs;
}

static gint
word_index (const char *const *words, const char *word)
{
  for (guint i = 0; words != NULL && words[i] != NULL; i++)
    if (strcmp (words[i], word) == 0)
      return (gint) i;
  return -1;
}

/* Read one stat of @card by its spec. Returns FALSE (with a problem) when
 * it is given but not readable; *present says whether it was given. */
static gboolean
read_stat (const DkStatSpec *spec,
           xmlNode *card,
           const char *file,
           const char *card_id,
           GPtrArray *problems,
           gint32 *out,
           gboolean *present)
{
  xmlNode *node = card;
  const char *attr = spec->path;
  const char *text;
  const char *slash;

  *present = FALSE;
  *out = spec->def;

  slash = strstr (spec->path, "/@");
  if (slash != NULL)
    {
      g_autofree char *child = g_strndup (spec->path, slash - spec->path);

      node = first_child (card, child);
      attr = slash + 2;
      if (node == NULL)
        return TRUE;
    }
  else if (attr[0] == '@')
    attr++;

  text = dk_xml_attr (node, attr);
  if (text == NULL)
    return TRUE;
  *present = TRUE;

  switch (spec->type)
    {
    case DK_STAT_INT:
      if (!dk_xml_parse_int (text, out))
        {
          dk_problem_add (problems, file, node, "card %s: %s '%s' is not a decimal integer",
                          card_id, spec->name, text);
          return FALSE;
        }
      return TRUE;

    case DK_STAT_ENUM:
      *out = word_index (spec->values, text);
      if (*out < 0)
        {
          dk_problem_add (problems, file, node, "card %s: %s '%s' is not a known value", card_id,
                          spec->name, text);
          return FALSE;
        }
      return TRUE;

    case DK_STAT_FLAGS:
      {
        g_auto (GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
        gboolean ok = TRUE;

        *out = 0;
        for (guint i = 0; words[i] != NULL; i++)
          {
            gint bit;

            if (*words[i] == '\0')
              continue;
            bit = word_index (spec->values, words[i]);
            if (bit < 0 || bit > 30)
              {
                dk_problem_add (problems, file, node, "card %s: %s: unknown value '%s'", card_id,
                                spec->name, words[i]);
                ok = FALSE;
                continue;
              }
            *out |= 1 << bit;
          }
        return ok;
      }

    case DK_STAT_STRING:
      *out = (gint32) g_quark_from_string (text);
      return TRUE;

    case DK_STAT_BOOL:
      if (strcmp (text, "true") == 0 || strcmp (text, "1") == 0)
        *out = 1;
      else if (strcmp (text, "false") == 0 || strcmp (text, "0") == 0)
        *out = 0;
      else
        {
          dk_problem_add (problems, file, node, "card %s: %s '%s' is not true or false", card_id,
                          spec->name, text);
          return FALSE;
        }
      return TRUE;

    default:
      dk_problem_add (problems, file, node, "card %s: stat %s has an unknown type", card_id,
                      spec->name);
      return FALSE;
    }
}

static const char *const keyword_skip[] = { "name", "rating", NULL };

static void
build_keywords (DkCardDb *db, DkCardDef *def, xmlNode *card, const char *file, GPtrArray *problems)
{
  DkKeyword *keywords;
  guint n = count_children (card, "keyword");
  guint i = 0;

  if (n == 0)
    return;
  keywords = dk_card_db_alloc (db, sizeof (DkKeyword) * n);
  for (xmlNode *child = card->children; child != NULL; child = child->next)
    {
      const char *rating;

      if (!dk_card_is_element (child, "keyword"))
        continue;
      keywords[i].name = dk_card_db_intern (db, dk_xml_attr (child, "name"));
      if (keywords[i].name == NULL)
        {
          dk_problem_add (problems, file, child, "card %s: <keyword> needs a name", def->id);
          continue;
        }
      keywords[i].rating = -1;
      keywords[i].line = (guint) dk_xml_line (child);
      rating = dk_xml_attr (child, "rating");
      if (rating != NULL &&
          (!dk_xml_parse_int (rating, &keywords[i].rating) || keywords[i].rating < 0))
        {
          dk_problem_add (problems, file, child, "card %s: keyword rating '%s' is not a number",
                          def->id, rating);
          continue;
        }
      keywords[i].attrs = collect_attrs (db, child, keyword_skip, &keywords[i].n_attrs);
      i++;
    }
  def->keywords = keywords;
  def->n_keywords = i;
}

static void
build_abilities (DkCardDb *db, DkCardDef *def, xmlNode *card, const char *file, GPtrArray *problems)
{
  DkAbility *abilities;
  guint n = count_children (card, "ability");
  guint i = 0;

  if (n == 0)
    return;
  abilities = dk_card_db_alloc (db, sizeof (DkAbility) * n);
  for (xmlNode *child = card->children; child != NULL; child = child->next)
    {
      DkCompiler compiler = { 0 };
      guint before = problems->len;
      gboolean ok;

      if (!dk_card_is_element (child, "ability"))
        continue;
      compiler.rules = db->rules;
      compiler.db = db;
      compiler.file = file;
      compiler.problems = problems;
      /* dk_ability_compile () keeps its own list of bound names. */
      compiler.vars = NULL;
      compiler.failed = FALSE;
      ok = dk_ability_compile (&compiler, child, &abilities[i]);
      if (!ok || compiler.failed)
        {
          if (problems->len == before)
            dk_problem_add (problems, file, child, "card %s: the ability cannot be compiled",
                            def->id);
          continue;
        }
      i++;
    }
  def->abilities = abilities;
  def->n_abilities = i;
}

/* Build the definition of one <card> (already valid against the schema).
 * Returns NULL, with problems, when it is not loadable. */
static DkCardDef *
build_card (DkCardDb *db, xmlNode *card, const char *file, const char *set_id, GPtrArray *problems)
{
  const DkModule *module = dk_rules_get_module (db->rules);
  guint before = problems->len;
  const char *id = dk_xml_attr (card, "id");
  const char *type = dk_xml_attr (card, "type");
  const char *name = dk_xml_attr (card, "name");
  DkCardDef *def;
  gint32 *stats;
  gint type_index;

  if (id == NULL || type == NULL || name == NULL)
    {
      dk_problem_add (problems, file, card, "a card needs id, type and name");
      return NULL;
    }
  type_index = word_index (module->card_types, type);
  if (type_index < 0)
    {
      dk_problem_add (problems, file, card, "card %s: unknown card type '%s'", id, type);
      return NULL;
    }

  def = dk_card_db_alloc (db, sizeof (DkCardDef));
  def->type = (gint16) type_index;
  def->id = dk_card_db_intern (db, id);
  def->name = dk_card_db_intern (db, name);
  def->text = intern_text (db, first_child (card, "text"));
  def->flavor = intern_text (db, first_child (card, "flavor"));
  def->set_id = dk_card_db_intern (db, set_id);
  def->file = dk_card_db_intern (db, file);
  def->line = (guint) dk_xml_line (card);

  stats = dk_card_db_alloc (db, sizeof (gint32) * MAX (module->n_stats, 1));
  for (guint i = 0; i < module->n_stats && i < 64; i++)
    {
      gboolean present;

      read_stat (&module->stats[i], card, file, id, problems, &stats[i], &present);
      if (present)
        def->present |= G_GUINT64_CONSTANT (1) << i;
    }
  def->stats = stats;

  build_keywords (db, def, card, file, problems);
  build_abilities (db, def, card, file, problems);

  if (problems->len == before && module->check_card != NULL)
    module->check_card (db->rules, def, problems);
  if (problems->len > before)
    return NULL;
  if (module->card_data_size > 0)
    {
      gpointer data = dk_card_db_alloc (db, module->card_data_size);

      if (module->compile_card != NULL)
        module->compile_card (db->rules, def, data);
      def->data = data;
    }
  return def;
}

/* Build every <card> child of @parent and add them all to @db, or none if
 * any problem came up. The cards in @refused (nullable), which the schema
 * refused, count for duplicate ids but are not built; when the schema
 * refused anything (!@valid), the others are checked and nothing is added.
 * The caller holds load_lock. */
static gboolean
load_cards_locked (DkCardDb *db,
                   xmlNode *parent,
                   const char *file,
                   const char *set_id,
                   GHashTable *refused,
                   gboolean valid,
                   GPtrArray *problems)
{
  g_autoptr (GPtrArray) built = g_ptr_array_new ();
  g_autoptr (GHashTable) here = g_hash_table_new (g_str_hash, g_str_equal);
  guint before = problems->len;
  guint blocks_before;
  guint n_db;

  /* Games read the database without locks: once one uses it, it is final. */
  if (g_atomic_int_get (&db->frozen))
    {
      dk_problem_add (problems, file, parent,
                      "the card database is already in use by a game: load card sets first");
      return FALSE;
    }

  g_mutex_lock (&db->lock);
  blocks_before = db->blocks->len;
  n_db = db->defs->len;
  g_mutex_unlock (&db->lock);

  for (xmlNode *card = parent->children; card != NULL; card = card->next)
    {
      const char *id;
      const DkCardDef *other;
      xmlNode *first;
      DkCardDef *def;

      /* <x:card> of another namespace is no card (the schema says so). */
      if (!dk_card_is_element (card, "card") || card->ns != NULL)
        continue;
      id = dk_xml_attr (card, "id");
      if (id == NULL)
        {
          /* The schema has said so already when it refused the card. */
          if (refused == NULL || !g_hash_table_contains (refused, card))
            dk_problem_add (problems, file, card, "a card needs an id");
          continue;
        }
      /* Duplicates are reported even when the card has other problems. */
      first = g_hash_table_lookup (here, id);
      if (first != NULL)
        dk_problem_add (problems, file, card, "duplicate card id %s (first at %s:%d)", id, file,
                        dk_xml_line (first));
      else
        {
          g_hash_table_insert (here, (gpointer) id, card);
          /* by_id only changes under load_lock, which we hold. */
          other = g_hash_table_lookup (db->by_id, id);
          if (other != NULL)
            dk_problem_add (problems, file, card, "duplicate card id %s (first at %s:%u)", id,
                            other->file, other->line);
        }
      if (refused != NULL && g_hash_table_contains (refused, card))
        continue;
      def = build_card (db, card, file, set_id, problems);
      if (def != NULL)
        g_ptr_array_add (built, def);
    }

  if (problems->len == before && n_db + built->len > MAX_CARDS)
    dk_problem_add (problems, file, parent, "too many cards: a database holds at most %u",
                    MAX_CARDS);

  g_mutex_lock (&db->lock);
  if (problems->len > before || !valid)
    {
      /* Nothing of the file is kept: drop what it allocated. Its interned
       * strings stay in the string chunk, unused. */
      g_ptr_array_remove_range (db->blocks, blocks_before, db->blocks->len - blocks_before);
      g_mutex_unlock (&db->lock);
      return FALSE;
    }
  for (guint i = 0; i < built->len; i++)
    {
      DkCardDef *def = g_ptr_array_index (built, i);

      def->index = (guint16) db->defs->len;
      g_ptr_array_add (db->defs, def);
      g_hash_table_insert (db->by_id, (gpointer) def->id, def);
    }
  g_mutex_unlock (&db->lock);
  return TRUE;
}

gboolean
dk_card_db_load_set (DkCardDb *db, const char *path, GPtrArray *problems, DkLoadError *code)
{
  const char *game_id = dk_rules_get_id (db->rules);
  guint before = problems->len;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *sha256 = NULL;
  g_autofree char *text = NULL;
  xmlDoc *doc;
  xmlNode *root;
  const char *game;
  gboolean ok = FALSE;

  /* The bytes are hashed as they are parsed: a save records the hash, and
   * a set changed since is refused when the game is loaded again. */
  bytes = dk_file_read (path, path, DK_XML_MAX_SIZE, problems, code);
  if (bytes == NULL)
    return FALSE;
  sha256 = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
  /* NUL-terminated, as dk_xml_read_file_full() hands them to the parser. */
  text = g_malloc (g_bytes_get_size (bytes) + 1);
  memcpy (text, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  text[g_bytes_get_size (bytes)] = '\0';
  /* Read without the schema first, so that a set of another game is
   * named as such rather than as a hundred schema errors. */
  doc = dk_xml_read_memory_full (text, g_bytes_get_size (bytes), path, NULL, problems, code);
  if (doc == NULL)
    return FALSE;
  *code = DK_LOAD_ERROR_INVALID;
  root = xmlDocGetRootElement (doc);
  game = dk_xml_attr (root, "game");
  if (!dk_card_is_element (root, "cardset"))
    dk_problem_add (problems, path, root, "expected a <cardset>, not <%s>",
                    (const char *) root->name);
  else if (game == NULL || strcmp (game, game_id) != 0)
    dk_problem_add (problems, path, root, "the card set is for game '%s', not '%s'",
                    game != NULL ? game : "", game_id);
  else
    {
      g_autoptr (GHashTable) refused = g_hash_table_new (NULL, NULL);
      gboolean valid = dk_xml_validate_node_full (root, path, db->rules->schema, problems, refused);

      /* The cards the schema passed are checked further, so that every
       * problem of the file is found at once. Without a verdict card by
       * card, a refused set is not built. */
      if (valid || dk_schema_has_items (db->rules->schema))
        {
          g_mutex_lock (&load_lock);
          ok = load_cards_locked (db, root, path, dk_xml_attr (root, "id"), refused, valid,
                                  problems);
          g_mutex_unlock (&load_lock);
        }
    }
  if (ok)
    {
      DkCardSetInfo *info = g_new0 (DkCardSetInfo, 1);

      info->id = g_strdup (dk_xml_attr (root, "id"));
      info->path = canonical_path (path);
      info->sha256 = g_steal_pointer (&sha256);
      g_ptr_array_add (db->sets, info);
    }
  /* The schema's problems and the others, in the order of the file. */
  dk_problems_sort (problems, before, path);
  xmlFreeDoc (doc);
  return ok;
}

/**
 * dk_card_db_load_file:
 * @path: a card set file
 *
 * Load every card of a card set, or none: any problem (against the schema,
 * a duplicate id, an ability that does not compile, the module's checks)
 * leaves @db unchanged, and @error lists them all.
 *
 * Returns: TRUE when the set was added
 */
gboolean
dk_card_db_load_file (DkCardDb *db, const char *path, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DkLoadError code = DK_LOAD_ERROR_INVALID;

  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!dk_card_db_load_set (db, path, problems, &code))
    {
      dk_problems_to_error_code (problems, code, error);
      return FALSE;
    }
  g_hash_table_add (db->files, canonical_path (path));
  return TRUE;
}

guint
dk_card_db_n_sets (const DkCardDb *db)
{
  return db->sets->len;
}

const DkCardSetInfo *
dk_card_db_get_set (const DkCardDb *db, guint index)
{
  g_return_val_if_fail (index < db->sets->len, NULL);
  return g_ptr_array_index (db->sets, index);
}

gboolean
dk_card_db_has_file (const DkCardDb *db, const char *path)
{
  g_autofree char *canonical = canonical_path (path);

  return g_hash_table_contains (db->files, canonical);
}

/* Validate inline cards by wrapping copies of them in a <cardset> of their
 * own: the copies keep their lines, so problems point into @file. */
static gboolean
validate_inline (
    DkCardDb *db, xmlNode *cards, const char *file, const char *set_id, GPtrArray *problems)
{
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, (const xmlChar *) "cardset", NULL);
  gboolean ok;

  xmlDocSetRootElement (doc, root);
  root->line = cards->line;
  xmlNewProp (root, (const xmlChar *) "game", (const xmlChar *) dk_rules_get_id (db->rules));
  xmlNewProp (root, (const xmlChar *) "id", (const xmlChar *) set_id);
  xmlNewProp (root, (const xmlChar *) "name", (const xmlChar *) set_id);
  xmlNewProp (root, (const xmlChar *) "format", (const xmlChar *) "1");
  for (xmlNode *child = cards->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      xmlAddChild (root, xmlDocCopyNode (child, doc, 1));
  ok = dk_xml_validate_node (root, file, db->rules->schema, problems);
  xmlFreeDoc (doc);
  return ok;
}

static gboolean
load_node (DkCardDb *db, xmlNode *cards, const char *file, const char *set_id, GPtrArray *problems)
{
  g_autoptr (GHashTable) refused = g_hash_table_new (NULL, NULL);
  const DkSchema *schema = db->rules->schema;
  gboolean valid;
  gboolean ok;

  if (set_id == NULL)
    set_id = "inline";
  /* Card by card where the schema can, as a set's cards are. */
  if (dk_schema_has_items (schema))
    valid = dk_xml_validate_items (cards, file, schema, problems, refused);
  else if (!validate_inline (db, cards, file, set_id, problems))
    return FALSE;
  else
    valid = TRUE;
  g_mutex_lock (&load_lock);
  ok = load_cards_locked (db, cards, file, set_id, refused, valid, problems);
  g_mutex_unlock (&load_lock);
  return ok;
}

/**
 * dk_card_db_load_node:
 * @cards: an element whose <card> children are card definitions (a
 *   scenario's <cards>)
 * @file: the file @cards comes from, for messages
 * @set_id: (nullable): the set id the cards get ("inline" when NULL)
 *
 * Load inline cards, all or nothing, like dk_card_db_load_file().
 *
 * Returns: TRUE when the cards were added
 */
gboolean
dk_card_db_load_node (
    DkCardDb *db, xmlNode *cards, const char *file, const char *set_id, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (cards != NULL, FALSE);
  g_return_val_if_fail (file != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!load_node (db, cards, file, set_id, problems))
    {
      dk_problems_to_error (problems, error);
      return FALSE;
    }
  return TRUE;
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The files named NAME.SUFFIX in SUB of every data directory, sorted by
 * name; a name in an earlier directory hides the same name in later ones
 * (an installed copy of the source tree's file, say). */
static GPtrArray *
data_files (const char *sub, const char *suffix)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) dirs = dk_data_dirs ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < dirs->len; i++)
    {
      g_autofree char *dir = g_build_filename (g_ptr_array_index (dirs, i), sub, NULL);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *entry;

      if (d == NULL)
        continue;
      while ((entry = g_dir_read_name (d)) != NULL)
        if (g_str_has_suffix (entry, suffix) && !g_hash_table_contains (seen, entry))
          g_ptr_array_add (names, g_strdup (entry));
      g_ptr_array_sort (names, compare_strings);
      for (guint j = 0; j < names->len; j++)
        {
          const char *base = g_ptr_array_index (names, j);

          g_hash_table_add (seen, g_strdup (base));
          g_ptr_array_add (files, g_build_filename (dir, base, NULL));
        }
    }
  return files;
}

/**
 * dk_card_db_new_default:
 * @rules: a game's rules
 *
 * A database of every card set of the game in the data directories
 * (cards/GAME/\*.xml, sorted by name).
 *
 * Returns: (transfer full) (nullable): the database, NULL with every
 *   problem of every file in @error
 */
DkCardDb *
dk_card_db_new_default (const DkRules *rules, GError **error)
{
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) files = NULL;
  g_autofree char *sub = NULL;
  DkLoadError worst = DK_LOAD_ERROR_INVALID;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = dk_card_db_new (rules);
  sub = g_build_filename ("cards", dk_rules_get_id (rules), NULL);
  files = data_files (sub, ".xml");
  for (guint i = 0; i < files->len; i++)
    {
      DkLoadError code = DK_LOAD_ERROR_INVALID;

      if (!dk_card_db_load_set (db, g_ptr_array_index (files, i), problems, &code))
        worst = code;
      else
        g_hash_table_add (db->files, canonical_path (g_ptr_array_index (files, i)));
    }
  if (problems->len > 0)
    {
      dk_problems_to_error_code (problems, worst, error);
      return NULL;
    }
  return g_steal_pointer (&db);
}
