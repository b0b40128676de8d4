/* dk-import.h: what the files of `duelkit import builduvs` share: the
 * import's state (one Imp for the whole file), the report's notes, the
 * sets being written, and the reading of fields, cards and the report.
 *
 * dk-cmd-import.c     the command, reading the file, writing the sets
 * dk-import-fields.c  notes; what a UFS card may say; numbers, strings, names, keywords
 * dk-import-card.c    the printed abilities and one card
 * dk-import-report.c  the summary: text and JSON
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-launcher.h"
#include "dk-json.h"
#include "ufs-text/ufs-text.h"

G_BEGIN_DECLS

/* The card types and ability types the coverage is counted by (each list
 * ends with NULL). */
#define IMP_N_CARD_TYPES 5
#define IMP_N_ABILITY_TYPES 4
extern const char *const imp_card_types[IMP_N_CARD_TYPES + 1];
extern const char *const imp_ability_types[IMP_N_ABILITY_TYPES + 1];

/* --- the report ------------------------------------------------------------- */

typedef enum
{
  IMP_REPAIR,
  IMP_PROBLEM,
  IMP_SKIPPED,
} ImpLevel;

typedef struct
{
  ImpLevel level;
  const char *kind; /* static */
  guint line;
  guint seq;   /* the order the notes were made in */
  char *card;  /* nullable: "NAME" (SET #N) */
  char *field; /* nullable */
  char *message;
} ImpNote;

typedef struct
{
  char *id;   /* the set code, id-safe and unique */
  char *name; /* the set's printed name */
  GString *xml;
  guint n_cards;
  GHashTable *ids;   /* card ids taken */
  GHashTable *codes; /* code -> count (GUINT_TO_POINTER) */
  char *first_code;
  guint abilities, compiled, executable; /* the printed text compiled */
} ImpSet;

/* How much of the printed text of some cards compiled. */
typedef struct
{
  guint cards, executable, abilities, compiled;
} ImpCover;

/* A reason abilities did not compile, with the first ability it stopped. */
typedef struct
{
  char *reason;
  guint count;
  char *example; /* the ability's text */
  char *card;
} ImpReason;

typedef struct
{
  const char *file;
  GPtrArray *notes; /* ImpNote */
  GPtrArray *sets;  /* ImpSet, in the order first seen */
  GHashTable *set_by_name;
  GHashTable *spelling;   /* name -> the spelling to use (repairs) */
  GHashTable *case_twins; /* name -> another spelling differing in case */
  GHashTable *names;      /* the names written (set), for the printed text */
  GHashTable *characters; /* the characters' names, lower case -> as written (no version; "": two spellings) */
  guint cards_read;
  guint cards_imported;
  guint cards_skipped;
  guint keywords_read;
  guint keywords_supported;

  /* The printed text compiled (ufs-text/): by card type, by ability type. */
  ImpCover cover;
  ImpCover by_card_type[IMP_N_CARD_TYPES];
  ImpCover by_ability_type[IMP_N_ABILITY_TYPES];
  GHashTable *reasons; /* reason -> ImpReason */

  /* The card being read. */
  char *card;
  guint card_line;
  gboolean skip;
  guint card_abilities, card_compiled, card_bad_keywords;
  guint card_by_type[IMP_N_ABILITY_TYPES][2];
  GPtrArray *card_reasons; /* reason, text: pairs of strings */
  gboolean card_keywords;  /* the card prints keywords */
  const char *card_name;   /* nullable: the card's name, as written to the set */
} Imp;

/* dk-import-fields.c: a note of the report about the card being read
 * (Imp.card), at @line of the file, on @field (nullable). */
void imp_note (Imp *imp,
               ImpLevel level,
               const char *kind,
               guint line,
               const char *field,
               const char *format,
               ...) G_GNUC_PRINTF (6, 7);

/* What a UFS card may say (lists ending with NULL). */
extern const char *const imp_types[];
extern const char *const imp_zones[];
extern const char *const imp_symbols[];
extern const char *const imp_formats[];
extern const char *const imp_keywords[];
extern const char *const imp_fields[];

/* The entry of @list that is @word (in any letter case when @any_case),
 * or NULL. */
const char *imp_find (const char *const *list, const char *word, gboolean any_case);
/* ` name="value"`, the value escaped for XML. */
void imp_attr (GString *out, const char *name, const char *value);
/* What kind of JSON value @v is, in words for a message. */
const char *imp_json_kind (const DkJson *v);
/* The whole number in @field of @card, within [@min, @max]. FALSE when it is
 * absent (@present FALSE) or malformed (reported). A number written as a
 * string is read, and the repair reported. */
gboolean imp_number (Imp *imp,
                     const DkJson *card,
                     const char *field,
                     gint64 min,
                     gint64 max,
                     gboolean *present,
                     gint64 *out);
/* The string in @field, or NULL (absent, or reported when not a string). */
const char *imp_string (Imp *imp, const DkJson *card, const char *field);
/* The line of the file @field of @card is on (the card's, when absent). */
guint imp_line (const DkJson *card, const char *field);
/* @raw without the trailing spaces and asterisks the pool adds. */
char *imp_clean_name (const char *raw);
/* The names spelt two ways in @pool, and the spelling used for each. */
void imp_find_spellings (Imp *imp, const DkJson *pool);
/* One keyword of the pool as a <keyword> element; FALSE (reported) when
 * it has no reading. */
gboolean imp_keyword (Imp *imp, const char *raw, guint line, GString *out);

/* dk-import-card.c: the first pass, the sets with the codes their cards
 * give them; then each card written into its set (or skipped, reported). */
void imp_find_sets (Imp *imp, const DkJson *pool);
void imp_card (Imp *imp, const DkJson *card, guint index);

/* dk-import-report.c: the summary on stdout, as text (with the reasons
 * abilities did not compile when @report) or as one JSON object. */
void imp_print_text (Imp *imp, const char *dir, gboolean report);
void imp_print_json (Imp *imp, const char *dir);

G_END_DECLS
