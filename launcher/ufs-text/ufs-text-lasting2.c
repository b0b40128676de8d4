/* ufs-text-lasting2.c: more effects that wait for a player's next card
 * (K.3.9, K.3.9.1, K.3.9.2):
 *
 *   next-ignores := ("the next" qualifiers? TYPE ("you play" | "you attempt
 *                    to play") | "your next" qualifiers? "attack")
 *                   "this turn"? ("ignores" | "ignore") "progressive
 *                   difficulty"
 *   TYPE         := "attack" | "foundation" | "action" | "asset"
 *   next-theirs  := "the next" qualifiers? "attack your opponent" ("plays" |
 *                   "attempts to play") "this turn"? "gets" ...
 *
 * with the qualifiers of ufs-text-lasting.c ("Kick or Punch", "high or
 * low"), on an attack only. It is <ignore-progressive player="you"
 * card-type= [keyword= zone=]/> (E.4.7.2.2): the player's next card of
 * that type, next attack with those traits, attempted this turn skips
 * progressive difficulty; the cards attempted before it are let by.
 * "ignore" for "ignores" is a misprint of the same sentence. "non-" is
 * not read. "The next attack your opponent plays" is "your opponent's next
 * attack" (K.3.9), whose bonus ufs-text-lasting.c reads: <modify-attacks
 * player="opponent" until="next">.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

static const char *const next_types[] = { "attack", "foundation", "action", "asset", NULL };

/* "ignores progressive difficulty" and the end of the sentence; the nodes. */
static gboolean
ignores (P *p, const char *type, GString *kw, GString *zones, gboolean never)
{
  UfsNode *n;

  if (!ut_accept (p, "ignores progressive difficulty") &&
      !ut_accept (p, "ignore progressive difficulty"))
    return ut_fail (p, "effect: the next card of one kind", 4);
  if (!ut_at_end (p) && !ut_peek (p, "."))
    return ut_fail (p, "effect: the next card of one kind ignores progressive difficulty", 4);
  /* a static effect has no duration of its own */
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    return ut_fail_text (p, "effect: the next card",
                         "in a continuous ability without a trigger");
  if (never)
    return ut_fail_text (p, "condition",
                         "this attack deals damage, on the opponent's turn (their attack)");
  n = ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE);
  n->player = "you";
  n->types = type;
  n->filter = kw->len > 0 ? g_intern_string (kw->str) : NULL;
  n->zone = zones->len > 0 ? g_intern_string (zones->str) : NULL;
  return TRUE;
}

/**
 * ut_lasting2_next:
 * @p: the parser, at the start of a clause
 * @ok: (out): whether the clause was read (when this returns TRUE)
 * @never: the clause is inside a fired effect that never runs (an "If
 *   this attack deals damage" of the opponent's turn: ufs-text-lasting.c)
 *
 * Reads "The next foundation you attempt to play this turn ignores
 * progressive difficulty", "Your next Kick attack ignores progressive
 * difficulty", as the grammar at the top of this file has it.
 *
 * Returns: TRUE when the clause is one (read, or refused: @ok), FALSE
 *   when not (nothing read)
 */
gboolean
ut_lasting2_next (P *p, gboolean *ok, gboolean never)
{
  g_autoptr (GString) kw = g_string_new (NULL);
  g_autoptr (GString) zones = g_string_new (NULL);
  const char *non = NULL, *type = NULL;
  guint pos = p->pos;

  if (ut_accept (p, "the next"))
    {
      ut_lasting_qualifiers (p, zones, kw, &non);
      /* K.3.9: "the next attack your opponent plays" is their next attack */
      if (ut_accept (p, "attack your opponent plays") ||
          ut_accept (p, "attack your opponent attempts to play"))
        {
          ut_accept (p, "this turn");
          *ok = ut_lasting_next_gets (p, "opponent", kw, non, zones);
          return TRUE;
        }
      for (guint i = 0; next_types[i] != NULL && type == NULL; i++)
        if (ut_accept (p, next_types[i]))
          type = next_types[i];
      if (type == NULL || (!ut_accept (p, "you play") && !ut_accept (p, "you attempt to play")))
        {
          p->pos = pos;
          return FALSE;
        }
    }
  else if (ut_accept (p, "your next"))
    {
      ut_lasting_qualifiers (p, zones, kw, &non);
      if (!ut_accept (p, "attack"))
        {
          p->pos = pos;
          return FALSE;
        }
      type = "attack";
    }
  else
    return FALSE;
  ut_accept (p, "this turn");
  if (!ut_peek (p, "ignores progressive difficulty") && !ut_peek (p, "ignore progressive difficulty"))
    {
      p->pos = pos;
      return FALSE;
    }
  /* K.3.9.1: the traits are an attack's */
  if (non != NULL)
    *ok = ut_fail_text (p, "effect: the next card", "a next attack without a keyword");
  else if (strcmp (type, "attack") != 0 && (kw->len > 0 || zones->len > 0))
    *ok = ut_fail_text (p, "effect: the next card", "a keyword of a card that is no attack");
  else
    *ok = ignores (p, type, kw, zones, never);
  return TRUE;
}
