/* dk-effect.c: abilities compiled to instruction lists, and the
 * framework's instructions.
 *
 * An <ability> compiles once, at load time, into DkInstr arrays that live as
 * long as the card database. A running program is a DK_PROC_PROGRAM frame
 * (dk-game.c); each instruction's exec function runs with a DkExec that
 * tells it the source card, the controller and the names bound so far.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <stdarg.h>
#include <string.h>

/* --- the compiler's helpers ------------------------------------------------ */

void
dk_compiler_error (DkCompiler *c, xmlNode *node, const char *format, ...)
{
  va_list ap;
  g_autofree char *msg = NULL;

  va_start (ap, format);
  msg = g_strdup_vprintf (format, ap);
  va_end (ap);
  dk_problem_add (c->problems, c->file, node, "%s", msg);
  c->failed = TRUE;
}

const DkRules *
dk_compiler_get_rules (DkCompiler *c)
{
  return c->rules;
}

/**
 * dk_compiler_int:
 * @compiler: the compiler
 * @node: the instruction's element
 * @attr: the attribute
 * @def: the value when the attribute is absent
 * @out: (out): the value
 *
 * Returns: %FALSE (and a problem) when the attribute is not an integer
 */
gboolean
dk_compiler_int (DkCompiler *c, xmlNode *node, const char *attr, gint32 def, gint32 *out)
{
  const char *v = dk_xml_attr (node, attr);

  *out = def;
  if (v == NULL)
    return TRUE;
  if (!dk_xml_parse_int (v, out))
    {
      dk_compiler_error (c, node, "<%s %s=\"%s\">: not an integer", (const char *) node->name, attr,
                         v);
      return FALSE;
    }
  return TRUE;
}

/**
 * dk_compiler_word:
 * @compiler: the compiler
 * @node: the element
 * @attr: the attribute
 * @choices: (nullable): the allowed values, NULL-terminated
 * @out_index: (out) (optional): the value's index in @choices, -1 if absent
 *
 * Returns: (nullable): the value, interned, or %NULL when absent or not
 *   allowed (then with a problem)
 */
const char *
dk_compiler_word (
    DkCompiler *c, xmlNode *node, const char *attr, const char *const *choices, gint *out_index)
{
  const char *v = dk_xml_attr (node, attr);

  if (out_index)
    *out_index = -1;
  if (v == NULL)
    return NULL;
  if (choices != NULL)
    {
      for (gint i = 0; choices[i]; i++)
        if (strcmp (choices[i], v) == 0)
          {
            if (out_index)
              *out_index = i;
            return dk_card_db_intern (c->db, v);
          }
      {
        g_autofree char *list = g_strjoinv (", ", (char **) choices);

        dk_compiler_error (c, node, "<%s %s=\"%s\">: expected one of %s", (const char *) node->name,
                           attr, v, list);
      }
      return NULL;
    }
  return dk_card_db_intern (c->db, v);
}

/**
 * dk_compiler_target:
 * @compiler: the compiler
 * @node: the element
 * @attr: the attribute naming the target
 * @required: whether it must be there
 *
 * Returns: the target's index (a name bound by an earlier <choose> first,
 *   then the rules' targets), or -1
 */
gint
dk_compiler_target (DkCompiler *c, xmlNode *node, const char *attr, gboolean required)
{
  const char *v = dk_xml_attr (node, attr);
  gint t;

  if (v == NULL)
    {
      if (required)
        dk_compiler_error (c, node, "<%s> needs %s=\"...\"", (const char *) node->name, attr);
      return -1;
    }
  for (guint i = 0; c->vars && i < c->vars->len; i++)
    if (strcmp (g_ptr_array_index (c->vars, i), v) == 0)
      return DK_TARGET_VAR0 + (gint) i;
  t = dk_rules_target_index (c->rules, v);
  if (t < 0)
    dk_compiler_error (c, node, "<%s %s=\"%s\">: unknown target", (const char *) node->name, attr,
                       v);
  return t;
}

gint
dk_compiler_stat (DkCompiler *c, xmlNode *node, const char *attr)
{
  const char *v = dk_xml_attr (node, attr);
  gint s;

  if (v == NULL)
    {
      dk_compiler_error (c, node, "<%s> needs %s=\"...\"", (const char *) node->name, attr);
      return -1;
    }
  s = dk_rules_stat_index (c->rules, v);
  if (s < 0)
    dk_compiler_error (c, node, "<%s %s=\"%s\">: unknown stat", (const char *) node->name, attr, v);
  return s;
}

gint
dk_compiler_zone (DkCompiler *c, xmlNode *node, const char *attr, const char *def)
{
  const char *v = dk_xml_attr (node, attr);
  gint z;

  if (v == NULL)
    v = def;
  if (v == NULL)
    {
      dk_compiler_error (c, node, "<%s> needs %s=\"...\"", (const char *) node->name, attr);
      return -1;
    }
  z = dk_rules_zone_index (c->rules, v);
  if (z < 0)
    dk_compiler_error (c, node, "<%s %s=\"%s\">: unknown zone", (const char *) node->name, attr, v);
  return z;
}

/**
 * dk_compiler_player:
 * @compiler: the compiler
 * @node: the element
 * @def: the value when `player` is absent
 *
 * Returns: 0 for `you`, 1 for `opponent`, 2 for `each`, -1 on error
 */
gint8
dk_compiler_player (DkCompiler *c, xmlNode *node, const char *def)
{
  static const char *const players[] = { "you", "opponent", "each", NULL };
  const char *v = dk_xml_attr (node, "player");
  gint i = -1;

  if (v == NULL)
    v = def;
  if (v == NULL)
    return 0;
  for (gint k = 0; players[k]; k++)
    if (strcmp (players[k], v) == 0)
      i = k;
  if (i < 0)
    dk_compiler_error (c, node, "<%s player=\"%s\">: expected you, opponent or each",
                       (const char *) node->name, v);
  return (gint8) i;
}

static gboolean
parse_test (DkCompiler *c, xmlNode *node, const char *text, DkFilterTest *t)
{
  static const struct
  {
    const char *op;
    DkCmp cmp;
  } ops[] = { { "<=", DK_CMP_LE }, { ">=", DK_CMP_GE }, { "!=", DK_CMP_NE },
              { "=", DK_CMP_EQ },  { "<", DK_CMP_LT },  { ">", DK_CMP_GT } };
  g_autofree char *name = NULL;
  const char *value = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ops) && value == NULL; i++)
    {
      const char *at = strstr (text, ops[i].op);

      if (at != NULL)
        {
          name = g_strstrip (g_strndup (text, (gsize) (at - text)));
          value = at + strlen (ops[i].op);
          t->cmp = ops[i].cmp;
        }
    }
  if (value == NULL || *name == '\0' || *value == '\0')
    {
      dk_compiler_error (c, node, "filter \"%s\": expected NAME=VALUE", text);
      return FALSE;
    }
  if (strcmp (name, "type") == 0)
    {
      gint type = dk_rules_card_type_index (c->rules, value);

      t->kind = DK_FILTER_TYPE;
      t->value = type;
      if (type < 0)
        {
          dk_compiler_error (c, node, "filter \"%s\": unknown card type %s", text, value);
          return FALSE;
        }
    }
  else if (strcmp (name, "name") == 0)
    {
      t->kind = DK_FILTER_NAME;
      t->str = dk_card_db_intern (c->db, value);
    }
  else if (strcmp (name, "id") == 0)
    {
      t->kind = DK_FILTER_ID;
      t->str = dk_card_db_intern (c->db, value);
    }
  else if (strcmp (name, "keyword") == 0)
    {
      t->kind = DK_FILTER_KEYWORD;
      t->str = dk_card_db_intern (c->db, value);
    }
  else
    {
      gint stat = dk_rules_stat_index (c->rules, name);
      const DkStatSpec *spec;

      if (stat < 0)
        {
          dk_compiler_error (c, node, "filter \"%s\": unknown stat %s", text, name);
          return FALSE;
        }
      spec = &c->rules->module->stats[stat];
      t->kind = DK_FILTER_STAT;
      t->stat = (guint16) stat;
      if (spec->type == DK_STAT_ENUM || spec->type == DK_STAT_FLAGS)
        {
          gint k = -1;

          for (gint j = 0; spec->values && spec->values[j]; j++)
            if (strcmp (spec->values[j], value) == 0)
              k = j;
          if (k < 0)
            {
              dk_compiler_error (c, node, "filter \"%s\": %s has no value %s", text, name, value);
              return FALSE;
            }
          if (spec->type == DK_STAT_FLAGS)
            {
              t->cmp = DK_CMP_HAS;
              t->value = 1 << k;
            }
          else
            t->value = k;
        }
      else if (spec->type == DK_STAT_BOOL)
        t->value = strcmp (value, "true") == 0;
      else if (!dk_xml_parse_int (value, &t->value))
        {
          dk_compiler_error (c, node, "filter \"%s\": %s is not an integer", text, value);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * dk_compiler_filter:
 * @compiler: the compiler
 * @node: the element
 * @attr: the attribute: tests separated by commas, each NAME OP VALUE
 *   (`type=attack, keyword=Punch, difficulty<=3`)
 *
 * Returns: (nullable): the filter (living as long as the database), or
 *   %NULL when absent or wrong
 */
const DkFilter *
dk_compiler_filter (DkCompiler *c, xmlNode *node, const char *attr)
{
  const char *v = dk_xml_attr (node, attr);
  g_auto (GStrv) parts = NULL;
  DkFilter *f;

  if (v == NULL)
    return NULL;
  parts = g_strsplit (v, ",", -1);
  f = dk_card_db_alloc (c->db, sizeof *f);
  for (guint i = 0; parts[i]; i++)
    {
      g_strstrip (parts[i]);
      if (*parts[i] == '\0')
        continue;
      if (f->n_tests == G_N_ELEMENTS (f->tests))
        {
          dk_compiler_error (c, node, "filter \"%s\": at most %u tests", v,
                             (guint) G_N_ELEMENTS (f->tests));
          return NULL;
        }
      if (!parse_test (c, node, parts[i], &f->tests[f->n_tests++]))
        return NULL;
    }
  return f;
}

static gboolean
cmp_int (DkCmp cmp, gint32 a, gint32 b)
{
  switch (cmp)
    {
    case DK_CMP_EQ:
      return a == b;
    case DK_CMP_NE:
      return a != b;
    case DK_CMP_LT:
      return a < b;
    case DK_CMP_LE:
      return a <= b;
    case DK_CMP_GT:
      return a > b;
    case DK_CMP_GE:
      return a >= b;
    case DK_CMP_HAS:
      return (a & b) != 0;
    }
  return FALSE;
}

/**
 * dk_filter_matches:
 * @game: a game
 * @filter: (nullable): a compiled filter (%NULL: every card)
 * @card: a card
 * @printed: compare stats by their printed values rather than current ones
 *   (for continuous effects that may not read current values)
 *
 * Returns: whether @card passes every test of @filter; an unknown card
 *   passes none
 */
gboolean
dk_filter_matches (const DkGame *g, const DkFilter *filter, gint32 card, gboolean printed)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  if (filter == NULL)
    return TRUE;
  if (def == NULL)
    return FALSE;
  for (guint i = 0; i < filter->n_tests; i++)
    {
      const DkFilterTest *t = &filter->tests[i];
      gboolean ok = FALSE;

      switch ((DkFilterKind) t->kind)
        {
        case DK_FILTER_TYPE:
          ok = cmp_int (t->cmp, def->type, t->value);
          break;
        case DK_FILTER_NAME:
          ok = (strcmp (def->name, t->str) == 0) == (t->cmp != DK_CMP_NE);
          break;
        case DK_FILTER_ID:
          ok = (strcmp (def->id, t->str) == 0) == (t->cmp != DK_CMP_NE);
          break;
        case DK_FILTER_KEYWORD:
          ok = (dk_card_def_get_keyword (def, t->str) != NULL) == (t->cmp != DK_CMP_NE);
          break;
        case DK_FILTER_STAT:
          ok = cmp_int (t->cmp,
                        printed ? dk_game_printed_stat (g, card, t->stat)
                                : dk_game_stat (g, card, t->stat),
                        t->value);
          break;
        }
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
filter_matches (const DkGame *g, const DkFilter *filter, gint32 card)
{
  return dk_filter_matches (g, filter, card, FALSE);
}

/* --- compiling an ability --------------------------------------------------- */

static const DkAttr *
collect_attrs (DkCompiler *c, xmlNode *node, const char *const *skip, guint *n_out)
{
  guint n = 0;
  DkAttr *attrs;

  for (xmlAttr *a = node->properties; a; a = a->next)
    n++;
  attrs = dk_card_db_alloc (c->db, MAX (n, 1) * sizeof (DkAttr));
  n = 0;
  for (xmlAttr *a = node->properties; a; a = a->next)
    {
      const char *name = (const char *) a->name;
      gboolean skipped = FALSE;
      xmlChar *value;

      for (guint i = 0; skip && skip[i]; i++)
        skipped |= strcmp (skip[i], name) == 0;
      if (skipped)
        continue;
      value = xmlNodeListGetString (node->doc, a->children, 1);
      attrs[n].name = dk_card_db_intern (c->db, name);
      attrs[n].value = dk_card_db_intern (c->db, value ? (const char *) value : "");
      xmlFree (value);
      n++;
    }
  *n_out = n;
  return attrs;
}

static void
compile_program (DkCompiler *c, xmlNode *parent, DkProgram *out)
{
  guint n = 0;
  DkInstr *instrs;

  for (xmlNode *k = parent->children; k; k = k->next)
    if (k->type == XML_ELEMENT_NODE)
      n++;
  instrs = dk_card_db_alloc (c->db, MAX (n, 1) * sizeof (DkInstr));
  n = 0;
  for (xmlNode *k = parent->children; k; k = k->next)
    {
      DkInstr *in;
      gint op;

      if (k->type != XML_ELEMENT_NODE)
        continue;
      op = dk_rules_instr_index (c->rules, (const char *) k->name);
      if (op < 0)
        {
          dk_compiler_error (c, k, "unknown instruction <%s> in <%s>", (const char *) k->name,
                             (const char *) parent->name);
          continue;
        }
      in = &instrs[n++];
      in->op = (guint16) op;
      in->target = -1;
      in->player = -1;
      in->line = (guint32) xmlGetLineNo (k);
      if (c->rules->instrs[op]->compile && !c->rules->instrs[op]->compile (c, k, in))
        c->failed = TRUE;
    }
  out->n_instrs = n;
  out->instrs = instrs;
}

/**
 * dk_ability_compile:
 * @compiler: the compiler, with the file's problem list
 * @node: an <ability> element
 * @out: (out caller-allocates): the ability
 *
 * Returns: %FALSE when the ability has problems (added to the compiler's list)
 */
gboolean
dk_ability_compile (DkCompiler *c, xmlNode *node, DkAbility *out)
{
  static const char *const skip[] = { "type", "text", NULL };
  static const char *const skip_when[] = { "event", "player", NULL };
  const char *type = dk_xml_attr (node, "type");
  const char *text = dk_xml_attr (node, "text");
  g_autoptr (GPtrArray) vars = g_ptr_array_new_with_free_func (g_free);
  gboolean failed_before = c->failed;

  memset (out, 0, sizeof *out);
  c->failed = FALSE;
  c->vars = vars;
  out->line = (guint) xmlGetLineNo (node);
  out->when_event = -1;
  out->type = type ? dk_rules_ability_type_index (c->rules, type) : -1;
  if (out->type < 0)
    dk_compiler_error (c, node, "<ability type=\"%s\">: not an ability type of %s",
                       type ? type : "", c->rules->module->id);
  out->text = text ? dk_card_db_intern (c->db, text) : NULL;
  out->attrs = collect_attrs (c, node, skip, &out->n_attrs);
  for (xmlNode *k = node->children; k; k = k->next)
    {
      const char *name = (const char *) k->name;

      if (k->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp (name, "when") == 0)
        {
          const char *event = dk_xml_attr (k, "event");
          const char *player = dk_xml_attr (k, "player");

          out->when_event = event ? dk_rules_event_index (c->rules, event) : -1;
          if (out->when_event < 0)
            dk_compiler_error (c, k, "<when event=\"%s\">: not an event of %s", event ? event : "",
                               c->rules->module->id);
          if (player == NULL)
            out->when_player = 0;
          else if (strcmp (player, "you") == 0)
            out->when_player = 1;
          else if (strcmp (player, "opponent") == 0)
            out->when_player = 2;
          else
            dk_compiler_error (c, k, "<when player=\"%s\">: expected you or opponent", player);
          out->when_attrs = collect_attrs (c, k, skip_when, &out->n_when_attrs);
        }
      else if (strcmp (name, "cost") == 0)
        compile_program (c, k, &out->cost);
      else if (strcmp (name, "effect") == 0)
        compile_program (c, k, &out->effect);
      else if (strcmp (name, "cancel") == 0)
        {
          const char *destroy = dk_xml_attr (k, "destroy");

          compile_program (c, k, &out->cancel);
          out->cancel_destroys = destroy != NULL && strcmp (destroy, "true") == 0;
        }
      else
        dk_compiler_error (c, k, "unknown element <%s> in <ability>", name);
    }
  out->n_vars = vars->len;
  c->vars = NULL;
  if (c->failed)
    return FALSE;
  c->failed = failed_before;
  return TRUE;
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

/* search: a[0] zone searched, a[1] zone the card goes to; the searching
 * player may find nothing (`no`): a hidden zone cannot prove otherwise. */
static gboolean
compile_search (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  in->player = dk_compiler_player (c, node, "you");
  in->a[0] = dk_compiler_zone (c, node, "zone", "deck");
  in->a[1] = dk_compiler_zone (c, node, "to", "hand");
  in->filter = dk_compiler_filter (c, node, "filter");
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

/* choose: a[0] zone (-1: every public zone), a[1] the name's index. */
static gboolean
compile_choose (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  const char *as = dk_xml_attr (node, "as");
  gint32 count;

  in->player = dk_compiler_player (c, node, "each");
  in->a[0] = dk_xml_attr (node, "zone") ? dk_compiler_zone (c, node, "zone", NULL) : -1;
  in->filter = dk_compiler_filter (c, node, "filter");
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

static gboolean
choose_candidate (DkGame *g, const DkInstr *in, guint you, gint32 card)
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
  if (owner != you && !dk_game_card_known_by (g, card, you))
    return FALSE;
  return filter_matches (g, in->filter, card);
}

static DkExecResult
exec_choose (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);
  guint offered = 0;

  if (dk_exec_sub (ex) == 1)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1)
        dk_exec_bind (ex, (guint) in->a[1], o->args[0]);
      dk_game_clear_answer (g);
      return DK_EXEC_NEXT;
    }
  for (guint i = 0; i < dk_game_n_cards (g); i++)
    if (choose_candidate (g, in, you, (gint32) i))
      {
        if (offered++ == 0)
          {
            dk_exec_set_sub (ex, 1);
            dk_game_decide (g, you, DK_DECISION_CHOOSE);
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
