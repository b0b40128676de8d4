/* ufs-text-trigger4.c: cards committed as the events a response or a fired
 * effect waits for, and why they were committed (C.1.4): "After this
 * foundation is committed during your attack's Enhance Step", "After this
 * card is committed due to your opponent's effect", "After 1 of your
 * foundations is committed due to your opponent's effect".
 *
 * The commit event names whose ability's cost or effect committed the
 * card (`by`, none for a check) and why (`cause`: check, cost, effect,
 * rule), so "due to your opponent's effect" is `by="opponent"
 * cause="effect"` (a Stun's commits are its ability's effect, I.3.12).
 * One commit event a card (ufs-text-trigger3.c reads "1 or more" so too).
 * Attacks that resolve (G.4) blocked or not, or with a keyword: "After
 * your blocked attack resolves", "After your Flash attack resolves".
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/**
 * ut_trigger4_commit_reason:
 * @p: the parser, after a commit event set in its <when>
 *
 * "due to (by) your opponent's [card] effect(s)", "due to a cost": the
 * commit's `by` and `cause`.
 *
 * Returns: FALSE, reading nothing, when not these words
 */
gboolean
ut_trigger4_commit_reason (P *p)
{
  guint pos = p->pos;

  if (ut_accept (p, "due to a cost"))
    {
      ut_when_add (p, "cause", "cost");
      return TRUE;
    }
  if (!ut_accept (p, "due to") && !ut_accept (p, "by"))
    return FALSE;
  if (!ut_accept (p, "your opponent's"))
    goto not_mine;
  ut_accept (p, "card");
  if (!ut_accept (p, "effects") && !ut_accept (p, "effect"))
    goto not_mine;
  ut_when_add (p, "by", "opponent");
  ut_when_add (p, "cause", "effect");
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger4_this_card:
 * @p: the parser, after "After this card (foundation)"
 *
 * "is committed during the Enhance Step" (a fired effect's
 * `limit="enhance-step"`, J.3.2.1.1), "is committed during your attack's
 * Enhance Step, your attack gets ..." (in another player's attack, "your
 * attack" names none: the effect does nothing, as if it had not fired),
 * "is committed due to your opponent's effect", "is committed due to a
 * cost": the commit event of this card (C.1.4).
 *
 * Returns: TRUE when these words were there (read, or refused with a
 * reason); FALSE, reading nothing, when they were not
 */
gboolean
ut_trigger4_this_card (P *p)
{
  guint pos = p->pos;
  const char *limit = NULL;

  if (!ut_accept (p, "is committed"))
    return FALSE;
  if (ut_peek (p, "during"))
    {
      if (strcmp (p->ab->type, "continuous") != 0)
        goto not_mine;
      if (ut_accept (p, "during your attack's enhance step"))
        {
          if (!ut_peek (p, ", your attack gets"))
            return ut_fail_text (p, "trigger", "committed during your attack, another effect"),
                   TRUE;
        }
      else if (!ut_accept (p, "during the enhance step"))
        goto not_mine;
      limit = "enhance-step";
    }
  else if (!ut_peek (p, "due to") && !ut_peek (p, "by"))
    goto not_mine;
  ut_when_set (p, "commit", "you");
  ut_when_add (p, "card", "self");
  if (limit == NULL && !ut_trigger4_commit_reason (p))
    return ut_fail (p, "trigger: this card is committed", 4), TRUE;
  if (limit != NULL && !ut_set_limit (p, limit))
    return TRUE;
  if (!ut_peek (p, ","))
    return ut_fail (p, "trigger: this card is committed", 4), TRUE;
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger4_cards_committed:
 * @p: the parser, after "After"
 *
 * "1 of your foundations (assets) is committed due to your opponent's
 * effect", "1 or more of your cards are committed due to ...": the commit
 * event of a card of the controller's (its `card-type`), by the opponent's
 * effect.
 *
 * Returns: TRUE when these words were there (read, or refused with a
 * reason); FALSE, reading nothing, when they were not
 */
gboolean
ut_trigger4_cards_committed (P *p)
{
  static const char *const nouns[][2] = {
    { "cards", "" },
    { "foundations", "foundation" },
    { "assets", "asset" },
  };
  guint pos = p->pos;
  gboolean plural;
  const char *type = NULL;

  if (!ut_peek (p, "N of your") && !ut_peek (p, "N or more of your"))
    return FALSE;
  if (ut_tok (p, 0)->num != 1)
    return FALSE;
  plural = ut_peek (p, "N or more");
  p->pos += plural ? 5 : 3;
  for (guint i = 0; i < G_N_ELEMENTS (nouns) && type == NULL; i++)
    if (ut_accept (p, nouns[i][0]))
      type = nouns[i][1];
  if (type == NULL || !ut_accept (p, plural ? "are committed" : "is committed"))
    goto not_mine;
  ut_when_set (p, "commit", "you");
  if (*type != '\0')
    ut_when_add (p, "card-type", type);
  if ((!ut_peek (p, ",") && !ut_trigger4_commit_reason (p)) || !ut_peek (p, ","))
    return ut_fail (p, "trigger: cards committed", 4), TRUE;
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/* "your [blocked|unblocked] [KEYWORD] attack resolves", "your opponent's
 * ...": the attack-resolved event of the attacker's attack (G.4), its
 * block status (G.2: blocked is partially or completely), the keyword it
 * has as the response is offered (I.1); "it" is that attack. FALSE,
 * reading nothing, when not these words. */
static gboolean
attack_resolves (P *p)
{
  static const char *const whose[][2] = { { "your opponent's", "opponent" }, { "your", "you" } };
  guint pos = p->pos;
  const char *who = NULL, *status = NULL, *kw = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (whose) && who == NULL; i++)
    if (ut_accept (p, whose[i][0]))
      who = whose[i][1];
  if (who == NULL)
    return FALSE;
  if (ut_accept (p, "blocked"))
    status = "partial|complete";
  else if (ut_accept (p, "unblocked"))
    status = "none";
  if (!ut_peek (p, "attack"))
    kw = ut_trigger_event_keyword (p);
  if ((status == NULL && kw == NULL) || !ut_accept (p, "attack resolves") || !ut_peek (p, ","))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_when_set (p, "attack-resolved", who);
  if (status != NULL)
    ut_when_add (p, "status", status);
  if (kw != NULL)
    ut_when_add (p, "keyword", kw);
  p->it_attack = "event-card";
  return TRUE;
}

/* "your opponent [completely|partially] blocks your (a) KEYWORD attack",
 * "your KEYWORD attack is [completely|partially] blocked": the block (G.2)
 * of the controller's attack by the opponent, the attack having the
 * keyword (I.1) as the response is offered; "it" is that attack. FALSE,
 * reading nothing, when not these words. */
static gboolean
keyword_attack_blocked (P *p)
{
  static const char *const how[][2] = { { "completely", "complete" },
                                        { "partially", "partial" },
                                        { "", "partial|complete" } };
  guint pos = p->pos;
  const char *status = NULL, *kw;
  /* K.3.4.1, K.3.4.3: on an attack card, "your attack" in a response would
   * be the card itself: not read there */
  gboolean on_attack = strcmp (p->card->card_type, "attack") == 0;

  if (ut_accept (p, "your opponent"))
    {
      for (guint i = 0; i < G_N_ELEMENTS (how) && status == NULL; i++)
        if (*how[i][0] == '\0' || ut_accept (p, how[i][0]))
          status = how[i][1];
      if (!ut_accept (p, "blocks") ||
          ((on_attack || !ut_accept (p, "your")) && !ut_accept (p, "a")))
        goto not_mine;
      if ((kw = ut_trigger_event_keyword (p)) == NULL || !ut_accept (p, "attack"))
        goto not_mine;
    }
  else
    {
      if (on_attack || !ut_accept (p, "your") || (kw = ut_trigger_event_keyword (p)) == NULL ||
          !ut_accept (p, "attack is"))
        goto not_mine;
      for (guint i = 0; i < G_N_ELEMENTS (how) && status == NULL; i++)
        if (*how[i][0] == '\0' || ut_accept (p, how[i][0]))
          status = how[i][1];
      if (!ut_accept (p, "blocked"))
        goto not_mine;
    }
  if (!ut_peek (p, ","))
    goto not_mine;
  ut_when_set (p, "block", "opponent");
  ut_when_add (p, "status", status);
  ut_when_add (p, "keyword", kw);
  if (!on_attack)
    p->it_attack = "your-attack";
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger4_from_unblocked:
 * @p: the parser, after "After @who take(s) [N or more] damage" (its
 *   damage event set)
 * @who: "you" or "opponent"
 *
 * "from (by) an unblocked attack", "from your opponent's unblocked
 * attack": the damage of an attack's Damage Step (G.3), the attack not
 * blocked (G.2.2.1: `status="none"`, read while its sequence is under
 * way). Reads nothing when not these words.
 */
void
ut_trigger4_from_unblocked (P *p, const char *who)
{
  if (ut_accept (p, "from an unblocked attack") || ut_accept (p, "by an unblocked attack") ||
      (strcmp (who, "you") == 0 && (ut_accept (p, "from your opponent's unblocked attack") ||
                                    ut_accept (p, "by your opponent's unblocked attack"))))
    {
      ut_when_add (p, "cause", "attack");
      ut_when_add (p, "status", "none");
    }
}

/* "your (an) unblocked attack deals [N or more] damage": the damage of
 * the attack's Damage Step (G.3), not blocked (G.2.2.1); "it" is that
 * attack. On an attack card "your attack" would be the card itself
 * (K.3.4.1, K.3.4.3): not read there. FALSE, reading nothing, when not
 * these words. */
static gboolean
unblocked_deals (P *p)
{
  guint pos = p->pos;
  const char *taker = NULL, *it = "this-attack";
  const char *bound = NULL;

  if (ut_accept (p, "your unblocked attack deals"))
    {
      if (strcmp (p->card->card_type, "attack") == 0)
        goto not_mine;
      taker = "opponent";
      it = "your-attack";
    }
  else if (!ut_accept (p, "an unblocked attack deals"))
    return FALSE;
  if (ut_peek (p, "N or more damage"))
    {
      g_autofree char *b = g_strdup_printf ("%d+", ut_tok (p, 0)->num);

      bound = g_intern_string (b);
      p->pos += 3;
    }
  if (!ut_accept (p, "damage") || !ut_peek (p, ","))
    goto not_mine;
  ut_when_set (p, "damage", taker);
  ut_when_add (p, "cause", "attack");
  ut_when_add (p, "status", "none");
  if (bound != NULL)
    ut_when_add (p, "amount", bound);
  p->it_attack = it;
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/**
 * ut_trigger4:
 * @p: the parser, after "After"
 *
 * The events of this file that begin the condition:
 * ut_trigger4_cards_committed(), an attack that resolves, a keyword
 * attack of the controller's blocked, an unblocked attack's damage.
 *
 * Returns: TRUE when these words were there (read, or refused with a
 * reason); FALSE, reading nothing, when they were not
 */
gboolean
ut_trigger4 (P *p)
{
  return ut_trigger4_cards_committed (p) || attack_resolves (p) || keyword_attack_blocked (p) ||
         unblocked_deals (p);
}
