/* dk-filter.c: card filters (`type=attack, keyword=Punch`), compiled at
 * load time and matched against the cards of a running game.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

#include <string.h>

/* The index of the module's card state @name (DkModule.card_states), -1
 * when it has none so named. */
static gint
filter_state (DkCompiler *c, const char *name)
{
  const DkModule *m = c->rules->module;

  for (guint i = 0; i < m->n_card_states; i++)
    if (g_strcmp0 (m->card_states[i].name, name) == 0)
      return (gint) i;
  return -1;
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
  else if (strcmp (name, "named") == 0)
    {
      /* K.5.5: the name an earlier <name-card as="VALUE"/> of the ability
       * bound, kept among its names as "name VALUE" */
      g_autofree char *var = g_strconcat ("name ", value, NULL);

      t->kind = DK_FILTER_NAMED;
      t->value = -1;
      for (guint i = 0; c->vars && i < c->vars->len; i++)
        if (strcmp (g_ptr_array_index (c->vars, i), var) == 0)
          t->value = (gint32) i;
      if (t->value < 0 || t->cmp > DK_CMP_NE)
        {
          dk_compiler_error (c, node, "filter \"%s\": no card named as \"%s\" before it", text,
                             value);
          return FALSE;
        }
    }
  else if (strcmp (name, "face") == 0)
    {
      t->kind = DK_FILTER_FACE;
      t->value = strcmp (value, "down") == 0;
      if ((!t->value && strcmp (value, "up") != 0) || t->cmp > DK_CMP_NE)
        {
          dk_compiler_error (c, node, "filter \"%s\": face=up or face=down", text);
          return FALSE;
        }
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
      t->value = c->rules->module->keyword_index && c->rules->module->card_has_keyword
                     ? c->rules->module->keyword_index (c->rules, value)
                     : -1;
    }
  else if (dk_rules_stat_index (c->rules, name) < 0 && filter_state (c, name) >= 0)
    {
      /* A piece of the card's state the module names (`committed=true`,
       * `sealed=false`, `face=down`): a flag is `true`/`false` or its
       * words; a var an integer. */
      const DkCardStateSpec *spec = &c->rules->module->card_states[filter_state (c, name)];

      t->kind = DK_FILTER_STATE;
      t->stat = (guint16) filter_state (c, name);
      if (spec->kind == DK_CARD_STATE_VAR)
        {
          if (!dk_xml_parse_int (value, &t->value))
            {
              dk_compiler_error (c, node, "filter \"%s\": %s is not an integer", text, value);
              return FALSE;
            }
        }
      else if (t->cmp != DK_CMP_EQ && t->cmp != DK_CMP_NE)
        {
          dk_compiler_error (c, node, "filter \"%s\": %s is a flag: = or != only", text, name);
          return FALSE;
        }
      else if (strcmp (value, "true") == 0 || (spec->on != NULL && strcmp (value, spec->on) == 0))
        t->value = 1;
      else if (strcmp (value, "false") == 0 ||
               (spec->off != NULL && strcmp (value, spec->off) == 0))
        t->value = 0;
      else
        {
          dk_compiler_error (c, node, "filter \"%s\": %s has no value %s", text, name, value);
          return FALSE;
        }
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
      /* A stat that is a word (UFS universe, watermark) is kept as a
       * GQuark: it is the same word or not. */
      else if (spec->type == DK_STAT_STRING)
        {
          if (t->cmp != DK_CMP_EQ && t->cmp != DK_CMP_NE)
            {
              dk_compiler_error (c, node, "filter \"%s\": %s is a word: = or != only", text, name);
              return FALSE;
            }
          t->value = (gint32) g_quark_from_string (value);
        }
      else if (!dk_xml_parse_int (value, &t->value))
        {
          dk_compiler_error (c, node, "filter \"%s\": %s is not an integer", text, value);
          return FALSE;
        }
    }
  return TRUE;
}

/* One comma-separated part of a filter: K.3.14, `keyword=Punch|Kick` is any
 * of the values, a test each, each joined to the next by DK_FILTER_OR_NEXT. */
static gboolean
add_tests (DkCompiler *c, xmlNode *node, const char *v, const char *part, DkFilter *f)
{
  g_auto (GStrv) alts = g_strsplit (part, "|", -1);
  const char *op = strpbrk (alts[0], "<>=!");
  g_autofree char *prefix =
      op ? g_strndup (alts[0], (gsize) (op - alts[0]) + (op[1] == '=' ? 2 : 1)) : NULL;

  for (guint j = 0; alts[j]; j++)
    {
      g_autofree char *text = j == 0
                                  ? g_strdup (alts[0])
                                  : g_strconcat (prefix ? prefix : "", g_strstrip (alts[j]), NULL);

      if (f->n_tests == G_N_ELEMENTS (f->tests))
        {
          dk_compiler_error (c, node, "filter \"%s\": at most %u tests", v,
                             (guint) G_N_ELEMENTS (f->tests));
          return FALSE;
        }
      if (!parse_test (c, node, text, &f->tests[f->n_tests++]))
        return FALSE;
      if (alts[j + 1] != NULL)
        f->tests[f->n_tests - 1].cmp |= DK_FILTER_OR_NEXT;
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
      if (!add_tests (c, node, v, parts[i], f))
        return NULL;
    }
  return f;
}

/* K.5.5: the name bound to name index @var by the innermost program
 * running (a named card is kept as -2 - its definition's index); NULL when
 * none: then no card has it. Names are interned: one pointer a name. */
static const char *
named_name (const DkGame *g, gint32 var)
{
  const DkFrame *frames = (const DkFrame *) g->frames.data;

  for (guint i = g->frames.len; i-- > 0;)
    if (frames[i].proc == DK_PROC_PROGRAM)
      {
        const DkCardDef *def =
            var >= 0 && var < 4 ? dk_game_name_def (g, -2 - frames[i].a[4 + var]) : NULL;

        return def ? def->name : NULL;
      }
  return NULL;
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
 *   passes none, unless it is face down: then only its face and the type
 *   DkModule.face_down_type gives it are read
 */
gboolean
dk_filter_matches (const DkGame *g, const DkFilter *filter, gint32 card, gboolean printed)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  gboolean down;

  if (filter == NULL)
    return TRUE;
  /* A face-down card unknown to a view is matched as it is in the game. */
  down = (dk_game_card (g, card)->flags & DK_CARD_FLAG_FACE_DOWN) != 0;
  if (def == NULL && !down)
    return FALSE;
  for (guint i = 0; i < filter->n_tests; i++)
    {
      const DkFilterTest *t = &filter->tests[i];
      gboolean ok = FALSE;
      DkCmp cmp = (DkCmp) (t->cmp & ~DK_FILTER_OR_NEXT);

      /* A face-down card has none of its printed characteristics (UFS
       * C.2.3.1, C.3.3.1): only the type its zone gives it (D.2.2.2) and
       * its face are read; it has no name, id or value, so a test of one
       * holds only as "!=". What a filter offers thus tells nothing of
       * the card's identity. */
      if (down && t->kind != DK_FILTER_FACE && t->kind != DK_FILTER_STATE)
        {
          gint type = g->module->face_down_type ? g->module->face_down_type (g, card) : -1;

          ok = t->kind == DK_FILTER_TYPE && type >= 0 ? dk_cmp_holds (cmp, type, t->value)
                                                      : cmp == DK_CMP_NE;
        }
      else
        switch ((DkFilterKind) t->kind)
          {
          case DK_FILTER_FACE:
            ok = down == (t->value != 0) ? cmp == DK_CMP_EQ : cmp == DK_CMP_NE;
            break;
          case DK_FILTER_TYPE:
            ok = dk_cmp_holds (cmp, def->type, t->value);
            break;
          case DK_FILTER_NAME:
            ok = (strcmp (def->name, t->str) == 0) == (cmp != DK_CMP_NE);
            break;
          case DK_FILTER_ID:
            ok = (strcmp (def->id, t->str) == 0) == (cmp != DK_CMP_NE);
            break;
          case DK_FILTER_KEYWORD:
            if (t->value >= 0)
              ok = g->module->card_has_keyword (g, card, t->value) == (cmp != DK_CMP_NE);
            else
              ok = (dk_card_def_get_keyword (def, t->str) != NULL) == (cmp != DK_CMP_NE);
            break;
          case DK_FILTER_NAMED:
            ok = (def->name == named_name (g, t->value)) == (cmp != DK_CMP_NE);
            break;
          case DK_FILTER_STATE:
            {
              /* a state is public (committed, sealed, face down: C.1, K.4) */
              const DkCardStateSpec *spec = &g->module->card_states[t->stat];
              const DkCard *cd = dk_game_card (g, card);
              gint32 v = spec->kind == DK_CARD_STATE_VAR
                             ? (spec->bit_or_index < DK_CARD_VARS ? cd->vars[spec->bit_or_index] : 0)
                             : (cd->flags & spec->bit_or_index) != 0;

              ok = dk_cmp_holds (cmp, v, t->value);
            }
            break;
          case DK_FILTER_STAT:
            ok = dk_cmp_holds (cmp,
                               printed ? dk_game_printed_stat (g, card, t->stat)
                                       : dk_game_stat (g, card, t->stat),
                               t->value);
            break;
          }
      /* K.3.13: every test must hold; K.3.14: of tests joined by "or",
       * one is enough. */
      if (ok)
        while (i + 1 < filter->n_tests && (filter->tests[i].cmp & DK_FILTER_OR_NEXT))
          i++;
      else if (!(t->cmp & DK_FILTER_OR_NEXT))
        return FALSE;
    }
  return TRUE;
}
