/* ufs-text-copies.c: what acts on an attack's multiple copies (I.3.8.3),
 * the keyword an attack just played loses (I.2.3.1), and foundations
 * turned face down (K.4.2).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The bonuses after "get": "+3 speed and +3 damage", "+2 damage". Speed
 * and damage only, each a number (I.3.8.3 adds them to the copies as they
 * are made), at most one of each. The stats are stored in @stats and the
 * amounts in @by; the number read is returned, 0 when the words are not
 * that (nothing read then). */
static guint
copy_bonuses (P *p, const char *stats[2], gint by[2])
{
  guint pos = p->pos;
  guint n = 0;

  for (;;)
    {
      guint at = p->pos;
      gint k;
      const char *stat = NULL;

      if (ut_accept (p, "+") && ut_amount (p, &k) && k != UFS_TEXT_X && k >= 1)
        {
          if (ut_accept (p, "speed"))
            stat = "speed";
          else if (ut_accept (p, "damage"))
            stat = "damage";
        }
      /* the words after "and" are read again by the test below */
      if (stat == NULL || (n == 1 && strcmp (stats[0], stat) == 0))
        {
          p->pos = at;
          break;
        }
      stats[n] = stat;
      by[n] = k;
      n++;
      if (n == 2 || (!ut_accept (p, "and +") && !ut_accept (p, ", and +")))
        break;
      p->pos--; /* the "+" read again */
    }
  /* A bound, a lasting time, a keyword, a third stat: not read here. */
  if (n == 0 || ut_peek (p, "(") || ut_peek (p, "for") || ut_peek (p, "until") ||
      ut_peek (p, "and") || ut_peek (p, ", and") || ut_peek (p, "+") || ut_peek (p, "-") ||
      ut_peek (p, "to"))
    {
      p->pos = pos;
      return 0;
    }
  return n;
}

/* I.3.8.3: "Multiple copies of this attack get +3 speed and +3 damage";
 * "This attack and its multiple copies get +2 damage": the attack gets
 * the bonus for its attack as any bonus of an enhance (`modify`), its
 * copies as they are made (`modify-copies`). Only on an attack card, in an
 * ability that is played. */
static gboolean
copies_get (P *p, gboolean *ok)
{
  gboolean self = FALSE;
  const char *stats[2];
  gint by[2];
  guint n;

  if (ut_peek (p, "multiple copies of this attack get"))
    p->pos += 6;
  else if (ut_peek (p, "this attack and its multiple copies get") ||
           ut_peek (p, "this attack and it's multiple copies get"))
    {
      p->pos += 7;
      self = TRUE;
    }
  else
    return FALSE;
  if (strcmp (p->card->card_type, "attack") != 0 || strcmp (p->ab->type, "continuous") == 0)
    {
      *ok =
          ut_fail_text (p, "effect: multiple copies", "not in a played ability of an attack card");
      return TRUE;
    }
  n = copy_bonuses (p, stats, by);
  if (n == 0)
    {
      *ok = ut_fail (p, "effect: multiple copies get", 4);
      return TRUE;
    }
  for (guint i = 0; self && i < n; i++)
    {
      UfsNode *m = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);

      m->target = "this-attack";
      m->stat = stats[i];
      m->amount = by[i];
      m->until = "end-of-attack";
    }
  for (guint i = 0; i < n; i++)
    {
      UfsNode *m = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_COPIES);

      m->target = "this-attack";
      m->stat = stats[i];
      m->amount = by[i];
    }
  *ok = TRUE;
  return TRUE;
}

/* The keywords "it loses" names, as docs/effects.md writes them. */
static const struct
{
  const char *word;
  const char *keyword;
} ufs_lost[] = {
  { "throw", "Throw" },   { "safe", "Safe" },         { "flash", "Flash" },
  { "kick", "Kick" },     { "punch", "Punch" },       { "slam", "Slam" },
  { "weapon", "Weapon" }, { "tech", "Tech" },         { "ranged", "Ranged" },
  { "charge", "Charge" }, { "fury", "Fury" },         { "ally", "Ally" },
  { "taunt", "Taunt" },   { "stun", "Stun" },         { "multiple", "Multiple" },
  { "ex", "EX" },         { "powerful", "Powerful" }, { "gauge", "Gauge" },
};

/* I.2.3.1: "After your opponent plays a Flash attack, it loses Flash": the
 * attack just played (`event-card`) loses the keyword, and its linked
 * ability with it, for the turn, as a grant lasts (C.3.3.4.2). One
 * keyword, named, and the sentence ends there. */
static gboolean
it_loses (P *p, gboolean *ok)
{
  const UfsTok *t;
  UfsNode *n;

  if (p->it_attack == NULL || p->chosen || strcmp (p->it_attack, "event-card") != 0 ||
      !ut_peek (p, "it loses"))
    return FALSE;
  t = ut_tok (p, 2);
  if (t->kind != UFS_TOK_WORD)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_lost); i++)
    if (strcmp (t->text, ufs_lost[i].word) == 0)
      {
        p->pos += 3;
        if (!ut_peek (p, ".") && !ut_at_end (p))
          {
            *ok = ut_fail (p, "effect: it loses", 4);
            return TRUE;
          }
        n = ut_node_add (p->ab->effect, UFS_NODE_REMOVE_KEYWORD);
        n->target = p->it_attack;
        n->stat = ufs_lost[i].keyword;
        *ok = TRUE;
        return TRUE;
      }
  return FALSE;
}

/* K.4.2: "Turn 1 of your opponent's foundations (1 foundation in your
 * opponent's staging area) face down" is "flip": the
 * player whose ability it is chooses which of that player's face-up
 * foundations (`flip-foundations`, as "flip 1 of your opponent's
 * foundations"); "Turn 1 of your foundations face down", of their own. */
static gboolean
turn_face_down (P *p, gboolean *ok)
{
  guint pos = p->pos;
  const char *player;
  UfsNode *n;
  gint k;

  if (!ut_accept (p, "turn"))
    return FALSE;
  if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1)
    {
      p->pos = pos;
      return FALSE;
    }
  /* "Turn 1 foundation in your opponent's staging area face down": the
   * same, the opponent's foundations named by where they are */
  if (ut_accept (p, k == 1 ? "foundation in your opponent's staging area face down"
                           : "foundations in your opponent's staging area face down"))
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_FLIP_FOUNDATIONS);
      n->amount = k;
      n->player = "opponent";
      *ok = TRUE;
      return TRUE;
    }
  if (!ut_accept (p, "of"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "your opponent's"))
    player = "opponent";
  else if (ut_accept (p, "your"))
    player = "you";
  else
    {
      p->pos = pos;
      return FALSE;
    }
  if (!ut_accept (p, "foundations face down"))
    {
      *ok = ut_fail (p, "effect: turn N of", 4);
      return TRUE;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_FLIP_FOUNDATIONS);
  n->amount = k;
  if (strcmp (player, "opponent") == 0)
    n->player = player;
  *ok = TRUE;
  return TRUE;
}

/* D.2.3: "If this attack deals damage, discard it from your card pool":
 * the attack an If (After) names, the controller's own (`this-attack`,
 * `your-attack`), or the attack card itself in a response of its own
 * ("After this attack is blocked"), to its owner's discard pile, as "remove it from the game" sends
 * it out of the game. */
static gboolean
discard_it (P *p, gboolean *ok)
{
  UfsNode *n;

  if (p->chosen || p->it_attack == NULL || !ut_peek (p, "discard it from your card pool"))
    return FALSE;
  if (strcmp (p->it_attack, "this-attack") != 0 && strcmp (p->it_attack, "your-attack") != 0 &&
      (strcmp (p->it_attack, "self") != 0 || strcmp (p->card->card_type, "attack") != 0))
    return FALSE;
  p->pos += 6;
  n = ut_node_add (p->ab->effect, UFS_NODE_MOVE);
  n->target = p->it_attack;
  n->zone = "discard";
  *ok = TRUE;
  return TRUE;
}

/* K.4.2: "Choose 1 foundation in your opponent's staging area and turn it
 * face down": the card chosen flipped (a face-up foundation: a face-down
 * card has no type, D.2.2.2). */
static gboolean
turn_chosen (P *p, gboolean *ok)
{
  GArray *e = p->ab->effect;
  const UfsNode *last;

  if (!p->chosen || e->len == 0 || !ut_peek (p, "turn it face down"))
    return FALSE;
  last = &g_array_index (e, UfsNode, e->len - 1);
  if (last->kind != UFS_NODE_CHOOSE || last->zone == NULL || strcmp (last->zone, "staging") != 0 ||
      last->filter == NULL || strcmp (last->filter, "type=foundation") != 0)
    return FALSE;
  p->pos += 4;
  ut_node_add (e, UFS_NODE_FLIP)->target = "it";
  *ok = TRUE;
  return TRUE;
}

/* K.1.3, K.3.21: "Both players add the top [2] card(s) of their deck
 * (discard pile) to their card pool [face down]": each player's own top
 * cards to their own card pool (`add-to-card-pool from=`), the
 * controller's first, one card at a time. FALSE (nothing read) for other
 * words. */
static gboolean
both_add_top (P *p, gboolean *ok)
{
  static const char *const froms[][2] = { { "deck", "deck-top" },
                                          { "discard pile", "discard-top" } };
  guint pos = p->pos;
  const char *from = NULL;
  const char *face = NULL;
  gint k = 1;

  if (!ut_accept (p, "both players add the top"))
    return FALSE;
  if (ut_amount (p, &k) && (k == UFS_TEXT_X || k < 1 || k > 2))
    k = 0;
  if (k != 0 && ut_card_word (p) && ut_accept (p, "of their"))
    for (guint i = 0; i < G_N_ELEMENTS (froms) && from == NULL; i++)
      if (ut_accept (p, froms[i][0]))
        from = froms[i][1];
  if (from == NULL || !ut_accept (p, "to their card pool"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (ut_accept (p, "face down"))
    face = "down";
  for (guint who = 0; who < 2; who++)
    for (gint i = 0; i < k; i++)
      {
        UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_ADD_TOP_TO_POOL);

        n->from = from;
        n->player = who == 0 ? "you" : "opponent";
        n->stat = face;
      }
  *ok = TRUE;
  return TRUE;
}

/* J.4.2.1: "Your printed 4 damage attack", "your printed 3 difficulty or
 * less attack": the words are put in the order "your attack with 4
 * printed damage" has (K.3.4.1.1, J.4.2.1: your attack, when its printed
 * value compares so), which the attack targets read; nothing else is
 * read here. */
static void
printed_first (P *p)
{
  static const char *const stats[] = { "damage", "speed", "difficulty", "control" };
  GArray *t = p->toks;
  guint at = p->pos, n = 0;
  UfsTok moved[6], with = { UFS_TOK_WORD, NULL, 0, FALSE };
  gboolean stat = FALSE;

  if (!ut_peek (p, "your printed N"))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (stats); i++)
    stat |= ut_tok (p, 3)->kind == UFS_TOK_WORD && strcmp (ut_tok (p, 3)->text, stats[i]) == 0;
  if (!stat)
    return;
  p->pos += 4;
  n = ut_accept (p, "or less") || ut_accept (p, "or more") ? 2 : 0;
  if (!ut_peek (p, "attack"))
    {
      p->pos = at;
      return;
    }
  p->pos = at;
  /* your printed N STAT [or less] attack -> your attack with N [or less]
   * printed STAT */
  moved[0] = g_array_index (t, UfsTok, at + 4 + n); /* attack */
  moved[1] = g_array_index (t, UfsTok, at + 2);     /* N */
  for (guint i = 0; i < n; i++)                     /* or less */
    moved[2 + i] = g_array_index (t, UfsTok, at + 4 + i);
  moved[2 + n] = g_array_index (t, UfsTok, at + 1); /* printed */
  moved[3 + n] = g_array_index (t, UfsTok, at + 3); /* STAT */
  for (guint i = 0; i < 4 + n; i++)
    g_array_index (t, UfsTok, at + 1 + i) = moved[i];
  with.text = g_strdup ("with");
  g_array_insert_val (t, at + 2, with);
}

/* G.2.1.1.2: "This attack is unblockable" in an enhance (this attack) or
 * in a response of an attack card (the card itself, K.3.4.3); "... gets
 * +5 damage and is unblockable": the attack just modified, when it is
 * one under way (not a next attack, not one tested by a filter). */
static gboolean
unblockable (P *p, gboolean *ok)
{
  static const char *const under_way[] = { "this-attack", "your-attack", "opponent-attack",
                                           "event-card",  "self",        NULL };
  GArray *e = p->ab->effect;
  const char *target = NULL;

  if (ut_peek (p, "this attack is unblockable"))
    {
      if (strcmp (p->ab->type, "E") == 0)
        target = "this-attack";
      else if (strcmp (p->ab->type, "R") == 0 && strcmp (p->card->card_type, "attack") == 0)
        target = "self";
      else
        return FALSE;
      p->pos += 2;
    }
  else if (ut_peek (p, "is unblockable") && e->len > 0)
    {
      const UfsNode *last = &g_array_index (e, UfsNode, e->len - 1);

      if ((last->kind != UFS_NODE_MODIFY && last->kind != UFS_NODE_GRANT_KEYWORD) ||
          last->target == NULL || !g_strv_contains (under_way, last->target))
        return FALSE;
      target = last->target;
    }
  else
    return FALSE;
  p->pos += 2;
  ut_node_add (e, UFS_NODE_UNBLOCKABLE)->target = target;
  *ok = TRUE;
  return TRUE;
}

/* K.4.2: "Unflip 1 foundation", "Unflip 1 card in your staging area":
 * that many of your own face-down cards of the staging area (foundations,
 * D.2.2.2), of your choice, turned face up (`flip-foundations
 * face="up"`). Not "up to": the effect turns as many as it can. */
static gboolean
unflip (P *p, gboolean *ok)
{
  guint pos = p->pos;
  gint k;

  if (!ut_accept (p, "unflip"))
    return FALSE;
  if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1 ||
      !(ut_accept (p, k == 1 ? "foundation" : "foundations") ||
        ((k == 1 ? ut_accept (p, "card") : ut_accept (p, "cards")) &&
         ut_accept (p, "in your staging area"))))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_node_add (p->ab->effect, UFS_NODE_UNFLIP_FOUNDATIONS)->amount = k;
  *ok = TRUE;
  return TRUE;
}

/* K.4.2, C.1.4: "Flip 1 of your opponent's foundations, then commit it":
 * one face-up foundation of theirs, chosen (a face-down card has no type,
 * D.2.2.2), turned face down, then committed. */
static gboolean
flip_then_commit (P *p, gboolean *ok)
{
  UfsNode *n;

  if (p->chosen || !ut_accept (p, "flip 1 of your opponent's foundations , then commit it"))
    return FALSE;
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
  n->zone = "staging";
  n->player = "opponent";
  n->filter = "type=foundation";
  ut_node_add (p->ab->effect, UFS_NODE_FLIP)->target = "it";
  ut_node_add (p->ab->effect, UFS_NODE_COMMIT)->target = "it";
  p->chosen = TRUE;
  *ok = TRUE;
  return TRUE;
}

/* K.4.4: "After your opponent plays an attack as a Reversal, remove it":
 * the attack just played (`event-card`) removed from the game; "Remove"
 * is "remove from the game" (K.4.4). */
static gboolean
remove_played (P *p, gboolean *ok)
{
  if (p->chosen || p->it_attack == NULL || strcmp (p->it_attack, "event-card") != 0 ||
      !ut_peek (p, "remove it"))
    return FALSE;
  p->pos += 2;
  ut_accept (p, "from the game");
  if (!ut_peek (p, ".") && !ut_at_end (p))
    {
      *ok = ut_fail (p, "effect: remove it", 4);
      return TRUE;
    }
  ut_node_add (p->ab->effect, UFS_NODE_REMOVE)->target = "event-card";
  *ok = TRUE;
  return TRUE;
}

/* K.4.2: "If this attack deals damage, turn it face down": the attack an
 * If (After) names, the controller's own, flipped where it is (its card
 * pool). */
static gboolean
turn_it (P *p, gboolean *ok)
{
  if (p->chosen || p->it_attack == NULL || !ut_peek (p, "turn it face down"))
    return FALSE;
  if (strcmp (p->it_attack, "this-attack") != 0 && strcmp (p->it_attack, "your-attack") != 0 &&
      (strcmp (p->it_attack, "self") != 0 || strcmp (p->card->card_type, "attack") != 0))
    return FALSE;
  p->pos += 4;
  ut_node_add (p->ab->effect, UFS_NODE_FLIP)->target = p->it_attack;
  *ok = TRUE;
  return TRUE;
}

/* E.4.7.2.3: "Add 1 card from your discard pile to your card pool. That
 * card does not count towards progressive difficulty": the card added
 * (`it`), while it stays in the card pool, which is the rest of the turn
 * (F.3.1 clears the card pools before the turn ends). */
static gboolean
added_uncounted (P *p, gboolean *ok)
{
  GArray *e = p->ab->effect;
  const UfsNode *last;
  guint pos = p->pos;

  if (p->chosen || e->len < 2 || !ut_accept (p, "that card does not count"))
    return FALSE;
  last = &g_array_index (e, UfsNode, e->len - 1);
  if (last->kind != UFS_NODE_ADD_TO_CARD_POOL || last->target == NULL ||
      strcmp (last->target, "it") != 0 ||
      g_array_index (e, UfsNode, e->len - 2).kind != UFS_NODE_CHOOSE ||
      (!ut_accept (p, "towards") && !ut_accept (p, "toward")))
    {
      p->pos = pos;
      return FALSE;
    }
  ut_accept (p, "the");
  if (!ut_accept (p, "progressive difficulty"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (!ut_accept (p, "for the rest of this turn"))
    ut_accept (p, "during this turn");
  ut_node_add (e, UFS_NODE_IGNORE_PROGRESSIVE)->target = "it";
  *ok = TRUE;
  return TRUE;
}

gboolean
ut_copies_clause (P *p, gboolean *ok)
{
  printed_first (p);
  if (both_add_top (p, ok))
    return TRUE;
  return copies_get (p, ok) || added_uncounted (p, ok) || turn_it (p, ok) ||
         remove_played (p, ok) || unblockable (p, ok) || unflip (p, ok) ||
         flip_then_commit (p, ok) || it_loses (p, ok) || turn_face_down (p, ok) ||
         discard_it (p, ok) || turn_chosen (p, ok);
}

void
ufs_text_emit_modify_copies (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " stat=\"%s\" by=\"%d\" target=\"%s\"", n->stat, n->amount,
                          n->target);
}

void
ufs_text_emit_remove_keyword (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " keyword=\"%s\" target=\"%s\"", n->stat, n->target);
}

void
ufs_text_emit_unblockable (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " target=\"%s\"", n->target);
}

void
ufs_text_emit_unflip (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " count=\"%d\" face=\"up\"", n->amount);
}
