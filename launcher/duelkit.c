/* duelkit.c: the `duelkit` program: global options and subcommands.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-games.h"
#include "dk-screen.h"

#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} DkCommand;

static const DkCommand dk_commands[] = {
  { "play", dk_cmd_play, "play a game at the terminal, or watch a computer game (--demo)" },
  { "menu", dk_cmd_menu, "the launcher menu (what `duelkit` alone opens), answers from stdin" },
  { "games", dk_cmd_games, "list the games (rule modules)" },
  { "rulesets", dk_cmd_rulesets,
    "list the rulesets; `rulesets describe GAME|RULESET` lists parameters" },
  { "cards", dk_cmd_cards, "`cards list` the cards of a game or set; `cards show ID` one card" },
  { "deck", dk_cmd_deck,
    "`deck check FILE...`: is a deck legal; `deck build CHARACTER --from DIR`: make one" },
  { "validate", dk_cmd_validate, "check card sets, decks, rulesets and scenarios" },
  { "import", dk_cmd_import, "`import builduvs FILE -o DIR`: a UFS card pool as card sets" },
  { "scenario", dk_cmd_scenario, "run scenario files" },
  { "replay", dk_cmd_replay,
    "a saved or finished game turn by turn; --verify checks its result" },
  { "simulate", dk_cmd_simulate,
    "many games between computer players: wins with confidence intervals" },
  { "compare", dk_cmd_compare,
    "rulesets side by side: balance, length, drama, choice, mechanics, with intervals" },
  { "stats", dk_cmd_stats, "`stats merge FILE...`: put the shards of a study together" },
  { "bench", dk_cmd_bench, "how fast the engine plays: games, decisions and copies per second" },
};

static void
dk_print_usage (FILE *out)
{
  fprintf (
      out,
      "Usage:\n  duelkit [--module-dir DIR] [--data-dir DIR] [--color WHEN] COMMAND [OPTION…]\n\n");
  fprintf (out, "With no command, opens the interactive launcher (on a terminal).\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (dk_commands); i++)
    fprintf (out, "  %-10s %s\n", dk_commands[i].name, dk_commands[i].summary);
  fprintf (out, "\nGlobal options:\n"
                "  --module-dir DIR   also load rule modules from DIR (or $DUELKIT_MODULE_DIR)\n"
                "  --data-dir DIR     look for rulesets, card sets and decks in DIR first\n"
                "                     (DIR/cards/GAME/), and load the card sets and decks\n"
                "                     at the top of DIR too (an imported pool)\n"
                "  --color WHEN       colour at the terminal: auto, always or never (or\n"
                "                     $DUELKIT_COLOR; NO_COLOR turns auto off)\n"
                "  --version          print the version\n"
                "  -h, --help         show this help\n\n"
                "`duelkit COMMAND --help` describes a command.\n"
                "Exit status: 0 success, 1 a check failed, 2 bad input or usage,\n"
                "3 an output could not be written (standard output, a --log file).\n");
}

/* Read "--name VALUE" or "--name=VALUE" at argv[*i]. */
static gboolean
dk_global_value (int argc, char **argv, int *i, const char *name, const char **out)
{
  gsize len = strlen (name);

  if (strncmp (argv[*i], name, len) != 0)
    return FALSE;
  if (argv[*i][len] == '=')
    {
      *out = argv[*i] + len + 1;
      return TRUE;
    }
  if (argv[*i][len] != '\0')
    return FALSE;
  if (*i + 1 >= argc)
    {
      *out = NULL;
      return TRUE;
    }
  *out = argv[++*i];
  return TRUE;
}

/* At exit, whatever the path to it (GOption's --help exits by itself):
 * what was printed must have reached standard output, or the exit status
 * says it did not (`duelkit cards list > /dev/full`). */
static void
dk_close_stdout (void)
{
  gboolean failed = ferror (stdout) != 0;
  int saved = 0;

  if (fflush (stdout) != 0)
    {
      failed = TRUE;
      saved = errno;
    }
  /* A standard output closed before we started was never written to. */
  if (fclose (stdout) != 0 && errno != EBADF && !failed)
    {
      failed = TRUE;
      saved = errno;
    }
  if (!failed)
    return;
  if (saved != 0)
    fprintf (stderr, "duelkit: cannot write to standard output: %s\n", g_strerror (saved));
  else
    fprintf (stderr, "duelkit: cannot write to standard output\n");
  _exit (DK_EXIT_WRITE);
}

int
main (int argc, char **argv)
{
  const char *module_dir = NULL;
  const char *data_dir = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  int i;

  setlocale (LC_ALL, "");
  g_set_prgname ("duelkit");
  atexit (dk_close_stdout);

  for (i = 1; i < argc && argv[i][0] == '-'; i++)
    {
      const char *value;

      if (strcmp (argv[i], "--version") == 0)
        {
          printf ("duelkit %d.%d.%d\n", DK_MAJOR_VERSION, DK_MINOR_VERSION, DK_MICRO_VERSION);
          return DK_EXIT_OK;
        }
      else if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0 ||
               strcmp (argv[i], "-?") == 0)
        {
          dk_print_usage (stdout);
          return DK_EXIT_OK;
        }
      else if (dk_global_value (argc, argv, &i, "--module-dir", &value))
        {
          if (value == NULL)
            {
              dk_launcher_error ("--module-dir needs a folder");
              return DK_EXIT_USAGE;
            }
          module_dir = value;
        }
      else if (dk_global_value (argc, argv, &i, "--color", &value))
        {
          DkColorMode mode;

          if (!dk_color_mode_parse (value, &mode))
            {
              dk_launcher_error ("--color needs auto, always or never");
              return DK_EXIT_USAGE;
            }
          /* Read by the games `play` and the menu start. */
          g_setenv ("DUELKIT_COLOR", value, TRUE);
        }
      else if (dk_global_value (argc, argv, &i, "--data-dir", &value))
        {
          if (value == NULL)
            {
              dk_launcher_error ("--data-dir needs a folder");
              return DK_EXIT_USAGE;
            }
          data_dir = value;
        }
      else
        {
          dk_launcher_error ("unknown option %s (see `duelkit --help`)", argv[i]);
          return DK_EXIT_USAGE;
        }
    }

  /* A folder that is not there would only hide the games or files asked for. */
  if (module_dir != NULL && !g_file_test (module_dir, G_FILE_TEST_IS_DIR))
    {
      dk_launcher_error ("--module-dir %s: no such folder", module_dir);
      return DK_EXIT_USAGE;
    }
  if (data_dir != NULL && !g_file_test (data_dir, G_FILE_TEST_IS_DIR))
    {
      dk_launcher_error ("--data-dir %s: no such folder", data_dir);
      return DK_EXIT_USAGE;
    }
  if (data_dir != NULL)
    {
      g_setenv ("DUELKIT_DATA_DIR", data_dir, TRUE);
      /* An imported pool: card sets and decks at the top of the folder. */
      dk_launcher_add_card_dir (data_dir);
    }

  /* Built-in games first: a module directory then only adds new games.
   * $DUELKIT_MODULE_DIR is read by the framework itself. */
  dk_games_register_builtin ();
  dk_module_load_default_dirs (module_dir, problems);
  dk_launcher_print_problems (problems);

  if (i >= argc)
    {
      if (!isatty (STDIN_FILENO))
        {
          dk_print_usage (stderr);
          return DK_EXIT_USAGE;
        }
      return dk_launcher_menu ();
    }

  for (guint c = 0; c < G_N_ELEMENTS (dk_commands); c++)
    if (strcmp (argv[i], dk_commands[c].name) == 0)
      return dk_commands[c].run (argc - i, argv + i);
  if (strcmp (argv[i], "help") == 0)
    {
      dk_print_usage (stdout);
      return DK_EXIT_OK;
    }
  dk_launcher_error ("unknown command \"%s\" (see `duelkit --help`)", argv[i]);
  return DK_EXIT_USAGE;
}
