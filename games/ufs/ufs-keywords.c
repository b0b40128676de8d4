/* ufs-keywords.c: the keyword abilities of section I, from their compiled
 * form (ufs-card.c): whether a card has a keyword as it is now, each
 * keyword's may-play test, and the played keyword abilities' effects.
 *
 * Traits (I.1) only classify. Of the ability keywords (I.3), Breaker, EX,
 * Gauge, Multiple, Powerful, Reversal and Stun grant played abilities,
 * numbered after a card's printed ones; Flash, Throw and Safe act in the
 * attack sequence (ufs-attack.c), Desperation on values (ufs-values.c),
 * Only on playing cards and as a pause condition, Combo as a restriction,
 * Terrain and Unique as pause conditions (E.2.5, E.2.6, ufs-pause.c).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* ufs_desperation_difficulty() of a card whose first Desperation has a
 * restriction (I.2.5: `Tollan Marsh Desperation: 4` counts only for Tollan Marsh):
 * apart, so that the common case stays short. */
static G_GNUC_NO_INLINE gint32
restricted_desperation (const DkGame *g, const DkCardDef *def, guint player, gint32 rating)
{
  if (!ufs_keyword_restrictions_ok (g, &ufs_card_data (def)->desperation_kw, player))
    return -1;
  return ufs_at_desperation (g, player) ? rating : -1;
}

/* I.3.4: the difficulty the first Desperation of @card gives it now (at
 * desperation, its rating, when its restrictions allow), or -1. */
gint32
ufs_desperation_difficulty (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  gint32 rating = def ? ufs_card_data (def)->desperation : -1;
  guint controller;

  if (rating < 0 || !ufs_has_keyword (g, card, UFS_KWF_DESPERATION))
    return -1;
  controller = dk_game_card (g, card)->controller;
  if (G_UNLIKELY (ufs_card_data (def)->desperation_kw.flags != 0))
    return restricted_desperation (g, def, controller, rating);
  return ufs_at_desperation (g, controller) ? rating : -1;
}

/* I.3.14: the damage a completely blocked attack of @damage still deals:
 * half, rounded up, when it has Throw; else none (G.3.1). */
gint32
ufs_thrown_damage (const DkGame *g, gint32 attack, gint32 damage)
{
  return ufs_has_keyword (g, attack, UFS_KWF_THROW) ? (gint32) (((gint64) damage + 1) / 2) : 0;
}

/* E.2.6, I.3.15: the face-up copy of the Unique card @staging[@i] (a
 * card of the same name) that arrived after it, or DK_NO_CARD. */
gint32
ufs_unique_newer_copy (const DkGame *g, const guint16 *staging, guint n, guint i)
{
  const UfsCardData *d = ufs_card_data (dk_game_card_def (g, staging[i]));

  for (guint j = i + 1; j < n; j++)
    {
      const DkCardDef *other = dk_game_card_def (g, staging[j]);

      if (other && !ufs_is_face_down (g, staging[j]) && ufs_card_data (other)->name == d->name)
        return staging[j];
    }
  return DK_NO_CARD;
}

static gboolean
has_abilities (const DkGame *g, gint32 card)
{
  return !dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_COPY | UFS_FLAG_SEALED);
}

/* How many played keyword abilities the card has. */
guint
ufs_n_keyword_abilities (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  guint n;

  if (def == NULL || !has_abilities (g, card))
    return 0;
  n = ufs_card_data (def)->n_played;
  /* I.2.2: then those of the keywords effects granted it. */
  if (G_UNLIKELY (ufs_state_const (g)->n_kw_changes != 0))
    n += ufs_kw_granted_count (g, card);
  return n;
}

/* The @index-th played keyword ability of the card, or NULL. */
const UfsKeywordData *
ufs_keyword_ability (const DkGame *g, gint32 card, guint index, UfsKeywordData *scratch)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  const UfsKeywordData *kw;

  if (def == NULL)
    return NULL;
  if (index >= ufs_card_data (def)->n_played)
    return ufs_kw_granted_ability (g, card, index - ufs_card_data (def)->n_played, scratch);
  kw = ufs_played_keyword (def, index, scratch);
  /* I.2.3.1, I.2.4: keywords removed and ratings changed by effects. */
  if (G_UNLIKELY (ufs_state_const (g)->n_kw_changes != 0) && kw != NULL)
    {
      UfsKeywordData base = *kw;

      return ufs_keyword_ability_changed (g, card, &base, scratch) == scratch ? scratch : kw;
    }
  return kw;
}

/* I.2.5: a keyword preceded by a restriction gives its ability that
 * restriction. */
gboolean
ufs_keyword_restrictions_ok (const DkGame *g, const UfsKeywordData *kw, guint player)
{
  if (kw == NULL)
    return FALSE;
  if ((kw->flags & UFS_KWR_DEADLOCK) && !ufs_at_deadlock (g, ufs_opponent (player)))
    return FALSE;
  if ((kw->flags & UFS_KWR_DESPERATION) && !ufs_at_desperation (g, player))
    return FALSE;
  if ((kw->flags & UFS_KWR_CHARACTER) && kw->character != ufs_character_quark (g, player))
    return FALSE;
  return TRUE;
}

/* The printed values of @card that a Combo requirement reads (I.3.3.2):
 * its definition and, in @printed, its printed keywords; a multiple copy
 * has those of its original but no keywords (I.3.8.2), a face-down card
 * none at all (C.3.3.1): NULL. */
static const DkCardDef *
combo_values_of (const DkGame *g, gint32 card, guint32 *printed)
{
  const DkCard *c = dk_game_card (g, card);
  const DkCardDef *def;

  if (c->flags & UFS_FLAG_COPY)
    {
      def = c->vars[UFS_VAR_EXTRA] > 0 ? dk_game_card_def (g, c->vars[UFS_VAR_EXTRA] - 1) : NULL;
      *printed = 0;
      return def;
    }
  if (c->flags & DK_CARD_FLAG_FACE_DOWN)
    return NULL;
  def = dk_game_card_def (g, card);
  if (def != NULL)
    *printed = ufs_card_data (def)->printed;
  return def;
}

/* Do the printed values of @def (@printed its keywords) meet the Combo
 * requirement @r, every term of it? A printed value is matched exactly
 * (docs/rulings.md, I.3.3.2). */
static gboolean
combo_requirement_met (const DkCardDef *def, guint32 printed, const UfsComboReq *r)
{
  static const guint8 stats[UFS_COMBO_N_VALUES] = {
    [UFS_COMBO_DAMAGE] = UFS_STAT_DAMAGE,
    [UFS_COMBO_SPEED] = UFS_STAT_SPEED,
    [UFS_COMBO_DIFFICULTY] = UFS_STAT_DIFFICULTY,
    [UFS_COMBO_CONTROL] = UFS_STAT_CONTROL,
  };
  const UfsCardData *d = ufs_card_data (def);

  if ((printed & r->keywords) != r->keywords || (d->symbols & r->symbols) != r->symbols)
    return FALSE;
  if (r->type >= 0 && def->type != r->type)
    return FALSE;
  if (r->zone >= 0 && def->stats[UFS_STAT_ATTACK_ZONE] != r->zone)
    return FALSE;
  if (r->block >= 0)
    {
      gint32 block = def->stats[UFS_STAT_BLOCK_ZONE];

      if (block < 0 || (r->block != UFS_COMBO_ANY_BLOCK && block != r->block))
        return FALSE;
    }
  if (r->name != 0 && d->name != r->name)
    return FALSE;
  for (guint i = 0; r->stats >> i; i++)
    if ((r->stats >> i & 1) && def->stats[stats[i]] != r->values[i])
      return FALSE;
  return TRUE;
}

/**
 * ufs_combo_ok:
 * @g: a game
 * @card: a card in its owner's card pool
 *
 * I.3.3: the printed values of the cards immediately before this one in
 * the card pool meet the requirements of one of its Combo keywords, in
 * order (the last requirement names the card just before); a Combo
 * restricted to a character (I.2.5) counts only with that character.
 */
gboolean
ufs_combo_ok (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  const UfsCardData *d;
  guint pos, n, controller;
  const guint16 *pool;

  if (def == NULL || ufs_card_data (def)->n_combos == 0 ||
      ufs_zone_kind_of (g, card) != UFS_ZONE_CARD_POOL)
    return FALSE;
  d = ufs_card_data (def);
  pos = (guint) dk_game_card_position (g, card);
  controller = dk_game_card (g, card)->controller;
  pool = dk_game_zone (g, UFS_ZONE_CARD_POOL, dk_game_card (g, card)->owner, &n);
  for (guint i = 0; i < d->n_combos; i++)
    {
      const UfsCombo *c = &d->combos[i];
      gboolean ok = pos >= c->n;

      if (c->kw.flags != 0 && !ufs_keyword_restrictions_ok (g, &c->kw, controller))
        continue;
      for (guint j = 0; j < c->n && ok; j++)
        {
          guint32 printed = 0;
          const DkCardDef *before = combo_values_of (g, pool[pos - c->n + j], &printed);

          ok = before != NULL &&
               combo_requirement_met (before, printed, &d->combo_reqs[c->first + j]);
        }
      if (ok)
        return TRUE;
    }
  return FALSE;
}

/* I.3.2: [Character Name] Only. The keyword may name several characters. */
gboolean
ufs_only_ok_x (const DkGame *g, gint32 card, guint player)
{
  if (!ufs_has_keyword (g, card, UFS_KWF_ONLY))
    return TRUE;
  return ufs_only_names (dk_game_card_def (g, card), ufs_character_quark (g, player));
}

/* May @player play keyword ability @kw of @c (numbered @number on the
 * card) as @type now, @ev the event of a response window (the caller
 * knows whether it was played in this window already)? */
gboolean
ufs_keyword_playable (DkGame *g,
                      gint32 c,
                      const UfsKeywordData *kw,
                      guint number,
                      guint player,
                      UfsAbilityType type,
                      const DkEvent *ev)
{
  const UfsState *s = ufs_state_const (g);
  UfsKeywordAbility ka = (UfsKeywordAbility) kw->kind;

  if (!ufs_keyword_restrictions_ok (g, kw, player))
    return FALSE;
  switch (ka)
    {
    case UFS_KW_EX:
    case UFS_KW_POWERFUL:
    case UFS_KW_MULTIPLE:
      /* K.3.22: the cost payable, with momentum or what the card allows */
      return type == UFS_ABILITY_ENHANCE && c == s->attack && s->attacker == (gint32) player &&
             (ka != UFS_KW_MULTIPLE || !dk_game_card_has_flag (g, c, UFS_FLAG_COPY)) &&
             ufs_keyword_cost_units (g, c, ka, player) > 0;
    case UFS_KW_STUN:
    case UFS_KW_GAUGE:
      return type == UFS_ABILITY_ENHANCE && c == s->attack && s->attacker == (gint32) player;
    case UFS_KW_BREAKER:
      /* I.3.1: after you block with this card. */
      return type == UFS_ABILITY_RESPONSE && ev && ev->type == UFS_EVENT (BLOCK) && ev->a[1] == c &&
             ev->player == (gint) player && ev->a[0] != UFS_BLOCK_NONE;
    case UFS_KW_REVERSAL:
      /* I.3.10: [Hand] after your opponent's blocked attack resolves. */
      return type == UFS_ABILITY_RESPONSE && ev && ev->type == UFS_EVENT (ATTACK_RESOLVED) &&
             ev->player == (gint) ufs_opponent (player) && ev->a[0] != UFS_BLOCK_NONE &&
             ufs_zone_kind_of (g, c) == UFS_ZONE_HAND && ufs_zone_owner_of (g, c) == player &&
             !s->last_safe && !s->reversal_tried[player] && ufs_resource_ok (g, player, c) &&
             ufs_only_ok (g, c, player);
    default:
      return FALSE;
    }
}

/* --- playing a keyword ability ---------------------------------------------------- */

static void
bonus (DkGame *g, gint32 attack, guint stat, gint32 value, gint32 source)
{
  DkModifier m = { 0 };

  m.card = attack;
  m.source = source;
  m.stat = (guint16) stat;
  m.op = DK_MOD_ADD;
  m.expiry = DK_EXPIRE_SCOPE;
  m.scope = UFS_SCOPE_ATTACK;
  m.value = value;
  dk_game_add_modifier (g, &m);
}

/* I.3.8.1: the momentum Multiple discards, from the top: the same cards
 * leave the discard pile's top at once as face-down copies of one attack,
 * so their order there is nobody's to choose (docs/rulings.md). */
static void
discard_momentum (DkGame *g, guint player, guint count)
{
  for (guint i = 0; i < count; i++)
    {
      gint32 top = dk_game_zone_top (g, UFS_ZONE_MOMENTUM, player);

      if (top == DK_NO_CARD)
        return;
      ufs_card_set_flag (g, top, DK_CARD_FLAG_FACE_DOWN, FALSE);
      ufs_discard_card (g, top);
    }
}

/* Ask for X between 1 and @max (a cost of "1 or more"). */
static void
ask_number (DkGame *g, guint player, guint max)
{
  dk_game_decide (g, player, UFS_DECISION (COST));
  for (guint x = 1; x <= max; x++)
    dk_option_add_int (dk_game_offer (g, DK_VERB_NUMBER, 0), (gint32) x);
}

/* I.3.7: search the deck and discard pile for a character that shares the
 * starting character's name, into the staging area. */
static guint
gauge_candidates (DkGame *g, guint player, gboolean offer)
{
  static const guint zones[] = { UFS_ZONE_DECK, UFS_ZONE_DISCARD };
  GQuark name = ufs_character_quark (g, player);
  guint found = 0;

  for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
    {
      guint n;
      const guint16 *cards = dk_game_zone (g, zones[z], player, &n);

      for (guint i = 0; i < n; i++)
        {
          const DkCardDef *def = dk_game_card_def (g, cards[i]);

          if (def && def->type == UFS_TYPE_CHARACTER && ufs_card_data (def)->name == name)
            {
              found++;
              if (offer)
                dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), cards[i]);
            }
        }
    }
  return found;
}

/* The steps of ufs_proc_keyword after a keyword ability's costs. */
enum
{
  KEYWORD_STEP_EFFECT = 10, /* J.3.1.1: its windows are done */
  KEYWORD_STEP_DONE = 11,
  KEYWORD_STEP_ORDER = 12, /* D.2.3.3.1: + the momentum left to discard */
};

/* The effect of a played keyword ability (its costs paid: X, a[3], for
 * EX, Powerful and Multiple). Returns TRUE if it pushed a frame. */
static gboolean
keyword_effect (DkGame *g, DkFrame *f, UfsKeywordAbility kind, gint32 rating)
{
  UfsState *s = ufs_state (g);
  gint32 card = f->a[0];
  guint player = (guint) f->a[2];
  guint x = (guint) f->a[3];

  switch (kind)
    {
    case UFS_KW_EX:
      /* I.3.5 */
      bonus (g, card, UFS_STAT_SPEED, dk_sat_mul (rating, (gint32) x), card);
      break;
    case UFS_KW_POWERFUL:
      /* I.3.9 */
      bonus (g, card, UFS_STAT_DAMAGE, dk_sat_mul (rating, (gint32) x), card);
      break;
    case UFS_KW_MULTIPLE:
      {
        /* I.3.8: X cards from the top of the discard pile join the card
         * pool face down as copies of this attack, onto the stack. */
        gint32 copies[16];
        guint made = 0;

        for (guint i = 0; i < x && made < G_N_ELEMENTS (copies); i++)
          {
            gint32 top = dk_game_zone_top (g, UFS_ZONE_DISCARD, player);

            if (top == DK_NO_CARD)
              break;
            dk_game_move (g, top, UFS_ZONE_CARD_POOL, player, DK_POS_TOP);
            ufs_card_set_flag (g, top, DK_CARD_FLAG_FACE_DOWN, TRUE);
            ufs_card_set_flag (g, top, UFS_FLAG_COPY, TRUE);
            dk_game_card_mut (g, top)->vars[UFS_VAR_EXTRA] = card + 1;
            dk_game_card_mut (g, top)->vars[UFS_VAR_PLAYED_TURN] = dk_game_turn (g);
            ufs_copies_made (g, card, top);
            copies[made++] = top;
          }
        /* F.2.3.6: the rightmost goes onto the attack stack first, so the
         * leftmost attacks first. */
        while (made > 0)
          ufs_attack_stack_push (g, copies[--made]);
        break;
      }
    case UFS_KW_STUN:
      /* I.3.12: the opponent commits X foundations. */
      ufs_push_commit_n (g, ufs_opponent (player), (guint) rating, FALSE, (gint) player,
                         UFS_COMMITTED_EFFECT);
      return TRUE;
    case UFS_KW_GAUGE:
      s->gauge = rating;
      break;
    case UFS_KW_BREAKER:
      /* I.3.1 */
      s->next_card_difficulty[ufs_opponent (player)] =
          dk_sat_add (s->next_card_difficulty[ufs_opponent (player)], rating);
      break;
    default:
      break;
    }
  return FALSE;
}

/* a[0] card, a[1] which keyword ability (-1: the Gauge search after
 * damage), a[2] player, a[3] X, a[4] its place among the plays not
 * complete (ufs_playing_push); a[5] to a[7], its scope (keyword_scope). */

/* J.3.1.3, J.4.1: the scope of a keyword ability's effect begins as the
 * ability is announced (a[5]: its card's stamp then). While the card stays
 * where it was, the effect reads the keyword as it is now (J.4.2.2), and
 * notes it: a[6] the keyword ability's kind + 1, a[7] its rating. Once
 * the card has changed zones, the effect reads the keyword as last noted
 * (J.4.2.3): a granted keyword ends with the move, a printed one may have
 * been changed where it was. */
static void
keyword_scope (const DkGame *g, DkFrame *f, UfsKeywordAbility *kind, gint32 *rating)
{
  guint32 stamp = dk_game_card (g, f->a[0])->stamp;

  if (f->step == 0)
    f->a[5] = (gint32) stamp;
  if ((guint32) f->a[5] == stamp)
    {
      f->a[6] = (gint32) *kind + 1;
      f->a[7] = *rating;
    }
  else if (f->a[6] > 0)
    {
      *kind = (UfsKeywordAbility) (f->a[6] - 1);
      *rating = f->a[7];
    }
}

DkStepResult
ufs_proc_keyword (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);
  gint32 card = f->a[0];
  guint player = (guint) f->a[2];
  UfsKeywordData scratch;
  const UfsKeywordData *kw =
      f->a[1] >= 0 ? ufs_keyword_ability (g, card, (guint) f->a[1], &scratch) : NULL;
  UfsKeywordAbility kind =
      f->a[1] >= 0 ? (kw ? (UfsKeywordAbility) kw->kind : UFS_KW_NONE) : UFS_KW_GAUGE;
  gint32 rating = kw ? kw->rating : 1;

  if (f->a[1] >= 0)
    keyword_scope (g, f, &kind, &rating);
  if (f->a[1] < 0)
    {
      /* The Gauge search. */
      if (f->step == 0)
        {
          f->step = 1;
          if (gauge_candidates (g, player, FALSE) == 0)
            {
              dk_game_shuffle (g, UFS_ZONE_DECK, player);
              return DK_STEP_DONE;
            }
          /* I.3.7: the player searches their deck: they see its cards. */
          dk_game_look (g, UFS_ZONE_DECK, player, player);
          dk_game_decide (g, player, DK_DECISION_CHOOSE);
          gauge_candidates (g, player, TRUE);
          dk_game_offer (g, DK_VERB_NO, 0);
          return DK_STEP_WAIT;
        }
      if (dk_game_answer (g)->verb == DK_VERB_CHOOSE)
        {
          gint32 found = dk_game_answer (g)->args[0];

          /* K.5.2: a card found with restrictions is shown. */
          dk_game_reveal (g, found, player);
          dk_game_move (g, found, UFS_ZONE_STAGING, player, DK_POS_TOP);
        }
      dk_game_shuffle (g, UFS_ZONE_DECK, player);
      return DK_STEP_DONE;
    }

  /* J.3.1.1: played (its costs paid), its windows come before its effect,
   * which a response there may cancel. */
  if (f->step == KEYWORD_STEP_EFFECT)
    {
      f->step = KEYWORD_STEP_DONE;
      if (!ufs_playing_cancelled (g, f->a[4], NULL))
        {
          if (keyword_effect (g, f, kind, rating))
            return DK_STEP_WAIT;
        }
      else if (kind == UFS_KW_REVERSAL)
        {
          /* I.3.10.3: the card played as its cost stays; it does not
           * attack, and its current state is refreshed. */
          ufs_attack_stack_remove (g, card);
          ufs_refresh_cancelled_reversal (g, card);
        }
    }
  if (f->step == KEYWORD_STEP_DONE)
    {
      ufs_playing_pop (g, f->a[4]);
      dk_game_set_return (g, 1);
      return DK_STEP_DONE;
    }
  switch (kind)
    {
    case UFS_KW_EX:
    case UFS_KW_POWERFUL:
    case UFS_KW_MULTIPLE:
      {
        /* K.3.22: the card may let its keyword's cost be paid otherwise */
        const DkInstr *other = ufs_keyword_cost_rule (g, card, kind);
        guint units = ufs_keyword_cost_units (g, card, kind, player);
        guint max = kind == UFS_KW_MULTIPLE ? MIN (units, (guint) rating) : units;
        guint left;

        if (f->step == 0)
          {
            f->step = 1;
            if (max == 0)
              {
                dk_game_set_return (g, 0);
                return DK_STEP_DONE;
              }
            ask_number (g, player, max);
            return DK_STEP_WAIT;
          }
        /* The cost: X momentum, onto the discard pile in the order the
         * player chooses (D.2.3.3.1; KEYWORD_STEP_ORDER + the cards left
         * while they choose), but Multiple's. E.4.3, E.4.5: the cards
         * discarded are one event, once they all are (until then the
         * costs' act stays open). */
        if (f->step > KEYWORD_STEP_ORDER)
          left = ufs_discard_momentum_ordered (g, player, (guint) (f->step - KEYWORD_STEP_ORDER),
                                               TRUE);
        else if (other != NULL)
          {
            /* the other cards first, then the momentum left (a[4]) */
            if (ufs_keyword_cost_step (g, f, other))
              return DK_STEP_WAIT;
            if (kind == UFS_KW_MULTIPLE)
              {
                discard_momentum (g, player, (guint) f->a[4] & 0xffff);
                left = 0;
              }
            else
              left = ufs_discard_momentum_ordered (g, player, (guint) f->a[4] & 0xffff, FALSE);
          }
        else if (kind == UFS_KW_MULTIPLE)
          {
            ufs_act_begin_costs (g);
            f->a[3] = dk_game_answer (g)->args[0];
            discard_momentum (g, player, (guint) f->a[3]);
            left = 0;
          }
        else
          {
            ufs_act_begin_costs (g);
            f->a[3] = dk_game_answer (g)->args[0];
            left = ufs_discard_momentum_ordered (g, player, (guint) f->a[3], FALSE);
          }
        if (left > 0)
          {
            f->step = KEYWORD_STEP_ORDER + (gint32) left;
            return DK_STEP_WAIT;
          }
        ufs_act_end (g);
        break;
      }
    case UFS_KW_REVERSAL:
      /* I.3.10: the cost: play this card as a reversal (it joins the
       * attack stack; a response to its card-played may cancel that). */
      if (f->step == 0)
        {
          f->step = 1;
          s->reversal_tried[player] = 1;
          ufs_push_play_card (g, card, UFS_KIND_REVERSAL, player, 0);
          return DK_STEP_WAIT;
        }
      break;
    default:
      break;
    }
  f->a[4] = ufs_playing_push (
      g, card, (gint32) (dk_game_card_def (g, card)->n_abilities + (guint) f->a[1]), player, -1);
  dk_game_emit (g, UFS_EVENT (ABILITY_PLAYED), (gint) player, card,
                (gint32) (dk_game_card_def (g, card)->n_abilities + (guint) f->a[1] + 1),
                kind == UFS_KW_BREAKER || kind == UFS_KW_REVERSAL ? UFS_ABILITY_RESPONSE
                                                                  : UFS_ABILITY_ENHANCE,
                (gint32) ufs_card_type (g, card), UFS_PLAYED_KEYWORD);
  f->step = KEYWORD_STEP_EFFECT;
  return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
}
