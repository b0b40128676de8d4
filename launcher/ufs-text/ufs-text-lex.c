/* ufs-text-lex.c: printed UFS ability text, normalised and cut into tokens.
 *
 * The normaliser undoes what the printed pool does to its own words: a `?`
 * where an apostrophe was lost (`opponent?s`), doubled braces around a
 * symbol (`{{fire}}`), line breaks and runs of spaces, and the misspellings
 * found in the pool (a table: a word is replaced only whole). The tokenizer
 * then gives words (lower case), numbers, {symbols}, quoted names and
 * punctuation.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text.h"

#include <string.h>

/* Misspelled words of the printed pool and what they are. */
static const char *const ufs_typos[][2] = {
  { "abilitys", "abilities" },
  { "additonal", "additional" },
  { "additionnal", "additional" },
  { "atack", "attack" },
  { "attacl", "attack" },
  { "caqrd", "card" },
  { "cannont", "cannot" },
  { "characted", "character" },
  { "chracter", "character" },
  { "charactes", "characters" },
  { "cjeck", "check" },
  { "commite", "commit" },
  { "damge", "damage" },
  { "dicard", "discard" },
  { "disard", "discard" },
  { "discarsd", "discard" },
  { "efects", "effects" },
  { "effetcs", "effects" },
  { "fondation", "foundation" },
  { "foudations", "foundations" },
  { "foudnations", "foundations" },
  { "foundaions", "foundations" },
  { "foudnation's", "foundation's" },
  { "fromt", "from" },
  { "geets", "gets" },
  { "momemtnum", "momentum" },
  { "momemtum", "momentum" },
  { "momenutm", "momentum" },
  { "mommentum", "momentum" },
  { "oponent", "opponent" },
  { "oppnent", "opponent" },
  { "oponent's", "opponent's" },
  { "opponet's", "opponent's" },
  { "oyur", "your" },
  { "readid", "readied" },
  { "reveail", "reveal" },
  { "stanging", "staging" },
  { "thier", "their" },
  { "theiur", "their" },
  { "unil", "until" },
  { "vlitality", "vitality" },
  { "handsize", "hand size" },
  { "facedown", "face down" },
  { "cardpool", "card pool" },
  { "multipe", "multiple" },
  { "opies", "copies" },
  { "priotiry", "priority" },
};

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '\'' || c == '-' || (c & 0x80);
}

/* Misprints that only their neighbours show (a word the pool uses
 * rightly elsewhere): the words around it, which of them is wrong and
 * what it is. Matched whole, in any case; only the wrong word changes. */
static const struct
{
  const char *words;
  guint wrong;
  const char *right;
} ufs_phrase_typos[] = {
  { "after you ranged attack", 1, "your" },
  { "your opponent staging area", 1, "opponent's" },
  { "the number of card in", 3, "cards" },
  { "playable by either players", 3, "player" },
};

/* @text with the misprints of ufs_phrase_typos put right. */
static char *
phrase_typos (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *q = text; *q != '\0';)
    {
      gboolean done = FALSE;

      if (q == text || !is_word_char (q[-1]))
        for (guint i = 0; i < G_N_ELEMENTS (ufs_phrase_typos) && !done; i++)
          {
            const char *w = ufs_phrase_typos[i].words;
            gsize len = strlen (w);

            if (g_ascii_strncasecmp (q, w, len) != 0 || is_word_char (q[len]))
              continue;
            /* the words before the wrong one, as printed */
            for (guint k = 0, at = 0; at < len; k++)
              {
                gsize wl = strcspn (w + at, " ");

                if (k == ufs_phrase_typos[i].wrong)
                  g_string_append (out, ufs_phrase_typos[i].right);
                else
                  g_string_append_len (out, q + at, wl);
                at += wl;
                if (at < len)
                  g_string_append_c (out, ' ');
                at += at < len;
              }
            q += len;
            done = TRUE;
          }
      if (!done)
        g_string_append_c (out, *q++);
    }
  return g_string_free (out, FALSE);
}

/**
 * ufs_text_normalise:
 * @text: a printed ability
 *
 * Returns: (transfer full): @text with its known defects undone
 */
char *
ufs_text_normalise (const char *text)
{
  GString *out = g_string_new (NULL);
  GString *word = g_string_new (NULL);
  const char *p = text;

  /* Curly apostrophes and quotes, as printed by some sets. */
  while (*p != '\0')
    {
      if (strncmp (p, "\xe2\x80\x99", 3) == 0 || strncmp (p, "\xe2\x80\x98", 3) == 0)
        {
          g_string_append_c (out, '\'');
          p += 3;
        }
      else if (strncmp (p, "\xe2\x80\x9c", 3) == 0 || strncmp (p, "\xe2\x80\x9d", 3) == 0)
        {
          g_string_append_c (out, '"');
          p += 3;
        }
      /* {{fire}} is {fire} */
      else if (p[0] == '{' && p[1] == '{')
        p++;
      else if (p[0] == '}' && p[1] == '}')
        p++;
      /* opponent?s: an apostrophe lost */
      else if (*p == '?' && p > text && g_ascii_isalpha (p[-1]) && p[1] == 's' &&
               !g_ascii_isalpha (p[2]))
        {
          g_string_append_c (out, '\'');
          p++;
        }
      else if (*p == '\n' || *p == '\r' || *p == '\t')
        {
          g_string_append_c (out, ' ');
          p++;
        }
      else
        g_string_append_c (out, *p++);
    }

  /* Spaces collapsed, misspellings replaced word by word. */
  {
    GString *done = g_string_new (NULL);

    for (const char *q = out->str;;)
      {
        if (*q != '\0' && is_word_char (*q))
          {
            g_string_append_c (word, *q++);
            continue;
          }
        if (word->len > 0)
          {
            const char *use = word->str;
            g_autofree char *lower = g_ascii_strdown (word->str, -1);

            for (guint i = 0; i < G_N_ELEMENTS (ufs_typos); i++)
              if (strcmp (lower, ufs_typos[i][0]) == 0)
                use = ufs_typos[i][1];
            g_string_append (done, use);
            g_string_truncate (word, 0);
          }
        if (*q == '\0')
          break;
        if (*q == ' ' && (done->len == 0 || done->str[done->len - 1] == ' '))
          {
            q++;
            continue;
          }
        g_string_append_c (done, *q++);
      }
    while (done->len > 0 && done->str[done->len - 1] == ' ')
      g_string_truncate (done, done->len - 1);
    g_string_free (out, TRUE);
    out = done;
  }
  g_string_free (word, TRUE);
  {
    char *fixed = phrase_typos (out->str);

    g_string_free (out, TRUE);
    return fixed;
  }
}

static void
tok_clear (gpointer data)
{
  g_free (((UfsTok *) data)->text);
}

void
ufs_text_tokens_free (GArray *tokens)
{
  if (tokens != NULL)
    g_array_unref (tokens);
}

static void
push (GArray *a, UfsTokKind kind, char *text, gint num, gboolean capital)
{
  UfsTok t = { kind, text, num, capital };

  g_array_append_val (a, t);
}

/* "'Stun: 2'", "'Multiple: X'": a keyword with its rating printed in
 * quotes (I.2.4) is read as it is without them: the keyword, the colon,
 * the rating. TRUE when the text from @s to @end was that and was pushed. */
static gboolean
quoted_rating (GArray *a, const char *s, const char *end)
{
  const char *w = s;
  const char *r;

  while (w < end && g_ascii_isalpha (*w))
    w++;
  if (w == s || w + 1 >= end || *w != ':')
    return FALSE;
  r = w + 1;
  while (r < end && *r == ' ')
    r++;
  if (r == end || (end - r == 1 ? !g_ascii_isdigit (*r) && *r != 'X' && *r != 'x'
                                : strspn (r, "0123456789") < (gsize) (end - r) || end - r > 2))
    return FALSE;
  push (a, UFS_TOK_WORD, g_ascii_strdown (s, w - s), 0, g_ascii_isupper (*s));
  push (a, UFS_TOK_PUNCT, g_strdup (":"), 0, FALSE);
  if (g_ascii_isdigit (*r))
    {
      gint n = (gint) g_ascii_strtoll (r, NULL, 10);

      push (a, UFS_TOK_NUMBER, g_strdup_printf ("%d", n), n, FALSE);
    }
  else
    push (a, UFS_TOK_WORD, g_strdup ("x"), 0, TRUE);
  return TRUE;
}

/**
 * ufs_text_lex:
 * @normalised: text from ufs_text_normalise()
 *
 * Returns: (transfer full): the tokens, ending with one UFS_TOK_END
 */
GArray *
ufs_text_lex (const char *normalised)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (UfsTok));
  const char *p = normalised;

  g_array_set_clear_func (a, tok_clear);
  while (*p != '\0')
    {
      if (*p == ' ')
        {
          p++;
          continue;
        }
      if (g_ascii_isdigit (*p))
        {
          gint n = 0;

          while (g_ascii_isdigit (*p) && n < 100000)
            n = n * 10 + (*p++ - '0');
          /* 2nd, 3rd: an ordinal is a word */
          if (g_ascii_isalpha (*p))
            {
              const char *s = p;

              while (g_ascii_isalpha (*p))
                p++;
              push (a, UFS_TOK_WORD, g_strdup_printf ("%d%.*s", n, (int) (p - s), s), n, FALSE);
              continue;
            }
          push (a, UFS_TOK_NUMBER, g_strdup_printf ("%d", n), n, FALSE);
          continue;
        }
      if (*p == '{')
        {
          const char *end = strchr (p, '}');

          if (end != NULL)
            {
              push (a, UFS_TOK_SYMBOL, g_ascii_strdown (p + 1, end - p - 1), 0, FALSE);
              p = end + 1;
              continue;
            }
        }
      /* 'Name' or "Name": a quote that opens at a word's start and closes
       * at a word's end. */
      if (*p == '"' || (*p == '\'' && (p == normalised || p[-1] == ' ')))
        {
          char q = *p;
          const char *end = p + 1;

          while ((end = strchr (end, q)) != NULL && q == '\'' && g_ascii_isalpha (end[1]))
            end++;
          if (end != NULL && quoted_rating (a, p + 1, end))
            {
              p = end + 1;
              continue;
            }
          if (end != NULL)
            {
              push (a, UFS_TOK_QUOTED, g_strndup (p + 1, (gsize) (end - p - 1)), 0, FALSE);
              p = end + 1;
              continue;
            }
        }
      if (g_ascii_isalpha (*p) || (*p & 0x80))
        {
          const char *s = p;
          g_autofree char *raw = NULL;

          while (*p != '\0' && is_word_char (*p) && !(*p == '-' && !g_ascii_isalpha (p[1])))
            p++;
          /* a word's closing quote is not part of it */
          while (p > s + 1 && p[-1] == '\'' && p[-2] != 's')
            p--;
          raw = g_strndup (s, (gsize) (p - s));
          push (a, UFS_TOK_WORD, g_ascii_strdown (raw, -1), 0, g_ascii_isupper (*s));
          continue;
        }
      push (a, UFS_TOK_PUNCT, g_strndup (p, 1), 0, FALSE);
      p++;
    }
  push (a, UFS_TOK_END, g_strdup (""), 0, FALSE);
  return a;
}
