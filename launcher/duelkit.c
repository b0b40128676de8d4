/* duelkit.c: the `duelkit` program: global options and subcommands.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-games.h"

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
  { "games", dk_cmd_games, "list the games (rule modules)" },
  { "rulesets", dk_cmd_rulesets,
    "list the rulesets; `rulesets describe GAME|RULESET` lists parameters" },
  { "cards", dk_cmd_cards, "`cards list` the cards of a game or set; `cards show ID` one card" },
  { "deck", dk_cmd_deck, "`deck check FILE...`: is a deck legal under a ruleset" },
  { "validate", dk_cmd_validate, "check card sets, decks, rulesets and scenarios" },
  { "scenario", dk_cmd_scenario, "run scenario files" },
  { "bench", dk_cmd_bench, "how fast the engine plays: games, decisions and copies per second" },
};

void
dk_launcher_error (const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "duelkit: %s\n", text);
}

void
dk_launcher_print_problems (GPtrArray *problems)
{
  for (guint i = 0; problems != NULL && i < problems->len; i++)
    dk_launcher_error ("%s", (const char *) g_ptr_array_index (problems, i));
}

gboolean
dk_launcher_parse (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("duelkit %s", (*argv)[0]);

  /* The usage line reads "duelkit SUBCOMMAND [OPTION…] ...". */
  g_set_prgname (prgname);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      dk_launcher_error ("%s (see `%s --help`)", error->message, prgname);
      return FALSE;
    }
  return TRUE;
}

gboolean
dk_launcher_int_option (const char *name, const char *value, gint64 min, gint64 max, gint64 *out)
{
  const char *p = *value == '-' ? value + 1 : value;
  gboolean digits = *p != '\0';
  gint64 v = 0;

  /* Decimal digits only: no spaces, no '+', no 0x, no 1e3. */
  for (; *p != '\0' && digits; p++)
    digits = g_ascii_isdigit (*p);
  if (!digits)
    {
      dk_launcher_error ("%s: \"%s\" is not a whole number (%" G_GINT64_FORMAT
                         " to %" G_GINT64_FORMAT ")",
                         name, value, min, max);
      return FALSE;
    }
  /* Digits beyond 64 bits are out of range all the same. */
  if (!g_ascii_string_to_signed (value, 10, min, max, &v, NULL))
    {
      dk_launcher_error ("%s: %s is out of range (%" G_GINT64_FORMAT " to %" G_GINT64_FORMAT ")",
                         name, value, min, max);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

DkRuleset *
dk_launcher_find_ruleset (const char *id_or_path, GError **error)
{
  if (g_str_has_suffix (id_or_path, ".ruleset"))
    return dk_ruleset_load_file (id_or_path, error);
  return dk_ruleset_find (id_or_path, error);
}

DkRuleset *
dk_launcher_standard_ruleset (const DkRules *rules)
{
  g_autofree char *id = g_strdup_printf ("%s-standard", dk_rules_get_id (rules));
  DkRuleset *ruleset = dk_ruleset_find (id, NULL);

  if (ruleset != NULL && dk_ruleset_get_rules (ruleset) == rules)
    return ruleset;
  g_clear_pointer (&ruleset, dk_ruleset_unref);
  return dk_ruleset_new_default (rules);
}

DkCardDb *
dk_launcher_card_db (const DkRules *rules, char **extra_sets, GError **error)
{
  g_autoptr (DkCardDb) db = dk_card_db_new_default (rules, error);

  if (db == NULL)
    return NULL;
  for (guint i = 0; extra_sets != NULL && extra_sets[i] != NULL; i++)
    if (!dk_card_db_load_file (db, extra_sets[i], error))
      return NULL;
  return g_steal_pointer (&db);
}

static gint
dk_compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

GPtrArray *
dk_launcher_find_decks (const char *game)
{
  g_autoptr (GPtrArray) dirs = dk_data_dirs ();
  GPtrArray *decks = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; dirs != NULL && i < dirs->len; i++)
    {
      g_autofree char *path = g_build_filename (g_ptr_array_index (dirs, i), "cards", game, NULL);
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      guint first = decks->len;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".deck"))
          g_ptr_array_add (decks, g_build_filename (path, name, NULL));
      /* The first data directory that has decks wins: the others would
       * only repeat them (source tree and installed copy). */
      if (decks->len > first)
        break;
    }
  g_ptr_array_sort (decks, dk_compare_strings);
  return decks;
}

/* A stat's printed value as the card XML writes it. */
static void
dk_format_stat (const DkStatSpec *spec, gint32 value, GString *out)
{
  switch (spec->type)
    {
    case DK_STAT_ENUM:
      {
        guint n = spec->values ? g_strv_length ((char **) spec->values) : 0;

        if (value >= 0 && (guint) value < n)
          g_string_append (out, spec->values[value]);
        else
          g_string_append_printf (out, "%d", value);
      }
      break;
    case DK_STAT_FLAGS:
      for (guint i = 0; spec->values != NULL && spec->values[i] != NULL && i < 31; i++)
        if (value & (1 << i))
          g_string_append_printf (out, "%s%s",
                                  out->len > 0 && out->str[out->len - 1] != ' ' ? " " : "",
                                  spec->values[i]);
      break;
    case DK_STAT_STRING:
      g_string_append (out, g_quark_to_string ((GQuark) value) ? g_quark_to_string ((GQuark) value)
                                                               : "");
      break;
    case DK_STAT_BOOL:
      g_string_append (out, value ? "true" : "false");
      break;
    case DK_STAT_INT:
    default:
      g_string_append_printf (out, "%d", value);
      break;
    }
}

void
dk_launcher_print_card (FILE *out, const DkRules *rules, const DkCardDef *def)
{
  const DkModule *module = dk_rules_get_module (rules);
  const char *type = "?";

  if (def->type >= 0 && module->card_types != NULL &&
      (guint) def->type < g_strv_length ((char **) module->card_types))
    type = module->card_types[def->type];
  fprintf (out, "%s  %s\n", def->id, def->name);
  fprintf (out, "  game: %s   type: %s   set: %s   (%s:%u)\n", module->id, type,
           def->set_id ? def->set_id : "", def->file ? def->file : "", def->line);
  for (guint i = 0; i < module->n_stats && i < 64; i++)
    {
      g_autoptr (GString) value = g_string_new (NULL);

      if (!(def->present & (G_GUINT64_CONSTANT (1) << i)))
        continue;
      dk_format_stat (&module->stats[i], def->stats[i], value);
      fprintf (out, "  %s: %s\n", module->stats[i].name, value->str);
    }
  for (guint i = 0; i < def->n_keywords; i++)
    {
      const DkKeyword *k = &def->keywords[i];

      fprintf (out, "  keyword: %s", k->name);
      if (k->rating >= 0)
        fprintf (out, " %d", k->rating);
      for (guint j = 0; j < k->n_attrs; j++)
        fprintf (out, " %s=%s", k->attrs[j].name, k->attrs[j].value);
      fputc ('\n', out);
    }
  for (guint i = 0; i < def->n_abilities; i++)
    fprintf (out, "  ability %u: %s\n", i + 1,
             def->abilities[i].text ? def->abilities[i].text : "(no text)");
  if (def->text != NULL)
    fprintf (out, "  text: %s\n", def->text);
  if (def->flavor != NULL)
    fprintf (out, "  flavor: %s\n", def->flavor);
}

static void
dk_print_usage (FILE *out)
{
  fprintf (out, "Usage:\n  duelkit [--module-dir DIR] [--data-dir DIR] COMMAND [OPTION…]\n\n");
  fprintf (out, "With no command, opens the interactive launcher (on a terminal).\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (dk_commands); i++)
    fprintf (out, "  %-10s %s\n", dk_commands[i].name, dk_commands[i].summary);
  fprintf (out, "\nGlobal options:\n"
                "  --module-dir DIR   also load rule modules from DIR (or $DUELKIT_MODULE_DIR)\n"
                "  --data-dir DIR     look for rulesets, card sets and decks in DIR first\n"
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
    g_setenv ("DUELKIT_DATA_DIR", data_dir, TRUE);

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
