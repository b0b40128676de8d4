/* ufs-state-cards.c: cards as effects show, hide and change them (C.2,
 * I.2.3, I.2.4, K.4.2, K.5): looking at and revealing cards, random
 * discards, drawing up to a number, turning foundations and adding cards
 * face down, granting and removing keywords and changing their ratings.
 *
 * The amounts these instructions take are ufs-state.c's.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* --- look, reveal (C.2.1.2, C.2.2.2, K.5.1) ---------------------------------------- */

enum
{
  SHOW_LOOK,
  SHOW_REVEAL,
};

/* @node's player: you (0) or opponent (1), @def when not given. */
static gboolean
compile_one_player (DkCompiler *c, xmlNode *node, const char *def, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, def);
  if (in->player >= 0 && in->player <= 1)
    return TRUE;
  if (in->player >= 0)
    dk_compiler_error (c, node, "<%s player=\"...\">: you or opponent", (const char *) node->name);
  return FALSE;
}

gboolean
ufs_compile_show (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const zones[] = { "deck", "hand", "momentum", NULL };
  static const guint kinds[] = { UFS_ZONE_DECK, UFS_ZONE_HAND, UFS_ZONE_MOMENTUM };
  gint k = -1;

  in->a[1] = strcmp ((const char *) node->name, "reveal") == 0 ? SHOW_REVEAL : SHOW_LOOK;
  if (dk_compiler_word (c, node, "zone", zones, &k) == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "zone"))
        dk_compiler_error (c, node, "<%s> needs zone=\"deck|hand|momentum\"",
                           (const char *) node->name);
      return FALSE;
    }
  in->a[2] = (gint32) kinds[k];
  if (!compile_one_player (c, node, in->a[1] == SHOW_LOOK ? "opponent" : "you", in))
    return FALSE;
  /* A card of the player's own hand that meets a filter (K.5.6). */
  if (xmlHasProp (node, (const xmlChar *) "filter"))
    {
      if (in->a[1] != SHOW_REVEAL || in->a[2] != UFS_ZONE_HAND || in->player != 0)
        {
          dk_compiler_error (c, node, "<%s filter=...>: only <reveal zone=\"hand\"> of your own",
                             (const char *) node->name);
          return FALSE;
        }
      in->filter = dk_compiler_filter (c, node, "filter");
      if (in->filter == NULL)
        return FALSE;
      /* one card, or two (count="2") */
      if (!ufs_compile_amount (c, node, "count", 1, in, 0))
        return FALSE;
      if (in->a[0] < 1 || in->a[0] > 2 || (in->flags & (UFS_INSTR_X | UFS_INSTR_EXPR)))
        {
          dk_compiler_error (c, node, "<reveal filter=... count=>: 1 or 2");
          return FALSE;
        }
      return TRUE;
    }
  /* 0: every card of the zone (the deck: its top card). */
  return ufs_compile_amount (c, node, "count", 0, in, 0);
}

static void show_card (DkGame *g, gint32 card, guint mask, guint viewer, gboolean reveal);

/* A card of the hand that may be revealed for @in's filter; the card
 * being played from the hand is not in it (E.4.2). */
static gboolean
reveal_candidate (const DkGame *g, const DkExec *ex, const DkInstr *in, gint32 card)
{
  gint32 source = dk_exec_source (ex);

  return !(card == source && ufs_in_transit (g, source)) &&
         !dk_game_card_has_flag (g, card, UFS_FLAG_TRANSIT) &&
         dk_filter_matches (g, in->filter, card, FALSE);
}

/* K.5.6: the player reveals a card of their hand that meets the filter,
 * of their choice (count="2": two of them, one at a time, the second
 * other than the first); with none, they reveal their hand to show it,
 * and a cost is not paid (E.4.5.1). The sub-step: 0 first, 1 awaiting
 * the first card, 2 + the first card awaiting the second. */
static DkExecResult
reveal_from_hand (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  guint n, k = 0;
  const guint16 *hand = dk_game_zone (g, UFS_ZONE_HAND, you, &n);
  gint32 sub = dk_exec_sub (ex);
  gint32 first = DK_NO_CARD;

  if (sub > 0)
    {
      const DkOption *o = dk_game_answer (g);
      gint32 got = DK_NO_CARD;

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        {
          got = o->args[0];
          show_card (g, got, 0, you, TRUE);
        }
      dk_game_clear_answer (g);
      if (sub > 1 || got == DK_NO_CARD || ufs_amount (g, ex, in, 0) < 2)
        return DK_EXEC_NEXT;
      first = got;
    }
  for (guint i = 0; i < n; i++)
    k += hand[i] != first && reveal_candidate (g, ex, in, hand[i]);
  if (k == 0)
    {
      for (guint i = 0; i < n; i++)
        show_card (g, hand[i], 0, you, TRUE);
      if (dk_exec_part (ex) != DK_PART_EFFECT)
        ufs_state (g)->cost_failed = TRUE;
      return DK_EXEC_NEXT;
    }
  dk_game_decide (g, you, DK_DECISION_CHOOSE);
  for (guint i = 0; i < n; i++)
    if (hand[i] != first && reveal_candidate (g, ex, in, hand[i]))
      dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), hand[i]);
  dk_exec_set_sub (ex, first == DK_NO_CARD ? 1 : 2 + first);
  return DK_EXEC_WAIT;
}

/* Make @card known to the players of @mask until the effect completes. */
static void
show_card (DkGame *g, gint32 card, guint mask, guint viewer, gboolean reveal)
{
  UfsState *s = ufs_state (g);
  DkCard *c = dk_game_card_mut (g, card);

  if (s->n_shown < UFS_MAX_SHOWN)
    {
      s->shown[s->n_shown] = (gint16) card;
      s->shown_known[s->n_shown] = c->known;
      s->shown_stamp[s->n_shown] = c->stamp;
      s->shown_depth[s->n_shown] = (guint8) MIN (dk_game_frame_depth (g), 255);
      s->n_shown++;
    }
  if (reveal)
    /* C.2.1.2: temporarily public. */
    dk_game_reveal (g, card, viewer);
  else
    /* C.2.2.2: temporarily private to who looks. */
    c->known |= (guint8) mask;
}

DkExecResult
ufs_exec_show (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  guint owner = dk_exec_player (g, ex, in);
  guint kind = (guint) in->a[2];
  gint32 count = MAX (ufs_amount (g, ex, in, 0), 0);
  guint n;
  const guint16 *cards = dk_game_zone (g, kind, owner, &n);
  guint take;

  if (in->filter != NULL)
    return reveal_from_hand (g, ex, in);
  if (count == 0)
    take = kind == UFS_ZONE_DECK ? MIN (n, 1u) : n;
  else
    take = MIN (n, (guint) count);
  /* The top of a zone is its last card. */
  for (guint i = 0; i < take; i++)
    show_card (g, cards[n - 1 - i], 1u << you, owner, in->a[1] == SHOW_REVEAL);
  return DK_EXEC_NEXT;
}

/**
 * ufs_end_shown:
 * @g: a game
 *
 * K.5.1, C.2.2.2: the effect that revealed or showed cards has completed
 * (the ability frame at the top of the stack): cards still where they
 * were are private or unknown again, as they were before.
 */
void
ufs_end_shown (DkGame *g)
{
  UfsState *s = ufs_state (g);
  guint depth = dk_game_frame_depth (g);
  guint j = 0;

  for (guint i = 0; i < s->n_shown; i++)
    {
      gint32 card = s->shown[i];
      DkCard *c;

      if (s->shown_depth[i] < depth)
        {
          s->shown[j] = s->shown[i];
          s->shown_known[j] = s->shown_known[i];
          s->shown_stamp[j] = s->shown_stamp[i];
          s->shown_depth[j] = s->shown_depth[i];
          j++;
          continue;
        }
      c = dk_game_card_mut (g, card);
      /* A card that moved since has the knowledge of its new zone. */
      if (c != NULL && c->stamp == s->shown_stamp[i])
        c->known = s->shown_known[i];
    }
  s->n_shown = j;
}

/* --- random discards (K.5) ---------------------------------------------------------- */

gboolean
ufs_compile_discard_random (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!compile_one_player (c, node, "opponent", in))
    return FALSE;
  return ufs_compile_amount (c, node, "count", 1, in, 0);
}

/* Cards of the hand chosen at random, one at a time, and discarded. */
DkExecResult
ufs_exec_discard_random (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  gint32 count = MAX (ufs_amount (g, ex, in, 0), 0);
  gint32 source = dk_exec_source (ex);

  for (gint32 i = 0; i < count; i++)
    {
      guint n, k = 0, pick;
      const guint16 *hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);

      /* E.4.2: a card being played from the hand is not in it. */
      for (guint j = 0; j < n; j++)
        if (!(hand[j] == source && ufs_in_transit (g, source)) &&
            !dk_game_card_has_flag (g, hand[j], UFS_FLAG_TRANSIT))
          k++;
      if (k == 0)
        {
          if (dk_exec_part (ex) != DK_PART_EFFECT)
            ufs_state (g)->cost_failed = TRUE;
          break;
        }
      pick = dk_game_random (g, k);
      for (guint j = 0; j < n; j++)
        if (!(hand[j] == source && ufs_in_transit (g, source)) &&
            !dk_game_card_has_flag (g, hand[j], UFS_FLAG_TRANSIT) && pick-- == 0)
          {
            ufs_discard_card (g, hand[j]);
            break;
          }
    }
  return DK_EXEC_NEXT;
}

/* --- draw up to (K.5.4) -------------------------------------------------------------- */

gboolean
ufs_compile_draw_up_to (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!compile_one_player (c, node, "you", in))
    return FALSE;
  if (xmlHasProp (node, (const xmlChar *) "count") == NULL)
    {
      dk_compiler_error (c, node, "<draw-up-to> needs count=\"N\"");
      return FALSE;
    }
  return ufs_compile_amount (c, node, "count", 0, in, 0);
}

/* K.5.4: the number of cards missing from the hand, drawn in one action
 * (E.2.2: an empty deck is cycled at once). */
DkExecResult
ufs_exec_draw_up_to (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  gint32 missing =
      ufs_amount (g, ex, in, 0) - (gint32) dk_game_zone_size (g, UFS_ZONE_HAND, player);

  for (gint32 i = 0; i < missing; i++)
    if (!ufs_draw_one (g, player))
      break;
  return dk_game_is_over (g) ? DK_EXEC_STOP : DK_EXEC_NEXT;
}

/* --- granting and removing keywords, changing ratings (I.2.3, I.2.4) ---------------- */

/* The keyword names in UfsKeywordName order. */
static const char *const kw_names[UFS_N_KEYWORD_NAMES + 1] = {
  "Ally",     "Charge",   "Fury", "Kick",  "Punch",       "Ranged", "Slam",   "Taunt", "Tech",
  "Weapon",   "Breaker",  "Only", "Combo", "Desperation", "EX",     "Flash",  "Gauge", "Multiple",
  "Powerful", "Reversal", "Safe", "Stun",  "Terrain",     "Throw",  "Unique", NULL,
};

/* The keywords that act by themselves (UfsKeywordFlags), by name. */
static const struct
{
  guint8 name;
  guint32 flag;
} kw_flags[] = {
  { UFS_KWN_ONLY, UFS_KWF_ONLY },
  { UFS_KWN_UNIQUE, UFS_KWF_UNIQUE },
  { UFS_KWN_TERRAIN, UFS_KWF_TERRAIN },
  { UFS_KWN_FLASH, UFS_KWF_FLASH },
  { UFS_KWN_THROW, UFS_KWF_THROW },
  { UFS_KWN_SAFE, UFS_KWF_SAFE },
  { UFS_KWN_DESPERATION, UFS_KWF_DESPERATION },
  { UFS_KWN_COMBO, UFS_KWF_COMBO },
};

/* The played keyword abilities (UfsKeywordAbility), by name. */
static const guint8 kw_kinds[UFS_N_KEYWORD_NAMES] = {
  [UFS_KWN_BREAKER] = UFS_KW_BREAKER,   [UFS_KWN_EX] = UFS_KW_EX,
  [UFS_KWN_GAUGE] = UFS_KW_GAUGE,       [UFS_KWN_MULTIPLE] = UFS_KW_MULTIPLE,
  [UFS_KWN_POWERFUL] = UFS_KW_POWERFUL, [UFS_KWN_REVERSAL] = UFS_KW_REVERSAL,
  [UFS_KWN_STUN] = UFS_KW_STUN,
};

enum
{
  KW_CHANGE_GRANT,
  KW_CHANGE_REMOVE,
  KW_CHANGE_RATING,
};

/* a[1] the change, a[2] the keyword (UfsKeywordName), a[3] 1: until the
 * card leaves its zone, else the end of the turn; a[0] the rating's change. */
gboolean
ufs_compile_keyword_change (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const untils[] = { "end-of-turn", "leaves-zone", NULL };
  const char *name = (const char *) node->name;
  gint k = -1, u = -1;

  in->a[1] = strcmp (name, "grant-keyword") == 0    ? KW_CHANGE_GRANT
             : strcmp (name, "remove-keyword") == 0 ? KW_CHANGE_REMOVE
                                                    : KW_CHANGE_RATING;
  if (dk_compiler_word (c, node, "keyword", kw_names, &k) == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "keyword"))
        dk_compiler_error (c, node, "<%s> needs keyword=\"NAME\"", name);
      return FALSE;
    }
  if (in->a[1] == KW_CHANGE_RATING && kw_kinds[k] == UFS_KW_NONE)
    {
      dk_compiler_error (c, node, "<%s keyword=\"%s\">: a keyword without a rating", name,
                         kw_names[k]);
      return FALSE;
    }
  in->a[2] = k;
  if (dk_compiler_word (c, node, "until", untils, &u) == NULL &&
      xmlHasProp (node, (const xmlChar *) "until"))
    return FALSE;
  in->a[3] = u == 1;
  in->target = (gint16) (xmlHasProp (node, (const xmlChar *) "target")
                             ? dk_compiler_target (c, node, "target", TRUE)
                             : DK_TARGET_SELF);
  if (in->target < 0)
    return FALSE;
  if (in->a[1] == KW_CHANGE_GRANT)
    {
      /* I.2.2, I.2.4: a granted keyword of I.3 that grants a played
       * ability brings it, with its rating (1 when none is given, as for
       * a printed one); the responses (Breaker, Reversal) are not
       * offered from a grant. */
      if (kw_kinds[k] == UFS_KW_BREAKER || kw_kinds[k] == UFS_KW_REVERSAL)
        {
          dk_compiler_error (c, node, "<%s keyword=\"%s\">: a granted response keyword", name,
                             kw_names[k]);
          return FALSE;
        }
      if (xmlHasProp (node, (const xmlChar *) "rating") && kw_kinds[k] == UFS_KW_NONE)
        {
          dk_compiler_error (c, node, "<%s keyword=\"%s\" rating>: a keyword without a rating",
                             name, kw_names[k]);
          return FALSE;
        }
      return ufs_compile_amount (c, node, "rating", 1, in, 0);
    }
  if (in->a[1] != KW_CHANGE_RATING)
    return TRUE;
  if (xmlHasProp (node, (const xmlChar *) "by") == NULL)
    {
      dk_compiler_error (c, node, "<%s> needs by=\"N\"", name);
      return FALSE;
    }
  return ufs_compile_amount (c, node, "by", 0, in, 0);
}

/* Is change @i still in force (C.3.3.4.2.1: the turn ends; C.3.3.4.2.2:
 * the card changes zones)? */
static gboolean
kw_change_live (const DkGame *g, const UfsKeywordChange *ch)
{
  const DkCard *c = dk_game_card (g, ch->card);

  return c != NULL && c->stamp == ch->stamp &&
         ((ch->flags & UFS_KWC_UNTIL_LEAVES) || ch->turn == dk_game_turn (g));
}

/**
 * ufs_keyword_kind:
 * @name: a UfsKeywordName
 *
 * Returns: the played keyword ability (UfsKeywordAbility) the keyword
 *   grants, UFS_KW_NONE for one that acts by itself or is a trait
 */
guint
ufs_keyword_kind (guint name)
{
  return name < UFS_N_KEYWORD_NAMES ? kw_kinds[name] : UFS_KW_NONE;
}

/**
 * ufs_keyword_change_push:
 * @g: a game
 * @ch: a change to a card's keywords, begun now
 *
 * Puts @ch in force after the changes still in force, dropping those that
 * ended.
 *
 * Returns: FALSE when there is no room left for it
 */
gboolean
ufs_keyword_change_push (DkGame *g, const UfsKeywordChange *ch)
{
  UfsState *s = ufs_state (g);
  guint j = 0;

  /* C.3.3.4.3: what applied to the attack under way stays on it */
  if (G_UNLIKELY (s->n_attack_mods != 0))
    ufs_attack_mods_hold (g, ch->card);
  /* Drop what has ended, to make room. */
  for (guint i = 0; i < s->n_kw_changes; i++)
    if (kw_change_live (g, &s->kw_changes[i]))
      s->kw_changes[j++] = s->kw_changes[i];
  s->n_kw_changes = j;
  if (s->n_kw_changes >= UFS_MAX_KW_CHANGES)
    return FALSE;
  s->kw_changes[s->n_kw_changes++] = *ch;
  /* I.2.2: a granted keyword ability is offered like a printed one: the
   * card is among those with abilities to look at (ufs_compute_able()). */
  if ((ch->flags & UFS_KWC_GRANT) && kw_kinds[ch->name] != UFS_KW_NONE)
    ufs_kw_granted_able (g);
  /* A keyword may make a pause condition hold (Unique, Terrain: E.2). */
  s->pause_clean = 0;
  return TRUE;
}

DkExecResult
ufs_exec_keyword_change (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);
  UfsKeywordChange ch = { 0 };

  if (card == DK_NO_CARD ||
      !ufs_kw_change_reaches (g, card, (guint) in->a[2], in->a[1] == KW_CHANGE_RATING))
    return DK_EXEC_NEXT;
  ch.card = (gint16) card;
  ch.name = (guint8) in->a[2];
  ch.flags = (guint8) ((in->a[1] == KW_CHANGE_GRANT    ? UFS_KWC_GRANT
                        : in->a[1] == KW_CHANGE_REMOVE ? UFS_KWC_REMOVE
                                                       : UFS_KWC_RATING) |
                       (in->a[3] ? UFS_KWC_UNTIL_LEAVES : 0));
  ch.turn = dk_game_turn (g);
  ch.stamp = dk_game_card (g, card)->stamp;
  ch.rating = in->a[1] != KW_CHANGE_REMOVE ? ufs_amount (g, ex, in, 0) : 0;
  if (in->a[1] == KW_CHANGE_GRANT)
    ch.rating = MAX (ch.rating, 0);
  ufs_keyword_change_push (g, &ch);
  return DK_EXEC_NEXT;
}

/* The last grant or removal of keyword @name on @card in force: +1
 * granted, -1 removed, 0 neither. */
static gint
kw_state (const DkGame *g, gint32 card, guint name)
{
  const UfsState *s = ufs_state_const (g);
  gint state = 0;

  for (guint i = 0; i < s->n_kw_changes; i++)
    {
      const UfsKeywordChange *ch = &s->kw_changes[i];

      if (ch->card != card || ch->name != name || !kw_change_live (g, ch))
        continue;
      if (ch->flags & UFS_KWC_GRANT)
        state = 1;
      else if (ch->flags & UFS_KWC_REMOVE)
        state = -1;
    }
  return state;
}

/**
 * ufs_has_keyword_name:
 * @g: a game
 * @card: a card
 * @name: a UfsKeywordName
 *
 * Returns: whether @card has the keyword now, as a filter (K.3.4.1.1)
 *   reads it: printed or granted, not removed (I.2.3); a face-down card
 *   has none (C.3.3.1), a multiple copy none printed (I.3.8.2), a sealed
 *   card no keyword that grants an ability (K.4.3)
 */
gboolean
ufs_has_keyword_name (const DkGame *g, gint32 card, guint name)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  guint32 flags;
  gboolean has;

  if (def == NULL || name >= UFS_N_KEYWORD_NAMES)
    return FALSE;
  flags = dk_game_card (g, card)->flags;
  if (flags & DK_CARD_FLAG_FACE_DOWN)
    return FALSE;
  has = !(flags & UFS_FLAG_COPY) && ((ufs_card_data (def)->printed >> name) & 1);
  if (G_UNLIKELY (ufs_state_const (g)->n_kw_changes != 0))
    {
      gint state = kw_state (g, card, name);

      if (state != 0)
        has = state > 0;
    }
  return has && !(name >= UFS_KWN_BREAKER && (flags & UFS_FLAG_SEALED));
}

/* DkModule.keyword_index: the UfsKeywordName of @name, or -1. */
gint
ufs_keyword_index (const DkRules *rules, const char *name)
{
  (void) rules;
  for (guint i = 0; i < UFS_N_KEYWORD_NAMES; i++)
    if (strcmp (kw_names[i], name) == 0)
      return (gint) i;
  return -1;
}

/* DkModule.card_has_keyword */
gboolean
ufs_card_has_keyword (const DkGame *g, gint32 card, gint index)
{
  return index >= 0 && ufs_has_keyword_name (g, card, (guint) index);
}

/* DkModule.face_down_type: D.2.2.2, a face-down card of a staging area is
 * a foundation; elsewhere it is only a card (C.2.3.1). */
gint
ufs_face_down_type (const DkGame *g, gint32 card)
{
  return ufs_zone_kind_of (g, card) == UFS_ZONE_STAGING ? UFS_TYPE_FOUNDATION : -1;
}

/**
 * ufs_keyword_changed:
 * @g: a game
 * @card: a card
 * @flag: one of UfsKeywordFlags
 * @printed: whether the card has it printed
 *
 * Returns: whether the card has the keyword, the effects that grant and
 *   remove keywords applied in order (the latest wins)
 */
gboolean
ufs_keyword_changed (const DkGame *g, gint32 card, guint32 flag, gboolean printed)
{
  for (guint i = 0; i < G_N_ELEMENTS (kw_flags); i++)
    if (kw_flags[i].flag == flag)
      {
        gint state = kw_state (g, card, kw_flags[i].name);

        return state > 0 || (printed && state == 0);
      }
  return printed;
}

/**
 * ufs_keyword_ability_changed:
 * @g: a game
 * @card: the card
 * @kw: one of its played keyword abilities
 * @scratch: room for the result
 *
 * I.2.3.1: a removed keyword takes its linked ability with it (kind
 * UFS_KW_NONE); I.2.4: a rating changed by an effect. I.2.4.1: of several
 * instances of the keyword, the first receives the change
 * (docs/rulings.md).
 *
 * Returns: (transfer none): @kw, or @scratch changed
 */
const UfsKeywordData *
ufs_keyword_ability_changed (const DkGame *g,
                             gint32 card,
                             const UfsKeywordData *kw,
                             UfsKeywordData *scratch)
{
  const UfsState *s = ufs_state_const (g);
  const DkCardDef *def = dk_game_card_def (g, card);
  gint name = -1;
  gint64 delta = 0;

  for (guint n = 0; n < UFS_N_KEYWORD_NAMES; n++)
    if (kw_kinds[n] == kw->kind && kw->kind != UFS_KW_NONE)
      name = (gint) n;
  if (name < 0 || def == NULL)
    return kw;
  if (kw_state (g, card, (guint) name) < 0)
    {
      *scratch = *kw;
      scratch->kind = UFS_KW_NONE;
      return scratch;
    }
  /* Only the first instance of the keyword on the card. */
  for (guint i = 0; i < ufs_card_data (def)->n_played && i < UFS_CARD_KEYWORDS; i++)
    if (ufs_card_data (def)->played[i].kind == kw->kind)
      {
        if (ufs_card_data (def)->played[i].index != kw->index)
          return kw;
        break;
      }
  for (guint i = 0; i < s->n_kw_changes; i++)
    {
      const UfsKeywordChange *ch = &s->kw_changes[i];

      if (ch->card == card && ch->name == (guint) name && (ch->flags & UFS_KWC_RATING) &&
          kw_change_live (g, ch))
        delta += ch->rating;
    }
  if (delta == 0)
    return kw;
  *scratch = *kw;
  /* A rating is never below 0. */
  scratch->rating = (gint32) CLAMP (kw->rating + delta, 0, G_MAXINT32);
  return scratch;
}

/* --- keyword abilities granted (I.2.2, I.2.3, I.2.4) --------------------------------- */

/* Is change @ch a live grant of a keyword with a played ability? */
static gboolean
ability_grant (const DkGame *g, const UfsKeywordChange *ch)
{
  return (ch->flags & UFS_KWC_GRANT) && ch->name < UFS_N_KEYWORD_NAMES &&
         kw_kinds[ch->name] != UFS_KW_NONE && kw_change_live (g, ch);
}

/**
 * ufs_kw_granted_able:
 * @g: a game
 *
 * I.2.2: the cards granted a keyword with a played ability have an
 * enhance to offer (UfsState.able), whatever their printed text.
 */
void
ufs_kw_granted_able (DkGame *g)
{
  UfsState *s = ufs_state (g);

  for (guint i = 0; i < s->n_kw_changes; i++)
    {
      const UfsKeywordChange *ch = &s->kw_changes[i];

      if (ability_grant (g, ch) && ch->card >= 0 && (guint) ch->card < s->able_cards)
        s->able[UFS_ABILITY_ENHANCE][ch->card / 64] |= G_GUINT64_CONSTANT (1)
                                                       << (ch->card % 64);
    }
}

/**
 * ufs_kw_granted_count:
 * @g: a game
 * @card: a card
 *
 * Returns: how many keywords with a played ability effects have granted
 *   @card and still grant it (each brings its ability, numbered after the
 *   printed keyword abilities)
 */
guint
ufs_kw_granted_count (const DkGame *g, gint32 card)
{
  const UfsState *s = ufs_state_const (g);
  guint n = 0;

  for (guint i = 0; i < s->n_kw_changes; i++)
    if (s->kw_changes[i].card == card && ability_grant (g, &s->kw_changes[i]))
      n++;
  return n;
}

/**
 * ufs_kw_granted_ability:
 * @g: a game
 * @card: a card
 * @index: which of its granted keyword abilities, from 0
 * @scratch: room for the result
 *
 * I.2.2, I.2.4: the ability a granted keyword brings, with the rating it
 * was granted with. I.2.3.1: a later removal of the keyword takes it away
 * (kind UFS_KW_NONE). I.2.4.1: a rating changed by an effect goes to the
 * first instance, a printed one before a granted one.
 *
 * Returns: (transfer none): @scratch, or NULL when there is no such grant
 */
const UfsKeywordData *
ufs_kw_granted_ability (const DkGame *g, gint32 card, guint index, UfsKeywordData *scratch)
{
  const UfsState *s = ufs_state_const (g);
  const DkCardDef *def = dk_game_card_def (g, card);
  const UfsKeywordChange *grant = NULL;
  gboolean first = TRUE;
  gint64 rating;
  guint n = 0, at = 0;

  if (def == NULL)
    return NULL;

  for (guint i = 0; i < s->n_kw_changes && grant == NULL; i++)
    {
      const UfsKeywordChange *ch = &s->kw_changes[i];

      if (ch->card == card && ability_grant (g, ch) && n++ == index)
        {
          grant = ch;
          at = i;
        }
    }
  if (grant == NULL)
    return NULL;
  for (guint i = 0; i < at; i++)
    if (s->kw_changes[i].card == card && s->kw_changes[i].name == grant->name &&
        ability_grant (g, &s->kw_changes[i]))
      first = FALSE;
  memset (scratch, 0, sizeof *scratch);
  scratch->kind = kw_kinds[grant->name];
  scratch->index = G_MAXUINT16;
  rating = grant->rating;
  if (kw_state (g, card, grant->name) < 0)
    scratch->kind = UFS_KW_NONE;
  /* I.2.4.1: no printed instance and no earlier grant of the keyword. */
  for (guint i = 0; i < ufs_card_data (def)->n_played && i < UFS_CARD_KEYWORDS; i++)
    if (ufs_card_data (def)->played[i].kind == scratch->kind)
      first = FALSE;
  if (first)
    for (guint i = 0; i < s->n_kw_changes; i++)
      {
        const UfsKeywordChange *ch = &s->kw_changes[i];

        if (ch->card == card && ch->name == grant->name && (ch->flags & UFS_KWC_RATING) &&
            kw_change_live (g, ch))
          rating += ch->rating;
      }
  scratch->rating = (gint32) CLAMP (rating, 0, G_MAXINT32);
  return scratch;
}

/* --- turning foundations face down or up (C.2.2.1, D.2.2.2, K.4.2) ------------------ */

/* a[0] count, a[1] 1: face down (else up); the player whose foundations. */
gboolean
ufs_compile_flip_foundations (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const faces[] = { "up", "down", NULL };
  gint k = -1;

  if (dk_compiler_word (c, node, "face", faces, &k) == NULL &&
      xmlHasProp (node, (const xmlChar *) "face"))
    return FALSE;
  in->a[1] = k != 0;
  if (!compile_one_player (c, node, "you", in))
    return FALSE;
  /* K.2.3: "your opponent flips 1 foundation": the player whose cards
   * they are chooses them (a[2]); by default the player whose ability it is */
  {
    static const char *const choosers[] = { "you", "player", NULL };
    gint by = -1;

    if (dk_compiler_word (c, node, "chosen-by", choosers, &by) == NULL &&
        xmlHasProp (node, (const xmlChar *) "chosen-by"))
      return FALSE;
    in->a[2] = by == 1;
  }
  return ufs_compile_amount (c, node, "count", 1, in, 0);
}

/* A card of @player's staging area that can be turned: a face-up
 * foundation to turn down, a face-down card to turn up; never the
 * starting character nor an attached card. */
static gboolean
flippable (const DkGame *g, gint32 card, guint player, gboolean down)
{
  const DkCard *c = dk_game_card (g, card);

  if (card == ufs_state_const (g)->character[player] || (c->flags & UFS_FLAG_ATTACHED))
    return FALSE;
  if (down)
    return !(c->flags & DK_CARD_FLAG_FACE_DOWN) && ufs_card_type (g, card) == UFS_TYPE_FOUNDATION;
  return (c->flags & DK_CARD_FLAG_FACE_DOWN) != 0;
}

/* The controller (or, with chosen-by="player", the player whose staging
 * area it is) chooses the cards one at a time; the sub-state counts
 * those turned so far. An effect turns what it can (J.1.1); a cost short
 * of cards fails (E.4.5.1). */
DkExecResult
ufs_exec_flip_foundations (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  guint player = dk_exec_player (g, ex, in);
  gboolean down = in->a[1] != 0;
  gint32 done = dk_exec_sub (ex);
  gint32 count = MAX (ufs_amount (g, ex, in, 0), 0);
  guint n, k = 0;
  const guint16 *staging;

  if (done > 0)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 &&
          flippable (g, o->args[0], player, down))
        ufs_card_set_flag (g, o->args[0], DK_CARD_FLAG_FACE_DOWN, down);
      dk_game_clear_answer (g);
    }
  staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);
  for (guint i = 0; i < n; i++)
    k += flippable (g, staging[i], player, down);
  if (done >= count)
    return DK_EXEC_NEXT;
  if (k == 0)
    {
      if (dk_exec_part (ex) != DK_PART_EFFECT)
        ufs_state (g)->cost_failed = TRUE;
      return DK_EXEC_NEXT;
    }
  dk_game_decide (g, in->a[2] ? player : you, DK_DECISION_CHOOSE);
  for (guint i = 0; i < n; i++)
    if (flippable (g, staging[i], player, down))
      dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), staging[i]);
  dk_exec_set_sub (ex, done + 1);
  return DK_EXEC_WAIT;
}

/* --- adding cards face down (C.2.2.1, C.2.3.1) ----------------------------------------- */

enum
{
  FD_FROM_DECK_TOP,
  FD_FROM_HAND,
  FD_FROM_SELF,
  FD_FROM_MOMENTUM,
};

/* a[0] count, a[1] from, a[2] the zone kind it goes to; the player whose
 * cards and zone. */
gboolean
ufs_compile_add_face_down (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const froms[] = { "deck-top", "hand", "self", "momentum", NULL };
  static const char *const tos[] = { "staging", NULL };
  gint f = -1, t = -1;

  if (dk_compiler_word (c, node, "from", froms, &f) == NULL &&
      xmlHasProp (node, (const xmlChar *) "from"))
    return FALSE;
  if (dk_compiler_word (c, node, "to", tos, &t) == NULL &&
      xmlHasProp (node, (const xmlChar *) "to"))
    return FALSE;
  in->a[1] = f < 0 ? FD_FROM_DECK_TOP : f;
  /* Only the staging area, where the controller knows the card (C.2.2.1):
   * a card added face down elsewhere is unknown to all (C.2.3.1), which a
   * move cannot hide from its controller yet. */
  in->a[2] = UFS_ZONE_STAGING;
  if (!compile_one_player (c, node, "you", in))
    return FALSE;
  if (in->a[1] == FD_FROM_HAND && in->player != 0)
    {
      dk_compiler_error (c, node, "<add-face-down from=\"hand\">: from your own hand only");
      return FALSE;
    }
  return ufs_compile_amount (c, node, "count", 1, in, 0);
}

/* Face down first, so that the move shows the card to nobody but its
 * controller (C.2.2.1: a face-down card in the staging area is private). */
static void
add_face_down (DkGame *g, gint32 card, guint zone_kind, guint player)
{
  ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, TRUE);
  dk_game_move (g, card, zone_kind, player, DK_POS_TOP);
}

DkExecResult
ufs_exec_add_face_down (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  guint to = (guint) in->a[2];
  gint32 count = MAX (ufs_amount (g, ex, in, 0), 0);
  gint32 source = dk_exec_source (ex);
  gint32 done = dk_exec_sub (ex);

  switch (in->a[1])
    {
    case FD_FROM_SELF:
      if (source != DK_NO_CARD && source != ufs_state (g)->character[0] &&
          source != ufs_state (g)->character[1])
        add_face_down (g, source, to, dk_game_card (g, source)->owner);
      return DK_EXEC_NEXT;
    case FD_FROM_HAND:
      {
        guint n, k = 0;
        const guint16 *hand;

        if (done > 0)
          {
            const DkOption *o = dk_game_answer (g);

            if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 &&
                ufs_zone_kind_of (g, o->args[0]) == UFS_ZONE_HAND)
              add_face_down (g, o->args[0], to, player);
            dk_game_clear_answer (g);
          }
        hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
        for (guint i = 0; i < n; i++)
          if (!(hand[i] == source && ufs_in_transit (g, source)) &&
              !dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT))
            k++;
        if (done >= count)
          return DK_EXEC_NEXT;
        if (k == 0)
          {
            if (dk_exec_part (ex) != DK_PART_EFFECT)
              ufs_state (g)->cost_failed = TRUE;
            return DK_EXEC_NEXT;
          }
        dk_game_decide (g, player, DK_DECISION_CHOOSE);
        for (guint i = 0; i < n; i++)
          if (!(hand[i] == source && ufs_in_transit (g, source)) &&
              !dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT))
            dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), hand[i]);
        dk_exec_set_sub (ex, done + 1);
        return DK_EXEC_WAIT;
      }
    default:
      for (gint32 i = 0; i < count; i++)
        {
          /* E.2.2: an empty deck is cycled at once; momentum is face down
           * alike (D.4.2.3). */
          gint32 top = in->a[1] == FD_FROM_MOMENTUM
                           ? dk_game_zone_top (g, UFS_ZONE_MOMENTUM, player)
                           : ufs_deck_top (g, player);

          if (dk_game_is_over (g))
            return DK_EXEC_STOP;
          if (top == DK_NO_CARD)
            {
              if (dk_exec_part (ex) != DK_PART_EFFECT)
                ufs_state (g)->cost_failed = TRUE;
              break;
            }
          add_face_down (g, top, to, player);
        }
      return DK_EXEC_NEXT;
    }
}

/* The face-up foundations of @player's staging area a flip may turn face
 * down (a cost short of them cannot be paid, E.4.1.1). */
guint
ufs_flippable_foundations (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);

  for (guint i = 0; i < n; i++)
    k += flippable (g, staging[i], player, TRUE);
  return k;
}

/* --- destroying foundations (K.4.1, H.4.1.2) ------------------------------------------- */

/* A card of @player's staging area "destroy N foundations" may take: a
 * foundation (a face-down card is one, D.2.2.2), never the starting
 * character nor an attached card. */
static gboolean
destroyable (const DkGame *g, gint32 card, guint player, gint32 which)
{
  const DkCard *c = dk_game_card (g, card);

  return card != ufs_state_const (g)->character[player] && !(c->flags & UFS_FLAG_ATTACHED) &&
         ufs_zone_kind (c->zone) == UFS_ZONE_STAGING && ufs_zone_owner (c->zone) == player &&
         ufs_is_foundation (g, card) &&
         (!(which & UFS_DESTROY_FACE_DOWN) || (c->flags & DK_CARD_FLAG_FACE_DOWN)) &&
         (!(which & UFS_DESTROY_READY) || !(c->flags & DK_CARD_FLAG_EXHAUSTED)) &&
         (!(which & UFS_DESTROY_COMMITTED) || (c->flags & DK_CARD_FLAG_EXHAUSTED));
}

/* The foundations @player could destroy, of those @which names
 * (UFS_DESTROY_*). */
guint
ufs_destroyable_foundations (const DkGame *g, guint player, gint32 which)
{
  guint n, k = 0;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);

  for (guint i = 0; i < n; i++)
    k += destroyable (g, staging[i], player, which);
  return k;
}

/* E.4.1.1, K.4.1: `as="NAME"` names the foundation destroyed (a count of
 * 1 only), for what follows ("X equals the difficulty of the destroyed
 * foundation"), as <choose as> names a card: a[2] its index + 1, 0 for
 * none. */
static gboolean
compile_destroyed_name (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  xmlChar *count;
  gboolean one;

  in->a[2] = 0;
  if (!xmlHasProp (node, (const xmlChar *) "as"))
    return TRUE;
  count = xmlGetProp (node, (const xmlChar *) "count");
  one = count == NULL || strcmp ((const char *) count, "1") == 0;
  xmlFree (count);
  if (!one)
    {
      dk_compiler_error (c, node, "<%s as>: names one card (count=\"1\")",
                         (const char *) node->name);
      return FALSE;
    }
  in->a[2] = dk_compiler_bind_card (c, node, "as") + 1;
  return in->a[2] > 0;
}

/* a[0] count, a[1] which (UFS_DESTROY_*: face-down, ready or committed
 * ones only), a[2] the name of the card destroyed (compile_destroyed_name());
 * the player whose foundations, who chooses them. */
gboolean
ufs_compile_destroy_foundations (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const faces[] = { "any", "down", NULL };
  static const char *const states[] = { "any", "ready", "committed", NULL };
  gint k = -1, st = -1;

  if (dk_compiler_word (c, node, "face", faces, &k) == NULL &&
      xmlHasProp (node, (const xmlChar *) "face"))
    return FALSE;
  if (dk_compiler_word (c, node, "state", states, &st) == NULL &&
      xmlHasProp (node, (const xmlChar *) "state"))
    return FALSE;
  in->a[1] = k == 1 ? UFS_DESTROY_FACE_DOWN : 0;
  if (st == 1)
    in->a[1] |= UFS_DESTROY_READY;
  else if (st == 2)
    in->a[1] |= UFS_DESTROY_COMMITTED;
  if (!compile_one_player (c, node, "you", in))
    return FALSE;
  if (!compile_destroyed_name (c, node, in))
    return FALSE;
  return ufs_compile_amount (c, node, "count", 1, in, 0);
}

/* The player destroys foundations of their own staging area, chosen one
 * at a time (the card whose ability it is may be one of them); the
 * sub-state counts those chosen so far. An effect destroys what it can
 * (J.1.1); a cost short of foundations fails (E.4.5.1). */
DkExecResult
ufs_exec_destroy_foundations (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  gint32 done = dk_exec_sub (ex);
  gint32 count = MAX (ufs_amount (g, ex, in, 0), 0);
  guint n, k;
  const guint16 *staging;

  if (done > 0)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 &&
          destroyable (g, o->args[0], player, in->a[1]))
        {
          if (in->a[2] > 0)
            {
              dk_exec_bind (ex, (guint) in->a[2] - 1, o->args[0]);
              ufs_scope_cost_moved (g, ex, DK_TARGET_VAR0 + in->a[2] - 1, o->args[0]);
            }
          ufs_discard_card (g, o->args[0]);
        }
      dk_game_clear_answer (g);
    }
  if (done >= count)
    return DK_EXEC_NEXT;
  k = ufs_destroyable_foundations (g, player, in->a[1]);
  if (k == 0)
    {
      if (dk_exec_part (ex) != DK_PART_EFFECT)
        ufs_state (g)->cost_failed = TRUE;
      return DK_EXEC_NEXT;
    }
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);
  for (guint i = 0; i < n; i++)
    if (destroyable (g, staging[i], player, in->a[1]))
      dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), staging[i]);
  dk_exec_set_sub (ex, done + 1);
  return DK_EXEC_WAIT;
}
