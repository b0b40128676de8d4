/* ufs-text-cond2.c: conditions on one card that the ability has just shown
 * or moved, or that lies on top of a pile (K.3.5):
 *
 *   "Reveal the top card of your deck. If the revealed card (it) is an
 *    attack, add it to your hand. If it is not, ..."
 *   "Discard the top card of your deck. If the discarded card is a copy of
 *    the named card, draw 1 card."
 *   "If the top card of your discard pile has Desperation or Fury, add it
 *    to your hand."
 *
 * The card is a target of the engine (docs/effects.md): the top card of
 * the controller's deck (a revealed card stays there) or discard pile (a
 * card discarded from the deck top goes there, D.2.3.3). The condition is
 * <if target= filter=> (<unless> for "is not"); "If not," ("If it is
 * not,") after it is its <else>, decided once with it, so that moving the
 * card in the first body does not change what the second tests. "it" in
 * the body is that card, read here ("add it to your hand", "draw it").
 *
 *   cond    := subject ("is" | "was") ["not"] ("a" | "an") kind
 *            | subject ("has" | "had") keyword ("or" keyword)* ["keyword"]
 *            | subject ("has" | "had") "a" ["printed"] stat "of" N ["or less" | "or more"]
 *   subject := "the revealed card" | "the discarded card" | "it" | "it's"
 *            | "the top card of your discard pile"
 *   kind    := (symbol ("and" symbol)* | keyword | "non-"type | zone)* [type] ["card"]
 *            | "copy of the named card"
 *   body    := ["you may"] item (("and" | ", and" | "and then") item)*
 *   item    := "add it to your hand (momentum, staging area, the top
 *               (bottom) of your deck)" | "draw it" | "put it on the bottom
 *               of your deck" | "discard it (the revealed card)" | clause
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

#define YOUR_DECK_TOP "your-deck-top"
#define YOUR_DISCARD_TOP "your-discard-top"

/* The instruction before the condition, at the top level of the effect
 * (no block open). */
static const UfsNode *
last_node (P *p)
{
  GArray *e = p->ab->effect;

  if (e->len == 0)
    return NULL;
  return &g_array_index (e, UfsNode, e->len - 1);
}

/* The <if> (<unless>) that the END last in the effect closes, when it
 * stands at the top level and tests one of the cards of this file. */
static const UfsNode *
closed_card_if (P *p)
{
  GArray *e = p->ab->effect;
  gint depth = 0;

  if (e->len == 0 || g_array_index (e, UfsNode, e->len - 1).kind != UFS_NODE_END)
    return NULL;
  for (guint i = e->len; i > 0; i--)
    {
      const UfsNode *n = &g_array_index (e, UfsNode, i - 1);

      if (n->kind == UFS_NODE_END)
        depth++;
      else if (n->kind == UFS_NODE_IF || n->kind == UFS_NODE_UNLESS || n->kind == UFS_NODE_ELSE ||
               n->kind == UFS_NODE_MAY || n->kind == UFS_NODE_DELAYED ||
               n->kind == UFS_NODE_EITHER || n->kind == UFS_NODE_OPTION ||
               n->kind == UFS_NODE_DELAYED_RESOLVED)
        {
          depth--;
          if (depth == 0)
            {
              /* only the top level: nothing open before it */
              gint open = 0;

              for (guint j = 0; j + 1 < i; j++)
                {
                  UfsNodeKind k = g_array_index (e, UfsNode, j).kind;

                  if (k == UFS_NODE_END)
                    open--;
                  else if (k == UFS_NODE_IF || k == UFS_NODE_UNLESS || k == UFS_NODE_ELSE ||
                           k == UFS_NODE_MAY || k == UFS_NODE_DELAYED || k == UFS_NODE_EITHER ||
                           k == UFS_NODE_OPTION || k == UFS_NODE_DELAYED_RESOLVED)
                    open++;
                }
              if (open != 0 || (n->kind != UFS_NODE_IF && n->kind != UFS_NODE_UNLESS) ||
                  n->target == NULL ||
                  (strcmp (n->target, YOUR_DECK_TOP) != 0 &&
                   strcmp (n->target, YOUR_DISCARD_TOP) != 0) ||
                  n->zone != NULL || n->expr != NULL || n->types != NULL)
                return NULL;
              return n;
            }
        }
    }
  return NULL;
}

/* The card the words before name: the top card of your deck just revealed
 * alone, or the one just discarded from it, in the sentence before. */
static const char *
shown_card (P *p, guint if_pos)
{
  const UfsNode *n = last_node (p);
  const UfsTok *t;

  if (if_pos == 0 || n == NULL || p->chosen)
    return NULL;
  t = &g_array_index (p->toks, UfsTok, if_pos - 1);
  if (t->kind != UFS_TOK_PUNCT || strcmp (t->text, ".") != 0)
    return NULL;
  if (n->kind == UFS_NODE_REVEAL && g_strcmp0 (n->zone, "deck") == 0 && n->amount == 1 &&
      (n->player == NULL || strcmp (n->player, "you") == 0))
    return YOUR_DECK_TOP;
  if (n->kind == UFS_NODE_DISCARD && g_strcmp0 (n->from, "deck-top") == 0 && n->amount == 1 &&
      (n->player == NULL || strcmp (n->player, "you") == 0))
    return YOUR_DISCARD_TOP;
  return NULL;
}

/* A card type word: its filter test. */
static const char *
type_test (const char *word)
{
  static const char *const types[][2] = {
    { "attack", "type=attack" },       { "action", "type=action" },
    { "asset", "type=asset" },         { "foundation", "type=foundation" },
    { "character", "type=character" }, { "attacks", "type=attack" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (strcmp (word, types[i][0]) == 0)
      return types[i][1];
  return NULL;
}

/* A keyword word ("weapon", "Punch"): its printed name, or NULL. Combo
 * and Ally are no keyword a filter tests. */
static const char *
keyword_name (const char *word)
{
  static const char *const keywords[][2] = {
    { "kick", "Kick" },
    { "punch", "Punch" },
    { "slam", "Slam" },
    { "throw", "Throw" },
    { "weapon", "Weapon" },
    { "charge", "Charge" },
    { "ranged", "Ranged" },
    { "tech", "Tech" },
    { "fury", "Fury" },
    { "breaker", "Breaker" },
    { "reversal", "Reversal" },
    { "multiple", "Multiple" },
    { "powerful", "Powerful" },
    { "stun", "Stun" },
    { "safe", "Safe" },
    { "flash", "Flash" },
    { "desperation", "Desperation" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (strcmp (word, keywords[i][0]) == 0)
      return keywords[i][1];
  return NULL;
}

static const char *
symbol_name (const UfsTok *t)
{
  if (t->kind != UFS_TOK_SYMBOL || strcmp (t->text, "all") == 0 ||
      strcmp (t->text, "infinity") == 0)
    return NULL;
  for (guint i = 0; ut_symbols[i] != NULL; i++)
    if (strcmp (ut_symbols[i], t->text) == 0)
      return ut_symbols[i];
  return NULL;
}

static gboolean
named_before (P *p)
{
  GArray *e = p->ab->effect;

  for (guint i = 0; i < e->len; i++)
    if (g_array_index (e, UfsNode, i).kind == UFS_NODE_NAME_CARD)
      return TRUE;
  return FALSE;
}

static void
add_test (GString *f, const char *test)
{
  if (f->len > 0)
    g_string_append (f, ", ");
  g_string_append (f, test);
}

/* "a {Fire} and {Good} card", "a Punch attack", "an attack", "a
 * non-attack card", "a mid attack", "a copy of the named card": the
 * filter into @f; FALSE when not read. */
static gboolean
kind (P *p, GString *f)
{
  gboolean type = FALSE;

  if (!ut_accept (p, "a") && !ut_accept (p, "an"))
    return FALSE;
  if (ut_accept (p, "copy of the named card"))
    {
      if (!named_before (p))
        return FALSE;
      /* docs/effects.md: the name the ability's <name-card as="n"> bound */
      add_test (f, "named=n");
      return TRUE;
    }
  for (;;)
    {
      const UfsTok *t = ut_tok (p, 0);
      const char *sym = symbol_name (t);

      if (sym != NULL)
        {
          g_autofree char *test = g_strdup_printf ("resources=%s", sym);

          add_test (f, test);
          p->pos++;
          /* K.3.13: "{Fire} and {Good}": both */
          if (symbol_name (ut_tok (p, 1)) != NULL && ut_accept (p, "and"))
            continue;
          continue;
        }
      if (t->kind != UFS_TOK_WORD)
        break;
      if (g_str_has_prefix (t->text, "non-") && type_test (t->text + 4) != NULL && !type)
        {
          g_autofree char *test = g_strdup_printf ("type!=%s", t->text + 4);

          add_test (f, test);
          p->pos++;
          type = TRUE;
          break;
        }
      if (type_test (t->text) != NULL && strcmp (t->text, "attacks") != 0)
        {
          add_test (f, type_test (t->text));
          p->pos++;
          type = TRUE;
          break;
        }
      if (keyword_name (t->text) != NULL)
        {
          g_autofree char *test = g_strdup_printf ("keyword=%s", keyword_name (t->text));

          add_test (f, test);
          p->pos++;
          continue;
        }
      if (strcmp (t->text, "high") == 0 || strcmp (t->text, "mid") == 0 ||
          strcmp (t->text, "low") == 0)
        {
          /* "a mid attack": its attack zone (B.1.2.9) */
          g_autofree char *test = g_strdup_printf ("attack-zone=%s", t->text);

          if (!ut_peek (p, "high attack") && !ut_peek (p, "mid attack") &&
              !ut_peek (p, "low attack"))
            return FALSE;
          add_test (f, test);
          p->pos++;
          continue;
        }
      break;
    }
  if (f->len == 0)
    return FALSE;
  /* "a weapon card", "an attack card", "a {Fire} card" */
  if (!ut_card_word (p) && !type)
    return FALSE;
  return TRUE;
}

/* "has Desperation or Fury", "has the Ranged or Weapon keyword", "has a
 * control of 1", "has a printed difficulty of 3 or less". */
static gboolean
has (P *p, GString *f)
{
  static const char *const stats[] = { "control", "difficulty", NULL };

  if (ut_accept (p, "a"))
    {
      gint k;
      const char *stat = NULL;
      const char *op = "=";

      /* in a deck or a discard pile a card's values are its printed ones */
      ut_accept (p, "printed");
      for (guint i = 0; stats[i] != NULL && stat == NULL; i++)
        if (ut_accept (p, stats[i]))
          stat = stats[i];
      if (stat == NULL || !ut_accept (p, "of") || !ut_amount (p, &k) || k == UFS_TEXT_X)
        return FALSE;
      if (ut_accept (p, "or less") || ut_accept (p, "or fewer"))
        op = "<=";
      else if (ut_accept (p, "or more") || ut_accept (p, "or greater"))
        op = ">=";
      g_string_append_printf (f, "%s%s%d", stat, op, k);
      return TRUE;
    }
  {
    gboolean the = ut_accept (p, "the");
    g_autoptr (GString) any = g_string_new ("keyword=");

    for (;;)
      {
        const UfsTok *t = ut_tok (p, 0);

        if (t->kind != UFS_TOK_WORD || keyword_name (t->text) == NULL)
          return FALSE;
        if (any->len > strlen ("keyword="))
          g_string_append_c (any, '|');
        g_string_append (any, keyword_name (t->text));
        p->pos++;
        /* K.3.14: "A or B": either */
        if (!ut_accept (p, "or"))
          break;
      }
    if (the && !ut_accept (p, "keyword"))
      return FALSE;
    if (!the)
      ut_accept (p, "keyword");
    g_string_append (f, any->str);
    return TRUE;
  }
}

/* Is "it" (or "its") among the words up to the end of the sentence? A
 * clause read by another part would not know which card it is. */
static gboolean
names_card_ahead (P *p)
{
  for (guint i = 0;; i++)
    {
      const UfsTok *t = ut_tok (p, i);

      if (t->kind == UFS_TOK_END || (t->kind == UFS_TOK_PUNCT && strcmp (t->text, ".") == 0))
        return FALSE;
      if (t->kind == UFS_TOK_WORD &&
          (strcmp (t->text, "it") == 0 || strcmp (t->text, "its") == 0 ||
           strcmp (t->text, "it's") == 0 || strcmp (t->text, "that") == 0 ||
           strcmp (t->text, "revealed") == 0 || strcmp (t->text, "discarded") == 0 ||
           strcmp (t->text, "them") == 0 || strcmp (t->text, "instead") == 0))
        return TRUE;
    }
}

/* "it" or "the revealed (discarded) card", of @card. */
static gboolean
the_card (P *p, const char *card)
{
  if (ut_accept (p, "it"))
    return TRUE;
  if (strcmp (card, YOUR_DECK_TOP) == 0)
    return ut_accept (p, "the revealed card");
  return ut_accept (p, "the discarded card");
}

/* One instruction on the card: TRUE when read (the node added), FALSE
 * when the words are no such instruction (nothing read). @filter: what
 * the condition tested ("type=foundation": it may go to a staging area,
 * D.2.2). */
static gboolean
card_item (P *p, const char *card, const char *filter, gboolean negated)
{
  guint pos = p->pos;
  UfsNode *n;
  gboolean deck = strcmp (card, YOUR_DECK_TOP) == 0;

  if (deck && ut_accept (p, "draw it"))
    {
      /* the top card of the deck drawn */
      n = ut_node_add (p->ab->effect, UFS_NODE_DRAW);
      n->amount = 1;
      n->player = "you";
      return TRUE;
    }
  if (ut_accept (p, "put") || ut_accept (p, "place"))
    {
      if (!the_card (p, card) || !ut_accept (p, "on the bottom of your deck"))
        {
          p->pos = pos;
          return FALSE;
        }
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = card;
      n->zone = "deck";
      n->stat = "bottom";
      return TRUE;
    }
  if (deck && ut_accept (p, "discard"))
    {
      if (!the_card (p, card))
        {
          p->pos = pos;
          return FALSE;
        }
      /* the revealed card is the top card of the deck */
      n = ut_node_add (p->ab->effect, UFS_NODE_DISCARD);
      n->amount = 1;
      n->from = "deck-top";
      n->player = "you";
      return TRUE;
    }
  if (!ut_accept (p, "add") || !the_card (p, card))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "to your hand"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = card;
      n->zone = "hand";
    }
  else if (ut_accept (p, "to your momentum"))
    {
      /* D.4.2: face down */
      n = ut_node_add (p->ab->effect, UFS_NODE_MOMENTUM);
      n->from = "target";
      n->target = card;
    }
  else if (ut_accept (p, "to the top of your deck") || ut_accept (p, "to the bottom of your deck"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = card;
      n->zone = "deck";
      if (g_array_index (p->toks, UfsTok, p->pos - 3).text != NULL &&
          strcmp (g_array_index (p->toks, UfsTok, p->pos - 3).text, "bottom") == 0)
        n->stat = "bottom";
    }
  else if (ut_peek (p, "to your staging area"))
    {
      /* D.2.2: a foundation (or asset) enters it ready, face up; a card
       * tested for no type, or added committed or face down, is not read */
      if (negated || filter == NULL ||
          (strcmp (filter, "type=foundation") != 0 && strcmp (filter, "type=asset") != 0))
        return ut_fail_text (p, "condition: the revealed card",
                             "added to the staging area, not known to be a foundation");
      ut_accept (p, "to your staging area");
      if (ut_peek (p, "committed") || ut_peek (p, "face down") || ut_peek (p, "as"))
        return ut_fail (p, "condition: the revealed card: to your staging area", 4);
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = card;
      n->zone = "staging";
    }
  else
    return ut_fail (p, "condition: the revealed card: add it", 4);
  return TRUE;
}

/* The body: instructions joined by "and", the card's own or any clause
 * that does not name a card. */
static gboolean
body (P *p, const char *card, const char *filter, gboolean negated)
{
  gboolean may = FALSE;
  guint len;

  if (ut_peek (p, "you may not") || ut_peek (p, "you may play"))
    return ut_fail (p, "condition: the revealed card: you may", 4);
  if (ut_accept (p, "you may"))
    {
      ut_node_add (p->ab->effect, UFS_NODE_MAY)->player = "you";
      may = TRUE;
    }
  len = p->ab->effect->len;
  for (;;)
    {
      if (card_item (p, card, filter, negated))
        ;
      else if (p->reason != NULL)
        return FALSE;
      else
        {
          /* the rest is clauses of other parts, which must not name the
           * card */
          if (names_card_ahead (p))
            return ut_fail (p, "condition: the revealed card: named again", 4);
          if (!ut_clauses (p))
            return FALSE;
          break;
        }
      if (ut_accept (p, ", and then") || ut_accept (p, "and then") || ut_accept (p, ", and") ||
          ut_accept (p, "and") || ut_accept (p, ", then"))
        continue;
      break;
    }
  if (p->ab->effect->len == len)
    return ut_fail_text (p, "condition", "the revealed card, then nothing");
  if (may)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* "If not," "If it is not," "If it isn't," "If it is not an attack,"
 * after a condition of this file: its <else>. TRUE when read or given up
 * on (reason set), FALSE when the words are not of this kind. */
static gboolean
if_not (P *p, guint if_pos)
{
  const UfsNode *before = closed_card_if (p);
  guint pos = p->pos;
  const char *card;
  const char *filter;
  gboolean negated;

  if (before == NULL || if_pos == 0 ||
      g_array_index (p->toks, UfsTok, if_pos - 1).kind != UFS_TOK_PUNCT ||
      strcmp (g_array_index (p->toks, UfsTok, if_pos - 1).text, ".") != 0)
    return FALSE;
  card = before->target;
  filter = before->filter;
  negated = before->kind == UFS_NODE_UNLESS;
  if (ut_accept (p, "not ,"))
    ;
  else if (ut_accept (p, "it is not") || ut_accept (p, "it isn't") || ut_accept (p, "it was not") ||
           ut_accept (p, "it wasn't"))
    {
      /* "If it is not an attack": the same test, said again */
      if (!ut_accept (p, ","))
        {
          g_autoptr (GString) f = g_string_new (NULL);

          if (negated || !kind (p, f) || g_strcmp0 (f->str, filter) != 0 ||
              (!ut_accept (p, ",") && !ut_peek (p, "discard") && !ut_peek (p, "put")))
            {
              p->pos = pos;
              return FALSE;
            }
        }
    }
  else
    return FALSE;
  ut_node_add (p->ab->effect, UFS_NODE_ELSE);
  if (!body (p, card, filter, !negated))
    return TRUE;
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* "If that control check fails, this Combat Phase does not end." after
 * the change of a check ("that check gets -3", "your opponent's next
 * control check gets -1"): the words of "Failing that check does not end
 * the Combat Phase" (F.2.2.1.1), the change keeping the phase when the
 * check fails. TRUE when the words are of this kind (read or given up on),
 * FALSE when not. */
static gboolean
check_fails (P *p)
{
  UfsNode *target = NULL;
  const char *who = "";

  if (!ut_peek (p, "that control check fails") && !ut_peek (p, "that check fails"))
    return FALSE;
  for (guint i = 0; i < p->ab->effect->len; i++)
    {
      UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i);

      if ((n->kind == UFS_NODE_MODIFY_THIS_CHECK ||
           (n->kind == UFS_NODE_MODIFY_CHECK && n->player != NULL && n->until == NULL)) &&
          target == NULL)
        target = n;
      else if (n->kind != UFS_NODE_DEFINE_X)
        return ut_fail_text (p, "condition", "that check fails, beside another instruction");
    }
  if (target == NULL)
    return ut_fail_text (p, "condition", "that check fails, with no change of it");
  if (target->kind == UFS_NODE_MODIFY_CHECK)
    who = target->player;
  else if (p->ab->when_player != NULL)
    who = p->ab->when_player;
  if (!ut_accept (p, "that control check fails") && !ut_accept (p, "that check fails"))
    return FALSE;
  ut_accept (p, ",");
  if (!(ut_accept (p, "this combat phase does not end") ||
        ut_accept (p, "the combat phase does not end") ||
        (strcmp (who, "opponent") == 0 && ut_accept (p, "their combat phase does not end")) ||
        (strcmp (who, "you") == 0 && ut_accept (p, "your combat phase does not end"))))
    return ut_fail (p, "condition: that check fails", 4);
  target->until = "keep-phase";
  return TRUE;
}

/**
 * ut_cond2_card_test:
 * @p: the parser, after "if" (or "Only playable if")
 * @c: (out): the condition, an IF (UNLESS for "is not")
 *
 * "the top card of your discard pile is an attack" (has Fury, has a
 * control of 2) alone, as a test of the game: <if target="your-discard-top"
 * filter=...>.
 *
 * Returns: 1 when read, 0 when the words are not of this kind (nothing
 * read), -1 when they were not all read (the reason given)
 */
gint
ut_cond2_card_test (P *p, UfsNode *c)
{
  g_autoptr (GString) f = g_string_new (NULL);
  gboolean read;

  if (!ut_accept (p, "the top card of your discard pile"))
    return 0;
  c->kind = UFS_NODE_IF;
  if (ut_accept (p, "is not") || ut_accept (p, "isn't"))
    {
      c->kind = UFS_NODE_UNLESS;
      read = kind (p, f);
    }
  else if (ut_accept (p, "is"))
    read = kind (p, f);
  else if (ut_accept (p, "has"))
    read = has (p, f);
  else
    read = FALSE;
  if (!read)
    {
      ut_fail (p, "condition: the top card of your discard pile", 4);
      return -1;
    }
  c->min = G_MININT;
  c->target = YOUR_DISCARD_TOP;
  c->filter = g_intern_string (f->str);
  return 1;
}

/**
 * ut_cond2_if:
 * @p: the parser, after "if"
 * @if_pos: where the "if" is
 *
 * A condition on the card just revealed or discarded, or on the top card
 * of the discard pile, with its body; or "If not," after one.
 *
 * Returns: TRUE when the words are of this kind (read, or given up on
 * with the reason set), FALSE when not (nothing read)
 */
gboolean
ut_cond2_if (P *p, guint if_pos)
{
  guint pos = p->pos;
  const char *card = NULL;
  g_autoptr (GString) f = g_string_new (NULL);
  gboolean negated = FALSE;
  gboolean read;
  UfsNode *c;

  if (if_not (p, if_pos) || check_fails (p))
    return TRUE;
  if (ut_accept (p, "the top card of your discard pile"))
    card = YOUR_DISCARD_TOP;
  else
    {
      const char *shown = shown_card (p, if_pos);

      if (shown == NULL)
        return FALSE;
      if (ut_accept (p, "it") || (ut_peek (p, "it's") && ut_tok (p, 1)->kind == UFS_TOK_WORD))
        card = shown;
      else if (strcmp (shown, YOUR_DECK_TOP) == 0 && ut_accept (p, "the revealed card"))
        card = shown;
      else if (strcmp (shown, YOUR_DISCARD_TOP) == 0 && ut_accept (p, "the discarded card"))
        card = shown;
      else
        return FALSE;
    }
  if (ut_accept (p, "it's"))
    read = kind (p, f);
  else if (ut_accept (p, "is not") || ut_accept (p, "was not") || ut_accept (p, "isn't") ||
           ut_accept (p, "wasn't"))
    {
      negated = TRUE;
      read = kind (p, f);
    }
  else if (ut_accept (p, "is") || ut_accept (p, "was"))
    read = kind (p, f);
  else if (ut_accept (p, "has") || ut_accept (p, "had"))
    read = has (p, f);
  else
    read = FALSE;
  if (!read)
    {
      p->pos = pos;
      return ut_fail (p, "condition: the revealed card", 6);
    }
  /* the comma is sometimes left out: "If the revealed card is an attack
   * add it to your hand" */
  ut_accept (p, ",");
  c = ut_node_add (p->ab->effect, negated ? UFS_NODE_UNLESS : UFS_NODE_IF);
  c->min = G_MININT;
  c->target = card;
  c->filter = g_intern_string (f->str);
  if (!body (p, card, c->filter, negated))
    return TRUE;
  if (ut_peek (p, "instead"))
    return ut_fail (p, "condition: the revealed card: instead", 4);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}
