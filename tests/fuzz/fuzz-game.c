/* fuzz-game.c: libFuzzer target that loads a ruleset and decks and plays.
 *
 * An input is text parts, each after a separator line, then bytes:
 *
 *   <ruleset game="bos" id="x" extends="bos-standard">...</ruleset>
 *   %% deck
 *   <deck game="bos" ...>...</deck>
 *   %% deck
 *   <deck game="bos" ...>...</deck>
 *   %% play
 *   PLAY BYTES
 *
 * - The ruleset part is a ruleset file, loaded from a private folder with
 *   dk_ruleset_load_file (), so that `extends` reaches the shipped rulesets
 *   of rulesets/; or, when it does not start with `<`, the id of a shipped
 *   ruleset ("bos-battle-royal").
 * - Each `%% deck` line starts a deck file (at most eight); each is loaded
 *   against the game's shipped cards and checked under the ruleset by the
 *   module's check_deck, as `duelkit deck check` does. The game is played
 *   with the decks whether they are legal or not, as `duelkit play -d`
 *   does (unless FUZZ_GAME_LEGAL_ONLY=1 is set in the environment); seats
 *   take the decks in order, again from the first when there are fewer
 *   decks than players.
 * - Everything after the `%% play` line is bytes, all optional (a missing
 *   byte reads 0): byte 0 the number of players (0: the ruleset's own
 *   number; N: the N-th of the module's range, round and round, so that
 *   BoS battle royal gets 3 and 4); bytes 1-8 the seed (little-endian);
 *   byte 9 the decision at which a copy of the game is taken (0: a second
 *   game made from the same ruleset, decks and seed instead); then one
 *   byte a decision: the option taken is the byte modulo the number of
 *   options. When the bytes run out, options are drawn from a generator
 *   seeded with the seed, so that most inputs play a whole game.
 *
 * The separators are whole lines that no ruleset or deck file holds, so a
 * mutation inside one part leaves the others as they were; the dictionary
 * (duelkit.dict) holds them, so that mutations can add a deck or a play
 * part. A game stops after MAX_DECISIONS decisions (a long game is no
 * finding: a fuzzed ruleset may ask for one); an endless dk_game_apply ()
 * is caught by libFuzzer's -timeout and -rss_limit_mb.
 *
 * Promises checked:
 * - a file that is refused is refused with DK_LOAD_ERROR, every line
 *   `FILE:LINE: `; a game that cannot start is refused with DK_GAME_ERROR;
 * - a game made twice from the same ruleset, decks and seed is the same
 *   game (dk_game_equal);
 * - after each decision: every card is in exactly one zone
 *   (dk_game_check_cards); a game that is not over has a decision with
 *   options, of a player of the game that is not eliminated; applying an
 *   out-of-range option is refused with DK_GAME_ERROR_ILLEGAL and changes
 *   nothing; the text form of the option taken names that option
 *   (dk_game_find_option); a copy continued with the same choices stays
 *   dk_game_equal to the game;
 * - a game that is over has no decision, a winner that is a player or -1
 *   (a draw), and refuses any option with DK_GAME_ERROR_OVER.
 *
 * Build and run: docs/fuzzing.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "fuzz.h"

#include <stdio.h>
#include <string.h>

/* A game ends well before this with random choices (the soak tests play
 * thousands): beyond it the input is dropped, not reported. */
#define MAX_DECISIONS 4000
#define MAX_DECKS 8

#define SEP_DECK "%% deck"
#define SEP_PLAY "%% play"

typedef struct
{
  const char *ruleset; /* the ruleset part, not NUL-terminated */
  gsize ruleset_len;
  const char *decks[MAX_DECKS];
  gsize deck_len[MAX_DECKS];
  guint n_decks;
  const guint8 *play; /* the play bytes */
  gsize play_len;
} Parts;

/* The cards of each game, loaded once: decks name them, games share them. */
static GHashTable *dbs; /* DkRules * -> DkCardDb * */
static char *ruleset_path;
static char *deck_path[MAX_DECKS];
static gboolean legal_only;
static gboolean verbose;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  dbs = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) dk_card_db_unref);
  ruleset_path = g_build_filename (fuzz_tmp_dir (), "input.ruleset", NULL);
  for (guint i = 0; i < MAX_DECKS; i++)
    {
      g_autofree char *base = g_strdup_printf ("deck-%u.deck", i + 1);

      deck_path[i] = g_build_filename (fuzz_tmp_dir (), base, NULL);
    }
  legal_only = g_strcmp0 (g_getenv ("FUZZ_GAME_LEGAL_ONLY"), "1") == 0;
  verbose = g_strcmp0 (g_getenv ("FUZZ_VERBOSE"), "1") == 0;
  return 0;
}

/* Is the line at @p (up to @end) exactly @sep, with an optional \r? */
static gboolean
line_is (const char *p, const char *end, const char *sep)
{
  gsize n = strlen (sep);
  const char *eol = memchr (p, '\n', (gsize) (end - p));

  if (eol == NULL)
    eol = end;
  if (eol > p && eol[-1] == '\r')
    eol--;
  return (gsize) (eol - p) == n && memcmp (p, sep, n) == 0;
}

/* Close the text part @current (-1 the ruleset, i deck i, MAX_DECKS one
 * left out) at @stop. */
static void
end_part (Parts *parts, gint current, const char *start, const char *stop)
{
  if (current < 0)
    {
      parts->ruleset = start;
      parts->ruleset_len = (gsize) (stop - start);
    }
  else if (current < MAX_DECKS)
    {
      parts->decks[current] = start;
      parts->deck_len[current] = (gsize) (stop - start);
    }
}

static void
split (const guint8 *data, gsize size, Parts *parts)
{
  const char *p = (const char *) data;
  const char *end = p + size;
  const char *start = p;
  gint current = -1;

  memset (parts, 0, sizeof *parts);
  while (p < end)
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      const char *next = eol != NULL ? eol + 1 : end;
      gboolean is_play = line_is (p, end, SEP_PLAY);

      if (is_play || line_is (p, end, SEP_DECK))
        {
          end_part (parts, current, start, p);
          if (is_play)
            {
              parts->play = (const guint8 *) next;
              parts->play_len = (gsize) (end - next);
              return;
            }
          current = parts->n_decks < MAX_DECKS ? (gint) parts->n_decks++ : MAX_DECKS;
          start = next;
        }
      p = next;
    }
  end_part (parts, current, start, end);
}

static guint8
play_byte (const Parts *parts, gsize i)
{
  return i < parts->play_len ? parts->play[i] : 0;
}

/* A refused file: DK_LOAD_ERROR, every line at its FILE:LINE. */
static void
check_load_error (const GError *error, const char *what)
{
  if (error == NULL || error->domain != DK_LOAD_ERROR)
    fuzz_fail ("%s refused without a load error: %s", what, error ? error->message : "(none)");
  if (!fuzz_lines_located (error->message))
    fuzz_fail ("%s refused, and not every line of the reason is at FILE:LINE:\n%s", what,
               error->message);
}

static DkRuleset *
load_ruleset (const Parts *parts)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  DkRuleset *ruleset;

  if (parts->ruleset_len == 0)
    return NULL;
  text = g_strstrip (g_strndup (parts->ruleset, parts->ruleset_len));
  if (text[0] == '<')
    {
      fuzz_write (ruleset_path, parts->ruleset, parts->ruleset_len);
      ruleset = dk_ruleset_load_file (ruleset_path, &error);
      if (ruleset == NULL)
        check_load_error (error, "the ruleset");
      if (ruleset == NULL && verbose)
        fprintf (stderr, "  ruleset refused: %s\n", error->message);
      return ruleset;
    }
  /* An id: only the characters of the ids of rulesets/, so that the
   * input names no path. */
  if (text[0] == '\0' || strspn (text, "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen (text))
    return NULL;
  return dk_ruleset_find (text, NULL);
}

static DkCardDb *
card_db (const DkRules *rules)
{
  DkCardDb *db = g_hash_table_lookup (dbs, rules);

  if (db == NULL)
    {
      g_autoptr (GError) error = NULL;

      db = dk_card_db_new_default (rules, &error);
      if (db == NULL)
        fuzz_fail ("the shipped cards of %s do not load: %s", dk_rules_get_id (rules),
                   error->message);
      g_hash_table_insert (dbs, (gpointer) rules, db);
    }
  return db;
}

/* Load and check the decks; FALSE when the game is not to be played. */
static gboolean
load_decks (const Parts *parts, const DkRuleset *ruleset, DkCardDb *db, GPtrArray *decks)
{
  const DkRules *rules = dk_ruleset_get_rules (ruleset);
  const DkModule *module = dk_rules_get_module (rules);
  gboolean legal = TRUE;

  for (guint i = 0; i < parts->n_decks; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      DkDeck *deck;

      fuzz_write (deck_path[i], parts->decks[i], parts->deck_len[i]);
      deck = dk_deck_load (db, deck_path[i], &error);
      if (deck == NULL)
        {
          check_load_error (error, "a deck");
          if (verbose)
            fprintf (stderr, "  deck %u refused: %s\n", i + 1, error->message);
          return FALSE;
        }
      g_ptr_array_add (decks, deck);
      if (module->check_deck != NULL)
        module->check_deck (rules, ruleset, deck, problems);
      for (guint k = 0; k < problems->len; k++)
        {
          const char *problem = g_ptr_array_index (problems, k);

          if (problem == NULL || problem[0] == '\0' || !g_utf8_validate (problem, -1, NULL))
            fuzz_fail ("check_deck gave an empty or invalid message");
        }
      if (problems->len > 0)
        legal = FALSE;
      if (verbose)
        fprintf (stderr, "  deck %u: %u cards, %s\n", i + 1, dk_deck_count (deck),
                 problems->len > 0 ? (const char *) problems->pdata[0] : "legal");
    }
  return decks->len > 0 && (legal || !legal_only);
}

static guint
n_players_of (const Parts *parts, const DkRuleset *ruleset)
{
  const DkModule *module = dk_rules_get_module (dk_ruleset_get_rules (ruleset));
  guint8 b = play_byte (parts, 0);
  guint n;

  if (b == 0)
    {
      n = module->default_players ? module->default_players (ruleset) : module->min_players;
      return CLAMP (n, module->min_players, module->max_players);
    }
  return module->min_players + (guint) (b - 1) % (module->max_players - module->min_players + 1);
}

static guint64
seed_of (const Parts *parts)
{
  guint64 seed = 0;

  for (guint i = 0; i < 8; i++)
    seed |= (guint64) play_byte (parts, 1 + i) << (8 * i);
  return seed;
}

static void
check_cards (const DkGame *g, guint n)
{
  g_autofree char *fault = dk_game_check_cards (g);

  if (fault != NULL)
    fuzz_fail ("after decision %u: %s", n, fault);
}

/* An out-of-range option is refused and changes nothing: compared with
 * @twin when there is one (in step with @g), else with the state's hash
 * and the lengths of the logs. */
static void
check_refused (DkGame *g, const DkGame *twin, guint option, guint n)
{
  g_autoptr (GError) error = NULL;
  guint32 hash = dk_game_hash (g);
  guint n_events = dk_game_n_events (g);
  guint n_choices = dk_game_n_choices (g);
  guint n_options = dk_game_decision (g)->n_options;

  if (dk_game_apply (g, option, &error))
    fuzz_fail ("decision %u: option %u of %u (from 0) was taken", n, option, n_options);
  if (!g_error_matches (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL))
    fuzz_fail ("decision %u: option %u refused, but not as illegal: %s", n, option,
               error ? error->message : "(no error)");
  if (twin != NULL ? !dk_game_equal (g, twin)
                   : dk_game_hash (g) != hash || dk_game_n_events (g) != n_events ||
                         dk_game_n_choices (g) != n_choices)
    fuzz_fail ("decision %u: the refused option %u changed the game", n, option);
}

/* The text form of option @choice names it (spec/actions.md). */
static void
check_text_form (const DkGame *g, guint choice, guint n)
{
  const DkDecision *d = dk_game_decision (g);
  g_autofree char *text = dk_game_option_to_string (g, &d->options[choice]);
  g_autoptr (GError) error = NULL;
  guint found;

  if (!dk_game_find_option (g, text, &found, &error))
    fuzz_fail ("decision %u: \"%s\", the text of option %u, names no option: %s", n, text, choice,
               error ? error->message : "(no error)");
  if (found >= d->n_options || !dk_game_option_equal (&d->options[found], &d->options[choice]))
    fuzz_fail ("decision %u: \"%s\", the text of option %u, names option %u", n, text, choice,
               found);
}

static void
play (const Parts *parts, const DkRuleset *ruleset, DkCardDb *db, GPtrArray *loaded)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkGame) g = NULL;
  g_autoptr (DkGame) twin = NULL;
  guint n_players = n_players_of (parts, ruleset);
  guint64 seed = seed_of (parts);
  guint copy_at = play_byte (parts, 9);
  g_autofree DkDeck **decks = g_new0 (DkDeck *, n_players);
  gsize next_byte = 10;
  DkRng rng;
  guint n = 0;
  gint winner;

  for (guint p = 0; p < n_players; p++)
    decks[p] = g_ptr_array_index (loaded, p % loaded->len);
  g = dk_game_new (ruleset, db, decks, n_players, seed, &error);
  if (verbose)
    fprintf (stderr, "  %s, %u players, seed %" G_GUINT64_FORMAT ", copy at %u: %s\n",
             dk_ruleset_get_id (ruleset), n_players, seed, copy_at,
             g != NULL       ? "started"
             : error != NULL ? error->message
                             : "refused");
  if (g == NULL)
    {
      if (error == NULL || error->domain != DK_GAME_ERROR)
        fuzz_fail ("a game that cannot start, without a game error: %s",
                   error ? error->message : "(none)");
      return;
    }
  check_cards (g, 0);
  if (copy_at == 0)
    {
      twin = dk_game_new (ruleset, db, decks, n_players, seed, &error);
      if (twin == NULL)
        fuzz_fail ("the same game made twice: the second is refused: %s", error->message);
      if (!dk_game_equal (g, twin))
        fuzz_fail ("the same ruleset, decks and seed made two different games");
    }

  dk_rng_seed (&rng, seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  for (n = 0; !dk_game_is_over (g) && n < MAX_DECISIONS; n++)
    {
      const DkDecision *d = dk_game_decision (g);
      guint choice;

      if (d == NULL || d->n_options == 0)
        fuzz_fail ("decision %u: the game is not over and has no option to take", n);
      if (d->player < 0 || (guint) d->player >= n_players)
        fuzz_fail ("decision %u: player %d of %u decides", n, d->player + 1, n_players);
      if (dk_game_is_eliminated (g, (guint) d->player))
        fuzz_fail ("decision %u: player %d decides, eliminated", n, d->player + 1);
      if (twin == NULL && n == copy_at)
        {
          twin = dk_game_copy (g);
          if (!dk_game_equal (g, twin))
            fuzz_fail ("decision %u: a copy of the game differs from it", n);
        }

      check_refused (g, twin, d->n_options + (n % 2 ? 0 : G_MAXUINT - d->n_options), n);
      d = dk_game_decision (g);

      if (next_byte < parts->play_len)
        choice = parts->play[next_byte++] % d->n_options;
      else
        choice = dk_rng_below (&rng, d->n_options);
      check_text_form (g, choice, n);

      if (!dk_game_apply (g, choice, &error))
        fuzz_fail ("decision %u: option %u of %u refused: %s", n, choice, d->n_options,
                   error->message);
      check_cards (g, n + 1);
      if (twin != NULL)
        {
          if (!dk_game_apply (twin, choice, &error))
            fuzz_fail ("decision %u: the copy refused option %u: %s", n, choice, error->message);
          if (!dk_game_equal (g, twin))
            fuzz_fail ("decision %u: the copy, given the same option %u, differs", n, choice);
        }
    }
  if (verbose)
    fprintf (stderr, "  %u decisions, turn %d, %s\n", n, dk_game_turn (g),
             !dk_game_is_over (g)     ? "not over"
             : dk_game_winner (g) < 0 ? "a draw"
                                      : "won");
  if (!dk_game_is_over (g))
    return;

  if (dk_game_decision (g) != NULL)
    fuzz_fail ("the game is over and has a decision");
  winner = dk_game_winner (g);
  if (winner < -1 || winner >= (gint) n_players)
    fuzz_fail ("the game is over, won by player %d of %u", winner + 1, n_players);
  if (dk_game_apply (g, 0, &error) || !g_error_matches (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER))
    fuzz_fail ("the game is over, and an option is not refused as such");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_deck_free);
  const DkRules *rules;
  DkCardDb *db;
  Parts parts;

  split (data, size, &parts);
  ruleset = load_ruleset (&parts);
  if (ruleset == NULL)
    return 0;
  rules = dk_ruleset_get_rules (ruleset);
  if (dk_rules_get_module (rules)->setup == NULL)
    return 0;
  db = card_db (rules);
  if (load_decks (&parts, ruleset, db, decks))
    play (&parts, ruleset, db, decks);
  return 0;
}
