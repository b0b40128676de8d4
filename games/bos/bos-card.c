/* bos-card.c: a card definition compiled once, when its set is loaded.
 *
 * Everything a game asks of a card on its hot paths is decided here, into
 * a BosCardData (DkCardDef.data): the kind and restrictions of each
 * ability, the event kinds its triggers wait for as a mask, the tests of
 * each <when> on the event's arguments as numbers, and the stats its
 * continuous effects change. A game never looks up an attribute by name.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-private.h"

#include <string.h>

#include <errno.h>

/* An event kind is a bit of a guint64 mask. */
G_STATIC_ASSERT (DK_EVENT_MODULE (BOS_N_EVENTS) <= 64);
/* BosCardData.ctx_abilities: a bit a compiled ability. */
G_STATIC_ASSERT (BOS_CARD_ABILITIES <= 8);

/* Does the <when> name the card itself (card="self")? */
static gboolean
when_self (const DkAbility *ab)
{
  for (guint i = 0; i < ab->n_when_attrs; i++)
    if (strcmp (ab->when_attrs[i].name, "card") == 0 &&
        strcmp (ab->when_attrs[i].value, "self") == 0)
      return TRUE;
  return FALSE;
}

static gboolean
attr_eq (const DkAbility *ab, const char *name, const char *value)
{
  const char *v = dk_ability_get_attr (ab, name);

  return v != NULL && strcmp (v, value) == 0;
}

/* @value as dk_game_event_attr_string() writes a DK_ATTR_INT: "%d". */
static gboolean
parse_int (const char *value, gint32 *out)
{
  char buf[16];
  char *end;
  gint64 v;

  errno = 0;
  v = g_ascii_strtoll (value, &end, 10);
  if (errno != 0 || *end != '\0' || v < G_MININT32 || v > G_MAXINT32)
    return FALSE;
  g_snprintf (buf, sizeof buf, "%d", (gint32) v);
  if (strcmp (buf, value) != 0)
    return FALSE;
  *out = (gint32) v;
  return TRUE;
}

/* The one value of argument @arg whose text is @value, by a name table. */
static gboolean
compile_name (const char *const *names, guint n, const char *value, BosWhenTest *t)
{
  gint found = -1;

  for (guint k = 0; k < n; k++)
    if (names[k] != NULL && strcmp (names[k], value) == 0)
      {
        if (found >= 0)
          return FALSE; /* two values write so: compare by name */
        found = (gint) k;
      }
  t->kind = found >= 0 ? BOS_TEST_EQ : BOS_TEST_NEVER;
  t->value = found;
  return TRUE;
}

/* One <when> attribute as a test of the event's arguments, the way
 * dk_game_event_attr_string() writes them. FALSE: keep comparing it by name. */
static gboolean
compile_test (const DkRules *rules, const DkEventSpec *spec, const DkAttr *a, BosWhenTest *t)
{
  const DkAttrSpec *as = NULL;
  guint i;

  /* The event's own words come before its arguments, and "?" is what an
   * argument out of range writes. */
  if (strcmp (a->name, "event") == 0 || strcmp (a->name, "turn") == 0 ||
      strcmp (a->name, "player") == 0 || strcmp (a->name, "card") == 0 ||
      strcmp (a->value, "?") == 0)
    return FALSE;
  for (i = 0; i < DK_EVENT_ARGS; i++)
    if (spec->attrs[i].name != NULL && strcmp (spec->attrs[i].name, a->name) == 0)
      {
        as = &spec->attrs[i];
        break;
      }
  t->arg = (guint8) i;
  if (as == NULL)
    {
      /* No such attribute: no event of the kind matches. */
      t->arg = 0;
      t->kind = BOS_TEST_NEVER;
      return TRUE;
    }
  switch (as->type)
    {
    case DK_ATTR_INT:
      t->kind = parse_int (a->value, &t->value) ? BOS_TEST_EQ : BOS_TEST_NEVER;
      return TRUE;
    case DK_ATTR_BOOL:
      t->kind = BOS_TEST_BOOL;
      if (strcmp (a->value, "true") == 0)
        t->value = 1;
      else if (strcmp (a->value, "false") == 0)
        t->value = 0;
      else
        t->kind = BOS_TEST_NEVER;
      return TRUE;
    case DK_ATTR_PLAYER:
      if (strcmp (a->value, "none") == 0)
        {
          t->kind = BOS_TEST_NONE;
          return TRUE;
        }
      if (parse_int (a->value, &t->value) && t->value >= 1)
        {
          t->kind = BOS_TEST_EQ;
          t->value--;
        }
      else
        t->kind = BOS_TEST_NEVER;
      return TRUE;
    case DK_ATTR_STRING:
      {
        guint n = 0;

        while (as->strings != NULL && as->strings[n] != NULL)
          n++;
        return compile_name (as->strings, n, a->value, t);
      }
    case DK_ATTR_PHASE:
      {
        const DkModule *m = dk_rules_get_module (rules);
        const char *names[64];
        guint n = MIN (m->n_phases, G_N_ELEMENTS (names));

        if (m->n_phases > G_N_ELEMENTS (names))
          return FALSE;
        for (guint k = 0; k < n; k++)
          names[k] = dk_rules_phase_name (rules, k);
        return compile_name (names, n, a->value, t);
      }
    case DK_ATTR_ZONE:
      {
        gint z = dk_rules_zone_index (rules, a->value);

        t->kind = z >= 0 ? BOS_TEST_EQ : BOS_TEST_NEVER;
        t->value = z;
        return TRUE;
      }
    default:
      return FALSE;
    }
}

static void
compile_when (const DkRules *rules, const DkAbility *ab, BosAbility *out)
{
  const DkEventSpec *spec =
      ab->when_event >= 0 ? dk_rules_event_spec (rules, (guint) ab->when_event) : NULL;

  out->when_event = (gint16) (ab->when_event >= 0 ? ab->when_event : -1);
  out->when_player = ab->when_player;
  for (guint i = 0; i < ab->n_when_attrs; i++)
    {
      const DkAttr *a = &ab->when_attrs[i];
      BosWhenTest t = { 0 };

      if (strcmp (a->name, "card") == 0 && strcmp (a->value, "self") == 0)
        out->when_flags |= BOS_WHEN_SELF;
      else if (strcmp (a->name, "card") == 0 && strcmp (a->value, "this-fighter") == 0)
        out->when_flags |= BOS_WHEN_THIS_FIGHTER;
      else if (spec == NULL || out->n_tests == BOS_WHEN_TESTS || !compile_test (rules, spec, a, &t))
        out->when_flags |= BOS_WHEN_BY_NAME;
      else
        out->tests[out->n_tests++] = t;
    }
}

/* Damage Step Rules: an effect that directly changes ATK or RST. */
static gboolean
changes_atk_rst_only (const DkAbility *ab)
{
  if (ab->effect.n_instrs == 0)
    return FALSE;
  for (guint i = 0; i < ab->effect.n_instrs; i++)
    {
      const DkInstr *in = &ab->effect.instrs[i];

      if (in->op != BOS_INSTR (MODIFY) || (in->stat != BOS_STAT_ATK && in->stat != BOS_STAT_RST))
        return FALSE;
    }
  return TRUE;
}

/* The costs bos_cost_payable() tests. */
static gboolean
cost_may_fail (const DkProgram *cost, gint discard_op)
{
  for (guint i = 0; i < cost->n_instrs; i++)
    {
      const DkInstr *in = &cost->instrs[i];

      if ((gint) in->op == discard_op && in->a[1] == 0)
        return TRUE;
      switch ((gint) in->op - DK_INSTR_MODULE_BASE)
        {
        case BOS_INSTR_PAY_SP:
        case BOS_INSTR_SACRIFICE:
        case BOS_INSTR_COUNTER:
        case BOS_INSTR_KILL_TOKEN:
        case BOS_INSTR_DESTROY:
        case BOS_INSTR_REMOVE:
          return TRUE;
        default:
          break;
        }
    }
  return FALSE;
}

/* The effects bos_effect_possible() tests. */
static gboolean
effect_may_fail (const DkProgram *effect, gint search_op)
{
  for (guint i = 0; i < effect->n_instrs; i++)
    {
      const DkInstr *in = &effect->instrs[i];

      if ((gint) in->op == search_op && in->player == 0 && in->a[0] == BOS_ZONE_DECK)
        return TRUE;
      if ((in->op == BOS_INSTR (SPECIAL_DEPLOY) || in->op == BOS_INSTR (TOKEN)) && in->player == 0)
        return TRUE;
    }
  return FALSE;
}

/**
 * bos_compile_ability:
 * @rules: the BoS rules
 * @def: a card definition
 * @index: one of its abilities
 * @out: (out caller-allocates): the ability as a game reads it
 */
void
bos_compile_ability (const DkRules *rules, const DkCardDef *def, guint index, BosAbility *out)
{
  const DkAbility *ab = &def->abilities[index];

  memset (out, 0, sizeof *out);
  out->type = (guint8) ab->type;
  if (attr_eq (ab, "battle-phase", "true"))
    out->flags |= BOS_AB_BATTLE_PHASE;
  if (attr_eq (ab, "limit", "once-per-turn"))
    out->flags |= BOS_AB_ONCE_PER_TURN;
  if (attr_eq (ab, "limit", "unlimited"))
    out->flags |= BOS_AB_UNLIMITED;
  if (attr_eq (ab, "optional", "true"))
    out->flags |= BOS_AB_OPTIONAL;
  if (changes_atk_rst_only (ab))
    out->flags |= BOS_AB_ATK_RST_ONLY;
  if (ab->cost.n_instrs > 0)
    out->flags |= BOS_AB_HAS_COST;
  if (cost_may_fail (&ab->cost, dk_rules_instr_index (rules, "discard")))
    out->flags |= BOS_AB_COST_CHECK;
  if (effect_may_fail (&ab->effect, dk_rules_instr_index (rules, "search")))
    out->flags |= BOS_AB_EFFECT_CHECK;
  compile_when (rules, ab, out);
}

/**
 * bos_compile_card:
 *
 * The module's compile_card hook: fills the BosCardData of @def.
 */
void
bos_compile_card (const DkRules *rules, const DkCardDef *def, gpointer data)
{
  BosCardData *d = data;

  d->type = def->type;
  for (guint i = 0; i < BOS_N_STATS; i++)
    d->stats[i] = def->stats[i];
  d->act = -1;
  d->discard_op = (gint16) dk_rules_instr_index (rules, "discard");
  d->search_op = (gint16) dk_rules_instr_index (rules, "search");
  if (def->stats[BOS_STAT_TOKEN] != 0)
    d->flags |= BOS_CARD_TOKEN;
  /* Equipment and tactic cards: the activation effect is the first ability
   * that is not continuous (docs/bos.md). */
  if (def->type != BOS_TYPE_FIGHTER)
    for (guint i = 0; i < def->n_abilities && i <= G_MAXINT8; i++)
      if (def->abilities[i].type != AB_CONTINUOUS)
        {
          d->act = (gint8) i;
          break;
        }
  d->n_abilities = (guint8) MIN (def->n_abilities, BOS_CARD_ABILITIES);
  for (guint i = 0; i < d->n_abilities; i++)
    {
      bos_compile_ability (rules, def, i, &d->abilities[i]);
      for (guint ctx = CTX_MAIN; ctx <= CTX_DAMAGE; ctx++)
        if (bos_ability_usable_in ((guint) def->type, d->act, i, &d->abilities[i], (Ctx) ctx))
          d->ctx_abilities[ctx] |= (guint8) (1u << i);
    }
  for (guint i = 0; i < def->n_abilities; i++)
    {
      const DkAbility *ab = &def->abilities[i];

      /* Where it may be activated: a superset of what ability_ok allows. */
      if ((gint) i != d->act && i >= d->n_abilities)
        d->usable |=
            (1u << CTX_MAIN) | (1u << CTX_BATTLE) | (1u << CTX_WINDOW) | (1u << CTX_DAMAGE);
      else if ((gint) i != d->act && ab->type == AB_QUICK)
        d->usable |=
            (1u << CTX_MAIN) | (1u << CTX_BATTLE) | (1u << CTX_WINDOW) | (1u << CTX_DAMAGE);
      else if ((gint) i != d->act && ab->type == AB_IGNITION)
        {
          d->usable |= 1u << CTX_MAIN;
          if ((d->abilities[i].flags & BOS_AB_BATTLE_PHASE) && def->type != BOS_TYPE_EQUIPMENT)
            d->usable |= 1u << CTX_BATTLE;
        }

      if (ab->type == AB_CONTINUOUS)
        for (guint k = 0; k < ab->effect.n_instrs; k++)
          if (ab->effect.instrs[k].op == BOS_INSTR (MODIFY) && ab->effect.instrs[k].stat < 32)
            d->mod_stats |= 1u << ab->effect.instrs[k].stat;
      if (ab->type == AB_TRIGGER && (gint) i != d->act && ab->when_event >= 0 &&
          ab->when_event < 64)
        {
          guint64 bit = G_GUINT64_CONSTANT (1) << ab->when_event;

          d->listens |= bit;
          if (when_self (ab))
            d->listens_self |= bit;
        }
    }
}

/* What a definition a game cannot see (a hidden card of a view) does:
 * nothing. */
const BosCardData bos_no_card_data = { .type = -1, .act = -1 };

/**
 * bos_ability_info_slow:
 * @g: a game
 * @def: a card definition
 * @index: one of its abilities
 * @tmp: where to compile an ability past the compiled ones
 *
 * bos_ability_info() for an ability past the compiled ones.
 *
 * Returns: (transfer none): @tmp, ability @index of @def as a game reads it
 */
const BosAbility *
bos_ability_info_slow (const DkGame *g, const DkCardDef *def, guint index, BosAbility *tmp)
{
  bos_compile_ability (dk_game_get_rules (g), def, index, tmp);
  return tmp;
}
