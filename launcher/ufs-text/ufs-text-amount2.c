/* ufs-text-amount2.c: more amounts an effect reads.
 *
 *   "X equals the difficulty of the discarded card", "X equals the
 *    discarded card's block modifier": a value of the one card a cost
 *    discarded, from the hand or from the opponent's card pool. That card
 *    is chosen as the cost is paid (E.4.1.1) and named by the effect
 *    (`<choose as="paid">`, docs/effects.md); the effect reads its value
 *    as J.4.2.3 reads a card moved during its scope: the value it had as
 *    it left the first zone where it had a current state (a card of the
 *    card pool), or its value in the discard pile, which is the printed
 *    one (a card of the hand has none, C.3.1).
 *
 *   "This attack gets a damage bonus equal to AMOUNT": "+X damage. X
 *    equals AMOUNT" (J.4.3.2), AMOUNT read as "X equals" reads it, with
 *    "its [printed] STAT" for the attack the bonus goes to.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- the card a cost discarded ------------------------------------------------------- */

/* The values of a card the words name, and their stat. */
static const struct
{
  const char *words;
  const char *stat;
} paid_stats[] = {
  { "difficulty", "difficulty" },
  { "control value", "control" },
  { "control", "control" },
  { "block modifier", "block-modifier" },
  /* a word misprinted */
  { "block modifer", "block-modifier" },
  { "speed", "speed" },
  { "damage", "damage" },
};

static const char *
paid_stat (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (paid_stats); i++)
    if (ut_accept (p, paid_stats[i].words))
      return paid_stats[i].stat;
  return NULL;
}

/* Does the effect itself discard or move cards? "the discarded card" could
 * then be one of its own. */
static gboolean
effect_moves_cards (P *p)
{
  for (guint i = 0; i < p->ab->effect->len; i++)
    switch (g_array_index (p->ab->effect, UfsNode, i).kind)
      {
      case UFS_NODE_DISCARD:
      case UFS_NODE_DISCARD_MOMENTUM:
      case UFS_NODE_DISCARD_RANDOM:
      case UFS_NODE_DISCARD_HAND:
      case UFS_NODE_MOVE:
      case UFS_NODE_MOVE_EACH:
      case UFS_NODE_DESTROY:
      case UFS_NODE_DESTROY_FOUNDATIONS:
      case UFS_NODE_REMOVE:
      case UFS_NODE_CHOOSE:
      case UFS_NODE_CHOOSE_BY_OPPONENT:
        return TRUE;
      default:
        break;
      }
  return FALSE;
}

/* The cost puts exactly one card into a discard pile, a card of the hand
 * ("Discard 1 card") or one chosen ("Discard 1 card from your opponent's
 * card pool", "Discard 1 Weapon card"), and does nothing else that moves
 * a card: the card, named "paid" (a discard of the hand is made a choice
 * of it, as "Discard 1 Weapon card" is, E.4.1.1). FALSE with the reason
 * set. */
static gboolean
paid_card (P *p)
{
  GArray *c = p->ab->cost;
  gint hand = -1;
  guint chosen = 0;

  for (guint i = 0; i < c->len; i++)
    {
      const UfsNode *n = &g_array_index (c, UfsNode, i);

      switch (n->kind)
        {
        case UFS_NODE_DISCARD:
          if (n->amount != 1 || n->expr != NULL || n->from == NULL ||
              strcmp (n->from, "hand") != 0 || hand >= 0 ||
              (n->player != NULL && strcmp (n->player, "you") != 0))
            return ut_fail_text (p, "amount", "the discarded card, of a cost of other cards");
          hand = (gint) i;
          break;
        case UFS_NODE_CHOOSE:
          {
            const UfsNode *m = i + 1 < c->len ? &g_array_index (c, UfsNode, i + 1) : NULL;

            if (n->target == NULL || strcmp (n->target, "paid") != 0 || m == NULL ||
                m->kind != UFS_NODE_MOVE || m->target == NULL || strcmp (m->target, "paid") != 0 ||
                m->zone == NULL || strcmp (m->zone, "discard") != 0)
              return ut_fail_text (p, "amount", "the discarded card, of a cost of other cards");
            chosen++;
            i++;
            break;
          }
        case UFS_NODE_COMMIT:
        case UFS_NODE_COMMIT_FOUNDATIONS:
        case UFS_NODE_CHECK:
        case UFS_NODE_REQUIRE:
        case UFS_NODE_FLIP:
        case UFS_NODE_LOSE:
          break;
        default:
          return ut_fail_text (p, "amount", "the discarded card, beside another cost");
        }
    }
  if ((hand >= 0) + chosen != 1)
    return ut_fail_text (p, "amount", "the discarded card, of no cost");
  if (effect_moves_cards (p))
    return ut_fail_text (p, "amount", "the discarded card, in an effect that moves cards");
  if (hand >= 0)
    {
      UfsNode ch = { 0 }, mv = { 0 };

      /* E.4.1.1: a card of the hand chosen as the cost is paid, never the
       * card being played from it (the ability's own card in the hand,
       * an action card's) */
      if ((p->ab->zone != NULL && strcmp (p->ab->zone, "hand") == 0) ||
          strcmp (p->card->card_type, "action") == 0)
        return ut_fail_text (p, "amount", "the discarded card, of the zone of the ability's card");
      ch.kind = UFS_NODE_CHOOSE;
      ch.target = "paid";
      ch.zone = "hand";
      ch.player = "you";
      ch.min = G_MININT;
      mv.kind = UFS_NODE_MOVE;
      mv.target = "paid";
      mv.zone = "discard";
      mv.min = G_MININT;
      g_array_remove_index (c, (guint) hand);
      g_array_insert_val (c, (guint) hand, mv);
      g_array_insert_val (c, (guint) hand, ch);
    }
  return TRUE;
}

/**
 * ut_amount2_x_term:
 * @p: the parser, after "X equals" (and "N minus")
 *
 * "the [printed] STAT [of the discarded card]", "the discarded card's
 * [printed] STAT": STAT(paid) or printed-STAT(paid), the card the cost
 * discarded (paid_card()).
 *
 * Returns: (nullable): the term (interned); NULL when not these words
 *   (the position left as it was) or refused (the reason set)
 */
const char *
ut_amount2_x_term (P *p)
{
  guint pos = p->pos;
  gboolean printed = FALSE;
  const char *stat = NULL;
  g_autofree char *e = NULL;

  /* "this attacks's printed damage", a misprint of "this attack's", in
   * an enhance (K.3.4) */
  if ((strcmp (p->ab->type, "E") == 0 || strcmp (p->ab->type, "F") == 0) &&
      ut_accept (p, "this attacks's"))
    {
      printed = ut_accept (p, "printed");
      stat = paid_stat (p);
      if (stat == NULL)
        {
          p->pos = pos;
          return NULL;
        }
      e = g_strdup_printf ("%s%s(this-attack)", printed ? "printed-" : "", stat);
      return g_intern_string (e);
    }
  if (ut_accept (p, "the discarded card's"))
    {
      printed = ut_accept (p, "printed");
      stat = paid_stat (p);
    }
  else if (ut_accept (p, "the"))
    {
      printed = ut_accept (p, "printed");
      stat = paid_stat (p);
      if (stat != NULL && !ut_accept (p, "of the discarded card"))
        stat = NULL;
    }
  if (stat == NULL)
    {
      p->pos = pos;
      return NULL;
    }
  if (!paid_card (p))
    {
      p->pos = pos;
      return NULL;
    }
  e = g_strdup_printf ("%s%s(paid)", printed ? "printed-" : "", stat);
  return g_intern_string (e);
}

/* --- "a damage bonus equal to ..." ---------------------------------------------------- */

/* "its [printed] STAT" after a bonus to @target: a value of the attack
 * under way, which the bonus goes to (K.3.4.1). */
static const char *
its_stat (P *p, const char *target, gboolean next)
{
  static const struct
  {
    const char *words;
    const char *stat;
  } stats[] = {
    { "speed", "speed" },
    { "damage", "damage" },
    { "control", "control" },
    { "difficulty", "difficulty" },
    { "block modifier", "block-modifier" },
  };
  guint pos = p->pos;
  gboolean printed;
  g_autofree char *e = NULL;

  if (next || (strcmp (target, "this-attack") != 0 && strcmp (target, "your-attack") != 0) ||
      !ut_accept (p, "its"))
    return NULL;
  printed = ut_accept (p, "printed");
  for (guint i = 0; i < G_N_ELEMENTS (stats); i++)
    if (ut_accept (p, stats[i].words))
      {
        e = g_strdup_printf ("%s%s(this-attack)", printed ? "printed-" : "", stats[i].stat);
        return g_intern_string (e);
      }
  p->pos = pos;
  return NULL;
}

/**
 * ut_amount2_bonus_ahead:
 * @p: the parser, after "gets"
 *
 * Returns: whether "a damage (speed) bonus equal to" is ahead
 */
gboolean
ut_amount2_bonus_ahead (P *p)
{
  return ut_peek (p, "a damage bonus equal to") || ut_peek (p, "a speed bonus equal to");
}

/**
 * ut_amount2_bonus:
 * @p: the parser, at ut_amount2_bonus_ahead()
 * @target: the attack that gets it
 * @next: whether it is a next attack
 * @continuous: whether the ability is continuous
 *
 * "gets a damage bonus equal to AMOUNT": +X damage, X that amount, defined
 * first in the effect (J.4.3.2), as "X equals" defines it: only when
 * nothing before could change what it reads.
 *
 * Returns: TRUE when read; FALSE with the reason set
 */
gboolean
ut_amount2_bonus (P *p, const char *target, gboolean next, gboolean continuous)
{
  const char *stat = ut_accept (p, "a damage bonus equal to") ? "damage" : NULL;
  const char *term;
  UfsNode x = { 0 };
  UfsNode *n;
  gint min = G_MININT, max = G_MININT;

  if (stat == NULL && ut_accept (p, "a speed bonus equal to"))
    stat = "speed";
  if (stat == NULL || continuous)
    return ut_fail (p, "modification: a bonus equal to", 4);
  if (p->ab->uses_x || p->ab->x_in_cost)
    return ut_fail_text (p, "modification", "a bonus equal to an amount, with an X");
  for (guint i = 0; i < p->ab->effect->len; i++)
    {
      UfsNodeKind k = g_array_index (p->ab->effect, UfsNode, i).kind;

      if (k != UFS_NODE_MODIFY && k != UFS_NODE_IF && k != UFS_NODE_UNLESS && k != UFS_NODE_END)
        return ut_fail_text (p, "modification",
                             "a bonus equal to an amount, after another "
                             "instruction");
    }
  term = its_stat (p, target, next);
  if (term == NULL)
    term = ut_amount_x_value (p, &min, &max);
  if (term == NULL)
    return FALSE;
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
  n->target = target;
  n->stat = stat;
  n->amount = UFS_TEXT_X;
  if (!next)
    n->until = "end-of-attack";
  x.kind = UFS_NODE_DEFINE_X;
  x.amount = 1;
  x.min = min;
  x.has_max = max != G_MININT;
  x.max = max;
  x.expr = term;
  g_array_prepend_val (p->ab->effect, x);
  p->ab->uses_x = TRUE;
  return TRUE;
}

/* --- more of what "for each" counts ---------------------------------------------------- */

/**
 * ut_amount2_each_term:
 * @p: the parser, after "for each"
 *
 * "high (mid, low) attack in your [opponent's] card pool": the face-up
 * attacks of that card pool in that attack zone (zone-attacks()). "of
 * their committed foundations" when the opponent is the sentence's
 * subject ("your opponent loses 1 vitality for each of their committed
 * foundations"): the committed foundations of the opponent's staging area,
 * the only ones that may be committed (C.1.4).
 *
 * Returns: (nullable): the term, or NULL (the position left as it was)
 */
const char *
ut_amount2_each_term (P *p)
{
  static const char *const zones[] = { "high", "mid", "low" };

  /* B.2.2.1: "mid attack in your card pool", by its attack zone now */
  for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
    if (ut_tok (p, 0)->kind == UFS_TOK_WORD && strcmp (ut_tok (p, 0)->text, zones[i]) == 0)
      {
        guint pos = p->pos;
        g_autofree char *e = NULL;

        p->pos++;
        if (ut_accept (p, "attack in your card pool"))
          e = g_strdup_printf ("zone-attacks(%s)", zones[i]);
        else if (ut_accept (p, "attack in your opponent's card pool"))
          e = g_strdup_printf ("zone-attacks(%s, opponent)", zones[i]);
        if (e != NULL)
          return g_intern_string (e);
        p->pos = pos;
      }
  if (p->opponent && (ut_accept (p, "of their committed foundations") ||
                      ut_accept (p, "committed foundation in their staging area")))
    return "count(committed-foundations, opponent)";
  return NULL;
}

/* --- a card's own difficulty, counted (H.6, E.4.7.1) ---------------------------------- */

/**
 * ut_amount2_self_difficulty:
 * @p: the parser, after "this card (attack) gets -N difficulty" in a
 *   continuous ability with no trigger, at "for each"
 * @target: the card that gets it
 * @amount: the difficulty change for each (-N)
 *
 * "This attack gets -1 difficulty for each card in your opponent's card
 * pool": the card's bonus to itself (H.6), a <modify target="self"> whose
 * amount is read as the card is played from the hand (E.4.7.1: the
 * difficulty the total difficulty starts from, docs/effects.md) and, in
 * play, as its current state is made (C.3.3.4.3).
 *
 * Returns: TRUE when read; FALSE with the reason set
 */
gboolean
ut_amount2_self_difficulty (P *p, const char *target, gint amount)
{
  const char *term;
  UfsNode *n;
  g_autofree char *e = NULL;

  if (target == NULL || strcmp (target, "self") != 0 || p->ab->when_event != NULL ||
      p->ab->effect->len > 0 || !ut_amount_for_each_ahead (p) || amount == UFS_TEXT_X ||
      p->ab->desperation || p->ab->deadlock || p->ab->character != NULL || p->ab->zone != NULL ||
      p->ab->resource != NULL || p->ab->watermark != NULL)
    return ut_fail_text (p, "modification", "difficulty of a card being played");
  p->pos += 2;
  term = ut_each_term (p);
  if (term == NULL)
    return ut_fail (p, "modification: difficulty of a card being played: for each", 6);
  if (strstr (term, "x") == term)
    return ut_fail_text (p, "modification", "difficulty for each X");
  if (!ut_peek (p, ".") && !ut_at_end (p))
    return ut_fail (p, "modification: difficulty of a card being played: words after", 4);
  e = amount == 1 ? g_strdup (term) : g_strdup_printf ("%d*%s", amount, term);
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
  n->target = "self";
  n->stat = "difficulty";
  n->amount = amount;
  n->expr = g_intern_string (e);
  return TRUE;
}

/* --- small words ----------------------------------------------------------------------- */

/**
 * ut_amount2_unread_before:
 * @n: an instruction before the first use of X
 * @term: what X equals
 *
 * J.4.3.2: X defined by the effect is read as it begins, before @n: only
 * when @n cannot change what X reads. A gain of vitality ("Gain 1
 * vitality. Your next attack gets +X damage. X equals the number of
 * characters in your staging area.") changes no amount but vitality and
 * what this turn's history counts.
 *
 * Returns: whether @n changes nothing @term reads
 */
gboolean
ut_amount2_unread_before (const UfsNode *n, const char *term)
{
  return n->kind == UFS_NODE_GAIN && (n->player == NULL || strcmp (n->player, "you") == 0) &&
         n->expr == NULL && n->amount != UFS_TEXT_X && strstr (term, "vitality(") == NULL &&
         strstr (term, "turn(") == NULL;
}

/**
 * ut_amount2_for_ach:
 * @p: the parser
 *
 * Returns: whether "for ach", a misprint of "for each", is ahead
 */
gboolean
ut_amount2_for_ach (P *p)
{
  return ut_peek (p, "for ach");
}
