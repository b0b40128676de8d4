/* dk-events.c: events: emitting them, the log, its text forms, the choice record.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

#include <string.h>

/* --- events ---------------------------------------------------------------------- */

/* Adds to the record of @ev who knows its cards now. */
static void
event_stamp (const DkGame *g, DkEvent *ev)
{
  const DkEventSpec *spec = dk_rules_event_spec (g->rules, ev->type);

  if (ev->card >= 0 && (guint) ev->card < g->n_cards)
    ev->known |= g->cards[ev->card].known;
  for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS; i++)
    if (spec->attrs[i].name != NULL && spec->attrs[i].type == DK_ATTR_CARD && ev->a[i] >= 0 &&
        (guint) ev->a[i] < g->n_cards)
      ev->known_a[i] |= g->cards[ev->a[i]].known;
}

/* Adds to the record of @c who knows its cards now. */
static void
choice_stamp (const DkGame *g, DkChoice *c)
{
  for (guint i = 0; i < c->option.n_args; i++)
    if (DK_OPTION_ARG_KIND (&c->option, i) == DK_ARG_CARD && c->option.args[i] >= 0 &&
        (guint) c->option.args[i] < g->n_cards)
      c->known[i] |= g->cards[c->option.args[i]].known;
}

/* The engine has settled (a player must decide, or the game is over): a
 * card a player knows now was seen by them anyway, so the events and
 * choices since the last settling show it to them. Without this, an event
 * a module emits just before it shows the card (a check, an activation)
 * would stay hidden. */
void
dk_game_settle_knowledge (DkGame *g)
{
  /* Walk back by seq, not by index: the kept log may lose its start. */
  for (guint i = g->events.len; i > 0; i--)
    {
      DkEvent *ev = &VEC_AT (g->events, DkEvent, i - 1);

      if (ev->seq <= g->settled_seq)
        break;
      event_stamp (g, ev);
    }
  g->settled_seq = g->event_seq;
  for (guint i = g->settled_choices; i < g->choices.len; i++)
    choice_stamp (g, &VEC_AT (g->choices, DkChoice, i));
  g->settled_choices = g->choices.len;
}

/* Forget the @n oldest events of the log. */
static void
drop_events (DkGame *g, guint n)
{
  n = MIN (n, g->events.len);
  memmove (g->events.data, &VEC_AT (g->events, DkEvent, n),
           (gsize) (g->events.len - n) * sizeof (DkEvent));
  g->events.len -= n;
  g->events_dropped += n;
}

/* dk_game_emit() but for the events passed over. */
static G_GNUC_NO_INLINE void
emit (DkGame *g, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 a2, gint32 a3)
{
  DkEvent ev = {
    .seq = ++g->event_seq,
    .type = type,
    .player = (gint8) player,
    .turn = g->turn,
    .card = card,
    .a = { a0, a1, a2, a3 },
  };

  if (g->keep_events)
    {
      /* A long game nobody reads the log of keeps only its newest events:
       * the older half goes at once, so that dropping costs little. */
      if (g->event_limit > 0 && g->events.len >= g->event_limit)
        drop_events (g, g->events.len - g->event_limit / 2);
      event_stamp (g, &ev);
      *(DkEvent *) vec_push (&g->events, sizeof (DkEvent)) = ev;
    }
  if (g->module->on_event && !(type < 16 && (g->quiet_events >> type & 1u)))
    g->module->on_event (g, &ev);
}

/**
 * dk_game_emit:
 * @game: a game
 * @type: the event index
 * @player: the player it concerns, or -1
 * @card: the card it concerns, or %DK_NO_CARD
 *
 * Logs an event and lets the module note its triggers. The log keeps who
 * knows the event's cards (see #DkEvent).
 */
void
(dk_game_emit) (
    DkGame *g, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 a2, gint32 a3)
{
  if (G_UNLIKELY (g->keep_events))
    {
      emit (g, type, player, card, a0, a1, a2, a3);
      return;
    }
  /* A game that keeps no log (a simulation, a search copy): an event of a
   * kind the module has no use for is only counted (most of a game's
   * events are steps and phases), any other goes straight to the module,
   * without emit()'s frame. */
  if ((type < 16 && (g->quiet_events >> type & 1u)) || g->module->on_event == NULL)
    {
      g->event_seq++;
      return;
    }
  {
    DkEvent ev = {
      .seq = ++g->event_seq,
      .type = type,
      .player = (gint8) player,
      .turn = g->turn,
      .card = card,
      .a = { a0, a1, a2, a3 },
    };

    g->module->on_event (g, &ev);
  }
}

/**
 * dk_game_set_quiet_events:
 * @game: a game
 * @mask: a bit for each framework event kind below 16 (`1 << DK_EVENT_...`)
 *
 * For a module: says which of the framework's events its `on_event` has
 * no use for in @game, so that dk_game_emit() need not call it for them
 * (the log still has them). The mask is part of the state, so copies,
 * views and determinized games keep it; a module whose needs change with
 * the game (a token that waits for a step) sets it again before such an
 * event can come. 0, the default, passes every event on.
 */
void
dk_game_set_quiet_events (DkGame *g, guint16 mask)
{
  g->quiet_events = mask;
}

/**
 * dk_game_n_events:
 * @game: a game
 *
 * Returns: how many events the log keeps: every event since the game began,
 *   but the dk_game_n_events_dropped() oldest ones
 */
guint
dk_game_n_events (const DkGame *g)
{
  return g->events.len;
}

/**
 * dk_game_event:
 * @game: a game
 * @index: which of the events kept, from 0 (the oldest kept)
 *
 * An event's `seq` counts every event since the game began, dropped ones
 * included: a reader that follows the log as it grows remembers the last
 * `seq` it read rather than an index.
 *
 * Returns: (transfer none): the event, valid until the game changes
 */
const DkEvent *
dk_game_event (const DkGame *g, guint index)
{
  g_return_val_if_fail (index < g->events.len, NULL);
  return &VEC_AT (g->events, DkEvent, index);
}

/**
 * dk_game_set_event_limit:
 * @game: a game
 * @limit: the most events to keep in memory; 0 keeps every one
 *
 * A game keeps at most %DK_GAME_EVENT_LIMIT events unless told otherwise:
 * when the log reaches its limit, its older half is dropped
 * (dk_game_n_events_dropped() counts them). Whoever writes a game's whole
 * log either reads the events as they come or lifts the limit.
 */
void
dk_game_set_event_limit (DkGame *g, guint limit)
{
  g->event_limit = limit;
  if (limit > 0 && g->events.len > limit)
    drop_events (g, g->events.len - limit);
}

guint
dk_game_get_event_limit (const DkGame *g)
{
  return g->event_limit;
}

/**
 * dk_game_n_events_dropped:
 * @game: a game
 *
 * Returns: how many of the oldest events the log no longer holds
 */
guint
dk_game_n_events_dropped (const DkGame *g)
{
  return g->events_dropped;
}

/**
 * dk_game_set_logging:
 * @game: a game
 * @keep_events: whether to keep the event log
 *
 * Simulations that need no record turn the log off; events still reach the
 * module.
 */
void
dk_game_set_logging (DkGame *g, gboolean keep_events)
{
  g->keep_events = keep_events != FALSE;
}

/**
 * dk_game_set_choice_record:
 * @game: a game
 * @keep_choices: whether to keep the record of choices
 *
 * A game keeps the list of every choice made in it (dk_game_n_choices())
 * unless told otherwise; a search copy keeps none. Without the record, the
 * `choice` event, which names an entry of it, is not emitted either (its
 * number is still taken, so that the events after it are numbered as in a
 * game that keeps the record).
 */
void
dk_game_set_choice_record (DkGame *g, gboolean keep_choices)
{
  g_return_if_fail (g != NULL);
  g->keep_choices = keep_choices != FALSE;
}

/**
 * dk_game_get_choice_record:
 * @game: a game
 *
 * Returns: whether @game keeps the record of its choices
 */
gboolean
dk_game_get_choice_record (const DkGame *g)
{
  g_return_val_if_fail (g != NULL, FALSE);
  return g->keep_choices;
}

/**
 * dk_game_get_logging:
 * @game: a game
 *
 * Returns: whether @game keeps its event log (dk_game_set_logging())
 */
gboolean
dk_game_get_logging (const DkGame *g)
{
  g_return_val_if_fail (g != NULL, FALSE);
  return g->keep_events;
}

/* dk_game_record_choice() in a game that keeps its record. */
void
dk_game_record_choice_kept (DkGame *g, const DkOption *o, gboolean automatic)
{
  DkChoice *c = vec_push (&g->choices, sizeof (DkChoice));

  c->player = (gint8) g->decision.player;
  c->automatic = (guint8) automatic;
  c->option = *o;
  choice_stamp (g, c);
  dk_game_emit (g, DK_EVENT_CHOICE, g->decision.player, DK_NO_CARD, (gint32) g->choices.len - 1,
                automatic, 0, 0);
}

/* A card of the record as @viewer may read it: its id, or `hidden`. */
static void
append_card_seen (const DkGame *g, gint32 card, guint8 known, gint viewer, GString *out)
{
  if (card >= 0 && (guint) card < g->n_cards && !dk_game_viewer_knows (g, known, viewer))
    g_string_append (out, "hidden");
  else
    dk_game_append_card (g, card, out);
}

static void
append_attr (const DkGame *g, const DkEvent *ev, guint i, gint viewer, GString *out)
{
  const DkEventSpec *spec = dk_rules_event_spec (g->rules, ev->type);
  const DkAttrSpec *a = &spec->attrs[i];
  gint32 v = ev->a[i];
  const char *s = NULL;

  switch (a->type)
    {
    case DK_ATTR_INT:
      g_string_append_printf (out, "%d", v);
      return;
    case DK_ATTR_BOOL:
      s = v ? "true" : "false";
      break;
    case DK_ATTR_ZONE:
      s = dk_rules_zone_name (g->rules, (guint) v);
      break;
    case DK_ATTR_COUNTER:
      s = dk_rules_counter_name (g->rules, (guint) v);
      break;
    case DK_ATTR_WORD:
      s = dk_rules_verb_name (g->rules, (guint) v);
      break;
    case DK_ATTR_CARD:
      append_card_seen (g, v, ev->known_a[i], viewer, out);
      return;
    case DK_ATTR_PLAYER:
      if (v < 0)
        s = "none";
      else
        {
          g_string_append_printf (out, "%d", v + 1);
          return;
        }
      break;
    case DK_ATTR_STAT:
      s = dk_rules_stat_name (g->rules, (guint) v);
      break;
    case DK_ATTR_STRING:
      if (a->strings)
        for (gint k = 0; a->strings[k]; k++)
          if (k == v)
            s = a->strings[k];
      break;
    case DK_ATTR_PHASE:
      s = dk_rules_phase_name (g->rules, (guint) v);
      break;
    case DK_ATTR_STEP:
      /* A phase that declares no steps has one, unnamed. */
      s = dk_rules_step_name (g->rules, (guint) ev->a[0], (guint) v);
      if (s == NULL)
        s = "none";
      break;
    case DK_ATTR_CHOICE:
      if (v >= 0 && (guint) v < g->choices.len)
        {
          const DkChoice *c = &VEC_AT (g->choices, DkChoice, v);

          dk_game_format_option_as (g, &c->option, c->known, viewer, "hidden", out);
          return;
        }
      break;
    }
  g_string_append (out, s ? s : "?");
}

/**
 * dk_game_event_attr_string:
 * @game: a game
 * @event: one of its events
 * @name: `event`, `turn`, `player`, `card` or an attribute of the event
 *
 * Returns: (transfer full) (nullable): the value as scenario files write it
 *   (players from 1, cards by id, zones by name), or %NULL if the event has
 *   no such attribute
 */
char *
dk_game_event_attr_string (const DkGame *g, const DkEvent *ev, const char *name)
{
  const DkEventSpec *spec = dk_rules_event_spec (g->rules, ev->type);
  GString *out = g_string_new (NULL);

  if (strcmp (name, "event") == 0)
    g_string_append (out, spec ? spec->name : "?");
  else if (strcmp (name, "turn") == 0)
    g_string_append_printf (out, "%d", ev->turn);
  else if (strcmp (name, "player") == 0)
    {
      if (ev->player < 0)
        g_string_append (out, "none");
      else
        g_string_append_printf (out, "%d", ev->player + 1);
    }
  else if (strcmp (name, "card") == 0)
    dk_game_append_card (g, ev->card, out);
  else
    {
      guint i;

      for (i = 0; spec && i < DK_EVENT_ARGS; i++)
        if (spec->attrs[i].name && strcmp (spec->attrs[i].name, name) == 0)
          break;
      if (spec == NULL || i == DK_EVENT_ARGS)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      append_attr (g, ev, i, DK_VIEWER_FULL, out);
    }
  return g_string_free (out, FALSE);
}

static void
append_json_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (; *s; s++)
    {
      guchar c = (guchar) *s;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

/**
 * dk_game_event_to_json:
 * @game: a game
 * @event: one of its events
 * @out: receives one JSON object, no newline
 *
 * The event with everything the game knows: dk_game_event_to_json_for()
 * with %DK_VIEWER_FULL.
 */
void
dk_game_event_to_json (const DkGame *g, const DkEvent *ev, GString *out)
{
  dk_game_event_to_json_for (g, ev, DK_VIEWER_FULL, out);
}

/**
 * dk_game_event_card_def:
 * @game: a game that keeps its event log
 * @event: one of its events
 * @slot: -1 for the event's card, 0 to %DK_EVENT_ARGS - 1 for a card
 *   attribute
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 *
 * The card of an event as @viewer saw it, for telling the event in words:
 * its definition if @viewer knew the card when the event happened (or at
 * the next decision after it), even if it is hidden again since.
 *
 * Returns: (transfer none) (nullable): the definition, or %NULL when the
 *   slot holds no card or @viewer did not know it
 */
const DkCardDef *
dk_game_event_card_def (const DkGame *g, const DkEvent *ev, gint slot, gint viewer)
{
  gint32 card;
  guint8 known;

  g_return_val_if_fail (g != NULL && ev != NULL, NULL);
  g_return_val_if_fail (slot >= -1 && slot < DK_EVENT_ARGS, NULL);
  card = slot < 0 ? ev->card : ev->a[slot];
  known = slot < 0 ? ev->known : ev->known_a[slot];
  if (card < 0 || (guint) card >= g->n_cards)
    return NULL;
  if (slot >= 0)
    {
      const DkEventSpec *spec = dk_rules_event_spec (g->rules, ev->type);

      if (spec == NULL || spec->attrs[slot].name == NULL || spec->attrs[slot].type != DK_ATTR_CARD)
        return NULL;
    }
  if (!dk_game_viewer_knows (g, known, viewer) || g->cards[card].def == DK_UNKNOWN_DEF)
    return NULL;
  return dk_card_db_get (g->db, g->cards[card].def);
}

/**
 * dk_game_event_to_json_for:
 * @game: a game
 * @event: one of its events
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 * @out: receives one JSON object, no newline
 *
 * The event as @viewer saw it: a card they did not know when it happened
 * (or at the next decision after it) is `"hidden"`, without its copy
 * number; so is a card in the text of a choice. A spectator knows what
 * every player knows.
 */
void
dk_game_event_to_json_for (const DkGame *g, const DkEvent *ev, gint viewer, GString *out)
{
  const DkEventSpec *spec = dk_rules_event_spec (g->rules, ev->type);
  g_autoptr (GString) tmp = g_string_new (NULL);

  g_string_append_printf (out, "{\"seq\":%u,\"turn\":%d,\"event\":", ev->seq, ev->turn);
  append_json_string (out, spec ? spec->name : "?");
  if (ev->player >= 0)
    g_string_append_printf (out, ",\"player\":%d", ev->player + 1);
  if (ev->card != DK_NO_CARD)
    {
      g_string_append (out, ",\"card\":");
      g_string_truncate (tmp, 0);
      append_card_seen (g, ev->card, ev->known, viewer, tmp);
      append_json_string (out, tmp->str);
      if (ev->card >= 0 && (guint) ev->card < g->n_cards &&
          dk_game_viewer_knows (g, ev->known, viewer))
        g_string_append_printf (out, ",\"copy\":%u", g->cards[ev->card].copy_no);
    }
  for (guint i = 0; spec && i < DK_EVENT_ARGS; i++)
    {
      const DkAttrSpec *a = &spec->attrs[i];

      if (a->name == NULL)
        continue;
      g_string_append_c (out, ',');
      append_json_string (out, a->name);
      g_string_append_c (out, ':');
      g_string_truncate (tmp, 0);
      append_attr (g, ev, i, viewer, tmp);
      if (a->type == DK_ATTR_INT || a->type == DK_ATTR_BOOL ||
          (a->type == DK_ATTR_PLAYER && ev->a[i] >= 0))
        g_string_append (out, tmp->str);
      else
        append_json_string (out, tmp->str);
    }
  g_string_append_c (out, '}');
}

/**
 * dk_game_log_header:
 * @game: a game
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 * @out: receives one JSON object, no newline
 *
 * The first line of an event log: whose view it is (`"view"`: `full`,
 * `player` with `"player"` from 1, or `spectator`), the game and the
 * number of players.
 */
void
dk_game_log_header (const DkGame *g, gint viewer, GString *out)
{
  g_string_append (out, "{\"view\":");
  if (viewer == DK_VIEWER_FULL)
    g_string_append (out, "\"full\"");
  else if (viewer >= 0 && (guint) viewer < g->n_players)
    g_string_append_printf (out, "\"player\",\"player\":%d", viewer + 1);
  else
    g_string_append (out, "\"spectator\"");
  g_string_append (out, ",\"game\":");
  append_json_string (out, g->module->id);
  g_string_append_printf (out, ",\"players\":%u}", g->n_players);
}

/**
 * dk_game_append_log:
 * @game: a game
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 * @out: receives the log
 *
 * Appends the event log as @viewer saw it, as JSON lines: the header of
 * dk_game_log_header(), then one event a line (dk_game_event_to_json_for()).
 */
void
dk_game_append_log (const DkGame *g, gint viewer, GString *out)
{
  dk_game_log_header (g, viewer, out);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < g->events.len; i++)
    {
      dk_game_event_to_json_for (g, &VEC_AT (g->events, DkEvent, i), viewer, out);
      g_string_append_c (out, '\n');
    }
}

/**
 * dk_game_write_log:
 * @game: a game
 * @out: a stream
 *
 * Writes the whole event log as JSON lines, with everything the game
 * knows: dk_game_write_log_for() with %DK_VIEWER_FULL.
 */
void
dk_game_write_log (const DkGame *g, FILE *out)
{
  dk_game_write_log_for (g, out, DK_VIEWER_FULL);
}

/**
 * dk_game_write_log_for:
 * @game: a game
 * @out: a stream
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 *
 * Writes the event log as @viewer saw it (see dk_game_append_log()).
 */
void
dk_game_write_log_for (const DkGame *g, FILE *out, gint viewer)
{
  g_autoptr (GString) line = g_string_new (NULL);

  dk_game_log_header (g, viewer, line);
  g_string_append_c (line, '\n');
  fwrite (line->str, 1, line->len, out);
  for (guint i = 0; i < g->events.len; i++)
    {
      g_string_truncate (line, 0);
      dk_game_event_to_json_for (g, &VEC_AT (g->events, DkEvent, i), viewer, line);
      g_string_append_c (line, '\n');
      fwrite (line->str, 1, line->len, out);
    }
}
