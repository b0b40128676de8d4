/* ufs-cancel.c: cancelling the effects of a card or ability being played
 * (J.3.1.1, G.2.2.1, H.3.3.4): the plays not complete yet, the
 * <cancel-effects> instruction and the `that-card` target.
 *
 * An ability played successfully (E.4.11) has its response windows before
 * its immediate effect executes (J.3.1.1: the effect comes after the
 * ability is played, and the event of its playing is the first thing a
 * response can react to); a card played has them before its play is
 * complete (for an attack, before its attack sequence; for a block, before
 * the block status is determined, G.2.2). Until then the play is on a
 * small stack in UfsState, innermost last, where a response finds the play
 * its event names.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/**
 * ufs_playing_push:
 * @g: a game
 * @card: the card played, or whose ability is played
 * @ability: the printed ability's index, or -1 for a card played alone
 * @player: who played it
 * @kind: UFS_KIND_* of the card when a card is played (with the ability,
 *   for an action card from the hand), -1 for an ability alone
 *
 * E.4.11: @card (or its ability) has been played; its play is complete
 * once ufs_playing_pop() is called.
 *
 * Returns: its index, for the other calls; -1 when the stack is full (a
 *   play nested that deep cannot be cancelled)
 */
gint32
ufs_playing_push (DkGame *g, gint32 card, gint32 ability, guint player, gint kind)
{
  UfsState *s = ufs_state (g);
  UfsPlaying *p;

  if (s->n_playing >= UFS_MAX_PLAYING)
    return -1;
  p = &s->playing[s->n_playing];
  memset (p, 0, sizeof *p);
  p->card = (gint16) card;
  p->ability = (gint16) ability;
  p->player = (guint8) player;
  p->kind = (guint8) (kind + 1);
  if (ability >= 0)
    {
      const DkCardDef *def = dk_game_card_def (g, card);
      UfsAbilityData scratch;

      /* "This ability cannot be cancelled by card effects." */
      if (def != NULL && (guint) ability < def->n_abilities &&
          ufs_ability_data (g, def, (guint) ability, &scratch)->uncancellable)
        p->flags |= UFS_PLAYING_UNCANCELLABLE;
    }
  return (gint32) s->n_playing++;
}

/* The play at @index is complete: it and any inside it leave the stack. */
void
ufs_playing_pop (DkGame *g, gint32 index)
{
  UfsState *s = ufs_state (g);

  if (index >= 0 && (guint32) index < s->n_playing)
    s->n_playing = (guint32) index;
}

/* Were the effects of the play at @index cancelled? @destroy: and, by an
 * opponent's payment (H.3.3.4.1), is its card to be destroyed? */
gboolean
ufs_playing_cancelled (const DkGame *g, gint32 index, gboolean *destroy)
{
  const UfsState *s = ufs_state_const (g);
  guint8 flags;

  if (destroy != NULL)
    *destroy = FALSE;
  if (index < 0 || (guint32) index >= s->n_playing)
    return FALSE;
  flags = s->playing[index].flags;
  if (destroy != NULL)
    *destroy = (flags & UFS_PLAYING_DESTROY) != 0;
  return (flags & UFS_PLAYING_CANCELLED) != 0;
}

static void
cancel (DkGame *g, UfsPlaying *p, guint by)
{
  p->flags |= UFS_PLAYING_CANCELLED;
  dk_game_emit (g, UFS_EVENT (CANCELLED), p->player, p->card, p->ability + 1, (gint32) by, 0, 0);
}

/* H.3.3.4: @by paid to cancel the ability at @index (H.3.3.4.4: neither a
 * cost nor an effect, so "cannot be cancelled by card effects" does not
 * stop it); H.3.3.4.1: @destroy its card too. */
void
ufs_playing_cancel_paid (DkGame *g, gint32 index, guint by, gboolean destroy)
{
  UfsState *s = ufs_state (g);

  if (index < 0 || (guint32) index >= s->n_playing)
    return;
  if (destroy)
    s->playing[index].flags |= UFS_PLAYING_DESTROY;
  cancel (g, &s->playing[index], by);
}

/* --- H.3.3.4.3: the opponent's choice to pay to cancel --------------------------------- */

/* H.3.3.4: the ability at @index may be cancelled by its opponent's
 * payment; they are asked after the fired effects of its being played
 * execute, before a response window for it gives priority
 * (ufs_cancel_offer_take(), in that window; else ufs_proc_ability once
 * its windows are done). */
void
ufs_cancel_offer (DkGame *g, gint32 index)
{
  UfsState *s = ufs_state (g);

  if (index >= 0 && (guint32) index < s->n_playing)
    s->playing[index].flags |= UFS_PLAYING_OFFER;
}

/* Takes the offer of the play at @index, if it is still to be made. */
gboolean
ufs_cancel_offer_pending (DkGame *g, gint32 index)
{
  UfsState *s = ufs_state (g);

  if (index < 0 || (guint32) index >= s->n_playing ||
      !(s->playing[index].flags & UFS_PLAYING_OFFER))
    return FALSE;
  s->playing[index].flags &= ~UFS_PLAYING_OFFER;
  return TRUE;
}

/**
 * ufs_cancel_offer_ask:
 * @g: a game
 * @ev: the event of a response window about to give priority
 *
 * H.3.3.4.3: if @ev is the ability-played of an ability whose opponent
 * may pay to cancel it and has not been asked, asks them now (the
 * decision UFS_DECISION_CANCEL).
 *
 * Returns: the play's index when asked, else -1
 */
gint32
ufs_cancel_offer_ask (DkGame *g, const DkEvent *ev)
{
  UfsState *s = ufs_state (g);

  if (ev->type != UFS_EVENT (ABILITY_PLAYED))
    return -1;
  for (guint i = s->n_playing; i-- > 0;)
    {
      const UfsPlaying *p = &s->playing[i];
      const DkCardDef *def;

      if (p->card != ev->card || p->ability != ev->a[0] - 1 || !(p->flags & UFS_PLAYING_OFFER))
        continue;
      ufs_cancel_offer_pending (g, (gint32) i);
      def = dk_game_card_def (g, p->card);
      if (def == NULL || (guint) p->ability >= def->n_abilities ||
          !ufs_cost_payable (g, p->card, &def->abilities[p->ability].cancel,
                             ufs_opponent (p->player)))
        return -1;
      ufs_cancel_offer_decide (g, p->card, p->player);
      return (gint32) i;
    }
  return -1;
}

/* The H.3.3.4 decision: @card's ability played by @player. */
void
ufs_cancel_offer_decide (DkGame *g, gint32 card, guint player)
{
  dk_game_decide (g, ufs_opponent (player), UFS_DECISION (CANCEL));
  dk_option_add_card (dk_game_offer (g, UFS_VERB (CANCEL), 0), card);
  dk_game_offer (g, UFS_VERB (NO_CANCEL), 0);
}

/* The answer to ufs_cancel_offer_ask() for the play at @index: on
 * "cancel", the opponent pays (H.3.3.4.2: a cost); returns TRUE if that
 * program was pushed (ufs_playing_cancel_paid() follows it). */
gboolean
ufs_cancel_offer_answer (DkGame *g, gint32 index)
{
  const UfsState *s = ufs_state_const (g);
  const UfsPlaying *p;

  if (dk_game_answer (g) == NULL || dk_game_answer (g)->verb != UFS_VERB (CANCEL) || index < 0 ||
      (guint32) index >= s->n_playing)
    return FALSE;
  p = &s->playing[index];
  dk_game_push_program (g, p->card, (guint) p->ability, DK_PART_CANCEL, ufs_opponent (p->player));
  return TRUE;
}

/* After the payment pushed by ufs_cancel_offer_answer(). */
void
ufs_cancel_offer_paid (DkGame *g, gint32 index)
{
  const UfsState *s = ufs_state_const (g);
  const DkCardDef *def;
  const UfsPlaying *p;

  if (index < 0 || (guint32) index >= s->n_playing)
    return;
  p = &s->playing[index];
  def = dk_game_card_def (g, p->card);
  ufs_playing_cancel_paid (g, index, ufs_opponent (p->player),
                           def != NULL && (guint) p->ability < def->n_abilities &&
                               def->abilities[p->ability].cancel_destroys);
}

/* Removes @card from the attack stack, if it waits there. */
void
ufs_attack_stack_remove (DkGame *g, gint32 card)
{
  UfsState *s = ufs_state (g);
  guint n = 0;

  for (guint i = 0; i < s->n_attack_stack; i++)
    if (s->attack_stack[i] != card)
      s->attack_stack[n++] = s->attack_stack[i];
  s->n_attack_stack = n;
}

/* I.3.10.3: the current state of the card played as the cost of a
 * cancelled reversal is refreshed (C.3.3.4.4): its base values, then the
 * modifier effects that still pertain to it. What it took as an attack
 * being played ("your next attack", modifiers until the attack ends) pertains to
 * no attack any more and goes; the lasting ones (until the turn ends, or
 * it leaves its zone) are read again, unchanged. Reverting makes no event
 * (C.3.3.4.4.1). The modifiers lie in the game's own block: they are
 * compacted in place, as dk_game_expire() does. */
void
ufs_refresh_cancelled_reversal (DkGame *g, gint32 card)
{
  DkModifier *mods = (DkModifier *) g->modifiers.data;
  guint j = 0;

  for (guint i = 0; i < g->modifiers.len; i++)
    {
      if (mods[i].card == card && mods[i].expiry == DK_EXPIRE_SCOPE &&
          mods[i].scope == UFS_SCOPE_ATTACK)
        continue;
      mods[j++] = mods[i];
    }
  g->modifiers.len = j;
  ufs_static_refresh (g, card); /* C.3.3.4.3: kept as an attack being played */
}

/**
 * ufs_play_cancelled_done:
 * @g: a game
 * @index: the play of @card (ufs_playing_push), or -1
 * @card: the card played
 * @kind: how it was played (UFS_KIND_*)
 *
 * The windows of @card's being played have closed: its play is complete
 * (it leaves the stack). If its effects were cancelled: an attack played
 * as a form or a reversal leaves the attack stack and has no attack
 * sequence (I.3.10.3 for a reversal; docs/rulings.md); a block blocks
 * nothing (G.2.2.1). The card stays where it is, played.
 *
 * Returns: whether its effects were cancelled
 */
gboolean
ufs_play_cancelled_done (DkGame *g, gint32 index, gint32 card, gint kind)
{
  gboolean cancelled = ufs_playing_cancelled (g, index, NULL);

  ufs_playing_pop (g, index);
  if (!cancelled)
    return FALSE;
  /* J.3.1.1 for cards, docs/rulings.md: the attack never enters its
   * sequence; I.3.10.3: nor does a reversal. */
  if (kind != UFS_KIND_BLOCK && ufs_card_type (g, card) == UFS_TYPE_ATTACK)
    ufs_attack_stack_remove (g, card);
  if (kind == UFS_KIND_REVERSAL)
    ufs_refresh_cancelled_reversal (g, card);
  return TRUE;
}

/* The event of the innermost response window: the one a response (or a
 * fired effect) executing now reacts to (J.3.1.4). */
static gboolean
window_event (const DkGame *g, DkEvent *ev)
{
  const UfsState *s = ufs_state_const (g);

  if (s->n_windows == 0)
    return FALSE;
  *ev = ufs_event_get (&s->window_event[s->n_windows - 1]);
  return TRUE;
}

/**
 * ufs_that_card:
 *
 * The `that-card` target: the card the event names that the response (or
 * fired effect) executing now reacts to ("discard it from their card
 * pool", "destroy it"), or DK_NO_CARD.
 */
gint32
ufs_that_card (DkGame *g, DkExec *ex)
{
  DkEvent ev;

  if (!window_event (g, &ev) || ev.card < 0 || (guint) ev.card >= dk_game_n_cards (g))
    return DK_NO_CARD;
  return ev.card;
}

/* <cancel-effects target>: a[0] what it acts on. */
enum
{
  CANCEL_NAMED,   /* whatever play the event names */
  CANCEL_ABILITY, /* target="that-ability" */
  CANCEL_CARD,    /* target="that-card" */
};

gboolean
ufs_compile_cancel_effects (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const targets[] = { "that-ability", "that-card", NULL };
  gint k;

  if (dk_compiler_word (c, node, "target", targets, &k) == NULL &&
      xmlHasProp (node, (const xmlChar *) "target") != NULL)
    return FALSE;
  in->a[0] = k < 0 ? CANCEL_NAMED : k == 0 ? CANCEL_ABILITY : CANCEL_CARD;
  return TRUE;
}

/* J.3.1.1, G.2.2.1: the effects of the ability or card the event names
 * (ability-played, card-played) are cancelled if its play is not complete
 * yet, unless it cannot be cancelled by card effects. */
DkExecResult
ufs_exec_cancel_effects (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  DkEvent ev;

  if (!window_event (g, &ev) ||
      (ev.type != UFS_EVENT (ABILITY_PLAYED) && ev.type != UFS_EVENT (CARD_PLAYED)))
    return DK_EXEC_NEXT;
  for (guint i = s->n_playing; i-- > 0;)
    {
      UfsPlaying *p = &s->playing[i];

      if (p->card != ev.card)
        continue;
      /* The ability-played of a keyword ability names none of these. */
      if (ev.type == UFS_EVENT (ABILITY_PLAYED) ? p->ability != ev.a[0] - 1 : p->kind == 0)
        continue;
      if ((in->a[0] == CANCEL_ABILITY && p->ability < 0) ||
          (in->a[0] == CANCEL_CARD && p->kind == 0))
        return DK_EXEC_NEXT;
      if (!(p->flags & (UFS_PLAYING_CANCELLED | UFS_PLAYING_UNCANCELLABLE)))
        cancel (g, p, dk_exec_controller (ex));
      return DK_EXEC_NEXT;
    }
  return DK_EXEC_NEXT;
}
