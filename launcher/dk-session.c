/* dk-session.c: a game at the terminal with its record (dk-session.h).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-session.h"

#include <string.h>

G_DEFINE_QUARK (dk - session - error - quark, dk_session_error)

/* The computer level at which `undo` is offered: taking a move back
 * against a stronger player would let a person try moves against its
 * answers until one suits them. */
#define DK_SESSION_UNDO_LEVEL "easy"

struct _DkSession
{
  DkSave *save;
  DkGame *game;
  DkAgent *agents[DK_MAX_PLAYERS];
  /* Before each decision (by its number, dk_save_count_decisions()), the
   * random state of every seat's computer player. */
  GArray *rng_history; /* DkRng[DK_MAX_PLAYERS] */
};

typedef struct
{
  DkRng rng[DK_MAX_PLAYERS];
  gboolean known; /* FALSE for the decisions before a resumed game began here */
} SeatStates;

/* The computer players' random state before each decision of a game
 * resumed from @s's save, found by playing the save's decisions again from
 * the start with computer players made from their seeds, each asked at its
 * decisions as it was then. So `undo` can go back past the point the game
 * was resumed at. Only at the `undo` level (a cheap player to ask again);
 * if any answer or the final state differs from the record (the seats were
 * changed on an earlier resume), the states stay unknown. */
static void
dk_session_find_history (DkSession *s)
{
  g_autoptr (DkGame) g = NULL;
  g_autoptr (GArray) history = g_array_new (FALSE, TRUE, sizeof (SeatStates));
  DkAgent *fresh[DK_MAX_PLAYERS] = { NULL };
  gboolean ok = TRUE;
  guint n = dk_save_n_choices (s->save);

  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    if (s->agents[p] != NULL &&
        g_strcmp0 (dk_save_get_seat (s->save, p, NULL), DK_SESSION_UNDO_LEVEL) != 0)
      return;
  if (n == 0)
    return;
  g = dk_save_new_game (s->save, 0, NULL);
  for (guint p = 0; g != NULL && p < dk_save_n_players (s->save); p++)
    if (s->agents[p] != NULL)
      fresh[p] = dk_agent_new_for_spec (DK_SESSION_UNDO_LEVEL,
                                        dk_save_get_seed (s->save) * 31 + p + 1, NULL);
  for (guint i = 0; ok && g != NULL && i < n; i++)
    {
      SeatStates states;
      gint player;
      guint recorded;
      const char *text = dk_save_get_choice (s->save, i, &player);
      const DkDecision *d = dk_game_decision (g);

      memset (&states, 0, sizeof states);
      states.known = TRUE;
      for (guint p = 0; p < DK_MAX_PLAYERS; p++)
        if (fresh[p] != NULL)
          states.rng[p] = fresh[p]->rng;
      g_array_append_val (history, states);
      ok = !dk_game_is_over (g) && dk_game_find_option (g, text, &recorded, NULL);
      if (ok && fresh[player] != NULL)
        ok = fresh[player]->choose (fresh[player], g, d) == recorded;
      ok = ok && dk_game_apply (g, recorded, NULL);
    }
  /* The states reached must be the ones the save records. */
  for (guint p = 0; ok && p < DK_MAX_PLAYERS; p++)
    if (fresh[p] != NULL)
      ok = memcmp (&fresh[p]->rng, &s->agents[p]->rng, sizeof (DkRng)) == 0;
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    g_clear_pointer (&fresh[p], dk_agent_free);
  if (ok && g != NULL)
    {
      g_array_unref (s->rng_history);
      s->rng_history = g_steal_pointer (&history);
    }
}

/**
 * dk_session_new:
 * @save: (transfer full): the game's save: its seats say who plays
 * @game: (transfer full): the game, at its start or as the save left it
 * @error: return location for an error
 *
 * A computer player gets the random state the save records for it, or
 * else one of the game's seed and its seat.
 *
 * Returns: (transfer full) (nullable): the session
 */
DkSession *
dk_session_new (DkSave *save, DkGame *game, GError **error)
{
  g_autoptr (DkSession) s = g_new0 (DkSession, 1);

  s->save = save;
  s->game = game;
  s->rng_history = g_array_new (FALSE, TRUE, sizeof (SeatStates));
  for (guint p = 0; p < dk_save_n_players (save); p++)
    {
      DkRng rng;
      gboolean has_rng;
      const char *agent;

      memset (&rng, 0, sizeof rng);
      agent = dk_save_get_seat (save, p, &rng);
      has_rng = rng.s[0] != 0 || rng.s[1] != 0 || rng.s[2] != 0 || rng.s[3] != 0;
      if (agent == NULL)
        continue;
      s->agents[p] = dk_agent_new_for_spec (agent, dk_save_get_seed (save) * 31 + p + 1, error);
      if (s->agents[p] == NULL)
        return NULL;
      if (has_rng)
        s->agents[p]->rng = rng;
    }
  dk_session_find_history (s);
  return g_steal_pointer (&s);
}

void
dk_session_free (DkSession *s)
{
  if (s == NULL)
    return;
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    g_clear_pointer (&s->agents[p], dk_agent_free);
  g_clear_pointer (&s->game, dk_game_free);
  g_clear_pointer (&s->save, dk_save_free);
  if (s->rng_history != NULL)
    g_array_unref (s->rng_history);
  g_free (s);
}

DkGame *
dk_session_game (DkSession *s)
{
  return s->game;
}

DkAgent *const *
dk_session_agents (DkSession *s)
{
  return s->agents;
}

DkSave *
dk_session_get_save (DkSession *s)
{
  return s->save;
}

/**
 * dk_session_before_decision:
 * @session: a session
 *
 * Call before each decision is asked: remembers the computer players'
 * random state, for `undo`.
 */
void
dk_session_before_decision (DkSession *s)
{
  guint n = dk_save_count_decisions (s->game);
  SeatStates states;

  memset (&states, 0, sizeof states);
  states.known = TRUE;
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    if (s->agents[p] != NULL)
      states.rng[p] = s->agents[p]->rng;
  if (n >= s->rng_history->len)
    g_array_set_size (s->rng_history, n + 1);
  g_array_index (s->rng_history, SeatStates, n) = states;
}

/**
 * dk_session_record:
 * @session: a session
 *
 * Brings the save up to date: the decisions so far, the result when the
 * game is over, and each computer player's random state now.
 *
 * Returns: (transfer none): the save
 */
DkSave *
dk_session_record (DkSession *s)
{
  dk_save_record (s->save, s->game);
  for (guint p = 0; p < dk_save_n_players (s->save); p++)
    if (s->agents[p] != NULL)
      dk_save_set_seat (s->save, p, dk_save_get_seat (s->save, p, NULL), &s->agents[p]->rng);
  return s->save;
}

/**
 * dk_session_save:
 * @session: a session
 * @path: the file
 * @error: return location for an error
 *
 * Writes the game so far to @path (dk_save_write(): whole or not at all,
 * never over what is not a regular file).
 *
 * Returns: %TRUE when written
 */
gboolean
dk_session_save (DkSession *s, const char *path, GError **error)
{
  return dk_save_write (dk_session_record (s), path, error);
}

/**
 * dk_session_undo:
 * @session: a session
 * @out_undone: (out) (optional): how many decisions were taken back (the
 *   person's and the computer's answers after it)
 * @error: return location for an error (%DK_SESSION_ERROR): why not
 *
 * Takes back the last decision a person made, and every decision after
 * it: the game is made again from its start with the decisions before it,
 * and every computer player gets back its random state of then.
 *
 * Returns: %TRUE when the game was taken back
 */
gboolean
dk_session_undo (DkSession *s, guint *out_undone, GError **error)
{
  g_autoptr (DkGame) game = NULL;
  guint n, k;
  gint player = -1;

  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    if (s->agents[p] != NULL &&
        g_strcmp0 (dk_save_get_seat (s->save, p, NULL), DK_SESSION_UNDO_LEVEL) != 0)
      {
        g_set_error (error, DK_SESSION_ERROR, DK_SESSION_ERROR_NOT_ALLOWED,
                     "Sorry, `undo` is only for two people at this terminal and for games "
                     "against the computer at easy: against %s, taking a move back would let "
                     "you try moves until the computer's answer suits you.",
                     dk_save_get_seat (s->save, p, NULL));
        return FALSE;
      }
  dk_save_record (s->save, s->game);
  n = dk_save_n_choices (s->save);
  for (k = n; k > 0; k--)
    {
      dk_save_get_choice (s->save, k - 1, &player);
      if (s->agents[player] == NULL)
        break;
    }
  if (k == 0)
    {
      g_set_error (error, DK_SESSION_ERROR, DK_SESSION_ERROR_NOTHING,
                   "Nothing to undo: no decision has been made at this terminal yet.");
      return FALSE;
    }
  k--;
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    if (s->agents[p] != NULL &&
        (k >= s->rng_history->len || !g_array_index (s->rng_history, SeatStates, k).known))
      {
        /* The computer's earlier states could not be found again
         * (dk_session_find_history()). */
        g_set_error (error, DK_SESSION_ERROR, DK_SESSION_ERROR_NOTHING,
                     "Nothing to undo since the game was resumed: the computer's earlier "
                     "answers are not known to this session.");
        return FALSE;
      }
  game = dk_save_new_game (s->save, k, error);
  if (game == NULL)
    return FALSE;
  dk_game_set_event_limit (game, dk_game_get_event_limit (s->game));
  if (k < s->rng_history->len)
    {
      const SeatStates *states = &g_array_index (s->rng_history, SeatStates, k);

      for (guint p = 0; p < DK_MAX_PLAYERS; p++)
        if (s->agents[p] != NULL)
          s->agents[p]->rng = states->rng[p];
      g_array_set_size (s->rng_history, k + 1);
    }
  dk_game_free (s->game);
  s->game = g_steal_pointer (&game);
  dk_save_record (s->save, s->game);
  if (out_undone != NULL)
    *out_undone = n - k;
  return TRUE;
}
