/* dk-save.c: saves and replays (docs/saves.md).
 *
 * A save is a text file of lines, `KEY ARGUMENTS`: the setup of the game,
 * then every decision a player made, then `end`. The engine's own choices
 * (a decision left with one option) are not written: making the game again
 * makes them again. A card in a decision is written `ID#N`, its copy
 * number, never a bare id: a recorded option is not among the options of
 * the game any more, so its text form would not tell two copies apart.
 *
 * This file records a game and writes the file; dk-save-load.c reads one
 * back.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-save-private.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

const char *const dk_save_end_reason_names[DK_SAVE_N_END_REASONS] = {
  [DK_END_NONE] = "none",           [DK_END_RULES] = "rules", [DK_END_IDLE_TURNS] = "idle-turns",
  [DK_END_STEPS] = "steps",         [DK_END_DEPTH] = "depth", [DK_END_REPETITION] = "repetition",
  [DK_END_NO_OPTION] = "no-option",
};

static void
save_choice_clear (gpointer data)
{
  g_free (((SaveChoice *) data)->text);
}

DkSave *
dk_save_alloc (void)
{
  DkSave *save = g_new0 (DkSave, 1);

  save->choices = g_array_new (FALSE, TRUE, sizeof (SaveChoice));
  g_array_set_clear_func (save->choices, save_choice_clear);
  save->winner = -1;
  return save;
}

/**
 * dk_save_new:
 * @ruleset: the game's ruleset
 * @db: the game's cards
 * @decks: (array length=n_players): one deck a player
 * @n_players: how many play
 * @seed: the game's seed
 *
 * A save of the game dk_game_new() makes of these, before any decision:
 * dk_save_record() adds the decisions of a game in progress. Every seat is
 * a person until dk_save_set_seat() says otherwise.
 *
 * Returns: (transfer full): the save
 */
DkSave *
dk_save_new (
    const DkRuleset *ruleset, DkCardDb *db, DkDeck *const *decks, guint n_players, guint64 seed)
{
  DkSave *save;

  g_return_val_if_fail (ruleset != NULL && db != NULL && decks != NULL, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= DK_MAX_PLAYERS, NULL);

  save = dk_save_alloc ();
  save->ruleset = dk_ruleset_ref ((DkRuleset *) ruleset);
  save->db = dk_card_db_ref (db);
  for (guint p = 0; p < n_players; p++)
    save->decks[p] = dk_deck_copy (decks[p]);
  save->n_players = n_players;
  save->seed = seed;
  return save;
}

void
dk_save_free (DkSave *save)
{
  if (save == NULL)
    return;
  g_free (save->file);
  g_clear_pointer (&save->ruleset, dk_ruleset_unref);
  g_clear_pointer (&save->db, dk_card_db_unref);
  for (guint p = 0; p < DK_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&save->decks[p], dk_deck_free);
      g_free (save->seats[p].agent);
    }
  g_array_unref (save->choices);
  g_free (save);
}

/* --- what a game holds ------------------------------------------------------ */

/**
 * dk_save_count_decisions:
 * @game: a game that keeps its record of choices
 *
 * Returns: how many decisions players made in @game so far: the choices of
 *   its record that the engine did not take itself
 */
guint
dk_save_count_decisions (const DkGame *g)
{
  guint n = 0;

  g_return_val_if_fail (g != NULL, 0);
  for (guint i = 0; i < g->choices.len; i++)
    if (!VEC_AT (g->choices, DkChoice, i).automatic)
      n++;
  return n;
}

/* The text form of a recorded option, each card as ID#N. */
static char *
choice_text (const DkGame *g, const DkOption *o)
{
  GString *s = g_string_new (dk_rules_verb_name (g->rules, o->verb));

  for (guint i = 0; i < o->n_args; i++)
    {
      gint32 v = o->args[i];

      g_string_append_c (s, ' ');
      switch (DK_OPTION_ARG_KIND (o, i))
        {
        case DK_ARG_CARD:
          if (v >= 0 && (guint) v < g->n_cards && dk_game_card_def (g, v) != NULL)
            g_string_append_printf (s, "%s#%u", dk_game_card_def (g, v)->id, g->cards[v].copy_no);
          else
            g_string_append (s, "none");
          break;
        case DK_ARG_INT:
          g_string_append_printf (s, "%d", v);
          break;
        case DK_ARG_WORD:
          g_string_append (s, dk_rules_verb_name (g->rules, (guint) v));
          break;
        case DK_ARG_NAME:
          g_string_append (s, dk_game_name_def (g, v) ? dk_game_name_def (g, v)->id : "none");
          break;
        }
    }
  return g_string_free (s, FALSE);
}

/**
 * dk_save_record:
 * @save: a save
 * @game: the game of @save (dk_save_new() or dk_save_new_game()), keeping
 *   its record of choices
 *
 * Replaces the decisions of @save by those made in @game so far and, when
 * @game is over, records its result: the save becomes a replay.
 */
void
dk_save_record (DkSave *save, const DkGame *g)
{
  g_return_if_fail (save != NULL && g != NULL);
  g_return_if_fail (dk_game_get_choice_record (g));

  g_array_set_size (save->choices, 0);
  for (guint i = 0; i < g->choices.len; i++)
    {
      const DkChoice *c = &VEC_AT (g->choices, DkChoice, i);
      SaveChoice sc = { 0 };

      if (c->automatic)
        continue;
      sc.text = choice_text (g, &c->option);
      sc.player = c->player;
      g_array_append_val (save->choices, sc);
    }
  save->has_result = dk_game_is_over (g);
  save->winner = save->has_result ? dk_game_winner (g) : -1;
  save->turn = save->has_result ? dk_game_turn (g) : 0;
  save->reason = save->has_result ? dk_game_end_reason (g) : DK_END_NONE;
  save->result_line = 0;
}

/**
 * dk_save_set_seat:
 * @save: a save
 * @player: a seat, from 0
 * @agent: (nullable): the computer player there, as dk_agent_new_for_spec()
 *   names it; %NULL for a person
 * @rng: (nullable): the computer player's random state now, so that a game
 *   resumed goes on as it would have
 */
void
dk_save_set_seat (DkSave *save, guint player, const char *agent, const DkRng *rng)
{
  char *copy;

  g_return_if_fail (save != NULL && player < save->n_players);
  copy = g_strdup (agent); /* @agent may be the seat's own string */
  g_free (save->seats[player].agent);
  save->seats[player].agent = copy;
  save->seats[player].has_rng = agent != NULL && rng != NULL;
  if (save->seats[player].has_rng)
    save->seats[player].rng = *rng;
}

/**
 * dk_save_get_seat:
 * @save: a save
 * @player: a seat, from 0
 * @out_rng: (out) (optional): the computer player's random state, when
 *   recorded; else it is left alone
 *
 * Returns: (nullable): the computer player at the seat, as
 *   dk_agent_new_for_spec() names it; %NULL for a person
 */
const char *
dk_save_get_seat (const DkSave *save, guint player, DkRng *out_rng)
{
  g_return_val_if_fail (save != NULL && player < save->n_players, NULL);

  if (out_rng != NULL && save->seats[player].has_rng)
    *out_rng = save->seats[player].rng;
  return save->seats[player].agent;
}

const char *
dk_save_get_file (const DkSave *save)
{
  return save->file;
}

const DkRuleset *
dk_save_get_ruleset (const DkSave *save)
{
  return save->ruleset;
}

DkCardDb *
dk_save_get_db (const DkSave *save)
{
  return save->db;
}

const DkDeck *
dk_save_get_deck (const DkSave *save, guint player)
{
  g_return_val_if_fail (player < save->n_players, NULL);
  return save->decks[player];
}

guint
dk_save_n_players (const DkSave *save)
{
  return save->n_players;
}

guint64
dk_save_get_seed (const DkSave *save)
{
  return save->seed;
}

guint
dk_save_n_choices (const DkSave *save)
{
  return save->choices->len;
}

/**
 * dk_save_get_choice:
 * @save: a save
 * @index: which decision, from 0
 * @out_player: (out) (optional): who made it, from 0
 *
 * Returns: the decision's action, each card written `ID#N`
 */
const char *
dk_save_get_choice (const DkSave *save, guint index, gint *out_player)
{
  const SaveChoice *c;

  g_return_val_if_fail (index < save->choices->len, NULL);
  c = &g_array_index (save->choices, SaveChoice, index);
  if (out_player != NULL)
    *out_player = c->player;
  return c->text;
}

/**
 * dk_save_get_result:
 * @save: a save
 * @out_winner: (out) (optional): the winner from 0, -1 for a draw
 * @out_turn: (out) (optional): the turn the game ended in
 * @out_reason: (out) (optional): why it ended
 *
 * Returns: whether @save is a replay (holds the result of a finished game)
 */
gboolean
dk_save_get_result (const DkSave *save, gint *out_winner, gint32 *out_turn, DkEndReason *out_reason)
{
  if (out_winner != NULL)
    *out_winner = save->winner;
  if (out_turn != NULL)
    *out_turn = save->turn;
  if (out_reason != NULL)
    *out_reason = save->reason;
  return save->has_result;
}

/* --- writing -------------------------------------------------------------- */

/* Free text (a name, a path) on one line: `\\`, `\n`, `\r` and `\xHH`. */
static void
append_escaped (GString *out, const char *text)
{
  for (const guchar *p = (const guchar *) text; *p != '\0'; p++)
    {
      if (*p == '\\')
        g_string_append (out, "\\\\");
      else if (*p == '\n')
        g_string_append (out, "\\n");
      else if (*p == '\r')
        g_string_append (out, "\\r");
      else if (*p < 0x20 || *p == 0x7f)
        g_string_append_printf (out, "\\x%02x", *p);
      else
        g_string_append_c (out, (char) *p);
    }
}

static void
append_rng (GString *out, const DkRng *rng)
{
  for (guint i = 0; i < G_N_ELEMENTS (rng->s); i++)
    g_string_append_printf (out, "%08" G_GINT32_MODIFIER "x", rng->s[i]);
}

/**
 * dk_save_to_string:
 * @save: a save
 *
 * Returns: (transfer full): the file dk_save_write() writes
 */
char *
dk_save_to_string (const DkSave *save)
{
  const DkRules *rules = dk_ruleset_get_rules (save->ruleset);
  const DkModule *module = dk_rules_get_module (rules);
  GString *s = g_string_new (NULL);
  const guint8 *phases;
  guint n_phases;

  g_return_val_if_fail (save != NULL, NULL);

  g_string_append_printf (s, "%s %d\n", SAVE_MAGIC, DK_SAVE_FORMAT_VERSION);
  g_string_append (s, "# A game of duelkit: `duelkit play --resume FILE` goes on with it,\n"
                      "# `duelkit replay FILE` shows it (docs/saves.md).\n");
  g_string_append_printf (s, "game %s\n", module->id);
  g_string_append (s, "ruleset ");
  append_escaped (s, dk_ruleset_get_id (save->ruleset));
  g_string_append_c (s, '\n');
  if (dk_ruleset_get_file (save->ruleset) != NULL)
    {
      g_string_append (s, "ruleset-file ");
      append_escaped (s, dk_ruleset_get_file (save->ruleset));
      g_string_append_c (s, '\n');
    }
  for (guint i = 0; i < module->n_params; i++)
    g_string_append_printf (s, "param %s %" G_GINT64_FORMAT "\n", module->params[i].name,
                            dk_ruleset_get (save->ruleset, i));
  phases = dk_ruleset_get_phase_order (save->ruleset, &n_phases);
  g_string_append (s, "phases");
  for (guint i = 0; i < n_phases; i++)
    g_string_append_printf (s, " %s", dk_rules_phase_name (rules, phases[i]));
  g_string_append_c (s, '\n');
  for (guint i = 0; i < dk_card_db_n_sets (save->db); i++)
    {
      const DkCardSetInfo *set = dk_card_db_get_set (save->db, i);

      g_string_append_printf (s, "cardset %s %s ", set->id, set->sha256);
      append_escaped (s, set->path);
      g_string_append_c (s, '\n');
    }
  g_string_append_printf (s, "players %u\n", save->n_players);
  g_string_append_printf (s, "seed %" G_GUINT64_FORMAT "\n", save->seed);
  for (guint p = 0; p < save->n_players; p++)
    {
      const DkDeck *deck = save->decks[p];
      const DkDeckEntry *e;
      guint n;

      g_string_append_printf (s, "deck %u ", p + 1);
      append_escaped (s, dk_deck_get_name (deck));
      g_string_append_c (s, '\n');
      if (dk_deck_get_file (deck) != NULL)
        {
          g_string_append_printf (s, "deck-file %u ", p + 1);
          append_escaped (s, dk_deck_get_file (deck));
          g_string_append_c (s, '\n');
        }
      if (dk_deck_get_character (deck) >= 0)
        g_string_append_printf (
            s, "character %u %s\n", p + 1,
            dk_card_db_get (save->db, (guint) dk_deck_get_character (deck))->id);
      e = dk_deck_get_entries (deck, &n);
      for (guint i = 0; i < n; i++)
        g_string_append_printf (s, "card %u %s %u\n", p + 1,
                                dk_card_db_get (save->db, e[i].def)->id, e[i].count);
    }
  for (guint p = 0; p < save->n_players; p++)
    {
      const SaveSeat *seat = &save->seats[p];

      if (seat->agent == NULL)
        {
          g_string_append_printf (s, "seat %u person\n", p + 1);
          continue;
        }
      g_string_append_printf (s, "seat %u computer %s", p + 1, seat->agent);
      if (seat->has_rng)
        {
          g_string_append_c (s, ' ');
          append_rng (s, &seat->rng);
        }
      g_string_append_c (s, '\n');
    }
  for (guint i = 0; i < save->choices->len; i++)
    {
      const SaveChoice *c = &g_array_index (save->choices, SaveChoice, i);

      g_string_append_printf (s, "choice %d %s\n", c->player + 1, c->text);
    }
  if (save->has_result)
    {
      if (save->winner >= 0)
        g_string_append_printf (s, "result %d", save->winner + 1);
      else
        g_string_append (s, "result draw");
      g_string_append_printf (s, " %d %s\n", save->turn, dk_save_end_reason_names[save->reason]);
    }
  g_string_append (s, "end\n");
  return g_string_free (s, FALSE);
}

static gboolean
write_failed (GError **error, const char *path, int saved)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: cannot write: %s", path,
               g_strerror (saved));
  return FALSE;
}

/* Write all of @data to @fd; FALSE with errno set. */
static gboolean
write_all (int fd, const char *data, gsize len)
{
  while (len > 0)
    {
      gssize n = write (fd, data, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/**
 * dk_save_write:
 * @save: a save
 * @path: the file
 * @error: return location for an error (%G_FILE_ERROR), its message
 *   "PATH: reason"
 *
 * Writes @save to @path whole or not at all: to a temporary file in the
 * same directory, flushed to the disk, then renamed over @path. Only a
 * regular file is ever replaced: a directory, a device, a FIFO or a socket
 * at @path is refused (a symbolic link is followed to the regular file it
 * names).
 *
 * Returns: %TRUE when @path holds the save
 */
gboolean
dk_save_write (const DkSave *save, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *target = NULL;
  g_autofree char *tmp = NULL;
  g_autofree char *dir = NULL;
  GStatBuf st;
  gboolean exists;
  int fd, dir_fd, saved;

  g_return_val_if_fail (save != NULL && path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  target = g_strdup (path);
  if (g_lstat (path, &st) == 0 && S_ISLNK (st.st_mode))
    {
      char *real = realpath (path, NULL);

      if (real == NULL)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                       "%s: a symbolic link to nothing: a save is written to a regular file", path);
          return FALSE;
        }
      g_free (target);
      target = g_strdup (real);
      free (real);
    }
  exists = g_stat (target, &st) == 0;
  if (!exists && errno != ENOENT)
    return write_failed (error, path, errno);
  if (exists && !S_ISREG (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR,
                   S_ISDIR (st.st_mode) ? G_FILE_ERROR_ISDIR : G_FILE_ERROR_EXIST,
                   "%s: not a regular file (%s): a save only ever replaces a regular file", path,
                   S_ISDIR (st.st_mode)    ? "a directory"
                   : S_ISCHR (st.st_mode)  ? "a device"
                   : S_ISBLK (st.st_mode)  ? "a device"
                   : S_ISFIFO (st.st_mode) ? "a FIFO"
                   : S_ISSOCK (st.st_mode) ? "a socket"
                                           : "not a file");
      return FALSE;
    }

  data = dk_save_to_string (save);
  tmp = g_strdup_printf ("%s.XXXXXX", target);
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return write_failed (error, path, errno);
  if ((exists && fchmod (fd, st.st_mode & 0777) != 0) || !write_all (fd, data, strlen (data)) ||
      fsync (fd) != 0)
    {
      saved = errno;
      close (fd);
      g_unlink (tmp);
      return write_failed (error, path, saved);
    }
  if (close (fd) != 0 || g_rename (tmp, target) != 0)
    {
      saved = errno;
      g_unlink (tmp);
      return write_failed (error, path, saved);
    }
  /* The rename itself reaches the disk with its directory. */
  dir = g_path_get_dirname (target);
  dir_fd = g_open (dir, O_RDONLY | O_CLOEXEC | O_DIRECTORY, 0);
  if (dir_fd >= 0)
    {
      fsync (dir_fd);
      close (dir_fd);
    }
  return TRUE;
}
