/* ufs-text-trigger2.c: more of the game events a printed ability waits
 * for: a response to an ability that could cause a result (K.2.8), and
 * "After this attack resolves," printed in an enhance, a fired effect the
 * enhance creates (J.3.1.5, J.3.2).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- an ability that draws, gains vitality, ... (K.2.8) ----------------------------- */

/* The results an ability "that would RESULT" names, as printed after
 * "that [would]", and the `causes` of the engine (games/ufs/ufs-results.c)
 * they are: an ability counts when its effect could lead to the result
 * in any circumstance. Whose hand or momentum is not read by the engine,
 * so only wordings that name any player's, or the player's own cards
 * being added to their hand (which only they hold), are listed; "commits
 * 1 or more of your foundations", "destroys any number of foundations"
 * (the engine's result is any card destroyed) are not. Longest first. */
static const char *const causing[][2] = {
  { "draws or adds any number of cards to their hand", "draw|hand" },
  { "draw or add any number of cards to their hand", "draw|hand" },
  { "draws or adds cards to their hand", "draw|hand" },
  { "draw or add cards to their hand", "draw|hand" },
  { "draws cards or adds cards to their hand", "draw|hand" },
  { "adds any number of cards to either player's momentum", "momentum" },
  { "add any number of cards to either player's momentum", "momentum" },
  { "adds any number of cards to their hand", "hand" },
  { "add any number of cards to their hand", "hand" },
  { "draws any number of cards", "draw" },
  { "draw any number of cards", "draw" },
  { "draw 1 or more cards", "draw" },
  { "draws 1 or more cards", "draw" },
  { "draws cards", "draw" },
  { "gains vitality", "gain" },
  { "gain vitality", "gain" },
};

/**
 * ut_trigger_ability_causing:
 * @p: the parser, after "After @who play(s)"
 * @who: "you" or "opponent"
 *
 * "an ability [on a non-character card] that [would] draw(s) any number of
 * cards (gains vitality, adds any number of cards to their hand, ...)", "a
 * non-character ability that ...": the ability-played event of an ability
 * whose effect could lead to that result (K.2.8), a `causes` of the event
 * (and the `card-type` of every type but character).
 *
 * Returns: TRUE when these words were there (read, or refused with a
 * reason); FALSE, reading nothing, when they were not
 */
gboolean
ut_trigger_ability_causing (P *p, const char *who)
{
  guint pos = p->pos;
  gboolean non_character = FALSE;

  /* "an ability on a non-character card", "a non-character ability": the
   * card it is on is of another type */
  if (ut_accept (p, "an ability on a non-character card that") ||
      ut_accept (p, "a non-character ability that"))
    non_character = TRUE;
  else if (!ut_accept (p, "an ability that"))
    return FALSE;
  ut_accept (p, "would");
  for (guint i = 0; i < G_N_ELEMENTS (causing); i++)
    {
      /* "1 or more": the tokenizer gives the number */
      g_autofree char *seq = g_strdup (causing[i][0]);
      char *one = strstr (seq, " 1 ");

      if (one != NULL)
        one[1] = 'N';
      if (!ut_peek (p, seq) || (one != NULL && ut_tok (p, 1)->num != 1))
        continue;
      ut_accept (p, seq);
      /* the result under a condition of its own ("during your turn") is
       * not read */
      if (!ut_peek (p, ","))
        break;
      p->ab->when_event = "ability-played";
      p->ab->when_player = who;
      p->ab->when_attr[0] = "causes";
      p->ab->when_value[0] = causing[i][1];
      if (non_character)
        {
          p->ab->when_attr[1] = "card-type";
          p->ab->when_value[1] = "attack|action|asset|foundation";
        }
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* --- "After this attack resolves," in an enhance (J.3.2) ---------------------------- */

/* "discard it from your (the) card pool", "add it to your hand (momentum,
 * the top of your deck)": the attack that resolved, moved from the card
 * pool it resolved in (G.4); FALSE, reading nothing, when not these words.
 * @yours: the words name the controller's card pool or a zone of theirs
 * the attack goes to as its owner's (K.3.4.1: then it must be theirs). */
static gboolean
resolved_moved (P *p, gboolean *yours)
{
  UfsNode *n;

  *yours = !ut_peek (p, "discard it from the card pool");
  if (ut_accept (p, "discard it from your card pool") ||
      ut_accept (p, "discard it from the card pool"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "resolved-attack";
      n->zone = "discard";
      return TRUE;
    }
  if (ut_accept (p, "add it to your hand"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "resolved-attack";
      n->zone = "hand";
      return TRUE;
    }
  if (ut_accept (p, "add it to the top of your deck"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "resolved-attack";
      n->zone = "deck";
      n->stat = "top";
      return TRUE;
    }
  if (ut_accept (p, "add it to your momentum"))
    {
      /* D.4.2: face down, to its owner's momentum */
      n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
      n->target = "resolved-attack";
      n->from = "target";
      return TRUE;
    }
  return FALSE;
}

/**
 * ut_trigger_in_enhance:
 * @p: the parser, after "After" at the start of an enhance's first sentence
 *
 * H.1.6.1: a response condition is a response's only, so "After EVENT,"
 * in an enhance is no condition on playing it: its immediate effect
 * creates a fired effect that waits for the event (J.3.1.5, J.3.2) and
 * does the rest of the sentence then. Read: "After this (your) attack
 * resolves, ...", the attack in its sequence (K.3.4; yours: K.3.4.1),
 * once, this turn (`<delayed event="attack-resolved">`, G.4); "it" is the
 * attack that resolved, still in the card pool. The whole sentence waits
 * for the event, and no other sentence may follow it (whether a later one
 * waits too is not settled by the wording). Reads the sentence and its
 * full stop.
 *
 * Returns: TRUE when the sentence was read
 */
gboolean
ut_trigger_in_enhance (P *p)
{
  const char *attack;
  guint body;
  gboolean yours;
  UfsNode *delayed;

  if (ut_accept (p, "this attack resolves ,"))
    attack = "this-attack";
  else if (ut_accept (p, "your attack resolves ,"))
    attack = "your-attack";
  else
    return ut_fail (p, "trigger: \"After\" in an enhance", 4);
  if (p->ab->effect->len > 0 || p->chosen)
    return ut_fail_text (p, "trigger", "\"After\" in an enhance, after another instruction");
  delayed = ut_node_add (p->ab->effect, UFS_NODE_DELAYED_RESOLVED);
  delayed->target = attack;
  body = p->ab->effect->len;
  p->it_attack = NULL;
  if (resolved_moved (p, &yours))
    {
      /* the array may have grown: the node is found again */
      if (yours)
        g_array_index (p->ab->effect, UfsNode, body - 1).target = "your-attack";
      if (ut_accept (p, "and") && !ut_clauses (p))
        return FALSE;
    }
  else if (ut_peek (p, "it") || !ut_clauses (p))
    return ut_fail (p, "trigger: after this attack resolves", 5);
  if (p->reason != NULL)
    return FALSE;
  /* what the fired effect does after the attack resolved: no bonus to an
   * attack that is over, no X of the ability (J.3.2) */
  for (guint i = body; i < p->ab->effect->len; i++)
    {
      const UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i);

      if (n->target != NULL && strstr (n->target, "attack") != NULL &&
          strcmp (n->target, "resolved-attack") != 0)
        return ut_fail_text (p, "trigger", "an attack named after this attack resolves");
      if (n->kind == UFS_NODE_DELAYED || n->kind == UFS_NODE_DELAYED_RESOLVED ||
          n->kind == UFS_NODE_MODIFY || n->kind == UFS_NODE_CHOOSE ||
          n->kind == UFS_NODE_CHOOSE_BY_OPPONENT)
        return ut_fail_text (p, "trigger", "a choice or modification after this attack resolves");
    }
  if (p->ab->uses_x)
    return ut_fail_text (p, "amount", "X in an effect that waits for an event");
  ut_node_add (p->ab->effect, UFS_NODE_END);
  if (!ut_accept (p, ".") && !ut_accept (p, "!"))
    return ut_fail (p, "words after the sentence", 4);
  if (!ut_at_end (p))
    return ut_fail_text (p, "trigger", "a sentence after one that waits for this attack to resolve");
  return TRUE;
}

/* --- a Weapon attack played, a Stun attack's damage (I.1) --------------------------- */

/* The keywords an event's card may be named by ("a Weapon attack"), as
 * printed and as the engine spells them (games/ufs: kw_names). */
static const char *const event_keywords[][2] = {
  { "ally", "Ally" },       { "charge", "Charge" },     { "fury", "Fury" },
  { "kick", "Kick" },       { "punch", "Punch" },       { "ranged", "Ranged" },
  { "slam", "Slam" },       { "taunt", "Taunt" },       { "tech", "Tech" },
  { "weapon", "Weapon" },   { "breaker", "Breaker" },   { "combo", "Combo" },
  { "ex", "EX" },           { "flash", "Flash" },       { "gauge", "Gauge" },
  { "multiple", "Multiple" }, { "powerful", "Powerful" }, { "reversal", "Reversal" },
  { "safe", "Safe" },       { "stun", "Stun" },         { "throw", "Throw" },
};

/* A keyword's name as the engine spells it, read; NULL (nothing read)
 * when the word ahead is none. */
static const char *
event_keyword (P *p)
{
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind != UFS_TOK_WORD)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (event_keywords); i++)
    if (strcmp (t->text, event_keywords[i][0]) == 0)
      {
        p->pos++;
        return event_keywords[i][1];
      }
  return NULL;
}

/* event_keyword(), for the other files of the trigger grammar. */
const char *
ut_trigger_event_keyword (P *p)
{
  return event_keyword (p);
}

/* The event a trigger waits for, and who acts in it. */
void
ut_when_set (P *p, const char *event, const char *player)
{
  p->ab->when_event = event;
  p->ab->when_player = player;
}

/* One more attribute the trigger's event must match. */
void
ut_when_add (P *p, const char *name, const char *value)
{
  guint i = 0;

  while (i < G_N_ELEMENTS (p->ab->when_attr) - 1 && p->ab->when_attr[i] != NULL)
    i++;
  p->ab->when_attr[i] = name;
  p->ab->when_value[i] = value;
}

/**
 * ut_trigger_keyword_played:
 * @p: the parser, after "After @who play(s)"
 * @who: "you" or "opponent"
 *
 * "a(n) KEYWORD attack [(not as a block)]", "an attack with the KEYWORD
 * keyword": an attack played to attack, as a form or a reversal (K.3.24,
 * I.3.10.2), that has the keyword (I.1) as the response is offered; "a(n)
 * KEYWORD card": a card with it, played for any reason. "It" is the
 * attack played.
 *
 * Returns: TRUE when read; FALSE, reading nothing, when not these words
 */
gboolean
ut_trigger_keyword_played (P *p, const char *who)
{
  guint pos = p->pos;
  const char *kw = NULL;
  gboolean attack;

  if (ut_accept (p, "an attack with the"))
    {
      if ((kw = event_keyword (p)) == NULL || !ut_accept (p, "keyword"))
        goto not_mine;
      attack = TRUE;
    }
  else
    {
      if (!ut_accept (p, "a") && !ut_accept (p, "an"))
        goto not_mine;
      if ((kw = event_keyword (p)) == NULL)
        goto not_mine;
      if (ut_accept (p, "attack"))
        attack = TRUE;
      else if (ut_accept (p, "card"))
        attack = FALSE;
      else
        goto not_mine;
    }
  if (attack)
    ut_accept (p, "( not as a block )");
  if (!ut_peek (p, ","))
    goto not_mine;
  ut_when_set (p, "card-played", who);
  if (attack)
    {
      ut_when_add (p, "card-type", "attack");
      ut_when_add (p, "kind", "form|reversal");
      p->it_attack = "event-card";
    }
  ut_when_add (p, "keyword", kw);
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger_keyword_attack:
 * @p: the parser, after "After"
 *
 * Either player's attack that has a keyword (I.1): "a(n) KEYWORD attack
 * is played" (to attack, as a form or a reversal: K.3.24), "... deals
 * damage" (its Damage Step's, G.3), "... is [completely, partially]
 * blocked" (G.2). The keyword is the attack's as the response is offered.
 *
 * Returns: TRUE when read; FALSE, reading nothing, when not these words
 */
gboolean
ut_trigger_keyword_attack (P *p)
{
  static const char *const statuses[][2] = { { "is blocked", "partial|complete" },
                                             { "is completely blocked", "complete" },
                                             { "is partially blocked", "partial" } };
  guint pos = p->pos;
  const char *kw;

  if (!ut_accept (p, "a") && !ut_accept (p, "an"))
    return FALSE;
  if ((kw = event_keyword (p)) == NULL || !ut_accept (p, "attack"))
    goto not_mine;
  if (ut_accept (p, "is played"))
    {
      ut_when_set (p, "card-played", NULL);
      ut_when_add (p, "card-type", "attack");
      ut_when_add (p, "kind", "form|reversal");
      p->it_attack = "event-card";
    }
  else if (ut_accept (p, "deals damage"))
    {
      ut_when_set (p, "damage", NULL);
      ut_when_add (p, "cause", "attack");
    }
  else
    {
      guint k;

      for (k = 0; k < G_N_ELEMENTS (statuses) && !ut_accept (p, statuses[k][0]); k++)
        ;
      if (k == G_N_ELEMENTS (statuses))
        goto not_mine;
      ut_when_set (p, "block", NULL);
      ut_when_add (p, "status", statuses[k][1]);
    }
  if (!ut_peek (p, ","))
    {
      p->ab->when_event = NULL;
      memset (p->ab->when_attr, 0, sizeof p->ab->when_attr);
      memset (p->ab->when_value, 0, sizeof p->ab->when_value);
      p->it_attack = NULL;
      goto not_mine;
    }
  ut_when_add (p, "keyword", kw);
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}
