/* ufs-board.c: board facts: whose a card is, where it is, what it is, the
 * characters, resources, desperation and deadlock, and the small moves
 * the procedures share (discard, commit, damage, the attack stack).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

#define ALL_SYMBOLS 0xfffu      /* B.6.6: the twelve resource symbols */
#define INFINITY_BIT (1u << 12) /* B.6.6.2 */

/* D.2.2.2: a face-down card in the staging area is a foundation. */
gboolean
ufs_is_foundation (const DkGame *g, gint32 card)
{
  return (ufs_zone_kind_of (g, card) == UFS_ZONE_STAGING && ufs_is_face_down (g, card)) ||
         ufs_card_type (g, card) == UFS_TYPE_FOUNDATION;
}

const char *
ufs_character_name (const DkGame *g, guint player)
{
  gint32 c = ufs_state_const (g)->character[player];
  const DkCardDef *def = c >= 0 ? dk_game_card_def (g, c) : NULL;

  return def ? def->name : "";
}

/* B.1.2.2 */
gint32
ufs_max_vitality (const DkGame *g, guint player)
{
  gint32 c = ufs_state_const (g)->character[player];

  return c >= 0 ? dk_game_stat (g, c, UFS_STAT_VITALITY) : 0;
}

/* B.1.2.1 */
guint
ufs_hand_size (const DkGame *g, guint player)
{
  gint32 c = ufs_state_const (g)->character[player];
  gint64 n = (c >= 0 ? dk_game_stat (g, c, UFS_STAT_HAND_SIZE) : 0) +
             dk_game_param (g, UFS_PARAM_HAND_SIZE_BONUS);

  return (guint) MAX (n, 0);
}

guint32
ufs_symbols_of_x (const DkGame *g, gint32 card)
{
  /* Until a modifier changes a card's resources (ufs_on_event() sees each
   * one made), the framework's modifiers leave them as printed: the value
   * dk_game_stat() gives is the module's own adjustment of the printed
   * one (resources have no floor). */
  const UfsState *s = ufs_state_const (g);
  const DkCardDef *def = dk_game_card_def (g, card);
  guint32 m;

  if (s->resources_modified)
    m = (guint32) dk_game_stat (g, card, UFS_STAT_RESOURCES);
  /* Nothing of the game changes resources (ufs_adjust_stat): as printed. */
  else if (def != NULL && !(ufs_card_data (def)->self_stats >> UFS_STAT_RESOURCES & 1) &&
           ufs_no_static_stat (g, UFS_STAT_RESOURCES) && s->n_attack_mods == 0)
    m = (guint32) def->stats[UFS_STAT_RESOURCES];
  else
    m = (guint32) ufs_adjust_stat (g, card, UFS_STAT_RESOURCES,
                                   dk_game_printed_stat (g, card, UFS_STAT_RESOURCES));

  /* B.6.6.2.2: the infinity symbol grants all twelve symbols. */
  if (m & INFINITY_BIT)
    m |= ALL_SYMBOLS;
  return m & ALL_SYMBOLS;
}

/* The starting character's symbols and those of every character attached
 * to it (D.2.2.3.4.1). */
guint32
ufs_character_symbols (const DkGame *g, guint player)
{
  gint32 c = ufs_state_const (g)->character[player];
  guint32 m = c >= 0 ? ufs_symbols_of (g, c) : 0;
  guint n;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);

  for (guint i = 0; i < n; i++)
    if (dk_game_card_has_flag (g, staging[i], UFS_FLAG_ATTACHED))
      m |= ufs_symbols_of (g, staging[i]);
  return m;
}

/* E.4.1.2: the symbols a card @player plays must show one of: those on
 * the character and on every card of the card pool (but @card) that has
 * symbols. */
guint32
ufs_resources_allowed (const DkGame *g, guint player, gint32 card)
{
  guint32 allowed = ufs_character_symbols (g, player);
  guint n;
  const guint16 *pool = dk_game_zone (g, UFS_ZONE_CARD_POOL, player, &n);

  for (guint i = 0; i < n; i++)
    {
      guint32 m;

      if (pool[i] == card || ufs_is_face_down (g, pool[i]))
        continue;
      m = ufs_symbols_of (g, pool[i]);
      if (m != 0)
        allowed &= m;
    }
  return allowed;
}

/* E.4.1.2: a resource symbol present on the card, on the character and on
 * every card of the card pool that has symbols. */
gboolean
ufs_resource_ok (const DkGame *g, guint player, gint32 card)
{
  return (ufs_symbols_of (g, card) & ufs_resources_allowed (g, player, card)) != 0;
}

/**
 * ufs_resource_ok_in_transit:
 * @g: a game
 * @player: the player playing @card
 * @card: a card just added to the transit zone to be played (E.4.2)
 *
 * E.4.2.1: does @card, with the current state it gains in transit, still
 * meet E.4.1.2? The modifications made to it where it was are not part of
 * that state: its printed symbols as its own abilities and the static
 * effects make them.
 */
gboolean
ufs_resource_ok_in_transit (const DkGame *g, guint player, gint32 card)
{
  guint32 m = (guint32) ufs_adjust_stat (g, card, UFS_STAT_RESOURCES,
                                         dk_game_printed_stat (g, card, UFS_STAT_RESOURCES));

  if (m & INFINITY_BIT)
    m |= ALL_SYMBOLS;
  return (m & ALL_SYMBOLS & ufs_resources_allowed (g, player, card)) != 0;
}

/* K.3.18 */
gboolean
ufs_at_desperation (const DkGame *g, guint player)
{
  return 2 * (gint64) dk_game_counter (g, player, 0) < ufs_max_vitality (g, player);
}

static guint
count_foundations (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);

  for (guint i = 0; i < n; i++)
    if (ufs_is_foundation (g, staging[i]))
      k++;
  return k;
}

/* K.3.19 */
gboolean
ufs_at_deadlock (const DkGame *g, guint player)
{
  return count_foundations (g, player) > (guint) dk_game_param (g, UFS_PARAM_DEADLOCK_FOUNDATIONS);
}

void
ufs_discard_card (DkGame *g, gint32 card)
{
  dk_game_move (g, card, UFS_ZONE_DISCARD, dk_game_card (g, card)->owner, DK_POS_TOP);
}

void
ufs_deal_damage (DkGame *g,
                 guint player,
                 gint32 amount,
                 gint32 source,
                 gint attacker,
                 gboolean by_attack)
{
  if (amount <= 0)
    return;
  dk_game_add_counter (g, player, 0, -amount);
  /* cause: 0 an attack's damage (G.3), 1 an effect's */
  dk_game_emit (g, UFS_EVENT (DAMAGE), (gint) player, source, amount, attacker,
                dk_game_counter (g, player, 0), by_attack ? 0 : 1);
}

/* C.1.4: commit a ready card; attached cards follow their host (D.2.2.3.2). */
gboolean
ufs_commit_card (DkGame *g, gint32 card, gint by, UfsCommitCause cause)
{
  guint n;
  const guint16 *staging;

  card = ufs_host_of (g, card);
  if (ufs_is_committed (g, card))
    return FALSE;
  ufs_card_set_flag (g, card, DK_CARD_FLAG_EXHAUSTED, TRUE);
  staging = dk_game_zone (g, UFS_ZONE_STAGING, ufs_zone_owner_of (g, card), &n);
  for (guint i = 0; i < n; i++)
    if (dk_game_card (g, staging[i])->attached_to == card)
      ufs_card_set_flag (g, staging[i], DK_CARD_FLAG_EXHAUSTED, TRUE);
  dk_game_emit (g, UFS_EVENT (COMMIT), (gint) ufs_zone_owner_of (g, card), card, by,
                (gint32) cause, 0, 0);
  return TRUE;
}

/* Open the response windows of the events waiting for them, oldest first
 * (H.2.3.2.1). Returns TRUE if a frame was pushed (the caller returns
 * DK_STEP_WAIT, or DK_STEP_DONE when it has no more to do). */
gboolean
ufs_flush_windows (DkGame *g)
{
  if (ufs_state (g)->n_pending == 0 || dk_game_is_over (g))
    return FALSE;
  dk_game_push (g, UFS_PROC (WINDOWS));
  return TRUE;
}

gboolean
ufs_emit_and_respond (
    DkGame *g, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 a2, gint32 a3)
{
  dk_game_emit (g, type, player, card, a0, a1, a2, a3);
  return ufs_flush_windows (g);
}

/**
 * ufs_in_transit:
 * @g: a game
 * @card: a card
 *
 * E.4.2: is @card being played from the hand by the ability that is being
 * played? It is in transit then: it cannot pay that ability's costs.
 */
gboolean
ufs_in_transit (const DkGame *g, gint32 card)
{
  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc == UFS_PROC (ABILITY))
        return f->a[0] == card && (f->a[5] & 1) && ufs_zone_kind_of (g, card) == UFS_ZONE_HAND;
    }
  return FALSE;
}

/**
 * ufs_hand_in_transit:
 * @g: a game
 * @player: a player
 *
 * D.2.5: the cards of @player's hand being played (UFS_FLAG_TRANSIT): in
 * transit, no longer in the hand, though not yet arrived anywhere.
 *
 * Returns: how many there are (0 or 1)
 */
guint
ufs_hand_in_transit (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);

  for (guint i = 0; i < n; i++)
    k += dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT);
  return k;
}

/* The X of the ability whose program is running (H.4.4, J.4.3.1), or of
 * the fired effect, chosen by its player (J.4.3.3). */
gint32
ufs_x_value (const DkGame *g)
{
  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc == UFS_PROC (ABILITY) || f->proc == UFS_PROC (FIRED))
        return MAX (f->a[6], 0);
    }
  return 0;
}

/* F.2.3: add an attack to the attack stack. */
void
ufs_attack_stack_push (DkGame *g, gint32 card)
{
  UfsState *s = ufs_state (g);

  if (s->n_attack_stack < UFS_MAX_ATTACKS)
    s->attack_stack[s->n_attack_stack++] = card;
}
