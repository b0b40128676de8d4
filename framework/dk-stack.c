/* dk-stack.c: the LIFO stack of pending items (attacks, chain links).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

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

/* Returns: the item @depth_from_top below the top (0: the top), or NULL. */
DkStackItem *
(dk_game_stack_at) (DkGame *g, guint depth_from_top)
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
