/* bos-describe.c: the board in words.
 *
 * The DkModule hook describe_board, and the small helpers the narration
 * (bos-narrate.c) and the explanations (bos-explain.c) share with it: player and card
 * names, phase names as the rule book writes them (Turn Structure), and
 * numbers with thousands separators. Everything here reads the view it is
 * given: a card whose definition the view does not hold is never named.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* --- shared words ------------------------------------------------------------------- */

static const char *const phase_names[] = {
  "Draw Phase", "Ready Phase", "Main Phase I", "Battle Phase", "Main Phase II", "End Phase",
};
static const char *const step_names[] = {
  "Start Step",
  "Battle Step",
  "Damage Step",
  "End Step",
};
static const char *const class_names[] = { "warrior", "elite", "warlord", "legendary" };

/**
 * bos_words_phase:
 * @phase: a phase index
 *
 * Returns: the phase's name as Turn Structure writes it ("Main Phase I")
 */
const char *
bos_words_phase (gint phase)
{
  if (phase < 0 || (guint) phase >= G_N_ELEMENTS (phase_names))
    return "Preparing to battle";
  return phase_names[phase];
}

const char *
bos_words_step (gint phase, gint step)
{
  if (phase != BOS_PHASE_BATTLE || step < 0 || (guint) step >= G_N_ELEMENTS (step_names))
    return NULL;
  return step_names[step];
}

const char *
bos_words_class (gint32 klass)
{
  if (klass < 0 || (guint) klass >= G_N_ELEMENTS (class_names))
    return NULL;
  return class_names[klass];
}

/* @value with a comma every three digits, into @buf. */
const char *
bos_words_number (gint32 value, char *buf, gsize size)
{
  char digits[16];
  gint64 v = value;
  gsize n, k = 0;

  g_snprintf (digits, sizeof digits, "%" G_GINT64_FORMAT, v < 0 ? -v : v);
  n = strlen (digits);
  if (v < 0 && k + 1 < size)
    buf[k++] = '-';
  for (gsize i = 0; i < n && k + 2 < size; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        buf[k++] = ',';
      buf[k++] = digits[i];
    }
  buf[k] = '\0';
  return buf;
}

void
bos_words_player (DkTextBuf *out, guint player)
{
  dk_text_buf_printf (out, DK_TEXT_PLAYER + (DkTextStyle) player, "Player %u", player + 1);
}

/* @name cut to @max characters, the last being an ellipsis. */
char *
bos_words_shorten (const char *name, guint max)
{
  glong len = g_utf8_strlen (name, -1);

  if (len <= (glong) max)
    return g_strdup (name);
  if (max < 2)
    return g_strdup (max == 1 ? "\u2026" : "");
  {
    g_autofree char *head = g_utf8_substring (name, 0, max - 1);

    g_strchomp (head);
    return g_strconcat (head, "\u2026", NULL);
  }
}

/* Copies told apart as the options tell them (dk-text.c, needs_copy_number):
 * a copy is written with #N, its copy number, when another card of the same
 * definition is in sight. */
typedef struct
{
  GHashTable *defs; /* def index -> how many named cards of it are in sight */
  guint name_max;
  gboolean compact; /* fighters side by side, in short form */
  gboolean legend;  /* with compact: the line that reads the short form */
} Names;

static void
names_count (Names *nm, const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (def == NULL)
    return;
  g_hash_table_replace (
      nm->defs, GUINT_TO_POINTER (def->index),
      GUINT_TO_POINTER (
          GPOINTER_TO_UINT (g_hash_table_lookup (nm->defs, GUINT_TO_POINTER (def->index))) + 1));
}

/* The name of @card as the board writes it (NULL: a card the view does not
 * know). */
static char *
names_get (const Names *nm, const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  g_autofree char *name = NULL;

  if (def == NULL)
    return NULL;
  name = bos_words_shorten (def->name, nm->name_max);
  if (nm->defs != NULL &&
      GPOINTER_TO_UINT (g_hash_table_lookup (nm->defs, GUINT_TO_POINTER (def->index))) > 1 &&
      dk_game_card (g, card)->copy_no > 0)
    return g_strdup_printf ("%s #%u", name, dk_game_card (g, card)->copy_no);
  return g_steal_pointer (&name);
}

/* --- pieces of lines --------------------------------------------------------------- */

typedef struct
{
  DkTextStyle style;
  char *text;
} Seg;

/* A piece that is never broken across lines: runs of styled text. */
typedef struct
{
  GArray *segs;
} Piece;

static void
seg_clear (gpointer data)
{
  g_free (((Seg *) data)->text);
}

static Piece *
piece_new (void)
{
  Piece *p = g_new0 (Piece, 1);

  p->segs = g_array_new (FALSE, FALSE, sizeof (Seg));
  g_array_set_clear_func (p->segs, seg_clear);
  return p;
}

static void
piece_free (Piece *p)
{
  if (p == NULL)
    return;
  g_array_unref (p->segs);
  g_free (p);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Piece, piece_free)

static void piece_add (Piece *p, DkTextStyle style, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
piece_add (Piece *p, DkTextStyle style, const char *format, ...)
{
  va_list args;
  Seg s = { style, NULL };

  va_start (args, format);
  s.text = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (p->segs, s);
}

static guint
piece_width (const Piece *p)
{
  guint w = 0;

  for (guint i = 0; i < p->segs->len; i++)
    w += (guint) g_utf8_strlen (g_array_index (p->segs, Seg, i).text, -1);
  return w;
}

/* Lines filled with pieces: a piece that does not fit goes to the next
 * line, indented; one wider than a whole line is cut with an ellipsis. */
typedef struct
{
  DkTextBuf *out;
  guint width;
  guint indent;
  guint cont; /* the indent of the lines a wrap begins */
  guint col;
  gboolean empty; /* nothing on the current line yet */
} Flow;

static void
flow_begin (Flow *fl, DkTextBuf *out, guint width, guint indent)
{
  fl->out = out;
  fl->width = width;
  fl->indent = indent;
  fl->cont = indent;
  fl->col = 0;
  fl->empty = TRUE;
}

static void
flow_end (Flow *fl)
{
  if (!fl->empty)
    dk_text_buf_newline (fl->out);
  fl->empty = TRUE;
  fl->col = 0;
}

static void
flow_indent (Flow *fl)
{
  for (guint i = 0; i < fl->indent; i++)
    dk_text_buf_append (fl->out, DK_TEXT_PLAIN, " ");
  fl->col = fl->indent;
}

static void
flow_put (Flow *fl, const Piece *p, const char *sep)
{
  guint w = piece_width (p);
  guint sw = (guint) g_utf8_strlen (sep, -1);
  guint room;

  if (!fl->empty && fl->col + sw + w > fl->width)
    {
      flow_end (fl);
      fl->indent = fl->cont;
    }
  if (fl->empty)
    flow_indent (fl);
  else
    {
      dk_text_buf_append (fl->out, DK_TEXT_PLAIN, sep);
      fl->col += sw;
    }
  room = fl->width > fl->col ? fl->width - fl->col : 0;
  for (guint i = 0; i < p->segs->len; i++)
    {
      const Seg *s = &g_array_index (p->segs, Seg, i);
      guint sl = (guint) g_utf8_strlen (s->text, -1);

      if (sl <= room)
        {
          dk_text_buf_append (fl->out, s->style, s->text);
          room -= sl;
          fl->col += sl;
          continue;
        }
      if (room > 0)
        {
          g_autofree char *cut = bos_words_shorten (s->text, room);

          dk_text_buf_append (fl->out, s->style, cut);
          fl->col += (guint) g_utf8_strlen (cut, -1);
        }
      break;
    }
  fl->empty = FALSE;
}

/* --- the board ------------------------------------------------------------------------ */

static void
add_sp (Piece *p, gint32 sp)
{
  char buf[32];

  piece_add (p, DK_TEXT_LABEL, "SP ");
  piece_add (p, DK_TEXT_VALUE, "%s", bos_words_number (sp, buf, sizeof buf));
}

/* "ATK 2300" (and its printed value when it differs) */
static void
add_stat (Piece *p, const DkGame *g, gint32 card, guint stat, const char *label)
{
  gint32 now = bos_stat (g, card, stat);
  gint32 printed = dk_game_printed_stat (g, card, stat);

  piece_add (p, DK_TEXT_LABEL, "%s ", label);
  piece_add (p,
             now > printed   ? DK_TEXT_GOOD
             : now < printed ? DK_TEXT_BAD
                             : DK_TEXT_VALUE,
             "%d", now);
  if (now != printed)
    piece_add (p, DK_TEXT_DIM, " (%d)", printed);
}

static void
add_short_stat (Piece *p, const DkGame *g, gint32 card, guint stat)
{
  gint32 now = bos_stat (g, card, stat);
  gint32 printed = dk_game_printed_stat (g, card, stat);

  piece_add (p,
             now > printed   ? DK_TEXT_GOOD
             : now < printed ? DK_TEXT_BAD
                             : DK_TEXT_VALUE,
             "%d%s", now, now != printed ? "*" : "");
}

/* A fighter's line, in pieces that wrap as a whole on a narrow board:
 * its name and class, ATK and RST as they stand, position, kill tokens,
 * attached equipment. */
static void
fighter_line (const Names *nm, const DkGame *g, gint32 card, guint name_col, Flow *fl)
{
  g_autofree char *name = names_get (nm, g, card);
  const char *klass;
  gint32 kills = dk_game_card (g, card)->vars[BOS_VAR_KILLS];
  guint n_eq;
  Piece *p = piece_new ();
  g_autoptr (GPtrArray) pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) piece_free);

  g_ptr_array_add (pieces, p);
  if (name == NULL)
    piece_add (p, DK_TEXT_HIDDEN, "face-down fighter");
  else
    {
      glong len = g_utf8_strlen (name, -1);

      piece_add (p, DK_TEXT_CARD, "%s", name);
      klass = bos_words_class (bos_stat (g, card, BOS_STAT_CLASS));
      if (is_token (g, card))
        klass = "token";
      if (nm->compact)
        {
          if (klass != NULL && bos_stat (g, card, BOS_STAT_CLASS) != BOS_CLASS_WARRIOR)
            piece_add (p, DK_TEXT_DIM, " %s", klass);
        }
      else
        {
          if ((guint) len < name_col)
            piece_add (p, DK_TEXT_PLAIN, "%*s", (int) (name_col - (guint) len), "");
          piece_add (p, DK_TEXT_DIM, " %-9s", klass ? klass : "");
        }
      p = piece_new ();
      g_ptr_array_add (pieces, p);
      if (nm->compact)
        {
          /* ATK/RST as they stand, a star for one that is not the printed. */
          add_short_stat (p, g, card, BOS_STAT_ATK);
          piece_add (p, DK_TEXT_DIM, "/");
          add_short_stat (p, g, card, BOS_STAT_RST);
        }
      else
        {
          add_stat (p, g, card, BOS_STAT_ATK, "ATK");
          p = piece_new ();
          g_ptr_array_add (pieces, p);
          add_stat (p, g, card, BOS_STAT_RST, "RST");
        }
    }
  p = piece_new ();
  g_ptr_array_add (pieces, p);
  if (face_down (g, card))
    piece_add (p, DK_TEXT_HIDDEN, "face down");
  else if (in_rest (g, card))
    piece_add (p, DK_TEXT_DIM, nm->compact ? "rest" : "rest  ");
  else if (!nm->compact)
    piece_add (p, DK_TEXT_PLAIN, "attack");
  if (p->segs->len == 0)
    {
      g_ptr_array_remove_index (pieces, pieces->len - 1);
      p = NULL;
    }
  if (kills > 0)
    {
      p = piece_new ();
      g_ptr_array_add (pieces, p);
      piece_add (p, DK_TEXT_VALUE, "%d kill%s", kills, kills == 1 ? "" : "s");
    }
  /* Equipment Cards, Attached: shown with its fighter. */
  for (guint q = 0; q < dk_game_n_players (g); q++)
    {
      const guint16 *eq = dk_game_zone (g, BOS_ZONE_EQUIPMENT, q, &n_eq);

      for (guint i = 0; i < n_eq; i++)
        if (dk_game_card (g, eq[i])->attached_to == card && !face_down (g, eq[i]))
          {
            g_autofree char *e = names_get (nm, g, eq[i]);

            if (e != NULL)
              {
                p = piece_new ();
                g_ptr_array_add (pieces, p);
                piece_add (p, DK_TEXT_PLAIN, "+ ");
                piece_add (p, DK_TEXT_CARD, "%s", e);
              }
          }
    }
  if (nm->compact)
    {
      /* One piece: the fighters of a side share lines. */
      Piece *all = piece_new ();

      for (guint i = 0; i < pieces->len; i++)
        {
          GArray *segs = ((Piece *) g_ptr_array_index (pieces, i))->segs;

          if (i > 0)
            piece_add (all, DK_TEXT_PLAIN, " ");
          for (guint j = 0; j < segs->len; j++)
            {
              Seg *sg = &g_array_index (segs, Seg, j);

              piece_add (all, sg->style, "%s", sg->text);
            }
        }
      flow_put (fl, all, "   ");
      piece_free (all);
      return;
    }
  flow_begin (fl, fl->out, fl->width, 2);
  fl->cont = 4;
  for (guint i = 0; i < pieces->len; i++)
    flow_put (fl, g_ptr_array_index (pieces, i), i == 1 ? " " : "  ");
  flow_end (fl);
}

/* The equipment, tactic and battlefield zones of @player, as pieces: a
 * face-down card is named only when the view knows it. */
static void
back_row (const Names *nm, const DkGame *g, guint player, Flow *fl)
{
  static const guint zones[] = { BOS_ZONE_EQUIPMENT, BOS_ZONE_TACTICS, BOS_ZONE_BATTLEFIELD };
  static const char *const labels[] = { "equip", "tactics", "battlefield" };

  for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
    {
      guint n, hidden = 0, shown = 0;
      const guint16 *cards = dk_game_zone (g, zones[z], player, &n);

      for (guint i = 0; i <= n; i++)
        {
          g_autoptr (Piece) p = NULL;
          g_autofree char *name = NULL;

          if (i < n)
            {
              gint32 c = cards[i];

              /* Attached equipment is written with its fighter. */
              if (!face_down (g, c) && dk_game_card (g, c)->attached_to >= 0 &&
                  zones[z] == BOS_ZONE_EQUIPMENT)
                continue;
              name = names_get (nm, g, c);
              if (name == NULL)
                {
                  hidden++;
                  continue;
                }
            }
          else if (hidden == 0)
            break;
          p = piece_new ();
          if (shown == 0)
            piece_add (p, DK_TEXT_LABEL, "%s: ", labels[z]);
          if (name != NULL)
            {
              piece_add (p, DK_TEXT_CARD, "%s", name);
              if (face_down (g, cards[i]))
                piece_add (p, DK_TEXT_DIM, " (set)");
            }
          else
            piece_add (p, DK_TEXT_HIDDEN, "%u face-down", hidden);
          flow_put (fl, p, shown == 0 ? "   " : ", ");
          shown++;
        }
    }
}

static void
hand_line (const Names *nm, const DkGame *g, guint player, Flow *fl)
{
  guint n;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n);
  g_autoptr (Piece) head = piece_new ();
  guint col;

  if (n == 0)
    return;
  piece_add (head, DK_TEXT_LABEL, "your hand: ");
  flow_put (fl, head, "");
  col = fl->col;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = names_get (nm, g, hand[i]);
      g_autoptr (Piece) p = piece_new ();
      guint w;
      guint more = n - i - 1;
      /* room kept for ", +N more" */
      guint tail = more > 0 ? 10 : 0;

      piece_add (p, name ? DK_TEXT_CARD : DK_TEXT_HIDDEN, "%s", name ? name : "unknown card");
      w = piece_width (p) + (i > 0 ? 2 : 0);
      if (col + w + tail > fl->width)
        {
          g_autoptr (Piece) rest = piece_new ();

          piece_add (rest, DK_TEXT_DIM, "+%u more", n - i);
          if (fl->col + 2 + piece_width (rest) <= fl->width)
            flow_put (fl, rest, i > 0 ? ", " : "");
          return;
        }
      flow_put (fl, p, i > 0 ? ", " : "");
      col = fl->col;
    }
}

/* The attack in progress and the chain being built, link by link. */
static void
table_lines (const Names *nm, const DkGame *g, Flow *fl)
{
  const BosState *s = bos_state_const (g);
  guint depth = dk_game_stack_depth (g);

  if (s->in_attack && s->attacker >= 0 && bos_on_field (g, s->attacker))
    {
      g_autoptr (Piece) p = piece_new ();
      g_autofree char *a = names_get (nm, g, s->attacker);

      flow_begin (fl, fl->out, fl->width, 0);
      fl->cont = 2;
      piece_add (p, DK_TEXT_HEADING, "Attack: ");
      piece_add (p, DK_TEXT_CARD, "%s", a ? a : "a fighter");
      piece_add (p, DK_TEXT_ACTIVE, " (ATK %d)", bos_stat (g, s->attacker, BOS_STAT_ATK));
      flow_put (fl, p, "");
      g_clear_pointer (&p, piece_free);
      p = piece_new ();
      if (s->direct || s->target < 0)
        {
          piece_add (p, DK_TEXT_ACTIVE, "directly at ");
          piece_add (p, DK_TEXT_PLAYER + (DkTextStyle) MAX (s->defender, 0), "Player %d",
                     s->defender + 1);
        }
      else if (bos_on_field (g, s->target))
        {
          g_autofree char *t = names_get (nm, g, s->target);
          gboolean rest = in_rest (g, s->target);

          piece_add (p, DK_TEXT_ACTIVE, "against ");
          piece_add (p, DK_TEXT_CARD, "%s", t ? t : "a fighter");
          piece_add (p, DK_TEXT_ACTIVE, " (%s %d)", rest ? "RST" : "ATK",
                     bos_stat (g, s->target, rest ? BOS_STAT_RST : BOS_STAT_ATK));
        }
      else
        piece_add (p, DK_TEXT_ACTIVE, "(its target has left: replay)");
      flow_put (fl, p, " ");
      if (s->damage_step)
        {
          g_clear_pointer (&p, piece_free);
          p = piece_new ();
          piece_add (p, DK_TEXT_DIM, "- Damage Step");
          flow_put (fl, p, " ");
        }
      flow_end (fl);
    }
  if (depth == 0)
    return;
  flow_begin (fl, fl->out, fl->width, 0);
  fl->cont = 2;
  for (guint i = 0; i < depth; i++)
    {
      const DkStackItem *it = &((const DkStackItem *) g->stack.data)[i];
      g_autoptr (Piece) p = piece_new ();
      g_autofree char *name = names_get (nm, g, it->card);

      if (i == 0)
        piece_add (p, DK_TEXT_HEADING, "Chain: ");
      /* A short board numbers the links without the word. */
      piece_add (p, DK_TEXT_ACTIVE, nm->compact ? "%d " : "Link %d ",
                 it->a[0] > 0 ? it->a[0] : (gint) i + 1);
      piece_add (p, DK_TEXT_CARD, "%s", name ? name : "a card");
      if (it->ability >= 0 && bos_card_type (g, it->card) == BOS_TYPE_FIGHTER)
        piece_add (p, DK_TEXT_DIM, " effect %d", it->ability + 1);
      flow_put (fl, p, i == 0 ? "" : ", ");
      g_clear_pointer (&p, piece_free);
      p = piece_new ();
      if (it->controller >= 0)
        {
          piece_add (p, DK_TEXT_PLAIN, "(");
          piece_add (p, DK_TEXT_PLAYER + (DkTextStyle) it->controller,
                     nm->compact ? "P%d" : "Player %d", it->controller + 1);
          piece_add (p, DK_TEXT_PLAIN, ")");
        }
      if (it->flags & DK_STACK_NEGATED)
        piece_add (p, DK_TEXT_BAD, it->controller >= 0 ? " negated" : "negated");
      if (p->segs->len > 0)
        flow_put (fl, p, " ");
    }
  flow_end (fl);
}

static void
player_lines (const Names *nm, const DkGame *g, gint viewer, guint player, guint name_col, Flow *fl)
{
  guint n;
  const guint16 *fighters;
  g_autoptr (Piece) who = piece_new ();
  gboolean out = dk_game_is_eliminated (g, player);

  piece_add (who, DK_TEXT_PLAYER + (DkTextStyle) player, "Player %u", player + 1);
  if ((gint) player == viewer)
    piece_add (who, DK_TEXT_PLAIN, " (you)");
  if (team_size (g) == 2)
    piece_add (who, DK_TEXT_DIM, " team %u", team_of (g, player) + 1);
  flow_begin (fl, fl->out, fl->width, 0);
  fl->cont = 2;
  flow_put (fl, who, "");
  if (out)
    {
      g_autoptr (Piece) p = piece_new ();

      piece_add (p, DK_TEXT_BAD, "out of the battle");
      flow_put (fl, p, "  ");
      flow_end (fl);
      return;
    }
  {
    g_autoptr (Piece) p = piece_new ();

    add_sp (p, dk_game_counter (g, player, 0));
    flow_put (fl, p, "  ");
  }
  {
    g_autoptr (Piece) p = piece_new ();

    piece_add (p, DK_TEXT_LABEL, "hand ");
    piece_add (p, DK_TEXT_VALUE, "%u", dk_game_zone_size (g, BOS_ZONE_HAND, player));
    piece_add (p, DK_TEXT_LABEL, "  deck ");
    piece_add (p, DK_TEXT_VALUE, "%u", dk_game_zone_size (g, BOS_ZONE_DECK, player));
    /* The discard pile is public, but a short board leaves it out. */
    if (!nm->compact)
      {
        piece_add (p, DK_TEXT_LABEL, "  discard ");
        piece_add (p, DK_TEXT_VALUE, "%u", dk_game_zone_size (g, BOS_ZONE_DISCARD, player));
      }
    flow_put (fl, p, "  ");
  }
  /* The heading names whose turn it is: a short board leaves this out. */
  if (dk_game_active (g) == player && !dk_game_is_over (g) && !nm->compact)
    {
      g_autoptr (Piece) p = piece_new ();

      piece_add (p, DK_TEXT_ACTIVE, "<- turn");
      flow_put (fl, p, "  ");
    }
  /* The back row follows on the same line when it fits. */
  fl->cont = 2;
  back_row (nm, g, player, fl);
  flow_end (fl);

  fighters = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n);
  if (nm->compact)
    flow_begin (fl, fl->out, fl->width, 2);
  for (guint i = 0; i < n; i++)
    fighter_line (nm, g, fighters[i], name_col, fl);
  if (nm->compact)
    flow_end (fl);
  if ((gint) player == viewer)
    {
      flow_begin (fl, fl->out, fl->width, 2);
      hand_line (nm, g, player, fl);
      flow_end (fl);
    }
}

static void
heading_line (const DkGame *g, Flow *fl)
{
  g_autoptr (Piece) p = piece_new ();
  g_autoptr (Piece) goal = piece_new ();
  char buf[32];
  const BosState *s = bos_state_const (g);
  gint32 winning =
      s->params_known ? s->winning_sp : (gint32) dk_game_param (g, BOS_PARAM_WINNING_SP);
  const char *step = bos_words_step (dk_game_phase (g), dk_game_step (g));

  if (dk_game_is_over (g))
    {
      gint w = dk_game_winner (g);

      piece_add (p, DK_TEXT_HEADING, "The battle is over: ");
      if (w >= 0)
        {
          piece_add (p, DK_TEXT_PLAYER + (DkTextStyle) w, "Player %d", w + 1);
          piece_add (p, DK_TEXT_HEADING, team_size (g) == 2 ? "'s team wins" : " wins");
        }
      else
        piece_add (p, DK_TEXT_HEADING, "a draw");
    }
  else
    {
      piece_add (p, DK_TEXT_HEADING, "Turn %d  ", dk_game_turn (g));
      piece_add (p, DK_TEXT_PLAYER + (DkTextStyle) dk_game_active (g), "Player %u",
                 dk_game_active (g) + 1);
      piece_add (p, DK_TEXT_HEADING, "  %s", bos_words_phase (dk_game_phase (g)));
      if (step != NULL && dk_game_step (g) != BOS_STEP_START)
        piece_add (p, DK_TEXT_DIM, ", %s", step);
    }
  flow_begin (fl, fl->out, fl->width, 0);
  flow_put (fl, p, "");
  piece_add (goal, DK_TEXT_LABEL, "to win: ");
  piece_add (goal, DK_TEXT_VALUE, "%s SP", bos_words_number (winning, buf, sizeof buf));
  if (team_size (g) == 2)
    {
      /* In fewer words when the long ones would take a line of their own. */
      gboolean brief = fl->col + 2 + piece_width (goal) + 16 > fl->width;

      piece_add (goal, DK_TEXT_DIM, "%s",
                 shared_sp (g) ? (brief ? " (team, shared)" : " a team (shared)")
                               : (brief ? " (team, summed)" : " a team (summed)"));
    }
  {
    guint w = piece_width (goal);

    /* The goal at the right end when the line has room for it. */
    if (fl->col + 2 + w <= fl->width)
      {
        guint pad = fl->width - fl->col - w;

        dk_text_buf_printf (fl->out, DK_TEXT_PLAIN, "%*s", (int) MIN (pad, 8u), "");
        fl->col += MIN (pad, 8u);
        flow_put (fl, goal, "");
      }
    else
      flow_put (fl, goal, "  ");
  }
  flow_end (fl);
}

/* The board: the heading (turn, phase, the SP to win), each opponent's
 * side, the attack and the chain, then the viewer's side and hand (a
 * spectator's: every side in turn order). */
static void
describe (const DkGame *view,
          gint viewer,
          guint width,
          gboolean compact,
          gboolean legend,
          DkTextBuf *out)
{
  guint n_players = dk_game_n_players (view);
  Names nm = { g_hash_table_new (NULL, NULL), compact ? 14 : MAX (12u, MIN (24u, width / 3)),
               compact, compact && legend };
  guint order[DK_MAX_PLAYERS];
  guint k = 0, name_col = 0;
  gboolean seat = viewer >= 0 && (guint) viewer < n_players;
  Flow fl;

  width = MAX (width, 20u);
  flow_begin (&fl, out, width, 0);
  /* Opponents first, in turn order after the viewer; the viewer last. */
  for (guint i = 1; i <= n_players; i++)
    order[k++] = seat ? ((guint) viewer + i) % n_players : i - 1;

  /* Which copies need their number, and the width of the name column. */
  for (guint p = 0; p < n_players; p++)
    for (guint z = BOS_ZONE_FIGHTERS; z <= BOS_ZONE_BATTLEFIELD; z++)
      {
        guint n;
        const guint16 *cards = dk_game_zone (view, z, p, &n);

        for (guint i = 0; i < n; i++)
          names_count (&nm, view, cards[i]);
      }
  if (seat)
    {
      guint n;
      const guint16 *hand = dk_game_zone (view, BOS_ZONE_HAND, (guint) viewer, &n);

      for (guint i = 0; i < n; i++)
        names_count (&nm, view, hand[i]);
    }
  for (guint p = 0; p < n_players; p++)
    {
      guint n;
      const guint16 *cards = dk_game_zone (view, BOS_ZONE_FIGHTERS, p, &n);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *name = names_get (&nm, view, cards[i]);

          if (name != NULL)
            name_col = MAX (name_col, (guint) g_utf8_strlen (name, -1));
        }
    }

  heading_line (view, &fl);
  if (nm.legend)
    {
      g_autoptr (Piece) p = piece_new ();

      piece_add (p, DK_TEXT_DIM, "Fighters: ATK/RST, * not as printed");
      flow_begin (&fl, out, width, 0);
      flow_put (&fl, p, "");
      flow_end (&fl);
    }
  for (guint i = 0; i < n_players; i++)
    {
      if (seat && i == n_players - 1)
        table_lines (&nm, view, &fl);
      player_lines (&nm, view, viewer, order[i], name_col, &fl);
    }
  if (!seat)
    table_lines (&nm, view, &fl);
  g_hash_table_unref (nm.defs);
}

static guint
count_lines (const DkTextBuf *text)
{
  guint n = 0;

  for (const char *p = dk_text_buf_get_string (text); *p; p++)
    n += *p == '\n';
  return n;
}

static void
copy_text (const DkTextBuf *from, DkTextBuf *to)
{
  const char *s = dk_text_buf_get_string (from);
  gsize at = 0;

  for (guint i = 0; i < dk_text_buf_n_runs (from); i++)
    {
      const DkTextRun *r = dk_text_buf_get_run (from, i);
      g_autofree char *plain = g_strndup (s + at, r->start - at);
      g_autofree char *run = g_strndup (s + r->start, r->end - r->start);

      dk_text_buf_append (to, DK_TEXT_PLAIN, plain);
      dk_text_buf_append (to, r->style, run);
      at = r->end;
    }
  dk_text_buf_append (to, DK_TEXT_PLAIN, s + at);
}

/**
 * bos_describe_board:
 *
 * DkModule.describe_board. A board longer than its target (12 lines for
 * two players, 1 more a player beyond) on a terminal wide enough for two
 * fighters a line is written again with the fighters of a side side by
 * side, in short form, under a line that reads that form; and when that
 * is still too long, without that line. Every side's public cards stay on
 * the board: an 80x24 screen keeps room for the options under it.
 */
void
bos_describe_board (const DkGame *view, gint viewer, guint width, DkTextBuf *out)
{
  g_autoptr (DkTextBuf) full = dk_text_buf_new ();
  guint target = 12 + (dk_game_n_players (view) - 2);

  describe (view, viewer, width, FALSE, FALSE, full);
  if (width >= 70 && count_lines (full) > target)
    {
      g_autoptr (DkTextBuf) compact = dk_text_buf_new ();

      describe (view, viewer, width, TRUE, TRUE, compact);
      if (count_lines (compact) > target)
        {
          dk_text_buf_clear (compact);
          describe (view, viewer, width, TRUE, FALSE, compact);
        }
      if (count_lines (compact) < count_lines (full))
        {
          copy_text (compact, out);
          return;
        }
    }
  copy_text (full, out);
}
