/* dk-session.h: a game at the terminal with its record: who sits where,
 * `save FILE` and `undo` at the prompt, and the replay at the end.
 *
 * A session owns the game, its save (dk-save.h) and the computer players.
 * `undo` makes the game again from its seed and its decisions less the
 * last ones, and puts each computer player's random state back as it was
 * then, so that the computer answers as it did.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <duelkit.h>

G_BEGIN_DECLS

typedef struct _DkSession DkSession;

DkSession *dk_session_new (DkSave *save, DkGame *game, GError **error);
void dk_session_free (DkSession *session);

DkGame *dk_session_game (DkSession *session);
DkAgent *const *dk_session_agents (DkSession *session);
DkSave *dk_session_get_save (DkSession *session);

void dk_session_before_decision (DkSession *session);
DkSave *dk_session_record (DkSession *session);
gboolean dk_session_save (DkSession *session, const char *path, GError **error);
gboolean dk_session_undo (DkSession *session, guint *out_undone, GError **error);

/* Why `undo` is refused (dk_session_undo()'s error codes). */
#define DK_SESSION_ERROR (dk_session_error_quark ())
GQuark dk_session_error_quark (void);

typedef enum
{
  DK_SESSION_ERROR_NOT_ALLOWED, /* a computer player above easy */
  DK_SESSION_ERROR_NOTHING,     /* no decision of a person to take back */
} DkSessionError;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkSession, dk_session_free)

G_END_DECLS
