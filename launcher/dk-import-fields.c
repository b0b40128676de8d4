/* dk-import-fields.c: the fields of a builduvs record read into a UFS card: what a
 * card may say, numbers and strings, names and their spellings, keywords
 * with their ratings and restrictions
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-import.h"

#include <stdlib.h>
#include <string.h>

/* --- notes ---------------------------------------------------------------------- */

void
imp_note (Imp *imp,
          ImpLevel level,
          const char *kind,
          guint line,
          const char *field,
          const char *format,
          ...)
{
  ImpNote *n = g_new0 (ImpNote, 1);
  va_list args;

  va_start (args, format);
  n->message = g_strdup_vprintf (format, args);
  va_end (args);
  n->level = level;
  n->kind = kind;
  n->line = line;
  n->card = g_strdup (imp->card);
  n->seq = imp->notes->len;
  n->field = g_strdup (field);
  g_ptr_array_add (imp->notes, n);
}

/* --- what a UFS card may say ------------------------------------------------------ */

const char *const imp_types[] = { "character", "attack", "foundation", "asset", "action", NULL };
const char *const imp_zones[] = { "high", "mid", "low", NULL };
const char *const imp_symbols[] = { "air",  "all",  "chaos", "death", "earth", "evil",     "fire",
                                    "good", "life", "order", "void",  "water", "infinity", NULL };
const char *const imp_formats[] = { "standard", "retro", "universal", "future", NULL };
/* Section I: the 25 keyword names, as the schema spells them. */
const char *const imp_keywords[] = {
  "Ally",     "Charge",   "Fury", "Kick",  "Punch",       "Ranged", "Slam",   "Taunt", "Tech",
  "Weapon",   "Breaker",  "Only", "Combo", "Desperation", "EX",     "Flash",  "Gauge", "Multiple",
  "Powerful", "Reversal", "Safe", "Stun",  "Terrain",     "Throw",  "Unique", NULL,
};
/* The keywords printed with a rating (Stun: 2). */
static const char *const imp_rated[] = { "Breaker",  "Desperation", "EX",   "Gauge",
                                         "Multiple", "Powerful",    "Stun", NULL };
static const char *const imp_stats[] = { "damage", "speed", "difficulty", "control", NULL };
/* The fields a record may have; numero_image, asset and rochester_url are
 * the deck builder's pictures and links, not card data. */
const char *const imp_fields[] = {
  "name",           "type",  "resources",    "control",     "difficulty",      "block_zone",
  "block_modifier", "speed", "damage",       "attack_zone", "hand_size",       "vitality",
  "keywords",       "text",  "formats",      "extension",   "extension_short", "numero",
  "rarity",         "limit", "numero_image", "asset",       "rochester_url",   NULL,
};

const char *
imp_find (const char *const *list, const char *word, gboolean any_case)
{
  for (guint i = 0; list[i] != NULL; i++)
    if (any_case ? g_ascii_strcasecmp (list[i], word) == 0 : strcmp (list[i], word) == 0)
      return list[i];
  return NULL;
}

void
imp_attr (GString *out, const char *name, const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);

  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

/* --- fields ------------------------------------------------------------------- */

const char *
imp_json_kind (const DkJson *v)
{
  switch (v->type)
    {
    case DK_JSON_NULL:
      return "null";
    case DK_JSON_BOOL:
      return "a boolean";
    case DK_JSON_NUMBER:
      return "a number";
    case DK_JSON_STRING:
      return "a string";
    case DK_JSON_ARRAY:
      return "a list";
    case DK_JSON_OBJECT:
    default:
      return "an object";
    }
}

/* The whole number in @field of @card, within [@min, @max]. FALSE when it is
 * absent (@present FALSE) or malformed (reported). A number written as a
 * string is read, and the repair reported. */
gboolean
imp_number (Imp *imp,
            const DkJson *card,
            const char *field,
            gint64 min,
            gint64 max,
            gboolean *present,
            gint64 *out)
{
  const DkJson *v = dk_json_get (card, field);

  *present = v != NULL && v->type != DK_JSON_NULL;
  if (!*present)
    return FALSE;
  if (v->type == DK_JSON_NUMBER)
    {
      /* The range first: NaN and infinities fail it before any cast. */
      if (!(v->number >= (double) min && v->number <= (double) max) ||
          v->number != (double) (gint64) v->number)
        {
          imp_note (imp, IMP_PROBLEM, "bad-number", v->line, field,
                    "%g is not a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                    v->number, min, max);
          return FALSE;
        }
      *out = (gint64) v->number;
      return TRUE;
    }
  if (v->type == DK_JSON_STRING)
    {
      const char *p = v->string;
      gint64 n;
      char *end;

      if (*p == '-')
        p++;
      if (*p != '\0' && strspn (p, "0123456789") == strlen (p) && strlen (p) <= 9)
        {
          n = g_ascii_strtoll (v->string, &end, 10);
          if (n >= min && n <= max)
            {
              imp_note (imp, IMP_REPAIR, "number-as-string", v->line, field,
                        "the number %" G_GINT64_FORMAT " is written as the string \"%s\": read "
                        "as a number",
                        n, v->string);
              *out = n;
              return TRUE;
            }
        }
      imp_note (imp, IMP_PROBLEM, "bad-number", v->line, field,
                "\"%s\" is not a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                v->string, min, max);
      return FALSE;
    }
  imp_note (imp, IMP_PROBLEM, "bad-number", v->line, field, "%s where a number is expected",
            imp_json_kind (v));
  return FALSE;
}

/* The string in @field, or NULL (absent, or reported when not a string). */
const char *
imp_string (Imp *imp, const DkJson *card, const char *field)
{
  const DkJson *v = dk_json_get (card, field);

  if (v == NULL || v->type == DK_JSON_NULL)
    return NULL;
  if (v->type != DK_JSON_STRING)
    {
      imp_note (imp, IMP_PROBLEM, "bad-field", v->line, field, "%s where text is expected",
                imp_json_kind (v));
      return NULL;
    }
  return v->string;
}

guint
imp_line (const DkJson *card, const char *field)
{
  const DkJson *v = dk_json_get (card, field);

  return v != NULL ? v->line : card->line;
}

/* --- names ---------------------------------------------------------------------- */

/* @raw without the trailing spaces and asterisks the pool adds. */
char *
imp_clean_name (const char *raw)
{
  char *name = g_strdup (raw);

  for (;;)
    {
      gsize len = strlen (name);

      if (len > 0 && (g_ascii_isspace (name[len - 1]) || name[len - 1] == '*'))
        name[len - 1] = '\0';
      else
        break;
    }
  g_strchug (name);
  return name;
}

static char *
imp_name_key (const char *name, gboolean any_case)
{
  GString *key = g_string_new (NULL);

  for (const char *c = name; *c != '\0'; c++)
    if (*c != ' ')
      g_string_append_c (key, any_case ? g_ascii_tolower (*c) : *c);
  return g_string_free (key, FALSE);
}

static guint
imp_count_spaces (const char *s)
{
  guint n = 0;

  for (; *s != '\0'; s++)
    n += *s == ' ';
  return n;
}

/* Two spellings of one name that differ only in their spaces (Skyblade1,
 * Sky Blade1: the same card twice) are one name: the spelling with the
 * words apart is used. Spellings that differ in letter case only are kept
 * and reported: which one is printed cannot be known. */
void
imp_find_spellings (Imp *imp, const DkJson *pool)
{
  /* folded name (lower case, no spaces) -> GPtrArray of its spellings */
  g_autoptr (GHashTable) groups =
      g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  GHashTableIter iter;
  gpointer value;

  for (guint i = 0; i < dk_json_len (pool); i++)
    {
      const DkJson *v = dk_json_get (dk_json_at (pool, i), "name");
      g_autofree char *name = NULL;
      g_autofree char *key = NULL;
      GPtrArray *spellings;
      gboolean seen = FALSE;

      if (v == NULL || v->type != DK_JSON_STRING)
        continue;
      name = imp_clean_name (v->string);
      if (*name == '\0')
        continue;
      key = imp_name_key (name, TRUE);
      spellings = g_hash_table_lookup (groups, key);
      if (spellings == NULL)
        {
          spellings = g_ptr_array_new_with_free_func (g_free);
          g_hash_table_insert (groups, g_steal_pointer (&key), spellings);
        }
      for (guint k = 0; k < spellings->len && !seen; k++)
        seen = strcmp (g_ptr_array_index (spellings, k), name) == 0;
      if (!seen)
        g_ptr_array_add (spellings, g_steal_pointer (&name));
    }
  g_hash_table_iter_init (&iter, groups);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GPtrArray *spellings = value;
      const char *best = g_ptr_array_index (spellings, 0);

      for (guint k = 1; k < spellings->len; k++)
        if (imp_count_spaces (g_ptr_array_index (spellings, k)) > imp_count_spaces (best))
          best = g_ptr_array_index (spellings, k);
      for (guint k = 0; k < spellings->len; k++)
        {
          const char *name = g_ptr_array_index (spellings, k);

          if (name == best)
            continue;
          if (imp_count_spaces (name) < imp_count_spaces (best))
            g_hash_table_replace (imp->spelling, g_strdup (name), g_strdup (best));
          else
            {
              g_hash_table_replace (imp->case_twins, g_strdup (name), g_strdup (best));
              g_hash_table_replace (imp->case_twins, g_strdup (best), g_strdup (name));
            }
        }
    }
  /* The names as written: what a printed "copy of "NAME"" may name. */
  g_hash_table_iter_init (&iter, groups);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GPtrArray *spellings = value;

      for (guint k = 0; k < spellings->len; k++)
        if (!g_hash_table_contains (imp->spelling, g_ptr_array_index (spellings, k)))
          g_hash_table_add (imp->names, g_strdup (g_ptr_array_index (spellings, k)));
    }
  /* The characters' names as the cards are written (the spelling used, no
   * version): what a printed "Metal Man E:" names (H.3.1.5). */
  for (guint i = 0; i < dk_json_len (pool); i++)
    {
      const DkJson *v = dk_json_get (dk_json_at (pool, i), "name");
      const DkJson *ty = dk_json_get (dk_json_at (pool, i), "type");
      g_autofree char *name = NULL;
      const char *better;
      gsize len, digits = 0;

      if (v == NULL || v->type != DK_JSON_STRING || ty == NULL || ty->type != DK_JSON_STRING ||
          g_ascii_strcasecmp (ty->string, "character") != 0)
        continue;
      name = imp_clean_name (v->string);
      better = g_hash_table_lookup (imp->spelling, name);
      if (better != NULL)
        {
          g_free (name);
          name = g_strdup (better);
        }
      len = strlen (name);
      while (digits < len && g_ascii_isdigit (name[len - 1 - digits]))
        digits++;
      if (digits > 0 && digits < len && digits <= 9)
        {
          name[len - digits] = '\0';
          g_strchomp (name);
        }
      if (*name != '\0')
        {
          char *keys[2] = { g_utf8_strdown (name, -1), NULL };

          /* "Chun Li" printed for Chun-Li: the hyphen read as a space too */
          if (strchr (keys[0], '-') != NULL)
            keys[1] = g_strdelimit (g_strdup (keys[0]), "-", ' ');
          for (guint k = 0; k < G_N_ELEMENTS (keys) && keys[k] != NULL; k++)
            {
              const char *had = g_hash_table_lookup (imp->characters, keys[k]);

              /* two spellings that differ in case (name-case): which one a
               * printed name means cannot be told, "" marks it */
              if (had != NULL && strcmp (had, name) != 0)
                g_hash_table_replace (imp->characters, keys[k], g_strdup (""));
              else
                g_hash_table_replace (imp->characters, keys[k], g_strdup (name));
            }
        }
    }
}

/* --- keywords ---------------------------------------------------------------------- */

/* One requirement of a Combo ("High Weapon", "3 Damage", "{all} Ranged",
 * "Nightfall Finale") in the form of the card XML ("high weapon", "damage:3",
 * "{all} ranged", "'Nightfall Finale'"). NULL with @why when it cannot be read. */
static char *
imp_requirement (Imp *imp, const char *text, guint line, const char **why)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t", -1);
  g_autoptr (GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
  GString *name = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      const char *known;

      if (*w == '\0')
        continue;
      if (w[0] == '\'')
        {
          /* A card name in quotes, spaces and commas and all. */
          GString *quoted = g_string_new (w + 1);

          while (quoted->len == 0 || quoted->str[quoted->len - 1] != '\'')
            {
              if (words[i + 1] == NULL)
                {
                  g_string_free (quoted, TRUE);
                  *why = "a card name without its closing quote";
                  return NULL;
                }
              g_string_append_printf (quoted, " %s", words[++i]);
            }
          g_string_truncate (quoted, quoted->len - 1);
          if (name != NULL)
            {
              g_ptr_array_add (terms, g_strdup_printf ("'%s'", name->str));
              g_string_free (g_steal_pointer (&name), TRUE);
            }
          if (quoted->len == 0 || strchr (quoted->str, '\'') != NULL)
            {
              g_string_free (quoted, TRUE);
              *why = "an empty card name";
              return NULL;
            }
          g_ptr_array_add (terms, g_strdup_printf ("'%s'", quoted->str));
          g_string_free (quoted, TRUE);
          continue;
        }
      known = imp_find (imp_keywords, w, TRUE);
      if (known == NULL)
        known = imp_find (imp_types, w, TRUE);
      if (known == NULL)
        known = imp_find (imp_zones, w, TRUE);
      if (known == NULL && g_ascii_strcasecmp (w, "block") == 0)
        known = "block";
      if (name != NULL && (known != NULL || w[0] == '{'))
        {
          g_ptr_array_add (terms, g_strdup_printf ("'%s'", name->str));
          g_string_free (g_steal_pointer (&name), TRUE);
        }
      if (w[0] == '{')
        {
          gsize len = strlen (w);
          g_autofree char *symbol = NULL;

          if (len < 3 || w[len - 1] != '}')
            {
              *why = "a resource symbol without its closing brace";
              return NULL;
            }
          symbol = g_ascii_strdown (w + 1, (gssize) len - 2);
          if (imp_find (imp_symbols, symbol, FALSE) == NULL)
            {
              *why = "an unknown resource symbol";
              return NULL;
            }
          g_ptr_array_add (terms, g_strdup_printf ("{%s}", symbol));
        }
      else if (g_ascii_isdigit (w[0]) && words[i + 1] != NULL &&
               imp_find (imp_stats, words[i + 1], TRUE) != NULL &&
               strspn (w, "0123456789") == strlen (w))
        {
          g_autofree char *stat = g_ascii_strdown (words[i + 1], -1);

          g_ptr_array_add (terms, g_strdup_printf ("%s:%s", stat, w));
          i++;
        }
      else if (known != NULL)
        {
          gboolean capitals = FALSE;

          /* "High attack" among "High Attack": the term is read whatever
           * its case, and the odd one out reported. */
          for (guint o = 0; words[o] != NULL; o++)
            capitals |= o != i && g_ascii_isupper (words[o][0]);
          if (g_ascii_islower (w[0]) && capitals)
            imp_note (imp, IMP_REPAIR, "keyword-case", line, "keywords",
                      "\"%s\" in \"%s\" is in lower case among capitals: read as the term "
                      "\"%s\"",
                      w, text, known);
          g_ptr_array_add (terms, g_ascii_strdown (known, -1));
        }
      else if (strchr (w, '\'') != NULL || strchr (w, ',') != NULL)
        {
          *why = "a card name with a quote";
          return NULL;
        }
      else
        {
          if (name == NULL)
            name = g_string_new (w);
          else
            g_string_append_printf (name, " %s", w);
        }
    }
  if (name != NULL)
    {
      g_ptr_array_add (terms, g_strdup_printf ("'%s'", name->str));
      g_string_free (name, TRUE);
    }
  if (terms->len == 0)
    {
      *why = "an empty requirement";
      return NULL;
    }
  g_ptr_array_add (terms, NULL);
  return g_strjoinv (" ", (char **) terms->pdata);
}

/* One keyword of the pool ("Stun: 2", "Kestrel Combo (Action)", "Kestrel Only",
 * "Deadlock Stun: 3") as a <keyword> element; FALSE (reported) when it has
 * no reading. */
gboolean
imp_keyword (Imp *imp, const char *raw, guint line, GString *out)
{
  g_autofree char *text = g_strstrip (g_strdup (raw));
  g_autofree char *requires = NULL;
  g_autofree char *rating = NULL;
  g_autofree char *prefix = NULL;
  g_auto (GStrv) words = NULL;
  const char *name = NULL;
  gboolean deadlock = FALSE, desperation = FALSE;
  const char *why = NULL;
  char *paren, *colon;
  guint n;

  /* Combo (requirement, requirement, ...) */
  paren = strchr (text, '(');
  if (paren != NULL)
    {
      gsize len = strlen (text);
      g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
      const char *start;
      gboolean quoted = FALSE;

      if (text[len - 1] != ')')
        {
          why = "the requirements are not closed by ')'";
          goto bad;
        }
      text[len - 1] = '\0';
      start = paren + 1;
      for (char *c = paren + 1;; c++)
        if (*c == '\'')
          quoted = !quoted;
        else if ((*c == ',' && !quoted) || *c == '\0')
          {
            g_autofree char *one = g_strstrip (g_strndup (start, (gsize) (c - start)));
            char *req = imp_requirement (imp, one, line, &why);

            if (req == NULL)
              goto bad;
            g_ptr_array_add (list, req);
            if (*c == '\0')
              break;
            start = c + 1;
          }
      *paren = '\0';
      g_strchomp (text);
      g_ptr_array_add (list, NULL);
      requires = g_strjoinv (", ", (char **) list->pdata);
    }

  /* NAME: N, or NAME and digits (Stun1) */
  colon = strrchr (text, ':');
  if (colon != NULL)
    {
      g_autofree char *value = g_strstrip (g_strdup (colon + 1));

      if (*value == '\0' || strspn (value, "0123456789") != strlen (value) || strlen (value) > 9)
        {
          why = "the rating is not a number";
          goto bad;
        }
      rating = g_steal_pointer (&value);
      *colon = '\0';
      g_strchomp (text);
    }
  words = g_strsplit (text, " ", -1);
  n = g_strv_length (words);
  while (n > 0 && *words[n - 1] == '\0')
    n--;
  if (n == 0)
    {
      why = "no keyword name";
      goto bad;
    }
  name = imp_find (imp_keywords, words[n - 1], TRUE);
  if (name == NULL && rating == NULL)
    {
      /* Stun1: the rating with no colon and no space. */
      const char *w = words[n - 1];
      gsize digits = 0, len = strlen (w);

      while (digits < len && g_ascii_isdigit (w[len - 1 - digits]))
        digits++;
      if (digits > 0 && digits < len && digits <= 9)
        {
          g_autofree char *head = g_strndup (w, len - digits);

          name = imp_find (imp_keywords, head, TRUE);
          if (name != NULL)
            {
              rating = g_strdup (w + len - digits);
              imp_note (imp, IMP_REPAIR, "keyword-rating-without-colon", line, "keywords",
                        "\"%s\" has no colon before its rating: read as \"%s: %s\"", raw, name,
                        rating);
            }
        }
    }
  if (name == NULL)
    {
      why = "not one of the 25 keywords";
      goto bad;
    }
  if (requires != NULL && strcmp (name, "Combo") != 0)
    {
      why = "only Combo has requirements";
      goto bad;
    }
  if (rating != NULL && imp_find (imp_rated, name, FALSE) == NULL)
    {
      why = "this keyword has no rating";
      goto bad;
    }
  /* The words before the name: Deadlock and Desperation restrict it
   * (I.2.5), anything else names a character. */
  {
    guint end = n - 1; /* words[0, end) come before the name */

    while (end > 0)
      {
        const char *w = words[end - 1];

        if (g_ascii_strcasecmp (w, "Deadlock") == 0)
          deadlock = TRUE;
        else if (g_ascii_strcasecmp (w, "Desperation") == 0 && strcmp (name, "Desperation") != 0)
          desperation = TRUE;
        else
          break;
        end--;
      }
    if (end > 0)
      {
        GString *joined = g_string_new (NULL);

        for (guint i = 0; i < end; i++)
          if (*words[i] != '\0')
            g_string_append_printf (joined, "%s%s", joined->len > 0 ? " " : "", words[i]);
        prefix = g_string_free (joined, FALSE);
      }
  }

  g_string_append_printf (out, "    <keyword name=\"%s\"", name);
  if (rating != NULL)
    imp_attr (out, "rating", rating);
  if (requires != NULL)
    imp_attr (out, "requires", requires);
  if (prefix != NULL && *prefix != '\0')
    {
      if (strcmp (name, "Only") == 0)
        {
          g_auto (GStrv) names = g_strsplit (prefix, "/", -1);
          g_autofree char *list = NULL;

          for (guint i = 0; names[i] != NULL; i++)
            g_strstrip (names[i]);
          list = g_strjoinv ("|", names);
          imp_attr (out, "character", list);
        }
      else
        imp_attr (out, "for-character", prefix);
    }
  if (deadlock)
    imp_attr (out, "deadlock", "true");
  if (desperation)
    imp_attr (out, "desperation", "true");
  g_string_append (out, "/>\n");
  return TRUE;

bad:
  imp_note (imp, IMP_PROBLEM, "bad-keyword", line, "keywords", "\"%s\": %s; not written", raw, why);
  return FALSE;
}
