/* dk-cmd-import.c: `duelkit import builduvs FILE -o DIR`: a UFS card pool
 * kept by a community deck builder (one JSON array, one object a card),
 * written as one UFS card set a real set.
 *
 * Every well-formed field is read as it is. A field that is malformed in a
 * way that has only one reading is repaired, and the report says so; any
 * other malformed field is reported with FILE:LINE, the card and the field.
 * A card that cannot be written at all is listed as skipped with the
 * reason. Each printed ability is compiled into its effect when every word
 * of it is read (ufs-text/), else kept as text with the reason; the report
 * counts both. Nothing is written before the whole file has been read, and
 * each set file is replaced atomically.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-launcher.h"
#include "dk-json.h"
#include "ufs-text/ufs-text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* --- the report ------------------------------------------------------------- */

typedef enum
{
  IMP_REPAIR,
  IMP_PROBLEM,
  IMP_SKIPPED,
} ImpLevel;

static const char *const imp_level_names[] = { "repair", "problem", "skipped" };

typedef struct
{
  ImpLevel level;
  const char *kind; /* static */
  guint line;
  guint seq;   /* the order the notes were made in */
  char *card;  /* nullable: "NAME" (SET #N) */
  char *field; /* nullable */
  char *message;
} ImpNote;

static void
imp_note_free (ImpNote *n)
{
  g_free (n->card);
  g_free (n->field);
  g_free (n->message);
  g_free (n);
}

typedef struct
{
  char *id;   /* the set code, id-safe and unique */
  char *name; /* the set's printed name */
  GString *xml;
  guint n_cards;
  GHashTable *ids;   /* card ids taken */
  GHashTable *codes; /* code -> count (GUINT_TO_POINTER) */
  char *first_code;
  guint abilities, compiled, executable; /* the printed text compiled */
} ImpSet;

static void
imp_set_free (ImpSet *s)
{
  g_free (s->id);
  g_free (s->name);
  g_string_free (s->xml, TRUE);
  g_hash_table_unref (s->ids);
  g_hash_table_unref (s->codes);
  g_free (s->first_code);
  g_free (s);
}

/* How much of the printed text of some cards compiled. */
typedef struct
{
  guint cards, executable, abilities, compiled;
} ImpCover;

/* A reason abilities did not compile, with the first ability it stopped. */
typedef struct
{
  char *reason;
  guint count;
  char *example; /* the ability's text */
  char *card;
} ImpReason;

static void
imp_reason_free (ImpReason *r)
{
  g_free (r->reason);
  g_free (r->example);
  g_free (r->card);
  g_free (r);
}

static const char *const imp_card_types[] = { "character", "attack", "foundation",
                                              "action",    "asset",  NULL };
static const char *const imp_ability_types[] = { "E", "F", "R", "continuous", NULL };

typedef struct
{
  const char *file;
  GPtrArray *notes; /* ImpNote */
  GPtrArray *sets;  /* ImpSet, in the order first seen */
  GHashTable *set_by_name;
  GHashTable *spelling;   /* name -> the spelling to use (repairs) */
  GHashTable *case_twins; /* name -> another spelling differing in case */
  GHashTable *names;      /* the names written (set), for the printed text */
  guint cards_read;
  guint cards_imported;
  guint cards_skipped;
  guint keywords_read;
  guint keywords_supported;

  /* The printed text compiled (ufs-text/): by card type, by ability type. */
  ImpCover cover;
  ImpCover by_card_type[G_N_ELEMENTS (imp_card_types) - 1];
  ImpCover by_ability_type[G_N_ELEMENTS (imp_ability_types) - 1];
  GHashTable *reasons; /* reason -> ImpReason */

  /* The card being read. */
  char *card;
  guint card_line;
  gboolean skip;
  guint card_abilities, card_compiled, card_bad_keywords;
  guint card_by_type[G_N_ELEMENTS (imp_ability_types) - 1][2];
  GPtrArray *card_reasons; /* reason, text: pairs of strings */
  gboolean card_keywords;  /* the card prints keywords */
} Imp;

static void imp_note (Imp *imp,
                      ImpLevel level,
                      const char *kind,
                      guint line,
                      const char *field,
                      const char *format,
                      ...) G_GNUC_PRINTF (6, 7);

static void
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

/* By line, then in the order made. */
static gint
imp_note_compare (gconstpointer a, gconstpointer b)
{
  const ImpNote *x = *(const ImpNote *const *) a, *y = *(const ImpNote *const *) b;

  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* --- what a UFS card may say ------------------------------------------------------ */

static const char *const imp_types[] = { "character", "attack", "foundation",
                                         "asset",     "action", NULL };
static const char *const imp_zones[] = { "high", "mid", "low", NULL };
static const char *const imp_symbols[] = { "air",  "all",   "chaos",    "death", "earth",
                                           "evil", "fire",  "good",     "life",  "order",
                                           "void", "water", "infinity", NULL };
static const char *const imp_formats[] = { "standard", "retro", "universal", "future", NULL };
/* Section I: the 25 keyword names, as the schema spells them. */
static const char *const imp_keywords[] = {
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
static const char *const imp_fields[] = {
  "name",           "type",  "resources",    "control",     "difficulty",      "block_zone",
  "block_modifier", "speed", "damage",       "attack_zone", "hand_size",       "vitality",
  "keywords",       "text",  "formats",      "extension",   "extension_short", "numero",
  "rarity",         "limit", "numero_image", "asset",       "rochester_url",   NULL,
};

static const char *
imp_find (const char *const *list, const char *word, gboolean any_case)
{
  for (guint i = 0; list[i] != NULL; i++)
    if (any_case ? g_ascii_strcasecmp (list[i], word) == 0 : strcmp (list[i], word) == 0)
      return list[i];
  return NULL;
}

static void
imp_attr (GString *out, const char *name, const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);

  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

/* --- fields ------------------------------------------------------------------- */

static const char *
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
static gboolean
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
static const char *
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

static guint
imp_line (const DkJson *card, const char *field)
{
  const DkJson *v = dk_json_get (card, field);

  return v != NULL ? v->line : card->line;
}

/* --- names ---------------------------------------------------------------------- */

/* @raw without the trailing spaces and asterisks the pool adds. */
static char *
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
static void
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
static gboolean
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

/* --- printed abilities --------------------------------------------------------------- */

/* Where the ability at @s has its timing letter: after its restrictions
 * (First, Combo, Deadlock, Desperation, {symbol}, 'watermark'); 0 when
 * @s does not start with one. */
static char
imp_timing (const char *s, gboolean *colon)
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
imp_abilities (Imp *imp, const char *text, const char *card_type, guint line, GString *out)
{
  UfsTextCard card = { card_type, imp->card_keywords, imp->names };
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (GPtrArray) pieces = g_ptr_array_new_with_free_func (g_free);
  gboolean joined = FALSE;

  for (guint l = 0; lines[l] != NULL; l++)
    {
      char *s = g_strstrip (lines[l]);
      gboolean first_of_line = TRUE;

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
              imp_timing (piece, &colon) == 0 &&
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
          if (imp_timing (c + 1, &colon) == 0 || !colon)
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
      char letter = imp_timing (piece, &colon);
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
static void
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

static void
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
  if (text != NULL)
    imp_abilities (imp, text, type, imp_line (card, "text"), body);

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

/* --- the whole file ------------------------------------------------------------- */

static const char *const imp_kind_text[][2] = {
  { "number-as-string", "numbers written as strings, read as numbers" },
  { "name-trailing-space", "spaces around a name, taken off" },
  { "name-asterisk", "asterisks after a name, taken off" },
  { "name-spelling", "another spelling of a card's name (words run together), read as the one "
                     "with the words apart" },
  { "keyword-rating-without-colon", "a keyword and its rating with no colon (Stun1)" },
  { "keyword-case", "a keyword term in lower case (High attack)" },
  { "line-ends", "Windows line ends in a text" },
  { "line-break-in-ability", "a line break inside a printed ability, the lines joined" },
  { "banned-in-formats", "\"banned\" inside the format list, written as banned=" },
  { "timing-without-colon", "a timing letter with no colon, the ability typed by its letter" },
  { "set-code", "a card whose set code is not its set's" },
  { "type-case", "a card type in capitals" },
  { "symbol-case", "a resource symbol in capitals" },
  { "zone-case", "a zone in capitals" },
  { "card-skipped", "cards not written" },
  { "empty-name", "an empty name" },
  { "unknown-type", "a type that is not a card type" },
  { "missing-field", "a field a card needs is absent" },
  { "bad-number", "a number that cannot be read" },
  { "bad-field", "a field of the wrong kind" },
  { "bad-zone", "a zone that is not high, mid or low" },
  { "unknown-field", "a field the import does not know" },
  { "unknown-symbol", "a resource symbol that is not one" },
  { "unknown-format", "a format that is not one" },
  { "bad-keyword", "a keyword with no reading" },
  { "block-zone-without-modifier", "a block zone with no modifier" },
  { "block-modifier-without-zone", "a block modifier with no zone" },
  { "character-stat-on-other-card", "a hand size or vitality on a card that is not a character" },
  { "attack-stat-on-other-card", "speed, damage or attack zone on a card that is not an attack" },
  { "empty-rarity", "an empty rarity" },
  { "name-case", "two spellings of a name that differ in letter case only" },
  { "duplicate-number", "two cards of a set with one collector number" },
};

static const char *
imp_kind_describe (const char *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (imp_kind_text); i++)
    if (strcmp (imp_kind_text[i][0], kind) == 0)
      return imp_kind_text[i][1];
  return kind;
}

/* Counts per kind of note of @level, in the order of imp_kind_text. */
static GPtrArray *
imp_counts (Imp *imp, ImpLevel level)
{
  GPtrArray *counts = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (imp_kind_text); i++)
    {
      guint n = 0;

      for (guint k = 0; k < imp->notes->len; k++)
        {
          const ImpNote *note = g_ptr_array_index (imp->notes, k);

          n += note->level == level && strcmp (note->kind, imp_kind_text[i][0]) == 0;
        }
      if (n > 0)
        {
          g_ptr_array_add (counts, (gpointer) imp_kind_text[i][0]);
          g_ptr_array_add (counts, GUINT_TO_POINTER (n));
        }
    }
  return counts;
}

static guint
imp_total (Imp *imp, ImpLevel level)
{
  guint n = 0;

  for (guint k = 0; k < imp->notes->len; k++)
    n += ((const ImpNote *) g_ptr_array_index (imp->notes, k))->level == level;
  return n;
}

static void
imp_print_note (const Imp *imp, const ImpNote *n)
{
  printf ("%s:%u: %s%s%s%s%s: %s\n", imp->file, n->line,
          n->level == IMP_REPAIR    ? "repaired: "
          : n->level == IMP_SKIPPED ? "skipped: "
                                    : "",
          n->card ? "card " : "", n->card ? n->card : "", n->field ? ", field " : "",
          n->field ? n->field : "", n->message);
}

/* The reasons abilities did not compile, most frequent first. */
static gint
imp_reason_compare (gconstpointer a, gconstpointer b)
{
  const ImpReason *x = *(const ImpReason *const *) a, *y = *(const ImpReason *const *) b;

  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return strcmp (x->reason, y->reason);
}

static GPtrArray *
imp_reasons_sorted (Imp *imp)
{
  GPtrArray *list = g_ptr_array_new ();
  GHashTableIter it;
  gpointer value;

  g_hash_table_iter_init (&it, imp->reasons);
  while (g_hash_table_iter_next (&it, NULL, &value))
    g_ptr_array_add (list, value);
  g_ptr_array_sort (list, imp_reason_compare);
  return list;
}

static double
imp_percent (guint part, guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

/* What the compiler of printed text read: by card type, ability type, set,
 * and why the rest was not read. */
static void
imp_print_cover (Imp *imp, gboolean report)
{
  g_autoptr (GPtrArray) reasons = imp_reasons_sorted (imp);
  const ImpCover *c = &imp->cover;
  guint shown = report ? 40 : 12;

  printf ("printed abilities: %u read, %u compiled (%.1f %%)\n", c->abilities, c->compiled,
          imp_percent (c->compiled, c->abilities));
  printf ("cards fully executable (keywords supported, every ability compiled): %u of %u "
          "(%.1f %%)\n",
          c->executable, c->cards, imp_percent (c->executable, c->cards));
  printf ("  by card type:\n");
  for (guint t = 0; imp_card_types[t] != NULL; t++)
    {
      const ImpCover *b = &imp->by_card_type[t];

      printf ("    %-12s %5u cards, %5u executable (%5.1f %%); abilities %5u, %5u compiled\n",
              imp_card_types[t], b->cards, b->executable, imp_percent (b->executable, b->cards),
              b->abilities, b->compiled);
    }
  printf ("  by ability type:\n");
  for (guint t = 0; imp_ability_types[t] != NULL; t++)
    {
      const ImpCover *b = &imp->by_ability_type[t];

      printf ("    %-12s %5u abilities, %5u compiled (%5.1f %%)\n", imp_ability_types[t],
              b->abilities, b->compiled, imp_percent (b->compiled, b->abilities));
    }
  printf ("  by set:\n");
  for (guint s = 0; s < imp->sets->len; s++)
    {
      const ImpSet *set = g_ptr_array_index (imp->sets, s);

      printf ("    %-20s %4u cards, %4u executable; abilities %4u, %4u compiled\n", set->id,
              set->n_cards, set->executable, set->abilities, set->compiled);
    }
  printf ("  why abilities did not compile (%u reasons; the %u most frequent%s):\n", reasons->len,
          MIN (shown, reasons->len), report ? "" : ", --report for more");
  for (guint i = 0; i < reasons->len && i < shown; i++)
    {
      const ImpReason *r = g_ptr_array_index (reasons, i);

      printf ("    %5u  %s\n           e.g. %s: %s\n", r->count, r->reason, r->card, r->example);
    }
}

static void
imp_print_text (Imp *imp, const char *dir, gboolean report)
{
  static const ImpLevel levels[] = { IMP_REPAIR, IMP_PROBLEM };
  static const char *const titles[] = { "repairs", "problems" };

  for (guint k = 0; k < imp->notes->len; k++)
    {
      const ImpNote *n = g_ptr_array_index (imp->notes, k);

      if (report || n->level != IMP_REPAIR)
        imp_print_note (imp, n);
    }
  printf ("%s: %u cards read, %u imported, %u skipped; %u sets written to %s\n", imp->file,
          imp->cards_read, imp->cards_imported, imp->cards_skipped, imp->sets->len, dir);
  printf ("keyword instances: %u read, %u supported\n", imp->keywords_read,
          imp->keywords_supported);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autoptr (GPtrArray) counts = imp_counts (imp, levels[l]);

      printf ("%s: %u\n", titles[l], imp_total (imp, levels[l]));
      for (guint i = 0; i < counts->len; i += 2)
        printf ("  %-30s %5u  %s\n", (const char *) g_ptr_array_index (counts, i),
                GPOINTER_TO_UINT (g_ptr_array_index (counts, i + 1)),
                imp_kind_describe (g_ptr_array_index (counts, i)));
    }
  printf ("skipped cards: %u\n", imp_total (imp, IMP_SKIPPED));
  imp_print_cover (imp, report);
  if (!report && imp_total (imp, IMP_REPAIR) > 0)
    printf ("(--report lists each repair)\n");
}

static void
imp_print_json (Imp *imp, const char *dir)
{
  static const ImpLevel levels[] = { IMP_REPAIR, IMP_PROBLEM };
  static const char *const titles[] = { "repairs", "problems" };
  g_autoptr (GString) out = g_string_new ("{\"file\": ");

  dk_json_string (out, imp->file);
  g_string_append (out, ", \"dir\": ");
  dk_json_string (out, dir);
  g_string_append_printf (out,
                          ", \"cards_read\": %u, \"cards_imported\": %u, \"cards_skipped\": %u, "
                          "\"sets_written\": %u, \"keywords_read\": %u, "
                          "\"keywords_supported\": %u",
                          imp->cards_read, imp->cards_imported, imp->cards_skipped, imp->sets->len,
                          imp->keywords_read, imp->keywords_supported);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autoptr (GPtrArray) counts = imp_counts (imp, levels[l]);

      g_string_append_printf (out, ", \"%s\": {", titles[l]);
      for (guint i = 0; i < counts->len; i += 2)
        {
          g_string_append (out, i > 0 ? ", " : "");
          dk_json_string (out, g_ptr_array_index (counts, i));
          g_string_append_printf (out, ": %u",
                                  GPOINTER_TO_UINT (g_ptr_array_index (counts, i + 1)));
        }
      g_string_append (out, "}");
    }
  g_string_append (out, ", \"sets\": [");
  for (guint s = 0; s < imp->sets->len; s++)
    {
      const ImpSet *set = g_ptr_array_index (imp->sets, s);

      g_string_append (out, s > 0 ? ", {\"id\": " : "{\"id\": ");
      dk_json_string (out, set->id);
      g_string_append (out, ", \"name\": ");
      dk_json_string (out, set->name);
      g_string_append_printf (out,
                              ", \"cards\": %u, \"cards_executable\": %u, \"abilities\": %u, "
                              "\"abilities_compiled\": %u}",
                              set->n_cards, set->executable, set->abilities, set->compiled);
    }
  g_string_append_printf (out,
                          "], \"abilities\": %u, \"abilities_compiled\": %u, "
                          "\"cards_executable\": %u, \"by_card_type\": {",
                          imp->cover.abilities, imp->cover.compiled, imp->cover.executable);
  for (guint t = 0; imp_card_types[t] != NULL; t++)
    {
      const ImpCover *b = &imp->by_card_type[t];

      g_string_append_printf (out,
                              "%s\"%s\": {\"cards\": %u, \"cards_executable\": %u, "
                              "\"abilities\": %u, \"abilities_compiled\": %u}",
                              t > 0 ? ", " : "", imp_card_types[t], b->cards, b->executable,
                              b->abilities, b->compiled);
    }
  g_string_append (out, "}, \"by_ability_type\": {");
  for (guint t = 0; imp_ability_types[t] != NULL; t++)
    g_string_append_printf (out, "%s\"%s\": {\"abilities\": %u, \"abilities_compiled\": %u}",
                            t > 0 ? ", " : "", imp_ability_types[t],
                            imp->by_ability_type[t].abilities, imp->by_ability_type[t].compiled);
  g_string_append (out, "}, \"not_compiled\": [");
  {
    g_autoptr (GPtrArray) reasons = imp_reasons_sorted (imp);

    for (guint i = 0; i < reasons->len; i++)
      {
        const ImpReason *r = g_ptr_array_index (reasons, i);

        g_string_append (out, i > 0 ? ",\n  {\"reason\": " : "\n  {\"reason\": ");
        dk_json_string (out, r->reason);
        g_string_append_printf (out, ", \"count\": %u, \"card\": ", r->count);
        dk_json_string (out, r->card);
        g_string_append (out, ", \"example\": ");
        dk_json_string (out, r->example);
        g_string_append (out, "}");
      }
  }
  g_string_append (out, "], \"notes\": [");
  for (guint k = 0; k < imp->notes->len; k++)
    {
      const ImpNote *n = g_ptr_array_index (imp->notes, k);

      g_string_append_printf (out, "%s\n  {\"level\": \"%s\", \"kind\": ", k > 0 ? "," : "",
                              imp_level_names[n->level]);
      dk_json_string (out, n->kind);
      g_string_append_printf (out, ", \"line\": %u, \"card\": ", n->line);
      if (n->card)
        dk_json_string (out, n->card);
      else
        g_string_append (out, "null");
      g_string_append (out, ", \"field\": ");
      if (n->field)
        dk_json_string (out, n->field);
      else
        g_string_append (out, "null");
      g_string_append (out, ", \"message\": ");
      dk_json_string (out, n->message);
      g_string_append (out, "}");
    }
  g_string_append (out, "]}\n");
  fputs (out->str, stdout);
}

/* Each set written whole or not at all (g_file_set_contents writes a
 * temporary file and renames it). */
static gboolean
imp_write (Imp *imp, const char *dir, GError **error)
{
  if (g_mkdir_with_parents (dir, 0777) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir,
                   g_strerror (saved));
      return FALSE;
    }
  for (guint s = 0; s < imp->sets->len; s++)
    {
      const ImpSet *set = g_ptr_array_index (imp->sets, s);
      g_autoptr (GString) doc = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
      g_autofree char *file = g_strdup_printf ("%s.xml", set->id);
      g_autofree char *path = g_build_filename (dir, file, NULL);

      g_string_append_printf (doc, "<!-- %s: imported by `duelkit import builduvs`. -->\n", file);
      g_string_append (doc, "<cardset game=\"ufs\"");
      imp_attr (doc, "id", set->id);
      imp_attr (doc, "name", set->name);
      g_string_append_printf (doc, " format=\"1\">\n%s</cardset>\n", set->xml->str);
      if (!g_file_set_contents (path, doc->str, (gssize) doc->len, error))
        return FALSE;
    }
  return TRUE;
}

static int
imp_builduvs (const char *file, const char *dir, gboolean report, gboolean json)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (DkJson) pool = NULL;
  DkJsonError why;
  gsize length;
  Imp imp = { 0 };
  int status = DK_EXIT_OK;

  if (!g_file_get_contents (file, &contents, &length, &error))
    {
      dk_launcher_error ("%s", error->message);
      return DK_EXIT_USAGE;
    }
  if (strlen (contents) != length)
    {
      dk_launcher_error ("%s:1: a NUL byte in the file: not JSON", file);
      return DK_EXIT_USAGE;
    }
  pool = dk_json_parse_full (contents, &why);
  if (pool == NULL)
    {
      dk_launcher_error ("%s:%u: not JSON: %s%s; nothing written", file, why.line, why.message,
                         why.at_end ? " (the file ends there: cut short?)" : "");
      return DK_EXIT_USAGE;
    }
  if (pool->type != DK_JSON_ARRAY)
    {
      dk_launcher_error ("%s:%u: the file holds %s, not a list of cards; nothing written", file,
                         pool->line, imp_json_kind (pool));
      return DK_EXIT_USAGE;
    }

  imp.file = file;
  imp.notes = g_ptr_array_new_with_free_func ((GDestroyNotify) imp_note_free);
  imp.sets = g_ptr_array_new_with_free_func ((GDestroyNotify) imp_set_free);
  imp.set_by_name = g_hash_table_new (g_str_hash, g_str_equal);
  imp.spelling = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  imp.case_twins = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  imp.names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  imp.reasons =
      g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) imp_reason_free);
  imp.card_reasons = g_ptr_array_new_with_free_func (g_free);
  imp_find_sets (&imp, pool);
  imp_find_spellings (&imp, pool);
  if (imp.sets->len == 0 && dk_json_len (pool) > 0)
    {
      ImpSet *set = g_new0 (ImpSet, 1);

      /* Only records that are not objects: they are reported below. */
      set->name = g_strdup ("Unknown set");
      set->id = g_strdup ("unknown");
      set->xml = g_string_new (NULL);
      set->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      set->codes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_ptr_array_add (imp.sets, set);
      g_hash_table_insert (imp.set_by_name, set->name, set);
    }
  for (guint i = 0; i < dk_json_len (pool); i++)
    imp_card (&imp, dk_json_at (pool, i), i);
  g_clear_pointer (&imp.card, g_free);
  g_ptr_array_sort (imp.notes, imp_note_compare);

  /* A set with no card left is not written: an empty set file says nothing. */
  for (guint s = imp.sets->len; s-- > 0;)
    if (((ImpSet *) g_ptr_array_index (imp.sets, s))->n_cards == 0)
      g_ptr_array_remove_index (imp.sets, s);

  if (!imp_write (&imp, dir, &error))
    {
      dk_launcher_error ("%s", error->message);
      status = DK_EXIT_WRITE;
    }
  else if (json)
    imp_print_json (&imp, dir);
  else
    imp_print_text (&imp, dir, report);

  g_ptr_array_unref (imp.notes);
  g_hash_table_unref (imp.set_by_name);
  g_ptr_array_unref (imp.sets);
  g_hash_table_unref (imp.spelling);
  g_hash_table_unref (imp.case_twins);
  g_hash_table_unref (imp.names);
  g_hash_table_unref (imp.reasons);
  g_ptr_array_unref (imp.card_reasons);
  return status;
}

int
dk_cmd_import (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  gboolean report = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &dir, "Write the card sets to DIR (SETCODE.xml)",
      "DIR" },
    { "report", 0, 0, G_OPTION_ARG_NONE, &report, "List each repair too, not only the problems",
      NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "The report as one JSON object", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new ("builduvs FILE -o DIR - import a UFS card pool");

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (
      context, "Reads the card pool of the builduvs deck builder (a JSON list of cards) and\n"
               "writes one UFS card set a real set, DIR/SETCODE.xml. Malformed fields are\n"
               "repaired when they have only one reading, else reported as FILE:LINE with the\n"
               "card and the field; a card that cannot be written is listed as skipped.\n"
               "Nothing is written when the file is not JSON.\n"
               "Exit status: 0 imported, 2 bad input or usage, 3 DIR could not be written.");
  if (!dk_launcher_parse (context, &argc, &argv))
    return DK_EXIT_USAGE;
  if (argc != 3 || strcmp (argv[1], "builduvs") != 0 || dir == NULL)
    {
      dk_launcher_error ("usage: duelkit import builduvs FILE -o DIR [--report] [--json]");
      return DK_EXIT_USAGE;
    }
  return imp_builduvs (argv[2], dir, report, json);
}
