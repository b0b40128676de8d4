/* ufs-text-bound.c: the cards a cost or an effect acted on, named later.
 *
 *   "Destroy 1 foundation: ... X equals the difficulty of the destroyed
 *    foundation", "... the destroyed foundation's printed difficulty",
 *    "... the difficulty of the foundation you destroyed to pay for this
 *    ability": the one foundation the cost destroyed (K.4.1, E.4.1.1),
 *    bound by `<destroy-foundations as="destroyed">` and read by the
 *    effect as J.4.2.3 reads a card moved during its scope (in the
 *    discard pile, its printed value).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The values of a card the words name, and their stat. */
static const struct
{
  const char *words;
  const char *stat;
} bound_stats[] = {
  { "difficulty", "difficulty" },
  { "control value", "control" },
  { "control", "control" },
};

static const char *
bound_stat (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (bound_stats); i++)
    if (ut_accept (p, bound_stats[i].words))
      return bound_stats[i].stat;
  return NULL;
}

/* Does a part of the ability destroy, discard or move cards other than
 * the cost's one destroyed foundation? "the destroyed foundation" could
 * then be another. */
static gboolean
moves_cards (const GArray *a, const UfsNode *skip)
{
  for (guint i = 0; i < a->len; i++)
    {
      const UfsNode *n = &g_array_index (a, UfsNode, i);

      if (n == skip)
        continue;
      switch (n->kind)
        {
        case UFS_NODE_DISCARD:
        case UFS_NODE_DISCARD_MOMENTUM:
        case UFS_NODE_DISCARD_RANDOM:
        case UFS_NODE_DISCARD_HAND:
        case UFS_NODE_MOVE:
        case UFS_NODE_MOVE_EACH:
        case UFS_NODE_DESTROY:
        case UFS_NODE_DESTROY_FOUNDATIONS:
        case UFS_NODE_REMOVE:
        case UFS_NODE_CHOOSE:
        case UFS_NODE_CHOOSE_BY_OPPONENT:
          return TRUE;
        default:
          break;
        }
    }
  return FALSE;
}

/* The cost destroys exactly one foundation of the player's own and no
 * other card moves in the ability: that cost, named "destroyed". FALSE
 * with the reason set. */
static gboolean
destroyed_foundation (P *p)
{
  GArray *c = p->ab->cost;
  UfsNode *d = NULL;

  for (guint i = 0; i < c->len; i++)
    {
      UfsNode *n = &g_array_index (c, UfsNode, i);

      if (n->kind != UFS_NODE_DESTROY_FOUNDATIONS)
        continue;
      if (d != NULL || n->amount != 1 || n->expr != NULL ||
          (n->player != NULL && strcmp (n->player, "you") != 0))
        return ut_fail_text (p, "amount", "the destroyed foundation, of a cost of other cards");
      d = n;
    }
  if (d == NULL)
    return ut_fail_text (p, "amount", "the destroyed foundation, of no cost");
  if (d->target != NULL && strcmp (d->target, "destroyed") != 0)
    return ut_fail_text (p, "amount", "the destroyed foundation, named otherwise");
  if (moves_cards (c, d) || moves_cards (p->ab->effect, NULL))
    return ut_fail_text (p, "amount", "the destroyed foundation, beside other cards moved");
  d->target = "destroyed";
  return TRUE;
}

/**
 * ut_bound_x_term:
 * @p: the parser, after "X equals" (and "N minus")
 *
 * "the [printed] STAT of the destroyed foundation", "the destroyed
 * foundation's [printed] STAT", "the [printed] STAT of the foundation you
 * destroyed to pay for this ability": STAT(destroyed) or
 * printed-STAT(destroyed), the foundation the cost destroyed.
 *
 * Returns: (nullable): the term (interned); NULL when not these words
 *   (the position left as it was) or refused (the reason set)
 */
const char *
ut_bound_x_term (P *p)
{
  guint pos = p->pos;
  gboolean printed = FALSE;
  const char *stat = NULL;
  g_autofree char *e = NULL;

  if (ut_accept (p, "the destroyed foundation's"))
    {
      printed = ut_accept (p, "printed");
      stat = bound_stat (p);
    }
  else if (ut_accept (p, "the"))
    {
      printed = ut_accept (p, "printed");
      stat = bound_stat (p);
      if (stat != NULL && !ut_accept (p, "of the destroyed foundation") &&
          !ut_accept (p, "of the foundation you destroyed to pay for this ability"))
        stat = NULL;
    }
  if (stat == NULL || !destroyed_foundation (p))
    {
      p->pos = pos;
      return NULL;
    }
  e = g_strdup_printf ("%s%s(destroyed)", printed ? "printed-" : "", stat);
  return g_intern_string (e);
}
