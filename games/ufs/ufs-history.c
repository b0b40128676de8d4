/* ufs-history.c: what each player did this turn, for the conditions that
 * ask about it ("If you have dealt damage this turn", "If this is your
 * second attack this turn"): counts kept as the events come
 * (UfsState.history), cleared as each turn begins, read by the amount
 * term `turn(KIND[, PLAYER])` (ufs-state.c).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

const char *const ufs_history_names[UFS_N_HISTORY] = {
  [UFS_HISTORY_ATTACKS_PLAYED] = "attacks-played",
  [UFS_HISTORY_DAMAGE_TAKEN] = "damage-taken",
  [UFS_HISTORY_DAMAGE_DEALT] = "damage-dealt",
  [UFS_HISTORY_VITALITY_LOST] = "vitality-lost",
  [UFS_HISTORY_VITALITY_GAINED] = "vitality-gained",
  [UFS_HISTORY_NON_THROW_DAMAGE] = "non-throw-damage",
  [UFS_HISTORY_FOUNDATIONS_DESTROYED] = "foundations-destroyed",
  [UFS_HISTORY_CHECKED] = "checked",
};
G_STATIC_ASSERT (UFS_N_HISTORY <= G_N_ELEMENTS (((UfsState *) 0)->history[0]));

static void
add (UfsState *s, gint player, guint kind, gint32 n)
{
  if (player < 0 || player > 1 || n <= 0)
    return;
  s->history[player][kind] = (guint8) MIN (255, s->history[player][kind] + n);
}

/**
 * ufs_history_note:
 * @g: a game
 * @ev: an event, as it happens
 *
 * Counts what @ev tells of this turn.
 */
void
ufs_history_note (DkGame *g, const DkEvent *ev)
{
  UfsState *s = ufs_state (g);

  switch (ev->type)
    {
    case DK_EVENT_TURN_BEGIN:
      memset (s->history, 0, sizeof s->history);
      /* C.3.3.2.1: the new active player's copies apply first. */
      if (G_UNLIKELY (dk_game_n_modifiers (g) != 0))
        {
          ufs_copies_rank (g);
          ufs_definitions_rank (g); /* C.3.3.3 */
        }
      break;
    case DK_EVENT_COUNTER:
      /* counter 0: vitality (damage too lowers it, J.1.2) */
      if (ev->a[0] == 0)
        {
          add (s, ev->player, UFS_HISTORY_VITALITY_LOST, ev->a[1] - ev->a[2]);
          add (s, ev->player, UFS_HISTORY_VITALITY_GAINED, ev->a[2] - ev->a[1]);
        }
      break;
    default:
      if (ev->type == UFS_EVENT (DAMAGE))
        {
          /* player: who takes it; a[1]: who deals it (the attacker, or the
           * controller of the effect); a[3] 0: an attack's damage (G.3) */
          add (s, ev->player, UFS_HISTORY_DAMAGE_TAKEN, ev->a[0]);
          if (ev->a[1] != ev->player)
            add (s, ev->a[1], UFS_HISTORY_DAMAGE_DEALT, ev->a[0]);
          if (ev->a[1] != ev->player && ev->a[3] == 0 && ev->card != DK_NO_CARD &&
              !ufs_has_keyword (g, ev->card, UFS_KWF_THROW))
            add (s, ev->a[1], UFS_HISTORY_NON_THROW_DAMAGE, ev->a[0]);
        }
      /* E.4.10: a card played; an attack made as a form or a reversal (a
       * block is no attack, G.2) */
      else if (ev->type == UFS_EVENT (CARD_PLAYED) && ev->a[2] == UFS_TYPE_ATTACK &&
               (ev->a[0] == UFS_KIND_FORM || ev->a[0] == UFS_KIND_REVERSAL))
        add (s, ev->player, UFS_HISTORY_ATTACKS_PLAYED, 1);
      break;
    }
}

/**
 * ufs_history_destroyed:
 * @g: a game
 * @ev: a zone change from a staging area to a discard pile
 *
 * K.4.1: a card added to the discard pile from the staging area is
 * destroyed; a foundation (D.2.2.2: a face-down card there is one, and it
 * is still face down as the move is told) counts for the player whose
 * staging area it left.
 */
void
ufs_history_destroyed (DkGame *g, const DkEvent *ev)
{
  if (dk_game_card_has_flag (g, ev->card, DK_CARD_FLAG_FACE_DOWN) ||
      ufs_card_type (g, ev->card) == UFS_TYPE_FOUNDATION)
    add (ufs_state (g), ev->a[2], UFS_HISTORY_FOUNDATIONS_DESTROYED, 1);
}
