/* dk-stats.h: the metrics of a study, from the records `duelkit simulate
 * --out` writes (one JSON object a game), with their 95 % intervals.
 *
 * Nothing here needs a game: the records are all there is, so that a study
 * run anywhere (shards on other machines) is measured the same way.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define DK_STATS_ERROR (g_quark_from_static_string ("dk-stats-error"))
/* The 97.5 % quantile of the standard normal: two-sided 95 % intervals. */
#define DK_STATS_Z95 1.959963984540054

#define DK_STATS_MAX_SEATS 8
/* The advantage traces are averaged in this many bins of the game's time. */
#define DK_STATS_BINS 20

typedef enum
{
  DK_RECORD_WIN,
  DK_RECORD_DRAW,
  DK_RECORD_CUT_OFF,
} DkRecordResult;

/* One game's record. */
typedef struct
{
  guint64 game; /* from 1 */
  guint64 seed;
  char *ruleset; /* nullable: records before the field existed */
  guint n_players;
  char *agents[DK_STATS_MAX_SEATS];
  gint winner;       /* a seat from 0, or -1 */
  gint first_player; /* the seat that began turn 1, from 0, or -1: not known */
  DkRecordResult result;
  gint turns;
  guint decisions;
  guint real_decisions[DK_STATS_MAX_SEATS];
  guint options[DK_STATS_MAX_SEATS];
  guint inactive[DK_STATS_MAX_SEATS];
  gboolean has_options; /* options and inactive_decisions were given */
  guint n_points;       /* the scores: a turn and a value a seat each */
  gint *point_turn;
  double *values;     /* n_points * n_players */
  GHashTable *events; /* nullable: char * -> GUINT count */
  /* The study's games and the shard (I of N) that played this one; 0 in
   * records made before the fields existed. */
  guint64 study_games;
  guint shard, shards;
  /* Summed over the real decisions (simulate's "hidden"): decisions, cards
   * of the game, and those unknown to the deciding seat in hands, decks,
   * face down, and in another seat's zones. */
  gboolean has_hidden;
  guint64 hidden_decisions, hidden_cards, hidden_hand, hidden_deck, hidden_face_down,
      hidden_theirs;
  char *play_hash; /* nullable: a digest of the choices made */
} DkRecord;

DkRecord *dk_record_parse (const char *line, GError **error);
void dk_record_free (DkRecord *record);
/* Append the records of the JSON lines of @text (named @name in messages). */
gboolean
dk_records_parse_text (const char *text, const char *name, GPtrArray *records, GError **error);
gboolean dk_records_load (const char *path, GPtrArray *records, GError **error);

/* One game's measures (docs/comparison.md defines them). The time of a
 * point of the scores is its turn (0 before the first) over the game's
 * turns + 1, and 1 for the last point of a finished game (its result). */
double dk_record_point_time (const DkRecord *r, guint k);
gboolean dk_record_is_end_point (const DkRecord *r, guint k);
/* The seat ahead at point @k, or -1 on a tie. */
gint dk_record_leader (const DkRecord *r, guint k);
/* A won game: the time from which the winner leads for good; -1 else. */
double dk_record_decisiveness (const DkRecord *r);
/* Changes of the seat ahead between points (ties skipped). */
guint dk_record_lead_changes (const DkRecord *r);
/* A won game: the mean of (leader's score - winner's) over the points
 * (before the result) where the winner was behind, 0 when never, and the
 * share of those points; FALSE for a game not won. */
gboolean dk_record_drama (const DkRecord *r, double *gap, double *behind_share);
/* A won game whose winner was behind at the midpoint (the last point before
 * the result whose time is at most 1/2). */
gboolean dk_record_comeback (const DkRecord *r);
guint dk_record_event (const DkRecord *r, const char *key);
/* The round of a game: the games of one deal (seed and decks), seats
 * swapped; from 0. */
guint64 dk_record_round (const DkRecord *r);

/* Intervals (95 %). */
void dk_stats_wilson (guint k, guint n, double *lo, double *hi);
/* Newcombe's hybrid score interval (his method 10) for p1 - p2. */
void dk_stats_newcombe (guint k1, guint n1, guint k2, guint n2, double *lo, double *hi);
/* The quantile @p of Student's t with @df degrees of freedom. */
double dk_stats_t_quantile (double p, double df);
/* Mean, sample standard deviation and t interval of @n values. */
void dk_stats_mean (const double *v, guint n, double *mean, double *sd, double *lo, double *hi);
/* Welch's interval for mean1 - mean2. */
void dk_stats_welch (
    double m1, double sd1, guint n1, double m2, double sd2, guint n2, double *lo, double *hi);
/* The quantile @q of the sorted @v, linearly between order statistics. */
double dk_stats_quantile (const double *sorted, guint n, double q);

typedef enum
{
  DK_STAT_SHARE, /* k of n, Wilson interval */
  DK_STAT_MEAN,  /* a mean of n values, t interval */
  DK_STAT_VALUE, /* a figure without interval (a median, a count) */
} DkStatKind;

typedef struct
{
  char *key;   /* "balance.seat1", "events.check" */
  char *label; /* "seat 1 wins" */
  char *group; /* "balance", "length", ..., "mechanics", "events" */
  DkStatKind kind;
  double value, lo, hi;
  guint k, n;
  double sd;
} DkStat;

/* A study: the records of one ruleset and pairing, and what they measure. */
typedef struct
{
  char *label;
  guint n_games;
  guint n_players;
  GPtrArray *stats;  /* DkStat, in the order of the report */
  GArray *turns;     /* double, a game not cut off */
  GArray *decisions; /* double, a game not cut off */
  /* Mean advantage of the eventual winner and of the others over the game,
   * in DK_STATS_BINS bins of time, with t intervals; n: games in a bin. */
  double trace_mean[2][DK_STATS_BINS], trace_lo[2][DK_STATS_BINS], trace_hi[2][DK_STATS_BINS];
  guint trace_n[DK_STATS_BINS];
} DkStudy;

DkStudy *dk_study_new (const char *label, GPtrArray *records);
void dk_study_free (DkStudy *study);
const DkStat *dk_study_find (const DkStudy *study, const char *key);
/* @b - @a with its interval: Newcombe for shares, Welch for means. */
gboolean dk_stat_difference (const DkStat *a, const DkStat *b, double *d, double *lo, double *hi);

/* Put shards' records together: the lines of @texts (a file's contents
 * each, named by @names), sorted by game, each game once, 1 to N, of one
 * study, as one run writes them (shard 1 of 1). A missing shard (the last
 * one too), a shard given twice and overlapping shards are errors that
 * name them. Records that do not say their study's size cannot show a
 * missing last shard: @notes (nullable) then says so. */
gboolean dk_stats_merge (
    GPtrArray *texts, GPtrArray *names, GString *out, GString *notes, GError **error);
/* The shard (from 1) of @shards that plays game @game (from 1) of a study
 * of @games games of @n_players seats (simulate --shard). */
guint dk_stats_shard_of (guint64 game, guint64 games, guint n_players, guint shards);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkRecord, dk_record_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkStudy, dk_study_free)

G_END_DECLS
