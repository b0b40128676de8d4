/* dk-instructions.c: the framework's instructions, run time.
 *
 * A running program is a DK_PROC_PROGRAM frame (dk-game.c); each
 * instruction's exec function runs with a DkExec that tells it the source
 * card, the controller and the names bound so far.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-game-private.h"
#include "dk-private.h"

#include <string.h>

static gboolean
filter_matches (const DkGame *g, const DkFilter *filter, gint32 card)
{
  return dk_filter_matches (g, filter, card, FALSE);
}

/* --- the framework's instructions ---------------------------------------------- */

enum
{
  I_MODIFY,
  I_DRAW,
  I_DISCARD,
  I_DESTROY,
  I_REMOVE,
  I_MOVE,
  I_SEARCH,
  I_GAIN,
  I_LOSE,
  I_NEGATE,
  I_CHOOSE,
  I_IF,
  I_UNLESS,
  I_ELSE,
  I_MAY,
  I_EITHER,
  I_OPTION,
  I_STOP,
  I_REPEAT,
  I_REPEAT_END,
  I_N
};

/* modify: a[0] amount, a[1] 1 for set, a[2] expiry, a[3] scope, a[4] min, a[5] max */
static gboolean
compile_modify (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  const char *until = dk_xml_attr (node, "until");
  gboolean has_by = dk_xml_attr (node, "by") != NULL;
  gboolean has_set = dk_xml_attr (node, "set") != NULL;
  gint stat;

  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  stat = dk_compiler_stat (c, node, "stat");
  in->stat = (guint16) MAX (stat, 0);
  if (has_by == has_set)
    {
      dk_compiler_error (c, node, "<modify> needs exactly one of by=\"N\" and set=\"N\"");
      return FALSE;
    }
  in->a[1] = has_set;
  if (!dk_compiler_int (c, node, has_set ? "set" : "by", 0, &in->a[0]) ||
      !dk_compiler_int (c, node, "min", G_MININT32, &in->a[4]) ||
      !dk_compiler_int (c, node, "max", G_MAXINT32, &in->a[5]))
    return FALSE;
  in->a[2] = DK_EXPIRE_END_OF_TURN;
  if (until == NULL || strcmp (until, "end-of-turn") == 0)
    in->a[2] = DK_EXPIRE_END_OF_TURN;
  else if (strcmp (until, "leaves-zone") == 0)
    in->a[2] = DK_EXPIRE_LEAVES_ZONE;
  else if (strcmp (until, "permanent") == 0)
    in->a[2] = DK_EXPIRE_PERMANENT;
  else
    {
      const char *const *scopes = c->rules->module->scopes;
      gint k = -1;

      for (gint i = 0; scopes && scopes[i]; i++)
        if (strcmp (scopes[i], until) == 0)
          k = i;
      if (k < 0)
        {
          dk_compiler_error (c, node, "<modify until=\"%s\">: unknown duration", until);
          return FALSE;
        }
      in->a[2] = DK_EXPIRE_SCOPE;
      in->a[3] = k;
    }
  return in->target >= 0 && stat >= 0;
}

static DkExecResult
exec_modify (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);
  DkModifier m = { 0 };
  gint32 now, want;

  if (card == DK_NO_CARD)
    return DK_EXEC_NEXT;
  now = dk_game_stat (g, card, in->stat);
  want = in->a[1] ? in->a[0] : dk_sat_add (now, in->a[0]);
  want = CLAMP (want, in->a[4], in->a[5]);
  /* A floor or ceiling bounds the change, never turns it around: a
   * penalty does not raise a value already below its minimum, a bonus does
   * not lower one already above its maximum (UFS K.3.7). */
  if (!in->a[1] && in->a[0] < 0 && want > now)
    want = now;
  if (!in->a[1] && in->a[0] > 0 && want < now)
    want = now;
  m.card = card;
  m.source = dk_exec_source (ex);
  m.stat = in->stat;
  m.expiry = (guint8) in->a[2];
  m.scope = (guint16) in->a[3];
  if (in->a[1])
    {
      m.op = DK_MOD_SET;
      m.value = want;
    }
  else
    {
      m.op = DK_MOD_ADD;
      m.value = dk_sat_sub (want, now);
    }
  dk_game_add_modifier (g, &m);
  return DK_EXEC_NEXT;
}

static gboolean
compile_count_player (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "you");
  return dk_compiler_int (c, node, "count", 1, &in->a[0]) && in->player >= 0;
}

/* Every player the instruction names: you, the opponent, or each. */
static guint
exec_players (DkGame *g, DkExec *ex, const DkInstr *in, guint *players)
{
  guint n = dk_game_n_players (g);

  if (in->player == 2)
    {
      guint k = 0;

      for (guint i = 0; i < n; i++)
        {
          guint p = (dk_exec_controller (ex) + i) % n;

          if (!dk_game_is_eliminated (g, p))
            players[k++] = p;
        }
      return k;
    }
  players[0] = dk_exec_player (g, ex, in);
  return 1;
}

static DkExecResult
exec_draw (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint players[DK_MAX_PLAYERS];
  guint n = exec_players (g, ex, in, players);

  for (guint i = 0; i < n; i++)
    dk_game_draw (g, players[i], (guint) MAX (in->a[0], 0));
  return DK_EXEC_NEXT;
}

/* discard: a[0] count, a[1] 1 from the deck's top (else the hand, chosen
 * one at a time by the discarding player). The sub-state counts the cards
 * discarded so far. */
static gboolean
compile_discard (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const from[] = { "hand", "deck-top", NULL };
  gint k;

  if (!compile_count_player (c, node, in))
    return FALSE;
  dk_compiler_word (c, node, "from", from, &k);
  in->a[1] = k == 1;
  return !c->failed;
}

static DkExecResult
exec_discard (DkGame *g, DkExec *ex, const DkInstr *in)
{
  const DkZoneRoles *roles = &dk_game_get_rules (g)->module->roles;
  guint player = dk_exec_player (g, ex, in);
  gint32 done = dk_exec_sub (ex);

  if (in->a[1])
    {
      for (gint32 i = 0; i < in->a[0]; i++)
        {
          gint32 top = dk_game_zone_top (g, (guint) roles->deck, player);

          if (top == DK_NO_CARD)
            break;
          dk_game_move (g, top, (guint) roles->discard, dk_game_card (g, top)->owner, DK_POS_TOP);
        }
      return DK_EXEC_NEXT;
    }
  if (done > 0)
    {
      /* Answer to the last question: discard the card chosen. */
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        dk_game_move (g, o->args[0], (guint) roles->discard, player, DK_POS_TOP);
      dk_game_clear_answer (g);
    }
  if (done < in->a[0] && dk_game_zone_size (g, (guint) roles->hand, player) > 0)
    {
      guint n;
      const guint16 *hand = dk_game_zone (g, (guint) roles->hand, player, &n);

      dk_exec_set_sub (ex, done + 1);
      dk_game_decide (g, player, DK_DECISION_CHOOSE);
      for (guint i = 0; i < n; i++)
        dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), hand[i]);
      return DK_EXEC_WAIT;
    }
  return DK_EXEC_NEXT;
}

static gboolean
compile_target_only (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  return in->target >= 0;
}

static DkExecResult
exec_destroy (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD)
    dk_game_move (g, card, (guint) dk_game_get_rules (g)->module->roles.discard,
                  dk_game_card (g, card)->owner, DK_POS_TOP);
  return DK_EXEC_NEXT;
}

static DkExecResult
exec_remove (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD)
    dk_game_move (g, card, (guint) dk_game_get_rules (g)->module->roles.removed,
                  dk_game_card (g, card)->owner, DK_POS_TOP);
  return DK_EXEC_NEXT;
}

/* move: a[0] zone, a[1] position */
static gboolean
compile_move (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const positions[] = { "top", "bottom", NULL };
  gint pos;

  in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
  in->a[0] = dk_compiler_zone (c, node, "to", NULL);
  dk_compiler_word (c, node, "position", positions, &pos);
  in->a[1] = pos == 1 ? DK_POS_BOTTOM : DK_POS_TOP;
  return in->target >= 0 && in->a[0] >= 0 && !c->failed;
}

static DkExecResult
exec_move (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);

  if (card != DK_NO_CARD)
    dk_game_move (g, card, (guint) in->a[0], dk_game_card (g, card)->owner, in->a[1]);
  return DK_EXEC_NEXT;
}

/* search: a[0] zone searched, a[1] zone the card goes to, a[2] whether
 * the card found is revealed; the searching player may find nothing
 * (`no`): a hidden zone cannot prove otherwise. */
enum
{
  SEARCH_REVEAL_RESTRICTED, /* only to show that it meets the filter */
  SEARCH_REVEAL_ALWAYS,
};

static gboolean
compile_search (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const reveal[] = { "restricted", "always", NULL };
  gint k;

  in->player = dk_compiler_player (c, node, "you");
  in->a[0] = dk_compiler_zone (c, node, "zone", "deck");
  in->a[1] = dk_compiler_zone (c, node, "to", "hand");
  in->filter = dk_compiler_filter (c, node, "filter");
  dk_compiler_word (c, node, "reveal", reveal, &k);
  /* A card that may be any card proves nothing by being shown: by
   * default it stays hidden (UFS K.5.2). */
  in->a[2] = k == SEARCH_REVEAL_ALWAYS || (k <= SEARCH_REVEAL_RESTRICTED && in->filter != NULL);
  return in->a[0] >= 0 && in->a[1] >= 0 && !c->failed;
}

static DkExecResult
exec_search (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  guint n;
  const guint16 *cards;
  guint found = 0;

  if (dk_exec_sub (ex) == 1)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        {
          if (in->a[2])
            dk_game_reveal (g, o->args[0], player);
          dk_game_move (g, o->args[0], (guint) in->a[1], player, DK_POS_TOP);
        }
      dk_game_clear_answer (g);
      dk_game_shuffle (g, (guint) in->a[0], player);
      return DK_EXEC_NEXT;
    }
  cards = dk_game_zone (g, (guint) in->a[0], player, &n);
  for (guint i = 0; i < n; i++)
    found += filter_matches (g, in->filter, cards[i]);
  if (found == 0)
    {
      dk_game_shuffle (g, (guint) in->a[0], player);
      return DK_EXEC_NEXT;
    }
  dk_exec_set_sub (ex, 1);
  /* The searcher looks through the zone: the cards offered are ones they
   * have seen. */
  dk_game_look (g, (guint) in->a[0], player, player);
  dk_game_decide (g, player, DK_DECISION_CHOOSE);
  for (guint i = 0; i < n; i++)
    if (filter_matches (g, in->filter, cards[i]))
      dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), cards[i]);
  dk_game_offer (g, DK_VERB_NO, 0);
  return DK_EXEC_WAIT;
}

/* gain / lose: a[0] counter, a[1] amount */
static gboolean
compile_counter (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  const char *counter = dk_xml_attr (node, "counter");

  in->player = dk_compiler_player (c, node, "you");
  in->a[0] = counter ? dk_rules_counter_index (c->rules, counter) : -1;
  if (in->a[0] < 0)
    {
      dk_compiler_error (c, node, "<%s counter=\"%s\">: unknown counter", (const char *) node->name,
                         counter ? counter : "");
      return FALSE;
    }
  return dk_compiler_int (c, node, "amount", 1, &in->a[1]) && in->player >= 0;
}

static DkExecResult
exec_gain (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint players[DK_MAX_PLAYERS];
  guint n = exec_players (g, ex, in, players);
  gint32 sign = in->op == I_LOSE ? -1 : 1;

  for (guint i = 0; i < n; i++)
    dk_game_add_counter (g, players[i], (guint) in->a[0], dk_sat_mul (sign, in->a[1]));
  return DK_EXEC_NEXT;
}

static gboolean
compile_negate (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const targets[] = { "previous-link", NULL };

  dk_compiler_word (c, node, "target", targets, NULL);
  return !c->failed;
}

/* The item resolving was taken off the stack: the link below it is now the
 * top. */
static DkExecResult
exec_negate (DkGame *g, DkExec *ex, const DkInstr *in)
{
  DkStackItem *item = dk_game_stack_at (g, 0);

  if (item != NULL && !(item->flags & DK_STACK_NEGATED))
    {
      item->flags |= DK_STACK_NEGATED;
      dk_game_emit (g, DK_EVENT_NEGATED, item->controller, item->card, item->ability, 0, 0, 0);
    }
  return DK_EXEC_NEXT;
}

/* choose: a[0] zone (-1: every public zone), a[1] the name's index, a[2]
 * 1 when the opponent chooses (chosen-by="opponent"). */
static gboolean
compile_choose (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  const char *as = dk_xml_attr (node, "as");
  const char *by = dk_xml_attr (node, "chosen-by");
  gint32 count;

  if (by != NULL && strcmp (by, "you") != 0 && strcmp (by, "opponent") != 0)
    {
      dk_compiler_error (c, node, "<choose chosen-by=\"%s\">: you or opponent", by);
      return FALSE;
    }
  in->a[2] = by != NULL && strcmp (by, "opponent") == 0;

  in->player = dk_compiler_player (c, node, "each");
  in->a[0] = dk_xml_attr (node, "zone") ? dk_compiler_zone (c, node, "zone", NULL) : -1;
  in->filter = dk_compiler_filter (c, node, "filter");
  /* "1 other card": the card of that target is not offered */
  in->target =
      (gint16) (dk_xml_attr (node, "other") != NULL ? dk_compiler_target (c, node, "other", TRUE)
                                                    : DK_TARGET_NONE);
  if (!dk_compiler_int (c, node, "count", 1, &count))
    return FALSE;
  if (count != 1)
    {
      dk_compiler_error (c, node,
                         "<choose count=\"%d\">: one card at a time (use several <choose>)", count);
      return FALSE;
    }
  if (as == NULL)
    {
      dk_compiler_error (c, node, "<choose> needs as=\"NAME\"");
      return FALSE;
    }
  if (c->vars->len >= 4)
    {
      dk_compiler_error (c, node, "<choose as=\"%s\">: at most 4 names an ability", as);
      return FALSE;
    }
  in->a[1] = (gint32) c->vars->len;
  g_ptr_array_add (c->vars, g_strdup (as));
  return !c->failed;
}

/* A shielded card (DK_CARD_FLAG_SHIELDED) may be chosen only by a
 * filter that asks for its card type. */
static gboolean
shield_passed (const DkGame *g, const DkFilter *filter, gint32 card)
{
  const DkCardDef *def;

  if (!(dk_game_card (g, card)->flags & DK_CARD_FLAG_SHIELDED))
    return TRUE;
  def = dk_game_card_def (g, card);
  if (filter == NULL || def == NULL)
    return FALSE;
  for (guint i = 0; i < filter->n_tests; i++)
    if (filter->tests[i].kind == DK_FILTER_TYPE &&
        (DkCmp) (filter->tests[i].cmp & ~DK_FILTER_OR_NEXT) == DK_CMP_EQ &&
        filter->tests[i].value == def->type)
      return TRUE;
  return FALSE;
}

static gboolean
choose_candidate (DkGame *g, const DkInstr *in, guint you, guint chooser, gint32 card)
{
  const DkCard *c = dk_game_card (g, card);
  const DkRules *r = dk_game_get_rules (g);
  guint kind = dk_game_zone_kind (g, c->zone);
  guint owner = dk_game_zone_owner (g, c->zone);

  if (in->a[0] >= 0 ? kind != (guint) in->a[0]
                    : r->module->zones[kind].visibility != DK_VISIBILITY_PUBLIC)
    return FALSE;
  if (in->player == 0 && owner != you)
    return FALSE;
  if (in->player == 1 && owner == you)
    return FALSE;
  if (owner != chooser && !dk_game_card_known_by (g, card, chooser))
    return FALSE;
  return filter_matches (g, in->filter, card) && shield_passed (g, in->filter, card);
}

/* The candidates of a choose, a bit a card. */
typedef struct
{
  guint64 bits[16];
} ChooseSet;

/* Marks in @set the cards choose_candidate() accepts, visiting only the
 * zones it accepts cards from. */
static void
choose_collect (DkGame *g, const DkInstr *in, guint you, guint chooser, ChooseSet *set)
{
  const DkModule *m = dk_game_get_rules (g)->module;
  guint n_players = dk_game_n_players (g);

  for (guint kind = 0; kind < m->n_zones; kind++)
    {
      if (in->a[0] >= 0 ? kind != (guint) in->a[0]
                        : m->zones[kind].visibility != DK_VISIBILITY_PUBLIC)
        continue;
      for (guint owner = 0; owner < n_players; owner++)
        {
          guint n;
          const guint16 *cards;

          if ((in->player == 0 && owner != you) || (in->player == 1 && owner == you))
            continue;
          cards = dk_game_zone (g, kind, owner, &n);
          for (guint i = 0; i < n; i++)
            if ((owner == chooser || dk_game_card_known_by (g, cards[i], chooser)) &&
                filter_matches (g, in->filter, cards[i]) && shield_passed (g, in->filter, cards[i]))
              set->bits[cards[i] / 64] |= G_GUINT64_CONSTANT (1) << (cards[i] % 64);
        }
    }
}

static DkExecResult
exec_choose (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  /* the cards are of the players @player names from the controller's
   * side; the chooser sees what they know */
  guint chooser = in->a[2] ? dk_game_next_alive (g, you) : you;
  guint offered = 0;
  gint32 other = in->target > DK_TARGET_NONE ? dk_exec_target (g, ex, in->target) : DK_NO_CARD;

  if (dk_exec_sub (ex) == 1)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        dk_exec_bind (ex, (guint) in->a[1], o->args[0]);
      dk_game_clear_answer (g);
      return DK_EXEC_NEXT;
    }
  if (dk_game_n_cards (g) <= 64 * G_N_ELEMENTS (((ChooseSet *) NULL)->bits))
    {
      /* The cards of the zones it may choose from only, offered in the
       * order of their indices as the scan below offers them. */
      ChooseSet set = { { 0 } };

      choose_collect (g, in, you, chooser, &set);
      for (guint w = 0; w < G_N_ELEMENTS (set.bits); w++)
        for (guint64 bits = set.bits[w]; bits != 0; bits &= bits - 1)
          {
            gint32 card = (gint32) (w * 64 + (guint) __builtin_ctzll (bits));

            if (card == other)
              continue;
            if (offered++ == 0)
              {
                dk_exec_set_sub (ex, 1);
                dk_game_decide (g, chooser, DK_DECISION_CHOOSE);
              }
            dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), card);
          }
    }
  else
    for (guint i = 0; i < dk_game_n_cards (g); i++)
      if ((gint32) i != other && choose_candidate (g, in, you, chooser, (gint32) i))
        {
          if (offered++ == 0)
            {
              dk_exec_set_sub (ex, 1);
              dk_game_decide (g, chooser, DK_DECISION_CHOOSE);
            }
          dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), (gint32) i);
        }
  if (offered == 0)
    {
      dk_exec_bind (ex, (guint) in->a[1], DK_NO_CARD);
      return DK_EXEC_NEXT;
    }
  return DK_EXEC_WAIT;
}

const DkInstrSpec dk_framework_instrs[] = {
  [I_MODIFY] = { "modify", compile_modify, exec_modify },
  [I_DRAW] = { "draw", compile_count_player, exec_draw },
  [I_DISCARD] = { "discard", compile_discard, exec_discard },
  [I_DESTROY] = { "destroy", compile_target_only, exec_destroy },
  [I_REMOVE] = { "remove", compile_target_only, exec_remove },
  [I_MOVE] = { "move", compile_move, exec_move },
  [I_SEARCH] = { "search", compile_search, exec_search },
  [I_GAIN] = { "gain", compile_counter, exec_gain },
  [I_LOSE] = { "lose", compile_counter, exec_gain },
  [I_NEGATE] = { "negate", compile_negate, exec_negate },
  [I_CHOOSE] = { "choose", compile_choose, exec_choose },
  [I_IF] = { "if", dk_compile_if, dk_exec_if },
  [I_UNLESS] = { "unless", dk_compile_if, dk_exec_if },
  [I_ELSE] = { "else", dk_compile_else, dk_exec_else },
  [I_MAY] = { "may", dk_compile_may, dk_exec_may },
  [I_EITHER] = { "either", dk_compile_either, dk_exec_either },
  [I_OPTION] = { "option", dk_compile_option, dk_exec_option },
  [I_STOP] = { "stop", NULL, dk_exec_stop },
  [I_REPEAT] = { "repeat", dk_compile_repeat, dk_exec_repeat },
  [I_REPEAT_END] = { "repeat-end", dk_compile_repeat_end, dk_exec_repeat_end },
};

const guint dk_framework_n_instrs = G_N_ELEMENTS (dk_framework_instrs);

G_STATIC_ASSERT (G_N_ELEMENTS (dk_framework_instrs) <= DK_INSTR_MODULE_BASE);

const DkTargetSpec dk_framework_targets[] = {
  [DK_TARGET_NONE] = { NULL, NULL }, [DK_TARGET_SELF] = { "self", NULL },
  [DK_TARGET_VAR0] = { NULL, NULL }, [DK_TARGET_VAR1] = { NULL, NULL },
  [DK_TARGET_VAR2] = { NULL, NULL }, [DK_TARGET_VAR3] = { NULL, NULL },
};

/**
 * dk_framework_instr:
 * @name: an instruction name (`modify`, `draw`, ...)
 *
 * Returns: (nullable): the framework's instruction, so that a module that
 *   replaces it can still call it
 */
const DkInstrSpec *
dk_framework_instr (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (dk_framework_instrs); i++)
    if (strcmp (dk_framework_instrs[i].name, name) == 0)
      return &dk_framework_instrs[i];
  return NULL;
}
