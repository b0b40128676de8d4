/* test-terminal.c: the screens of a game at the terminal (dk-terminal.c),
 * as a person meets them.
 *
 * Hotseat games of UFS and BoS (two players, and a battle royal of three),
 * every seat a scripted person, written to a memory stream: before every
 * change of seat the hand-over prompt is shown and waits for its line, and
 * between one hand-over and the next nothing shown names a card in another
 * seat's hand that the seat deciding does not know. Every row written fits
 * the screen's width (80, and 50). The end screen tells who won, the
 * result and a summary; against the computer it says "You win!" or "You
 * lose.".
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdio.h>
#include <string.h>

#include "dk-games.h"
#include "dk-session.h"
#include "dk-terminal.h"

#define MAX_PROMPTS 4000

typedef struct
{
  const char *game;
  const char *ruleset;
  guint n_players;
  guint width;
  guint64 seed;
  gboolean against_computer; /* one person, the others random */
} Setting;

typedef struct
{
  const Setting *setting;
  DkSession *session;
  FILE *out;
  char *buf;
  size_t size;
  gsize read; /* what the script has looked at */
  DkRng rng;
  guint prompts;
  gint handed_to;  /* the seat the last hand-over was to; -1: none */
  gint last_seat;  /* the seat of the last decision prompt; -1: none */
  guint handovers; /* hand-overs seen */
  guint checked;   /* hidden hand cards checked */
  guint seat_changes;
} Script;

static DkDeck *
load_deck (DkCardDb *db, const char *game, const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (DK_SOURCE_ROOT, "cards", game, name, NULL);
  DkDeck *deck = dk_deck_load (db, path, &error);

  g_assert_no_error (error);
  return deck;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static GPtrArray *
deck_names (const char *game)
{
  g_autofree char *dir = g_build_filename (DK_SOURCE_ROOT, "cards", game, NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".deck"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  return names;
}

static DkSession *
new_session (const Setting *s)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (s->ruleset, &error);
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) names = deck_names (s->game);
  DkDeck *decks[DK_MAX_PLAYERS] = { NULL };
  DkSession *session;
  DkGame *game;
  DkSave *save;

  g_assert_no_error (error);
  db = dk_card_db_new_default (dk_ruleset_get_rules (ruleset), &error);
  g_assert_no_error (error);
  for (guint p = 0; p < s->n_players; p++)
    decks[p] = load_deck (db, s->game, g_ptr_array_index (names, (s->seed + p) % names->len));
  game = dk_game_new (ruleset, db, decks, s->n_players, s->seed, &error);
  g_assert_no_error (error);
  save = dk_save_new (ruleset, db, decks, s->n_players, s->seed);
  for (guint p = 0; p < s->n_players; p++)
    {
      dk_save_set_seat (save, p, s->against_computer && p > 0 ? "random" : NULL, NULL);
      dk_deck_free (decks[p]);
    }
  session = dk_session_new (save, game, &error);
  g_assert_no_error (error);
  return session;
}

/* Is @c part of a word? */
static gboolean
word_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '\'';
}

static const char *
find_word (const char *text, const char *needle)
{
  gsize len = strlen (needle);

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    if ((p == text || !word_char (p[-1])) && !word_char (p[len]))
      return p;
  return NULL;
}

/* Does @seat know some card of @def, or one whose name holds @def's? */
static gboolean
def_known (const DkGame *g, const DkCardDef *def, guint seat)
{
  for (guint c = 0; c < dk_game_n_cards (g); c++)
    {
      const DkCardDef *other = dk_game_card_def (g, (gint32) c);

      if (other != NULL && dk_game_card_known_by (g, (gint32) c, seat) &&
          strstr (other->name, def->name) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* What @seat was shown names no card in another seat's hand that @seat
 * does not know. */
static void
check_hands (Script *s, const char *shown, guint seat)
{
  const DkGame *g = dk_session_game (s->session);
  gint hand = dk_rules_zone_index (dk_game_get_rules (g), "hand");

  g_assert_cmpint (hand, >=, 0);
  for (guint p = 0; p < dk_game_n_players (g); p++)
    {
      guint n;
      const guint16 *cards;

      if (p == seat)
        continue;
      cards = dk_game_zone (g, (guint) hand, p, &n);
      for (guint i = 0; i < n; i++)
        {
          const DkCardDef *def = dk_game_card_def (g, cards[i]);
          const char *at;

          if (def == NULL || dk_game_card_known_by (g, cards[i], seat) || def_known (g, def, seat))
            continue;
          s->checked++;
          if ((at = find_word (shown, def->name)) != NULL || (at = find_word (shown, def->id)))
            g_error ("seed %" G_GUINT64_FORMAT ": player %u was shown \"%s\", in player %u's "
                     "hand:\n%s",
                     s->setting->seed, seat + 1, def->name, p + 1, shown);
        }
    }
}

static char *
script_read_line (gpointer data)
{
  Script *s = data;
  const DkGame *g = dk_session_game (s->session);
  g_autofree char *shown = NULL;
  g_autofree char *handover = NULL;
  const DkDecision *d = dk_game_decision (g);
  guint seat;

  fflush (s->out);
  shown = g_strndup (s->buf + s->read, s->size - s->read);
  s->read = s->size;
  if (++s->prompts > MAX_PROMPTS)
    return NULL;
  g_assert_nonnull (d);
  seat = (guint) d->player;
  handover = g_strdup_printf ("Pass to player %u, press Enter ", seat + 1);
  if (g_str_has_suffix (shown, handover))
    {
      /* Nothing of the next seat is shown before its person is there. */
      g_assert_nonnull (strstr (shown, "────"));
      g_assert_null (strstr (shown, "to decide"));
      s->handed_to = (gint) seat;
      s->handovers++;
      return g_strdup ("");
    }
  {
    g_autofree char *prompt = g_strdup_printf ("P%u> ", seat + 1);

    g_assert_true (g_str_has_suffix (shown, prompt));
  }
  /* A new seat at a prompt: it was handed over to first. */
  if (!s->setting->against_computer && s->last_seat >= 0 && (guint) s->last_seat != seat)
    {
      s->seat_changes++;
      g_assert_cmpint (s->handed_to, ==, (gint) seat);
    }
  if (s->last_seat != (gint) seat)
    g_assert_nonnull (strstr (shown, "seed"));
  s->last_seat = (gint) seat;
  check_hands (s, shown, seat);
  return g_strdup_printf ("%u", dk_rng_below (&s->rng, d->n_options) + 1);
}

/* Every row of @text at most @width columns. */
static void
assert_width (const char *text, guint width)
{
  g_auto (GStrv) rows = g_strsplit (text, "\n", -1);

  for (guint i = 0; rows[i] != NULL; i++)
    if (dk_screen_text_width (rows[i]) > width)
      g_error ("a row of %u columns on a screen of %u:\n%s", dk_screen_text_width (rows[i]), width,
               rows[i]);
}

static void
test_game (gconstpointer data)
{
  const Setting *setting = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (DkSession) session = new_session (setting);
  g_autoptr (DkScreen) screen = NULL;
  DkTerminal term = { 0 };
  Script s = { 0 };
  DkTerminalResult result;
  DkGame *g;

  s.setting = setting;
  s.session = session;
  s.out = open_memstream (&s.buf, &s.size);
  s.handed_to = -1;
  s.last_seat = -1;
  dk_rng_seed (&s.rng, setting->seed * 13 + 5);
  screen = dk_screen_new (s.out, DK_COLOR_NEVER);
  dk_screen_set_size (screen, setting->width, 24);
  term.out = s.out;
  term.read_line = script_read_line;
  term.user_data = &s;
  term.session = session;
  term.screen = screen;

  result = dk_terminal_play (dk_session_game (session), dk_session_agents (session), &term, &error);
  g_assert_no_error (error);
  g = dk_session_game (session);
  fflush (s.out);
  g_test_message ("%s seed %" G_GUINT64_FORMAT ": %u prompts, %u hand-overs, %u hidden hand "
                  "cards checked, turn %d",
                  setting->ruleset, setting->seed, s.prompts, s.handovers, s.checked,
                  dk_game_turn (g));
  g_assert_cmpint (result, ==, DK_TERMINAL_OVER);
  assert_width (s.buf, setting->width);
  /* The check had something to check. */
  g_assert_cmpuint (s.checked, >, 0);
  if (setting->against_computer)
    {
      g_assert_cmpuint (s.handovers, ==, 0);
      g_assert_true (strstr (s.buf, "You win!") != NULL || strstr (s.buf, "You lose.") != NULL ||
                     strstr (s.buf, "A draw.") != NULL);
    }
  else
    {
      g_autofree char *wins = g_strdup_printf ("Player %d wins\n", dk_game_winner (g) + 1);

      g_assert_cmpuint (s.seat_changes, >, 0);
      g_assert_cmpuint (s.handovers, >=, s.seat_changes);
      g_assert_true (strstr (s.buf, wins) != NULL ||
                     (dk_game_winner (g) < 0 && strstr (s.buf, "A draw.") != NULL));
      g_assert_null (strstr (s.buf, "You win"));
    }
  g_assert_nonnull (strstr (s.buf, "Game over: "));
  g_assert_nonnull (strstr (s.buf, "Summary: "));
  g_assert_nonnull (strstr (s.buf, "damage dealt, "));

  /* `log`: the whole narration so far, here the choices, one a line. */
  {
    char *log = NULL;
    size_t size = 0;
    FILE *out = open_memstream (&log, &size);
    DkTerminal t = { 0 };
    guint lines = 0;

    t.out = out;
    dk_terminal_print_log (&t, g, 0);
    fclose (out);
    for (const char *p = strstr (log, "P"); p != NULL; p = strstr (p + 1, "\nP"))
      lines++;
    if (dk_rules_get_module (dk_game_get_rules (g))->narrate == NULL)
      g_assert_cmpuint (lines, ==, dk_game_n_choices (g));
    free (log);
  }
  fclose (s.out);
  free (s.buf);
}

/* The board drawn again by `board` names the seat's own hand. */
static void
test_print_board (void)
{
  static const Setting setting = { "ufs", "ufs-standard", 2, 80, 3, FALSE };
  g_autoptr (DkSession) session = new_session (&setting);
  DkGame *g = dk_session_game (session);
  gint hand = dk_rules_zone_index (dk_game_get_rules (g), "hand");
  char *text = NULL;
  size_t size = 0;
  DkTerminal term = { 0 };
  guint n = 0;
  const guint16 *cards = NULL;

  /* On to the first decision after the hands are dealt. */
  for (guint i = 0; i < 10 && n == 0; i++)
    {
      cards = dk_game_zone (g, (guint) hand, 0, &n);
      if (n == 0)
        g_assert_true (dk_game_apply (g, 0, NULL));
    }
  term.out = open_memstream (&text, &size);
  term.session = session;
  dk_terminal_print_board (&term, g, 0);
  fclose (term.out);
  g_assert_nonnull (strstr (text, "seed 3"));
  g_assert_cmpuint (n, >, 0);
  /* The seat's own hand is on its board (by name, shortened at most). */
  {
    g_autofree char *head = g_utf8_substring (dk_game_card_def (g, cards[0])->name, 0, 8);

    g_assert_nonnull (strstr (text, head));
  }
  free (text);
}

int
main (int argc, char **argv)
{
  static const Setting settings[] = {
    { "ufs", "ufs-standard", 2, 80, 1, FALSE }, { "ufs", "ufs-standard", 2, 80, 2, FALSE },
    { "ufs", "ufs-standard", 2, 50, 3, FALSE }, { "bos", "bos-standard", 2, 80, 1, FALSE },
    { "bos", "bos-standard", 2, 50, 2, FALSE }, { "bos", "bos-battle-royal", 3, 80, 1, FALSE },
    { "ufs", "ufs-standard", 2, 80, 4, TRUE },  { "bos", "bos-standard", 2, 80, 4, TRUE },
  };

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  for (guint i = 0; i < G_N_ELEMENTS (settings); i++)
    {
      g_autofree char *path = g_strdup_printf (
          "/terminal/%s/%s-%uP/width-%u/seed-%" G_GUINT64_FORMAT,
          settings[i].against_computer ? "against-computer" : "hotseat", settings[i].ruleset,
          settings[i].n_players, settings[i].width, settings[i].seed);

      g_test_add_data_func (path, &settings[i], test_game);
    }
  g_test_add_func ("/terminal/print-board", test_print_board);
  return g_test_run ();
}
