/* ufs-text-parse.c: the grammar of printed UFS ability text.
 *
 * A hand-written recursive-descent parser over the tokens of
 * ufs-text-lex.c. The grammar, in the order an ability is printed:
 *
 *   ability     := restriction* TIMING limit* costs? ":" sentence+
 *                | sentence+                                  (continuous)
 *   restriction := First | Combo | Deadlock | Desperation | {symbol} | 'watermark'
 *                | Character Name | Symbol                  (ufs-text-cond5.c)
 *   limit       := "[" limit-item ("," limit-item)* "]"
 *   costs       := cost ("," cost)*
 *   sentence    := rule-sentence | cancel-sentence | trigger? clauses "."
 *   trigger     := After event ","
 *   clauses     := clause (("," | "and" | ", then" | "then") clause)*
 *   clause      := target gets mod ("and" mod)*  |  subject? verb object
 *   mod         := ("+"|"-") amount stat ("(minimum N)")?
 *
 * Each part is read by a function of its own, and the words each knows are
 * in tables (limits, costs, triggers, subjects' verbs, imperative verbs,
 * targets, stats), so that a new verb, target or condition is a new row
 * or a new function, not a new parser. Wrong is worse than missing: the
 * parser gives up at the first word it does not know, and says where
 * (reason "CATEGORY: words"), and an ability is compiled only when every
 * word was read.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

static gboolean
sentence (P *p, gboolean first)
{
  p->opponent = FALSE;
  p->both = FALSE;
  if (ut_uncancellable_sentence (p) || ut_rule_sentence (p) || ut_cancel_sentence (p) ||
      ut_x_equals (p) || ut_player_cancel_sentence (p) || ut_vocab_sentence (p) ||
      ut_naming_sentence (p) || ut_still_sentence (p))
    ;
  else
    {
      if (ut_accept (p, "after"))
        {
          if (!first)
            return ut_fail_text (p, "trigger", "\"After\" inside an ability");
          if (strcmp (p->ab->type, "E") == 0)
            return ut_trigger_in_enhance (p);
          if (strcmp (p->ab->type, "R") != 0 && strcmp (p->ab->type, "continuous") != 0)
            return ut_fail_text (p, "trigger", "\"After\" in an ability that is not a response");
          if (!ut_trigger (p))
            return FALSE;
          if (!ut_accept (p, ","))
            return ut_fail (p, "trigger", 4);
        }
      else if (first && strcmp (p->ab->type, "R") == 0 && ut_accept (p, "before"))
        {
          if (!ut_before (p) || !ut_accept (p, ","))
            return ut_fail (p, "trigger: before", 4);
        }
      /* an attack's continuous "If this attack is blocked," (ufs-text-cond5.c) */
      else if (first && ut_cond5_if_trigger (p))
        {
          if (p->reason != NULL)
            return FALSE;
        }
      if (ut_if_attack_event (p))
        ;
      else if (p->reason == NULL && ut_if_condition (p))
        ;
      else if (p->reason == NULL && ut_you_may (p))
        ;
      else if (p->reason != NULL || !ut_clauses (p))
        return FALSE;
    }
  if (p->reason != NULL)
    return FALSE;
  ut_momup_face_up (p); /* "... to your momentum face up" */
  if (ut_accept (p, ".") || ut_accept (p, "!") || ut_at_end (p))
    return TRUE;
  return ut_fail (p, "words after the sentence", 4);
}

/* --- the ability -------------------------------------------------------------------- */

static gboolean
restrictions (P *p)
{
  for (;;)
    {
      const UfsTok *t = ut_tok (p, 0);
      gint named = ut_cond5_character_name (p);

      if (named < 0)
        return FALSE;
      if (named > 0)
        continue;

      if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "first") == 0)
        p->ab->first = TRUE;
      else if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "combo") == 0)
        p->ab->combo = TRUE;
      else if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "deadlock") == 0)
        p->ab->deadlock = TRUE;
      else if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "desperation") == 0)
        p->ab->desperation = TRUE;
      else if (t->kind == UFS_TOK_SYMBOL)
        {
          gboolean known = FALSE;

          for (guint i = 0; ut_symbols[i] != NULL; i++)
            known |= strcmp (ut_symbols[i], t->text) == 0;
          if (!known || p->ab->resource != NULL)
            return ut_fail_text (p, "restriction", "a symbol that is not one, or two symbols");
          p->ab->resource = g_strdup (t->text);
        }
      else if (t->kind == UFS_TOK_QUOTED)
        {
          if (p->ab->watermark != NULL)
            return ut_fail_text (p, "restriction", "two watermarks");
          p->ab->watermark = g_strdup (t->text);
        }
      else
        return TRUE;
      p->pos++;
    }
}

static gboolean
ability (P *p)
{
  const UfsTok *t;
  gboolean restricted;

  if (!restrictions (p))
    return FALSE;
  restricted = p->pos > 0;
  t = ut_tok (p, 0);
  if (t->kind == UFS_TOK_WORD && t->capital && strlen (t->text) == 1 && strchr ("efr", t->text[0]))
    {
      p->ab->type[0] = g_ascii_toupper (t->text[0]);
      p->ab->type[1] = '\0';
      p->pos++;
      if (!ut_limits (p) || !ut_costs (p) || !ut_limits (p))
        return FALSE;
      if (!ut_accept (p, ":"))
        return ut_fail (p, "cost", 3);
    }
  else if (restricted)
    return ut_fail (p, "restriction without a timing letter", 3);
  else
    {
      g_strlcpy (p->ab->type, "continuous", sizeof p->ab->type);
      /* J.2.1: a static effect, read whole by its own part */
      if (ut_static (p))
        return TRUE;
      if (p->reason != NULL)
        return FALSE;
    }

  if (ut_at_end (p))
    return ut_fail_text (p, "effect", "none");
  for (gboolean first = TRUE; !ut_at_end (p); first = FALSE)
    if (!sentence (p, first))
      return FALSE;

  /* What the sentences must add up to. */
  if (p->ab->effect->len == 0)
    return ut_fail_text (p, "effect", "no effect");
  if (strcmp (p->ab->type, "R") == 0 && p->ab->when_event == NULL)
    return ut_fail_text (p, "response", "no \"After\" condition");
  if (p->ab->uses_x && !p->ab->x_in_cost &&
      (p->ab->effect->len == 0 ||
       g_array_index (p->ab->effect, UfsNode, 0).kind != UFS_NODE_DEFINE_X))
    return ut_fail_text (p, "amount", "X defined in words");
  if (strcmp (p->ab->type, "continuous") == 0 &&
      ((p->ab->limit &&
        /* when its event happened (ut_trigger_fired_during) */
        !(p->ab->when_event != NULL && (strcmp (p->ab->limit, "enhance-step") == 0 ||
                                        strcmp (p->ab->limit, "combat-phase") == 0))) ||
       (p->ab->zone && p->ab->when_event == NULL) || p->ab->while_committed ||
       p->ab->either_player || p->ab->cancel->len > 0))
    return ut_fail_text (p, "continuous", "a play restriction on a continuous ability");
  return TRUE;
}

UfsTextAbility *
ufs_text_ability_new (void)
{
  UfsTextAbility *ab = g_new0 (UfsTextAbility, 1);

  ab->cost = g_array_new (FALSE, TRUE, sizeof (UfsNode));
  ab->effect = g_array_new (FALSE, TRUE, sizeof (UfsNode));
  ab->cancel = g_array_new (FALSE, TRUE, sizeof (UfsNode));
  return ab;
}

void
ufs_text_ability_free (UfsTextAbility *ab)
{
  if (ab == NULL)
    return;
  g_array_unref (ab->cost);
  g_array_unref (ab->effect);
  g_array_unref (ab->cancel);
  g_free (ab->resource);
  g_free (ab->watermark);
  g_free (ab->character);
  g_free (ab);
}

/**
 * ufs_text_parse:
 * @text: one printed ability, normalised (ufs_text_normalise())
 * @card: the card it is on
 * @reason: (out): why it was not read, when it was not
 *
 * Returns: (transfer full) (nullable): the ability's tree
 */
UfsTextAbility *
ufs_text_parse (const char *text, const UfsTextCard *card, char **reason)
{
  g_autoptr (UfsTextAbility) ab = ufs_text_ability_new ();
  P p = { 0 };
  gboolean ok;

  p.toks = ufs_text_lex (text);
  p.card = card;
  p.ab = ab;
  ok = ability (&p);
  ufs_text_tokens_free (p.toks);
  if (!ok)
    {
      *reason = p.reason != NULL ? p.reason : g_strdup ("unknown: ?");
      return NULL;
    }
  g_free (p.reason);
  return g_steal_pointer (&ab);
}