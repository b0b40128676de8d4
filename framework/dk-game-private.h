/* dk-game-private.h: what the files of the game engine share.
 *
 * The engine is split by concept (dk-game.c the state, dk-engine.c the run
 * loop, dk-zones.c, dk-values.c, dk-stack.c, dk-events.c, dk-decision.c,
 * dk-turn.c, dk-priority.c, dk-program.c, dk-view.c); the state itself is
 * struct _DkGame in dk-private.h.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-private.h"

#include <string.h>

G_BEGIN_DECLS

/* --- growable plain arrays ---------------------------------------------- */

static inline gpointer
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

static inline gpointer
vec_push (DkVec *v, gsize elem)
{
  gpointer p = vec_reserve (v, 1, elem);

  memset (p, 0, elem);
  v->len++;
  return p;
}

static inline void
vec_copy (DkVec *dst, const DkVec *src, gsize elem)
{
  dst->len = src->len;
  dst->cap = src->len;
  dst->data = src->len ? g_memdup2 (src->data, (gsize) src->len * elem) : NULL;
}

static inline void
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

static inline guint8
all_players (const DkGame *g)
{
  return (guint8) ((1u << g->n_players) - 1);
}

/* dk-game.c */
DkGame *dk_game_copy_part (const DkGame *g, gboolean with_log);
void dk_game_over (DkGame *g, gint winner, DkEndReason reason, gint32 detail0, gint32 detail1);
guint dk_game_next_alive (const DkGame *g, guint player);

/* dk-events.c */
void dk_game_settle_knowledge (DkGame *g);
void dk_game_record_choice (DkGame *g, const DkOption *o, gboolean automatic);
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

G_END_DECLS
