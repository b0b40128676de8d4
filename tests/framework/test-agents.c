/* test-agents.c: the computer players, with the built-in games and their
 * shipped decks.
 *
 * No cheating: at many decisions of games played at random, an agent made
 * afresh with a fixed seed chooses on the real game, and again on another
 * game that its seat cannot tell from the real one (the hidden cards dealt
 * anew from the seat's view); the two choices must be the same. An agent
 * that reads the hidden cards is caught (a cheating agent proves it).
 * Determinism: an agent's seed and the game give its moves. The
 * determinization deals each player's hidden cards from that player's own
 * unseen cards. The search beats a random player.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <string.h>

#include "dk-games.h"

typedef struct
{
  const char *name;       /* the test's */
  const char *ruleset_id; /* a built-in ruleset */
  const char *game;       /* the folder of its decks under cards/ */
  guint players;
  const char *const *decks;
} Setup;

static const char *const ufs_decks[] = {
  "kira-starter.deck", "odo-starter.deck", "brannoch-starter.deck", "sela-starter.deck", NULL,
};
static const char *const bos_decks[] = {
  "ember-starter.deck", "tidewall.deck", "iron-ladder.deck", "ossuary-host.deck", NULL,
};

static const Setup setups[] = {
  { "ufs", "ufs-standard", "ufs", 2, ufs_decks },
  { "bos", "bos-standard", "bos", 2, bos_decks },
  { "bos-4", "bos-battle-royal", "bos", 4, bos_decks },
};

/* What the setups load, once. */
typedef struct
{
  DkRuleset *ruleset;
  DkCardDb *db;
  DkDeck *decks[DK_MAX_PLAYERS];
} Loaded;

static Loaded loaded[G_N_ELEMENTS (setups)];

static void
load_setups (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autoptr (GError) error = NULL;
      Loaded *l = &loaded[i];

      l->ruleset = dk_ruleset_find (setups[i].ruleset_id, &error);
      g_assert_no_error (error);
      l->db = dk_card_db_new_default (dk_ruleset_get_rules (l->ruleset), &error);
      g_assert_no_error (error);
      for (guint p = 0; p < setups[i].players; p++)
        {
          g_autofree char *path =
              g_build_filename (DK_SOURCE_ROOT, "cards", setups[i].game, setups[i].decks[p], NULL);

          l->decks[p] = dk_deck_load (l->db, path, &error);
          g_assert_no_error (error);
        }
    }
}

static void
free_setups (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      for (guint p = 0; p < setups[i].players; p++)
        dk_deck_free (loaded[i].decks[p]);
      dk_card_db_unref (loaded[i].db);
      dk_ruleset_unref (loaded[i].ruleset);
    }
}

static const Setup *
setup_by_name (const char *name, const Loaded **out)
{
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    if (g_str_equal (setups[i].name, name))
      {
        *out = &loaded[i];
        return &setups[i];
      }
  g_assert_not_reached ();
}

/* A game of @setup, the decks turned by @seed so that each seat plays
 * each of them. */
static DkGame *
new_game (const char *setup_name, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  const Loaded *l;
  const Setup *s = setup_by_name (setup_name, &l);
  DkDeck *decks[DK_MAX_PLAYERS];
  DkGame *g;

  for (guint p = 0; p < s->players; p++)
    decks[p] = l->decks[(p + seed) % s->players];
  g = dk_game_new_full (l->ruleset, l->db, decks, s->players, seed, DK_GAME_SIMULATION, &error);
  g_assert_no_error (error);
  g_assert_nonnull (g);
  return g;
}

/* Another game @seat cannot tell from @g: what it cannot see dealt anew. */
static DkGame *
rearranged (const DkGame *g, guint seat, guint64 seed)
{
  g_autoptr (DkGame) view = dk_game_view (g, seat);

  return dk_game_determinize (view, seat, seed);
}

/* Whether any card of @a has another definition in @b. */
static gboolean
cards_differ (const DkGame *a, const DkGame *b)
{
  for (guint i = 0; i < dk_game_n_cards (a); i++)
    if (dk_game_card (a, (gint32) i)->def != dk_game_card (b, (gint32) i)->def)
      return TRUE;
  return FALSE;
}

/* --- the determinization -------------------------------------------------- */

static int
cmp_u32 (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return (x > y) - (x < y);
}

/* Every card's owner and definition, sorted: the cards each player
 * brought. */
static GArray *
cards_by_owner (const DkGame *g)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint i = 0; i < dk_game_n_cards (g); i++)
    {
      const DkCard *c = dk_game_card (g, (gint32) i);
      guint32 v = (guint32) c->owner << 16 | c->def;

      g_array_append_val (a, v);
    }
  g_array_sort (a, cmp_u32);
  return a;
}

/* A determinization deals each player's hidden cards from that player's
 * own unseen cards: a card of one deck never lands in another player's
 * hand or deck. (Dealing from one pool of every hidden card put the
 * seat's own deck cards into the opponents' hands.) Its seat's view of it
 * is the view it was dealt from. */
static void
test_determinize_by_owner (gconstpointer data)
{
  const char *setup_name = data;
  guint samples = 0, moved = 0;

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (DkGame) g = new_game (setup_name, seed);
      g_autoptr (DkAgent) random = dk_agent_new_random (seed);
      g_autoptr (GArray) real = NULL;

      for (guint i = 0; i < 120 && !dk_game_is_over (g); i++)
        {
          const DkDecision *d = dk_game_decision (g);

          if (i % 10 == 5)
            for (guint p = 0; p < dk_game_n_players (g); p++)
              {
                g_autoptr (DkGame) view = dk_game_view (g, p);
                g_autoptr (DkGame) det = dk_game_determinize (view, p, seed * 1000 + i);
                g_autoptr (DkGame) again = dk_game_view (det, p);
                g_autoptr (GArray) dealt = cards_by_owner (det);

                real = cards_by_owner (g);
                g_assert_cmpuint (dealt->len, ==, real->len);
                g_assert_cmpmem (dealt->data, dealt->len * sizeof (guint32), real->data,
                                 real->len * sizeof (guint32));
                for (guint c = 0; c < dk_game_n_cards (det); c++)
                  g_assert_cmpuint (dk_game_card (det, (gint32) c)->def, !=, DK_UNKNOWN_DEF);
                g_assert_true (dk_game_equal (again, view));
                samples++;
                moved += cards_differ (g, det);
                g_clear_pointer (&real, g_array_unref);
              }
          g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
        }
    }
  g_assert_cmpuint (samples, >, 10);
  /* The hidden cards were dealt anew, not left where they were. */
  g_assert_cmpuint (moved, >, samples / 2);
}

/* --- no cheating ------------------------------------------------------------ */

/* Reads what its seat may not: the hidden cards of the real game. */
static guint
cheater_choose (DkAgent *agent, const DkGame *game, const DkDecision *decision)
{
  guint64 sum = 0;

  for (guint i = 0; i < dk_game_n_cards (game); i++)
    if (!dk_game_card_known_by (game, (gint32) i, (guint) decision->player))
      sum += (guint64) dk_game_card (game, (gint32) i)->def * (i + 1);
  return (guint) (sum % decision->n_options);
}

static DkAgent *
new_cheater (void)
{
  DkAgent *a = g_new0 (DkAgent, 1);

  a->name = "cheater";
  a->choose = cheater_choose;
  return a;
}

/* Agents by the spec dk_agent_new_for_spec() knows, or "cheater". */
static DkAgent *
new_agent (const char *spec, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  DkAgent *a;

  if (g_str_equal (spec, "cheater"))
    return new_cheater ();
  a = dk_agent_new_for_spec (spec, seed, &error);
  g_assert_no_error (error);
  return a;
}

typedef struct
{
  const char *setup;
  const char *agent;
  guint games;
  guint checks_per_game;
} CheatCase;

/* Plays @c->games games at random; at every third decision of two options
 * or more (up to @c->checks_per_game a game), asks a fresh @c->agent on
 * the real game and a fresh one on a rearranged game. Returns how many
 * pairs of choices differed; @out_checks says how many there were. */
static guint
count_cheats (const CheatCase *c, guint *out_checks)
{
  guint checks = 0, differ = 0, rearranged_differ = 0;

  for (guint64 seed = 1; seed <= c->games; seed++)
    {
      g_autoptr (DkGame) g = new_game (c->setup, seed * 17);
      g_autoptr (DkAgent) random = dk_agent_new_random (seed);
      guint checks_here = 0, k = 0;

      while (!dk_game_is_over (g) && checks_here < c->checks_per_game)
        {
          const DkDecision *d = dk_game_decision (g);

          if (d->n_options > 1 && k++ % 3 == 1)
            {
              guint seat = (guint) d->player;
              guint64 agent_seed = seed * 100 + checks_here;
              g_autoptr (DkGame) other = rearranged (g, seat, seed * 7777 + k);
              g_autoptr (DkGame) view = dk_game_view (g, seat);
              g_autoptr (DkGame) other_view = dk_game_view (other, seat);
              g_autoptr (DkAgent) a = new_agent (c->agent, agent_seed);
              g_autoptr (DkAgent) b = new_agent (c->agent, agent_seed);
              guint on_real = a->choose (a, g, d);
              guint on_other = b->choose (b, other, dk_game_decision (other));

              /* The seat sees the same in both. */
              g_assert_true (dk_game_equal (view, other_view));
              g_assert_cmpuint (on_real, <, d->n_options);
              differ += on_real != on_other;
              rearranged_differ += cards_differ (g, other);
              checks_here++;
              checks++;
            }
          g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
        }
    }
  /* Most of the checks were of a game really rearranged. */
  g_assert_cmpuint (rearranged_differ, >, checks / 2);
  *out_checks = checks;
  return differ;
}

static void
test_no_cheating (gconstpointer data)
{
  const CheatCase *c = data;
  guint checks;

  g_assert_cmpuint (count_cheats (c, &checks), ==, 0);
  g_assert_cmpuint (checks, >=, c->games * c->checks_per_game / 2);
}

/* The test catches an agent that reads the hidden cards. */
static void
test_cheater_caught (gconstpointer data)
{
  const CheatCase *c = data;
  guint checks;

  g_assert_cmpuint (count_cheats (c, &checks), >, 0);
}

/* --- determinism -------------------------------------------------------------- */

/* Plays a whole game of @setup between @specs and lists every choice. */
static GArray *
play_choices (const char *setup, guint64 seed, const char *const *specs, guint32 *out_hash)
{
  g_autoptr (DkGame) g = new_game (setup, seed);
  DkAgent *agents[DK_MAX_PLAYERS];
  GArray *choices = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint p = 0; p < dk_game_n_players (g); p++)
    agents[p] = new_agent (specs[p], seed * 10 + p);
  while (!dk_game_is_over (g) && choices->len < 5000)
    {
      const DkDecision *d = dk_game_decision (g);
      guint c = agents[d->player]->choose (agents[d->player], g, d);

      g_array_append_val (choices, c);
      g_assert_true (dk_game_apply (g, c, NULL));
    }
  g_assert_true (dk_game_is_over (g));
  *out_hash = dk_game_hash (g);
  for (guint p = 0; p < dk_game_n_players (g); p++)
    dk_agent_free (agents[p]);
  return choices;
}

static void
test_determinism (gconstpointer data)
{
  const char *setup = data;
  const char *const specs[] = { "search:20", "heuristic", "easy", "search:10" };
  guint32 hash_a, hash_b;
  g_autoptr (GArray) a = play_choices (setup, 5, specs, &hash_a);
  g_autoptr (GArray) b = play_choices (setup, 5, specs, &hash_b);

  g_assert_cmpuint (a->len, >, 10);
  g_assert_cmpmem (a->data, a->len * sizeof (guint), b->data, b->len * sizeof (guint));
  g_assert_cmpuint (hash_a, ==, hash_b);
}

/* Two search agents of one seed choose alike at every decision. */
static void
test_search_same_seed (void)
{
  g_autoptr (DkGame) g = new_game ("ufs", 9);
  g_autoptr (DkAgent) random = dk_agent_new_random (9);
  guint checks = 0;

  for (guint i = 0; i < 60 && !dk_game_is_over (g); i++)
    {
      const DkDecision *d = dk_game_decision (g);

      if (d->n_options > 1 && i % 4 == 0)
        {
          g_autoptr (DkAgent) a = NULL;
          g_autoptr (DkAgent) b = NULL;
          DkSearchParams params;

          dk_search_params_init (&params);
          params.iterations = 50;
          a = dk_agent_new_search (42, &params);
          b = dk_agent_new_search (42, &params);
          g_assert_cmpuint (a->choose (a, g, d), ==, b->choose (b, g, d));
          /* And again: the agent's stream has moved on alike. */
          g_assert_cmpuint (a->choose (a, g, d), ==, b->choose (b, g, d));
          checks++;
        }
      g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
    }
  g_assert_cmpuint (checks, >, 3);
}

/* A decision of one option is answered at once, without a look at the
 * game or a draw from the agent's stream. */
static void
test_search_one_option (void)
{
  g_autoptr (DkAgent) a = dk_agent_new_search (7, NULL);
  DkOption option = { 0 };
  DkDecision d = { 0, 0, 1, &option };
  DkRng before = a->rng;

  g_assert_cmpuint (a->choose (a, NULL, &d), ==, 0);
  g_assert_cmpmem (&before, sizeof before, &a->rng, sizeof a->rng);
}

/* Is @choice one of the options the module scores best, seen from the
 * deciding seat? */
static gboolean
module_best (const DkGame *g, const DkDecision *d, guint choice)
{
  g_autoptr (DkGame) view = dk_game_view (g, (guint) d->player);
  g_autofree double *scores = g_new0 (double, d->n_options);
  double best = -G_MAXDOUBLE;

  dk_game_score_options (view, scores);
  for (guint i = 0; i < d->n_options; i++)
    best = MAX (best, scores[i]);
  return scores[choice] == best;
}

/* keep_choice: in a game its playouts find settled, a search takes the
 * module's own choice whenever that has at least the given share of the
 * visits of the most visited option. With every game settled and a share
 * near 0 it always does; with 0 (only the visits) it sometimes does not,
 * so the check is not empty. */
static void
test_search_keep_choice (void)
{
  g_autoptr (DkGame) g = new_game ("bos", 5);
  g_autoptr (DkAgent) random = dk_agent_new_random (5);
  guint checks = 0, other = 0;

  for (guint i = 0; i < 400 && !dk_game_is_over (g) && checks < 40; i++)
    {
      const DkDecision *d = dk_game_decision (g);

      if (d->n_options > 1)
        {
          g_autoptr (DkAgent) keep = NULL;
          g_autoptr (DkAgent) visits = NULL;
          DkSearchParams params;

          dk_search_params_init (&params);
          params.iterations = 30;
          /* The rule is the tree's: BoS asks for paired playouts. */
          params.root = DK_SEARCH_ROOT_TREE;
          /* Every game settled: the rule always applies. */
          params.settled = 0.5;
          params.keep_choice = 1e-6;
          keep = dk_agent_new_search (11, &params);
          params.keep_choice = 0.0;
          visits = dk_agent_new_search (11, &params);
          g_assert_true (module_best (g, d, keep->choose (keep, g, d)));
          other += !module_best (g, d, visits->choose (visits, g, d));
          checks++;
        }
      g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
    }
  g_assert_cmpuint (checks, >=, 20);
  g_assert_cmpuint (other, >, 0);
}

/* Paired playouts (DK_SEARCH_ROOT_PAIRED, BoS's choice): the module's own
 * choice is kept unless another option does better on the same deals by
 * the given number of standard errors. With a bound no difference can
 * pass it is always kept; with 0 (any gain on the deals) it sometimes is
 * not, so the check is not empty. BoS asks for it (DK_SEARCH_ROOT_GAME),
 * UFS does not: the default search takes the same choices as one told. */
static void
test_search_paired (void)
{
  g_autoptr (DkGame) g = new_game ("bos", 9);
  g_autoptr (DkAgent) random = dk_agent_new_random (9);
  guint checks = 0, other = 0;

  for (guint i = 0; i < 400 && !dk_game_is_over (g) && checks < 30; i++)
    {
      const DkDecision *d = dk_game_decision (g);

      if (d->n_options > 1)
        {
          g_autoptr (DkAgent) keep = NULL;
          g_autoptr (DkAgent) any = NULL;
          g_autoptr (DkAgent) told = NULL;
          g_autoptr (DkAgent) game = NULL;
          DkSearchParams params;

          dk_search_params_init (&params);
          params.iterations = 40;
          params.root = DK_SEARCH_ROOT_PAIRED;
          params.confidence = 1e9;
          keep = dk_agent_new_search (13, &params);
          params.confidence = 0.0;
          any = dk_agent_new_search (13, &params);
          g_assert_true (module_best (g, d, keep->choose (keep, g, d)));
          other += !module_best (g, d, any->choose (any, g, d));
          dk_search_params_init (&params);
          params.iterations = 40;
          game = dk_agent_new_search (14, &params);
          params.root = DK_SEARCH_ROOT_PAIRED;
          told = dk_agent_new_search (14, &params);
          g_assert_cmpuint (game->choose (game, g, d), ==, told->choose (told, g, d));
          checks++;
        }
      g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
    }
  g_assert_cmpuint (checks, >=, 20);
  g_assert_cmpuint (other, >, 0);
}

/* The tie-break of paired playouts (tiebreak_length): where no option wins
 * more than the module's choice, the position a few turns on decides. It
 * changes nothing else: the playouts are the same, so a search with it
 * takes another option than one without it only where the one without it
 * kept the module's choice; and it does take another somewhere (the check
 * is not empty). */
static void
test_search_paired_tiebreak (void)
{
  g_autoptr (DkGame) g = new_game ("bos", 9);
  g_autoptr (DkAgent) random = dk_agent_new_random (9);
  guint checks = 0, other = 0;

  for (guint i = 0; i < 400 && !dk_game_is_over (g) && checks < 30; i++)
    {
      const DkDecision *d = dk_game_decision (g);

      if (d->n_options > 1)
        {
          g_autoptr (DkAgent) with = NULL;
          g_autoptr (DkAgent) without = NULL;
          DkSearchParams params;
          guint a, b;

          dk_search_params_init (&params);
          g_assert_cmpuint (params.tiebreak_length, >, 0);
          params.iterations = 40;
          params.root = DK_SEARCH_ROOT_PAIRED;
          with = dk_agent_new_search (15, &params);
          params.tiebreak_length = 0;
          without = dk_agent_new_search (15, &params);
          a = with->choose (with, g, d);
          b = without->choose (without, g, d);
          if (a != b)
            {
              g_assert_true (module_best (g, d, b));
              other++;
            }
          checks++;
        }
      g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
    }
  g_assert_cmpuint (checks, >=, 20);
  g_assert_cmpuint (other, >, 0);
}

/* Playing a lost game for the opponent's errors (behind_noise, on by
 * default): where the first half of the deals finds the module's choice
 * lost and every option ending alike, the rest is played against
 * opponents who err. A random player against the heuristic falls behind:
 * at its decisions the search with it takes a legal option, and another
 * than without it somewhere (the check is not empty). */
static void
test_search_paired_behind (void)
{
  guint checks = 0, other = 0;

  for (guint64 seed = 5; seed < 9; seed++)
    {
      g_autoptr (DkGame) g = new_game ("bos", seed);
      g_autoptr (DkAgent) random = dk_agent_new_random (seed);
      g_autoptr (DkAgent) heuristic = dk_agent_new_heuristic (seed, 0.0);

      for (guint i = 0; i < 2000 && !dk_game_is_over (g); i++)
        {
          const DkDecision *d = dk_game_decision (g);

          if (d->player == 1)
            {
              g_assert_true (dk_game_apply (g, heuristic->choose (heuristic, g, d), NULL));
              continue;
            }
          if (d->n_options > 1)
            {
              g_autoptr (DkAgent) with = NULL;
              g_autoptr (DkAgent) without = NULL;
              DkSearchParams params;
              guint a;

              dk_search_params_init (&params);
              g_assert_cmpfloat (params.behind_noise, >, 0.0f);
              params.iterations = 80;
              params.root = DK_SEARCH_ROOT_PAIRED;
              with = dk_agent_new_search (17, &params);
              params.behind_noise = 0.0f;
              without = dk_agent_new_search (17, &params);
              a = with->choose (with, g, d);
              g_assert_cmpuint (a, <, d->n_options);
              other += a != without->choose (without, g, d);
              checks++;
            }
          g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
        }
    }
  g_assert_cmpuint (checks, >=, 20);
  g_assert_cmpuint (other, >, 0);
}

/* --- strength --------------------------------------------------------------- */

/* A small search wins nearly every game against a random player, in either
 * seat. */
static void
test_search_beats_random (gconstpointer data)
{
  const char *setup = data;
  guint wins = 0, games = 0;
  guint64 n_seeds = g_getenv ("DK_UNDER_VALGRIND") ? 1 : 4;

  for (guint64 seed = 1; seed <= n_seeds; seed++)
    for (guint seat = 0; seat < 2; seat++)
      {
        g_autoptr (DkGame) g = new_game (setup, seed);
        DkAgent *agents[2];

        agents[seat] = new_agent ("search:100", seed);
        agents[1 - seat] = dk_agent_new_random (seed);
        dk_game_play_out (g, agents, 5000, NULL);
        g_assert_true (dk_game_is_over (g));
        wins += dk_game_winner (g) == (gint) seat;
        games++;
        dk_agent_free (agents[0]);
        dk_agent_free (agents[1]);
      }
  g_assert_cmpuint (wins, >=, games - 1);
}

/* --- agents by name ----------------------------------------------------------- */

static void
test_specs (void)
{
  const char *const *names = dk_agent_specs ();
  const char *const bad[] = { "search:0",  "search:x",           "nobody", "search:", "search:-5",
                              "search:1x", "search:99999999999", "Search", "" };
  guint n = 0;

  for (; names[n] != NULL; n++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (DkAgent) a = dk_agent_new_for_spec (names[n], 1, &error);

      g_assert_no_error (error);
      g_assert_nonnull (a);
      g_assert_nonnull (a->name);
      g_assert_nonnull (a->choose);
    }
  g_assert_cmpuint (n, >=, 6);
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (DkAgent) a = dk_agent_new_for_spec ("search:25", 1, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (a->name, ==, "search");
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (DkAgent) a = dk_agent_new_for_spec (bad[i], 1, &error);

      g_assert_null (a);
      g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP);
      g_assert_nonnull (strstr (error->message, bad[i]));
    }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (DkAgent) a = dk_agent_new_for_spec ("nobody", 1, &error);

    /* The message lists every name. */
    for (guint i = 0; names[i] != NULL; i++)
      g_assert_nonnull (strstr (error->message, names[i]));
  }
}

/* The level `hard` searches with its game's budget (DkModule.hard_iterations):
 * after one decision its random stream is where a search of that many
 * iterations leaves it, and not where one of the other budget does (each
 * deal or walk draws from it). BoS asks for 3000, UFS for none (1500). */
static void
test_hard_budget (void)
{
  static const struct
  {
    const char *setup;
    const char *same, *other;
  } cases[] = {
    { "bos", "search:3000", "search:1500" },
    { "ufs", "search:1500", "search:3000" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (DkGame) g = new_game (cases[c].setup, 5);
      g_autoptr (DkAgent) random = dk_agent_new_random (5);
      guint checks = 0;

      for (guint i = 0; i < 40 && checks < 2 && !dk_game_is_over (g); i++)
        {
          const DkDecision *d = dk_game_decision (g);

          if (d->n_options > 2)
            {
              g_autoptr (DkAgent) hard = new_agent ("hard", 11);
              g_autoptr (DkAgent) same = new_agent (cases[c].same, 11);
              g_autoptr (DkAgent) other = new_agent (cases[c].other, 11);
              guint h = hard->choose (hard, g, d);

              g_assert_cmpuint (h, ==, same->choose (same, g, d));
              other->choose (other, g, d);
              g_assert_cmpmem (&hard->rng, sizeof hard->rng, &same->rng, sizeof same->rng);
              g_assert_true (memcmp (&hard->rng, &other->rng, sizeof hard->rng) != 0);
              checks++;
            }
          g_assert_true (dk_game_apply (g, random->choose (random, g, d), NULL));
        }
      g_assert_cmpuint (checks, ==, 2);
    }
}

static void
test_search_params (void)
{
  DkSearchParams p;

  memset (&p, 0xff, sizeof p);
  dk_search_params_init (&p);
  g_assert_cmpuint (p.iterations, ==, DK_SEARCH_DEFAULT_ITERATIONS);
  g_assert_cmpuint (p.playout_length, ==, DK_SEARCH_DEFAULT_PLAYOUT_LENGTH);
  g_assert_cmpint (p.playout, ==, DK_SEARCH_PLAYOUT_HEURISTIC);
  g_assert_cmpfloat (p.exploration, >, 0.0);
  g_assert_cmpfloat (p.keep_choice, >, 0.0);
  g_assert_cmpfloat (p.keep_choice, <, 1.0);
  g_assert_cmpfloat (p.settled, >, 0.0);
  g_assert_cmpfloat (p.settled, <, 0.5);
  g_assert_cmpint (p.root, ==, DK_SEARCH_ROOT_GAME);
  g_assert_cmpfloat (p.opponent_noise, ==, 0.0f);
  g_assert_cmpfloat (p.confidence, >, 0.0);
  g_assert_cmpuint (p.tiebreak_length, >, 0);
  g_assert_cmpfloat (p.behind_noise, >, 0.0f);
  g_assert_cmpfloat (p.behind_noise, <=, 1.0f);
}

int
main (int argc, char **argv)
{
  static const char *const agents[] = { "random", "heuristic", "easy", "search:40" };
  g_autoptr (GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);
  /* Under valgrind or the address sanitizer a search is slow: fewer games. */
#if defined(__SANITIZE_ADDRESS__)
  gboolean short_run = TRUE;
#else
  gboolean short_run = g_getenv ("DK_UNDER_VALGRIND") != NULL;
#endif
  int ret;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  load_setups ();

  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autofree char *path = g_strdup_printf ("/agents/determinize/by-owner/%s", setups[i].name);

      g_test_add_data_func (path, setups[i].name, test_determinize_by_owner);
    }
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    for (guint k = 0; k <= G_N_ELEMENTS (agents); k++)
      {
        CheatCase *c = g_new0 (CheatCase, 1);
        g_autofree char *path = NULL;

        c->setup = setups[i].name;
        c->agent = k < G_N_ELEMENTS (agents) ? agents[k] : "cheater";
        c->games = short_run ? 1 : 3;
        c->checks_per_game = g_str_has_prefix (c->agent, "search") ? 12 : 30;
        g_ptr_array_add (cases, c);
        path = g_strdup_printf ("/agents/no-cheating/%s/%s", c->setup, c->agent);
        g_test_add_data_func (path, c,
                              k < G_N_ELEMENTS (agents) ? test_no_cheating : test_cheater_caught);
      }
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autofree char *path = g_strdup_printf ("/agents/determinism/%s", setups[i].name);

      g_test_add_data_func (path, setups[i].name, test_determinism);
    }
  g_test_add_func ("/agents/search/same-seed", test_search_same_seed);
  g_test_add_func ("/agents/search/one-option", test_search_one_option);
  g_test_add_func ("/agents/search/keep-choice", test_search_keep_choice);
  g_test_add_data_func ("/agents/search/beats-random/ufs", "ufs", test_search_beats_random);
  g_test_add_data_func ("/agents/search/beats-random/bos", "bos", test_search_beats_random);
  g_test_add_func ("/agents/specs", test_specs);
  g_test_add_func ("/agents/search/params", test_search_params);
  g_test_add_func ("/agents/hard/budget", test_hard_budget);
  g_test_add_func ("/agents/search/paired", test_search_paired);
  g_test_add_func ("/agents/search/paired-tiebreak", test_search_paired_tiebreak);
  g_test_add_func ("/agents/search/paired-behind", test_search_paired_behind);

  ret = g_test_run ();
  free_setups ();
  return ret;
}
