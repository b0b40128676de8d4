/* ufs-text-vocab.c: sentences read into engine words of their own: an
 * attack's value returned to the printed one ("Return this attack to its
 * printed speed"), a card moved once its attack has resolved ("add it to
 * your hand after it resolves"), a card the opponent chooses of their own
 * ("Your opponent adds 1 card from their hand to their card pool").
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The attack "this attack" names in the ability: the attack in its
 * sequence for an enhance or a form, the card itself for a response on an
 * attack card (K.3.4.2, K.3.4.3); NULL elsewhere. */
static const char *
this_attack (P *p)
{
  if (strcmp (p->ab->type, "E") == 0 || strcmp (p->ab->type, "F") == 0)
    return "this-attack";
  if (strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") == 0)
    return "self";
  return NULL;
}

static const char *
value_stat (P *p)
{
  if (ut_accept (p, "speed"))
    return "speed";
  if (ut_accept (p, "damage"))
    return "damage";
  return NULL;
}

static void
to_printed_node (P *p, const char *target, const char *stat)
{
  UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_TO_PRINTED);

  n->target = target;
  n->stat = stat;
  n->until = "end-of-attack";
}

/* "speed", "damage", "speed and damage", "damage and speed": the stats
 * into @stats (two at most); FALSE when none */
static gboolean
value_stats (P *p, const char *stats[2])
{
  stats[0] = value_stat (p);
  stats[1] = NULL;
  if (stats[0] == NULL)
    return FALSE;
  if (ut_peek (p, "and speed") || ut_peek (p, "and damage"))
    {
      ut_accept (p, "and");
      stats[1] = value_stat (p);
      if (stats[1] == stats[0])
        return FALSE;
    }
  return TRUE;
}

/* "Return this attack to its printed speed (damage, speed and damage,
 * speed or damage (your choice))", "Return this attack's speed to its
 * printed value (speed)", "return it (its damage and speed) to its printed
 * ...", "it" the attack a "Before the Block Step of your attack" names
 * (C.3.3.4.3, J.4.2.1): the current value goes back to the printed one,
 * once; a later bonus counts on top of it. */
static gboolean
return_printed (P *p)
{
  const char *target = this_attack (p);
  const char *stats[2], *stat2 = NULL;
  gboolean it = FALSE;

  /* "it", "its": the attack a "Before the Block Step of your (an)
   * attack" names, in its sequence (K.3.4); "this attack" in a response
   * not on an attack names none (K.3.4.3) */
  if ((ut_peek (p, "its") || ut_peek (p, "it")) && p->ab->when_event != NULL &&
      strcmp (p->ab->when_event, "before-block") == 0 && p->it_attack != NULL)
    target = "this-attack";
  if (target == NULL)
    return ut_fail_text (p, "effect: return", "this attack, in an ability that names none");
  if (ut_accept (p, "this attack's") || (it = ut_accept (p, "its")))
    {
      if (!value_stats (p, stats) || !ut_accept (p, "to"))
        return ut_fail (p, "effect: return this attack's", 4);
      if (stats[1] != NULL ? !(ut_accept (p, "their printed values") ||
                               ut_accept (p, "its printed values"))
                           : !(ut_accept (p, "its printed value") ||
                               (ut_accept (p, "its printed") && ut_accept (p, stats[0]))))
        return ut_fail (p, "effect: return this attack's: to", 4);
    }
  else if (ut_accept (p, "this attack to its printed") ||
           (it = ut_accept (p, "it to its printed")))
    {
      if (!value_stats (p, stats))
        return ut_fail (p, "effect: return this attack to its printed", 2);
      if (stats[1] == NULL && ut_accept (p, "or"))
        {
          stat2 = value_stat (p);
          if (stat2 == NULL || stat2 == stats[0] || !ut_accept (p, "( your choice )"))
            return ut_fail (p, "effect: return this attack to its printed: or", 3);
        }
    }
  else
    return ut_fail (p, "effect: return", 4);
  /* "it", "its": the attack the response condition names */
  if (it && (p->ab->when_event == NULL || strcmp (p->ab->when_event, "before-block") != 0 ||
             p->it_attack == NULL))
    return ut_fail_text (p, "effect: return", "it, not after \"Before the Block Step of an attack\"");
  if (stat2 == NULL)
    {
      to_printed_node (p, target, stats[0]);
      if (stats[1] != NULL)
        to_printed_node (p, target, stats[1]);
      return TRUE;
    }
  /* J.3.3: the controller chooses which value returns */
  ut_node_add (p->ab->effect, UFS_NODE_EITHER);
  ut_node_add (p->ab->effect, UFS_NODE_OPTION);
  to_printed_node (p, target, stats[0]);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  ut_node_add (p->ab->effect, UFS_NODE_OPTION);
  to_printed_node (p, target, stat2);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/**
 * ut_vocab_clause:
 * @p: the parser, at the start of a clause
 * @ok: (out): whether the clause was read (when this returns TRUE)
 *
 * Reads a clause of this part's: "Return this attack to its printed ...".
 *
 * Returns: TRUE when the clause is one of this part's (read or refused:
 *   see @ok), FALSE when it is another part's (nothing read)
 */
/* K.2.3: "Your opponent adds 1 card (foundation, asset, attack card) from
 * their discard pile (hand; an asset: staging area) to their hand (card
 * pool, momentum, the top of their deck)": the opponent chooses which of
 * their own cards. Nothing is read unless the clause is one of these. */
/* "card", "attack [card]", "foundation" or "asset" of the opponent's, the
 * filter it asks for in @filter (NULL for any card). */
gboolean
ut_opponent_card_noun (P *p, const char **filter)
{
  static const struct
  {
    const char *words;
    const char *filter;
  } nouns[] = {
    { "card", NULL },
    { "attack card", "type=attack" },
    { "attack", "type=attack" },
    { "foundation", "type=foundation" },
    { "asset", "type=asset" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (nouns); i++)
    if (ut_accept (p, nouns[i].words))
      {
        *filter = nouns[i].filter;
        return TRUE;
      }
  return FALSE;
}

static gboolean
opponent_adds (P *p)
{
  guint start = p->pos;
  const char *filter = NULL, *zone;
  UfsNode *n;

  if (!ut_accept (p, "your opponent adds 1"))
    return FALSE;
  if (!ut_opponent_card_noun (p, &filter))
    goto not_mine;
  if (ut_accept (p, "from their discard pile"))
    zone = "discard";
  else if (filter == NULL && ut_accept (p, "from their hand"))
    zone = "hand";
  /* face-down cards of a staging area are foundations (D.2.2.2): of a
   * staging area, assets only */
  else if (filter != NULL && strcmp (filter, "type=asset") == 0 &&
           ut_accept (p, "from their staging area"))
    zone = "staging";
  else
    goto not_mine;
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE_BY_OPPONENT);
  n->target = "it";
  n->zone = zone;
  n->player = "opponent";
  n->filter = filter;
  if (ut_peek (p, "to their hand") || ut_peek (p, "to the top of their deck"))
    {
      gboolean hand = ut_accept (p, "to their hand");

      if (!hand)
        ut_accept (p, "to the top of their deck");
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "it";
      n->zone = hand ? "hand" : "deck";
      n->stat = hand ? NULL : "top";
    }
  else if (ut_accept (p, "to their card pool"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_ADD_TO_CARD_POOL);
      n->target = "it";
    }
  else if (ut_accept (p, "to their momentum"))
    {
      /* D.4.2: face down */
      n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
      n->from = "target";
      n->target = "it";
    }
  else
    {
      g_array_set_size (p->ab->effect, p->ab->effect->len - 1);
      goto not_mine;
    }
  /* "face down", "and ...": another part's, or none's */
  if (ut_peek (p, "face"))
    return ut_fail (p, "effect: your opponent adds: face", 3);
  p->chosen = TRUE;
  p->opponent = TRUE;
  return TRUE;

not_mine:
  p->pos = start;
  return FALSE;
}

gboolean
ut_vocab_clause (P *p, gboolean *ok)
{
  if (ut_peek (p, "your opponent adds 1") && opponent_adds (p))
    {
      *ok = p->reason == NULL;
      return TRUE;
    }
  /* K.2.4: one of the opponent's cards, chosen by the player whose
   * ability it is among those they can see, to its owner's discard pile */
  if (ut_tok (p, 1)->kind == UFS_TOK_NUMBER && ut_tok (p, 1)->num == 1 &&
      ut_accept (p, "discard N card from your opponent's card pool"))
    {
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);

      n->target = "it";
      n->zone = "card-pool";
      n->player = "opponent";
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "it";
      n->zone = "discard";
      p->chosen = TRUE;
      *ok = TRUE;
      return TRUE;
    }
  if (ut_accept (p, "return"))
    {
      *ok = return_printed (p);
      return TRUE;
    }
  return FALSE;
}

/* --- after it resolves (G.4) ------------------------------------------------------ */

/* The attack an "after it resolves" sentence moves: "this attack", "your
 * attack"; @it: "it" may name the attack (a condition named it). */
static const char *
resolved_subject (P *p, gboolean it)
{
  if (ut_accept (p, "this attack"))
    return "this";
  if (it && ut_accept (p, "it"))
    return "it";
  return NULL;
}

/* "add it to your hand (momentum, the top of your deck)", "remove it [from
 * the game]": the resolved attack moved; NULL when not read. @yours: the
 * card goes to a zone of its controller's ("your hand"). */
static gboolean
resolved_move (P *p, gboolean it, GArray *nodes, gboolean *yours)
{
  UfsNode n = { 0 };

  n.target = "resolved-attack";
  n.amount = 1;
  n.min = G_MININT;
  *yours = TRUE;
  if (ut_accept (p, "add"))
    {
      if (resolved_subject (p, it) == NULL)
        return FALSE;
      if (ut_accept (p, "to your hand"))
        {
          n.kind = UFS_NODE_MOVE;
          n.zone = "hand";
        }
      else if (ut_accept (p, "to the top of your deck"))
        {
          n.kind = UFS_NODE_MOVE;
          n.zone = "deck";
          n.stat = "top";
        }
      else if (ut_accept (p, "to your momentum"))
        {
          /* D.4.2: face down, to its owner's momentum */
          n.kind = UFS_NODE_MOMENTUM;
          n.from = "target";
        }
      else
        return FALSE;
    }
  else if (ut_accept (p, "remove"))
    {
      if (resolved_subject (p, it) == NULL)
        return FALSE;
      ut_accept (p, "from the game");
      n.kind = UFS_NODE_REMOVE;
      *yours = FALSE;
    }
  else
    return FALSE;
  g_array_append_val (nodes, n);
  return TRUE;
}

/**
 * ut_vocab_sentence:
 * @p: the parser, at the start of a sentence
 *
 * "[If this (your) attack is [completely] blocked,] add it to your hand
 * (momentum, the top of your deck) after it resolves", "Remove this attack
 * [from the game] after it resolves" (G.4): a delayed effect that waits
 * for the attack to resolve (with the block status asked for) and moves
 * it from the card pool it resolved in. Nothing is read unless the whole
 * sentence is one of these.
 *
 * Returns: TRUE when the sentence was read
 */
gboolean
ut_vocab_sentence (P *p)
{
  guint start = p->pos;
  const char *attack = NULL, *status = NULL;
  g_autoptr (GArray) moved = g_array_new (FALSE, TRUE, sizeof (UfsNode));
  gboolean yours = FALSE;
  UfsNode *n;

  if (ut_accept (p, "if"))
    {
      if (ut_accept (p, "this attack is"))
        attack = "this";
      else if (ut_accept (p, "your attack is"))
        attack = "your";
      else
        goto not_mine;
      if (ut_accept (p, "completely blocked ,"))
        status = "fully-blocked";
      else if (ut_accept (p, "blocked ,"))
        status = "blocked";
      else
        goto not_mine;
    }
  if (!resolved_move (p, attack != NULL, moved, &yours) || !ut_accept (p, "after it resolves") ||
      !(ut_peek (p, ".") || ut_peek (p, "!") || ut_at_end (p)))
    goto not_mine;
  if (attack == NULL)
    attack = "this";
  /* "this attack": the attack in its sequence for an enhance or a form
   * (K.3.4); moved to a zone of the controller's, it must be theirs
   * (K.3.4.1) */
  if (strcmp (attack, "this") == 0 &&
      (this_attack (p) == NULL || strcmp (this_attack (p), "this-attack") != 0))
    return ut_fail_text (p, "effect: after it resolves",
                         "this attack, in an ability that is no enhance or form");
  n = ut_node_add (p->ab->effect, UFS_NODE_DELAYED_RESOLVED);
  n->target = yours || strcmp (attack, "your") == 0 ? "your-attack" : "this-attack";
  n->types = status;
  g_array_append_vals (p->ab->effect, moved->data, moved->len);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;

not_mine:
  p->pos = start;
  return FALSE;
}

/* --- a cost of the opponent's cards (E.4.1.1) ---------------------------------------- */

/**
 * ut_vocab_cost_discard:
 * @p: the parser, after "discard" in a cost
 *
 * "Discard 1 card from your opponent's card pool": a card the payer can
 * see there, chosen as the cost is paid, to its owner's discard pile; the
 * ability is offered only while there is one (E.4.1.1).
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_vocab_cost_discard (P *p)
{
  UfsNode *n;

  if (!(ut_tok (p, 0)->kind == UFS_TOK_NUMBER && ut_tok (p, 0)->num == 1 &&
        ut_accept (p, "N card from your opponent's card pool")))
    return FALSE;
  for (guint i = 0; i < p->ab->cost->len; i++)
    if (g_array_index (p->ab->cost, UfsNode, i).kind == UFS_NODE_CHOOSE)
      return ut_fail_text (p, "cost", "two costs of cards chosen");
  n = ut_node_add (p->ab->cost, UFS_NODE_CHOOSE);
  n->target = "paid";
  n->zone = "card-pool";
  n->player = "opponent";
  n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
  n->target = "paid";
  n->zone = "discard";
  return TRUE;
}

/* --- before the Block Step (H.1.6) ------------------------------------------------ */

/**
 * ut_vocab_before:
 * @p: the parser, after "Before" in a response
 *
 * "Before the Block Step [of this (your, your opponent's, an) attack]",
 * "Before your (your opponent's) attack's Block Step": the point in time
 * once the attack's Enhance Step is over, before its Block Step (the
 * `before-block` event of the attacker). Not on an attack card, where
 * "this attack" would be the card itself (K.3.4.3).
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_vocab_before (P *p)
{
  const char *player = NULL;

  if (ut_accept (p, "the block step"))
    {
      if (ut_accept (p, "of your attack"))
        player = "you";
      else if (ut_accept (p, "of your opponent's attack"))
        player = "opponent";
      else if (ut_accept (p, "of an attack"))
        player = "anyone";
      /* "this attack" in a response not on an attack names none
       * (K.3.4.3) */
      else if (ut_peek (p, "of this attack"))
        return ut_fail_text (p, "trigger: before the block step", "of this attack, in a response");
    }
  else if (ut_accept (p, "your attack's block step"))
    player = "you";
  else if (ut_accept (p, "your opponent's attack's block step"))
    player = "opponent";
  else
    return FALSE;
  if (strcmp (p->card->card_type, "attack") == 0)
    return ut_fail_text (p, "trigger: before the block step", "on an attack card");
  p->ab->when_event = "before-block";
  /* "anyone": an attack is named, of either player: "it" names it */
  p->ab->when_player = player != NULL && strcmp (player, "anyone") == 0 ? NULL : player;
  p->it_attack = player != NULL ? "this-attack" : NULL;
  return TRUE;
}
