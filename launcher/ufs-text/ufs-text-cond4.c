/* ufs-text-cond4.c: more conditions on an attack's values: "this attack's
 * damage is at least double its printed damage", "your attack's printed
 * damage is exactly double its printed speed" (J.4.2.1), read after
 * "this attack's [printed] STAT is" by ufs-text-cond.c.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/**
 * ut_double_printed:
 * @p: the parser, after "this attack's [printed] damage is"
 * @c: the condition
 * @printed: the value compared is the printed one
 * @stat: its stat (speed, damage)
 *
 * J.4.2.1: "at least double its printed damage", "exactly double its
 * printed speed": the value (now, or printed) against twice a printed one
 * of the attack, read when the condition is: <if value="damage(this-attack)"
 * at-least="2*printed-damage(this-attack)">.
 *
 * Returns: TRUE when read (@c set); FALSE with nothing read
 */
gboolean
ut_double_printed (P *p, UfsNode *c, gboolean printed, const char *stat)
{
  guint pos = p->pos;
  const char *cmp, *of;
  g_autofree char *e1 = NULL, *e2 = NULL;

  if (ut_accept (p, "at least double its printed"))
    cmp = "at-least";
  else if (ut_accept (p, "exactly double its printed"))
    cmp = "equals";
  else
    return FALSE;
  if (ut_accept (p, "damage"))
    of = "damage";
  else if (ut_accept (p, "speed"))
    of = "speed";
  else
    {
      p->pos = pos;
      return FALSE;
    }
  /* the value now against its own printed one, or two printed values */
  if (!printed && strcmp (of, stat) != 0)
    {
      p->pos = pos;
      return FALSE;
    }
  e1 = g_strdup_printf ("%s%s(this-attack)", printed ? "printed-" : "", stat);
  e2 = g_strdup_printf ("2*printed-%s(this-attack)", of);
  c->stat = cmp;
  c->expr = g_intern_string (e1);
  c->expr2 = g_intern_string (e2);
  return TRUE;
}
