/* ufs-values2.c: the scope of the fired effect of a continuous ability
 * (J.3.2.2, J.4.1).
 *
 * A fired effect's scope begins with, and includes, the game event that
 * makes it execute: a card that changed zones in that event ("After this
 * foundation is destroyed, ...") is read as it was in the first zone where
 * it had a current state (J.4.2.3), and an effect it creates takes the
 * same scope (J.4.1.1). The scope rides on the one fired-scope slot of
 * UfsState (the delayed effects' too, ufs_fired_push_delayed()): the
 * frame that runs the effect keeps the slot's previous holder and gives
 * it back when the effect is done, so nested fired effects keep each its
 * own.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

/* The FIRED frame's arguments past card, ability and player. */
enum
{
  FIRED_ARG_SEQ = 3,   /* the event's sequence number */
  FIRED_ARG_DEPTH = 4, /* the slot's previous depth */
  FIRED_ARG_PREV = 5,  /* the slot's previous scope start */
};

/**
 * ufs_fired_scope_note:
 * @g: a game
 * @f: the FIRED frame just pushed
 * @ev: the event it waits for (kept for its window: UfsEvent keeps the
 *   low 16 bits of its number, and fewer events than that come between
 *   it and its window)
 *
 * J.3.2.2: notes the event the fired effect answers, by its number.
 */
void
ufs_fired_scope_note (const DkGame *g, DkFrame *f, const DkEvent *ev)
{
  guint32 now = g->event_seq;

  f->a[FIRED_ARG_SEQ] = (gint32) (now - (guint16) ((guint16) now - (guint16) ev->seq));
}

/**
 * ufs_fired_scope_begin:
 * @g: a game
 * @f: the FIRED frame, on top: its effect's program is pushed next
 *
 * J.3.2.2: the effect's scope begins with its event, included: the event
 * count before it.
 *
 * Returns: whether the effect has a scope: the caller then marks the
 * program's frame %UFS_FRAME_FIRED_SCOPED once pushed
 */
gboolean
ufs_fired_scope_begin (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);

  f->a[FIRED_ARG_DEPTH] = s->fired_depth;
  f->a[FIRED_ARG_PREV] = (gint32) s->fired_seq;
  if (f->a[FIRED_ARG_SEQ] <= 0)
    {
      s->fired_depth = 0;
      return FALSE;
    }
  /* the depth of the program's frame, pushed next */
  s->fired_depth = (guint16) (dk_game_frame_depth (g) + 1);
  s->fired_seq = (guint32) f->a[FIRED_ARG_SEQ] - 1;
  return TRUE;
}

/**
 * ufs_fired_scope_end:
 * @g: a game
 * @f: the FIRED frame, its effect done
 *
 * The fired-scope slot goes back to the effect that held it before.
 */
void
ufs_fired_scope_end (DkGame *g, DkFrame *f)
{
  UfsState *s = ufs_state (g);

  s->fired_depth = (guint16) f->a[FIRED_ARG_DEPTH];
  s->fired_seq = (guint32) f->a[FIRED_ARG_PREV];
}

/* --- the current state of a block (C.3.3.4.2.4) ---------------------------------------- */

/**
 * ufs_block_in_attack:
 * @g: a game
 * @card: a card
 *
 * Returns: whether @card is the block of the attack under way, or a card
 *   being played as a block (its play not complete, E.4.11)
 */
gboolean
ufs_block_in_attack (const DkGame *g, gint32 card)
{
  const UfsState *s = ufs_state_const (g);

  if (card == DK_NO_CARD || s->attack == DK_NO_CARD)
    return FALSE;
  if (card == s->blocker)
    return TRUE;
  for (guint i = MIN (s->n_playing, UFS_MAX_PLAYING); i-- > 0;)
    if (s->playing[i].card == card && s->playing[i].kind == UFS_KIND_BLOCK + 1)
      return TRUE;
  return FALSE;
}

/**
 * ufs_refresh_block:
 * @g: a game
 *
 * C.3.3.4.2.4: the attack under way resolves or is aborted: its block's
 * current state is refreshed. A modification applied to the block during
 * the attack was made to end with it (ufs_block_in_attack() at
 * <modify>); the keywords granted, removed or changed on it end here.
 * Reverting makes no event (C.3.3.4.4.1).
 */
void
ufs_refresh_block (DkGame *g)
{
  UfsState *s = ufs_state (g);
  guint j = 0;

  if (s->blocker == DK_NO_CARD || s->n_kw_changes == 0)
    return;
  for (guint i = 0; i < s->n_kw_changes; i++)
    if (s->kw_changes[i].card != s->blocker)
      s->kw_changes[j++] = s->kw_changes[i];
  s->n_kw_changes = j;
}

/* --- static effects of attached characters (J.2.1.2, D.2.2.3.4.1) -------------------------- */

/**
 * ufs_static_gained:
 * @g: a game
 * @source: a character card that is not a starting character
 *
 * J.2.1.2: the static effect of a character card acts only from a
 * starting character. D.2.2.3.4.1: the starting character gains the
 * abilities of each different character attached to it: the effect of
 * such an ability (on other cards: "your character gets +1 hand size")
 * acts, once for all the copies of one character (K.3.3), while the
 * starting character has it (face up, not sealed: K.4.3). The first
 * attached copy stands for the starting character's gained ability; the
 * controller is the same.
 *
 * Returns: whether @source's static effects act, as the gained ones
 */
gboolean
ufs_static_gained (const DkGame *g, gint32 source)
{
  const UfsState *s = ufs_state_const (g);
  const DkCard *c = dk_game_card (g, source);
  const DkCard *host;
  const DkCardDef *def;
  const guint16 *staging;
  guint n;

  if (!(c->flags & UFS_FLAG_ATTACHED) || c->attached_to == DK_NO_CARD ||
      (c->attached_to != s->character[0] && c->attached_to != s->character[1]))
    return FALSE;
  host = dk_game_card (g, c->attached_to);
  if (host->flags & (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_SEALED))
    return FALSE;
  def = dk_game_card_def (g, source);
  /* the starting character's own abilities: not gained a second time */
  if (def == dk_game_card_def (g, c->attached_to))
    return FALSE;
  staging = dk_game_zone (g, UFS_ZONE_STAGING, ufs_zone_owner_of (g, source), &n);
  for (guint i = 0; i < n && (gint32) staging[i] != source; i++)
    if (dk_game_card_def (g, staging[i]) == def &&
        dk_game_card (g, staging[i])->attached_to == c->attached_to &&
        dk_game_card_has_flag (g, staging[i], UFS_FLAG_ATTACHED))
      return FALSE;
  return TRUE;
}

/* --- non-copying definition effects (C.3.3.3, J.3.4.2) ------------------------------------- */

/* The layers of the values set by non-copying definition effects, below
 * the copies' (ufs-copy.c): the active player's have this bit, and the low
 * bits are a player's own order, the highest applied first (C.3.3.3). */
#define UFS_DEF_ACTIVE 0x80
#define UFS_DEF_RANK 0x7f

/* The player whose definition effect @m is. */
static guint
definition_player (const DkGame *g, const DkModifier *m)
{
  return m->source != DK_NO_CARD ? dk_game_card (g, m->source)->controller : dk_game_active (g);
}

static gboolean
is_definition (const DkModifier *m)
{
  return m->op == DK_MOD_SET && m->layer <= (UFS_DEF_ACTIVE | UFS_DEF_RANK);
}

/**
 * ufs_definitions_rank:
 * @g: a game
 *
 * C.3.3.3 (its C.3.3.2.1), J.3.4.2: of the values set on a card by
 * non-copying definition effects (every set modifier below the copies'
 * layers), the active player's apply first, then the inactive player's:
 * the active player's layers have UFS_DEF_ACTIVE (the framework applies
 * the higher layer first), and each player's keep their own order in the
 * low bits (ufs_definition_order; within a layer, in the order made).
 * Ranked again as each turn begins and as a value is set.
 */
void
ufs_definitions_rank (DkGame *g)
{
  guint active = dk_game_active (g);
  guint n = dk_game_n_modifiers (g);

  for (guint i = 0; i < n; i++)
    {
      const DkModifier *m = dk_game_modifier_at (g, i);
      guint16 want;

      if (!is_definition (m))
        continue;
      want = (guint16) ((m->layer & UFS_DEF_RANK) |
                        (definition_player (g, m) == active ? UFS_DEF_ACTIVE : 0));
      if (m->layer != want)
        dk_game_set_modifier_layer (g, i, want);
    }
}

/**
 * ufs_definition_ask:
 * @g: a game
 * @ex: the effect that sets a value
 * @card: the card whose value it sets
 * @stat: the value it sets
 *
 * C.3.3.3 (its C.3.3.2.1): a player who sets a value of a card that one of
 * their own definition effects sets already chooses the order: the new
 * one applies after theirs (yes), or before them (no). Asks once, the
 * first time the instruction executes (dk_exec_sub() 0 then 1).
 *
 * Returns: %TRUE when the player is asked (the instruction waits)
 */
gboolean
ufs_definition_ask (DkGame *g, DkExec *ex, gint32 card, guint stat)
{
  gint32 source = dk_exec_source (ex);
  guint player = source != DK_NO_CARD ? dk_game_card (g, source)->controller : dk_game_active (g);

  if (dk_exec_sub (ex) != 0 || card == DK_NO_CARD)
    return FALSE;
  for (guint i = 0; i < dk_game_n_modifiers (g); i++)
    {
      const DkModifier *m = dk_game_modifier_at (g, i);

      if (m->card == card && m->stat == stat && is_definition (m) &&
          definition_player (g, m) == player)
        {
          dk_exec_set_sub (ex, 1);
          dk_game_decide (g, player, DK_DECISION_CHOOSE);
          dk_game_offer (g, DK_VERB_YES, 0);
          dk_game_offer (g, DK_VERB_NO, 0);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * ufs_definition_order:
 * @g: a game
 * @ex: the effect that set a value
 * @card: the card whose value it set
 *
 * C.3.3.3: after the effect's set modifier is added (the last one), puts
 * it where its player chose (ufs_definition_ask): before their others on
 * the same value when the answer was no; then ranks every definition.
 */
void
ufs_definition_order (DkGame *g, DkExec *ex, gint32 card)
{
  guint n = dk_game_n_modifiers (g);
  gboolean before = FALSE;

  if (dk_exec_sub (ex) != 0)
    {
      const DkOption *o = dk_game_answer (g);

      before = o != NULL && o->verb == DK_VERB_NO;
      dk_game_clear_answer (g);
    }
  /* the last set modifier on @card: bonuses kept after it as its event
   * came (ufs_static_sync) are no definition */
  while (n > 0 && !(is_definition (dk_game_modifier_at (g, n - 1)) &&
                    dk_game_modifier_at (g, n - 1)->card == card))
    n--;
  if (before && n > 0)
    {
      const DkModifier *new = dk_game_modifier_at (g, n - 1);
      guint player = definition_player (g, new);
      guint rank = 0;

      for (guint i = 0; i + 1 < n; i++)
        {
          const DkModifier *m = dk_game_modifier_at (g, i);

          if (m->card == new->card && m->stat == new->stat && is_definition (m) &&
              definition_player (g, m) == player)
            rank = MAX (rank, (guint) (m->layer & UFS_DEF_RANK) + 1);
        }
      if (is_definition (new) && new->card == card)
        dk_game_set_modifier_layer (g, n - 1, (guint16) MIN (rank, UFS_DEF_RANK));
    }
  ufs_definitions_rank (g);
}

/* --- the scope of a response (J.3.1.4) ------------------------------------------------------ */

/**
 * ufs_scope_response:
 * @g: a game
 * @serial: the serial of the window the response is played in
 *
 * J.3.1.4: the scope of a response's immediate effect begins with, and
 * includes, the event it reacts to, not as it is announced (J.3.1.3):
 * called just after ufs_scope_announce(), for a response.
 */
void
ufs_scope_response (DkGame *g, guint32 serial)
{
  UfsState *s = ufs_state (g);
  guint32 now = g->event_seq;

  if (s->n_playing >= UFS_MAX_PLAYING)
    return;
  for (guint d = MIN (s->n_windows, UFS_MAX_WINDOWS); d-- > 0;)
    if (s->window_serial[d] == serial)
      {
        guint16 lo = s->window_event[d].seq16;

        s->scope_seq[s->n_playing] = now - (guint16) ((guint16) now - lo) - 1;
        return;
      }
}
