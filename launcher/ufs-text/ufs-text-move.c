/* ufs-text-move.c: cards moved from one zone to another by an effect:
 * "add 1 Kick attack from your card pool to your momentum", "add it to
 * your hand", "add 1 of your opponent's foundations to their hand".
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The card types a moved card is named by, and their filters. */
static const struct
{
  const char *word;
  const char *test;
} ufs_move_types[] = {
  { "foundation", "type=foundation" },
  { "attack", "type=attack" },
  { "action", "type=action" },
  { "asset", "type=asset" },
  { "character", "type=character" },
  { "non-attack", "type!=attack" },
  { "non-foundation", "type!=foundation" },
  { "non-action", "type!=action" },
};

/* The traits before the type: keywords a card prints or is granted
 * (filters read both), and attack zones. Stun is left out: a Stun printed
 * for deadlock only would pass. */
static const struct
{
  const char *word;
  const char *test;
} ufs_move_traits[] = {
  { "kick", "keyword=Kick" },         { "punch", "keyword=Punch" },
  { "slam", "keyword=Slam" },         { "throw", "keyword=Throw" },
  { "weapon", "keyword=Weapon" },     { "tech", "keyword=Tech" },
  { "ranged", "keyword=Ranged" },     { "charge", "keyword=Charge" },
  { "fury", "keyword=Fury" },         { "ally", "keyword=Ally" },
  { "taunt", "keyword=Taunt" },       { "safe", "keyword=Safe" },
  { "flash", "keyword=Flash" },       { "reversal", "keyword=Reversal" },
  { "powerful", "keyword=Powerful" }, { "combo", "keyword=Combo" },
  { "breaker", "keyword=Breaker" },   { "high", "attack-zone=high" },
  { "mid", "attack-zone=mid" },       { "low", "attack-zone=low" },
  /* "non-Reversal": a card without the keyword */
  { "non-reversal", "keyword!=Reversal" },
  { "non-unique", "keyword!=Unique" },
};

static const char *
move_trait (P *p)
{
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind != UFS_TOK_WORD)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_move_traits); i++)
    if (strcmp (t->text, ufs_move_traits[i].word) == 0)
      {
        p->pos++;
        return ufs_move_traits[i].test;
      }
  return NULL;
}

/* "with a printed difficulty (speed, damage, control) of N [or less, or
 * more]" after the filter @f: a test of the value. A filter reads current
 * values: only in a discard pile, where no modification reaches a card,
 * are they the printed ones; *@printed says one was read. */
static gboolean
printed_value (P *p, GString *f, gboolean *printed)
{
  static const char *const stats[] = { "difficulty", "speed", "damage", "control" };
  guint pos = p->pos;
  const char *stat = NULL;
  const char *op = "=";
  gint k;

  if (!ut_accept (p, "with a printed") && !ut_move2_with_a (p))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (stats) && stat == NULL; i++)
    if (ut_accept (p, stats[i]))
      stat = stats[i];
  if (stat == NULL || !ut_accept (p, "of") || ut_tok (p, 0)->kind != UFS_TOK_NUMBER)
    {
      p->pos = pos;
      return FALSE;
    }
  k = ut_tok (p, 0)->num;
  p->pos++;
  if (ut_accept (p, "or less"))
    op = "<=";
  else if (ut_accept (p, "or more"))
    op = ">=";
  g_string_append_printf (f, "%s%s%s%d", f->len ? ", " : "", stat, op, k);
  *printed = TRUE;
  return TRUE;
}

/* "[TRAIT [or TRAIT]*] TYPE [card]", "TRAIT card", "card": the filter of
 * the card chosen (interned), "" for any card, or NULL (not read). A
 * trait list joined by "or" is any of them (K.3.14); traits of two kinds
 * are not read. */
static const char *
move_filter (P *p, gboolean *printed)
{
  g_autoptr (GString) f = g_string_new (NULL);
  const char *trait;
  gsize kind = 0;

  /* "{Fire} and {Good} foundation", "asset or foundation" (ufs-text-move2.c) */
  if (ut_move2_filter_ahead (p))
    return ut_move2_filter (p);
  trait = move_trait (p);
  if (trait != NULL)
    {
      kind = strcspn (trait, "=");
      g_string_append (f, trait);
      while (ut_peek (p, "or") || ut_peek (p, ","))
        {
          guint at = p->pos;
          const char *more;

          if (!ut_accept (p, "or"))
            {
              ut_accept (p, ",");
              ut_accept (p, "or");
            }
          more = move_trait (p);
          if (more == NULL || strcspn (more, "=") != kind || strncmp (more, trait, kind) != 0)
            {
              p->pos = at;
              return NULL;
            }
          g_string_append_printf (f, "|%s", more + kind + 1);
        }
    }
  *printed = FALSE;
  /* "copy of "NAME"": the cards of that name (a name the filter cannot
   * hold is not read) */
  if (trait == NULL && ut_peek (p, "copy of") && ut_tok (p, 2)->kind == UFS_TOK_QUOTED)
    {
      const char *name = ut_tok (p, 2)->text;

      /* a name no card of the pool has (a misprint) would find none */
      if (strpbrk (name, ",|=<>!") != NULL || *name == '\0' || p->card->names == NULL ||
          !g_hash_table_contains (p->card->names, name))
        return NULL;
      p->pos += 3;
      g_string_append_printf (f, "name=%s", name);
      return g_intern_string (f->str);
    }
  for (guint i = 0; i < G_N_ELEMENTS (ufs_move_types); i++)
    if (ut_accept (p, ufs_move_types[i].word))
      {
        ut_accept (p, "card");
        if (f->len > 0)
          g_string_append (f, ", ");
        g_string_append (f, ufs_move_types[i].test);
        if (!printed_value (p, f, printed))
          return NULL;
        return g_intern_string (f->str);
      }
  if (ut_accept (p, "card"))
    {
      if (!printed_value (p, f, printed))
        return NULL;
      return g_intern_string (f->str);
    }
  /* "1 Throw from your discard pile": a card with that keyword */
  if (f->len > 0 && g_str_has_prefix (f->str, "keyword=") &&
      (ut_peek (p, "from") || ut_peek (p, "in")))
    return g_intern_string (f->str);
  return NULL;
}

/* Where the card comes from: the words, the zone chosen in, whose. */
static const struct
{
  const char *words;
  const char *zone;
  const char *player;
} ufs_move_sources[] = {
  { "your card pool", "card-pool", "you" },
  { "your discard pile", "discard", "you" },
  { "your staging area", "staging", "you" },
  { "your opponent's discard pile", "discard", "opponent" },
  { "your opponent's card pool", "card-pool", "opponent" },
  { "your hand", "hand", "you" },
  { "your removed from game pile", "removed", "you" },
  { "your opponent's removed from game pile", "removed", "opponent" },
};

/* "from (in) SOURCE": its row, or -1. */
static gint
move_source (P *p)
{
  guint pos = p->pos;

  if (!ut_accept (p, "from") && !ut_accept (p, "in"))
    return -1;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_move_sources); i++)
    if (ut_accept (p, ufs_move_sources[i].words))
      return (gint) i;
  p->pos = pos;
  return -1;
}

/* Where it goes: a zone of its owner (K.3.21, D.1.4). */
typedef enum
{
  DEST_HAND,
  DEST_MOMENTUM,
  DEST_DECK_TOP,
  DEST_DECK_BOTTOM,
  DEST_CARD_POOL,
  DEST_STAGING,
} MoveDest;

static const struct
{
  const char *words;
  const char *player; /* whose zone: the owner of the card */
  MoveDest dest;
} ufs_move_dests[] = {
  { "to your hand", "you", DEST_HAND },
  { "to your momentum", "you", DEST_MOMENTUM },
  { "to the top of your deck", "you", DEST_DECK_TOP },
  { "to the bottom of your deck", "you", DEST_DECK_BOTTOM },
  { "to your card pool", "you", DEST_CARD_POOL },
  { "to your staging area", "you", DEST_STAGING },
  { "to their hand", "opponent", DEST_HAND },
  { "to their momentum", "opponent", DEST_MOMENTUM },
  { "to the top of their deck", "opponent", DEST_DECK_TOP },
  { "to the bottom of their deck", "opponent", DEST_DECK_BOTTOM },
  { "to their card pool", "opponent", DEST_CARD_POOL },
};

/* "to DEST" for a card of @player's: the destination, or -1. */
static gint
move_dest (P *p, const char *player)
{
  for (guint i = 0; i < G_N_ELEMENTS (ufs_move_dests); i++)
    if (strcmp (ufs_move_dests[i].player, player) == 0 && ut_accept (p, ufs_move_dests[i].words))
      return (gint) ufs_move_dests[i].dest;
  return -1;
}

/* The instruction that moves @target to @dest. */
static void
move_node (P *p, const char *target, MoveDest dest)
{
  UfsNode *n;

  switch (dest)
    {
    case DEST_MOMENTUM:
      /* D.4.2: to its owner's momentum, face down */
      n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
      n->from = "target";
      n->target = target;
      return;
    case DEST_CARD_POOL:
      /* K.3.21: added, not played */
      ut_node_add (p->ab->effect, UFS_NODE_ADD_TO_CARD_POOL)->target = target;
      return;
    case DEST_HAND:
    case DEST_STAGING:
    case DEST_DECK_TOP:
    case DEST_DECK_BOTTOM:
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = target;
      n->zone = dest == DEST_HAND ? "hand" : dest == DEST_STAGING ? "staging" : "deck";
      if (dest == DEST_DECK_BOTTOM)
        n->stat = "bottom";
      if (dest == DEST_STAGING)
        ut_addst_staging_state (p, target);
      else if (dest != DEST_HAND)
        ut_addst_deck_face (p);
      return;
    }
}

/**
 * ut_move_chosen_apart:
 * @p: the parser
 * @zone: the zone a card is chosen in, @player's
 * @player: "you" or "opponent"
 * @filter: the choice's filter ("" for any card)
 * @printed: the filter tests a printed value
 * @dest: where the card goes
 *
 * Whether a card chosen so may be moved so.
 *
 * Returns: TRUE; FALSE with a reason when not.
 */
gboolean
ut_move_chosen_apart (
    P *p, const char *zone, const char *player, const char *filter, gboolean printed, gint dest)
{
  if (!ut_move2_source_apart (p, zone, ut_move_dest_name (dest)))
    return FALSE;
  /* D.2.2.4: the starting character never leaves the staging area;
   * D.2.2.3.4: a character added to it is attached. Cards of the
   * staging area are chosen by their type only, face-down ones
   * (foundations, D.2.2.2) left out: not read. */
  if (strcmp (zone, "staging") == 0 || dest == DEST_STAGING)
    {
      if (strcmp (filter, "type=foundation") != 0 && strcmp (filter, "type=asset") != 0 &&
          (strcmp (zone, "staging") == 0 || !ut_move2_staged_types (filter)))
        return ut_fail_text (p, "effect: add",
                             "a card other than a foundation or asset of the staging area");
      if (strcmp (zone, "staging") == 0 && dest == DEST_STAGING)
        return ut_fail_text (p, "effect: add", "from the staging area to itself");
    }
  if (printed && strcmp (zone, "discard") != 0)
    return ut_fail_text (p, "effect: add", "a printed value outside a discard pile");
  /* a face-down card of a card pool has no type: a choice of any
   * card there offers it (its owner knows it). To the momentum it
   * stays face down (D.4.2); to another zone it would be turned face
   * up before it leaves, and the opponent's are not offered: not
   * read */
  if (strcmp (zone, "card-pool") == 0 && *filter == '\0' &&
      (dest != DEST_MOMENTUM || strcmp (player, "you") != 0))
    return ut_fail_text (p, "effect: add", "any card of a card pool, face down ones too");
  return TRUE;
}

/* "1 [filter] card from SOURCE to DEST": a card chosen there, then moved;
 * @take: "take 1 ... from SOURCE and add it to DEST". */
static gboolean
chosen_card (P *p, gboolean take)
{
  guint pos = p->pos;
  const char *filter;
  gboolean printed = FALSE;
  gint k;

  if (!ut_amount (p, &k) || k != 1)
    {
      p->pos = pos;
      return FALSE;
    }
  filter = move_filter (p, &printed);
  if (filter == NULL)
    {
      p->pos = pos;
      return FALSE;
    }
  {
    gint i = move_source (p);

    if (i >= 0)
      {
        const char *zone = ufs_move_sources[i].zone;
        gint dest;
        UfsNode *n;

        if (take && !ut_accept (p, "and add it") && !ut_accept (p, ", and add it"))
          return ut_fail (p, "effect: take", 5);
        dest = move_dest (p, ufs_move_sources[i].player);
        if (dest < 0)
          return ut_fail (p, "effect: add: to", 5);
        if (p->chosen)
          return ut_fail_text (p, "effect", "a second choice");
        if (!ut_move_chosen_apart (p, zone, ufs_move_sources[i].player, filter, printed, dest))
          return FALSE;
        n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
        n->zone = zone;
        n->player = ufs_move_sources[i].player;
        n->filter = *filter ? filter : NULL;
        move_node (p, "it", (MoveDest) dest);
        p->chosen = TRUE;
        return TRUE;
      }
  }
  p->pos = pos;
  return FALSE;
}

/* "1 card from your momentum to your hand (the top of your deck)": no card
 * of a momentum can be told from another (D.4.2.1.1): the one added last;
 * @take: "take 1 card from your momentum and add it to ...". */
static gboolean
momentum_card (P *p, gboolean take)
{
  guint pos = p->pos;
  gint k, dest;

  if (!ut_amount (p, &k) || k != 1 ||
      (!ut_accept (p, "card from your momentum") && !ut_accept (p, "momentum") &&
       !ut_accept (p, "of your momentum")))
    {
      p->pos = pos;
      return FALSE;
    }
  if (take && !ut_accept (p, "and add it"))
    return ut_fail (p, "effect: take", 5);
  dest = move_dest (p, "you");
  if (dest != DEST_HAND && dest != DEST_DECK_TOP && dest != DEST_DECK_BOTTOM)
    return ut_fail (p,
                    take ? "effect: take: 1 card from your momentum"
                         : "effect: add: 1 card from your momentum",
                    5);
  move_node (p, "your-momentum-top", (MoveDest) dest);
  return TRUE;
}

/* "1 of your opponent's foundations to their hand (momentum, the top or
 * bottom of their deck, card pool)": a face-up foundation of theirs,
 * chosen by the player whose ability it is (K.2.4). */
static gboolean
opponent_foundation (P *p)
{
  guint pos = p->pos;
  gint k, dest;
  UfsNode *n;

  if (!ut_amount (p, &k) || k != 1 || !ut_accept (p, "of your opponent's foundations"))
    {
      p->pos = pos;
      return FALSE;
    }
  dest = move_dest (p, "opponent");
  if (dest < 0)
    return ut_fail (p, "effect: add: of your opponent's foundations to", 5);
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
  n->zone = "staging";
  n->player = "opponent";
  n->filter = "type=foundation";
  move_node (p, "it", (MoveDest) dest);
  p->chosen = TRUE;
  return TRUE;
}

/* The card chosen last may leave its zone: not one of a staging area
 * chosen whatever its type (D.2.2.4: the starting character stays). */
static gboolean
chosen_movable (P *p)
{
  for (guint i = p->ab->effect->len; i > 0; i--)
    {
      const UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i - 1);

      if (n->kind != UFS_NODE_CHOOSE)
        continue;
      return strcmp (n->zone, "staging") != 0 ||
             (n->filter != NULL &&
              (!strcmp (n->filter, "type=foundation") || !strcmp (n->filter, "type=asset")));
    }
  return FALSE;
}

/* The ability fires after its own card is played ("After you play this
 * card") or blocks ("After you block with this card"): "it" is the card. */
static gboolean
played_self (P *p)
{
  const UfsTextAbility *ab = p->ab;
  const char *attr;

  if (ab->when_event == NULL)
    return FALSE;
  if (strcmp (ab->when_event, "card-played") == 0)
    attr = "card";
  else if (strcmp (ab->when_event, "block") == 0)
    attr = "blocker";
  else
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ab->when_attr); i++)
    if (ab->when_attr[i] != NULL && strcmp (ab->when_attr[i], attr) == 0 &&
        strcmp (ab->when_value[i], "self") == 0)
      return TRUE;
  return FALSE;
}

/* The card itself to DEST (after "this card" or "it"); @in_pool: it was
 * just played or blocked with, so it is in the card pool. */
static gboolean
self_to (P *p, gboolean in_pool)
{
  gint dest = move_dest (p, "you");
  const char *zone = p->ab->zone;

  if (dest < 0)
    return ut_fail (p, "effect: add: this card", 5);
  /* D.2.2.4: a starting character stays */
  if (strcmp (p->card->card_type, "character") == 0)
    return ut_fail_text (p, "effect: add", "a character card moved");
  /* a card of the momentum is face down there: to the hand or the deck
   * only (a move gives it the face of its new zone, D.4) */
  if (zone != NULL && strcmp (zone, "momentum") == 0 && dest != DEST_HAND &&
      dest != DEST_DECK_TOP && dest != DEST_DECK_BOTTOM)
    return ut_fail_text (p, "effect: add", "this card from the momentum");
  if (dest == DEST_STAGING && ut_addst_self_face_down (p, in_pool))
    return TRUE;
  if (dest == DEST_STAGING &&
      ((strcmp (p->card->card_type, "foundation") != 0 &&
        strcmp (p->card->card_type, "asset") != 0) ||
       (zone == NULL && !in_pool) || (zone != NULL && strcmp (zone, "hand") == 0)))
    return ut_fail_text (
        p, "effect: add",
        "to the staging area: a card that is no foundation or asset, or one there");
  if (dest == DEST_HAND && zone != NULL && strcmp (zone, "hand") == 0)
    return ut_fail_text (p, "effect: add", "this card from the hand to the hand");
  /* D.1.2: a card enters a zone ready */
  if (dest == DEST_STAGING)
    ut_accept (p, "ready");
  move_node (p, "self", (MoveDest) dest);
  return TRUE;
}

/* The ability fires after its own card went to the discard pile ("After
 * this card is destroyed", "is discarded from your card pool"), in a
 * continuous ability. */
static gboolean
left_to_discard (P *p)
{
  const UfsTextAbility *ab = p->ab;
  gboolean self = FALSE, discard = FALSE;

  if (ab->when_event == NULL || strcmp (ab->when_event, "zone-change") != 0 ||
      strcmp (ab->type, "continuous") != 0 || strcmp (p->card->card_type, "character") == 0)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ab->when_attr); i++)
    if (ab->when_attr[i] != NULL)
      {
        self |= strcmp (ab->when_attr[i], "card") == 0 && strcmp (ab->when_value[i], "self") == 0;
        discard |=
            strcmp (ab->when_attr[i], "to") == 0 && strcmp (ab->when_value[i], "discard") == 0;
      }
  return self && discard;
}

/* "it to DEST": the attack named before (the one that dealt damage, was
 * blocked, was played), or the card chosen before. */
static gboolean
named_card (P *p)
{
  const char *target;
  gint dest;

  if (!ut_peek (p, "it to"))
    return FALSE;
  if (p->chosen)
    {
      if (!chosen_movable (p))
        return ut_fail_text (p, "effect: add: it", "a card of the staging area of any type");
      target = "it";
    }
  else if (p->it_attack != NULL &&
           (strcmp (p->it_attack, "this-attack") == 0 || strcmp (p->it_attack, "your-attack") == 0))
    target = p->it_attack;
  else if (p->it_attack == NULL && played_self (p))
    {
      /* "After you play this card, add it to ...": the card itself */
      ut_accept (p, "it");
      return self_to (p, TRUE);
    }
  else if (p->it_attack == NULL && left_to_discard (p))
    {
      /* "After this foundation is destroyed (is discarded from your card
       * pool), add it to your hand": the card itself, now in its owner's
       * discard pile (J.3.2.5: the fired effect executes there) */
      ut_accept (p, "it");
      dest = move_dest (p, "you");
      if (dest < 0 || dest == DEST_CARD_POOL ||
          (dest == DEST_STAGING && strcmp (p->card->card_type, "foundation") != 0 &&
           strcmp (p->card->card_type, "asset") != 0))
        return ut_fail (p, "effect: add: it", 5);
      move_node (p, "self", (MoveDest) dest);
      return TRUE;
    }
  else if (p->it_attack != NULL && strcmp (p->it_attack, "event-card") == 0 &&
           strcmp (p->ab->type, "R") == 0 && p->ab->when_event != NULL &&
           (strcmp (p->ab->when_event, "card-played") == 0 ||
            strcmp (p->ab->when_event, "attack-resolved") == 0) &&
           p->ab->when_player != NULL &&
           (strcmp (p->ab->when_player, "you") == 0 ||
            strcmp (p->ab->when_player, "opponent") == 0))
    {
      /* "After your opponent plays an attack, add it to their hand": the
       * card of the event a response answers (none once it has moved),
       * to a zone of its owner, the player who played it */
      const char *owner = strcmp (p->ab->when_player, "opponent") == 0 ? "opponent" : "you";

      ut_accept (p, "it");
      dest = move_dest (p, owner);
      if (dest != DEST_HAND && dest != DEST_MOMENTUM && dest != DEST_DECK_TOP &&
          dest != DEST_DECK_BOTTOM)
        return ut_fail (p, "effect: add: it", 5);
      move_node (p, "event-card", (MoveDest) dest);
      return TRUE;
    }
  else
    return FALSE;
  ut_accept (p, "it");
  dest = move_dest (p, "you");
  if (dest < 0)
    return ut_fail (p, "effect: add: it", 5);
  /* an attack is no foundation or asset of the staging area */
  if (dest == DEST_STAGING || (dest == DEST_CARD_POOL && strcmp (target, "it") != 0))
    return ut_fail_text (p, "effect: add: it", "an attack to the staging area or card pool");
  move_node (p, target, (MoveDest) dest);
  return TRUE;
}

/* "this card to your hand (momentum, the top of your deck, card pool)". */
static gboolean
this_card (P *p)
{
  guint pos = p->pos;

  if (!ut_this_card (p))
    return FALSE;
  if (!ut_peek (p, "to"))
    {
      p->pos = pos;
      return FALSE;
    }
  return self_to (p, FALSE);
}

/* "the top card of your discard pile to your hand (the top of your deck,
 * your card pool)", "the top [N] card(s) of your deck to your staging
 * area face down" (D.2.2.2: foundations there). */
static gboolean
top_card (P *p)
{
  guint pos = p->pos;
  gint k = 1;
  gint dest;

  if (!ut_accept (p, "the top"))
    return FALSE;
  if (ut_amount (p, &k) && k == UFS_TEXT_X)
    return ut_fail_text (p, "effect: add: the top", "X cards");
  if (!ut_card_word (p))
    {
      p->pos = pos;
      return FALSE;
    }
  if (k == 1)
    {
      static const char *const tops[][3] = {
        { "of your deck", "you", "deck-top" },
        { "of your opponent's deck", "opponent", "deck-top" },
        { "of your opponent's discard pile", "opponent", "discard-top" },
      };
      guint at = p->pos;

      for (guint i = 0; i < G_N_ELEMENTS (tops); i++)
        {
          if (!ut_accept (p, tops[i][0]))
            continue;
          if (ut_move_top_to_pool (p, p->ab->effect, tops[i][1], tops[i][2]) || p->reason != NULL)
            return p->reason == NULL;
          break;
        }
      p->pos = at;
    }
  if (ut_accept (p, "of your deck to your staging area face down"))
    {
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_ADD_FACE_DOWN);

      n->from = "deck-top";
      n->amount = k;
      return TRUE;
    }
  if (k != 1 || !ut_accept (p, "of your discard pile"))
    {
      p->pos = pos;
      return FALSE;
    }
  dest = move_dest (p, "you");
  if (dest != DEST_HAND && dest != DEST_DECK_TOP && dest != DEST_CARD_POOL)
    return ut_fail (p, "effect: add: the top card of your discard pile", 5);
  move_node (p, "your-discard-top", (MoveDest) dest);
  return TRUE;
}

/* "remove 1 [filter] card in (from) your (your opponent's, either
 * player's) discard pile (hand) [from the game]": a card chosen there,
 * removed (K.4.4). */
static gboolean
remove_chosen (P *p)
{
  static const struct
  {
    const char *words;
    const char *zone;
    const char *player;
  } zones[] = {
    { "your discard pile", "discard", "you" },
    { "your opponent's discard pile", "discard", "opponent" },
    { "either player's discard pile", "discard", "each" },
    { "your hand", "hand", "you" },
  };
  guint pos = p->pos;
  const char *filter;
  gboolean printed = FALSE;
  gint k;

  if (!ut_amount (p, &k) || k != 1 || (filter = move_filter (p, &printed)) == NULL ||
      (printed && !ut_peek (p, "in your discard pile") && !ut_peek (p, "from your discard pile") &&
       !ut_peek (p, "in your opponent's discard pile") &&
       !ut_peek (p, "from your opponent's discard pile") &&
       !ut_peek (p, "in either player's discard pile")) ||
      (!ut_accept (p, "in") && !ut_accept (p, "from")))
    {
      p->pos = pos;
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
    if (ut_accept (p, zones[i].words))
      {
        UfsNode *n;

        if (p->chosen)
          return ut_fail_text (p, "effect", "a second choice");
        ut_accept (p, "from the game");
        n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
        n->zone = zones[i].zone;
        n->player = zones[i].player;
        n->filter = *filter ? filter : NULL;
        ut_node_add (p->ab->effect, UFS_NODE_REMOVE)->target = "it";
        p->chosen = TRUE;
        return TRUE;
      }
  p->pos = pos;
  return FALSE;
}

/**
 * ut_move_remove:
 * @p: the parser, after "remove"
 *
 * "remove it from the game": the attack named before (K.4.4), or the
 * card itself after "After you block with (play) this card".
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_move_remove (P *p)
{
  const char *target;

  if (remove_chosen (p) || p->reason != NULL)
    return p->reason == NULL;
  if (p->chosen || !ut_peek (p, "it from the game"))
    return FALSE;
  if (p->it_attack != NULL &&
      (strcmp (p->it_attack, "this-attack") == 0 || strcmp (p->it_attack, "your-attack") == 0 ||
       strcmp (p->it_attack, "opponent-attack") == 0))
    target = p->it_attack;
  else if (p->it_attack == NULL && played_self (p) && strcmp (p->card->card_type, "character") != 0)
    target = "self";
  else
    return FALSE;
  ut_accept (p, "it from the game");
  ut_node_add (p->ab->effect, UFS_NODE_REMOVE)->target = target;
  return TRUE;
}

/**
 * ut_move_take:
 * @p: the parser, after "take"
 *
 * "take 1 Throw attack from your discard pile and add it to your hand",
 * "take the top [N] card(s) of your deck (discard pile) and add it (them)
 * to your momentum" (D.4.2): the words of "add".
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_move_take (P *p)
{
  guint pos = p->pos;
  gint k = 1;

  if (ut_accept (p, "the top"))
    {
      static const char *const froms[][2] = { { "your deck", "deck-top" },
                                              { "your discard pile", "discard-top" } };

      if (ut_amount (p, &k) && k == UFS_TEXT_X)
        return ut_fail_text (p, "effect: take: the top", "X cards");
      if (!ut_card_word (p) || (!ut_accept (p, "of") && !ut_accept (p, "from")))
        return ut_fail (p, "effect: take: the top", 5);
      for (guint i = 0; i < G_N_ELEMENTS (froms); i++)
        if (ut_accept (p, froms[i][0]))
          {
            UfsNode *n;

            if (!(k == 1 ? ut_accept (p, "and add it to your momentum")
                         : ut_accept (p, "and add them to your momentum")))
              return ut_fail (p, "effect: take: the top", 6);
            n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
            n->from = froms[i][1];
            n->amount = k;
            return TRUE;
          }
      return ut_fail (p, "effect: take: the top", 5);
    }
  p->pos = pos;
  if (momentum_card (p, TRUE) || p->reason != NULL)
    return p->reason == NULL;
  if (chosen_card (p, TRUE) || p->reason != NULL)
    return p->reason == NULL;
  return FALSE;
}

/**
 * ut_move_add:
 * @p: the parser, after "add"
 *
 * Cards moved between zones by "add ... to ...".
 *
 * Returns: TRUE when read; FALSE with a reason when some part was not,
 * or FALSE without one when the words are none of these.
 */
gboolean
ut_move_add (P *p)
{
  /* "1 card from your hand to your staging area face down" (ufs-text-that.c) */
  if (ut_that_hand_face_down (p))
    return TRUE;
  if (ut_face_add (p) || p->reason != NULL)
    return p->reason == NULL;
  if (top_card (p) || p->reason != NULL)
    return p->reason == NULL;
  if (this_card (p) || p->reason != NULL)
    return p->reason == NULL;
  if (named_card (p) || p->reason != NULL)
    return p->reason == NULL;
  if (opponent_foundation (p) || p->reason != NULL)
    return p->reason == NULL;
  if (momentum_card (p, FALSE) || p->reason != NULL)
    return p->reason == NULL;
  if (chosen_card (p, FALSE) || p->reason != NULL)
    return p->reason == NULL;
  return ut_move2_add (p);
}

/* --- costs (H.4) ------------------------------------------------------------------ */

static gboolean chosen_cost (P *p, gboolean remove);

/**
 * ut_move_cost_discard:
 * @p: the parser, after "discard" in a cost
 *
 * "Discard your hand" (D.3.1.1.1: an empty hand too, so it is always
 * paid).
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_move_cost_discard (P *p)
{
  /* "Discard 1 Weapon card [from your hand]", "Discard 1 card from your
   * card pool" (chosen as it is paid) */
  if (ut_face_cost_discard (p) || p->reason != NULL)
    return p->reason == NULL;
  if (chosen_cost (p, FALSE) || p->reason != NULL)
    return p->reason == NULL;
  /* "Discard this card from your hand (card pool)": the ability is
   * played from that zone (H.3.2), the card going to the discard pile;
   * never a character card (D.2.2.4) */
  {
    guint pos = p->pos;

    if (ut_this_card (p))
      {
        const char *zone = ut_accept (p, "from your hand")        ? "hand"
                           : ut_accept (p, "from your card pool") ? "card-pool"
                                                                  : NULL;
        UfsNode *n;

        if (zone == NULL)
          {
            p->pos = pos;
            return FALSE;
          }
        if (strcmp (p->card->card_type, "character") == 0)
          return ut_fail_text (p, "cost: discard", "a character card");
        /* an attack of the card pool may be the one under way */
        if (strcmp (zone, "card-pool") == 0 && strcmp (p->card->card_type, "attack") == 0)
          return ut_fail_text (p, "cost: discard", "this attack from the card pool");
        if (p->ab->zone != NULL && strcmp (p->ab->zone, zone) != 0)
          return ut_fail_text (p, "cost: discard", "this card from a zone beside another");
        p->ab->zone = zone;
        n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
        n->target = "self";
        n->zone = "discard";
        return TRUE;
      }
  }
  if (!ut_accept (p, "your hand"))
    return FALSE;
  ut_node_add (p->ab->cost, UFS_NODE_DISCARD_HAND);
  return TRUE;
}

/**
 * ut_move_cost_add:
 * @p: the parser, after "add" in a cost
 *
 * "Add this card (foundation, asset) to your hand": the card returns to
 * its owner's hand from the staging area, where its ability is played
 * (D.2.2.4: never a character card).
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
static gboolean chosen_add_cost (P *p);

gboolean
ut_move_cost_add (P *p)
{
  guint pos = p->pos;
  UfsNode *n;

  /* "1 card from your hand to your card pool face up" (K.3.21: added,
   * not played), chosen as it is paid (E.4.1.1); never the card itself */
  if (ut_tok (p, 0)->kind == UFS_TOK_NUMBER && ut_tok (p, 0)->num == 1 &&
      ut_accept (p, "N card from your hand to your card pool face up"))
    {
      if ((p->ab->zone != NULL && strcmp (p->ab->zone, "hand") == 0) ||
          strcmp (p->card->card_type, "action") == 0)
        return ut_fail_text (p, "cost", "a card chosen in the zone of the ability's own card");
      for (guint i = 0; i < p->ab->cost->len; i++)
        if (g_array_index (p->ab->cost, UfsNode, i).kind == UFS_NODE_CHOOSE)
          return ut_fail_text (p, "cost", "two costs of cards chosen");
      n = ut_node_add (p->ab->cost, UFS_NODE_CHOOSE);
      n->target = "paid";
      n->zone = "hand";
      n->player = "you";
      ut_node_add (p->ab->cost, UFS_NODE_ADD_TO_CARD_POOL)->target = "paid";
      return TRUE;
    }
  p->pos = pos;
  if (chosen_add_cost (p) || p->reason != NULL)
    return p->reason == NULL;
  /* "the top card of your deck to your card pool [face down]": a deck is
   * never short of a card (E.2.2) */
  if (ut_accept (p, "the top card of your deck"))
    {
      if (ut_move_top_to_pool (p, p->ab->cost, "you", "deck-top") || p->reason != NULL)
        return p->reason == NULL;
      p->pos = pos;
      return FALSE;
    }
  if (!ut_this_card (p) || !ut_accept (p, "to your hand"))
    {
      p->pos = pos;
      return FALSE;
    }
  if ((strcmp (p->card->card_type, "foundation") != 0 &&
       strcmp (p->card->card_type, "asset") != 0) ||
      p->ab->zone != NULL)
    return ut_fail_text (p, "cost: add",
                         "this card to the hand: not a foundation or asset of the staging area");
  n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
  n->target = "self";
  n->zone = "hand";
  return TRUE;
}

/**
 * ut_move_discard:
 * @p: the parser, after "discard" in an effect
 *
 * "Discard 1 card from your card pool": a card of the player's own card
 * pool, chosen (a face-down one too: its owner knows it), to its owner's
 * discard pile, face up (D.2.3).
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_move_discard (P *p)
{
  if (!ut_peek (p, "N card from your card pool") || ut_tok (p, 0)->num != 1)
    return FALSE;
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  ut_accept (p, "N card from your card pool");
  {
    UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);

    n->zone = "card-pool";
    n->player = "you";
    n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
    n->target = "it";
    n->zone = "discard";
  }
  p->chosen = TRUE;
  return TRUE;
}

/* A resource symbol ({Fire}, ...; not {All}): its word, or NULL. */
static const char *
cost_symbol (P *p)
{
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind != UFS_TOK_SYMBOL || !strcmp (t->text, "all") || !strcmp (t->text, "infinity"))
    return NULL;
  for (guint i = 0; ut_symbols[i] != NULL; i++)
    if (strcmp (t->text, ut_symbols[i]) == 0)
      {
        p->pos++;
        return ut_symbols[i];
      }
  return NULL;
}

/* "[TRAIT [or TRAIT]*] [TYPE] [card]" of a cost, singular or plural
 * ("2 foundations", "1 Weapon card", "2 attack cards", "1 Reversal"): the
 * filter (interned), "" for any card, or NULL (not read). */
static const char *
cost_filter (P *p, gboolean plural)
{
  g_autoptr (GString) f = g_string_new (NULL);
  const char *trait;
  gboolean typed = FALSE;
  const char *sym = cost_symbol (p);

  /* "{Earth} card", "{Air} and {Order} attack" (K.3.13: both), "{Fire}
   * or {Good} card" (K.3.14: either): resource symbols, an infinity
   * symbol being every one (B.6.6.2.2) */
  if (sym != NULL)
    {
      gboolean both = ut_peek (p, "and");

      g_string_append_printf (f, "resources=%s", sym);
      while (ut_peek (p, both ? "and" : "or"))
        {
          ut_accept (p, both ? "and" : "or");
          if ((sym = cost_symbol (p)) == NULL)
            return NULL;
          g_string_append_printf (f, both ? ", resources=%s" : "|%s", sym);
        }
    }
  trait = f->len == 0 ? move_trait (p) : NULL;
  if (trait != NULL)
    {
      gsize kind = strcspn (trait, "=");

      g_string_append (f, trait);
      while (ut_peek (p, "or"))
        {
          const char *more;

          ut_accept (p, "or");
          more = move_trait (p);
          if (more == NULL || strcspn (more, "=") != kind || strncmp (more, trait, kind) != 0)
            return NULL;
          g_string_append_printf (f, "|%s", more + kind + 1);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (ufs_move_types) && !typed; i++)
    {
      const UfsTok *t = ut_tok (p, 0);
      gsize len = strlen (ufs_move_types[i].word);

      if (t->kind != UFS_TOK_WORD || strncmp (t->text, ufs_move_types[i].word, len) != 0 ||
          (strcmp (t->text + len, plural ? "s" : "") != 0 &&
           /* "2 attack cards": the type as an adjective */
           !(plural && t->text[len] == '\0' && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
             strcmp (ut_tok (p, 1)->text, "cards") == 0)))
        continue;
      p->pos++;
      if (f->len > 0)
        g_string_append (f, ", ");
      g_string_append (f, ufs_move_types[i].test);
      typed = TRUE;
    }
  if (!ut_accept (p, plural ? "cards" : "card") && !typed && trait == NULL)
    return NULL;
  return g_intern_string (f->str);
}

/* A card chosen in @zone as a cost is never the ability's own card (the
 * card does not pay for itself), and one such cost only: TRUE, or FALSE
 * with a reason. */
static gboolean
chosen_zone_apart (P *p, const char *zone)
{
  const char *own = p->ab->zone;

  /* the card itself: in the discard pile ([Discard]), the card pool (an
   * attack, [Card Pool]) or the hand ([Hand], an action card, E.4.2) */
  if ((strcmp (zone, "discard") == 0 && own != NULL && strcmp (own, "discard") == 0) ||
      (strcmp (zone, "card-pool") == 0 && ((own != NULL && strcmp (own, "card-pool") == 0) ||
                                           strcmp (p->card->card_type, "attack") == 0)) ||
      (strcmp (zone, "hand") == 0 &&
       ((own != NULL && strcmp (own, "hand") == 0) || strcmp (p->card->card_type, "action") == 0)))
    return ut_fail_text (p, "cost", "a card chosen in the zone of the ability's own card");
  for (guint i = 0; i < p->ab->cost->len; i++)
    if (g_array_index (p->ab->cost, UfsNode, i).kind == UFS_NODE_CHOOSE)
      return ut_fail_text (p, "cost", "two costs of cards chosen");
  return TRUE;
}

/* "N [filter] card(s) in (from) ZONE" of a cost: @n cards of the payer's
 * own zone, each chosen as it is paid (E.4.1.1: offered only when there
 * are enough), then @kind (remove, or moved to the discard pile). The
 * zone is one the ability's own card is never in, so that the card does
 * not pay for itself. */
static gboolean
chosen_cost (P *p, gboolean remove)
{
  static const char *const names[] = { "paid", "paid2" };
  guint pos = p->pos;
  const char *filter, *zone = NULL;
  gint k;

  if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1 || k > 2 ||
      (filter = cost_filter (p, k > 1)) == NULL)
    {
      p->pos = pos;
      return FALSE;
    }
  /* "1 card with a printed control of 6": of a hand or a discard pile,
   * where no modification reaches a card, the value read is the printed
   * one */
  if (ut_peek (p, "with a printed"))
    {
      g_autoptr (GString) f = g_string_new (filter);
      gboolean printed = FALSE;

      if (!printed_value (p, f, &printed) || !printed)
        {
          p->pos = pos;
          return FALSE;
        }
      filter = g_intern_string (f->str);
      if (!ut_peek (p, ":") && !ut_peek (p, ",") && !ut_peek (p, "(") &&
          !ut_peek (p, "from your hand") && !ut_peek (p, "in your discard pile") &&
          !ut_peek (p, "from your discard pile") && !(remove && ut_peek (p, "in your hand")))
        return ut_fail_text (p, "cost", "a printed value outside a hand or discard pile");
    }
  if (ut_accept (p, "in your discard pile") || ut_accept (p, "from your discard pile"))
    zone = "discard";
  else if (!remove && ut_accept (p, "from your card pool"))
    zone = "card-pool";
  else if (remove && (ut_accept (p, "in your hand") || ut_accept (p, "from your hand")))
    zone = "hand";
  else if (!remove && *filter != '\0' &&
           (ut_accept (p, "from your hand") || ut_peek (p, ":") || ut_peek (p, ",") ||
            ut_peek (p, "(")))
    zone = "hand";
  if (zone == NULL)
    {
      p->pos = pos;
      return FALSE;
    }
  if (remove)
    ut_accept (p, "from the game");
  if (!chosen_zone_apart (p, zone))
    return FALSE;
  for (gint i = 0; i < k; i++)
    {
      UfsNode *n = ut_node_add (p->ab->cost, UFS_NODE_CHOOSE);

      n->target = names[i];
      n->zone = zone;
      n->player = "you";
      n->filter = *filter ? filter : NULL;
      if (remove)
        ut_node_add (p->ab->cost, UFS_NODE_REMOVE)->target = names[i];
      else
        {
          n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
          n->target = names[i];
          n->zone = "discard";
        }
    }
  return TRUE;
}

/* "Add 1 [filter] card from your hand (discard pile) to your hand
 * (momentum, card pool, the top or bottom of your deck)", "... from your
 * card pool to your momentum": a card of the payer's own zone chosen as the cost is paid (E.4.1.1), then moved
 * to that zone of its owner (K.3.21: to the card pool added, not
 * played; D.4.2: to the momentum face down). Not from the staging area,
 * where the starting character never moves (D.2.2.4). */
static gboolean
chosen_add_cost (P *p)
{
  static const struct
  {
    const char *words, *zone;
  } sources[] = {
    { "from your hand", "hand" },
    { "from your discard pile", "discard" },
    { "from your card pool", "card-pool" },
  };
  guint pos = p->pos;
  const char *filter, *zone = NULL;
  UfsNode *n;
  gint k, dest;

  if (!ut_amount (p, &k) || k != 1 || (filter = cost_filter (p, FALSE)) == NULL)
    {
      p->pos = pos;
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sources) && zone == NULL; i++)
    if (ut_accept (p, sources[i].words))
      zone = sources[i].zone;
  if (zone == NULL || (dest = move_dest (p, "you")) < 0 || dest == DEST_STAGING)
    {
      p->pos = pos;
      return FALSE;
    }
  /* a face-down card of the card pool would be shown as it leaves: to
   * its owner's momentum only, where it stays face down (D.4.2) */
  if (strcmp (zone, "card-pool") == 0 && dest != DEST_MOMENTUM)
    return ut_fail_text (p, "cost: add", "a card of the card pool elsewhere than the momentum");
  if ((dest == DEST_HAND && strcmp (zone, "hand") == 0) ||
      (dest == DEST_CARD_POOL && strcmp (zone, "card-pool") == 0))
    return ut_fail_text (p, "cost: add", "a card to the zone it is in");
  if (ut_peek (p, "face down") || ut_peek (p, "face up"))
    {
      /* a card from the hand to the card pool face up: as printed */
      if (dest != DEST_CARD_POOL || !ut_accept (p, "face up"))
        return ut_fail_text (p, "cost: add", "a chosen card added face down");
    }
  if (!chosen_zone_apart (p, zone))
    return FALSE;
  n = ut_node_add (p->ab->cost, UFS_NODE_CHOOSE);
  n->target = "paid";
  n->zone = zone;
  n->player = "you";
  n->filter = *filter ? filter : NULL;
  switch ((MoveDest) dest)
    {
    case DEST_MOMENTUM:
      n = ut_node_add (p->ab->cost, UFS_NODE_MOMENTUM);
      n->from = "target";
      n->target = "paid";
      break;
    case DEST_CARD_POOL:
      ut_node_add (p->ab->cost, UFS_NODE_ADD_TO_CARD_POOL)->target = "paid";
      break;
    default:
      n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
      n->target = "paid";
      n->zone = dest == DEST_HAND ? "hand" : "deck";
      if (dest == DEST_DECK_BOTTOM)
        n->stat = "bottom";
      break;
    }
  return TRUE;
}

/**
 * ut_move_cost_remove:
 * @p: the parser, after "remove" in a cost
 *
 * "Remove 1 [Flash attack, foundation, ...] card in (from) your discard
 * pile [from the game]", "Remove 2 foundations from your discard pile"
 * (K.4.4): chosen as the cost is paid.
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_move_cost_remove (P *p)
{
  return chosen_cost (p, TRUE);
}

/**
 * ut_move_costs_apart:
 * @p: the parser, after the costs
 *
 * E.4.1.1: a cost of cards chosen in a zone is checked alone: no other
 * cost may take cards of the same zone (the check would count a card
 * twice).
 *
 * Returns: TRUE when the costs are apart; FALSE with a reason.
 */
gboolean
ut_move_costs_apart (P *p)
{
  const char *zone = NULL;

  for (guint i = 0; i < p->ab->cost->len; i++)
    {
      const UfsNode *n = &g_array_index (p->ab->cost, UfsNode, i);

      if (n->kind == UFS_NODE_CHOOSE)
        zone = n->zone;
    }
  if (zone == NULL || strcmp (zone, "hand") != 0)
    return TRUE;
  for (guint i = 0; i < p->ab->cost->len; i++)
    {
      const UfsNode *n = &g_array_index (p->ab->cost, UfsNode, i);

      if ((n->kind == UFS_NODE_DISCARD && n->from != NULL && strcmp (n->from, "hand") == 0) ||
          (n->kind == UFS_NODE_MOMENTUM && n->from != NULL && strcmp (n->from, "hand") == 0) ||
          n->kind == UFS_NODE_REVEAL_COST || n->kind == UFS_NODE_DISCARD_RANDOM ||
          n->kind == UFS_NODE_DISCARD_HAND)
        return ut_fail_text (p, "cost",
                             "a card chosen in the hand beside another cost of the hand");
    }
  return TRUE;
}

/**
 * ut_move_top_to_pool:
 * @p: the parser, after "the top card of your deck (your opponent's
 *   deck, their deck, their discard pile)"
 * @list: the cost or the effect
 * @player: whose deck (pile) and card pool: "you" or "opponent"
 * @from: "deck-top" or "discard-top"
 *
 * "... to your (their) card pool [face down]" (K.3.21; C.2.3.1: face
 * down, the card is known to nobody).
 *
 * Returns: TRUE when read; FALSE (no reason) when not these words.
 */
gboolean
ut_move_top_to_pool (P *p, GArray *list, const char *player, const char *from)
{
  UfsNode *n;
  gboolean down;

  if (!ut_accept (p, strcmp (player, "you") == 0 ? "to your card pool" : "to their card pool"))
    return FALSE;
  down = ut_accept (p, "face down");
  /* face up or down as the player likes: not read */
  if (ut_peek (p, "face up") || ut_peek (p, "or face"))
    return ut_fail_text (p, "effect: add: the top card", "face up or face down");
  n = ut_node_add (list, UFS_NODE_ADD_TOP_TO_POOL);
  n->from = from;
  n->player = player;
  n->stat = down ? "down" : NULL;
  return TRUE;
}

/**
 * ut_move_card_desc:
 * @p: the parser, before the card's words
 * @plural: whether they are plural
 *
 * The words of a card a cost names (cost_filter()), for an effect's
 * choice (ufs-text-discard.c).
 *
 * Returns: (nullable): the filter (interned), "" for any card, or NULL
 */
const char *
ut_move_card_desc (P *p, gboolean plural)
{
  return cost_filter (p, plural);
}

/* ufs-text-move2.c: the destinations read here, for the cards it names */
static const char *const ufs_move_dest_names[] = {
  [DEST_HAND] = "hand",           [DEST_MOMENTUM] = "momentum",
  [DEST_DECK_TOP] = "deck-top",   [DEST_DECK_BOTTOM] = "deck-bottom",
  [DEST_CARD_POOL] = "card-pool", [DEST_STAGING] = "staging",
};

const char *
ut_move_dest_name (gint dest)
{
  return dest >= 0 && dest < (gint) G_N_ELEMENTS (ufs_move_dest_names) ? ufs_move_dest_names[dest]
                                                                       : NULL;
}

gint
ut_move_dest_read (P *p, const char *player)
{
  return move_dest (p, player);
}

void
ut_move_node_write (P *p, const char *target, gint dest)
{
  move_node (p, target, (MoveDest) dest);
}

gboolean
ut_move_source_read (P *p, const char **zone, const char **player)
{
  gint i = move_source (p);

  if (i < 0)
    return FALSE;
  *zone = ufs_move_sources[i].zone;
  *player = ufs_move_sources[i].player;
  return TRUE;
}

const char *
ut_move_filter_read (P *p, gboolean *printed)
{
  return move_filter (p, printed);
}
