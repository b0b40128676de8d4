/* ufs-text-player2.c: more of the opponent's verbs: "your opponent must
 * add 1 foundation from their discard pile to their card pool".
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* K.2.3: "Your opponent must add 1 card (attack, foundation, asset) from
 * their discard pile (a card: their hand) to their card pool (hand,
 * momentum)": the opponent chooses which of their own cards, as "your
 * opponent adds 1 ..." (ufs-text-vocab.c); "must" adds nothing to it. A
 * staging area is not read here: a face-down card there is a foundation
 * (D.2.2.2), which a filter of the printed type does not see. */
static gboolean
opponent_must_add (P *p, gboolean *ok)
{
  guint start = p->pos;
  const char *filter = NULL, *zone;
  UfsNode *n;

  if (!ut_accept (p, "your opponent must add 1"))
    return FALSE;
  if (!ut_opponent_card_noun (p, &filter))
    goto not_mine;
  if (ut_accept (p, "from their discard pile"))
    zone = "discard";
  else if (filter == NULL && ut_accept (p, "from their hand"))
    zone = "hand";
  else
    goto not_mine;
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE_BY_OPPONENT);
  n->target = "it";
  n->zone = zone;
  n->player = "opponent";
  n->filter = filter;
  if (strcmp (zone, "discard") == 0 && ut_accept (p, "to their hand"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "it";
      n->zone = "hand";
    }
  else if (ut_accept (p, "to their card pool"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_ADD_TO_CARD_POOL);
      n->target = "it";
    }
  else if (ut_accept (p, "to their momentum"))
    {
      /* D.4.2: face down */
      n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
      n->from = "target";
      n->target = "it";
    }
  else
    {
      g_array_set_size (p->ab->effect, p->ab->effect->len - 1);
      goto not_mine;
    }
  /* "face down", "and ...": not read */
  if (ut_peek (p, "face") || ut_peek (p, "and"))
    {
      *ok = ut_fail (p, "effect: your opponent must add: and", 3);
      return TRUE;
    }
  p->chosen = TRUE;
  p->opponent = TRUE;
  *ok = TRUE;
  return TRUE;

not_mine:
  p->pos = start;
  return FALSE;
}

/* K.3.17: "You may attempt to block with this card from your staging area
 * as though it were in your hand [during the Block Step]" in an enhance of
 * a card of the staging area: until the attack ends, it may be played as a
 * block from there (<as-though-in-hand use="block"/> in an effect). */
static gboolean
block_from_staging (P *p, gboolean *ok)
{
  guint pos = p->pos;

  if (strcmp (p->ab->type, "E") != 0 ||
      (strcmp (p->card->card_type, "asset") != 0 &&
       strcmp (p->card->card_type, "foundation") != 0))
    return FALSE;
  if (!ut_accept (p, "you may attempt to block with this card from your staging area as though "
                     "it were in your hand"))
    return FALSE;
  ut_accept (p, "during the block step");
  if (!ut_at_end (p) && !ut_peek (p, "."))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_node_add (p->ab->effect, UFS_NODE_AS_HAND_BLOCK);
  *ok = TRUE;
  return TRUE;
}

/* The clauses of this file, tried before the other readers of the
 * players (ufs-text-player.c). */
gboolean
ut_player2_clause (P *p, gboolean *ok)
{
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    return FALSE;
  if (opponent_must_add (p, ok))
    return TRUE;
  if (block_from_staging (p, ok))
    return TRUE;
  return FALSE;
}

/* H.3.3.4: "... to cancel." with nothing after it: what is cancelled is
 * the ability the sentence is printed in, as "to cancel this effect". */
gboolean
ut_player2_to_cancel (P *p)
{
  guint pos = p->pos;

  if (!ut_accept (p, "to cancel"))
    return FALSE;
  if (ut_at_end (p) || ut_peek (p, "."))
    return TRUE;
  p->pos = pos;
  return FALSE;
}
