/* test-ufs-rules-b.c: UFS rules that no position shows, each tested on
 * real objects: the decks shuffled as a game starts (E.1.2), the attacks
 * waiting on the attack stack shown as pending (F.2.3.3), the parts of a
 * played ability the loader requires (H.1.2, H.1.6.1) and a deck refused
 * for an ability with no effect (H.1.7).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "dk-games.h"
#include "ufs/ufs-private.h"
#include "dk-test-position.h"

static DkCardDb *db;
static DkRuleset *standard;

/* @text written to a temporary file named after @template; its path. */
static char *
write_tmp (const char *template, const char *text)
{
  char *path = NULL;
  int fd = g_file_open_tmp (template, &path, NULL);

  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* Load a card set of one foundation card whose text is @card_body (its
 * abilities); NULL when it loads, else the error message. */
static char *
load_one_card (const char *card_body)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkCardDb) cards = dk_card_db_new (dk_ruleset_get_rules (standard));
  g_autofree char *xml = g_strdup_printf (
      "<?xml version=\"1.0\"?>\n<cardset game=\"ufs\" id=\"RX\" name=\"one card\" format=\"1\">\n"
      "<card id=\"RX-1\" type=\"foundation\" name=\"Probe\" difficulty=\"0\" control=\"5\" "
      "resources=\"fire\">\n%s\n</card>\n</cardset>\n",
      card_body);
  g_autofree char *path = write_tmp ("ufs-rules-b-XXXXXX.xml", xml);
  gboolean ok = dk_card_db_load_file (cards, path, &error);

  g_unlink (path);
  if (ok)
    {
      g_assert_no_error (error);
      return NULL;
    }
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

/* The definitions of @player's deck, top first, as a string of ids. */
static char *
deck_order (DkGame *g, guint player)
{
  GString *out = g_string_new (NULL);
  guint n;
  const guint16 *cards = dk_game_zone (g, UFS_ZONE_DECK, player, &n);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s ", dk_game_card_def (g, cards[i])->id);
  return g_string_free (out, FALSE);
}

/* How many shuffle events of @player's deck the log holds. */
static guint
deck_shuffles (DkGame *g, guint player)
{
  guint found = 0;

  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      const DkEvent *e = dk_game_event (g, i);

      if (e->type == DK_EVENT_SHUFFLE && e->player == (gint) player && e->a[0] == UFS_ZONE_DECK)
        found++;
    }
  return found;
}

/* Kira against Brannoch, each deck 20 cards of four kinds in runs of
 * five; started from the very beginning, shuffled or not. Out: each
 * deck's order as it was built. */
static DkGame *
new_game (gboolean shuffle, char **built)
{
  static const char *const runs[] = { "RB-NINE", "RB-ZERO", "RB-FIVE", "RB-SEVEN" };
  DkGame *g = dkt_new_duel (standard, db, "RB-KIRA", "RB-BRAN", 0, 0);

  dk_game_set_logging (g, TRUE);
  for (guint p = 0; p < 2; p++)
    {
      for (guint r = 0; r < G_N_ELEMENTS (runs); r++)
        dkt_add_cards (g, db, runs[(r + p) % G_N_ELEMENTS (runs)], p, UFS_ZONE_DECK, 5);
      built[p] = deck_order (g, p);
    }
  dk_game_start (g, shuffle);
  return g;
}

/* E.1.2: before the game begins each player's deck is shuffled, before
 * anyone chooses who goes first or draws. */
static void
test_decks_shuffled_at_the_start (void)
{
  char *built[2];
  g_autoptr (DkGame) g = new_game (TRUE, built);

  /* E.1.3: the first decision is who goes first: nothing drawn yet. */
  g_assert_nonnull (dk_game_decision (g));
  g_assert_cmpuint (dk_game_zone_size (g, UFS_ZONE_HAND, 0), ==, 0);
  g_assert_cmpuint (dk_game_zone_size (g, UFS_ZONE_HAND, 1), ==, 0);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *now = deck_order (g, p);

      g_assert_cmpuint (deck_shuffles (g, p), ==, 1);
      g_assert_cmpuint (dk_game_zone_size (g, UFS_ZONE_DECK, p), ==, 20);
      /* Runs of five left in place by a shuffle: once in 20!/(5!^4). */
      g_assert_cmpstr (now, !=, built[p]);
      g_free (built[p]);
    }
}

/* E.1.2, the other way: a game started without shuffling (a position
 * whose decks are given in order) keeps its decks as they were built, so
 * the order changed above is the shuffle's. */
static void
test_unshuffled_start_keeps_the_order (void)
{
  char *built[2];
  g_autoptr (DkGame) g = new_game (FALSE, built);

  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *now = deck_order (g, p);

      g_assert_cmpuint (deck_shuffles (g, p), ==, 0);
      g_assert_cmpstr (now, ==, built[p]);
      g_free (built[p]);
    }
}

/* The board as @viewer sees it, in plain text. */
static char *
board_text (const DkGame *g, gint viewer)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  g_autoptr (DkGame) view = dk_game_view (g, (guint) viewer);
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();

  module->describe_board (view, viewer, 100, out);
  return g_strdup (dk_text_buf_get_string (out));
}

/* F.2.3.3: the attacks on the attack stack are the pending attacks: a
 * Multiple copy made in its attack's Enhance Step waits there while the
 * defender is asked to block the original, and the board shows it as
 * pending beside the attack under way, to both players; once it has
 * attacked, nothing is pending. */
static void
test_attack_stack_holds_the_pending_attacks (void)
{
  g_autoptr (DkGame) g = dkt_new_duel (standard, db, "RB-KIRA", "RB-BRAN", 20, 20);
  g_autofree char *before = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *after = NULL;
  guint guard = 0;

  dkt_add_cards (g, db, "RB-NINE", 0, UFS_ZONE_DECK, 20);
  dkt_add_cards (g, db, "RB-NINE", 1, UFS_ZONE_DECK, 20);
  dkt_add_card (g, db, "RB-MULTI", 0, UFS_ZONE_HAND);
  dkt_add_card (g, db, "RB-FIVE", 0, UFS_ZONE_HAND);
  dkt_add_cards (g, db, "RB-FIVE", 0, UFS_ZONE_MOMENTUM, 2);
  dkt_add_cards (g, db, "RB-ZERO", 0, UFS_ZONE_DISCARD, 2);
  dkt_add_card (g, db, "RB-GUARD", 1, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 1);
  before = board_text (g, 0);
  g_assert_null (strstr (before, "pending"));
  dkt_apply (g, "play RB-MULTI");
  dkt_apply (g, "ability RB-MULTI 1");
  dkt_apply (g, "number 1");
  /* Player 2 is asked to block the original attack: its copy waits. */
  g_assert_cmpint (dk_game_decision (g)->player, ==, 1);
  g_assert_cmpuint (ufs_state (g)->n_attack_stack, ==, 1);
  mine = board_text (g, 0);
  theirs = board_text (g, 1);
  dkt_assert_contains (mine, "(+1 pending)");
  dkt_assert_contains (theirs, "(+1 pending)");
  /* The original attack and its copy play out; then player 1 has forms
   * again, nothing pending. */
  while (!dk_game_is_over (g) && guard++ < 100)
    {
      const DkDecision *d = dk_game_decision (g);
      g_autofree char *first = dk_game_option_to_string (g, &d->options[0]);

      if (d->player == 0 && strcmp (first, "play RB-FIVE") == 0)
        break;
      /* no block, no response: the last option */
      g_free (first);
      first = dk_game_option_to_string (g, &d->options[d->n_options - 1]);
      dkt_apply (g, first);
    }
  g_assert_cmpuint (ufs_state (g)->n_attack_stack, ==, 0);
  after = board_text (g, 0);
  g_assert_null (strstr (after, "pending"));
  g_assert_cmpint (dk_game_counter (g, 1, 0), ==, 14);
}

/* H.1.2: a played ability is designated by its type letter: an ability
 * without one, or with a letter that is no type, is refused at load. */
static void
test_ability_needs_its_type (void)
{
  g_autofree char *none = load_one_card ("<ability><effect><gain counter=\"vitality\" amount=\"1\" "
                                         "player=\"you\"/></effect></ability>");
  g_autofree char *wrong = load_one_card ("<ability type=\"X\"><effect><gain counter=\"vitality\" "
                                          "amount=\"1\" player=\"you\"/></effect></ability>");
  g_autofree char *form = load_one_card ("<ability type=\"F\"><effect><gain counter=\"vitality\" "
                                         "amount=\"1\" player=\"you\"/></effect></ability>");

  g_assert_nonnull (none);
  g_assert_nonnull (strstr (none, ":4:"));
  g_assert_nonnull (wrong);
  g_assert_nonnull (strstr (wrong, ":4:"));
  g_assert_null (form);
}

/* H.1.6.1: a response condition is required in an R ability and appears
 * in no other played ability; a continuous ability may wait for an event
 * (a fired effect, J.3.2). */
static void
test_response_condition_only_on_r (void)
{
  static const char *const effect =
      "<effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>";
  static const char *const when = "<when event=\"card-played\" player=\"opponent\"/>";
  g_autofree char *r_alone = NULL;
  g_autofree char *r_when = NULL;
  g_autofree char *e_when = NULL;
  g_autofree char *f_when = NULL;
  g_autofree char *fired = NULL;
  g_autofree char *text = NULL;
  g_autofree char *body = NULL;

  body = g_strdup_printf ("<ability type=\"R\">%s</ability>", effect);
  r_alone = load_one_card (body);
  g_free (body);
  body = g_strdup_printf ("<ability type=\"R\">%s%s</ability>", when, effect);
  r_when = load_one_card (body);
  g_free (body);
  body = g_strdup_printf ("<ability type=\"E\">%s%s</ability>", when, effect);
  e_when = load_one_card (body);
  g_free (body);
  body = g_strdup_printf ("<ability type=\"F\">%s%s</ability>", when, effect);
  f_when = load_one_card (body);
  g_free (body);
  body = g_strdup_printf ("<ability type=\"continuous\">%s%s</ability>", when, effect);
  fired = load_one_card (body);
  /* An R ability kept as printed text only is never played (H.1). */
  text = load_one_card ("<ability type=\"R\" text=\"R: Something.\" compiled=\"false\"/>");

  g_assert_nonnull (r_alone);
  g_assert_nonnull (strstr (r_alone, ":4:"));
  g_assert_nonnull (strstr (r_alone, "H.1.6.1"));
  g_assert_nonnull (e_when);
  g_assert_nonnull (strstr (e_when, "H.1.6.1"));
  g_assert_nonnull (f_when);
  g_assert_nonnull (strstr (f_when, "H.1.6.1"));
  g_assert_null (r_when);
  g_assert_null (fired);
  g_assert_null (text);
}

/* A 60-card deck for Kira, four copies of each of fifteen fillers, one
 * of them @extra when not NULL; the module's problems with it. */
static GPtrArray *
check_deck (const char *extra)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) xml = g_string_new (
      "<?xml version=\"1.0\"?>\n<deck game=\"ufs\" name=\"test\" character=\"RB-KIRA\">\n");
  g_autofree char *path = NULL;
  g_autoptr (DkDeck) deck = NULL;
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 1; i <= 15; i++)
    g_string_append_printf (xml, "  <card ref=\"RB-F%02u\" count=\"%u\"/>\n", i,
                            i == 1 && extra != NULL ? 3 : 4);
  if (extra != NULL)
    g_string_append_printf (xml, "  <card ref=\"%s\" count=\"1\"/>\n", extra);
  g_string_append (xml, "</deck>\n");
  path = write_tmp ("ufs-rules-b-XXXXXX.deck", xml->str);
  deck = dk_deck_load (db, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (deck);
  g_assert_cmpuint (dk_deck_count (deck), ==, 60);
  dk_deck_check (deck, standard, problems);
  g_unlink (path);
  return problems;
}

/* H.1.7: the immediate effect is a required part of a played ability: a
 * deck holding a card whose ability has none is refused; the same deck
 * with a card whose ability has one is not. */
static void
test_ability_needs_an_effect (void)
{
  g_autoptr (GPtrArray) empty = check_deck ("RB-EMPTY");
  g_autoptr (GPtrArray) heal = check_deck ("RB-HEAL");
  g_autoptr (GPtrArray) plain = check_deck (NULL);

  g_assert_cmpuint (plain->len, ==, 0);
  g_assert_cmpuint (heal->len, ==, 0);
  g_assert_cmpuint (empty->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (empty, 0), "RB-EMPTY"));
  g_assert_nonnull (strstr (g_ptr_array_index (empty, 0), "no effect"));
}

int
main (int argc, char **argv)
{

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  db = dkt_load_test_cards ("ufs-standard", &standard, "rules-b-cards.xml");

  g_test_add_func ("/ufs-rules/E.1.2/decks-shuffled-at-the-start",
                   test_decks_shuffled_at_the_start);
  g_test_add_func ("/ufs-rules/E.1.2/unshuffled-start-keeps-the-order",
                   test_unshuffled_start_keeps_the_order);
  g_test_add_func ("/ufs-rules/F.2.3.3/attack-stack-holds-the-pending-attacks",
                   test_attack_stack_holds_the_pending_attacks);
  g_test_add_func ("/ufs-rules/H.1.2/ability-needs-its-type", test_ability_needs_its_type);
  g_test_add_func ("/ufs-rules/H.1.6.1/response-condition-only-on-r",
                   test_response_condition_only_on_r);
  g_test_add_func ("/ufs-rules/H.1.7/deck-refused-for-an-ability-without-effect",
                   test_ability_needs_an_effect);
  return g_test_run ();
}
