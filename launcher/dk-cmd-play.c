/* dk-cmd-play.c: `duelkit play`: a game at the terminal, or a computer game
 * to watch (--demo); and the interactive launcher menu.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"

#include <stdlib.h>
#include <string.h>

/* A demo stops here if no one has won: a runaway game is a bug to report,
 * not a reason to hang. */
#define DK_PLAY_MAX_DECISIONS 200000

/* --- the board ---------------------------------------------------------- */

static const char *
dk_card_name (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def != NULL ? def->name : "(unknown card)";
}

/* "Guard [committed, attached to Jab]" */
static void
dk_describe_card (const DkGame *g, gint32 card, GString *out)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  const DkCard *c = dk_game_card (g, card);
  const DkCardDef *def = dk_game_card_def (g, card);
  gboolean first = TRUE;

  g_string_append (out, dk_card_name (g, card));
  if (def != NULL)
    g_string_append_printf (out, " (%s)", def->id);
#define DK_STATE_SEP() g_string_append (out, first ? " [" : ", "), first = FALSE
  if (c->flags & DK_CARD_FLAG_FACE_DOWN)
    {
      DK_STATE_SEP ();
      g_string_append (out, "face down");
    }
  for (guint i = 0; i < module->n_card_states; i++)
    {
      const DkCardStateSpec *s = &module->card_states[i];

      if (s->kind == DK_CARD_STATE_VAR)
        {
          gint32 v = s->bit_or_index < DK_CARD_VARS ? c->vars[s->bit_or_index] : 0;

          if (v != 0)
            {
              DK_STATE_SEP ();
              g_string_append_printf (out, "%s %d", s->name, v);
            }
        }
      else if (c->flags & s->bit_or_index)
        {
          if (s->bit_or_index == DK_CARD_FLAG_FACE_DOWN)
            continue;
          DK_STATE_SEP ();
          g_string_append (out, s->on ? s->on : s->name);
        }
    }
  if (c->attached_to != DK_NO_CARD && c->attached_to >= 0)
    {
      DK_STATE_SEP ();
      g_string_append_printf (out, "attached to %s", dk_card_name (g, c->attached_to));
    }
#undef DK_STATE_SEP
  if (!first)
    g_string_append_c (out, ']');
}

/* The board as @viewer sees it (-1: a spectator who sees public zones). */
static void
dk_print_board (FILE *out, const DkGame *g, gint viewer)
{
  const DkRules *rules = dk_game_get_rules (g);
  const DkModule *module = dk_rules_get_module (rules);
  gint phase = dk_game_phase (g);

  if (dk_game_turn (g) <= 0)
    fprintf (out, "\n=== the start of the game ===\n");
  else
    {
      fprintf (out, "\n=== turn %d, player %u's turn", dk_game_turn (g), dk_game_active (g) + 1);
      if (phase >= 0)
        fprintf (out, ", %s phase", dk_rules_phase_name (rules, (guint) phase));
      fprintf (out, " ===\n");
    }
  for (guint p = 0; p < dk_game_n_players (g); p++)
    {
      fprintf (out, "Player %u%s%s:", p + 1, (gint) p == viewer ? " (you)" : "",
               dk_game_is_eliminated (g, p) ? " (out)" : "");
      for (guint c = 0; c < dk_rules_n_counters (rules); c++)
        fprintf (out, "  %s %d", dk_rules_counter_name (rules, c), dk_game_counter (g, p, c));
      fputc ('\n', out);
      for (guint z = 0; z < module->n_zones; z++)
        {
          guint n;
          const guint16 *cards = dk_game_zone (g, z, p, &n);
          gboolean shown =
              module->zones[z].visibility == DK_VISIBILITY_PUBLIC ||
              (module->zones[z].visibility == DK_VISIBILITY_PRIVATE && (gint) p == viewer);

          if (n == 0)
            continue;
          fprintf (out, "  %-10s %2u", module->zones[z].name, n);
          if (shown)
            {
              g_autoptr (GString) line = g_string_new (NULL);

              /* Top first, as a player reads a pile. */
              for (guint i = n; i > 0; i--)
                {
                  g_string_append (line, i == n ? ": " : "; ");
                  dk_describe_card (g, cards[i - 1], line);
                }
              fputs (line->str, out);
            }
          fputc ('\n', out);
        }
    }
}

static void
dk_print_result (FILE *out, const DkGame *g)
{
  gint winner = dk_game_winner (g);

  if (winner >= 0)
    fprintf (out, "\nGame over: player %d wins (turn %d).\n", winner + 1, dk_game_turn (g));
  else
    fprintf (out, "\nGame over: a draw (turn %d).\n", dk_game_turn (g));
}

/* Print the choices made since @from (the engine takes forced ones itself). */
static guint
dk_print_choices (FILE *out, const DkGame *g, guint from)
{
  guint n = dk_game_n_choices (g);

  for (guint i = from; i < n; i++)
    {
      gint player = -1;
      g_autofree char *text = dk_game_choice_to_string (g, i, &player);

      fprintf (out, "P%d: %s\n", player + 1, text ? text : "?");
    }
  return n;
}

/* --- making the game ----------------------------------------------------- */

/* Is each of the first @n decks legal under @ruleset (the others repeat
 * the last)? A game of illegal decks may be one that can never end (a UFS
 * deck without its character): every problem is told, one a line. */
static gboolean
dk_play_check_decks (const DkRuleset *ruleset, GPtrArray *decks, guint n, GError **error)
{
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  const DkModule *module = dk_rules_get_module (rules);
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) message = NULL;

  if (module->check_deck == NULL)
    return TRUE;
  for (guint i = 0; i < n; i++)
    {
      const DkDeck *deck = g_ptr_array_index (decks, i);
      gboolean seen = FALSE;

      /* The same file given twice is told once. */
      for (guint j = 0; j < i && !seen; j++)
        seen = g_strcmp0 (dk_deck_get_file (g_ptr_array_index (decks, j)),
                          dk_deck_get_file (deck)) == 0;
      if (!seen)
        module->check_deck (rules, ruleset, deck, problems);
    }
  if (problems->len == 0)
    return TRUE;
  message = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (message, "%s\n", (const char *) g_ptr_array_index (problems, i));
  g_string_append_printf (message, "a game needs decks that are legal under %s",
                          dk_ruleset_get_id (ruleset));
  g_set_error_literal (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP, message->str);
  return FALSE;
}

/* Everything a game needs, from the options: the ruleset, the cards, the
 * decks and the number of players. */
static gboolean
dk_play_prepare (const DkPlayOptions *options,
                 DkRuleset **ruleset_out,
                 DkCardDb **db_out,
                 GPtrArray **decks_out,
                 guint *n_players_out,
                 GError **error)
{
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_deck_free);
  g_autoptr (GPtrArray) deck_files = NULL;
  const DkRules *rules;
  const DkModule *module;
  guint n_players;

  if (options->ruleset != NULL)
    {
      ruleset = dk_launcher_find_ruleset (options->ruleset, error);
      if (ruleset == NULL)
        return FALSE;
      rules = dk_ruleset_get_rules (ruleset);
      if (options->game != NULL && g_strcmp0 (options->game, dk_rules_get_id (rules)) != 0)
        {
          g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                       "the ruleset %s is not of the game %s", options->ruleset, options->game);
          return FALSE;
        }
    }
  else
    {
      rules = dk_rules_get (options->game ? options->game : "ufs", error);
      if (rules == NULL)
        return FALSE;
      ruleset = dk_launcher_standard_ruleset (rules);
    }
  module = dk_rules_get_module (rules);
  if (module->setup == NULL)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "the game %s cannot be played yet: its module has no start-of-game procedure",
                   module->id);
      return FALSE;
    }
  n_players = module->default_players ? module->default_players (ruleset) : module->min_players;
  n_players = CLAMP (n_players, module->min_players, module->max_players);

  db = dk_launcher_card_db (rules, options->card_sets, error);
  if (db == NULL)
    return FALSE;

  if (options->decks != NULL && options->decks[0] != NULL)
    {
      deck_files = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; options->decks[i] != NULL; i++)
        g_ptr_array_add (deck_files, g_strdup (options->decks[i]));
    }
  else
    deck_files = dk_launcher_find_decks (module->id);
  if (deck_files->len == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "no deck found for the game %s: give --deck FILE", module->id);
      return FALSE;
    }
  if (options->decks == NULL || options->decks[0] == NULL)
    {
      /* Decks found, not given: the seed picks which ones play. */
      GPtrArray *picked = g_ptr_array_new_with_free_func (g_free);
      guint start = (guint) ((guint64) options->seed % deck_files->len);

      for (guint i = 0; i < MIN (n_players, deck_files->len); i++)
        g_ptr_array_add (picked,
                         g_strdup (g_ptr_array_index (deck_files, (start + i) % deck_files->len)));
      g_ptr_array_unref (deck_files);
      deck_files = picked;
    }
  if (deck_files->len > module->max_players)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "%u decks for a game of at most %u players", deck_files->len,
                   module->max_players);
      return FALSE;
    }
  if (options->decks != NULL && deck_files->len > n_players)
    n_players = deck_files->len;
  /* Fewer decks than players: the last one is used again. */
  for (guint i = 0; i < n_players; i++)
    {
      DkDeck *deck =
          dk_deck_load (db, g_ptr_array_index (deck_files, MIN (i, deck_files->len - 1)), error);

      if (deck == NULL)
        return FALSE;
      g_ptr_array_add (decks, deck);
    }
  if (!dk_play_check_decks (ruleset, decks, MIN (deck_files->len, n_players), error))
    return FALSE;

  *ruleset_out = g_steal_pointer (&ruleset);
  *db_out = g_steal_pointer (&db);
  *decks_out = g_steal_pointer (&decks);
  *n_players_out = n_players;
  return TRUE;
}

static DkGame *
dk_play_new_game (const DkPlayOptions *options, GError **error)
{
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) decks = NULL;
  guint n_players;

  if (!dk_play_prepare (options, &ruleset, &db, &decks, &n_players, error))
    return NULL;
  return dk_game_new (ruleset, db, (DkDeck *const *) decks->pdata, n_players,
                      (guint64) options->seed, error);
}

/* --- a match of computer games -------------------------------------------- */

static int
dk_play_match (const DkPlayOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) decks = NULL;
  g_autoptr (DkAgent) a = dk_agent_new_random ((guint64) options->seed * 2 + 1);
  g_autoptr (DkAgent) b = dk_agent_new_random ((guint64) options->seed * 2 + 2);
  DkAgent *agents[2] = { a, b };
  DkMatchResult m;
  guint n_players;

  if (!dk_play_prepare (options, &ruleset, &db, &decks, &n_players, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (n_players != 2)
    {
      dk_launcher_error ("a match is played by two players");
      return DK_EXIT_USAGE;
    }
  if (!dk_match_play (ruleset, db, (DkDeck *const *) decks->pdata, (guint) options->match,
                      (guint64) options->seed, agents, 3, &m, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  printf ("A match, best of %d: %s against %s, seed %" G_GINT64_FORMAT ".\n", options->match,
          dk_deck_get_name (g_ptr_array_index (decks, 0)),
          dk_deck_get_name (g_ptr_array_index (decks, 1)), options->seed);
  for (guint i = 0; i < m.n_games; i++)
    {
      printf ("game %u: ", i + 1);
      if (m.choosers[i] >= 0)
        printf ("player %d chose who went first; ", m.choosers[i] + 1);
      if (m.winners[i] >= 0)
        printf ("player %d won\n", m.winners[i] + 1);
      else
        printf ("a draw\n");
    }
  printf ("%u side-deck swaps between games.\n", m.swaps);
  if (m.winner >= 0)
    printf ("Player %d wins the match %u-%u.\n", m.winner + 1, m.wins[m.winner],
            m.wins[1 - m.winner]);
  else
    printf ("Nobody won the match.\n");
  return DK_EXIT_OK;
}

/* --- the demo ------------------------------------------------------------ */

static int
dk_play_demo (DkGame *g, const DkPlayOptions *options)
{
  DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
  gint32 turn = -1;
  guint printed = 0;
  guint n = 0;
  int status = DK_EXIT_OK;

  for (guint p = 0; p < dk_game_n_players (g); p++)
    agents[p] = dk_agent_new_random ((guint64) options->seed * 31 + p + 1);

  printf ("A computer game: %u random players, seed %" G_GINT64_FORMAT ".\n", dk_game_n_players (g),
          options->seed);
  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      g_autoptr (GError) error = NULL;
      guint choice;

      printed = dk_print_choices (stdout, g, printed);
      if (dk_game_turn (g) != turn)
        {
          turn = dk_game_turn (g);
          dk_print_board (stdout, g, -1);
        }
      if (d == NULL || d->n_options == 0)
        break;
      if (++n > DK_PLAY_MAX_DECISIONS)
        {
          dk_launcher_error ("the game did not end after %u decisions", DK_PLAY_MAX_DECISIONS);
          status = DK_EXIT_FAILED;
          break;
        }
      choice = agents[d->player]->choose (agents[d->player], g, d);
      if (!dk_game_apply (g, choice, &error))
        {
          dk_launcher_error ("%s", error->message);
          status = DK_EXIT_FAILED;
          break;
        }
    }
  dk_print_choices (stdout, g, printed);
  if (dk_game_is_over (g))
    {
      dk_print_board (stdout, g, -1);
      dk_print_result (stdout, g);
    }
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    g_clear_pointer (&agents[p], dk_agent_free);
  return status;
}

/* --- playing at the terminal -------------------------------------------- */

/* One line from stdin without its newline; NULL at the end of input. */
static char *
dk_read_line (void)
{
  g_autoptr (GString) line = g_string_new (NULL);
  int c;

  fflush (stdout);
  while ((c = getchar ()) != EOF && c != '\n')
    g_string_append_c (line, (char) c);
  if (c == EOF && line->len == 0)
    return NULL;
  return g_strstrip (g_string_free (g_steal_pointer (&line), FALSE));
}

static void
dk_print_options (const DkGame *g, const DkDecision *d)
{
  const DkRules *rules = dk_game_get_rules (g);

  printf ("\nPlayer %d to decide (%s):\n", d->player + 1, dk_rules_decision_name (rules, d->kind));
  for (guint i = 0; i < d->n_options; i++)
    {
      g_autofree char *label = dk_game_option_label (g, &d->options[i]);
      g_autofree char *text = dk_game_option_to_string (g, &d->options[i]);

      if (g_strcmp0 (label, text) == 0)
        printf ("  %2u. %s\n", i + 1, text);
      else
        printf ("  %2u. %s   [%s]\n", i + 1, label ? label : text, text);
    }
}

static void
dk_print_help (void)
{
  printf ("Type the number of an option or its text form (the part in brackets),\n"
          "or one of:\n"
          "  board        show the board again\n"
          "  card ID      show a card (its id as on the board)\n"
          "  help         this help\n"
          "  quit         leave the game\n");
}

static void
dk_show_card (const DkGame *g, const char *id)
{
  DkCardDb *db = dk_game_get_db (g);
  const DkCardDef *def = dk_card_db_lookup (db, id);

  /* Also by name, as a person reads it on the board. */
  for (guint i = 0; def == NULL && i < dk_card_db_size (db); i++)
    if (g_ascii_strcasecmp (dk_card_db_get (db, i)->name, id) == 0)
      def = dk_card_db_get (db, i);
  if (def == NULL)
    printf ("No card \"%s\".\n", id);
  else
    dk_launcher_print_card (stdout, dk_game_get_rules (g), def);
}

/* Ask the human at the terminal. Returns FALSE when they leave (quit, end
 * of input); else *out_choice is the option taken. */
static gboolean
dk_ask_human (const DkGame *g, const DkDecision *d, guint *out_choice)
{
  g_autoptr (DkGame) view = dk_game_view (g, (guint) d->player);

  dk_print_board (stdout, view ? view : g, d->player);
  dk_print_options (g, d);
  for (;;)
    {
      g_autofree char *line = NULL;
      g_autoptr (GError) error = NULL;
      char *end = NULL;
      guint64 n;

      printf ("P%d> ", d->player + 1);
      line = dk_read_line ();
      if (line == NULL)
        {
          printf ("\n");
          return FALSE;
        }
      if (*line == '\0')
        continue;
      if (strcmp (line, "quit") == 0 || strcmp (line, "exit") == 0)
        return FALSE;
      if (strcmp (line, "help") == 0 || strcmp (line, "?") == 0)
        {
          dk_print_help ();
          continue;
        }
      if (strcmp (line, "board") == 0)
        {
          dk_print_board (stdout, view ? view : g, d->player);
          dk_print_options (g, d);
          continue;
        }
      if (g_str_has_prefix (line, "card "))
        {
          dk_show_card (g, g_strstrip (line + 5));
          continue;
        }
      n = g_ascii_strtoull (line, &end, 10);
      if (end != NULL && *end == '\0' && end != line)
        {
          if (n >= 1 && n <= d->n_options)
            {
              *out_choice = (guint) n - 1;
              return TRUE;
            }
          printf ("Choose 1 to %u.\n", d->n_options);
          continue;
        }
      if (dk_game_find_option (g, line, out_choice, &error))
        return TRUE;
      printf ("%s (type `help`)\n", error ? error->message : "not an option");
    }
}

static int
dk_play_terminal (DkGame *g, const DkPlayOptions *options)
{
  DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
  guint printed = 0;
  int status = DK_EXIT_OK;

  for (guint p = 0; p < dk_game_n_players (g); p++)
    if (!options->hotseat && (gint) p != options->human)
      agents[p] = dk_agent_new_random ((guint64) options->seed * 31 + p + 1);

  printf ("duelkit: %s. Type `help` at any prompt.\n",
          options->hotseat ? "two players at this terminal"
                           : "you are player 1, against the computer");
  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      g_autoptr (GError) error = NULL;
      guint choice = 0;

      printed = dk_print_choices (stdout, g, printed);
      if (d == NULL || d->n_options == 0)
        break;
      if (agents[d->player] != NULL)
        choice = agents[d->player]->choose (agents[d->player], g, d);
      else if (!dk_ask_human (g, d, &choice))
        {
          printf ("Left the game.\n");
          goto out;
        }
      if (!dk_game_apply (g, choice, &error))
        {
          dk_launcher_error ("%s", error->message);
          status = DK_EXIT_FAILED;
          goto out;
        }
    }
  dk_print_choices (stdout, g, printed);
  dk_print_board (stdout, g, options->hotseat ? -1 : options->human);
  dk_print_result (stdout, g);

out:
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    g_clear_pointer (&agents[p], dk_agent_free);
  return status;
}

int
dk_play_run (const DkPlayOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkGame) g = dk_play_new_game (options, &error);

  if (g == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (options->demo)
    return dk_play_demo (g, options);
  return dk_play_terminal (g, options);
}

int
dk_cmd_play (int argc, char **argv)
{
  DkPlayOptions options = { 0 };
  g_autofree char *game = NULL;
  g_autofree char *ruleset = NULL;
  g_auto (GStrv) decks = NULL;
  g_auto (GStrv) sets = NULL;
  gint64 seed = -1;
  gboolean demo = FALSE, hotseat = FALSE;
  gint match = 0;
  GOptionEntry entries[] = {
    { "demo", 0, 0, G_OPTION_ARG_NONE, &demo, "Watch a computer-vs-computer game", NULL },
    { "match", 0, 0, G_OPTION_ARG_INT, &match,
      "With --demo: a computer match, best of N games (the loser chooses who goes first; side "
      "decks between games)",
      "N" },
    { "hotseat", 0, 0, G_OPTION_ARG_NONE, &hotseat, "Two people at this terminal", NULL },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, "The game (default: ufs)", "GAME" },
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset, "The ruleset (an id or a .ruleset file)",
      "ID" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "The random seed (default: random)", "N" },
    { "deck", 'd', 0, G_OPTION_ARG_FILENAME_ARRAY, &decks, "A player's deck, once per player",
      "FILE" },
    { "cards", 'c', 0, G_OPTION_ARG_FILENAME_ARRAY, &sets, "Also load this card set (repeatable)",
      "FILE" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- play a game");

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "Without --demo: you against the computer at this terminal (or, with\n"
               "--hotseat, two people). Type an option's number or its text form;\n"
               "`help` lists the other commands; `quit` or end of input leaves.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc > 1)
    {
      dk_launcher_error ("play takes no arguments (see `duelkit play --help`)");
      return DK_EXIT_USAGE;
    }
  if (demo && hotseat)
    {
      dk_launcher_error ("--demo and --hotseat do not go together");
      return DK_EXIT_USAGE;
    }

  options.game = game;
  options.ruleset = ruleset;
  options.decks = decks;
  options.card_sets = sets;
  options.seed = seed >= 0 ? seed : (gint64) g_random_int ();
  options.demo = demo;
  options.hotseat = hotseat;
  options.human = 0;
  options.match = match;
  if (match < 0 || (match > 0 && !demo))
    {
      dk_launcher_error ("--match N goes with --demo, N at least 1");
      return DK_EXIT_USAGE;
    }
  if (match > 0)
    return dk_play_match (&options);
  return dk_play_run (&options);
}

/* --- the launcher menu --------------------------------------------------- */

/* Ask for a number in 1..@n (@def on an empty line); -1 at end of input or
 * on `quit`. */
static gint
dk_menu_pick (const char *prompt, guint n, guint def)
{
  for (;;)
    {
      g_autofree char *line = NULL;
      char *end = NULL;
      guint64 v;

      printf ("%s [%u]: ", prompt, def);
      line = dk_read_line ();
      if (line == NULL || strcmp (line, "quit") == 0)
        return -1;
      if (*line == '\0')
        return (gint) def - 1;
      v = g_ascii_strtoull (line, &end, 10);
      if (end != line && *end == '\0' && v >= 1 && v <= n)
        return (gint) v - 1;
      printf ("Choose 1 to %u (or `quit`).\n", n);
    }
}

int
dk_launcher_menu (void)
{
  g_autoptr (GPtrArray) modules = dk_module_list ();
  g_autoptr (GPtrArray) rulesets = NULL;
  g_autoptr (GPtrArray) ruleset_ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) decks = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *deck_a = NULL;
  g_autofree char *deck_b = NULL;
  const DkModule *module;
  DkPlayOptions options = { 0 };
  char *deck_list[3] = { NULL };
  gint pick;

  printf ("duelkit %d.%d.%d — pick a game (`quit` leaves).\n\n", DK_MAJOR_VERSION, DK_MINOR_VERSION,
          DK_MICRO_VERSION);
  if (modules == NULL || modules->len == 0)
    {
      dk_launcher_error ("no game is installed");
      return DK_EXIT_USAGE;
    }
  for (guint i = 0; i < modules->len; i++)
    {
      const DkModule *m = g_ptr_array_index (modules, i);

      printf ("  %u. %s (%s)%s\n", i + 1, m->name, m->id, m->setup ? "" : " — not playable yet");
    }
  if ((pick = dk_menu_pick ("Game", modules->len, 1)) < 0)
    return DK_EXIT_OK;
  module = g_ptr_array_index (modules, pick);

  rulesets = dk_ruleset_list (problems);
  for (guint i = 0; rulesets != NULL && i < rulesets->len; i++)
    {
      const DkRuleset *r = g_ptr_array_index (rulesets, i);

      if (g_strcmp0 (dk_rules_get_id (dk_ruleset_get_rules (r)), module->id) == 0)
        g_ptr_array_add (ruleset_ids, g_strdup (dk_ruleset_get_id (r)));
    }
  if (ruleset_ids->len > 0)
    {
      printf ("\nRulesets:\n");
      for (guint i = 0; i < ruleset_ids->len; i++)
        printf ("  %u. %s\n", i + 1, (const char *) g_ptr_array_index (ruleset_ids, i));
      if ((pick = dk_menu_pick ("Ruleset", ruleset_ids->len, 1)) < 0)
        return DK_EXIT_OK;
      options.ruleset = g_ptr_array_index (ruleset_ids, pick);
    }

  decks = dk_launcher_find_decks (module->id);
  if (decks->len > 0)
    {
      printf ("\nDecks:\n");
      for (guint i = 0; i < decks->len; i++)
        printf ("  %u. %s\n", i + 1, (const char *) g_ptr_array_index (decks, i));
      if ((pick = dk_menu_pick ("Your deck", decks->len, 1)) < 0)
        return DK_EXIT_OK;
      deck_a = g_strdup (g_ptr_array_index (decks, pick));
      if ((pick = dk_menu_pick ("Opponent's deck", decks->len, 1)) < 0)
        return DK_EXIT_OK;
      deck_b = g_strdup (g_ptr_array_index (decks, pick));
      deck_list[0] = deck_a;
      deck_list[1] = deck_b;
      options.decks = deck_list;
    }

  printf ("\nOpponent:\n  1. the computer\n  2. a second person at this terminal\n  3. watch two "
          "computers\n");
  if ((pick = dk_menu_pick ("Opponent", 3, 1)) < 0)
    return DK_EXIT_OK;
  options.hotseat = pick == 1;
  options.demo = pick == 2;
  options.game = (char *) module->id;
  options.seed = (gint64) g_random_int ();
  return dk_play_run (&options);
}
