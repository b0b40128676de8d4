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
 * Face down and face up are not read here: a card moved from a card pool
 * keeps its face, and a momentum is face down in the engine (D.4.2).
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
