/* ufs-ability.c: playing abilities (H): may this one be played now (H.2, H.3,
 * H.5), the options of a window or a form, and playing one (E.4, H.4).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

static guint32
current_window_serial (const DkGame *g, gint32 window)
{
  const UfsState *s = ufs_state_const (g);

  if (window == UFS_WINDOW_ENHANCE)
    return s->enhance_window;
  if (window >= UFS_WINDOW_RESPONSE)
    return s->window_serial[window - UFS_WINDOW_RESPONSE];
  return 0;
}

static gboolean
used_in_window (const DkGame *g, guint32 serial, gint32 card, gint32 ability)
{
  const UfsState *s = ufs_state_const (g);

  for (guint i = 0; i < s->n_used; i++)
    if (s->used[i].window == serial && s->used[i].card == card && s->used[i].ability == ability)
      return TRUE;
  return FALSE;
}

/**
 * ufs_forget_window:
 * @g: a game
 * @serial: the serial of a window or enhance step that is over
 *
 * Forgets the abilities used in it: no test asks about a window once it
 * closed, and the ones still open are looked up faster.
 */
void
ufs_forget_window (DkGame *g, guint32 serial)
{
  UfsState *s = ufs_state (g);
  guint n = 0;

  for (guint i = 0; i < s->n_used; i++)
    if (s->used[i].window != serial)
      s->used[n++] = s->used[i];
  s->n_used = n;
}

static void
mark_used (DkGame *g, guint32 serial, gint32 card, gint32 ability)
{
  UfsState *s = ufs_state (g);

  if (serial == 0)
    return;
  if (s->n_used == UFS_MAX_USED)
    {
      /* Forget the oldest half: their windows are long closed. */
      memmove (s->used, s->used + UFS_MAX_USED / 2, sizeof (UfsUsed) * (UFS_MAX_USED / 2));
      s->n_used = UFS_MAX_USED / 2;
    }
  s->used[s->n_used++] = (UfsUsed){ serial, (gint16) card, (gint16) ability };
}

static guint
card_uses_this_turn (const DkGame *g, gint32 card, guint ability)
{
  const DkCard *c = dk_game_card (g, card);
  guint32 bits;

  if (c->vars[UFS_VAR_USES_TURN] != dk_game_turn (g))
    return 0;
  bits = (guint32) c->vars[UFS_VAR_USES];
  return ((bits >> ability) & 1) + ((bits >> (16 + ability)) & 1);
}

/* K.3.3: copies of one character attached to the starting character give
 * it one set of abilities (D.2.2.3.4.1): an ability of one of them is a
 * copy of the same ability of the others, and its uses are theirs. */
static guint
uses_this_turn (const DkGame *g, gint32 card, guint ability)
{
  guint n = card_uses_this_turn (g, card, ability);
  const DkCardDef *def;
  const guint16 *staging;
  guint size;

  if (!dk_game_card_has_flag (g, card, UFS_FLAG_ATTACHED))
    return n;
  def = dk_game_card_def (g, card);
  staging = dk_game_zone (g, UFS_ZONE_STAGING, ufs_zone_owner_of (g, card), &size);
  for (guint i = 0; i < size; i++)
    if ((gint32) staging[i] != card && dk_game_card_def (g, staging[i]) == def &&
        dk_game_card_has_flag (g, staging[i], UFS_FLAG_ATTACHED))
      n += card_uses_this_turn (g, staging[i], ability);
  return n;
}

static void
count_use (DkGame *g, gint32 card, guint ability)
{
  DkCard *c = dk_game_card_mut (g, card);
  guint32 bits;

  if (ability >= 16)
    return;
  if (c->vars[UFS_VAR_USES_TURN] != dk_game_turn (g))
    {
      c->vars[UFS_VAR_USES_TURN] = dk_game_turn (g);
      c->vars[UFS_VAR_USES] = 0;
    }
  bits = (guint32) c->vars[UFS_VAR_USES];
  bits |= (bits & (1u << ability)) ? 1u << (16 + ability) : 1u << ability;
  c->vars[UFS_VAR_USES] = (gint32) bits;
}

/* The card an event names by @name (`card`, or an attribute holding a
 * card), or DK_NO_CARD; @is_card says whether the name is one of those. */
static gint32
event_card_attr (const DkGame *g, const DkEvent *ev, const char *name, gboolean *is_card)
{
  const DkEventSpec *spec = dk_rules_event_spec (dk_game_get_rules (g), ev->type);

  *is_card = TRUE;
  if (strcmp (name, "card") == 0)
    return ev->card;
  for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS; i++)
    if (spec->attrs[i].name != NULL && spec->attrs[i].type == DK_ATTR_CARD &&
        strcmp (spec->attrs[i].name, name) == 0)
      return ev->a[i];
  *is_card = FALSE;
  return DK_NO_CARD;
}

/* Does @ev name @card (as its card, or in an attribute)? */
static gboolean
event_names (const DkGame *g, const DkEvent *ev, gint32 card)
{
  const DkEventSpec *spec;

  if (ev == NULL)
    return FALSE;
  if (ev->card == card)
    return TRUE;
  spec = dk_rules_event_spec (dk_game_get_rules (g), ev->type);
  for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS; i++)
    if (spec->attrs[i].name != NULL && spec->attrs[i].type == DK_ATTR_CARD && ev->a[i] == card)
      return TRUE;
  return FALSE;
}

/* The type of @card, the card of @ev, as the event saw it: D.2.2.2: a
 * face-down card in a staging area, or one that left it face down, is a
 * foundation; another card its printed type. */
static guint
event_card_type (const DkGame *g, const DkEvent *ev, gint32 card)
{
  if (dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN) &&
      (ufs_zone_kind_of (g, card) == UFS_ZONE_STAGING ||
       (ev->type == DK_EVENT_ZONE_CHANGE && ev->a[0] == UFS_ZONE_STAGING)))
    return UFS_TYPE_FOUNDATION;
  return MIN (ufs_card_type (g, card), 31u);
}

/* The play restrictions (UfsWhenRestriction bits) of @card's ability
 * numbered @number from 1: a printed one's (H.3.1), or, numbered after
 * them, a keyword's ability's, which has the restriction before its
 * keyword (I.2.5; a keyword has no resource restriction). */
static guint32
ability_restrictions (const DkGame *g, gint32 card, gint32 number)
{
  const DkCardDef *def = card >= 0 ? dk_game_card_def (g, card) : NULL;
  guint32 bits = 0;

  if (def == NULL || number < 1)
    return 0;
  if ((guint) number <= def->n_abilities)
    {
      UfsAbilityData scratch;
      guint32 flags = ufs_ability_data (g, def, (guint) number - 1, &scratch)->flags;

      bits |= (flags & UFS_AB_DEADLOCK) ? UFS_WHEN_R_DEADLOCK : 0;
      bits |= (flags & UFS_AB_DESPERATION) ? UFS_WHEN_R_DESPERATION : 0;
      bits |= (flags & UFS_AB_CHARACTER) ? UFS_WHEN_R_CHARACTER : 0;
      bits |= (flags & UFS_AB_RESOURCE) ? UFS_WHEN_R_RESOURCE : 0;
    }
  else
    {
      UfsKeywordData scratch;
      const UfsKeywordData *kw =
          ufs_keyword_ability (g, card, (guint) number - def->n_abilities - 1, &scratch);

      if (kw == NULL)
        return 0;
      bits |= (kw->flags & UFS_KWR_DEADLOCK) ? UFS_WHEN_R_DEADLOCK : 0;
      bits |= (kw->flags & UFS_KWR_DESPERATION) ? UFS_WHEN_R_DESPERATION : 0;
      bits |= (kw->flags & UFS_KWR_CHARACTER) ? UFS_WHEN_R_CHARACTER : 0;
    }
  return bits;
}

/* Does the event's attribute meet the compiled <when> attribute @w, on
 * @card of @player's? As its text would equal the attribute's (see compile_when_attr). */
static gboolean
when_attr_matches (
    const DkGame *g, const UfsWhen *w, gint32 card, guint player, const DkEvent *ev)
{
  gint32 v = w->arg == UFS_WHEN_ARG_CARD   ? ev->card
             : w->arg == UFS_WHEN_ARG_TURN ? ev->turn
                                           : ev->a[w->arg];
  const DkCardDef *def;

  switch ((UfsWhenKind) w->kind)
    {
    case UFS_WHEN_NEVER:
      return FALSE;
    case UFS_WHEN_SELF:
      return v == card;
    case UFS_WHEN_INT:
    case UFS_WHEN_WORD:
      return v == w->value;
    case UFS_WHEN_MIN:
      return v >= w->value;
    case UFS_WHEN_MAX:
      return v <= w->value;
    case UFS_WHEN_WORDS:
      return v >= 0 && v < 31 && ((w->value >> v) & 1);
    case UFS_WHEN_BOOL:
      return (v != 0) == (w->value != 0);
    case UFS_WHEN_RESULTS:
      /* K.2.8: the event's ability, numbered from 1 (a keyword's ability,
       * past the printed ones, causes none of these). */
      def = ev->card >= 0 ? dk_game_card_def (g, ev->card) : NULL;
      if (def == NULL || v < 1 || (guint) v > def->n_abilities)
        return FALSE;
      {
        UfsAbilityData scratch;

        return (ufs_ability_data (g, def, (guint) v - 1, &scratch)->results & w->value) != 0;
      }
    case UFS_WHEN_PLAYER:
      return w->value < 0 ? v < 0 : v == w->value;
    case UFS_WHEN_REL_PLAYER:
      return v >= 0 && v == (gint32) (w->value ? ufs_opponent (player) : player);
    case UFS_WHEN_ATTACK_STATUS:
      /* read as the response is offered: the Damage Step's damage is
       * answered before the attack resolves (G.3, G.4) */
      return v >= 0 && v == ufs_state_const (g)->attack &&
             ((w->value >> ufs_state_const (g)->block_status) & 1);
    case UFS_WHEN_KEYWORD:
      return v >= 0 && (guint) v < dk_game_n_cards (g) &&
             ufs_has_keyword_name (g, v, (guint) w->value);
    case UFS_WHEN_CHANGE:
      /* v: the old value, the new one after it */
      return w->flags == UFS_WHEN_MIN ? ev->a[w->arg + 1] - v >= w->value
                                      : ev->a[w->arg + 1] - v <= w->value;
    case UFS_WHEN_KW_ABILITY:
      /* I.3: a keyword's ability is numbered after the printed ones */
      def = ev->card >= 0 ? dk_game_card_def (g, ev->card) : NULL;
      if (def == NULL || v <= (gint32) def->n_abilities)
        return FALSE;
      {
        UfsKeywordData scratch;
        const UfsKeywordData *kw =
            ufs_keyword_ability (g, ev->card, (guint) v - def->n_abilities - 1, &scratch);

        return kw != NULL && ((w->value >> kw->kind) & 1);
      }
    case UFS_WHEN_RESTRICTION:
      return (ability_restrictions (g, ev->card, v) & w->value) != 0;
    case UFS_WHEN_TYPE:
      return v >= 0 && (guint) v < dk_game_n_cards (g) && ((w->value >> event_card_type (g, ev, v)) & 1);
    case UFS_WHEN_CARD:
      if (v < 0 || (guint) v >= dk_game_n_cards (g))
        return (w->flags & UFS_WHEN_CARD_NONE) != 0;
      def = dk_game_card_def (g, v);
      if (def == NULL)
        return (w->flags & UFS_WHEN_CARD_UNKNOWN) != 0;
      return ufs_card_data (def)->id == (GQuark) w->value;
    }
  return FALSE;
}

/* A <when> value matched as text: equal, a bound ("4+", "3-") or one
 * of several words ("partial|complete"). */
static gboolean
text_matches (const char *want, const char *got)
{
  gint32 bound;
  guint8 kind;

  if (strcmp (want, got) == 0)
    return TRUE;
  if (ufs_when_bound (want, &bound, &kind))
    {
      char *end;
      gint64 n = g_ascii_strtoll (got, &end, 10);

      return *got != '\0' && *end == '\0' && (kind == UFS_WHEN_MIN ? n >= bound : n <= bound);
    }
  if (strchr (want, '|') != NULL)
    {
      g_auto (GStrv) words = g_strsplit (want, "|", -1);

      return g_strv_contains ((const char *const *) words, got);
    }
  return FALSE;
}

/* The matching of the condition of @ab, on @card, with the event of the
 * window (H.2.3.2.4.2.1). `self` stands for @card in an attribute that
 * holds a card. */
gboolean
ufs_when_matches (const DkGame *g,
                  const DkAbility *ab,
                  const UfsAbilityData *ad,
                  gint32 card,
                  guint player,
                  const DkEvent *ev)
{
  if (ab->when_event < 0 || (guint) ab->when_event != ev->type)
    return FALSE;
  if (ab->when_player == 1 && ev->player != (gint) player)
    return FALSE;
  if (ab->when_player == 2 && ev->player != (gint) ufs_opponent (player))
    return FALSE;
  if (!(ad->flags & UFS_AB_WHEN_TEXT))
    {
      for (guint i = 0; i < ad->n_when; i++)
        if (!when_attr_matches (g, &ad->when[i], card, player, ev))
          return FALSE;
      return TRUE;
    }
  for (guint i = 0; i < ab->n_when_attrs; i++)
    {
      const DkAttr *attr = &ab->when_attrs[i];
      g_autofree char *v = NULL;

      if (strcmp (attr->value, "self") == 0)
        {
          gboolean is_card;
          gint32 named = event_card_attr (g, ev, attr->name, &is_card);

          if (is_card)
            {
              if (named != card)
                return FALSE;
              continue;
            }
        }
      v = dk_game_event_attr_string (g, ev, attr->name);
      if (v == NULL || !text_matches (attr->value, v))
        return FALSE;
    }
  return TRUE;
}

/**
 * ufs_fired_limits_ok:
 * @g: a game
 * @ad: a continuous ability with a <when>
 *
 * J.3.2: a fired effect is played by no one, so no limit holds it but
 * those that say when its event happened: `combat-phase` (F.2: "After this
 * card leaves your card pool during the Combat Phase") and `enhance-step`
 * (G.1: "... during the Enhance Step"), read as it would fire, right after
 * its event (J.3.2.1.1). Any other limit is not read.
 *
 * Returns: whether it may fire now
 */
gboolean
ufs_fired_limits_ok (const DkGame *g, const UfsAbilityData *ad)
{
  const guint limits[] = { ad->limit, ad->limit2 };

  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    if ((limits[i] == UFS_LIMIT_COMBAT_PHASE && dk_game_phase (g) != UFS_PHASE_COMBAT) ||
        (limits[i] == UFS_LIMIT_ENHANCE_STEP && !ufs_state_const (g)->in_enhance))
      return FALSE;
  return TRUE;
}

/* One limit of a printed ability (H.3.2.2), for @player now. */
static gboolean
limit_ok (const DkGame *g, gint32 card, guint limit, guint index, guint player, gint32 window)
{
  const UfsState *s = ufs_state_const (g);
  guint active;
  gboolean in_attack;

  if (limit == UFS_LIMIT_NONE)
    return TRUE;
  active = dk_game_active (g);
  in_attack = s->attack != DK_NO_CARD;
  switch ((UfsLimit) limit)
    {
    case UFS_LIMIT_ONCE_PER_TURN:
      return uses_this_turn (g, card, index) < 1;
    case UFS_LIMIT_TWICE_PER_TURN:
      return uses_this_turn (g, card, index) < 2;
    case UFS_LIMIT_YOUR_TURN:
      return active == player;
    case UFS_LIMIT_OPPONENT_TURN:
      return active != player;
    case UFS_LIMIT_YOUR_ATTACK:
      return in_attack && s->attacker == (gint32) player;
    case UFS_LIMIT_OPPONENT_ATTACK:
      return in_attack && s->attacker != (gint32) player;
    case UFS_LIMIT_ENHANCE_STEP:
    case UFS_LIMIT_ONCE_PER_ENHANCE_STEP:
      /* H.3.2.2.7, H.2.3.2.3: a response window opened during the
       * Enhance Step only pauses it. */
      if (window != UFS_WINDOW_ENHANCE && !(window >= UFS_WINDOW_RESPONSE && s->in_enhance))
        return FALSE;
      /* H.3.2.2.8: once in the step, whichever window it was in. */
      return limit != UFS_LIMIT_ONCE_PER_ENHANCE_STEP ||
             !used_in_window (g, s->enhance_window, card, (gint32) index);
    case UFS_LIMIT_COMBAT_PHASE:
      /* F.2: a response to an event of the Combat Phase: its window opens
       * in the phase of its event */
      return dk_game_phase (g) == UFS_PHASE_COMBAT;
    case UFS_LIMIT_ONCE_PER_GAME:
      /* [Once per game]: see docs/rulings.md. */
      return ufs_game_use_left (g, card, index);
    case UFS_LIMIT_NONE:
      break;
    }
  return TRUE;
}

/* The H.3 restrictions of a printed ability, for @player now. */
static gboolean
restrictions_ok (const DkGame *g,
                 gint32 card,
                 const DkAbility *ab,
                 const UfsAbilityData *ad,
                 guint index,
                 guint player,
                 gint32 window)
{
  const UfsState *s = ufs_state_const (g);

  if (ad->flags & UFS_AB_FIRST)
    {
      /* H.3.1.1 */
      if (ab->type == UFS_ABILITY_FORM && s->forms[player] > 0)
        return FALSE;
      if (ab->type == UFS_ABILITY_ENHANCE && s->enhances[player] > 0)
        return FALSE;
    }
  if ((ad->flags & UFS_AB_COMBO) && !ufs_combo_ok (g, card))
    return FALSE;
  if ((ad->flags & UFS_AB_DEADLOCK) && !ufs_at_deadlock (g, ufs_opponent (player)))
    return FALSE;
  if ((ad->flags & UFS_AB_DESPERATION) && !ufs_at_desperation (g, player))
    return FALSE;
  if ((ad->flags & UFS_AB_CHARACTER) && ad->character != ufs_character_quark (g, player))
    return FALSE;
  if ((ad->flags & UFS_AB_RESOURCE) && !(ufs_character_symbols (g, player) & ad->resource))
    return FALSE;
  if (ad->flags & UFS_AB_WATERMARK)
    {
      gint32 c = s->character[player];
      GQuark mark = c >= 0 ? (GQuark) dk_game_stat (g, c, UFS_STAT_WATERMARK) : 0;

      if (mark == 0 || mark != ad->watermark)
        return FALSE;
    }
  /* H.3.3.1: only playable while its card is committed. */
  if ((ad->flags & UFS_AB_ONLY_COMMITTED) && !ufs_is_committed (g, card))
    return FALSE;
  /* E.4.1.3: an effect may forbid abilities of this type. */
  if (!ufs_restrict_may_play_ability (g, player, (guint) ab->type, card))
    return FALSE;
  /* H.3.2.2: a combined limit holds when each of its parts does. */
  return limit_ok (g, card, ad->limit, index, player, window) &&
         limit_ok (g, card, ad->limit2, index, player, window);
}

/* H.2.1.3, H.2.2.3, H.2.3.3, H.3.2.1: is the card where this ability may
 * be played from, by @player? */
static gboolean
place_ok (const DkGame *g,
          gint32 card,
          const DkAbility *ab,
          const UfsAbilityData *ad,
          guint player,
          const DkEvent *ev)
{
  const UfsState *s = ufs_state_const (g);
  guint kind = ufs_zone_kind_of (g, card);
  guint owner = ufs_zone_owner_of (g, card);
  guint type = ufs_card_type (g, card);
  gboolean while_committed = (ad->flags & UFS_AB_WHILE_COMMITTED) != 0;

  if (owner != player && !(ad->flags & UFS_AB_EITHER_PLAYER))
    return FALSE;
  if (dk_game_card_has_flag (g, card, UFS_FLAG_SEALED) || ufs_is_face_down (g, card))
    return FALSE;
  /* D.2.2.3.3, D.2.2.3.4.1: abilities on attached cards cannot be played,
   * but the starting character gains those of the characters attached to
   * it (copies of one character are one set: their options merge); a
   * sealed starting character has none (K.4.3). */
  if (dk_game_card_has_flag (g, card, UFS_FLAG_ATTACHED))
    return type == UFS_TYPE_CHARACTER && ufs_host_of (g, card) == s->character[owner] &&
           !dk_game_card_has_flag (g, ufs_host_of (g, card), UFS_FLAG_SEALED) &&
           (!ufs_is_committed (g, card) || while_committed) && !(ad->flags & UFS_AB_ZONE);
  if (ad->flags & UFS_AB_ZONE)
    return (gint) kind == ad->zone;
  /* K.3.17.1: an action card played as though it were in the hand */
  if (type == UFS_TYPE_ACTION && kind != UFS_ZONE_HAND && s->n_as_hand > 0 &&
      ufs_as_hand_abilities_x (g, card))
    return TRUE;
  /* H.2.3.3: a response whose condition names its own card, wherever that
   * card is (the event names it: ufs_when_matches). */
  if (ab->type == UFS_ABILITY_RESPONSE && ev != NULL && (ad->flags & UFS_AB_NAMES_SELF))
    return !ufs_is_committed (g, card) || while_committed;
  switch (kind)
    {
    case UFS_ZONE_STAGING:
      /* H.5.1 */
      if (ufs_is_committed (g, card) && !while_committed)
        return FALSE;
      return type == UFS_TYPE_FOUNDATION || type == UFS_TYPE_ASSET || card == s->character[owner];
    case UFS_ZONE_HAND:
      return type == UFS_TYPE_ACTION;
    case UFS_ZONE_CARD_POOL:
      return ab->type != UFS_ABILITY_FORM && card == s->attack;
    default:
      return FALSE;
    }
}

/* Is printed ability @index of @card playable by @player as @type in
 * @window now? */
static gboolean
printed_playable (DkGame *g,
                  gint32 card,
                  const DkCardDef *def,
                  guint index,
                  guint player,
                  UfsAbilityType type,
                  gint32 window,
                  const DkEvent *ev)
{
  const DkAbility *ab = &def->abilities[index];
  const UfsAbilityData *ad;
  UfsAbilityData scratch;

  if (ab->type != (gint) type)
    return FALSE;
  /* H.2.3.2.4.2.1: a response answers its event only. */
  if (type == UFS_ABILITY_RESPONSE && (ev == NULL || ab->when_event != (gint) ev->type))
    return FALSE;
  ad = ufs_ability_data (g, def, index, &scratch);
  /* A printed ability with no effect does nothing: never offered. */
  if (ad->flags & UFS_AB_INERT)
    return FALSE;
  if (!place_ok (g, card, ab, ad, player, ev))
    return FALSE;
  if (type == UFS_ABILITY_RESPONSE && !ufs_when_matches (g, ab, ad, card, player, ev))
    return FALSE;
  if (window != 0 && used_in_window (g, current_window_serial (g, window), card, (gint32) index))
    return FALSE;
  if (!restrictions_ok (g, card, ab, ad, index, player, window))
    return FALSE;
  /* E.4.1.1 and, for an action card played with it, E.4.1.2. */
  if (ufs_played_as_from_hand (g, card) &&
      (!ufs_resource_ok (g, player, card) || !ufs_only_ok (g, card, player)))
    return FALSE;
  return ufs_cost_payable (g, card, &ab->cost, player);
}

/* Offer `ability CARD N` for every ability of @c (defined by @def) that
 * @player may play as @type now; returns how many. With @probe, offers
 * nothing and stops at the first. */
static guint
offer_card (DkGame *g,
            gint32 c,
            const DkCardDef *def,
            guint player,
            UfsAbilityType type,
            gint32 window,
            const DkEvent *ev,
            gboolean probe)
{
  const UfsState *s = ufs_state_const (g);
  const UfsCardData *d = ufs_card_data (def);
  guint found = 0;
  guint n_kw;

  for (guint a = 0; ((d->types >> type) & 1) && a < def->n_abilities; a++)
    if (printed_playable (g, c, def, a, player, type, window, ev))
      {
        found++;
        if (probe)
          return found;
        else
          {
            DkOption *o = dk_game_offer (g, UFS_VERB (ABILITY), 0);

            dk_option_add_card (o, c);
            dk_option_add_int (o, (gint32) a + 1);
          }
      }
  /* Keyword abilities: on the current attack (E), or R ones. */
  if (!ufs_has_played_keywords (g, c, d) || type == UFS_ABILITY_FORM ||
      (type == UFS_ABILITY_ENHANCE && c != s->attack))
    return found;
  n_kw = ufs_n_keyword_abilities (g, c);
  for (guint k = 0; k < n_kw; k++)
    {
      UfsKeywordData scratch;
      const UfsKeywordData *kw = ufs_keyword_ability (g, c, k, &scratch);
      guint number = def->n_abilities + k;

      if (window != 0 && used_in_window (g, current_window_serial (g, window), c, (gint32) number))
        continue;
      if (!ufs_keyword_playable (g, c, kw, number, player, type, ev))
        continue;
      found++;
      if (probe)
        return found;
      else
        {
          DkOption *o = dk_game_offer (g, UFS_VERB (ABILITY), 0);

          dk_option_add_card (o, c);
          dk_option_add_int (o, (gint32) number + 1);
        }
    }
  return found;
}

/* The set of UfsState.able_event of the event kind @type, or -1. */
static gint
able_event_slot (const UfsState *s, guint type)
{
  guint slot;

  if (type >= 64 || !((s->answered >> type) & 1))
    return -1;
  slot = ufs_bit_count (s->answered & ((G_GUINT64_CONSTANT (1) << type) - 1));
  return slot < UFS_ABLE_EVENTS ? (gint) slot : -1;
}

/**
 * ufs_compute_able:
 * @g: a game
 *
 * Works out which cards, as dealt now, have an ability of each timing they
 * could play from some zone (UfsState.able, .able_event): at the game's
 * start and whenever the cards get other definitions
 * (dk_game_determinize()). A view keeps its game's: a hidden card has no
 * definition there, and is passed over anyway.
 */
void
ufs_compute_able (DkGame *g)
{
  UfsState *s = ufs_state (g);
  guint n = dk_game_n_cards (g);

  memset (s->able, 0, sizeof s->able);
  memset (s->able_event, 0, sizeof s->able_event);
  s->answered = s->fired = 0;
  s->static_stats = 0;
  s->static_forbids = 0;
  s->able_stale = 0;
  s->able_cards = n <= UFS_ABLE_CARDS ? (guint16) n : 0;
  /* C.3.3.4.3: until all are surveyed, every card may have one */
  s->static_changes = s->able_cards == 0;
  /* J.4.2.3: does a card of the game read another's values? (the cards
   * past the able ones looked at apart) */
  s->lki_on = 0;
  for (guint c = s->able_cards; c < n && !s->lki_on; c++)
    {
      const DkCardDef *def = dk_game_card_def (g, (gint32) c);

      s->lki_on = def != NULL && ufs_card_data (def)->reads_cards;
    }
  s->n_rare = 0;
  for (guint c = 0; c < s->able_cards; c++)
    {
      const DkCardDef *def = dk_game_card_def (g, (gint32) c);
      const UfsCardData *d;
      guint64 card_bit = G_GUINT64_CONSTANT (1) << (c % 64);

      if (def == NULL)
        continue;
      d = ufs_card_data (def);
      s->lki_on |= d->reads_cards;
      if (((d->zones[UFS_ABILITY_ENHANCE] | d->zones[UFS_ABILITY_FORM]) & UFS_FAR_ZONES) ||
          (d->either_types & ((1u << UFS_ABILITY_ENHANCE) | (1u << UFS_ABILITY_FORM))))
        {
          if (s->n_rare < UFS_RARE_CARDS)
            s->rare_cards[s->n_rare++] = (gint16) c;
          else
            s->n_rare = UFS_RARE_MANY;
        }
      s->answered |= d->responds;
      s->fired |= d->fires;
      s->static_stats |= d->other_stats;
      s->static_forbids |= d->forbids;
      s->static_changes |= (guint8) d->static_changes;
      /* As the card filter of scan_card() has it, for any zone, whether or
       * not the card is the attack. */
      for (guint t = UFS_ABILITY_ENHANCE; t <= UFS_ABILITY_RESPONSE; t++)
        {
          gboolean kind = t == UFS_ABILITY_RESPONSE ? d->responds != 0
                                                    : ((d->types >> t) & 1) || d->n_played > 0;
          gboolean place = d->zones[t] != 0 || (t == UFS_ABILITY_ENHANCE && d->n_played > 0);

          if (kind && place)
            s->able[t][c / 64] |= card_bit;
        }
      if (d->fires != 0)
        s->able[UFS_ABILITY_CONTINUOUS][c / 64] |= card_bit;
    }
  ufs_kw_granted_able (g);
  /* The responses by event kind, now that the kinds are known. */
  for (guint w = 0; w < UFS_ABLE_CARDS / 64; w++)
    for (guint64 bits = s->able[UFS_ABILITY_RESPONSE][w]; bits != 0; bits &= bits - 1)
      {
        guint c = w * 64 + ufs_lowest_bit (bits);

        for (guint64 e = ufs_card_data (dk_game_card_def (g, (gint32) c))->responds; e != 0;
             e &= e - 1)
          {
            gint slot = able_event_slot (s, ufs_lowest_bit (e));

            if (slot >= 0)
              s->able_event[slot][w] |= G_GUINT64_CONSTANT (1) << (c % 64);
          }
      }
}

/**
 * ufs_cards_dealt:
 * @g: a view, or a determinized view
 *
 * DkModule.cards_dealt: the cards' definitions changed under the module.
 * The able cards of the game they came from go (a view keeps nothing of
 * what its hidden cards were) and are worked out again when a scan next
 * needs them: a copy that is never played pays nothing.
 */
void
ufs_cards_dealt (DkGame *g)
{
  UfsState *s = ufs_state (g);

  memset (s->able, 0, sizeof s->able);
  memset (s->able_event, 0, sizeof s->able_event);
  s->answered = s->fired = 0;
  s->able_cards = 0;
  s->able_stale = 1;
}

/* What a scan for abilities looks for (ufs_offer_abilities_for()). */
typedef struct
{
  guint players;
  UfsAbilityType type;
  gint32 window;
  const DkEvent *ev;
  gboolean probe;
  /* Does a card offer its abilities to the player whose zone it is in only
   * (but for the keyword abilities of the attack, and Breaker's on the
   * blocker)? */
  gboolean own_only;
  guint64 bit; /* a response's: the event kind's bit, 0 past 63 */
} Scan;

/* The zone of @card (perhaps not a card), or -1. */
static gint
zone_of (const DkGame *g, gint32 card)
{
  return card >= 0 && (guint) card < dk_game_n_cards (g) ? dk_game_card (g, card)->zone : -1;
}

/* The zones to look in: bit 8 * player + kind. */
static guint
zones_to_scan (const DkGame *g, const Scan *sc, guint zone_mask, gboolean deck_named)
{
  const UfsState *s = ufs_state_const (g);
  gint attack_zone = zone_of (g, s->attack);
  gint named_zone = sc->ev != NULL ? zone_of (g, sc->ev->a[1]) : -1;
  guint ok = 0;

  if (!deck_named)
    zone_mask &= ~(1u << UFS_ZONE_DECK);
  for (guint pi = 0; pi < 2; pi++)
    {
      /* The zone kinds of @pi's that hold the attack, or the card the
       * event names second (the blocker). */
      guint attack_kind = 0, special_kinds;
      guint kinds = zone_mask;

      if (attack_zone >= 0 && ufs_zone_owner ((guint) attack_zone) == pi)
        attack_kind = 1u << ufs_zone_kind ((guint) attack_zone);
      special_kinds = attack_kind;
      if (named_zone >= 0 && ufs_zone_owner ((guint) named_zone) == pi)
        special_kinds |= 1u << ufs_zone_kind ((guint) named_zone);
      /* No card of the game plays such an ability from such a zone (but
       * the attack's keyword abilities). */
      if (sc->type == UFS_ABILITY_ENHANCE)
        kinds |= attack_kind & ~(deck_named ? 0u : 1u << UFS_ZONE_DECK);
      /* The other side's zone offers nothing but its special cards (the
       * attack, the blocker). */
      if (sc->own_only && !((sc->players >> pi) & 1))
        kinds &= special_kinds;
      ok |= (kinds & 0x7fu) << (8 * pi);
    }
  return ok;
}

/* Is one of UfsState.rare_cards in @player's zone of @kind, with an
 * ability of @type it may play from there? */
static inline gboolean
rare_card_in (const DkGame *g, guint kind, guint player, UfsAbilityType type)
{
  const UfsState *s = ufs_state_const (g);
  guint zone = kind * 2 + player;

  if (s->n_rare == UFS_RARE_MANY)
    return TRUE;
  for (guint i = 0; i < s->n_rare; i++)
    if (dk_game_card (g, s->rare_cards[i])->zone == zone)
      {
        const DkCardDef *def = dk_game_card_def (g, s->rare_cards[i]);

        if (def == NULL || (ufs_card_data (def)->zones[type] >> kind & 1))
          return TRUE;
      }
  return FALSE;
}

/* Offers the abilities of @c, in @player's zone of @kind, as @sc asks;
 * returns how many. */
static inline guint
scan_card (DkGame *g, const Scan *sc, gint32 c, guint kind, guint pi)
{
  const UfsState *s = ufs_state_const (g);
  const DkEvent *ev = sc->ev;
  UfsAbilityType type = sc->type;
  gboolean special = c == s->attack || (ev != NULL && ev->a[1] == c);
  const DkCardDef *def;
  const UfsCardData *d;
  guint found = 0;

  /* A face-down or sealed card has no ability to play (place_ok,
   * ufs_n_keyword_abilities). */
  if (dk_game_card (g, c)->flags & (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_SEALED))
    return 0;
  if (sc->own_only && !special && !((sc->players >> pi) & 1))
    return 0;
  def = dk_game_card_def (g, c);
  if (def == NULL)
    return 0;
  d = ufs_card_data (def);
  if (type == UFS_ABILITY_RESPONSE
          ? sc->bit != 0 && !(d->responds & sc->bit)
          : !((d->types >> type) & 1) && (!ufs_has_played_keywords (g, c, d) || c != s->attack))
    return 0;
  /* Nothing of the card may be played from where it is (but the attack's
   * keyword abilities). */
  if (!((d->zones[type] >> kind) & 1) &&
      !(type == UFS_ABILITY_ENHANCE && c == s->attack && ufs_has_played_keywords (g, c, d)))
    return 0;
  /* A response no printed ability of the card gives: Breaker answers the
   * block of this card, Reversal a resolved attack from the hand
   * (ufs_keyword_playable()). */
  if (type == UFS_ABILITY_RESPONSE && sc->bit != 0 && !(d->printed_responds & sc->bit) &&
      !(ev->type == UFS_EVENT (BLOCK) ? ev->a[1] == c
                                      : ev->type == UFS_EVENT (ATTACK_RESOLVED) && kind == UFS_ZONE_HAND))
    return 0;
  /* H.5.1: a committed card in a staging area plays nothing but what it
   * may play while committed, or from a zone named (place_ok()). */
  if (kind == UFS_ZONE_STAGING && !((d->committed_types >> type) & 1) &&
      !ufs_has_played_keywords (g, c, d) && ufs_is_committed (g, c))
    return 0;
  if (kind == UFS_ZONE_DECK && !event_names (g, ev, c))
    return 0;
  for (guint p = 0; p < 2; p++)
    if (((sc->players >> p) & 1) && (p == pi || !sc->own_only || special))
      {
        found += offer_card (g, c, def, p, type, sc->window, ev, sc->probe);
        if (sc->probe && found > 0)
          return found;
      }
  return found;
}

/* Offer `ability CARD N` for every ability of every card @players (a bit
 * a player) may play as @type now; returns how many. With @probe, offers
 * nothing and stops at the first. */
static guint
offer_abilities_scan (
    DkGame *g, guint players, UfsAbilityType type, gint32 window, const DkEvent *ev, gboolean probe)
{
  const UfsState *s = ufs_state_const (g);
  static const guint zones[] = { UFS_ZONE_STAGING, UFS_ZONE_HAND,     UFS_ZONE_CARD_POOL,
                                 UFS_ZONE_DISCARD, UFS_ZONE_MOMENTUM, UFS_ZONE_REMOVED,
                                 UFS_ZONE_DECK };
  /* place_of[kind]: the zone kind's place in @zones. */
  static const guint8 place_of[] = { 6, 1, 2, 0, 3, 4, 5 };
  guint ordered = 0;
  Scan sc = { players, type, window, ev, probe, !((s->either_types >> type) & 1), 0 };
  guint found = 0;
  gboolean deck_named = FALSE;
  guint zone_mask;
  guint ok;
  const guint64 *able = NULL;

  if (type == UFS_ABILITY_RESPONSE)
    {
      /* Nobody in the game answers this event. */
      if (ev == NULL)
        return 0;
      sc.bit = ev->type < 64 ? G_GUINT64_CONSTANT (1) << ev->type : 0;
      if (sc.bit != 0 && !(s->respondable & sc.bit))
        return 0;
      /* The zone kinds some card may answer it from. */
      zone_mask = sc.bit != 0 ? s->answer_zones[ev->type] : 0x7f;
    }
  else
    zone_mask = s->type_zones[type];
  /* The cards that may pass the card filter at all (an event past the
   * mask's kinds, which any card passes, has none). */
  if (!ufs_able_ready (g))
    able = NULL;
  else if (type != UFS_ABILITY_RESPONSE)
    able = s->able[type];
  else if (sc.bit != 0)
    {
      gint slot = able_event_slot (s, ev->type);

      if (!(s->answered & sc.bit))
        return 0;
      able = slot >= 0 ? s->able_event[slot] : s->able[type];
    }
  /* A card in a deck can only answer an event that names it (H.2.3.3):
   * the decks are looked at only for such an event. */
  for (guint i = 0;
       ((zone_mask >> UFS_ZONE_DECK) & 1) && ev != NULL && i <= DK_EVENT_ARGS && !deck_named; i++)
    {
      gint32 c = i == 0 ? ev->card : ev->a[i - 1];

      deck_named = c >= 0 && (guint) c < dk_game_n_cards (g) && event_names (g, ev, c) &&
                   ufs_zone_kind_of (g, c) == UFS_ZONE_DECK;
    }
  /* Both players' responses: any card in a zone of @zone_mask may answer. */
  if (players == 3 && type == UFS_ABILITY_RESPONSE)
    {
      ok = zone_mask & 0x7fu & (deck_named ? 0x7fu : ~(1u << UFS_ZONE_DECK));
      ok |= ok << 8;
    }
  else
    ok = zones_to_scan (g, &sc, zone_mask, deck_named);
  if (ok == 0)
    return 0;
  /* Whether some option exists does not depend on the order the cards are
   * looked at in: go through the able cards wherever they are. */
  if (probe && able != NULL)
    {
      for (guint w = 0; w < UFS_ABLE_CARDS / 64; w++)
        for (guint64 bits = able[w]; bits != 0; bits &= bits - 1)
          {
            gint32 c = (gint32) (w * 64 + ufs_lowest_bit (bits));
            guint zone = dk_game_card (g, c)->zone;
            guint kind = ufs_zone_kind (zone);
            guint pi = ufs_zone_owner (zone);

            if (kind <= UFS_ZONE_REMOVED && ((ok >> (8 * pi + kind)) & 1) &&
                scan_card (g, &sc, c, kind, pi) > 0)
              return 1;
          }
      return 0;
    }
  /* The zones to look in, bit 8 * player + their place in @zones: gone
   * through in that order, a zone at a time. */
  for (guint64 b = ok; b != 0; b &= b - 1)
    {
      guint pos = ufs_lowest_bit (b);

      ordered |= 1u << (pos / 8 * 8 + place_of[pos % 8]);
    }
  for (guint64 b = ordered; b != 0; b &= b - 1)
    {
      guint pos = ufs_lowest_bit (b);
      guint pi = pos / 8, kind = zones[pos % 8];
      guint n;
      const guint16 *cards = dk_game_zone (g, kind, pi, &n);

      /* A zone few cards play enhance or form abilities from, or a zone
       * of a player the scan is not for, where none of the cards that
       * could is (but the attack's keyword abilities, wherever it is:
       * place_ok(), offer_card()). */
      if (able != NULL && type != UFS_ABILITY_RESPONSE &&
          (((UFS_FAR_ZONES >> kind) & 1) || !((players >> pi) & 1)) &&
          !rare_card_in (g, kind, pi, type) &&
          !(type == UFS_ABILITY_ENHANCE && zone_of (g, s->attack) == (gint) (kind * 2 + pi)))
        continue;
      if (able != NULL)
        {
          /* The zone's able cards, in order, picked without a branch a
           * card: which cards are able follows no pattern. */
          guint16 picked[UFS_ABLE_CARDS];
          guint k = 0;

          for (guint i = 0; i < n; i++)
            {
              guint c = cards[i];

              picked[k] = (guint16) c;
              k += (guint) ((able[c / 64] >> (c % 64)) & 1);
            }
          for (guint i = 0; i < k; i++)
            {
              found += scan_card (g, &sc, picked[i], kind, pi);
              if (probe && found > 0)
                return found;
            }
          continue;
        }
      for (guint i = 0; i < n; i++)
        {
          found += scan_card (g, &sc, cards[i], kind, pi);
          if (probe && found > 0)
            return found;
        }
    }
  return found;
}

/* K.3.17.1: the abilities of the action cards @players may play as though
 * they were in their hands, wherever they are. */
static guint
offer_as_hand (
    DkGame *g, guint players, UfsAbilityType type, gint32 window, const DkEvent *ev, gboolean probe)
{
  guint found = 0;

  for (guint i = 0; i < ufs_state_const (g)->n_as_hand; i++)
    for (guint p = 0; p < 2; p++)
      {
        gint32 c = ((players >> p) & 1) ? ufs_as_hand_abilities_card (g, i, p) : DK_NO_CARD;

        if (c == DK_NO_CARD)
          continue;
        found += offer_card (g, c, dk_game_card_def (g, c), p, type, window, ev, probe);
        if (probe && found > 0)
          return found;
      }
  return found;
}

/* Offer `ability CARD N` for every ability of every card @players (a bit
 * a player) may play as @type now; returns how many. With @probe, offers
 * nothing and stops at the first. */
guint
ufs_offer_abilities_for (
    DkGame *g, guint players, UfsAbilityType type, gint32 window, const DkEvent *ev, gboolean probe)
{
  guint found = 0;

  if (ufs_state_const (g)->n_as_hand > 0 && type != UFS_ABILITY_CONTINUOUS)
    {
      found = offer_as_hand (g, players, type, window, ev, probe);
      if (probe && found > 0)
        return found;
    }
  return found + offer_abilities_scan (g, players, type, window, ev, probe);
}

guint
ufs_offer_abilities (DkGame *g, guint player, UfsAbilityType type, gint32 window, const DkEvent *ev)
{
  return ufs_offer_abilities_for (g, 1u << player, type, window, ev, FALSE);
}

/**
 * ufs_ability_playable_untimed:
 * @g: a game
 * @card: a card
 * @index: one of its printed abilities
 * @player: who would play it
 *
 * H.5.4: could @player validly play the ability now, the timing of its
 * type (form, enhance, response) aside: where its card is, its
 * restrictions and limits, its costs.
 */
gboolean
ufs_ability_playable_untimed (DkGame *g, gint32 card, guint index, guint player, gboolean pay)
{
  const DkCardDef *def = card != DK_NO_CARD ? dk_game_card_def (g, card) : NULL;
  const DkAbility *ab;
  const UfsAbilityData *ad;
  UfsAbilityData scratch;

  if (def == NULL || index >= def->n_abilities)
    return FALSE;
  ab = &def->abilities[index];
  if (ab->type == UFS_ABILITY_CONTINUOUS)
    return FALSE;
  ad = ufs_ability_data (g, def, index, &scratch);
  if ((ad->flags & UFS_AB_INERT) || !place_ok (g, card, ab, ad, player, NULL))
    return FALSE;
  /* K.1.2: a prohibition in force (restrictions_ok reads them) wins over
   * the instruction to play. */
  return restrictions_ok (g, card, ab, ad, index, player, 0) &&
         (!pay || ufs_cost_payable (g, card, &ab->cost, player));
}

DkFrame *
ufs_push_ability (
    DkGame *g, gint32 card, guint index, guint player, gint32 window, UfsAbilityType kind)
{
  DkFrame *f = dk_game_push (g, UFS_PROC (ABILITY));

  f->a[0] = card;
  f->a[1] = (gint32) index;
  f->a[2] = (gint32) player;
  f->a[3] = (gint32) current_window_serial (g, window);
  f->a[4] = kind;
  return f;
}

/* The largest X the costs of @ab allow @player (H.4.4.2, E.4.1.1): as high
 * as all the costs together can really be paid; 9 when nothing in the
 * costs limits it. */
static guint
x_bound (DkGame *g, gint32 card, const DkAbility *ab, guint player)
{
  guint max = 9;

  while (max > 0 && !ufs_cost_payable_x (g, card, &ab->cost, player, (gint32) max))
    max--;
  return max;
}

/* The steps of ufs_proc_ability (E.4, H.4). */
enum
{
  UFS_ABILITY_STEP_ANNOUNCE = 0,      /* H.4.4.2: X, or a keyword ability */
  UFS_ABILITY_STEP_EARLY_PAID = 1,    /* E.4.4 done: an action card's own check */
  UFS_ABILITY_STEP_CHECKED = 2,       /* E.4.8: the check's result */
  UFS_ABILITY_STEP_LATE_COSTS = 3,    /* E.4.9: control-check costs */
  UFS_ABILITY_STEP_LATE_PAID = 4,     /* E.4.10, E.4.11: played; H.3.3.4 cancel? */
  UFS_ABILITY_STEP_CANCEL_ANSWER = 5, /* the opponent's answer */
  UFS_ABILITY_STEP_EFFECT = 6,        /* J.3.1.1, unless cancelled */
  UFS_ABILITY_STEP_CANCELLED = 7,     /* H.3.3.4.1, J.3.1.1 */
  UFS_ABILITY_STEP_EFFECT_DONE = 8,   /* the windows of its events */
  UFS_ABILITY_STEP_RESOLVED = 9,
  UFS_ABILITY_STEP_FAILED = 10, /* E.4.5.1, E.4.8.2, E.4.9.3 */
  UFS_ABILITY_STEP_CHOOSE_X = 11,
  UFS_ABILITY_STEP_EARLY_COSTS = 12,  /* E.4.4 */
  UFS_ABILITY_STEP_WINDOWS_DONE = 13, /* the windows of its playing closed */
  UFS_ABILITY_STEP_CANCEL_PAID = 14,  /* H.3.3.4.2: the opponent paid */
  UFS_ABILITY_STEP_OFFER = 15,        /* H.3.3.4: asked here (no window asked) */
  UFS_ABILITY_STEP_VITAL = 16,        /* J.4.4: a question-mark value chosen */
  UFS_ABILITY_STEP_KEYWORD_DONE = 20,
  UFS_ABILITY_STEP_RETURN = 21,
};

/* a[0] card, a[1] ability index (printed, then keyword), a[2] player,
 * a[3] window serial, a[4] its UfsAbilityType as played, a[5] bit 0 when
 * an action card is played with it, bit 1 cancelled by a payment,
 * UFS_PLAY_WAS_COMMITTED its card committed as the attempt began, a[6] X, a[7] the result once the
 * windows are done; from E.4.11 on, its place among the plays not
 * complete (ufs_playing_push). */
DkStepResult
ufs_proc_ability (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);
  gint32 card = f->a[0];
  guint index = (guint) f->a[1];
  guint player = (guint) f->a[2];
  const DkCardDef *def = dk_game_card_def (g, card);
  const DkAbility *ab = def && index < def->n_abilities ? &def->abilities[index] : NULL;
  UfsAbilityData scratch;

  switch (f->step)
    {
    case UFS_ABILITY_STEP_ANNOUNCE:
      ufs_scope_announce (g);
      /* J.3.1.4: a response's from the event it answers */
      if (f->a[4] == UFS_ABILITY_RESPONSE)
        ufs_scope_response (g, (guint32) f->a[3]);
      mark_used (g, (guint32) f->a[3], card, (gint32) index);
      if (ab != NULL && s->in_enhance && (guint32) f->a[3] != s->enhance_window)
        {
          /* H.3.2.2.8: a response played while the Enhance Step is paused. */
          if (ufs_ability_data (g, def, index, &scratch)->limit == UFS_LIMIT_ONCE_PER_ENHANCE_STEP)
            mark_used (g, s->enhance_window, card, (gint32) index);
        }
      /* H.5.2: a limit counts attempts: the use counts before any cost. */
      count_use (g, card, index);
      if (ab != NULL)
        {
          const UfsAbilityData *ad = ufs_ability_data (g, def, index, &scratch);

          if (ad->limit == UFS_LIMIT_ONCE_PER_GAME || ad->limit2 == UFS_LIMIT_ONCE_PER_GAME)
            ufs_game_use_note (g, card, index);
        }
      if (ab == NULL)
        {
          DkFrame *k;

          /* A keyword ability: ufs-keywords.c plays it. */
          f->step = UFS_ABILITY_STEP_KEYWORD_DONE;
          k = dk_game_push (g, UFS_PROC (KEYWORD));
          k->a[0] = card;
          k->a[1] = (gint32) (index - (def ? def->n_abilities : 0));
          k->a[2] = (gint32) player;
          return DK_STEP_WAIT;
        }
      /* J.4.5: UFS_PLAY_FREE, set by the effect that plays it, stays */
      f->a[5] = (f->a[5] & UFS_PLAY_FREE) | ufs_played_as_from_hand (g, card);
      if (f->a[5] & 1)
        dk_game_reveal (g, card, player);
      /* K.2.9: its card's state as the attempt begins */
      f->a[5] |= ufs_is_committed (g, card) ? UFS_PLAY_WAS_COMMITTED : 0;
      /* J.4.5: played without paying its costs, an X its costs would
       * define is not chosen: it has no value, and what reads it fails. */
      if ((f->a[5] & UFS_PLAY_FREE) && ufs_ability_cost_uses_x (ab))
        {
          f->a[6] = UFS_X_UNPAID;
          f->step = UFS_ABILITY_STEP_EARLY_COSTS;
          return DK_STEP_CONTINUE;
        }
      if (ufs_ability_data (g, def, index, &scratch)->flags & UFS_AB_USES_X)
        {
          /* H.4.4.2: the player chooses X as the ability is announced. */
          guint max = x_bound (g, card, ab, player);

          f->step = UFS_ABILITY_STEP_CHOOSE_X;
          if (max > 0)
            {
              dk_game_decide (g, player, UFS_DECISION (COST));
              for (guint x = 0; x <= max; x++)
                dk_option_add_int (dk_game_offer (g, DK_VERB_NUMBER, 0), (gint32) x);
              return DK_STEP_WAIT;
            }
          f->a[6] = 0;
          return DK_STEP_CONTINUE;
        }
      f->step = UFS_ABILITY_STEP_EARLY_COSTS;
      return DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_CHOOSE_X:
      if (dk_game_answer (g) && dk_game_answer (g)->verb == DK_VERB_NUMBER)
        f->a[6] = dk_game_answer (g)->args[0];
      f->step = UFS_ABILITY_STEP_EARLY_COSTS;
      return DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_EARLY_COSTS:
      s->cost_failed = FALSE;
      f->step = UFS_ABILITY_STEP_EARLY_PAID;
      if (f->a[5] & UFS_PLAY_FREE)
        return DK_STEP_CONTINUE; /* J.4.5: no cost is paid */
      /* E.4.4: the costs other than control checks; E.4.3, E.4.5:
       * their events wait, and are one event once they are paid. */
      ufs_act_begin_costs (g);
      dk_game_push_program_pass (g, card, index, DK_PART_COST, player, DK_PASS_EARLY);
      return DK_STEP_WAIT;
    case UFS_ABILITY_STEP_EARLY_PAID:
      ufs_act_end (g);
      if (s->cost_failed)
        {
          f->step = UFS_ABILITY_STEP_FAILED;
          return DK_STEP_CONTINUE;
        }
      f->step = UFS_ABILITY_STEP_LATE_COSTS;
      if ((f->a[5] & 1) && ufs_played_as_from_hand (g, card))
        {
          /* E.4.7, E.4.8: the action card's own check. */
          f->step = UFS_ABILITY_STEP_CHECKED;
          ufs_push_card_check (g, player,
                               ufs_total_difficulty (g, card, player,
                                                     dk_game_stat (g, card, UFS_STAT_DIFFICULTY),
                                                     FALSE),
                               card);
          return DK_STEP_WAIT;
        }
      return DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_CHECKED:
      if (!dk_game_get_return (g))
        {
          f->step = UFS_ABILITY_STEP_FAILED;
          return DK_STEP_CONTINUE;
        }
      f->step = UFS_ABILITY_STEP_LATE_COSTS;
      return DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_LATE_COSTS:
      /* E.4.9: control-check costs. */
      f->step = UFS_ABILITY_STEP_LATE_PAID;
      if (f->a[5] & UFS_PLAY_FREE)
        return DK_STEP_CONTINUE;
      dk_game_push_program_pass (g, card, index, DK_PART_COST, player, DK_PASS_LATE);
      return DK_STEP_WAIT;
    case UFS_ABILITY_STEP_LATE_PAID:
      if (s->cost_failed)
        {
          f->step = UFS_ABILITY_STEP_FAILED;
          return DK_STEP_CONTINUE;
        }
      if ((f->a[5] & 1) && ufs_played_as_from_hand (g, card))
        {
          /* E.4.10 */
          dk_game_move (g, card, UFS_ZONE_CARD_POOL, player, DK_POS_TOP);
          dk_game_card_mut (g, card)->vars[UFS_VAR_PLAYED_TURN] = dk_game_turn (g);
        }
      /* E.4.11: played; complete once its immediate effect has executed. */
      f->a[7] = ufs_playing_push (g, card, (gint32) index, player,
                                  !(f->a[5] & 1)                ? -1
                                  : f->a[4] == UFS_ABILITY_FORM ? UFS_KIND_FORM
                                                                : UFS_KIND_EFFECT);
      if (f->a[5] & 1)
        {
          dk_game_emit (g, UFS_EVENT (CARD_PLAYED), (gint) player, card,
                        f->a[4] == UFS_ABILITY_FORM ? UFS_KIND_FORM : UFS_KIND_EFFECT,
                        UFS_ZONE_HAND, UFS_TYPE_ACTION, 0);
        }
      /* H.3.1.2.1: a combo ability is one with the Combo restriction */
      dk_game_emit (g, UFS_EVENT (ABILITY_PLAYED), (gint) player, card, (gint32) index + 1,
                    ab->type, (gint32) ufs_card_type (g, card),
                    (ufs_ability_data (g, def, index, &scratch)->flags & UFS_AB_COMBO) != 0
                        ? UFS_PLAYED_COMBO
                        : UFS_PLAYED_PRINTED);
      /* H.3.3.4: the opponent may pay to cancel it: asked in the window
       * of its being played, once the fired effects of that event have
       * executed (H.3.3.4.3, ufs_proc_respond); here, when that window
       * did not open. */
      f->step = UFS_ABILITY_STEP_WINDOWS_DONE;
      if (ab->cancel.n_instrs > 0)
        {
          ufs_cancel_offer (g, f->a[7]);
          if (f->a[7] < 0)
            f->step = UFS_ABILITY_STEP_OFFER;
        }
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_OFFER:
      f->step = UFS_ABILITY_STEP_WINDOWS_DONE;
      if (ufs_cost_payable (g, card, &ab->cancel, ufs_opponent (player)))
        {
          f->step = UFS_ABILITY_STEP_CANCEL_ANSWER;
          ufs_cancel_offer_decide (g, card, player);
          return DK_STEP_WAIT;
        }
      return DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_CANCEL_ANSWER:
      if (dk_game_answer (g)->verb == UFS_VERB (CANCEL))
        {
          f->a[5] |= 2; /* H.3.3.4: cancelled by the opponent's payment */
          f->step = UFS_ABILITY_STEP_CANCEL_PAID;
          dk_game_push_program (g, card, index, DK_PART_CANCEL, ufs_opponent (player));
          return DK_STEP_WAIT;
        }
      f->step = UFS_ABILITY_STEP_WINDOWS_DONE;
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_CANCEL_PAID:
      ufs_playing_cancel_paid (g, f->a[7], ufs_opponent (player), ab->cancel_destroys);
      f->step = UFS_ABILITY_STEP_WINDOWS_DONE;
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_WINDOWS_DONE:
      /* J.3.1.1 (docs/rulings.md): the windows of its being played (those
       * of its costs' events first, E.4.5, and of an action card played
       * with it) have closed; a response there may have cancelled it. */
      f->step = UFS_ABILITY_STEP_EFFECT;
      if (ufs_cancel_offer_pending (g, f->a[7]))
        f->step = UFS_ABILITY_STEP_OFFER;
      return DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_EFFECT:
      if (ufs_playing_cancelled (g, f->a[7], NULL) || (f->a[5] & 2))
        {
          f->step = UFS_ABILITY_STEP_CANCELLED;
          return DK_STEP_CONTINUE;
        }
      /* J.4.4: a vital statistic with question marks, chosen first */
      if (G_UNLIKELY (ufs_vital_ask (g, card, index, player)))
        {
          f->step = UFS_ABILITY_STEP_VITAL;
          return DK_STEP_WAIT;
        }
      /* J.3.1.1: the immediate effect. */
      f->step = UFS_ABILITY_STEP_EFFECT_DONE;
      {
        gint32 playing = f->a[7];

        dk_game_push_program (g, card, index, DK_PART_EFFECT, player);
        ufs_scope_effect_names (g, playing);
      }
      return DK_STEP_WAIT;
    case UFS_ABILITY_STEP_VITAL:
      ufs_vital_answer (g);
      f->step = UFS_ABILITY_STEP_EFFECT_DONE;
      {
        gint32 playing = f->a[7];

        dk_game_push_program (g, card, index, DK_PART_EFFECT, player);
        ufs_scope_effect_names (g, playing);
      }
      return DK_STEP_WAIT;
    case UFS_ABILITY_STEP_CANCELLED:
      {
        gboolean destroy;

        /* J.3.1.1: cancelled, its effect does not execute; H.3.3.4.1: and
         * perhaps destroyed. */
        if (!ufs_playing_cancelled (g, f->a[7], &destroy))
          destroy = (f->a[5] & 2) && ab->cancel_destroys;
        if (destroy && ufs_zone_kind_of (g, card) == UFS_ZONE_STAGING &&
            card != s->character[ufs_zone_owner_of (g, card)])
          ufs_discard_card (g, card);
        f->step = UFS_ABILITY_STEP_EFFECT_DONE;
        return DK_STEP_CONTINUE;
      }
    case UFS_ABILITY_STEP_EFFECT_DONE:
      /* Its play is complete: nothing cancels it any more. */
      ufs_playing_pop (g, f->a[7]);
      ufs_vital_forget (g);
      /* K.5.1: what the effect revealed is revealed no longer. */
      ufs_end_shown (g);
      /* The windows of the events of its effect. */
      f->step = UFS_ABILITY_STEP_RESOLVED;
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_RESOLVED:
      dk_game_set_return (g, 1);
      return DK_STEP_DONE;
    case UFS_ABILITY_STEP_FAILED:
      /* E.4.5.1, E.4.8.2, E.4.9.3: the attempt failed. */
      ufs_end_shown (g);
      if ((f->a[5] & 1) && ufs_played_as_from_hand (g, card))
        {
          ufs_discard_card (g, card);
          dk_game_emit (g, UFS_EVENT (PLAY_FAILED), (gint) player, card, s->cost_failed ? 1 : 0,
                        UFS_ZONE_HAND,
                        f->a[4] == UFS_ABILITY_FORM ? UFS_KIND_FORM : UFS_KIND_EFFECT, 0);
        }
      f->a[7] = 0;
      f->step = UFS_ABILITY_STEP_RETURN;
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_KEYWORD_DONE:
      /* The keyword ability left its result; its events get their windows. */
      f->a[7] = dk_game_get_return (g);
      f->step = UFS_ABILITY_STEP_RETURN;
      return ufs_flush_windows (g) ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    case UFS_ABILITY_STEP_RETURN:
      dk_game_set_return (g, f->a[7]);
      return DK_STEP_DONE;
    }
  g_return_val_if_reached (DK_STEP_DONE);
}
