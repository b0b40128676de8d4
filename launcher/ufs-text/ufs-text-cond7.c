/* ufs-text-cond7.c: more conditions on amounts of the game that the
 * framework's <if value=> reads (J.4.2, K.3.5), after "if" or "Only
 * playable if":
 *
 *   "Only playable if you have at least 3 attacks in your card pool."
 *   "If you have 1 or fewer attacks in your discard pile, ..."
 *   "Only playable if you have at least 1 kick attack in your card pool."
 *   "If there is at least 1 character in your removed from game pile, ..."
 *   "If there is at least 1 face down card in your card pool, ..."
 *   "Only playable if there is at least 1 face down foundation in your
 *    opponent's staging area."
 *   "Only playable if they have 2 or more committed foundation in their
 *    staging area."
 *   "Only playable if you have more cards in your removed from game pile
 *    than your opponent."
 *   "Only playable if your opponent has more committed foundations than
 *    ready."
 *   "If you have more cards in your hand than your printed hand size, ..."
 *   "if your opponent has at least 3 more foundations than you do, ..."
 *
 *   cond    := who cmp noun place
 *            | who-has ("more" | "fewer" | "less") compared
 *            | who-has cmp "more foundations than" other
 *   who     := "there are" | "there is" | who-has
 *   who-has := "you have" | "your opponent has" | "they have" (the
 *              opponent, named before)
 *   noun    := ["attack"] ("attacks" | "attack")    (in a card pool)
 *            | KEYWORD ("attacks" | "attack")       (in a card pool)
 *            | "face down" ("cards" | "card")       (in a card pool)
 *            | ("characters" | "character cards" | "attacks" | "attack cards"
 *               | "cards") (or one)                 (in a removed from game pile)
 *            | ("attacks" | "attack cards") (or one) (in a discard pile)
 *            | "committed foundation"               (in a staging area, N not 1)
 *            | "face down" ("foundations" | "cards") (or one, after "there
 *              is": in a staging area)
 *   place   := "in" whose ("card pool" | "removed from [the] game pile"
 *              | "staging area" | "discard pile")
 *   whose   := "your" (the controller's; after "there are": "your
 *              opponent's" too) | "their" (the opponent's, after "your
 *              opponent has")
 *   compared:= "cards in" whose "removed from game pile than" other
 *            | "committed foundations than ready" ["foundations"]
 *            | "ready foundations than committed" ["foundations"]
 *            | "cards in your hand than your" ["printed"] "hand size"
 *   other   := "your opponent" ["does" | "has"] | "you" ["do" | "have"]
 *
 * The attacks of a card pool are count(attacks), face up (a face-down card
 * has no type, C.3.3.1), this attack among them when it is there; those of
 * a keyword keyword(KEYWORD) (I.2.3, printed or granted); the face-down
 * cards of a card pool face-up(pool-face-down); the face-down cards of a
 * staging area count(face-down); the cards of a removed from game pile
 * count(removed), its characters and attacks
 * face-up(removed-characters) and face-up(removed-attacks) (face up, as
 * every card there is but for an effect); the attacks of a discard pile
 * face-up(discard-attacks) (D.2.3.1: a face-up pile). A hand size is the character's
 * (B.1.2.3): the printed one, or the one now (J.4.2.2). "At least 3 more
 * foundations than you do" compares the opponent's foundations with the
 * controller's and 3 (D.2.2.2: face-down cards are foundations there).
 * A bare number ("if you have 5 attacks") is not read: exactly 5, or at
 * least 5, is not said.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The places of a noun: the words after "in " for the controller
 * ("your"), the opponent after "your opponent has" ("their") and the
 * opponent after "there are" ("your opponent's"). */
enum
{
  PLACE_CARD_POOL,
  PLACE_REMOVED,
  PLACE_STAGING,
  PLACE_DISCARD,
};

static const char *const place_words[][3] = {
  [PLACE_CARD_POOL] = { "in your card pool", "in their card pool", "in your opponent's card pool" },
  [PLACE_REMOVED] = { "in your removed from game pile", "in their removed from game pile",
                      "in your opponent's removed from game pile" },
  [PLACE_STAGING] = { "in your staging area", "in their staging area",
                      "in your opponent's staging area" },
  [PLACE_DISCARD] = { "in your discard pile", "in their discard pile",
                      "in your opponent's discard pile" },
};

/* "removed from the game pile": the same pile */
static const char *const removed_the[] = { "in your removed from the game pile",
                                           "in their removed from the game pile",
                                           "in your opponent's removed from the game pile" };

/* The nouns counted, the place they are in, and the TERM they are (to
 * which ", opponent)" or ")" is added). */
static const struct
{
  const char *plural, *singular;
  guint place;
  const char *term;
} nouns[] = {
  { "attack cards", "attack card", PLACE_CARD_POOL, "count(attacks" },
  { "attacks", "attack", PLACE_CARD_POOL, "count(attacks" },
  { "face down cards", "face down card", PLACE_CARD_POOL, "face-up(pool-face-down" },
  { "character cards", "character card", PLACE_REMOVED, "face-up(removed-characters" },
  { "characters", "character", PLACE_REMOVED, "face-up(removed-characters" },
  { "attack cards", "attack card", PLACE_REMOVED, "face-up(removed-attacks" },
  { "attacks", "attack", PLACE_REMOVED, "face-up(removed-attacks" },
  { "cards", "card", PLACE_REMOVED, "count(removed" },
  /* D.2.3.1: face up there */
  { "attack cards", "attack card", PLACE_DISCARD, "face-up(discard-attacks" },
  { "attacks", "attack", PLACE_DISCARD, "face-up(discard-attacks" },
  /* "2 or more committed foundation": the plural lost in print;
   * ufs-text-cond.c reads "1 committed foundation" and the plural */
  { NULL, "committed foundation", PLACE_STAGING, "count(committed-foundations" },
  /* after "there is" (ufs-text-cond.c reads "you have"): D.2.2.2, a
   * face-down card of a staging area is a foundation */
  { "face down foundations", "face down foundation", PLACE_STAGING, "count(face-down" },
  { "face down cards", "face down card", PLACE_STAGING, "count(face-down" },
};

/* The place @place of the controller (@opp FALSE) or the opponent; @their:
 * the opponent is the subject ("your opponent has ... in their ..."). */
static gboolean
place (P *p, guint where, gboolean opp, gboolean their)
{
  guint i = !opp ? 0 : their ? 1 : 2;

  if (ut_accept (p, place_words[where][i]))
    return TRUE;
  return where == PLACE_REMOVED && ut_accept (p, removed_the[i]);
}

/* noun place after the comparison of @k: the term (interned), or NULL with
 * nothing read. @there: after "there are", where the place says whose. */
static const char *
noun_place (P *p, gint k, gboolean opp, gboolean there)
{
  guint pos = p->pos;
  const char *kw;

  for (guint i = 0; i < G_N_ELEMENTS (nouns); i++)
    {
      gboolean read;

      /* the face-down cards of a staging area after "you have":
       * ufs-text-cond.c */
      if (nouns[i].place == PLACE_STAGING && nouns[i].plural != NULL && !there)
        continue;
      if (nouns[i].plural == NULL)
        read = k != 1 && ut_accept (p, nouns[i].singular);
      else
        read = ut_accept (p, nouns[i].plural) || (k == 1 && ut_accept (p, nouns[i].singular));
      if (!read)
        continue;
      for (gint whose = there ? 1 : 0; whose >= 0; whose--)
        {
          gboolean o = there ? whose == 1 : opp;

          if (place (p, nouns[i].place, o, !there))
            {
              g_autofree char *e = g_strdup_printf ("%s%s)", nouns[i].term, o ? ", opponent" : "");

              return g_intern_string (e);
            }
        }
      p->pos = pos;
    }
  /* "at least 1 kick attack in your card pool": keyword(Kick) */
  if (!opp && (kw = ut_amount_keyword_attacks (p, k != 1)) != NULL)
    return kw;
  p->pos = pos;
  return NULL;
}

/* "than your opponent [does | has]" after the controller's amount, "than
 * you [do | have]" after the opponent's. */
static gboolean
than_other (P *p, gboolean opp)
{
  if (!ut_accept (p, opp ? "than you" : "than your opponent"))
    return FALSE;
  if (!ut_accept (p, opp ? "do" : "does"))
    ut_accept (p, opp ? "have" : "has");
  return TRUE;
}

/* "cards in your removed from game pile than your opponent [has in
 * theirs (their removed from game pile)]": FALSE with nothing read. */
static gboolean
removed_than (P *p, gboolean opp)
{
  guint pos = p->pos;

  if (ut_accept (p, "cards") && place (p, PLACE_REMOVED, opp, TRUE) && than_other (p, opp))
    {
      /* "than you have in your removed from game pile (in yours)": the
       * same pile of the other player */
      if (!place (p, PLACE_REMOVED, !opp, TRUE))
        ut_accept (p, opp ? "in yours" : "in theirs");
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* After "more" ("fewer", "less"): two amounts compared, into @c; FALSE
 * with nothing read. */
static gboolean
compared (P *p, UfsNode *c, gboolean opp)
{
  guint pos = p->pos;
  const char *who = opp ? ", opponent)" : ")";
  g_autofree char *e1 = NULL, *e2 = NULL;

  if (removed_than (p, opp))
    {
      e1 = g_strdup_printf ("count(removed%s", who);
      e2 = g_strdup_printf ("count(removed%s", opp ? ")" : ", opponent)");
    }
  else if (ut_accept (p, "committed foundations than ready"))
    {
      ut_accept (p, "foundations");
      e1 = g_strdup_printf ("count(committed-foundations%s", who);
      e2 = g_strdup_printf ("count(ready-foundations%s", who);
    }
  else if (ut_accept (p, "ready foundations than committed"))
    {
      ut_accept (p, "foundations");
      e1 = g_strdup_printf ("count(ready-foundations%s", who);
      e2 = g_strdup_printf ("count(committed-foundations%s", who);
    }
  /* B.1.2.3: the controller's hand size, their character's */
  else if (!opp && ut_accept (p, "cards in your hand than your"))
    {
      gboolean printed = ut_accept (p, "printed");

      if (!ut_accept (p, "hand size"))
        {
          p->pos = pos;
          return FALSE;
        }
      e1 = g_strdup ("count(hand)");
      e2 = g_strdup (printed ? "printed-hand-size(your-character)" : "hand-size(your-character)");
    }
  else
    {
      p->pos = pos;
      return FALSE;
    }
  c->expr = g_intern_string (e1);
  c->expr2 = g_intern_string (e2);
  return TRUE;
}

/**
 * ut_cond7_amount:
 * @p: the parser, after "if" (or "Only playable if")
 * @c: the condition
 * @they: "they" names the opponent here
 *
 * Reads the conditions of this file into @c: value= compared with a
 * number or another amount.
 *
 * Returns: 1 when read, 0 when the words are none of this file (nothing
 *   read)
 */
gint
ut_cond7_amount (P *p, UfsNode *c, gboolean they)
{
  guint pos = p->pos;
  gboolean opp = FALSE, there = FALSE;
  const char *stat, *term;
  gint k = 0;

  if (ut_accept (p, "there are") || ut_accept (p, "there is"))
    there = TRUE;
  else if (ut_accept (p, "your opponent has") || (they && ut_accept (p, "they have")))
    opp = TRUE;
  else if (!ut_accept (p, "you have"))
    return 0;
  if (!there && (ut_peek (p, "more") || ut_peek (p, "fewer") || ut_peek (p, "less")) &&
      !ut_peek (p, "more than") && !ut_peek (p, "fewer than") && !ut_peek (p, "less than"))
    {
      const char *cmp = ut_peek (p, "more") ? "more-than" : "less-than";

      p->pos++;
      if (compared (p, c, opp))
        {
          c->stat = cmp;
          return 1;
        }
      p->pos = pos;
      return 0;
    }
  stat = ut_comparison (p, &k);
  /* "no" and "0" are "equals 0"; another bare number is not read */
  if (stat == NULL)
    {
      p->pos = pos;
      return 0;
    }
  /* "at least 3 more foundations than you do" (D.2.2.2) */
  if (!there && strcmp (stat, "at-least") == 0 && ut_accept (p, "more foundations") &&
      than_other (p, opp))
    {
      g_autofree char *e1 = g_strdup_printf ("count(foundations%s", opp ? ", opponent)" : ")");
      g_autofree char *e2 =
          g_strdup_printf ("count(foundations%s+%d", opp ? ")" : ", opponent)", k);

      c->stat = stat;
      c->expr = g_intern_string (e1);
      c->expr2 = g_intern_string (e2);
      return 1;
    }
  term = noun_place (p, k, opp, there);
  /* "in your card pool or discard pile": more places than one */
  if (term == NULL || ut_peek (p, "or"))
    {
      p->pos = pos;
      return 0;
    }
  c->stat = stat;
  c->amount = k;
  c->expr = term;
  return 1;
}
