/* dk-save-private.h: what the two halves of saves share: dk-save.c
 * (recording a game and writing the file) and dk-save-load.c (reading a
 * file back into a game and checking it).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-game-private.h"

G_BEGIN_DECLS

/* The first line of a save: this, a space, the format version. */
#define SAVE_MAGIC "duelkit-save"
/* A save is at most this large: tens of thousands of decisions. */
#define SAVE_MAX_SIZE (16 * 1024 * 1024)

typedef struct
{
  char *text; /* the action, cards as ID#N */
  gint player;
  guint line; /* of its `choice` line, 0 when not read from a file */
} SaveChoice;

typedef struct
{
  char *agent; /* NULL: a person */
  DkRng rng;
  gboolean has_rng;
} SaveSeat;

struct _DkSave
{
  char *file; /* nullable: the file it was read from */
  DkRuleset *ruleset;
  DkCardDb *db;
  DkDeck *decks[DK_MAX_PLAYERS];
  guint n_players;
  guint64 seed;
  SaveSeat seats[DK_MAX_PLAYERS];
  GArray *choices; /* SaveChoice */
  gboolean has_result;
  gint winner;
  gint32 turn;
  DkEndReason reason;
  guint result_line;
};

/* How a save writes each DkEndReason, indexed by it. */
#define DK_SAVE_N_END_REASONS (DK_END_NO_OPTION + 1)
extern const char *const dk_save_end_reason_names[DK_SAVE_N_END_REASONS];

/* A save with no game in it yet: no seats, no choices, no result. */
DkSave *dk_save_alloc (void);

G_END_DECLS
