/* ufs-text-trigger.c: the game events a response waits for, "After EVENT,"
 * (J.3.1), into the ability's <when>.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* --- triggers: After ... (H.2.3.2.4, J.3.2) ---------------------------------------- */

static void
when (P *p, const char *event, const char *player)
{
  p->ab->when_event = event;
  p->ab->when_player = player;
}

static void
when_attr (P *p, const char *name, const char *value)
{
  guint i = 0;

  while (i < G_N_ELEMENTS (p->ab->when_attr) - 1 && p->ab->when_attr[i] != NULL)
    i++;
  p->ab->when_attr[i] = name;
  p->ab->when_value[i] = value;
}

/* "you ...", "your opponent ...": who does it, relative to the controller. */
static const char *
subject (P *p)
{
  if (ut_accept (p, "your opponent"))
    return "opponent";
  if (ut_accept (p, "you"))
    return "you";
  return NULL;
}

/* The card types an event may name, as printed after "plays a(n)". */
static const char *
played_type (P *p)
{
  static const char *const types[] = {
    "foundation", "asset", "action", "attack", "character", NULL
  };

  for (guint i = 0; types[i] != NULL; i++)
    if (ut_peek (p, types[i]))
      {
        p->pos++;
        return types[i];
      }
  return NULL;
}

/* K.3.24: how a card of @type is played "as a(n) @type": an action card
 * by its form ability or another (E.4.2), an attack to attack, as a form
 * or as a reversal (I.3.10.2), any other as a form. */
static const char *
played_kind (const char *type)
{
  if (strcmp (type, "action") == 0)
    return "form|effect";
  if (strcmp (type, "attack") == 0)
    return "form|reversal";
  return "form";
}

/* "a non-attack card": every card type but the one named, as the
 * card-type of an event (interned), or NULL. */
static const char *
non_type (P *p)
{
  static const char *const types[] = { "character", "attack", "action", "asset", "foundation" };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      g_autofree char *seq = g_strdup_printf ("a non-%s card", types[i]);

      if (ut_accept (p, seq))
        {
          g_autoptr (GString) all = g_string_new (NULL);

          for (guint j = 0; j < G_N_ELEMENTS (types); j++)
            if (j != i)
              g_string_append_printf (all, "%s%s", all->len > 0 ? "|" : "", types[j]);
          return g_intern_string (all->str);
        }
    }
  return NULL;
}

/* "a(n) [enhance|response|form] ability [printed] on a non-character
 * card" (ability-played card-type: every other type); "is played" after
 * the ability when @passive. */
static gboolean
ability_on_non_character (P *p, const char *who, gboolean passive)
{
  static const char *const kinds[][2] = { { "enhance", "E" },
                                          { "response", "R" },
                                          { "form", "F" } };
  guint pos = p->pos;
  const char *type = NULL;

  if (!ut_accept (p, "an") && !ut_accept (p, "a"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (kinds) && type == NULL; i++)
    if (ut_accept (p, kinds[i][0]))
      type = kinds[i][1];
  if (!ut_accept (p, "ability") || (passive && !ut_accept (p, "is played")))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_accept (p, "printed");
  if (!ut_accept (p, "on a non-character card"))
    {
      p->pos = pos;
      return FALSE;
    }
  when (p, "ability-played", who);
  if (type != NULL)
    when_attr (p, "type", type);
  when_attr (p, "card-type", "attack|action|asset|foundation");
  return TRUE;
}

/* After "@who play(s)" (@who NULL: either player): "a card [as a block,
 * as a form]", "a non-attack card" (K.3.24: played for any reason), "a(n)
 * attack (foundation, ...) [card]", "an attack as a reversal". */
static gboolean
played_card (P *p, const char *who)
{
  const char *type;
  guint pos = p->pos;

  if (ut_accept (p, "a card"))
    {
      when (p, "card-played", who);
      if (ut_accept (p, "as a block"))
        when_attr (p, "kind", "block");
      else if (ut_accept (p, "as a form"))
        when_attr (p, "kind", "form");
      return TRUE;
    }
  if ((type = non_type (p)) != NULL)
    {
      when (p, "card-played", who);
      when_attr (p, "card-type", type);
      return TRUE;
    }
  if ((ut_accept (p, "a") || ut_accept (p, "an")) && (type = played_type (p)) != NULL)
    {
      gboolean any = ut_accept (p, "card");

      when (p, "card-played", who);
      when_attr (p, "card-type", type);
      /* K.3.24: an attack played as one is not played as a block */
      if (!any && strcmp (type, "attack") == 0 && ut_accept (p, "as a reversal"))
        when_attr (p, "kind", "reversal");
      else if (!any)
        {
          if (strcmp (type, "attack") == 0)
            ut_accept (p, "( not as a block )");
          when_attr (p, "kind", played_kind (type));
        }
      /* the attack played: "it gets +2 speed" */
      if (strcmp (type, "attack") == 0)
        p->it_attack = "event-card";
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* "N or more" / "N or less" before "damage": the bound of the event's
 * amount ("N+", "N-"), or NULL when none is printed. */
static const char *
damage_bound (P *p, gboolean *bad)
{
  gint k;

  *bad = FALSE;
  if (ut_tok (p, 0)->kind != UFS_TOK_NUMBER)
    return NULL;
  k = ut_tok (p, 0)->num;
  p->pos++;
  for (guint i = 0; i < 2; i++)
    if (ut_accept (p, i == 0 ? "or more" : "or less"))
      {
        g_autofree char *b = g_strdup_printf ("%d%c", k, i == 0 ? '+' : '-');

        return g_intern_string (b);
      }
  *bad = TRUE;
  return NULL;
}

/* "deals [N or more|N or less] damage [to your opponent]", after an
 * attack: the damage its Damage Step dealt (cause attack, G.3), to
 * @taker. */
static gboolean
attack_damage (P *p, const char *taker, const char *card)
{
  gboolean bad;
  const char *bound = damage_bound (p, &bad);

  if (bad || !ut_accept (p, "damage"))
    return ut_fail (p, "trigger: deals", 4);
  if (taker != NULL && strcmp (taker, "opponent") == 0)
    ut_accept (p, "to your opponent");
  if (card != NULL && bound != NULL)
    return ut_fail_text (p, "trigger", "damage of an amount by this attack");
  when (p, "damage", taker);
  when_attr (p, "cause", "attack");
  if (card != NULL)
    when_attr (p, "card", card);
  if (bound != NULL)
    when_attr (p, "amount", bound);
  return TRUE;
}

/* Events about an attack, as its subject: "your attack is blocked",
 * "an attack deals damage", "this attack resolves". */
static gboolean
attack_event (P *p, gboolean *matched)
{
  static const struct
  {
    const char *words;
    const char *attacker; /* whose attack: you, opponent, NULL either */
    const char *it;       /* what "it" names after */
  } subjects[] = {
    { "your attack", "you", "your-attack" },
    { "your opponent's attack", "opponent", "opponent-attack" },
    { "an attack", NULL, "this-attack" },
  };
  const char *defender;

  *matched = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (subjects); i++)
    {
      guint pos = p->pos;

      if (!ut_accept (p, subjects[i].words))
        continue;
      defender = subjects[i].attacker == NULL                ? NULL
                 : strcmp (subjects[i].attacker, "you") == 0 ? "opponent"
                                                             : "you";
      /* G.2: blocked, partially or completely; G.2.2.1: not blocked (no
       * block, or one that failed or was cancelled) */
      {
        static const char *const statuses[][2] = { { "is blocked", "partial|complete" },
                                                   { "is completely blocked", "complete" },
                                                   { "is partially blocked", "partial" },
                                                   { "is not blocked", "none" } };

        for (guint k = 0; k < G_N_ELEMENTS (statuses); k++)
          if (ut_accept (p, statuses[k][0]))
            {
              when (p, "block", defender);
              when_attr (p, "status", statuses[k][1]);
              p->it_attack = subjects[i].it;
              return TRUE;
            }
      }
      if (ut_accept (p, "deals"))
        {
          p->it_attack = subjects[i].it;
          return attack_damage (p, defender, NULL);
        }
      p->pos = pos;
      break;
    }
  *matched = FALSE;
  return FALSE;
}

/* "your Kick (non-Throw, high, {Fire}) attack deals [N or more] damage"
 * (K.3.4.1.1): the damage of the attack in its sequence, which must have
 * those traits as the response is offered; an <require> in the cost
 * (H.3.3.1) tests them. On an attack card "your attack" in a response
 * would be the card itself (K.3.4.3): not read there. */
static gboolean
filtered_attack_damage (P *p, gboolean *matched)
{
  guint pos = p->pos;
  gboolean next;
  const char *target, *filter;
  UfsNode *n;

  *matched = FALSE;
  if (!ut_peek (p, "your") || ut_peek (p, "your attack") || ut_peek (p, "your opponent's attack") ||
      strcmp (p->card->card_type, "attack") == 0)
    return FALSE;
  target = ut_attack_target (p, &next);
  filter = p->filter;
  p->filter = NULL;
  if (target == NULL || filter == NULL || next || !ut_accept (p, "deals"))
    {
      g_clear_pointer (&p->reason, g_free);
      p->pos = pos;
      return FALSE;
    }
  *matched = TRUE;
  if (!attack_damage (p, strcmp (target, "your-attack") == 0 ? "opponent" : "you", NULL))
    return FALSE;
  n = ut_node_add (p->ab->cost, UFS_NODE_REQUIRE);
  n->target = target;
  n->filter = filter;
  p->it_attack = target;
  return TRUE;
}

gboolean
ut_trigger (P *p)
{
  const char *who;
  gboolean matched;

  /* this attack is completely/partially blocked (an attack's own response) */
  if (strcmp (p->card->card_type, "attack") == 0 && ut_accept (p, "this attack is"))
    {
      const char *status = ut_accept (p, "completely blocked")  ? "complete"
                           : ut_accept (p, "partially blocked") ? "partial"
                           : ut_accept (p, "blocked")           ? "partial|complete"
                                                                : NULL;

      if (status == NULL)
        return ut_fail (p, "trigger: this attack is", 3);
      when (p, "block", "opponent");
      when_attr (p, "status", status);
      when_attr (p, "card", "self");
      p->it_attack = "self";
      return TRUE;
    }
  if (strcmp (p->card->card_type, "attack") == 0 && ut_accept (p, "this attack"))
    {
      p->it_attack = "self";
      if (ut_accept (p, "resolves"))
        {
          when (p, "attack-resolved", "you");
          when_attr (p, "card", "self");
          return TRUE;
        }
      if (ut_accept (p, "deals"))
        return attack_damage (p, "opponent", "self");
      return ut_fail (p, "trigger: this attack", 3);
    }
  if (ut_accept (p, "your attack is completely blocked"))
    {
      p->it_attack = "your-attack";
      when (p, "block", "opponent");
      when_attr (p, "status", "complete");
      return TRUE;
    }
  if (ut_accept (p, "your attack is partially blocked"))
    {
      p->it_attack = "your-attack";
      when (p, "block", "opponent");
      when_attr (p, "status", "partial");
      return TRUE;
    }
  if (ut_accept (p, "your attack resolves"))
    {
      when (p, "attack-resolved", "you");
      return TRUE;
    }
  if (ut_accept (p, "your opponent's attack resolves"))
    {
      when (p, "attack-resolved", "opponent");
      return TRUE;
    }
  /* F.1, F.2, F.3: a phase begins (its phase-begin event), the active
   * player's */
  {
    static const char *const whose[][2] = { { "the", NULL },
                                            { "your", "you" },
                                            { "your opponent's", "opponent" } };
    static const char *const phases[] = { "ready", "combat", "end" };

    for (guint i = 0; i < G_N_ELEMENTS (whose); i++)
      for (guint j = 0; j < G_N_ELEMENTS (phases); j++)
        {
          g_autofree char *seq = g_strdup_printf ("%s %s phase begins", whose[i][0], phases[j]);

          if (ut_accept (p, seq))
            {
              when (p, "phase-begin", whose[i][1]);
              when_attr (p, "phase", phases[j]);
              return TRUE;
            }
        }
  }
  /* F.1.1, F.1.2: after the Ready Step is the Review Step's beginning,
   * before the card may be reviewed (docs/rulings.md) */
  {
    static const char *const whose[][2] = { { "the", NULL },
                                            { "your", "you" },
                                            { "your opponent's", "opponent" } };

    for (guint i = 0; i < G_N_ELEMENTS (whose); i++)
      {
        g_autofree char *seq = g_strdup_printf ("%s ready step", whose[i][0]);

        if (ut_accept (p, seq))
          {
            when (p, "step-begin", whose[i][1]);
            when_attr (p, "step", "review");
            /* E.1.9: turn 1's Ready Phase is skipped */
            when_attr (p, "turn", "2+");
            return TRUE;
          }
      }
    /* F.1.2, F.1.3: after the Review Step is the Draw Step's beginning,
     * before any card is drawn */
    for (guint i = 0; i < G_N_ELEMENTS (whose); i++)
      {
        g_autofree char *seq = g_strdup_printf ("%s review step", whose[i][0]);

        if (ut_accept (p, seq))
          {
            when (p, "step-begin", whose[i][1]);
            when_attr (p, "step", "draw");
            when_attr (p, "turn", "2+");
            return TRUE;
          }
      }
    /* F.2: after the Ready Phase, the Combat Phase begins; not after
     * turn 1's, which is skipped (E.1.9) */
    for (guint i = 0; i < G_N_ELEMENTS (whose); i++)
      {
        g_autofree char *seq = g_strdup_printf ("%s ready phase", whose[i][0]);

        if (ut_accept (p, seq))
          {
            when (p, "phase-begin", whose[i][1]);
            when_attr (p, "phase", "combat");
            when_attr (p, "turn", "2+");
            return TRUE;
          }
      }
  }
  /* either player's attack with a keyword: played, dealing damage,
   * blocked */
  if (ut_trigger_keyword_attack (p))
    return TRUE;
  /* either player's card played as one of its type (K.3.24); "it" is the
   * attack played */
  {
    static const char *const types[] = { "a foundation", "an asset", "an action", "an attack" };
    static const char *const abilities[][2] = { { "an enhance", "E" },
                                                { "a response", "R" },
                                                { "a form", "F" } };

    for (guint i = 0; i < G_N_ELEMENTS (types); i++)
      {
        g_autofree char *seq = g_strdup_printf ("%s is played", types[i]);

        if (ut_accept (p, seq))
          {
            when (p, "card-played", NULL);
            when_attr (p, "card-type", strchr (types[i], ' ') + 1);
            /* an action card is played with its form ability or another
             * (E.4.2) */
            when_attr (p, "kind", played_kind (strchr (types[i], ' ') + 1));
            if (i == G_N_ELEMENTS (types) - 1)
              p->it_attack = "event-card";
            return TRUE;
          }
      }
    if (ability_on_non_character (p, NULL, TRUE))
      return TRUE;
    for (guint i = 0; i < G_N_ELEMENTS (abilities); i++)
      {
        g_autofree char *seq = g_strdup_printf ("a non-character %s ability is played",
                                                strchr (abilities[i][0], ' ') + 1);

        if (ut_accept (p, seq))
          {
            when (p, "ability-played", NULL);
            when_attr (p, "type", abilities[i][1]);
            when_attr (p, "card-type", "attack|action|asset|foundation");
            return TRUE;
          }
      }
    if (ut_accept (p, "a card is played"))
      {
        when (p, "card-played", NULL);
        return TRUE;
      }
    /* G.4: either player's attack */
    if (ut_accept (p, "an attack resolves"))
      {
        when (p, "attack-resolved", NULL);
        return TRUE;
      }
    if (ut_accept (p, "a player plays") || ut_accept (p, "either player plays"))
      return played_card (p, NULL) || ut_fail (p, "trigger: a player plays", 3);
    for (guint i = 0; i < G_N_ELEMENTS (abilities); i++)
      {
        g_autofree char *seq = g_strdup_printf ("%s ability is played", abilities[i][0]);

        if (ut_accept (p, seq))
          {
            when (p, "ability-played", NULL);
            when_attr (p, "type", abilities[i][1]);
            return TRUE;
          }
      }
  }
  /* C.2: the card arrives in a zone of its owner's (a zone-change) */
  if (ut_this_card (p))
    {
      static const char *const zones[][2] = { { "is added to your staging area", "staging" },
                                              { "is added to your card pool", "card-pool" } };

      for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
        if (ut_accept (p, zones[i][0]))
          {
            when (p, "zone-change", "you");
            when_attr (p, "card", "self");
            when_attr (p, "to", zones[i][1]);
            return TRUE;
          }
      /* K.4.1: destroyed, from the staging area to the discard pile;
       * J.3.2.5: its fired effects execute though it left */
      {
        static const char *const left[][3] = {
          { "is destroyed", "staging", "discard" },
          { "is discarded from your card pool", "card-pool", "discard" },
          { "leaves your staging area", "staging", NULL },
          { "leaves your card pool", "card-pool", NULL },
        };

        for (guint i = 0; i < G_N_ELEMENTS (left); i++)
          if (ut_accept (p, left[i][0]))
            {
              /* "during the Enhance Step" (ufs-text-trigger3.c); "due to an
               * effect": not read */
              if (strcmp (p->ab->type, "continuous") == 0 && !ut_trigger_fired_during (p))
                return FALSE;
              if (!ut_peek (p, ","))
                return ut_fail (p, "trigger: this card left", 3);
              /* H.2.3.3: a response is not played from where the card
               * went; a fired effect executes there (J.3.2.5) */
              if (strcmp (p->ab->type, "continuous") != 0)
                return ut_fail_text (p, "trigger",
                                     "this card left, in an ability that is not continuous");
              when (p, "zone-change", "you");
              when_attr (p, "card", "self");
              when_attr (p, "from", left[i][1]);
              if (left[i][2] != NULL)
                when_attr (p, "to", left[i][2]);
              return TRUE;
            }
      }
      /* K.3.24: an attack played to attack, as a form or a reversal */
      if (strcmp (p->card->card_type, "attack") == 0 && ut_accept (p, "is played as an attack"))
        {
          when (p, "card-played", "you");
          when_attr (p, "card", "self");
          when_attr (p, "kind", "form|reversal");
          p->it_attack = "self";
          return TRUE;
        }
      if (ut_trigger4_this_card (p))
        return p->reason == NULL;
      return ut_fail (p, "trigger: this card", 5);
    }
  /* either player's: "a keyword ability is played" */
  if (ut_accept (p, "a keyword ability is played"))
    {
      when (p, "ability-played", NULL);
      when_attr (p, "kind", "keyword");
      return TRUE;
    }
  if (filtered_attack_damage (p, &matched))
    return TRUE;
  if (matched)
    return FALSE;
  if (attack_event (p, &matched))
    return TRUE;
  if (matched)
    return FALSE;
  if (ut_trigger4 (p))
    return p->reason == NULL;
  /* "a card is added to your momentum" (ufs-text-trigger3.c) */
  if (ut_trigger_cards_passive (p))
    return p->reason == NULL;
  who = subject (p);
  if (who == NULL)
    return ut_fail (p, "trigger", 5);
  if (ut_trigger_act (p, who))
    return p->reason == NULL;
  if (ut_accept (p, "completely block an attack") || ut_accept (p, "completely blocks an attack") ||
      (strcmp (who, "opponent") == 0 && ut_accept (p, "completely blocks your attack")))
    {
      when (p, "block", who);
      when_attr (p, "status", "complete");
      return TRUE;
    }
  if (ut_accept (p, "partially block an attack") || ut_accept (p, "partially blocks an attack") ||
      (strcmp (who, "opponent") == 0 && ut_accept (p, "partially blocks your attack")))
    {
      when (p, "block", who);
      when_attr (p, "status", "partial");
      return TRUE;
    }
  /* The block event names its blocker (none when there was no block). */
  if (strcmp (who, "you") == 0 &&
      (ut_accept (p, "block with") || ut_accept (p, "block an attack with")))
    {
      if (!ut_this_card (p))
        return ut_fail (p, "trigger: block with", 3);
      when (p, "block", who);
      when_attr (p, "blocker", "self");
      return TRUE;
    }
  if (ut_accept (p, "take") || ut_accept (p, "takes") || ut_accept (p, "are dealt") ||
      ut_accept (p, "is dealt"))
    {
      gboolean bad;
      const char *bound = damage_bound (p, &bad);

      if (bad || !ut_accept (p, "damage"))
        return ut_fail (p, "trigger: take", 4);
      when (p, "damage", who);
      if (bound != NULL)
        when_attr (p, "amount", bound);
      /* G.3: an attack's damage, not an effect's */
      if (ut_accept (p, "from an attack") || ut_accept (p, "by an attack") ||
          (strcmp (who, "you") == 0 && (ut_accept (p, "from your opponent's attack") ||
                                        ut_accept (p, "by your opponent's attack"))))
        when_attr (p, "cause", "attack");
      else
        ut_trigger4_from_unblocked (p, who);
      return TRUE;
    }
  /* G.2.2.1: no block (none attempted, failed or cancelled) */
  if (strcmp (who, "opponent") == 0 && ut_accept (p, "does not block your attack"))
    {
      when (p, "block", who);
      when_attr (p, "status", "none");
      p->it_attack = "your-attack";
      return TRUE;
    }
  /* G.2: a block that stops the attack, partly or wholly (K.3.24: played
   * as a block and blocking it) */
  if ((strcmp (who, "you") == 0 && ut_accept (p, "block an attack")) ||
      (strcmp (who, "opponent") == 0 &&
       (ut_accept (p, "blocks your attack") || ut_accept (p, "blocks an attack"))))
    {
      if (ut_peek (p, "with"))
        return ut_fail (p, "trigger: block with", 3);
      when (p, "block", who);
      when_attr (p, "status", "partial|complete");
      return TRUE;
    }
  /* E.3.1: the card turned over for a check is the card checked; it is
   * then in the discard pile, where only a response is played from
   * (H.2.3.3): a fired effect there would never execute. */
  if (strcmp (who, "you") == 0 && ut_peek (p, "check this"))
    {
      ut_accept (p, "check");
      if (!ut_this_card (p) || ut_peek (p, "to"))
        return ut_fail (p, "trigger: check this card", 3);
      if (strcmp (p->ab->type, "R") != 0)
        return ut_fail_text (p, "trigger", "a card checked, in an ability that is not a response");
      when (p, "check", who);
      when_attr (p, "card", "self");
      return TRUE;
    }
  /* E.3: every check a player makes is a control check */
  if (ut_accept (p, "fail a control check") || ut_accept (p, "fails a control check") ||
      ((ut_accept (p, "fail a check") || ut_accept (p, "fails a check")) && !ut_peek (p, "to") &&
       !ut_peek (p, "this")))
    {
      when (p, "check", who);
      when_attr (p, "passed", "false");
      return TRUE;
    }
  if (ut_accept (p, "pass a control check") || ut_accept (p, "passes a control check") ||
      ((ut_accept (p, "pass a check") || ut_accept (p, "passes a check")) && !ut_peek (p, "to") &&
       !ut_peek (p, "this")))
    {
      when (p, "check", who);
      when_attr (p, "passed", "true");
      return TRUE;
    }
  /* E.3.1: the card checked has that control value (the check's
   * starting value, before any effect changes it) */
  if (ut_peek (p, "check a N") || ut_peek (p, "checks a N"))
    {
      gboolean bad;
      const char *bound;

      p->pos += 2;
      if (ut_peek (p, "N or more") || ut_peek (p, "N or less"))
        bound = damage_bound (p, &bad);
      else
        {
          g_autofree char *n = g_strdup_printf ("%d", ut_tok (p, 0)->num);

          bound = g_intern_string (n);
          p->pos++;
          bad = FALSE;
        }
      if (bad || ut_peek (p, "to"))
        return ut_fail (p, "trigger: check a N", 3);
      /* E.3.1.1: the number checked is the starting value; a check still
       * to be changed ("that check gets +2") is the check made, before
       * its final value is set */
      when (p, (ut_peek (p, ", that check gets") || ut_peek (p, ", it gets") ||
                ut_peek (p, ", your check gets"))
                   ? "check-made"
                   : "check",
            who);
      when_attr (p, "start", bound);
      return TRUE;
    }
  /* E.3.1.1: a check made, before its final value is set (E.3.2): the
   * check-made event ("that check gets +2" changes it); "to play an
   * attack": the type of the card the check is made to play */
  if (ut_accept (p, "make a check") || ut_accept (p, "makes a check") ||
      ut_accept (p, "make a control check") || ut_accept (p, "makes a control check"))
    {
      static const char *const played[][2] = {
        { "a card", "character|attack|action|asset|foundation" },
        { "an attack", "attack" },
        { "an action", "action" },
        { "an asset", "asset" },
        { "a foundation", "foundation" },
        { "a character", "character" },
        { "a non-foundation card", "character|attack|action|asset" },
        { "a non-attack card", "character|action|asset|foundation" },
      };
      const char *types = NULL;

      if (ut_accept (p, "to play"))
        {
          for (guint i = 0; i < G_N_ELEMENTS (played) && types == NULL; i++)
            if (ut_accept (p, played[i][0]))
              types = played[i][1];
          if (types == NULL || ut_peek (p, "with") || ut_peek (p, "("))
            return ut_fail (p, "trigger: make a check to play", 4);
        }
      /* a check made on your turn is answered in your turn (H.3.2.2) */
      if (ut_accept (p, "on your turn") && !ut_set_limit (p, "your-turn"))
        return FALSE;
      if (!ut_peek (p, ","))
        return ut_fail (p, "trigger: make a check", 4);
      when (p, "check-made", who);
      if (types != NULL)
        when_attr (p, "card-type", types);
      return TRUE;
    }
  if (ut_accept (p, "fail to play a card") || ut_accept (p, "fails to play a card"))
    {
      when (p, "play-failed", who);
      return TRUE;
    }
  if (ut_accept (p, "cycle your deck") || ut_accept (p, "cycles their deck"))
    {
      when (p, "cycle", who);
      return TRUE;
    }
  if (ut_accept (p, "play") || ut_accept (p, "plays"))
    {
      static const char *const abilities[][2] = { { "enhance", "E" },
                                                  { "response", "R" },
                                                  { "form", "F" } };

      if (ut_trigger_ability_causing (p, who) || ut_trigger_keyword_played (p, who) ||
          ut_trigger_keyword_ability (p, who) || ut_trigger_ability_on (p, who))
        return p->reason == NULL;
      if (ut_played_trigger (p, who) || ability_on_non_character (p, who, FALSE) ||
          played_card (p, who))
        return TRUE;
      for (guint i = 0; i < G_N_ELEMENTS (abilities); i++)
        {
          g_autofree char *seq = g_strdup_printf ("an %s ability", abilities[i][0]);
          g_autofree char *seq2 = g_strdup_printf ("a %s ability", abilities[i][0]);

          if (ut_accept (p, seq) || ut_accept (p, seq2))
            {
              when (p, "ability-played", who);
              when_attr (p, "type", abilities[i][1]);
              return TRUE;
            }
        }
      /* H.3.1.2.1: an ability with the Combo restriction; I.2: a
       * keyword's */
      if (ut_accept (p, "a combo ability"))
        {
          when (p, "ability-played", who);
          when_attr (p, "kind", "combo");
          return TRUE;
        }
      if (ut_accept (p, "a keyword ability"))
        {
          when (p, "ability-played", who);
          when_attr (p, "kind", "keyword");
          return TRUE;
        }
      /* K.3.24: an attack's "this attack" is the card played to attack,
       * as a form or a reversal (I.3.10.2), never as a block */
      if (strcmp (who, "you") == 0 && strcmp (p->card->card_type, "attack") == 0 &&
          (ut_peek (p, "this attack") || ut_peek (p, "this card as an attack") ||
           ut_peek (p, "this card as a reversal")))
        {
          p->pos += 2;
          when (p, "card-played", who);
          when_attr (p, "card", "self");
          if (ut_accept (p, "as a reversal"))
            when_attr (p, "kind", "reversal");
          else
            {
              if (!ut_accept (p, "as an attack"))
                ut_accept (p, "( not as a block )");
              when_attr (p, "kind", "form|reversal");
            }
          p->it_attack = "self";
          return TRUE;
        }
      if (ut_peek (p, "this attack"))
        return ut_fail_text (p, "trigger", "play this attack: on a card that is not it");
      if (strcmp (who, "you") == 0 && ut_this_card (p))
        {
          when (p, "card-played", who);
          when_attr (p, "card", "self");
          /* K.3.24: played for that purpose */
          if (ut_accept (p, "as a block"))
            {
              when_attr (p, "kind", "block");
              return TRUE;
            }
          if (strcmp (p->card->card_type, "attack") == 0)
            p->it_attack = "self";
          return TRUE;
        }
    }
  return ut_fail (p, "trigger", 5);
}

/* --- "Before EVENT," (H.1.6) -------------------------------------------------------- */

/**
 * ut_before:
 * @p: the parser, after "Before"
 *
 * The point in time just before a phase begins has no game event of its
 * own: the nearest one is that phase's beginning, before anything of it is
 * done (F.3.1: no card pool cleared yet). "Before your End Phase [begins]"
 * is read as "the End Phase begins" (docs/rulings.md, H.1.6). Other
 * "before" conditions (a step that the engine runs after its own actions,
 * a check about to be made, damage about to be taken) are not read.
 */
gboolean
ut_before (P *p)
{
  static const char *const whose[][2] = { { "the", NULL },
                                          { "your", "you" },
                                          { "your opponent's", "opponent" } };

  /* "Before the Block Step [of your attack]" (ufs-text-vocab.c) */
  if (ut_vocab_before (p) || p->reason != NULL)
    return p->reason == NULL;
  for (guint i = 0; i < G_N_ELEMENTS (whose); i++)
    {
      g_autofree char *seq = g_strdup_printf ("%s end phase", whose[i][0]);

      if (ut_accept (p, seq))
        {
          ut_accept (p, "begins");
          when (p, "phase-begin", whose[i][1]);
          when_attr (p, "phase", "end");
          return TRUE;
        }
    }
  return ut_fail (p, "trigger: before", 4);
}
