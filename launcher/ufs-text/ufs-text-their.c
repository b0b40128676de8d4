/* ufs-text-their.c: a choice the opponent makes between two benefits:
 * "Your opponent may draw 1 card or gain 3 vitality (their choice)"
 * (K.3.5: "may", the rest of the sentence only if they say yes; J.3.3: a
 * choice between instructions, theirs).
 *
 *   their := "may" BENEFIT "or" BENEFIT ["(their choice)"]
 *   BENEFIT := "draw" N ("card" | "cards") | "gain" N "vitality"
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* One benefit, as an option of the opponent's: TRUE when read. */
static gboolean
benefit (P *p)
{
  gint k;
  UfsNode *n;

  if (ut_accept (p, "draw"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_OPTION);
      n = ut_node_add (p->ab->effect, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "opponent";
      ut_node_add (p->ab->effect, UFS_NODE_END);
      return TRUE;
    }
  if (ut_accept (p, "gain"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_accept (p, "vitality"))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_OPTION);
      n = ut_node_add (p->ab->effect, UFS_NODE_GAIN);
      n->amount = k;
      n->player = "opponent";
      ut_node_add (p->ab->effect, UFS_NODE_END);
      return TRUE;
    }
  return FALSE;
}

/**
 * ut_their_choice:
 * @p: the parser, after "your opponent"
 *
 * "may draw 1 card or gain 3 vitality (their choice)": the opponent says yes
 * or no, then picks one. Another "may" is not read here.
 *
 * Returns: TRUE when read; FALSE (no reason, the position kept) when the
 * words are not these.
 */
gboolean
ut_their_choice (P *p)
{
  guint pos = p->pos;
  guint len = p->ab->effect->len;

  if (!ut_accept (p, "may"))
    return FALSE;
  ut_node_add (p->ab->effect, UFS_NODE_MAY)->player = "opponent";
  ut_node_add (p->ab->effect, UFS_NODE_EITHER)->player = "opponent";
  if (!benefit (p) || !ut_accept (p, "or") || !benefit (p))
    {
      g_array_set_size (p->ab->effect, len);
      p->pos = pos;
      return FALSE;
    }
  ut_accept (p, "( their choice )");
  ut_node_add (p->ab->effect, UFS_NODE_END);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  p->opponent = TRUE;
  return TRUE;
}
