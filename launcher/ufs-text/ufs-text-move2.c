/* ufs-text-move2.c: more cards moved from one zone to another by an
 * effect: the card a response's check turned over ("After you check an
 * attack, add it to your hand", "add the checked card to your momentum"),
 * and a card chosen in its owner's hand ("add 1 foundation from your hand
 * to your staging area").
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* The value of the <when> attribute @name, or NULL. */
static const char *
when_value (const P *p, const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (p->ab->when_attr); i++)
    if (p->ab->when_attr[i] != NULL && strcmp (p->ab->when_attr[i], name) == 0)
      return p->ab->when_value[i];
  return NULL;
}

/* Every type of @types ("attack", "asset|foundation") is one of @allowed. */
static gboolean
types_within (const char *types, const char *const *allowed)
{
  g_auto (GStrv) each = g_strsplit (types, "|", -1);

  for (guint i = 0; each[i] != NULL; i++)
    if (!g_strv_contains (allowed, each[i]))
      return FALSE;
  return TRUE;
}

/* The words that name the card checked, after "add": "it", "the checked
 * card", "that card", "that TYPE" (the type the trigger names). */
static gboolean
checked_words (P *p, const char *types)
{
  static const char *const nouns[] = { "attack", "action", "asset", "foundation", "character" };

  if (ut_accept (p, "it") || ut_accept (p, "the checked card") || ut_accept (p, "that card"))
    return TRUE;
  if (types != NULL && strchr (types, '|') == NULL && ut_peek (p, "that"))
    for (guint i = 0; i < G_N_ELEMENTS (nouns); i++)
      if (strcmp (types, nouns[i]) == 0 && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
          strcmp (ut_tok (p, 1)->text, nouns[i]) == 0)
        {
          p->pos += 2;
          ut_accept (p, "card");
          return TRUE;
        }
  return FALSE;
}

/* "After you check an attack (a 6, a 2 or less), add it (the checked
 * card, that attack) to your hand (momentum, the top or bottom of your
 * deck)": E.3.1, the card turned over for a check is discarded, the card
 * of the check event a response answers (H.2.3.2.4.2.1; none once it has
 * moved, J.5.4), to a zone of its owner, the player who checked. To the
 * staging area only a card the trigger makes a foundation or an asset
 * (D.2.2.4), and ready: "committed" is not read. */
static gboolean
checked_card (P *p)
{
  static const char *const staged[] = { "foundation", "asset", NULL };
  guint pos = p->pos;
  const char *types, *name;
  gint dest;

  if (p->ab->when_event == NULL || strcmp (p->ab->when_event, "check") != 0 ||
      p->ab->when_player == NULL || strcmp (p->ab->when_player, "you") != 0 ||
      strcmp (p->ab->type, "R") != 0 || p->chosen || p->it_attack != NULL ||
      when_value (p, "card") != NULL)
    return FALSE;
  types = when_value (p, "card-type");
  if (!checked_words (p, types))
    return FALSE;
  if (!ut_peek (p, "to"))
    {
      p->pos = pos;
      return FALSE;
    }
  dest = ut_move_dest_read (p, "you");
  name = ut_move_dest_name (dest);
  if (name == NULL || strcmp (name, "card-pool") == 0)
    return ut_fail (p, "effect: add: the checked card", 5);
  if (strcmp (name, "staging") == 0 && (types == NULL || !types_within (types, staged)))
    return ut_fail_text (p, "effect: add: the checked card",
                         "to the staging area: a card that is no foundation or asset");
  /* the card of the event is no longer named once it has moved (J.5.4):
   * a commit after the move would find none */
  if (strcmp (name, "staging") == 0 && ut_peek (p, "committed"))
    return ut_fail_text (p, "effect: add: the checked card", "added committed");
  ut_move_node_write (p, "event-card", dest);
  return TRUE;
}

/* "other" before a card's words: the card left out of the choice ("self"),
 * "" when the word is not there, NULL (nothing read) when it names no
 * card the parser knows. On an attack card the other card is another than
 * the attack itself; on another card it would be another than the attack
 * under way, or than the event's card: not read. */
static const char *
other_word (P *p)
{
  if (!ut_peek (p, "other"))
    return "";
  if (strcmp (p->card->card_type, "attack") != 0)
    return NULL;
  ut_accept (p, "other");
  return "self";
}

/* "1 other [filter] card from SOURCE to DEST" on an attack card: as
 * ufs-text-move.c reads "1 [filter] card ...", the attack itself not
 * offered. */
static gboolean
other_card (P *p)
{
  guint pos = p->pos;
  const char *filter, *zone, *player, *other;
  gboolean printed = FALSE;
  gint k, dest = -1;
  UfsNode *n;

  if (!ut_amount (p, &k) || k != 1 || !ut_peek (p, "other") || (other = other_word (p)) == NULL ||
      (filter = ut_move_filter_read (p, &printed)) == NULL ||
      !ut_move_source_read (p, &zone, &player) || (dest = ut_move_dest_read (p, player)) < 0)
    {
      p->pos = pos;
      return FALSE;
    }
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  /* C.2.3.1: a face-down card of a card pool has no type or symbol for
   * the filter */
  if (!ut_move_chosen_apart (p, zone, player, filter, printed, dest))
    return FALSE;
  n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
  n->zone = zone;
  n->player = player;
  n->filter = *filter ? filter : NULL;
  n->who = other;
  ut_move_node_write (p, "it", dest);
  p->chosen = TRUE;
  return TRUE;
}

/* "up to N [filter] card(s) from SOURCE to DEST" (N of 1 to 3): as many
 * times, "you may" choose one more card there and move it (K.3.5), the
 * cards moved before no longer in the zone to be chosen again. The words
 * after DEST ("committed") are read for each card. */
static gboolean
up_to (P *p)
{
  guint pos = p->pos, after;
  const char *filter, *zone, *player, *other;
  gint k, dest = -1;

  if (!ut_accept (p, "up to"))
    return FALSE;
  if (!ut_amount (p, &k) || k == UFS_TEXT_X || k < 1 || k > 3 || (other = other_word (p)) == NULL ||
      (filter = ut_move_card_desc (p, k > 1)) == NULL || !ut_move_source_read (p, &zone, &player) ||
      (dest = ut_move_dest_read (p, player)) < 0)
    {
      p->pos = pos;
      return FALSE;
    }
  if (p->chosen)
    return ut_fail_text (p, "effect", "a second choice");
  if (!ut_move_chosen_apart (p, zone, player, filter, FALSE, dest))
    return FALSE;
  after = p->pos;
  for (gint i = 0; i < k; i++)
    {
      UfsNode *n;

      p->pos = after;
      ut_node_add (p->ab->effect, UFS_NODE_MAY)->player = "you";
      n = ut_node_add (p->ab->effect, UFS_NODE_CHOOSE);
      n->zone = zone;
      n->player = player;
      n->filter = *filter ? filter : NULL;
      n->who = *other ? other : NULL;
      ut_move_node_write (p, "it", dest);
      ut_node_add (p->ab->effect, UFS_NODE_END);
    }
  p->chosen = TRUE;
  return TRUE;
}

/* The innermost fired effect open at the end of the effect: the
 * <delayed> node, or NULL when it is another or there is none. */
static const UfsNode *
open_delayed (const P *p)
{
  GArray *e = p->ab->effect;
  gint depth = 0;

  for (guint i = e->len; i > 0; i--)
    {
      const UfsNode *n = &g_array_index (e, UfsNode, i - 1);

      if (n->kind == UFS_NODE_END)
        depth++;
      else if (n->kind == UFS_NODE_IF || n->kind == UFS_NODE_UNLESS || n->kind == UFS_NODE_ELSE ||
               n->kind == UFS_NODE_MAY || n->kind == UFS_NODE_EITHER ||
               n->kind == UFS_NODE_OPTION || n->kind == UFS_NODE_MAY_COST ||
               n->kind == UFS_NODE_DELAYED_RESOLVED || n->kind == UFS_NODE_DELAYED)
        {
          if (depth > 0)
            depth--;
          else if (n->kind == UFS_NODE_DELAYED || n->kind == UFS_NODE_DELAYED_RESOLVED)
            return n->kind == UFS_NODE_DELAYED ? n : NULL;
        }
    }
  return NULL;
}

/* "If you block this attack, add the card you blocked with to your hand
 * (momentum)": in the enhance's fired effect after the player's own block
 * of this attack (G.2, J.3.2), the card played as the block (K.3.24),
 * from the card pool to a zone of its owner; not to the staging area,
 * where it would be no foundation (D.2.2.4). */
static gboolean
blocked_with (P *p)
{
  const UfsNode *d;
  const char *name;
  gint dest;

  if (!ut_peek (p, "the card you blocked with"))
    return FALSE;
  d = open_delayed (p);
  if (d == NULL || g_strcmp0 (d->event, "block") != 0 || g_strcmp0 (d->player, "you") != 0 ||
      g_strcmp0 (d->target, "this-attack") != 0 || p->chosen)
    return ut_fail_text (p, "effect: add", "the card blocked with, after no block of yours");
  ut_accept (p, "the card you blocked with");
  dest = ut_move_dest_read (p, "you");
  name = ut_move_dest_name (dest);
  if (name == NULL || (strcmp (name, "hand") != 0 && strcmp (name, "momentum") != 0 &&
                       strcmp (name, "deck-top") != 0 && strcmp (name, "deck-bottom") != 0))
    return ut_fail (p, "effect: add: the card you blocked with", 5);
  ut_move_node_write (p, "blocker", dest);
  return TRUE;
}

/**
 * ut_move2_with_a:
 * @p: the parser, after a card's noun
 *
 * "with a difficulty (speed, damage, control) of N": the words "with a"
 * when that stat follows, read by the caller as "with a printed ..."
 * (the value tested is the card's current one, the printed one where no
 * modification reaches it).
 *
 * Returns: TRUE when "with a" was read
 */
gboolean
ut_move2_with_a (P *p)
{
  static const char *const stats[] = { "difficulty", "speed", "damage", "control" };
  const UfsTok *t = ut_tok (p, 2);

  if (!ut_peek (p, "with a") || t->kind != UFS_TOK_WORD)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (stats); i++)
    if (strcmp (t->text, stats[i]) == 0 && ut_tok (p, 3)->kind == UFS_TOK_WORD &&
        strcmp (ut_tok (p, 3)->text, "of") == 0 && ut_tok (p, 4)->kind == UFS_TOK_NUMBER)
      {
        ut_accept (p, "with a");
        return TRUE;
      }
  return FALSE;
}

static const char *const move2_types[] = { "foundation", "attack", "action", "asset", "character" };

/* A card type's word at @ahead: its index, or -1. */
static gint
type_word (P *p, guint ahead)
{
  const UfsTok *t = ut_tok (p, ahead);

  if (t->kind != UFS_TOK_WORD)
    return -1;
  for (guint i = 0; i < G_N_ELEMENTS (move2_types); i++)
    if (strcmp (t->text, move2_types[i]) == 0)
      return (gint) i;
  return -1;
}

/* After "copy of this": "card" (or the card's type: "attack"), a card of
 * the same name (K.3.2), the card itself too; NULL (nothing read) when the
 * name is not known or a filter cannot hold it. */
static const char *
copy_of_self (P *p, guint pos)
{
  const char *name = p->card->name;
  g_autofree char *f = NULL;

  if ((!ut_accept (p, "card") && !ut_accept (p, p->card->card_type)) || name == NULL ||
      *name == '\0' || strpbrk (name, ",|=<>!") != NULL ||
      /* a digit after the name tells cards of one name apart in the data
       * ("Kestrel1"): their copies may be written without it */
      g_ascii_isdigit (name[strlen (name) - 1]))
    {
      p->pos = pos;
      return NULL;
    }
  /* a copy is of this card's type too: the tests of a staging area read it */
  f = g_strdup_printf ("name=%s, type=%s", name, p->card->card_type);
  return g_intern_string (f);
}

/**
 * ut_move2_filter_ahead:
 * @p: the parser, before a card's words
 *
 * Returns: whether they are "copy of this card", begin with a resource
 *   symbol ("{Fire} and {Good} foundation") or are two card types ("asset
 *   or foundation")
 */
gboolean
ut_move2_filter_ahead (P *p)
{
  const UfsTok *t = ut_tok (p, 0);

  if (ut_peek (p, "copy of this"))
    return TRUE;
  if (t->kind == UFS_TOK_SYMBOL)
    return strcmp (t->text, "all") != 0 && strcmp (t->text, "infinity") != 0;
  return type_word (p, 0) >= 0 && ut_tok (p, 1)->kind == UFS_TOK_WORD &&
         strcmp (ut_tok (p, 1)->text, "or") == 0 && type_word (p, 2) >= 0;
}

/**
 * ut_move2_filter:
 * @p: the parser, where ut_move2_filter_ahead() holds
 *
 * "copy of this card (attack)": a card of the same name (K.3.2); a card
 * of resource symbols read as a cost reads it (K.3.13: "{Air} and
 * {Order} attack" has both, K.3.14: "{Fire} or {Good} card" either), or
 * "TYPE or TYPE [card]" (K.3.14: either type).
 *
 * Returns: (nullable): the filter (interned), or NULL (not read)
 */
const char *
ut_move2_filter (P *p)
{
  guint pos = p->pos;
  g_autofree char *f = NULL;
  gint a, b;

  if (ut_accept (p, "copy of this"))
    return copy_of_self (p, pos);
  if (ut_tok (p, 0)->kind == UFS_TOK_SYMBOL)
    return ut_move_card_desc (p, FALSE);
  a = type_word (p, 0);
  b = type_word (p, 2);
  if (a == b)
    return NULL;
  p->pos += 3;
  ut_accept (p, "card");
  if (ut_peek (p, "with"))
    {
      p->pos = pos;
      return NULL;
    }
  f = g_strdup_printf ("type=%s|%s", move2_types[a], move2_types[b]);
  return g_intern_string (f);
}

/**
 * ut_move2_staged_types:
 * @filter: the filter of a card moved to a staging area
 *
 * D.2.2.4: only foundations and assets go to a staging area this way.
 *
 * Returns: whether @filter's one type test allows foundations or assets
 *   only
 */
gboolean
ut_move2_staged_types (const char *filter)
{
  g_auto (GStrv) tests = g_strsplit (filter, ", ", -1);
  guint typed = 0;

  for (guint i = 0; tests[i] != NULL; i++)
    {
      static const char *const staged[] = { "foundation", "asset", NULL };

      if (!g_str_has_prefix (tests[i], "type"))
        continue;
      if (!g_str_has_prefix (tests[i], "type=") || !types_within (tests[i] + 5, staged))
        return FALSE;
      typed++;
    }
  return typed == 1;
}

/**
 * ut_move2_add:
 * @p: the parser, after "add", where ufs-text-move.c read none of its
 *   forms
 *
 * The forms of this file after "add".
 *
 * Returns: TRUE when read; FALSE with a reason when some part was not,
 * or FALSE without one when the words are none of these.
 */
gboolean
ut_move2_add (P *p)
{
  if (checked_card (p) || p->reason != NULL)
    return p->reason == NULL;
  if (up_to (p) || p->reason != NULL)
    return p->reason == NULL;
  if (blocked_with (p) || p->reason != NULL)
    return p->reason == NULL;
  if (other_card (p) || p->reason != NULL)
    return p->reason == NULL;
  return FALSE;
}

/**
 * ut_move2_source_apart:
 * @p: the parser, after "add 1 CARD from ZONE to DEST"
 * @zone: the zone the card is chosen in
 * @dest: where it goes (ut_move_dest_name())
 *
 * A card of the hand goes elsewhere than the hand (D.2.5.2: no zone
 * change). The choice in the hand is among the player's own cards, which
 * they hold (D.3: private to them alone).
 *
 * Returns: TRUE when the move may be written; FALSE with a reason.
 */
gboolean
ut_move2_source_apart (P *p, const char *zone, const char *dest)
{
  if (strcmp (zone, "hand") == 0 && dest != NULL && strcmp (dest, "hand") == 0)
    return ut_fail_text (p, "effect: add", "a card of the hand to the hand");
  return TRUE;
}
