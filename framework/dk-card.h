/* dk-card.h: card definitions, card sets, abilities and decks.
 *
 * Definitions are immutable once loaded and shared by every game that uses
 * their database.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include <libxml/tree.h>
#include "dk-types.h"
#include "dk-module.h"

G_BEGIN_DECLS

/* A name="value" pair kept as it was written (restrictions, keyword details,
 * trigger filters). Both strings are interned. */
typedef struct
{
  const char *name;
  const char *value;
} DkAttr;

typedef struct
{
  const char *name; /* interned: "Punch", "Stun" */
  gint32 rating;    /* -1 when it has none */
  guint line;       /* of its <keyword> element, for a module's problems */
  guint n_attrs;
  const DkAttr *attrs; /* the other attributes: requires, character, deadlock ... */
} DkKeyword;

/* A compiled card filter (search, choose): all its tests must hold. */
typedef enum
{
  DK_FILTER_TYPE,    /* the card type index equals value */
  DK_FILTER_NAME,    /* the name equals str */
  DK_FILTER_ID,      /* the id equals str */
  DK_FILTER_KEYWORD, /* has the keyword str */
  DK_FILTER_STAT,    /* stat (index a) compares with value */
  DK_FILTER_NAMED,   /* the name a running program bound to its name index value */
  DK_FILTER_STATE,   /* the module's card state (index stat) compares with value */
  DK_FILTER_FACE,    /* face=down (value 1) or face=up (value 0) */
} DkFilterKind;

typedef enum
{
  DK_CMP_EQ,
  DK_CMP_NE,
  DK_CMP_LT,
  DK_CMP_LE,
  DK_CMP_GT,
  DK_CMP_GE,
  DK_CMP_HAS, /* flags: the bit is set */
} DkCmp;

/* DkFilterTest.cmp: this test or the next one (values written `a|b`). */
#define DK_FILTER_OR_NEXT 0x80

typedef struct
{
  guint8 kind; /* DkFilterKind */
  guint8 cmp;  /* DkCmp */
  guint16 stat;
  gint32 value;
  const char *str;
} DkFilterTest;

typedef struct
{
  guint n_tests;
  DkFilterTest tests[4];
} DkFilter;

typedef enum
{
  /* A cost paid after the others (UFS E.4.9: control-check costs). */
  DK_INSTR_LATE = 1 << 0,
  /* Set by the compile function: the element's children are the
   * instruction's body, compiled right after it (see DkInstr.body). */
  DK_INSTR_BLOCK = 1 << 1,
  /* ... and the body ends with a <stop>: a block run on its own later
   * (a delayed effect) ends with its body. */
  DK_INSTR_STOP_AFTER = 1 << 2,
  /* ... and the body ends with a jump back to the block (<repeat>). */
  DK_INSTR_LOOP = 1 << 3,
} DkInstrFlags;

/**
 * DkInstr:
 *
 * One compiled instruction. @op indexes the rules' instruction table; the
 * meaning of @a and @s is the instruction's own.
 */
struct _DkInstr
{
  guint16 op;
  gint16 target; /* a target index, or -1 */
  gint8 player;  /* 0 you, 1 opponent, 2 each player, -1 unset */
  guint8 flags;  /* DkInstrFlags */
  guint16 stat;
  guint32 line;
  gint32 a[6];
  guint32 body;           /* DK_INSTR_BLOCK: how many instructions follow as its body */
  const char *s;          /* interned */
  const DkFilter *filter; /* nullable */
};

struct _DkProgram
{
  guint n_instrs;
  DkInstr *instrs;
};

/**
 * DkAbility:
 *
 * An ability of a card, compiled at load time: its kind, its restrictions
 * (kept as written), its trigger, its cost and effect programs.
 */
struct _DkAbility
{
  gint type; /* index into the module's ability_types */
  const char *text;
  guint line;
  guint n_attrs;
  const DkAttr *attrs; /* restrictions: limit, zone, first, ... */
  gint when_event;     /* an event index, or -1 */
  gint8 when_player;   /* 0 anyone, 1 you, 2 opponent */
  guint n_when_attrs;
  const DkAttr *when_attrs; /* event attribute filters */
  DkProgram cost;
  DkProgram effect;
  DkProgram cancel;         /* what an opponent may pay to cancel it (UFS H.3.3.4) */
  gboolean cancel_destroys; /* ... and destroy the card */
  guint n_vars;             /* names bound by <choose> */
};

struct _DkCardDef
{
  guint16 index;
  gint16 type; /* index into the module's card_types */
  const char *id;
  const char *name;
  const char *text;   /* nullable */
  const char *flavor; /* nullable */
  const char *set_id;
  const char *file;
  guint line;
  guint64 present;     /* bit i: stat i was given */
  const gint32 *stats; /* printed values, one a stat */
  guint n_keywords;
  const DkKeyword *keywords;
  guint n_abilities;
  const DkAbility *abilities;
  /* The module's compiled form of the card (DkModule.compile_card), or
   * NULL when the module keeps none. */
  gconstpointer data;
};

DK_API const char *dk_ability_get_attr (const DkAbility *ability, const char *name);
DK_API const DkKeyword *dk_card_def_get_keyword (const DkCardDef *def, const char *name);
DK_API const char *dk_keyword_get_attr (const DkKeyword *keyword, const char *name);

/* Card databases: every card of one game, from any number of sets. */
DK_API DkCardDb *dk_card_db_new (const DkRules *rules);
DK_API DkCardDb *dk_card_db_ref (DkCardDb *db);
DK_API void dk_card_db_unref (DkCardDb *db);
DK_API const DkRules *dk_card_db_get_rules (const DkCardDb *db);
DK_API gboolean dk_card_db_load_file (DkCardDb *db, const char *path, GError **error);
DK_API gboolean dk_card_db_load_node (
    DkCardDb *db, xmlNode *cards, const char *file, const char *set_id, GError **error);
DK_API guint dk_card_db_size (const DkCardDb *db);
DK_API const DkCardDef *dk_card_db_get (const DkCardDb *db, guint index);
DK_API const DkCardDef *dk_card_db_lookup (const DkCardDb *db, const char *id);
/* Every card set of the game found in the data directories (cards/GAME/ folders). */
DK_API DkCardDb *dk_card_db_new_default (const DkRules *rules, GError **error);
/* Check any duelkit file (card set, deck, ruleset, scenario), found by its
 * root element; all problems in @error, one "FILE:LINE: message" a line. */
DK_API gboolean dk_validate_file (const char *path, GError **error);
DK_API gboolean dk_validate_file_full (const char *path, char **summary, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkCardDb, dk_card_db_unref)

/* Decks. */

/* The most cards a deck file may hold, its character and side deck
 * included: DK_MAX_PLAYERS such decks still fit in a game. */
#define DK_DECK_MAX_CARDS 8000

/**
 * DkDeckEntry:
 * @def: the card's definition index
 * @count: how many copies
 * @line: the line of its `<card>` in the deck's file (0: not from a file)
 *
 * One entry of a deck. A loaded deck keeps its entries as the file writes
 * them: the same card may have several entries.
 */
typedef struct
{
  guint16 def;
  guint16 count;
  guint line;
} DkDeckEntry;

typedef enum
{
  DK_DECK_LEGAL,
  DK_DECK_ILLEGAL, /* it loads, but breaks the ruleset's deck rules */
  DK_DECK_INVALID, /* not a deck of a known game, or a name in it is unknown */
} DkDeckStatus;

DK_API DkDeck *dk_deck_new (const char *name);
DK_API DkDeck *dk_deck_load (DkCardDb *db, const char *path, GError **error);
DK_API void dk_deck_free (DkDeck *deck);
DK_API void dk_deck_add (DkDeck *deck, guint16 def, guint count);
DK_API DkDeck *dk_deck_copy (const DkDeck *deck);
DK_API gboolean dk_deck_swap (DkDeck *deck, guint16 out_def, guint16 in_def, GError **error);
DK_API void dk_deck_set_character (DkDeck *deck, gint def);
DK_API const char *dk_deck_get_name (const DkDeck *deck);
DK_API const char *dk_deck_get_file (const DkDeck *deck);
DK_API gint dk_deck_get_character (const DkDeck *deck);
DK_API const DkDeckEntry *dk_deck_get_entries (const DkDeck *deck, guint *n_entries);
DK_API const DkDeckEntry *dk_deck_get_sideboard (const DkDeck *deck, guint *n_entries);
DK_API guint dk_deck_count (const DkDeck *deck);
DK_API guint dk_deck_count_sideboard (const DkDeck *deck);
/* The database the deck's definition indices belong to (set by
 * dk_deck_load), so that check_deck can read names and stats. */
DK_API DkCardDb *dk_deck_get_db (const DkDeck *deck);
DK_API void dk_deck_set_db (DkDeck *deck, DkCardDb *db);
DK_API guint dk_deck_get_line (const DkDeck *deck);
DK_API guint dk_deck_get_sideboard_line (const DkDeck *deck);
DK_API const char *dk_deck_get_ruleset (const DkDeck *deck);
/* "FILE:LINE: message" about @deck, for a module's check_deck. */
DK_API void
dk_deck_add_problem (const DkDeck *deck, GPtrArray *problems, guint line, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
DK_API gboolean dk_deck_check (const DkDeck *deck, const DkRuleset *ruleset, GPtrArray *problems);
DK_API DkDeckStatus dk_deck_check_file (const char *path,
                                        DkRuleset *ruleset,
                                        const char *const *card_sets,
                                        DkRuleset **ruleset_out,
                                        DkDeck **deck_out,
                                        GPtrArray *problems);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkDeck, dk_deck_free)

/* Effect compilation, also used by modules that compile their own XML. */
DK_API gboolean
dk_compiler_int (DkCompiler *compiler, xmlNode *node, const char *attr, gint32 def, gint32 *out);
DK_API const char *dk_compiler_word (DkCompiler *compiler,
                                     xmlNode *node,
                                     const char *attr,
                                     const char *const *choices,
                                     gint *out_index);
DK_API gint dk_compiler_target (DkCompiler *compiler,
                                xmlNode *node,
                                const char *attr,
                                gboolean required);
DK_API gint dk_compiler_stat (DkCompiler *compiler, xmlNode *node, const char *attr);
DK_API gint dk_compiler_zone (DkCompiler *compiler,
                              xmlNode *node,
                              const char *attr,
                              const char *def);
DK_API gint8 dk_compiler_player (DkCompiler *compiler, xmlNode *node, const char *def);
DK_API gint dk_compiler_bind_name (DkCompiler *compiler, xmlNode *node, const char *attr);
DK_API gint dk_compiler_bind_card (DkCompiler *compiler, xmlNode *node, const char *attr);
DK_API const DkFilter *dk_compiler_filter (DkCompiler *compiler, xmlNode *node, const char *attr);
DK_API void dk_compiler_error (DkCompiler *compiler, xmlNode *node, const char *format, ...)
    G_GNUC_PRINTF (3, 4);
DK_API const DkRules *dk_compiler_get_rules (DkCompiler *compiler);
DK_API gboolean dk_filter_matches (const DkGame *game,
                                   const DkFilter *filter,
                                   gint32 card,
                                   gboolean printed);
/* The framework's own instruction of that name, for a module that wraps it. */
DK_API const DkInstrSpec *dk_framework_instr (const char *name);
/* Conditions (<if>, <unless>): the framework's tests, and the branch taken
 * on a result, for a module that adds tests of its own. */
DK_API gboolean dk_exec_condition (DkGame *game, DkExec *exec, const DkInstr *instr);
DK_API DkExecResult dk_exec_branch (DkExec *exec, const DkInstr *instr, gboolean holds);
DK_API void dk_exec_skip (DkExec *exec, guint count);
DK_API void dk_exec_may_refused (DkExec *exec, const DkInstr *may);

G_END_DECLS
