/* dk-game-private.h: what the files of the game engine share.
 *
 * The engine is split by concept (dk-game.c the state, dk-engine.c the run
 * loop, dk-zones.c, dk-values.c, dk-stack.c, dk-events.c, dk-decision.c,
 * dk-turn.c, dk-priority.c, dk-program.c, dk-view.c, and dk-accessors.c for
 * the exported forms of the inline accessors); the state itself is struct
 * _DkGame in duelkit-module.h.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-private.h"

#include <string.h>

G_BEGIN_DECLS

/* --- growable plain arrays ---------------------------------------------- */

/* A vec with cap 0 owns no array: it is empty, or its items lie in the
 * game's block (a copy) until it grows. */
static inline gpointer
vec_reserve (DkVec *v, guint extra, gsize elem)
{
  if (v->len + extra > v->cap)
    {
      guint cap = MAX (MAX (v->cap, v->len) * 2, v->len + extra);

      cap = MAX (cap, 8);
      if (v->cap == 0)
        {
          gpointer data = g_malloc_n (cap, elem);

          if (v->len)
            memcpy (data, v->data, (gsize) v->len * elem);
          v->data = data;
        }
      else
        v->data = g_realloc_n (v->data, cap, elem);
      v->cap = cap;
    }
  return (guint8 *) v->data + (gsize) v->len * elem;
}

static inline gpointer
vec_push (DkVec *v, gsize elem)
{
  gpointer p = vec_reserve (v, 1, elem);

  memset (p, 0, elem);
  v->len++;
  return p;
}

static inline void
vec_clear (DkVec *v)
{
  if (v->cap)
    g_free (v->data);
  v->data = NULL;
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

/* A hash of @len bytes, eight at a time, mixed into @h: for comparing
 * states of one process (dk_game_hash(), repeated positions), not a
 * format. */
static inline guint64
dk_hash_bytes (guint64 h, gconstpointer data, gsize len)
{
  const guint8 *p = data;
  const guint64 k = G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  for (; len >= 8; p += 8, len -= 8)
    {
      guint64 w;

      memcpy (&w, p, 8);
      h = (((h << 5) | (h >> 59)) ^ w) * k;
    }
  if (len)
    {
      guint64 w = 0;

      memcpy (&w, p, len);
      h = (((h << 5) | (h >> 59)) ^ w ^ ((guint64) len << 56)) * k;
    }
  return h ^ (h >> 31);
}

/* The cards of zone @z, bottom first, and how many. */
static inline guint16 *
zone_cards_of (const DkGame *g, guint z, guint *n)
{
  *n = (guint) (g->zone_start[z + 1] - g->zone_start[z]);
  return g->zone_cards + g->zone_start[z];
}

static inline guint
zone_size_of (const DkGame *g, guint z)
{
  return (guint) (g->zone_start[z + 1] - g->zone_start[z]);
}

static inline guint8
all_players (const DkGame *g)
{
  return (guint8) ((1u << g->n_players) - 1);
}

/* For a procedure about to return %DK_STEP_CONTINUE: may it instead take
 * its next step at once, saving a round through game_run()? Only while
 * its frame (the @depth-th) is still the top one and the game runs on;
 * the step is counted as game_run() counts it. */
static inline gboolean
dk_step_on (DkGame *g, guint depth)
{
  if (g->status != DK_STATUS_RUNNING || g->frames.len != depth || g->steps >= DK_GAME_STEP_LIMIT)
    return FALSE;
  g->steps++;
  return TRUE;
}

/* dk-game.c */
DkGame *dk_game_copy_part (const DkGame *g, gboolean with_log);
void dk_game_over (DkGame *g, gint winner, DkEndReason reason, gint32 detail0, gint32 detail1);
guint dk_game_next_alive (const DkGame *g, guint player);

/* dk-events.c */
void dk_game_settle_knowledge (DkGame *g);
void dk_game_record_choice_kept (DkGame *g, const DkOption *o, gboolean automatic);

/* Records a choice (its `choice` event is counted even when the game keeps
 * no record): inline, so that a game without a record pays a test. */
static inline void
dk_game_record_choice (DkGame *g, const DkOption *o, gboolean automatic)
{
  if (!g->keep_choices)
    {
      g->event_seq++;
      return;
    }
  dk_game_record_choice_kept (g, o, automatic);
}
DkGame *dk_game_deal (const DkRuleset *ruleset,
                      DkCardDb *db,
                      DkDeck *const *decks,
                      guint n_players,
                      guint64 seed,
                      DkGameFlags flags,
                      GError **error);
void dk_game_append_card (const DkGame *g, gint32 card, GString *out);
void dk_game_append_place (const DkGame *g, gint32 card, GString *out);
gboolean dk_game_viewer_knows (const DkGame *g, guint8 known, gint viewer);

/* dk-decision.c */
void dk_game_dedupe_options (DkGame *g);
void dk_game_format_option_as (const DkGame *g,
                               const DkOption *o,
                               const guint8 *known,
                               gint viewer,
                               const char *hidden,
                               GString *out);

/* The framework's procedures (dk-turn.c, dk-priority.c, dk-program.c). */
DkStepResult dk_proc_turn (DkGame *g, DkFrame *f);
DkStepResult dk_proc_priority (DkGame *g, DkFrame *f);
DkStepResult dk_proc_program (DkGame *g, DkFrame *f);

/* Does a modifier name @card? Such a card is told apart from its copies. */
static inline gboolean
dk_game_card_has_modifier (const DkGame *g, gint32 card)
{
  for (guint i = 0; i < g->modifiers.len; i++)
    if (VEC_AT (g->modifiers, DkModifier, i).card == card)
      return TRUE;
  return FALSE;
}

G_END_DECLS
