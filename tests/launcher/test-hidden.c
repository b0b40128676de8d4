/* test-hidden.c: nothing hidden from a seat ever reaches it.
 *
 * Many seeded games of UFS and BoS (two players, and battle royal of three
 * and four) are played through the launcher's own terminal code
 * (dk-terminal.c): a scripted person at one seat types numbers, text
 * forms, `board`, `log`, `card`, `help` and nonsense, and random computer players take
 * the other seats. At every decision (a point), each card definition all
 * of whose instances in the game the seat does not know, now nor at any
 * point since the seat's previous prompt (whose screen tells what happened
 * since), must not have its id or its name in what the seat was shown
 * since the previous point: the terminal's text, and the seat's view of
 * the event log (dk_game_event_to_json_for()). Since every instance of
 * such a definition is hidden, no visible card can carry that id or name.
 *
 * The same check watches computer games as a spectator (--demo), who may
 * see only what every player knows.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdio.h>
#include <string.h>

#include "dk-games.h"
#include "dk-terminal.h"

/* A person who has not finished after this many prompts leaves: a game of
 * random players ends well before. */
#define MAX_PROMPTS 3000
#define MAX_DECISIONS 20000

typedef struct
{
  const char *game;
  const char *ruleset;
  guint n_players;
  guint n_games;
  gboolean spectator;
} Setting;

typedef struct
{
  DkGame *g;
  gint seat; /* a player, or DK_VIEWER_SPECTATOR */
  char *label;

  /* What the seat was shown. */
  FILE *out;
  char *buf;
  size_t size;
  gsize checked;
  guint events_checked;
  GString *json;

  /* By definition index: known to the seat at the previous point, now,
   * seen arriving in a zone the seat sees since the previous point. */
  guint8 *before;
  guint8 *now;
  guint8 *seen;
  guint8 *ever; /* known to the seat at some point of the game */
  guint8 *present;
  guint n_defs;

  /* The scripted person. */
  DkRng rng;
  GPtrArray *texts; /* the text forms of the options last shown */
  gboolean typed_text;
  gboolean typed_log; /* the last line typed was `log` */
  guint prompts;
  guint points;
  guint hidden_checked; /* definitions checked hidden, over all points */
} Seat;

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
  g_assert_cmpuint (names->len, >=, 2);
  return names;
}

static gboolean
seat_knows (const Seat *s, gint32 card)
{
  guint n = dk_game_n_players (s->g);

  if (s->seat >= 0)
    return dk_game_card_known_by (s->g, card, (guint) s->seat);
  for (guint p = 0; p < n; p++)
    if (!dk_game_card_known_by (s->g, card, p))
      return FALSE;
  return TRUE;
}

/* Is @c part of a word or an id? */
static gboolean
word_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '\'';
}

/* Where @needle occurs in @text as a whole word, or NULL. */
static const char *
find_word (const char *text, const char *needle)
{
  gsize len = strlen (needle);

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    if ((p == text || !word_char (p[-1])) && !word_char (p[len]))
      return p;
  return NULL;
}

static void
fail_shown (const Seat *s, const char *what, const char *needle, const char *text, const char *at)
{
  const char *start = at, *end = at;

  while (start > text && start[-1] != '\n')
    start--;
  while (*end != '\0' && *end != '\n')
    end++;
  g_error ("%s, point %u: the %s \"%s\" is hidden from %s%d but shown to it:\n  %.*s", s->label,
           s->points, what, needle, s->seat >= 0 ? "player " : "spectator ",
           s->seat >= 0 ? s->seat + 1 : 0, (int) (end - start), start);
}

/* Cards the full record shows arriving where the seat sees them since the
 * previous point: into a public zone face up, into the seat's own private
 * zone, or revealed. Such a card may be hidden again at the point (a
 * discard pile shuffled into a deck) and still be named. A card face down
 * now and unknown to the seat was set face down: it was not seen. */
static void
mark_seen (Seat *s)
{
  const DkRules *rules = dk_game_get_rules (s->g);
  const DkModule *module = dk_rules_get_module (rules);
  guint zone_change = (guint) dk_rules_event_index (rules, "zone-change");
  guint reveal = (guint) dk_rules_event_index (rules, "reveal");

  for (guint i = s->events_checked; i < dk_game_n_events (s->g); i++)
    {
      const DkEvent *ev = dk_game_event (s->g, i);
      const DkCard *c;
      gboolean seen = FALSE;

      if (ev->card < 0 || (ev->type != zone_change && ev->type != reveal))
        continue;
      c = dk_game_card (s->g, ev->card);
      if (ev->type == reveal)
        seen = TRUE;
      else if (module->zones[ev->a[1]].visibility == DK_VISIBILITY_PUBLIC)
        seen = !(c->flags & DK_CARD_FLAG_FACE_DOWN) || seat_knows (s, ev->card);
      else if (module->zones[ev->a[1]].visibility == DK_VISIBILITY_PRIVATE)
        seen = s->seat >= 0 && ev->a[3] == s->seat;
      if (seen)
        s->seen[c->def] = 1;
    }
}

/* The check, at a point: the terminal's text and the seat's view of the
 * events since the previous point name no definition hidden from the
 * seat then, now, and in between. */
static void
check_point (Seat *s, gboolean prompt)
{
  DkCardDb *db = dk_game_get_db (s->g);
  g_autofree char *text = NULL;

  s->points++;
  fflush (s->out);
  text = g_strndup (s->buf + s->checked, s->size - s->checked);
  s->checked = s->size;
  mark_seen (s);
  g_string_truncate (s->json, 0);
  for (guint i = s->events_checked; i < dk_game_n_events (s->g); i++)
    {
      dk_game_event_to_json_for (s->g, dk_game_event (s->g, i), s->seat, s->json);
      g_string_append_c (s->json, '\n');
    }
  s->events_checked = dk_game_n_events (s->g);

  memset (s->now, 0, s->n_defs);
  memset (s->present, 0, s->n_defs);
  for (guint c = 0; c < dk_game_n_cards (s->g); c++)
    {
      guint def = dk_game_card (s->g, (gint32) c)->def;

      s->present[def] = 1;
      if (seat_knows (s, (gint32) c))
        s->now[def] = 1;
    }
  for (guint d = 0; d < s->n_defs; d++)
    {
      const DkCardDef *def = dk_card_db_get (db, d);
      gboolean name_shared = FALSE;
      const char *at;

      if (!s->present[d] || s->now[d] || s->before[d] || s->seen[d])
        continue;
      s->hidden_checked++;
      if ((at = find_word (text, def->id)) != NULL)
        fail_shown (s, "id", def->id, text, at);
      if ((at = find_word (s->json->str, def->id)) != NULL)
        fail_shown (s, "id", def->id, s->json->str, at);
      /* A name inside a visible card's name may be shown as part of it. */
      for (guint k = 0; k < s->n_defs && !name_shared; k++)
        if (k != d && (s->now[k] || s->before[k] || s->seen[k]) &&
            strstr (dk_card_db_get (db, k)->name, def->name) != NULL)
          name_shared = TRUE;
      if (!name_shared && (at = find_word (text, def->name)) != NULL)
        fail_shown (s, "name", def->name, text, at);
    }
  for (guint d = 0; d < s->n_defs; d++)
    s->ever[d] |= s->now[d] | s->seen[d] | s->before[d];
  /* A person is told at their prompt what happened since their last one:
   * what they knew at any point in between may be named. A spectator is
   * told as it happens. */
  if (prompt || s->seat < 0)
    {
      memcpy (s->before, s->now, s->n_defs);
      memset (s->seen, 0, s->n_defs);
    }
  else
    for (guint d = 0; d < s->n_defs; d++)
      s->before[d] |= s->now[d];
}

/* Is @p the start of an option, "N. " with N a number? Its number, or 0. */
static guint
option_number (const char *p)
{
  guint n = 0;

  if (!g_ascii_isdigit (*p))
    return 0;
  while (g_ascii_isdigit (*p))
    n = n * 10 + (guint) (*p++ - '0');
  return p[0] == '.' && p[1] == ' ' ? n : 0;
}

/* The option text forms of the last `Player N to decide` block in @text:
 * rows of "  N. label   [text form]" (or "  N. text form"), one option a
 * row or two, a long one wrapped onto indented rows. */
static void
read_options (Seat *s, const char *text)
{
  const char *block = NULL;
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);

  for (const char *p = strstr (text, "to decide ("); p != NULL; p = strstr (p + 1, "to decide ("))
    block = p;
  if (block == NULL)
    return;
  g_ptr_array_set_size (s->texts, 0);
  {
    g_auto (GStrv) lines = g_strsplit (block, "\n", -1);

    /* Rows, with the rows a long option was wrapped onto joined again. */
    for (guint i = 1; lines[i] != NULL; i++)
      {
        const char *line = lines[i];
        const char *start = line;

        if (!g_str_has_prefix (line, "  "))
          break;
        while (*start == ' ')
          start++;
        if (option_number (start) > 0)
          g_ptr_array_add (rows, g_strdup (start));
        else if (rows->len > 0 && *start != '\0')
          {
            char *joined = g_strconcat (g_ptr_array_index (rows, rows->len - 1), " ", start, NULL);

            g_free (g_ptr_array_index (rows, rows->len - 1));
            g_ptr_array_index (rows, rows->len - 1) = joined;
          }
        else
          break;
      }
  }
  /* Each row holds one option, or two apart by three blanks or more. */
  for (guint r = 0; r < rows->len; r++)
    {
      const char *row = g_ptr_array_index (rows, r);
      const char *item = row;

      while (item != NULL)
        {
          guint n = option_number (item);
          const char *body = strchr (item, ' ') + 1;
          const char *next = NULL;
          g_autofree char *one = NULL;
          const char *open;

          for (const char *p = strstr (body, "   "); p != NULL && next == NULL;
               p = strstr (p + 1, "   "))
            {
              const char *q = p;

              while (*q == ' ')
                q++;
              if (option_number (q) > 0)
                next = q;
            }
          one = next ? g_strndup (body, next - body) : g_strdup (body);
          g_strchomp (one);
          open = strrchr (one, '[');
          if (n > s->texts->len)
            g_ptr_array_set_size (s->texts, n);
          if (open != NULL && g_str_has_suffix (one, "]"))
            g_ptr_array_index (s->texts, n - 1) = g_strndup (open + 1, strlen (open + 1) - 1);
          else
            g_ptr_array_index (s->texts, n - 1) = g_strdup (one);
          item = next;
        }
    }
  for (guint i = 0; i < s->texts->len; i++)
    g_assert_nonnull (g_ptr_array_index (s->texts, i));
}

/* The person: looks at what the terminal showed, then types. */
static char *
person_read_line (gpointer data)
{
  Seat *s = data;
  g_autofree char *shown = NULL;
  guint r;

  fflush (s->out);
  shown = g_strndup (s->buf + s->checked, s->size - s->checked);
  /* A text form the terminal showed reads back as that option. */
  if (s->typed_text && strstr (shown, "type `help`") != NULL)
    g_error ("%s: a text form shown was refused:\n%s", s->label, shown);
  s->typed_text = FALSE;
  /* `log` tells the whole game again, as the seat saw it: it may name a
   * card the seat knew at some point (one since gone back into a hand or a
   * deck), never one it has not known. */
  if (s->typed_log)
    {
      DkCardDb *db = dk_game_get_db (s->g);
      const char *at;

      for (guint d = 0; d < s->n_defs; d++)
        {
          const DkCardDef *def = dk_card_db_get (db, d);
          gboolean name_shared = FALSE;

          if (!s->present[d] || s->ever[d])
            continue;
          if ((at = find_word (shown, def->id)) != NULL)
            fail_shown (s, "id", def->id, shown, at);
          for (guint k = 0; k < s->n_defs && !name_shared; k++)
            if (k != d && s->ever[k] && strstr (dk_card_db_get (db, k)->name, def->name) != NULL)
              name_shared = TRUE;
          if (!name_shared && (at = find_word (shown, def->name)) != NULL)
            fail_shown (s, "name", def->name, shown, at);
        }
      s->checked = s->size;
      s->typed_log = FALSE;
    }
  read_options (s, shown);
  check_point (s, TRUE);
  if (++s->prompts > MAX_PROMPTS)
    return NULL;
  g_assert_cmpuint (s->texts->len, >, 0);

  r = dk_rng_below (&s->rng, 100);
  if (r < 60)
    return g_strdup_printf ("%u", dk_rng_below (&s->rng, s->texts->len) + 1);
  if (r < 88)
    {
      s->typed_text = TRUE;
      return g_strdup (g_ptr_array_index (s->texts, dk_rng_below (&s->rng, s->texts->len)));
    }
  if (r < 90)
    return g_strdup ("board");
  if (r < 92)
    {
      s->typed_log = r == 90;
      return g_strdup (r == 90 ? "log" : "card ?hand.1.1");
    }
  if (r < 94)
    return g_strdup ("help");
  if (r < 96)
    return g_strdup_printf ("%u", s->texts->len + 1 + dk_rng_below (&s->rng, 5));
  if (r < 98)
    return g_strdup ("frobnicate ?deck.1.1");
  /* An opponent's hand card by its place: refused unless it is an option. */
  return g_strdup_printf ("choose ?hand.%u.1", (s->seat + 1) % dk_game_n_players (s->g) + 1);
}

/* A computer player that lets the check run before it decides. */
static guint
checked_choose (DkAgent *agent, const DkGame *game, const DkDecision *decision)
{
  check_point (agent->data, FALSE);
  return dk_rng_below (&agent->rng, decision->n_options);
}

static DkAgent *
checked_agent (Seat *s, guint64 seed)
{
  DkAgent *a = g_new0 (DkAgent, 1);

  a->name = "checked random";
  a->choose = checked_choose;
  a->data = s;
  dk_rng_seed (&a->rng, seed);
  return a;
}

static void
play_one (const Setting *setting, DkRuleset *ruleset, DkCardDb *db, GPtrArray *names, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  DkDeck *decks[DK_MAX_PLAYERS] = { NULL };
  DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
  DkTerminal term = { 0 };
  Seat s = { 0 };
  DkTerminalResult result;

  for (guint p = 0; p < setting->n_players; p++)
    decks[p] = load_deck (db, setting->game, g_ptr_array_index (names, (seed + p) % names->len));
  s.g = dk_game_new (ruleset, db, decks, setting->n_players, seed, &error);
  g_assert_no_error (error);
  s.seat = setting->spectator ? DK_VIEWER_SPECTATOR : (gint) (seed % setting->n_players);
  s.label = g_strdup_printf ("%s, %u players, seed %" G_GUINT64_FORMAT, setting->ruleset,
                             setting->n_players, seed);
  s.out = open_memstream (&s.buf, &s.size);
  g_assert_nonnull (s.out);
  s.json = g_string_new (NULL);
  s.n_defs = dk_card_db_size (db);
  s.before = g_new0 (guint8, s.n_defs);
  s.now = g_new0 (guint8, s.n_defs);
  s.seen = g_new0 (guint8, s.n_defs);
  s.ever = g_new0 (guint8, s.n_defs);
  s.present = g_new0 (guint8, s.n_defs);
  s.texts = g_ptr_array_new_with_free_func (g_free);
  dk_rng_seed (&s.rng, seed * 7 + 1);
  for (guint p = 0; p < setting->n_players; p++)
    if ((gint) p != s.seat)
      agents[p] = checked_agent (&s, seed * 31 + p + 1);
  term.out = s.out;
  term.read_line = person_read_line;
  term.user_data = &s;

  if (setting->spectator)
    result = dk_terminal_watch (s.g, agents, MAX_DECISIONS, &term, &error);
  else
    result = dk_terminal_play (s.g, agents, &term, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, !=, DK_TERMINAL_FAILED);
  check_point (&s, TRUE);
  g_test_message ("%s: %u points, %u prompts, %u hidden definitions checked, turn %d, %s", s.label,
                  s.points, s.prompts, s.hidden_checked, dk_game_turn (s.g),
                  dk_game_is_over (s.g) ? "over" : "left");
  /* The game was played, and the check had something to hide. */
  g_assert_cmpuint (s.points, >, 10);
  g_assert_cmpuint (s.hidden_checked, >, 0);

  for (guint p = 0; p < setting->n_players; p++)
    {
      dk_deck_free (decks[p]);
      dk_agent_free (agents[p]);
    }
  fclose (s.out);
  free (s.buf);
  g_string_free (s.json, TRUE);
  g_free (s.before);
  g_free (s.now);
  g_free (s.seen);
  g_free (s.ever);
  g_free (s.present);
  g_ptr_array_unref (s.texts);
  g_free (s.label);
  dk_game_free (s.g);
}

static void
test_hidden (gconstpointer data)
{
  const Setting *setting = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (setting->ruleset, &error);
  g_autoptr (DkCardDb) db = NULL;
  g_autoptr (GPtrArray) names = deck_names (setting->game);
  /* Under valgrind, a few games are enough to find a memory error. */
  guint n_games = g_getenv ("DK_UNDER_VALGRIND") ? 2 : setting->n_games;

  g_assert_no_error (error);
  db = dk_card_db_new_default (dk_ruleset_get_rules (ruleset), &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= n_games; seed++)
    play_one (setting, ruleset, db, names, seed);
}

int
main (int argc, char **argv)
{
  static const Setting settings[] = {
    { "ufs", "ufs-standard", 2, 40, FALSE },     { "bos", "bos-standard", 2, 40, FALSE },
    { "bos", "bos-battle-royal", 3, 20, FALSE }, { "bos", "bos-battle-royal", 4, 20, FALSE },
    { "ufs", "ufs-standard", 2, 8, TRUE },       { "bos", "bos-standard", 2, 8, TRUE },
    { "bos", "bos-battle-royal", 4, 6, TRUE },
  };

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  for (guint i = 0; i < G_N_ELEMENTS (settings); i++)
    {
      g_autofree char *path =
          g_strdup_printf ("/launcher/hidden/%s-%uP/%s", settings[i].ruleset, settings[i].n_players,
                           settings[i].spectator ? "spectator" : "seat");

      g_test_add_data_func (path, &settings[i], test_hidden);
    }
  return g_test_run ();
}
