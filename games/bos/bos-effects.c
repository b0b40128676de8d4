/* bos-effects.c: the BoS module's instructions and targets.
 *
 * The vocabulary is documented in docs/bos.md. Instructions paid as costs
 * mark the activation failed when they cannot be paid in full; costs are
 * checked before anything is offered (Glossary: Pay a Cost), so that only
 * happens when something changed in between.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

#include <string.h>

static gboolean
has_attr (xmlNode *node, const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
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
    bos_state (g)->cost_failed = TRUE;
}

/* A target, @def when the attribute is absent. */
static gboolean
compile_target_def (DkCompiler *c, xmlNode *node, DkInstr *in, gint def)
{
  in->target =
      (gint16) (has_attr (node, "target") ? dk_compiler_target (c, node, "target", TRUE) : def);
  if (in->target >= 0)
    in->filter = dk_compiler_filter (c, node, "filter");
  return in->target >= 0;
}

static gboolean
compile_self_target (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return compile_target_def (c, node, in, DK_TARGET_SELF);
}

static gboolean
compile_fighter_target (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return compile_target_def (c, node, in, BOS_TARGET (THIS_FIGHTER));
}

/* --- targets ---------------------------------------------------------------------- */

gboolean
bos_group_target (gint target)
{
  return target == BOS_TARGET (YOUR_FIGHTERS) || target == BOS_TARGET (OPPONENT_FIGHTERS) ||
         target == BOS_TARGET (ALL_FIGHTERS);
}

/* Is @card one of the fighters a group target names, for @controller? */
gboolean
bos_group_member (const DkGame *g, gint target, guint controller, gint32 card)
{
  guint side;

  if (bos_zone_kind_of (g, card) != BOS_ZONE_FIGHTERS ||
      dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN))
    return FALSE;
  side = bos_zone_owner_of (g, card);
  if (target == BOS_TARGET (YOUR_FIGHTERS))
    return side == controller;
  if (target == BOS_TARGET (OPPONENT_FIGHTERS))
    return bos_is_opponent (g, controller, side) && !dk_game_is_eliminated (g, side);
  return target == BOS_TARGET (ALL_FIGHTERS);
}

/* Every card the instruction's target names now (a group, or one card). */
static guint
targets_of (DkGame *g, DkExec *ex, const DkInstr *in, gint32 *out, guint cap)
{
  guint k = 0;

  if (!bos_group_target (in->target))
    {
      gint32 c = dk_exec_target (g, ex, in->target);

      if (c != DK_NO_CARD)
        out[k++] = c;
      return k;
    }
  for (guint p = 0; p < dk_game_n_players (g); p++)
    {
      guint n;
      const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, p, &n);

      for (guint i = 0; i < n && k < cap; i++)
        if (bos_group_member (g, in->target, dk_exec_controller (ex), f[i]) &&
            bos_filter_matches (g, in->filter, f[i], FALSE))
          out[k++] = f[i];
    }
  return k;
}

static gint32
target_this_fighter (DkGame *g, DkExec *ex)
{
  return bos_this_fighter (g, dk_exec_source (ex));
}

static gint32
target_equipped_fighter (DkGame *g, DkExec *ex)
{
  gint32 src = dk_exec_source (ex);

  return bos_card_type (g, src) == BOS_TYPE_EQUIPMENT ? bos_this_fighter (g, src) : DK_NO_CARD;
}

static gint32
target_attacker (DkGame *g, DkExec *ex)
{
  gint32 c = bos_state (g)->attacker;

  return c != DK_NO_CARD && bos_zone_kind_of (g, c) == BOS_ZONE_FIGHTERS ? c : DK_NO_CARD;
}

static gint32
target_attack_target (DkGame *g, DkExec *ex)
{
  gint32 c = bos_state (g)->target;

  return c != DK_NO_CARD && bos_zone_kind_of (g, c) == BOS_ZONE_FIGHTERS ? c : DK_NO_CARD;
}

static gint32
target_event_card (DkGame *g, DkExec *ex)
{
  return bos_state (g)->resolving_event_card;
}

static gint32
target_none (DkGame *g, DkExec *ex)
{
  return DK_NO_CARD;
}

const DkTargetSpec bos_targets[] = {
  [BOS_TARGET_THIS_FIGHTER] = { "this-fighter", target_this_fighter },
  [BOS_TARGET_EQUIPPED_FIGHTER] = { "equipped-fighter", target_equipped_fighter },
  [BOS_TARGET_ATTACKER] = { "attacker", target_attacker },
  [BOS_TARGET_ATTACK_TARGET] = { "attack-target", target_attack_target },
  [BOS_TARGET_EVENT_CARD] = { "event-card", target_event_card },
  /* Groups: the instructions walk them (targets_of). */
  [BOS_TARGET_YOUR_FIGHTERS] = { "your-fighters", target_none },
  [BOS_TARGET_OPPONENT_FIGHTERS] = { "opponent-fighters", target_none },
  [BOS_TARGET_ALL_FIGHTERS] = { "all-fighters", target_none },
};

const guint bos_n_targets = G_N_ELEMENTS (bos_targets);
G_STATIC_ASSERT (G_N_ELEMENTS (bos_targets) == BOS_N_TARGETS);

/* --- damage and SP ---------------------------------------------------------------------- */

static gboolean
compile_damage (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "opponent");
  return dk_compiler_int (c, node, "amount", 0, &in->a[0]) && in->player >= 0;
}

static DkExecResult
exec_damage (DkGame *g, DkExec *ex, const DkInstr *in)
{
  bos_effect_damage (g, dk_exec_controller (ex), in->player, in->a[0], dk_exec_source (ex));
  return DK_EXEC_NEXT;
}

static gboolean
compile_amount (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!has_attr (node, "amount"))
    {
      dk_compiler_error (c, node, "<%s> needs amount=\"N\"", (const char *) node->name);
      return FALSE;
    }
  return dk_compiler_int (c, node, "amount", 0, &in->a[0]);
}

static DkExecResult
exec_pay_sp (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint p = dk_exec_controller (ex);

  if (dk_game_counter (g, p, 0) < in->a[0])
    {
      cost_failed (g, ex);
      return DK_EXEC_NEXT;
    }
  bos_pay_sp (g, p, in->a[0], dk_exec_source (ex));
  return DK_EXEC_NEXT;
}

/* gain / lose SP go through the team pool. */
static gboolean
compile_gain (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return dk_framework_instr ("gain")->compile (c, node, in);
}

static DkExecResult
exec_gain (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  gint32 sign = in->op == BOS_INSTR (LOSE) ? -1 : 1;
  guint n = dk_game_n_players (g);

  for (guint i = 0; i < n; i++)
    {
      guint p = (you + i) % n;

      if (dk_game_is_eliminated (g, p))
        continue;
      if (in->player == 0 && p != you)
        continue;
      if (in->player == 1 && !bos_is_opponent (g, you, p))
        continue;
      if (in->a[0] == 0)
        bos_add_sp (g, p, dk_sat_mul (sign, in->a[1]));
      else
        dk_game_add_counter (g, p, (guint) in->a[0], dk_sat_mul (sign, in->a[1]));
      /* One opponent: the next one in turn order. */
      if (in->player == 1)
        break;
    }
  return DK_EXEC_NEXT;
}

/* --- position, kill tokens, counters ---------------------------------------------------- */

static gboolean
compile_position (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const to[] = { "attack", "rest", "switch", NULL };
  gint k;

  if (!compile_fighter_target (c, node, in))
    return FALSE;
  if (dk_compiler_word (c, node, "to", to, &k) == NULL)
    {
      if (!has_attr (node, "to"))
        dk_compiler_error (c, node, "<position> needs to=\"attack|rest|switch\"");
      return FALSE;
    }
  in->a[0] = k;
  return TRUE;
}

static DkExecResult
exec_position (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 cards[64];
  guint n = targets_of (g, ex, in, cards, 64);

  for (guint i = 0; i < n; i++)
    if (bos_zone_kind_of (g, cards[i]) == BOS_ZONE_FIGHTERS)
      bos_set_position (g, cards[i],
                        in->a[0] == 2 ? !dk_game_card_has_flag (g, cards[i], DK_CARD_FLAG_EXHAUSTED)
                                      : in->a[0] == 1);
  return DK_EXEC_NEXT;
}

static gboolean
compile_by (DkCompiler *c, xmlNode *node, DkInstr *in, gint def_target)
{
  return compile_target_def (c, node, in, def_target) &&
         dk_compiler_int (c, node, "by", 1, &in->a[0]);
}

static gboolean
compile_kill_token (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return compile_by (c, node, in, BOS_TARGET (THIS_FIGHTER));
}

static DkExecResult
exec_kill_token (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 cards[64];
  guint n = targets_of (g, ex, in, cards, 64);

  if (n == 0)
    cost_failed (g, ex);
  for (guint i = 0; i < n; i++)
    {
      if (bos_zone_kind_of (g, cards[i]) != BOS_ZONE_FIGHTERS)
        continue;
      if (in->a[0] < 0 && dk_game_card (g, cards[i])->vars[BOS_VAR_KILLS] < -in->a[0])
        cost_failed (g, ex);
      bos_add_kills (g, cards[i], in->a[0]);
    }
  return DK_EXEC_NEXT;
}

static gboolean
compile_counter (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return compile_by (c, node, in, DK_TARGET_SELF);
}

/* Counters: only where a card effect allows; never below 0. */
static DkExecResult
exec_counter (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 cards[64];
  guint n = targets_of (g, ex, in, cards, 64);

  if (n == 0)
    cost_failed (g, ex);
  for (guint i = 0; i < n; i++)
    {
      DkCard *c = dk_game_card_mut (g, cards[i]);
      gint32 now = dk_sat_add (c->vars[BOS_VAR_COUNTERS], in->a[0]);

      if (now < 0)
        cost_failed (g, ex);
      c->vars[BOS_VAR_COUNTERS] = MAX (now, 0);
    }
  return DK_EXEC_NEXT;
}

/* --- special deploys, sacrifices, tokens --------------------------------------------------- */

enum
{
  FROM_HAND,
  FROM_DECK,
  FROM_DISCARD,
};

static const guint from_zone[] = { BOS_ZONE_HAND, BOS_ZONE_DECK, BOS_ZONE_DISCARD };

/* special-deploy: a[0] from, a[1] rest, a[2] count */
static gboolean
compile_special_deploy (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const from[] = { "hand", "deck", "discard", NULL };
  static const char *const pos[] = { "attack", "rest", NULL };
  gint f, p;

  dk_compiler_word (c, node, "from", from, &f);
  dk_compiler_word (c, node, "position", pos, &p);
  in->a[0] = MAX (f, 0);
  in->a[1] = p == 1;
  in->player = dk_compiler_player (c, node, "you");
  in->filter = dk_compiler_filter (c, node, "filter");
  return dk_compiler_int (c, node, "count", 1, &in->a[2]) && in->player >= 0;
}

static gboolean
deployable (const DkGame *g, const DkInstr *in, gint32 card, guint player)
{
  return bos_card_type (g, card) == BOS_TYPE_FIGHTER &&
         dk_game_printed_stat (g, card, BOS_STAT_TOKEN) == 0 &&
         bos_filter_matches (g, in->filter, card, FALSE) &&
         bos_can_hold_legendary (g, player, card);
}

static guint
count_deployable (const DkGame *g, const DkInstr *in, guint player)
{
  guint n, k = 0;
  const guint16 *cards = dk_game_zone (g, from_zone[in->a[0]], player, &n);

  for (guint i = 0; i < n; i++)
    k += deployable (g, in, cards[i], player);
  return k;
}

static DkExecResult
exec_special_deploy (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_controller (ex);
  gint32 done = dk_exec_sub (ex);
  guint zone = from_zone[in->a[0]];

  if (done > 0)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        bos_put_on_field (g, o->args[0], player, in->a[1], TRUE, 0);
      dk_game_clear_answer (g);
    }
  if (done < in->a[2] && bos_free_fighter_zones (g, player) > 0 &&
      count_deployable (g, in, player) > 0)
    {
      guint n;
      const guint16 *cards = dk_game_zone (g, zone, player, &n);

      dk_exec_set_sub (ex, done + 1);
      /* Glossary: Search Your Deck: the player looks through it. */
      if (zone == BOS_ZONE_DECK)
        dk_game_look (g, zone, player, player);
      dk_game_decide (g, player, DK_DECISION_CHOOSE);
      for (guint i = 0; i < n; i++)
        if (deployable (g, in, cards[i], player))
          dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), cards[i]);
      return DK_EXEC_WAIT;
    }
  /* Glossary: Search Your Deck: shuffle afterwards. */
  if (zone == BOS_ZONE_DECK)
    dk_game_shuffle (g, BOS_ZONE_DECK, player);
  return DK_EXEC_NEXT;
}

static gboolean
compile_sacrifice (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->filter = dk_compiler_filter (c, node, "filter");
  return dk_compiler_int (c, node, "count", 1, &in->a[0]);
}

static guint
count_sacrificable (const DkGame *g, const DkFilter *filter, guint player)
{
  guint n, k = 0;
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

  for (guint i = 0; i < n; i++)
    k += bos_filter_matches (g, filter, f[i], FALSE);
  return k;
}

/* Glossary: Sacrifice (Tribute): a fighter you control to the discard pile. */
static DkExecResult
exec_sacrifice (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_controller (ex);
  gint32 done = dk_exec_sub (ex);

  if (done > 0)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        bos_to_discard (g, o->args[0], BOS_CAUSE_SACRIFICED, dk_exec_source (ex));
      dk_game_clear_answer (g);
    }
  if (done < in->a[0])
    {
      guint n;
      const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);

      if (count_sacrificable (g, in->filter, player) == 0)
        {
          cost_failed (g, ex);
          return DK_EXEC_NEXT;
        }
      dk_exec_set_sub (ex, done + 1);
      dk_game_decide (g, player, BOS_DECISION (COST));
      for (guint i = 0; i < n; i++)
        if (bos_filter_matches (g, in->filter, f[i], FALSE))
          dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), f[i]);
      return DK_EXEC_WAIT;
    }
  return DK_EXEC_NEXT;
}

/* token: s the card id, a[0] count, a[1] rest */
static gboolean
compile_token (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const pos[] = { "attack", "rest", NULL };
  gint p;

  in->s = dk_compiler_word (c, node, "card", NULL, NULL);
  if (in->s == NULL)
    {
      dk_compiler_error (c, node, "<token> needs card=\"ID\" (a fighter with token=\"true\")");
      return FALSE;
    }
  dk_compiler_word (c, node, "position", pos, &p);
  in->a[1] = p == 1;
  in->player = dk_compiler_player (c, node, "you");
  return dk_compiler_int (c, node, "count", 1, &in->a[0]) && in->player >= 0;
}

/* Fighter Tokens: each takes one of the five fighter zones. */
static DkExecResult
exec_token (DkGame *g, DkExec *ex, const DkInstr *in)
{
  const DkCardDef *def = dk_card_db_lookup (dk_game_get_db (g), in->s);
  guint player = dk_exec_player (g, ex, in);

  if (def == NULL || def->type != BOS_TYPE_FIGHTER)
    {
      g_warning ("%s:%u: <token card=\"%s\">: no such fighter", "card", in->line, in->s);
      return DK_EXEC_NEXT;
    }
  for (gint32 i = 0; i < in->a[0] && bos_free_fighter_zones (g, player) > 0; i++)
    {
      gint32 card = dk_game_add_card (g, def->index, player, BOS_ZONE_FIGHTERS, NULL);

      if (card < 0)
        break;
      dk_game_card_set_flag (g, card, DK_CARD_FLAG_TOKEN, TRUE);
      dk_game_card_set_flag (g, card, DK_CARD_FLAG_EXHAUSTED, in->a[1]);
      bos_emit (g, BOS_EVENT (TOKEN_CREATED), (gint) player, card, 0, 0, 0, 0);
    }
  return DK_EXEC_NEXT;
}

/* --- coin flips and dice (Getting Started: Coin, Dice) --------------------------------- */

static DkExecResult
exec_coin_flip (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_controller (ex);
  gint32 call, result;

  if (dk_exec_sub (ex) == 0)
    {
      dk_exec_set_sub (ex, 1);
      dk_game_decide (g, player, BOS_DECISION (CALL));
      dk_game_offer (g, BOS_VERB (HEADS), 0);
      dk_game_offer (g, BOS_VERB (TAILS), 0);
      return DK_EXEC_WAIT;
    }
  call = dk_game_answer (g)->verb == BOS_VERB (TAILS);
  dk_game_clear_answer (g);
  result = (gint32) dk_game_random (g, 2);
  bos_emit (g, BOS_EVENT (COIN_FLIP), (gint) player, dk_exec_source (ex), call, result,
                call == result, 0);
  return call == result ? DK_EXEC_NEXT : DK_EXEC_STOP;
}

static gboolean
compile_dice (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!dk_compiler_int (c, node, "sides", 6, &in->a[0]) ||
      !dk_compiler_int (c, node, "min", 1, &in->a[1]) ||
      !dk_compiler_int (c, node, "max", G_MAXINT32, &in->a[2]))
    return FALSE;
  if (in->a[0] < 1)
    {
      dk_compiler_error (c, node, "<dice sides=\"%d\">: at least 1", in->a[0]);
      return FALSE;
    }
  return TRUE;
}

static DkExecResult
exec_dice (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 value = (gint32) dk_game_random (g, (guint32) in->a[0]) + 1;

  bos_emit (g, BOS_EVENT (DICE), (gint) dk_exec_controller (ex), dk_exec_source (ex), value, 0,
                0, 0);
  return value >= in->a[1] && value <= in->a[2] ? DK_EXEC_NEXT : DK_EXEC_STOP;
}

/* --- control, attach, return ---------------------------------------------------------------- */

static gboolean
compile_take_control (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const until[] = { "permanent", "end-of-turn", NULL };
  gint k;

  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  dk_compiler_word (c, node, "until", until, &k);
  in->a[0] = k == 1;
  return in->target >= 0;
}

static DkExecResult
exec_take_control (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD)
    bos_take_control (g, card, dk_exec_controller (ex), in->a[0]);
  return DK_EXEC_NEXT;
}

static gboolean
compile_attach (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  return in->target >= 0;
}

static DkExecResult
exec_attach (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 src = dk_exec_source (ex);
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD && bos_zone_kind_of (g, card) == BOS_ZONE_FIGHTERS &&
      bos_card_type (g, src) == BOS_TYPE_EQUIPMENT && bos_on_field (g, src))
    {
      dk_game_card_mut (g, src)->attached_to = (gint16) card;
      bos_recheck (g);
    }
  return DK_EXEC_NEXT;
}

static gboolean
compile_return (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const to[] = { "hand", "deck", NULL };
  gint k;

  dk_compiler_word (c, node, "to", to, &k);
  in->a[0] = k == 1 ? BOS_ZONE_DECK : BOS_ZONE_HAND;
  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  if (in->target < 0)
    return FALSE;
  in->filter = dk_compiler_filter (c, node, "filter");
  return TRUE;
}

static DkExecResult
exec_return (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 cards[64];
  guint n = targets_of (g, ex, in, cards, 64);

  for (guint i = 0; i < n; i++)
    {
      guint owner = dk_game_card (g, cards[i])->owner;

      bos_leave_field (g, cards[i], (guint) in->a[0], DK_POS_TOP, BOS_CAUSE_RETURNED,
                       dk_exec_source (ex));
      if (in->a[0] == BOS_ZONE_DECK)
        dk_game_shuffle (g, BOS_ZONE_DECK, owner);
    }
  return DK_EXEC_NEXT;
}

/* --- destroy, remove, move, modify: the framework's, the BoS way ----------------------- */

static DkExecResult
exec_destroy (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 cards[64];
  guint n = targets_of (g, ex, in, cards, 64);

  if (n == 0)
    cost_failed (g, ex);
  for (guint i = 0; i < n; i++)
    {
      guint kind = bos_zone_kind_of (g, cards[i]);

      /* Glossary: Destroy: from the field (or the hand) to the discard pile;
       * as a cost it is not "destroyed". */
      if (kind == BOS_ZONE_DISCARD || kind == BOS_ZONE_REMOVED)
        continue;
      bos_to_discard (g, cards[i], is_cost (ex) ? BOS_CAUSE_COST : BOS_CAUSE_DESTROYED,
                      dk_exec_source (ex));
    }
  return DK_EXEC_NEXT;
}

static DkExecResult
exec_remove (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 cards[64];
  guint n = targets_of (g, ex, in, cards, 64);

  if (n == 0)
    cost_failed (g, ex);
  for (guint i = 0; i < n; i++)
    if (bos_zone_kind_of (g, cards[i]) != BOS_ZONE_REMOVED)
      bos_leave_field (g, cards[i], BOS_ZONE_REMOVED, DK_POS_TOP, BOS_CAUSE_REMOVED,
                       dk_exec_source (ex));
  return DK_EXEC_NEXT;
}

static gboolean
compile_move (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!dk_framework_instr ("move")->compile (c, node, in))
    return FALSE;
  in->filter = dk_compiler_filter (c, node, "filter");
  return TRUE;
}

static DkExecResult
exec_move (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 cards[64];
  guint n = targets_of (g, ex, in, cards, 64);

  for (guint i = 0; i < n; i++)
    {
      gint32 c = cards[i];

      if (in->a[0] == BOS_ZONE_FIGHTERS)
        {
          guint owner = dk_game_card (g, c)->owner;

          if (!bos_on_field (g, c) && bos_card_type (g, c) == BOS_TYPE_FIGHTER &&
              bos_free_fighter_zones (g, owner) > 0)
            bos_put_on_field (g, c, owner, FALSE, TRUE, 0);
        }
      else if (bos_on_field (g, c) || in->a[0] == BOS_ZONE_DISCARD)
        bos_leave_field (g, c, (guint) in->a[0], in->a[1], BOS_CAUSE_EFFECT, dk_exec_source (ex));
      else
        dk_game_move (g, c, (guint) in->a[0], dk_game_card (g, c)->owner, in->a[1]);
    }
  return DK_EXEC_NEXT;
}

static gboolean
compile_modify (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (!dk_framework_instr ("modify")->compile (c, node, in))
    return FALSE;
  in->filter = dk_compiler_filter (c, node, "filter");
  return TRUE;
}

static DkExecResult
exec_modify (DkGame *g, DkExec *ex, const DkInstr *in)
{
  const DkInstrSpec *fw = dk_framework_instr ("modify");
  gint32 cards[64];
  guint n;

  if (!bos_group_target (in->target))
    return fw->exec (g, ex, in);
  n = targets_of (g, ex, in, cards, 64);
  for (guint i = 0; i < n; i++)
    {
      DkInstr one = *in;

      /* The chosen-name slot 3 carries each member in turn. */
      one.target = DK_TARGET_VAR3;
      {
        gint32 saved = dk_exec_var (ex, 3);

        dk_exec_bind (ex, 3, cards[i]);
        fw->exec (g, ex, &one);
        dk_exec_bind (ex, 3, saved);
      }
    }
  return DK_EXEC_NEXT;
}

/* --- draw (Winning a battle) ------------------------------------------------------------ */

/* The framework's <draw> (same attributes); a player who cannot draw the
 * cards because the deck ran out loses the battle there and then. */
static gboolean
compile_draw (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  return dk_framework_instr ("draw")->compile (c, node, in);
}

/* a[0] count; player you, opponent or each (the controller first, then in
 * turn order). */
static DkExecResult
exec_draw (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint n = dk_game_n_players (g);
  guint you = dk_exec_controller (ex);
  guint count = (guint) MAX (in->a[0], 0);

  if (in->player != 2)
    bos_draw (g, dk_exec_player (g, ex, in), count);
  else
    for (guint i = 0; i < n && !dk_game_is_over (g); i++)
      {
        guint p = (you + i) % n;

        if (!dk_game_is_eliminated (g, p))
          bos_draw (g, p, count);
      }
  return dk_game_is_over (g) ? DK_EXEC_STOP : DK_EXEC_NEXT;
}

const DkInstrSpec bos_instrs[] = {
  [BOS_INSTR_DAMAGE] = { "damage", compile_damage, exec_damage },
  [BOS_INSTR_PAY_SP] = { "pay-sp", compile_amount, exec_pay_sp },
  [BOS_INSTR_POSITION] = { "position", compile_position, exec_position },
  [BOS_INSTR_KILL_TOKEN] = { "kill-token", compile_kill_token, exec_kill_token },
  [BOS_INSTR_COUNTER] = { "counter", compile_counter, exec_counter },
  [BOS_INSTR_SPECIAL_DEPLOY] = { "special-deploy", compile_special_deploy, exec_special_deploy },
  [BOS_INSTR_SACRIFICE] = { "sacrifice", compile_sacrifice, exec_sacrifice },
  [BOS_INSTR_COIN_FLIP] = { "coin-flip", NULL, exec_coin_flip },
  [BOS_INSTR_DICE] = { "dice", compile_dice, exec_dice },
  [BOS_INSTR_TOKEN] = { "token", compile_token, exec_token },
  [BOS_INSTR_TAKE_CONTROL] = { "take-control", compile_take_control, exec_take_control },
  [BOS_INSTR_ATTACH] = { "attach", compile_attach, exec_attach },
  [BOS_INSTR_RETURN] = { "return", compile_return, exec_return },
  [BOS_INSTR_DESTROY] = { "destroy", compile_self_target, exec_destroy },
  [BOS_INSTR_REMOVE] = { "remove", compile_self_target, exec_remove },
  [BOS_INSTR_MOVE] = { "move", compile_move, exec_move },
  [BOS_INSTR_MODIFY] = { "modify", compile_modify, exec_modify },
  [BOS_INSTR_GAIN] = { "gain", compile_gain, exec_gain },
  [BOS_INSTR_LOSE] = { "lose", compile_gain, exec_gain },
  [BOS_INSTR_DRAW] = { "draw", compile_draw, exec_draw },
};

const guint bos_n_instrs = G_N_ELEMENTS (bos_instrs);
G_STATIC_ASSERT (G_N_ELEMENTS (bos_instrs) == BOS_N_INSTRS);

/* --- can it be activated? ------------------------------------------------------------------- */

/**
 * bos_cost_payable_check:
 *
 * Glossary: Pay a Cost: an ability whose cost cannot be paid in full is not
 * offered (bos_cost_payable).
 */
gboolean
bos_cost_payable_check (
    const DkGame *g, gint32 card, const DkAbility *ab, const BosAbility *info, guint player)
{
  gint discard_op;
  guint hand;
  gint32 sp;
  guint fighters_used = 0;

  /* Compiled: nothing of the cost can fail. */
  if (!(info->flags & BOS_AB_COST_CHECK))
    return TRUE;
  discard_op = bos_card_data (g, card)->discard_op;
  hand = dk_game_zone_size (g, BOS_ZONE_HAND, player);
  sp = dk_game_counter (g, player, 0);
  if (bos_zone_kind_of (g, card) == BOS_ZONE_HAND && hand > 0)
    hand--;
  for (guint i = 0; i < ab->cost.n_instrs; i++)
    {
      const DkInstr *in = &ab->cost.instrs[i];

      if ((gint) in->op == discard_op && in->a[1] == 0)
        {
          if (hand < (guint) MAX (in->a[0], 0))
            return FALSE;
          hand -= (guint) MAX (in->a[0], 0);
          continue;
        }
      switch ((gint) in->op - DK_INSTR_MODULE_BASE)
        {
        case BOS_INSTR_PAY_SP:
          if (sp < in->a[0])
            return FALSE;
          sp -= in->a[0];
          break;
        case BOS_INSTR_SACRIFICE:
          fighters_used += (guint) MAX (in->a[0], 0);
          if (count_sacrificable (g, in->filter, player) < fighters_used)
            return FALSE;
          break;
        case BOS_INSTR_COUNTER:
          if (in->target == DK_TARGET_SELF &&
              dk_game_card (g, card)->vars[BOS_VAR_COUNTERS] + in->a[0] < 0)
            return FALSE;
          break;
        case BOS_INSTR_KILL_TOKEN:
          {
            gint32 f = bos_this_fighter (g, card);

            if (in->target == BOS_TARGET (THIS_FIGHTER) && in->a[0] < 0 &&
                (f == DK_NO_CARD || dk_game_card (g, f)->vars[BOS_VAR_KILLS] < -in->a[0]))
              return FALSE;
            break;
          }
        case BOS_INSTR_DESTROY:
        case BOS_INSTR_REMOVE:
          if (in->target == DK_TARGET_SELF && !bos_on_field (g, card) &&
              bos_zone_kind_of (g, card) != BOS_ZONE_HAND)
            return FALSE;
          break;
        default:
          break;
        }
    }
  return TRUE;
}

static gboolean
zone_has_match (const DkGame *g, guint zone, guint player, const DkFilter *filter)
{
  guint n;
  const guint16 *cards = dk_game_zone (g, zone, player, &n);

  for (guint i = 0; i < n; i++)
    if (bos_filter_matches (g, filter, cards[i], FALSE))
      return TRUE;
  return FALSE;
}

/**
 * bos_effect_possible_check:
 *
 * Glossary: Search Your Deck: an effect that searches the deck cannot be
 * activated when no card there meets its requirements; a special deploy or
 * a token needs a free fighter zone.
 */
gboolean
bos_effect_possible_check (
    const DkGame *g, gint32 card, const DkAbility *ab, const BosAbility *info, guint player)
{
  gint search_op;

  /* Compiled: nothing of the effect can be impossible. */
  if (!(info->flags & BOS_AB_EFFECT_CHECK))
    return TRUE;
  search_op = bos_card_data (g, card)->search_op;

  for (guint i = 0; i < ab->effect.n_instrs; i++)
    {
      const DkInstr *in = &ab->effect.instrs[i];

      if ((gint) in->op == search_op && in->player == 0 && in->a[0] == BOS_ZONE_DECK &&
          !zone_has_match (g, BOS_ZONE_DECK, player, in->filter))
        return FALSE;
      if (in->op == BOS_INSTR (SPECIAL_DEPLOY) && in->player == 0 &&
          (bos_free_fighter_zones (g, player) == 0 || count_deployable (g, in, player) == 0))
        return FALSE;
      if (in->op == BOS_INSTR (TOKEN) && in->player == 0 && bos_free_fighter_zones (g, player) == 0)
        return FALSE;
    }
  return TRUE;
}
