/* dk-private.h: what the framework's files share and nobody else sees.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#define DUELKIT_COMPILATION 1
#include "duelkit.h"
#include "duelkit-module.h"

#include <libxml/tree.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

G_BEGIN_DECLS

/* --- Files (dk-file.c) --------------------------------------------------- */

/* Read all of @path ("-": standard input), at most @max bytes; a stream is
 * read once in the process and its bytes kept for later reads. On failure
 * NULL, with "FILE: message" in @problems and the reason in @code. */
GBytes *dk_file_read (
    const char *path, const char *display_name, gsize max, GPtrArray *problems, DkLoadError *code);

/* --- XML from strangers (dk-xml.c) and schemas (dk-schema.c) ---------- */

/* Files larger than this are refused before they are parsed. */
#define DK_XML_MAX_SIZE (4 * 1024 * 1024)

typedef struct _DkSchema DkSchema;

/* Compile a RelaxNG schema from a GResource path (or a file, when @path does
 * not start with "resource://"). */
DkSchema *dk_schema_new (const char *path, GError **error);
void dk_schema_free (DkSchema *schema);

/* libxml2's thread-wide error handlers, saved while ours are in place. */
typedef struct
{
  xmlStructuredErrorFunc structured;
  void *structured_data;
  xmlGenericErrorFunc generic;
  void *generic_data;
} DkXmlQuiet;

void dk_xml_init (void);
void dk_xml_quiet_begin (DkXmlQuiet *saved, xmlStructuredErrorFunc handler, void *data);
void dk_xml_quiet_end (const DkXmlQuiet *saved);
/* libxml2's message on one line, without a trailing newline or colon. */
char *dk_xml_clean_message (const char *message);
/* @text with every control character escaped (`\n`, `\t`, `\r`, `\xHH`),
 * so that a problem quoting a file's text stays one line. */
char *dk_text_one_line (const char *text);
/* The line of a libxml2 error: of its node when it has one. */
gint dk_xml_error_line (const xmlError *err);

/* Read @path (at most DK_XML_MAX_SIZE bytes), parse it with XML_PARSE_NONET
 * only, refuse any DTD, and validate it against @schema when given. Every
 * problem is appended to @problems as "FILE:LINE: message"; on any problem
 * NULL is returned. @display_name is the FILE of messages (NULL: @path). */
xmlDoc *dk_xml_read_file (const char *path,
                          const char *display_name,
                          const DkSchema *schema,
                          GPtrArray *problems);
xmlDoc *dk_xml_read_memory (const char *data,
                            gsize len,
                            const char *display_name,
                            const DkSchema *schema,
                            GPtrArray *problems);
/* Validate one element (copied into a document of its own) against @schema. */
gboolean dk_xml_validate_node (xmlNode *node,
                               const char *display_name,
                               const DkSchema *schema,
                               GPtrArray *problems);
/* The same, adding to @refused (nullable) the root's items (a set's cards)
 * that the schema refused: the others may still be checked further. */
gboolean dk_xml_validate_node_full (xmlNode *node,
                                    const char *display_name,
                                    const DkSchema *schema,
                                    GPtrArray *problems,
                                    GHashTable *refused);
/* Whether @schema judges a root's items one by one; then each element
 * child of @parent (a scenario's <cards>) may be validated as an item. */
gboolean dk_schema_has_items (const DkSchema *schema);
gboolean dk_xml_validate_items (xmlNode *parent,
                                const char *display_name,
                                const DkSchema *schema,
                                GPtrArray *problems,
                                GHashTable *refused);
/* The line of an element, attribute or text read by dk_xml_read_*(): an
 * element's "<", an attribute's name; at least 1. */
gint dk_xml_line (xmlNode *node);
/* Append "FILE:LINE: message" for @node. */
void dk_problem_add (GPtrArray *problems, const char *file, xmlNode *node, const char *format, ...)
    G_GNUC_PRINTF (4, 5);
/* Sort the problems of @file from index @from by their line, stably. */
void dk_problems_sort (GPtrArray *problems, guint from, const char *file);
/* Set @error (DK_LOAD_ERROR_INVALID) from @problems, one line each. */
void dk_problems_to_error (GPtrArray *problems, GError **error);
/* The same, telling why a read failed (@code: DK_LOAD_ERROR_IO, _TOO_LARGE,
 * _MALFORMED or _INVALID) so that the error can carry it. */
xmlDoc *dk_xml_read_file_full (const char *path,
                               const char *display_name,
                               const DkSchema *schema,
                               GPtrArray *problems,
                               DkLoadError *code);
xmlDoc *dk_xml_read_memory_full (const char *data,
                                 gsize len,
                                 const char *display_name,
                                 const DkSchema *schema,
                                 GPtrArray *problems,
                                 DkLoadError *code);
void dk_problems_to_error_code (GPtrArray *problems, DkLoadError code, GError **error);
/* An attribute's value, or NULL (the string belongs to the document). */
const char *dk_xml_attr (xmlNode *node, const char *name);
gboolean dk_xml_parse_int (const char *text, gint32 *out);

/* --- Saying why a schema refused an element (dk-grammar*.c) ------------ */

/* A message about a line, its "FILE:LINE: " not yet written. */
typedef struct
{
  gint line;
  char *message;
} DkLineMessage;

typedef struct _DkGrammar DkGrammar;

DkGrammar *dk_grammar_new (xmlDoc *rng);
void dk_grammar_free (DkGrammar *grammar);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkGrammar, dk_grammar_free)
const char *dk_grammar_item_define (const DkGrammar *grammar);
gboolean dk_grammar_is_item (const DkGrammar *grammar, xmlNode *node);
guint dk_grammar_explain (
    const DkGrammar *grammar, const char *define, xmlNode *node, gboolean skip_items, GArray *out);
/* "card X5-003 (foundation)", "card X5-003 (attack): <attack>", "<deck>". */
char *dk_xml_label (xmlNode *node);

/* --- Rules (dk-rules.c) ------------------------------------------------ */

struct _DkRules
{
  const DkModule *module;
  DkSchema *schema;       /* the module's card-set schema */
  GHashTable *zone_index; /* name -> index + 1 */
  GHashTable *stat_index;
  GHashTable *counter_index;
  GHashTable *param_index;
  GHashTable *event_index;
  GHashTable *verb_index;
  GHashTable *instr_index;
  GHashTable *target_index;
  guint n_counters;
  guint n_verbs;
  guint n_decisions;
  guint n_events;
  guint n_procs;
  guint n_instrs;
  guint n_targets;
  const DkProcSpec **procs; /* joined: framework first, module at its base */
  const DkEventSpec **events;
  const char **verbs;
  const char **decisions;
  const DkInstrSpec **instrs;
  const DkTargetSpec **targets;
  const guint *phase_steps; /* how many steps each phase has (at least 1) */
};

const DkSchema *dk_rules_deck_schema (void);
const DkSchema *dk_rules_ruleset_schema (void);
const DkSchema *dk_rules_scenario_schema (void);
gint dk_rules_target_index (const DkRules *rules, const char *name);
gint dk_rules_ability_type_index (const DkRules *rules, const char *name);

/* The framework's instructions and targets (dk-effect.c). */
extern const DkInstrSpec dk_framework_instrs[];

/* Does @a compare with @b as @cmp says (filters and conditions)? */
static inline gboolean
dk_cmp_holds (DkCmp cmp, gint32 a, gint32 b)
{
  switch (cmp)
    {
    case DK_CMP_EQ:
      return a == b;
    case DK_CMP_NE:
      return a != b;
    case DK_CMP_LT:
      return a < b;
    case DK_CMP_LE:
      return a <= b;
    case DK_CMP_GT:
      return a > b;
    case DK_CMP_GE:
      return a >= b;
    case DK_CMP_HAS:
      return (a & b) != 0;
    }
  return FALSE;
}

/* --- Instructions holding instructions (dk-condition.c) ---------------- */
DkExecResult dk_exec_if (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean dk_compile_else (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult dk_exec_else (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean dk_compile_may (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult dk_exec_may (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean dk_compile_either (DkCompiler *c, xmlNode *node, DkInstr *in);
void dk_compile_either_done (DkInstr *instrs, guint at);
gboolean dk_compile_option (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult dk_exec_either (DkGame *g, DkExec *ex, const DkInstr *in);
DkExecResult dk_exec_option (DkGame *g, DkExec *ex, const DkInstr *in);
DkExecResult dk_exec_stop (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean dk_compile_repeat (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult dk_exec_repeat (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean dk_compile_repeat_end (DkCompiler *c, xmlNode *node, DkInstr *in);
DkExecResult dk_exec_repeat_end (DkGame *g, DkExec *ex, const DkInstr *in);
gboolean dk_compile_if (DkCompiler *c, xmlNode *node, DkInstr *in);
extern const guint dk_framework_n_instrs;
extern const DkTargetSpec dk_framework_targets[];
extern const DkEventSpec dk_framework_events[];
extern const DkProcSpec dk_framework_procs[];
extern const char *const dk_framework_verbs[];
extern const char *const dk_framework_decisions[];

/* --- Cards (dk-card.c, dk-effect.c) ------------------------------------ */

struct _DkCardDb
{
  DkCardDbHead head; /* first: modules read it (duelkit-module.h) */
  gint ref_count;
  const DkRules *rules;
  GStringChunk *strings; /* every interned string of the definitions */
  GPtrArray *blocks;     /* every other allocation, freed with the db */
  GPtrArray *defs;       /* DkCardDef *, by index */
  GHashTable *by_id;     /* id -> DkCardDef * */
  GMutex lock;           /* guards the string chunk and the blocks */
  gint frozen;           /* set once a game uses the database: no more loading */
  GHashTable *files;     /* the canonical paths of the card sets loaded */
  GPtrArray *sets;       /* DkCardSetInfo: each set file loaded, in order */
};

/* A card set file loaded into a database: what a save records of it, so
 * that a set changed since is noticed (dk-save-load.c). */
typedef struct
{
  char *id;     /* the <cardset> id */
  char *path;   /* canonical */
  char *sha256; /* of the file's bytes as read, lower-case hex */
} DkCardSetInfo;

struct _DkDeck
{
  char *name;
  char *file;
  char *ruleset;        /* nullable: the ruleset it names, as written */
  guint line;           /* of <deck>: 0 for a deck made in memory */
  guint sideboard_line; /* of <sideboard>, 0 when it has none */
  gint character;
  GArray *entries;   /* DkDeckEntry */
  GArray *sideboard; /* DkDeckEntry */
  DkCardDb *db;      /* nullable: the cards the indices name (a ref) */
};

struct _DkCompiler
{
  const DkRules *rules;
  DkCardDb *db;
  const char *file;
  GPtrArray *problems;
  GPtrArray *vars; /* the names bound by <choose as> so far */
  gboolean failed;
};

/* Allocate @size zeroed bytes that live as long as @db. */
gpointer dk_card_db_alloc (DkCardDb *db, gsize size);
/* A game uses @db: from now on it is read without locks and never grows. */
void dk_card_db_freeze (DkCardDb *db);
/* Was the card set at @path (any spelling of it) loaded into @db? */
gboolean dk_card_db_has_file (const DkCardDb *db, const char *path);
/* The set files loaded into @db, in the order they were (DkCardSetInfo). */
guint dk_card_db_n_sets (const DkCardDb *db);
const DkCardSetInfo *dk_card_db_get_set (const DkCardDb *db, guint index);
const char *dk_card_db_intern (DkCardDb *db, const char *text);
/* Compile an <ability> element; NULL and problems on error. */
gboolean dk_ability_compile (DkCompiler *compiler, xmlNode *node, DkAbility *out);

/* --- Rulesets (dk-ruleset.c) ------------------------------------------- */

struct _DkRuleset
{
  gint ref_count;
  const DkRules *rules;
  char *id;
  char *name;
  char *file;
  char *extends;
  guint line;     /* of <ruleset> in @file, 0 without a file */
  gint64 *values; /* one a module parameter */
  /* Where each value came from: the file and line of the <param> that set
   * it (the file of a ruleset up the extends chain), NULL/0 for the
   * module's default or a value set in memory. */
  char **param_files;
  guint *param_lines;
  guint8 *phase_order;
  guint n_phase_order;
};

/* --- Scenarios (dk-scenario.c) ------------------------------------------ */

/* Every problem dk_scenario_run_file() would refuse @path for, without
 * running it (`duelkit validate`). */
gboolean dk_scenario_check_file (const char *path, GPtrArray *problems, DkLoadError *code);

/* --- The game (dk-game.c, the engine's files: dk-game-private.h) ------- */

/* DkVec, DkExec, DkStatus and struct _DkGame are in duelkit-module.h: the
 * modules' inline accessors read them. */

typedef struct
{
  gint8 player;
  guint8 automatic;
  guint16 pad;
  DkOption option;
  /* Who knew each card argument when it was chosen or at the next
   * decision (a bit a player), as DkEvent.known. */
  guint8 known[DK_OPTION_MAX_ARGS];
} DkChoice;

G_END_DECLS
