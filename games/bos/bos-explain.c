/* bos-explain.c: the pending decision in words.
 *
 * The DkModule hook explain_decision: what is being decided and why, in
 * at most a few lines above the options (who attacks with what, the chain
 * so far, what a battle would come to). It reads the view it is given: a
 * card whose definition the view does not hold is never named.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

/* The prompt's lines stay within this many columns: a row of an 80-column
 * terminal, which the screen then never has to wrap. */
#define PROMPT_WIDTH 80

static guint
line_length (const DkTextBuf *out)
{
  const char *s = dk_text_buf_get_string (out);
  const char *nl = strrchr (s, '\n');

  return (guint) g_utf8_strlen (nl ? nl + 1 : s, -1);
}

/* Begins a new line (indented) when @more columns would not fit. */
static void
wrap_for (DkTextBuf *out, guint more)
{
  if (line_length (out) + more > PROMPT_WIDTH)
    {
      dk_text_buf_newline (out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, "  ");
    }
}

static guint
name_length (const DkGame *g, gint32 card)
{
  const DkCardDef *def = card >= 0 ? dk_game_card_def (g, card) : NULL;

  return def != NULL ? (guint) g_utf8_strlen (def->name, -1) : 16;
}

/* The card whose cost or effect is running (the top program frame, or the
 * activation being made), or DK_NO_CARD. */
static gint32
running_card (const DkGame *g)
{
  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc == DK_PROC_PROGRAM || f->proc == BOS_PROC (ACTIVATE))
        return f->a[0];
    }
  return DK_NO_CARD;
}

/* The window of the innermost priority frame (0: none). */
static gint32
priority_window (const DkGame *g)
{
  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      const DkFrame *f = dk_game_frame_at (g, d);

      if (f->proc == DK_PROC_PRIORITY)
        return f->a[0];
    }
  return 0;
}

static void
card_name (DkTextBuf *out, const DkGame *g, gint32 card)
{
  const DkCardDef *def = card >= 0 ? dk_game_card_def (g, card) : NULL;

  if (def != NULL)
    dk_text_buf_append (out, DK_TEXT_CARD, def->name);
  else
    dk_text_buf_append (out, DK_TEXT_HIDDEN, "a face-down card");
}

static void
fighter_with (DkTextBuf *out, const DkGame *g, gint32 card, gboolean by_position)
{
  gboolean rest = by_position && in_rest (g, card);

  card_name (out, g, card);
  dk_text_buf_printf (out, DK_TEXT_VALUE, " (%s %d)", rest ? "RST" : "ATK",
                      bos_stat (g, card, rest ? BOS_STAT_RST : BOS_STAT_ATK));
}

static guint
count_verb (const DkDecision *d, guint verb)
{
  guint k = 0;

  for (guint i = 0; i < d->n_options; i++)
    k += d->options[i].verb == verb;
  return k;
}

static void
explain_main (const DkGame *g, const DkDecision *d, DkTextBuf *out)
{
  const BosState *s = bos_state_const (g);
  gint64 left = dk_game_param (g, BOS_PARAM_DEPLOYS_PER_TURN) - s->deploys;
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);

  dk_text_buf_printf (out, DK_TEXT_HEADING, "%s: ", bos_words_phase (dk_game_phase (g)));
  dk_text_buf_append (out, DK_TEXT_PLAIN, "your move");
  if (count_verb (d, BOS_VERB (DEPLOY)) > 0)
    dk_text_buf_printf (out, DK_TEXT_PLAIN, " (%" G_GINT64_FORMAT " deploy%s left this turn)",
                        MAX (left, 0), left == 1 ? "" : "s");
  dk_text_buf_append (out, DK_TEXT_PLAIN, ".");
  dk_text_buf_newline (out);
  if (count_verb (d, BOS_VERB (DEPLOY)) > 0)
    {
      gboolean promotion = FALSE;

      /* Fighter Classes: a deploy with sacrifices. */
      for (guint i = 0; i < d->n_options; i++)
        promotion |= d->options[i].verb == BOS_VERB (DEPLOY) && d->options[i].n_args > 1;
      g_ptr_array_add (
          parts, g_strdup (promotion ? "deploy a fighter (a promotion too)" : "deploy a fighter"));
    }
  if (count_verb (d, BOS_VERB (SET)) > 0)
    g_ptr_array_add (parts, g_strdup ("set a card"));
  if (count_verb (d, BOS_VERB (ACTIVATE)) > 0)
    g_ptr_array_add (parts, g_strdup ("activate a card or effect"));
  if (count_verb (d, BOS_VERB (BATTLE)) > 0)
    g_ptr_array_add (parts, g_strdup ("`battle` (to the Battle Phase)"));
  if (count_verb (d, DK_VERB_PASS) > 0)
    g_ptr_array_add (parts, g_strdup ("`pass` (ends the turn)"));
  for (guint i = 0; i < parts->len; i++)
    {
      if (i == 0)
        dk_text_buf_append (out, DK_TEXT_PLAIN, "You may ");
      else if (i + 1 == parts->len)
        dk_text_buf_append (out, DK_TEXT_PLAIN, " or");
      else
        dk_text_buf_append (out, DK_TEXT_PLAIN, ",");
      if (i == 0 || line_length (out) + strlen (g_ptr_array_index (parts, i)) + 2 <= PROMPT_WIDTH)
        dk_text_buf_append (out, DK_TEXT_PLAIN, i == 0 ? "" : " ");
      else
        wrap_for (out, (guint) strlen (g_ptr_array_index (parts, i)) + 2);
      dk_text_buf_append (out, DK_TEXT_PLAIN, g_ptr_array_index (parts, i));
    }
  if (parts->len > 0)
    dk_text_buf_append (out, DK_TEXT_PLAIN, ".");
  g_ptr_array_unref (parts);
}

static void
explain_battle (const DkGame *g, const DkDecision *d, DkTextBuf *out)
{
  gint32 attackers[DK_OPTION_MAX_ARGS * 4];
  guint n = 0;

  for (guint i = 0; i < d->n_options; i++)
    {
      const DkOption *o = &d->options[i];
      gboolean seen = FALSE;

      if (o->verb != BOS_VERB (ATTACK) || o->n_args == 0)
        continue;
      for (guint k = 0; k < n; k++)
        seen |= attackers[k] == o->args[0];
      if (!seen && n < G_N_ELEMENTS (attackers))
        attackers[n++] = o->args[0];
    }
  dk_text_buf_append (out, DK_TEXT_HEADING, "Battle Step: ");
  if (n == 1)
    {
      dk_text_buf_append (out, DK_TEXT_PLAIN, "choose an attack target for ");
      fighter_with (out, g, attackers[0], FALSE);
    }
  else if (n > 1)
    {
      dk_text_buf_append (out, DK_TEXT_PLAIN, "choose an attacker and its target: ");
      for (guint k = 0; k < n; k++)
        {
          if (k > 0)
            dk_text_buf_append (out, DK_TEXT_PLAIN, ",");
          if (k > 0 && line_length (out) + name_length (g, attackers[k]) + 13 <= PROMPT_WIDTH)
            dk_text_buf_append (out, DK_TEXT_PLAIN, " ");
          else
            wrap_for (out, name_length (g, attackers[k]) + 13);
          fighter_with (out, g, attackers[k], FALSE);
        }
    }
  else
    dk_text_buf_append (out, DK_TEXT_PLAIN, "no fighter can attack now");
  dk_text_buf_append (out, DK_TEXT_PLAIN, ".");
  dk_text_buf_newline (out);
  dk_text_buf_append (out, DK_TEXT_DIM,
                      count_verb (d, BOS_VERB (ACTIVATE)) > 0
                          ? "Or activate an effect, or `end-battle` to end the Battle Phase."
                          : "Or `end-battle` to end the Battle Phase.");
}

static void
explain_window (const DkGame *g, const DkDecision *d, DkTextBuf *out)
{
  const BosState *s = bos_state_const (g);
  guint depth = dk_game_stack_depth (g);
  gboolean damage = priority_window (g) == BOS_WINDOW_DAMAGE || s->damage_step;

  (void) d;
  if (depth > 0)
    {
      dk_text_buf_append (out, DK_TEXT_HEADING, "The chain: ");
      for (guint i = 0; i < depth; i++)
        {
          const DkStackItem *it = &((const DkStackItem *) g->stack.data)[i];

          if (i > 0)
            dk_text_buf_append (out, DK_TEXT_PLAIN, ",");
          if (i > 0 && line_length (out) + name_length (g, it->card) + 21 <= PROMPT_WIDTH)
            dk_text_buf_append (out, DK_TEXT_PLAIN, " ");
          else
            wrap_for (out, name_length (g, it->card) + 21);
          dk_text_buf_printf (out, DK_TEXT_ACTIVE, "Link %d ",
                              it->a[0] > 0 ? it->a[0] : (gint) i + 1);
          card_name (out, g, it->card);
          if (it->controller >= 0)
            {
              dk_text_buf_append (out, DK_TEXT_PLAIN, " (");
              bos_words_player (out, (guint) it->controller);
              dk_text_buf_append (out, DK_TEXT_PLAIN, ")");
            }
          if (it->flags & DK_STACK_NEGATED)
            dk_text_buf_append (out, DK_TEXT_BAD, " negated");
        }
      wrap_for (out, 11);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " - respond?");
      dk_text_buf_newline (out);
      if (damage)
        {
          dk_text_buf_append (out, DK_TEXT_DIM,
                              "Damage Step: only tactics and effects that change ATK or RST.");
          dk_text_buf_newline (out);
        }
      dk_text_buf_append (out, DK_TEXT_DIM,
                          "Add a link, or pass; when all pass in turn the chain resolves from "
                          "its last link.");
      return;
    }
  if (s->in_attack && s->attacker >= 0 && bos_on_field (g, s->attacker))
    {
      dk_text_buf_append (out, DK_TEXT_HEADING, damage ? "Damage Step: " : "Attack: ");
      fighter_with (out, g, s->attacker, FALSE);
      if (s->direct || s->target < 0)
        {
          dk_text_buf_append (out, DK_TEXT_PLAIN, " attacks ");
          bos_words_player (out, (guint) MAX (s->defender, 0));
          dk_text_buf_append (out, DK_TEXT_PLAIN, " directly");
        }
      else if (bos_on_field (g, s->target))
        {
          wrap_for (out, name_length (g, s->target) + 20);
          dk_text_buf_append (out, DK_TEXT_PLAIN, " against ");
          fighter_with (out, g, s->target, TRUE);
        }
      wrap_for (out, 11);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " - respond?");
      dk_text_buf_newline (out);
      dk_text_buf_append (out, DK_TEXT_DIM,
                          damage ? "Only tactics and effects that change ATK or RST may be used "
                                   "before damage calculation; or pass."
                                 : "Use a tactic or a quick effect, or pass.");
      return;
    }
  dk_text_buf_printf (out, DK_TEXT_HEADING, "%s", bos_words_phase (dk_game_phase (g)));
  dk_text_buf_append (out, DK_TEXT_PLAIN, " of ");
  bos_words_player (out, dk_game_active (g));
  dk_text_buf_append (out, DK_TEXT_PLAIN,
                      ": use a face-down tactic or a quick effect now, or pass.");
}

static void
explain_mulligan (const DkGame *g, const DkDecision *d, DkTextBuf *out)
{
  const BosState *s = bos_state_const (g);
  guint n, warriors = 0;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, (guint) d->player, &n);
  gint64 need = dk_game_param (g, BOS_PARAM_MULLIGAN_WARRIORS);
  gint64 left = dk_game_param (g, BOS_PARAM_MAX_MULLIGANS) - s->mulligans[d->player];

  for (guint i = 0; i < n; i++)
    warriors += dk_game_card_def (g, hand[i]) != NULL &&
                bos_card_type (g, hand[i]) == BOS_TYPE_FIGHTER &&
                bos_stat (g, hand[i], BOS_STAT_CLASS) == BOS_CLASS_WARRIOR;
  dk_text_buf_append (out, DK_TEXT_HEADING, "Starting hand: ");
  dk_text_buf_printf (out, DK_TEXT_PLAIN, "%u warrior-class fighter%s in it", warriors,
                      warriors == 1 ? "" : "s");
  if (warriors < need)
    dk_text_buf_printf (out, DK_TEXT_PLAIN, " (fewer than %" G_GINT64_FORMAT ")", need);
  else
    dk_text_buf_append (out, DK_TEXT_PLAIN, "; another player called a mulligan");
  dk_text_buf_append (out, DK_TEXT_PLAIN, ".");
  dk_text_buf_newline (out);
  dk_text_buf_printf (out, DK_TEXT_PLAIN,
                      "`keep` it, or `mulligan` (shuffle it back, draw %" G_GINT64_FORMAT
                      "; %" G_GINT64_FORMAT " left).",
                      dk_game_param (g, BOS_PARAM_HAND_SIZE), MAX (left, 0));
}

/**
 * bos_explain_decision:
 *
 * DkModule.explain_decision: what the pending decision of @view is about,
 * for the player who takes it, in a line or two.
 */
void
bos_explain_decision (const DkGame *view, DkTextBuf *out)
{
  const DkDecision *d = dk_game_decision (view);
  gint32 card;

  if (d == NULL || d->player < 0)
    return;
  switch (d->kind)
    {
    case BOS_DECISION (MAIN):
      explain_main (view, d, out);
      return;
    case BOS_DECISION (BATTLE):
      explain_battle (view, d, out);
      return;
    case BOS_DECISION (CHAIN):
    case DK_DECISION_PRIORITY:
      explain_window (view, d, out);
      return;
    case BOS_DECISION (DISCARD):
      dk_text_buf_append (out, DK_TEXT_HEADING, "End Phase: ");
      dk_text_buf_printf (out, DK_TEXT_PLAIN,
                          "%u cards in your hand, more than %" G_GINT64_FORMAT
                          ": discard one (down to %" G_GINT64_FORMAT ").",
                          dk_game_zone_size (view, BOS_ZONE_HAND, (guint) d->player),
                          dk_game_param (view, BOS_PARAM_HAND_LIMIT),
                          dk_game_param (view, BOS_PARAM_DISCARD_TO));
      return;
    case BOS_DECISION (FIRST):
      dk_text_buf_append (out, DK_TEXT_HEADING, "Preparing to battle: ");
      dk_text_buf_append (out, DK_TEXT_PLAIN, "you choose: `go-first` or `go-second`.");
      dk_text_buf_newline (out);
      dk_text_buf_append (out, DK_TEXT_DIM,
                          "The player going first may not battle on the first turn.");
      return;
    case BOS_DECISION (MULLIGAN):
      explain_mulligan (view, d, out);
      return;
    case BOS_DECISION (CALL):
      dk_text_buf_append (out, DK_TEXT_HEADING, "Coin flip");
      card = running_card (view);
      if (card >= 0)
        {
          dk_text_buf_append (out, DK_TEXT_PLAIN, " for ");
          card_name (out, view, card);
        }
      dk_text_buf_append (out, DK_TEXT_PLAIN, ": call `heads` or `tails`.");
      return;
    case BOS_DECISION (TRIGGER):
      card = d->n_options > 0 && d->options[0].n_args > 0 ? d->options[0].args[0] : DK_NO_CARD;
      dk_text_buf_append (out, DK_TEXT_HEADING, "Trigger effect: ");
      card_name (out, view, card);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " may use its effect now: `yes` or `no`.");
      return;
    case BOS_DECISION (COST):
      card = running_card (view);
      dk_text_buf_append (out, DK_TEXT_HEADING, "Cost: ");
      dk_text_buf_append (out, DK_TEXT_PLAIN, "to pay for ");
      card_name (out, view, card);
      dk_text_buf_append (out, DK_TEXT_PLAIN, ", choose a fighter to sacrifice.");
      return;
    case DK_DECISION_CHOOSE:
      card = running_card (view);
      {
        const DkFrame *top = NULL;

        for (guint k = dk_game_frame_depth (view); k-- > 0 && top == NULL;)
          {
            const DkFrame *f = dk_game_frame_at (view, k);

            if (f->proc == DK_PROC_PROGRAM || f->proc == BOS_PROC (ACTIVATE))
              top = f;
          }
        if (top != NULL && top->proc == BOS_PROC (ACTIVATE))
          {
            dk_text_buf_append (out, DK_TEXT_HEADING, "Attach: ");
            dk_text_buf_append (out, DK_TEXT_PLAIN, "choose the fighter ");
            card_name (out, view, card);
            dk_text_buf_append (out, DK_TEXT_PLAIN, " is attached to.");
            return;
          }
      }
      dk_text_buf_append (out, DK_TEXT_HEADING, "Effect: ");
      if (card >= 0)
        {
          card_name (out, view, card);
          dk_text_buf_append (out, DK_TEXT_PLAIN, " asks you to ");
        }
      if (count_verb (d, DK_VERB_CHOOSE) == d->n_options)
        dk_text_buf_printf (out, DK_TEXT_PLAIN, "choose one of %u cards.", d->n_options);
      else
        {
          /* The words offered, each once: `yes` or `no`, a number... */
          dk_text_buf_append (out, DK_TEXT_PLAIN, "answer");
          for (guint i = 0, said = 0; i < d->n_options; i++)
            {
              gboolean seen = FALSE;

              for (guint k = 0; k < i; k++)
                seen |= d->options[k].verb == d->options[i].verb;
              if (seen)
                continue;
              dk_text_buf_append (out, DK_TEXT_PLAIN, said == 0 ? " `" : " or `");
              dk_text_buf_append (
                  out, DK_TEXT_PLAIN,
                  dk_rules_verb_name (dk_game_get_rules (view), d->options[i].verb));
              dk_text_buf_append (out, DK_TEXT_PLAIN, "`");
              if (++said == 4)
                break;
            }
          dk_text_buf_append (out, DK_TEXT_PLAIN, ".");
        }
      return;
    default:
      dk_text_buf_printf (out, DK_TEXT_PLAIN, "Choose one of %u options.", d->n_options);
      return;
    }
}
