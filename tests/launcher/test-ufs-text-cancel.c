/* test-ufs-text-cancel.c: the cancelling part of the grammar of printed UFS
 * text (launcher/ufs-text/ufs-text-cancel.c): whole abilities compiled, and
 * the triggers it reads after "After your opponent plays".
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text/ufs-text-grammar.h"

#include <string.h>

/* Compiles @text as the effect of a response after an event of kind
 * @event (as the rest of an ability "R: After ..., TEXT"), or of an enhance
 * when @event is NULL; returns the ability's attributes and its effect's
 * XML ("ATTRS|EFFECT"), or NULL with the reason in @reason. */
static char *
read_effect (const char *event, const char *text, char **reason)
{
  static const struct
  {
    const char *event, *trigger;
  } triggers[] = {
    { "ability-played", "R: After your opponent plays an enhance ability, " },
    { "card-played", "R: After your opponent plays an action card, " },
    { "damage", "R: After you take damage, " },
  };
  UfsTextCard card = { "foundation" };
  g_autoptr (GString) attrs = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (NULL);
  g_autofree char *ability = NULL;
  const char *prefix = "E: ";
  const char *from, *to;
  char type[12];

  for (guint i = 0; event != NULL && i < G_N_ELEMENTS (triggers); i++)
    if (strcmp (event, triggers[i].event) == 0)
      prefix = triggers[i].trigger;
  ability = g_strconcat (prefix, text, NULL);
  if (!ufs_text_compile (ability, &card, type, attrs, body, reason))
    return NULL;
  from = strstr (body->str, "<effect>");
  to = strstr (body->str, "</effect>");
  g_assert_true (from != NULL && to != NULL);
  from += strlen ("<effect>");
  return g_strdup_printf ("%s|%.*s", attrs->str, (int) (to - from), from);
}

static void
expect (const char *event, const char *text, const char *xml)
{
  g_autofree char *reason = NULL;
  g_autofree char *got = read_effect (event, text, &reason);

  g_assert_cmpstr (reason, ==, NULL);
  g_assert_cmpstr (got, ==, xml);
}

static void
expect_refused (const char *event, const char *text, const char *why)
{
  g_autofree char *reason = NULL;
  g_autofree char *got = read_effect (event, text, &reason);

  g_assert_null (got);
  g_assert_nonnull (reason);
  if (!g_str_has_prefix (reason, why))
    g_assert_cmpstr (reason, ==, why);
}

/* J.3.1.1: after an ability is played, "its effects" are the ability's. */
static void
test_cancel_ability (void)
{
  expect ("ability-played", "cancel its effects.", "|<cancel-effects target=\"that-ability\"/>");
  expect ("ability-played", "cancel it.", "|<cancel-effects target=\"that-ability\"/>");
  expect ("ability-played", "negate its effects.", "|<cancel-effects target=\"that-ability\"/>");
}

/* After a card is played, the card's; "discard it" names that card. */
static void
test_cancel_card (void)
{
  expect ("card-played", "negate the effects of that card and discard it from their card pool.",
          "|<cancel-effects target=\"that-card\"/><destroy target=\"that-card\"/>");
  expect ("card-played", "discard it from their card pool and cancel its effects.",
          "|<destroy target=\"that-card\"/><cancel-effects target=\"that-card\"/>");
}

/* Cancelling needs a play to act on. */
static void
test_cancel_needs_a_play (void)
{
  expect_refused ("damage", "cancel its effects.", "effect: cancel");
  expect_refused (NULL, "cancel it.", "effect: cancel");
  /* "discard it" is this part's only after a card played or a cancel. */
  expect_refused ("ability-played", "discard it.", "effect: discard: it");
}

/* "This ability cannot be cancelled by card effects." after an effect. */
static void
test_uncancellable (void)
{
  expect ("ability-played", "cancel it. This ability cannot be cancelled by card effects.",
          " uncancellable=\"true\"|<cancel-effects target=\"that-ability\"/>");
  expect ("ability-played", "cancel it. This ability cannot be canceled.",
          " uncancellable=\"true\"|<cancel-effects target=\"that-ability\"/>");
  /* On its own it is about another ability: not read. */
  expect_refused ("ability-played", "This ability cannot be cancelled.", "effect: this ability");
}

/* What ut_played_trigger() reads after "After your opponent plays": the
 * <when> it sets, as "event attr=value ...", or NULL when it reads nothing. */
static char *
trigger (const char *text)
{
  g_autofree char *norm = ufs_text_normalise (text);
  g_autoptr (UfsTextAbility) ab = ufs_text_ability_new ();
  GString *out = g_string_new ("");
  P p = { 0 };
  UfsTextCard card = { "foundation" };
  gboolean read;

  p.toks = ufs_text_lex (norm);
  p.card = &card;
  p.ab = ab;
  read = ut_played_trigger (&p, "opponent");
  if (read)
    {
      g_string_append_printf (out, "%s %s", ab->when_event, ab->when_player);
      for (guint i = 0; i < G_N_ELEMENTS (ab->when_attr); i++)
        if (ab->when_attr[i] != NULL)
          g_string_append_printf (out, " %s=%s", ab->when_attr[i], ab->when_value[i]);
      g_string_append_printf (out, " |%s", ut_tok (&p, 0)->text ? ut_tok (&p, 0)->text : "");
    }
  else if (p.pos != 0)
    g_string_append (out, "moved");
  ufs_text_tokens_free (p.toks);
  return read || out->len > 0 ? g_string_free (out, FALSE) : (g_string_free (out, TRUE), NULL);
}

static void
test_played_trigger (void)
{
  static const struct
  {
    const char *text, *when;
  } cases[] = {
    { "a block, cancel it.", "card-played opponent kind=block |," },
    { "an ability, cancel it.", "ability-played opponent |," },
    { "a keyword ability, cancel its effects.", "ability-played opponent kind=keyword |," },
    { "an ability on their character card, cancel it.",
      "ability-played opponent card-type=character |," },
    { "an enhance ability printed on a foundation, cancel it.",
      "ability-played opponent type=E card-type=foundation |," },
    { "a response ability on an attack card, cancel it.",
      "ability-played opponent type=R card-type=attack |," },
    { "an ability on an action card, cancel it.", "ability-played opponent card-type=action |," },
    /* the trigger part's, or nobody's: nothing read */
    { "an enhance ability, cancel it.", NULL },
    { "an ability on a weapon card, cancel it.", NULL },
    { "a foundation, cancel it.", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = trigger (cases[i].text);

      g_assert_cmpstr (got, ==, cases[i].when);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-cancel/ability", test_cancel_ability);
  g_test_add_func ("/ufs-text-cancel/card", test_cancel_card);
  g_test_add_func ("/ufs-text-cancel/needs-a-play", test_cancel_needs_a_play);
  g_test_add_func ("/ufs-text-cancel/uncancellable", test_uncancellable);
  g_test_add_func ("/ufs-text-cancel/played-trigger", test_played_trigger);
  return g_test_run ();
}
