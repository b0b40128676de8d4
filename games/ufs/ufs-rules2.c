/* ufs-rules2.c: further rules of the living rules that need little code
 * of their own: keyword changes reaching cards in the hand (C.3.3.2.3),
 * the card whose ability was played (K.2.9).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* --- keyword changes on valueless cards (C.3.2.1, C.3.3.2.3) ------------------------- */

/**
 * ufs_kw_change_reaches:
 * @g: a game
 * @card: the card an effect grants or removes a keyword of
 * @name: the keyword (UfsKeywordName)
 * @rating: whether the change is one of the keyword's rating
 *
 * C.3.3.4: only a valued card has a current state, where modifications
 * go; a valueless card keeps its base values (C.3.2.1). C.3.3.2.3: as the
 * exception, granting or removing an ability playable from the hand
 * reaches a card in the hand (in layer 2): of the keyword abilities,
 * Breaker (any zone) and Reversal (the hand).
 *
 * Returns: whether the change applies to @card
 */
gboolean
ufs_kw_change_reaches (const DkGame *g, gint32 card, guint name, gboolean rating)
{
  guint kind;

  if (ufs_is_valued (g, card))
    return TRUE;
  if (rating || ufs_zone_kind_of (g, card) != UFS_ZONE_HAND)
    return FALSE;
  kind = ufs_keyword_kind (name);
  return kind == UFS_KW_BREAKER || kind == UFS_KW_REVERSAL;
}

/* --- the card whose ability was played (K.2.9) --------------------------------------- */

/**
 * ufs_played_card_committed:
 * @g: a game
 * @ex: the running program
 * @card: the card a state test reads
 *
 * K.2.9: the effect of a played ability that reads its own card's state
 * ("if this card is committed") reads the state the card had as the
 * attempt to play began, before its costs (a "Commit:" cost commits it).
 * Any other reading is of the state now.
 *
 * Returns: whether @card counts as committed
 */
gboolean
ufs_played_card_committed (const DkGame *g, const DkExec *ex, gint32 card)
{
  if (card == dk_exec_source (ex) && dk_exec_part (ex) == DK_PART_EFFECT && ex->depth > 0)
    {
      /* the ability whose effect this is pushed its program right above */
      const DkFrame *f = dk_game_frame_at (g, ex->depth - 1);

      if (f->proc == UFS_PROC (ABILITY) && f->a[0] == card)
        return (f->a[5] & UFS_PLAY_WAS_COMMITTED) != 0;
    }
  return ufs_is_committed (g, card);
}

/* --- the scope of an effect created by another (J.4.1.1) ----------------------------- */

/**
 * ufs_fired_scope:
 * @g: a game
 * @ex: the running program
 * @seq: (out): its scope's start
 *
 * J.4.1.1: a delayed effect's program (ufs_fired_push_delayed()) marked as
 * having the scope its creator had.
 *
 * Returns: whether @ex is such a program
 */
gboolean
ufs_fired_scope (const DkGame *g, const DkExec *ex, guint32 *seq)
{
  const UfsState *s = ufs_state_const (g);

  if (s->fired_depth != ex->depth + 1 || !(ex->frame->a[1] & UFS_FRAME_FIRED_SCOPED))
    return FALSE;
  *seq = s->fired_seq;
  return TRUE;
}

/**
 * ufs_creator_scope:
 * @g: a game
 * @ex: the program creating an effect
 * @seq: (out): the start of its scope
 *
 * J.4.1.1: the scope a new effect takes from the effect creating it: that
 * of the innermost play of the creator's card (J.3.1.3), or the one the
 * creator itself took from its own creator.
 *
 * Returns: whether the creator has a scope
 */
gboolean
ufs_creator_scope (const DkGame *g, const DkExec *ex, guint32 *seq)
{
  const UfsState *s = ufs_state_const (g);
  gint32 source = dk_exec_source (ex);

  for (guint i = MIN (s->n_playing, UFS_MAX_PLAYING); i-- > 0;)
    if (s->playing[i].card == source)
      {
        *seq = s->scope_seq[i];
        return TRUE;
      }
  return ufs_fired_scope (g, ex, seq);
}
