/* ufs-text-still.c: "If this attack is completely blocked, it still deals 1
 * damage during the Damage Step." (G.3.1), "... it still deals half damage
 * (rounded up)." (what Throw grants, I.3.14.1, printed).
 *
 *   still  := "if" attack ("is completely blocked" | "is blocked") ","
 *             "it still deals" (N "damage" | "half damage" ["(rounded up)"])
 *             ["during the damage step"]
 *   attack := "this attack" | "your attack"      (K.3.4, K.3.4.1)
 *
 * The condition is the instruction's own: <still-damage> makes the attack
 * in its sequence deal at least that amount at its Damage Step when it is
 * then completely blocked (blocked="any": blocked at all; a partial block
 * already deals half, G.3.2). In an enhance it names its attack
 * (this-attack, your-attack); printed as a continuous ability of an attack
 * it is a rule of the card itself (K.3.4.2), with no target. A response is
 * not read: its "this attack" is the card (K.3.4.3), which may not be the
 * attack in its sequence. docs/effects.md, games/ufs/ufs-still.c.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/**
 * ut_still_sentence:
 * @p: the parser, at the beginning of a sentence
 *
 * Returns: TRUE when the sentence was read, up to its period; FALSE with
 *   nothing read when it is not one of these, or with the reason set
 */
gboolean
ut_still_sentence (P *p)
{
  guint pos = p->pos;
  const char *target = NULL;
  gboolean any, half = FALSE;
  gint k = 0;
  UfsNode *n;

  if (!ut_accept (p, "if"))
    return FALSE;
  if (ut_accept (p, "this attack"))
    target = "this-attack";
  else if (ut_accept (p, "your attack"))
    target = "your-attack";
  if (target == NULL)
    goto other;
  if (ut_accept (p, "is completely blocked"))
    any = FALSE;
  else if (ut_accept (p, "is blocked"))
    any = TRUE;
  else
    goto other;
  if (!ut_accept (p, ", it still deals"))
    goto other;

  if (ut_accept (p, "half damage"))
    {
      half = TRUE;
      ut_accept (p, "( rounded up )");
    }
  else if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1 || k > 127 ||
           !ut_accept (p, "damage"))
    return ut_fail (p, "condition: it still deals", 3);
  ut_accept (p, "during the damage step");
  if (!ut_peek (p, ".") && !ut_at_end (p))
    return ut_fail (p, "condition: it still deals: words after", 4);

  if (strcmp (p->ab->type, "continuous") == 0)
    {
      if (strcmp (target, "this-attack") != 0 || strcmp (p->card->card_type, "attack") != 0 ||
          p->ab->when_event != NULL)
        return ut_fail_text (p, "condition", "it still deals, in a continuous ability not of its attack");
      target = NULL;
    }
  else if (strcmp (p->ab->type, "E") != 0)
    return ut_fail_text (p, "condition", "it still deals, outside an enhance");
  n = ut_node_add (p->ab->effect, UFS_NODE_STILL_DAMAGE);
  n->target = target;
  n->amount = half ? 0 : k;
  /* a partial block deals half already: "blocked" adds to it only N */
  n->types = any && !half ? "any" : NULL;
  return TRUE;

other:
  p->pos = pos;
  return FALSE;
}

/* <still-damage [target=] amount= | half="true" [blocked="any"]> */
void
ufs_text_emit_still_damage (const UfsNode *n, GString *out)
{
  if (n->target != NULL)
    g_string_append_printf (out, " target=\"%s\"", n->target);
  if (n->amount == 0)
    g_string_append (out, " half=\"true\"");
  else
    g_string_append_printf (out, " amount=\"%d\"", n->amount);
  if (n->types != NULL)
    g_string_append_printf (out, " blocked=\"%s\"", n->types);
}
