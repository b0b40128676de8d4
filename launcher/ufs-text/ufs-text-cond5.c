/* ufs-text-cond5.c: "it deals no damage" after the attack was blocked:
 * "After you block an attack with this card, that attack deals no
 * damage", "If this attack is blocked, it deals no damage", "If you block
 * this attack, it deals 0 damage during the Damage Step" (G.3.1, K.1.2).
 *
 *   no-damage := ("it" | "that attack") "deals" ("no" | "0") "damage"
 *                ["during the damage step"]
 *
 * <no-damage target=> marks the attack in its attack sequence, which then
 * deals no damage at its Damage Step, whatever "still deals" or Throw
 * would make it deal (K.1.2: the prohibition wins). It is read only where
 * the block is the event the effect runs after, so that the Damage Step
 * is still to come and the attack named is the one in its sequence: a
 * response or fired effect after a block ("it", "that attack": the
 * blocked attack), or an enhance's "If this attack is blocked," (its
 * fired effect waits for the block event). docs/effects.md,
 * games/ufs/ufs-still.c.
 *
 * In a continuous ability of an attack, "If this attack is blocked (deals
 * damage), ..." is a trigger of the card itself, read as "After this
 * attack is blocked, ..." (K.3.5, J.3.2: the rest happens each time the
 * attack meets it); "discard it from the card pool [after it resolves]"
 * then sends the attack to its owner's discard pile, at once (before its
 * Damage Step: G.5.2, a dropped attack) or once it has resolved (G.4).
 *
 * A character's name (H.3.1.5) or a symbol written as a word (H.3.1.6)
 * before the timing letter ("Metal Man E:", "Void E:") restricts who may
 * play the ability, as a symbol in braces does.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* Is the innermost fired effect open at the end of @e one that runs
 * after a block event? */
static gboolean
inside_block_delayed (GArray *e)
{
  gint depth = 0;

  for (guint i = e->len; i > 0; i--)
    {
      const UfsNode *n = &g_array_index (e, UfsNode, i - 1);

      if (n->kind == UFS_NODE_END)
        depth++;
      else if (n->kind == UFS_NODE_IF || n->kind == UFS_NODE_UNLESS || n->kind == UFS_NODE_ELSE ||
               n->kind == UFS_NODE_MAY || n->kind == UFS_NODE_EITHER ||
               n->kind == UFS_NODE_OPTION || n->kind == UFS_NODE_MAY_COST ||
               n->kind == UFS_NODE_DELAYED_RESOLVED || n->kind == UFS_NODE_DELAYED)
        {
          if (depth > 0)
            depth--;
          else if (n->kind == UFS_NODE_DELAYED)
            return g_strcmp0 (n->event, "block") == 0;
          else if (n->kind == UFS_NODE_DELAYED_RESOLVED)
            return FALSE;
        }
    }
  return FALSE;
}

/**
 * ut_cond5_no_damage:
 * @p: the parser, at the beginning of a clause
 * @ok: (out): whether the clause was read (else the reason is set)
 *
 * Returns: TRUE when the words are "it (that attack) deals no damage";
 *   FALSE with nothing read when they are not
 */
gboolean
ut_cond5_no_damage (P *p, gboolean *ok)
{
  guint pos = p->pos;
  gboolean that;
  const char *target = p->it_attack;
  gboolean after_block;
  UfsNode *n;

  if (ut_accept (p, "it deals"))
    that = FALSE;
  else if (ut_accept (p, "that attack deals"))
    that = TRUE;
  else
    return FALSE;
  if (ut_peek (p, "N damage") && ut_tok (p, 0)->num == 0)
    p->pos += 2;
  else if (!ut_accept (p, "no damage"))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_accept (p, "during the damage step");
  *ok = FALSE;
  /* the attack the block event or the condition names */
  if (target == NULL || p->chosen ||
      (strcmp (target, "this-attack") != 0 && strcmp (target, "your-attack") != 0 &&
       strcmp (target, "opponent-attack") != 0))
    return ut_fail_text (p, "effect", "it deals no damage, of no attack blocked"), TRUE;
  /* G.3: run after the block, before the Damage Step */
  after_block = (p->ab->when_event != NULL && strcmp (p->ab->when_event, "block") == 0 &&
                 (strcmp (p->ab->type, "R") == 0 || strcmp (p->ab->type, "continuous") == 0) &&
                 p->ab->effect->len == 0) ||
                (strcmp (p->ab->type, "E") == 0 && p->ab->when_event == NULL &&
                 inside_block_delayed (p->ab->effect));
  if (!after_block)
    return ut_fail_text (p, "effect", "it deals no damage, not right after a block"), TRUE;
  /* "that attack": after the block event itself, not an enhance's condition */
  if (that && p->ab->when_event == NULL)
    return ut_fail_text (p, "effect", "that attack deals no damage, in an enhance"), TRUE;
  n = ut_node_add (p->ab->effect, UFS_NODE_NO_DAMAGE);
  n->target = target;
  *ok = TRUE;
  return TRUE;
}

/**
 * ut_cond5_if_trigger:
 * @p: the parser, at the first sentence of a continuous ability
 *
 * K.3.5, J.3.2: "If this attack is blocked (deals damage, resolves), ...",
 * printed as a continuous ability of an attack, is the card's own trigger:
 * read as "After this attack ...," (ufs-text-trigger.c), the comma with
 * it.
 *
 * Returns: TRUE when read (or refused, with the reason set); FALSE with
 *   nothing read for other words
 */
gboolean
ut_cond5_if_trigger (P *p)
{
  if (strcmp (p->ab->type, "continuous") != 0 || p->ab->when_event != NULL ||
      strcmp (p->card->card_type, "attack") != 0 || p->pos != 0 || !ut_peek (p, "if this attack"))
    return FALSE;
  ut_accept (p, "if");
  if (!ut_trigger (p))
    {
      if (p->reason == NULL)
        ut_fail (p, "trigger: if this attack, in a continuous ability", 4);
      return TRUE;
    }
  if (!ut_accept (p, ","))
    ut_fail (p, "trigger: if this attack, in a continuous ability", 4);
  return TRUE;
}

/**
 * ut_cond5_discard_it:
 * @p: the parser, at a clause
 * @ok: (out): whether the clause was read (else the reason is set)
 *
 * "discard it from the card pool" (D.2.3), "it" the attack an If or After
 * names (as "discard it from your card pool", ufs-text-copies.c), and
 * "discard it from the (your) card pool after it resolves" (G.4), read
 * only where the attack card's own block (damage, ...) is what the
 * response or fired effect runs after, "it" the card itself: a delayed
 * effect waits for it to resolve and sends it from the card pool it
 * resolved in to its owner's discard pile.
 *
 * Returns: TRUE when the words are these; FALSE with nothing read
 */
gboolean
ut_cond5_discard_it (P *p, gboolean *ok)
{
  guint pos = p->pos;
  gboolean the, later;
  UfsNode *n;

  if (p->chosen || p->it_attack == NULL || !ut_accept (p, "discard it from"))
    return FALSE;
  if (ut_accept (p, "the card pool"))
    the = TRUE;
  else if (ut_accept (p, "your card pool"))
    the = FALSE;
  else
    {
      p->pos = pos;
      return FALSE;
    }
  later = ut_accept (p, "after it resolves");
  if (!later && !the)
    {
      /* "discard it from your card pool": ufs-text-copies.c */
      p->pos = pos;
      return FALSE;
    }
  *ok = FALSE;
  if (strcmp (p->it_attack, "this-attack") != 0 && strcmp (p->it_attack, "your-attack") != 0 &&
      (strcmp (p->it_attack, "self") != 0 || strcmp (p->card->card_type, "attack") != 0))
    return ut_fail_text (p, "effect", "discard it from the card pool, not your attack"), TRUE;
  if (later)
    {
      /* the card itself, after its own event: nothing opened before */
      if (strcmp (p->it_attack, "self") != 0 || p->ab->effect->len != 0 ||
          (strcmp (p->ab->type, "continuous") != 0 && strcmp (p->ab->type, "R") != 0))
        return ut_fail_text (p, "effect", "discard it after it resolves, not the card's own"), TRUE;
      n = ut_node_add (p->ab->effect, UFS_NODE_DELAYED_RESOLVED);
      n->target = "self";
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = "resolved-attack";
      n->zone = "discard";
      ut_node_add (p->ab->effect, UFS_NODE_END);
    }
  else
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
      n->target = p->it_attack;
      n->zone = "discard";
    }
  *ok = TRUE;
  return TRUE;
}

/**
 * ut_cond5_self_blank:
 * @p: the parser, at a clause
 * @ok: (out): set TRUE when read
 *
 * "This card is considered a foundation with a blank text box." after the
 * cost "Turn this foundation (asset) face down" (`<flip target="self">`):
 * what D.2.2.2 makes of a face-down card of a staging area already, so
 * nothing more is done (as after cards added face down,
 * ufs-text-that.c).
 *
 * Returns: TRUE when read; FALSE with nothing read
 */
gboolean
ut_cond5_self_blank (P *p, gboolean *ok)
{
  static const char words[] = "this card is considered a foundation with a blank text box";
  gboolean flipped = FALSE;

  if (!ut_peek (p, words))
    return FALSE;
  for (guint i = 0; i < p->ab->cost->len; i++)
    {
      const UfsNode *n = &g_array_index (p->ab->cost, UfsNode, i);

      flipped |= n->kind == UFS_NODE_FLIP && g_strcmp0 (n->target, "self") == 0;
    }
  if (!flipped)
    return FALSE;
  ut_accept (p, words);
  *ok = TRUE;
  return TRUE;
}

/* Can @t follow a restriction: a timing letter, a bold restriction word,
 * a symbol or a watermark? */
static gboolean
restriction_follows (const UfsTok *t)
{
  static const char *const words[] = { "first", "combo", "deadlock", "desperation" };

  if (t->kind == UFS_TOK_SYMBOL || t->kind == UFS_TOK_QUOTED)
    return TRUE;
  if (t->kind != UFS_TOK_WORD || !t->capital)
    return FALSE;
  if (strlen (t->text) == 1 && strchr ("efr", t->text[0]) != NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (t->text, words[i]) == 0)
      return TRUE;
  return FALSE;
}

/**
 * ut_cond5_character_name:
 * @p: the parser, at a restriction
 *
 * H.3.1.5: a character's name before the timing letter ("Metal Man E:"):
 * the ability may be played only by a player whose starting character
 * has that name (`character=`). The name is one of the pool's characters
 * (@p->card->characters, without a version), up to four words, and a
 * timing letter or another restriction follows it. H.3.1.6: a resource
 * symbol printed as a word ("Void E:") is the symbol's restriction.
 *
 * Returns: 1 when one was read, 0 when none is here (nothing read), -1
 *   when refused (the reason set)
 */
gint
ut_cond5_character_name (P *p)
{
  const UfsTok *t = ut_tok (p, 0);

  /* "[Death] F": the symbol in brackets, before the timing letter */
  if (t->kind == UFS_TOK_PUNCT && strcmp (t->text, "[") == 0 &&
      ut_tok (p, 1)->kind == UFS_TOK_WORD && ut_tok (p, 1)->capital &&
      ut_tok (p, 2)->kind == UFS_TOK_PUNCT && strcmp (ut_tok (p, 2)->text, "]") == 0 &&
      restriction_follows (ut_tok (p, 3)))
    for (guint i = 0; ut_symbols[i] != NULL; i++)
      if (strcmp (ut_tok (p, 1)->text, ut_symbols[i]) == 0 &&
          strcmp (ut_symbols[i], "infinity") != 0)
        {
          if (p->ab->resource != NULL)
            return ut_fail_text (p, "restriction", "a symbol that is not one, or two symbols"), -1;
          p->ab->resource = g_strdup (ut_symbols[i]);
          p->pos += 3;
          return 1;
        }
  if (t->kind != UFS_TOK_WORD || !t->capital || restriction_follows (t))
    return 0;
  for (guint i = 0; ut_symbols[i] != NULL; i++)
    if (strcmp (t->text, ut_symbols[i]) == 0 && strcmp (t->text, "all") != 0 &&
        strcmp (t->text, "infinity") != 0 && restriction_follows (ut_tok (p, 1)))
      {
        if (p->ab->resource != NULL)
          return ut_fail_text (p, "restriction", "a symbol that is not one, or two symbols"), -1;
        p->ab->resource = g_strdup (ut_symbols[i]);
        p->pos++;
        return 1;
      }
  if (p->card->characters == NULL)
    return 0;
  for (guint k = 4; k >= 1; k--)
    {
      g_autoptr (GString) name = g_string_new (NULL);
      const char *written;
      guint i;

      for (i = 0; i < k && ut_tok (p, i)->kind == UFS_TOK_WORD; i++)
        g_string_append_printf (name, "%s%s", i > 0 ? " " : "", ut_tok (p, i)->text);
      if (i < k || !restriction_follows (ut_tok (p, k)))
        continue;
      written = g_hash_table_lookup (p->card->characters, name->str);
      /* "": two characters' names that differ in case only */
      if (written == NULL || *written == '\0')
        continue;
      if (p->ab->character != NULL)
        return ut_fail_text (p, "restriction", "two characters' names"), -1;
      p->ab->character = g_strdup (written);
      p->pos += k;
      return 1;
    }
  return 0;
}

/**
 * ut_cond5_no_reversal:
 * @p: the parser, at a clause
 * @ok: (out): whether the clause was read (else the reason is set)
 *
 * I.3.10.2.3: "Your opponent may not play an attack as a reversal to this
 * attack" in an enhance: the attack in its sequence is marked, and cannot
 * be reversed when it resolves, as one with Safe (`<no-reversal
 * target="this-attack"/>`; printed as a continuous ability of an attack,
 * ufs-text-static.c reads it).
 *
 * Returns: TRUE when the words are these; FALSE with nothing read
 */
gboolean
ut_cond5_no_reversal (P *p, gboolean *ok)
{
  if (!ut_peek (p, "your opponent may not play an attack as a reversal to this attack") &&
      !ut_peek (p, "your opponent cannot play an attack as a reversal to this attack"))
    return FALSE;
  p->pos += 13;
  *ok = FALSE;
  if (strcmp (p->ab->type, "E") != 0)
    return ut_fail_text (p, "effect", "no reversal to this attack, outside an enhance"), TRUE;
  ut_node_add (p->ab->effect, UFS_NODE_NO_REVERSAL)->target = "this-attack";
  *ok = TRUE;
  return TRUE;
}

/* <no-damage target=> */
void
ufs_text_emit_no_damage (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " target=\"%s\"", n->target);
}

/* <no-reversal [target=]>: no target printed on an attack (I.3.11.1) */
void
ufs_text_emit_no_reversal (const UfsNode *n, GString *out)
{
  if (n->target != NULL)
    g_string_append_printf (out, " target=\"%s\"", n->target);
}
