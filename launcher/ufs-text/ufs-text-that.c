/* ufs-text-that.c: "that attack" in a response to an attack played ("After
 * you play an attack, that attack gets +2 speed").
 *
 * H.2.3.2.4.2.1: a response's effect may name the card of the event it
 * answers; after an attack is played, "that attack" is that card, as "it"
 * is (the engine's `event-card`). It is read only where the trigger names
 * the attack played; elsewhere "that attack" is left to the sentence.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

/* "that attack gets (gains) ...": @p at the subject, the trigger an attack
 * played. The subject is read and TRUE returned: the modification that
 * follows is the caller's, on `event-card`. */
gboolean
ut_that_attack (P *p)
{
  if (p->it_attack == NULL || p->chosen || strcmp (p->it_attack, "event-card") != 0)
    return FALSE;
  if (!ut_peek (p, "that attack gets") && !ut_peek (p, "that attack gains"))
    return FALSE;
  return ut_accept (p, "that attack");
}
