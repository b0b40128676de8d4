/* ufs-text-momup.c: a card added to a momentum face up ("add it to your
 * momentum face up", "add 1 card from your discard pile to your momentum
 * face up"), read after the sentence's move to the momentum.
 *
 * D.4, C.2.3.1: momentum is face down unless the effect says otherwise; a
 * card there face up is public (<momentum face="up">), and a player who
 * discards fewer of their momentum than they have chooses between its
 * face-up cards and a face-down one (D.4.2.3, docs/rulings.md).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

#include <string.h>

/* "face up" closing a sentence whose last instruction (or the last of the
 * block it closes) adds cards to a momentum: that instruction adds them
 * face up. FALSE (nothing read)
 * otherwise, and when other words follow ("face up during your End
 * Phase" is a delayed move, not read here). */
gboolean
ut_momup_face_up (P *p)
{
  GArray *e = p->ab->effect;
  guint pos = p->pos;
  UfsNode *n;

  if (e == NULL || e->len == 0 || !ut_peek (p, "face up"))
    return FALSE;
  n = &g_array_index (e, UfsNode, e->len - 1);
  /* the last instruction of a block the sentence opened ("If this attack
   * deals damage, add it to your momentum face up") */
  if (n->kind == UFS_NODE_END && e->len >= 2)
    n = &g_array_index (e, UfsNode, e->len - 2);
  if (n->kind != UFS_NODE_MOMENTUM || n->stat != NULL || n->from == NULL ||
      strcmp (n->from, "hand") == 0)
    return FALSE;
  ut_accept (p, "face up");
  if (!ut_peek (p, ".") && !ut_peek (p, "!") && !ut_at_end (p))
    {
      p->pos = pos;
      return FALSE;
    }
  n->stat = "up";
  return TRUE;
}
