/* bos-sp.c: Soul Points and teams.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* bos_team_sp() of a team that does not share its SP: the members' sum. */
gint32
bos_team_sp_sum (const DkGame *g, guint p)
{
  gint64 sum = 0;

  for (guint q = 0; q < bos_n_players (g); q++)
    if (team_of (g, q) == team_of (g, p) && alive (g, q))
      sum += dk_game_counter (g, q, 0);
  return dk_sat32 (sum);
}

/* A change of @player's SP; a shared pool changes for every member. */
void
bos_add_sp (DkGame *g, guint player, gint32 delta)
{
  if (delta == 0)
    return;
  if (shared_sp (g))
    {
      gint32 now = dk_sat_add (dk_game_counter (g, player, 0), delta);

      for (guint q = 0; q < bos_n_players (g); q++)
        if (team_of (g, q) == team_of (g, player))
          dk_game_set_counter (g, q, 0, now);
      return;
    }
  dk_game_add_counter (g, player, 0, delta);
}

/* The pools that "the opponent" names for damage and SP paid: each
 * opponent still in, a shared team pool once. */
static guint
opponent_pools (const DkGame *g, guint player, guint *out)
{
  guint k = 0;
  gboolean team_done[DK_MAX_PLAYERS] = { FALSE };

  for (guint i = 1; i < bos_n_players (g); i++)
    {
      guint q = (player + i) % bos_n_players (g);

      if (!alive (g, q) || !bos_is_opponent (g, player, q))
        continue;
      if (shared_sp (g))
        {
          if (team_done[team_of (g, q)])
            continue;
          team_done[team_of (g, q)] = TRUE;
        }
      out[k++] = q;
    }
  return k;
}

/* Effect damage (Battle Royal: Damage Rules): each player damaged loses
 * @amount; the dealer gains what the others lost. @who: 0 you, 1 the
 * opponent(s), 2 each player. */
void
bos_effect_damage (DkGame *g, guint dealer, gint8 who, gint32 amount, gint32 source)
{
  guint victims[DK_MAX_PLAYERS];
  guint n = 0;
  gint32 gained = 0;

  if (amount <= 0)
    return;
  if (who == 0)
    victims[n++] = dealer;
  else if (who == 1)
    n = opponent_pools (g, dealer, victims);
  else
    {
      n = opponent_pools (g, dealer, victims);
      victims[n++] = dealer;
    }
  for (guint i = 0; i < n; i++)
    {
      bos_add_sp (g, victims[i], -amount);
      bos_emit (g, BOS_EVENT (EFFECT_DAMAGE), (gint) victims[i], source, amount,
                    (gint32) dealer, dk_game_counter (g, victims[i], 0), 0);
      if (bos_is_opponent (g, dealer, victims[i]))
        gained = dk_sat_add (gained, amount);
    }
  bos_add_sp (g, dealer, gained);
}

/* Glossary: Pay a Cost; Battle Royal: the SP paid go to each other player. */
void
bos_pay_sp (DkGame *g, guint player, gint32 amount, gint32 source)
{
  guint others[DK_MAX_PLAYERS];
  guint n;

  if (amount <= 0)
    return;
  bos_add_sp (g, player, -amount);
  bos_emit (g, BOS_EVENT (SP_PAID), (gint) player, source, amount, 0, 0, 0);
  n = opponent_pools (g, player, others);
  for (guint i = 0; i < n; i++)
    bos_add_sp (g, others[i], amount);
}

/**
 * bos_note_params:
 * @g: a game
 *
 * The game starts: keep the parameters its checks read all the time
 * (teams, the winning SP, the zones' limits) in its state.
 */
void
bos_note_params (DkGame *g)
{
  BosState *s = bos_state (g);

  s->params_known = FALSE;
  s->team_size = (guint8) team_size (g);
  s->shared_sp = (guint8) shared_sp (g);
  s->winning_sp = (gint32) dk_game_param (g, BOS_PARAM_WINNING_SP);
  s->fighter_zones = (guint8) dk_game_param (g, BOS_PARAM_FIGHTER_ZONES);
  s->max_equipment = (guint8) dk_game_param (g, BOS_PARAM_MAX_EQUIPMENT);
  s->max_tactics = (guint8) dk_game_param (g, BOS_PARAM_MAX_TACTICS);
  s->max_equipment_and_tactics = (guint8) dk_game_param (g, BOS_PARAM_MAX_EQUIPMENT_AND_TACTICS);
  s->params_known = TRUE;
}
