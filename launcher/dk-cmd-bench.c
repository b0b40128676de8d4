/* dk-cmd-bench.c: `duelkit bench`, how fast the engine plays.
 *
 * For each game: whole games between uniformly random players, keeping no
 * record (DK_GAME_SIMULATION), timed in CPU time of this thread (one core),
 * then copies, views and determinizations of
 * positions sampled from such games. Seeds are fixed, so two runs play the
 * same games; each figure is the median of --runs runs, with its spread.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"

#include <math.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

/* What `duelkit bench` measures when no game is named: a label, and the
 * ruleset it plays. */
static const struct
{
  const char *label;
  const char *ruleset;
  guint players; /* 0: the ruleset's default */
} dk_bench_default[] = {
  { "ufs", "ufs-standard", 0 },
  { "bos", "bos-standard", 0 },
  { "bos-royal", "bos-battle-royal", 4 },
};

#define N_SAMPLES 32 /* positions the copy figures are taken over */

enum
{
  M_GAMES_PER_S,
  M_DECISIONS_PER_S,
  M_DECISIONS_PER_GAME,
  M_TURNS_PER_GAME,
  M_COPY_PER_S,
  M_SEARCH_COPY_PER_S,
  M_VIEW_PER_S,
  M_DETERMINIZE_PER_S,
  N_METRICS
};

static const struct
{
  const char *key;
  const char *text;
} dk_metric[N_METRICS] = {
  { "games_per_s", "random games per CPU-second" },
  { "decisions_per_s", "decisions per CPU-second" },
  { "decisions_per_game", "decisions per game (mean)" },
  { "turns_per_game", "turns per game (mean)" },
  { "copy_per_s", "dk_game_copy per second" },
  { "search_copy_per_s", "dk_game_copy_for_search per second" },
  { "view_per_s", "dk_game_view per second" },
  { "determinize_per_s", "dk_game_determinize per second" },
};

typedef struct
{
  gint64 games;
  gint64 copies;
  gint64 runs;
  gint64 seed;
  gint64 players;
  gboolean json;
} DkBenchOptions;

typedef struct
{
  char *label;
  DkRuleset *ruleset;
  DkCardDb *db;
  GPtrArray *decks; /* DkDeck */
  guint n_players;
  DkGame *samples[N_SAMPLES];
  DkGame *views[N_SAMPLES];
  guint viewers[N_SAMPLES];
  guint n_samples;
  double runs[N_METRICS][16];
  gsize search_copy_bytes;
  gsize copy_bytes;
  glong peak_rss_kib;
  gint64 draws;
} DkBench;

static void
dk_bench_free (DkBench *b)
{
  for (guint i = 0; i < b->n_samples; i++)
    {
      dk_game_free (b->samples[i]);
      dk_game_free (b->views[i]);
    }
  g_clear_pointer (&b->decks, g_ptr_array_unref);
  g_clear_pointer (&b->db, dk_card_db_unref);
  g_clear_pointer (&b->ruleset, dk_ruleset_unref);
  g_free (b->label);
  g_free (b);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkBench, dk_bench_free)

/* The ruleset, cards and every shipped deck of one game. */
static DkBench *
dk_bench_new (const char *label, const char *ruleset_name, guint players, GError **error)
{
  g_autoptr (DkBench) b = g_new0 (DkBench, 1);
  g_autoptr (GPtrArray) files = NULL;
  const DkRules *rules;
  const DkModule *module;

  b->label = g_strdup (label);
  b->ruleset = dk_launcher_find_ruleset (ruleset_name, error);
  if (b->ruleset == NULL)
    return NULL;
  rules = dk_ruleset_get_rules (b->ruleset);
  module = dk_rules_get_module (rules);
  b->n_players =
      module->default_players ? module->default_players (b->ruleset) : module->min_players;
  if (players != 0 && (players < module->min_players || players > module->max_players))
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "%s: %s is played by %u to %u players, not %u", dk_ruleset_get_id (b->ruleset),
                   module->id, module->min_players, module->max_players, players);
      return NULL;
    }
  if (players != 0)
    b->n_players = players;
  b->db = dk_launcher_card_db (rules, NULL, error);
  if (b->db == NULL)
    return NULL;
  files = dk_launcher_find_decks (module->id);
  b->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_deck_free);
  for (guint i = 0; i < files->len; i++)
    {
      DkDeck *deck = dk_deck_load (b->db, g_ptr_array_index (files, i), error);

      if (deck == NULL)
        return NULL;
      g_ptr_array_add (b->decks, deck);
    }
  if (b->decks->len == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, "no deck found for the game %s",
                   module->id);
      return NULL;
    }
  return g_steal_pointer (&b);
}

/* Game @i of a run: its seed, and its decks (every combination in turn). */
static DkGame *
dk_bench_game (
    DkBench *b, guint64 seed, guint64 i, DkGameFlags flags, DkAgent **agents, GError **error)
{
  DkDeck *decks[DK_MAX_PLAYERS];
  guint64 k = i;

  for (guint p = 0; p < b->n_players; p++)
    {
      decks[p] = g_ptr_array_index (b->decks, k % b->decks->len);
      k /= b->decks->len;
      agents[p] = dk_agent_new_random (seed * 7919 + i * 31 + p);
    }
  return dk_game_new_full (b->ruleset, b->db, decks, b->n_players, seed + i, flags, error);
}

static void
dk_free_agents (DkAgent **agents, guint n)
{
  for (guint p = 0; p < n; p++)
    g_clear_pointer (&agents[p], dk_agent_free);
}

/* Positions to copy: game i stopped at its decision 10 + 7 i (or its last). */
static gboolean
dk_bench_sample (DkBench *b, const DkBenchOptions *o, GError **error)
{
  for (guint i = 0; i < N_SAMPLES; i++)
    {
      DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
      /* Kept with its record, as a game in play: what dk_game_copy() pays. */
      g_autoptr (DkGame) g =
          dk_bench_game (b, (guint64) o->seed, i, DK_GAME_FLAGS_NONE, agents, error);
      guint stop = 10 + 7 * i;

      if (g == NULL)
        {
          dk_free_agents (agents, b->n_players);
          return FALSE;
        }
      for (guint n = 0; n < stop && !dk_game_is_over (g); n++)
        {
          const DkDecision *d = dk_game_decision (g);
          guint choice = agents[d->player]->choose (agents[d->player], g, d);

          if (!dk_game_apply (g, choice, error))
            {
              dk_free_agents (agents, b->n_players);
              return FALSE;
            }
        }
      dk_free_agents (agents, b->n_players);
      if (dk_game_is_over (g))
        continue;
      b->viewers[b->n_samples] = dk_game_decision (g)->player;
      b->views[b->n_samples] = dk_game_view (g, b->viewers[b->n_samples]);
      b->samples[b->n_samples++] = g_steal_pointer (&g);
    }
  if (b->n_samples == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "%s: no game lasted long enough to sample a position", b->label);
      return FALSE;
    }
  for (guint i = 0; i < b->n_samples; i++)
    {
      DkGame *c = dk_game_copy_for_search (b->samples[i]);
      DkGame *full = dk_game_copy (b->samples[i]);

      b->search_copy_bytes += dk_game_memory_size (c);
      b->copy_bytes += dk_game_memory_size (full);
      dk_game_free (c);
      dk_game_free (full);
    }
  b->search_copy_bytes /= b->n_samples;
  b->copy_bytes /= b->n_samples;
  return TRUE;
}

/* Whole games: their rate, decisions and turns. */
static gboolean
dk_bench_games (DkBench *b, const DkBenchOptions *o, guint run, GError **error)
{
  gint64 decisions = 0, turns = 0;
  double t0 = dk_launcher_thread_cpu (), t;

  for (gint64 i = 0; i < o->games; i++)
    {
      DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
      /* A study of many games reads no record. */
      DkGame *g =
          dk_bench_game (b, (guint64) o->seed, (guint64) i, DK_GAME_SIMULATION, agents, error);
      gint winner;

      if (g == NULL)
        {
          dk_free_agents (agents, b->n_players);
          return FALSE;
        }
      while (!dk_game_is_over (g))
        {
          const DkDecision *d = dk_game_decision (g);
          guint choice = agents[d->player]->choose (agents[d->player], g, d);

          if (!dk_game_apply (g, choice, error))
            {
              dk_game_free (g);
              dk_free_agents (agents, b->n_players);
              return FALSE;
            }
          decisions++;
        }
      winner = dk_game_winner (g);
      if (run == 0 && winner < 0)
        b->draws++;
      turns += dk_game_turn (g);
      dk_game_free (g);
      dk_free_agents (agents, b->n_players);
    }
  t = MAX (dk_launcher_thread_cpu () - t0, 1e-9);
  b->runs[M_GAMES_PER_S][run] = (double) o->games / t;
  b->runs[M_DECISIONS_PER_S][run] = (double) decisions / t;
  b->runs[M_DECISIONS_PER_GAME][run] = (double) decisions / (double) o->games;
  b->runs[M_TURNS_PER_GAME][run] = (double) turns / (double) o->games;
  return TRUE;
}

static void
dk_bench_copies (DkBench *b, const DkBenchOptions *o, guint run)
{
  double t0, t;
  gint64 n = o->copies;

  t0 = dk_launcher_thread_cpu ();
  for (gint64 i = 0; i < n; i++)
    dk_game_free (dk_game_copy (b->samples[i % b->n_samples]));
  t = MAX (dk_launcher_thread_cpu () - t0, 1e-9);
  b->runs[M_COPY_PER_S][run] = (double) n / t;

  t0 = dk_launcher_thread_cpu ();
  for (gint64 i = 0; i < n; i++)
    dk_game_free (dk_game_copy_for_search (b->samples[i % b->n_samples]));
  t = MAX (dk_launcher_thread_cpu () - t0, 1e-9);
  b->runs[M_SEARCH_COPY_PER_S][run] = (double) n / t;

  /* Views and determinizations cost more: a tenth as many. */
  n = MAX (o->copies / 10, 1);
  t0 = dk_launcher_thread_cpu ();
  for (gint64 i = 0; i < n; i++)
    {
      guint k = (guint) (i % b->n_samples);

      dk_game_free (dk_game_view (b->samples[k], b->viewers[k]));
    }
  t = MAX (dk_launcher_thread_cpu () - t0, 1e-9);
  b->runs[M_VIEW_PER_S][run] = (double) n / t;

  t0 = dk_launcher_thread_cpu ();
  for (gint64 i = 0; i < n; i++)
    {
      guint k = (guint) (i % b->n_samples);

      dk_game_free (dk_game_determinize (b->views[k], b->viewers[k], (guint64) i));
    }
  t = MAX (dk_launcher_thread_cpu () - t0, 1e-9);
  b->runs[M_DETERMINIZE_PER_S][run] = (double) n / t;
}

static int
dk_compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The median of a metric's runs, and its spread: half the range, as a
 * fraction of the median. */
static double
dk_bench_median (const DkBench *b, guint metric, guint n_runs, double *spread)
{
  double v[16], median;

  memcpy (v, b->runs[metric], n_runs * sizeof (double));
  qsort (v, n_runs, sizeof (double), dk_compare_doubles);
  median = n_runs % 2 ? v[n_runs / 2] : (v[n_runs / 2 - 1] + v[n_runs / 2]) / 2;
  *spread = median > 0 ? (v[n_runs - 1] - v[0]) / 2 / median : 0;
  return median;
}

static void
dk_bench_print_text (const DkBench *b, const DkBenchOptions *o)
{
  printf ("%s: %s, %u players, %u decks, %" G_GINT64_FORMAT
          " games a run, median of %" G_GINT64_FORMAT " run%s\n",
          b->label, dk_ruleset_get_id (b->ruleset), b->n_players, b->decks->len, o->games, o->runs,
          o->runs == 1 ? "" : "s");
  for (guint m = 0; m < N_METRICS; m++)
    {
      double spread, v = dk_bench_median (b, m, (guint) o->runs, &spread);

      if (v >= 100)
        printf ("  %-38s %12.0f  ±%.1f%%\n", dk_metric[m].text, v, spread * 100);
      else
        printf ("  %-38s %12.1f  ±%.1f%%\n", dk_metric[m].text, v, spread * 100);
    }
  printf ("  %-38s %12" G_GSIZE_FORMAT "\n", "bytes per search copy", b->search_copy_bytes);
  printf ("  %-38s %12" G_GSIZE_FORMAT "\n", "bytes per full copy", b->copy_bytes);
  printf ("  %-38s %12" G_GINT64_FORMAT "\n", "games drawn (first run)", b->draws);
  printf ("  %-38s %12ld\n", "peak RSS so far (KiB)", b->peak_rss_kib);
}

static void
dk_bench_print_json (GString *out, const DkBench *b, const DkBenchOptions *o, gboolean last)
{
  g_string_append (out, "    {\n      \"game\": ");
  dk_json_string (out, b->label);
  g_string_append (out, ",\n      \"ruleset\": ");
  dk_json_string (out, dk_ruleset_get_id (b->ruleset));
  g_string_append_printf (out,
                          ",\n      \"players\": %u,\n      \"decks\": %u,\n"
                          "      \"games_per_run\": %" G_GINT64_FORMAT ",\n"
                          "      \"runs\": %" G_GINT64_FORMAT ",\n",
                          b->n_players, b->decks->len, o->games, o->runs);
  for (guint m = 0; m < N_METRICS; m++)
    {
      double spread, v = dk_bench_median (b, m, (guint) o->runs, &spread);

      g_string_append_printf (out, "      \"%s\": { \"median\": ", dk_metric[m].key);
      dk_json_number (out, "%.3f", v);
      g_string_append (out, ", \"spread\": ");
      dk_json_number (out, "%.4f", spread);
      g_string_append (out, " },\n");
    }
  g_string_append_printf (
      out,
      "      \"search_copy_bytes\": %" G_GSIZE_FORMAT ",\n      \"copy_bytes\": %" G_GSIZE_FORMAT
      ",\n      \"draws\": %" G_GINT64_FORMAT ",\n      \"peak_rss_kib\": %ld\n    }%s\n",
      b->search_copy_bytes, b->copy_bytes, b->draws, b->peak_rss_kib, last ? "" : ",");
}

/* GAME: a label of dk_bench_default, a game's id (its standard ruleset), or
 * a ruleset id or file. */
static const char *
dk_bench_ruleset_of (const char *name, guint *players)
{
  *players = 0;
  for (guint i = 0; i < G_N_ELEMENTS (dk_bench_default); i++)
    if (strcmp (name, dk_bench_default[i].label) == 0)
      {
        *players = dk_bench_default[i].players;
        return dk_bench_default[i].ruleset;
      }
  return name;
}

static int
dk_bench_run (const DkBenchOptions *o, char **names)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  /* JSON is printed whole at the end, so that a failure leaves no half
   * document on standard output. */
  g_autoptr (GString) json = g_string_new ("{\n  \"benchmarks\": [\n");

  if (names == NULL || names[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (dk_bench_default); i++)
      g_ptr_array_add (labels, (gpointer) dk_bench_default[i].label);
  else
    for (guint i = 0; names[i] != NULL; i++)
      g_ptr_array_add (labels, names[i]);

  for (guint i = 0; i < labels->len; i++)
    {
      g_autoptr (GError) error = NULL;
      const char *label = g_ptr_array_index (labels, i);
      guint players;
      const char *ruleset = dk_bench_ruleset_of (label, &players);
      g_autoptr (DkBench) b = NULL;
      struct rusage usage;

      if (o->players != 0)
        players = (guint) o->players;
      b = dk_bench_new (label, ruleset, players, &error);
      if (b == NULL || !dk_bench_sample (b, o, &error))
        {
          dk_launcher_error ("%s", error->message);
          return DK_EXIT_USAGE;
        }
      for (guint run = 0; run < (guint) o->runs; run++)
        {
          if (!dk_bench_games (b, o, run, &error))
            {
              dk_launcher_error ("%s: %s", label, error->message);
              return DK_EXIT_FAILED;
            }
          dk_bench_copies (b, o, run);
        }
      getrusage (RUSAGE_SELF, &usage);
      b->peak_rss_kib = usage.ru_maxrss;
      if (o->json)
        dk_bench_print_json (json, b, o, i + 1 == labels->len);
      else
        dk_bench_print_text (b, o);
      if (fflush (stdout) != 0 || ferror (stdout))
        return DK_EXIT_WRITE;
    }
  if (o->json)
    {
      g_string_append (json, "  ]\n}\n");
      fwrite (json->str, 1, json->len, stdout);
    }
  return fflush (stdout) != 0 || ferror (stdout) ? DK_EXIT_WRITE : DK_EXIT_OK;
}

int
dk_cmd_bench (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *games = NULL, *copies = NULL, *runs = NULL, *seed = NULL, *players = NULL;
  DkBenchOptions o = { .games = 1000, .copies = 200000, .runs = 3, .seed = 1 };
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games, "games a run (1000)", "N" },
    { "copies", 'c', 0, G_OPTION_ARG_STRING, &copies, "copies a run (200000)", "N" },
    { "runs", 'r', 0, G_OPTION_ARG_STRING, &runs, "runs, of which the median is shown (3)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed, "the first game's seed (1)", "SEED" },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players,
      "players a game (the ruleset's default; bos-royal: 4)", "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "print JSON", NULL },
    { NULL }
  };

  context = g_option_context_new ("[GAME...] - how fast the engine plays");
  g_option_context_set_description (
      context, "GAME is ufs (ufs-standard), bos (bos-standard), bos-royal (bos-battle-royal,\n"
               "4 players), or any ruleset id or .ruleset file; all three by default.\n"
               "Games are played by uniformly random players with the shipped decks, timed\n"
               "in CPU time on one core, keeping no event log or record of choices (a\n"
                 "simulation). Build with --buildtype=release for real figures.\n\n"
               "With --json, a benchmarks array, one object per GAME: game, ruleset,\n"
               "players, decks, games_per_run, runs; games_per_s, decisions_per_s,\n"
               "decisions_per_game, turns_per_game, copy_per_s, search_copy_per_s,\n"
               "view_per_s and determinize_per_s, each { median, spread } (spread: half\n"
               "the range of the runs, a fraction of the median); search_copy_bytes and\n"
               "copy_bytes (mean over the sampled positions), draws (first run) and\n"
               "peak_rss_kib.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if ((games && !dk_launcher_int_option ("--games", games, 1, G_MAXINT32, &o.games)) ||
      (copies && !dk_launcher_int_option ("--copies", copies, 1, G_MAXINT32, &o.copies)) ||
      (runs && !dk_launcher_int_option ("--runs", runs, 1, 15, &o.runs)) ||
      (seed && !dk_launcher_int_option ("--seed", seed, 0, G_MAXINT64, &o.seed)) ||
      (players && !dk_launcher_int_option ("--players", players, 1, DK_MAX_PLAYERS, &o.players)))
    return DK_EXIT_USAGE;
  o.json = json;
  return dk_bench_run (&o, argc > 1 ? argv + 1 : NULL);
}
