/* ufs-lasting.c: conditions, choices and lasting effects of UFS abilities
 * (J.3, K.3).
 *
 * <if> and <unless> are the framework's (dk-condition.c) with the states
 * of a UFS game added as tests (`state="desperation, your-turn"`): each
 * named state must hold, as every other test given.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

static gboolean
has_attr (xmlNode *node, const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

/* The states an <if state="..."> may test, a bit each in a[4]. */
static const char *const state_names[] = {
  "desperation",          /* K.3.18: the effect's controller is at desperation */
  "opponent-desperation", /* ... their opponent is */
  "deadlock",             /* K.3.19 */
  "opponent-deadlock",
  "your-turn",
  "opponent-turn",
  "during-attack", /* K.3.11: an attack is in its attack sequence */
  "blocked",       /* this attack is blocked, partly or completely (G.3) */
  "fully-blocked", /* ... completely */
  "blank-text",    /* K.3.15: the target is face up, with no printed keyword or ability */
  "could-play",    /* K.3.10: the target meets the resource symbol requirement (E.4.1.2) */
  "attachable",    /* K.3.20: the target is a character that E.2.3 would not discard */
  "full-vitality", /* J.5.1: the effect's controller's vitality is at its maximum */
  "reversal",      /* I.3.10: the target was played as a reversal, and stays where it went */
  "committed",     /* C.1.3: the target is committed ("while this card is committed") */
  "ready",         /* C.1.4: ... ready */
  NULL,
};

enum
{
  ST_DESPERATION,
  ST_OPPONENT_DESPERATION,
  ST_DEADLOCK,
  ST_OPPONENT_DEADLOCK,
  ST_YOUR_TURN,
  ST_OPPONENT_TURN,
  ST_DURING_ATTACK,
  ST_BLOCKED,
  ST_FULLY_BLOCKED,
  ST_BLANK_TEXT,
  ST_COULD_PLAY,
  ST_ATTACHABLE,
  ST_FULL_VITALITY,
  ST_REVERSAL,
  ST_COMMITTED,
  ST_READY,
};

/* a[4] of an <if value="AMOUNT">: the amount (a[1]) compares (a[2]) with
 * a number (a[3]); not a state. */
#define IF_VALUE (1u << 30)
/* ... and a[3] is an amount expression (packed), not a number */
#define IF_VALUE_OTHER (1u << 29)

/* The states that test the target. */
#define TARGET_STATES                                                                              \
  ((1 << ST_BLANK_TEXT) | (1 << ST_COULD_PLAY) | (1 << ST_ATTACHABLE) | (1 << ST_REVERSAL) |      \
   (1 << ST_COMMITTED) | (1 << ST_READY))

/* <if value="AMOUNT" at-least="N">: an amount of docs/effects.md (J.4.2)
 * compared with a number, read when the <if> executes. */
static gboolean
compile_value (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const names[] = { "equals",    "at-least",  "at-most",
                                       "more-than", "less-than", NULL };
  static const DkCmp cmps[] = { DK_CMP_EQ, DK_CMP_GE, DK_CMP_LE, DK_CMP_GT, DK_CMP_LT };
  gint found = -1;

  if (in->a[0] != 0)
    {
      dk_compiler_error (c, node, "<%s>: value, counter or zone, one of them (nest them)",
                         (const char *) node->name);
      return FALSE;
    }
  if (!ufs_compile_amount (c, node, "value", 0, in, 1))
    return FALSE;
  if (in->flags & UFS_INSTR_X)
    {
      dk_compiler_error (c, node, "<%s value=...>: X is not compared", (const char *) node->name);
      return FALSE;
    }
  for (gint i = 0; names[i]; i++)
    if (has_attr (node, names[i]))
      {
        if (found >= 0)
          {
            dk_compiler_error (c, node, "<%s>: one comparison only (%s and %s)",
                               (const char *) node->name, names[found], names[i]);
            return FALSE;
          }
        found = i;
      }
  if (found < 0)
    {
      dk_compiler_error (c, node,
                         "<%s value=...> needs equals, at-least, at-most, more-than or less-than",
                         (const char *) node->name);
      return FALSE;
    }
  in->a[2] = cmps[found];
  in->a[4] |= (gint32) IF_VALUE;
  /* "more face down foundations than your opponent": the other side may
   * be an amount too */
  {
    DkInstr other = *in;

    other.flags = 0;
    if (!ufs_compile_amount (c, node, names[found], 0, &other, 3))
      return FALSE;
    if (other.flags & UFS_INSTR_X)
      {
        dk_compiler_error (c, node, "<%s %s=...>: X is not compared", (const char *) node->name,
                           names[found]);
        return FALSE;
      }
    if (other.flags & UFS_INSTR_EXPR)
      in->a[4] |= (gint32) IF_VALUE_OTHER;
    in->a[3] = other.a[3];
  }
  return TRUE;
}

gboolean
ufs_compile_if (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) "state");
  g_auto (GStrv) words = NULL;
  gboolean ok = TRUE;

  if (!dk_framework_instr ("if")->compile (c, node, in))
    {
      xmlFree (v);
      return FALSE;
    }
  if (v != NULL)
    {
      words = g_strsplit ((const char *) v, ",", -1);
      xmlFree (v);
    }
  for (guint i = 0; words && words[i]; i++)
    {
      gint k = -1;

      g_strstrip (words[i]);
      for (gint j = 0; state_names[j]; j++)
        if (strcmp (state_names[j], words[i]) == 0)
          k = j;
      if (k < 0)
        {
          g_autofree char *list = g_strjoinv (", ", (char **) state_names);

          dk_compiler_error (c, node, "<%s state=\"%s\">: expected one of %s",
                             (const char *) node->name, words[i], list);
          ok = FALSE;
          continue;
        }
      in->a[4] |= 1 << k;
    }
  if (ok && has_attr (node, "value") && !compile_value (c, node, in))
    ok = FALSE;
  if ((in->a[4] & TARGET_STATES) && in->target < 0)
    {
      dk_compiler_error (
          c, node,
          "<%s>: states blank-text, could-play, attachable, reversal, committed, ready need target=\"...\"",
          (const char *) node->name);
      ok = FALSE;
    }
  if (ok && in->a[4] == 0 && in->target < 0 && in->a[0] == 0)
    {
      dk_compiler_error (c, node, "<%s> tests nothing: give state, target, counter or zone",
                         (const char *) node->name);
      ok = FALSE;
    }
  return ok;
}

/* K.3.15 */
static gboolean
printed_blank_text (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def != NULL && !ufs_is_face_down (g, card) && def->n_keywords == 0 &&
         def->n_abilities == 0;
}

/* K.3.20: a character of the starting character's name attaches to it
 * (E.2.3); one of another name would be discarded. */
static gboolean
attachable (const DkGame *g, guint player, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def != NULL && def->type == UFS_TYPE_CHARACTER &&
         ufs_card_data (def)->name == ufs_character_quark (g, player);
}

static gboolean
state_holds (DkGame *g, DkExec *ex, const DkInstr *in, guint k)
{
  const UfsState *s = ufs_state_const (g);
  guint you = dk_exec_controller (ex);
  guint opp = ufs_opponent (you);

  switch (k)
    {
    case ST_DESPERATION:
      return ufs_at_desperation (g, you);
    case ST_OPPONENT_DESPERATION:
      return ufs_at_desperation (g, opp);
    case ST_DEADLOCK:
      return ufs_at_deadlock (g, you);
    case ST_OPPONENT_DEADLOCK:
      return ufs_at_deadlock (g, opp);
    case ST_YOUR_TURN:
      return dk_game_active (g) == you;
    case ST_OPPONENT_TURN:
      return dk_game_active (g) == opp;
    case ST_DURING_ATTACK:
      return s->attack != DK_NO_CARD;
    case ST_BLOCKED:
      return s->attack != DK_NO_CARD && s->block_status != UFS_BLOCK_NONE;
    case ST_FULLY_BLOCKED:
      return s->attack != DK_NO_CARD && s->block_status == UFS_BLOCK_COMPLETE;
    case ST_FULL_VITALITY:
      return dk_game_counter (g, you, 0) >= ufs_max_vitality (g, you);
    case ST_BLANK_TEXT:
    case ST_COULD_PLAY:
    case ST_ATTACHABLE:
    case ST_REVERSAL:
    case ST_COMMITTED:
    case ST_READY:
      {
        gint32 card = dk_exec_target (g, ex, in->target);

        if (card == DK_NO_CARD)
          return FALSE;
        if (k == ST_COMMITTED || k == ST_READY)
          return ufs_played_card_committed (g, ex, card) == (k == ST_COMMITTED);
        if (k == ST_BLANK_TEXT)
          return printed_blank_text (g, card);
        if (k == ST_REVERSAL)
          return dk_game_card_has_flag (g, card, UFS_FLAG_REVERSAL);
        /* K.3.10: the symbols are the only requirement. */
        if (k == ST_COULD_PLAY)
          return ufs_resource_ok (g, you, card);
        return attachable (g, you, card);
      }
    default:
      return FALSE;
    }
}

/* K.3.5: the condition governs the rest of the sentence: the body.
 * J.3.5.1.1: with an <else>, a replacement within the ability, decided
 * right before the part it replaces. */
static gboolean
if_holds (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gboolean holds = TRUE;

  for (guint32 bits = (guint32) in->a[4] & ~(IF_VALUE | IF_VALUE_OTHER); holds && bits != 0;
       bits &= bits - 1)
    holds = state_holds (g, ex, in, (guint) __builtin_ctz (bits));
  if (holds && ((guint32) in->a[4] & IF_VALUE))
    {
      gint32 v = ufs_amount (g, ex, in, 1);
      gint32 w = ((guint32) in->a[4] & IF_VALUE_OTHER)
                     ? ufs_amount_eval (g, in->a[3], dk_exec_source (ex), dk_exec_controller (ex),
                                        ufs_x_value (g))
                     : in->a[3];

      switch ((DkCmp) in->a[2])
        {
        case DK_CMP_EQ:
          holds = v == w;
          break;
        case DK_CMP_GE:
          holds = v >= w;
          break;
        case DK_CMP_LE:
          holds = v <= w;
          break;
        case DK_CMP_GT:
          holds = v > w;
          break;
        case DK_CMP_LT:
          holds = v < w;
          break;
        default:
          holds = FALSE;
        }
    }
  if (holds)
    holds = dk_exec_condition (g, ex, in);
  return holds;
}

DkExecResult
ufs_exec_if (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return dk_exec_branch (ex, in, if_holds (g, ex, in));
}

/* <require> in a <cost>: H.3.3.1, "Only playable if ...": the tests of
 * <if>, which must hold for the ability to be offered (it is checked with
 * the costs, E.4.1.1); it pays nothing and holds no instructions. */
gboolean
ufs_compile_require (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (node->children != NULL && xmlFirstElementChild (node) != NULL)
    {
      dk_compiler_error (c, node, "<require> holds no instructions");
      return FALSE;
    }
  if (!ufs_compile_if (c, node, in))
    return FALSE;
  in->flags &= (guint8) ~DK_INSTR_BLOCK;
  return TRUE;
}

DkExecResult
ufs_exec_require (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return DK_EXEC_NEXT;
}

/**
 * ufs_require_holds:
 * @g: a game
 * @card: the card whose ability it is
 * @player: who would play it
 * @in: its <require>
 *
 * Returns: whether the ability's "only playable if" holds now
 */
gboolean
ufs_require_holds (const DkGame *g, gint32 card, guint player, const DkInstr *in)
{
  DkFrame frame = { 0 };
  DkExec ex = { &frame, NULL, 0 };
  gboolean holds;

  frame.a[0] = card;
  frame.a[3] = (gint32) player;
  for (guint i = 4; i < 8; i++)
    frame.a[i] = DK_NO_CARD;
  holds = if_holds ((DkGame *) g, &ex, in);
  return (in->a[5] & 1) ? !holds : holds;
}

/* Conditions in continuous abilities are read while a value is computed;
 * a condition met while reading another one's values (a loop, at worst)
 * counts as not holding. */
static _Thread_local guint static_depth;

/**
 * ufs_static_skip:
 * @g: a game
 * @card: the card the continuous ability is on
 * @ab: the ability
 * @in: one of its effect's instructions
 *
 * H.6, K.3.5: a continuous ability's `<if>`, `<unless>` or `<else>`
 * governs the instructions in its body as a played one does.
 *
 * Returns: how many instructions after @in to pass over (0: go on into
 *   the body, or @in holds none)
 */
guint
ufs_static_skip (const DkGame *g, gint32 card, const DkAbility *ab, const DkInstr *in)
{
  DkFrame frame = { 0 };
  DkExec ex = { &frame, ab, 0 };

  if (!(in->flags & DK_INSTR_BLOCK))
    return 0;
  if (in->op != DK_INSTR_MODULE_BASE + UFS_INSTR_IF &&
      in->op != DK_INSTR_MODULE_BASE + UFS_INSTR_UNLESS)
    {
      /* <else>, reached after its <if> held; any other block is not read
       * here: pass over it. */
      return in->body;
    }
  if (static_depth > 0)
    return in->body + ((in->a[5] & 2) ? 1 : 0);
  frame.a[0] = card;
  frame.a[3] = (gint32) ufs_zone_owner_of (g, card);
  for (guint i = 4; i < 8; i++)
    frame.a[i] = DK_NO_CARD;
  static_depth++;
  ufs_exec_if ((DkGame *) g, &ex, in);
  static_depth--;
  return frame.step;
}

/* --- delayed effects (J.3.2) ---------------------------------------------- */

/* <delayed event="E" player="you|opponent" until="end-of-turn|end-of-attack"
 * times="N" card="TARGET">: a[0] the event kind, a[1] whose (0 anyone, 1
 * you, 2 your opponent), a[2] until, a[3] times (0: each time); target: the
 * card the event must be about (-1: any). */
gboolean
ufs_compile_delayed (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const whose[] = { "anyone", "you", "opponent", NULL };
  static const char *const untils[] = { "end-of-turn", "end-of-attack", NULL };
  const char *event = dk_compiler_word (c, node, "event", NULL, NULL);
  gint k;

  in->flags |= DK_INSTR_BLOCK | DK_INSTR_STOP_AFTER;
  in->a[0] = event ? dk_rules_event_index (dk_compiler_get_rules (c), event) : -1;
  if (in->a[0] < 0)
    {
      dk_compiler_error (c, node, "<delayed event=\"%s\">: not an event of ufs",
                         event ? event : "");
      return FALSE;
    }
  if (dk_compiler_word (c, node, "player", whose, &k) == NULL && has_attr (node, "player"))
    return FALSE;
  in->a[1] = MAX (k, 0);
  if (dk_compiler_word (c, node, "until", untils, &k) == NULL && has_attr (node, "until"))
    return FALSE;
  in->a[2] = MAX (k, 0);
  in->target = -1;
  if (has_attr (node, "card"))
    {
      in->target = (gint16) dk_compiler_target (c, node, "card", TRUE);
      if (in->target < 0)
        return FALSE;
    }
  if (!dk_compiler_int (c, node, "times", 0, &in->a[3]))
    return FALSE;
  if (in->a[3] < 0 || in->a[3] > 255)
    {
      dk_compiler_error (c, node, "<delayed times=\"%d\">: from 0 (each time) to 255", in->a[3]);
      return FALSE;
    }
  /* "If this attack deals 4 or more damage": the damage event's amount */
  if (!dk_compiler_int (c, node, "at-least", 0, &in->a[4]))
    return FALSE;
  if (in->a[4] != 0 && (in->a[4] < 1 || in->a[4] > 255 || event == NULL ||
                        strcmp (event, "damage") != 0))
    {
      dk_compiler_error (c, node, "<delayed at-least=\"%d\">: from 1 to 255, of a damage event",
                         in->a[4]);
      return FALSE;
    }
  /* G.3: "if this attack is (completely) blocked, ... after it resolves":
   * the attack-resolved event's block status (a[0]) is at least
   * UFS_BLOCK_PARTIAL (UFS_BLOCK_COMPLETE), read as at-least is */
  if (has_attr (node, "status"))
    {
      static const char *const statuses[] = { "blocked", "fully-blocked", NULL };

      if (dk_compiler_word (c, node, "status", statuses, &k) == NULL)
        return FALSE;
      if (in->a[4] != 0 || strcmp (event, "attack-resolved") != 0)
        {
          dk_compiler_error (c, node, "<delayed status=>: of an attack-resolved event, "
                                      "without at-least");
          return FALSE;
        }
      in->a[4] = k == 0 ? UFS_BLOCK_PARTIAL : UFS_BLOCK_COMPLETE;
    }
  /* G.3.1: "If this attack deals less than its printed damage": damage
   * dealt (none comes for 0) below the printed damage of the card that
   * deals it (a[5]) */
  in->a[5] = 0;
  if (has_attr (node, "below-printed"))
    {
      static const char *const yes[] = { "true", NULL };

      if (dk_compiler_word (c, node, "below-printed", yes, &k) == NULL)
        return FALSE;
      if (in->a[4] != 0 || strcmp (event, "damage") != 0)
        {
          dk_compiler_error (c, node, "<delayed below-printed=\"true\">: of a damage event, "
                                      "without at-least");
          return FALSE;
        }
      in->a[5] = 1;
    }
  return TRUE;
}

/* J.3.1.5: the immediate effect creates the fired effect; the body is
 * passed over now and runs on its own after each matching event. */
DkExecResult
ufs_exec_delayed (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  const DkAbility *ab = dk_exec_ability (ex);
  const DkCardDef *def = dk_game_card_def (g, dk_exec_source (ex));
  gint32 match = in->target >= 0 ? dk_exec_target (g, ex, in->target) : DK_NO_CARD;

  dk_exec_skip (ex, in->body);
  if (def == NULL || ab < def->abilities || ab >= def->abilities + def->n_abilities ||
      s->n_delayed >= UFS_MAX_DELAYED)
    return DK_EXEC_NEXT;
  /* The card it waits on names no card: its event cannot come. */
  if (in->target >= 0 && match == DK_NO_CARD)
    return DK_EXEC_NEXT;
  s->delayed[s->n_delayed] = (UfsDelayed){
    .card = (gint16) dk_exec_source (ex),
    .match = (gint16) match,
    .ability = (guint16) (ab - def->abilities),
    .start = (guint16) (in - ab->effect.instrs + 1),
    .event = (gint16) in->a[0],
    .who = (guint8) in->a[1],
    .controller = (guint8) dk_exec_controller (ex),
    .until = (guint8) in->a[2],
    .left = (guint8) in->a[3],
    .at_least = (guint8) in->a[4],
    .below = (guint8) in->a[5],
    /* J.4.3.1: the X defined as the ability was played */
    .x = (guint8) CLAMP (ufs_x_value (g), 0, G_MAXUINT8),
  };
  /* J.4.1.1: its scope begins with its creator's */
  s->delayed[s->n_delayed].scoped =
      (guint8) ufs_creator_scope (g, ex, &s->delayed[s->n_delayed].scope);
  s->n_delayed++;
  /* The framework passes its events of that kind on again. */
  ufs_quiet_events (g);
  return DK_EXEC_NEXT;
}

static gboolean
delayed_matches (const DkGame *g, const UfsDelayed *d, const DkEvent *ev)
{
  if (d->event != (gint16) ev->type)
    return FALSE;
  if (d->match != DK_NO_CARD && ev->card != d->match)
    return FALSE;
  /* G.3: the amount of the damage event (a[0]) */
  if (d->at_least != 0 && ev->a[0] < (gint32) d->at_least)
    return FALSE;
  /* G.3.1: below the printed damage of the card dealing it */
  if (d->below != 0 &&
      (ev->card < 0 || ev->a[0] >= dk_game_printed_stat (g, ev->card, UFS_STAT_DAMAGE)))
    return FALSE;
  if (d->who == 1)
    return ev->player == (gint8) d->controller;
  if (d->who == 2)
    return ev->player >= 0 && ev->player != (gint8) d->controller;
  return TRUE;
}

/* Does a delayed effect wait for @ev (so that the event waits for its
 * window, J.3.2.1.1)? */
gboolean
ufs_delayed_wants (const DkGame *g, const DkEvent *ev)
{
  const UfsState *s = ufs_state_const (g);

  for (guint i = 0; i < s->n_delayed; i++)
    if (delayed_matches (g, &s->delayed[i], ev))
      return TRUE;
  return FALSE;
}

/* J.3.2.1: @player's delayed effects that wait for one of @evs (the @n
 * events of one act, J.1.2, or the parts of one event, E.4.5) execute,
 * each once, before the window: one frame each, pushed among their
 * player's fired effects (push_fired(), J.3.2.1.2); one that has run its
 * times ends (J.3.2.3). J.1.3: with @interrupts, they interrupt the effect
 * that caused the event (ufs_instr_done()). Returns TRUE if any was
 * pushed. */
gboolean
ufs_push_delayed (DkGame *g, const DkEvent *evs, guint n, guint player, gboolean interrupts)
{
  UfsState *s = ufs_state (g);
  gboolean pushed = FALSE;
  guint j = 0;

  for (guint i = 0; i < s->n_delayed; i++)
    {
      UfsDelayed d = s->delayed[i];
      gboolean matches = FALSE;

      for (guint e = 0; e < n && !matches && d.controller == player; e++)
        matches = delayed_matches (g, &d, &evs[e]);
      if (matches)
        {
          ufs_fired_push_delayed (g, &d, interrupts);
          pushed = TRUE;
          if (d.left == 1)
            continue;
          if (d.left > 1)
            d.left--;
        }
      s->delayed[j++] = d;
    }
  s->n_delayed = j;
  return pushed;
}

static void attack_mods_end (DkGame *g, guint until);

/* J.3.2.3: the delayed effects that last until the end of the turn (0) or
 * of the attack (1) end. */
void
ufs_delayed_end (DkGame *g, guint until)
{
  UfsState *s = ufs_state (g);
  guint j = 0;

  ufs_replace_end (g, until);
  attack_mods_end (g, until);
  ufs_as_hand_end (g);
  ufs_copies_end (g);
  for (guint i = 0; i < s->n_delayed; i++)
    if (until != 0 && s->delayed[i].until != until)
      s->delayed[j++] = s->delayed[i];
  s->n_delayed = j;
}

/* --- lasting modifiers on a player's attacks (J.2.2, J.3.3) --------------- */

/* The keyword names in UfsKeywordName order (K.3.13, K.3.14). */
static const char *const attack_kw_names[] = {
  "Ally",     "Charge",   "Fury", "Kick",  "Punch",       "Ranged", "Slam",   "Taunt", "Tech",
  "Weapon",   "Breaker",  "Only", "Combo", "Desperation", "EX",     "Flash",  "Gauge", "Multiple",
  "Powerful", "Reversal", "Safe", "Stun",  "Terrain",     "Throw",  "Unique", NULL,
};
G_STATIC_ASSERT (G_N_ELEMENTS (attack_kw_names) == UFS_N_KEYWORD_NAMES + 1);

enum
{
  AM_END_OF_TURN,
  AM_END_OF_ATTACK,
  AM_YOUR_NEXT_TURN,        /* until your next turn begins */
  AM_END_OF_YOUR_NEXT_TURN, /* through your next turn */
  AM_NEXT,                  /* the player's next attack that matches, this turn (K.3.9) */
};

/* `a|b|c` of @names into bits; FALSE (and an error) on a word not there. */
static gboolean
word_bits (DkCompiler *c, xmlNode *node, const char *attr, const char *const *names, gint32 *bits)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) attr);
  g_auto (GStrv) words = NULL;
  gboolean ok = TRUE;

  *bits = 0;
  if (v == NULL)
    return TRUE;
  words = g_strsplit ((const char *) v, "|", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      gint k = -1;

      g_strstrip (words[i]);
      for (gint j = 0; names[j] != NULL; j++)
        if (strcmp (names[j], words[i]) == 0)
          k = j;
      if (k < 0)
        {
          g_autofree char *list = g_strjoinv (", ", (char **) names);

          dk_compiler_error (c, node, "<%s %s=\"%s\">: expected one of %s",
                             (const char *) node->name, attr, (const char *) v, list);
          ok = FALSE;
          break;
        }
      *bits |= (gint32) (1u << k);
    }
  xmlFree (v);
  return ok;
}

/* The zones and keywords an attack's criteria pack into one word. */
G_STATIC_ASSERT (UFS_ZONE_MID == UFS_ZONE_HIGH + 1 && UFS_ZONE_LOW == UFS_ZONE_MID + 1 &&
                 UFS_ZONE_LOW < 3);
G_STATIC_ASSERT (UFS_N_KEYWORD_NAMES <= 28);

/* <modify-attacks stat by player keyword not-keyword zone until>: a[0] the
 * amount, a[1] until, a[2] what the attack must match (UFS_MATCH_*). */
gboolean
ufs_compile_modify_attacks (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const stats[] = { "speed", "damage", "difficulty", NULL };
  static const char *const untils[] = { "end-of-turn",           "end-of-attack", "your-next-turn",
                                        "end-of-your-next-turn", "next",          NULL };
  gint k;

  if (dk_compiler_word (c, node, "stat", stats, &k) == NULL)
    {
      if (!has_attr (node, "stat"))
        dk_compiler_error (c, node, "<modify-attacks> needs stat=\"speed\" or \"damage\"");
      return FALSE;
    }
  in->stat = (guint16) (k == 0 ? UFS_STAT_SPEED : k == 1 ? UFS_STAT_DAMAGE : UFS_STAT_DIFFICULTY);
  if (!has_attr (node, "by"))
    {
      dk_compiler_error (c, node, "<modify-attacks> needs by=\"N\"");
      return FALSE;
    }
  if (!ufs_compile_amount (c, node, "by", 0, in, 0))
    return FALSE;
  in->player = dk_compiler_player (c, node, "you");
  if (in->player < 0)
    return FALSE;
  if (dk_compiler_word (c, node, "until", untils, &k) == NULL && has_attr (node, "until"))
    return FALSE;
  in->a[1] = MAX (k, 0);
  if (in->stat == UFS_STAT_DIFFICULTY && in->a[1] != AM_NEXT)
    {
      dk_compiler_error (c, node, "<modify-attacks stat=\"difficulty\">: only with until=\"next\"");
      return FALSE;
    }
  return ufs_compile_attack_match (c, node, &in->a[2]);
}

/**
 * ufs_compile_attack_match:
 * @c: the compiler
 * @node: an instruction
 * @match: (out): what the attack must match (UFS_MATCH_*), 0 for any
 *
 * K.3.9.1, K.3.14: the `keyword`, `not-keyword` and `zone` attributes of
 * @node ("your next Kick or Punch attack", "non-Throw", "high or low"),
 * as ufs_attack_matches() reads them.
 *
 * Returns: FALSE (with an error) on a word that is not one of them
 */
gboolean
ufs_compile_attack_match (DkCompiler *c, xmlNode *node, gint32 *match)
{
  static const char *const zones[] = { "high", "mid", "low", NULL };
  gint32 z, kw, not_kw;

  if (!word_bits (c, node, "keyword", attack_kw_names, &kw) ||
      !word_bits (c, node, "not-keyword", attack_kw_names, &not_kw) ||
      !word_bits (c, node, "zone", zones, &z))
    return FALSE;
  if (kw != 0 && not_kw != 0)
    {
      dk_compiler_error (c, node, "<%s>: keyword or not-keyword, not both",
                         (const char *) node->name);
      return FALSE;
    }
  *match = (gint32) ((guint32) (kw | not_kw) | (not_kw != 0 ? UFS_MATCH_NOT : 0) |
                     ((guint32) z << (UFS_MATCH_ZONE_SHIFT + UFS_ZONE_HIGH)));
  return TRUE;
}

/* Is @m in force (its turns, its attack)? */
static gboolean
attack_mod_live (const DkGame *g, const UfsAttackMod *m)
{
  return dk_game_turn (g) <= m->last_turn;
}

static void
attack_mods_end (DkGame *g, guint until)
{
  UfsState *s = ufs_state (g);
  guint j = 0;

  for (guint i = 0; i < s->n_attack_mods; i++)
    {
      UfsAttackMod *m = &s->attack_mods[i];

      /* C.3.3.4.2.3: the attack it was made in resolves or is aborted. */
      if (until == 1 && m->until == 1)
        continue;
      /* J.2.2.1: the turn ends (the turns it lasts end). */
      if (until == 0 && dk_game_turn (g) >= m->last_turn)
        continue;
      /* C.3.3.4.2.1, C.3.3.4.2.3: the attack it was held on is refreshed */
      m->held = 0;
      s->attack_mods[j++] = *m;
    }
  s->n_attack_mods = j;
}

/* J.2.2, J.3.3: the modifier is made now, and applies to each attack that
 * meets its requirements while it lasts, those played later included. */
DkExecResult
ufs_exec_modify_attacks (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  guint you = dk_exec_controller (ex);
  gint32 turn = dk_game_turn (g);
  /* the turn number of @you's next turn (turns alternate) */
  gint32 next = dk_game_active (g) == you ? turn + 2 : turn + 1;
  UfsAttackMod m = { 0 };
  guint j = 0;

  for (guint i = 0; i < s->n_attack_mods; i++)
    if (attack_mod_live (g, &s->attack_mods[i]))
      s->attack_mods[j++] = s->attack_mods[i];
  s->n_attack_mods = j;
  m.match = (guint32) in->a[2];
  m.value = (gint16) CLAMP (ufs_amount (g, ex, in, 0), G_MININT16, G_MAXINT16);
  if (in->a[1] == AM_NEXT)
    {
      /* K.3.9, K.3.9.1: a bonus waiting for the player's next attack that
       * matches the criteria (each player's: one for each) */
      for (guint p = 0; p < 2; p++)
        {
          UfsNextMod n = { 0 };

          if (in->player != 2 && p != (in->player == 1 ? ufs_opponent (you) : you))
            continue;
          if (s->n_next >= UFS_MAX_NEXT)
            break;
          n.player = (gint8) (p | (p != you ? UFS_NEXT_BY_OPPONENT : 0));
          n.stat = (guint8) in->stat;
          n.value = m.value;
          n.claimed = DK_NO_CARD;
          n.min = G_MININT32;
          n.max = G_MAXINT32;
          n.match = m.match;
          s->next[s->n_next++] = n;
        }
      return DK_EXEC_NEXT;
    }
  if (s->n_attack_mods >= UFS_MAX_ATTACK_MODS)
    return DK_EXEC_NEXT;
  m.player = (guint8) (in->player == 2   ? 2
                      : in->player == 1 ? (gint) ufs_opponent (you)
                                        : (gint) you);
  m.stat = (guint8) in->stat;
  switch (in->a[1])
    {
    case AM_END_OF_ATTACK:
      /* made outside an attack: the end of the turn */
      m.until = s->attack != DK_NO_CARD;
      m.last_turn = turn;
      break;
    case AM_YOUR_NEXT_TURN:
      m.last_turn = next - 1;
      break;
    case AM_END_OF_YOUR_NEXT_TURN:
      m.last_turn = next;
      break;
    default:
      m.last_turn = turn;
      break;
    }
  s->attack_mods[s->n_attack_mods++] = m;
  return DK_EXEC_NEXT;
}

/* Has @card the keyword @name now (I.2.3: grants and removals, the latest
 * winning)? A face-down card and a multiple copy have none (C.3.3.1,
 * I.3.8.2); a sealed card none that grants an ability (K.4.3). */
static gboolean
has_keyword_name (const DkGame *g, gint32 card, guint name)
{
  const UfsState *s = ufs_state_const (g);
  const DkCard *c = dk_game_card (g, card);
  const DkCardDef *def = dk_game_card_def (g, card);
  gboolean has;

  if (def == NULL || (c->flags & (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_COPY)))
    return FALSE;
  if ((c->flags & UFS_FLAG_SEALED) && name >= UFS_KWN_BREAKER)
    return FALSE;
  has = (ufs_card_data (def)->printed >> name & 1) != 0;
  for (guint i = 0; i < s->n_kw_changes; i++)
    {
      const UfsKeywordChange *ch = &s->kw_changes[i];

      /* in force: the card has not moved, and the turn is the one it was
       * made in unless it lasts while the card stays (as ufs-state-cards.c) */
      if (ch->card != card || ch->name != name || c->stamp != ch->stamp ||
          (!(ch->flags & UFS_KWC_UNTIL_LEAVES) && ch->turn != dk_game_turn (g)))
        continue;
      if (ch->flags & UFS_KWC_GRANT)
        has = TRUE;
      else if (ch->flags & UFS_KWC_REMOVE)
        has = FALSE;
    }
  return has;
}

static gboolean
has_one_of (const DkGame *g, gint32 card, guint32 names)
{
  for (; names != 0; names &= names - 1)
    if (has_keyword_name (g, card, (guint) __builtin_ctz (names)))
      return TRUE;
  return FALSE;
}

/**
 * ufs_attack_mods_bonus:
 * @g: a game
 * @card: a card
 * @stat: one of its stats
 *
 * J.3.3.1: what the lasting modifiers on a player's attacks add to
 * @card's @stat now: @card is an attack of that player's, meeting the
 * requirements as it is now, whose speed and damage may be modified
 * (C.3.4: being played, in its attack sequence, on the attack stack).
 *
 * Returns: the sum of their bonuses
 */
gint64
ufs_attack_mods_bonus (const DkGame *g, gint32 card, guint stat)
{
  const UfsState *s = ufs_state_const (g);
  const DkCard *c;
  gint64 bonus = 0;

  if (stat != UFS_STAT_SPEED && stat != UFS_STAT_DAMAGE)
    return 0;
  c = dk_game_card (g, card);
  if (c == NULL || ufs_card_type (g, card) != UFS_TYPE_ATTACK || (c->flags & UFS_FLAG_BLOCK) ||
      !ufs_attack_value_modifiable (g, card, stat))
    return 0;
  for (guint i = 0; i < s->n_attack_mods; i++)
    {
      const UfsAttackMod *m = &s->attack_mods[i];

      if (m->stat != stat || !attack_mod_live (g, m) ||
          (m->player != 2 && m->player != (gint8) c->controller))
        continue;
      if (m->match != 0 && !(m->held && card == s->attack) &&
          !ufs_attack_matches (g, m->match, card))
        continue;
      bonus += m->value;
    }
  return bonus;
}

/**
 * ufs_attack_mods_hold:
 * @g: a game
 * @card: a card whose keywords or attack zone are about to change
 *
 * C.3.3.4.3: the lasting modifiers on a player's attacks that apply to
 * @card, the attack under way, now stay on it until it resolves or is
 * aborted, whether it meets their requirements afterwards or not ("your
 * Kick attacks get +1 speed" on an attack that loses Kick).
 */
void
ufs_attack_mods_hold (DkGame *g, gint32 card)
{
  UfsState *s = ufs_state (g);
  const DkCard *c;

  if (card == DK_NO_CARD || card != s->attack)
    return;
  c = dk_game_card (g, card);
  if (ufs_card_type (g, card) != UFS_TYPE_ATTACK || (c->flags & UFS_FLAG_BLOCK))
    return;
  for (guint i = 0; i < s->n_attack_mods; i++)
    {
      UfsAttackMod *m = &s->attack_mods[i];

      if (m->match == 0 || m->held || !attack_mod_live (g, m) ||
          (m->player != 2 && m->player != (gint8) c->controller) ||
          !ufs_attack_value_modifiable (g, card, m->stat))
        continue;
      if (ufs_attack_matches (g, m->match, card))
        m->held = 1;
    }
}

/**
 * ufs_attack_matches:
 * @g: a game
 * @match: what the attack must match (UFS_MATCH_*)
 * @attack: an attack
 *
 * K.3.9.1, J.3.3.1: does @attack meet the requirements ("your next Kick
 * attack", "your non-Throw attacks", "your high or low attacks") as it is
 * now?
 *
 * Returns: whether it does
 */
gboolean
ufs_attack_matches (const DkGame *g, guint32 match, gint32 attack)
{
  guint32 zones = match >> UFS_MATCH_ZONE_SHIFT;
  guint32 kw = match & UFS_MATCH_KEYWORDS;

  if (zones != 0)
    {
      gint32 zone = dk_game_stat (g, attack, UFS_STAT_ATTACK_ZONE);

      /* an attack with no zone printed is blocked as a mid one (G.2.2.2) */
      if (zone < 0)
        zone = UFS_ZONE_MID;
      if (zone > 2 || !(zones >> zone & 1))
        return FALSE;
    }
  if (kw != 0 && has_one_of (g, attack, kw) == ((match & UFS_MATCH_NOT) != 0))
    return FALSE;
  return TRUE;
}
