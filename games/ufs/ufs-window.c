/* ufs-window.c: response windows (H.2.3.2): the events waiting for their windows,
 * the fired effects that come first (J.3.2), and who gets priority in
 * them.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* F.1.3.1, J.1.2, E.4.5: does @ev belong to the act whose last event
 * @kept is: another card of the same player moved between the same zones
 * (drawn, discarded, destroyed), or another card of the same player
 * committed? K.1.3.1: with @each, of either player. */
static gboolean
act_joins (const UfsEvent *kept, const DkEvent *ev, gboolean each)
{
  if ((kept->type & ~UFS_EVENT_FLAGS) != ev->type || kept->a[0] != ev->a[0] ||
      kept->a[1] != ev->a[1])
    return FALSE;
  return each || (kept->player == ev->player && kept->a[2] == ev->a[2]);
}

/**
 * ufs_act_begin:
 * @g: a game
 *
 * F.1.3.1, J.1.2: an act that moves a group of cards begins (a draw of
 * several cards, "discard 2 cards", each copy moved); until ufs_act_end(),
 * the cards a player draws, discards or moves between the same two zones
 * make one game event: its response window answers the act once, as the
 * event of its first card, and a fired effect executes once for the act,
 * on the first of its cards it waits for (ufs_proc_windows). A cycle in
 * the middle (E.2.2) is an event of its own, and the cards moved after it
 * make the act's second event. E.4.5: the costs of a card or ability are
 * an act whose events of every kind make one event
 * (ufs_act_begin_costs()). Acts nest: one begun inside another is part
 * of it.
 */
void
ufs_act_begin (DkGame *g)
{
  UfsState *s = ufs_state (g);

  if (s->act < UFS_ACT_DEPTH)
    s->act = UFS_ACT_OPEN;
  if (s->act < 0xf0)
    s->act += UFS_ACT_DEPTH;
}

/* An act of a kind: @kind marks the outermost act only. */
static void
act_begin_kind (DkGame *g, guint8 kind)
{
  gboolean outer = ufs_state (g)->act < UFS_ACT_DEPTH;

  ufs_act_begin (g);
  if (outer)
    ufs_state (g)->act |= kind;
}

/* K.1.3.1: an act both players do at once ("each player discards 2
 * cards"): the cards of both make one event (ufs_act_begin). */
void
ufs_act_begin_each (DkGame *g)
{
  act_begin_kind (g, UFS_ACT_EACH);
}

/* E.4.3, E.4.5: the costs of a card or ability are paid: until
 * ufs_act_end(), every event that waits for a window (a card committed,
 * discarded, destroyed...) is part of one event, whose window opens once
 * they are paid: of each kind of event, its first is one part of it, and
 * the others of that kind join that part (ufs_act_begin). */
void
ufs_act_begin_costs (DkGame *g)
{
  act_begin_kind (g, UFS_ACT_COSTS);
}

/* The act is over (ufs_act_begin). */
void
ufs_act_end (DkGame *g)
{
  UfsState *s = ufs_state (g);

  if (s->act >= UFS_ACT_DEPTH)
    s->act -= UFS_ACT_DEPTH;
  if (s->act < UFS_ACT_DEPTH)
    s->act = UFS_ACT_NONE;
}

/**
 * ufs_act_exec:
 * @g: a game
 * @ex: the running instruction
 * @in: the instruction
 * @exec: what it does, perhaps over several calls (a card chosen at a time)
 * @each: K.1.3.1: both players do it
 *
 * J.1.2: an instruction that moves a group of cards ("discard 2 cards")
 * is one step and one event: its act begins at its first call (its
 * sub-state still 0) and ends when it has done (ufs_act_begin).
 *
 * Returns: what @exec returns
 */
DkExecResult
ufs_act_exec (DkGame *g, DkExec *ex, const DkInstr *in, DkInstrExecFunc exec, gboolean each)
{
  DkExecResult r;

  if (dk_exec_sub (ex) == 0)
    {
      if (each)
        ufs_act_begin_each (g);
      else
        ufs_act_begin (g);
    }
  r = exec (g, ex, in);
  if (r != DK_EXEC_WAIT)
    ufs_act_end (g);
  return r;
}

/* Every event: E.2.5: remember when a card arrived in a staging area (the
 * older of two terrains is destroyed); cards set up in a staging area count
 * as oldest. H.2.3.2.1: an event some card may respond to waits for its
 * response window, which opens at the next point where the procedures can
 * stop (ufs_flush_windows). */

void
ufs_on_event (DkGame *g, const DkEvent *ev)
{
  UfsState *s = ufs_state (g);

  /* The events the turn's history counts (ufs-history.c). */
  if (ev->type < 64 && (UFS_HISTORY_EVENTS >> ev->type & 1))
    ufs_history_note (g, ev);
  /* What the pause conditions on the staging areas and card pools read
   * changes with a card moving into or out of one, or with a card's flags
   * (ufs_card_set_flag); never with a choice, a step, a counter, a shuffle
   * or the module's own events, which only report such changes. Vitality
   * and the decks (E.2.1, E.2.2) ufs_pause() reads every time. */
  if (ev->type == DK_EVENT_ZONE_CHANGE)
    {
      if (ev->a[0] == UFS_ZONE_STAGING || ev->a[1] == UFS_ZONE_STAGING)
        s->pause_clean &= ~UFS_CLEAN_STAGING;
      if (ev->a[0] == UFS_ZONE_CARD_POOL || ev->a[1] == UFS_ZONE_CARD_POOL)
        s->pause_clean &= ~UFS_CLEAN_POOLS;
      /* K.4.1: destroyed, for the turn's history */
      if (ev->a[0] == UFS_ZONE_STAGING && ev->a[1] == UFS_ZONE_DISCARD)
        ufs_history_destroyed (g, ev);
    }
  if (ev->type == DK_EVENT_MODIFIER && ev->a[0] == UFS_STAT_RESOURCES)
    s->resources_modified = 1;
  if (ev->type == DK_EVENT_ZONE_CHANGE && ev->card != DK_NO_CARD && ev->a[1] == UFS_ZONE_STAGING)
    dk_game_card_mut (g, ev->card)->vars[UFS_VAR_EXTRA] = (gint32) ev->seq;
  if ((ev->type < 64 && (s->respondable >> ev->type) & 1) ||
      (s->n_delayed > 0 && ufs_delayed_wants (g, ev)))
    {
      /* A card moved, or (E.4.5) a card committed to pay a cost; E.4.5:
       * while costs are paid, any event. */
      gboolean costs = (s->act & UFS_ACT_COSTS) != 0;
      gboolean joins = costs || ev->type == DK_EVENT_ZONE_CHANGE || ev->type == UFS_EVENT (COMMIT);
      /* F.1.3.1, J.1.2: a card drawn after the first of the same draw, or
       * discarded after the first of the same discard, is part of its
       * event: it waits joined to it, and the window is the act's, once.
       * E.4.5: so is every event of paying the costs after their first. */
      gboolean kept = (s->act & UFS_ACT_STATE) == UFS_ACT_KEPT && joins && s->n_pending > 0;
      gboolean joined = kept && (costs || act_joins (&s->pending[s->n_pending - 1], ev,
                                                     (s->act & UFS_ACT_EACH) != 0));

      if (s->act != UFS_ACT_NONE)
        s->act = (guint8) ((s->act & ~UFS_ACT_STATE) | (joins ? UFS_ACT_KEPT : UFS_ACT_OPEN));
      /* A burst of events (a cycle moves every card of the discard pile)
       * keeps its latest ones: the event that sums it up comes last. */
      if (s->n_pending == UFS_MAX_PENDING)
        {
          memmove (s->pending, s->pending + 1, sizeof (UfsEvent) * (UFS_MAX_PENDING - 1));
          s->n_pending--;
          s->pending_fired >>= 1;
        }
      s->pending_fired &= ~(1u << s->n_pending);
      ufs_event_keep (&s->pending[s->n_pending], ev);
      if (joined)
        s->pending[s->n_pending].type |= costs ? UFS_EVENT_FLAGS : UFS_EVENT_JOINED;
      s->n_pending++;
    }
  /* C.3.3.4.3, J.3.3.1: a continuous bonus that applies now for the first
   * time is kept as it is now. */
  if (G_UNLIKELY (s->static_changes || s->able_stale))
    ufs_static_sync (g);
}

/* The event types some card of the game may respond to (or fire on): those
 * of the module, and zone-change, counter, shuffle and reveal of the
 * framework's. Breaker and Reversal respond to blocks and resolved attacks. */
void
ufs_compute_respondable (DkGame *g)
{
  UfsState *s = ufs_state (g);
  guint64 mask = (G_GUINT64_CONSTANT (1) << UFS_EVENT (BLOCK)) |
                 (G_GUINT64_CONSTANT (1) << UFS_EVENT (ATTACK_RESOLVED));
  guint n = dk_game_n_cards (g);

  memset (s->answer_zones, 0, sizeof s->answer_zones);
  memset (s->type_zones, 0, sizeof s->type_zones);
  s->either_types = 0;
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_game_card_def (g, (gint32) i);

      if (def != NULL)
        {
          const UfsCardData *d = ufs_card_data (def);

          mask |= d->listens;
          s->either_types |= d->either_types;
          for (guint t = 0; t < G_N_ELEMENTS (s->type_zones); t++)
            s->type_zones[t] |= d->zones[t];
          for (guint64 e = d->zones[UFS_ABILITY_RESPONSE] ? d->responds : 0; e != 0; e &= e - 1)
            s->answer_zones[ufs_lowest_bit (e)] |= d->zones[UFS_ABILITY_RESPONSE];
        }
    }
  /* F.3.1.3: the beginning of a phase or step is an event too ("During
   * the End Phase": the End Phase flushes its windows before it clears
   * the card pools). */
  s->respondable = mask & ((~G_GUINT64_CONSTANT (0) << DK_EVENT_MODULE_BASE) |
                           (G_GUINT64_CONSTANT (1) << DK_EVENT_PHASE_BEGIN) |
                           (G_GUINT64_CONSTANT (1) << DK_EVENT_STEP_BEGIN) |
                           (G_GUINT64_CONSTANT (1) << DK_EVENT_ZONE_CHANGE) |
                           (G_GUINT64_CONSTANT (1) << DK_EVENT_COUNTER) |
                           (G_GUINT64_CONSTANT (1) << DK_EVENT_SHUFFLE) |
                           (G_GUINT64_CONSTANT (1) << DK_EVENT_REVEAL));
  s->n_pending = 0;
  s->pending_fired = 0;
  ufs_compute_able (g);
  ufs_quiet_events (g);
}

/**
 * ufs_quiet_events:
 * @g: a game
 *
 * Tells the framework which of its events ufs_on_event() has no use for
 * in this game (dk_game_set_quiet_events()): all but those the turn's
 * history counts, moves and modifiers, those some card of the game may
 * answer or fire on, and those a delayed effect waits for. In a game that
 * keeps no log, such an event (the ends of steps, phases and turns,
 * choices, shuffles, most reveals) is then only counted. Called again
 * whenever a delayed effect is created.
 */
void
ufs_quiet_events (DkGame *g)
{
  const UfsState *s = ufs_state_const (g);
  guint64 used = s->respondable | UFS_HISTORY_EVENTS |
                 (G_GUINT64_CONSTANT (1) << DK_EVENT_ZONE_CHANGE) |
                 (G_GUINT64_CONSTANT (1) << DK_EVENT_MODIFIER);

  for (guint i = 0; i < s->n_delayed; i++)
    if (s->delayed[i].event >= 0 && s->delayed[i].event < 16)
      used |= G_GUINT64_CONSTANT (1) << s->delayed[i].event;
  dk_game_set_quiet_events (g, (guint16) ~used);
}

static gboolean window_has_options (DkGame *g, guint window_depth);

/* How push_fired() goes about the fired effects it finds. */
typedef enum
{
  FIRE_PUSH,      /* pushed, above the window of their event */
  FIRE_INTERRUPT, /* J.1.3: pushed, interrupting the effect that caused it */
  FIRE_DRY,       /* only said: is there any? */
} FireHow;

/* The FIRED frame's a[7]: J.1.3, it interrupts an effect; its low 16
 * bits keep the interrupted effect's J.4.4 choice (UfsState.vital_chosen)
 * for it to have again. */
#define FIRED_INTERRUPTS (1 << 24)

/* The fired effects of @c's continuous abilities that wait for an event
 * of @evs (an act's @n events: J.1.2, one event for the act; E.4.5, the
 * parts of one event), for @player: pushed, each once, for the first event
 * of the act it waits for. @types: their types (events_types()).
 * @valued: @c is in a staging area or card pool, where it acts face up and
 * not sealed. Returns TRUE if any was (with FIRE_DRY: would be). */
static gboolean
push_fired_card (DkGame *g,
                 const DkEvent *evs,
                 guint n,
                 guint64 types,
                 gint32 c,
                 guint player,
                 const guint64 *able,
                 gboolean valued,
                 FireHow how)
{
  const DkCardDef *def;
  gboolean pushed = FALSE;

  if (able != NULL && !((able[c / 64] >> (c % 64)) & 1))
    return FALSE;
  def = dk_game_card_def (g, c);
  if (def == NULL || !((ufs_card_data (def)->fires & types) != 0 || (types >> 63)) ||
      (valued &&
       (ufs_is_face_down (g, c) ||
        dk_game_card_has_flag (g, c, UFS_FLAG_SEALED | UFS_FLAG_ATTACHED | UFS_FLAG_COPY))))
    return FALSE;
  for (guint a = def->n_abilities; a-- > 0;)
    {
      const DkAbility *ab = &def->abilities[a];
      UfsAbilityData scratch;
      const UfsAbilityData *ad;

      if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event < 0)
        continue;
      ad = ufs_ability_data (g, def, a, &scratch);
      /* J.2.4: "While this card is in your card pool, after
       * ...": it fires from that zone only */
      if ((ad->flags & UFS_AB_ZONE) && ad->zone != (gint8) ufs_zone_kind_of (g, c))
        continue;
      if (ad->limit != UFS_LIMIT_NONE && !ufs_fired_limits_ok (g, ad))
        continue;
      for (guint e = 0; e < n; e++)
        if (!ufs_fired_lacked (g, c, &evs[e]) && ufs_when_matches (g, ab, ad, c, player, &evs[e]))
          {
            DkFrame *f;

            if (how == FIRE_DRY)
              return TRUE;
            f = dk_game_push (g, UFS_PROC (FIRED));
            f->a[0] = c;
            f->a[1] = (gint32) a;
            f->a[2] = (gint32) player;
            if (how == FIRE_INTERRUPT)
              f->a[7] = FIRED_INTERRUPTS | ufs_state_const (g)->vital_chosen;
            ufs_fired_scope_note (g, f, &evs[e]);
            pushed = TRUE;
            break;
          }
    }
  return pushed;
}

/* The types of @evs, a bit each; bit 63 for a type past 62, which no
 * mask of the cards' tells (any card may wait for it). */
static guint64
events_types (const DkEvent *evs, guint n)
{
  guint64 types = 0;

  for (guint e = 0; e < n; e++)
    types |= G_GUINT64_CONSTANT (1) << MIN (evs[e].type, 63u);
  return types;
}

/* J.3.2.5: the card of a zone-change that left a staging area or card
 * pool, where it was valued, for a zone where it is not, and is still
 * there: its fired effects wait for that event too ("After this foundation
 * is destroyed"), unless it had no abilities where it was (sealed, face
 * down: ufs_fired_lacked()). DK_NO_CARD for any other event. */
static gint32
card_that_left (const DkGame *g, const DkEvent *ev)
{
  guint now;

  if (ev->type != DK_EVENT_ZONE_CHANGE || ev->card < 0 || (guint) ev->card >= dk_game_n_cards (g) ||
      (ev->a[0] != UFS_ZONE_STAGING && ev->a[0] != UFS_ZONE_CARD_POOL))
    return DK_NO_CARD;
  now = ufs_zone_kind_of (g, ev->card);
  if (now == UFS_ZONE_STAGING || now == UFS_ZONE_CARD_POOL || now != (guint) ev->a[1])
    return DK_NO_CARD;
  return ev->card;
}

/* J.3.2: continuous abilities with a <when> fire after their event (@evs:
 * the @n events of one act, J.1.2), on valued cards (in a staging area or
 * card pool, face up, not sealed), and on the card that left one
 * (J.3.2.5).
 * J.3.2.1.2: the active player's execute first; each player's are pushed
 * in the order of their staging area then card pool, then their delayed
 * effects (ufs_push_delayed(), not with FIRE_DRY), and two or more are
 * then executed in the order that player chooses (ufs-fired-order.c).
 * Returns TRUE if any was pushed (with FIRE_DRY: if any would be; the
 * first found says so). */
static gboolean
push_fired (DkGame *g, const DkEvent *evs, guint n, FireHow how)
{
  static const guint zones[] = { UFS_ZONE_STAGING, UFS_ZONE_CARD_POOL };
  const UfsState *s = ufs_state_const (g);
  guint active = dk_game_active (g);
  gboolean pushed = FALSE;
  /* The cards that fire on anything; none fires on an event kind outside
   * UfsState.fired. */
  const guint64 *able = ufs_able_ready (g) ? s->able[UFS_ABILITY_CONTINUOUS] : NULL;
  guint64 types = events_types (evs, n);
  gboolean cards_fire = able == NULL || (s->fired & types) || (types >> 63);

  /* the delayed effects are sought only to push them: FIRE_DRY callers
   * ask delayed_wants_any() */
  if (!cards_fire && (how == FIRE_DRY || s->n_delayed == 0))
    return FALSE;

  /* Frames run last pushed first: push the inactive player's, then the
   * active player's, each from its last card back. */
  for (guint k = 0; k < 2; k++)
    {
      guint player = k == 0 ? ufs_opponent (active) : active;
      guint depth = dk_game_frame_depth (g);

      /* J.3.2.5: the cards that left, where their player's would be last */
      for (guint e = n; cards_fire && e-- > 0;)
        {
          gint32 left = card_that_left (g, &evs[e]);

          if (left != DK_NO_CARD && (guint) evs[e].a[2] == player)
            pushed |= push_fired_card (g, evs + e, n - e, events_types (evs + e, n - e), left,
                                       player, able, FALSE, how);
          if (pushed && how == FIRE_DRY)
            return TRUE;
        }
      for (guint z = G_N_ELEMENTS (zones); cards_fire && z-- > 0;)
        {
          guint nz;
          const guint16 *cards = dk_game_zone (g, zones[z], player, &nz);

          for (guint i = nz; i-- > 0;)
            {
              pushed |= push_fired_card (g, evs, n, types, cards[i], player, able, TRUE, how);
              if (pushed && how == FIRE_DRY)
                return TRUE;
              /* The zone may have changed under us: we only pushed frames. */
              cards = dk_game_zone (g, zones[z], player, &nz);
            }
        }
      /* J.3.2: the player's delayed effects are fired effects of theirs
       * too, one frame each, pushed last: they execute first unless the
       * player chooses otherwise */
      if (how != FIRE_DRY && ufs_state_const (g)->n_delayed > 0)
        pushed |= ufs_push_delayed (g, evs, n, player, how == FIRE_INTERRUPT);
      ufs_fired_order_push (g, player, depth);
    }
  return pushed;
}

/* E.4.5: can @ev be kept as a part of a window's event (UfsEventPart)? */
static gboolean
part_fits (const DkEvent *ev)
{
  for (guint i = 0; i < DK_EVENT_ARGS; i++)
    if (ev->a[i] < G_MININT8 || ev->a[i] > G_MAXINT8)
      return FALSE;
  return ev->card >= G_MININT16 && ev->card <= G_MAXINT16;
}

/* The stamp of the card @ev names as its window opens (J.5.4), 0 for none. */
static guint32
event_card_stamp (const DkGame *g, const DkEvent *ev)
{
  return ev->card >= 0 && (guint) ev->card < dk_game_n_cards (g) ? dk_game_card (g, ev->card)->stamp
                                                                 : 0;
}

/* The windows from @depth on have closed: so have the parts of their
 * events (E.4.5). */
static void
forget_parts (UfsState *s, guint depth)
{
  while (s->n_window_parts > 0 && s->window_parts[s->n_window_parts - 1].window >= depth)
    {
      s->n_window_parts--;
      memset (&s->window_parts[s->n_window_parts], 0, sizeof (UfsEventPart));
    }
}

/* The part @e (1 or more: the first is UfsState.window_event) of the
 * event of the window at @depth, which has that many. */
static const UfsEventPart *
window_part (const UfsState *s, guint depth, guint e)
{
  guint i = 0;

  for (;; i++)
    if (s->window_parts[i].window == depth && --e == 0)
      return &s->window_parts[i];
}

/* Does a delayed effect wait for one of @evs? */
static gboolean
delayed_wants_any (const DkGame *g, const DkEvent *evs, guint n)
{
  for (guint e = 0; e < n; e++)
    if (ufs_delayed_wants (g, &evs[e]))
      return TRUE;
  return FALSE;
}

/**
 * ufs_window_events:
 * @g: a game
 * @depth: an open window's
 * @out: (out caller-allocates): UFS_WINDOW_EVENTS events
 *
 * E.4.5: the event the window at @depth answers, a part at a time: its
 * first (UfsState.window_event), then the first event of each other kind
 * among the events of paying the same costs. A response that answers any
 * of them may be played in the window (ufs_window_options()).
 *
 * Returns: how many parts, at least 1
 */
guint
ufs_window_events (const DkGame *g, guint depth, DkEvent *out)
{
  const UfsState *s = ufs_state_const (g);
  guint n = 1;

  out[0] = ufs_event_get (&s->window_event[depth]);
  for (guint i = 0; i < s->n_window_parts; i++)
    {
      const UfsEventPart *p = &s->window_parts[i];
      DkEvent *ev;

      if (p->window != depth)
        continue;
      ev = &out[n++];
      *ev = out[0];
      ev->type = p->type;
      ev->player = p->player;
      ev->card = p->card;
      for (guint k = 0; k < DK_EVENT_ARGS; k++)
        ev->a[k] = p->a[k];
    }
  return n;
}

/**
 * ufs_window_event_card:
 * @g: a game
 * @serial: the serial of the window a response was played in
 * @card: the response's card
 * @index: its ability
 * @player: who played it
 *
 * H.2.3.2.4.2.1: the card of the event the response answers ("after a
 * card is discarded, return it to its owner's hand"): of the window's
 * event, E.4.5, the first part the response's condition matches. J.5.4: a
 * card that has moved since the window opened is not that card any more.
 *
 * Returns: the card, or DK_NO_CARD
 */
gint32
ufs_window_event_card (DkGame *g, guint32 serial, gint32 card, guint index, guint player)
{
  const UfsState *s = ufs_state_const (g);
  const DkCardDef *def = dk_game_card_def (g, card);
  DkEvent evs[UFS_WINDOW_EVENTS];
  guint n, d, e = 0;
  gint32 c;

  for (d = 0; d < s->n_windows && s->window_serial[d] != serial; d++)
    ;
  if (d >= s->n_windows)
    return DK_NO_CARD;
  n = ufs_window_events (g, d, evs);
  if (n > 1 && def != NULL && index < def->n_abilities)
    {
      const DkAbility *ab = &def->abilities[index];
      UfsAbilityData scratch;
      const UfsAbilityData *ad = ufs_ability_data (g, def, index, &scratch);

      while (e < n && !(ab->when_event == (gint) evs[e].type &&
                        ufs_when_matches (g, ab, ad, card, player, &evs[e])))
        e++;
      if (e == n)
        e = 0;
    }
  c = evs[e].card;
  if (c < 0 || (guint) c >= dk_game_n_cards (g))
    return DK_NO_CARD;
  if (e == 0 ? dk_game_card (g, c)->stamp != s->window_stamp[d]
             : (guint16) dk_game_card (g, c)->stamp != window_part (s, d, e)->stamp16)
    return DK_NO_CARD;
  return c;
}

/* The window of the first of @evs, the @n events of one act (J.1.2:
 * one event); its fired effects wait for any of them, unless @fired: they
 * have executed already, interrupting the effect that caused the event
 * (J.1.3, ufs_instr_done()). E.4.5: @heads, the first event of each of
 * its @n_heads parts (@heads[0] is @evs[0]): a response may answer any of
 * them. */
static gboolean
open_window_act (
    DkGame *g, const DkEvent *evs, guint n, const DkEvent *heads, guint n_heads, gboolean fired)
{
  UfsState *s = ufs_state (g);
  const DkEvent *event = &evs[0];
  guint depth = s->n_windows;
  DkFrame *f;

  if (depth >= UFS_MAX_WINDOWS || dk_game_is_over (g))
    return FALSE;
  ufs_event_keep (&s->window_event[depth], event);
  s->window_serial[depth] = ++s->serial;
  s->window_stamp[depth] = event_card_stamp (g, event);
  for (guint k = 1; k < n_heads && s->n_window_parts < UFS_MAX_PARTS; k++)
    {
      UfsEventPart *p = &s->window_parts[s->n_window_parts++];

      p->type = (guint8) heads[k].type;
      p->window = (guint8) depth;
      p->player = (gint8) heads[k].player;
      for (guint i = 0; i < DK_EVENT_ARGS; i++)
        p->a[i] = (gint8) heads[k].a[i];
      p->card = (gint16) heads[k].card;
      p->stamp16 = (guint16) event_card_stamp (g, &heads[k]);
    }
  s->n_windows++;
  /* No card fires on such an event and nobody may respond to it: the
   * window closes as it opens, as ufs_proc_respond() would close it. */
  if ((fired ||
       (ufs_able_ready (g) && !(s->fired & events_types (evs, n)) &&
        !(events_types (evs, n) >> 63) && !(s->n_delayed > 0 && delayed_wants_any (g, evs, n)))) &&
      !window_has_options (g, depth))
    {
      forget_parts (s, depth);
      s->n_windows = depth;
      return FALSE;
    }
  f = dk_game_push (g, UFS_PROC (RESPOND));
  f->a[0] = (gint32) depth;
  /* J.3.2.1.1: fired effects execute before the window opens: their frames
   * go above it; J.3.2.1.2, E.4.5: those of every part of its event
   * together, the active player's first. */
  if (!fired)
    {
      gboolean pushed = push_fired (g, evs, n, FIRE_PUSH);

      /* J.1.3: the events waiting behind this one keep their turn, after
       * these fired effects: only the events these cause interrupt them */
      if (pushed)
        s->fire_floor = g->event_seq;
    }
  return TRUE;
}

/**
 * ufs_open_window:
 * @g: a game
 * @event: the game event the window reacts to
 *
 * Opens a response window (H.2.3.2) for @event, after the fired effects
 * that wait for it (J.3.2.1.1); once they have executed, the window gives
 * priority if some player has a response that matches the event: nobody is
 * asked to pass in a window where nobody can act.
 *
 * Returns: TRUE if frames were pushed (the caller returns DK_STEP_WAIT);
 *   FALSE for a window that closed at once, or none
 */
gboolean
ufs_open_window (DkGame *g, const DkEvent *event)
{
  return open_window_act (g, event, 1, event, 1, FALSE);
}

/* E.4.5: are @a and @b of one kind of event, parts of one act (J.1.2): of
 * the same type, between the same zones, of the same player? */
static gboolean
same_kind (const DkEvent *a, const DkEvent *b)
{
  return a->type == b->type && a->player == b->player && a->a[0] == b->a[0] && a->a[1] == b->a[1] &&
         a->a[2] == b->a[2];
}

/* One window after another for the waiting events; those that arrive
 * meanwhile join the queue. J.1.2: the events joined to one (the other
 * cards of its act) are part of its window. E.4.5: so are those of paying
 * the same costs, of any kind: the first of each kind is a part of the
 * window's event. A kind for which no part is left (UFS_MAX_PARTS, or an
 * event that does not fit one) waits, with the others of its kind, for a
 * window of its own, next. */
DkStepResult
ufs_proc_windows (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);

  /* An act is over by the time its window opens. */
  s->act = UFS_ACT_NONE;
  while (s->n_pending > 0 && !dk_game_is_over (g))
    {
      DkEvent evs[UFS_MAX_PENDING], heads[UFS_WINDOW_EVENTS];
      UfsEvent rest[UFS_MAX_PENDING];
      guint n = 0, n_heads = 0, n_rest = 0, group = 1;
      guint room;
      gboolean costs = FALSE;
      /* J.1.3: the act's fired effects have executed (all its events or
       * none: ufs_instr_done() takes an act whole) */
      gboolean fired = s->pending_fired & 1;
      guint32 rest_fired = 0;

      while (group < s->n_pending && (s->pending[group].type & UFS_EVENT_JOINED))
        costs |= (s->pending[group++].type & UFS_EVENT_COSTS) != 0;
      if (!costs)
        {
          /* J.1.2: an event, or an act's events of one kind, the first
           * the window's (all that the sorting below would do) */
          for (; n < group; n++)
            evs[n] = ufs_event_get (&s->pending[n]);
          s->n_pending -= group;
          memmove (s->pending, s->pending + group, sizeof (UfsEvent) * s->n_pending);
          s->pending_fired = (guint32) ((guint64) s->pending_fired >> group);
          if (open_window_act (g, evs, n, evs, 1, fired))
            return DK_STEP_WAIT;
          continue;
        }
      room = costs ? UFS_MAX_PARTS - s->n_window_parts : 0;
      for (guint i = 0; i < group; i++)
        {
          DkEvent ev = ufs_event_get (&s->pending[i]);
          guint k = 0;

          /* J.1.2: an act of one kind is one part */
          while (costs && k < n_heads && !same_kind (&heads[k], &ev))
            k++;
          if (k == n_heads && (n_heads == 0 || (n_heads <= room && part_fits (&ev))))
            heads[n_heads++] = ev;
          if (k < n_heads)
            evs[n++] = ev;
          else
            {
              rest_fired |= ((s->pending_fired >> i) & 1u) << n_rest;
              rest[n_rest++] = s->pending[i];
            }
        }
      memmove (s->pending + n_rest, s->pending + group, sizeof (UfsEvent) * (s->n_pending - group));
      memcpy (s->pending, rest, sizeof (UfsEvent) * n_rest);
      s->n_pending = s->n_pending - group + n_rest;
      s->pending_fired = rest_fired | (guint32) (((guint64) s->pending_fired >> group) << n_rest);
      if (n_rest > 0)
        s->pending[0].type &= ~UFS_EVENT_FLAGS;
      if (open_window_act (g, evs, n, heads, n_heads, fired))
        return DK_STEP_WAIT;
    }
  return DK_STEP_DONE;
}

/* The steps of ufs_proc_fired. */
enum
{
  FIRED_STEP_X = 0, /* J.4.3.3: X chosen */
  FIRED_STEP_DONE,
  FIRED_STEP_RUN,
  FIRED_STEP_VITAL,   /* J.4.4: a question-mark value chosen */
  FIRED_STEP_HOLD,    /* J.4.3.1: only holds the X of a delayed effect */
  FIRED_STEP_PAUSE,   /* J.1.3: it interrupted an effect, and is over */
  FIRED_STEP_DELAYED, /* J.3.2: a delayed effect, not begun */
};

/* The arguments of a FIRED_STEP_DELAYED frame past card, ability and
 * player: where its program starts, and the scope it took from its creator
 * (J.4.1.1); then, as FIRED_STEP_HOLD, the fired-scope slot as it was
 * before the delayed effect took it (ufs-values2.c), for the effect it
 * interrupts to have again. */
enum
{
  DELAYED_ARG_START = 3,
  DELAYED_ARG_SCOPED = 4,
  DELAYED_ARG_SCOPE = 5,
  HOLD_ARG_DEPTH = 4,
  HOLD_ARG_SEQ = 5,
};

/* J.4.3.3: the values a player may choose for the X of an effect that no
 * ability played defines (nothing to pay bounds it). */
#define FIRED_X_MAX 9

/* J.3.2: a fired effect (a[0] card, a[1] ability, a[2] player; a[3] to a[5]
 * its scope, ufs-values2.c; a[6] its X, ufs_x_value(); a[7]
 * FIRED_INTERRUPTS), then the windows of the events it caused; or, when
 * it interrupts an effect (J.1.3), the pause conditions, the windows
 * waiting for that effect to be over. */
DkStepResult
ufs_proc_fired (DkGame *g, DkFrame *f)
{
  switch (f->step)
    {
    case FIRED_STEP_X:
      {
        const DkCardDef *def = dk_game_card_def (g, f->a[0]);

        /* J.4.3.3: no ability was played to define X (J.4.3.1), and the
         * effect does not define it (J.4.3.2): its player chooses it, as
         * the effect begins (docs/rulings.md). */
        f->a[6] = 0;
        f->step = FIRED_STEP_RUN;
        if (def != NULL && (guint) f->a[1] < def->n_abilities &&
            ufs_ability_uses_x (&def->abilities[f->a[1]]))
          {
            dk_game_decide (g, (guint) f->a[2], DK_DECISION_CHOOSE);
            for (gint32 x = 0; x <= FIRED_X_MAX; x++)
              dk_option_add_int (dk_game_offer (g, DK_VERB_NUMBER, 0), x);
            return DK_STEP_WAIT;
          }
        return DK_STEP_CONTINUE;
      }
    case FIRED_STEP_DELAYED:
      {
        UfsState *s = ufs_state (g);
        gint32 card = f->a[0];
        guint ability = (guint) f->a[1], player = (guint) f->a[2];
        guint16 start = (guint16) f->a[DELAYED_ARG_START];
        gboolean scoped = f->a[DELAYED_ARG_SCOPED] != 0;
        guint32 scope = (guint32) f->a[DELAYED_ARG_SCOPE];

        /* J.4.3.1: from here the frame only holds its X, under its
         * program, and the fired-scope slot as it was, given back as the
         * effect ends; written before the push, which may move @f. */
        f->step = FIRED_STEP_HOLD;
        f->a[HOLD_ARG_DEPTH] = s->fired_depth;
        f->a[HOLD_ARG_SEQ] = (gint32) s->fired_seq;
        dk_game_push_program (g, card, ability, DK_PART_EFFECT, player);
        dk_game_top_frame (g)->step = start;
        /* J.4.1.1: the scope it took from its creator, as it begins */
        s->fired_depth = 0;
        if (scoped)
          {
            dk_game_top_frame (g)->a[1] |= UFS_FRAME_FIRED_SCOPED;
            s->fired_depth = (guint16) dk_game_frame_depth (g);
            s->fired_seq = scope;
          }
        return DK_STEP_WAIT;
      }
    case FIRED_STEP_HOLD:
      {
        UfsState *s = ufs_state (g);

        /* the slot back to the effect that held it */
        s->fired_depth = (guint16) f->a[HOLD_ARG_DEPTH];
        s->fired_seq = (guint32) f->a[HOLD_ARG_SEQ];
        if (!(f->a[7] & FIRED_INTERRUPTS))
          return DK_STEP_DONE;
        f->step = FIRED_STEP_PAUSE;
        return DK_STEP_CONTINUE;
      }
    case FIRED_STEP_PAUSE:
      /* J.1.3, E.2 (docs/rulings.md): the fired effect is over: the pause
       * conditions are applied before the interrupted effect goes on. */
      if (ufs_pause (g))
        return ufs_pause_step (g);
      return DK_STEP_DONE;
    case FIRED_STEP_RUN:
      if (dk_game_answer (g) && dk_game_answer (g)->verb == DK_VERB_NUMBER)
        {
          f->a[6] = dk_game_answer (g)->args[0];
          dk_game_clear_answer (g);
        }
      /* J.4.4: a vital statistic with question marks, chosen first */
      if (G_UNLIKELY (ufs_vital_ask (g, f->a[0], (guint) f->a[1], (guint) f->a[2])))
        {
          f->step = FIRED_STEP_VITAL;
          return DK_STEP_WAIT;
        }
      G_GNUC_FALLTHROUGH;
    case FIRED_STEP_VITAL:
      if (f->step == FIRED_STEP_VITAL)
        ufs_vital_answer (g);
      f->step = FIRED_STEP_DONE;
      /* J.3.2.2: its scope begins with its event. Begun before the push,
       * which may move the frames (and @f with them). */
      if (ufs_fired_scope_begin (g, f))
        {
          dk_game_push_program (g, f->a[0], (guint) f->a[1], DK_PART_EFFECT, (guint) f->a[2]);
          dk_game_top_frame (g)->a[1] |= UFS_FRAME_FIRED_SCOPED;
        }
      else
        dk_game_push_program (g, f->a[0], (guint) f->a[1], DK_PART_EFFECT, (guint) f->a[2]);
      return DK_STEP_WAIT;
    default:
      ufs_vital_forget (g);
      ufs_fired_scope_end (g, f);
      /* K.5.1: what the effect revealed is revealed no longer. */
      ufs_end_shown (g);
      if (f->a[7] & FIRED_INTERRUPTS)
        {
          /* J.4.4: the interrupted effect's choice is its own again; its
           * windows, and those of this effect's events, wait for it to
           * be over (H.2.3.2.1, docs/rulings.md). */
          ufs_state (g)->vital_chosen = (guint16) (f->a[7] & 0xffff);
          f->step = FIRED_STEP_PAUSE;
          return DK_STEP_CONTINUE;
        }
      ufs_flush_windows (g);
      return DK_STEP_DONE;
    }
}

/**
 * ufs_fired_push_delayed:
 * @g: a game
 * @d: a delayed effect whose event happened
 * @interrupts: J.1.3, it interrupts the effect that caused its event
 *
 * J.3.2: pushes the delayed effect @d as a fired effect of its controller,
 * one FIRED frame that ufs-fired-order.c orders among the others
 * (J.3.2.1.2). As it begins it pushes its program, from the body of its
 * <delayed>, and takes the fired-scope slot with the scope of its creator
 * (J.4.1.1); under the program the frame holds the X of the ability whose
 * effect created it (J.4.3.1: not one of its own, J.4.3.3, nor that of
 * whatever is being played when it fires, ufs_x_value()), and gives the
 * slot back as the effect ends.
 */
void
ufs_fired_push_delayed (DkGame *g, const UfsDelayed *d, gboolean interrupts)
{
  DkFrame *f = dk_game_push (g, UFS_PROC (FIRED));

  f->step = FIRED_STEP_DELAYED;
  f->a[0] = d->card;
  f->a[1] = (gint32) d->ability;
  f->a[2] = (gint32) d->controller;
  f->a[DELAYED_ARG_START] = d->start;
  f->a[DELAYED_ARG_SCOPED] = d->scoped != 0;
  f->a[DELAYED_ARG_SCOPE] = (gint32) d->scope;
  f->a[6] = d->x;
  f->a[7] = interrupts ? FIRED_INTERRUPTS : 0;
}

/* --- J.1.3: fired effects interrupt the effect ---------------------------------------- */

G_STATIC_ASSERT (UFS_MAX_PENDING <= 32); /* UfsState.pending_fired */

/* The events of @pending waiting for their fired effects: TRUE if some. */
static gboolean
unfired_waiting (const UfsState *s)
{
  guint32 all = s->n_pending >= 32 ? ~0u : (1u << s->n_pending) - 1;

  return (s->pending_fired & all) != all;
}

/* Did @e happen after UfsState.fire_floor? (Its number from the low 16
 * bits it keeps: fewer events than that come between it and now.) */
static gboolean
above_floor (const DkGame *g, const UfsEvent *e)
{
  guint32 now = g->event_seq;
  guint32 seq = now - (guint16) ((guint16) now - e->seq16);

  return (gint32) (seq - ufs_state_const (g)->fire_floor) > 0;
}

/* The oldest act among the waiting events whose fired effects have not had
 * their turn (J.1.2: an event and those joined to it), from @out[0] on:
 * returns how many events, 0 for none; @first, the index of its first.
 * Those up to UfsState.fire_floor keep their turn at their windows. */
static guint
oldest_unfired (const DkGame *g, DkEvent *out, guint *first)
{
  const UfsState *s = ufs_state_const (g);
  guint i = 0;

  while (i < s->n_pending &&
         (((s->pending_fired >> i) & 1) || (s->pending[i].type & UFS_EVENT_JOINED) ||
          !above_floor (g, &s->pending[i])))
    i++;
  if (i >= s->n_pending)
    return 0;
  *first = i;
  out[0] = ufs_event_get (&s->pending[i]);
  for (i++; i < s->n_pending && (s->pending[i].type & UFS_EVENT_JOINED); i++)
    out[i - *first] = ufs_event_get (&s->pending[i]);
  return i - *first;
}

/* The acts of @n events from @first have had their fired effects. */
static void
mark_fired (UfsState *s, guint first, guint n)
{
  for (guint i = first; i < first + n; i++)
    s->pending_fired |= 1u << i;
}

/* Skips the waiting acts no fired effect waits for, oldest first, until
 * one that some fired effect (a continuous ability's, a delayed effect's)
 * waits for: TRUE if there is one. An act passed over has had its turn:
 * an ability that comes into play later did not wait for it. */
static gboolean
next_to_fire (DkGame *g)
{
  UfsState *s = ufs_state (g);
  DkEvent evs[UFS_MAX_PENDING];
  guint first = 0, n;

  while ((n = oldest_unfired (g, evs, &first)) > 0)
    {
      if (push_fired (g, evs, n, FIRE_DRY) || (s->n_delayed > 0 && delayed_wants_any (g, evs, n)))
        return TRUE;
      mark_fired (s, first, n);
    }
  return FALSE;
}

/**
 * ufs_instr_done:
 * @g: a game
 * @ex: the effect whose instruction has executed
 *
 * DkModule.instr_done. J.1.3, J.3.2.1: the fired effects waiting for the
 * events of the instruction (or for those before it that had none yet)
 * interrupt the effect: they execute now, and the effect goes on after
 * them (ufs_proc_interrupt()). An act under way (a draw of several cards)
 * is one event (J.1.2): its fired effects wait for its end. The response
 * windows of the events wait for the effect to be over (docs/rulings.md).
 *
 * Returns: TRUE if a frame was pushed
 */
gboolean
ufs_instr_done (DkGame *g, const DkExec *ex)
{
  const UfsState *s = ufs_state_const (g);

  (void) ex;
  if (G_LIKELY (!unfired_waiting (s)) || s->act != UFS_ACT_NONE || dk_game_is_over (g) ||
      !next_to_fire (g))
    return FALSE;
  dk_game_push (g, UFS_PROC (INTERRUPT));
  return TRUE;
}

/* The steps of ufs_proc_interrupt. */
enum
{
  INTERRUPT_STEP_NEXT = 0,
  INTERRUPT_STEP_PAUSE,
};

/* J.1.3: the fired effects that interrupt an effect, an act at a time,
 * the oldest first; each act's together, delayed effects included, in
 * the order of J.3.2.1.2 (push_fired()), as at a window. E.2
 * (docs/rulings.md): the game pauses for the pause conditions as the
 * effect is interrupted, before any of them executes, and after each
 * (FIRED_STEP_PAUSE). */
DkStepResult
ufs_proc_interrupt (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);
  DkEvent evs[UFS_MAX_PENDING];
  guint first = 0, n;
  gboolean pushed;

  switch (f->step)
    {
    case INTERRUPT_STEP_NEXT:
      if (dk_game_is_over (g) || !next_to_fire (g))
        return DK_STEP_DONE;
      f->step = INTERRUPT_STEP_PAUSE;
      G_GNUC_FALLTHROUGH;
    default:
      if (ufs_pause (g))
        return ufs_pause_step (g);
      f->step = INTERRUPT_STEP_NEXT;
      n = oldest_unfired (g, evs, &first);
      if (n == 0)
        return DK_STEP_CONTINUE;
      mark_fired (s, first, n);
      pushed = push_fired (g, evs, n, FIRE_INTERRUPT);
      return pushed ? DK_STEP_WAIT : DK_STEP_CONTINUE;
    }
}

/* The steps of ufs_proc_respond. */
enum
{
  RESPOND_STEP_OFFER = 0,   /* H.3.3.4.3: the fired effects are done */
  RESPOND_STEP_PRIORITY,    /* H.2.3.2.4 */
  RESPOND_STEP_CLOSE,       /* H.2.3.2.4.3 */
  RESPOND_STEP_CANCEL_SAID, /* the opponent's answer to the offer */
  RESPOND_STEP_CANCEL_PAID,
};

/* a[0]: the window's depth; a[1]: the play whose cancel was offered.
 * H.2.3.2.4.1: the active player first. */
DkStepResult
ufs_proc_respond (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);

  switch (f->step)
    {
    case RESPOND_STEP_OFFER:
      {
        DkEvent ev = ufs_event_get (&s->window_event[f->a[0]]);

        /* H.3.3.4.3: after the fired effects, before anyone has priority
         * in the window of the ability's being played. */
        f->step = RESPOND_STEP_PRIORITY;
        f->a[1] = ufs_cancel_offer_ask (g, &ev);
        if (f->a[1] >= 0)
          {
            f->step = RESPOND_STEP_CANCEL_SAID;
            return DK_STEP_WAIT;
          }
        return DK_STEP_CONTINUE;
      }
    case RESPOND_STEP_CANCEL_SAID:
      f->step = RESPOND_STEP_PRIORITY;
      if (ufs_cancel_offer_answer (g, f->a[1]))
        {
          f->step = RESPOND_STEP_CANCEL_PAID;
          return DK_STEP_WAIT;
        }
      return DK_STEP_CONTINUE;
    case RESPOND_STEP_CANCEL_PAID:
      ufs_cancel_offer_paid (g, f->a[1]);
      f->step = RESPOND_STEP_PRIORITY;
      return DK_STEP_CONTINUE;
    case RESPOND_STEP_PRIORITY:
      f->step = RESPOND_STEP_CLOSE;
      if (!window_has_options (g, (guint) f->a[0]))
        return DK_STEP_CONTINUE;
      dk_game_push_priority (g, UFS_WINDOW_RESPONSE + f->a[0], dk_game_active (g));
      return DK_STEP_WAIT;
    default:
      ufs_forget_window (g, s->window_serial[f->a[0]]);
      forget_parts (s, (guint) f->a[0]);
      s->n_windows = (guint32) f->a[0];
      return DK_STEP_DONE;
    }
}

/* Has either player a response in the window at @depth (H.2.3.2.4), to
 * any part of its event (E.4.5)? */
static gboolean
window_has_options (DkGame *g, guint depth)
{
  const UfsState *s = ufs_state_const (g);
  DkEvent evs[UFS_WINDOW_EVENTS];
  guint n;

  /* Most windows answer an event of one part: its own (as
   * ufs_window_events() has it, without the copies). */
  if (s->n_window_parts == 0)
    {
      evs[0] = ufs_event_get (&s->window_event[depth]);
      return ufs_offer_abilities_for (g, 3, UFS_ABILITY_RESPONSE,
                                      UFS_WINDOW_RESPONSE + (gint32) depth, &evs[0], TRUE) > 0;
    }
  n = ufs_window_events (g, depth, evs);

  for (guint e = 0; e < n; e++)
    if (ufs_offer_abilities_for (g, 3, UFS_ABILITY_RESPONSE, UFS_WINDOW_RESPONSE + (gint32) depth,
                                 &evs[e], TRUE) > 0)
      return TRUE;
  return FALSE;
}

void
ufs_window_options (DkGame *g, gint32 window, guint player)
{
  const UfsState *s = ufs_state_const (g);

  /* a pause condition's question (its frame pushed) comes before
   * priority: dk_proc_priority() gives it again after it */
  if (ufs_pause (g))
    return;
  if (window == UFS_WINDOW_ENHANCE)
    {
      /* G.5.2.1.1: a dropped attack is aborted before anyone gets
       * priority to play an enhance: nothing but `pass` is offered, and
       * the attack sequence aborts it as it goes on. */
      if (s->attack != DK_NO_CARD && ufs_attack_dropped (g, s->attack))
        return;
      ufs_offer_abilities (g, player, UFS_ABILITY_ENHANCE, window, NULL);
    }
  else if (window >= UFS_WINDOW_RESPONSE)
    {
      DkEvent evs[UFS_WINDOW_EVENTS];
      guint n = ufs_window_events (g, (guint) (window - UFS_WINDOW_RESPONSE), evs);

      /* E.4.5: a response to any part of the event; one that answers
       * two parts is offered once (dk_game_dedupe_options()). */
      for (guint e = 0; e < n; e++)
        ufs_offer_abilities (g, player, UFS_ABILITY_RESPONSE, window, &evs[e]);
    }
}

void
ufs_window_act (DkGame *g, gint32 window, guint player, const DkOption *option)
{
  UfsState *s = ufs_state (g);

  if (option->verb != UFS_VERB (ABILITY))
    return;
  if (window == UFS_WINDOW_ENHANCE)
    s->enhances[player]++;
  ufs_push_ability (g, option->args[0], (guint) option->args[1] - 1, player, window,
                    window == UFS_WINDOW_ENHANCE ? UFS_ABILITY_ENHANCE : UFS_ABILITY_RESPONSE);
}
