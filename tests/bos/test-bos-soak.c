/* test-bos-soak.c: many whole BoS games with random legal moves.
 *
 * Every deck found in cards/bos/ plays: two-player games (bos-standard),
 * battle royals of three and four players (bos-battle-royal) and team
 * battles (bos-team), with players that choose uniformly among the options
 * of each decision. After every decision every card instance is in exactly
 * one zone and the card's zone field agrees. Every game ends with a winner
 * by the rules: the winner's side reached the winning SP, or every other
 * side is out (at 0 SP or less, or unable to draw), never a draw.
 *
 * A failure names the ruleset, the players and the seed: replay it with
 * DK_SOAK_SEED=SEED (and the case's path with -p) and DK_SOAK_TRACE=1.
 * DK_SOAK_GAMES=N sets the two-player games (default 2000), the multiplayer
 * ones are a quarter of that each.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdlib.h>
#include <string.h>

#include "dk-games.h"
#include "bos/bos-private.h"

#define MAX_DECISIONS 50000
#define MAX_DECKS 16

static DkCardDb *db;
static DkDeck *decks[MAX_DECKS];
static guint n_decks;

typedef struct
{
  const char *ruleset_id;
  guint players;
  guint games;
  guint64 seed_base;
  DkRuleset *ruleset;
} Case;

typedef struct
{
  guint games;
  guint decisions;
  guint max_decisions;
  guint by_sp;
  guint by_elimination;
  guint attacks;
  guint battles;
  guint links;
  guint negated;
  guint deploys;
  guint mulligans;
  guint eliminations;
} Tally;

static guint
env_uint (const char *name, guint fallback)
{
  const char *v = g_getenv (name);

  return v && *v ? (guint) g_ascii_strtoull (v, NULL, 10) : fallback;
}

/* Every card instance is in exactly one zone, and knows which. */
static char *
conservation_fault (const DkGame *g)
{
  return dk_game_check_cards (g);
}

static guint
team_of (const DkGame *g, guint p)
{
  return dk_game_param (g, BOS_PARAM_TEAM_SIZE) == 2 && dk_game_n_players (g) == 4 ? p % 2 : p;
}

/* The SP that decide a side's fate (docs/bos.md, Multiplayer). */
static gint32
side_sp (const DkGame *g, guint p)
{
  gint32 sum = 0;

  if (team_of (g, 0) == 0 && team_of (g, 2) == 2)
    return dk_game_counter (g, p, 0);
  if (dk_game_param (g, BOS_PARAM_TEAM_SHARED_SP))
    return dk_game_counter (g, p, 0);
  for (guint q = 0; q < dk_game_n_players (g); q++)
    if (team_of (g, q) == team_of (g, p) && !dk_game_is_eliminated (g, q))
      sum += dk_game_counter (g, q, 0);
  return sum;
}

#define FAIL(...)                                                                                  \
  do                                                                                               \
    {                                                                                              \
      g_autofree char *what_ = g_strdup_printf (__VA_ARGS__);                                      \
      g_test_fail_printf ("%s, %u players, seed %" G_GUINT64_FORMAT ", decision %u: %s",           \
                          c->ruleset_id, c->players, seed, decisions, what_);                      \
      goto out;                                                                                    \
    }                                                                                              \
  while (0)

static gboolean
play_game (const Case *c, guint64 seed, Tally *tally, gboolean trace)
{
  g_autoptr (GError) error = NULL;
  const DkRules *rules = dk_ruleset_get_rules (c->ruleset);
  DkDeck *mine[DK_MAX_PLAYERS];
  DkGame *g = NULL;
  DkRng rng[DK_MAX_PLAYERS];
  guint decisions = 0;
  gboolean ok = FALSE;
  gint winner;
  char *fault;

  for (guint p = 0; p < c->players; p++)
    {
      mine[p] = decks[(seed + p * 7) % n_decks];
      dk_rng_seed (&rng[p], seed * 8 + p + 1);
    }
  g = dk_game_new (c->ruleset, db, mine, c->players, seed, &error);
  if (g == NULL)
    FAIL ("cannot create the game: %s", error ? error->message : "?");
  dk_game_set_logging (g, TRUE);
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
      if (d->player < 0 || (guint) d->player >= c->players)
        FAIL ("decision for player %d", d->player);
      if (dk_game_is_eliminated (g, (guint) d->player))
        FAIL ("decision for player %d, who is out", d->player + 1);
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
      if (decisions >= MAX_DECISIONS)
        FAIL ("no end after %u decisions (turn %d): a loop?", decisions, dk_game_turn (g));
    }

  /* A winner by the rules (How to battle and how to win), never a draw. */
  winner = dk_game_winner (g);
  if (winner < 0 || (guint) winner >= c->players)
    FAIL ("the game ended with winner %d (turn %d)", winner, dk_game_turn (g));
  if (dk_game_is_eliminated (g, (guint) winner))
    FAIL ("the winner, player %d, is out", winner + 1);
  if (side_sp (g, (guint) winner) >= dk_game_param (g, BOS_PARAM_WINNING_SP))
    tally->by_sp++;
  else
    {
      for (guint p = 0; p < c->players; p++)
        if (team_of (g, p) != team_of (g, (guint) winner) && !dk_game_is_eliminated (g, p))
          FAIL ("player %d won at %d SP while player %d is still in at %d SP", winner + 1,
                side_sp (g, (guint) winner), p + 1, side_sp (g, p));
      if (side_sp (g, (guint) winner) <= 0)
        FAIL ("player %d won at %d SP", winner + 1, side_sp (g, (guint) winner));
      tally->by_elimination++;
    }
  /* The players out lost by the rules: no SP left, or no card to draw. */
  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      const DkEvent *e = dk_game_event (g, i);

      if (e->type == BOS_EVENT (ATTACK_DECLARED))
        tally->attacks++;
      else if (e->type == BOS_EVENT (BATTLE))
        tally->battles++;
      else if (e->type == BOS_EVENT (CHAIN_LINK))
        tally->links++;
      else if (e->type == BOS_EVENT (NEGATED))
        tally->negated++;
      else if (e->type == BOS_EVENT (DEPLOY))
        tally->deploys++;
      else if (e->type == BOS_EVENT (MULLIGAN))
        tally->mulligans++;
    }
  for (guint p = 0; p < c->players; p++)
    if (dk_game_is_eliminated (g, p))
      {
        tally->eliminations++;
        if (side_sp (g, p) > 0 && dk_game_zone_size (g, BOS_ZONE_DECK, p) > 0 &&
            team_of (g, p) == p && dk_game_param (g, BOS_PARAM_TEAM_SIZE) == 1)
          FAIL ("player %d is out with %d SP and %u cards in the deck", p + 1, side_sp (g, p),
                dk_game_zone_size (g, BOS_ZONE_DECK, p));
      }
  tally->games++;
  tally->decisions += decisions;
  tally->max_decisions = MAX (tally->max_decisions, decisions);
  ok = TRUE;

out:
  if (g)
    dk_game_free (g);
  return ok;
}

#undef FAIL

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  const char *one = g_getenv ("DK_SOAK_SEED");
  gboolean trace = g_getenv ("DK_SOAK_TRACE") != NULL;
  Tally tally = { 0 };
  gint64 start = g_get_monotonic_time ();

  if (one && *one)
    {
      play_game (c, g_ascii_strtoull (one, NULL, 10), &tally, trace);
      return;
    }
  for (guint i = 0; i < c->games; i++)
    if (!play_game (c, c->seed_base + i, &tally, trace))
      return;
  g_assert_cmpuint (tally.games, ==, c->games);
  g_test_message ("%s, %u players: %u games in %.2f s: %u decisions (%.0f a game, at most %u); "
                  "won by SP %u, by elimination %u; %u eliminations; %u deploys, %u attacks, "
                  "%u battles, %u chain links, %u negated, %u mulligans",
                  c->ruleset_id, c->players, tally.games, (g_get_monotonic_time () - start) / 1e6,
                  tally.decisions, (double) tally.decisions / MAX (tally.games, 1),
                  tally.max_decisions, tally.by_sp, tally.by_elimination, tally.eliminations,
                  tally.deploys, tally.attacks, tally.battles, tally.links, tally.negated,
                  tally.mulligans);
  if (c->games >= 16)
    {
      g_assert_cmpuint (tally.deploys, >, 0);
      g_assert_cmpuint (tally.attacks, >, 0);
      g_assert_cmpuint (tally.battles, >, 0);
      g_assert_cmpuint (tally.links, >, 0);
    }
}

/* g_ptr_array_sort () hands over pointers to the elements. */
static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  guint games = env_uint ("DK_SOAK_GAMES", 2000);
  static Case cases[] = {
    { "bos-standard", 2, 0, 1000000, NULL },
    { "bos-battle-royal", 3, 0, 2000000, NULL },
    { "bos-battle-royal", 4, 0, 3000000, NULL },
    { "bos-team", 4, 0, 4000000, NULL },
  };
  int ret;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  cases[0].games = games;
  cases[1].games = cases[2].games = cases[3].games = MAX (games / 4, 1);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      cases[i].ruleset = dk_ruleset_find (cases[i].ruleset_id, &error);
      g_assert_no_error (error);
    }
  db = dk_card_db_new_default (dk_ruleset_get_rules (cases[0].ruleset), &error);
  g_assert_no_error (error);

  /* Every deck of cards/bos/ that the standard rules accept. */
  {
    g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "bos", NULL);
    g_autoptr (GDir) d = g_dir_open (dir, 0, &error);
    g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
    const char *name;

    g_assert_no_error (error);
    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_suffix (name, ".deck"))
        g_ptr_array_add (names, g_strdup (name));
    g_ptr_array_sort (names, compare_names);
    for (guint i = 0; i < names->len && n_decks < MAX_DECKS; i++)
      {
        g_autofree char *path = g_build_filename (dir, (const char *) names->pdata[i], NULL);
        DkDeck *deck = dk_deck_load (db, path, NULL);
        const DkRules *rules = dk_ruleset_get_rules (cases[0].ruleset);
        g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

        if (deck == NULL)
          continue;
        dk_rules_get_module (rules)->check_deck (rules, cases[0].ruleset, deck, problems);
        if (problems->len > 0)
          {
            dk_deck_free (deck);
            continue;
          }
        decks[n_decks++] = deck;
      }
  }
  g_assert_cmpuint (n_decks, >, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path =
          g_strdup_printf ("/bos/soak/%s/%u-players", cases[i].ruleset_id, cases[i].players);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  ret = g_test_run ();

  for (guint i = 0; i < n_decks; i++)
    dk_deck_free (decks[i]);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    dk_ruleset_unref (cases[i].ruleset);
  dk_card_db_unref (db);
  return ret;
}
