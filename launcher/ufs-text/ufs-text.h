/* ufs-text.h: printed UFS ability text compiled into the effect XML of
 * docs/effects.md.
 *
 * Three stages: ufs-text-lex.c normalises the printed text and cuts it into
 * tokens; ufs-text-parse.c reads the tokens with a hand-written
 * recursive-descent grammar into a small syntax tree (UfsTextAbility), one
 * file per part of the grammar (ufs-text-grammar.h lists them);
 * ufs-text-emit.c writes the tree as card XML. An
 * ability is compiled only when every word of it was read: otherwise the
 * parser stops at the first part it does not know and says which.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* --- tokens ------------------------------------------------------------- */

typedef enum
{
  UFS_TOK_END,
  UFS_TOK_WORD,   /* lower case; "opponent's" is one word */
  UFS_TOK_NUMBER, /* value in num */
  UFS_TOK_SYMBOL, /* {fire}: text is "fire" */
  UFS_TOK_QUOTED, /* 'Name' or "Name": text is Name */
  UFS_TOK_PUNCT,  /* one of : , . [ ] ( ) + - ; */
} UfsTokKind;

typedef struct
{
  UfsTokKind kind;
  char *text;
  gint num;
  gboolean capital; /* a word printed with a capital first letter */
} UfsTok;

char *ufs_text_normalise (const char *text);
GArray *ufs_text_lex (const char *normalised);
void ufs_text_tokens_free (GArray *tokens);

/* --- the syntax tree --------------------------------------------------------- */

typedef enum
{
  UFS_NODE_MODIFY,             /* target gets +N stat */
  UFS_NODE_DRAW,               /* player draws N */
  UFS_NODE_DISCARD,            /* player discards N from the hand or the deck's top */
  UFS_NODE_GAIN,               /* player gains N vitality */
  UFS_NODE_LOSE,               /* player loses N vitality */
  UFS_NODE_DAMAGE,             /* N damage to player */
  UFS_NODE_COMMIT,             /* commit target */
  UFS_NODE_READY,              /* ready target */
  UFS_NODE_DESTROY,            /* destroy target */
  UFS_NODE_REMOVE,             /* remove target */
  UFS_NODE_FLIP,               /* flip target */
  UFS_NODE_COMMIT_FOUNDATIONS, /* player commits N foundations */
  UFS_NODE_CHECK,              /* a control check cost (N+) */
  UFS_NODE_MOMENTUM,           /* add N cards from somewhere to your momentum */
  UFS_NODE_DISCARD_MOMENTUM,   /* discard N momentum */
  UFS_NODE_CHOOSE,             /* choose a card, named for the next node */
  UFS_NODE_SEAL,               /* seal target */
  UFS_NODE_FREEZE,             /* freeze target */
  UFS_NODE_SEARCH,             /* search your deck for a card */
  UFS_NODE_MOVE,               /* move target to a zone of its owner */
  UFS_NODE_IF,                 /* <if target filter>: the nodes up to its END */
  UFS_NODE_EITHER,             /* <either>: OPTION ... END nodes up to its END */
  UFS_NODE_OPTION,             /* <option>: the nodes up to its END */
  UFS_NODE_END,                /* closes the IF, EITHER or OPTION opened last */
  UFS_NODE_MODIFY_CHECK,       /* player's next control check gets +N */
  UFS_NODE_DEFINE_X,           /* X equals an amount of the game (expr) */
  UFS_NODE_DELAYED,            /* <delayed event card player>: the nodes up to its END */
  UFS_NODE_MAY,                /* <may player>: the nodes up to its END */
  UFS_NODE_UNLESS,             /* <unless ...> as IF */
  UFS_NODE_FLIP_FOUNDATIONS,   /* player's N face-up foundations turned face down */
  UFS_NODE_DISCARD_RANDOM,     /* player discards N cards at random */
  UFS_NODE_LOOK,               /* player's zone (N cards) looked at */
  UFS_NODE_REVEAL,             /* player's zone (N cards) revealed */
  UFS_NODE_CHANGE_ZONE,        /* target's attack zone becomes zone */
  UFS_NODE_IGNORE_PROGRESSIVE, /* player's next card, or target, skips progressive difficulty;
                                  * or this card's check skips some cards of the pool */
  UFS_NODE_ELSE,               /* <else>: the nodes up to its END, after an IF's END */
  UFS_NODE_REQUIRE,            /* <require>: the tests of an IF, in the cost, and no body */
  UFS_NODE_MODIFY_RATING,      /* target's keyword (stat) rating gets +N */
  UFS_NODE_ADD_TO_CARD_POOL,   /* target to its owner's card pool (zone: the position) */
  UFS_NODE_GRANT_KEYWORD,      /* target gains keyword (stat) */
  UFS_NODE_DESTROY_FOUNDATIONS, /* player destroys N of their foundations (zone "down": face down; types: ready, committed) */
  UFS_NODE_REVEAL_COST,         /* reveal your zone (hand, momentum), or one card of the hand (filter) */
  UFS_NODE_POOL_SELF_COST,      /* add this card to your card pool (a cost) */
  UFS_NODE_SKIP_ENHANCE_STEP,  /* this attack has no Enhance Step */
  UFS_NODE_CANCEL_EFFECTS,     /* the effects of the ability (card) an event names cancelled */
  UFS_NODE_MODIFY_ATTACKS,     /* player's attacks (filter: keywords, types: not, zone) get +N stat until */
  UFS_NODE_MODIFY_CHECKS,      /* player's control checks (types) get +N until */
  UFS_NODE_FORBID,             /* player may not do stat (play, block, gain); types: card types */
  UFS_NODE_EACH_ABILITY,       /* each other ability of the card gets the limit (until) */
  UFS_NODE_READY_FOUNDATIONS,  /* N of player's committed foundations readied (types "true": fresh) */
  UFS_NODE_ADD_FACE_DOWN,      /* N cards (from) to the player's staging area face down */
  UFS_NODE_DISCARD_HAND,       /* the player's whole hand discarded */
  UFS_NODE_ADD_TOP_TO_POOL,    /* the top card of player's deck or discard pile (from) to their card pool (stat "down": face down) */
  UFS_NODE_MODIFY_THIS_CHECK,  /* the check just made (check-made) gets +N */
  UFS_NODE_COMMIT_CARDS,       /* N of player's ready cards committed (filter: any, non-character), chosen by who */
  UFS_NODE_READY_CARDS,        /* as READY_FOUNDATIONS, of other cards (filter: any, non-character, assets) */
  UFS_NODE_FORBID_LASTING,     /* forbid for a time: stat the action, types the ability types, filter the card types, until */
  UFS_NODE_MODIFY_TO_PRINTED,  /* target's stat returns to its printed value, until */
  UFS_NODE_DELAYED_RESOLVED,   /* <delayed event="attack-resolved" card=target status=types>: the nodes up to its END */
  UFS_NODE_CHOOSE_BY_OPPONENT, /* choose, as CHOOSE, the opponent choosing */
  UFS_NODE_END_PHASE,          /* the Combat Phase under way ends */
  UFS_NODE_NAME_CARD,          /* K.5.5: a card named, bound to the name target */
  UFS_NODE_MOVE_EACH,          /* every card of player's zone meeting filter to target (a zone) */
  UFS_NODE_NO_REVERSAL,        /* I.3.11.1 printed: no attack played as a reversal to this attack */
  UFS_NODE_AS_HAND_BLOCK,      /* K.3.17: this card may block as though it were in the hand */
  UFS_NODE_FORBID_BLOCK_ZONE,  /* player may not block with cards of the block zones (zone) */
  UFS_NODE_REVEAL_COUNT_COST,  /* K.5.6: reveal amount cards of the hand meeting filter (cost) */
  UFS_NODE_MODIFY_COPIES,      /* I.3.8.3: target's multiple copies get +N stat */
  UFS_NODE_REMOVE_KEYWORD,     /* I.2.3.1: target loses the keyword (stat) */
  UFS_NODE_UNBLOCKABLE,        /* G.2.1.1.2: target cannot be blocked */
  UFS_NODE_UNFLIP_FOUNDATIONS, /* K.4.2: N of your face-down cards turned face up */
  UFS_NODE_STILL_DAMAGE,       /* G.3.1: target still deals amount (0: half) damage blocked (types "any": at all) */
  UFS_NODE_MAY_COST,           /* J.1.4.1: <cost> opening a MAY ("you may X to Y"): X, up to its END */
  UFS_NODE_KEYWORD_COST,       /* K.3.22: stat the keyword's cost, paid with from (types "in-addition": beside momentum), max */
  UFS_NODE_NO_DAMAGE,          /* G.3.1, K.1.2: target (the attack in its sequence) deals no damage */
  UFS_NODE_FORBID_PARTIAL,     /* G.2.1.1.1: player may not partially block (until, if any) */
  UFS_N_NODES
} UfsNodeKind;

#define UFS_TEXT_X G_MININT /* an amount printed as X */

typedef struct
{
  UfsNodeKind kind;
  const char *target; /* a target of docs/effects.md, static */
  const char *stat;   /* modify: the stat */
  const char *player; /* you, opponent, each */
  const char *from;   /* discard, momentum: where from */
  const char *zone;   /* choose: the zone; if: the zone counted (stat: the comparison) */
  const char *filter; /* choose, search */
  const char *until;  /* modify */
  gint amount;        /* N, or UFS_TEXT_X */
  gint min;           /* modify (minimum N); G_MININT: none */
  const char *expr;   /* an amount computed from the game (interned), for amount */
  const char *types;  /* modify-check: the card types whose checks; if: the states */
  const char *event;  /* delayed: the event it waits for */
  const char *expr2;  /* if: the amount (interned) the expr compares with, instead of amount */
  const char *who;    /* commit-foundations: who chooses the cards, if not their owner;
                       * choose: the target not offered ("1 other card") */
  gboolean has_max;   /* modify, define-x: (maximum N) */
  gint max;
} UfsNode;

typedef struct
{
  /* What the ability's XML says besides its parts. */
  char type[12]; /* E, F, R, continuous */
  gboolean first, combo, deadlock, desperation, while_committed, either_player;
  gboolean only_committed; /* H.3.3.1: only playable while committed */
  gboolean uncancellable;  /* "This ability cannot be cancelled by card effects" */
  char *resource;    /* nullable */
  char *watermark;   /* nullable */
  char *character;   /* nullable: H.3.1.5, a character's name */
  const char *limit; /* nullable, static */
  const char *zone;  /* nullable, static */

  /* <when event= player= ATTR=VALUE> */
  const char *when_event; /* nullable */
  const char *when_player;
  const char *when_attr[3];
  const char *when_value[3];

  GArray *cost;   /* UfsNode */
  GArray *effect; /* UfsNode */
  GArray *cancel; /* UfsNode: what the opponent may pay to cancel it */
  gboolean cancel_destroy;
  gboolean uses_x; /* some amount is X */
  gboolean x_in_cost;
} UfsTextAbility;

/* What the ability is on. */
typedef struct
{
  const char *card_type; /* character, attack, foundation, action, asset */
  gboolean keywords;     /* it prints keywords */
  GHashTable *names;     /* nullable: the card names of the pool (a set) */
  /* nullable: the characters' names of the pool (H.3.1.5), lower case ->
   * as written (no version; "" for two spellings that differ in case) */
  GHashTable *characters;
  const char *name; /* nullable: the card's own name ("a copy of this card", K.3.2) */
} UfsTextCard;

UfsTextAbility *ufs_text_ability_new (void);
void ufs_text_ability_free (UfsTextAbility *ab);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (UfsTextAbility, ufs_text_ability_free)

/* Parse the normalised printed ability @text. Returns the tree, or NULL
 * with @reason set ("CATEGORY: detail") when some part was not read. */
UfsTextAbility *ufs_text_parse (const char *text, const UfsTextCard *card, char **reason);

/* The ability's attributes (after type and text) into @attrs and its
 * children into @body. */
void ufs_text_emit (const UfsTextAbility *ab, GString *attrs, GString *body);

/**
 * ufs_text_compile:
 * @text: one printed ability
 * @card: the card it is on
 * @type: (out): E, F, R or continuous, as read (even when not compiled)
 * @attrs: the <ability> attributes, when compiled
 * @body: its children (<when>, <cost>, <effect>, <cancel>), when compiled
 * @reason: (out) (nullable): why not, as "CATEGORY: detail"
 *
 * Returns: TRUE when every part of @text was read and compiled
 */
gboolean ufs_text_compile (const char *text,
                           const UfsTextCard *card,
                           char type[12],
                           GString *attrs,
                           GString *body,
                           char **reason);

/* ufs-text-naming.c: the writers of its node kinds. */
void ufs_text_emit_name_card (const UfsNode *n, GString *out);
void ufs_text_emit_move_each (const UfsNode *n, GString *out);

/* ufs-text-static.c: the writers of its node kinds. */
void ufs_text_emit_as_hand_block (const UfsNode *n, GString *out);
void ufs_text_emit_forbid_block_zone (const UfsNode *n, GString *out);
/* ufs-text-cost2.c */
void ufs_text_emit_reveal_count (const UfsNode *n, GString *out);
/* ufs-text-copies.c */
void ufs_text_emit_modify_copies (const UfsNode *n, GString *out);
void ufs_text_emit_remove_keyword (const UfsNode *n, GString *out);
void ufs_text_emit_unblockable (const UfsNode *n, GString *out);
void ufs_text_emit_unflip (const UfsNode *n, GString *out);
/* ufs-text-still.c */
void ufs_text_emit_still_damage (const UfsNode *n, GString *out);
/* ufs-text-cond5.c */
void ufs_text_emit_no_damage (const UfsNode *n, GString *out);
void ufs_text_emit_forbid_partial (const UfsNode *n, GString *out);
void ufs_text_emit_no_reversal (const UfsNode *n, GString *out);

G_END_DECLS
