/* bos-values.c: continuous effects.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

static gboolean
continuous_applies (const DkGame *g, gint32 src, const DkInstr *in, gint32 card)
{
  switch (in->target)
    {
    case DK_TARGET_SELF:
      return src == card;
    case BOS_TARGET (THIS_FIGHTER):
      return bos_this_fighter (g, src) == card;
    case BOS_TARGET (EQUIPPED_FIGHTER):
      return bos_card_type (g, src) == BOS_TYPE_EQUIPMENT && bos_this_fighter (g, src) == card;
    default:
      if (!bos_group_target (in->target))
        return FALSE;
      return bos_group_member (g, in->target, controller_of (g, src), card) &&
             bos_filter_matches (g, in->filter, card, TRUE);
    }
}

/* The continuous effects of @src on @card's @stat: the last value set, and
 * the sum of what is added. */
static void
apply_source (const DkGame *g,
              gint32 src,
              gint32 card,
              guint stat,
              gint64 *add,
              gboolean *set,
              gint32 *set_value)
{
  const BosCardData *d = dk_game_card_data (g, src);
  const DkCardDef *def;

  if (d == NULL || !(d->mod_stats & (1u << stat)))
    return;
  def = dk_game_card_def (g, src);
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type != AB_CONTINUOUS)
        continue;
      for (guint k = 0; k < ab->effect.n_instrs; k++)
        {
          const DkInstr *in = &ab->effect.instrs[k];

          if (in->op != BOS_INSTR (MODIFY) || in->stat != stat ||
              !continuous_applies (g, src, in, card))
            continue;
          if (in->a[1])
            {
              *set = TRUE;
              *set_value = in->a[0];
            }
          else
            *add += in->a[0];
        }
    }
}

/* Effect Fighters: Continuous Effect: while the card is face up on the
 * field. The cards that have such effects are kept (bos_note_field), in
 * the order the field is walked, so that a value set twice ends the same. */
static G_GNUC_NO_INLINE gint32
adjust_stat (const DkGame *g, gint32 card, guint stat, gint32 value)
{
  const BosState *s = bos_state_const (g);
  gint64 add = 0; /* a sum of gint32s */
  gboolean set = FALSE;
  gint32 set_value = 0;

  if (bos_zone_kind_of (g, card) != BOS_ZONE_FIGHTERS)
    return value;
  if (s->field_known)
    for (guint i = 0; i < s->n_field; i++)
      {
        gint32 src = s->field[i];

        if (!(s->field_sources & (1u << i)))
          continue;
        if (bos_on_field (g, src) && !face_down (g, src))
          apply_source (g, src, card, stat, &add, &set, &set_value);
      }
  else
    {
      BosFieldWalk walk = { 0 };
      gint32 src;

      while ((src = bos_field_walk (g, &walk)) != DK_NO_CARD)
        apply_source (g, src, card, stat, &add, &set, &set_value);
    }
  if (set)
    value = set_value;
  return dk_sat32 (value + add);
}

gint32
bos_adjust_stat (const DkGame *g, gint32 card, guint stat, gint32 value)
{
  const BosState *s = bos_state_const (g);

  if (stat == BOS_STAT_DURATION)
    return value < 0 ? BOS_DURATION_ONE_TURN : value;
  /* Most reads: no card of the field changes this stat. */
  if (stat >= 32 || (s->field_known && !(s->field_stats & (1u << stat))))
    return value;
  return adjust_stat (g, card, stat, value);
}
