/* dk-cmd-replay.c: `duelkit replay FILE`: a saved or finished game shown
 * turn by turn as one seat saw it, or with every card revealed, at a pace
 * (a key per turn on a terminal, or --step, or --delay); --verify checks
 * that its decisions give the result it records.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-terminal.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* How the game goes from one turn to the next. */
typedef struct
{
  gboolean step; /* a line from standard input before each new turn */
  double delay;  /* seconds to wait before each new turn */
} DkReplayPace;

/* Before a new turn: wait as @pace says. FALSE when the person stops (a
 * `quit`, or the end of the input). */
static gboolean
dk_replay_wait (const DkReplayPace *pace)
{
  char line[256];

  fflush (stdout);
  if (pace->delay > 0)
    g_usleep ((gulong) (pace->delay * G_USEC_PER_SEC));
  if (!pace->step)
    return TRUE;
  fputs ("-- Enter: the next turn; `quit` stops -- ", stdout);
  fflush (stdout);
  if (fgets (line, sizeof line, stdin) == NULL)
    {
      fputc ('\n', stdout);
      return FALSE;
    }
  /* A line that came through a pipe was not echoed. */
  if (!isatty (STDIN_FILENO))
    fputc ('\n', stdout);
  g_strstrip (line);
  return g_ascii_strcasecmp (line, "quit") != 0 && g_ascii_strcasecmp (line, "q") != 0 &&
         g_ascii_strcasecmp (line, "exit") != 0;
}

/* The seat shown when none is asked for: the one person of the game, or
 * what every player saw. */
static gint
dk_replay_default_viewer (const DkSave *save)
{
  gint viewer = DK_VIEWER_SPECTATOR;
  guint people = 0;

  for (guint p = 0; p < dk_save_n_players (save); p++)
    if (dk_save_get_seat (save, p, NULL) == NULL)
      {
        people++;
        viewer = (gint) p;
      }
  return people == 1 ? viewer : DK_VIEWER_SPECTATOR;
}

/* The game from its start, each recorded decision in turn, as @viewer saw
 * it. The file was loaded: every decision is legal. */
static gboolean
dk_replay_show (const DkSave *save, gint viewer, const DkReplayPace *pace, GError **error)
{
  g_autoptr (DkGame) g = dk_save_new_game (save, 0, error);
  guint printed = 0;
  gint32 turn = -1;
  g_autofree char *shown = NULL;

  if (g == NULL)
    return FALSE;
  shown = viewer == DK_VIEWER_FULL        ? g_strdup ("with every card revealed")
          : viewer == DK_VIEWER_SPECTATOR ? g_strdup ("as a spectator saw it")
                                          : g_strdup_printf ("as player %d saw it", viewer + 1);
  printf ("A game of %s (%s), %u players, seed %" G_GUINT64_FORMAT ", %u decisions; shown %s.\n",
          dk_rules_get_id (dk_ruleset_get_rules (dk_save_get_ruleset (save))),
          dk_ruleset_get_id (dk_save_get_ruleset (save)), dk_save_n_players (save),
          dk_save_get_seed (save), dk_save_n_choices (save), shown);
  for (guint p = 0; p < dk_save_n_players (save); p++)
    {
      const char *agent = dk_save_get_seat (save, p, NULL);

      printf ("Player %u: %s, %s.\n", p + 1, dk_deck_get_name (dk_save_get_deck (save, p)),
              agent != NULL ? agent : "a person");
    }
  for (guint i = 0; i < dk_save_n_choices (save); i++)
    {
      guint option;

      if (turn != -1 && dk_game_turn (g) != turn)
        {
          /* The last turn's choices, then the wait, then the new turn. */
          gint32 now = dk_game_turn (g);

          dk_terminal_show_progress (stdout, g, viewer, &printed, &now);
          if (!dk_replay_wait (pace))
            {
              printf ("Stopped at turn %d.\n", now);
              return TRUE;
            }
        }
      dk_terminal_show_progress (stdout, g, viewer, &printed, &turn);
      if (!dk_game_find_option (g, dk_save_get_choice (save, i, NULL), &option, error) ||
          !dk_game_apply (g, option, error))
        return FALSE;
    }
  dk_terminal_show_progress (stdout, g, viewer, &printed, &turn);
  dk_terminal_show_end (stdout, g, viewer);
  if (!dk_game_is_over (g))
    printf ("\nThe game was saved here, at turn %d: `duelkit play --resume FILE` goes on.\n",
            dk_game_turn (g));
  return TRUE;
}

int
dk_cmd_replay (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkSave) save = NULL;
  g_autoptr (DkGame) game = NULL;
  g_autofree char *seat_text = NULL;
  gboolean all = FALSE, verify = FALSE, step = FALSE;
  g_autofree char *delay_text = NULL;
  DkReplayPace pace = { FALSE, 0 };
  gint64 seat = 0;
  gint viewer;
  GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_STRING, &seat_text,
      "Show the game as player N saw it (default: as its one person saw it, else as a "
      "spectator)",
      "N" },
    { "all", 0, 0, G_OPTION_ARG_NONE, &all, "Show every card, hidden ones too", NULL },
    { "verify", 0, 0, G_OPTION_ARG_NONE, &verify,
      "Check that the decisions give the recorded result (exit 1 if not); alone, show nothing "
      "else",
      NULL },
    { "step", 0, 0, G_OPTION_ARG_NONE, &step,
      "Wait for a line (Enter) before each new turn; `quit` stops (the default when standard "
      "input and output are a terminal)",
      NULL },
    { "delay", 0, 0, G_OPTION_ARG_STRING, &delay_text,
      "Wait this many seconds before each new turn (0 to 60, a fraction allowed) instead",
      "SECONDS" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("FILE - show or check a replay");

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "FILE is a replay (`duelkit play --replay-out FILE`, or the replays kept in\n"
               "$XDG_DATA_HOME/duelkit/replays) or a save (`save FILE` at the prompt).\n"
               "A damaged or mismatched file is refused (exit 2).\n"
               "On a terminal the game waits for Enter at each new turn, unless --delay\n"
               "says how long to wait instead.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc != 2)
    {
      dk_launcher_error ("replay takes one FILE (see `duelkit replay --help`)");
      return DK_EXIT_USAGE;
    }
  if (all && seat_text != NULL)
    {
      dk_launcher_error ("--seat N and --all do not go together");
      return DK_EXIT_USAGE;
    }
  if (seat_text != NULL && !dk_launcher_int_option ("--seat", seat_text, 1, DK_MAX_PLAYERS, &seat))
    return DK_EXIT_USAGE;
  if (delay_text != NULL)
    {
      char *end = NULL;

      pace.delay = g_ascii_strtod (delay_text, &end);
      if (end == delay_text || *end != '\0' || !(pace.delay >= 0 && pace.delay <= 60))
        {
          dk_launcher_error ("--delay %s: write a number of seconds from 0 to 60", delay_text);
          return DK_EXIT_USAGE;
        }
    }
  if (delay_text != NULL && step)
    {
      dk_launcher_error ("--step and --delay: one pace at a time");
      return DK_EXIT_USAGE;
    }
  /* A person at a terminal reads a turn at a time. */
  pace.step = step || (delay_text == NULL && isatty (STDIN_FILENO) && isatty (STDOUT_FILENO));

  save = dk_save_load (argv[1], &game, &error);
  if (save == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (seat > (gint64) dk_save_n_players (save))
    {
      dk_launcher_error ("--seat %" G_GINT64_FORMAT ": the game has %u players", seat,
                         dk_save_n_players (save));
      return DK_EXIT_USAGE;
    }
  viewer = all ? DK_VIEWER_FULL : seat > 0 ? (gint) seat - 1 : dk_replay_default_viewer (save);

  if (!verify || all || seat_text != NULL)
    {
      if (!dk_replay_show (save, viewer, &pace, &error))
        {
          dk_launcher_error ("%s", error->message);
          return DK_EXIT_USAGE;
        }
    }
  if (verify)
    {
      gint winner;
      gint32 turn;

      if (!dk_save_verify (save, game, &error))
        {
          dk_launcher_error ("%s", error->message);
          return DK_EXIT_FAILED;
        }
      dk_save_get_result (save, &winner, &turn, NULL);
      if (winner >= 0)
        printf ("%s: verified: player %d wins at turn %d, as recorded.\n", argv[1], winner + 1,
                turn);
      else
        printf ("%s: verified: a draw at turn %d, as recorded.\n", argv[1], turn);
    }
  if (fflush (stdout) != 0)
    return DK_EXIT_WRITE;
  return DK_EXIT_OK;
}
