/* test-ufs-soak.c: many whole UFS games with random legal moves.
 *
 * The four starter decks play each other (every pairing, both seat orders,
 * mirrors included) with players that choose uniformly among the options of
 * each decision. After every decision every card instance is in exactly one
 * zone and knows which; every game ends with a winner by the rules (the
 * loser at 0 vitality or less, or unable to cycle: E.2.1, E.2.2.1), never a
 * draw, within a sane number of decisions. The standard games are the point;
 * a few turbo games use 41-card decks cut from the 60-card ones.
 *
 * A failure names the ruleset, the decks and the seed: the game is
 * replayed by running this test with DK_SOAK_SEED=SEED (and the case's path
 * with -p) and DK_SOAK_TRACE=1 to print every choice.
 *
 * DK_SOAK_GAMES=N sets the standard games per pairing (default 128, so
 * 16 * 128 = 2,048 games); DK_SOAK_TURBO_GAMES=N the turbo ones (default 16,
 * 256 games). With -m slow both defaults are eight times larger.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdlib.h>
#include <string.h>

#include "dk-test-position.h"
#include "dk-games.h"
#include "ufs/ufs-private.h"

#define N_DECKS 4
#define N_ZONES (UFS_ZONE_REMOVED + 1)
#ifndef MAX_DECISIONS
#define MAX_DECISIONS 20000 /* far beyond any game: a loop bug */
#endif

static const char *const deck_names[N_DECKS] = { "kira", "odo", "sela", "brannoch" };

static DkCardDb *db;
static DkRuleset *standard;
static DkRuleset *turbo;
static DkDeck *decks60[N_DECKS];
static DkDeck *decks41[N_DECKS];

typedef struct
{
  guint games;
  guint draws_allowed; /* never */
  guint decisions;
  guint max_decisions;
  guint by_vitality;
  guint by_cycle;
  guint seat_wins[2];
  guint deck_wins[N_DECKS];
  guint cycles;
  guint damage_events;
  guint cards_played;
  guint blocks;
  guint abilities;
  guint checks_failed;
} Tally;

typedef struct
{
  gboolean turbo;
  guint deck[2];
} Pairing;

/* --- Setup ------------------------------------------------------------------ */

/* A 41-card deck (the character and 40 cards) cut from a 60-card one: each
 * entry keeps its share of the 40, rounded down, and the first entries make
 * up the rest. */
static DkDeck *
cut_deck (const DkDeck *deck60)
{
  g_autofree char *name = g_strdup_printf ("%s (41)", dk_deck_get_name (deck60));
  DkDeck *deck = dk_deck_new (name);
  guint n_entries, total = 0, taken = 0;
  const DkDeckEntry *entries = dk_deck_get_entries (deck60, &n_entries);
  g_autofree guint *take = g_new0 (guint, MAX (n_entries, 1));

  dk_deck_set_db (deck, dk_deck_get_db (deck60));
  dk_deck_set_character (deck, dk_deck_get_character (deck60));
  for (guint i = 0; i < n_entries; i++)
    total += entries[i].count;
  g_assert_cmpuint (total, >=, 40);
  for (guint i = 0; i < n_entries; i++)
    {
      take[i] = entries[i].count * 40 / total;
      taken += take[i];
    }
  for (guint i = 0; taken < 40; i = (i + 1) % n_entries)
    if (take[i] < entries[i].count)
      {
        take[i]++;
        taken++;
      }
  for (guint i = 0; i < n_entries; i++)
    if (take[i] > 0)
      dk_deck_add (deck, entries[i].def, take[i]);
  return deck;
}

/* The deck is legal under the ruleset (the module's own check). */
static void
assert_legal (DkRuleset *ruleset, DkDeck *deck)
{
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  const DkModule *module = dk_rules_get_module (rules);
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  if (module->check_deck)
    module->check_deck (rules, ruleset, deck, problems);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s: %s", dk_deck_get_name (deck), (const char *) problems->pdata[i]);
  g_assert_cmpuint (problems->len, ==, 0);
}

static guint
env_uint (const char *name, guint fallback)
{
  const char *v = g_getenv (name);

  return v && *v ? (guint) g_ascii_strtoull (v, NULL, 10) : fallback;
}

/* --- Checks ------------------------------------------------------------------ */

/* Every card instance is in exactly one zone, and knows which. */
static char *
conservation_fault (const DkGame *g)
{
  return dk_game_check_cards (g);
}

/* The module's own invariants: each starting character stays in its
 * owner's staging area (D.2.2), and vitality never exceeds the maximum
 * (J.5.1). */
static char *
state_fault (const DkGame *g)
{
  const UfsState *s = ufs_state_const (g);

  for (guint p = 0; p < 2; p++)
    {
      gint32 c = s->character[p];

      if (c < 0 || (guint) c >= dk_game_n_cards (g))
        return g_strdup_printf ("player %u has no starting character (%d)", p + 1, c);
      if (dk_game_card (g, c)->zone != dk_game_zone_id (g, UFS_ZONE_STAGING, p))
        return g_strdup_printf ("player %u's starting character left the staging area", p + 1);
      if (dk_game_counter (g, p, 0) > ufs_max_vitality (g, p))
        return g_strdup_printf ("player %u at %d vitality, above the maximum %d", p + 1,
                                dk_game_counter (g, p, 0), ufs_max_vitality (g, p));
    }
  return NULL;
}

/* --- One game ------------------------------------------------------------------ */

#define FAIL(...)                                                                                  \
  do                                                                                               \
    {                                                                                              \
      g_autofree char *what_ = g_strdup_printf (__VA_ARGS__);                                      \
      g_test_fail_printf ("%s %s vs %s, seed %" G_GUINT64_FORMAT ", decision %u: %s", rs,          \
                          deck_names[pair->deck[0]], deck_names[pair->deck[1]], seed, decisions,   \
                          what_);                                                                  \
      goto out;                                                                                    \
    }                                                                                              \
  while (0)

/* Play one game; FALSE (the test marked failed) on a fault. */
static gboolean
play_game (const Pairing *pair, guint64 seed, Tally *tally, gboolean trace, guint32 *out_hash)
{
  g_autoptr (GError) error = NULL;
  DkRuleset *ruleset = pair->turbo ? turbo : standard;
  DkDeck **set = pair->turbo ? decks41 : decks60;
  DkDeck *decks[2] = { set[pair->deck[0]], set[pair->deck[1]] };
  const char *rs = dk_ruleset_get_id (ruleset);
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  DkGame *g = NULL;
  DkRng rng[2];
  guint decisions = 0;
  gboolean ok = FALSE;
  gint winner, loser;
  gint32 remove;
  char *fault;

  dk_rng_seed (&rng[0], seed * 2 + 1);
  dk_rng_seed (&rng[1], seed * 2 + 2);
  g = dk_game_new (ruleset, db, decks, 2, seed, &error);
  if (g == NULL)
    FAIL ("cannot create the game: %s", error ? error->message : "?");
  if ((fault = conservation_fault (g)) != NULL)
    {
      g_autofree char *f = fault;
      FAIL ("at the start: %s", f);
    }

  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      guint choice;

      if (d == NULL || d->n_options == 0)
        FAIL ("the game is not over and there is no decision");
      if (d->player < 0 || d->player > 1)
        FAIL ("decision for player %d", d->player);
      choice = dk_rng_below (&rng[d->player], d->n_options);
      if (trace)
        {
          g_autofree char *text = dk_game_option_to_string (g, &d->options[choice]);

          g_test_message ("%u: turn %d, player %d %s (%u options): %s", decisions, dk_game_turn (g),
                          d->player + 1, dk_rules_decision_name (rules, d->kind), d->n_options,
                          text);
        }
      if (!dk_game_apply (g, choice, &error))
        FAIL ("option %u of %u refused: %s", choice, d->n_options, error ? error->message : "?");
      decisions++;
      if ((fault = conservation_fault (g)) != NULL)
        {
          g_autofree char *f = fault;
          FAIL ("conservation: %s", f);
        }
      if ((fault = state_fault (g)) != NULL)
        {
          g_autofree char *f = fault;
          FAIL ("%s", f);
        }
      if (decisions >= MAX_DECISIONS)
        FAIL ("no end after %u decisions (turn %d): a loop?", decisions, dk_game_turn (g));
    }

  /* The end: a winner by the rules, never a draw. */
  winner = dk_game_winner (g);
  if (winner != 0 && winner != 1)
    FAIL ("the game ended with winner %d (vitality %d / %d, turn %d)", winner,
          dk_game_counter (g, 0, 0), dk_game_counter (g, 1, 0), dk_game_turn (g));
  loser = 1 - winner;
  remove = (gint32) dk_game_param (g, UFS_PARAM_CYCLE_REMOVE);
  if (dk_game_counter (g, (guint) winner, 0) <= 0)
    FAIL ("the winner, player %d, is at %d vitality", winner + 1,
          dk_game_counter (g, (guint) winner, 0));
  if (dk_game_counter (g, (guint) loser, 0) <= 0)
    tally->by_vitality++;
  else if (dk_game_zone_size (g, UFS_ZONE_DECK, (guint) loser) == 0 &&
           (gint32) dk_game_zone_size (g, UFS_ZONE_DISCARD, (guint) loser) <= remove)
    tally->by_cycle++; /* E.2.2.1: could not cycle */
  else
    FAIL ("player %d lost at %d vitality with %u cards in the deck and %u in the discard pile",
          loser + 1, dk_game_counter (g, (guint) loser, 0),
          dk_game_zone_size (g, UFS_ZONE_DECK, (guint) loser),
          dk_game_zone_size (g, UFS_ZONE_DISCARD, (guint) loser));

  tally->games++;
  tally->decisions += decisions;
  tally->max_decisions = MAX (tally->max_decisions, decisions);
  tally->seat_wins[winner]++;
  tally->deck_wins[pair->deck[winner]]++;
  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      const DkEvent *e = dk_game_event (g, i);

      if (e->type == UFS_EVENT (CYCLE))
        tally->cycles++;
      else if (e->type == UFS_EVENT (DAMAGE))
        tally->damage_events++;
      else if (e->type == UFS_EVENT (CARD_PLAYED))
        tally->cards_played++;
      else if (e->type == UFS_EVENT (BLOCK))
        tally->blocks++;
      else if (e->type == UFS_EVENT (ABILITY_PLAYED))
        tally->abilities++;
      else if (e->type == UFS_EVENT (PLAY_FAILED))
        tally->checks_failed++;
    }
  if (out_hash)
    *out_hash = dk_game_hash (g) ^ (dk_game_n_choices (g) * 2654435761u);
  ok = TRUE;

out:
  if (g)
    dk_game_free (g);
  return ok;
}

#undef FAIL

/* --- Test cases ------------------------------------------------------------------ */

static guint64
pairing_seed_base (const Pairing *pair)
{
  return (pair->turbo ? 500000 : 100000) + 10000 * (pair->deck[0] * N_DECKS + pair->deck[1]);
}

static void
test_pairing (gconstpointer data)
{
  const Pairing *pair = data;
  guint scale = g_test_slow () ? 8 : 1;
  guint n_games = pair->turbo ? env_uint ("DK_SOAK_TURBO_GAMES", 16 * scale)
                              : env_uint ("DK_SOAK_GAMES", 128 * scale);
  guint64 base = pairing_seed_base (pair);
  const char *one = g_getenv ("DK_SOAK_SEED");
  gboolean trace = g_getenv ("DK_SOAK_TRACE") != NULL;
  Tally tally = { 0 };
  guint32 hash[2] = { 0, 0 };
  gint64 start = g_get_monotonic_time ();

  if (one && *one)
    {
      play_game (pair, g_ascii_strtoull (one, NULL, 10), &tally, trace, NULL);
      return;
    }
  for (guint i = 0; i < n_games; i++)
    if (!play_game (pair, base + i, &tally, trace, i == 0 ? &hash[0] : NULL))
      return;

  /* The same seed and the same choices give the same game. */
  if (n_games > 0)
    {
      Tally again = { 0 };

      if (!play_game (pair, base, &again, FALSE, &hash[1]))
        return;
      if (hash[0] != hash[1])
        {
          g_test_fail_printf ("seed %" G_GUINT64_FORMAT ": played twice, two different games",
                              base);
          return;
        }
    }

  g_assert_cmpuint (tally.games, ==, n_games);
  g_test_message ("%u games in %.2f s: %u decisions (%.0f a game, at most %u); "
                  "won by seat 1/2 %u/%u, by %s/%s %u/%u; lost at 0 vitality %u, "
                  "could not cycle %u; %u cycles, %u damage, %u cards played, %u blocks, "
                  "%u abilities, %u failed plays",
                  tally.games, (g_get_monotonic_time () - start) / 1e6, tally.decisions,
                  (double) tally.decisions / MAX (tally.games, 1), tally.max_decisions,
                  tally.seat_wins[0], tally.seat_wins[1], deck_names[pair->deck[0]],
                  deck_names[pair->deck[1]], tally.deck_wins[pair->deck[0]],
                  tally.deck_wins[pair->deck[1]], tally.by_vitality, tally.by_cycle, tally.cycles,
                  tally.damage_events, tally.cards_played, tally.blocks, tally.abilities,
                  tally.checks_failed);

  /* Random play reaches the game's main parts. */
  if (n_games >= 16)
    {
      g_assert_cmpuint (tally.cards_played, >, 0);
      g_assert_cmpuint (tally.damage_events, >, 0);
      g_assert_cmpuint (tally.blocks, >, 0);
    }
}

/* A view keeps nothing of what the module worked out from its hidden
 * cards' definitions (which cards have an ability of each timing), and the
 * cards of a determinized view, dealt other definitions, have theirs worked
 * out again when a scan needs them (DkModule.cards_dealt), as a game dealt
 * that way from the start would have them. The real game's sets differ
 * from the sample's: without the hook, the sample would offer from stale
 * sets. */
static void
test_determinize_able (void)
{
  g_autoptr (GError) error = NULL;
  DkDeck *decks[2] = { decks60[0], decks60[3] };
  guint samples = 0, differ = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (DkGame) g = dk_game_new (standard, db, decks, 2, seed, &error);
      DkRng rng;

      g_assert_no_error (error);
      dk_rng_seed (&rng, seed);
      for (guint i = 0; !dk_game_is_over (g) && i < 400; i++)
        {
          const DkDecision *d = dk_game_decision (g);

          if (i % 7 == 0)
            {
              g_autoptr (DkGame) view = dk_game_view (g, (guint) d->player);
              g_autoptr (DkGame) sample = NULL;
              g_autoptr (DkGame) fresh = NULL;
              const UfsState *v = dk_game_module_state_const (view);
              const UfsState *real = dk_game_module_state_const (g);
              const UfsState *s, *f;
              static const guint64 none[G_N_ELEMENTS (v->able)][UFS_ABLE_CARDS / 64];

              g_assert_cmpmem (v->able, sizeof v->able, none, sizeof none);
              g_assert_cmpuint (v->answered, ==, 0);
              /* A probe works the sets out: the view's, without its hidden
               * cards, then the sample's, with the cards it dealt. */
              ufs_offer_abilities_for (view, 3, UFS_ABILITY_ENHANCE, 0, NULL, TRUE);
              sample = dk_game_determinize (view, (guint) d->player, seed + i);
              ufs_offer_abilities_for (sample, 3, UFS_ABILITY_ENHANCE, 0, NULL, TRUE);
              fresh = dk_game_copy (sample);
              ufs_compute_able (fresh);
              s = dk_game_module_state_const (sample);
              f = dk_game_module_state_const (fresh);
              g_assert_cmpuint (s->able_cards, ==, dk_game_n_cards (sample));
              g_assert_cmpmem (s->able, sizeof s->able, f->able, sizeof f->able);
              g_assert_cmpmem (s->able_event, sizeof s->able_event, f->able_event,
                               sizeof f->able_event);
              g_assert_cmpuint (s->answered, ==, f->answered);
              g_assert_cmpuint (s->fired, ==, f->fired);
              samples++;
              if (memcmp (real->able, s->able, sizeof s->able) != 0)
                differ++;
            }
          g_assert_true (dk_game_apply (g, dk_rng_below (&rng, d->n_options), &error));
          g_assert_no_error (error);
        }
    }
  g_test_message ("%u samples, %u with other able cards than the real game's", samples, differ);
  g_assert_cmpuint (differ, >, 0);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  static Pairing pairs[2][N_DECKS * N_DECKS];
  int ret;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();

  standard = dk_ruleset_find ("ufs-standard", &error);
  g_assert_no_error (error);
  turbo = dk_ruleset_find ("ufs-turbo", &error);
  g_assert_no_error (error);
  db = dk_card_db_new_default (dk_ruleset_get_rules (standard), &error);
  g_assert_no_error (error);
  g_assert_nonnull (db);
  for (guint i = 0; i < N_DECKS; i++)
    {
      decks60[i] = dkt_load_deck (db, "ufs", "%s-starter.deck", deck_names[i]);
      decks41[i] = cut_deck (decks60[i]);
      assert_legal (standard, decks60[i]);
      assert_legal (turbo, decks41[i]);
    }

  for (guint t = 0; t < 2; t++)
    for (guint a = 0; a < N_DECKS; a++)
      for (guint b = 0; b < N_DECKS; b++)
        {
          Pairing *pair = &pairs[t][a * N_DECKS + b];
          g_autofree char *path = NULL;

          pair->turbo = t == 1;
          pair->deck[0] = a;
          pair->deck[1] = b;
          path = g_strdup_printf ("/ufs/soak/%s/%s-vs-%s", t ? "turbo" : "standard", deck_names[a],
                                  deck_names[b]);
          g_test_add_data_func (path, pair, test_pairing);
        }

  g_test_add_func ("/ufs/hidden/determinize-able", test_determinize_able);

  ret = g_test_run ();

  for (guint i = 0; i < N_DECKS; i++)
    {
      dk_deck_free (decks60[i]);
      dk_deck_free (decks41[i]);
    }
  dk_card_db_unref (db);
  dk_ruleset_unref (standard);
  dk_ruleset_unref (turbo);
  return ret;
}
