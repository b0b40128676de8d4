/* ufs-text-verb.c: more of the imperative verbs on the opponent's cards:
 * "Seal (Freeze) 2 of your opponent's foundations", "... 1 of your
 * opponent's committed foundations" (K.4.3, K.4.5), "Choose 1 of your
 * opponent's foundations. That card does not ready during their next
 * Ready Step." (K.2.4, K.4.5: what freezing a card is).
 *
 * The cards are chosen one at a time (K.2.4) among those the chooser can
 * see; a card sealed (frozen) by the choice before is not offered again,
 * so that two choices never name one card: sealing a card sealed already
 * does nothing more, so leaving such cards out changes no outcome.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* Each card chosen is a name of its own (at most 4 an ability). */
static const char *const verb_names[] = { "first", "second", "third" };

/* The opponent's cards a choice names, after "N of": the words, the
 * filter. */
static const struct
{
  const char *words;
  const char *filter;
} verb_opponent_cards[] = {
  { "of your opponent's committed foundations", "type=foundation, committed=true" },
  { "of your opponent's ready foundations", "type=foundation, committed=false" },
  { "of your opponent's foundations", "type=foundation" },
  { "of your opponent's foundation", "type=foundation" },
  { "of your opponent's assets or foundations", "type=asset|foundation" },
  { "of your opponent's foundations or assets", "type=asset|foundation" },
  { "of your opponent's assets", "type=asset" },
  { "of their foundations", "type=foundation" },
  { "of their committed foundations", "type=foundation, committed=true" },
};

/* Does the effect choose a card already (one set of names an ability)? */
static gboolean
verb_chose (P *p)
{
  for (guint i = 0; i < p->ab->effect->len; i++)
    if (g_array_index (p->ab->effect, UfsNode, i).kind == UFS_NODE_CHOOSE)
      return TRUE;
  return p->chosen;
}

/* "N of your opponent's [committed] foundations": N (1 to 3) and the
 * filter; FALSE (nothing read) when not these words. "their" only after
 * the ability named the opponent (the opponent's event). */
static gboolean
verb_cards (P *p, gint *k, const char **filter)
{
  guint pos = p->pos;

  if (!ut_amount (p, k) || *k == UFS_TEXT_X || *k < 1 || *k > 3)
    {
      p->pos = pos;
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (verb_opponent_cards); i++)
    {
      if (g_str_has_prefix (verb_opponent_cards[i].words, "of their") &&
          (p->ab->when_player == NULL || strcmp (p->ab->when_player, "opponent") != 0))
        continue;
      if (ut_accept (p, verb_opponent_cards[i].words))
        {
          *filter = verb_opponent_cards[i].filter;
          return TRUE;
        }
    }
  p->pos = pos;
  return FALSE;
}

/* @k choices of the opponent's staging area, each followed by @kind on
 * the card; the second and later ones leave out the cards @state
 * (`sealed`, `frozen`) already. */
static void
verb_each (P *p, gint k, const char *filter, UfsNodeKind kind, const char *state)
{
  for (gint i = 0; i < k; i++)
    {
      g_autofree char *unsealed = g_strdup_printf ("%s, %s=false", filter, state);
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);

      n->zone = "staging";
      n->player = "opponent";
      n->filter = i == 0 ? filter : g_intern_string (unsealed);
      n->target = k == 1 ? NULL : verb_names[i];
      ut_node_add (p->ab->effect, kind)->target = k == 1 ? "it" : verb_names[i];
    }
}

/**
 * ut_verb_seal:
 * @p: the parser, after "seal" or "freeze"
 * @kind: %UFS_NODE_SEAL or %UFS_NODE_FREEZE
 *
 * "Seal 2 of your opponent's foundations", "Freeze 1 of your opponent's
 * committed foundations" (K.4.3, K.4.5): the cards chosen one at a time
 * (K.2.4), each sealed (frozen).
 *
 * Returns: TRUE when read; FALSE, with a reason when these words were
 *   refused, without one when they are not these words.
 */
gboolean
ut_verb_seal (P *p, UfsNodeKind kind)
{
  guint pos = p->pos;
  const char *filter;
  gint k;

  if (!verb_cards (p, &k, &filter))
    return FALSE;
  /* what follows names the cards ("and commit them"), or narrows them */
  if (verb_chose (p) || ut_peek (p, "with") || ut_peek (p, "that") || ut_peek (p, "and"))
    {
      p->pos = pos;
      return ut_fail (p, "effect: seal or freeze", 5);
    }
  verb_each (p, k, filter, kind, kind == UFS_NODE_SEAL ? "sealed" : "frozen");
  return TRUE;
}

/* The sentence after the choice, K.4.5's own words: the card does not
 * ready during the next Ready Step (its owner's, F.1.1). */
static gboolean
verb_no_ready (P *p, gint k)
{
  static const char *const one[] = { "that card", "that foundation", "it", "the chosen card",
                                     "the chosen foundation" };
  static const char *const several[] = { "those cards", "those foundations", "they",
                                         "the chosen cards", "the chosen foundations" };
  static const char *const steps[] = { "the next ready step", "their next ready step",
                                       "your opponent's next ready step" };
  gboolean named = FALSE;

  if (!ut_accept (p, "."))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (one) && !named; i++)
    named = ut_accept (p, k == 1 ? one[i] : several[i]);
  if (!named || !ut_accept (p, k == 1 ? "does not ready during" : "do not ready during"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (ut_accept (p, steps[i]))
      return TRUE;
  return FALSE;
}

/**
 * ut_verb_choose:
 * @p: the parser, after "choose"
 *
 * "Choose 1 (2) of your opponent's [committed] foundations. That card
 * (It, Those cards) does (do) not ready during their (the) next Ready
 * Step.": K.4.5 is that card frozen; chosen one at a time (K.2.4).
 *
 * Returns: TRUE when read; FALSE, with a reason when these words were
 *   refused, without one when they are not these words.
 */
gboolean
ut_verb_choose (P *p)
{
  guint pos = p->pos;
  const char *filter;
  gint k;

  if (verb_chose (p) || !verb_cards (p, &k, &filter))
    return FALSE;
  if (!verb_no_ready (p, k))
    {
      p->pos = pos;
      return FALSE;
    }
  verb_each (p, k, filter, UFS_NODE_FREEZE, "frozen");
  return TRUE;
}

/**
 * ut_verb_cost_discard:
 * @p: the parser, after "discard" in a cost
 *
 * "Discard 1 (2) face down card(s) from (in) your card pool" (C.3.3.1,
 * E.4.1.1): cards of the payer's card pool, face down, each chosen as the
 * cost is paid (offered only while there are enough), then moved to the
 * discard pile. A face-down card has no abilities, so the ability's own
 * card never pays for itself.
 *
 * Returns: TRUE when read; FALSE, with a reason when these words were
 *   refused, without one when they are not these words.
 */
gboolean
ut_verb_cost_discard (P *p)
{
  static const char *const names[] = { "paid", "paid2" };
  guint pos = p->pos;
  gint k;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1 || k > 2 ||
      !ut_accept (p, k == 1 ? "face down card" : "face down cards") ||
      !(ut_accept (p, "from your card pool") || ut_accept (p, "in your card pool")))
    {
      p->pos = pos;
      return FALSE;
    }
  /* one cost of cards chosen an ability (its names) */
  for (guint i = 0; i < p->ab->cost->len; i++)
    if (g_array_index (p->ab->cost, UfsNode, i).kind == UFS_NODE_CHOOSE)
      return ut_fail_text (p, "cost", "two costs of cards chosen");
  for (gint i = 0; i < k; i++)
    {
      UfsNode *n = ut_node_add (p->ab->cost, UFS_NODE_CHOOSE);

      n->target = names[i];
      n->zone = "card-pool";
      n->player = "you";
      n->filter = "face=down";
      n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
      n->target = names[i];
      n->zone = "discard";
    }
  return TRUE;
}

/* The keywords a card to play is named by (K.3.4.1.1), as printed, and
 * as the rules module names them. */
static const char *const verb_keywords[][2] = {
  { "ally", "Ally" },         { "charge", "Charge" }, { "fury", "Fury" },
  { "kick", "Kick" },         { "punch", "Punch" },   { "ranged", "Ranged" },
  { "slam", "Slam" },         { "taunt", "Taunt" },   { "tech", "Tech" },
  { "weapon", "Weapon" },     { "combo", "Combo" },   { "flash", "Flash" },
  { "multiple", "Multiple" }, { "throw", "Throw" },   { "breaker", "Breaker" },
};

static const char *
verb_keyword (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (verb_keywords); i++)
    if (ut_accept (p, verb_keywords[i][0]))
      return verb_keywords[i][1];
  return NULL;
}

/**
 * ut_verb_next_check_card:
 * @p: the parser, after "your next check to play"
 * @types: (out): the card types of the check
 * @keywords: (out): the keywords, one of which the card must have
 *
 * "a Punch attack", "a Charge or Kick attack", "a Weapon card" (E.3.1.2,
 * K.3.4.1.1: a card with the keyword, printed or granted; "or": either,
 * K.3.14): the next check made to play such a card gets the change.
 *
 * Returns: TRUE when read; FALSE (nothing read) when not these words.
 */
gboolean
ut_verb_next_check_card (P *p, const char **types, const char **keywords)
{
  guint pos = p->pos;
  const char *first, *second = NULL;
  gboolean either = FALSE;

  /* a static effect reads no keyword: a fired or played one only */
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    return FALSE;
  if (!ut_accept (p, "a") && !ut_accept (p, "an"))
    return FALSE;
  first = verb_keyword (p);
  if (first != NULL && ut_accept (p, "or"))
    {
      either = TRUE;
      second = verb_keyword (p);
    }
  if (first == NULL || (either && second == NULL))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "attack card") || ut_accept (p, "attack"))
    *types = "attack";
  else if (ut_accept (p, "card"))
    *types = "character attack action asset foundation";
  else
    {
      p->pos = pos;
      return FALSE;
    }
  if (second != NULL)
    {
      g_autofree char *both = g_strdup_printf ("%s|%s", first, second);

      *keywords = g_intern_string (both);
    }
  else
    *keywords = first;
  return TRUE;
}

/**
 * ut_verb_look_hand:
 * @p: the parser, after "look at your opponent's hand" (their hand)
 *
 * "... and discard 1 card of your choice from it" (C.2.2.2, K.2.4: the
 * cards seen, one chosen among them and put into its owner's discard
 * pile); "... and discard all non-attack cards from it" (every card of
 * the hand that is no attack).
 *
 * Returns: TRUE when read (the look and what follows); FALSE (nothing
 *   read) when not these words.
 */
gboolean
ut_verb_look_hand (P *p)
{
  UfsNode *n;
  gboolean one;

  if (ut_peek (p, "and discard 1 card of your choice from it"))
    one = TRUE;
  else if (ut_peek (p, "and discard all non-attack cards from it"))
    one = FALSE;
  else
    return FALSE;
  if (verb_chose (p))
    return FALSE;
  ut_accept (p, one ? "and discard 1 card of your choice from it"
                    : "and discard all non-attack cards from it");
  n = ut_node_add (p->ab->effect, UFS_NODE_LOOK);
  n->zone = "hand";
  n->player = "opponent";
  n->amount = 0;
  if (one)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
      n->zone = "hand";
      n->player = "opponent";
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "it";
      n->zone = "discard";
    }
  else
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE_EACH);
      n->zone = "hand";
      n->player = "opponent";
      n->filter = "type!=attack";
      n->target = "discard";
    }
  return TRUE;
}
