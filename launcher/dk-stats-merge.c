/* dk-stats-merge.c: the shards of one study (`duelkit simulate --shard I/N --out`)
 * merged into one file of records, as one run would have written them.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-stats.h"

#include <string.h>

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
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
