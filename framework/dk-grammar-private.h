/* dk-grammar-private.h: a RelaxNG grammar as patterns, shared by the
 * reading of a schema (dk-grammar.c) and the explaining of a refusal
 * (dk-grammar-explain.c).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-private.h"

G_BEGIN_DECLS

#define RNG_NS "http://relaxng.org/ns/structure/1.0"
#define ANNOTATIONS_NS "http://relaxng.org/ns/compatibility/annotations/1.0"
#define XSD_LIBRARY "http://www.w3.org/2001/XMLSchema-datatypes"

/* Past this many alternatives, the content of an element is merged into
 * one: more lenient, never wrong. */
#define MAX_ALTS 32
/* Refs followed without meeting an element (a loop libxml2 refuses). */
#define MAX_REF_DEPTH 64
/* Elements nested in the document (libxml2 stops at 256 anyway). */
#define MAX_ELEMENT_DEPTH 256
/* Characters of a value quoted in a message. */
#define SHOWN_CHARS 40
#define MANY G_MAXUINT

typedef enum
{
  NC_NAME,
  NC_ANY_NAME,
  NC_NS_NAME,
  NC_CHOICE,
} NameKind;

typedef struct _NameClass NameClass;
struct _NameClass
{
  NameKind kind;
  char *ns;           /* NC_NAME, NC_NS_NAME: "" for no namespace */
  char *local;        /* NC_NAME */
  GPtrArray *choices; /* NC_CHOICE: NameClass, not owned */
  NameClass *except;  /* NC_ANY_NAME, NC_NS_NAME: nullable */
};

typedef enum
{
  P_EMPTY,
  P_NOT_ALLOWED,
  P_TEXT,
  P_ELEMENT,
  P_ATTRIBUTE,
  P_GROUP,
  P_INTERLEAVE,
  P_CHOICE,
  P_OPTIONAL,
  P_ZERO_OR_MORE,
  P_ONE_OR_MORE,
  P_MIXED,
  P_REF,
  P_DATA,
  P_VALUE,
  P_LIST,
} PatternKind;

typedef struct _Pattern Pattern;
typedef struct _Alt Alt;

struct _Pattern
{
  PatternKind kind;
  NameClass *name;                     /* element, attribute */
  GPtrArray *kids;                     /* Pattern, not owned: the content, in order */
  char *ref;                           /* P_REF: the define's name */
  Pattern *target;                     /* P_REF: the define's pattern */
  char *type;                          /* P_DATA, P_VALUE: the datatype's name */
  gboolean xsd;                        /* ... of the XML Schema library (else the built-in one) */
  char *value;                         /* P_VALUE */
  GRegex *regex;                       /* P_DATA: the pattern facet, anchored */
  char *regex_source;                  /* ... as written */
  gint length, min_length, max_length; /* P_DATA facets, -1 when absent */
  gboolean odd_facet;                  /* P_DATA: a facet this file cannot check */
  Pattern *except;                     /* P_DATA: nullable */
  char *doc;                           /* its a:documentation: how a value of it is described */
  /* P_ELEMENT: the content as alternatives of flat particle lists */
  GPtrArray *alts; /* Alt, not owned */
  Alt *merged;     /* all alternatives in one, when none fits */
  char *selector;  /* the attribute whose value picks an alternative */
};

typedef enum
{
  PART_ATTRIBUTE,
  PART_ELEMENT,
  PART_DATA,
} PartKind;

/* One attribute, child element or text value that an alternative allows,
 * how often (max MANY: unbounded), and where in a sequence (seq: an element
 * of a lower seq comes first). */
typedef struct
{
  PartKind kind;
  Pattern *pattern;
  guint min, max, seq;
} Part;

struct _Alt
{
  GArray *parts; /* Part */
  gboolean text; /* text is allowed among the children */
};

struct _DkGrammar
{
  GPtrArray *patterns; /* owns Pattern */
  GPtrArray *names;    /* owns NameClass */
  GPtrArray *alts;     /* owns Alt */
  GHashTable *defines; /* name -> Pattern */
  Pattern *start;
  Pattern *item; /* an element repeated under a root element (a card) */
  char *item_define;
  gboolean ok; /* FALSE: the schema uses what this file does not read */
};

/* White space collapsed, as XML Schema's "token" does. */
char *dk_grammar_collapse (const char *text);
/* Whether @p allows only a few words ("character", "attack"...). */
gboolean dk_grammar_is_word_list (const Pattern *p, guint depth);
/* The part of @alt that requires attribute @name (of no namespace). */
const Part *dk_grammar_required_attribute (const Alt *alt, const char *name);

G_END_DECLS
