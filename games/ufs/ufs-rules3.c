/* ufs-rules3.c: abilities played without paying their costs and the
 * values their costs would have defined (J.4.5).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* <play-ability free="true">: a[1] 1 (J.4.5: its costs are not paid). */
gboolean
ufs_compile_play_free (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const bools[] = { "false", "true", NULL };
  gint k = 0;

  if (dk_compiler_word (c, node, "free", bools, &k) == NULL &&
      xmlHasProp (node, (const xmlChar *) "free"))
    return FALSE;
  in->a[1] = k == 1;
  return TRUE;
}

/**
 * ufs_ability_cost_uses_x:
 * @ab: a printed ability
 *
 * Returns: whether X is a value of @ab's costs (H.4.4.1, H.4.4.2): one of
 *   them reads it or defines it
 */
gboolean
ufs_ability_cost_uses_x (const DkAbility *ab)
{
  for (guint i = 0; i < ab->cost.n_instrs; i++)
    if ((ab->cost.instrs[i].flags & UFS_INSTR_X) || ab->cost.instrs[i].op == UFS_INSTR_DEFINE_X)
      return TRUE;
  return FALSE;
}

/**
 * ufs_instr_fails:
 * @g: a game
 * @ex: the running effect
 * @in: an instruction that reads X (UFS_INSTR_X)
 *
 * DkModule.instr_fails. J.4.5: the ability whose program runs was played
 * by an effect without paying its costs, and X would have come from them:
 * an instruction reading X fails (does nothing; the next one executes).
 * An X the effect defines itself (J.4.3.2: `define-x`) has a value again.
 */
gboolean
ufs_instr_fails (DkGame *g, const DkExec *ex, const DkInstr *in)
{
  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc == UFS_PROC (ABILITY))
        return (f->a[5] & UFS_PLAY_FREE) && f->a[6] == UFS_X_UNPAID;
      if (f->proc == UFS_PROC (FIRED))
        return FALSE; /* J.4.3.3: its own X */
    }
  return FALSE;
}
