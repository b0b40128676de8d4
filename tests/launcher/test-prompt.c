/* test-prompt.c: what a person may type at a game's prompt
 * (launcher/dk-prompt.c, launcher/dk-line.c).
 *
 * Each command in any case and by its aliases, the option numbers and
 * text forms, every refusal's message, `card` that never tells a hidden
 * card, `rules` topics, `quit` that asks first, and `undo` refused against
 * the computer above easy.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "dk-games.h"
#include "dk-line.h"
#include "dk-prompt.h"
#include "dk-session.h"

/* A game at the prompt of player 1, a person; player 2 is the computer at
 * a level, or a person too (NULL). */
typedef struct
{
  DkSession *session;
  DkTerminal term;
  char *buf;
  size_t size;
  gsize seen;
  const char *const *lines; /* what is typed when the prompt asks (quit's y/n) */
  guint next;
  DkGame *view;
  DkPrompt prompt;
} Fx;

static char *
fx_read_line (gpointer user_data)
{
  Fx *fx = user_data;

  if (fx->lines == NULL || fx->lines[fx->next] == NULL)
    return NULL;
  return g_strdup (fx->lines[fx->next++]);
}

static DkSession *
new_session (const char *game, const char *level2, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *ruleset_id = g_strdup_printf ("%s-standard", game);
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (ruleset_id, &error);
  g_autoptr (DkCardDb) db = NULL;
  static const char *const ufs_decks[] = { "kira-starter.deck", "odo-starter.deck" };
  static const char *const bos_decks[] = { "ember-starter.deck", "tidewall.deck" };
  DkDeck *decks[2];
  DkGame *g;
  DkSave *save;
  DkSession *session;

  g_assert_no_error (error);
  db = dk_card_db_new_default (dk_ruleset_get_rules (ruleset), &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *path =
          g_build_filename (DK_SOURCE_ROOT, "cards", game,
                            strcmp (game, "ufs") == 0 ? ufs_decks[p] : bos_decks[p], NULL);

      decks[p] = dk_deck_load (db, path, &error);
      g_assert_no_error (error);
    }
  g = dk_game_new (ruleset, db, decks, 2, seed, &error);
  g_assert_no_error (error);
  save = dk_save_new (ruleset, db, decks, 2, seed);
  for (guint p = 0; p < 2; p++)
    {
      dk_save_set_seat (save, p, p == 0 ? NULL : level2, NULL);
      dk_deck_free (decks[p]);
    }
  session = dk_session_new (save, g, &error);
  g_assert_no_error (error);
  return session;
}

/* The computer decides until a person must. */
static void
fx_to_person (Fx *fx)
{
  for (guint i = 0; i < 10000; i++)
    {
      DkGame *g = dk_session_game (fx->session);
      const DkDecision *d = dk_game_decision (g);
      DkAgent *agent = dk_session_agents (fx->session)[d->player];

      g_assert_false (dk_game_is_over (g));
      /* As dk_terminal_play () does: for `undo`. */
      dk_session_before_decision (fx->session);
      if (agent == NULL)
        break;
      g_assert_true (dk_game_apply (g, agent->choose (agent, g, d), NULL));
    }
  g_clear_pointer (&fx->view, dk_game_free);
  fx->prompt.game = dk_session_game (fx->session);
  fx->prompt.player = dk_game_decision (fx->prompt.game)->player;
  fx->view = dk_game_view (fx->prompt.game, (guint) fx->prompt.player);
  fx->prompt.view = fx->view;
}

static void
fx_setup (Fx *fx, const char *game, const char *level2)
{
  memset (fx, 0, sizeof *fx);
  fx->session = new_session (game, level2, 7);
  fx->term.out = open_memstream (&fx->buf, &fx->size);
  fx->term.read_line = fx_read_line;
  fx->term.user_data = fx;
  fx->term.session = fx->session;
  fx->prompt.term = &fx->term;
  fx_to_person (fx);
}

static void
fx_teardown (Fx *fx)
{
  fclose (fx->term.out);
  free (fx->buf);
  g_clear_pointer (&fx->view, dk_game_free);
  dk_session_free (fx->session);
}

/* What was written since the last call. */
static char *
fx_shown (Fx *fx)
{
  char *text;

  fflush (fx->term.out);
  text = g_strndup (fx->buf + fx->seen, fx->size - fx->seen);
  fx->seen = fx->size;
  return text;
}

/* @line at the prompt: its result, and what it wrote into *@shown. */
static DkPromptResult
fx_run (Fx *fx, const char *line, guint *choice, char **shown)
{
  guint dummy = G_MAXUINT;
  DkPromptResult r;

  g_free (fx_shown (fx));
  r = dk_prompt_run (&fx->prompt, line, choice ? choice : &dummy);
  *shown = fx_shown (fx);
  return r;
}

static guint
n_options (Fx *fx)
{
  return dk_game_decision (fx->view)->n_options;
}

/* --- numbers and text forms ---------------------------------------------- */

static void
test_number (void)
{
  Fx fx;
  guint choice = G_MAXUINT;
  g_autofree char *shown = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *zero = NULL;
  g_autofree char *blank = NULL;

  fx_setup (&fx, "ufs", "medium");
  g_assert_cmpint (fx_run (&fx, "1", &choice, &shown), ==, DK_PROMPT_CHOSE);
  g_assert_cmpuint (choice, ==, 0);
  g_clear_pointer (&shown, g_free);
  g_assert_cmpint (fx_run (&fx, "99", &choice, &shown), ==, DK_PROMPT_HANDLED);
  expected = g_strdup_printf ("No option 99: choose 1 to %u.\n", n_options (&fx));
  g_assert_cmpstr (shown, ==, expected);
  g_assert_cmpint (fx_run (&fx, "0", &choice, &zero), ==, DK_PROMPT_HANDLED);
  g_assert_true (g_str_has_prefix (zero, "No option 0: choose 1 to "));
  g_assert_cmpint (fx_run (&fx, "   ", &choice, &blank), ==, DK_PROMPT_HANDLED);
  g_assert_cmpstr (blank, ==, "");
  fx_teardown (&fx);
}

/* Every option's text form, as shown and in upper case, chooses it. */
static void
test_text_forms (gconstpointer data)
{
  Fx fx;

  fx_setup (&fx, data, "medium");
  for (guint i = 0; i < n_options (&fx); i++)
    {
      const DkOption *o = &dk_game_decision (fx.view)->options[i];
      g_autofree char *form = dk_game_option_to_string (fx.view, o);
      g_autofree char *upper = g_ascii_strup (form, -1);
      g_autofree char *shown = NULL;
      g_autofree char *shown_upper = NULL;
      guint choice = G_MAXUINT;
      guint expected;

      /* Two options may write alike (the first of them is taken). */
      g_assert_true (dk_game_find_option (fx.view, form, &expected, NULL));
      g_assert_cmpint (fx_run (&fx, form, &choice, &shown), ==, DK_PROMPT_CHOSE);
      g_assert_cmpuint (choice, ==, expected);
      choice = G_MAXUINT;
      g_assert_cmpint (fx_run (&fx, upper, &choice, &shown_upper), ==, DK_PROMPT_CHOSE);
      g_assert_cmpuint (choice, ==, expected);
    }
  fx_teardown (&fx);
}

static void
test_unknown_command (void)
{
  Fx fx;
  g_autofree char *shown = NULL;

  fx_setup (&fx, "ufs", "medium");
  g_assert_cmpint (fx_run (&fx, "Foo bar", NULL, &shown), ==, DK_PROMPT_HANDLED);
  g_assert_cmpstr (shown, ==, "Unknown command `foo`: type `help` for the commands.\n");
  fx_teardown (&fx);
}

/* An action's word with what no option has: why, and the options there
 * are (the first decision of UFS is who goes first). */
static void
test_action_refused (void)
{
  Fx fx;
  g_autofree char *shown = NULL;
  g_autofree char *play = NULL;

  fx_setup (&fx, "ufs", "medium");
  g_assert_cmpint (fx_run (&fx, "PLAY DKU1-999", NULL, &shown), ==, DK_PROMPT_HANDLED);
  g_assert_true (g_str_has_prefix (shown, "Not an option"));
  g_assert_nonnull (strstr (shown, "`play`"));
  g_assert_nonnull (strstr (shown, "(type `help`)"));
  fx_teardown (&fx);
}

/* --- the commands ----------------------------------------------------------- */

/* Each command by its name and aliases, in any case. */
static void
test_commands (void)
{
  static const char *const typed[] = { "help", "HELP", "Help", "?" };
  static const char *const quit_answers[] = { "n", "no", "", NULL };
  guint n;
  const DkPromptCommand *commands = dk_prompt_commands (&n);
  Fx fx;

  fx_setup (&fx, "ufs", "medium");
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      g_autofree char *shown = NULL;

      g_assert_cmpint (fx_run (&fx, typed[i], NULL, &shown), ==, DK_PROMPT_HANDLED);
      /* Help lists the whole table. */
      for (guint c = 0; c < n; c++)
        {
          g_autofree char *line = g_strdup_printf ("\n  %s", commands[c].name);

          g_assert_nonnull (strstr (shown, line));
        }
    }
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *upper = g_ascii_strup (commands[c].name, -1);

      g_assert_true (dk_prompt_find_command (commands[c].name) == &commands[c]);
      g_assert_true (dk_prompt_find_command (upper) == &commands[c]);
      for (guint a = 0; commands[c].aliases != NULL && commands[c].aliases[a] != NULL; a++)
        g_assert_true (dk_prompt_find_command (commands[c].aliases[a]) == &commands[c]);
    }
  g_assert_null (dk_prompt_find_command ("frobnicate"));
  {
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;

    g_assert_cmpint (fx_run (&fx, "board", NULL, &a), ==, DK_PROMPT_REDRAW);
    g_assert_cmpint (fx_run (&fx, "BoArD", NULL, &b), ==, DK_PROMPT_REDRAW);
  }
  {
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;

    g_assert_cmpint (fx_run (&fx, "LOG", NULL, &a), ==, DK_PROMPT_HANDLED);
    g_assert_cmpint (fx_run (&fx, "history", NULL, &b), ==, DK_PROMPT_HANDLED);
    g_assert_cmpstr (a, ==, b);
  }
  /* `quit`, `exit`, `QUIT`: each asks, and a no (or nothing) goes on. */
  fx.lines = quit_answers;
  for (guint i = 0; quit_answers[i] != NULL; i++)
    {
      static const char *const words[] = { "quit", "EXIT", "Quit" };
      g_autofree char *shown = NULL;

      g_assert_cmpint (fx_run (&fx, words[i], NULL, &shown), ==, DK_PROMPT_HANDLED);
      g_assert_true (g_str_has_prefix (shown, "Leave the game? (y/n) The game goes on.\n"));
    }
  fx_teardown (&fx);
}

/* `quit` asks; yes or the end of the input leaves; the whole game at the
 * terminal ends as left. */
static void
test_quit (void)
{
  static const char *const yes[] = { "quit", "maybe", "quit", "Y", NULL };
  static const char *const eof[] = { "quit", NULL };
  const char *const *scripts[] = { yes, eof };

  for (guint i = 0; i < G_N_ELEMENTS (scripts); i++)
    {
      Fx fx;
      g_autoptr (GError) error = NULL;
      g_autofree char *shown = NULL;
      DkTerminalResult r;

      fx_setup (&fx, "bos", "medium");
      fx.lines = scripts[i];
      r = dk_terminal_play (dk_session_game (fx.session), dk_session_agents (fx.session), &fx.term,
                            &error);
      g_assert_no_error (error);
      g_assert_cmpint (r, ==, DK_TERMINAL_LEFT);
      shown = fx_shown (&fx);
      g_assert_nonnull (strstr (shown, "Leave the game? (y/n) "));
      if (i == 0)
        g_assert_nonnull (strstr (shown, "The game goes on (answer y to leave).\n"));
      g_assert_false (dk_game_is_over (dk_session_game (fx.session)));
      fx_teardown (&fx);
    }
}

/* --- card ----------------------------------------------------------------- */

static void
test_card (void)
{
  static const struct
  {
    const char *typed;
    const char *expected; /* the whole answer */
  } cases[] = {
    { "card", "`card` needs a card name or id: `card NAME` or `card ID`, as on the board.\n" },
    { "CARD   ", "`card` needs a card name or id: `card NAME` or `card ID`, as on the board.\n" },
    { "card kira vale", "Kira Vale (DKU1-001)\n" },
    { "Card KIRA   VALE", "Kira Vale (DKU1-001)\n" },
    { "card dku1-001", "Kira Vale (DKU1-001)\n" },
    { "card DKU1-010#2", "Ember Jab (DKU1-010)\n" },
    { "card kir", "Kira Vale (DKU1-001)\n" },
    { "card Ember", "`card Ember` could be 2 cards: Ember Jab (DKU1-010), Ember Focus "
                    "(DKU1-200). Type more of the name, or the id.\n" },
    { "card Kira Vail", "No card named Kira Vail (did you mean Kira Vale?)\n" },
    { "card qqqqqqqqqqqqqqqqqqqqqqqqq", "No card named qqqqqqqqqqqqqqqqqqqqqqqqq: `card` takes a "
                                        "card's name or id, as on the board.\n" },
    { "card ?hand.2.1",
      "?hand.2.1 is a card you cannot see: `card` shows a card by its name or id.\n" },
  };
  Fx fx;

  fx_setup (&fx, "ufs", "medium");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = NULL;

      g_assert_cmpint (fx_run (&fx, cases[i].typed, NULL, &shown), ==, DK_PROMPT_HANDLED);
      g_assert_cmpstr (shown, ==, cases[i].expected);
    }
  fx_teardown (&fx);
}

/* A card in the opponent's hand, named the only way the seat can name it
 * (its place), is not told: not its name, not its id. */
static void
test_card_hidden (gconstpointer data)
{
  Fx fx;
  guint n;
  const guint16 *hand;
  const DkModule *module;

  fx_setup (&fx, data, "medium");
  module = dk_rules_get_module (dk_game_get_rules (fx.prompt.game));
  /* On until the opponent holds cards. */
  for (guint i = 0; i < 200; i++)
    {
      if (dk_game_zone_size (fx.prompt.game, (guint) module->roles.hand, 1) > 0)
        break;
      g_assert_true (dk_game_apply (dk_session_game (fx.session), 0, NULL));
      fx_to_person (&fx);
    }
  hand = dk_game_zone (fx.prompt.game, (guint) module->roles.hand, 1, &n);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_game_card_def (fx.prompt.game, hand[i]);
      g_autofree char *typed = g_strdup_printf ("card ?hand.2.%u", i + 1);
      g_autofree char *shown = NULL;
      gboolean known = FALSE;

      /* The seat's own visible copies of the same card may be named. */
      for (guint c = 0; c < dk_game_n_cards (fx.view) && !known; c++)
        known = dk_game_card_def (fx.view, (gint32) c) == def;
      g_assert_null (dk_game_card_def (fx.view, hand[i]));
      g_assert_cmpint (fx_run (&fx, typed, NULL, &shown), ==, DK_PROMPT_HANDLED);
      if (!known)
        {
          g_assert_null (strstr (shown, def->name));
          g_assert_null (strstr (shown, def->id));
        }
      g_assert_nonnull (strstr (shown, "a card you cannot see"));
    }
  fx_teardown (&fx);
}

/* --- rules ----------------------------------------------------------------- */

static const DkHelpTopic test_topics[] = {
  { "check", "Control checks (E.3)", "A check reveals the top card of the deck.\n" },
  { "combo", "Combos (I.4)", "A combo plays after a named kind of attack." },
  { "block", "Blocks (G.3)", "A block stops an attack in its zone." },
  { NULL, NULL, NULL },
};

static char *
rules_text (const DkHelpTopic *topics, const char *typed)
{
  char *buf = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&buf, &size);

  dk_prompt_show_rules (out, topics, typed);
  fclose (out);
  return buf;
}

static void
test_rules (void)
{
  static const struct
  {
    const char *typed;
    const char *expected;
  } cases[] = {
    { "", "The rules, by topic (type `rules TOPIC`; the start of a name is enough):\n"
          "  check          Control checks (E.3)\n"
          "  combo          Combos (I.4)\n"
          "  block          Blocks (G.3)\n" },
    { "check", "Control checks (E.3)\nA check reveals the top card of the deck.\n" },
    { "CHECK", "Control checks (E.3)\nA check reveals the top card of the deck.\n" },
    { "Ch", "Control checks (E.3)\nA check reveals the top card of the deck.\n" },
    { "BL", "Blocks (G.3)\nA block stops an attack in its zone.\n" },
    { "c", "`rules c` could be: check, combo. Type more of the name.\n" },
    { "zz", "No rules topic `zz`. The topics:\n"
            "  check          Control checks (E.3)\n"
            "  combo          Combos (I.4)\n"
            "  block          Blocks (G.3)\n" },
  };
  static const DkHelpTopic none[] = { { NULL, NULL, NULL } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = rules_text (test_topics, cases[i].typed);

      g_assert_cmpstr (text, ==, cases[i].expected);
    }
  {
    g_autofree char *a = rules_text (NULL, "");
    g_autofree char *b = rules_text (none, "check");

    g_assert_nonnull (strstr (a, "no rules summary for this game"));
    g_assert_cmpstr (a, ==, b);
  }
}

/* At the prompt, `rules` reads the module's topics (none yet for a game
 * without them). */
static void
test_rules_at_prompt (void)
{
  Fx fx;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  const DkModule *module;

  fx_setup (&fx, "ufs", "medium");
  module = dk_rules_get_module (dk_game_get_rules (fx.view));
  g_assert_cmpint (fx_run (&fx, "RULES", NULL, &a), ==, DK_PROMPT_HANDLED);
  g_assert_cmpint (fx_run (&fx, "rule", NULL, &b), ==, DK_PROMPT_HANDLED);
  g_assert_cmpstr (a, ==, b);
  if (module->help_topics == NULL || module->help_topics[0].name == NULL)
    g_assert_nonnull (strstr (a, "no rules summary for this game"));
  else
    g_assert_nonnull (strstr (a, module->help_topics[0].name));
  fx_teardown (&fx);
}

/* --- save and undo ---------------------------------------------------------- */

static void
test_save (void)
{
  Fx fx;
  g_autofree char *dir = g_dir_make_tmp ("dk-prompt-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "a.save", NULL);
  g_autofree char *typed = g_strdup_printf ("SAVE %s", path);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *expected = NULL;

  fx_setup (&fx, "bos", "medium");
  g_assert_cmpint (fx_run (&fx, "save", NULL, &a), ==, DK_PROMPT_HANDLED);
  g_assert_cmpstr (a, ==, "`save` needs a file name: `save FILE` writes the game there.\n");
  g_assert_cmpint (fx_run (&fx, typed, NULL, &b), ==, DK_PROMPT_HANDLED);
  expected =
      g_strdup_printf ("Saved to %s: `duelkit play --resume %s` goes on from here.\n", path, path);
  g_assert_cmpstr (b, ==, expected);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_unlink (path);
  g_rmdir (dir);
  fx_teardown (&fx);
}

/* Against medium and hard, `undo` is refused, saying why; against easy
 * and with two people it takes a decision back. */
static void
test_undo (void)
{
  static const char *const levels[] = { "medium", "hard", "easy", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      Fx fx;
      guint choice = 0;
      g_autofree char *chose = NULL;
      g_autofree char *shown = NULL;
      DkPromptResult r;

      fx_setup (&fx, "ufs", levels[i]);
      /* One decision of the person's, then back at a prompt. */
      g_assert_cmpint (fx_run (&fx, "1", &choice, &chose), ==, DK_PROMPT_CHOSE);
      g_assert_true (dk_game_apply (dk_session_game (fx.session), choice, NULL));
      fx_to_person (&fx);
      r = fx_run (&fx, "UNDO", NULL, &shown);
      if (i < 2)
        {
          g_autofree char *why = g_strdup_printf (
              "Sorry, `undo` is only for two people at this terminal and for games against the "
              "computer at easy: against %s,",
              levels[i]);

          g_assert_cmpint (r, ==, DK_PROMPT_HANDLED);
          g_assert_true (g_str_has_prefix (shown, why));
        }
      else
        {
          g_assert_cmpint (r, ==, DK_PROMPT_UNDONE);
          g_assert_true (g_str_has_prefix (shown, "Taken back: "));
        }
      fx_teardown (&fx);
    }
}

/* Without a session (a game not started by `duelkit play`), `save` and
 * `undo` say they cannot. */
static void
test_no_session (void)
{
  Fx fx;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  fx_setup (&fx, "ufs", "medium");
  fx.term.session = NULL;
  g_assert_cmpint (fx_run (&fx, "save x", NULL, &a), ==, DK_PROMPT_HANDLED);
  g_assert_true (g_str_has_prefix (a, "This game cannot be saved"));
  g_assert_cmpint (fx_run (&fx, "undo", NULL, &b), ==, DK_PROMPT_HANDLED);
  g_assert_true (g_str_has_prefix (b, "This game keeps no record to undo"));
  fx_teardown (&fx);
}

/* --- reading and completion ----------------------------------------------- */

static void
test_words (void)
{
  Fx fx;
  g_auto (GStrv) words = NULL;
  g_autofree char *first = NULL;
  guint n;
  const DkPromptCommand *commands = dk_prompt_commands (&n);

  fx_setup (&fx, "ufs", "medium");
  words = dk_prompt_words (&fx.prompt);
  for (guint c = 0; c < n; c++)
    g_assert_true (g_strv_contains ((const char *const *) words, commands[c].name));
  g_assert_true (g_strv_contains ((const char *const *) words, "Kira Vale"));
  g_assert_true (g_strv_contains ((const char *const *) words, "DKU1-001"));
  first = dk_game_option_to_string (fx.view, &dk_game_decision (fx.view)->options[0]);
  g_assert_true (g_strv_contains ((const char *const *) words, first));
  fx_teardown (&fx);
}

/* Escape sequences (an arrow key where nothing edits the line) and other
 * control characters never reach the prompt. */
static void
test_line_clean (void)
{
  static const char *const cases[][2] = {
    { "\x1b[Ahelp", "help" },
    { "car\x1b[Dd kira", "card kira" },
    { "\x1bOA1\x1b[1;5C", "1" },
    { "  board\t\r", "board" },
    { "a\x01\x7f"
      "b",
      "ab" },
    { "\x1b[", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *clean = dk_line_clean (cases[i][0]);

      g_assert_cmpstr (clean, ==, cases[i][1]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  g_test_add_func ("/prompt/number", test_number);
  g_test_add_data_func ("/prompt/text-forms/ufs", "ufs", test_text_forms);
  g_test_add_data_func ("/prompt/text-forms/bos", "bos", test_text_forms);
  g_test_add_func ("/prompt/unknown-command", test_unknown_command);
  g_test_add_func ("/prompt/action-refused", test_action_refused);
  g_test_add_func ("/prompt/commands", test_commands);
  g_test_add_func ("/prompt/quit", test_quit);
  g_test_add_func ("/prompt/card", test_card);
  g_test_add_data_func ("/prompt/card/hidden/ufs", "ufs", test_card_hidden);
  g_test_add_data_func ("/prompt/card/hidden/bos", "bos", test_card_hidden);
  g_test_add_func ("/prompt/rules", test_rules);
  g_test_add_func ("/prompt/rules/at-prompt", test_rules_at_prompt);
  g_test_add_func ("/prompt/save", test_save);
  g_test_add_func ("/prompt/undo", test_undo);
  g_test_add_func ("/prompt/no-session", test_no_session);
  g_test_add_func ("/prompt/words", test_words);
  g_test_add_func ("/prompt/line-clean", test_line_clean);
  return g_test_run ();
}
