/* ufs-private.h: what the UFS module's files share.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "../dk-games.h"

#include <string.h>

G_BEGIN_DECLS

/* The module's tables (ufs-module.c), by index. */
enum
{
  UFS_TYPE_CHARACTER,
  UFS_TYPE_ATTACK,
  UFS_TYPE_ACTION,
  UFS_TYPE_ASSET,
  UFS_TYPE_FOUNDATION,
};

enum
{
  UFS_ZONE_DECK,
  UFS_ZONE_HAND,
  UFS_ZONE_CARD_POOL,
  UFS_ZONE_STAGING,
  UFS_ZONE_DISCARD,
  UFS_ZONE_MOMENTUM,
  UFS_ZONE_REMOVED,
};

enum
{
  UFS_PHASE_READY,
  UFS_PHASE_COMBAT,
  UFS_PHASE_END,
};

enum
{
  UFS_STEP_READY,
  UFS_STEP_REVIEW,
  UFS_STEP_DRAW,
};

enum
{
  UFS_STAT_DIFFICULTY,
  UFS_STAT_CONTROL,
  UFS_STAT_RESOURCES,
  UFS_STAT_HAND_SIZE,
  UFS_STAT_VITALITY,
  UFS_STAT_VERSION,
  UFS_STAT_GENDER,
  UFS_STAT_UNIVERSE,
  UFS_STAT_WATERMARK,
  UFS_STAT_SPEED,
  UFS_STAT_DAMAGE,
  UFS_STAT_ATTACK_ZONE,
  UFS_STAT_BLOCK_ZONE,
  UFS_STAT_BLOCK_MODIFIER,
  UFS_STAT_DECK_LIMIT,
  UFS_STAT_HEIGHT, /* B.1.2.4: vital statistics, -1 for question marks */
  UFS_STAT_WEIGHT,
  UFS_STAT_BLOOD_TYPE,
  UFS_N_STATS
};

/* The bit of UfsCardData.other_stats that says a card's static effects
 * modify control checks (E.3.1.2), past every stat. */
#define UFS_OTHER_CHECKS 63
G_STATIC_ASSERT (UFS_N_STATS < UFS_OTHER_CHECKS);

enum
{
  UFS_ZONE_HIGH,
  UFS_ZONE_MID,
  UFS_ZONE_LOW,
};

enum
{
  UFS_PARAM_DECK_SIZE_MIN,
  UFS_PARAM_DECK_SIZE_EXACT,
  UFS_PARAM_MAX_COPIES,
  UFS_PARAM_SIDEBOARD_MAX,
  UFS_PARAM_CYCLE_REMOVE,
  UFS_PARAM_MULLIGAN,
  UFS_PARAM_MAX_MULLIGANS,
  UFS_PARAM_FIRST_SKIPS_READY,
  UFS_PARAM_FIRST_COMMITS_CHARACTER,
  UFS_PARAM_HAND_SIZE_BONUS,
  UFS_PARAM_MAX_TURNS,
  UFS_PARAM_DEADLOCK_FOUNDATIONS,
  UFS_PARAM_FIRST_CHOOSER,
  UFS_PARAM_ALLOW_INERT,
};

/* The module's verbs, at DK_VERB_MODULE (i). */
enum
{
  UFS_VERB_REVIEW,
  UFS_VERB_NO_REVIEW,
  UFS_VERB_PLAY,
  UFS_VERB_ABILITY,
  UFS_VERB_BLOCK,
  UFS_VERB_NO_BLOCK,
  UFS_VERB_COMMIT,
  UFS_VERB_NO_COMMIT,
  UFS_VERB_MOMENTUM,
  UFS_VERB_DISCARD,
  UFS_VERB_GO_FIRST,
  UFS_VERB_GO_SECOND,
  UFS_VERB_CANCEL,
  UFS_VERB_NO_CANCEL,
  UFS_VERB_NAME, /* K.5.5: name a card */
};

#define UFS_VERB(v) DK_VERB_MODULE (UFS_VERB_##v)

/* Decision kinds, at DK_DECISION_MODULE (i). */
enum
{
  UFS_DECISION_REVIEW,
  UFS_DECISION_FORM,
  UFS_DECISION_BLOCK,
  UFS_DECISION_COMMIT,
  UFS_DECISION_CLEAR,
  UFS_DECISION_FIRST,
  UFS_DECISION_MULLIGAN,
  UFS_DECISION_COST,
  UFS_DECISION_CANCEL,
  UFS_DECISION_NAME,        /* K.5.5 */
  UFS_DECISION_FIRED_ORDER, /* J.3.2.1.2 */
};

#define UFS_DECISION(d) DK_DECISION_MODULE (UFS_DECISION_##d)

/* Events, at DK_EVENT_MODULE (i). */
enum
{
  UFS_EVENT_CHECK,
  UFS_EVENT_CARD_PLAYED,
  UFS_EVENT_PLAY_FAILED,
  UFS_EVENT_BLOCK,
  UFS_EVENT_DAMAGE,
  UFS_EVENT_CYCLE,
  UFS_EVENT_ATTACK_RESOLVED,
  UFS_EVENT_ABILITY_PLAYED,
  UFS_EVENT_ATTACK_BEGINS,
  UFS_EVENT_DROPPED,
  UFS_EVENT_COMMIT,
  UFS_EVENT_CANCELLED,
  UFS_EVENT_CHECK_MADE,
  UFS_EVENT_BEFORE_BLOCK,
  UFS_N_EVENTS
};

#define UFS_EVENT(e) DK_EVENT_MODULE (UFS_EVENT_##e)

/* The step of ufs_proc_check that waits for the check-made window
 * (E.3.1.1): a check there has no final value yet. */
#define UFS_CHECK_STEP_MADE 5

/* How a card is played (the `kind` of card-played). */
enum
{
  UFS_KIND_FORM,
  UFS_KIND_BLOCK,
  UFS_KIND_REVERSAL,
  UFS_KIND_EFFECT,
};

/* G.2.2: block status. */
enum
{
  UFS_BLOCK_NONE,
  UFS_BLOCK_PARTIAL,
  UFS_BLOCK_COMPLETE,
};

/* Procedures, at DK_PROC_MODULE (i). */
enum
{
  UFS_PROC_START,
  UFS_PROC_REVIEW,
  UFS_PROC_COMBAT,
  UFS_PROC_PLAY_CARD,
  UFS_PROC_CHECK,
  UFS_PROC_ATTACK,
  UFS_PROC_END,
  UFS_PROC_ABILITY,
  UFS_PROC_RESPOND,
  UFS_PROC_COMMIT_N,
  UFS_PROC_KEYWORD,
  UFS_PROC_WINDOWS,
  UFS_PROC_FIRED,
  UFS_PROC_READY_N,
  UFS_PROC_PAUSE_ORDER,
  UFS_PROC_INTERRUPT,
  UFS_PROC_FIRED_ORDER,
  UFS_N_PROCS
};

#define UFS_PROC(p) DK_PROC_MODULE (UFS_PROC_##p)

/* Modifier scopes. */
enum
{
  UFS_SCOPE_ATTACK,
};

/* Priority windows: the enhance step, or a response window (then the
 * window id is UFS_WINDOW_RESPONSE + the depth of its event). */
#define UFS_WINDOW_ENHANCE 1
#define UFS_WINDOW_RESPONSE 16

/* Card flags of the module (cleared by the framework on every move). */
#define UFS_FLAG_FROZEN (DK_CARD_FLAG_MODULE << 0)   /* K.4.5 */
#define UFS_FLAG_SEALED (DK_CARD_FLAG_MODULE << 1)   /* K.4.3 */
#define UFS_FLAG_BLOCK (DK_CARD_FLAG_MODULE << 2)    /* played as a block */
#define UFS_FLAG_DEALT (DK_CARD_FLAG_MODULE << 3)    /* an attack that dealt damage */
#define UFS_FLAG_COPY (DK_CARD_FLAG_MODULE << 4)     /* a multiple copy (I.3.8) */
#define UFS_FLAG_ATTACHED (DK_CARD_FLAG_MODULE << 5) /* attached to the character */
/* E.4.7.2.3: not counted toward progressive difficulty */
#define UFS_FLAG_UNCOUNTED (DK_CARD_FLAG_MODULE << 6)
#define UFS_FLAG_REVERSAL (DK_CARD_FLAG_MODULE << 7) /* played as a reversal (I.3.10) */
/* readied by an effect since the Combat Phase began ("that has not been readied this
 * Combat Phase": ready-foundations fresh="true") */
#define UFS_FLAG_READIED (DK_CARD_FLAG_MODULE << 8)
/* D.2.5, E.4.2: a card being played from a zone other than the card pool
 * (ufs_proc_play_card), in transit: no longer in its hand for effects */
#define UFS_FLAG_TRANSIT (DK_CARD_FLAG_MODULE << 9)

/* Card vars (cleared by the framework on every move: H.5.3). */
enum
{
  UFS_VAR_PLAYED_TURN, /* the turn the card was played (F.3.2.1) */
  UFS_VAR_USES_TURN,   /* the turn of UFS_VAR_USES */
  UFS_VAR_USES,        /* bit i: ability i used this turn; bit 16 + i: twice */
  UFS_VAR_EXTRA,       /* copies: the original card + 1; staging: the seq it arrived */
};

/* Keyword abilities that are played, numbered after the printed ones. */
typedef enum
{
  UFS_KW_NONE,
  UFS_KW_BREAKER,
  UFS_KW_EX,
  UFS_KW_GAUGE,
  UFS_KW_MULTIPLE,
  UFS_KW_POWERFUL,
  UFS_KW_REVERSAL,
  UFS_KW_STUN,
} UfsKeywordAbility;

/* H.1: the ability types, as the module's ability_types table orders them. */
typedef enum
{
  UFS_ABILITY_ENHANCE,
  UFS_ABILITY_FORM,
  UFS_ABILITY_RESPONSE,
  UFS_ABILITY_CONTINUOUS,
} UfsAbilityType;

/* The `kind` of an ability-played event, as ufs-module.c names them: a
 * printed ability, one with the Combo restriction (H.3.1.2.1), a keyword's
 * ability (I.3). */
typedef enum
{
  UFS_PLAYED_PRINTED,
  UFS_PLAYED_COMBO,
  UFS_PLAYED_KEYWORD,
} UfsPlayedKind;

/* H.3.2.2: an ability's `limit` restriction. */
typedef enum
{
  UFS_LIMIT_NONE,
  UFS_LIMIT_ONCE_PER_TURN,
  UFS_LIMIT_TWICE_PER_TURN,
  UFS_LIMIT_YOUR_TURN,
  UFS_LIMIT_OPPONENT_TURN,
  UFS_LIMIT_YOUR_ATTACK,
  UFS_LIMIT_OPPONENT_ATTACK,
  UFS_LIMIT_ENHANCE_STEP,
  UFS_LIMIT_ONCE_PER_ENHANCE_STEP,
  UFS_LIMIT_ONCE_PER_GAME,
  UFS_LIMIT_COMBAT_PHASE, /* F.2: "after ... during the Combat Phase", in a response */
} UfsLimit;

/* The restrictions of a printed ability (UfsAbilityData.flags). */
typedef enum
{
  UFS_AB_FIRST = 1 << 0,           /* H.3.1.1 */
  UFS_AB_COMBO = 1 << 1,           /* I.3.3 */
  UFS_AB_DEADLOCK = 1 << 2,        /* H.3.1.3 */
  UFS_AB_DESPERATION = 1 << 3,     /* H.3.1.2 */
  UFS_AB_EITHER_PLAYER = 1 << 4,   /* either player may play it */
  UFS_AB_WHILE_COMMITTED = 1 << 5, /* H.5.1 */
  UFS_AB_ZONE = 1 << 6,            /* played from the zone in .zone only */
  UFS_AB_CHARACTER = 1 << 7,       /* only with the character named .character */
  UFS_AB_RESOURCE = 1 << 8,        /* only with the symbol in .resource */
  UFS_AB_WATERMARK = 1 << 9,       /* only with the watermark .watermark */
  UFS_AB_NAMES_SELF = 1 << 10,     /* its condition names its own card */
  UFS_AB_USES_X = 1 << 11,         /* H.4.4: its costs or effect use X */
  UFS_AB_SELF_MODIFY = 1 << 12,    /* H.6: a continuous bonus to its own card */
  UFS_AB_WHEN_TEXT = 1 << 13,      /* its condition is matched as text (ufs_when_matches) */
  UFS_AB_INERT = 1 << 14, /* printed, with no effect: never played (ufs_ability_is_inert) */
  UFS_AB_ONLY_COMMITTED = 1 << 15, /* H.3.3.1: only while committed */
} UfsAbilityFlags;

/* How one attribute of a <when> compares with its event (UfsWhen.kind). */
typedef enum
{
  UFS_WHEN_NEVER,  /* no event has such a value */
  UFS_WHEN_SELF,   /* the card attribute is the ability's own card */
  UFS_WHEN_INT,    /* the number is .value */
  UFS_WHEN_BOOL,   /* true is .value */
  UFS_WHEN_WORD,   /* the index into a table of names is .value */
  UFS_WHEN_PLAYER, /* the player is .value (-1: none) */
  UFS_WHEN_CARD,   /* the card's id has the quark .value (or see .flags) */
  UFS_WHEN_MIN,    /* the number is .value or more ("N+") */
  UFS_WHEN_MAX,    /* the number is .value or less ("N-") */
  UFS_WHEN_WORDS,  /* the index into a table of names is a bit of .value ("a|b") */
  UFS_WHEN_RESULTS, /* the ability numbered there could cause one of the UfsResult bits .value (K.2.8) */
  UFS_WHEN_KEYWORD, /* the event's card has the keyword UfsKeywordName .value now (I.1) */
  UFS_WHEN_TYPE,    /* the event's card is of a card type of the bits .value (C.2, D.2.2.2) */
  UFS_WHEN_KW_ABILITY, /* the ability numbered there is a keyword's, of a UfsKeywordAbility bit of .value (I.3) */
  UFS_WHEN_CHANGE,  /* new minus old (the attributes there and after) is .value or more (.flags UFS_WHEN_MIN) or less */
  UFS_WHEN_RESTRICTION, /* the ability numbered there has a UfsWhenRestriction bit of .value (H.3.1) */
  UFS_WHEN_REL_PLAYER, /* the player is the ability's controller (.value 0) or their opponent (1) */
  UFS_WHEN_ATTACK_STATUS, /* the event's card is the attack in its sequence, its block status a bit of .value (G.2) */
} UfsWhenKind;

/* The play restrictions a <when restriction="..."> names, as bits of
 * UfsWhen.value (H.3.1.3.1, H.3.1.4.1, H.3.1.5.1, H.3.1.6.1). */
typedef enum
{
  UFS_WHEN_R_DEADLOCK = 1 << 0,    /* a deadlock ability */
  UFS_WHEN_R_DESPERATION = 1 << 1, /* a desperation ability */
  UFS_WHEN_R_CHARACTER = 1 << 2,   /* a character-specific ability */
  UFS_WHEN_R_RESOURCE = 1 << 3,    /* a resource-only ability */
} UfsWhenRestriction;

/* ufs-results.c: what an ability could cause (K.2.8). */
typedef enum
{
  UFS_RESULT_DRAW,
  UFS_RESULT_HAND,
  UFS_RESULT_DISCARD,
  UFS_RESULT_DAMAGE,
  UFS_RESULT_GAIN,
  UFS_RESULT_MOMENTUM,
  UFS_RESULT_DESTROY,
  UFS_RESULT_COMMIT,
  UFS_N_RESULTS
} UfsResult;

gboolean ufs_results_parse (const char *value, guint32 *bits);
guint8 ufs_ability_results (const DkAbility *ab);

/* UfsWhen.arg: where in the event the attribute is. */
#define UFS_WHEN_ARG_CARD (-1)
#define UFS_WHEN_ARG_TURN (-2)

/* UfsWhen.flags of UFS_WHEN_CARD: the value also reads as no card, or as
 * a card nobody knows. */
#define UFS_WHEN_CARD_NONE 1
#define UFS_WHEN_CARD_UNKNOWN 2

/* One attribute of an ability's <when>, compiled against its event's
 * attributes (H.2.3.2.4.2.1). */
typedef struct
{
  guint8 kind; /* UfsWhenKind */
  gint8 arg;   /* an index into DkEvent.a, or UFS_WHEN_ARG_* */
  guint8 flags;
  guint8 pad;
  gint32 value;
} UfsWhen;

#define UFS_WHEN_ATTRS 4 /* compiled a <when>; one with more is matched as text */

gboolean ufs_when_bound (const char *value, gint32 *out, guint8 *kind);

/**
 * UfsAbilityData:
 *
 * A printed ability as the game asks about it, compiled at load: its
 * restrictions and limit. @character and @watermark are quarks of the
 * names (0 for ""); @zone is the zone kind, -1 for one the module lacks.
 */
typedef struct
{
  guint16 flags; /* UfsAbilityFlags */
  guint8 limit;  /* UfsLimit */
  gint8 zone;
  guint32 resource; /* the symbol's bit, 0 for an unknown symbol */
  GQuark character;
  GQuark watermark;
  guint8 n_when;
  guint8 limit2;        /* UfsLimit: a second limit (`your-turn once-per-turn`) */
  guint8 uncancellable; /* "cannot be cancelled by card effects" */
  guint8 results;       /* UfsResult bits: what its effect could cause (K.2.8) */
  UfsWhen when[UFS_WHEN_ATTRS];
} UfsAbilityData;

/* Keywords that act by themselves (UfsCardData.keywords). */
typedef enum
{
  UFS_KWF_ONLY = 1 << 0,        /* I.3.2 */
  UFS_KWF_UNIQUE = 1 << 1,      /* I.3.15 */
  UFS_KWF_TERRAIN = 1 << 2,     /* I.3.13 */
  UFS_KWF_FLASH = 1 << 3,       /* I.3.6 */
  UFS_KWF_THROW = 1 << 4,       /* I.3.14 */
  UFS_KWF_SAFE = 1 << 5,        /* I.3.11 */
  UFS_KWF_DESPERATION = 1 << 6, /* I.3.4 */
  UFS_KWF_COMBO = 1 << 7,       /* I.3.3 */
} UfsKeywordFlags;

/* The restrictions of a played keyword (I.2.5, UfsKeywordData.flags). */
typedef enum
{
  UFS_KWR_DEADLOCK = 1 << 0,
  UFS_KWR_DESPERATION = 1 << 1,
  UFS_KWR_CHARACTER = 1 << 2,
} UfsKeywordRestrictions;

/* A played keyword ability: its kind, rating (1 when none is printed) and
 * restrictions; @index is the keyword's own index on its card. */
typedef struct
{
  guint8 kind;  /* UfsKeywordAbility */
  guint8 flags; /* UfsKeywordRestrictions */
  guint16 index;
  gint32 rating;
  GQuark character;
} UfsKeywordData;

/* The 25 keywords of section I by name (UfsCardData.printed, a Combo
 * requirement's keywords): the traits of I.1, then the ability keywords
 * of I.2.1. */
typedef enum
{
  UFS_KWN_ALLY,
  UFS_KWN_CHARGE,
  UFS_KWN_FURY,
  UFS_KWN_KICK,
  UFS_KWN_PUNCH,
  UFS_KWN_RANGED,
  UFS_KWN_SLAM,
  UFS_KWN_TAUNT,
  UFS_KWN_TECH,
  UFS_KWN_WEAPON,
  UFS_KWN_BREAKER,
  UFS_KWN_ONLY,
  UFS_KWN_COMBO,
  UFS_KWN_DESPERATION,
  UFS_KWN_EX,
  UFS_KWN_FLASH,
  UFS_KWN_GAUGE,
  UFS_KWN_MULTIPLE,
  UFS_KWN_POWERFUL,
  UFS_KWN_REVERSAL,
  UFS_KWN_SAFE,
  UFS_KWN_STUN,
  UFS_KWN_TERRAIN,
  UFS_KWN_THROW,
  UFS_KWN_UNIQUE,
  UFS_N_KEYWORD_NAMES
} UfsKeywordName;

/* The printed values a Combo requirement may name (`damage:3`), by
 * UfsComboReq.values index. */
enum
{
  UFS_COMBO_DAMAGE,
  UFS_COMBO_SPEED,
  UFS_COMBO_DIFFICULTY,
  UFS_COMBO_CONTROL,
  UFS_COMBO_N_VALUES
};

/* UfsComboReq.block: any block zone (the term `block` alone). */
#define UFS_COMBO_ANY_BLOCK 3

/**
 * UfsComboReq:
 *
 * One requirement of a Combo keyword (I.3.3), compiled at load: the
 * printed values one card of the card pool must have, all of them. -1 in
 * @type, @zone and @block: no test; @values[i] is tested when bit i of
 * @stats is set; @name is the quark of the card name, 0: no test.
 */
typedef struct
{
  guint32 keywords; /* UfsKeywordName bits the card has printed */
  guint16 symbols;  /* resource symbol bits the card shows */
  gint8 type;       /* card type */
  gint8 zone;       /* attack zone */
  gint8 block;      /* block zone, or UFS_COMBO_ANY_BLOCK */
  guint8 stats;     /* bit i: the printed value i equals @values[i] */
  guint16 pad;
  GQuark name;
  gint32 values[UFS_COMBO_N_VALUES];
} UfsComboReq;

/* A Combo keyword: its requirements, @n of UfsCardData.combo_reqs from
 * @first, in card pool order; @kw its restrictions (I.2.5: `Kestrel
 * Combo`). */
typedef struct
{
  UfsKeywordData kw;
  guint8 first;
  guint8 n;
  guint16 pad;
} UfsCombo;

#define UFS_CARD_COMBOS 4     /* Combo keywords a card may have */
#define UFS_CARD_COMBO_REQS 8 /* their requirements together */

/* How Only names its characters (UfsCardData.only_flags). */
typedef enum
{
  UFS_ONLY_ANYONE = 1 << 0, /* the keyword names nobody: no restriction */
  UFS_ONLY_EMPTY = 1 << 1,  /* one of the names is empty */
  UFS_ONLY_MORE = 1 << 2,   /* more names than UFS_ONLY_NAMES: read them */
} UfsOnlyFlags;

#define UFS_CARD_ABILITIES 12 /* printed abilities compiled a definition */
#define UFS_CARD_KEYWORDS 8   /* played keyword abilities compiled a definition */
#define UFS_ONLY_NAMES 4

/**
 * UfsCardData:
 *
 * A card definition compiled once, when its set is loaded
 * (DkCardDef.data): what a game asks of the card, as numbers and bit
 * masks. Abilities and played keywords past the compiled counts are
 * compiled again when asked for (ufs_ability_data(), ufs_played_keyword()).
 */
typedef struct
{
  GQuark name;
  GQuark id;
  guint32 keywords;   /* UfsKeywordFlags */
  gint32 desperation; /* the rating of the first Desperation, -1 none */
  guint8 n_played;    /* played keyword abilities, all of them */
  guint8 n_compiled;  /* printed abilities in @abilities */
  guint8 types;       /* bit t: a printed ability of UfsAbilityType t */
  guint8 kinds;       /* bit k: a played keyword of UfsKeywordAbility k */
  guint8 only_flags;  /* UfsOnlyFlags */
  guint8 n_only;
  guint8 either_types; /* bit t: an ability of type t either player may play */
  guint8 zones[4];     /* [t] bit z: a type t ability may be played from zone kind z */
  /* bit t: a printed type t ability that a committed card in a staging
   * area may still play (H.5.1: one played while committed, or from a
   * zone it names) */
  guint8 committed_types;
  guint64 listens;          /* the event kinds any of its abilities names (<when>) */
  guint64 responds;         /* the event kinds its responses may answer (H.2.3) */
  guint64 printed_responds; /* those its printed responses answer (not Breaker, Reversal) */
  guint64 fires;       /* the event kinds its continuous abilities fire on (J.3.2) */
  guint64 self_stats;  /* the stats its continuous abilities modify on itself (H.6) */
  GQuark only[UFS_ONLY_NAMES];
  UfsKeywordData played[UFS_CARD_KEYWORDS];
  UfsAbilityData abilities[UFS_CARD_ABILITIES];
  /* The first printed ability with no effect (ufs_ability_is_inert), -1
   * when the card is fully executable. */
  gint16 inert;
  /* Read by Combo and Desperation only, so after what every card asks. */
  guint32 printed; /* UfsKeywordName bits: its printed keywords */
  guint16 symbols; /* its printed resource symbols, infinity as all */
  guint8 n_combos;
  UfsKeywordData desperation_kw; /* the first Desperation's restrictions (I.2.5) */
  UfsCombo combos[UFS_CARD_COMBOS];
  UfsComboReq combo_reqs[UFS_CARD_COMBO_REQS];
  guint64 other_stats; /* the stats its static effects modify on other cards (J.2.1);
                        * bit UFS_OTHER_CHECKS: control checks (E.3.1.2) */
  guint32 forbids;     /* UfsRestrictKind bits: the <forbid>s of its static effects */
  gboolean play_require; /* a continuous ability's <require> effect: when it may be played (E.4.1) */
  gboolean reads_cards;  /* an amount reads the stat of a card that may move (J.4.2.3) */
  gboolean static_as_hand; /* a continuous ability's <as-though-in-hand>: it may block from
                            * its staging area (K.3.17) */
  /* C.3.3.4.3: a bonus of its continuous abilities, to itself or to other
   * cards, whose amount (an expression), condition (<if>, <unless>) or
   * restrictions (J.2.4) may change while it acts: kept as applied
   * (ufs_static_sync). */
  gboolean static_changes;
} UfsCardData;

static inline const UfsCardData *
ufs_card_data (const DkCardDef *def)
{
  return (const UfsCardData *) def->data;
}

#define UFS_MAX_ATTACKS 16
#define UFS_MAX_NEXT 8
#define UFS_MAX_USED 32
#define UFS_MAX_WINDOWS 8
#define UFS_MAX_PENDING 32
#define UFS_MAX_PARTS 2    /* E.4.5: UfsState.window_parts */
#define UFS_ABLE_CARDS 256 /* a game with more cards scans them all */
#define UFS_ABLE_EVENTS 8  /* event kinds with a set of able cards of their own */
#define UFS_RARE_CARDS 8   /* UfsState.rare_cards */
#define UFS_RARE_MANY 255
/* The zone kinds few cards play abilities from. */
#define UFS_FAR_ZONES                                                                              \
  ((1u << UFS_ZONE_DISCARD) | (1u << UFS_ZONE_MOMENTUM) | (1u << UFS_ZONE_REMOVED) |               \
   (1u << UFS_ZONE_DECK))
#define UFS_MAX_SHOWN 8    /* cards revealed or looked at by effects under way */

/* A bonus waiting for a player's next attack (K.3.9). */
typedef struct
{
  gint8 player;
  guint8 stat;
  guint16 wait; /* K.3.9.1: attacks to let by first (a second attack: 1) */
  gint32 value;
  /* The attack being attempted that takes it, or DK_NO_CARD; while it
   * waits, UFS_NEXT_SEEN (the attack last let by). */
  gint32 claimed;
  gint32 min, max; /* K.3.7: the bounds of a bonus or penalty */
  guint32 match; /* K.3.9.1: the criteria the attack must match (UFS_MATCH_*) */
} UfsNextMod;
#define UFS_NEXT_SEEN(attack) (-2 - (attack))
/* UfsNextMod.player: J.3.3.1.1: made by the opponent of the player whose
 * attack takes it (a penalty to "your opponent's next attack") */
#define UFS_NEXT_BY_OPPONENT 0x40

/* J.3.2: a fired effect an ability created (<delayed>): the body of that
 * instruction runs after each event of kind @event (by @who: 0 anyone, 1
 * the controller, 2 their opponent) until the end of the turn or of the
 * attack, @left times at most (0: no limit). */
#define UFS_MAX_DELAYED 8
typedef struct
{
  gint16 card;
  gint16 match; /* the card the event must be about, or DK_NO_CARD: any */
  guint32 scope; /* J.4.1.1: its creator's scope start (when @scoped) */
  guint16 ability;
  guint16 start; /* the first instruction of the body */
  gint16 event;
  guint8 who;
  guint8 controller;
  guint8 until; /* 0 the end of the turn, 1 the end of the attack */
  guint8 left;
  guint8 at_least; /* a damage event: its amount at least this (0: any) */
  guint8 below;    /* a damage event: its amount below its card's printed damage (G.3.1) */
  guint8 scoped;   /* J.4.1.1: its creator had a scope */
  guint8 x;        /* J.4.3.1: the X of the ability whose effect created it */
} UfsDelayed;

/* An ability used in a window or enhance step (H.2.1.4, H.2.3.4). */
typedef struct
{
  guint32 window;
  gint16 card;
  gint16 ability;
} UfsUsed;

/* An event kept for its response window: a DkEvent without what only the
 * log needs (who knew its cards); of its number, the low 16 bits (J.3.2.2:
 * the scope of the fired effects it makes execute, ufs-values2.c). */
typedef struct
{
  guint8 type; /* below 64: the events a window answers (UfsState.respondable) */
  gint8 player;
  gint16 card;
  gint16 turn;
  guint16 seq16;
  gint32 a[DK_EVENT_ARGS];
} UfsEvent;

/* UfsEvent.type of a waiting event: J.1.2, K.1.3.1, E.4.5: another card of
 * the act whose event waits before it (ufs_on_event). */
#define UFS_EVENT_JOINED 0x80
/* ... E.4.5: joined to it as one of the events of paying costs, of any
 * kind: the event's parts, one a kind, are told apart as its window opens
 * (ufs_proc_windows). */
#define UFS_EVENT_COSTS 0x40
#define UFS_EVENT_FLAGS (UFS_EVENT_JOINED | UFS_EVENT_COSTS)
G_STATIC_ASSERT (DK_EVENT_MODULE_BASE + UFS_N_EVENTS <= 64);

static inline void
ufs_event_keep (UfsEvent *out, const DkEvent *ev)
{
  out->type = (guint8) ev->type;
  out->player = ev->player;
  out->card = (gint16) ev->card;
  out->turn = (gint16) ev->turn;
  out->seq16 = (guint16) ev->seq;
  memcpy (out->a, ev->a, sizeof out->a);
}

/* The event again, as the framework's functions take it; the log's fields
 * are 0 (the window reads the event as the full viewer). */
static inline DkEvent
ufs_event_get (const UfsEvent *e)
{
  DkEvent ev = { 0 };

  ev.type = e->type & ~UFS_EVENT_FLAGS;
  ev.player = e->player;
  ev.turn = e->turn;
  ev.seq = e->seq16; /* the low 16 bits only: ufs_fired_scope_note() */
  ev.card = e->card;
  memcpy (ev.a, e->a, sizeof ev.a);
  return ev;
}

/* E.4.5: a part of a window's event other than its first (the event of
 * UfsState.window_event): the first event of another kind among those of
 * paying the costs, told as compactly as such an event allows (a kind of
 * event whose arguments do not fit has a window of its own). */
typedef struct
{
  guint8 type;
  guint8 window; /* the depth of the window whose event it is part of */
  gint8 player;
  gint8 a[DK_EVENT_ARGS];
  guint8 pad;
  gint16 card;
  guint16 stamp16; /* J.5.4: the low 16 bits of its card's stamp as the window opened */
} UfsEventPart;

/* ufs-restrict.c: what a lasting restriction does (UfsRestriction.kind). */
typedef enum
{
  UFS_RX_NO_BLOCK,           /* G.2.1.1.1: .value the block zones barred (bit per zone) */
  UFS_RX_UNBLOCKABLE,        /* G.2.1.1.2: the attack .card cannot be blocked */
  UFS_RX_NO_PLAY,            /* E.4.1.3: .value the card types that may not be played */
  UFS_RX_NO_ABILITY,         /* E.4.1.3: .value the ability types that may not be played */
  UFS_RX_CHECK_BONUS,        /* E.3.1.2: .value added to the final value of a check */
  UFS_RX_IGNORE_PROGRESSIVE, /* E.4.7.2.2: the cards attempted skip progressive difficulty */
  UFS_RX_ADDED_CHECK,        /* E.4.9.2: a check of difficulty .value added to each card */
  UFS_RX_ADDED_COMMIT,       /* E.4.4.2: .value foundations committed for each card */
  UFS_RX_ADDED_MOMENTUM,     /* E.4.4.2: .value momentum discarded for each card */
  UFS_RX_NO_GAIN,            /* K.3.1: the player may not gain vitality */
} UfsRestrictKind;

/* How long a restriction lasts (UfsRestriction.until). */
typedef enum
{
  UFS_UNTIL_TURN,   /* the end of the turn it was made in */
  UFS_UNTIL_ATTACK, /* the end of the attack it was made in */
  UFS_UNTIL_NEXT,   /* used once (the next check, the next card attempted) */
  UFS_UNTIL_LEAVES, /* while its source stays where it is (the same stamp) */
  UFS_UNTIL_GAME,   /* the rest of the game */
} UfsUntil;

/* A lasting prohibition or change to how cards are played (E.3.1.2,
 * E.4.1.3, E.4.7.2.2, E.4.9.2, G.2.1.1): plain data in UfsState. */
typedef struct
{
  guint8 kind;   /* UfsRestrictKind */
  gint8 player;  /* the player it binds */
  guint8 until;  /* UfsUntil */
  guint8 pad;    /* UFS_RX_CHECK_BONUS: card types of the checks it is for, 0 all;
                  * and UFS_RX_KEEP_PHASE */
  gint16 card;   /* the attack (unblockable), or the source (UFS_UNTIL_LEAVES) */
  gint16 attack; /* the attack it was made in (UFS_UNTIL_ATTACK) */
  guint32 stamp; /* .card's stamp when made; UFS_RX_CHECK_BONUS for the next
                  * check: its keywords, each index + 1 (<modify-check keyword>) */
  gint32 turn;
  gint32 value;
} UfsRestriction;

/* UfsRestriction.pad of UFS_RX_CHECK_BONUS: failing the check it counts
 * for does not end the Combat Phase (F.2.2.1.1) */
#define UFS_RX_KEEP_PHASE 0x80u
/* UfsRestriction.value of UFS_RX_NO_BLOCK: blocks that would partially
 * block the attack are barred (G.2.1.1.1, G.2.2.3) */
#define UFS_RX_BLOCK_PARTIAL 0x8u

#define UFS_MAX_RESTRICT 8
#define UFS_MAX_GAME_USES 8
#define UFS_MAX_AS_HAND 2
/* An effect that grants or removes a keyword, or changes its rating
 * (I.2.3, I.2.4), on a card until the turn ends or it leaves its zone. */
typedef struct
{
  gint16 card;
  guint8 name;  /* UfsKeywordName */
  guint8 flags; /* UFS_KWC_* */
  gint32 turn;
  guint32 stamp; /* the card's move stamp when it began */
  gint32 rating; /* the rating's change */
} UfsKeywordChange;

#define UFS_KWC_GRANT 1
#define UFS_KWC_REMOVE 2
#define UFS_KWC_RATING 4
#define UFS_KWC_UNTIL_LEAVES 8
#define UFS_MAX_KW_CHANGES 8

/* ufs-replace.c: a replacement effect (J.3.5.1): what it replaces
 * (UfsReplace.kind). */
typedef enum
{
  UFS_RP_DAMAGE,  /* damage a player would receive: .value added, or set */
  UFS_RP_DISCARD, /* a card that would go to the discard pile goes to .to */
} UfsReplaceKind;

/* A lasting replacement effect: plain data in UfsState, kept in the order
 * made (J.3.5.2.1). */
typedef struct
{
  guint8 kind;       /* UfsReplaceKind */
  guint8 controller; /* whose effect it is */
  guint8 who;        /* bit p: player p's damage, or cards player p owns */
  guint8 until;      /* UfsUntil: TURN, ATTACK, LEAVES or GAME */
  guint8 from;       /* UFS_RP_DISCARD: bit z, the zone kinds it comes from; 0 any */
  guint8 to;         /* UFS_RP_DISCARD: the zone kind it goes to instead */
  gint8 position;    /* ... DK_POS_TOP or DK_POS_BOTTOM */
  guint8 left;       /* uses left, 0: each time until it ends */
  guint8 set;        /* UFS_RP_DAMAGE: the damage becomes .value */
  guint8 filtered;   /* the <replace> has a filter (.ability, .instr of .source) */
  guint16 ability;
  guint16 instr;
  guint16 pad;
  gint32 card;   /* the one card it is for, or DK_NO_CARD */
  gint32 source; /* the card whose ability made it */
  guint32 stamp; /* .source's stamp then (UFS_UNTIL_LEAVES) */
  gint32 turn;
  gint32 attack; /* the attack it was made in, or DK_NO_CARD */
  guint32 seq;
  gint32 value;
} UfsReplace;

#define UFS_MAX_REPLACE 4

/* ufs-lasting.c: what an attack must match (K.3.9.1, J.3.3): a word of
 * bits, 0 for any attack: UfsKeywordName bits (one of them, or with
 * UFS_MATCH_NOT none of them), and the attack zones (bit z <<
 * UFS_MATCH_ZONE_SHIFT: one of them). */
#define UFS_MATCH_KEYWORDS ((1u << UFS_N_KEYWORD_NAMES) - 1)
#define UFS_MATCH_NOT (1u << 28)
#define UFS_MATCH_ZONE_SHIFT 29

/* ufs-lasting.c: a detached modifier effect on a player's attacks for a
 * time (J.2.2, J.3.3: "your Kick attacks get +1 speed for the rest of this
 * turn"): it applies to every attack of @player's that matches @match,
 * while that attack's speed and damage may be modified (C.3.4), through
 * turn @last_turn (or the attack it was made in). */
#define UFS_MAX_ATTACK_MODS 6
typedef struct
{
  guint32 match; /* UFS_MATCH_* */
  gint32 last_turn;
  gint16 value; /* clamped to 16 bits */
  guint8 stat;
  guint8 player : 2; /* whose attacks: 0, 1; 2 each player's */
  guint8 until : 1;  /* 1: it ends with the attack under way */
  guint8 held : 1;   /* C.3.3.4.3: applied to the attack under way, which
                      * keeps it until it resolves, requirements or not */
} UfsAttackMod;
#define UFS_MAX_LACKED 4

/* ufs-scope.c: J.4.2.3, the values a card had as it left the first zone
 * where it had a current state: difficulty, control, speed, damage,
 * block modifier (UFS_LAST_STATS). */
typedef struct
{
  guint32 seq; /* the event count as it moved */
  gint16 card;
  gint8 v[5];
  guint8 pad;
} UfsLast;
#define UFS_MAX_LAST 4

/* ufs-cancel.c: a card or ability played (E.4.11) whose play is not
 * complete: an ability until its immediate effect has executed (J.3.1.1),
 * a card until the windows of its being played have closed. A response in
 * those windows may cancel it. */
typedef struct
{
  gint16 card;
  gint16 ability; /* the printed ability's index, or -1: a card played alone */
  guint8 player;
  guint8 kind;  /* UFS_KIND_* + 1 of the card played; 0: an ability alone */
  guint8 flags; /* UFS_PLAYING_* */
  guint8 pad;
} UfsPlaying;

#define UFS_PLAYING_CANCELLED 1
#define UFS_PLAYING_DESTROY 2       /* H.3.3.4.1: and its card destroyed */
#define UFS_PLAYING_UNCANCELLABLE 4 /* no card effect cancels it */
#define UFS_PLAYING_OFFER 8         /* H.3.3.4.3: the opponent is yet to be asked */
#define UFS_MAX_PLAYING 4

/**
 * UfsState:
 *
 * The module's plain-data block in each game.
 */
typedef struct
{
  gint32 character[2];
  gint32 first_player;
  guint8 must_attempt[2];   /* F.2.2.3: must attempt a card from the hand this combat phase */
  guint8 attempted_card[2]; /* attempted a card from the hand as a form this combat phase */
  guint8 forms[2];          /* forms attempted this combat phase (H.3.1.1.1) */
  guint8 enhances[2];       /* enhances attempted this enhance step (H.3.1.1.2) */
  guint8 mulligans[2];
  /* F.2.2.1.1: the frame depth + 1 of the check whose failure does not end
   * its player's Combat Phase (<modify-check check="this" keep-phase>), 0:
   * none; cleared when that check passes and as a form is attempted */
  guint8 fail_keeps[2];

  /* F.2.3: the attack stack, bottom first. */
  gint16 attack_stack[UFS_MAX_ATTACKS];
  guint32 n_attack_stack;

  /* The attack in its attack sequence (G). */
  gint32 attack;
  gint32 attacker;
  gint32 blocker;
  gint32 block_status;
  gint32 gauge;           /* I.3.7: the Gauge rating used this attack, 0 none */
  guint32 enhance_window; /* the serial of the current enhance step */

  /* The last attack that resolved, for reversals (I.3.10). */
  gint32 last_attack;
  gint32 last_attacker;
  gint32 last_status;
  gint32 last_safe;
  guint8 reversal_tried[2];
  guint16 vital_chosen; /* J.4.4: a question-mark value chosen (ufs_vital_ask), 0 none */
  /* G.3.1: <still-damage> on the attack in its sequence (ufs-still.c):
   * [0] the least damage on a complete block, [1] 0x80 half of it, the
   * other bits the least on any block */
  guint8 still_damage[2];
  /* K.1.2, G.3.1: <no-damage> on the attack in its sequence: it deals none */
  guint8 no_damage;
  /* I.3.10.2.3: <no-reversal target=> run on the attack in its sequence */
  guint8 no_reversal;

  UfsNextMod next[UFS_MAX_NEXT];
  guint32 n_next;
  gint32 next_card_difficulty[2]; /* I.3.1: Breaker's bonus to the next card attempted */

  /* Response windows: the events they react to, innermost last. */
  UfsEvent window_event[UFS_MAX_WINDOWS];
  guint32 window_serial[UFS_MAX_WINDOWS];
  guint32 n_windows;
  /* E.4.5: the other parts of the windows' events, innermost last
   * (@n_window_parts of them). */
  UfsEventPart window_parts[UFS_MAX_PARTS];
  /* H.2.3.2.1: the events that wait for their response windows, oldest
   * first, and the event types some card of the game responds to. */
  UfsEvent pending[UFS_MAX_PENDING];
  guint32 n_pending;
  /* J.1.3: bit i, the fired effects waiting for @pending[i] have had their
   * turn, in the middle of the effect that caused it (ufs_instr_done):
   * its window does not execute them again. */
  guint32 pending_fired;
  /* J.1.3: the number of the last event before a window's fired effects
   * were last pushed: the events up to it that wait then keep their turn
   * at their windows, and interrupt no effect (ufs_instr_done). */
  guint32 fire_floor;
  guint8 either_types;  /* bit t: some card has a type t ability either player may play */
  guint8 type_zones[4]; /* [t] bit z: some card may play a type t ability from zone kind z */
  guint8 n_rare;        /* @rare_cards in use; UFS_RARE_MANY: more than they hold */
  guint8 n_window_parts;
  guint8 pad4;
  guint64 respondable;
  guint8 answer_zones[64]; /* [e] bit z: some card may answer event kind e from zone kind z */
  guint32 serial;
  UfsUsed used[UFS_MAX_USED];
  guint32 n_used;
  gboolean cost_failed; /* E.4.5.1: a cost of the ability being played was not paid */
  gint32 set_check[2];  /* E.3.1.3: the next check's value + 1, or 0 */
  guint8 recheck[2];    /* E.3.3: re-check the check just made */
  guint8 in_enhance;    /* the Enhance Step is under way (perhaps paused: H.2.3.2.3) */
  guint8 pause_clean;   /* UFS_CLEAN_*: where no pause condition holds, nothing changed since */
  guint8 resources_modified; /* a modifier changed a card's resources (ufs_symbols_of) */
  guint8 able_stale;         /* @able is to be worked out again (ufs_cards_dealt) */
  guint16 able_cards;        /* @able holds for this many cards as now dealt; 0: none */
  /* [t] bit c: card c has an ability of UfsAbilityType t (or, for the
   * Enhance Step, a played keyword) that it could play from some zone; for
   * UFS_ABILITY_CONTINUOUS, one that fires on some event (J.3.2)
   * (ufs_compute_able): a scan for abilities passes over the other cards. */
  guint64 able[4][UFS_ABLE_CARDS / 64];
  /* The event kinds some card of the game responds to (UfsCardData.responds)
   * or fires on (.fires), and for the first UFS_ABLE_EVENTS of those it
   * responds to, @able's responses to each. */
  guint64 answered;
  guint64 fired;
  guint64 able_event[UFS_ABLE_EVENTS][UFS_ABLE_CARDS / 64];
  /* The cards with an enhance or form ability they may play from a
   * discard pile, momentum, removed-from-game zone or deck (UFS_FAR_ZONES)
   * or that either player may play, as @able's survey found them: a scan
   * looks at such a zone, or at a zone of a player it is not for, only when
   * one of them is there. */
  gint16 rare_cards[UFS_RARE_CARDS];

  /* ufs-restrict.c: lasting restrictions, and the [Once per game]
   * abilities used (card << 8 | ability index). */
  UfsRestriction restrictions[UFS_MAX_RESTRICT];
  guint32 n_restrict;
  guint8 end_phase; /* F.4.1.2: an instruction ended the current phase */
  /* F.1.3.1, J.1.2, E.4.5: a draw of several cards, or the payment of
   * costs, under way (UFS_ACT_*): its cards drawn, or committed, make one
   * event (ufs_on_event). */
  guint8 act;
  guint8 pad5[2];
  guint32 game_used[UFS_MAX_GAME_USES];
  guint32 n_game_used;
  /* C.2.1.2, C.2.2.2, K.5.1: cards revealed or looked at until the effect
   * completes: who knew them before, their move stamp then, the frame
   * depth of the program that showed them (ufs-state-cards.c). */
  guint32 shown_stamp[UFS_MAX_SHOWN];
  gint16 shown[UFS_MAX_SHOWN];
  guint8 shown_known[UFS_MAX_SHOWN];
  guint8 shown_depth[UFS_MAX_SHOWN];
  guint32 n_shown;
  /* J.2.1: the stats some card's static effects modify on other cards
   * (UfsCardData.other_stats), as @able's survey found them. */
  guint64 static_stats;
  /* I.2.3, I.2.4: keywords granted, removed or re-rated, oldest first. */
  UfsKeywordChange kw_changes[UFS_MAX_KW_CHANGES];
  guint32 n_kw_changes;
  UfsDelayed delayed[UFS_MAX_DELAYED];
  guint32 n_delayed;
  /* ufs-replace.c: replacement effects in force, in the order made. */
  UfsReplace replace[UFS_MAX_REPLACE];
  guint32 n_replace;
  guint32 replace_seq;
  /* J.3.2.5: valued cards that left a zone where they had no abilities
   * (sealed, face down), with their stamp since: a ring. */
  gint32 lacked_card[UFS_MAX_LACKED];
  guint32 lacked_stamp[UFS_MAX_LACKED];
  guint32 n_lacked;
  /* ufs-cancel.c: the cards and abilities played whose play is not
   * complete yet, innermost last. */
  UfsPlaying playing[UFS_MAX_PLAYING];
  guint32 n_playing;
  /* ufs-lasting.c: lasting modifiers on a player's attacks (J.3.3). */
  UfsAttackMod attack_mods[UFS_MAX_ATTACK_MODS];
  guint32 n_attack_mods;
  /* ufs-history.c: what each player did this turn (UfsHistory), cleared
   * as a turn begins. */
  guint8 history[2][8];
  /* J.2.1: the kinds of <forbid> some card's static effects hold
   * (UfsCardData.forbids), as @able's survey found them. */
  guint32 static_forbids;
  /* J.5.4: the move stamp of each open window's event card as the window
   * opened (target event-card). */
  guint32 window_stamp[UFS_MAX_WINDOWS];
  /* ufs-scope.c: J.3.1.3, the event count as the play at each depth of
   * @playing was announced; J.4.2.3, the last values of the cards that
   * left a zone where they were valued while an ability was played (a
   * ring); kept only in a game whose cards read them (@lki_on). */
  guint32 scope_seq[UFS_MAX_PLAYING];
  /* E.4.1.1, J.4.2.3: the cards the costs of the play at each depth of
   * @playing chose and moved (its names bound by <choose as>), which its
   * effect names too ("X equals the control of the discarded card");
   * DK_NO_CARD: none */
  gint16 cost_vars[UFS_MAX_PLAYING][4];
  UfsLast last[UFS_MAX_LAST];
  guint8 n_last;
  guint8 lki_on;
  /* J.4.1.1: the delayed effect pushed last, if it has a scope: its
   * program frame's depth plus 1 (0: none) and its scope start. */
  guint16 fired_depth;
  guint32 fired_seq;
  /* K.3.17: cards that may block as though in the hand until the attack
   * ends, with their move stamp then (ufs-as-hand.c). */
  gint16 as_hand[UFS_MAX_AS_HAND];
  guint32 as_hand_stamp[UFS_MAX_AS_HAND];
  /* I.3.8.3: the attack (plus 1; 0: none) whose multiple copies still to
   * be made get speed [0] and damage [1] (ufs-copy.c). */
  gint16 copies_of;
  gint16 copies_bonus[2];
  guint16 n_as_hand; /* K.3.17: the entries of @as_hand */
  /* C.3.3.4.3: some card of the game (as @able's survey found them; every
   * card until then) has a continuous bonus whose amount, condition or
   * restrictions may change while it acts (UfsCardData.static_changes). */
  guint8 static_changes;
} UfsState;

/* DkInstr.flags of the module: the instruction's amount (a[0]) is X (H.4.4). */
#define UFS_INSTR_X (1 << 4)
/* ... is an amount expression (ufs-state.c), perhaps reading X. */
#define UFS_INSTR_EXPR (1 << 5)
/* <modify to="printed">: the value returns to the printed one (ufs-effects.c). */
#define UFS_INSTR_PRINTED (1 << 6)
/* ... reading a stat of its own card or of a card chosen (J.4.2.3). */
#define UFS_INSTR_READS_CARD (1 << 7)

static inline UfsState *
ufs_state (DkGame *g)
{
  return dk_game_module_state (g);
}

static inline const UfsState *
ufs_state_const (const DkGame *g)
{
  return dk_game_module_state_const (g);
}

/* Bit masks. */

static inline guint
ufs_bit_count (guint64 x)
{
  /* In registers, without the library call __builtin_popcountll() makes
   * for a processor not known to count bits. */
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) +
      ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* The index of the lowest bit set of @x, which is not 0. */
static inline guint
ufs_lowest_bit (guint64 x)
{
#if defined(__GNUC__)
  return (guint) __builtin_ctzll (x);
#else
  guint n = 0;

  while (!((x >> n) & 1))
    n++;
  return n;
#endif
}

/* Does UfsState.able hold for the game's cards? Not in a game too large
 * for it, nor once a card was added after the game began. */
static inline gboolean
ufs_able_ok (const DkGame *g)
{
  guint n = ufs_state_const (g)->able_cards;

  return n > 0 && n == dk_game_n_cards (g);
}

/* The game's cards are surveyed (ufs_compute_able) and none of them has a
 * static effect on other cards' @stat (UfsCardData.other_stats): no
 * static bonus to look for. */
static inline gboolean
ufs_no_static_stat (const DkGame *g, guint stat)
{
  const UfsState *s = ufs_state_const (g);

  return stat >= 64 || (!(s->static_stats >> stat & 1) && !s->able_stale && ufs_able_ok (g));
}

/* No lasting restriction is in force and no card of the game (surveyed)
 * has a static <forbid>: nothing forbids anything. */
static inline gboolean
ufs_nothing_forbidden (const DkGame *g)
{
  const UfsState *s = ufs_state_const (g);

  return s->n_restrict == 0 && s->static_forbids == 0 && !s->able_stale && ufs_able_ok (g);
}

void ufs_compute_able (DkGame *g);

/* ufs_able_ok(), once UfsState.able is worked out again for cards dealt
 * anew (ufs_cards_dealt()). */
static inline gboolean
ufs_able_ready (DkGame *g)
{
  if (G_UNLIKELY (ufs_state (g)->able_stale))
    ufs_compute_able (g);
  return ufs_able_ok (g);
}

/* Board facts every procedure reads, inline (ufs-board.c has the rest). */

static inline guint
ufs_opponent (guint player)
{
  return 1 - player;
}

static inline guint
ufs_card_type (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def ? (guint) def->type : G_MAXUINT;
}

/* A game of UFS has two players (the module's max_players): zone z is the
 * zone of kind z / 2 of player z % 2 (dk_game_zone_id()), worked out
 * without a division. */
static inline guint
ufs_zone_kind (guint zone)
{
  return zone >> 1;
}

static inline guint
ufs_zone_owner (guint zone)
{
  return zone & 1;
}

static inline guint
ufs_zone_kind_of (const DkGame *g, gint32 card)
{
  return ufs_zone_kind (dk_game_card (g, card)->zone);
}

static inline guint
ufs_zone_owner_of (const DkGame *g, gint32 card)
{
  return ufs_zone_owner (dk_game_card (g, card)->zone);
}

/* D.2.2.3.2: an attached card has the state of the card it is attached to. */
static inline gint32
ufs_host_of (const DkGame *g, gint32 card)
{
  const DkCard *c = dk_game_card (g, card);

  return (c->flags & UFS_FLAG_ATTACHED) && c->attached_to != DK_NO_CARD ? c->attached_to : card;
}

static inline gboolean
ufs_is_committed (const DkGame *g, gint32 card)
{
  return (dk_game_card (g, ufs_host_of (g, card))->flags & DK_CARD_FLAG_EXHAUSTED) != 0;
}

static inline gboolean
ufs_is_face_down (const DkGame *g, gint32 card)
{
  return (dk_game_card (g, card)->flags & DK_CARD_FLAG_FACE_DOWN) != 0;
}

/* The starting character's name as UfsCardData.name has it, 0 for none. */
static inline GQuark
ufs_character_quark (const DkGame *g, guint player)
{
  gint32 c = ufs_state_const (g)->character[player];
  const DkCardDef *def = c >= 0 ? dk_game_card_def (g, c) : NULL;

  return def ? ufs_card_data (def)->name : 0;
}

/**
 * ufs_has_keyword:
 * @g: a game
 * @card: a card
 * @flag: a UfsKeywordFlags
 *
 * Returns: whether the card as it is now has the keyword: a face-down card
 *   has none, a multiple copy copies none (I.3.8.2), and a sealed card has
 *   no keyword that grants an ability (K.4.3: it has no abilities; I.2.3.2:
 *   the keyword goes with its ability), which all of UfsKeywordFlags do
 */
gboolean ufs_keyword_changed (const DkGame *g, gint32 card, guint32 flag, gboolean printed);
void ufs_kw_granted_able (DkGame *g);
guint ufs_kw_granted_count (const DkGame *g, gint32 card);
const UfsKeywordData *
ufs_kw_granted_ability (const DkGame *g, gint32 card, guint index, UfsKeywordData *scratch);
gboolean ufs_has_keyword_name (const DkGame *g, gint32 card, guint name);
guint ufs_keyword_kind (guint name);
gboolean ufs_keyword_change_push (DkGame *g, const UfsKeywordChange *ch);
gint ufs_keyword_index (const DkRules *rules, const char *name);
gboolean ufs_card_has_keyword (const DkGame *g, gint32 card, gint index);
gint ufs_face_down_type (const DkGame *g, gint32 card);

/* Has @card (@d its compiled data) played keyword abilities, printed or
 * granted (I.2.2)? */
static inline gboolean
ufs_has_played_keywords (const DkGame *g, gint32 card, const UfsCardData *d)
{
  return d->n_played > 0 ||
         (G_UNLIKELY (ufs_state_const (g)->n_kw_changes != 0) && ufs_kw_granted_count (g, card) > 0);
}

static inline gboolean
ufs_has_keyword (const DkGame *g, gint32 card, guint32 flag)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  gboolean has = def != NULL && (ufs_card_data (def)->keywords & flag);

  /* I.2.3: keywords granted or removed by effects. */
  if (G_UNLIKELY (ufs_state_const (g)->n_kw_changes != 0) && def != NULL)
    has = ufs_keyword_changed (g, card, flag, has);
  if (!has)
    return FALSE;
  return !dk_game_card_has_flag (g, card, DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_COPY | UFS_FLAG_SEALED);
}

guint32 ufs_symbols_of_x (const DkGame *g, gint32 card);
gboolean ufs_only_ok_x (const DkGame *g, gint32 card, guint player);

/* A card's resource symbols now, the infinity symbol as all twelve
 * (B.6.6.2.2): as compiled (UfsCardData.symbols) while nothing of the game
 * changes resources, or else as ufs_symbols_of_x() works them out (no
 * modifier made to them, no bonus of the card's own or static one, no
 * lasting modifier on attacks). */
static inline guint32
ufs_symbols_of (const DkGame *g, gint32 card)
{
  const UfsState *s = ufs_state_const (g);
  const DkCardDef *def = dk_game_card_def (g, card);

  if (G_LIKELY (!s->resources_modified && def != NULL &&
                !(ufs_card_data (def)->self_stats >> UFS_STAT_RESOURCES & 1) &&
                s->n_attack_mods == 0 && ufs_no_static_stat (g, UFS_STAT_RESOURCES)))
    return ufs_card_data (def)->symbols & 0xfffu;
  return ufs_symbols_of_x (g, card);
}

/* I.3.2: may @player play @card as far as its Only keyword goes? A card
 * without Only, while no effect grants or removes keywords, at once. */
static inline gboolean
ufs_only_ok (const DkGame *g, gint32 card, guint player)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (G_LIKELY (ufs_state_const (g)->n_kw_changes == 0) &&
      (def == NULL || !(ufs_card_data (def)->keywords & UFS_KWF_ONLY)))
    return TRUE;
  return ufs_only_ok_x (g, card, player);
}

/* UfsState.pause_clean: the staging areas, the card pools (ufs_pause()). */
#define UFS_CLEAN_STAGING 1
#define UFS_CLEAN_POOLS 2
#define UFS_CLEAN_ALL 3

/* The flags a pause condition reads (ufs-pause.c). */
#define UFS_PAUSE_FLAGS                                                                            \
  (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_COPY | UFS_FLAG_SEALED | UFS_FLAG_ATTACHED)

/* C.3.3.4.3: @source's static effects stop acting; what they applied
 * stays until each card's refresh (ufs-state.c). */
/* C.3.3.4.3: the DkModifier.layer of a bonus a continuous ability's
 * static effect has applied to a card's current state (an add modifier
 * has no layer of its own): this mark, the ability (bits 8 to 14) and the
 * instruction in its effect (bits 0 to 7) that applied it. */
#define UFS_STATIC_MARK 0x8000u

static inline guint16
ufs_static_tag (guint ability, guint instr)
{
  return (guint16) (UFS_STATIC_MARK | MIN (ability, 127u) << 8 | MIN (instr, 255u));
}

gboolean ufs_static_applied (const DkGame *g, gint32 card, gint32 source, guint stat, guint16 tag);
void ufs_keep_bonus (DkGame *g, gint32 card, gint32 source, guint stat, guint16 tag, gint64 v);
void ufs_static_keep (DkGame *g, gint32 source, gboolean stays);
void ufs_static_sync (DkGame *g);
void ufs_static_refresh (DkGame *g, gint32 card);
void ufs_self_sync (DkGame *g, gint32 card);
/* ... and a card sealed keeps what its own continuous abilities applied
 * to it (ufs-values.c) */
void ufs_self_keep (DkGame *g, gint32 card);

/* Every module change to a card's flags goes through here: a flag may
 * make a pause condition hold (E.2), which ufs_pause() then looks for.
 * Only turning a card over asks more of the framework (who knows the
 * card); any other flag is a bit of the card. A card turned face down or
 * sealed loses its static effects, not what they applied (C.3.3.4.3). */
static inline void
ufs_card_set_flag (DkGame *g, gint32 card, guint flag, gboolean on)
{
  DkCard *c;

  if (flag & UFS_PAUSE_FLAGS)
    ufs_state (g)->pause_clean = 0;
  if (on && (flag & (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_SEALED)) &&
      G_UNLIKELY (ufs_state (g)->static_stats != 0 || ufs_state (g)->able_stale))
    ufs_static_keep (g, card, (flag & UFS_FLAG_SEALED) && !(flag & DK_CARD_FLAG_FACE_DOWN));
  if (on && (flag & UFS_FLAG_SEALED))
    ufs_self_keep (g, card);
  if (flag & DK_CARD_FLAG_FACE_DOWN)
    {
      dk_game_card_set_flag (g, card, flag, on);
      return;
    }
  c = dk_game_card_mut (g, card);
  c->flags = (guint16) (on ? c->flags | flag : c->flags & ~flag);
}

/* Frames the keywords and effects push (their procedures are in
 * ufs-check.c and ufs-play.c, above those files). */

/* What `commit-foundations` commits: ready foundations (H.4.3), or, as
 * an effect, any ready card of the staging area (K.2.4: "commit 1 card in
 * your opponent's staging area"), or any but the characters. */
enum
{
  UFS_COMMIT_FOUNDATIONS,
  UFS_COMMIT_ANY,
  UFS_COMMIT_NON_CHARACTER,
  UFS_COMMIT_ASSETS, /* ready-foundations only: "ready 1 asset" */
};

/* C.1.4: why a card was committed, the `cause` of its commit event: to
 * pass a check (E.3.5.2), as a cost (H.4), by an effect (a Stun's too,
 * I.3.12), by a rule of the game (E.1.4). */
typedef enum
{
  UFS_COMMITTED_CHECK,
  UFS_COMMITTED_COST,
  UFS_COMMITTED_EFFECT,
  UFS_COMMITTED_RULE,
} UfsCommitCause;

/* The player commits @count ready foundations (H.4.3); the character may
 * stand in when @allow_character; @by (a player, -1 none) and @cause: whose
 * ability's cost or effect it is, for the commit events. */
static inline void
ufs_push_commit_n (
    DkGame *g, guint player, guint count, gboolean allow_character, gint by, UfsCommitCause cause)
{
  DkFrame *f = dk_game_push (g, UFS_PROC (COMMIT_N));

  f->a[0] = (gint32) player;
  f->a[1] = (gint32) count;
  f->a[2] = allow_character;
  f->a[4] = UFS_COMMIT_FOUNDATIONS;
  f->a[5] = by;
  f->a[6] = (gint32) cause;
}

/* E.4: @player attempts to play @card as @kind (UFS_KIND_*); @block_base
 * is a block's base difficulty (G.2.1.3.2.1). */
static inline void
ufs_push_play_card (DkGame *g, gint32 card, gint kind, guint player, gint32 block_base)
{
  DkFrame *f = dk_game_push (g, UFS_PROC (PLAY_CARD));

  f->a[0] = card;
  f->a[1] = kind;
  f->a[2] = (gint32) player;
  f->a[3] = block_base;
}

/* ufs-card.c */
void ufs_check_card (const DkRules *rules, const DkCardDef *def, GPtrArray *problems);
void ufs_compile_card (const DkRules *rules, const DkCardDef *def, gpointer data);
const UfsAbilityData *ufs_ability_data_compile (const DkGame *g,
                                                const DkCardDef *def,
                                                guint index,
                                                UfsAbilityData *scratch);

/**
 * ufs_ability_data:
 * @g: a game
 * @def: a card definition of its rules
 * @index: a printed ability of @def
 * @scratch: room for an ability compiled now
 *
 * Returns: (transfer none): the compiled ability: @def's own, or, past
 *   the ones a definition keeps, compiled into @scratch
 */
static inline const UfsAbilityData *
ufs_ability_data (const DkGame *g, const DkCardDef *def, guint index, UfsAbilityData *scratch)
{
  const UfsCardData *d = ufs_card_data (def);

  if (G_LIKELY (index < d->n_compiled))
    return &d->abilities[index];
  return ufs_ability_data_compile (g, def, index, scratch);
}
const UfsKeywordData *
ufs_played_keyword (const DkCardDef *def, guint index, UfsKeywordData *scratch);
gboolean ufs_only_names (const DkCardDef *def, GQuark name);
gboolean ufs_ability_is_inert (const DkAbility *ab);
gint16 ufs_card_first_inert (const DkCardDef *def);
gboolean ufs_ability_uses_x (const DkAbility *ab);

/* ufs-effects.c */
extern const DkInstrSpec ufs_instrs[];
extern const guint ufs_n_instrs;
extern const DkTargetSpec ufs_targets[];
extern const guint ufs_n_targets;
enum
{
  UFS_INSTR_COMMIT,
  UFS_INSTR_READY,
  UFS_INSTR_DESTROY,
  UFS_INSTR_REMOVE,
  UFS_INSTR_FLIP,
  UFS_INSTR_UNFLIP,
  UFS_INSTR_COMMIT_FOUNDATIONS,
  UFS_INSTR_CHECK,
  UFS_INSTR_MOMENTUM,
  UFS_INSTR_DISCARD_MOMENTUM,
  UFS_INSTR_DAMAGE,
  UFS_INSTR_GAIN,
  UFS_INSTR_SEAL,
  UFS_INSTR_FREEZE,
  UFS_INSTR_ADD_TO_CARD_POOL,
  UFS_INSTR_MODIFY,
  UFS_INSTR_SET_CHECK,
  UFS_INSTR_RECHECK,
  UFS_INSTR_DISCARD,
  UFS_INSTR_DRAW,
  UFS_INSTR_FORBID,
  UFS_INSTR_UNBLOCKABLE,
  UFS_INSTR_MODIFY_CHECK,
  UFS_INSTR_IGNORE_PROGRESSIVE,
  UFS_INSTR_ADD_CHECK,
  UFS_INSTR_DISCARD_HAND,
  UFS_INSTR_END_PHASE,
  UFS_INSTR_ADD_COST,
  UFS_INSTR_CHANGE_ZONE,
  UFS_INSTR_PLAY_ABILITY,
  UFS_INSTR_DEFINE_X,
  UFS_INSTR_LOOK,
  UFS_INSTR_REVEAL,
  UFS_INSTR_DISCARD_RANDOM,
  UFS_INSTR_DRAW_UP_TO,
  UFS_INSTR_GRANT_KEYWORD,
  UFS_INSTR_REMOVE_KEYWORD,
  UFS_INSTR_MODIFY_RATING,
  UFS_INSTR_FLIP_FOUNDATIONS,
  UFS_INSTR_ADD_FACE_DOWN,
  UFS_INSTR_IF,
  UFS_INSTR_UNLESS,
  UFS_INSTR_DELAYED,
  UFS_INSTR_COPY_VALUES,
  UFS_INSTR_REPLACE,
  UFS_INSTR_REQUIRE,
  UFS_INSTR_DESTROY_FOUNDATIONS,
  UFS_INSTR_SKIP_ENHANCE_STEP,
  UFS_INSTR_CANCEL_EFFECTS,
  UFS_INSTR_MODIFY_ATTACKS,
  UFS_INSTR_EACH_ABILITY,
  UFS_INSTR_LOSE,
  UFS_INSTR_READY_FOUNDATIONS,
  UFS_INSTR_MOVE,
  UFS_INSTR_NAME_CARD,
  UFS_INSTR_MOVE_EACH,
  UFS_INSTR_COPY_KEYWORDS,
  UFS_INSTR_AS_THOUGH_IN_HAND,
  UFS_INSTR_MODIFY_COPIES,
  UFS_INSTR_NO_REVERSAL,
  UFS_INSTR_STILL_DAMAGE,
  UFS_INSTR_MAY_COST,
  UFS_INSTR_KEYWORD_COST,
  UFS_INSTR_NO_DAMAGE,
  UFS_N_INSTRS
};
enum
{
  UFS_TARGET_THIS_ATTACK,
  UFS_TARGET_YOUR_ATTACK,
  UFS_TARGET_OPPONENT_ATTACK,
  UFS_TARGET_YOUR_NEXT_ATTACK,
  UFS_TARGET_YOUR_CHARACTER,
  UFS_TARGET_OPPONENT_CHARACTER,
  UFS_TARGET_BLOCKER,
  UFS_TARGET_YOUR_SECOND_ATTACK,
  UFS_TARGET_YOUR_THIRD_ATTACK,
  UFS_TARGET_YOUR_CARDS,     /* J.2.1: every card of yours, in a static effect only */
  UFS_TARGET_OPPONENT_CARDS, /* ... of your opponent's */
  UFS_TARGET_ALL_CARDS,      /* ... of both players */
  UFS_TARGET_THAT_CARD,
  UFS_TARGET_EVENT_CARD,     /* the card of the event a response answers */
  UFS_TARGET_YOUR_DISCARD_TOP, /* the top card of your discard pile */
  UFS_TARGET_YOUR_MOMENTUM_TOP, /* a card of your momentum: the last added */
  UFS_TARGET_RESOLVED_ATTACK,  /* the attack that resolved last, still in its card pool */
  UFS_TARGET_YOUR_DECK_TOP,     /* the top card of your deck (K.5.5) */
  UFS_TARGET_OPPONENT_DECK_TOP, /* ... of your opponent's */
  UFS_N_TARGETS
};
/* K.3.9, K.3.9.1: how many attacks a bonus to @target lets by (your next
 * attack: 0, your second: 1, ...), -1 for another target. */
static inline gint
ufs_next_attack_target (gint target)
{
  switch (target - DK_TARGET_MODULE_BASE)
    {
    case UFS_TARGET_YOUR_NEXT_ATTACK:
      return 0;
    case UFS_TARGET_YOUR_SECOND_ATTACK:
      return 1;
    case UFS_TARGET_YOUR_THIRD_ATTACK:
      return 2;
    default:
      return -1;
    }
}
gboolean ufs_cost_payable (const DkGame *g, gint32 card, const DkProgram *cost, guint player);
gboolean
ufs_cost_payable_x (const DkGame *g, gint32 card, const DkProgram *cost, guint player, gint32 x);
gint32 ufs_claim_next_mods (DkGame *g, guint player, gint32 attack);
gint32 ufs_x_value (const DkGame *g);
void ufs_apply_next_mods (DkGame *g, guint player, gint32 attack, gboolean played);

/* ufs-lasting.c: conditions, choices and lasting effects (J.3, K.3). */
gboolean ufs_compile_if (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_if (DkGame *g, DkExec *ex, const DkInstr *in);
guint ufs_static_skip (const DkGame *g, gint32 card, const DkAbility *ab, const DkInstr *in);
gboolean ufs_compile_require (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_require (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_require_holds (const DkGame *g, gint32 card, guint player, const DkInstr *in);
gboolean ufs_compile_delayed (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_delayed (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_delayed_wants (const DkGame *g, const DkEvent *ev);
gboolean ufs_push_delayed (
    DkGame *g, const DkEvent *evs, guint n, guint player, gboolean interrupts);
void ufs_delayed_end (DkGame *g, guint until);

/* ufs-as-hand.c: cards used as though in the hand. */
gboolean ufs_compile_as_hand (DkCompiler *c, xmlNode *node, DkInstr *in);
/* ufs-keyword-cost.c: "this card's <keyword> cost" paid otherwise */
#define UFS_KEYWORD_COST_ANY G_MAXINT16 /* <keyword-cost> with no max */
gboolean ufs_compile_keyword_cost (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_keyword_cost (DkGame *g, DkExec *ex, const DkInstr *in);
const DkInstr *ufs_keyword_cost_rule (const DkGame *g, gint32 card, guint kind);
guint ufs_keyword_cost_units (DkGame *g, gint32 card, guint kind, guint player);
gboolean ufs_keyword_cost_step (DkGame *g, DkFrame *f, const DkInstr *rule);
DkExecResult ufs_exec_as_hand (DkGame *g, DkExec *ex, const DkInstr *in);
gint32 ufs_as_hand_block (const DkGame *g, guint index, guint player);
/* K.3.17.1: UfsState.as_hand's mark of an entry for an action card's
 * abilities (use="abilities"), beside the card. */
#define UFS_AS_HAND_ABILITIES 0x4000
/* K.3.17: its mark of an entry for playing the card itself (use="play"). */
#define UFS_AS_HAND_PLAY 0x2000
#define UFS_AS_HAND_USES (UFS_AS_HAND_ABILITIES | UFS_AS_HAND_PLAY)
gint32 ufs_as_hand_play (const DkGame *g, guint index, guint player);
gint32 ufs_as_hand_abilities_card (const DkGame *g, guint index, guint player);
gboolean ufs_as_hand_abilities_x (const DkGame *g, gint32 card);

/* Is @card played from the hand when its ability is (E.4: an action card
 * played with it): in the hand, or as though it were (K.3.17.1)? */
static inline gboolean
ufs_played_as_from_hand (const DkGame *g, gint32 card)
{
  return ufs_zone_kind_of (g, card) == UFS_ZONE_HAND ||
         (ufs_state_const (g)->n_as_hand > 0 && ufs_as_hand_abilities_x (g, card));
}
void ufs_as_hand_end (DkGame *g);

/* ufs-copy.c: copying effects. */
gboolean ufs_compile_copy_values (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_copy_values (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_copy_keywords (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_copy_keywords (DkGame *g, DkExec *ex, const DkInstr *in);
void ufs_copies_rank (DkGame *g);
gboolean ufs_compile_modify_copies (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_modify_copies (DkGame *g, DkExec *ex, const DkInstr *in);
void ufs_copies_made (DkGame *g, gint32 original, gint32 copy);
void ufs_copies_end (DkGame *g);

/* ufs-replace.c: replacement effects (J.3.5). */
gboolean ufs_compile_replace (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_replace (DkGame *g, DkExec *ex, const DkInstr *in);
gint32 ufs_replace_damage (DkGame *g, guint player, gint32 amount);
void ufs_redirect_move (DkGame *g, gint32 card, guint *zone_kind, guint *player, gint *position);
void ufs_replace_end (DkGame *g, guint until);
gboolean ufs_compile_modify_attacks (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_modify_attacks (DkGame *g, DkExec *ex, const DkInstr *in);
gint64 ufs_attack_mods_bonus (const DkGame *g, gint32 card, guint stat);
void ufs_attack_mods_hold (DkGame *g, gint32 card);
gboolean ufs_attack_matches (const DkGame *g, guint32 match, gint32 attack);
gboolean ufs_compile_attack_match (DkCompiler *c, xmlNode *node, gint32 *match);
gboolean ufs_attack_dropped (const DkGame *g, gint32 attack);
gboolean ufs_fired_lacked (const DkGame *g, gint32 card, const DkEvent *ev);

/* ufs-board.c */
gboolean ufs_resource_ok (const DkGame *g, guint player, gint32 card);
guint32 ufs_character_symbols (const DkGame *g, guint player);
gboolean ufs_at_desperation (const DkGame *g, guint player);
gboolean ufs_at_deadlock (const DkGame *g, guint player);
gint32 ufs_max_vitality (const DkGame *g, guint player);
void ufs_deal_damage (
    DkGame *g, guint player, gint32 amount, gint32 source, gint attacker, gboolean by_attack);
gboolean ufs_is_foundation (const DkGame *g, gint32 card);
gboolean ufs_commit_card (DkGame *g, gint32 card, gint by, UfsCommitCause cause);
const char *ufs_character_name (const DkGame *g, guint player);
void ufs_attack_stack_push (DkGame *g, gint32 card);
void ufs_discard_card (DkGame *g, gint32 card);
guint ufs_discard_momentum_ordered (DkGame *g, guint player, guint left, gboolean answered);
gboolean ufs_in_transit (const DkGame *g, gint32 card);
guint ufs_hand_in_transit (const DkGame *g, guint player);
gboolean ufs_resource_ok_in_transit (const DkGame *g, guint player, gint32 card);
void ufs_refresh_cancelled_reversal (DkGame *g, gint32 card);
DkExecResult ufs_exec_discard_each (DkGame *g, DkExec *ex, const DkInstr *in);
guint ufs_hand_size (const DkGame *g, guint player);
guint32 ufs_resources_allowed (const DkGame *g, guint player, gint32 card);
gboolean ufs_flush_windows (DkGame *g);
gboolean ufs_emit_and_respond (
    DkGame *g, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 a2, gint32 a3);

/* ufs-keywords.c */
gint32 ufs_desperation_difficulty (const DkGame *g, gint32 card);
gint32 ufs_thrown_damage (const DkGame *g, gint32 attack, gint32 damage);
gint32 ufs_unique_newer_copy (const DkGame *g, const guint16 *staging, guint n, guint i);
guint ufs_n_keyword_abilities (const DkGame *g, gint32 card);
const UfsKeywordData *
ufs_keyword_ability (const DkGame *g, gint32 card, guint index, UfsKeywordData *scratch);
gboolean ufs_keyword_restrictions_ok (const DkGame *g, const UfsKeywordData *kw, guint player);
gboolean ufs_combo_ok (const DkGame *g, gint32 card);
DkStepResult ufs_proc_keyword (DkGame *g, DkFrame *f);
gboolean ufs_keyword_playable (DkGame *g,
                               gint32 c,
                               const UfsKeywordData *kw,
                               guint number,
                               guint player,
                               UfsAbilityType type,
                               const DkEvent *ev);

/* ufs-fired-order.c */
void ufs_fired_order_push (DkGame *g, guint player, guint depth);
DkStepResult ufs_proc_fired_order (DkGame *g, DkFrame *f);

/* ufs-pause.c */
gboolean ufs_pause_x (DkGame *g);
DkStepResult ufs_proc_pause_order (DkGame *g, DkFrame *f);
/* The most cards one pause condition discards for a player at once. */
#define UFS_PAUSE_CARDS_MAX 128

/* E.2.1, E.2.2: has a player with a character no vitality left, or no
 * deck? (read on every pause, whatever else changed) */
static inline gboolean
ufs_vital_condition_holds (const DkGame *g)
{
  const UfsState *s = ufs_state_const (g);

  for (guint p = 0; p < 2; p++)
    if (s->character[p] >= 0 &&
        (dk_game_counter (g, p, 0) <= 0 || dk_game_zone_size (g, UFS_ZONE_DECK, p) == 0))
      return TRUE;
  return FALSE;
}

/**
 * ufs_pause:
 * @g: a game
 *
 * E.2: apply pause conditions, in order, until none holds. Most calls find
 * nothing changed since none held and no vital condition: that test is
 * made here, the conditions are applied by ufs_pause_x().
 *
 * Returns: TRUE if the game is over, or if a condition asks a question
 *   first (its frame is on top: the caller's step runs again after it,
 *   ufs_pause_step())
 */
static inline gboolean
ufs_pause (DkGame *g)
{
  if (ufs_state_const (g)->pause_clean == UFS_CLEAN_ALL && !ufs_vital_condition_holds (g))
    return dk_game_is_over (g);
  return ufs_pause_x (g);
}

/* What a step returns when ufs_pause() returned TRUE: the game is over,
 * or a pause condition asks its question first and the frame's step (set
 * before ufs_pause() was called, as a push may move the frame) runs again
 * after it. */
static inline DkStepResult
ufs_pause_step (const DkGame *g)
{
  return dk_game_is_over (g) ? DK_STEP_DONE : DK_STEP_CONTINUE;
}
gint32 ufs_deck_top (DkGame *g, guint player);
gboolean ufs_draw_one (DkGame *g, guint player);
/* F.1.3.1, J.1.2, E.4.5: the cards of one draw, or committed for one
 * ability's costs, make one event (ufs-window.c). */
enum
{
  UFS_ACT_NONE = 0, /* no draw of several cards under way */
  UFS_ACT_OPEN,     /* one under way, no card drawn yet */
  UFS_ACT_KEPT,     /* its event is the last one waiting for a window */
};
/* UfsState.act: the state above in its low bits; K.1.3.1: both players'
 * cards join one event; the number of acts begun and not ended (an
 * instruction's inside the costs' act) in its high bits. */
#define UFS_ACT_STATE 0x03
#define UFS_ACT_EACH 0x04
#define UFS_ACT_COSTS 0x08 /* E.4.5: the costs' events, of every kind, are one */
#define UFS_ACT_DEPTH 0x10
void ufs_act_begin (DkGame *g);
void ufs_act_begin_each (DkGame *g);
void ufs_act_begin_costs (DkGame *g);
void ufs_act_end (DkGame *g);
DkExecResult
ufs_act_exec (DkGame *g, DkExec *ex, const DkInstr *in, DkInstrExecFunc exec, gboolean each);

/* ufs-restrict.c */
gboolean ufs_compile_forbid (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_forbid (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_unblockable (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_unblockable (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_modify_check (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_modify_check (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_ignore_progressive (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_ignore_progressive (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_add_check (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_add_check (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_discard_hand (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_discard_hand (DkGame *g, DkExec *ex, const DkInstr *in);
/* ufs-may-cost.c: a <cost> opening a <may>, "you may X to Y" */
gboolean ufs_compile_may_cost (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_may_cost (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_end_phase (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_end_phase (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_restrict_may_block (const DkGame *g, guint player, gint32 attack, gint32 card);
gboolean ufs_restrict_may_play_x (const DkGame *g, gint32 card, guint player);
gboolean ufs_restrict_may_play_ability_x (const DkGame *g, guint player, guint type, gint32 card);

/* E.4.1.3: no effect forbids @player to play @card (one test when nothing
 * forbids anything). */
static inline gboolean
ufs_restrict_may_play (const DkGame *g, gint32 card, guint player)
{
  return ufs_nothing_forbidden (g) || ufs_restrict_may_play_x (g, card, player);
}

/* E.4.1.3: no effect forbids @player to play abilities of @type on @card. */
static inline gboolean
ufs_restrict_may_play_ability (const DkGame *g, guint player, guint type, gint32 card)
{
  return ufs_nothing_forbidden (g) || ufs_restrict_may_play_ability_x (g, player, type, card);
}
gint32 ufs_restrict_check_bonus (DkGame *g, guint player, gint32 card);
gboolean ufs_restrict_progressive (DkGame *g, guint player, gint32 card, gboolean block);
gboolean ufs_restrict_added_costs_payable_x (const DkGame *g, guint player);

/* E.4.1.1, E.4.4.2: @player can pay the costs effects add to the cards
 * they attempt (one test while no lasting restriction is in force). */
static inline gboolean
ufs_restrict_added_costs_payable (const DkGame *g, guint player)
{
  return ufs_state_const (g)->n_restrict == 0 || ufs_restrict_added_costs_payable_x (g, player);
}
gint32 ufs_restrict_pay_added_costs (DkGame *g, guint player);
gboolean ufs_compile_add_cost (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_add_cost (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_change_zone (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_change_zone (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_play_ability (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_play_ability (DkGame *g, DkExec *ex, const DkInstr *in);
gint32 ufs_restrict_added_check (DkGame *g, guint player, gint32 *from);
gboolean ufs_game_use_left (const DkGame *g, gint32 card, guint index);
void ufs_game_use_note (DkGame *g, gint32 card, guint index);
gboolean ufs_end_phase_taken (DkGame *g);
gboolean ufs_move_to_zone_of (DkGame *g, gint32 card, guint zone_kind, guint player);

/* ufs-scope.c */
void ufs_scope_announce (DkGame *g);
void ufs_scope_note_move (DkGame *g, gint32 card);
void ufs_scope_cost_moved (DkGame *g, const DkExec *ex, gint target, gint32 card);
void ufs_scope_effect_names (DkGame *g, gint32 playing);
gboolean ufs_scope_last_stat (
    const DkGame *g, const DkExec *ex, gint32 card, guint stat, gint32 *out);
gboolean ufs_card_reads_cards (const DkCardDef *def);

/* ufs-naming.c */
gboolean ufs_compile_name_card (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_name_card (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_move_each (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_move_each (DkGame *g, DkExec *ex, const DkInstr *in);
gint32 ufs_target_your_deck_top (DkGame *g, DkExec *ex);
gint32 ufs_target_opponent_deck_top (DkGame *g, DkExec *ex);

/* ufs-values.c */
gint32 ufs_adjust_stat (const DkGame *g, gint32 card, guint stat, gint32 value);

/* ufs-state.c */
typedef gint (*UfsAmountVarFunc) (gpointer data, const char *name);
gboolean ufs_amount_parse (const DkRules *rules,
                           const char *text,
                           UfsAmountVarFunc var_of,
                           gpointer data,
                           gint32 *out,
                           const char **why);
gboolean ufs_compile_amount (
    DkCompiler *c, xmlNode *node, const char *attr, gint32 def, DkInstr *in, guint slot);
gboolean ufs_compile_framework_amount (
    DkCompiler *c, xmlNode *node, const char *name, const char *attr, DkInstr *in);
gint32 ufs_amount_eval (const DkGame *g, gint32 packed, gint32 source, guint controller, gint32 x);
gint32 ufs_amount (const DkGame *g, const DkExec *ex, const DkInstr *in, guint slot);
gboolean ufs_is_valued (const DkGame *g, gint32 card);
gboolean ufs_ability_defines_x (const DkAbility *ab);
gboolean ufs_compile_define_x (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_define_x (DkGame *g, DkExec *ex, const DkInstr *in);
guint64 ufs_other_stats_of (const DkCardDef *def);
gint64 ufs_static_bonus_x (const DkGame *g, gint32 card, guint stat);

/* J.2.1: what the static effects of other cards add to @card's @stat now
 * (one test when no card of the game has such an effect). */
static inline gint64
ufs_static_bonus (const DkGame *g, gint32 card, guint stat)
{
  return ufs_no_static_stat (g, stat) ? 0 : ufs_static_bonus_x (g, card, stat);
}
gint32 ufs_static_check_bonus (const DkGame *g, guint player, gint32 card);
guint32 ufs_forbids_of (const DkCardDef *def);
gboolean ufs_static_forbids (const DkGame *g, guint kind, guint player, guint low, guint high);
gboolean ufs_restrict_may_gain (const DkGame *g, guint player);
gboolean ufs_compile_each_ability (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_each_ability (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_skip_enhance_step (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_skip_enhance_step (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_attack_value_modifiable (const DkGame *g, gint32 card, guint stat);

/* ufs-state-cards.c */
void ufs_end_shown (DkGame *g);
gboolean ufs_compile_show (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_show (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_discard_random (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_discard_random (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_draw_up_to (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_draw_up_to (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_flip_foundations (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_flip_foundations (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_add_face_down (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_add_face_down (DkGame *g, DkExec *ex, const DkInstr *in);
guint ufs_flippable_foundations (const DkGame *g, guint player);
/* destroy-foundations a[1]: which foundations */
#define UFS_DESTROY_FACE_DOWN 1
#define UFS_DESTROY_READY 2
#define UFS_DESTROY_COMMITTED 4
guint ufs_destroyable_foundations (const DkGame *g, guint player, gint32 which);
gboolean ufs_compile_destroy_foundations (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_destroy_foundations (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_compile_keyword_change (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_keyword_change (DkGame *g, DkExec *ex, const DkInstr *in);
const UfsKeywordData *ufs_keyword_ability_changed (const DkGame *g,
                                                   gint32 card,
                                                   const UfsKeywordData *kw,
                                                   UfsKeywordData *scratch);

/* ufs-check.c */
gint32 ufs_total_difficulty (DkGame *g, gint32 card, guint player, gint32 base, gboolean block);
void ufs_push_check (DkGame *g, guint player, gint32 difficulty);
void ufs_push_card_check (DkGame *g, guint player, gint32 difficulty, gint32 card);
DkStepResult ufs_proc_check (DkGame *g, DkFrame *f);
DkStepResult ufs_proc_commit_n (DkGame *g, DkFrame *f);
DkStepResult ufs_proc_ready_n (DkGame *g, DkFrame *f);

/* ufs-play.c */
gboolean ufs_card_playable (const DkGame *g, gint32 card, guint player, guint32 allowed);
DkStepResult ufs_proc_play_card (DkGame *g, DkFrame *f);

/* ufs-attack.c */
DkStepResult ufs_proc_attack (DkGame *g, DkFrame *f);

/* ufs-ability.c */
void ufs_cards_dealt (DkGame *g);
void ufs_forget_window (DkGame *g, guint32 serial);
guint ufs_offer_abilities (
    DkGame *g, guint player, UfsAbilityType type, gint32 window, const DkEvent *ev);
guint ufs_offer_abilities_for (DkGame *g,
                               guint players,
                               UfsAbilityType type,
                               gint32 window,
                               const DkEvent *ev,
                               gboolean probe);
gboolean ufs_ability_playable_untimed (
    DkGame *g, gint32 card, guint index, guint player, gboolean pay);
DkFrame *ufs_push_ability (
    DkGame *g, gint32 card, guint index, guint player, gint32 window, UfsAbilityType kind);
gboolean ufs_fired_limits_ok (const DkGame *g, const UfsAbilityData *ad);
gboolean ufs_when_matches (const DkGame *g,
                           const DkAbility *ab,
                           const UfsAbilityData *ad,
                           gint32 card,
                           guint player,
                           const DkEvent *ev);
DkStepResult ufs_proc_ability (DkGame *g, DkFrame *f);

/* ufs-window.c */
void ufs_window_options (DkGame *g, gint32 window, guint player);
void ufs_window_act (DkGame *g, gint32 window, guint player, const DkOption *option);
void ufs_on_event (DkGame *g, const DkEvent *ev);
gboolean ufs_open_window (DkGame *g, const DkEvent *event);
/* The most parts of a window's event (ufs_window_events()). */
#define UFS_WINDOW_EVENTS (1 + UFS_MAX_PARTS)
guint ufs_window_events (const DkGame *g, guint depth, DkEvent *out);
gint32 ufs_window_event_card (DkGame *g, guint32 serial, gint32 card, guint index, guint player);
void ufs_compute_respondable (DkGame *g);
void ufs_quiet_events (DkGame *g);
DkStepResult ufs_proc_windows (DkGame *g, DkFrame *f);
DkStepResult ufs_proc_fired (DkGame *g, DkFrame *f);
DkStepResult ufs_proc_interrupt (DkGame *g, DkFrame *f);
gboolean ufs_instr_done (DkGame *g, const DkExec *ex);
void ufs_fired_push_delayed (DkGame *g, const UfsDelayed *d, gboolean interrupts);
DkStepResult ufs_proc_respond (DkGame *g, DkFrame *f);

/* ufs-turn.c */
void ufs_setup (DkGame *g);
void ufs_setup_position (DkGame *g);
void ufs_run_step (DkGame *g, guint phase, guint step);
gboolean ufs_scenario_player_attr (
    DkGame *g, guint player, const char *name, const char *value, GError **error);
DkStepResult ufs_proc_start (DkGame *g, DkFrame *f);
DkStepResult ufs_proc_review (DkGame *g, DkFrame *f);
DkStepResult ufs_proc_combat (DkGame *g, DkFrame *f);
DkStepResult ufs_proc_end (DkGame *g, DkFrame *f);

/* ufs-agent.c */
void ufs_score_options (const DkGame *g, double *scores);
void ufs_evaluate (const DkGame *g, double *values);

/* ufs-describe.c, ufs-narrate.c, ufs-help.c: words for a person */
const char *ufs_words_zone (gint32 zone);
const char *ufs_words_phase (gint phase);
const char *ufs_words_step (gint phase, gint step);
char *ufs_words_player (const DkGame *g, guint player);
char *ufs_words_shorten (const char *name, guint max);
char *ufs_words_card (const DkGame *g, gint viewer, gint32 card, guint max);
void ufs_words_event_brief (const DkGame *view, const DkEvent *ev, gint viewer, GString *out);
void ufs_describe_board (const DkGame *view, gint viewer, guint width, DkTextBuf *out);
void ufs_explain_decision (const DkGame *view, DkTextBuf *out);
gboolean ufs_narrate (const DkGame *game, const DkEvent *event, gint viewer, DkTextBuf *out);
extern const DkHelpTopic ufs_help_topics[];

/* ufs-cancel.c: cancelling a card or ability being played (J.3.1.1,
 * G.2.2.1, H.3.3.4). */
gint32 ufs_playing_push (DkGame *g, gint32 card, gint32 ability, guint player, gint kind);
void ufs_playing_pop (DkGame *g, gint32 index);
gboolean ufs_playing_cancelled (const DkGame *g, gint32 index, gboolean *destroy);
void ufs_playing_cancel_paid (DkGame *g, gint32 index, guint by, gboolean destroy);
gboolean ufs_play_cancelled_done (DkGame *g, gint32 index, gint32 card, gint kind);
void ufs_attack_stack_remove (DkGame *g, gint32 card);
void ufs_cancel_offer (DkGame *g, gint32 index);
gboolean ufs_cancel_offer_pending (DkGame *g, gint32 index);
gint32 ufs_cancel_offer_ask (DkGame *g, const DkEvent *ev);
void ufs_cancel_offer_decide (DkGame *g, gint32 card, guint player);
gboolean ufs_cancel_offer_answer (DkGame *g, gint32 index);
void ufs_cancel_offer_paid (DkGame *g, gint32 index);
gint32 ufs_that_card (DkGame *g, DkExec *ex);
gboolean ufs_compile_cancel_effects (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_cancel_effects (DkGame *g, DkExec *ex, const DkInstr *in);

/* ufs-module.c */
extern const DkProcSpec ufs_procs[UFS_N_PROCS];

/* ufs-history.c: what a player did this turn, counted as events come
 * (UfsState.history; the amount term `turn(KIND[, PLAYER])`), each count
 * held at 255. */
typedef enum
{
  UFS_HISTORY_ATTACKS_PLAYED,   /* attacks played (as a form or a reversal) */
  UFS_HISTORY_DAMAGE_TAKEN,     /* damage taken, from attacks and effects */
  UFS_HISTORY_DAMAGE_DEALT,     /* damage dealt to the other player */
  UFS_HISTORY_VITALITY_LOST,    /* vitality lost, damage included */
  UFS_HISTORY_VITALITY_GAINED,  /* vitality gained */
  UFS_HISTORY_NON_THROW_DAMAGE, /* damage dealt by the player's non-Throw attacks */
  UFS_HISTORY_FOUNDATIONS_DESTROYED, /* the player's foundations destroyed (K.4.1) */
  UFS_HISTORY_CHECKED, /* the number checked in the latest check: its starting value, 0..255 */
  UFS_N_HISTORY
} UfsHistory;

extern const char *const ufs_history_names[UFS_N_HISTORY];
void ufs_history_note (DkGame *g, const DkEvent *ev);
void ufs_history_destroyed (DkGame *g, const DkEvent *ev);

/* The event kinds ufs_history_note() counts, a bit each. */
#define UFS_HISTORY_EVENTS                                                                         \
  ((G_GUINT64_CONSTANT (1) << DK_EVENT_TURN_BEGIN) | (G_GUINT64_CONSTANT (1) << DK_EVENT_COUNTER) | \
   (G_GUINT64_CONSTANT (1) << UFS_EVENT (DAMAGE)) |                                                \
   (G_GUINT64_CONSTANT (1) << UFS_EVENT (CARD_PLAYED)))
G_STATIC_ASSERT (UFS_EVENT (DAMAGE) < 64 && UFS_EVENT (CARD_PLAYED) < 64);

/* ufs-rules2.c */
gboolean ufs_kw_change_reaches (const DkGame *g, gint32 card, guint name, gboolean rating);
/* K.2.9: UFS_PROC (ABILITY)'s a[5]: its card was committed as the
 * attempt to play the ability began. */
#define UFS_PLAY_WAS_COMMITTED 4
/* ... played by an effect without paying its costs; a[6] is then
 * UFS_X_UNPAID when its costs would have defined X (ufs-rules3.c). */
#define UFS_PLAY_FREE 8
#define UFS_X_UNPAID (-1)
gboolean ufs_ability_cost_uses_x (const DkAbility *ab);
gboolean ufs_instr_fails (DkGame *g, const DkExec *ex, const DkInstr *in);
gboolean ufs_compile_play_free (DkCompiler *c, xmlNode *node, DkInstr *in);
gboolean ufs_played_card_committed (const DkGame *g, const DkExec *ex, gint32 card);
/* J.4.1.1: the mark of a delayed effect's program frame that has its
 * creator's scope, in a[1] above the ability, part and pass, the 24 bits
 * the framework reads there (dk_proc_program). */
#define UFS_FRAME_FIRED_SCOPED (1 << 24)
gboolean ufs_creator_scope (const DkGame *g, const DkExec *ex, guint32 *seq);
gboolean ufs_fired_scope (const DkGame *g, const DkExec *ex, guint32 *seq);

/* ufs-values2.c */
void ufs_fired_scope_note (const DkGame *g, DkFrame *f, const DkEvent *ev);
gboolean ufs_fired_scope_begin (DkGame *g, DkFrame *f);
void ufs_fired_scope_end (DkGame *g, DkFrame *f);
gboolean ufs_block_in_attack (const DkGame *g, gint32 card);
void ufs_refresh_block (DkGame *g);
gboolean ufs_static_gained (const DkGame *g, gint32 source);
void ufs_definitions_rank (DkGame *g);
gboolean ufs_definition_ask (DkGame *g, DkExec *ex, gint32 card, guint stat);
void ufs_definition_order (DkGame *g, DkExec *ex, gint32 card);
/* ufs-state.c: vital statistics with question marks */
gboolean ufs_vital_ask (DkGame *g, gint32 card, guint ability, guint controller);
void ufs_vital_answer (DkGame *g);
void ufs_vital_forget (DkGame *g);
void ufs_scope_response (DkGame *g, guint32 serial);
/* ufs-static2.c */
gboolean ufs_static_rule (const DkGame *g, gint32 card, guint instr);
const DkInstr *ufs_static_rule_next (const DkGame *g, gint32 card, guint instr,
                                     const DkInstr *after);
gboolean ufs_compile_no_reversal (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_no_reversal (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean ufs_static_as_hand (const DkGame *g, gint32 card);
/* ufs-still.c */
gboolean ufs_compile_still_damage (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_still_damage (DkGame *g, DkExec *ex, const DkInstr *in);
gint32 ufs_still_damage (const DkGame *g, gint32 attack, gint32 damage, gint32 dealt);
gboolean ufs_compile_no_damage (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult ufs_exec_no_damage (DkGame *g, DkExec *ex, const DkInstr *in);
/* ufs-values.c */
gint32 ufs_self_difficulty_to_play (const DkGame *g, gint32 card);

G_END_DECLS
