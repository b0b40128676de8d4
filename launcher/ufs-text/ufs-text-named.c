/* ufs-text-named.c: naming a card inside a sentence (K.5.5), beside the
 * sentence "Name a card." of ufs-text-naming.c: "After you play this card,
 * name a card.", "Name a card and reveal the top card of your deck.", and
 * the copies of the named card removed from a discard pile.
 *
 *   name   := "name a card"            (then the clause ends)
 *   remove := "all copies of the named card" ("from" | "in") PILE
 *             ["from the game"]
 *   PILE   := "your discard pile" | "your opponent's discard pile"
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The one name an ability binds (ufs-text-naming.c's). */
#define NAMED "n"

/* Is an instruction with a body (an If, a delayed effect, a choice) open
 * at the end of the effect? */
static gboolean
block_open (const P *p)
{
  GArray *e = p->ab->effect;
  gint open = 0;

  for (guint i = 0; i < e->len; i++)
    switch (g_array_index (e, UfsNode, i).kind)
      {
      case UFS_NODE_END:
        open--;
        break;
      case UFS_NODE_IF:
      case UFS_NODE_UNLESS:
      case UFS_NODE_ELSE:
      case UFS_NODE_MAY:
      case UFS_NODE_DELAYED:
      case UFS_NODE_DELAYED_RESOLVED:
      case UFS_NODE_EITHER:
      case UFS_NODE_OPTION:
        open++;
        break;
      default:
        break;
      }
  return open != 0;
}

/* Do the words after the naming name "the named card" (or "the named
 * ..."): a name no later word reads is the first half of an ability the
 * printed text split in two. */
static gboolean
read_later (P *p)
{
  for (guint i = p->pos; i < p->toks->len; i++)
    {
      const UfsTok *t = &g_array_index (p->toks, UfsTok, i);

      if (t->kind == UFS_TOK_WORD && strcmp (t->text, "named") == 0)
        return TRUE;
    }
  return FALSE;
}

/**
 * ut_named_name:
 * @p: the parser, after "name" in an effect
 *
 * "name a card" as a clause of its own (the player whose ability it is
 * names one, K.5.5), at the top level of the effect: named inside an If
 * or a delayed effect, the sentences after it, which are not, would read
 * a name not yet made.
 *
 * Returns: TRUE when read; FALSE with a reason.
 */
gboolean
ut_named_name (P *p)
{
  UfsNode *n;

  if (!ut_accept (p, "a card") ||
      !(ut_at_end (p) || ut_peek (p, ".") || ut_peek (p, "and") || ut_peek (p, ", then") ||
        ut_peek (p, "then")))
    return ut_fail (p, "effect: name a", 3);
  if (p->ab->effect == NULL || ut_named_before (p))
    return ut_fail_text (p, "effect", "a second card named");
  if (block_open (p))
    return ut_fail_text (p, "effect: name a card", "inside an If or a delayed effect");
  if (!read_later (p))
    return ut_fail_text (p, "effect: name a card", "a name nothing after it reads");
  n = ut_node_add (p->ab->effect, UFS_NODE_NAME_CARD);
  n->target = NAMED;
  return TRUE;
}

/**
 * ut_named_remove:
 * @p: the parser, after "remove" in an effect
 *
 * "Remove all copies of the named card from your opponent's discard
 * pile": each card of that pile bearing the name, removed from the game
 * (K.4.4, K.5.5), top first.
 *
 * Returns: TRUE when read; FALSE with a reason when a part was not, or
 * FALSE without one when the words are not these.
 */
gboolean
ut_named_remove (P *p)
{
  const char *player;
  UfsNode *n;

  if (!ut_peek (p, "all copies of the named card") && !ut_peek (p, "each copy of the named card"))
    return FALSE;
  if (!ut_named_before (p))
    return ut_fail_text (p, "effect: remove", "the named card, none named before");
  if (!ut_accept (p, "all copies of the named card"))
    ut_accept (p, "each copy of the named card");
  if (!ut_accept (p, "from") && !ut_accept (p, "in"))
    return ut_fail (p, "effect: remove: the named card", 3);
  if (ut_accept (p, "your discard pile"))
    player = "you";
  else if (ut_accept (p, "your opponent's discard pile"))
    player = "opponent";
  else
    return ut_fail (p, "effect: remove: the named card from", 3);
  ut_accept (p, "from the game");
  n = ut_node_add (p->ab->effect, UFS_NODE_MOVE_EACH);
  n->zone = "discard";
  n->player = player;
  n->filter = "named=" NAMED;
  n->target = "removed";
  return TRUE;
}
