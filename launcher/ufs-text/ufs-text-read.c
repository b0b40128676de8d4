/* ufs-text-read.c: reading tokens: sequences of words, amounts, the nouns
 * every part of the grammar reads, and giving up with a reason.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- token helpers -------------------------------------------------------- */

const UfsTok *
ut_tok (const P *p, guint ahead)
{
  guint i = MIN (p->pos + ahead, p->toks->len - 1);

  return &g_array_index (p->toks, UfsTok, i);
}

gboolean
ut_at_end (const P *p)
{
  return ut_tok (p, 0)->kind == UFS_TOK_END;
}

/* Does the text ahead read @seq (items apart by spaces; each item is a word
 * or a punctuation mark; "N" stands for any number)? Advances past it when
 * it does. */
gboolean
ut_accept (P *p, const char *seq)
{
  g_auto (GStrv) items = g_strsplit (seq, " ", -1);
  guint i = 0;

  for (; items[i] != NULL; i++)
    {
      const UfsTok *t = ut_tok (p, i);

      if (t->kind == UFS_TOK_END)
        return FALSE;
      if (strcmp (items[i], "N") == 0 && t->kind == UFS_TOK_NUMBER)
        continue;
      if ((t->kind != UFS_TOK_WORD && t->kind != UFS_TOK_PUNCT && t->kind != UFS_TOK_NUMBER) ||
          strcmp (t->text, items[i]) != 0)
        return FALSE;
    }
  p->pos += i;
  return TRUE;
}

gboolean
ut_peek (P *p, const char *seq)
{
  guint pos = p->pos;
  gboolean yes = ut_accept (p, seq);

  p->pos = pos;
  return yes;
}

/* The next few words, for a reason. */
static char *
words_ahead (const P *p, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n && ut_tok (p, i)->kind != UFS_TOK_END; i++)
    {
      const UfsTok *t = ut_tok (p, i);

      if (t->kind == UFS_TOK_PUNCT && (!strcmp (t->text, ".") || !strcmp (t->text, ",")))
        break;
      if (s->len > 0)
        g_string_append_c (s, ' ');
      if (t->kind == UFS_TOK_SYMBOL)
        g_string_append_printf (s, "{%s}", t->text);
      else if (t->kind == UFS_TOK_NUMBER)
        g_string_append_c (s, 'N');
      else
        g_string_append (s, t->text);
    }
  if (s->len == 0)
    g_string_append (s, "(end)");
  return g_string_free (s, FALSE);
}

/* Give up: the first reason is the one kept. */
gboolean
ut_fail (P *p, const char *category, guint words)
{
  if (p->reason == NULL)
    {
      g_autofree char *w = words_ahead (p, words);

      p->reason = g_strdup_printf ("%s: %s", category, w);
    }
  return FALSE;
}

gboolean
ut_fail_text (P *p, const char *category, const char *what)
{
  if (p->reason == NULL)
    p->reason = g_strdup_printf ("%s: %s", category, what);
  return FALSE;
}

/* An amount: a number, "a"/"an"/"one", or X. */
gboolean
ut_amount (P *p, gint *out)
{
  static const char *const words[] = { "a", "an", "one", "two", "three", "four", "five" };
  static const gint values[] = { 1, 1, 1, 2, 3, 4, 5 };
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind == UFS_TOK_NUMBER)
    {
      *out = t->num;
      p->pos++;
      return TRUE;
    }
  if (t->kind != UFS_TOK_WORD)
    return FALSE;
  if (strcmp (t->text, "x") == 0)
    {
      *out = UFS_TEXT_X;
      p->ab->uses_x = TRUE;
      p->pos++;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (t->text, words[i]) == 0)
      {
        *out = values[i];
        p->pos++;
        return TRUE;
      }
  return FALSE;
}

UfsNode *
ut_node_add (GArray *list, UfsNodeKind kind)
{
  UfsNode n = { 0 };

  n.kind = kind;
  n.amount = 1;
  n.min = G_MININT;
  g_array_append_val (list, n);
  return &g_array_index (list, UfsNode, list->len - 1);
}

/* "this card", or "this NOUN" naming the card's own type: the card itself. */
gboolean
ut_this_card (P *p)
{
  if (ut_accept (p, "this card"))
    return TRUE;
  if (ut_peek (p, "this") && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
      strcmp (ut_tok (p, 1)->text, p->card->card_type) == 0)
    {
      p->pos += 2;
      return TRUE;
    }
  return FALSE;
}

gboolean
ut_card_word (P *p)
{
  return ut_accept (p, "cards") || ut_accept (p, "card");
}

gboolean
ut_foundation_word (P *p)
{
  return ut_accept (p, "foundations") || ut_accept (p, "foundation");
}

/* The resource symbols (B.1.2.2), NULL-terminated. */
const char *const ut_symbols[] = { "air",  "all",  "chaos", "death", "earth", "evil",     "fire",
                                   "good", "life", "order", "void",  "water", "infinity", NULL };
