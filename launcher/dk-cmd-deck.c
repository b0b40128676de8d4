/* dk-cmd-deck.c: `duelkit deck check` (is a deck legal under a ruleset) and
 * `duelkit deck build` (a legal UFS deck for a character, from a pool of
 * card sets).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

/* --- deck check -------------------------------------------------------- */

/* Check @deck again under @ruleset with its allow-inert on: what
 * --allow-inert makes of a deck that failed only for its inert cards. */
static DkDeckStatus
dk_deck_recheck_allowing (DkDeck *deck, DkRuleset **used, GPtrArray *problems)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) allowing = dk_launcher_allow_inert (*used, &error);

  if (allowing == NULL)
    {
      g_ptr_array_add (problems, g_strdup (error->message));
      return DK_DECK_INVALID;
    }
  g_ptr_array_set_size (problems, 0);
  dk_ruleset_unref (*used);
  *used = g_steal_pointer (&allowing);
  return dk_deck_check (deck, *used, problems) ? DK_DECK_LEGAL : DK_DECK_ILLEGAL;
}

static int
dk_deck_check_one (const char *path, DkRuleset *ruleset, char **sets, gboolean allow_inert)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (DkRuleset) used = NULL;
  g_autoptr (DkDeck) deck = NULL;
  g_auto (GStrv) all_sets = NULL;
  g_autofree char *game = NULL;
  DkDeckStatus status;

  /* The card sets of --data-dir are those of the deck's game. */
  if (ruleset != NULL)
    game = g_strdup (dk_rules_get_id (dk_ruleset_get_rules (ruleset)));
  else if (strcmp (path, "-") != 0)
    game = dk_file_get_game (path, NULL);
  all_sets = game != NULL ? dk_launcher_card_sets (game, sets) : g_strdupv (sets);

  status =
      dk_deck_check_file (path, ruleset, (const char *const *) all_sets, &used, &deck, problems);
  if (allow_inert && status == DK_DECK_ILLEGAL)
    {
      status = dk_deck_recheck_allowing (deck, &used, problems);
      if (status == DK_DECK_LEGAL)
        dk_launcher_note_inert (used, &deck, 1);
    }
  switch (status)
    {
    case DK_DECK_LEGAL:
      printf ("%s: legal under %s%s (%u cards)\n", path, dk_ruleset_get_id (used),
              allow_inert && dk_rules_param_index (dk_ruleset_get_rules (used), "allow-inert") >= 0
                  ? " with allow-inert"
                  : "",
              dk_deck_count (deck) + (dk_deck_get_character (deck) >= 0 ? 1 : 0));
      return DK_EXIT_OK;
    case DK_DECK_ILLEGAL:
      printf ("%s: illegal under %s\n", path, dk_ruleset_get_id (used));
      for (guint i = 0; i < problems->len; i++)
        printf ("  %s\n", (const char *) g_ptr_array_index (problems, i));
      return DK_EXIT_FAILED;
    case DK_DECK_INVALID:
    default:
      dk_launcher_print_problems (problems);
      return DK_EXIT_USAGE;
    }
}

/* Each --data-dir folder, or FALSE with a message. */
static gboolean
dk_deck_add_dirs (char **dirs)
{
  for (guint i = 0; dirs != NULL && dirs[i] != NULL; i++)
    {
      if (!g_file_test (dirs[i], G_FILE_TEST_IS_DIR))
        {
          dk_launcher_error ("--data-dir %s: no such folder", dirs[i]);
          return FALSE;
        }
      dk_launcher_add_card_dir (dirs[i]);
    }
  return TRUE;
}

static int
dk_deck_check_main (int argc, char **argv)
{
  g_autofree char *ruleset_id = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;
  g_auto (GStrv) sets = NULL;
  g_auto (GStrv) dirs = NULL;
  gboolean allow_inert = FALSE;
  GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset_id,
      "Check under RULESET, an id or a .ruleset file (default: the one the deck names, else the "
      "game's standard)",
      "ID" },
    { "cards", 'c', 0, G_OPTION_ARG_FILENAME_ARRAY, &sets, "Also load this card set (repeatable)",
      "FILE" },
    { "data-dir", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &dirs,
      "Also load every card set in DIR (DIR/*.xml; repeatable)", "DIR" },
    { "allow-inert", 0, 0, G_OPTION_ARG_NONE, &allow_inert,
      "Accept cards with a printed ability that has no effect the engine can run (it does "
      "nothing)",
      NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("check FILE... - is a deck legal");
  int status = DK_EXIT_OK;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "Each problem is printed as FILE:LINE: message, all of them at once.\n"
               "FILE - reads standard input.\n"
               "Exit status: 0 every deck is legal, 1 one is illegal, 2 bad input.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc < 3 || strcmp (argv[1], "check") != 0)
    {
      dk_launcher_error ("usage: duelkit deck check FILE... [--ruleset ID] [--data-dir DIR]");
      return DK_EXIT_USAGE;
    }
  if (!dk_deck_add_dirs (dirs))
    return DK_EXIT_USAGE;
  if (ruleset_id != NULL)
    {
      g_autoptr (GError) error = NULL;

      ruleset = dk_launcher_find_ruleset (ruleset_id, &error);
      if (ruleset == NULL)
        {
          dk_launcher_error ("--ruleset %s: %s", ruleset_id, error->message);
          return DK_EXIT_USAGE;
        }
    }
  for (int i = 2; i < argc; i++)
    {
      int one = dk_deck_check_one (argv[i], ruleset, sets, allow_inert);

      status = MAX (status, one);
    }
  return status;
}

/* --- deck build -------------------------------------------------------- */

/* What the builder knows of the UFS cards: indices found once by name. */
typedef struct
{
  const DkRules *rules;
  DkCardDb *db;
  gint type_character, type_attack, type_foundation, type_action, type_asset;
  gint stat_resources, stat_control, stat_difficulty, stat_version, stat_deck_limit;
  const char *const *symbols;
  gint64 max_copies;
  guint64 seed;
  DkRuleset *probe; /* the ruleset with a deck of any size legal */
  DkRuleset *ruleset;
  guint need;           /* the cards of a deck besides its character */
  gboolean allow_inert; /* cards that are not fully executable may be chosen */
} DkBuild;

/* The kinds of card a deck is balanced by. */
enum
{
  DK_BUILD_ATTACKS,
  DK_BUILD_FOUNDATIONS,
  DK_BUILD_OTHERS, /* actions and assets */
  DK_BUILD_N_KINDS
};

static const char *const dk_build_kind_names[] = { "attacks", "foundations", "actions and assets" };

typedef struct
{
  const DkCardDef *def;
  gint kind;
  gint32 score;
  guint32 tie; /* from the seed: the order of cards of equal score */
  guint most;  /* the copies it may have */
} DkCandidate;

static gint32
dk_build_stat (const DkBuild *b, const DkCardDef *def, gint stat)
{
  return stat >= 0 ? def->stats[stat] : 0;
}

static gboolean
dk_build_stat_present (const DkCardDef *def, gint stat)
{
  return stat >= 0 && (def->present & (G_GUINT64_CONSTANT (1) << stat)) != 0;
}

/* May a deck of @character hold @def at all, as the game's own deck rules
 * say? One copy of it with the character, checked under @b's probe
 * ruleset (any deck size): a card that is not fully executable, or that
 * the rules refuse for any other reason, has a problem there. */
static gboolean
dk_build_allowed (const DkBuild *b, const DkCardDef *character, const DkCardDef *def)
{
  g_autoptr (DkDeck) deck = dk_deck_new ("probe");
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  dk_deck_set_db (deck, b->db);
  dk_deck_set_character (deck, character->index);
  if (def != NULL)
    dk_deck_add (deck, def->index, 1);
  return dk_deck_check (deck, b->probe, problems);
}

/* I.3.2: may a deck of @character hold @def, as far as Only says? */
static gboolean
dk_build_only_allows (const DkCardDef *def, const DkCardDef *character)
{
  const DkKeyword *only = dk_card_def_get_keyword (def, "Only");
  const char *names;
  g_auto (GStrv) list = NULL;

  if (only == NULL)
    return TRUE;
  names = dk_keyword_get_attr (only, "character");
  if (names == NULL)
    return TRUE;
  list = g_strsplit (names, "|", -1);
  for (guint i = 0; list[i] != NULL; i++)
    if (g_ascii_strcasecmp (g_strstrip (list[i]), character->name) == 0)
      return TRUE;
  return FALSE;
}

/* The symbol bit of "infinity", which grants every symbol (B.6.6.2.2). */
static guint32
dk_build_symbols (const DkBuild *b, const DkCardDef *def)
{
  guint32 m = (guint32) dk_build_stat (b, def, b->stat_resources);

  for (guint i = 0; b->symbols != NULL && b->symbols[i] != NULL && i < 31; i++)
    if (strcmp (b->symbols[i], "infinity") == 0 && (m & (1u << i)))
      m = G_MAXUINT32 >> 1;
  return m;
}

static gint
dk_build_kind (const DkBuild *b, const DkCardDef *def)
{
  if (def->type == b->type_attack)
    return DK_BUILD_ATTACKS;
  if (def->type == b->type_foundation)
    return DK_BUILD_FOUNDATIONS;
  if (def->type == b->type_action || def->type == b->type_asset)
    return DK_BUILD_OTHERS;
  return -1;
}

static gint
dk_candidate_compare (gconstpointer pa, gconstpointer pb)
{
  const DkCandidate *a = pa, *b = pb;

  if (a->score != b->score)
    return a->score > b->score ? -1 : 1;
  if (a->tie != b->tie)
    return a->tie < b->tie ? -1 : 1;
  return strcmp (a->def->id, b->def->id);
}

/* The character named @what among the pool's characters: an id, a name,
 * or NAME+VERSION. NULL with a message. */
static const DkCardDef *
dk_build_find_character (const DkBuild *b, guint first, const char *what)
{
  g_autofree char *name = g_strdup (what);
  const DkCardDef *found = NULL;
  g_autoptr (GString) versions = g_string_new (NULL);
  gint64 version = -1;
  char *plus = strrchr (name, '+');
  guint matches = 0;
  const DkCardDef *by_id = dk_card_db_lookup (b->db, what);

  if (by_id != NULL && by_id->type == b->type_character && by_id->index >= first)
    return by_id;
  if (plus != NULL && plus[1] != '\0' && strspn (plus + 1, "0123456789") == strlen (plus + 1))
    {
      version = g_ascii_strtoll (plus + 1, NULL, 10);
      *plus = '\0';
    }
  g_strstrip (name);
  for (guint i = first; i < dk_card_db_size (b->db); i++)
    {
      const DkCardDef *def = dk_card_db_get (b->db, i);
      gint32 v;

      if (def->type != b->type_character || g_ascii_strcasecmp (def->name, name) != 0)
        continue;
      v = dk_build_stat (b, def, b->stat_version);
      if (version >= 0 && v != version)
        continue;
      /* The same character printed again (another set) is the same card:
       * the first is taken. */
      if (found != NULL && dk_build_stat (b, found, b->stat_version) == v)
        continue;
      g_string_append_printf (versions, "%s%s+%d (%s)", versions->len > 0 ? ", " : "", def->name, v,
                              def->id);
      if (found == NULL)
        found = def;
      matches++;
    }
  if (found == NULL)
    {
      dk_launcher_error ("deck build: no character \"%s\" in the card sets given", what);
      return NULL;
    }
  if (matches > 1)
    {
      dk_launcher_error ("deck build: \"%s\" is %u characters: %s; name one as NAME+VERSION or by "
                         "its id",
                         what, matches, versions->str);
      return NULL;
    }
  return found;
}

/* The cards of the pool a deck of @character may hold with the symbol
 * @symbol (a bit), scored; @allowed caches by definition whether the deck
 * rules allow the card (-1: not asked yet); @inert (nullable) counts by kind
 * those they refuse (not fully executable). */
static GArray *
dk_build_candidates (const DkBuild *b,
                     guint first,
                     const DkCardDef *character,
                     guint32 symbol,
                     gint8 *allowed,
                     guint *inert)
{
  GArray *cands = g_array_new (FALSE, TRUE, sizeof (DkCandidate));

  for (guint i = first; i < dk_card_db_size (b->db); i++)
    {
      const DkCardDef *def = dk_card_db_get (b->db, i);
      gint kind = dk_build_kind (b, def);
      DkCandidate c = { def, kind, 0, 0, 0 };
      gint64 most = b->max_copies;

      if (kind < 0 || !(dk_build_symbols (b, def) & symbol))
        continue;
      if (!dk_build_only_allows (def, character))
        continue;
      /* Asked once a card, whichever symbols are tried. */
      if (allowed[i] < 0)
        allowed[i] = dk_build_allowed (b, character, def) ? 1 : 0;
      if (!allowed[i])
        {
          if (inert != NULL)
            inert[kind]++;
          continue;
        }
      if (dk_build_stat_present (def, b->stat_deck_limit))
        most = dk_build_stat (b, def, b->stat_deck_limit);
      if (dk_card_def_get_keyword (def, "Unique") != NULL)
        most = MIN (most, 1);
      if (most <= 0)
        continue;
      c.most = (guint) MIN (most, 100);
      /* Cheap to play, good to check with: low difficulty, high control. */
      c.score =
          2 * dk_build_stat (b, def, b->stat_control) - dk_build_stat (b, def, b->stat_difficulty);
      c.tie = g_str_hash (def->id) ^ (guint32) (b->seed * 2654435761u) ^ (guint32) (b->seed >> 32);
      g_array_append_val (cands, c);
    }
  g_array_sort (cands, dk_candidate_compare);
  return cands;
}

/* Choose the copies: each kind up to its target in score order, then
 * whatever is left in score order, until the deck holds @need cards.
 * Copies are counted by name (A.2.2), the character's included. Returns
 * how many were chosen; @counts gets each candidate's copies. */
static guint
dk_build_choose (const DkCardDef *character,
                 GArray *cands,
                 const guint *targets,
                 guint need,
                 guint *counts,
                 guint *by_kind)
{
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  guint total = 0;

  g_hash_table_insert (names, (gpointer) character->name, GUINT_TO_POINTER (1));
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < cands->len && total < need; i++)
      {
        const DkCandidate *c = &g_array_index (cands, DkCandidate, i);
        guint have = GPOINTER_TO_UINT (g_hash_table_lookup (names, c->def->name));
        guint room = c->most > have ? c->most - have : 0;
        guint want;

        if (pass == 0)
          want = targets[c->kind] > by_kind[c->kind] ? targets[c->kind] - by_kind[c->kind] : 0;
        else
          want = need - total;
        want = MIN (MIN (want, room), need - total);
        if (want == 0)
          continue;
        counts[i] += want;
        by_kind[c->kind] += want;
        total += want;
        g_hash_table_insert (names, (gpointer) c->def->name, GUINT_TO_POINTER (have + want));
      }
  return total;
}

static void
dk_xml_escape_into (GString *out, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append (out, escaped);
}

/* Build the deck of @character and write it to @out_path (NULL or "-":
 * standard output): an exit status. */
static int
dk_build_one (const DkBuild *b,
              guint first,
              const DkCardDef *character,
              const char *symbol_name,
              const char *out_path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) cands = NULL;
  g_autoptr (GString) xml = NULL;
  g_autoptr (DkDeck) deck = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree guint *counts = NULL;
  guint chosen;
  guint32 mine, symbol = 0;
  gint symbol_index = -1;
  guint by_kind[DK_BUILD_N_KINDS] = { 0 };
  guint targets[DK_BUILD_N_KINDS];
  g_autofree gint8 *allowed = g_malloc (MAX (dk_card_db_size (b->db), 1));

  memset (allowed, -1, MAX (dk_card_db_size (b->db), 1));
  /* A character the rules refuse alone (not fully executable, a hand
   * size below 1) has no legal deck. */
  if (!dk_build_allowed (b, character, NULL))
    {
      g_autoptr (DkDeck) alone = dk_deck_new (character->name);
      g_autoptr (GPtrArray) why = g_ptr_array_new_with_free_func (g_free);

      dk_deck_set_db (alone, b->db);
      dk_deck_set_character (alone, character->index);
      dk_deck_check (alone, b->probe, why);
      fprintf (stderr,
               "duelkit: deck build: no legal deck for %s (%s): the character itself "
               "is refused:\n",
               character->name, character->id);
      for (guint i = 0; i < why->len; i++)
        fprintf (stderr, "  %s\n", (const char *) g_ptr_array_index (why, i));
      return DK_EXIT_FAILED;
    }
  mine = dk_build_symbols (b, character);

  if (symbol_name != NULL)
    {
      for (guint i = 0; b->symbols != NULL && b->symbols[i] != NULL; i++)
        if (g_ascii_strcasecmp (b->symbols[i], symbol_name) == 0)
          symbol_index = (gint) i;
      if (symbol_index < 0 || !(mine & (1u << symbol_index)))
        {
          dk_launcher_error ("--symbol %s: not a resource symbol of %s (%s)", symbol_name,
                             character->name, character->id);
          return DK_EXIT_USAGE;
        }
    }
  else
    {
      /* The symbol with the most copies to choose from; the first on a tie. */
      guint best = 0;

      for (guint i = 0; b->symbols != NULL && b->symbols[i] != NULL && i < 31; i++)
        {
          g_autoptr (GArray) some = NULL;
          guint n = 0;

          if (!(mine & (1u << i)))
            continue;
          some = dk_build_candidates (b, first, character, 1u << i, allowed, NULL);
          for (guint j = 0; j < some->len; j++)
            n += g_array_index (some, DkCandidate, j).most;
          if (symbol_index < 0 || n > best)
            {
              symbol_index = (gint) i;
              best = n;
            }
        }
      if (symbol_index < 0)
        {
          fprintf (stderr,
                   "duelkit: deck build: %s (%s) has no resource symbol: no card can be played "
                   "with it (E.4.1.2)\n",
                   character->name, character->id);
          return DK_EXIT_FAILED;
        }
    }
  symbol = 1u << symbol_index;

  {
    guint inert[DK_BUILD_N_KINDS] = { 0 };
    guint available[DK_BUILD_N_KINDS] = { 0 };

    cands = dk_build_candidates (b, first, character, symbol, allowed, inert);
    counts = g_new0 (guint, MAX (cands->len, 1));
    /* 24 attacks and 16 foundations of a 60-card deck, scaled to others. */
    targets[DK_BUILD_ATTACKS] = (b->need * 24 + 29) / 59;
    targets[DK_BUILD_FOUNDATIONS] = (b->need * 16 + 29) / 59;
    targets[DK_BUILD_OTHERS] = b->need - MIN (b->need, targets[0] + targets[1]);
    chosen = dk_build_choose (character, cands, targets, b->need, counts, by_kind);
    if (chosen < b->need)
      {
        for (guint i = 0; i < cands->len; i++)
          {
            const DkCandidate *c = &g_array_index (cands, DkCandidate, i);

            available[c->kind] += c->most;
          }
        fprintf (stderr,
                 "duelkit: deck build: no legal deck for %s (%s) with {%s}: %u cards can be "
                 "chosen, a deck needs %u besides its character. Playable cards with {%s}: ",
                 character->name, character->id, b->symbols[symbol_index], chosen, b->need,
                 b->symbols[symbol_index]);
        for (guint k = 0; k < DK_BUILD_N_KINDS; k++)
          {
            guint kinds = 0;

            for (guint i = 0; i < cands->len; i++)
              kinds += g_array_index (cands, DkCandidate, i).kind == (gint) k;
            fprintf (stderr, "%s%u %s (%u copies)", k > 0 ? ", " : "", kinds,
                     dk_build_kind_names[k], available[k]);
          }
        fprintf (
            stderr,
            "; left out by the deck rules (not fully executable): %u attacks, %u foundations, %u "
            "actions and assets\n",
            inert[0], inert[1], inert[2]);
        return DK_EXIT_FAILED;
      }
  }

  /* The deck, checked as `deck check` will check it. */
  deck = dk_deck_new (character->name);
  dk_deck_set_db (deck, b->db);
  dk_deck_set_character (deck, character->index);
  for (guint i = 0; i < cands->len; i++)
    if (counts[i] > 0)
      dk_deck_add (deck, g_array_index (cands, DkCandidate, i).def->index, counts[i]);
  if (!dk_deck_check (deck, b->ruleset, problems))
    {
      fprintf (stderr, "duelkit: deck build: the deck made for %s (%s) is not legal:\n",
               character->name, character->id);
      for (guint i = 0; i < problems->len; i++)
        fprintf (stderr, "  %s\n", (const char *) g_ptr_array_index (problems, i));
      return DK_EXIT_FAILED;
    }

  xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (xml,
                          "<!-- Built by `duelkit deck build` (seed %" G_GINT64_FORMAT
                          "): %u attacks, %u foundations, %u actions and assets. -->\n",
                          (gint64) b->seed, by_kind[0], by_kind[1], by_kind[2]);
  if (b->allow_inert)
    g_string_append (xml, "<!-- Cards that are not fully executable may be in it: it is legal only "
                          "where inert cards are allowed (the allow-inert option of play, "
                          "simulate and deck check). -->\n");
  g_string_append (xml, "<deck game=\"ufs\" name=\"");
  dk_xml_escape_into (xml, character->name);
  g_string_append_printf (xml, " — %s\" character=\"", b->symbols[symbol_index]);
  dk_xml_escape_into (xml, character->id);
  g_string_append (xml, "\">\n");
  for (guint i = 0; i < cands->len; i++)
    if (counts[i] > 0)
      {
        g_string_append (xml, "  <card ref=\"");
        dk_xml_escape_into (xml, g_array_index (cands, DkCandidate, i).def->id);
        g_string_append_printf (xml, "\" count=\"%u\"/>\n", counts[i]);
      }
  g_string_append (xml, "</deck>\n");

  if (out_path != NULL && strcmp (out_path, "-") != 0)
    {
      if (!dk_file_write (out_path, xml->str, xml->len, &error))
        {
          dk_launcher_error ("%s", error->message);
          return DK_EXIT_WRITE;
        }
    }
  else
    fputs (xml->str, stdout);
  fprintf (stderr,
           "duelkit: deck build: %s (%s), {%s}: %u attacks, %u foundations, %u actions "
           "and assets\n",
           character->name, character->id, b->symbols[symbol_index], by_kind[0], by_kind[1],
           by_kind[2]);
  return DK_EXIT_OK;
}

/* --all: a deck for every character of the pool, DIR/ID.deck in @out_dir;
 * a line a character on stderr, the count on stdout. */
static int
dk_build_all (const DkBuild *b, guint first, const char *out_dir)
{
  guint characters = 0, built = 0;

  if (g_mkdir_with_parents (out_dir, 0755) != 0)
    {
      dk_launcher_error ("-o %s: cannot make the folder: %s", out_dir, g_strerror (errno));
      return DK_EXIT_WRITE;
    }
  for (guint i = first; i < dk_card_db_size (b->db); i++)
    {
      const DkCardDef *def = dk_card_db_get (b->db, i);
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      int status;

      if (def->type != b->type_character)
        continue;
      characters++;
      name = g_strdup_printf ("%s.deck", def->id);
      path = g_build_filename (out_dir, name, NULL);
      status = dk_build_one (b, first, def, NULL, path);
      if (status == DK_EXIT_OK)
        built++;
      else if (status != DK_EXIT_FAILED)
        return status;
    }
  printf ("%u characters, %u with a legal deck of %s, %u without\n", characters, built,
          b->allow_inert ? "cards (inert ones allowed)" : "fully executable cards",
          characters - built);
  return DK_EXIT_OK;
}
static int
dk_deck_build_main (int argc, char **argv)
{
  g_autofree char *from = NULL;
  g_autofree char *symbol_name = NULL;
  g_autofree char *out_path = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ruleset_id = NULL;
  gboolean all = FALSE;
  gboolean allow_inert = FALSE;
  GOptionEntry entries[] = {
    { "allow-inert", 0, 0, G_OPTION_ARG_NONE, &allow_inert,
      "Also choose cards with a printed ability that has no effect the engine can run (the deck "
      "is then legal with --allow-inert only)",
      NULL },
    { "all", 0, 0, G_OPTION_ARG_NONE, &all,
      "A deck for every character of the pool, written to the folder -o names (DIR/ID.deck)",
      NULL },
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &from, "The pool: every card set in DIR (DIR/*.xml)",
      "DIR" },
    { "symbol", 0, 0, G_OPTION_ARG_STRING, &symbol_name,
      "Build around this resource symbol of the character (default: the one with the most "
      "playable cards)",
      "S" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out_path,
      "Write the deck to FILE (default: standard output)", "FILE" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "Order cards of equal score by this number (default 0)", "N" },
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset_id,
      "Build for RULESET (default: the game's standard)", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new ("build CHARACTER --from DIR - a legal UFS deck for a character");
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) ruleset = NULL;
  g_autoptr (DkRuleset) probe = NULL;
  g_autoptr (DkCardDb) db = NULL;
  g_auto (GStrv) sets = NULL;
  const DkModule *module;
  DkBuild b = { 0 };
  gint64 seed = 0;
  guint first;
  gint size_min, size_exact, copies;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "Builds a deck of the standard rules for the character named (its id, its name,\n"
               "or NAME+VERSION) from the fully executable cards of the card sets in DIR:\n"
               "cards that have the chosen resource symbol of the character, Only cards of\n"
               "that character and no other's, at most 4 copies a name (or the card's\n"
               "deck-limit; Unique: 1). Aim: 24 attacks, 16 foundations, the rest actions\n"
               "and assets, each kind taken by score (2 x control - difficulty, then the\n"
               "seed), then any kind to fill. `deck check --data-dir DIR` accepts the deck.\n"
               "Exit status: 0 a deck was written, 1 no legal deck can be made, 2 bad input.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc != (all ? 2 : 3) || from == NULL || (all && (out_path == NULL || symbol_name != NULL)))
    {
      dk_launcher_error ("usage: duelkit deck build CHARACTER --from DIR [--symbol S] [-o FILE] "
                         "[--seed N] | deck build --all --from DIR -o FOLDER");
      return DK_EXIT_USAGE;
    }
  if (seed_text != NULL && !dk_launcher_int_option ("--seed", seed_text, 0, G_MAXINT64, &seed))
    return DK_EXIT_USAGE;
  if (!g_file_test (from, G_FILE_TEST_IS_DIR))
    {
      dk_launcher_error ("--from %s: no such folder", from);
      return DK_EXIT_USAGE;
    }

  if (ruleset_id != NULL)
    ruleset = dk_launcher_find_ruleset (ruleset_id, &error);
  else
    {
      const DkRules *ufs = dk_rules_get ("ufs", &error);

      ruleset = ufs != NULL ? dk_launcher_standard_ruleset (ufs) : NULL;
    }
  if (ruleset != NULL && allow_inert)
    {
      DkRuleset *allowing = dk_launcher_allow_inert (ruleset, &error);

      dk_ruleset_unref (ruleset);
      ruleset = allowing;
    }
  if (ruleset == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  b.rules = dk_ruleset_get_rules (ruleset);
  module = dk_rules_get_module (b.rules);
  if (strcmp (module->id, "ufs") != 0)
    {
      dk_launcher_error ("deck build makes UFS decks, not decks of %s", module->id);
      return DK_EXIT_USAGE;
    }

  /* The shipped cards, then the pool: the pool's cards are the ones from
   * @first on. */
  db = dk_card_db_new_default (b.rules, &error);
  if (db == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  first = dk_card_db_size (db);
  dk_launcher_add_card_dir (from);
  sets = dk_launcher_card_sets (module->id, NULL);
  for (guint i = 0; sets[i] != NULL; i++)
    if (!dk_card_db_load_file (db, sets[i], &error))
      {
        dk_launcher_error ("%s", error->message);
        return DK_EXIT_USAGE;
      }
  if (sets[0] == NULL)
    {
      dk_launcher_error ("--from %s: no UFS card set there", from);
      return DK_EXIT_USAGE;
    }

  b.db = db;
  b.type_character = dk_rules_card_type_index (b.rules, "character");
  b.type_attack = dk_rules_card_type_index (b.rules, "attack");
  b.type_foundation = dk_rules_card_type_index (b.rules, "foundation");
  b.type_action = dk_rules_card_type_index (b.rules, "action");
  b.type_asset = dk_rules_card_type_index (b.rules, "asset");
  b.stat_resources = dk_rules_stat_index (b.rules, "resources");
  b.stat_control = dk_rules_stat_index (b.rules, "control");
  b.stat_difficulty = dk_rules_stat_index (b.rules, "difficulty");
  b.stat_version = dk_rules_stat_index (b.rules, "version");
  b.stat_deck_limit = dk_rules_stat_index (b.rules, "deck-limit");
  b.symbols = b.stat_resources >= 0 ? module->stats[b.stat_resources].values : NULL;
  size_min = dk_rules_param_index (b.rules, "deck-size-min");
  size_exact = dk_rules_param_index (b.rules, "deck-size-exact");
  copies = dk_rules_param_index (b.rules, "max-copies");
  b.max_copies = copies >= 0 ? dk_ruleset_get (ruleset, (guint) copies) : 4;
  b.seed = (guint64) seed;
  b.ruleset = ruleset;
  b.allow_inert = allow_inert;
  probe = dk_ruleset_new_variant (ruleset, "deck-size-min", 1, &error);
  b.probe = probe;
  if (probe == NULL)
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  b.need = size_exact >= 0 && dk_ruleset_get (ruleset, (guint) size_exact) > 0
               ? (guint) dk_ruleset_get (ruleset, (guint) size_exact)
               : (guint) (size_min >= 0 ? dk_ruleset_get (ruleset, (guint) size_min) : 60);
  /* A.2.1: the character is one of them. */
  b.need = b.need > 0 ? b.need - 1 : 0;

  if (!all)
    {
      const DkCardDef *character = dk_build_find_character (&b, first, argv[2]);

      if (character == NULL)
        return DK_EXIT_USAGE;
      return dk_build_one (&b, first, character, symbol_name, out_path);
    }
  return dk_build_all (&b, first, out_path);
}

int
dk_cmd_deck (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "check") == 0)
    return dk_deck_check_main (argc, argv);
  if (argc >= 2 && strcmp (argv[1], "build") == 0)
    return dk_deck_build_main (argc, argv);
  /* `deck --help`, or options before the verb: the check's parser says. */
  if (argc >= 2 && argv[1][0] == '-')
    return dk_deck_check_main (argc, argv);
  dk_launcher_error ("usage: duelkit deck check FILE... | deck build CHARACTER --from DIR");
  return DK_EXIT_USAGE;
}
