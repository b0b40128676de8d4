/* ufs-values.c: values (C): what a card's stats are now, beyond its printed
 * values and the framework's modifiers.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* H.6: what the continuous abilities of @card (defined by @def) that
 * modify their own card add to its @stat, while it is valued, those kept
 * on its current state apart (C.3.3.4.3); with @apply, keeps them instead
 * (self_bonus_sum). Apart from ufs_adjust_stat(), which most cards pass
 * through without it. */
static gint64 self_bonus_sum (
    const DkGame *g, DkGame *apply, gboolean all, gint32 card, const DkCardDef *def, guint stat);

/* Does @card have its own continuous abilities (H.6): face up in a
 * staging area or card pool, not sealed (K.4.3)? */
static gboolean
self_active (const DkGame *g, gint32 card)
{
  guint kind = ufs_zone_kind_of (g, card);

  return (kind == UFS_ZONE_STAGING || kind == UFS_ZONE_CARD_POOL) && !ufs_is_face_down (g, card) &&
         !dk_game_card_has_flag (g, card, UFS_FLAG_SEALED);
}

static G_GNUC_NO_INLINE gint64
self_bonus (const DkGame *g, gint32 card, const DkCardDef *def, guint stat)
{
  if (!self_active (g, card))
    return 0;
  return self_bonus_sum (g, NULL, FALSE, card, def, stat);
}

/* Keeps on @card's current state the bonuses its own continuous abilities
 * apply to it now and have not kept yet: @all, or those that may change. */
static void
self_apply (DkGame *g, gint32 card, gboolean all)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def == NULL || ufs_card_data (def)->self_stats == 0 || !self_active (g, card))
    return;
  for (guint64 bits = ufs_card_data (def)->self_stats; bits != 0; bits &= bits - 1)
    self_bonus_sum (g, g, all, card, def, (guint) __builtin_ctzll (bits));
}

/**
 * ufs_self_keep:
 * @g: a game
 * @card: a card about to be sealed (K.4.3)
 *
 * C.3.3.4.3: the bonuses its own continuous abilities have applied to
 * @card's current state (H.6) are not un-applied as it loses them: they
 * stay, at their value now (those kept already, as they were kept), until
 * it is refreshed: when the turn ends, an attack's when it resolves or is
 * aborted; a move ends them anyway. Kept quietly: nothing is applied anew.
 */
void
ufs_self_keep (DkGame *g, gint32 card)
{
  self_apply (g, card, TRUE);
}

/**
 * ufs_self_sync:
 * @g: a game
 * @card: a card
 *
 * C.3.3.4.3, H.6: keeps on @card's current state, at their value now, the
 * bonuses its own continuous abilities apply to it now for the first time
 * since it began or was refreshed, of those whose amount, condition or
 * restrictions may change (ufs_static_sync()).
 */
void
ufs_self_sync (DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def != NULL && ufs_card_data (def)->static_changes)
    self_apply (g, card, FALSE);
}

/**
 * ufs_self_difficulty_to_play:
 * @g: the game
 * @card: a card about to be played from a zone where it is not valued
 *   (the hand)
 *
 * H.6, E.4.7.1: what its own continuous abilities add to the difficulty
 * it is played at ("If you have 6 or fewer foundations, this card gets -1
 * difficulty"), their <if>s read for the player whose zone holds it. A
 * card valued where it is (a staging area, a card pool) has them in its
 * difficulty already: 0.
 *
 * Returns: the sum, saturated
 */
gint32
ufs_self_difficulty_to_play (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  guint kind = ufs_zone_kind_of (g, card);

  if (def == NULL || !(ufs_card_data (def)->self_stats >> UFS_STAT_DIFFICULTY & 1) ||
      kind == UFS_ZONE_STAGING || kind == UFS_ZONE_CARD_POOL)
    return 0;
  return dk_sat32 (self_bonus_sum (g, NULL, FALSE, card, def, UFS_STAT_DIFFICULTY));
}

static gint64
self_bonus_sum (
    const DkGame *g, DkGame *apply, gboolean all, gint32 card, const DkCardDef *def, guint stat)
{
  const DkCard *c = dk_game_card (g, card);
  gint64 value = 0;

  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];
      gboolean changes = FALSE; /* past a condition */

      /* A continuous ability with a trigger is a fired effect, not a bonus. */
      if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
        continue;
      for (guint i = 0; i < ab->effect.n_instrs; i++)
        {
          const DkInstr *in = &ab->effect.instrs[i];

          if (in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_MODIFY && in->target == DK_TARGET_SELF &&
              in->stat == stat && in->a[1] == 0 &&
              (g->modifiers.len == 0 ||
               !ufs_static_applied (g, card, card, stat, ufs_static_tag (a, i))))
            {
              /* J.4.2.2: an amount computed from the game is read now;
               * C.3.3.4.3: once kept, it is the kept one that counts. */
              gint64 v = (in->flags & UFS_INSTR_EXPR)
                             ? ufs_amount_eval (g, in->a[0], card, c->controller, 0)
                             : in->a[0];

              if (apply == NULL)
                value += v;
              else if (all || changes || (in->flags & UFS_INSTR_EXPR))
                ufs_keep_bonus (apply, card, card, stat, ufs_static_tag (a, i), v);
            }
          if (in->flags & DK_INSTR_BLOCK)
            changes = TRUE;
          i += ufs_static_skip (g, card, ab, in);
        }
    }
  return value;
}

static G_GNUC_NO_INLINE gint32
adjust_stat_full (const DkGame *g, gint32 card, guint stat, gint32 printed_value)
{
  const DkCard *c = dk_game_card (g, card);
  gint64 value = printed_value; /* a sum of gint32s, saturated at the end */

  /* I.3.8.2: a multiple copy has the printed values of its original. */
  if (dk_game_card_has_flag (g, card, UFS_FLAG_COPY) && c->vars[UFS_VAR_EXTRA] > 0 &&
      (stat == UFS_STAT_SPEED || stat == UFS_STAT_DAMAGE || stat == UFS_STAT_ATTACK_ZONE ||
       stat == UFS_STAT_DIFFICULTY || stat == UFS_STAT_CONTROL || stat == UFS_STAT_BLOCK_ZONE ||
       stat == UFS_STAT_BLOCK_MODIFIER))
    {
      gint32 original = c->vars[UFS_VAR_EXTRA] - 1;

      value += dk_game_printed_stat (g, original, stat) - dk_game_printed_stat (g, card, stat);
    }
  /* I.3.4: Desperation sets the difficulty while at desperation. */
  if (stat == UFS_STAT_DIFFICULTY)
    {
      gint32 difficulty = ufs_desperation_difficulty (g, card);

      if (difficulty >= 0)
        value += difficulty - dk_game_printed_stat (g, card, stat);
    }
  /* H.6: continuous abilities that modify their own card, while valued. */
  {
    const DkCardDef *def = dk_game_card_def (g, card);

    if (def != NULL && stat < 64 && (ufs_card_data (def)->self_stats >> stat & 1))
      value += self_bonus (g, card, def, stat);
  }
  /* J.2.1: static effects of other cards. */
  value += ufs_static_bonus (g, card, stat);
  /* B.6.6.2.2: the infinity symbol grants all twelve symbols, so a filter
   * `resources=earth` matches the card */
  if (stat == UFS_STAT_RESOURCES && (value & (1 << 12)))
    value |= 0xfff;
  /* J.3.3: lasting modifiers on a player's attacks. */
  if (G_UNLIKELY (ufs_state_const (g)->n_attack_mods != 0))
    value += ufs_attack_mods_bonus (g, card, stat);
  return dk_sat32 (value);
}

/* DkModule.adjust_stat. Most reads are of a card that is no multiple copy,
 * of a stat other than the difficulty (Desperation), that no ability of
 * the card's own, no static effect and no lasting modifier on attacks
 * changes: the printed value, read without the frame adjust_stat_full()
 * needs. */
gint32
ufs_adjust_stat (const DkGame *g, gint32 card, guint stat, gint32 printed_value)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (G_LIKELY (stat != UFS_STAT_DIFFICULTY && stat < 64 &&
                !dk_game_card_has_flag (g, card, UFS_FLAG_COPY) &&
                (def == NULL || !(ufs_card_data (def)->self_stats >> stat & 1)) &&
                ufs_state_const (g)->n_attack_mods == 0 && ufs_no_static_stat (g, stat)))
    return stat == UFS_STAT_RESOURCES && (printed_value & (1 << 12)) ? printed_value | 0xfff
                                                                       : printed_value;
  return adjust_stat_full (g, card, stat, printed_value);
}
