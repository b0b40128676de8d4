/* ufs-text-cancel.c: cancelling and negating in printed text (J.3.1.1,
 * G.2.2.1, docs/effects.md "Cancelling and negating"): "cancel its
 * effects", "cancel it", "negate the effects of that card" after a card or
 * ability is played, "and discard it from their card pool" after them,
 * "This ability cannot be cancelled by card effects", and the plays such
 * responses answer that the trigger part does not read ("plays a block",
 * "plays an ability").
 *
 * The other parts call in here at one point each (ufs-text-grammar.h):
 * the effect's clause, the rule sentences, the trigger's "play(s)", and
 * the emitter, which writes the two node kinds of this file before it
 * looks at its own table.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The phrases that cancel the play the After condition names. */
static const char *const cancels[] = {
  "cancel its effects",
  "cancel its effect",
  "cancel the effects of that card",
  "cancel the effects of that ability",
  "cancel that ability",
  "cancel it",
  "negate the effects of that card",
  "negate the effects of that ability",
  "negate its effects",
  "negate its effect",
  "negate it",
  NULL,
};

/* After a cancel: the card played (or whose ability was) is moved. */
static const char *const moves[] = {
  "discard it from their card pool",
  "discard it from the card pool",
  "discard it",
  "destroy it",
  NULL,
};

static gint
ahead (P *p, const char *const *phrases)
{
  for (gint i = 0; phrases[i] != NULL; i++)
    if (ut_peek (p, phrases[i]))
      return i;
  return -1;
}

/* What "its effects" are: the ability the After condition's event names
 * (ability-played), or the card (card-played); NULL after another event. */
static const char *
played_target (const P *p)
{
  const char *e = p->ab->when_event;

  if (e != NULL && strcmp (e, "ability-played") == 0)
    return "that-ability";
  if (e != NULL && strcmp (e, "card-played") == 0)
    return "that-card";
  return NULL;
}

static gboolean
last_is_cancel (const P *p)
{
  GArray *e = p->ab->effect;

  return e->len > 0 && g_array_index (e, UfsNode, e->len - 1).kind == UFS_NODE_CANCEL_EFFECTS;
}

/* May "discard it" name the card the event names: after a cancel, or
 * after "After ... plays a card," ("discard it from their card pool and
 * cancel its effects")? */
static gboolean
it_is_played (const P *p)
{
  const char *target = played_target (p);

  return last_is_cancel (p) || (target != NULL && strcmp (target, "that-card") == 0 && !p->chosen);
}

/**
 * ut_cancel_ahead:
 *
 * Does the clause at @p begin with a cancel (or with moving the card
 * cancelled)? The clause is then ut_cancel_clause()'s to read.
 */
gboolean
ut_cancel_ahead (P *p)
{
  return ahead (p, cancels) >= 0 || (it_is_played (p) && ahead (p, moves) >= 0);
}

/**
 * ut_cancel_clause:
 *
 * J.3.1.1: "cancel its effects" (and its other wordings) after "After ...
 * plays a card / an ability,": a <cancel-effects> of what the event names;
 * "discard it from their card pool" after it, or after a card played: a
 * <destroy> of the card the event names.
 */
gboolean
ut_cancel_clause (P *p)
{
  const char *target = played_target (p);
  gint k = ahead (p, cancels);
  UfsNode *n;

  if (k >= 0)
    {
      if (target == NULL)
        return ut_fail (p, "effect: cancel (not after a card or ability is played)", 3);
      ut_accept (p, cancels[k]);
      n = ut_node_add (p->ab->effect, UFS_NODE_CANCEL_EFFECTS);
      n->target = target;
      return TRUE;
    }
  k = ahead (p, moves);
  if (k < 0 || !it_is_played (p))
    return ut_fail (p, "effect: cancel", 3);
  ut_accept (p, moves[k]);
  n = ut_node_add (p->ab->effect, UFS_NODE_DESTROY);
  n->target = "that-card";
  return TRUE;
}

/**
 * ut_uncancellable_sentence:
 *
 * "This ability cannot be cancelled (by card effects)." (either spelling)
 * after the ability's effect: the ability's uncancellable="true".
 */
gboolean
ut_uncancellable_sentence (P *p)
{
  static const char *const sentences[] = {
    "this ability cannot be cancelled by card effects",
    "this ability cannot be canceled by card effects",
    "this ability cannot be cancelled",
    "this ability cannot be canceled",
    NULL,
  };
  gint k = ahead (p, sentences);

  /* A sentence of its own, with no effect before it, is about some
   * other ability: not read. */
  if (k < 0 || p->ab->effect->len == 0)
    return FALSE;
  ut_accept (p, sentences[k]);
  p->ab->uncancellable = TRUE;
  return TRUE;
}

/* "on their character card", "printed on a foundation": the type of the
 * card an ability is on (ability-played card-type), or NULL. */
static const char *
ability_on (P *p)
{
  static const char *const types[][2] = {
    { "character card", "character" }, { "character", "character" },
    { "action card", "action" },       { "action", "action" },
    { "attack card", "attack" },       { "attack", "attack" },
    { "foundation", "foundation" },    { "asset", "asset" },
  };

  ut_accept (p, "printed");
  if (!ut_accept (p, "on"))
    return NULL;
  if (!ut_accept (p, "their") && !ut_accept (p, "your") && !ut_accept (p, "an"))
    ut_accept (p, "a");
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (ut_accept (p, types[i][0]))
      return types[i][1];
  return NULL;
}

/**
 * ut_played_trigger:
 * @who: "you" or "opponent", as the trigger read it
 *
 * After "After @who play(s)": "a block" (card-played kind="block", G.2.1.3),
 * "an ability" (ability-played, of any type), "a keyword ability"
 * (ability-played kind="keyword") and "a(n) [enhance|response|form]
 * ability on a CARD TYPE" (ability-played card-type), which the
 * trigger part does not read. Returns FALSE, reading nothing, for anything
 * else.
 */
gboolean
ut_played_trigger (P *p, const char *who)
{
  static const char *const kinds[][2] = { { "enhance", "E" },
                                          { "response", "R" },
                                          { "form", "F" } };
  guint pos = p->pos;
  const char *type = NULL, *on;

  if (ut_accept (p, "a keyword ability"))
    {
      p->ab->when_event = "ability-played";
      p->ab->when_player = who;
      p->ab->when_attr[0] = "kind";
      p->ab->when_value[0] = "keyword";
      return TRUE;
    }
  if (ut_accept (p, "a block"))
    {
      p->ab->when_event = "card-played";
      p->ab->when_player = who;
      p->ab->when_attr[0] = "kind";
      p->ab->when_value[0] = "block";
      return TRUE;
    }
  if (!ut_accept (p, "an") && !ut_accept (p, "a"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (kinds) && type == NULL; i++)
    if (ut_accept (p, kinds[i][0]))
      type = kinds[i][1];
  if (!ut_accept (p, "ability"))
    {
      p->pos = pos;
      return FALSE;
    }
  on = ability_on (p);
  /* "an enhance ability" alone is the trigger part's */
  if (on == NULL && (type != NULL || !ut_peek (p, ",")))
    {
      p->pos = pos;
      return FALSE;
    }
  p->ab->when_event = "ability-played";
  p->ab->when_player = who;
  if (type != NULL)
    {
      p->ab->when_attr[0] = "type";
      p->ab->when_value[0] = type;
    }
  if (on != NULL)
    {
      p->ab->when_attr[type != NULL ? 1 : 0] = "card-type";
      p->ab->when_value[type != NULL ? 1 : 0] = on;
    }
  return TRUE;
}
