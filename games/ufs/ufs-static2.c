/* ufs-static2.c: rules printed on a card as continuous abilities that the
 * game reads at one point of its procedures, with nothing to do when an
 * effect runs: `<no-reversal/>` ("Your opponent may not play an attack as
 * a reversal to this attack", I.3.11.1 printed), and `<as-though-in-hand
 * use="block"/>` in a continuous ability ("You may block with this card
 * from your staging area as if it were in your hand", K.3.17 printed).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/**
 * ufs_static_rule:
 * @g: the game
 * @card: a card
 * @instr: a UFS instruction (UFS_INSTR_...)
 *
 * Whether a continuous ability with no `<when>` of @card holds @instr at
 * its top level while the card has its abilities: not face down, sealed
 * (K.4.3) or a multiple copy (I.3.8.2). The abilities are read from the
 * card's definition: no string, no allocation.
 */
gboolean
ufs_static_rule (const DkGame *g, gint32 card, guint instr)
{
  return ufs_static_rule_next (g, card, instr, NULL) != NULL;
}

/**
 * ufs_static_rule_next:
 * @g: a game
 * @card: a card, or %DK_NO_CARD
 * @instr: a module instruction (UFS_INSTR_*)
 * @after: (nullable): the instruction found before, or %NULL for the first
 *
 * The instructions @instr of @card's continuous abilities with no `<when>`,
 * one at a time, while the card has its abilities (as ufs_static_rule()).
 *
 * Returns: (nullable): the next such instruction after @after, or %NULL
 */
const DkInstr *
ufs_static_rule_next (const DkGame *g, gint32 card, guint instr, const DkInstr *after)
{
  const DkCardDef *def;
  gboolean past = after == NULL;

  if (card == DK_NO_CARD)
    return NULL;
  def = dk_game_card_def (g, card);
  if (def == NULL || (dk_game_card (g, card)->flags &
                      (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_SEALED | UFS_FLAG_COPY)))
    return NULL;
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
        continue;
      for (guint i = 0; i < ab->effect.n_instrs; i++)
        {
          const DkInstr *in = &ab->effect.instrs[i];

          if (!past)
            past = in == after;
          else if (in->op == DK_INSTR_MODULE_BASE + instr)
            return in;
        }
    }
  return NULL;
}

/* <no-reversal/>: read as the attack resolves (I.3.10.2.3), as Safe is.
 * <no-reversal target=> run as an effect ("Your opponent may not play an
 * attack as a reversal to this attack" in an enhance): a[0] set, it marks
 * the attack in its sequence when it is the controller's, read as it
 * resolves the same way. */
gboolean
ufs_compile_no_reversal (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!xmlHasProp (node, (const xmlChar *) "target"))
    return TRUE;
  in->a[0] = 1;
  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  return in->target >= 0;
}

DkExecResult
ufs_exec_no_reversal (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);

  /* K.3.4: only the attack in its attack sequence; I.3.10: only the
   * attacker's opponent could reverse it, so "your opponent may not" holds
   * only of the controller's own attack */
  if (in->a[0] && s->attack != DK_NO_CARD && dk_exec_target (g, ex, in->target) == s->attack &&
      s->attacker == (gint32) dk_exec_controller (ex))
    s->no_reversal = 1;
  return DK_EXEC_NEXT;
}

/**
 * ufs_static_as_hand:
 * @g: the game
 * @card: a card of a staging area whose definition has a continuous
 *   <as-though-in-hand> (UfsCardData.static_as_hand)
 *
 * K.3.17: whether one of its continuous abilities with no `<when>` lets it
 * be played as a block from there now: the card has its abilities (face
 * up, not sealed) and an `<if>` around the instruction holds ("While this
 * card is ready, ...").
 */
gboolean
ufs_static_as_hand (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (ufs_zone_kind_of (g, card) != UFS_ZONE_STAGING || ufs_is_face_down (g, card) ||
      dk_game_card_has_flag (g, card, UFS_FLAG_SEALED))
    return FALSE;
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
        continue;
      for (guint i = 0; i < ab->effect.n_instrs; i++)
        {
          const DkInstr *in = &ab->effect.instrs[i];

          if (in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_AS_THOUGH_IN_HAND &&
              in->target == DK_TARGET_SELF)
            return TRUE;
          i += ufs_static_skip (g, card, ab, in);
        }
    }
  return FALSE;
}
