/* ufs-text-discard.c: cards of the card pool an effect discards (K.2.1,
 * D.2.3): "Discard 1 Punch attack from your card pool", "Discard this
 * attack from the card pool", "discard this card from your card pool".
 *
 *   discard := "this attack" ["from" ("the" | "your") "card pool"]
 *            | "this card" "from your card pool"
 *            | "1" DESC "from your card pool"
 *            | "all cards" ("from" | "in") "your card pool"
 *   DESC    := the card of a cost (ufs-text-move.c): "[TRAIT [or
 *              TRAIT]*] [TYPE] [card]", with a keyword among its traits
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* "this attack [from the (your) card pool]": the attack under way (K.3.4)
 * an enhance or form names, to its owner's discard pile; "your card pool"
 * is the attack when it is yours (K.3.4.1) unless the ability is on the
 * attack itself. */
static gboolean
this_attack (P *p)
{
  gboolean yours;

  if (!ut_accept (p, "this attack"))
    return FALSE;
  if (ut_accept (p, "from the card pool"))
    yours = FALSE;
  else if (ut_accept (p, "from your card pool"))
    yours = strcmp (p->card->card_type, "attack") != 0;
  else if (ut_at_end (p) || ut_peek (p, "."))
    yours = FALSE;
  else
    return ut_fail (p, "effect: discard: this attack", 4);
  /* K.3.4.3: in a response, "this attack" is the card itself */
  if (strcmp (p->ab->type, "E") != 0 && strcmp (p->ab->type, "F") != 0)
    return ut_fail_text (p, "effect: discard", "this attack outside an enhance or form");
  {
    UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);

    n->target = yours ? "your-attack" : "this-attack";
    n->zone = "discard";
  }
  return TRUE;
}

/* "this card from your card pool": an action card, which is there once
 * played (E.4.10), or an attack in its attack sequence. */
static gboolean
this_card (P *p)
{
  guint pos = p->pos;
  UfsNode *n;

  if (!ut_accept (p, "this card"))
    return FALSE;
  if (!ut_accept (p, "from your card pool"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (strcmp (p->card->card_type, "action") != 0 && strcmp (p->card->card_type, "attack") != 0)
    return ut_fail_text (p, "effect: discard", "this card from the card pool: not an attack or action");
  /* K.3.4.3: in a response, "this attack" is the card itself */
  if (strcmp (p->card->card_type, "attack") == 0 && strcmp (p->ab->type, "E") != 0)
    return ut_fail_text (p, "effect: discard", "this card from the card pool outside an enhance");
  n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
  n->target = strcmp (p->card->card_type, "attack") == 0 ? "this-attack" : "self";
  n->zone = "discard";
  return TRUE;
}

/* "1 DESC from your card pool": a card of the player's own card pool that
 * meets the description, chosen, to its owner's discard pile. A filter
 * reads no type, symbol or keyword of a face-down card, which has none
 * (C.2.3.1, C.3.3.1). */
static gboolean
chosen (P *p)
{
  guint pos = p->pos;
  const char *filter;
  gint k;
  UfsNode *n;

  if (!ut_amount (p, &k) || k != 1 || (filter = ut_move_card_desc (p, FALSE)) == NULL ||
      *filter == '\0' || !ut_accept (p, "from your card pool"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
  n->zone = "card-pool";
  n->player = "you";
  n->filter = filter;
  n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
  n->target = "it";
  n->zone = "discard";
  p->chosen = TRUE;
  return TRUE;
}

/* "all cards from your card pool": each card there, face-down ones too,
 * to its owner's discard pile, in the order the player chooses
 * (D.2.3.3.1). A filter holds four types at most: the character cards
 * (D.2.2.3: a card pool holds one only when an effect added it) go in a
 * second move, after the others. */
static gboolean
whole_pool (P *p)
{
  static const char *const filters[] = { "type=attack|action|asset|foundation",
                                         "type=character" };

  if (!ut_accept (p, "all cards from your card pool") &&
      !ut_accept (p, "all cards in your card pool"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (filters); i++)
    {
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_MOVE_EACH);

      n->zone = "card-pool";
      n->player = "you";
      n->filter = filters[i];
      n->target = "discard";
    }
  return TRUE;
}

/**
 * ut_discard_pool:
 * @p: the parser, after "discard" in an effect
 *
 * A card of the card pool discarded: the attack under way, the ability's
 * own card, or one chosen by a description with a keyword.
 *
 * Returns: TRUE when read; FALSE with a reason when a part was not, or
 * FALSE without one when the words are none of these.
 */
gboolean
ut_discard_pool (P *p)
{
  if (this_attack (p) || p->reason != NULL)
    return p->reason == NULL;
  if (this_card (p) || p->reason != NULL)
    return p->reason == NULL;
  if (whole_pool (p))
    return TRUE;
  if (ut_face_discard (p) || p->reason != NULL)
    return p->reason == NULL;
  return chosen (p);
}
