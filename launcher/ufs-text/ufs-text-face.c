/* ufs-text-face.c: face-down cards chosen by their face: "add 1 face down
 * card from your card pool to your hand", "add 1 face down foundation from
 * your staging area to your hand", "discard 1 face down card from your card
 * pool" (C.2.3.1, D.2.2.2).
 *
 *   add      := "1 face down" ("card" | "foundation") "from your"
 *               ("card pool" | "staging area") DEST
 *   discard  := "1 face down card from your card pool"
 *   cost     := "discard 1 face down card from your card pool"
 *
 * A face-down card has no type but being a foundation in a staging area
 * (D.2.2.2): the choice is of the player's own face-down cards there, by
 * the filter `face=down`, which reads nothing else of the card. The
 * player knows their own cards; they are offered whether known or not.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* "1 face down card (foundation) from your card pool (staging area)": the
 * zone, or NULL (the position back) when not these words. */
static const char *
face_down_source (P *p)
{
  guint pos = p->pos;
  gint k;
  gboolean foundation;
  const char *zone;

  if (!ut_amount (p, &k) || k != 1 || !ut_accept (p, "face down"))
    {
      p->pos = pos;
      return NULL;
    }
  foundation = ut_accept (p, "foundation");
  if (!foundation && !ut_accept (p, "card"))
    {
      p->pos = pos;
      return NULL;
    }
  /* D.2.2.2: every face-down card of a staging area is a foundation, and
   * a face-down card of a card pool is none */
  zone = ut_accept (p, "from your staging area")               ? "staging"
         : !foundation && ut_accept (p, "from your card pool") ? "card-pool"
                                                               : NULL;
  if (zone == NULL)
    p->pos = pos;
  return zone;
}

/**
 * ut_face_add:
 * @p: the parser, after "add" in an effect
 *
 * "1 face down card from your card pool to your hand (the top of your
 * deck)", "1 face down foundation (card) from your staging area to your
 * hand": a face-down card of the player's own, chosen, then moved (to a
 * hand or deck it takes that zone's face, D.1.3).
 *
 * Returns: TRUE when read; FALSE with a reason when some part was not, or
 * FALSE without one when the words are none of these.
 */
gboolean
ut_face_add (P *p)
{
  const char *zone = face_down_source (p);
  const char *dest_name;
  gint dest;
  UfsNode *n;

  if (zone == NULL)
    return FALSE;
  dest = ut_move_dest_read (p, "you");
  dest_name = dest >= 0 ? ut_move_dest_name (dest) : NULL;
  if (dest_name == NULL || (strcmp (dest_name, "hand") != 0 && strcmp (dest_name, "deck-top") != 0))
    return ut_fail_text (p, "effect: add",
                         "a face-down card to a zone other than a hand or deck top");
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
  n->zone = zone;
  n->player = "you";
  n->filter = "face=down";
  ut_move_node_write (p, "it", dest);
  p->chosen = TRUE;
  return TRUE;
}

/**
 * ut_face_discard:
 * @p: the parser, after "discard" in an effect
 *
 * "1 face down card from your card pool": one of the player's own
 * face-down cards there, chosen, to the discard pile.
 *
 * Returns: TRUE when read; FALSE with a reason when some part was not, or
 * FALSE without one when the words are none of these.
 */
gboolean
ut_face_discard (P *p)
{
  guint pos = p->pos;
  const char *zone = face_down_source (p);
  UfsNode *n;

  if (zone == NULL || strcmp (zone, "card-pool") != 0)
    {
      p->pos = pos;
      return FALSE;
    }
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
  n->zone = zone;
  n->player = "you";
  n->filter = "face=down";
  n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
  n->target = "it";
  n->zone = "discard";
  p->chosen = TRUE;
  return TRUE;
}

/**
 * ut_face_cost_discard:
 * @p: the parser, after "discard" in a cost
 *
 * "1 face down card from your card pool": chosen as the cost is paid, the
 * ability offered only while there is one (E.4.1.1). The ability's own
 * card, face up where it plays its ability, never pays for itself.
 *
 * Returns: TRUE when read; FALSE with a reason when some part was not, or
 * FALSE without one when the words are none of these.
 */
gboolean
ut_face_cost_discard (P *p)
{
  guint pos = p->pos;
  const char *zone = face_down_source (p);
  UfsNode *n;

  if (zone == NULL || strcmp (zone, "card-pool") != 0)
    {
      p->pos = pos;
      return FALSE;
    }
  for (guint i = 0; i < p->ab->cost->len; i++)
    if (g_array_index (p->ab->cost, UfsNode, i).kind == UFS_NODE_CHOOSE)
      return ut_fail_text (p, "cost", "two costs of cards chosen");
  n = ut_node_add (p->ab->cost, UFS_NODE_CHOOSE);
  n->target = "paid";
  n->zone = zone;
  n->player = "you";
  n->filter = "face=down";
  n = ut_node_add (p->ab->cost, UFS_NODE_MOVE);
  n->target = "paid";
  n->zone = "discard";
  return TRUE;
}
