/* ufs-narrate.c: the events of a game of UFS told in words, as one seat
 * saw them (DkModule.narrate).
 *
 * Each event is told from its own attributes; the few words an event does
 * not carry (which card a check was for, whether a block was attempted)
 * come from the events next to it in the log. A card is named only through
 * dk_game_event_card_def(), which knows who saw it: nothing here reads the
 * game's present state of a card.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* How far the words look before or after an event for the ones around it. */
#define NEAR_EVENTS 64

static gboolean
is_ufs (const DkEvent *ev, guint e)
{
  return ev->type == DK_EVENT_MODULE (e);
}

/* The index of @ev in @g's log, or -1 (the log is in order of seq). */
static gint
event_index (const DkGame *g, const DkEvent *ev)
{
  guint lo = 0, hi = dk_game_n_events (g);

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      const DkEvent *m = dk_game_event (g, mid);

      if (m->seq == ev->seq)
        return (gint) mid;
      if (m->seq < ev->seq)
        lo = mid + 1;
      else
        hi = mid;
    }
  return -1;
}

/* The name of a card of the event as @viewer saw it, or NULL. */
static const char *
seen_name (const DkGame *g, const DkEvent *ev, gint slot, gint viewer)
{
  const DkCardDef *def = dk_game_event_card_def (g, ev, slot, viewer);

  return def ? def->name : NULL;
}

static void
put_player (const DkGame *g, guint player, DkTextBuf *out)
{
  g_autofree char *name = ufs_words_player (g, player);

  dk_text_buf_append (out, DK_TEXT_PLAYER + player, name);
}

static void
put_card (const char *name, const char *unseen, DkTextBuf *out)
{
  if (name != NULL)
    dk_text_buf_append (out, DK_TEXT_CARD, name);
  else
    dk_text_buf_append (out, DK_TEXT_HIDDEN, unseen);
}

/* The card a check was made for: the card shown as it was attempted
 * (E.4.2: in transit, public) just before the check, when nothing else was
 * played between; and how it was being played. */
static const DkEvent *
check_subject (const DkGame *g, const DkEvent *ev, gint *out_kind)
{
  gint i = event_index (g, ev);
  const DkEvent *found = NULL;
  guint n = dk_game_n_events (g);

  *out_kind = -1;
  if (i < 0)
    return NULL;
  for (gint k = i - 1; k >= 0 && k >= i - NEAR_EVENTS; k--)
    {
      const DkEvent *e = dk_game_event (g, (guint) k);

      if (e->type == DK_EVENT_TURN_BEGIN || is_ufs (e, UFS_EVENT_CHECK) ||
          is_ufs (e, UFS_EVENT_CARD_PLAYED) || is_ufs (e, UFS_EVENT_PLAY_FAILED) ||
          is_ufs (e, UFS_EVENT_ABILITY_PLAYED))
        return NULL;
      if (e->type == DK_EVENT_REVEAL && e->player == ev->player)
        {
          found = e;
          break;
        }
    }
  if (found == NULL)
    return NULL;
  /* How it was played: the card-played or play-failed that follows. */
  for (guint k = (guint) i + 1; k < n && k <= (guint) i + NEAR_EVENTS; k++)
    {
      const DkEvent *e = dk_game_event (g, k);

      if (e->card != found->card)
        continue;
      if (is_ufs (e, UFS_EVENT_CARD_PLAYED))
        *out_kind = e->a[0];
      else if (is_ufs (e, UFS_EVENT_PLAY_FAILED))
        *out_kind = e->a[2];
      else
        continue;
      break;
    }
  return found;
}

/* E.3: "Kira checks for Ninefold Ember: revealed Ember Jab, control 5
 * against difficulty 3: passed". */
static void
narrate_check (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  gint kind;
  const DkEvent *subject = check_subject (g, ev, &kind);
  gint32 value = ev->a[0], difficulty = ev->a[1];
  gboolean passed = ev->a[2] != 0;
  g_autofree char *s = NULL;

  put_player (g, (guint) ev->player, out);
  dk_text_buf_append (out, DK_TEXT_PLAIN, " checks");
  if (subject != NULL)
    {
      dk_text_buf_append (out, DK_TEXT_PLAIN, kind == UFS_KIND_BLOCK ? " to block with " : " for ");
      put_card (seen_name (g, subject, -1, viewer), "a card", out);
    }
  dk_text_buf_append (out, DK_TEXT_PLAIN, ": ");
  if (ev->card == DK_NO_CARD)
    s = g_strdup_printf ("set to %d", value);
  else
    {
      dk_text_buf_append (out, DK_TEXT_PLAIN, "revealed ");
      put_card (seen_name (g, ev, -1, viewer), "a card", out);
      s = g_strdup_printf (", control %d", value);
    }
  dk_text_buf_append (out, DK_TEXT_VALUE, s);
  if (difficulty < 0)
    return;
  g_free (s);
  s = g_strdup_printf (" against difficulty %d: ", difficulty);
  dk_text_buf_append (out, DK_TEXT_PLAIN, s);
  dk_text_buf_append (out, passed ? DK_TEXT_GOOD : DK_TEXT_BAD, passed ? "passed" : "failed");
  if (passed && value < difficulty)
    {
      g_free (s);
      /* E.3.5.2.3: committing exactly the cards missing. */
      s = g_strdup_printf (" by committing %d card%s", difficulty - value,
                           difficulty - value == 1 ? "" : "s");
      dk_text_buf_append (out, DK_TEXT_PLAIN, s);
    }
}

static const char *
type_word (gint type)
{
  static const char *const words[] = { "character", "attack", "action", "asset", "foundation" };

  return type >= 0 && type < (gint) G_N_ELEMENTS (words) ? words[type] : "card";
}

static gboolean
narrate_played (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  gint kind = ev->a[0];

  /* The attack's beginning, the block and the action's ability tell these. */
  if (kind == UFS_KIND_BLOCK || (kind == UFS_KIND_FORM && ev->a[2] == UFS_TYPE_ATTACK) ||
      ev->a[2] == UFS_TYPE_ACTION)
    return FALSE;
  put_player (g, (guint) ev->player, out);
  dk_text_buf_append (out, DK_TEXT_PLAIN, " plays ");
  put_card (seen_name (g, ev, -1, viewer), "a card", out);
  if (kind == UFS_KIND_REVERSAL)
    dk_text_buf_append (out, DK_TEXT_PLAIN, " as a reversal (I.3.10)");
  else
    {
      g_autofree char *s = g_strdup_printf (" (%s)", type_word (ev->a[2]));

      dk_text_buf_append (out, DK_TEXT_DIM, s);
    }
  return TRUE;
}

static gboolean
narrate_failed (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  put_player (g, (guint) ev->player, out);
  if (ev->a[2] == UFS_KIND_BLOCK)
    {
      /* G.2.2.1: the block event that follows says the attack is not blocked. */
      dk_text_buf_append (out, DK_TEXT_PLAIN, "'s block with ");
      put_card (seen_name (g, ev, -1, viewer), "a card", out);
      dk_text_buf_append (out, DK_TEXT_BAD, " failed");
      return TRUE;
    }
  dk_text_buf_append (out, DK_TEXT_PLAIN, " fails to play ");
  put_card (seen_name (g, ev, -1, viewer), "a card", out);
  dk_text_buf_append (out, DK_TEXT_PLAIN,
                      ev->a[0] == 1 ? ": a cost was not paid" : ": the check failed");
  if (ev->a[2] == UFS_KIND_FORM)
    dk_text_buf_append (out, DK_TEXT_DIM, "; the Combat Phase ends (F.2.2.1.1)");
  return TRUE;
}

/* Was a block attempted against the attack @ev is about, and failed? */
static gboolean
block_attempt_failed (const DkGame *g, const DkEvent *ev)
{
  gint i = event_index (g, ev);

  for (gint k = i - 1; i >= 0 && k >= 0 && k >= i - NEAR_EVENTS; k--)
    {
      const DkEvent *e = dk_game_event (g, (guint) k);

      if (is_ufs (e, UFS_EVENT_ATTACK_BEGINS) || e->type == DK_EVENT_TURN_BEGIN)
        return FALSE;
      if (is_ufs (e, UFS_EVENT_PLAY_FAILED) && e->player == ev->player && e->a[2] == UFS_KIND_BLOCK)
        return TRUE;
    }
  return FALSE;
}

/* G.2.2 */
static void
narrate_block (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  const char *attack = seen_name (g, ev, -1, viewer);

  if (ev->a[0] == UFS_BLOCK_NONE && block_attempt_failed (g, ev))
    {
      put_card (attack, "The attack", out);
      dk_text_buf_append (out, DK_TEXT_BAD, " is not blocked");
      return;
    }
  put_player (g, (guint) ev->player, out);
  switch (ev->a[0])
    {
    case UFS_BLOCK_COMPLETE:
    case UFS_BLOCK_PARTIAL:
      dk_text_buf_append (out, DK_TEXT_PLAIN, " blocks ");
      put_card (attack, "the attack", out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " with ");
      put_card (seen_name (g, ev, 1, viewer), "a card", out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, ": ");
      if (ev->a[0] == UFS_BLOCK_COMPLETE)
        dk_text_buf_append (out, DK_TEXT_GOOD, "complete block");
      else
        dk_text_buf_append (out, DK_TEXT_GOOD, "partial block (half damage, G.3.2)");
      break;
    default:
      dk_text_buf_append (out, DK_TEXT_PLAIN, " does not block ");
      put_card (attack, "the attack", out);
      break;
    }
}

/* G.3 */
static void
narrate_damage (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  g_autofree char *s = g_strdup_printf (" takes %d damage", ev->a[0]);
  g_autofree char *v =
      g_strdup_printf ("vitality %d/%d", ev->a[2], ufs_max_vitality (g, (guint) ev->player));

  put_player (g, (guint) ev->player, out);
  dk_text_buf_append (out, DK_TEXT_BAD, s);
  if (ev->card != DK_NO_CARD)
    {
      dk_text_buf_append (out, DK_TEXT_PLAIN, " from ");
      put_card (seen_name (g, ev, -1, viewer), "a card", out);
    }
  dk_text_buf_append (out, DK_TEXT_PLAIN, ": ");
  dk_text_buf_append (out, DK_TEXT_VALUE, v);
}

static void
narrate_attack (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  g_autofree char *s =
      g_strdup_printf ("%s, speed %d, damage %d", ufs_words_zone (ev->a[1]), ev->a[0], ev->a[2]);

  put_player (g, (guint) ev->player, out);
  dk_text_buf_append (out, DK_TEXT_PLAIN, " attacks with ");
  put_card (seen_name (g, ev, -1, viewer), "a card", out);
  dk_text_buf_append (out, DK_TEXT_PLAIN, ": ");
  dk_text_buf_append (out, DK_TEXT_ACTIVE, s);
}

static const char *const keyword_names[] = {
  [UFS_KW_BREAKER] = "Breaker",   [UFS_KW_EX] = "EX",
  [UFS_KW_GAUGE] = "Gauge",       [UFS_KW_MULTIPLE] = "Multiple",
  [UFS_KW_POWERFUL] = "Powerful", [UFS_KW_REVERSAL] = "Reversal",
  [UFS_KW_STUN] = "Stun",
};

/* H.2: "Kira plays an enhance of Fire Foundation: ..." */
static void
narrate_ability (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  static const char *const kinds[] = { "an enhance", "a form", "a response", "an ability" };
  const DkCardDef *def = dk_game_event_card_def (g, ev, -1, viewer);
  guint index = ev->a[0] > 0 ? (guint) ev->a[0] - 1 : 0;

  put_player (g, (guint) ev->player, out);
  if (def != NULL && index >= def->n_abilities)
    {
      UfsKeywordData scratch;
      const UfsKeywordData *kw = ufs_played_keyword (def, index - def->n_abilities, &scratch);
      const char *name =
          kw && kw->kind < G_N_ELEMENTS (keyword_names) ? keyword_names[kw->kind] : NULL;

      dk_text_buf_append (out, DK_TEXT_PLAIN, " uses ");
      dk_text_buf_append (out, DK_TEXT_VALUE, name ? name : "a keyword");
      dk_text_buf_append (out, DK_TEXT_PLAIN, " of ");
      put_card (def->name, "a card", out);
      return;
    }
  dk_text_buf_append (out, DK_TEXT_PLAIN, " plays ");
  dk_text_buf_append (out, DK_TEXT_PLAIN,
                      ev->a[1] >= 0 && ev->a[1] < 4 ? kinds[ev->a[1]] : "an ability");
  dk_text_buf_append (out, DK_TEXT_PLAIN, " of ");
  put_card (def ? def->name : NULL, "a card", out);
  if (def != NULL && index < def->n_abilities && def->abilities[index].text != NULL)
    {
      g_autofree char *text = ufs_words_shorten (def->abilities[index].text, 70);

      dk_text_buf_append (out, DK_TEXT_PLAIN, ": ");
      dk_text_buf_append (out, DK_TEXT_DIM, text);
    }
}

/* Does a play-failed of @ev's card follow it (the card discarded as its
 * attempt failed is told by that event)? */
static gboolean
failed_play_follows (const DkGame *g, const DkEvent *ev)
{
  gint i = event_index (g, ev);
  guint n = dk_game_n_events (g);

  for (guint k = (guint) i + 1; i >= 0 && k < n && k <= (guint) i + 8; k++)
    {
      const DkEvent *e = dk_game_event (g, k);

      if (is_ufs (e, UFS_EVENT_PLAY_FAILED) && e->card == ev->card)
        return TRUE;
    }
  return FALSE;
}

/* The moves a player follows: momentum gained and spent (D.4.2), reviews
 * (F.1.2), foundations reaching the staging area, cards destroyed. */
static gboolean
narrate_move (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  /* from and to are zone kinds, their players a[2] and a[3]. */
  guint from = (guint) MAX (ev->a[0], 0);
  guint to = (guint) MAX (ev->a[1], 0);
  guint owner = (guint) MAX (ev->a[3], 0);
  const char *name = seen_name (g, ev, -1, viewer);

  if (ev->turn <= 0 || ev->a[0] < 0 || ev->a[1] < 0)
    return FALSE;
  if (to == UFS_ZONE_MOMENTUM)
    {
      put_player (g, owner, out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " adds ");
      put_card (name, "a card", out);
      dk_text_buf_append (out, DK_TEXT_GOOD, " to momentum");
      return TRUE;
    }
  if (from == UFS_ZONE_MOMENTUM)
    {
      put_player (g, (guint) MAX (ev->a[2], 0), out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " spends 1 momentum");
      if (name != NULL)
        {
          dk_text_buf_append (out, DK_TEXT_PLAIN, " (");
          put_card (name, "a card", out);
          dk_text_buf_append (out, DK_TEXT_PLAIN, ")");
        }
      return TRUE;
    }
  if (from == UFS_ZONE_HAND && to == UFS_ZONE_DISCARD && !failed_play_follows (g, ev))
    {
      put_player (g, owner, out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " discards ");
      put_card (name, "a card", out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " from hand");
      return TRUE;
    }
  if (from == UFS_ZONE_CARD_POOL && to == UFS_ZONE_STAGING)
    {
      put_card (name, "A card", out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " goes to ");
      put_player (g, owner, out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, "'s staging area");
      return TRUE;
    }
  if (from == UFS_ZONE_STAGING && (to == UFS_ZONE_DISCARD || to == UFS_ZONE_REMOVED))
    {
      put_player (g, (guint) MAX (ev->a[2], 0), out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, "'s ");
      put_card (name, "face-down card", out);
      dk_text_buf_append (out, DK_TEXT_BAD,
                          to == UFS_ZONE_DISCARD ? " is destroyed" : " is removed from the game");
      return TRUE;
    }
  if (from == UFS_ZONE_DECK && to == UFS_ZONE_HAND && (gint) owner == viewer && name != NULL)
    {
      dk_text_buf_append (out, DK_TEXT_PLAIN, "You draw ");
      put_card (name, "a card", out);
      return TRUE;
    }
  return FALSE;
}

/* C.1.4: cards committed together (to pass one check, E.3.5.2.3.2, or by
 * one cost) are told in one line, at the first of them. */
static gboolean
narrate_commit (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  gint i = event_index (g, ev);
  guint n = dk_game_n_events (g);
  guint k;

  if (ev->turn <= 0)
    return FALSE;
  if (i > 0)
    {
      const DkEvent *before = dk_game_event (g, (guint) i - 1);

      if (is_ufs (before, UFS_EVENT_COMMIT) && before->player == ev->player)
        return FALSE;
    }
  put_player (g, (guint) ev->player, out);
  dk_text_buf_append (out, DK_TEXT_PLAIN, " commits ");
  put_card (seen_name (g, ev, -1, viewer), "a face-down card", out);
  for (k = (guint) i + 1; i >= 0 && k < n; k++)
    {
      const DkEvent *e = dk_game_event (g, k);

      if (!is_ufs (e, UFS_EVENT_COMMIT) || e->player != ev->player)
        break;
      dk_text_buf_append (out, DK_TEXT_PLAIN,
                          k + 1 < n && is_ufs (dk_game_event (g, k + 1), UFS_EVENT_COMMIT) &&
                                  dk_game_event (g, k + 1)->player == ev->player
                              ? ", "
                              : " and ");
      put_card (seen_name (g, e, -1, viewer), "a face-down card", out);
    }
  return TRUE;
}

static const char *const stat_words[UFS_N_STATS] = {
  [UFS_STAT_DIFFICULTY] = "difficulty",
  [UFS_STAT_CONTROL] = "control",
  [UFS_STAT_SPEED] = "speed",
  [UFS_STAT_DAMAGE] = "damage",
  [UFS_STAT_BLOCK_MODIFIER] = "block modifier",
};

/* An enhance's effect: "Flare Roundhouse gets +2 speed". */
static gboolean
narrate_modifier (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  g_autofree char *s = NULL;

  if (ev->a[0] < 0 || ev->a[0] >= UFS_N_STATS)
    return FALSE;
  if (ev->a[0] == UFS_STAT_ATTACK_ZONE)
    s = g_strdup_printf (" becomes a %s attack", ufs_words_zone (ev->a[2]));
  else if (stat_words[ev->a[0]] == NULL)
    return FALSE;
  else if (ev->a[1] == DK_MOD_SET)
    s = g_strdup_printf ("'s %s becomes %d", stat_words[ev->a[0]], ev->a[2]);
  else
    s = g_strdup_printf (" gets %+d %s", ev->a[2], stat_words[ev->a[0]]);
  put_card (seen_name (g, ev, -1, viewer), "A card", out);
  dk_text_buf_append (out, DK_TEXT_VALUE, s);
  return TRUE;
}

/**
 * ufs_narrate:
 *
 * DkModule.narrate: @event of @game's log as @viewer saw it, in a line.
 */
gboolean
ufs_narrate (const DkGame *g, const DkEvent *ev, gint viewer, DkTextBuf *out)
{
  g_autofree char *s = NULL;

  if (ev->player > 1)
    return FALSE;
  switch (ev->type)
    {
    case DK_EVENT_GAME_OVER:
      if (ev->player >= 0)
        {
          put_player (g, (guint) ev->player, out);
          dk_text_buf_append (out, DK_TEXT_HEADING, " wins the game.");
        }
      else
        dk_text_buf_append (out, DK_TEXT_HEADING, "The game is a draw.");
      return TRUE;
    case DK_EVENT_TURN_BEGIN:
      if (ev->player < 0)
        return FALSE;
      s = g_strdup_printf ("Turn %d: ", ev->turn);
      dk_text_buf_append (out, DK_TEXT_HEADING, s);
      put_player (g, (guint) ev->player, out);
      return TRUE;
    case DK_EVENT_PHASE_BEGIN:
      if (ev->player < 0)
        return FALSE;
      put_player (g, (guint) ev->player, out);
      s = g_strdup_printf ("'s %s", ufs_words_phase (ev->a[0]));
      dk_text_buf_append (out, DK_TEXT_HEADING, s);
      return TRUE;
    case DK_EVENT_ZONE_CHANGE:
      return narrate_move (g, ev, viewer, out);
    case DK_EVENT_COUNTER:
      /* Damage is told by its own event; a gain here (J.5.1). */
      if (ev->turn <= 0 || ev->player < 0 || ev->a[2] <= ev->a[1])
        return FALSE;
      put_player (g, (guint) ev->player, out);
      s = g_strdup_printf (" gains %d vitality: vitality %d/%d", ev->a[2] - ev->a[1], ev->a[2],
                           ufs_max_vitality (g, (guint) ev->player));
      dk_text_buf_append (out, DK_TEXT_GOOD, s);
      return TRUE;
    case DK_EVENT_MODIFIER:
      return narrate_modifier (g, ev, viewer, out);
    default:
      break;
    }
  if (ev->type < DK_EVENT_MODULE_BASE || ev->player < 0)
    return FALSE;
  switch (ev->type - DK_EVENT_MODULE_BASE)
    {
    case UFS_EVENT_CHECK:
      narrate_check (g, ev, viewer, out);
      return TRUE;
    case UFS_EVENT_CARD_PLAYED:
      return narrate_played (g, ev, viewer, out);
    case UFS_EVENT_PLAY_FAILED:
      return narrate_failed (g, ev, viewer, out);
    case UFS_EVENT_BLOCK:
      narrate_block (g, ev, viewer, out);
      return TRUE;
    case UFS_EVENT_DAMAGE:
      narrate_damage (g, ev, viewer, out);
      return TRUE;
    case UFS_EVENT_CYCLE:
      put_player (g, (guint) ev->player, out);
      s = g_strdup_printf (" cycles the deck: the discard pile becomes the deck, %d cards are "
                           "removed from the game (E.2.2)",
                           ev->a[0]);
      dk_text_buf_append (out, DK_TEXT_PLAIN, s);
      return TRUE;
    case UFS_EVENT_ABILITY_PLAYED:
      narrate_ability (g, ev, viewer, out);
      return TRUE;
    case UFS_EVENT_ATTACK_BEGINS:
      narrate_attack (g, ev, viewer, out);
      return TRUE;
    case UFS_EVENT_COMMIT:
      return narrate_commit (g, ev, viewer, out);
    case UFS_EVENT_DROPPED:
      put_card (seen_name (g, ev, -1, viewer), "The attack", out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " is dropped: its attack ends (G.5.2)");
      return TRUE;
    case UFS_EVENT_CANCELLED:
      /* J.3.1.1, G.2.2.1: the card or ability was played, in the open. */
      if (ev->a[0] > 0)
        dk_text_buf_append (out, DK_TEXT_PLAIN, "An ability of ");
      put_card (seen_name (g, ev, -1, viewer), ev->a[0] > 0 ? "a card" : "A card", out);
      dk_text_buf_append (out, DK_TEXT_PLAIN, " is cancelled: its effects do not happen (J.3.1.1)");
      return TRUE;
    default:
      return FALSE;
    }
}

/**
 * ufs_words_event_brief:
 *
 * A short account of an event kept for a response window, from @view (a
 * player's view, whose card definitions say what that player knows): "after
 * Brannoch's block of Flare Roundhouse".
 */
void
ufs_words_event_brief (const DkGame *view, const DkEvent *ev, gint viewer, GString *out)
{
  const DkEventSpec *spec = dk_rules_event_spec (dk_game_get_rules (view), ev->type);
  const DkCardDef *def = ev->card >= 0 && (guint) ev->card < dk_game_n_cards (view)
                             ? dk_game_card_def (view, ev->card)
                             : NULL;
  const char *card = def ? def->name : "a card";
  g_autofree char *who = NULL;

  if (ev->player == viewer)
    who = g_strdup ("you");
  else if (ev->player >= 0 && ev->player < 2)
    who = ufs_words_player (view, (guint) ev->player);
  else
    who = g_strdup ("nobody");
  switch (ev->type >= DK_EVENT_MODULE_BASE ? (guint) (ev->type - DK_EVENT_MODULE_BASE) : G_MAXUINT)
    {
    case UFS_EVENT_CHECK:
      g_string_append_printf (out, "after a check by %s (control %d)", who, ev->a[0]);
      return;
    case UFS_EVENT_CARD_PLAYED:
      g_string_append_printf (out, "after %s played %s", who, card);
      return;
    case UFS_EVENT_PLAY_FAILED:
      g_string_append_printf (out, "after %s failed to play %s", who, card);
      return;
    case UFS_EVENT_BLOCK:
      g_string_append_printf (out, "after the block of %s (%s)", card,
                              ev->a[0] == UFS_BLOCK_COMPLETE  ? "complete"
                              : ev->a[0] == UFS_BLOCK_PARTIAL ? "partial"
                                                              : "not blocked");
      return;
    case UFS_EVENT_DAMAGE:
      g_string_append_printf (out, "after %d damage to %s", ev->a[0], who);
      return;
    case UFS_EVENT_CYCLE:
      g_string_append_printf (out, "after a cycle of the deck by %s", who);
      return;
    case UFS_EVENT_ATTACK_RESOLVED:
      g_string_append_printf (out, "after %s resolved", card);
      return;
    case UFS_EVENT_ABILITY_PLAYED:
      g_string_append_printf (out, "after %s played an ability of %s", who, card);
      return;
    case UFS_EVENT_ATTACK_BEGINS:
      g_string_append_printf (out, "as %s begins", card);
      return;
    case UFS_EVENT_COMMIT:
      g_string_append_printf (out, "after %s committed %s", who, card);
      return;
    case UFS_EVENT_CANCELLED:
      g_string_append_printf (out, "after the effects of %s were cancelled", card);
      return;
    case UFS_EVENT_CHECK_MADE:
      g_string_append_printf (out, "as %s makes a check (control %d so far)", who, ev->a[0]);
      return;
    default:
      break;
    }
  if (ev->type == DK_EVENT_ZONE_CHANGE)
    {
      const DkRules *rules = dk_game_get_rules (view);
      const DkModule *m = dk_rules_get_module (rules);
      guint to = (guint) MAX (ev->a[1], 0);

      g_string_append_printf (out, "after %s went to the %s", card,
                              to < m->n_zones ? m->zones[to].name : "?");
      return;
    }
  g_string_append_printf (out, "after %s", spec ? spec->name : "an event");
  if (def != NULL)
    g_string_append_printf (out, " of %s", def->name);
}
