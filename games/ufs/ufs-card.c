/* ufs-card.c: card definitions compiled once, when their set is loaded.
 *
 * Everything a game asks of a card's keywords and abilities is decided
 * here, into a UfsCardData (DkCardDef.data): keyword kinds and ratings as
 * numbers and bit masks, each ability's restrictions and limit, and the
 * event kinds the card answers or fires on. No game path compares a
 * keyword's or an attribute's name.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* I.2.1: the played keyword abilities, by name. */
static UfsKeywordAbility
played_kind (const char *name)
{
  static const struct
  {
    const char *name;
    UfsKeywordAbility kind;
  } table[] = {
    { "Breaker", UFS_KW_BREAKER },   { "EX", UFS_KW_EX },
    { "Gauge", UFS_KW_GAUGE },       { "Multiple", UFS_KW_MULTIPLE },
    { "Powerful", UFS_KW_POWERFUL }, { "Reversal", UFS_KW_REVERSAL },
    { "Stun", UFS_KW_STUN },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (strcmp (table[i].name, name) == 0)
      return table[i].kind;
  return UFS_KW_NONE;
}

/* The keywords that act by themselves, by name. */
static guint32
keyword_flag (const char *name)
{
  static const struct
  {
    const char *name;
    guint32 flag;
  } table[] = {
    { "Only", UFS_KWF_ONLY },
    { "Unique", UFS_KWF_UNIQUE },
    { "Terrain", UFS_KWF_TERRAIN },
    { "Flash", UFS_KWF_FLASH },
    { "Throw", UFS_KWF_THROW },
    { "Safe", UFS_KWF_SAFE },
    { "Desperation", UFS_KWF_DESPERATION },
    { "Combo", UFS_KWF_COMBO },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (strcmp (table[i].name, name) == 0)
      return table[i].flag;
  return 0;
}

static gboolean
is_true (const char *v)
{
  return v != NULL && strcmp (v, "true") == 0;
}

static GQuark
quark_of (const char *v)
{
  return v != NULL && *v != '\0' ? g_quark_from_string (v) : 0;
}

static UfsLimit
limit_of (const char *v, guint part)
{
  static const char *const names[] = {
    [UFS_LIMIT_ONCE_PER_TURN] = "once-per-turn",
    [UFS_LIMIT_TWICE_PER_TURN] = "twice-per-turn",
    [UFS_LIMIT_YOUR_TURN] = "your-turn",
    [UFS_LIMIT_OPPONENT_TURN] = "opponent-turn",
    [UFS_LIMIT_YOUR_ATTACK] = "your-attack",
    [UFS_LIMIT_OPPONENT_ATTACK] = "opponent-attack",
    [UFS_LIMIT_ENHANCE_STEP] = "enhance-step",
    [UFS_LIMIT_ONCE_PER_ENHANCE_STEP] = "once-per-enhance-step",
    [UFS_LIMIT_ONCE_PER_GAME] = "once-per-game",
    [UFS_LIMIT_COMBAT_PHASE] = "combat-phase",
  };
  gsize len;

  /* H.3.2.2: limits combine, separated by a space (`your-turn
   * once-per-turn`); @part picks the first or the second. */
  if (v != NULL && part == 1)
    {
      v = strchr (v, ' ');
      if (v == NULL)
        return UFS_LIMIT_NONE;
      v++;
    }
  len = v != NULL ? strcspn (v, " ") : 0;
  for (guint i = 1; v != NULL && i < G_N_ELEMENTS (names); i++)
    if (strlen (names[i]) == len && strncmp (names[i], v, len) == 0)
      return (UfsLimit) i;
  return UFS_LIMIT_NONE;
}

static gint
zone_index_of (const char *name)
{
  static const char *const names[] = { "deck",    "hand",     "card-pool", "staging",
                                       "discard", "momentum", "removed",   NULL };

  for (gint i = 0; name && names[i]; i++)
    if (strcmp (names[i], name) == 0)
      return i;
  return -1;
}

/* The UfsCardType of a card type's name, or -1. */
static gint
type_index_of (const char *name)
{
  static const char *const names[] = { "character", "attack", "action", "asset", "foundation" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (names[i], name) == 0)
      return (gint) i;
  return -1;
}

/* Does the condition of @ab name the card it is on (`card="self"`, or
 * another card attribute of the event set to `self`)? */
static gboolean
when_names_self (const DkAbility *ab)
{
  for (guint i = 0; i < ab->n_when_attrs; i++)
    if (strcmp (ab->when_attrs[i].value, "self") == 0)
      return TRUE;
  return FALSE;
}

gboolean
ufs_ability_uses_x (const DkAbility *ab)
{
  const DkProgram *parts[] = { &ab->cost, &ab->effect };

  /* H.4.4.1: X defined by the text is not chosen. */
  if (ufs_ability_defines_x (ab))
    return FALSE;
  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    for (guint i = 0; i < parts[p]->n_instrs; i++)
      if (parts[p]->instrs[i].flags & UFS_INSTR_X)
        return TRUE;
  return FALSE;
}

/* C.3.3.4.3: does continuous @ab (compiled into @ad) hold a bonus, to its
 * own card or to others, whose amount, condition or restrictions may
 * change while it acts: an amount expression, a bonus past an <if> or
 * <unless>, a restriction that may stop holding (J.2.4)? */
static gboolean
bonus_may_change (const DkAbility *ab, const UfsAbilityData *ad)
{
  gboolean modifies = FALSE, changes = FALSE;

  if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
    return FALSE;
  for (guint i = 0; i < ab->effect.n_instrs; i++)
    {
      const DkInstr *in = &ab->effect.instrs[i];

      if (in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_MODIFY && in->a[1] == 0 && in->stat < 64)
        {
          modifies = TRUE;
          changes |= (in->flags & UFS_INSTR_EXPR) != 0;
        }
      changes |= (in->flags & DK_INSTR_BLOCK) != 0;
    }
  changes |= (ad->flags & (UFS_AB_ZONE | UFS_AB_DESPERATION | UFS_AB_DEADLOCK)) != 0;
  return modifies && changes;
}

/* H.6: does continuous @ab modify a stat of its own card, and which? */
static guint64
self_stats_of (const DkAbility *ab)
{
  guint64 stats = 0;

  /* A continuous ability with a trigger is a fired effect, not a bonus. */
  if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
    return 0;
  for (guint i = 0; i < ab->effect.n_instrs; i++)
    {
      const DkInstr *in = &ab->effect.instrs[i];

      if (in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_MODIFY && in->target == DK_TARGET_SELF &&
          in->a[1] == 0 && in->stat < 64)
        stats |= G_GUINT64_CONSTANT (1) << in->stat;
    }
  return stats;
}

/* Does @text read as the number "%d" writes @out as? */
static gboolean
canonical_int (const char *text, gint32 *out)
{
  char *end;
  gint64 v;
  char buf[24];

  if (*text == '\0')
    return FALSE;
  v = g_ascii_strtoll (text, &end, 10);
  if (*end != '\0' || v < G_MININT32 || v > G_MAXINT32)
    return FALSE;
  g_snprintf (buf, sizeof buf, "%d", (gint) v);
  if (strcmp (buf, text) != 0)
    return FALSE;
  *out = (gint32) v;
  return TRUE;
}

/**
 * ufs_when_bound:
 * @value: a <when> attribute's value
 * @out: (out): its number
 * @kind: (out): UFS_WHEN_MIN or UFS_WHEN_MAX
 *
 * "N+" (N or more) and "N-" (N or less), as printed after "deals" or
 * "take" ("deals 4 or more damage").
 *
 * Returns: TRUE when @value reads so
 */
gboolean
ufs_when_bound (const char *value, gint32 *out, guint8 *kind)
{
  gsize len = strlen (value);
  g_autofree char *num = NULL;

  if (len < 2 || (value[len - 1] != '+' && value[len - 1] != '-'))
    return FALSE;
  num = g_strndup (value, len - 1);
  if (!canonical_int (num, out))
    return FALSE;
  *kind = value[len - 1] == '+' ? UFS_WHEN_MIN : UFS_WHEN_MAX;
  return TRUE;
}

/* Has the event of @spec an attribute named @name? */
static gboolean
event_has_attr (const DkEventSpec *spec, const char *name)
{
  for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS; i++)
    if (g_strcmp0 (spec->attrs[i].name, name) == 0)
      return TRUE;
  return FALSE;
}

/* A <when> attribute naming kinds of ability ("Stun|Breaker",
 * "deadlock|desperation"), on the event of @spec's `ability` argument: @w
 * becomes @kind, a bit of its value for each word, the index of the word
 * in @names (@n of them); an unknown word makes it a condition nothing
 * meets. */
static void
when_ability_words (UfsWhen *w,
                    const DkEventSpec *spec,
                    const char *value,
                    guint8 kind,
                    const char *const *names,
                    guint n)
{
  g_auto (GStrv) words = g_strsplit (value, "|", -1);

  for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS; i++)
    if (g_strcmp0 (spec->attrs[i].name, "ability") == 0)
      {
        w->kind = kind;
        w->arg = (gint8) i;
      }
  for (guint i = 0; words[i] != NULL && w->kind == kind; i++)
    {
      guint k;

      for (k = 0; k < n && g_strcmp0 (names[k], words[i]) != 0; k++)
        ;
      if (k == n)
        w->kind = UFS_WHEN_NEVER;
      else
        w->value |= 1 << k;
    }
}

/* Compile @attr of a <when> on events of @spec: what the event's
 * attribute must be for dk_game_event_attr_string() to write the value
 * (H.2.3.2.4.2.1). FALSE when it is to be matched as text. */
static gboolean
compile_when_attr (const DkRules *rules, const DkEventSpec *spec, const DkAttr *attr, UfsWhen *w)
{
  const char *value = attr->value;
  const DkAttrSpec *a = NULL;
  DkAttrType type;
  gint32 n;

  memset (w, 0, sizeof *w);
  w->kind = UFS_WHEN_NEVER;
  /* K.2.8: `causes` of an event that names an ability (its `ability`
   * attribute): what that ability could cause; the schema holds its words. */
  if (strcmp (attr->name, "causes") == 0)
    {
      guint32 bits;

      for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS; i++)
        if (g_strcmp0 (spec->attrs[i].name, "ability") == 0 && ufs_results_parse (value, &bits))
          {
            w->kind = UFS_WHEN_RESULTS;
            w->arg = (gint8) i;
            w->value = (gint32) bits;
          }
      return TRUE;
    }
  /* I.1: `keyword` of an event that names a card (a Weapon attack
   * played, a Stun attack's damage): the card has that keyword now. */
  if (strcmp (attr->name, "keyword") == 0)
    {
      gint k = ufs_keyword_index (rules, value);

      w->arg = UFS_WHEN_ARG_CARD;
      if (k >= 0)
        {
          w->kind = UFS_WHEN_KEYWORD;
          w->value = k;
        }
      return TRUE;
    }
  /* J.5.1.1, G.3: `change` of a counter event: how much the counter went
   * up ("1+": "gain vitality") or down ("-4-": "lose 4 or more"). */
  if (strcmp (attr->name, "change") == 0)
    {
      guint8 bound;

      for (guint i = 0; spec != NULL && i + 1 < DK_EVENT_ARGS; i++)
        if (g_strcmp0 (spec->attrs[i].name, "old") == 0 &&
            g_strcmp0 (spec->attrs[i + 1].name, "new") == 0 && ufs_when_bound (value, &n, &bound))
          {
            w->kind = UFS_WHEN_CHANGE;
            w->arg = (gint8) i;
            w->flags = bound;
            w->value = n;
          }
      return TRUE;
    }
  /* I.3: `keyword-ability` of an event that names an ability: that ability
   * is the ability of one of these keywords ("Breaker|Reversal"). */
  if (strcmp (attr->name, "keyword-ability") == 0)
    {
      static const char *const names[] = {
        [UFS_KW_BREAKER] = "Breaker", [UFS_KW_EX] = "EX",
        [UFS_KW_MULTIPLE] = "Multiple", [UFS_KW_POWERFUL] = "Powerful",
        [UFS_KW_REVERSAL] = "Reversal", [UFS_KW_STUN] = "Stun",
      };
      when_ability_words (w, spec, value, UFS_WHEN_KW_ABILITY, names, G_N_ELEMENTS (names));
      return TRUE;
    }
  /* H.3.1.3.1, H.3.1.4.1, H.3.1.5.1, H.3.1.6.1: `restriction` of an
   * event that names an ability: the ability has one of these play
   * restrictions, and so is a deadlock (desperation, character-specific,
   * resource-only) ability ("deadlock|desperation"). */
  if (strcmp (attr->name, "restriction") == 0)
    {
      static const char *const names[] = { "deadlock", "desperation", "character", "resource" };
      when_ability_words (w, spec, value, UFS_WHEN_RESTRICTION, names, G_N_ELEMENTS (names));
      return TRUE;
    }
  /* G.2, G.3: `status` of an event that has no such attribute (the damage
   * an attack deals): the event's card is the attack in its attack
   * sequence, whose block status is one of these ("none": "After an
   * unblocked attack deals damage"). */
  if (strcmp (attr->name, "status") == 0 && !event_has_attr (spec, "status"))
    {
      static const char *const names[] = { [UFS_BLOCK_NONE] = "none",
                                           [UFS_BLOCK_PARTIAL] = "partial",
                                           [UFS_BLOCK_COMPLETE] = "complete" };
      g_auto (GStrv) words = g_strsplit (value, "|", -1);

      w->arg = UFS_WHEN_ARG_CARD;
      w->kind = UFS_WHEN_ATTACK_STATUS;
      for (guint i = 0; words[i] != NULL && w->kind != UFS_WHEN_NEVER; i++)
        {
          guint k;

          for (k = 0; k < G_N_ELEMENTS (names) && g_strcmp0 (names[k], words[i]) != 0; k++)
            ;
          if (k == G_N_ELEMENTS (names))
            w->kind = UFS_WHEN_NEVER;
          else
            w->value |= 1 << k;
        }
      return TRUE;
    }
  /* `card-type` of an event that has no such attribute (a card moved,
   * checked, committed): the type of the event's card (ufs_when_card_type). */
  if (strcmp (attr->name, "card-type") == 0 && !event_has_attr (spec, "card-type"))
    {
      g_auto (GStrv) words = g_strsplit (value, "|", -1);

      w->arg = UFS_WHEN_ARG_CARD;
      w->kind = UFS_WHEN_TYPE;
      for (guint i = 0; words[i] != NULL; i++)
        {
          gint k = type_index_of (words[i]);

          if (k < 0)
            {
              w->kind = UFS_WHEN_NEVER;
              break;
            }
          w->value |= 1 << k;
        }
      return TRUE;
    }
  if (strcmp (attr->name, "card") == 0)
    {
      w->arg = UFS_WHEN_ARG_CARD;
      type = DK_ATTR_CARD;
    }
  else if (strcmp (attr->name, "turn") == 0)
    {
      w->arg = UFS_WHEN_ARG_TURN;
      type = DK_ATTR_INT;
    }
  else
    {
      for (guint i = 0; spec != NULL && i < DK_EVENT_ARGS && a == NULL; i++)
        if (spec->attrs[i].name != NULL && strcmp (spec->attrs[i].name, attr->name) == 0)
          {
            a = &spec->attrs[i];
            w->arg = (gint8) i;
          }
      /* The event has no such attribute: it never matches. */
      if (a == NULL)
        return TRUE;
      type = a->type;
    }
  switch (type)
    {
    case DK_ATTR_CARD:
      /* `self`: the card the ability is on. */
      if (strcmp (value, "self") == 0)
        w->kind = UFS_WHEN_SELF;
      else
        {
          w->kind = UFS_WHEN_CARD;
          w->value = (gint32) g_quark_from_string (value);
          if (strcmp (value, "none") == 0)
            w->flags |= UFS_WHEN_CARD_NONE;
          if (strcmp (value, "unknown") == 0)
            w->flags |= UFS_WHEN_CARD_UNKNOWN;
        }
      return TRUE;
    case DK_ATTR_INT:
      if (canonical_int (value, &n))
        {
          w->kind = UFS_WHEN_INT;
          w->value = n;
        }
      else if (ufs_when_bound (value, &n, &w->kind))
        w->value = n;
      return TRUE;
    case DK_ATTR_BOOL:
      if (strcmp (value, "true") == 0 || strcmp (value, "false") == 0)
        {
          w->kind = UFS_WHEN_BOOL;
          w->value = strcmp (value, "true") == 0;
        }
      return TRUE;
    case DK_ATTR_PLAYER:
      /* "none", or players from 1; "you", "opponent": relative to the
       * ability's controller, as the <when>'s player is ("due to your
       * opponent's effect": the commit's `by`). */
      if (strcmp (value, "you") == 0 || strcmp (value, "opponent") == 0)
        {
          w->kind = UFS_WHEN_REL_PLAYER;
          w->value = strcmp (value, "opponent") == 0;
        }
      else if (strcmp (value, "none") == 0)
        {
          w->kind = UFS_WHEN_PLAYER;
          w->value = -1;
        }
      else if (canonical_int (value, &n) && n >= 1)
        {
          w->kind = UFS_WHEN_PLAYER;
          w->value = n - 1;
        }
      return TRUE;
    case DK_ATTR_COUNTER:
      for (guint k = 0; dk_rules_get_module (rules)->counters != NULL &&
                        dk_rules_get_module (rules)->counters[k] != NULL;
           k++)
        if (strcmp (dk_rules_get_module (rules)->counters[k], value) == 0)
          {
            w->kind = UFS_WHEN_WORD;
            w->value = (gint32) k;
            return TRUE;
          }
      return strcmp (value, "?") != 0;
    case DK_ATTR_ZONE:
      for (guint k = 0; k < dk_rules_get_module (rules)->n_zones; k++)
        if (g_strcmp0 (dk_rules_zone_name (rules, k), value) == 0)
          {
            w->kind = UFS_WHEN_WORD;
            w->value = (gint32) k;
            return TRUE;
          }
      return strcmp (value, "?") != 0;
    case DK_ATTR_STRING:
      if (strchr (value, '|') != NULL)
        {
          g_auto (GStrv) words = g_strsplit (value, "|", -1);
          guint32 bits = 0;

          for (guint i = 0; words[i] != NULL; i++)
            for (gint k = 0; a->strings && a->strings[k] && k < 31; k++)
              if (strcmp (a->strings[k], words[i]) == 0)
                bits |= 1u << k;
          w->kind = UFS_WHEN_WORDS;
          w->value = (gint32) bits;
          return TRUE;
        }
      for (gint k = 0; a->strings && a->strings[k]; k++)
        if (strcmp (a->strings[k], value) == 0)
          {
            w->kind = UFS_WHEN_WORD;
            w->value = k;
            return TRUE;
          }
      return strcmp (value, "?") != 0;
    default:
      return FALSE;
    }
}

static void
compile_when (const DkRules *rules, const DkAbility *ab, UfsAbilityData *out)
{
  const DkEventSpec *spec =
      ab->when_event >= 0 ? dk_rules_event_spec (rules, ab->when_event) : NULL;

  if (ab->n_when_attrs > UFS_WHEN_ATTRS)
    {
      out->flags |= UFS_AB_WHEN_TEXT;
      return;
    }
  for (guint i = 0; i < ab->n_when_attrs; i++)
    if (!compile_when_attr (rules, spec, &ab->when_attrs[i], &out->when[i]))
      {
        out->flags |= UFS_AB_WHEN_TEXT;
        return;
      }
  out->n_when = (guint8) ab->n_when_attrs;
}

static void
compile_ability (const DkRules *rules, const DkAbility *ab, UfsAbilityData *out)
{
  const DkStatSpec *resources = &dk_rules_get_module (rules)->stats[UFS_STAT_RESOURCES];
  const char *v;

  memset (out, 0, sizeof *out);
  out->results = ufs_ability_results (ab);
  if (is_true (dk_ability_get_attr (ab, "first")))
    out->flags |= UFS_AB_FIRST;
  if (is_true (dk_ability_get_attr (ab, "combo")))
    out->flags |= UFS_AB_COMBO;
  if (is_true (dk_ability_get_attr (ab, "deadlock")))
    out->flags |= UFS_AB_DEADLOCK;
  if (is_true (dk_ability_get_attr (ab, "desperation")))
    out->flags |= UFS_AB_DESPERATION;
  if (is_true (dk_ability_get_attr (ab, "either-player")))
    out->flags |= UFS_AB_EITHER_PLAYER;
  out->uncancellable = is_true (dk_ability_get_attr (ab, "uncancellable"));
  if (is_true (dk_ability_get_attr (ab, "while-committed")))
    out->flags |= UFS_AB_WHILE_COMMITTED;
  /* H.3.3.1: "only playable while committed" (not "also"). */
  v = dk_ability_get_attr (ab, "while-committed");
  if (v != NULL && strcmp (v, "only") == 0)
    out->flags |= UFS_AB_WHILE_COMMITTED | UFS_AB_ONLY_COMMITTED;
  v = dk_ability_get_attr (ab, "zone");
  if (v != NULL)
    {
      out->flags |= UFS_AB_ZONE;
      out->zone = (gint8) zone_index_of (v);
    }
  v = dk_ability_get_attr (ab, "character");
  if (v != NULL)
    {
      out->flags |= UFS_AB_CHARACTER;
      out->character = quark_of (v);
    }
  v = dk_ability_get_attr (ab, "resource");
  if (v != NULL)
    {
      out->flags |= UFS_AB_RESOURCE;
      for (guint i = 0; resources->values[i] && i < 32; i++)
        if (strcmp (resources->values[i], v) == 0)
          out->resource = 1u << i;
    }
  v = dk_ability_get_attr (ab, "watermark");
  if (v != NULL)
    {
      out->flags |= UFS_AB_WATERMARK;
      /* Watermarks are stats read as quarks, "" included. */
      out->watermark = g_quark_from_string (v);
    }
  out->limit = (guint8) limit_of (dk_ability_get_attr (ab, "limit"), 0);
  out->limit2 = (guint8) limit_of (dk_ability_get_attr (ab, "limit"), 1);
  if (when_names_self (ab))
    out->flags |= UFS_AB_NAMES_SELF;
  if (ufs_ability_uses_x (ab))
    out->flags |= UFS_AB_USES_X;
  if (self_stats_of (ab) != 0)
    out->flags |= UFS_AB_SELF_MODIFY;
  if (ufs_ability_is_inert (ab))
    out->flags |= UFS_AB_INERT;
  compile_when (rules, ab, out);
}

static void
compile_keyword (const DkKeyword *kw, guint index, UfsKeywordData *out)
{
  const char *v;

  memset (out, 0, sizeof *out);
  out->kind = (guint8) played_kind (kw->name);
  out->index = (guint16) index;
  out->rating = kw->rating > 0 ? kw->rating : 1;
  /* I.2.5: a keyword preceded by a restriction gives its ability that
   * restriction. */
  if (is_true (dk_keyword_get_attr (kw, "deadlock")))
    out->flags |= UFS_KWR_DEADLOCK;
  if (is_true (dk_keyword_get_attr (kw, "desperation")))
    out->flags |= UFS_KWR_DESPERATION;
  v = dk_keyword_get_attr (kw, "for-character");
  if (v != NULL)
    {
      out->flags |= UFS_KWR_CHARACTER;
      out->character = quark_of (v);
    }
}

/* I.3.2: the characters the first Only names, "|" between names. */
static void
compile_only (const DkKeyword *kw, UfsCardData *data)
{
  const char *names = dk_keyword_get_attr (kw, "character");
  g_auto (GStrv) list = NULL;

  if (names == NULL)
    {
      data->only_flags |= UFS_ONLY_ANYONE;
      return;
    }
  list = g_strsplit (names, "|", -1);
  for (guint i = 0; list[i]; i++)
    {
      const char *name = g_strstrip (list[i]);

      if (*name == '\0')
        data->only_flags |= UFS_ONLY_EMPTY;
      else if (data->n_only < UFS_ONLY_NAMES)
        data->only[data->n_only++] = g_quark_from_string (name);
      else
        data->only_flags |= UFS_ONLY_MORE;
    }
}

/* --- Combo requirements (I.3.3) ------------------------------------------ */

/* I.1, I.2.1: the keywords a requirement may name, by UfsKeywordName. */
static const char *const keyword_names[UFS_N_KEYWORD_NAMES] = {
  [UFS_KWN_ALLY] = "Ally",
  [UFS_KWN_CHARGE] = "Charge",
  [UFS_KWN_FURY] = "Fury",
  [UFS_KWN_KICK] = "Kick",
  [UFS_KWN_PUNCH] = "Punch",
  [UFS_KWN_RANGED] = "Ranged",
  [UFS_KWN_SLAM] = "Slam",
  [UFS_KWN_TAUNT] = "Taunt",
  [UFS_KWN_TECH] = "Tech",
  [UFS_KWN_WEAPON] = "Weapon",
  [UFS_KWN_BREAKER] = "Breaker",
  [UFS_KWN_ONLY] = "Only",
  [UFS_KWN_COMBO] = "Combo",
  [UFS_KWN_DESPERATION] = "Desperation",
  [UFS_KWN_EX] = "EX",
  [UFS_KWN_FLASH] = "Flash",
  [UFS_KWN_GAUGE] = "Gauge",
  [UFS_KWN_MULTIPLE] = "Multiple",
  [UFS_KWN_POWERFUL] = "Powerful",
  [UFS_KWN_REVERSAL] = "Reversal",
  [UFS_KWN_SAFE] = "Safe",
  [UFS_KWN_STUN] = "Stun",
  [UFS_KWN_TERRAIN] = "Terrain",
  [UFS_KWN_THROW] = "Throw",
  [UFS_KWN_UNIQUE] = "Unique",
};

/* The printed values a requirement may name, by UfsComboReq.values index. */
static const struct
{
  const char *name;
  guint stat;
} combo_values[UFS_COMBO_N_VALUES] = {
  [UFS_COMBO_DAMAGE] = { "damage", UFS_STAT_DAMAGE },
  [UFS_COMBO_SPEED] = { "speed", UFS_STAT_SPEED },
  [UFS_COMBO_DIFFICULTY] = { "difficulty", UFS_STAT_DIFFICULTY },
  [UFS_COMBO_CONTROL] = { "control", UFS_STAT_CONTROL },
};

/* B.6.6: as ufs_symbols_of() reads them, the infinity symbol showing all
 * twelve others. */
#define ALL_SYMBOLS 0xfffu
#define INFINITY_BIT (1u << 12)

/* Is @word (@len bytes) @name, in any case? */
static gboolean
word_is (const char *word, gsize len, const char *name)
{
  return strlen (name) == len && g_ascii_strncasecmp (word, name, len) == 0;
}

/* The index of @word (@len bytes) in the NULL-terminated @names, in any
 * case, or -1. */
static gint
word_index (const char *const *names, guint n, const char *word, gsize len)
{
  for (guint i = 0; i < n && names[i] != NULL; i++)
    if (word_is (word, len, names[i]))
      return (gint) i;
  return -1;
}

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* One term of a requirement (not a quoted name) into @r; @zone and @block
 * are kept apart until the requirement ends, as `high block` is a block
 * zone and `high` alone an attack zone. NULL, or what is wrong. */
static char *
combo_term (
    const DkRules *rules, const char *t, gsize len, UfsComboReq *r, gint *zone, gboolean *block)
{
  const DkModule *m = dk_rules_get_module (rules);
  const DkStatSpec *resources = &m->stats[UFS_STAT_RESOURCES];
  const DkStatSpec *zones = &m->stats[UFS_STAT_ATTACK_ZONE];
  const char *colon = memchr (t, ':', len);
  gint i;

  if (*t == '{')
    {
      i = len > 2 && t[len - 1] == '}' ? word_index (resources->values, 32, t + 1, len - 2) : -1;
      if (i < 0)
        return g_strdup_printf ("unknown resource symbol \"%.*s\"", (int) len, t);
      r->symbols |= (guint16) (1u << i);
      return NULL;
    }
  if (colon != NULL)
    {
      g_autofree char *value = g_strndup (colon + 1, len - (gsize) (colon - t) - 1);
      gint32 n;

      for (i = 0; i < UFS_COMBO_N_VALUES; i++)
        if (word_is (t, (gsize) (colon - t), combo_values[i].name))
          break;
      if (i == UFS_COMBO_N_VALUES)
        return g_strdup_printf ("unknown printed value \"%.*s\" (damage, speed, difficulty "
                                "or control)",
                                (int) (colon - t), t);
      if (!canonical_int (value, &n) || n < 0)
        return g_strdup_printf ("\"%.*s\": the value is not a whole number", (int) len, t);
      if ((r->stats & (1u << i)) && r->values[i] != n)
        return g_strdup_printf ("\"%.*s\": a second %s in one requirement", (int) len, t,
                                combo_values[i].name);
      r->stats |= (guint8) (1u << i);
      r->values[i] = n;
      return NULL;
    }
  if (word_is (t, len, "block"))
    {
      *block = TRUE;
      return NULL;
    }
  i = word_index (zones->values, 3, t, len);
  if (i >= 0)
    {
      if (*zone >= 0 && *zone != i)
        return g_strdup_printf ("\"%.*s\": a second zone in one requirement", (int) len, t);
      *zone = i;
      return NULL;
    }
  i = word_index (m->card_types, G_MAXUINT, t, len);
  if (i >= 0)
    {
      if (r->type >= 0 && r->type != i)
        return g_strdup_printf ("\"%.*s\": a second card type in one requirement", (int) len, t);
      r->type = (gint8) i;
      return NULL;
    }
  i = word_index (keyword_names, UFS_N_KEYWORD_NAMES, t, len);
  if (i >= 0)
    {
      r->keywords |= 1u << i;
      return NULL;
    }
  return g_strdup_printf ("unknown word \"%.*s\" (a keyword, card type, zone, block, {symbol}, "
                          "STAT:N or 'Card Name')",
                          (int) len, t);
}

/* A card name in single quotes at *@p (a quote written twice is one
 * quote), past it on return. NULL, or what is wrong. */
static char *
combo_name (const char **p, UfsComboReq *r)
{
  g_autoptr (GString) name = g_string_new (NULL);
  const char *s = *p + 1;

  for (;;)
    {
      if (*s == '\0')
        return g_strdup ("a card name in quotes is not closed");
      if (*s == '\'' && s[1] == '\'')
        {
          g_string_append_c (name, '\'');
          s += 2;
          continue;
        }
      if (*s == '\'')
        break;
      g_string_append_c (name, *s++);
    }
  s++;
  if (*s != '\0' && *s != ',' && !is_space (*s))
    return g_strdup_printf ("'%s': a space or a comma must follow the name", name->str);
  if (name->len == 0)
    return g_strdup ("an empty card name ('')");
  if (r->name != 0 && r->name != g_quark_from_string (name->str))
    return g_strdup_printf ("'%s': a second card name in one requirement", name->str);
  r->name = g_quark_from_string (name->str);
  *p = s;
  return NULL;
}

/**
 * combo_parse:
 * @rules: the UFS rules
 * @text: a Combo keyword's `requires`
 * @out: (nullable): room for @max requirements
 * @error: (out): what is wrong, when it returns -1
 *
 * I.3.3.1: reads a Combo's requirements, in card pool order: separated by
 * commas, each one or more terms separated by spaces, all of which the
 * card must meet (docs/ufs-cards.md, "Combo requirements").
 *
 * Returns: how many requirements @text has (those past @max are read but
 *   not kept), or -1
 */
static gint
combo_parse (const DkRules *rules, const char *text, UfsComboReq *out, guint max, char **error)
{
  const char *p = text;
  guint n = 0;

  *error = NULL;
  for (;;)
    {
      UfsComboReq r = { 0 };
      gint zone = -1;
      gboolean block = FALSE, any = FALSE;

      r.type = r.zone = r.block = -1;
      while (is_space (*p))
        p++;
      while (*p != '\0' && *p != ',')
        {
          if (*p == '\'')
            *error = combo_name (&p, &r);
          else
            {
              const char *t = p;

              while (*p != '\0' && *p != ',' && *p != '\'' && !is_space (*p))
                p++;
              *error = combo_term (rules, t, (gsize) (p - t), &r, &zone, &block);
            }
          if (*error != NULL)
            return -1;
          any = TRUE;
          while (is_space (*p))
            p++;
        }
      if (!any)
        {
          *error = g_strdup (n == 0 && *p == '\0' ? "no requirement" : "an empty requirement");
          return -1;
        }
      /* `high block`: the block zone; `block`: any block; `high`: the
       * attack zone. */
      if (block)
        r.block = (gint8) (zone >= 0 ? zone : UFS_COMBO_ANY_BLOCK);
      else
        r.zone = (gint8) zone;
      if (out != NULL && n < max)
        out[n] = r;
      n++;
      if (*p != ',')
        return (gint) n;
      p++;
    }
}

/* @text on one line, for a message. */
static char *
one_line (const char *text)
{
  char *s = g_strdup (text);

  for (char *c = s; *c; c++)
    if ((guchar) *c < 0x20)
      *c = ' ';
  return s;
}

/**
 * ufs_check_card:
 * @rules: the UFS rules
 * @def: a card that passed the schema and the framework's checks
 * @problems: where to add "FILE:LINE: message" strings
 *
 * DkModule.check_card: what the schema leaves free-form and the module
 * must read: a response condition on the R abilities and on them only
 * (H.1.6.1), each Combo's requirements (I.3.3.1), and no more of them
 * than a compiled card keeps.
 */
void
ufs_check_card (const DkRules *rules, const DkCardDef *def, GPtrArray *problems)
{
  guint combos = 0, reqs = 0;

  /* H.1.6.1: a response (R) ability needs its response condition; an
   * enhance or form has none (an R kept as text only is never played). */
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      if (ab->type == UFS_ABILITY_RESPONSE && ab->when_event < 0 && !ufs_ability_is_inert (ab))
        g_ptr_array_add (problems,
                         g_strdup_printf ("%s:%u: card %s: an R ability needs its response "
                                          "condition, a <when> (H.1.6.1)",
                                          def->file, ab->line, def->id));
      else if ((ab->type == UFS_ABILITY_ENHANCE || ab->type == UFS_ABILITY_FORM) &&
               ab->when_event >= 0)
        g_ptr_array_add (problems,
                         g_strdup_printf ("%s:%u: card %s: a response condition (<when>) belongs "
                                          "to an R ability, not to an %s one (H.1.6.1)",
                                          def->file, ab->line, def->id,
                                          ab->type == UFS_ABILITY_ENHANCE ? "E" : "F"));
    }

  for (guint i = 0; i < def->n_keywords; i++)
    {
      const DkKeyword *kw = &def->keywords[i];
      const char *requires;
      g_autofree char *error = NULL;
      gint n;

      if (strcmp (kw->name, "Combo") != 0)
        continue;
      requires = dk_keyword_get_attr (kw, "requires");
      if (requires == NULL)
        {
          g_ptr_array_add (problems, g_strdup_printf ("%s:%u: card %s: Combo needs its "
                                                      "requirements (requires=\"...\", I.3.3.1)",
                                                      def->file, kw->line, def->id));
          continue;
        }
      n = combo_parse (rules, requires, NULL, 0, &error);
      if (n < 0)
        {
          g_autofree char *shown = one_line (requires);

          g_ptr_array_add (problems, g_strdup_printf ("%s:%u: card %s: Combo requires=\"%s\": %s",
                                                      def->file, kw->line, def->id, shown, error));
          continue;
        }
      combos++;
      reqs += (guint) n;
      if (combos > UFS_CARD_COMBOS)
        {
          g_ptr_array_add (problems,
                           g_strdup_printf ("%s:%u: card %s: more Combo keywords than "
                                            "the %u a card keeps",
                                            def->file, kw->line, def->id, UFS_CARD_COMBOS));
          return;
        }
      if (reqs > UFS_CARD_COMBO_REQS)
        {
          g_ptr_array_add (problems, g_strdup_printf ("%s:%u: card %s: %u Combo requirements, "
                                                      "more than the %u a card keeps",
                                                      def->file, kw->line, def->id, reqs,
                                                      UFS_CARD_COMBO_REQS));
          return;
        }
    }
}

/* The Combo keyword @kw (checked by ufs_check_card()) into @d. */
static void
compile_combo (const DkRules *rules, const DkKeyword *kw, guint index, UfsCardData *d)
{
  UfsCombo *c = &d->combos[d->n_combos];
  guint used = d->n_combos > 0 ? (guint) c[-1].first + c[-1].n : 0;
  g_autofree char *error = NULL;
  gint n;

  n = combo_parse (rules, dk_keyword_get_attr (kw, "requires"), d->combo_reqs + used,
                   UFS_CARD_COMBO_REQS - used, &error);
  g_return_if_fail (n > 0 && used + (guint) n <= UFS_CARD_COMBO_REQS);
  compile_keyword (kw, index, &c->kw);
  c->first = (guint8) used;
  c->n = (guint8) n;
  d->n_combos++;
}

/* The keywords printed on @def, by UfsKeywordName. */
static guint32
printed_keywords (const DkCardDef *def)
{
  guint32 mask = 0;

  for (guint i = 0; i < def->n_keywords; i++)
    {
      const char *name = def->keywords[i].name;
      gint k = word_index (keyword_names, UFS_N_KEYWORD_NAMES, name, strlen (name));

      if (k >= 0)
        mask |= 1u << k;
    }
  return mask;
}

#define ALL_ZONES 0x7fu

/* The zone kinds @ab, on a card defined by @def, may ever be played from
 * (place_ok): its zone; anywhere for a response whose condition names its
 * card; else the staging area for a foundation, asset or character
 * (attached or starting), the hand for an action, and the card pool for
 * an attack's enhance or response. */
static guint8
zones_of (const DkCardDef *def, const DkAbility *ab, const UfsAbilityData *ad)
{
  guint zones = 0;

  if (ad->flags & UFS_AB_ZONE)
    return ad->zone >= 0 ? (guint8) (1u << ad->zone) : 0;
  if (ab->type == UFS_ABILITY_RESPONSE && (ad->flags & UFS_AB_NAMES_SELF))
    return ALL_ZONES;
  if (def->type == UFS_TYPE_FOUNDATION || def->type == UFS_TYPE_ASSET ||
      def->type == UFS_TYPE_CHARACTER)
    zones |= 1u << UFS_ZONE_STAGING;
  if (def->type == UFS_TYPE_ACTION)
    zones |= 1u << UFS_ZONE_HAND;
  if (ab->type != UFS_ABILITY_FORM)
    zones |= 1u << UFS_ZONE_CARD_POOL;
  return (guint8) zones;
}

static void each_ability_limit (const DkCardDef *def, const DkAbility *ab, UfsAbilityData *ad);

/**
 * ufs_compile_card:
 * @rules: the UFS rules
 * @def: a definition that passed its checks
 * @data: (out caller-allocates): a zeroed UfsCardData
 *
 * DkModule.compile_card: fills @data from @def.
 */
void
ufs_compile_card (const DkRules *rules, const DkCardDef *def, gpointer data)
{
  UfsCardData *d = data;
  gboolean only_seen = FALSE;

  d->name = quark_of (def->name);
  d->id = g_quark_from_string (def->id);
  d->desperation = -1;
  d->inert = ufs_card_first_inert (def);
  d->reads_cards = ufs_card_reads_cards (def);
  d->printed = printed_keywords (def);
  d->symbols = (guint16) def->stats[UFS_STAT_RESOURCES];
  if (d->symbols & INFINITY_BIT)
    d->symbols |= ALL_SYMBOLS;
  for (guint i = 0; i < def->n_keywords; i++)
    {
      const DkKeyword *kw = &def->keywords[i];
      guint32 flag = keyword_flag (kw->name);
      UfsKeywordAbility kind = played_kind (kw->name);

      if (flag == UFS_KWF_DESPERATION && !(d->keywords & UFS_KWF_DESPERATION))
        {
          d->desperation = kw->rating;
          /* I.2.5: `Tollan Marsh Desperation: 4`. */
          compile_keyword (kw, i, &d->desperation_kw);
        }
      if (flag == UFS_KWF_COMBO && d->n_combos < UFS_CARD_COMBOS)
        compile_combo (rules, kw, i, d);
      if (flag == UFS_KWF_ONLY && !only_seen)
        {
          only_seen = TRUE;
          compile_only (kw, d);
        }
      d->keywords |= flag;
      if (kind == UFS_KW_NONE)
        continue;
      d->kinds |= (guint8) (1u << kind);
      /* I.3.1: Breaker answers a block, wherever its card is; I.3.10:
       * Reversal a resolved attack, from the hand. */
      if (kind == UFS_KW_BREAKER)
        {
          d->responds |= G_GUINT64_CONSTANT (1) << UFS_EVENT (BLOCK);
          d->zones[UFS_ABILITY_RESPONSE] |= ALL_ZONES;
        }
      if (kind == UFS_KW_REVERSAL)
        {
          d->responds |= G_GUINT64_CONSTANT (1) << UFS_EVENT (ATTACK_RESOLVED);
          d->zones[UFS_ABILITY_RESPONSE] |= 1u << UFS_ZONE_HAND;
        }
      if (d->n_played < UFS_CARD_KEYWORDS)
        compile_keyword (kw, i, &d->played[d->n_played]);
      if (d->n_played < G_MAXUINT8)
        d->n_played++;
    }
  d->other_stats = ufs_other_stats_of (def);
  d->forbids = ufs_forbids_of (def);
  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];
      gint e = ab->when_event;

      UfsAbilityData ad;

      if (ab->type >= 0 && ab->type < 8)
        d->types |= (guint8) (1u << ab->type);
      if (e >= 0 && e < 64)
        d->listens |= G_GUINT64_CONSTANT (1) << e;
      if (e >= 0 && e < 64 && ab->type == UFS_ABILITY_RESPONSE)
        {
          d->responds |= G_GUINT64_CONSTANT (1) << e;
          d->printed_responds |= G_GUINT64_CONSTANT (1) << e;
        }
      if (e >= 0 && e < 64 && ab->type == UFS_ABILITY_CONTINUOUS)
        d->fires |= G_GUINT64_CONSTANT (1) << e;
      d->self_stats |= self_stats_of (ab);
      /* E.4.1: "You may only play this card if ..." */
      if (ab->type == UFS_ABILITY_CONTINUOUS && e < 0)
        for (guint k = 0; k < ab->effect.n_instrs; k++)
          {
            if (ab->effect.instrs[k].op == DK_INSTR_MODULE_BASE + UFS_INSTR_REQUIRE)
              d->play_require = TRUE;
            else if (ab->effect.instrs[k].op ==
                     DK_INSTR_MODULE_BASE + UFS_INSTR_AS_THOUGH_IN_HAND)
              d->static_as_hand = TRUE;
          }
      compile_ability (rules, ab, &ad);
      each_ability_limit (def, ab, &ad);
      if (bonus_may_change (ab, &ad))
        d->static_changes = TRUE;
      if (ad.flags & UFS_AB_EITHER_PLAYER)
        d->either_types |= (guint8) (1u << (ab->type & 7));
      if (ab->type >= 0 && ab->type <= UFS_ABILITY_CONTINUOUS)
        d->zones[ab->type] |= zones_of (def, ab, &ad);
      /* As place_ok() has it for a committed card. */
      if (ab->type >= 0 && ab->type < 8 && (ad.flags & (UFS_AB_WHILE_COMMITTED | UFS_AB_ZONE)))
        d->committed_types |= (guint8) (1u << ab->type);
      if (a < UFS_CARD_ABILITIES)
        {
          d->abilities[a] = ad;
          d->n_compiled = (guint8) (a + 1);
        }
    }
}

/* H.3.2: "Each ability on this card is only playable once per turn": a
 * continuous ability of @def (no <when>) holding <each-ability
 * limit="once-per-turn"/> limits each of the card's other printed
 * abilities (@ab, compiled into @ad) to once per turn; a twice per turn
 * becomes once. */
static void
each_ability_limit (const DkCardDef *def, const DkAbility *ab, UfsAbilityData *ad)
{
  gboolean once = FALSE;

  if (ab->type == UFS_ABILITY_CONTINUOUS)
    return;
  for (guint a = 0; a < def->n_abilities && !once; a++)
    {
      const DkAbility *rule = &def->abilities[a];

      if (rule->type != UFS_ABILITY_CONTINUOUS || rule->when_event >= 0)
        continue;
      for (guint i = 0; i < rule->effect.n_instrs; i++)
        if (rule->effect.instrs[i].op == DK_INSTR_MODULE_BASE + UFS_INSTR_EACH_ABILITY)
          once = TRUE;
    }
  if (!once)
    return;
  if (ad->limit == UFS_LIMIT_TWICE_PER_TURN)
    ad->limit = UFS_LIMIT_ONCE_PER_TURN;
  if (ad->limit2 == UFS_LIMIT_TWICE_PER_TURN)
    ad->limit2 = UFS_LIMIT_ONCE_PER_TURN;
  if (ad->limit == UFS_LIMIT_ONCE_PER_TURN || ad->limit2 == UFS_LIMIT_ONCE_PER_TURN)
    return;
  if (ad->limit == UFS_LIMIT_NONE)
    ad->limit = UFS_LIMIT_ONCE_PER_TURN;
  else if (ad->limit2 == UFS_LIMIT_NONE)
    ad->limit2 = UFS_LIMIT_ONCE_PER_TURN;
}

/* ufs_ability_data() for an ability past the ones a definition keeps:
 * compiled into @scratch. */
const UfsAbilityData *
ufs_ability_data_compile (const DkGame *g,
                          const DkCardDef *def,
                          guint index,
                          UfsAbilityData *scratch)
{
  compile_ability (dk_game_get_rules (g), &def->abilities[index], scratch);
  each_ability_limit (def, &def->abilities[index], scratch);
  return scratch;
}

/**
 * ufs_played_keyword:
 * @def: a card definition
 * @index: a played keyword ability of @def (below UfsCardData.n_played)
 * @scratch: room for a keyword compiled now
 *
 * Returns: (transfer none): the @index-th played keyword ability of @def
 */
const UfsKeywordData *
ufs_played_keyword (const DkCardDef *def, guint index, UfsKeywordData *scratch)
{
  const UfsCardData *d = ufs_card_data (def);

  if (index < UFS_CARD_KEYWORDS)
    return &d->played[index];
  for (guint i = 0; i < def->n_keywords; i++)
    if (played_kind (def->keywords[i].name) != UFS_KW_NONE && index-- == 0)
      {
        compile_keyword (&def->keywords[i], i, scratch);
        return scratch;
      }
  g_return_val_if_reached (&d->played[0]);
}

/**
 * ufs_only_names:
 * @def: a card definition with Only
 * @name: a character's name as a quark, 0 for no character
 *
 * I.3.2: does the first Only of @def allow the character named @name?
 */
gboolean
ufs_only_names (const DkCardDef *def, GQuark name)
{
  const UfsCardData *d = ufs_card_data (def);
  const char *mine;
  const char *names;
  g_auto (GStrv) list = NULL;

  if (d->only_flags & UFS_ONLY_ANYONE)
    return TRUE;
  if (name == 0)
    return (d->only_flags & UFS_ONLY_EMPTY) != 0;
  for (guint i = 0; i < d->n_only; i++)
    if (d->only[i] == name)
      return TRUE;
  if (!(d->only_flags & UFS_ONLY_MORE))
    return FALSE;
  /* More names than a definition keeps: read the rest. */
  mine = g_quark_to_string (name);
  names = dk_keyword_get_attr (dk_card_def_get_keyword (def, "Only"), "character");
  list = g_strsplit (names, "|", -1);
  for (guint i = 0; list[i]; i++)
    if (strcmp (g_strstrip (list[i]), mine) == 0)
      return TRUE;
  return FALSE;
}

/**
 * ufs_ability_is_inert:
 * @ab: a printed ability
 *
 * Is @ab printed without an effect the engine can run: kept as text only
 * (`compiled="false"`, a card pool imported before its text is compiled)
 * or with an empty effect? Such an ability is never played; a deck holding
 * its card is refused unless the ruleset's allow-inert says otherwise.
 */
gboolean
ufs_ability_is_inert (const DkAbility *ab)
{
  const char *compiled = dk_ability_get_attr (ab, "compiled");

  return (compiled != NULL && strcmp (compiled, "false") == 0) || ab->effect.n_instrs == 0;
}

/**
 * ufs_card_first_inert:
 * @def: a card definition
 *
 * Returns: the index of the first printed ability of @def that is inert
 *   (ufs_ability_is_inert()), -1 when the card is fully executable
 */
gint16
ufs_card_first_inert (const DkCardDef *def)
{
  for (guint a = 0; a < def->n_abilities && a < G_MAXINT16; a++)
    if (ufs_ability_is_inert (&def->abilities[a]))
      return (gint16) a;
  return -1;
}
