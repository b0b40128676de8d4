/* ufs-text-trigger3.c: the acts of a player on cards as the events a
 * response or a fired effect waits for: "After your opponent discards any
 * number of cards", "After you check a character card", "After 1 or more
 * of your foundations are destroyed", "After you block a Throw attack
 * with this card" (J.3.1, J.1.2).
 *
 * An act that moves or commits a group of cards is one game event (J.1.2,
 * F.1.3.1, E.4.5): "a card", "1 or more cards" and "any number of cards"
 * are each such an event, once for the act. A number above 1 ("2 or more
 * cards") needs the size of the act, which the event does not carry: not
 * read. Whose effect made the act ("due to your opponent's effect") is not
 * carried either, but for a commit (ufs-text-trigger4.c): not read.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The card types as printed, singular and plural. */
static const char *const types[][2] = {
  { "character", "characters" }, { "attack", "attacks" },         { "action", "actions" },
  { "asset", "assets" },         { "foundation", "foundations" },
};

/* "a card", "a foundation [card]", "a non-attack [card]" (@plural FALSE);
 * "cards", "foundations", "attack cards" (@plural TRUE): the card-type
 * value (interned, `a|b` for a non-TYPE), "" for any card, NULL (nothing
 * read) when none of these. */
static const char *
noun (P *p, gboolean plural)
{
  guint pos = p->pos;

  if (ut_accept (p, plural ? "cards" : "card"))
    return "";
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      g_autofree char *non = g_strdup_printf ("non-%s", types[i][0]);

      if (!plural && ut_accept (p, non))
        {
          g_autoptr (GString) all = g_string_new (NULL);

          ut_accept (p, "card");
          for (guint j = 0; j < G_N_ELEMENTS (types); j++)
            if (j != i)
              g_string_append_printf (all, "%s%s", all->len > 0 ? "|" : "", types[j][0]);
          return g_intern_string (all->str);
        }
      if (ut_accept (p, types[i][plural ? 1 : 0]))
        {
          if (!plural)
            ut_accept (p, "card");
          return types[i][0];
        }
      if (plural && ut_accept (p, types[i][0]))
        {
          if (ut_accept (p, "cards"))
            return types[i][0];
          p->pos = pos;
          return NULL;
        }
    }
  return NULL;
}

/* How many: "a(n)" (FALSE in @plural), "1 or more", "any number of"
 * (TRUE); FALSE (nothing read) when none, or "N or more" of another N,
 * refused. */
static gboolean
quantity (P *p, gboolean *plural)
{
  if (ut_peek (p, "a") || ut_peek (p, "an"))
    {
      p->pos++;
      *plural = FALSE;
      return TRUE;
    }
  if (ut_accept (p, "any number of"))
    {
      *plural = TRUE;
      return TRUE;
    }
  if (ut_peek (p, "N or more"))
    {
      if (ut_tok (p, 0)->num != 1)
        return ut_fail_text (p, "trigger", "N or more cards in one act, N above 1");
      p->pos += 3;
      *plural = TRUE;
      return TRUE;
    }
  return FALSE;
}

/* "your" for @who "you", "their" for "opponent" (the subject's own). */
static gboolean
own (P *p, const char *who)
{
  return ut_accept (p, strcmp (who, "you") == 0 ? "your" : "their");
}

/* After the act, in a response: "during your turn" (the event and so its
 * window in that turn: H.3.2.2), "during the Enhance Step", "during the
 * Combat Phase" (F.2), "during your attack". Then a comma must follow. */
static gboolean
act_end (P *p)
{
  static const char *const during[][3] = {
    { "during your combat phase", "your-turn", "combat-phase" },
    { "during your opponent's combat phase", "opponent-turn", "combat-phase" },
    { "during your turn", "your-turn" },
    { "during your opponent's turn", "opponent-turn" },
    { "during the enhance step", "enhance-step" },
    { "during the combat phase", "combat-phase" },
    { "during your attack", "your-attack" },
    { "during your opponent's attack", "opponent-attack" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (during); i++)
    if (ut_peek (p, during[i][0]))
      {
        /* a fired effect has no limits to hold it */
        if (strcmp (p->ab->type, "R") != 0)
          return ut_fail (p, "trigger: during, in a continuous ability", 3);
        ut_accept (p, during[i][0]);
        if (!ut_set_limit (p, during[i][1]) ||
            (during[i][2] != NULL && !ut_set_limit (p, during[i][2])))
          return FALSE;
        break;
      }
  if (!ut_peek (p, ","))
    return ut_fail (p, "trigger: after the act", 4);
  return TRUE;
}

/* "(completely, partially) block a(n) [KEYWORD] attack with this card":
 * the block of an attack (G.2) by this card, the attack having the
 * keyword (I.1) as the response is offered. */
static gboolean
block_with_self (P *p)
{
  guint pos = p->pos;
  const char *status = NULL;
  const char *kw = NULL;

  if (ut_accept (p, "completely"))
    status = "complete";
  else if (ut_accept (p, "partially"))
    status = "partial";
  if (!ut_accept (p, "block"))
    goto not_mine;
  if (!ut_accept (p, "an attack"))
    {
      if (!ut_accept (p, "a") && !ut_accept (p, "an"))
        goto not_mine;
      if ((kw = ut_trigger_event_keyword (p)) == NULL || !ut_accept (p, "attack"))
        goto not_mine;
    }
  if (!ut_accept (p, "with") || !ut_this_card (p) || !ut_peek (p, ","))
    goto not_mine;
  ut_when_set (p, "block", "you");
  ut_when_add (p, "blocker", "self");
  if (status != NULL)
    ut_when_add (p, "status", status);
  if (kw != NULL)
    ut_when_add (p, "keyword", kw);
  p->it_attack = "opponent-attack";
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger_act:
 * @p: the parser, after "After you" or "After your opponent"
 * @who: "you" or "opponent"
 *
 * "discard(s) QUANTITY cards from your (their) card pool" (a zone-change to
 * the discard pile), "... momentum" (K.2.1: from the hand, not read: a
 * card that fails to be played from the hand is discarded from transit,
 * E.4.8.2, which the engine's event does not tell from the hand);
 * "add(s) QUANTITY cards to your (their) momentum, staging area";
 * "remove(s) QUANTITY cards from the game, from your (their) card pool"
 * (K.4.4); "commit(s) QUANTITY foundations (cards)" (C.1.4: the commit
 * event); "check(s) a(n) TYPE [card]" (E.3.1: the card checked); "block
 * a Throw attack with this card" (G.2). QUANTITY: "a(n)", "1 or more",
 * "any number of" (one event for the act, J.1.2); a card type narrows it
 * (`card-type` of the event's card). The zone-change's player is the
 * cards' owner, whose zones they are. "gain(s) vitality", "lose(s) [N or
 * more] vitality": the counter event's change (G.3: damage is vitality
 * lost too).
 *
 * Returns: TRUE when these words were there (read, or refused with a
 * reason); FALSE, reading nothing, when they were not
 */
gboolean
ut_trigger_act (P *p, const char *who)
{
  gboolean you = strcmp (who, "you") == 0;
  guint pos = p->pos;
  const char *type;
  gboolean plural, momentum = FALSE;

  if (you && block_with_self (p))
    return TRUE;
  /* J.5.1.1: vitality gained (none at the maximum); G.3: damage dealt is
   * vitality lost too; "N or more" in one change of the counter */
  if (ut_accept (p, you ? "gain vitality" : "gains vitality"))
    {
      ut_when_set (p, "counter", who);
      ut_when_add (p, "counter", "vitality");
      ut_when_add (p, "change", "1+");
      act_end (p);
      return TRUE;
    }
  if (ut_accept (p, you ? "lose" : "loses"))
    {
      const char *change = "-1-";

      if (ut_peek (p, "N or more vitality"))
        {
          g_autofree char *c = g_strdup_printf ("-%d-", ut_tok (p, 0)->num);

          change = g_intern_string (c);
          p->pos += 3;
        }
      if (!ut_accept (p, "vitality"))
        goto not_mine;
      ut_when_set (p, "counter", who);
      ut_when_add (p, "counter", "vitality");
      ut_when_add (p, "change", change);
      act_end (p);
      return TRUE;
    }
  /* E.3.1: the card checked */
  if (ut_accept (p, you ? "check" : "checks"))
    {
      if (!(ut_peek (p, "a") || ut_peek (p, "an")) || ut_peek (p, "a N"))
        goto not_mine;
      p->pos++;
      if ((type = noun (p, FALSE)) == NULL || *type == '\0')
        goto not_mine;
      ut_when_set (p, "check", who);
      ut_when_add (p, "card-type", type);
      act_end (p);
      return TRUE;
    }
  if (ut_accept (p, you ? "discard" : "discards"))
    {
      const char *from = "hand";

      if (!quantity (p, &plural))
        return p->reason == NULL ? (p->pos = pos, FALSE) : TRUE;
      if (ut_accept (p, "momentum"))
        {
          momentum = TRUE;
          type = "";
          from = "momentum";
        }
      else if ((type = noun (p, plural)) == NULL)
        return ut_fail (p, "trigger: discard", 4), TRUE;
      if (!momentum && ut_accept (p, "from"))
        {
          if (!own (p, who))
            return ut_fail (p, "trigger: discard from", 4), TRUE;
          if (ut_accept (p, "hand"))
            from = "hand";
          else if (ut_accept (p, "card pool"))
            from = "card-pool";
          else if (ut_accept (p, "momentum"))
            from = "momentum";
          else
            return ut_fail (p, "trigger: discard from", 4), TRUE;
        }
      /* E.4.8.2: a card played from the hand that fails is discarded
       * from transit, which the engine tells from the hand by no event */
      if (strcmp (from, "hand") == 0)
        return ut_fail_text (p, "trigger", "a discard from the hand"), TRUE;
      ut_when_set (p, "zone-change", who);
      ut_when_add (p, "from", from);
      ut_when_add (p, "to", "discard");
      if (*type != '\0')
        ut_when_add (p, "card-type", type);
      act_end (p);
      return TRUE;
    }
  if (ut_accept (p, you ? "add" : "adds"))
    {
      const char *to;

      if (!quantity (p, &plural))
        return p->reason == NULL ? (p->pos = pos, FALSE) : TRUE;
      if ((type = noun (p, plural)) == NULL || !ut_accept (p, "to") || !own (p, who))
        return ut_fail (p, "trigger: add", 4), TRUE;
      if (ut_accept (p, "momentum"))
        to = "momentum";
      else if (ut_accept (p, "staging area"))
        to = "staging";
      else
        return ut_fail (p, "trigger: add to", 4), TRUE;
      ut_when_set (p, "zone-change", who);
      ut_when_add (p, "to", to);
      if (*type != '\0')
        ut_when_add (p, "card-type", type);
      act_end (p);
      return TRUE;
    }
  if (ut_accept (p, you ? "remove" : "removes"))
    {
      if (!quantity (p, &plural))
        return p->reason == NULL ? (p->pos = pos, FALSE) : TRUE;
      if ((type = noun (p, plural)) == NULL || !ut_accept (p, "from"))
        return ut_fail (p, "trigger: remove", 4), TRUE;
      ut_when_set (p, "zone-change", who);
      if (ut_accept (p, "the game"))
        ;
      else if (own (p, who) && ut_accept (p, "card pool"))
        ut_when_add (p, "from", "card-pool");
      else
        return ut_fail (p, "trigger: remove from", 4), TRUE;
      ut_when_add (p, "to", "removed");
      if (*type != '\0')
        ut_when_add (p, "card-type", type);
      act_end (p);
      return TRUE;
    }
  /* C.1.4: the commit event of each card, one for the act (E.4.5) */
  if (ut_accept (p, you ? "commit" : "commits"))
    {
      if (!quantity (p, &plural))
        return p->reason == NULL ? (p->pos = pos, FALSE) : TRUE;
      if ((type = noun (p, plural)) == NULL)
        return ut_fail (p, "trigger: commit", 4), TRUE;
      if (ut_accept (p, "in"))
        {
          if (!own (p, who) || !ut_accept (p, "staging area"))
            return ut_fail (p, "trigger: commit in", 4), TRUE;
        }
      ut_when_set (p, "commit", who);
      if (*type != '\0')
        ut_when_add (p, "card-type", type);
      /* "due to your opponent's effect" (ufs-text-trigger4.c) */
      ut_trigger4_commit_reason (p);
      act_end (p);
      return TRUE;
    }

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger_cards_passive:
 * @p: the parser, after "After"
 *
 * The same acts told of the cards: "a card is added to your (your
 * opponent's) momentum", "a foundation is added to your staging area",
 * "1 (1 or more) of your foundations is (are) destroyed" (K.4.1: from the
 * staging area to the discard pile), "1 or more cards are discarded from
 * your opponent's card pool", whoever's effect did it (K.2.4: the owner
 * does what is done to their cards).
 *
 * Returns: TRUE when these words were there (read, or refused with a
 * reason); FALSE, reading nothing, when they were not
 */
gboolean
ut_trigger_cards_passive (P *p)
{
  static const char *const whose[][2] = { { "your opponent's", "opponent" }, { "your", "you" } };
  guint pos = p->pos;
  const char *type, *who = NULL;
  gboolean plural;

  /* "1 of your foundations is destroyed", "1 or more of your ... are" */
  if (ut_peek (p, "N of") || ut_peek (p, "N or more of"))
    {
      if (ut_tok (p, 0)->num != 1)
        return FALSE;
      plural = ut_peek (p, "N or more");
      p->pos += plural ? 4 : 2;
      for (guint i = 0; i < G_N_ELEMENTS (whose) && who == NULL; i++)
        if (ut_accept (p, whose[i][0]))
          who = whose[i][1];
      if (who == NULL || !ut_accept (p, "foundations") ||
          !ut_accept (p, plural ? "are destroyed" : "is destroyed"))
        goto not_mine;
      ut_when_set (p, "zone-change", who);
      ut_when_add (p, "from", "staging");
      ut_when_add (p, "to", "discard");
      ut_when_add (p, "card-type", "foundation");
      act_end (p);
      return TRUE;
    }
  if (!quantity (p, &plural))
    {
      if (p->reason != NULL)
        return TRUE;
      goto not_mine;
    }
  if ((type = noun (p, plural)) == NULL || !ut_accept (p, plural ? "are" : "is"))
    goto not_mine;
  if (ut_accept (p, "added to"))
    {
      const char *to;

      for (guint i = 0; i < G_N_ELEMENTS (whose) && who == NULL; i++)
        if (ut_accept (p, whose[i][0]))
          who = whose[i][1];
      if (who == NULL)
        return ut_fail (p, "trigger: is added to", 4), TRUE;
      if (ut_accept (p, "momentum"))
        to = "momentum";
      else if (ut_accept (p, "staging area"))
        to = "staging";
      else
        return ut_fail (p, "trigger: is added to", 4), TRUE;
      ut_when_set (p, "zone-change", who);
      ut_when_add (p, "to", to);
      if (*type != '\0')
        ut_when_add (p, "card-type", type);
      act_end (p);
      return TRUE;
    }
  if (ut_accept (p, "discarded from"))
    {
      const char *from;

      for (guint i = 0; i < G_N_ELEMENTS (whose) && who == NULL; i++)
        if (ut_accept (p, whose[i][0]))
          who = whose[i][1];
      if (who == NULL)
        return ut_fail (p, "trigger: is discarded from", 4), TRUE;
      /* E.4.8.2: not from the hand (ut_trigger_act) */
      if (ut_accept (p, "card pool"))
        from = "card-pool";
      else
        return ut_fail (p, "trigger: is discarded from", 4), TRUE;
      ut_when_set (p, "zone-change", who);
      ut_when_add (p, "from", from);
      ut_when_add (p, "to", "discard");
      if (*type != '\0')
        ut_when_add (p, "card-type", type);
      act_end (p);
      return TRUE;
    }

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger_keyword_ability:
 * @p: the parser, after "After @who play(s)"
 * @who: "you" or "opponent"
 *
 * "a(n) KEYWORD ability", "a KEYWORD or KEYWORD ability": the
 * ability-played event of a keyword's ability (I.3: Breaker, EX, Multiple,
 * Powerful, Reversal, Stun), `keyword-ability` naming the keywords.
 *
 * Returns: TRUE when read; FALSE, reading nothing, when not these words
 */
gboolean
ut_trigger_keyword_ability (P *p, const char *who)
{
  static const char *const names[][2] = {
    { "breaker", "Breaker" }, { "ex", "EX" },         { "multiple", "Multiple" },
    { "powerful", "Powerful" }, { "reversal", "Reversal" }, { "stun", "Stun" },
  };
  g_autoptr (GString) kws = g_string_new (NULL);
  guint pos = p->pos;

  if (!ut_accept (p, "a") && !ut_accept (p, "an"))
    return FALSE;
  do
    {
      const UfsTok *t = ut_tok (p, 0);
      guint i;

      for (i = 0; i < G_N_ELEMENTS (names); i++)
        if (t->kind == UFS_TOK_WORD && strcmp (t->text, names[i][0]) == 0)
          break;
      if (i == G_N_ELEMENTS (names))
        goto not_mine;
      p->pos++;
      g_string_append_printf (kws, "%s%s", kws->len > 0 ? "|" : "", names[i][1]);
    }
  while (ut_accept (p, "or"));
  if (!ut_accept (p, "ability") || !ut_peek (p, ","))
    goto not_mine;
  ut_when_set (p, "ability-played", who);
  ut_when_add (p, "kind", "keyword");
  ut_when_add (p, "keyword-ability", g_intern_string (kws->str));
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/* "enhance", "form or response": the ability types (`E|R`), interned; ""
 * when none is printed; NULL (nothing read) on "X or" without a type. */
static const char *
ability_kinds (P *p)
{
  static const char *const kinds[][2] = { { "enhance", "E" }, { "response", "R" }, { "form", "F" } };
  g_autoptr (GString) out = g_string_new (NULL);
  guint pos = p->pos;

  do
    {
      guint i;

      for (i = 0; i < G_N_ELEMENTS (kinds) && !ut_accept (p, kinds[i][0]); i++)
        ;
      if (i == G_N_ELEMENTS (kinds))
        {
          if (out->len == 0)
            return "";
          p->pos = pos;
          return NULL;
        }
      g_string_append_printf (out, "%s%s", out->len > 0 ? "|" : "", kinds[i][1]);
    }
  while (ut_accept (p, "or"));
  return g_intern_string (out->str);
}

/**
 * ut_trigger_ability_on:
 * @p: the parser, after "After @who play(s)"
 * @who: "you" or "opponent"
 *
 * K.3.12: the card an ability played is on, where one part says more than
 * ut_played_trigger() reads: "a(n) [enhance, form or response] ability
 * [printed] on an asset or foundation [card]" (ability-played `card-type`
 * of either), "... on a Weapon card" (`keyword` of the card, I.1); "a
 * non-keyword ability on an attack" (a printed ability, `kind` printed or
 * combo, I.3); "a non-character response (enhance, form) [ability]" (on a
 * card of another type).
 *
 * Returns: TRUE when read; FALSE, reading nothing, when not these words
 */
gboolean
ut_trigger_ability_on (P *p, const char *who)
{
  guint pos = p->pos;
  const char *kinds, *type = NULL, *kw = NULL;
  gboolean printed_only = FALSE;

  if (ut_accept (p, "a non-character"))
    {
      if ((kinds = ability_kinds (p)) == NULL || (*kinds == '\0' && !ut_peek (p, "ability")))
        goto not_mine;
      if (*kinds == '\0' || ut_peek (p, "ability"))
        ut_accept (p, "ability");
      if (!ut_peek (p, ","))
        goto not_mine;
      ut_when_set (p, "ability-played", who);
      if (*kinds != '\0')
        ut_when_add (p, "type", kinds);
      ut_when_add (p, "card-type", "attack|action|asset|foundation");
      return TRUE;
    }
  if (ut_accept (p, "a non-keyword") || ut_accept (p, "a nonkeyword"))
    {
      printed_only = TRUE;
      kinds = "";
    }
  else
    {
      if (!ut_accept (p, "an") && !ut_accept (p, "a"))
        return FALSE;
      if ((kinds = ability_kinds (p)) == NULL)
        goto not_mine;
    }
  if (!ut_accept (p, "ability"))
    goto not_mine;
  ut_accept (p, "printed");
  if (!ut_accept (p, "on an") && !ut_accept (p, "on a"))
    goto not_mine;
  if ((kw = ut_trigger_event_keyword (p)) != NULL)
    {
      if (!ut_accept (p, "card"))
        goto not_mine;
    }
  else
    {
      g_autoptr (GString) all = g_string_new (NULL);

      do
        {
          guint i;

          for (i = 0; i < G_N_ELEMENTS (types) && !ut_accept (p, types[i][0]); i++)
            ;
          if (i == G_N_ELEMENTS (types))
            goto not_mine;
          g_string_append_printf (all, "%s%s", all->len > 0 ? "|" : "", types[i][0]);
        }
      while (ut_accept (p, "or"));
      ut_accept (p, "card");
      /* one type alone is ut_played_trigger()'s, unless "non-keyword" */
      if (strchr (all->str, '|') == NULL && !printed_only && strchr (kinds, '|') == NULL)
        goto not_mine;
      type = g_intern_string (all->str);
    }
  if (!ut_peek (p, ","))
    goto not_mine;
  ut_when_set (p, "ability-played", who);
  if (*kinds != '\0')
    ut_when_add (p, "type", kinds);
  if (type != NULL)
    ut_when_add (p, "card-type", type);
  if (kw != NULL)
    ut_when_add (p, "keyword", kw);
  if (printed_only)
    ut_when_add (p, "kind", "printed|combo");
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger_fired_during:
 * @p: the parser, after an event of this card that fires a continuous
 *   ability ("After this foundation is destroyed")
 *
 * "during the Enhance Step", "during the Combat Phase": when the event
 * happened, which its fired effect reads as it would fire
 * (`limit="enhance-step"`, `limit="combat-phase"` on a continuous ability,
 * J.3.2.1.1). Reads nothing when not these words.
 *
 * Returns: FALSE when the limit could not be set (a reason given)
 */
gboolean
ut_trigger_fired_during (P *p)
{
  if (ut_accept (p, "during the enhance step"))
    return ut_set_limit (p, "enhance-step");
  if (ut_accept (p, "during the combat phase"))
    return ut_set_limit (p, "combat-phase");
  return TRUE;
}
