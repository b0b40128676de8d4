/* ufs-text-player3.c: what a player may not do, and what the opponent may
 * do, in an effect: "This attack cannot be blocked by character cards"
 * (G.2.1.1.1), "Your opponent may draw 1 card. If they do, ..." (K.3.5).
 *
 *   blocked  := attack ("cannot" | "may not") "be blocked by" BLOCKERS
 *             | attack "can only be blocked by" BLOCKERS
 *   attack   := "this attack" (on an attack card) | "your" FILTER? "attack"
 *   BLOCKERS := ZONE ("or" ZONE)* "blocks" | TYPE "cards"
 *   opp-may  := "your opponent may draw" N ("card" | "cards") "."
 *               "if they do," CLAUSES
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

#include <stdlib.h>

static const char *const block_zones[] = { "high", "mid", "low" };
static const char *const card_types[] = { "character", "attack", "action", "asset", "foundation" };

/* The words that end the subject of "cannot be blocked by", at @ahead
 * tokens from the position: 1 "cannot"/"may not", 2 "can only", 3
 * "cannot be partially blocked", 0 none. */
static gint
blocked_words_at (P *p, guint ahead)
{
  guint pos = p->pos;
  gint kind = 0;

  p->pos += ahead;
  if (ut_peek (p, "cannot be blocked by") || ut_peek (p, "may not be blocked by"))
    kind = 1;
  else if (ut_peek (p, "can only be blocked by"))
    kind = 2;
  else if (ut_peek (p, "cannot be partially blocked") ||
           ut_peek (p, "may not be partially blocked"))
    kind = 3;
  p->pos = pos;
  return kind;
}

/* "mid or low blocks": the zones, as <forbid zone=> names them; or "action
 * cards": the card type. Both NULL when neither is read. */
static void
blockers (P *p, const char **zones, const char **type)
{
  guint pos = p->pos;
  g_autoptr (GString) which = g_string_new (NULL);

  *zones = *type = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (card_types); i++)
    if (ut_accept (p, card_types[i]))
      {
        if (ut_accept (p, "cards"))
          {
            *type = card_types[i];
            return;
          }
        p->pos = pos;
        break;
      }
  do
    {
      guint i;

      for (i = 0; i < G_N_ELEMENTS (block_zones); i++)
        if (ut_accept (p, block_zones[i]))
          break;
      if (i == G_N_ELEMENTS (block_zones) || strstr (which->str, block_zones[i]) != NULL)
        {
          p->pos = pos;
          return;
        }
      if (which->len > 0)
        g_string_append_c (which, ' ');
      g_string_append (which, block_zones[i]);
    }
  while (ut_accept (p, "or"));
  if (!ut_accept (p, "blocks"))
    {
      p->pos = pos;
      return;
    }
  *zones = g_intern_string (which->str);
}

/* The zones (card types) other than those of @named, of @all. */
static const char *
others (const char *const *all, guint n, const char *named)
{
  g_autoptr (GString) rest = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_auto (GStrv) words = g_strsplit (named, " ", -1);

      if (g_strv_contains ((const char *const *) words, all[i]))
        continue;
      if (rest->len > 0)
        g_string_append_c (rest, ' ');
      g_string_append (rest, all[i]);
    }
  return g_intern_string (rest->str);
}

/* G.2.1.1.1, G.2.2.3: the defender may not block with a card that would
 * partially block the attack, its block zone not the attack's (<forbid
 * action="block" partial="true">): in an enhance until the attack ends,
 * "your attack" while the controller attacks. @p is at the words after
 * the bar, which end the sentence. */
static gboolean
forbid_partial (P *p, const char *target, gboolean *ok)
{
  UfsNode *n;

  if (!ut_at_end (p) && !ut_peek (p, "."))
    {
      *ok = ut_fail (p, "effect: cannot be partially blocked: words after", 3);
      return TRUE;
    }
  if (strcmp (target, "this-attack") != 0 || p->filter != NULL)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_IF);
      n->target = target;
      n->filter = p->filter;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_FORBID_PARTIAL);
  n->player = "opponent";
  n->until = "end-of-attack";
  if (strcmp (target, "this-attack") != 0 || p->filter != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  p->filter = NULL;
  *ok = TRUE;
  return TRUE;
}

void
ufs_text_emit_forbid_partial (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " action=\"block\" partial=\"true\" player=\"%s\"", n->player);
  if (n->until != NULL)
    g_string_append_printf (out, " until=\"%s\"", n->until);
}

/* "Your opponent may not (cannot) attempt to partially block this attack"
 * in an enhance of an attack: as "This attack cannot be partially
 * blocked". */
static gboolean
no_partial_attempt (P *p, gboolean *ok)
{
  if (strcmp (p->ab->type, "E") != 0 || strcmp (p->card->card_type, "attack") != 0)
    return FALSE;
  if (!ut_accept (p, "your opponent may not attempt to partially block this attack") &&
      !ut_accept (p, "your opponent cannot attempt to partially block this attack") &&
      !ut_accept (p, "your opponent may not partially block this attack") &&
      !ut_accept (p, "your opponent cannot partially block this attack"))
    return FALSE;
  return forbid_partial (p, "this-attack", ok);
}

/**
 * ut_player3_static:
 * @p: the parser, at a sentence of a continuous ability with no trigger
 *
 * G.2.1.1.1: "This attack cannot (may not) be partially blocked", on an
 * attack: while it is the attack in its sequence (<if target=
 * "this-attack">, K.3.4.2), the defender may not block it with a card that
 * would partially block it.
 *
 * Returns: TRUE when read; FALSE, the position kept, when the words are
 * not these.
 */
gboolean
ut_player3_static (P *p)
{
  guint pos = p->pos;
  UfsNode *n;

  if (strcmp (p->card->card_type, "attack") != 0)
    return FALSE;
  if (!ut_accept (p, "this attack cannot be partially blocked") &&
      !ut_accept (p, "this attack may not be partially blocked"))
    return FALSE;
  /* one sentence, the whole ability */
  ut_accept (p, ".");
  if (!ut_at_end (p))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_node_add (p->ab->effect, UFS_NODE_IF)->target = "this-attack";
  n = ut_node_add (p->ab->effect, UFS_NODE_FORBID_PARTIAL);
  n->player = "opponent";
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* G.2.1.1.1: "This attack cannot (may not) be blocked by mid blocks
 * (character cards)", "Your attack can only be blocked by foundation
 * cards", in an enhance: the defender may not block the attack under way
 * with cards of those block zones (card types; "only": of the others), a
 * <forbid action="block"> until the attack ends. The attack under way is
 * this attack when the enhance is printed on the attack card itself; "your
 * attack" is one only while the controller attacks, so the forbid is
 * inside an <if target="your-attack">, with the filter of "your Tech
 * attack" (K.3.4.1.1). "This attack" on another card could be the
 * opponent's attack, whose defender is the controller: not read. */
static gboolean
blocked_by (P *p, gboolean *ok)
{
  guint pos = p->pos;
  const char *target, *zones, *type;
  gboolean next = FALSE;
  gboolean only;
  gint kind = 0;
  UfsNode *n;

  if (strcmp (p->ab->type, "E") != 0)
    return FALSE;
  for (guint ahead = 2; ahead <= 5 && kind == 0; ahead++)
    kind = blocked_words_at (p, ahead);
  if (kind == 0)
    return FALSE;
  if (ut_peek (p, "this attack"))
    {
      if (strcmp (p->card->card_type, "attack") != 0)
        return FALSE;
      ut_accept (p, "this attack");
      target = "this-attack";
      p->filter = NULL;
    }
  else if (ut_peek (p, "your"))
    {
      target = ut_attack_target (p, &next);
      if (target == NULL || next || strcmp (target, "your-attack") != 0)
        {
          g_clear_pointer (&p->reason, g_free);
          p->pos = pos;
          return FALSE;
        }
    }
  else
    return FALSE;
  if (blocked_words_at (p, 0) != kind)
    {
      p->pos = pos;
      return FALSE;
    }
  only = kind == 2;
  p->pos += ut_peek (p, "cannot") ? 4 : 5;
  if (kind == 3)
    return forbid_partial (p, target, ok);
  /* "blocks whose zone matches the attack zone of this attack": no
   * partial block (G.2.2.3) */
  if (only && strcmp (target, "this-attack") == 0 &&
      ut_accept (p, "blocks whose zone matches the attack zone of this attack"))
    return forbid_partial (p, target, ok);
  blockers (p, &zones, &type);
  if (zones == NULL && type == NULL)
    {
      *ok = ut_fail (p, "effect: cannot be blocked by", 3);
      return TRUE;
    }
  if (!ut_at_end (p) && !ut_peek (p, "."))
    {
      *ok = ut_fail (p, "effect: cannot be blocked by: words after", 3);
      return TRUE;
    }
  if (only && zones != NULL)
    zones = others (block_zones, G_N_ELEMENTS (block_zones), zones);
  if (only && type != NULL)
    type = others (card_types, G_N_ELEMENTS (card_types), type);
  if (strcmp (target, "this-attack") != 0 || p->filter != NULL)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_IF);
      n->target = target;
      n->filter = p->filter;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_FORBID_LASTING);
  n->stat = "block";
  n->zone = zones;
  n->types = type;
  n->player = "opponent";
  n->until = "end-of-attack";
  if (strcmp (target, "this-attack") != 0 || p->filter != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  p->filter = NULL;
  *ok = TRUE;
  return TRUE;
}

/* K.3.5: "Your opponent may draw 1 card", "Your opponent may add the top
 * card of their deck to their momentum": the opponent says yes or no, and
 * the rest of the sentence happens only on yes (<may player="opponent">);
 * "If they do, ..." in the next sentence names that yes: its instructions
 * go inside the <may> as well. "may ... or ..." (their choice between two,
 * ufs-text-their.c) and "to cancel" (H.3.3.4) are not read here. */
static gboolean
opponent_may (P *p, gboolean *ok)
{
  static const char *const verbs[][2] = {
    { "your opponent may draw", "draws" },
    { "your opponent may add the top", "adds the top" },
  };
  guint pos = p->pos;
  guint len = p->ab->effect->len;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (verbs); i++)
    if (ut_accept (p, verbs[i][0]))
      break;
  if (i == G_N_ELEMENTS (verbs))
    return FALSE;
  ut_node_add (p->ab->effect, UFS_NODE_MAY)->player = "opponent";
  if (!ut_opponent_verb_read (p, verbs[i][1]) || !(ut_at_end (p) || ut_peek (p, ".")) ||
      ut_peek (p, ". if they do not") || ut_peek (p, ". if they don't"))
    {
      /* another form: "or gain 3 vitality", "to cancel this effect" */
      g_clear_pointer (&p->reason, g_free);
      g_array_set_size (p->ab->effect, len);
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, ". if they do ,") || ut_accept (p, ". if they do"))
    {
      guint body = p->ab->effect->len;

      p->opponent = FALSE;
      if (!ut_clauses (p))
        {
          *ok = FALSE;
          return TRUE;
        }
      if (p->ab->effect->len == body)
        {
          *ok = ut_fail_text (p, "effect: your opponent may", "if they do, then nothing");
          return TRUE;
        }
    }
  ut_node_add (p->ab->effect, UFS_NODE_END);
  *ok = TRUE;
  return TRUE;
}

/* C.2.1.2, K.1.3: "Both players reveal their hand(s)", "Both players
 * reveal the top card of their deck(s)": each player's cards, public until
 * the effect completes, the controller's first. */
static gboolean
both_reveal (P *p, gboolean *ok)
{
  static const char *const whats[][3] = {
    { "both players reveal their hands", "hand", "0" },
    { "both players reveal their hand", "hand", "0" },
    { "both players reveal the top card of their decks", "deck", "1" },
    { "both players reveal the top card of their deck", "deck", "1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (whats); i++)
    if (ut_accept (p, whats[i][0]))
      {
        for (guint k = 0; k < 2; k++)
          {
            UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_REVEAL);

            n->zone = whats[i][1];
            n->amount = atoi (whats[i][2]);
            n->player = k == 0 ? "you" : "opponent";
          }
        if (!ut_at_end (p) && !ut_peek (p, "."))
          *ok = ut_fail (p, "effect: both players reveal: words after", 3);
        else
          *ok = TRUE;
        return TRUE;
      }
  return FALSE;
}

/* What "for each" counts after the opponent's verb, beside the terms of
 * ut_each_term(): "their" is the opponent's (J.4.2). */
static const char *const commit_each_terms[][2] = {
  { "character in your staging area", "count(characters)" },
  { "card in their card pool", "count(card-pool, opponent)" },
  { "foundation in your card pool", "face-up(pool-foundations)" },
};

/* H.4.3, J.4.2: "Your opponent (must) commit(s) 1 foundation (1 of their
 * foundations, 1 card) for each character in your staging area": they
 * commit that many of their own ready foundations (cards: any ready card
 * of their staging area, K.2.4), of their choice, the count read as the
 * instruction executes. */
static gboolean
opponent_commits_each (P *p, gboolean *ok)
{
  guint pos = p->pos;
  const char *cards = NULL, *term = NULL;
  UfsNode *n;
  gint k;

  if (!ut_accept (p, "your opponent commits") && !ut_accept (p, "your opponent must commit"))
    return FALSE;
  if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1)
    goto not_mine;
  if (ut_accept (p, "card") || ut_accept (p, "cards"))
    cards = "any";
  else if (!ut_foundation_word (p) && !ut_accept (p, "of their foundations"))
    goto not_mine;
  if (!ut_accept (p, "for each"))
    goto not_mine;
  for (guint i = 0; i < G_N_ELEMENTS (commit_each_terms) && term == NULL; i++)
    if (ut_accept (p, commit_each_terms[i][0]))
      term = commit_each_terms[i][1];
  if (term == NULL)
    term = ut_each_term (p);
  if (term == NULL)
    {
      *ok = ut_fail (p, "effect: your opponent commits: for each", 4);
      return TRUE;
    }
  n = ut_node_add (p->ab->effect,
                   cards != NULL ? UFS_NODE_COMMIT_CARDS : UFS_NODE_COMMIT_FOUNDATIONS);
  n->player = "opponent";
  n->filter = cards;
  if (k == 1)
    n->expr = term;
  else
    {
      g_autofree char *scaled = g_strdup_printf ("%d*%s", k, term);

      n->expr = g_intern_string (scaled);
    }
  p->opponent = TRUE;
  *ok = TRUE;
  return TRUE;

not_mine:
  p->pos = pos;
  return FALSE;
}

/* E.4.1.3: "Your opponent cannot (may not) play any more enhance
 * abilities (enhances) this Enhance Step", "You may not play any more
 * enhances this Enhance Step", in an enhance: enhance abilities are played
 * in the Enhance Step only (G.1), so the restriction on printed E
 * abilities (as ufs-text-player.c reads "during this attack's Enhance
 * Step") lasts the attack under way. */
static gboolean
no_more_enhances (P *p, gboolean *ok)
{
  static const char *const whos[][2] = {
    { "your opponent cannot play any more", "opponent" },
    { "your opponent may not play any more", "opponent" },
    { "you cannot play any more", "you" },
    { "you may not play any more", "you" },
  };
  guint pos = p->pos;
  const char *who = NULL;
  UfsNode *n;

  if (strcmp (p->ab->type, "E") != 0)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (whos) && who == NULL; i++)
    if (ut_accept (p, whos[i][0]))
      who = whos[i][1];
  if (who == NULL)
    return FALSE;
  if ((!ut_accept (p, "enhance abilities") && !ut_accept (p, "enhances")) ||
      (!ut_accept (p, "this enhance step") && !ut_accept (p, "during this enhance step")) ||
      !(ut_at_end (p) || ut_peek (p, ".")))
    {
      p->pos = pos;
      return FALSE;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_FORBID_LASTING);
  n->stat = "ability";
  n->types = "E";
  n->player = who;
  n->until = "end-of-attack";
  *ok = TRUE;
  return TRUE;
}

/* K.2.3, K.4.4: "Your opponent removes 1 card in (from) their discard pile
 * from the game": a card of their own, of their choice. */
static gboolean
opponent_removes_one (P *p, gboolean *ok)
{
  UfsNode *n;

  if (!ut_accept (p, "your opponent removes 1 card in their discard pile from the game") &&
      !ut_accept (p, "your opponent removes 1 card from their discard pile from the game"))
    return FALSE;
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE_BY_OPPONENT);
  n->target = "it";
  n->zone = "discard";
  n->player = "opponent";
  ut_node_add (p->ab->effect, UFS_NODE_REMOVE)->target = "it";
  p->chosen = TRUE;
  p->opponent = TRUE;
  *ok = TRUE;
  return TRUE;
}

/**
 * ut_player3_they:
 * @p: the parser, after "they [must]" naming the opponent
 * @ok: (out): whether the clause was read whole, when one of these
 *
 * K.2.3: "they add 1 card from their hand to their momentum (card pool)":
 * the opponent adds a card of their own hand, of their choice (D.4.2: to
 * the momentum face down), as "your opponent adds 1 card from their hand
 * to ..." (ufs-text-vocab.c).
 *
 * Returns: TRUE when read (@ok set); FALSE, the position kept, when not.
 */
gboolean
ut_player3_they (P *p, gboolean *ok)
{
  guint pos = p->pos;
  gboolean momentum;
  UfsNode *n;

  if (!ut_accept (p, "add 1 card from their hand to their") &&
      !ut_accept (p, "adds 1 card from their hand to their"))
    return FALSE;
  momentum = ut_accept (p, "momentum");
  if ((!momentum && !ut_accept (p, "card pool")) || !(ut_at_end (p) || ut_peek (p, ".")))
    {
      p->pos = pos;
      return FALSE;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE_BY_OPPONENT);
  n->target = "it";
  n->zone = "hand";
  n->player = "opponent";
  if (momentum)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
      n->from = "target";
      n->target = "it";
    }
  else
    ut_node_add (p->ab->effect, UFS_NODE_ADD_TO_CARD_POOL)->target = "it";
  p->chosen = TRUE;
  p->opponent = TRUE;
  *ok = TRUE;
  return TRUE;
}

/**
 * ut_player3_clause:
 * @p: the parser, at a clause of an effect
 * @ok: (out): whether the clause was read whole, when one of these
 *
 * Returns: TRUE when the clause is one of this file's (@ok says whether it
 * was read, the reason set when not); FALSE, the position kept, when not.
 */
gboolean
ut_player3_clause (P *p, gboolean *ok)
{
  if (blocked_by (p, ok))
    return TRUE;
  if (no_partial_attempt (p, ok))
    return TRUE;
  if (opponent_may (p, ok))
    return TRUE;
  if (both_reveal (p, ok))
    return TRUE;
  if (opponent_commits_each (p, ok))
    return TRUE;
  if (no_more_enhances (p, ok))
    return TRUE;
  if (opponent_removes_one (p, ok))
    return TRUE;
  return FALSE;
}
