/* dk-cmd-simulate.c: `duelkit simulate`, many games between computer
 * players, with the results' confidence intervals.
 *
 * Games are played in rounds of as many games as there are players: a
 * round's games share their seed and their decks (each seat keeps its
 * deck), and the agents move one seat on from game to game, so that each
 * agent plays each seat, and each deck, equally often against the same
 * shuffles. Workers take games by number and write each result into its own
 * slot; nothing else is shared, so the results do not depend on --jobs.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"

#include <math.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* A game still going after this many decisions is cut off: reported apart,
 * neither a win nor a draw. */
#define DK_SIM_MAX_DECISIONS 100000

typedef struct
{
  char *game;
  char *ruleset;
  char **decks;
  char **agents;
  gint64 games;
  gint64 seed;
  gint64 jobs;
  gint64 players;
  gint64 max_decisions;
  gboolean json;
  char *out;
  gint64 shard, shards; /* play only the rounds of shard @shard (from 1) of @shards */
  gboolean records;     /* count the events of each game (for the records) */
  gboolean quiet;       /* no progress on stderr */
  char **data_dirs;     /* also the card sets (and decks) of these folders */
  gboolean allow_inert; /* cards with abilities that cannot run are played */
} DkSimOptions;

/* One game's result. */
typedef struct
{
  guint64 seed;
  gint winner; /* a seat; -1 a draw; -2 cut off */
  DkEndReason end;
  gint32 turns;
  guint decisions;
  guint real_decisions[DK_MAX_PLAYERS]; /* of two options or more, by seat */
  guint options[DK_MAX_PLAYERS];        /* legal options of those decisions, by seat */
  guint inactive[DK_MAX_PLAYERS];       /* those taken when it was not the seat's turn */
  guint *event_counts;                  /* by event kind */
  GHashTable *event_details;            /* "kind.attr=value" -> count (GUINT) */
  guint32 event_seq;                    /* the last event counted */
  gint first_player;                    /* who began turn 1 (from the log), or -1 */
  guint commit_run;                     /* commit events in a row, of commit_player */
  gint commit_player;
  /* Summed over the real decisions: the decisions, the cards of the game,
   * and those the deciding seat did not know: in a hand (private zones),
   * a deck (hidden zones: decks, UFS momentum, BoS side deck), face down
   * in a public zone; and of those, the ones in another seat's zones. */
  guint hidden[6];
  guint64 play_hash;             /* FNV-1a of the choices made */
  guint deck[DK_MAX_PLAYERS];    /* index into DkSim.decks, by seat */
  guint agent[DK_MAX_PLAYERS];   /* index into DkSim.specs, by seat */
  double result[DK_MAX_PLAYERS]; /* by seat: 1 won, 0 lost, shares of a draw */
  GArray *trace;                 /* double: turn, then a value a seat, each turn */
  GArray *times[DK_MAX_PLAYERS]; /* float µs a real decision, by seat */
  char *error;
} DkSimGame;

typedef struct
{
  const DkSimOptions *o;
  DkRuleset *ruleset;
  DkCardDb *db;
  GPtrArray *decks; /* DkDeck */
  gboolean decks_given;
  guint n_players;
  char **specs;       /* an agent a seat of the first game: the -p list, the last repeated */
  DkSimGame *results; /* games @first to @last - 1 */
  gint64 first, last; /* the games of the shard, from 0 */
  guint n_event_kinds;
  gint detail_attr[64]; /* by event kind (< 64): an attribute counted by value, or -1 */
  gint detail_attr2[64];
  gint class_stat;    /* a card's class for a deploy, or -1 */
  gint turn_begin;    /* the turn-begin event, or -1 */
  gint commit, check; /* UFS's commit and check events, or -1 */
  const char *const *class_names;
  gint next; /* atomic: the next game to play */
  gint done; /* atomic: games finished */
  gint stop; /* atomic: a game failed */
} DkSim;

static double
dk_sim_wall (void)
{
  return (double) g_get_monotonic_time () * 1e-6;
}

/* The agent of seat @p in game @i: the agents move one seat on each game of
 * a round. */
static guint
dk_sim_agent_of (const DkSim *s, guint64 i, guint p)
{
  return (guint) ((p + s->n_players - i % s->n_players) % s->n_players);
}

/* The deck of seat @p in the round @round: the decks given, one a seat (the
 * last repeated), or the shipped decks, every combination in turn. */
static guint
dk_sim_deck_of (const DkSim *s, guint64 round, guint p)
{
  guint64 k = (guint64) s->o->seed + round;

  if (s->decks_given)
    return MIN (p, s->decks->len - 1);
  for (guint q = 0; q < p; q++)
    k /= s->decks->len;
  return (guint) (k % s->decks->len);
}

/* An agent's own seed: its place in the list and the round, so that both
 * games of a pair see the same agent. */
static guint64
dk_sim_agent_seed (const DkSim *s, guint64 round, guint agent)
{
  return ((guint64) s->o->seed + round) * 1000003u + (guint64) agent * 7919u + 17u;
}

static void
dk_sim_trace_turn (DkSimGame *r, const DkGame *g, guint n_players)
{
  double values[DK_MAX_PLAYERS];
  double turn = (double) dk_game_turn (g);

  dk_game_evaluate (g, values);
  g_array_append_val (r->trace, turn);
  g_array_append_vals (r->trace, values, n_players);
}

/* The attributes whose values are counted apart, an event kind's first two
 * at most: what the mechanics of the games come down to (docs/comparison.md). */
static const struct
{
  const char *event, *attr;
} dk_sim_details[] = {
  { "check", "passed" },           { "block", "status" },        { "attack-resolved", "status" },
  { "card-played", "kind" },       { "ability-played", "type" }, { "play-failed", "reason" },
  { "zone-change", "to" },         { "zone-change", "from" },    { "battle", "result" },
  { "attack-declared", "direct" }, { "deploy", "special" },      { "sent-to-discard", "cause" },
  { "destroyed", "by" },           { "chain-link", "link" },     { "activated", "card-type" },
  { "stack-resolve", "negated" },  { "game-over", "reason" },
};

static void
dk_sim_prepare_events (DkSim *s, const DkRules *rules)
{
  const DkModule *module = dk_rules_get_module (rules);

  s->n_event_kinds = dk_rules_n_events (rules);
  s->turn_begin = dk_rules_event_index (rules, "turn-begin");
  s->commit = dk_rules_event_index (rules, "commit");
  s->check = dk_rules_event_index (rules, "check");
  for (guint k = 0; k < G_N_ELEMENTS (s->detail_attr); k++)
    s->detail_attr[k] = s->detail_attr2[k] = -1;
  for (guint d = 0; d < G_N_ELEMENTS (dk_sim_details); d++)
    {
      gint k = dk_rules_event_index (rules, dk_sim_details[d].event);
      const DkEventSpec *spec;

      if (k < 0 || k >= (gint) G_N_ELEMENTS (s->detail_attr))
        continue;
      spec = dk_rules_event_spec (rules, (guint) k);
      for (guint a = 0; spec != NULL && a < DK_EVENT_ARGS; a++)
        if (spec->attrs[a].name != NULL &&
            strcmp (spec->attrs[a].name, dk_sim_details[d].attr) == 0)
          {
            if (s->detail_attr[k] < 0)
              s->detail_attr[k] = (gint) a;
            else
              s->detail_attr2[k] = (gint) a;
          }
    }
  /* A deploy is counted by the class of the card deployed (BoS promotions). */
  s->class_stat = dk_rules_stat_index (rules, "class");
  s->class_names = NULL;
  for (guint i = 0; s->class_stat >= 0 && i < module->n_stats; i++)
    if (strcmp (module->stats[i].name, "class") == 0 && module->stats[i].type == DK_STAT_ENUM)
      s->class_names = module->stats[i].values;
  if (s->class_names == NULL)
    s->class_stat = -1;
}

static void
dk_sim_add_detail (DkSimGame *r, const char *key, guint n)
{
  gpointer old = g_hash_table_lookup (r->event_details, key);

  g_hash_table_insert (r->event_details, g_strdup (key),
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (old) + n));
}

static void
dk_sim_count_detail (DkSimGame *r, const DkGame *g, const DkEvent *ev, const char *kind, gint a)
{
  const DkEventSpec *spec = dk_rules_event_spec (dk_game_get_rules (g), ev->type);
  g_autofree char *value = dk_game_event_attr_string (g, ev, spec->attrs[a].name);
  char *key;
  gpointer old;

  if (value == NULL)
    return;
  key = g_strdup_printf ("%s.%s=%s", kind, spec->attrs[a].name, value);
  old = g_hash_table_lookup (r->event_details, key);
  g_hash_table_insert (r->event_details, key, GUINT_TO_POINTER (GPOINTER_TO_UINT (old) + 1));
}

/* Count the events logged since the last call. */
static void
dk_sim_count_events (const DkSim *s, DkSimGame *r, const DkGame *g)
{
  guint n = dk_game_n_events (g), start = n;

  if (r->event_counts == NULL)
    return;
  while (start > 0 && dk_game_event (g, start - 1)->seq > r->event_seq)
    start--;
  for (guint i = start; i < n; i++)
    {
      const DkEvent *ev = dk_game_event (g, i);
      const char *kind;

      r->event_seq = ev->seq;
      if ((gint) ev->type == s->turn_begin && ev->turn == 1 && r->first_player < 0)
        r->first_player = ev->player;
      /* UFS: the cards committed to pass a check are the commit events of
       * its player just before it (docs/events.md); a commit followed by
       * anything else paid a cost or was an effect's. */
      if ((gint) ev->type == s->commit)
        {
          r->commit_run = r->commit_player == ev->player ? r->commit_run + 1 : 1;
          r->commit_player = ev->player;
        }
      else
        {
          if ((gint) ev->type == s->check && r->commit_run > 0 && r->commit_player == ev->player)
            {
              dk_sim_add_detail (r, "check.commits", r->commit_run);
              dk_sim_add_detail (r, "check.with-commits", 1);
            }
          r->commit_run = 0;
          r->commit_player = -1;
        }
      if (ev->type >= s->n_event_kinds)
        continue;
      r->event_counts[ev->type]++;
      if (ev->type >= G_N_ELEMENTS (s->detail_attr) || s->detail_attr[ev->type] < 0)
        continue;
      kind = dk_rules_event_name (dk_game_get_rules (g), ev->type);
      dk_sim_count_detail (r, g, ev, kind, s->detail_attr[ev->type]);
      if (s->detail_attr2[ev->type] >= 0)
        dk_sim_count_detail (r, g, ev, kind, s->detail_attr2[ev->type]);
      if (s->class_stat >= 0 && strcmp (kind, "deploy") == 0 && ev->card >= 0)
        {
          gint32 v = dk_game_printed_stat (g, ev->card, (guint) s->class_stat);
          guint n_names = g_strv_length ((char **) s->class_names);
          char *key;
          gpointer old;

          if (v < 0 || (guint) v >= n_names)
            continue;
          key = g_strdup_printf ("deploy.class=%s", s->class_names[v]);
          old = g_hash_table_lookup (r->event_details, key);
          g_hash_table_insert (r->event_details, key,
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (old) + 1));
        }
    }
}

/* What @player did not know at a decision (DkSimGame.hidden). */
static void
dk_sim_count_hidden (DkSimGame *r, const DkGame *g, guint player)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  guint n = dk_game_n_cards (g);

  r->hidden[0]++;
  for (guint c = 0; c < n; c++)
    {
      const DkCard *card = dk_game_card (g, (gint32) c);
      guint kind = dk_game_zone_kind (g, card->zone);

      /* A BoS side deck is out of the game (Deck Construction). */
      if (kind >= module->n_zones || strcmp (module->zones[kind].name, "side") == 0)
        continue;
      r->hidden[1]++;
      if (dk_game_card_known_by (g, (gint32) c, player))
        continue;
      switch (module->zones[kind].visibility)
        {
        case DK_VISIBILITY_PRIVATE:
          r->hidden[2]++;
          break;
        case DK_VISIBILITY_HIDDEN:
          r->hidden[3]++;
          break;
        default:
          r->hidden[4]++;
        }
      if (dk_game_zone_owner (g, card->zone) != player)
        r->hidden[5]++;
    }
}

static void
dk_sim_play (DkSim *s, guint64 i)
{
  DkSimGame *r = &s->results[i - (guint64) s->first];
  guint64 round = i / s->n_players;
  DkDeck *decks[DK_MAX_PLAYERS];
  DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (DkGame) g = NULL;
  gint32 turn = G_MININT32;

  r->seed = (guint64) s->o->seed + round;
  r->first_player = -1;
  r->commit_player = -1;
  r->play_hash = G_GUINT64_CONSTANT (14695981039346656037);
  r->trace = g_array_new (FALSE, FALSE, sizeof (double));
  if (s->o->records)
    {
      r->event_counts = g_new0 (guint, s->n_event_kinds);
      r->event_details = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      r->deck[p] = dk_sim_deck_of (s, round, p);
      r->agent[p] = dk_sim_agent_of (s, i, p);
      r->times[p] = g_array_new (FALSE, FALSE, sizeof (float));
      decks[p] = g_ptr_array_index (s->decks, r->deck[p]);
      agents[p] = dk_agent_new_for_spec (s->specs[r->agent[p]],
                                         dk_sim_agent_seed (s, round, r->agent[p]), &error);
      g_assert (agents[p] != NULL); /* the names were checked before */
    }
  /* The event log is kept only when the events are counted. */
  g = dk_game_new_full (s->ruleset, s->db, decks, s->n_players, r->seed,
                        s->o->records ? DK_GAME_NO_CHOICES : DK_GAME_SIMULATION, &error);
  if (g != NULL)
    dk_sim_count_events (s, r, g);
  while (g != NULL && !dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      DkAgent *a = agents[d->player];
      guint choice;

      if (r->decisions >= (guint) s->o->max_decisions || g_atomic_int_get (&s->stop))
        break;
      if (dk_game_turn (g) != turn)
        {
          turn = dk_game_turn (g);
          dk_sim_trace_turn (r, g, s->n_players);
        }
      if (d->n_options > 1)
        {
          double t0 = dk_launcher_thread_cpu ();
          float us;

          choice = a->choose (a, g, d);
          us = (float) ((dk_launcher_thread_cpu () - t0) * 1e6);
          g_array_append_val (r->times[d->player], us);
          r->real_decisions[d->player]++;
          r->options[d->player] += d->n_options;
          if ((guint) d->player != dk_game_active (g))
            r->inactive[d->player]++;
          if (s->o->records)
            dk_sim_count_hidden (r, g, d->player);
        }
      else
        choice = a->choose (a, g, d);
      r->play_hash = (r->play_hash ^ choice) * G_GUINT64_CONSTANT (1099511628211);
      if (!dk_game_apply (g, choice, &error))
        break;
      r->decisions++;
      dk_sim_count_events (s, r, g);
    }
  if (error != NULL)
    {
      r->error = g_strdup_printf ("game %" G_GUINT64_FORMAT " (seed %" G_GUINT64_FORMAT "): %s",
                                  i + 1, r->seed, error->message);
      g_atomic_int_set (&s->stop, 1);
    }
  else if (g != NULL)
    {
      r->turns = dk_game_turn (g);
      r->end = dk_game_end_reason (g);
      if (!dk_game_is_over (g))
        r->winner = -2;
      else
        {
          r->winner = dk_game_winner (g);
          dk_sim_trace_turn (r, g, s->n_players);
          /* The last values are the result: the winner's teammates share
           * the win. */
          memcpy (r->result, &g_array_index (r->trace, double, r->trace->len - s->n_players),
                  s->n_players * sizeof (double));
          if (r->winner < 0)
            for (guint p = 0; p < s->n_players; p++)
              r->result[p] = 1.0 / s->n_players;
        }
    }
  for (guint p = 0; p < s->n_players; p++)
    dk_agent_free (agents[p]);
}

static gpointer
dk_sim_worker (gpointer data)
{
  DkSim *s = data;

  for (;;)
    {
      gint i = g_atomic_int_add (&s->next, 1);

      if (i >= s->last || g_atomic_int_get (&s->stop))
        break;
      dk_sim_play (s, (guint64) i);
      g_atomic_int_inc (&s->done);
    }
  return NULL;
}

/* Progress on a terminal: a bar drawn again in place. */
static void
dk_sim_progress (DkSim *s, double t0, gboolean last)
{
  gint done = g_atomic_int_get (&s->done);
  gint64 games = s->last - s->first;
  guint width = 30, filled = (guint) ((double) width * done / (double) games);
  double t = dk_sim_wall () - t0;

  fputs ("\r[", stderr);
  for (guint k = 0; k < width; k++)
    fputc (k < filled ? '#' : ' ', stderr);
  fprintf (stderr, "] %d/%" G_GINT64_FORMAT " games, %.0f s", done, games, t);
  if (done > 0 && !last)
    fprintf (stderr, ", %.0f s to go ", t / done * (double) (games - done));
  else
    fputs ("          ", stderr);
  if (last)
    fputc ('\n', stderr);
  fflush (stderr);
}

/* Progress elsewhere (a log file, a batch system): a line each tenth. */
static void
dk_sim_progress_line (DkSim *s, double t0, gint *tenths)
{
  gint done = g_atomic_int_get (&s->done);
  gint64 games = s->last - s->first;
  gint now = (gint) (10 * (gint64) done / games);

  if (now <= *tenths)
    return;
  *tenths = now;
  fprintf (stderr, "duelkit: %s", dk_ruleset_get_id (s->ruleset));
  if (s->o->shards > 1)
    fprintf (stderr, ", shard %" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, s->o->shard, s->o->shards);
  fprintf (stderr, ": %d%% (%d of %" G_GINT64_FORMAT " games, %.0f s)\n", now * 10, done, games,
           dk_sim_wall () - t0);
  fflush (stderr);
}

/* --- reporting -------------------------------------------------------------- */

static int
dk_compare_floats (gconstpointer a, gconstpointer b)
{
  float x = *(const float *) a, y = *(const float *) b;

  return (x > y) - (x < y);
}

/* The @q quantile of the sorted @v (nearest rank). */
static double
dk_sim_quantile (const GArray *v, double q)
{
  guint k;

  if (v->len == 0)
    return 0;
  k = (guint) ceil (q * v->len);
  return g_array_index (v, float, CLAMP (k, 1, v->len) - 1);
}

typedef struct
{
  guint n_agents;
  guint counted; /* games neither cut off nor failed */
  guint draws;
  guint cut_off;
  guint agent_wins[DK_MAX_PLAYERS];
  guint agent_games[DK_MAX_PLAYERS];
  guint seat_wins[DK_MAX_PLAYERS];
  GArray *times[DK_MAX_PLAYERS]; /* by agent, sorted */
  double turns, decisions;
  double wall, cpu;
} DkSimSummary;

static void
dk_sim_summarize (const DkSim *s, DkSimSummary *m)
{
  memset (m, 0, sizeof *m);
  m->n_agents = s->n_players;
  for (guint a = 0; a < m->n_agents; a++)
    m->times[a] = g_array_new (FALSE, FALSE, sizeof (float));
  for (gint64 i = 0; i < s->last - s->first; i++)
    {
      const DkSimGame *r = &s->results[i];

      for (guint p = 0; p < s->n_players; p++)
        g_array_append_vals (m->times[r->agent[p]], r->times[p]->data, r->times[p]->len);
      if (r->winner == -2)
        {
          m->cut_off++;
          continue;
        }
      m->counted++;
      m->turns += r->turns;
      m->decisions += r->decisions;
      if (r->winner < 0)
        m->draws++;
      for (guint p = 0; p < s->n_players; p++)
        {
          m->agent_games[r->agent[p]]++;
          if (r->winner >= 0 && r->result[p] > 0.999)
            {
              m->agent_wins[r->agent[p]]++;
              m->seat_wins[p]++;
            }
        }
    }
  for (guint a = 0; a < m->n_agents; a++)
    g_array_sort (m->times[a], dk_compare_floats);
  if (m->counted)
    {
      m->turns /= m->counted;
      m->decisions /= m->counted;
    }
}

static void
dk_sim_summary_clear (DkSimSummary *m)
{
  for (guint a = 0; a < m->n_agents; a++)
    g_array_unref (m->times[a]);
}

static void
dk_sim_print_text (const DkSim *s, const DkSimSummary *m)
{
  const DkSimOptions *o = s->o;
  double lo, hi;

  printf ("%s, %u players, %" G_GINT64_FORMAT " games from seed %" G_GINT64_FORMAT
          " (seats rotated each round of %u), %" G_GINT64_FORMAT " jobs\n",
          dk_ruleset_get_id (s->ruleset), s->n_players, o->games, o->seed, s->n_players, o->jobs);
  if (o->shards > 1)
    printf ("shard %" G_GINT64_FORMAT " of %" G_GINT64_FORMAT ": games %" G_GINT64_FORMAT
            " to %" G_GINT64_FORMAT "\n",
            o->shard, o->shards, s->first + 1, s->last);
  putchar ('\n');
  printf ("  %-22s %7s %8s  %-17s %12s %12s\n", "agent", "wins", "share", "95% interval",
          "median µs", "p99 µs");
  for (guint a = 0; a < m->n_agents; a++)
    {
      g_autofree char *label = g_strdup_printf ("%u %s", a + 1, s->specs[a]);
      guint n = m->agent_games[a];

      dk_wilson_interval (m->agent_wins[a], n, &lo, &hi);
      printf ("  %-22s %7u %7.1f%%  [%5.1f%%, %5.1f%%] %12.1f %12.1f\n", label, m->agent_wins[a],
              n ? 100.0 * m->agent_wins[a] / n : 0.0, 100 * lo, 100 * hi,
              dk_sim_quantile (m->times[a], 0.5), dk_sim_quantile (m->times[a], 0.99));
    }
  printf ("\n  %-22s %7s %8s  %-17s\n", "seat", "wins", "share", "95% interval");
  for (guint p = 0; p < s->n_players; p++)
    {
      g_autofree char *label = g_strdup_printf ("player %u", p + 1);

      dk_wilson_interval (m->seat_wins[p], m->counted, &lo, &hi);
      printf ("  %-22s %7u %7.1f%%  [%5.1f%%, %5.1f%%]\n", label, m->seat_wins[p],
              m->counted ? 100.0 * m->seat_wins[p] / m->counted : 0.0, 100 * lo, 100 * hi);
    }
  printf ("\n  draws %u, cut off after %" G_GINT64_FORMAT " decisions %u\n", m->draws,
          o->max_decisions, m->cut_off);
  printf ("  a game: %.1f turns, %.1f decisions (mean)\n", m->turns, m->decisions);
  printf ("  %.2f games a second (wall clock), %.2f CPU-seconds in all\n",
          m->wall > 0 ? (s->last - s->first) / m->wall : 0.0, m->cpu);
}

static void
dk_sim_print_json (GString *out, const DkSim *s, const DkSimSummary *m)
{
  const DkSimOptions *o = s->o;
  double lo, hi;

  g_string_append (out, "{\n  \"ruleset\": ");
  dk_json_string (out, dk_ruleset_get_id (s->ruleset));
  g_string_append (out, ",\n  \"game\": ");
  dk_json_string (out, dk_rules_get_id (dk_ruleset_get_rules (s->ruleset)));
  g_string_append_printf (out,
                          ",\n  \"players\": %u,\n  \"games\": %" G_GINT64_FORMAT
                          ",\n  \"seed\": %" G_GINT64_FORMAT ",\n  \"jobs\": %" G_GINT64_FORMAT
                          ",\n  \"agents\": [\n",
                          s->n_players, o->games, o->seed, o->jobs);
  for (guint a = 0; a < m->n_agents; a++)
    {
      guint n = m->agent_games[a];

      dk_wilson_interval (m->agent_wins[a], n, &lo, &hi);
      g_string_append_printf (out, "    { \"agent\": %u, \"spec\": ", a + 1);
      dk_json_string (out, s->specs[a]);
      g_string_append_printf (out, ", \"games\": %u, \"wins\": %u, \"share\": ", n,
                              m->agent_wins[a]);
      dk_json_number (out, "%.4f", n ? (double) m->agent_wins[a] / n : 0.0);
      g_string_append (out, ", \"interval\": [");
      dk_json_number (out, "%.4f", lo);
      g_string_append (out, ", ");
      dk_json_number (out, "%.4f", hi);
      g_string_append_printf (
          out, "], \"decisions_timed\": %u, \"decision_us\": { \"median\": ", m->times[a]->len);
      dk_json_number (out, "%.2f", dk_sim_quantile (m->times[a], 0.5));
      g_string_append (out, ", \"p99\": ");
      dk_json_number (out, "%.2f", dk_sim_quantile (m->times[a], 0.99));
      g_string_append (out, ", \"max\": ");
      dk_json_number (out, "%.2f", dk_sim_quantile (m->times[a], 1.0));
      g_string_append_printf (out, " } }%s\n", a + 1 < m->n_agents ? "," : "");
    }
  g_string_append (out, "  ],\n  \"seats\": [\n");
  for (guint p = 0; p < s->n_players; p++)
    {
      dk_wilson_interval (m->seat_wins[p], m->counted, &lo, &hi);
      g_string_append_printf (out, "    { \"seat\": %u, \"wins\": %u, \"share\": ", p + 1,
                              m->seat_wins[p]);
      dk_json_number (out, "%.4f", m->counted ? (double) m->seat_wins[p] / m->counted : 0.0);
      g_string_append (out, ", \"interval\": [");
      dk_json_number (out, "%.4f", lo);
      g_string_append (out, ", ");
      dk_json_number (out, "%.4f", hi);
      g_string_append_printf (out, "] }%s\n", p + 1 < s->n_players ? "," : "");
    }
  g_string_append_printf (
      out, "  ],\n  \"draws\": %u,\n  \"cut_off\": %u,\n  \"turns\": ", m->draws, m->cut_off);
  dk_json_number (out, "%.3f", m->turns);
  g_string_append (out, ",\n  \"decisions\": ");
  dk_json_number (out, "%.3f", m->decisions);
  g_string_append (out, ",\n  \"games_per_s\": ");
  dk_json_number (out, "%.3f", m->wall > 0 ? (s->last - s->first) / m->wall : 0.0);
  g_string_append (out, ",\n  \"cpu_s\": ");
  dk_json_number (out, "%.3f", m->cpu);
  g_string_append (out, "\n}\n");
}

static int
dk_compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The events of a game by kind, then the details, by name. */
static void
dk_sim_events_json (GString *out, const DkSim *s, const DkSimGame *r)
{
  const DkRules *rules = dk_ruleset_get_rules (s->ruleset);
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  GHashTableIter it;
  gpointer key;
  gboolean first = TRUE;

  if (r->event_counts == NULL)
    return;
  for (guint k = 0; k < s->n_event_kinds; k++)
    if (r->event_counts[k] > 0)
      g_ptr_array_add (keys, (gpointer) dk_rules_event_name (rules, k));
  g_hash_table_iter_init (&it, r->event_details);
  while (g_hash_table_iter_next (&it, &key, NULL))
    g_ptr_array_add (keys, key);
  g_ptr_array_sort (keys, dk_compare_strings);
  for (guint i = 0; i < keys->len; i++)
    {
      const char *name = g_ptr_array_index (keys, i);
      gint k = strchr (name, '.') ? -1 : dk_rules_event_index (rules, name);
      guint count = k >= 0 ? r->event_counts[k]
                           : GPOINTER_TO_UINT (g_hash_table_lookup (r->event_details, name));

      g_string_append (out, first ? "" : ", ");
      first = FALSE;
      dk_json_string (out, name);
      g_string_append_printf (out, ": %u", count);
    }
}

/* One JSON line a game, in the order of the games. */
static void
dk_sim_game_json (GString *out, const DkSim *s, guint64 i)
{
  const DkSimGame *r = &s->results[i - (guint64) s->first];
  guint n = s->n_players;

  g_string_append_printf (out, "{\"game\": %" G_GUINT64_FORMAT ", \"seed\": %" G_GUINT64_FORMAT,
                          i + 1, r->seed);
  /* The study and the shard of the game: `stats merge` finds a missing or
   * doubled shard with them. */
  g_string_append_printf (out,
                          ", \"study_games\": %" G_GINT64_FORMAT ", \"shard\": [%" G_GINT64_FORMAT
                          ", %" G_GINT64_FORMAT "]",
                          s->o->games, s->o->shards > 1 ? s->o->shard : 1, MAX (s->o->shards, 1));
  g_string_append (out, ", \"ruleset\": ");
  dk_json_string (out, dk_ruleset_get_id (s->ruleset));
  g_string_append (out, ", \"decks\": [");
  for (guint p = 0; p < n; p++)
    {
      g_string_append (out, p ? ", " : "");
      dk_json_string (out, dk_deck_get_name (g_ptr_array_index (s->decks, r->deck[p])));
    }
  g_string_append (out, "], \"agents\": [");
  for (guint p = 0; p < n; p++)
    {
      g_string_append (out, p ? ", " : "");
      dk_json_string (out, s->specs[r->agent[p]]);
    }
  g_string_append (out, "], \"agent_index\": [");
  for (guint p = 0; p < n; p++)
    g_string_append_printf (out, "%s%u", p ? ", " : "", r->agent[p] + 1);
  if (r->winner >= 0)
    g_string_append_printf (out, "], \"winner\": %d", r->winner + 1);
  else
    g_string_append (out, "], \"winner\": null");
  g_string_append_printf (out, ", \"result\": \"%s\", \"end\": ",
                          r->winner >= 0    ? "win"
                          : r->winner == -1 ? "draw"
                                            : "cut-off");
  {
    static const char *const ends[] = { "none",  "rules",      "idle-turns", "steps",
                                        "depth", "repetition", "no-option" };
    dk_json_string (out, (guint) r->end < G_N_ELEMENTS (ends) ? ends[r->end] : "other");
  }
  g_string_append (out, ", \"results\": [");
  for (guint p = 0; p < n; p++)
    {
      g_string_append (out, p ? ", " : "");
      dk_json_number (out, "%.4g", r->winner == -2 ? 0.0 : r->result[p]);
    }
  g_string_append_printf (out, "], \"turns\": %d, \"decisions\": %u, \"real_decisions\": [",
                          r->turns, r->decisions);
  for (guint p = 0; p < n; p++)
    g_string_append_printf (out, "%s%u", p ? ", " : "", r->real_decisions[p]);
  g_string_append (out, "], \"options\": [");
  for (guint p = 0; p < n; p++)
    g_string_append_printf (out, "%s%u", p ? ", " : "", r->options[p]);
  g_string_append (out, "], \"inactive_decisions\": [");
  for (guint p = 0; p < n; p++)
    g_string_append_printf (out, "%s%u", p ? ", " : "", r->inactive[p]);
  if (r->first_player >= 0)
    g_string_append_printf (out, "], \"first_player\": %d", r->first_player + 1);
  else
    g_string_append (out, "], \"first_player\": null");
  g_string_append_printf (out,
                          ", \"hidden\": {\"decisions\": %u, \"cards\": %u, \"hand\": %u, "
                          "\"deck\": %u, \"face_down\": %u, \"theirs\": %u}",
                          r->hidden[0], r->hidden[1], r->hidden[2], r->hidden[3], r->hidden[4],
                          r->hidden[5]);
  g_string_append_printf (out, ", \"play_hash\": \"%016" G_GINT64_MODIFIER "x\"", r->play_hash);
  g_string_append (out, ", \"events\": {");
  dk_sim_events_json (out, s, r);
  g_string_append (out, "}, \"scores\": [");
  for (guint k = 0; k + n < r->trace->len; k += n + 1)
    {
      g_string_append_printf (out, "%s{\"turn\": %d, \"values\": [", k ? ", " : "",
                              (gint) g_array_index (r->trace, double, k));
      for (guint p = 0; p < n; p++)
        {
          g_string_append (out, p ? ", " : "");
          dk_json_number (out, "%.4f", g_array_index (r->trace, double, k + 1 + p));
        }
      g_string_append (out, "]}");
    }
  g_string_append (out, "]}\n");
}

/* --- setting up ---------------------------------------------------------------- */

static void
dk_sim_free (DkSim *s)
{
  if (s->results != NULL)
    for (gint64 i = 0; i < s->last - s->first; i++)
      {
        DkSimGame *r = &s->results[i];

        if (r->trace)
          g_array_unref (r->trace);
        g_free (r->event_counts);
        if (r->event_details)
          g_hash_table_unref (r->event_details);
        for (guint p = 0; p < DK_MAX_PLAYERS; p++)
          if (r->times[p])
            g_array_unref (r->times[p]);
        g_free (r->error);
      }
  g_free (s->results);
  g_strfreev (s->specs);
  g_clear_pointer (&s->decks, g_ptr_array_unref);
  g_clear_pointer (&s->db, dk_card_db_unref);
  g_clear_pointer (&s->ruleset, dk_ruleset_unref);
  g_free (s);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkSim, dk_sim_free)

static gboolean
dk_sim_prepare (DkSim *s, GError **error)
{
  const DkSimOptions *o = s->o;
  const DkRules *rules;
  const DkModule *module;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  guint n_agents = g_strv_length (o->agents);

  if (o->ruleset != NULL)
    {
      s->ruleset = dk_launcher_find_ruleset (o->ruleset, error);
      if (s->ruleset == NULL)
        return FALSE;
      rules = dk_ruleset_get_rules (s->ruleset);
      if (o->game != NULL && g_strcmp0 (o->game, dk_rules_get_id (rules)) != 0)
        {
          g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                       "the ruleset %s is not of the game %s", o->ruleset, o->game);
          return FALSE;
        }
    }
  else
    {
      rules = dk_rules_get (o->game, error);
      if (rules == NULL)
        return FALSE;
      s->ruleset = dk_launcher_standard_ruleset (rules);
    }
  if (o->allow_inert)
    {
      DkRuleset *allowing = dk_launcher_allow_inert (s->ruleset, error);

      if (allowing == NULL)
        return FALSE;
      dk_ruleset_unref (s->ruleset);
      s->ruleset = allowing;
    }
  for (guint i = 0; o->data_dirs != NULL && o->data_dirs[i] != NULL; i++)
    {
      if (!g_file_test (o->data_dirs[i], G_FILE_TEST_IS_DIR))
        {
          g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, "--data-dir %s: no such folder",
                       o->data_dirs[i]);
          return FALSE;
        }
      dk_launcher_add_card_dir (o->data_dirs[i]);
    }
  module = dk_rules_get_module (rules);
  s->n_players =
      module->default_players ? module->default_players (s->ruleset) : module->min_players;
  if (o->players != 0)
    s->n_players = (guint) o->players;
  else if (n_agents > s->n_players && n_agents <= module->max_players)
    s->n_players = n_agents;
  if (s->n_players < module->min_players || s->n_players > module->max_players)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "%s is played by %u to %u players, not %u", module->id, module->min_players,
                   module->max_players, s->n_players);
      return FALSE;
    }
  if (n_agents > s->n_players)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "%u agents given for a game of %u players", n_agents, s->n_players);
      return FALSE;
    }
  s->specs = g_new0 (char *, s->n_players + 1);
  for (guint p = 0; p < s->n_players; p++)
    {
      const char *spec = o->agents[MIN (p, n_agents - 1)];
      g_autoptr (DkAgent) probe = dk_agent_new_for_spec (spec, 0, error);

      if (probe == NULL)
        return FALSE;
      s->specs[p] = g_strdup (spec);
    }

  s->db = dk_launcher_card_db (rules, NULL, error);
  if (s->db == NULL)
    return FALSE;
  s->decks_given = o->decks != NULL && o->decks[0] != NULL;
  if (s->decks_given)
    {
      files = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; o->decks[i] != NULL; i++)
        g_ptr_array_add (files, g_strdup (o->decks[i]));
    }
  else
    files = dk_launcher_find_decks (module->id);
  s->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_deck_free);
  for (guint i = 0; i < files->len; i++)
    {
      DkDeck *deck = dk_deck_load (s->db, g_ptr_array_index (files, i), error);

      if (deck == NULL)
        return FALSE;
      g_ptr_array_add (s->decks, deck);
      dk_deck_check (deck, s->ruleset, problems);
    }
  if (s->decks->len == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "no deck found for the game %s: give --deck FILE", module->id);
      return FALSE;
    }
  if (problems->len > 0)
    {
      g_autoptr (GString) message = g_string_new (NULL);

      for (guint i = 0; i < problems->len; i++)
        g_string_append_printf (message, "%s\n", (const char *) g_ptr_array_index (problems, i));
      g_string_append_printf (message, "a study needs decks that are legal under %s",
                              dk_ruleset_get_id (s->ruleset));
      g_set_error_literal (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, message->str);
      return FALSE;
    }
  if (!o->quiet)
    dk_launcher_note_inert (s->ruleset, (DkDeck *const *) s->decks->pdata, s->decks->len);
  dk_sim_prepare_events (s, rules);
  /* A shard: a contiguous range of whole rounds, so that the shards' games,
   * put together, are the games of one run. */
  {
    gint64 rounds = (o->games + s->n_players - 1) / s->n_players;
    gint64 shard = o->shards > 1 ? o->shard : 1, shards = MAX (o->shards, 1);

    s->first = MIN (o->games, rounds * (shard - 1) / shards * s->n_players);
    s->last = MIN (o->games, rounds * shard / shards * s->n_players);
  }
  s->next = (gint) s->first;
  s->results = g_new0 (DkSimGame, MAX (s->last - s->first, 1));
  return TRUE;
}

/* Play the games of @s: FALSE with the first failed game's message. */
static gboolean
dk_sim_play_all (DkSim *s, double *wall, double *cpu, GError **error)
{
  const DkSimOptions *o = s->o;
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  gboolean tty = !o->quiet && isatty (STDERR_FILENO);
  gint tenths = 0;
  double t0, cpu0;
  gint64 games = s->last - s->first;
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  cpu0 = (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
  t0 = dk_sim_wall ();
  for (gint64 j = 0; j < MIN (o->jobs, MAX (games, 1)); j++)
    g_ptr_array_add (threads, g_thread_new ("simulate", dk_sim_worker, s));
  while (!o->quiet && games > 0 && g_atomic_int_get (&s->done) < games &&
         !g_atomic_int_get (&s->stop))
    {
      if (tty)
        dk_sim_progress (s, t0, FALSE);
      else
        dk_sim_progress_line (s, t0, &tenths);
      g_usleep (tty ? 200000 : 100000);
    }
  for (guint j = 0; j < threads->len; j++)
    g_thread_join (g_ptr_array_index (threads, j));
  if (tty && games > 0)
    dk_sim_progress (s, t0, TRUE);
  else if (!o->quiet && games > 0 && !g_atomic_int_get (&s->stop))
    dk_sim_progress_line (s, t0, &tenths);
  *wall = dk_sim_wall () - t0;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  *cpu = (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9 - cpu0;
  for (gint64 i = 0; i < games; i++)
    if (s->results[i].error != NULL)
      {
        g_set_error_literal (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, s->results[i].error);
        return FALSE;
      }
  return TRUE;
}

static void
dk_sim_lines (const DkSim *s, GString *lines)
{
  for (gint64 i = s->first; i < s->last; i++)
    dk_sim_game_json (lines, s, (guint64) i);
}

/**
 * dk_simulate_records:
 * @ruleset: a ruleset id or .ruleset file
 * @agents: the agents of the first game's seats (the last repeated)
 * @lines: (out): where the records go, one JSON line a game
 *
 * Plays a study as `duelkit simulate -r RULESET -p ... -n GAMES --seed SEED
 * --out FILE` does and appends the lines it would write to @lines.
 */
gboolean
dk_simulate_records (const char *ruleset,
                     char **agents,
                     gint64 games,
                     gint64 seed,
                     gint64 jobs,
                     GString *lines,
                     GError **error)
{
  DkSimOptions o = { .games = games,
                     .seed = seed,
                     .jobs = jobs,
                     .max_decisions = DK_SIM_MAX_DECISIONS,
                     .records = TRUE };
  g_autoptr (DkSim) s = g_new0 (DkSim, 1);
  static char *default_agents[] = { "random", NULL };
  double wall, cpu;

  o.ruleset = (char *) ruleset;
  o.agents = agents != NULL && agents[0] != NULL ? agents : default_agents;
  s->o = &o;
  if (!dk_sim_prepare (s, error) || !dk_sim_play_all (s, &wall, &cpu, error))
    return FALSE;
  dk_sim_lines (s, lines);
  return TRUE;
}

static int
dk_sim_run (const DkSimOptions *o)
{
  g_autoptr (DkSim) s = g_new0 (DkSim, 1);
  g_autoptr (GError) error = NULL;
  DkSimSummary m;

  s->o = o;
  if (!dk_sim_prepare (s, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (o->games % s->n_players != 0)
    dk_launcher_error ("warning: %" G_GINT64_FORMAT " games are not whole rounds of %u: "
                       "the agents do not play each seat equally often",
                       o->games, s->n_players);
  if (!dk_sim_play_all (s, &m.wall, &m.cpu, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_FAILED;
    }
  {
    double wall = m.wall, cpu = m.cpu;

    dk_sim_summarize (s, &m);
    m.wall = wall;
    m.cpu = cpu;
  }

  if (o->out != NULL)
    {
      g_autoptr (GString) lines = g_string_new (NULL);

      dk_sim_lines (s, lines);
      if (!dk_file_write (o->out, lines->str, lines->len, &error))
        {
          dk_launcher_error ("%s", error->message);
          dk_sim_summary_clear (&m);
          return DK_EXIT_WRITE;
        }
    }
  if (o->json)
    {
      g_autoptr (GString) json = g_string_new (NULL);

      dk_sim_print_json (json, s, &m);
      fwrite (json->str, 1, json->len, stdout);
    }
  else
    dk_sim_print_text (s, &m);
  dk_sim_summary_clear (&m);
  return fflush (stdout) != 0 || ferror (stdout) ? DK_EXIT_WRITE : DK_EXIT_OK;
}

/* "I/N": shard I (from 1) of N. */
static gboolean
dk_sim_shard_option (const char *value, gint64 *shard, gint64 *shards)
{
  g_auto (GStrv) parts = g_strsplit (value, "/", 2);

  if (parts[0] == NULL || parts[1] == NULL)
    {
      dk_launcher_error ("--shard: %s is not I/N (shard I of N, from 1)", value);
      return FALSE;
    }
  if (!dk_launcher_int_option ("--shard N", parts[1], 1, 1000000, shards) ||
      !dk_launcher_int_option ("--shard I", parts[0], 1, *shards, shard))
    return FALSE;
  return TRUE;
}

int
dk_cmd_simulate (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *games = NULL, *seed = NULL, *jobs = NULL, *players = NULL, *limit = NULL;
  g_autofree char *shard = NULL;
  g_auto (GStrv) agents = NULL;
  DkSimOptions o = { .games = 100, .seed = 1, .max_decisions = DK_SIM_MAX_DECISIONS };
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &o.game, "the game (ufs, bos)", "GAME" },
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &o.ruleset, "a ruleset id or .ruleset file",
      "RULESET" },
    { "deck", 'd', 0, G_OPTION_ARG_FILENAME_ARRAY, &o.decks,
      "the deck of the next seat (repeat; the last is repeated)", "FILE" },
    { "data-dir", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &o.data_dirs,
      "also load every card set in DIR (DIR/*.xml; repeatable)", "DIR" },
    { "allow-inert", 0, 0, G_OPTION_ARG_NONE, &o.allow_inert,
      "play decks holding cards with a printed ability that has no effect the engine can run "
      "(that ability does nothing)",
      NULL },
    { "agent", 'p', 0, G_OPTION_ARG_STRING_ARRAY, &agents,
      "the agent of the next seat in the first game (repeat; the last is repeated)", "AGENT" },
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games, "games to play (100)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed, "the first round's seed (1)", "SEED" },
    { "jobs", 'j', 0, G_OPTION_ARG_STRING, &jobs, "worker threads (all cores)", "N" },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, "players a game (the ruleset's)", "N" },
    { "max-decisions", 0, 0, G_OPTION_ARG_STRING, &limit,
      "cut a game off after N decisions (100000)", "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, "print the summary as JSON", NULL },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &o.out, "write one JSON line a game to FILE", "FILE" },
    { "shard", 0, 0, G_OPTION_ARG_STRING, &shard,
      "play only shard I of N (a range of rounds; the shards' --out files merge into one run)",
      "I/N" },
    { NULL }
  };
  int status;

  context = g_option_context_new ("- play many games between computer players");
  g_option_context_set_description (
      context, "AGENT is random, heuristic, search, search:ITERATIONS, or a level: easy,\n"
               "medium, hard. Games are played in rounds of one game a seat: a round's games\n"
               "have the same seed and decks, and the agents move one seat on each game, so\n"
               "each agent plays each seat equally often. Wins are given with Wilson 95 %\n"
               "intervals; time per decision counts decisions of two options or more, in CPU\n"
               "time. The results do not depend on --jobs.\n\n"
               "--json prints one object: ruleset, game, players, games, seed, jobs; agents\n"
               "(agent, spec, games, wins, share, interval, decisions_timed, decision_us\n"
               "{median, p99, max}); seats (seat, wins, share, interval); draws, cut_off,\n"
               "turns and decisions (means), games_per_s, cpu_s. --out writes a line a game:\n"
               "game, seed, decks and agents by seat, agent_index, winner (a seat from 1, or\n"
               "null), result (win, draw, cut-off), end, results by seat, turns, decisions,\n"
               "real_decisions by seat, options (legal options of those decisions) and\n"
               "inactive_decisions (those taken in another seat's turn) by seat, first_player\n"
               "(the seat that began turn 1, or null), study_games and shard ([I, N]),\n"
               "hidden (the cards unknown to the deciding seat, summed over the real\n"
               "decisions), play_hash (a digest of the choices), events (the\n"
               "game's events by kind, and \"KIND.ATTR=VALUE\" for some attributes), and\n"
               "scores: {turn, values} at the start of each turn and at the end, the module's\n"
               "estimate of each seat's chance to win (docs/comparison.md).\n\n"
               "--shard I/N plays only the I-th of N contiguous ranges of rounds: the lines\n"
               "of all N shards, merged (`duelkit stats merge`), are those of one run.\n"
               "Progress goes to stderr: a bar on a terminal, else a line each tenth.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!dk_launcher_parse (context, &argc, &argv))
    status = DK_EXIT_USAGE;
  else if ((games && !dk_launcher_int_option ("--games", games, 1, 10000000, &o.games)) ||
           (seed && !dk_launcher_int_option ("--seed", seed, 0, G_MAXINT32, &o.seed)) ||
           (jobs && !dk_launcher_int_option ("--jobs", jobs, 1, 256, &o.jobs)) ||
           (players &&
            !dk_launcher_int_option ("--players", players, 1, DK_MAX_PLAYERS, &o.players)) ||
           (limit &&
            !dk_launcher_int_option ("--max-decisions", limit, 1, G_MAXINT32, &o.max_decisions)) ||
           (shard && !dk_sim_shard_option (shard, &o.shard, &o.shards)))
    status = DK_EXIT_USAGE;
  else if (argc > 1)
    {
      dk_launcher_error ("simulate takes no arguments (%s): see --help", argv[1]);
      status = DK_EXIT_USAGE;
    }
  else if (o.game == NULL && o.ruleset == NULL)
    {
      dk_launcher_error ("simulate needs a game (-g ufs, -g bos) or a ruleset (-r)");
      status = DK_EXIT_USAGE;
    }
  else
    {
      static char *default_agents[] = { "random", NULL };

      o.agents = agents != NULL ? agents : default_agents;
      o.records = o.out != NULL;
      if (o.jobs == 0)
        o.jobs = MAX (1, (gint64) g_get_num_processors ());
      status = dk_sim_run (&o);
    }
  g_free (o.game);
  g_free (o.ruleset);
  g_strfreev (o.decks);
  g_strfreev (o.data_dirs);
  g_free (o.out);
  return status;
}
