/* ufs-text-their.c: choices the opponent makes: between two benefits,
 * "Your opponent may draw 1 card or gain 3 vitality (their choice)"
 * (K.3.5: "may", the rest of the sentence only if they say yes; J.3.3: a
 * choice between instructions, theirs); a card of a discard pile, "Your
 * opponent chooses 1 attack card in your discard pile. Add the chosen
 * card to your hand." (K.2.3).
 *
 *   their   := "may" BENEFIT "or" BENEFIT ["(their choice)"]
 *   BENEFIT := "draw" N ("card" | "cards") | "gain" N "vitality"
 *   chooses := "chooses 1" DESC "in" ("your" | "their") "discard pile"
 *              ["and adds it" TO]
 *   add     := "the chosen card" TO
 *   TO      := "to" OWNER's ("momentum" | "card pool" | "hand")
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

/* --- a card the opponent chooses in a discard pile ---------------------------------- */

/* Was the last card chosen one the opponent chose in a discard pile?
 * Its owner then, or NULL. */
static const char *
their_pick_owner (P *p)
{
  for (guint i = p->ab->effect->len; i > 0; i--)
    {
      const UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i - 1);

      if (n->kind == UFS_NODE_CHOOSE || n->kind == UFS_NODE_CHOOSE_BY_OPPONENT)
        return n->kind == UFS_NODE_CHOOSE_BY_OPPONENT && n->zone != NULL &&
                       strcmp (n->zone, "discard") == 0
                   ? n->player
                   : NULL;
    }
  return NULL;
}

/* "to your momentum (card pool, hand)" of the card's @owner, as the
 * words name it for a player (@theirs: "their"): the instruction that
 * moves "it" there (D.1.4: a card goes to a zone of its owner only). */
static gboolean
to_owner_zone (P *p, const char *owner, gboolean theirs)
{
  gboolean mine = strcmp (owner, "you") == 0;
  const char *whose = mine ? "your" : theirs ? "their" : NULL;
  g_autofree char *momentum = NULL, *pool = NULL, *hand = NULL;
  UfsNode *n;

  if (whose == NULL)
    return FALSE;
  momentum = g_strdup_printf ("to %s momentum", whose);
  pool = g_strdup_printf ("to %s card pool", whose);
  hand = g_strdup_printf ("to %s hand", whose);
  if (ut_accept (p, momentum))
    {
      /* D.4.2: face down */
      n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
      n->from = "target";
      n->target = "it";
      return TRUE;
    }
  if (ut_accept (p, pool))
    {
      /* K.3.21: added, not played */
      ut_node_add (p->ab->effect, UFS_NODE_ADD_TO_CARD_POOL)->target = "it";
      return TRUE;
    }
  if (ut_accept (p, hand))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "it";
      n->zone = "hand";
      return TRUE;
    }
  return FALSE;
}

/**
 * ut_their_chooses:
 * @p: the parser, after "your opponent"
 *
 * "chooses 1 attack card in your discard pile [and adds it to your
 * momentum]", "chooses 1 foundation in their discard pile and adds it to
 * their card pool" (K.2.3: the opponent chooses; a discard pile is
 * public, its cards face up, so a filter of their type reads them).
 *
 * Returns: TRUE when read; FALSE with a reason when a part was not, or
 * FALSE without one (the position kept) when the words are not these.
 */
gboolean
ut_their_chooses (P *p)
{
  guint pos = p->pos;
  const char *filter, *owner;
  gint k;
  UfsNode *n;

  if (!ut_accept (p, "chooses") || !ut_amount (p, &k) || k != 1 ||
      (filter = ut_move_card_desc (p, FALSE)) == NULL || !ut_accept (p, "in"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "your discard pile"))
    owner = "you";
  else if (ut_accept (p, "their discard pile"))
    owner = "opponent";
  else
    {
      p->pos = pos;
      return FALSE;
    }
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE_BY_OPPONENT);
  n->target = "it";
  n->zone = "discard";
  n->player = owner;
  n->filter = *filter ? filter : NULL;
  p->chosen = TRUE;
  if (ut_accept (p, "and adds it"))
    {
      if (!to_owner_zone (p, owner, TRUE))
        return ut_fail (p, "effect: your opponent chooses: and adds it", 3);
      p->opponent = TRUE;
    }
  return TRUE;
}

/**
 * ut_their_add_chosen:
 * @p: the parser, after "add" in an effect
 *
 * "Add the chosen card to your hand (momentum, card pool)", after the
 * opponent chose that card in a discard pile (ut_their_chooses()): to a
 * zone of its owner.
 *
 * Returns: TRUE when read; FALSE with a reason when a part was not, or
 * FALSE without one when the words are not these.
 */
gboolean
ut_their_add_chosen (P *p)
{
  const char *owner;

  if (!ut_peek (p, "the chosen card"))
    return FALSE;
  owner = their_pick_owner (p);
  if (owner == NULL)
    return FALSE;
  ut_accept (p, "the chosen card");
  if (!to_owner_zone (p, owner, FALSE))
    return ut_fail (p, "effect: add: the chosen card", 4);
  return TRUE;
}
