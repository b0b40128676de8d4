/* ufs-text-cost2.c: more costs (H.4) printed before the colon: cards of
 * the hand with a keyword no other filter of the costs reads, and a
 * misprinted amount of momentum.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* "1 Desperation card", "1 card with the Desperation keyword": the filter
 * of the card, or NULL (the position left as it was). */
static const char *
hand_keyword_filter (P *p)
{
  guint pos = p->pos;

  if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER || ut_tok (p, 0)->num != 1)
    return NULL;
  p->pos++;
  if (ut_accept (p, "desperation card") || ut_accept (p, "card with the desperation keyword"))
    return "keyword=Desperation";
  p->pos = pos;
  return NULL;
}

/* A card of the hand chosen as a cost: never the ability's own card
 * (played from the hand, E.4.2, or an action card), and one such choice
 * only (E.4.1.1 checks each choice against its zone alone). */
static gboolean
hand_choice_apart (P *p)
{
  if ((p->ab->zone != NULL && strcmp (p->ab->zone, "hand") == 0) ||
      strcmp (p->card->card_type, "action") == 0)
    return ut_fail_text (p, "cost", "a card chosen in the zone of the ability's own card");
  for (guint i = 0; i < p->ab->cost->len; i++)
    if (g_array_index (p->ab->cost, UfsNode, i).kind == UFS_NODE_CHOOSE)
      return ut_fail_text (p, "cost", "two costs of cards chosen");
  return TRUE;
}

/**
 * ut_cost2_discard:
 * @p: the parser, after "discard" in a cost
 *
 * "Discard 1 Desperation card", "Discard 1 card with the Desperation
 * keyword" [from your hand]: a card of the payer's hand with that keyword
 * (printed or granted), chosen as the cost is paid (E.4.1.1: offered
 * only while there is one), to the discard pile. "Discard 1momentum" (a
 * misprint of "1 momentum"): one momentum.
 *
 * Returns: TRUE when read; FALSE, with a reason when refused, without
 * one when not these words (the position left as it was).
 */
gboolean
ut_cost2_discard (P *p)
{
  const UfsTok *t = ut_tok (p, 0);
  const char *filter;
  UfsNode *n;

  if (t->kind == UFS_TOK_WORD && strcmp (t->text, "1momentum") == 0)
    {
      p->pos++;
      n = ut_node_add (p->ab->cost, UFS_NODE_DISCARD_MOMENTUM);
      n->amount = 1;
      return TRUE;
    }
  if ((filter = hand_keyword_filter (p)) == NULL)
    return FALSE;
  ut_accept (p, "from your hand");
  if (!ut_peek (p, ":") && !ut_peek (p, ","))
    return ut_fail (p, "cost: discard", 3);
  if (!hand_choice_apart (p))
    return FALSE;
  n = ut_node_add (p->ab->cost, UFS_NODE_CHOOSE);
  n->target = "paid";
  n->zone = "hand";
  n->player = "you";
  n->filter = filter;
  n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
  n->target = "paid";
  n->zone = "discard";
  return TRUE;
}

/**
 * ut_cost2_other:
 * @p: the parser, at a cost no other reader took
 *
 * "Ready 1 (one) of your opponent's foundations": a committed foundation
 * of the opponent's staging area (a face-down card the payer can see),
 * chosen by the payer (C.1.3); the ability is offered only while there is
 * one (E.4.1.1).
 *
 * Returns: TRUE when read; FALSE, with a reason when refused, without
 * one when not these words (the position left as it was).
 */
gboolean
ut_cost2_other (P *p)
{
  guint pos = p->pos;
  UfsNode *n;

  if (!ut_accept (p, "ready"))
    return FALSE;
  if (!((ut_tok (p, 0)->kind == UFS_TOK_NUMBER && ut_tok (p, 0)->num == 1 &&
         ut_accept (p, "N of your opponent's foundations")) ||
        ut_accept (p, "one of your opponent's foundations")))
    {
      p->pos = pos;
      return FALSE;
    }
  n = ut_node_add (p->ab->cost, UFS_NODE_READY_FOUNDATIONS);
  n->amount = 1;
  n->player = "opponent";
  return TRUE;
}

/* The cards of a reveal of two, plural: "foundations", "attacks", "mid
 * attacks", "Weapon cards", "cards"; the filter, or NULL. */
static const char *
plural_filter (P *p)
{
  static const struct
  {
    const char *word, *test;
  } traits[] = {
    { "kick", "keyword=Kick" },   { "punch", "keyword=Punch" },   { "slam", "keyword=Slam" },
    { "throw", "keyword=Throw" }, { "weapon", "keyword=Weapon" }, { "tech", "keyword=Tech" },
    { "ally", "keyword=Ally" },   { "high", "attack-zone=high" }, { "mid", "attack-zone=mid" },
    { "low", "attack-zone=low" },
  };
  static const struct
  {
    const char *word, *test;
  } types[] = {
    { "foundations", "type=foundation" }, { "attacks", "type=attack" },
    { "actions", "type=action" },         { "assets", "type=asset" },
    { "characters", "type=character" },   { "foundation cards", "type=foundation" },
    { "attack cards", "type=attack" },    { "cards", NULL },
  };
  g_autoptr (GString) f = g_string_new (NULL);
  guint pos = p->pos;

  for (guint i = 0; i < G_N_ELEMENTS (traits); i++)
    if (ut_accept (p, traits[i].word))
      {
        g_string_append (f, traits[i].test);
        break;
      }
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (ut_accept (p, types[i].word))
      {
        if (types[i].test != NULL)
          g_string_append_printf (f, "%s%s", f->len ? ", " : "", types[i].test);
        else if (f->len == 0)
          /* any card, of the player's choice */
          g_string_append (f, "type=character|attack|action|asset|foundation");
        return g_intern_string (f->str);
      }
  p->pos = pos;
  return NULL;
}

/**
 * ut_cost2_reveal:
 * @p: the parser, after "reveal" in a cost
 *
 * "Reveal 2 foundations (mid attacks, Weapon cards) from your hand": two
 * cards of the payer's hand that meet the filter, of the payer's choice,
 * the second other than the first (K.5.6); offered only while the hand
 * holds two (E.4.1.1).
 *
 * Returns: TRUE when read; FALSE, with a reason when refused, without
 * one when not these words (the position left as it was).
 */
gboolean
ut_cost2_reveal (P *p)
{
  guint pos = p->pos;
  const char *filter;
  UfsNode *n;

  if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER || ut_tok (p, 0)->num != 2)
    return FALSE;
  p->pos++;
  if ((filter = plural_filter (p)) == NULL ||
      !(ut_accept (p, "from your hand") || ut_accept (p, "in your hand")))
    {
      p->pos = pos;
      return FALSE;
    }
  n = ut_node_add (p->ab->cost, UFS_NODE_REVEAL_COUNT_COST);
  n->zone = "hand";
  n->filter = filter;
  n->amount = 2;
  return TRUE;
}

/**
 * ut_cost2_apart:
 * @p: the parser, after the costs
 *
 * E.4.1.1: a reveal of two cards of the hand is checked against the hand
 * as it is: no other cost may take cards of the hand.
 *
 * Returns: TRUE when the costs are apart; FALSE with a reason.
 */
gboolean
ut_cost2_apart (P *p)
{
  gboolean reveal = FALSE, hand = FALSE;

  for (guint i = 0; i < p->ab->cost->len; i++)
    {
      const UfsNode *n = &g_array_index (p->ab->cost, UfsNode, i);

      if (n->kind == UFS_NODE_REVEAL_COUNT_COST)
        reveal = TRUE;
      else if ((n->kind == UFS_NODE_DISCARD && n->from != NULL && strcmp (n->from, "hand") == 0) ||
               (n->kind == UFS_NODE_MOMENTUM && n->from != NULL && strcmp (n->from, "hand") == 0) ||
               (n->kind == UFS_NODE_CHOOSE && n->zone != NULL && strcmp (n->zone, "hand") == 0) ||
               n->kind == UFS_NODE_REVEAL_COST || n->kind == UFS_NODE_DISCARD_RANDOM ||
               n->kind == UFS_NODE_DISCARD_HAND)
        hand = TRUE;
    }
  if (reveal && hand)
    return ut_fail_text (p, "cost",
                         "a reveal of two cards of the hand beside another cost of the hand");
  return TRUE;
}

/* <reveal zone="hand" filter= count="2"> (K.5.6) */
void
ufs_text_emit_reveal_count (const UfsNode *n, GString *out)
{
  g_autofree char *filter = g_markup_escape_text (n->filter, -1);

  g_string_append_printf (out, " zone=\"%s\" filter=\"%s\" count=\"%d\"", n->zone, filter,
                          n->amount);
}
