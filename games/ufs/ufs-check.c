/* ufs-check.c: control checks (E.3): the check, committing cards to pass it
 * (E.3.5.2), committing foundations as a cost (H.4.3), and the
 * difficulty a card is checked against (E.4.7).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* The cards a player may commit to pass a check or pay "commit N
 * foundations": ready foundations and, when allowed, the starting
 * character; never attached cards. @cards (UFS_COMMIT_*): an effect's
 * "commit 1 card (non-character card) in your opponent's staging area"
 * takes any ready card there (the starting character included) or any
 * but the characters. */
static guint
committable (const DkGame *g,
             guint player,
             gboolean with_character,
             gint cards,
             gint32 *out,
             guint cap)
{
  const UfsState *s = ufs_state_const (g);
  guint n, k = 0;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);

  for (guint i = 0; i < n && k < cap; i++)
    {
      gint32 c = staging[i];

      if (ufs_is_committed (g, c) || dk_game_card_has_flag (g, c, UFS_FLAG_ATTACHED))
        continue;
      if (cards == UFS_COMMIT_ANY || (cards == UFS_COMMIT_NON_CHARACTER && c != s->character[player]) ||
          ufs_is_foundation (g, c) || (with_character && c == s->character[player]))
        out[k++] = c;
    }
  return k;
}

typedef struct
{
  gint32 first[64]; /* the cards of each class, grouped */
  guint start[64];
  guint count[64];
  guint n_classes;
  guint take[64];
  guint verb;
  guint offered;
} CommitEnum;

/* Offer one `commit` option for each way to take @left more cards from
 * classes @cls onwards, copies nobody could tell apart counted once. */
static void
enum_commit (DkGame *g, CommitEnum *e, guint cls, guint left, const gint32 *cards)
{
  if (e->offered >= 2000)
    return;
  if (left == 0)
    {
      DkOption *o = dk_game_offer (g, (guint16) e->verb, 0);

      dk_option_mark_set (o);
      for (guint c = 0; c < e->n_classes; c++)
        for (guint i = 0; i < e->take[c]; i++)
          dk_option_add_card (o, cards[e->start[c] + i]);
      e->offered++;
      return;
    }
  if (cls >= e->n_classes)
    return;
  for (guint t = MIN (left, e->count[cls]) + 1; t-- > 0;)
    {
      e->take[cls] = t;
      enum_commit (g, e, cls + 1, left - t, cards);
    }
  e->take[cls] = 0;
}

static gboolean
same_class (const DkGame *g, gint32 a, gint32 b)
{
  const DkCard *x = dk_game_card (g, a);
  const DkCard *y = dk_game_card (g, b);

  return x->def == y->def && x->flags == y->flags;
}

/* Offer every set of exactly @needed cards of @cards (at most
 * DK_OPTION_MAX_ARGS). */
static void
offer_commit_sets (DkGame *g, const gint32 *in, guint n, guint needed)
{
  CommitEnum e = { 0 };
  gint32 cards[64];
  guint k = 0;

  if (needed == 0 || needed > DK_OPTION_MAX_ARGS || needed > n)
    return;
  /* Group the cards by class. */
  for (guint i = 0; i < n && i < 64; i++)
    {
      guint c;

      for (c = 0; c < e.n_classes; c++)
        if (same_class (g, e.first[c], in[i]))
          break;
      if (c == e.n_classes)
        {
          e.first[c] = in[i];
          e.n_classes++;
        }
      e.count[c]++;
    }
  for (guint c = 0; c < e.n_classes; c++)
    {
      e.start[c] = k;
      for (guint i = 0; i < n && i < 64; i++)
        if (same_class (g, e.first[c], in[i]))
          cards[k++] = in[i];
    }
  e.verb = UFS_VERB (COMMIT);
  enum_commit (g, &e, 0, needed, cards);
}

static void
commit_answer (DkGame *g, const DkOption *o, gint by, UfsCommitCause cause)
{
  for (guint i = 0; i < o->n_args; i++)
    ufs_commit_card (g, o->args[i], by, cause);
}

void
ufs_push_check (DkGame *g, guint player, gint32 difficulty)
{
  DkFrame *f = dk_game_push (g, UFS_PROC (CHECK));

  f->a[0] = (gint32) player;
  f->a[1] = difficulty;
}

/* A check made to play @card (E.4.8, E.4.9.2): effects on such checks
 * know the card (E.3.1.2). */
void
ufs_push_card_check (DkGame *g, guint player, gint32 difficulty, gint32 card)
{
  ufs_push_check (g, player, difficulty);
  dk_game_top_frame (g)->a[7] = card + 1;
}

/* E.4.7.2.3, J.2.1.1: a continuous ability "This card does not count
 * toward progressive difficulty" (<ignore-progressive target="self"/>,
 * no <when>) of a card that has it now: face up, not sealed, not a
 * multiple copy (J.2.1.1, as static_active() has it). */
static gboolean
uncounted_by_itself (const DkGame *g, gint32 card)
{
  const DkInstr *in = NULL;

  while ((in = ufs_static_rule_next (g, card, UFS_INSTR_IGNORE_PROGRESSIVE, in)) != NULL)
    if (in->a[0] == 1 && in->target == DK_TARGET_SELF)
      return TRUE;
  return FALSE;
}

/* E.4.7.2.2, E.4.7.2.3: is @other, in the pool, left out of the progressive
 * difficulty to play @card by a rule of @card's own continuous abilities
 * ("Face down cards do not count towards progressive difficulty to play
 * this card": <ignore-progressive to-play="self" face="down"/>)? */
static gboolean
uncounted_for (const DkGame *g, gint32 card, gint32 other)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  gboolean down = (dk_game_card (g, other)->flags & DK_CARD_FLAG_FACE_DOWN) != 0;

  if (def == NULL)
    return FALSE;
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
        continue;
      for (guint i = 0; i < ab->effect.n_instrs; i++)
        {
          const DkInstr *in = &ab->effect.instrs[i];

          /* E.4.7.2.2: with neither a face nor a filter, none counts */
          if (in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_IGNORE_PROGRESSIVE && in->a[0] == 2 &&
              (in->a[1] ? down
                        : in->filter == NULL ||
                              (!down && dk_filter_matches (g, in->filter, other, FALSE))))
            return TRUE;
          /* H.6: inside an <if> that does not hold, it does not apply */
          i += ufs_static_skip (g, card, ab, in);
        }
    }
  return FALSE;
}

/* E.4.7: the total difficulty of playing @card: its difficulty (or, for a
 * block, the block's base: E.4.7.1), plus one for each card in the card pool
 * (progressive difficulty). */
gint32
ufs_total_difficulty (DkGame *g, gint32 card, guint player, gint32 base, gboolean block)
{
  UfsState *s = ufs_state (g);
  guint n;
  const guint16 *pool = dk_game_zone (g, UFS_ZONE_CARD_POOL, player, &n);
  gint64 d = base; /* saturated below */

  /* E.4.7.2.2: a card that ignores progressive difficulty; E.4.7.2.3:
   * cards of the pool that do not count toward it. */
  if (!ufs_restrict_progressive (g, player, card, block))
    for (guint i = 0; i < n; i++)
      if (pool[i] != card && !dk_game_card_has_flag (g, pool[i], UFS_FLAG_UNCOUNTED) &&
          !uncounted_by_itself (g, pool[i]) && !uncounted_for (g, card, pool[i]))
        d++;
  /* I.3.1, K.3.9.2: Breaker's bonus goes to the next card attempted, whatever
   * it is. It raises the card's difficulty, which a block's check never
   * starts from (I.3.1 note, E.4.7.1): a block spends it for nothing. */
  if (!block)
    d += s->next_card_difficulty[player];
  s->next_card_difficulty[player] = 0;
  return dk_sat32 (MAX (d, 0));
}

/* a[0] player, a[1] difficulty (-1: none), a[2] value, a[3] passed,
 * a[4] the card checked, a[5] 1 for a re-check, a[6] the starting value, a[7] the card it is made
 * to play + 1 (0: none). Returns passed (or the value, with no difficulty). */
DkStepResult
ufs_proc_check (DkGame *g, DkFrame *f)
{
  guint player = (guint) f->a[0];

  switch (f->step)
    {
    case 0:
      {
        gint32 top;

        UfsState *s = ufs_state (g);

        if (s->set_check[player] > 0)
          {
            /* E.3.1.3: a check set in advance discards no card. */
            f->a[2] = s->set_check[player] - 1;
            f->a[4] = DK_NO_CARD;
            s->set_check[player] = 0;
          }
        else
          {
            top = ufs_deck_top (g, player);
            if (top == DK_NO_CARD)
              return DK_STEP_DONE;
            /* E.3.1: discard the top card; its control is the value. */
            dk_game_move (g, top, UFS_ZONE_DISCARD, player, DK_POS_TOP);
            f->a[4] = top;
            f->a[2] = dk_game_stat (g, top, UFS_STAT_CONTROL);
          }
        /* E.3.1.2: effects change the final value, not the starting one
         * (a[6] keeps it for the event). */
        f->a[6] = f->a[2];
        /* E.3.1.1: the starting value is the number checked, that "If you
         * checked a 2 or less" reads (turn(checked)) */
        s->history[player][UFS_HISTORY_CHECKED] = (guint8) CLAMP (f->a[6], 0, 255);
        f->a[2] = dk_sat_add (f->a[2], ufs_restrict_check_bonus (g, player, f->a[7] - 1));
        /* J.2.1: and the static effects in force */
        f->a[2] = dk_sat_add (f->a[2], ufs_static_check_bonus (g, player, f->a[7] - 1));
        /* E.3.1.1: the check is made; a response to it may change it
         * (<modify-check check="this">) before its final value is set
         * (E.3.2). A game with no card answering it emits nothing. */
        f->step = UFS_CHECK_STEP_MADE;
        if ((ufs_state (g)->respondable >> UFS_EVENT (CHECK_MADE)) & 1)
          return ufs_emit_and_respond (g, UFS_EVENT (CHECK_MADE), (gint) player, f->a[4], f->a[2],
                                       f->a[1], f->a[6],
                                       f->a[7] > 0 ? (gint32) ufs_card_type (g, f->a[7] - 1) : -1)
                     ? DK_STEP_WAIT
                     : DK_STEP_CONTINUE;
        return DK_STEP_CONTINUE;
      }
    case UFS_CHECK_STEP_MADE:
      {
        if (f->a[1] < 0)
          {
            f->a[3] = 1;
            f->step = 3;
            return DK_STEP_CONTINUE;
          }
        if (f->a[2] >= f->a[1])
          {
            /* E.3.5.1 */
            f->a[3] = 1;
            f->step = 3;
            return DK_STEP_CONTINUE;
          }
        else
          {
            /* E.3.5.2: commit cards to pass, only until enough. */
            gint32 cards[64];
            guint needed = (guint) (f->a[1] - f->a[2]);
            guint n = committable (g, player, TRUE, UFS_COMMIT_FOUNDATIONS, cards, 64);

            f->a[3] = 0;
            f->step = 3;
            if (n < needed || needed > DK_OPTION_MAX_ARGS)
              return DK_STEP_CONTINUE;
            /* this step again after a pause condition's question */
            f->step = UFS_CHECK_STEP_MADE;
            if (ufs_pause (g))
              return ufs_pause_step (g);
            f->step = 2;
            dk_game_decide (g, player, UFS_DECISION (COMMIT));
            offer_commit_sets (g, cards, n, needed);
            dk_game_offer (g, UFS_VERB (NO_COMMIT), 0);
            return DK_STEP_WAIT;
          }
      }
    case 2:
      {
        const DkOption *o = dk_game_answer (g);

        if (o->verb == UFS_VERB (COMMIT))
          {
            commit_answer (g, o, -1, UFS_COMMITTED_CHECK);
            f->a[3] = 1;
          }
        f->step = 3;
        return DK_STEP_CONTINUE;
      }
    case 3:
      f->step = 4;
      return ufs_emit_and_respond (g, UFS_EVENT (CHECK), (gint) player, f->a[4], f->a[2], f->a[1],
                                   f->a[3], f->a[6])
                 ? DK_STEP_WAIT
                 : DK_STEP_CONTINUE;
    case 4:
      {
        UfsState *s = ufs_state (g);

        /* E.3.3: a re-check begins the process again; never twice. */
        if (s->recheck[player] && !f->a[5])
          {
            s->recheck[player] = 0;
            f->a[5] = 1;
            f->a[3] = 0;
            f->step = 0;
            return DK_STEP_CONTINUE;
          }
        s->recheck[player] = 0;
        /* F.2.2.1.1: a check that passed was not failed */
        if (f->a[3] && s->fail_keeps[player] != 0 &&
            s->fail_keeps[player] == (guint8) MIN (f - (DkFrame *) g->frames.data + 1, 255))
          s->fail_keeps[player] = 0;
        dk_game_set_return (g, f->a[1] < 0 ? f->a[2] : f->a[3]);
        return DK_STEP_DONE;
      }
    }
  g_return_val_if_reached (DK_STEP_DONE);
}

/* a[0] player, a[1] count, a[2] the character may stand in (H.4.3),
 * a[3] the player who chooses the cards plus 1 (0: the player; K.2.4),
 * a[4] which cards (UFS_COMMIT_*), a[5] whose ability's cost or effect
 * it is (-1 none), a[6] the UfsCommitCause.
 * The player commits that many ready foundations (as many as there are);
 * returns how many were committed. */
DkStepResult
ufs_proc_commit_n (DkGame *g, DkFrame *f)
{
  gint32 cards[64];
  guint player = (guint) f->a[0];
  guint n, k;

  switch (f->step)
    {
    case 0:
      n = committable (g, player, f->a[2] != 0, f->a[4], cards, 64);
      k = MIN (n, (guint) MAX (f->a[1], 0));
      k = MIN (k, DK_OPTION_MAX_ARGS);
      dk_game_set_return (g, 0);
      if (k == 0)
        return DK_STEP_DONE;
      f->step = 1;
      dk_game_decide (g, f->a[3] > 0 ? (guint) f->a[3] - 1 : player, UFS_DECISION (COMMIT));
      offer_commit_sets (g, cards, n, k);
      return DK_STEP_WAIT;
    default:
      commit_answer (g, dk_game_answer (g), f->a[5], (UfsCommitCause) f->a[6]);
      dk_game_set_return (g, (gint32) dk_game_answer (g)->n_args);
      return DK_STEP_DONE;
    }
}
