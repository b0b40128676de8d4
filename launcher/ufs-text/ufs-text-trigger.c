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
  guint i = p->ab->when_attr[0] == NULL ? 0 : 1;

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
  static const char *const types[] = { "foundation", "asset", "action", "attack", NULL };

  for (guint i = 0; types[i] != NULL; i++)
    if (ut_peek (p, types[i]))
      {
        p->pos++;
        return types[i];
      }
  return NULL;
}

gboolean
ut_trigger (P *p)
{
  const char *who;
  const char *type;

  /* this attack is completely/partially blocked (an attack's own response) */
  if (strcmp (p->card->card_type, "attack") == 0 && ut_accept (p, "this attack is"))
    {
      const char *status = ut_accept (p, "completely blocked")  ? "complete"
                           : ut_accept (p, "partially blocked") ? "partial"
                                                                : NULL;

      if (status == NULL)
        return ut_fail (p, "trigger: this attack is", 3);
      when (p, "block", "opponent");
      when_attr (p, "status", status);
      when_attr (p, "card", "self");
      p->it_attack = "self";
      return TRUE;
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
  who = subject (p);
  if (who == NULL)
    return ut_fail (p, "trigger", 5);
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
  if (ut_accept (p, "take damage") || ut_accept (p, "takes damage"))
    {
      when (p, "damage", who);
      return TRUE;
    }
  if (ut_accept (p, "fail a control check") || ut_accept (p, "fails a control check"))
    {
      when (p, "check", who);
      when_attr (p, "passed", "false");
      return TRUE;
    }
  if (ut_accept (p, "pass a control check") || ut_accept (p, "passes a control check"))
    {
      when (p, "check", who);
      when_attr (p, "passed", "true");
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
      if (ut_accept (p, "a card"))
        {
          when (p, "card-played", who);
          return TRUE;
        }
      if (strcmp (who, "you") == 0 && ut_this_card (p))
        {
          when (p, "card-played", who);
          when_attr (p, "card", "self");
          return TRUE;
        }
      /* K.3.24: "a foundation" is a foundation played as one (its form). */
      if ((ut_accept (p, "a") || ut_accept (p, "an")) && (type = played_type (p)) != NULL)
        {
          gboolean any = ut_accept (p, "card");

          /* K.3.24: an attack played as one is not played as a block */
          if (!any && strcmp (type, "attack") == 0)
            ut_accept (p, "( not as a block )");
          when (p, "card-played", who);
          when_attr (p, "card-type", type);
          if (!any)
            when_attr (p, "kind", "form");
          return TRUE;
        }
    }
  return ut_fail (p, "trigger", 5);
}
