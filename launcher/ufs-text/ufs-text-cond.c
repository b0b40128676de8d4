/* ufs-text-cond.c: conditions ("If ...", "Unless ...", "Only playable ..."),
 * "you may", rule sentences ("Remove this attack after it resolves") and
 * what the opponent may pay to cancel an ability (H.3.3.4).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

static gint condition (P *p, UfsNode *c);
static gboolean continuous_self (P *p);

/* Does the ability name the opponent before the current token (or fire on
 * their event), and no other group of players? Then "they" is the
 * opponent (K.2.3). */
static gboolean
opponent_before (const P *p)
{
  gboolean opponent = p->ab->when_player != NULL && strcmp (p->ab->when_player, "opponent") == 0;

  for (guint i = 0; i < p->pos; i++)
    {
      const UfsTok *t = &g_array_index (p->toks, UfsTok, i);

      if (t->kind != UFS_TOK_WORD)
        continue;
      if (strcmp (t->text, "opponent") == 0 || strcmp (t->text, "opponent's") == 0)
        opponent = TRUE;
      /* "for each" counts, it names no group of players */
      if (strcmp (t->text, "each") == 0 && i > 0 &&
          g_strcmp0 (g_array_index (p->toks, UfsTok, i - 1).text, "for") == 0)
        continue;
      if (strcmp (t->text, "players") == 0 || strcmp (t->text, "player") == 0 ||
          strcmp (t->text, "player's") == 0 || strcmp (t->text, "players'") == 0 ||
          strcmp (t->text, "both") == 0 || strcmp (t->text, "each") == 0)
        return FALSE;
    }
  return opponent;
}

/* K.3.5: what a condition governs, the rest of its sentence: clauses, or
 * "you may" and clauses ("If this attack is blocked, you may draw 1
 * card"). */
static gboolean
cond_body (P *p)
{
  if (ut_peek (p, "you may") && ut_you_may (p))
    return TRUE;
  if (p->reason != NULL)
    return FALSE;
  return ut_clauses (p);
}

/* "Your opponent may discard 1 card to cancel this ability." (H.3.3.4) */
gboolean
ut_cancel_sentence (P *p)
{
  guint pos = p->pos;
  GArray *c = p->ab->cancel;
  gint k;
  UfsNode *n;

  if (!ut_accept (p, "your opponent may"))
    return FALSE;
  if (ut_accept (p, "discard") && ut_amount (p, &k) && k != UFS_TEXT_X && ut_card_word (p))
    {
      ut_accept (p, "from their hand");
      n = ut_node_add (c, UFS_NODE_DISCARD);
      n->amount = k;
      n->from = "hand";
    }
  else if (ut_accept (p, "commit") && ut_amount (p, &k) && k != UFS_TEXT_X &&
           ut_foundation_word (p))
    ut_node_add (c, UFS_NODE_COMMIT_FOUNDATIONS)->amount = k;
  else
    {
      g_array_set_size (c, 0);
      p->pos = pos;
      return FALSE;
    }
  if (!ut_accept (p, "to cancel this ability") && !ut_accept (p, "to cancel this effect") &&
      !ut_accept (p, "to cancel the effect"))
    {
      g_array_set_size (c, 0);
      p->pos = pos;
      return FALSE;
    }
  /* "and destroy this foundation": the card itself, named by its type */
  if (ut_accept (p, "and destroy this card") || (strcmp (p->card->card_type, "foundation") == 0 &&
                                                 ut_accept (p, "and destroy this foundation")))
    p->ab->cancel_destroy = TRUE;
  return TRUE;
}

/* "there is at least 1 other attack in your card pool", "you have at
 * least 2 other attacks in your card pool", "you have played at least 1
 * other attack this turn": of a card not yet played (in the hand), the
 * others are all of them (J.4.2). */
static gboolean
other_attacks (P *p, UfsNode *c)
{
  static const char *const counts[][2] = {
    { "there is at least N other attack in your card pool", "count(attacks)" },
    { "there are at least N other attacks in your card pool", "count(attacks)" },
    { "you have at least N other attack in your card pool", "count(attacks)" },
    { "you have at least N other attacks in your card pool", "count(attacks)" },
    { "you have played at least N other attack this turn", "turn(attacks-played)" },
    { "you have played at least N other attacks this turn", "turn(attacks-played)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (ut_peek (p, counts[i][0]))
      {
        guint n = 0;

        /* the number is the word after "at least" */
        while (ut_tok (p, n)->kind != UFS_TOK_NUMBER)
          n++;
        c->kind = UFS_NODE_IF;
        c->min = G_MININT;
        c->stat = "at-least";
        c->amount = ut_tok (p, n)->num;
        c->expr = g_intern_static_string (counts[i][1]);
        ut_accept (p, counts[i][0]);
        return TRUE;
      }
  return FALSE;
}

/* Sentences that restrict when the ability is played (H.3, H.5). */
gboolean
ut_rule_sentence (P *p)
{
  static const struct
  {
    const char *words;
    const char *limit;
  } only[] = {
    { "only playable once per turn", "once-per-turn" },
    { "only playable twice per turn", "twice-per-turn" },
    { "only playable during your attack", "your-attack" },
    { "only playable during your turn", "your-turn" },
    { "only playable during your opponent's attack", "opponent-attack" },
    { "only playable during your opponent's turn", "opponent-turn" },
    { "only playable on your turn", "your-turn" },
    { "only playable on your opponent's turn", "opponent-turn" },
  };

  if (ut_accept (p, "only playable while committed"))
    {
      p->ab->while_committed = TRUE;
      p->ab->only_committed = TRUE;
      return TRUE;
    }
  if (ut_accept (p, "playable while committed") || ut_accept (p, "also playable while committed"))
    {
      p->ab->while_committed = TRUE;
      return TRUE;
    }
  if (ut_accept (p, "playable by either player"))
    {
      p->ab->either_player = TRUE;
      return TRUE;
    }
  /* H.3.3.1: "Only playable if CONDITION.": tested when the ability is
   * played, with its costs (a <require> first in the cost) */
  /* "Only playable while you have no cards in your hand": the same test,
   * of a state that lasts */
  if (ut_accept (p, "only playable if") ||
      (!ut_peek (p, "only playable while committed") && ut_accept (p, "only playable while")))
    {
      UfsNode c = { 0 };
      gint read = condition (p, &c);

      /* the sentence is read here, or given up on here */
      if (read == 0)
        ut_fail (p, "condition: only playable if", 6);
      if (read <= 0)
        return TRUE;
      if (!ut_peek (p, ".") && !ut_at_end (p))
        {
          ut_fail (p, "condition: only playable if", 4);
          return TRUE;
        }
      if (strcmp (p->ab->type, "continuous") == 0)
        {
          ut_fail_text (p, "condition", "only playable if, in a continuous ability");
          return TRUE;
        }
      /* "not" would be lost in a <require> */
      if (c.kind != UFS_NODE_IF)
        {
          ut_fail_text (p, "condition", "only playable if ... not");
          return TRUE;
        }
      c.kind = UFS_NODE_REQUIRE;
      g_array_prepend_val (p->ab->cost, c);
      return TRUE;
    }
  /* E.4.1: "You may only play this card if CONDITION.", a continuous
   * ability alone: the card is offered to be played (as a form or a
   * block) only while the condition holds, a <require> as its effect */
  if (strcmp (p->ab->type, "continuous") == 0 && p->pos == 0 &&
      (ut_peek (p, "you may only play this card if") ||
       ut_peek (p, "you may only play this attack if")))
    {
      UfsNode c = { 0 };
      gint read;

      if (!ut_accept (p, "you may only play this card if"))
        ut_accept (p, "you may only play this attack if");
      read = other_attacks (p, &c) ? 1 : condition (p, &c);
      if (read == 0)
        ut_fail (p, "condition: you may only play this card if", 6);
      if (read <= 0)
        return TRUE;
      if (c.kind != UFS_NODE_IF || (!ut_peek (p, ".") && !ut_at_end (p)))
        {
          ut_fail (p, "condition: you may only play this card if", 4);
          return TRUE;
        }
      ut_accept (p, ".");
      if (!ut_at_end (p))
        {
          ut_fail_text (p, "condition", "you may only play this card if, then more");
          return TRUE;
        }
      c.kind = UFS_NODE_REQUIRE;
      g_array_append_val (p->ab->effect, c);
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (only); i++)
    if (ut_peek (p, only[i].words))
      {
        guint pos = p->pos;

        ut_accept (p, only[i].words);
        if (!ut_peek (p, ".") && !ut_at_end (p))
          {
            p->pos = pos;
            return FALSE;
          }
        return ut_set_limit (p, only[i].limit);
      }
  return FALSE;
}

/* A keyword that a filter on an attack reads ("this Charge attack"):
 * its test, or NULL. */
static const char *
attack_keyword (const char *word, gboolean any)
{
  static const char *const keywords[][2] = {
    { "kick", "keyword=Kick" },     { "punch", "keyword=Punch" },   { "slam", "keyword=Slam" },
    { "throw", "keyword=Throw" },   { "weapon", "keyword=Weapon" }, { "charge", "keyword=Charge" },
    { "ranged", "keyword=Ranged" }, { "tech", "keyword=Tech" },     { "fury", "keyword=Fury" },
    { "ally", "keyword=Ally" },     { "taunt", "keyword=Taunt" },
    /* not filters of "this KEYWORD attack", only of "this attack has
     * KEYWORD" (a "Breaker attack" is no printed wording) */
    { NULL, NULL },
    { "breaker", "keyword=Breaker" },     { "reversal", "keyword=Reversal" },
    { "multiple", "keyword=Multiple" },   { "powerful", "keyword=Powerful" },
    { "stun", "keyword=Stun" },           { "safe", "keyword=Safe" },
    { "flash", "keyword=Flash" },         { "desperation", "keyword=Desperation" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    {
      if (keywords[i][0] == NULL)
        {
          if (!any)
            break;
          continue;
        }
      if (strcmp (word, keywords[i][0]) == 0)
        return keywords[i][1];
    }
  return NULL;
}

/* "a non-attack card", "an attack card", "a foundation": the type of the
 * card played as a block, as a filter test (@negated: "non-"). */
static gboolean
blocker_type (P *p, const char **test, gboolean *negated)
{
  static const char *const types[][2] = {
    { "attack", "type=attack" },         { "action", "type=action" },
    { "asset", "type=asset" },           { "foundation", "type=foundation" },
    { "character", "type=character" },
  };
  const UfsTok *t;

  if (!ut_accept (p, "a") && !ut_accept (p, "an"))
    return FALSE;
  t = ut_tok (p, 0);
  if (t->kind != UFS_TOK_WORD)
    return FALSE;
  *negated = g_str_has_prefix (t->text, "non-");
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (strcmp (t->text + (*negated ? 4 : 0), types[i][0]) == 0)
      {
        p->pos++;
        if (!ut_accept (p, "card"))
          return FALSE;
        *test = types[i][1];
        return TRUE;
      }
  return FALSE;
}

/* Does a clause begin here (a condition printed without its comma)? */
static gboolean
clause_ahead (P *p)
{
  static const char *const starts[] = {
    "add", "draw", "gain", "discard", "your", "commit", "destroy", "ready", "you", "lose", "it",
  };
  const UfsTok *t = ut_tok (p, 0);

  if (ut_peek (p, "this attack gets"))
    return TRUE;
  if (t->kind != UFS_TOK_WORD)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    if (strcmp (t->text, starts[i]) == 0)
      return TRUE;
  return FALSE;
}

/* "If this attack deals damage, ...", "If this attack is not blocked, ...":
 * K.3.5, J.3.2: the rest of the sentence is a fired effect that waits for
 * the attack's damage (G.3) or block step (G.2: the block event comes
 * whether or not it was blocked), for the rest of the attack. */
gboolean
ut_if_attack_event (P *p)
{
  static const char *const attacks[] = { "this attack", "your attack", "your opponent's attack" };
  static const struct
  {
    const char *words;
    const char *event;
    const char *state; /* tested when the block event comes */
    gboolean unless;
  } outcomes[] = {
    { "deals damage", "damage", NULL, FALSE },
    { "is blocked", "block", "blocked", FALSE },
    { "is not blocked", "block", "blocked", TRUE },
    { "is completely blocked", "block", "fully-blocked", FALSE },
    { "is not completely blocked", "block", "fully-blocked", TRUE },
    /* G.2.2.3: blocked, not completely */
    { "is partially blocked", "block", "blocked", FALSE },
    /* G.3: damage of that amount or more (the number is read after) */
    { "deals N or more damage", "damage", NULL, FALSE },
    { "deals at least N damage", "damage", NULL, FALSE },
    /* G.3.1: damage dealt (none comes for 0), below the printed damage */
    { "deals less than its printed damage", "damage", NULL, FALSE },
    { "deals less than printed damage", "damage", NULL, FALSE },
  };
  const gint below = 8; /* the first of the two above */
  const gint partial = 5; /* the outcome above */
  /* G.2: the block event is the defender's: who blocks says whose attack
   * it is */
  static const struct
  {
    const char *words;
    const char *defender;
    gint outcome;
    const char *target;
  } blocks[] = {
    { "your opponent blocks this attack", "opponent", 1, "this-attack" },
    { "your opponent completely blocks this attack", "opponent", 3, "this-attack" },
    { "you block this attack", "you", 1, "this-attack" },
    { "you completely block this attack", "you", 3, "this-attack" },
    { "you do not block this attack", "you", 2, "this-attack" },
    /* I.3.10: "this attack played as a reversal": this attack, when it was */
    { "this attack played as a reversal deals damage", NULL, 0, "this-attack" },
    { "this attack played as a reversal is not blocked", NULL, 2, "this-attack" },
    { "this attack played as a reversal is blocked", NULL, 1, "this-attack" },
    /* K.3.4.1: this attack, when it is yours */
    { "your opponent blocks your attack", "opponent", 1, "your-attack" },
    { "your opponent completely blocks your attack", "opponent", 3, "your-attack" },
  };
  const char *type = p->ab->type;
  const char *target = NULL;
  const char *defender = NULL;
  const char *filter = NULL;
  gboolean reversal = FALSE;
  const char *blocker = NULL;
  gboolean blocker_not = FALSE;
  gint outcome = -1;
  gint at_least = 0;
  gboolean next;
  UfsNode *n;
  guint pos = p->pos;

  if (!ut_accept (p, "if"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (blocks) && target == NULL; i++)
    if (ut_accept (p, blocks[i].words))
      {
        outcome = blocks[i].outcome;
        defender = blocks[i].defender;
        target = blocks[i].target;
        if (defender == NULL)
          reversal = TRUE;
        /* in a response, "this attack" is the card itself (K.3.4.3) */
        if (strcmp (type, "E") != 0)
          return ut_fail_text (p, "condition", "if you block this attack, outside an enhance");
      }
  /* "Your Kick attack gets +1 speed. If it deals damage, ...": the
   * attack named before with its filter (K.3.4.1.1), when every card the
   * effect names so far is that attack */
  if (p->it_attack == NULL && !p->chosen && ut_peek (p, "it") && p->ab->effect->len > 0)
    {
      const UfsNode *first = &g_array_index (p->ab->effect, UfsNode, 0);
      gboolean one = first->kind == UFS_NODE_IF && first->filter != NULL &&
                     first->types == NULL && first->expr == NULL && first->target != NULL &&
                     (strcmp (first->target, "your-attack") == 0 ||
                      strcmp (first->target, "opponent-attack") == 0);

      for (guint i = 1; i < p->ab->effect->len && one; i++)
        {
          const UfsNode *m = &g_array_index (p->ab->effect, UfsNode, i);

          if (m->kind == UFS_NODE_END)
            one = i == p->ab->effect->len - 1;
          else
            one = m->kind == UFS_NODE_MODIFY && g_strcmp0 (m->target, first->target) == 0;
        }
      for (guint o = 0; o < G_N_ELEMENTS (outcomes) && outcome < 0 && one; o++)
        {
          g_autofree char *seq = g_strdup_printf ("it %s", outcomes[o].words);

          if (ut_accept (p, seq))
            {
              outcome = (gint) o;
              target = first->target;
              filter = first->filter;
            }
        }
    }
  /* "If it deals damage": the attack named before */
  if (p->it_attack != NULL && !p->chosen && ut_peek (p, "it"))
    for (guint o = 0; o < G_N_ELEMENTS (outcomes) && outcome < 0; o++)
      {
        g_autofree char *seq = g_strdup_printf ("it %s", outcomes[o].words);

        if (ut_accept (p, seq))
          {
            outcome = (gint) o;
            target = p->it_attack;
          }
      }
  /* "your {Fire} attack", "your {Air} and {Order} attack" (K.3.13: both
   * symbols), "your {Air} or {Order} attack" (K.3.14: either) */
  if (target == NULL && ut_peek (p, "your") && ut_tok (p, 1)->kind == UFS_TOK_SYMBOL)
    {
      g_autoptr (GString) f = g_string_new (NULL);
      guint at = p->pos;
      gboolean any = FALSE, all = FALSE;

      p->pos++;
      for (;;)
        {
          const UfsTok *t = ut_tok (p, 0);
          const char *sym = NULL;

          if (t->kind == UFS_TOK_SYMBOL && strcmp (t->text, "all") != 0 &&
              strcmp (t->text, "infinity") != 0)
            for (guint k = 0; ut_symbols[k] != NULL && sym == NULL; k++)
              if (strcmp (ut_symbols[k], t->text) == 0)
                sym = ut_symbols[k];
          if (sym == NULL)
            break;
          p->pos++;
          if (f->len == 0)
            g_string_append_printf (f, "resources=%s", sym);
          else if (any)
            g_string_append_printf (f, "|%s", sym);
          else
            g_string_append_printf (f, ", resources=%s", sym);
          if (!all && ut_accept (p, "or"))
            any = TRUE;
          else if (!any && ut_accept (p, "and"))
            all = TRUE;
          else
            break;
        }
      for (guint o = 0; o < G_N_ELEMENTS (outcomes) && outcome < 0 && f->len > 0; o++)
        {
          g_autofree char *seq = g_strdup_printf ("attack %s", outcomes[o].words);

          if (ut_accept (p, seq))
            outcome = (gint) o;
        }
      if (outcome < 0)
        p->pos = at;
      else
        {
          target = "your-attack";
          filter = g_intern_string (f->str);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (attacks) && target == NULL; i++)
    {
      const char *words = attacks[i];
      g_autofree char *filtered = NULL;

      /* "your Kick attack": read by ut_attack_target() */
      if (i == 1 && ut_peek (p, "your") && !ut_peek (p, "your next") &&
          ut_tok (p, 1)->kind == UFS_TOK_WORD && ut_tok (p, 2)->kind == UFS_TOK_WORD &&
          strcmp (ut_tok (p, 2)->text, "attack") == 0)
        words = filtered = g_strdup_printf ("your %s attack", ut_tok (p, 1)->text);
      /* "this Charge attack" (K.3.4.1.1): this attack, when it is a
       * Charge as the event comes */
      if (i == 0 && ut_peek (p, "this") && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
          ut_tok (p, 2)->kind == UFS_TOK_WORD && strcmp (ut_tok (p, 2)->text, "attack") == 0 &&
          attack_keyword (ut_tok (p, 1)->text, FALSE) != NULL)
        {
          guint o;

          for (o = 0; o < G_N_ELEMENTS (outcomes); o++)
            {
              g_autofree char *seq = g_strdup_printf ("this %s attack %s", ut_tok (p, 1)->text,
                                                      outcomes[o].words);

              if (ut_peek (p, seq))
                break;
            }
          if (o == G_N_ELEMENTS (outcomes))
            break;
          outcome = (gint) o;
          filter = attack_keyword (ut_tok (p, 1)->text, FALSE);
          target = "this-attack";
          p->pos += 3;
          ut_accept (p, outcomes[outcome].words);
          break;
        }
      if (!ut_peek (p, words))
        continue;
      for (guint o = 0; o < G_N_ELEMENTS (outcomes) && outcome < 0; o++)
        {
          g_autofree char *seq = g_strdup_printf ("%s %s", words, outcomes[o].words);

          if (ut_peek (p, seq))
            outcome = (gint) o;
        }
      if (outcome < 0)
        break;
      /* "your non-Throw attack": your attack, when it is no Throw */
      if (filtered != NULL && g_str_has_prefix (ut_tok (p, 1)->text, "non-"))
        {
          static const char *const keywords[][2] = {
            { "non-throw", "keyword!=Throw" },
            { "non-kick", "keyword!=Kick" },
            { "non-punch", "keyword!=Punch" },
            { "non-weapon", "keyword!=Weapon" },
          };

          for (guint k = 0; k < G_N_ELEMENTS (keywords) && filter == NULL; k++)
            if (strcmp (ut_tok (p, 1)->text, keywords[k][0]) == 0)
              filter = keywords[k][1];
          if (filter == NULL)
            return ut_fail (p, "condition: if your non-", 3);
          p->pos += 3;
          target = "your-attack";
          next = FALSE;
        }
      else
        {
          target = ut_attack_target (p, &next);
          /* "your Kick attack" (K.3.4.1.1): your attack, when it is a Kick
           * as the event comes */
          filter = p->filter;
          p->filter = NULL;
        }
      if (target == NULL || next)
        return ut_fail_text (p, "condition", "if an attack that is not this one deals damage");
      ut_accept (p, outcomes[outcome].words);
    }
  if (target == NULL)
    {
      p->pos = pos;
      return FALSE;
    }
  /* "deals 4 or more damage", "deals at least 5 damage": the number, 4
   * or 2 words back */
  if (outcome >= 6 && outcome < below)
    {
      const UfsTok *t = &g_array_index (p->toks, UfsTok, p->pos - (outcome == 6 ? 4 : 2));

      if (t->kind != UFS_TOK_NUMBER || t->num < 1 || t->num > 255)
        return ut_fail (p, "condition: deals N or more damage", 4);
      at_least = t->num;
    }
  /* "blocked by a non-attack card", "blocks this attack with an attack
   * card": the card played as a block (G.2.1.3), of that type */
  if (outcomes[outcome].state != NULL && !outcomes[outcome].unless &&
      (ut_peek (p, "by") || ut_peek (p, "with")))
    {
      guint at = p->pos;

      p->pos++;
      if (!blocker_type (p, &blocker, &blocker_not))
        {
          p->pos = at;
          return ut_fail (p, "condition: blocked by", 4);
        }
    }
  /* the comma after the condition is sometimes left out: "If this attack
   * is blocked add ..." */
  if (!ut_accept (p, ",") && !clause_ahead (p))
    {
      p->pos = pos;
      return FALSE;
    }
  if (strcmp (type, "E") != 0 && strcmp (type, "R") != 0)
    return ut_fail_text (p, "condition", "if this attack deals damage, outside E and R");
  /* A response may come after the block: only an enhance (G.1, before the
   * block step) waits for it. */
  if (outcomes[outcome].state != NULL && strcmp (type, "E") != 0)
    return ut_fail_text (p, "condition", "if this attack is blocked, outside an enhance");
  /* names chosen before it are not kept in it */
  if (p->chosen)
    return ut_fail_text (p, "condition", "a card chosen before a fired effect");
  n = ut_node_add (p->ab->effect, UFS_NODE_DELAYED);
  n->event = outcomes[outcome].event;
  n->target = target;
  /* Whose event: the damage is the defender's, and so is the block (G.2,
   * G.3). "This attack" (K.3.4) is the attack in its sequence, whoever's:
   * an enhance of an attack card in your card pool may be played during
   * your opponent's attack, whose damage is dealt to you. The card it
   * names is enough. */
  if (defender != NULL)
    n->player = defender;
  else if (strcmp (target, "opponent-attack") == 0)
    n->player = "you";
  else if (strcmp (target, "this-attack") == 0)
    n->player = "anyone";
  else
    n->player = "opponent";
  n->until = "end-of-attack";
  n->amount = at_least;
  if (outcome >= below)
    n->types = "below-printed";
  if (filter != NULL || reversal)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_IF);
      n->target = target;
      n->filter = filter;
      if (reversal)
        n->types = "reversal";
    }
  if (outcomes[outcome].state != NULL)
    {
      n = ut_node_add (p->ab->effect, outcomes[outcome].unless ? UFS_NODE_UNLESS : UFS_NODE_IF);
      n->types = outcomes[outcome].state;
      if (outcome == partial)
        ut_node_add (p->ab->effect, UFS_NODE_UNLESS)->types = "fully-blocked";
    }
  if (blocker != NULL)
    {
      n = ut_node_add (p->ab->effect, blocker_not ? UFS_NODE_UNLESS : UFS_NODE_IF);
      n->target = "blocker";
      n->filter = blocker;
    }
  /* "it": the attack */
  if (p->it_attack == NULL)
    p->it_attack = target;
  if (!cond_body (p))
    return FALSE;
  /* The event names the card whose damage it is: an ability of the
   * attack card dealing damage itself would fire it too. */
  for (guint i = 0; i < p->ab->effect->len; i++)
    if (g_array_index (p->ab->effect, UfsNode, i).kind == UFS_NODE_DAMAGE)
      return ut_fail_text (p, "condition", "damage dealt inside if this attack deals damage");
  if (blocker != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  if (outcomes[outcome].state != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  if (outcome == partial)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  if (filter != NULL || reversal)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* "N or more", "N or fewer", "at least N", "no": the comparison (an <if>
 * attribute) and its number; NULL when not read. */
static const char *
comparison (P *p, gint *k)
{
  const char *stat = NULL;
  guint pos = p->pos;

  *k = 0;
  if (ut_accept (p, "at least") && ut_amount (p, k))
    stat = "at-least";
  else if (ut_accept (p, "more than") && ut_amount (p, k))
    stat = "more-than";
  else if ((ut_accept (p, "fewer than") || ut_accept (p, "less than")) && ut_amount (p, k))
    stat = "less-than";
  else if (ut_accept (p, "no"))
    stat = "equals";
  else if (ut_amount (p, k))
    {
      if (ut_accept (p, "or more"))
        stat = "at-least";
      else if (ut_accept (p, "or fewer") || ut_accept (p, "or less"))
        stat = "at-most";
      /* "0 momentum": none; "2 momentum" could be read as exactly 2 or
       * as at least 2: not read */
      else if (*k == 0)
        stat = "equals";
    }
  if (stat == NULL || *k == UFS_TEXT_X)
    {
      p->pos = pos;
      return NULL;
    }
  return stat;
}

/* The foundations and assets of a staging area, counted by an amount
 * (J.4.2): "6 or fewer foundations" is <if value="count(foundations)">. */
static gboolean
staging_count (P *p, gboolean opp, gint k, UfsNode *c)
{
  guint start = p->pos;
  static const struct
  {
    const char *plural, *singular;
    const char *term;
  } kinds[] = {
    { "face down foundations", "face down foundation", "count(face-down" },
    { "committed foundations", "committed foundation", "count(committed-foundations" },
    { "ready foundations", "ready foundation", "count(ready-foundations" },
    { "foundations", "foundation", "count(foundations" },
    { "assets", "asset", "count(assets" },
    /* D.2.2.3.4, D.2.2.4: the starting character and those attached to
     * it, only with the staging area named */
    { "character cards", "character card", "count(characters" },
    { "characters", "character", "count(characters" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (ut_accept (p, kinds[i].plural) || (k == 1 && ut_accept (p, kinds[i].singular)))
      {
        g_autofree char *e = g_strdup_printf ("%s%s)", kinds[i].term, opp ? ", opponent" : "");

        if (strcmp (kinds[i].term, "count(characters") == 0)
          {
            if ((!ut_accept (p, opp ? "in their staging area" : "in your staging area") &&
                 !(opp && ut_accept (p, "in your opponent's staging area"))) ||
                /* "in your staging area or discard pile": more places */
                ut_peek (p, "or"))
              {
                p->pos = start;
                return FALSE;
              }
            c->expr = g_intern_string (e);
            return TRUE;
          }
        /* "in your staging area" says where they are already */
        if (!opp)
          ut_accept (p, "in your staging area");
        else if (!ut_accept (p, "in their staging area"))
          ut_accept (p, "in your opponent's staging area");
        c->expr = g_intern_string (e);
        return TRUE;
      }
  return FALSE;
}

/* "this attack's speed is 5 or more", "your attack's damage is 4 or
 * greater" (J.4.2: its current value, when the condition is read): TRUE
 * when the words are of this kind, with c->expr set when they were all
 * read (else the reason given). */
static gboolean
attack_value (P *p, UfsNode *c)
{
  static const struct
  {
    const char *words;
    const char *target; /* which must name a card */
  } attacks[] = {
    { "this attack's", "this-attack" },
    { "your attack's", "your-attack" },
    { "your opponent's attack's", "opponent-attack" },
    /* "this attack has a printed damage of 4 or less" */
    { "this attack has a printed", "this-attack" },
    { "your attack has a printed", "your-attack" },
    { "your opponent's attack has a printed", "opponent-attack" },
  };
  /* J.4.2.1: the value now against the printed one ("this attack's
   * speed is greater than its printed speed", "... below printed") */
  static const struct
  {
    const char *words;
    const char *stat;
  } relative[] = {
    { "less than its printed", "less-than" },    { "less than printed", "less-than" },
    { "below its printed", "less-than" },        { "below printed", "less-than" },
    { "greater than its printed", "more-than" }, { "greater than printed", "more-than" },
    { "above its printed", "more-than" },        { "above printed", "more-than" },
  };
  gboolean printed = FALSE;
  static const struct
  {
    const char *before, *after;
    const char *stat;
  } compare[] = {
    { NULL, "or more", "at-least" },       { NULL, "or greater", "at-least" },
    { "at least", NULL, "at-least" },      { NULL, "or less", "at-most" },
    { NULL, "or fewer", "at-most" },       { "less than", NULL, "less-than" },
    { "greater than", NULL, "more-than" },
  };
  const char *stat = NULL;
  gint k = 0;
  gint found = -1;
  const char *of = NULL; /* "the speed of this attack is": the stat */
  gboolean its = FALSE;

  /* "the speed (damage) of this attack is": "this attack's speed is" */
  if (ut_peek (p, "the speed of") || ut_peek (p, "the damage of"))
    {
      static const char *const whose[] = { "this attack is", "your attack is",
                                           "your opponent's attack is" };
      guint pos = p->pos;

      of = ut_accept (p, "the speed of") ? "speed" : (ut_accept (p, "the damage of"), "damage");
      for (guint i = 0; i < G_N_ELEMENTS (whose) && found < 0; i++)
        if (ut_accept (p, whose[i]))
          found = (gint) i;
      if (found < 0)
        {
          p->pos = pos;
          return FALSE;
        }
    }
  /* "its damage is less than its printed damage": the attack a "Before
   * your attack's Block Step" names, in its sequence (ut_vocab_before) */
  if (found < 0 && p->it_attack != NULL && !p->chosen && p->ab->when_event != NULL &&
      strcmp (p->ab->when_event, "before-block") == 0 &&
      (ut_peek (p, "its speed is") || ut_peek (p, "its damage is") ||
       ut_peek (p, "its printed speed is") || ut_peek (p, "its printed damage is")))
    {
      ut_accept (p, "its");
      found = 0;
      its = TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (attacks) && found < 0; i++)
    if (ut_accept (p, attacks[i].words))
      found = (gint) i;
  if (found < 0)
    return FALSE;
  /* K.3.4.3: in a response, "this attack" is the card itself, if an attack */
  if (!its && found % 3 == 0 && strcmp (p->ab->type, "R") == 0 &&
      strcmp (p->card->card_type, "attack") != 0)
    {
      ut_fail_text (p, "condition", "\"this attack\" in a response not on an attack");
      return TRUE;
    }
  if (found >= 3)
    {
      printed = TRUE;
      if (ut_accept (p, "speed of"))
        stat = "speed";
      else if (ut_accept (p, "damage of"))
        stat = "damage";
      /* E.4.7: the difficulty printed on the card, which no bonus to a
       * card being played changes */
      else if (ut_accept (p, "difficulty of"))
        stat = "difficulty";
    }
  else if (of != NULL)
    stat = of;
  else
    {
      printed = ut_accept (p, "printed");
      if (ut_accept (p, "speed is"))
        stat = "speed";
      else if (ut_accept (p, "damage is"))
        stat = "damage";
    }
  for (guint i = 0; i < G_N_ELEMENTS (relative) && stat != NULL && !printed; i++)
    if (ut_accept (p, relative[i].words))
      {
        g_autofree char *e1 = g_strdup_printf ("%s(this-attack)", stat);
        g_autofree char *e2 = g_strdup_printf ("printed-%s(this-attack)", stat);

        /* "its printed damage" of the same stat, "its printed value" */
        if (!ut_accept (p, stat) && !ut_accept (p, "value") &&
            (ut_peek (p, "speed") || ut_peek (p, "damage")))
          {
            ut_fail (p, "condition: if this attack's", 4);
            return TRUE;
          }
        c->stat = relative[i].stat;
        c->expr = g_intern_string (e1);
        c->expr2 = g_intern_string (e2);
        c->target = attacks[found].target;
        return TRUE;
      }
  /* J.4.2.1: "at least (exactly) double its printed damage (speed)" */
  if (stat != NULL && ut_double_printed (p, c, printed, stat))
    {
      c->target = attacks[found].target;
      return TRUE;
    }
  if (stat == NULL)
    {
      ut_fail (p, "condition: if this attack's", 4);
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (compare) && c->stat == NULL; i++)
    {
      guint pos = p->pos;

      if ((compare[i].before == NULL || ut_accept (p, compare[i].before)) &&
          ut_tok (p, 0)->kind == UFS_TOK_NUMBER)
        {
          k = ut_tok (p, 0)->num;
          p->pos++;
          if (compare[i].after == NULL || ut_accept (p, compare[i].after))
            c->stat = compare[i].stat;
        }
      if (c->stat == NULL)
        p->pos = pos;
    }
  if (c->stat == NULL)
    {
      ut_fail (p, "condition: if this attack's", 5);
      return TRUE;
    }
  {
    g_autofree char *e = g_strdup_printf ("%s%s(this-attack)", printed ? "printed-" : "", stat);

    c->expr = g_intern_string (e);
  }
  c->amount = k;
  c->target = attacks[found].target;
  return TRUE;
}

/* "this attack has a higher speed than damage", "your attack has the
 * Breaker keyword", "this attack has {Life}": an attack's values compared
 * (J.4.2), or a keyword or symbol it has (K.3.13). TRUE when the words are
 * of this kind, with c->expr or c->filter set when they were all read
 * (else the reason given). */
static gboolean
attack_has (P *p, UfsNode *c)
{
  static const char *const attacks[][2] = {
    { "this attack has", "this-attack" },
    { "your attack has", "your-attack" },
    { "your opponent's attack has", "opponent-attack" },
  };
  gint found = -1;
  guint pos = p->pos;
  const UfsTok *t;

  for (guint i = 0; i < G_N_ELEMENTS (attacks) && found < 0; i++)
    if (ut_accept (p, attacks[i][0]))
      found = (gint) i;
  if (found < 0)
    return FALSE;
  /* "has a printed ...": attack_value() */
  if (ut_peek (p, "a printed"))
    {
      p->pos = pos;
      return FALSE;
    }
  /* K.3.4.3: in a response, "this attack" is the card itself, if an attack */
  if (found == 0 && strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") != 0)
    {
      ut_fail_text (p, "condition", "\"this attack\" in a response not on an attack");
      return TRUE;
    }
  c->target = attacks[found][1];
  if (ut_accept (p, "a higher speed than damage") || ut_accept (p, "a greater speed than damage"))
    {
      c->stat = "more-than";
      c->expr = g_intern_static_string ("speed(this-attack)");
      c->expr2 = g_intern_static_string ("damage(this-attack)");
      return TRUE;
    }
  if (ut_accept (p, "a higher damage than speed") || ut_accept (p, "a greater damage than speed"))
    {
      c->stat = "more-than";
      c->expr = g_intern_static_string ("damage(this-attack)");
      c->expr2 = g_intern_static_string ("speed(this-attack)");
      return TRUE;
    }
  t = ut_tok (p, 0);
  if (t->kind == UFS_TOK_SYMBOL)
    {
      for (guint i = 0; ut_symbols[i] != NULL; i++)
        if (strcmp (ut_symbols[i], t->text) == 0 && strcmp (t->text, "all") != 0 &&
            strcmp (t->text, "infinity") != 0)
          {
            g_autofree char *f = g_strdup_printf ("resources=%s", t->text);

            p->pos++;
            /* "{Fire} and {Good}": not read */
            if (ut_peek (p, "and") || ut_peek (p, "or"))
              break;
            c->filter = g_intern_string (f);
            return TRUE;
          }
      ut_fail (p, "condition: if this attack has", 3);
      return TRUE;
    }
  {
    gboolean the = ut_accept (p, "the");
    const char *test = ut_tok (p, 0)->kind == UFS_TOK_WORD
                           ? attack_keyword (ut_tok (p, 0)->text, TRUE)
                           : NULL;

    if (test == NULL)
      {
        ut_fail (p, "condition: if this attack has", 3);
        return TRUE;
      }
    p->pos++;
    /* "the Breaker keyword"; "Breaker" */
    if ((the && !ut_accept (p, "keyword")) || ut_peek (p, "and") || ut_peek (p, "or"))
      {
        ut_fail (p, "condition: if this attack has", 3);
        return TRUE;
      }
    c->filter = test;
  }
  return TRUE;
}

/* "the zone of this attack is mid or low", "your attack's zone is high":
 * the attack's zone now (G.2.1.3.1), as a filter on it. TRUE when the
 * words are of this kind, with c->filter set when they were all read
 * (else the reason given). */
static gboolean
attack_zone (P *p, UfsNode *c)
{
  static const char *const attacks[][3] = {
    { "the zone of this attack is", "this attack's zone is", "this-attack" },
    { "the zone of your attack is", "your attack's zone is", "your-attack" },
    { "the zone of your opponent's attack is", "your opponent's attack's zone is",
      "opponent-attack" },
  };
  static const char *const zones[] = { "high", "mid", "low" };
  g_autoptr (GString) f = g_string_new ("attack-zone=");
  gint found = -1;
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (attacks) && found < 0; i++)
    if (ut_accept (p, attacks[i][0]) || ut_accept (p, attacks[i][1]))
      found = (gint) i;
  if (found < 0)
    return FALSE;
  if (found == 0 && strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") != 0)
    {
      ut_fail_text (p, "condition", "\"this attack\" in a response not on an attack");
      return TRUE;
    }
  do
    {
      guint z;

      for (z = 0; z < G_N_ELEMENTS (zones); z++)
        if (ut_accept (p, zones[z]))
          break;
      if (z == G_N_ELEMENTS (zones))
        {
          ut_fail (p, "condition: if the zone of this attack", 3);
          return TRUE;
        }
      g_string_append_printf (f, "%s%s", n++ > 0 ? "|" : "", zones[z]);
    }
  while (ut_accept (p, "or"));
  c->target = attacks[found][2];
  c->filter = g_intern_string (f->str);
  return TRUE;
}

/* "it is a Weapon attack", "it is not a Kick attack", "it is a {Fire}
 * and {Good} attack": the attack named before (K.3.4.1.1, K.3.13), as a
 * filter on it (an <unless> for "not"). TRUE when the words are of this
 * kind, with c->filter set when they were all read (else the reason
 * given). */
static gboolean
it_is (P *p, UfsNode *c)
{
  g_autoptr (GString) f = g_string_new (NULL);
  gboolean negated;

  if (p->it_attack == NULL || p->chosen || !ut_peek (p, "it is"))
    return FALSE;
  if (!ut_peek (p, "it is a") && !ut_peek (p, "it is an") && !ut_peek (p, "it is not a") &&
      !ut_peek (p, "it is not an"))
    return FALSE;
  ut_accept (p, "it is");
  negated = ut_accept (p, "not");
  if (!ut_accept (p, "a"))
    ut_accept (p, "an");
  for (;;)
    {
      const UfsTok *t = ut_tok (p, 0);
      const char *test = NULL;

      if (t->kind == UFS_TOK_SYMBOL && strcmp (t->text, "all") != 0 &&
          strcmp (t->text, "infinity") != 0)
        for (guint i = 0; ut_symbols[i] != NULL && test == NULL; i++)
          if (strcmp (ut_symbols[i], t->text) == 0)
            test = ut_symbols[i];
      if (test != NULL)
        g_string_append_printf (f, "%sresources=%s", f->len > 0 ? ", " : "", test);
      else if (t->kind == UFS_TOK_WORD && f->len == 0 && attack_keyword (t->text, FALSE) != NULL)
        g_string_append (f, attack_keyword (t->text, FALSE));
      else
        break;
      p->pos++;
      /* K.3.13: "{Fire} and {Good}": both */
      if (test == NULL || !ut_accept (p, "and"))
        break;
    }
  if (f->len == 0 || !ut_accept (p, "attack"))
    {
      ut_fail (p, "condition: if it is", 3);
      return TRUE;
    }
  c->target = p->it_attack;
  c->filter = g_intern_string (f->str);
  if (negated)
    c->kind = UFS_NODE_UNLESS;
  return TRUE;
}

/* "more face down foundations than your opponent", "more vitality than
 * you do", "more ready foundations than committed foundations": two
 * amounts of the game compared (J.4.2). 1 read, -1 not (the reason given). */
static gint
comparative (P *p, gboolean opp, UfsNode *c)
{
  static const struct
  {
    const char *words;
    const char *term; /* TERM, to which ", opponent)" or ")" is added */
  } things[] = {
    { "face down foundations", "count(face-down" },
    { "committed foundations", "count(committed-foundations" },
    { "ready foundations", "count(ready-foundations" },
    { "foundations", "count(foundations" },
    { "momentum", "count(momentum" },
    { "cards in your hand", "count(hand" },
    { "cards in their hand", "count(hand" },
    { "cards in hand", "count(hand" },
    { "cards in your card pool", "count(card-pool" },
    { "cards in their card pool", "count(card-pool" },
    { "vitality", "vitality(" },
    /* D.2.2.3.4 */
    { "characters in your staging area", "count(characters" },
  };
  gint first = -1, second = -1;
  gboolean other = FALSE; /* the second amount is the other player's */
  g_autofree char *e1 = NULL;
  g_autofree char *e2 = NULL;

  if (ut_accept (p, "more"))
    c->stat = "more-than";
  else if (ut_accept (p, "fewer") || ut_accept (p, "less"))
    c->stat = "less-than";
  for (guint i = 0; i < G_N_ELEMENTS (things) && first < 0; i++)
    if (ut_accept (p, things[i].words))
      first = (gint) i;
  if (first < 0 || (strstr (things[first].words, "their") != NULL && !opp))
    {
      ut_fail (p, "condition: if you have more", 6);
      return -1;
    }
  if (first <= 3)
    ut_accept (p, opp ? "in their staging area" : "in your staging area");
  if (!ut_accept (p, "than"))
    {
      ut_fail (p, "condition: if you have more", 6);
      return -1;
    }
  if (!opp && ut_accept (p, "your opponent"))
    {
      other = TRUE;
      if (ut_accept (p, "has") && !ut_accept (p, "in theirs"))
        ut_accept (p, "in their staging area");
    }
  else if (opp && ut_accept (p, "you"))
    {
      other = TRUE;
      if (!ut_accept (p, "do") && ut_accept (p, "have") && !ut_accept (p, "in yours"))
        ut_accept (p, "in your staging area");
    }
  else
    for (guint i = 0; i < G_N_ELEMENTS (things) && second < 0; i++)
      if (i != (guint) first && ut_accept (p, things[i].words))
        second = (gint) i;
  if (!other && (second < 0 || strcmp (things[second].words, "vitality") == 0 ||
                 strcmp (things[first].words, "vitality") == 0))
    {
      ut_fail (p, "condition: if you have more", 6);
      return -1;
    }
  {
    gboolean vit1 = strcmp (things[first].words, "vitality") == 0;
    gboolean opp2 = other ? !opp : opp;
    gint s2 = other ? first : second;

    e1 = vit1 ? g_strdup_printf ("vitality(%s)", opp ? "opponent" : "you")
              : g_strdup_printf ("%s%s)", things[first].term, opp ? ", opponent" : "");
    e2 = vit1 ? g_strdup_printf ("vitality(%s)", opp2 ? "opponent" : "you")
              : g_strdup_printf ("%s%s)", things[s2].term, opp2 ? ", opponent" : "");
  }
  c->expr = g_intern_string (e1);
  c->expr2 = g_intern_string (e2);
  return 1;
}

/* What a player did this turn (turn(KIND) amounts, J.4.2): "you have
 * dealt damage this turn", "your opponent has played at least 2 attacks
 * this turn", "this is your second attack this turn". TRUE when the words
 * are of this kind, with c->expr set when they were all read (else the
 * reason given). */
static gboolean
history (P *p, UfsNode *c)
{
  static const struct
  {
    const char *words;
    const char *kind;
  } done[] = {
    { "you have dealt damage this turn", "damage-dealt" },
    { "you dealt damage this turn", "damage-dealt" },
    { "you dealt damage with a non-throw attack this turn", "non-throw-damage" },
    { "you have been dealt damage this turn", "damage-taken" },
    { "you have taken damage this turn", "damage-taken" },
    { "you have lost vitality this turn", "vitality-lost" },
    { "you've lost vitality this turn", "vitality-lost" },
    { "you have gained vitality this turn", "vitality-gained" },
  };
  static const char *const nth[] = { "first", "second", "third", "1st", "2nd", "3rd" };
  gboolean opp = FALSE;
  gint k = -1;
  const char *kind = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (done) && kind == NULL; i++)
    if (ut_accept (p, done[i].words))
      {
        kind = done[i].kind;
        c->stat = "at-least";
        c->amount = 1;
      }
  /* "this is your second attack this turn": the attack in its sequence
   * (K.3.4) is yours, and the Nth you played */
  if (kind == NULL && ut_peek (p, "this is your"))
    {
      guint pos = p->pos;

      ut_accept (p, "this is your");
      /* "this is your opponent's second attack": theirs */
      opp = ut_accept (p, "opponent's");
      for (guint i = 0; i < G_N_ELEMENTS (nth) && k < 0; i++)
        if (ut_accept (p, nth[i]))
          k = (gint) i % 3 + 1;
      if (k < 0 && ut_tok (p, 0)->kind == UFS_TOK_NUMBER && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
          (strcmp (ut_tok (p, 1)->text, "rd") == 0 || strcmp (ut_tok (p, 1)->text, "nd") == 0 ||
           strcmp (ut_tok (p, 1)->text, "st") == 0))
        {
          k = ut_tok (p, 0)->num;
          p->pos += 2;
        }
      if (k < 0 || !ut_accept (p, "attack this turn"))
        {
          p->pos = pos;
          return FALSE;
        }
      kind = "attacks-played";
      c->stat = "equals";
      c->amount = k;
      c->target = opp ? "opponent-attack" : "your-attack";
    }
  else if (kind == NULL && (ut_peek (p, "this is the first attack you've played this turn") ||
                            ut_peek (p, "this is the first attack you have played this turn")))
    {
      p->pos += 10;
      kind = "attacks-played";
      c->stat = "equals";
      c->amount = 1;
      c->target = "your-attack";
    }
  /* "you have played at least 2 other attacks this turn" */
  else if (kind == NULL &&
           (ut_peek (p, "you have played") || ut_peek (p, "your opponent has played")))
    {
      guint pos = p->pos;
      gboolean other;

      opp = ut_accept (p, "your opponent has played");
      if (!opp)
        ut_accept (p, "you have played");
      if (ut_accept (p, "an attack") || ut_accept (p, "a attack"))
        {
          c->stat = "at-least";
          k = 1;
          other = FALSE;
        }
      else
        {
          c->stat = comparison (p, &k);
          if (c->stat == NULL || strcmp (c->stat, "equals") == 0)
            {
              p->pos = pos;
              return FALSE;
            }
          other = ut_accept (p, "other");
          if (!ut_accept (p, "attacks") && !(k == 1 && ut_accept (p, "attack")))
            {
              p->pos = pos;
              return FALSE;
            }
        }
      if (!ut_accept (p, "this turn"))
        {
          p->pos = pos;
          return FALSE;
        }
      /* "other": this attack, yours, is one of them: on an attack's
       * enhance only */
      if (other)
        {
          if (opp || strcmp (p->card->card_type, "attack") != 0 || strcmp (p->ab->type, "E") != 0)
            {
              ut_fail_text (p, "condition", "other attacks played, not on an attack's enhance");
              return TRUE;
            }
          c->target = "your-attack";
          if (strcmp (c->stat, "at-least") == 0 || strcmp (c->stat, "more-than") == 0 ||
              strcmp (c->stat, "at-most") == 0 || strcmp (c->stat, "less-than") == 0)
            k++;
        }
      kind = "attacks-played";
      c->amount = k;
    }
  if (kind == NULL)
    return FALSE;
  {
    g_autofree char *e = g_strdup_printf ("turn(%s%s)", kind, opp ? ", opponent" : "");

    c->expr = g_intern_string (e);
  }
  return TRUE;
}

/* "your printed hand size is less than your opponent's", "your opponent's
 * printed vitality is greater than yours": the characters' printed values
 * compared (J.4.2.1); "your character's hand size is less than your
 * opponent's": their hand sizes now (J.4.2.2). TRUE when the words are of this kind, with c->expr
 * set when they were all read (else the reason given). */
static gboolean
printed_character (P *p, UfsNode *c)
{
  static const char *const stats[][2] = {
    { "hand size", "hand-size" },
    { "vitality", "vitality" },
  };
  gboolean opp;
  gint st = -1;
  guint pos = p->pos;

  /* "If your starting hand size is 6 or less": the printed hand size of
   * your starting character (B.1.2.1); "your hand size": its
   * hand size now (J.4.2.2). Against a number only. */
  {
    static const char *const own[][2] = {
      { "your starting hand size is", "printed-hand-size(your-character)" },
      { "your printed hand size is", "printed-hand-size(your-character)" },
      { "your character's printed hand size is", "printed-hand-size(your-character)" },
      { "your hand size is", "hand-size(your-character)" },
      { "your character's hand size is", "hand-size(your-character)" },
    };
    gint k;

    for (guint i = 0; i < G_N_ELEMENTS (own); i++)
      {
        if (!ut_accept (p, own[i][0]))
          continue;
        /* "your character's hand size is less than your opponent's":
         * the current hand sizes of both characters (J.4.2.2) */
        if (g_str_has_prefix (own[i][1], "hand-size") &&
            (ut_peek (p, "less than your opponent's") ||
             ut_peek (p, "greater than your opponent's")) &&
            (ut_tok (p, 4)->kind != UFS_TOK_WORD || strcmp (ut_tok (p, 4)->text, "printed") != 0))
          {
            if (ut_accept (p, "less than"))
              c->stat = "less-than";
            else
              {
                ut_accept (p, "greater than");
                c->stat = "more-than";
              }
            ut_accept (p, "your opponent's");
            ut_accept (p, "hand size");
            c->expr = g_intern_static_string ("hand-size(your-character)");
            c->expr2 = g_intern_static_string ("hand-size(opponent-character)");
            return TRUE;
          }
        c->stat = comparison (p, &k);
        if (c->stat != NULL && strcmp (c->stat, "equals") != 0)
          {
            c->expr = g_intern_static_string (own[i][1]);
            c->amount = k;
            return TRUE;
          }
        c->stat = NULL;
        p->pos = pos;
        break;
      }
  }
  if (ut_accept (p, "your printed"))
    opp = FALSE;
  else if (ut_accept (p, "your opponent's printed"))
    opp = TRUE;
  else
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (stats) && st < 0; i++)
    if (ut_accept (p, stats[i][0]))
      st = (gint) i;
  if (st < 0 || !ut_accept (p, "is"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "less than") || ut_accept (p, "fewer than"))
    c->stat = "less-than";
  else if (ut_accept (p, "greater than") || ut_accept (p, "more than") ||
           ut_accept (p, "higher than"))
    c->stat = "more-than";
  else if (ut_accept (p, "lower than"))
    c->stat = "less-than";
  else
    {
      ut_fail (p, "condition: if your printed", 4);
      return TRUE;
    }
  /* the other player's: "your opponent's [printed hand size]", "yours",
   * "your printed hand size" */
  if (!opp && ut_accept (p, "your opponent's"))
    ;
  else if (opp && (ut_accept (p, "yours") || ut_accept (p, "your")))
    ;
  else
    {
      ut_fail (p, "condition: if your printed", 4);
      return TRUE;
    }
  if (ut_accept (p, "printed"))
    {
      if (!ut_accept (p, stats[st][0]))
        {
          ut_fail (p, "condition: if your printed", 4);
          return TRUE;
        }
    }
  else if (opp && ut_peek (p, stats[st][0]))
    {
      ut_fail (p, "condition: if your printed", 4);
      return TRUE;
    }
  {
    g_autofree char *e1 =
        g_strdup_printf ("printed-%s(%s-character)", stats[st][1], opp ? "opponent" : "your");
    g_autofree char *e2 =
        g_strdup_printf ("printed-%s(%s-character)", stats[st][1], opp ? "your" : "opponent");

    c->expr = g_intern_string (e1);
    c->expr2 = g_intern_string (e2);
  }
  return TRUE;
}

/* "you have at least N other attack(s) in your card pool" ahead? */
static gboolean
ut_peek_at_other_attacks (P *p)
{
  static const char *const words[] = { "you", "have", "at", "least", NULL, "other",
                                       NULL,  "in",   "your", "card", "pool" };

  if (ut_tok (p, 4)->kind != UFS_TOK_NUMBER || ut_tok (p, 6)->kind != UFS_TOK_WORD ||
      (strcmp (ut_tok (p, 6)->text, "attacks") != 0 && strcmp (ut_tok (p, 6)->text, "attack") != 0))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (words[i] != NULL &&
        (ut_tok (p, i)->kind != UFS_TOK_WORD || strcmp (ut_tok (p, i)->text, words[i]) != 0))
      return FALSE;
  return TRUE;
}

/* The condition after "if" (K.3.5) into @c: 1 when read, 0 when the words
 * are no condition this reads (nothing read), -1 when they were not all
 * read (the reason given). */
static gint
condition (P *p, UfsNode *c)
{
  static const struct
  {
    const char *words;
    const char *zone;
  } zones[] = {
    { "cards in your hand", "hand" },
    { "cards in their hand", "hand" },
    { "cards in your momentum", "momentum" },
    { "cards in their momentum", "momentum" },
    { "momentum", "momentum" },
    { "cards in your card pool", "card-pool" },
    { "cards in their card pool", "card-pool" },
    { "cards in your discard pile", "discard" },
    { "cards in their discard pile", "discard" },
    { "cards in hand", "hand" },
    { "cards in your deck", "deck" },
    { "cards in their deck", "deck" },
  };
  /* "If there are no cards in your opponent's card pool": whose, where */
  static const struct
  {
    const char *words;
    const char *zone;
    const char *player;
  } there[] = {
    { "in your hand", "hand", "you" },
    { "in your opponent's hand", "hand", "opponent" },
    { "in your momentum", "momentum", "you" },
    { "in your opponent's momentum", "momentum", "opponent" },
    { "in your card pool", "card-pool", "you" },
    { "in your opponent's card pool", "card-pool", "opponent" },
    { "in your discard pile", "discard", "you" },
    { "in your opponent's discard pile", "discard", "opponent" },
    { "left in your deck", "deck", "you" },
  };
  /* States of the game (docs/effects.md), said of the controller or the
   * opponent. */
  static const struct
  {
    const char *words;
    const char *state;
  } states[] = {
    { "you are at desperation", "desperation" },
    { "your opponent is at desperation", "opponent-desperation" },
    { "you are at deadlock", "deadlock" },
    { "your opponent is at deadlock", "opponent-deadlock" },
    { "it is your turn", "your-turn" },
    { "it is your opponent's turn", "opponent-turn" },
    /* J.5.1: vitality at the character's maximum */
    { "you are at full vitality", "full-vitality" },
    { "you are at maximum vitality", "full-vitality" },
  };
  /* C.1: a character's state */
  static const struct
  {
    const char *words;
    const char *target;
    const char *state;
  } characters[] = {
    { "your character is committed", "your-character", "committed" },
    { "your character is ready", "your-character", "ready" },
    { "your opponent's character is committed", "opponent-character", "committed" },
    { "your opponent's character is ready", "opponent-character", "ready" },
  };
  gboolean opp;
  /* "they have": the opponent, when the ability named them before */
  gboolean they = ut_peek (p, "they have") && opponent_before (p);

  c->kind = UFS_NODE_IF;
  c->min = G_MININT;
  /* "the top card of your discard pile is an attack": ufs-text-cond2.c */
  if (ut_peek (p, "the top card of your discard pile"))
    return ut_cond2_card_test (p, c);
  opp = they || ut_peek (p, "your opponent");
  for (guint i = 0; i < G_N_ELEMENTS (characters) && c->types == NULL; i++)
    if (ut_peek (p, characters[i].words))
      {
        guint pos = p->pos;

        ut_accept (p, characters[i].words);
        /* "is committed or ...": not read */
        if (ut_peek (p, "or") || ut_peek (p, "and"))
          {
            p->pos = pos;
            break;
          }
        c->types = characters[i].state;
        c->target = characters[i].target;
      }
  for (guint i = 0; i < G_N_ELEMENTS (states) && c->types == NULL; i++)
    if (ut_peek (p, states[i].words))
      {
        ut_accept (p, states[i].words);
        c->types = states[i].state;
      }
  if (c->types != NULL)
    ;
  /* I.3.10 */
  else if (ut_accept (p, "this attack was played as a reversal") ||
           ut_accept (p, "this attack is played as a reversal"))
    {
      if (strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") != 0)
        {
          ut_fail_text (p, "condition", "\"this attack\" in a response not on an attack");
          return -1;
        }
      c->types = "reversal";
      c->target = "this-attack";
    }
  /* vitality, face-down cards: ufs-text-cond3.c */
  else if (ut_cond3_amount (p, c) > 0)
    ;
  else if (ut_cond7_amount (p, c, they) > 0)
    ;
  else if (attack_zone (p, c))
    {
      if (c->filter == NULL)
        return -1;
    }
  else if (attack_value (p, c))
    {
      if (c->expr == NULL)
        return -1;
    }
  else if (history (p, c))
    {
      if (c->expr == NULL)
        return -1;
    }
  else if (attack_has (p, c))
    {
      if (c->expr == NULL && c->filter == NULL)
        return -1;
    }
  else if (it_is (p, c))
    {
      if (c->filter == NULL)
        return -1;
    }
  /* "this is the only attack in your card pool": on an attack's enhance,
   * played from its card pool (H.2), face up: the attacks there are it
   * alone (J.4.2); "it" is the card (C.3.4: a bonus counts only while it
   * is the attack in its sequence) */
  else if (ut_accept (p, "this is the only attack in your card pool") ||
           ut_accept (p, "this is the only attack in its card pool"))
    {
      if (strcmp (p->card->card_type, "attack") != 0 || strcmp (p->ab->type, "E") != 0 ||
          (p->ab->zone != NULL && strcmp (p->ab->zone, "card-pool") != 0))
        {
          ut_fail_text (p, "condition", "the only attack in a card pool, not an attack's enhance");
          return -1;
        }
      c->target = "self";
      c->expr = g_intern_static_string ("count(attacks)");
      c->stat = "equals";
      c->amount = 1;
    }
  /* "this is the only foundation in your staging area": of a
   * foundation's ability played from its staging area, where face-down
   * cards count as foundations too (D.2.2.2): it alone there */
  else if (ut_accept (p, "this is the only foundation in your staging area"))
    {
      if (strcmp (p->card->card_type, "foundation") != 0 ||
          strcmp (p->ab->type, "continuous") == 0 ||
          (p->ab->zone != NULL && strcmp (p->ab->zone, "staging") != 0))
        {
          ut_fail_text (p, "condition", "the only foundation, not a foundation's ability");
          return -1;
        }
      c->target = "self";
      c->expr = g_intern_static_string ("count(foundations)");
      c->stat = "equals";
      c->amount = 1;
    }
  else if (printed_character (p, c))
    {
      if (c->expr == NULL)
        return -1;
    }
  else if (ut_accept (p, "there are") || ut_accept (p, "there is"))
    {
      gint k;

      c->stat = comparison (p, &k);
      /* "there are 2 or more character cards in your staging area" */
      if (c->stat != NULL && (ut_peek (p, "character") || ut_peek (p, "characters")) &&
          staging_count (p, FALSE, k, c))
        {
          c->amount = k;
          c->player = "you";
          return 1;
        }
      if (c->stat == NULL || !ut_card_word (p))
        {
          ut_fail (p, "condition: if there are", 6);
          return -1;
        }
      c->amount = k;
      for (guint i = 0; i < G_N_ELEMENTS (there) && c->zone == NULL; i++)
        if (ut_accept (p, there[i].words))
          {
            c->zone = there[i].zone;
            c->player = there[i].player;
          }
      if (c->zone == NULL)
        {
          ut_fail (p, "condition: if there are cards", 6);
          return -1;
        }
    }
  /* "you have at least 2 other attacks in your card pool", of an
   * attack's enhance: played from its card pool (H.2), face up there, so
   * one of the attacks counted (J.4.2) */
  else if (strcmp (p->card->card_type, "attack") == 0 && strcmp (p->ab->type, "E") == 0 &&
           (p->ab->zone == NULL || strcmp (p->ab->zone, "card-pool") == 0) &&
           ut_peek_at_other_attacks (p))
    {
      c->stat = "at-least";
      c->expr = g_intern_static_string ("count(attacks)");
      if (!ut_accept (p, "you have at least") || !ut_amount (p, &c->amount) ||
          (!ut_accept (p, "other attacks in your card pool") &&
           !ut_accept (p, "other attack in your card pool")))
        {
          ut_fail (p, "condition: other attacks", 4);
          return -1;
        }
      c->amount++;
    }
  else if (ut_accept (p, "you have") || ut_accept (p, "your opponent has") ||
           (they && ut_accept (p, "they have")))
    {
      gint k = 0;

      c->player = opp ? "opponent" : "you";
      if ((ut_peek (p, "more") || ut_peek (p, "fewer") || ut_peek (p, "less")) &&
          !ut_peek (p, "more than") && !ut_peek (p, "fewer than") && !ut_peek (p, "less than"))
        return comparative (p, opp, c);
      c->stat = comparison (p, &k);
      if (c->stat == NULL)
        {
          ut_fail (p, "condition: if you have", 6);
          return -1;
        }
      c->amount = k;
      staging_count (p, opp, k, c);
      for (guint i = 0; i < G_N_ELEMENTS (zones) && c->zone == NULL && c->expr == NULL; i++)
        {
          /* "their" is the opponent's, "your" the controller's */
          if (strstr (zones[i].words, "their") != NULL && !opp)
            continue;
          if (ut_accept (p, zones[i].words))
            c->zone = zones[i].zone;
        }
      /* "no cards in your hand" is said with "cards"; "1 card" too */
      if (c->zone == NULL && c->expr == NULL && k == 1)
        {
          if (ut_accept (p, "card in your hand") || (opp && ut_accept (p, "card in their hand")))
            c->zone = "hand";
          else if (ut_accept (p, "card in your card pool"))
            c->zone = "card-pool";
        }
      if (c->zone == NULL && c->expr == NULL)
        {
          ut_fail (p, "condition: if you have", 6);
          return -1;
        }
    }
  else
    return 0;
  return 1;
}

/* "This attack gets -1 speed. If it is a Weapon attack, it gets -2 speed
 * instead.": J.3.5.1.1, the modification of the sentence before is
 * replaced when the condition holds: <if> the new one </if><else> the
 * one before </else>. Read only when the sentence before is that one
 * modification alone (its tokens from the last "." or ":" to @if_pos), and
 * the condition's is one modification of the same card and stat. The
 * effect holds the condition from @start. */
static gboolean
instead (P *p, guint if_pos, guint start)
{
  GArray *e = p->ab->effect;
  guint from = if_pos;
  guint signs = 0;
  UfsNode before, *now;
  gint depth = 0;

  ut_accept (p, "instead");
  /* the sentence before, up to its period: one sign, no "and" nor "," */
  if (from == 0 || g_array_index (p->toks, UfsTok, from - 1).kind != UFS_TOK_PUNCT ||
      strcmp (g_array_index (p->toks, UfsTok, from - 1).text, ".") != 0)
    return ut_fail_text (p, "condition", "instead, in the sentence it replaces");
  from--;
  while (from > 0)
    {
      const UfsTok *t = &g_array_index (p->toks, UfsTok, from - 1);

      if (t->kind == UFS_TOK_PUNCT && (strcmp (t->text, ".") == 0 || strcmp (t->text, ":") == 0))
        break;
      if (t->kind == UFS_TOK_PUNCT && (strcmp (t->text, "+") == 0 || strcmp (t->text, "-") == 0))
        signs++;
      if ((t->kind == UFS_TOK_PUNCT && strcmp (t->text, ",") == 0) ||
          (t->kind == UFS_TOK_WORD && strcmp (t->text, "and") == 0))
        signs += 2;
      from--;
    }
  if (from == 0 || signs != 1 || start == 0 || e->len != start + 3)
    return ut_fail_text (p, "condition", "instead, of more than one modification");
  for (guint i = 0; i + 1 < start; i++)
    {
      UfsNodeKind k = g_array_index (e, UfsNode, i).kind;

      if (k == UFS_NODE_END)
        depth--;
      else if (k == UFS_NODE_IF || k == UFS_NODE_UNLESS || k == UFS_NODE_ELSE ||
               k == UFS_NODE_MAY || k == UFS_NODE_DELAYED || k == UFS_NODE_EITHER ||
               k == UFS_NODE_OPTION)
        depth++;
    }
  before = g_array_index (e, UfsNode, start - 1);
  now = &g_array_index (e, UfsNode, start + 1);
  if (depth != 0 || before.kind != UFS_NODE_MODIFY || now->kind != UFS_NODE_MODIFY ||
      g_strcmp0 (before.target, now->target) != 0 || g_strcmp0 (before.stat, now->stat) != 0)
    return ut_fail_text (p, "condition", "instead, of more than one modification");
  /* [.. before] IF now END  ->  [..] IF now END ELSE before END */
  g_array_remove_index (e, start - 1);
  ut_node_add (e, UFS_NODE_ELSE);
  g_array_append_val (e, before);
  ut_node_add (e, UFS_NODE_END);
  return TRUE;
}

/* "Your opponent discards 1 momentum. If they did, ...": they did when
 * they had a momentum to discard (D.4.2.3), so the condition is read
 * before the discard, around it: <if zone="momentum" player="opponent"
 * at-least="1"> the discard and the rest </if>. Read only after that
 * sentence alone (@if_pos: the "if"). */
static gboolean
they_did (P *p, guint if_pos)
{
  static const char *const before[] = { "your", "opponent", "discards", "1", "momentum", "." };
  GArray *e = p->ab->effect;
  guint n = G_N_ELEMENTS (before);
  UfsNode last, c = { 0 };

  ut_accept (p, "they did ,");
  if (if_pos < n + 1 || e->len == 0)
    return ut_fail_text (p, "condition", "if they did, after another sentence");
  for (guint i = 0; i < n; i++)
    {
      const UfsTok *t = &g_array_index (p->toks, UfsTok, if_pos - n + i);

      if (t->text == NULL || strcmp (t->text, before[i]) != 0)
        return ut_fail_text (p, "condition", "if they did, after another sentence");
    }
  {
    const UfsTok *t = &g_array_index (p->toks, UfsTok, if_pos - n - 1);

    if (t->kind != UFS_TOK_PUNCT || (strcmp (t->text, ":") != 0 && strcmp (t->text, ".") != 0))
      return ut_fail_text (p, "condition", "if they did, after another sentence");
  }
  last = g_array_index (e, UfsNode, e->len - 1);
  if (last.kind != UFS_NODE_DISCARD_MOMENTUM || g_strcmp0 (last.player, "opponent") != 0 ||
      last.amount != 1)
    return ut_fail_text (p, "condition", "if they did, after another sentence");
  g_array_set_size (e, e->len - 1);
  c.kind = UFS_NODE_IF;
  c.min = G_MININT;
  c.zone = "momentum";
  c.player = "opponent";
  c.stat = "at-least";
  c.amount = 1;
  g_array_append_val (e, c);
  g_array_append_val (e, last);
  if (!cond_body (p))
    return FALSE;
  ut_node_add (e, UFS_NODE_END);
  return TRUE;
}

/* "If you have 3 or more cards in your hand, ...", "If your opponent is at
 * desperation, ...": K.3.5, the rest of the sentence happens only if the
 * condition holds when it executes. */
gboolean
ut_if_condition (P *p)
{
  guint pos = p->pos;
  UfsNode c = { 0 };
  gint read;
  guint start;

  if (!ut_accept (p, "if"))
    return FALSE;
  if (ut_peek (p, "they did ,"))
    return they_did (p, pos);
  /* the card just revealed or discarded, the top card of a discard pile:
   * ufs-text-cond2.c */
  if (ut_cond2_if (p, pos))
    return p->reason == NULL;
  read = condition (p, &c);
  if (read < 0)
    return FALSE;
  if (read == 0)
    {
      p->pos = pos;
      return FALSE;
    }
  /* the comma is sometimes left out: "If this attack has {Life} it gets
   * ..." */
  if (!ut_accept (p, ",") && !clause_ahead (p))
    return ut_fail (p, "condition", 4);
  /* a continuous ability with a trigger runs its effect as a fired one:
   * its condition is read as in a response */
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    {
      if (c.kind != UFS_NODE_IF || c.target != NULL ||
          (c.expr != NULL && strstr (c.expr, "this-attack") != NULL) ||
          (c.expr2 != NULL && strstr (c.expr2, "this-attack") != NULL))
        return ut_fail_text (p, "condition", "if in a continuous ability");
      g_array_append_val (p->ab->effect, c);
      if (!continuous_self (p))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_END);
      return TRUE;
    }
  /* "it": the attack the condition names */
  if ((c.expr != NULL || c.filter != NULL) && c.target != NULL && p->it_attack == NULL)
    p->it_attack = c.target;
  start = p->ab->effect->len;
  g_array_append_val (p->ab->effect, c);
  if (!cond_body (p))
    return FALSE;
  /* "it gets -2 speed as well": also, as the sentence before */
  ut_accept (p, "as well");
  ut_node_add (p->ab->effect, UFS_NODE_END);
  if (ut_peek (p, "instead"))
    return instead (p, pos, start);
  return TRUE;
}

/* H.6, K.3.5: "If you are at Desperation, this attack gets +2 damage.",
 * "If your opponent is at Deadlock, this card ignores progressive
 * difficulty and gets +4 damage.": in a continuous ability with no
 * trigger, the card's bonuses to itself and its own rule of play, which
 * count only while the condition holds (read each time they are).
 *
 *   self   := ("this card" | "this attack") item ("and" item)*
 *   item   := "ignores progressive difficulty"      (E.4.7.2.2)
 *           | ("gets" | "get") mod (("," | "and") mod)*
 *   mod    := ("+" | "-") N ("speed" | "damage")      (on an attack)
 *           | ("+" | "-") N "difficulty"               (H.6, E.4.7.1)
 */
static gboolean
continuous_self (P *p)
{
  gboolean attack = strcmp (p->card->card_type, "attack") == 0;

  if (!ut_accept (p, "this card") && !(attack && ut_accept (p, "this attack")))
    return ut_fail_text (p, "condition", "if in a continuous ability, of another card");
  for (;;)
    {
      if (ut_accept (p, "ignores progressive difficulty"))
        ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE)->types = "all";
      else if (ut_accept (p, "gets") || ut_accept (p, "get"))
        for (;;)
          {
            gint sign, k;
            const char *stat = NULL;
            UfsNode *n;

            if (ut_accept (p, "+"))
              sign = 1;
            else if (ut_accept (p, "-"))
              sign = -1;
            else
              return ut_fail (p, "condition: if in a continuous ability: gets", 3);
            if (!ut_amount (p, &k) || k == UFS_TEXT_X)
              return ut_fail (p, "condition: if in a continuous ability: gets", 3);
            /* the block modifier of a block is not a bonus of the card
             * in play; its difficulty is read as it is played from the
             * hand (H.6, E.4.7.1: ufs_self_difficulty_to_play()) */
            if (attack && ut_accept (p, "speed"))
              stat = "speed";
            else if (attack && ut_accept (p, "damage"))
              stat = "damage";
            else if (ut_accept (p, "difficulty"))
              stat = "difficulty";
            else
              return ut_fail (p, "condition: if in a continuous ability: gets", 4);
            n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
            n->target = "self";
            n->stat = stat;
            n->amount = sign * k;
            if (ut_peek (p, "and +") || ut_peek (p, "and -") || ut_peek (p, ", +") ||
                ut_peek (p, ", -"))
              {
                p->pos++;
                continue;
              }
            break;
          }
      else
        return ut_fail (p, "condition: if in a continuous ability", 4);
      if (!ut_accept (p, "and"))
        break;
    }
  if (!ut_peek (p, ".") && !ut_at_end (p))
    return ut_fail (p, "condition: if in a continuous ability: words after", 4);
  return TRUE;
}

/* K.3.5: "You may ...": the rest of the sentence happens only if the
 * player says yes. */
gboolean
ut_you_may (P *p)
{
  guint len;

  if (!ut_peek (p, "you may"))
    return FALSE;
  /* "you may not", "you may play ..." and the like are other rules */
  if (ut_peek (p, "you may not") || ut_peek (p, "you may play") || ut_peek (p, "you may attempt") ||
      ut_peek (p, "you may only"))
    return FALSE;
  ut_accept (p, "you may");
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    return ut_fail_text (p, "condition", "you may in a continuous ability");
  ut_node_add (p->ab->effect, UFS_NODE_MAY)->player = "you";
  len = p->ab->effect->len;
  if (!ut_clauses (p))
    return FALSE;
  if (p->ab->effect->len == len)
    return ut_fail_text (p, "condition", "you may, then nothing");
  /* J.1.4.1: "you may X to Y": X is a cost, paid in full before Y */
  if (ut_accept (p, "to"))
    {
      UfsNode cost = { 0 };
      guint paid;

      cost.kind = UFS_NODE_MAY_COST;
      cost.amount = 1;
      cost.min = G_MININT;
      g_array_insert_val (p->ab->effect, len, cost);
      ut_node_add (p->ab->effect, UFS_NODE_END);
      paid = p->ab->effect->len;
      if (!ut_clauses (p))
        return FALSE;
      if (p->ab->effect->len == paid)
        return ut_fail_text (p, "condition", "you may ... to, then nothing");
    }
  /* "If you do" refers to the choice: not read */
  if (ut_peek (p, ". if you do") || ut_peek (p, ". if you don't") || ut_peek (p, ". if you do not"))
    return ut_fail (p, "condition: if you do", 4);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* "N or more", "at least N", "no" (ufs-text-cond7.c reads its amounts with it) */
const char *
ut_comparison (P *p, gint *k)
{
  return comparison (p, k);
}
