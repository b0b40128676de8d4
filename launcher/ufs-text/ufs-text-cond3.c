/* ufs-text-cond3.c: conditions on an amount of the game that the
 * framework's <if value=> already reads (J.4.2, K.3.5):
 *
 *   "If you are at 8 or less vitality, ..."
 *   "If your opponent has at least 15 vitality, ..."
 *   "Only playable if you have at least 1 face down card in your card pool."
 *   "If there are 2 or more attacks in your removed from game pile, ..."
 *   "Only playable if you have not dealt damage this turn."
 *   "Make a control check: If you checked a 2 or less, draw 1 card."
 *
 *   cond  := who-at cmp "vitality"
 *          | who-has cmp "vitality"
 *          | who-has cmp "face down" ("card" | "cards") "in" whose "card pool"
 *          | ("there are" | "there is") cmp ("attack" | "attacks")
 *            "in your removed from game pile"
 *          | ("there are" | "there is") cmp KEYWORD ("attack" | "attacks")
 *            "in your card pool"
 *          | ("there are" | "there is") (cmp | "a") ("foundation" | "foundations")
 *            "in" ("your" | "your opponent's") "card pool"
 *          | "your opponent has" cmp ("card" | "cards") "in their card pool"
 *          | who-has cmp ("card" | "cards") "in" whose "staging area"
 *          | "you have" ("less" | "fewer" | "more") "cards in your staging area
 *            than your opponent has in" ("theirs" | "their staging area")
 *          | "your opponent has a" ("greater" | "higher" | "lower" | "smaller")
 *            "hand size than you"
 *          | "you have not dealt damage this turn"
 *          | "a foundation has been destroyed this turn"
 *          | "you checked" ["a" | "an"] cmp
 *   who-at  := "you are at" | "your opponent is at"
 *   who-has := "you have" | "your opponent has"
 *   whose   := "your" (of you) | "their" (of the opponent)
 *   cmp     := "at least" N | "more than" N | ("less" | "fewer") "than" N
 *            | N ("or more" | "or less" | "or fewer")
 *
 * Vitality is vitality(PLAYER), the player's now (J.1); the face-down cards
 * of a card pool face-up(pool-face-down) (C.3.3.1); the attacks of the
 * removed from game pile face-up(removed-attacks): a face-down card there
 * has no type (C.3.3.1); the attacks of a keyword in a card pool
 * keyword(KEYWORD) (face up, I.2.3), its foundations
 * face-up(pool-foundations). The cards of a staging area are
 * count(staging), the character among them (D.2.2.3.4.2); compared
 * with the other player's, value= with less-than= (more-than=) another
 * amount. A hand size is the character's now (J.4.2.2). "Have not dealt damage" is turn(damage-dealt) at
 * 0: no damage to the other player this turn, by an attack or an effect.
 * "A foundation has been destroyed" is turn(foundations-destroyed, both):
 * a foundation of either staging area (K.4.1), whoever destroyed it.
 * "You checked a 2 or less" is turn(checked): the number checked in the
 * player's latest check, its starting value (E.3.1.1), as "Make a control
 * check" (E.3.4) leaves it.
 * A bare number ("if you have 5 vitality") is not read: exactly 5, or at
 * least 5, is not said.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The comparison and its number, nothing read when it is none of cmp. */
static const char *
cmp (P *p, gint *k)
{
  guint pos = p->pos;
  const char *stat = NULL;

  if (ut_accept (p, "at least") && ut_amount (p, k))
    stat = "at-least";
  else if (ut_accept (p, "more than") && ut_amount (p, k))
    stat = "more-than";
  else if ((ut_accept (p, "less than") || ut_accept (p, "fewer than")) && ut_amount (p, k))
    stat = "less-than";
  else if (ut_amount (p, k))
    {
      if (ut_accept (p, "or more"))
        stat = "at-least";
      else if (ut_accept (p, "or less") || ut_accept (p, "or fewer"))
        stat = "at-most";
    }
  if (stat == NULL || *k == UFS_TEXT_X)
    {
      p->pos = pos;
      return NULL;
    }
  return stat;
}

static void
set_value (UfsNode *c, const char *what, gboolean opp, const char *stat, gint k)
{
  g_autofree char *e = g_strdup_printf ("%s%s)", what, opp ? ", opponent" : "");

  c->expr = g_intern_string (e);
  c->stat = stat;
  c->amount = k;
}

/* "Ranged": an attack keyword (I.1), as the engine names it */
static const char *
attack_keyword (P *p)
{
  static const char *const keywords[] = { "Kick",   "Punch", "Slam", "Throw", "Weapon", "Charge",
                                          "Ranged", "Tech",  "Fury", "Ally",  "Taunt" };
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind != UFS_TOK_WORD)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (g_ascii_strcasecmp (t->text, keywords[i]) == 0)
      {
        p->pos++;
        return keywords[i];
      }
  return NULL;
}

/* After "there are (is)": the attacks of a keyword or the foundations of a
 * card pool; nothing read when neither. */
static gboolean
there_in_card_pool (P *p, UfsNode *c)
{
  guint pos = p->pos;
  const char *stat, *kw;
  gint k = 1;

  if (ut_accept (p, "a"))
    stat = "at-least";
  else if ((stat = cmp (p, &k)) == NULL)
    return FALSE;
  if (ut_accept (p, "foundations") || (k == 1 && ut_accept (p, "foundation")))
    {
      gboolean opp = ut_accept (p, "in your opponent's card pool");

      if (opp || ut_accept (p, "in your card pool"))
        {
          set_value (c, "face-up(pool-foundations", opp, stat, k);
          return TRUE;
        }
    }
  else if ((kw = attack_keyword (p)) != NULL &&
           (ut_accept (p, "attacks") || (k == 1 && ut_accept (p, "attack"))) &&
           ut_accept (p, "in your card pool"))
    {
      g_autofree char *e = g_strdup_printf ("keyword(%s", kw);

      set_value (c, e, FALSE, stat, k);
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* The condition after "if" into @c when it is one of this file: 1 when
 * read, 0 when the words are none of it (nothing read). */
gint
ut_cond3_amount (P *p, UfsNode *c)
{
  guint pos = p->pos;
  const char *stat;
  gboolean opp;
  gint k = 0;
  guint at;

  if (ut_accept (p, "you have not dealt damage this turn"))
    {
      set_value (c, "turn(damage-dealt", FALSE, "equals", 0);
      return 1;
    }
  if (ut_accept (p, "a foundation has been destroyed this turn"))
    {
      set_value (c, "turn(foundations-destroyed, both", FALSE, "at-least", 1);
      return 1;
    }
  /* "you checked a 2 or less": the number checked, the starting value of
   * the player's latest check (E.3.1.1), after "Make a control check" */
  if (ut_accept (p, "you checked"))
    {
      if (!ut_accept (p, "a"))
        ut_accept (p, "an");
      stat = cmp (p, &k);
      if (stat == NULL || k < 0)
        {
          p->pos = pos;
          return 0;
        }
      set_value (c, "turn(checked", FALSE, stat, k);
      return 1;
    }
  /* "you are at 8 or less vitality" */
  opp = ut_accept (p, "your opponent is at");
  if (opp || ut_accept (p, "you are at"))
    {
      stat = cmp (p, &k);
      if (stat == NULL || !ut_accept (p, "vitality"))
        {
          p->pos = pos;
          return 0;
        }
      set_value (c, opp ? "vitality(opponent" : "vitality(you", FALSE, stat, k);
      return 1;
    }
  /* "there are 2 or more attacks in your removed from game pile" */
  if (ut_accept (p, "there are") || ut_accept (p, "there is"))
    {
      if (there_in_card_pool (p, c))
        return 1;
      stat = cmp (p, &k);
      if (stat == NULL || (!ut_accept (p, "attacks") && !(k == 1 && ut_accept (p, "attack"))) ||
          !ut_accept (p, "in your removed from game pile"))
        {
          p->pos = pos;
          return 0;
        }
      set_value (c, "face-up(removed-attacks", FALSE, stat, k);
      return 1;
    }
  /* "less cards in your staging area than your opponent has in theirs" */
  if (ut_accept (p, "you have less") || ut_accept (p, "you have fewer"))
    stat = "less-than";
  else if (ut_accept (p, "you have more"))
    stat = "more-than";
  else
    stat = NULL;
  if (stat != NULL)
    {
      if (ut_accept (p, "cards in your staging area than your opponent has in") &&
          (ut_accept (p, "theirs") || ut_accept (p, "their staging area")))
        {
          c->expr = g_intern_static_string ("count(staging)");
          c->expr2 = g_intern_static_string ("count(staging, opponent)");
          c->stat = stat;
          return 1;
        }
      p->pos = pos;
      stat = NULL;
    }
  /* "your opponent has a greater hand size than you" */
  if (ut_accept (p, "your opponent has a greater hand size than you") ||
      ut_accept (p, "your opponent has a higher hand size than you"))
    stat = "more-than";
  else if (ut_accept (p, "your opponent has a lower hand size than you") ||
           ut_accept (p, "your opponent has a smaller hand size than you"))
    stat = "less-than";
  if (stat != NULL)
    {
      /* "than you do": the same */
      ut_accept (p, "do");
      c->expr = g_intern_static_string ("hand-size(opponent-character)");
      c->expr2 = g_intern_static_string ("hand-size(your-character)");
      c->stat = stat;
      return 1;
    }
  if (ut_accept (p, "you have"))
    opp = FALSE;
  else if (ut_accept (p, "your opponent has"))
    opp = TRUE;
  else
    return 0;
  stat = cmp (p, &k);
  if (stat == NULL)
    {
      p->pos = pos;
      return 0;
    }
  if (ut_accept (p, "vitality"))
    {
      set_value (c, opp ? "vitality(opponent" : "vitality(you", FALSE, stat, k);
      return 1;
    }
  at = p->pos;
  /* "at least 1 card in their card pool": ufs-text-cond.c reads "cards"
   * of the other zones */
  if (opp && (ut_accept (p, "cards") || (k == 1 && ut_accept (p, "card"))) &&
      ut_accept (p, "in their card pool"))
    {
      c->zone = "card-pool";
      c->player = "opponent";
      c->stat = stat;
      c->amount = k;
      return 1;
    }
  p->pos = at;
  /* "5 or fewer cards in their staging area" */
  if ((ut_accept (p, "cards") || (k == 1 && ut_accept (p, "card"))) &&
      ut_accept (p, opp ? "in their staging area" : "in your staging area"))
    {
      set_value (c, "count(staging", opp, stat, k);
      return 1;
    }
  p->pos = at;
  /* "at least 1 face down card in your card pool" */
  if (ut_accept (p, "face down") && (ut_accept (p, "cards") || (k == 1 && ut_accept (p, "card"))) &&
      ut_accept (p, opp ? "in their card pool" : "in your card pool"))
    {
      set_value (c, "face-up(pool-face-down", opp, stat, k);
      return 1;
    }
  p->pos = pos;
  return 0;
}
