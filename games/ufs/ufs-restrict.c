/* ufs-restrict.c: playing, costs and restrictions: lasting prohibitions
 * ("cannot block", "cannot be blocked", "may not play": E.4.1.3, G.2.1.1),
 * changes to control checks (E.3.1.2), progressive difficulty ignored
 * (E.4.7.2.2, E.4.7.2.3), control checks added to the cards a player
 * plays (E.4.9.2), discarding a hand (D.3.1.1.1), ending a phase (F.4.1.2)
 * and [Once per game] abilities.
 *
 * A restriction is plain data in UfsState (UfsRestriction): made by an
 * instruction, read where a card or ability is offered and where a check is
 * made, and gone once its duration is over (worked out when read, so
 * nothing has to clear it at the end of a turn or an attack).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* --- the restrictions in force ------------------------------------------------------ */

/* Does @r still hold? */
static gboolean
live (const DkGame *g, const UfsRestriction *r)
{
  const UfsState *s = ufs_state_const (g);

  switch ((UfsUntil) r->until)
    {
    case UFS_UNTIL_TURN:
    case UFS_UNTIL_NEXT:
      /* A "next" restriction unused by the end of its turn lapses too. */
      return r->turn == dk_game_turn (g);
    case UFS_UNTIL_ATTACK:
      return r->attack != DK_NO_CARD && s->attack == r->attack && r->turn == dk_game_turn (g);
    case UFS_UNTIL_LEAVES:
      return r->card != DK_NO_CARD && dk_game_card (g, r->card)->stamp == r->stamp;
    case UFS_UNTIL_GAME:
      return TRUE;
    }
  return FALSE;
}

/* Make room (dropping what no longer holds) and add @r. */
static void
add (DkGame *g, const UfsRestriction *r)
{
  UfsState *s = ufs_state (g);
  guint j = 0;

  for (guint i = 0; i < s->n_restrict; i++)
    if (live (g, &s->restrictions[i]))
      s->restrictions[j++] = s->restrictions[i];
  s->n_restrict = j;
  if (s->n_restrict == UFS_MAX_RESTRICT)
    {
      /* Full of lasting effects: the oldest goes. */
      memmove (s->restrictions, s->restrictions + 1,
               sizeof (UfsRestriction) * (UFS_MAX_RESTRICT - 1));
      s->n_restrict--;
    }
  s->restrictions[s->n_restrict++] = *r;
}

/* Drop restriction @i (one used up). */
static void
drop (UfsState *s, guint i)
{
  memmove (s->restrictions + i, s->restrictions + i + 1,
           sizeof (UfsRestriction) * (s->n_restrict - i - 1));
  s->n_restrict--;
}

/**
 * ufs_restrict_may_block:
 * @g: a game
 * @player: the defender
 * @attack: the attack
 * @card: a card the defender would block with
 *
 * Returns: whether no effect bars the block: the attack is not unblockable
 *   (G.2.1.1.2) and no effect bars @player from blocking with @card's block
 *   zone (G.2.1.1.1)
 */
gboolean
ufs_restrict_may_block (const DkGame *g, guint player, gint32 attack, gint32 card)
{
  const UfsState *s = ufs_state_const (g);
  gint32 zone = dk_game_stat (g, card, UFS_STAT_BLOCK_ZONE);
  gint32 attack_zone =
      attack != DK_NO_CARD ? dk_game_stat (g, attack, UFS_STAT_ATTACK_ZONE) : -1;
  /* what blocking with @card would be: a block of its zone, and a partial
   * one when that is not the attack's zone (G.2.2.3) */
  guint32 barred = zone >= 0 && zone < 3 ? 1u << zone : 0;

  if (attack != DK_NO_CARD && attack_zone < 0)
    attack_zone = UFS_ZONE_MID; /* C.3.3.2.2.1 */

  if (barred != 0 && attack_zone >= 0 && attack_zone != zone)
    barred |= UFS_RX_BLOCK_PARTIAL;
  for (guint i = 0; i < s->n_restrict; i++)
    {
      const UfsRestriction *r = &s->restrictions[i];

      if (!live (g, r))
        continue;
      /* G.2.1.1.2 */
      if (r->kind == UFS_RX_UNBLOCKABLE && r->card == attack)
        return FALSE;
      /* G.2.1.1.1; the card types barred in bits 8-12, if given */
      if (r->kind == UFS_RX_NO_BLOCK && r->player == (gint8) player && (r->value & barred) &&
          ((r->value >> 8) == 0 ||
           (ufs_card_type (g, card) < 8 && ((r->value >> 8) & (1u << ufs_card_type (g, card))))))
        return FALSE;
    }
  /* J.2.1: a continuous ability's static <forbid> */
  if (barred != 0 && ufs_card_type (g, card) < 8 &&
      ufs_static_forbids (g, UFS_RX_NO_BLOCK, player, barred, 1u << ufs_card_type (g, card)))
    return FALSE;
  return TRUE;
}

/**
 * ufs_restrict_may_play_x:
 * @g: a game
 * @card: a card
 * @player: who would play it
 *
 * E.4.1.3: no effect forbids @player to play a card of @card's type.
 */
gboolean
ufs_restrict_may_play_x (const DkGame *g, gint32 card, guint player)
{
  const UfsState *s = ufs_state_const (g);
  guint type;

  if (s->n_restrict == 0 && s->static_forbids == 0 && !s->able_stale && ufs_able_ok (g))
    return TRUE;
  type = ufs_card_type (g, card);
  for (guint i = 0; i < s->n_restrict; i++)
    {
      const UfsRestriction *r = &s->restrictions[i];

      if (r->kind == UFS_RX_NO_PLAY && r->player == (gint8) player && type < 8 &&
          (r->value & (1 << type)) && live (g, r))
        return FALSE;
    }
  /* J.2.1: a continuous ability's static <forbid> */
  return type >= 8 || !ufs_static_forbids (g, UFS_RX_NO_PLAY, player, 1u << type, 0);
}

/**
 * ufs_restrict_may_gain:
 * @g: a game
 * @player: who would gain vitality
 *
 * K.3.1: no effect forbids @player to gain vitality ("cannot gain
 * vitality"): a lasting <forbid action="gain"> or a static one.
 */
gboolean
ufs_restrict_may_gain (const DkGame *g, guint player)
{
  const UfsState *s = ufs_state_const (g);

  for (guint i = 0; i < s->n_restrict; i++)
    {
      const UfsRestriction *r = &s->restrictions[i];

      if (r->kind == UFS_RX_NO_GAIN && r->player == (gint8) player && live (g, r))
        return FALSE;
    }
  return !ufs_static_forbids (g, UFS_RX_NO_GAIN, player, 1, 0);
}

/* E.4.1.3: no effect forbids @player to play abilities of @type (UfsAbilityType)
 * on @card (K.3.12: an effect may name the card types). */
gboolean
ufs_restrict_may_play_ability_x (const DkGame *g, guint player, guint type, gint32 card)
{
  const UfsState *s = ufs_state_const (g);

  /* H.2.1.3: an action's ability played from the hand plays the card,
   * which a player forbidden to play action cards may not do. */
  if (ufs_card_type (g, card) == UFS_TYPE_ACTION && ufs_zone_kind_of (g, card) == UFS_ZONE_HAND &&
      !ufs_restrict_may_play (g, card, player))
    return FALSE;

  for (guint i = 0; i < s->n_restrict; i++)
    {
      const UfsRestriction *r = &s->restrictions[i];

      /* K.3.12: the card types of the abilities forbidden, if given. */
      if (r->kind == UFS_RX_NO_ABILITY && r->player == (gint8) player && type < 8 &&
          (r->value & (1 << type)) &&
          ((r->value >> 8) == 0 ||
           (ufs_card_type (g, card) < 8 && ((r->value >> 8) & (1u << ufs_card_type (g, card))))) &&
          live (g, r))
        return FALSE;
    }
  /* J.2.1: a continuous ability's static <forbid> */
  return type >= 8 || ufs_card_type (g, card) >= 8 ||
         !ufs_static_forbids (g, UFS_RX_NO_ABILITY, player, 1u << type,
                              1u << ufs_card_type (g, card));
}

/* The sum of the values of @player's restrictions of @kind in force; those
 * good for the next use only are used up. */
static gint32
take (DkGame *g, guint player, UfsRestrictKind kind, gboolean *any)
{
  UfsState *s = ufs_state (g);
  gint32 sum = 0;

  *any = FALSE;
  for (guint i = 0; i < s->n_restrict;)
    {
      UfsRestriction *r = &s->restrictions[i];

      if (r->kind == kind && r->player == (gint8) player && live (g, r))
        {
          sum = dk_sat_add (sum, r->value);
          *any = TRUE;
          if (r->until == UFS_UNTIL_NEXT)
            {
              drop (s, i);
              continue;
            }
        }
      i++;
    }
  return sum;
}

/* E.3.1.2, K.3.4.1.1: a bonus for the next check to play a card with a
 * keyword (<modify-check keyword>): does @card have one of them? A check
 * with no card (a cost) has none. Any other bonus holds. */
static gboolean
check_keywords (DkGame *g, const UfsRestriction *r, gint32 card)
{
  if (r->until != UFS_UNTIL_NEXT || r->stamp == 0)
    return TRUE;
  if (card == DK_NO_CARD)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      guint k = (r->stamp >> (16 * i)) & 0xffff;

      if (k != 0 && ufs_card_has_keyword (g, card, (gint) k - 1))
        return TRUE;
    }
  return FALSE;
}

/**
 * ufs_restrict_check_bonus:
 * @g: a game
 * @player: who makes a control check
 * @card: the card the check is made to play, or DK_NO_CARD (a check cost)
 *
 * E.3.1.2: what the effects in force add to the final value of @player's
 * control check being made (the starting value stays as it is). An effect
 * limited to checks made to play cards of some types (UfsRestriction.pad)
 * counts for those only; one good for the next check is used up by the
 * first check it counts for.
 */
gint32
ufs_restrict_check_bonus (DkGame *g, guint player, gint32 card)
{
  UfsState *s = ufs_state (g);
  guint type = card != DK_NO_CARD ? ufs_card_type (g, card) : G_MAXUINT;
  gint32 sum = 0;

  for (guint i = 0; i < s->n_restrict;)
    {
      UfsRestriction *r = &s->restrictions[i];

      if (r->kind == UFS_RX_CHECK_BONUS && r->player == (gint8) player && live (g, r) &&
          ((r->pad & ~UFS_RX_KEEP_PHASE) == 0 || (type < 7 && (r->pad & (1u << type)))) &&
          check_keywords (g, r, card))
        {
          sum = dk_sat_add (sum, r->value);
          /* F.2.2.1.1: failing the check it counts for (the frame
           * running) does not end the Combat Phase */
          if ((r->pad & UFS_RX_KEEP_PHASE) && g->frames.len > 0)
            s->fail_keeps[player] = (guint8) MIN (g->frames.len, 255);
          if (r->until == UFS_UNTIL_NEXT)
            {
              drop (s, i);
              continue;
            }
        }
      i++;
    }
  return sum;
}

/* E.4.7.2.2: does @card, which @player attempts now (@block: as a block),
 * ignore progressive difficulty? An effect for the player's next card of
 * some types (UfsRestriction.pad), or next attack with some traits (.value,
 * UFS_MATCH_*), waits for a card that is one: K.3.9, K.3.9.1, K.3.9.2 (an
 * attack card played as a block is no "next attack": K.3.9 note). One good
 * for the next card only is used up. */
gboolean
ufs_restrict_progressive (DkGame *g, guint player, gint32 card, gboolean block)
{
  UfsState *s = ufs_state (g);
  guint type = card != DK_NO_CARD ? ufs_card_type (g, card) : G_MAXUINT;
  gboolean any = FALSE;

  for (guint i = 0; i < s->n_restrict;)
    {
      UfsRestriction *r = &s->restrictions[i];

      if (r->kind == UFS_RX_IGNORE_PROGRESSIVE && r->player == (gint8) player && live (g, r) &&
          (r->pad == 0 ||
           (type < 8 && (r->pad & (1u << type)) && !(block && type == UFS_TYPE_ATTACK))) &&
          (r->value == 0 || ufs_attack_matches (g, (guint32) r->value, card)))
        {
          any = TRUE;
          if (r->until == UFS_UNTIL_NEXT)
            {
              drop (s, i);
              continue;
            }
        }
      i++;
    }
  return any;
}

/**
 * ufs_restrict_added_check:
 * @g: a game
 * @player: who attempts a card
 * @from: (inout): where to look from: 0 for the first added check
 *
 * E.4.9.2: the difficulty of the next control check cost that effects add
 * to the card @player attempts, one at a time (in the order they were
 * made); -1 when there is no other. One good for the next card only is
 * used up.
 */
gint32
ufs_restrict_added_check (DkGame *g, guint player, gint32 *from)
{
  UfsState *s = ufs_state (g);

  for (guint i = (guint) MAX (*from, 0); i < s->n_restrict; i++)
    {
      UfsRestriction *r = &s->restrictions[i];
      gint32 d = r->value;

      if (r->kind != UFS_RX_ADDED_CHECK || r->player != (gint8) player || !live (g, r))
        continue;
      if (r->until == UFS_UNTIL_NEXT)
        {
          drop (s, i);
          *from = (gint32) i;
        }
      else
        *from = (gint32) i + 1;
      return MAX (d, 0);
    }
  return -1;
}

/* --- [Once per game] (H.3.2.2) --------------------------------------------------------- */

static guint32
game_use_key (gint32 card, guint index)
{
  return ((guint32) card << 8) | (index & 0xff);
}

gboolean
ufs_game_use_left (const DkGame *g, gint32 card, guint index)
{
  const UfsState *s = ufs_state_const (g);
  guint32 key = game_use_key (card, index);

  for (guint i = 0; i < s->n_game_used; i++)
    if (s->game_used[i] == key)
      return FALSE;
  return TRUE;
}

void
ufs_game_use_note (DkGame *g, gint32 card, guint index)
{
  UfsState *s = ufs_state (g);

  if (ufs_game_use_left (g, card, index) && s->n_game_used < UFS_MAX_GAME_USES)
    s->game_used[s->n_game_used++] = game_use_key (card, index);
}

/* --- the instructions ------------------------------------------------------------ */

static gboolean
has_attr (xmlNode *node, const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

/* `until`: a[5] the UfsUntil, @def when absent. */
static gboolean
compile_until (DkCompiler *c, xmlNode *node, UfsUntil def, DkInstr *in)
{
  static const char *const names[] = {
    [UFS_UNTIL_TURN] = "end-of-turn", [UFS_UNTIL_ATTACK] = "end-of-attack",
    [UFS_UNTIL_NEXT] = "next",        [UFS_UNTIL_LEAVES] = "leaves-zone",
    [UFS_UNTIL_GAME] = "permanent",   NULL,
  };
  gint k;

  if (dk_compiler_word (c, node, "until", names, &k) == NULL && has_attr (node, "until"))
    return FALSE;
  in->a[5] = k < 0 ? (gint32) def : k;
  return TRUE;
}

/* A bit mask from a word list attribute ("attack action"), each word an
 * index of @names; @all when absent. */
static gboolean
compile_mask (DkCompiler *c,
              xmlNode *node,
              const char *attr,
              const char *const *names,
              gint32 all,
              gint32 *out)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) attr);
  g_auto (GStrv) words = NULL;
  gboolean ok = TRUE;

  *out = all;
  if (v == NULL)
    return TRUE;
  words = g_strsplit_set ((const char *) v, " \t\n", -1);
  xmlFree (v);
  *out = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint k;

      if (words[i][0] == '\0')
        continue;
      for (k = 0; names[k] != NULL; k++)
        if (strcmp (names[k], words[i]) == 0)
          break;
      if (names[k] == NULL)
        {
          g_autofree char *list = g_strjoinv (", ", (char **) names);

          dk_compiler_error (c, node, "<%s %s>: \"%s\" is not one of %s", (const char *) node->name,
                             attr, words[i], list);
          ok = FALSE;
          continue;
        }
      *out |= 1 << k;
    }
  if (ok && *out == 0)
    {
      dk_compiler_error (c, node, "<%s %s> is empty", (const char *) node->name, attr);
      ok = FALSE;
    }
  return ok;
}

/* A restriction made by @ex's instruction @in, lasting as a[5] says. */
static UfsRestriction
made (DkGame *g, DkExec *ex, const DkInstr *in, UfsRestrictKind kind, gint32 value)
{
  UfsRestriction r = { 0 };
  gint32 source = dk_exec_source (ex);

  r.kind = (guint8) kind;
  r.player = (gint8) dk_exec_player (g, ex, in);
  r.until = (guint8) in->a[5];
  r.card = (gint16) source;
  r.stamp = source != DK_NO_CARD ? dk_game_card (g, source)->stamp : 0;
  r.attack = (gint16) ufs_state (g)->attack;
  r.turn = dk_game_turn (g);
  r.value = value;
  /* Made outside an attack, "until the end of the attack" cannot begin. */
  if (r.until == UFS_UNTIL_ATTACK && r.attack == DK_NO_CARD)
    r.until = UFS_UNTIL_TURN;
  return r;
}

enum
{
  FORBID_BLOCK,
  FORBID_PLAY,
  FORBID_ABILITY,
  FORBID_GAIN,
};

/* <forbid action="block|play|ability" player type zone until>: a[0] the
 * UfsRestrictKind, a[1] the mask of block zones, card types or ability
 * types. */
gboolean
ufs_compile_forbid (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const actions[] = { "block", "play", "ability", "gain", NULL };
  static const char *const zones[] = { "high", "mid", "low", NULL };
  static const char *const types[] = {
    "character", "attack", "action", "asset", "foundation", NULL
  };
  static const char *const ability_types[] = { "E", "F", "R", NULL };
  gint action;

  in->player = dk_compiler_player (c, node, "opponent");
  if (dk_compiler_word (c, node, "action", actions, &action) == NULL)
    {
      if (!has_attr (node, "action"))
        dk_compiler_error (c, node, "<forbid> needs action=\"block|play|ability\"");
      return FALSE;
    }
  if (in->player < 0 || in->player > 1 || !compile_until (c, node, UFS_UNTIL_TURN, in))
    return FALSE;
  switch (action)
    {
    case FORBID_BLOCK:
      {
        gint32 card_types;

        /* G.2.1.1.1: the block zones; the card types blocked with in bits
         * 8-12, none given for any */
        in->a[0] = UFS_RX_NO_BLOCK;
        if (!compile_mask (c, node, "type", types, 0, &card_types))
          return FALSE;
        /* partial="true": a block that would partially block (a block
         * zone other than the attack's, G.2.2.3), bit 3; with no zone
         * given, no zone barred besides */
        if (has_attr (node, "partial"))
          {
            static const char *const yes[] = { "true", NULL };
            gint k;

            if (dk_compiler_word (c, node, "partial", yes, &k) == NULL)
              return FALSE;
          }
        if (!compile_mask (c, node, "zone", zones, has_attr (node, "partial") ? 0 : 7, &in->a[1]))
          return FALSE;
        if (has_attr (node, "partial"))
          in->a[1] |= UFS_RX_BLOCK_PARTIAL;
        in->a[1] |= card_types << 8;
        return TRUE;
      }
    case FORBID_GAIN:
      /* K.3.1: vitality */
      in->a[0] = UFS_RX_NO_GAIN;
      in->a[1] = 1;
      return TRUE;
    case FORBID_PLAY:
      in->a[0] = UFS_RX_NO_PLAY;
      return compile_mask (c, node, "type", types, 0x1f, &in->a[1]);
    default:
      {
        gint32 card_types;

        in->a[0] = UFS_RX_NO_ABILITY;
        /* K.3.12: "foundation abilities" are the abilities on foundation
         * cards: card types in bits 8-12, none given for any. */
        if (!compile_mask (c, node, "card-type", types, 0, &card_types))
          return FALSE;
        if (!compile_mask (c, node, "type", ability_types, 7, &in->a[1]))
          return FALSE;
        in->a[1] |= card_types << 8;
        return TRUE;
      }
    }
}

DkExecResult
ufs_exec_forbid (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsRestriction r = made (g, ex, in, (UfsRestrictKind) in->a[0], in->a[1]);

  add (g, &r);
  return DK_EXEC_NEXT;
}

/* <unblockable target>: G.2.1.1.2, the attack (this one by default) cannot
 * be blocked while it stays where it is. */
gboolean
ufs_compile_unblockable (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = 0;
  in->a[5] = UFS_UNTIL_LEAVES;
  in->target =
      (gint16) (has_attr (node, "target") ? dk_compiler_target (c, node, "target", TRUE)
                                          : DK_TARGET_MODULE_BASE + UFS_TARGET_THIS_ATTACK);
  return in->target >= 0;
}

DkExecResult
ufs_exec_unblockable (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 attack = dk_exec_target (g, ex, in->target);
  UfsRestriction r;

  if (attack == DK_NO_CARD || ufs_card_type (g, attack) != UFS_TYPE_ATTACK)
    return DK_EXEC_NEXT;
  r = made (g, ex, in, UFS_RX_UNBLOCKABLE, 0);
  r.card = (gint16) attack;
  r.stamp = dk_game_card (g, attack)->stamp;
  r.until = UFS_UNTIL_LEAVES;
  add (g, &r);
  return DK_EXEC_NEXT;
}

/* <modify-check by player type until>: E.3.1.2; with @type, only the
 * checks made to play cards of those types. a[0] by, a[1] the type mask
 * (0: every check). */
gboolean
ufs_compile_modify_check (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const types[] = {
    "character", "attack", "action", "asset", "foundation", NULL
  };

  in->player = dk_compiler_player (c, node, "you");
  if (!compile_mask (c, node, "type", types, 0, &in->a[1]))
    return FALSE;
  if (!has_attr (node, "by"))
    {
      dk_compiler_error (c, node, "<modify-check> needs by=\"N\"");
      return FALSE;
    }
  /* check="this": the check just made, answered by the response that runs
   * (E.3.1.1, E.3.1.2): a[2] 1 */
  if (has_attr (node, "check"))
    {
      static const char *const checks[] = { "this", NULL };
      gint k;

      if (dk_compiler_word (c, node, "check", checks, &k) == NULL)
        return FALSE;
      if (has_attr (node, "until") || has_attr (node, "type"))
        {
          dk_compiler_error (c, node, "<modify-check check=\"this\">: no until or type");
          return FALSE;
        }
      in->a[2] = 1;
      /* keep-phase="true": failing that check does not end its player's
       * Combat Phase (F.2.2.1.1): a[3] 1 */
      if (has_attr (node, "keep-phase"))
        {
          static const char *const yes[] = { "true", NULL };

          if (dk_compiler_word (c, node, "keep-phase", yes, &k) == NULL)
            return FALSE;
          in->a[3] = 1;
        }
      return ufs_compile_amount (c, node, "by", 0, in, 0);
    }
  /* keep-phase="true": failing the check it counts for does not end the
   * Combat Phase (F.2.2.1.1): a[3] 1 */
  if (has_attr (node, "keep-phase"))
    {
      static const char *const yes[] = { "true", NULL };
      gint k;

      if (dk_compiler_word (c, node, "keep-phase", yes, &k) == NULL)
        return FALSE;
      in->a[3] = 1;
    }
  /* keyword="Punch|Weapon": only the checks made to play a card with one
   * of them (at most two), for the next check only: a[4] their indices,
   * each plus 1, the second in the high half */
  if (has_attr (node, "keyword"))
    {
      xmlChar *v = xmlGetProp (node, (const xmlChar *) "keyword");
      g_auto (GStrv) names = g_strsplit ((const char *) v, "|", -1);
      const DkRules *rules = dk_compiler_get_rules (c);

      xmlFree (v);
      if (names[0] == NULL || g_strv_length (names) > 2 || has_attr (node, "until"))
        {
          dk_compiler_error (c, node, "<modify-check keyword>: one or two keywords, next check only");
          return FALSE;
        }
      for (guint i = 0; names[i] != NULL; i++)
        {
          gint k = ufs_keyword_index (rules, g_strstrip (names[i]));

          if (k < 0 || k >= 0xffff)
            {
              dk_compiler_error (c, node, "<modify-check keyword>: unknown keyword %s", names[i]);
              return FALSE;
            }
          in->a[4] |= (k + 1) << (16 * i);
        }
    }
  /* J.4.2: `by` may be X or an amount computed from the game, read as the
   * instruction executes ("your next check gets +X") */
  return in->player >= 0 && in->player < 2 && ufs_compile_amount (c, node, "by", 0, in, 0) &&
         compile_until (c, node, UFS_UNTIL_NEXT, in);
}

DkExecResult
ufs_exec_modify_check (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsRestriction r;

  if (in->a[2])
    {
      /* E.3.1.2: the innermost check in process, while it waits for the
       * answers to its making; a check already decided is not changed. */
      gint32 by = ufs_amount (g, ex, in, 0);

      for (guint d = g->frames.len; d-- > 0;)
        {
          DkFrame *f = (DkFrame *) g->frames.data + d;

          if (f->proc != UFS_PROC (CHECK))
            continue;
          if (f->step == UFS_CHECK_STEP_MADE)
            {
              f->a[2] = dk_sat_add (f->a[2], by);
              if (in->a[3] && f->a[0] >= 0 && f->a[0] < 2)
                ufs_state (g)->fail_keeps[f->a[0]] = (guint8) MIN (d + 1, 255);
            }
          break;
        }
      return DK_EXEC_NEXT;
    }
  r = made (g, ex, in, UFS_RX_CHECK_BONUS, ufs_amount (g, ex, in, 0));

  r.pad = (guint8) (in->a[1] | (in->a[3] ? UFS_RX_KEEP_PHASE : 0));
  /* the keywords the card checked for must have, 0 for none (a next
   * check's: its stamp is not read otherwise) */
  if (r.until == UFS_UNTIL_NEXT)
    r.stamp = (guint32) in->a[4];
  add (g, &r);
  return DK_EXEC_NEXT;
}

/* <ignore-progressive player until>: E.4.7.2.2, the player's next card
 * attempted (or every card, until the duration ends) ignores progressive
 * difficulty; <ignore-progressive target="T"/>: E.4.7.2.3, that card does
 * not count toward progressive difficulty while it stays in its zone.
 * a[0] 1 for the form with a target. */
gboolean
ufs_compile_ignore_progressive (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  /* <ignore-progressive to-play="self" [face="down"|filter="..."]>: a rule
   * of a continuous ability on the card played (E.4.7.2.3): the cards of
   * the pool face down (or face up and matching the filter; with neither,
   * all of them: E.4.7.2.2, the card ignores progressive difficulty) do
   * not count toward the progressive difficulty to play it. a[0] 2, a[1]
   * 1 for face="down". */
  if (has_attr (node, "to-play"))
    {
      static const char *const faces[] = { "down", NULL };
      static const char *const whom[] = { "self", NULL };
      gint k;

      in->a[0] = 2;
      if (dk_compiler_word (c, node, "to-play", whom, &k) == NULL)
        return FALSE;
      if (dk_compiler_word (c, node, "face", faces, &k) == NULL && has_attr (node, "face"))
        return FALSE;
      in->a[1] = has_attr (node, "face") ? 1 : 0;
      in->filter = dk_compiler_filter (c, node, "filter");
      if (in->a[1] != 0 && has_attr (node, "filter"))
        {
          dk_compiler_error (c, node, "<ignore-progressive to-play>: face=\"down\" or a filter");
          return FALSE;
        }
      return TRUE;
    }
  if (has_attr (node, "target"))
    {
      in->a[0] = 1;
      in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
      return in->target >= 0;
    }
  in->player = dk_compiler_player (c, node, "you");
  /* K.3.9, K.3.9.1: the player's next card of those types (a[2]), next
   * attack with those traits (a[3], UFS_MATCH_*) */
  {
    static const char *const types[] = {
      "character", "attack", "action", "asset", "foundation", NULL
    };

    if (!compile_mask (c, node, "card-type", types, 0, &in->a[2]) ||
        !ufs_compile_attack_match (c, node, &in->a[3]))
      return FALSE;
    if (in->a[3] != 0 && in->a[2] != 1 << UFS_TYPE_ATTACK)
      {
        dk_compiler_error (c, node, "<ignore-progressive keyword zone>: with card-type=\"attack\"");
        return FALSE;
      }
  }
  return in->player >= 0 && in->player < 2 && compile_until (c, node, UFS_UNTIL_NEXT, in);
}

DkExecResult
ufs_exec_ignore_progressive (DkGame *g, DkExec *ex, const DkInstr *in)
{
  if (in->a[0] == 2)
    return DK_EXEC_NEXT; /* a rule of its card, read as it is played */
  if (in->a[0])
    {
      gint32 card = dk_exec_target (g, ex, in->target);

      if (card != DK_NO_CARD)
        ufs_card_set_flag (g, card, UFS_FLAG_UNCOUNTED, TRUE);
    }
  else
    {
      UfsRestriction r = made (g, ex, in, UFS_RX_IGNORE_PROGRESSIVE, in->a[3]);

      r.pad = (guint8) in->a[2];
      add (g, &r);
    }
  return DK_EXEC_NEXT;
}

/* <add-check difficulty player until>: E.4.9.2, a control check cost added
 * to the cards the player attempts. */
gboolean
ufs_compile_add_check (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "opponent");
  if (!has_attr (node, "difficulty"))
    {
      dk_compiler_error (c, node, "<add-check> needs difficulty=\"N\"");
      return FALSE;
    }
  return in->player >= 0 && in->player < 2 &&
         dk_compiler_int (c, node, "difficulty", 0, &in->a[0]) &&
         compile_until (c, node, UFS_UNTIL_NEXT, in);
}

DkExecResult
ufs_exec_add_check (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsRestriction r = made (g, ex, in, UFS_RX_ADDED_CHECK, in->a[0]);

  add (g, &r);
  return DK_EXEC_NEXT;
}

/* <discard-hand player>: D.3.1.1.1, K.2.1: the whole hand is discarded;
 * an empty hand is discarded too, so as a cost it is always paid.
 * D.2.3.3.1: the cards go to the discard pile together, in the order the
 * player chooses: one card at a time, first to the bottom. The card being
 * played from the hand is in transit (E.4.2), not in it. */
gboolean
ufs_compile_discard_hand (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "you");
  return in->player >= 0 && in->player < 2;
}

/* The cards of @player's hand the instruction discards: all but a card in
 * transit. */
static guint
hand_left (const DkGame *g, const DkExec *ex, guint player, gint32 *one)
{
  gint32 source = dk_exec_source (ex);
  gboolean skip = source != DK_NO_CARD && ufs_in_transit (g, source);
  guint n, k = 0;
  const guint16 *hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);

  for (guint i = 0; i < n; i++)
    if (!((skip && hand[i] == source) || dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT)))
      {
        *one = hand[i];
        k++;
      }
  return k;
}

DkExecResult
ufs_exec_discard_hand (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  gint32 source = dk_exec_source (ex);
  gint32 one = DK_NO_CARD;
  guint n, left;
  const guint16 *hand;

  if (dk_exec_sub (ex) != 0)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        ufs_discard_card (g, o->args[0]);
      dk_game_clear_answer (g);
    }
  left = hand_left (g, ex, player, &one);
  if (left <= 1)
    {
      if (left == 1)
        ufs_discard_card (g, one);
      return DK_EXEC_NEXT;
    }
  /* Copies of one card in the hand are one choice (nobody can tell them
   * apart on the pile). */
  dk_exec_set_sub (ex, 1);
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
  for (guint i = 0; i < n; i++)
    {
      gboolean seen = FALSE;

      if ((source != DK_NO_CARD && hand[i] == source && ufs_in_transit (g, source)) ||
          dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT))
        continue;
      for (guint j = 0; j < i && !seen; j++)
        seen = dk_game_card (g, hand[j])->def == dk_game_card (g, hand[i])->def &&
               !(source != DK_NO_CARD && hand[j] == source && ufs_in_transit (g, source)) &&
               !dk_game_card_has_flag (g, hand[j], UFS_FLAG_TRANSIT);
      if (!seen)
        dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), hand[i]);
    }
  return DK_EXEC_WAIT;
}

/* <end-phase/>: F.4.1.2, the Combat Phase ends once its attacks are done;
 * in another phase, nothing happens. */
gboolean
ufs_compile_end_phase (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return TRUE;
}

DkExecResult
ufs_exec_end_phase (DkGame *g, DkExec *ex, const DkInstr *in)
{
  if (dk_game_phase (g) == UFS_PHASE_COMBAT)
    ufs_state (g)->end_phase = 1;
  return DK_EXEC_NEXT;
}

/* F.4.1.2: has an instruction ended the phase? (Taken once.) */
gboolean
ufs_end_phase_taken (DkGame *g)
{
  UfsState *s = ufs_state (g);

  if (!s->end_phase)
    return FALSE;
  s->end_phase = 0;
  return TRUE;
}

/* --- costs added by effects (E.4.4.2) ----------------------------------------------- */

/* The sum of @player's added costs of @kind in force, none used up. */
static gint32
added (const DkGame *g, guint player, UfsRestrictKind kind)
{
  const UfsState *s = ufs_state_const (g);
  gint32 sum = 0;

  for (guint i = 0; i < s->n_restrict; i++)
    {
      const UfsRestriction *r = &s->restrictions[i];

      if (r->kind == kind && r->player == (gint8) player && live (g, r))
        sum = dk_sat_add (sum, r->value);
    }
  return sum;
}

/* Ready cards @player could commit to pay "commit N foundations" (H.4.3:
 * the starting character may stand in for one). */
static guint
committable (const DkGame *g, guint player)
{
  const UfsState *s = ufs_state_const (g);
  guint n, k = 0;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);

  for (guint i = 0; i < n; i++)
    if (!ufs_is_committed (g, staging[i]) &&
        !dk_game_card_has_flag (g, staging[i], UFS_FLAG_ATTACHED) &&
        (ufs_is_foundation (g, staging[i]) || staging[i] == s->character[player]))
      k++;
  return k;
}

/**
 * ufs_restrict_added_costs_payable_x:
 * @g: a game
 * @player: who would attempt a card
 *
 * E.4.1.1, E.4.4.2: can @player pay the costs effects add to the cards they
 * attempt (all of them together)?
 */
gboolean
ufs_restrict_added_costs_payable_x (const DkGame *g, guint player)
{
  const UfsState *s = ufs_state_const (g);

  if (s->n_restrict == 0)
    return TRUE;
  return added (g, player, UFS_RX_ADDED_MOMENTUM) <=
             (gint32) dk_game_zone_size (g, UFS_ZONE_MOMENTUM, player) &&
         added (g, player, UFS_RX_ADDED_COMMIT) <= (gint32) committable (g, player);
}

/**
 * ufs_restrict_pay_added_costs:
 * @g: a game
 * @player: who attempts a card
 *
 * E.4.4.2: pays the costs effects add to the card @player attempts:
 * discards the momentum they ask for, and says how many foundations are
 * to be committed (H.4.3), which the caller has committed.
 *
 * Returns: the foundations to commit, or -1 if a cost could not be paid
 */
gint32
ufs_restrict_pay_added_costs (DkGame *g, guint player)
{
  gboolean any;
  gint32 momentum = take (g, player, UFS_RX_ADDED_MOMENTUM, &any);
  gint32 commit = take (g, player, UFS_RX_ADDED_COMMIT, &any);

  for (gint32 i = 0; i < momentum; i++)
    {
      gint32 top = dk_game_zone_top (g, UFS_ZONE_MOMENTUM, player);

      if (top == DK_NO_CARD)
        return -1;
      ufs_card_set_flag (g, top, DK_CARD_FLAG_FACE_DOWN, FALSE);
      ufs_discard_card (g, top);
    }
  return MAX (commit, 0);
}

/* <add-cost cost="commit-foundations|discard-momentum" count player until>:
 * E.4.4.2, a cost added to each card the player attempts (default: the
 * opponent's next card). a[0] the UfsRestrictKind, a[1] the count. */
gboolean
ufs_compile_add_cost (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const costs[] = { "commit-foundations", "discard-momentum", NULL };
  gint k;

  in->player = dk_compiler_player (c, node, "opponent");
  if (dk_compiler_word (c, node, "cost", costs, &k) == NULL)
    {
      if (!has_attr (node, "cost"))
        dk_compiler_error (c, node,
                           "<add-cost> needs cost=\"commit-foundations|discard-momentum\"");
      return FALSE;
    }
  in->a[0] = k == 0 ? UFS_RX_ADDED_COMMIT : UFS_RX_ADDED_MOMENTUM;
  return in->player >= 0 && in->player < 2 && dk_compiler_int (c, node, "count", 1, &in->a[1]) &&
         compile_until (c, node, UFS_UNTIL_NEXT, in);
}

DkExecResult
ufs_exec_add_cost (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsRestriction r = made (g, ex, in, (UfsRestrictKind) in->a[0], MAX (in->a[1], 0));

  add (g, &r);
  return DK_EXEC_NEXT;
}

/* --- changing an attack's zone (G.2.1.3.1, G.2.2) ---------------------------------------- */

/* <change-zone target to until>: the attack's zone becomes @to (its
 * blocks are judged in that zone). a[0] the zone, a[1] the DkExpiry. */
gboolean
ufs_compile_change_zone (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const zones[] = { "high", "mid", "low", NULL };
  static const char *const untils[] = { "end-of-turn", "end-of-attack", "permanent", NULL };
  gint zone, until;

  if (dk_compiler_word (c, node, "to", zones, &zone) == NULL)
    {
      if (!has_attr (node, "to"))
        dk_compiler_error (c, node, "<change-zone> needs to=\"high|mid|low\"");
      return FALSE;
    }
  if (dk_compiler_word (c, node, "until", untils, &until) == NULL && has_attr (node, "until"))
    return FALSE;
  in->a[0] = zone;
  in->a[1] = until < 0 ? 0 : until;
  in->target =
      (gint16) (has_attr (node, "target") ? dk_compiler_target (c, node, "target", TRUE)
                                          : DK_TARGET_MODULE_BASE + UFS_TARGET_THIS_ATTACK);
  return in->target >= 0;
}

DkExecResult
ufs_exec_change_zone (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 attack = dk_exec_target (g, ex, in->target);
  DkModifier mod = { 0 };

  if (attack == DK_NO_CARD || ufs_card_type (g, attack) != UFS_TYPE_ATTACK)
    return DK_EXEC_NEXT;
  if (ufs_definition_ask (g, ex, attack, UFS_STAT_ATTACK_ZONE))
    return DK_EXEC_WAIT;
  mod.card = attack;
  mod.source = dk_exec_source (ex);
  mod.stat = UFS_STAT_ATTACK_ZONE;
  mod.op = DK_MOD_SET;
  mod.value = in->a[0];
  switch (in->a[1])
    {
    case 1:
      mod.expiry = DK_EXPIRE_SCOPE;
      mod.scope = UFS_SCOPE_ATTACK;
      break;
    case 2:
      mod.expiry = DK_EXPIRE_PERMANENT;
      break;
    default:
      mod.expiry = DK_EXPIRE_END_OF_TURN;
      break;
    }
  dk_game_add_modifier (g, &mod);
  ufs_definition_order (g, ex, attack); /* C.3.3.3 */
  return DK_EXEC_NEXT;
}

/* --- playing an ability an effect names (H.5.4) ------------------------------------------ */

/* <play-ability ability="N" target free>: the controller plays printed ability
 * N (from 1) of the card (default: self) at once, whatever its type's
 * timing, if it could otherwise be played. a[0] the index from 0; a[1]
 * free="true" (J.4.5: without paying its costs, ufs-rules3.c). */
gboolean
ufs_compile_play_ability (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!ufs_compile_play_free (c, node, in))
    return FALSE;
  if (!has_attr (node, "ability"))
    {
      dk_compiler_error (c, node, "<play-ability> needs ability=\"N\" (from 1)");
      return FALSE;
    }
  if (!dk_compiler_int (c, node, "ability", 1, &in->a[0]))
    return FALSE;
  if (in->a[0] < 1)
    {
      dk_compiler_error (c, node, "<play-ability ability=\"%d\">: abilities count from 1",
                         in->a[0]);
      return FALSE;
    }
  in->a[0]--;
  in->target = (gint16) (has_attr (node, "target") ? dk_compiler_target (c, node, "target", TRUE)
                                                   : DK_TARGET_SELF);
  return in->target >= 0;
}

DkExecResult
ufs_exec_play_ability (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card;
  guint player = dk_exec_controller (ex);
  const DkCardDef *def;

  if (dk_exec_sub (ex) != 0)
    return DK_EXEC_NEXT;
  card = dk_exec_target (g, ex, in->target);
  if (!ufs_ability_playable_untimed (g, card, (guint) in->a[0], player, in->a[1] == 0))
    return DK_EXEC_NEXT;
  def = dk_game_card_def (g, card);
  dk_exec_set_sub (ex, 1);
  ufs_push_ability (g, card, (guint) in->a[0], player, 0,
                    (UfsAbilityType) def->abilities[in->a[0]].type)
      ->a[5] = in->a[1] != 0 ? UFS_PLAY_FREE : 0;
  return DK_EXEC_WAIT;
}

/* --- a card entering another player's zone (D.1.4) ---------------------------------------- */

/**
 * ufs_move_to_zone_of:
 * @g: a game
 * @card: a card
 * @zone_kind: the zone it would enter
 * @player: whose zone
 *
 * D.1.4: moves @card to @player's zone, or, when @player does not own it,
 * to its owner's removed from game zone instead.
 *
 * Returns: whether the card went where it was sent
 */
gboolean
ufs_move_to_zone_of (DkGame *g, gint32 card, guint zone_kind, guint player)
{
  guint owner = dk_game_card (g, card)->owner;

  if (owner != player)
    {
      dk_game_move (g, card, UFS_ZONE_REMOVED, owner, DK_POS_TOP);
      return FALSE;
    }
  dk_game_move (g, card, zone_kind, player, DK_POS_TOP);
  return TRUE;
}

/* <each-ability limit="once-per-turn"/>: H.3.2, in a continuous ability
 * (no <when>), "Each ability on this card is only playable once per
 * turn": a rule of the card, which adds that limit to each of its other
 * printed abilities as the card is loaded (ufs-card.c). Run as an
 * effect, it does nothing. */
gboolean
ufs_compile_each_ability (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const limits[] = { "once-per-turn", NULL };
  gint k;

  if (dk_compiler_word (c, node, "limit", limits, &k) == NULL)
    {
      if (!has_attr (node, "limit"))
        dk_compiler_error (c, node, "<each-ability> needs limit=\"once-per-turn\"");
      return FALSE;
    }
  in->a[0] = k;
  return TRUE;
}

DkExecResult
ufs_exec_each_ability (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return DK_EXEC_NEXT;
}
