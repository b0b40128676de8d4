/* dk-json.h: a small JSON reader (RFC 8259) that remembers where each value
 * starts, for messages of the form FILE:LINE.
 *
 * The launcher reads records it wrote itself and card pools other programs
 * wrote; neither needs more than a tree of values.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  DK_JSON_NULL,
  DK_JSON_BOOL,
  DK_JSON_NUMBER,
  DK_JSON_STRING,
  DK_JSON_ARRAY,
  DK_JSON_OBJECT,
} DkJsonType;

typedef struct DkJson DkJson;
struct DkJson
{
  DkJsonType type;
  guint line;       /* where the value starts, from 1 */
  double number;    /* also a bool: 1 or 0 */
  char *string;     /* DK_JSON_STRING: the text, UTF-8 */
  GPtrArray *items; /* DkJson: an array's items, an object's values */
  GPtrArray *keys;  /* char *: an object's keys, in order */
};

/* Why a text is not JSON. */
typedef struct
{
  const char *message; /* static text */
  guint line;          /* where it went wrong, from 1 */
  gboolean at_end;     /* the text ended before the value did (cut short) */
} DkJsonError;

DkJson *dk_json_parse (const char *text, const char **error, guint *error_line);
DkJson *dk_json_parse_full (const char *text, DkJsonError *error);
void dk_json_free (DkJson *j);
DkJson *dk_json_get (const DkJson *j, const char *key);
guint dk_json_len (const DkJson *j);
DkJson *dk_json_at (const DkJson *j, guint i);
guint dk_json_object_size (const DkJson *j);
const char *dk_json_key_at (const DkJson *j, guint i);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkJson, dk_json_free)

G_END_DECLS
