/* ufs-text-chars.c: sentence forms of the compiler of printed UFS text
 * that few cards print, each read whole: a hand discarded and drawn
 * again, a Combat Phase ended, a card of a printed difficulty taken from
 * the discard pile, an opponent's foundation or asset sent to their hand,
 * up to N cards of the card pool discarded.
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

/* "Add 1 printed 5 difficulty attack from your discard pile to your
 * hand": "1 attack with a printed difficulty of 5" in other words (a card
 * of a discard pile has its printed values, C.3.4). */
static gboolean
printed_from_discard (P *p, gboolean *ok)
{
  static const char *const types[] = { "attack", "foundation", "action", "asset" };
  guint pos = p->pos;
  gint d;
  UfsNode *n;

  if (!ut_accept (p, "add 1 printed"))
    return FALSE;
  d = ut_tok (p, 0)->num;
  if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER || (p->pos++, !ut_accept (p, "difficulty")))
    {
      p->pos = pos;
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (ut_accept (p, types[i]))
      {
        g_autofree char *filter = NULL;

        ut_accept (p, "card");
        if (!ut_accept (p, "from your discard pile to your hand"))
          break;
        filter = g_strdup_printf ("type=%s, difficulty=%d", types[i], d);
        n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
        n->zone = "discard";
        n->player = "you";
        n->filter = g_intern_string (filter);
        n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
        n->target = "it";
        n->zone = "hand";
        *ok = TRUE;
        return TRUE;
      }
  *ok = ut_fail (p, "effect: add 1 printed", 5);
  return TRUE;
}

/* "Add 1 foundation or asset from your opponent's staging area to their
 * hand" (K.3.14: either type; K.3.21): you choose among the cards you can
 * see, as for "1 of your opponent's foundations". */
static gboolean
opponent_staging_to_hand (P *p, gboolean *ok)
{
  UfsNode *n;

  if (!ut_accept (p, "add 1 foundation or asset from your opponent's staging area to their hand"))
    return FALSE;
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
  n->zone = "staging";
  n->player = "opponent";
  n->filter = "type=foundation|asset";
  n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
  n->target = "it";
  n->zone = "hand";
  *ok = TRUE;
  return TRUE;
}

/* "Discard up to 2 cards from your card pool": the player discards none,
 * one or both, one card at a time, each chosen in turn (a "you may"
 * each, as "Discard 1 card from your card pool" is read). */
static gboolean
discard_up_to_from_pool (P *p, gboolean *ok)
{
  gint k;

  if (!ut_peek (p, "discard up to N cards from your card pool") &&
      !ut_peek (p, "discard up to N card from your card pool"))
    return FALSE;
  k = ut_tok (p, 3)->num;
  if (p->chosen)
    {
      *ok = ut_fail_text (p, "effect", "a second choice");
      return TRUE;
    }
  if (k < 1 || k > 3)
    {
      *ok = ut_fail (p, "effect: discard up to", 4);
      return TRUE;
    }
  p->pos += 9;
  for (gint i = 0; i < k; i++)
    {
      UfsNode *n;

      ut_node_add (p->ab->effect, UFS_NODE_MAY)->player = "you";
      n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
      n->zone = "card-pool";
      n->player = "you";
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "it";
      n->zone = "discard";
      ut_node_add (p->ab->effect, UFS_NODE_END);
    }
  p->chosen = TRUE;
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
  return discard_hand_draw (p, ok) || combat_phase_ends (p, ok) ||
         printed_from_discard (p, ok) || opponent_staging_to_hand (p, ok) ||
         discard_up_to_from_pool (p, ok);
}
