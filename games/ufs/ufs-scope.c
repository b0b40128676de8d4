/* ufs-scope.c: the scope of an ability's immediate effect (J.3.1.3,
 * J.4.1) and the last-known values of the cards that left a zone during
 * it (J.4.2.3).
 *
 * The scope of a played ability's effect begins as the ability is
 * announced: a card its costs moved, or its effect moved before reading
 * it, has changed zones during the scope, and an amount reading one of
 * its values reads the value it had as it left the first zone where it
 * had a current state. A move of a valued card notes those values (a ring
 * of UFS_MAX_LAST) only in a game some card of which has an amount reading
 * a card's stat (UfsCardData.reads_cards, surveyed with the able cards):
 * any other game pays a flag test a move.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* The stats noted, in UfsLast.v's order. */
static const guint16 last_stats[] = {
  UFS_STAT_DIFFICULTY, UFS_STAT_CONTROL, UFS_STAT_SPEED, UFS_STAT_DAMAGE, UFS_STAT_BLOCK_MODIFIER,
};

G_STATIC_ASSERT (G_N_ELEMENTS (last_stats) == G_N_ELEMENTS (((UfsLast *) NULL)->v));

/* Does an instruction of @prog read a card's stat in an amount? */
static gboolean
program_reads_cards (const DkProgram *prog)
{
  for (guint i = 0; i < prog->n_instrs; i++)
    if (prog->instrs[i].flags & UFS_INSTR_READS_CARD)
      return TRUE;
  return FALSE;
}

/* UfsCardData.reads_cards, as the card is compiled. */
gboolean
ufs_card_reads_cards (const DkCardDef *def)
{
  for (guint i = 0; i < def->n_abilities; i++)
    if (program_reads_cards (&def->abilities[i].cost) ||
        program_reads_cards (&def->abilities[i].effect))
      return TRUE;
  return FALSE;
}

/* J.3.1.3: an ability is announced: its effect's scope begins now. It
 * takes the place among the plays not complete that its push will take
 * once its costs are paid (E.4.11). */
void
ufs_scope_announce (DkGame *g)
{
  UfsState *s = ufs_state (g);

  if (s->n_playing < UFS_MAX_PLAYING)
    {
      s->scope_seq[s->n_playing] = g->event_seq;
      for (guint v = 0; v < 4; v++)
        s->cost_vars[s->n_playing][v] = DK_NO_CARD;
    }
}

/* E.4.1.1: a cost moves @card, which it names by its name @target (a
 * <choose as> of the ability): the effect of the play being paid for (the
 * one ufs_scope_announce() began) names it too. */
void
ufs_scope_cost_moved (DkGame *g, const DkExec *ex, gint target, gint32 card)
{
  UfsState *s = ufs_state (g);

  if (dk_exec_part (ex) == DK_PART_COST && target >= DK_TARGET_VAR0 && target <= DK_TARGET_VAR3 &&
      s->n_playing < UFS_MAX_PLAYING)
    s->cost_vars[s->n_playing][target - DK_TARGET_VAR0] = (gint16) card;
}

/* E.4.1.1: the effect of the play @playing (ufs_playing_push()) was just
 * pushed: it names the cards its costs chose as they did. */
void
ufs_scope_effect_names (DkGame *g, gint32 playing)
{
  const UfsState *s = ufs_state_const (g);
  DkFrame *f = dk_game_top_frame (g);

  if (playing < 0 || playing >= UFS_MAX_PLAYING || f == NULL || f->proc != DK_PROC_PROGRAM)
    return;
  for (guint v = 0; v < 4; v++)
    if (s->cost_vars[playing][v] != DK_NO_CARD)
      f->a[4 + v] = s->cost_vars[playing][v];
}

/* J.4.2.3: @card is about to move: its values are noted if it has a
 * current state where it is (C.3.1, C.3.3.4). */
void
ufs_scope_note_move (DkGame *g, gint32 card)
{
  UfsState *s = ufs_state (g);
  UfsLast *l;

  if (!ufs_is_valued (g, card) || ufs_is_face_down (g, card))
    return;
  l = &s->last[s->n_last++ % UFS_MAX_LAST];
  l->seq = g->event_seq;
  l->card = (gint16) card;
  for (guint i = 0; i < G_N_ELEMENTS (last_stats); i++)
    l->v[i] = (gint8) CLAMP (dk_game_stat (g, card, last_stats[i]), G_MININT8, G_MAXINT8);
}

/**
 * ufs_scope_last_stat:
 * @g: a game
 * @ex: the running effect
 * @card: the card an amount reads
 * @stat: the stat it reads
 * @out: (out): the value to use
 *
 * J.4.2.3: when @card changed zones during the scope of the ability whose
 * effect runs (J.3.1.3: since it was announced), the value it had as it
 * left the first zone where it had a current state.
 *
 * Returns: whether @out was set (else J.4.2.2: its current value)
 */
gboolean
ufs_scope_last_stat (const DkGame *g, const DkExec *ex, gint32 card, guint stat, gint32 *out)
{
  const UfsState *s = ufs_state_const (g);
  gint32 source = dk_exec_source (ex);
  guint32 scope = 0;
  gint found = -1, k = -1;

  for (guint i = 0; i < G_N_ELEMENTS (last_stats); i++)
    if (last_stats[i] == stat)
      k = (gint) i;
  if (k < 0)
    return FALSE;
  /* the innermost play of the effect's card: its scope */
  for (guint i = MIN (s->n_playing, UFS_MAX_PLAYING); i-- > 0 && found < 0;)
    if (s->playing[i].card == source)
      {
        scope = s->scope_seq[i];
        found = (gint) i;
      }
  /* J.4.1.1: a delayed effect has the scope of the effect that made it */
  if (found < 0 && !ufs_fired_scope (g, ex, &scope))
    return FALSE;
  found = -1;
  for (guint i = 0; i < MIN (s->n_last, UFS_MAX_LAST); i++)
    if (s->last[i].card == card && s->last[i].seq >= scope &&
        (found < 0 || s->last[i].seq < s->last[found].seq))
      found = (gint) i;
  if (found < 0)
    return FALSE;
  *out = s->last[found].v[k];
  return TRUE;
}
