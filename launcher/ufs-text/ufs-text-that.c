/* ufs-text-that.c: "that attack" in a response to an attack played ("After
 * you play an attack, that attack gets +2 speed").
 *
 * H.2.3.2.4.2.1: a response's effect may name the card of the event it
 * answers; after an attack is played, "that attack" is that card, as "it"
 * is (the engine's `event-card`). It is read only where the trigger names
 * the attack played; elsewhere "that attack" is left to the sentence.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* "that attack gets (gains) ...": @p at the subject, the trigger an attack
 * played. The subject is read and TRUE returned: the modification that
 * follows is the caller's, on `event-card`. */
gboolean
ut_that_attack (P *p)
{
  if (p->it_attack == NULL || p->chosen || strcmp (p->it_attack, "event-card") != 0)
    return FALSE;
  if (!ut_peek (p, "that attack gets") && !ut_peek (p, "that attack gains"))
    return FALSE;
  return ut_accept (p, "that attack");
}

/* After "add": "N card(s) from your hand to your staging area face down"
 * (C.2.2.1, D.2.2.2): the player chooses each card of their hand, and it
 * goes to the staging area face down, a foundation there. FALSE (nothing
 * read) for other words. */
gboolean
ut_that_hand_face_down (P *p)
{
  guint pos = p->pos;
  gint k;
  UfsNode *n;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1 || !ut_card_word (p) ||
      !ut_accept (p, "from your hand to your staging area face down"))
    {
      p->pos = pos;
      return FALSE;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_ADD_FACE_DOWN);
  n->from = "hand";
  n->amount = k;
  return TRUE;
}

/* "That card is considered a foundation with a blank text box." right
 * after cards were added face down to the staging area (`add-face-down`):
 * what D.2.2.2 makes of a face-down card there (a foundation, no other
 * base values: no text), so nothing more is done. Read only right after
 * that instruction, the number of cards agreeing ("Those cards ...
 * foundations"). */
gboolean
ut_that_blank (P *p)
{
  GArray *e = p->ab->effect;
  const UfsNode *last;
  gboolean one;
  guint i = e->len;

  /* the instruction may close an If before it: the sentence adds nothing
   * either way (ufs-text-copies.c) */
  while (i > 0 && g_array_index (e, UfsNode, i - 1).kind == UFS_NODE_END)
    i--;
  if (i == 0)
    return FALSE;
  last = &g_array_index (e, UfsNode, i - 1);
  /* or after foundations turned face down (ufs-text-copies.c) */
  if ((last->kind != UFS_NODE_ADD_FACE_DOWN && last->kind != UFS_NODE_FLIP_FOUNDATIONS &&
       (last->kind != UFS_NODE_FLIP || last->target == NULL || strcmp (last->target, "it") != 0)) ||
      last->amount == UFS_TEXT_X)
    return FALSE;
  one = last->kind == UFS_NODE_FLIP || last->amount <= 1;
  if (one ? !ut_peek (p, "that card is considered a foundation with a blank text box")
          : !ut_peek (p, "those cards are considered foundations with a blank text box"))
    return FALSE;
  return ut_accept (p, one ? "that card is considered a foundation with a blank text box"
                           : "those cards are considered foundations with a blank text box");
}
