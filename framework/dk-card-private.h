/* dk-card-private.h: what the files of cards share (dk-card-db.c,
 * dk-cardset.c, dk-deck.c, dk-validate.c), and nothing else uses.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "dk-private.h"

#include <string.h>

G_BEGIN_DECLS

/* Is @node an element, named @name (any name when %NULL)? */
static inline gboolean
dk_card_is_element (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

/* Load the card set at @path into @db, whole or not at all (dk-cardset.c);
 * FALSE with every problem added to @problems and *@code the worst. */
gboolean
dk_card_db_load_set (DkCardDb *db, const char *path, GPtrArray *problems, DkLoadError *code);

/* Build a deck of @db's game from @root, a <deck> element of @path
 * (dk-deck.c). */
DkDeck *dk_deck_from_xml (DkCardDb *db, xmlNode *root, const char *path, GPtrArray *problems);

G_END_DECLS
