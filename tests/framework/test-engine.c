/* test-engine.c: the engine's core promises, driven by the test game.
 *
 * - a copy continued with the same choices ends exactly like the original
 *   (state and event log), from every decision of many random games;
 * - the same seed and choices give the same game;
 * - every option's text form parses back to that option;
 * - the RNG gives the published reference sequences;
 * - illegal and malformed actions are refused and change nothing.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "sk-fixture.h"
#include "sk-module.h"


/* Plays a random game; returns the indices chosen, in order. */
static GArray *
play_random (DkGame *g, guint64 agent_seed)
{
  GArray *choices = g_array_new (FALSE, FALSE, sizeof (guint));
  DkRng rng;

  dk_rng_seed (&rng, agent_seed);
  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      guint c;

      g_assert_nonnull (d);
      g_assert_cmpuint (d->n_options, >=, 2);
      c = dk_rng_below (&rng, d->n_options);
      g_array_append_val (choices, c);
      g_assert_true (dk_game_apply (g, c, NULL));
      g_assert_cmpuint (choices->len, <, 100000);
    }
  return choices;
}

static char *
log_of (const DkGame *g)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      dk_game_event_to_json (g, dk_game_event (g, i), s);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static void
continue_with (DkGame *g, GArray *choices, guint from)
{
  for (guint i = from; i < choices->len; i++)
    g_assert_true (dk_game_apply (g, g_array_index (choices, guint, i), NULL));
  g_assert_true (dk_game_is_over (g));
}

/* From every decision of a game, a copy continued with the same choices
 * ends in the same state, with the same log, as the original. */
static void
test_copy_continues_identically (gconstpointer data)
{
  guint64 seed = GPOINTER_TO_UINT (data);
  g_autoptr (DkGame) original = sk_fixture_new_game (seed);
  g_autoptr (GArray) choices = play_random (original, seed * 7 + 1);
  g_autofree char *original_log = log_of (original);
  g_autoptr (DkGame) g = sk_fixture_new_game (seed);

  g_test_message ("seed %" G_GUINT64_FORMAT ": %u choices, %u events, winner %d", seed,
                  choices->len, dk_game_n_events (original), dk_game_winner (original));
  g_assert_cmpuint (choices->len, >, 10);
  for (guint i = 0; i <= choices->len; i++)
    {
      g_autoptr (DkGame) copy = dk_game_copy (g);
      g_autofree char *copy_log = NULL;

      g_assert_true (dk_game_equal (copy, g));
      continue_with (copy, choices, i);
      g_assert_true (dk_game_equal (copy, original));
      copy_log = log_of (copy);
      g_assert_cmpstr (copy_log, ==, original_log);
      if (i < choices->len)
        g_assert_true (dk_game_apply (g, g_array_index (choices, guint, i), NULL));
    }
  g_assert_true (dk_game_equal (g, original));
}

/* Changing the copy leaves the original alone. */
static void
test_copy_is_independent (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (11);
  g_autoptr (DkGame) before = dk_game_copy (g);
  g_autoptr (DkGame) copy = dk_game_copy (g);
  g_autoptr (GArray) choices = play_random (copy, 3);

  g_assert_cmpuint (choices->len, >, 0);
  g_assert_true (dk_game_equal (g, before));
  g_assert_false (dk_game_equal (g, copy));
}

/* The same seed and the same choices give the same game; another seed
 * gives another. */
static void
test_same_seed_same_game (void)
{
  g_autoptr (DkGame) a = sk_fixture_new_game (42);
  g_autoptr (DkGame) b = sk_fixture_new_game (42);
  g_autoptr (DkGame) c = sk_fixture_new_game (43);
  g_autoptr (GArray) choices = play_random (a, 5);
  g_autofree char *log_a = log_of (a);
  g_autofree char *log_b = NULL;

  continue_with (b, choices, 0);
  log_b = log_of (b);
  g_assert_cmpstr (log_a, ==, log_b);
  g_assert_cmpuint (dk_game_hash (a), ==, dk_game_hash (b));
  {
    g_autoptr (DkGame) fresh = sk_fixture_new_game (42);

    /* Another seed deals other cards. */
    g_assert_cmpuint (dk_game_hash (fresh), !=, dk_game_hash (c));
    g_assert_false (dk_game_equal (fresh, c));
  }
}

/* Every option of every decision prints to a text form that parses back to
 * that very option, and no two options of a decision print alike. */
static void
test_text_forms_round_trip (void)
{
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (DkGame) g = sk_fixture_new_game (seed);
      DkRng rng;

      dk_rng_seed (&rng, seed);
      while (!dk_game_is_over (g))
        {
          const DkDecision *d = dk_game_decision (g);
          g_autoptr (GHashTable) seen =
              g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

          for (guint i = 0; i < d->n_options; i++)
            {
              char *text = dk_game_option_to_string (g, &d->options[i]);
              guint back = G_MAXUINT;
              g_autoptr (GError) error = NULL;

              g_assert_false (g_hash_table_contains (seen, text));
              g_assert_true (dk_game_find_option (g, text, &back, &error));
              g_assert_no_error (error);
              g_assert_true (dk_game_option_equal (&d->options[back], &d->options[i]));
              g_hash_table_add (seen, text);
            }
          g_assert_true (dk_game_apply (g, dk_rng_below (&rng, d->n_options), NULL));
        }
    }
}

/* A bad action is refused with the right error and changes nothing. */
static void
test_bad_actions_change_nothing (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (3);
  g_autoptr (DkGame) before = dk_game_copy (g);
  g_autoptr (GError) error = NULL;
  const DkDecision *d = dk_game_decision (g);

  g_assert_false (dk_game_apply_text (g, "fly-away", &error));
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (dk_game_apply_text (g, "", &error));
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (dk_game_apply_text (g, "choose NO-SUCH-CARD", &error));
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (dk_game_apply (g, d->n_options, &error));
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_true (dk_game_equal (g, before));
}

/* A decision with one legal option is never asked, but it is recorded. */
static void
test_single_option_is_automatic (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (9);
  g_autoptr (GArray) choices = play_random (g, 9);
  guint automatic = 0;
  gint choice_event = dk_rules_event_index (sk_fx.rules, "choice");

  g_assert_cmpint (choice_event, >=, 0);
  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      const DkEvent *e = dk_game_event (g, i);

      if (e->type == (guint) choice_event && e->a[1] == 1)
        automatic++;
    }
  /* Every recorded choice is one we made or one the engine took alone. */
  g_assert_cmpuint (dk_game_n_choices (g), ==, choices->len + automatic);
  g_assert_cmpuint (automatic, >, 0);
}

/* A game that keeps no log and no record of choices plays the same game:
 * the same state after the same choices, nothing recorded. */
static void
test_no_record_same_game (void)
{
  g_autoptr (DkGame) recorded = sk_fixture_new_game (5);
  g_autoptr (GArray) choices = play_random (recorded, 5);
  g_autoptr (DkGame) g = sk_fixture_new_game (5);
  guint before;

  g_assert_true (dk_game_get_logging (g));
  g_assert_true (dk_game_get_choice_record (g));
  before = dk_game_n_choices (g);
  dk_game_set_logging (g, FALSE);
  dk_game_set_choice_record (g, FALSE);
  g_assert_false (dk_game_get_logging (g));
  g_assert_false (dk_game_get_choice_record (g));
  continue_with (g, choices, 0);
  g_assert_cmpuint (dk_game_n_choices (g), ==, before);
  g_assert_cmpuint (dk_game_n_choices (recorded), >, before + choices->len);
  g_assert_cmpuint (dk_game_hash (g), ==, dk_game_hash (recorded));
  g_assert_cmpint (dk_game_winner (g), ==, dk_game_winner (recorded));
  g_assert_cmpint (dk_game_turn (g), ==, dk_game_turn (recorded));
}

/* A search copy and a game made as a simulation keep no record, and play
 * on exactly as the recorded game. */
static void
test_search_copy_keeps_no_record (void)
{
  g_autoptr (DkGame) recorded = sk_fixture_new_game (8);
  g_autoptr (GArray) choices = play_random (recorded, 8);
  g_autoptr (DkGame) start = sk_fixture_new_game (8);
  g_autoptr (DkGame) search = dk_game_copy_for_search (start);
  g_autoptr (DkGame) sim = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (dk_game_get_logging (search));
  g_assert_false (dk_game_get_choice_record (search));
  g_assert_true (dk_game_get_logging (start));
  continue_with (search, choices, 0);
  g_assert_cmpuint (dk_game_n_events (search), ==, 0);
  g_assert_cmpuint (dk_game_n_choices (search), ==, 0);
  g_assert_cmpuint (dk_game_hash (search), ==, dk_game_hash (recorded));

  sim = dk_game_new_full (sk_fx.ruleset, sk_fx.db, sk_fx.decks, 2, 8, DK_GAME_SIMULATION, &error);
  g_assert_no_error (error);
  g_assert_false (dk_game_get_logging (sim));
  g_assert_cmpuint (dk_game_n_events (sim), ==, 0);
  continue_with (sim, choices, 0);
  g_assert_cmpuint (dk_game_n_events (sim), ==, 0);
  g_assert_cmpuint (dk_game_n_choices (sim), ==, 0);
  g_assert_cmpuint (dk_game_hash (sim), ==, dk_game_hash (recorded));
}

/* A view hides what its player does not know; a determinized view keeps
 * what they know and deals the rest from the same cards. */
static void
test_view_and_determinize (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (5);
  g_autoptr (DkGame) view = dk_game_view (g, 0);
  g_autoptr (DkGame) sample = dk_game_determinize (view, 0, 77);
  guint hidden = 0;
  g_autoptr (GArray) defs_g = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr (GArray) defs_s = g_array_new (FALSE, FALSE, sizeof (guint16));

  for (guint i = 0; i < dk_game_n_cards (g); i++)
    {
      const DkCard *c = dk_game_card (g, (gint32) i);

      if (dk_game_card_known_by (g, (gint32) i, 0))
        {
          g_assert_cmpuint (dk_game_card (view, (gint32) i)->def, ==, c->def);
          g_assert_cmpuint (dk_game_card (sample, (gint32) i)->def, ==, c->def);
        }
      else
        {
          g_assert_cmpuint (dk_game_card (view, (gint32) i)->def, ==, DK_UNKNOWN_DEF);
          g_assert_null (dk_game_card_def (view, (gint32) i));
          hidden++;
        }
      g_array_append_val (defs_g, c->def);
      g_array_append_val (defs_s, dk_game_card (sample, (gint32) i)->def);
    }
  /* Player 1's hand and both decks are hidden from player 0. */
  g_assert_cmpuint (hidden, >=, dk_game_zone_size (g, SK_ZONE_HAND, 1));
  g_assert_cmpuint (hidden, >, 0);
  /* The sample holds the same cards, dealt anew. */
  {
    guint16 *a = (guint16 *) defs_g->data, *b = (guint16 *) defs_s->data;
    guint n = defs_g->len;
    guint count_a[1024] = { 0 }, count_b[1024] = { 0 };

    for (guint i = 0; i < n; i++)
      {
        g_assert_cmpuint (a[i], <, 1024);
        g_assert_cmpuint (b[i], <, 1024);
        count_a[a[i]]++;
        count_b[b[i]]++;
      }
    g_assert_cmpmem (count_a, sizeof count_a, count_b, sizeof count_b);
  }
  /* The view's random stream is not the game's. */
  g_assert_cmpuint (dk_game_hash (view), !=, dk_game_hash (g));
}

/* xoshiro128** from state {1, 2, 3, 4}, and SplitMix64 from 0: the
 * reference sequences of their authors' code. */
static void
test_rng_reference (void)
{
  static const guint32 expected[] = { 11520u,      0u,          5927040u,    70819200u,
                                      2031721883u, 1637235492u, 1287239034u, 3734860849u,
                                      3729100597u, 4258142804u };
  DkRng rng = { { 1, 2, 3, 4 } };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpuint (dk_rng_next (&rng), ==, expected[i]);
  dk_rng_seed (&rng, 0);
  g_assert_cmpuint (rng.s[0], ==, 0x7b1dcdafu);
  g_assert_cmpuint (rng.s[1], ==, 0xe220a839u);
  g_assert_cmpuint (rng.s[2], ==, 0xa1b965f4u);
  g_assert_cmpuint (rng.s[3], ==, 0x6e789e6au);
}

/* dk_rng_below is uniform: a chi-square over 6 outcomes stays small, and
 * it never returns the bound. */
static void
test_rng_below_uniform (void)
{
  DkRng rng;
  guint counts[6] = { 0 };
  const guint n = 60000;
  double chi = 0;

  dk_rng_seed (&rng, 2024);
  for (guint i = 0; i < n; i++)
    {
      guint32 v = dk_rng_below (&rng, 6);

      g_assert_cmpuint (v, <, 6);
      counts[v]++;
    }
  for (guint i = 0; i < 6; i++)
    chi += (counts[i] - n / 6.0) * (counts[i] - n / 6.0) / (n / 6.0);
  /* 5 degrees of freedom: 20.5 is the 0.999 quantile. */
  g_assert_cmpfloat (chi, <, 20.5);
}

static void
test_rng_shuffle_is_permutation (void)
{
  DkRng rng;
  guint16 items[50];
  guint seen[50] = { 0 };
  gboolean moved = FALSE;

  dk_rng_seed (&rng, 9);
  for (guint i = 0; i < 50; i++)
    items[i] = (guint16) i;
  dk_rng_shuffle16 (&rng, items, 50);
  for (guint i = 0; i < 50; i++)
    {
      seen[items[i]]++;
      moved |= items[i] != i;
    }
  for (guint i = 0; i < 50; i++)
    g_assert_cmpuint (seen[i], ==, 1);
  g_assert_true (moved);
}

/* Once a game uses a card database, nothing more loads into it: games
 * read it without locks. */
static void
test_db_frozen_by_game (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *cards = g_build_filename (SK_SOURCE_DIR, "cards.xml", NULL);
  g_autoptr (DkCardDb) db = dk_card_db_new (sk_fx.rules);
  g_autofree char *extra = NULL;
  int fd;
  const char *text = "<?xml version=\"1.0\"?>\n"
                     "<cardset game=\"skirmish\" id=\"X\" name=\"extra\" format=\"1\">\n"
                     "  <card id=\"X-1\" type=\"unit\" name=\"Extra\" power=\"1\" cost=\"1\"/>\n"
                     "</cardset>\n";
  guint size;

  g_assert_true (dk_card_db_load_file (db, cards, &error));
  fd = g_file_open_tmp ("dk-extra-XXXXXX.xml", &extra, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (extra, text, -1, &error));
  size = dk_card_db_size (db);
  {
    g_autoptr (DkGame) g = dk_game_new (sk_fx.ruleset, db, sk_fx.decks, 2, 1, &error);

    g_assert_no_error (error);
    g_assert_nonnull (g);
  }
  g_assert_false (dk_card_db_load_file (db, extra, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "already in use by a game"));
  g_assert_cmpuint (dk_card_db_size (db), ==, size);
  g_assert_null (dk_card_db_lookup (db, "X-1"));
  g_unlink (extra);
}

/* dk_game_check_cards holds after every move of a real game, and names a
 * card whose zone field lies. */
static void
test_check_cards (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (21);
  g_autoptr (DkGame) broken = NULL;
  g_autofree char *fault = NULL;
  DkRng rng;

  dk_rng_seed (&rng, 21);
  while (!dk_game_is_over (g))
    {
      g_autofree char *f = dk_game_check_cards (g);

      g_assert_null (f);
      g_assert_true (dk_game_apply (g, dk_rng_below (&rng, dk_game_decision (g)->n_options), NULL));
    }
  broken = dk_game_copy (g);
  dk_game_card_mut (broken, 0)->zone =
      (guint8) ((dk_game_card (broken, 0)->zone + 1) % (dk_game_n_players (broken) * SK_N_ZONES));
  fault = dk_game_check_cards (broken);
  g_assert_nonnull (fault);
  g_assert_nonnull (strstr (fault, "card 0 "));
}

/* A search copy is packed without spare room; it still grows (a token, a
 * move) on its own, and leaves the original alone. */
static void
test_search_copy_grows (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (13);
  g_autoptr (DkGame) before = dk_game_copy (g);
  g_autoptr (DkGame) c = dk_game_copy_for_search (g);
  g_autoptr (GError) error = NULL;
  g_autofree char *fault = NULL;
  guint n = dk_game_n_cards (c), hand, deck;
  gint32 token, top;

  g_assert_cmpuint (dk_game_memory_size (c), <, dk_game_memory_size (g));
  g_assert_cmpuint (dk_game_hash (c), ==, dk_game_hash (g));
  hand = dk_game_zone_size (c, SK_ZONE_HAND, 1);
  deck = dk_game_zone_size (c, SK_ZONE_DECK, 0);
  token = dk_game_add_card (c, dk_game_card (c, 0)->def, 1, SK_ZONE_HAND, &error);
  g_assert_no_error (error);
  g_assert_cmpint (token, ==, (gint32) n);
  g_assert_cmpint (dk_game_zone_top (c, SK_ZONE_HAND, 1), ==, token);
  g_assert_cmpuint (dk_game_zone_size (c, SK_ZONE_HAND, 1), ==, hand + 1);
  top = dk_game_zone_top (c, SK_ZONE_DECK, 0);
  dk_game_move (c, top, SK_ZONE_HAND, 1, DK_POS_BOTTOM);
  g_assert_cmpint (dk_game_zone (c, SK_ZONE_HAND, 1, &hand)[0], ==, top);
  g_assert_cmpuint (hand, ==, dk_game_zone_size (g, SK_ZONE_HAND, 1) + 2);
  g_assert_cmpuint (dk_game_zone_size (c, SK_ZONE_DECK, 0), ==, deck - 1);
  fault = dk_game_check_cards (c);
  g_assert_null (fault);
  g_assert_cmpuint (dk_game_n_cards (g), ==, n);
  g_assert_true (dk_game_equal (g, before));
  while (!dk_game_is_over (c))
    g_assert_true (dk_game_apply (c, 0, NULL));
}

/* dk_game_keep_modifier() changes a value as dk_game_add_modifier() does,
 * without an event; both end as the card moves. */
static void
test_kept_modifier_is_quiet (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (3);
  gint32 card = dk_game_zone_top (g, SK_ZONE_HAND, 0);
  DkModifier m = { 0 };
  gint32 power;
  guint events;

  g_assert_cmpint (card, !=, DK_NO_CARD);
  power = dk_game_stat (g, card, SK_STAT_POWER);
  m.card = card;
  m.source = card;
  m.stat = SK_STAT_POWER;
  m.op = DK_MOD_ADD;
  m.expiry = DK_EXPIRE_END_OF_TURN;
  m.value = 2;
  events = dk_game_n_events (g);
  dk_game_add_modifier (g, &m);
  g_assert_cmpuint (dk_game_n_events (g), ==, events + 1);
  g_assert_cmpint (dk_game_stat (g, card, SK_STAT_POWER), ==, power + 2);
  m.value = 3;
  dk_game_keep_modifier (g, &m);
  g_assert_cmpuint (dk_game_n_events (g), ==, events + 1);
  g_assert_cmpint (dk_game_stat (g, card, SK_STAT_POWER), ==, power + 5);
  dk_game_move (g, card, SK_ZONE_DISCARD, 0, DK_POS_TOP);
  g_assert_cmpint (dk_game_stat (g, card, SK_STAT_POWER), ==, power);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  sk_fixture_init ();
  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/copy/continues-identically/seed-%u", seed);

      g_test_add_data_func (path, GUINT_TO_POINTER (seed), test_copy_continues_identically);
    }
  g_test_add_func ("/engine/copy/independent", test_copy_is_independent);
  g_test_add_func ("/engine/determinism/same-seed-same-game", test_same_seed_same_game);
  g_test_add_func ("/engine/actions/round-trip", test_text_forms_round_trip);
  g_test_add_func ("/engine/actions/bad-actions-change-nothing", test_bad_actions_change_nothing);
  g_test_add_func ("/engine/decisions/single-option-automatic", test_single_option_is_automatic);
  g_test_add_func ("/engine/record/off-same-game", test_no_record_same_game);
  g_test_add_func ("/engine/record/search-copy-keeps-none", test_search_copy_keeps_no_record);
  g_test_add_func ("/engine/hidden/view-and-determinize", test_view_and_determinize);
  g_test_add_func ("/engine/cards/frozen-by-game", test_db_frozen_by_game);
  g_test_add_func ("/engine/cards/check-cards", test_check_cards);
  g_test_add_func ("/engine/copy/search-copy-grows", test_search_copy_grows);
  g_test_add_func ("/engine/values/kept-modifier-is-quiet", test_kept_modifier_is_quiet);
  g_test_add_func ("/rng/reference-sequence", test_rng_reference);
  g_test_add_func ("/rng/below-uniform", test_rng_below_uniform);
  g_test_add_func ("/rng/shuffle-permutation", test_rng_shuffle_is_permutation);
  status = g_test_run ();
  sk_fixture_clear ();
  return status;
}
