/* test-ufs-rules-d.c: UFS rules that no position plays out: what a card
 * set loaded from XML holds (J.5.2) and how a deck counts its copies
 * (K.3.2). Each test path names its rule.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "dk-games.h"
#include "ufs/ufs-private.h"

static DkRuleset *standard;

/* A card database of the UFS rules loaded from @xml (the <card> elements
 * of one card set), through a file as a card set is. */
static DkCardDb *
load_cards (const char *xml)
{
  g_autoptr (GError) error = NULL;
  DkCardDb *cards = dk_card_db_new (dk_ruleset_get_rules (standard));
  g_autofree char *path = NULL;
  g_autofree char *text = g_strdup_printf (
      "<?xml version=\"1.0\"?>\n<cardset game=\"ufs\" id=\"RD\" name=\"rules d\" format=\"1\">\n"
      "%s</cardset>\n",
      xml);
  int fd = g_file_open_tmp ("ufs-rules-d-XXXXXX.xml", &path, NULL);

  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (dk_card_db_load_file (cards, path, &error));
  g_assert_no_error (error);
  g_unlink (path);
  return cards;
}

/* The bit of the resource symbol @word in a card's resources. */
static guint32
symbol_bit (const char *word)
{
  const DkStatSpec *spec =
      &dk_rules_get_module (dk_ruleset_get_rules (standard))->stats[UFS_STAT_RESOURCES];

  for (guint i = 0; spec->values[i] != NULL; i++)
    if (strcmp (spec->values[i], word) == 0)
      return 1u << i;
  g_assert_not_reached ();
}

/* J.5.2: no card has two instances of one resource symbol: a card printed
 * with the fire symbol twice has it once, beside its water symbol. */
static void
test_resource_symbol_once (void)
{
  g_autoptr (DkCardDb) cards =
      load_cards ("<card id=\"RD-TWICE\" type=\"foundation\" name=\"Twice Fire\" difficulty=\"0\" "
                  "control=\"5\" resources=\"fire fire water\"/>\n"
                  "<card id=\"RD-ONCE\" type=\"foundation\" name=\"Once Fire\" difficulty=\"0\" "
                  "control=\"5\" resources=\"fire water\"/>\n");
  const DkCardDef *twice = dk_card_db_lookup (cards, "RD-TWICE");
  const DkCardDef *once = dk_card_db_lookup (cards, "RD-ONCE");
  guint32 fire = symbol_bit ("fire"), water = symbol_bit ("water");

  g_assert_nonnull (twice);
  g_assert_nonnull (once);
  g_assert_cmpuint ((guint32) twice->stats[UFS_STAT_RESOURCES], ==, fire | water);
  g_assert_cmpuint ((guint32) twice->stats[UFS_STAT_RESOURCES], ==,
                    (guint32) once->stats[UFS_STAT_RESOURCES]);
}

/* The problems dk_deck_check() finds in a deck of @cards: @character,
 * then @n entries of (id, count). */
static GPtrArray *
deck_problems (
    DkCardDb *cards, const char *character, const char *const *ids, const guint *counts, guint n)
{
  g_autoptr (DkDeck) deck = dk_deck_new ("copies");
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);

  dk_deck_set_db (deck, cards);
  dk_deck_set_character (deck, dk_card_db_lookup (cards, character)->index);
  for (guint i = 0; i < n; i++)
    dk_deck_add (deck, dk_card_db_lookup (cards, ids[i])->index, counts[i]);
  dk_deck_check (deck, standard, problems);
  return problems;
}

/* Does one of @problems say that a name has too many copies? */
static gboolean
has_copies_problem (GPtrArray *problems, const char *name)
{
  g_autofree char *quoted = g_strdup_printf ("copies of \"%s\"", name);

  for (guint i = 0; i < problems->len; i++)
    if (strstr (g_ptr_array_index (problems, i), quoted) != NULL)
      return TRUE;
  return FALSE;
}

/* K.3.2: a copy of a card is a card of the same name: two cards of one
 * name and different ids count together toward the ruleset's 4 copies
 * (A.2.2); two names do not. */
static void
test_copies_counted_by_name (void)
{
  static const char *const ids[] = { "RD-EDGE-A", "RD-EDGE-B", "RD-OTHER" };
  static const guint four[] = { 2, 2, 4 };
  static const guint five[] = { 3, 2, 4 };
  g_autoptr (DkCardDb) cards = load_cards (
      "<card id=\"RD-HERO\" type=\"character\" name=\"Rules Hero\" difficulty=\"0\" control=\"5\" "
      "hand-size=\"6\" vitality=\"20\" resources=\"fire\"/>\n"
      "<card id=\"RD-EDGE-A\" type=\"foundation\" name=\"Keen Edge\" difficulty=\"0\" "
      "control=\"5\" resources=\"fire\"/>\n"
      "<card id=\"RD-EDGE-B\" type=\"foundation\" name=\"Keen Edge\" difficulty=\"1\" "
      "control=\"4\" resources=\"fire\"/>\n"
      "<card id=\"RD-OTHER\" type=\"foundation\" name=\"Dull Edge\" difficulty=\"0\" "
      "control=\"5\" resources=\"fire\"/>\n");
  g_autoptr (GPtrArray) at_four = deck_problems (cards, "RD-HERO", ids, four, 3);
  g_autoptr (GPtrArray) at_five = deck_problems (cards, "RD-HERO", ids, five, 3);

  g_assert_false (has_copies_problem (at_four, "Keen Edge"));
  g_assert_false (has_copies_problem (at_four, "Dull Edge"));
  g_assert_true (has_copies_problem (at_five, "Keen Edge"));
  g_assert_false (has_copies_problem (at_five, "Dull Edge"));
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  standard = dk_ruleset_find ("ufs-standard", &error);
  g_assert_no_error (error);

  g_test_add_func ("/ufs-rules/J.5.2/resource-symbol-once", test_resource_symbol_once);
  g_test_add_func ("/ufs-rules/K.3.2/copies-counted-by-name", test_copies_counted_by_name);
  return g_test_run ();
}
