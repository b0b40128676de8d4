/* dk-types.h: the plain data that a game state is made of.
 *
 * Everything here is copied with memcpy when a game is copied: no pointers,
 * only indices into the game's arrays.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-version.h"

G_BEGIN_DECLS

#define DK_MAX_PLAYERS 4
#define DK_OPTION_MAX_ARGS 12
#define DK_FRAME_ARGS 8
#define DK_EVENT_ARGS 4
/* No card: the value of a card index that names none. */
#define DK_NO_CARD (-1)
/* The definition index of a card whose identity the viewer does not know. */
#define DK_UNKNOWN_DEF G_MAXUINT16

/* Saturating arithmetic for game values. A card, a ruleset or a scenario
 * may give any number of nine digits, and the sums of such numbers
 * (modifiers, damage, counters) must stay numbers: past the range of a
 * gint32 they stop at its end instead of overflowing. */
static inline gint32
dk_sat32 (gint64 value)
{
  return (gint32) CLAMP (value, (gint64) G_MININT32, (gint64) G_MAXINT32);
}

static inline gint32
dk_sat_add (gint32 a, gint32 b)
{
  return dk_sat32 ((gint64) a + b);
}

static inline gint32
dk_sat_sub (gint32 a, gint32 b)
{
  return dk_sat32 ((gint64) a - b);
}

static inline gint32
dk_sat_mul (gint32 a, gint32 b)
{
  return dk_sat32 ((gint64) a * b);
}

typedef struct _DkRules DkRules;
typedef struct _DkModule DkModule;
typedef struct _DkCardDef DkCardDef;
typedef struct _DkCardDb DkCardDb;
typedef struct _DkDeck DkDeck;
typedef struct _DkRuleset DkRuleset;
typedef struct _DkGame DkGame;
typedef struct _DkAbility DkAbility;
typedef struct _DkProgram DkProgram;
typedef struct _DkInstr DkInstr;
typedef struct _DkCompiler DkCompiler;
typedef struct _DkExec DkExec;

/**
 * DkVisibility:
 * @DK_VISIBILITY_PUBLIC: every player sees the cards (a field, a discard pile)
 * @DK_VISIBILITY_PRIVATE: the owner sees the cards, the others their number (a hand)
 * @DK_VISIBILITY_HIDDEN: nobody sees the cards, everyone their number (a deck)
 */
typedef enum
{
  DK_VISIBILITY_PUBLIC,
  DK_VISIBILITY_PRIVATE,
  DK_VISIBILITY_HIDDEN,
} DkVisibility;

/* Card flags the framework knows. Bits from DK_CARD_FLAG_MODULE up are the
 * module's own (declared in its card state table). */
typedef enum
{
  DK_CARD_FLAG_FACE_DOWN = 1 << 0,
  DK_CARD_FLAG_EXHAUSTED = 1 << 1, /* turned sideways: committed, rested */
  DK_CARD_FLAG_TOKEN = 1 << 2,     /* made during the game, not in a deck */
  /* no effect may choose it unless the effect's filter asks for its card
   * type by name (`<choose filter="type=character">`) */
  DK_CARD_FLAG_SHIELDED = 1 << 3,
  DK_CARD_FLAG_MODULE = 1 << 4,
} DkCardFlags;

#define DK_CARD_VARS 4

/**
 * DkCard:
 *
 * One card instance in a game. @def indexes the card database, @zone is the
 * zone index (kind * players + owner of the zone), @known a bit mask of the
 * players who know which card this is.
 */
typedef struct
{
  guint16 def;
  guint16 copy_no; /* the N of ID#N: the N-th instance of this id, from 1 */
  guint8 owner;
  guint8 controller;
  guint8 zone;
  guint8 known;
  guint16 flags;
  gint16 attached_to; /* a card index, or DK_NO_CARD */
  guint32 stamp;      /* bumped on every zone change */
  gint32 vars[DK_CARD_VARS];
} DkCard;

/**
 * DkFrame:
 *
 * A procedure frame: @proc indexes the rules' procedure table, @step is
 * where it is, @a are its arguments and locals. See dk_game_push().
 */
typedef struct
{
  guint16 proc;
  guint16 step;
  gint32 a[DK_FRAME_ARGS];
} DkFrame;

/**
 * DkEvent:
 *
 * One event of the log. @type indexes the rules' event table; @a are the
 * event's attributes as that table names them. @known and @known_a are
 * what the record keeps of who knew @card and each card attribute (a bit
 * a player): who knew it when it happened or at the next decision after
 * it. They are filled in only in a game that keeps its event log, and
 * decide what a player's view of the log shows (dk_game_event_to_json_for()).
 */
typedef struct
{
  guint32 seq;
  guint16 type;
  gint8 player; /* -1: none */
  guint8 known; /* who knew @card */
  gint32 turn;
  gint32 card; /* DK_NO_CARD: none */
  gint32 a[DK_EVENT_ARGS];
  guint8 known_a[DK_EVENT_ARGS]; /* who knew a[i], when it is a card */
} DkEvent;

typedef enum
{
  DK_ARG_CARD = 0, /* a card index */
  DK_ARG_INT = 1,  /* a number */
  DK_ARG_WORD = 2, /* a word of the rules' verb table */
  DK_ARG_NAME = 3, /* a card name: the index of a card definition that bears it */
} DkArgKind;

/**
 * DkOption:
 *
 * One legal option of a decision: a verb and up to %DK_OPTION_MAX_ARGS
 * arguments, each a card, a number or a word. Its text form is made by
 * dk_game_option_to_string().
 */
typedef struct
{
  guint16 verb;
  guint8 n_args;
  guint8 set_from; /* when not 0: the arguments from set_from - 1 on are a set */
  guint16 tag;     /* free for the module: which ability, which window */
  guint16 pad;
  guint32 kinds; /* 2 bits an argument: DkArgKind */
  gint32 args[DK_OPTION_MAX_ARGS];
} DkOption;

#define DK_OPTION_ARG_KIND(o, i) ((DkArgKind) (((o)->kinds >> (2 * (i))) & 3))

typedef enum
{
  DK_MOD_ADD,
  DK_MOD_SET,
} DkModOp;

typedef enum
{
  DK_EXPIRE_LEAVES_ZONE = 0, /* ends when the card changes zone */
  DK_EXPIRE_END_OF_TURN = 1,
  DK_EXPIRE_PERMANENT = 2, /* until the card changes zone */
  DK_EXPIRE_SCOPE = 3,     /* ends when the module closes scope @scope */
} DkExpiry;

/**
 * DkModifier:
 *
 * A change to a card's current value of a stat, with its source and expiry.
 * Every modifier ends when its card changes zone.
 */
typedef struct
{
  gint32 card;
  gint32 source;
  guint16 stat;
  guint8 op;     /* DkModOp */
  guint8 expiry; /* DkExpiry */
  gint32 value;
  guint16 scope; /* with DK_EXPIRE_SCOPE */
  guint16 layer; /* DK_MOD_SET: a higher layer applies before a lower one */
  guint32 stamp; /* the card's stamp when the modifier began */
} DkModifier;

typedef enum
{
  DK_STACK_NEGATED = 1 << 0,
} DkStackFlags;

/**
 * DkStackItem:
 *
 * A pending item on the game's LIFO stack: an attack, a chain link.
 */
typedef struct
{
  gint32 card;
  gint16 ability; /* -1: the card itself */
  gint8 controller;
  guint8 flags;
  gint32 a[4];
} DkStackItem;

G_END_DECLS
