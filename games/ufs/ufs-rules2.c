/* ufs-rules2.c: further rules of the living rules that need little code
 * of their own: keyword changes reaching cards in the hand (C.3.3.2.3),
 * cards put into a deck together (D.4.1.1.1).
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
