/* ufs-fired-order.c: the order in which one player executes their fired
 * effects of one game event (J.3.2.1.2).
 *
 * push_fired() (ufs-window.c) pushes a player's fired effects, one
 * UFS_PROC_FIRED frame each, in the order of their staging area then card
 * pool, then their delayed effects (ufs_push_delayed()); when they are
 * two or more and not all the same effect, a UFS_PROC_FIRED_ORDER frame
 * goes right above them (a[0] the player, a[1] how many frames under it
 * are theirs). It asks the player which executes
 * next, puts that one on top, and, under it, asks again about the rest
 * once it has executed.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* The frame at @depth, to move: only frames that have not run yet are. */
static DkFrame *
frame_mut (DkGame *g, guint depth)
{
  return (DkFrame *) dk_game_frame_at (g, depth);
}

/* Are the fired effects of @a and @b the same: the same ability of copies
 * of one card? Nobody can tell one order of them from the other
 * (docs/rulings.md, as for cards of one name placed on a pile). A delayed
 * effect (ufs_fired_push_delayed(), its frame's step not 0) is the same as
 * another only from the same <delayed> of that ability (a[3]) with the same
 * X (a[6]); never the same as a card's fired effect. */
static gboolean
same_effect (const DkGame *g, const DkFrame *a, const DkFrame *b)
{
  if (a->step != b->step || (a->step != 0 && (a->a[3] != b->a[3] || a->a[6] != b->a[6])))
    return FALSE;
  return a->a[1] == b->a[1] && dk_game_card_def (g, a->a[0]) == dk_game_card_def (g, b->a[0]);
}

/* Do the @n fired effects whose frames are at @base and above differ? */
static gboolean
effects_differ (const DkGame *g, guint base, guint n)
{
  const DkFrame *first = dk_game_frame_at (g, base);

  for (guint i = base + 1; i < base + n; i++)
    if (!same_effect (g, first, dk_game_frame_at (g, i)))
      return TRUE;
  return FALSE;
}

/* Make @f the UFS_PROC_FIRED_ORDER frame for the @n frames at @base and
 * above. */
static void
order_frame_set (DkFrame *f, guint player, guint n)
{
  *f = (DkFrame) { .proc = UFS_PROC (FIRED_ORDER), .a = { (gint32) player, (gint32) n } };
}

/**
 * ufs_fired_order_push:
 * @g: a game
 * @player: whose fired effects were pushed
 * @depth: the depth of the frames before they were
 *
 * J.3.2.1.2: @player's fired effects of one event, the frames pushed since
 * @depth, execute in the order @player chooses: two or more that are not
 * all the same effect get a UFS_PROC_FIRED_ORDER frame above them.
 */
void
ufs_fired_order_push (DkGame *g, guint player, guint depth)
{
  guint n = dk_game_frame_depth (g) - depth;

  if (n >= 2 && effects_differ (g, depth, n))
    order_frame_set (dk_game_push (g, UFS_PROC (FIRED_ORDER)), player, n);
}

/* The step of ufs_proc_fired_order after its question. */
#define FIRED_ORDER_ASKED 1

/* J.3.2.1.2: a[0] the player, a[1] the number of their fired effects'
 * frames right under this one. The player picks the effect that executes
 * next, one option for the copies of one card's same effect (the first of
 * them), `choose CARD`, or `choose CARD N` (N its ability, from 1, as
 * `ability CARD N` counts) for a card with two of the effects. The pick
 * goes on top and this frame's place under it takes a new question for
 * the rest, unless they are one effect or one frame. */
DkStepResult
ufs_proc_fired_order (DkGame *g, DkFrame *f)
{
  guint top = dk_game_frame_depth (g) - 1;
  guint player = (guint) f->a[0];
  guint n = (guint) f->a[1];
  guint base, chosen = G_MAXUINT;
  const DkOption *o;
  DkFrame pick;

  if (n < 2 || n > top)
    return DK_STEP_DONE;
  base = top - n;
  if (f->step != FIRED_ORDER_ASKED)
    {
      f->step = FIRED_ORDER_ASKED;
      dk_game_decide (g, player, UFS_DECISION (FIRED_ORDER));
      /* the next to run first, as they would have without a question */
      for (guint i = top; i-- > base;)
        {
          const DkFrame *e = dk_game_frame_at (g, i);
          gboolean seen = FALSE, twice = FALSE;
          DkOption *opt;

          for (guint j = i + 1; j < top && !seen; j++)
            seen = same_effect (g, dk_game_frame_at (g, j), e);
          if (seen)
            continue;
          for (guint j = base; j < top && !twice; j++)
            twice = j != i && dk_game_frame_at (g, j)->a[0] == e->a[0];
          opt = dk_game_offer (g, DK_VERB_CHOOSE, (guint16) e->a[1]);
          dk_option_add_card (opt, e->a[0]);
          if (twice)
            dk_option_add_int (opt, e->a[1] + 1);
        }
      return DK_STEP_WAIT;
    }
  o = dk_game_answer (g);
  for (guint i = top; o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args >= 1 && i-- > base;)
    {
      const DkFrame *e = dk_game_frame_at (g, i);

      if (e->a[0] == o->args[0] && (o->n_args < 2 || e->a[1] == o->args[1] - 1))
        {
          chosen = i;
          break;
        }
    }
  dk_game_clear_answer (g);
  if (chosen == G_MAXUINT)
    return DK_STEP_DONE;
  /* The rest keep their order, one place down; this frame is popped. */
  pick = *dk_game_frame_at (g, chosen);
  memmove (frame_mut (g, chosen), frame_mut (g, chosen + 1), (top - 1 - chosen) * sizeof (DkFrame));
  if (n - 1 >= 2 && effects_differ (g, base, n - 1))
    {
      order_frame_set (frame_mut (g, top - 1), player, n - 1);
      /* @f moves with the push: not read after it */
      *dk_game_push (g, UFS_PROC (FIRED)) = pick;
    }
  else
    *frame_mut (g, top - 1) = pick;
  return DK_STEP_DONE;
}
