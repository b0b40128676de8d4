/* ufs-text-addst.c: the state a card is added in ("add 1 foundation from
 * your card pool to your staging area ready", "add it to your staging area
 * committed"), read after the staging area a card moves to
 * (ufs-text-move.c calls in once it has written the move).
 *
 * D.1.2: a card enters a zone ready, so "ready" adds nothing to the move
 * (the engine's move gives the card a fresh state). "committed" is the
 * move then a commit of the same card (C.1.4), for the cards a later
 * instruction can still name: the card chosen ("it"), the card itself
 * ("self") or the card of the event; never a top card of a pile, which
 * names another card once the first has left it.
 *
 * "face down" is read where the engine gives that face: a deck is face
 * down (D.4.1), and the card itself, from its card pool, added face down
 * to its staging area (C.2.2.1, D.2.2.2: a foundation there whatever it
 * is). "face up" in a momentum is read by ufs-text-momup.c; a card of a
 * card pool keeps its face on a move.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

static gboolean
nameable (const char *target)
{
  return strcmp (target, "it") == 0 || strcmp (target, "self") == 0 ||
         strcmp (target, "event-card") == 0;
}

/* After "to your staging area": "ready" or "committed" for @target, just
 * moved there. Other words are left to the sentence (which then refuses
 * them: "words after the sentence"). */
void
ut_addst_staging_state (P *p, const char *target)
{
  if (ut_accept (p, "ready"))
    return;
  if (ut_peek (p, "committed") && nameable (target))
    {
      ut_accept (p, "committed");
      ut_node_add (p->ab->effect, UFS_NODE_COMMIT)->target = target;
    }
}

/* After "to the top (bottom) of your deck": "face down" is what a deck
 * gives every card (D.4.1). */
void
ut_addst_deck_face (P *p)
{
  ut_accept (p, "face down");
}

/* "Add this card to your staging area face down [committed]" from the card
 * pool (@in_pool): the card itself added face down (a foundation there,
 * D.2.2.2), then committed; FALSE (nothing read) when the words are not
 * these. */
gboolean
ut_addst_self_face_down (P *p, gboolean in_pool)
{
  const char *zone = p->ab->zone;

  if (!ut_peek (p, "face down"))
    return FALSE;
  if (!(in_pool || (zone != NULL && strcmp (zone, "card-pool") == 0)))
    return FALSE;
  ut_accept (p, "face down");
  ut_node_add (p->ab->effect, UFS_NODE_ADD_FACE_DOWN)->from = "self";
  if (ut_accept (p, "committed"))
    ut_node_add (p->ab->effect, UFS_NODE_COMMIT)->target = "self";
  return TRUE;
}
