/* ufs-keyword-cost.c: "this card's <keyword> cost" (K.3.22): the cost of
 * the abilities that every instance of a keyword on the card grants,
 * paid with other cards than momentum:
 * `<keyword-cost keyword="ex|powerful|multiple" pay="card-pool-attacks|hand|foundations"
 * mode="instead|in-addition" max="N"/>` in a continuous ability (no
 * `<when>`) of the card. "You must discard attacks from your card pool
 * instead of discarding momentum to pay for this card's Powerful cost" is
 * `mode="instead"`; "you may discard 2 cards from your hand in addition to
 * momentum to pay for this card's EX cost" is `pay="hand" mode="in-addition"
 * max="2"`: each card is one of the momentum the cost asks.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* The most cards looked at as a payment (a hand or a card pool). */
#define OTHER_PAYMENT_MAX 128

/* <keyword-cost>'s a[1] */
enum
{
  PAY_CARD_POOL_ATTACKS, /* discard face-up attack cards of your card pool */
  PAY_HAND,              /* discard cards of your hand */
  PAY_FOUNDATIONS,       /* destroy foundations of your staging area (K.4.1) */
};

/* a[0] the keyword ability (UFS_KW_*), a[1] what pays (PAY_*), a[2] 0
 * instead of momentum, 1 beside it, a[3] at most that many of the cost. */
gboolean
ufs_compile_keyword_cost (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const keywords[] = { "ex", "powerful", "multiple", NULL };
  static const UfsKeywordAbility kinds[] = { UFS_KW_EX, UFS_KW_POWERFUL, UFS_KW_MULTIPLE };
  static const char *const pays[] = { "card-pool-attacks", "hand", "foundations", NULL };
  static const char *const modes[] = { "instead", "in-addition", NULL };
  gint k = -1, pay = -1, mode = 0;
  gint32 max;

  if (dk_compiler_word (c, node, "keyword", keywords, &k) == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "keyword"))
        dk_compiler_error (c, node,
                           "<keyword-cost> needs keyword=\"ex\", \"powerful\" or \"multiple\"");
      return FALSE;
    }
  if (dk_compiler_word (c, node, "pay", pays, &pay) == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "pay"))
        dk_compiler_error (
            c, node, "<keyword-cost> needs pay=\"card-pool-attacks\", \"hand\" or \"foundations\"");
      return FALSE;
    }
  if (xmlHasProp (node, (const xmlChar *) "mode") &&
      dk_compiler_word (c, node, "mode", modes, &mode) == NULL)
    return FALSE;
  if (!dk_compiler_int (c, node, "max", UFS_KEYWORD_COST_ANY, &max))
    return FALSE;
  if (max < 1)
    {
      dk_compiler_error (c, node, "<keyword-cost> max must be 1 or more");
      return FALSE;
    }
  in->a[0] = kinds[k];
  in->a[1] = pay;
  in->a[2] = mode;
  in->a[3] = max;
  return TRUE;
}

/* Read where the keyword ability is played (ufs_keyword_cost_rule());
 * run as an effect, it does nothing. */
DkExecResult
ufs_exec_keyword_cost (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return DK_EXEC_NEXT;
}

/**
 * ufs_keyword_cost_rule:
 * @g: a game
 * @card: a card
 * @kind: a keyword ability (UFS_KW_*)
 *
 * K.3.22: how @card's @kind cost may be paid otherwise, from a continuous
 * ability of @card with no `<when>`, while the card has its abilities
 * (not face down, sealed or a multiple copy, as ufs_static_rule()). It
 * is the cost of every instance of the keyword on the card alike.
 *
 * Returns: (nullable): the `<keyword-cost>` instruction, or %NULL
 */
const DkInstr *
ufs_keyword_cost_rule (const DkGame *g, gint32 card, guint kind)
{
  const DkInstr *in = NULL;

  while ((in = ufs_static_rule_next (g, card, UFS_INSTR_KEYWORD_COST, in)) != NULL)
    if (in->a[0] == (gint32) kind)
      return in;
  return NULL;
}

/* The cards of @player that may pay for @card's cost under @rule, into
 * @out (at most @max): never the attack whose cost it is. */
static guint
other_payment (DkGame *g, const DkInstr *rule, gint32 card, guint player, gint32 *out, guint max)
{
  guint n, found = 0;
  const guint16 *cards;

  if (rule->a[1] == PAY_HAND)
    {
      cards = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
      for (guint i = 0; i < n && found < max; i++)
        out[found++] = cards[i];
      return found;
    }
  if (rule->a[1] == PAY_FOUNDATIONS)
    {
      /* K.4.1: a foundation, face-down cards included (D.2.2.2), never the
       * starting character nor an attached card */
      cards = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);
      for (guint i = 0; i < n && found < max; i++)
        if (cards[i] != ufs_state_const (g)->character[player] &&
            !dk_game_card_has_flag (g, cards[i], UFS_FLAG_ATTACHED) &&
            ufs_is_foundation (g, cards[i]))
          out[found++] = cards[i];
      return found;
    }
  cards = dk_game_zone (g, UFS_ZONE_CARD_POOL, player, &n);
  for (guint i = 0; i < n && found < max; i++)
    if (cards[i] != card && !ufs_is_face_down (g, cards[i]) &&
        ufs_card_type (g, cards[i]) == UFS_TYPE_ATTACK)
      out[found++] = cards[i];
  return found;
}

/* How many of the cost the other cards can pay. */
static guint
other_units (DkGame *g, const DkInstr *rule, gint32 card, guint player)
{
  gint32 cards[OTHER_PAYMENT_MAX];

  return MIN (other_payment (g, rule, card, player, cards, G_N_ELEMENTS (cards)),
              (guint) rule->a[3]);
}

/**
 * ufs_keyword_cost_units:
 * @g: a game
 * @card: the card whose keyword ability it is
 * @kind: the keyword ability (UFS_KW_EX, UFS_KW_POWERFUL, UFS_KW_MULTIPLE)
 * @player: who pays
 *
 * K.3.22: how many momentum the cost of @card's @kind abilities can be
 * paid for now: @player's momentum, or with `<keyword-cost>` the other
 * cards instead of them or beside them.
 *
 * Returns: the largest X the player can pay
 */
guint
ufs_keyword_cost_units (DkGame *g, gint32 card, guint kind, guint player)
{
  const DkInstr *rule = ufs_keyword_cost_rule (g, card, kind);
  guint momentum = dk_game_zone_size (g, UFS_ZONE_MOMENTUM, player);

  if (rule == NULL)
    return momentum;
  return (rule->a[2] == 0 ? 0 : momentum) + other_units (g, rule, card, player);
}

/* Pay with one card chosen: the cards are chosen one at a time, so they
 * reach the pile in the order chosen, the last on top (D.2.3.3.1). */
static void
pay_with (DkGame *g, gint32 card)
{
  ufs_discard_card (g, card);
}

/**
 * ufs_keyword_cost_step:
 * @g: a game
 * @f: the keyword ability's frame (ufs_proc_keyword: a[0] the card, a[2]
 *   the player, a[3] X once chosen)
 * @rule: the card's `<keyword-cost>`
 *
 * K.3.22: the cost of X momentum paid with other cards as @rule allows.
 * Step 1: X has been answered; with momentum beside the other cards, the
 * player says how many of X the other cards pay (asked only when there
 * is a choice); then they pick those cards one at a time (step 3). a[4]
 * keeps the cards still to pick (<< 16) and the momentum to discard after
 * them.
 *
 * Returns: TRUE while a question waits; FALSE once the other cards are
 *   paid: a[4] & 0xffff momentum are left for the caller to discard
 */
gboolean
ufs_keyword_cost_step (DkGame *g, DkFrame *f, const DkInstr *rule)
{
  guint player = (guint) f->a[2];
  const DkOption *o = dk_game_answer (g);
  gint32 cards[OTHER_PAYMENT_MAX];
  guint n;

  if (f->step == 1)
    {
      guint x = o != NULL && o->n_args == 1 ? (guint) o->args[0] : 0;
      guint momentum = rule->a[2] == 0 ? 0 : dk_game_zone_size (g, UFS_ZONE_MOMENTUM, player);
      guint others = other_units (g, rule, f->a[0], player);
      guint lo = x > momentum ? x - momentum : 0, hi = MIN (x, others);

      f->a[3] = (gint32) x;
      dk_game_clear_answer (g);
      if (lo < hi)
        {
          f->step = 2;
          dk_game_decide (g, player, UFS_DECISION (COST));
          for (guint k = lo; k <= hi; k++)
            dk_option_add_int (dk_game_offer (g, DK_VERB_NUMBER, 0), (gint32) k);
          return TRUE;
        }
      f->a[4] = (gint32) (lo << 16 | (x - lo));
    }
  else if (f->step == 2)
    {
      guint k = o != NULL && o->n_args == 1 ? (guint) o->args[0] : 0;

      dk_game_clear_answer (g);
      f->a[4] = (gint32) (k << 16 | ((guint) f->a[3] - k));
    }
  else if (f->step == 3)
    {
      n = other_payment (g, rule, f->a[0], player, cards, G_N_ELEMENTS (cards));
      for (guint i = 0; o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 && i < n; i++)
        if (cards[i] == o->args[0])
          {
            pay_with (g, cards[i]);
            f->a[4] -= 1 << 16;
            break;
          }
      dk_game_clear_answer (g);
    }
  if ((f->a[4] >> 16) == 0)
    return FALSE;
  n = other_payment (g, rule, f->a[0], player, cards, G_N_ELEMENTS (cards));
  if (n == 0)
    {
      /* nothing left to pick: the rest of the cost is not paid */
      f->a[4] &= 0xffff;
      return FALSE;
    }
  f->step = 3;
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  for (guint i = 0; i < n; i++)
    dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), cards[i]);
  return TRUE;
}
