/* ufs-pause.c: pause conditions (E.2): cycling a deck, lost games, characters
 * attached or discarded, Only, Unique and Terrain, applied until none
 * holds.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* E.2.2: shuffle the discard pile into the deck, then remove cards from
 * its top. Returns FALSE if the player cannot complete the cycle and loses
 * (E.2.2.1, A.1.2). */
static gboolean
cycle_deck (DkGame *g, guint player)
{
  guint remove = (guint) dk_game_param (g, UFS_PARAM_CYCLE_REMOVE);
  guint n;
  guint8 act;
  const guint16 *discard = dk_game_zone (g, UFS_ZONE_DISCARD, player, &n);

  if (n <= remove)
    {
      dk_game_end (g, (gint) ufs_opponent (player));
      return FALSE;
    }
  /* J.1.2: a cycle in the middle of a draw or a discard is no part of
   * that act: its events are its own. */
  act = ufs_state (g)->act;
  ufs_state (g)->act = UFS_ACT_NONE;
  while ((discard = dk_game_zone (g, UFS_ZONE_DISCARD, player, &n)), n > 0)
    dk_game_move (g, discard[n - 1], UFS_ZONE_DECK, player, DK_POS_TOP);
  dk_game_shuffle (g, UFS_ZONE_DECK, player);
  /* J.1.2: the cards removed are one act, one event ("after your
   * opponent removes any number of cards from the game") */
  ufs_act_begin (g);
  for (guint i = 0; i < remove; i++)
    dk_game_move (g, dk_game_zone_top (g, UFS_ZONE_DECK, player), UFS_ZONE_REMOVED, player,
                  DK_POS_TOP);
  ufs_act_end (g);
  dk_game_emit (g, UFS_EVENT (CYCLE), (gint) player, DK_NO_CARD, (gint32) remove, 0, 0, 0);
  /* The act goes on after the cycle, but its next card is no part of the
   * cycle's events (J.1.2: the act's second event; E.4.5 joins any
   * event of the costs to the one before). */
  if (act != UFS_ACT_NONE)
    act = (guint8) ((act & ~UFS_ACT_STATE) | UFS_ACT_OPEN);
  ufs_state (g)->act = act;
  return TRUE;
}

/* Apply the first pause condition that holds; TRUE if one did. @dirty
 * (UFS_CLEAN_*): the zones to look at; in the others none holds. */
static gboolean
pause_once (DkGame *g, guint dirty)
{
  UfsState *s = ufs_state (g);
  gboolean lost[2];
  gint32 terrain_old = DK_NO_CARD, terrain_count = 0;

  /* E.2.1 */
  for (guint p = 0; p < 2; p++)
    lost[p] = s->character[p] >= 0 && dk_game_counter (g, p, 0) <= 0;
  if (lost[0] || lost[1])
    {
      dk_game_end (g, lost[0] && lost[1] ? -1 : lost[0] ? 1 : 0);
      return TRUE;
    }
  /* E.2.2 */
  for (guint p = 0; p < 2; p++)
    if (s->character[p] >= 0 && dk_game_zone_size (g, UFS_ZONE_DECK, p) == 0)
      {
        cycle_deck (g, p);
        return TRUE;
      }
  for (guint p = 0; p < 2; p++)
    {
      guint n;
      const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n);
      GQuark name = ufs_character_quark (g, p);

      if (!(dirty & UFS_CLEAN_STAGING))
        n = 0;
      for (guint i = 0; i < n; i++)
        {
          gint32 c = staging[i];
          const DkCard *card = dk_game_card (g, c);
          const DkCardDef *def;
          const UfsCardData *d;
          guint32 keywords;

          if (c == s->character[p] || (card->flags & DK_CARD_FLAG_FACE_DOWN))
            continue;
          def = dk_game_card_def (g, c);
          if (def == NULL)
            continue;
          d = ufs_card_data (def);
          /* As ufs_has_keyword() has them. */
          keywords = (card->flags & (UFS_FLAG_COPY | UFS_FLAG_SEALED)) ? 0 : d->keywords;
          /* E.2.3, D.2.2.3.4: a character of the same name attaches to the
           * starting character; any other is discarded. */
          if (def->type == UFS_TYPE_CHARACTER)
            {
              if (d->name != name)
                {
                  ufs_discard_card (g, c);
                  return TRUE;
                }
              if (!(card->flags & UFS_FLAG_ATTACHED))
                {
                  DkCard *mut = dk_game_card_mut (g, c);

                  /* D.2.2.3.4.2: chosen by no effect that does not ask
                   * for character cards */
                  ufs_card_set_flag (g, c, UFS_FLAG_ATTACHED | DK_CARD_FLAG_SHIELDED, TRUE);
                  mut->attached_to = (gint16) s->character[p];
                }
              continue;
            }
          /* E.2.4 */
          if ((keywords & UFS_KWF_ONLY) && !ufs_only_names (def, name))
            {
              ufs_discard_card (g, c);
              return TRUE;
            }
          /* E.2.7 */
          if ((def->type == UFS_TYPE_ATTACK || def->type == UFS_TYPE_ACTION) &&
              card->attached_to == DK_NO_CARD)
            {
              ufs_discard_card (g, c);
              return TRUE;
            }
          /* E.2.6: two copies of a Unique card: the newer one goes. */
          if (keywords & UFS_KWF_UNIQUE)
            {
              gint32 newer = ufs_unique_newer_copy (g, staging, n, i);

              if (newer != DK_NO_CARD)
                {
                  dk_game_move (g, newer, UFS_ZONE_DISCARD, p, DK_POS_TOP);
                  return TRUE;
                }
            }
          /* E.2.5: remember the terrain that has been there longest. */
          if (keywords & UFS_KWF_TERRAIN)
            {
              terrain_count++;
              if (terrain_old == DK_NO_CARD ||
                  card->vars[UFS_VAR_EXTRA] < dk_game_card (g, terrain_old)->vars[UFS_VAR_EXTRA])
                terrain_old = c;
            }
        }
      /* E.2.4 in the card pool. */
      staging = dk_game_zone (g, UFS_ZONE_CARD_POOL, p, &n);
      if (!(dirty & UFS_CLEAN_POOLS))
        n = 0;
      for (guint i = 0; i < n; i++)
        if (!ufs_is_face_down (g, staging[i]) && !ufs_only_ok (g, staging[i], p))
          {
            ufs_discard_card (g, staging[i]);
            return TRUE;
          }
    }
  /* E.2.5: the staging areas hold one terrain at most; the older goes.
   * Cards arrive one event at a time here, so there is never a tie. */
  if (terrain_count > 1)
    {
      ufs_discard_card (g, terrain_old);
      return TRUE;
    }
  return FALSE;
}

/**
 * ufs_pause_x:
 * @g: a game
 *
 * E.2: apply pause conditions, in order, until none holds (ufs_pause()
 * without its inline test).
 *
 * Returns: TRUE if the game is over
 */
gboolean
ufs_pause_x (DkGame *g)
{
  UfsState *s = ufs_state (g);
  guint guard = 0;

  /* Nothing the conditions on the staging areas and card pools read has
   * changed since none held: every move passes through ufs_on_event(),
   * every flag the module sets through ufs_card_set_flag(). A zone kind
   * where nothing changed is passed over; the terrains (E.2.5) are counted
   * with the staging areas. Zones that change while conditions apply are
   * looked at too, until none holds anywhere. */
  if (s->pause_clean == UFS_CLEAN_ALL && !ufs_vital_condition_holds (g))
    return dk_game_is_over (g);
  while (!dk_game_is_over (g) && guard++ < 1000)
    if (!pause_once (g, ~s->pause_clean & UFS_CLEAN_ALL))
      {
        s->pause_clean = UFS_CLEAN_ALL;
        break;
      }
  return dk_game_is_over (g);
}

/**
 * ufs_deck_top:
 * @g: a game
 * @player: whose deck
 *
 * E.2.2: a player with no cards in the deck cycles it at once, so a card
 * is taken from the top even when the deck ran out (draw 2 from a deck of
 * one takes one, cycles, and takes the next).
 *
 * Returns: the top card of the deck, or DK_NO_CARD when the player could
 *   not cycle and lost (E.2.2.1)
 */
gint32
ufs_deck_top (DkGame *g, guint player)
{
  if (dk_game_zone_size (g, UFS_ZONE_DECK, player) == 0 && !cycle_deck (g, player))
    return DK_NO_CARD;
  return dk_game_zone_top (g, UFS_ZONE_DECK, player);
}

/* Draw one card, cycling first if the deck is empty (E.2.2). */
gboolean
ufs_draw_one (DkGame *g, guint player)
{
  if (ufs_deck_top (g, player) == DK_NO_CARD)
    return FALSE;
  return dk_game_draw (g, player, 1) == 1;
}
