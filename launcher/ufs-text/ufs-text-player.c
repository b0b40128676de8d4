/* ufs-text-player.c: the players as subjects and the choices they make:
 * "your opponent destroys 1 foundation", "they discard 1 card" (the
 * opponent named before), "both players discard 2 momentum", "both
 * players may draw 1 card", "seal this attack", "look at the top card of
 * your deck. You may discard it."
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* Does the ability name the opponent before the current token, and no
 * other group of players ("both players", "each player")? Then "they"
 * before a player's verb is the opponent. */
static gboolean
opponent_named_before (const P *p)
{
  gboolean opponent = p->ab->when_player != NULL && strcmp (p->ab->when_player, "opponent") == 0;

  for (guint i = 0; i < p->pos; i++)
    {
      const UfsTok *t = &g_array_index (p->toks, UfsTok, i);

      if (t->kind != UFS_TOK_WORD)
        continue;
      if (strcmp (t->text, "opponent") == 0 || strcmp (t->text, "opponent's") == 0)
        opponent = TRUE;
      if (strcmp (t->text, "players") == 0 || strcmp (t->text, "player") == 0 ||
          strcmp (t->text, "player's") == 0 || strcmp (t->text, "players'") == 0)
        return FALSE;
    }
  return opponent;
}

/* "destroys N [ready, committed, face down] foundation(s) [in their
 * staging area]", "destroys N of their [...] foundations": the opponent
 * destroys their own foundations, of their choice (K.4.1). */
static gboolean
opp_destroys (P *p)
{
  const char *state = NULL;
  gboolean down = FALSE, of = FALSE;
  UfsNode *n;
  gint k;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X)
    return ut_fail (p, "effect: your opponent destroys", 4);
  of = ut_accept (p, "of their");
  if (ut_accept (p, "face down"))
    down = TRUE;
  else if (ut_accept (p, "ready"))
    state = "ready";
  else if (ut_accept (p, "committed"))
    state = "committed";
  /* "ready face up foundation": no test of a face-up card */
  if (!ut_foundation_word (p))
    return ut_fail (p, "effect: your opponent destroys", 4);
  if (!of)
    ut_accept (p, "in their staging area");
  if (ut_peek (p, "for each") || ut_peek (p, "with") || ut_peek (p, "that"))
    return ut_fail (p, "effect: your opponent destroys", 4);
  n = ut_node_add (p->ab->effect, UFS_NODE_DESTROY_FOUNDATIONS);
  n->amount = k;
  n->player = "opponent";
  if (down)
    n->zone = "down";
  n->types = state;
  return TRUE;
}

/* "discards 1 of their momentum": as "discards 1 momentum" (D.4.2.3) */
static gboolean
opp_discards_of_momentum (P *p)
{
  UfsNode *n;
  gint k;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_accept (p, "of their momentum"))
    return ut_fail (p, "effect: your opponent discards", 4);
  n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD_MOMENTUM);
  n->amount = k;
  n->player = "opponent";
  return TRUE;
}

/* The opponent's verbs this part reads after "your opponent" (or
 * "they"), with the third-person form the other readers know. A
 * plural form ("they discard", and the misprinted "your opponent discard")
 * is read as its singular. */
static const struct
{
  const char *words;    /* as printed */
  const char *singular; /* the reader of ufs-text-effect.c, or NULL: read here */
  gboolean (*read) (P *p);
} ufs_player_verbs[] = {
  { "destroys", NULL, opp_destroys }, { "destroy", NULL, opp_destroys },
  { "discard", "discards", NULL },    { "draw", "draws", NULL },
  { "commit", "commits", NULL },      { "flip", "flips", NULL },
  { "take", "takes", NULL },          { "add the top", "adds the top", NULL },
  { "gain", "gains", NULL },          { "lose", "loses", NULL },
};

/* One of the verbs above, the opponent being the subject. */
static gboolean
opponent_verb (P *p, gboolean *ok)
{
  /* D.4.2.3: "discards their entire momentum": as many as they have, counted
   * as the instruction executes */
  if (ut_peek (p, "discards their entire momentum") || ut_peek (p, "discard their entire momentum"))
    {
      UfsNode *n;

      p->pos += 4;
      n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD_MOMENTUM);
      n->expr = "count(momentum, opponent)";
      n->player = "opponent";
      p->opponent = TRUE;
      *ok = TRUE;
      return TRUE;
    }
  if (ut_peek (p, "discards N of their momentum"))
    {
      ut_accept (p, "discards");
      *ok = opp_discards_of_momentum (p);
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (ufs_player_verbs); i++)
    if (ut_peek (p, ufs_player_verbs[i].words))
      {
        gboolean plural = ufs_player_verbs[i].singular != NULL ||
                          strcmp (ufs_player_verbs[i].words, "destroy") == 0;

        ut_accept (p, ufs_player_verbs[i].words);
        p->opponent = TRUE;
        if (ufs_player_verbs[i].read != NULL)
          *ok = ufs_player_verbs[i].read (p);
        else
          *ok = ut_opponent_verb_read (p, ufs_player_verbs[i].singular);
        /* "they discard 1 card and lose 2 vitality": the next verb in the
         * plural would be read as yours */
        if (*ok && plural)
          for (guint j = 0; j < G_N_ELEMENTS (ufs_player_verbs); j++)
            {
              g_autofree char *and = g_strdup_printf ("and %s", ufs_player_verbs[j].words);
              g_autofree char *then = g_strdup_printf ("then %s", ufs_player_verbs[j].words);
              g_autofree char *comma = g_strdup_printf (", %s", ufs_player_verbs[j].words);

              if (ut_peek (p, and) || ut_peek (p, then) || ut_peek (p, comma))
                *ok = ut_fail (p, "effect: they: and", 4);
            }
        return TRUE;
      }
  return FALSE;
}

/* "Both players VERB": the forms ufs-text-effect.c does not read, one
 * instruction for each player, the controller's first. */
static gboolean
both_players (P *p, gboolean *ok)
{
  GArray *e = p->ab->effect;
  guint pos = p->pos;
  gint k;

  if (!ut_accept (p, "both players") && !p->both)
    return FALSE;
  /* D.4.2.3: "discard 2 momentum", each their own */
  if (ut_peek (p, "discard N momentum"))
    {
      ut_accept (p, "discard");
      ut_amount (p, &k);
      ut_accept (p, "momentum");
      for (guint i = 0; i < 2; i++)
        {
          UfsNode *n = ut_node_add (e, UFS_NODE_DISCARD_MOMENTUM);

          n->amount = k;
          n->player = i == 0 ? "you" : "opponent";
        }
      p->both = TRUE;
      *ok = TRUE;
      return TRUE;
    }
  /* "discard their entire momentum": each all of theirs */
  if (ut_accept (p, "discard their entire momentum"))
    {
      for (guint i = 0; i < 2; i++)
        {
          UfsNode *n = ut_node_add (e, UFS_NODE_DISCARD_MOMENTUM);

          n->expr = i == 0 ? "count(momentum)" : "count(momentum, opponent)";
          n->player = i == 0 ? "you" : "opponent";
        }
      p->both = TRUE;
      *ok = TRUE;
      return TRUE;
    }
  /* "discard the top [N] card(s) of their deck" */
  if (ut_accept (p, "discard the top"))
    {
      if (!ut_amount (p, &k))
        k = 1;
      if (k == UFS_TEXT_X || !ut_card_word (p) || !ut_accept (p, "of their deck"))
        {
          *ok = ut_fail (p, "effect: both players: discard the top", 4);
          return TRUE;
        }
      for (guint i = 0; i < 2; i++)
        {
          UfsNode *n = ut_node_add (e, UFS_NODE_DISCARD);

          n->amount = k;
          n->from = "deck-top";
          n->player = i == 0 ? "you" : "opponent";
        }
      p->both = TRUE;
      *ok = TRUE;
      return TRUE;
    }
  /* H.4.3, K.4.1: "commit (destroy) N foundation(s)": each player their
   * own, of their choice */
  if (ut_peek (p, "commit N foundation") || ut_peek (p, "commit N foundations") ||
      ut_peek (p, "destroy N foundation") || ut_peek (p, "destroy N foundations") ||
      ut_peek (p, "commit N of their foundations") || ut_peek (p, "destroy N of their foundations"))
    {
      gboolean commit = ut_accept (p, "commit");

      if (!commit)
        ut_accept (p, "destroy");
      ut_amount (p, &k);
      /* "1 of their foundations": the same, said of each player's own */
      if (!ut_accept (p, "of their foundations"))
        ut_foundation_word (p);
      if (ut_peek (p, "for each") || ut_peek (p, "with") || ut_peek (p, "that"))
        {
          *ok = ut_fail (p, "effect: both players", 4);
          return TRUE;
        }
      for (guint i = 0; i < 2; i++)
        {
          UfsNode *n =
              ut_node_add (e, commit ? UFS_NODE_COMMIT_FOUNDATIONS : UFS_NODE_DESTROY_FOUNDATIONS);

          n->amount = k;
          n->player = i == 0 ? "you" : "opponent";
        }
      p->both = TRUE;
      *ok = TRUE;
      return TRUE;
    }
  /* K.3.5: "may draw N card(s)": each player says yes or no for their own */
  if (ut_peek (p, "may draw N card") || ut_peek (p, "may draw N cards"))
    {
      ut_accept (p, "may draw");
      ut_amount (p, &k);
      ut_card_word (p);
      for (guint i = 0; i < 2; i++)
        {
          const char *who = i == 0 ? "you" : "opponent";
          UfsNode *n;

          ut_node_add (e, UFS_NODE_MAY)->player = who;
          n = ut_node_add (e, UFS_NODE_DRAW);
          n->amount = k;
          n->player = who;
          ut_node_add (e, UFS_NODE_END);
        }
      /* "and ..." after it would be read outside the choice */
      if (!ut_at_end (p) && !ut_peek (p, "."))
        {
          *ok = ut_fail (p, "effect: both players may", 4);
          return TRUE;
        }
      *ok = TRUE;
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* "seal (freeze) this attack (your attack, your opponent's attack, your
 * [opponent's] character, it)" (K.4.3, K.4.5): one card named, not
 * chosen. */
static gboolean
seal_named (P *p, gboolean *ok)
{
  static const char *const characters[][2] = {
    { "your opponent's character", "opponent-character" },
    { "your character", "your-character" },
  };
  UfsNodeKind kind;
  const char *target = NULL;
  guint pos = p->pos;

  if (ut_accept (p, "seal"))
    kind = UFS_NODE_SEAL;
  else if (ut_accept (p, "freeze"))
    kind = UFS_NODE_FREEZE;
  else
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (characters) && target == NULL; i++)
    if (ut_accept (p, characters[i][0]))
      target = characters[i][1];
  if (target == NULL && p->it_attack != NULL && !p->chosen && ut_peek (p, "it"))
    {
      ut_accept (p, "it");
      target = p->it_attack;
    }
  /* "add 1 attack from your discard pile to your card pool and seal it":
   * the card chosen and moved (K.3.21); a frozen card there (K.4.5) is
   * not read */
  if (target == NULL && kind == UFS_NODE_SEAL && ut_peek (p, "it") && p->ab->effect->len > 0)
    {
      const UfsNode *last = &g_array_index (p->ab->effect, UfsNode, p->ab->effect->len - 1);

      if (last->kind == UFS_NODE_ADD_TO_CARD_POOL && last->target != NULL &&
          strcmp (last->target, "it") == 0)
        {
          ut_accept (p, "it");
          target = "it";
        }
    }
  if (target == NULL && (ut_peek (p, "this attack") || ut_peek (p, "your attack") ||
                         ut_peek (p, "your opponent's attack")))
    {
      gboolean next = FALSE;

      target = ut_attack_target (p, &next);
      if (target == NULL)
        {
          *ok = FALSE;
          return TRUE;
        }
      if (next || p->filter != NULL)
        {
          *ok = ut_fail_text (p, "effect: seal or freeze", "a next or filtered attack");
          return TRUE;
        }
    }
  if (target == NULL)
    {
      p->pos = pos;
      return FALSE;
    }
  /* "seal your opponent's character and commit it": "it" not read */
  if (ut_peek (p, "and commit it") || ut_peek (p, "and ready it") || ut_peek (p, "and destroy it"))
    {
      *ok = ut_fail (p, "effect: seal or freeze: and", 4);
      return TRUE;
    }
  ut_node_add (p->ab->effect, kind)->target = target;
  *ok = TRUE;
  return TRUE;
}

/* "You may discard it" after "Look at (Reveal) the top card of your deck":
 * the card seen is the top card still, so discarding it is discarding
 * the top card of the deck (K.3.5: the player says yes or no). Read only
 * when the look (reveal) and the "may" are the last instructions, outside
 * any condition: otherwise the top card may not be the one seen. */
static gboolean
discard_seen (P *p, gboolean *ok)
{
  GArray *e = p->ab->effect;
  const UfsNode *shown, *may;
  gint depth = 0;
  UfsNode *n;

  if (!ut_peek (p, "discard it"))
    return FALSE;
  if (e->len < 2)
    return FALSE;
  shown = &g_array_index (e, UfsNode, e->len - 2);
  may = &g_array_index (e, UfsNode, e->len - 1);
  if (may->kind != UFS_NODE_MAY || strcmp (may->player, "you") != 0 ||
      (shown->kind != UFS_NODE_LOOK && shown->kind != UFS_NODE_REVEAL) || shown->zone == NULL ||
      strcmp (shown->zone, "deck") != 0 || shown->amount != 1 || shown->player == NULL ||
      strcmp (shown->player, "you") != 0)
    return FALSE;
  for (guint i = 0; i + 2 < e->len; i++)
    {
      UfsNodeKind k = g_array_index (e, UfsNode, i).kind;

      if (k == UFS_NODE_END)
        depth--;
      else if (k == UFS_NODE_IF || k == UFS_NODE_UNLESS || k == UFS_NODE_EITHER ||
               k == UFS_NODE_OPTION || k == UFS_NODE_DELAYED || k == UFS_NODE_MAY ||
               k == UFS_NODE_ELSE)
        depth++;
    }
  if (depth != 0)
    return FALSE;
  ut_accept (p, "discard it");
  n = ut_node_add (e, UFS_NODE_DISCARD);
  n->amount = 1;
  n->from = "deck-top";
  n->player = "you";
  *ok = TRUE;
  return TRUE;
}

/* "destroy (commit) 1 of their foundations", the opponent named before:
 * as "... 1 of your opponent's foundations" (K.2.4: you choose). */
static gboolean
their_foundation (P *p, gboolean *ok)
{
  UfsNode *n;

  if (!ut_peek (p, "destroy 1 of their foundations") &&
      !ut_peek (p, "commit 1 of their foundations"))
    return FALSE;
  if (!opponent_named_before (p))
    return FALSE;
  if (ut_accept (p, "destroy 1 of their foundations"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
      n->zone = "staging";
      n->player = "opponent";
      n->filter = "type=foundation";
      ut_node_add (p->ab->effect, UFS_NODE_DESTROY)->target = "it";
    }
  else
    {
      ut_accept (p, "commit 1 of their foundations");
      n = ut_node_add (p->ab->effect, UFS_NODE_COMMIT_FOUNDATIONS);
      n->amount = 1;
      n->player = "opponent";
      n->who = "you";
    }
  if (ut_peek (p, "with") || ut_peek (p, "that"))
    {
      *ok = ut_fail (p, "effect: their foundations", 4);
      return TRUE;
    }
  *ok = TRUE;
  return TRUE;
}

/* "destroy N of your opponent's foundations", "destroy N non-character
 * cards in your opponent's staging area" (K.4.1, K.2.4), N of 2 or 3: one
 * card chosen and destroyed, N times over; a card destroyed is no longer
 * there to be chosen again. */
static gboolean
destroy_several (P *p, gboolean *ok)
{
  static const struct
  {
    const char *words;
    const char *filter;
  } kinds[] = {
    { "of your opponent's foundations", "type=foundation" },
    { "foundations in your opponent's staging area", "type=foundation" },
    { "non-character cards in your opponent's staging area", "type!=character" },
  };
  guint pos = p->pos;
  const UfsTok *t = ut_tok (p, 1);

  static const char *const names[] = { "first", "second", "third" };

  /* each card chosen is a name of its own (at most 4 an ability) */
  if (!ut_peek (p, "destroy N") || t->num < 2 || t->num > 3)
    return FALSE;
  for (guint i = 0; i < p->ab->effect->len; i++)
    if (g_array_index (p->ab->effect, UfsNode, i).kind == UFS_NODE_CHOOSE)
      return FALSE;
  p->pos += 2;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (ut_accept (p, kinds[i].words))
      {
        if (ut_peek (p, "with") || ut_peek (p, "that"))
          {
            *ok = ut_fail (p, "effect: destroy", 4);
            return TRUE;
          }
        for (gint k = 0; k < t->num; k++)
          {
            UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);

            n->zone = "staging";
            n->player = "opponent";
            n->filter = kinds[i].filter;
            n->target = names[k];
            ut_node_add (p->ab->effect, UFS_NODE_DESTROY)->target = names[k];
          }
        *ok = TRUE;
        return TRUE;
      }
  p->pos = pos;
  return FALSE;
}

/* "ready N foundation(s) [in your staging area] [that has (have) not been
 * readied this Combat Phase]": the player's own committed foundations,
 * chosen one at a time (C.1.3: a ready card cannot be readied). */
static gboolean
ready_foundations (P *p, gboolean *ok)
{
  static const char *const fresh[] = {
    "that has not been readied this combat phase",
    "that have not been readied this combat phase",
    "that hasn't been readied this combat phase",
    "that haven't been readied this combat phase",
  };
  guint pos = p->pos;
  UfsNode *n;
  gint k;

  if (ut_peek (p, "ready all foundations"))
    {
      /* "ready all foundations [in your staging area]": as many as there
       * are, one at a time until none is left to ready */
      ut_accept (p, "ready all foundations");
      ut_accept (p, "in your staging area");
      n = ut_node_add (p->ab->effect, UFS_NODE_READY_FOUNDATIONS);
      n->expr = "count(foundations)";
    }
  else if (ut_peek (p, "ready N of your foundations"))
    {
      /* "ready 1 of your foundations" (K.2.6: those of the staging area) */
      ut_accept (p, "ready");
      ut_amount (p, &k);
      ut_accept (p, "of your foundations");
      n = ut_node_add (p->ab->effect, UFS_NODE_READY_FOUNDATIONS);
      n->amount = k;
    }
  else if (ut_peek (p, "ready N foundation") || ut_peek (p, "ready N foundations"))
    {
      ut_accept (p, "ready");
      ut_amount (p, &k);
      ut_foundation_word (p);
      ut_accept (p, "in your staging area");
      n = ut_node_add (p->ab->effect, UFS_NODE_READY_FOUNDATIONS);
      n->amount = k;
    }
  else
    {
      /* "ready 1 card (non-character card, asset) [in your staging area]":
       * your committed cards of that kind (the character is a card there) */
      static const char *const kinds[][2] = {
        { "card", "any" },       { "cards", "any" },
        { "non-character card", "non-character" }, { "non-character cards", "non-character" },
        { "asset", "assets" },   { "assets", "assets" },
      };
      const char *cards = NULL;

      if (!ut_accept (p, "ready") || !ut_amount (p, &k) || k == UFS_TEXT_X)
        {
          p->pos = pos;
          return FALSE;
        }
      for (guint i = 0; i < G_N_ELEMENTS (kinds) && cards == NULL; i++)
        if (ut_accept (p, kinds[i][0]))
          cards = kinds[i][1];
      if (cards == NULL)
        {
          p->pos = pos;
          return FALSE;
        }
      ut_accept (p, "in your staging area");
      n = ut_node_add (p->ab->effect, UFS_NODE_READY_CARDS);
      n->amount = k;
      n->filter = cards;
    }
  for (guint i = 0; i < G_N_ELEMENTS (fresh); i++)
    if (ut_accept (p, fresh[i]))
      n->types = "true";
  /* another filter ("with a difficulty of 2 or less"), another time ("this
   * turn") */
  if (ut_peek (p, "that") || ut_peek (p, "with") || ut_peek (p, "this"))
    {
      p->pos = pos;
      *ok = ut_fail (p, "effect: ready", 5);
      return TRUE;
    }
  *ok = TRUE;
  return TRUE;
}


/* K.2.4: "N card(s) (non-character card(s)) in your opponent's staging
 * area" (@theirs: "in their staging area", the opponent committing their
 * own), after "commit" or "commits": any ready card there (the starting
 * character too), or any but the characters; a committed card is not
 * offered (C.1.4). */
static gboolean
commit_cards_read (P *p, gboolean theirs, gboolean *ok)
{
  static const struct
  {
    const char *words;
    const char *cards;
  } kinds[] = {
    { "non-character card", "non-character" },
    { "non-character cards", "non-character" },
    { "card", "any" },
    { "cards", "any" },
  };
  /* the staging area holds foundations, assets and characters (an attack
   * or action card there is discarded at once, E.2.7): "N of your
   * opponent's assets or foundations" are its non-character cards */
  static const char *const of_words[] = {
    "of your opponent's assets or foundations",
    "of your opponent's foundations or assets",
    "of your opponent's non-character cards",
    "of their assets or foundations",
  };
  guint pos = p->pos;
  gint k;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X)
    {
      p->pos = pos;
      return FALSE;
    }

  for (guint i = 0; !theirs && i < G_N_ELEMENTS (of_words); i++)
    if (ut_peek (p, of_words[i]) && (i < 3 || opponent_named_before (p)))
      {
        UfsNode *n;

        ut_accept (p, of_words[i]);
        if (ut_peek (p, "with") || ut_peek (p, "that") || ut_peek (p, "for each") ||
            ut_peek (p, "and freeze it") || ut_peek (p, "and seal it"))
          {
            *ok = ut_fail (p, "effect: commit cards", 4);
            return TRUE;
          }
        n = ut_node_add (p->ab->effect, UFS_NODE_COMMIT_CARDS);
        n->amount = k;
        n->player = "opponent";
        n->who = "you";
        n->filter = "non-character";
        *ok = TRUE;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      guint at = p->pos;

      if (ut_accept (p, kinds[i].words) &&
          ut_accept (p, theirs ? "in their staging area" : "in your opponent's staging area"))
        {
          UfsNode *n;

          /* "with a printed difficulty of X or less", "that ...": not read */
          if (ut_peek (p, "with") || ut_peek (p, "that") || ut_peek (p, "for each") ||
              ut_peek (p, "and freeze it") || ut_peek (p, "and seal it"))
            {
              *ok = ut_fail (p, "effect: commit cards", 4);
              return TRUE;
            }
          n = ut_node_add (p->ab->effect, UFS_NODE_COMMIT_CARDS);
          n->amount = k;
          n->player = "opponent";
          n->who = theirs ? NULL : "you";
          n->filter = kinds[i].cards;
          *ok = TRUE;
          return TRUE;
        }
      p->pos = at;
    }
  p->pos = pos;
  return FALSE;
}

/* "commit 1 card (non-character card) in your opponent's staging area" */
static gboolean
commit_cards (P *p, gboolean *ok)
{
  guint pos = p->pos;

  if (!ut_accept (p, "commit"))
    return FALSE;
  if (commit_cards_read (p, FALSE, ok))
    return TRUE;
  p->pos = pos;
  return FALSE;
}

/* The last instruction (@back 1) or the one before it (2), or NULL. */
static const UfsNode *
last_node (const P *p, guint back)
{
  GArray *e = p->ab->effect;

  return e->len >= back ? &g_array_index (e, UfsNode, e->len - back) : NULL;
}

/* Is a card chosen as "it" in the effect already? */
static gboolean
it_chosen (const P *p)
{
  if (p->chosen)
    return TRUE;
  for (guint i = 0; i < p->ab->effect->len; i++)
    {
      const UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i);

      if (n->kind == UFS_NODE_CHOOSE && n->target == NULL)
        return TRUE;
    }
  return FALSE;
}

/* "seal (freeze) 1 card (non-character card) in your opponent's staging
 * area", "1 of your opponent's assets or foundations", "1 of your
 * opponent's foundation" (printed so): one card chosen (K.2.4) among
 * those its chooser can see, then sealed (K.4.3) or frozen (K.4.5). */
static gboolean
seal_chosen (P *p, gboolean *ok)
{
  static const struct
  {
    const char *words;
    const char *filter;
  } kinds[] = {
    { "1 card in your opponent's staging area", NULL },
    { "1 non-character card in your opponent's staging area", "type!=character" },
    { "1 of your opponent's assets or foundations", "type=asset|foundation" },
    { "1 of your opponent's foundations or assets", "type=asset|foundation" },
    { "1 of your opponent's foundation", "type=foundation" },
  };
  guint pos = p->pos;
  UfsNodeKind kind;

  if (ut_accept (p, "seal"))
    kind = UFS_NODE_SEAL;
  else if (ut_accept (p, "freeze"))
    kind = UFS_NODE_FREEZE;
  else
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (ut_accept (p, kinds[i].words))
      {
        UfsNode *n;

        if (it_chosen (p) || ut_peek (p, "with") || ut_peek (p, "that"))
          {
            p->pos = pos;
            *ok = ut_fail (p, "effect: seal or freeze", 5);
            return TRUE;
          }
        n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
        n->zone = "staging";
        n->player = "opponent";
        n->filter = kinds[i].filter;
        ut_node_add (p->ab->effect, kind)->target = "it";
        *ok = TRUE;
        return TRUE;
      }
  p->pos = pos;
  return FALSE;
}

/* "... seal 1 of your opponent's foundations and commit it": the card
 * just chosen and sealed (frozen) is committed too (C.1.4: a committed one
 * stays so). */
static gboolean
commit_sealed (P *p, gboolean *ok)
{
  const UfsNode *act = last_node (p, 1), *choice = last_node (p, 2);

  if (!ut_peek (p, "commit it") || act == NULL || choice == NULL)
    return FALSE;
  if ((act->kind != UFS_NODE_SEAL && act->kind != UFS_NODE_FREEZE) || act->target == NULL ||
      strcmp (act->target, "it") != 0 || choice->kind != UFS_NODE_CHOOSE || choice->target != NULL)
    return FALSE;
  ut_accept (p, "commit it");
  ut_node_add (p->ab->effect, UFS_NODE_COMMIT)->target = "it";
  *ok = TRUE;
  return TRUE;
}

/* "discard N of your opponent's momentum", "discard your opponent's
 * entire momentum" (D.4.2.3: no card of a momentum can be told from
 * another, so whoever picks them, the same is done) */
static gboolean
discard_their_momentum (P *p, gboolean *ok)
{
  UfsNode *n;
  gint k;

  if (ut_accept (p, "discard your opponent's entire momentum"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD_MOMENTUM);
      n->expr = "count(momentum, opponent)";
      n->player = "opponent";
      *ok = TRUE;
      return TRUE;
    }
  if (!ut_peek (p, "discard N of your opponent's momentum"))
    return FALSE;
  ut_accept (p, "discard");
  ut_amount (p, &k);
  ut_accept (p, "of your opponent's momentum");
  n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD_MOMENTUM);
  n->amount = k;
  n->player = "opponent";
  *ok = TRUE;
  return TRUE;
}

/* "discard N random card(s)": cards of your hand chosen by the game;
 * "discard the top N cards of both players' decks"; "discard the top
 * card of their deck" (the opponent named before) */
static gboolean
discard_more (P *p, gboolean *ok)
{
  guint pos = p->pos;
  UfsNode *n;
  gint k;

  if (ut_peek (p, "discard N random card") || ut_peek (p, "discard N random cards"))
    {
      ut_accept (p, "discard");
      ut_amount (p, &k);
      ut_accept (p, "random");
      ut_card_word (p);
      ut_accept (p, "from your hand");
      n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD_RANDOM);
      n->amount = k;
      n->player = "you";
      *ok = TRUE;
      return TRUE;
    }
  if (!ut_accept (p, "discard the top"))
    return FALSE;
  if (!ut_amount (p, &k))
    k = 1;
  if (k == UFS_TEXT_X || !ut_card_word (p))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "of both players' decks") || ut_accept (p, "of each player's deck"))
    {
      for (guint i = 0; i < 2; i++)
        {
          n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "deck-top";
          n->player = i == 0 ? "you" : "opponent";
        }
      *ok = TRUE;
      return TRUE;
    }
  if (ut_peek (p, "of their deck") && opponent_named_before (p))
    {
      ut_accept (p, "of their deck");
      n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD);
      n->amount = k;
      n->from = "deck-top";
      n->player = "opponent";
      *ok = TRUE;
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* "flip(s) N of their foundations", the opponent the subject (K.2.3:
 * they choose which of their face-up foundations) */
static gboolean
opp_flips_theirs (P *p, gboolean *ok)
{
  UfsNode *n;
  gint k;

  if (!ut_peek (p, "flips N of their foundations") && !ut_peek (p, "flip N of their foundations"))
    return FALSE;
  p->pos++;
  ut_amount (p, &k);
  ut_accept (p, "of their foundations");
  n = ut_node_add (p->ab->effect, UFS_NODE_FLIP_FOUNDATIONS);
  n->amount = k;
  n->player = "opponent";
  n->who = "player";
  p->opponent = TRUE;
  *ok = TRUE;
  return TRUE;
}

/* "... and lose 2 vitality" after the opponent's verb: a verb in the
 * plural would be read as yours. */
static gboolean
plural_follows (P *p)
{
  for (guint j = 0; j < G_N_ELEMENTS (ufs_player_verbs); j++)
    {
      g_autofree char *and = g_strdup_printf ("and %s", ufs_player_verbs[j].words);
      g_autofree char *then = g_strdup_printf ("then %s", ufs_player_verbs[j].words);
      g_autofree char *comma = g_strdup_printf (", %s", ufs_player_verbs[j].words);

      if (ut_peek (p, and) || ut_peek (p, then) || ut_peek (p, comma))
        return TRUE;
    }
  return FALSE;
}

/* The opponent the subject (after "your opponent [must]" or "they"):
 * "commits 1 card in their staging area" (they choose, K.2.3), "flips 1
 * of their foundations". */
static gboolean opponent_more_read (P *p, gboolean *ok);

static gboolean
opponent_more (P *p, gboolean *ok)
{
  if (!opponent_more_read (p, ok))
    return FALSE;
  if (*ok && plural_follows (p))
    *ok = ut_fail (p, "effect: they: and", 4);
  return TRUE;
}

static gboolean
opponent_more_read (P *p, gboolean *ok)
{
  guint pos = p->pos;

  if (opp_flips_theirs (p, ok))
    return TRUE;
  /* "they reveal their hand" (C.2.1.2: public until the effect completes) */
  if (ut_accept (p, "reveals their hand") || ut_accept (p, "reveal their hand"))
    {
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_REVEAL);

      n->zone = "hand";
      n->player = "opponent";
      n->amount = 0;
      p->opponent = TRUE;
      *ok = TRUE;
      return TRUE;
    }
  /* "they must choose and destroy 1 foundation in their staging area":
   * as "they destroy 1 foundation" (K.2.3, K.4.1) */
  if (ut_accept (p, "chooses and destroys") || ut_accept (p, "choose and destroy"))
    {
      p->opponent = TRUE;
      *ok = opp_destroys (p);
      return TRUE;
    }
  if (ut_accept (p, "commits") || ut_accept (p, "commit"))
    {
      if (commit_cards_read (p, TRUE, ok))
        {
          p->opponent = TRUE;
          return TRUE;
        }
    }
  p->pos = pos;
  return FALSE;
}

/* "Your opponent may not play enhances (enhance abilities printed on
 * foundations) during the rest of your attack's (this attack's) Enhance
 * Step." (E.4.1.3, K.3.12) in an enhance: enhance abilities are played in
 * the Enhance Step only, so the restriction lasts the attack under way. */
static gboolean
opponent_no_enhances (P *p, gboolean *ok)
{
  static const char *const whats[][2] = {
    { "enhance abilities printed on foundations", "foundation" },
    { "enhances printed on foundations", "foundation" },
    { "enhance abilities", NULL },
    { "enhances", NULL },
  };
  static const char *const whens[] = {
    "during the rest of your attack's enhance step",
    "during thie rest of your attack's enhance step",
    "during the rest of this attack's enhance step",
    "for the rest of this attack's enhance step",
    "for the rest of your attack's enhance step",
    "during this attack's enhance step",
    "during your attack's enhance step",
  };
  guint pos = p->pos;
  const char *card_type = NULL;
  gboolean found = FALSE;
  UfsNode *n;

  /* "your attack's" is the attack under way only where the enhance is
   * played on an attack of yours: the attack card's own, or [Your attack] */
  gboolean ours = strcmp (p->card->card_type, "attack") == 0 ||
                  (p->ab->limit != NULL && strstr (p->ab->limit, "your-attack") != NULL);

  if (strcmp (p->ab->type, "E") != 0 || !ut_accept (p, "your opponent may not play"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (whats) && !found; i++)
    if (ut_accept (p, whats[i][0]))
      {
        card_type = whats[i][1];
        found = TRUE;
      }
  if (found)
    {
      found = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (whens) && !found; i++)
        if (ut_accept (p, whens[i]))
          found = strstr (whens[i], "your attack") == NULL || ours;
    }
  if (!found)
    {
      p->pos = pos;
      return FALSE;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_FORBID_LASTING);
  n->stat = "ability";
  n->types = "E";
  n->filter = card_type;
  n->player = "opponent";
  n->until = "end-of-attack";
  *ok = TRUE;
  return TRUE;
}

gboolean
ut_player_clause (P *p, gboolean *ok)
{
  guint pos = p->pos;

  /* a continuous ability that fires nothing: none of these is a static
   * effect */
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    return FALSE;
  /* the opponent's verbs read here: "your opponent destroys 1
   * foundation", "they discard 1 card", "... and destroys 1 foundation" */
  if (opponent_no_enhances (p, ok))
    return TRUE;
  /* what a player may not do, what the opponent may (ufs-text-player3.c) */
  if (ut_player3_clause (p, ok))
    return TRUE;
  /* more of the opponent's verbs (ufs-text-player2.c) */
  if (ut_player2_clause (p, ok))
    return TRUE;
  if (ut_accept (p, "your opponent") || (p->opponent && ut_peek (p, "destroys")))
    {
      gboolean must = ut_accept (p, "must");

      if (opponent_more (p, ok))
        return TRUE;
      /* "your opponent must commit (flip, draw, ...)": the verbs of the
       * table, in the plural after "must" */
      if (ut_peek (p, "destroys") || ut_peek (p, "destroy") || ut_peek (p, "discard") ||
          ut_peek (p, "discards N of their momentum") ||
          ut_peek (p, "discards their entire momentum") || must)
        {
          if (opponent_verb (p, ok))
            return TRUE;
        }
      p->pos = pos;
    }
  if (ut_peek (p, "they") && opponent_named_before (p))
    {
      ut_accept (p, "they");
      /* "If it is your turn, they also discard 1 card": another
       * instruction, as any */
      ut_accept (p, "also");
      ut_accept (p, "must");
      if (ut_player3_they (p, ok) || opponent_more (p, ok))
        return TRUE;
      if (opponent_verb (p, ok))
        return TRUE;
      p->pos = pos;
    }
  if (both_players (p, ok))
    return TRUE;
  if (seal_named (p, ok))
    return TRUE;
  if (discard_seen (p, ok))
    return TRUE;
  if (their_foundation (p, ok))
    return TRUE;
  if (destroy_several (p, ok))
    return TRUE;
  if (ready_foundations (p, ok))
    return TRUE;
  if (commit_cards (p, ok))
    return TRUE;
  if (seal_chosen (p, ok))
    return TRUE;
  if (commit_sealed (p, ok))
    return TRUE;
  if (discard_their_momentum (p, ok))
    return TRUE;
  if (discard_more (p, ok))
    return TRUE;
  return FALSE;
}

/* "Your opponent may destroy N foundation(s) (lose N vitality, flip N
 * foundations) to cancel this ability (effect)." (H.3.3.4): what the
 * opponent may pay, as a cost of theirs (H.3.3.4.2): the payment program
 * is theirs, so "you" in it is the opponent. */
gboolean
ut_player_cancel_sentence (P *p)
{
  GArray *c = p->ab->cancel;
  guint pos = p->pos;
  UfsNode *n = NULL;
  gint k;

  if (c->len > 0 || !ut_accept (p, "your opponent may"))
    return FALSE;
  if (ut_accept (p, "destroy") && ut_amount (p, &k) && k != UFS_TEXT_X &&
      (ut_foundation_word (p) || ut_accept (p, "of their foundations")))
    n = ut_node_add (c, UFS_NODE_DESTROY_FOUNDATIONS);
  else if ((p->pos = pos + 3, ut_accept (p, "lose")) && ut_amount (p, &k) && k != UFS_TEXT_X &&
           ut_accept (p, "vitality"))
    {
      n = ut_node_add (c, UFS_NODE_LOSE);
      n->player = "you";
    }
  else if ((p->pos = pos + 3, ut_accept (p, "flip")) && ut_amount (p, &k) && k != UFS_TEXT_X &&
           ut_foundation_word (p))
    n = ut_node_add (c, UFS_NODE_FLIP_FOUNDATIONS);
  if (n == NULL ||
      (!ut_accept (p, "to cancel this ability") && !ut_accept (p, "to cancel this effect") &&
       !ut_accept (p, "to cancel the effect") && !ut_player2_to_cancel (p)))
    {
      g_array_set_size (c, 0);
      p->pos = pos;
      return FALSE;
    }
  n->amount = k;
  if (ut_accept (p, "and destroy this card"))
    p->ab->cancel_destroy = TRUE;
  return TRUE;
}
