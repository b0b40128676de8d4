/* dk-game.c: the game state and the engine that drives it.
 *
 * The state is plain data (see struct _DkGame in dk-private.h): card
 * instances in one array, zones as index arrays in one slot buffer,
 * counters, a frame stack of procedures, modifiers, the LIFO stack, the
 * event log, the current decision and the RNG. Copying a game is a few
 * memcpy calls.
 *
 * The engine is dk_game_run(): it runs the top frame's procedure step by
 * step until a player must decide between two or more options.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <string.h>

/* Cards a game made from decks can still create (tokens) before it grows. */
#define CARD_RESERVE 32

/* --- growable plain arrays ---------------------------------------------- */

static gpointer
vec_reserve (DkVec *v, guint extra, gsize elem)
{
  if (v->len + extra > v->cap)
    {
      guint cap = MAX (v->cap * 2, v->len + extra);

      cap = MAX (cap, 8);
      v->data = g_realloc_n (v->data, cap, elem);
      v->cap = cap;
    }
  return (guint8 *) v->data + (gsize) v->len * elem;
}

static gpointer
vec_push (DkVec *v, gsize elem)
{
  gpointer p = vec_reserve (v, 1, elem);

  memset (p, 0, elem);
  v->len++;
  return p;
}

static void
vec_copy (DkVec *dst, const DkVec *src, gsize elem)
{
  dst->len = src->len;
  dst->cap = src->len;
  dst->data = src->len ? g_memdup2 (src->data, (gsize) src->len * elem) : NULL;
}

static void
vec_clear (DkVec *v)
{
  g_clear_pointer (&v->data, g_free);
  v->len = v->cap = 0;
}

#define VEC_AT(v, type, i) (((type *) (v).data)[i])

/* A turn start seen since a player last decided: the hash of the position
 * and the turn it began. */
typedef struct
{
  guint64 hash;
  gint32 turn;
  guint32 pad;
} DkPosition;

static guint next_alive (const DkGame *g, guint player);

/* --- creating, copying, freeing ----------------------------------------- */

static void
zones_alloc (DkGame *g, guint card_cap)
{
  guint16 *slots = g_new0 (guint16, (gsize) g->n_zones * card_cap);

  if (g->slots != NULL)
    for (guint z = 0; z < g->n_zones; z++)
      memcpy (slots + (gsize) z * card_cap, g->slots + (gsize) z * g->card_cap,
              g->zone_len[z] * sizeof (guint16));
  g_free (g->slots);
  g->slots = slots;
  g->cards = g_renew (DkCard, g->cards, card_cap);
  g->card_cap = card_cap;
}

static DkGame *
game_alloc (const DkRuleset *ruleset, DkCardDb *db, guint n_players, guint64 seed, guint card_cap)
{
  DkGame *g = g_new0 (DkGame, 1);

  g->rules = dk_ruleset_get_rules (ruleset);
  g->module = g->rules->module;
  g->ruleset = dk_ruleset_ref ((DkRuleset *) ruleset);
  g->db = dk_card_db_ref (db);
  dk_card_db_freeze (db);
  g->n_players = n_players;
  g->n_zone_kinds = g->module->n_zones;
  g->n_zones = g->n_zone_kinds * n_players;
  g->n_counters = g->rules->n_counters;
  dk_rng_seed (&g->rng, seed);
  g->status = DK_STATUS_SETUP;
  g->winner = -1;
  g->phase = -1;
  g->step = -1;
  g->keep_events = TRUE;
  g->event_limit = DK_GAME_EVENT_LIMIT;
  g->zone_len = g_new0 (guint32, g->n_zones);
  zones_alloc (g, MAX (card_cap, 8));
  g->counters = g_new0 (gint32, (gsize) n_players * MAX (g->n_counters, 1));
  g->mstate = g_malloc0 (MAX (g->module->state_size, 1));
  return g;
}

/**
 * dk_game_new_empty:
 * @ruleset: the rules and their parameters
 * @db: the cards
 * @n_players: how many players
 * @seed: the seed of the game's random numbers
 *
 * Makes a game with no cards, for a position built by hand (scenarios,
 * tests). Add cards with dk_game_add_card(), then dk_game_start() or
 * dk_game_start_at().
 *
 * Returns: (transfer full): the game
 */
DkGame *
dk_game_new_empty (const DkRuleset *ruleset, DkCardDb *db, guint n_players, guint64 seed)
{
  g_return_val_if_fail (ruleset != NULL && db != NULL, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= DK_MAX_PLAYERS, NULL);
  return game_alloc (ruleset, db, n_players, seed, 64);
}

/**
 * dk_game_add_card:
 * @game: a game being set up, or running (tokens)
 * @def: the card definition's index in the database
 * @owner: the owning player
 * @zone_kind: the zone kind, of the owner: the card goes on top
 * @error: return location for an error
 *
 * Returns: the new card's index, or -1 with @error set
 */
gint32
dk_game_add_card (DkGame *g, guint16 def, guint owner, guint zone_kind, GError **error)
{
  DkCard *c;
  guint zone;
  guint16 copies = 0;

  g_return_val_if_fail (owner < g->n_players && zone_kind < g->n_zone_kinds, -1);
  g_return_val_if_fail (def < dk_card_db_size (g->db), -1);
  if (g->n_cards >= G_MAXINT16)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_CAPACITY, "a game holds at most %d cards",
                   G_MAXINT16);
      return -1;
    }
  if (g->n_cards == g->card_cap)
    zones_alloc (g, g->card_cap * 2);
  for (guint i = 0; i < g->n_cards; i++)
    if (g->cards[i].def == def)
      copies++;
  zone = zone_kind * g->n_players + owner;
  c = &g->cards[g->n_cards];
  memset (c, 0, sizeof *c);
  c->def = def;
  c->copy_no = copies + 1;
  c->owner = c->controller = (guint8) owner;
  c->zone = (guint8) zone;
  c->attached_to = DK_NO_CARD;
  switch (g->module->zones[zone_kind].visibility)
    {
    case DK_VISIBILITY_PUBLIC:
      c->known = (guint8) ((1u << g->n_players) - 1);
      break;
    case DK_VISIBILITY_PRIVATE:
      c->known = (guint8) (1u << owner);
      break;
    case DK_VISIBILITY_HIDDEN:
      c->known = 0;
      break;
    }
  if (g->status != DK_STATUS_SETUP)
    c->flags |= DK_CARD_FLAG_TOKEN;
  g->slots[(gsize) zone * g->card_cap + g->zone_len[zone]++] = (guint16) g->n_cards;
  return (gint32) g->n_cards++;
}

/**
 * dk_game_new:
 * @ruleset: the rules and their parameters
 * @db: the cards
 * @decks: (array length=n_players): one deck a player
 * @n_players: how many players
 * @seed: the seed of the game's random numbers
 * @error: return location for an error
 *
 * Makes a game, plays its start and runs it to the first decision.
 *
 * Returns: (transfer full) (nullable): the game
 */
DkGame *
dk_game_new (const DkRuleset *ruleset,
             DkCardDb *db,
             DkDeck *const *decks,
             guint n_players,
             guint64 seed,
             GError **error)
{
  const DkModule *module;
  g_autoptr (DkGame) g = NULL;
  guint total = 0;

  g_return_val_if_fail (ruleset != NULL && db != NULL && decks != NULL, NULL);
  module = dk_ruleset_get_rules (ruleset)->module;
  if (module->setup == NULL || module->run_step == NULL)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "the %s module cannot play a game yet (it has no procedures)", module->id);
      return NULL;
    }
  if (n_players < module->min_players || n_players > module->max_players)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "%s is played by %u to %u players, not %u", module->id, module->min_players,
                   module->max_players, n_players);
      return NULL;
    }
  for (guint p = 0; p < n_players; p++)
    total += dk_deck_count (decks[p]) + (dk_deck_get_character (decks[p]) >= 0);
  g = game_alloc (ruleset, db, n_players, seed, total + CARD_RESERVE);
  for (guint p = 0; p < n_players; p++)
    {
      guint n;
      const DkDeckEntry *e = dk_deck_get_entries (decks[p], &n);
      gint character = dk_deck_get_character (decks[p]);

      /* A module without a character zone keeps the character in the deck. */
      guint character_zone =
          (guint) (module->roles.character >= 0 ? module->roles.character : module->roles.deck);

      g_autoptr (GArray) defs = g_array_new (FALSE, FALSE, sizeof (guint16));

      if (character >= 0 && dk_game_add_card (g, (guint16) character, p, character_zone, error) < 0)
        return NULL;
      for (guint i = 0; i < n; i++)
        for (guint k = 0; k < e[i].count; k++)
          g_array_append_val (defs, e[i].def);
      /* In a random order: else a card's index would tell a view which
       * card of the decklist it is. */
      dk_rng_shuffle16 (&g->rng, (guint16 *) defs->data, defs->len);
      for (guint i = 0; i < defs->len; i++)
        if (dk_game_add_card (g, g_array_index (defs, guint16, i), p, (guint) module->roles.deck,
                              error) < 0)
          return NULL;
    }
  /* A side the module cannot play (a UFS deck without its character) would
   * start a game that never ends: refuse it here. */
  for (guint p = 0; module->check_player != NULL && p < n_players; p++)
    {
      g_autoptr (GError) local_error = NULL;

      if (!module->check_player (g, p, &local_error))
        {
          const char *deck = dk_deck_get_file (decks[p]) != NULL ? dk_deck_get_file (decks[p])
                                                                 : dk_deck_get_name (decks[p]);

          g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, "%s: %s", deck,
                       local_error != NULL ? local_error->message : "cannot be played");
          return NULL;
        }
    }
  dk_game_start (g, TRUE);
  return g_steal_pointer (&g);
}

/* The plain part of the state, after the pointers to shared data. */
#define PLAIN_START offsetof (DkGame, rng)

static void
copy_arrays (DkGame *c, const DkGame *g, gboolean with_log)
{
  c->cards = g_memdup2 (g->cards, (gsize) g->card_cap * sizeof (DkCard));
  c->slots = g_memdup2 (g->slots, (gsize) g->n_zones * g->card_cap * sizeof (guint16));
  c->zone_len = g_memdup2 (g->zone_len, g->n_zones * sizeof (guint32));
  c->counters =
      g_memdup2 (g->counters, (gsize) g->n_players * MAX (g->n_counters, 1) * sizeof (gint32));
  c->mstate = g_memdup2 (g->mstate, MAX (g->module->state_size, 1));
  vec_copy (&c->frames, &g->frames, sizeof (DkFrame));
  vec_copy (&c->modifiers, &g->modifiers, sizeof (DkModifier));
  vec_copy (&c->stack, &g->stack, sizeof (DkStackItem));
  vec_copy (&c->options, &g->options, sizeof (DkOption));
  vec_copy (&c->unknown_pool, &g->unknown_pool, sizeof (guint16));
  vec_copy (&c->positions, &g->positions, sizeof (DkPosition));
  if (with_log)
    {
      vec_copy (&c->events, &g->events, sizeof (DkEvent));
      vec_copy (&c->choices, &g->choices, sizeof (DkChoice));
    }
  else
    {
      memset (&c->events, 0, sizeof c->events);
      memset (&c->choices, 0, sizeof c->choices);
      c->settled_choices = 0;
    }
  c->decision.options = c->options.data;
}

static DkGame *
game_copy (const DkGame *g, gboolean with_log)
{
  DkGame *c = g_memdup2 (g, sizeof *g);

  dk_ruleset_ref (c->ruleset);
  dk_card_db_ref (c->db);
  copy_arrays (c, g, with_log);
  return c;
}

/**
 * dk_game_copy:
 * @game: a game
 *
 * Copies everything: continued with the same choices, the copy ends in the
 * same state with the same event log as @game.
 *
 * Returns: (transfer full): the copy
 */
DkGame *
dk_game_copy (const DkGame *game)
{
  return game_copy (game, TRUE);
}

/**
 * dk_game_copy_for_search:
 * @game: a game
 *
 * Copies the state without the event log and the list of choices made so
 * far: what a computer player needs to look ahead, and cheaper.
 *
 * Returns: (transfer full): the copy
 */
DkGame *
dk_game_copy_for_search (const DkGame *game)
{
  return game_copy (game, FALSE);
}

/**
 * dk_game_memory_size:
 * @game: a game
 *
 * The bytes @game owns: its own block and every array it allocated, at
 * their allocated size (the card database and the ruleset are shared, and
 * not counted). dk_game_copy_for_search() copies the state, so this is what
 * a search pays per copy.
 *
 * Returns: the size in bytes
 */
gsize
dk_game_memory_size (const DkGame *g)
{
  gsize n = sizeof *g;
  const DkVec *vecs[] = { &g->frames,  &g->modifiers, &g->stack,       &g->events,
                          &g->options, &g->choices,   &g->positions,   &g->unknown_pool };
  const gsize sizes[] = { sizeof (DkFrame),  sizeof (DkModifier), sizeof (DkStackItem),
                          sizeof (DkEvent),  sizeof (DkOption),   sizeof (DkChoice),
                          sizeof (DkPosition), sizeof (guint16) };

  g_return_val_if_fail (g != NULL, 0);
  n += (gsize) g->card_cap * sizeof (DkCard);
  n += (gsize) g->n_zones * g->card_cap * sizeof (guint16);
  n += g->n_zones * sizeof (guint32);
  n += (gsize) g->n_players * MAX (g->n_counters, 1) * sizeof (gint32);
  n += MAX (g->module->state_size, 1);
  for (guint i = 0; i < G_N_ELEMENTS (vecs); i++)
    n += (gsize) vecs[i]->cap * sizes[i];
  return n;
}

void
dk_game_free (DkGame *g)
{
  if (g == NULL)
    return;
  g_free (g->cards);
  g_free (g->slots);
  g_free (g->zone_len);
  g_free (g->counters);
  g_free (g->mstate);
  vec_clear (&g->frames);
  vec_clear (&g->modifiers);
  vec_clear (&g->stack);
  vec_clear (&g->events);
  vec_clear (&g->options);
  vec_clear (&g->choices);
  vec_clear (&g->unknown_pool);
  vec_clear (&g->positions);
  dk_ruleset_unref (g->ruleset);
  dk_card_db_unref (g->db);
  g_free (g);
}

static gboolean
vec_equal (const DkVec *a, const DkVec *b, gsize elem)
{
  return a->len == b->len && (a->len == 0 || memcmp (a->data, b->data, (gsize) a->len * elem) == 0);
}

/**
 * dk_game_equal:
 * @a: a game
 * @b: another game of the same rules and cards
 *
 * Returns: whether the two states are the same in every respect, the event
 *   logs and the choices made included
 */
gboolean
dk_game_equal (const DkGame *a, const DkGame *b)
{
  if (a->rules != b->rules || a->n_players != b->n_players || a->n_cards != b->n_cards)
    return FALSE;
  if (memcmp (&a->rng, &b->rng, sizeof a->rng) != 0 || a->status != b->status ||
      a->winner != b->winner || a->turn != b->turn || a->active != b->active ||
      a->phase != b->phase || a->step != b->step || a->eliminated != b->eliminated ||
      a->ret != b->ret || a->event_seq != b->event_seq || a->events_dropped != b->events_dropped ||
      a->idle_turns != b->idle_turns || a->steps != b->steps || a->end_reason != b->end_reason)
    return FALSE;
  if (memcmp (a->cards, b->cards, a->n_cards * sizeof (DkCard)) != 0)
    return FALSE;
  if (memcmp (a->zone_len, b->zone_len, a->n_zones * sizeof (guint32)) != 0)
    return FALSE;
  for (guint z = 0; z < a->n_zones; z++)
    if (memcmp (a->slots + (gsize) z * a->card_cap, b->slots + (gsize) z * b->card_cap,
                a->zone_len[z] * sizeof (guint16)) != 0)
      return FALSE;
  if (memcmp (a->counters, b->counters, a->n_players * a->n_counters * sizeof (gint32)) != 0)
    return FALSE;
  if (a->module->state_size && memcmp (a->mstate, b->mstate, a->module->state_size) != 0)
    return FALSE;
  if (a->decision.player != b->decision.player || a->decision.kind != b->decision.kind ||
      a->decision.n_options != b->decision.n_options)
    return FALSE;
  return vec_equal (&a->frames, &b->frames, sizeof (DkFrame)) &&
         vec_equal (&a->modifiers, &b->modifiers, sizeof (DkModifier)) &&
         vec_equal (&a->stack, &b->stack, sizeof (DkStackItem)) &&
         vec_equal (&a->events, &b->events, sizeof (DkEvent)) &&
         vec_equal (&a->options, &b->options, sizeof (DkOption)) &&
         vec_equal (&a->choices, &b->choices, sizeof (DkChoice)) &&
         vec_equal (&a->positions, &b->positions, sizeof (DkPosition));
}

static guint32
fnv (guint32 h, gconstpointer data, gsize len)
{
  const guint8 *p = data;

  for (gsize i = 0; i < len; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}

/**
 * dk_game_hash:
 * @game: a game
 *
 * Returns: a hash of the state (not of the log): equal states hash equal
 */
guint32
dk_game_hash (const DkGame *g)
{
  guint32 h = 2166136261u;

  h = fnv (h, &g->rng, sizeof g->rng);
  h = fnv (h, &g->turn, sizeof g->turn);
  h = fnv (h, &g->active, sizeof g->active);
  h = fnv (h, g->cards, g->n_cards * sizeof (DkCard));
  h = fnv (h, g->zone_len, g->n_zones * sizeof (guint32));
  for (guint z = 0; z < g->n_zones; z++)
    h = fnv (h, g->slots + (gsize) z * g->card_cap, g->zone_len[z] * sizeof (guint16));
  h = fnv (h, g->counters, g->n_players * g->n_counters * sizeof (gint32));
  h = fnv (h, g->mstate, g->module->state_size);
  h = fnv (h, g->frames.data, g->frames.len * sizeof (DkFrame));
  return h;
}

/* --- simple accessors ---------------------------------------------------- */

const DkRules *
dk_game_get_rules (const DkGame *g)
{
  return g->rules;
}

const DkRuleset *
dk_game_get_ruleset (const DkGame *g)
{
  return g->ruleset;
}

DkCardDb *
dk_game_get_db (const DkGame *g)
{
  return g->db;
}

guint
dk_game_n_players (const DkGame *g)
{
  return g->n_players;
}

gint64
dk_game_param (const DkGame *g, guint param)
{
  return dk_ruleset_get (g->ruleset, param);
}

gpointer
dk_game_module_state (DkGame *g)
{
  return g->mstate;
}

gconstpointer
dk_game_module_state_const (const DkGame *g)
{
  return g->mstate;
}

gboolean
dk_game_is_over (const DkGame *g)
{
  return g->status == DK_STATUS_OVER;
}

/**
 * dk_game_winner:
 * @game: a game
 *
 * Returns: the winner (0-based), -1 for a draw or a game not over
 */
gint
dk_game_winner (const DkGame *g)
{
  return g->status == DK_STATUS_OVER ? g->winner : -1;
}

gint32
dk_game_turn (const DkGame *g)
{
  return g->turn;
}

guint
dk_game_active (const DkGame *g)
{
  return g->active;
}

gint
dk_game_phase (const DkGame *g)
{
  return g->phase;
}

gint
dk_game_step (const DkGame *g)
{
  return g->step;
}

/**
 * dk_game_set_step:
 * @game: a game
 * @step: a step of the current phase
 *
 * For a module whose steps repeat inside one procedure (a battle step and
 * its damage step, attack after attack): says which step the game is in,
 * emitting step-end and step-begin. The turn structure goes on from where
 * it was when the procedure returns.
 */
void
dk_game_set_step (DkGame *g, guint step)
{
  if (g->phase < 0 || (gint) step == g->step)
    return;
  if (g->step >= 0)
    dk_game_emit (g, DK_EVENT_STEP_END, (gint) g->active, DK_NO_CARD, g->phase, g->step, 0, 0);
  g->step = (gint) step;
  dk_game_emit (g, DK_EVENT_STEP_BEGIN, (gint) g->active, DK_NO_CARD, g->phase, (gint32) step, 0,
                0);
}

void
dk_game_set_active (DkGame *g, guint player)
{
  g_return_if_fail (player < g->n_players);
  g->active = player;
}

/* Ends the game at once, saying why (dk_game_end_reason_text()). */
static void
game_over (DkGame *g, gint winner, DkEndReason reason, gint32 detail0, gint32 detail1)
{
  if (g->status == DK_STATUS_OVER)
    return;
  g->winner = winner;
  g->status = DK_STATUS_OVER;
  g->end_reason = (guint8) reason;
  g->end_detail[0] = detail0;
  g->end_detail[1] = detail1;
  g->options.len = 0;
  g->decision.n_options = 0;
  g->decision.player = -1;
  dk_game_emit (g, DK_EVENT_GAME_OVER, winner, DK_NO_CARD, (gint32) reason, 0, 0, 0);
}

/**
 * dk_game_end:
 * @game: a game
 * @winner: the winner, or -1 for a draw
 *
 * Ends the game at once: the engine stops and no decision is pending.
 */
void
dk_game_end (DkGame *g, gint winner)
{
  game_over (g, winner, DK_END_RULES, 0, 0);
}

/**
 * dk_game_end_reason:
 * @game: a game
 *
 * Returns: why the game is over (%DK_END_NONE while it is not)
 */
DkEndReason
dk_game_end_reason (const DkGame *g)
{
  return g->status == DK_STATUS_OVER ? (DkEndReason) g->end_reason : DK_END_NONE;
}

/**
 * dk_game_end_reason_text:
 * @game: a game
 *
 * Returns: (transfer full) (nullable): why the game is over, in words
 *   ("no player decided anything in 10000 turns in a row"); %NULL while
 *   it is not over
 */
char *
dk_game_end_reason_text (const DkGame *g)
{
  if (g->status != DK_STATUS_OVER)
    return NULL;
  switch ((DkEndReason) g->end_reason)
    {
    case DK_END_NONE:
    case DK_END_RULES:
      return g_strdup_printf ("by the rules of %s", g->module->id);
    case DK_END_IDLE_TURNS:
      return g_strdup_printf ("no player decided anything in %u turns in a row (up to turn %d)",
                              DK_GAME_IDLE_TURN_LIMIT, g->end_detail[0]);
    case DK_END_STEPS:
      return g_strdup_printf ("the engine ran %u steps of turn %d with no decision",
                              DK_GAME_STEP_LIMIT, g->end_detail[0]);
    case DK_END_DEPTH:
      return g_strdup_printf ("procedures were nested %u deep in turn %d", DK_GAME_DEPTH_LIMIT,
                              g->end_detail[0]);
    case DK_END_REPETITION:
      return g_strdup_printf ("turn %d began in the very position turn %d began in, with no "
                              "decision between: the game would repeat itself forever",
                              g->end_detail[1], g->end_detail[0]);
    case DK_END_NO_OPTION:
      return g_strdup_printf ("%s asked player %d for a decision (%s) with no legal option",
                              g->module->id, g->end_detail[1] + 1,
                              dk_rules_decision_name (g->rules, (guint) g->end_detail[0]));
    }
  return NULL;
}

/**
 * dk_game_eliminate:
 * @game: a game of three or more players
 * @player: who is out
 *
 * Takes @player out of the game; when one player is left, they win.
 */
void
dk_game_eliminate (DkGame *g, guint player)
{
  guint left = 0;
  gint last = -1;

  g_return_if_fail (player < g->n_players);
  if (g->eliminated & (1u << player))
    return;
  g->eliminated |= 1u << player;
  dk_game_emit (g, DK_EVENT_ELIMINATED, (gint) player, DK_NO_CARD, 0, 0, 0, 0);
  for (guint p = 0; p < g->n_players; p++)
    if (!(g->eliminated & (1u << p)))
      {
        left++;
        last = (gint) p;
      }
  if (left <= 1)
    dk_game_end (g, last);
}

gboolean
dk_game_is_eliminated (const DkGame *g, guint player)
{
  return player < g->n_players && (g->eliminated & (1u << player)) != 0;
}

/* --- cards and zones ------------------------------------------------------ */

guint
dk_game_n_cards (const DkGame *g)
{
  return g->n_cards;
}

const DkCard *
dk_game_card (const DkGame *g, gint32 card)
{
  g_return_val_if_fail (card >= 0 && (guint) card < g->n_cards, NULL);
  return &g->cards[card];
}

DkCard *
dk_game_card_mut (DkGame *g, gint32 card)
{
  g_return_val_if_fail (card >= 0 && (guint) card < g->n_cards, NULL);
  return &g->cards[card];
}

/**
 * dk_game_card_def:
 * @game: a game
 * @card: a card index
 *
 * Returns: (nullable): the card's definition; %NULL for a card the game's
 *   viewer does not know (see dk_game_view())
 */
const DkCardDef *
dk_game_card_def (const DkGame *g, gint32 card)
{
  g_return_val_if_fail (card >= 0 && (guint) card < g->n_cards, NULL);
  if (g->cards[card].def == DK_UNKNOWN_DEF)
    return NULL;
  return dk_card_db_get (g->db, g->cards[card].def);
}

guint
dk_game_zone_id (const DkGame *g, guint zone_kind, guint player)
{
  return zone_kind * g->n_players + player;
}

guint
dk_game_zone_kind (const DkGame *g, guint zone)
{
  return zone / g->n_players;
}

guint
dk_game_zone_owner (const DkGame *g, guint zone)
{
  return zone % g->n_players;
}

/**
 * dk_game_zone:
 * @game: a game
 * @zone_kind: the zone kind
 * @player: whose zone
 * @n_cards: (out): how many cards it holds
 *
 * Returns: (array length=n_cards) (transfer none): the card indices, bottom
 *   first (the last is the top); valid until the game changes
 */
const guint16 *
dk_game_zone (const DkGame *g, guint zone_kind, guint player, guint *n_cards)
{
  guint z = zone_kind * g->n_players + player;

  g_return_val_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players, NULL);
  *n_cards = g->zone_len[z];
  return g->slots + (gsize) z * g->card_cap;
}

guint
dk_game_zone_size (const DkGame *g, guint zone_kind, guint player)
{
  g_return_val_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players, 0);
  return g->zone_len[zone_kind * g->n_players + player];
}

gint32
dk_game_zone_top (const DkGame *g, guint zone_kind, guint player)
{
  guint n;
  const guint16 *cards = dk_game_zone (g, zone_kind, player, &n);

  return n ? (gint32) cards[n - 1] : DK_NO_CARD;
}

/* Returns: the card's index in its zone, 0 being the bottom. */
gint
dk_game_card_position (const DkGame *g, gint32 card)
{
  guint z = g->cards[card].zone;
  const guint16 *slots = g->slots + (gsize) z * g->card_cap;

  for (guint i = 0; i < g->zone_len[z]; i++)
    if (slots[i] == card)
      return (gint) i;
  g_return_val_if_reached (-1);
}

static guint8
all_players (const DkGame *g)
{
  return (guint8) ((1u << g->n_players) - 1);
}

static void
update_knowledge (DkGame *g, DkCard *c)
{
  guint kind = c->zone / g->n_players;
  guint owner = c->zone % g->n_players;

  switch (g->module->zones[kind].visibility)
    {
    case DK_VISIBILITY_PUBLIC:
      c->known = (c->flags & DK_CARD_FLAG_FACE_DOWN) ? (guint8) (c->known | (1u << c->controller))
                                                     : all_players (g);
      break;
    case DK_VISIBILITY_PRIVATE:
      c->known |= (guint8) (1u << owner);
      break;
    case DK_VISIBILITY_HIDDEN:
      break;
    }
}

static void
remove_card_modifiers (DkGame *g, gint32 card)
{
  guint j = 0;

  for (guint i = 0; i < g->modifiers.len; i++)
    {
      DkModifier *m = &VEC_AT (g->modifiers, DkModifier, i);

      if (m->card != card)
        VEC_AT (g->modifiers, DkModifier, j++) = *m;
    }
  g->modifiers.len = j;
}

/**
 * dk_game_move:
 * @game: a game
 * @card: the card
 * @zone_kind: where to
 * @player: whose zone
 * @position: %DK_POS_TOP, %DK_POS_BOTTOM, or an index from the bottom
 *
 * Moves a card. Every move goes through here: the card arrives ready, not
 * attached, with its module flags and vars cleared (face up or down as it
 * was: the module decides); its modifiers end; who knows it
 * follows the new zone; the zone-change event is emitted.
 */
void
dk_game_move (DkGame *g, gint32 card, guint zone_kind, guint player, gint position)
{
  DkCard *c;
  guint from, to, n;
  guint16 *slots;
  gint at;

  g_return_if_fail (card >= 0 && (guint) card < g->n_cards);
  g_return_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players);
  c = &g->cards[card];
  from = c->zone;
  to = zone_kind * g->n_players + player;

  at = dk_game_card_position (g, card);
  slots = g->slots + (gsize) from * g->card_cap;
  memmove (slots + at, slots + at + 1, (g->zone_len[from] - (guint) at - 1) * sizeof (guint16));
  g->zone_len[from]--;

  slots = g->slots + (gsize) to * g->card_cap;
  n = g->zone_len[to];
  if (position == DK_POS_TOP || position > (gint) n)
    position = (gint) n;
  else if (position == DK_POS_BOTTOM || position < 0)
    position = 0;
  memmove (slots + position + 1, slots + position, (n - (guint) position) * sizeof (guint16));
  slots[position] = (guint16) card;
  g->zone_len[to]++;

  /* A hand is a set nobody else can follow a card through: a card that
   * leaves it other than face up in a public zone cannot be told apart by
   * the players who only saw it there (revealed), so only its holder
   * knows it now. update_knowledge () adds who sees it where it goes. */
  if (g->module->zones[from / g->n_players].visibility == DK_VISIBILITY_PRIVATE &&
      (g->module->zones[zone_kind].visibility != DK_VISIBILITY_PUBLIC ||
       (c->flags & DK_CARD_FLAG_FACE_DOWN)))
    c->known = (guint8) (1u << (from % g->n_players));
  c->zone = (guint8) to;
  c->stamp++;
  /* A card enters a zone fresh: ready, detached, with none of the state
   * its module kept for it in the old zone. */
  c->flags &= (guint16) (DK_CARD_FLAG_FACE_DOWN | DK_CARD_FLAG_TOKEN);
  c->attached_to = DK_NO_CARD;
  memset (c->vars, 0, sizeof c->vars);
  update_knowledge (g, c);
  remove_card_modifiers (g, card);
  dk_game_emit (g, DK_EVENT_ZONE_CHANGE, (gint) c->owner, card, (gint32) (from / g->n_players),
                (gint32) zone_kind, (gint32) (from % g->n_players), (gint32) player);
}

/**
 * dk_game_shuffle:
 * @game: a game
 * @zone_kind: the zone kind
 * @player: whose zone
 *
 * Shuffles a zone with the game's RNG; nobody knows its order afterwards.
 * A game started with unshuffled decks (scenarios) keeps its deck order
 * until its first turn.
 */
void
dk_game_shuffle (DkGame *g, guint zone_kind, guint player)
{
  guint n;
  guint16 *cards;
  guint z = zone_kind * g->n_players + player;

  g_return_if_fail (zone_kind < g->n_zone_kinds && player < g->n_players);
  if (g->unshuffled && g->turn == 0)
    return;
  cards = g->slots + (gsize) z * g->card_cap;
  n = g->zone_len[z];
  dk_rng_shuffle16 (&g->rng, cards, n);
  if (g->module->zones[zone_kind].visibility == DK_VISIBILITY_HIDDEN)
    for (guint i = 0; i < n; i++)
      g->cards[cards[i]].known = 0;
  dk_game_emit (g, DK_EVENT_SHUFFLE, (gint) player, DK_NO_CARD, (gint32) zone_kind, 0, 0, 0);
}

/**
 * dk_game_draw:
 * @game: a game
 * @player: who draws
 * @count: how many cards
 *
 * Moves cards from the top of @player's deck to their hand.
 *
 * Returns: how many were drawn (fewer when the deck ran out)
 */
guint
dk_game_draw (DkGame *g, guint player, guint count)
{
  const DkZoneRoles *roles = &g->module->roles;

  for (guint i = 0; i < count; i++)
    {
      gint32 top = dk_game_zone_top (g, (guint) roles->deck, player);

      if (top == DK_NO_CARD)
        return i;
      dk_game_move (g, top, (guint) roles->hand, player, DK_POS_TOP);
    }
  return count;
}

/**
 * dk_game_reveal:
 * @game: a game
 * @card: the card shown
 * @player: who shows it
 *
 * Every player now knows which card this is (until it is shuffled away).
 */
void
dk_game_reveal (DkGame *g, gint32 card, guint player)
{
  g->cards[card].known = all_players (g);
  dk_game_emit (g, DK_EVENT_REVEAL, (gint) player, card, 0, 0, 0, 0);
}

/**
 * dk_game_look:
 * @game: a game
 * @zone_kind: the zone kind
 * @owner: whose zone
 * @player: who looks
 *
 * @player looks through a zone (searching their deck): from now on they
 * know each of its cards, until it is shuffled away. A module calls this
 * before it offers a player the cards of a zone they may not see, so that
 * the options it shows them name cards they know.
 */
void
dk_game_look (DkGame *g, guint zone_kind, guint owner, guint player)
{
  guint z = zone_kind * g->n_players + owner;
  const guint16 *cards;

  g_return_if_fail (zone_kind < g->n_zone_kinds && owner < g->n_players && player < g->n_players);
  cards = g->slots + (gsize) z * g->card_cap;
  for (guint i = 0; i < g->zone_len[z]; i++)
    g->cards[cards[i]].known |= (guint8) (1u << player);
}

gboolean
dk_game_card_has_flag (const DkGame *g, gint32 card, guint flag)
{
  return (g->cards[card].flags & flag) != 0;
}

void
dk_game_card_set_flag (DkGame *g, gint32 card, guint flag, gboolean on)
{
  DkCard *c = &g->cards[card];

  if (on)
    c->flags |= (guint16) flag;
  else
    c->flags &= (guint16) ~flag;
  if (flag & DK_CARD_FLAG_FACE_DOWN)
    {
      guint kind = c->zone / g->n_players;

      /* Turned face down, it stays known to whoever saw it face up. */
      if (g->module->zones[kind].visibility == DK_VISIBILITY_PUBLIC)
        c->known = on ? (guint8) (c->known | (1u << c->controller)) : all_players (g);
    }
}

gboolean
dk_game_card_known_by (const DkGame *g, gint32 card, guint player)
{
  return (g->cards[card].known & (1u << player)) != 0;
}

/**
 * dk_game_card_label:
 * @game: a game
 * @card: a card
 * @buf: where to write
 * @size: its size
 *
 * Returns: @buf holding the card's name, or "unknown card"
 */
const char *
dk_game_card_label (const DkGame *g, gint32 card, char *buf, gsize size)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  g_strlcpy (buf, def ? def->name : "unknown card", size);
  return buf;
}

/**
 * dk_game_check_cards:
 * @game: a game
 *
 * Checks the invariant every move keeps: each card instance is in exactly
 * one zone, and its zone field names that zone. For soak tests and
 * debugging.
 *
 * Returns: (transfer full) (nullable): a description of the first fault,
 *   or %NULL when the cards are all where they should be
 */
char *
dk_game_check_cards (const DkGame *g)
{
  g_autofree guint8 *seen = g_new0 (guint8, MAX (g->n_cards, 1));

  for (guint z = 0; z < g->n_zones; z++)
    {
      const guint16 *cards = g->slots + (gsize) z * g->card_cap;

      for (guint i = 0; i < g->zone_len[z]; i++)
        {
          guint c = cards[i];

          if (c >= g->n_cards)
            return g_strdup_printf ("zone %s of player %u holds card %u of %u",
                                    g->module->zones[z / g->n_players].name, z % g->n_players + 1,
                                    c, g->n_cards);
          if (seen[c]++)
            return g_strdup_printf ("card %u is in two zones (again in %s of player %u)", c,
                                    g->module->zones[z / g->n_players].name, z % g->n_players + 1);
          if (g->cards[c].zone != z)
            return g_strdup_printf ("card %u is in %s of player %u but names zone %u", c,
                                    g->module->zones[z / g->n_players].name, z % g->n_players + 1,
                                    g->cards[c].zone);
        }
    }
  for (guint c = 0; c < g->n_cards; c++)
    if (seen[c] != 1)
      return g_strdup_printf ("card %u is in no zone", c);
  return NULL;
}

/* --- values ------------------------------------------------------------------ */

gint32
dk_game_printed_stat (const DkGame *g, gint32 card, guint stat)
{
  const DkCardDef *def;

  g_return_val_if_fail (stat < g->module->n_stats, 0);
  def = dk_game_card_def (g, card);
  return def ? def->stats[stat] : g->module->stats[stat].def;
}

/**
 * dk_game_stat:
 * @game: a game
 * @card: a card
 * @stat: a stat index
 *
 * Returns: the card's current value: the printed value, then the set
 *   modifiers in the order they began, then the sum of the others, then the
 *   module's continuous effects, never below the stat's floor
 */
gint32
dk_game_stat (const DkGame *g, gint32 card, guint stat)
{
  const DkStatSpec *spec;
  gint32 value = dk_game_printed_stat (g, card, stat);
  gint64 add = 0; /* a sum of gint32s: it cannot overflow */

  for (guint i = 0; i < g->modifiers.len; i++)
    {
      const DkModifier *m = &VEC_AT (g->modifiers, DkModifier, i);

      if (m->card != card || m->stat != stat)
        continue;
      if (m->op == DK_MOD_SET)
        value = m->value;
      else
        add += m->value;
    }
  value = dk_sat32 (value + add);
  if (g->module->adjust_stat)
    value = g->module->adjust_stat (g, card, stat, value);
  spec = &g->module->stats[stat];
  if (spec->has_floor && value < spec->floor)
    value = spec->floor;
  return value;
}

void
dk_game_add_modifier (DkGame *g, const DkModifier *modifier)
{
  DkModifier *m;

  g_return_if_fail (modifier->card >= 0 && (guint) modifier->card < g->n_cards);
  g_return_if_fail (modifier->stat < g->module->n_stats);
  m = vec_push (&g->modifiers, sizeof (DkModifier));
  *m = *modifier;
  m->stamp = g->cards[m->card].stamp;
  dk_game_emit (g, DK_EVENT_MODIFIER, -1, m->card, m->stat, m->op, m->value, m->expiry);
}

/**
 * dk_game_expire:
 * @game: a game
 * @expiry: %DK_EXPIRE_END_OF_TURN or %DK_EXPIRE_SCOPE
 * @scope: with %DK_EXPIRE_SCOPE, which scope closed
 *
 * Ends the modifiers that last until that moment.
 */
void
dk_game_expire (DkGame *g, DkExpiry expiry, guint16 scope)
{
  guint j = 0;

  for (guint i = 0; i < g->modifiers.len; i++)
    {
      DkModifier *m = &VEC_AT (g->modifiers, DkModifier, i);

      if (m->expiry == expiry && (expiry != DK_EXPIRE_SCOPE || m->scope == scope))
        continue;
      VEC_AT (g->modifiers, DkModifier, j++) = *m;
    }
  g->modifiers.len = j;
}

guint
dk_game_n_modifiers (const DkGame *g)
{
  return g->modifiers.len;
}

const DkModifier *
dk_game_modifier_at (const DkGame *g, guint index)
{
  g_return_val_if_fail (index < g->modifiers.len, NULL);
  return &VEC_AT (g->modifiers, DkModifier, index);
}

gint32
dk_game_counter (const DkGame *g, guint player, guint counter)
{
  g_return_val_if_fail (player < g->n_players && counter < g->n_counters, 0);
  return g->counters[player * g->n_counters + counter];
}

void
dk_game_set_counter (DkGame *g, guint player, guint counter, gint32 value)
{
  gint32 *slot;
  gint32 old;

  g_return_if_fail (player < g->n_players && counter < g->n_counters);
  slot = &g->counters[player * g->n_counters + counter];
  old = *slot;
  if (old == value)
    return;
  *slot = value;
  dk_game_emit (g, DK_EVENT_COUNTER, (gint) player, DK_NO_CARD, (gint32) counter, old, value, 0);
}

void
dk_game_add_counter (DkGame *g, guint player, guint counter, gint32 delta)
{
  dk_game_set_counter (g, player, counter,
                       dk_sat_add (dk_game_counter (g, player, counter), delta));
}

/* --- the stack ------------------------------------------------------------------ */

void
dk_game_stack_push (DkGame *g, const DkStackItem *item)
{
  DkStackItem *s = vec_push (&g->stack, sizeof (DkStackItem));

  *s = *item;
  dk_game_emit (g, DK_EVENT_STACK_PUSH, item->controller, item->card, item->ability,
                (gint32) g->stack.len, 0, 0);
}

gboolean
dk_game_stack_pop (DkGame *g, DkStackItem *out)
{
  if (g->stack.len == 0)
    return FALSE;
  g->stack.len--;
  if (out)
    *out = VEC_AT (g->stack, DkStackItem, g->stack.len);
  return TRUE;
}

guint
dk_game_stack_depth (const DkGame *g)
{
  return g->stack.len;
}

/* Returns: the item @depth_from_top below the top (0: the top), or NULL. */
DkStackItem *
dk_game_stack_at (DkGame *g, guint depth_from_top)
{
  if (depth_from_top >= g->stack.len)
    return NULL;
  return &VEC_AT (g->stack, DkStackItem, g->stack.len - 1 - depth_from_top);
}

/**
 * dk_game_stack_resolve_top:
 * @game: a game
 * @out: (out) (optional): the item taken off
 *
 * Takes the top item off the stack and emits `stack-resolve`; unless it
 * was negated, pushes its ability's effect program (an item whose ability
 * is -1 stands for the card itself: the module resolves it). While that
 * program runs, the item below is the top, which is what `negate
 * target="previous-link"` cancels.
 *
 * Returns: %FALSE if the stack was empty
 */
gboolean
dk_game_stack_resolve_top (DkGame *g, DkStackItem *out)
{
  DkStackItem item;
  gboolean negated;

  if (!dk_game_stack_pop (g, &item))
    return FALSE;
  negated = (item.flags & DK_STACK_NEGATED) != 0;
  dk_game_emit (g, DK_EVENT_STACK_RESOLVE, item.controller, item.card, item.ability, negated, 0, 0);
  if (!negated && item.ability >= 0)
    dk_game_push_program (g, item.card, (guint) item.ability, DK_PART_EFFECT,
                          (guint) item.controller);
  if (out)
    *out = item;
  return TRUE;
}

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
static void
settle_knowledge (DkGame *g)
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
dk_game_emit (
    DkGame *g, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 a2, gint32 a3)
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
  if (g->module->on_event)
    g->module->on_event (g, &ev);
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
  g->keep_events = keep_events;
}

static void
append_card (const DkGame *g, gint32 card, GString *out)
{
  const DkCardDef *def;

  if (card < 0 || (guint) card >= g->n_cards)
    {
      g_string_append (out, "none");
      return;
    }
  def = dk_game_card_def (g, card);
  g_string_append (out, def ? def->id : "unknown");
}

/* Does @viewer see a card that the players of @known know? */
static gboolean
viewer_knows (const DkGame *g, guint8 known, gint viewer)
{
  guint8 all = all_players (g);

  if (viewer == DK_VIEWER_FULL)
    return TRUE;
  if (viewer < 0 || (guint) viewer >= g->n_players)
    return (known & all) == all;
  return (known & (1u << viewer)) != 0;
}

/* A card of the record as @viewer may read it: its id, or `hidden`. */
static void
append_card_seen (const DkGame *g, gint32 card, guint8 known, gint viewer, GString *out)
{
  if (card >= 0 && (guint) card < g->n_cards && !viewer_knows (g, known, viewer))
    g_string_append (out, "hidden");
  else
    append_card (g, card, out);
}

/* `?ZONE.PLAYER.N`: the N-th card from the top of that zone, a card named
 * by its place, for whoever does not know which card it is. */
static void
append_place (const DkGame *g, gint32 card, GString *out)
{
  guint zone = g->cards[card].zone;
  gint pos = dk_game_card_position (g, card);

  g_string_append_printf (out, "?%s.%u.%d", g->module->zones[zone / g->n_players].name,
                          zone % g->n_players + 1, (gint) g->zone_len[zone] - pos);
}

static void format_option_as (const DkGame *g,
                              const DkOption *o,
                              const guint8 *known,
                              gint viewer,
                              const char *hidden,
                              GString *out);

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

          format_option_as (g, &c->option, c->known, viewer, "hidden", out);
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
    append_card (g, ev->card, out);
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
      if (ev->card >= 0 && (guint) ev->card < g->n_cards && viewer_knows (g, ev->known, viewer))
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

guint32
dk_game_random (DkGame *g, guint32 bound)
{
  return dk_rng_below (&g->rng, bound);
}

/* --- frames ------------------------------------------------------------------------- */

/**
 * dk_game_push:
 * @game: a game
 * @proc: a procedure index
 *
 * Pushes a frame; it runs before the frame that pushed it goes on.
 *
 * Returns: (transfer none): the new frame, zeroed, to fill in at once (it
 *   moves when another frame is pushed)
 */
DkFrame *
dk_game_push (DkGame *g, guint16 proc)
{
  DkFrame *f;

  g_return_val_if_fail (proc < g->rules->n_procs && g->rules->procs[proc] != NULL, NULL);
  f = vec_push (&g->frames, sizeof (DkFrame));
  f->proc = proc;
  return f;
}

DkFrame *
dk_game_top_frame (DkGame *g)
{
  return g->frames.len ? &VEC_AT (g->frames, DkFrame, g->frames.len - 1) : NULL;
}

guint
dk_game_frame_depth (const DkGame *g)
{
  return g->frames.len;
}

const DkFrame *
dk_game_frame_at (const DkGame *g, guint depth)
{
  g_return_val_if_fail (depth < g->frames.len, NULL);
  return &VEC_AT (g->frames, DkFrame, depth);
}

void
dk_game_set_return (DkGame *g, gint32 value)
{
  g->ret = value;
}

gint32
dk_game_get_return (const DkGame *g)
{
  return g->ret;
}

/**
 * dk_game_push_priority:
 * @game: a game
 * @window: the module's window id, handed back to its window hooks
 * @first_player: who has priority first
 *
 * Opens a window of alternating priority that closes when every player in
 * the game has passed in succession.
 */
void
dk_game_push_priority (DkGame *g, gint32 window, guint first_player)
{
  DkFrame *f = dk_game_push (g, DK_PROC_PRIORITY);

  f->a[0] = window;
  f->a[1] = (gint32) first_player;
}

/**
 * dk_game_push_program:
 * @game: a game
 * @card: the card whose ability runs
 * @ability: its index in the card's abilities
 * @part: the cost or the effect
 * @controller: who controls it
 *
 * Runs one of the ability's programs, instruction by instruction.
 */
void
dk_game_push_program (DkGame *g, gint32 card, guint ability, DkProgramPart part, guint controller)
{
  dk_game_push_program_pass (g, card, ability, part, controller, DK_PASS_ALL);
}

/**
 * dk_game_push_program_pass:
 * @game: a game
 * @card: the card whose ability runs
 * @ability: its index in the card's abilities
 * @part: the cost or the effect
 * @controller: who controls it
 * @pass: which of its instructions run
 *
 * Like dk_game_push_program(), for costs paid in two passes: the ordinary
 * instructions first, then those marked %DK_INSTR_LATE.
 */
void
dk_game_push_program_pass (
    DkGame *g, gint32 card, guint ability, DkProgramPart part, guint controller, DkProgramPass pass)
{
  DkFrame *f = dk_game_push (g, DK_PROC_PROGRAM);

  f->a[0] = card;
  f->a[1] = (gint32) (ability | ((guint) part << 16) | ((guint) pass << 20));
  f->a[3] = (gint32) controller;
  for (guint i = 4; i < 8; i++)
    f->a[i] = DK_NO_CARD;
}

/* --- decisions ------------------------------------------------------------------------- */

/**
 * dk_game_decide:
 * @game: a game
 * @player: who decides
 * @kind: the decision kind
 *
 * Begins a decision; add its options with dk_game_offer(), then return
 * %DK_STEP_WAIT from the procedure.
 */
void
dk_game_decide (DkGame *g, guint player, guint kind)
{
  g_return_if_fail (player < g->n_players);
  g->options.len = 0;
  g->decision.player = (gint) player;
  g->decision.kind = kind;
  g->decision.n_options = 0;
  g->has_answer = FALSE;
  g->status = DK_STATUS_DECIDING;
}

DkOption *
dk_game_offer (DkGame *g, guint16 verb, guint16 tag)
{
  DkOption *o;

  g_return_val_if_fail (g->status == DK_STATUS_DECIDING, NULL);
  g_return_val_if_fail (verb < g->rules->n_verbs && g->rules->verbs[verb] != NULL, NULL);
  o = vec_push (&g->options, sizeof (DkOption));
  o->verb = verb;
  o->tag = tag;
  return o;
}

static void
option_add (DkOption *o, DkArgKind kind, gint32 value)
{
  g_return_if_fail (o->n_args < DK_OPTION_MAX_ARGS);
  o->kinds |= (guint32) kind << (2 * o->n_args);
  o->args[o->n_args++] = value;
}

void
dk_option_add_card (DkOption *o, gint32 card)
{
  option_add (o, DK_ARG_CARD, card);
}

void
dk_option_add_int (DkOption *o, gint32 value)
{
  option_add (o, DK_ARG_INT, value);
}

void
dk_option_add_word (DkOption *o, guint16 word)
{
  option_add (o, DK_ARG_WORD, word);
}

/* The arguments added from now on form a set: their order does not matter. */
void
dk_option_mark_set (DkOption *o)
{
  o->set_from = (guint8) (o->n_args + 1);
}

guint
dk_game_n_offered (const DkGame *g)
{
  return g->options.len;
}

/**
 * dk_game_answer:
 * @game: a game
 *
 * Returns: (nullable): the option taken at the last decision, for the
 *   procedure that asked
 */
const DkOption *
dk_game_answer (const DkGame *g)
{
  return g->has_answer ? &g->answer : NULL;
}

void
dk_game_clear_answer (DkGame *g)
{
  g->has_answer = FALSE;
}

gboolean
dk_game_option_equal (const DkOption *a, const DkOption *b)
{
  return a->verb == b->verb && a->n_args == b->n_args && a->kinds == b->kinds && a->tag == b->tag &&
         a->set_from == b->set_from && memcmp (a->args, b->args, a->n_args * sizeof (gint32)) == 0;
}

static gboolean
card_has_modifier (const DkGame *g, gint32 card)
{
  for (guint i = 0; i < g->modifiers.len; i++)
    if (VEC_AT (g->modifiers, DkModifier, i).card == card)
      return TRUE;
  return FALSE;
}

/* Two cards nobody could tell apart: same definition, zone and state.
 * Cards the decider does not know are told apart by their places: merging
 * them would tell the decider that they are the same card. */
static gboolean
cards_interchangeable (const DkGame *g, gint32 a, gint32 b)
{
  const DkCard *x = &g->cards[a];
  const DkCard *y = &g->cards[b];

  if (g->decision.player >= 0 && !(x->known & (1u << g->decision.player)))
    return FALSE;
  return x->def == y->def && x->zone == y->zone && x->flags == y->flags && x->known == y->known &&
         x->controller == y->controller && x->attached_to == y->attached_to &&
         memcmp (x->vars, y->vars, sizeof x->vars) == 0 && !card_has_modifier (g, a) &&
         !card_has_modifier (g, b);
}

static gboolean
options_interchangeable (const DkGame *g, const DkOption *a, const DkOption *b)
{
  if (a->verb != b->verb || a->n_args != b->n_args || a->kinds != b->kinds || a->tag != b->tag)
    return FALSE;
  for (guint i = 0; i < a->n_args; i++)
    {
      if (a->args[i] == b->args[i])
        continue;
      if (DK_OPTION_ARG_KIND (a, i) != DK_ARG_CARD || a->args[i] < 0 || b->args[i] < 0 ||
          !cards_interchangeable (g, a->args[i], b->args[i]))
        return FALSE;
    }
  return TRUE;
}

/* An option the same as an earlier one but for copies nobody could tell
 * apart is the same choice: keep the first (spec/actions.md). */
static void
dedupe_options (DkGame *g)
{
  DkOption *o = g->options.data;
  guint n = 0;

  for (guint i = 0; i < g->options.len; i++)
    {
      gboolean dup = FALSE;

      for (guint j = 0; j < n && !dup; j++)
        dup = options_interchangeable (g, &o[j], &o[i]);
      if (!dup)
        o[n++] = o[i];
    }
  g->options.len = n;
}

static void record_choice (DkGame *g, const DkOption *o, gboolean automatic);

/* Runs frames until a decision between two or more options is pending or
 * the game is over. A run that makes no progress ends the game as a draw
 * (DkEndReason): it counts its steps, and proc_turn counts the turns. */
static void
game_run (DkGame *g)
{
  while (g->status == DK_STATUS_RUNNING)
    {
      guint depth = g->frames.len;
      DkFrame *f;
      DkStepResult r;

      if (depth == 0)
        {
          /* Nothing left to run: a module that ends turns never gets here. */
          dk_game_end (g, -1);
          break;
        }
      if (++g->steps > DK_GAME_STEP_LIMIT)
        {
          game_over (g, -1, DK_END_STEPS, g->turn, 0);
          break;
        }
      if (depth > DK_GAME_DEPTH_LIMIT)
        {
          game_over (g, -1, DK_END_DEPTH, g->turn, 0);
          break;
        }
      f = &VEC_AT (g->frames, DkFrame, depth - 1);
      r = g->rules->procs[f->proc]->func (g, f);
      if (g->status == DK_STATUS_OVER)
        break;
      if (r == DK_STEP_DONE)
        {
          /* Pop the frame that ran, even if it pushed others above it. */
          memmove (&VEC_AT (g->frames, DkFrame, depth - 1), &VEC_AT (g->frames, DkFrame, depth),
                   (g->frames.len - depth) * sizeof (DkFrame));
          g->frames.len--;
        }
      if (g->status == DK_STATUS_DECIDING)
        {
          dedupe_options (g);
          g->decision.options = g->options.data;
          g->decision.n_options = g->options.len;
          if (g->options.len == 0)
            {
              /* Nobody can answer it: end the game rather than the process. */
              game_over (g, -1, DK_END_NO_OPTION, (gint32) g->decision.kind, g->decision.player);
              break;
            }
          if (g->options.len == 1)
            {
              /* One legal option: take it, but keep it in the record. */
              g->answer = VEC_AT (g->options, DkOption, 0);
              record_choice (g, &g->answer, TRUE);
              g->has_answer = TRUE;
              g->status = DK_STATUS_RUNNING;
            }
        }
    }
}

static void
record_choice (DkGame *g, const DkOption *o, gboolean automatic)
{
  DkChoice *c = vec_push (&g->choices, sizeof (DkChoice));

  c->player = (gint8) g->decision.player;
  c->automatic = (guint8) automatic;
  c->option = *o;
  choice_stamp (g, c);
  dk_game_emit (g, DK_EVENT_CHOICE, g->decision.player, DK_NO_CARD, (gint32) g->choices.len - 1,
                automatic, 0, 0);
}

/**
 * dk_game_record_automatic:
 * @game: a running game
 * @player: who would decide
 * @kind: the decision kind
 * @option: the one legal option
 *
 * For a procedure that knows a decision would have one legal option: takes
 * @option for @player without posting the decision, and records it as the
 * engine records a decision left with one option (event `choice`,
 * `automatic` true), so that the log and the record are the same as if it
 * had been posted. dk_game_answer() returns @option.
 */
void
dk_game_record_automatic (DkGame *g, guint player, guint kind, const DkOption *option)
{
  g_return_if_fail (g->status == DK_STATUS_RUNNING);
  g_return_if_fail (player < g->n_players);
  g->decision.player = (gint) player;
  g->decision.kind = kind;
  g->answer = *option;
  g->has_answer = TRUE;
  record_choice (g, &g->answer, TRUE);
}

/**
 * dk_game_decision:
 * @game: a game
 *
 * Returns: (nullable): the pending decision, or %NULL when the game is over
 */
const DkDecision *
dk_game_decision (const DkGame *g)
{
  return g->status == DK_STATUS_DECIDING ? &g->decision : NULL;
}

/**
 * dk_game_apply:
 * @game: a game waiting for a decision
 * @option: the index of the option taken
 * @error: return location for an error
 *
 * Answers the pending decision and runs the game to the next one. On error
 * nothing changes.
 *
 * Returns: %FALSE if the game is over or @option is out of range
 */
gboolean
dk_game_apply (DkGame *g, guint option, GError **error)
{
  if (g->status != DK_STATUS_DECIDING)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER, "the game is over");
      return FALSE;
    }
  if (option >= g->options.len)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL,
                   "option %u does not exist (there are %u)", option + 1, g->options.len);
      return FALSE;
    }
  g->answer = VEC_AT (g->options, DkOption, option);
  record_choice (g, &g->answer, FALSE);
  g->has_answer = TRUE;
  g->status = DK_STATUS_RUNNING;
  /* A player decided: the game is making progress. */
  g->idle_turns = 0;
  g->steps = 0;
  g->positions.len = 0;
  game_run (g);
  settle_knowledge (g);
  return TRUE;
}

/* --- text forms --------------------------------------------------------------------------- */

/* Does another option of the decision name a different copy of the same
 * card at argument @i? Then the text form needs ID#N to tell them apart. */
static gboolean
needs_copy_number (const DkGame *g, const DkOption *o, guint i)
{
  const DkOption *opts = g->options.data;
  gint32 card = o->args[i];

  if (opts == NULL || o < opts || o >= opts + g->options.len)
    return FALSE;
  for (guint k = 0; k < g->options.len; k++)
    {
      const DkOption *x = &opts[k];

      if (x == o || x->verb != o->verb || x->n_args != o->n_args)
        continue;
      for (guint j = 0; j < x->n_args; j++)
        if (DK_OPTION_ARG_KIND (x, j) == DK_ARG_CARD && x->args[j] != card && x->args[j] >= 0 &&
            g->cards[x->args[j]].def == g->cards[card].def)
          return TRUE;
    }
  return FALSE;
}

/* The text form of @o. With @known (a recorded choice's), a card @viewer
 * did not know is written @hidden; a card the game itself does not know
 * (in a view) is written by its place. */
static void
format_option_as (const DkGame *g,
                  const DkOption *o,
                  const guint8 *known,
                  gint viewer,
                  const char *hidden,
                  GString *out)
{
  g_string_append (out, dk_rules_verb_name (g->rules, o->verb));
  for (guint i = 0; i < o->n_args; i++)
    {
      gint32 v = o->args[i];
      gboolean valid = v >= 0 && (guint) v < g->n_cards;

      g_string_append_c (out, ' ');
      switch (DK_OPTION_ARG_KIND (o, i))
        {
        case DK_ARG_CARD:
          if (valid && known != NULL && !viewer_knows (g, known[i], viewer))
            g_string_append (out, hidden);
          else if (valid && g->cards[v].def == DK_UNKNOWN_DEF)
            append_place (g, v, out);
          else
            {
              append_card (g, v, out);
              if (valid && needs_copy_number (g, o, i))
                g_string_append_printf (out, "#%u", g->cards[v].copy_no);
            }
          break;
        case DK_ARG_INT:
          g_string_append_printf (out, "%d", v);
          break;
        case DK_ARG_WORD:
          g_string_append (out, dk_rules_verb_name (g->rules, (guint) v));
          break;
        }
    }
}

/**
 * dk_game_format_option:
 * @game: a game
 * @option: an option of its pending decision (or of its record)
 * @out: receives the stable text form (spec/actions.md)
 *
 * In a view (dk_game_view()), a card the viewer does not know is written
 * by its place, `?ZONE.PLAYER.N` (docs/actions.md), never by its id.
 */
void
dk_game_format_option (const DkGame *g, const DkOption *o, GString *out)
{
  format_option_as (g, o, NULL, DK_VIEWER_FULL, NULL, out);
}

char *
dk_game_option_to_string (const DkGame *g, const DkOption *o)
{
  GString *s = g_string_new (NULL);

  dk_game_format_option (g, o, s);
  return g_string_free (s, FALSE);
}

/**
 * dk_game_option_label:
 * @game: a game
 * @option: an option
 *
 * Returns: (transfer full): what a person reads: the module's label, or the
 *   text form with card names
 */
char *
dk_game_option_label (const DkGame *g, const DkOption *o)
{
  GString *s;

  if (g->module->option_label)
    return g->module->option_label (g, o);
  s = g_string_new (dk_rules_verb_name (g->rules, o->verb));
  for (guint i = 0; i < o->n_args; i++)
    {
      gint32 v = o->args[i];
      const DkCardDef *def;

      g_string_append_c (s, ' ');
      switch (DK_OPTION_ARG_KIND (o, i))
        {
        case DK_ARG_CARD:
          def = v >= 0 && (guint) v < g->n_cards ? dk_game_card_def (g, v) : NULL;
          if (def)
            g_string_append_printf (s, "%s (%s)", def->name, def->id);
          else if (v >= 0 && (guint) v < g->n_cards)
            g_string_append (s, "a hidden card");
          else
            g_string_append (s, "?");
          break;
        case DK_ARG_INT:
          g_string_append_printf (s, "%d", v);
          break;
        case DK_ARG_WORD:
          g_string_append (s, dk_rules_verb_name (g->rules, (guint) v));
          break;
        }
    }
  return g_string_free (s, FALSE);
}

/* One parsed argument of an action text. */
typedef struct
{
  const char *id; /* a card id, or NULL */
  guint copy_no;  /* 0: any copy */
  gint32 card;    /* a card named by its place, or DK_NO_CARD */
  gint32 number;
  gboolean is_number;
  gint word;
} ParsedArg;

static gboolean
arg_matches (const DkGame *g, const DkOption *o, guint i, const ParsedArg *p)
{
  gint32 v = o->args[i];

  switch (DK_OPTION_ARG_KIND (o, i))
    {
    case DK_ARG_CARD:
      {
        const DkCardDef *def;

        if (p->card != DK_NO_CARD)
          return v == p->card;
        if (p->id == NULL || v < 0 || (guint) v >= g->n_cards)
          return FALSE;
        def = dk_game_card_def (g, v);
        return def && strcmp (def->id, p->id) == 0 &&
               (p->copy_no == 0 || p->copy_no == g->cards[v].copy_no);
      }
    case DK_ARG_INT:
      return p->is_number && p->number == v;
    case DK_ARG_WORD:
      return p->word == v;
    }
  return FALSE;
}

static gboolean
option_matches (const DkGame *g, const DkOption *o, const ParsedArg *args, guint n_args)
{
  guint set_start = o->set_from ? o->set_from - 1u : o->n_args;
  gboolean used[DK_OPTION_MAX_ARGS] = { FALSE };

  if (o->n_args != n_args)
    return FALSE;
  for (guint i = 0; i < MIN (set_start, n_args); i++)
    if (!arg_matches (g, o, i, &args[i]))
      return FALSE;
  /* The set part: each given argument matches a different one, any order. */
  for (guint i = set_start; i < n_args; i++)
    {
      gboolean found = FALSE;

      for (guint j = set_start; j < o->n_args && !found; j++)
        if (!used[j] && arg_matches (g, o, j, &args[i]))
          used[j] = found = TRUE;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* `?ZONE.PLAYER.N` (see append_place()): the card, or DK_NO_CARD with
 * @error set. */
static gint32
parse_place (const DkGame *g, const char *word, GError **error)
{
  const char *dot2 = strrchr (word, '.');
  const char *dot1 = NULL;
  g_autofree char *zone_name = NULL;
  g_autofree char *player_text = NULL;
  gint32 player, n;
  gint kind;
  guint zone;

  for (const char *p = word + 1; dot2 != NULL && p < dot2; p++)
    if (*p == '.')
      dot1 = p;
  if (dot1 == NULL || dot1 == word + 1)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE,
                   "bad card place \"%s\" (write ?ZONE.PLAYER.N)", word);
      return DK_NO_CARD;
    }
  zone_name = g_strndup (word + 1, (gsize) (dot1 - word - 1));
  player_text = g_strndup (dot1 + 1, (gsize) (dot2 - dot1 - 1));
  kind = dk_rules_zone_index (g->rules, zone_name);
  if (kind < 0 || !dk_xml_parse_int (player_text, &player) || !dk_xml_parse_int (dot2 + 1, &n))
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE,
                   "bad card place \"%s\" (write ?ZONE.PLAYER.N)", word);
      return DK_NO_CARD;
    }
  if (player < 1 || (guint) player > g->n_players)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "no player %d in \"%s\"", player,
                   word);
      return DK_NO_CARD;
    }
  zone = (guint) kind * g->n_players + (guint) (player - 1);
  if (n < 1 || (guint) n > g->zone_len[zone])
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE,
                   "\"%s\": player %d's %s holds %u card%s", word, player, zone_name,
                   g->zone_len[zone], g->zone_len[zone] == 1 ? "" : "s");
      return DK_NO_CARD;
    }
  return g->slots[(gsize) zone * g->card_cap + (g->zone_len[zone] - (guint) n)];
}

/**
 * dk_game_find_option:
 * @game: a game waiting for a decision
 * @text: an action's text form
 * @out_index: (out): the index of the option it names
 * @error: return location for an error
 *
 * Parses an action. A plain card id takes the first option that fits;
 * `ID#N` names the N-th copy of that id; `?ZONE.PLAYER.N` names the N-th
 * card from the top of a player's zone, whichever card it is. In a view
 * (dk_game_view()), a card the viewer does not know is named only by its
 * place.
 *
 * Returns: %FALSE if @text names no legal option
 */
gboolean
dk_game_find_option (const DkGame *g, const char *text, guint *out_index, GError **error)
{
  g_auto (GStrv) words = NULL;
  ParsedArg args[DK_OPTION_MAX_ARGS];
  guint n_words, n_args;
  gint verb;

  if (g->status != DK_STATUS_DECIDING)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER, "the game is over");
      return FALSE;
    }
  words = g_strsplit_set (text, " \t\r\n", -1);
  {
    /* Drop the empty words that runs of blanks leave. */
    guint j = 0;

    for (guint i = 0; words[i]; i++)
      if (*words[i])
        words[j++] = words[i];
      else
        g_free (words[i]);
    words[j] = NULL;
    n_words = j;
  }
  if (n_words == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "empty action");
      return FALSE;
    }
  verb = dk_rules_verb_index (g->rules, words[0]);
  if (verb < 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "unknown action \"%s\"", words[0]);
      return FALSE;
    }
  n_args = n_words - 1;
  if (n_args > DK_OPTION_MAX_ARGS)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "too many arguments in \"%s\"", text);
      return FALSE;
    }
  for (guint i = 0; i < n_args; i++)
    {
      const char *w = words[i + 1];
      const char *hash = strchr (w, '#');
      ParsedArg *p = &args[i];

      memset (p, 0, sizeof *p);
      p->card = DK_NO_CARD;
      p->word = dk_rules_verb_index (g->rules, w);
      p->is_number = dk_xml_parse_int (w, &p->number);
      if (w[0] == '?')
        {
          p->card = parse_place (g, w, error);
          if (p->card == DK_NO_CARD)
            return FALSE;
          continue;
        }
      if (hash != NULL)
        {
          gint32 n;

          if (!dk_xml_parse_int (hash + 1, &n) || n < 1)
            {
              g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "bad copy number in \"%s\"",
                           w);
              return FALSE;
            }
          *(char *) hash = '\0';
          p->copy_no = (guint) n;
        }
      p->id = w;
    }
  for (guint k = 0; k < g->options.len; k++)
    if (VEC_AT (g->options, DkOption, k).verb == verb &&
        option_matches (g, &VEC_AT (g->options, DkOption, k), args, n_args))
      {
        *out_index = k;
        return TRUE;
      }
  g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL,
               "\"%s\" is not a legal action for player %d now", text, g->decision.player + 1);
  return FALSE;
}

gboolean
dk_game_apply_text (DkGame *g, const char *text, GError **error)
{
  guint index;

  if (!dk_game_find_option (g, text, &index, error))
    return FALSE;
  return dk_game_apply (g, index, error);
}

guint
dk_game_n_choices (const DkGame *g)
{
  return g->choices.len;
}

/**
 * dk_game_choice_to_string:
 * @game: a game
 * @index: which choice, from 0
 * @out_player: (out) (optional): who chose
 *
 * Returns: (transfer full): the text form of a choice already made
 */
char *
dk_game_choice_to_string (const DkGame *g, guint index, gint *out_player)
{
  const DkChoice *c;

  g_return_val_if_fail (index < g->choices.len, NULL);
  c = &VEC_AT (g->choices, DkChoice, index);
  if (out_player)
    *out_player = c->player;
  return dk_game_option_to_string (g, &c->option);
}

/**
 * dk_game_choice_to_string_for:
 * @game: a game
 * @index: which choice, from 0
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 * @out_player: (out) (optional): who chose
 *
 * A choice as @viewer saw it made: a card they did not know when it was
 * chosen (or at the next decision after it) is written `a hidden card`,
 * without id, name or copy number: "set a hidden card".
 *
 * Returns: (transfer full): the text, for a person to read
 */
char *
dk_game_choice_to_string_for (const DkGame *g, guint index, gint viewer, gint *out_player)
{
  const DkChoice *c;
  GString *s;

  g_return_val_if_fail (index < g->choices.len, NULL);
  c = &VEC_AT (g->choices, DkChoice, index);
  if (out_player)
    *out_player = c->player;
  s = g_string_new (NULL);
  format_option_as (g, &c->option, c->known, viewer, "a hidden card", s);
  return g_string_free (s, FALSE);
}

/* --- starting ---------------------------------------------------------------------------- */

/**
 * dk_game_start:
 * @game: a game set up with its cards
 * @shuffle_decks: %FALSE to keep the decks in the order given until the
 *   first turn (scenarios)
 *
 * Plays the start of the game and runs to the first decision.
 */
void
dk_game_start (DkGame *g, gboolean shuffle_decks)
{
  DkFrame *f;

  g_return_if_fail (g->status == DK_STATUS_SETUP);
  g->unshuffled = !shuffle_decks;
  g->turn = 0;
  g->status = DK_STATUS_RUNNING;
  f = dk_game_push (g, DK_PROC_TURN);
  f->step = 0;
  dk_game_emit (g, DK_EVENT_GAME_START, -1, DK_NO_CARD, 0, 0, 0, 0);
  if (g->module->setup)
    g->module->setup (g);
  game_run (g);
  settle_knowledge (g);
}

/**
 * dk_game_start_at:
 * @game: a game set up with its cards
 * @phase: the phase to start in
 * @step: the step of that phase
 * @active: the active player
 * @turn: the turn's number (from 1)
 *
 * Starts a game in the middle of a turn, taking the position as it is:
 * nothing of the start of the game happens.
 */
void
dk_game_start_at (DkGame *g, guint phase, guint step, guint active, gint32 turn)
{
  DkFrame *f;
  guint n_order;
  const guint8 *order = dk_ruleset_get_phase_order (g->ruleset, &n_order);
  guint pos = 0;

  g_return_if_fail (g->status == DK_STATUS_SETUP);
  g_return_if_fail (phase < g->module->n_phases && active < g->n_players);
  while (pos < n_order && order[pos] != phase)
    pos++;
  g->turn = MAX (turn, 1);
  g->active = active;
  g->status = DK_STATUS_RUNNING;
  f = dk_game_push (g, DK_PROC_TURN);
  f->a[0] = (gint32) pos;
  f->a[1] = (gint32) step;
  f->step = 2;
  g->phase = (gint) phase;
  g->step = (gint) step;
  if (g->module->setup_position)
    g->module->setup_position (g);
  game_run (g);
  settle_knowledge (g);
}

/* --- the framework's procedures ------------------------------------------------------------ */

static guint
phase_n_steps (const DkModule *m, guint phase)
{
  const char *const *steps = m->phases[phase].steps;

  return steps ? MAX (g_strv_length ((char **) steps), 1) : 1;
}

static guint
next_alive (const DkGame *g, guint player)
{
  for (guint k = 1; k <= g->n_players; k++)
    {
      guint p = (player + k) % g->n_players;

      if (!(g->eliminated & (1u << p)))
        return p;
    }
  return player;
}

static guint64
mix (guint64 h, gconstpointer data, gsize len)
{
  const guint8 *p = data;

  /* FNV-1a, 64 bits: the hashes of one game are only compared with each
   * other, so any good spread will do. */
  for (gsize i = 0; i < len; i++)
    h = (h ^ p[i]) * G_GUINT64_CONSTANT (1099511628211);
  return h;
}

/* The position a turn starts in: everything that decides how the game goes
 * on, but the turn number, the cards' stamps and the log, which differ
 * each time round even when nothing else does. */
static guint64
position_hash (const DkGame *g)
{
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);

  h = mix (h, &g->rng, sizeof g->rng);
  h = mix (h, &g->active, sizeof g->active);
  h = mix (h, &g->eliminated, sizeof g->eliminated);
  h = mix (h, &g->ret, sizeof g->ret);
  h = mix (h, &g->unshuffled, sizeof g->unshuffled);
  for (guint i = 0; i < g->n_cards; i++)
    {
      DkCard c = g->cards[i];

      c.stamp = 0;
      h = mix (h, &c, sizeof c);
    }
  h = mix (h, g->zone_len, g->n_zones * sizeof (guint32));
  for (guint z = 0; z < g->n_zones; z++)
    h = mix (h, g->slots + (gsize) z * g->card_cap, g->zone_len[z] * sizeof (guint16));
  h = mix (h, g->counters, (gsize) g->n_players * g->n_counters * sizeof (gint32));
  h = mix (h, g->mstate, g->module->state_size);
  h = mix (h, g->frames.data, (gsize) g->frames.len * sizeof (DkFrame));
  for (guint i = 0; i < g->modifiers.len; i++)
    {
      DkModifier m = VEC_AT (g->modifiers, DkModifier, i);

      m.stamp = 0;
      h = mix (h, &m, sizeof m);
    }
  h = mix (h, g->stack.data, (gsize) g->stack.len * sizeof (DkStackItem));
  return h;
}

/* A turn begins: is the game still going somewhere? Since a player last
 * decided, neither may too many turns have passed nor may this turn start
 * where an earlier one did: with no decision between, the game is a loop
 * that would run forever. Returns FALSE when it ended the game (a draw). */
static gboolean
turn_makes_progress (DkGame *g)
{
  DkPosition *mark;
  guint64 h;

  g->steps = 0;
  if (++g->idle_turns > DK_GAME_IDLE_TURN_LIMIT)
    {
      game_over (g, -1, DK_END_IDLE_TURNS, g->turn, 0);
      return FALSE;
    }
  /* A sound game decides something nearly every turn: hash only from the
   * second turn in a row without a decision, so that it costs such a game
   * nothing. A loop is caught one turn later. */
  if (g->idle_turns < 2)
    return TRUE;
  h = position_hash (g);
  for (guint i = 0; i < g->positions.len; i++)
    if (VEC_AT (g->positions, DkPosition, i).hash == h)
      {
        game_over (g, -1, DK_END_REPETITION, VEC_AT (g->positions, DkPosition, i).turn, g->turn);
        return FALSE;
      }
  mark = vec_push (&g->positions, sizeof (DkPosition));
  mark->hash = h;
  mark->turn = g->turn;
  return TRUE;
}

/* The turn: phases in the ruleset's order, their steps, then the next
 * player's turn. a[0] position in the phase order, a[1] step. */
static DkStepResult
proc_turn (DkGame *g, DkFrame *f)
{
  guint n_order;
  const guint8 *order = dk_ruleset_get_phase_order (g->ruleset, &n_order);
  guint phase, depth;

  switch (f->step)
    {
    case 0:
      if (g->turn == 0)
        g->turn = 1;
      if (!turn_makes_progress (g))
        return DK_STEP_DONE;
      f->a[0] = 0;
      f->step = 1;
      dk_game_emit (g, DK_EVENT_TURN_BEGIN, (gint) g->active, DK_NO_CARD, 0, 0, 0, 0);
      return DK_STEP_CONTINUE;
    case 1:
      if ((guint) f->a[0] >= n_order)
        {
          f->step = 9;
          return DK_STEP_CONTINUE;
        }
      phase = order[f->a[0]];
      g->phase = (gint) phase;
      g->step = -1;
      f->a[1] = 0;
      f->step = 2;
      dk_game_emit (g, DK_EVENT_PHASE_BEGIN, (gint) g->active, DK_NO_CARD, (gint32) phase, 0, 0, 0);
      return DK_STEP_CONTINUE;
    case 2:
      if ((guint) f->a[0] >= n_order)
        {
          f->step = 9;
          return DK_STEP_CONTINUE;
        }
      phase = order[f->a[0]];
      g->phase = (gint) phase;
      if ((guint) f->a[1] >= phase_n_steps (g->module, phase))
        {
          f->a[0]++;
          f->step = 1;
          dk_game_emit (g, DK_EVENT_PHASE_END, (gint) g->active, DK_NO_CARD, (gint32) phase, 0, 0,
                        0);
          return DK_STEP_CONTINUE;
        }
      g->step = f->a[1];
      f->step = 3;
      dk_game_emit (g, DK_EVENT_STEP_BEGIN, (gint) g->active, DK_NO_CARD, (gint32) phase, f->a[1],
                    0, 0);
      depth = g->frames.len;
      g->module->run_step (g, phase, (guint) g->step);
      return g->frames.len > depth || g->status != DK_STATUS_RUNNING ? DK_STEP_WAIT
                                                                     : DK_STEP_CONTINUE;
    case 3:
      phase = order[f->a[0]];
      dk_game_emit (g, DK_EVENT_STEP_END, (gint) g->active, DK_NO_CARD, (gint32) phase, f->a[1], 0,
                    0);
      f->a[1]++;
      f->step = 2;
      return DK_STEP_CONTINUE;
    case 9:
      dk_game_emit (g, DK_EVENT_TURN_END, (gint) g->active, DK_NO_CARD, 0, 0, 0, 0);
      /* The turn's frame is reused for the next turn; finish with it first,
       * because expiring and choosing the next player may emit events. It
       * starts every turn the same, so that positions compare. */
      f->step = 0;
      f->a[0] = f->a[1] = 0;
      dk_game_expire (g, DK_EXPIRE_END_OF_TURN, 0);
      if (g->module->next_player)
        g->active = g->module->next_player (g);
      else
        g->active = next_alive (g, g->active);
      g->turn++;
      g->phase = -1;
      g->step = -1;
      return DK_STEP_CONTINUE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

static guint
n_alive (const DkGame *g)
{
  guint n = 0;

  for (guint p = 0; p < g->n_players; p++)
    if (!(g->eliminated & (1u << p)))
      n++;
  return n;
}

/* Alternating priority: a[0] window, a[1] who has priority, a[2] passes in
 * a row. The window closes when every player still in has passed in
 * succession. */
static DkStepResult
proc_priority (DkGame *g, DkFrame *f)
{
  const DkOption *answer;

  switch (f->step)
    {
    case 0:
      if (g->eliminated & (1u << f->a[1]))
        {
          f->a[1] = (gint32) next_alive (g, (guint) f->a[1]);
          return DK_STEP_CONTINUE;
        }
      f->step = 1;
      dk_game_decide (g, (guint) f->a[1], DK_DECISION_PRIORITY);
      if (g->module->window_options)
        g->module->window_options (g, f->a[0], (guint) f->a[1]);
      if (g->status == DK_STATUS_OVER)
        return DK_STEP_DONE;
      dk_game_offer (g, DK_VERB_PASS, 0);
      return DK_STEP_WAIT;
    case 1:
      answer = dk_game_answer (g);
      g_assert (answer != NULL);
      if (answer->verb == DK_VERB_PASS)
        {
          if ((guint) ++f->a[2] >= n_alive (g))
            return DK_STEP_DONE;
          f->a[1] = (gint32) next_alive (g, (guint) f->a[1]);
          f->step = 0;
          return DK_STEP_CONTINUE;
        }
      else
        {
          DkOption taken = *answer;
          guint actor = (guint) f->a[1];
          gint32 window = f->a[0];
          guint depth = g->frames.len;

          f->a[2] = 0;
          f->a[1] = (gint32) next_alive (g, actor);
          f->step = 0;
          if (g->module->window_act)
            g->module->window_act (g, window, actor, &taken);
          return g->frames.len > depth ? DK_STEP_WAIT : DK_STEP_CONTINUE;
        }
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

/* An ability's program: a[0] card, a[1] ability | part << 16 | pass << 20, a[2] the
 * running instruction's own state, a[3] controller, a[4..7] bound names.
 * The step is the instruction counter. */
static DkStepResult
proc_program (DkGame *g, DkFrame *f)
{
  const DkCardDef *def = dk_game_card_def (g, f->a[0]);
  guint ability = (guint) f->a[1] & 0xffff;
  guint part = ((guint) f->a[1] >> 16) & 0xf;
  guint pass = ((guint) f->a[1] >> 20) & 0xf;
  const DkAbility *ab;
  const DkProgram *prog;
  const DkInstr *in;
  DkExec ex;
  DkExecResult r;

  if (def == NULL || ability >= def->n_abilities)
    return DK_STEP_DONE;
  /* A player out of the game does nothing more: the rest of an ability of
   * theirs that was resolving when they went out does not happen. */
  if (g->eliminated & (1u << f->a[3]))
    return DK_STEP_DONE;
  ab = &def->abilities[ability];
  prog = part == DK_PART_COST ? &ab->cost : part == DK_PART_CANCEL ? &ab->cancel : &ab->effect;
  if (f->step >= prog->n_instrs)
    return DK_STEP_DONE;
  in = &prog->instrs[f->step];
  if ((pass == DK_PASS_EARLY && (in->flags & DK_INSTR_LATE)) ||
      (pass == DK_PASS_LATE && !(in->flags & DK_INSTR_LATE)))
    {
      f->step++;
      return DK_STEP_CONTINUE;
    }
  ex.frame = f;
  ex.ability = ab;
  ex.depth = g->frames.len - 1;
  r = g->rules->instrs[in->op]->exec (g, &ex, in);
  if (g->status == DK_STATUS_OVER)
    return DK_STEP_DONE;
  switch (r)
    {
    case DK_EXEC_NEXT:
      f = &VEC_AT (g->frames, DkFrame, ex.depth);
      f->step++;
      f->a[2] = 0;
      return g->frames.len > ex.depth + 1 || g->status == DK_STATUS_DECIDING ? DK_STEP_WAIT
                                                                             : DK_STEP_CONTINUE;
    case DK_EXEC_WAIT:
      return DK_STEP_WAIT;
    case DK_EXEC_STOP:
      return DK_STEP_DONE;
    }
  return DK_STEP_DONE;
}

const DkProcSpec dk_framework_procs[] = {
  [DK_PROC_TURN] = { "turn", proc_turn },
  [DK_PROC_PRIORITY] = { "priority", proc_priority },
  [DK_PROC_PROGRAM] = { "program", proc_program },
};

/* --- what an instruction sees --------------------------------------------------------------------
 */

gint32
dk_exec_source (const DkExec *ex)
{
  return ex->frame->a[0];
}

guint
dk_exec_controller (const DkExec *ex)
{
  return (guint) ex->frame->a[3];
}

/* Is the instruction being paid as a cost, run as an effect, or paid to
 * cancel? */
DkProgramPart
dk_exec_part (const DkExec *ex)
{
  return (DkProgramPart) (((guint) ex->frame->a[1] >> 16) & 0xf);
}

const DkAbility *
dk_exec_ability (const DkExec *ex)
{
  return ex->ability;
}

gint32
dk_exec_var (const DkExec *ex, guint var)
{
  g_return_val_if_fail (var < 4, DK_NO_CARD);
  return ex->frame->a[4 + var];
}

void
dk_exec_bind (DkExec *ex, guint var, gint32 card)
{
  g_return_if_fail (var < 4);
  ex->frame->a[4 + var] = card;
}

gint32
dk_exec_sub (const DkExec *ex)
{
  return ex->frame->a[2];
}

/* Set the instruction's own state before pushing frames or deciding: the
 * frame may move afterwards. */
void
dk_exec_set_sub (DkExec *ex, gint32 sub)
{
  ex->frame->a[2] = sub;
}

/**
 * dk_exec_target:
 * @game: the game
 * @exec: the running instruction's context
 * @target: a target index (DK_TARGET_*, or a module's)
 *
 * Returns: the card the target names now, or %DK_NO_CARD
 */
gint32
dk_exec_target (DkGame *g, DkExec *ex, gint target)
{
  if (target < 0 || (guint) target >= g->rules->n_targets || g->rules->targets[target] == NULL)
    return DK_NO_CARD;
  if (target == DK_TARGET_SELF)
    return dk_exec_source (ex);
  if (target >= DK_TARGET_VAR0 && target <= DK_TARGET_VAR3)
    return dk_exec_var (ex, (guint) (target - DK_TARGET_VAR0));
  if (g->rules->targets[target]->resolve == NULL)
    return DK_NO_CARD;
  return g->rules->targets[target]->resolve (g, ex);
}

/**
 * dk_exec_player:
 * @game: the game
 * @exec: the running instruction's context
 * @instr: the instruction
 *
 * Returns: the player the instruction's `player` attribute names (you: the
 *   controller; opponent: the next player after the controller still in
 *   the game)
 */
guint
dk_exec_player (const DkGame *g, const DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);

  return in->player == 1 ? next_alive (g, you) : you;
}

/* --- hidden information
 * ---------------------------------------------------------------------------- */

static int
cmp_u16 (gconstpointer a, gconstpointer b)
{
  return (int) *(const guint16 *) a - (int) *(const guint16 *) b;
}

/* The view of @viewer (a player, or DK_VIEWER_SPECTATOR). */
static DkGame *
game_view (const DkGame *game, gint viewer)
{
  DkGame *v = game_copy (game, FALSE);
  g_autofree guint16 *hidden = g_new (guint16, MAX (v->n_cards, 1));

  v->unknown_pool.len = 0;
  for (guint i = 0; i < v->n_cards; i++)
    {
      DkCard *c = &v->cards[i];

      if (viewer_knows (v, c->known, viewer) || c->def == DK_UNKNOWN_DEF)
        continue;
      *(guint16 *) vec_push (&v->unknown_pool, sizeof (guint16)) = c->def;
      c->def = DK_UNKNOWN_DEF;
      c->copy_no = 0;
    }
  if (v->unknown_pool.len)
    qsort (v->unknown_pool.data, v->unknown_pool.len, sizeof (guint16), cmp_u16);
  /* A hidden zone's order is nobody's to see: its unknown cards are listed
   * in index order, in the places they take (the known ones keep theirs). */
  for (guint z = 0; z < v->n_zones; z++)
    {
      guint16 *slots = v->slots + (gsize) z * v->card_cap;
      guint n = 0, k = 0;

      if (v->module->zones[z / v->n_players].visibility != DK_VISIBILITY_HIDDEN)
        continue;
      for (guint i = 0; i < v->zone_len[z]; i++)
        if (v->cards[slots[i]].def == DK_UNKNOWN_DEF)
          hidden[n++] = slots[i];
      qsort (hidden, n, sizeof (guint16), cmp_u16);
      for (guint i = 0; i < v->zone_len[z]; i++)
        if (v->cards[slots[i]].def == DK_UNKNOWN_DEF)
          slots[i] = hidden[k++];
    }
  /* Another player's options would tell which of their hidden cards they
   * can play. */
  if (v->status == DK_STATUS_DECIDING && v->decision.player != viewer)
    {
      v->options.len = 0;
      v->decision.n_options = 0;
    }
  /* The true stream would tell the coming shuffles and draws. */
  dk_rng_seed (&v->rng, viewer >= 0 ? 0x5eed0000u + (guint32) viewer : 0x5eed00ffu);
  return v;
}

/**
 * dk_game_view:
 * @game: a game
 * @player: whose view
 *
 * What @player may see: a copy in which every card @player does not know
 * is an unknown card (its definition %DK_UNKNOWN_DEF), the unknown cards of
 * a hidden zone (a deck) are in no particular order, the random stream is
 * replaced, and the event log is left out. A decision pending for another
 * player shows no options. The definitions of the unknown cards are kept
 * as an unordered pool, so that dk_game_determinize() can deal them out
 * again: decklists are treated as known.
 *
 * Texts made from a view are for @player: an option naming a card they do
 * not know writes it by its place (dk_game_format_option()).
 *
 * Returns: (transfer full): the view
 */
DkGame *
dk_game_view (const DkGame *game, guint player)
{
  g_return_val_if_fail (player < game->n_players, game_view (game, DK_VIEWER_SPECTATOR));
  return game_view (game, (gint) player);
}

/**
 * dk_game_view_public:
 * @game: a game
 *
 * What a spectator may see: dk_game_view() for someone who knows only the
 * cards every player knows, and is never the one deciding.
 *
 * Returns: (transfer full): the view
 */
DkGame *
dk_game_view_public (const DkGame *game)
{
  return game_view (game, DK_VIEWER_SPECTATOR);
}

/**
 * dk_game_determinize:
 * @view: a view made by dk_game_view()
 * @player: the viewer
 * @seed: the sample's seed
 *
 * Deals the unknown cards of @view at random from its pool: one state
 * the real game could be in, as far as @player knows.
 *
 * Returns: (transfer full): a playable game
 */
DkGame *
dk_game_determinize (const DkGame *view, guint player, guint64 seed)
{
  DkGame *d = game_copy (view, FALSE);
  guint16 *pool = d->unknown_pool.data;
  guint k = 0;

  dk_rng_seed (&d->rng, seed);
  dk_rng_shuffle16 (&d->rng, pool, d->unknown_pool.len);
  for (guint i = 0; i < d->n_cards && k < d->unknown_pool.len; i++)
    if (d->cards[i].def == DK_UNKNOWN_DEF)
      {
        d->cards[i].def = pool[k++];
        d->cards[i].known = (guint8) (d->cards[i].known | (1u << player));
      }
  d->unknown_pool.len = 0;
  return d;
}
