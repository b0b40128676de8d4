/* dk-json.c: a small JSON reader that remembers the line of each value.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-json.h"

#include <string.h>

/**
 * dk_json_free:
 * @j: (nullable): a value from dk_json_parse()
 *
 * Frees @j and everything in it.
 */
void
dk_json_free (DkJson *j)
{
  if (j == NULL)
    return;
  g_free (j->string);
  if (j->items)
    g_ptr_array_unref (j->items);
  if (j->keys)
    g_ptr_array_unref (j->keys);
  g_free (j);
}

typedef struct
{
  const char *p;
  const char *error;
  guint line;
} DkJsonReader;

static void
dk_json_space (DkJsonReader *r)
{
  while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
    {
      if (*r->p == '\n')
        r->line++;
      r->p++;
    }
}

static char *
dk_json_read_string (DkJsonReader *r)
{
  GString *s = g_string_new (NULL);

  r->p++; /* the quote */
  for (;;)
    {
      char c = *r->p++;

      if (c == '"')
        return g_string_free (s, FALSE);
      if (c == '\0' || (guchar) c < 0x20)
        break;
      if (c != '\\')
        {
          g_string_append_c (s, c);
          continue;
        }
      c = *r->p++;
      switch (c)
        {
        case '"':
        case '\\':
        case '/':
          g_string_append_c (s, c);
          break;
        case 'b':
          g_string_append_c (s, '\b');
          break;
        case 'f':
          g_string_append_c (s, '\f');
          break;
        case 'n':
          g_string_append_c (s, '\n');
          break;
        case 'r':
          g_string_append_c (s, '\r');
          break;
        case 't':
          g_string_append_c (s, '\t');
          break;
        case 'u':
          {
            gunichar u = 0;

            for (guint i = 0; i < 4; i++)
              {
                gint d = g_ascii_xdigit_value (*r->p);

                if (d < 0)
                  goto bad;
                u = u * 16 + (gunichar) d;
                r->p++;
              }
            if (u >= 0xd800 && u < 0xdc00 && r->p[0] == '\\' && r->p[1] == 'u')
              {
                gunichar low = 0;

                r->p += 2;
                for (guint i = 0; i < 4; i++)
                  {
                    gint d = g_ascii_xdigit_value (*r->p);

                    if (d < 0)
                      goto bad;
                    low = low * 16 + (gunichar) d;
                    r->p++;
                  }
                u = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
              }
            g_string_append_unichar (s, u);
            break;
          }
        default:
          goto bad;
        }
    }
bad:
  r->error = "a bad string";
  g_string_free (s, TRUE);
  return NULL;
}

static DkJson *
dk_json_read (DkJsonReader *r, guint depth)
{
  g_autoptr (DkJson) j = g_new0 (DkJson, 1);

  dk_json_space (r);
  j->line = r->line;
  if (depth > 64)
    {
      r->error = "too deep";
      return NULL;
    }
  switch (*r->p)
    {
    case '{':
    case '[':
      {
        gboolean object = *r->p == '{';
        char end = object ? '}' : ']';

        j->type = object ? DK_JSON_OBJECT : DK_JSON_ARRAY;
        j->items = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_json_free);
        if (object)
          j->keys = g_ptr_array_new_with_free_func (g_free);
        r->p++;
        dk_json_space (r);
        if (*r->p == end)
          {
            r->p++;
            break;
          }
        for (;;)
          {
            DkJson *item;

            dk_json_space (r);
            if (object)
              {
                char *key;

                if (*r->p != '"' || (key = dk_json_read_string (r)) == NULL)
                  {
                    r->error = r->error ? r->error : "a key expected";
                    return NULL;
                  }
                g_ptr_array_add (j->keys, key);
                dk_json_space (r);
                if (*r->p++ != ':')
                  {
                    r->error = "':' expected";
                    return NULL;
                  }
              }
            item = dk_json_read (r, depth + 1);
            if (item == NULL)
              return NULL;
            g_ptr_array_add (j->items, item);
            dk_json_space (r);
            if (*r->p == ',')
              {
                r->p++;
                continue;
              }
            if (*r->p++ == end)
              break;
            r->error = object ? "',' or '}' expected" : "',' or ']' expected";
            return NULL;
          }
        break;
      }
    case '"':
      j->type = DK_JSON_STRING;
      j->string = dk_json_read_string (r);
      if (j->string == NULL)
        return NULL;
      break;
    case 't':
    case 'f':
    case 'n':
      {
        const char *words[] = { "true", "false", "null" };

        for (guint i = 0; i < 3; i++)
          if (strncmp (r->p, words[i], strlen (words[i])) == 0)
            {
              j->type = i == 2 ? DK_JSON_NULL : DK_JSON_BOOL;
              j->number = i == 0;
              r->p += strlen (words[i]);
              return g_steal_pointer (&j);
            }
        r->error = "a bad word";
        return NULL;
      }
    default:
      {
        char *end;

        j->type = DK_JSON_NUMBER;
        j->number = g_ascii_strtod (r->p, &end);
        if (end == r->p)
          {
            r->error = "a value expected";
            return NULL;
          }
        r->p = end;
      }
    }
  return g_steal_pointer (&j);
}

/**
 * dk_json_parse_full:
 * @text: a JSON text, ended by a NUL
 * @error: (out caller-allocates): what is wrong, when the text is not JSON
 *
 * Returns: (transfer full) (nullable): the value, or %NULL with @error set
 */
DkJson *
dk_json_parse_full (const char *text, DkJsonError *error)
{
  DkJsonReader r = { text, NULL, 1 };
  DkJson *j = dk_json_read (&r, 0);

  memset (error, 0, sizeof *error);
  if (j != NULL)
    {
      dk_json_space (&r);
      if (*r.p != '\0')
        {
          r.error = "text after the value";
          g_clear_pointer (&j, dk_json_free);
        }
      return j;
    }
  if (r.error == NULL)
    r.error = "a value expected";
  error->message = r.error;
  error->line = r.line;
  /* Cut short: the reader stopped at the end (or past it, on the NUL a
   * string or a word ran into); the line is the last one with text. */
  if ((r.p > text && r.p[-1] == '\0') || *r.p == '\0')
    {
      const char *p = r.p > text && r.p[-1] == '\0' ? r.p - 1 : r.p;

      error->at_end = TRUE;
      while (p > text && g_ascii_isspace (p[-1]))
        {
          if (p[-1] == '\n' && error->line > 1)
            error->line--;
          p--;
        }
    }
  return NULL;
}

/**
 * dk_json_parse:
 * @text: a JSON text, ended by a NUL
 * @error: (out): what is wrong when the text is not JSON (static text)
 * @error_line: (out) (optional): the line, from 1, where it went wrong
 *
 * Returns: (transfer full) (nullable): the value, or %NULL with @error set
 */
DkJson *
dk_json_parse (const char *text, const char **error, guint *error_line)
{
  DkJsonError e;
  DkJson *j = dk_json_parse_full (text, &e);

  *error = e.message;
  if (error_line != NULL)
    *error_line = e.line;
  return j;
}

/* The value of @key in the object @j; NULL when @j is not an object or has no
 * such key (the first one when a key is repeated). */
DkJson *
dk_json_get (const DkJson *j, const char *key)
{
  if (j == NULL || j->type != DK_JSON_OBJECT)
    return NULL;
  for (guint i = 0; i < j->keys->len; i++)
    if (strcmp (g_ptr_array_index (j->keys, i), key) == 0)
      return g_ptr_array_index (j->items, i);
  return NULL;
}

/* The number of items of the array @j; 0 when @j is not an array. */
guint
dk_json_len (const DkJson *j)
{
  return j != NULL && j->type == DK_JSON_ARRAY ? j->items->len : 0;
}

/* The @i-th item of an array, or value of an object. */
DkJson *
dk_json_at (const DkJson *j, guint i)
{
  return g_ptr_array_index (j->items, i);
}

/* The number of keys of the object @j; 0 when @j is not an object. */
guint
dk_json_object_size (const DkJson *j)
{
  return j != NULL && j->type == DK_JSON_OBJECT ? j->keys->len : 0;
}

/* The @i-th key of the object @j. */
const char *
dk_json_key_at (const DkJson *j, guint i)
{
  return g_ptr_array_index (j->keys, i);
}
