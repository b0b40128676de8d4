/* dk-search.c: the searching computer player.
 *
 * Information-set Monte Carlo tree search with a single observer (after
 * Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 4(2), 2012). The deciding seat does not know the
 * hidden cards, so each iteration deals them anew (dk_game_determinize() of
 * its view) and walks one tree shared by every deal. An edge of the tree is
 * an option by its content, not by its index: the same action in two deals
 * is one edge even when the deals list the options differently or give the
 * card another index. Each node is judged by the player who chose the edge
 * into it, with that player's share of the result (max^n), so the search
 * works for any number of players, and teammates, whose results
 * dk_game_evaluate() makes equal, play for each other.
 *
 * Or, when the game asks for it (DkModule.search_root), no tree: each deal
 * plays out every option of the decision from the same position with the
 * same random stream (paired playouts), and the module's own choice is
 * kept unless another option does better on the same deals by more than
 * their noise, in results, or, where the results are no better, in the
 * module's evaluation of the position a few turns on.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"
#include "dk-private.h"

#include <math.h>

/* No node: node 0 is the root, never anyone's child. */
#define NO_NODE 0u
/* An option whose content another option of the decision already has. */
#define DUPLICATE G_MAXUINT32
/* A playout stops after this many decisions whatever its length: a safety
 * net under the engine's own limits on games that go nowhere. */
#define PLAYOUT_LIMIT 20000

/* One node of the tree: the position reached by the edge @key from its
 * parent, as far as the observer can tell. */
typedef struct
{
  guint64 key;         /* the option that leads here (option_key ()) */
  guint32 first_child; /* NO_NODE: none yet */
  guint32 next_sibling;
  guint32 visits;
  guint32 avail; /* how often the edge was legal when its parent was visited */
  double reward; /* the sum of @player's results through here */
  guint8 player; /* who chose the edge */
} DkSearchNode;

typedef struct
{
  DkSearchParams params;

  /* The tree of the decision in hand, freed when it is taken. */
  DkSearchNode *nodes;
  guint n_nodes;
  guint nodes_cap;

  /* With paired playouts, the player deciding at the root, whose
   * opponents err in playouts (params.opponent_noise); -1 in a tree. */
  gint me;
  /* The share of their decisions those opponents take at random now. */
  float noise;

  /* The level `hard`: the budget is the game's (DkModule.hard_iterations). */
  gboolean hard;

  /* Scratch for one decision of the walk, grown as needed and kept. */
  guint64 *keys;
  guint32 *child_of; /* by option: its node, NO_NODE or DUPLICATE */
  double *scores;
  guint32 *table; /* open addressing: an option index + 1, 0 empty */
  guint n_options_cap;
  guint table_cap;
  guint32 *path;
  guint path_cap;
} DkSearch;

/* --- options by content ---------------------------------------------------- */

static inline guint64
mix64 (guint64 h, guint64 v)
{
  h ^= v + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + (h << 6) + (h >> 2);
  h *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  return h ^ (h >> 29);
}

/* A card by what it is and where, not by its index: a card dealt in one
 * deal has another index in the next, and two cards of one definition in
 * one zone and state are the same card to play (as dk_game_dedupe_options()
 * has it). A card the decider does not know is only its place to them,
 * and a card under modifiers is not like any other. */
static inline guint64
card_key (const DkGame *g, gint32 card, gint decider)
{
  const DkCard *c;
  guint64 h;

  if (card < 0 || (guint) card >= g->n_cards)
    return G_GUINT64_CONSTANT (0xc0ffee) ^ (guint32) card;
  c = &g->cards[card];
  h = (guint64) c->zone << 16 | (guint64) c->flags << 24 |
      (guint64) (guint16) c->attached_to << 40 | (guint64) c->controller << 56;
  if (decider >= 0 && !(c->known & (1u << decider)))
    return mix64 (h, 0x10000u | (guint32) card);
  h = mix64 (h | c->def, (guint64) c->known);
  for (guint i = 0; i < DK_CARD_VARS; i++)
    h = mix64 (h, (guint32) c->vars[i]);
  if (dk_game_card_has_modifier (g, card))
    h = mix64 (h, 0x20000u | (guint32) card);
  return h;
}

/* An option's content: its verb, tag and arguments, each card by
 * card_key (). The arguments of a set are summed, so that their order does
 * not count. */
static guint64
option_key (const DkGame *g, const DkOption *o)
{
  guint64 h = mix64 ((guint64) o->verb | (guint64) o->tag << 16 | (guint64) o->n_args << 32 |
                         (guint64) o->set_from << 40,
                     o->kinds);
  guint64 set = 0;

  for (guint i = 0; i < o->n_args && i < DK_OPTION_MAX_ARGS; i++)
    {
      guint64 a = DK_OPTION_ARG_KIND (o, i) == DK_ARG_CARD
                      ? card_key (g, o->args[i], g->decision.player)
                      : mix64 (i, (guint32) o->args[i]);

      if (o->set_from && i >= (guint) o->set_from - 1)
        set += mix64 (a, 0x5e7);
      else
        h = mix64 (h, a);
    }
  return mix64 (h, set);
}

/* --- scratch ------------------------------------------------------------------ */

static void
search_reserve (DkSearch *s, guint n)
{
  guint cap = 16;

  if (n > s->n_options_cap)
    {
      s->n_options_cap = MAX (n, 2 * s->n_options_cap);
      s->keys = g_renew (guint64, s->keys, s->n_options_cap);
      s->child_of = g_renew (guint32, s->child_of, s->n_options_cap);
      s->scores = g_renew (double, s->scores, s->n_options_cap);
    }
  while (cap < 2 * n)
    cap *= 2;
  if (cap > s->table_cap)
    {
      s->table_cap = cap;
      s->table = g_renew (guint32, s->table, cap);
    }
}

static guint32
search_new_node (DkSearch *s, guint32 parent, guint64 key, guint player)
{
  DkSearchNode *n;
  guint32 id;

  if (s->n_nodes == s->nodes_cap)
    {
      s->nodes_cap = MAX (64, 2 * s->nodes_cap);
      s->nodes = g_renew (DkSearchNode, s->nodes, s->nodes_cap);
    }
  id = s->n_nodes++;
  n = &s->nodes[id];
  n->key = key;
  n->first_child = NO_NODE;
  n->visits = 0;
  n->avail = 0;
  n->reward = 0.0;
  n->player = (guint8) player;
  n->next_sibling = NO_NODE;
  if (id != 0)
    {
      n->next_sibling = s->nodes[parent].first_child;
      s->nodes[parent].first_child = id;
    }
  return id;
}

static void
search_push_path (DkSearch *s, guint *len, guint32 node)
{
  if (*len == s->path_cap)
    {
      s->path_cap = MAX (64, 2 * s->path_cap);
      s->path = g_renew (guint32, s->path, s->path_cap);
    }
  s->path[(*len)++] = node;
}

/* The options of @g's decision by content, and which of them already have
 * a child of @node (each such child counted as available once more). */
static void
search_match_children (DkSearch *s, const DkGame *g, guint32 node)
{
  const DkDecision *d = &g->decision;
  guint mask;

  search_reserve (s, d->n_options);
  mask = s->table_cap - 1;
  memset (s->table, 0, s->table_cap * sizeof (guint32));
  for (guint i = 0; i < d->n_options; i++)
    {
      guint64 k = option_key (g, &d->options[i]);
      guint slot = (guint) (k ^ (k >> 32)) & mask;

      s->keys[i] = k;
      s->child_of[i] = NO_NODE;
      for (; s->table[slot] != 0; slot = (slot + 1) & mask)
        if (s->keys[s->table[slot] - 1] == k)
          {
            s->child_of[i] = DUPLICATE;
            break;
          }
      if (s->child_of[i] != DUPLICATE)
        s->table[slot] = i + 1;
    }
  for (guint32 c = s->nodes[node].first_child; c != NO_NODE; c = s->nodes[c].next_sibling)
    {
      guint64 k = s->nodes[c].key;

      for (guint slot = (guint) (k ^ (k >> 32)) & mask; s->table[slot] != 0;
           slot = (slot + 1) & mask)
        if (s->keys[s->table[slot] - 1] == k)
          {
            s->child_of[s->table[slot] - 1] = c;
            s->nodes[c].avail++;
            break;
          }
    }
}

/* --- one iteration ------------------------------------------------------------ */

static guint
playout_choice (DkSearch *s, DkGame *g, DkRng *rng)
{
  const DkDecision *d = &g->decision;

  if (s->me >= 0 && s->noise > 0 && d->player != s->me &&
      dk_rng_below (rng, 1u << 16) < (guint32) (s->noise * 65536.0))
    return dk_rng_below (rng, d->n_options);
  if (s->params.playout == DK_SEARCH_PLAYOUT_RANDOM ||
      (s->params.playout_noise > 0 &&
       dk_rng_below (rng, 1u << 16) < (guint32) (s->params.playout_noise * 65536.0)))
    return dk_rng_below (rng, d->n_options);
  search_reserve (s, d->n_options);
  dk_game_score_options (g, s->scores);
  return dk_game_best_option (g, s->scores, rng);
}

/* Which untried option of the decision to add to the tree: the one the
 * module likes best (a heuristic search), or any. */
static guint
expansion_choice (DkSearch *s, DkGame *g, guint n_untried, DkRng *rng)
{
  const DkDecision *d = &g->decision;
  guint best = G_MAXUINT, n_best = 0, k;

  if (s->params.playout == DK_SEARCH_PLAYOUT_RANDOM)
    {
      k = dk_rng_below (rng, n_untried);
      for (guint i = 0; i < d->n_options; i++)
        if (s->child_of[i] == NO_NODE && k-- == 0)
          return i;
      g_assert_not_reached ();
    }
  dk_game_score_options (g, s->scores);
  for (guint i = 0; i < d->n_options; i++)
    {
      if (s->child_of[i] != NO_NODE)
        continue;
      if (n_best == 0 || s->scores[i] > s->scores[best])
        {
          best = i;
          n_best = 1;
        }
      else if (s->scores[i] == s->scores[best] && dk_rng_below (rng, ++n_best) == 0)
        best = i;
    }
  return best;
}

/* ln (@n) for a count @n >= 1, from additions, multiplications and
 * divisions only, which IEEE 754 rounds alike everywhere: the libm's log
 * may differ in its last bit from one system to another, and a last bit
 * can tip a close UCB comparison and with it a move. */
static double
search_log (guint32 n)
{
  const double ln2 = 0.69314718055994530942;
  double m = (double) n, r, r2, sum, term;
  gint e = 0;

  /* n = m * 2^e with m in [0.75, 1.5): exact halvings. */
  while (m >= 1.5)
    {
      m *= 0.5;
      e++;
    }
  /* ln m = 2 atanh r, r = (m - 1) / (m + 1), |r| <= 0.2. */
  r = (m - 1.0) / (m + 1.0);
  r2 = r * r;
  sum = 0.0;
  term = r;
  for (guint k = 1; k <= 25; k += 2)
    {
      sum += term / k;
      term *= r2;
    }
  return e * ln2 + 2.0 * sum;
}

/* UCB1 over the children legal in this deal, each with its own count of
 * the times it could have been chosen (the availability of ISMCTS). */
static guint
selection_choice (DkSearch *s, guint n_options)
{
  double best_value = -G_MAXDOUBLE;
  guint best = 0;

  for (guint i = 0; i < n_options; i++)
    {
      const DkSearchNode *c;
      double value;

      if (s->child_of[i] == NO_NODE || s->child_of[i] == DUPLICATE)
        continue;
      c = &s->nodes[s->child_of[i]];
      value = c->reward / c->visits +
              s->params.exploration * sqrt (search_log (c->avail) / c->visits);
      if (value > best_value)
        {
          best_value = value;
          best = i;
        }
    }
  return best;
}

/* @g played on to the end, or as far as the module can judge from, and
 * judged: @values by player. */
/* Returns the number of decisions of two options or more it took. */
static guint
play_out (DkSearch *s, DkGame *g, DkRng *rng, gboolean cut_off, double *values, double *noted)
{
  guint played = 0;

  while (g->status != DK_STATUS_OVER && played < PLAYOUT_LIMIT &&
         !(cut_off && played >= s->params.playout_length))
    {
      guint choice = g->decision.n_options == 1 ? 0 : playout_choice (s, g, rng);

      played += g->decision.n_options > 1;
      if (!dk_game_apply (g, choice, NULL))
        break;
      if (noted != NULL && played == s->params.tiebreak_length)
        {
          dk_game_evaluate (g, values);
          *noted = values[s->me];
          noted = NULL;
        }
    }
  dk_game_evaluate (g, values);
  /* Over sooner: the result is the position's value then. */
  if (noted != NULL)
    *noted = values[s->me];
  return played;
}

static void
search_iterate (DkSearch *s, const DkGame *view, guint me, DkRng *rng, gboolean cut_off)
{
  guint64 seed = (guint64) dk_rng_next (rng) << 32 | dk_rng_next (rng);
  g_autoptr (DkGame) g = dk_game_determinize (view, me, seed);
  double values[DK_MAX_PLAYERS];
  guint32 node = 0;
  guint len = 0;
  gboolean expanded = FALSE;

  /* Down the tree while every option here has been tried, then one new
   * node. */
  while (!expanded && g->status != DK_STATUS_OVER)
    {
      const DkDecision *d = &g->decision;
      guint n_untried = 0, choice;

      if (d->n_options == 1)
        {
          /* Nothing to choose: no node. */
          if (!dk_game_apply (g, 0, NULL))
            break;
          continue;
        }
      search_match_children (s, g, node);
      for (guint i = 0; i < d->n_options; i++)
        n_untried += s->child_of[i] == NO_NODE;
      if (n_untried > 0)
        {
          choice = expansion_choice (s, g, n_untried, rng);
          node = search_new_node (s, node, s->keys[choice], (guint) d->player);
          s->nodes[node].avail = 1;
          expanded = TRUE;
        }
      else
        {
          choice = selection_choice (s, d->n_options);
          node = s->child_of[choice];
        }
      search_push_path (s, &len, node);
      if (!dk_game_apply (g, choice, NULL))
        break;
    }

  /* Then on to the end, or as far as the module can judge from. */
  play_out (s, g, rng, cut_off, values, NULL);
  s->nodes[0].visits++;
  for (guint i = 0; i < len; i++)
    {
      DkSearchNode *n = &s->nodes[s->path[i]];

      n->visits++;
      n->reward += values[n->player];
    }
}

/* --- paired playouts ------------------------------------------------------------ */

/* The decision of @view taken by paired playouts. Each deal of the hidden
 * cards plays out every option (by content, as the tree has them) from
 * the same dealt game with the same random stream, so that two options
 * differ only by what they change; the module's own choice is the
 * reference. An option replaces it only when its mean difference to it,
 * less @confidence standard errors of that mean, is above 0; of several,
 * the one that is so by the most. In a game the playouts find lost (or
 * won) whatever is played, every difference is nothing and the module's
 * choice stands; where one option wins deals another loses, it shows.
 * Where the first half of the deals finds the game lost so (@behind_noise),
 * the other half is played against opponents who err, and decides. */
static guint
paired_choose (DkSearch *s, DkRng *rng, const DkGame *view, const DkDecision *decision,
               gboolean cut_off)
{
  guint me = (guint) decision->player, n = decision->n_options;
  guint n_distinct = 0, deals, h, best;
  g_autofree guint64 *keys = g_new (guint64, n);
  g_autofree gboolean *distinct = g_new0 (gboolean, n);
  g_autofree double *result = g_new (double, n);
  g_autofree double *sum = g_new0 (double, n);
  g_autofree double *sum2 = g_new0 (double, n);
  g_autofree guint *count = g_new0 (guint, n);
  g_autofree double *noted = g_new (double, n);
  g_autofree double *nsum = g_new0 (double, n);
  g_autofree double *nsum2 = g_new0 (double, n);
  gboolean tiebreak = s->params.tiebreak_length > 0 && !cut_off;
  double values[DK_MAX_PLAYERS], best_bound = 0.0, reference = 0.0;
  guint half;
  /* Playout decisions taken in the first half, and since: the half
   * against erring opponents takes no more (its games last longer). */
  guint64 work = 0, work_first = G_MAXUINT64;

  for (guint i = 0; i < n; i++)
    {
      keys[i] = option_key (view, &decision->options[i]);
      distinct[i] = TRUE;
      for (guint j = 0; j < i && distinct[i]; j++)
        distinct[i] = !(distinct[j] && keys[j] == keys[i]);
      n_distinct += distinct[i];
    }
  search_reserve (s, n);
  dk_game_score_options (view, s->scores);
  h = dk_game_best_option (view, s->scores, rng);
  for (guint j = 0; j < h; j++)
    if (keys[j] == keys[h])
      {
        h = j;
        break;
      }
  /* Options all one by content: nothing to compare. */
  if (n_distinct <= 1)
    return h;

  deals = MAX (1u, s->params.iterations / MAX (1u, n_distinct));
  half = s->params.behind_noise > 0 ? deals / 2 : 0;
  s->noise = s->params.opponent_noise;
  for (guint d = 0; d < deals && work < work_first; d++)
    {
      guint64 seed = (guint64) dk_rng_next (rng) << 32 | dk_rng_next (rng);
      guint64 playout_seed = (guint64) dk_rng_next (rng) << 32 | dk_rng_next (rng);
      g_autoptr (DkGame) g = dk_game_determinize (view, me, seed);
      guint dealt_n = g->decision.n_options;
      g_autofree guint64 *dealt = g_new (guint64, MAX (dealt_n, 1u));

      /* The dealt game's options by content: its own indices. */
      for (guint j = 0; j < dealt_n; j++)
        dealt[j] = option_key (g, &g->decision.options[j]);
      for (guint i = 0; i < n; i++)
        {
          guint j;

          result[i] = -1.0;
          if (!distinct[i])
            continue;
          for (j = 0; j < dealt_n && dealt[j] != keys[i]; j++)
            ;
          if (j < dealt_n)
            {
              g_autoptr (DkGame) c = dk_game_copy_for_search (g);
              DkRng stream;

              dk_rng_seed (&stream, playout_seed);
              noted[i] = 0.0;
              if (dk_game_apply (c, j, NULL))
                work += play_out (s, c, &stream, cut_off, values, tiebreak ? &noted[i] : NULL);
              else
                {
                  dk_game_evaluate (c, values);
                  noted[i] = values[me];
                }
              result[i] = values[me];
            }
        }
      if (result[h] >= 0)
        {
          reference += result[h];
          for (guint i = 0; i < n; i++)
            if (result[i] >= 0)
              {
                double diff = result[i] - result[h];

                sum[i] += diff;
                sum2[i] += diff * diff;
                count[i]++;
                diff = noted[i] - noted[h];
                nsum[i] += diff;
                nsum2[i] += diff * diff;
              }
        }
      /* Half the deals played: where the module's choice loses and
       * nothing else ends otherwise on any deal, the rest is played
       * against opponents who err, and decides alone. */
      if (d + 1 == half && half >= 2 && count[h] >= 2 &&
          reference <= s->params.settled * count[h])
        {
          gboolean alike = TRUE;

          for (guint i = 0; i < n && alike; i++)
            alike = sum2[i] == 0.0;
          if (alike)
            {
              memset (sum, 0, n * sizeof *sum);
              memset (sum2, 0, n * sizeof *sum2);
              memset (count, 0, n * sizeof *count);
              memset (nsum, 0, n * sizeof *nsum);
              memset (nsum2, 0, n * sizeof *nsum2);
              s->noise = s->params.behind_noise;
              work_first = work;
              work = 0;
            }
        }
    }

  best = h;
  for (guint i = 0; i < n; i++)
    {
      double mean, var, bound;

      if (!distinct[i] || i == h || count[i] < 2)
        continue;
      mean = sum[i] / count[i];
      var = MAX (0.0, sum2[i] / count[i] - mean * mean);
      bound = mean - s->params.confidence * sqrt (var / (count[i] - 1));
      if (mean > 0 && bound > best_bound)
        {
          best_bound = bound;
          best = i;
        }
    }
  if (best != h || !tiebreak)
    return best;

  /* No option wins more than the module's choice. Where they end alike
   * (a game the playouts find lost or won whatever is played, most
   * often), the position a few turns on tells them apart: the option that
   * keeps more soul points and fighters there, and so gives an opponent
   * who errs more time to do so, by more than its noise. */
  best_bound = 0.0;
  for (guint i = 0; i < n; i++)
    {
      double mean, var, bound;

      if (!distinct[i] || i == h || count[i] < 2 || sum[i] < 0)
        continue;
      mean = nsum[i] / count[i];
      var = MAX (0.0, nsum2[i] / count[i] - mean * mean);
      bound = mean - s->params.confidence * sqrt (var / (count[i] - 1));
      if (mean > 0 && bound > best_bound)
        {
          best_bound = bound;
          best = i;
        }
    }
  return best;
}

/* --- the decision ----------------------------------------------------------------- */

static guint
search_choose (DkAgent *agent, const DkGame *game, const DkDecision *decision)
{
  DkSearch *s = agent->data;
  g_autoptr (DkGame) view = NULL;
  gboolean cut_off;
  guint best = 0;
  guint32 best_visits = 0;

  if (decision->n_options <= 1)
    return 0;
  if (s->hard)
    s->params.iterations =
      game->module->hard_iterations > 0 ? game->module->hard_iterations : DK_SEARCH_HARD_ITERATIONS;
  /* Without the module's judgement a cut-off playout tells nothing. */
  cut_off = s->params.playout_length > 0 && game->module->evaluate != NULL;
  /* The search sees the seat's view, never the game itself. */
  view = dk_game_view (game, (guint) decision->player);
  if (game->module->score_options != NULL &&
      (s->params.root == DK_SEARCH_ROOT_PAIRED ||
       (s->params.root == DK_SEARCH_ROOT_GAME &&
        game->module->search_root == DK_SEARCH_ROOT_PAIRED)))
    {
      s->me = decision->player;
      best = paired_choose (s, &agent->rng, view, decision, cut_off);
      s->me = -1;
      return best;
    }
  s->n_nodes = 0;
  search_new_node (s, NO_NODE, 0, (guint) decision->player);
  for (guint i = 0; i < s->params.iterations; i++)
    search_iterate (s, view, (guint) decision->player, &agent->rng, cut_off);

  /* The most visited option; the view lists the options of every deal. */
  search_match_children (s, view, 0);
  for (guint i = 0; i < decision->n_options; i++)
    if (s->child_of[i] != NO_NODE && s->child_of[i] != DUPLICATE &&
        s->nodes[s->child_of[i]].visits > best_visits)
      {
        best = i;
        best_visits = s->nodes[s->child_of[i]].visits;
      }
  /* In a game the playouts find settled (lost or won whatever is played)
   * every option leads to much the same result: the visits spread almost
   * evenly and the most visited option is little more than a draw. The
   * module's own choice is then taken, unless the search found something
   * clearly better, so that the game is still played sensibly. */
  if (s->params.keep_choice > 0.0 && game->module->score_options != NULL && best_visits > 0 &&
      (s->nodes[s->child_of[best]].reward / best_visits <= s->params.settled ||
       s->nodes[s->child_of[best]].reward / best_visits >= 1.0 - s->params.settled))
    {
      guint h;

      search_reserve (s, decision->n_options);
      dk_game_score_options (view, s->scores);
      h = dk_game_best_option (view, s->scores, &agent->rng);
      if (s->child_of[h] != NO_NODE && s->child_of[h] != DUPLICATE &&
          s->nodes[s->child_of[h]].visits >= s->params.keep_choice * best_visits)
        best = h;
    }
  g_clear_pointer (&s->nodes, g_free);
  s->n_nodes = s->nodes_cap = 0;
  return best;
}

static void
search_free (DkAgent *agent)
{
  DkSearch *s = agent->data;

  g_free (s->nodes);
  g_free (s->keys);
  g_free (s->child_of);
  g_free (s->scores);
  g_free (s->table);
  g_free (s->path);
  g_free (s);
}

/**
 * dk_search_params_init:
 * @params: (out caller-allocates): the parameters to fill
 *
 * Sets @params to the defaults: %DK_SEARCH_DEFAULT_ITERATIONS iterations,
 * heuristic playouts without noise played to the end of the game
 * (%DK_SEARCH_DEFAULT_PLAYOUT_LENGTH is 0), and an exploration constant
 * suited to results in [0, 1]. Measured in BoS against the heuristic
 * player: noisy playouts cut off after 20 decisions and judged by the
 * module won about half of the games at any budget; exact playouts to the
 * end, which play on as the heuristic would, won about three in five
 * (docs/agents.md). The root is as the game asks (a tree unless its module
 * asks for paired playouts), the opponents do not err beyond
 * @playout_noise, and paired playouts change the module's choice at one
 * standard error, and break ties by the position 20 playout decisions on;
 * in a game they find lost, the opponents play at random
 * in the second half of the deals.
 */
void
dk_search_params_init (DkSearchParams *params)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof *params);
  params->iterations = DK_SEARCH_DEFAULT_ITERATIONS;
  params->playout_length = DK_SEARCH_DEFAULT_PLAYOUT_LENGTH;
  params->playout = DK_SEARCH_PLAYOUT_HEURISTIC;
  params->exploration = 0.7;
  params->playout_noise = 0.0;
  params->keep_choice = 0.5;
  params->settled = 0.15;
  params->root = DK_SEARCH_ROOT_GAME;
  params->opponent_noise = 0.0f;
  params->confidence = 1.0;
  params->tiebreak_length = 20;
  params->behind_noise = 1.0f;
}

/**
 * dk_agent_new_search:
 * @seed: the agent's own seed: the deals of the hidden cards and every
 *   random choice of the search come from it, so that a seed and a game
 *   give the same moves on every run
 * @params: (nullable): how to search; %NULL: dk_search_params_init()
 *
 * The searching player: at each decision of two options or more it runs
 * @params->iterations iterations of information-set Monte Carlo tree search
 * from its seat's view (each on another deal of the cards it cannot see),
 * and takes the option it tried most, or, in a game its playouts find
 * settled, the module's own choice when that was tried nearly as often
 * (@params->keep_choice, @params->settled). Playouts take the module's best
 * option (DkModule.score_options), or any; they stop after
 * @params->playout_length decisions and are judged by the module
 * (DkModule.evaluate), or run to the end of the game when the module has
 * no judgement of its own or the length is 0.
 *
 * Returns: (transfer full): the agent
 */
DkAgent *
dk_agent_new_search (guint64 seed, const DkSearchParams *params)
{
  DkAgent *a = g_new0 (DkAgent, 1);
  DkSearch *s = g_new0 (DkSearch, 1);

  if (params != NULL)
    s->params = *params;
  else
    dk_search_params_init (&s->params);
  s->params.iterations = MAX (s->params.iterations, 1);
  s->params.exploration = MAX (s->params.exploration, 0.0);
  s->params.playout_noise = CLAMP (s->params.playout_noise, 0.0, 1.0);
  s->params.keep_choice = CLAMP (s->params.keep_choice, 0.0, 1.0);
  s->params.settled = CLAMP (s->params.settled, 0.0, 0.5);
  s->params.opponent_noise = CLAMP (s->params.opponent_noise, 0.0f, 1.0f);
  s->params.behind_noise = CLAMP (s->params.behind_noise, 0.0f, 1.0f);
  s->params.confidence = MAX (s->params.confidence, 0.0);
  s->me = -1;
  a->name = "search";
  a->choose = search_choose;
  a->free = search_free;
  a->data = s;
  dk_rng_seed (&a->rng, seed);
  return a;
}

DkAgent *
dk_agent_new_hard (guint64 seed)
{
  DkSearchParams params;
  DkAgent *a;

  dk_search_params_init (&params);
  params.iterations = DK_SEARCH_HARD_ITERATIONS;
  a = dk_agent_new_search (seed, &params);
  ((DkSearch *) a->data)->hard = TRUE;
  return a;
}
