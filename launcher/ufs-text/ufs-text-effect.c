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

/* The words after "for each": their TERM, or NULL (ufs-text-amount.c
 * knows more). */
const char *
ut_each_term (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (ufs_each); i++)
    if (ut_accept (p, ufs_each[i].words))
      return ufs_each[i].term;
  return ut_amount_each_term (p);
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
  { "the number of cards in your staging area", "count(staging)" },
  { "the number of cards in your opponent's staging area", "count(staging, opponent)" },
  { "the number of face down cards in your staging area", "count(face-down)" },
  { "the number of face down cards in your opponent's staging area", "count(face-down, opponent)" },
};

/* "X equals ...": a define-x at the start of the effect, which every X of
 * it reads. */
const char *
ut_x_table_term (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (ufs_x_equals); i++)
    if (ut_accept (p, ufs_x_equals[i].words))
      return ufs_x_equals[i].term;
  return NULL;
}

gboolean
ut_x_equals (P *p)
{
  const char *term;
  gint min, max;

  if (!ut_accept (p, "x equals"))
    return FALSE;
  /* the arithmetic and bounds around the term: ufs-text-amount.c */
  term = ut_amount_x_value (p, &min, &max);
  if (term != NULL)
    {
      UfsNode n = { 0 };

      if (p->ab->x_in_cost || !p->ab->uses_x)
        return ut_fail_text (p, "amount", "X equals, with X in a cost or nowhere before");
      for (guint j = 0; j < p->ab->effect->len; j++)
        if (g_array_index (p->ab->effect, UfsNode, j).kind == UFS_NODE_DEFINE_X)
          return ut_fail_text (p, "amount", "X defined twice");
      n.kind = UFS_NODE_DEFINE_X;
      n.amount = 1;
      n.min = min;
      n.has_max = max != G_MININT;
      n.max = max;
      n.expr = term;
      /* J.4.3.3: X is read when first referenced; the define-x comes
       * first in the effect, so an instruction before that reference
       * that may change what X counts ("adds 2 cards to their
       * momentum ... +X damage. X equals your opponent's momentum") is
       * not read */
      /* J.3.2: a delayed effect runs later, by itself: the X of the
       * ability is not kept for it */
      {
        GArray *open = g_array_new (FALSE, FALSE, sizeof (UfsNodeKind));
        gboolean waits = FALSE;

        for (guint j = 0; j < p->ab->effect->len && !waits; j++)
          {
            const UfsNode *m = &g_array_index (p->ab->effect, UfsNode, j);
            gboolean in_delayed = FALSE;

            for (guint o = 0; o < open->len; o++)
              in_delayed |= g_array_index (open, UfsNodeKind, o) == UFS_NODE_DELAYED;
            if (m->kind == UFS_NODE_END)
              g_array_set_size (open, open->len - 1);
            else if (m->kind == UFS_NODE_IF || m->kind == UFS_NODE_UNLESS ||
                     m->kind == UFS_NODE_EITHER || m->kind == UFS_NODE_OPTION ||
                     m->kind == UFS_NODE_DELAYED || m->kind == UFS_NODE_MAY)
              g_array_append_val (open, m->kind);
            else if (m->amount == UFS_TEXT_X && in_delayed)
              waits = TRUE;
          }
        g_array_free (open, TRUE);
        if (waits)
          return ut_fail_text (p, "amount", "X in an effect that waits for an event");
      }
      for (guint j = 0; j < p->ab->effect->len; j++)
        {
          const UfsNode *m = &g_array_index (p->ab->effect, UfsNode, j);

          if (m->amount == UFS_TEXT_X && m->kind != UFS_NODE_IF && m->kind != UFS_NODE_UNLESS)
            break;
          if (m->kind != UFS_NODE_MODIFY && m->kind != UFS_NODE_MODIFY_RATING &&
              /* a keyword granted does not change what X counts */
              !(m->kind == UFS_NODE_GRANT_KEYWORD && strstr (term, "keyword(") == NULL) &&
              !ut_amount2_unread_before (m, term) && /* ufs-text-amount2.c */
              m->kind != UFS_NODE_MODIFY_CHECK && m->kind != UFS_NODE_IF &&
              m->kind != UFS_NODE_MODIFY_THIS_CHECK &&
              m->kind != UFS_NODE_UNLESS && m->kind != UFS_NODE_EITHER &&
              m->kind != UFS_NODE_OPTION && m->kind != UFS_NODE_END && m->kind != UFS_NODE_MAY &&
              m->kind != UFS_NODE_DELAYED)
            return ut_fail_text (p, "amount", "X equals, after an instruction before its use");
        }
      g_array_prepend_val (p->ab->effect, n);
      return TRUE;
    }
  return FALSE;
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
  const char *types = NULL, *keywords = NULL;
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
      if (types == NULL && !ut_verb_next_check_card (p, &types, &keywords))
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
  if (!ut_amount (p, &k) || (k == UFS_TEXT_X && sign < 0))
    return ut_fail (p, "next check: amount", 3);
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_CHECK);
  n->amount = k == UFS_TEXT_X ? k : sign * k;
  n->player = player;
  n->types = types;
  n->filter = keywords;
  /* "for each": ut_amount_verb_each() */
  return TRUE;
}

/* The traits an attack is filtered by (K.3.4.1.1): a keyword or an attack
 * zone, and its test. Stun is left out: a Stun printed for deadlock only
 * would pass the test always. */
static const struct
{
  const char *word;
  const char *test;
} ufs_attack_traits[] = {
  { "kick", "keyword=Kick" },     { "punch", "keyword=Punch" },   { "slam", "keyword=Slam" },
  { "throw", "keyword=Throw" },   { "weapon", "keyword=Weapon" }, { "tech", "keyword=Tech" },
  { "ranged", "keyword=Ranged" }, { "charge", "keyword=Charge" }, { "fury", "keyword=Fury" },
  { "ally", "keyword=Ally" },     { "taunt", "keyword=Taunt" },   { "high", "attack-zone=high" },
  { "mid", "attack-zone=mid" },   { "low", "attack-zone=low" },
  /* Keywords printed whose ability a restriction may hold back (Combo,
   * Reversal, ...: I.2.5): the attack still has the keyword (K.3.4.1.1). */
  { "combo", "keyword=Combo" },   { "reversal", "keyword=Reversal" },
  { "gauge", "keyword=Gauge" },   { "ex", "keyword=EX" },
  { "powerful", "keyword=Powerful" },
  /* H.3.1.4.2: a "Desperation attack" has the Desperation keyword */
  { "desperation", "keyword=Desperation" },
  /* I.2.5: an attack with the keyword, printed or granted, whatever its
   * rating (K.3.4.1.1) */
  { "stun", "keyword=Stun" },     { "safe", "keyword=Safe" },
  { "multiple", "keyword=Multiple" },
};

/* One trait at token @ahead: its test (static), or NULL. A symbol is
 * "resources=NAME" (interned); "non-kick" is "keyword!=Kick". */
static const char *
attack_trait (P *p, guint ahead)
{
  const UfsTok *t = ut_tok (p, ahead);

  if (t->kind == UFS_TOK_SYMBOL)
    {
      for (guint i = 0; ut_symbols[i] != NULL; i++)
        if (strcmp (t->text, ut_symbols[i]) == 0 && strcmp (t->text, "all") != 0 &&
            strcmp (t->text, "infinity") != 0)
          {
            g_autofree char *test = g_strdup_printf ("resources=%s", t->text);

            return g_intern_string (test);
          }
      return NULL;
    }
  if (t->kind != UFS_TOK_WORD)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_attack_traits); i++)
    {
      if (strcmp (t->text, ufs_attack_traits[i].word) == 0)
        return ufs_attack_traits[i].test;
      if (g_str_has_prefix (t->text, "non-") &&
          strcmp (t->text + 4, ufs_attack_traits[i].word) == 0 &&
          g_str_has_prefix (ufs_attack_traits[i].test, "keyword="))
        {
          g_autofree char *test =
              g_strdup_printf ("keyword!=%s", ufs_attack_traits[i].test + strlen ("keyword="));

          return g_intern_string (test);
        }
    }
  return NULL;
}

/* The traits before "attack", from token @ahead: "Kick", "Charge or
 * Slam", "Punch, Kick or Throw" (K.3.14: any of them), "{fire} and
 * {good}" (K.3.13: all of them), "non-Throw". Returns the filter
 * (interned) and sets *@words to the tokens read, "attack" included; NULL
 * when it is not one of these (kinds of trait mixed, "non-" in a list,
 * "and" between keywords: a card that has both is not meant). */
static const char *
attack_traits (P *p, guint ahead, guint *words)
{
  g_autoptr (GPtrArray) tests = g_ptr_array_new ();
  const char *joint = NULL; /* "or", "and" */
  gsize kind;
  guint i;

  g_ptr_array_add (tests, (gpointer) attack_trait (p, ahead));
  if (tests->pdata[0] == NULL)
    return NULL;
  kind = strcspn (tests->pdata[0], "!=");
  for (i = ahead + 1;; i += 2)
    {
      const UfsTok *t = ut_tok (p, i);
      const char *test;

      if (t->kind == UFS_TOK_WORD && strcmp (t->text, "attack") == 0)
        break;
      if (t->kind == UFS_TOK_PUNCT && strcmp (t->text, ",") == 0)
        ;
      else if (t->kind == UFS_TOK_WORD && (!strcmp (t->text, "or") || !strcmp (t->text, "and")) &&
               (joint == NULL || strcmp (joint, t->text) == 0))
        joint = t->text;
      else
        return NULL;
      test = attack_trait (p, i + 1);
      if (test == NULL || strchr (test, '!') != NULL || strchr (tests->pdata[0], '!') != NULL ||
          strcspn (test, "!=") != kind || strncmp (test, tests->pdata[0], kind) != 0)
        return NULL;
      g_ptr_array_add (tests, (gpointer) test);
    }
  if (tests->len > 1 && joint == NULL)
    return NULL;
  if (joint != NULL && strcmp (joint, "and") == 0 &&
      strncmp (tests->pdata[0], "resources", kind) != 0)
    return NULL;
  *words = i + 1 - ahead;
  {
    GString *f = g_string_new (tests->pdata[0]);
    g_autofree char *all = NULL;

    for (guint k = 1; k < tests->len; k++)
      {
        const char *test = tests->pdata[k];

        if (strcmp (joint, "and") == 0)
          g_string_append_printf (f, ", %s", test);
        else
          g_string_append_printf (f, "|%s", test + kind + 1);
      }
    all = g_string_free (f, FALSE);
    return g_intern_string (all);
  }
}

/* The attack a modification is for; NULL (reason set) when not read. */
const char *
ut_attack_target (P *p, gboolean *next)
{
  const char *is_type = p->card->card_type;

  *next = FALSE;
  p->filter = NULL;
  if (ut_peek (p, "your next") || ut_peek (p, "your") || ut_peek (p, "this") ||
      ut_peek (p, "your opponent's") || ut_peek (p, "their"))
    {
      guint skip = ut_peek (p, "your next") || ut_peek (p, "your opponent's") ? 2 : 1;
      guint words = 0;
      const char *filter = attack_traits (p, skip, &words);

      /* "your Kick attack" is your attack, when it is a Kick
       * (K.3.4.1.1): only this attack, not a next one, and not in a
       * continuous ability (whose bonuses go to its own card). */
      /* "This high attack" in an enhance: this attack, when high, as
       * "your" adds its qualifiers (K.3.4, K.3.4.1.1; docs/rulings.md) */
      gboolean this_e = ut_peek (p, "this") && strcmp (p->ab->type, "E") == 0;

      if (filter != NULL && !ut_peek (p, "your next") && (ut_peek (p, "your") || this_e) &&
          strcmp (p->ab->type, "continuous") != 0)
        {
          const char *target = this_e      ? "this-attack"
                               : skip == 1 ? "your-attack"
                                           : "opponent-attack";

          p->filter = filter;
          p->pos += skip + words;
          return target;
        }
      if (filter != NULL || attack_trait (p, skip) != NULL ||
          (ut_tok (p, skip)->kind == UFS_TOK_WORD && strcmp (ut_tok (p, skip)->text, "stun") == 0))
        {
          ut_fail (p,
                   ut_tok (p, skip)->kind == UFS_TOK_SYMBOL
                       ? "target: attack filtered by symbol"
                       : "target: attack filtered by keyword or zone",
                   4);
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

/* The keywords with a rating (I.2.4), as "to its NAME rating" prints them
 * and as <modify-rating keyword=> names them. */
static const struct
{
  const char *word;
  const char *keyword;
} ufs_ratings[] = {
  { "breaker", "Breaker" },   { "ex", "EX" },
  { "gauge", "Gauge" },       { "multiple", "Multiple" },
  { "powerful", "Powerful" }, { "reversal", "Reversal" },
  { "stun", "Stun" },
};

/* "to its KEYWORD rating", after "+N": a change of the rating of the
 * target's keyword (I.2.4; a card without the keyword is not changed).
 * The change lasts the turn, or until the attack leaves its zone. */
static gboolean
rating (P *p, const char *target, gboolean next, gboolean continuous, gint by)
{
  UfsNode *n;

  if (!ut_accept (p, "to its"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_ratings); i++)
    if (ut_tok (p, 0)->kind == UFS_TOK_WORD &&
        strcmp (ut_tok (p, 0)->text, ufs_ratings[i].word) == 0 &&
        ut_tok (p, 1)->kind == UFS_TOK_WORD && strcmp (ut_tok (p, 1)->text, "rating") == 0)
      {
        /* a next attack's rating would wait for the attack: not read */
        if (next || continuous)
          return ut_fail_text (p, "modification: rating",
                               "of a next attack or in a continuous ability");
        p->pos += 2;
        if (ut_peek (p, "for") || ut_peek (p, "("))
          return ut_fail (p, "modification: rating", 4);
        n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_RATING);
        n->target = target;
        n->stat = ufs_ratings[i].keyword;
        n->amount = by;
        return TRUE;
      }
  return ut_fail (p, "modification: rating", 4);
}

/* The keywords a grant makes act as printed (I.2.3): those that act by
 * themselves, the traits a filter reads (K.3.4.1.1), and those whose
 * keyword ability is played, with the rating printed after them (I.2.2,
 * I.2.4). A granted Breaker or Reversal (a response) is not read. */
static const struct
{
  const char *word;
  const char *keyword;
  gboolean rated;
} ufs_grants[] = {
  { "throw", "Throw", FALSE },   { "safe", "Safe", FALSE },        { "flash", "Flash", FALSE },
  { "kick", "Kick", FALSE },     { "punch", "Punch", FALSE },      { "slam", "Slam", FALSE },
  { "weapon", "Weapon", FALSE }, { "tech", "Tech", FALSE },        { "ranged", "Ranged", FALSE },
  { "charge", "Charge", FALSE }, { "fury", "Fury", FALSE },        { "ally", "Ally", FALSE },
  { "taunt", "Taunt", FALSE },   { "stun", "Stun", TRUE },         { "multiple", "Multiple", TRUE },
  { "ex", "EX", TRUE },          { "powerful", "Powerful", TRUE }, { "gauge", "Gauge", TRUE },
};

/* "gains (gets) Throw", "gains Stun: 2": the keyword granted for the
 * turn, or until the card leaves its zone (C.3.3.4.2). */
static gboolean
grant (P *p, const char *target, gboolean next, gboolean continuous)
{
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind != UFS_TOK_WORD)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_grants); i++)
    if (strcmp (t->text, ufs_grants[i].word) == 0)
      {
        UfsNode *n;
        gint rating = 0;

        /* "Kick attack", "Stun ability", "Stun rating", "the Punch
         * keyword": not a grant of the keyword as read here */
        if (ut_tok (p, 1)->kind == UFS_TOK_WORD && (strcmp (ut_tok (p, 1)->text, "attack") == 0 ||
                                                    strcmp (ut_tok (p, 1)->text, "attacks") == 0 ||
                                                    strcmp (ut_tok (p, 1)->text, "ability") == 0 ||
                                                    strcmp (ut_tok (p, 1)->text, "rating") == 0 ||
                                                    strcmp (ut_tok (p, 1)->text, "keyword") == 0))
          return FALSE;
        if (next || continuous)
          return ut_fail_text (p, "modification: keyword",
                               "granted to a next attack or in a continuous ability");
        p->pos++;
        if (ufs_grants[i].rated)
          {
            /* "Stun: 2", "Multiple: X" (X in the cost or defined in
             * words, read as the grant executes) */
            /* the colon is sometimes lost in print ("Multiple 3") */
            ut_accept (p, ":");
            if (!ut_amount (p, &rating))
              return ut_fail (p, "modification: keyword rating", 4);
            if (rating < 1 && rating != UFS_TEXT_X)
              return ut_fail_text (p, "modification: keyword rating", "below 1");
          }
        /* C.3.3.4.2: a grant lasts the turn (or until the card leaves its
         * zone) unless said otherwise: the words of the turn add nothing */
        if (!ut_accept (p, "until the end of this turn") &&
            !ut_accept (p, "until the end of the turn") &&
            !ut_accept (p, "for the rest of this turn"))
          ut_accept (p, "for the rest of the turn");
        /* a rating where none is printed, or another lasting effect */
        if (ut_peek (p, ":") || ut_peek (p, "for") || ut_peek (p, "until"))
          return ut_fail (p, "modification: keyword", 4);
        n = ut_node_add (p->ab->effect, UFS_NODE_GRANT_KEYWORD);
        n->target = target;
        n->stat = ufs_grants[i].keyword;
        n->amount = rating;
        return TRUE;
      }
  return FALSE;
}

/* "and Stun: 2": a keyword with a rating, its colon printed, after "and". */
static gboolean
rated_ahead (P *p)
{
  const UfsTok *t = ut_tok (p, 1);

  if (!ut_peek (p, "and") || t->kind != UFS_TOK_WORD || ut_tok (p, 2)->kind == UFS_TOK_WORD)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_grants); i++)
    if (ufs_grants[i].rated && strcmp (t->text, ufs_grants[i].word) == 0)
      {
        guint at = p->pos;
        gboolean colon;

        p->pos += 2;
        colon = ut_peek (p, ":");
        p->pos = at;
        return colon;
      }
  return FALSE;
}

/* TARGET gets +N STAT (and +N STAT)*. */
static gboolean
gets (P *p, const char *target, gboolean next, gboolean continuous)
{
  guint mods = 0;
  gboolean gains = FALSE;
  guint start = p->ab->effect->len;

  if (ut_accept (p, "gains"))
    gains = TRUE;
  else if (!ut_accept (p, "gets") && !ut_accept (p, "get"))
    return ut_fail (p, "verb", 3);
  do
    {
      gint sign, k;
      const char *stat;
      UfsNode *n;

      mods++;
      /* I.2.3: "gains Throw" */
      if (grant (p, target, next, continuous))
        {
          if (ut_peek (p, "and +") || ut_peek (p, "and -"))
            {
              ut_accept (p, "and");
              gains = FALSE;
              continue;
            }
          /* "gains Stun: 2 and gets -2 to its Gauge rating" */
          if (ut_accept (p, "and gets"))
            {
              gains = FALSE;
              continue;
            }
          if (ut_accept (p, "and gains"))
            continue;
          break;
        }
      if (p->reason != NULL || gains)
        return ut_fail (p, "verb: gains", 3);
      /* "it gets an additional +2 damage": a bonus as any other */
      ut_accept (p, "an additional");
      if (ut_accept (p, "+"))
        sign = 1;
      else if (ut_accept (p, "-"))
        sign = -1;
      else if (mods == 1 && ut_amount2_bonus_ahead (p)) /* ufs-text-amount2.c */
        return ut_amount2_bonus (p, target, next, continuous);
      else
        return ut_fail (p, "modification", 3);
      if (!ut_amount (p, &k))
        return ut_fail (p, "modification", 3);
      /* J.3.3: "+2 or -2 damage", a choice between two modifications. */
      if (ut_peek (p, "or"))
        {
          if (mods > 1 || !ut_amount_choice (p, target, sign, k, NULL, next, continuous))
            return ut_fail (p, "modification: a choice", 4);
          break;
        }
      /* I.2.4: "+1 to its Stun rating" */
      if (ut_peek (p, "to its"))
        {
          if (!rating (p, target, next, continuous, k == UFS_TEXT_X ? k : sign * k))
            return FALSE;
          if (k == UFS_TEXT_X && sign < 0)
            return ut_fail_text (p, "amount", "-X");
          if (ut_peek (p, "and +") || ut_peek (p, "and -"))
            {
              ut_accept (p, "and");
              continue;
            }
          break;
        }
      stat = stat_word (p);
      if (stat == NULL)
        return ut_fail (p, "modification: stat", 3);
      /* Difficulty counts when a card is played: only the next attack's. */
      if (strcmp (stat, "difficulty") == 0 && continuous && mods == 1) /* ufs-text-amount2.c */
        return ut_amount2_self_difficulty (p, target, k == UFS_TEXT_X ? k : sign * k);
      if (strcmp (stat, "difficulty") == 0 && !next)
        return ut_fail_text (p, "modification", "difficulty of a card being played");
      if (strcmp (stat, "block-modifier") == 0 && !continuous)
        return ut_fail_text (p, "modification", "block modifier");
      if (strcmp (stat, "block-modifier") != 0 && continuous)
        return ut_fail_text (p, "modification", "a continuous bonus to an attack value");
      /* J.3.3: "+2 speed or +2 damage" */
      if (ut_peek (p, "or +") || ut_peek (p, "or -"))
        {
          if (mods > 1 || !ut_amount_choice (p, target, sign, k, stat, next, continuous))
            return ut_fail (p, "modification: a choice", 4);
          break;
        }
      n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
      n->target = target;
      n->stat = stat;
      n->amount = k == UFS_TEXT_X ? k : sign * k;
      /* "-X damage": the amount -1*x (docs/effects.md) */
      if (k == UFS_TEXT_X && sign < 0)
        n->expr = "-1*x";
      if (!next && !continuous)
        n->until = "end-of-attack";
      /* J.4.3: "+1 damage for each card in your momentum"; K.3.7:
       * "(minimum 1)" (ufs-text-amount.c) */
      if (!ut_amount_after_mods (p, start, next, continuous))
        return FALSE;
      /* "+1 speed, +1 damage and Stun: 1": a list */
      if (ut_peek (p, "and +") || ut_peek (p, "and -") || ut_peek (p, ", +") ||
          ut_peek (p, ", -"))
        {
          p->pos++;
          continue;
        }
      /* "+2 damage and gains Stun: 1"; "+2 damage and Stun: 2" (I.2.4:
       * a keyword with its rating, granted as "gains" does) */
      if (ut_peek (p, "and gains") || rated_ahead (p))
        {
          guint at = p->pos;

          p->pos += ut_peek (p, "and gains") ? 2 : 1;
          if (grant (p, target, next, continuous))
            {
              gains = TRUE;
              if (ut_peek (p, "and +") || ut_peek (p, "and -"))
                {
                  ut_accept (p, "and");
                  gains = FALSE;
                  continue;
                }
              break;
            }
          if (p->reason != NULL)
            return FALSE;
          p->pos = at;
        }
      break;
    }
  while (TRUE);
  if (ut_peek (p, "for") || ut_peek (p, "until") || ut_peek (p, "this") || ut_peek (p, "if"))
    return ut_fail (p, "modification", 4);
  return TRUE;
}

/* The opponent's cards an imperative verb may choose among (K.2.4): the
 * plural after "N of your opponent's", the singular before "in your
 * opponent's staging area", and the filter. */
static const struct
{
  const char *plural;
  const char *singular;
  const char *filter;
} ufs_opponent_cards[] = {
  { "foundations", "foundation", "type=foundation" },
  { "assets", "asset", "type=asset" },
};

/* The traits before "foundations": resource symbols, printed as symbols
 * or as words, any of them (K.3.14: "Chaos, Death, or Evil"), or
 * "Unique"; the filter test (interned), or NULL (nothing read). */
static const char *
opponent_traits (P *p)
{
  g_autoptr (GString) any = g_string_new (NULL);
  guint pos = p->pos;

  if (ut_accept (p, "unique"))
    return "keyword=Unique";
  for (;;)
    {
      const UfsTok *t = ut_tok (p, 0);
      gboolean symbol = FALSE;

      for (guint i = 0; ut_symbols[i] != NULL && !symbol; i++)
        if ((t->kind == UFS_TOK_SYMBOL || (t->kind == UFS_TOK_WORD && t->capital)) &&
            strcmp (t->text, ut_symbols[i]) == 0)
          symbol = TRUE;
      if (!symbol)
        break;
      g_string_append_printf (any, "%s%s", any->len ? "|" : "resources=", t->text);
      p->pos++;
      if (ut_accept (p, ", or") || ut_accept (p, "or") || ut_accept (p, ","))
        continue;
      return g_intern_string (any->str);
    }
  p->pos = pos;
  return NULL;
}

/* "1 of your opponent's foundations", "1 foundation in your opponent's
 * staging area" (and assets, when @assets): a choice of one of the
 * opponent's cards of that type. */
static gboolean
opponent_card (P *p, gboolean assets)
{
  gint k;
  guint pos = p->pos;

  if (!ut_amount (p, &k) || k != 1)
    {
      p->pos = pos;
      return FALSE;
    }
  for (guint i = 0; i < (assets ? G_N_ELEMENTS (ufs_opponent_cards) : 1); i++)
    {
      g_autofree char *in =
          g_strdup_printf ("%s in your opponent's staging area", ufs_opponent_cards[i].singular);
      guint at = p->pos;
      const char *traits = NULL;

      /* "1 of your opponent's Chaos, Death or Evil foundations" (K.3.14) */
      if (ut_accept (p, "of your opponent's"))
        {
          traits = opponent_traits (p);
          if (!ut_accept (p, ufs_opponent_cards[i].plural))
            {
              p->pos = at;
              continue;
            }
        }
      else if (!ut_accept (p, in))
        continue;
      {
        UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
        g_autofree char *filter =
            traits ? g_strdup_printf ("%s, %s", ufs_opponent_cards[i].filter, traits) : NULL;

        n->zone = "staging";
        n->player = "opponent";
        n->filter = filter ? g_intern_string (filter) : ufs_opponent_cards[i].filter;
        return TRUE;
      }
    }
  p->pos = pos;
  return FALSE;
}

static gboolean
opponent_foundation (P *p)
{
  return opponent_card (p, FALSE);
}

/* "discards N card(s) [from their hand]" (they choose), "N random
 * card(s)", "N momentum", "the top N cards of their deck" */
static gboolean
opp_discards (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  /* a card of the hand chosen by the game */
  if (ut_peek (p, "N random card") || ut_peek (p, "N random cards") || ut_peek (p, "a random card"))
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

/* "draws N card(s)" */
static gboolean
opp_draws (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
    return ut_fail (p, "effect: your opponent draws", 3);
  n = ut_node_add (e, UFS_NODE_DRAW);
  n->amount = k;
  n->player = "opponent";
  return TRUE;
}

static gboolean
opp_commits (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  /* H.4.3: the opponent chooses which: "commits 2 foundations",
   * "commits 1 of their foundations" */
  if (!ut_amount (p, &k) || k == UFS_TEXT_X ||
      !(ut_foundation_word (p) || ut_accept (p, "of their foundations")))
    return ut_fail (p, "effect: your opponent commits", 3);
  if (ut_peek (p, "for each"))
    return ut_fail (p, "effect: your opponent commits: for each", 4);
  n = ut_node_add (e, UFS_NODE_COMMIT_FOUNDATIONS);
  n->amount = k;
  n->player = "opponent";
  return TRUE;
}

/* K.4.2, K.2.3: "flips 1 foundation": one of their face-up foundations,
 * of their choice, turned face down */
static gboolean
opp_flips (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_foundation_word (p))
    return ut_fail (p, "effect: your opponent flips", 3);
  n = ut_node_add (e, UFS_NODE_FLIP_FOUNDATIONS);
  n->amount = k;
  n->player = "opponent";
  n->who = "player";
  return TRUE;
}

/* D.4.2: "adds the top 2 cards of their deck to their momentum" */
static gboolean
opp_adds_top (P *p)
{
  static const char *const froms[][2] = { { "deck", "deck-top" },
                                          { "discard pile", "discard-top" } };
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (!ut_amount (p, &k))
    k = 1;
  if (k == UFS_TEXT_X || !ut_card_word (p) || !ut_accept (p, "of their"))
    return ut_fail (p, "effect: your opponent adds the top", 4);
  for (guint i = 0; i < G_N_ELEMENTS (froms); i++)
    if (ut_accept (p, froms[i][0]))
      {
        /* to their card pool: ufs-text-move.c */
        if (k == 1 && (ut_move_top_to_pool (p, e, "opponent", froms[i][1]) || p->reason != NULL))
          return p->reason == NULL;
        if (!ut_accept (p, "to their momentum"))
          break;
        n = ut_node_add (e, UFS_NODE_MOMENTUM);
        n->from = froms[i][1];
        n->amount = k;
        n->player = "opponent";
        return TRUE;
      }
  return ut_fail (p, "effect: your opponent adds the top", 4);
}

/* "takes N damage" */
static gboolean
opp_takes (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (!ut_amount (p, &k) || !ut_accept (p, "damage"))
    return ut_fail (p, "effect: your opponent takes", 3);
  n = ut_node_add (e, UFS_NODE_DAMAGE);
  n->amount = k;
  n->player = "opponent";
  return TRUE;
}

/* The verbs with the opponent as their subject: the words, and the
 * reader of what follows them. */
static const struct
{
  const char *words;
  gboolean (*read) (P *p);
} ufs_opponent_verbs[] = {
  { "discards", opp_discards }, { "draws", opp_draws },           { "commits", opp_commits },
  { "flips", opp_flips },       { "adds the top", opp_adds_top }, { "takes", opp_takes },
};

/* Verbs with the opponent as their subject: "your opponent discards ...". */
static gboolean
opponent_verb (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (ufs_opponent_verbs); i++)
    if (ut_accept (p, ufs_opponent_verbs[i].words))
      return ufs_opponent_verbs[i].read (p);
  /* "may draw 1 card or gain 3 vitality (their choice)": ufs-text-their.c */
  if (ut_their_choice (p))
    return TRUE;
  if (ut_their_chooses (p) || p->reason != NULL)
    return p->reason == NULL;
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

/* --- the imperative verbs, one reader a family ---------------------------------------- */

/* "draw N card(s)" */
static gboolean
verb_draw (P *p)
{
  gint k;
  UfsNode *n;

  if (!ut_amount (p, &k) || !ut_card_word (p))
    return ut_fail (p, "effect: draw", 3);
  n = ut_node_add (p->ab->effect, UFS_NODE_DRAW);
  n->amount = k;
  n->player = "you";
  return TRUE;
}

static gboolean
verb_gain (P *p)
{
  return vitality (p, TRUE, "you");
}

static gboolean
verb_lose (P *p)
{
  return vitality (p, FALSE, "you");
}

/* "deal N damage to your opponent" */
static gboolean
verb_deal (P *p)
{
  gint k;
  UfsNode *n;

  if (!ut_amount (p, &k) || !ut_accept (p, "damage to your opponent"))
    return ut_fail (p, "effect: deal", 4);
  n = ut_node_add (p->ab->effect, UFS_NODE_DAMAGE);
  n->amount = k;
  n->player = "opponent";
  return TRUE;
}

/* "discard the top N cards of your deck", "discard N momentum", "discard
 * N card(s) [from your hand]" */
static gboolean
verb_discard (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  /* a card of the card pool: ufs-text-move.c */
  if (ut_move_discard (p) || p->reason != NULL)
    return p->reason == NULL;
  if (ut_discard_pool (p) || p->reason != NULL)
    return p->reason == NULL;
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
static gboolean
verb_flip (P *p)
{
  gint k;
  UfsNode *n;

  if (ut_amount (p, &k) && k != UFS_TEXT_X &&
      (ut_accept (p, "of your opponent's foundations") ||
       (ut_foundation_word (p) && ut_accept (p, "in your opponent's staging area"))))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_FLIP_FOUNDATIONS);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  return ut_fail (p, "effect: flip", 5);
}

/* "ready (commit) this card / your character / your opponent's character"
 * (C.1.3, C.1.4): the starting characters are targets of their own. */
static gboolean
commit_or_ready (P *p, UfsNodeKind kind, const char *category)
{
  static const char *const cards[][2] = {
    { "your character", "your-character" },
    { "your opponent's character", "opponent-character" },
  };

  if (ut_this_card (p))
    {
      ut_node_add (p->ab->effect, kind)->target = "self";
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    if (ut_accept (p, cards[i][0]))
      {
        ut_node_add (p->ab->effect, kind)->target = cards[i][1];
        return TRUE;
      }
  return ut_fail (p, category, 4);
}

static gboolean
verb_ready (P *p)
{
  return commit_or_ready (p, UFS_NODE_READY, "effect: ready");
}

/* "commit N of your opponent's foundations", "commit N foundations in
 * your opponent's staging area": ready ones, chosen by the player whose
 * ability it is (K.2.4; C.1.4: a committed card cannot be committed) */
static gboolean
verb_commit (P *p)
{
  guint pos = p->pos;
  gint k;

  if (ut_amount (p, &k) && k != UFS_TEXT_X &&
      (ut_accept (p, "of your opponent's foundations") ||
       (ut_foundation_word (p) && ut_accept (p, "in your opponent's staging area"))))
    {
      UfsNode *n;

      if (ut_peek (p, "and") && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
          (!strcmp (ut_tok (p, 1)->text, "freeze") || !strcmp (ut_tok (p, 1)->text, "seal") ||
           !strcmp (ut_tok (p, 1)->text, "destroy")))
        return ut_fail (p, "effect: commit: and then the same card", 4);
      n = ut_node_add (p->ab->effect, UFS_NODE_COMMIT_FOUNDATIONS);
      n->amount = k;
      n->player = "opponent";
      n->who = "you";
      return TRUE;
    }
  p->pos = pos;
  return commit_or_ready (p, UFS_NODE_COMMIT, "effect: commit");
}

/* "destroy (remove) this card / it / 1 of your opponent's foundations
 * (assets)" (K.4.1, K.4.4) */
static gboolean
destroy_or_remove (P *p, UfsNodeKind kind, const char *category)
{
  if (ut_this_card (p))
    ut_node_add (p->ab->effect, kind)->target = "self";
  else if (chosen (p, kind))
    ;
  else if (opponent_card (p, TRUE))
    ut_node_add (p->ab->effect, kind)->target = "it";
  else
    return ut_fail (p, category, 4);
  if (kind == UFS_NODE_REMOVE && !ut_accept (p, "from the game"))
    return ut_fail (p, category, 4);
  return TRUE;
}

static gboolean
verb_destroy (P *p)
{
  return destroy_or_remove (p, UFS_NODE_DESTROY, "effect: destroy");
}

static gboolean
verb_remove (P *p)
{
  /* "remove 1 of your opponent's assets": printed without "from the
   * game" when a card is chosen */
  guint pos = p->pos;

  /* "all copies of the named card from ...": ufs-text-named.c */
  if (ut_named_remove (p) || p->reason != NULL)
    return p->reason == NULL;
  if (opponent_card (p, TRUE))
    {
      ut_node_add (p->ab->effect, UFS_NODE_REMOVE)->target = "it";
      ut_accept (p, "from the game");
      return TRUE;
    }
  p->pos = pos;
  /* "remove it from the game": the attack named before (ufs-text-move.c) */
  if (ut_move_remove (p))
    return TRUE;
  return destroy_or_remove (p, UFS_NODE_REMOVE, "effect: remove");
}

/* "seal (freeze) it / 1 of your opponent's foundations" (K.4.3, K.4.5) */
static gboolean
seal_or_freeze (P *p, UfsNodeKind kind)
{
  if (chosen (p, kind))
    return TRUE;
  if (opponent_foundation (p))
    {
      ut_node_add (p->ab->effect, kind)->target = "it";
      return TRUE;
    }
  if (ut_verb_seal (p, kind) || p->reason != NULL)
    return p->reason == NULL;
  return ut_fail (p, "effect: seal or freeze", 4);
}

static gboolean
verb_seal (P *p)
{
  return seal_or_freeze (p, UFS_NODE_SEAL);
}

static gboolean
verb_freeze (P *p)
{
  return seal_or_freeze (p, UFS_NODE_FREEZE);
}

/* The zones a card may be chosen in (K.2.3): their words, zone and whose. */
static const struct
{
  const char *words;
  const char *zone;
  const char *player;
} ufs_choose_zones[] = {
  { "in your opponent's staging area", "staging", "opponent" },
  { "in your opponent's card pool", "card-pool", "opponent" },
  { "in your opponent's discard pile", "discard", "opponent" },
  { "in your staging area", "staging", "you" },
  { "in your card pool", "card-pool", "you" },
  { "in your discard pile", "discard", "you" },
};

/* The card types a choice names ("1 foundation", "a non-attack card"),
 * and their filters. */
static const struct
{
  const char *words;
  const char *filter;
} ufs_choose_types[] = {
  { "foundation", "type=foundation" },
  { "attack", "type=attack" },
  { "action", "type=action" },
  { "asset", "type=asset" },
  { "character", "type=character" },
  { "non-attack", "type!=attack" },
  { "non-foundation", "type!=foundation" },
  { "non-character", "type!=character" },
  { "card", NULL },
};

/* "choose a (1) TYPE [card] in ZONE": "it" names it */
static gboolean
verb_choose (P *p)
{
  UfsNode *n;
  gint k;

  if (ut_verb_choose (p))
    return TRUE;
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  if (ut_amount (p, &k) && k == 1)
    for (guint i = 0; i < G_N_ELEMENTS (ufs_choose_types); i++)
      if (ut_accept (p, ufs_choose_types[i].words))
        {
          if (i < G_N_ELEMENTS (ufs_choose_types) - 1)
            ut_card_word (p);
          for (guint j = 0; j < G_N_ELEMENTS (ufs_choose_zones); j++)
            if (ut_accept (p, ufs_choose_zones[j].words))
              {
                n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
                n->zone = ufs_choose_zones[j].zone;
                n->player = ufs_choose_zones[j].player;
                n->filter = ufs_choose_types[i].filter;
                p->chosen = TRUE;
                return TRUE;
              }
          break;
        }
  return ut_fail (p, "effect: choose", 4);
}

/* "Add 1 foundation from your discard pile to your hand (card pool, the
 * top of your deck)": a choice among the cards of that type in a discard
 * pile, moved to a zone of their owner's (K.3.21: to a card pool, not
 * played). The words of each source and each destination. */
static const struct
{
  const char *words;
  const char *player; /* whose discard pile */
} ufs_add_sources[] = {
  { "from your discard pile", "you" },
  { "from your opponent's discard pile", "opponent" },
};

static const struct
{
  const char *words;
  const char *player; /* whose cards may go there */
  UfsNodeKind kind;
  const char *zone; /* move: to; add-to-card-pool: the position */
} ufs_add_destinations[] = {
  { "to your hand", "you", UFS_NODE_MOVE, "hand" },
  { "to the top of your deck", "you", UFS_NODE_MOVE, "deck" },
  { "to your card pool", "you", UFS_NODE_ADD_TO_CARD_POOL, NULL },
  { "to the beginning of your card pool", "you", UFS_NODE_ADD_TO_CARD_POOL, "beginning" },
  { "to their card pool", "opponent", UFS_NODE_ADD_TO_CARD_POOL, NULL },
};

static gboolean
add_from_discard_take (P *p, gboolean take)
{
  static const char *const types[][2] = {
    { "foundation", "type=foundation" }, { "attack", "type=attack" },
    { "action", "type=action" },         { "asset", "type=asset" },
    { "character", "type=character" },   { "card", NULL }
  };
  guint pos = p->pos;
  const char *filter = NULL;
  gboolean typed = FALSE;
  gint k;

  if (!ut_amount (p, &k) || k != 1)
    {
      p->pos = pos;
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (types) && !typed; i++)
    if (ut_accept (p, types[i][0]))
      {
        if (i < G_N_ELEMENTS (types) - 1)
          ut_accept (p, "card");
        filter = types[i][1];
        typed = TRUE;
      }
  for (guint i = 0; typed && i < G_N_ELEMENTS (ufs_add_sources); i++)
    if (ut_accept (p, ufs_add_sources[i].words))
      {
        /* "take 1 attack from your discard pile and add it to ..." */
        if (take && !ut_accept (p, "and add it"))
          break;
        for (guint j = 0; j < G_N_ELEMENTS (ufs_add_destinations); j++)
          if (strcmp (ufs_add_destinations[j].player, ufs_add_sources[i].player) == 0 &&
              ut_accept (p, ufs_add_destinations[j].words))
            {
              UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);

              n->zone = "discard";
              n->player = ufs_add_sources[i].player;
              n->filter = filter;
              n = ut_node_add (p->ab->effect, ufs_add_destinations[j].kind);
              n->target = "it";
              n->zone = ufs_add_destinations[j].zone;
              return TRUE;
            }
        break;
      }
  p->pos = pos;
  return FALSE;
}

static gboolean
add_from_discard (P *p)
{
  return add_from_discard_take (p, FALSE);
}

/* "take 1 foundation from your discard pile and add it to your hand":
 * the words of "add 1 foundation from your discard pile to your hand" */
static gboolean
verb_take (P *p)
{
  if (add_from_discard_take (p, TRUE))
    return TRUE;
  /* more of it in ufs-text-move.c */
  if (ut_move_take (p) || p->reason != NULL)
    return p->reason == NULL;
  return ut_fail (p, "effect: take", 5);
}

/* "add ... to your momentum (hand)" (D.4.2) */
static gboolean
verb_add (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;
  guint pos_add = p->pos;

  /* "the chosen card", the opponent's pick: ufs-text-their.c */
  if (ut_their_add_chosen (p) || p->reason != NULL)
    return p->reason == NULL;
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
  {
    guint pos = p->pos;

    if (ut_this_card (p))
      {
        if (ut_accept (p, "to your momentum"))
          {
            ut_node_add (e, UFS_NODE_MOMENTUM)->from = "self";
            return TRUE;
          }
        /* D.4.1: to its owner's deck, on top */
        if (ut_accept (p, "to the top of your deck"))
          {
            n = ut_node_add (e, UFS_NODE_MOVE);
            n->target = "self";
            n->zone = "deck";
            ut_addst_deck_face (p);
            return TRUE;
          }
      }
    p->pos = pos;
  }
  if (add_from_discard (p))
    return TRUE;
  if (ut_amount (p, &k) && k != UFS_TEXT_X && ut_card_word (p) &&
      ut_accept (p, "from your hand to your momentum"))
    {
      n = ut_node_add (e, UFS_NODE_MOMENTUM);
      n->from = "hand";
      n->amount = k;
      return TRUE;
    }
  /* cards moved between zones (ufs-text-move.c) */
  p->pos = pos_add;
  if (ut_move_add (p) || p->reason != NULL)
    return p->reason == NULL;
  return ut_fail (p, "effect: add", 5);
}

/* "search your deck for a foundation card, reveal it and put it into your
 * hand. Then shuffle your deck." (K.5.2) */
static gboolean
verb_search (P *p)
{
  static const char *const types[] = {
    "foundation", "attack", "action", "asset", "character", NULL
  };
  const char *type = NULL;
  UfsNode *n;

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
  else if (!ut_accept (p, ", then shuffle your deck") && !ut_accept (p, "and shuffle your deck"))
    return ut_fail (p, "effect: search", 6);
  n = ut_node_add (p->ab->effect, UFS_NODE_SEARCH);
  n->filter = type;
  return TRUE;
}

/* The imperative verbs: the words that begin each, and its reader. Other
 * parts' verbs (revealing, looking, naming, lasting effects) are rows of
 * their own. */
static const struct
{
  const char *words;
  gboolean (*read) (P *p);
} ufs_verbs[] = {
  { "draw", verb_draw },     { "gain", verb_gain },       { "lose", verb_lose },
  { "deal", verb_deal },     { "discard", verb_discard }, { "flip", verb_flip },
  { "ready", verb_ready },   { "commit", verb_commit },   { "destroy", verb_destroy },
  { "remove", verb_remove }, { "seal", verb_seal },       { "freeze", verb_freeze },
  { "choose", verb_choose }, { "add", verb_add },         { "search your deck for", verb_search },
  { "take", verb_take },
  { "switch", ut_switch_values },
  { "name", ut_named_name },
};

/* Imperative verbs: "draw 1 card", "gain 2 vitality", ... */
static gboolean
verb (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (ufs_verbs); i++)
    if (ut_accept (p, ufs_verbs[i].words))
      return ufs_verbs[i].read (p);
  return ut_fail (p, "effect", 2);
}

/* "Both players VERB ...": the same instruction for each player, the
 * controller's first (UFS's discard, lose and momentum are one player's;
 * vitality at 0 is looked at only when the effect is done, E.2.1). */
static gboolean
both_players (P *p)
{
  static const char *const froms[][2] = { { "deck", "deck-top" },
                                          { "discard pile", "discard-top" } };
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (ut_accept (p, "draw"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
        return ut_fail (p, "effect: both players", 3);
      n = ut_node_add (e, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "each";
      return TRUE;
    }
  if (ut_accept (p, "discard"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
        return ut_fail (p, "effect: both players", 3);
      ut_accept (p, "from their hand");
      for (guint i = 0; i < 2; i++)
        {
          n = ut_node_add (e, UFS_NODE_DISCARD);
          n->amount = k;
          n->player = i == 0 ? "you" : "opponent";
          n->from = "hand";
        }
      return TRUE;
    }
  if (ut_peek (p, "lose") || ut_peek (p, "gain"))
    {
      gboolean gain = ut_accept (p, "gain");

      if (!gain)
        ut_accept (p, "lose");
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_accept (p, "vitality"))
        return ut_fail (p, "effect: both players", 3);
      for (guint i = 0; i < 2; i++)
        {
          n = ut_node_add (e, gain ? UFS_NODE_GAIN : UFS_NODE_LOSE);
          n->amount = k;
          n->player = i == 0 ? "you" : "opponent";
        }
      return TRUE;
    }
  /* D.4.2: "add the top card of their deck to their momentum" */
  if (ut_accept (p, "add the top"))
    {
      if (!ut_amount (p, &k))
        k = 1;
      if (k == UFS_TEXT_X || !ut_card_word (p) || !ut_accept (p, "of their"))
        return ut_fail (p, "effect: both players: add the top", 4);
      for (guint f = 0; f < G_N_ELEMENTS (froms); f++)
        if (ut_accept (p, froms[f][0]))
          {
            if (!ut_accept (p, "to their momentum"))
              break;
            for (guint i = 0; i < 2; i++)
              {
                n = ut_node_add (e, UFS_NODE_MOMENTUM);
                n->from = froms[f][1];
                n->amount = k;
                n->player = i == 0 ? NULL : "opponent";
              }
            return TRUE;
          }
      return ut_fail (p, "effect: both players: add the top", 4);
    }
  return ut_fail (p, "effect: both players", 3);
}

/* E.4.7.2.3: "Choose 1 card in your card pool. That card does not count
 * towards progressive difficulty [for the rest of this turn].", or after
 * a card added to a card pool: while it stays there, which is the rest of
 * the turn (F.3.1 clears the card pools before the turn ends). A card
 * chosen anywhere else is not read. */
gboolean
ut_chosen_uncounted (P *p)
{
  const UfsNode *last = &g_array_index (p->ab->effect, UfsNode, p->ab->effect->len - 1);
  gboolean pool = (last->kind == UFS_NODE_CHOOSE && last->zone != NULL &&
                   strcmp (last->zone, "card-pool") == 0) ||
                  (last->kind == UFS_NODE_ADD_TO_CARD_POOL && last->target != NULL &&
                   strcmp (last->target, "it") == 0);

  ut_accept (p, "that card does not count");
  if (!ut_accept (p, "towards") && !ut_accept (p, "toward"))
    return ut_fail (p, "effect: that card does not count", 3);
  ut_accept (p, "the");
  if (!ut_accept (p, "progressive difficulty"))
    return ut_fail (p, "effect: that card does not count", 3);
  if (!pool)
    return ut_fail_text (p, "effect: that card does not count",
                         "a card chosen outside a card pool");
  if (!ut_accept (p, "for the rest of this turn"))
    ut_accept (p, "during this turn");
  ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE)->target = "it";
  return TRUE;
}

/* "Each player discards N card(s) [from their hand]", "Each player loses
 * (gains) N vitality": one instruction for each player, the
 * controller's first, as for "both players". */
static gboolean
each_player (P *p)
{
  UfsNode *n;
  gint k;

  ut_accept (p, "each player");
  if (ut_accept (p, "discards"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_card_word (p))
        return ut_fail (p, "effect: each player discards", 3);
      ut_accept (p, "from their hand");
      for (guint i = 0; i < 2; i++)
        {
          n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD);
          n->amount = k;
          n->player = i == 0 ? "you" : "opponent";
          n->from = "hand";
        }
      return TRUE;
    }
  {
    gboolean gain = ut_accept (p, "gains");

    if (!gain)
      ut_accept (p, "loses");
    if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_accept (p, "vitality"))
      return ut_fail (p, "effect: each player", 3);
    for (guint i = 0; i < 2; i++)
      {
        n = ut_node_add (p->ab->effect, gain ? UFS_NODE_GAIN : UFS_NODE_LOSE);
        n->amount = k;
        n->player = i == 0 ? "you" : "opponent";
      }
    return TRUE;
  }
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
  if (ut_vocab_clause (p, &go_on))
    return go_on;
  /* forms few cards print (ufs-text-chars.c) */
  if (ut_chars_clause (p, &go_on))
    return go_on;
  /* "it deals no damage" after a block, "discard it from the card pool
   * after it resolves", "This card is considered a foundation with a
   * blank text box" (ufs-text-cond5.c) */
  if (ut_cond5_no_damage (p, &go_on) || ut_cond5_discard_it (p, &go_on) ||
      ut_cond5_self_blank (p, &go_on) || ut_cond5_no_reversal (p, &go_on))
    return go_on;
  /* multiple copies, a keyword lost, "turn" (ufs-text-copies.c) */
  if (ut_copies_clause (p, &go_on))
    return go_on;
  if (ut_cancel_ahead (p))
    return ut_cancel_clause (p);
  /* the players as subjects, and what they choose (ufs-text-player.c) */
  if (ut_player_clause (p, &go_on))
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
  if (ut_accept (p, "both players") ||
      (p->both && (ut_peek (p, "draw") || ut_peek (p, "discard") || ut_peek (p, "lose") ||
                   ut_peek (p, "gain") || ut_peek (p, "add the top"))))
    {
      p->both = TRUE;
      return both_players (p);
    }
  p->both = FALSE;
  /* "Each player discards 1 card (loses 2 vitality)": as "both players
   * discard (lose)" */
  if (ut_peek (p, "each player discards") || ut_peek (p, "each player loses") ||
      ut_peek (p, "each player gains"))
    return each_player (p);
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
  /* "that check gets +2": the check a response answers (ufs-text-amount.c) */
  if (ut_amount_this_check (p, &go_on))
    return go_on;
  /* "it": the attack the After condition names */
  if (p->it_attack != NULL && !p->chosen && (ut_peek (p, "it gets") || ut_peek (p, "it gains")))
    {
      ut_accept (p, "it");
      return gets (p, p->it_attack, FALSE, FALSE);
    }
  /* "that attack gets": the attack played (ufs-text-that.c) */
  if (ut_that_attack (p))
    return gets (p, p->it_attack, FALSE, FALSE);
  /* "That card is considered a foundation with a blank text box" (D.2.2.2) */
  if (ut_that_blank (p))
    return TRUE;
  if (ut_peek (p, "this attack") || ut_peek (p, "your") || ut_peek (p, "their") ||
      (ut_peek (p, "this") && attack_trait (p, 1) != NULL))
    {
      if (next_check (p))
        return TRUE;
      if (p->reason != NULL)
        return FALSE;
      target = ut_attack_target (p, &next);
      if (target == NULL)
        return FALSE;
      /* "with a printed damage of 3 or less": ufs-text-amount.c */
      {
        gboolean tested;

        if (!ut_amount_printed_filter (p, target, next, &tested))
          return FALSE;
        if (tested)
          {
            if (!gets (p, target, next, FALSE))
              return FALSE;
            ut_node_add (p->ab->effect, UFS_NODE_END);
            return TRUE;
          }
      }
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
  /* "That card does not count towards progressive difficulty" */
  if (p->chosen && ut_peek (p, "that card does not count"))
    return ut_chosen_uncounted (p);
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
      if (!clause (p) || !ut_amount_verb_each (p))
        return FALSE;
      /* "discard 1 card and then draw 1 card": one after the other, as
       * "then"; not after "both players", whose second verb is not read
       * for both in every form */
      if ((!p->both && (ut_accept (p, ", and then") || ut_accept (p, "and then"))) ||
          ut_accept (p, ", then") ||
          ut_accept (p, ", and") || ut_accept (p, "then") || ut_accept (p, "and"))
        continue;
      if (ut_peek (p, ",") && !ut_peek (p, ", then"))
        {
          ut_accept (p, ",");
          continue;
        }
      return TRUE;
    }
}

/* The opponent's verb @words ("discards", "loses", ...: the third-person
 * form) read after its words were, the opponent being the subject:
 * "they discard 1 card" (ufs-text-player.c). */
gboolean
ut_opponent_verb_read (P *p, const char *words)
{
  p->opponent = TRUE;
  if (strcmp (words, "gains") == 0)
    return vitality (p, TRUE, "opponent");
  if (strcmp (words, "loses") == 0)
    return vitality (p, FALSE, "opponent");
  for (guint i = 0; i < G_N_ELEMENTS (ufs_opponent_verbs); i++)
    if (strcmp (ufs_opponent_verbs[i].words, words) == 0)
      return ufs_opponent_verbs[i].read (p);
  return ut_fail (p, "effect: your opponent", 3);
}
