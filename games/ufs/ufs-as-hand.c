/* ufs-as-hand.c: blocking with, or playing, a card "as though it were in
 * your hand" (K.3.17): `<as-though-in-hand use="block|play" target=...>`;
 * an action card's abilities (K.3.17.1): `use="abilities"`.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* <as-though-in-hand use="block|abilities|play" target="T">: a[0] the use
 * (0: block, 1: an action card's abilities, K.3.17.1, 2: play the card as
 * a form, K.3.17). */
gboolean
ufs_compile_as_hand (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const uses[] = { "block", "abilities", "play", NULL };
  gint k = -1;

  if (dk_compiler_word (c, node, "use", uses, &k) == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "use"))
        dk_compiler_error (c, node,
                           "<as-though-in-hand> needs use=\"block\", \"abilities\" or \"play\"");
      return FALSE;
    }
  in->a[0] = k;
  in->target = (gint16) (xmlHasProp (node, (const xmlChar *) "target")
                             ? dk_compiler_target (c, node, "target", TRUE)
                             : DK_TARGET_SELF);
  return in->target >= 0;
}

/* Is entry @i still in force: its card has not moved since? */
static gboolean
as_hand_live (const DkGame *g, guint i)
{
  const UfsState *s = ufs_state_const (g);
  const DkCard *c = dk_game_card (g, s->as_hand[i] & ~UFS_AS_HAND_USES);

  return c != NULL && c->stamp == s->as_hand_stamp[i];
}

/* K.3.17: until the attack (or, outside one, the turn) ends, the card may
 * be played as a block from where it is, as it could be from the hand:
 * in the Block Step, with its block zone, its control check and every
 * rule of a card played from the hand. */
DkExecResult
ufs_exec_as_hand (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  gint32 card = dk_exec_target (g, ex, in->target);
  gint32 entry = card | (in->a[0] == 1   ? UFS_AS_HAND_ABILITIES
                         : in->a[0] == 2 ? UFS_AS_HAND_PLAY
                                         : 0);
  guint j = 0;

  if (card == DK_NO_CARD || card >= UFS_AS_HAND_PLAY)
    return DK_EXEC_NEXT;
  for (guint i = 0; i < s->n_as_hand; i++)
    if (as_hand_live (g, i) && s->as_hand[i] != entry)
      {
        s->as_hand[j] = s->as_hand[i];
        s->as_hand_stamp[j++] = s->as_hand_stamp[i];
      }
  s->n_as_hand = j;
  if (s->n_as_hand >= UFS_MAX_AS_HAND)
    return DK_EXEC_NEXT;
  s->as_hand[s->n_as_hand] = (gint16) entry;
  s->as_hand_stamp[s->n_as_hand++] = dk_game_card (g, card)->stamp;
  return DK_EXEC_NEXT;
}

/**
 * ufs_as_hand_block:
 * @g: a game
 * @index: below UfsState.n_as_hand
 * @player: the defender
 *
 * Returns: the card of entry @index if @player may attempt to block with it
 *   from where it is (K.3.17: theirs, not in their hand, not moved since),
 *   or DK_NO_CARD
 */
gint32
ufs_as_hand_block (const DkGame *g, guint index, guint player)
{
  const UfsState *s = ufs_state_const (g);
  gint32 card = s->as_hand[index];

  if ((card & UFS_AS_HAND_USES) || !as_hand_live (g, index) ||
      dk_game_card (g, card)->controller != player || ufs_zone_kind_of (g, card) == UFS_ZONE_HAND)
    return DK_NO_CARD;
  return card;
}

/**
 * ufs_as_hand_abilities_card:
 * @g: a game
 * @index: below UfsState.n_as_hand
 * @player: who would play
 *
 * Returns: the card of entry @index if @player may play its abilities as
 *   though it were in their hand (K.3.17.1: an action card of theirs, not
 *   in their hand, not moved since), or DK_NO_CARD
 */
gint32
ufs_as_hand_abilities_card (const DkGame *g, guint index, guint player)
{
  gint32 card = ufs_state_const (g)->as_hand[index];

  if (!(card & UFS_AS_HAND_ABILITIES) || !as_hand_live (g, index))
    return DK_NO_CARD;
  card &= ~UFS_AS_HAND_ABILITIES;
  if (dk_game_card (g, card)->controller != player || ufs_zone_kind_of (g, card) == UFS_ZONE_HAND ||
      ufs_card_type (g, card) != UFS_TYPE_ACTION)
    return DK_NO_CARD;
  return card;
}

/* Is @card, out of the hand, an action card whose abilities its
 * controller may play as though it were in their hand (K.3.17.1)? */
gboolean
ufs_as_hand_abilities_x (const DkGame *g, gint32 card)
{
  const UfsState *s = ufs_state_const (g);

  for (guint i = 0; i < s->n_as_hand; i++)
    if ((s->as_hand[i] & ~UFS_AS_HAND_ABILITIES) == card &&
        ufs_as_hand_abilities_card (g, i, dk_game_card (g, card)->controller) == card)
      return TRUE;
  return FALSE;
}

/**
 * ufs_as_hand_play:
 * @g: a game
 * @index: below UfsState.n_as_hand
 * @player: who would play
 *
 * Returns: the card of entry @index if @player may attempt to play it as a
 *   form from where it is as though it were in their hand (K.3.17:
 *   theirs, not an action card, not in their hand, not moved since), or
 *   DK_NO_CARD
 */
gint32
ufs_as_hand_play (const DkGame *g, guint index, guint player)
{
  gint32 card = ufs_state_const (g)->as_hand[index];

  if (!(card & UFS_AS_HAND_PLAY) || !as_hand_live (g, index))
    return DK_NO_CARD;
  card &= ~UFS_AS_HAND_PLAY;
  if (dk_game_card (g, card)->controller != player || ufs_zone_kind_of (g, card) == UFS_ZONE_HAND ||
      ufs_card_type (g, card) == UFS_TYPE_ACTION)
    return DK_NO_CARD;
  return card;
}

/* The attack, or the turn, is over: the permissions end. */
void
ufs_as_hand_end (DkGame *g)
{
  ufs_state (g)->n_as_hand = 0;
}
