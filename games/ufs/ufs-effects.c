/* ufs-effects.c: the UFS module's instructions and targets (J, K).
 *
 * The vocabulary is documented in docs/ufs.md. Instructions used as costs
 * (H.4) mark the ability failed when they cannot be paid in full (E.4.5.1).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* An attribute is there (its value belongs to libxml2). */
static gboolean
has_attr (xmlNode *node, const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

/* An amount: a number, X (H.4.4) or an expression (ufs-state.c), in a[0]. */
static gboolean
compile_amount (DkCompiler *c, xmlNode *node, const char *attr, gint32 def, DkInstr *in)
{
  return ufs_compile_amount (c, node, attr, def, in, 0);
}

/* The instruction's amount now. */
static gint32
amount (const DkGame *g, const DkExec *ex, const DkInstr *in)
{
  return ufs_amount (g, ex, in, 0);
}

static gboolean
is_cost (const DkExec *ex)
{
  return dk_exec_part (ex) != DK_PART_EFFECT;
}

static void
cost_failed (DkGame *g, const DkExec *ex)
{
  if (is_cost (ex))
    ufs_state (g)->cost_failed = TRUE;
}

/* A target, `self` when the attribute is absent. */
static gboolean
compile_self_target (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->target = (gint16) (has_attr (node, "target") ? dk_compiler_target (c, node, "target", TRUE)
                                                   : DK_TARGET_SELF);
  return in->target >= 0;
}

/* --- commit, ready (C.1), destroy, remove (K.4), flip (K.4.2) ------------------- */

static DkExecResult
exec_commit (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card == DK_NO_CARD ||
      !ufs_commit_card (g, card, (gint) dk_exec_controller (ex),
                        is_cost (ex) ? UFS_COMMITTED_COST : UFS_COMMITTED_EFFECT))
    cost_failed (g, ex);
  return DK_EXEC_NEXT;
}

static DkExecResult
exec_ready (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD && !dk_game_card_has_flag (g, card, UFS_FLAG_ATTACHED))
    {
      if (ufs_is_committed (g, card))
        ufs_card_set_flag (g, card, UFS_FLAG_READIED, TRUE);
      ufs_card_set_flag (g, card, DK_CARD_FLAG_EXHAUSTED, FALSE);
    }
  return DK_EXEC_NEXT;
}

/* D.2.2.4: the starting character never leaves the staging area. */
static gboolean
is_starting_character (const DkGame *g, gint32 card)
{
  const UfsState *s = ufs_state_const (g);

  return card == s->character[0] || card == s->character[1];
}

static DkExecResult
exec_destroy (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card == DK_NO_CARD || is_starting_character (g, card))
    cost_failed (g, ex);
  else
    ufs_discard_card (g, card);
  return DK_EXEC_NEXT;
}

static DkExecResult
exec_remove (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card == DK_NO_CARD || is_starting_character (g, card))
    cost_failed (g, ex);
  else
    dk_game_move (g, card, UFS_ZONE_REMOVED, dk_game_card (g, card)->owner, DK_POS_TOP);
  return DK_EXEC_NEXT;
}

static DkExecResult
exec_flip (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);
  gboolean down = in->a[0];

  if (card == DK_NO_CARD || is_starting_character (g, card) ||
      dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN) == down)
    cost_failed (g, ex);
  else
    ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, down);
  return DK_EXEC_NEXT;
}

static gboolean
compile_flip (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->a[0] = strcmp ((const char *) node->name, "flip") == 0;
  return compile_self_target (c, node, in);
}

/* --- commit N foundations (H.4.3, I.3.12) ------------------------------------ */

static gboolean
compile_commit_foundations (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const choosers[] = { "player", "you", NULL };
  gint k = -1;

  in->player = dk_compiler_player (c, node, "you");
  /* K.2.4: "commit 1 of your opponent's foundations": the player whose
   * ability it is chooses them (a[3]); by default the player who commits */
  if (dk_compiler_word (c, node, "chosen-by", choosers, &k) == NULL && has_attr (node, "chosen-by"))
    return FALSE;
  in->a[3] = k == 1;
  /* K.2.4: "commit 1 card (non-character card) in your opponent's
   * staging area": the cards it takes (a[4], UFS_COMMIT_*) */
  {
    static const char *const kinds[] = { "foundations", "any", "non-character", NULL };
    gint kind = UFS_COMMIT_FOUNDATIONS;

    if (dk_compiler_word (c, node, "cards", kinds, &kind) == NULL && has_attr (node, "cards"))
      return FALSE;
    in->a[4] = kind < 0 ? UFS_COMMIT_FOUNDATIONS : kind;
  }
  return compile_amount (c, node, "count", 1, in) && in->player >= 0 && in->player < 2;
}

static DkExecResult
exec_commit_foundations (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);

  /* H.4.3: as a cost, the starting character may stand in for one. */
  if (dk_exec_sub (ex) == 0)
    {
      dk_exec_set_sub (ex, 1);
      ufs_push_commit_n (g, player, (guint) MAX (amount (g, ex, in), 0), is_cost (ex),
                         (gint) dk_exec_controller (ex),
                         is_cost (ex) ? UFS_COMMITTED_COST : UFS_COMMITTED_EFFECT);
      if (in->a[3])
        dk_game_top_frame (g)->a[3] = (gint32) dk_exec_controller (ex) + 1;
      dk_game_top_frame (g)->a[4] = in->a[4];
      return DK_EXEC_WAIT;
    }
  /* E.4.4, E.4.5.1: a cost paid in part is not paid (an effect does what it
   * can: J.1.1). */
  if (dk_game_get_return (g) < amount (g, ex, in))
    cost_failed (g, ex);
  return DK_EXEC_NEXT;
}

/* --- control-check costs (H.4.2, E.4.9) ---------------------------------------- */

static gboolean
compile_check (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  /* E.4.9: made after every other cost (and the card's own check). */
  in->flags |= DK_INSTR_LATE;
  /* E.3.4: "Make a control check" with no difficulty (-1) is made and
   * complete, whatever its value; the effect reads the number checked. */
  if (!has_attr (node, "difficulty"))
    {
      in->a[0] = -1;
      return TRUE;
    }
  if (!dk_compiler_int (c, node, "difficulty", 0, &in->a[0]))
    return FALSE;
  if (in->a[0] < 0)
    {
      dk_compiler_error (c, node, "<check difficulty=\"%d\">: a difficulty is 0 or more", in->a[0]);
      return FALSE;
    }
  return TRUE;
}

static DkExecResult
exec_check (DkGame *g, DkExec *ex, const DkInstr *in)
{
  DkFrame *f;

  if (dk_exec_sub (ex) == 0)
    {
      dk_exec_set_sub (ex, 1);
      f = dk_game_push (g, UFS_PROC (CHECK));
      f->a[0] = (gint32) dk_exec_controller (ex);
      f->a[1] = in->a[0];
      return DK_EXEC_WAIT;
    }
  /* E.3.4: a check against no difficulty neither passes nor fails (the
   * check returns its value then) */
  if (in->a[0] >= 0 && !dk_game_get_return (g))
    {
      /* E.4.9.3 */
      cost_failed (g, ex);
      return DK_EXEC_STOP;
    }
  return DK_EXEC_NEXT;
}

/* --- momentum (D.4.2) ---------------------------------------------------------------- */

enum
{
  FROM_DECK_TOP,
  FROM_HAND,
  FROM_SELF,
  FROM_DISCARD_TOP,
  FROM_TARGET,
};

static gboolean
compile_momentum (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const from[] = { "deck-top", "hand", "self", "discard-top", "target", NULL };
  static const char *const face[] = { "down", "up", NULL };
  gint k;

  if (dk_compiler_word (c, node, "from", from, &k) == NULL && has_attr (node, "from"))
    return FALSE;
  in->a[1] = k < 0 ? FROM_DECK_TOP : k;
  /* D.4: face down unless the effect says face up (public there) */
  if (dk_compiler_word (c, node, "face", face, &k) == NULL && has_attr (node, "face"))
    return FALSE;
  in->a[2] = k == 1;
  /* D.4.2: one card named by a target, to its owner's momentum */
  if (in->a[1] == FROM_TARGET)
    {
      in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
      return in->target >= 0;
    }
  /* D.4.2: the opponent adds the top cards of their own deck (discard
   * pile) to their own momentum */
  in->player = dk_compiler_player (c, node, "you");
  if (in->player < 0 || in->player > 1)
    return FALSE;
  if (in->player == 1 && in->a[1] != FROM_DECK_TOP && in->a[1] != FROM_DISCARD_TOP)
    {
      dk_compiler_error (
          c, node, "<momentum player=\"opponent\"> takes from=\"deck-top\" or \"discard-top\"");
      return FALSE;
    }
  return compile_amount (c, node, "count", 1, in);
}

/* Ask @player to choose a card of the hand, the card being played from it
 * left out (it is in transit: E.4.2). FALSE when there is none. */
static gboolean
offer_hand (DkGame *g, const DkExec *ex, guint player)
{
  guint n, k = 0;
  const guint16 *hand = dk_game_zone (g, UFS_ZONE_HAND, player, &n);
  gint32 source = dk_exec_source (ex);
  gboolean skip = source != DK_NO_CARD && ufs_in_transit (g, source);

  for (guint i = 0; i < n; i++)
    if (!((skip && hand[i] == source) || dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT)))
      k++;
  if (k == 0)
    return FALSE;
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  for (guint i = 0; i < n; i++)
    if (!((skip && hand[i] == source) || dk_game_card_has_flag (g, hand[i], UFS_FLAG_TRANSIT)))
      dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), hand[i]);
  return TRUE;
}

/* Cards paid from a hand one at a time: the card chosen at the previous
 * step (none at the first). */
static gint32
hand_step_taken (DkGame *g, gint32 done)
{
  const DkOption *o;
  gint32 card = DK_NO_CARD;

  if (done == 0)
    return DK_NO_CARD;
  o = dk_game_answer (g);
  if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
    card = o->args[0];
  dk_game_clear_answer (g);
  return card;
}

/* ... then the next card is offered until @count are paid; a hand that
 * runs short fails the cost (H.4.3). */
static DkExecResult
hand_step_next (DkGame *g, DkExec *ex, gint32 count, guint player, gint32 done)
{
  if (done < count && offer_hand (g, ex, player))
    {
      dk_exec_set_sub (ex, done + 1);
      return DK_EXEC_WAIT;
    }
  if (done < count)
    cost_failed (g, ex);
  return DK_EXEC_NEXT;
}

static void
to_momentum (DkGame *g, gint32 card, guint player, gboolean up)
{
  /* D.1.4: another player's card goes to its owner's removed zone. */
  if (!ufs_move_to_zone_of (g, card, UFS_ZONE_MOMENTUM, player))
    return;
  ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, !up);
  /* C.2.3.1: only a face-down card there is unknown; a face-up one is
   * seen by both players while it stays there */
  if (up)
    dk_game_reveal (g, card, player);
}

static DkExecResult
exec_momentum (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_controller (ex);
  gint32 done = dk_exec_sub (ex);
  gint32 count = amount (g, ex, in);

  switch (in->a[1])
    {
    case FROM_SELF:
      if (dk_exec_source (ex) != DK_NO_CARD)
        to_momentum (g, dk_exec_source (ex), player, in->a[2]);
      return DK_EXEC_NEXT;
    case FROM_TARGET:
      {
        gint32 card = dk_exec_target (g, ex, in->target);

        /* D.2.2.4: the starting character never leaves the staging area;
         * the card goes to its owner's momentum, face down (D.4) */
        if (card != DK_NO_CARD && !is_starting_character (g, card))
          to_momentum (g, card, dk_game_card (g, card)->owner, in->a[2]);
        return DK_EXEC_NEXT;
      }
    case FROM_HAND:
      {
        gint32 card = hand_step_taken (g, done);

        if (card != DK_NO_CARD)
          to_momentum (g, card, player, in->a[2]);
        return hand_step_next (g, ex, count, player, done);
      }
    default:
      player = dk_exec_player (g, ex, in);
      for (gint32 i = 0; i < count; i++)
        {
          /* E.2.2: an empty deck is cycled at once. */
          gint32 top = in->a[1] == FROM_DISCARD_TOP ? dk_game_zone_top (g, UFS_ZONE_DISCARD, player)
                                                    : ufs_deck_top (g, player);

          if (dk_game_is_over (g))
            return DK_EXEC_STOP;
          if (top == DK_NO_CARD)
            {
              cost_failed (g, ex);
              break;
            }
          to_momentum (g, top, player, in->a[2]);
        }
      return DK_EXEC_NEXT;
    }
}

static gboolean
compile_count (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  /* The opponent may be the one who discards (their own momentum). */
  in->player = dk_compiler_player (c, node, "you");
  return in->player >= 0 && in->player < 2 && compile_amount (c, node, "count", 1, in);
}

/**
 * ufs_discard_momentum_ordered:
 * @g: a game
 * @player: whose momentum
 * @left: how many of the top cards of that momentum are still to be
 *   discarded
 * @answered: the question this function asked last has been answered
 *
 * D.4.2.3: the player picks any momentum; they are all face down alike,
 * so the top ones are taken (docs/rulings.md). D.2.3.3.1: they reach the
 * discard pile together, in the order the player chooses: one card at a
 * time, the first at the bottom; copies of one card are one choice, and
 * the last kind left needs no question. A card offered is known to the
 * player who places it (it is about to be face up on the pile).
 *
 * Returns: the cards still to discard once the question asked (a
 *   DK_VERB_CHOOSE of @player) is answered; 0 when all are discarded
 */
/* D.4.2.3 with C.2.3.1: a momentum holding a face-up card and more cards
 * than are to go: the player chooses each card in turn, one of the
 * face-up cards (copies of one card are one choice) or a face-down one
 * (which, unknown, is the top face-down card); FALSE when the choice is
 * not needed (all face down, or every card goes). */
static gboolean
offer_momentum_faces (DkGame *g, guint player, guint left)
{
  guint n;
  const guint16 *momentum = dk_game_zone (g, UFS_ZONE_MOMENTUM, player, &n);
  gboolean any_up = FALSE;
  gint32 down = DK_NO_CARD;

  for (guint i = 0; i < n; i++)
    if (!ufs_is_face_down (g, momentum[i]))
      any_up = TRUE;
    else
      down = momentum[i];
  if (!any_up || left == 0 || left >= n)
    return FALSE;
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  for (guint i = n; i-- > 0;)
    {
      gboolean seen = FALSE;

      if (ufs_is_face_down (g, momentum[i]))
        continue;
      for (guint j = i + 1; j < n && !seen; j++)
        seen = !ufs_is_face_down (g, momentum[j]) &&
               dk_game_card (g, momentum[j])->def == dk_game_card (g, momentum[i])->def;
      if (!seen)
        dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), momentum[i]);
    }
  if (down != DK_NO_CARD)
    dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), down);
  return TRUE;
}

guint
ufs_discard_momentum_ordered (DkGame *g, guint player, guint left, gboolean answered)
{
  guint n, kinds = 0;
  const guint16 *momentum = dk_game_zone (g, UFS_ZONE_MOMENTUM, player, &n);

  left = MIN (left, n);
  if (answered)
    {
      const DkOption *o = dk_game_answer (g);

      /* a choice among the whole momentum when faces differ
       * (offer_momentum_faces), else among the top cards */
      for (guint i = 0; o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 && i < n; i++)
        if (momentum[i] == o->args[0])
          {
            ufs_card_set_flag (g, momentum[i], DK_CARD_FLAG_FACE_DOWN, FALSE);
            ufs_discard_card (g, momentum[i]);
            left--;
            break;
          }
      dk_game_clear_answer (g);
      momentum = dk_game_zone (g, UFS_ZONE_MOMENTUM, player, &n);
      left = MIN (left, n);
    }
  if (offer_momentum_faces (g, player, left))
    return left;
  for (guint i = n - left; i < n; i++)
    {
      gboolean seen = FALSE;

      for (guint j = n - left; j < i && !seen; j++)
        seen = dk_game_card (g, momentum[j])->def == dk_game_card (g, momentum[i])->def;
      kinds += !seen;
    }
  if (kinds <= 1)
    {
      /* copies of one card left, or none: nobody can tell their order */
      for (; left > 0; left--)
        {
          gint32 top = dk_game_zone_top (g, UFS_ZONE_MOMENTUM, player);

          ufs_card_set_flag (g, top, DK_CARD_FLAG_FACE_DOWN, FALSE);
          ufs_discard_card (g, top);
        }
      return 0;
    }
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  for (guint i = n; i-- > n - left;)
    {
      gboolean seen = FALSE;

      for (guint j = i + 1; j < n && !seen; j++)
        seen = dk_game_card (g, momentum[j])->def == dk_game_card (g, momentum[i])->def;
      dk_game_card_mut (g, momentum[i])->known |= (guint8) (1u << player);
      if (!seen)
        dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), momentum[i]);
    }
  return left;
}

/* <discard-momentum>: the sub-state is the cards still to discard,
 * shifted left by one, with bit 0 set (an answer awaited). */
static DkExecResult
discard_momentum (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  gint32 sub = dk_exec_sub (ex);
  guint left;

  if (sub == 0)
    {
      gint32 count = amount (g, ex, in);
      guint n = dk_game_zone_size (g, UFS_ZONE_MOMENTUM, player);

      /* J.1.2: an effect discards as many as there are; a cost short of
       * them fails (E.4.5.1). */
      if (count > (gint32) n)
        {
          cost_failed (g, ex);
          count = (gint32) n;
        }
      left = ufs_discard_momentum_ordered (g, player, (guint) MAX (count, 0), FALSE);
    }
  else
    left = ufs_discard_momentum_ordered (g, player, (guint) sub >> 1, TRUE);
  if (left == 0)
    return DK_EXEC_NEXT;
  dk_exec_set_sub (ex, (gint32) (left << 1 | 1));
  return DK_EXEC_WAIT;
}

/* J.1.2: the momentum discarded together make one event. */
static DkExecResult
exec_discard_momentum (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return ufs_act_exec (g, ex, in, discard_momentum, FALSE);
}

/* --- damage and vitality (G.3, J.5.1) -------------------------------------------------- */

static gboolean
compile_damage (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "opponent");
  return compile_amount (c, node, "amount", 1, in) && in->player >= 0 && in->player < 2;
}

static DkExecResult
exec_damage (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);

  /* J.3.5.2: replacements first. */
  ufs_deal_damage (g, player, ufs_replace_damage (g, player, amount (g, ex, in)),
                   dk_exec_source (ex), (gint) dk_exec_controller (ex), FALSE);
  return DK_EXEC_NEXT;
}

static gboolean
compile_gain (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  const char *counter = dk_compiler_word (c, node, "counter", NULL, NULL);

  in->player = dk_compiler_player (c, node, "you");
  in->a[0] = counter ? dk_rules_counter_index (dk_compiler_get_rules (c), counter) : 0;
  if (in->a[0] < 0)
    {
      dk_compiler_error (c, node, "<gain counter=\"%s\">: unknown counter", counter);
      return FALSE;
    }
  return ufs_compile_amount (c, node, "amount", 1, in, 1) && in->player >= 0 && in->player < 2;
}

/* J.5.1: vitality never goes above the character's maximum. */
static DkExecResult
exec_gain (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  gint32 now = dk_game_counter (g, player, (guint) in->a[0]);
  gint32 max = ufs_max_vitality (g, player);

  /* K.3.1: "cannot gain vitality" */
  if (in->a[0] == 0 && !ufs_restrict_may_gain (g, player))
    return DK_EXEC_NEXT;
  if (now < max)
    dk_game_set_counter (g, player, (guint) in->a[0],
                         MIN (dk_sat_add (now, MAX (ufs_amount (g, ex, in, 1), 0)), max));
  return DK_EXEC_NEXT;
}

/* <lose counter amount player>: the framework's, with an amount that may
 * be X or computed from the game (J.4.2: "loses 1 vitality for each card
 * in your card pool", read as it executes). a[0] the counter, a[1] the
 * amount; never below 0 (a loss gains nothing). */
static gboolean
compile_lose (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  const char *counter = dk_compiler_word (c, node, "counter", NULL, NULL);

  in->player = dk_compiler_player (c, node, "you");
  in->a[0] = counter ? dk_rules_counter_index (dk_compiler_get_rules (c), counter) : -1;
  if (in->a[0] < 0)
    {
      dk_compiler_error (c, node, "<lose counter=\"%s\">: unknown counter", counter ? counter : "");
      return FALSE;
    }
  return ufs_compile_amount (c, node, "amount", 1, in, 1) && in->player >= 0 && in->player < 2;
}

static DkExecResult
exec_lose (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);

  dk_game_add_counter (g, player, (guint) in->a[0], -MAX (ufs_amount (g, ex, in, 1), 0));
  return DK_EXEC_NEXT;
}

/* --- seal, freeze (K.4.3, K.4.5), add to the card pool (K.3.21) ------------------------- */

static DkExecResult
exec_seal (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD)
    ufs_card_set_flag (g, card, in->a[0] ? UFS_FLAG_FROZEN : UFS_FLAG_SEALED, TRUE);
  return DK_EXEC_NEXT;
}

static gboolean
compile_seal (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->a[0] = strcmp ((const char *) node->name, "freeze") == 0;
  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  return in->target >= 0;
}

static DkExecResult
exec_add_to_card_pool (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card;

  /* K.3.21: the top card of the player's deck (E.2.2: an empty one is
   * cycled first) or discard pile, face up or face down (C.2.3.1: then
   * known to nobody: its face is set before it moves) */
  if (in->a[1] != 0)
    {
      guint player = dk_exec_player (g, ex, in);

      card =
          in->a[1] == 1 ? ufs_deck_top (g, player) : dk_game_zone_top (g, UFS_ZONE_DISCARD, player);
      if (dk_game_is_over (g))
        return DK_EXEC_STOP;
      if (card == DK_NO_CARD)
        return DK_EXEC_NEXT;
      ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, in->a[2] != 0);
      dk_game_move (g, card, UFS_ZONE_CARD_POOL, player, in->a[0] ? DK_POS_BOTTOM : DK_POS_TOP);
      /* A face-down card in a public zone is its controller's to see
       * (C.2.2.1 in the staging area); outside the staging area it is
       * unknown (C.2.3.1), its controller included. */
      if (in->a[2] != 0)
        dk_game_card_mut (g, card)->known = 0;
      dk_game_card_mut (g, card)->vars[UFS_VAR_PLAYED_TURN] = dk_game_turn (g);
      return DK_EXEC_NEXT;
    }
  card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD && !is_starting_character (g, card))
    {
      guint owner = dk_game_card (g, card)->owner;

      /* D.1.3: a face-down card from the staging area stays face down (a
       * move keeps the card's face; only the module turns it over).
       * K.3.21.1: "the beginning" is the first position (the bottom). */
      dk_game_move (g, card, UFS_ZONE_CARD_POOL, owner, in->a[0] ? DK_POS_BOTTOM : DK_POS_TOP);
      dk_game_card_mut (g, card)->vars[UFS_VAR_PLAYED_TURN] = dk_game_turn (g);
    }
  return DK_EXEC_NEXT;
}

static gboolean
compile_add_to_card_pool (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const positions[] = { "end", "beginning", NULL };
  gint k;

  static const char *const froms[] = { "target", "deck-top", "discard-top", NULL };
  static const char *const faces[] = { "up", "down", NULL };
  gint from, face;

  if (dk_compiler_word (c, node, "position", positions, &k) == NULL && has_attr (node, "position"))
    return FALSE;
  in->a[0] = k == 1;
  if ((dk_compiler_word (c, node, "from", froms, &from) == NULL && has_attr (node, "from")) ||
      (dk_compiler_word (c, node, "face", faces, &face) == NULL && has_attr (node, "face")))
    return FALSE;
  in->a[1] = MAX (from, 0);
  in->a[2] = face == 1;
  if (in->a[1] != 0)
    {
      /* the top card of a player's own deck or discard pile, to their own
       * card pool (K.3.21) */
      in->player = dk_compiler_player (c, node, "you");
      if (has_attr (node, "target"))
        {
          dk_compiler_error (c, node, "<add-to-card-pool from=> takes no target");
          return FALSE;
        }
      return in->player >= 0 && in->player < 2;
    }
  if (in->a[2] || has_attr (node, "player"))
    {
      dk_compiler_error (c, node, "<add-to-card-pool target=> takes no face or player");
      return FALSE;
    }
  return compile_self_target (c, node, in);
}

/* --- modify, with "your next attack" (K.3.9) ------------------------------------------- */

/* The framework's <modify>, whose by (or set) may be X (H.4.4) or an
 * amount expression (J.4.3). */
static gboolean
compile_modify (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (has_attr (node, "to"))
    {
      xmlChar *to = xmlGetProp (node, (const xmlChar *) "to");
      gboolean printed = strcmp ((const char *) to, "printed") == 0;
      /* K.3.6: "switch this attack's speed and damage": to="damage" of
       * the speed (to="speed" of the damage) */
      gboolean other = strcmp ((const char *) to, "speed") == 0 ||
                       strcmp ((const char *) to, "damage") == 0;
      gboolean ok;

      if (other)
        {
          xmlChar *stat = xmlGetProp (node, (const xmlChar *) "stat");

          other = stat != NULL &&
                  (strcmp ((const char *) stat, "speed") == 0 ||
                   strcmp ((const char *) stat, "damage") == 0) &&
                  strcmp ((const char *) stat, (const char *) to) != 0;
          xmlFree (stat);
        }
      xmlFree (to);
      if ((!printed && !other) || has_attr (node, "by") || has_attr (node, "set") ||
          has_attr (node, "min") || has_attr (node, "max"))
        {
          dk_compiler_error (c, node,
                             "<modify to=> is to=\"printed\", or the other of speed and damage, "
                             "with neither by, set, min nor max");
          return FALSE;
        }
      /* compiled as a bonus of 0, whose amount is found as it executes */
      xmlSetProp (node, (const xmlChar *) "by", (const xmlChar *) "0");
      ok = dk_framework_instr ("modify")->compile (c, node, in);
      xmlUnsetProp (node, (const xmlChar *) "by");
      if (ok && ufs_next_attack_target (in->target) >= 0)
        {
          dk_compiler_error (c, node, "<modify to=\"printed\"> of a card in play, not a next attack");
          return FALSE;
        }
      in->flags |= UFS_INSTR_PRINTED;
      /* the switch: its mark, no string read as it executes */
      if (other)
        in->s = g_intern_static_string ("switch");
      return ok;
    }
  return ufs_compile_framework_amount (c, node, "modify", has_attr (node, "set") ? "set" : "by",
                                       in);
}

/* C.3.3.4: the card's current value of @stat, before the stat's floor:
 * what dk_game_stat() reads, an attack's speed below 0 included. */
static gint64
value_unfloored (const DkGame *g, gint32 card, guint stat)
{
  gint32 value = dk_game_printed_stat (g, card, stat);
  gint64 add = 0;
  guint32 layer = G_MAXUINT32;
  const DkModifier *mods = (const DkModifier *) g->modifiers.data;

  for (guint i = 0; i < g->modifiers.len; i++)
    if (mods[i].card == card && mods[i].stat == stat)
      {
        /* the set value applied last: the lowest layer (C.3.3.2, C.3.3.3) */
        if (mods[i].op == DK_MOD_SET)
          {
            if (mods[i].layer <= layer)
              {
                value = mods[i].value;
                layer = mods[i].layer;
              }
          }
        else
          add += mods[i].value;
      }
  return ufs_adjust_stat (g, card, stat, dk_sat32 (value + add));
}

/* "Return this attack to its printed speed" (J.4.2.1, C.3.3.4.3): a
 * modification of the current state that takes it back to the printed
 * value (a multiple copy's: its original's, I.3.8.2) once; the bonuses and
 * penalties that come later count on top of it. The bonus that does so is
 * found as the instruction executes. */
static gint32
to_printed (DkGame *g, gint32 card, guint stat)
{
  const DkCard *c = dk_game_card (g, card);
  gint64 printed = dk_game_printed_stat (g, card, stat);

  if (dk_game_card_has_flag (g, card, UFS_FLAG_COPY) && c->vars[UFS_VAR_EXTRA] > 0)
    printed = dk_game_printed_stat (g, c->vars[UFS_VAR_EXTRA] - 1, stat);
  return dk_sat32 (printed - value_unfloored (g, card, stat));
}

/* Does the order of two bonuses or penalties to one value change what
 * they make of it? Only with a bound (K.3.7): sums alone commute. */
static gboolean
next_mods_order_matters (const UfsNextMod *a, const UfsNextMod *b)
{
  return a->stat == b->stat && a->player == b->player && a->wait == b->wait && a->value != 0 &&
         b->value != 0 &&
         (a->min != G_MININT32 || a->max != G_MAXINT32 || b->min != G_MININT32 ||
          b->max != G_MAXINT32);
}

/* J.3.3.1.1: a player applies their own modifications to an attack in the
 * order they choose. A bonus or penalty @m waiting for the next attack
 * that meets one of the same player's already waiting on the same value,
 * where a bound makes the order matter, is placed as they say: after
 * theirs (yes), or before the first of them (no), asked as it is made
 * (as C.3.3.3 asks for set values, docs/rulings.md). Returns where it
 * goes in UfsState.next, or more than UFS_MAX_NEXT while the player is
 * asked. */
static guint
next_mod_place (DkGame *g, DkExec *ex, const UfsNextMod *m)
{
  UfsState *s = ufs_state (g);
  guint first = s->n_next;

  for (guint i = s->n_next; i-- > 0;)
    if (s->next[i].claimed < 0 && next_mods_order_matters (&s->next[i], m))
      first = i;
  if (first == s->n_next)
    return s->n_next;
  if (dk_exec_sub (ex) == 0)
    {
      dk_exec_set_sub (ex, 1);
      dk_game_decide (g, dk_exec_controller (ex), DK_DECISION_CHOOSE);
      dk_game_offer (g, DK_VERB_YES, 0);
      dk_game_offer (g, DK_VERB_NO, 0);
      return UFS_MAX_NEXT + 1;
    }
  {
    const DkOption *o = dk_game_answer (g);
    gboolean before = o != NULL && o->verb == DK_VERB_NO;

    dk_game_clear_answer (g);
    return before ? first : s->n_next;
  }
}

/* K.3.6, C.3.3.4.3: "Switch this attack's speed and damage": a
 * modification of the current state, applied once, that gives each of
 * the two values the other's as the instruction executes (neither below
 * its floor counted: what the other would read), by a modification of
 * the difference, as to_printed() does; bonuses and penalties that come
 * later count on top of it. @in is the modify resolved for the speed (or
 * the damage). */
static DkExecResult
exec_switch (DkGame *g, DkExec *ex, DkInstr *in, gint32 card)
{
  guint other = in->stat == UFS_STAT_SPEED ? UFS_STAT_DAMAGE : UFS_STAT_SPEED;
  gint64 mine = value_unfloored (g, card, in->stat);
  gint64 theirs = value_unfloored (g, card, other);

  if (!ufs_attack_value_modifiable (g, card, other))
    return DK_EXEC_NEXT;
  in->a[0] = dk_sat32 (theirs - mine);
  dk_framework_instr ("modify")->exec (g, ex, in);
  in->stat = (guint16) other;
  in->a[0] = dk_sat32 (mine - theirs);
  return dk_framework_instr ("modify")->exec (g, ex, in);
}

static DkExecResult
exec_modify (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  DkInstr resolved = *in;

  resolved.a[0] = amount (g, ex, in);
  if (ufs_next_attack_target (in->target) >= 0)
    {
      UfsNextMod m = { (gint8) dk_exec_controller (ex),
                       (guint8) in->stat,
                       (guint16) ufs_next_attack_target (in->target),
                       resolved.a[0],
                       DK_NO_CARD,
                       in->a[4],
                       in->a[5] };

      if (s->n_next < UFS_MAX_NEXT)
        {
          guint at = next_mod_place (g, ex, &m);

          if (at > UFS_MAX_NEXT)
            return DK_EXEC_WAIT;
          memmove (&s->next[at + 1], &s->next[at], (s->n_next - at) * sizeof (UfsNextMod));
          s->next[at] = m;
          s->n_next++;
        }
      return DK_EXEC_NEXT;
    }
  /* C.3.4: an attack's speed, damage and zone only while it is played,
   * attacks or waits on the attack stack. */
  {
    gint32 card = dk_exec_target (g, ex, in->target);

    if (card != DK_NO_CARD && !ufs_attack_value_modifiable (g, card, in->stat))
      return DK_EXEC_NEXT;
    /* C.3.3.3: the order of a player's own set values, chosen */
    if (in->a[1] && ufs_definition_ask (g, ex, card, in->stat))
      return DK_EXEC_WAIT;
    /* C.3.3.4.3: a lasting modifier that applies to the attack under way
     * stays on it when its attack zone changes */
    if (G_UNLIKELY (s->n_attack_mods != 0) && in->stat == UFS_STAT_ATTACK_ZONE)
      ufs_attack_mods_hold (g, card);
    if (G_UNLIKELY (in->flags & UFS_INSTR_PRINTED))
      {
        /* C.3.2.1, C.3.3.1: a valueless or face-down card has no printed
         * value to return to */
        if (card == DK_NO_CARD || !ufs_is_valued (g, card) || ufs_is_face_down (g, card))
          return DK_EXEC_NEXT;
        if (in->s != NULL)
          return exec_switch (g, ex, &resolved, card);
        resolved.a[0] = to_printed (g, card, in->stat);
      }
    /* C.3.3.4.2.4: the block's current state is refreshed when its
     * attack resolves or is aborted: a modification applied to it
     * meanwhile lasts until then at most (a set value is a base value,
     * C.3.3.3, and stays) */
    if (G_UNLIKELY (resolved.a[2] != DK_EXPIRE_SCOPE && s->attack != DK_NO_CARD) && !in->a[1] &&
        ufs_block_in_attack (g, card))
      {
        resolved.a[2] = DK_EXPIRE_SCOPE;
        resolved.a[3] = UFS_SCOPE_ATTACK;
      }
  }
  {
    DkExecResult r = dk_framework_instr ("modify")->exec (g, ex, &resolved);

    /* C.3.3.3: a value set by a definition effect, ranked by player */
    if (in->a[1])
      ufs_definition_order (g, ex, dk_exec_target (g, ex, in->target));
    return r;
  }
}

/* E.3.1.3: the player's next control check is set to a value in advance. */
static gboolean
compile_set_check (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "you");
  if (xmlHasProp (node, (const xmlChar *) "value") == NULL)
    {
      dk_compiler_error (c, node, "<set-check> needs value=\"N\"");
      return FALSE;
    }
  return compile_amount (c, node, "value", 0, in) && in->player >= 0 && in->player < 2;
}

static DkExecResult
exec_set_check (DkGame *g, DkExec *ex, const DkInstr *in)
{
  ufs_state (g)->set_check[dk_exec_player (g, ex, in)] =
      dk_sat_add (MAX (amount (g, ex, in), 0), 1);
  return DK_EXEC_NEXT;
}

/* E.3.3: the check just made is made again (once). */
static gboolean
compile_recheck (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "you");
  return in->player >= 0 && in->player < 2;
}

static DkExecResult
exec_recheck (DkGame *g, DkExec *ex, const DkInstr *in)
{
  ufs_state (g)->recheck[dk_exec_player (g, ex, in)] = 1;
  return DK_EXEC_NEXT;
}

/* Mark the bonuses waiting for @player's next attack as taken by @attack;
 * returns the difficulty among them (E.4.7). */
gint32
ufs_claim_next_mods (DkGame *g, guint player, gint32 attack)
{
  UfsState *s = ufs_state (g);
  gint32 difficulty = 0;

  for (guint i = 0; i < s->n_next; i++)
    {
      UfsNextMod *m = &s->next[i];

      if ((m->player & ~UFS_NEXT_BY_OPPONENT) != (gint8) player || m->claimed >= 0 ||
          m->claimed == UFS_NEXT_SEEN (attack))
        continue;
      /* K.3.9.1: an attack that does not match the criteria is let by. */
      if (m->match != 0 && !ufs_attack_matches (g, m->match, attack))
        continue;
      /* K.3.9.1: a bonus to a later attack lets this one by. */
      if (m->wait > 0)
        {
          m->wait--;
          m->claimed = UFS_NEXT_SEEN (attack);
          continue;
        }
      m->claimed = attack;
      if (m->stat == UFS_STAT_DIFFICULTY)
        difficulty = dk_sat_add (difficulty, m->value);
    }
  return difficulty;
}

/* The attempt is over: a played attack gets the bonuses it took (until it
 * resolves); either way they are spent. J.3.3.1.1: they apply together,
 * the active player's first, then the inactive player's; each player's in
 * the order UfsState.next holds them, the one they chose (next_mod_place,
 * docs/rulings.md). With bounds (K.3.7) the order can change the result. */
void
ufs_apply_next_mods (DkGame *g, guint player, gint32 attack, gboolean played)
{
  UfsState *s = ufs_state (g);
  guint j = 0;
  /* Those made by the attacking player come first when they are active. */
  gint8 first = dk_game_active (g) == player ? 0 : UFS_NEXT_BY_OPPONENT;

  for (guint pass = 0; played && pass < 2; pass++)
    for (guint i = 0; i < s->n_next; i++)
      {
        UfsNextMod m = s->next[i];

        if (m.claimed != attack || m.stat == UFS_STAT_DIFFICULTY ||
            ((m.player & UFS_NEXT_BY_OPPONENT) == first) != (pass == 0))
          continue;
        {
          DkModifier mod = { 0 };
          gint32 now = dk_game_stat (g, attack, m.stat);
          gint32 want = CLAMP (dk_sat_add (now, m.value), m.min, m.max);

          /* K.3.7: bounded, never turned around (as <modify> does). */
          if ((m.value < 0 && want > now) || (m.value > 0 && want < now))
            want = now;
          mod.card = attack;
          mod.source = DK_NO_CARD;
          mod.stat = m.stat;
          mod.op = DK_MOD_ADD;
          mod.expiry = DK_EXPIRE_SCOPE;
          mod.scope = UFS_SCOPE_ATTACK;
          mod.value = dk_sat_sub (want, now);
          dk_game_add_modifier (g, &mod);
        }
      }
  for (guint i = 0; i < s->n_next; i++)
    if (s->next[i].claimed != attack)
      s->next[j++] = s->next[i];
  s->n_next = j;
}

/* --- discard, draw (E.2.2, E.4.4) ------------------------------------------------------- */

/* The framework's <discard> and <draw> (same attributes): a card is taken
 * from an empty deck by cycling it first (E.2.2); as a cost, a discard
 * short of cards fails (E.4.5.1) and the card being played is not in the
 * hand to pay it (E.4.2). */
static gboolean
compile_discard (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!ufs_compile_framework_amount (c, node, "discard", "count", in))
    return FALSE;
  /* K.1.3: "each" from the hands (ufs_exec_discard_each); from the
   * decks, where the order could matter (a cycle on the way), one
   * <discard> a player. */
  if (in->player == 2 && in->a[1])
    {
      dk_compiler_error (
          c, node, "<discard player=\"each\" from=\"deck-top\">: write one <discard> for each player");
      return FALSE;
    }
  return TRUE;
}

/* a[0] count, a[1] 1 from the deck's top (else the hand, chosen one at a
 * time); the sub-state counts the cards discarded so far. */
static DkExecResult
discard_cards (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player;
  gint32 done = dk_exec_sub (ex);
  gint32 count;
  gint32 card;

  if (in->player == 2)
    return ufs_exec_discard_each (g, ex, in);
  player = dk_exec_player (g, ex, in);
  count = amount (g, ex, in);
  if (in->a[1])
    {
      /* K.5.3: more cards than the deck holds: the deck's cards, a cycle
       * (ufs_deck_top: E.2.2), then the rest. */
      for (gint32 i = 0; i < count; i++)
        {
          gint32 top = ufs_deck_top (g, player);

          if (dk_game_is_over (g))
            return DK_EXEC_STOP;
          if (top == DK_NO_CARD)
            {
              cost_failed (g, ex);
              break;
            }
          ufs_discard_card (g, top);
        }
      return DK_EXEC_NEXT;
    }
  card = hand_step_taken (g, done);
  if (card != DK_NO_CARD)
    ufs_discard_card (g, card);
  return hand_step_next (g, ex, count, player, done);
}

/* J.1.2: "discard 2 cards" is one event; K.1.3.1: "each player discards
 * 2 cards" too. */
static DkExecResult
exec_discard (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return ufs_act_exec (g, ex, in, discard_cards, in->player == 2);
}

/* J.1.2: the cards chosen at random, the foundations destroyed, and the
 * cards moved together by one instruction make one event; K.1.3.1: those
 * of both players too. */
static DkExecResult
exec_discard_random (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return ufs_act_exec (g, ex, in, ufs_exec_discard_random, FALSE);
}

static DkExecResult
exec_destroy_foundations (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return ufs_act_exec (g, ex, in, ufs_exec_destroy_foundations, FALSE);
}

static DkExecResult
exec_discard_hand (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return ufs_act_exec (g, ex, in, ufs_exec_discard_hand, FALSE);
}

static DkExecResult
exec_move_each (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return ufs_act_exec (g, ex, in, ufs_exec_move_each, in->player == 2);
}

static gboolean
compile_draw (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return ufs_compile_framework_amount (c, node, "draw", "count", in);
}

/* a[0] count; player you, opponent or each. K.1.3: with each, the player
 * whose effect it is chooses who draws first (yes: they do) when a deck
 * holds fewer cards than the count, the only case where the order can
 * matter (E.2.2: a cycle, or a loss, on the way); else they do. */
static DkExecResult
exec_draw (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  guint players[2] = { dk_exec_player (g, ex, in), ufs_opponent (you) };
  guint n = in->player == 2 ? 2 : 1;
  gint32 count = amount (g, ex, in);

  if (n == 2 && dk_exec_sub (ex) == 0 && count > 0 &&
      (dk_game_zone_size (g, UFS_ZONE_DECK, you) < (guint) count ||
       dk_game_zone_size (g, UFS_ZONE_DECK, ufs_opponent (you)) < (guint) count))
    {
      dk_exec_set_sub (ex, 1);
      dk_game_decide (g, you, DK_DECISION_CHOOSE);
      dk_game_offer (g, DK_VERB_YES, 0);
      dk_game_offer (g, DK_VERB_NO, 0);
      return DK_EXEC_WAIT;
    }
  if (n == 2 && dk_exec_sub (ex) != 0)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_NO)
        {
          players[0] = ufs_opponent (you);
          players[1] = you;
        }
      dk_game_clear_answer (g);
    }
  /* J.1.2: "draw 2" is one event; K.1.3.1: so is "each player draws 2" */
  if (n == 2)
    ufs_act_begin_each (g);
  else
    ufs_act_begin (g);
  for (guint p = 0; p < n; p++)
    for (gint32 i = 0; i < count; i++)
      if (!ufs_draw_one (g, players[p]))
        break;
  ufs_act_end (g);
  if (dk_game_is_over (g))
    return DK_EXEC_STOP;
  return DK_EXEC_NEXT;
}

/* --- ready N foundations (C.1.3) ------------------------------------------------------ */

/* <ready-foundations count= player= fresh=>: the player whose ability it
 * is readies that many of @player's committed foundations, chosen one at a
 * time (C.1.3: a ready card cannot be readied); with fresh="true", only
 * those not readied since the Combat Phase began ("that has not been
 * readied this Combat Phase"). */
static gboolean
compile_ready_foundations (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const bools[] = { "false", "true", NULL };
  gint k = 0;

  in->player = dk_compiler_player (c, node, "you");
  if (dk_compiler_word (c, node, "fresh", bools, &k) == NULL && has_attr (node, "fresh"))
    return FALSE;
  in->a[2] = k == 1;
  /* "ready 1 card (non-character card, asset) [in your staging area]": the
   * cards it takes (a[4], UFS_COMMIT_*) */
  {
    static const char *const kinds[] = { "foundations", "any", "non-character", "assets", NULL };
    gint kind = UFS_COMMIT_FOUNDATIONS;

    if (dk_compiler_word (c, node, "cards", kinds, &kind) == NULL && has_attr (node, "cards"))
      return FALSE;
    in->a[4] = kind < 0 ? UFS_COMMIT_FOUNDATIONS : kind;
  }
  return compile_amount (c, node, "count", 1, in) && in->player >= 0 && in->player < 2;
}

static DkExecResult
exec_ready_foundations (DkGame *g, DkExec *ex, const DkInstr *in)
{
  DkFrame *f;

  if (dk_exec_sub (ex) == 1)
    return DK_EXEC_NEXT;
  dk_exec_set_sub (ex, 1);
  f = dk_game_push (g, UFS_PROC (READY_N));
  f->a[0] = (gint32) dk_exec_player (g, ex, in);
  f->a[1] = MAX (amount (g, ex, in), 0);
  f->a[4] = in->a[4];
  f->a[2] = in->a[2];
  f->a[3] = (gint32) dk_exec_controller (ex);
  return DK_EXEC_WAIT;
}

/* Does @c, of @player's staging area, belong to the cards a[4]
 * (UFS_COMMIT_*) of a ready-foundations? */
static gboolean
ready_kind (const DkGame *g, gint32 c, guint player, gint32 kind)
{
  switch (kind)
    {
    case UFS_COMMIT_ANY:
      return TRUE;
    case UFS_COMMIT_NON_CHARACTER:
      return c != ufs_state_const (g)->character[player];
    case UFS_COMMIT_ASSETS:
      return !ufs_is_face_down (g, c) && ufs_card_type (g, c) == UFS_TYPE_ASSET;
    default:
      return ufs_is_foundation (g, c);
    }
}

/* a[0] whose foundations, a[1] how many are left, a[2] fresh only, a[3]
 * who chooses, a[4] which cards (UFS_COMMIT_*: foundations by default). A
 * face-down card is a foundation (D.2.2.2); an attached card is readied
 * with its character only (D.2.2.3.2). */
DkStepResult
ufs_proc_ready_n (DkGame *g, DkFrame *f)
{
  guint n, offered = 0;
  const guint16 *staging;

  if (f->step == 1)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        {
          ufs_card_set_flag (g, o->args[0], UFS_FLAG_READIED, TRUE);
          ufs_card_set_flag (g, o->args[0], DK_CARD_FLAG_EXHAUSTED, FALSE);
        }
      dk_game_clear_answer (g);
      f->a[1]--;
      f->step = 0;
    }
  if (f->a[1] <= 0)
    return DK_STEP_DONE;
  staging = dk_game_zone (g, UFS_ZONE_STAGING, (guint) f->a[0], &n);
  for (guint i = 0; i < n; i++)
    {
      gint32 c = staging[i];

      if (!ready_kind (g, c, (guint) f->a[0], f->a[4]) || !ufs_is_committed (g, c) ||
          dk_game_card_has_flag (g, c, UFS_FLAG_ATTACHED) ||
          (f->a[2] && dk_game_card_has_flag (g, c, UFS_FLAG_READIED)))
        continue;
      /* another player's card the chooser cannot see is not offered: its
       * option would name it */
      if (f->a[0] != f->a[3] && !dk_game_card_known_by (g, c, (guint) f->a[3]))
        continue;
      if (offered++ == 0)
        dk_game_decide (g, (guint) f->a[3], DK_DECISION_CHOOSE);
      dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), c);
    }
  if (offered == 0)
    return DK_STEP_DONE;
  f->step = 1;
  return DK_STEP_WAIT;
}

/* --- move (D.1) ---------------------------------------------------------------------- */

static gboolean
compile_move (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return dk_framework_instr ("move")->compile (c, node, in);
}

/* The framework's move, with the face each zone gives a card: face down in
 * a deck or momentum (D.4), face up in a hand or a public zone (D.2, D.3),
 * except that a face-down card from the staging area to the card pool, or
 * back, stays so (D.1.3); never the starting character (D.2.2.4); nothing
 * for a card already in that zone (D.2.5.2). */
static DkExecResult
exec_move (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);
  guint to = (guint) in->a[0];
  guint from;
  gboolean down;

  if (card == DK_NO_CARD || is_starting_character (g, card))
    return DK_EXEC_NEXT;
  ufs_scope_cost_moved (g, ex, in->target, card);
  from = ufs_zone_kind_of (g, card);
  /* D.2.5.2: a card moved to the zone it is in makes no zone change and
   * is not added to it again; the order of a card pool, discard pile or
   * momentum stays as it is (D.2.1.2, D.2.3.2, D.4.2.4), and a hand,
   * staging area or removed zone has none. A deck's top and bottom are
   * places of their own. */
  if (from == to && to != UFS_ZONE_DECK)
    return DK_EXEC_NEXT;
  if (to == UFS_ZONE_DECK || to == UFS_ZONE_MOMENTUM)
    down = TRUE;
  else if ((to == UFS_ZONE_CARD_POOL || to == UFS_ZONE_STAGING) &&
           (from == UFS_ZONE_CARD_POOL || from == UFS_ZONE_STAGING))
    down = dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN);
  else
    down = FALSE;
  /* the face first, so that the move shows the card to whom it may */
  ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, down);
  dk_game_move (g, card, to, dk_game_card (g, card)->owner, in->a[1]);
  return DK_EXEC_NEXT;
}

const DkInstrSpec ufs_instrs[] = {
  [UFS_INSTR_COMMIT] = { "commit", compile_self_target, exec_commit },
  [UFS_INSTR_READY] = { "ready", compile_self_target, exec_ready },
  [UFS_INSTR_DESTROY] = { "destroy", compile_self_target, exec_destroy },
  [UFS_INSTR_REMOVE] = { "remove", compile_self_target, exec_remove },
  [UFS_INSTR_FLIP] = { "flip", compile_flip, exec_flip },
  [UFS_INSTR_UNFLIP] = { "unflip", compile_flip, exec_flip },
  [UFS_INSTR_COMMIT_FOUNDATIONS] = { "commit-foundations", compile_commit_foundations,
                                     exec_commit_foundations },
  [UFS_INSTR_CHECK] = { "check", compile_check, exec_check },
  [UFS_INSTR_MOMENTUM] = { "momentum", compile_momentum, exec_momentum },
  [UFS_INSTR_DISCARD_MOMENTUM] = { "discard-momentum", compile_count, exec_discard_momentum },
  [UFS_INSTR_DAMAGE] = { "damage", compile_damage, exec_damage },
  [UFS_INSTR_GAIN] = { "gain", compile_gain, exec_gain },
  [UFS_INSTR_SEAL] = { "seal", compile_seal, exec_seal },
  [UFS_INSTR_FREEZE] = { "freeze", compile_seal, exec_seal },
  [UFS_INSTR_ADD_TO_CARD_POOL] = { "add-to-card-pool", compile_add_to_card_pool,
                                   exec_add_to_card_pool },
  [UFS_INSTR_MODIFY] = { "modify", compile_modify, exec_modify },
  [UFS_INSTR_SET_CHECK] = { "set-check", compile_set_check, exec_set_check },
  [UFS_INSTR_RECHECK] = { "recheck", compile_recheck, exec_recheck },
  [UFS_INSTR_DISCARD] = { "discard", compile_discard, exec_discard },
  [UFS_INSTR_DRAW] = { "draw", compile_draw, exec_draw },
  [UFS_INSTR_FORBID] = { "forbid", ufs_compile_forbid, ufs_exec_forbid },
  [UFS_INSTR_UNBLOCKABLE] = { "unblockable", ufs_compile_unblockable, ufs_exec_unblockable },
  [UFS_INSTR_MODIFY_CHECK] = { "modify-check", ufs_compile_modify_check, ufs_exec_modify_check },
  [UFS_INSTR_IGNORE_PROGRESSIVE] = { "ignore-progressive", ufs_compile_ignore_progressive,
                                     ufs_exec_ignore_progressive },
  [UFS_INSTR_ADD_CHECK] = { "add-check", ufs_compile_add_check, ufs_exec_add_check },
  [UFS_INSTR_DISCARD_HAND] = { "discard-hand", ufs_compile_discard_hand, exec_discard_hand },
  [UFS_INSTR_END_PHASE] = { "end-phase", ufs_compile_end_phase, ufs_exec_end_phase },
  [UFS_INSTR_ADD_COST] = { "add-cost", ufs_compile_add_cost, ufs_exec_add_cost },
  [UFS_INSTR_CHANGE_ZONE] = { "change-zone", ufs_compile_change_zone, ufs_exec_change_zone },
  [UFS_INSTR_PLAY_ABILITY] = { "play-ability", ufs_compile_play_ability, ufs_exec_play_ability },
  [UFS_INSTR_DEFINE_X] = { "define-x", ufs_compile_define_x, ufs_exec_define_x },
  [UFS_INSTR_LOOK] = { "look", ufs_compile_show, ufs_exec_show },
  [UFS_INSTR_REVEAL] = { "reveal", ufs_compile_show, ufs_exec_show },
  [UFS_INSTR_DISCARD_RANDOM] = { "discard-random", ufs_compile_discard_random,
                                 exec_discard_random },
  [UFS_INSTR_DRAW_UP_TO] = { "draw-up-to", ufs_compile_draw_up_to, ufs_exec_draw_up_to },
  [UFS_INSTR_GRANT_KEYWORD] = { "grant-keyword", ufs_compile_keyword_change,
                                ufs_exec_keyword_change },
  [UFS_INSTR_REMOVE_KEYWORD] = { "remove-keyword", ufs_compile_keyword_change,
                                 ufs_exec_keyword_change },
  [UFS_INSTR_MODIFY_RATING] = { "modify-rating", ufs_compile_keyword_change,
                                ufs_exec_keyword_change },
  [UFS_INSTR_FLIP_FOUNDATIONS] = { "flip-foundations", ufs_compile_flip_foundations,
                                   ufs_exec_flip_foundations },
  [UFS_INSTR_ADD_FACE_DOWN] = { "add-face-down", ufs_compile_add_face_down,
                                ufs_exec_add_face_down },
  [UFS_INSTR_IF] = { "if", ufs_compile_if, ufs_exec_if },
  [UFS_INSTR_UNLESS] = { "unless", ufs_compile_if, ufs_exec_if },
  [UFS_INSTR_DELAYED] = { "delayed", ufs_compile_delayed, ufs_exec_delayed },
  [UFS_INSTR_COPY_VALUES] = { "copy-values", ufs_compile_copy_values, ufs_exec_copy_values },
  [UFS_INSTR_REPLACE] = { "replace", ufs_compile_replace, ufs_exec_replace },
  [UFS_INSTR_REQUIRE] = { "require", ufs_compile_require, ufs_exec_require },
  [UFS_INSTR_DESTROY_FOUNDATIONS] = { "destroy-foundations", ufs_compile_destroy_foundations,
                                      exec_destroy_foundations },
  [UFS_INSTR_SKIP_ENHANCE_STEP] = { "skip-enhance-step", ufs_compile_skip_enhance_step,
                                    ufs_exec_skip_enhance_step },
  [UFS_INSTR_CANCEL_EFFECTS] = { "cancel-effects", ufs_compile_cancel_effects,
                                 ufs_exec_cancel_effects },
  [UFS_INSTR_MODIFY_ATTACKS] = { "modify-attacks", ufs_compile_modify_attacks,
                                 ufs_exec_modify_attacks },
  [UFS_INSTR_EACH_ABILITY] = { "each-ability", ufs_compile_each_ability, ufs_exec_each_ability },
  [UFS_INSTR_LOSE] = { "lose", compile_lose, exec_lose },
  [UFS_INSTR_READY_FOUNDATIONS] = { "ready-foundations", compile_ready_foundations,
                                    exec_ready_foundations },
  [UFS_INSTR_MOVE] = { "move", compile_move, exec_move },
  [UFS_INSTR_NAME_CARD] = { "name-card", ufs_compile_name_card, ufs_exec_name_card },
  [UFS_INSTR_MOVE_EACH] = { "move-each", ufs_compile_move_each, exec_move_each },
  [UFS_INSTR_COPY_KEYWORDS] = { "copy-keywords", ufs_compile_copy_keywords,
                                ufs_exec_copy_keywords },
  [UFS_INSTR_AS_THOUGH_IN_HAND] = { "as-though-in-hand", ufs_compile_as_hand, ufs_exec_as_hand },
  [UFS_INSTR_MODIFY_COPIES] = { "modify-copies", ufs_compile_modify_copies,
                                ufs_exec_modify_copies },
  [UFS_INSTR_NO_REVERSAL] = { "no-reversal", ufs_compile_no_reversal, ufs_exec_no_reversal },
  [UFS_INSTR_STILL_DAMAGE] = { "still-damage", ufs_compile_still_damage, ufs_exec_still_damage },
  [UFS_INSTR_MAY_COST] = { "cost", ufs_compile_may_cost, ufs_exec_may_cost },
  [UFS_INSTR_KEYWORD_COST] = { "keyword-cost", ufs_compile_keyword_cost, ufs_exec_keyword_cost },
  [UFS_INSTR_NO_DAMAGE] = { "no-damage", ufs_compile_no_damage, ufs_exec_no_damage },
};

const guint ufs_n_instrs = G_N_ELEMENTS (ufs_instrs);
G_STATIC_ASSERT (G_N_ELEMENTS (ufs_instrs) == UFS_N_INSTRS);

/* --- targets (K.3.4, K.2.7) ----------------------------------------------------------- */

/* K.3.4: the attack in its attack sequence; K.3.4.3: a response ability
 * on an attack card means that card; K.3.4.2: a continuous one means its
 * card while that card is in its attack sequence. */
static gint32
this_attack (DkGame *g, DkExec *ex)
{
  const DkAbility *ab = dk_exec_ability (ex);
  gint32 source = dk_exec_source (ex);
  gint32 attack = ufs_state (g)->attack;

  if (ab == NULL || source == DK_NO_CARD || ufs_card_type (g, source) != UFS_TYPE_ATTACK)
    return attack;
  if (ab->type == UFS_ABILITY_RESPONSE)
    return source;
  if (ab->type == UFS_ABILITY_CONTINUOUS)
    return source == attack ? source : DK_NO_CARD;
  return attack;
}

static gint32
target_this_attack (DkGame *g, DkExec *ex)
{
  return this_attack (g, ex);
}

/* Whose attack it is: the attacker's, or the player whose card pool holds it. */
static guint
attack_player (const DkGame *g, gint32 attack)
{
  const UfsState *s = ufs_state_const (g);

  return attack == s->attack ? (guint) s->attacker : ufs_zone_owner_of (g, attack);
}

/* K.3.4.1: this attack, when it is the controller's (their opponent's). */
static gint32
target_your_attack (DkGame *g, DkExec *ex)
{
  gint32 attack = this_attack (g, ex);

  return attack != DK_NO_CARD && attack_player (g, attack) == dk_exec_controller (ex) ? attack
                                                                                      : DK_NO_CARD;
}

static gint32
target_opponent_attack (DkGame *g, DkExec *ex)
{
  gint32 attack = this_attack (g, ex);

  return attack != DK_NO_CARD && attack_player (g, attack) != dk_exec_controller (ex) ? attack
                                                                                      : DK_NO_CARD;
}

static gint32
target_none (DkGame *g, DkExec *ex)
{
  return DK_NO_CARD;
}

static gint32
target_your_character (DkGame *g, DkExec *ex)
{
  return ufs_state (g)->character[dk_exec_controller (ex)];
}

static gint32
target_opponent_character (DkGame *g, DkExec *ex)
{
  return ufs_state (g)->character[ufs_opponent (dk_exec_controller (ex))];
}

static gint32
target_blocker (DkGame *g, DkExec *ex)
{
  return ufs_state (g)->blocker;
}

/* The card of the event the response being played answers (H.2.3.2.4.2.1):
 * "After an attack is played, it gets +2 speed". The ability's frame holds
 * the serial of the window it was played in (ufs_window_event_card(): of
 * an event of several parts, E.4.5, the part the response answers; J.5.4,
 * a card that has moved since that window opened is not that card). */
static gint32
target_event_card (DkGame *g, DkExec *ex)
{
  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc != UFS_PROC (ABILITY))
        continue;
      if (f->a[4] != UFS_ABILITY_RESPONSE)
        return DK_NO_CARD;
      return ufs_window_event_card (g, (guint32) f->a[3], f->a[0], (guint) f->a[1],
                                    (guint) f->a[2]);
    }
  return DK_NO_CARD;
}

/* D.2.3.3: the card last added to the controller's discard pile, face up
 * there (D.2.3.1): "the top card of your discard pile". */
static gint32
target_your_discard_top (DkGame *g, DkExec *ex)
{
  return dk_game_zone_top (g, UFS_ZONE_DISCARD, dk_exec_controller (ex));
}

/* D.4.2.1.1, D.4.2.3: a card of the controller's momentum, where no card
 * can be told from another: the one added last. */
static gint32
target_your_momentum_top (DkGame *g, DkExec *ex)
{
  return dk_game_zone_top (g, UFS_ZONE_MOMENTUM, dk_exec_controller (ex));
}

/* G.4: the attack that resolved last this turn, while it stays in the
 * card pool it resolved in (a card that moves is a new one, J.5.4): "add
 * it to your hand after it resolves". */
static gint32
target_resolved_attack (DkGame *g, DkExec *ex)
{
  gint32 attack = ufs_state (g)->last_attack;

  (void) ex;
  if (attack == DK_NO_CARD || ufs_zone_kind_of (g, attack) != UFS_ZONE_CARD_POOL)
    return DK_NO_CARD;
  return attack;
}

const DkTargetSpec ufs_targets[] = {
  [UFS_TARGET_THIS_ATTACK] = { "this-attack", target_this_attack },
  [UFS_TARGET_YOUR_ATTACK] = { "your-attack", target_your_attack },
  [UFS_TARGET_OPPONENT_ATTACK] = { "opponent-attack", target_opponent_attack },
  /* Handled by <modify> itself: the attack does not exist yet. */
  [UFS_TARGET_YOUR_NEXT_ATTACK] = { "your-next-attack", target_none },
  [UFS_TARGET_YOUR_CHARACTER] = { "your-character", target_your_character },
  [UFS_TARGET_OPPONENT_CHARACTER] = { "opponent-character", target_opponent_character },
  [UFS_TARGET_BLOCKER] = { "blocker", target_blocker },
  [UFS_TARGET_YOUR_SECOND_ATTACK] = { "your-second-attack", target_none },
  [UFS_TARGET_YOUR_THIRD_ATTACK] = { "your-third-attack", target_none },
  /* Read by static effects (ufs_static_bonus): no one card. */
  [UFS_TARGET_YOUR_CARDS] = { "your-cards", target_none },
  [UFS_TARGET_OPPONENT_CARDS] = { "opponent-cards", target_none },
  [UFS_TARGET_ALL_CARDS] = { "all-cards", target_none },
  [UFS_TARGET_THAT_CARD] = { "that-card", ufs_that_card },
  [UFS_TARGET_EVENT_CARD] = { "event-card", target_event_card },
  [UFS_TARGET_YOUR_DISCARD_TOP] = { "your-discard-top", target_your_discard_top },
  [UFS_TARGET_YOUR_MOMENTUM_TOP] = { "your-momentum-top", target_your_momentum_top },
  [UFS_TARGET_RESOLVED_ATTACK] = { "resolved-attack", target_resolved_attack },
  [UFS_TARGET_YOUR_DECK_TOP] = { "your-deck-top", ufs_target_your_deck_top },
  [UFS_TARGET_OPPONENT_DECK_TOP] = { "opponent-deck-top", ufs_target_opponent_deck_top },
};

const guint ufs_n_targets = G_N_ELEMENTS (ufs_targets);
G_STATIC_ASSERT (G_N_ELEMENTS (ufs_targets) == UFS_N_TARGETS);

/* --- can the costs be paid? (E.4.1.1) ------------------------------------------------ */

/* Is @card ready to be committed for "commit N foundations" by @player
 * (H.4.3: the starting character may stand in for one)? */
static gboolean
in_commit_pool (const DkGame *g, gint32 card, guint player)
{
  const UfsState *s = ufs_state_const (g);
  const DkCard *c;
  const DkCardDef *def;

  if (card == DK_NO_CARD)
    return FALSE;
  c = dk_game_card (g, card);
  if ((c->flags & (DK_CARD_FLAG_EXHAUSTED | UFS_FLAG_ATTACHED)) ||
      ufs_zone_kind (c->zone) != UFS_ZONE_STAGING || ufs_zone_owner (c->zone) != player)
    return FALSE;
  /* D.2.2.2: in the staging area, a face-down card is a foundation. */
  if (card == s->character[player] || (c->flags & DK_CARD_FLAG_FACE_DOWN))
    return TRUE;
  def = dk_game_card_def (g, card);
  return def != NULL && def->type == UFS_TYPE_FOUNDATION;
}

/* E.4.1.1: a card of a zone of @player's chosen to pay a cost ("Remove 1
 * attack in your discard pile", "Discard 1 Weapon card"): are there at
 * least @need cards there that meet the choice's filter, besides the
 * card played from the hand (E.4.2)? */
static gboolean
choice_payable (const DkGame *g, gint32 card, const DkInstr *in, guint player, guint need)
{
  guint n, k = 0;
  const guint16 *cards;

  /* the framework's choose: a[0] the zone (-1: every public zone); a
   * zone of the payer's own is a cost, or the opponent's card pool ("Discard
   * 1 card from your opponent's card pool"), of the cards the payer can see
   * there, as the choice offers them */
  if (in->a[0] < 0 || in->player > 1 || in->a[2] != 0 ||
      (in->player == 1 && in->a[0] != UFS_ZONE_CARD_POOL))
    return FALSE;
  if (in->player == 1)
    {
      guint opp = ufs_opponent (player);

      cards = dk_game_zone (g, (guint) in->a[0], opp, &n);
      for (guint j = 0; j < n && k < need; j++)
        k += dk_game_card_known_by (g, cards[j], player) &&
             (in->filter == NULL || dk_filter_matches (g, in->filter, cards[j], FALSE));
      return k >= need;
    }
  cards = dk_game_zone (g, (guint) in->a[0], player, &n);
  for (guint j = 0; j < n && k < need; j++)
    k += cards[j] != card &&
         (in->filter == NULL || dk_filter_matches (g, in->filter, cards[j], FALSE));
  return k >= need;
}

/* C.1.3, E.4.1.1: "Ready 1 of your opponent's foundations" as a cost: are
 * there @need committed cards that ready-foundations @in would offer to
 * @player (those ufs_proc_ready_n offers)? */
static gboolean
ready_payable (const DkGame *g, const DkInstr *in, guint player, guint need)
{
  guint whose = in->player == 0 ? player : ufs_opponent (player);
  guint n, k = 0;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, whose, &n);

  for (guint i = 0; i < n && k < need; i++)
    {
      gint32 c = staging[i];

      k += ready_kind (g, c, whose, in->a[4]) && ufs_is_committed (g, c) &&
           !dk_game_card_has_flag (g, c, UFS_FLAG_ATTACHED) &&
           !(in->a[2] && dk_game_card_has_flag (g, c, UFS_FLAG_READIED)) &&
           (whose == player || dk_game_card_known_by (g, c, player));
    }
  return k >= need;
}

/**
 * ufs_cost_payable_x:
 * @g: a game
 * @card: the card the ability is on
 * @cost: its cost (or cancel) program
 * @player: who would pay
 * @x: the value of X (H.4.4)
 *
 * E.4.1.1: can the costs (other than control checks) be paid in full, all
 * of them together: cards taken from the hand, momentum discarded, cards
 * committed by one cost are not there for the next. A card played from the
 * hand is in transit (E.4.2), not in the hand.
 */
gboolean
ufs_cost_payable_x (const DkGame *g, gint32 card, const DkProgram *cost, guint player, gint32 x)
{
  const UfsState *s = ufs_state_const (g);
  guint hand = dk_game_zone_size (g, UFS_ZONE_HAND, player) - ufs_hand_in_transit (g, player);
  guint momentum = dk_game_zone_size (g, UFS_ZONE_MOMENTUM, player);
  guint used = 0, pool = 0, foundations = 0, destroyed = 0, flipped = 0;
  guint destroyed_of[8] = { 0 };
  gint32 committed[2] = { DK_NO_CARD, DK_NO_CARD };
  guint n;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);
  gint choose_op = -1;
  guint chosen_of[8] = { 0 };

  if (ufs_zone_kind_of (g, card) == UFS_ZONE_HAND && hand > 0)
    hand--;
  for (guint i = 0; i < cost->n_instrs; i++)
    {
      const DkInstr *in = &cost->instrs[i];
      gint32 value, target;
      guint count;

      /* the framework's <choose>: a card of the payer's own zone, one
       * more for each choice of that zone before it (the card a choice
       * took has left the zone, K.4.4, D.2.3) */
      if (in->op < DK_INSTR_MODULE_BASE)
        {
          if (choose_op == -1)
            choose_op = dk_rules_instr_index (dk_game_get_rules (g), "choose");
          if ((gint) in->op == choose_op)
            {
              guint zone = in->a[0] >= 0 ? (guint) in->a[0] : 0;

              if (zone >= G_N_ELEMENTS (chosen_of) ||
                  !choice_payable (g, card, in, player, ++chosen_of[zone]))
                return FALSE;
              if (zone == UFS_ZONE_HAND)
                {
                  if (hand == 0)
                    return FALSE;
                  hand--;
                }
            }
          continue;
        }
      value = (in->flags & UFS_INSTR_EXPR) ? ufs_amount_eval (g, in->a[0], card, player, x)
              : (in->flags & UFS_INSTR_X)  ? x
                                           : in->a[0];
      count = (guint) MAX (value, 0);
      target = DK_NO_CARD;

      switch ((gint) in->op - DK_INSTR_MODULE_BASE)
        {
        case UFS_INSTR_DISCARD:
          /* From the deck's top, a cycle always finds cards (or ends the game). */
          if (in->a[1] == 0)
            {
              if (hand < count)
                return FALSE;
              hand -= count;
            }
          break;
        case UFS_INSTR_COMMIT:
          if (in->target == DK_TARGET_SELF)
            target = card;
          else if (in->target == DK_TARGET_MODULE_BASE + UFS_TARGET_YOUR_CHARACTER)
            target = s->character[player];
          if (target == DK_NO_CARD)
            break;
          if (dk_game_card_has_flag (g, target, DK_CARD_FLAG_EXHAUSTED) || target == committed[0] ||
              target == committed[1])
            return FALSE;
          committed[committed[0] == DK_NO_CARD ? 0 : 1] = target;
          if (in_commit_pool (g, target, player))
            used++;
          break;
        case UFS_INSTR_DESTROY:
        case UFS_INSTR_REMOVE:
          if (in->target == DK_TARGET_SELF && is_starting_character (g, card))
            return FALSE;
          break;
        case UFS_INSTR_FLIP:
          if (in->target == DK_TARGET_SELF &&
              (is_starting_character (g, card) ||
               dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN)))
            return FALSE;
          break;
        case UFS_INSTR_COMMIT_FOUNDATIONS:
          if (in->player == 0)
            foundations += count;
          break;
        /* H.3.3.1: "Only playable if ..." */
        case UFS_INSTR_REQUIRE:
          if (!ufs_require_holds (g, card, player, in))
            return FALSE;
          break;
        case UFS_INSTR_DEFINE_X:
          /* H.4.4.1: the costs after it pay the X it defines. */
          x = (gint32) count;
          break;
        case UFS_INSTR_DISCARD_RANDOM:
          if (in->player == 0)
            {
              if (hand < count)
                return FALSE;
              hand -= count;
            }
          break;
        case UFS_INSTR_ADD_TO_CARD_POOL:
          /* the top card of the discard pile: one must be there (the
           * deck's top is always found, E.2.2) */
          if (in->a[1] == 2 && in->player == 0 &&
              dk_game_zone_size (g, UFS_ZONE_DISCARD, player) == 0)
            return FALSE;
          break;
        case UFS_INSTR_DISCARD_MOMENTUM:
          if (momentum < count)
            return FALSE;
          momentum -= count;
          break;
        case UFS_INSTR_MOMENTUM:
          if (in->a[1] == FROM_HAND)
            {
              if (hand < count)
                return FALSE;
              hand -= count;
            }
          break;
        case UFS_INSTR_REVEAL:
          /* K.5.6: a card of the hand that meets the filter, else the
           * cost is not paid; the card played from the hand is not one */
          if (in->filter != NULL && in->player == 0)
            {
              guint nh, k = 0;
              const guint16 *cards = dk_game_zone (g, UFS_ZONE_HAND, player, &nh);

              for (guint j = 0; j < nh; j++)
                k += cards[j] != card && dk_filter_matches (g, in->filter, cards[j], FALSE);
              if (k == 0 || (gint32) k < value)
                return FALSE;
            }
          break;
        case UFS_INSTR_DESTROY_FOUNDATIONS:
          if (in->player == 0)
            {
              destroyed += count;
              destroyed_of[in->a[1] & 7] += count;
            }
          break;
        case UFS_INSTR_FLIP_FOUNDATIONS:
          if (in->player == 0 && in->a[1])
            flipped += count;
          break;
        case UFS_INSTR_READY_FOUNDATIONS:
          /* the opponent's committed cards, which the payer's other
           * costs do not change */
          if (in->player == 1 && !ready_payable (g, in, player, count))
            return FALSE;
          break;
        default:
          break;
        }
    }
  /* H.4.1.2, K.4.2: foundations of your own to destroy, face-up ones to
   * turn face down; what one of them takes the other may take too (a
   * face-down card is still a foundation). */
  if (destroyed > 0)
    {
      for (guint w = 1; w < G_N_ELEMENTS (destroyed_of); w++)
        if (destroyed_of[w] > 0 &&
            destroyed_of[w] > ufs_destroyable_foundations (g, player, (gint32) w))
          return FALSE;
      if (destroyed > ufs_destroyable_foundations (g, player, 0))
        return FALSE;
    }
  if (flipped > 0 && flipped > ufs_flippable_foundations (g, player))
    return FALSE;
  /* The foundations committed come from what the commits above left. */
  if (foundations == 0)
    return TRUE;
  for (guint j = 0; j < n; j++)
    if (in_commit_pool (g, staging[j], player))
      pool++;
  return foundations + used <= pool;
}

/**
 * ufs_cost_payable:
 * @g: a game
 * @card: the card the ability is on
 * @cost: its cost (or cancel) program
 * @player: who would pay
 *
 * E.4.1.1: an ability whose costs (other than control checks) cannot be
 * paid may not be attempted; with an X in them, they must be payable with
 * X at 0 at least (H.4.4.2).
 */
gboolean
ufs_cost_payable (const DkGame *g, gint32 card, const DkProgram *cost, guint player)
{
  return ufs_cost_payable_x (g, card, cost, player, 0);
}
