/* ufs-text-chars.c: sentence forms of the compiler of printed UFS text
 * that few cards print, each read whole: a hand discarded and drawn
 * again, a Combat Phase ended.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* "Discard your hand, then draw a number of cards equal to the number of
 * cards discarded." (D.3.1.1.1, K.2.1): as many cards drawn as the hand
 * held, counted before it is discarded: X defined first, then the hand
 * discarded, then X cards drawn. Only first in the effect (the X defined
 * comes first, J.4.3.2) and with no other X in the ability. */
static gboolean
discard_hand_draw (P *p, gboolean *ok)
{
  UfsNode *n;

  if (!ut_peek (p, "discard your hand , then draw a number of cards equal to the number of "
                   "cards discarded") &&
      !ut_peek (p, "discard your hand and draw a number of cards equal to the number of "
                   "cards discarded"))
    return FALSE;
  if (p->ab->effect->len > 0 || p->ab->uses_x)
    {
      *ok = ut_fail_text (p, "effect: discard your hand",
                          "after another instruction or beside another X");
      return TRUE;
    }
  while (!ut_accept (p, "discarded"))
    p->pos++;
  n = ut_node_add (p->ab->effect, UFS_NODE_DEFINE_X);
  n->expr = "count(hand)";
  ut_node_add (p->ab->effect, UFS_NODE_DISCARD_HAND);
  n = ut_node_add (p->ab->effect, UFS_NODE_DRAW);
  n->amount = UFS_TEXT_X;
  n->player = "you";
  p->ab->uses_x = TRUE;
  *ok = TRUE;
  return TRUE;
}

/* "Your Combat Phase ends." (F.4.1.2): in an ability played only during
 * your own Combat Phase: a form ability (H.2.2.2, F.2.2), or one limited
 * to your turn or attack; the Combat Phase that ends is the one under
 * way. */
static gboolean
combat_phase_ends (P *p, gboolean *ok)
{
  const char *limit = p->ab->limit;

  if (!ut_peek (p, "your combat phase ends"))
    return FALSE;
  if (strcmp (p->ab->type, "F") != 0 &&
      !(strcmp (p->ab->type, "E") == 0 && limit != NULL &&
        (strstr (limit, "your-turn") != NULL || strstr (limit, "your-attack") != NULL)))
    {
      *ok = ut_fail_text (p, "effect: your combat phase ends",
                          "in an ability that may be played in the opponent's turn");
      return TRUE;
    }
  p->pos += 4;
  ut_node_add (p->ab->effect, UFS_NODE_END_PHASE);
  *ok = TRUE;
  return TRUE;
}

/**
 * ut_chars_clause:
 * @p: the parser, at a clause
 * @ok: (out): whether it was read, when this part knows the words
 *
 * Returns: TRUE when the words are a form of this part (then *@ok says
 *   whether it was read)
 */
gboolean
ut_chars_clause (P *p, gboolean *ok)
{
  return discard_hand_draw (p, ok) || combat_phase_ends (p, ok);
}
