/* ufs-replace.c: replacement effects of UFS abilities (J.3.5).
 *
 * A <replace> instruction creates a lasting rule effect that changes one
 * act into another ("... instead") each time the act would happen, for a
 * number of times or until its end: damage a player would receive, or a
 * card that would go to the discard pile (a discard from the hand, a
 * destroyed card, a card pool cleared). The act is replaced before it
 * happens, so that no other effect sees the replaced one (J.3.5.2).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

static gboolean
has_attr (xmlNode *node, const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

/* The acts a replacement may replace (<replace event="...">). */
static const char *const events[] = { "damage", "discard", NULL };

/* Where a replaced discard sends the card (<replace to="...">). */
static const char *const destinations[] = { "removed",  "momentum", "deck-bottom",
                                            "deck-top", "hand",     NULL };
static const guint8 destination_zone[] = { UFS_ZONE_REMOVED, UFS_ZONE_MOMENTUM, UFS_ZONE_DECK,
                                           UFS_ZONE_DECK, UFS_ZONE_HAND };

/* The zones a discarded card may come from (<replace from="...">). */
static const char *const from_zones[] = { "deck",    "hand",     "card-pool", "staging",
                                          "discard", "momentum", "removed",   NULL };

static const char *const untils[] = { "end-of-turn", "end-of-attack", "leaves-zone", "permanent",
                                      NULL };
static const guint8 until_kind[] = { UFS_UNTIL_TURN, UFS_UNTIL_ATTACK, UFS_UNTIL_LEAVES,
                                     UFS_UNTIL_GAME };

/* a[4] of <replace>: the zone bits of `from` (bits 0-7), the destination
 * index (bits 8-11), `set` rather than `by` (bit 12). */
#define PACK_FROM(a) ((guint) (a) &0xff)
#define PACK_TO(a) (((guint) (a) >> 8) & 0xf)
#define PACK_SET (1 << 12)

/* <replace event="damage|discard" player="you|opponent|each" target="T"
 * from="ZONES" to="DEST" by="N" set="N" filter="F" until="..."
 * times="N">: a[0] the amount (by or set), a[1] the event, a[3] until,
 * a[4] packed as above, a[5] times (0: each time). */
gboolean
ufs_compile_replace (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  gint k;

  if (dk_compiler_word (c, node, "event", events, &k) == NULL)
    {
      if (!has_attr (node, "event"))
        dk_compiler_error (c, node, "<replace> needs event=\"damage\" or event=\"discard\"");
      return FALSE;
    }
  in->a[1] = k;
  in->player = dk_compiler_player (c, node, "you");
  if (in->player < 0 || in->player > 2)
    return FALSE;
  in->target = -1;
  if (has_attr (node, "target"))
    {
      in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
      if (in->target < 0)
        return FALSE;
    }
  if (dk_compiler_word (c, node, "until", untils, &k) == NULL && has_attr (node, "until"))
    return FALSE;
  in->a[3] = until_kind[MAX (k, 0)];
  if (!dk_compiler_int (c, node, "times", 0, &in->a[5]))
    return FALSE;
  if (in->a[5] < 0 || in->a[5] > 255)
    {
      dk_compiler_error (c, node, "<replace times=\"%d\">: from 0 (each time) to 255", in->a[5]);
      return FALSE;
    }
  if (in->a[1] == 0)
    {
      /* Damage: by how much it changes, or what it becomes. */
      gboolean by = has_attr (node, "by"), set = has_attr (node, "set");

      if (by == set || in->target >= 0 || has_attr (node, "to") || has_attr (node, "from") ||
          has_attr (node, "filter"))
        {
          dk_compiler_error (c, node,
                             "<replace event=\"damage\"> takes one of by=\"N\" or set=\"N\", "
                             "and no target, to, from or filter");
          return FALSE;
        }
      if (set)
        in->a[4] |= PACK_SET;
      return ufs_compile_amount (c, node, set ? "set" : "by", 0, in, 0);
    }
  /* A card that would go to the discard pile. */
  if (has_attr (node, "by") || has_attr (node, "set"))
    {
      dk_compiler_error (c, node, "<replace event=\"discard\"> takes no by or set");
      return FALSE;
    }
  if (dk_compiler_word (c, node, "to", destinations, &k) == NULL)
    {
      if (!has_attr (node, "to"))
        dk_compiler_error (c, node, "<replace event=\"discard\"> needs to=\"...\"");
      return FALSE;
    }
  in->a[4] |= k << 8;
  if (has_attr (node, "from"))
    {
      xmlChar *v = xmlGetProp (node, (const xmlChar *) "from");
      g_auto (GStrv) words = g_strsplit_set ((const char *) v, " ,", -1);
      gboolean ok = TRUE;

      xmlFree (v);
      for (guint i = 0; words[i]; i++)
        {
          gint z = -1;

          if (words[i][0] == '\0')
            continue;
          for (gint j = 0; from_zones[j]; j++)
            if (strcmp (from_zones[j], words[i]) == 0)
              z = j;
          if (z < 0)
            {
              g_autofree char *list = g_strjoinv (", ", (char **) from_zones);

              dk_compiler_error (c, node, "<replace from=\"%s\">: expected zones among %s",
                                 words[i], list);
              ok = FALSE;
              continue;
            }
          in->a[4] |= 1 << z;
        }
      if (!ok)
        return FALSE;
    }
  if (has_attr (node, "filter"))
    {
      in->filter = dk_compiler_filter (c, node, "filter");
      if (in->filter == NULL)
        return FALSE;
    }
  return TRUE;
}

/* J.3.5.1: the immediate effect creates the replacement, a lasting rule
 * effect; with nothing to replace yet, it waits. */
DkExecResult
ufs_exec_replace (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  const DkAbility *ab = dk_exec_ability (ex);
  gint32 source = dk_exec_source (ex);
  const DkCardDef *def = dk_game_card_def (g, source);
  guint you = dk_exec_controller (ex);
  UfsReplace r = { 0 };

  if (s->n_replace >= UFS_MAX_REPLACE)
    return DK_EXEC_NEXT;
  r.kind = (guint8) in->a[1];
  r.controller = (guint8) you;
  r.who = in->player == 2 ? 3 : (guint8) (1u << (in->player == 0 ? you : ufs_opponent (you)));
  r.until = (guint8) in->a[3];
  r.left = (guint8) in->a[5];
  r.card = DK_NO_CARD;
  if (in->target >= 0)
    {
      r.card = dk_exec_target (g, ex, in->target);
      if (r.card == DK_NO_CARD)
        return DK_EXEC_NEXT;
    }
  r.source = source;
  r.stamp = source != DK_NO_CARD ? dk_game_card (g, source)->stamp : 0;
  r.turn = dk_game_turn (g);
  r.attack = s->attack;
  r.seq = ++s->replace_seq;
  if (r.kind == UFS_RP_DAMAGE)
    {
      /* The amount is read as the effect executes (J.4.2.2). */
      r.value = ufs_amount (g, ex, in, 0);
      r.set = (in->a[4] & PACK_SET) != 0;
    }
  else
    {
      guint to = PACK_TO (in->a[4]);

      r.from = (guint8) PACK_FROM (in->a[4]);
      r.to = destination_zone[to];
      r.position = (gint8) (to == 2 ? DK_POS_BOTTOM : DK_POS_TOP);
      r.filtered = in->filter != NULL;
      if (r.filtered && def != NULL && ab >= def->abilities &&
          ab < def->abilities + def->n_abilities)
        {
          r.ability = (guint16) (ab - def->abilities);
          r.instr = (guint16) (in - ab->effect.instrs);
        }
      else if (r.filtered)
        return DK_EXEC_NEXT;
    }
  s->replace[s->n_replace++] = r;
  return DK_EXEC_NEXT;
}

/* Is @r still in force? One of the turn or the attack it was made in
 * ends with them (ufs_replace_end); one that lasts while its source
 * stays where it is ends when the source moves. */
static gboolean
in_force (const DkGame *g, const UfsReplace *r)
{
  if (r->until == UFS_UNTIL_TURN || r->until == UFS_UNTIL_ATTACK)
    return r->turn == dk_game_turn (g);
  if (r->until == UFS_UNTIL_LEAVES)
    return r->source != DK_NO_CARD && dk_game_card (g, r->source)->stamp == r->stamp;
  return TRUE;
}

/* One use of replacement @i: the last of its times ends it (J.3.5.1). */
static void
used (UfsState *s, guint i)
{
  if (s->replace[i].left == 0)
    return;
  if (--s->replace[i].left > 0)
    return;
  memmove (&s->replace[i], &s->replace[i + 1], (s->n_replace - i - 1) * sizeof s->replace[0]);
  s->n_replace--;
}

/* J.3.5.2.1: the replacements that apply to one act are handled by the
 * active player first, then by the other; each player's own in the order
 * they were made (docs/rulings.md). Fills @order with indices into
 * UfsState.replace, returns how many. */
static guint
handling_order (const DkGame *g, guint kind, guint8 *order)
{
  const UfsState *s = ufs_state_const (g);
  guint active = dk_game_active (g);
  guint n = 0;

  for (guint pass = 0; pass < 2; pass++)
    {
      guint p = pass == 0 ? active : ufs_opponent (active);

      /* The array is kept in the order made. */
      for (guint i = 0; i < s->n_replace; i++)
        if (s->replace[i].kind == kind && s->replace[i].controller == p &&
            in_force (g, &s->replace[i]))
          order[n++] = (guint8) i;
    }
  return n;
}

/**
 * ufs_replace_damage:
 * @g: a game
 * @player: the player who would receive it
 * @amount: the damage they would receive
 *
 * J.3.5.1, J.3.5.2: the replacements of damage to @player change it
 * before it is dealt, one after another in handling order (J.3.5.2.1);
 * once nothing is left to receive, the rest do not apply.
 *
 * Returns: the damage to deal instead (0: none)
 */
gint32
ufs_replace_damage (DkGame *g, guint player, gint32 amount)
{
  UfsState *s = ufs_state (g);
  guint8 order[UFS_MAX_REPLACE];
  guint32 seqs[UFS_MAX_REPLACE];
  guint n;

  if (s->n_replace == 0 || amount <= 0)
    return amount;
  n = handling_order (g, UFS_RP_DAMAGE, order);
  for (guint k = 0; k < n; k++)
    seqs[k] = s->replace[order[k]].seq;
  for (guint k = 0; k < n && amount > 0; k++)
    {
      guint i;

      /* An earlier one used up its last time: find this one again. */
      for (i = 0; i < s->n_replace && s->replace[i].seq != seqs[k]; i++)
        ;
      if (i == s->n_replace || !(s->replace[i].who & (1u << player)))
        continue;
      amount = s->replace[i].set ? s->replace[i].value : amount + s->replace[i].value;
      amount = MAX (amount, 0);
      used (s, i);
    }
  return amount;
}

static gboolean
discard_applies (DkGame *g, const UfsReplace *r, gint32 card, guint from, guint owner)
{
  if (r->card != DK_NO_CARD ? r->card != card : !(r->who & (1u << owner)))
    return FALSE;
  if (r->from != 0 && !(r->from & (1u << from)))
    return FALSE;
  if (r->filtered)
    {
      const DkCardDef *def = dk_game_card_def (g, r->source);
      const DkInstr *in;

      if (def == NULL || r->ability >= def->n_abilities ||
          r->instr >= def->abilities[r->ability].effect.n_instrs)
        return FALSE;
      in = &def->abilities[r->ability].effect.instrs[r->instr];
      if (in->filter == NULL || !dk_filter_matches (g, in->filter, card, FALSE))
        return FALSE;
    }
  return TRUE;
}

/**
 * ufs_redirect_move:
 * @g: a game
 * @card: a card about to move
 * @zone_kind: (inout): where to
 * @player: (inout): whose zone
 * @position: (inout): where in it
 *
 * D.1.4: a card sent to a zone of a player who does not own it goes to
 * its owner's removed from game zone. J.3.5.1: a card that would go to the discard pile goes where the first
 * replacement in handling order (J.3.5.2.1) sends it instead, to its
 * owner's zone; the others no longer see a card going to the discard
 * pile, and are not used.
 */
void
ufs_redirect_move (DkGame *g, gint32 card, guint *zone_kind, guint *player, gint *position)
{
  UfsState *s = ufs_state (g);
  guint8 order[UFS_MAX_REPLACE];
  guint from, owner, n;

  /* J.4.2.3: its values as it leaves, in a game that reads them */
  if (G_UNLIKELY (s->lki_on))
    ufs_scope_note_move (g, card);
  /* C.3.3.4.3: a card whose static effects stop acting as it leaves for
   * a zone other than a staging area or card pool (where they act on,
   * once) leaves what they applied on the cards (a replacement, below,
   * sends a discarded card to neither) */
  if (G_UNLIKELY (s->static_stats != 0 || s->able_stale) && *zone_kind != UFS_ZONE_STAGING &&
      *zone_kind != UFS_ZONE_CARD_POOL)
    ufs_static_keep (g, card, FALSE);
  /* J.3.2.5: a valued card that leaves a zone where it had no abilities
   * is noted, with the stamp it will have, for its fired effects. */
  if ((dk_game_card_has_flag (g, card, UFS_FLAG_SEALED) || ufs_is_face_down (g, card)) &&
      ufs_is_valued (g, card))
    {
      guint k = s->n_lacked++ % UFS_MAX_LACKED;

      s->lacked_card[k] = card;
      s->lacked_stamp[k] = dk_game_card (g, card)->stamp + 1;
    }
  owner = dk_game_card (g, card)->owner;
  /* D.1.4: a card that would enter a zone of a player who does not own it
   * goes to its owner's removed from game zone instead, whatever moves it. */
  if (G_UNLIKELY (*player != owner))
    {
      *zone_kind = UFS_ZONE_REMOVED;
      *player = owner;
      *position = DK_POS_TOP;
      return;
    }
  if (s->n_replace == 0 || *zone_kind != UFS_ZONE_DISCARD)
    return;
  from = ufs_zone_kind_of (g, card);
  if (from == UFS_ZONE_DISCARD)
    return;
  n = handling_order (g, UFS_RP_DISCARD, order);
  for (guint k = 0; k < n; k++)
    {
      const UfsReplace *r = &s->replace[order[k]];

      if (!discard_applies (g, r, card, from, owner))
        continue;
      *zone_kind = r->to;
      *player = owner;
      *position = r->position;
      used (s, order[k]);
      return;
    }
}

/**
 * ufs_replace_end:
 * @g: a game
 * @until: 0 the end of the turn, 1 the end of the attack
 *
 * The replacements that last until then end.
 */
void
ufs_replace_end (DkGame *g, guint until)
{
  UfsState *s = ufs_state (g);
  guint j = 0;

  for (guint i = 0; i < s->n_replace; i++)
    {
      const UfsReplace *r = &s->replace[i];
      gboolean ends = r->until == UFS_UNTIL_TURN ? until == 0
                      : r->until == UFS_UNTIL_ATTACK
                          ? until == 0 || (r->attack != DK_NO_CARD && r->attack == s->attack)
                          : FALSE;

      if (!ends)
        s->replace[j++] = *r;
    }
  s->n_replace = j;
}

/**
 * ufs_fired_lacked:
 * @g: a game
 * @card: a card whose continuous ability would fire on @ev
 * @ev: the event
 *
 * J.3.2.5: a fired effect of a card's continuous ability does not execute
 * for the event in which the card left a zone where it was valued and had
 * no abilities (sealed, face down).
 *
 * Returns: whether the effect is not to execute
 */
gboolean
ufs_fired_lacked (const DkGame *g, gint32 card, const DkEvent *ev)
{
  const UfsState *s = ufs_state_const (g);

  if (ev->type != DK_EVENT_ZONE_CHANGE || ev->card != card)
    return FALSE;
  for (guint k = 0; k < MIN (s->n_lacked, UFS_MAX_LACKED); k++)
    if (s->lacked_card[k] == card && s->lacked_stamp[k] == dk_game_card (g, card)->stamp)
      return TRUE;
  return FALSE;
}
