/* ufs-state.c: values and states (C.3, J.2, J.4): amounts computed from
 * the game, X defined by an effect, valued and valueless cards, static
 * effects of continuous abilities on other cards, when an attack's values
 * may be modified. ufs-state-cards.c shows, hides and changes cards.
 *
 * An amount expression (`count(momentum)`, `2*count(foundations, opponent)+1`,
 * `damage(this-attack)`) is compiled at load into one packed integer in the
 * instruction's amount slot (UFS_INSTR_EXPR): reading it while a game runs
 * is a switch and a few loads, with no string in sight.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <stdlib.h>
#include <string.h>

/* --- amount expressions (J.4.2, J.4.3) ------------------------------------------- */

/* What an expression's term reads. */
enum
{
  AMT_ZONE,                  /* arg: a zone kind; the cards in it */
  AMT_FOUNDATIONS,           /* foundations in the staging area (D.2.2.2: face-down ones too) */
  AMT_COMMITTED_FOUNDATIONS, /* ... that are committed */
  AMT_READY_FOUNDATIONS,     /* ... that are ready */
  AMT_FACE_DOWN,             /* face-down cards in the staging area */
  AMT_VITALITY,              /* the player's vitality now */
  AMT_X,                     /* the X of the ability (J.4.3) */
  AMT_STAT,                  /* arg: a stat; of the card in .target */
  AMT_POOL_ATTACKS,          /* attacks in the card pool */
  AMT_POOL_ACTIONS,          /* actions in the card pool */
  AMT_ASSETS,                /* face-up assets in the staging area */
  AMT_COMMITTED,             /* committed cards in the staging area, the character too */
  AMT_TURN,                  /* arg: a UfsHistory; what the player did this turn */
  AMT_PRINTED,               /* arg: a stat; the printed value of the card in .target */
  AMT_CHARACTERS,            /* character cards in the staging area, attached ones too */
  AMT_POOL_KEYWORD,          /* by .target (AMT_FACE_UP_*): face-up attacks with the keyword arg in
                              * the card pool; one of amt_face_up (arg); the face-up attacks of
                              * the card pool in the attack zone arg */
  AMT_N_KINDS
};

/* The cards a stat term may read (the module's targets, without an
 * execution context: the payability test reads them too). */
enum
{
  AMT_TARGET_SELF,
  AMT_TARGET_THIS_ATTACK,
  AMT_TARGET_YOUR_CHARACTER,
  AMT_TARGET_OPPONENT_CHARACTER,
  AMT_TARGET_BLOCKER,
  AMT_TARGET_VAR, /* a card chosen earlier (<choose as>): the var in .player */
};

/* The packing of an expression in a gint32: kind 4 bits, player 2 (0 you,
 * 1 opponent, 2 both), arg 6, target 3, multiplier 7 (signed), divisor 3
 * (1 to 7), addend 7 (signed). */
#define AMT_MUL_MIN (-64)
#define AMT_MUL_MAX 63
#define AMT_ADD_MIN (-64)
#define AMT_ADD_MAX 63
#define AMT_DIV_MAX 7

static guint32
amt_pack (guint kind, guint player, guint arg, guint target, gint mul, guint div, gint add)
{
  return (guint32) kind | (guint32) player << 4 | (guint32) arg << 6 | (guint32) target << 12 |
         ((guint32) mul & 0x7f) << 15 | (guint32) div << 22 | ((guint32) add & 0x7f) << 25;
}

static gint
sext7 (guint32 v)
{
  return (v & 0x40) ? (gint) v - 0x80 : (gint) v;
}

static const char *const amt_zone_names[] = {
  [UFS_ZONE_DECK] = "deck",           [UFS_ZONE_HAND] = "hand",
  [UFS_ZONE_CARD_POOL] = "card-pool", [UFS_ZONE_STAGING] = "staging",
  [UFS_ZONE_DISCARD] = "discard",     [UFS_ZONE_MOMENTUM] = "momentum",
  [UFS_ZONE_REMOVED] = "removed",
};

static const char *const amt_group_names[] = {
  [AMT_FOUNDATIONS] = "foundations",
  [AMT_COMMITTED_FOUNDATIONS] = "committed-foundations",
  [AMT_READY_FOUNDATIONS] = "ready-foundations",
  [AMT_FACE_DOWN] = "face-down",
  [AMT_POOL_ATTACKS] = "attacks",
  [AMT_POOL_ACTIONS] = "actions",
  [AMT_ASSETS] = "assets",
  [AMT_COMMITTED] = "committed",
  [AMT_CHARACTERS] = "characters",
};

static const char *const amt_target_names[] = {
  [AMT_TARGET_SELF] = "self",
  [AMT_TARGET_THIS_ATTACK] = "this-attack",
  [AMT_TARGET_YOUR_CHARACTER] = "your-character",
  [AMT_TARGET_OPPONENT_CHARACTER] = "opponent-character",
  [AMT_TARGET_BLOCKER] = "blocker",
};

/* face-up(WHAT): the cards of a type in a zone, face up (a face-down card
 * has no type, C.3.3.1); "non-attack" counts the face-down ones too (they
 * are no attack), -3 the face-down ones only. Numbered from 1: the kind's
 * .target. */
static const struct
{
  const char *name;
  guint zone;
  gint type; /* a UFS_TYPE_*, or -2: any but attacks, -3: face down */
} amt_face_up[] = {
  { NULL, 0, 0 },
  { "pool-foundations", UFS_ZONE_CARD_POOL, UFS_TYPE_FOUNDATION },
  { "pool-characters", UFS_ZONE_CARD_POOL, UFS_TYPE_CHARACTER },
  { "pool-non-attacks", UFS_ZONE_CARD_POOL, -2 },
  /* C.3.3.1: the face-down cards of a card pool */
  { "pool-face-down", UFS_ZONE_CARD_POOL, -3 },
  /* C.3.3.1: the attacks and characters of a removed from game pile */
  { "removed-attacks", UFS_ZONE_REMOVED, UFS_TYPE_ATTACK },
  { "removed-characters", UFS_ZONE_REMOVED, UFS_TYPE_CHARACTER },
  /* J.4.2: the attacks of a discard pile (D.2.3: face up there) */
  { "discard-attacks", UFS_ZONE_DISCARD, UFS_TYPE_ATTACK },
  /* zone-attacks(mid): the attacks of a card pool in that attack zone
   * (B.2.2.1), the zone in the kind's arg; not a face-up() word; the last */
  { "zone-attacks", UFS_ZONE_CARD_POOL, -4 },
};
G_STATIC_ASSERT (G_N_ELEMENTS (amt_face_up) <= 64);

/* TERM//N: the quotient rounded toward 0 ("+1 damage for every 2 cards",
 * "-1 speed for every 2 cards": only whole groups of N count), in
 * the .target of a term that reads no card's stat (whose .target names
 * no card; AMT_POOL_KEYWORD's below 4). */
#define AMT_FLOOR 4u

/* What an AMT_POOL_KEYWORD term counts (its .target). */
enum
{
  AMT_FACE_UP_KEYWORD,
  AMT_FACE_UP_TABLE,
  AMT_FACE_UP_ZONE_ATTACKS,
};

static gint
word_index (const char *const *words, guint n, const char *w, gsize len)
{
  for (guint i = 0; i < n; i++)
    if (words[i] != NULL && strlen (words[i]) == len && strncmp (words[i], w, len) == 0)
      return (gint) i;
  return -1;
}

static const char *
skip_space (const char *p)
{
  while (*p == ' ')
    p++;
  return p;
}

/* A word of letters, digits and dashes at @p: its length. */
static gsize
word_len (const char *p)
{
  gsize n = 0;

  while (g_ascii_isalnum (p[n]) || p[n] == '-')
    n++;
  return n;
}

static gboolean
read_int (const char **pp, gint *out)
{
  const char *p = *pp;
  char *end;
  long v;

  if (!g_ascii_isdigit (*p))
    return FALSE;
  v = strtol (p, &end, 10);
  if (v > 1000)
    return FALSE;
  *out = (gint) v;
  *pp = end;
  return TRUE;
}

/* The term NAME(ARG[, ARG]) or x, at *pp. */
static gboolean
parse_term (const DkRules *rules,
            UfsAmountVarFunc var_of,
            gpointer data,
            const char **pp,
            guint *kind,
            guint *player,
            guint *arg,
            guint *target,
            const char **why)
{
  const char *p = skip_space (*pp);
  gsize n = word_len (p);
  const char *name = p;
  gsize name_len = n;
  const char *a1 = NULL, *a2 = NULL;
  gsize a1_len = 0, a2_len = 0;
  gint k;

  *player = 0;
  *arg = 0;
  *target = 0;
  if (n == 0)
    {
      *why = "a term is missing";
      return FALSE;
    }
  p += n;
  if ((n == 1 && (name[0] == 'x' || name[0] == 'X')))
    {
      *kind = AMT_X;
      *pp = p;
      return TRUE;
    }
  p = skip_space (p);
  if (*p != '(')
    {
      *why = "a term is NAME(...) or x";
      return FALSE;
    }
  p = skip_space (p + 1);
  a1 = p;
  a1_len = word_len (p);
  p = skip_space (p + a1_len);
  if (*p == ',')
    {
      p = skip_space (p + 1);
      a2 = p;
      a2_len = word_len (p);
      p = skip_space (p + a2_len);
    }
  if (*p != ')' || a1_len == 0 || (a2 != NULL && a2_len == 0))
    {
      *why = "unbalanced or empty parentheses";
      return FALSE;
    }
  *pp = p + 1;
  if (a2 != NULL)
    {
      static const char *const players[] = { "you", "opponent", "both" };

      k = word_index (players, G_N_ELEMENTS (players), a2, a2_len);
      if (k < 0)
        {
          *why = "the player is you, opponent or both";
          return FALSE;
        }
      *player = (guint) k;
    }
  if (name_len == 5 && strncmp (name, "count", 5) == 0)
    {
      k = word_index (amt_zone_names, G_N_ELEMENTS (amt_zone_names), a1, a1_len);
      if (k >= 0)
        {
          *kind = AMT_ZONE;
          *arg = (guint) k;
          return TRUE;
        }
      k = word_index (amt_group_names, G_N_ELEMENTS (amt_group_names), a1, a1_len);
      if (k < 0)
        {
          *why = "count() takes a zone, foundations, committed-foundations, "
                 "ready-foundations, face-down, attacks, actions, assets or committed";
          return FALSE;
        }
      *kind = (guint) k;
      return TRUE;
    }
  /* turn(attacks-played[, PLAYER]): ufs-history.c */
  if (name_len == 4 && strncmp (name, "turn", 4) == 0)
    {
      k = word_index (ufs_history_names, UFS_N_HISTORY, a1, a1_len);
      if (k < 0)
        {
          *why = "turn() takes attacks-played, damage-taken, damage-dealt, vitality-lost, "
                 "vitality-gained, non-throw-damage, foundations-destroyed or checked";
          return FALSE;
        }
      *kind = AMT_TURN;
      *arg = (guint) k;
      return TRUE;
    }
  /* face-up(pool-foundations[, PLAYER]) */
  if (name_len == 7 && strncmp (name, "face-up", 7) == 0)
    {
      for (guint i = 1; i < G_N_ELEMENTS (amt_face_up); i++)
        if (amt_face_up[i].type != -4 && strlen (amt_face_up[i].name) == a1_len &&
            strncmp (amt_face_up[i].name, a1, a1_len) == 0)
          {
            *kind = AMT_POOL_KEYWORD;
            *target = AMT_FACE_UP_TABLE;
            *arg = i;
            return TRUE;
          }
      *why = "face-up() takes pool-foundations, pool-characters, pool-non-attacks, "
             "pool-face-down, removed-attacks, removed-characters or discard-attacks";
      return FALSE;
    }
  /* zone-attacks(mid[, PLAYER]): the face-up attacks of the card pool
   * whose attack zone is mid now (B.2.2.1, C.3.2) */
  if (name_len == 12 && strncmp (name, "zone-attacks", 12) == 0)
    {
      static const char *const zones[] = {
        [UFS_ZONE_HIGH] = "high",
        [UFS_ZONE_MID] = "mid",
        [UFS_ZONE_LOW] = "low",
      };

      k = word_index (zones, G_N_ELEMENTS (zones), a1, a1_len);
      if (k < 0)
        {
          *why = "zone-attacks() takes high, mid or low";
          return FALSE;
        }
      *kind = AMT_POOL_KEYWORD;
      *target = AMT_FACE_UP_ZONE_ATTACKS;
      *arg = (guint) k;
      return TRUE;
    }
  /* keyword(Kick[, PLAYER]): the Kick attacks in the card pool */
  if (name_len == 7 && strncmp (name, "keyword", 7) == 0)
    {
      g_autofree char *kw = g_strndup (a1, a1_len);

      k = ufs_keyword_index (rules, kw);
      if (k < 0 || k >= 64)
        {
          *why = "keyword() takes a keyword";
          return FALSE;
        }
      *kind = AMT_POOL_KEYWORD;
      *arg = (guint) k;
      return TRUE;
    }
  if (name_len == 8 && strncmp (name, "vitality", 8) == 0)
    {
      static const char *const players[] = { "you", "opponent", "both" };

      if (a2 != NULL || (k = word_index (players, G_N_ELEMENTS (players), a1, a1_len)) < 0)
        {
          *why = "vitality() takes one player: you, opponent or both";
          return FALSE;
        }
      *kind = AMT_VITALITY;
      *player = (guint) k;
      return TRUE;
    }
  /* A stat of a card: damage(this-attack), height(your-character); its
   * printed value: printed-damage(this-attack). */
  {
    gboolean printed = name_len > 8 && strncmp (name, "printed-", 8) == 0;
    g_autofree char *stat =
        printed ? g_strndup (name + 8, name_len - 8) : g_strndup (name, name_len);
    gint s = dk_rules_stat_index (rules, stat);

    if (s < 0 || s >= 64)
      {
        *why = "unknown function or stat";
        return FALSE;
      }
    k = word_index (amt_target_names, G_N_ELEMENTS (amt_target_names), a1, a1_len);
    if (k < 0 && a2 == NULL && var_of != NULL)
      {
        g_autofree char *var = g_strndup (a1, a1_len);
        gint v = var_of (data, var);

        if (v >= 0 && v < 4)
          {
            *kind = printed ? AMT_PRINTED : AMT_STAT;
            *arg = (guint) s;
            *target = AMT_TARGET_VAR;
            *player = (guint) v;
            return TRUE;
          }
      }
    if (k < 0 || a2 != NULL)
      {
        *why = "a stat is read from self, this-attack, your-character, opponent-character, "
               "blocker or a card chosen before";
        return FALSE;
      }
    *kind = printed ? AMT_PRINTED : AMT_STAT;
    *arg = (guint) s;
    *target = (guint) k;
    return TRUE;
  }
}

/**
 * ufs_amount_parse:
 * @rules: the rules the card is loaded for
 * @text: an amount expression
 * @var_of: (nullable): the index of a card chosen earlier, by its name; -1
 *   for a name that is none
 * @data: for @var_of
 * @out: (out): the packed expression
 * @why: (out): what is wrong, when it fails
 *
 * Reads `[[-]N*]TERM[/N|//N][+N|-N]` (`//N` rounds toward 0); a TERM is `x`, `count(ZONE[, PLAYER])`,
 * `vitality(PLAYER)`, `turn(KIND[, PLAYER])`, `keyword(KEYWORD[, PLAYER])`,
 * `face-up(WHAT[, PLAYER])`, `zone-attacks(ZONE[, PLAYER])`, `STAT(CARD)` or
 * `printed-STAT(CARD)`.
 *
 * Returns: whether @text is an expression
 */
gboolean
ufs_amount_parse (const DkRules *rules,
                  const char *text,
                  UfsAmountVarFunc var_of,
                  gpointer data,
                  gint32 *out,
                  const char **why)
{
  const char *p = skip_space (text);
  gint sign = 1, mul = 1, div = 1, add = 0;
  guint kind, player, arg, target;

  if (*p == '-')
    {
      sign = -1;
      p = skip_space (p + 1);
    }
  if (g_ascii_isdigit (*p))
    {
      if (!read_int (&p, &mul) || *(p = skip_space (p)) != '*')
        {
          *why = "a number before a term is a factor: N*TERM";
          return FALSE;
        }
      p++;
    }
  mul *= sign;
  if (!parse_term (rules, var_of, data, &p, &kind, &player, &arg, &target, why))
    return FALSE;
  p = skip_space (p);
  /* TERM//N: "for every N ...", rounded down: the floor flag in the
   * target's high bit, of a term that reads no card's stat */
  if (p[0] == '/' && p[1] == '/')
    {
      if (kind == AMT_STAT || kind == AMT_PRINTED || kind == AMT_X)
        {
          *why = "a term rounded down (//N) counts cards or reads a player's value";
          return FALSE;
        }
      target |= AMT_FLOOR;
      p++;
    }
  if (*p == '/')
    {
      p = skip_space (p + 1);
      if (!read_int (&p, &div) || div < 1 || div > AMT_DIV_MAX)
        {
          *why = "a divisor is 1 to 7";
          return FALSE;
        }
      p = skip_space (p);
    }
  if (*p == '+' || *p == '-')
    {
      gint s = *p == '-' ? -1 : 1;

      p = skip_space (p + 1);
      if (!read_int (&p, &add))
        {
          *why = "a number must follow + or -";
          return FALSE;
        }
      add *= s;
      p = skip_space (p);
    }
  if (*p != '\0')
    {
      *why = "unexpected text after the expression";
      return FALSE;
    }
  if (mul < AMT_MUL_MIN || mul > AMT_MUL_MAX || add < AMT_ADD_MIN || add > AMT_ADD_MAX)
    {
      *why = "a factor or an added number out of range (-64 to 63)";
      return FALSE;
    }
  *out = (gint32) amt_pack (kind, player, arg, target, mul, (guint) div, add);
  return TRUE;
}

typedef struct
{
  DkCompiler *c;
  xmlNode *node;
} VarLookup;

/* A name bound by an earlier <choose as>, as the compiler knows it; -1
 * for another target (a name that is no target at all is reported as
 * an unknown target). */
static gint
var_of_compiler (gpointer data, const char *name)
{
  VarLookup *l = data;
  gint t;

  xmlSetProp (l->node, (const xmlChar *) "card", (const xmlChar *) name);
  t = dk_compiler_target (l->c, l->node, "card", TRUE);
  xmlUnsetProp (l->node, (const xmlChar *) "card");
  return t >= DK_TARGET_VAR0 && t <= DK_TARGET_VAR3 ? t - DK_TARGET_VAR0 : -1;
}

/**
 * ufs_compile_amount:
 * @c: the compiler
 * @node: the instruction
 * @attr: the amount's attribute
 * @def: its value when absent
 * @in: the instruction compiled
 * @slot: which of @in's a[] holds the amount
 *
 * An amount that is a number, `X` (H.4.4: UFS_INSTR_X) or an expression
 * (UFS_INSTR_EXPR, and UFS_INSTR_X too when it reads X). An instruction
 * has one amount.
 */
gboolean
ufs_compile_amount (
    DkCompiler *c, xmlNode *node, const char *attr, gint32 def, DkInstr *in, guint slot)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) attr);
  const char *s = (const char *) v;
  const char *why = NULL;
  gint32 packed;
  gboolean ok = TRUE;

  if (v == NULL)
    {
      in->a[slot] = def;
      return TRUE;
    }
  if (strcmp (s, "X") == 0)
    {
      in->flags |= UFS_INSTR_X;
      in->a[slot] = 0;
    }
  else if (s[0] != '\0' && (g_ascii_isdigit (s[0]) || s[0] == '-') &&
           strspn (s + 1, "0123456789") == strlen (s + 1) && s[1 - (s[0] != '-')] != '\0')
    ok = dk_compiler_int (c, node, attr, def, &in->a[slot]);
  else if (ufs_amount_parse (dk_compiler_get_rules (c), s, var_of_compiler, &(VarLookup){ c, node },
                             &packed, &why))
    {
      in->flags |= UFS_INSTR_EXPR;
      if ((packed & 0xf) == AMT_X)
        in->flags |= UFS_INSTR_X;
      /* J.4.2.3: a stat of its own card or of one chosen, which may move */
      if ((packed & 0xf) == AMT_STAT &&
          (((guint32) packed >> 12 & 7) == AMT_TARGET_SELF ||
           ((guint32) packed >> 12 & 7) == AMT_TARGET_VAR))
        in->flags |= UFS_INSTR_READS_CARD;
      in->a[slot] = packed;
    }
  else
    {
      dk_compiler_error (c, node, "<%s %s=\"%s\">: not a number, X or an amount expression (%s)",
                         (const char *) node->name, attr, s, why);
      ok = FALSE;
    }
  xmlFree (v);
  return ok;
}

/**
 * ufs_compile_framework_amount:
 * @c: the compiler
 * @node: the instruction
 * @name: the framework instruction that compiles it
 * @attr: its amount attribute
 * @in: the instruction compiled
 *
 * The framework's instruction @name, whose @attr (compiled into a[0]) may
 * also be X or an expression.
 */
gboolean
ufs_compile_framework_amount (
    DkCompiler *c, xmlNode *node, const char *name, const char *attr, DkInstr *in)
{
  xmlChar *v = xmlGetProp (node, (const xmlChar *) attr);
  gboolean plain =
      v == NULL || strspn ((const char *) v, "-0123456789") == strlen ((const char *) v);
  gboolean ok;
  gint32 def;

  if (plain)
    {
      xmlFree (v);
      return dk_framework_instr (name)->compile (c, node, in);
    }
  /* Compiled with a number first, then the amount replaces it. */
  xmlSetProp (node, (const xmlChar *) attr, (const xmlChar *) "0");
  ok = dk_framework_instr (name)->compile (c, node, in);
  xmlSetProp (node, (const xmlChar *) attr, v);
  xmlFree (v);
  def = in->a[0];
  return ok && ufs_compile_amount (c, node, attr, def, in, 0);
}

/* C.3.1: a card that is public, or in a public zone, is valued. */
gboolean
ufs_is_valued (const DkGame *g, gint32 card)
{
  const DkCard *c = dk_game_card (g, card);
  guint kind;
  guint all = (1u << dk_game_n_players (g)) - 1;

  if (c == NULL)
    return FALSE;
  if ((c->known & all) == all && !(c->flags & DK_CARD_FLAG_FACE_DOWN))
    return TRUE;
  kind = ufs_zone_kind (c->zone);
  return kind == UFS_ZONE_STAGING || kind == UFS_ZONE_CARD_POOL || kind == UFS_ZONE_DISCARD ||
         kind == UFS_ZONE_REMOVED;
}

/* --- vital statistics with question marks (J.4.4) ---------------------------------- */

/* UfsState.vital_chosen: the value chosen + 1 (bits 0 to 11), the vital
 * statistic (bits 12, 13: height, weight, blood type) and the character's
 * controller (bit 14). */
#define VITAL_VALUE 0xfff
#define VITAL_STAT_SHIFT 12
#define VITAL_PLAYER_BIT 0x4000

/* The values an opponent may choose for a vital statistic with question
 * marks: height in inches, weight in pounds (by 5), blood type. */
static const struct
{
  gint16 min, max, step;
} vital_range[] = {
  { 36, 108, 1 },
  { 50, 500, 5 },
  { 0, 3, 1 },
};

/* The value chosen for @stat (a vital statistic) of character @card, -1
 * when none was. */
static gint32
vital_chosen (const DkGame *g, gint32 card, guint stat)
{
  guint v = ufs_state_const (g)->vital_chosen;
  guint player = dk_game_card (g, card)->controller;

  if ((v & VITAL_VALUE) == 0 || (v >> VITAL_STAT_SHIFT & 3) != stat - UFS_STAT_HEIGHT ||
      ((v & VITAL_PLAYER_BIT) != 0) != (player == 1))
    return -1;
  return (gint32) (v & VITAL_VALUE) - 1;
}

static gint32 stat_target (
    const DkGame *g, const DkExec *ex, guint target, guint var, gint32 source, guint controller);

/**
 * ufs_vital_ask:
 * @g: a game
 * @card: the card whose ability's effect is about to execute
 * @ability: the ability
 * @controller: the player whose effect it is
 *
 * J.4.4: before the effect executes, when an amount of it (its first,
 * a[0]) reads a vital statistic of a starting character that is question
 * marks, the opponent of that character's controller chooses the value to
 * use (docs/rulings.md); one value an effect.
 *
 * Returns: whether the opponent is asked (ufs_vital_answer() then)
 */
gboolean
ufs_vital_ask (DkGame *g, gint32 card, guint ability, guint controller)
{
  const DkCardDef *def = dk_game_card_def (g, card);
  UfsState *s = ufs_state (g);
  const DkProgram *prog;

  s->vital_chosen = 0;
  if (def == NULL || ability >= def->n_abilities)
    return FALSE;
  prog = &def->abilities[ability].effect;
  for (guint i = 0; i < prog->n_instrs; i++)
    {
      const DkInstr *in = &prog->instrs[i];
      guint32 p = (guint32) in->a[0];
      guint arg = (p >> 6) & 0x3f, target = (p >> 12) & 7;
      gint32 who;
      guint k, owner;

      if (!(in->flags & UFS_INSTR_EXPR) || (p & 0xf) != AMT_STAT || arg < UFS_STAT_HEIGHT ||
          arg > UFS_STAT_BLOOD_TYPE ||
          (target != AMT_TARGET_YOUR_CHARACTER && target != AMT_TARGET_OPPONENT_CHARACTER))
        continue;
      who = stat_target (g, NULL, target, 0, card, controller);
      if (who == DK_NO_CARD || dk_game_stat (g, who, arg) >= 0)
        continue;
      k = arg - UFS_STAT_HEIGHT;
      owner = dk_game_card (g, who)->controller;
      s->vital_chosen = (guint16) ((k << VITAL_STAT_SHIFT) | (owner == 1 ? VITAL_PLAYER_BIT : 0));
      dk_game_decide (g, ufs_opponent (owner), DK_DECISION_CHOOSE);
      for (gint32 v = vital_range[k].min; v <= vital_range[k].max; v += vital_range[k].step)
        dk_option_add_int (dk_game_offer (g, DK_VERB_NUMBER, 0), v);
      return TRUE;
    }
  return FALSE;
}

/* J.4.4: the opponent's answer to ufs_vital_ask(). */
void
ufs_vital_answer (DkGame *g)
{
  UfsState *s = ufs_state (g);
  const DkOption *o = dk_game_answer (g);

  if (o != NULL && o->verb == DK_VERB_NUMBER)
    {
      s->vital_chosen = (guint16) ((s->vital_chosen & ~VITAL_VALUE) |
                                   (guint) CLAMP (o->args[0] + 1, 1, VITAL_VALUE));
      dk_game_clear_answer (g);
    }
}

/* J.4.4: the effect is done: its chosen value no longer holds. */
void
ufs_vital_forget (DkGame *g)
{
  ufs_state (g)->vital_chosen = 0;
}

static gint32
stat_target (
    const DkGame *g, const DkExec *ex, guint target, guint var, gint32 source, guint controller)
{
  const UfsState *s = ufs_state_const (g);

  switch (target)
    {
    case AMT_TARGET_VAR:
      /* Without a running program (a cost's payability), nothing is chosen. */
      return ex != NULL ? dk_exec_var (ex, var) : DK_NO_CARD;
    case AMT_TARGET_SELF:
      return source;
    case AMT_TARGET_THIS_ATTACK:
      return s->attack;
    case AMT_TARGET_YOUR_CHARACTER:
      return s->character[controller];
    case AMT_TARGET_OPPONENT_CHARACTER:
      return s->character[ufs_opponent (controller)];
    default:
      return s->blocker;
    }
}

static gint32
count_staging (const DkGame *g, guint kind, guint player)
{
  const UfsState *s = ufs_state_const (g);
  guint n;
  const guint16 *staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);
  gint32 count = 0;

  for (guint i = 0; i < n; i++)
    {
      gint32 card = staging[i];
      const DkCard *c = dk_game_card (g, card);
      gboolean down = (c->flags & DK_CARD_FLAG_FACE_DOWN) != 0;

      if (card == s->character[player] || (c->flags & UFS_FLAG_ATTACHED))
        continue;
      if (kind == AMT_FACE_DOWN)
        {
          count += down;
          continue;
        }
      /* D.2.2.2: a face-down card in the staging area is a foundation. */
      if (!down && ufs_card_type (g, card) != UFS_TYPE_FOUNDATION)
        continue;
      if (kind == AMT_COMMITTED_FOUNDATIONS && !(c->flags & DK_CARD_FLAG_EXHAUSTED))
        continue;
      if (kind == AMT_READY_FOUNDATIONS && (c->flags & DK_CARD_FLAG_EXHAUSTED))
        continue;
      count++;
    }
  return count;
}

/* Cards of a type in a zone (face up: a face-down card is a foundation in
 * the staging area, D.2.2.2, and has no type elsewhere, C.3.3.1), or the
 * committed cards of the staging area. */
static gint32
count_kind (const DkGame *g, guint kind, guint player)
{
  guint zone =
      kind == AMT_POOL_ATTACKS || kind == AMT_POOL_ACTIONS ? UFS_ZONE_CARD_POOL : UFS_ZONE_STAGING;
  guint type = kind == AMT_POOL_ATTACKS   ? UFS_TYPE_ATTACK
               : kind == AMT_POOL_ACTIONS ? UFS_TYPE_ACTION
                                          : UFS_TYPE_ASSET;
  guint n;
  const guint16 *cards = dk_game_zone (g, zone, player, &n);
  gint32 count = 0;

  for (guint i = 0; i < n; i++)
    {
      const DkCard *c = dk_game_card (g, cards[i]);

      if (kind == AMT_COMMITTED)
        count += (c->flags & DK_CARD_FLAG_EXHAUSTED) && !(c->flags & UFS_FLAG_ATTACHED);
      else
        count += !(c->flags & DK_CARD_FLAG_FACE_DOWN) && ufs_card_type (g, cards[i]) == type;
    }
  return count;
}

/* D.2.2.3.4.2: the character cards of the staging area, the starting
 * character and those attached to it; or the face-up attacks of the card
 * pool with the keyword @kw (a face-down card has none). */
static gint32
count_characters_or_keyword (const DkGame *g, guint kind, guint kw, guint which, guint player)
{
  guint n;
  const guint16 *cards = dk_game_zone (g,
                                       kind == AMT_CHARACTERS ? UFS_ZONE_STAGING
                                       : which != 0           ? amt_face_up[which].zone
                                                              : UFS_ZONE_CARD_POOL,
                                       player, &n);
  gint32 count = 0;

  for (guint i = 0; i < n; i++)
    {
      const DkCard *c = dk_game_card (g, cards[i]);

      if (kind == AMT_POOL_KEYWORD && which != 0 && amt_face_up[which].type == -3)
        {
          count += (c->flags & DK_CARD_FLAG_FACE_DOWN) != 0;
          continue;
        }
      if (kind == AMT_POOL_KEYWORD && which != 0 && amt_face_up[which].type == -2)
        {
          count +=
              (c->flags & DK_CARD_FLAG_FACE_DOWN) || ufs_card_type (g, cards[i]) != UFS_TYPE_ATTACK;
          continue;
        }
      if (c->flags & DK_CARD_FLAG_FACE_DOWN)
        continue;
      if (kind == AMT_POOL_KEYWORD && which != 0 && amt_face_up[which].type == -4)
        {
          count += ufs_card_type (g, cards[i]) == UFS_TYPE_ATTACK &&
                   dk_game_stat (g, cards[i], UFS_STAT_ATTACK_ZONE) == (gint32) kw;
          continue;
        }
      if (kind == AMT_POOL_KEYWORD && which != 0)
        {
          count += (gint) ufs_card_type (g, cards[i]) == amt_face_up[which].type;
          continue;
        }
      if (kind == AMT_CHARACTERS)
        count += ufs_card_type (g, cards[i]) == UFS_TYPE_CHARACTER;
      else
        count += ufs_card_type (g, cards[i]) == UFS_TYPE_ATTACK &&
                 ufs_card_has_keyword (g, cards[i], (gint) kw);
    }
  return count;
}

/* The term for one player (0 you, 1 opponent as @controller sees it). */
static gint32
term_for (const DkGame *g, guint kind, guint arg, guint target, guint player)
{
  switch (kind)
    {
    case AMT_CHARACTERS:
      return count_characters_or_keyword (g, kind, 0, 0, player);
    case AMT_POOL_KEYWORD:
      if (target == AMT_FACE_UP_TABLE)
        return count_characters_or_keyword (g, kind, 0, arg, player);
      if (target == AMT_FACE_UP_ZONE_ATTACKS)
        return count_characters_or_keyword (g, kind, arg, G_N_ELEMENTS (amt_face_up) - 1, player);
      return count_characters_or_keyword (g, kind, arg, 0, player);
    case AMT_ZONE:
      /* D.2.5: a card being played from the hand is no longer in it */
      return (gint32) (dk_game_zone_size (g, arg, player) -
                       (arg == UFS_ZONE_HAND ? ufs_hand_in_transit (g, player) : 0));
    case AMT_VITALITY:
      return dk_game_counter (g, player, 0);
    case AMT_TURN:
      return ufs_state_const (g)->history[player][arg];
    case AMT_POOL_ATTACKS:
    case AMT_POOL_ACTIONS:
    case AMT_ASSETS:
    case AMT_COMMITTED:
      return count_kind (g, kind, player);
    default:
      return count_staging (g, kind, player);
    }
}

/* Round up (J.4.3.4), toward plus infinity. */
static gint64
div_up (gint64 a, gint64 b)
{
  return a >= 0 ? (a + b - 1) / b : -((-a) / b);
}

/**
 * ufs_amount_eval:
 * @g: a game
 * @packed: an expression of ufs_amount_parse()
 * @source: the card whose ability it is (or DK_NO_CARD)
 * @controller: whose ability it is
 * @x: the value of X
 *
 * Returns: the expression's value now (J.4.2.2: current values)
 */
static gint32
amount_eval (
    const DkGame *g, const DkExec *ex, gint32 packed, gint32 source, guint controller, gint32 x)
{
  guint32 p = (guint32) packed;
  guint kind = p & 0xf, who = (p >> 4) & 3, arg = (p >> 6) & 0x3f, target = (p >> 12) & 7;
  gint mul = sext7 ((p >> 15) & 0x7f), add = sext7 ((p >> 25) & 0x7f);
  guint div = (p >> 22) & 7;
  gint64 v = 0;
  gboolean round_down = FALSE;

  if (kind != AMT_STAT && kind != AMT_PRINTED && (target & AMT_FLOOR))
    {
      round_down = TRUE;
      target &= ~AMT_FLOOR;
    }
  switch (kind)
    {
    case AMT_X:
      v = MAX (x, 0);
      break;
    case AMT_PRINTED:
      {
        gint32 card = stat_target (g, ex, target, who, source, controller);

        /* C.3.2.1, C.3.3.1: as a stat is read */
        if (card != DK_NO_CARD && ufs_is_valued (g, card) && !ufs_is_face_down (g, card))
          v = MAX (dk_game_printed_stat (g, card, arg), 0);
        break;
      }
    case AMT_STAT:
      {
        gint32 card = stat_target (g, ex, target, who, source, controller);

        /* C.3.2.1: a valueless card's values are not referenced; a
         * face-down card has no printed values (C.3.3.1); J.4.2.1: a value
         * not printed reads 0. */
        /* A static effect whose amount reads the stat it modifies would
         * read itself without end: past a few levels, it reads nothing. */
        static _Thread_local guint depth;
        gint32 last;

        /* J.4.2.3: a card that changed zones during the effect's scope */
        if (G_UNLIKELY (ufs_state_const (g)->lki_on) && ex != NULL && card != DK_NO_CARD &&
            ufs_scope_last_stat (g, ex, card, arg, &last))
          v = MAX (last, 0);
        else if (card != DK_NO_CARD && ufs_is_valued (g, card) && !ufs_is_face_down (g, card) &&
                 depth < 4)
          {
            depth++;
            v = dk_game_stat (g, card, arg);
            depth--;
            /* J.4.4: question marks read the value the opponent chose */
            if (G_UNLIKELY (v < 0) && arg >= UFS_STAT_HEIGHT && arg <= UFS_STAT_BLOOD_TYPE)
              v = vital_chosen (g, card, arg);
            v = MAX (v, 0);
          }
        break;
      }
    default:
      {
        guint you = controller, them = ufs_opponent (controller);

        if (who == 0 || who == 2)
          v += term_for (g, kind, arg, target, you);
        if (who == 1 || who == 2)
          v += term_for (g, kind, arg, target, them);
        break;
      }
    }
  if (G_UNLIKELY (round_down))
    v = v * mul / (div ? div : 1) + add;
  else
    v = div_up (v * mul, div ? div : 1) + add;
  return dk_sat32 (v);
}

gint32
ufs_amount_eval (const DkGame *g, gint32 packed, gint32 source, guint controller, gint32 x)
{
  return amount_eval (g, NULL, packed, source, controller, x);
}

/**
 * ufs_amount:
 * @g: a game
 * @ex: the running program
 * @in: an instruction with an amount
 * @slot: which a[] holds it
 *
 * Returns: the amount: a number, X (H.4.4, J.4.3.1) or an expression's
 *   value now
 */
gint32
ufs_amount (const DkGame *g, const DkExec *ex, const DkInstr *in, guint slot)
{
  if (in->flags & UFS_INSTR_EXPR)
    return amount_eval (g, ex, in->a[slot], dk_exec_source (ex), dk_exec_controller (ex),
                        ufs_x_value (g));
  if (in->flags & UFS_INSTR_X)
    return ufs_x_value (g);
  return in->a[slot];
}

/* --- define-x (H.4.4.1, J.4.3.2, J.4.3.4) ------------------------------------------ */

gboolean
ufs_compile_define_x (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  if (xmlHasProp (node, (const xmlChar *) "value") == NULL)
    {
      dk_compiler_error (c, node, "<define-x> needs value=\"AMOUNT\"");
      return FALSE;
    }
  if (!ufs_compile_amount (c, node, "value", 0, in, 0))
    return FALSE;
  if (in->flags & UFS_INSTR_X)
    {
      dk_compiler_error (c, node, "<define-x>: X cannot be defined by itself");
      return FALSE;
    }
  /* K.3.8: "(minimum n)", "(maximum n)" after the definition: a[1], a[2],
   * a[3] bit 0 a minimum, bit 1 a maximum. */
  if (xmlHasProp (node, (const xmlChar *) "min") != NULL)
    {
      if (!dk_compiler_int (c, node, "min", 0, &in->a[1]))
        return FALSE;
      in->a[3] |= 1;
    }
  if (xmlHasProp (node, (const xmlChar *) "max") != NULL)
    {
      if (!dk_compiler_int (c, node, "max", 0, &in->a[2]))
        return FALSE;
      in->a[3] |= 2;
    }
  if ((in->a[3] & 1) && in->a[1] < 0)
    {
      dk_compiler_error (c, node, "<define-x min=\"%d\">: X is never below 0", in->a[1]);
      return FALSE;
    }
  if (in->a[3] == 3 && in->a[1] > in->a[2])
    {
      dk_compiler_error (c, node,
                         "<define-x min=\"%d\" max=\"%d\">: the minimum is above the maximum",
                         in->a[1], in->a[2]);
      return FALSE;
    }
  return TRUE;
}

/* H.4.4.1, J.4.3.2: X is what the text defines, not a choice; J.4.3.4: a
 * whole number, never below 0 (expressions round up already). */
DkExecResult
ufs_exec_define_x (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 x = ufs_amount (g, ex, in, 0);

  /* K.3.8: the floor and the ceiling of the number defined. */
  if ((in->a[3] & 1) && x < in->a[1])
    x = in->a[1];
  if ((in->a[3] & 2) && x > in->a[2])
    x = in->a[2];
  x = MAX (x, 0);

  for (guint d = dk_game_frame_depth (g); d-- > 0;)
    {
      DkFrame *f = (DkFrame *) dk_game_frame_at (g, d);

      /* the X of the ability played, or of the fired effect (J.4.3.3) */
      if (f->proc == UFS_PROC (ABILITY) || f->proc == UFS_PROC (FIRED))
        {
          f->a[6] = x;
          break;
        }
    }
  return DK_EXEC_NEXT;
}

/**
 * ufs_ability_defines_x:
 * @ab: an ability
 *
 * Returns: whether its text defines X (H.4.4.1, J.4.3.2): the player
 *   does not choose it
 */
gboolean
ufs_ability_defines_x (const DkAbility *ab)
{
  const DkProgram *parts[] = { &ab->cost, &ab->effect };

  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    for (guint i = 0; i < parts[p]->n_instrs; i++)
      if (parts[p]->instrs[i].op == DK_INSTR_MODULE_BASE + UFS_INSTR_DEFINE_X)
        return TRUE;
  return FALSE;
}

/* --- static effects on other cards (J.2.1) ------------------------------------------ */

/* A continuous ability without a trigger is a static effect (J.2.1); its
 * <modify>s with a target other than its own card (H.6 has those) act
 * on the cards they name. */
static gboolean
is_static_modify (const DkAbility *ab, const DkInstr *in)
{
  return ab->type == UFS_ABILITY_CONTINUOUS && ab->when_event < 0 &&
         in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_MODIFY && in->target != DK_TARGET_SELF &&
         in->target >= DK_TARGET_MODULE_BASE && in->a[1] == 0 && in->stat < 64;
}

/**
 * ufs_other_stats_of:
 * @def: a card definition
 *
 * Returns: the stats (bit i: stat i) that the static effects of @def's
 *   continuous abilities modify on other cards (J.2.1)
 */
guint64
ufs_other_stats_of (const DkCardDef *def)
{
  guint64 stats = 0;

  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      for (guint i = 0; i < ab->effect.n_instrs; i++)
        {
          const DkInstr *in = &ab->effect.instrs[i];

          if (is_static_modify (ab, in))
            stats |= G_GUINT64_CONSTANT (1) << in->stat;
          else if (ab->type == UFS_ABILITY_CONTINUOUS && ab->when_event < 0 &&
                   in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_MODIFY_CHECK)
            stats |= G_GUINT64_CONSTANT (1) << UFS_OTHER_CHECKS;
        }
    }
  return stats;
}

/* The card a static effect's target names, for the card's controller. */
static gint32
static_target (const DkGame *g, gint target, guint controller)
{
  const UfsState *s = ufs_state_const (g);

  switch (target - DK_TARGET_MODULE_BASE)
    {
    case UFS_TARGET_YOUR_CHARACTER:
      return s->character[controller];
    case UFS_TARGET_OPPONENT_CHARACTER:
      return s->character[ufs_opponent (controller)];
    case UFS_TARGET_THIS_ATTACK:
      return s->attack;
    case UFS_TARGET_YOUR_ATTACK:
      return s->attack != DK_NO_CARD && s->attacker == (gint32) controller ? s->attack : DK_NO_CARD;
    case UFS_TARGET_OPPONENT_ATTACK:
      return s->attack != DK_NO_CARD && s->attacker != (gint32) controller ? s->attack : DK_NO_CARD;
    case UFS_TARGET_BLOCKER:
      return s->blocker;
    default:
      return DK_NO_CARD;
    }
}

/* Does a static effect's @target name @card? The targets of every card
 * of a player (J.2.1: "your opponent's block modifiers get +1") name each
 * card in that player's zones; the others, the one card static_target()
 * finds. */
static gboolean
static_names (const DkGame *g, gint target, guint controller, gint32 card)
{
  switch (target - DK_TARGET_MODULE_BASE)
    {
    case UFS_TARGET_YOUR_CARDS:
      return card != DK_NO_CARD && ufs_zone_owner_of (g, card) == controller;
    case UFS_TARGET_OPPONENT_CARDS:
      return card != DK_NO_CARD && ufs_zone_owner_of (g, card) != controller;
    case UFS_TARGET_ALL_CARDS:
      return card != DK_NO_CARD;
    default:
      return card != DK_NO_CARD && static_target (g, target, controller) == card;
    }
}

/* J.2.1.1: a static effect is active while its card has a current state
 * (it is valued, face up, in the staging area or a card pool) and has the
 * ability (not sealed: K.4.3); J.2.1.2: on a character card, only if it
 * is a starting character (an attached character's, as its starting
 * character's gained ability: ufs_static_gained()). */
static gboolean
static_active (const DkGame *g, gint32 source)
{
  const UfsState *s = ufs_state_const (g);
  const DkCard *c = dk_game_card (g, source);
  guint kind = ufs_zone_kind (c->zone);

  if (kind != UFS_ZONE_STAGING && kind != UFS_ZONE_CARD_POOL)
    return FALSE;
  if (c->flags & (DK_CARD_FLAG_FACE_DOWN | UFS_FLAG_SEALED | UFS_FLAG_COPY))
    return FALSE;
  if (ufs_card_type (g, source) == UFS_TYPE_CHARACTER && source != s->character[0] &&
      source != s->character[1])
    return ufs_static_gained (g, source); /* D.2.2.3.4.1 */
  return TRUE;
}

/* J.2.4: a static effect is active only while the restrictions of its
 * ability hold: Desperation, Deadlock, a character name. A Desperation
 * restriction never acts on vitality, which it reads itself. */
static gboolean
static_restrictions_ok (
    const DkGame *g, const DkCardDef *def, guint a, gint32 source, guint controller, guint stat)
{
  UfsAbilityData scratch;
  const UfsAbilityData *ad = ufs_ability_data (g, def, a, &scratch);

  /* J.2.4: "While this card is in your card pool": its zone only. */
  if ((ad->flags & UFS_AB_ZONE) && ad->zone != (gint8) ufs_zone_kind_of (g, source))
    return FALSE;

  if ((ad->flags & UFS_AB_DESPERATION) &&
      (stat == UFS_STAT_VITALITY || !ufs_at_desperation (g, controller)))
    return FALSE;
  if ((ad->flags & UFS_AB_DEADLOCK) && !ufs_at_deadlock (g, ufs_opponent (controller)))
    return FALSE;
  if ((ad->flags & UFS_AB_CHARACTER) && ad->character != ufs_character_quark (g, controller))
    return FALSE;
  return TRUE;
}

/* K.3.4.1.1, K.3.5: an <if> or <unless> in a static effect on other
 * cards. One that tests only a filter on a target ("your Kick attacks":
 * <if target="your-attack" filter="keyword=Kick">) tests the card that
 * target names for the static effect (static_target: every attack of
 * yours, as the <modify> inside reads it); any other is read as a
 * continuous ability's condition (ufs_static_skip). Returns how many
 * instructions after @in to pass over. */
static guint
static_condition_skip (const DkGame *g,
                       const DkAbility *ab,
                       const DkInstr *in,
                       gint32 source,
                       guint controller,
                       gint32 card)
{
  gboolean holds;

  if (!(in->flags & DK_INSTR_BLOCK))
    return 0;
  if ((in->op != DK_INSTR_MODULE_BASE + UFS_INSTR_IF &&
       in->op != DK_INSTR_MODULE_BASE + UFS_INSTR_UNLESS) ||
      in->target < DK_TARGET_MODULE_BASE || in->filter == NULL || in->a[4] != 0 || in->a[0] != 0)
    return ufs_static_skip (g, source, ab, in);
  /* a target of several cards: the one the bonus would go to (@card) */
  if (!static_names (g, in->target, controller, card))
    card = static_target (g, in->target, controller);
  holds = card != DK_NO_CARD && static_names (g, in->target, controller, card) &&
          dk_filter_matches (g, in->filter, card, FALSE);
  if (in->a[5] & 1) /* <unless> */
    holds = !holds;
  return holds ? 0 : in->body + ((in->a[5] & 2) ? 1 : 0);
}

/* Does any card of the game have a static effect on stat @stat? */
static gboolean
static_stat_possible (const DkGame *g, guint stat)
{
  const UfsState *s = ufs_state_const (g);

  /* Until the game's cards are surveyed (ufs_compute_able), every card
   * is looked at. */
  if (s->able_stale || !ufs_able_ok (g))
    return TRUE;
  return (s->static_stats >> stat & 1) != 0;
}

/* The cards whose continuous abilities' static effects may act now
 * (J.2.1: valued, in a staging area or card pool, static_active()), of
 * those whose compiled data @wanted lets through, one at a time:
 * static_walk_next() fills @source, @def and @controller. */
typedef struct
{
  guint p, z, i, n;
  const guint16 *cards;
  gint32 source;
  const DkCardDef *def;
  guint controller;
} StaticWalk;

#define STATIC_WALK_INIT                                                                           \
  {                                                                                                \
    0, 0, 0, 0, NULL, DK_NO_CARD, NULL, 0                                                          \
  }

static G_ALWAYS_INLINE inline gboolean
static_walk_next (const DkGame *g,
                  StaticWalk *w,
                  gboolean (*wanted) (const UfsCardData *d, guint bit),
                  guint bit)
{
  static const guint zones[] = { UFS_ZONE_STAGING, UFS_ZONE_CARD_POOL };

  for (;;)
    {
      if (w->cards == NULL)
        {
          if (w->p >= 2)
            return FALSE;
          w->cards = dk_game_zone (g, zones[w->z], w->p, &w->n);
          w->i = 0;
        }
      while (w->i < w->n)
        {
          gint32 source = w->cards[w->i++];
          const DkCardDef *def = dk_game_card_def (g, source);

          if (def == NULL || !wanted (ufs_card_data (def), bit) || !static_active (g, source))
            continue;
          w->source = source;
          w->def = def;
          w->controller = dk_game_card (g, source)->controller;
          return TRUE;
        }
      w->cards = NULL;
      if (++w->z == G_N_ELEMENTS (zones))
        {
          w->z = 0;
          w->p++;
        }
    }
}

/* static_walk_next() filters: a stat its static effects modify on other
 * cards (bit UFS_OTHER_CHECKS: control checks), a <forbid> kind they hold. */
static inline gboolean
wants_other_stat (const UfsCardData *d, guint bit)
{
  return (d->other_stats >> bit & 1) != 0;
}

/* ... a bonus to other cards' stats that may change while it acts
 * (C.3.3.4.3: ufs_static_sync); @bit unused. */
static inline gboolean
wants_changing_bonus (const UfsCardData *d, guint bit)
{
  return d->static_changes &&
         (d->other_stats & ~(G_GUINT64_CONSTANT (1) << UFS_OTHER_CHECKS)) != 0;
}

static inline gboolean
wants_forbid (const UfsCardData *d, guint bit)
{
  return (d->forbids >> bit & 1) != 0;
}

/* J.2.4: the restrictions that may stop holding while a static effect's
 * card stays where it acts (a character's name does not change). */
#define UFS_AB_CHANGING (UFS_AB_ZONE | UFS_AB_DESPERATION | UFS_AB_DEADLOCK)

/* J.2.1, C.3.3.4.3: the bonuses the static effects of @source (defined by
 * @def, controlled by @controller), active, apply to @card's @stat now.
 * Each <modify> is one modification (J.1.2): once it has applied to the
 * card's current state and been kept there (a modifier marked with
 * ufs_static_tag()), it is the kept one that counts, until the refresh,
 * whatever its amount, <if> or restrictions read since. With @apply NULL,
 * returns the sum of those not kept yet, read now (J.4.2.2). With @apply
 * (the same game), keeps each of them instead: those whose amount,
 * condition or restrictions may change (ufs_static_sync), or @all. */
static gint64
source_bonus (const DkGame *g,
              DkGame *apply,
              gboolean all,
              gint32 source,
              const DkCardDef *def,
              guint controller,
              gint32 card,
              guint stat)
{
  gint64 bonus = 0;

  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];
      gint ok = -1; /* the restrictions, once looked at */
      gboolean changes = FALSE; /* past a condition, or restricted */

      for (guint k = 0; k < ab->effect.n_instrs; k++)
        {
          const DkInstr *in = &ab->effect.instrs[k];
          gint64 v;

          if (ab->type == UFS_ABILITY_CONTINUOUS && ab->when_event < 0 &&
              (in->flags & DK_INSTR_BLOCK))
            {
              changes = TRUE;
              k += static_condition_skip (g, ab, in, source, controller, card);
              continue;
            }
          if (!is_static_modify (ab, in) || in->stat != stat ||
              !static_names (g, in->target, controller, card))
            continue;
          if (ok < 0)
            {
              UfsAbilityData scratch;

              ok = static_restrictions_ok (g, def, a, source, controller, stat);
              /* only a bonus to keep asks (not a read) */
              if (apply != NULL && !all &&
                  (ufs_ability_data (g, def, a, &scratch)->flags & UFS_AB_CHANGING))
                changes = TRUE;
            }
          if (!ok || (g->modifiers.len != 0 &&
                      ufs_static_applied (g, card, source, stat, ufs_static_tag (a, k))))
            continue;
          v = (in->flags & UFS_INSTR_EXPR) ? ufs_amount_eval (g, in->a[0], source, controller, 0)
                                           : in->a[0];
          if (apply == NULL)
            bonus += v;
          else if (all || changes || (in->flags & UFS_INSTR_EXPR))
            ufs_keep_bonus (apply, card, source, stat, ufs_static_tag (a, k), v);
        }
    }
  return bonus;
}

/**
 * ufs_static_bonus_x:
 * @g: a game
 * @card: a card
 * @stat: one of its stats
 *
 * J.2.1: what the static effects of the continuous abilities of other
 * cards add to @card's @stat now.
 *
 * Returns: the sum of their bonuses
 */
gint64
ufs_static_bonus_x (const DkGame *g, gint32 card, guint stat)
{
  StaticWalk w = STATIC_WALK_INIT;
  gint64 bonus = 0;

  if (stat >= 64 || !static_stat_possible (g, stat))
    return 0;
  while (static_walk_next (g, &w, wants_other_stat, stat))
    bonus += source_bonus (g, NULL, FALSE, w.source, w.def, w.controller, card, stat);
  return bonus;
}

/* Does @card have a current state (C.3.3.4) that a modification can stay
 * on: valued, face up? */
static gboolean
has_current_state (const DkGame *g, gint32 card)
{
  return ufs_is_valued (g, card) && !ufs_is_face_down (g, card);
}

/**
 * ufs_static_applied:
 * @g: a game
 * @card: a card
 * @source: the card whose continuous ability would apply a bonus to it
 * @stat: the value
 * @tag: the modification (ufs_static_tag())
 *
 * C.3.3.4.3: has that modification been applied to @card's current state
 * and kept there (ufs_keep_bonus)? It is then not applied again until the
 * refresh. A move takes every modifier of a card away.
 *
 * Returns: whether it has
 */
gboolean
ufs_static_applied (const DkGame *g, gint32 card, gint32 source, guint stat, guint16 tag)
{
  const DkModifier *mods = (const DkModifier *) g->modifiers.data;

  for (guint i = 0; i < g->modifiers.len; i++)
    if (mods[i].card == card && mods[i].layer == tag && mods[i].source == source &&
        mods[i].stat == stat && mods[i].op == DK_MOD_ADD)
      return TRUE;
  return FALSE;
}

/**
 * ufs_keep_bonus:
 * @g: a game
 * @card: the card whose current state holds the bonus
 * @source: the card whose continuous ability applied it
 * @stat: the value
 * @tag: the modification (ufs_static_tag())
 * @v: the bonus, perhaps 0
 *
 * C.3.3.4.3: keeps @v on @card's current state until its refresh: an
 * attack's or block's when its attack resolves or is aborted, any other
 * card's when the turn ends (a move ends it anyway). A bonus of 0 is kept
 * too: the modification has applied, and no other amount it reads later
 * replaces it. Quiet: no event (C.3.3.4.4.2 for the ones applied again
 * after a refresh; a static effect's bonus is no event either when read
 * live).
 */
void
ufs_keep_bonus (DkGame *g, gint32 card, gint32 source, guint stat, guint16 tag, gint64 v)
{
  const UfsState *s = ufs_state_const (g);
  DkModifier m = { 0 };

  m.card = card;
  m.source = source;
  m.stat = (guint16) stat;
  m.op = DK_MOD_ADD;
  m.value = dk_sat32 (v);
  m.layer = tag;
  if (card == s->attack || ufs_block_in_attack (g, card))
    {
      m.expiry = DK_EXPIRE_SCOPE;
      m.scope = UFS_SCOPE_ATTACK;
    }
  else
    m.expiry = DK_EXPIRE_END_OF_TURN;
  dk_game_keep_modifier (g, &m);
}

/**
 * ufs_static_refresh:
 * @g: a game
 * @card: an attack that resolves or is aborted, or its block, or
 *   DK_NO_CARD
 *
 * C.3.3.4.2.3, C.3.3.4.2.4, C.3.3.4.4: @card's current state is
 * refreshed: the continuous bonuses kept on it (ufs_keep_bonus) go, those
 * kept before its attack sequence began (as it was played) too, and apply
 * again, at their value then, if they still pertain. Quiet
 * (C.3.3.4.4.1); the modifiers are compacted in place, as
 * dk_game_expire() does.
 */
void
ufs_static_refresh (DkGame *g, gint32 card)
{
  DkModifier *mods = (DkModifier *) g->modifiers.data;
  guint j = 0;

  if (card == DK_NO_CARD)
    return;
  for (guint i = 0; i < g->modifiers.len; i++)
    {
      if (mods[i].card == card && mods[i].op == DK_MOD_ADD && (mods[i].layer & UFS_STATIC_MARK))
        continue;
      mods[j++] = mods[i];
    }
  g->modifiers.len = j;
}

/**
 * ufs_static_keep:
 * @g: a game
 * @source: a card whose static effects are about to stop acting: it
 *   leaves the staging area or card pool, is turned face down or sealed
 * @stays: whether @source keeps its current state (sealed): what its
 *   static effects applied to itself stays too
 *
 * C.3.3.4.3: a modification a static effect (J.2.1) has applied to a
 * card's current state is not un-applied when the effect stops acting: it
 * stays, with the value it has now, until that card's current state is
 * refreshed (C.3.3.4.2): an attack's or a block's when the attack resolves
 * or is aborted, any other card's when the turn ends; a move ends it
 * anyway. Those already kept (ufs_static_sync) stay as they are. Kept
 * quietly: no modification is applied anew, no event.
 */
void
ufs_static_keep (DkGame *g, gint32 source, gboolean stays)
{
  const DkCardDef *def = dk_game_card_def (g, source);
  guint64 stats;
  guint controller, n;

  if (def == NULL)
    return;
  /* the bonuses to cards' stats; a control check has no current state */
  stats = ufs_card_data (def)->other_stats & ~(G_GUINT64_CONSTANT (1) << UFS_OTHER_CHECKS);
  if (stats == 0 || !static_active (g, source))
    return;
  controller = dk_game_card (g, source)->controller;
  n = dk_game_n_cards (g);
  for (gint32 card = 0; card < (gint32) n; card++)
    {
      if ((card == source && !stays) || !has_current_state (g, card))
        continue;
      for (guint64 bits = stats; bits != 0; bits &= bits - 1)
        source_bonus (g, g, TRUE, source, def, controller, card, (guint) __builtin_ctzll (bits));
    }
}

/**
 * ufs_static_sync:
 * @g: a game
 *
 * C.3.3.4.3, J.3.3.1: called after every event the module sees. Each
 * continuous bonus that now applies to a face-up card in a staging area
 * or card pool (H.6 a card's own, J.2.1 another card's static effect) for
 * the first time since the card's current state began or was refreshed,
 * and whose amount, condition or restrictions may change while it acts,
 * is kept on the card at its value now (ufs_keep_bonus): what it reads
 * later does not change it, nor un-apply it, until the refresh, when it
 * applies again if it still pertains (C.3.3.4.4). A card that comes to
 * meet it later gets it then, at the value then. A bonus that cannot
 * change is read as it is (the same value), and kept only as its source
 * stops acting (ufs_static_keep). Nothing to do in a game with no such
 * bonus (UfsState.static_changes).
 */
void
ufs_static_sync (DkGame *g)
{
  static const guint zones[] = { UFS_ZONE_STAGING, UFS_ZONE_CARD_POOL };
  const UfsState *s = ufs_state_const (g);
  StaticWalk w = STATIC_WALK_INIT;
  const guint64 stat_bits = ~(G_GUINT64_CONSTANT (1) << UFS_OTHER_CHECKS);

  if (!s->static_changes && !s->able_stale && ufs_able_ok (g))
    return;
  /* H.6: a card's own */
  for (guint p = 0; p < 2; p++)
    for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
      {
        guint n;
        const guint16 *cards = dk_game_zone (g, zones[z], p, &n);

        for (guint i = 0; i < n; i++)
          ufs_self_sync (g, cards[i]);
      }
  /* J.2.1: other cards' static effects */
  if (s->static_stats == 0 && !s->able_stale && ufs_able_ok (g))
    return;
  while (static_walk_next (g, &w, wants_changing_bonus, 0))
    {
      guint64 stats = ufs_card_data (w.def)->other_stats & stat_bits;

      for (guint p = 0; p < 2; p++)
        for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
          {
            guint n;
            const guint16 *cards = dk_game_zone (g, zones[z], p, &n);

            for (guint i = 0; i < n; i++)
              {
                if (!has_current_state (g, cards[i]))
                  continue;
                for (guint64 bits = stats; bits != 0; bits &= bits - 1)
                  source_bonus (g, g, FALSE, w.source, w.def, w.controller, cards[i],
                                (guint) __builtin_ctzll (bits));
              }
          }
    }
}

/**
 * ufs_static_check_bonus:
 * @g: a game
 * @player: who makes a control check
 * @card: the card the check is made to play, or DK_NO_CARD (a check cost)
 *
 * E.3.1.2, J.2.1: what the static effects of continuous abilities
 * (`<modify-check by player type>`, no `<when>`) add to the final value of
 * @player's control check: "Your checks get +1". `player` is whose checks,
 * from the ability's controller; with `type`, only checks made to play
 * cards of those types.
 *
 * Returns: the sum of their bonuses
 */
gint32
ufs_static_check_bonus (const DkGame *g, guint player, gint32 card)
{
  StaticWalk w = STATIC_WALK_INIT;
  guint type = card != DK_NO_CARD ? ufs_card_type (g, card) : G_MAXUINT;
  gint64 bonus = 0;

  if (!static_stat_possible (g, UFS_OTHER_CHECKS))
    return 0;
  while (static_walk_next (g, &w, wants_other_stat, UFS_OTHER_CHECKS))
    {
      gint32 source = w.source;
      const DkCardDef *def = w.def;
      guint controller = w.controller;

      for (guint a = 0; a < def->n_abilities; a++)
        {
          const DkAbility *ab = &def->abilities[a];

          if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
            continue;
          for (guint k = 0; k < ab->effect.n_instrs; k++)
            {
              const DkInstr *in = &ab->effect.instrs[k];
              guint whose = in->player == 0 ? controller : ufs_opponent (controller);

              /* K.3.5: a condition governs the bonuses inside it */
              if (in->flags & DK_INSTR_BLOCK)
                {
                  k += static_condition_skip (g, ab, in, source, controller, DK_NO_CARD);
                  continue;
                }

              if (in->op != DK_INSTR_MODULE_BASE + UFS_INSTR_MODIFY_CHECK || whose != player ||
                  (in->a[1] != 0 && (type >= 8 || !(in->a[1] & (1 << type)))) ||
                  !static_restrictions_ok (g, def, a, source, controller, G_MAXUINT))
                continue;
              /* an amount of the game, read now (J.4.2.2); X is no choice
               * of a static effect's: 0 */
              if (in->flags & UFS_INSTR_EXPR)
                bonus += ufs_amount_eval (g, in->a[0], source, controller, 0);
              else if (!(in->flags & UFS_INSTR_X))
                bonus += in->a[0];
            }
        }
    }
  return dk_sat32 (bonus);
}

/* A continuous ability without a trigger holding <forbid>: a static
 * restriction (J.2.1), in force while the ability acts. */
static gboolean
is_static_forbid (const DkAbility *ab, const DkInstr *in)
{
  return ab->type == UFS_ABILITY_CONTINUOUS && ab->when_event < 0 &&
         in->op == DK_INSTR_MODULE_BASE + UFS_INSTR_FORBID && in->a[0] >= 0 && in->a[0] < 32;
}

/**
 * ufs_forbids_of:
 * @def: a card definition
 *
 * Returns: the kinds (bit i: UfsRestrictKind i) of the <forbid>s in the
 *   static effects of @def's continuous abilities (J.2.1)
 */
guint32
ufs_forbids_of (const DkCardDef *def)
{
  guint32 kinds = 0;

  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];

      for (guint i = 0; i < ab->effect.n_instrs; i++)
        if (is_static_forbid (ab, &ab->effect.instrs[i]))
          kinds |= 1u << ab->effect.instrs[i].a[0];
    }
  return kinds;
}

/**
 * ufs_static_forbids:
 * @g: a game
 * @kind: a UfsRestrictKind: UFS_RX_NO_PLAY, _NO_ABILITY, _NO_BLOCK, _NO_GAIN
 * @player: who would act
 * @low: the bit of what is done in the low byte of the <forbid>'s mask
 *   (the card type played, the ability type, the block zone; 1 for a gain)
 * @high: the bit of the card type in its high bits (abilities, blocks), 0
 *   when they do not count
 *
 * E.4.1.3, G.2.1.1.1, J.2.1: does a static effect of a continuous ability
 * now acting (valued, its card where the ability acts, its condition
 * holding) forbid it? Costs one test when no card of the game has one.
 *
 * Returns: whether @player may not do it
 */
gboolean
ufs_static_forbids (const DkGame *g, guint kind, guint player, guint low, guint high)
{
  StaticWalk w = STATIC_WALK_INIT;
  const UfsState *s = ufs_state_const (g);
  gboolean surveyed = !s->able_stale && ufs_able_ok (g);

  if (kind >= 32 || (surveyed && !(s->static_forbids >> kind & 1)))
    return FALSE;
  while (static_walk_next (g, &w, wants_forbid, kind))
    {
      gint32 source = w.source;
      const DkCardDef *def = w.def;
      guint controller = w.controller;

      for (guint a = 0; a < def->n_abilities; a++)
        {
          const DkAbility *ab = &def->abilities[a];

          if (ab->type != UFS_ABILITY_CONTINUOUS || ab->when_event >= 0)
            continue;
          for (guint k = 0; k < ab->effect.n_instrs; k++)
            {
              const DkInstr *in = &ab->effect.instrs[k];
              guint whose = in->player == 0 ? controller : ufs_opponent (controller);
              guint32 mask = (guint32) in->a[1];

              /* K.3.5: a condition governs what is inside it */
              if (in->flags & DK_INSTR_BLOCK)
                {
                  k += static_condition_skip (g, ab, in, source, controller, DK_NO_CARD);
                  continue;
                }
              if (!is_static_forbid (ab, in) || (guint) in->a[0] != kind || whose != player)
                continue;
              /* what is done, and the card type if the mask names some */
              if (!(mask & 0xff & low))
                continue;
              if (high != 0 && (mask >> 8) != 0 && !(mask >> 8 & high))
                continue;
              if (static_restrictions_ok (g, def, a, source, controller, G_MAXUINT))
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* --- attacks' values (C.3.4) --------------------------------------------------------- */

/**
 * ufs_attack_value_modifiable:
 * @g: a game
 * @card: a card an effect would modify
 * @stat: the stat
 *
 * C.3.4: an attack card's speed, damage and attack zone may be modified
 * only while it is being played, in its attack sequence or on the attack
 * stack.
 *
 * Returns: whether the modification may apply
 */
gboolean
ufs_attack_value_modifiable (const DkGame *g, gint32 card, guint stat)
{
  const UfsState *s = ufs_state_const (g);

  if (stat != UFS_STAT_SPEED && stat != UFS_STAT_DAMAGE && stat != UFS_STAT_ATTACK_ZONE)
    return TRUE;
  if (ufs_card_type (g, card) != UFS_TYPE_ATTACK || card == s->attack || ufs_in_transit (g, card))
    return TRUE;
  for (guint i = 0; i < s->n_attack_stack; i++)
    if (s->attack_stack[i] == card)
      return TRUE;
  return FALSE;
}
