/* ufs-text-switch.c: "Switch this attack's speed and damage [values]"
 * (K.3.6: neither a bonus nor a penalty), read into <modify stat="speed"
 * to="damage">.
 *
 *   switch := "switch" ATTACK "speed and damage" ["values"]
 *           | "switch" ATTACK "damage and speed" ["values"]
 *   ATTACK := "this attack's" | "your attack's" | "your opponent's attack's"
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The attack whose values are switched: K.3.4 in an enhance or a form
 * (the attack in its sequence), K.3.4.3 in a response on an attack card
 * (the card itself), K.3.4.1 "your (opponent's) attack"; NULL when not
 * read, the reason set when the words are but the ability is another. */
static const char *
switched_attack (P *p)
{
  gboolean enhance = strcmp (p->ab->type, "E") == 0 || strcmp (p->ab->type, "F") == 0;

  if (ut_accept (p, "this attack's"))
    {
      if (enhance)
        return "this-attack";
      if (strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") == 0)
        return "self";
      ut_fail_text (p, "effect: switch", "this attack outside an enhance, form or its response");
      return NULL;
    }
  {
    const char *target = ut_accept (p, "your attack's")              ? "your-attack"
                         : ut_accept (p, "your opponent's attack's") ? "opponent-attack"
                                                                       : NULL;

    if (target != NULL)
      {
        if (enhance)
          return target;
        ut_fail_text (p, "effect: switch", "an attack outside an enhance or form");
        return NULL;
      }
  }
  ut_fail (p, "effect: switch", 3);
  return NULL;
}

/**
 * ut_switch_values:
 * @p: the parser, after "switch"
 *
 * "Switch this attack's speed and damage values": each value becomes the
 * other's, once (C.3.3.4.3), until the attack's current state is
 * refreshed (C.3.3.4.2.3).
 *
 * Returns: TRUE when read; FALSE with a reason.
 */
gboolean
ut_switch_values (P *p)
{
  const char *target = switched_attack (p);
  UfsNode *n;

  if (target == NULL)
    return FALSE;
  if (!ut_accept (p, "speed and damage") && !ut_accept (p, "damage and speed"))
    return ut_fail (p, "effect: switch: values", 3);
  ut_accept (p, "values");
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_TO_PRINTED);
  n->target = target;
  n->stat = "speed";
  n->zone = "damage"; /* to="damage": the switch (ufs-text-emit.c) */
  n->until = "end-of-attack";
  return TRUE;
}
