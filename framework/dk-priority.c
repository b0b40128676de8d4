/* dk-priority.c: alternating priority: windows of responses.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

/**
 * dk_game_push_priority:
 * @game: a game
 * @window: the module's window id, handed back to its window hooks
 * @first_player: who has priority first
 *
 * Opens a window of alternating priority that closes when every player in
 * the game has passed in succession.
 */
void
dk_game_push_priority (DkGame *g, gint32 window, guint first_player)
{
  DkFrame *f = dk_game_push (g, DK_PROC_PRIORITY);

  f->a[0] = window;
  f->a[1] = (gint32) first_player;
}

static guint
n_alive (const DkGame *g)
{
  guint n = 0;

  for (guint p = 0; p < g->n_players; p++)
    if (!(g->eliminated & (1u << p)))
      n++;
  return n;
}

/* Goes on to the frame's next step here, or through game_run(). */
#define NEXT_STEP                                                                                  \
  if (!dk_step_on (g, top))                                                                        \
    return DK_STEP_CONTINUE;                                                                       \
  continue

/* Alternating priority: a[0] window, a[1] who has priority, a[2] passes in
 * a row. The window closes when every player still in has passed in
 * succession. */
DkStepResult
dk_proc_priority (DkGame *g, DkFrame *f)
{
  const DkOption *answer;
  guint top = g->frames.len;

  for (;;)
    switch (f->step)
      {
      case 0:
        if (g->eliminated & (1u << f->a[1]))
          {
            f->a[1] = (gint32) dk_game_next_alive (g, (guint) f->a[1]);
            NEXT_STEP;
          }
        f->step = 1;
        dk_game_decide (g, (guint) f->a[1], DK_DECISION_PRIORITY);
        if (g->module->window_options)
          g->module->window_options (g, f->a[0], (guint) f->a[1]);
        if (g->status == DK_STATUS_OVER)
          return DK_STEP_DONE;
        if (g->frames.len > top)
          {
            /* The module's rules ask something first (a procedure it
             * pushed): nobody has priority yet, and this step runs again
             * after it. The push may have moved the frame. */
            VEC_AT (g->frames, DkFrame, top - 1).step = 0;
            g->options.len = 0;
            g->status = DK_STATUS_RUNNING;
            return DK_STEP_CONTINUE;
          }
        dk_game_offer (g, DK_VERB_PASS, 0);
        return DK_STEP_WAIT;
      case 1:
        answer = dk_game_answer (g);
        g_assert (answer != NULL);
        if (answer->verb == DK_VERB_PASS)
          {
            if ((guint) ++f->a[2] >= n_alive (g))
              return DK_STEP_DONE;
            f->a[1] = (gint32) dk_game_next_alive (g, (guint) f->a[1]);
            f->step = 0;
            NEXT_STEP;
          }
        else
          {
            DkOption taken = *answer;
            guint actor = (guint) f->a[1];
            gint32 window = f->a[0];
            guint depth = g->frames.len;

            f->a[2] = 0;
            f->a[1] = (gint32) dk_game_next_alive (g, actor);
            f->step = 0;
            if (g->module->window_act)
              g->module->window_act (g, window, actor, &taken);
            if (g->frames.len > depth)
              return DK_STEP_WAIT;
            NEXT_STEP;
          }
      default:
        g_return_val_if_reached (DK_STEP_DONE);
      }
}

#undef NEXT_STEP
