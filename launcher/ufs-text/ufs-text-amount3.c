/* ufs-text-amount3.c: "for every N ..." after modifications of 1 ("+1
 * damage for every 2 attacks in your discard pile"): the count divided by
 * N, rounded down (J.4.2: only complete groups of N count), the amount
 * term TERM//N of docs/effects.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

#include <string.h>

/* Plural counts after "for every N" beyond those "for each" reads. */
static const struct
{
  const char *words;
  const char *term;
} amount3_every[] = {
  /* D.2.3: the cards of a discard pile are face up */
  { "attacks in your discard pile", "face-up(discard-attacks)" },
  { "attack cards in your discard pile", "face-up(discard-attacks)" },
  { "cards in your discard pile", "count(discard)" },
  { "cards in your opponent's discard pile", "count(discard, opponent)" },
  /* D.2.2.2: a face-down card of a staging area is a foundation */
  { "foundations in your opponent's staging area", "count(foundations, opponent)" },
  { "foundations in your staging area", "count(foundations)" },
  { "cards in your opponent's momentum", "count(momentum, opponent)" },
  { "cards in your momentum", "count(momentum)" },
};

/* A count term ufs_amount_parse() may round down: no card's stat, no
 * arithmetic of its own. */
static gboolean
amount3_count_term (const char *term)
{
  static const char *const heads[] = { "count(", "face-up(", "keyword(", "zone-attacks(" };

  if (term == NULL || strpbrk (term, "*/+") != NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    if (g_str_has_prefix (term, heads[i]))
      return TRUE;
  return FALSE;
}

/* At "for every N" after the modifications from node @start on: each of
 * them a bonus or penalty of 1, each becomes the count over N rounded
 * down. *done: whether it was there (FALSE: nothing read); FALSE with the
 * reason set when it was there and not read. */
gboolean
ut_amount3_for_every (P *p, guint start, gboolean continuous, gboolean *done)
{
  GArray *e = p->ab->effect;
  guint pos = p->pos;
  const char *term = NULL;
  gint per;

  *done = FALSE;
  if (!ut_peek (p, "for every") || ut_tok (p, 2)->kind != UFS_TOK_NUMBER)
    return TRUE;
  per = ut_tok (p, 2)->num;
  if (continuous || per < 2 || per > 7)
    return TRUE;
  for (guint i = start; i < e->len; i++)
    {
      const UfsNode *n = &g_array_index (e, UfsNode, i);

      if (n->kind == UFS_NODE_END)
        continue;
      if (n->kind != UFS_NODE_MODIFY || n->expr != NULL || n->amount == UFS_TEXT_X ||
          (n->amount != 1 && n->amount != -1) || n->min != G_MININT || n->has_max)
        return TRUE;
    }
  p->pos += 3;
  for (guint i = 0; i < G_N_ELEMENTS (amount3_every) && term == NULL; i++)
    if (ut_accept (p, amount3_every[i].words))
      term = amount3_every[i].term;
  if (term == NULL)
    term = ut_each_term (p);
  if (!amount3_count_term (term))
    {
      p->pos = pos;
      return TRUE;
    }
  for (guint i = start; i < e->len; i++)
    {
      UfsNode *n = &g_array_index (e, UfsNode, i);

      if (n->kind == UFS_NODE_MODIFY)
        {
          g_autofree char *x = g_strdup_printf ("%s%s//%d", n->amount < 0 ? "-1*" : "", term, per);

          n->expr = g_intern_string (x);
        }
    }
  *done = TRUE;
  return TRUE;
}
