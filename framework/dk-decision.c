/* dk-decision.c: decisions: offering options, deduplicating them, their text forms.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

#include <string.h>

/* --- decisions ------------------------------------------------------------------------- */

/**
 * dk_game_record_automatic:
 * @game: a running game
 * @player: who would decide
 * @kind: the decision kind
 * @option: the one legal option
 *
 * For a procedure that knows a decision would have one legal option: takes
 * @option for @player without posting the decision, and records it as the
 * engine records a decision left with one option (event `choice`,
 * `automatic` true), so that the log and the record are the same as if it
 * had been posted. dk_game_answer() returns @option.
 */
void
(dk_game_record_automatic) (DkGame *g, guint player, guint kind, const DkOption *option)
{
  g_return_if_fail (g->status == DK_STATUS_RUNNING);
  g_return_if_fail (player < g->n_players);
  g->decision.player = (gint) player;
  g->decision.kind = kind;
  g->answer = *option;
  g->has_answer = TRUE;
  dk_game_record_choice (g, &g->answer, TRUE);
}

/**
 * dk_game_decide:
 * @game: a game
 * @player: who decides
 * @kind: the decision kind
 *
 * Begins a decision; add its options with dk_game_offer(), then return
 * %DK_STEP_WAIT from the procedure.
 */
void
(dk_game_decide) (DkGame *g, guint player, guint kind)
{
  g_return_if_fail (player < g->n_players);
  g->options.len = 0;
  g->decision.player = (gint) player;
  g->decision.kind = kind;
  g->decision.n_options = 0;
  g->has_answer = FALSE;
  g->status = DK_STATUS_DECIDING;
}

DkOption *
(dk_game_offer) (DkGame *g, guint16 verb, guint16 tag)
{
  DkOption *o;

  g_return_val_if_fail (g->status == DK_STATUS_DECIDING, NULL);
  g_return_val_if_fail (verb < g->rules->n_verbs && g->rules->verbs[verb] != NULL, NULL);
  o = vec_push (&g->options, sizeof (DkOption));
  /* The array may have moved (a copy's options lie in its block until
   * the first offer). */
  g->decision.options = g->options.data;
  o->verb = verb;
  o->tag = tag;
  return o;
}

/* The arguments added from now on form a set: their order does not matter. */
void
dk_option_mark_set (DkOption *o)
{
  o->set_from = (guint8) (o->n_args + 1);
}

guint
dk_game_n_offered (const DkGame *g)
{
  return g->options.len;
}

gboolean
dk_game_option_equal (const DkOption *a, const DkOption *b)
{
  return a->verb == b->verb && a->n_args == b->n_args && a->kinds == b->kinds && a->tag == b->tag &&
         a->set_from == b->set_from && memcmp (a->args, b->args, a->n_args * sizeof (gint32)) == 0;
}

/* Two cards nobody could tell apart: same definition, zone and state.
 * Cards the decider does not know are told apart by their places: merging
 * them would tell the decider that they are the same card. */
static gboolean
cards_interchangeable (const DkGame *g, gint32 a, gint32 b)
{
  const DkCard *x = &g->cards[a];
  const DkCard *y = &g->cards[b];

  if (g->decision.player >= 0 && !(x->known & (1u << g->decision.player)))
    return FALSE;
  return x->def == y->def && x->zone == y->zone && x->flags == y->flags && x->known == y->known &&
         x->controller == y->controller && x->attached_to == y->attached_to &&
         memcmp (x->vars, y->vars, sizeof x->vars) == 0 && !dk_game_card_has_modifier (g, a) &&
         !dk_game_card_has_modifier (g, b);
}

static gboolean
options_interchangeable (const DkGame *g, const DkOption *a, const DkOption *b)
{
  if (a->verb != b->verb || a->n_args != b->n_args || a->kinds != b->kinds || a->tag != b->tag)
    return FALSE;
  for (guint i = 0; i < a->n_args; i++)
    {
      if (a->args[i] == b->args[i])
        continue;
      if (DK_OPTION_ARG_KIND (a, i) != DK_ARG_CARD || a->args[i] < 0 || b->args[i] < 0 ||
          !cards_interchangeable (g, a->args[i], b->args[i]))
        return FALSE;
    }
  return TRUE;
}

/* A key that options_interchangeable() options share: of everything it
 * compares but the arguments, and of the first argument (a card's
 * definition only). Most options of a decision differ in these; the few
 * that do not are told apart by options_interchangeable(). */
static inline guint32
option_key (const DkGame *g, const DkOption *o)
{
  guint32 h = ((guint32) o->verb | (guint32) o->tag << 16) ^ o->kinds * 0x9e3779b1u ^
              (guint32) o->n_args << 27;

  if (o->n_args > 0)
    {
      gint32 a = o->args[0];

      if (DK_OPTION_ARG_KIND (o, 0) == DK_ARG_CARD && a >= 0)
        a = g->cards[a].def;
      h ^= (guint32) a * 0x85ebca6bu;
    }
  return h ^ (h >> 15);
}

/* An option the same as an earlier one but for copies nobody could tell
 * apart is the same choice: keep the first (spec/actions.md). A new option
 * is compared only with the kept ones of the same key: those of two or
 * three options in a row, those of more through a small open-addressing table
 * (with linear probing and nothing ever removed, all the kept options of
 * one key lie in the run of slots from its own to the first empty one).
 * Either way the options kept are the same as if each were compared with
 * every kept option. */
void
dk_game_dedupe_options (DkGame *g)
{
  DkOption *o = g->options.data;
  guint len = g->options.len;
  guint32 keys[256];
  guint16 table[512]; /* a kept option's index + 1; 0: empty */
  guint mask = 15;
  guint n = 0;

  if (len > G_N_ELEMENTS (keys))
    {
      /* Too many for the table: compare with every option kept. */
      for (guint i = 0; i < len; i++)
        {
          gboolean dup = FALSE;

          for (guint j = 0; j < n && !dup; j++)
            dup = options_interchangeable (g, &o[j], &o[i]);
          if (dup)
            continue;
          if (n != i)
            o[n] = o[i];
          n++;
        }
      g->options.len = n;
      return;
    }
  if (len <= 3)
    {
      for (guint i = 0; i < len; i++)
        {
          guint32 key = option_key (g, &o[i]);
          gboolean dup = FALSE;

          for (guint j = 0; j < n && !dup; j++)
            dup = keys[j] == key && options_interchangeable (g, &o[j], &o[i]);
          if (dup)
            continue;
          keys[n] = key;
          /* Until the first duplicate, each option stays where it is. */
          if (n != i)
            o[n] = o[i];
          n++;
        }
      g->options.len = n;
      return;
    }
  /* At most half full. */
  while (mask + 1 < 2 * len)
    mask = mask * 2 + 1;
  /* The first 16 slots, all that up to 8 options (most decisions) use, in
   * a size the compiler knows: two stores rather than a string instruction
   * that takes longer to start. */
  memset (table, 0, 16 * sizeof table[0]);
  if (mask > 15)
    memset (table + 16, 0, (mask + 1 - 16) * sizeof table[0]);
  for (guint i = 0; i < len; i++)
    {
      guint32 key = option_key (g, &o[i]);
      guint slot = key & mask;
      gboolean dup = FALSE;

      for (; table[slot] != 0 && !dup; slot = (slot + 1) & mask)
        {
          guint j = table[slot] - 1u;

          dup = keys[j] == key && options_interchangeable (g, &o[j], &o[i]);
        }
      if (dup)
        continue;
      keys[n] = key;
      table[slot] = (guint16) (n + 1);
      if (n != i)
        o[n] = o[i];
      n++;
    }
  g->options.len = n;
}

/**
 * dk_game_option_label:
 * @game: a game
 * @option: an option
 *
 * Returns: (transfer full): what a person reads: the module's label, or the
 *   text form with card names
 */
char *
dk_game_option_label (const DkGame *g, const DkOption *o)
{
  GString *s;

  if (g->module->option_label)
    return g->module->option_label (g, o);
  s = g_string_new (dk_rules_verb_name (g->rules, o->verb));
  for (guint i = 0; i < o->n_args; i++)
    {
      gint32 v = o->args[i];
      const DkCardDef *def;

      g_string_append_c (s, ' ');
      switch (DK_OPTION_ARG_KIND (o, i))
        {
        case DK_ARG_CARD:
          def = v >= 0 && (guint) v < g->n_cards ? dk_game_card_def (g, v) : NULL;
          if (def)
            g_string_append_printf (s, "%s (%s)", def->name, def->id);
          else if (v >= 0 && (guint) v < g->n_cards)
            g_string_append (s, "a hidden card");
          else
            g_string_append (s, "?");
          break;
        case DK_ARG_INT:
          g_string_append_printf (s, "%d", v);
          break;
        case DK_ARG_WORD:
          g_string_append (s, dk_rules_verb_name (g->rules, (guint) v));
          break;
        case DK_ARG_NAME:
          def = dk_game_name_def (g, v);
          g_string_append_printf (s, "%s (%s)", def ? def->name : "?", def ? def->id : "?");
          break;
        }
    }
  return g_string_free (s, FALSE);
}

/* One parsed argument of an action text. */
typedef struct
{
  const char *id; /* a card id, or NULL */
  guint copy_no;  /* 0: any copy */
  gint32 card;    /* a card named by its place, or DK_NO_CARD */
  gint32 number;
  gboolean is_number;
  gint word;
} ParsedArg;

static gboolean
arg_matches (const DkGame *g, const DkOption *o, guint i, const ParsedArg *p)
{
  gint32 v = o->args[i];

  switch (DK_OPTION_ARG_KIND (o, i))
    {
    case DK_ARG_CARD:
      {
        const DkCardDef *def;

        if (p->card != DK_NO_CARD)
          return v == p->card;
        if (p->id == NULL || v < 0 || (guint) v >= g->n_cards)
          return FALSE;
        def = dk_game_card_def (g, v);
        return def && strcmp (def->id, p->id) == 0 &&
               (p->copy_no == 0 || p->copy_no == g->cards[v].copy_no);
      }
    case DK_ARG_INT:
      return p->is_number && p->number == v;
    case DK_ARG_WORD:
      return p->word == v;
    case DK_ARG_NAME:
      {
        /* any card id of the database bearing that name (K.5.5): names are
         * interned, one string each */
        const DkCardDef *named = dk_game_name_def (g, v);
        const DkCardDef *def = p->id ? dk_card_db_lookup (g->db, p->id) : NULL;

        return named != NULL && def != NULL && def->name == named->name;
      }
    }
  return FALSE;
}

static gboolean
option_matches (const DkGame *g, const DkOption *o, const ParsedArg *args, guint n_args)
{
  guint set_start = o->set_from ? o->set_from - 1u : o->n_args;
  gboolean used[DK_OPTION_MAX_ARGS] = { FALSE };

  if (o->n_args != n_args)
    return FALSE;
  for (guint i = 0; i < MIN (set_start, n_args); i++)
    if (!arg_matches (g, o, i, &args[i]))
      return FALSE;
  /* The set part: each given argument matches a different one, any order. */
  for (guint i = set_start; i < n_args; i++)
    {
      gboolean found = FALSE;

      for (guint j = set_start; j < o->n_args && !found; j++)
        if (!used[j] && arg_matches (g, o, j, &args[i]))
          used[j] = found = TRUE;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* `?ZONE.PLAYER.N` (see dk_game_append_place()): the card, or DK_NO_CARD with
 * @error set. */
static gint32
parse_place (const DkGame *g, const char *word, GError **error)
{
  const char *dot2 = strrchr (word, '.');
  const char *dot1 = NULL;
  g_autofree char *zone_name = NULL;
  g_autofree char *player_text = NULL;
  gint32 player, n;
  gint kind;
  guint zone;

  for (const char *p = word + 1; dot2 != NULL && p < dot2; p++)
    if (*p == '.')
      dot1 = p;
  if (dot1 == NULL || dot1 == word + 1)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE,
                   "bad card place \"%s\" (write ?ZONE.PLAYER.N)", word);
      return DK_NO_CARD;
    }
  zone_name = g_strndup (word + 1, (gsize) (dot1 - word - 1));
  player_text = g_strndup (dot1 + 1, (gsize) (dot2 - dot1 - 1));
  kind = dk_rules_zone_index (g->rules, zone_name);
  if (kind < 0 || !dk_xml_parse_int (player_text, &player) || !dk_xml_parse_int (dot2 + 1, &n))
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE,
                   "bad card place \"%s\" (write ?ZONE.PLAYER.N)", word);
      return DK_NO_CARD;
    }
  if (player < 1 || (guint) player > g->n_players)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "no player %d in \"%s\"", player,
                   word);
      return DK_NO_CARD;
    }
  zone = (guint) kind * g->n_players + (guint) (player - 1);
  if (n < 1 || (guint) n > zone_size_of (g, zone))
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE,
                   "\"%s\": player %d's %s holds %u card%s", word, player, zone_name,
                   zone_size_of (g, zone), zone_size_of (g, zone) == 1 ? "" : "s");
      return DK_NO_CARD;
    }
  return g->zone_cards[g->zone_start[zone + 1] - (guint) n];
}

/**
 * dk_game_find_option:
 * @game: a game waiting for a decision
 * @text: an action's text form
 * @out_index: (out) (optional): the index of the option it names
 * @error: return location for an error
 *
 * Parses an action, or only checks that it names a legal option when
 * @out_index is %NULL. A plain card id takes the first option that fits;
 * `ID#N` names the N-th copy of that id; `?ZONE.PLAYER.N` names the N-th
 * card from the top of a player's zone, whichever card it is. In a view
 * (dk_game_view()), a card the viewer does not know is named only by its
 * place.
 *
 * Returns: %FALSE if @text names no legal option
 */
gboolean
dk_game_find_option (const DkGame *g, const char *text, guint *out_index, GError **error)
{
  g_auto (GStrv) words = NULL;
  ParsedArg args[DK_OPTION_MAX_ARGS];
  guint n_words, n_args;
  gint verb;

  if (g->status != DK_STATUS_DECIDING)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER, "the game is over");
      return FALSE;
    }
  words = g_strsplit_set (text, " \t\r\n", -1);
  {
    /* Drop the empty words that runs of blanks leave. */
    guint j = 0;

    for (guint i = 0; words[i]; i++)
      if (*words[i])
        words[j++] = words[i];
      else
        g_free (words[i]);
    words[j] = NULL;
    n_words = j;
  }
  if (n_words == 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "empty action");
      return FALSE;
    }
  verb = dk_rules_verb_index (g->rules, words[0]);
  if (verb < 0)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "unknown action \"%s\"", words[0]);
      return FALSE;
    }
  n_args = n_words - 1;
  if (n_args > DK_OPTION_MAX_ARGS)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "too many arguments in \"%s\"", text);
      return FALSE;
    }
  for (guint i = 0; i < n_args; i++)
    {
      const char *w = words[i + 1];
      const char *hash = strchr (w, '#');
      ParsedArg *p = &args[i];

      memset (p, 0, sizeof *p);
      p->card = DK_NO_CARD;
      p->word = dk_rules_verb_index (g->rules, w);
      p->is_number = dk_xml_parse_int (w, &p->number);
      if (w[0] == '?')
        {
          p->card = parse_place (g, w, error);
          if (p->card == DK_NO_CARD)
            return FALSE;
          continue;
        }
      if (hash != NULL)
        {
          gint32 n;

          if (!dk_xml_parse_int (hash + 1, &n) || n < 1)
            {
              g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE, "bad copy number in \"%s\"",
                           w);
              return FALSE;
            }
          *(char *) hash = '\0';
          p->copy_no = (guint) n;
        }
      p->id = w;
    }
  for (guint k = 0; k < g->options.len; k++)
    if (VEC_AT (g->options, DkOption, k).verb == verb &&
        option_matches (g, &VEC_AT (g->options, DkOption, k), args, n_args))
      {
        if (out_index != NULL)
          *out_index = k;
        return TRUE;
      }
  g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL,
               "\"%s\" is not a legal action for player %d now", text, g->decision.player + 1);
  return FALSE;
}

guint
dk_game_n_choices (const DkGame *g)
{
  return g->choices.len;
}

/**
 * dk_game_choice_to_string:
 * @game: a game
 * @index: which choice, from 0
 * @out_player: (out) (optional): who chose
 *
 * Returns: (transfer full): the text form of a choice already made
 */
char *
dk_game_choice_to_string (const DkGame *g, guint index, gint *out_player)
{
  const DkChoice *c;

  g_return_val_if_fail (index < g->choices.len, NULL);
  c = &VEC_AT (g->choices, DkChoice, index);
  if (out_player)
    *out_player = c->player;
  return dk_game_option_to_string (g, &c->option);
}

/**
 * dk_game_choice_to_string_for:
 * @game: a game
 * @index: which choice, from 0
 * @viewer: a player (from 0), %DK_VIEWER_SPECTATOR or %DK_VIEWER_FULL
 * @out_player: (out) (optional): who chose
 *
 * A choice as @viewer saw it made: a card they did not know when it was
 * chosen (or at the next decision after it) is written `a hidden card`,
 * without id, name or copy number: "set a hidden card".
 *
 * Returns: (transfer full): the text, for a person to read
 */
char *
dk_game_choice_to_string_for (const DkGame *g, guint index, gint viewer, gint *out_player)
{
  const DkChoice *c;
  GString *s;

  g_return_val_if_fail (index < g->choices.len, NULL);
  c = &VEC_AT (g->choices, DkChoice, index);
  if (out_player)
    *out_player = c->player;
  s = g_string_new (NULL);
  dk_game_format_option_as (g, &c->option, c->known, viewer, "a hidden card", s);
  return g_string_free (s, FALSE);
}
