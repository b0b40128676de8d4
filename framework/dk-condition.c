/* dk-condition.c: instructions that hold other instructions.
 *
 * <if> and <unless> run their body when a condition holds (does not
 * hold); an <else> right after one runs when the body did not. <may>
 * asks a player whether the body happens. <either> offers its <option>s
 * and runs the one chosen; <repeat> runs its body a number of times;
 * <stop> ends the effect. The compiler flattens each body right after its
 * instruction (DK_INSTR_BLOCK, DkInstr.body), so a branch not taken is a
 * jump over it: nothing is allocated or looked up by name while a game
 * runs.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <string.h>

/* a[5] of <if>, <unless>, <may>: bit 0 the test is negated, bit 1 an
 * <else> follows the body (set by the compiler). */
#define COND_NEGATE 1
#define COND_HAS_ELSE 2
/* <may>: its body opens with a <cost>, which asks the question */
#define COND_COST 4

enum
{
  COND_NONE,
  COND_COUNTER,
  COND_ZONE_SIZE,
};

/**
 * dk_exec_skip:
 * @exec: the running instruction's context
 * @count: how many of the instructions after this one to pass over
 *
 * For an instruction that then returns %DK_EXEC_NEXT.
 */
void
dk_exec_skip (DkExec *ex, guint count)
{
  ex->frame->step = (guint16) (ex->frame->step + count);
}

static gboolean
compile_compare (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const names[] = { "equals",    "at-least",  "at-most",
                                       "more-than", "less-than", NULL };
  static const DkCmp cmps[] = { DK_CMP_EQ, DK_CMP_GE, DK_CMP_LE, DK_CMP_GT, DK_CMP_LT };
  gint found = -1;

  for (gint i = 0; names[i]; i++)
    if (dk_xml_attr (node, names[i]) != NULL)
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
                         "<%s>: a count needs equals, at-least, at-most, more-than or less-than",
                         (const char *) node->name);
      return FALSE;
    }
  in->a[2] = cmps[found];
  return dk_compiler_int (c, node, names[found], 0, &in->a[3]);
}

/* <if>, <unless>: every test given must hold (K.3.13 style "and"):
 * `target` names a card (and it matches `filter`, when given); `counter`
 * or `zone` (the number of cards in it) of `player` compares with a
 * number. A module may add tests of its own (a[4] is left to it). */
gboolean
dk_compile_if (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  const char *counter = dk_xml_attr (node, "counter");
  const char *zone = dk_xml_attr (node, "zone");

  in->flags |= DK_INSTR_BLOCK;
  in->a[5] = strcmp ((const char *) node->name, "unless") == 0 ? COND_NEGATE : 0;
  if (dk_xml_attr (node, "target") != NULL)
    {
      in->target = (gint16) dk_compiler_target (c, node, "target", TRUE);
      if (in->target < 0)
        return FALSE;
    }
  in->filter = dk_compiler_filter (c, node, "filter");
  if (dk_xml_attr (node, "filter") != NULL && in->target < 0)
    {
      dk_compiler_error (c, node, "<%s filter=...> needs target=\"...\"",
                         (const char *) node->name);
      return FALSE;
    }
  if (counter != NULL && zone != NULL)
    {
      dk_compiler_error (c, node, "<%s>: counter or zone, not both (nest them)",
                         (const char *) node->name);
      return FALSE;
    }
  in->player = dk_compiler_player (c, node, "you");
  if (in->player < 0 || in->player > 1)
    {
      if (in->player > 1)
        dk_compiler_error (c, node, "<%s player=\"each\">: you or opponent",
                           (const char *) node->name);
      return FALSE;
    }
  if (counter != NULL)
    {
      in->a[0] = COND_COUNTER;
      in->a[1] = dk_rules_counter_index (c->rules, counter);
      if (in->a[1] < 0)
        {
          dk_compiler_error (c, node, "<%s counter=\"%s\">: unknown counter",
                             (const char *) node->name, counter);
          return FALSE;
        }
    }
  else if (zone != NULL)
    {
      in->a[0] = COND_ZONE_SIZE;
      in->a[1] = dk_compiler_zone (c, node, "zone", NULL);
      if (in->a[1] < 0)
        return FALSE;
    }
  if (in->a[0] != COND_NONE)
    return compile_compare (c, node, in);
  return TRUE;
}

/**
 * dk_exec_condition:
 * @game: the game
 * @exec: the running instruction's context
 * @instr: an <if> or <unless> compiled by the framework
 *
 * Returns: whether the framework's tests of @instr hold (before an
 *   <unless> negates them)
 */
gboolean
dk_exec_condition (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player;

  if (in->target >= 0)
    {
      gint32 card = dk_exec_target (g, ex, in->target);

      if (card == DK_NO_CARD)
        return FALSE;
      if (in->filter != NULL && !dk_filter_matches (g, in->filter, card, FALSE))
        return FALSE;
    }
  player = dk_exec_player (g, ex, in);
  switch (in->a[0])
    {
    case COND_COUNTER:
      return dk_cmp_holds ((DkCmp) in->a[2], dk_game_counter (g, player, (guint) in->a[1]), in->a[3]);
    case COND_ZONE_SIZE:
      return dk_cmp_holds ((DkCmp) in->a[2], (gint32) dk_game_zone_size (g, (guint) in->a[1], player),
                        in->a[3]);
    default:
      return TRUE;
    }
}

/**
 * dk_exec_branch:
 * @exec: the running instruction's context
 * @instr: an <if>, <unless> or <may>
 * @holds: whether its test holds
 *
 * Runs the body, or passes over it (into the <else> that follows, if any).
 *
 * Returns: %DK_EXEC_NEXT
 */
DkExecResult
dk_exec_branch (DkExec *ex, const DkInstr *in, gboolean holds)
{
  if (in->a[5] & COND_NEGATE)
    holds = !holds;
  if (!holds)
    dk_exec_skip (ex, in->body + ((in->a[5] & COND_HAS_ELSE) ? 1 : 0));
  return DK_EXEC_NEXT;
}

DkExecResult
dk_exec_if (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return dk_exec_branch (ex, in, dk_exec_condition (g, ex, in));
}

/* <else>: reached only after the body before it ran. */
gboolean
dk_compile_else (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->flags |= DK_INSTR_BLOCK;
  return TRUE;
}

DkExecResult
dk_exec_else (DkGame *g, DkExec *ex, const DkInstr *in)
{
  dk_exec_skip (ex, in->body);
  return DK_EXEC_NEXT;
}

/* <may player="you|opponent">: that player says yes or no (the card whose
 * ability it is named in the question); no passes over the body. A body
 * that opens with <cost> (a module's instruction: "you may X to Y", the X
 * paid as a cost) leaves the question to it: it knows whether X can be
 * paid, and passes over the rest when it is refused or not paid
 * (dk_exec_may_refused()). */
gboolean
dk_compile_may (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  xmlNode *first = node->children;

  while (first != NULL && first->type != XML_ELEMENT_NODE)
    first = first->next;
  if (first != NULL && strcmp ((const char *) first->name, "cost") == 0)
    in->a[5] |= COND_COST;
  in->flags |= DK_INSTR_BLOCK;
  in->player = dk_compiler_player (c, node, "you");
  if (in->player > 1)
    dk_compiler_error (c, node, "<may player=\"each\">: you or opponent");
  return in->player >= 0 && in->player <= 1;
}

DkExecResult
dk_exec_may (DkGame *g, DkExec *ex, const DkInstr *in)
{
  const DkOption *o;
  gboolean yes;

  if (in->a[5] & COND_COST)
    return DK_EXEC_NEXT;
  if (dk_exec_sub (ex) == 0)
    {
      guint player = dk_exec_player (g, ex, in);
      gint32 source = dk_exec_source (ex);

      dk_exec_set_sub (ex, 1);
      dk_game_decide (g, player, DK_DECISION_CHOOSE);
      dk_option_add_card (dk_game_offer (g, DK_VERB_YES, 0), source);
      dk_option_add_card (dk_game_offer (g, DK_VERB_NO, 0), source);
      return DK_EXEC_WAIT;
    }
  o = dk_game_answer (g);
  yes = o != NULL && o->verb == DK_VERB_YES;
  dk_game_clear_answer (g);
  return dk_exec_branch (ex, in, yes);
}

/**
 * dk_exec_may_refused:
 * @exec: the running instruction's context: the <cost> that opens the
 *   body of @may
 * @may: that <may>
 *
 * The question the <cost> asked was answered no, or its cost cannot be
 * paid: passes over the rest of the body of @may (into the <else> that
 * follows it, if any), as a no to a plain <may> does.
 */
void
dk_exec_may_refused (DkExec *ex, const DkInstr *may)
{
  dk_exec_skip (ex, may->body - 1 + ((may->a[5] & COND_HAS_ELSE) ? 1 : 0));
}

/* <either player="you|opponent"><option>...</option>...</either>: the
 * player picks an option by its number (from 1); a[0] the number of
 * options. Each <option> keeps in a[0] how far the end of the <either> is
 * past its body, so that the option run passes over those after it. */
gboolean
dk_compile_either (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  guint n = 0;

  in->flags |= DK_INSTR_BLOCK;
  in->player = dk_compiler_player (c, node, "you");
  for (xmlNode *k = node->children; k; k = k->next)
    if (k->type == XML_ELEMENT_NODE)
      {
        if (strcmp ((const char *) k->name, "option") != 0)
          {
            dk_compiler_error (c, k, "<either> holds <option> elements only, not <%s>",
                               (const char *) k->name);
            return FALSE;
          }
        n++;
      }
  if (n < 2)
    {
      dk_compiler_error (c, node, "<either> needs two options or more");
      return FALSE;
    }
  in->a[0] = (gint32) n;
  if (in->player > 1)
    dk_compiler_error (c, node, "<either player=\"each\">: you or opponent");
  return in->player >= 0 && in->player <= 1;
}

/* Called by the compiler once the body of <either> at @at is in place. */
void
dk_compile_either_done (DkInstr *instrs, guint at)
{
  guint end = at + 1 + instrs[at].body;

  for (guint h = at + 1; h < end; h += 1 + instrs[h].body)
    instrs[h].a[0] = (gint32) (end - (h + 1 + instrs[h].body));
}

gboolean
dk_compile_option (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->flags |= DK_INSTR_BLOCK;
  if (node->parent == NULL || strcmp ((const char *) node->parent->name, "either") != 0)
    {
      dk_compiler_error (c, node, "<option> belongs inside <either>");
      return FALSE;
    }
  return TRUE;
}

DkExecResult
dk_exec_either (DkGame *g, DkExec *ex, const DkInstr *in)
{
  const DkOption *o;
  gint32 k = 1;
  guint skip = 0;
  const DkInstr *h = in + 1;

  if (dk_exec_sub (ex) == 0)
    {
      guint player = dk_exec_player (g, ex, in);

      dk_exec_set_sub (ex, 1);
      dk_game_decide (g, player, DK_DECISION_CHOOSE);
      for (gint32 i = 1; i <= in->a[0]; i++)
        dk_option_add_int (dk_game_offer (g, DK_VERB_NUMBER, 0), i);
      return DK_EXEC_WAIT;
    }
  o = dk_game_answer (g);
  if (o != NULL && o->verb == DK_VERB_NUMBER && o->n_args == 1)
    k = CLAMP (o->args[0], 1, in->a[0]);
  dk_game_clear_answer (g);
  /* Into the body of option k: over the options before it and its header. */
  for (gint32 i = 1; i < k; i++)
    {
      skip += 1 + h->body;
      h += 1 + h->body;
    }
  dk_exec_skip (ex, skip + 1);
  return DK_EXEC_NEXT;
}

/* An <option> header is reached only when the option before it ran. */
DkExecResult
dk_exec_option (DkGame *g, DkExec *ex, const DkInstr *in)
{
  dk_exec_skip (ex, in->body + (guint) in->a[0]);
  return DK_EXEC_NEXT;
}

/* <stop>: the effect ends here. */
DkExecResult
dk_exec_stop (DkGame *g, DkExec *ex, const DkInstr *in)
{
  return DK_EXEC_STOP;
}

/* <repeat count="N">: the body N times (at most 255: "choose two cards" is
 * a choice repeated). The compiler ends the body with a <repeat-end> that
 * jumps back; the round is kept in the top byte of the program frame's
 * a[1], so a repeat holds no other. */
#define ROUND_SHIFT 24

gboolean
dk_compile_repeat (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->flags |= DK_INSTR_BLOCK | DK_INSTR_LOOP;
  if (dk_xml_attr (node, "count") == NULL)
    {
      dk_compiler_error (c, node, "<repeat> needs count=\"N\"");
      return FALSE;
    }
  if (!dk_compiler_int (c, node, "count", 1, &in->a[0]))
    return FALSE;
  if (in->a[0] < 0 || in->a[0] > 255)
    {
      dk_compiler_error (c, node, "<repeat count=\"%d\">: from 0 to 255", in->a[0]);
      return FALSE;
    }
  for (xmlNode *p = node->parent; p != NULL && p->type == XML_ELEMENT_NODE; p = p->parent)
    if (strcmp ((const char *) p->name, "repeat") == 0)
      {
        dk_compiler_error (c, node, "<repeat> inside <repeat>: write the count as one");
        return FALSE;
      }
  return TRUE;
}

DkExecResult
dk_exec_repeat (DkGame *g, DkExec *ex, const DkInstr *in)
{
  ex->frame->a[1] &= (1 << ROUND_SHIFT) - 1;
  if (in->a[0] <= 0)
    dk_exec_skip (ex, in->body);
  return DK_EXEC_NEXT;
}

gboolean
dk_compile_repeat_end (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  dk_compiler_error (c, node, "<repeat-end> is not written: <repeat> ends its body");
  return FALSE;
}

DkExecResult
dk_exec_repeat_end (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint32 a1 = (guint32) ex->frame->a[1];
  guint round = (a1 >> ROUND_SHIFT) + 1;

  a1 &= (1u << ROUND_SHIFT) - 1;
  if ((gint32) round < in->a[0])
    {
      a1 |= round << ROUND_SHIFT;
      /* Back to the first instruction of the body (the step moves on by one). */
      ex->frame->step = (guint16) (ex->frame->step - (guint) in->a[1]);
    }
  ex->frame->a[1] = (gint32) a1;
  return DK_EXEC_NEXT;
}
