/* dk-board.c: the board, the options and the narration of a game as
 * text for one seat, from a view of the game (dk_game_view()) and the
 * record as that seat saw it: a card the seat does not know has no name.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-board.h"

#include <string.h>
/* --- the board ---------------------------------------------------------- */

static const char *
dk_card_name (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def != NULL ? def->name : "(unknown card)";
}

/* Appends @src, its styles kept, to @dst. */
void
dk_text_buf_append_buf (DkTextBuf *dst, const DkTextBuf *src)
{
  const char *str = dk_text_buf_get_string (src);
  gsize at = 0, len = dk_text_buf_get_length (src);

  for (guint r = 0; r < dk_text_buf_n_runs (src); r++)
    {
      const DkTextRun *run = dk_text_buf_get_run (src, r);
      g_autofree char *plain = NULL;
      g_autofree char *styled = NULL;

      if (run->start > at)
        {
          plain = g_strndup (str + at, run->start - at);
          dk_text_buf_append (dst, DK_TEXT_PLAIN, plain);
        }
      styled = g_strndup (str + run->start, run->end - run->start);
      dk_text_buf_append (dst, run->style, styled);
      at = run->end;
    }
  if (len > at)
    dk_text_buf_append (dst, DK_TEXT_PLAIN, str + at);
}

/* Appends to @dst the lines of @src that are not all hints (faint text),
 * their styles kept. */
void
dk_text_buf_append_without_hints (DkTextBuf *dst, const DkTextBuf *src)
{
  const char *str = dk_text_buf_get_string (src);
  gsize len = dk_text_buf_get_length (src);
  g_autofree DkTextStyle *style = g_new0 (DkTextStyle, len + 1);
  gsize from = 0;

  for (guint r = 0; r < dk_text_buf_n_runs (src); r++)
    {
      const DkTextRun *run = dk_text_buf_get_run (src, r);

      for (gsize i = run->start; i < run->end && i < len; i++)
        style[i] = run->style;
    }
  while (from < len)
    {
      const char *nl = memchr (str + from, '\n', len - from);
      gsize to = nl != NULL ? (gsize) (nl - str) : len;
      gboolean hint = TRUE;

      for (gsize i = from; i < to && hint; i++)
        hint = str[i] == ' ' || style[i] == DK_TEXT_DIM;
      if (!hint)
        for (gsize i = from; i < to;)
          {
            gsize j = i;
            g_autofree char *piece = NULL;

            while (j < to && style[j] == style[i])
              j++;
            piece = g_strndup (str + i, j - i);
            dk_text_buf_append (dst, style[i], piece);
            i = j;
          }
      if (!hint && nl != NULL)
        dk_text_buf_newline (dst);
      from = to + 1;
    }
}

/* Ends the text's last line, if it has one that is not ended. */
void
dk_text_buf_end_line (DkTextBuf *text)
{
  gsize len = dk_text_buf_get_length (text);

  if (len > 0 && dk_text_buf_get_string (text)[len - 1] != '\n')
    dk_text_buf_newline (text);
}

/* "Guard (ID) [committed, attached to Jab]" */
static void
dk_describe_card (const DkGame *g, gint32 card, DkTextBuf *out)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  const DkCard *c = dk_game_card (g, card);
  const DkCardDef *def = dk_game_card_def (g, card);
  g_autoptr (GString) states = g_string_new (NULL);
  gboolean first = TRUE;

  dk_text_buf_append (out, def != NULL ? DK_TEXT_CARD : DK_TEXT_HIDDEN, dk_card_name (g, card));
  if (def != NULL)
    dk_text_buf_printf (out, DK_TEXT_DIM, " (%s)", def->id);
#define DK_STATE_SEP() g_string_append (states, first ? " [" : ", "), first = FALSE
  if (c->flags & DK_CARD_FLAG_FACE_DOWN)
    {
      DK_STATE_SEP ();
      g_string_append (states, "face down");
    }
  for (guint i = 0; i < module->n_card_states; i++)
    {
      const DkCardStateSpec *s = &module->card_states[i];

      if (s->kind == DK_CARD_STATE_VAR)
        {
          gint32 v = s->bit_or_index < DK_CARD_VARS ? c->vars[s->bit_or_index] : 0;

          if (v != 0)
            {
              DK_STATE_SEP ();
              g_string_append_printf (states, "%s %d", s->name, v);
            }
        }
      else if (c->flags & s->bit_or_index)
        {
          if (s->bit_or_index == DK_CARD_FLAG_FACE_DOWN)
            continue;
          DK_STATE_SEP ();
          g_string_append (states, s->on ? s->on : s->name);
        }
    }
  if (c->attached_to != DK_NO_CARD && c->attached_to >= 0)
    {
      DK_STATE_SEP ();
      g_string_append_printf (states, "attached to %s", dk_card_name (g, c->attached_to));
    }
#undef DK_STATE_SEP
  if (!first)
    {
      g_string_append_c (states, ']');
      dk_text_buf_append (out, DK_TEXT_DIM, states->str);
    }
}

/* "=== turn 3, player 2's turn, main phase ===" */
static void
dk_board_heading (const DkGame *view, DkTextBuf *out)
{
  const DkRules *rules = dk_game_get_rules (view);
  gint phase = dk_game_phase (view);

  if (dk_game_turn (view) <= 0)
    {
      dk_text_buf_append (out, DK_TEXT_HEADING, "=== the start of the game ===\n");
      return;
    }
  dk_text_buf_printf (out, DK_TEXT_HEADING, "=== turn %d, player %u's turn", dk_game_turn (view),
                      dk_game_active (view) + 1);
  if (phase >= 0)
    dk_text_buf_printf (out, DK_TEXT_HEADING, ", %s phase",
                        dk_rules_phase_name (rules, (guint) phase));
  dk_text_buf_append (out, DK_TEXT_HEADING, " ===\n");
}

/* The board of zones and counters, for a game whose module does not
 * describe its own: @view is the view of @viewer (DK_VIEWER_SPECTATOR:
 * public zones only). */
static void
dk_generic_board (const DkGame *view, gint viewer, DkTextBuf *out)
{
  const DkRules *rules = dk_game_get_rules (view);
  const DkModule *module = dk_rules_get_module (rules);

  for (guint p = 0; p < dk_game_n_players (view); p++)
    {
      dk_text_buf_printf (out, DK_TEXT_PLAYER + p, "Player %u", p + 1);
      dk_text_buf_printf (out, DK_TEXT_PLAIN, "%s%s:", (gint) p == viewer ? " (you)" : "",
                          dk_game_is_eliminated (view, p) ? " (out)" : "");
      for (guint c = 0; c < dk_rules_n_counters (rules); c++)
        {
          dk_text_buf_printf (out, DK_TEXT_LABEL, "  %s", dk_rules_counter_name (rules, c));
          dk_text_buf_printf (out, DK_TEXT_VALUE, " %d", dk_game_counter (view, p, c));
        }
      dk_text_buf_newline (out);
      for (guint z = 0; z < module->n_zones; z++)
        {
          guint n;
          const guint16 *cards = dk_game_zone (view, z, p, &n);
          gboolean shown =
              viewer == DK_VIEWER_FULL || module->zones[z].visibility == DK_VISIBILITY_PUBLIC ||
              (module->zones[z].visibility == DK_VISIBILITY_PRIVATE && (gint) p == viewer);

          if (n == 0)
            continue;
          dk_text_buf_printf (out, DK_TEXT_LABEL, "  %-10s", module->zones[z].name);
          dk_text_buf_printf (out, shown ? DK_TEXT_VALUE : DK_TEXT_HIDDEN, " %2u", n);
          /* Top first, as a player reads a pile. */
          for (guint i = n; shown && i > 0; i--)
            {
              dk_text_buf_append (out, DK_TEXT_PLAIN, i == n ? ": " : "; ");
              dk_describe_card (view, cards[i - 1], out);
            }
          dk_text_buf_newline (out);
        }
    }
}

/* The board of @view, the view of @viewer, in lines of at most @width
 * columns where the module can: the module's own when it describes one,
 * else the generic board. */
void
dk_board_text (const DkGame *view, gint viewer, guint width, DkTextBuf *out)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (view));

  if (module->describe_board != NULL && viewer != DK_VIEWER_FULL)
    {
      module->describe_board (view, viewer, MAX (width, DK_SCREEN_MIN_WIDTH), out);
      dk_text_buf_end_line (out);
    }
  else
    dk_generic_board (view, viewer, out);
}

/* @game as @viewer may see it (transfer full). */
DkGame *
dk_view_for (const DkGame *g, gint viewer)
{
  return viewer >= 0                ? dk_game_view (g, (guint) viewer)
         : viewer == DK_VIEWER_FULL ? dk_game_copy (g)
                                    : dk_game_view_public (g);
}

/* The board of @view (the view of @viewer) under its heading, on
 * @screen; @marks: with the lines changed since the last board of
 * @viewer marked. Returns the rows written. */
guint
dk_draw_board (DkScreen *screen, const DkGame *view, gint viewer, gboolean marks)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  guint rows;

  dk_text_buf_newline (text);
  dk_board_heading (view, text);
  rows = dk_screen_write (screen, text);
  dk_text_buf_clear (text);
  if (marks)
    {
      dk_board_text (view, viewer, dk_screen_get_width (screen) - 2, text);
      return rows + dk_screen_write_board (screen, viewer, text);
    }
  dk_board_text (view, viewer, dk_screen_get_width (screen), text);
  return rows + dk_screen_write (screen, text);
}

/* The board of @view, the view of @viewer (DK_VIEWER_SPECTATOR: public
 * zones only), written to @out as a screen over it draws it. */
static void
dk_print_board (FILE *out, const DkGame *view, gint viewer)
{
  g_autoptr (DkScreen) screen = dk_screen_new (out, DK_COLOR_AUTO);

  dk_draw_board (screen, view, viewer, FALSE);
}

/* The board of @game as @viewer may see it. */
void
dk_print_board_for (FILE *out, const DkGame *g, gint viewer)
{
  g_autoptr (DkGame) view = dk_view_for (g, viewer);

  dk_print_board (out, view, viewer);
}

void
dk_print_result (FILE *out, const DkGame *g)
{
  gint winner = dk_game_winner (g);

  if (winner >= 0)
    fprintf (out, "\nGame over: player %d wins (turn %d).\n", winner + 1, dk_game_turn (g));
  else
    fprintf (out, "\nGame over: a draw (turn %d).\n", dk_game_turn (g));
  /* A game the engine had to end (it made no progress) says why. */
  if (dk_game_end_reason (g) != DK_END_RULES)
    {
      g_autofree char *why = dk_game_end_reason_text (g);

      fprintf (out, "The engine ended it: %s.\n", why);
    }
}

/* One choice as @viewer saw it: "P2: play DKU1-101". */
void
dk_choice_text (const DkGame *g, guint index, gint viewer, DkTextBuf *out)
{
  gint player = -1;
  g_autofree char *text = dk_game_choice_to_string_for (g, index, viewer, &player);

  dk_text_buf_printf (out, DK_TEXT_PLAYER + (guint) MAX (player, 0), "P%d:", player + 1);
  dk_text_buf_printf (out, DK_TEXT_PLAIN, " %s\n", text ? text : "?");
}

guint
dk_write_choices (DkScreen *screen, const DkGame *g, guint from, gint viewer)
{
  g_autoptr (DkTextBuf) text = dk_text_buf_new ();
  guint n = dk_game_n_choices (g);

  for (guint i = from; i < n; i++)
    dk_choice_text (g, i, viewer, text);
  if (n > from)
    dk_screen_write (screen, text);
  return n;
}

guint
dk_print_choices (FILE *out, const DkGame *g, guint from, gint viewer)
{
  g_autoptr (DkScreen) screen = dk_screen_new (out, DK_COLOR_AUTO);

  return dk_write_choices (screen, g, from, viewer);
}

/* --- narration ------------------------------------------------------------ */

DkNarrationMark
dk_narration_now (const DkGame *g)
{
  DkNarrationMark mark = { 0, dk_game_n_choices (g) };
  guint n = dk_game_n_events (g);

  if (n > 0)
    mark.seq = dk_game_event (g, n - 1)->seq + 1;
  return mark;
}

/* What happened since @from as @viewer saw it, one text an item (an
 * event the module tells, or, when it tells none, a choice), oldest first. */
GPtrArray *
dk_narration_items (const DkGame *g, gint viewer, DkNarrationMark from)
{
  const DkModule *module = dk_rules_get_module (dk_game_get_rules (g));
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) dk_text_buf_free);

  if (module->narrate != NULL)
    {
      for (guint i = 0; i < dk_game_n_events (g); i++)
        {
          const DkEvent *ev = dk_game_event (g, i);
          DkTextBuf *text;

          if (ev->seq < from.seq)
            continue;
          text = dk_text_buf_new ();
          if (module->narrate (g, ev, viewer, text) && dk_text_buf_get_length (text) > 0)
            {
              dk_text_buf_end_line (text);
              g_ptr_array_add (items, text);
            }
          else
            dk_text_buf_free (text);
        }
      return items;
    }
  for (guint i = from.choice; i < dk_game_n_choices (g); i++)
    {
      DkTextBuf *text = dk_text_buf_new ();

      dk_choice_text (g, i, viewer, text);
      g_ptr_array_add (items, text);
    }
  return items;
}

/* The narration since @from, its last @max_rows rows at most, the line
 * that says how many were left out (@hint: what shows them) among them.
 * Returns the rows written. */
guint
dk_draw_narration (DkScreen *screen,
                   const DkGame *g,
                   gint viewer,
                   DkNarrationMark from,
                   guint max_rows,
                   const char *hint)
{
  g_autoptr (GPtrArray) items = dk_narration_items (g, viewer, from);
  guint first = items->len, rows = 0, skipped = 0, written = 0, total = 0;
  guint room = max_rows;

  if (max_rows == 0)
    return 0;
  for (guint i = 0; i < items->len; i++)
    total += dk_screen_count_rows (screen, g_ptr_array_index (items, i));
  /* Not all of it: a row for the line that says so. */
  if (total > max_rows)
    room = max_rows - 1;
  /* The newest items that fit. */
  while (first > 0)
    {
      guint r = dk_screen_count_rows (screen, g_ptr_array_index (items, first - 1));

      if (rows + r > room)
        break;
      rows += r;
      first--;
    }
  skipped = total - rows;
  if (skipped > 0)
    written += dk_screen_print (screen, DK_TEXT_DIM, "(%u earlier line%s%s)", skipped,
                                skipped == 1 ? "" : "s", hint ? hint : "");
  for (guint i = first; i < items->len; i++)
    written += dk_screen_write (screen, g_ptr_array_index (items, i));
  return written;
}

/* The rows the narration since @from would take, all of it. */
guint
dk_narration_rows (DkScreen *screen, const DkGame *g, gint viewer, DkNarrationMark from)
{
  g_autoptr (GPtrArray) items = dk_narration_items (g, viewer, from);
  guint rows = 0;

  for (guint i = 0; i < items->len; i++)
    rows += dk_screen_count_rows (screen, g_ptr_array_index (items, i));
  return rows;
}
