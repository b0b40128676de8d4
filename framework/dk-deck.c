/* dk-deck.c: decks, made in memory or read from a deck file.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"
#include "dk-card-private.h"

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

      if (!dk_card_is_element (child, "card"))
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
DkDeck *
dk_deck_from_xml (DkCardDb *db, xmlNode *root, const char *path, GPtrArray *problems)
{
  g_autoptr (DkDeck) deck = NULL;
  const char *game_id = dk_rules_get_id (db->rules);
  const char *game = dk_xml_attr (root, "game");
  const char *character;
  guint before = problems->len;
  guint64 total = 0;

  if (!dk_card_is_element (root, "deck"))
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
    if (dk_card_is_element (child, "sideboard"))
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
  deck = dk_deck_from_xml (db, xmlDocGetRootElement (doc), path, problems);
  xmlFreeDoc (doc);
  if (deck == NULL)
    dk_problems_to_error (problems, error);
  return deck;
}
