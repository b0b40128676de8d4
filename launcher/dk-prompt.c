/* dk-prompt.c: what a person may type at a game's prompt (dk-prompt.h).
 *
 * Everything shown comes from the deciding player's view, the move log
 * included, and card text comes from the card sets' definitions, which are
 * public: no answer tells a seat what it may not know.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-prompt.h"
#include "dk-session.h"

#include <string.h>

/* At most this many cards or topics are listed when a name is ambiguous. */
#define DK_PROMPT_MAX_LISTED 12

/* --- text helpers ---------------------------------------------------------- */

/* @text folded to lower case with its runs of blanks made one space. */
static char *
dk_prompt_fold (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean blank = FALSE;

  for (const char *c = text; *c != '\0'; c++)
    {
      if (g_ascii_isspace (*c))
        {
          blank = out->len > 0;
          continue;
        }
      if (blank)
        g_string_append_c (out, ' ');
      blank = FALSE;
      g_string_append_c (out, g_ascii_tolower (*c));
    }
  return g_string_free (out, FALSE);
}

static gboolean
dk_prompt_has_prefix_nocase (const char *text, const char *prefix)
{
  return g_ascii_strncasecmp (text, prefix, strlen (prefix)) == 0;
}

/* The edit distance of two short strings, case folded: for "did you mean". */
static guint
dk_prompt_distance (const char *a, const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  g_autofree guint *row = g_new (guint, lb + 1);

  for (gsize j = 0; j <= lb; j++)
    row[j] = (guint) j;
  for (gsize i = 1; i <= la; i++)
    {
      guint diag = row[0];

      row[0] = (guint) i;
      for (gsize j = 1; j <= lb; j++)
        {
          guint up = row[j];
          guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diag + cost);
          diag = up;
        }
    }
  return row[lb];
}

/* --- card ------------------------------------------------------------------- */

static void
dk_prompt_print_def (FILE *out, const DkRules *rules, DkTerminalShowCard show, const DkCardDef *def)
{
  if (show != NULL)
    show (out, rules, def);
  else
    fprintf (out, "%s (%s)\n", def->name, def->id);
}

/**
 * dk_prompt_show_card:
 * @out: where to write
 * @rules: the game's rules
 * @db: the game's cards
 * @show_card: (nullable): how a card is printed (NULL: its name and id)
 * @text: what the person typed after `card`
 *
 * The `card` command. A card is found in the card sets by its id or its
 * name, in any case, or by the start of either when only one card has it
 * (a copy's `#N` is ignored). A card named by its place (`?hand.2.1`, the
 * way a card the person cannot see is written) is never looked up: what
 * lies there is not theirs to know.
 */
void
dk_prompt_show_card (
    FILE *out, const DkRules *rules, DkCardDb *db, DkTerminalShowCard show_card, const char *text)
{
  g_autofree char *key = g_strstrip (g_strdup (text));
  g_autoptr (GPtrArray) matches = g_ptr_array_new ();
  guint n = dk_card_db_size (db);
  const DkCardDef *best = NULL;
  guint best_distance = G_MAXUINT;
  char *hash;

  if (*key == '\0')
    {
      fprintf (out, "`card` needs a card name or id: `card NAME` or `card ID`, as on the board.\n");
      return;
    }
  if (key[0] == '?')
    {
      fprintf (out, "%s is a card you cannot see: `card` shows a card by its name or id.\n", key);
      return;
    }
  /* "DKU1-010#2", a copy as the options write it: the card DKU1-010. */
  if ((hash = strchr (key, '#')) != NULL && hash != key && strspn (hash + 1, "0123456789") > 0 &&
      hash[1 + strspn (hash + 1, "0123456789")] == '\0')
    *hash = '\0';
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_card_db_get (db, i);

      if (g_ascii_strcasecmp (def->id, key) == 0)
        {
          dk_prompt_print_def (out, rules, show_card, def);
          return;
        }
    }
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_card_db_get (db, i);
      g_autofree char *name = dk_prompt_fold (def->name);
      g_autofree char *folded = dk_prompt_fold (key);

      if (strcmp (name, folded) == 0)
        {
          dk_prompt_print_def (out, rules, show_card, def);
          return;
        }
      if (g_str_has_prefix (name, folded) || dk_prompt_has_prefix_nocase (def->id, key))
        {
          gboolean same_name = FALSE;

          /* A name printed in several sets is one card to a person. */
          for (guint j = 0; j < matches->len && !same_name; j++)
            same_name =
                g_ascii_strcasecmp (((const DkCardDef *) g_ptr_array_index (matches, j))->name,
                                    def->name) == 0;
          if (!same_name)
            g_ptr_array_add (matches, (gpointer) def);
        }
    }
  if (matches->len == 1)
    {
      dk_prompt_print_def (out, rules, show_card, g_ptr_array_index (matches, 0));
      return;
    }
  if (matches->len > 1)
    {
      fprintf (out, "`card %s` could be %u cards:", key, matches->len);
      for (guint j = 0; j < matches->len && j < DK_PROMPT_MAX_LISTED; j++)
        {
          const DkCardDef *def = g_ptr_array_index (matches, j);

          fprintf (out, "%s %s (%s)", j == 0 ? "" : ",", def->name, def->id);
        }
      if (matches->len > DK_PROMPT_MAX_LISTED)
        fprintf (out, " and %u more", matches->len - DK_PROMPT_MAX_LISTED);
      fprintf (out, ". Type more of the name, or the id.\n");
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_card_db_get (db, i);
      guint d = dk_prompt_distance (key, def->name);

      if (d < best_distance)
        {
          best_distance = d;
          best = def;
        }
    }
  if (best != NULL && best_distance <= MAX (2, strlen (key) / 3))
    fprintf (out, "No card named %s (did you mean %s?)\n", key, best->name);
  else
    fprintf (out, "No card named %s: `card` takes a card's name or id, as on the board.\n", key);
}

/* --- rules ------------------------------------------------------------------ */

static void
dk_prompt_list_topics (FILE *out, const DkHelpTopic *topics)
{
  for (guint i = 0; topics[i].name != NULL; i++)
    fprintf (out, "  %-14s %s\n", topics[i].name, topics[i].title ? topics[i].title : "");
}

static void
dk_prompt_print_topic (FILE *out, const DkHelpTopic *topic)
{
  fprintf (out, "%s\n", topic->title ? topic->title : topic->name);
  if (topic->text != NULL)
    fprintf (out, "%s%s", topic->text, g_str_has_suffix (topic->text, "\n") ? "" : "\n");
}

/**
 * dk_prompt_show_rules:
 * @out: where to write
 * @topics: (nullable): the game's rules summary (DkModule.help_topics)
 * @topic: what the person typed after `rules` (may be empty)
 *
 * The `rules` command: without a topic, the list of topics; with one, the
 * topic of that name, or the only one whose name starts so, in any case.
 */
void
dk_prompt_show_rules (FILE *out, const DkHelpTopic *topics, const char *topic)
{
  g_autofree char *key = g_strstrip (g_strdup (topic));
  const DkHelpTopic *found = NULL;
  guint n_found = 0;

  if (topics == NULL || topics[0].name == NULL)
    {
      fprintf (out, "There is no rules summary for this game yet: `card NAME` shows a card's "
                    "text.\n");
      return;
    }
  if (*key == '\0')
    {
      fprintf (out, "The rules, by topic (type `rules TOPIC`; the start of a name is enough):\n");
      dk_prompt_list_topics (out, topics);
      return;
    }
  for (guint i = 0; topics[i].name != NULL; i++)
    if (g_ascii_strcasecmp (topics[i].name, key) == 0)
      {
        dk_prompt_print_topic (out, &topics[i]);
        return;
      }
  for (guint i = 0; topics[i].name != NULL; i++)
    if (dk_prompt_has_prefix_nocase (topics[i].name, key))
      {
        found = &topics[i];
        n_found++;
      }
  if (n_found == 1)
    {
      dk_prompt_print_topic (out, found);
      return;
    }
  if (n_found > 1)
    {
      gboolean first = TRUE;

      fprintf (out, "`rules %s` could be:", key);
      for (guint i = 0; topics[i].name != NULL; i++)
        if (dk_prompt_has_prefix_nocase (topics[i].name, key))
          {
            fprintf (out, "%s %s", first ? "" : ",", topics[i].name);
            first = FALSE;
          }
      fprintf (out, ". Type more of the name.\n");
      return;
    }
  fprintf (out, "No rules topic `%s`. The topics:\n", key);
  dk_prompt_list_topics (out, topics);
}

/* --- the commands ------------------------------------------------------------ */

static DkPromptResult
dk_prompt_cmd_help (const DkPrompt *p, const char *args, guint *out_choice)
{
  FILE *out = p->term->out;
  guint n;
  const DkPromptCommand *commands = dk_prompt_commands (&n);

  fprintf (out, "Type the number of an option, or its text form (the part in brackets, in any\n"
                "case), or one of these commands:\n");
  for (guint i = 0; i < n; i++)
    {
      const DkPromptCommand *c = &commands[i];
      g_autoptr (GString) head = g_string_new (c->name);

      if (c->args != NULL)
        g_string_append_printf (head, " %s", c->args);
      for (guint a = 0; c->aliases != NULL && c->aliases[a] != NULL; a++)
        g_string_append_printf (head, "%s%s", a == 0 ? " (or " : ", ", c->aliases[a]);
      if (c->aliases != NULL && c->aliases[0] != NULL)
        g_string_append_c (head, ')');
      fprintf (out, "  %-24s %s\n", head->str, c->description);
    }
  if (p->term->session == NULL)
    fprintf (out, "(`save` and `undo` need a game started by `duelkit play`.)\n");
  return DK_PROMPT_HANDLED;
}

static DkPromptResult
dk_prompt_cmd_board (const DkPrompt *p, const char *args, guint *out_choice)
{
  return DK_PROMPT_REDRAW;
}

static DkPromptResult
dk_prompt_cmd_log (const DkPrompt *p, const char *args, guint *out_choice)
{
  if (dk_game_n_choices (p->game) == 0)
    fprintf (p->term->out, "Nothing has happened yet.\n");
  else
    dk_terminal_print_log (p->term, p->game, p->player);
  return DK_PROMPT_HANDLED;
}

static DkPromptResult
dk_prompt_cmd_card (const DkPrompt *p, const char *args, guint *out_choice)
{
  dk_prompt_show_card (p->term->out, dk_game_get_rules (p->view), dk_game_get_db (p->view),
                       p->term->show_card, args);
  return DK_PROMPT_HANDLED;
}

static DkPromptResult
dk_prompt_cmd_rules (const DkPrompt *p, const char *args, guint *out_choice)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (p->view));

  dk_prompt_show_rules (p->term->out, module->help_topics, args);
  return DK_PROMPT_HANDLED;
}

static DkPromptResult
dk_prompt_cmd_save (const DkPrompt *p, const char *args, guint *out_choice)
{
  FILE *out = p->term->out;
  g_autoptr (GError) error = NULL;

  if (p->term->session == NULL)
    {
      fprintf (out, "This game cannot be saved: only a game started by `duelkit play` can.\n");
      return DK_PROMPT_HANDLED;
    }
  if (*args == '\0')
    {
      fprintf (out, "`save` needs a file name: `save FILE` writes the game there.\n");
      return DK_PROMPT_HANDLED;
    }
  if (dk_session_save (p->term->session, args, &error))
    fprintf (out, "Saved to %s: `duelkit play --resume %s` goes on from here.\n", args, args);
  else
    fprintf (out, "Not saved: %s\n", error->message);
  return DK_PROMPT_HANDLED;
}

static DkPromptResult
dk_prompt_cmd_undo (const DkPrompt *p, const char *args, guint *out_choice)
{
  FILE *out = p->term->out;
  g_autoptr (GError) error = NULL;
  guint undone = 0;

  if (p->term->session == NULL)
    {
      fprintf (out, "This game keeps no record to undo: only a game started by `duelkit play` "
                    "does.\n");
      return DK_PROMPT_HANDLED;
    }
  if (!dk_session_undo (p->term->session, &undone, &error))
    {
      fprintf (out, "%s\n", error->message);
      return DK_PROMPT_HANDLED;
    }
  fprintf (out, "Taken back: %u decision%s.\n", undone, undone == 1 ? "" : "s");
  return DK_PROMPT_UNDONE;
}

static DkPromptResult
dk_prompt_cmd_quit (const DkPrompt *p, const char *args, guint *out_choice)
{
  FILE *out = p->term->out;
  g_autofree char *answer = NULL;
  g_autofree char *folded = NULL;

  if (dk_game_is_over (p->game))
    return DK_PROMPT_QUIT;
  answer = dk_prompt_read (p->term, "Leave the game? (y/n) ", NULL);
  /* The end of the input leaves: nobody is left to answer. */
  if (answer == NULL)
    {
      fputc ('\n', out);
      return DK_PROMPT_QUIT;
    }
  folded = dk_prompt_fold (answer);
  if (strcmp (folded, "y") == 0 || strcmp (folded, "yes") == 0)
    return DK_PROMPT_QUIT;
  fprintf (out, "The game goes on%s.\n",
           strcmp (folded, "n") == 0 || strcmp (folded, "no") == 0 || *folded == '\0'
               ? ""
               : " (answer y to leave)");
  return DK_PROMPT_HANDLED;
}

static const char *const dk_prompt_help_aliases[] = { "?", NULL };
static const char *const dk_prompt_log_aliases[] = { "history", NULL };
static const char *const dk_prompt_rules_aliases[] = { "rule", NULL };
static const char *const dk_prompt_quit_aliases[] = { "exit", NULL };

static const DkPromptCommand dk_prompt_table[] = {
  { "board", NULL, NULL, "show the board and the options again", dk_prompt_cmd_board },
  { "card", NULL, "NAME-OR-ID", "a card's text, by its name or id (the start is enough)",
    dk_prompt_cmd_card },
  { "help", dk_prompt_help_aliases, NULL, "these commands", dk_prompt_cmd_help },
  { "log", dk_prompt_log_aliases, NULL, "what has happened so far, as you saw it",
    dk_prompt_cmd_log },
  { "rules", dk_prompt_rules_aliases, "[TOPIC]",
    "the game's rules in short: the topics, or one topic", dk_prompt_cmd_rules },
  { "save", NULL, "FILE", "save the game: `duelkit play --resume FILE` goes on with it",
    dk_prompt_cmd_save },
  { "undo", NULL, NULL, "take back your last decision (hotseat, or against the computer at easy)",
    dk_prompt_cmd_undo },
  { "quit", dk_prompt_quit_aliases, NULL, "leave the game (asks first)", dk_prompt_cmd_quit },
};

/**
 * dk_prompt_commands:
 * @n_commands: (out): how many
 *
 * Returns: (transfer none): the commands of the prompt
 */
const DkPromptCommand *
dk_prompt_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (dk_prompt_table);
  return dk_prompt_table;
}

/**
 * dk_prompt_find_command:
 * @word: a command's name or alias, in any case
 *
 * Returns: (transfer none) (nullable): the command
 */
const DkPromptCommand *
dk_prompt_find_command (const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (dk_prompt_table); i++)
    {
      const DkPromptCommand *c = &dk_prompt_table[i];

      if (g_ascii_strcasecmp (c->name, word) == 0)
        return c;
      for (guint a = 0; c->aliases != NULL && c->aliases[a] != NULL; a++)
        if (g_ascii_strcasecmp (c->aliases[a], word) == 0)
          return c;
    }
  return NULL;
}

/**
 * dk_prompt_command:
 * @prompt: the prompt
 * @line: a line typed
 * @out_choice: (out): the option, for %DK_PROMPT_CHOSE
 *
 * Runs @line if its first word is a command.
 *
 * Returns: what the command did; %DK_PROMPT_NOT_A_COMMAND when it is none
 */
DkPromptResult
dk_prompt_command (const DkPrompt *prompt, const char *line, guint *out_choice)
{
  g_autofree char *text = g_strstrip (g_strdup (line));
  char *rest = text;
  const DkPromptCommand *command;

  while (*rest != '\0' && !g_ascii_isspace (*rest))
    rest++;
  if (*rest != '\0')
    *rest++ = '\0';
  command = dk_prompt_find_command (text);
  if (command == NULL)
    return DK_PROMPT_NOT_A_COMMAND;
  return command->handler (prompt, g_strstrip (rest), out_choice);
}

/* --- an option ---------------------------------------------------------------- */

/* The option whose text form or label is @text, in any case. */
static gboolean
dk_prompt_find_option_nocase (const DkGame *view, const char *text, guint *out_choice)
{
  const DkDecision *d = dk_game_decision (view);
  g_autofree char *folded = dk_prompt_fold (text);

  for (guint i = 0; i < d->n_options; i++)
    {
      g_autofree char *form = dk_game_option_to_string (view, &d->options[i]);
      g_autofree char *label = dk_game_option_label (view, &d->options[i]);
      g_autofree char *form_folded = dk_prompt_fold (form);
      g_autofree char *label_folded = label ? dk_prompt_fold (label) : NULL;

      if (strcmp (form_folded, folded) == 0 || g_strcmp0 (label_folded, folded) == 0)
        {
          *out_choice = i;
          return TRUE;
        }
    }
  return FALSE;
}

/* A line that begins with an action's word but is none of the options:
 * why, and which options have that word. */
static void
dk_prompt_refuse_action (const DkPrompt *p, const char *verb, const char *why)
{
  FILE *out = p->term->out;
  const DkDecision *d = dk_game_decision (p->view);
  g_autoptr (GString) alike = g_string_new (NULL);

  for (guint i = 0; i < d->n_options; i++)
    {
      g_autofree char *form = dk_game_option_to_string (p->view, &d->options[i]);
      g_autofree char *folded = dk_prompt_fold (form);

      if (g_str_has_prefix (folded, verb) &&
          (folded[strlen (verb)] == '\0' || folded[strlen (verb)] == ' '))
        g_string_append_printf (alike, "%s%u. %s", alike->len ? "; " : "", i + 1, form);
    }
  if (alike->len > 0)
    fprintf (out, "Not an option: %s. The `%s` options now: %s (type `help`)\n", why, verb,
             alike->str);
  else
    fprintf (out, "Not an option now: no option begins with `%s`: choose 1 to %u (type `help`)\n",
             verb, d->n_options);
}

/**
 * dk_prompt_run:
 * @prompt: the prompt
 * @line: the line typed
 * @out_choice: (out): the option, for %DK_PROMPT_CHOSE
 *
 * Does what @line says: an option's number, a command, or an option's
 * text form (as the options show it between brackets, or its label, in
 * any case). Anything else is refused with a message that says why and
 * what would be accepted.
 *
 * Returns: what to do next
 */
DkPromptResult
dk_prompt_run (const DkPrompt *prompt, const char *line, guint *out_choice)
{
  FILE *out = prompt->term->out;
  g_autofree char *text = g_strstrip (g_strdup (line));
  const DkDecision *d = dk_game_decision (prompt->view);
  g_autoptr (GError) error = NULL;
  g_autofree char *folded = NULL;
  DkPromptResult result;
  char *space;

  if (*text == '\0')
    return DK_PROMPT_HANDLED;
  if (strspn (text, "0123456789") == strlen (text))
    {
      guint64 n = g_ascii_strtoull (text, NULL, 10);

      if (n >= 1 && n <= d->n_options)
        {
          *out_choice = (guint) n - 1;
          return DK_PROMPT_CHOSE;
        }
      if (d->n_options == 1)
        fprintf (out, "No option %s: there is only 1.\n", text);
      else
        fprintf (out, "No option %s: choose 1 to %u.\n", text, d->n_options);
      return DK_PROMPT_HANDLED;
    }
  result = dk_prompt_command (prompt, text, out_choice);
  if (result != DK_PROMPT_NOT_A_COMMAND)
    return result;
  /* Parsed in the view: a card the person does not know is named by its
   * place only, so that trying ids tells them nothing. */
  if (dk_game_find_option (prompt->view, text, out_choice, &error))
    return DK_PROMPT_CHOSE;
  if (dk_prompt_find_option_nocase (prompt->view, text, out_choice))
    return DK_PROMPT_CHOSE;
  folded = dk_prompt_fold (text);
  if ((space = strchr (folded, ' ')) != NULL)
    *space = '\0';
  if (dk_rules_verb_index (dk_game_get_rules (prompt->view), folded) >= 0)
    {
      /* The action's word in lower case, its cards as typed: the
       * complaint is then about what follows the word. */
      const char *rest = text + strcspn (text, " \t");
      g_autofree char *again = g_strconcat (folded, rest, NULL);

      g_clear_error (&error);
      if (dk_game_find_option (prompt->view, again, out_choice, &error))
        return DK_PROMPT_CHOSE;
      dk_prompt_refuse_action (prompt, folded, error ? error->message : "no such option");
      return DK_PROMPT_HANDLED;
    }
  fprintf (out, "Unknown command `%s`: type `help` for the commands.\n", folded);
  return DK_PROMPT_HANDLED;
}

/* --- reading ----------------------------------------------------------------- */

/**
 * dk_prompt_read:
 * @term: the terminal
 * @prompt: what to show before the line
 * @words: (nullable): what the line may be completed with
 *
 * Returns: (transfer full) (nullable): the line, without its newline;
 *   NULL at the end of input
 */
char *
dk_prompt_read (const DkTerminal *term, const char *prompt, const char *const *words)
{
  if (term->read_prompt != NULL)
    return term->read_prompt (prompt, words, term->user_data);
  fputs (prompt, term->out);
  fflush (term->out);
  return term->read_line (term->user_data);
}

/* @word into @words once (@seen owns its copies of the keys). */
static void
dk_prompt_add_word (GPtrArray *words, GHashTable *seen, const char *word)
{
  if (word == NULL || *word == '\0' || g_hash_table_contains (seen, word))
    return;
  g_hash_table_add (seen, g_strdup (word));
  g_ptr_array_add (words, g_strdup (word));
}

/**
 * dk_prompt_words:
 * @prompt: the prompt
 *
 * What a line at @prompt may be completed with: the commands, the names
 * and ids of the game's cards (their text is public), and the words of the
 * options' text forms (as the player's view writes them).
 *
 * Returns: (transfer full): the words, NULL-terminated
 */
GStrv
dk_prompt_words (const DkPrompt *prompt)
{
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  DkCardDb *db = dk_game_get_db (prompt->view);
  const DkDecision *d = dk_game_decision (prompt->view);

  for (guint i = 0; i < G_N_ELEMENTS (dk_prompt_table); i++)
    dk_prompt_add_word (words, seen, dk_prompt_table[i].name);
  for (guint i = 0; d != NULL && i < d->n_options; i++)
    {
      g_autofree char *form = dk_game_option_to_string (prompt->view, &d->options[i]);
      g_auto (GStrv) parts = g_strsplit (form, " ", -1);

      dk_prompt_add_word (words, seen, form);
      for (guint j = 0; parts[j] != NULL; j++)
        dk_prompt_add_word (words, seen, parts[j]);
    }
  for (guint i = 0; i < dk_card_db_size (db); i++)
    {
      dk_prompt_add_word (words, seen, dk_card_db_get (db, i)->name);
      dk_prompt_add_word (words, seen, dk_card_db_get (db, i)->id);
    }
  g_ptr_array_add (words, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&words), FALSE);
}
