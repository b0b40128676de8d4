/* ufs-text-effect.c: what an effect does: targets ("this attack", "your
 * next Kick attack"), modifications ("gets +2 damage"), verbs ("draw",
 * "commit", "destroy") and amounts ("for each", "X equals").
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- effects ------------------------------------------------------------------------ */

/* What "for each ..." counts (J.4.2): the words after "for each", and the
 * TERM of docs/effects.md. */
static const struct
{
  const char *words;
  const char *term;
} ufs_each[] = {
  { "card in your momentum", "count(momentum)" },
  { "of your momentum", "count(momentum)" },
  { "card in your opponent's momentum", "count(momentum, opponent)" },
  { "of your opponent's momentum", "count(momentum, opponent)" },
  { "card in your card pool", "count(card-pool)" },
  { "card in your opponent's card pool", "count(card-pool, opponent)" },
  { "attack in your card pool", "count(attacks)" },
  { "attack in your opponent's card pool", "count(attacks, opponent)" },
  { "action in your card pool", "count(actions)" },
  { "card in your hand", "count(hand)" },
  { "card in your discard pile", "count(discard)" },
  { "card in your opponent's discard pile", "count(discard, opponent)" },
  { "of your face down foundations", "count(face-down)" },
  { "of your opponent's face down foundations", "count(face-down, opponent)" },
  { "of your committed foundations", "count(committed-foundations)" },
  { "of your opponent's committed foundations", "count(committed-foundations, opponent)" },
  { "of your ready foundations", "count(ready-foundations)" },
  { "of your opponent's ready foundations", "count(ready-foundations, opponent)" },
  { "of your foundations", "count(foundations)" },
  { "of your opponent's foundations", "count(foundations, opponent)" },
  { "foundation in your staging area", "count(foundations)" },
  { "foundation in your opponent's staging area", "count(foundations, opponent)" },
  { "asset in your staging area", "count(assets)" },
};

/* "for each ...": @per times the count, as an expression (interned). */
static gboolean
for_each (P *p, gint per, const char **expr)
{
  if (!ut_accept (p, "for each"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_each); i++)
    if (ut_accept (p, ufs_each[i].words))
      {
        g_autofree char *e = per == 1 ? g_strdup (ufs_each[i].term)
                                      : g_strdup_printf ("%d*%s", per, ufs_each[i].term);

        *expr = g_intern_string (e);
        return TRUE;
      }
  return FALSE;
}

/* What "X equals ..." names (H.4.4.1, J.4.3.2). */
static const struct
{
  const char *words;
  const char *term;
} ufs_x_equals[] = {
  { "your momentum", "count(momentum)" },
  { "the number of cards in your momentum", "count(momentum)" },
  { "your opponent's momentum", "count(momentum, opponent)" },
  { "the number of cards in your opponent's momentum", "count(momentum, opponent)" },
  { "the number of cards in your card pool", "count(card-pool)" },
  { "the number of cards in your opponent's card pool", "count(card-pool, opponent)" },
  { "the number of attacks in your card pool", "count(attacks)" },
  { "the number of cards in your hand", "count(hand)" },
  { "the number of cards in your opponent's hand", "count(hand, opponent)" },
  { "the number of cards in your discard pile", "count(discard)" },
  { "the number of your face down foundations", "count(face-down)" },
  { "the number of your opponent's face down foundations", "count(face-down, opponent)" },
  { "the number of face down foundations in your opponent's staging area",
    "count(face-down, opponent)" },
  { "the number of face down foundations in your staging area", "count(face-down)" },
  { "the number of foundations in your staging area", "count(foundations)" },
  { "the number of foundations in your opponent's staging area", "count(foundations, opponent)" },
  { "the number of your committed foundations", "count(committed-foundations)" },
  { "the number of your opponent's committed foundations",
    "count(committed-foundations, opponent)" },
};

/* "X equals ...": a define-x at the start of the effect, which every X of
 * it reads. */
gboolean
ut_x_equals (P *p)
{
  if (!ut_accept (p, "x equals"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_x_equals); i++)
    if (ut_accept (p, ufs_x_equals[i].words))
      {
        UfsNode n = { 0 };

        if (p->ab->x_in_cost || !p->ab->uses_x)
          return ut_fail_text (p, "amount", "X equals, with X in a cost or nowhere before");
        for (guint j = 0; j < p->ab->effect->len; j++)
          if (g_array_index (p->ab->effect, UfsNode, j).kind == UFS_NODE_DEFINE_X)
            return ut_fail_text (p, "amount", "X defined twice");
        n.kind = UFS_NODE_DEFINE_X;
        n.amount = 1;
        n.min = G_MININT;
        n.expr = ufs_x_equals[i].term;
        g_array_prepend_val (p->ab->effect, n);
        return TRUE;
      }
  return ut_fail (p, "amount: x equals", 8);
}

/* "your next check (to play a card|an attack ...) (this turn) gets +N":
 * a bonus to the player's next control check (E.3.1.2). */
static gboolean
next_check (P *p)
{
  static const char *const played[][2] = {
    { "a card", "character attack action asset foundation" },
    { "an attack", "attack" },
    { "an action", "action" },
    { "an asset", "asset" },
    { "a foundation", "foundation" },
  };
  guint pos = p->pos;
  const char *player = "you";
  const char *types = NULL;
  UfsNode *n;
  gint sign, k;

  if (ut_accept (p, "your opponent's next"))
    player = "opponent";
  else if (!ut_accept (p, "your next"))
    return FALSE;
  if (!ut_accept (p, "check") && !ut_accept (p, "control check"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "to play"))
    {
      for (guint i = 0; i < G_N_ELEMENTS (played) && types == NULL; i++)
        if (ut_accept (p, played[i][0]))
          types = played[i][1];
      if (types == NULL)
        return ut_fail (p, "next check: to play", 4);
    }
  ut_accept (p, "this turn");
  if (!ut_accept (p, "gets"))
    return ut_fail (p, "next check", 4);
  if (ut_accept (p, "+"))
    sign = 1;
  else if (ut_accept (p, "-"))
    sign = -1;
  else
    return ut_fail (p, "next check", 3);
  if (!ut_amount (p, &k) || k == UFS_TEXT_X)
    return ut_fail (p, "next check: amount", 3);
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_CHECK);
  n->amount = sign * k;
  n->player = player;
  n->types = types;
  /* modify-check takes a number only */
  if (ut_peek (p, "for each"))
    return ut_fail (p, "next check: for each", 6);
  return TRUE;
}

/* The attack a modification is for; NULL (reason set) when not read. */
const char *
ut_attack_target (P *p, gboolean *next)
{
  /* The first UFS_N_FILTERED are read, as filter_values. */
  static const char *const filters[] = { "kick",     "punch",     "slam",   "throw", "weapon",
                                         "tech",     "ranged",    "charge", "fury",  "ally",
                                         "taunt",    "high",      "mid",    "low",   "stun",
                                         "non-kick", "non-punch", NULL };
  static const char *const filter_values[] = {
    "keyword=Kick",  "keyword=Punch",    "keyword=Slam",    "keyword=Throw",   "keyword=Weapon",
    "keyword=Tech",  "keyword=Ranged",   "keyword=Charge",  "keyword=Fury",    "keyword=Ally",
    "keyword=Taunt", "attack-zone=high", "attack-zone=mid", "attack-zone=low",
  };
#define UFS_N_FILTERED G_N_ELEMENTS (filter_values)
  const char *is_type = p->card->card_type;

  *next = FALSE;
  p->filter = NULL;
  if (ut_peek (p, "your next") || ut_peek (p, "your") || ut_peek (p, "this") ||
      ut_peek (p, "your opponent's") || ut_peek (p, "their"))
    {
      guint skip = ut_peek (p, "your next") || ut_peek (p, "your opponent's") ? 2 : 1;
      const UfsTok *t = ut_tok (p, skip);

      if (t->kind == UFS_TOK_SYMBOL)
        {
          ut_fail (p, "target: attack filtered by symbol", 4);
          return NULL;
        }
      for (guint i = 0; filters[i] != NULL; i++)
        if (t->kind == UFS_TOK_WORD && strcmp (t->text, filters[i]) == 0)
          {
            const UfsTok *a = ut_tok (p, skip + 1);

            /* "your Kick attack" is your attack, when it is a Kick
             * (K.3.4.1.1): only this attack, not a next one, and not in a
             * continuous ability (whose bonuses go to its own card). */
            if (i < UFS_N_FILTERED && !ut_peek (p, "your next") && ut_peek (p, "your") &&
                a->kind == UFS_TOK_WORD && strcmp (a->text, "attack") == 0 &&
                strcmp (p->ab->type, "continuous") != 0)
              {
                const char *target = skip == 1 ? "your-attack" : "opponent-attack";

                p->filter = filter_values[i];
                p->pos += skip + 2;
                return target;
              }
            ut_fail (p, "target: attack filtered by keyword or zone", 4);
            return NULL;
          }
    }
  if (ut_accept (p, "this attack"))
    {
      const char *type = p->ab->type;

      /* K.3.4.3: in a response, the attack the ability is on. */
      if (strcmp (type, "R") == 0)
        {
          if (strcmp (is_type, "attack") != 0)
            {
              ut_fail_text (p, "target", "\"this attack\" in a response not on an attack");
              return NULL;
            }
          return "self";
        }
      if (strcmp (type, "continuous") == 0)
        {
          ut_fail_text (p, "target", "\"this attack\" in a continuous ability");
          return NULL;
        }
      return "this-attack";
    }
  if (ut_accept (p, "your next attack"))
    {
      ut_accept (p, "this turn");
      *next = TRUE;
      return "your-next-attack";
    }
  if (ut_accept (p, "your attack"))
    return "your-attack";
  if (ut_accept (p, "your opponent's attack"))
    return "opponent-attack";
  if (p->ab->when_player != NULL && strcmp (p->ab->when_player, "opponent") == 0 &&
      ut_accept (p, "their attack"))
    return "opponent-attack";
  ut_fail (p, "target", 3);
  return NULL;
}

static const char *
stat_word (P *p)
{
  if (ut_accept (p, "speed"))
    return "speed";
  if (ut_accept (p, "damage"))
    return "damage";
  if (ut_accept (p, "difficulty"))
    return "difficulty";
  if (ut_accept (p, "block modifier"))
    return "block-modifier";
  return NULL;
}

/* TARGET gets +N STAT (and +N STAT)*. */
static gboolean
gets (P *p, const char *target, gboolean next, gboolean continuous)
{
  guint mods = 0;

  if (!ut_accept (p, "gets") && !ut_accept (p, "get"))
    return ut_fail (p, "verb", 3);
  do
    {
      gint sign, k;
      const char *stat;
      UfsNode *n;

      mods++;
      if (ut_accept (p, "+"))
        sign = 1;
      else if (ut_accept (p, "-"))
        sign = -1;
      else
        return ut_fail (p, "modification", 3);
      if (!ut_amount (p, &k))
        return ut_fail (p, "modification", 3);
      /* J.3.3: "+2 or -2 damage", a choice between two modifications. */
      if (ut_accept (p, "or"))
        {
          gint sign2, k2;

          if (ut_accept (p, "+"))
            sign2 = 1;
          else if (ut_accept (p, "-"))
            sign2 = -1;
          else
            return ut_fail (p, "modification: a choice", 4);
          if (!ut_amount (p, &k2) || k == UFS_TEXT_X || k2 == UFS_TEXT_X)
            return ut_fail (p, "modification: a choice", 4);
          stat = stat_word (p);
          if (stat == NULL)
            return ut_fail (p, "modification: stat", 3);
          ut_accept (p, "( your choice )");
          if (next || continuous || strcmp (stat, "block-modifier") == 0 ||
              strcmp (stat, "difficulty") == 0)
            return ut_fail_text (p, "modification: a choice",
                                 "not of this attack's speed or damage");
          if (ut_peek (p, "(") || ut_peek (p, "for") || ut_peek (p, "and"))
            return ut_fail (p, "modification: a choice", 4);
          ut_node_add (p->ab->effect, UFS_NODE_EITHER);
          for (guint o = 0; o < 2; o++)
            {
              ut_node_add (p->ab->effect, UFS_NODE_OPTION);
              n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
              n->target = target;
              n->stat = stat;
              n->amount = o == 0 ? sign * k : sign2 * k2;
              n->until = "end-of-attack";
              ut_node_add (p->ab->effect, UFS_NODE_END);
            }
          ut_node_add (p->ab->effect, UFS_NODE_END);
          break;
        }
      stat = stat_word (p);
      if (stat == NULL)
        return ut_fail (p, "modification: stat", 3);
      /* Difficulty counts when a card is played: only the next attack's. */
      if (strcmp (stat, "difficulty") == 0 && !next)
        return ut_fail_text (p, "modification", "difficulty of a card being played");
      if (strcmp (stat, "block-modifier") == 0 && !continuous)
        return ut_fail_text (p, "modification", "block modifier");
      if (strcmp (stat, "block-modifier") != 0 && continuous)
        return ut_fail_text (p, "modification", "a continuous bonus to an attack value");
      n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
      n->target = target;
      n->stat = stat;
      n->amount = k == UFS_TEXT_X ? k : sign * k;
      if (k == UFS_TEXT_X && sign < 0)
        return ut_fail_text (p, "amount", "-X");
      if (!next && !continuous)
        n->until = "end-of-attack";
      /* J.4.3: "+1 damage for each card in your momentum" */
      if (ut_peek (p, "for each"))
        {
          /* After the last of several modifications, it could count for
           * one or for all: not read. */
          if (mods > 1)
            return ut_fail_text (p, "modification: for each", "after one of several modifications");
          if (k == UFS_TEXT_X || continuous || !for_each (p, sign * k, &n->expr))
            return ut_fail (p, "modification: for each", 6);
        }
      if (ut_accept (p, "( minimum"))
        {
          /* After the last of several modifications, it could bound one or
           * all: not read. */
          if (mods > 1 || ut_peek (p, "N ) and"))
            return ut_fail_text (p, "modification: minimum", "after one of several modifications");
          if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER || sign > 0 || next)
            return ut_fail (p, "modification: minimum", 3);
          n->min = ut_tok (p, 0)->num;
          p->pos++;
          if (!ut_accept (p, ")"))
            return ut_fail (p, "modification: minimum", 3);
        }
      if (ut_peek (p, "and +") || ut_peek (p, "and -"))
        {
          ut_accept (p, "and");
          continue;
        }
      break;
    }
  while (TRUE);
  if (ut_peek (p, "for") || ut_peek (p, "until") || ut_peek (p, "this") || ut_peek (p, "if"))
    return ut_fail (p, "modification", 4);
  return TRUE;
}

/* "1 of your opponent's foundations", "1 foundation in your opponent's
 * staging area": a choice of one of the opponent's foundations. */
static gboolean
opponent_foundation (P *p)
{
  gint k;
  guint pos = p->pos;

  if (ut_amount (p, &k) && k == 1 &&
      (ut_accept (p, "of your opponent's foundations") ||
       (ut_foundation_word (p) && ut_accept (p, "in your opponent's staging area"))))
    {
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);

      n->zone = "staging";
      n->player = "opponent";
      n->filter = "type=foundation";
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* Verbs with the opponent as their subject: "your opponent discards ...". */
static gboolean
opponent_verb (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (ut_accept (p, "discards"))
    {
      /* a card of the hand chosen by the game */
      if (ut_peek (p, "N random card") || ut_peek (p, "N random cards") ||
          ut_peek (p, "a random card"))
        {
          ut_amount (p, &k);
          ut_accept (p, "random");
          ut_card_word (p);
          ut_accept (p, "from their hand");
          n = ut_node_add (e, UFS_NODE_DISCARD_RANDOM);
          n->amount = k;
          n->player = "opponent";
          return TRUE;
        }
      /* D.4.2.3 */
      if (ut_peek (p, "N momentum") || ut_peek (p, "a momentum"))
        {
          ut_amount (p, &k);
          ut_accept (p, "momentum");
          n = ut_node_add (e, UFS_NODE_DISCARD_MOMENTUM);
          n->amount = k;
          n->player = "opponent";
          return TRUE;
        }
      if (ut_accept (p, "the top"))
        {
          if (!ut_amount (p, &k))
            k = 1;
          if (k == UFS_TEXT_X || !ut_card_word (p) || !ut_accept (p, "of their deck"))
            return ut_fail (p, "effect: opponent discards", 4);
          n = ut_node_add (e, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "deck-top";
          n->player = "opponent";
          return TRUE;
        }
      if (ut_amount (p, &k) && k != UFS_TEXT_X && ut_card_word (p))
        {
          ut_accept (p, "from their hand");
          n = ut_node_add (e, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "hand";
          n->player = "opponent";
          return TRUE;
        }
      return ut_fail (p, "effect: your opponent discards", 3);
    }
  if (ut_accept (p, "draws"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
        return ut_fail (p, "effect: your opponent draws", 3);
      n = ut_node_add (e, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  if (ut_accept (p, "commits"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_foundation_word (p))
        return ut_fail (p, "effect: your opponent commits", 3);
      n = ut_node_add (e, UFS_NODE_COMMIT_FOUNDATIONS);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  if (ut_accept (p, "takes"))
    {
      if (!ut_amount (p, &k) || !ut_accept (p, "damage"))
        return ut_fail (p, "effect: your opponent takes", 3);
      n = ut_node_add (e, UFS_NODE_DAMAGE);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  return ut_fail (p, "effect: your opponent", 3);
}

/* gain/lose N vitality, for @player. */
static gboolean
vitality (P *p, gboolean gain, const char *player)
{
  gint k;
  UfsNode *n;

  if (!ut_amount (p, &k) || !ut_accept (p, "vitality"))
    return ut_fail (p, gain ? "effect: gain" : "effect: lose", 3);
  n = ut_node_add (p->ab->effect, gain ? UFS_NODE_GAIN : UFS_NODE_LOSE);
  n->amount = k;
  n->player = player;
  return TRUE;
}

/* "it": the card chosen just before. */
static gboolean
chosen (P *p, UfsNodeKind kind)
{
  if (!p->chosen || !ut_accept (p, "it"))
    return FALSE;
  ut_node_add (p->ab->effect, kind)->target = "it";
  return TRUE;
}

/* Imperative verbs: "draw 1 card", "gain 2 vitality", ... */
static gboolean
verb (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (ut_accept (p, "draw"))
    {
      if (!ut_amount (p, &k) || !ut_card_word (p))
        return ut_fail (p, "effect: draw", 3);
      n = ut_node_add (e, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "you";
      return TRUE;
    }
  if (ut_accept (p, "gain"))
    return vitality (p, TRUE, "you");
  if (ut_accept (p, "lose"))
    return vitality (p, FALSE, "you");
  if (ut_accept (p, "deal"))
    {
      if (!ut_amount (p, &k) || !ut_accept (p, "damage to your opponent"))
        return ut_fail (p, "effect: deal", 4);
      n = ut_node_add (e, UFS_NODE_DAMAGE);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  if (ut_accept (p, "discard"))
    {
      if (ut_accept (p, "the top"))
        {
          if (!ut_amount (p, &k))
            k = 1;
          if (k == UFS_TEXT_X || !ut_card_word (p) || !ut_accept (p, "of your deck"))
            return ut_fail (p, "effect: discard", 4);
          n = ut_node_add (e, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "deck-top";
          n->player = "you";
          return TRUE;
        }
      if (ut_amount (p, &k) && k != UFS_TEXT_X)
        {
          if (ut_accept (p, "momentum"))
            {
              ut_node_add (e, UFS_NODE_DISCARD_MOMENTUM)->amount = k;
              return TRUE;
            }
          if (ut_card_word (p))
            {
              ut_accept (p, "from your hand");
              n = ut_node_add (e, UFS_NODE_DISCARD);
              n->amount = k;
              n->from = "hand";
              n->player = "you";
              return TRUE;
            }
        }
      return ut_fail (p, "effect: discard", 3);
    }
  /* K.4.2: the opponent's face-up foundations turned face down, chosen by
   * the player whose ability it is */
  if (ut_accept (p, "flip"))
    {
      if (ut_amount (p, &k) && k != UFS_TEXT_X &&
          (ut_accept (p, "of your opponent's foundations") ||
           (ut_foundation_word (p) && ut_accept (p, "in your opponent's staging area"))))
        {
          n = ut_node_add (e, UFS_NODE_FLIP_FOUNDATIONS);
          n->amount = k;
          n->player = "opponent";
          return TRUE;
        }
      return ut_fail (p, "effect: flip", 5);
    }
  if (ut_accept (p, "ready"))
    {
      if (ut_this_card (p))
        ut_node_add (e, UFS_NODE_READY)->target = "self";
      else if (ut_accept (p, "your character"))
        ut_node_add (e, UFS_NODE_READY)->target = "your-character";
      else
        return ut_fail (p, "effect: ready", 4);
      return TRUE;
    }
  if (ut_accept (p, "commit"))
    {
      if (ut_this_card (p))
        ut_node_add (e, UFS_NODE_COMMIT)->target = "self";
      else
        return ut_fail (p, "effect: commit", 4);
      return TRUE;
    }
  if (ut_accept (p, "destroy"))
    {
      if (ut_this_card (p))
        ut_node_add (e, UFS_NODE_DESTROY)->target = "self";
      else if (chosen (p, UFS_NODE_DESTROY))
        ;
      else if (opponent_foundation (p))
        ut_node_add (e, UFS_NODE_DESTROY)->target = "it";
      else
        return ut_fail (p, "effect: destroy", 4);
      return TRUE;
    }
  if (ut_accept (p, "seal") || ut_accept (p, "freeze"))
    {
      const UfsTok *v = &g_array_index (p->toks, UfsTok, p->pos - 1);
      UfsNodeKind kind = strcmp (v->text, "seal") == 0 ? UFS_NODE_SEAL : UFS_NODE_FREEZE;

      if (chosen (p, kind))
        return TRUE;
      if (opponent_foundation (p))
        {
          ut_node_add (e, kind)->target = "it";
          return TRUE;
        }
      return ut_fail (p, "effect: seal or freeze", 4);
    }
  if (ut_accept (p, "choose"))
    {
      if (p->chosen)
        return ut_fail_text (p, "effect", "a second choice");
      if ((ut_accept (p, "a") || ut_accept (p, "1")) && ut_foundation_word (p) &&
          ut_accept (p, "in your opponent's staging area"))
        {
          n = ut_node_add (e, UFS_NODE_CHOOSE);
          n->zone = "staging";
          n->player = "opponent";
          n->filter = "type=foundation";
          p->chosen = TRUE;
          return TRUE;
        }
      return ut_fail (p, "effect: choose", 4);
    }
  if (ut_accept (p, "add"))
    {
      if (ut_accept (p, "the top card of your deck to your momentum"))
        {
          n = ut_node_add (e, UFS_NODE_MOMENTUM);
          n->from = "deck-top";
          return TRUE;
        }
      if (ut_accept (p, "the top card of your discard pile to your momentum"))
        {
          n = ut_node_add (e, UFS_NODE_MOMENTUM);
          n->from = "discard-top";
          return TRUE;
        }
      if (ut_accept (p, "the top") && ut_amount (p, &k) && k != UFS_TEXT_X &&
          ut_accept (p, "cards of your deck to your momentum"))
        {
          n = ut_node_add (e, UFS_NODE_MOMENTUM);
          n->from = "deck-top";
          n->amount = k;
          return TRUE;
        }
      if (ut_this_card (p) && ut_accept (p, "to your momentum"))
        {
          ut_node_add (e, UFS_NODE_MOMENTUM)->from = "self";
          return TRUE;
        }
      /* "Add 1 foundation from your discard pile to your hand": a choice
       * among the discard pile's cards of that type. */
      {
        static const char *const types[][2] = {
          { "foundation", "type=foundation" }, { "attack", "type=attack" },
          { "action", "type=action" },         { "asset", "type=asset" },
          { "character", "type=character" },   { "card", NULL }
        };
        guint pos = p->pos;

        if (ut_accept (p, "1"))
          for (guint i = 0; i < G_N_ELEMENTS (types); i++)
            if (ut_accept (p, types[i][0]))
              {
                if (i < G_N_ELEMENTS (types) - 1)
                  ut_accept (p, "card");
                if (!ut_accept (p, "from your discard pile to your hand"))
                  break;
                n = ut_node_add (e, UFS_NODE_CHOOSE);
                n->zone = "discard";
                n->player = "you";
                n->filter = types[i][1];
                n = ut_node_add (e, UFS_NODE_MOVE);
                n->target = "it";
                n->zone = "hand";
                return TRUE;
              }
        p->pos = pos;
      }
      if (ut_amount (p, &k) && k != UFS_TEXT_X && ut_card_word (p) &&
          ut_accept (p, "from your hand to your momentum"))
        {
          n = ut_node_add (e, UFS_NODE_MOMENTUM);
          n->from = "hand";
          n->amount = k;
          return TRUE;
        }
      return ut_fail (p, "effect: add", 5);
    }
  if (ut_accept (p, "search your deck for"))
    {
      static const char *const types[] = { "foundation", "attack",    "action",
                                           "asset",      "character", NULL };
      const char *type = NULL;

      if (!ut_accept (p, "a") && !ut_accept (p, "an") && !ut_accept (p, "1"))
        return ut_fail (p, "effect: search", 4);
      for (guint i = 0; types[i] != NULL && type == NULL; i++)
        if (ut_accept (p, types[i]))
          type = types[i];
      if (type == NULL)
        return ut_fail (p, "effect: search", 4);
      ut_accept (p, "card");
      if (!(ut_accept (p, ", reveal it") || ut_accept (p, "and reveal it")) ||
          !(ut_accept (p, ", and") || ut_accept (p, "and") || ut_accept (p, ",")) ||
          !(ut_accept (p, "put it into your hand") || ut_accept (p, "add it to your hand")))
        return ut_fail (p, "effect: search", 6);
      /* "Then shuffle your deck": the search shuffles (K.3.16). */
      if (ut_peek (p, ". then shuffle your deck"))
        ut_accept (p, ". then shuffle your deck");
      else if (!ut_accept (p, ", then shuffle your deck") &&
               !ut_accept (p, "and shuffle your deck"))
        return ut_fail (p, "effect: search", 6);
      n = ut_node_add (e, UFS_NODE_SEARCH);
      n->filter = type;
      return TRUE;
    }
  return ut_fail (p, "effect", 2);
}

static gboolean
clause (P *p)
{
  const char *target;
  gboolean next;

  static const char *const opponent_verbs[] = { "discards", "draws", "gains", "loses",
                                                "commits",  "takes", NULL };
  gboolean go_on = FALSE;

  if (ut_lasting_clause (p, &go_on))
    return go_on;
  for (guint i = 0; p->opponent && opponent_verbs[i] != NULL; i++)
    go_on |= ut_peek (p, opponent_verbs[i]);
  if (go_on || ut_accept (p, "your opponent"))
    {
      p->opponent = TRUE;
      if (ut_accept (p, "gains"))
        return vitality (p, TRUE, "opponent");
      if (ut_accept (p, "loses"))
        return vitality (p, FALSE, "opponent");
      return opponent_verb (p);
    }
  p->opponent = FALSE;
  /* "Both players discard 1 card and draw 1 card." */
  if (ut_accept (p, "both players") || (p->both && (ut_peek (p, "draw") || ut_peek (p, "discard"))))
    {
      gint k;
      UfsNode *n;
      gboolean draw;

      p->both = TRUE;
      if (ut_accept (p, "draw"))
        draw = TRUE;
      else if (ut_accept (p, "discard"))
        draw = FALSE;
      else
        return ut_fail (p, "effect: both players", 3);
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
        return ut_fail (p, "effect: both players", 3);
      if (!draw)
        ut_accept (p, "from their hand");
      if (draw)
        {
          n = ut_node_add (p->ab->effect, UFS_NODE_DRAW);
          n->amount = k;
          n->player = "each";
          return TRUE;
        }
      /* UFS's discard is one player's: the controller's, then the
       * opponent's */
      for (guint i = 0; i < 2; i++)
        {
          n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD);
          n->amount = k;
          n->player = i == 0 ? "you" : "opponent";
          n->from = "hand";
        }
      return TRUE;
    }
  p->both = FALSE;
  if (ut_accept (p, "each player draws"))
    {
      gint k;
      UfsNode *n;

      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
        return ut_fail (p, "effect: each player draws", 3);
      n = ut_node_add (p->ab->effect, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "each";
      return TRUE;
    }
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    {
      /* H.6: a continuous bonus to the card itself. */
      if (ut_this_card (p))
        return gets (p, "self", FALSE, TRUE);
      return ut_fail (p, "continuous", 4);
    }
  /* "it": the attack the After condition names */
  if (p->it_attack != NULL && !p->chosen && ut_peek (p, "it gets"))
    {
      ut_accept (p, "it");
      return gets (p, p->it_attack, FALSE, FALSE);
    }
  if (ut_peek (p, "this attack") || ut_peek (p, "your") || ut_peek (p, "their"))
    {
      if (next_check (p))
        return TRUE;
      if (p->reason != NULL)
        return FALSE;
      target = ut_attack_target (p, &next);
      if (target == NULL)
        return FALSE;
      if (p->filter != NULL)
        {
          UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_IF);

          n->target = target;
          n->filter = p->filter;
          if (!gets (p, target, next, FALSE))
            return FALSE;
          ut_node_add (p->ab->effect, UFS_NODE_END);
          return TRUE;
        }
      /* "it" in a later sentence: this attack (not a next one) */
      if (!next && p->it_attack == NULL)
        p->it_attack = target;
      return gets (p, target, next, FALSE);
    }
  /* "you gain 2 vitality": the imperative with its subject said */
  if (ut_peek (p, "you gain") || ut_peek (p, "you draw") || ut_peek (p, "you lose"))
    ut_accept (p, "you");
  return verb (p);
}

gboolean
ut_clauses (P *p)
{
  for (;;)
    {
      if (!clause (p))
        return FALSE;
      if (ut_accept (p, ", then") || ut_accept (p, ", and") || ut_accept (p, "then") ||
          ut_accept (p, "and"))
        continue;
      if (ut_peek (p, ",") && !ut_peek (p, ", then"))
        {
          ut_accept (p, ",");
          continue;
        }
      return TRUE;
    }
}
