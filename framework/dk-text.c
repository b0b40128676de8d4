/* dk-text.c: the text forms of what a game names: a card by its id (and
 * #N among copies), a card by its place (`?ZONE.PLAYER.N`), an option
 * (spec/actions.md), and who may read which. The log, the decisions and
 * the views all write through here; nothing here writes to the game.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"

/* Returns: the card's index in its zone, 0 being the bottom. */
gint
dk_game_card_position (const DkGame *g, gint32 card)
{
  guint n;
  const guint16 *cards = zone_cards_of (g, g->cards[card].zone, &n);

  for (guint i = 0; i < n; i++)
    if (cards[i] == card)
      return (gint) i;
  g_return_val_if_reached (-1);
}

/**
 * dk_game_card_label:
 * @game: a game
 * @card: a card
 * @buf: where to write
 * @size: its size
 *
 * Returns: @buf holding the card's name, or "unknown card"
 */
const char *
dk_game_card_label (const DkGame *g, gint32 card, char *buf, gsize size)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  g_strlcpy (buf, def ? def->name : "unknown card", size);
  return buf;
}

void
dk_game_append_card (const DkGame *g, gint32 card, GString *out)
{
  const DkCardDef *def;

  if (card < 0 || (guint) card >= g->n_cards)
    {
      g_string_append (out, "none");
      return;
    }
  def = dk_game_card_def (g, card);
  g_string_append (out, def ? def->id : "unknown");
}

/* Does @viewer see a card that the players of @known know? */
gboolean
dk_game_viewer_knows (const DkGame *g, guint8 known, gint viewer)
{
  guint8 all = all_players (g);

  if (viewer == DK_VIEWER_FULL)
    return TRUE;
  if (viewer < 0 || (guint) viewer >= g->n_players)
    return (known & all) == all;
  return (known & (1u << viewer)) != 0;
}

/* `?ZONE.PLAYER.N`: the N-th card from the top of that zone, a card named
 * by its place, for whoever does not know which card it is. */
void
dk_game_append_place (const DkGame *g, gint32 card, GString *out)
{
  guint zone = g->cards[card].zone;
  gint pos = dk_game_card_position (g, card);

  g_string_append_printf (out, "?%s.%u.%d", g->module->zones[zone / g->n_players].name,
                          zone % g->n_players + 1, (gint) zone_size_of (g, zone) - pos);
}

/* Does another option of the decision name a different copy of the same
 * card at argument @i? Then the text form needs ID#N to tell them apart. */
static gboolean
needs_copy_number (const DkGame *g, const DkOption *o, guint i)
{
  const DkOption *opts = g->options.data;
  gint32 card = o->args[i];

  if (opts == NULL || o < opts || o >= opts + g->options.len)
    return FALSE;
  for (guint k = 0; k < g->options.len; k++)
    {
      const DkOption *x = &opts[k];

      if (x == o || x->verb != o->verb || x->n_args != o->n_args)
        continue;
      for (guint j = 0; j < x->n_args; j++)
        if (DK_OPTION_ARG_KIND (x, j) == DK_ARG_CARD && x->args[j] != card && x->args[j] >= 0 &&
            g->cards[x->args[j]].def == g->cards[card].def)
          return TRUE;
    }
  return FALSE;
}

/* The text form of @o. With @known (a recorded choice's), a card @viewer
 * did not know is written @hidden; a card the game itself does not know
 * (in a view) is written by its place. */
void
dk_game_format_option_as (const DkGame *g,
                          const DkOption *o,
                          const guint8 *known,
                          gint viewer,
                          const char *hidden,
                          GString *out)
{
  g_string_append (out, dk_rules_verb_name (g->rules, o->verb));
  for (guint i = 0; i < o->n_args; i++)
    {
      gint32 v = o->args[i];
      gboolean valid = v >= 0 && (guint) v < g->n_cards;

      g_string_append_c (out, ' ');
      switch (DK_OPTION_ARG_KIND (o, i))
        {
        case DK_ARG_CARD:
          if (valid && known != NULL && !dk_game_viewer_knows (g, known[i], viewer))
            g_string_append (out, hidden);
          else if (valid && g->cards[v].def == DK_UNKNOWN_DEF)
            dk_game_append_place (g, v, out);
          else
            {
              dk_game_append_card (g, v, out);
              if (valid && needs_copy_number (g, o, i))
                g_string_append_printf (out, "#%u", g->cards[v].copy_no);
            }
          break;
        case DK_ARG_INT:
          g_string_append_printf (out, "%d", v);
          break;
        case DK_ARG_WORD:
          g_string_append (out, dk_rules_verb_name (g->rules, (guint) v));
          break;
        case DK_ARG_NAME:
          /* a name from the card database: public, whoever reads it */
          g_string_append (out, dk_game_name_def (g, v) ? dk_game_name_def (g, v)->id : "?");
          break;
        }
    }
}

/**
 * dk_game_format_option:
 * @game: a game
 * @option: an option of its pending decision (or of its record)
 * @out: receives the stable text form (spec/actions.md)
 *
 * In a view (dk_game_view()), a card the viewer does not know is written
 * by its place, `?ZONE.PLAYER.N` (docs/actions.md), never by its id.
 */
void
dk_game_format_option (const DkGame *g, const DkOption *o, GString *out)
{
  dk_game_format_option_as (g, o, NULL, DK_VIEWER_FULL, NULL, out);
}

/* --- text forms --------------------------------------------------------------------------- */

char *
dk_game_option_to_string (const DkGame *g, const DkOption *o)
{
  GString *s = g_string_new (NULL);

  dk_game_format_option (g, o, s);
  return g_string_free (s, FALSE);
}
