/* ufs-pause.c: pause conditions (E.2): cycling a deck, lost games, characters
 * attached or discarded, Only, Unique and Terrain, applied until none
 * holds; the cards one condition discards together placed on their
 * owner's pile in the order that player chooses (D.2.3.3.1).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* E.2.2: shuffle the discard pile into the deck, then remove cards from
 * its top. Returns FALSE if the player cannot complete the cycle and loses
 * (E.2.2.1, A.1.2). */
static gboolean
cycle_deck (DkGame *g, guint player)
{
  guint remove = (guint) dk_game_param (g, UFS_PARAM_CYCLE_REMOVE);
  guint n;
  guint8 act;
  const guint16 *discard = dk_game_zone (g, UFS_ZONE_DISCARD, player, &n);

  if (n <= remove)
    {
      dk_game_end (g, (gint) ufs_opponent (player));
      return FALSE;
    }
  /* J.1.2: a cycle in the middle of a draw or a discard is no part of
   * that act: its events are its own. */
  act = ufs_state (g)->act;
  ufs_state (g)->act = UFS_ACT_NONE;
  while ((discard = dk_game_zone (g, UFS_ZONE_DISCARD, player, &n)), n > 0)
    dk_game_move (g, discard[n - 1], UFS_ZONE_DECK, player, DK_POS_TOP);
  dk_game_shuffle (g, UFS_ZONE_DECK, player);
  /* J.1.2: the cards removed are one act, one event ("after your
   * opponent removes any number of cards from the game") */
  ufs_act_begin (g);
  for (guint i = 0; i < remove; i++)
    dk_game_move (g, dk_game_zone_top (g, UFS_ZONE_DECK, player), UFS_ZONE_REMOVED, player,
                  DK_POS_TOP);
  ufs_act_end (g);
  dk_game_emit (g, UFS_EVENT (CYCLE), (gint) player, DK_NO_CARD, (gint32) remove, 0, 0, 0);
  /* The act goes on after the cycle, but its next card is no part of the
   * cycle's events (J.1.2: the act's second event; E.4.5 joins any
   * event of the costs to the one before). */
  if (act != UFS_ACT_NONE)
    act = (guint8) ((act & ~UFS_ACT_STATE) | UFS_ACT_OPEN);
  ufs_state (g)->act = act;
  return TRUE;
}

/* The pause conditions that discard cards (E.2.3, E.2.4, E.2.7): one
 * item at a time, each item's cards for one player together. */
enum
{
  PAUSE_ITEM_CHARACTER, /* E.2.3 */
  PAUSE_ITEM_ONLY,      /* E.2.4 */
  PAUSE_ITEM_STRAY,     /* E.2.7 */
  PAUSE_ITEM_TERRAIN,   /* E.2.5.1: not an order, the one terrain to destroy */
};

/* pause_once() applied a condition, or asked a question first. */
enum
{
  PAUSE_NONE,
  PAUSE_APPLIED,
  PAUSE_ASKED,
};

/* The cards of @player that pause item @item discards now, from the
 * bottom of the staging area up, then the card pool (E.2.4), into
 * @out (at most @max). @dirty (UFS_CLEAN_*): the zones to look at. */
static guint
pause_cards (DkGame *g, guint player, guint item, guint dirty, gint32 *out, guint max)
{
  const UfsState *s = ufs_state_const (g);
  GQuark name = ufs_character_quark (g, player);
  guint n, found = 0;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);

  if (!(dirty & UFS_CLEAN_STAGING))
    n = 0;
  for (guint i = 0; i < n && found < max; i++)
    {
      gint32 c = staging[i];
      const DkCard *card = dk_game_card (g, c);
      const DkCardDef *def;
      const UfsCardData *d;
      guint32 keywords;
      gboolean discards;

      if (c == s->character[player] || (card->flags & DK_CARD_FLAG_FACE_DOWN))
        continue;
      def = dk_game_card_def (g, c);
      if (def == NULL)
        continue;
      d = ufs_card_data (def);
      /* As ufs_has_keyword() has them. */
      keywords = (card->flags & (UFS_FLAG_COPY | UFS_FLAG_SEALED)) ? 0 : d->keywords;
      switch (item)
        {
        case PAUSE_ITEM_CHARACTER:
          /* E.2.3 */
          discards = def->type == UFS_TYPE_CHARACTER && d->name != name;
          break;
        case PAUSE_ITEM_ONLY:
          /* E.2.4: a character card is E.2.3's */
          discards = def->type != UFS_TYPE_CHARACTER && (keywords & UFS_KWF_ONLY) &&
                     !ufs_only_names (def, name);
          break;
        default:
          /* E.2.7 */
          discards = (def->type == UFS_TYPE_ATTACK || def->type == UFS_TYPE_ACTION) &&
                     card->attached_to == DK_NO_CARD;
          break;
        }
      if (discards)
        out[found++] = c;
    }
  /* E.2.4 in the card pool too: one item, one act with the staging area's */
  if (item != PAUSE_ITEM_ONLY || !(dirty & UFS_CLEAN_POOLS))
    return found;
  staging = dk_game_zone (g, UFS_ZONE_CARD_POOL, player, &n);
  for (guint i = 0; i < n && found < max; i++)
    if (!ufs_is_face_down (g, staging[i]) && !ufs_only_ok (g, staging[i], player))
      out[found++] = staging[i];
  return found;
}

/* Do @cards (@n) have two names or more? Cards of one name need no order
 * (D.2.3.3.1, docs/rulings.md). */
static gboolean
pause_cards_named_apart (const DkGame *g, const gint32 *cards, guint n)
{
  for (guint i = 1; i < n; i++)
    if (ufs_card_data (dk_game_card_def (g, cards[i]))->name !=
        ufs_card_data (dk_game_card_def (g, cards[0]))->name)
      return TRUE;
  return FALSE;
}

/* E.2 says to address the items in order: the cards one item discards for
 * a player reach their owner's discard pile at the same time, so that
 * player chooses their order (D.2.3.3.1), in a UFS_PROC_PAUSE_ORDER frame
 * pushed here; another item's cards come after them. A player's staging
 * area and card pool hold only their own cards (D.1.4), so the pile is
 * that player's. */
static guint
pause_item (DkGame *g, guint player, guint item, guint dirty)
{
  gint32 cards[UFS_PAUSE_CARDS_MAX];
  guint n = pause_cards (g, player, item, dirty, cards, G_N_ELEMENTS (cards));
  DkFrame *f;

  if (n == 0)
    return PAUSE_NONE;
  if (!pause_cards_named_apart (g, cards, n))
    {
      for (guint i = 0; i < n; i++)
        ufs_discard_card (g, cards[i]);
      return PAUSE_APPLIED;
    }
  f = dk_game_push (g, UFS_PROC (PAUSE_ORDER));
  f->a[0] = (gint32) player;
  f->a[1] = (gint32) item;
  return PAUSE_ASKED;
}

/* E.2.5, E.2.5.1: the terrains of both staging areas that have been
 * there longest (several only when they arrived together), into @out (at
 * most @max). */
static guint
oldest_terrains (DkGame *g, gint32 *out, guint max)
{
  const UfsState *s = ufs_state_const (g);
  guint found = 0;
  gint32 oldest = G_MAXINT32;

  for (guint p = 0; p < 2; p++)
    {
      guint n;
      const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n);

      for (guint i = 0; i < n; i++)
        {
          gint32 c = staging[i];
          const DkCard *card = dk_game_card (g, c);
          const DkCardDef *def = dk_game_card_def (g, c);

          /* As pause_once() counts them. */
          if (c == s->character[p] || (card->flags & DK_CARD_FLAG_FACE_DOWN) || def == NULL ||
              def->type == UFS_TYPE_CHARACTER ||
              (card->flags & (UFS_FLAG_COPY | UFS_FLAG_SEALED)) ||
              !(ufs_card_data (def)->keywords & UFS_KWF_TERRAIN))
            continue;
          if (card->vars[UFS_VAR_EXTRA] < oldest)
            {
              oldest = card->vars[UFS_VAR_EXTRA];
              found = 0;
            }
          if (card->vars[UFS_VAR_EXTRA] == oldest && found < max)
            out[found++] = c;
        }
    }
  return found;
}

/* What pause_survey() finds may hold: bit PAUSE_HOLDS (item, player) for
 * an item (PAUSE_ITEM_CHARACTER, _ONLY, _STRAY) that discards a card of
 * that player, and these. */
#define PAUSE_HOLDS(item, player) (1u << (2u * (item) + (player)))
#define PAUSE_HOLDS_ATTACH (1u << 8)  /* E.2.3: a character to attach */
#define PAUSE_HOLDS_KEYWORD (1u << 9) /* E.2.5, E.2.6: two terrains, two Unique copies */

/* The pause conditions of E.2.3 to E.2.7 that hold now, in one walk of
 * each staging area and card pool (@dirty, UFS_CLEAN_*: the zones to look
 * at), read as pause_once() and pause_cards() read them: pause_once()
 * looks again, item by item in the order E.2 gives, only at what holds.
 * Almost always nothing does, and one walk is what it then costs. */
static guint
pause_survey (const DkGame *g, guint dirty)
{
  const UfsState *s = ufs_state_const (g);
  guint holds = 0, terrains = 0;

  for (guint p = 0; p < 2; p++)
    {
      GQuark name = ufs_character_quark (g, p);
      guint n;
      const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n);

      if (!(dirty & UFS_CLEAN_STAGING))
        n = 0;
      for (guint i = 0; i < n; i++)
        {
          gint32 c = staging[i];
          const DkCard *card = dk_game_card (g, c);
          const DkCardDef *def;
          const UfsCardData *d;
          guint32 keywords;

          if (c == s->character[p] || (card->flags & DK_CARD_FLAG_FACE_DOWN))
            continue;
          def = dk_game_card_def (g, c);
          if (def == NULL)
            continue;
          d = ufs_card_data (def);
          if (def->type == UFS_TYPE_CHARACTER)
            {
              /* E.2.3: discarded, or attached to the starting character */
              if (d->name != name)
                holds |= PAUSE_HOLDS (PAUSE_ITEM_CHARACTER, p);
              else if (!(card->flags & UFS_FLAG_ATTACHED))
                holds |= PAUSE_HOLDS_ATTACH;
              continue;
            }
          /* As ufs_has_keyword() has them. */
          keywords = (card->flags & (UFS_FLAG_COPY | UFS_FLAG_SEALED)) ? 0 : d->keywords;
          if ((keywords & UFS_KWF_ONLY) && !ufs_only_names (def, name))
            holds |= PAUSE_HOLDS (PAUSE_ITEM_ONLY, p);
          if ((keywords & UFS_KWF_UNIQUE) && ufs_unique_newer_copy (g, staging, n, i) != DK_NO_CARD)
            holds |= PAUSE_HOLDS_KEYWORD;
          if (keywords & UFS_KWF_TERRAIN)
            terrains++;
          if ((def->type == UFS_TYPE_ATTACK || def->type == UFS_TYPE_ACTION) &&
              card->attached_to == DK_NO_CARD)
            holds |= PAUSE_HOLDS (PAUSE_ITEM_STRAY, p);
        }
      /* E.2.4 in the card pool */
      staging = dk_game_zone (g, UFS_ZONE_CARD_POOL, p, &n);
      if (!(dirty & UFS_CLEAN_POOLS))
        n = 0;
      for (guint i = 0; i < n; i++)
        if (!ufs_is_face_down (g, staging[i]) && !ufs_only_ok (g, staging[i], p))
          holds |= PAUSE_HOLDS (PAUSE_ITEM_ONLY, p);
    }
  if (terrains > 1)
    holds |= PAUSE_HOLDS_KEYWORD;
  return holds;
}

/* Apply the first pause condition that holds (PAUSE_*). @dirty
 * (UFS_CLEAN_*): the zones to look at; in the others none holds. */
static guint
pause_once (DkGame *g, guint dirty)
{
  UfsState *s = ufs_state (g);
  gboolean lost[2];
  gint32 terrain_old = DK_NO_CARD, terrain_count = 0;
  guint holds;

  /* E.2.1 */
  for (guint p = 0; p < 2; p++)
    lost[p] = s->character[p] >= 0 && dk_game_counter (g, p, 0) <= 0;
  if (lost[0] || lost[1])
    {
      dk_game_end (g, lost[0] && lost[1] ? -1 : lost[0] ? 1 : 0);
      return PAUSE_APPLIED;
    }
  /* E.2.2 */
  for (guint p = 0; p < 2; p++)
    if (s->character[p] >= 0 && dk_game_zone_size (g, UFS_ZONE_DECK, p) == 0)
      {
        cycle_deck (g, p);
        return PAUSE_APPLIED;
      }
  holds = pause_survey (g, dirty);
  for (guint p = 0; p < 2 && (holds & PAUSE_HOLDS_ATTACH); p++)
    {
      guint n;
      const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n);
      GQuark name = ufs_character_quark (g, p);

      /* E.2.3, D.2.2.3.4: a character of the same name attaches to the
       * starting character (any other is discarded, below). */
      for (guint i = 0; i < n; i++)
        {
          gint32 c = staging[i];
          const DkCard *card = dk_game_card (g, c);
          const DkCardDef *def = dk_game_card_def (g, c);

          if (c != s->character[p] &&
              !(card->flags & (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_ATTACHED)) && def != NULL &&
              def->type == UFS_TYPE_CHARACTER && ufs_card_data (def)->name == name)
            {
              /* D.2.2.3.4.2: chosen by no effect that does not ask for
               * character cards */
              ufs_card_set_flag (g, c, UFS_FLAG_ATTACHED | DK_CARD_FLAG_SHIELDED, TRUE);
              dk_game_card_mut (g, c)->attached_to = (gint16) s->character[p];
              /* D.2.2.3.2: in the state of the card it is attached to
               * (ufs_is_committed reads the host; the card's own flag
               * follows it, as committing and readying the host keep it) */
              dk_game_card_set_flag (
                  g, c, DK_CARD_FLAG_EXHAUSTED,
                  dk_game_card_has_flag (g, s->character[p], DK_CARD_FLAG_EXHAUSTED));
            }
        }
    }
  /* E.2.3, E.2.4 */
  for (guint item = PAUSE_ITEM_CHARACTER; item <= PAUSE_ITEM_ONLY; item++)
    for (guint p = 0; p < 2; p++)
      {
        guint r = (holds & PAUSE_HOLDS (item, p)) ? pause_item (g, p, item, dirty) : PAUSE_NONE;

        if (r != PAUSE_NONE)
          return r;
      }
  for (guint p = 0; p < 2 && (holds & PAUSE_HOLDS_KEYWORD); p++)
    {
      guint n;
      const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, p, &n);

      for (guint i = 0; i < n; i++)
        {
          gint32 c = staging[i];
          const DkCard *card = dk_game_card (g, c);
          const DkCardDef *def;
          guint32 keywords;

          if (c == s->character[p] || (card->flags & DK_CARD_FLAG_FACE_DOWN))
            continue;
          def = dk_game_card_def (g, c);
          if (def == NULL || def->type == UFS_TYPE_CHARACTER)
            continue;
          keywords =
              (card->flags & (UFS_FLAG_COPY | UFS_FLAG_SEALED)) ? 0 : ufs_card_data (def)->keywords;
          /* E.2.6: two copies of a Unique card: the newer one goes. */
          if (keywords & UFS_KWF_UNIQUE)
            {
              gint32 newer = ufs_unique_newer_copy (g, staging, n, i);

              if (newer != DK_NO_CARD)
                {
                  dk_game_move (g, newer, UFS_ZONE_DISCARD, p, DK_POS_TOP);
                  return PAUSE_APPLIED;
                }
            }
          /* E.2.5: remember the terrain that has been there longest. */
          if (keywords & UFS_KWF_TERRAIN)
            {
              terrain_count++;
              if (terrain_old == DK_NO_CARD ||
                  card->vars[UFS_VAR_EXTRA] < dk_game_card (g, terrain_old)->vars[UFS_VAR_EXTRA])
                terrain_old = c;
            }
        }
    }
  /* E.2.5: the staging areas hold one terrain at most; the older goes.
   * Cards arrive one event at a time, so a tie is only a position given
   * as it is (both there from the start): E.2.5.1, the active player
   * chooses. */
  if (terrain_count > 1)
    {
      gint32 tied[UFS_PAUSE_CARDS_MAX];

      if (oldest_terrains (g, tied, G_N_ELEMENTS (tied)) > 1)
        {
          DkFrame *f = dk_game_push (g, UFS_PROC (PAUSE_ORDER));

          f->a[0] = (gint32) dk_game_active (g);
          f->a[1] = PAUSE_ITEM_TERRAIN;
          return PAUSE_ASKED;
        }
      ufs_discard_card (g, terrain_old);
      return PAUSE_APPLIED;
    }
  /* E.2.7 */
  for (guint p = 0; p < 2; p++)
    {
      guint r = (holds & PAUSE_HOLDS (PAUSE_ITEM_STRAY, p))
                    ? pause_item (g, p, PAUSE_ITEM_STRAY, dirty)
                    : PAUSE_NONE;

      if (r != PAUSE_NONE)
        return r;
    }
  return PAUSE_NONE;
}

/* D.2.3.3.1, E.2: a[0] the player, a[1] the item (PAUSE_ITEM_*) whose
 * cards go to that player's discard pile together, one at a time in the
 * order the player picks, the last picked on top; the cards of one name
 * are one choice, and the last name left needs no question. The cards are
 * read again before each question: only the ones placed have left, so
 * they are the item's cards still to place. a[2] 1: then run the turn's
 * step a[3], a[4] (ufs_run_step() paused before it). */
DkStepResult
ufs_proc_pause_order (DkGame *g, DkFrame *f)
{
  guint player = (guint) f->a[0];
  gint32 cards[UFS_PAUSE_CARDS_MAX];
  guint n;

  if (f->a[1] == PAUSE_ITEM_TERRAIN)
    {
      /* E.2.5.1: the active player destroys one of the terrains that
       * have been there as long as each other. */
      n = oldest_terrains (g, cards, G_N_ELEMENTS (cards));
      if (f->step == 0 && n > 1)
        {
          f->step = 1;
          dk_game_decide (g, player, DK_DECISION_CHOOSE);
          for (guint i = 0; i < n; i++)
            dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), cards[i]);
          return DK_STEP_WAIT;
        }
      if (f->step == 1)
        {
          const DkOption *o = dk_game_answer (g);

          for (guint i = 0; o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 && i < n; i++)
            if (cards[i] == o->args[0])
              {
                ufs_discard_card (g, cards[i]);
                break;
              }
          dk_game_clear_answer (g);
        }
      else if (n == 1)
        ufs_discard_card (g, cards[0]);
      n = 0;
    }
  else
    n = pause_cards (g, player, (guint) f->a[1], UFS_CLEAN_ALL, cards, G_N_ELEMENTS (cards));
  if (f->step == 1 && f->a[1] != PAUSE_ITEM_TERRAIN)
    {
      const DkOption *o = dk_game_answer (g);

      for (guint i = 0; o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 && i < n; i++)
        if (cards[i] == o->args[0])
          {
            ufs_discard_card (g, cards[i]);
            break;
          }
      dk_game_clear_answer (g);
      f->step = 0;
      n = pause_cards (g, player, (guint) f->a[1], UFS_CLEAN_ALL, cards, G_N_ELEMENTS (cards));
    }
  if (pause_cards_named_apart (g, cards, n))
    {
      f->step = 1;
      dk_game_decide (g, player, DK_DECISION_CHOOSE);
      for (guint i = 0; i < n; i++)
        {
          gboolean seen = FALSE;

          for (guint j = 0; j < i && !seen; j++)
            seen = ufs_card_data (dk_game_card_def (g, cards[j]))->name ==
                   ufs_card_data (dk_game_card_def (g, cards[i]))->name;
          if (!seen)
            dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), cards[i]);
        }
      return DK_STEP_WAIT;
    }
  /* one name left, or none: nobody can tell their order */
  for (guint i = 0; i < n; i++)
    ufs_discard_card (g, cards[i]);
  if (f->a[2] == 1)
    {
      guint phase = (guint) f->a[3], step = (guint) f->a[4];

      /* f may move once the step pushes frames: read first */
      ufs_run_step (g, phase, step);
    }
  return DK_STEP_DONE;
}

/**
 * ufs_pause_x:
 * @g: a game
 *
 * E.2: apply pause conditions, in order, until none holds (ufs_pause()
 * without its inline test), or until one asks its player a question
 * first (the order of the cards it discards, D.2.3.3.1): its
 * UFS_PROC_PAUSE_ORDER frame is then on top, and the caller runs its step
 * again once it is done (ufs_pause_step()).
 *
 * Returns: TRUE if the game is over or a question is pushed
 */
gboolean
ufs_pause_x (DkGame *g)
{
  UfsState *s = ufs_state (g);
  guint guard = 0;

  /* Nothing the conditions on the staging areas and card pools read has
   * changed since none held: every move passes through ufs_on_event(),
   * every flag the module sets through ufs_card_set_flag(). A zone kind
   * where nothing changed is passed over; the terrains (E.2.5) are counted
   * with the staging areas. Zones that change while conditions apply are
   * looked at too, until none holds anywhere. */
  if (s->pause_clean == UFS_CLEAN_ALL && !ufs_vital_condition_holds (g))
    return dk_game_is_over (g);
  while (!dk_game_is_over (g) && guard++ < 1000)
    switch (pause_once (g, ~s->pause_clean & UFS_CLEAN_ALL))
      {
      case PAUSE_NONE:
        s->pause_clean = UFS_CLEAN_ALL;
        return FALSE;
      case PAUSE_ASKED:
        return TRUE;
      default:
        break;
      }
  return dk_game_is_over (g);
}

/**
 * ufs_deck_top:
 * @g: a game
 * @player: whose deck
 *
 * E.2.2: a player with no cards in the deck cycles it at once, so a card
 * is taken from the top even when the deck ran out (draw 2 from a deck of
 * one takes one, cycles, and takes the next).
 *
 * Returns: the top card of the deck, or DK_NO_CARD when the player could
 *   not cycle and lost (E.2.2.1)
 */
gint32
ufs_deck_top (DkGame *g, guint player)
{
  if (dk_game_zone_size (g, UFS_ZONE_DECK, player) == 0 && !cycle_deck (g, player))
    return DK_NO_CARD;
  return dk_game_zone_top (g, UFS_ZONE_DECK, player);
}

/* Draw one card, cycling first if the deck is empty (E.2.2). */
gboolean
ufs_draw_one (DkGame *g, guint player)
{
  if (ufs_deck_top (g, player) == DK_NO_CARD)
    return FALSE;
  return dk_game_draw (g, player, 1) == 1;
}
