/* ufs-text-amount.c: amounts and choices between modifications: what
 * "for each" counts, what "X equals" names (with the arithmetic printed
 * around it), the bounds "(minimum N)" and "(maximum N)", and "+2 speed or
 * +2 damage".
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- what "for each" counts ---------------------------------------------------------- */

/* The words after "for each" beyond those of ufs-text-effect.c, and the
 * TERM of docs/effects.md; @their: "their" is the opponent, read only
 * when the opponent is the sentence's subject ("Your opponent loses 1
 * vitality for each card in their card pool"). */
static const struct
{
  const char *words;
  const char *term;
  gboolean their;
} ufs_each_more[] = {
  { "card in your opponent's hand", "count(hand, opponent)", FALSE },
  { "attack card in your card pool", "count(attacks)", FALSE },
  /* count(attacks) counts the face-up ones (a face-down card has no type) */
  { "face up attack in your card pool", "count(attacks)", FALSE },
  { "face up attack in your opponent's card pool", "count(attacks, opponent)", FALSE },
  { "attack card in your opponent's card pool", "count(attacks, opponent)", FALSE },
  { "action card in your card pool", "count(actions)", FALSE },
  { "action in your opponent's card pool", "count(actions, opponent)", FALSE },
  { "committed foundation in your staging area", "count(committed-foundations)", FALSE },
  { "committed foundation in your opponent's staging area",
    "count(committed-foundations, opponent)", FALSE },
  { "ready foundation in your staging area", "count(ready-foundations)", FALSE },
  { "ready foundation in your opponent's staging area", "count(ready-foundations, opponent)",
    FALSE },
  { "face down card in your staging area", "count(face-down)", FALSE },
  { "face down card in your opponent's staging area", "count(face-down, opponent)", FALSE },
  { "asset in your opponent's staging area", "count(assets, opponent)", FALSE },
  { "card in your opponent's discard pile", "count(discard, opponent)", FALSE },
  { "of their momentum", "count(momentum, opponent)", TRUE },
  { "card in their momentum", "count(momentum, opponent)", TRUE },
  { "card in their hand", "count(hand, opponent)", TRUE },
  { "card in their card pool", "count(card-pool, opponent)", TRUE },
  { "card in their discard pile", "count(discard, opponent)", TRUE },
  { "of their foundations", "count(foundations, opponent)", TRUE },
  /* C.3.3.1: face-up cards of a type in a card pool */
  { "foundation in your card pool", "face-up(pool-foundations)", FALSE },
  { "foundation card in your card pool", "face-up(pool-foundations)", FALSE },
  { "foundation in your opponent's card pool", "face-up(pool-foundations, opponent)", FALSE },
  { "character card in your card pool", "face-up(pool-characters)", FALSE },
  { "non-attack card in your card pool", "face-up(pool-non-attacks)", FALSE },
  /* D.2.2.3.4.2: the starting character and those attached to it */
  { "character in your staging area", "count(characters)", FALSE },
  { "character card in your staging area", "count(characters)", FALSE },
  { "character in your opponent's staging area", "count(characters, opponent)", FALSE },
  { "character card in your opponent's staging area", "count(characters, opponent)", FALSE },
  { "character card in both staging areas", "count(characters, both)", FALSE },
  { "character in both staging areas", "count(characters, both)", FALSE },
  /* C.3.3.1: the face-down cards of a card pool */
  { "face down card in your card pool", "face-up(pool-face-down)", FALSE },
  { "face down card in your opponent's card pool", "face-up(pool-face-down, opponent)", FALSE },
  { "face down card in their card pool", "face-up(pool-face-down, opponent)", TRUE },
  { "attack card in both card pools", "count(attacks, both)", FALSE },
  { "attack in both card pools", "count(attacks, both)", FALSE },
  /* K.4.1: any player's, this turn */
  { "foundation that has been destroyed this turn", "turn(foundations-destroyed, both)", FALSE },
  /* C.3.3.1: face up, as every card of that pile is but for an effect */
  { "attack card in your removed from game pile", "face-up(removed-attacks)", FALSE },
  { "attack in your removed from game pile", "face-up(removed-attacks)", FALSE },
  { "character card in your removed from game pile", "face-up(removed-characters)", FALSE },
};

/* The keywords an attack of the card pool is counted by ("for each Kick
 * attack in your card pool": keyword(Kick), printed or granted). */
static const struct
{
  const char *word;
  const char *keyword;
} ufs_count_keywords[] = {
  { "kick", "Kick" },         { "punch", "Punch" },       { "slam", "Slam" },
  { "throw", "Throw" },       { "weapon", "Weapon" },     { "tech", "Tech" },
  { "ranged", "Ranged" },     { "charge", "Charge" },     { "fury", "Fury" },
  { "ally", "Ally" },         { "taunt", "Taunt" },       { "stun", "Stun" },
  { "powerful", "Powerful" }, { "multiple", "Multiple" }, { "safe", "Safe" },
};

/* "Kick attack(s) in your (opponent's) card pool": keyword(Kick[,
 * opponent]) (interned), or NULL. */
static const char *
keyword_attacks (P *p, gboolean plural)
{
  guint pos = p->pos;
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind != UFS_TOK_WORD)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_count_keywords); i++)
    if (strcmp (t->text, ufs_count_keywords[i].word) == 0)
      {
        gboolean opponent;
        g_autofree char *e = NULL;

        p->pos++;
        if (!ut_accept (p, plural ? "attacks" : "attack"))
          break;
        if (ut_accept (p, "in your card pool"))
          opponent = FALSE;
        else if (ut_accept (p, "in your opponent's card pool"))
          opponent = TRUE;
        else
          break;
        e = g_strdup_printf ("keyword(%s%s)", ufs_count_keywords[i].keyword,
                             opponent ? ", opponent" : "");
        return g_intern_string (e);
      }
  p->pos = pos;
  return NULL;
}

/* "Kick attack(s) in your card pool" (ufs-text-cond7.c) */
const char *
ut_amount_keyword_attacks (P *p, gboolean plural)
{
  return keyword_attacks (p, plural);
}

const char *
ut_amount_each_term (P *p)
{
  const char *term;

  for (guint i = 0; i < G_N_ELEMENTS (ufs_each_more); i++)
    if ((!ufs_each_more[i].their || p->opponent) && ut_accept (p, ufs_each_more[i].words))
      return ufs_each_more[i].term;
  if ((term = ut_amount2_each_term (p)) != NULL) /* ufs-text-amount2.c */
    return term;
  return keyword_attacks (p, FALSE);
}

/* "for each", or "for every" not followed by a number ("for every 2
 * cards" rounds down: ufs-text-amount3.c) */
gboolean
ut_amount_for_each_ahead (P *p)
{
  return ut_peek (p, "for each") || ut_amount2_for_ach (p) || /* ufs-text-amount2.c */
         (ut_peek (p, "for every") && ut_tok (p, 2)->kind != UFS_TOK_NUMBER);
}

/* @per times @term (interned). */
static const char *
scaled (gint per, const char *term)
{
  g_autofree char *e = per == 1 ? g_strdup (term) : g_strdup_printf ("%d*%s", per, term);

  return g_intern_string (e);
}

/* --- what "X equals" names ----------------------------------------------------------- */

/* Counts after "the number of" (or "the total number of"), beyond those
 * of ufs-text-effect.c. */
static const struct
{
  const char *words;
  const char *term;
} ufs_x_counts[] = {
  { "committed foundations in your staging area", "count(committed-foundations)" },
  { "committed foundations in your opponent's staging area",
    "count(committed-foundations, opponent)" },
  { "ready foundations in your staging area", "count(ready-foundations)" },
  { "ready foundations in your opponent's staging area", "count(ready-foundations, opponent)" },
  { "committed cards in your staging area", "count(committed)" },
  { "committed cards in your opponent's staging area", "count(committed, opponent)" },
  { "assets in your staging area", "count(assets)" },
  { "assets in your opponent's staging area", "count(assets, opponent)" },
  { "actions in your card pool", "count(actions)" },
  { "actions in your opponent's card pool", "count(actions, opponent)" },
  { "attacks in your opponent's card pool", "count(attacks, opponent)" },
  { "cards in your opponent's discard pile", "count(discard, opponent)" },
  { "cards in your card pool", "count(card-pool)" },
  { "cards in your opponent's card pool", "count(card-pool, opponent)" },
  { "cards in your hand", "count(hand)" },
  { "cards in your opponent's hand", "count(hand, opponent)" },
  { "your foundations", "count(foundations)" },
  { "your opponent's foundations", "count(foundations, opponent)" },
  { "your opponent's face down foundations", "count(face-down, opponent)" },
  { "your face down foundations", "count(face-down)" },
  { "foundations in your card pool", "face-up(pool-foundations)" },
  { "foundations in your opponent's card pool", "face-up(pool-foundations, opponent)" },
  { "non-attack cards in your card pool", "face-up(pool-non-attacks)" },
  { "characters in your staging area", "count(characters)" },
  { "character cards in your staging area", "count(characters)" },
  { "characters cards in your staging area", "count(characters)" },
  { "characters in your opponent's staging area", "count(characters, opponent)" },
  { "character cards in your opponent's staging area", "count(characters, opponent)" },
  { "character cards in both staging areas", "count(characters, both)" },
  { "face down cards in your card pool", "face-up(pool-face-down)" },
  { "face down cards in your opponent's card pool", "face-up(pool-face-down, opponent)" },
  { "attack cards in both card pools", "count(attacks, both)" },
  { "attacks in both card pools", "count(attacks, both)" },
  { "foundations destroyed this turn", "turn(foundations-destroyed, both)" },
  { "foundations that have been destroyed this turn", "turn(foundations-destroyed, both)" },
  { "attacks in your removed from game pile", "face-up(removed-attacks)" },
  { "attack cards in your removed from game pile", "face-up(removed-attacks)" },
  { "characters in your removed from the game pile", "face-up(removed-characters)" },
  { "characters in your removed from game pile", "face-up(removed-characters)" },
  { "character cards in your removed from game pile", "face-up(removed-characters)" },
};

/* Values of the game named without "the number of". */
static const struct
{
  const char *words;
  const char *term;
} ufs_x_values[] = {
  { "your vitality", "vitality(you)" },
  { "your current vitality", "vitality(you)" },
  { "your opponent's vitality", "vitality(opponent)" },
  { "your opponent's current vitality", "vitality(opponent)" },
  /* B.1.2.3: a hand size is the character's */
  { "your hand size", "hand-size(your-character)" },
  { "your opponent's hand size", "hand-size(opponent-character)" },
  { "your printed hand size", "printed-hand-size(your-character)" },
  { "your starting character's printed hand size", "printed-hand-size(your-character)" },
  { "your character's printed hand size", "printed-hand-size(your-character)" },
  { "your opponent's printed hand size", "printed-hand-size(opponent-character)" },
  { "your opponent's character's printed hand size", "printed-hand-size(opponent-character)" },
};

/* The values of an attack "this attack's STAT" names. */
static const char *const ufs_attack_stats[] = { "speed", "damage", "control", "difficulty", NULL };

/* "this attack's [printed] speed": the stat of the attack the ability's
 * "this attack" is (K.3.4; K.3.4.3: in a response, the card itself), or
 * NULL. */
static const char *
this_attack_stat (P *p)
{
  guint pos = p->pos;
  gboolean printed;
  const char *card;
  const char *stat = NULL;

  if (ut_accept (p, "the block modifier of this attack"))
    {
      /* the attack's own block modifier */
      stat = "block-modifier";
      printed = FALSE;
    }
  else if (!ut_accept (p, "this attack's"))
    return NULL;
  else
    printed = ut_accept (p, "printed");
  if (strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") == 0)
    card = "self";
  else if (strcmp (p->ab->type, "E") == 0 || strcmp (p->ab->type, "F") == 0)
    card = "this-attack";
  else
    {
      p->pos = pos;
      return NULL;
    }
  for (guint i = 0; ufs_attack_stats[i] != NULL && stat == NULL; i++)
    if (ut_accept (p, ufs_attack_stats[i]))
      stat = ufs_attack_stats[i];
  if (stat != NULL)
    {
      g_autofree char *e = g_strdup_printf ("%s%s(%s)", printed ? "printed-" : "", stat, card);

      return g_intern_string (e);
    }
  p->pos = pos;
  return NULL;
}

/* "your attack's [printed] control", "the control of your attack": the
 * attack in its sequence (K.3.4.1), read only when every X before is a
 * change of your attack: when the attack is the opponent's, those change
 * nothing, and what X reads does not matter. */
static const char *
your_attack_stat (P *p)
{
  guint pos = p->pos;
  gboolean printed = FALSE;
  const char *stat = NULL;

  if (ut_accept (p, "your attack's"))
    {
      printed = ut_accept (p, "printed");
      for (guint i = 0; ufs_attack_stats[i] != NULL && stat == NULL; i++)
        if (ut_accept (p, ufs_attack_stats[i]))
          stat = ufs_attack_stats[i];
    }
  else if (ut_accept (p, "the"))
    {
      printed = ut_accept (p, "printed");
      for (guint i = 0; ufs_attack_stats[i] != NULL && stat == NULL; i++)
        if (ut_accept (p, ufs_attack_stats[i]))
          stat = ufs_attack_stats[i];
      /* "the block modifier of your attack": the one printed on the card,
       * as modified (C.3.2) */
      if (stat == NULL && ut_accept (p, "block modifier"))
        stat = "block-modifier";
      if (stat != NULL && !ut_accept (p, "of your attack"))
        stat = NULL;
    }
  if (stat == NULL ||
      (strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") == 0) ||
      strcmp (p->ab->type, "continuous") == 0)
    {
      p->pos = pos;
      return NULL;
    }
  for (guint i = 0; i < p->ab->effect->len; i++)
    {
      const UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i);

      if ((n->amount == UFS_TEXT_X && n->kind != UFS_NODE_IF && n->kind != UFS_NODE_UNLESS) ||
          (n->expr != NULL && strcmp (n->expr, "-1*x") == 0))
        if ((n->kind != UFS_NODE_MODIFY && n->kind != UFS_NODE_MODIFY_RATING &&
             n->kind != UFS_NODE_GRANT_KEYWORD) ||
            n->target == NULL || strcmp (n->target, "your-attack") != 0)
          {
            p->pos = pos;
            return NULL;
          }
    }
  {
    g_autofree char *e = g_strdup_printf ("%s%s(this-attack)", printed ? "printed-" : "", stat);

    return g_intern_string (e);
  }
}

/* One term X may equal: a count or a value, NULL when not read. */
static const char *
x_term (P *p)
{
  const char *term;
  guint pos = p->pos;

  if ((term = ut_x_table_term (p)) != NULL)
    return term;
  if ((term = this_attack_stat (p)) != NULL || (term = your_attack_stat (p)) != NULL)
    return term;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_x_values); i++)
    if (ut_accept (p, ufs_x_values[i].words))
      return ufs_x_values[i].term;
  if ((term = ut_amount2_x_term (p)) != NULL) /* ufs-text-amount2.c */
    return term;
  if ((term = ut_bound_x_term (p)) != NULL) /* ufs-text-bound.c */
    return term;
  /* "the number your ...": a word lost in print */
  if (ut_accept (p, "the total number of") || ut_accept (p, "the number of") ||
      ut_accept (p, "the number"))
    {
      for (guint i = 0; i < G_N_ELEMENTS (ufs_x_counts); i++)
        if (ut_accept (p, ufs_x_counts[i].words))
          return ufs_x_counts[i].term;
      if ((term = keyword_attacks (p, TRUE)) != NULL)
        return term;
    }
  p->pos = pos;
  return NULL;
}

/* What X equals (H.4.4.1, J.4.3.2), after "X equals": a term, with
 * "N minus", "half ... (rounded up)" (J.4.3.4: rounded up is the rule's
 * own way), "double" before it or "plus N" / "minus N" after it, and
 * "(minimum N)" / "(maximum N)" (K.3.8: the number's floor and ceiling).
 * ut_x_table_term() reads the terms of ufs-text-effect.c. The expression
 * (interned), or NULL with the reason set. */
const char *
ut_amount_x_value (P *p, gint *min, gint *max)
{
  gint minus_of = -1, mul = 1, div = 1, add = 0;
  const char *term;
  GString *e;

  *min = G_MININT;
  *max = G_MININT;
  if (ut_tok (p, 0)->kind == UFS_TOK_NUMBER && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
      strcmp (ut_tok (p, 1)->text, "minus") == 0)
    {
      minus_of = ut_tok (p, 0)->num;
      p->pos += 2;
    }
  else if (ut_accept (p, "half"))
    div = 2;
  else if (ut_accept (p, "double"))
    mul = 2;
  term = x_term (p);
  if (term == NULL)
    {
      ut_fail (p, "amount: x equals", 8);
      return NULL;
    }
  if (div == 2 && !ut_accept (p, "( rounded up )"))
    {
      ut_fail (p, "amount: x equals: half", 4);
      return NULL;
    }
  if (minus_of < 0 && mul == 1 && div == 1 &&
      (ut_peek (p, "plus N") || ut_peek (p, "minus N") || ut_peek (p, "+ N")))
    {
      gint sign = ut_accept (p, "minus") ? -1 : 1;

      if (sign > 0 && !ut_accept (p, "plus"))
        ut_accept (p, "+");
      add = sign * ut_tok (p, 0)->num;
      p->pos++;
    }
  if (minus_of >= 0)
    {
      mul = -1;
      add = minus_of;
    }
  /* the packing of an expression (ufs-state.c): factors and added numbers
   * from -64 to 63 */
  if (add < -64 || add > 63)
    {
      ut_fail_text (p, "amount: x equals", "a number out of range");
      return NULL;
    }
  for (;;)
    {
      gint *bound = ut_accept (p, "( minimum") ? min : ut_accept (p, "( maximum") ? max : NULL;

      if (bound == NULL)
        break;
      if (*bound != G_MININT || ut_tok (p, 0)->kind != UFS_TOK_NUMBER)
        {
          ut_fail (p, "amount: x equals: a bound", 3);
          return NULL;
        }
      *bound = ut_tok (p, 0)->num;
      p->pos++;
      if (!ut_accept (p, ")"))
        {
          ut_fail (p, "amount: x equals: a bound", 3);
          return NULL;
        }
    }
  if (*min != G_MININT && *max != G_MININT && *min > *max)
    {
      ut_fail_text (p, "amount: x equals", "a minimum above the maximum");
      return NULL;
    }
  e = g_string_new (NULL);
  if (mul != 1)
    g_string_append_printf (e, "%d*", mul);
  g_string_append (e, term);
  if (div != 1)
    g_string_append_printf (e, "/%d", div);
  if (add != 0)
    g_string_append_printf (e, "%+d", add);
  term = g_intern_string (e->str);
  g_string_free (e, TRUE);
  return term;
}

/* --- bounds and "for each" after modifications ---------------------------------------- */

static gboolean
is_penalty (const UfsNode *n)
{
  if (n->expr != NULL)
    return n->expr[0] == '-';
  return n->amount != UFS_TEXT_X && n->amount < 0;
}

/* "+1 damage for each card in your hand (maximum 4)": the count at most 4
 * (K.3.8: a ceiling for that number), as X defined first in the effect
 * and each modification from node @start on X times its amount. Only
 * when nothing else in the effect defines or reads an X, and nothing
 * before could change what is counted or waits (the X is read when the
 * effect begins). */
static gboolean
count_bounded (P *p, guint start, const char *term, gint bound)
{
  GArray *e = p->ab->effect;
  UfsNode x = { 0 };

  if (p->ab->uses_x)
    return ut_fail_text (p, "modification: maximum", "after for each, with an X");
  for (guint i = 0; i < e->len; i++)
    {
      const UfsNode *n = &g_array_index (e, UfsNode, i);

      if (n->kind != UFS_NODE_MODIFY && n->kind != UFS_NODE_MODIFY_RATING &&
          n->kind != UFS_NODE_MODIFY_CHECK && n->kind != UFS_NODE_IF &&
          n->kind != UFS_NODE_UNLESS && n->kind != UFS_NODE_EITHER && n->kind != UFS_NODE_OPTION &&
          n->kind != UFS_NODE_END)
        return ut_fail_text (p, "modification: maximum",
                             "after for each, with another instruction before");
    }
  for (guint i = start; i < e->len; i++)
    {
      UfsNode *n = &g_array_index (e, UfsNode, i);

      if (n->kind == UFS_NODE_MODIFY)
        n->expr = scaled (n->amount, "x");
    }
  x.kind = UFS_NODE_DEFINE_X;
  x.amount = 1;
  x.min = G_MININT;
  x.expr = term;
  x.has_max = TRUE;
  x.max = bound;
  g_array_prepend_val (e, x);
  p->ab->uses_x = TRUE;
  return TRUE;
}

/* After the modifications from node @start on ("+1 speed and +1 damage"):
 * "for each ..." counts for every one of them, and "(minimum N)" bounds
 * every penalty among them, "(maximum N)" every bonus (K.3.7: the floor
 * or ceiling of the values modified; a bound printed after a list of
 * modifications is the list's, docs/rulings.md), or after "for each" the
 * count (K.3.8). Nothing read: TRUE;
 * FALSE with the reason set. */
gboolean
ut_amount_after_mods (P *p, guint start, gboolean next, gboolean continuous)
{
  GArray *e = p->ab->effect;
  const char *term = NULL; /* what "for each" counts */
  gboolean every = FALSE;

  if (!ut_amount3_for_every (p, start, continuous, &every)) /* ufs-text-amount3.c */
    return FALSE;
  if (!every && ut_amount_for_each_ahead (p))
    {
      if (continuous)
        return ut_fail (p, "modification: for each", 6);
      for (guint i = start; i < e->len; i++)
        {
          const UfsNode *n = &g_array_index (e, UfsNode, i);

          if (n->kind == UFS_NODE_EITHER || n->kind == UFS_NODE_OPTION || n->kind == UFS_NODE_END)
            continue;
          if (n->kind != UFS_NODE_MODIFY || n->amount == UFS_TEXT_X || n->expr != NULL ||
              n->min != G_MININT || n->has_max)
            return ut_fail_text (p, "modification: for each",
                                 "after an X, a bound or a keyword among the modifications");
        }
      p->pos += 2;
      term = ut_each_term (p);
      if (term == NULL)
        {
          p->pos -= 2;
          return ut_fail (p, "modification: for each", 6);
        }
      for (guint i = start; i < e->len; i++)
        {
          UfsNode *n = &g_array_index (e, UfsNode, i);

          if (n->kind == UFS_NODE_MODIFY)
            n->expr = scaled (n->amount, term);
        }
    }
  while (ut_peek (p, "( minimum") || ut_peek (p, "( maximum"))
    {
      gboolean floor = ut_accept (p, "( minimum");
      gint bound;
      guint bounded = 0;

      if (!floor)
        ut_accept (p, "( maximum");
      if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER || next)
        return ut_fail (p, floor ? "modification: minimum" : "modification: maximum", 3);
      bound = ut_tok (p, 0)->num;
      p->pos++;
      if (!ut_accept (p, ")"))
        return ut_fail (p, floor ? "modification: minimum" : "modification: maximum", 3);
      /* a bound in the middle of a list ("-2 damage (minimum 1) and -2
       * speed"): its own modification's, not read */
      if (ut_peek (p, "and +") || ut_peek (p, "and -"))
        return ut_fail_text (p, "modification: minimum",
                             "after one of several modifications, before the others");
      /* K.3.8: after a bonus "for each ...", the maximum bounds that
       * number, the count (docs/rulings.md) */
      if (!floor && term != NULL)
        {
          if (!count_bounded (p, start, term, bound))
            return FALSE;
          start++;
          term = NULL;
          continue;
        }
      /* after "+X": X's ceiling or the value's, not read */
      for (guint i = start; !floor && i < e->len; i++)
        {
          const UfsNode *n = &g_array_index (e, UfsNode, i);

          if (n->kind == UFS_NODE_MODIFY && n->amount == UFS_TEXT_X && !is_penalty (n))
            return ut_fail_text (p, "modification: maximum", "after +X");
        }
      for (guint i = start; i < e->len; i++)
        {
          UfsNode *n = &g_array_index (e, UfsNode, i);

          if (n->kind != UFS_NODE_MODIFY || is_penalty (n) != floor)
            continue;
          if (floor ? n->min != G_MININT : n->has_max)
            return ut_fail_text (p, "modification", "two bounds");
          if (floor)
            n->min = bound;
          else
            {
              n->has_max = TRUE;
              n->max = bound;
            }
          bounded++;
        }
      /* K.3.7 on a value the text does not lower (raise): not read */
      if (bounded == 0)
        return ut_fail_text (p, floor ? "modification: minimum" : "modification: maximum",
                             floor ? "after no penalty" : "after no bonus");
    }
  return TRUE;
}

/* --- a choice between two modifications (J.3.3) --------------------------------------- */

static const char *
choice_stat (P *p)
{
  if (ut_accept (p, "speed"))
    return "speed";
  if (ut_accept (p, "damage"))
    return "damage";
  return NULL;
}

/* "+2 or -2 damage", "+2 speed or +2 damage" [(your choice)]: after the
 * first amount (@sign times @k) and, when printed there, its stat
 * @first_stat, at "or": an <either> of the two modifications of @target,
 * this attack's (your, your opponent's attack's) speed or damage. Then
 * "for each ..." counts for both, "(minimum N)" bounds a penalty,
 * "(maximum N)" a bonus. */
gboolean
ut_amount_choice (P *p,
                  const char *target,
                  gint sign,
                  gint k,
                  const char *first_stat,
                  gboolean next,
                  gboolean continuous)
{
  gint sign2, k2;
  const char *stat2;
  guint start = p->ab->effect->len;

  if (!ut_accept (p, "or"))
    return ut_fail (p, "modification: a choice", 4);
  if (ut_accept (p, "+"))
    sign2 = 1;
  else if (ut_accept (p, "-"))
    sign2 = -1;
  else
    return ut_fail (p, "modification: a choice", 4);
  if (!ut_amount (p, &k2))
    return ut_fail (p, "modification: a choice", 4);
  stat2 = choice_stat (p);
  if (stat2 == NULL)
    return ut_fail (p, "modification: a choice: stat", 3);
  if (first_stat == NULL)
    first_stat = stat2;
  ut_accept (p, "( your choice )");
  if (next || continuous ||
      (strcmp (first_stat, "speed") != 0 && strcmp (first_stat, "damage") != 0))
    return ut_fail_text (p, "modification: a choice", "not of this attack's speed or damage");
  ut_node_add (p->ab->effect, UFS_NODE_EITHER);
  for (guint o = 0; o < 2; o++)
    {
      UfsNode *n;
      gint s = o == 0 ? sign : sign2, a = o == 0 ? k : k2;

      ut_node_add (p->ab->effect, UFS_NODE_OPTION);
      n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
      n->target = target;
      n->stat = o == 0 ? first_stat : stat2;
      n->amount = a == UFS_TEXT_X ? a : s * a;
      /* "-X damage": the amount -1*x */
      if (a == UFS_TEXT_X && s < 0)
        n->expr = "-1*x";
      n->until = "end-of-attack";
      ut_node_add (p->ab->effect, UFS_NODE_END);
    }
  ut_node_add (p->ab->effect, UFS_NODE_END);
  if (!ut_amount_after_mods (p, start, next, continuous))
    return FALSE;
  ut_accept (p, "( your choice )");
  if (ut_peek (p, "(") || ut_peek (p, "for") || ut_peek (p, "and"))
    return ut_fail (p, "modification: a choice", 4);
  return TRUE;
}

/* --- "for each" after a verb --------------------------------------------------------- */

/* "Draw 1 card for each ...", "your opponent loses 1 vitality for each
 * ...": the amount of the instruction just read, a number, becomes that
 * many for each (J.4.2), read as the instruction executes. Only the
 * instructions whose amount may be an expression. */
gboolean
ut_amount_verb_each (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  const char *term;

  if (!ut_amount_for_each_ahead (p) || e->len == 0)
    return TRUE;
  n = &g_array_index (e, UfsNode, e->len - 1);
  if (!(n->kind == UFS_NODE_DRAW || n->kind == UFS_NODE_GAIN || n->kind == UFS_NODE_LOSE ||
        n->kind == UFS_NODE_DAMAGE || n->kind == UFS_NODE_MODIFY_CHECK ||
        n->kind == UFS_NODE_MODIFY_THIS_CHECK ||
        (n->kind == UFS_NODE_DISCARD && n->from != NULL && strcmp (n->from, "hand") == 0)) ||
      n->amount == UFS_TEXT_X || n->expr != NULL ||
      /* "gets -1 for each ...": a check's penalty, counted as a bonus is */
      (n->amount < 1 && !((n->kind == UFS_NODE_MODIFY_CHECK ||
                           n->kind == UFS_NODE_MODIFY_THIS_CHECK) &&
                          n->amount < 0)) ||
      (n->player != NULL && strcmp (n->player, "each") == 0))
    return ut_fail (p, "amount: for each after", 6);
  /* one instruction for each player ("Both players lose 1 vitality"):
   * the count would be read for each, not read */
  if (e->len >= 2)
    {
      const UfsNode *m = &g_array_index (e, UfsNode, e->len - 2);

      if (m->kind == n->kind && m->player != NULL && n->player != NULL &&
          strcmp (m->player, n->player) != 0 && m->amount == n->amount)
        return ut_fail (p, "amount: for each after", 6);
    }
  p->pos += 2;
  term = ut_each_term (p);
  if (term == NULL)
    {
      p->pos -= 2;
      return ut_fail (p, "amount: for each after", 6);
    }
  n->expr = scaled (n->amount, term);
  return TRUE;
}

/* --- the check a response answers (E.3.1.1) ----------------------------------------- */

/* "Failing this check does not end the Combat Phase." after "that check
 * gets ..." (or "your opponent's next check gets ..."): the change of the
 * check, unconditional, keeps its player's Combat Phase when the check
 * fails (F.2.2.1.1). */
static gboolean
keep_phase (P *p)
{
  const char *who = "";
  gboolean opp;
  UfsNode *target = NULL;

  for (guint i = 0; i < p->ab->effect->len; i++)
    {
      UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i);

      if ((n->kind == UFS_NODE_MODIFY_THIS_CHECK ||
           (n->kind == UFS_NODE_MODIFY_CHECK && n->player != NULL && n->until == NULL)) &&
          target == NULL)
        target = n;
      else if (n->kind != UFS_NODE_DEFINE_X)
        return ut_fail_text (p, "amount", "failing that check, beside another instruction");
    }
  if (target == NULL)
    return ut_fail_text (p, "amount", "failing that check, with no change of it");
  if (target->kind == UFS_NODE_MODIFY_CHECK)
    who = target->player;
  else if (p->ab->when_player != NULL)
    who = p->ab->when_player;
  opp = strcmp (who, "opponent") == 0;

  p->pos += 2;
  ut_accept (p, "control");
  if (!ut_accept (p, "check") || !(ut_accept (p, "does not end") || ut_accept (p, "will not end")))
    return ut_fail (p, "amount: failing that check", 4);
  if (!(ut_accept (p, "the combat phase") || ut_accept (p, "this combat phase") ||
        (opp && (ut_accept (p, "their combat phase") ||
                 ut_accept (p, "your opponent's combat phase"))) ||
        (strcmp (who, "you") == 0 && ut_accept (p, "your combat phase"))))
    return ut_fail (p, "amount: failing that check", 4);
  target->until = "keep-phase";
  return TRUE;
}

/**
 * ut_amount_this_check:
 * @p: the parser, at a clause
 * @ok: (out): whether the clause was read, when it was this one
 *
 * "that check (it, your check, the check) gets +N [for each ...]" in an
 * ability that answers a check made ("After you make a check,"): the value
 * of that check, before its final value is set (E.3.1.2, E.3.2).
 *
 * Returns: TRUE when the clause is this one (@ok tells whether it was read)
 */
gboolean
ut_amount_this_check (P *p, gboolean *ok)
{
  static const char *const names[] = {
    "that check gets",       "that control check gets", "the check gets",
    "your check gets",       "this check gets",         "it gets",
    "their check gets",
  };
  gboolean named = FALSE;
  gint sign, k;
  UfsNode *n;

  if (ut_peek (p, "failing this") || ut_peek (p, "failing that"))
    {
      *ok = keep_phase (p);
      return TRUE;
    }
  if (p->ab->when_event == NULL || strcmp (p->ab->when_event, "check-made") != 0 ||
      p->chosen || p->it_attack != NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (names) && !named; i++)
    named = ut_accept (p, names[i]);
  if (!named)
    return FALSE;
  if (ut_accept (p, "+"))
    sign = 1;
  else if (ut_accept (p, "-"))
    sign = -1;
  else
    {
      *ok = ut_fail (p, "amount: that check", 3);
      return TRUE;
    }
  if (!ut_amount (p, &k))
    {
      *ok = ut_fail (p, "amount: that check", 3);
      return TRUE;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_THIS_CHECK);
  n->amount = k == UFS_TEXT_X ? k : sign * k;
  /* "-X": X taken off */
  if (k == UFS_TEXT_X && sign < 0)
    n->expr = "-1*x";
  /* "for each": ut_amount_verb_each() */
  *ok = TRUE;
  return TRUE;
}

/* --- an attack filtered by a printed value (J.4.2.1) ---------------------------------- */

/**
 * ut_amount_printed_filter:
 * @p: the parser, after the attack @target ("your attack", "your Kick
 *   attack": p->filter)
 * @target: the attack read
 * @next: whether it is a next attack
 * @tested: (out): whether a test was read
 *
 * "with a printed damage (speed, difficulty, control) of N [or less, or
 * more, or greater]": the attack under way only when its printed value
 * compares so (J.4.2.1: printed, whatever modifies it). An <if> on the
 * target (it must be that player's attack, and meet p->filter) with the
 * value printed-STAT(this-attack), opened: the caller reads the
 * modifications and closes it. Not read for a next attack (the waiting
 * bonus tests no printed value).
 *
 * Returns: FALSE with the reason set when the words are there but not read
 */
gboolean
ut_amount_printed_filter (P *p, const char *target, gboolean next, gboolean *tested)
{
  static const char *const stats[] = { "damage", "speed", "difficulty", "control" };
  const char *stat = NULL;
  const char *cmp = "equals";
  g_autofree char *e = NULL;
  UfsNode *n;
  gboolean before;
  gint k;

  *tested = FALSE;
  /* "with 3 or less printed damage": the number first */
  before = ut_peek (p, "with N or less printed") || ut_peek (p, "with N or more printed") ||
           ut_peek (p, "with N printed");
  if (!ut_peek (p, "with a printed") && !before)
    return TRUE;
  if (next || (strcmp (target, "your-attack") != 0 && strcmp (target, "opponent-attack") != 0))
    return ut_fail_text (p, "target", "a printed value of an attack not under way");
  ut_accept (p, "with");
  if (before)
    {
      k = ut_tok (p, 0)->num;
      p->pos++;
      if (ut_accept (p, "or less"))
        cmp = "at-most";
      else if (ut_accept (p, "or more"))
        cmp = "at-least";
      ut_accept (p, "printed");
    }
  else
    ut_accept (p, "a printed");
  for (guint i = 0; i < G_N_ELEMENTS (stats) && stat == NULL; i++)
    if (ut_accept (p, stats[i]))
      stat = stats[i];
  if (stat == NULL)
    return ut_fail (p, "target: with a printed", 3);
  if (!before)
    {
      if (!ut_accept (p, "of") || ut_tok (p, 0)->kind != UFS_TOK_NUMBER)
        return ut_fail (p, "target: with a printed", 3);
      k = ut_tok (p, 0)->num;
      p->pos++;
      if (ut_accept (p, "or less") || ut_accept (p, "or fewer"))
        cmp = "at-most";
      else if (ut_accept (p, "or more") || ut_accept (p, "or greater") ||
               ut_accept (p, "or higher"))
        cmp = "at-least";
    }
  if (ut_peek (p, "or"))
    return ut_fail (p, "target: with a printed", 3);
  e = g_strdup_printf ("printed-%s(this-attack)", stat);
  n = ut_node_add (p->ab->effect, UFS_NODE_IF);
  n->target = target;
  n->filter = p->filter;
  n->expr = g_intern_string (e);
  n->stat = cmp;
  n->amount = k;
  p->filter = NULL;
  *tested = TRUE;
  return TRUE;
}
