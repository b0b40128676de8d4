/* test-load.c: loading card sets, decks, rulesets and scenarios.
 *
 * Every file of tests/data/invalid/ listed in its EXPECTED manifest must be
 * refused with its first problem at the expected line; every shipped file
 * must load; a file with a problem loads nothing.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>
#include <duelkit.h>
#include "dk-games.h"

typedef struct
{
  char *name;
  gint line;
  char *substring;  /* the first problem holds it... */
  GPtrArray *exact; /* ...or the problems are exactly these "LINE: MESSAGE" */
} InvalidCase;

static void
invalid_case_free (gpointer data)
{
  InvalidCase *c = data;

  g_free (c->name);
  g_free (c->substring);
  if (c->exact != NULL)
    g_ptr_array_unref (c->exact);
  g_free (c);
}

static char *
source_root (void)
{
  g_autofree char *up = g_test_build_filename (G_TEST_DIST, "..", "..", NULL);

  return g_canonicalize_filename (up, NULL);
}

static char *
first_line (const char *message)
{
  const char *nl = strchr (message, '\n');

  return nl != NULL ? g_strndup (message, nl - message) : g_strdup (message);
}

static void
test_invalid (gconstpointer data)
{
  const InvalidCase *c = data;
  g_autofree char *path =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", c->name, NULL);
  g_autofree char *prefix = g_strdup_printf ("%s:%d:", path, c->line);
  g_autofree char *first = NULL;
  g_autofree char *head = NULL;
  g_autoptr (GError) error = NULL;
  gboolean ok;

  ok = dk_validate_file (path, &error);
  g_assert_false (ok);
  g_assert_nonnull (error);
  g_assert_cmpuint (error->domain, ==, DK_LOAD_ERROR);
  g_test_message ("%s", error->message);
  if (c->exact != NULL)
    {
      g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", NULL);
      g_autofree char *dir_slash = g_strconcat (dir, G_DIR_SEPARATOR_S, NULL);
      g_auto (GStrv) pieces = g_strsplit (error->message, dir_slash, -1);
      g_autofree char *relative = g_strjoinv ("", pieces);
      g_auto (GStrv) lines = g_strsplit (relative, "\n", -1);

      /* Each problem once: as many messages as problems, each the one
       * expected at its place. Files are named as from their folder. */
      for (guint i = 0; i < c->exact->len && lines[i] != NULL; i++)
        {
          g_autofree char *want =
              g_strdup_printf ("%s:%s", c->name, (const char *) g_ptr_array_index (c->exact, i));

          g_assert_cmpstr (lines[i], ==, want);
        }
      g_assert_cmpuint (g_strv_length (lines), ==, c->exact->len);
      return;
    }
  first = first_line (error->message);
  /* The first problem names the file and the expected line. */
  head = g_strndup (first, MIN (strlen (first), strlen (prefix)));
  g_assert_cmpstr (head, ==, prefix);
  if (strstr (first, c->substring) == NULL)
    g_test_fail_printf ("\"%s\" does not contain \"%s\"", first, c->substring);
}

static void
test_invalid_too_large (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("duelkit-load-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *prefix = NULL;
  g_autoptr (GString) text = g_string_new (
      "<?xml version=\"1.0\"?>\n<cardset game=\"ufs\" id=\"BIG\" name=\"big\" format=\"1\">\n");
  gboolean ok;

  g_assert_no_error (error);
  /* A valid document, only too long: the cap alone refuses it. */
  while (text->len <= 4 * 1024 * 1024)
    g_string_append (text, "  <!-- padding padding padding padding padding padding padding -->\n");
  g_string_append (text, "</cardset>\n");
  path = g_build_filename (dir, "too-large.xml", NULL);
  g_file_set_contents (path, text->str, text->len, &error);
  g_assert_no_error (error);

  ok = dk_validate_file (path, &error);
  g_assert_false (ok);
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_TOO_LARGE);
  prefix = g_strdup_printf ("%s:1: file is larger than", path);
  g_assert_true (g_str_has_prefix (error->message, prefix));

  g_unlink (path);
  g_rmdir (dir);
}

/* Write @text to a new file NAME in a new folder; both go in test_file_remove(). */
static char *
test_file_new (const char *name, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("duelkit-load-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
test_file_remove (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

/* A set with a problem in each of N cards, of every kind, gets exactly N
 * messages, each at its card's line, in the order of the file: checking
 * goes on past the first problem, through the schema and past it. */
static void
test_n_problems (void)
{
  static const char *const bad[] = {
    "<card id=\"N-%u\" type=\"foundation\" name=\"x\" difficulty=\"1\"/>",
    "<card id=\"N-%u\" type=\"foundation\" name=\"x\" difficulty=\"one\" control=\"5\"/>",
    "<card id=\"N-%u\" type=\"foundation\" name=\"x\" difficulty=\"1\" control=\"5\" shiny=\"1\"/>",
    "<card id=\"N-%u\" type=\"foundation\" name=\"x\" difficulty=\"1\" "
    "control=\"5\"><sparkle/></card>",
    "<card id=\"N-%u\" type=\"attack\" name=\"x\" difficulty=\"1\" control=\"5\">"
    "<attack zone=\"high\" speed=\"1\" damage=\"1\"/><attack zone=\"mid\" speed=\"1\" "
    "damage=\"1\"/></card>",
    "<card id=\"N-%u\" type=\"attack\" name=\"x\" difficulty=\"1\" control=\"5\">"
    "<attack zone=\"high\" speed=\"1\" damage=\"1\"><![CDATA[x]]></attack></card>",
    "<card id=\"N-%u\" type=\"spell\" name=\"x\" difficulty=\"1\" control=\"5\"/>",
    "<card id=\"N-%u\" type=\"action\" name=\"x\" difficulty=\"1\" control=\"5\">"
    "<ability type=\"F\"><effect><explode/></effect></ability></card>",
  };
  const guint n = 64;
  g_autoptr (GString) text = g_string_new (
      "<?xml version=\"1.0\"?>\n<cardset game=\"ufs\" id=\"N\" name=\"n\" format=\"1\">\n");
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_auto (GStrv) messages = NULL;
  guint line = 3;

  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (text,
                              "  <card id=\"OK-%u\" type=\"foundation\" name=\"fine\" "
                              "difficulty=\"1\" control=\"5\"/>\n  ",
                              i);
      g_string_append_printf (text, bad[i % G_N_ELEMENTS (bad)], i);
      g_string_append_c (text, '\n');
      line += 2;
      g_array_append_val (lines, (guint){ line - 1 });
    }
  g_string_append (text, "</cardset>\n");
  path = test_file_new ("n-problems.xml", text->str);

  g_assert_false (dk_validate_file (path, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
  messages = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (messages), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s:%u: ", path, g_array_index (lines, guint, i));

      if (!g_str_has_prefix (messages[i], where))
        g_error ("message %u: \"%s\" is not at \"%s\"", i, messages[i], where);
    }
  test_file_remove (path);
}

/* Lines past 65535, where libxml2's own count stops, are still exact: of
 * an element, of an attribute, of where a duplicate id was first seen. */
static void
test_big_lines (void)
{
  g_autoptr (GString) text = g_string_new (
      "<?xml version=\"1.0\"?>\n<cardset game=\"ufs\" id=\"B\" name=\"b\" format=\"1\">\n");
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  const guint padding = 70000;
  const guint card = padding + 3;

  for (guint i = 0; i < padding; i++)
    g_string_append (text, "  <!-- -->\n");
  g_string_append (text, "  <card id=\"B-1\" type=\"foundation\" name=\"x\"\n"
                         "        difficulty=\"x\"/>\n"
                         "  <card id=\"B-1\" type=\"foundation\" name=\"y\" difficulty=\"1\" "
                         "control=\"2\"/>\n"
                         "</cardset>\n");
  path = test_file_new ("big-lines.xml", text->str);

  g_assert_false (dk_validate_file (path, &error));
  expected = g_strdup_printf (
      "%s:%u: card B-1 (foundation): missing attribute \"control\"\n"
      "%s:%u: card B-1 (foundation): attribute \"difficulty\": \"x\" is not a number from 0 to "
      "999999999\n"
      "%s:%u: duplicate card id B-1 (first at %s:%u)",
      path, card, path, card + 1, path, card + 2, path, card);
  g_assert_cmpstr (error->message, ==, expected);
  test_file_remove (path);
}

static void
test_malformed_code (void)
{
  g_autofree char *path =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", "malformed.xml", NULL);
  g_autofree char *doctype =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", "doctype.xml", NULL);
  g_autofree char *missing =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", "no-such-file.xml", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_false (dk_validate_file (path, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_MALFORMED);
  g_clear_error (&error);
  g_assert_false (dk_validate_file (doctype, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_MALFORMED);
  g_clear_error (&error);
  g_assert_false (dk_validate_file (missing, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_IO);
}

/* Every problem of a file is reported, not only the first. */
static void
test_all_problems (void)
{
  g_autofree char *path =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", "two-problems.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  guint n;

  g_assert_false (dk_validate_file (path, &error));
  g_test_message ("%s", error->message);
  lines = g_strsplit (error->message, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 2);
  g_assert_nonnull (strstr (lines[0], "two-problems.xml:4:"));
  g_assert_nonnull (strstr (lines[n - 1], "two-problems.xml:6:"));
}

static void
add_files (GPtrArray *out, const char *dir, const char *suffix)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (out, g_build_filename (dir, name, NULL));
}

static void
test_valid_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr (GError) error = NULL;

  gboolean ok = dk_validate_file (path, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
}

/* A shipped deck is legal under its game's standard ruleset. */
static void
test_deck_legal (gconstpointer data)
{
  const char *path = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *game = g_path_get_basename (dir);
  g_autofree char *ruleset_id = g_strdup_printf ("%s-standard", game);
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (ruleset_id, &error);
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (DkDeck) deck = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  const DkModule *module;

  g_assert_no_error (error);
  db = dk_card_db_new_default (dk_ruleset_get_rules (ruleset), &error);
  g_assert_no_error (error);
  deck = dk_deck_load (db, path, &error);
  g_assert_no_error (error);
  g_assert_true (dk_deck_get_db (deck) == db);
  module = dk_rules_get_module (dk_ruleset_get_rules (ruleset));
  g_assert_nonnull (module->check_deck);
  module->check_deck (dk_ruleset_get_rules (ruleset), ruleset, deck, problems);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (problems, i));
  g_assert_cmpuint (problems->len, ==, 0);
}

static const DkRules *
rules_of (const char *game)
{
  g_autoptr (GError) error = NULL;
  const DkRules *rules = dk_rules_get (game, &error);

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  return rules;
}

static DkCardDb *
load_starter (const char *game)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *root = source_root ();
  g_autofree char *path = g_build_filename (root, "cards", game, "starter.xml", NULL);
  DkCardDb *db = dk_card_db_new (rules_of (game));

  dk_card_db_load_file (db, path, &error);
  g_assert_no_error (error);
  return db;
}

static gint32
stat_of (const DkRules *rules, const DkCardDef *def, const char *name)
{
  gint index = dk_rules_stat_index (rules, name);

  g_assert_cmpint (index, >=, 0);
  return def->stats[index];
}

static gboolean
stat_present (const DkRules *rules, const DkCardDef *def, const char *name)
{
  gint index = dk_rules_stat_index (rules, name);

  return (def->present & (G_GUINT64_CONSTANT (1) << index)) != 0;
}

static void
test_ufs_stats (void)
{
  const DkRules *rules = rules_of ("ufs");
  g_autoptr (DkCardDb) db = load_starter ("ufs");
  const DkCardDef *kira = dk_card_db_lookup (db, "DKU1-001");
  const DkCardDef *odo = dk_card_db_lookup (db, "DKU1-004");
  const DkCardDef *hammer = dk_card_db_lookup (db, "DKU1-012");
  const DkCardDef *uppercut = dk_card_db_lookup (db, "DKU1-016");
  const DkCardDef *wind = dk_card_db_lookup (db, "DKU1-023");
  const DkKeyword *kw;

  g_assert_nonnull (kira);
  g_assert_cmpstr (kira->name, ==, "Kira Vale");
  g_assert_cmpint (kira->type, ==, dk_rules_card_type_index (rules, "character"));
  g_assert_cmpint (stat_of (rules, kira, "vitality"), ==, 22);
  g_assert_cmpint (stat_of (rules, kira, "hand-size"), ==, 7);
  g_assert_cmpint (stat_of (rules, kira, "control"), ==, 5);
  /* resources="fire good water": bits 6, 7 and 11 of the symbol table. */
  g_assert_cmpint (stat_of (rules, kira, "resources"), ==, (1 << 6) | (1 << 7) | (1 << 11));
  g_assert_cmpint (stat_of (rules, kira, "gender"), ==, 1);
  g_assert_cmpint (stat_of (rules, kira, "version"), ==, 1);
  g_assert_false (stat_present (rules, kira, "version"));
  g_assert_cmpint (stat_of (rules, odo, "version"), ==, 2);
  g_assert_true (stat_present (rules, odo, "version"));
  g_assert_cmpint (stat_of (rules, kira, "universe"), ==, (gint32) g_quark_from_string ("duelkit"));
  g_assert_cmpint (stat_of (rules, kira, "block-modifier"), ==, 1);
  g_assert_cmpint (stat_of (rules, kira, "attack-zone"), ==, -1);
  g_assert_false (stat_present (rules, kira, "speed"));
  g_assert_cmpstr (kira->text, ==, "A street fighter who learned to read an opponent's breathing.");
  g_assert_cmpstr (kira->set_id, ==, "DKU1");
  /* The line of "<card", though the start tag runs on to the next. */
  g_assert_cmpuint (kira->line, ==, 6);

  g_assert_cmpint (stat_of (rules, hammer, "speed"), ==, 2);
  g_assert_cmpint (stat_of (rules, hammer, "damage"), ==, 6);
  g_assert_cmpint (stat_of (rules, hammer, "attack-zone"), ==, 0);
  g_assert_cmpint (stat_of (rules, hammer, "difficulty"), ==, 5);
  g_assert_cmpuint (hammer->n_keywords, ==, 2);
  kw = dk_card_def_get_keyword (hammer, "Powerful");
  g_assert_nonnull (kw);
  g_assert_cmpint (kw->rating, ==, 1);
  kw = dk_card_def_get_keyword (hammer, "Punch");
  g_assert_cmpint (kw->rating, ==, -1);
  kw = dk_card_def_get_keyword (uppercut, "Combo");
  g_assert_cmpstr (dk_keyword_get_attr (kw, "requires"), ==, "kick");
  g_assert_null (dk_keyword_get_attr (kw, "name"));

  g_assert_cmpuint (wind->n_abilities, ==, 1);
  g_assert_cmpstr (wind->abilities[0].text, ==, "E Commit: draw a card.");
  g_assert_cmpint (wind->abilities[0].type, ==, 0);
}

static void
test_bos_stats (void)
{
  const DkRules *rules = rules_of ("bos");
  g_autoptr (DkCardDb) db = load_starter ("bos");
  const DkCardDef *king = dk_card_db_lookup (db, "DKB1-013");
  const DkCardDef *wisp = dk_card_db_lookup (db, "DKB1-014");
  const DkCardDef *blade = dk_card_db_lookup (db, "DKB1-020");
  const DkCardDef *siphon = dk_card_db_lookup (db, "DKB1-030");

  g_assert_cmpint (stat_of (rules, king, "class"), ==, 3);
  g_assert_cmpint (stat_of (rules, king, "atk"), ==, 3500);
  g_assert_cmpint (stat_of (rules, king, "rst"), ==, 3000);
  g_assert_cmpint (stat_of (rules, king, "token"), ==, 0);
  g_assert_cmpstr (king->flavor, ==, "His crown is the only fire left in the valley.");
  g_assert_cmpint (stat_of (rules, wisp, "token"), ==, 1);
  g_assert_cmpint (stat_of (rules, blade, "duration"), ==, 2);
  g_assert_cmpint (stat_of (rules, blade, "class"), ==, -1);
  g_assert_cmpuint (siphon->n_abilities, ==, 1);
  g_assert_cmpint (siphon->abilities[0].type, ==, 2); /* quick */
  g_assert_true (dk_card_db_get (db, king->index) == king);
}

/* A file with any problem adds nothing, even its good cards. */
static void
test_all_or_nothing (void)
{
  g_autoptr (DkCardDb) db = load_starter ("ufs");
  g_autofree char *dup =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", "duplicate-id.xml", NULL);
  g_autofree char *base =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", "sub", "dup-base.xml", NULL);
  g_autofree char *clash =
      g_test_build_filename (G_TEST_DIST, "..", "data", "valid", "clash-with-starter.xml", NULL);
  g_autoptr (GError) error = NULL;
  guint size = dk_card_db_size (db);

  g_assert_cmpuint (size, >, 20);
  g_assert_false (dk_card_db_load_file (db, dup, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (dk_card_db_size (db), ==, size);
  g_assert_null (dk_card_db_lookup (db, "BAD-2"));

  /* Valid alone, but one of its ids is already loaded. */
  g_assert_false (dk_card_db_load_file (db, clash, &error));
  g_assert_nonnull (strstr (error->message, "duplicate card id DKU1-010 (first at "));
  g_assert_nonnull (strstr (error->message, "starter.xml:"));
  g_clear_error (&error);
  g_assert_cmpuint (dk_card_db_size (db), ==, size);
  g_assert_null (dk_card_db_lookup (db, "CLASH-1"));

  g_assert_true (dk_card_db_load_file (db, base, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dk_card_db_size (db), ==, size + 1);
  g_assert_false (dk_card_db_load_file (db, base, &error));
  g_clear_error (&error);
  g_assert_cmpuint (dk_card_db_size (db), ==, size + 1);

  /* A set of the other game is refused as such. */
  {
    g_autofree char *root = source_root ();
    g_autofree char *bos = g_build_filename (root, "cards", "bos", "starter.xml", NULL);

    g_assert_false (dk_card_db_load_file (db, bos, &error));
    g_assert_nonnull (strstr (error->message, "not 'ufs'"));
  }
}

static void
test_inline_cards (void)
{
  g_autoptr (DkCardDb) db = load_starter ("ufs");
  g_autoptr (GError) error = NULL;
  const char *text =
      "<scenario game=\"ufs\">\n"
      "  <cards>\n"
      "    <card id=\"T-CHAR\" type=\"character\" name=\"Test\" difficulty=\"0\" control=\"5\"\n"
      "          hand-size=\"6\" vitality=\"20\" resources=\"fire\"/>\n"
      "    <card id=\"T-JAB\" type=\"attack\" name=\"Jab\" difficulty=\"1\" control=\"5\">\n"
      "      <attack zone=\"high\" speed=\"2\" damage=\"5\"/>\n"
      "    </card>\n"
      "  </cards>\n"
      "  <cards>\n"
      "    <card id=\"T-BAD\" type=\"attack\" name=\"No attack\" difficulty=\"1\" control=\"5\"/>\n"
      "  </cards>\n"
      "</scenario>\n";
  xmlDoc *doc = xmlReadMemory (text, (int) strlen (text), "inline.scenario", NULL, XML_PARSE_NONET);
  xmlNode *cards = xmlDocGetRootElement (doc)->children;
  guint size = dk_card_db_size (db);
  const DkCardDef *jab;

  while (cards->type != XML_ELEMENT_NODE)
    cards = cards->next;
  g_assert_true (dk_card_db_load_node (db, cards, "inline.scenario", "T", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dk_card_db_size (db), ==, size + 2);
  jab = dk_card_db_lookup (db, "T-JAB");
  g_assert_nonnull (jab);
  g_assert_cmpuint (jab->line, ==, 5);
  g_assert_cmpstr (jab->file, ==, "inline.scenario");
  g_assert_cmpint (stat_of (rules_of ("ufs"), jab, "damage"), ==, 5);

  cards = cards->next;
  while (cards->type != XML_ELEMENT_NODE)
    cards = cards->next;
  g_assert_false (dk_card_db_load_node (db, cards, "inline.scenario", "T", &error));
  g_assert_true (g_str_has_prefix (error->message, "inline.scenario:10:"));
  g_assert_cmpuint (dk_card_db_size (db), ==, size + 2);
  xmlFreeDoc (doc);
}

static void
test_ruleset_extends (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) turbo = dk_ruleset_find ("ufs-turbo", &error);
  g_autoptr (DkRuleset) team = NULL;
  g_autoptr (DkRuleset) royal = NULL;
  g_autoptr (DkRuleset) def = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (dk_ruleset_get_id (turbo), ==, "ufs-turbo");
  g_assert_cmpstr (dk_ruleset_get_extends (turbo), ==, "ufs-standard");
  g_assert_cmpint (dk_ruleset_get_by_name (turbo, "deck-size-exact"), ==, 41);
  g_assert_cmpint (dk_ruleset_get_by_name (turbo, "cycle-remove"), ==, 5);
  g_assert_cmpint (dk_ruleset_get_by_name (turbo, "mulligan"), ==, 1);
  /* From ufs-standard, and from the module's defaults. */
  g_assert_cmpint (dk_ruleset_get_by_name (turbo, "max-copies"), ==, 4);
  g_assert_cmpint (dk_ruleset_get_by_name (turbo, "deck-size-min"), ==, 60);
  g_assert_cmpint (dk_ruleset_get_by_name (turbo, "first-player-skips-ready"), ==, 1);
  g_assert_cmpint (dk_ruleset_get (turbo, (guint) dk_rules_param_index (
                                              dk_ruleset_get_rules (turbo), "cycle-remove")),
                   ==, 5);

  team = dk_ruleset_find ("bos-team", &error);
  g_assert_no_error (error);
  g_assert_cmpint (dk_ruleset_get_by_name (team, "team-size"), ==, 2);
  g_assert_cmpint (dk_ruleset_get_by_name (team, "starting-sp"), ==, 8000);
  g_assert_cmpint (dk_ruleset_get_by_name (team, "winning-sp"), ==, 16000);
  royal = dk_ruleset_find ("bos-battle-royal", &error);
  g_assert_no_error (error);
  g_assert_cmpint (dk_ruleset_get_by_name (royal, "deck-min"), ==, 40);

  def = dk_ruleset_find ("ufs-default", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (dk_ruleset_get_id (def), ==, "ufs-default");
  g_assert_null (dk_ruleset_get_file (def));
  g_assert_cmpint (dk_ruleset_get_by_name (def, "cycle-remove"), ==, 10);

  g_assert_null (dk_ruleset_find ("no-such-ruleset", &error));
  g_assert_nonnull (error);
}

static void
test_ruleset_phases (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_test_build_filename (G_TEST_DIST, "..", "data", "valid", "bos-no-main2.ruleset", NULL);
  g_autoptr (DkRuleset) ruleset = dk_ruleset_load_file (path, &error);
  g_autoptr (DkRuleset) child = NULL;
  g_autoptr (DkRuleset) standard = NULL;
  g_autofree char *child_path = NULL;
  const DkRules *rules;
  const guint8 *order;
  guint n;

  g_assert_no_error (error);
  rules = dk_ruleset_get_rules (ruleset);
  order = dk_ruleset_get_phase_order (ruleset, &n);
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpint (order[0], ==, dk_rules_phase_index (rules, "draw"));
  g_assert_cmpint (order[1], ==, dk_rules_phase_index (rules, "ready"));
  g_assert_cmpint (order[2], ==, dk_rules_phase_index (rules, "main1"));
  g_assert_cmpint (order[3], ==, dk_rules_phase_index (rules, "battle"));
  g_assert_cmpint (order[4], ==, dk_rules_phase_index (rules, "end"));
  g_assert_cmpint (dk_ruleset_get_by_name (ruleset, "hand-limit"), ==, 8);

  /* A ruleset that extends it keeps its phase order; found next to it. */
  child_path =
      g_test_build_filename (G_TEST_DIST, "..", "data", "valid", "bos-no-main2-fast.ruleset", NULL);
  child = dk_ruleset_load_file (child_path, &error);
  g_assert_no_error (error);
  order = dk_ruleset_get_phase_order (child, &n);
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpint (order[4], ==, dk_rules_phase_index (rules, "end"));
  g_assert_cmpint (dk_ruleset_get_by_name (child, "hand-limit"), ==, 8);
  g_assert_cmpint (dk_ruleset_get_by_name (child, "winning-sp"), ==, 12000);

  standard = dk_ruleset_find ("bos-standard", &error);
  g_assert_no_error (error);
  order = dk_ruleset_get_phase_order (standard, &n);
  g_assert_cmpuint (n, ==, 6);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (order[i], ==, i);
}

static void
test_ruleset_list (void)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) list = dk_ruleset_list (problems);
  const char *const wanted[] = { "bos-battle-royal", "bos-standard", "bos-team",
                                 "ufs-standard",     "ufs-turbo",    NULL };

  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (problems, i));
  g_assert_cmpuint (problems->len, ==, 0);
  for (guint w = 0; wanted[w] != NULL; w++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < list->len; i++)
        if (g_strcmp0 (dk_ruleset_get_id (g_ptr_array_index (list, i)), wanted[w]) == 0)
          found = TRUE;
      g_assert_true (found);
    }
}

static void
test_default_db (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkCardDb) ufs = dk_card_db_new_default (rules_of ("ufs"), &error);
  g_autoptr (DkCardDb) bos = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (dk_card_db_lookup (ufs, "DKU1-001"));
  bos = dk_card_db_new_default (rules_of ("bos"), &error);
  g_assert_no_error (error);
  g_assert_nonnull (dk_card_db_lookup (bos, "DKB1-001"));
  g_assert_null (dk_card_db_lookup (bos, "DKU1-001"));
}

/* The BoS deck rules catch tokens, too many legends and too many copies. */
static void
test_bos_check_deck (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find ("bos-standard", &error);
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  g_autoptr (DkCardDb) db = load_starter ("bos");
  g_autoptr (DkDeck) deck = dk_deck_new ("test");
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *all = NULL;

  dk_deck_set_db (deck, db);
  dk_deck_add (deck, dk_card_db_lookup (db, "DKB1-001")->index, 5);
  dk_deck_add (deck, dk_card_db_lookup (db, "DKB1-013")->index, 4);
  dk_deck_add (deck, dk_card_db_lookup (db, "DKB1-014")->index, 1);
  dk_rules_get_module (rules)->check_deck (rules, ruleset, deck, problems);
  g_ptr_array_add (problems, NULL);
  all = g_strjoinv ("\n", (char **) problems->pdata);
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (all, "the deck has 10 cards"));
  g_assert_nonnull (strstr (all, "5 copies of \"Ashen Spearman\""));
  g_assert_nonnull (strstr (all, "DKB1-014 is a fighter token"));
  g_assert_nonnull (strstr (all, "4 legendary warriors"));
}

/* Two printings of one name are copies of the same card. */
static void
test_bos_copies_by_name (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find ("bos-standard", &error);
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  g_autoptr (DkCardDb) db = load_starter ("bos");
  g_autoptr (DkDeck) deck = dk_deck_new ("reprints");
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *reprint =
      g_test_build_filename (G_TEST_DIST, "..", "data", "valid", "bos-same-name.xml", NULL);
  g_autofree char *all = NULL;

  g_assert_true (dk_card_db_load_file (db, reprint, &error));
  g_assert_no_error (error);
  dk_deck_set_db (deck, db);
  dk_deck_add (deck, dk_card_db_lookup (db, "DKB1-001")->index, 3);
  dk_deck_add (deck, dk_card_db_lookup (db, "DKBX-001")->index, 3);
  dk_rules_get_module (rules)->check_deck (rules, ruleset, deck, problems);
  g_ptr_array_add (problems, NULL);
  all = g_strjoinv ("\n", (char **) problems->pdata);
  g_assert_nonnull (strstr (all, "6 copies of \"Ashen Spearman\""));
}

static GPtrArray *
read_manifest (void)
{
  g_autofree char *path =
      g_test_build_filename (G_TEST_DIST, "..", "data", "invalid", "EXPECTED", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRegex) exact_form = g_regex_new ("^([^ :]+):([0-9]+): (.+)$", 0, 0, NULL);
  g_auto (GStrv) lines = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func (invalid_case_free);
  g_autoptr (GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (GMatchInfo) match = NULL;
      g_auto (GStrv) parts = NULL;
      InvalidCase *c;

      g_strstrip (lines[i]);
      if (*lines[i] == '\0' || *lines[i] == '#')
        continue;
      /* FILE:LINE: MESSAGE, one line a problem, a file's lines together. */
      if (g_regex_match (exact_form, lines[i], 0, &match))
        {
          g_autofree char *name = g_match_info_fetch (match, 1);
          g_autofree char *line = g_match_info_fetch (match, 2);
          g_autofree char *message = g_match_info_fetch (match, 3);

          c = g_hash_table_lookup (by_name, name);
          if (c != NULL && c != g_ptr_array_index (cases, cases->len - 1))
            g_error ("EXPECTED:%u: the lines of %s are not together", i + 1, name);
          if (c == NULL)
            {
              c = g_new0 (InvalidCase, 1);
              c->name = g_steal_pointer (&name);
              c->exact = g_ptr_array_new_with_free_func (g_free);
              g_ptr_array_add (cases, c);
              g_hash_table_insert (by_name, c->name, c);
            }
          g_ptr_array_add (c->exact, g_strdup_printf ("%s: %s", line, message));
          continue;
        }
      /* FILE LINE SUBSTRING, the substring running to the end of the line. */
      parts = g_strsplit (lines[i], " ", 3);
      if (g_strv_length (parts) != 3)
        g_error ("EXPECTED:%u: expected FILE:LINE: MESSAGE or FILE LINE SUBSTRING", i + 1);
      if (g_hash_table_contains (by_name, parts[0]))
        g_error ("EXPECTED:%u: %s is listed twice", i + 1, parts[0]);
      c = g_new0 (InvalidCase, 1);
      c->name = g_strdup (parts[0]);
      c->line = atoi (parts[1]);
      c->substring = g_strdup (parts[2]);
      g_ptr_array_add (cases, c);
      g_hash_table_insert (by_name, c->name, c);
    }
  return cases;
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) cases = NULL;
  g_autoptr (GPtrArray) valid = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) decks = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *root = NULL;
  const char *const games[] = { "ufs", "bos", NULL };

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();

  cases = read_manifest ();
  for (guint i = 0; i < cases->len; i++)
    {
      InvalidCase *c = g_ptr_array_index (cases, i);
      g_autofree char *test_path = g_strdup_printf ("/load/invalid/%s", c->name);

      g_test_add_data_func (test_path, c, test_invalid);
    }
  g_test_add_func ("/load/invalid/too-large", test_invalid_too_large);
  g_test_add_func ("/load/invalid/error-codes", test_malformed_code);
  g_test_add_func ("/load/invalid/all-problems", test_all_problems);
  g_test_add_func ("/load/invalid/n-problems", test_n_problems);
  g_test_add_func ("/load/invalid/big-lines", test_big_lines);

  root = source_root ();
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autofree char *dir = g_build_filename (root, "cards", games[g], NULL);

      add_files (valid, dir, ".xml");
      add_files (valid, dir, ".deck");
      add_files (decks, dir, ".deck");
    }
  {
    g_autofree char *dir = g_build_filename (root, "rulesets", NULL);
    g_autofree char *valid_dir = g_test_build_filename (G_TEST_DIST, "..", "data", "valid", NULL);

    add_files (valid, dir, ".ruleset");
    add_files (valid, valid_dir, ".xml");
    add_files (valid, valid_dir, ".ruleset");
    add_files (valid, valid_dir, ".scenario");
  }
  for (guint i = 0; i < valid->len; i++)
    {
      const char *path = g_ptr_array_index (valid, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *parent = g_path_get_basename (dir);
      g_autofree char *test_path = g_strdup_printf ("/load/valid/%s/%s", parent, base);

      g_test_add_data_func (test_path, path, test_valid_file);
    }
  for (guint i = 0; i < decks->len; i++)
    {
      const char *path = g_ptr_array_index (decks, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *test_path = g_strdup_printf ("/load/deck-legal/%s", base);

      g_test_add_data_func (test_path, path, test_deck_legal);
    }

  g_test_add_func ("/load/cards/ufs-stats", test_ufs_stats);
  g_test_add_func ("/load/cards/bos-stats", test_bos_stats);
  g_test_add_func ("/load/cards/all-or-nothing", test_all_or_nothing);
  g_test_add_func ("/load/cards/inline", test_inline_cards);
  g_test_add_func ("/load/cards/default-db", test_default_db);
  g_test_add_func ("/load/deck/bos-check", test_bos_check_deck);
  g_test_add_func ("/load/deck/bos-copies-by-name", test_bos_copies_by_name);
  g_test_add_func ("/load/ruleset/extends", test_ruleset_extends);
  g_test_add_func ("/load/ruleset/phases", test_ruleset_phases);
  g_test_add_func ("/load/ruleset/list", test_ruleset_list);

  return g_test_run ();
}
