/* sk-module.c: skirmish, a small card battle that exercises the framework.
 *
 * The rules of skirmish (2 or 3 players):
 *
 * 1. Cards. A `unit` has a power and a cost; a `trick` has abilities of
 *    type `trick` (played from the hand) and a unit may have an ability of
 *    type `continuous` with `aura="N"`: the controller's other units on the
 *    field get +N power.
 * 2. Zones. Each player has a deck (hidden), a hand (private), a field, a
 *    discard pile and a removed zone (public).
 * 3. Start of the game. Each player's life is `starting-life`. Every deck is
 *    shuffled and each player draws `hand-size` cards. Then, in turn order,
 *    each player once either keeps the hand or takes a mulligan: the hand is
 *    put at the bottom of the deck, the deck is shuffled and `hand-size`
 *    cards are drawn again.
 * 4. A turn has three phases.
 *    4.1 Start: in the refresh step the active player's units are readied
 *        (no longer exhausted); in the draw step the active player draws a
 *        card, except on turn 1 unless `first-player-draws` is set. A player
 *        who must draw here from an empty deck loses (an effect that draws
 *        more cards than a deck holds just draws fewer).
 *    4.2 Main: the active player repeatedly chooses one of
 *        `play CARD`: a unit from the hand to the field, when the field holds
 *          fewer than `max-field` units and the unit's cost is at most the
 *          turn number (turns count across all players, from 1);
 *        `attack CARD`: an unexhausted unit of the field that did not enter
 *          it this turn attacks (it becomes exhausted);
 *        `ability CARD N`: a trick whose N-th ability has no `<when>`;
 *        `pass`: the main phase ends.
 *    4.3 End: the active player discards down to `hand-limit` cards
 *        (`discard CARD`) and gains `upkeep` life; then modifiers "until
 *        end of turn" end.
 * 5. Responses. After a unit is played, an attack is declared or a trick is
 *    played in the main phase, a response window opens, the next player
 *    after the one who acted first. In a window a player may play a trick
 *    (`ability CARD N`) whose `<when>`, if any, names the event that opened
 *    the window (and `player="you|opponent"` relative to who caused it), or
 *    `pass`. When every player has passed in succession the window closes.
 * 6. The stack. A trick played goes to the discard pile and its ability onto
 *    the stack (its `<cost>` is paid first). When a window closes and the
 *    stack is not empty, the top item resolves and, while the stack is still
 *    not empty, a new window opens: the last trick played resolves first.
 * 7. Combat. After the attack's response window the defender (the next
 *    player after the attacker still in the game) may `block CARD` with an
 *    unexhausted unit or `no-block`. Blocked: the unit with the lower power
 *    is destroyed (both on a tie). Not blocked: the attacker strikes, the
 *    defender loses life equal to its power.
 * 8. The end. A player at 0 life or less loses. With three players a player
 *    who loses is eliminated (their tricks still on the stack do nothing)
 *    and the last one in the game wins; if every remaining player loses at
 *    once the game is a draw.
 *
 * Effects use the framework's instructions plus `<strike amount="N"
 * player="opponent|you"/>` (lose life and emit "strike") and `<flip
 * on="heads|tails"/>` (flip a coin; the rest of the effect happens only on
 * that side), and the target `attacker` (the attacking unit).
 *
 * Three instructions exist to drive the engine where no sound game goes,
 * so that its refusals can be tested: `<again/>` starts the effect over
 * (forever), `<again nested="true"/>` plays it again inside itself
 * (deeper and deeper), and `<dead-end/>` asks the controller a decision
 * with no option.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "sk-module.h"

#include <string.h>

/* --- Tables ----------------------------------------------------------- */

enum
{
  SK_TYPE_UNIT,
  SK_TYPE_TRICK,
};

enum
{
  SK_ABILITY_TRICK,
  SK_ABILITY_CONTINUOUS,
};

enum
{
  SK_PHASE_START,
  SK_PHASE_MAIN,
  SK_PHASE_END,
};

enum
{
  SK_STEP_REFRESH,
  SK_STEP_DRAW,
};

enum
{
  SK_PARAM_STARTING_LIFE,
  SK_PARAM_HAND_SIZE,
  SK_PARAM_HAND_LIMIT,
  SK_PARAM_MAX_FIELD,
  SK_PARAM_FIRST_PLAYER_DRAWS,
  SK_PARAM_DECK_MIN,
  SK_PARAM_UPKEEP,
};

enum
{
  SK_COUNTER_LIFE,
};

enum
{
  SK_VERB_PLAY = DK_VERB_MODULE (0),
  SK_VERB_ATTACK = DK_VERB_MODULE (1),
  SK_VERB_ABILITY = DK_VERB_MODULE (2),
  SK_VERB_BLOCK = DK_VERB_MODULE (3),
  SK_VERB_NO_BLOCK = DK_VERB_MODULE (4),
  SK_VERB_DISCARD = DK_VERB_MODULE (5),
};

enum
{
  SK_DECISION_MAIN = DK_DECISION_MODULE (0),
  SK_DECISION_BLOCK = DK_DECISION_MODULE (1),
  SK_DECISION_DISCARD = DK_DECISION_MODULE (2),
  SK_DECISION_MULLIGAN = DK_DECISION_MODULE (3),
};

enum
{
  SK_PROC_SETUP,
  SK_PROC_REFRESH,
  SK_PROC_DRAW,
  SK_PROC_MAIN,
  SK_PROC_PLAY_UNIT,
  SK_PROC_ATTACK,
  SK_PROC_TRICK,
  SK_PROC_RESPOND,
  SK_PROC_END,
  SK_N_PROCS
};

/* What opened a response window: the window id of dk_game_push_priority(). */
enum
{
  SK_WINDOW_PLAY = 1,
  SK_WINDOW_ATTACK = 2,
  SK_WINDOW_TRICK = 3,
};

enum
{
  SK_TARGET_ATTACKER,
};

/**
 * SkState:
 *
 * The module's plain data in each game. A new game's block is zeroed, so
 * card indices are kept plus one: 0 names no card.
 */
typedef struct
{
  gint32 attacker1;    /* the attacking unit + 1, or 0 */
  gint32 window;       /* the open response window (SK_WINDOW_*), or 0 */
  gint32 window_actor; /* who caused it */
} SkState;

#define PARAM(g, p) ((gint32) dk_game_param ((g), (p)))

static const char *const sk_card_types[] = { "unit", "trick", NULL };
static const char *const sk_ability_types[] = { "trick", "continuous", NULL };
static const char *const sk_counters[] = { "life", NULL };
static const char *const sk_verbs[] = { "play",     "attack",  "ability", "block",
                                        "no-block", "discard", NULL };
static const char *const sk_decisions[] = { "main", "block", "discard", "mulligan", NULL };
static const char *const sk_flip_sides[] = { "heads", "tails", NULL };

static const DkZoneSpec sk_zones[] = {
  [SK_ZONE_DECK] = { "deck", DK_VISIBILITY_HIDDEN },
  [SK_ZONE_HAND] = { "hand", DK_VISIBILITY_PRIVATE },
  [SK_ZONE_FIELD] = { "field", DK_VISIBILITY_PUBLIC },
  [SK_ZONE_DISCARD] = { "discard", DK_VISIBILITY_PUBLIC },
  [SK_ZONE_REMOVED] = { "removed", DK_VISIBILITY_PUBLIC },
};

static const char *const sk_start_steps[] = { "refresh", "draw", NULL };

static const DkPhaseSpec sk_phases[] = {
  [SK_PHASE_START] = { "start", sk_start_steps },
  [SK_PHASE_MAIN] = { "main", NULL },
  [SK_PHASE_END] = { "end", NULL },
};

static const DkStatSpec sk_stats[] = {
  [SK_STAT_POWER] = { "power", DK_STAT_INT, "@power", NULL, 0, TRUE, 0 },
  [SK_STAT_COST] = { "cost", DK_STAT_INT, "@cost", NULL, 0, TRUE, 0 },
};

static const DkParamSpec sk_params[] = {
  [SK_PARAM_STARTING_LIFE] = { "starting-life", DK_PARAM_INT, 10, 1, 100, NULL,
                               "life each player starts with" },
  [SK_PARAM_HAND_SIZE] = { "hand-size", DK_PARAM_INT, 5, 0, 30, NULL,
                           "cards each player draws at the start of the game" },
  [SK_PARAM_HAND_LIMIT] = { "hand-limit", DK_PARAM_INT, 7, 0, 60, NULL,
                            "the most cards a hand keeps at the end of a turn" },
  [SK_PARAM_MAX_FIELD] = { "max-field", DK_PARAM_INT, 5, 1, 20, NULL,
                           "the most units a player's field holds" },
  [SK_PARAM_FIRST_PLAYER_DRAWS] = { "first-player-draws", DK_PARAM_BOOL, FALSE, 0, 1, NULL,
                                    "whether the first player draws on turn 1" },
  [SK_PARAM_DECK_MIN] = { "deck-min", DK_PARAM_INT, 10, 1, 200, NULL,
                          "the fewest cards a legal deck has" },
  [SK_PARAM_UPKEEP] = { "upkeep", DK_PARAM_INT, 0, 0, 100, NULL,
                        "life the active player gains at the end of the turn" },
};

static const DkEventSpec sk_events[] = {
  [SK_EVENT_PLAY] = { "play", { { NULL } } },
  [SK_EVENT_ATTACK] = { "attack", { { "defender", DK_ATTR_PLAYER } } },
  [SK_EVENT_BLOCK] = { "block", { { "attacker", DK_ATTR_CARD } } },
  [SK_EVENT_STRIKE] = { "strike", { { "amount", DK_ATTR_INT } } },
  [SK_EVENT_FLIP] = { "flip", { { "result", DK_ATTR_STRING, sk_flip_sides } } },
};

static const DkCardStateSpec sk_card_states[] = {
  { "exhausted", DK_CARD_STATE_FLAG, DK_CARD_FLAG_EXHAUSTED, NULL, NULL },
  { "played-turn", DK_CARD_STATE_VAR, SK_VAR_PLAYED_TURN, NULL, NULL },
};

/* --- Helpers ------------------------------------------------------------ */

static SkState *
sk_state (DkGame *g)
{
  return dk_game_module_state (g);
}

static const SkState *
sk_state_const (const DkGame *g)
{
  return dk_game_module_state_const (g);
}

static gboolean
sk_in_zone (const DkGame *g, gint32 card, guint zone_kind)
{
  const DkCard *c = dk_game_card (g, card);

  return dk_game_zone_kind (g, c->zone) == zone_kind;
}

/* The next player after @player who is still in the game (@player itself
 * when nobody else is). */
static guint
sk_next_player (const DkGame *g, guint player)
{
  guint n = dk_game_n_players (g);

  for (guint i = 1; i < n; i++)
    {
      guint p = (player + i) % n;

      if (!dk_game_is_eliminated (g, p))
        return p;
    }
  return player;
}

static gint32
sk_attacker (const DkGame *g)
{
  gint32 card = sk_state_const (g)->attacker1 - 1;

  if (card < 0 || !sk_in_zone (g, card, SK_ZONE_FIELD))
    return DK_NO_CARD;
  return card;
}

/* Rule 8: the players in @losers lose at once. */
static void
sk_lose (DkGame *g, guint losers)
{
  guint n = dk_game_n_players (g);
  guint left = 0;
  gint last = -1;

  for (guint p = 0; p < n; p++)
    if (!dk_game_is_eliminated (g, p) && !(losers & (1u << p)))
      {
        left++;
        last = (gint) p;
      }
  if (left <= 1)
    {
      dk_game_end (g, left == 1 ? last : -1);
      return;
    }
  for (guint p = 0; p < n; p++)
    if (losers & (1u << p))
      dk_game_eliminate (g, p);
}

/* Rule 8: everyone at 0 life loses. Returns TRUE when the game is over. */
static gboolean
sk_check_life (DkGame *g)
{
  guint losers = 0;

  if (dk_game_is_over (g))
    return TRUE;
  for (guint p = 0; p < dk_game_n_players (g); p++)
    if (!dk_game_is_eliminated (g, p) && dk_game_counter (g, p, SK_COUNTER_LIFE) <= 0)
      losers |= 1u << p;
  if (losers)
    sk_lose (g, losers);
  return dk_game_is_over (g);
}

static void
sk_strike (DkGame *g, guint player, gint32 source, gint32 amount)
{
  amount = MAX (amount, 0);
  dk_game_add_counter (g, player, SK_COUNTER_LIFE, -amount);
  dk_game_emit (g, DK_EVENT_MODULE (SK_EVENT_STRIKE), (gint) player, source, amount, 0, 0, 0);
}

/* Was an earlier card of the same hand the same card? Identical cards in a
 * hand are interchangeable, so each is offered once. */
static gboolean
sk_seen_before (const guint16 *cards, guint i, const DkGame *g)
{
  guint16 def = dk_game_card (g, cards[i])->def;

  for (guint j = 0; j < i; j++)
    if (dk_game_card (g, cards[j])->def == def)
      return TRUE;
  return FALSE;
}

/* Rule 5: may @player play @ability now? In the main phase (@window 0)
 * only abilities without <when> are; in a window, those whose <when> names
 * the event that opened it. */
static gboolean
sk_trick_playable (const DkGame *g, const DkAbility *ability, guint player, gint32 window)
{
  const SkState *s = sk_state_const (g);
  gint event = -1;

  if (ability->type != SK_ABILITY_TRICK)
    return FALSE;
  if (ability->when_event < 0)
    return TRUE;
  if (window == SK_WINDOW_PLAY)
    event = DK_EVENT_MODULE (SK_EVENT_PLAY);
  else if (window == SK_WINDOW_ATTACK)
    event = DK_EVENT_MODULE (SK_EVENT_ATTACK);
  if (event != ability->when_event)
    return FALSE;
  if (ability->when_player == 1 && (guint) s->window_actor != player)
    return FALSE;
  if (ability->when_player == 2 && (guint) s->window_actor == player)
    return FALSE;
  return TRUE;
}

static void
sk_offer_tricks (DkGame *g, guint player, gint32 window)
{
  guint n;
  const guint16 *hand = dk_game_zone (g, SK_ZONE_HAND, player, &n);

  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_game_card_def (g, hand[i]);

      if (sk_seen_before (hand, i, g))
        continue;
      for (guint a = 0; a < def->n_abilities; a++)
        if (sk_trick_playable (g, &def->abilities[a], player, window))
          {
            DkOption *o = dk_game_offer (g, SK_VERB_ABILITY, (guint16) a);

            dk_option_add_card (o, hand[i]);
            dk_option_add_int (o, (gint32) a + 1);
          }
    }
}

static void
sk_push_respond (DkGame *g, gint32 window, guint actor)
{
  DkFrame *f = dk_game_push (g, DK_PROC_MODULE (SK_PROC_RESPOND));

  f->a[0] = window;
  f->a[1] = (gint32) actor;
  f->a[2] = (gint32) sk_next_player (g, actor);
}

static void
sk_draw_hand (DkGame *g, guint player)
{
  dk_game_draw (g, player, (guint) PARAM (g, SK_PARAM_HAND_SIZE));
}

/* --- Procedures --------------------------------------------------------- */

/* Rule 3. a[0]: the player whose mulligan decision is next. */
static DkStepResult
sk_proc_setup (DkGame *g, DkFrame *f)
{
  guint n = dk_game_n_players (g);

  switch (f->step)
    {
    case 0:
      for (guint p = 0; p < n; p++)
        {
          /* A no-op when the caller asked for decks in their given order. */
          dk_game_shuffle (g, SK_ZONE_DECK, p);
          sk_draw_hand (g, p);
        }
      f->a[0] = 0;
      f->step = 1;
      return DK_STEP_CONTINUE;

    case 1:
      if ((guint) f->a[0] >= n)
        return DK_STEP_DONE;
      dk_game_decide (g, (guint) f->a[0], SK_DECISION_MULLIGAN);
      dk_game_offer (g, DK_VERB_KEEP, 0);
      dk_game_offer (g, DK_VERB_MULLIGAN, 0);
      f->step = 2;
      return DK_STEP_WAIT;

    case 2:
      if (dk_game_answer (g)->verb == DK_VERB_MULLIGAN)
        {
          /* To the bottom, so that even unshuffled decks (scenarios) give
           * a new hand. */
          guint p = (guint) f->a[0];
          guint n_hand;

          while (dk_game_zone (g, SK_ZONE_HAND, p, &n_hand), n_hand > 0)
            dk_game_move (g, dk_game_zone_top (g, SK_ZONE_HAND, p), SK_ZONE_DECK, p, DK_POS_BOTTOM);
          dk_game_shuffle (g, SK_ZONE_DECK, p);
          sk_draw_hand (g, p);
        }
      f->a[0]++;
      f->step = 1;
      return DK_STEP_CONTINUE;
    }
  g_assert_not_reached ();
}

/* Rule 4.1, refresh step. */
static DkStepResult
sk_proc_refresh (DkGame *g, DkFrame *f)
{
  guint n;
  guint active = dk_game_active (g);
  const guint16 *field = dk_game_zone (g, SK_ZONE_FIELD, active, &n);

  for (guint i = 0; i < n; i++)
    dk_game_card_set_flag (g, field[i], DK_CARD_FLAG_EXHAUSTED, FALSE);
  return DK_STEP_DONE;
}

/* Rule 4.1, draw step. */
static DkStepResult
sk_proc_draw (DkGame *g, DkFrame *f)
{
  guint active = dk_game_active (g);

  if (dk_game_turn (g) == 1 && !PARAM (g, SK_PARAM_FIRST_PLAYER_DRAWS))
    return DK_STEP_DONE;
  if (dk_game_draw (g, active, 1) < 1)
    sk_lose (g, 1u << active);
  return DK_STEP_DONE;
}

/* Rule 4.2: the active player's main-phase actions, until `pass`. */
static DkStepResult
sk_proc_main (DkGame *g, DkFrame *f)
{
  guint active = dk_game_active (g);
  gint32 turn = dk_game_turn (g);

  switch (f->step)
    {
    case 0:
      {
        guint n;
        const guint16 *cards;
        gboolean room;

        if (sk_check_life (g) || dk_game_is_eliminated (g, active))
          return DK_STEP_DONE;
        dk_game_decide (g, active, SK_DECISION_MAIN);

        room = dk_game_zone_size (g, SK_ZONE_FIELD, active) < (guint) PARAM (g, SK_PARAM_MAX_FIELD);
        cards = dk_game_zone (g, SK_ZONE_HAND, active, &n);
        for (guint i = 0; room && i < n; i++)
          if (dk_game_card_def (g, cards[i])->type == SK_TYPE_UNIT &&
              dk_game_stat (g, cards[i], SK_STAT_COST) <= turn && !sk_seen_before (cards, i, g))
            dk_option_add_card (dk_game_offer (g, SK_VERB_PLAY, 0), cards[i]);

        cards = dk_game_zone (g, SK_ZONE_FIELD, active, &n);
        for (guint i = 0; i < n; i++)
          {
            const DkCard *c = dk_game_card (g, cards[i]);

            if (!(c->flags & DK_CARD_FLAG_EXHAUSTED) && c->vars[SK_VAR_PLAYED_TURN] != turn)
              dk_option_add_card (dk_game_offer (g, SK_VERB_ATTACK, 0), cards[i]);
          }

        sk_offer_tricks (g, active, 0);
        dk_game_offer (g, DK_VERB_PASS, 0);
        f->step = 1;
        return DK_STEP_WAIT;
      }

    case 1:
      {
        DkOption o = *dk_game_answer (g);
        DkFrame *child;

        f->step = 0;
        switch (o.verb)
          {
          case DK_VERB_PASS:
            return DK_STEP_DONE;
          case SK_VERB_PLAY:
            child = dk_game_push (g, DK_PROC_MODULE (SK_PROC_PLAY_UNIT));
            child->a[0] = o.args[0];
            child->a[1] = (gint32) active;
            return DK_STEP_WAIT;
          case SK_VERB_ATTACK:
            child = dk_game_push (g, DK_PROC_MODULE (SK_PROC_ATTACK));
            child->a[0] = o.args[0];
            child->a[1] = (gint32) active;
            child->a[2] = (gint32) sk_next_player (g, active);
            return DK_STEP_WAIT;
          case SK_VERB_ABILITY:
            /* The window runs after the trick is on the stack. */
            sk_push_respond (g, SK_WINDOW_TRICK, active);
            child = dk_game_push (g, DK_PROC_MODULE (SK_PROC_TRICK));
            child->a[0] = o.args[0];
            child->a[1] = o.tag;
            child->a[2] = (gint32) active;
            return DK_STEP_WAIT;
          }
        g_assert_not_reached ();
      }
    }
  g_assert_not_reached ();
}

/* Rule 4.2 `play`. a[0] the unit, a[1] its player. */
static DkStepResult
sk_proc_play_unit (DkGame *g, DkFrame *f)
{
  gint32 card = f->a[0];
  guint player = (guint) f->a[1];

  if (f->step != 0)
    return DK_STEP_DONE;
  dk_game_move (g, card, SK_ZONE_FIELD, player, DK_POS_TOP);
  dk_game_card_mut (g, card)->vars[SK_VAR_PLAYED_TURN] = dk_game_turn (g);
  dk_game_emit (g, DK_EVENT_MODULE (SK_EVENT_PLAY), (gint) player, card, 0, 0, 0, 0);
  f->step = 1;
  sk_push_respond (g, SK_WINDOW_PLAY, player);
  return DK_STEP_WAIT;
}

/* Rules 4.2 `attack` and 7. a[0] the attacker, a[1] its player, a[2] the
 * defending player. */
static DkStepResult
sk_proc_attack (DkGame *g, DkFrame *f)
{
  gint32 attacker = f->a[0];
  guint player = (guint) f->a[1];
  guint defender = (guint) f->a[2];

  switch (f->step)
    {
    case 0:
      dk_game_card_set_flag (g, attacker, DK_CARD_FLAG_EXHAUSTED, TRUE);
      sk_state (g)->attacker1 = attacker + 1;
      dk_game_emit (g, DK_EVENT_MODULE (SK_EVENT_ATTACK), (gint) player, attacker,
                    (gint32) defender, 0, 0, 0);
      f->step = 1;
      sk_push_respond (g, SK_WINDOW_ATTACK, player);
      return DK_STEP_WAIT;

    case 1:
      {
        guint n;
        const guint16 *field;

        /* A trick may have destroyed the attacker or ended the game. */
        if (sk_check_life (g) || sk_attacker (g) == DK_NO_CARD ||
            dk_game_is_eliminated (g, defender))
          break;
        dk_game_decide (g, defender, SK_DECISION_BLOCK);
        field = dk_game_zone (g, SK_ZONE_FIELD, defender, &n);
        for (guint i = 0; i < n; i++)
          if (!dk_game_card_has_flag (g, field[i], DK_CARD_FLAG_EXHAUSTED))
            dk_option_add_card (dk_game_offer (g, SK_VERB_BLOCK, 0), field[i]);
        dk_game_offer (g, SK_VERB_NO_BLOCK, 0);
        f->step = 2;
        return DK_STEP_WAIT;
      }

    case 2:
      {
        const DkOption *o = dk_game_answer (g);
        gint32 power = dk_game_stat (g, attacker, SK_STAT_POWER);

        if (o->verb == SK_VERB_BLOCK)
          {
            gint32 blocker = o->args[0];
            gint32 block_power = dk_game_stat (g, blocker, SK_STAT_POWER);

            dk_game_emit (g, DK_EVENT_MODULE (SK_EVENT_BLOCK), (gint) defender, blocker, attacker,
                          0, 0, 0);
            /* Rule 7: the lower power is destroyed, both on a tie; both
             * powers are read before either unit leaves. */
            if (power <= block_power)
              dk_game_move (g, attacker, SK_ZONE_DISCARD, player, DK_POS_TOP);
            if (block_power <= power)
              dk_game_move (g, blocker, SK_ZONE_DISCARD, dk_game_card (g, blocker)->owner,
                            DK_POS_TOP);
          }
        else
          sk_strike (g, defender, attacker, power);
        sk_check_life (g);
        break;
      }
    }
  sk_state (g)->attacker1 = 0;
  return DK_STEP_DONE;
}

/* Rule 6: play a trick. a[0] the card, a[1] the ability, a[2] its player. */
static DkStepResult
sk_proc_trick (DkGame *g, DkFrame *f)
{
  gint32 card = f->a[0];
  guint ability = (guint) f->a[1];
  guint player = (guint) f->a[2];

  switch (f->step)
    {
    case 0:
      dk_game_move (g, card, SK_ZONE_DISCARD, dk_game_card (g, card)->owner, DK_POS_TOP);
      f->step = 1;
      if (dk_game_card_def (g, card)->abilities[ability].cost.n_instrs > 0)
        {
          dk_game_push_program (g, card, ability, DK_PART_COST, player);
          return DK_STEP_WAIT;
        }
      return DK_STEP_CONTINUE;

    case 1:
      {
        DkStackItem item = { 0 };

        item.card = card;
        item.ability = (gint16) ability;
        item.controller = (gint8) player;
        dk_game_stack_push (g, &item);
        return DK_STEP_DONE;
      }
    }
  g_assert_not_reached ();
}

/* Rules 5 and 6: a response window, then the stack resolves one item at a
 * time with a new window before each. a[0] the window, a[1] who caused it,
 * a[2] who has priority first. */
static DkStepResult
sk_proc_respond (DkGame *g, DkFrame *f)
{
  SkState *s = sk_state (g);

  switch (f->step)
    {
    case 0:
      if (sk_check_life (g))
        return DK_STEP_DONE;
      s->window = f->a[0];
      s->window_actor = f->a[1];
      f->step = 1;
      dk_game_push_priority (g, f->a[0], (guint) f->a[2]);
      return DK_STEP_WAIT;

    case 1:
      {
        DkStackItem top;
        gboolean negated;

        s->window = 0;
        if (sk_check_life (g) || !dk_game_stack_pop (g, &top))
          return DK_STEP_DONE;
        /* The item leaves the stack before it resolves: a negate in it
         * finds the link it responded to on top. A trick whose player is
         * out of the game does nothing (rule 8). */
        negated = (top.flags & DK_STACK_NEGATED) != 0 ||
                  dk_game_is_eliminated (g, (guint) top.controller);
        dk_game_emit (g, DK_EVENT_STACK_RESOLVE, top.controller, top.card, top.ability, negated, 0,
                      0);
        f->step = 2;
        if (negated)
          return DK_STEP_CONTINUE;
        dk_game_push_program (g, top.card, (guint) top.ability, DK_PART_EFFECT,
                              (guint) top.controller);
        return DK_STEP_WAIT;
      }

    case 2:
      if (sk_check_life (g) || dk_game_stack_depth (g) == 0)
        return DK_STEP_DONE;
      f->step = 0;
      return DK_STEP_CONTINUE;
    }
  g_assert_not_reached ();
}

/* Rule 4.3: discard down to the hand limit, then the upkeep. */
static DkStepResult
sk_proc_end (DkGame *g, DkFrame *f)
{
  guint active = dk_game_active (g);

  switch (f->step)
    {
    case 0:
      {
        guint n;
        const guint16 *hand = dk_game_zone (g, SK_ZONE_HAND, active, &n);

        if (dk_game_is_eliminated (g, active))
          return DK_STEP_DONE;
        if (n <= (guint) PARAM (g, SK_PARAM_HAND_LIMIT))
          {
            dk_game_add_counter (g, active, SK_COUNTER_LIFE, PARAM (g, SK_PARAM_UPKEEP));
            return DK_STEP_DONE;
          }
        dk_game_decide (g, active, SK_DECISION_DISCARD);
        for (guint i = 0; i < n; i++)
          if (!sk_seen_before (hand, i, g))
            dk_option_add_card (dk_game_offer (g, SK_VERB_DISCARD, 0), hand[i]);
        f->step = 1;
        return DK_STEP_WAIT;
      }

    case 1:
      dk_game_move (g, dk_game_answer (g)->args[0], SK_ZONE_DISCARD, active, DK_POS_TOP);
      f->step = 0;
      return DK_STEP_CONTINUE;
    }
  g_assert_not_reached ();
}

static const DkProcSpec sk_procs[] = {
  [SK_PROC_SETUP] = { "sk-setup", sk_proc_setup },
  [SK_PROC_REFRESH] = { "sk-refresh", sk_proc_refresh },
  [SK_PROC_DRAW] = { "sk-draw", sk_proc_draw },
  [SK_PROC_MAIN] = { "sk-main", sk_proc_main },
  [SK_PROC_PLAY_UNIT] = { "sk-play-unit", sk_proc_play_unit },
  [SK_PROC_ATTACK] = { "sk-attack", sk_proc_attack },
  [SK_PROC_TRICK] = { "sk-trick", sk_proc_trick },
  [SK_PROC_RESPOND] = { "sk-respond", sk_proc_respond },
  [SK_PROC_END] = { "sk-end", sk_proc_end },
};

G_STATIC_ASSERT (G_N_ELEMENTS (sk_procs) == SK_N_PROCS);

/* --- Effects ------------------------------------------------------------ */

/* <strike amount="N" player="opponent|you"/> */
static gboolean
sk_strike_compile (DkCompiler *c, xmlNode *node, DkInstr *instr)
{
  if (!dk_compiler_int (c, node, "amount", 1, &instr->a[0]))
    return FALSE;
  instr->player = dk_compiler_player (c, node, "opponent");
  return instr->player >= 0;
}

static DkExecResult
sk_strike_exec (DkGame *g, DkExec *exec, const DkInstr *instr)
{
  if (instr->player == 2)
    {
      for (guint p = 0; p < dk_game_n_players (g); p++)
        if (!dk_game_is_eliminated (g, p))
          sk_strike (g, p, dk_exec_source (exec), instr->a[0]);
    }
  else if (instr->player == 1)
    /* With three players the opponent is the next one still in the game. */
    sk_strike (g, sk_next_player (g, dk_exec_controller (exec)), dk_exec_source (exec),
               instr->a[0]);
  else
    sk_strike (g, dk_exec_controller (exec), dk_exec_source (exec), instr->a[0]);
  return DK_EXEC_NEXT;
}

/* <flip on="heads|tails"/>: the rest of the effect happens only when the
 * coin shows that side (heads when not given). */
static gboolean
sk_flip_compile (DkCompiler *c, xmlNode *node, DkInstr *instr)
{
  gint side = 0;

  if (xmlHasProp (node, (const xmlChar *) "on") &&
      dk_compiler_word (c, node, "on", sk_flip_sides, &side) == NULL)
    return FALSE;
  instr->a[0] = side;
  return TRUE;
}

static DkExecResult
sk_flip_exec (DkGame *g, DkExec *exec, const DkInstr *instr)
{
  gint32 side = (gint32) dk_game_random (g, 2);

  dk_game_emit (g, DK_EVENT_MODULE (SK_EVENT_FLIP), (gint) dk_exec_controller (exec),
                dk_exec_source (exec), side, 0, 0, 0);
  return side == instr->a[0] ? DK_EXEC_NEXT : DK_EXEC_STOP;
}

/* <again nested="true|false"/>: the effect starts over, from a new frame
 * that replaces this one, or (nested) that runs inside it. */
static gboolean
sk_again_compile (DkCompiler *c, xmlNode *node, DkInstr *instr)
{
  static const char *const nested[] = { "false", "true", NULL };
  gint k = 0;

  if (xmlHasProp (node, (const xmlChar *) "nested") &&
      dk_compiler_word (c, node, "nested", nested, &k) == NULL)
    return FALSE;
  instr->a[0] = k;
  return TRUE;
}

static DkExecResult
sk_again_exec (DkGame *g, DkExec *exec, const DkInstr *instr)
{
  gint32 card = dk_exec_source (exec);
  const DkCardDef *def = dk_game_card_def (g, card);
  guint ability = (guint) (dk_exec_ability (exec) - def->abilities);

  dk_game_push_program (g, card, ability, DK_PART_EFFECT, dk_exec_controller (exec));
  return instr->a[0] ? DK_EXEC_NEXT : DK_EXEC_STOP;
}

/* <dead-end/>: a decision nobody can answer. */
static gboolean
sk_dead_end_compile (DkCompiler *c, xmlNode *node, DkInstr *instr)
{
  return TRUE;
}

static DkExecResult
sk_dead_end_exec (DkGame *g, DkExec *exec, const DkInstr *instr)
{
  dk_game_decide (g, dk_exec_controller (exec), SK_DECISION_MAIN);
  return DK_EXEC_WAIT;
}

static const DkInstrSpec sk_instrs[] = {
  { "strike", sk_strike_compile, sk_strike_exec },
  { "flip", sk_flip_compile, sk_flip_exec },
  { "again", sk_again_compile, sk_again_exec },
  { "dead-end", sk_dead_end_compile, sk_dead_end_exec },
};

static gint32
sk_target_attacker (DkGame *g, DkExec *exec)
{
  return sk_attacker (g);
}

static const DkTargetSpec sk_targets[] = {
  [SK_TARGET_ATTACKER] = { "attacker", sk_target_attacker },
};

/* --- Module hooks ------------------------------------------------------- */

static void
sk_check_card (const DkRules *rules, const DkCardDef *def, GPtrArray *problems)
{
  gboolean has_trick = FALSE;

  for (guint i = 0; i < def->n_abilities; i++)
    if (def->abilities[i].type == SK_ABILITY_TRICK)
      has_trick = TRUE;
  /* Units are never played as tricks, and a trick with nothing to play
   * would sit in the hand forever. */
  if (def->type == SK_TYPE_UNIT && has_trick)
    g_ptr_array_add (problems, g_strdup_printf ("%s:%u: unit %s has a trick ability", def->file,
                                                def->line, def->id));
  if (def->type == SK_TYPE_TRICK && !has_trick)
    g_ptr_array_add (problems, g_strdup_printf ("%s:%u: trick %s has no trick ability", def->file,
                                                def->line, def->id));
}

static void
sk_check_deck (const DkRules *rules,
               const DkRuleset *ruleset,
               const DkDeck *deck,
               GPtrArray *problems)
{
  gint64 min = dk_ruleset_get (ruleset, SK_PARAM_DECK_MIN);

  if ((gint64) dk_deck_count (deck) < min)
    dk_deck_add_problem (deck, problems, dk_deck_get_line (deck),
                         "the deck has %u cards, at least %" G_GINT64_FORMAT " are needed",
                         dk_deck_count (deck), min);
}

/* Rule 3: starting life. A scenario sets counters before the game starts;
 * a life it left at 0 (which would lose at once) was not set. */
static void
sk_init_life (DkGame *g)
{
  for (guint p = 0; p < dk_game_n_players (g); p++)
    if (dk_game_counter (g, p, SK_COUNTER_LIFE) == 0)
      dk_game_set_counter (g, p, SK_COUNTER_LIFE, PARAM (g, SK_PARAM_STARTING_LIFE));
}

static void
sk_setup (DkGame *g)
{
  sk_init_life (g);
  dk_game_push (g, DK_PROC_MODULE (SK_PROC_SETUP));
}

static void
sk_setup_position (DkGame *g)
{
  memset (sk_state (g), 0, sizeof (SkState));
  sk_init_life (g);
}

static void
sk_run_step (DkGame *g, guint phase, guint step)
{
  switch (phase)
    {
    case SK_PHASE_START:
      dk_game_push (g, DK_PROC_MODULE (step == SK_STEP_REFRESH ? SK_PROC_REFRESH : SK_PROC_DRAW));
      break;
    case SK_PHASE_MAIN:
      dk_game_push (g, DK_PROC_MODULE (SK_PROC_MAIN));
      break;
    case SK_PHASE_END:
      dk_game_push (g, DK_PROC_MODULE (SK_PROC_END));
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
sk_window_options (DkGame *g, gint32 window, guint player)
{
  sk_offer_tricks (g, player, window);
}

static void
sk_window_act (DkGame *g, gint32 window, guint player, const DkOption *option)
{
  DkFrame *f;

  g_return_if_fail (option->verb == SK_VERB_ABILITY);
  f = dk_game_push (g, DK_PROC_MODULE (SK_PROC_TRICK));
  f->a[0] = option->args[0];
  f->a[1] = option->tag;
  f->a[2] = (gint32) player;
}

/* Rule 1: auras of continuous abilities. */
static gint32
sk_adjust_stat (const DkGame *g, gint32 card, guint stat, gint32 value)
{
  const DkCard *c;
  guint n;
  const guint16 *field;

  if (stat != SK_STAT_POWER || !sk_in_zone (g, card, SK_ZONE_FIELD))
    return value;
  c = dk_game_card (g, card);
  field = dk_game_zone (g, SK_ZONE_FIELD, dk_game_zone_owner (g, c->zone), &n);
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def;

      if (field[i] == card)
        continue;
      def = dk_game_card_def (g, field[i]);
      for (guint a = 0; a < def->n_abilities; a++)
        {
          const char *aura = def->abilities[a].type == SK_ABILITY_CONTINUOUS
                                 ? dk_ability_get_attr (&def->abilities[a], "aura")
                                 : NULL;

          if (aura != NULL)
            value += (gint32) g_ascii_strtoll (aura, NULL, 10);
        }
    }
  return MAX (value, 0);
}

/* --- Words for a person ------------------------------------------------ */

/* Short, so that the launcher's tests can tell them from its own board
 * and log: a board line a player, a line a strike or a unit played. */
static void
sk_describe_board (const DkGame *view, gint viewer, guint width, DkTextBuf *out)
{
  dk_text_buf_append (out, DK_TEXT_HEADING, "Skirmish board\n");
  for (guint p = 0; p < dk_game_n_players (view); p++)
    {
      guint n;
      const guint16 *field = dk_game_zone (view, SK_ZONE_FIELD, p, &n);

      dk_text_buf_printf (out, DK_TEXT_PLAYER + p, "P%u", p + 1);
      dk_text_buf_printf (out, DK_TEXT_PLAIN, " life ");
      dk_text_buf_printf (out, DK_TEXT_VALUE, "%d", dk_game_counter (view, p, 0));
      dk_text_buf_printf (out, DK_TEXT_PLAIN,
                          ", hand %u, field:", dk_game_zone_size (view, SK_ZONE_HAND, p));
      for (guint i = 0; i < n; i++)
        {
          const DkCardDef *def = dk_game_card_def (view, field[i]);

          dk_text_buf_append (out, DK_TEXT_PLAIN, " ");
          dk_text_buf_append (out, DK_TEXT_CARD, def ? def->name : "?");
        }
      dk_text_buf_newline (out);
    }
  if (viewer >= 0)
    {
      guint n;
      const guint16 *hand = dk_game_zone (view, SK_ZONE_HAND, (guint) viewer, &n);

      dk_text_buf_append (out, DK_TEXT_LABEL, "Your hand:");
      for (guint i = 0; i < n; i++)
        {
          const DkCardDef *def = dk_game_card_def (view, hand[i]);

          dk_text_buf_append (out, DK_TEXT_PLAIN, " ");
          dk_text_buf_append (out, DK_TEXT_CARD, def ? def->name : "?");
        }
      dk_text_buf_newline (out);
    }
}

static gboolean
sk_narrate (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  const DkRules *rules = dk_game_get_rules (g);

  if (ev->type == dk_rules_event_index (rules, "strike"))
    {
      dk_text_buf_printf (out, DK_TEXT_PLAYER + (guint) MAX (ev->player, 0), "Player %d",
                          ev->player + 1);
      dk_text_buf_printf (out, DK_TEXT_BAD, " loses %d life\n", ev->a[0]);
      return TRUE;
    }
  if (ev->type == dk_rules_event_index (rules, "play"))
    {
      const DkCardDef *def = dk_game_event_card_def (g, ev, -1, viewer);

      dk_text_buf_printf (out, DK_TEXT_PLAIN, "Player %d plays ", ev->player + 1);
      dk_text_buf_append (out, DK_TEXT_CARD, def ? def->name : "a card");
      dk_text_buf_newline (out);
      return TRUE;
    }
  return FALSE;
}

static void
sk_explain_decision (const DkGame *view, DkTextBuf *out)
{
  const DkDecision *d = dk_game_decision (view);

  dk_text_buf_printf (out, DK_TEXT_ACTIVE, "Skirmish asks for a %s decision.\n",
                      dk_rules_decision_name (dk_game_get_rules (view), d->kind));
}

static const DkModule sk_module = {
  .abi_version = DK_MODULE_ABI_VERSION,
  .id = "skirmish",
  .name = "Skirmish",
  .description = "A small test game: units fight, tricks respond, the last one standing wins.",
  .schema_resource = "resource:///org/duelkit/schema/skirmish/skirmish.rng",
  .min_players = 2,
  .max_players = 3,
  .card_types = sk_card_types,
  .zones = sk_zones,
  .n_zones = G_N_ELEMENTS (sk_zones),
  .roles = { .deck = SK_ZONE_DECK,
             .hand = SK_ZONE_HAND,
             .discard = SK_ZONE_DISCARD,
             .removed = SK_ZONE_REMOVED,
             .character = -1 },
  .phases = sk_phases,
  .n_phases = G_N_ELEMENTS (sk_phases),
  .stats = sk_stats,
  .n_stats = G_N_ELEMENTS (sk_stats),
  .counters = sk_counters,
  .params = sk_params,
  .n_params = G_N_ELEMENTS (sk_params),
  .events = sk_events,
  .n_events = G_N_ELEMENTS (sk_events),
  .verbs = sk_verbs,
  .decisions = sk_decisions,
  .procs = sk_procs,
  .n_procs = G_N_ELEMENTS (sk_procs),
  .instrs = sk_instrs,
  .n_instrs = G_N_ELEMENTS (sk_instrs),
  .targets = sk_targets,
  .n_targets = G_N_ELEMENTS (sk_targets),
  .card_states = sk_card_states,
  .n_card_states = G_N_ELEMENTS (sk_card_states),
  .ability_types = sk_ability_types,
  .state_size = sizeof (SkState),
  .check_card = sk_check_card,
  .check_deck = sk_check_deck,
  .setup = sk_setup,
  .setup_position = sk_setup_position,
  .run_step = sk_run_step,
  .next_player = NULL,
  .on_event = NULL,
  .window_options = sk_window_options,
  .window_act = sk_window_act,
  .scenario_player_attr = NULL,
  .option_label = NULL,
  .adjust_stat = sk_adjust_stat,
  .describe_board = sk_describe_board,
  .narrate = sk_narrate,
  .explain_decision = sk_explain_decision,
};

/**
 * sk_module_get:
 *
 * Returns: (transfer none): the skirmish rule module
 */
const DkModule *
sk_module_get (void)
{
  return &sk_module;
}
