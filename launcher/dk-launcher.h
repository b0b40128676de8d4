/* dk-launcher.h: what the launcher's files share.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <stdio.h>
#include <duelkit.h>

G_BEGIN_DECLS

/* Exit codes of every subcommand. */
enum
{
  DK_EXIT_OK = 0,
  DK_EXIT_FAILED = 1, /* a check failed: a scenario, an illegal deck */
  DK_EXIT_USAGE = 2,  /* bad input or usage */
  DK_EXIT_WRITE = 3,  /* an output (stdout, a --log file) could not be written */
};

/* "duelkit: message" on stderr. */
void dk_launcher_error (const char *format, ...) G_GNUC_PRINTF (1, 2);
void dk_launcher_print_problems (GPtrArray *problems);

/* Parse a subcommand's options: @argv[0] is the subcommand's name. Prints
 * the error and returns FALSE on a usage error; --help exits 0. */
gboolean dk_launcher_parse (GOptionContext *context, int *argc, char ***argv);

/* @value, given to the option @name, as an integer in [@min, @max]; FALSE
 * with a message that gives the range when it is not one. */
gboolean
dk_launcher_int_option (const char *name, const char *value, gint64 min, gint64 max, gint64 *out);
/* The ruleset named @id_or_path (an id, or a path ending in .ruleset). */
DkRuleset *dk_launcher_find_ruleset (const char *id_or_path, GError **error);
/* The standard ruleset of @rules: GAME-standard when there is one, else the
 * module's defaults. */
DkRuleset *dk_launcher_standard_ruleset (const DkRules *rules);
/* The game's card database plus extra card sets, and those of every
 * --data-dir folder (dk_launcher_add_card_dir). */
DkCardDb *dk_launcher_card_db (const DkRules *rules, char **extra_sets, GError **error);
/* Also load the card sets (DIR/\*.xml) of every game found in @dir, and
 * offer the decks there (DIR/\*.deck). */
void dk_launcher_add_card_dir (const char *dir);
/* @extra_sets, then the card sets of @game in the --data-dir folders
 * (transfer full). */
char **dk_launcher_card_sets (const char *game, char **extra_sets);
/* @ruleset with its game's allow-inert parameter on, when it has one
 * (transfer full). */
DkRuleset *dk_launcher_allow_inert (DkRuleset *ruleset, GError **error);
/* When @ruleset allows inert cards and one of @decks holds some, say on
 * stderr that their abilities do nothing (once a run). */
void dk_launcher_note_inert (DkRuleset *ruleset, DkDeck *const *decks, guint n);
/* The deck files found for @game in the data directories (sorted). */
GPtrArray *dk_launcher_find_decks (const char *game);
/* JSON output: @text as a string, @v as a number whatever the locale. */
void dk_json_string (GString *out, const char *text);
void dk_json_number (GString *out, const char *format, double v);
/* The CPU time of the calling thread, in seconds. */
double dk_launcher_thread_cpu (void);
/* The Wilson 95 % interval of the share @k of @n. */
void dk_wilson_interval (guint k, guint n, double *lo, double *hi);
/* Print a card definition in full. */
void dk_launcher_print_card (FILE *out, const DkRules *rules, const DkCardDef *def);

int dk_cmd_games (int argc, char **argv);
int dk_cmd_rulesets (int argc, char **argv);
int dk_cmd_cards (int argc, char **argv);
int dk_cmd_deck (int argc, char **argv);
int dk_cmd_validate (int argc, char **argv);
int dk_cmd_scenario (int argc, char **argv);
int dk_cmd_play (int argc, char **argv);
int dk_cmd_bench (int argc, char **argv);
int dk_cmd_simulate (int argc, char **argv);
int dk_cmd_replay (int argc, char **argv);
int dk_cmd_menu (int argc, char **argv);
int dk_cmd_import (int argc, char **argv);
/* The interactive launcher menu (dk-menu.c), its answers read from stdin. */
int dk_launcher_menu (void);
/* Where games left unfinished are kept: DATA/duelkit/saves (transfer full). */
char *dk_launcher_saves_dir (void);

typedef struct
{
  char *game;
  char *ruleset;
  char **decks;
  char **card_sets;
  gboolean allow_inert; /* cards with abilities that cannot run are played (they do nothing) */
  gint64 seed;
  gboolean demo;
  gboolean hotseat;
  gint human; /* the human's player, from 0 */
  gint match; /* > 0: a computer match, best of this many games */
  char *log_path;  /* nullable: write the event log there at the end */
  gint log_viewer; /* whose view the log is: DK_VIEWER_FULL, ... */
  const char *vs;  /* the computer players: an agent name or a level */
  gboolean vs_given;  /* --vs was given (it overrides a saved game's seats) */
  char *resume;       /* nullable: go on with this saved game */
  char *replay_out;   /* nullable: write the finished game's replay there */
  gboolean no_replay; /* keep no replay in the data directory */

  /* How the game is drawn, and the pace of a computer game. */
  gint color;           /* a DkColorMode, when color_given */
  gboolean color_given; /* --color was given (else $DUELKIT_COLOR, else auto) */
  double delay;         /* --demo: seconds between two turns */
  gboolean step;        /* --demo: wait for Enter between two turns */
} DkPlayOptions;

/* The computer player every seat nobody at the terminal plays gets, unless
 * --vs says otherwise. */
#define DK_PLAY_DEFAULT_AGENT "medium"

/* How a game played by dk_play_run_game () ended. */
typedef struct
{
  gboolean played; /* it ran (it was made, and the engine took every choice) */
  gboolean over;   /* to its end (not left) */
  gint winner;     /* the winner when over, from 0; -1 for a draw */
} DkPlayOutcome;

int dk_play_run (const DkPlayOptions *options);
int dk_play_run_game (const DkPlayOptions *options, DkPlayOutcome *outcome);

/* Play a study as `duelkit simulate -r RULESET --out FILE` does and append
 * its lines (one JSON object a game) to @lines. */
gboolean dk_simulate_records (const char *ruleset,
                              char **agents,
                              gint64 games,
                              gint64 seed,
                              gint64 jobs,
                              GString *lines,
                              GError **error);
int dk_cmd_compare (int argc, char **argv);
int dk_cmd_stats (int argc, char **argv);

G_END_DECLS
