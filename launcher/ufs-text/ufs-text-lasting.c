/* ufs-text-lasting.c: effects that last or wait ("the next attack you
 * play this turn gets ...", "for the rest of this turn, ..."), an attack's
 * zone or value changed ("change the zone of this attack to low", "reduce
 * this attack's speed to 0") and cards shown ("reveal the top card of your
 * deck", "look at your opponent's hand").
 *
 * Each clause here is read whole or refused: a lasting effect's duration
 * and scope are part of what it does (J.3.2, K.3.9), so a clause is
 * compiled only when the instructions last exactly as long, and act on
 * exactly the cards, the printed words say.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- cards shown (C.2.1.2, C.2.2.2, K.5.1) ------------------------------------------- */

/* "the top [N] card(s) of your (opponent's) deck": the count and whose. */
static gboolean
top_of_deck (P *p, gint *count, const char **player)
{
  gint k = 1;

  if (!ut_accept (p, "the top"))
    return FALSE;
  if (ut_amount (p, &k) && k == UFS_TEXT_X)
    return ut_fail_text (p, "effect: cards shown", "X cards");
  if (!ut_card_word (p))
    return ut_fail (p, "effect: cards shown", 4);
  if (ut_accept (p, "of your deck"))
    *player = "you";
  else if (ut_accept (p, "of your opponent's deck"))
    *player = "opponent";
  else if (ut_accept (p, "of each player's deck") || ut_accept (p, "of both players' decks") ||
           ut_accept (p, "of both player's decks"))
    *player = "each";
  else
    return ut_fail (p, "effect: cards shown", 4);
  *count = k;
  return TRUE;
}

/* "Reveal the top N cards of your deck": public until the effect completes
 * (C.2.1.2, K.5.1); "Look at ...": private to the player whose ability it
 * is (C.2.2.2). The cards stay where they are: the sentence that shows them
 * must end there or go on with a clause that does not name them. */
static gboolean
show (P *p, gboolean reveal)
{
  UfsNode *n;
  gint count = 1;
  const char *player = NULL;
  const char *zone = "deck";

  if (ut_peek (p, "the top"))
    {
      if (!top_of_deck (p, &count, &player))
        return FALSE;
    }
  else if (ut_accept (p, "your opponent's hand"))
    {
      zone = "hand";
      player = "opponent";
      count = 0;
    }
  else if (!reveal && p->ab->when_player != NULL && strcmp (p->ab->when_player, "opponent") == 0 &&
           ut_accept (p, "their hand"))
    {
      zone = "hand";
      player = "opponent";
      count = 0;
    }
  else
    return ut_fail (p, reveal ? "effect: reveal" : "effect: look at", 4);
  /* "and discard 1 card of your choice from it": ufs-text-verb.c */
  if (!reveal && strcmp (zone, "hand") == 0 && ut_verb_look_hand (p))
    return TRUE;
  /* What is done with them next names them: not read. */
  if (ut_peek (p, "and replace") || ut_peek (p, "and rearrange") || ut_peek (p, "and keep") ||
      ut_peek (p, "and discard") || ut_peek (p, "and add") || ut_peek (p, "and choose") ||
      ut_peek (p, "and put") || ut_peek (p, "and remove") || ut_peek (p, "and commit") ||
      ut_peek (p, "face up") || ut_peek (p, "and then"))
    return ut_fail (p, reveal ? "effect: reveal: and" : "effect: look at: and", 4);
  /* each player's: one instruction for each (<look>, <reveal> are one
   * player's) */
  for (guint i = 0; i < (strcmp (player, "each") == 0 ? 2u : 1u); i++)
    {
      n = ut_node_add (p->ab->effect, reveal ? UFS_NODE_REVEAL : UFS_NODE_LOOK);
      n->zone = zone;
      n->player = strcmp (player, "each") != 0 ? player : i == 0 ? "you" : "opponent";
      n->amount = count;
    }
  return TRUE;
}

/* --- an attack's zone (G.2.1.3.1, G.2.2) --------------------------------------------- */

static const char *const zone_words[] = { "high", "mid", "low", NULL };

static void
change_zone_node (P *p, const char *target, const char *zone)
{
  UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_CHANGE_ZONE);

  n->target = target;
  n->zone = zone;
  /* A modification of the attack's current state, refreshed when the
   * attack resolves (C.3.3.4.2.3). */
  n->until = "end-of-attack";
}

/* A choice among @zones (two), of the player whose ability it is. */
static void
zone_choice (P *p, const char *target, const char *a, const char *b)
{
  ut_node_add (p->ab->effect, UFS_NODE_EITHER);
  ut_node_add (p->ab->effect, UFS_NODE_OPTION);
  change_zone_node (p, target, a);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  ut_node_add (p->ab->effect, UFS_NODE_OPTION);
  change_zone_node (p, target, b);
  ut_node_add (p->ab->effect, UFS_NODE_END);
  ut_node_add (p->ab->effect, UFS_NODE_END);
}

/* "any other zone": the zone the attack has when the effect executes
 * decides the two offered; the test is made once (if ... else), so the
 * change does not meet a second test. */
static void
other_zone (P *p, const char *target)
{
  static const char *const filters[] = { "attack-zone=high", "attack-zone=mid" };
  UfsNode *n;

  for (guint i = 0; i < 2; i++)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_IF);
      n->target = target;
      n->filter = filters[i];
      if (i == 0)
        zone_choice (p, target, "mid", "low");
      else
        zone_choice (p, target, "high", "low");
      ut_node_add (p->ab->effect, UFS_NODE_END);
      ut_node_add (p->ab->effect, UFS_NODE_ELSE);
    }
  zone_choice (p, target, "high", "mid");
  ut_node_add (p->ab->effect, UFS_NODE_END);
  ut_node_add (p->ab->effect, UFS_NODE_END);
}

/* The attack named by "this attack" ("this attack's"): the attack in its
 * sequence in an enhance or a form (K.3.4), the card itself in a response
 * on an attack (K.3.4.3); NULL elsewhere. */
static const char *
this_attack (P *p)
{
  if (strcmp (p->ab->type, "E") == 0 || strcmp (p->ab->type, "F") == 0)
    return "this-attack";
  if (strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") == 0)
    return "self";
  return NULL;
}

/* "the zone of this (your) attack" / "this (your) attack's zone": the
 * attack; NULL when not read. */
static const char *
zone_of (P *p)
{
  const char *target = NULL;

  if (ut_accept (p, "the zone of this attack") || ut_accept (p, "this attack's zone") ||
      ut_accept (p, "the attack zone of this attack"))
    target = this_attack (p);
  else if (ut_accept (p, "the zone of your attack") || ut_accept (p, "your attack's zone") ||
           ut_accept (p, "the attack zone of your attack"))
    target = "your-attack";
  else if (ut_accept (p, "the zone of your opponent's attack") ||
           ut_accept (p, "your opponent's attack's zone"))
    target = "opponent-attack";
  if (target == NULL)
    ut_fail (p, "effect: change the zone", 5);
  return target;
}

/* "Change the zone of this attack to low (to high or mid, to any other
 * zone)". */
static gboolean
change_zone (P *p)
{
  const char *target = zone_of (p);
  const char *zone = NULL, *zone2 = NULL;

  if (target == NULL)
    return FALSE;
  if (!ut_accept (p, "to"))
    return ut_fail (p, "effect: change the zone", 3);
  if (ut_accept (p, "any other zone") || ut_accept (p, "any other"))
    other_zone (p, target);
  else
    {
      for (guint i = 0; zone_words[i] != NULL && zone == NULL; i++)
        if (ut_accept (p, zone_words[i]))
          zone = zone_words[i];
      if (zone == NULL)
        return ut_fail (p, "effect: change the zone: to", 4);
      if (ut_accept (p, "or"))
        {
          for (guint i = 0; zone_words[i] != NULL && zone2 == NULL; i++)
            if (strcmp (zone_words[i], zone) != 0 && ut_accept (p, zone_words[i]))
              zone2 = zone_words[i];
          if (zone2 == NULL)
            return ut_fail (p, "effect: change the zone: to", 4);
        }
      ut_accept (p, "zone");
      if (zone2 != NULL)
        zone_choice (p, target, zone, zone2);
      else
        change_zone_node (p, target, zone);
    }
  /* "It gets +2 speed" after it: that attack. */
  if (p->it_attack == NULL && !p->chosen)
    p->it_attack = target;
  return TRUE;
}

/* "Reduce this attack's speed (damage) to 0": the attack's current value
 * loses what it has, once (C.3.3.4.3): a later bonus counts again. */
static gboolean
reduce (P *p)
{
  const char *target = NULL;
  const char *stat;
  UfsNode *n;

  /* The amount reads the attack's value: this-attack or self only
   * (docs/effects.md, STAT(CARD)). */
  if (ut_accept (p, "this attack's"))
    target = this_attack (p);
  if (target == NULL)
    return ut_fail (p, "effect: reduce", 4);
  if (ut_accept (p, "speed"))
    stat = "speed";
  else if (ut_accept (p, "damage"))
    stat = "damage";
  else
    return ut_fail (p, "effect: reduce", 3);
  /* To N > 0 would raise a value below N: not read. */
  if (!ut_accept (p, "to 0"))
    return ut_fail (p, "effect: reduce: to", 3);
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
  n->target = target;
  n->stat = stat;
  {
    g_autofree char *e = g_strdup_printf ("-1*%s(%s)", stat, target);

    n->expr = g_intern_string (e);
  }
  n->until = "end-of-attack";
  return TRUE;
}

static gboolean qualifiers (P *p, GString *zones, GString *kw, const char **non);
static gboolean
next_matching_gets (P *p, const char *player, GString *kw, const char *non, GString *zones);

/* --- next attack, next card (K.3.9, K.3.9.2) ---------------------------------------- */

/* "gets +N STAT (and +N STAT)*" for the player's next attack: speed,
 * damage, difficulty. */
static gboolean
next_gets (P *p)
{
  if (!ut_accept (p, "gets") && !ut_accept (p, "get"))
    return ut_fail (p, "effect: the next attack", 4);
  for (;;)
    {
      gint sign, k;
      const char *stat;
      UfsNode *n;

      if (ut_accept (p, "+"))
        sign = 1;
      else if (ut_accept (p, "-"))
        sign = -1;
      else
        return ut_fail (p, "effect: the next attack gets", 3);
      if (!ut_amount (p, &k) || k == UFS_TEXT_X)
        return ut_fail (p, "effect: the next attack gets", 3);
      if (ut_accept (p, "speed"))
        stat = "speed";
      else if (ut_accept (p, "damage"))
        stat = "damage";
      else if (ut_accept (p, "difficulty"))
        stat = "difficulty";
      else
        return ut_fail (p, "effect: the next attack gets", 3);
      n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
      n->target = "your-next-attack";
      n->stat = stat;
      n->amount = sign * k;
      if (ut_peek (p, "and +") || ut_peek (p, "and -"))
        {
          ut_accept (p, "and");
          continue;
        }
      break;
    }
  if (ut_peek (p, "for") || ut_peek (p, "(") || ut_peek (p, "or") || ut_peek (p, "until") ||
      ut_peek (p, "this") || ut_peek (p, "if") || ut_peek (p, "and"))
    return ut_fail (p, "effect: the next attack gets", 4);
  return TRUE;
}

/* "The next attack you play (attempt to play) [this turn] gets ...": your
 * next attack (K.3.9); "The next card you play [this turn] ignores
 * progressive difficulty": your next card (K.3.9.2, E.4.7.2.2). */
static gboolean
the_next (P *p)
{
  {
    g_autoptr (GString) kw = g_string_new (NULL);
    g_autoptr (GString) zones = g_string_new (NULL);
    const char *non = NULL;
    guint pos = p->pos;

    /* K.3.9.1: "the next Kick attack you play" */
    if (qualifiers (p, zones, kw, &non) &&
        (ut_accept (p, "attack you play") || ut_accept (p, "attack you attempt to play")))
      {
        ut_accept (p, "this turn");
        return next_matching_gets (p, "you", kw, non, zones);
      }
    p->pos = pos;
  }
  if (ut_accept (p, "attack you play") || ut_accept (p, "attack you attempt to play"))
    {
      ut_accept (p, "this turn");
      return next_gets (p);
    }
  if (ut_accept (p, "card you play") || ut_accept (p, "card you attempt to play"))
    {
      ut_accept (p, "this turn");
      if (!ut_accept (p, "ignores progressive difficulty"))
        return ut_fail (p, "effect: the next card", 4);
      ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE)->player = "you";
      return TRUE;
    }
  return ut_fail (p, "effect: the next", 4);
}

/* --- for the rest of this turn ------------------------------------------------------- */

/* "For the rest of this turn, this card does not count towards
 * progressive difficulty": E.4.7.2.3 while the card stays where it is;
 * only read of a card in the card pool, which is cleared before the turn
 * ends (F.3.1), so that the two last equally long. */
static gboolean
rest_of_turn (P *p)
{
  if (!ut_accept (p, "this turn ,") && !ut_accept (p, "this turn"))
    return ut_fail (p, "effect: for the rest of", 4);
  /* "For the rest of this turn, that card does not count ...": the card
   * chosen, as with the time after (ufs-text-effect.c) */
  if (p->chosen && ut_peek (p, "that card does not count"))
    return ut_chosen_uncounted (p);
  if (ut_this_card (p) && (ut_accept (p, "does not count towards progressive difficulty") ||
                           ut_accept (p, "does not count toward progressive difficulty")))
    {
      const char *t = p->card->card_type;

      /* an attack or an action is played into the card pool and plays its
       * E there */
      if (strcmp (p->ab->type, "E") != 0 ||
          (strcmp (t, "attack") != 0 && strcmp (t, "action") != 0) || p->ab->zone != NULL)
        return ut_fail_text (p, "effect: for the rest of this turn",
                             "a card that may not be in the card pool");
      ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE)->target = "self";
      return TRUE;
    }
  return ut_fail (p, "effect: for the rest of this turn", 4);
}

static gboolean waits_for_damage_never_dealt (P *p);

/* --- a player's attacks, checks, for a time (J.2.2, J.3.3, E.3.1.2) -------------------- */

/* A duration, printed before or after what it governs: the `until` of
 * <modify-attacks> (and of <modify-check>, which knows only the turn);
 * NULL when none is there (nothing read). */
static const char *
duration (P *p)
{
  if (ut_accept (p, "for the rest of this turn") || ut_accept (p, "for the rest of the turn") ||
      ut_accept (p, "until the end of this turn") || ut_accept (p, "until the end of the turn"))
    return "end-of-turn";
  if (ut_accept (p, "until the beginning of your next turn") ||
      ut_accept (p, "until the start of your next turn"))
    return "your-next-turn";
  if (ut_accept (p, "until the end of your next turn"))
    return "end-of-your-next-turn";
  /* Attacks are played, attack and wait on the attack stack only in the
   * Combat Phase (F.2), after which the turn's End Phase comes: for their
   * speed and damage (C.3.4) and the checks to play them, the rest of the
   * Combat Phase is the rest of the turn. checks_get() and attacks_get()
   * allow it to nothing else. */
  if (ut_accept (p, "for the rest of this combat phase") ||
      ut_accept (p, "for the rest of the combat phase") ||
      ut_accept (p, "until the end of this combat phase") ||
      ut_accept (p, "until the end of the combat phase"))
    return "end-of-combat-phase";
  return NULL;
}

/* The keywords an attack may be named by ("your Kick attacks"), as
 * docs/effects.md writes them. */
static const char *const attack_keywords[] = {
  "Ally",     "Charge",   "Fury",    "Kick",  "Punch", "Ranged", "Slam",  "Taunt",
  "Tech",     "Weapon",   "Breaker", "Combo", "EX",    "Flash",  "Gauge", "Multiple",
  "Powerful", "Reversal", "Safe",    "Stun",  "Throw", NULL,
};

static const char *
keyword_word (P *p, gboolean non)
{
  const UfsTok *t = ut_tok (p, 0);
  const char *w;

  if (t->kind != UFS_TOK_WORD)
    return NULL;
  w = t->text;
  if (non)
    {
      if (strncmp (w, "non-", 4) != 0)
        return NULL;
      w += 4;
    }
  for (guint i = 0; attack_keywords[i] != NULL; i++)
    if (g_ascii_strcasecmp (attack_keywords[i], w) == 0)
      {
        p->pos++;
        return attack_keywords[i];
      }
  return NULL;
}

static const char *
zone_word (P *p)
{
  for (guint i = 0; zone_words[i] != NULL; i++)
    if (ut_accept (p, zone_words[i]))
      return zone_words[i];
  return NULL;
}

/* "A, B or C": words read by @one, joined by `|` into @out (K.3.14: one
 * of them is enough); FALSE when none is there. */
static gboolean
word_list (P *p, const char *(*one) (P *p), GString *out)
{
  const char *w = one (p);

  if (w == NULL)
    return FALSE;
  g_string_append (out, w);
  for (;;)
    {
      guint pos = p->pos;

      if (!ut_accept (p, ", or") && !ut_accept (p, ",") && !ut_accept (p, "or"))
        break;
      w = one (p);
      if (w == NULL)
        {
          p->pos = pos;
          break;
        }
      g_string_append_printf (out, "|%s", w);
    }
  return TRUE;
}

static const char *
keyword_one (P *p)
{
  return keyword_word (p, FALSE);
}

/* "[high or low] [Kick or Punch | non-Throw]" before "attack(s)": the
 * zones and keywords (one of each list), or the keyword refused; FALSE
 * when none is there. */
static gboolean
qualifiers (P *p, GString *zones, GString *kw, const char **non)
{
  gboolean any = word_list (p, zone_word, zones);

  if (word_list (p, keyword_one, kw))
    return TRUE;
  *non = keyword_word (p, TRUE);
  return any || *non != NULL;
}

/* "your [high or low] [Kick or Punch | non-Throw] attacks get +N speed (and
 * +N damage)": the nodes, FALSE (nothing read, no reason) when the clause
 * is not one. */
static gboolean
attacks_get (P *p, const char *until)
{
  g_autoptr (GString) kw = g_string_new (NULL);
  g_autoptr (GString) zones = g_string_new (NULL);
  const char *player, *non = NULL;
  guint first = p->ab->effect->len;

  if (ut_accept (p, "your opponent's"))
    player = "opponent";
  else if (ut_accept (p, "your"))
    player = "you";
  else if (ut_accept (p, "all"))
    player = "each";
  else
    return FALSE;
  qualifiers (p, zones, kw, &non);
  if (!ut_accept (p, "attacks get"))
    return FALSE;
  for (;;)
    {
      gint sign, k;
      const char *stat;
      UfsNode *n;

      if (ut_accept (p, "+"))
        sign = 1;
      else if (ut_accept (p, "-"))
        sign = -1;
      else
        return FALSE;
      if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER)
        return FALSE;
      ut_amount (p, &k);
      if (ut_accept (p, "speed"))
        stat = "speed";
      else if (ut_accept (p, "damage"))
        stat = "damage";
      else
        return FALSE;
      n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_ATTACKS);
      n->stat = stat;
      n->amount = sign * k;
      n->player = player;
      n->until = until;
      n->filter = kw->len > 0 ? g_intern_string (kw->str) : NULL;
      n->types = non;
      n->zone = zones->len > 0 ? g_intern_string (zones->str) : NULL;
      if (ut_peek (p, "and +") || ut_peek (p, "and -") || ut_peek (p, ", +") || ut_peek (p, ", -"))
        {
          p->pos++;
          continue;
        }
      break;
    }
  return p->ab->effect->len > first;
}

/* "your (control) checks [to play attacks] get +N": E.3.1.2, for a time. */
static gboolean
checks_get (P *p, const char *until)
{
  const char *types = NULL;
  gint sign, k;
  UfsNode *n;

  const char *player = "you";

  if (ut_accept (p, "your opponent's checks") || ut_accept (p, "your opponent's control checks"))
    player = "opponent";
  else if (!ut_accept (p, "your checks") && !ut_accept (p, "your control checks"))
    return FALSE;
  if (ut_accept (p, "to play attacks"))
    types = "attack";
  else if (ut_accept (p, "to play cards"))
    /* E.3.1.2: the checks made to play cards, not check costs */
    types = "character attack action asset foundation";
  else if (ut_accept (p, "to play foundations"))
    types = "foundation";
  else if (ut_accept (p, "to play actions"))
    types = "action";
  else if (ut_accept (p, "to play assets"))
    types = "asset";
  if (!ut_accept (p, "get"))
    return FALSE;
  if (ut_accept (p, "+"))
    sign = 1;
  else if (ut_accept (p, "-"))
    sign = -1;
  else
    return FALSE;
  if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER)
    return FALSE;
  ut_amount (p, &k);
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_CHECKS);
  n->amount = sign * k;
  n->player = player;
  n->types = types;
  n->until = until;
  return TRUE;
}

/* Is the ability's effect run when played or fired (not a static
 * effect, which has no duration of its own)? */
static gboolean
runs_once (P *p)
{
  return strcmp (p->ab->type, "continuous") != 0 || p->ab->when_event != NULL;
}

/* "For the rest of this turn, your attacks get +1 speed (and your
 * opponent's attacks get -1 speed)." / "Your Kick attacks get +2 damage
 * until the end of your next turn.": TRUE when the clause is one (read,
 * or refused: @ok), FALSE when not (nothing read). */
static gboolean
for_a_time (P *p, gboolean *ok)
{
  guint pos = p->pos, len = p->ab->effect->len;
  const char *until = duration (p);
  gboolean before = until != NULL;
  guint parts = 0, and_pos = pos;

  if (before && !ut_accept (p, ","))
    {
      p->pos = pos;
      return FALSE;
    }
  for (;;)
    {
      guint at = p->ab->effect->len, back = p->pos;
      const char *after = NULL;
      gboolean read = attacks_get (p, until ? until : "end-of-turn");

      if (!read)
        {
          g_array_set_size (p->ab->effect, at);
          p->pos = back;
          read = checks_get (p, until ? until : "end-of-turn");
        }
      /* the duration after the modification: "... for the rest of this
       * turn" governs what it follows */
      if (read && !before)
        {
          after = duration (p);
          read = after != NULL;
        }
      if (!read)
        {
          g_array_set_size (p->ab->effect, at);
          if (parts == 0 || before)
            {
              /* not one of these, or a part of a sentence that a
               * duration printed first governs: not read here */
              g_array_set_size (p->ab->effect, len);
              p->pos = pos;
              return FALSE;
            }
          /* "and your ..." is another clause: back before the "and" */
          p->pos = and_pos;
          break;
        }
      if (after != NULL)
        for (guint i = at; i < p->ab->effect->len; i++)
          g_array_index (p->ab->effect, UfsNode, i).until = after;
      parts++;
      if (!ut_peek (p, "and your") && !ut_peek (p, ", and your"))
        break;
      and_pos = p->pos;
      ut_accept (p, ",");
      ut_accept (p, "and");
    }
  *ok = TRUE;
  for (guint i = len; i < p->ab->effect->len; i++)
    {
      UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i);

      if (strcmp (n->until, "end-of-combat-phase") == 0)
        {
          /* the attacks' values, the checks to play attacks only */
          if (n->kind == UFS_NODE_MODIFY_CHECKS &&
              (n->types == NULL || strcmp (n->types, "attack") != 0))
            *ok = ut_fail_text (p, "effect: checks get", "for the rest of this Combat Phase");
          n->until = "end-of-turn";
        }
      if (*ok && n->kind == UFS_NODE_MODIFY_CHECKS && strcmp (n->until, "end-of-turn") != 0)
        *ok = ut_fail_text (p, "effect: checks get", "until a later turn");
    }
  if (*ok && !runs_once (p))
    *ok = ut_fail_text (p, "effect: for a time", "in a continuous ability without a trigger");
  if (*ok && waits_for_damage_never_dealt (p))
    *ok = ut_fail_text (p, "condition",
                        "this attack deals damage, on the opponent's turn (their attack)");
  /* A duration printed first governs the whole sentence. */
  if (*ok && before && !ut_at_end (p) && !ut_peek (p, "."))
    *ok = ut_fail (p, "effect: for a time: and", 4);
  return TRUE;
}

/* "... gets +N speed (damage, difficulty) [and ...]" for a player's next
 * attack that matches (K.3.9, K.3.9.1): the nodes; refused (a reason)
 * when more follows than this reads. */
static gboolean
next_matching_gets (P *p, const char *player, GString *kw, const char *non, GString *zones)
{
  if (!ut_accept (p, "gets") && !ut_accept (p, "get"))
    return ut_fail (p, "effect: the next attack of one kind", 4);
  for (;;)
    {
      gint sign, k;
      const char *stat;
      UfsNode *n;

      if (ut_accept (p, "+"))
        sign = 1;
      else if (ut_accept (p, "-"))
        sign = -1;
      else
        return ut_fail (p, "effect: the next attack of one kind gets", 3);
      if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER)
        return ut_fail (p, "effect: the next attack of one kind gets", 3);
      ut_amount (p, &k);
      if (ut_accept (p, "speed"))
        stat = "speed";
      else if (ut_accept (p, "damage"))
        stat = "damage";
      else if (ut_accept (p, "difficulty"))
        stat = "difficulty";
      else
        return ut_fail (p, "effect: the next attack of one kind gets", 3);
      n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_ATTACKS);
      n->stat = stat;
      n->amount = sign * k;
      n->player = player;
      n->until = "next";
      n->filter = kw->len > 0 ? g_intern_string (kw->str) : NULL;
      n->types = non;
      n->zone = zones->len > 0 ? g_intern_string (zones->str) : NULL;
      if (ut_peek (p, "and +") || ut_peek (p, "and -") || ut_peek (p, ", +") || ut_peek (p, ", -"))
        {
          p->pos++;
          continue;
        }
      break;
    }
  /* a bound (the engine's next-attack difficulty takes none), for each,
   * a choice, a duration: not read */
  if (ut_peek (p, "for") || ut_peek (p, "(") || ut_peek (p, "or") || ut_peek (p, "until") ||
      ut_peek (p, "this") || ut_peek (p, "if") || ut_peek (p, "and"))
    return ut_fail (p, "effect: the next attack of one kind gets", 4);
  if (waits_for_damage_never_dealt (p))
    return ut_fail_text (p, "condition",
                         "this attack deals damage, on the opponent's turn (their attack)");
  return TRUE;
}

/* "Your next Kick (high, non-Throw) attack [this turn] gets ...", "Your
 * opponent's next [Kick] attack [this turn] gets ...": TRUE when the
 * clause is one (read or refused: @ok); FALSE (nothing read) for "your
 * next attack", another part's. */
static gboolean
next_matching (P *p, gboolean *ok)
{
  g_autoptr (GString) kw = g_string_new (NULL);
  g_autoptr (GString) zones = g_string_new (NULL);
  const char *player, *non = NULL;
  guint pos = p->pos;
  gboolean some;

  if (ut_accept (p, "your opponent's next"))
    player = "opponent";
  else if (ut_accept (p, "your next"))
    player = "you";
  else
    return FALSE;
  some = qualifiers (p, zones, kw, &non);
  if ((!some && strcmp (player, "you") == 0) || !ut_accept (p, "attack"))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_accept (p, "this turn");
  *ok = next_matching_gets (p, player, kw, non, zones);
  return TRUE;
}

/* The qualifiers of a next attack, and what it gets, for ufs-text-lasting2.c. */
gboolean
ut_lasting_qualifiers (P *p, GString *zones, GString *kw, const char **non)
{
  return qualifiers (p, zones, kw, non);
}

gboolean
ut_lasting_next_gets (P *p, const char *player, GString *kw, const char *non, GString *zones)
{
  return next_matching_gets (p, player, kw, non, zones);
}

/* --- the hook ----------------------------------------------------------------------- */

/* Inside "If this attack deals damage" (a <delayed> for damage to the
 * opponent) in an ability played only on the opponent's turn or attack,
 * where "this attack" is theirs (K.3.4) and deals its damage to you: what
 * follows would never run. */
static gboolean
waits_for_damage_never_dealt (P *p)
{
  guint depth = 0;

  if (p->ab->limit == NULL || strstr (p->ab->limit, "opponent") == NULL)
    return FALSE;
  for (guint i = p->ab->effect->len; i-- > 0;)
    {
      const UfsNode *n = &g_array_index (p->ab->effect, UfsNode, i);

      if (n->kind == UFS_NODE_END)
        depth++;
      else if (n->kind == UFS_NODE_IF || n->kind == UFS_NODE_EITHER || n->kind == UFS_NODE_OPTION ||
               n->kind == UFS_NODE_DELAYED || n->kind == UFS_NODE_MAY ||
               n->kind == UFS_NODE_UNLESS || n->kind == UFS_NODE_ELSE)
        {
          if (depth > 0)
            depth--;
          else if (n->kind == UFS_NODE_DELAYED && n->event != NULL &&
                   strcmp (n->event, "damage") == 0 && n->player != NULL &&
                   strcmp (n->player, "opponent") == 0)
            return TRUE;
        }
    }
  return FALSE;
}

/**
 * ut_lasting_clause:
 * @p: the parser, at the start of a clause
 * @ok: (out): whether the clause was read (when this returns TRUE)
 *
 * Reads a clause of this part's: showing cards, changing an attack's zone
 * or reducing its value, the next attack or card, "for the rest of this
 * turn".
 *
 * Returns: TRUE when the clause is one of this part's (read or refused:
 *   see @ok), FALSE when it is another part's (nothing read)
 */
gboolean
ut_lasting_clause (P *p, gboolean *ok)
{
  if (waits_for_damage_never_dealt (p) &&
      (ut_peek (p, "reveal") || ut_peek (p, "look at") || ut_peek (p, "change") ||
       ut_peek (p, "reduce") || ut_peek (p, "the next") || ut_peek (p, "for the rest of")))
    {
      *ok = ut_fail_text (p, "condition",
                          "this attack deals damage, on the opponent's turn (their attack)");
      return TRUE;
    }
  if (ut_lasting2_next (p, ok, waits_for_damage_never_dealt (p)))
    return TRUE;
  if (for_a_time (p, ok) || next_matching (p, ok))
    return TRUE;
  if (ut_accept (p, "reveal"))
    *ok = show (p, TRUE);
  else if (ut_accept (p, "your opponent reveals their hand"))
    {
      /* C.2.1.2: the whole hand, public until the effect completes; the
       * opponent stays the subject ("and loses 2 vitality") */
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_REVEAL);

      n->zone = "hand";
      n->player = "opponent";
      n->amount = 0;
      p->opponent = TRUE;
      *ok = TRUE;
    }
  else if (ut_accept (p, "look at"))
    *ok = show (p, FALSE);
  else if (ut_accept (p, "change"))
    *ok = change_zone (p);
  else if (ut_accept (p, "reduce"))
    *ok = reduce (p);
  else if (ut_accept (p, "the next"))
    *ok = the_next (p);
  else if (ut_accept (p, "for the rest of"))
    *ok = rest_of_turn (p);
  else
    return FALSE;
  return TRUE;
}
