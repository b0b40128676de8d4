/* ufs-describe.c: the board as a player sees it, and what a pending
 * decision is about, in words for a person (DkModule.describe_board and
 * .explain_decision).
 *
 * Both read only the view they are given (dk_game_view() of the player):
 * a card the viewer does not know has no definition there, so it cannot
 * be named by mistake. Names and values are the current ones, those the
 * engine plays with (dk_game_stat()), not the printed ones.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* --- words shared with ufs-narrate.c ------------------------------------------------------ */

static const char *const zone_words[] = { "high", "mid", "low" };

const char *
ufs_words_zone (gint32 zone)
{
  return zone >= 0 && zone < 3 ? zone_words[zone] : "mid";
}

/* F: the phases as the rulebook names them. */
const char *
ufs_words_phase (gint phase)
{
  switch (phase)
    {
    case UFS_PHASE_READY:
      return "Ready Phase";
    case UFS_PHASE_COMBAT:
      return "Combat Phase";
    case UFS_PHASE_END:
      return "End Phase";
    default:
      return "phase";
    }
}

const char *
ufs_words_step (gint phase, gint step)
{
  if (phase != UFS_PHASE_READY)
    return NULL;
  switch (step)
    {
    case UFS_STEP_READY:
      return "Ready Step";
    case UFS_STEP_REVIEW:
      return "Review Step";
    case UFS_STEP_DRAW:
      return "Draw Step";
    default:
      return NULL;
    }
}

/* A player as the words name them: the starting character's name (public
 * from the start, E.1.1), or "Player N" when both fighters share a name or
 * there is none. */
char *
ufs_words_player (const DkGame *g, guint player)
{
  const char *name = ufs_character_name (g, player);
  const char *other = ufs_character_name (g, ufs_opponent (player));

  if (name[0] == '\0' || strcmp (name, other) == 0)
    return g_strdup_printf ("Player %u", player + 1);
  return g_strdup (name);
}

/* @name cut to at most @max characters, an ellipsis marking the cut. */
char *
ufs_words_shorten (const char *name, guint max)
{
  glong len = g_utf8_strlen (name, -1);
  GString *s;
  const char *end;

  if (len <= (glong) max)
    return g_strdup (name);
  if (max < 2)
    return g_utf8_substring (name, 0, max);
  end = g_utf8_offset_to_pointer (name, max - 1);
  s = g_string_new_len (name, end - name);
  /* No dangling space before the ellipsis. */
  while (s->len > 0 && s->str[s->len - 1] == ' ')
    g_string_truncate (s, s->len - 1);
  g_string_append (s, "\xe2\x80\xa6");
  return g_string_free (s, FALSE);
}

/* --- laying out lines ---------------------------------------------------------------------- */

typedef struct
{
  DkTextBuf *out;
  guint width;
  guint col;   /* characters on the current line */
  guint start; /* where its items begin: after its indent */
  guint lines; /* lines begun */
} Layout;

static void
lay_text (Layout *l, DkTextStyle style, const char *text)
{
  if (l->col == 0 && l->lines == 0)
    l->lines = 1;
  dk_text_buf_append (l->out, style, text);
  l->col += (guint) g_utf8_strlen (text, -1);
}

static void
lay_newline (Layout *l)
{
  dk_text_buf_newline (l->out);
  l->col = 0;
  l->start = 0;
  l->lines++;
}

/* @n spaces, after which the line's items begin. */
static void
lay_indent (Layout *l, guint n)
{
  for (guint i = 0; i < n; i++)
    lay_text (l, DK_TEXT_PLAIN, " ");
  l->start = l->col;
}

/* Text that must fit on the current line: cut when it would not. */
static void
lay_fit (Layout *l, DkTextStyle style, const char *text)
{
  guint room = l->width > l->col ? l->width - l->col : 0;
  g_autofree char *cut = ufs_words_shorten (text, room);

  if (room == 0)
    return;
  lay_text (l, style, cut);
}

/* One item of a list that flows over lines: on this line after @sep when
 * it fits, else on a new line after @indent spaces. */
static void
lay_item (Layout *l, const char *sep, guint indent, DkTextStyle style, const char *text)
{
  guint len = (guint) g_utf8_strlen (text, -1);

  if (l->col > l->start && l->col + (guint) strlen (sep) + len > l->width)
    {
      lay_newline (l);
      lay_indent (l, indent);
    }
  else if (l->col > l->start)
    lay_text (l, DK_TEXT_PLAIN, sep);
  lay_fit (l, style, text);
}

/* --- cards --------------------------------------------------------------------------------- */

static gboolean
card_known (const DkGame *g, gint32 card)
{
  return card >= 0 && (guint) card < dk_game_n_cards (g) && dk_game_card_def (g, card) != NULL;
}

/* Is another card the viewer sees on the board (staging areas, card pools,
 * the viewer's hand) a copy of @card? Then it goes with its #N, the N of
 * the options' ID#N (dk_game_option_to_string()). */
static gboolean
has_visible_copy (const DkGame *g, gint viewer, gint32 card)
{
  static const guint kinds[] = { UFS_ZONE_STAGING, UFS_ZONE_CARD_POOL, UFS_ZONE_HAND };
  guint16 def = dk_game_card (g, card)->def;

  for (guint p = 0; p < 2; p++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        guint n;
        const guint16 *cards;

        if (kinds[k] == UFS_ZONE_HAND && (gint) p != viewer)
          continue;
        cards = dk_game_zone (g, kinds[k], p, &n);
        for (guint i = 0; i < n; i++)
          if (cards[i] != card && dk_game_card (g, cards[i])->def == def &&
              card_known (g, cards[i]))
            return TRUE;
      }
  return FALSE;
}

/* The card's name as the board shows it, at most @max characters, with
 * its #N when a copy of it is in sight. */
char *
ufs_words_card (const DkGame *g, gint viewer, gint32 card, guint max)
{
  const DkCardDef *def = card_known (g, card) ? dk_game_card_def (g, card) : NULL;
  g_autofree char *suffix = NULL;
  g_autofree char *name = NULL;
  guint room;

  if (def == NULL)
    return g_strdup (ufs_is_face_down (g, card) ? "face-down card" : "unknown card");
  if (has_visible_copy (g, viewer, card))
    suffix = g_strdup_printf ("#%u", dk_game_card (g, card)->copy_no);
  room =
      max > (suffix ? strlen (suffix) : 0) + 4 ? max - (suffix ? (guint) strlen (suffix) : 0) : max;
  name = ufs_words_shorten (def->name, room);
  return g_strconcat (name, suffix, NULL);
}

/* "Stone Wall [c]": the staging marks (C.1 committed, D.2.2.2 face down,
 * K.4.5 frozen). */
static char *
staging_item (const DkGame *g, gint viewer, gint32 card, guint max)
{
  g_autofree char *name = ufs_words_card (g, viewer, card, max);
  GString *s = g_string_new (name);
  const char *sep = " [";

  if (card == ufs_state_const (g)->character[ufs_zone_owner_of (g, card)])
    g_string_prepend (s, "*");
  if (ufs_is_committed (g, card))
    {
      g_string_append_printf (s, "%sc", sep);
      sep = ",";
    }
  if (ufs_is_face_down (g, card) && card_known (g, card))
    {
      g_string_append_printf (s, "%sfd", sep);
      sep = ",";
    }
  if (dk_game_card_has_flag (g, card, UFS_FLAG_FROZEN))
    {
      g_string_append_printf (s, "%sfrz", sep);
      sep = ",";
    }
  if (dk_game_card_has_flag (g, card, UFS_FLAG_ATTACHED))
    {
      g_string_append_printf (s, "%satt", sep);
      sep = ",";
    }
  if (sep[0] == ',')
    g_string_append_c (s, ']');
  return g_string_free (s, FALSE);
}

/* "3/5 high s4 d3 blk mid+2": a card's difficulty/control, its attack and
 * its block, as they stand. */
static void
append_values (const DkGame *g, gint32 card, GString *s)
{
  gint32 bz = dk_game_stat (g, card, UFS_STAT_BLOCK_ZONE);

  g_string_append_printf (s, "%d/%d", dk_game_stat (g, card, UFS_STAT_DIFFICULTY),
                          dk_game_stat (g, card, UFS_STAT_CONTROL));
  if (ufs_card_type (g, card) == UFS_TYPE_ATTACK)
    g_string_append_printf (
        s, " %s s%d d%d", ufs_words_zone (dk_game_stat (g, card, UFS_STAT_ATTACK_ZONE)),
        dk_game_stat (g, card, UFS_STAT_SPEED), dk_game_stat (g, card, UFS_STAT_DAMAGE));
  if (bz >= 0)
    g_string_append_printf (s, " blk %s%+d", ufs_words_zone (bz),
                            dk_game_stat (g, card, UFS_STAT_BLOCK_MODIFIER));
}

/* --- the board ----------------------------------------------------------------------------- */

static void
describe_heading (const DkGame *g, gint viewer, Layout *l)
{
  g_autofree char *active = NULL;
  g_autoptr (GString) s = g_string_new (NULL);
  gint phase = dk_game_phase (g);
  const char *step;

  if (dk_game_turn (g) <= 0)
    g_string_append (s, "Before the game");
  else
    {
      active = ufs_words_player (g, dk_game_active (g));
      g_string_append_printf (s, "Turn %d: %s's %s", dk_game_turn (g), active,
                              ufs_words_phase (phase));
      step = ufs_words_step (phase, dk_game_step (g));
      if (step != NULL)
        g_string_append_printf (s, ", %s", step);
    }
  if (dk_game_is_over (g))
    g_string_append (s, " (the game is over)");
  lay_fit (l, DK_TEXT_HEADING, s->str);
  if (viewer < 0)
    lay_item (l, "  ", 0, DK_TEXT_DIM, "(spectator)");
  lay_newline (l);
}

/* The staging area's cards as items: copies in the same state (the same
 * definition and marks) as one item, "Steady Nine x3 [c]", as the options
 * count such copies once (the commits of ufs-check.c). */
static GPtrArray *
staging_items (const DkGame *g, gint viewer, const guint16 *staging, guint n, guint max)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);
  g_autofree gboolean *done = g_new0 (gboolean, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      const DkCard *c = dk_game_card (g, staging[i]);
      guint same = 1;
      char *item;

      if (done[i])
        continue;
      for (guint j = i + 1; j < n && card_known (g, staging[i]); j++)
        {
          const DkCard *d = dk_game_card (g, staging[j]);

          if (!done[j] && d->def == c->def && d->flags == c->flags &&
              staging[j] != ufs_state_const (g)->character[ufs_zone_owner_of (g, staging[j])])
            {
              done[j] = TRUE;
              same++;
            }
        }
      if (same == 1)
        item = staging_item (g, viewer, staging[i], max);
      else
        {
          /* Copies in one state: no #N (nothing tells them apart). */
          const DkCardDef *def = dk_game_card_def (g, staging[i]);
          g_autofree char *name = ufs_words_shorten (def->name, max > 8 ? max - 4 : max);
          g_autofree char *marks = staging_item (g, viewer, staging[i], max);
          const char *bracket = strchr (marks, '[');

          item = g_strdup_printf ("%s x%u%s%s", name, same, bracket ? " " : "",
                                  bracket ? bracket : "");
        }
      g_ptr_array_add (items, item);
    }
  return items;
}

/* A player's staging area and card pool, flowed over at most @max_lines
 * lines; a card pool that does not fit is its count and its newest card,
 * and a staging area that does not fit ends in "+N more". */
static void
describe_zones (const DkGame *g, gint viewer, guint p, Layout *l, guint max_lines)
{
  guint n_staging, n_pool;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n_staging);
  const guint16 *pool = dk_game_zone (g, UFS_ZONE_CARD_POOL, p, &n_pool);
  guint item_max = MIN (l->width - 6, 24);
  guint first_line = l->lines;
  g_autoptr (GPtrArray) items = staging_items (g, viewer, staging, n_staging, item_max);
  g_autoptr (GString) pool_item = g_string_new (NULL);
  guint pool_len = 0;
  guint shown;

  /* D.2.1.1: the card pool, left to right (oldest first), as one item. */
  if (n_pool > 0)
    {
      g_string_append (pool_item, "pool: ");
      for (guint i = 0; i < n_pool; i++)
        {
          g_autofree char *name = ufs_words_card (g, viewer, pool[i], item_max);

          g_string_append_printf (pool_item, "%s%s", i ? ", " : "", name);
        }
      /* The whole pool when it takes at most about half of a line or two. */
      if ((guint) g_utf8_strlen (pool_item->str, -1) > l->width / 2 + 10)
        {
          g_autofree char *top = ufs_words_card (g, viewer, pool[n_pool - 1], item_max);

          g_string_printf (pool_item, "pool: %u cards, newest %s", n_pool, top);
        }
      pool_len = (guint) g_utf8_strlen (pool_item->str, -1);
    }
  lay_indent (l, 2);
  lay_text (l, DK_TEXT_LABEL, "staging:");
  lay_text (l, DK_TEXT_PLAIN, " ");
  l->start = l->col;
  for (shown = 0; shown < items->len; shown++)
    {
      const char *item = g_ptr_array_index (items, shown);
      guint len = (guint) g_utf8_strlen (item, -1);
      gboolean last_line = l->lines - first_line + 1 >= max_lines;
      /* On the last line, room for ", +NN more" after it unless it is
       * the last, and for the card pool. */
      guint reserve = (last_line && shown + 1 < items->len ? 10 : 0) +
                      (last_line && pool_len > 0 ? pool_len + 3 : 0);

      if (l->col > l->start && l->col + 2 + len + reserve > l->width &&
          (last_line || (l->col + 2 + len > l->width && l->lines - first_line + 2 > max_lines)))
        break;
      lay_item (l, ", ", 4, DK_TEXT_CARD, item);
    }
  if (shown < items->len)
    {
      g_autofree char *more = g_strdup_printf ("+%u more", items->len - shown);

      lay_item (l, ", ", 4, DK_TEXT_DIM, more);
    }
  if (n_staging == 0)
    lay_item (l, " ", 4, DK_TEXT_DIM, "none");
  if (n_pool > 0)
    {
      if (l->col + 3 + pool_len > l->width && l->lines - first_line + 1 < max_lines)
        {
          lay_newline (l);
          lay_indent (l, 4);
        }
      else
        lay_text (l, DK_TEXT_PLAIN, " | ");
      lay_fit (l, DK_TEXT_LABEL, "pool: ");
      lay_fit (l, DK_TEXT_CARD, pool_item->str + strlen ("pool: "));
    }
  lay_newline (l);
}

static void
describe_player (const DkGame *g, gint viewer, guint p, Layout *l, guint zone_lines)
{
  g_autofree char *name = ufs_words_player (g, p);
  g_autoptr (GString) s = g_string_new (NULL);
  gint32 top;
  guint n_discard = dk_game_zone_size (g, UFS_ZONE_DISCARD, p);

  g_string_printf (s, "P%u %s%s", p + 1, name, (gint) p == viewer ? " (you)" : "");
  lay_fit (l, DK_TEXT_PLAYER + p, s->str);
  {
    /* The counts with their words, or with short ones when the line is
     * too narrow for those. */
    gint32 vit = dk_game_counter (g, p, 0), max = ufs_max_vitality (g, p);
    guint hand = dk_game_zone_size (g, UFS_ZONE_HAND, p);
    guint deck = dk_game_zone_size (g, UFS_ZONE_DECK, p);
    guint momentum = dk_game_zone_size (g, UFS_ZONE_MOMENTUM, p);
    g_autofree char *longer =
        g_strdup_printf ("  vitality %d/%d  hand %u  deck %u  momentum %u  discard %u", vit, max,
                         hand, deck, momentum, n_discard);
    gboolean brief = l->col + (guint) strlen (longer) > l->width;

    g_string_printf (s, brief ? "vit %d/%d" : "vitality %d/%d", vit, max);
    lay_item (l, brief ? " " : "  ", 3, ufs_at_desperation (g, p) ? DK_TEXT_BAD : DK_TEXT_VALUE,
              s->str);
    g_string_printf (s, "hand %u", hand);
    lay_item (l, brief ? " " : "  ", 3, DK_TEXT_VALUE, s->str);
    g_string_printf (s, "deck %u", deck);
    lay_item (l, brief ? " " : "  ", 3, DK_TEXT_VALUE, s->str);
    g_string_printf (s, brief ? "mom %u" : "momentum %u", momentum);
    lay_item (l, brief ? " " : "  ", 3, DK_TEXT_VALUE, s->str);
    g_string_printf (s, brief ? "disc %u" : "discard %u", n_discard);
    lay_item (l, brief ? " " : "  ", 3, DK_TEXT_DIM, s->str);
  }
  top = dk_game_zone_top (g, UFS_ZONE_DISCARD, p);
  if (top != DK_NO_CARD && card_known (g, top))
    {
      guint room = l->width > l->col + 3 ? l->width - l->col - 3 : 0;
      g_autofree char *t = ufs_words_card (g, viewer, top, MIN (room, 18));

      /* The pile's top card when it fits on the line, cut if need be. */
      if (room >= 6)
        {
          g_string_printf (s, "(%s)", t);
          lay_item (l, " ", 3, DK_TEXT_DIM, s->str);
        }
    }
  lay_newline (l);
  describe_zones (g, viewer, p, l, zone_lines);
}

/* The attack in progress: its card and values as the engine now plays
 * them (after enhances), whose it is, and its block. */
static void
describe_attack (const DkGame *g, gint viewer, Layout *l)
{
  const UfsState *s = ufs_state_const (g);
  gint32 a = s->attack;
  g_autofree char *who = NULL;
  g_autofree char *name = NULL;
  g_autoptr (GString) t = g_string_new (NULL);
  g_autoptr (GString) notes = g_string_new (NULL);

  if (a < 0 || (guint) a >= dk_game_n_cards (g) || s->attacker < 0 || s->attacker > 1)
    {
      if (s->n_attack_stack > 0)
        {
          g_string_printf (t, "%u attack%s pending", s->n_attack_stack,
                           s->n_attack_stack == 1 ? "" : "s");
          lay_fit (l, DK_TEXT_DIM, t->str);
          lay_newline (l);
        }
      return;
    }
  {
    g_autofree char *pname = ufs_words_player (g, (guint) s->attacker);

    who = g_strdup_printf ("%s%s:", pname, s->attacker == viewer ? " (you)" : "");
  }
  g_string_printf (t, "%s, speed %d, damage %d",
                   ufs_words_zone (dk_game_stat (g, a, UFS_STAT_ATTACK_ZONE)),
                   dk_game_stat (g, a, UFS_STAT_SPEED), dk_game_stat (g, a, UFS_STAT_DAMAGE));
  /* G.2.2: the block status, then what fits of the rest. */
  if (s->blocker >= 0 && (guint) s->blocker < dk_game_n_cards (g))
    g_string_append_printf (notes, "; %s block",
                            s->block_status == UFS_BLOCK_COMPLETE ? "complete" : "partial");
  else if (s->in_enhance)
    g_string_append (notes, "; enhance step");
  if (s->n_attack_stack > 0)
    g_string_append_printf (notes, " (+%u pending)", s->n_attack_stack);
  {
    /* The card's name gets what the rest leaves of the line. */
    guint rest = 7 + (guint) g_utf8_strlen (who, -1) + 1 + 1 + (guint) t->len + (guint) notes->len;
    guint room = l->width > rest ? l->width - rest : 0;
    gboolean two_lines;

    g_autofree char *full = ufs_words_card (g, viewer, a, 1000);
    guint need = MIN (12, (guint) g_utf8_strlen (full, -1));

    /* Short of room: the notes that matter less go first, then the
     * block status is said in a word. */
    if (room < need)
      {
        rest -= (guint) notes->len;
        g_string_truncate (notes, 0);
        if (s->blocker >= 0)
          g_string_append (notes,
                           s->block_status == UFS_BLOCK_COMPLETE ? "; complete" : "; partial");
        rest += (guint) notes->len;
        room = l->width > rest ? l->width - rest : 0;
      }
    two_lines = room < need;

    /* A narrow line: the values on a line of their own. */
    if (two_lines)
      {
        rest = 7 + (guint) g_utf8_strlen (who, -1) + 1;
        room = l->width > rest ? l->width - rest : 0;
      }
    name = ufs_words_card (g, viewer, a, MAX (room, 8));
    lay_fit (l, DK_TEXT_ACTIVE, "ATTACK ");
    lay_fit (l, DK_TEXT_PLAYER + s->attacker, who);
    lay_fit (l, DK_TEXT_PLAIN, " ");
    lay_fit (l, DK_TEXT_CARD, name);
    if (two_lines)
      {
        lay_newline (l);
        lay_indent (l, 7);
      }
    else
      lay_fit (l, DK_TEXT_PLAIN, " ");
  }
  lay_fit (l, DK_TEXT_ACTIVE, t->str);
  lay_fit (l, s->blocker >= 0 ? DK_TEXT_GOOD : DK_TEXT_DIM, notes->str);
  lay_newline (l);
}

/* The hand's cards as items over at most @max_lines lines from where @l
 * stands; returns how many lines they took. */
static guint
lay_hand_items (
    const DkGame *g, gint viewer, const guint16 *hand, guint n, Layout *l, guint max_lines)
{
  guint first_line = l->lines;
  guint shown;

  for (shown = 0; shown < n; shown++)
    {
      g_autofree char *name = ufs_words_card (g, viewer, hand[shown], 20);
      g_autoptr (GString) item = g_string_new (name);
      guint len;
      gboolean last_line = l->lines - first_line + 1 >= max_lines;

      if (card_known (g, hand[shown]))
        {
          g_string_append_c (item, ' ');
          append_values (g, hand[shown], item);
        }
      len = (guint) g_utf8_strlen (item->str, -1);
      /* On the last line, room for " | +N more" after it unless it is the last. */
      if (l->col > l->start && last_line && l->col + 3 + len + (shown + 1 < n ? 10 : 0) > l->width)
        break;
      lay_item (l, " | ", 2, DK_TEXT_CARD, item->str);
    }
  if (shown < n)
    {
      g_autofree char *more = g_strdup_printf ("+%u more", n - shown);

      lay_item (l, " | ", 2, DK_TEXT_DIM, more);
    }
  return l->lines - first_line + 1;
}

/* The viewer's hand, each card with its values (the opponent's is a count
 * on their line). A legend heads it when the cards leave room for one. */
static void
describe_hand (const DkGame *g, gint viewer, Layout *l, guint max_lines)
{
  guint n;
  const guint16 *hand;
  gboolean legend;

  if (viewer < 0 || viewer > 1)
    return;
  hand = dk_game_zone (g, UFS_ZONE_HAND, (guint) viewer, &n);
  lay_fit (l, DK_TEXT_LABEL, "Your hand:");
  if (n == 0)
    {
      lay_item (l, " ", 2, DK_TEXT_DIM, "empty");
      lay_newline (l);
      return;
    }
  {
    /* How many lines the cards take on lines of their own. */
    g_autoptr (DkTextBuf) scratch = dk_text_buf_new ();
    Layout trial = { scratch, l->width, 0, 0, 1 };

    lay_indent (&trial, 2);
    legend = lay_hand_items (g, viewer, hand, n, &trial, max_lines + 1) <= max_lines;
  }
  if (legend)
    {
      lay_item (l, " ", 2, DK_TEXT_DIM,
                l->width - l->col >= 56 ? "(difficulty/control, zone s=speed d=damage, blk=block)"
                                        : "(diff/control, s=speed d=damage)");
      lay_newline (l);
      lay_indent (l, 2);
      lay_hand_items (g, viewer, hand, n, l, max_lines);
    }
  else
    {
      lay_text (l, DK_TEXT_PLAIN, " ");
      l->start = l->col;
      lay_hand_items (g, viewer, hand, n, l, max_lines + 1);
    }
  lay_newline (l);
}

/**
 * ufs_describe_board:
 *
 * DkModule.describe_board: a heading, each player in two or three lines
 * (counts, staging area, card pool), the attack in progress, the viewer's
 * hand. About 10 lines for a two-player game at 80 columns.
 */
void
ufs_describe_board (const DkGame *view, gint viewer, guint width, DkTextBuf *out)
{
  Layout l = { out, MAX (width, 40), 0, 0 };
  /* A narrow terminal gets more lines; the hand its share of them. */
  guint zone_lines = width >= 80 ? 2 : 3;

  describe_heading (view, viewer, &l);
  /* The viewer's opponent above, the viewer below, near the hand. */
  for (guint k = 0; k < 2; k++)
    {
      guint p = viewer == 0 || viewer == 1
                    ? (k == 0 ? ufs_opponent ((guint) viewer) : (guint) viewer)
                    : k;

      describe_player (view, viewer, p, &l, zone_lines);
    }
  describe_attack (view, viewer, &l);
  describe_hand (view, viewer, &l, width >= 80 ? 3 : 4);
}

/* --- the pending decision ------------------------------------------------------------------ */

/* The innermost frame of procedure @proc, or NULL. */
static const DkFrame *
find_frame (const DkGame *g, guint16 proc)
{
  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc == proc)
        return f;
    }
  return NULL;
}

/* "Brannoch's Flare Roundhouse (high, speed 5, damage 4)": the attack as
 * it stands. */
static void
append_attack (const DkGame *g, guint decider, gint32 attack, GString *s)
{
  guint owner = dk_game_card (g, attack)->controller;
  g_autofree char *who = ufs_words_player (g, owner);
  g_autofree char *name = ufs_words_card (g, (gint) decider, attack, 30);

  if (owner == decider)
    g_string_append_printf (s, "your %s", name);
  else
    g_string_append_printf (s, "%s's %s", who, name);
  g_string_append_printf (s, " (%s, speed %d, damage %d)",
                          ufs_words_zone (dk_game_stat (g, attack, UFS_STAT_ATTACK_ZONE)),
                          dk_game_stat (g, attack, UFS_STAT_SPEED),
                          dk_game_stat (g, attack, UFS_STAT_DAMAGE));
}

/* The card whose play a check is for: the card of the play or ability
 * frame under the check, or DK_NO_CARD for a check of a cost. */
static gint32
checked_for (const DkGame *g, guint *out_kind)
{
  guint depth = dk_game_frame_depth (g);

  *out_kind = UFS_KIND_FORM;
  for (guint d = depth; d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc != UFS_PROC (CHECK))
        continue;
      if (d == 0)
        return DK_NO_CARD;
      f = dk_game_frame_at (g, d - 1);
      if (f->proc == UFS_PROC (PLAY_CARD))
        {
          *out_kind = (guint) f->a[1];
          return f->a[0];
        }
      if (f->proc == UFS_PROC (ABILITY) && f->step == 2)
        {
          *out_kind = UFS_KIND_EFFECT;
          return f->a[0];
        }
      return DK_NO_CARD;
    }
  return DK_NO_CARD;
}

static gint32 effect_source (const DkGame *g);

static void
explain_commit (const DkGame *g, guint player, DkTextBuf *out)
{
  const DkDecision *d = dk_game_decision (g);
  const DkFrame *top =
      dk_game_frame_depth (g) > 0 ? dk_game_frame_at (g, dk_game_frame_depth (g) - 1) : NULL;

  if (top != NULL && top->proc == UFS_PROC (CHECK))
    {
      guint kind;
      gint32 card = checked_for (g, &kind);
      gint32 need = top->a[1] - top->a[2];
      g_autoptr (GString) s = g_string_new ("Your check");

      if (card != DK_NO_CARD && card_known (g, card))
        {
          g_autofree char *name = ufs_words_card (g, (gint) player, card, 30);

          g_string_append_printf (s, " %s %s", kind == UFS_KIND_BLOCK ? "to block with" : "for",
                                  name);
        }
      g_string_append_printf (s, " is %d short of difficulty %d:", need, top->a[1]);
      dk_text_buf_append (out, DK_TEXT_HEADING, s->str);
      g_string_printf (s, " commit %d card%s to pass, or let it fail.", need, need == 1 ? "" : "s");
      /* A long name: the choice on a line of its own. */
      if (g_utf8_strlen (dk_text_buf_get_string (out), -1) + g_utf8_strlen (s->str, -1) > 100)
        {
          dk_text_buf_newline (out);
          g_string_erase (s, 0, 1);
        }
      dk_text_buf_append (out, DK_TEXT_PLAIN, s->str);
      dk_text_buf_newline (out);
      g_string_printf (s,
                       "The check revealed control %d; ready foundations and your character "
                       "may be committed (E.3.5.2).",
                       top->a[2]);
      dk_text_buf_append (out, DK_TEXT_DIM, s->str);
      dk_text_buf_newline (out);
      return;
    }
  {
    guint count = d->n_options > 0 ? d->options[0].n_args : 0;
    gint32 src = effect_source (g);
    g_autoptr (GString) s = g_string_new (NULL);

    if (src != DK_NO_CARD && card_known (g, src))
      {
        g_autofree char *name = ufs_words_card (g, (gint) player, src, 30);

        /* I.3.12: Stun makes the opponent commit; a cost, the player. */
        if (dk_game_card (g, src)->controller != player)
          g_string_printf (s, "Your opponent's %s makes you commit %u ready foundation%s.", name,
                           count, count == 1 ? "" : "s");
        else
          g_string_printf (s, "To pay for %s, commit %u ready foundation%s (H.4.3).", name, count,
                           count == 1 ? "" : "s");
      }
    else
      g_string_printf (s, "Commit %u ready foundation%s: a cost or an effect asks for it (H.4.3).",
                       count, count == 1 ? "" : "s");
    dk_text_buf_append (out, DK_TEXT_HEADING, s->str);
    dk_text_buf_newline (out);
  }
}

static void
explain_priority (const DkGame *g, guint player, DkTextBuf *out)
{
  const UfsState *s = ufs_state_const (g);
  const DkFrame *f = find_frame (g, DK_PROC_PRIORITY);
  gint32 window = f ? f->a[0] : 0;
  g_autoptr (GString) t = g_string_new (NULL);

  if (window == UFS_WINDOW_ENHANCE && s->attack >= 0)
    {
      if (s->attacker == (gint32) player)
        g_string_append (t, "Enhance Step of ");
      else
        g_string_append (t, "Enhance Step against ");
      append_attack (g, player, s->attack, t);
      dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
      dk_text_buf_newline (out);
      dk_text_buf_append (out, DK_TEXT_PLAIN,
                          s->attacker == (gint32) player
                              ? "Enhance your attack or pass; when both pass in a row, the "
                                "defender may block (G.1)."
                              : "Play an enhance or pass; when both pass in a row, you may "
                                "block (G.1).");
      dk_text_buf_newline (out);
      return;
    }
  if (window >= UFS_WINDOW_RESPONSE && (guint) (window - UFS_WINDOW_RESPONSE) < UFS_MAX_WINDOWS)
    {
      DkEvent evs[UFS_WINDOW_EVENTS];
      guint n = ufs_window_events (g, (guint) (window - UFS_WINDOW_RESPONSE), evs);

      /* E.4.5: the parts of one event, as one */
      g_string_assign (t, "Response window: ");
      for (guint e = 0; e < n; e++)
        {
          if (e > 0)
            g_string_append (t, e + 1 < n ? ", " : " and ");
          ufs_words_event_brief (g, &evs[e], (gint) player, t);
        }
      dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
      dk_text_buf_newline (out);
      dk_text_buf_append (out, DK_TEXT_PLAIN,
                          "Play a response (R) to it, or pass; it closes when both pass in a "
                          "row (H.2.3).");
      dk_text_buf_newline (out);
      return;
    }
  dk_text_buf_append (out, DK_TEXT_HEADING, "You have priority: play an ability or pass.");
  dk_text_buf_newline (out);
}

/* The card of the effect that asks (the program running), or DK_NO_CARD. */
static gint32
effect_source (const DkGame *g)
{
  const DkFrame *p = find_frame (g, DK_PROC_PROGRAM);
  const DkFrame *k = find_frame (g, UFS_PROC (KEYWORD));

  if (k != NULL)
    return k->a[0];
  return p != NULL ? p->a[0] : DK_NO_CARD;
}

static void
explain_with_source (const DkGame *g, guint player, const char *what, DkTextBuf *out)
{
  gint32 src = effect_source (g);
  g_autoptr (GString) t = g_string_new (what);

  if (src != DK_NO_CARD && card_known (g, src))
    {
      g_autofree char *name = ufs_words_card (g, (gint) player, src, 30);

      g_string_append_printf (t, " (%s)", name);
    }
  g_string_append_c (t, '.');
  dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
  dk_text_buf_newline (out);
}

/* J.3.2.1.2: "Your effects that fire after you played Refill: choose the
 * one that executes next." The event is that of the window the fired
 * effects come before (the innermost). */
static void
explain_fired_order (const DkGame *g, DkTextBuf *out)
{
  const DkFrame *f = find_frame (g, UFS_PROC (RESPOND));
  g_autoptr (GString) t = g_string_new ("Your effects fire ");

  if (f != NULL && (guint) f->a[0] < UFS_MAX_WINDOWS)
    {
      DkEvent evs[UFS_WINDOW_EVENTS];
      guint n = ufs_window_events (g, (guint) f->a[0], evs);

      /* E.4.5: the parts of one event, as one */
      for (guint e = 0; e < n; e++)
        {
          if (e > 0)
            g_string_append (t, e + 1 < n ? ", " : " and ");
          ufs_words_event_brief (g, &evs[e], dk_game_decision (g)->player, t);
        }
    }
  else
    g_string_append (t, "after the same event");
  g_string_append (t, ": choose the one that executes next.");
  dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
  dk_text_buf_newline (out);
  dk_text_buf_append (out, DK_TEXT_DIM,
                      "Each player executes theirs in the order they choose, the active "
                      "player first (J.3.2.1.2).");
  dk_text_buf_newline (out);
}

/**
 * ufs_explain_decision:
 *
 * DkModule.explain_decision: what the pending decision of @view is about,
 * for the player who takes it, in a line or two.
 */
void
ufs_explain_decision (const DkGame *g, DkTextBuf *out)
{
  const DkDecision *d = dk_game_decision (g);
  const UfsState *s = ufs_state_const (g);
  guint player;
  g_autoptr (GString) t = g_string_new (NULL);

  if (d == NULL || d->n_options == 0 || dk_game_is_over (g) || d->player < 0 || d->player > 1)
    return;
  player = (guint) d->player;
  if (d->kind == DK_DECISION_PRIORITY)
    {
      explain_priority (g, player, out);
      return;
    }
  if (d->kind == DK_DECISION_CHOOSE)
    {
      explain_with_source (g, player, "Choose a card for the effect being carried out", out);
      return;
    }
  switch (d->kind - DK_DECISION_MODULE_BASE)
    {
    case UFS_DECISION_FIRST:
      dk_text_buf_append (out, DK_TEXT_HEADING,
                          "You choose who takes the first turn: go first or second (E.1.3).");
      dk_text_buf_newline (out);
      if (dk_game_param (g, UFS_PARAM_FIRST_SKIPS_READY))
        {
          dk_text_buf_append (out, DK_TEXT_DIM,
                              "The first player skips the Ready Phase of the first turn "
                              "(E.1.9).");
          dk_text_buf_newline (out);
        }
      return;
    case UFS_DECISION_MULLIGAN:
      g_string_printf (t, "Keep this hand, or mulligan: %s and draw %u new cards (E.1.8).",
                       dk_game_param (g, UFS_PARAM_MULLIGAN) == 1
                           ? "put it at the bottom of your deck"
                           : "remove it from the game",
                       ufs_hand_size (g, player));
      dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
      dk_text_buf_newline (out);
      return;
    case UFS_DECISION_REVIEW:
      g_string_printf (t,
                       "Review Step: you may discard 1 card from your hand, then draw up to %u "
                       "(F.1.2, F.1.3).",
                       ufs_hand_size (g, player));
      dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
      dk_text_buf_newline (out);
      return;
    case UFS_DECISION_FORM:
      dk_text_buf_append (out, DK_TEXT_HEADING,
                          "Combat Phase: play a card or a form ability from your hand or "
                          "staging area, or pass (F.2.2).");
      dk_text_buf_newline (out);
      if (s->must_attempt[player] && !s->attempted_card[player])
        dk_text_buf_append (out, DK_TEXT_BAD,
                            "You passed last turn without attempting a card: attempt one now "
                            "(F.2.2.3).");
      else
        dk_text_buf_append (out, DK_TEXT_DIM,
                            "Each card in your pool adds 1 to a check (E.4.7.2); a failed form "
                            "ends the phase (F.2.2.1.1).");
      dk_text_buf_newline (out);
      return;
    case UFS_DECISION_BLOCK:
      if (s->attack >= 0)
        {
          g_autofree char *who = ufs_words_player (g, ufs_opponent (player));

          g_string_printf (t, "%s attacks with ", who);
          {
            g_autofree char *name = ufs_words_card (g, (gint) player, s->attack, 30);

            g_string_append_printf (
                t, "%s (%s, speed %d, damage %d): choose a block.", name,
                ufs_words_zone (dk_game_stat (g, s->attack, UFS_STAT_ATTACK_ZONE)),
                dk_game_stat (g, s->attack, UFS_STAT_SPEED),
                dk_game_stat (g, s->attack, UFS_STAT_DAMAGE));
          }
          dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
          dk_text_buf_newline (out);
          g_string_printf (t,
                           "Unblocked it deals %d. A block's difficulty: its modifier + speed "
                           "%d + 1 a card in your pool (G.2).",
                           dk_game_stat (g, s->attack, UFS_STAT_DAMAGE),
                           dk_game_stat (g, s->attack, UFS_STAT_SPEED));
          dk_text_buf_append (out, DK_TEXT_DIM, t->str);
          dk_text_buf_newline (out);
        }
      else
        {
          dk_text_buf_append (out, DK_TEXT_HEADING, "Choose a block, or take the damage (G.2).");
          dk_text_buf_newline (out);
        }
      return;
    case UFS_DECISION_FIRED_ORDER:
      explain_fired_order (g, out);
      return;
    case UFS_DECISION_COMMIT:
      explain_commit (g, player, out);
      return;
    case UFS_DECISION_CLEAR:
      {
        gint32 card = d->options[0].n_args > 0 ? d->options[0].args[0] : DK_NO_CARD;
        g_autofree char *name =
            card != DK_NO_CARD ? ufs_words_card (g, (gint) player, card, 30) : g_strdup ("it");

        g_string_printf (t,
                         "End Phase: %s dealt damage: add it to your momentum, or discard it "
                         "(F.3.2.2).",
                         name);
        dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
        dk_text_buf_newline (out);
        return;
      }
    case UFS_DECISION_COST:
      explain_with_source (g, player, "Choose how much to pay for this ability (X, H.4.4)", out);
      return;
    case UFS_DECISION_CANCEL:
      {
        gint32 card = d->options[0].n_args > 0 ? d->options[0].args[0] : DK_NO_CARD;
        g_autofree char *who = ufs_words_player (g, ufs_opponent (player));
        g_autofree char *name =
            card != DK_NO_CARD ? ufs_words_card (g, (gint) player, card, 30) : g_strdup ("a card");

        g_string_printf (t, "%s played an ability of %s.", who, name);
        dk_text_buf_append (out, DK_TEXT_HEADING, t->str);
        dk_text_buf_newline (out);
        dk_text_buf_append (out, DK_TEXT_PLAIN,
                            "Pay its cancel cost to cancel it, or let it be (H.3.3.4).");
        dk_text_buf_newline (out);
        return;
      }
    case UFS_DECISION_NAME:
      explain_with_source (g, player,
                           "Name a card (K.5.5): `name ID`, ID any card of that name",
                           out);
      return;
    default:
      break;
    }
}
