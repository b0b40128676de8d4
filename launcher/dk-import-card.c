/* dk-import-card.c: one builduvs record written as a UFS card: its printed text cut
 * into abilities and each compiled (ufs-text/), the sets found, the card
 * checked field by field
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-import.h"

#include <stdlib.h>
#include <string.h>

/* --- printed abilities --------------------------------------------------------------- */

static char imp_timing (const char *s, GHashTable *characters, gboolean *colon);

/* The length of a character's name (H.3.1.5: one of @characters, up to
 * four words) or a resource symbol written as a word (H.3.1.6: "Void")
 * at @s, followed by a space and more restrictions or the timing letter;
 * 0 when there is none. */
static gsize
imp_name_restriction (const char *s, GHashTable *characters)
{
  static const char *const symbols[] = { "Air",  "Chaos", "Death", "Earth", "Evil",  "Fire",
                                         "Good", "Life",  "Order", "Void",  "Water", NULL };
  const char *end = s;
  const char *ends[4];
  guint n = 0;
  gboolean colon;

  if (!g_ascii_isupper (*s))
    return 0;
  while (n < G_N_ELEMENTS (ends) && (end = strchr (end, ' ')) != NULL)
    ends[n++] = end++;
  for (guint k = n; k > 0; k--)
    {
      gsize len = (gsize) (ends[k - 1] - s);
      g_autofree char *word = g_strndup (s, len);
      g_autofree char *lower = g_utf8_strdown (word, -1);
      const char *written = characters != NULL ? g_hash_table_lookup (characters, lower) : NULL;
      gboolean known = written != NULL && *written != '\0';

      for (guint i = 0; k == 1 && symbols[i] != NULL && !known; i++)
        known = strcmp (word, symbols[i]) == 0;
      if (known && imp_timing (s + len + 1, characters, &colon) != 0)
        return len;
    }
  return 0;
}

/* Where the ability at @s has its timing letter: after its restrictions
 * (First, Combo, Deadlock, Desperation, {symbol}, 'watermark', a
 * character's name of @characters); 0 when @s does not start with one. */
static char
imp_timing (const char *s, GHashTable *characters, gboolean *colon)
{
  static const char *const restrictions[] = { "First", "Combo", "Deadlock", "Desperation", NULL };
  const char *p = s;
  char letter;

  for (;;)
    {
      gboolean skipped = FALSE;

      for (guint i = 0; restrictions[i] != NULL; i++)
        {
          gsize len = strlen (restrictions[i]);

          if (strncmp (p, restrictions[i], len) == 0 && p[len] == ' ')
            {
              p += len + 1;
              skipped = TRUE;
            }
        }
      if ((*p == '{' || *p == '\'') && strchr (p + 1, *p == '{' ? '}' : '\'') != NULL)
        {
          const char *end = strchr (p + 1, *p == '{' ? '}' : '\'');

          if (end[1] == ' ')
            {
              p = end + 2;
              skipped = TRUE;
            }
          /* {Death}E: the symbol printed against its letter */
          else if (*p == '{' && strchr ("EFR", end[1]) != NULL && end[1] != '\0' &&
                   (end[2] == ' ' || end[2] == ':'))
            {
              p = end + 1;
              skipped = TRUE;
            }
        }
      /* "[Death] F": a symbol in brackets before the letter (H.3.1.6) */
      if (!skipped && *p == '[' && g_ascii_isupper (p[1]))
        {
          static const char *const symbols[] = { "Air",  "All",   "Chaos", "Death", "Earth",
                                                 "Evil", "Fire",  "Good",  "Life",  "Order",
                                                 "Void", "Water", NULL };

          for (guint i = 0; symbols[i] != NULL && !skipped; i++)
            {
              gsize len = strlen (symbols[i]);

              if (strncmp (p + 1, symbols[i], len) == 0 && p[len + 1] == ']' && p[len + 2] == ' ')
                {
                  p += len + 3;
                  skipped = TRUE;
                }
            }
        }
      if (!skipped)
        {
          gsize len = imp_name_restriction (p, characters);

          if (len > 0)
            {
              p += len + 1;
              skipped = TRUE;
            }
        }
      if (!skipped)
        break;
    }
  letter = *p;
  if (letter != 'E' && letter != 'F' && letter != 'R')
    return 0;
  if (p[1] == ':')
    {
      *colon = TRUE;
      return letter;
    }
  if (p[1] != ' ')
    return 0;
  *colon = strchr (p + 1, ':') != NULL;
  return letter;
}

static gboolean
imp_ends_sentence (const char *s)
{
  gsize len = strlen (s);

  return len > 0 && strchr (".!?)\"'", s[len - 1]) != NULL;
}

/* A piece of text that is only keywords ("Kick", "Stun: 2 · Throw"): the
 * keyword line, read from the keyword list, not an ability. */
static gboolean
imp_only_keywords (const char *piece)
{
  g_autoptr (GString) word = g_string_new (NULL);
  gboolean any = FALSE;

  for (const char *c = piece;; c++)
    {
      if (g_ascii_isalpha (*c))
        {
          g_string_append_c (word, *c);
          continue;
        }
      if (word->len > 0)
        {
          if (imp_find (imp_keywords, word->str, FALSE) == NULL &&
              strcmp (word->str, "Deadlock") != 0)
            return FALSE;
          any = TRUE;
          g_string_truncate (word, 0);
        }
      if (*c == '\0')
        return any;
    }
}

/* The length of the card's own keywords (@keywords, the list read) printed
 * at the start of @s before an ability ("Kick E: ...", "Slam · Stun: 1 E:
 * ..."), the space after them included: the keyword line run on with the
 * first ability; 0 when there are none. */
static gsize
imp_keyword_prefix (const char *s, const DkJson *keywords, GHashTable *characters)
{
  g_autoptr (GString) pre = g_string_new (NULL);
  gsize best = 0;
  gboolean colon;

  if (keywords == NULL || keywords->type != DK_JSON_ARRAY)
    return 0;
  for (guint i = 0; i < dk_json_len (keywords); i++)
    {
      const DkJson *k = dk_json_at (keywords, i);
      g_autofree char *kw = NULL;

      if (k->type != DK_JSON_STRING)
        break;
      kw = g_strstrip (g_strdup (k->string));
      g_string_append_printf (pre, "%s%s", i > 0 ? " · " : "", kw);
      if (strncmp (s, pre->str, pre->len) == 0 && s[pre->len] == ' ' &&
          imp_timing (s + pre->len + 1, characters, &colon) != 0)
        best = pre->len + 1;
    }
  return best;
}

/* One printed ability, typed @type by the import: compiled into its parts
 * when the grammar of ufs-text/ reads every word of it (and reads the same
 * timing), else kept as text with compiled="false" and the reason. */
static void
imp_ability (Imp *imp, const char *piece, const char *type, const UfsTextCard *card, GString *out)
{
  g_autoptr (GString) attrs = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (NULL);
  g_autofree char *reason = NULL;
  char read_type[12];
  gboolean ok = ufs_text_compile (piece, card, read_type, attrs, body, &reason);
  guint t;

  if (ok && strcmp (read_type, type) != 0)
    {
      ok = FALSE;
      reason = g_strdup_printf ("timing: read as %s, typed %s by its letter", read_type, type);
    }
  for (t = 0; imp_ability_types[t] != NULL && strcmp (imp_ability_types[t], type) != 0; t++)
    ;
  imp->card_abilities++;
  if (imp_ability_types[t] != NULL)
    imp->card_by_type[t][0]++;
  g_string_append (out, "    <ability");
  imp_attr (out, "type", type);
  imp_attr (out, "text", piece);
  if (ok)
    {
      imp->card_compiled++;
      if (imp_ability_types[t] != NULL)
        imp->card_by_type[t][1]++;
      g_string_append_printf (out, "%s>\n      %s\n    </ability>\n", attrs->str, body->str);
      return;
    }
  g_string_append (out, " compiled=\"false\"");
  imp_attr (out, "reason", reason);
  g_string_append (out, "/>\n");
  g_ptr_array_add (imp->card_reasons, g_steal_pointer (&reason));
  g_ptr_array_add (imp->card_reasons, g_strdup (piece));
}

/* The card just read is written: count how much of its text compiled. */
static void
imp_count_cover (Imp *imp, ImpSet *set, const char *card_type)
{
  gboolean executable = imp->card_bad_keywords == 0 && imp->card_compiled == imp->card_abilities;
  guint t;

  imp->cover.cards++;
  imp->cover.executable += executable;
  imp->cover.abilities += imp->card_abilities;
  imp->cover.compiled += imp->card_compiled;
  set->abilities += imp->card_abilities;
  set->compiled += imp->card_compiled;
  set->executable += executable;
  for (t = 0; imp_card_types[t] != NULL && strcmp (imp_card_types[t], card_type) != 0; t++)
    ;
  if (imp_card_types[t] != NULL)
    {
      ImpCover *c = &imp->by_card_type[t];

      c->cards++;
      c->executable += executable;
      c->abilities += imp->card_abilities;
      c->compiled += imp->card_compiled;
    }
  for (t = 0; imp_ability_types[t] != NULL; t++)
    {
      imp->by_ability_type[t].abilities += imp->card_by_type[t][0];
      imp->by_ability_type[t].compiled += imp->card_by_type[t][1];
    }
  for (guint i = 0; i < imp->card_reasons->len; i += 2)
    {
      const char *reason = g_ptr_array_index (imp->card_reasons, i);
      ImpReason *r = g_hash_table_lookup (imp->reasons, reason);

      if (r == NULL)
        {
          r = g_new0 (ImpReason, 1);
          r->reason = g_strdup (reason);
          r->example = g_strdup (g_ptr_array_index (imp->card_reasons, i + 1));
          r->card = g_strdup (imp->card);
          g_hash_table_insert (imp->reasons, r->reason, r);
        }
      r->count++;
    }
}

/* The printed abilities of @text: one a line, or apart by two spaces; a
 * line that goes on the sentence of the line before (a line break inside an
 * ability) is joined to it. */
static void
imp_abilities (Imp *imp,
               const char *text,
               const char *card_type,
               const DkJson *keywords,
               guint line,
               GString *out)
{
  UfsTextCard card = { card_type, imp->card_keywords, imp->names, imp->characters,
                       imp->card_name };
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (GPtrArray) pieces = g_ptr_array_new_with_free_func (g_free);
  gboolean joined = FALSE;

  for (guint l = 0; lines[l] != NULL; l++)
    {
      char *s = g_strstrip (lines[l]);
      gboolean first_of_line = TRUE;

      /* "Kick E: ...": the keywords read from their field, set apart */
      s += imp_keyword_prefix (s, keywords, imp->characters);

      while (*s != '\0')
        {
          char *gap = strstr (s, "  ");
          g_autofree char *piece = NULL;
          gboolean colon;

          piece = gap != NULL ? g_strndup (s, (gsize) (gap - s)) : g_strdup (s);
          s = gap != NULL ? g_strchug (gap) : s + strlen (s);
          g_strstrip (piece);
          if (*piece == '\0')
            continue;
          /* Only a line that follows a line of its own without a blank
           * one between may go on its sentence. */
          if (pieces->len > 0 && !imp_ends_sentence (g_ptr_array_index (pieces, pieces->len - 1)) &&
              imp_timing (piece, imp->characters, &colon) == 0 &&
              ((first_of_line && l > 0 && *lines[l - 1] != '\0') ||
               /* a sentence cut by two spaces goes on in lower case */
               (!first_of_line && g_ascii_islower (*piece))))
            {
              char *prev = g_ptr_array_index (pieces, pieces->len - 1);

              pieces->pdata[pieces->len - 1] = g_strdup_printf ("%s %s", prev, piece);
              g_free (prev);
              joined |= first_of_line;
            }
          else
            g_ptr_array_add (pieces, g_steal_pointer (&piece));
          first_of_line = FALSE;
        }
    }
  /* A rule sentence printed on a line of its own ("Your opponent may ...
   * to cancel this ability.", "Playable while committed.") belongs to the
   * ability before it (H.3.3). */
  for (guint i = 1; i < pieces->len; i++)
    {
      const char *piece = g_ptr_array_index (pieces, i);

      if ((g_str_has_prefix (piece, "Your opponent may ") && strstr (piece, " to cancel this ")) ||
          g_str_has_prefix (piece, "Playable while committed") ||
          g_str_has_prefix (piece, "Playable by either player") ||
          g_str_has_prefix (piece, "Only playable ") ||
          /* what the ability before did ("If they did, ...") goes on it */
          g_str_has_prefix (piece, "If they did,") || g_str_has_prefix (piece, "If you did,") ||
          g_str_has_prefix (piece, "If they do,") || g_str_has_prefix (piece, "If you do,") ||
          /* an ability granted by the one before is not the card's own */
          g_str_has_suffix (g_ptr_array_index (pieces, i - 1), "following ability:"))
        {
          char *prev = g_ptr_array_index (pieces, i - 1);

          pieces->pdata[i - 1] = g_strdup_printf ("%s %s", prev, piece);
          g_free (prev);
          g_ptr_array_remove_index (pieces, i);
          i--;
        }
    }
  /* Abilities run together on one line: one ends with its sentence, the
   * next begins with its restrictions and timing letter, then its costs up
   * to a colon. */
  for (guint i = 0; i < pieces->len; i++)
    {
      char *piece = g_ptr_array_index (pieces, i);

      for (char *c = piece; *c != '\0'; c++)
        {
          gboolean colon = FALSE;
          const char *colon_at, *stop;

          if (!(c > piece && strchr (".!", c[-1]) != NULL && *c == ' '))
            continue;
          if (imp_timing (c + 1, imp->characters, &colon) == 0 || !colon)
            continue;
          colon_at = strchr (c + 1, ':');
          stop = strchr (c + 1, '.');
          if (colon_at == NULL || (stop != NULL && stop < colon_at))
            continue;
          g_ptr_array_insert (pieces, (gint) i + 1, g_strdup (c + 1));
          *c = '\0';
          break;
        }
    }
  if (joined)
    imp_note (imp, IMP_REPAIR, "line-break-in-ability", line, "text",
              "a line break inside an ability: the lines are read as one ability");
  for (guint i = 0; i < pieces->len; i++)
    {
      const char *piece = g_ptr_array_index (pieces, i);
      gboolean colon = FALSE;
      char letter = imp_timing (piece, imp->characters, &colon);
      char type[2] = { letter, '\0' };

      if (letter == 0 && imp_only_keywords (piece))
        continue;

      if (letter != 0 && !colon)
        imp_note (imp, IMP_REPAIR, "timing-without-colon", line, "text",
                  "\"%.40s%s\": the timing letter %c has no colon after it or its cost: read as "
                  "an %c ability",
                  piece, strlen (piece) > 40 ? "…" : "", letter, letter);
      imp_ability (imp, piece, letter != 0 ? type : "continuous", &card, out);
    }
}

/* --- a card ---------------------------------------------------------------------------- */

static void
imp_skip (Imp *imp, guint line, const char *field, const char *why)
{
  if (imp->skip)
    return;
  imp->skip = TRUE;
  imp_note (imp, IMP_SKIPPED, "card-skipped", line, field, "the card is not written: %s", why);
}

static ImpSet *
imp_set_for (Imp *imp, const char *name)
{
  return g_hash_table_lookup (imp->set_by_name, name);
}

/* The first pass: the sets, by their printed name, with the codes their
 * cards give them. */
void
imp_find_sets (Imp *imp, const DkJson *pool)
{
  for (guint i = 0; i < dk_json_len (pool); i++)
    {
      const DkJson *card = dk_json_at (pool, i);
      const DkJson *name = dk_json_get (card, "extension");
      const DkJson *code = dk_json_get (card, "extension_short");
      const char *set_name = name != NULL && name->type == DK_JSON_STRING && *name->string != '\0'
                                 ? name->string
                                 : "Unknown set";
      const char *set_code = code != NULL && code->type == DK_JSON_STRING && *code->string != '\0'
                                 ? code->string
                                 : "unknown";
      ImpSet *set = imp_set_for (imp, set_name);
      guint count;

      if (card->type != DK_JSON_OBJECT)
        continue;
      if (set == NULL)
        {
          set = g_new0 (ImpSet, 1);
          set->name = g_strdup (set_name);
          set->xml = g_string_new (NULL);
          set->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          set->codes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          set->first_code = g_strdup (set_code);
          g_ptr_array_add (imp->sets, set);
          g_hash_table_insert (imp->set_by_name, set->name, set);
        }
      count = GPOINTER_TO_UINT (g_hash_table_lookup (set->codes, set_code));
      g_hash_table_replace (set->codes, g_strdup (set_code), GUINT_TO_POINTER (count + 1));
    }
  /* Each set's id: the code most of its cards give, made id-safe and
   * unique. */
  for (guint s = 0; s < imp->sets->len; s++)
    {
      ImpSet *set = g_ptr_array_index (imp->sets, s);
      const char *best = set->first_code;
      guint best_n = GPOINTER_TO_UINT (g_hash_table_lookup (set->codes, best));
      GHashTableIter iter;
      gpointer key, value;
      GString *id = g_string_new (NULL);
      g_autofree char *base = NULL;
      guint n = 1;
      gboolean taken;

      g_hash_table_iter_init (&iter, set->codes);
      while (g_hash_table_iter_next (&iter, &key, &value))
        if (GPOINTER_TO_UINT (value) > best_n ||
            (GPOINTER_TO_UINT (value) == best_n && strcmp (key, best) < 0))
          {
            best = key;
            best_n = GPOINTER_TO_UINT (value);
          }
      for (const char *c = best; *c != '\0'; c++)
        g_string_append_c (id, g_ascii_isalnum (*c) ||
                                       ((*c == '_' || *c == '-' || *c == '.') && id->len > 0)
                                   ? *c
                                   : (id->len > 0 ? '-' : 'x'));
      base = g_string_free (id, FALSE);
      set->id = g_strdup (base);
      do
        {
          taken = FALSE;
          for (guint o = 0; o < s; o++)
            if (g_ascii_strcasecmp (((ImpSet *) g_ptr_array_index (imp->sets, o))->id, set->id) ==
                0)
              taken = TRUE;
          if (taken)
            {
              g_free (set->id);
              set->id = g_strdup_printf ("%s-%u", base, ++n);
            }
        }
      while (taken);
    }
}

void
imp_card (Imp *imp, const DkJson *card, guint index)
{
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *version = NULL;
  g_autofree char *text = NULL;
  g_autofree char *id = NULL;
  const char *raw_name, *type, *set_name, *code, *s;
  const DkJson *v, *name_v;
  ImpSet *set;
  gint64 control = 0, difficulty = 0, number = 0, n;
  gboolean has_control, has_difficulty, present, has_number;
  gint64 modifier = 0, speed = 0, damage = 0, hand = 0, vitality = 0;
  gboolean has_modifier, has_speed, has_damage, has_hand, has_vitality;

  imp->cards_read++;
  imp->skip = FALSE;
  imp->card_abilities = imp->card_compiled = imp->card_bad_keywords = 0;
  memset (imp->card_by_type, 0, sizeof imp->card_by_type);
  g_ptr_array_set_size (imp->card_reasons, 0);
  imp->card_line = card->line;
  g_clear_pointer (&imp->card, g_free);
  if (card->type != DK_JSON_OBJECT)
    {
      imp->card = g_strdup_printf ("record %u", index + 1);
      imp_skip (imp, card->line, NULL, "the record is not an object");
      imp->cards_skipped++;
      return;
    }

  /* Who the card is, for every message about it. */
  name_v = dk_json_get (card, "name");
  raw_name = name_v != NULL && name_v->type == DK_JSON_STRING ? name_v->string : NULL;
  set_name = imp_string (imp, card, "extension");
  v = dk_json_get (card, "numero");
  {
    g_autofree char *num = v == NULL                   ? g_strdup ("?")
                           : v->type == DK_JSON_STRING ? g_strdup (v->string)
                                                       : g_strdup_printf ("%g", v->number);

    imp->card = g_strdup_printf ("\"%s\" (%s #%s)", raw_name ? raw_name : "",
                                 set_name ? set_name : "no set", num);
  }
  set = imp_set_for (imp, set_name != NULL && *set_name != '\0' ? set_name : "Unknown set");
  if (set_name == NULL || *set_name == '\0')
    imp_note (imp, IMP_PROBLEM, "missing-field", card->line, "extension",
              "the card has no set name: written to the set \"Unknown set\"");

  for (guint k = 0; k < dk_json_object_size (card); k++)
    if (imp_find (imp_fields, dk_json_key_at (card, k), FALSE) == NULL)
      imp_note (imp, IMP_PROBLEM, "unknown-field", dk_json_at (card, k)->line,
                dk_json_key_at (card, k), "a field the import does not know: not read");

  /* name */
  if (raw_name == NULL)
    {
      if (name_v != NULL && name_v->type != DK_JSON_NULL)
        imp_note (imp, IMP_PROBLEM, "bad-field", name_v->line, "name", "%s where text is expected",
                  imp_json_kind (name_v));
      else
        imp_note (imp, IMP_PROBLEM, "missing-field", imp_line (card, "name"), "name",
                  "the card has no name");
      imp_skip (imp, imp_line (card, "name"), "name", "a card needs a name");
    }
  else
    {
      gsize len = strlen (raw_name);
      const char *better;

      name = imp_clean_name (raw_name);
      if (*name == '\0')
        {
          imp_note (imp, IMP_PROBLEM, "empty-name", imp_line (card, "name"), "name",
                    "the name is empty");
          imp_skip (imp, imp_line (card, "name"), "name", "a card needs a name");
        }
      else
        {
          if (len > 0 && g_ascii_isspace (raw_name[len - 1]))
            imp_note (imp, IMP_REPAIR, "name-trailing-space", imp_line (card, "name"), "name",
                      "a space after the name: read as \"%s\"", name);
          if (strchr (raw_name, '*') != NULL && strchr (name, '*') == NULL)
            imp_note (imp, IMP_REPAIR, "name-asterisk", imp_line (card, "name"), "name",
                      "an asterisk after the name: read as \"%s\"", name);
          if (g_ascii_isspace (raw_name[0]))
            imp_note (imp, IMP_REPAIR, "name-trailing-space", imp_line (card, "name"), "name",
                      "a space before the name: read as \"%s\"", name);
          better = g_hash_table_lookup (imp->spelling, name);
          if (better != NULL)
            {
              imp_note (imp, IMP_REPAIR, "name-spelling", imp_line (card, "name"), "name",
                        "\"%s\" is another spelling of \"%s\" (the same card): read as \"%s\"",
                        name, better, better);
              g_free (name);
              name = g_strdup (better);
            }
          better = g_hash_table_lookup (imp->case_twins, name);
          if (better != NULL)
            imp_note (imp, IMP_PROBLEM, "name-case", imp_line (card, "name"), "name",
                      "\"%s\" and \"%s\" differ in letter case only: both kept as printed", name,
                      better);
        }
    }

  /* type */
  type = imp_string (imp, card, "type");
  if (type == NULL)
    {
      imp_note (imp, IMP_PROBLEM, "missing-field", card->line, "type", "the card has no type");
      imp_skip (imp, card->line, "type", "a card needs a type");
    }
  else if (imp_find (imp_types, type, FALSE) == NULL)
    {
      const char *lower = imp_find (imp_types, type, TRUE);

      if (lower != NULL)
        {
          imp_note (imp, IMP_REPAIR, "type-case", imp_line (card, "type"), "type",
                    "the type \"%s\" read as \"%s\"", type, lower);
          type = lower;
        }
      else
        {
          imp_note (imp, IMP_PROBLEM, "unknown-type", imp_line (card, "type"), "type",
                    "\"%s\" is not a card type (character, attack, foundation, asset, action)",
                    type);
          imp_skip (imp, imp_line (card, "type"), "type", "its type is not a card type");
        }
    }
  if (type != NULL && strcmp (type, "character") == 0 && name != NULL)
    {
      /* Characters carry their version as a digit suffix (Kestrel1). */
      gsize len = strlen (name), digits = 0;

      while (digits < len && g_ascii_isdigit (name[len - 1 - digits]))
        digits++;
      if (digits > 0 && digits < len && digits <= 9)
        {
          version = g_strdup (name + len - digits);
          name[len - digits] = '\0';
          g_strchomp (name);
        }
    }

  /* numbers */
  has_control = imp_number (imp, card, "control", 0, 999999999, &present, &control);
  if (!has_control)
    {
      if (!present)
        imp_note (imp, IMP_PROBLEM, "missing-field", card->line, "control", "no control value");
      imp_skip (imp, imp_line (card, "control"), "control", "a card needs its control");
    }
  has_difficulty = imp_number (imp, card, "difficulty", 0, 999999999, &present, &difficulty);
  if (!has_difficulty)
    {
      if (!present)
        imp_note (imp, IMP_PROBLEM, "missing-field", card->line, "difficulty",
                  "no difficulty value");
      imp_skip (imp, imp_line (card, "difficulty"), "difficulty", "a card needs its difficulty");
    }
  has_number = imp_number (imp, card, "numero", 0, 999999999, &present, &number);
  if (!has_number && !present)
    imp_note (imp, IMP_PROBLEM, "missing-field", card->line, "numero",
              "no collector number: the card's place in the file is used for its id");

  /* resources */
  v = dk_json_get (card, "resources");
  if (v != NULL && v->type == DK_JSON_ARRAY)
    {
      GString *list = g_string_new (NULL);

      for (guint i = 0; i < dk_json_len (v); i++)
        {
          const DkJson *r = dk_json_at (v, i);
          const char *symbol =
              r->type == DK_JSON_STRING ? imp_find (imp_symbols, r->string, TRUE) : NULL;

          if (symbol == NULL)
            imp_note (imp, IMP_PROBLEM, "unknown-symbol", r->line, "resources",
                      "%s%s%s is not a resource symbol: not written",
                      r->type == DK_JSON_STRING ? "\"" : "",
                      r->type == DK_JSON_STRING ? r->string : imp_json_kind (r),
                      r->type == DK_JSON_STRING ? "\"" : "");
          else
            {
              if (strcmp (symbol, r->string) != 0)
                imp_note (imp, IMP_REPAIR, "symbol-case", r->line, "resources",
                          "\"%s\" read as \"%s\"", r->string, symbol);
              g_string_append_printf (list, "%s%s", list->len > 0 ? " " : "", symbol);
            }
        }
      if (list->len > 0)
        imp_attr (xml, "resources", list->str);
      g_string_free (list, TRUE);
    }
  else if (v != NULL && v->type != DK_JSON_NULL)
    imp_note (imp, IMP_PROBLEM, "bad-field", v->line, "resources", "%s where a list is expected",
              imp_json_kind (v));

  /* character statistics */
  has_hand = imp_number (imp, card, "hand_size", 0, 999999999, &present, &hand);
  has_vitality = imp_number (imp, card, "vitality", 0, 999999999, &present, &vitality);
  if (type != NULL && strcmp (type, "character") == 0)
    {
      if (!has_hand)
        imp_skip (imp, imp_line (card, "hand_size"), "hand_size",
                  "a character needs its hand size");
      if (!has_vitality)
        imp_skip (imp, imp_line (card, "vitality"), "vitality", "a character needs its vitality");
      if (!has_hand && dk_json_get (card, "hand_size") == NULL)
        imp_note (imp, IMP_PROBLEM, "missing-field", card->line, "hand_size",
                  "a character with no hand size");
      if (!has_vitality && dk_json_get (card, "vitality") == NULL)
        imp_note (imp, IMP_PROBLEM, "missing-field", card->line, "vitality",
                  "a character with no vitality");
      if (has_hand)
        g_string_append_printf (xml, " hand-size=\"%" G_GINT64_FORMAT "\"", hand);
      if (has_vitality)
        g_string_append_printf (xml, " vitality=\"%" G_GINT64_FORMAT "\"", vitality);
      if (version != NULL)
        imp_attr (xml, "version", version);
    }
  else if (type != NULL)
    {
      if (has_hand)
        imp_note (imp, IMP_PROBLEM, "character-stat-on-other-card", imp_line (card, "hand_size"),
                  "hand_size", "a hand size (%" G_GINT64_FORMAT ") on a %s: not written", hand,
                  type);
      if (has_vitality)
        imp_note (imp, IMP_PROBLEM, "character-stat-on-other-card", imp_line (card, "vitality"),
                  "vitality", "a vitality (%" G_GINT64_FORMAT ") on a %s: not written", vitality,
                  type);
    }

  /* rarity, formats, deck limit */
  s = imp_string (imp, card, "rarity");
  if (s != NULL && *s != '\0')
    imp_attr (xml, "rarity", s);
  else if (s != NULL)
    imp_note (imp, IMP_PROBLEM, "empty-rarity", imp_line (card, "rarity"), "rarity",
              "the rarity is empty: not written");
  if (has_number)
    g_string_append_printf (xml, " set-number=\"%" G_GINT64_FORMAT "\"", number);
  v = dk_json_get (card, "formats");
  if (v != NULL && v->type == DK_JSON_ARRAY)
    {
      GString *legal = g_string_new (NULL), *banned = g_string_new (NULL);

      for (guint i = 0; i < dk_json_len (v); i++)
        {
          const DkJson *f = dk_json_at (v, i);
          g_auto (GStrv) words = NULL;
          g_autofree char *entry = NULL;
          const char *format;

          if (f->type != DK_JSON_STRING)
            {
              imp_note (imp, IMP_PROBLEM, "unknown-format", f->line, "formats",
                        "%s is not a format: not written", imp_json_kind (f));
              continue;
            }
          entry = g_strstrip (g_strdup (f->string));
          words = g_strsplit (entry, " ", -1);
          format = words[0] != NULL ? imp_find (imp_formats, words[0], TRUE) : NULL;
          if (format != NULL && words[1] == NULL)
            g_string_append_printf (legal, "%s%s", legal->len > 0 ? " " : "", format);
          else if (format != NULL && g_ascii_strcasecmp (words[1], "banned") == 0 &&
                   words[2] == NULL)
            {
              imp_note (imp, IMP_REPAIR, "banned-in-formats", f->line, "formats",
                        "\"%s\" in the format list: the card is banned in %s (written as "
                        "banned=\"%s\", not in formats)",
                        f->string, format, format);
              g_string_append_printf (banned, "%s%s", banned->len > 0 ? " " : "", format);
            }
          else
            imp_note (imp, IMP_PROBLEM, "unknown-format", f->line, "formats",
                      "\"%s\" is not a format: not written", f->string);
        }
      if (legal->len > 0)
        imp_attr (xml, "formats", legal->str);
      if (banned->len > 0)
        imp_attr (xml, "banned", banned->str);
      g_string_free (legal, TRUE);
      g_string_free (banned, TRUE);
    }
  if (imp_number (imp, card, "limit", 0, 999999999, &present, &n))
    g_string_append_printf (xml, " deck-limit=\"%" G_GINT64_FORMAT "\"", n);

  /* the printed text */
  s = imp_string (imp, card, "text");
  if (s != NULL)
    {
      GString *t = g_string_new (NULL);
      gboolean cr = FALSE;

      for (const char *c = s; *c != '\0'; c++)
        if (*c == '\r')
          {
            cr = TRUE;
            if (c[1] != '\n')
              g_string_append_c (t, '\n');
          }
        else
          g_string_append_c (t, *c);
      text = g_string_free (t, FALSE);
      if (cr)
        imp_note (imp, IMP_REPAIR, "line-ends", imp_line (card, "text"), "text",
                  "Windows line ends (\\r\\n) in the text: read as \\n");
      if (!g_utf8_validate (text, -1, NULL))
        {
          imp_note (imp, IMP_PROBLEM, "bad-field", imp_line (card, "text"), "text",
                    "the text is not UTF-8: not written");
          g_clear_pointer (&text, g_free);
        }
    }
  if (text != NULL && *text != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (text, -1);

      g_string_append_printf (body, "    <text>%s</text>\n", escaped);
    }

  /* attack */
  has_speed = imp_number (imp, card, "speed", 0, 999999999, &present, &speed);
  has_damage = imp_number (imp, card, "damage", 0, 999999999, &present, &damage);
  s = imp_string (imp, card, "attack_zone");
  if (s != NULL && imp_find (imp_zones, s, FALSE) == NULL)
    {
      const char *lower = imp_find (imp_zones, s, TRUE);

      if (lower != NULL)
        imp_note (imp, IMP_REPAIR, "zone-case", imp_line (card, "attack_zone"), "attack_zone",
                  "\"%s\" read as \"%s\"", s, lower);
      else
        imp_note (imp, IMP_PROBLEM, "bad-zone", imp_line (card, "attack_zone"), "attack_zone",
                  "\"%s\" is not a zone (high, mid, low)", s);
      s = lower;
    }
  if (type != NULL && strcmp (type, "attack") == 0)
    {
      if (s == NULL || !has_speed || !has_damage)
        {
          const char *missing = s == NULL ? "attack_zone" : !has_speed ? "speed" : "damage";

          if (dk_json_get (card, missing) == NULL)
            imp_note (imp, IMP_PROBLEM, "missing-field", card->line, missing,
                      "an attack with no %s", missing);
          imp_skip (imp, imp_line (card, missing), missing,
                    "an attack needs its zone, speed and damage");
        }
      else
        g_string_append_printf (body,
                                "    <attack zone=\"%s\" speed=\"%" G_GINT64_FORMAT
                                "\" damage=\"%" G_GINT64_FORMAT "\"/>\n",
                                s, speed, damage);
    }
  else if (type != NULL && (s != NULL || has_speed || has_damage))
    imp_note (imp, IMP_PROBLEM, "attack-stat-on-other-card",
              imp_line (card, s != NULL   ? "attack_zone"
                              : has_speed ? "speed"
                                          : "damage"),
              s != NULL   ? "attack_zone"
              : has_speed ? "speed"
                          : "damage",
              "attack statistics on a %s: not written", type);

  /* block */
  has_modifier =
      imp_number (imp, card, "block_modifier", -999999999, 999999999, &present, &modifier);
  s = imp_string (imp, card, "block_zone");
  if (s != NULL && imp_find (imp_zones, s, FALSE) == NULL)
    {
      const char *lower = imp_find (imp_zones, s, TRUE);

      if (lower != NULL)
        imp_note (imp, IMP_REPAIR, "zone-case", imp_line (card, "block_zone"), "block_zone",
                  "\"%s\" read as \"%s\"", s, lower);
      else
        imp_note (imp, IMP_PROBLEM, "bad-zone", imp_line (card, "block_zone"), "block_zone",
                  "\"%s\" is not a zone (high, mid, low): no block written", s);
      s = lower;
    }
  if (s != NULL && has_modifier)
    g_string_append_printf (body, "    <block zone=\"%s\" modifier=\"%" G_GINT64_FORMAT "\"/>\n", s,
                            modifier);
  else if (s != NULL && !present)
    imp_note (imp, IMP_PROBLEM, "block-zone-without-modifier", imp_line (card, "block_zone"),
              "block_zone",
              "a %s block zone with no block modifier: no block written (its modifier is not "
              "known)",
              s);
  else if (s == NULL && has_modifier && dk_json_get (card, "block_zone") == NULL)
    imp_note (imp, IMP_PROBLEM, "block-modifier-without-zone", imp_line (card, "block_modifier"),
              "block_modifier",
              "a block modifier (%" G_GINT64_FORMAT
              ") with no block zone: no block written (its zone is not known)",
              modifier);

  /* keywords */
  v = dk_json_get (card, "keywords");
  if (v != NULL && v->type == DK_JSON_ARRAY)
    for (guint i = 0; i < dk_json_len (v); i++)
      {
        const DkJson *k = dk_json_at (v, i);

        imp->keywords_read++;
        if (k->type != DK_JSON_STRING)
          {
            imp_note (imp, IMP_PROBLEM, "bad-keyword", k->line, "keywords",
                      "%s where a keyword is expected; not written", imp_json_kind (k));
            imp->card_bad_keywords++;
          }
        else if (imp_keyword (imp, k->string, k->line, body))
          imp->keywords_supported++;
        else
          imp->card_bad_keywords++;
      }
  else if (v != NULL && v->type != DK_JSON_NULL)
    imp_note (imp, IMP_PROBLEM, "bad-field", v->line, "keywords", "%s where a list is expected",
              imp_json_kind (v));

  /* the printed abilities, compiled when every word of them is read */
  imp->card_keywords = v != NULL && v->type == DK_JSON_ARRAY && dk_json_len (v) > 0;
  imp->card_name = name;
  if (text != NULL)
    imp_abilities (imp, text, type, v, imp_line (card, "text"), body);
  imp->card_name = NULL;

  /* The code the card gives its set, when it is not the set's. */
  code = imp_string (imp, card, "extension_short");
  if (code != NULL && strcmp (code, set->id) != 0)
    imp_note (imp, IMP_REPAIR, "set-code", imp_line (card, "extension_short"), "extension_short",
              "the set code \"%s\" is not the one of its set \"%s\": written to %s.xml", code,
              set->name, set->id);

  if (imp->skip)
    {
      imp->cards_skipped++;
      return;
    }

  /* The id: the collector number, unique in its set. */
  if (has_number)
    id = g_strdup_printf ("%s-%03" G_GINT64_FORMAT, set->id, number);
  else
    id = g_strdup_printf ("%s-x%04u", set->id, index + 1);
  if (g_hash_table_contains (set->ids, id))
    {
      g_autofree char *base = g_steal_pointer (&id);
      guint k = 2;

      do
        {
          g_free (id);
          id = g_strdup_printf ("%s-%u", base, k++);
        }
      while (g_hash_table_contains (set->ids, id));
      imp_note (imp, IMP_PROBLEM, "duplicate-number", imp_line (card, "numero"), "numero",
                "another card of %s has the collector number %s: written with the id %s", set->name,
                base + strlen (set->id) + 1, id);
    }
  g_hash_table_add (set->ids, g_strdup (id));

  g_string_append (set->xml, "  <card");
  imp_attr (set->xml, "id", id);
  imp_attr (set->xml, "type", type);
  imp_attr (set->xml, "name", name);
  g_string_append_printf (set->xml,
                          " difficulty=\"%" G_GINT64_FORMAT "\" control=\"%" G_GINT64_FORMAT "\"",
                          difficulty, control);
  g_string_append_printf (set->xml, "%s>\n%s  </card>\n", xml->str, body->str);
  set->n_cards++;
  imp->cards_imported++;
  imp_count_cover (imp, set, type);
}
