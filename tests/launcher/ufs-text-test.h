/* ufs-text-test.h: what the tests of the compiler of printed UFS text
 * (tests/launcher/test-ufs-text*.c) share: an ability compiled to one
 * string, and the two assertions on it.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "ufs-text/ufs-text.h"

#include <string.h>

/* "TYPE ATTRS BODY" for @text compiled as an ability of @card, "no (TYPE):
 * REASON" when it is not. */
static inline char *
compile_on (const char *text, const UfsTextCard *card)
{
  g_autoptr (GString) attrs = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (NULL);
  g_autofree char *reason = NULL;
  char type[12];

  if (!ufs_text_compile (text, card, type, attrs, body, &reason))
    return g_strdup_printf ("no (%s): %s", type, reason);
  return g_strdup_printf ("%s%s %s", type, attrs->str, body->str);
}

/* compile_on() a card of type @card_type that prints no keyword. */
static inline char *
compile (const char *text, const char *card_type)
{
  UfsTextCard card = { card_type };

  return compile_on (text, &card);
}

#define assert_compiles(text, card_type, want)                                                     \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *got_ = compile (text, card_type);                                             \
    g_assert_cmpstr (got_, ==, want);                                                              \
  }                                                                                                \
  G_STMT_END

/* Not compiled, and the reason holds @why. */
#define assert_refused(text, card_type, why)                                                       \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *got_ = compile (text, card_type);                                             \
    if (!g_str_has_prefix (got_, "no ("))                                                          \
      g_assert_cmpstr (got_, ==, "(not compiled)");                                                \
    if (strstr (got_, why) == NULL)                                                                \
      g_assert_cmpstr (got_, ==, why);                                                             \
  }                                                                                                \
  G_STMT_END

/* The XML inside <effect> of @text compiled on an invented card of type
 * @card_type, or NULL with the reason in @reason. */
static inline char *
effect_of (const char *text, const char *card_type, char **reason)
{
  UfsTextCard card = { card_type };
  g_autoptr (GString) attrs = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (NULL);
  const char *from, *to;
  char type[12];

  if (!ufs_text_compile (text, &card, type, attrs, body, reason))
    return NULL;
  from = strstr (body->str, "<effect>");
  to = strstr (body->str, "</effect>");
  g_assert_true (from != NULL && to != NULL);
  from += strlen ("<effect>");
  return g_strndup (from, (gsize) (to - from));
}

/* @text compiles on a card of @card_type, its effect exactly @xml. */
static inline void
assert_effect (const char *card_type, const char *text, const char *xml)
{
  g_autofree char *reason = NULL;
  g_autofree char *got = effect_of (text, card_type, &reason);

  g_assert_cmpstr (reason, ==, NULL);
  g_assert_cmpstr (got, ==, xml);
}

/* @text is refused on a card of @card_type, the reason holding @why. */
static inline void
assert_effect_refused (const char *card_type, const char *text, const char *why)
{
  g_autofree char *reason = NULL;
  g_autofree char *got = effect_of (text, card_type, &reason);

  g_assert_null (got);
  g_assert_nonnull (reason);
  if (strstr (reason, why) == NULL)
    g_error ("%s: reason \"%s\" lacks \"%s\"", text, reason, why);
}
