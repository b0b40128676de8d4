/* ufs-results.c: what an ability could cause (K.2.8), read by a response's
 * condition: `<when event="ability-played" causes="draw|hand"/>`, "after
 * your opponent plays an ability that draws or adds cards to their hand".
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* The results, in UfsResult order. */
static const char *const result_names[] = {
  "draw", "hand", "discard", "damage", "gain", "momentum", "destroy", "commit", NULL,
};
G_STATIC_ASSERT (G_N_ELEMENTS (result_names) == UFS_N_RESULTS + 1);

/**
 * ufs_results_parse:
 * @value: `a|b|...` of the result names
 * @bits: (out): their UfsResult bits
 *
 * Returns: FALSE when a word is not a result's name
 */
gboolean
ufs_results_parse (const char *value, guint32 *bits)
{
  g_auto (GStrv) words = g_strsplit (value, "|", -1);

  *bits = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      gint k;

      for (k = 0; result_names[k] != NULL && strcmp (result_names[k], words[i]) != 0; k++)
        ;
      if (result_names[k] == NULL)
        return FALSE;
      *bits |= 1u << k;
    }
  return *bits != 0;
}

/* The results one instruction could lead to. */
static guint32
instr_results (const DkInstr *in)
{
  if (in->op < DK_INSTR_MODULE_BASE)
    return 0;
  switch (in->op - DK_INSTR_MODULE_BASE)
    {
    case UFS_INSTR_DRAW:
    case UFS_INSTR_DRAW_UP_TO:
      return 1u << UFS_RESULT_DRAW | 1u << UFS_RESULT_HAND;
    case UFS_INSTR_MOVE:
      return in->a[0] == UFS_ZONE_HAND ? 1u << UFS_RESULT_HAND : 0;
    case UFS_INSTR_DISCARD:
    case UFS_INSTR_DISCARD_HAND:
    case UFS_INSTR_DISCARD_RANDOM:
    case UFS_INSTR_DISCARD_MOMENTUM:
      return 1u << UFS_RESULT_DISCARD;
    case UFS_INSTR_DAMAGE:
      return 1u << UFS_RESULT_DAMAGE;
    case UFS_INSTR_GAIN:
      return 1u << UFS_RESULT_GAIN;
    case UFS_INSTR_MOMENTUM:
      return 1u << UFS_RESULT_MOMENTUM;
    case UFS_INSTR_DESTROY:
    case UFS_INSTR_DESTROY_FOUNDATIONS:
      return 1u << UFS_RESULT_DESTROY;
    case UFS_INSTR_COMMIT:
    case UFS_INSTR_COMMIT_FOUNDATIONS:
      return 1u << UFS_RESULT_COMMIT;
    default:
      return 0;
    }
}

/**
 * ufs_ability_results:
 * @ab: a printed ability
 *
 * K.2.8: an ability "that draws" (and so on) is one whose immediate
 * effect could lead to that result under some circumstance: every
 * instruction of its effect counts, those under a condition or a choice
 * and those of an effect it creates (which the effect's list holds) too;
 * its costs do not.
 *
 * Returns: its UfsResult bits
 */
guint8
ufs_ability_results (const DkAbility *ab)
{
  guint32 bits = 0;

  for (guint i = 0; i < ab->effect.n_instrs; i++)
    bits |= instr_results (&ab->effect.instrs[i]);
  return (guint8) bits;
}
