/* bos-private.h: what the BoS module's files share.
 *
 * References are to the Battle of Souls rule book v1.3 (section names) and
 * its rule updates, which override the body.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "../dk-games.h"

G_BEGIN_DECLS

enum
{
  BOS_TYPE_FIGHTER,
  BOS_TYPE_EQUIPMENT,
  BOS_TYPE_TACTIC,
  BOS_TYPE_BATTLEFIELD,
};

enum
{
  BOS_ZONE_DECK,
  BOS_ZONE_HAND,
  BOS_ZONE_FIGHTERS,
  BOS_ZONE_EQUIPMENT,
  BOS_ZONE_TACTICS,
  BOS_ZONE_BATTLEFIELD,
  BOS_ZONE_DISCARD,
  BOS_ZONE_REMOVED,
  BOS_ZONE_SIDE,
  BOS_N_ZONES
};

enum
{
  BOS_PHASE_DRAW,
  BOS_PHASE_READY,
  BOS_PHASE_MAIN1,
  BOS_PHASE_BATTLE,
  BOS_PHASE_MAIN2,
  BOS_PHASE_END,
};

enum
{
  BOS_STEP_START,
  BOS_STEP_BATTLE,
  BOS_STEP_DAMAGE,
  BOS_STEP_END,
};

enum
{
  BOS_CLASS_WARRIOR,
  BOS_CLASS_ELITE,
  BOS_CLASS_WARLORD,
  BOS_CLASS_LEGENDARY,
};

enum
{
  BOS_DURATION_ONE_TURN,
  BOS_DURATION_CONTINUOUS,
  BOS_DURATION_ATTACHED,
};

enum
{
  BOS_STAT_CLASS,
  BOS_STAT_ATK,
  BOS_STAT_RST,
  BOS_STAT_DURATION,
  BOS_STAT_SET_NUMBER,
  BOS_STAT_TOKEN,
  BOS_STAT_PIERCING,
  BOS_STAT_DIRECT_ATTACK,
  BOS_STAT_ATTACKS,
  BOS_N_STATS
};

enum
{
  BOS_PARAM_STARTING_SP,
  BOS_PARAM_WINNING_SP,
  BOS_PARAM_DECK_MIN,
  BOS_PARAM_DECK_MAX,
  BOS_PARAM_MAX_COPIES,
  BOS_PARAM_MAX_LEGENDARY,
  BOS_PARAM_SIDE_DECK_MAX,
  BOS_PARAM_HAND_SIZE,
  BOS_PARAM_HAND_LIMIT,
  BOS_PARAM_DISCARD_TO,
  BOS_PARAM_FIGHTER_ZONES,
  BOS_PARAM_MAX_EQUIPMENT,
  BOS_PARAM_MAX_TACTICS,
  BOS_PARAM_MAX_EQUIPMENT_AND_TACTICS,
  BOS_PARAM_DEPLOYS_PER_TURN,
  BOS_PARAM_KILLS_ELITE,
  BOS_PARAM_KILLS_WARLORD,
  BOS_PARAM_KILLS_LEGENDARY,
  BOS_PARAM_MAX_LEGENDARY_ON_FIELD,
  BOS_PARAM_MAX_MULLIGANS,
  BOS_PARAM_MULLIGAN_WARRIORS,
  BOS_PARAM_FIRST_PLAYER_BATTLES,
  BOS_PARAM_TEAM_SIZE,
  BOS_PARAM_TEAM_SHARED_SP,
  BOS_PARAM_MAX_TURNS,
  BOS_PARAM_PLAYERS,
  BOS_PARAM_FIRST_CHOOSER,
};

/* Verbs, at DK_VERB_MODULE (i). */
enum
{
  BOS_VERB_DEPLOY,
  BOS_VERB_SACRIFICE,
  BOS_VERB_SET,
  BOS_VERB_ACTIVATE,
  BOS_VERB_BATTLE,
  BOS_VERB_ATTACK,
  BOS_VERB_DIRECT,
  BOS_VERB_END_BATTLE,
  BOS_VERB_DISCARD,
  BOS_VERB_HEADS,
  BOS_VERB_TAILS,
  BOS_VERB_GO_FIRST,
  BOS_VERB_GO_SECOND,
};

#define BOS_VERB(v) DK_VERB_MODULE (BOS_VERB_##v)

enum
{
  BOS_DECISION_MAIN,
  BOS_DECISION_BATTLE,
  BOS_DECISION_CHAIN,
  BOS_DECISION_DISCARD,
  BOS_DECISION_FIRST,
  BOS_DECISION_MULLIGAN,
  BOS_DECISION_CALL,
  BOS_DECISION_TRIGGER,
  BOS_DECISION_COST,
};

#define BOS_DECISION(d) DK_DECISION_MODULE (BOS_DECISION_##d)

enum
{
  BOS_EVENT_DEPLOY,
  BOS_EVENT_ATTACK_DECLARED,
  BOS_EVENT_BATTLE,
  BOS_EVENT_DESTROYED,
  BOS_EVENT_BATTLE_DAMAGE,
  BOS_EVENT_EFFECT_DAMAGE,
  BOS_EVENT_CHAIN_LINK,
  BOS_EVENT_NEGATED,
  BOS_EVENT_SENT_TO_DISCARD,
  BOS_EVENT_LEAVES_FIELD,
  BOS_EVENT_SP_PAID,
  BOS_EVENT_POSITION_CHANGE,
  BOS_EVENT_KILL_TOKEN,
  BOS_EVENT_SET,
  BOS_EVENT_ACTIVATED,
  BOS_EVENT_COIN_FLIP,
  BOS_EVENT_DICE,
  BOS_EVENT_TOKEN_CREATED,
  BOS_EVENT_CONTROL_CHANGE,
  BOS_EVENT_REPLAY,
  BOS_EVENT_MULLIGAN,
  BOS_EVENT_DAMAGE_CALCULATION,
  BOS_N_EVENTS
};

#define BOS_EVENT(e) DK_EVENT_MODULE (BOS_EVENT_##e)

/* battle results, destroy causes, discard causes (the events' strings) */
enum
{
  BOS_RESULT_WIN,
  BOS_RESULT_TIE,
  BOS_RESULT_LOSE,
};

enum
{
  BOS_BY_BATTLE,
  BOS_BY_EFFECT,
};

typedef enum
{
  BOS_CAUSE_DESTROYED,
  BOS_CAUSE_DISCARDED,
  BOS_CAUSE_SACRIFICED,
  BOS_CAUSE_COST,
  BOS_CAUSE_USED,
  BOS_CAUSE_EFFECT,
  BOS_CAUSE_RETURNED,
  BOS_CAUSE_REMOVED,
} BosCause;

enum
{
  BOS_PROC_START,
  BOS_PROC_MAIN,
  BOS_PROC_BATTLE,
  BOS_PROC_ATTACK,
  BOS_PROC_CHAIN,
  BOS_PROC_ACTIVATE,
  BOS_PROC_TRIGGERS,
  BOS_PROC_END,
  BOS_N_PROCS
};

#define BOS_PROC(p) DK_PROC_MODULE (BOS_PROC_##p)

/* Priority windows (the chain windows). */
enum
{
  BOS_WINDOW_CHAIN = 1,  /* an ordinary chain window */
  BOS_WINDOW_DAMAGE = 2, /* the damage step: tactics and ATK/RST effects only */
};

/* Card flags (cleared by the framework when the card moves). */
#define BOS_FLAG_SET_THIS_TURN (DK_CARD_FLAG_MODULE << 0)

/* Card vars (cleared by the framework when the card moves). */
enum
{
  BOS_VAR_KILLS,    /* kill tokens */
  BOS_VAR_COUNTERS, /* counters */
  BOS_VAR_TURN,     /* turn * 16 + attacks this turn (the turn of BOS_VAR_USES too) */
  BOS_VAR_USES,     /* bit i: ability i used this turn; bit 31: the card's activation */
};

#define BOS_MAX_PENDING 32

/* Where cards may carry BOS_FLAG_SET_THIS_TURN (BosState.set_this_turn). */
typedef enum
{
  BOS_SET_NONE,
  BOS_SET_ON_FIELD, /* cards set this turn: in the equipment and tactic zones */
  BOS_SET_ANYWHERE, /* a scenario's position may mark any card */
} BosSetThisTurn;

/* The checks of bos_pause() that found nothing, with nothing they read
 * changed since (BosState.checked). */
typedef enum
{
  BOS_CHECKED_EQUIPMENT = 1 << 0, /* attached equipment has its fighter */
  BOS_CHECKED_SP = 1 << 1,        /* nobody won or lost by SP */
} BosChecked;
#define BOS_MAX_FIELD 24
#define BOS_MAX_BORROWED 8

/* A trigger effect waiting to be put on a chain. */
typedef struct
{
  gint16 card; /* a game holds at most G_MAXINT16 cards */
  gint16 ability;
  gint16 event_card;
  gint8 controller;
  guint8 pad;
  guint32 stamp; /* the source's stamp when it triggered */
} BosPending;

typedef struct
{
  gint32 first_player;
  guint8 turns_taken[DK_MAX_PLAYERS];
  guint8 mulligans[DK_MAX_PLAYERS];

  /* The turn. */
  gint32 deploys;
  gboolean battle_declared; /* `battle` was chosen in Main Phase I */
  gboolean turn_ended;      /* `pass` in Main Phase I: no battle, no Main Phase II */

  /* The attack. */
  gint32 attacker;
  gint32 target;
  gint32 defender;
  gboolean direct;
  gboolean in_attack;
  gboolean damage_step;
  gboolean new_fighter; /* a fighter arrived on the defender's side (Replay) */
  gint32 replay_fighter;

  /* The chain. */
  gint32 links;
  DkEvent base_event; /* what opened the chain window (attack, trigger) */
  DkEvent last_event; /* the last activation */
  gboolean has_base_event;
  gboolean has_last_event;
  gint32 resolving_event_card;
  gboolean resolving;

  BosPending pending[BOS_MAX_PENDING];
  guint32 n_pending;

  /* Fighters taken until the end of the turn. */
  gint32 borrowed[BOS_MAX_BORROWED];
  guint32 n_borrowed;

  gboolean cost_failed;
  guint8 set_this_turn;                            /* BosSetThisTurn */
  /* some card may carry BOS_FLAG_SET_THIS_TURN */ /* The checks of bos_pause() found nothing to
                                                    * do, and nothing they read changed since:
                                                    * an event that changes what they read
                                                    * (bos_on_event), or a change the module
                                                    * makes without an event (bos_recheck),
                                                    * clears it. */
  guint8 checked;                                  /* BosChecked */
  gboolean battle_destroying;                      /* destroyed now means destroyed by battle */

  /* The events the cards of the game wait for (bos-triggers.c), as of
   * @listen_cards cards. */
  guint64 listens;
  guint32 listen_cards;

  /* Parameters read on every check, kept when the game starts
   * (bos_note_params); before, they are read from the ruleset. */
  gboolean params_known;
  gint32 winning_sp;
  guint8 team_size; /* 2 in a 2v2 team battle, else 1 */
  guint8 shared_sp; /* a team battle whose teams share their SP */
  guint8 fighter_zones;
  guint8 max_equipment;
  guint8 max_tactics;
  guint8 max_equipment_and_tactics;

  /* The face-up field cards whose definitions act from the field
   * (continuous effects that change stats, triggers, abilities to
   * activate), in field order (player, zone, place), with the side each is
   * on, and the stats they change and the events they wait for
   * (bos_note_field). */
  guint32 field_stats;
  guint32 field_sources; /* bit i: field[i] has continuous effects that change stats */
  guint32 field_usable[4]; /* for each Ctx, bit i: field[i] has abilities usable there */
  guint64 field_listens;
  guint8 field_known; /* 0: not known, or more than BOS_MAX_FIELD: walk the field */
  guint8 n_field;
  gint16 field[BOS_MAX_FIELD];
  guint8 field_side[BOS_MAX_FIELD];
} BosState;

static inline BosState *
bos_state (DkGame *g)
{
  return dk_game_module_state (g);
}

static inline const BosState *
bos_state_const (const DkGame *g)
{
  return dk_game_module_state_const (g);
}

/* Ability types, in the order of bos_ability_types. */
enum
{
  AB_CONTINUOUS,
  AB_IGNITION,
  AB_QUICK,
  AB_TRIGGER,
};

/* Where an activation is being considered. */
typedef enum
{
  CTX_MAIN,   /* the turn player's Main Phase decision */
  CTX_BATTLE, /* the turn player's Battle Step decision */
  CTX_WINDOW, /* a chain window */
  CTX_DAMAGE, /* the damage step's window */
} Ctx;

/* --- cards compiled once (bos-card.c) ------------------------------------------------ */

/* The abilities of a definition kept compiled; a card with more has the
 * rest compiled when asked (bos_ability_info). */
#define BOS_CARD_ABILITIES 8
/* The event attribute tests a <when> keeps compiled; more are read by name. */
#define BOS_WHEN_TESTS 3

typedef enum
{
  BOS_TEST_EQ,    /* a[arg] == value */
  BOS_TEST_BOOL,  /* (a[arg] != 0) == value */
  BOS_TEST_NONE,  /* a[arg] < 0: a player attribute written "none" */
  BOS_TEST_NEVER, /* the value can never be written so: no event matches */
} BosTestKind;

typedef struct
{
  guint8 kind; /* BosTestKind */
  guint8 arg;  /* the event argument */
  gint32 value;
} BosWhenTest;

typedef enum
{
  BOS_WHEN_SELF = 1 << 0,         /* card="self" */
  BOS_WHEN_THIS_FIGHTER = 1 << 1, /* card="this-fighter" */
  BOS_WHEN_BY_NAME = 1 << 2,      /* a test not compiled: compare the attributes by name */
} BosWhenFlags;

typedef enum
{
  BOS_AB_BATTLE_PHASE = 1 << 0,  /* battle-phase="true" */
  BOS_AB_ONCE_PER_TURN = 1 << 1, /* limit="once-per-turn" */
  BOS_AB_UNLIMITED = 1 << 2,     /* limit="unlimited" */
  BOS_AB_OPTIONAL = 1 << 3,      /* optional="true" */
  BOS_AB_ATK_RST_ONLY = 1 << 4,  /* its effect only changes ATK or RST (Damage Step Rules) */
  BOS_AB_COST_CHECK = 1 << 5,    /* its cost may be unpayable (bos_cost_payable) */
  BOS_AB_EFFECT_CHECK = 1 << 6,  /* its effect may be impossible (bos_effect_possible) */
  BOS_AB_HAS_COST = 1 << 7,      /* it has a cost */
} BosAbilityFlags;

/**
 * BosAbility:
 *
 * One ability of a card as a game reads it: its kind, its restrictions as
 * flags, and its <when> as an event kind and compiled tests.
 */
typedef struct
{
  guint8 type;       /* the ability type (continuous, ignition, quick, trigger) */
  guint8 flags;      /* BosAbilityFlags */
  guint8 when_flags; /* BosWhenFlags */
  guint8 n_tests;
  gint16 when_event; /* -1: none */
  gint8 when_player; /* 0 anyone, 1 you, 2 an opponent */
  guint8 pad;
  BosWhenTest tests[BOS_WHEN_TESTS];
} BosAbility;

typedef enum
{
  BOS_CARD_TOKEN = 1 << 0, /* printed token="true" */
} BosCardFlags;

/**
 * BosCardData:
 *
 * A card definition compiled once, at load (DkCardDef.data; a game reads
 * it through bos_card_data(), from the database's array).
 */
typedef struct
{
  gint16 type;        /* the card type */
  gint8 act;          /* the activation ability of an equipment, tactic or battlefield; -1 */
  guint8 flags;       /* BosCardFlags */
  guint8 n_abilities; /* those compiled below: at most BOS_CARD_ABILITIES */
  guint8 usable;      /* where an ability may be activated: a bit a Ctx (bos-util.h) */
  gint16 discard_op;  /* the rules' discard and search instructions */
  gint16 search_op;
  guint32 mod_stats;    /* the stats its continuous effects modify, a bit a stat */
  gint32 stats[BOS_N_STATS]; /* its printed stats (DkCardDef.stats) */
  guint64 listens;      /* the events its triggers (not its activation) wait for, a bit each */
  guint64 listens_self; /* ... those of triggers that name the card itself */
  /* For each Ctx, bit i: compiled ability i may be used there as far as
   * the card alone says (bos_ability_usable_in). */
  guint8 ctx_abilities[4];
  BosAbility abilities[BOS_CARD_ABILITIES];
} BosCardData;

/* Could ability @index (compiled: @info) of a face-up card of type @type,
 * whose activation ability is @act, be used in @ctx, as far as the card
 * alone says? Its kind (Effect Fighters), its timing (Equipment and
 * Tactic Card Chains: no equipment in the Battle Phase; Damage Step
 * Rules) and whether it answers an event (only in a chain window). */
static inline gboolean
bos_ability_usable_in (guint type, gint act, guint index, const BosAbility *info, Ctx ctx)
{
  gboolean window = ctx == CTX_WINDOW || ctx == CTX_DAMAGE;

  if (info->type == AB_CONTINUOUS || info->type == AB_TRIGGER)
    return FALSE;
  if (type != BOS_TYPE_FIGHTER && (gint) index == act)
    return FALSE;
  if (info->type == AB_IGNITION)
    {
      if (window)
        return FALSE;
      if (ctx == CTX_BATTLE && (!(info->flags & BOS_AB_BATTLE_PHASE) || type == BOS_TYPE_EQUIPMENT))
        return FALSE;
    }
  if (info->when_event >= 0 && !window)
    return FALSE;
  if (ctx == CTX_DAMAGE && type != BOS_TYPE_TACTIC && !(info->flags & BOS_AB_ATK_RST_ONLY))
    return FALSE;
  return TRUE;
}

void bos_compile_card (const DkRules *rules, const DkCardDef *def, gpointer data);
void bos_compile_ability (const DkRules *rules, const DkCardDef *def, guint index, BosAbility *out);
extern const BosCardData bos_no_card_data;
const BosAbility *
bos_ability_info_slow (const DkGame *g, const DkCardDef *def, guint index, BosAbility *tmp);

/* bos-field.c */
gint32 bos_this_fighter (const DkGame *g, gint32 source);
gboolean
bos_filter_matches (const DkGame *g, const DkFilter *filter, gint32 card, gboolean printed);
void bos_leave_field (
    DkGame *g, gint32 card, guint zone_kind, gint position, BosCause cause, gint32 source);
void bos_to_discard (DkGame *g, gint32 card, BosCause cause, gint32 source);
guint bos_free_fighter_zones (const DkGame *g, guint player);
gboolean bos_room_for (const DkGame *g, guint player, guint type);
guint bos_legendaries (const DkGame *g, guint player);
gboolean bos_can_hold_legendary (const DkGame *g, guint player, gint32 card);
void bos_put_on_field (
    DkGame *g, gint32 card, guint player, gboolean rest, gboolean special, gint32 sacrifices);
void bos_set_position (DkGame *g, gint32 card, gboolean rest);
void bos_add_kills (DkGame *g, gint32 card, gint32 by);
void bos_take_control (DkGame *g, gint32 card, guint player, gboolean until_end_of_turn);
void bos_set_face_down (DkGame *g, gint32 card, gboolean down);
void bos_note_field (DkGame *g);
/* A walk over the face-up cards of the field in field order (each
 * player's fighters, equipment and battlefield): start from a zeroed walk;
 * each call returns the next card, DK_NO_CARD at the end. For when the
 * kept field list does not hold them all. */
typedef struct
{
  guint8 player;
  guint8 zone; /* from BOS_ZONE_FIGHTERS */
  guint16 index;
} BosFieldWalk;
gint32 bos_field_walk (const DkGame *g, BosFieldWalk *walk);
void bos_field_changes (DkGame *g, gint32 card);
void bos_touch_turn (DkGame *g, gint32 card);
guint bos_attacks_made (const DkGame *g, gint32 card);
void bos_count_attack (DkGame *g, gint32 card);
void bos_count_use (DkGame *g, gint32 card, gint ability);

/* bos-sp.c */
void bos_note_params (DkGame *g);
gint32 bos_team_sp_sum (const DkGame *g, guint p);
void bos_add_sp (DkGame *g, guint player, gint32 delta);
void bos_effect_damage (DkGame *g, guint dealer, gint8 who, gint32 amount, gint32 source);
void bos_pay_sp (DkGame *g, guint player, gint32 amount, gint32 source);

/* bos-win.c */
gboolean bos_draw (DkGame *g, guint player, guint count);
gboolean bos_pause_checks (DkGame *g);

/* The checks made before each decision (bos-win.c): when both found
 * nothing and nothing they read changed since (BosState.checked), there
 * is nothing to do but say whether the game is over; that answer is read
 * here, without a call. TRUE: the game is over. */
static inline gboolean
bos_pause (DkGame *g)
{
  if (G_LIKELY (bos_state_const (g)->checked == (BOS_CHECKED_EQUIPMENT | BOS_CHECKED_SP)))
    return dk_game_is_over (g);
  return bos_pause_checks (g);
}

/* bos-triggers.c */
gboolean bos_when_matches (const DkGame *g,
                           const DkAbility *ab,
                           const BosAbility *info,
                           gint32 source,
                           guint player,
                           const DkEvent *ev);
void bos_note_listeners (DkGame *g);
void bos_on_event (DkGame *g, const DkEvent *event);
DkStepResult bos_proc_triggers (DkGame *g, DkFrame *f);

/* bos-chain.c */
gboolean bos_checkpoint (DkGame *g);
DkStepResult bos_proc_chain (DkGame *g, DkFrame *f);
gboolean bos_chain (DkGame *g, guint first, gint32 window);

/* bos-activate.c */
gboolean bos_anyone_can_respond (DkGame *g, gint32 window);
void bos_all_pass (DkGame *g, guint first);
gboolean bos_open_window (DkGame *g, gint32 window, guint first);
void bos_window_options (DkGame *g, gint32 window, guint player);
void bos_window_act (DkGame *g, gint32 window, guint player, const DkOption *option);
DkStepResult bos_proc_activate (DkGame *g, DkFrame *f);

/* bos-deploy.c */
void bos_offer_deploys (DkGame *g, guint player);
void bos_do_deploy (DkGame *g, guint player, const DkOption *o);
void bos_offer_sets (DkGame *g, guint player);
void bos_do_set (DkGame *g, guint player, gint32 card);

/* bos-battle.c */
DkStepResult bos_proc_battle (DkGame *g, DkFrame *f);
DkStepResult bos_proc_attack (DkGame *g, DkFrame *f);

/* bos-turn.c */
extern const DkProcSpec bos_procs[BOS_N_PROCS];
void bos_setup (DkGame *g);
void bos_setup_position (DkGame *g);
void bos_run_step (DkGame *g, guint phase, guint step);
guint bos_default_players (const DkRuleset *ruleset);

/* bos-agent.c: the computer player's judgement (DkModule hooks) */
void bos_score_options (const DkGame *game, double *scores);
void bos_evaluate (const DkGame *game, double *values);
void bos_cards_dealt (DkGame *game);

/* bos-describe.c, bos-explain.c, bos-narrate.c, bos-help.c: words for a person (DkModule
 * describe_board, explain_decision, narrate, help_topics) */
void bos_describe_board (const DkGame *view, gint viewer, guint width, DkTextBuf *out);
void bos_explain_decision (const DkGame *view, DkTextBuf *out);
gboolean bos_narrate (const DkGame *game, const DkEvent *event, gint viewer, DkTextBuf *out);
extern const DkHelpTopic bos_help_topics[];
const char *bos_words_phase (gint phase);
const char *bos_words_step (gint phase, gint step);
const char *bos_words_class (gint32 klass);
const char *bos_words_number (gint32 value, char *buf, gsize size);
void bos_words_player (DkTextBuf *out, guint player);
char *bos_words_shorten (const char *name, guint max);

/* bos-values.c */
gint32 bos_adjust_stat (const DkGame *g, gint32 card, guint stat, gint32 value);

/* bos-effects.c */
extern const DkInstrSpec bos_instrs[];
extern const guint bos_n_instrs;
extern const DkTargetSpec bos_targets[];
extern const guint bos_n_targets;
enum
{
  BOS_INSTR_DAMAGE,
  BOS_INSTR_PAY_SP,
  BOS_INSTR_POSITION,
  BOS_INSTR_KILL_TOKEN,
  BOS_INSTR_COUNTER,
  BOS_INSTR_SPECIAL_DEPLOY,
  BOS_INSTR_SACRIFICE,
  BOS_INSTR_COIN_FLIP,
  BOS_INSTR_DICE,
  BOS_INSTR_TOKEN,
  BOS_INSTR_TAKE_CONTROL,
  BOS_INSTR_ATTACH,
  BOS_INSTR_RETURN,
  BOS_INSTR_DESTROY,
  BOS_INSTR_REMOVE,
  BOS_INSTR_MOVE,
  BOS_INSTR_MODIFY,
  BOS_INSTR_GAIN,
  BOS_INSTR_LOSE,
  BOS_INSTR_DRAW,
  BOS_N_INSTRS
};
enum
{
  BOS_TARGET_THIS_FIGHTER,
  BOS_TARGET_EQUIPPED_FIGHTER,
  BOS_TARGET_ATTACKER,
  BOS_TARGET_ATTACK_TARGET,
  BOS_TARGET_EVENT_CARD,
  BOS_TARGET_YOUR_FIGHTERS,
  BOS_TARGET_OPPONENT_FIGHTERS,
  BOS_TARGET_ALL_FIGHTERS,
  BOS_N_TARGETS
};
#define BOS_TARGET(t) (DK_TARGET_MODULE_BASE + BOS_TARGET_##t)
#define BOS_INSTR(i) (DK_INSTR_MODULE_BASE + BOS_INSTR_##i)

gboolean bos_cost_payable_check (
    const DkGame *g, gint32 card, const DkAbility *ab, const BosAbility *info, guint player);
gboolean bos_effect_possible_check (
    const DkGame *g, gint32 card, const DkAbility *ab, const BosAbility *info, guint player);

/* Glossary: Pay a Cost: could the cost of @ab (compiled: @info) of @card
 * be paid in full by @player? Most costs cannot fail (compiled): those are
 * answered here, without a call. */
static inline gboolean
bos_cost_payable (
    const DkGame *g, gint32 card, const DkAbility *ab, const BosAbility *info, guint player)
{
  return !(info->flags & BOS_AB_COST_CHECK) || bos_cost_payable_check (g, card, ab, info, player);
}

/* Could the effect of @ab (compiled: @info) of @card do something for
 * @player (bos_effect_possible_check)? Most effects cannot fail
 * (compiled): those are answered here, without a call. */
static inline gboolean
bos_effect_possible (
    const DkGame *g, gint32 card, const DkAbility *ab, const BosAbility *info, guint player)
{
  return !(info->flags & BOS_AB_EFFECT_CHECK) ||
         bos_effect_possible_check (g, card, ab, info, player);
}
gboolean bos_group_target (gint target);
gboolean bos_group_member (const DkGame *g, gint target, guint controller, gint32 card);

G_END_DECLS
