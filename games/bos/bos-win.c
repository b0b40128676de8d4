/* bos-win.c: winning and losing a battle, and the checks made before each decision.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

static void
eliminate (DkGame *g, guint p)
{
  if (!alive (g, p))
    return;
  dk_game_eliminate (g, p);
  if (dk_game_is_over (g))
    return;
  /* Battle Royal: an eliminated player's cards leave the field. */
  for (guint z = BOS_ZONE_FIGHTERS; z <= BOS_ZONE_BATTLEFIELD; z++)
    {
      gint32 top;

      while ((top = dk_game_zone_top (g, z, p)) != DK_NO_CARD)
        bos_leave_field (g, top, BOS_ZONE_REMOVED, DK_POS_TOP, BOS_CAUSE_REMOVED, DK_NO_CARD);
    }
}

/* A team is out: is one team left? Then it wins. */
static void
check_last_team (DkGame *g)
{
  gint team = -1;
  gint first = -1;

  if (dk_game_is_over (g))
    return;
  for (guint p = 0; p < bos_n_players (g); p++)
    if (alive (g, p))
      {
        if (team >= 0 && (guint) team != team_of (g, p))
          return;
        team = (gint) team_of (g, p);
        if (first < 0)
          first = (gint) p;
      }
  dk_game_end (g, first);
}

/* A player (or team) loses the battle. */
static void
lose (DkGame *g, guint p)
{
  guint team = team_of (g, p);

  for (guint q = 0; q < bos_n_players (g); q++)
    if (team_of (g, q) == team)
      eliminate (g, q);
  check_last_team (g);
}

/**
 * bos_draw:
 * @g: a game
 * @player: who draws
 * @count: how many cards
 *
 * Winning a battle: a player unable to draw because the deck has run out
 * loses the battle (in a battle royal, is out; in a team battle, the team
 * loses), whether in the Draw Phase or made to draw by an effect.
 *
 * Returns: FALSE if the player could not draw them all
 */
gboolean
bos_draw (DkGame *g, guint player, guint count)
{
  if (dk_game_draw (g, player, count) == count)
    return TRUE;
  lose (g, player);
  return FALSE;
}

/* Equipment Cards: Attached: no fighter, no equipment. */
static gboolean
check_equipment (DkGame *g)
{
  guint n = bos_n_players (g);

  for (guint p = 0; p < n; p++)
    {
      guint k;
      const guint16 *eq = dk_game_zone (g, BOS_ZONE_EQUIPMENT, p, &k);

      for (guint i = 0; i < k; i++)
        {
          gint32 host = dk_game_card (g, eq[i])->attached_to;

          if (face_down (g, eq[i]) ||
              bos_stat (g, eq[i], BOS_STAT_DURATION) != BOS_DURATION_ATTACHED)
            continue;
          if (host == DK_NO_CARD || bos_zone_kind_of (g, host) != BOS_ZONE_FIGHTERS)
            {
              bos_to_discard (g, eq[i], BOS_CAUSE_DESTROYED, DK_NO_CARD);
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* Winning a battle: SP. */
static gboolean
check_sp (DkGame *g)
{
  guint n = bos_n_players (g);
  guint active = dk_game_active (g);
  const BosState *s = bos_state_const (g);
  gint64 winning = s->params_known ? s->winning_sp : dk_game_param (g, BOS_PARAM_WINNING_SP);

  /* Two players, each their own team, both still in (most checks): the
   * same tests in the same order, the turn player first. */
  if (n == 2 && team_size (g) == 1 && alive (g, 0) && alive (g, 1))
    {
      guint other = active ^ 1u;
      gint32 sp_active = dk_game_counter (g, active, 0);
      gint32 sp_other = dk_game_counter (g, other, 0);

      if (sp_active < winning && sp_other < winning && sp_active > 0 && sp_other > 0)
        return FALSE;
    }
  /* Winning a battle: the first to reach the winning SP, turn player first. */
  for (guint i = 0; i < n; i++)
    {
      guint p = (active + i) % n;

      if (alive (g, p) && bos_team_sp (g, p) >= winning)
        {
          guint w = p;

          for (guint q = 0; q < n; q++)
            if (team_of (g, q) == team_of (g, p) && alive (g, q))
              {
                w = q;
                break;
              }
          dk_game_end (g, (gint) w);
          return TRUE;
        }
    }
  /* A player (team) with no SP left loses; in a battle royal is eliminated. */
  for (guint i = 0; i < n; i++)
    {
      guint p = (active + i) % n;

      if (!alive (g, p))
        continue;
      if ((shared_sp (g) || team_size (g) == 1) ? bos_team_sp (g, p) <= 0
                                                : dk_game_counter (g, p, 0) <= 0)
        {
          if (team_size (g) == 2 && !shared_sp (g))
            {
              eliminate (g, p);
              check_last_team (g);
            }
          else
            lose (g, p);
          return TRUE;
        }
    }
  return FALSE;
}

/* The checks, each skipped while what it reads is unchanged since it last
 * found nothing (BosState.checked). TRUE: one of them did something. */
static gboolean
pause_once (DkGame *g)
{
  BosState *s = bos_state (g);

  if (!(s->checked & BOS_CHECKED_EQUIPMENT))
    {
      if (check_equipment (g))
        return TRUE;
      s->checked |= BOS_CHECKED_EQUIPMENT;
    }
  if (!(s->checked & BOS_CHECKED_SP))
    {
      if (check_sp (g))
        return TRUE;
      s->checked |= BOS_CHECKED_SP;
    }
  return FALSE;
}

/* The checks are functions of the position, which changes only by events
 * and by the changes bos_recheck() marks: once they found nothing, they
 * find nothing until one of those (bos_pause). */
gboolean
bos_pause_checks (DkGame *g)
{
  guint guard = 0;

  while (!dk_game_is_over (g) && pause_once (g) && guard++ < 1000)
    ;
  /* Stopped by the guard: look again next time. */
  if (guard > 1000)
    bos_recheck (g);
  return dk_game_is_over (g);
}
