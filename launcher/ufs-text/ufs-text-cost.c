/* ufs-text-cost.c: the bracketed limits of an ability (H.3.2) and its
 * costs (H.4), as printed before the colon.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- limits (H.3.2) ------------------------------------------------------------- */

gboolean
ut_set_limit (P *p, const char *limit)
{
  if (p->ab->limit != NULL && strcmp (p->ab->limit, limit) != 0)
    {
      g_autofree char *both = NULL;

      /* H.3.2.2: two limits combine ("[Your turn, once per turn]"); a
       * third is not read */
      if (strchr (p->ab->limit, ' ') != NULL)
        return ut_fail_text (p, "limit", "three limits together");
      both = g_strdup_printf ("%s %s", p->ab->limit, limit);
      p->ab->limit = g_intern_string (both);
      return TRUE;
    }
  p->ab->limit = limit;
  return TRUE;
}

static gboolean
set_zone (P *p, const char *zone)
{
  if (p->ab->zone != NULL)
    return ut_fail_text (p, "limit", "two zones");
  p->ab->zone = zone;
  return TRUE;
}

/* The bracketed limits: [Once per turn], [Your attack], [Discard], ... */
static const struct
{
  const char *words;
  const char *limit; /* or NULL */
  const char *zone;  /* or NULL */
} ufs_limits[] = {
  { "once per turn", "once-per-turn", NULL },
  { "once per game", "once-per-game", NULL },
  { "twice per turn", "twice-per-turn", NULL },
  { "your turn", "your-turn", NULL },
  { "your attack", "your-attack", NULL },
  { "your opponent's turn", "opponent-turn", NULL },
  { "opponent's turn", "opponent-turn", NULL },
  { "your opponent's attack", "opponent-attack", NULL },
  { "opponent's attack", "opponent-attack", NULL },
  { "once per enhance step", "once-per-enhance-step", NULL },
  { "enhance step", "enhance-step", NULL },
  { "discard pile", NULL, "discard" },
  { "discard", NULL, "discard" },
  { "card pool", NULL, "card-pool" },
  { "hand", NULL, "hand" },
  { "momentum", NULL, "momentum" },
};

static gboolean
limit_item (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (ufs_limits); i++)
    if (ut_accept (p, ufs_limits[i].words))
      return ufs_limits[i].limit ? ut_set_limit (p, ufs_limits[i].limit)
                                 : set_zone (p, ufs_limits[i].zone);
  return ut_fail (p, "limit", 4);
}

gboolean
ut_limits (P *p)
{
  while (ut_accept (p, "["))
    {
      do
        if (!limit_item (p))
          return FALSE;
      while (ut_accept (p, ","));
      if (!ut_accept (p, "]"))
        return ut_fail (p, "limit", 4);
    }
  return TRUE;
}

/* --- costs (H.4) ------------------------------------------------------------------ */

/* An amount comes next: a number, a, an, one, two, X. */
static gboolean
amount_ahead (P *p)
{
  static const char *const words[] = { "N", "a", "an", "one", "two", "three", "x" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (ut_peek (p, words[i]))
      return TRUE;
  return FALSE;
}

/* "N [face down] foundation(s)" after Destroy or Flip: foundations of
 * the player's own staging area, chosen as the cost is paid (K.4.1,
 * K.4.2). */
static gboolean
own_foundations (P *p, UfsNodeKind kind)
{
  UfsNode *n;
  gint k;
  gboolean down = FALSE;
  const char *state = NULL;

  if (!ut_amount (p, &k))
    return FALSE;
  if (k == UFS_TEXT_X)
    return ut_fail_text (p, "cost", "X foundations");
  if (kind == UFS_NODE_DESTROY_FOUNDATIONS)
    {
      down = ut_accept (p, "face down");
      if (!down)
        state = ut_accept (p, "ready") ? "ready" : ut_accept (p, "committed") ? "committed" : NULL;
    }
  if (!ut_foundation_word (p))
    return ut_fail (p, "cost: foundations", 3);
  n = ut_node_add (p->ab->cost, kind);
  n->amount = k;
  if (down)
    n->zone = "down";
  n->types = state;
  return TRUE;
}

/* The card one reveals from the hand, as a filter: "attack", "foundation
 * card", "Weapon attack", "Ally card", "card". NULL when not read. */
static const char *
hand_card_filter (P *p)
{
  static const char *const keywords[][2] = {
    { "kick", "Kick" },     { "punch", "Punch" }, { "slam", "Slam" },     { "throw", "Throw" },
    { "weapon", "Weapon" }, { "tech", "Tech" },   { "ranged", "Ranged" }, { "charge", "Charge" },
    { "fury", "Fury" },     { "ally", "Ally" },   { "taunt", "Taunt" },
  };
  static const char *const types[] = { "attack", "foundation", "action", "asset", "character" };
  const char *keyword = NULL, *type = NULL;
  g_autofree char *filter = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (keywords) && keyword == NULL; i++)
    if (ut_accept (p, keywords[i][0]))
      keyword = keywords[i][1];
  for (guint i = 0; i < G_N_ELEMENTS (types) && type == NULL; i++)
    if (ut_accept (p, types[i]))
      type = types[i];
  if (!ut_accept (p, "card") && type == NULL)
    return NULL;
  if (keyword != NULL && type != NULL)
    filter = g_strdup_printf ("keyword=%s, type=%s", keyword, type);
  else if (keyword != NULL)
    filter = g_strdup_printf ("keyword=%s", keyword);
  else if (type != NULL)
    filter = g_strdup_printf ("type=%s", type);
  else
    /* any card, of the player's choice */
    filter = g_strdup ("type=character|attack|action|asset|foundation");
  return g_intern_string (filter);
}

/* "Reveal your hand", "Reveal your momentum", "Reveal 1 attack from your
 * hand" (K.5.1, K.5.6). */
static gboolean
reveal_cost (P *p)
{
  UfsNode *n;
  const char *filter;
  gint k;

  for (guint i = 0; i < 2; i++)
    if (ut_accept (p, i == 0 ? "your hand" : "your momentum"))
      {
        n = ut_node_add (p->ab->cost, UFS_NODE_REVEAL_COST);
        n->zone = i == 0 ? "hand" : "momentum";
        return TRUE;
      }
  /* one card, of the player's choice */
  if (!ut_amount (p, &k) || k != 1)
    return ut_fail (p, "cost: reveal", 4);
  filter = hand_card_filter (p);
  if (filter == NULL || !(ut_accept (p, "from your hand") || ut_accept (p, "in your hand")))
    return ut_fail (p, "cost: reveal", 4);
  n = ut_node_add (p->ab->cost, UFS_NODE_REVEAL_COST);
  n->zone = "hand";
  n->filter = filter;
  return TRUE;
}

/* The costs that take cards of the staging area: chosen foundations may
 * be among them, which the check of E.4.1.1 does not follow; such costs
 * together are not read. */
static gboolean
staging_costs_apart (P *p)
{
  guint chosen = 0, others = 0;

  for (guint i = 0; i < p->ab->cost->len; i++)
    switch (g_array_index (p->ab->cost, UfsNode, i).kind)
      {
      case UFS_NODE_DESTROY_FOUNDATIONS:
      case UFS_NODE_FLIP_FOUNDATIONS:
        chosen++;
        break;
      case UFS_NODE_COMMIT:
      case UFS_NODE_COMMIT_FOUNDATIONS:
      case UFS_NODE_DESTROY:
      case UFS_NODE_REMOVE:
      case UFS_NODE_FLIP:
        others++;
        break;
      default:
        break;
      }
  if (chosen > 1 || (chosen == 1 && others > 0))
    return ut_fail_text (p, "cost", "chosen foundations with another cost on the staging area");
  return TRUE;
}

static gboolean
cost (P *p)
{
  GArray *c = p->ab->cost;
  UfsNode *n;
  gint k;

  if (ut_accept (p, "commit"))
    {
      if (ut_accept (p, "your character"))
        {
          n = ut_node_add (c, UFS_NODE_COMMIT);
          n->target = "your-character";
          return TRUE;
        }
      if (ut_amount (p, &k))
        {
          if (!ut_foundation_word (p))
            return ut_fail (p, "cost: commit", 3);
          n = ut_node_add (c, UFS_NODE_COMMIT_FOUNDATIONS);
          n->amount = k;
          if (k == UFS_TEXT_X)
            p->ab->x_in_cost = TRUE;
          return TRUE;
        }
      ut_this_card (p);
      ut_node_add (c, UFS_NODE_COMMIT)->target = "self";
      return TRUE;
    }
  if (ut_accept (p, "destroy"))
    {
      if (amount_ahead (p))
        return own_foundations (p, UFS_NODE_DESTROY_FOUNDATIONS) || ut_fail (p, "cost: destroy", 4);
      ut_this_card (p);
      ut_node_add (c, UFS_NODE_DESTROY)->target = "self";
      return TRUE;
    }
  if (ut_accept (p, "remove"))
    {
      /* cards chosen: ufs-text-move.c */
      if (ut_move_cost_remove (p) || p->reason != NULL)
        return p->reason == NULL;
      if (ut_this_card (p))
        ut_accept (p, "from the game");
      ut_node_add (c, UFS_NODE_REMOVE)->target = "self";
      return TRUE;
    }
  if (ut_accept (p, "flip"))
    {
      if (amount_ahead (p))
        return own_foundations (p, UFS_NODE_FLIP_FOUNDATIONS) || ut_fail (p, "cost: flip", 4);
      ut_this_card (p);
      ut_node_add (c, UFS_NODE_FLIP)->target = "self";
      return TRUE;
    }
  if (ut_accept (p, "turn"))
    {
      if (!ut_this_card (p) || !ut_accept (p, "face down"))
        return ut_fail (p, "cost: turn", 4);
      ut_node_add (c, UFS_NODE_FLIP)->target = "self";
      return TRUE;
    }
  if (ut_accept (p, "discard"))
    {
      /* more of it in ufs-text-move.c, ufs-text-vocab.c, ufs-text-cost2.c */
      if (ut_cost2_discard (p) || p->reason != NULL)
        return p->reason == NULL;
      if (ut_verb_cost_discard (p) || p->reason != NULL)
        return p->reason == NULL;
      if (ut_vocab_cost_discard (p) || p->reason != NULL)
        return p->reason == NULL;
      if (ut_move_cost_discard (p) || p->reason != NULL)
        return p->reason == NULL;
      if (ut_accept (p, "the top"))
        {
          if (!ut_amount (p, &k))
            k = 1;
          if (k == UFS_TEXT_X || !ut_card_word (p) || !ut_accept (p, "of your deck"))
            return ut_fail (p, "cost: discard", 4);
          n = ut_node_add (c, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "deck-top";
          return TRUE;
        }
      if (!ut_amount (p, &k))
        return ut_fail (p, "cost: discard", 3);
      if (ut_accept (p, "momentum"))
        {
          n = ut_node_add (c, UFS_NODE_DISCARD_MOMENTUM);
          n->amount = k;
          if (k == UFS_TEXT_X)
            p->ab->x_in_cost = TRUE;
          return TRUE;
        }
      if (ut_card_word (p))
        {
          ut_accept (p, "from your hand");
          n = ut_node_add (c, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "hand";
          /* H.4.4.2: X chosen as it is paid, at most the cards there */
          if (k == UFS_TEXT_X)
            p->ab->x_in_cost = TRUE;
          return TRUE;
        }
      return ut_fail (p, "cost: discard", 3);
    }
  /* E.3.4: "Make a control check": a check against no difficulty, the
   * number checked read by the effect ("If you checked a 2 or less") */
  if (ut_accept (p, "make a control check") || ut_accept (p, "make a check"))
    {
      ut_node_add (c, UFS_NODE_CHECK)->amount = -1;
      return TRUE;
    }
  if (ut_accept (p, "("))
    {
      if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER || !ut_peek (p, "N + )"))
        return ut_fail (p, "cost: check", 3);
      n = ut_node_add (c, UFS_NODE_CHECK);
      n->amount = ut_tok (p, 0)->num;
      p->pos += 3;
      return TRUE;
    }
  if (ut_accept (p, "reveal"))
    {
      /* "Reveal 2 foundations from your hand": ufs-text-cost2.c */
      if (ut_cost2_reveal (p) || p->reason != NULL)
        return p->reason == NULL;
      return reveal_cost (p);
    }
  /* Vitality can always be lost: such a cost is always paid. */
  if (ut_accept (p, "lose"))
    {
      if (!ut_amount (p, &k) || k == UFS_TEXT_X || !ut_accept (p, "vitality"))
        return ut_fail (p, "cost: lose", 3);
      n = ut_node_add (c, UFS_NODE_LOSE);
      n->amount = k;
      n->player = "you";
      return TRUE;
    }
  if (ut_accept (p, "add"))
    {
      guint at = p->pos;

      /* K.3.21: a foundation or asset of the staging area, an attack
       * (never a starting character, which stays where it is, D.2.2.4,
       * nor an action card, which pays none of its own costs, E.4.2) */
      if (ut_this_card (p) && ut_accept (p, "to your card pool"))
        {
          if (strcmp (p->card->card_type, "character") == 0 ||
              strcmp (p->card->card_type, "action") == 0)
            return ut_fail_text (p, "cost", "a character or action card added to the card pool");
          ut_node_add (c, UFS_NODE_POOL_SELF_COST)->target = "self";
          return TRUE;
        }
      p->pos = at;
      if (ut_this_card (p) && ut_accept (p, "to your momentum"))
        {
          n = ut_node_add (c, UFS_NODE_MOMENTUM);
          n->from = "self";
          return TRUE;
        }
      if (ut_amount (p, &k) && k != UFS_TEXT_X && ut_card_word (p) &&
          ut_accept (p, "from your hand to your momentum"))
        {
          n = ut_node_add (c, UFS_NODE_MOMENTUM);
          n->from = "hand";
          n->amount = k;
          return TRUE;
        }
      /* more of it in ufs-text-move.c */
      p->pos = at;
      if (ut_move_cost_add (p) || p->reason != NULL)
        return p->reason == NULL;
      return ut_fail (p, "cost: add", 4);
    }
  /* more of it in ufs-text-cost2.c */
  if (ut_cost2_other (p) || p->reason != NULL)
    return p->reason == NULL;
  return ut_fail (p, "cost", 2);
}

gboolean
ut_costs (P *p)
{
  if (ut_peek (p, ":"))
    return TRUE;
  do
    if (!cost (p))
      return FALSE;
  while (ut_accept (p, ","));
  return staging_costs_apart (p) && ut_move_costs_apart (p) && ut_cost2_apart (p);
}
