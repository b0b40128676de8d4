/* ufs-may-cost.c: `<cost>` at the head of a `<may>`: "you may discard 2
 * cards to draw 3 cards" (J.1.4.1). Completing the instructions before
 * "to" is a cost, not an effect:
 *
 *   <may><cost><discard count="2"/></cost><draw count="3"/></may>
 *
 * The question is asked only when the cost can be paid in full (as
 * E.4.1.1 has it for an ability's costs); the cost's instructions are
 * then paid as costs are (a short one fails the payment, the starting
 * character may stand in for a foundation, H.4.3), and the rest of the
 * `<may>` runs only if every one of them was paid (as E.4.5.1 has it).
 * No, or a cost that cannot be paid, passes over the rest of the `<may>`
 * (into its `<else>`, if any).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* The sub-state of the <cost>: what it waits for, and (bit 2) whether an
 * ability's cost had failed before its own payment (UfsState.cost_failed,
 * given back afterwards). */
enum
{
  MAY_COST_ASK = 0,
  MAY_COST_ANSWERED = 1,
  MAY_COST_PAID = 2,
};
#define MAY_COST_STEP 3
#define MAY_COST_FAILED_BEFORE 4

/* <cost> holds the instructions paid; its player is the <may>'s. It must
 * open the body of a <may> (dk_compile_may() leaves the question to it). */
gboolean
ufs_compile_may_cost (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  xmlNode *first = node->parent != NULL ? node->parent->children : NULL;

  while (first != NULL && first->type != XML_ELEMENT_NODE)
    first = first->next;
  if (node->parent == NULL || strcmp ((const char *) node->parent->name, "may") != 0 ||
      first != node)
    {
      dk_compiler_error (c, node, "<cost> inside an effect opens the body of a <may> (J.1.4.1)");
      return FALSE;
    }
  /* paid from the effect program (DK_PART_EFFECT_COST) */
  for (xmlNode *up = node->parent; up != NULL && up->parent != NULL; up = up->parent)
    if (up->parent->type == XML_ELEMENT_NODE &&
        strcmp ((const char *) up->parent->name, "ability") == 0 &&
        strcmp ((const char *) up->name, "effect") != 0)
      {
        dk_compiler_error (c, node, "<may><cost> belongs in an ability's <effect>");
        return FALSE;
      }
  in->flags |= DK_INSTR_BLOCK | DK_INSTR_STOP_AFTER;
  in->player = dk_compiler_player (c, node->parent, "you");
  return in->player >= 0 && in->player <= 1;
}

/* Can @in's instructions be paid in full by @player now? */
static gboolean
payable (const DkGame *g, const DkExec *ex, const DkInstr *in, guint player)
{
  /* the body without the <stop> that ends it */
  DkProgram body = { in->body > 0 ? in->body - 1 : 0, (DkInstr *) in + 1 };

  return ufs_cost_payable_x (g, dk_exec_source (ex), &body, player, ufs_x_value (g));
}

DkExecResult
ufs_exec_may_cost (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  const DkInstr *may = in - 1;
  guint player = dk_exec_player (g, ex, in);
  gint32 sub = dk_exec_sub (ex);

  switch (sub & MAY_COST_STEP)
    {
    case MAY_COST_ASK:
      /* J.1.4.1, E.4.1.1: offered only if it can be paid in full */
      if (!payable (g, ex, in, player))
        {
          dk_exec_may_refused (ex, may);
          return DK_EXEC_NEXT;
        }
      dk_exec_set_sub (ex, MAY_COST_ANSWERED);
      dk_game_decide (g, player, DK_DECISION_CHOOSE);
      dk_option_add_card (dk_game_offer (g, DK_VERB_YES, 0), dk_exec_source (ex));
      dk_option_add_card (dk_game_offer (g, DK_VERB_NO, 0), dk_exec_source (ex));
      return DK_EXEC_WAIT;
    case MAY_COST_ANSWERED:
      {
        const DkOption *o = dk_game_answer (g);
        gboolean yes = o != NULL && o->verb == DK_VERB_YES;
        DkFrame parent = *ex->frame;
        DkFrame *f;

        dk_game_clear_answer (g);
        if (!yes)
          {
            dk_exec_may_refused (ex, may);
            return DK_EXEC_NEXT;
          }
        /* Its instructions, paid as costs: a program frame of the same
         * ability that runs them as DK_PART_EFFECT_COST, from the first
         * to the <stop> after them, with the names the effect bound. */
        dk_exec_set_sub (ex, MAY_COST_PAID | (s->cost_failed ? MAY_COST_FAILED_BEFORE : 0));
        s->cost_failed = FALSE;
        f = dk_game_push (g, DK_PROC_PROGRAM);
        f->a[0] = parent.a[0];
        f->a[1] = (gint32) (((guint32) parent.a[1] & ~(0xfu << 16)) |
                            ((guint32) DK_PART_EFFECT_COST << 16));
        f->a[2] = 0;
        f->a[3] = parent.a[3];
        for (guint i = 4; i < 8; i++)
          f->a[i] = parent.a[i];
        f->step = (guint16) (parent.step + 1);
        return DK_EXEC_WAIT;
      }
    default:
      {
        gboolean failed = s->cost_failed;

        s->cost_failed = (sub & MAY_COST_FAILED_BEFORE) != 0;
        /* E.4.5.1: a cost paid in part does not lead to the rest */
        if (failed)
          dk_exec_may_refused (ex, may);
        else
          dk_exec_skip (ex, in->body);
        return DK_EXEC_NEXT;
      }
    }
}
