/* dk-cmd-compare.c: `duelkit compare`, rulesets measured side by side from
 * studies of many games, and `duelkit stats merge`, which puts the shards of
 * a study back together.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-plot.h"
#include "dk-stats.h"

#include <math.h>
#include <string.h>

typedef struct
{
  char **agents;
  gint64 games;
  gint64 seed;
  gint64 jobs;
  gboolean json;
  gboolean markdown;
  char *plots;
  char *format;
  char **from;
} DkCompareOptions;

/* A figure as the text and the table show it: shares in per cent. */
static void
format_value (GString *out, const DkStat *st, gboolean with_interval)
{
  double scale = st->kind == DK_STAT_SHARE ? 100.0 : 1.0;
  const char *fmt = st->kind == DK_STAT_SHARE ? "%.1f" : "%.2f";

  if (isnan (st->value))
    {
      g_string_append (out, "–");
      return;
    }
  if (st->kind == DK_STAT_VALUE && st->value == floor (st->value))
    fmt = "%.0f";
  g_string_append_printf (out, fmt, scale * st->value);
  if (st->kind == DK_STAT_SHARE)
    g_string_append_c (out, '%');
  if (with_interval && !isnan (st->lo))
    {
      g_string_append (out, " [");
      g_string_append_printf (out, fmt, scale * st->lo);
      g_string_append (out, ", ");
      g_string_append_printf (out, fmt, scale * st->hi);
      g_string_append_c (out, ']');
    }
}

static gboolean
format_difference (GString *out, const DkStat *a, const DkStat *b)
{
  double d, lo, hi;
  double scale = a && a->kind == DK_STAT_SHARE ? 100.0 : 1.0;
  const char *fmt = a && a->kind == DK_STAT_SHARE ? "%+.1f" : "%+.2f";

  if (!dk_stat_difference (a, b, &d, &lo, &hi) || isnan (d))
    return FALSE;
  g_string_append_printf (out, fmt, scale * d);
  if (!isnan (lo))
    {
      g_string_append (out, " [");
      g_string_append_printf (out, fmt, scale * lo);
      g_string_append (out, ", ");
      g_string_append_printf (out, fmt, scale * hi);
      g_string_append_c (out, ']');
    }
  if (a->kind == DK_STAT_SHARE)
    g_string_append (out, " pp");
  return TRUE;
}

/* The rows of the report: every key of any study, in the order the first
 * study that has it gives, a later study's own rows after their group's
 * (the events' own rows only in JSON). */
static GPtrArray *
report_rows (GPtrArray *studies, gboolean all)
{
  GPtrArray *rows = g_ptr_array_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint s = 0; s < studies->len; s++)
    {
      const DkStudy *study = g_ptr_array_index (studies, s);

      for (guint i = 0; i < study->stats->len; i++)
        {
          DkStat *st = g_ptr_array_index (study->stats, i);
          guint at = rows->len;

          if (!all && strcmp (st->group, "events") == 0)
            continue;
          if (g_hash_table_contains (seen, st->key))
            continue;
          g_hash_table_add (seen, st->key);
          /* after the last row of its group */
          for (guint r = 0; r < rows->len; r++)
            if (strcmp (((DkStat *) rows->pdata[r])->group, st->group) == 0)
              at = r + 1;
          g_ptr_array_insert (rows, (gint) at, st);
        }
    }
  return rows;
}

static const char *
group_title (const char *group)
{
  static const struct
  {
    const char *group, *title;
  } titles[] = {
    { "balance", "Balance (wins of games not cut off)" },
    { "length", "Length (per game)" },
    { "decisiveness", "Decisiveness (the winner ahead for good from)" },
    { "lead", "Lead changes (per game)" },
    { "drama", "Drama (games won)" },
    { "comebacks", "Comebacks (games won)" },
    { "choice", "Choice (per game)" },
    { "skill", "Skill (wins of each agent)" },
    { "hidden", "Hidden information (share of the cards, at a seat's real decisions)" },
    { "deal", "Randomness: the deal (rounds of one seed and decks, seats swapped, all won)" },
    { "mechanics", "Mechanics in use (per game)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (strcmp (titles[i].group, group) == 0)
      return titles[i].title;
  return group;
}

static void
print_text (GPtrArray *studies, const char *heading)
{
  g_autoptr (GPtrArray) rows = report_rows (studies, FALSE);
  const char *group = "";
  const DkStudy *first = g_ptr_array_index (studies, 0);

  printf ("%s\n", heading);
  printf (
      "95 %% intervals: Wilson for shares, Student's t for means; differences to the first\n"
      "ruleset: Newcombe (hybrid score) for shares, in percentage points; Welch for means.\n\n");
  printf ("  %-34s", "");
  for (guint s = 0; s < studies->len; s++)
    printf (" %-24s", ((DkStudy *) studies->pdata[s])->label);
  for (guint s = 1; s < studies->len; s++)
    {
      g_autofree char *h =
          g_strdup_printf ("%s − %s", ((DkStudy *) studies->pdata[s])->label, first->label);

      printf (" %-30s", h);
    }
  putchar ('\n');
  for (guint r = 0; r < rows->len; r++)
    {
      const DkStat *row = g_ptr_array_index (rows, r);

      if (strcmp (row->group, group) != 0)
        {
          group = row->group;
          printf ("%s\n", group_title (group));
        }
      printf ("  %-34s", row->label);
      for (guint s = 0; s < studies->len; s++)
        {
          g_autoptr (GString) cell = g_string_new (NULL);
          const DkStat *st = dk_study_find (studies->pdata[s], row->key);

          if (st)
            format_value (cell, st, TRUE);
          else
            g_string_append (cell, "–");
          /* pad by characters, not bytes */
          printf (" %s%*s", cell->str, (int) (24 - MIN (24, g_utf8_strlen (cell->str, -1))), "");
        }
      for (guint s = 1; s < studies->len; s++)
        {
          g_autoptr (GString) cell = g_string_new (NULL);

          if (!format_difference (cell, dk_study_find (first, row->key),
                                  dk_study_find (studies->pdata[s], row->key)))
            g_string_append (cell, "");
          printf (" %s%*s", cell->str, (int) (30 - MIN (30, g_utf8_strlen (cell->str, -1))), "");
        }
      putchar ('\n');
    }
}

static void
print_markdown (GPtrArray *studies, const char *heading)
{
  g_autoptr (GPtrArray) rows = report_rows (studies, FALSE);
  const DkStudy *first = g_ptr_array_index (studies, 0);
  const char *group = "";

  printf ("%s\n\n", heading);
  printf ("| metric |");
  for (guint s = 0; s < studies->len; s++)
    printf (" %s |", ((DkStudy *) studies->pdata[s])->label);
  for (guint s = 1; s < studies->len; s++)
    printf (" %s − %s |", ((DkStudy *) studies->pdata[s])->label, first->label);
  printf ("\n| --- |");
  for (guint s = 0; s < 2 * studies->len - 1; s++)
    printf (" ---: |");
  putchar ('\n');
  for (guint r = 0; r < rows->len; r++)
    {
      const DkStat *row = g_ptr_array_index (rows, r);

      if (strcmp (row->group, group) != 0)
        {
          group = row->group;
          printf ("| **%s** |", group_title (group));
          for (guint s = 0; s < 2 * studies->len - 1; s++)
            printf (" |");
          putchar ('\n');
        }
      printf ("| %s |", row->label);
      for (guint s = 0; s < studies->len; s++)
        {
          g_autoptr (GString) cell = g_string_new (NULL);
          const DkStat *st = dk_study_find (studies->pdata[s], row->key);

          if (st)
            format_value (cell, st, TRUE);
          else
            g_string_append (cell, "–");
          printf (" %s |", cell->str);
        }
      for (guint s = 1; s < studies->len; s++)
        {
          g_autoptr (GString) cell = g_string_new (NULL);

          format_difference (cell, dk_study_find (first, row->key),
                             dk_study_find (studies->pdata[s], row->key));
          printf (" %s |", cell->str);
        }
      putchar ('\n');
    }
}

static void
json_num (GString *out, double v)
{
  if (isnan (v) || isinf (v))
    g_string_append (out, "null");
  else
    dk_json_number (out, "%.6g", v);
}

static void
json_histogram (GString *out, GArray *v)
{
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE, width;
  guint n_bins;
  g_autofree guint *counts = NULL;

  for (guint i = 0; i < v->len; i++)
    {
      lo = MIN (lo, g_array_index (v, double, i));
      hi = MAX (hi, g_array_index (v, double, i));
    }
  if (v->len == 0)
    {
      g_string_append (out, "{\"start\": 0, \"width\": 1, \"counts\": []}");
      return;
    }
  width = MAX (1.0, ceil ((hi - lo + 1) / 20.0));
  n_bins = (guint) ((hi - lo) / width) + 1;
  counts = g_new0 (guint, n_bins);
  for (guint i = 0; i < v->len; i++)
    counts[(guint) ((g_array_index (v, double, i) - lo) / width)]++;
  g_string_append (out, "{\"start\": ");
  json_num (out, lo);
  g_string_append (out, ", \"width\": ");
  json_num (out, width);
  g_string_append (out, ", \"counts\": [");
  for (guint b = 0; b < n_bins; b++)
    g_string_append_printf (out, "%s%u", b ? ", " : "", counts[b]);
  g_string_append (out, "]}");
}

static void
json_stat (GString *out, const DkStat *st)
{
  static const char *const kinds[] = { "share", "mean", "value" };

  g_string_append (out, "{\"key\": ");
  dk_json_string (out, st->key);
  g_string_append (out, ", \"label\": ");
  dk_json_string (out, st->label);
  g_string_append (out, ", \"group\": ");
  dk_json_string (out, st->group);
  g_string_append_printf (out, ", \"kind\": \"%s\", \"value\": ", kinds[st->kind]);
  json_num (out, st->value);
  if (st->kind != DK_STAT_VALUE)
    {
      g_string_append (out, ", \"interval\": [");
      json_num (out, st->lo);
      g_string_append (out, ", ");
      json_num (out, st->hi);
      g_string_append_printf (out, "], \"n\": %u", st->n);
    }
  if (st->kind == DK_STAT_SHARE)
    g_string_append_printf (out, ", \"k\": %u", st->k);
  if (st->kind == DK_STAT_MEAN)
    {
      g_string_append (out, ", \"sd\": ");
      json_num (out, st->sd);
    }
  g_string_append_c (out, '}');
}

static void
print_json (GPtrArray *studies)
{
  g_autoptr (GString) out = g_string_new ("{\n  \"studies\": [\n");
  g_autoptr (GPtrArray) rows = report_rows (studies, TRUE);
  const DkStudy *first = g_ptr_array_index (studies, 0);

  for (guint s = 0; s < studies->len; s++)
    {
      const DkStudy *study = g_ptr_array_index (studies, s);

      g_string_append (out, "    {\"label\": ");
      dk_json_string (out, study->label);
      g_string_append_printf (out, ", \"games\": %u, \"players\": %u,\n     \"stats\": [\n",
                              study->n_games, study->n_players);
      for (guint i = 0; i < study->stats->len; i++)
        {
          g_string_append (out, "       ");
          json_stat (out, g_ptr_array_index (study->stats, i));
          g_string_append (out, i + 1 < study->stats->len ? ",\n" : "\n");
        }
      g_string_append (out, "     ],\n     \"histograms\": {\"turns\": ");
      json_histogram (out, study->turns);
      g_string_append (out, ", \"decisions\": ");
      json_histogram (out, study->decisions);
      g_string_append (out, "},\n     \"advantage\": {\"bins\": ");
      g_string_append_printf (out, "%d", DK_STATS_BINS);
      for (guint w = 0; w < 2; w++)
        {
          g_string_append_printf (out, ", \"%s\": [", w == 0 ? "winner" : "others");
          for (guint b = 0; b < DK_STATS_BINS; b++)
            {
              g_string_append (out, b ? ", [" : "[");
              json_num (out, study->trace_mean[w][b]);
              g_string_append (out, ", ");
              json_num (out, study->trace_lo[w][b]);
              g_string_append (out, ", ");
              json_num (out, study->trace_hi[w][b]);
              g_string_append (out, "]");
            }
          g_string_append (out, "]");
        }
      g_string_append (out, ", \"games\": [");
      for (guint b = 0; b < DK_STATS_BINS; b++)
        g_string_append_printf (out, "%s%u", b ? ", " : "", study->trace_n[b]);
      g_string_append_printf (out, "]}}%s\n", s + 1 < studies->len ? "," : "");
    }
  g_string_append (out, "  ],\n  \"differences\": [\n");
  for (guint s = 1; s < studies->len; s++)
    {
      const DkStudy *study = g_ptr_array_index (studies, s);
      gboolean any = FALSE;

      g_string_append (out, "    {\"label\": ");
      dk_json_string (out, study->label);
      g_string_append (out, ", \"against\": ");
      dk_json_string (out, first->label);
      g_string_append (out, ", \"stats\": [\n");
      for (guint r = 0; r < rows->len; r++)
        {
          const DkStat *row = g_ptr_array_index (rows, r);
          double d, lo, hi;

          if (!dk_stat_difference (dk_study_find (first, row->key), dk_study_find (study, row->key),
                                   &d, &lo, &hi))
            continue;
          g_string_append (out, any ? ",\n       {\"key\": " : "       {\"key\": ");
          any = TRUE;
          dk_json_string (out, row->key);
          g_string_append_printf (out, ", \"method\": \"%s\", \"value\": ",
                                  row->kind == DK_STAT_SHARE ? "newcombe" : "welch");
          json_num (out, d);
          g_string_append (out, ", \"interval\": [");
          json_num (out, lo);
          g_string_append (out, ", ");
          json_num (out, hi);
          g_string_append (out, "]}");
        }
      g_string_append_printf (out, "\n     ]}%s\n", s + 1 < studies->len ? "," : "");
    }
  g_string_append (out, "  ]\n}\n");
  fwrite (out->str, 1, out->len, stdout);
}

static void
free_records (gpointer p)
{
  g_ptr_array_unref (p);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The agents of a record as a set: "heuristic and random". */
static char *
agents_of (const DkRecord *r)
{
  g_autoptr (GPtrArray) agents = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (guint p = 0; p < r->n_players; p++)
    g_ptr_array_add (agents, r->agents[p]);
  g_ptr_array_sort (agents, compare_strings);
  for (guint p = 0; p < agents->len; p++)
    g_string_append_printf (out, "%s%s", p ? " and " : "", (char *) agents->pdata[p]);
  return g_string_free (out, FALSE);
}

/* A study is the records of one ruleset between one set of agents from
 * one first seed. */
static char *
group_key (const DkRecord *r, const char *fallback)
{
  g_autofree char *agents = agents_of (r);

  return g_strdup_printf ("%s (%s, seed %" G_GUINT64_FORMAT ")", r->ruleset ? r->ruleset : fallback,
                          agents, r->seed - (r->game - 1) / r->n_players);
}

static int
dk_compare_run (const DkCompareOptions *o, char **rulesets)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) groups = g_ptr_array_new_with_free_func (free_records);
  g_autoptr (GPtrArray) studies = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_study_free);
  g_autoptr (GString) heading = g_string_new ("Compared: ");
  g_autoptr (GError) error = NULL;

  for (guint i = 0; rulesets != NULL && rulesets[i] != NULL; i++)
    {
      g_autoptr (GString) lines = g_string_new (NULL);
      GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_record_free);
      const DkRecord *r;

      g_ptr_array_add (groups, records);
      if (!dk_simulate_records (rulesets[i], o->agents, o->games, o->seed, o->jobs, lines,
                                &error) ||
          !dk_records_parse_text (lines->str, rulesets[i], records, &error))
        {
          dk_launcher_error ("%s: %s", rulesets[i], error->message);
          return DK_EXIT_USAGE;
        }
      r = records->len ? g_ptr_array_index (records, 0) : NULL;
      if (r != NULL && o->games % r->n_players != 0)
        dk_launcher_error ("warning: %" G_GINT64_FORMAT " games of %s are not whole rounds of %u: "
                           "the agents do not play each seat equally often",
                           o->games, rulesets[i], r->n_players);
      g_ptr_array_add (labels, g_strdup (r && r->ruleset ? r->ruleset : rulesets[i]));
      g_ptr_array_add (keys, r ? group_key (r, rulesets[i]) : g_strdup (rulesets[i]));
    }
  for (guint f = 0; o->from != NULL && o->from[f] != NULL; f++)
    {
      g_autoptr (GPtrArray) records =
          g_ptr_array_new_with_free_func ((GDestroyNotify) dk_record_free);

      if (!dk_records_load (o->from[f], records, &error))
        {
          dk_launcher_error ("%s", error->message);
          return DK_EXIT_USAGE;
        }
      /* The records go to the study of their ruleset and agents, in the
       * order met. */
      while (records->len > 0)
        {
          DkRecord *r = g_ptr_array_steal_index (records, 0);
          g_autofree char *key = group_key (r, o->from[f]);
          guint g;

          for (g = 0; g < keys->len; g++)
            if (strcmp (keys->pdata[g], key) == 0)
              break;
          if (g == keys->len)
            {
              g_ptr_array_add (labels, g_strdup (r->ruleset ? r->ruleset : o->from[f]));
              g_ptr_array_add (keys, g_steal_pointer (&key));
              g_ptr_array_add (groups,
                               g_ptr_array_new_with_free_func ((GDestroyNotify) dk_record_free));
            }
          for (guint i = 0; i < ((GPtrArray *) groups->pdata[g])->len; i++)
            if (((DkRecord *) ((GPtrArray *) groups->pdata[g])->pdata[i])->game == r->game)
              {
                dk_launcher_error ("%s: game %" G_GUINT64_FORMAT " of %s is there twice",
                                   o->from[f], r->game, (char *) keys->pdata[g]);
                dk_record_free (r);
                return DK_EXIT_USAGE;
              }
          g_ptr_array_add (groups->pdata[g], r);
        }
    }
  if (groups->len == 0)
    {
      dk_launcher_error ("compare needs rulesets or --from FILE: see --help");
      return DK_EXIT_USAGE;
    }
  /* A ruleset studied twice (other agents, another seed) is named in full. */
  {
    g_autofree gboolean *twice = g_new0 (gboolean, groups->len);

    for (guint g = 0; g < groups->len; g++)
      for (guint h = 0; h < groups->len; h++)
        if (h != g && strcmp (labels->pdata[g], labels->pdata[h]) == 0)
          twice[g] = TRUE;
    for (guint g = 0; g < groups->len; g++)
      if (twice[g])
        {
          g_free (labels->pdata[g]);
          labels->pdata[g] = g_strdup (keys->pdata[g]);
        }
  }
  for (guint g = 0; g < groups->len; g++)
    {
      GPtrArray *records = groups->pdata[g];

      if (records->len == 0)
        {
          dk_launcher_error ("%s: no games", (char *) labels->pdata[g]);
          return DK_EXIT_USAGE;
        }
      {
        const DkRecord *r = g_ptr_array_index (records, 0);

        /* A study read in part: a shard not given. */
        if (r->study_games > 0 && records->len != r->study_games)
          dk_launcher_error ("warning: %s: %u of the study's %" G_GUINT64_FORMAT
                             " games (a shard missing?)",
                             (char *) labels->pdata[g], records->len, r->study_games);
      }
      g_ptr_array_add (studies, dk_study_new (labels->pdata[g], records));
      g_string_append_printf (heading, "%s%s (%u games", g ? "; " : "", (char *) labels->pdata[g],
                              records->len);
      {
        const DkRecord *r = g_ptr_array_index (records, 0);

        g_string_append (heading, ", agents ");
        for (guint p = 0; p < r->n_players; p++)
          g_string_append_printf (heading, "%s%s", p ? " and " : "", r->agents[p]);
        g_string_append_printf (heading, ", first seed %" G_GUINT64_FORMAT ")",
                                r->seed - (r->game - 1) / r->n_players);
      }
    }
  if (o->plots != NULL && !dk_plot_write_all (studies, o->plots, o->format, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_WRITE;
    }
  if (o->json)
    print_json (studies);
  else if (o->markdown)
    print_markdown (studies, heading->str);
  else
    print_text (studies, heading->str);
  return fflush (stdout) != 0 || ferror (stdout) ? DK_EXIT_WRITE : DK_EXIT_OK;
}

int
dk_cmd_compare (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *games = NULL, *seed = NULL, *jobs = NULL;
  g_auto (GStrv) agents = NULL;
  g_auto (GStrv) rest = NULL;
  DkCompareOptions o = { .games = 1000, .seed = 1 };
  GOptionEntry entries[] = {
    { "agent", 'p', 0, G_OPTION_ARG_STRING_ARRAY, &agents,
      "the agent of the next seat in the first game (repeat; the last is repeated)", "AGENT" },
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games, "games a ruleset (1000)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed, "the first round's seed (1)", "SEED" },
    { "jobs", 'j', 0, G_OPTION_ARG_STRING, &jobs, "worker threads (all cores)", "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, "print the metrics as JSON", NULL },
    { "markdown", 0, 0, G_OPTION_ARG_NONE, &o.markdown, "print the metrics as a Markdown table",
      NULL },
    { "plots", 0, 0, G_OPTION_ARG_FILENAME, &o.plots, "draw the plots into DIR", "DIR" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &o.format, "the plots' format: png, svg, pdf (png)",
      "FORMAT" },
    { "from", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &o.from,
      "read records (simulate --out, stats merge) instead of playing (repeat)", "FILE" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_STRING_ARRAY, &rest, NULL, "RULESET…" },
    { NULL }
  };
  int status;

  context = g_option_context_new ("[RULESET…] - measure rulesets side by side");
  g_option_context_set_description (
      context,
      "Plays a study of each RULESET (a ruleset id or .ruleset file) as `duelkit simulate`\n"
      "does (paired seeds, seats rotated), or reads the records of --from files (grouped\n"
      "by their ruleset), and prints balance, length, decisiveness, lead changes, drama,\n"
      "comebacks, choice, skill (with two different agents) and the mechanics in use, with\n"
      "95 % intervals, and each ruleset's difference to the first with its interval.\n"
      "docs/comparison.md defines each metric.\n\n"
      "--plots DIR writes length, advantage, balance and mechanics (.png, .svg or .pdf).");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!dk_launcher_parse (context, &argc, &argv))
    status = DK_EXIT_USAGE;
  else if ((games && !dk_launcher_int_option ("--games", games, 1, 10000000, &o.games)) ||
           (seed && !dk_launcher_int_option ("--seed", seed, 0, G_MAXINT32, &o.seed)) ||
           (jobs && !dk_launcher_int_option ("--jobs", jobs, 1, 256, &o.jobs)))
    status = DK_EXIT_USAGE;
  else if (o.format != NULL && strcmp (o.format, "png") != 0 && strcmp (o.format, "svg") != 0 &&
           strcmp (o.format, "pdf") != 0)
    {
      dk_launcher_error ("--format: %s is not png, svg or pdf", o.format);
      status = DK_EXIT_USAGE;
    }
  else if (o.json && o.markdown)
    {
      dk_launcher_error ("--json and --markdown: give one");
      status = DK_EXIT_USAGE;
    }
  else
    {
      static char *default_agents[] = { "heuristic", NULL };

      o.agents = agents != NULL ? agents : default_agents;
      if (o.format == NULL)
        o.format = g_strdup ("png");
      if (o.jobs == 0)
        o.jobs = MAX (1, (gint64) g_get_num_processors ());
      status = dk_compare_run (&o, rest);
    }
  g_free (o.plots);
  g_free (o.format);
  g_strfreev (o.from);
  return status;
}

/* `duelkit stats merge FILE... [-o OUT]`. */
static int
dk_stats_merge_command (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *out = NULL;
  g_auto (GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, "write to FILE (standard output)", "FILE" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, "FILE…" },
    { NULL }
  };
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  g_autoptr (GString) merged = g_string_new (NULL);
  g_autoptr (GString) notes = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

  context = g_option_context_new ("FILE… - put the shards of a study together");
  g_option_context_set_description (
      context, "Reads the records of `duelkit simulate --shard I/N --out FILE` runs and writes\n"
               "them as one run would have: sorted by game. Every game of the study must be\n"
               "there once, all of one study (the same ruleset, agents, first seed and number\n"
               "of games): a missing shard (the last one too), a shard given twice and\n"
               "overlapping shards are refused, with the shard named.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (files == NULL || files[0] == NULL)
    {
      dk_launcher_error ("stats merge needs the files to merge");
      return DK_EXIT_USAGE;
    }
  for (guint i = 0; files[i] != NULL; i++)
    {
      char *text;

      if (!g_file_get_contents (files[i], &text, NULL, &error))
        {
          dk_launcher_error ("%s", error->message);
          return DK_EXIT_USAGE;
        }
      g_ptr_array_add (texts, text);
      g_ptr_array_add (names, files[i]);
    }
  if (!dk_stats_merge (texts, names, merged, notes, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_FAILED;
    }
  if (notes->len > 0)
    {
      g_strchomp (notes->str);
      dk_launcher_error ("warning: %s", notes->str);
    }
  if (out != NULL)
    {
      if (!dk_file_write (out, merged->str, merged->len, &error))
        {
          dk_launcher_error ("%s", error->message);
          return DK_EXIT_WRITE;
        }
      return DK_EXIT_OK;
    }
  fwrite (merged->str, 1, merged->len, stdout);
  return fflush (stdout) != 0 || ferror (stdout) ? DK_EXIT_WRITE : DK_EXIT_OK;
}

int
dk_cmd_stats (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "merge") == 0)
    return dk_stats_merge_command (argc - 1, argv + 1);
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      printf ("Usage:\n  duelkit stats merge FILE… [-o OUT]\n\n"
              "Put the shards of a study (simulate --shard I/N --out FILE) together.\n");
      return DK_EXIT_OK;
    }
  dk_launcher_error ("stats: give `merge FILE...` (see `duelkit stats --help`)");
  return DK_EXIT_USAGE;
}
