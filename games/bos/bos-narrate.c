/* bos-narrate.c: the events of a battle told in words.
 *
 * The DkModule hook narrate: one line (or two) an event a player cares
 * about, written from one seat. Every card is named through
 * dk_game_event_card_def(), which knows who saw it when it happened; an
 * event's own attributes say the rest (the values a battle compared, the
 * SP left after damage), so that a line never depends on how the game
 * stands now. Steps, passes and the moves the BoS events already tell
 * are left out (FALSE).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

typedef struct
{
  const DkGame *game;
  const DkEvent *ev;
  gint viewer;
  DkTextBuf *out;
} Tell;

/* The card in @slot (-1: the event's card), named if @viewer saw it. */
static void
card (const Tell *t, gint slot, const char *unknown)
{
  const DkCardDef *def = dk_game_event_card_def (t->game, t->ev, slot, t->viewer);

  if (def != NULL)
    dk_text_buf_append (t->out, DK_TEXT_CARD, def->name);
  else
    dk_text_buf_append (t->out, DK_TEXT_HIDDEN, unknown);
}

static gboolean
card_known (const Tell *t, gint slot)
{
  return dk_game_event_card_def (t->game, t->ev, slot, t->viewer) != NULL;
}

static void
player (const Tell *t, gint p)
{
  if (p < 0)
    dk_text_buf_append (t->out, DK_TEXT_PLAIN, "nobody");
  else
    bos_words_player (t->out, (guint) p);
}

static void
text (const Tell *t, const char *s)
{
  dk_text_buf_append (t->out, DK_TEXT_PLAIN, s);
}

static void
sp (const Tell *t, DkTextStyle style, gint32 value)
{
  char buf[32];

  dk_text_buf_printf (t->out, style, "%s SP", bos_words_number (value, buf, sizeof buf));
}

static const char *
zone_words (guint kind)
{
  switch (kind)
    {
    case BOS_ZONE_DECK:
      return "the deck";
    case BOS_ZONE_HAND:
      return "the hand";
    case BOS_ZONE_DISCARD:
      return "the discard pile";
    case BOS_ZONE_REMOVED:
      return "out of play";
    default:
      return "the field";
    }
}

/* Determining Damage: "Iron Golem (ATK 1800) against Ash Wraith (RST
 * 1500): Ash Wraith destroyed", the result read from the values as the
 * table of outcomes gives it. */
static void
tell_damage_calculation (const Tell *t)
{
  const DkEvent *ev = t->ev;
  gint32 atk = ev->a[0], against = ev->a[3];
  gboolean rest = ev->a[2] == 1;
  DkTextStyle mine = t->viewer == ev->player ? DK_TEXT_GOOD : DK_TEXT_BAD;
  DkTextStyle theirs = t->viewer == ev->player ? DK_TEXT_BAD : DK_TEXT_GOOD;

  card (t, -1, "a fighter");
  dk_text_buf_printf (t->out, DK_TEXT_VALUE, " (ATK %d)", atk);
  text (t, " against ");
  card (t, 1, "a fighter");
  dk_text_buf_printf (t->out, DK_TEXT_VALUE, " (%s %d)", rest ? "RST" : "ATK", against);
  text (t, ": ");
  if (atk > against)
    {
      card (t, 1, "the target");
      dk_text_buf_append (t->out, mine, " destroyed");
    }
  else if (atk < against && !rest)
    {
      card (t, -1, "the attacker");
      dk_text_buf_append (t->out, theirs, " destroyed");
    }
  else if (atk == against && !rest && atk > 0)
    dk_text_buf_append (t->out, DK_TEXT_BAD, "a tie, both destroyed");
  else if (atk == against)
    text (t, "a tie, neither destroyed");
  else
    text (t, "neither destroyed");
}

static gboolean tell (const Tell *t);

/* Is anything told between @t's phase-begin and the end of that phase (or
 * of the log)? A phase where nothing happens (a Battle Phase not entered,
 * a quiet Ready Phase) is not told. */
static gboolean
phase_has_news (const Tell *t)
{
  guint n = dk_game_n_events (t->game);
  const DkEvent *first = n > 0 ? dk_game_event (t->game, 0) : NULL;
  g_autoptr (DkTextBuf) scratch = NULL;
  gsize index;

  if (first == NULL || t->ev < first || (gsize) (t->ev - first) >= n)
    return TRUE;
  index = (gsize) (t->ev - first);
  scratch = dk_text_buf_new ();
  for (gsize i = index + 1; i < n; i++)
    {
      const DkEvent *ev = dk_game_event (t->game, (guint) i);
      Tell other = { t->game, ev, t->viewer, scratch };

      if (ev->type == DK_EVENT_PHASE_END || ev->type == DK_EVENT_PHASE_BEGIN ||
          ev->type == DK_EVENT_TURN_END || ev->type == DK_EVENT_TURN_BEGIN)
        return FALSE;
      if (tell (&other))
        return TRUE;
    }
  /* The phase goes on: a decision is being made in it. */
  return TRUE;
}

static gboolean
tell_framework (const Tell *t)
{
  const DkEvent *ev = t->ev;
  const DkGame *g = t->game;

  switch (ev->type)
    {
    case DK_EVENT_TURN_BEGIN:
      dk_text_buf_printf (t->out, DK_TEXT_HEADING, "Turn %d: ", ev->turn);
      player (t, ev->player);
      dk_text_buf_append (t->out, DK_TEXT_HEADING, "'s turn");
      return TRUE;
    case DK_EVENT_PHASE_BEGIN:
      if (ev->turn <= 0 || !phase_has_news (t))
        return FALSE;
      dk_text_buf_printf (t->out, DK_TEXT_HEADING, "%s", bos_words_phase (ev->a[0]));
      return TRUE;
    case DK_EVENT_GAME_OVER:
      if (ev->player >= 0)
        {
          player (t, ev->player);
          dk_text_buf_append (t->out, DK_TEXT_HEADING,
                              team_size (g) == 2 ? "'s team wins the battle" : " wins the battle");
        }
      else
        dk_text_buf_append (t->out, DK_TEXT_HEADING, "The battle ends in a draw");
      return TRUE;
    case DK_EVENT_ELIMINATED:
      player (t, ev->player);
      dk_text_buf_append (t->out, DK_TEXT_BAD, " is out of the battle");
      return TRUE;
    case DK_EVENT_ZONE_CHANGE:
      /* A draw (or a search): deck to hand. The other moves are told by
       * the BoS events; the starting hands are not told card by card. */
      if (ev->turn <= 0 || ev->a[0] != BOS_ZONE_DECK || ev->a[1] != BOS_ZONE_HAND)
        return FALSE;
      player (t, ev->a[3]);
      if (card_known (t, -1))
        {
          text (t, " draws ");
          card (t, -1, "");
        }
      else
        text (t, " draws a card");
      return TRUE;
    case DK_EVENT_MODIFIER:
      if (ev->a[0] != BOS_STAT_ATK && ev->a[0] != BOS_STAT_RST)
        return FALSE;
      card (t, -1, "a card");
      if (ev->a[1] == DK_MOD_SET)
        dk_text_buf_printf (t->out, DK_TEXT_VALUE, ": %s becomes %d",
                            ev->a[0] == BOS_STAT_ATK ? "ATK" : "RST", ev->a[2]);
      else
        dk_text_buf_printf (t->out, ev->a[2] >= 0 ? DK_TEXT_GOOD : DK_TEXT_BAD, ": %s %+d",
                            ev->a[0] == BOS_STAT_ATK ? "ATK" : "RST", ev->a[2]);
      if (ev->a[3] == DK_EXPIRE_END_OF_TURN)
        dk_text_buf_append (t->out, DK_TEXT_DIM, " until the end of the turn");
      return TRUE;
    case DK_EVENT_STACK_RESOLVE:
      if (ev->a[1])
        return FALSE; /* the BoS `negated` event tells it */
      dk_text_buf_append (t->out, DK_TEXT_ACTIVE, "Resolves: ");
      card (t, -1, "a card");
      if (ev->a[0] >= 0 && card_known (t, -1) && bos_card_type (g, ev->card) == BOS_TYPE_FIGHTER)
        dk_text_buf_printf (t->out, DK_TEXT_DIM, " (effect %d)", ev->a[0] + 1);
      return TRUE;
    default:
      /* Steps, passes (choices), counters told by the damage events,
       * shuffles, stack pushes told by `chain-link`, negations told by
       * the BoS `negated` when the link resolves to nothing; reveals: a card
       * activated from the hand is named by its link, a mulligan's hand
       * goes back into the deck. */
      return FALSE;
    }
}

static gboolean
tell_bos (const Tell *t)
{
  const DkEvent *ev = t->ev;
  const DkGame *g = t->game;
  char buf[32];

  switch (ev->type - DK_EVENT_MODULE_BASE)
    {
    case BOS_EVENT_DEPLOY:
      player (t, ev->player);
      text (t, ev->a[1] ? " special-deploys " : " deploys ");
      card (t, -1, "a fighter");
      {
        const DkCardDef *def = dk_game_event_card_def (g, ev, -1, t->viewer);

        if (def != NULL && def->stats[BOS_STAT_CLASS] >= 0 &&
            def->stats[BOS_STAT_CLASS] != BOS_CLASS_WARRIOR)
          dk_text_buf_printf (t->out, DK_TEXT_DIM, " (%s)",
                              bos_words_class (def->stats[BOS_STAT_CLASS]));
        if (def != NULL)
          dk_text_buf_printf (t->out, DK_TEXT_VALUE, " (ATK %d, RST %d)", def->stats[BOS_STAT_ATK],
                              def->stats[BOS_STAT_RST]);
      }
      if (ev->a[0] > 0)
        dk_text_buf_printf (t->out, DK_TEXT_PLAIN, ", promoted by sacrificing %d fighter%s",
                            ev->a[0], ev->a[0] == 1 ? "" : "s");
      return TRUE;
    case BOS_EVENT_ATTACK_DECLARED:
      card (t, -1, "a fighter");
      text (t, " attacks ");
      if (ev->a[1])
        {
          player (t, ev->a[2]);
          text (t, " directly");
        }
      else
        {
          card (t, 0, "a fighter");
          text (t, " (");
          player (t, ev->a[2]);
          text (t, ")");
        }
      return TRUE;
    case BOS_EVENT_DAMAGE_CALCULATION:
      tell_damage_calculation (t);
      return TRUE;
    case BOS_EVENT_BATTLE:
      /* Told by damage-calculation, with the values compared. */
      return FALSE;
    case BOS_EVENT_DESTROYED:
      if (ev->a[0] == BOS_BY_BATTLE)
        return FALSE; /* the battle's line says it */
      card (t, -1, "a card");
      dk_text_buf_append (t->out, DK_TEXT_BAD, " is destroyed");
      if (ev->a[1] >= 0)
        {
          text (t, " by ");
          card (t, 1, "an effect");
        }
      return TRUE;
    case BOS_EVENT_BATTLE_DAMAGE:
    case BOS_EVENT_EFFECT_DAMAGE:
      player (t, ev->player);
      dk_text_buf_printf (t->out, t->viewer == ev->player ? DK_TEXT_BAD : DK_TEXT_VALUE,
                          " takes %s %s damage", bos_words_number (ev->a[0], buf, sizeof buf),
                          ev->type == BOS_EVENT (BATTLE_DAMAGE) ? "battle" : "effect");
      if (ev->type == BOS_EVENT (EFFECT_DAMAGE) && ev->card >= 0)
        {
          text (t, " from ");
          card (t, -1, "an effect");
        }
      text (t, ": ");
      sp (t, DK_TEXT_VALUE, ev->a[2]);
      text (t, " left; ");
      player (t, ev->a[1]);
      text (t, " gains them");
      if (ev->type == BOS_EVENT (BATTLE_DAMAGE))
        {
          text (t, " (");
          sp (t, DK_TEXT_VALUE, ev->a[3]);
          text (t, ")");
        }
      return TRUE;
    case BOS_EVENT_CHAIN_LINK:
      dk_text_buf_printf (t->out, DK_TEXT_ACTIVE, "Chain link %d: ", ev->a[0]);
      player (t, ev->player);
      text (t, " activates ");
      card (t, -1, "a card");
      if (ev->a[1] > 0 && card_known (t, -1) && bos_card_type (g, ev->card) == BOS_TYPE_FIGHTER)
        dk_text_buf_printf (t->out, DK_TEXT_DIM, " (effect %d)", ev->a[1]);
      return TRUE;
    case BOS_EVENT_NEGATED:
      dk_text_buf_printf (t->out, DK_TEXT_BAD, "Link %d ", ev->a[0]);
      card (t, -1, "a card");
      dk_text_buf_append (t->out, DK_TEXT_BAD, " was negated: it does nothing");
      return TRUE;
    case BOS_EVENT_SENT_TO_DISCARD:
      switch (ev->a[0])
        {
        case BOS_CAUSE_DISCARDED:
          player (t, ev->player);
          text (t, " discards ");
          card (t, -1, "a card");
          return TRUE;
        case BOS_CAUSE_SACRIFICED:
          player (t, ev->player);
          text (t, " sacrifices ");
          card (t, -1, "a fighter");
          return TRUE;
        case BOS_CAUSE_COST:
          card (t, -1, "a card");
          text (t, " goes to the discard pile as a cost");
          return TRUE;
        case BOS_CAUSE_EFFECT:
          card (t, -1, "a card");
          dk_text_buf_printf (t->out, DK_TEXT_PLAIN, " goes from %s to the discard pile",
                              zone_words ((guint) ev->a[1]));
          return TRUE;
        default:
          /* destroyed: told by `destroyed` or the battle; used: a one-turn
           * card after its link resolved. */
          return FALSE;
        }
    case BOS_EVENT_LEAVES_FIELD:
      if (ev->a[1] == BOS_CAUSE_RETURNED || ev->a[1] == BOS_CAUSE_REMOVED ||
          (ev->a[1] == BOS_CAUSE_EFFECT && ev->a[0] != BOS_ZONE_DISCARD))
        {
          card (t, -1, "a card");
          dk_text_buf_printf (t->out, DK_TEXT_PLAIN, " leaves the field for %s",
                              zone_words ((guint) ev->a[0]));
          return TRUE;
        }
      return FALSE;
    case BOS_EVENT_SP_PAID:
      player (t, ev->player);
      dk_text_buf_printf (t->out, DK_TEXT_VALUE, " pays %s SP",
                          bos_words_number (ev->a[0], buf, sizeof buf));
      if (ev->card >= 0)
        {
          text (t, " for ");
          card (t, -1, "a card");
        }
      return TRUE;
    case BOS_EVENT_POSITION_CHANGE:
      card (t, -1, "a fighter");
      text (t, ev->a[0] ? " switches to rest position" : " switches to attack position");
      return TRUE;
    case BOS_EVENT_KILL_TOKEN:
      card (t, -1, "a fighter");
      if (ev->a[1] > 0)
        dk_text_buf_printf (t->out, DK_TEXT_GOOD, " gets %s kill token%s (%d now)",
                            ev->a[1] == 1 ? "a" : "more", ev->a[1] == 1 ? "" : "s", ev->a[0]);
      else
        dk_text_buf_printf (t->out, DK_TEXT_BAD, " loses kill tokens (%d now)", ev->a[0]);
      return TRUE;
    case BOS_EVENT_SET:
      player (t, ev->player);
      if (card_known (t, -1))
        {
          text (t, " sets ");
          card (t, -1, "");
          text (t, " face down");
        }
      else
        text (t, " sets a card face down");
      return TRUE;
    case BOS_EVENT_ACTIVATED:
      return FALSE; /* `chain-link` tells it, with the link's number */
    case BOS_EVENT_COIN_FLIP:
      player (t, ev->player);
      dk_text_buf_printf (t->out, DK_TEXT_PLAIN,
                          " calls %s; the coin shows %s: ", ev->a[0] ? "tails" : "heads",
                          ev->a[1] ? "tails" : "heads");
      dk_text_buf_append (t->out, ev->a[2] ? DK_TEXT_GOOD : DK_TEXT_BAD,
                          ev->a[2] ? "right" : "wrong");
      return TRUE;
    case BOS_EVENT_DICE:
      player (t, ev->player);
      dk_text_buf_printf (t->out, DK_TEXT_VALUE, " rolls a %d", ev->a[0]);
      return TRUE;
    case BOS_EVENT_TOKEN_CREATED:
      player (t, ev->player);
      text (t, " gets a fighter token: ");
      card (t, -1, "a token");
      return TRUE;
    case BOS_EVENT_CONTROL_CHANGE:
      player (t, ev->player);
      text (t, " takes control of ");
      card (t, -1, "a card");
      text (t, " from ");
      player (t, ev->a[0]);
      return TRUE;
    case BOS_EVENT_REPLAY:
      dk_text_buf_append (t->out, DK_TEXT_ACTIVE, "Replay: ");
      text (t, "the attack of ");
      card (t, -1, "a fighter");
      text (t, " is off; it may attack again, another may, or none");
      return TRUE;
    case BOS_EVENT_MULLIGAN:
      player (t, ev->player);
      dk_text_buf_printf (t->out, DK_TEXT_PLAIN, " calls a mulligan (%d so far)", ev->a[0]);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
tell (const Tell *t)
{
  if (t->ev->type >= DK_EVENT_MODULE_BASE)
    return tell_bos (t);
  return tell_framework (t);
}

/**
 * bos_narrate:
 *
 * DkModule.narrate: @event of @game told as @viewer saw it.
 *
 * Returns: FALSE, writing nothing, for an event a person need not be told
 */
gboolean
bos_narrate (const DkGame *game, const DkEvent *event, gint viewer, DkTextBuf *out)
{
  Tell t = { game, event, viewer, out };

  return tell (&t);
}
