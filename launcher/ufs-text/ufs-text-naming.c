/* ufs-text-naming.c: naming a card in printed text (K.5.5,
 * docs/effects.md "Naming, current states and scopes"): the sentence
 * "Name a card." and, after it, the sentences that act on the copies of
 * the named card that the engine's vocabulary says exactly:
 * "Your opponent reveals their hand and discards all copies (each copy) of
 * the named card." Any other use of the name is refused by the part that
 * meets it.
 *
 * The parser calls in at the start of a sentence (ufs-text-parse.c); the
 * emitter writes the two node kinds of this file (ufs-text-emit.c).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The one name an ability binds. */
#define NAMED "n"

/* Has the ability named a card before this sentence? */
gboolean
ut_named_before (const P *p)
{
  GArray *e = p->ab->effect;

  for (guint i = 0; i < e->len; i++)
    if (g_array_index (e, UfsNode, i).kind == UFS_NODE_NAME_CARD)
      return TRUE;
  return FALSE;
}

/**
 * ut_naming_sentence:
 * @p: the parser, at the start of a sentence of the effect
 *
 * "Name a card." (the player whose ability it is names one), and "Your
 * opponent reveals their hand and discards all copies of the named card."
 * after it; the sentence's full stop is left to the caller.
 *
 * Returns: whether it read one
 */
gboolean
ut_naming_sentence (P *p)
{
  UfsNode *n;

  if (p->ab->effect == NULL || !ut_peek (p, "name a card ."))
    {
      if (p->ab->effect == NULL || !ut_named_before (p) ||
          !ut_peek (p, "your opponent reveals their hand and discards"))
        return FALSE;
      ut_accept (p, "your opponent reveals their hand and discards");
      if (!ut_accept (p, "all copies of the named card") &&
          !ut_accept (p, "each copy of the named card"))
        return ut_fail (p, "effect: discards the named card", 4);
      n = ut_node_add (p->ab->effect, UFS_NODE_REVEAL);
      n->zone = "hand";
      n->player = "opponent";
      n->amount = 0; /* the whole hand */
      n = ut_node_add (p->ab->effect, UFS_NODE_MOVE_EACH);
      n->zone = "hand";
      n->player = "opponent";
      n->filter = "named=" NAMED;
      n->target = "discard";
      return TRUE;
    }
  if (ut_named_before (p))
    return ut_fail_text (p, "effect", "a second card named");
  ut_accept (p, "name a card");
  n = ut_node_add (p->ab->effect, UFS_NODE_NAME_CARD);
  n->target = NAMED;
  return TRUE;
}

/* <name-card as=> */
void
ufs_text_emit_name_card (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " as=\"%s\"", n->target);
}

/* <move-each zone= player= filter= to=> */
void
ufs_text_emit_move_each (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " zone=\"%s\" player=\"%s\" filter=\"%s\" to=\"%s\"", n->zone,
                          n->player, n->filter, n->target);
}
