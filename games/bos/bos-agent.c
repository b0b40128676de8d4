/* bos-agent.c: the BoS computer player's judgement (DkModule.score_options
 * and DkModule.evaluate): which option of a decision looks best to the
 * player who takes it, and how well each player stands.
 *
 * Both read only what the deciding player may know: they are called on its
 * seat's view, where the cards it has not seen have no definition (their
 * stats read as the defaults and their compiled data as bos_no_card_data).
 * Both run inside searches' playouts: no allocation, no string comparison,
 * a few loops over the small zones of the field.
 *
 * Section names are the rule book's (v1.3); docs/agents.md says what the
 * heuristic does at each kind of decision.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* What a fighter's stats read as when its card is not known (face down). */
#define UNKNOWN_ATK 1300
#define UNKNOWN_RST 1000

/* Scores of the Main Phase's plays, in the order they should come: a
 * deploy, an activation worth making, the battle when an attack pays, a
 * tactic set for later, then `pass`. */
#define SCORE_DEPLOY 2000.0
#define SCORE_ACTIVATE 900.0
#define SCORE_BATTLE 1500.0
#define SCORE_SET_TACTIC 700.0
#define SCORE_SET_EQUIPMENT 100.0

/* An activation in a chain window must be worth at least this much: a card
 * kept face down is worth something too (a response later). */
#define WINDOW_THRESHOLD 150.0

/* evaluate: how many SP of advantage make a side e (2.7) times likelier to
 * win than another. */
#define EVAL_TEMPERATURE 2500.0

/* --- the framework's instructions BoS cards use, by index ------------------- */

/* The framework's own instructions (choose, discard, search, negate) have
 * indexes fixed by the framework's table, the same for every rules; they
 * are looked up by name once, never in a game. */
typedef struct
{
  gint choose;
  gint discard;
  gint search;
  gint negate;
} FrameworkOps;

static FrameworkOps framework_ops;

static const FrameworkOps *
ops_of (const DkGame *g)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      const DkRules *rules = dk_game_get_rules (g);

      framework_ops.choose = dk_rules_instr_index (rules, "choose");
      framework_ops.discard = dk_rules_instr_index (rules, "discard");
      framework_ops.search = dk_rules_instr_index (rules, "search");
      framework_ops.negate = dk_rules_instr_index (rules, "negate");
      g_once_init_leave (&done, 1);
    }
  return &framework_ops;
}

/* --- what the player sees ------------------------------------------------------ */

static gboolean
known (const DkGame *g, gint32 card)
{
  return dk_game_card_def (g, card) != NULL && !face_down (g, card);
}

static gint32
atk_of (const DkGame *g, gint32 card)
{
  return known (g, card) ? bos_stat (g, card, BOS_STAT_ATK) : UNKNOWN_ATK;
}

static gint32
rst_of (const DkGame *g, gint32 card)
{
  return known (g, card) ? bos_stat (g, card, BOS_STAT_RST) : UNKNOWN_RST;
}

static gint32
kills_of (const DkGame *g, gint32 card)
{
  return dk_game_card (g, card)->vars[BOS_VAR_KILLS];
}

/* How much a fighter on the field is worth to its side: its battle stats,
 * its kill tokens (the road to promotion: Fighter Classes) and its class. */
static double
fighter_value (const DkGame *g, gint32 card)
{
  double v = atk_of (g, card) + rst_of (g, card) / 3.0 + 150.0 * MIN (kills_of (g, card), 7);

  if (known (g, card))
    v += 300.0 * CLAMP (bos_stat (g, card, BOS_STAT_CLASS), 0, 3);
  /* Fighter Tokens: gone when they leave the field. */
  if (is_token (g, card))
    v *= 0.7;
  return v;
}

/* How much a card in its owner's hand is worth (for a discard). */
static double
hand_value (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def == NULL)
    return 1000.0;
  switch (def->type)
    {
    case BOS_TYPE_FIGHTER:
      /* Higher classes need sacrifices to come out: worth less in hand
       * until the field holds what they need. */
      return (bos_stat (g, card, BOS_STAT_ATK) + bos_stat (g, card, BOS_STAT_RST) / 4.0) /
             (bos_stat (g, card, BOS_STAT_CLASS) == BOS_CLASS_WARRIOR ? 1.0 : 1.6);
    case BOS_TYPE_TACTIC:
      return 1300.0;
    case BOS_TYPE_EQUIPMENT:
      return 1000.0;
    default:
      return 800.0;
    }
}

static gint32
winning_sp (const DkGame *g)
{
  const BosState *s = bos_state_const (g);

  return s->params_known ? s->winning_sp : (gint32) dk_game_param (g, BOS_PARAM_WINNING_SP);
}

static guint
face_down_tactics (const DkGame *g, guint player)
{
  guint n, k = 0;
  const guint16 *t = dk_game_zone (g, BOS_ZONE_TACTICS, player, &n);

  for (guint i = 0; i < n; i++)
    k += face_down (g, t[i]);
  return k;
}

/* The weakest fighter @player controls (a sacrifice's price), 0 if none. */
static double
weakest_fighter (const DkGame *g, guint player, gint32 except)
{
  guint n;
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);
  double best = 0.0;
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    if (f[i] != except)
      {
        double v = fighter_value (g, f[i]);

        if (!any || v < best)
          best = v;
        any = TRUE;
      }
  return best;
}

typedef double (*OpposingValue) (const DkGame *g, guint me, gint32 card);

/* The most @value gives a fighter of @me's opponents still in, 0 if none. */
static double
best_opposing (const DkGame *g, guint me, OpposingValue value)
{
  double best = 0.0;

  for (guint q = 0; q < bos_n_players (g); q++)
    {
      guint n;
      const guint16 *f;

      if (!alive (g, q) || !bos_is_opponent (g, me, q))
        continue;
      f = dk_game_zone (g, BOS_ZONE_FIGHTERS, q, &n);
      for (guint i = 0; i < n; i++)
        best = MAX (best, value (g, me, f[i]));
    }
  return best;
}

static double
opposing_fighter_value (const DkGame *g, guint me, gint32 card)
{
  return fighter_value (g, card);
}

/* The strongest fighter of @player's opponents (a destroy's or a take
 * control's prize), 0 if none. */
static double
strongest_opposing (const DkGame *g, guint player)
{
  return best_opposing (g, player, opposing_fighter_value);
}

static guint
opponents_in (const DkGame *g, guint player)
{
  guint k = 0;

  for (guint q = 0; q < bos_n_players (g); q++)
    k += alive (g, q) && bos_is_opponent (g, player, q);
  return k;
}

/* --- battles ---------------------------------------------------------------------- */

/* Fighter Battle Rules, Determining Damage, seen by @me: what an attack of
 * @a (ATK changed by @da) on @t (its ATK or RST changed by @dt; DK_NO_CARD:
 * a direct attack on @defender) is worth to @me, in SP, the fighters
 * destroyed counted at their value. Positive: good for @me. */
static double
battle_outcome_as (const DkGame *g,
                   guint me,
                   gint32 a,
                   gint32 t,
                   guint defender,
                   gint32 da,
                   gint32 dt,
                   gboolean rest)
{
  guint pa = controller_of (g, a);
  double sign = pa == me || !bos_is_opponent (g, me, pa) ? 1.0 : -1.0;
  gint32 atk = MAX (atk_of (g, a) + da, 0);
  gint32 other;
  double v = 0.0;

  if (t == DK_NO_CARD)
    {
      /* If your opponent has no fighters: the full ATK. */
      if (pa != me && bos_is_opponent (g, pa, me) && defender != me)
        return 0.0;
      return sign * atk;
    }
  if (rest)
    {
      other = MAX (rst_of (g, t) + dt, 0);
      if (atk > other)
        {
          v = fighter_value (g, t) + 150.0;
          if (known (g, a) && bos_stat (g, a, BOS_STAT_PIERCING))
            v += atk - other;
        }
      else if (atk < other)
        v = -(double) (other - atk);
    }
  else
    {
      other = MAX (atk_of (g, t) + dt, 0);
      if (atk > other)
        v = (atk - other) + fighter_value (g, t) + 150.0;
      else if (atk < other)
        v = -(double) (other - atk) - fighter_value (g, a);
      else if (atk > 0)
        v = fighter_value (g, t) - fighter_value (g, a);
    }
  return sign * v;
}

static double
battle_outcome (const DkGame *g, guint me, gint32 a, gint32 t, guint defender, gint32 da, gint32 dt)
{
  return battle_outcome_as (g, me, a, t, defender, da, dt, t != DK_NO_CARD && in_rest (g, t));
}

/* The score of declaring the attack of @a on @t (DK_NO_CARD: directly on
 * @defender) for @me, the attacker. */
static double
attack_score (const DkGame *g, guint me, gint32 a, gint32 t, guint defender)
{
  double v = battle_outcome (g, me, a, t, defender, 0, 0);

  if (v > 0.0)
    {
      /* A face-down tactic may answer the attack (Quench, Ambush): a thin
       * margin is less sure. */
      if (t != DK_NO_CARD)
        {
          gint32 margin = atk_of (g, a) - (in_rest (g, t) ? rst_of (g, t) : atk_of (g, t));

          if (margin < 800)
            v -= 120.0 * face_down_tactics (g, defender);
        }
      /* Several opponents: the one nearest to winning first. */
      if (opponents_in (g, me) > 1)
        v += 0.1 * (bos_team_sp (g, defender) - bos_team_sp (g, me));
      v += 800.0;
    }
  else
    v -= 200.0;
  return v;
}

static gboolean
may_attack_now (const DkGame *g, gint32 card)
{
  if (face_down (g, card) || in_rest (g, card))
    return FALSE;
  return bos_attacks_made (g, card) < (guint) MAX (bos_stat (g, card, BOS_STAT_ATTACKS), 0);
}

/* The best attack @me could declare now (or after `battle`), as the
 * Battle Step would offer them; -1e9 when there is none. */
static double
best_attack (const DkGame *g, guint me)
{
  guint n;
  const guint16 *mine = dk_game_zone (g, BOS_ZONE_FIGHTERS, me, &n);
  double best = -1e9;

  for (guint i = 0; i < n; i++)
    {
      gint32 a = mine[i];

      if (!may_attack_now (g, a))
        continue;
      for (guint q = 0; q < bos_n_players (g); q++)
        {
          guint m;
          const guint16 *theirs;

          if (!alive (g, q) || !bos_is_opponent (g, me, q))
            continue;
          theirs = dk_game_zone (g, BOS_ZONE_FIGHTERS, q, &m);
          for (guint j = 0; j < m; j++)
            best = MAX (best, attack_score (g, me, a, theirs[j], q));
          if (m == 0 || (known (g, a) && bos_stat (g, a, BOS_STAT_DIRECT_ATTACK)))
            best = MAX (best, attack_score (g, me, a, DK_NO_CARD, q));
        }
    }
  return best;
}

/* What changing @t, an opponent's fighter in attack position, to rest
 * position would add to @me's best attack on it this turn: a fighter with
 * a high ATK and a low RST is beaten in rest position by a weaker one. */
static double
rest_gain (const DkGame *g, guint me, gint32 t)
{
  guint n;
  const guint16 *mine = dk_game_zone (g, BOS_ZONE_FIGHTERS, me, &n);
  guint q = controller_of (g, t);
  double before = 0.0, after = 0.0;

  if (in_rest (g, t) || !bos_is_opponent (g, me, q))
    return 0.0;
  for (guint i = 0; i < n; i++)
    if (may_attack_now (g, mine[i]))
      {
        before = MAX (before, battle_outcome_as (g, me, mine[i], t, q, 0, 0, FALSE));
        after = MAX (after, battle_outcome_as (g, me, mine[i], t, q, 0, 0, TRUE));
      }
  return after - before;
}

/* The best rest_gain over the fighters of @me's opponents. */
static double
best_rest_gain (const DkGame *g, guint me)
{
  return best_opposing (g, me, rest_gain);
}

/* Fighter Classes: the kill tokens @by more on @fighter (DK_NO_CARD: a
 * fighter of @me's choice) are worth what they bring toward deploying a
 * fighter of the next class that @me holds. */
static double
promotion_value (const DkGame *g, guint me, gint32 fighter, gint32 by)
{
  guint n_hand, n_f;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, me, &n_hand);
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, me, &n_f);
  gint32 need[2] = { (gint32) dk_game_param (g, BOS_PARAM_KILLS_ELITE),
                     (gint32) dk_game_param (g, BOS_PARAM_KILLS_WARLORD) };
  double best = 100.0 * by;

  for (guint i = 0; i < n_f; i++)
    {
      gint cls;
      gint32 k;

      if ((fighter != DK_NO_CARD && f[i] != fighter) || !known (g, f[i]))
        continue;
      cls = bos_stat (g, f[i], BOS_STAT_CLASS);
      if (cls != BOS_CLASS_WARRIOR && cls != BOS_CLASS_ELITE)
        continue;
      k = kills_of (g, f[i]);
      if (k >= need[cls])
        continue;
      for (guint j = 0; j < n_hand; j++)
        if (bos_card_type (g, hand[j]) == BOS_TYPE_FIGHTER &&
            bos_stat (g, hand[j], BOS_STAT_CLASS) == cls + 1)
          {
            double v = 600.0 * MIN (by, need[cls] - k);

            if (k + by >= need[cls])
              v += 1200.0;
            best = MAX (best, v);
            break;
          }
    }
  return best;
}

/* --- abilities ---------------------------------------------------------------------- */

/* The fighter an instruction's @target names for the ability of @source
 * controlled by @me, when it names one (this fighter, the attacker, the
 * attack's target); DK_NO_CARD otherwise. */
static gint32
named_fighter (const DkGame *g, gint target, gint32 source)
{
  const BosState *s = bos_state_const (g);

  switch (target)
    {
    case DK_TARGET_SELF:
      return bos_card_type (g, source) == BOS_TYPE_FIGHTER ? source : DK_NO_CARD;
    case BOS_TARGET (THIS_FIGHTER):
      return bos_card_type (g, source) == BOS_TYPE_FIGHTER ? source : DK_NO_CARD;
    case BOS_TARGET (EQUIPPED_FIGHTER):
      return dk_game_card (g, source)->attached_to;
    case BOS_TARGET (ATTACKER):
      return s->in_attack ? s->attacker : DK_NO_CARD;
    case BOS_TARGET (ATTACK_TARGET):
      return s->in_attack ? s->target : DK_NO_CARD;
    default:
      return DK_NO_CARD;
    }
}

/* Which side a target stands for: 1 @me's, -1 an opponent's, 0 unknown. */
static gint
target_side (const DkGame *g, guint me, gint target, gint32 source, const gint8 *var_side)
{
  gint32 c;

  if (target >= DK_TARGET_VAR0 && target < DK_TARGET_VAR0 + 4)
    return var_side[target - DK_TARGET_VAR0];
  if (target == BOS_TARGET (YOUR_FIGHTERS))
    return 1;
  if (target == BOS_TARGET (OPPONENT_FIGHTERS))
    return -1;
  c = named_fighter (g, target, source);
  if (c == DK_NO_CARD || !bos_on_field (g, c))
    return 0;
  return controller_of (g, c) == me || !bos_is_opponent (g, me, controller_of (g, c)) ? 1 : -1;
}

/* What a change of @by to @stat of a fighter on @side is worth to @me now:
 * in an attack, how much it changes the battle's outcome (Damage Step
 * Rules: the last moment it matters); before a battle, a little. */
static double
modify_value (const DkGame *g, guint me, gint side, gint32 fighter, guint stat, gint32 by)
{
  const BosState *s = bos_state_const (g);

  if (stat != BOS_STAT_ATK && stat != BOS_STAT_RST)
    return side > 0 ? 200.0 : 0.0;
  if (s->in_attack && s->attacker != DK_NO_CARD && bos_on_field (g, s->attacker))
    {
      gint32 a = s->attacker, t = s->direct ? DK_NO_CARD : s->target;
      gint32 da = 0, dt = 0;
      double before = battle_outcome (g, me, a, t, (guint) MAX (s->defender, 0), 0, 0);
      gboolean a_side =
          controller_of (g, a) == me || !bos_is_opponent (g, me, controller_of (g, a));

      if (t != DK_NO_CARD && !bos_on_field (g, t))
        return 0.0;
      /* The fighter it lands on: the one named, or the chosen one, which
       * will be the fighter of the battle on that side. */
      if (fighter == DK_NO_CARD)
        fighter = (side > 0) == a_side ? a : t;
      if (fighter == a && stat == BOS_STAT_ATK)
        da = by;
      else if (fighter == t && t != DK_NO_CARD &&
               stat == (in_rest (g, t) ? BOS_STAT_RST : BOS_STAT_ATK))
        dt = by;
      else
        return 0.0;
      return battle_outcome (g, me, a, t, (guint) MAX (s->defender, 0), da, dt) - before;
    }
  /* Outside an attack: an ATK boost of one's own before the battle. */
  if (side > 0 && by > 0 && stat == BOS_STAT_ATK && dk_game_active (g) == me &&
      dk_game_phase (g) == BOS_PHASE_MAIN1 && !s->battle_declared)
    return by * 0.4;
  if (side < 0 && by < 0 && stat == BOS_STAT_ATK && dk_game_active (g) == me &&
      dk_game_phase (g) == BOS_PHASE_MAIN1 && !s->battle_declared)
    return -by * 0.4;
  return 0.0;
}

/* The value to @me of running @prog (an ability's cost or effect) of
 * @source: SP gained or saved, cards, fighters, at rough exchange rates. */
static double
program_value (const DkGame *g, guint me, gint32 source, const DkProgram *prog, gboolean cost)
{
  const FrameworkOps *ops = ops_of (g);
  const BosState *s = bos_state_const (g);
  gint8 var_side[4] = { 0, 0, 0, 0 };
  double chance = 1.0, v = 0.0;
  gboolean before_battle =
      dk_game_active (g) == me && !s->battle_declared && dk_game_phase (g) <= BOS_PHASE_MAIN1;
  gboolean my_turn = dk_game_active (g) == me;

  for (guint i = 0; i < prog->n_instrs; i++)
    {
      const DkInstr *in = &prog->instrs[i];
      gint op = in->op;
      gint side = 0;
      double x = 0.0;

      if (op == ops->choose)
        {
          if (in->a[1] >= 0 && in->a[1] < 4)
            var_side[in->a[1]] = in->player == 0 ? 1 : in->player == 1 ? -1 : 0;
          continue;
        }
      if (op == ops->discard)
        x = (in->player == 0 ? -350.0 : 300.0) * MAX (in->a[0], 1);
      else if (op == ops->search)
        x = 500.0;
      else if (op == ops->negate)
        {
          /* Negate the opponent's last activation: worth it when it is
           * theirs (the window only offers it then). */
          x = s->has_last_event && s->last_event.player >= 0 &&
                      bos_is_opponent (g, me, (guint) s->last_event.player)
                  ? 800.0
                  : -200.0;
        }
      else if (op >= DK_INSTR_MODULE_BASE)
        {
          side = target_side (g, me, in->target, source, var_side);
          switch (op - DK_INSTR_MODULE_BASE)
            {
            case BOS_INSTR_DAMAGE:
              x = in->player == 1   ? (double) in->a[0] * opponents_in (g, me)
                  : in->player == 0 ? -(double) in->a[0]
                                    : 0.0;
              break;
            case BOS_INSTR_PAY_SP:
              x = -(double) in->a[0];
              break;
            case BOS_INSTR_GAIN:
            case BOS_INSTR_LOSE:
              {
                double amount = in->a[0] == 0 ? in->a[1] : in->a[1] * 0.1;
                double sign = op - DK_INSTR_MODULE_BASE == BOS_INSTR_LOSE ? -1.0 : 1.0;

                x = in->player == 0 ? sign * amount : in->player == 1 ? -sign * amount : 0.0;
              }
              break;
            case BOS_INSTR_DRAW:
              x = (in->player == 1 ? -250.0 : 300.0) * MAX (in->a[0], 1);
              break;
            case BOS_INSTR_MODIFY:
              /* a[1]: a stat set (piercing, attacks), else changed by a[0]. */
              if (in->a[1])
                x = side > 0 ? 200.0 : 0.0;
              else if (side != 0)
                x = modify_value (g, me, side, named_fighter (g, in->target, source), in->stat,
                                  in->a[0]);
              break;
            case BOS_INSTR_DESTROY:
            case BOS_INSTR_TAKE_CONTROL:
              {
                gint32 c = named_fighter (g, in->target, source);
                double prize = c != DK_NO_CARD ? fighter_value (g, c) : strongest_opposing (g, me);

                if (side < 0)
                  {
                    x = prize;
                    /* An attacker destroyed: its attack is gone too. */
                    if (s->in_attack && c == s->attacker)
                      x += MAX (0.0, -battle_outcome (g, me, s->attacker,
                                                      s->direct ? DK_NO_CARD : s->target,
                                                      (guint) MAX (s->defender, 0), 0, 0));
                    /* Control until the end of the turn is only worth a
                     * battle of one's own ahead. */
                    if (op - DK_INSTR_MODULE_BASE == BOS_INSTR_TAKE_CONTROL && in->a[0] &&
                        !before_battle)
                      x = 0.0;
                  }
                else if (side > 0)
                  x = -prize;
              }
              break;
            case BOS_INSTR_POSITION:
              /* To rest (a[0] 1) or switched (2): an opponent's fighter
               * before one's battle, for the attack it opens. */
              x = side <= 0 && before_battle && in->a[0] != 0 ? best_rest_gain (g, me) : 0.0;
              if (x <= 0.0)
                x = -100.0;
              break;
            case BOS_INSTR_RETURN:
              if (side < 0)
                x = 400.0;
              else if (side > 0 && s->in_attack && !my_turn)
                x = MAX (0.0,
                         -battle_outcome (g, me, s->attacker, s->direct ? DK_NO_CARD : s->target,
                                          (guint) MAX (s->defender, 0), 0, 0)) -
                    300.0;
              else
                x = -300.0;
              break;
            case BOS_INSTR_TOKEN:
              x = 400.0 * MAX (in->a[0], 1);
              /* A fighter arriving on the defender's side stops a direct
               * attack (Replay). */
              if (s->in_attack && s->direct && s->defender == (gint32) me)
                x += atk_of (g, s->attacker);
              break;
            case BOS_INSTR_SPECIAL_DEPLOY:
              x = 1000.0;
              break;
            case BOS_INSTR_KILL_TOKEN:
              x = side > 0
                      ? promotion_value (g, me, named_fighter (g, in->target, source), in->a[0])
                      : 0.0;
              break;
            case BOS_INSTR_COUNTER:
              x = cost ? -50.0 : 60.0;
              break;
            case BOS_INSTR_ATTACH:
              x = dk_game_zone_size (g, BOS_ZONE_FIGHTERS, me) > 0 ? 600.0 : -500.0;
              break;
            case BOS_INSTR_SACRIFICE:
              x = -weakest_fighter (g, me, DK_NO_CARD) * MAX (in->a[0], 1);
              break;
            case BOS_INSTR_MOVE:
            case BOS_INSTR_REMOVE:
              x = 250.0;
              break;
            case BOS_INSTR_COIN_FLIP:
              chance *= 0.5;
              continue;
            case BOS_INSTR_DICE:
              if (in->a[0] > 0)
                chance *=
                    CLAMP ((double) (MIN (in->a[2], in->a[0]) - MAX (in->a[1], 1) + 1) / in->a[0],
                           0.0, 1.0);
              continue;
            default:
              x = 50.0;
              break;
            }
        }
      else
        x = cost ? -200.0 : 50.0;
      v += chance * x;
    }
  return v;
}

/* A continuous ability's worth while its card stays on the field. */
static double
continuous_value (const DkGame *g, guint me, const DkAbility *ab)
{
  double v = 0.0;

  for (guint i = 0; i < ab->effect.n_instrs; i++)
    {
      const DkInstr *in = &ab->effect.instrs[i];

      if (in->op != DK_INSTR_MODULE_BASE + BOS_INSTR_MODIFY)
        {
          v += 100.0;
          continue;
        }
      if (in->target == BOS_TARGET (OPPONENT_FIGHTERS))
        v += -in->a[0] * 1.5;
      else if (in->a[1])
        v += 400.0;
      else
        v += in->a[0] * (in->target == BOS_TARGET (YOUR_FIGHTERS) ? 1.5 : 1.0);
    }
  return v;
}

/* The value to @me of activating @ability of @card (-1: the card's own
 * activation, with its activation ability if any). */
static double
activation_value (const DkGame *g, guint me, gint32 card, gint ability)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  const DkAbility *ab;
  double v = 0.0;

  if (def == NULL)
    return 0.0;
  if (ability < 0)
    {
      ability = activation_ability (g, card);
      /* A card that stays: its continuous effects count. */
      for (guint i = 0; i < def->n_abilities; i++)
        if (def->abilities[i].type == AB_CONTINUOUS)
          v += continuous_value (g, me, &def->abilities[i]);
      if (def->type == BOS_TYPE_BATTLEFIELD)
        v += 200.0;
      if (ability < 0)
        return v + 100.0;
    }
  ab = ability_at (g, card, ability);
  if (ab == NULL)
    return v;
  v += program_value (g, me, card, &ab->cost, TRUE);
  v += program_value (g, me, card, &ab->effect, FALSE);
  return v;
}

/* --- the decisions ------------------------------------------------------------------ */

static double
deploy_score (const DkGame *g, guint me, const DkOption *o)
{
  gint32 card = o->args[0];
  const DkCardDef *def = dk_game_card_def (g, card);
  double v = SCORE_DEPLOY + fighter_value (g, card);

  /* Fighter Classes: the sacrifices leave the field. */
  for (guint i = 2; i < o->n_args; i++)
    v -= 0.5 * fighter_value (g, o->args[i]);
  /* What the fighter does when it arrives (a trigger on its own deploy). */
  for (guint i = 0; def != NULL && i < def->n_abilities; i++)
    {
      const DkAbility *ab = &def->abilities[i];
      BosAbility tmp;
      const BosAbility *info = bos_ability_info (g, def, i, &tmp);

      if (info->type == AB_TRIGGER && info->when_event == BOS_EVENT (DEPLOY) &&
          (info->when_flags & BOS_WHEN_SELF))
        v += program_value (g, me, card, &ab->cost, TRUE) +
             program_value (g, me, card, &ab->effect, FALSE);
    }
  return v;
}

static double
set_score (const DkGame *g, guint me, gint32 card)
{
  guint hand = dk_game_zone_size (g, BOS_ZONE_HAND, me);
  double pressure = hand + 1 > (guint) dk_game_param (g, BOS_PARAM_HAND_LIMIT) ? 400.0 : 0.0;

  if (bos_card_type (g, card) == BOS_TYPE_TACTIC)
    return SCORE_SET_TACTIC + pressure;
  return SCORE_SET_EQUIPMENT + pressure;
}

static double
activate_score (const DkGame *g, guint me, const DkOption *o, double base)
{
  gint ability = o->n_args >= 2 ? o->args[1] - 1 : -1;
  double v = activation_value (g, me, o->args[0], ability);

  /* An ability used once this turn is not used again: an ability without
   * a limit must not be used for ever. */
  if (ability >= 0 && bos_used_this_turn (g, o->args[0], ability))
    return -100.0;
  return v > 50.0 ? base + v : v - 100.0;
}

static void
score_main (const DkGame *g, guint me, const DkDecision *d, double *scores)
{
  double attack = -1.0;

  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];

      if (o->verb == BOS_VERB (DEPLOY))
        scores[i] = deploy_score (g, me, o);
      else if (o->verb == BOS_VERB (SET))
        scores[i] = set_score (g, me, o->args[0]);
      else if (o->verb == BOS_VERB (ACTIVATE))
        scores[i] = activate_score (g, me, o, SCORE_ACTIVATE);
      else if (o->verb == BOS_VERB (BATTLE))
        {
          /* Only a battle with an attack worth declaring. */
          if (attack < 0.0)
            attack = best_attack (g, me);
          scores[i] = attack > 0.0 ? SCORE_BATTLE : -50.0;
        }
      else
        scores[i] = 0.0;
    }
}

/* Attacks come one at a time, and the first must not spoil the next: a
 * winning attack also counts the best winning attack left for another
 * fighter on another target (an 1800 and a 1400 against a 1600 and a 1300:
 * the 1800 takes the 1600). A direct attack leaves its target for others. */
#define MAX_PAIRED 64

static void
attack_pairs (const DkDecision *d, double *scores)
{
  double raw[MAX_PAIRED];

  if (d->n_options > MAX_PAIRED)
    return;
  for (guint i = 0; i < d->n_options; i++)
    raw[i] = scores[i];
  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      gboolean direct = DK_OPTION_ARG_KIND (o, 1) == DK_ARG_WORD;
      double rest = 0.0;

      if (o->verb != BOS_VERB (ATTACK) || raw[i] <= 0.0)
        continue;
      for (guint j = 0; j < d->n_options; j++)
        {
          const DkOption *p = &d->options[j];

          if (p->verb != BOS_VERB (ATTACK) || p->args[0] == o->args[0] || raw[j] <= rest)
            continue;
          if (!direct && DK_OPTION_ARG_KIND (p, 1) == DK_ARG_CARD && p->args[1] == o->args[1])
            continue;
          rest = raw[j];
        }
      scores[i] = raw[i] + rest;
    }
}

static void
score_battle (const DkGame *g, guint me, const DkDecision *d, double *scores)
{
  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];

      if (o->verb == BOS_VERB (ATTACK))
        {
          gboolean direct = DK_OPTION_ARG_KIND (o, 1) == DK_ARG_WORD;
          guint defender;

          if (direct)
            defender = o->n_args > 2            ? (guint) (o->args[2] - 1)
                       : bos_n_players (g) == 2 ? 1 - me
                                                : bos_next_alive (g, me);
          else
            defender = controller_of (g, o->args[1]);
          scores[i] = attack_score (g, me, o->args[0], direct ? DK_NO_CARD : o->args[1], defender);
        }
      else if (o->verb == BOS_VERB (ACTIVATE))
        scores[i] = activate_score (g, me, o, 500.0);
      else
        scores[i] = 0.0;
    }
  attack_pairs (d, scores);
}

static void
score_window (const DkGame *g, guint me, const DkDecision *d, double *scores)
{
  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];

      if (o->verb == BOS_VERB (ACTIVATE))
        {
          gint ability = o->n_args >= 2 ? o->args[1] - 1 : -1;

          scores[i] = activation_value (g, me, o->args[0], ability) - WINDOW_THRESHOLD;
        }
      else
        scores[i] = 0.0;
    }
}

/* The topmost running program, if any: what a choice is made for. */
static const DkFrame *
running_program (const DkGame *g)
{
  for (guint k = dk_game_frame_depth (g); k-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, k);

      if (f->proc == DK_PROC_PROGRAM)
        return f;
    }
  return NULL;
}

/* Does the running program's choice (its instruction at its step) pick
 * cards for something that hurts them (a discard), or that helps (most)? */
static gboolean
choice_is_a_loss (const DkGame *g, gboolean *to_rest)
{
  const DkFrame *f = running_program (g);
  const FrameworkOps *ops = ops_of (g);
  const DkAbility *ab;
  const DkProgram *prog;
  guint part;
  const DkInstr *in;

  if (f == NULL)
    return FALSE;
  ab = ability_at (g, f->a[0], (gint) ((guint) f->a[1] & 0xffff));
  if (ab == NULL)
    return FALSE;
  part = ((guint) f->a[1] >> 16) & 0xf;
  prog = part == DK_PART_COST ? &ab->cost : &ab->effect;
  if (f->step >= prog->n_instrs)
    return FALSE;
  in = &prog->instrs[f->step];
  if (in->op == ops->discard)
    return TRUE;
  if (in->op == ops->choose && in->a[1] >= 0)
    for (guint i = f->step + 1; i < prog->n_instrs; i++)
      {
        const DkInstr *next = &prog->instrs[i];

        if (next->target != DK_TARGET_VAR0 + in->a[1])
          continue;
        switch (next->op - DK_INSTR_MODULE_BASE)
          {
          case BOS_INSTR_POSITION:
            *to_rest = next->a[0] != 0;
            return TRUE;
          case BOS_INSTR_DESTROY:
          case BOS_INSTR_REMOVE:
          case BOS_INSTR_RETURN:
          case BOS_INSTR_SACRIFICE:
            return TRUE;
          case BOS_INSTR_MODIFY:
            return next->a[0] < 0;
          default:
            return FALSE;
          }
      }
  return FALSE;
}

static void
score_choose (const DkGame *g, guint me, const DkDecision *d, double *scores)
{
  const BosState *s = bos_state_const (g);
  gboolean to_rest = FALSE;
  gboolean loss = choice_is_a_loss (g, &to_rest);

  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      gint32 c;
      guint kind;
      gboolean mine;
      double v;

      if (o->n_args < 1 || DK_OPTION_ARG_KIND (o, 0) != DK_ARG_CARD)
        {
          scores[i] = 0.0;
          continue;
        }
      c = o->args[0];
      kind = bos_zone_kind_of (g, c);
      mine = bos_on_field (g, c) ? !bos_is_opponent (g, me, controller_of (g, c))
                                 : dk_game_card (g, c)->owner == me;
      if (kind == BOS_ZONE_FIGHTERS && to_rest)
        {
          /* A fighter changed to rest: the opponent's whose rest opens the
           * best attack; none of one's own. */
          scores[i] = mine ? -1000.0 - fighter_value (g, c) : rest_gain (g, me, c);
          continue;
        }
      if (kind == BOS_ZONE_FIGHTERS)
        {
          v = fighter_value (g, c);
          /* The fighters of the battle first. */
          if (s->in_attack && (c == s->attacker || c == s->target))
            v += 3000.0;
        }
      else if (kind == BOS_ZONE_HAND || kind == BOS_ZONE_DISCARD || kind == BOS_ZONE_DECK)
        v = hand_value (g, c);
      else
        v = known (g, c) ? 500.0 : 400.0;
      /* One's own cards: the best for a gain, the least for a loss; the
       * opponents': the best. */
      scores[i] = mine == !loss ? v : mine ? -v : v;
    }
}

static void
score_first (const DkGame *g, const DkDecision *d, double *scores)
{
  /* Battle Phase, IMPORTANT: the first player may not battle on the first
   * turn; going second gives the first attack and one more card. */
  for (guint i = 0; i < d->n_options; i++)
    scores[i] = d->options[i].verb == BOS_VERB (GO_FIRST) ? 1.0 : 0.0;
}

static void
score_mulligan (const DkGame *g, guint me, const DkDecision *d, double *scores)
{
  guint n, warriors = 0;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, me, &n);
  gboolean want;

  /* Rule update 2: a hand of fewer than 2 warriors is worth another try. */
  for (guint i = 0; i < n; i++)
    warriors += bos_card_type (g, hand[i]) == BOS_TYPE_FIGHTER &&
                bos_stat (g, hand[i], BOS_STAT_CLASS) == BOS_CLASS_WARRIOR;
  want = warriors < (guint) dk_game_param (g, BOS_PARAM_MULLIGAN_WARRIORS);
  for (guint i = 0; i < d->n_options; i++)
    scores[i] = (d->options[i].verb == DK_VERB_MULLIGAN) == want ? 1.0 : 0.0;
}

static void
score_trigger (const DkGame *g, guint me, const DkDecision *d, double *scores)
{
  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      const DkCardDef *def = o->n_args > 0 ? dk_game_card_def (g, o->args[0]) : NULL;
      double v = 100.0;

      /* The card's optional trigger: taken when it does some good. */
      if (def != NULL)
        for (guint a = 0; a < def->n_abilities; a++)
          if (def->abilities[a].type == AB_TRIGGER)
            {
              v = activation_value (g, me, o->args[0], (gint) a);
              break;
            }
      scores[i] = o->verb == DK_VERB_YES ? v : 0.0;
    }
}

/**
 * bos_score_options:
 * @game: a game with a pending decision, as its player sees it
 * @scores: (out): one score an option
 *
 * The module's score_options hook: the BoS heuristic (docs/agents.md).
 */
void
bos_score_options (const DkGame *game, double *scores)
{
  const DkDecision *d = dk_game_decision (game);
  guint me;

  if (d == NULL || d->player < 0)
    return;
  me = (guint) d->player;
  switch (d->kind)
    {
    case BOS_DECISION (MAIN):
      score_main (game, me, d, scores);
      break;
    case BOS_DECISION (BATTLE):
      score_battle (game, me, d, scores);
      break;
    case DK_DECISION_PRIORITY:
    case BOS_DECISION (CHAIN):
      score_window (game, me, d, scores);
      break;
    case BOS_DECISION (DISCARD):
      for (guint i = 0; i < d->n_options; i++)
        scores[i] = -hand_value (game, d->options[i].args[0]);
      break;
    case BOS_DECISION (COST):
      /* A sacrifice: the weakest. */
      for (guint i = 0; i < d->n_options; i++)
        scores[i] = -fighter_value (game, d->options[i].args[0]);
      break;
    case DK_DECISION_CHOOSE:
      score_choose (game, me, d, scores);
      break;
    case BOS_DECISION (FIRST):
      score_first (game, d, scores);
      break;
    case BOS_DECISION (MULLIGAN):
      score_mulligan (game, me, d, scores);
      break;
    case BOS_DECISION (TRIGGER):
      score_trigger (game, me, d, scores);
      break;
    default:
      break;
    }
}

/* --- evaluate ----------------------------------------------------------------------- */

/* What @p's side of the field adds to its SP in the estimate: its
 * fighters' ATK and RST and kill tokens, its face-down cards, its hand. */
static double
field_strength (const DkGame *g, guint p)
{
  guint n;
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, p, &n);
  double v = 0.0;

  for (guint i = 0; i < n; i++)
    v += 0.4 * atk_of (g, f[i]) + 0.15 * rst_of (g, f[i]) + 80.0 * MIN (kills_of (g, f[i]), 7);
  v += 150.0 *
       (dk_game_zone_size (g, BOS_ZONE_TACTICS, p) + dk_game_zone_size (g, BOS_ZONE_EQUIPMENT, p));
  v += 60.0 * MIN (dk_game_zone_size (g, BOS_ZONE_HAND, p), 7u);
  /* Draw Phase: an empty deck loses. */
  if (dk_game_zone_size (g, BOS_ZONE_DECK, p) < 3)
    v -= 1500.0 * (3 - dk_game_zone_size (g, BOS_ZONE_DECK, p));
  return v;
}

/* e^@x for @x <= 0, as (1 + x/256)^256: smooth, increasing, within 1 % of
 * e^x where it counts, and no libm in the module. */
static double
exp_neg (double x)
{
  double y = 1.0 + MAX (x, -200.0) / 256.0;

  for (guint i = 0; i < 8; i++)
    y *= y;
  return y;
}

/**
 * bos_evaluate:
 * @game: a game
 * @values: (out): one value a player, in [0, 1]
 *
 * The module's evaluate hook: a finished game gives 1 to the winner's side
 * and 0 to the others; an unfinished one a smooth estimate of each side's
 * chance from its SP toward the winning SP and its field (docs/agents.md).
 */
void
bos_evaluate (const DkGame *game, double *values)
{
  guint n = bos_n_players (game);
  double strength[DK_MAX_PLAYERS];
  double team_total[DK_MAX_PLAYERS];
  gboolean counted[DK_MAX_PLAYERS];
  double top = -G_MAXDOUBLE, sum = 0.0;
  gint32 target = MAX (winning_sp (game), 1);

  if (dk_game_is_over (game))
    {
      gint w = dk_game_winner (game);
      guint sides = 0;

      for (guint p = 0; p < n; p++)
        counted[p] = FALSE;
      for (guint p = 0; p < n; p++)
        if (alive (game, p) && !counted[team_of (game, p)])
          {
            counted[team_of (game, p)] = TRUE;
            sides++;
          }
      for (guint p = 0; p < n; p++)
        {
          if (w >= 0)
            values[p] = team_of (game, p) == team_of (game, (guint) w) ? 1.0 : 0.0;
          else
            values[p] = alive (game, p) ? 1.0 / MAX (sides, 1u) : 0.0;
        }
      return;
    }
  /* A side's strength: its SP (the team's, Battle Royal and team battle)
   * and its fighters'. SP are scaled so that the winning SP is 16,000. */
  for (guint p = 0; p < n; p++)
    {
      team_total[p] = 0.0;
      counted[p] = FALSE;
    }
  for (guint p = 0; p < n; p++)
    if (alive (game, p))
      team_total[team_of (game, p)] += field_strength (game, p);
  for (guint p = 0; p < n; p++)
    {
      guint t = team_of (game, p);

      if (!alive (game, p) || counted[t])
        continue;
      counted[t] = TRUE;
      strength[t] = bos_team_sp (game, p) * (16000.0 / target) + team_total[t];
      top = MAX (top, strength[t]);
    }
  for (guint t = 0; t < n; t++)
    if (counted[t])
      {
        strength[t] = exp_neg ((strength[t] - top) / EVAL_TEMPERATURE);
        sum += strength[t];
      }
  for (guint p = 0; p < n; p++)
    values[p] =
        alive (game, p) && sum > 0.0 ? CLAMP (strength[team_of (game, p)] / sum, 0.0, 1.0) : 0.0;
}

/* --- determinizations ------------------------------------------------------------- */

/* Could @card be dealt another definition without anyone but its owner
 * noticing: known to its owner at most (a card in its hand or deck, a
 * card it set face down)? */
static inline gboolean
owner_only (const DkCard *c)
{
  return (c->known & ~(1u << c->owner)) == 0;
}

/**
 * bos_cards_dealt:
 * @game: a game whose hidden cards were just dealt (dk_game_determinize())
 *   or hidden (dk_game_view())
 *
 * The module's cards_dealt hook. A deal gives the cards a seat has not
 * seen any of their owner's unseen definitions, but a face-down card of
 * the equipment zone can only be an equipment, and one of the tactics
 * zone only a tactic (Main Phase: set). Each such card dealt another type
 * takes the definition of a card of the right type that its owner alone
 * knows (in the hand or the deck), drawn at random, and gives it its own:
 * every card still hidden from the others, so the seat's view of the deal
 * is unchanged. A view (no definitions on the hidden cards) is left as it
 * is.
 */
void
bos_cards_dealt (DkGame *game)
{
  guint n = dk_game_n_cards (game);

  for (guint i = 0; i < n; i++)
    {
      DkCard *c = dk_game_card_mut (game, (gint32) i);
      guint kind, want, type, fits = 0, k;

      if (c->def == DK_UNKNOWN_DEF || !face_down (game, (gint32) i) || !owner_only (c))
        continue;
      kind = bos_zone_kind_of (game, (gint32) i);
      if (kind != BOS_ZONE_EQUIPMENT && kind != BOS_ZONE_TACTICS)
        continue;
      want = kind == BOS_ZONE_EQUIPMENT ? BOS_TYPE_EQUIPMENT : BOS_TYPE_TACTIC;
      type = bos_card_type (game, (gint32) i);
      if (type == want || type == G_MAXUINT)
        continue;
      for (guint j = 0; j < n; j++)
        {
          const DkCard *o = dk_game_card (game, (gint32) j);

          kind = bos_zone_kind_of (game, (gint32) j);
          fits += o->owner == c->owner && o->def != DK_UNKNOWN_DEF && owner_only (o) &&
                  (kind == BOS_ZONE_HAND || kind == BOS_ZONE_DECK) &&
                  bos_card_type (game, (gint32) j) == want;
        }
      if (fits == 0)
        continue;
      k = dk_game_random (game, fits);
      for (guint j = 0; j < n; j++)
        {
          DkCard *o = dk_game_card_mut (game, (gint32) j);

          kind = bos_zone_kind_of (game, (gint32) j);
          if (o->owner == c->owner && o->def != DK_UNKNOWN_DEF && owner_only (o) &&
              (kind == BOS_ZONE_HAND || kind == BOS_ZONE_DECK) &&
              bos_card_type (game, (gint32) j) == want && k-- == 0)
            {
              guint16 def = o->def;

              o->def = c->def;
              c->def = def;
              break;
            }
        }
    }
}
