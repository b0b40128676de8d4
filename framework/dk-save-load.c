/* dk-save-load.c: reading a save back into a game (docs/saves.md).
 *
 * Loading reads the whole file, checks every line, makes the ruleset, the
 * card database and the decks, and plays the recorded decisions from the
 * start, each checked against the options of its decision: any problem
 * refuses the file, with its line, and nothing of it is kept.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-save-private.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* --- reading -------------------------------------------------------------- */

typedef struct
{
  const char *file;
  GPtrArray *problems;
} Reader;

static gboolean problem (Reader *r, guint line, const char *format, ...) G_GNUC_PRINTF (3, 4);

/* Adds "FILE:LINE: message"; returns FALSE, for `return problem (...)`. */
static gboolean
problem (Reader *r, guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (r->problems, g_strdup_printf ("%s:%u: %s", r->file, line, message));
  return FALSE;
}

static char *
unescape (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p != '\\')
        {
          g_string_append_c (s, *p);
          continue;
        }
      p++;
      if (*p == '\\')
        g_string_append_c (s, '\\');
      else if (*p == 'n')
        g_string_append_c (s, '\n');
      else if (*p == 'r')
        g_string_append_c (s, '\r');
      else if (*p == 'x' && g_ascii_isxdigit (p[1]) && g_ascii_isxdigit (p[2]))
        {
          g_string_append_c (
              s, (char) (g_ascii_xdigit_value (p[1]) * 16 + g_ascii_xdigit_value (p[2])));
          p += 2;
        }
      else
        {
          g_string_free (s, TRUE);
          return NULL;
        }
    }
  return g_string_free (s, FALSE);
}

static gboolean
parse_rng (const char *text, DkRng *out)
{
  if (strlen (text) != 32)
    return FALSE;
  for (guint i = 0; i < 4; i++)
    {
      guint32 v = 0;

      for (guint k = 0; k < 8; k++)
        {
          gint d = g_ascii_xdigit_value (text[i * 8 + k]);

          if (d < 0)
            return FALSE;
          v = v << 4 | (guint32) d;
        }
      out->s[i] = v;
    }
  return TRUE;
}

/* A player's number from 1, as written; from 0 in *out. */
static gboolean
parse_player (const char *text, guint *out)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (text, 10, 1, DK_MAX_PLAYERS, &v, NULL))
    return FALSE;
  *out = (guint) v - 1;
  return TRUE;
}

/* The lines of a save as read, before anything is made of them. */
typedef struct
{
  guint version_line;
  char *game;
  guint game_line;
  char *ruleset;
  guint ruleset_line;
  char *ruleset_file;
  GPtrArray *params; /* "NAME VALUE", with their lines */
  GArray *param_lines;
  GStrv phases;
  guint phases_line;
  GPtrArray *sets; /* GStrv: ID SHA256 PATH */
  GArray *set_lines;
  guint players, players_line;
  guint64 seed;
  guint seed_line;
  char *deck_names[DK_MAX_PLAYERS];
  guint deck_lines[DK_MAX_PLAYERS];
  char *deck_files[DK_MAX_PLAYERS];
  char *characters[DK_MAX_PLAYERS];
  guint character_lines[DK_MAX_PLAYERS];
  GPtrArray *cards[DK_MAX_PLAYERS]; /* GStrv: ID COUNT */
  GArray *card_lines[DK_MAX_PLAYERS];
  guint last_line;
} Lines;

static void
lines_clear (Lines *l)
{
  g_free (l->game);
  g_free (l->ruleset);
  g_free (l->ruleset_file);
  g_ptr_array_unref (l->params);
  g_array_unref (l->param_lines);
  g_strfreev (l->phases);
  g_ptr_array_unref (l->sets);
  g_array_unref (l->set_lines);
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    {
      g_free (l->deck_names[p]);
      g_free (l->deck_files[p]);
      g_free (l->characters[p]);
      g_ptr_array_unref (l->cards[p]);
      g_array_unref (l->card_lines[p]);
    }
}

/* A free text argument: unescaped, or a problem. */
static char *
text_arg (Reader *r, guint line, const char *key, const char *text)
{
  char *v = unescape (text);

  if (v == NULL || *v == '\0')
    {
      g_free (v);
      problem (r, line, "`%s` needs a text (with \\\\, \\n, \\r or \\xHH escapes only)", key);
      return NULL;
    }
  return v;
}

/* The number of words `KEY WORD...` takes; -1: any. */
static gboolean
split_args (
    Reader *r, guint line, const char *key, const char *rest, gint n, const char *usage, GStrv *out)
{
  g_auto (GStrv) words = g_strsplit (rest, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] == '\0')
      return problem (r, line, "write `%s %s`, one space between words", key, usage);
  if (n >= 0 && g_strv_length (words) != (guint) n)
    return problem (r, line, "write `%s %s`", key, usage);
  *out = g_steal_pointer (&words);
  return TRUE;
}

/* Read every line of @data into @l and @save's seats, choices and result.
 * FALSE with the problems added. */
static gboolean
read_lines (Reader *r, const char *data, gsize len, Lines *l, DkSave *save)
{
  g_auto (GStrv) lines = NULL;
  gboolean ended = FALSE;
  guint n_lines;
  gboolean seen_seat[DK_MAX_PLAYERS] = { FALSE };

  if (!g_utf8_validate (data, (gssize) len, NULL))
    {
      const char *end = NULL;
      guint line = 1;

      g_utf8_validate (data, (gssize) len, &end);
      for (const char *p = data; p < end; p++)
        line += *p == '\n';
      return problem (r, line, "not valid UTF-8 text");
    }
  lines = g_strsplit (data, "\n", -1);
  n_lines = g_strv_length (lines);
  /* The last piece after the final newline is empty in a whole file. */
  if (n_lines > 0 && *lines[n_lines - 1] == '\0')
    n_lines--;
  l->last_line = MAX (n_lines, 1);
  for (guint i = 0; i < n_lines; i++)
    {
      guint line = i + 1;
      char *text = lines[i];
      gsize tl = strlen (text);
      const char *rest;
      g_autofree char *key = NULL;
      g_auto (GStrv) args = NULL;
      guint player;

      if (tl > 0 && text[tl - 1] == '\r')
        text[--tl] = '\0';
      if (*text == '\0' || *text == '#')
        continue;
      if (ended)
        return problem (r, line, "more after the `end` line");
      rest = strchr (text, ' ');
      key = rest ? g_strndup (text, (gsize) (rest - text)) : g_strdup (text);
      rest = rest ? rest + 1 : "";

      if (l->version_line == 0)
        {
          guint64 v;

          if (strcmp (key, SAVE_MAGIC) != 0)
            return problem (r, line, "not a duelkit save (it does not begin with `%s %d`)",
                            SAVE_MAGIC, DK_SAVE_FORMAT_VERSION);
          if (!g_ascii_string_to_unsigned (rest, 10, 0, G_MAXUINT32, &v, NULL))
            {
              g_autofree char *shown = dk_text_one_line (rest);

              return problem (r, line,
                              "unknown format version \"%s\": this duelkit reads version "
                              "%d only",
                              shown, DK_SAVE_FORMAT_VERSION);
            }
          if (v != DK_SAVE_FORMAT_VERSION)
            return problem (r, line,
                            "a save of format version %" G_GUINT64_FORMAT
                            ": this duelkit reads version %d only",
                            v, DK_SAVE_FORMAT_VERSION);
          l->version_line = line;
          continue;
        }
      if (strcmp (key, "end") == 0 && *rest == '\0')
        {
          ended = TRUE;
          continue;
        }
#define ONCE(field_line)                                                                           \
  G_STMT_START                                                                                     \
  {                                                                                                \
    if ((field_line) != 0)                                                                         \
      return problem (r, line, "a second `%s` line (the first is on line %u)", key, (field_line)); \
    (field_line) = line;                                                                           \
  }                                                                                                \
  G_STMT_END
      if (strcmp (key, "game") == 0)
        {
          ONCE (l->game_line);
          if (!split_args (r, line, key, rest, 1, "GAME", &args))
            return FALSE;
          l->game = g_strdup (args[0]);
        }
      else if (strcmp (key, "ruleset") == 0)
        {
          ONCE (l->ruleset_line);
          if ((l->ruleset = text_arg (r, line, key, rest)) == NULL)
            return FALSE;
        }
      else if (strcmp (key, "ruleset-file") == 0)
        {
          if (l->ruleset_file != NULL)
            return problem (r, line, "a second `%s` line", key);
          if ((l->ruleset_file = text_arg (r, line, key, rest)) == NULL)
            return FALSE;
        }
      else if (strcmp (key, "param") == 0)
        {
          if (!split_args (r, line, key, rest, 2, "NAME VALUE", &args))
            return FALSE;
          g_ptr_array_add (l->params, g_steal_pointer (&args));
          g_array_append_val (l->param_lines, line);
        }
      else if (strcmp (key, "phases") == 0)
        {
          ONCE (l->phases_line);
          if (!split_args (r, line, key, rest, -1, "PHASE...", &l->phases))
            return FALSE;
        }
      else if (strcmp (key, "cardset") == 0)
        {
          /* The path is the rest of the line, spaces and all. */
          g_auto (GStrv) three = g_strsplit (rest, " ", 3);

          if (g_strv_length (three) != 3 || *three[0] == '\0' || *three[1] == '\0')
            return problem (r, line, "write `cardset ID SHA256 PATH`");
          args = g_new0 (char *, 4);
          args[0] = g_strdup (three[0]);
          args[1] = g_strdup (three[1]);
          if ((args[2] = text_arg (r, line, key, three[2])) == NULL)
            return FALSE;
          g_ptr_array_add (l->sets, g_steal_pointer (&args));
          g_array_append_val (l->set_lines, line);
        }
      else if (strcmp (key, "players") == 0)
        {
          guint64 v;

          ONCE (l->players_line);
          if (!g_ascii_string_to_unsigned (rest, 10, 1, DK_MAX_PLAYERS, &v, NULL))
            return problem (r, line, "write `players N`, N from 1 to %d", DK_MAX_PLAYERS);
          l->players = (guint) v;
        }
      else if (strcmp (key, "seed") == 0)
        {
          ONCE (l->seed_line);
          if (!g_ascii_string_to_unsigned (rest, 10, 0, G_MAXUINT64, &l->seed, NULL))
            return problem (r, line, "write `seed N`, N a whole number from 0");
        }
      else if (strcmp (key, "deck") == 0 || strcmp (key, "deck-file") == 0 ||
               strcmp (key, "character") == 0 || strcmp (key, "card") == 0 ||
               strcmp (key, "seat") == 0 || strcmp (key, "choice") == 0)
        {
          const char *space = strchr (rest, ' ');
          g_autofree char *who = space ? g_strndup (rest, (gsize) (space - rest)) : g_strdup (rest);
          const char *after = space ? space + 1 : "";

          if (!parse_player (who, &player))
            return problem (r, line, "`%s` begins with a player's number from 1 to %d, not \"%s\"",
                            key, DK_MAX_PLAYERS, who);
          if (strcmp (key, "deck") == 0)
            {
              ONCE (l->deck_lines[player]);
              if ((l->deck_names[player] = text_arg (r, line, key, after)) == NULL)
                return FALSE;
            }
          else if (strcmp (key, "deck-file") == 0)
            {
              g_free (l->deck_files[player]);
              if ((l->deck_files[player] = text_arg (r, line, key, after)) == NULL)
                return FALSE;
            }
          else if (strcmp (key, "character") == 0)
            {
              ONCE (l->character_lines[player]);
              if (!split_args (r, line, key, after, 1, "PLAYER CARD-ID", &args))
                return FALSE;
              l->characters[player] = g_strdup (args[0]);
            }
          else if (strcmp (key, "card") == 0)
            {
              if (!split_args (r, line, key, after, 2, "PLAYER CARD-ID COUNT", &args))
                return FALSE;
              g_ptr_array_add (l->cards[player], g_steal_pointer (&args));
              g_array_append_val (l->card_lines[player], line);
            }
          else if (strcmp (key, "seat") == 0)
            {
              SaveSeat *seat = &save->seats[player];
              guint n;

              if (seen_seat[player])
                return problem (r, line, "a second `seat %u` line", player + 1);
              seen_seat[player] = TRUE;
              if (!split_args (r, line, key, after, -1, "PLAYER person|computer AGENT [STATE]",
                               &args))
                return FALSE;
              n = g_strv_length (args);
              if (n == 1 && strcmp (args[0], "person") == 0)
                continue;
              if ((n != 2 && n != 3) || strcmp (args[0], "computer") != 0)
                return problem (r, line,
                                "write `seat PLAYER person` or `seat PLAYER computer AGENT "
                                "[STATE]`");
              {
                g_autoptr (GError) error = NULL;
                DkAgent *probe = dk_agent_new_for_spec (args[1], 0, &error);

                if (probe == NULL)
                  return problem (r, line, "%s", error->message);
                dk_agent_free (probe);
              }
              if (n == 3 && !parse_rng (args[2], &seat->rng))
                return problem (r, line, "a computer player's state is 32 hexadecimal digits");
              seat->agent = g_strdup (args[1]);
              seat->has_rng = n == 3;
            }
          else
            {
              SaveChoice c = { 0 };

              if (*after == '\0')
                return problem (r, line, "write `choice PLAYER ACTION`");
              c.text = g_strdup (after);
              c.player = (gint) player;
              c.line = line;
              g_array_append_val (save->choices, c);
            }
        }
      else if (strcmp (key, "result") == 0)
        {
          guint64 turn;
          guint reason = 0;

          if (save->result_line != 0)
            return problem (r, line, "a second `result` line");
          save->result_line = line;
          if (!split_args (r, line, key, rest, 3, "WINNER|draw TURN REASON", &args))
            return FALSE;
          if (strcmp (args[0], "draw") == 0)
            save->winner = -1;
          else if (parse_player (args[0], &player))
            save->winner = (gint) player;
          else
            return problem (r, line, "the winner is a player's number or `draw`, not \"%s\"",
                            args[0]);
          if (!g_ascii_string_to_unsigned (args[1], 10, 0, G_MAXINT32, &turn, NULL))
            return problem (r, line, "the turn is a whole number, not \"%s\"", args[1]);
          for (reason = DK_END_RULES; reason < G_N_ELEMENTS (dk_save_end_reason_names); reason++)
            if (strcmp (args[2], dk_save_end_reason_names[reason]) == 0)
              break;
          if (reason >= G_N_ELEMENTS (dk_save_end_reason_names))
            return problem (r, line, "unknown end of game \"%s\"", args[2]);
          save->turn = (gint32) turn;
          save->reason = (DkEndReason) reason;
          save->has_result = TRUE;
        }
      else
        return problem (r, line, "unknown line `%s`", key);
#undef ONCE
    }
  if (l->version_line == 0)
    return problem (r, 1, "not a duelkit save (it does not begin with `%s %d`)", SAVE_MAGIC,
                    DK_SAVE_FORMAT_VERSION);
  if (!ended)
    return problem (r, l->last_line, "the file ends before its `end` line: it was cut short");
  if (l->game == NULL)
    return problem (r, l->last_line, "no `game` line");
  if (l->ruleset == NULL)
    return problem (r, l->last_line, "no `ruleset` line");
  if (l->players == 0)
    return problem (r, l->last_line, "no `players` line");
  if (l->seed_line == 0)
    return problem (r, l->last_line, "no `seed` line");
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    {
      if (p < l->players && l->deck_names[p] == NULL)
        return problem (r, l->last_line, "no `deck %u` line", p + 1);
      if (p >= l->players && (l->deck_names[p] != NULL || l->cards[p]->len > 0 || seen_seat[p]))
        return problem (r, l->deck_lines[p] ? l->deck_lines[p] : l->players_line,
                        "player %u in a game of %u players", p + 1, l->players);
    }
  for (guint i = 0; i < save->choices->len; i++)
    {
      const SaveChoice *c = &g_array_index (save->choices, SaveChoice, i);

      if ((guint) c->player >= l->players)
        return problem (r, c->line, "player %d in a game of %u players", c->player + 1, l->players);
    }
  return TRUE;
}

/* The ruleset of the save: the one of its id (or file), with the
 * parameters as the save has them. */
static gboolean
make_ruleset (Reader *r, Lines *l, const DkRules *rules, DkSave *save)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = dk_ruleset_find (l->ruleset, &error);
  const DkModule *module = dk_rules_get_module (rules);
  const guint8 *order;
  guint n_order;

  /* A ruleset of the player's own, not installed: where it was read. */
  if (ruleset == NULL && l->ruleset_file != NULL &&
      g_file_test (l->ruleset_file, G_FILE_TEST_IS_REGULAR))
    {
      g_clear_error (&error);
      ruleset = dk_ruleset_load_file (l->ruleset_file, &error);
      if (ruleset != NULL && strcmp (dk_ruleset_get_id (ruleset), l->ruleset) != 0)
        return problem (r, l->ruleset_line, "the ruleset file %s is now of ruleset '%s'",
                        l->ruleset_file, dk_ruleset_get_id (ruleset));
    }
  if (ruleset == NULL)
    return problem (r, l->ruleset_line, "%s", error->message);
  if (dk_ruleset_get_rules (ruleset) != rules)
    return problem (r, l->ruleset_line, "the ruleset '%s' is of the game %s, not %s", l->ruleset,
                    dk_rules_get_id (dk_ruleset_get_rules (ruleset)), dk_rules_get_id (rules));
  /* The parameters as they were: a ruleset changed since plays the game
   * as it was played. */
  for (guint i = 0; i < l->params->len; i++)
    {
      GStrv p = g_ptr_array_index (l->params, i);
      guint line = g_array_index (l->param_lines, guint, i);
      gint index = dk_rules_param_index (rules, p[0]);
      gint64 v;

      if (index < 0)
        return problem (r, line, "%s has no parameter \"%s\"", module->id, p[0]);
      if (!g_ascii_string_to_signed (p[1], 10, G_MININT64, G_MAXINT64, &v, NULL))
        return problem (r, line, "the value of %s is a whole number, not \"%s\"", p[0], p[1]);
      if (dk_ruleset_get (ruleset, (guint) index) != v)
        {
          DkRuleset *variant = dk_ruleset_new_variant (ruleset, p[0], v, &error);

          if (variant == NULL)
            return problem (r, line, "%s", error->message);
          dk_ruleset_unref (ruleset);
          ruleset = variant;
        }
    }
  order = dk_ruleset_get_phase_order (ruleset, &n_order);
  if (l->phases != NULL)
    {
      gboolean same = g_strv_length (l->phases) == n_order;

      for (guint i = 0; same && i < n_order; i++)
        same = strcmp (l->phases[i], dk_rules_phase_name (rules, order[i])) == 0;
      if (!same)
        return problem (r, l->phases_line,
                        "the ruleset '%s' has changed since the game was saved: its turns run "
                        "other phases",
                        l->ruleset);
    }
  save->ruleset = g_steal_pointer (&ruleset);
  return TRUE;
}

static const DkCardSetInfo *
find_set (const DkCardDb *db, const char *id)
{
  for (guint i = 0; i < dk_card_db_n_sets (db); i++)
    if (g_strcmp0 (dk_card_db_get_set (db, i)->id, id) == 0)
      return dk_card_db_get_set (db, i);
  return NULL;
}

/* The game's card sets, each as it was when the game was saved. */
static gboolean
make_db (Reader *r, Lines *l, const DkRules *rules, DkSave *save)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkCardDb) db = dk_card_db_new_default (rules, &error);

  if (db == NULL)
    return problem (r, l->game_line, "the card sets of %s do not load: %s", l->game,
                    error->message);
  for (guint i = 0; i < l->sets->len; i++)
    {
      GStrv set = g_ptr_array_index (l->sets, i);
      guint line = g_array_index (l->set_lines, guint, i);
      const DkCardSetInfo *info = find_set (db, set[0]);

      /* A set of the player's own: where it was read. */
      if (info == NULL && g_file_test (set[2], G_FILE_TEST_IS_REGULAR))
        {
          if (!dk_card_db_load_file (db, set[2], &error))
            return problem (r, line, "the card set %s does not load: %s", set[0], error->message);
          info = find_set (db, set[0]);
        }
      if (info == NULL)
        return problem (r, line, "the card set %s is not installed (the game was played with %s)",
                        set[0], set[2]);
      if (g_ascii_strcasecmp (info->sha256, set[1]) != 0)
        return problem (r, line,
                        "the card set %s has changed since the game was saved (%s): the game "
                        "cannot be played again with other cards",
                        set[0], info->path);
    }
  save->db = g_steal_pointer (&db);
  return TRUE;
}

static gboolean
make_decks (Reader *r, Lines *l, DkSave *save)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < l->players; p++)
    {
      DkDeck *deck = dk_deck_new (l->deck_names[p]);

      save->decks[p] = deck;
      /* Problems with the deck name the save's lines. */
      deck->file = g_strdup (r->file);
      deck->line = l->deck_lines[p];
      dk_deck_set_db (deck, save->db);
      if (l->characters[p] != NULL)
        {
          const DkCardDef *def = dk_card_db_lookup (save->db, l->characters[p]);

          if (def == NULL)
            return problem (r, l->character_lines[p], "no card %s in the game's card sets",
                            l->characters[p]);
          dk_deck_set_character (deck, (gint) def->index);
        }
      for (guint i = 0; i < l->cards[p]->len; i++)
        {
          GStrv c = g_ptr_array_index (l->cards[p], i);
          guint line = g_array_index (l->card_lines[p], guint, i);
          const DkCardDef *def = dk_card_db_lookup (save->db, c[0]);
          DkDeckEntry e = { 0 };
          guint64 count;

          if (def == NULL)
            return problem (r, line, "no card %s in the game's card sets", c[0]);
          if (!g_ascii_string_to_unsigned (c[1], 10, 1, 9999, &count, NULL))
            return problem (r, line, "a count from 1 to 9999, not \"%s\"", c[1]);
          /* Each entry as written: the deal takes them in this order. */
          e.def = (guint16) def->index;
          e.count = (guint16) count;
          e.line = line;
          g_array_append_val (deck->entries, e);
        }
      dk_deck_check (deck, save->ruleset, problems);
      if (problems->len > 0)
        {
          for (guint i = 0; i < problems->len; i++)
            g_ptr_array_add (r->problems, g_strdup (g_ptr_array_index (problems, i)));
          return FALSE;
        }
      /* Where the deck was read, for the record. */
      g_free (deck->file);
      deck->file = g_strdup (l->deck_files[p]);
    }
  return TRUE;
}

/* "FILE:LINE: " of a recorded choice, or nothing for one made in memory. */
static void
choice_where (const DkSave *save, const SaveChoice *c, guint index, GString *out)
{
  if (save->file != NULL && c->line > 0)
    g_string_append_printf (out, "%s:%u: ", save->file, c->line);
  else
    g_string_append_printf (out, "decision %u: ", index + 1);
}

/**
 * dk_save_new_game:
 * @save: a save
 * @n_choices: how many of its decisions to make (%G_MAXUINT: all)
 * @error: return location for an error (%DK_GAME_ERROR), its message
 *   "FILE:LINE: ..." at the decision that cannot be made
 *
 * The game of @save from its start, with its first @n_choices decisions
 * made as recorded: each must be a legal option, of the player recorded.
 *
 * Returns: (transfer full) (nullable): the game
 */
DkGame *
dk_save_new_game (const DkSave *save, guint n_choices, GError **error)
{
  g_autoptr (DkGame) g = NULL;

  g_return_val_if_fail (save != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g = dk_game_new (save->ruleset, save->db, save->decks, save->n_players, save->seed, error);
  if (g == NULL)
    return NULL;
  n_choices = MIN (n_choices, save->choices->len);
  for (guint i = 0; i < n_choices; i++)
    {
      const SaveChoice *c = &g_array_index (save->choices, SaveChoice, i);
      g_autoptr (GString) where = g_string_new (NULL);
      g_autoptr (GError) local_error = NULL;
      const DkDecision *d = dk_game_decision (g);
      guint option;

      choice_where (save, c, i, where);
      if (dk_game_is_over (g))
        {
          g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER,
                       "%sthe game is over before this decision (turn %d)", where->str,
                       dk_game_turn (g));
          return NULL;
        }
      if (d->player != c->player)
        {
          g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL,
                       "%splayer %d decides here (%s), not player %d", where->str, d->player + 1,
                       dk_rules_decision_name (g->rules, d->kind), c->player + 1);
          return NULL;
        }
      if (!dk_game_find_option (g, c->text, &option, &local_error) ||
          !dk_game_apply (g, option, &local_error))
        {
          g_set_error (error, DK_GAME_ERROR, local_error->code, "%s%s", where->str,
                       local_error->message);
          return NULL;
        }
    }
  return g_steal_pointer (&g);
}

/**
 * dk_save_load:
 * @path: a save or replay file
 * @out_game: (out) (optional) (transfer full): the game, every recorded
 *   decision made
 * @error: return location for an error (%DK_LOAD_ERROR or %DK_GAME_ERROR),
 *   its message "FILE:LINE: message"
 *
 * Reads a save and makes its game again: the ruleset by its id (or the file
 * it was read from) with the recorded parameters, the installed card sets
 * (each must hash as recorded), the recorded decks, then every decision,
 * each checked to be legal. Anything wrong refuses the whole file: a wrong
 * format version, a file cut short, an unknown ruleset or card, a card set
 * changed since, a decision that is not an option.
 *
 * Returns: (transfer full) (nullable): the save
 */
DkSave *
dk_save_load (const char *path, DkGame **out_game, GError **error)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (DkSave) save = dk_save_alloc ();
  g_autoptr (DkGame) game = NULL;
  Reader r = { path, problems };
  Lines l = { 0 };
  DkLoadError code = DK_LOAD_ERROR_INVALID;
  const DkRules *rules = NULL;
  gboolean ok;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = dk_file_read (path, path, SAVE_MAX_SIZE, problems, &code);
  if (bytes == NULL)
    {
      dk_problems_to_error_code (problems, code, error);
      return NULL;
    }
  if (g_bytes_get_size (bytes) == 0)
    {
      g_set_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID, "%s:1: the file is empty", path);
      return NULL;
    }
  save->file = g_strdup (path);
  l.params = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  l.param_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  l.sets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  l.set_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    {
      l.cards[p] = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
      l.card_lines[p] = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  {
    /* NUL-terminated for the line split; a NUL inside is not UTF-8 text. */
    gsize len = g_bytes_get_size (bytes);
    g_autofree char *text = g_malloc (len + 1);

    memcpy (text, g_bytes_get_data (bytes, NULL), len);
    text[len] = '\0';
    ok = read_lines (&r, text, len, &l, save);
  }
  if (ok)
    {
      g_autoptr (GError) local_error = NULL;

      rules = dk_rules_get (l.game, &local_error);
      if (rules == NULL)
        ok = problem (&r, l.game_line, "%s", local_error->message);
    }
  if (ok)
    {
      const DkModule *module = dk_rules_get_module (rules);

      if (l.players < module->min_players || l.players > module->max_players)
        ok = problem (&r, l.players_line, "%s is played by %u to %u players, not %u", module->id,
                      module->min_players, module->max_players, l.players);
    }
  ok = ok && make_ruleset (&r, &l, rules, save) && make_db (&r, &l, rules, save) &&
       make_decks (&r, &l, save);
  save->n_players = l.players;
  save->seed = l.seed;
  lines_clear (&l);
  if (!ok)
    {
      dk_problems_to_error (problems, error);
      return NULL;
    }
  game = dk_save_new_game (save, G_MAXUINT, error);
  if (game == NULL)
    return NULL;
  if (out_game != NULL)
    *out_game = g_steal_pointer (&game);
  return g_steal_pointer (&save);
}

/* "player 1 wins at turn 12", "a draw at turn 40 (the engine: steps)" */
static char *
describe_result (gint winner, gint32 turn, DkEndReason reason)
{
  g_autofree char *who =
      winner >= 0 ? g_strdup_printf ("player %d wins", winner + 1) : g_strdup ("a draw");

  if (reason == DK_END_RULES)
    return g_strdup_printf ("%s at turn %d", who, turn);
  return g_strdup_printf ("%s at turn %d (%s)", who, turn, dk_save_end_reason_names[reason]);
}

/**
 * dk_save_verify:
 * @save: a replay (dk_save_get_result())
 * @game: its game with every decision made (dk_save_load(),
 *   dk_save_new_game())
 * @error: return location for an error (%DK_GAME_ERROR), saying what the
 *   replay records and what the decisions gave
 *
 * Returns: %TRUE when @game ended as @save records: the same winner, in
 *   the same turn, for the same reason
 */
gboolean
dk_save_verify (const DkSave *save, const DkGame *game, GError **error)
{
  g_autofree char *recorded = NULL;
  g_autofree char *where = NULL;
  g_autofree char *got = NULL;

  g_return_val_if_fail (save != NULL && game != NULL, FALSE);

  where = save->file != NULL ? g_strdup_printf ("%s:%u: ", save->file, save->result_line)
                             : g_strdup ("");
  if (!save->has_result)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER,
                   "%s%snot a replay: the game was saved before its end",
                   save->file != NULL ? save->file : "", save->file != NULL ? ": " : "");
      return FALSE;
    }
  recorded = describe_result (save->winner, save->turn, save->reason);
  if (!dk_game_is_over (game))
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL,
                   "%sthe decisions end before the game does (at turn %d); the replay says %s",
                   where, dk_game_turn (game), recorded);
      return FALSE;
    }
  if (dk_game_winner (game) == save->winner && dk_game_turn (game) == save->turn &&
      dk_game_end_reason (game) == save->reason)
    return TRUE;
  got = describe_result (dk_game_winner (game), dk_game_turn (game), dk_game_end_reason (game));
  g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL,
               "%sthe decisions give another result: %s; the replay says %s", where, got, recorded);
  return FALSE;
}
