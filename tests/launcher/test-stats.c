/* test-stats.c: the metrics of `duelkit compare` on records made by hand,
 * whose answers are worked out in the comments; the intervals against
 * published values; merging shards.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-stats.h"

#include <math.h>
#include <string.h>

#define CLOSE(a, b, eps) g_assert_cmpfloat_with_epsilon ((a), (b), (eps))

/* Four games of two seats; times are turn / (turns + 1), 1 for the end.
 *
 * 1: seat 1 wins in 4 turns. Values of seat 1 at turns 0-4: .5 .4 .7 .3 .6,
 *    then the result 1. Leaders: tie, 2, 1, 2, 1, 1: 3 lead changes. Ahead
 *    for good from turn 4: time 4/5 = 0.8. Behind at turns 1 (by .2) and 3
 *    (by .4): drama .3, behind at 2 of 5 points. Midpoint: the last time
 *    <= .5 is turn 2 (.4), ahead there: no comeback.
 * 2: seat 2 wins in 3 turns. Seat 2 at turns 0-3: .5 .2 .45 .6, then 1.
 *    Leaders: tie, 1, 1, 2, 2: 1 change. Ahead for good from turn 3: 3/4.
 *    Behind at 1 (by .6) and 2 (by .1): drama .35, 2 of 4 points. Midpoint
 *    turn 2 (time .5): behind, a comeback.
 * 3: a draw in 2 turns: leaders tie, 1, 2, tie: 1 change.
 * 4: cut off after 10 turns: counted only as cut off.
 * Seat 2 began games 1 and 2, seat 1 game 3; game 4 does not say.
 */
static const char *const fixture[] = {
  "{\"game\": 1, \"seed\": 5, \"ruleset\": \"ufs-test\", \"agents\": [\"heuristic\", \"random\"], "
  "\"winner\": 1, \"result\": \"win\", \"turns\": 4, \"decisions\": 40, "
  "\"real_decisions\": [10, 10], \"options\": [30, 30], \"inactive_decisions\": [2, 3], "
  "\"first_player\": 2, "
  "\"events\": {\"check\": 3, \"check.passed=true\": 2}, \"scores\": ["
  "{\"turn\": 0, \"values\": [0.5, 0.5]}, {\"turn\": 1, \"values\": [0.4, 0.6]}, "
  "{\"turn\": 2, \"values\": [0.7, 0.3]}, {\"turn\": 3, \"values\": [0.3, 0.7]}, "
  "{\"turn\": 4, \"values\": [0.6, 0.4]}, {\"turn\": 4, \"values\": [1, 0]}]}",
  "{\"game\": 2, \"seed\": 5, \"ruleset\": \"ufs-test\", \"agents\": [\"random\", \"heuristic\"], "
  "\"winner\": 2, \"result\": \"win\", \"turns\": 3, \"decisions\": 30, "
  "\"real_decisions\": [5, 5], \"options\": [20, 20], \"inactive_decisions\": [0, 0], "
  "\"first_player\": 2, "
  "\"events\": {\"check\": 1, \"check.passed=true\": 1}, \"scores\": ["
  "{\"turn\": 0, \"values\": [0.5, 0.5]}, {\"turn\": 1, \"values\": [0.8, 0.2]}, "
  "{\"turn\": 2, \"values\": [0.55, 0.45]}, {\"turn\": 3, \"values\": [0.4, 0.6]}, "
  "{\"turn\": 3, \"values\": [0, 1]}]}",
  "{\"game\": 3, \"seed\": 6, \"ruleset\": \"ufs-test\", \"agents\": [\"heuristic\", \"random\"], "
  "\"winner\": null, \"result\": \"draw\", \"turns\": 2, \"decisions\": 10, "
  "\"real_decisions\": [4, 4], \"options\": [8, 8], \"inactive_decisions\": [1, 1], "
  "\"first_player\": 1, "
  "\"events\": {}, \"scores\": ["
  "{\"turn\": 0, \"values\": [0.5, 0.5]}, {\"turn\": 1, \"values\": [0.6, 0.4]}, "
  "{\"turn\": 2, \"values\": [0.4, 0.6]}, {\"turn\": 2, \"values\": [0.5, 0.5]}]}",
  "{\"game\": 4, \"seed\": 6, \"ruleset\": \"ufs-test\", \"agents\": [\"random\", \"heuristic\"], "
  "\"winner\": null, \"result\": \"cut-off\", \"turns\": 10, \"decisions\": 1000, "
  "\"real_decisions\": [400, 400], \"options\": [800, 800], \"inactive_decisions\": [0, 0], "
  "\"events\": {\"check\": 5}, \"scores\": ["
  "{\"turn\": 0, \"values\": [0.5, 0.5]}, {\"turn\": 1, \"values\": [0.9, 0.1]}]}",
};

static GPtrArray *
fixture_records (void)
{
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_record_free);

  for (guint i = 0; i < G_N_ELEMENTS (fixture); i++)
    {
      g_autoptr (GError) error = NULL;
      DkRecord *r = dk_record_parse (fixture[i], &error);

      g_assert_no_error (error);
      g_ptr_array_add (records, r);
    }
  return records;
}

static void
test_wilson (void)
{
  double lo, hi;

  /* Newcombe (1998), Statistics in Medicine 17, 857-872, table I: 81/263. */
  dk_stats_wilson (81, 263, &lo, &hi);
  CLOSE (lo, 0.2553, 5e-5);
  CLOSE (hi, 0.3662, 5e-5);
  /* ... 15/148: 0.0624 to 0.1605. */
  dk_stats_wilson (15, 148, &lo, &hi);
  CLOSE (lo, 0.0624, 5e-5);
  CLOSE (hi, 0.1605, 5e-5);
  /* ... 0/20: 0 to 0.1611. */
  dk_stats_wilson (0, 20, &lo, &hi);
  CLOSE (lo, 0.0, 1e-9);
  CLOSE (hi, 0.1611, 5e-5);
}

static void
test_newcombe (void)
{
  double lo, hi;

  /* Newcombe (1998), Statistics in Medicine 17, 873-890, table II,
   * method 10: 56/70 - 48/80 is 0.2000, 95 % interval 0.0524 to 0.3339. */
  dk_stats_newcombe (56, 70, 48, 80, &lo, &hi);
  CLOSE (lo, 0.0524, 5e-5);
  CLOSE (hi, 0.3339, 5e-5);
  /* ... 9/10 - 3/10: 0.1705 to 0.8090. */
  dk_stats_newcombe (9, 10, 3, 10, &lo, &hi);
  CLOSE (lo, 0.1705, 5e-5);
  CLOSE (hi, 0.8090, 5e-5);
}

static void
test_t (void)
{
  /* Student's t, 0.975, from the tables. */
  CLOSE (dk_stats_t_quantile (0.975, 1), 12.7062, 1e-3);
  CLOSE (dk_stats_t_quantile (0.975, 2), 4.3027, 1e-3);
  CLOSE (dk_stats_t_quantile (0.975, 3), 3.1824, 1e-3);
  CLOSE (dk_stats_t_quantile (0.975, 5), 2.5706, 1e-3);
  CLOSE (dk_stats_t_quantile (0.975, 10), 2.2281, 1e-3);
  CLOSE (dk_stats_t_quantile (0.975, 30), 2.0423, 1e-3);
  CLOSE (dk_stats_t_quantile (0.975, 1e6), 1.9600, 1e-3);
  CLOSE (dk_stats_t_quantile (0.975, 1e9), 1.9600, 1e-3);
  CLOSE (dk_stats_t_quantile (0.025, 10), -2.2281, 1e-3);
}

static void
test_mean_interval (void)
{
  const double v[] = { 2, 4, 4, 4, 5, 5, 7, 9 };
  double mean, sd, lo, hi, d;

  /* Mean 5, sample sd sqrt(32/7) = 2.1381; t(7) = 2.3646: ± 1.7875. */
  dk_stats_mean (v, G_N_ELEMENTS (v), &mean, &sd, &lo, &hi);
  CLOSE (mean, 5.0, 1e-12);
  CLOSE (sd, sqrt (32.0 / 7), 1e-12);
  CLOSE (hi - mean, 2.3646 * sqrt (32.0 / 7) / sqrt (8), 2e-3);
  CLOSE (mean - lo, hi - mean, 1e-12);
  /* Welch with equal spreads and sizes: 10 degrees of freedom for 6 and
   * 6; sd 1 each: se = sqrt(1/3), half width t(10) se = 1.2864. */
  dk_stats_welch (5, 1, 6, 3, 1, 6, &lo, &hi);
  d = 2.2281 * sqrt (1.0 / 3);
  CLOSE (lo, 2 - d, 1e-3);
  CLOSE (hi, 2 + d, 1e-3);
}

static void
test_quantile (void)
{
  const double v[] = { 1, 2, 3, 4 };

  CLOSE (dk_stats_quantile (v, 4, 0.25), 1.75, 1e-12);
  CLOSE (dk_stats_quantile (v, 4, 0.5), 2.5, 1e-12);
  CLOSE (dk_stats_quantile (v, 4, 1.0), 4, 1e-12);
  CLOSE (dk_stats_quantile (v, 1, 0.5), 1, 1e-12);
}

static void
test_record_measures (void)
{
  g_autoptr (GPtrArray) records = fixture_records ();
  const DkRecord *a = records->pdata[0], *b = records->pdata[1], *c = records->pdata[2];
  const DkRecord *d = records->pdata[3];
  double gap, share;

  g_assert_cmpint (a->winner, ==, 0);
  g_assert_cmpint (b->winner, ==, 1);
  g_assert_cmpint (c->result, ==, DK_RECORD_DRAW);
  g_assert_cmpint (d->result, ==, DK_RECORD_CUT_OFF);
  g_assert_cmpint (a->first_player, ==, 1);
  g_assert_cmpint (d->first_player, ==, -1);
  g_assert_cmpstr (a->ruleset, ==, "ufs-test");
  g_assert_cmpuint (a->n_points, ==, 6);
  g_assert_true (a->has_options);
  g_assert_cmpuint (dk_record_event (a, "check.passed=true"), ==, 2);
  g_assert_cmpuint (dk_record_event (c, "check"), ==, 0);

  CLOSE (dk_record_point_time (a, 2), 0.4, 1e-12);
  CLOSE (dk_record_point_time (a, 5), 1.0, 1e-12);
  g_assert_true (dk_record_is_end_point (a, 5));
  g_assert_false (dk_record_is_end_point (d, 1));
  g_assert_cmpint (dk_record_leader (a, 0), ==, -1);
  g_assert_cmpint (dk_record_leader (a, 1), ==, 1);

  g_assert_cmpuint (dk_record_lead_changes (a), ==, 3);
  g_assert_cmpuint (dk_record_lead_changes (b), ==, 1);
  g_assert_cmpuint (dk_record_lead_changes (c), ==, 1);
  CLOSE (dk_record_decisiveness (a), 0.8, 1e-12);
  CLOSE (dk_record_decisiveness (b), 0.75, 1e-12);
  CLOSE (dk_record_decisiveness (c), -1, 1e-12);
  g_assert_true (dk_record_drama (a, &gap, &share));
  CLOSE (gap, 0.3, 1e-12);
  CLOSE (share, 0.4, 1e-12);
  g_assert_true (dk_record_drama (b, &gap, &share));
  CLOSE (gap, 0.35, 1e-12);
  CLOSE (share, 0.5, 1e-12);
  g_assert_false (dk_record_drama (c, &gap, &share));
  g_assert_false (dk_record_comeback (a));
  g_assert_true (dk_record_comeback (b));
  g_assert_false (dk_record_comeback (c));
}

static const DkStat *
stat (const DkStudy *s, const char *key)
{
  const DkStat *st = dk_study_find (s, key);

  if (st == NULL)
    g_error ("no stat %s", key);
  return st;
}

static void
test_study (void)
{
  g_autoptr (GPtrArray) records = fixture_records ();
  g_autoptr (DkStudy) s = dk_study_new ("ufs-test", records);
  const DkStat *st;
  double lo, hi;

  g_assert_cmpuint (s->n_games, ==, 4);
  /* Balance: 3 games not cut off; seat 1 won one, seat 2 one, one draw. */
  st = stat (s, "balance.seat1");
  g_assert_cmpuint (st->k, ==, 1);
  g_assert_cmpuint (st->n, ==, 3);
  dk_stats_wilson (1, 3, &lo, &hi);
  CLOSE (st->lo, lo, 1e-12);
  CLOSE (st->hi, hi, 1e-12);
  g_assert_cmpuint (stat (s, "balance.seat2")->k, ==, 1);
  /* The first mover won game 2 only, of the 3 counted games that say. */
  st = stat (s, "balance.first_mover");
  g_assert_cmpuint (st->k, ==, 1);
  g_assert_cmpuint (st->n, ==, 3);
  g_assert_cmpuint (stat (s, "balance.draws")->k, ==, 1);
  st = stat (s, "balance.cut_off");
  g_assert_cmpuint (st->k, ==, 1);
  g_assert_cmpuint (st->n, ==, 4);
  /* Length of the games not cut off: turns 4, 3, 2; decisions 40, 30, 10. */
  st = stat (s, "length.turns");
  CLOSE (st->value, 3.0, 1e-12);
  CLOSE (st->sd, 1.0, 1e-12);
  CLOSE (st->hi - st->value, 4.3027 / sqrt (3), 1e-3);
  CLOSE (stat (s, "length.turns.median")->value, 3.0, 1e-12);
  CLOSE (stat (s, "length.turns.q1")->value, 2.5, 1e-12);
  CLOSE (stat (s, "length.turns.q3")->value, 3.5, 1e-12);
  CLOSE (stat (s, "length.decisions")->value, 80.0 / 3, 1e-12);
  CLOSE (stat (s, "length.decisions_per_turn")->value, 25.0 / 3, 1e-12);
  /* Games won: decisiveness .8 and .75; drama .3 and .35, behind .4 and .5. */
  CLOSE (stat (s, "decisiveness")->value, 0.775, 1e-12);
  CLOSE (stat (s, "lead_changes")->value, 5.0 / 3, 1e-12);
  CLOSE (stat (s, "drama.gap")->value, 0.325, 1e-12);
  CLOSE (stat (s, "drama.behind_share")->value, 0.45, 1e-12);
  st = stat (s, "comebacks");
  g_assert_cmpuint (st->k, ==, 1);
  g_assert_cmpuint (st->n, ==, 2);
  /* Choice: options 60/20, 40/10, 16/8; off-turn 5/20, 0/10, 2/8. */
  CLOSE (stat (s, "choice.branching")->value, 3.0, 1e-12);
  CLOSE (stat (s, "choice.inactive_share")->value, (0.25 + 0 + 0.25) / 3, 1e-12);
  /* Skill: heuristic won games 1 and 2 of the 3 not cut off; random none. */
  st = stat (s, "skill.heuristic");
  g_assert_cmpuint (st->k, ==, 2);
  g_assert_cmpuint (st->n, ==, 3);
  g_assert_cmpuint (stat (s, "skill.random")->k, ==, 0);
  /* Mechanics, per game not cut off: checks passed 2, 1, 0. */
  CLOSE (stat (s, "mechanics.check.passed=true")->value, 1.0, 1e-12);
  CLOSE (stat (s, "events.check")->value, 4.0 / 3, 1e-12);
  g_assert_null (dk_study_find (s, "mechanics.deploy.class=elite"));
  /* The winner's advantage trace: game 1 at turn 0 (bin 0) is .5, game 2
   * at turn 0 is .5; the others .5 too. */
  g_assert_cmpuint (s->trace_n[0], ==, 2);
  CLOSE (s->trace_mean[0][0], 0.5, 1e-12);
  /* turn 2 of game 1 (time .4, bin 8): .7 for the winner, .3 the other */
  g_assert_cmpuint (s->trace_n[8], ==, 1);
  CLOSE (s->trace_mean[0][8], 0.7, 1e-12);
  CLOSE (s->trace_mean[1][8], 0.3, 1e-12);
}

static void
test_difference (void)
{
  g_autoptr (GPtrArray) records = fixture_records ();
  g_autoptr (DkStudy) a = dk_study_new ("a", records);
  g_autoptr (DkStudy) b = NULL;
  double d, lo, hi, elo, ehi;

  /* b: the first game only, twice over (seat 1 wins 2 of 2). */
  g_ptr_array_remove_range (records, 1, 3);
  g_ptr_array_add (records, dk_record_parse (fixture[0], NULL));
  b = dk_study_new ("b", records);
  g_assert_true (
      dk_stat_difference (stat (a, "balance.seat1"), stat (b, "balance.seat1"), &d, &lo, &hi));
  CLOSE (d, 1.0 - 1.0 / 3, 1e-12);
  dk_stats_newcombe (2, 2, 1, 3, &elo, &ehi);
  CLOSE (lo, elo, 1e-12);
  CLOSE (hi, ehi, 1e-12);
  /* turns: 4, 4 against 4, 3, 2: Welch with b's spread 0 */
  g_assert_true (
      dk_stat_difference (stat (a, "length.turns"), stat (b, "length.turns"), &d, &lo, &hi));
  CLOSE (d, 1.0, 1e-12);
  CLOSE (hi - d, 4.3027 / sqrt (3), 1e-3);
  g_assert_false (dk_stat_difference (stat (a, "length.turns.median"),
                                      stat (b, "length.turns.median"), &d, &lo, &hi));
}

static void
test_parse_errors (void)
{
  const char *bad[] = {
    "",
    "[]",
    "{\"game\": 1}",
    "{\"game\": 1, \"agents\": [\"x\"], \"result\": \"win\"}",
    "{\"game\": 1, \"agents\": [\"a\", \"b\"], \"result\": \"win\", \"winner\": 3, "
    "\"turns\": 1, \"decisions\": 1, \"real_decisions\": [0, 0]}",
    "{\"game\": 1, \"agents\": [\"a\", \"b\"], \"result\": \"draw\", \"winner\": null, "
    "\"turns\": 1, \"decisions\": 1, \"real_decisions\": [0, 0], \"scores\": [{\"turn\": 0, "
    "\"values\": [0.5]}]}",
    "{\"game\": 1, \"agents\": [\"a\", \"b\"], \"result\": \"draw\" trailing",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (DkRecord) r = dk_record_parse (bad[i], &error);

      g_assert_null (r);
      g_assert_nonnull (error);
    }
}

static char *
join (guint first, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = first; i < first + n; i++)
    g_string_append_printf (s, "%s\n", fixture[i]);
  return g_string_free (s, FALSE);
}

static void
test_merge (void)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GString) notes = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *whole = join (0, 4);

  /* the later shard first: sorted back by game */
  g_ptr_array_add (texts, join (2, 2));
  g_ptr_array_add (texts, join (0, 2));
  g_ptr_array_add (names, "b.jsonl");
  g_ptr_array_add (names, "a.jsonl");
  g_assert_true (dk_stats_merge (texts, names, out, notes, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (out->str, ==, whole);
  /* records without study_games: a missing last shard cannot be told */
  g_assert_nonnull (strstr (notes->str, "cannot be told"));

  /* a game twice */
  g_string_truncate (out, 0);
  g_ptr_array_add (texts, join (1, 1));
  g_ptr_array_add (names, "c.jsonl");
  g_assert_false (dk_stats_merge (texts, names, out, NULL, &error));
  g_assert_nonnull (strstr (error->message, "game 2 is there twice"));
  g_clear_error (&error);

  /* a game missing */
  g_ptr_array_remove_index (texts, 2);
  g_ptr_array_remove_index (names, 2);
  g_free (texts->pdata[1]);
  texts->pdata[1] = join (1, 1);
  g_assert_false (dk_stats_merge (texts, names, out, NULL, &error));
  g_assert_nonnull (strstr (error->message, "game 1 is missing"));
  g_clear_error (&error);

  /* another study */
  g_free (texts->pdata[1]);
  {
    g_autofree char *other = join (0, 2);
    char *at = strstr (other, "ufs-test");

    memcpy (at, "bos-test", 8);
    texts->pdata[1] = g_steal_pointer (&other);
  }
  g_assert_false (dk_stats_merge (texts, names, out, NULL, &error));
  g_assert_nonnull (strstr (error->message, "another study"));
}

/* Eight games of two seats in four rounds (a round: one seed, seats
 * swapped), for the deal, hidden information and commits.
 *
 * Round 1 (games 1, 2): seat 1 wins both; play hashes alike.
 * Round 2 (games 3, 4): seat 1, then seat 2.
 * Round 3 (games 5, 6): seat 2 wins both.
 * Round 4 (games 7, 8): seat 1, then a draw: not all won; hashes alike.
 * One seat wins every game of a deal in 2 of the 3 rounds all won. By
 * place in the round: first games won by seats 1, 1, 2 (p = 2/3, 1/3),
 * second games by 1, 2, 2 (1/3, 2/3): independent games would give
 * 2/3 * 1/3 + 1/3 * 2/3 = 4/9, so the deal's own share is
 * (2/3 - 4/9) / (1 - 4/9) = 0.4. Deals played alike: 2 of 4.
 * Hidden: game 1 of 100 cards: 10 in hands, 50 in decks, none face down,
 * 30 another seat's (.6 in all); game 2 of 200: 10, 130, 20, 60 (.8).
 * Commits: game 1 has 4 checks and 6 cards committed to them (1.5 a
 * check, 3 checks passed by committing); game 2 has 2 checks, none
 * committed to (0); the others no check. */
static char *
deal_line (guint game, guint winner, const char *hash)
{
  const char *extra = "";

  if (game == 1)
    extra = ", \"hidden\": {\"decisions\": 10, \"cards\": 100, \"hand\": 10, \"deck\": 50, "
            "\"face_down\": 0, \"theirs\": 30}, \"events\": {\"check\": 4, \"check.commits\": 6, "
            "\"check.with-commits\": 3, \"commit\": 8}";
  else if (game == 2)
    extra = ", \"hidden\": {\"decisions\": 20, \"cards\": 200, \"hand\": 10, \"deck\": 130, "
            "\"face_down\": 20, \"theirs\": 60}, \"events\": {\"check\": 2, \"commit\": 1}";
  else
    extra = ", \"events\": {}";
  return g_strdup_printf (
      "{\"game\": %u, \"seed\": %u, \"study_games\": 8, \"shard\": [1, 1], \"ruleset\": \"t\", "
      "\"agents\": [\"heuristic\", \"heuristic\"], \"winner\": %s, \"result\": \"%s\", "
      "\"turns\": 3, \"decisions\": 9, \"real_decisions\": [1, 1], \"play_hash\": \"%s\"%s, "
      "\"scores\": []}",
      game, 10 + (game - 1) / 2, winner ? (winner == 1 ? "1" : "2") : "null",
      winner ? "win" : "draw", hash, extra);
}

static GPtrArray *
deal_records (void)
{
  static const guint winners[] = { 1, 1, 1, 2, 2, 2, 1, 0 };
  static const char *const hashes[] = { "a", "a", "b", "c", "d", "e", "f", "f" };
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_record_free);

  for (guint i = 0; i < 8; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *line = deal_line (i + 1, winners[i], hashes[i]);
      DkRecord *r = dk_record_parse (line, &error);

      g_assert_no_error (error);
      g_ptr_array_add (records, r);
    }
  return records;
}

static void
test_deal (void)
{
  g_autoptr (GPtrArray) records = deal_records ();
  g_autoptr (DkStudy) s = dk_study_new ("t", records);
  const DkStat *st;
  double lo, hi;

  st = stat (s, "deal.same_seat");
  g_assert_cmpuint (st->k, ==, 2);
  g_assert_cmpuint (st->n, ==, 3);
  CLOSE (stat (s, "deal.expected")->value, 4.0 / 9, 1e-12);
  st = stat (s, "deal.excess");
  CLOSE (st->value, 0.4, 1e-12);
  dk_stats_wilson (2, 3, &lo, &hi);
  CLOSE (st->lo, (lo - 4.0 / 9) / (5.0 / 9), 1e-12);
  CLOSE (st->hi, (hi - 4.0 / 9) / (5.0 / 9), 1e-12);
  st = stat (s, "deal.alike");
  g_assert_cmpuint (st->k, ==, 2);
  g_assert_cmpuint (st->n, ==, 4);

  /* A round cut short (game 8 gone) is left out; so is a round whose
   * games were not dealt alike. */
  g_ptr_array_remove_index (records, 7);
  ((DkRecord *) records->pdata[0])->seed = 99;
  {
    g_autoptr (DkStudy) t = dk_study_new ("t", records);

    st = stat (t, "deal.same_seat");
    g_assert_cmpuint (st->k, ==, 1);
    g_assert_cmpuint (st->n, ==, 2);
    g_assert_cmpuint (stat (t, "deal.alike")->n, ==, 2);
  }
}

static void
test_hidden (void)
{
  g_autoptr (GPtrArray) records = deal_records ();
  g_autoptr (DkStudy) s = dk_study_new ("t", records);
  const DkStat *st;

  st = stat (s, "hidden.all");
  g_assert_cmpuint (st->n, ==, 2);
  CLOSE (st->value, 0.7, 1e-12);
  CLOSE (st->sd, sqrt (0.02), 1e-12);
  CLOSE (stat (s, "hidden.hand")->value, 0.075, 1e-12);
  CLOSE (stat (s, "hidden.deck")->value, 0.575, 1e-12);
  CLOSE (stat (s, "hidden.face_down")->value, 0.05, 1e-12);
  CLOSE (stat (s, "hidden.theirs")->value, 0.3, 1e-12);
  /* old records: no rows */
  {
    g_autoptr (GPtrArray) old = fixture_records ();
    g_autoptr (DkStudy) t = dk_study_new ("old", old);

    g_assert_null (dk_study_find (t, "hidden.all"));
  }
}

/* C.1.4, E.3.5.2: the cards committed to pass a check, a check. */
static void
test_commits_per_check (void)
{
  g_autoptr (GPtrArray) records = deal_records ();
  g_autoptr (DkStudy) s = dk_study_new ("t", records);
  const DkStat *st;

  /* games with checks only: 6/4 and 0/2 */
  st = stat (s, "mechanics.check.commits");
  g_assert_cmpuint (st->n, ==, 2);
  CLOSE (st->value, 0.75, 1e-12);
  /* per game not cut off (all 8): 3 checks passed by committing in all */
  st = stat (s, "mechanics.check.with-commits");
  g_assert_cmpuint (st->n, ==, 8);
  CLOSE (st->value, 3.0 / 8, 1e-12);
  CLOSE (stat (s, "mechanics.commit")->value, 9.0 / 8, 1e-12);
  /* no game committed to a check: no row rather than a false 0 */
  {
    g_autoptr (GPtrArray) old = fixture_records ();
    g_autoptr (DkStudy) t = dk_study_new ("old", old);

    g_assert_null (dk_study_find (t, "mechanics.check.commits"));
  }
}

/* A study of @games games of 2 seats split in @shards: the lines of shard
 * @shard (or of all, with @shard 0, as one run writes them). */
static char *
shard_lines (guint games, guint shard, guint shards)
{
  GString *s = g_string_new (NULL);

  for (guint g = 1; g <= games; g++)
    {
      guint k = dk_stats_shard_of (g, games, 2, shards);

      if (shard != 0 && k != shard)
        continue;
      g_string_append_printf (
          s,
          "{\"game\": %u, \"seed\": %u, \"study_games\": %u, \"shard\": [%u, %u], "
          "\"ruleset\": \"t\", \"agents\": [\"a\", \"b\"], \"winner\": 1, \"result\": \"win\", "
          "\"turns\": 3, \"decisions\": 9, \"real_decisions\": [1, 1], \"scores\": []}\n",
          g, 1 + (g - 1) / 2, games, shard ? shard : 1, shard ? shards : 1);
    }
  return g_string_free (s, FALSE);
}

static gboolean
merge_shards (const guint *list, guint n, GString *out, GError **error)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_string_truncate (out, 0);
  for (guint i = 0; i < n; i += 2)
    {
      g_ptr_array_add (texts, shard_lines (8, list[i], list[i + 1]));
      g_ptr_array_add (names, g_strdup_printf ("s%u-%u.jsonl", list[i], list[i + 1]));
    }
  return dk_stats_merge (texts, names, out, NULL, error);
}

static void
test_merge_shards (void)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *whole = shard_lines (8, 0, 1);
  const guint two[] = { 2, 2, 1, 2 }, first[] = { 1, 2 }, last[] = { 2, 2 };
  const guint twice[] = { 1, 2, 1, 2, 2, 2 }, overlap[] = { 1, 2, 2, 3, 3, 3 };
  const guint thirds[] = { 3, 3, 1, 3, 2, 3 }, middle[] = { 1, 3, 3, 3 };

  /* 8 games, 4 rounds: 2 shards of games 1-4 and 5-8; 3 shards of rounds
   * 0, 1 and 2-3: games 1-2, 3-4, 5-8. */
  g_assert_cmpuint (dk_stats_shard_of (4, 8, 2, 2), ==, 1);
  g_assert_cmpuint (dk_stats_shard_of (5, 8, 2, 2), ==, 2);
  g_assert_cmpuint (dk_stats_shard_of (2, 8, 2, 3), ==, 1);
  g_assert_cmpuint (dk_stats_shard_of (3, 8, 2, 3), ==, 2);
  g_assert_cmpuint (dk_stats_shard_of (5, 8, 2, 3), ==, 3);

  /* merged: one run's lines, shard 1 of 1 */
  g_assert_true (merge_shards (two, 4, out, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (out->str, ==, whole);
  g_assert_true (merge_shards (thirds, 6, out, &error));
  g_assert_cmpstr (out->str, ==, whole);

  g_assert_false (merge_shards (first, 2, out, &error));
  g_assert_cmpstr (error->message, ==, "shard 2/2 is missing: games 5 to 8 of 8 are not there");
  g_clear_error (&error);
  g_assert_false (merge_shards (last, 2, out, &error));
  g_assert_cmpstr (error->message, ==, "shard 1/2 is missing: games 1 to 4 of 8 are not there");
  g_clear_error (&error);
  g_assert_false (merge_shards (middle, 4, out, &error));
  g_assert_cmpstr (error->message, ==, "shard 2/3 is missing: games 3 to 4 of 8 are not there");
  g_clear_error (&error);
  g_assert_false (merge_shards (twice, 6, out, &error));
  g_assert_nonnull (strstr (error->message, "shard 1/2 is given twice"));
  g_clear_error (&error);
  g_assert_false (merge_shards (overlap, 6, out, &error));
  g_assert_nonnull (strstr (error->message, "the shards overlap"));
  g_assert_nonnull (strstr (error->message, "game 3 is in both"));
  g_clear_error (&error);

  /* a game in the wrong shard */
  {
    g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
    g_autoptr (GPtrArray) names = g_ptr_array_new ();
    char *text = shard_lines (8, 1, 2);
    char *at = strstr (text, "\"game\": 1,");

    at[8] = '6';
    g_ptr_array_add (texts, text);
    g_ptr_array_add (names, "bad.jsonl");
    g_assert_false (dk_stats_merge (texts, names, out, NULL, &error));
    g_assert_nonnull (strstr (error->message, "game 6 is not of shard 1/2"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stats/wilson-newcombe-1998", test_wilson);
  g_test_add_func ("/stats/newcombe-difference-method-10", test_newcombe);
  g_test_add_func ("/stats/t-quantile", test_t);
  g_test_add_func ("/stats/mean-and-welch", test_mean_interval);
  g_test_add_func ("/stats/quantile", test_quantile);
  g_test_add_func ("/stats/record-measures", test_record_measures);
  g_test_add_func ("/stats/study", test_study);
  g_test_add_func ("/stats/difference", test_difference);
  g_test_add_func ("/stats/parse-errors", test_parse_errors);
  g_test_add_func ("/stats/merge", test_merge);
  g_test_add_func ("/stats/merge-shards", test_merge_shards);
  g_test_add_func ("/stats/deal", test_deal);
  g_test_add_func ("/stats/hidden", test_hidden);
  g_test_add_func ("/stats/ufs/C.1.4/commits-per-check", test_commits_per_check);
  return g_test_run ();
}
