/* dk-record.c: one game's record of `duelkit simulate --out` (a JSON line)
 * read, and a file or text of them.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-stats.h"
#include "dk-json.h"

#include <stdlib.h>
#include <string.h>

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
