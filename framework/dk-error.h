/* SPDX-License-Identifier: LGPL-2.1-or-later */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <glib.h>
#include "dk-version.h"

G_BEGIN_DECLS

/**
 * DK_LOAD_ERROR:
 *
 * Errors from reading card sets, decks, rulesets and scenarios. The message
 * holds one line per problem, each starting with `FILE:LINE:`.
 */
#define DK_LOAD_ERROR (dk_load_error_quark ())
/**
 * DK_GAME_ERROR:
 *
 * Errors from driving a game: an illegal or unparsable action, a game that
 * cannot start.
 */
#define DK_GAME_ERROR (dk_game_error_quark ())
/**
 * DK_MODULE_ERROR:
 *
 * Errors from finding, loading and registering rule modules.
 */
#define DK_MODULE_ERROR (dk_module_error_quark ())

typedef enum
{
  DK_LOAD_ERROR_IO,        /* cannot read the file */
  DK_LOAD_ERROR_TOO_LARGE, /* over the size cap */
  DK_LOAD_ERROR_MALFORMED, /* not well-formed XML, or a DTD */
  DK_LOAD_ERROR_INVALID,   /* against the schema or the module's checks */
} DkLoadError;

typedef enum
{
  DK_GAME_ERROR_ILLEGAL,  /* an action that is not a legal option */
  DK_GAME_ERROR_PARSE,    /* an action text that names nothing */
  DK_GAME_ERROR_OVER,     /* the game is over */
  DK_GAME_ERROR_SETUP,    /* the game cannot start as given */
  DK_GAME_ERROR_CAPACITY, /* more cards than the game can hold */
} DkGameError;

typedef enum
{
  DK_MODULE_ERROR_NOT_FOUND,
  DK_MODULE_ERROR_ABI,
  DK_MODULE_ERROR_DUPLICATE,
  DK_MODULE_ERROR_INVALID,
} DkModuleError;

DK_API GQuark dk_load_error_quark (void);
DK_API GQuark dk_game_error_quark (void);
DK_API GQuark dk_module_error_quark (void);

G_END_DECLS
