/* dk-stats.c: the metrics of a study from its records, with intervals.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-stats.h"
#include "dk-json.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DK_STATS_ERROR (g_quark_from_static_string ("dk-stats-error"))
#define Z95 1.959963984540054

/* --- the JSON reader: dk-json.h, under the short names used below --------------- */

typedef DkJson Json;
#define JSON_NUMBER DK_JSON_NUMBER
#define JSON_STRING DK_JSON_STRING
#define JSON_OBJECT DK_JSON_OBJECT
#define json_parse(text, error) dk_json_parse ((text), (error), NULL)
#define json_get dk_json_get
#define json_len dk_json_len
#define json_at dk_json_at
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Json, dk_json_free)

/* --- records ---------------------------------------------------------------------- */

void
dk_record_free (DkRecord *r)
{
  if (r == NULL)
    return;
  g_free (r->ruleset);
  g_free (r->play_hash);
  for (guint p = 0; p < DK_STATS_MAX_SEATS; p++)
    g_free (r->agents[p]);
  g_free (r->point_turn);
  g_free (r->values);
  if (r->events)
    g_hash_table_unref (r->events);
  g_free (r);
}

static gboolean
read_seats (const Json *j, guint n, guint *out)
{
  if (j == NULL)
    return FALSE;
  if (json_len (j) != n)
    return FALSE;
  for (guint p = 0; p < n; p++)
    {
      if (json_at (j, p)->type != JSON_NUMBER)
        return FALSE;
      out[p] = (guint) json_at (j, p)->number;
    }
  return TRUE;
}

DkRecord *
dk_record_parse (const char *line, GError **error)
{
  const char *why = NULL;
  g_autoptr (Json) j = json_parse (line, &why);
  g_autoptr (DkRecord) r = NULL;
  Json *v, *agents, *scores, *events;

#define BAD(message)                                                                               \
  do                                                                                               \
    {                                                                                              \
      g_set_error (error, DK_STATS_ERROR, 1, "%s", message);                                       \
      return NULL;                                                                                 \
    }                                                                                              \
  while (0)

  if (j == NULL)
    {
      g_set_error (error, DK_STATS_ERROR, 1, "not JSON: %s", why);
      return NULL;
    }
  if (j->type != JSON_OBJECT)
    BAD ("not a JSON object");
  r = g_new0 (DkRecord, 1);
  r->winner = -1;
  r->first_player = -1;
  if ((v = json_get (j, "game")) == NULL || v->type != JSON_NUMBER || v->number < 1)
    BAD ("no game number");
  r->game = (guint64) v->number;
  if ((v = json_get (j, "seed")) != NULL && v->type == JSON_NUMBER)
    r->seed = (guint64) v->number;
  if ((v = json_get (j, "ruleset")) != NULL && v->type == JSON_STRING)
    r->ruleset = g_strdup (v->string);
  agents = json_get (j, "agents");
  r->n_players = json_len (agents);
  if (r->n_players < 1 || r->n_players > DK_STATS_MAX_SEATS)
    BAD ("no agents, or too many");
  for (guint p = 0; p < r->n_players; p++)
    {
      if (json_at (agents, p)->type != JSON_STRING)
        BAD ("an agent is not a string");
      r->agents[p] = g_strdup (json_at (agents, p)->string);
    }
  v = json_get (j, "result");
  if (v == NULL || v->type != JSON_STRING)
    BAD ("no result");
  if (strcmp (v->string, "win") == 0)
    r->result = DK_RECORD_WIN;
  else if (strcmp (v->string, "draw") == 0)
    r->result = DK_RECORD_DRAW;
  else if (strcmp (v->string, "cut-off") == 0)
    r->result = DK_RECORD_CUT_OFF;
  else
    BAD ("an unknown result");
  v = json_get (j, "winner");
  if (r->result == DK_RECORD_WIN)
    {
      if (v == NULL || v->type != JSON_NUMBER || v->number < 1 || v->number > r->n_players)
        BAD ("a win without a winner");
      r->winner = (gint) v->number - 1;
    }
  v = json_get (j, "first_player");
  if (v != NULL && v->type == JSON_NUMBER && v->number >= 1 && v->number <= r->n_players)
    r->first_player = (gint) v->number - 1;
  if ((v = json_get (j, "turns")) == NULL || v->type != JSON_NUMBER)
    BAD ("no turns");
  r->turns = (gint) v->number;
  if ((v = json_get (j, "decisions")) == NULL || v->type != JSON_NUMBER)
    BAD ("no decisions");
  r->decisions = (guint) v->number;
  if (!read_seats (json_get (j, "real_decisions"), r->n_players, r->real_decisions))
    BAD ("no real_decisions by seat");
  r->has_options = read_seats (json_get (j, "options"), r->n_players, r->options) &&
                   read_seats (json_get (j, "inactive_decisions"), r->n_players, r->inactive);
  scores = json_get (j, "scores");
  r->n_points = json_len (scores);
  r->point_turn = g_new0 (gint, MAX (r->n_points, 1));
  r->values = g_new0 (double, MAX (r->n_points, 1) * r->n_players);
  for (guint k = 0; k < r->n_points; k++)
    {
      Json *point = json_at (scores, k), *turn = json_get (point, "turn");
      Json *values = json_get (point, "values");

      if (turn == NULL || turn->type != JSON_NUMBER || json_len (values) != r->n_players)
        BAD ("a bad point of the scores");
      r->point_turn[k] = (gint) turn->number;
      for (guint p = 0; p < r->n_players; p++)
        {
          if (json_at (values, p)->type != JSON_NUMBER)
            BAD ("a bad point of the scores");
          r->values[k * r->n_players + p] = json_at (values, p)->number;
        }
    }
  if ((v = json_get (j, "study_games")) != NULL && v->type == JSON_NUMBER && v->number >= 1)
    r->study_games = (guint64) v->number;
  v = json_get (j, "shard");
  if (v != NULL)
    {
      if (json_len (v) != 2 || json_at (v, 0)->type != JSON_NUMBER ||
          json_at (v, 1)->type != JSON_NUMBER || json_at (v, 0)->number < 1 ||
          json_at (v, 0)->number > json_at (v, 1)->number)
        BAD ("a bad shard (not [I, N])");
      r->shard = (guint) json_at (v, 0)->number;
      r->shards = (guint) json_at (v, 1)->number;
    }
  v = json_get (j, "hidden");
  if (v != NULL && v->type == JSON_OBJECT)
    {
      const char *names[] = { "decisions", "cards", "hand", "deck", "face_down", "theirs" };
      guint64 *fields[] = { &r->hidden_decisions, &r->hidden_cards,     &r->hidden_hand,
                            &r->hidden_deck,      &r->hidden_face_down, &r->hidden_theirs };

      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          Json *n = json_get (v, names[i]);

          if (n == NULL || n->type != JSON_NUMBER || n->number < 0)
            BAD ("a bad count of hidden cards");
          *fields[i] = (guint64) n->number;
        }
      r->has_hidden = TRUE;
    }
  if ((v = json_get (j, "play_hash")) != NULL && v->type == JSON_STRING)
    r->play_hash = g_strdup (v->string);
  events = json_get (j, "events");
  if (events != NULL && events->type == JSON_OBJECT)
    {
      r->events = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; i < events->keys->len; i++)
        {
          Json *count = g_ptr_array_index (events->items, i);

          if (count->type != JSON_NUMBER)
            BAD ("an event count is not a number");
          g_hash_table_insert (r->events, g_strdup (g_ptr_array_index (events->keys, i)),
                               GUINT_TO_POINTER ((guint) count->number));
        }
    }
#undef BAD
  return g_steal_pointer (&r);
}

gboolean
dk_records_parse_text (const char *text, const char *name, GPtrArray *records, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (GError) local = NULL;
      DkRecord *r;

      if (g_strstrip (lines[i])[0] == '\0')
        continue;
      r = dk_record_parse (lines[i], &local);
      if (r == NULL)
        {
          g_set_error (error, DK_STATS_ERROR, 1, "%s line %u: %s", name, i + 1, local->message);
          return FALSE;
        }
      g_ptr_array_add (records, r);
    }
  return TRUE;
}

gboolean
dk_records_load (const char *path, GPtrArray *records, GError **error)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, error))
    return FALSE;
  return dk_records_parse_text (text, path, records, error);
}

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

/* --- intervals ------------------------------------------------------------------- */

void
dk_stats_wilson (guint k, guint n, double *lo, double *hi)
{
  const double z = Z95;
  double p, centre, half;

  if (n == 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = (double) k / n;
  centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
  half = z / (1.0 + z * z / n) * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n));
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

void
dk_stats_newcombe (guint k1, guint n1, guint k2, guint n2, double *lo, double *hi)
{
  double p1 = n1 ? (double) k1 / n1 : 0.0, p2 = n2 ? (double) k2 / n2 : 0.0;
  double l1, u1, l2, u2, d = p1 - p2;

  dk_stats_wilson (k1, n1, &l1, &u1);
  dk_stats_wilson (k2, n2, &l2, &u2);
  *lo = d - sqrt ((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2));
  *hi = d + sqrt ((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2));
}

/* The normal quantile (Acklam's rational approximation, refined once). */
static double
normal_quantile (double p)
{
  static const double a[] = { -3.969683028665376e+01, 2.209460984245205e+02,
                              -2.759285104469687e+02, 1.383577518672690e+02,
                              -3.066479806614716e+01, 2.506628277459239e+00 };
  static const double b[] = { -5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                              6.680131188771972e+01, -1.328068155288572e+01 };
  static const double c[] = { -7.784894002430293e-03, -3.223964580411365e-01,
                              -2.400758277161838e+00, -2.549732539343734e+00,
                              4.374664141464968e+00,  2.938163982698783e+00 };
  static const double d[] = { 7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                              3.754408661907416e+00 };
  double q, r, x, e, u;

  if (p <= 0.0)
    return -HUGE_VAL;
  if (p >= 1.0)
    return HUGE_VAL;
  if (p < 0.02425)
    {
      q = sqrt (-2 * log (p));
      x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
          ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
  else if (p > 1 - 0.02425)
    {
      q = sqrt (-2 * log (1 - p));
      x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
          ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
  else
    {
      q = p - 0.5;
      r = q * q;
      x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
          (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
  e = 0.5 * erfc (-x / sqrt (2)) - p;
  u = e * sqrt (2 * G_PI) * exp (x * x / 2);
  return x - u / (1 + x * u / 2);
}

/* The continued fraction of the regularised incomplete beta function
 * (Lentz's method, as in Press et al., Numerical Recipes, 6.4). */
static double
beta_fraction (double a, double b, double x)
{
  const double tiny = 1e-300;
  double c = 1.0, d = 1.0 - (a + b) * x / (a + 1.0), h;

  d = 1.0 / (fabs (d) < tiny ? tiny : d);
  h = d;
  for (guint m = 1; m <= 300; m++)
    {
      double aa, del;

      aa = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));
      d = 1.0 + aa * d;
      d = 1.0 / (fabs (d) < tiny ? tiny : d);
      c = 1.0 + aa / c;
      c = fabs (c) < tiny ? tiny : c;
      h *= d * c;
      aa = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
      d = 1.0 + aa * d;
      d = 1.0 / (fabs (d) < tiny ? tiny : d);
      c = 1.0 + aa / c;
      c = fabs (c) < tiny ? tiny : c;
      del = d * c;
      h *= del;
      if (fabs (del - 1.0) < 1e-15)
        break;
    }
  return h;
}

static double
incomplete_beta (double a, double b, double x)
{
  double front;

  if (x <= 0)
    return 0;
  if (x >= 1)
    return 1;
  front = exp (lgamma (a + b) - lgamma (a) - lgamma (b) + a * log (x) + b * log (1 - x));
  if (x < (a + 1) / (a + b + 2))
    return front * beta_fraction (a, b, x) / a;
  return 1 - front * beta_fraction (b, a, 1 - x) / b;
}

/* P(T <= t) for Student's t with @df degrees of freedom. */
static double
t_cdf (double t, double df)
{
  double tail = 0.5 * incomplete_beta (df / 2, 0.5, df / (df + t * t));

  return t >= 0 ? 1 - tail : tail;
}

/* Student's t quantile: the t distribution function inverted by bisection
 * (its tables to every digit shown). */
double
dk_stats_t_quantile (double p, double df)
{
  double lo = -1e4, hi = 1e4;

  if (df <= 0 || p <= 0 || p >= 1)
    return NAN;
  if (df > 1e7)
    return normal_quantile (p);
  for (guint i = 0; i < 200 && hi - lo > 1e-12; i++)
    {
      double mid = (lo + hi) / 2;

      if (t_cdf (mid, df) < p)
        lo = mid;
      else
        hi = mid;
    }
  return (lo + hi) / 2;
}

void
dk_stats_mean (const double *v, guint n, double *mean, double *sd, double *lo, double *hi)
{
  double sum = 0.0, ss = 0.0, half;

  *mean = *sd = 0.0;
  *lo = *hi = NAN;
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    sum += v[i];
  *mean = sum / n;
  if (n < 2)
    return;
  for (guint i = 0; i < n; i++)
    ss += (v[i] - *mean) * (v[i] - *mean);
  *sd = sqrt (ss / (n - 1));
  half = dk_stats_t_quantile (0.975, n - 1) * *sd / sqrt (n);
  *lo = *mean - half;
  *hi = *mean + half;
}

void
dk_stats_welch (
    double m1, double sd1, guint n1, double m2, double sd2, guint n2, double *lo, double *hi)
{
  double v1, v2, se, df;

  if (n1 < 2 || n2 < 2)
    {
      *lo = *hi = NAN;
      return;
    }
  v1 = sd1 * sd1 / n1;
  v2 = sd2 * sd2 / n2;
  se = sqrt (v1 + v2);
  if (se == 0)
    {
      *lo = *hi = m1 - m2;
      return;
    }
  df = (v1 + v2) * (v1 + v2) / (v1 * v1 / (n1 - 1) + v2 * v2 / (n2 - 1));
  *lo = m1 - m2 - dk_stats_t_quantile (0.975, df) * se;
  *hi = m1 - m2 + dk_stats_t_quantile (0.975, df) * se;
}

double
dk_stats_quantile (const double *sorted, guint n, double q)
{
  double h, f;
  guint i;

  if (n == 0)
    return NAN;
  h = (n - 1) * q;
  i = (guint) floor (h);
  f = h - i;
  if (i + 1 >= n)
    return sorted[n - 1];
  return sorted[i] + f * (sorted[i + 1] - sorted[i]);
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

/* --- merging shards -------------------------------------------------------------- */

typedef struct
{
  guint64 game;
  const char *line;
  guint file;
  guint shard, shards; /* 0: not said */
} MergeLine;

static int
compare_merge_lines (gconstpointer a, gconstpointer b)
{
  const MergeLine *x = a, *y = b;

  return (x->game > y->game) - (x->game < y->game);
}

/* What makes games one study: the ruleset, the agents (as a set: they move
 * seat each game), the first round's seed and, when the records say it,
 * the study's number of games. */
static char *
study_key (const DkRecord *r)
{
  g_autoptr (GPtrArray) agents = g_ptr_array_new ();
  GString *key = g_string_new (r->ruleset ? r->ruleset : "?");

  for (guint p = 0; p < r->n_players; p++)
    g_ptr_array_add (agents, r->agents[p]);
  g_ptr_array_sort (agents, compare_strings);
  for (guint p = 0; p < agents->len; p++)
    g_string_append_printf (key, "%s%s", p ? ", " : ": ", (char *) agents->pdata[p]);
  g_string_append_printf (key, "; first seed %" G_GUINT64_FORMAT,
                          r->seed - (r->game - 1) / r->n_players);
  if (r->study_games > 0)
    g_string_append_printf (key, "; %" G_GUINT64_FORMAT " games", r->study_games);
  return g_string_free (key, FALSE);
}

guint
dk_stats_shard_of (guint64 game, guint64 games, guint n_players, guint shards)
{
  /* simulate --shard: shard k plays the rounds from rounds (k - 1) / N to
   * rounds k / N (integer division), whole rounds of n_players games. */
  guint64 rounds = (games + n_players - 1) / n_players, round = (game - 1) / n_players;

  for (guint k = 1; k <= shards; k++)
    if (round < rounds * k / shards)
      return k;
  return shards;
}

/* The line as one run writes it: shard 1 of 1. */
static void
append_as_one_run (GString *out, const char *line)
{
  const char *at = strstr (line, "\"shard\": [");
  const char *end = at ? strchr (at, ']') : NULL;

  if (end == NULL)
    {
      g_string_append (out, line);
      return;
    }
  g_string_append_len (out, line, at - line);
  g_string_append (out, "\"shard\": [1, 1");
  g_string_append (out, end);
}

static char *
shard_name (const MergeLine *m, GPtrArray *names)
{
  if (m->shards == 0)
    return g_strdup (names->pdata[m->file]);
  return g_strdup_printf ("%s, shard %u/%u", (char *) names->pdata[m->file], m->shard, m->shards);
}

gboolean
dk_stats_merge (GPtrArray *texts, GPtrArray *names, GString *out, GString *notes, GError **error)
{
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (MergeLine));
  g_autoptr (GPtrArray) splits = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autofree char *first_key = NULL;
  const char *first_name = NULL;
  guint64 study_games = 0, expected;
  guint n_players = 0, shards = 0;

  for (guint f = 0; f < texts->len; f++)
    {
      char **split = g_strsplit (g_ptr_array_index (texts, f), "\n", -1);

      g_ptr_array_add (splits, split);
      for (guint i = 0; split[i] != NULL; i++)
        {
          g_autoptr (GError) local = NULL;
          g_autoptr (DkRecord) r = NULL;
          g_autofree char *key = NULL;
          MergeLine m;

          if (split[i][0] == '\0')
            continue;
          r = dk_record_parse (split[i], &local);
          if (r == NULL)
            {
              g_set_error (error, DK_STATS_ERROR, 1, "%s line %u: %s", (char *) names->pdata[f],
                           i + 1, local->message);
              return FALSE;
            }
          key = study_key (r);
          if (first_key == NULL)
            {
              first_key = g_steal_pointer (&key);
              first_name = names->pdata[f];
              study_games = r->study_games;
              n_players = r->n_players;
              shards = r->shards;
            }
          else if (strcmp (key, first_key) != 0)
            {
              g_set_error (error, DK_STATS_ERROR, 1,
                           "%s line %u is of another study (%s) than %s (%s)",
                           (char *) names->pdata[f], i + 1, key, first_name, first_key);
              return FALSE;
            }
          if (r->study_games > 0 && r->game > r->study_games)
            {
              g_set_error (error, DK_STATS_ERROR, 1,
                           "%s line %u: game %" G_GUINT64_FORMAT " of a study of %" G_GUINT64_FORMAT
                           " games",
                           (char *) names->pdata[f], i + 1, r->game, r->study_games);
              return FALSE;
            }
          if (r->shards > 0 && r->study_games > 0 &&
              dk_stats_shard_of (r->game, r->study_games, r->n_players, r->shards) != r->shard)
            {
              g_set_error (error, DK_STATS_ERROR, 1,
                           "%s line %u: game %" G_GUINT64_FORMAT " is not of shard %u/%u",
                           (char *) names->pdata[f], i + 1, r->game, r->shard, r->shards);
              return FALSE;
            }
          m.game = r->game;
          m.line = split[i];
          m.file = f;
          m.shard = r->shard;
          m.shards = r->shards;
          g_array_append_val (lines, m);
        }
    }
  if (lines->len == 0)
    {
      g_set_error (error, DK_STATS_ERROR, 1, "no games");
      return FALSE;
    }
  g_array_sort (lines, compare_merge_lines);
  for (guint i = 1; i < lines->len; i++)
    {
      const MergeLine *a = &g_array_index (lines, MergeLine, i - 1);
      const MergeLine *b = &g_array_index (lines, MergeLine, i);
      g_autofree char *an = NULL, *bn = NULL;

      if (a->game != b->game)
        continue;
      an = shard_name (a, names);
      bn = shard_name (b, names);
      if (a->shards == 0 || b->shards == 0)
        g_set_error (error, DK_STATS_ERROR, 1, "game %" G_GUINT64_FORMAT " is there twice (%s; %s)",
                     a->game, an, bn);
      else if (a->shard == b->shard && a->shards == b->shards)
        g_set_error (error, DK_STATS_ERROR, 1,
                     "shard %u/%u is given twice (%s; %s): game %" G_GUINT64_FORMAT
                     " is there twice",
                     a->shard, a->shards, an, bn, a->game);
      else
        g_set_error (error, DK_STATS_ERROR, 1,
                     "the shards overlap (%s; %s): game %" G_GUINT64_FORMAT " is in both", an, bn,
                     a->game);
      return FALSE;
    }
  expected = study_games > 0 ? study_games : g_array_index (lines, MergeLine, lines->len - 1).game;
  for (guint64 game = 1, i = 0; game <= expected; game++)
    {
      guint64 last;

      if (i < lines->len && g_array_index (lines, MergeLine, i).game == game)
        {
          i++;
          continue;
        }
      /* games game to last are missing */
      last = i < lines->len ? g_array_index (lines, MergeLine, i).game - 1 : expected;
      if (study_games > 0 && shards > 0)
        {
          guint from = dk_stats_shard_of (game, study_games, n_players, shards);
          guint to = dk_stats_shard_of (last, study_games, n_players, shards);

          if (from == to)
            g_set_error (error, DK_STATS_ERROR, 1,
                         "shard %u/%u is missing: games %" G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT
                         " of %" G_GUINT64_FORMAT " are not there",
                         from, shards, game, last, study_games);
          else
            g_set_error (error, DK_STATS_ERROR, 1,
                         "shards %u to %u of %u are missing: games %" G_GUINT64_FORMAT
                         " to %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " are not there",
                         from, to, shards, game, last, study_games);
        }
      else if (last == game)
        g_set_error (error, DK_STATS_ERROR, 1, "game %" G_GUINT64_FORMAT " is missing", game);
      else
        g_set_error (error, DK_STATS_ERROR, 1,
                     "games %" G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT " are missing", game,
                     last);
      return FALSE;
    }
  if (study_games == 0 && notes != NULL)
    g_string_append_printf (notes,
                            "the records do not say how many games their study has (they were "
                            "made before `study_games`): games 1 to %" G_GUINT64_FORMAT
                            " are all there, but a missing last shard cannot be told\n",
                            expected);
  for (guint i = 0; i < lines->len; i++)
    {
      append_as_one_run (out, g_array_index (lines, MergeLine, i).line);
      g_string_append_c (out, '\n');
    }
  return TRUE;
}
