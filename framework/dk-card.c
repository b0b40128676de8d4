/* dk-card.c: the card database, card sets and decks.
 *
 * A card set is loaded whole or not at all: its cards are built aside,
 * every problem of the file is collected, and only a file without any
 * problem adds its cards to the database. Definitions never change once
 * added, so games may read them while another set is being loaded.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <stdlib.h>

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

#include <string.h>

/* Loads are serialized (per process: they are rare), so that the
 * duplicate-id check and the insertion are one step, and so that the
 * blocks a failed load allocated are exactly those after its start. The
 * order is always load_lock, then db->lock. */
static GMutex load_lock;

#define MAX_CARDS G_MAXUINT16

/* --- the database ------------------------------------------------------ */

/**
 * dk_card_db_new:
 * @rules: the game's rules
 *
 * An empty card database of one game.
 *
 * Returns: (transfer full): the database
 */
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

void
dk_card_db_freeze (DkCardDb *db)
{
  g_atomic_int_set (&db->frozen, 1);
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

const char *
dk_ability_get_attr (const DkAbility *ability, const char *name)
{
  g_return_val_if_fail (ability != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < ability->n_attrs; i++)
    if (strcmp (ability->attrs[i].name, name) == 0)
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
    if (strcmp (def->keywords[i].name, name) == 0)
      return &def->keywords[i];
  return NULL;
}

const char *
dk_keyword_get_attr (const DkKeyword *keyword, const char *name)
{
  g_return_val_if_fail (keyword != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < keyword->n_attrs; i++)
    if (strcmp (keyword->attrs[i].name, name) == 0)
      return keyword->attrs[i].value;
  return NULL;
}

static gboolean
is_element (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

static xmlNode *
first_child (xmlNode *node, const char *name)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_element (child, name))
      return child;
  return NULL;
}

static guint
count_children (xmlNode *node, const char *name)
{
  guint n = 0;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_element (child, name))
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

      if (!is_element (child, "keyword"))
        continue;
      keywords[i].name = dk_card_db_intern (db, dk_xml_attr (child, "name"));
      if (keywords[i].name == NULL)
        {
          dk_problem_add (problems, file, child, "card %s: <keyword> needs a name", def->id);
          continue;
        }
      keywords[i].rating = -1;
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

      if (!is_element (child, "ability"))
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
      if (!is_element (card, "card") || card->ns != NULL)
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

static gboolean
load_set (DkCardDb *db, const char *path, GPtrArray *problems, DkLoadError *code)
{
  const char *game_id = dk_rules_get_id (db->rules);
  guint before = problems->len;
  xmlDoc *doc;
  xmlNode *root;
  const char *game;
  gboolean ok = FALSE;

  /* Read without the schema first, so that a set of another game is
   * named as such rather than as a hundred schema errors. */
  doc = dk_xml_read_file_full (path, path, NULL, problems, code);
  if (doc == NULL)
    return FALSE;
  *code = DK_LOAD_ERROR_INVALID;
  root = xmlDocGetRootElement (doc);
  game = dk_xml_attr (root, "game");
  if (!is_element (root, "cardset"))
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

  if (!load_set (db, path, problems, &code))
    {
      dk_problems_to_error_code (problems, code, error);
      return FALSE;
    }
  g_hash_table_add (db->files, canonical_path (path));
  return TRUE;
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

      if (!load_set (db, g_ptr_array_index (files, i), problems, &code))
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

/* --- decks -------------------------------------------------------------- */

/**
 * dk_deck_new:
 * @name: (nullable): the deck's name
 *
 * Returns: (transfer full): an empty deck with no character
 */
DkDeck *
dk_deck_new (const char *name)
{
  DkDeck *deck = g_new0 (DkDeck, 1);

  deck->name = g_strdup (name != NULL ? name : "");
  deck->character = -1;
  deck->entries = g_array_new (FALSE, TRUE, sizeof (DkDeckEntry));
  deck->sideboard = g_array_new (FALSE, TRUE, sizeof (DkDeckEntry));
  return deck;
}

void
dk_deck_free (DkDeck *deck)
{
  if (deck == NULL)
    return;
  g_free (deck->name);
  g_free (deck->file);
  g_free (deck->ruleset);
  g_array_unref (deck->entries);
  g_array_unref (deck->sideboard);
  if (deck->db != NULL)
    dk_card_db_unref (deck->db);
  g_free (deck);
}

static void
entries_add (GArray *entries, guint16 def, guint count, guint line)
{
  DkDeckEntry entry = { def, 0, line };

  for (guint i = 0; i < entries->len; i++)
    {
      DkDeckEntry *e = &g_array_index (entries, DkDeckEntry, i);

      if (e->def == def)
        {
          e->count = (guint16) MIN ((guint) e->count + count, G_MAXUINT16);
          return;
        }
    }
  entry.count = (guint16) MIN (count, G_MAXUINT16);
  g_array_append_val (entries, entry);
}

/**
 * dk_deck_copy:
 * @deck: a deck
 *
 * Returns: (transfer full): a copy, to change without touching @deck
 */
DkDeck *
dk_deck_copy (const DkDeck *deck)
{
  DkDeck *copy = dk_deck_new (deck->name);

  copy->file = g_strdup (deck->file);
  copy->ruleset = g_strdup (deck->ruleset);
  copy->line = deck->line;
  copy->sideboard_line = deck->sideboard_line;
  copy->character = deck->character;
  g_array_append_vals (copy->entries, deck->entries->data, deck->entries->len);
  g_array_append_vals (copy->sideboard, deck->sideboard->data, deck->sideboard->len);
  if (deck->db != NULL)
    copy->db = dk_card_db_ref (deck->db);
  return copy;
}

static gboolean
entries_take (GArray *entries, guint16 def)
{
  for (guint i = 0; i < entries->len; i++)
    {
      DkDeckEntry *e = &g_array_index (entries, DkDeckEntry, i);

      if (e->def == def && e->count > 0)
        {
          if (--e->count == 0)
            g_array_remove_index (entries, i);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * dk_deck_swap:
 * @deck: a deck
 * @out_def: a card of the deck that goes to the side deck
 * @in_def: a card of the side deck that comes into the deck
 * @error: return location for an error
 *
 * Between the battles of a match, swap one card of the deck with one of
 * its side deck: both keep their sizes.
 *
 * Returns: %FALSE, changing nothing, if either card is not where it should be
 */
gboolean
dk_deck_swap (DkDeck *deck, guint16 out_def, guint16 in_def, GError **error)
{
  g_return_val_if_fail (deck != NULL, FALSE);

  if (!entries_take (deck->entries, out_def))
    {
      g_set_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID,
                   "%s: the deck holds no copy of card %u to swap out", deck->name, out_def);
      return FALSE;
    }
  if (!entries_take (deck->sideboard, in_def))
    {
      entries_add (deck->entries, out_def, 1, 0);
      g_set_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID,
                   "%s: the side deck holds no copy of card %u to swap in", deck->name, in_def);
      return FALSE;
    }
  entries_add (deck->entries, in_def, 1, 0);
  entries_add (deck->sideboard, out_def, 1, 0);
  return TRUE;
}

/**
 * dk_deck_add:
 * @def: a definition index
 * @count: how many copies to add
 *
 * Add copies of a card to the deck (to its entry if it has one).
 */
void
dk_deck_add (DkDeck *deck, guint16 def, guint count)
{
  g_return_if_fail (deck != NULL);

  if (count > 0)
    entries_add (deck->entries, def, count, 0);
}

/**
 * dk_deck_set_character:
 * @def: a definition index, or -1 for none
 */
void
dk_deck_set_character (DkDeck *deck, gint def)
{
  g_return_if_fail (deck != NULL);
  deck->character = def;
}

/**
 * dk_deck_get_db:
 *
 * Returns: (transfer none) (nullable): the database whose definitions the
 *   deck's entries index
 */
DkCardDb *
dk_deck_get_db (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);
  return deck->db;
}

/**
 * dk_deck_set_db:
 * @db: (nullable): the database the deck's indices belong to
 *
 * Say which database the deck's definition indices belong to (a deck made
 * with dk_deck_new() has none; dk_deck_load() sets it).
 */
void
dk_deck_set_db (DkDeck *deck, DkCardDb *db)
{
  g_return_if_fail (deck != NULL);

  if (db != NULL)
    dk_card_db_ref (db);
  if (deck->db != NULL)
    dk_card_db_unref (deck->db);
  deck->db = db;
}

const char *
dk_deck_get_name (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);
  return deck->name;
}

/**
 * dk_deck_get_file:
 *
 * Returns: (nullable): the file the deck was loaded from
 */
const char *
dk_deck_get_file (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);
  return deck->file;
}

/**
 * dk_deck_get_character:
 *
 * Returns: the definition index of the starting character, or -1
 */
gint
dk_deck_get_character (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, -1);
  return deck->character;
}

/**
 * dk_deck_get_entries:
 * @n_entries: (out): the number of entries
 *
 * Returns: (array length=n_entries) (transfer none): the main deck
 */
const DkDeckEntry *
dk_deck_get_entries (const DkDeck *deck, guint *n_entries)
{
  g_return_val_if_fail (deck != NULL, NULL);

  if (n_entries != NULL)
    *n_entries = deck->entries->len;
  return (const DkDeckEntry *) deck->entries->data;
}

/**
 * dk_deck_get_sideboard:
 * @n_entries: (out): the number of entries
 *
 * Returns: (array length=n_entries) (transfer none): the sideboard
 */
const DkDeckEntry *
dk_deck_get_sideboard (const DkDeck *deck, guint *n_entries)
{
  g_return_val_if_fail (deck != NULL, NULL);

  if (n_entries != NULL)
    *n_entries = deck->sideboard->len;
  return (const DkDeckEntry *) deck->sideboard->data;
}

static guint
entries_count (GArray *entries)
{
  guint n = 0;

  for (guint i = 0; i < entries->len; i++)
    n += g_array_index (entries, DkDeckEntry, i).count;
  return n;
}

/**
 * dk_deck_count:
 *
 * Returns: the number of cards of the main deck, not counting the
 *   starting character (the module decides whether it counts)
 */
guint
dk_deck_count (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);
  return entries_count (deck->entries);
}

guint
dk_deck_count_sideboard (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);
  return entries_count (deck->sideboard);
}

/**
 * dk_deck_get_line:
 *
 * Returns: the line of the deck's `<deck>` element in its file (where its
 *   character and its size are reported), 0 for a deck made in memory
 */
guint
dk_deck_get_line (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);
  return deck->line;
}

/**
 * dk_deck_get_sideboard_line:
 *
 * Returns: the line of the deck's `<sideboard>` element, else that of its
 *   `<deck>`, 0 for a deck made in memory
 */
guint
dk_deck_get_sideboard_line (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, 0);
  return deck->sideboard_line != 0 ? deck->sideboard_line : deck->line;
}

/**
 * dk_deck_get_ruleset:
 *
 * Returns: (nullable): the ruleset the deck names (its `ruleset`
 *   attribute: an id, or a .ruleset file relative to the deck), as written
 */
const char *
dk_deck_get_ruleset (const DkDeck *deck)
{
  g_return_val_if_fail (deck != NULL, NULL);
  return deck->ruleset;
}

/**
 * dk_deck_add_problem:
 * @deck: the deck the problem is of
 * @problems: (element-type utf8): where it goes
 * @line: the line in the deck's file (dk_deck_get_line(), a
 *   #DkDeckEntry's line), 0 when there is none
 * @format: printf() format of the message
 *
 * Add "FILE:LINE: message" to @problems: the deck's file (its name for a
 * deck made in memory) and @line. For a module's check_deck.
 */
void
dk_deck_add_problem (const DkDeck *deck, GPtrArray *problems, guint line, const char *format, ...)
{
  g_autofree char *raw = NULL;
  g_autofree char *message = NULL;
  const char *file;
  va_list args;

  g_return_if_fail (deck != NULL && problems != NULL && format != NULL);

  va_start (args, format);
  raw = g_strdup_vprintf (format, args);
  va_end (args);
  message = dk_text_one_line (raw);
  file = deck->file != NULL ? deck->file : deck->name;
  if (line > 0)
    g_ptr_array_add (problems, g_strdup_printf ("%s:%u: %s", file, line, message));
  else
    g_ptr_array_add (problems, g_strdup_printf ("%s: %s", file, message));
}

/* Read the <card> children of @parent into @entries, each as written, with
 * its line: a module reports a problem at the entry that makes it. *total
 * counts every card of the deck so far; past DK_DECK_MAX_CARDS the deck is
 * refused once, at the entry that goes over. */
static void
read_deck_cards (DkCardDb *db,
                 xmlNode *parent,
                 GArray *entries,
                 const char *path,
                 guint64 *total,
                 GPtrArray *problems)
{
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    {
      const char *ref, *count_text;
      const DkCardDef *def;
      gint32 count = 1;
      DkDeckEntry entry;

      if (!is_element (child, "card"))
        continue;
      ref = dk_xml_attr (child, "ref");
      count_text = dk_xml_attr (child, "count");
      if (ref == NULL)
        {
          dk_problem_add (problems, path, child, "<card> needs a ref");
          continue;
        }
      if (count_text != NULL &&
          (!dk_xml_parse_int (count_text, &count) || count < 1 || count > G_MAXUINT16))
        {
          dk_problem_add (problems, path, child, "card %s: count '%s' is not a number from 1", ref,
                          count_text);
          continue;
        }
      /* Summed in 64 bits: no count of a file wraps around. */
      if (*total <= DK_DECK_MAX_CARDS && *total + (guint64) count > DK_DECK_MAX_CARDS)
        dk_problem_add (problems, path, child,
                        "too many cards: %" G_GUINT64_FORMAT
                        " with this entry; a deck holds at most %d",
                        *total + (guint64) count, DK_DECK_MAX_CARDS);
      *total += (guint64) count;
      def = dk_card_db_lookup (db, ref);
      if (def == NULL)
        {
          dk_problem_add (problems, path, child, "unknown card '%s'", ref);
          continue;
        }
      entry.def = def->index;
      entry.count = (guint16) count;
      entry.line = (guint) xmlGetLineNo (child);
      g_array_append_val (entries, entry);
    }
}

/* Build a deck of @db's game from @root, a <deck> element of @path: the
 * schema, the game, then every name in it. */
static DkDeck *
deck_from_xml (DkCardDb *db, xmlNode *root, const char *path, GPtrArray *problems)
{
  g_autoptr (DkDeck) deck = NULL;
  const char *game_id = dk_rules_get_id (db->rules);
  const char *game = dk_xml_attr (root, "game");
  const char *character;
  guint before = problems->len;
  guint64 total = 0;

  if (!is_element (root, "deck"))
    {
      dk_problem_add (problems, path, root, "expected a <deck>, not <%s>",
                      (const char *) root->name);
      return NULL;
    }
  if (game == NULL)
    {
      dk_problem_add (problems, path, root, "<deck> needs a game attribute");
      return NULL;
    }
  if (strcmp (game, game_id) != 0)
    {
      dk_problem_add (problems, path, root, "the deck is for game '%s', not '%s'", game, game_id);
      return NULL;
    }
  if (!dk_xml_validate_node (root, path, dk_rules_deck_schema (), problems))
    return NULL;

  deck = dk_deck_new (dk_xml_attr (root, "name"));
  deck->file = g_strdup (path);
  deck->ruleset = g_strdup (dk_xml_attr (root, "ruleset"));
  deck->line = (guint) xmlGetLineNo (root);
  dk_deck_set_db (deck, db);
  character = dk_xml_attr (root, "character");
  if (character != NULL)
    {
      const DkCardDef *def = dk_card_db_lookup (db, character);

      total++;
      if (def == NULL)
        dk_problem_add (problems, path, root, "unknown character card '%s'", character);
      else
        deck->character = def->index;
    }
  read_deck_cards (db, root, deck->entries, path, &total, problems);
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    if (is_element (child, "sideboard"))
      {
        deck->sideboard_line = (guint) xmlGetLineNo (child);
        read_deck_cards (db, child, deck->sideboard, path, &total, problems);
      }
  if (problems->len > before)
    return NULL;
  return g_steal_pointer (&deck);
}

/**
 * dk_deck_load:
 * @db: the cards the deck may name
 * @path: a .deck file ("-": standard input)
 *
 * Load a deck: each `<card>` entry as written, with its line. Its legality
 * under a ruleset is dk_deck_check().
 *
 * Returns: (transfer full) (nullable): the deck
 */
DkDeck *
dk_deck_load (DkCardDb *db, const char *path, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DkLoadError code = DK_LOAD_ERROR_INVALID;
  DkDeck *deck;
  xmlDoc *doc;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = dk_xml_read_file_full (path, path, NULL, problems, &code);
  if (doc == NULL)
    {
      dk_problems_to_error_code (problems, code, error);
      return NULL;
    }
  deck = deck_from_xml (db, xmlDocGetRootElement (doc), path, problems);
  xmlFreeDoc (doc);
  if (deck == NULL)
    dk_problems_to_error (problems, error);
  return deck;
}

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
  else if (!is_element (root, "deck"))
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
        deck = deck_from_xml (db, root, path, problems);
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

      ok = load_set (db, path, problems, &code);
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
