/* dk-study.c: a study: the measures of each game (who leads, by how much, the
 * drama of a game) and the metrics of all its games, with their intervals.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-stats.h"

#include <math.h>
#include <string.h>

/* --- one game's measures ------------------------------------------------------- */

static double
value_at (const DkRecord *r, guint k, guint p)
{
  return r->values[k * r->n_players + p];
}

gboolean
dk_record_is_end_point (const DkRecord *r, guint k)
{
  return r->result != DK_RECORD_CUT_OFF && r->n_points > 0 && k == r->n_points - 1;
}

double
dk_record_point_time (const DkRecord *r, guint k)
{
  if (dk_record_is_end_point (r, k))
    return 1.0;
  /* Turns 0 (before the first) to T, and the end: T + 1 steps. */
  if (r->turns < 0)
    return 0.0;
  return CLAMP ((double) r->point_turn[k] / (r->turns + 1), 0.0, 1.0);
}

gint
dk_record_leader (const DkRecord *r, guint k)
{
  gint best = -1;
  double top = -G_MAXDOUBLE;
  gboolean tie = FALSE;

  for (guint p = 0; p < r->n_players; p++)
    {
      double v = value_at (r, k, p);

      if (v > top)
        {
          top = v;
          best = (gint) p;
          tie = FALSE;
        }
      else if (v == top)
        tie = TRUE;
    }
  return tie ? -1 : best;
}

/* How far @p is behind the best of the others at @k (> 0: behind). */
static double
behind_by (const DkRecord *r, guint k, guint p)
{
  double top = -G_MAXDOUBLE;

  for (guint q = 0; q < r->n_players; q++)
    if (q != p)
      top = MAX (top, value_at (r, k, q));
  return top - value_at (r, k, p);
}

double
dk_record_decisiveness (const DkRecord *r)
{
  guint k;

  if (r->result != DK_RECORD_WIN || r->n_points == 0)
    return -1.0;
  for (k = r->n_points; k > 0; k--)
    if (dk_record_leader (r, k - 1) != r->winner)
      break;
  if (k == r->n_points)
    return 1.0; /* not ahead even at the end: only the result settled it */
  return dk_record_point_time (r, k);
}

guint
dk_record_lead_changes (const DkRecord *r)
{
  gint last = -1;
  guint changes = 0;

  for (guint k = 0; k < r->n_points; k++)
    {
      gint leader = dk_record_leader (r, k);

      if (leader < 0)
        continue;
      if (last >= 0 && leader != last)
        changes++;
      last = leader;
    }
  return changes;
}

gboolean
dk_record_drama (const DkRecord *r, double *gap, double *behind_share)
{
  guint points = 0, behind = 0;
  double sum = 0.0;

  *gap = *behind_share = 0.0;
  if (r->result != DK_RECORD_WIN)
    return FALSE;
  for (guint k = 0; k < r->n_points; k++)
    {
      double by;

      if (dk_record_is_end_point (r, k))
        continue;
      points++;
      by = behind_by (r, k, (guint) r->winner);
      if (by > 0)
        {
          behind++;
          sum += by;
        }
    }
  if (behind > 0)
    *gap = sum / behind;
  if (points > 0)
    *behind_share = (double) behind / points;
  return TRUE;
}

gboolean
dk_record_comeback (const DkRecord *r)
{
  gint mid = -1;

  if (r->result != DK_RECORD_WIN)
    return FALSE;
  for (guint k = 0; k < r->n_points; k++)
    if (!dk_record_is_end_point (r, k) && dk_record_point_time (r, k) <= 0.5)
      mid = (gint) k;
  return mid >= 0 && behind_by (r, (guint) mid, (guint) r->winner) > 0;
}

guint
dk_record_event (const DkRecord *r, const char *key)
{
  return r->events ? GPOINTER_TO_UINT (g_hash_table_lookup (r->events, key)) : 0;
}

guint64
dk_record_round (const DkRecord *r)
{
  return (r->game - 1) / r->n_players;
}

/* --- a study --------------------------------------------------------------------- */

static void
stat_free (DkStat *s)
{
  g_free (s->key);
  g_free (s->label);
  g_free (s->group);
  g_free (s);
}

void
dk_study_free (DkStudy *s)
{
  if (s == NULL)
    return;
  g_free (s->label);
  g_ptr_array_unref (s->stats);
  g_array_unref (s->turns);
  g_array_unref (s->decisions);
  g_free (s);
}

static DkStat *
add_stat (DkStudy *s, const char *group, const char *key, const char *label, DkStatKind kind)
{
  DkStat *st = g_new0 (DkStat, 1);

  st->group = g_strdup (group);
  st->key = g_strdup (key);
  st->label = g_strdup (label);
  st->kind = kind;
  st->lo = st->hi = NAN;
  g_ptr_array_add (s->stats, st);
  return st;
}

static void
add_share (DkStudy *s, const char *group, const char *key, const char *label, guint k, guint n)
{
  DkStat *st = add_stat (s, group, key, label, DK_STAT_SHARE);

  st->k = k;
  st->n = n;
  st->value = n ? (double) k / n : NAN;
  dk_stats_wilson (k, n, &st->lo, &st->hi);
}

static void
add_mean (DkStudy *s, const char *group, const char *key, const char *label, GArray *v)
{
  DkStat *st = add_stat (s, group, key, label, DK_STAT_MEAN);

  st->n = v->len;
  dk_stats_mean ((const double *) v->data, v->len, &st->value, &st->sd, &st->lo, &st->hi);
  if (v->len == 0)
    st->value = NAN;
}

static void
add_value (DkStudy *s, const char *group, const char *key, const char *label, double value)
{
  DkStat *st = add_stat (s, group, key, label, DK_STAT_VALUE);

  st->value = value;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static void
add_spread (DkStudy *s, const char *key, const char *what, GArray *v)
{
  g_autoptr (GArray) sorted = g_array_copy (v);
  g_autofree char *k1 = g_strdup_printf ("%s.q1", key);
  g_autofree char *k2 = g_strdup_printf ("%s.median", key);
  g_autofree char *k3 = g_strdup_printf ("%s.q3", key);
  g_autofree char *l1 = g_strdup_printf ("%s, 1st quartile", what);
  g_autofree char *l2 = g_strdup_printf ("%s, median", what);
  g_autofree char *l3 = g_strdup_printf ("%s, 3rd quartile", what);

  g_array_sort (sorted, compare_doubles);
  add_value (s, "length", k1, l1, dk_stats_quantile ((double *) sorted->data, sorted->len, 0.25));
  add_value (s, "length", k2, l2, dk_stats_quantile ((double *) sorted->data, sorted->len, 0.5));
  add_value (s, "length", k3, l3, dk_stats_quantile ((double *) sorted->data, sorted->len, 0.75));
}

/* The mechanics the comparison names, from the events: a label, the event
 * key counted, and an event key that marks a game that has the mechanic at
 * all (a game without it shows nothing rather than 0). With @per, the row
 * is the count of @key over that of @per, in the games that have @per. */
static const struct
{
  const char *label, *key, *marker, *per;
} dk_mechanics[] = {
  { "UFS: checks passed", "check.passed=true", "check" },
  { "UFS: checks failed", "check.passed=false", "check" },
  { "UFS: commits per check", "check.commits", "check.commits", "check" },
  { "UFS: checks passed by committing", "check.with-commits", "check.commits" },
  { "UFS: cards committed (all causes)", "commit", "commit" },
  { "UFS: blocks complete", "block.status=complete", "check" },
  { "UFS: blocks partial", "block.status=partial", "check" },
  { "UFS: blocks failed", "block.status=none", "check" },
  { "UFS: attacks", "attack-begins", "check" },
  { "UFS: momentum gained", "zone-change.to=momentum", "check" },
  { "UFS: momentum spent", "zone-change.from=momentum", "check" },
  { "UFS: enhances played", "ability-played.type=E", "check" },
  { "UFS: responses played", "ability-played.type=R", "check" },
  { "UFS: cards cycled", "cycle", "check" },
  { "BoS: attacks declared", "attack-declared", "deploy" },
  { "BoS: direct attacks", "attack-declared.direct=true", "deploy" },
  { "BoS: battles won", "battle.result=win", "deploy" },
  { "BoS: battles tied", "battle.result=tie", "deploy" },
  { "BoS: battles lost", "battle.result=lose", "deploy" },
  { "BoS: chains", "chain-link.link=1", "deploy" },
  { "BoS: chain links", "chain-link", "deploy" },
  { "BoS: negations", "negated", "deploy" },
  { "BoS: elite deploys", "deploy.class=elite", "deploy" },
  { "BoS: warlord deploys", "deploy.class=warlord", "deploy" },
  { "BoS: legendary deploys", "deploy.class=legendary", "deploy" },
  { "BoS: tactics used", "activated.card-type=tactic", "deploy" },
  { "BoS: cards sacrificed", "sent-to-discard.cause=sacrificed", "deploy" },
  { "BoS: coin flips", "coin-flip", "deploy" },
  { "BoS: dice rolls", "dice", "deploy" },
};

static void
add_trace (DkStudy *s, GPtrArray *records)
{
  /* By bin: each won game's mean value in the bin, winner (0) and others (1). */
  GArray *bins[2][DK_STATS_BINS];

  for (guint w = 0; w < 2; w++)
    for (guint b = 0; b < DK_STATS_BINS; b++)
      bins[w][b] = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < records->len; i++)
    {
      const DkRecord *r = g_ptr_array_index (records, i);
      double sum[2][DK_STATS_BINS] = { { 0 } };
      guint count[DK_STATS_BINS] = { 0 };

      if (r->result != DK_RECORD_WIN || r->n_players < 2)
        continue;
      for (guint k = 0; k < r->n_points; k++)
        {
          guint b;
          double others = 0.0;

          if (dk_record_is_end_point (r, k))
            continue;
          b = MIN ((guint) (dk_record_point_time (r, k) * DK_STATS_BINS), DK_STATS_BINS - 1);
          for (guint p = 0; p < r->n_players; p++)
            if ((gint) p != r->winner)
              others += value_at (r, k, p);
          sum[0][b] += value_at (r, k, (guint) r->winner);
          sum[1][b] += others / (r->n_players - 1);
          count[b]++;
        }
      for (guint b = 0; b < DK_STATS_BINS; b++)
        if (count[b] > 0)
          for (guint w = 0; w < 2; w++)
            {
              double m = sum[w][b] / count[b];

              g_array_append_val (bins[w][b], m);
            }
    }
  for (guint b = 0; b < DK_STATS_BINS; b++)
    {
      s->trace_n[b] = bins[0][b]->len;
      for (guint w = 0; w < 2; w++)
        {
          double sd;

          dk_stats_mean ((double *) bins[w][b]->data, bins[w][b]->len, &s->trace_mean[w][b], &sd,
                         &s->trace_lo[w][b], &s->trace_hi[w][b]);
          g_array_unref (bins[w][b]);
        }
    }
}

/* Hidden information: per game, the cards unknown to the seat deciding,
 * over the cards of the game, summed over its real decisions. */
static void
add_hidden (DkStudy *s, GPtrArray *records)
{
  static const char *const keys[] = { "hidden.all", "hidden.hand", "hidden.deck",
                                      "hidden.face_down", "hidden.theirs" };
  static const char *const labels[] = {
    "unknown to the decider, all", "unknown: in hands",       "unknown: in decks, hidden zones",
    "unknown: face down in play",  "unknown: another seat's",
  };
  GArray *v[G_N_ELEMENTS (keys)];

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    v[k] = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < records->len; i++)
    {
      const DkRecord *r = g_ptr_array_index (records, i);
      double c, x[G_N_ELEMENTS (keys)];

      if (!r->has_hidden || r->hidden_cards == 0 || r->result == DK_RECORD_CUT_OFF)
        continue;
      c = (double) r->hidden_cards;
      x[0] = (double) (r->hidden_hand + r->hidden_deck + r->hidden_face_down) / c;
      x[1] = (double) r->hidden_hand / c;
      x[2] = (double) r->hidden_deck / c;
      x[3] = (double) r->hidden_face_down / c;
      x[4] = (double) r->hidden_theirs / c;
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        g_array_append_val (v[k], x[k]);
    }
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    if (v[k]->len > 0)
      add_mean (s, "hidden", keys[k], labels[k], v[k]);
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    g_array_unref (v[k]);
}

/* How much the deal decides: a round's games share the seed and the decks
 * of each seat, the agents moved one seat on from game to game. In the
 * rounds whose games were all won, the share where one seat won them all,
 * against what it would be if the games were independent: the product
 * over the round's games (by their place j in it) of seat p's share of
 * the wins at place j, summed over the seats. The place carries the
 * agents' arrangement, so a stronger agent or a better seat is allowed
 * for. */
static void
add_deal (DkStudy *s, GPtrArray *records)
{
  g_autoptr (GHashTable) rounds = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                         (GDestroyNotify) g_ptr_array_unref);
  guint wins[DK_STATS_MAX_SEATS][DK_STATS_MAX_SEATS] = { { 0 } }; /* [place][seat] */
  guint won = 0, same = 0, hashed = 0, alike = 0, n_players = 0;
  GHashTableIter it;
  gpointer value;
  double expected = 0.0, lo, hi;
  DkStat *st;

  for (guint i = 0; i < records->len; i++)
    {
      DkRecord *r = g_ptr_array_index (records, i);
      gint64 round = (gint64) dk_record_round (r);
      GPtrArray *games = g_hash_table_lookup (rounds, &round);

      if (games == NULL)
        {
          games = g_ptr_array_new ();
          g_hash_table_insert (rounds, g_memdup2 (&round, sizeof round), games);
        }
      g_ptr_array_add (games, r);
    }
  g_hash_table_iter_init (&it, rounds);
  while (g_hash_table_iter_next (&it, NULL, &value))
    {
      GPtrArray *games = value;
      const DkRecord *r0 = g_ptr_array_index (games, 0);
      gboolean all_won = TRUE, one_seat = TRUE, hashes = TRUE, same_play = TRUE, dealt = TRUE;

      if (r0->n_players < 2 || games->len != r0->n_players)
        continue; /* a round cut short (-n not a multiple) or one-seat games */
      for (guint g = 0; g < games->len; g++)
        {
          const DkRecord *r = g_ptr_array_index (games, g);

          dealt &= r->seed == r0->seed && r->n_players == r0->n_players;
          all_won &= r->result == DK_RECORD_WIN;
          one_seat &= r->winner == r0->winner;
          hashes &= r->play_hash != NULL && r0->play_hash != NULL;
          same_play &= hashes && strcmp (r->play_hash, r0->play_hash) == 0;
        }
      if (!dealt)
        continue; /* not one deal: records of another study */
      if (hashes)
        {
          hashed++;
          alike += same_play;
        }
      if (!all_won)
        continue;
      n_players = r0->n_players;
      won++;
      same += one_seat;
      for (guint g = 0; g < games->len; g++)
        {
          const DkRecord *r = g_ptr_array_index (games, g);

          wins[(r->game - 1) % r->n_players][r->winner]++;
        }
    }
  if (won == 0)
    return;
  for (guint p = 0; p < n_players; p++)
    {
      double product = 1.0;

      for (guint j = 0; j < n_players; j++)
        product *= (double) wins[j][p] / won;
      expected += product;
    }
  add_share (s, "deal", "deal.same_seat", "one seat wins all games of a deal", same, won);
  /* A share without k of n: no interval, no difference. */
  st = add_stat (s, "deal", "deal.expected", "the same, games independent", DK_STAT_SHARE);
  st->value = expected;
  if (expected < 1.0)
    {
      dk_stats_wilson (same, won, &lo, &hi);
      st = add_stat (s, "deal", "deal.excess", "the deal's share beyond chance", DK_STAT_SHARE);
      st->value = ((double) same / won - expected) / (1.0 - expected);
      st->lo = (lo - expected) / (1.0 - expected);
      st->hi = (hi - expected) / (1.0 - expected);
    }
  if (hashed > 0)
    add_share (s, "deal", "deal.alike", "deals played alike", alike, hashed);
}

DkStudy *
dk_study_new (const char *label, GPtrArray *records)
{
  DkStudy *s = g_new0 (DkStudy, 1);
  guint counted = 0, draws = 0, cut_off = 0, won = 0, comebacks = 0;
  guint first_known = 0, first_wins = 0;
  guint seat_wins[DK_STATS_MAX_SEATS] = { 0 };
  g_autoptr (GArray) per_turn = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) decisive = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) leads = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) gaps = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) shares = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) branching = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) inactive = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GPtrArray) agents = g_ptr_array_new ();
  g_autoptr (GHashTable) event_keys = g_hash_table_new (g_str_hash, g_str_equal);
  guint with_events = 0;

  s->label = g_strdup (label);
  s->stats = g_ptr_array_new_with_free_func ((GDestroyNotify) stat_free);
  s->turns = g_array_new (FALSE, FALSE, sizeof (double));
  s->decisions = g_array_new (FALSE, FALSE, sizeof (double));
  s->n_games = records->len;
  for (guint i = 0; i < records->len; i++)
    {
      const DkRecord *r = g_ptr_array_index (records, i);
      double x, gap, share;

      s->n_players = MAX (s->n_players, r->n_players);
      for (guint p = 0; p < r->n_players; p++)
        if (!g_ptr_array_find_with_equal_func (agents, r->agents[p], g_str_equal, NULL))
          g_ptr_array_add (agents, r->agents[p]);
      if (r->events != NULL)
        {
          GHashTableIter it;
          gpointer key;

          with_events++;
          g_hash_table_iter_init (&it, r->events);
          while (g_hash_table_iter_next (&it, &key, NULL))
            g_hash_table_add (event_keys, key);
        }
      if (r->result == DK_RECORD_CUT_OFF)
        {
          cut_off++;
          continue;
        }
      counted++;
      if (r->first_player >= 0)
        {
          first_known++;
          if (r->result == DK_RECORD_WIN && r->winner == r->first_player)
            first_wins++;
        }
      if (r->result == DK_RECORD_DRAW)
        draws++;
      else
        {
          won++;
          seat_wins[r->winner]++;
        }
      x = r->turns;
      g_array_append_val (s->turns, x);
      x = r->decisions;
      g_array_append_val (s->decisions, x);
      if (r->turns > 0)
        {
          x = (double) r->decisions / r->turns;
          g_array_append_val (per_turn, x);
        }
      x = dk_record_decisiveness (r);
      if (x >= 0)
        g_array_append_val (decisive, x);
      x = dk_record_lead_changes (r);
      g_array_append_val (leads, x);
      if (dk_record_drama (r, &gap, &share))
        {
          g_array_append_val (gaps, gap);
          g_array_append_val (shares, share);
        }
      if (dk_record_comeback (r))
        comebacks++;
      if (r->has_options)
        {
          guint real = 0, options = 0, other = 0;

          for (guint p = 0; p < r->n_players; p++)
            {
              real += r->real_decisions[p];
              options += r->options[p];
              other += r->inactive[p];
            }
          if (real > 0)
            {
              x = (double) options / real;
              g_array_append_val (branching, x);
              x = (double) other / real;
              g_array_append_val (inactive, x);
            }
        }
    }

  add_value (s, "balance", "games", "games", records->len);
  for (guint p = 0; p < s->n_players; p++)
    {
      g_autofree char *key = g_strdup_printf ("balance.seat%u", p + 1);
      g_autofree char *what =
          p == 0 ? g_strdup ("first seat wins") : g_strdup_printf ("seat %u wins", p + 1);

      add_share (s, "balance", key, what, seat_wins[p], counted);
    }
  if (first_known > 0)
    add_share (s, "balance", "balance.first_mover", "first mover wins (began turn 1)", first_wins,
               first_known);
  add_share (s, "balance", "balance.draws", "draws", draws, counted);
  add_share (s, "balance", "balance.cut_off", "cut off", cut_off, records->len);

  add_mean (s, "length", "length.turns", "turns", s->turns);
  add_spread (s, "length.turns", "turns", s->turns);
  add_mean (s, "length", "length.decisions", "decisions", s->decisions);
  add_spread (s, "length.decisions", "decisions", s->decisions);
  add_mean (s, "length", "length.decisions_per_turn", "decisions per turn", per_turn);

  add_mean (s, "decisiveness", "decisiveness", "settled after (share of game)", decisive);
  add_mean (s, "lead", "lead_changes", "lead changes", leads);
  add_mean (s, "drama", "drama.gap", "drama: winner behind by", gaps);
  add_mean (s, "drama", "drama.behind_share", "drama: share of turns behind", shares);
  add_share (s, "comebacks", "comebacks", "comebacks (behind at midpoint)", comebacks, won);
  if (branching->len > 0)
    {
      add_mean (s, "choice", "choice.branching", "options per real decision", branching);
      add_mean (s, "choice", "choice.inactive_share", "decisions off one's turn", inactive);
    }
  if (agents->len >= 2)
    for (guint a = 0; a < agents->len; a++)
      {
        const char *agent = g_ptr_array_index (agents, a);
        guint wins = 0, games = 0;
        g_autofree char *key = g_strdup_printf ("skill.%s", agent);
        g_autofree char *what = g_strdup_printf ("%s wins", agent);

        for (guint i = 0; i < records->len; i++)
          {
            const DkRecord *r = g_ptr_array_index (records, i);
            gboolean plays = FALSE;

            for (guint p = 0; p < r->n_players; p++)
              plays |= strcmp (r->agents[p], agent) == 0;
            if (!plays || r->result == DK_RECORD_CUT_OFF)
              continue;
            games++;
            if (r->result == DK_RECORD_WIN && strcmp (r->agents[r->winner], agent) == 0)
              wins++;
          }
        add_share (s, "skill", key, what, wins, games);
      }

  add_hidden (s, records);
  add_deal (s, records);
  if (with_events > 0)
    {
      g_autoptr (GPtrArray) keys = g_ptr_array_new ();
      GHashTableIter it;
      gpointer key_of;

      g_hash_table_iter_init (&it, event_keys);
      while (g_hash_table_iter_next (&it, &key_of, NULL))
        g_ptr_array_add (keys, key_of);

      for (guint m = 0; m < G_N_ELEMENTS (dk_mechanics); m++)
        {
          g_autoptr (GArray) v = g_array_new (FALSE, FALSE, sizeof (double));
          g_autofree char *key = g_strdup_printf ("mechanics.%s", dk_mechanics[m].key);

          if (!g_hash_table_contains (event_keys, dk_mechanics[m].marker))
            continue;
          for (guint i = 0; i < records->len; i++)
            {
              const DkRecord *r = g_ptr_array_index (records, i);
              double x = dk_record_event (r, dk_mechanics[m].key);

              if (r->events == NULL || r->result == DK_RECORD_CUT_OFF)
                continue;
              if (dk_mechanics[m].per != NULL)
                {
                  guint per = dk_record_event (r, dk_mechanics[m].per);

                  if (per == 0)
                    continue;
                  x /= per;
                }
              g_array_append_val (v, x);
            }
          add_mean (s, "mechanics", key, dk_mechanics[m].label, v);
        }
      g_ptr_array_sort (keys, compare_strings);
      for (guint k = 0; k < keys->len; k++)
        {
          g_autoptr (GArray) v = g_array_new (FALSE, FALSE, sizeof (double));
          g_autofree char *key = g_strdup_printf ("events.%s", (char *) keys->pdata[k]);

          for (guint i = 0; i < records->len; i++)
            {
              const DkRecord *r = g_ptr_array_index (records, i);
              double x = dk_record_event (r, keys->pdata[k]);

              if (r->events != NULL && r->result != DK_RECORD_CUT_OFF)
                g_array_append_val (v, x);
            }
          add_mean (s, "events", key, keys->pdata[k], v);
        }
    }
  add_trace (s, records);
  return s;
}

const DkStat *
dk_study_find (const DkStudy *s, const char *key)
{
  for (guint i = 0; i < s->stats->len; i++)
    {
      const DkStat *st = g_ptr_array_index (s->stats, i);

      if (strcmp (st->key, key) == 0)
        return st;
    }
  return NULL;
}

gboolean
dk_stat_difference (const DkStat *a, const DkStat *b, double *d, double *lo, double *hi)
{
  if (a == NULL || b == NULL || a->kind != b->kind || a->kind == DK_STAT_VALUE)
    return FALSE;
  *d = b->value - a->value;
  if (a->kind == DK_STAT_SHARE)
    {
      if (a->n == 0 || b->n == 0)
        return FALSE;
      dk_stats_newcombe (b->k, b->n, a->k, a->n, lo, hi);
    }
  else
    {
      if (a->n == 0 || b->n == 0)
        return FALSE;
      dk_stats_welch (b->value, b->sd, b->n, a->value, a->sd, a->n, lo, hi);
    }
  return TRUE;
}
