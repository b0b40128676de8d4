/* dk-game.c: the game state: creating, copying, hashing, players, frames.
 *
 * The state is plain data (see struct _DkGame in duelkit-module.h): card
 * instances in one array, zones as one array of card indices with each
 * zone's start, counters, a frame stack of procedures, modifiers, the LIFO
 * stack, the event log, the current decision and the RNG. A game is one
 * block of memory and a few arrays that grow; a copy is one block, packed
 * without spare room, made by one allocation and a few memcpy calls.
 *
 * The engine that runs it is game_run() in dk-engine.c.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

#include <string.h>

/* Cards a game made from decks can still create (tokens) before it grows. */
#define CARD_RESERVE 32

/* --- creating, copying, freeing ----------------------------------------- */

#define ALIGN_UP(n, a) (((n) + (a) -1) & ~(gsize) ((a) -1))

/* Where the fixed parts of a game's block begin: zone_start, the counters
 * and the module's state, after the struct. Returns the block's size. */
static gsize
fixed_layout (const DkModule *module,
              guint n_zones,
              guint n_players,
              guint n_counters,
              gsize *zone_start,
              gsize *counters,
              gsize *mstate)
{
  gsize n = ALIGN_UP (sizeof (DkGame), 8);

  *zone_start = n;
  n = ALIGN_UP (n + (n_zones + 1) * sizeof (guint16), 8);
  *counters = n;
  /* Eight is the widest alignment a module's plain state needs (64-bit
   * integers, pointers); more would only pad every copy. */
  n = ALIGN_UP (n + (gsize) n_players * MAX (n_counters, 1) * sizeof (gint32), 8);
  *mstate = n;
  return n + MAX (module->state_size, 1);
}

/* Room for @card_cap cards: the cards and the zones' array, in one
 * allocation of the game's own. */
static void
cards_alloc (DkGame *g, guint card_cap)
{
  guint8 *block = g_malloc (card_cap * (sizeof (DkCard) + sizeof (guint16)));
  DkCard *cards = (DkCard *) block;
  guint16 *zone_cards = (guint16 *) (block + card_cap * sizeof (DkCard));

  if (g->n_cards)
    {
      memcpy (cards, g->cards, g->n_cards * sizeof (DkCard));
      memcpy (zone_cards, g->zone_cards, g->n_cards * sizeof (guint16));
    }
  if (g->cards_owned)
    g_free (g->cards);
  g->cards = cards;
  g->zone_cards = zone_cards;
  g->card_cap = card_cap;
  g->cards_owned = TRUE;
}

static DkGame *
game_alloc (const DkRuleset *ruleset, DkCardDb *db, guint n_players, guint64 seed, guint card_cap)
{
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  const DkModule *module = rules->module;
  gsize zone_start, counters, mstate;
  gsize size = fixed_layout (module, module->n_zones * n_players, n_players, rules->n_counters,
                             &zone_start, &counters, &mstate);
  DkGame *g = g_malloc0 (size);

  g->rules = rules;
  g->module = module;
  g->ruleset = dk_ruleset_ref ((DkRuleset *) ruleset);
  g->db = dk_card_db_ref (db);
  dk_card_db_freeze (db);
  g->defs = (const DkCardDef *const *) db->defs->pdata;
  g->params = g->ruleset->values;
  g->n_players = n_players;
  g->n_zone_kinds = g->module->n_zones;
  g->n_zones = g->n_zone_kinds * n_players;
  g->n_counters = g->rules->n_counters;
  g->block_size = size;
  g->zone_start = (guint16 *) ((guint8 *) g + zone_start);
  g->counters = (gint32 *) ((guint8 *) g + counters);
  g->mstate = (guint8 *) g + mstate;
  dk_rng_seed (&g->rng, seed);
  g->status = DK_STATUS_SETUP;
  g->winner = -1;
  g->phase = -1;
  g->step = -1;
  g->keep_events = TRUE;
  g->keep_choices = TRUE;
  g->event_limit = DK_GAME_EVENT_LIMIT;
  cards_alloc (g, MAX (card_cap, 8));
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

/* Who knows a card put into a zone of @zone_kind of @owner's. */
static inline guint8
known_at_start (const DkGame *g, guint zone_kind, guint owner)
{
  switch (g->module->zones[zone_kind].visibility)
    {
    case DK_VISIBILITY_PUBLIC:
      return (guint8) ((1u << g->n_players) - 1);
    case DK_VISIBILITY_PRIVATE:
      return (guint8) (1u << owner);
    case DK_VISIBILITY_HIDDEN:
    default:
      return 0;
    }
}

/* A new card of @def, its definition's copy @copies + 1, in @zone. */
static inline void
card_init (DkCard *c, guint16 def, guint16 copies, guint owner, guint zone, guint8 known)
{
  memset (c, 0, sizeof *c);
  c->def = def;
  c->copy_no = copies + 1;
  c->owner = c->controller = (guint8) owner;
  c->zone = (guint8) zone;
  c->attached_to = DK_NO_CARD;
  c->known = known;
}

static gint32 add_card (DkGame *g,
                        guint16 def,
                        guint owner,
                        guint zone_kind,
                        guint16 *counts,
                        gboolean place,
                        GError **error);

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
  return add_card (g, def, owner, zone_kind, NULL, TRUE, error);
}

/* Puts the @count cards from index @first, the last ones made, on top of
 * @zone in that order: the zones above move up by @count. */
static void
place_cards (DkGame *g, guint zone, guint first, guint count)
{
  guint16 *start = g->zone_start;
  guint n_zones = g->n_zones;
  guint at = start[zone + 1];

  memmove (g->zone_cards + at + count, g->zone_cards + at, (first - at) * sizeof (guint16));
  for (guint k = 0; k < count; k++)
    g->zone_cards[at + k] = (guint16) (first + k);
  for (guint z = zone + 1; z <= n_zones; z++)
    start[z] += (guint16) count;
}

/* dk_game_add_card(); with @counts (nullable), the copies of each
 * definition the game holds so far, kept up to date, so that a game made
 * from decks numbers its copies without a scan each. Without @place, the
 * card is in no zone's array until place_cards() puts it there with those
 * made after it. */
static gint32
add_card (DkGame *g,
          guint16 def,
          guint owner,
          guint zone_kind,
          guint16 *counts,
          gboolean place,
          GError **error)
{
  DkCard *c;
  guint zone;
  guint16 copies = 0;

  g_return_val_if_fail (owner < g->n_players && zone_kind < g->n_zone_kinds, -1);
  g_return_val_if_fail (def < g->db->defs->len, -1);
  if (g->n_cards >= G_MAXINT16)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_CAPACITY, "a game holds at most %d cards",
                   G_MAXINT16);
      return -1;
    }
  if (g->n_cards == g->card_cap)
    cards_alloc (g, MAX (g->card_cap * 2, 8));
  if (counts != NULL)
    copies = counts[def]++;
  else
    for (guint i = 0; i < g->n_cards; i++)
      if (g->cards[i].def == def)
        copies++;
  zone = zone_kind * g->n_players + owner;
  c = &g->cards[g->n_cards];
  card_init (c, def, copies, owner, zone, known_at_start (g, zone_kind, owner));
  if (g->status != DK_STATUS_SETUP)
    c->flags |= DK_CARD_FLAG_TOKEN;
  if (place)
    place_cards (g, zone, g->n_cards, 1);
  return (gint32) g->n_cards++;
}

/* Add a card of each of @defs to @owner's zone of @zone_kind, as
 * add_card() would without placing them: a card at a time only when
 * add_card() has something to check or to grow. */
static gboolean
deal_deck (DkGame *g,
           const guint16 *defs,
           guint n_defs,
           guint owner,
           guint zone_kind,
           guint16 *counts,
           GError **error)
{
  guint zone = zone_kind * g->n_players + owner;
  guint8 known = known_at_start (g, zone_kind, owner);
  guint n_db = g->db->defs->len;

  for (guint i = 0; i < n_defs; i++)
    {
      guint16 def = defs[i];

      if (G_UNLIKELY (def >= n_db || g->n_cards >= G_MAXINT16 || g->n_cards == g->card_cap ||
                      g->status != DK_STATUS_SETUP))
        {
          if (add_card (g, def, owner, zone_kind, counts, FALSE, error) < 0)
            return FALSE;
          continue;
        }
      card_init (&g->cards[g->n_cards++], def, counts[def]++, owner, zone, known);
    }
  return TRUE;
}

/* A new game of @decks, its cards dealt into their decks and starting
 * zones and each side checked (DkModule.check_player), not yet started:
 * dk_game_new_full() starts it. */
DkGame *
dk_game_deal (const DkRuleset *ruleset,
              DkCardDb *db,
              DkDeck *const *decks,
              guint n_players,
              guint64 seed,
              DkGameFlags flags,
              GError **error)
{
  const DkModule *module;
  g_autoptr (DkGame) g = NULL;
  guint total = 0;
  g_autofree guint16 *counts = NULL;
  g_autofree guint16 *defs = NULL;

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
  counts = g_new0 (guint16, MAX (dk_card_db_size (db), 1));
  defs = g_new (guint16, MAX (total, 1));
  g->keep_events = !(flags & DK_GAME_NO_LOG);
  g->keep_choices = !(flags & DK_GAME_NO_CHOICES);
  for (guint p = 0; p < n_players; p++)
    {
      guint n;
      const DkDeckEntry *e = dk_deck_get_entries (decks[p], &n);
      gint character = dk_deck_get_character (decks[p]);

      /* A module without a character zone keeps the character in the deck. */
      guint character_zone =
          (guint) (module->roles.character >= 0 ? module->roles.character : module->roles.deck);

      guint n_defs = 0;
      guint first;

      if (character >= 0 &&
          add_card (g, (guint16) character, p, character_zone, counts, TRUE, error) < 0)
        return NULL;
      for (guint i = 0; i < n; i++)
        for (guint k = 0; k < e[i].count; k++)
          defs[n_defs++] = e[i].def;
      /* In a random order: else a card's index would tell a view which
       * card of the decklist it is. */
      dk_rng_shuffle16 (&g->rng, defs, n_defs);
      /* The deck is placed at once, not a card at a time. */
      first = g->n_cards;
      if (!deal_deck (g, defs, n_defs, p, (guint) module->roles.deck, counts, error))
        return NULL;
      place_cards (g, (guint) module->roles.deck * n_players + p, first, g->n_cards - first);
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
  return g_steal_pointer (&g);
}

/* A copy is one block: the struct and the fixed parts as they are (they
 * lie in @g's block in the same order), then the cards, the zones' array
 * and every array, each exactly as long as it is. */
DkGame *
dk_game_copy_part (const DkGame *g, gboolean with_log)
{
  const gsize elems[] = { sizeof (DkFrame),  sizeof (DkModifier), sizeof (DkStackItem),
                          sizeof (DkOption), sizeof (DkPosition), sizeof (guint16),
                          sizeof (DkEvent),  sizeof (DkChoice) };
  const DkVec *src[] = { &g->frames,    &g->modifiers,    &g->stack,  &g->options,
                         &g->positions, &g->unknown_pool, &g->events, &g->choices };
  gsize offsets[G_N_ELEMENTS (src)];
  guint n_vecs = with_log ? G_N_ELEMENTS (src) : G_N_ELEMENTS (src) - 2;
  gsize zone_start, counters, mstate, cards, zone_cards, size;
  DkGame *c;
  DkVec *dst[G_N_ELEMENTS (src)];

  size = fixed_layout (g->module, g->n_zones, g->n_players, g->n_counters, &zone_start, &counters,
                       &mstate);
  cards = size = ALIGN_UP (size, 8);
  size += g->n_cards * sizeof (DkCard);
  zone_cards = size;
  size = ALIGN_UP (size + g->n_cards * sizeof (guint16), 8);
  for (guint i = 0; i < n_vecs; i++)
    {
      offsets[i] = size;
      size = ALIGN_UP (size + (gsize) src[i]->len * elems[i], 8);
    }
  c = g_malloc (size);
  memcpy (c, g, mstate + MAX (g->module->state_size, 1));
  dk_ruleset_ref (c->ruleset);
  dk_card_db_ref (c->db);
  c->block_size = size;
  c->zone_start = (guint16 *) ((guint8 *) c + zone_start);
  c->counters = (gint32 *) ((guint8 *) c + counters);
  c->mstate = (guint8 *) c + mstate;
  c->cards = (DkCard *) ((guint8 *) c + cards);
  c->zone_cards = (guint16 *) ((guint8 *) c + zone_cards);
  c->card_cap = g->n_cards;
  c->cards_owned = FALSE;
  memcpy (c->cards, g->cards, g->n_cards * sizeof (DkCard));
  memcpy (c->zone_cards, g->zone_cards, g->n_cards * sizeof (guint16));
  dst[0] = &c->frames;
  dst[1] = &c->modifiers;
  dst[2] = &c->stack;
  dst[3] = &c->options;
  dst[4] = &c->positions;
  dst[5] = &c->unknown_pool;
  dst[6] = &c->events;
  dst[7] = &c->choices;
  for (guint i = 0; i < G_N_ELEMENTS (src); i++)
    {
      dst[i]->cap = 0;
      if (i >= n_vecs || src[i]->len == 0)
        {
          dst[i]->data = NULL;
          dst[i]->len = 0;
          continue;
        }
      dst[i]->data = (guint8 *) c + offsets[i];
      memcpy (dst[i]->data, src[i]->data, (gsize) src[i]->len * elems[i]);
    }
  if (!with_log)
    c->settled_choices = 0;
  c->decision.options = c->options.data;
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
  return dk_game_copy_part (game, TRUE);
}

/**
 * dk_game_copy_for_search:
 * @game: a game
 *
 * Copies the state without the event log and the list of choices made so
 * far: what a computer player needs to look ahead, and cheaper. The copy
 * keeps neither from now on (dk_game_set_logging() and
 * dk_game_set_choice_record() turn them back on); it plays on exactly as
 * @game would.
 *
 * Returns: (transfer full): the copy
 */
DkGame *
dk_game_copy_for_search (const DkGame *game)
{
  DkGame *c = dk_game_copy_part (game, FALSE);

  c->keep_events = FALSE;
  c->keep_choices = FALSE;
  return c;
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
  gsize n;
  const DkVec *vecs[] = { &g->frames,  &g->modifiers, &g->stack,     &g->events,
                          &g->options, &g->choices,   &g->positions, &g->unknown_pool };
  const gsize sizes[] = { sizeof (DkFrame),    sizeof (DkModifier), sizeof (DkStackItem),
                          sizeof (DkEvent),    sizeof (DkOption),   sizeof (DkChoice),
                          sizeof (DkPosition), sizeof (guint16) };

  g_return_val_if_fail (g != NULL, 0);
  n = g->block_size;
  if (g->cards_owned)
    n += (gsize) g->card_cap * (sizeof (DkCard) + sizeof (guint16));
  for (guint i = 0; i < G_N_ELEMENTS (vecs); i++)
    n += (gsize) vecs[i]->cap * sizes[i];
  return n;
}

void
dk_game_free (DkGame *g)
{
  if (g == NULL)
    return;
  if (g->cards_owned)
    g_free (g->cards);
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
  if (memcmp (a->zone_start, b->zone_start, (a->n_zones + 1) * sizeof (guint16)) != 0 ||
      memcmp (a->zone_cards, b->zone_cards, a->n_cards * sizeof (guint16)) != 0)
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

/**
 * dk_game_hash:
 * @game: a game
 *
 * Returns: a hash of the state (not of the log): equal states hash equal
 */
guint32
dk_game_hash (const DkGame *g)
{
  guint64 h = G_GUINT64_CONSTANT (0x84222325cbf29ce4);

  h = dk_hash_bytes (h, &g->rng, sizeof g->rng);
  h = dk_hash_bytes (h, &g->turn, sizeof g->turn);
  h = dk_hash_bytes (h, &g->active, sizeof g->active);
  h = dk_hash_bytes (h, g->cards, g->n_cards * sizeof (DkCard));
  h = dk_hash_bytes (h, g->zone_start, (g->n_zones + 1) * sizeof (guint16));
  h = dk_hash_bytes (h, g->zone_cards, g->n_cards * sizeof (guint16));
  h = dk_hash_bytes (h, g->counters, g->n_players * g->n_counters * sizeof (gint32));
  h = dk_hash_bytes (h, g->mstate, g->module->state_size);
  h = dk_hash_bytes (h, g->frames.data, g->frames.len * sizeof (DkFrame));
  return (guint32) (h ^ (h >> 32));
}

/* --- simple accessors ---------------------------------------------------- */

const DkRuleset *
dk_game_get_ruleset (const DkGame *g)
{
  return g->ruleset;
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

void
dk_game_set_active (DkGame *g, guint player)
{
  g_return_if_fail (player < g->n_players);
  g->active = player;
}

/* Ends the game at once, saying why (dk_game_end_reason_text()). */
void
dk_game_over (DkGame *g, gint winner, DkEndReason reason, gint32 detail0, gint32 detail1)
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
  dk_game_over (g, winner, DK_END_RULES, 0, 0);
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
(dk_game_push) (DkGame *g, guint16 proc)
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

const DkFrame *
(dk_game_frame_at) (const DkGame *g, guint depth)
{
  g_return_val_if_fail (depth < g->frames.len, NULL);
  return &VEC_AT (g->frames, DkFrame, depth);
}

guint
dk_game_next_alive (const DkGame *g, guint player)
{
  for (guint k = 1; k <= g->n_players; k++)
    {
      guint p = (player + k) % g->n_players;

      if (!(g->eliminated & (1u << p)))
        return p;
    }
  return player;
}
