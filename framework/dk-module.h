/* dk-module.h: the rule-module interface.
 *
 * A rule module is one const DkModule table. Built-in modules register it
 * with dk_module_register(); a module in a shared object exports it through
 * the symbol `dk_module_entry` (a function returning the table), found by
 * dk_module_load_dir().
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
#include "dk-textbuf.h"

G_BEGIN_DECLS

/* Bumped whenever the layout or meaning of DkModule changes, or of the
 * plain data a module reads or keeps.
 * 2: DkPhaseSpec.flags and .why; the check_ruleset and check_player hooks;
 *    DkEvent records who knew its cards.
 * 3: each card compiled once, at load (DkModule.compile_card).
 * 4: duelkit-module.h: modules read the first part of struct _DkGame and
 *    DkExec through inline accessors.
 * 5: that part holds the modifiers, the options and the decision:
 *    dk_game_stat() and dk_game_offer() are inline for modules;
 *    has_answer is a byte.
 * 6: the computer players' hooks score_options and evaluate.
 * 7: the card database begins with DkCardDbHead: the compiled card data in
 *    one array by definition (dk_game_card_data()).
 * 8: DkTextBuf and the hooks for words (board, narration, decisions, help).
 * 9: DkKeyword.line, so that check_card can place a keyword's problems.
 * 10: keep_events, keep_choices, quiet_events and event_seq in the part of
 *    DkGame a module reads: dk_game_emit() and dk_game_record_automatic()
 *    are inline for modules.
 * 13: DkModule.search_root, in the room of the last reserved pointer.
 * 14: DkModule.hard_iterations, in the room of reserved32.
 * 15: DkModule.instr_done, after instr_fails.
 * 16: DkModule.face_down_type, after instr_done; the filter test face=. */
#define DK_MODULE_ABI_VERSION 16

/* The symbol a loadable module exports: const DkModule *dk_module_entry (void); */
#define DK_MODULE_ENTRY_SYMBOL "dk_module_entry"

typedef struct
{
  const char *name;
  DkVisibility visibility;
} DkZoneSpec;

typedef enum
{
  /* A turn structure without this phase can never be a game of the module
   * (a ruleset's <phases> that leaves it out is refused at load). */
  DK_PHASE_REQUIRED = 1 << 0,
} DkPhaseFlags;

/**
 * DkPhaseSpec:
 * @name: the phase's name in rulesets and scenarios
 * @steps: its steps, NULL-terminated, or NULL: one unnamed step
 * @flags: #DkPhaseFlags
 * @why: (nullable): for a required phase, why the game cannot do without it,
 *   as the refusal of a ruleset says it ("players draw only here")
 */
typedef struct
{
  const char *name;
  const char *const *steps;
  guint flags;
  const char *why;
} DkPhaseSpec;

typedef enum
{
  DK_PARAM_INT,
  DK_PARAM_BOOL,
  DK_PARAM_CHOICE,
} DkParamType;

typedef struct
{
  const char *name;
  DkParamType type;
  gint64 def; /* for a choice: the index into @choices */
  gint64 min;
  gint64 max;
  const char *const *choices; /* NULL-terminated, for DK_PARAM_CHOICE */
  const char *description;
} DkParamSpec;

typedef enum
{
  DK_STAT_INT,    /* a decimal integer */
  DK_STAT_ENUM,   /* one word of @values, stored as its index (-1 absent) */
  DK_STAT_FLAGS,  /* white-space separated words of @values, stored as a bit mask */
  DK_STAT_STRING, /* stored as a GQuark */
  DK_STAT_BOOL,   /* `true` or `false` */
} DkStatType;

/**
 * DkStatSpec:
 *
 * A printed value of a card, read from the card XML at @path: `@attr` for an
 * attribute of `<card>`, `child/@attr` for an attribute of a child element.
 * @floor: the smallest current value (after modifiers), when @has_floor.
 */
typedef struct
{
  const char *name;
  DkStatType type;
  const char *path;
  const char *const *values; /* NULL-terminated, for ENUM and FLAGS */
  gint32 def;                /* the value when absent */
  gboolean has_floor;
  gint32 floor;
} DkStatSpec;

typedef enum
{
  DK_ATTR_INT,
  DK_ATTR_BOOL,
  DK_ATTR_ZONE,    /* a zone index */
  DK_ATTR_COUNTER, /* a counter index */
  DK_ATTR_WORD,    /* a verb-table word */
  DK_ATTR_CARD,    /* a card index */
  DK_ATTR_PLAYER,  /* a player index, shown from 1 */
  DK_ATTR_STAT,    /* a stat index */
  DK_ATTR_STRING,  /* a word of the event's @strings */
  DK_ATTR_PHASE,   /* a phase index */
  DK_ATTR_STEP,    /* a step index of the phase in a[0] */
  DK_ATTR_CHOICE,  /* an index into the game's list of choices: the action's text */
} DkAttrType;

typedef struct
{
  const char *name;
  DkAttrType type;
  const char *const *strings; /* for DK_ATTR_STRING: value i is strings[i] */
} DkAttrSpec;

typedef struct
{
  const char *name;
  DkAttrSpec attrs[DK_EVENT_ARGS]; /* unused ones have a NULL name */
} DkEventSpec;

typedef enum
{
  DK_STEP_CONTINUE, /* run this frame again */
  DK_STEP_DONE,     /* pop this frame */
  DK_STEP_WAIT,     /* a decision was posted, or frames pushed: run on from the top */
} DkStepResult;

typedef DkStepResult (*DkProcFunc) (DkGame *game, DkFrame *frame);

typedef struct
{
  const char *name;
  DkProcFunc func;
} DkProcSpec;

typedef enum
{
  DK_EXEC_NEXT, /* go on to the next instruction */
  DK_EXEC_WAIT, /* a decision was posted or frames pushed: run this instruction again after */
  DK_EXEC_STOP, /* end the program here */
} DkExecResult;

typedef gboolean (*DkInstrCompileFunc) (DkCompiler *compiler, xmlNode *node, DkInstr *instr);
typedef DkExecResult (*DkInstrExecFunc) (DkGame *game, DkExec *exec, const DkInstr *instr);

typedef struct
{
  const char *name;
  DkInstrCompileFunc compile;
  DkInstrExecFunc exec;
} DkInstrSpec;

/* Resolve a target to a card index (or DK_NO_CARD). */
typedef gint32 (*DkTargetFunc) (DkGame *game, DkExec *exec);

typedef struct
{
  const char *name;
  DkTargetFunc resolve;
} DkTargetSpec;

typedef enum
{
  DK_CARD_STATE_FLAG, /* a bit of DkCard.flags */
  DK_CARD_STATE_VAR,  /* one of DkCard.vars */
} DkCardStateKind;

/**
 * DkCardStateSpec:
 *
 * A named piece of a card's state, used by scenario files (`committed="true"`,
 * `position="rest"`, `kills="3"`). A flag reads `true`/`false`, or @off/@on
 * when given; a var reads an integer.
 */
typedef struct
{
  const char *name;
  DkCardStateKind kind;
  guint32 bit_or_index;
  const char *off;
  const char *on;
} DkCardStateSpec;

/* The framework's zone roles, so that generic instructions (draw, destroy,
 * search) know where to look: indices into the module's zone table. */
typedef struct
{
  gint deck;
  gint hand;
  gint discard;
  gint removed;
  gint character; /* where a deck's character card starts; -1: in the deck */
} DkZoneRoles;

/**
 * DkHelpTopic:
 * @name: what a person types after `rules` (`check`, `combo`, `chain`)
 * @title: a heading ("Control checks (E.3)")
 * @text: the topic, in lines, rule numbers included
 *
 * One topic of a game's rules summary.
 */
typedef struct
{
  const char *name;
  const char *title;
  const char *text;
} DkHelpTopic;

/**
 * DkModule:
 *
 * The table of a rule module. Every array is described by a pointer and a
 * count; the framework copies nothing and keeps the pointers, so the table
 * and everything it points to must live as long as the process.
 */
struct _DkModule
{
  guint32 abi_version; /* DK_MODULE_ABI_VERSION */
  const char *id;      /* "ufs", "bos": the game attribute of its files */
  const char *name;
  const char *description;
  const char *schema_resource; /* a GResource path of the card-set RelaxNG schema */
  guint min_players;
  guint max_players;

  const char *const *card_types; /* NULL-terminated: the values of type="" */
  const DkZoneSpec *zones;
  guint n_zones;
  DkZoneRoles roles;
  const DkPhaseSpec *phases;
  guint n_phases;
  const DkStatSpec *stats;
  guint n_stats;
  const char *const *counters; /* NULL-terminated player counters: "vitality", "sp" */
  const DkParamSpec *params;
  guint n_params;
  const DkEventSpec *events;
  guint n_events;
  const char *const *verbs;     /* NULL-terminated action verbs and argument words */
  const char *const *decisions; /* NULL-terminated decision kinds */
  const DkProcSpec *procs;
  guint n_procs;
  const DkInstrSpec *instrs;
  guint n_instrs;
  const DkTargetSpec *targets;
  guint n_targets;
  const DkCardStateSpec *card_states;
  guint n_card_states;
  const char *const *ability_types; /* NULL-terminated: the values of <ability type=""> */
  gsize state_size;                 /* the module's plain-data block in each game */

  /* Extra checks of a loaded card (after the schema): add "FILE:LINE: msg"
   * strings to @problems. May be NULL. */
  void (*check_card) (const DkRules *rules, const DkCardDef *def, GPtrArray *problems);
  /* Is @deck legal under @ruleset? Add one message per problem. May be NULL. */
  void (*check_deck) (const DkRules *rules,
                      const DkRuleset *ruleset,
                      const DkDeck *deck,
                      GPtrArray *problems);
  /* A new game's cards are in their decks (and starting zones): push the
   * procedures of the start of the game. */
  void (*setup) (DkGame *game);
  /* A game set up by a scenario starts at @phase/@step: set what the
   * module keeps of that (may be NULL). */
  void (*setup_position) (DkGame *game);
  /* The turn structure reached @phase/@step: push its procedures. */
  void (*run_step) (DkGame *game, guint phase, guint step);
  /* A turn ended: return the next active player (NULL: the next in order). */
  guint (*next_player) (DkGame *game);
  /* An event was logged: note triggers (push nothing that runs at once). May be NULL. */
  void (*on_event) (DkGame *game, const DkEvent *event);
  /* Priority windows: add the options of @player (the framework adds `pass`),
   * and act on the option taken. A module that pushes a procedure from
   * window_options (its rules ask something before anyone has priority)
   * gets the window's options asked again after it. */
  void (*window_options) (DkGame *game, gint32 window, guint player);
  void (*window_act) (DkGame *game, gint32 window, guint player, const DkOption *option);
  /* A player attribute of a scenario's <player> other than a counter
   * (UFS `character`). May be NULL. */
  gboolean (*scenario_player_attr) (
      DkGame *game, guint player, const char *name, const char *value, GError **error);
  /* The human label of an option (NULL: its text form with card names). */
  char *(*option_label) (const DkGame *game, const DkOption *option);
  /* A card's current value of @stat, after the framework applied modifiers
   * to @value: continuous effects of the module. May be NULL. */
  gint32 (*adjust_stat) (const DkGame *game, gint32 card, guint stat, gint32 value);

  /* NULL-terminated names of the module's modifier scopes ("end-of-attack"),
   * for <modify until="...">: scope i expires with dk_game_expire (game,
   * DK_EXPIRE_SCOPE, i). */
  const char *const *scopes;

  /* How many players a game of @ruleset has when nobody says (a launcher
   * with no decks given); NULL: min_players. */
  guint (*default_players) (const DkRuleset *ruleset);

  /* Are @ruleset's parameters possible together (a deck size range that
   * holds a deck, a starting hand a deck can deal)? Add one problem per
   * impossible combination with dk_ruleset_add_param_problem(), at the
   * parameter concerned. Called when a ruleset file has been loaded (not for
   * the rulesets it extends) and for dk_ruleset_new_variant(). May be NULL. */
  void (*check_ruleset) (const DkRuleset *ruleset, GPtrArray *problems);
  /* A game is about to start, from decks (dk_game_new) or from a scenario's
   * position, with its cards in their zones and the scenario's player
   * attributes applied: can @player's side be played at all (UFS: a
   * starting character whose hand size is at least 1)? Return FALSE with
   * @error saying what is missing, without a file name: the caller adds
   * the deck or the scenario line. May be NULL. */
  gboolean (*check_player) (const DkGame *game, guint player, GError **error);

  /* Cards compiled once: every definition loaded gets @card_data_size
   * zeroed bytes that live as long as its database (DkCardDef.data), which
   * @compile_card fills from the definition (keyword kinds, masks, limits)
   * after @check_card passed, so that a game never asks a card for a
   * keyword or an attribute by its name. Both may be 0/NULL. */
  gsize card_data_size;
  void (*compile_card) (const DkRules *rules, const DkCardDef *def, gpointer data);

  /* dk_game_view() hid the definitions of some of @game's cards, or
   * dk_game_determinize() dealt other definitions to them: redo (or drop,
   * to redo when next needed) what the module's state keeps by card, such
   * as a list of the cards that have some ability; a view must not keep
   * what the hidden cards' definitions told. May be NULL. */
  void (*cards_dealt) (DkGame *game);

  /* Computer players. @game's pending decision, seen by the player who
   * takes it (a dk_game_view() of that player, or one game a search
   * imagines): write into @scores one number an option, higher for the
   * better ones in this module's judgement. The heuristic agent takes the
   * best, and searches play out with it. Must read only what the deciding
   * player may know, allocate nothing, and take well under a millisecond.
   * NULL: every option scores the same. */
  void (*score_options) (const DkGame *game, double *scores);
  /* How well each player stands in @game, in [0, 1] a player, written
   * into @values (dk_game_n_players() of them): 1 won, 0 lost, in
   * between an estimate of the chance to win. A finished game gives each
   * player its result, the winner's teammates sharing the win. Searches
   * back it up from where a playout stops; studies trace it turn by turn.
   * NULL: the framework's (1 for the winner, 0 for the others, and for an
   * unfinished game 1 / players each). */
  void (*evaluate) (const DkGame *game, double *values);

  /* Words for a person: the launcher's board, its narration of the game
   * and its prompts. The module knows nothing of terminals: it writes
   * lines and marks their runs by what they are (DkTextStyle); whoever
   * shows them draws the styles. Each must tell @viewer nothing they may
   * not know. All may be NULL: the launcher then shows a board of zones
   * and counters, and the decisions by name.
   *
   * @describe_board: the board as @viewer sees it, @view being
   * dk_game_view() of @viewer (or dk_game_view_public() for a spectator,
   * DK_VIEWER_SPECTATOR), in lines of at most @width columns where the
   * module can (a long pile as its count and top card, long names
   * shortened); @width is at least 40. */
  void (*describe_board) (const DkGame *view, gint viewer, guint width, DkTextBuf *out);
  /* @event, one of @game's log, told in words as @viewer saw it (one line,
   * or a few), after the whole game has moved on to its next decision: the
   * event's own attributes say what happened; cards are named only through
   * dk_game_event_card_def(), which knows who saw them. Returns FALSE,
   * writing nothing, for an event a person need not be told (a step, a
   * pass). */
  gboolean (*narrate) (const DkGame *game, const DkEvent *event, gint viewer, DkTextBuf *out);
  /* What @view's pending decision is about, for the player who takes it
   * (@view is that player's view), in a line or two: "Your check is 1
   * short of difficulty 4: commit cards to pass it, or let it fail". */
  void (*explain_decision) (const DkGame *view, DkTextBuf *out);
  /* The game's rules summarised for `rules TOPIC` at the prompt, ending
   * with an entry whose name is NULL; NULL: none. */
  const DkHelpTopic *help_topics;

  /* @card is about to move to @zone_kind of @player (dk_game_move()): a
   * rule effect of the module may send it elsewhere instead (UFS
   * replacement effects), by changing @zone_kind, @player and @position,
   * and note what it keeps of the card's old zone. Called once a move,
   * before the card leaves; it must not move cards itself. May be NULL. */
  void (*redirect_move) (DkGame *game, gint32 card, guint *zone_kind, guint *player, gint *position);

  /* Keywords named by a filter (`keyword=Kick`), compiled: the module's
   * number for the keyword @name, or -1 for one it does not number (the
   * filter then reads the printed keywords by name); and whether @card has
   * keyword @index as it is now (granted or removed by effects, hidden
   * face down). Both NULL: filters read the printed keywords. */
  gint (*keyword_index) (const DkRules *rules, const char *name);
  gboolean (*card_has_keyword) (const DkGame *game, gint32 card, gint index);

  /* How a search that leaves it to the game (DK_SEARCH_ROOT_GAME)
   * compares the options of a decision: DK_SEARCH_ROOT_PAIRED (a
   * DkSearchRoot) for paired playouts, anything else (0) for the tree. */
  guint32 search_root;
  /* The budget (DkSearchParams.iterations) of the level `hard`
   * (dk_agent_new_for_spec()) in this game, where a decision costs less
   * than in others; 0: DK_SEARCH_HARD_ITERATIONS. */
  guint32 hard_iterations;

  /* An instruction of a running effect whose DkInstr.flags share a bit
   * with @fail_flags is first offered to @instr_fails: TRUE, and it fails
   * (does nothing; the effect goes on with the next one). UFS J.4.5: an
   * instruction reading a value its ability's unpaid costs would have
   * defined. Both 0/NULL: never asked. */
  guint32 fail_flags;
  gboolean (*instr_fails) (DkGame *game, const DkExec *exec, const DkInstr *instr);

  /* An instruction of a running effect (DK_PART_EFFECT) has done
   * (DK_EXEC_NEXT) and left nothing pending (no frame above its program,
   * no decision): the module may push frames that run before the effect's
   * next instruction, or before the effect ends after its last (UFS J.1.3:
   * the fired effects its events made interrupt the effect). Returns TRUE
   * if it pushed any. May be NULL: never called. */
  gboolean (*instr_done) (DkGame *game, const DkExec *exec);

  /* A face-down card has none of its printed characteristics: a filter
   * reads no name, id, keyword or value of it. The card type it has where
   * it is (UFS D.2.2.2: a face-down card of a staging area is a
   * foundation), or -1 for none. NULL: a face-down card has no type. */
  gint (*face_down_type) (const DkGame *game, gint32 card);
};

typedef const DkModule *(*DkModuleEntryFunc) (void);

DK_API gboolean dk_module_register (const DkModule *module, GError **error);
DK_API const DkModule *dk_module_lookup (const char *id);
DK_API GPtrArray *dk_module_list (void);
DK_API gboolean dk_module_load_file (const char *path, GError **error);
DK_API guint dk_module_load_dir (const char *dir, GPtrArray *problems);
DK_API void dk_module_load_default_dirs (const char *extra_dir, GPtrArray *problems);

G_END_DECLS
