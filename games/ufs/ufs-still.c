/* ufs-still.c: `<still-damage>`, "If this attack is completely blocked, it
 * still deals 1 damage during the Damage Step" (G.3.1), "... it still
 * deals half damage (rounded up)" (what Throw grants, I.3.14.1, printed).
 *
 * Run as an effect (an enhance), it marks the attack in its attack
 * sequence: at its Damage Step, if it is then completely blocked (with
 * blocked="any": blocked at all), it deals at least that amount. Printed
 * as a continuous ability with no `<when>` on an attack, it is a rule the
 * Damage Step reads on the card itself while it has its abilities (as
 * `<no-reversal/>` is, ufs-static2.c).
 *
 * docs/rulings.md, G.3.1: the amount is never more than the attack's
 * damage, an attack of 0 damage or less deals none, and of several such
 * effects the greatest counts (they do not add up).
 *
 * `<no-damage>`, "that attack deals no damage", "If this attack is
 * blocked, it deals no damage": run as an effect, it marks the attack in
 * its attack sequence, which then deals no damage at its Damage Step
 * (G.3.1: it did not deal damage). K.1.2: a prohibition, it takes
 * precedence over `<still-damage>` and Throw's half damage.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* UfsState.still_damage[1]: half the damage on a complete block; the
 * other bits the amount on any block. */
#define STILL_HALF 0x80u
#define STILL_ANY_MAX 0x7f

/* <still-damage amount="N" | half="true" [blocked="any"] [target=]>:
 * a[0] the amount (0 with half), a[1] half, a[2] any block. */
gboolean
ufs_compile_still_damage (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const blocked[] = { "complete", "any", NULL };
  static const char *const yes[] = { "true", "false", NULL };
  gint k = -1, half = -1;
  gint32 amount = 0;

  if (xmlHasProp (node, (const xmlChar *) "half") &&
      dk_compiler_word (c, node, "half", yes, &half) == NULL)
    return FALSE;
  if (xmlHasProp (node, (const xmlChar *) "blocked") &&
      dk_compiler_word (c, node, "blocked", blocked, &k) == NULL)
    return FALSE;
  if (!dk_compiler_int (c, node, "amount", 0, &amount))
    return FALSE;
  if ((half == 0) == (amount > 0) || amount < 0 || amount > STILL_ANY_MAX)
    {
      dk_compiler_error (c, node,
                         "<still-damage> needs amount= (1 to %d) or half=\"true\", not both",
                         STILL_ANY_MAX);
      return FALSE;
    }
  in->a[0] = amount;
  in->a[1] = half == 0;
  in->a[2] = k == 1;
  in->target = (gint16) (xmlHasProp (node, (const xmlChar *) "target")
                             ? dk_compiler_target (c, node, "target", TRUE)
                             : DK_TARGET_SELF);
  return in->target >= 0;
}

/* Keep @in's amount for the attack in its sequence, if it is the target. */
static void
still_mark (guint8 still[2], const DkInstr *in)
{
  if (in->a[1])
    still[1] |= STILL_HALF;
  else if (in->a[2])
    still[1] = (guint8) (MAX ((gint32) (still[1] & STILL_ANY_MAX), in->a[0]) |
                         (still[1] & STILL_HALF));
  else
    still[0] = (guint8) MAX ((gint32) still[0], in->a[0]);
}

DkExecResult
ufs_exec_still_damage (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  gint32 card = dk_exec_target (g, ex, in->target);

  /* K.3.4: only the attack in its attack sequence, before its damage */
  if (card != DK_NO_CARD && card == s->attack)
    still_mark (s->still_damage, in);
  return DK_EXEC_NEXT;
}

/**
 * ufs_still_damage:
 * @g: the game
 * @attack: the attack in its sequence, at its Damage Step
 * @damage: its damage
 * @dealt: what G.3 (and Throw) make it deal
 *
 * Returns: the damage it deals, `<still-damage>` taken into account
 */
gint32
ufs_still_damage (const DkGame *g, gint32 attack, gint32 damage, gint32 dealt)
{
  const UfsState *s = ufs_state_const (g);
  const DkCardDef *def = dk_game_card_def (g, attack);
  guint8 still[2] = { s->still_damage[0], s->still_damage[1] };
  gint32 least = 0;

  if (damage <= 0 || s->block_status == UFS_BLOCK_NONE)
    return dealt;
  /* printed on the attack, while it has its abilities (K.4.3, I.3.8.2) */
  if (def != NULL && !(dk_game_card (g, attack)->flags &
                       (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_SEALED | UFS_FLAG_COPY)))
    for (guint a = 0; a < def->n_abilities; a++)
      {
        const DkAbility *ab = &def->abilities[a];

        if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
          continue;
        for (guint i = 0; i < ab->effect.n_instrs; i++)
          if (ab->effect.instrs[i].op == DK_INSTR_MODULE_BASE + UFS_INSTR_STILL_DAMAGE)
            still_mark (still, &ab->effect.instrs[i]);
      }
  if (s->block_status == UFS_BLOCK_COMPLETE)
    {
      least = still[0];
      if (still[1] & STILL_HALF)
        least = MAX (least, (gint32) (((gint64) damage + 1) / 2));
    }
  least = MAX (least, (gint32) (still[1] & STILL_ANY_MAX));
  return MAX (dealt, MIN (least, damage));
}

/* <no-damage [target=]>: the attack (default self) that deals none. */
gboolean
ufs_compile_no_damage (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->target = (gint16) (xmlHasProp (node, (const xmlChar *) "target")
                             ? dk_compiler_target (c, node, "target", TRUE)
                             : DK_TARGET_SELF);
  return in->target >= 0;
}

DkExecResult
ufs_exec_no_damage (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  gint32 card = dk_exec_target (g, ex, in->target);

  /* K.3.4: only the attack in its attack sequence, before its damage
   * (reset as the next attack sequence begins) */
  if (card != DK_NO_CARD && card == s->attack)
    s->no_damage = 1;
  return DK_EXEC_NEXT;
}
