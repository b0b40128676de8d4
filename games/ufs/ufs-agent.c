/* ufs-agent.c: the computer player's judgement of UFS (DkModule.score_options)
 * and of a position (DkModule.evaluate).
 *
 * Every score is a rough number of vitality points the option is worth to
 * the player deciding: damage dealt or prevented, cards and foundations
 * weighed in the same coin. The scorer reads the deciding player's view
 * (a card it does not know has no definition and counts as an average
 * card), allocates nothing and compares no strings: it reads the compiled
 * card data, the options' verbs and the procedure frames.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#define CTL_MAX 12

/* What every judgement of a decision reads, gathered in one walk over
 * the cards. */
typedef struct
{
  const DkGame *g;
  const UfsState *s;
  guint me;
  guint opp;
  gint32 vit[2];
  gint32 max_vit[2];
  guint hand[2];
  guint pool[2];
  guint momentum[2];
  guint foundations[2]; /* in the staging area, ready or not */
  guint ready[2];       /* ready cards that may be committed to a check (E.3.5.2) */
  /* pass[p][d]: the chance that @p's next control check shows d or more
   * (E.3.1), from the control of @p's cards the deciding player has seen
   * and what a deck usually holds. */
  double pass[2][CTL_MAX + 1];
} Ctx;

/* A deck's controls before anything is seen: most cards show 5, some 4
 * or 6, a few 3 (the weight of ten cards). */
static const double ctl_prior[CTL_MAX + 1] = { 0, 0, 0.1, 0.6, 1.6, 5.6, 1.9, 0.2, 0, 0, 0, 0, 0 };

static void
ctx_init (Ctx *c, const DkGame *g, guint me)
{
  double hist[2][CTL_MAX + 1];
  guint n = dk_game_n_cards (g);

  memset (c, 0, sizeof *c);
  c->g = g;
  c->s = ufs_state_const (g);
  c->me = me;
  c->opp = ufs_opponent (me);
  memcpy (hist[0], ctl_prior, sizeof ctl_prior);
  memcpy (hist[1], ctl_prior, sizeof ctl_prior);
  for (guint p = 0; p < 2; p++)
    {
      c->vit[p] = dk_game_counter (g, p, 0);
      c->max_vit[p] = MAX (ufs_max_vitality (g, p), 1);
      c->hand[p] = dk_game_zone_size (g, UFS_ZONE_HAND, p);
      c->pool[p] = dk_game_zone_size (g, UFS_ZONE_CARD_POOL, p);
      c->momentum[p] = dk_game_zone_size (g, UFS_ZONE_MOMENTUM, p);
    }
  for (guint i = 0; i < n; i++)
    {
      const DkCard *card = dk_game_card (g, (gint32) i);
      const DkCardDef *def = dk_game_card_def (g, (gint32) i);
      guint kind = ufs_zone_kind (card->zone);
      guint owner = ufs_zone_owner (card->zone);

      if (kind == UFS_ZONE_STAGING && !(card->flags & UFS_FLAG_ATTACHED))
        {
          gboolean foundation =
              (card->flags & DK_CARD_FLAG_FACE_DOWN) || (def && def->type == UFS_TYPE_FOUNDATION);
          gboolean character = (gint32) i == c->s->character[owner];

          c->foundations[owner] += foundation;
          if ((foundation || character) && !(card->flags & DK_CARD_FLAG_EXHAUSTED))
            c->ready[owner]++;
        }
      /* The controls seen of the player's deck: any known card of theirs
       * but the character, wherever it is now. */
      if (def != NULL && def->type != UFS_TYPE_CHARACTER)
        {
          gint32 ctl = def->stats[UFS_STAT_CONTROL];

          hist[card->owner][CLAMP (ctl, 0, CTL_MAX)] += 1.0;
        }
    }
  for (guint p = 0; p < 2; p++)
    {
      double total = 0, above = 0;

      for (guint d = 0; d <= CTL_MAX; d++)
        total += hist[p][d];
      for (guint d = CTL_MAX + 1; d-- > 0;)
        {
          above += hist[p][d];
          c->pass[p][d] = above / total;
        }
    }
}

/* The chance that @player passes a check of @difficulty committing at
 * most @commits cards (E.3.5). */
static double
p_pass (const Ctx *c, guint player, gint32 difficulty, gint32 commits)
{
  gint32 d = difficulty - MAX (commits, 0);

  if (d <= 0)
    return 1.0;
  if (d > CTL_MAX)
    return 0.0;
  return c->pass[player][d];
}

/* How much a ready foundation is worth to keep ready now: on one's own
 * turn a card committed stays committed through the opponent's attacks
 * (F.1.1 readies it only at one's next turn), so the last two are kept
 * for blocks; on the opponent's turn it readies soon anyway. */
static double
commit_cost (const Ctx *c, guint player, guint ready_left)
{
  if (dk_game_active (c->g) != player)
    return ready_left < 1 ? 0.45 : 0.25;
  return ready_left < 2 ? 1.3 : ready_left < 3 ? 0.9 : 0.6;
}

/* An attack's zone (C.3.3.2.2.1: none is mid). */
static gint32
attack_zone (const DkGame *g, gint32 attack)
{
  gint32 z = dk_game_stat (g, attack, UFS_STAT_ATTACK_ZONE);

  return z < 0 ? UFS_ZONE_MID : z;
}

/* The chance that @defender blocks an attack of @speed: a card to block
 * with, and the check (G.2.1.3.2.1: the block's modifier, about 2, plus
 * the speed) passed committing what is ready. */
static double
p_blocked (const Ctx *c, guint defender, gint32 speed)
{
  double has_card;

  if (c->hand[defender] == 0)
    return 0.0;
  has_card = c->hand[defender] >= 4 ? 0.9 : 0.3 + 0.2 * c->hand[defender];
  return has_card *
         p_pass (c, defender, speed + 2 + (gint32) c->pool[defender], (gint32) c->ready[defender]);
}

/* Damage matters more the closer its target is to 0 vitality; a blow
 * that ends the game is worth the game. */
static double
damage_value (const Ctx *c, guint victim, double damage)
{
  double v = damage * (1.0 + 0.6 * (1.0 - (double) c->vit[victim] / c->max_vit[victim]));

  if (damage >= c->vit[victim])
    v += 30.0;
  return v;
}

/* What an attack of @attacker's is expected to deal now: before the
 * block, discounted by the chance of one (a complete block stops it, a
 * partial one halves it: G.3); after, what the block left. */
static double
expected_damage (const Ctx *c, gint32 attack, guint attacker, gint32 damage, gboolean before_block)
{
  const UfsState *s = c->s;

  if (damage <= 0)
    return 0.0;
  if (before_block)
    {
      double pb =
          p_blocked (c, ufs_opponent (attacker), dk_game_stat (c->g, attack, UFS_STAT_SPEED));

      return damage * (1.0 - 0.7 * pb);
    }
  if (s->block_status == UFS_BLOCK_COMPLETE)
    return ufs_thrown_damage (c->g, attack, damage);
  if (s->block_status == UFS_BLOCK_PARTIAL)
    return (damage + 1) / 2;
  return damage;
}

/* Is the current attack still before its block (its Enhance Step, G.1)?
 * After it, the block's status says what the attack will deal. */
static gboolean
before_block (const Ctx *c)
{
  return c->s->in_enhance != 0;
}

/* The attack an instruction's target names, as the player @me sees it. */
static gint32
target_attack (const Ctx *c, gint16 target, gint32 card)
{
  const UfsState *s = c->s;

  if (s->attack == DK_NO_CARD)
    return DK_NO_CARD;
  switch (target - DK_TARGET_MODULE_BASE)
    {
    case UFS_TARGET_THIS_ATTACK:
      return s->attack;
    case UFS_TARGET_YOUR_ATTACK:
      return s->attacker == (gint32) c->me ? s->attack : DK_NO_CARD;
    case UFS_TARGET_OPPONENT_ATTACK:
      return s->attacker != (gint32) c->me ? s->attack : DK_NO_CARD;
    default:
      return target == DK_TARGET_SELF && card == s->attack ? s->attack : DK_NO_CARD;
    }
}

/* What one instruction of an ability of @card, played by the deciding
 * player, is worth to them (a cost counts against). */
static double
instr_value (const Ctx *c, gint32 card, const DkInstr *in, gboolean cost, guint *ready_left)
{
  /* an amount of the game ("1 card for each Kick attack") is packed in
   * a[0]: taken as 1, as X is */
  gint32 amount = (in->flags & (UFS_INSTR_X | UFS_INSTR_EXPR)) ? 1 : in->a[0];
  guint who = in->player == 1 ? c->opp : c->me;
  gboolean each = in->player == 2;

  if (in->op < DK_INSTR_MODULE_BASE)
    return 0.0;
  switch (in->op - DK_INSTR_MODULE_BASE)
    {
    case UFS_INSTR_COMMIT:
      if (in->target == DK_TARGET_SELF || in->target < 0)
        {
          /* Committing the card itself: a foundation or the character
           * stops being there for checks. */
          if (ufs_zone_kind_of (c->g, card) != UFS_ZONE_STAGING)
            return -0.2;
          if (*ready_left > 0)
            (*ready_left)--;
          return -commit_cost (c, c->me, *ready_left);
        }
      return cost ? -0.5 : 0.3;
    case UFS_INSTR_COMMIT_FOUNDATIONS:
      if (who == c->opp)
        return 0.6 * MIN ((guint) MAX (amount, 0), c->ready[c->opp]);
      {
        double v = 0;

        for (gint32 i = 0; i < amount; i++)
          {
            if (*ready_left > 0)
              (*ready_left)--;
            v -= commit_cost (c, c->me, *ready_left);
          }
        return v;
      }
    case UFS_INSTR_DAMAGE:
      if (each)
        return damage_value (c, c->opp, amount) - damage_value (c, c->me, amount);
      return who == c->opp ? damage_value (c, c->opp, amount) : -damage_value (c, c->me, amount);
    case UFS_INSTR_GAIN:
      if (in->a[0] != 0)
        return 0.1;
      {
        gint32 room = c->max_vit[who] - c->vit[who];
        double v = 0.9 * MIN (in->a[1], MAX (room, 0));

        return who == c->me ? v : -v;
      }
    case UFS_INSTR_DRAW:
      if (each)
        return 0.0;
      return who == c->me ? 0.7 * amount : -0.7 * amount;
    case UFS_INSTR_DISCARD:
      if (in->a[1])
        return 0.0; /* from the deck's top */
      if (each)
        return 0.0;
      return who == c->me ? -0.8 * amount : 0.7 * MIN ((guint) MAX (amount, 0), c->hand[c->opp]);
    case UFS_INSTR_DISCARD_MOMENTUM:
      return -0.6 * amount;
    case UFS_INSTR_MOMENTUM:
      return 0.5 * amount;
    case UFS_INSTR_READY:
      return cost ? 0.0 : 0.4;
    case UFS_INSTR_DESTROY:
    case UFS_INSTR_REMOVE:
      /* in a cost, a card of one's own (chosen to pay it) */
      return in->target == DK_TARGET_SELF ? -1.0 : cost ? -0.3 : 0.6;
    case UFS_INSTR_SEAL:
    case UFS_INSTR_FREEZE:
      return in->target == DK_TARGET_SELF ? -0.3 : 0.4;
    case UFS_INSTR_CHECK:
      return -(1.0 - p_pass (c, c->me, in->a[0], 0)) * 0.8;
    case UFS_INSTR_SET_CHECK:
    case UFS_INSTR_RECHECK:
      return 0.2;
    case UFS_INSTR_END_PHASE:
      /* F.4.1.2: one's own Combat Phase given up */
      return dk_game_active (c->g) == c->me ? -1.5 : 0.0;
    case UFS_INSTR_MODIFY:
      {
        gint32 attack;
        gboolean mine, early;
        double v;

        if (in->a[1])
          return 0.0; /* a value set: judged as neutral */
        if (in->target == DK_TARGET_MODULE_BASE + UFS_TARGET_YOUR_NEXT_ATTACK)
          return in->stat == UFS_STAT_DAMAGE  ? 0.5 * amount
                 : in->stat == UFS_STAT_SPEED ? 0.2 * amount
                                              : 0.0;
        attack = target_attack (c, in->target, card);
        if (attack == DK_NO_CARD)
          return 0.0;
        mine = c->s->attacker == (gint32) c->me;
        early = before_block (c);
        if (in->stat == UFS_STAT_DAMAGE)
          {
            gint32 dmg = dk_game_stat (c->g, attack, UFS_STAT_DAMAGE);
            guint victim = mine ? c->opp : c->me;
            double before = expected_damage (c, attack, (guint) c->s->attacker, dmg, early);
            double after =
                expected_damage (c, attack, (guint) c->s->attacker, MAX (dmg + amount, 0), early);

            v = damage_value (c, victim, after) - damage_value (c, victim, before);
            return mine ? v : -v;
          }
        if (in->stat == UFS_STAT_SPEED)
          {
            /* Speed raises the block's difficulty (G.2.1.3.2.1): only
             * before the block, and only against one who could block. */
            if (!early || c->hand[mine ? c->opp : c->me] == 0)
              return 0.0;
            v = 0.3 * amount;
            return mine ? v : -v;
          }
        return 0.05 * (mine ? amount : -amount);
      }
    default:
      return 0.0;
    }
}

/* What playing ability @number (from 0; past the printed ones, the played
 * keywords) of @card is worth to the deciding player now. */
static double
ability_value (const Ctx *c, gint32 card, guint number)
{
  const DkCardDef *def = dk_game_card_def (c->g, card);
  const UfsState *s = c->s;
  double v = 0.0;
  guint ready_left = c->ready[c->me];

  if (def == NULL)
    return -0.1;
  if (number >= def->n_abilities)
    {
      UfsKeywordData scratch;
      const UfsKeywordData *kw =
          ufs_keyword_ability (c->g, card, number - def->n_abilities, &scratch);
      gint32 rating = kw ? kw->rating : 1;
      gboolean early = before_block (c);

      switch (kw ? kw->kind : UFS_KW_NONE)
        {
        case UFS_KW_POWERFUL:
          /* I.3.9: +rating damage a momentum discarded. */
          if (s->attack == DK_NO_CARD)
            return -0.1;
          return damage_value (c, c->opp, expected_damage (c, s->attack, c->me, rating, early)) -
                 0.9;
        case UFS_KW_EX:
          /* I.3.5: +rating speed a momentum. */
          return early && c->hand[c->opp] > 0 ? 0.3 * rating - 0.6 : -0.5;
        case UFS_KW_MULTIPLE:
          /* I.3.8: the attack again, for momentum. */
          return s->attack != DK_NO_CARD
                     ? 0.5 * expected_damage (c, s->attack, c->me,
                                              dk_game_stat (c->g, s->attack, UFS_STAT_DAMAGE),
                                              TRUE) -
                           0.6
                     : -0.1;
        case UFS_KW_STUN:
          /* I.3.12: free, the opponent commits foundations. */
          return 0.1 + 0.6 * MIN ((guint) MAX (rating, 0), c->ready[c->opp]);
        case UFS_KW_BREAKER:
          /* I.3.1: free, the opponent's next card is harder. */
          return 0.2 + 0.4 * rating;
        case UFS_KW_GAUGE:
          return 0.1;
        case UFS_KW_REVERSAL:
          /* I.3.10: the card from the hand as an attack of ours. */
          return 0.8 * dk_game_stat (c->g, card, UFS_STAT_DAMAGE) *
                     p_pass (c, c->me,
                             dk_game_stat (c->g, card, UFS_STAT_DIFFICULTY) +
                                 (gint32) c->pool[c->me],
                             (gint32) ready_left) -
                 1.0;
        default:
          return 0.0;
        }
    }
  {
    const DkAbility *ab = &def->abilities[number];

    for (guint i = 0; i < ab->cost.n_instrs; i++)
      v += instr_value (c, card, &ab->cost.instrs[i], TRUE, &ready_left);
    for (guint i = 0; i < ab->effect.n_instrs; i++)
      v += instr_value (c, card, &ab->effect.instrs[i], FALSE, &ready_left);
  }
  /* E.4.7, E.4.8: an action played from the hand for its ability is
   * checked first, and spent; on one's own turn a failed check ends the
   * phase (F.2.2.1.1). */
  if (ufs_zone_kind_of (c->g, card) == UFS_ZONE_HAND)
    {
      gboolean own_turn = dk_game_active (c->g) == c->me;
      gint32 diff = dk_game_stat (c->g, card, UFS_STAT_DIFFICULTY) + (gint32) c->pool[c->me] +
                    s->next_card_difficulty[c->me];
      double p = p_pass (c, c->me, diff, (gint32) c->ready[c->me] - (own_turn ? 2 : 0));

      v = p * v - 0.7 - (own_turn ? (1.0 - p) * 0.8 : 0.0);
    }
  return v;
}

/* What a card is worth in the hand (a block, a later form). */
static double
hand_card_value (const Ctx *c, gint32 card)
{
  return dk_game_stat (c->g, card, UFS_STAT_BLOCK_ZONE) >= 0 ? 0.9 : 0.6;
}

/* What @card brings once played as a form, the check passed. */
static double
form_value (const Ctx *c, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (c->g, card);

  if (def == NULL)
    return 0.5;
  switch (def->type)
    {
    case UFS_TYPE_ATTACK:
      {
        gint32 dmg = dk_game_stat (c->g, card, UFS_STAT_DAMAGE);
        double v = damage_value (c, c->opp, expected_damage (c, card, c->me, dmg, TRUE));
        const UfsCardData *d = ufs_card_data (def);

        /* Keyword abilities it can play on itself: a little more. */
        if (d->kinds & ((1u << UFS_KW_STUN) | (1u << UFS_KW_POWERFUL) | (1u << UFS_KW_BREAKER)))
          v += 0.3;
        return v;
      }
    case UFS_TYPE_FOUNDATION:
      /* The more foundations, the less another adds. */
      return MAX (0.7, 2.8 - 0.35 * c->foundations[c->me]);
    case UFS_TYPE_ASSET:
      return 1.4;
    case UFS_TYPE_CHARACTER:
      return 1.0;
    default:
      return 0.3;
    }
}

#define FORM_CARDS 32

/* F.2.2: a form, or the end of the phase. Each card played stays in the
 * card pool and makes every later card of the turn one harder (E.4.7):
 * a card that others would pass easily after it goes later, the card
 * whose checks would suffer from the wait first (an attack of difficulty
 * 4 before foundations of 1, not after). */
static void
score_form (const Ctx *c, const DkDecision *d, double *scores)
{
  const UfsState *s = c->s;
  gboolean attempted = s->attempted_card[c->me];
  /* F.2.2.1.1: failing a check from the hand ends the phase: what the
   * rest of the turn would have brought is lost. */
  double rest = 0.8;
  /* Cards that may be committed to the form's checks: what is not kept
   * for blocks. */
  gint32 spare = (gint32) c->ready[c->me] - 2;
  /* The loss each playable card would suffer from waiting one card. */
  double wait_loss[FORM_CARDS];
  double total_loss = 0.0;
  guint n_cards = 0;

  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];

      if (o->verb == UFS_VERB (PLAY))
        {
          gint32 card = o->args[0];
          gint32 diff = dk_game_stat (c->g, card, UFS_STAT_DIFFICULTY) + (gint32) c->pool[c->me] +
                        s->next_card_difficulty[c->me];
          double p = p_pass (c, c->me, diff, spare);
          double value = form_value (c, card);
          double hold = c->hand[c->me] <= 1 ? hand_card_value (c, card) : 0.25;
          /* Waiting behind the other cards of the hand would cost it
           * this much a card played before it. */
          gint32 others = (gint32) MIN (c->hand[c->me] - 1, 4);
          double loss = others <= 0 ? 0.0
                                    : MAX (value, 0.0) *
                                          (p - p_pass (c, c->me, diff + others, spare)) / others;

          scores[i] = p * value - (1.0 - p) * (hand_card_value (c, card) + rest) - hold;
          /* F.2.2.3: a turn with no card attempted is a turn lost. */
          if (!attempted)
            scores[i] += 2.0;
          if (n_cards < FORM_CARDS)
            {
              wait_loss[n_cards++] = loss;
              total_loss += loss;
            }
        }
      else if (o->verb == UFS_VERB (ABILITY))
        {
          scores[i] = ability_value (c, o->args[0], (guint) o->args[1] - 1);
          /* An action from the hand is a card attempted too (F.2.2.3). */
          if (!attempted && ufs_zone_kind_of (c->g, o->args[0]) == UFS_ZONE_HAND)
            scores[i] += 2.0;
        }
      else
        scores[i] = 0.0;
    }
  /* What playing a card first costs the others. */
  for (guint i = 0, k = 0; i < d->n_options && k < n_cards; i++)
    if (d->options[i].verb == UFS_VERB (PLAY))
      {
        scores[i] -= 0.8 * (total_loss - wait_loss[k]);
        k++;
      }
}

/* G.2.1: which card to block with, if any. */
static void
score_block (const Ctx *c, const DkDecision *d, double *scores)
{
  const UfsState *s = c->s;
  gint32 attack = s->attack;
  gint32 dmg, speed, az;

  if (attack == DK_NO_CARD)
    return;
  dmg = dk_game_stat (c->g, attack, UFS_STAT_DAMAGE);
  speed = dk_game_stat (c->g, attack, UFS_STAT_SPEED);
  az = attack_zone (c->g, attack);
  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      const DkCardDef *def;
      gint32 card, diff;
      gint32 left;
      double p, prevented;

      if (o->verb != UFS_VERB (BLOCK))
        {
          scores[i] = 0.0;
          continue;
        }
      card = o->args[0];
      diff = dk_game_stat (c->g, card, UFS_STAT_BLOCK_MODIFIER) + speed + (gint32) c->pool[c->me];
      /* G.2.2.2, G.2.2.3, G.3: a block in the attack's zone stops it, a
       * mid block of a high or low attack halves it. */
      left = dk_game_stat (c->g, card, UFS_STAT_BLOCK_ZONE) == az
                 ? ufs_thrown_damage (c->g, attack, dmg)
                 : (dmg + 1) / 2;
      /* On the opponent's turn every ready foundation may be committed:
       * they ready at the next turn. */
      p = p_pass (c, c->me, diff, (gint32) c->ready[c->me]);
      prevented = damage_value (c, c->me, dmg) - damage_value (c, c->me, left);
      /* The commits the check will likely ask for. */
      scores[i] = p * prevented - hand_card_value (c, card) -
                  0.2 * MAX (0, diff - 5) * (c->ready[c->me] > 0);
      def = dk_game_card_def (c->g, card);
      if (def != NULL &&
          (ufs_card_data (def)->kinds & ((1u << UFS_KW_BREAKER) | (1u << UFS_KW_REVERSAL))))
        scores[i] += 0.4;
    }
}

/* The card a check decides, and how it is played, from the frames under
 * the check (E.4: a card's check; else a cost's). */
static double
check_stake (const Ctx *c, const DkFrame *check)
{
  guint depth = dk_game_frame_depth (c->g);
  const DkFrame *under = depth >= 2 ? dk_game_frame_at (c->g, depth - 2) : NULL;

  if (under != NULL && under->proc == UFS_PROC (PLAY_CARD))
    {
      gint32 card = under->a[0];

      if (under->a[1] == UFS_KIND_BLOCK && c->s->attack != DK_NO_CARD)
        {
          gint32 attack = c->s->attack;
          gint32 dmg = dk_game_stat (c->g, attack, UFS_STAT_DAMAGE);
          gint32 left = dk_game_stat (c->g, card, UFS_STAT_BLOCK_ZONE) == attack_zone (c->g, attack)
                            ? ufs_thrown_damage (c->g, attack, dmg)
                            : (dmg + 1) / 2;

          return damage_value (c, c->me, dmg) - damage_value (c, c->me, left);
        }
      /* A form from the hand: the card, and the rest of the turn
       * (F.2.2.1.1). */
      return form_value (c, card) + (under->a[1] == UFS_KIND_FORM ? 0.8 : 0.0);
    }
  if (under != NULL && under->proc == UFS_PROC (ABILITY))
    {
      /* An action's own check (E.4.7): its effect, and on one's own turn
       * the rest of the phase. */
      const DkCardDef *def = dk_game_card_def (c->g, under->a[0]);
      double v = dk_game_active (c->g) == c->me ? 0.8 : 0.0;

      if (def != NULL && (guint) under->a[1] < def->n_abilities)
        {
          const DkAbility *ab = &def->abilities[under->a[1]];
          guint ready_left = c->ready[c->me];

          for (guint i = 0; i < ab->effect.n_instrs; i++)
            v += instr_value (c, under->a[0], &ab->effect.instrs[i], FALSE, &ready_left);
        }
      return MAX (v, 0.3);
    }
  if (under != NULL && under->proc == DK_PROC_PROGRAM)
    return 0.8; /* an ability's control-check cost */
  return 0.5;
}

/* E.3.5.2 (which cards, or none), H.4.3 (which cards to pay with). */
static void
score_commit (const Ctx *c, const DkDecision *d, double *scores)
{
  guint depth = dk_game_frame_depth (c->g);
  const DkFrame *top = depth > 0 ? dk_game_frame_at (c->g, depth - 1) : NULL;
  double stake = top != NULL && top->proc == UFS_PROC (CHECK) ? check_stake (c, top) : 0.0;

  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      guint ready_left = c->ready[c->me];
      double cost = 0;

      if (o->verb != UFS_VERB (COMMIT))
        {
          scores[i] = 0.0;
          continue;
        }
      for (guint k = 0; k < o->n_args; k++)
        {
          gint32 card = o->args[k];
          const DkCardDef *def = dk_game_card_def (c->g, card);

          if (ready_left > 0)
            ready_left--;
          cost += commit_cost (c, c->me, ready_left);
          /* The character and cards with abilities to play are worth
           * more ready than a plain foundation. */
          if (card == c->s->character[c->me])
            cost += 0.3;
          if (def != NULL && (ufs_card_data (def)->types &
                              ((1u << UFS_ABILITY_ENHANCE) | (1u << UFS_ABILITY_RESPONSE) |
                               (1u << UFS_ABILITY_FORM))))
            cost += 0.2;
        }
      scores[i] = stake - cost;
    }
}

/* Did the last turn pass with nothing to start, and will this one too: the
 * hand at its size (so the Draw Step brings nothing, F.1.3), the last
 * Combat Phase passed without a card attempted (F.2.2.3), and not one card
 * of the hand playable as a form (F.2.2.1: actions never are; their
 * abilities wait for an attack, or for a moment that did not come)? */
static gboolean
hand_stuck (const Ctx *c, guint32 allowed)
{
  guint n;
  const guint16 *hand = dk_game_zone (c->g, UFS_ZONE_HAND, c->me, &n);

  if (n < ufs_hand_size (c->g, c->me) || !c->s->must_attempt[c->me])
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (ufs_card_type (c->g, hand[i]) != UFS_TYPE_ACTION &&
        ufs_card_playable (c->g, hand[i], c->me, allowed))
      return FALSE;
  return TRUE;
}

/* F.1.2: a card to put away before drawing up again (or none). Only a
 * card that cannot be played goes: any other still blocks, and every
 * card reviewed is one card less in the deck before it must cycle
 * (E.2.2; reviewing hard cards too lost more games than it won). But a
 * full hand that started nothing last turn and cannot start a form is
 * turned over one card a turn, the poorest block first: kept, it would
 * pass every turn for good. */
static void
score_review (const Ctx *c, const DkDecision *d, double *scores)
{
  guint32 allowed = ufs_resources_allowed (c->g, c->me, DK_NO_CARD);
  gboolean stuck = hand_stuck (c, allowed);

  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      gint32 card;

      scores[i] = 0.0;
      if (o->verb != UFS_VERB (REVIEW))
        continue;
      card = o->args[0];
      /* Its symbols or Only keep it in the hand for nothing. */
      if (ufs_card_type (c->g, card) != UFS_TYPE_ACTION &&
          !ufs_card_playable (c->g, card, c->me, allowed))
        scores[i] = 2.0;
      else if (stuck)
        scores[i] = dk_game_stat (c->g, card, UFS_STAT_BLOCK_ZONE) < 0
                        ? 1.5
                        : 1.0 - 0.1 * CLAMP (dk_game_stat (c->g, card, UFS_STAT_BLOCK_MODIFIER), 0, 9);
      else
        scores[i] = -1.0;
    }
}

/* H.3.3.4: pay the cancel cost of the opponent's ability, or let it be. */
static void
score_cancel (const Ctx *c, const DkDecision *d, double *scores)
{
  guint depth = dk_game_frame_depth (c->g);
  const DkFrame *top = NULL;
  double harm = 0.5, pay = 0.0;

  /* The ability offered: the nearest being played (the offer may come in
   * the window of its being played, H.3.3.4.3). */
  while (depth > 0 && (top = dk_game_frame_at (c->g, --depth))->proc != UFS_PROC (ABILITY))
    top = NULL;

  if (top != NULL && top->proc == UFS_PROC (ABILITY))
    {
      const DkCardDef *def = dk_game_card_def (c->g, top->a[0]);

      if (def != NULL && (guint) top->a[1] < def->n_abilities)
        {
          const DkAbility *ab = &def->abilities[top->a[1]];
          Ctx them = *c;
          guint ready_left = c->ready[c->me];

          /* The effect as its player sees it is our loss. */
          them.me = c->opp;
          them.opp = c->me;
          harm = 0;
          for (guint i = 0; i < ab->effect.n_instrs; i++)
            {
              guint r = them.ready[them.me];

              harm += instr_value (&them, top->a[0], &ab->effect.instrs[i], FALSE, &r);
            }
          for (guint i = 0; i < ab->cancel.n_instrs; i++)
            pay += instr_value (c, top->a[0], &ab->cancel.instrs[i], TRUE, &ready_left);
        }
    }
  for (guint i = 0; i < d->n_options; i++)
    scores[i] = d->options[i].verb == UFS_VERB (CANCEL) ? harm + pay : 0.0;
}

/* J.3.2.1.2: of the player's own fired effects of one event, the one that
 * helps most executes first; equal ones keep the order offered (the
 * staging area, then the card pool). The option's tag is the ability. */
static void
score_fired_order (const Ctx *c, const DkDecision *d, double *scores)
{
  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      const DkCardDef *def = o->n_args > 0 ? dk_game_card_def (c->g, o->args[0]) : NULL;
      guint ready_left = c->ready[c->me];

      scores[i] = 0.0;
      if (o->verb != DK_VERB_CHOOSE || def == NULL || o->tag >= def->n_abilities)
        continue;
      for (guint k = 0; k < def->abilities[o->tag].effect.n_instrs; k++)
        scores[i] += instr_value (c, o->args[0], &def->abilities[o->tag].effect.instrs[k], FALSE,
                                  &ready_left);
    }
}

/* E.1.8: keep a hand that can fight. */
static void
score_mulligan (const Ctx *c, const DkDecision *d, double *scores)
{
  guint n, foundations = 0, attacks = 0;
  const guint16 *hand = dk_game_zone (c->g, UFS_ZONE_HAND, c->me, &n);

  for (guint i = 0; i < n; i++)
    {
      guint t = ufs_card_type (c->g, hand[i]);

      foundations += t == UFS_TYPE_FOUNDATION;
      attacks += t == UFS_TYPE_ATTACK;
    }
  for (guint i = 0; i < d->n_options; i++)
    scores[i] = d->options[i].verb == DK_VERB_MULLIGAN
                    ? (foundations == 0 || attacks == 0 ? 1.0 : -1.0)
                    : 0.0;
}

/* DkModule.score_options */
void
ufs_score_options (const DkGame *g, double *scores)
{
  const DkDecision *d = dk_game_decision (g);
  Ctx c;

  ctx_init (&c, g, (guint) d->player);
  switch (d->kind)
    {
    case UFS_DECISION (FORM):
      score_form (&c, d, scores);
      return;
    case UFS_DECISION (BLOCK):
      score_block (&c, d, scores);
      return;
    case UFS_DECISION (COMMIT):
      score_commit (&c, d, scores);
      return;
    case UFS_DECISION (REVIEW):
      score_review (&c, d, scores);
      return;
    case UFS_DECISION (CANCEL):
      score_cancel (&c, d, scores);
      return;
    case UFS_DECISION (MULLIGAN):
      score_mulligan (&c, d, scores);
      return;
    case UFS_DECISION (FIRED_ORDER):
      score_fired_order (&c, d, scores);
      return;
    case UFS_DECISION (CLEAR):
      /* F.3.2.2: momentum pays for EX, Powerful and costs. */
      for (guint i = 0; i < d->n_options; i++)
        scores[i] = d->options[i].verb == UFS_VERB (MOMENTUM) ? 1.0 : 0.0;
      return;
    case UFS_DECISION (FIRST):
      for (guint i = 0; i < d->n_options; i++)
        scores[i] = d->options[i].verb == UFS_VERB (GO_FIRST) ? 1.0 : 0.0;
      return;
    case UFS_DECISION (COST):
      /* X: one momentum or foundation at a time is what pays. */
      for (guint i = 0; i < d->n_options; i++)
        scores[i] =
            d->options[i].verb == DK_VERB_NUMBER ? -(double) ABS (d->options[i].args[0] - 1) : 0.0;
      return;
    default:
      /* Priority: enhances (G.1) and responses (H.2.3) that change the
       * outcome, else pass. */
      for (guint i = 0; i < d->n_options; i++)
        {
          const DkOption *o = &d->options[i];

          scores[i] = o->verb == UFS_VERB (ABILITY) && o->n_args >= 2
                          ? ability_value (&c, o->args[0], (guint) o->args[1] - 1) - 0.05
                          : 0.0;
        }
      return;
    }
}

/* e^z for z <= 0, as (1 + z/256)^256: within 2 % where it matters
 * (z above -4), smooth and increasing, and no libm. */
static double
exp_neg (double z)
{
  double t = 1.0 + z / 256.0;

  if (t <= 0.0)
    return 0.0;
  for (guint i = 0; i < 8; i++)
    t *= t;
  return t;
}

/* DkModule.evaluate: the chance to win, a logistic of the differences
 * between the players in vitality (the race to 0), cards in hand, cards
 * in the staging area (foundations: what the next turns can pay for),
 * cards left to draw before the deck runs out (E.2.2), and whose turn it
 * is. The weights were fitted to the results of 8,000 games of the
 * heuristic against itself (a little noise added, the starter decks),
 * from the position at the start of each turn (log loss 0.575; 0.693
 * knows nothing). Smooth, and increasing in each player's vitality, hand,
 * staging area and library. */
void
ufs_evaluate (const DkGame *g, double *values)
{
  double x = 0.0, e;
  gint32 vit[2];
  guint hand[2], staging[2], library[2];

  if (dk_game_is_over (g))
    {
      gint w = dk_game_winner (g);

      for (guint p = 0; p < 2; p++)
        values[p] = w < 0 ? 0.5 : w == (gint) p ? 1.0 : 0.0;
      return;
    }
  for (guint p = 0; p < 2; p++)
    {
      vit[p] = MAX (dk_game_counter (g, p, 0), 0);
      hand[p] = dk_game_zone_size (g, UFS_ZONE_HAND, p);
      staging[p] = MIN (dk_game_zone_size (g, UFS_ZONE_STAGING, p), 8);
      library[p] =
          dk_game_zone_size (g, UFS_ZONE_DECK, p) + dk_game_zone_size (g, UFS_ZONE_DISCARD, p);
    }
  x += 0.207 * (vit[0] - vit[1]);
  x += 0.080 * ((double) hand[0] - hand[1]);
  x += 0.267 * ((double) staging[0] - staging[1]);
  x += 0.055 * ((double) library[0] - library[1]);
  x += dk_game_active (g) == 0 ? 0.658 : -0.658;
  /* The logistic 1 / (1 + e^-x), from e^-|x|. */
  e = exp_neg (x < 0 ? x : -x);
  values[0] = x >= 0 ? 1.0 / (1.0 + e) : e / (1.0 + e);
  values[1] = 1.0 - values[0];
}
