/* dk-program.c: abilities' programs: the interpreter and what an instruction sees.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

/**
 * dk_game_push_program:
 * @game: a game
 * @card: the card whose ability runs
 * @ability: its index in the card's abilities
 * @part: the cost or the effect
 * @controller: who controls it
 *
 * Runs one of the ability's programs, instruction by instruction.
 */
void
dk_game_push_program (DkGame *g, gint32 card, guint ability, DkProgramPart part, guint controller)
{
  dk_game_push_program_pass (g, card, ability, part, controller, DK_PASS_ALL);
}

/**
 * dk_game_push_program_pass:
 * @game: a game
 * @card: the card whose ability runs
 * @ability: its index in the card's abilities
 * @part: the cost or the effect
 * @controller: who controls it
 * @pass: which of its instructions run
 *
 * Like dk_game_push_program(), for costs paid in two passes: the ordinary
 * instructions first, then those marked %DK_INSTR_LATE.
 */
void
dk_game_push_program_pass (
    DkGame *g, gint32 card, guint ability, DkProgramPart part, guint controller, DkProgramPass pass)
{
  DkFrame *f = dk_game_push (g, DK_PROC_PROGRAM);

  f->a[0] = card;
  f->a[1] = (gint32) (ability | ((guint) part << 16) | ((guint) pass << 20));
  f->a[3] = (gint32) controller;
  for (guint i = 4; i < 8; i++)
    f->a[i] = DK_NO_CARD;
}

/* An ability's program: a[0] card, a[1] ability | part << 16 | pass << 20, a[2] the
 * running instruction's own state, a[3] controller, a[4..7] bound names.
 * The step is the instruction counter. */
DkStepResult
dk_proc_program (DkGame *g, DkFrame *f)
{
  const DkCardDef *def = dk_game_card_def (g, f->a[0]);
  guint ability = (guint) f->a[1] & 0xffff;
  guint part = ((guint) f->a[1] >> 16) & 0xf;
  guint pass = ((guint) f->a[1] >> 20) & 0xf;
  const DkAbility *ab;
  const DkProgram *prog;
  const DkInstr *in;
  DkExec ex;
  DkExecResult r;
  guint top = g->frames.len;

  if (def == NULL || ability >= def->n_abilities)
    return DK_STEP_DONE;
  ab = &def->abilities[ability];
  prog = part == DK_PART_COST ? &ab->cost : part == DK_PART_CANCEL ? &ab->cancel : &ab->effect;
  /* Instruction after instruction while nothing else needs to run. */
  for (;;)
    {
      if (f->step >= prog->n_instrs)
        return DK_STEP_DONE;
      /* A player out of the game does nothing more: the rest of an ability
       * of theirs that was resolving when they went out does not happen
       * (checked before each instruction: one may put them out). */
      if (g->eliminated & (1u << f->a[3]))
        return DK_STEP_DONE;
      in = &prog->instrs[f->step];
      if ((pass == DK_PASS_EARLY && (in->flags & DK_INSTR_LATE)) ||
          (pass == DK_PASS_LATE && !(in->flags & DK_INSTR_LATE)))
        {
          f->step++;
          if (!dk_step_on (g, top))
            return DK_STEP_CONTINUE;
          continue;
        }
      ex.frame = f;
      ex.ability = ab;
      ex.depth = top - 1;
      if ((in->flags & g->module->fail_flags) && g->module->instr_fails (g, &ex, in))
        r = DK_EXEC_NEXT;
      else
        r = g->rules->instrs[in->op]->exec (g, &ex, in);
      if (g->status == DK_STATUS_OVER)
        return DK_STEP_DONE;
      switch (r)
        {
        case DK_EXEC_NEXT:
          f = &VEC_AT (g->frames, DkFrame, ex.depth);
          f->step++;
          f->a[2] = 0;
          if (g->frames.len > ex.depth + 1 || g->status == DK_STATUS_DECIDING)
            return DK_STEP_WAIT;
          /* The module's turn between two instructions of an effect: what
           * it pushes runs before the next one (DkModule.instr_done). */
          if (part == DK_PART_EFFECT && g->module->instr_done != NULL)
            {
              ex.frame = f;
              if (g->module->instr_done (g, &ex))
                return DK_STEP_WAIT;
              if (g->status == DK_STATUS_OVER)
                return DK_STEP_DONE;
              f = &VEC_AT (g->frames, DkFrame, ex.depth);
            }
          if (!dk_step_on (g, top))
            return DK_STEP_CONTINUE;
          continue;
        case DK_EXEC_WAIT:
          return DK_STEP_WAIT;
        case DK_EXEC_STOP:
          return DK_STEP_DONE;
        }
      return DK_STEP_DONE;
    }
}

/* --- what an instruction sees --------------------------------------------------------------------
 */

/* Is the instruction being paid as a cost, run as an effect, or paid to
 * cancel? */
DkProgramPart
dk_exec_part (const DkExec *ex)
{
  return (DkProgramPart) (((guint) ex->frame->a[1] >> 16) & 0xf);
}

/* Set the instruction's own state before pushing frames or deciding: the
 * frame may move afterwards. */

/**
 * dk_exec_target:
 * @game: the game
 * @exec: the running instruction's context
 * @target: a target index (DK_TARGET_*, or a module's)
 *
 * Returns: the card the target names now, or %DK_NO_CARD
 */
gint32
dk_exec_target (DkGame *g, DkExec *ex, gint target)
{
  if (target < 0 || (guint) target >= g->rules->n_targets || g->rules->targets[target] == NULL)
    return DK_NO_CARD;
  if (target == DK_TARGET_SELF)
    return dk_exec_source (ex);
  if (target >= DK_TARGET_VAR0 && target <= DK_TARGET_VAR3)
    return dk_exec_var (ex, (guint) (target - DK_TARGET_VAR0));
  if (g->rules->targets[target]->resolve == NULL)
    return DK_NO_CARD;
  return g->rules->targets[target]->resolve (g, ex);
}

/**
 * dk_exec_player:
 * @game: the game
 * @exec: the running instruction's context
 * @instr: the instruction
 *
 * Returns: the player the instruction's `player` attribute names (you: the
 *   controller; opponent: the next player after the controller still in
 *   the game)
 */
guint
dk_exec_player (const DkGame *g, const DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);

  return in->player == 1 ? dk_game_next_alive (g, you) : you;
}
