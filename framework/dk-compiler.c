/* dk-compiler.c: abilities compiled to instruction lists, at load time.
 *
 * An <ability> compiles once, when its card set is loaded, into DkInstr
 * arrays that live as long as the card database. Each instruction compiles
 * itself with its spec's compile function (dk-instructions.c for the
 * framework's, the module's own), helped by the dk_compiler_* readers here.
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
/* One of the ability's four names, @prefix before the name given by @attr
 * ("name " for a card name, "" for a card). */
static gint
bind_var (DkCompiler *c, xmlNode *node, const char *attr, const char *prefix)
{
  const char *as = dk_xml_attr (node, attr);

  if (as == NULL || *as == '\0')
    {
      dk_compiler_error (c, node, "<%s> needs %s=\"NAME\"", (const char *) node->name, attr);
      return -1;
    }
  if (c->vars == NULL || c->vars->len >= 4)
    {
      dk_compiler_error (c, node, "<%s %s=\"%s\">: at most 4 names an ability",
                         (const char *) node->name, attr, as);
      return -1;
    }
  g_ptr_array_add (c->vars, g_strconcat (prefix, as, NULL));
  return (gint) c->vars->len - 1;
}

/**
 * dk_compiler_bind_name:
 * @compiler: the compiler
 * @node: an instruction that names a card (K.5.5)
 * @attr: its attribute giving the name it is bound to (`as`)
 *
 * Takes one of the ability's four names for a card name, not a card: a
 * filter `named=NAME` after it tests it; no target reads it. The program
 * keeps the named definition index i as -2 - i.
 *
 * Returns: the name's index, or -1 with an error reported
 */
gint
dk_compiler_bind_name (DkCompiler *c, xmlNode *node, const char *attr)
{
  return bind_var (c, node, attr, "name ");
}

/**
 * dk_compiler_bind_card:
 * @compiler: the compiler
 * @node: an instruction that names the card it acted on
 * @attr: its attribute giving the name (`as`)
 *
 * Takes one of the ability's four names for a card, as `<choose as>`
 * does: targets after it read it by that name.
 *
 * Returns: the name's index, or -1 with an error reported
 */
gint
dk_compiler_bind_card (DkCompiler *c, xmlNode *node, const char *attr)
{
  return bind_var (c, node, attr, "");
}

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

/* Every element below @parent: room enough for a program whose blocks
 * (DK_INSTR_BLOCK) are flattened into it. */
static guint
count_elements (xmlNode *parent)
{
  guint n = 0;

  for (xmlNode *k = parent->children; k; k = k->next)
    if (k->type == XML_ELEMENT_NODE)
      n += 2 + count_elements (k); /* with room for a <stop> after each */
  return n;
}

static gboolean
is_else (xmlNode *node)
{
  return strcmp ((const char *) node->name, "else") == 0;
}

/* Compile @parent's children into @instrs from *@n on. A block's children
 * follow it as its body; an <else> must follow an <if> or <unless>, which
 * then knows it has one (a[5] bit 1); an <either> learns where each of
 * its options ends. */
static void
compile_into (DkCompiler *c, xmlNode *parent, DkInstr *instrs, guint *n)
{
  gint last_block = -1;

  for (xmlNode *k = parent->children; k; k = k->next)
    {
      DkInstr *in;
      guint at;
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
      at = (*n)++;
      in = &instrs[at];
      in->op = (guint16) op;
      in->target = -1;
      in->player = -1;
      in->line = (guint32) xmlGetLineNo (k);
      if (c->rules->instrs[op]->compile && !c->rules->instrs[op]->compile (c, k, in))
        c->failed = TRUE;
      if (is_else (k))
        {
          if (last_block < 0)
            dk_compiler_error (c, k, "<else> must follow <if>, <unless> or <may>");
          else
            instrs[last_block].a[5] |= 2;
        }
      last_block = -1;
      if (instrs[at].flags & DK_INSTR_BLOCK)
        {
          compile_into (c, k, instrs, n);
          if (instrs[at].flags & DK_INSTR_LOOP)
            {
              DkInstr *back = &instrs[(*n)++];

              back->op = (guint16) dk_rules_instr_index (c->rules, "repeat-end");
              back->target = -1;
              back->player = -1;
              back->line = instrs[at].line;
              back->a[0] = instrs[at].a[0];
              back->a[1] = (gint32) (*n - 1 - at); /* back to the <repeat> */
            }
          if (instrs[at].flags & DK_INSTR_STOP_AFTER)
            {
              DkInstr *stop = &instrs[(*n)++];

              stop->op = (guint16) dk_rules_instr_index (c->rules, "stop");
              stop->target = -1;
              stop->player = -1;
              stop->line = instrs[at].line;
            }
          instrs[at].body = *n - at - 1;
          if (strcmp ((const char *) k->name, "either") == 0)
            dk_compile_either_done (instrs, at);
          if (strcmp ((const char *) k->name, "if") == 0 ||
              strcmp ((const char *) k->name, "unless") == 0 ||
              strcmp ((const char *) k->name, "may") == 0)
            last_block = (gint) at;
        }
      else
        for (xmlNode *e = k->children; e; e = e->next)
          if (e->type == XML_ELEMENT_NODE)
            {
              dk_compiler_error (c, e, "<%s> takes no instructions inside it",
                                 (const char *) k->name);
              break;
            }
    }
}

static void
compile_program (DkCompiler *c, xmlNode *parent, DkProgram *out)
{
  guint n = 0;
  DkInstr *instrs = dk_card_db_alloc (c->db, MAX (count_elements (parent), 1) * sizeof (DkInstr));

  compile_into (c, parent, instrs, &n);
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
