/* ufs-text-static.c: continuous abilities that are static effects (J.2.1):
 * printed with no timing letter, they act for as long as their card is
 * where they act from.
 *
 *   static      := ("While this card is" state? ("in your" place)? ","?)? grant "."
 *                | "This card does not count toward(s) (the) progressive
 *                   difficulty" "."
 *                | not-counted
 *                | "Skip this attack's Enhance Step" "."     (on an attack)
 *                | "This attack" ("may not" | "cannot") "be blocked by"
 *                   zone ("or" zone)* "blocks" "."           (on an attack)
 *                | "You may" "attempt to"? "block with this card from your
 *                   staging area as" ("if" | "though") "it were in your
 *                   hand" "during the Block Step"? "."
 *                | ("Your opponent" ("may not" | "cannot") "play an attack"
 *                   | "Attacks cannot be played") "as a reversal to this
 *                   attack" "."                            (on an attack)
 *                | keyword-cost                           (on an attack, K.3.22)
 *                | "This card ignores progressive difficulty" "."
 *                | "Ignore progressive difficulty when playing this card" "."
 *                | "Each ability on this" ("card" | TYPE) "is only playable once
 *                   per turn" "."                          (no keywords on the card)
 *   place       := "card pool" | "staging area" | "staging area or card pool"
 *   state       := "ready" | "committed"
 *   grant       := attacks ("get" | "gets") mod (("," | "and") mod)*
 *                | ("each player gets" | "you get") "+N hand size"
 *                | checks ("get" | "gets") ("+" | "-") N
 *                | ("your" | "your opponent's" | "all") (high | mid | low)?
 *                  "block modifiers" ("get" | "gets") ("+" | "-") N
 *                | who ("may not" | "cannot") ("play" cards | "block with" cards
 *                  | "gain vitality")
 *   who         := "players" | "both players" | "each player" | "your opponent" | "you"
 *   cards       := ("action" | "asset" | "attack" | "foundation" | "character") "cards"
 *                | "actions" | "assets" | "attacks" | "foundations"
 *   checks      := ("your" | "your opponent's" | "{all}" | "all")? "control"?
 *                  "checks" ("to play" cards)?
 *   not-counted := ("Face down cards" | "(Reversal) attacks") "in your card
 *                  pool"? "do not count toward(s)" | "do not add to") "the"?
 *                  "progressive difficulty to play this card" "."
 *   attacks     := ("your" | "your opponent's" | "all")? filter? "attacks"
 *   filter      := term ("or" term)* | "non-" term
 *   term        := KEYWORD | high | mid | low | {symbol}
 *   mod         := ("+" | "-") N ("speed" | "damage")
 *
 * A static effect on other cards is the <modify> of docs/effects.md with
 * a target other than self: "your attacks" are your-attack (every attack
 * of yours, as it is the attack in its sequence), "your opponent's
 * attacks" opponent-attack, "attacks" of both players this-attack. A
 * filter is an <if> (or, for "non-", an <unless>) around it, which the
 * module tests on each attack the bonus would go to. "While this card is
 * in your card pool" is the ability's zone (J.2.4), "while this card is
 * ready" an <if target="self" state="ready"> around the effect. Checks are
 * <modify-check> (E.3.1.2), for both players when no one is named; block
 * modifiers a <modify> of every card of a player (your-cards, ...);
 * "may not" and "cannot" a <forbid> for each player bound, which the
 * module reads as a static restriction while the ability acts (on an
 * attack only with a zone printed). "While this card is in your card
 * pool, after ..." is left to the trigger's part with the ability's zone
 * set: a fired effect from that zone only (J.2.4).
 * Rules printed on an attack that the game reads at one point: no
 * reversal to it (<no-reversal/>, what Safe grants, I.3.11.1), and blocks
 * of some zones forbidden against it, inside an <if target="this-attack">
 * so that they bind only while it is the attack in its sequence (K.3.4.2).
 * A card that may block from its staging area as though it were in the
 * hand is <as-though-in-hand use="block"/> in the continuous ability
 * (K.3.17), read at the Block Step.
 * Anything else (other attacks, difficulty of the cards being played,
 * "for each", a card attached or in the momentum) is refused with its
 * reason.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-grammar.h"

static gboolean end_of_sentence (P *p);

/* The words of a filter: printed (lower case), and the filter test. */
static const struct
{
  const char *word;
  const char *test;
} ufs_static_terms[] = {
  { "kick", "keyword=Kick" },         { "punch", "keyword=Punch" },
  { "slam", "keyword=Slam" },         { "throw", "keyword=Throw" },
  { "weapon", "keyword=Weapon" },     { "tech", "keyword=Tech" },
  { "ranged", "keyword=Ranged" },     { "charge", "keyword=Charge" },
  { "fury", "keyword=Fury" },         { "ally", "keyword=Ally" },
  { "taunt", "keyword=Taunt" },       { "desperation", "keyword=Desperation" },
  { "reversal", "keyword=Reversal" }, { "flash", "keyword=Flash" },
  { "safe", "keyword=Safe" },         { "multiple", "keyword=Multiple" },
  { "powerful", "keyword=Powerful" }, { "stun", "keyword=Stun" },
  { "breaker", "keyword=Breaker" },   { "high", "attack-zone=high" },
  { "mid", "attack-zone=mid" },       { "low", "attack-zone=low" },
};

/* One term of a filter; its test, or NULL. */
static const char *
term (P *p)
{
  const UfsTok *t = ut_tok (p, 0);

  if (t->kind == UFS_TOK_SYMBOL)
    {
      for (guint i = 0; ut_symbols[i] != NULL; i++)
        if (strcmp (ut_symbols[i], t->text) == 0 && strcmp (t->text, "all") != 0 &&
            strcmp (t->text, "infinity") != 0)
          {
            p->pos++;
            return g_intern_static_string (ut_symbols[i]);
          }
      return NULL;
    }
  if (t->kind != UFS_TOK_WORD)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_static_terms); i++)
    if (strcmp (t->text, ufs_static_terms[i].word) == 0)
      {
        p->pos++;
        return ufs_static_terms[i].test;
      }
  return NULL;
}

/* "Kick or Punch", "{Air} or {Order}": one test with its values joined
 * by "|" (K.3.14: either will do); NULL when there is none. Symbols and
 * other tests are not mixed. @negated: printed "non-Kick". */
static const char *
filter (P *p, gboolean *negated)
{
  g_autoptr (GString) f = NULL;
  gboolean symbols = FALSE;
  const UfsTok *t = ut_tok (p, 0);

  *negated = FALSE;
  if (t->kind == UFS_TOK_WORD && g_str_has_prefix (t->text, "non-"))
    {
      const char *rest = t->text + 4;

      for (guint i = 0; i < G_N_ELEMENTS (ufs_static_terms); i++)
        if (strcmp (rest, ufs_static_terms[i].word) == 0)
          {
            p->pos++;
            *negated = TRUE;
            return ufs_static_terms[i].test;
          }
      ut_fail (p, "continuous: attacks filtered by", 3);
      return NULL;
    }
  for (;;)
    {
      gboolean symbol = ut_tok (p, 0)->kind == UFS_TOK_SYMBOL;
      const char *test = term (p);

      if (test == NULL)
        {
          if (f != NULL)
            ut_fail (p, "continuous: attacks filtered by", 3);
          return NULL;
        }
      if (f == NULL)
        {
          f = g_string_new (symbol ? "resources=" : "");
          g_string_append (f, test);
          symbols = symbol;
        }
      else
        {
          const char *eq = strchr (test, '=');

          /* one kind of test only: "Kick or high" is two tests */
          if (symbol != symbols ||
              (!symbol && strncmp (f->str, test, (gsize) (eq - test + 1)) != 0))
            {
              ut_fail_text (p, "continuous", "attacks filtered by two kinds of terms");
              return NULL;
            }
          g_string_append_c (f, '|');
          g_string_append (f, symbol ? test : eq + 1);
        }
      if (!ut_accept (p, "or"))
        break;
    }
  if (ut_peek (p, "and") || ut_peek (p, ","))
    {
      ut_fail_text (p, "continuous", "attacks filtered by \"and\"");
      return NULL;
    }
  return g_intern_string (f->str);
}

/* ("+" | "-") N STAT, added to the effect for @target. */
static gboolean
mod (P *p, const char *target, gboolean hand_size)
{
  gint sign, k;
  const char *stat = NULL;
  UfsNode *n;

  if (ut_accept (p, "+"))
    sign = 1;
  else if (ut_accept (p, "-"))
    sign = -1;
  else
    return ut_fail (p, "continuous: modification", 3);
  if (!ut_amount (p, &k) || k == UFS_TEXT_X)
    return ut_fail (p, "continuous: modification", 3);
  if (hand_size)
    {
      if (ut_accept (p, "hand size"))
        stat = "hand-size";
    }
  else if (ut_accept (p, "speed"))
    stat = "speed";
  else if (ut_accept (p, "damage"))
    stat = "damage";
  else if (ut_peek (p, "difficulty"))
    /* E.4.7: the difficulty of a card being played, which the static
     * effect on the attack in its sequence does not reach. */
    return ut_fail_text (p, "continuous", "difficulty of the cards being played");
  if (stat == NULL)
    return ut_fail (p, "continuous: modification: stat", 3);
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
  n->target = target;
  n->stat = stat;
  n->amount = sign * k;
  return TRUE;
}

/* mod (("," | "and") mod)*, for @target and, with @target2, for it too. */
static gboolean
mods (P *p, const char *target, const char *target2, gboolean hand_size)
{
  for (;;)
    {
      guint pos = p->pos;

      if (!mod (p, target, hand_size))
        return FALSE;
      if (target2 != NULL)
        {
          p->pos = pos;
          mod (p, target2, hand_size);
        }
      if (ut_peek (p, "and +") || ut_peek (p, "and -") || ut_peek (p, ", +") || ut_peek (p, ", -"))
        {
          p->pos++;
          continue;
        }
      return TRUE;
    }
}

/* ATTACKS get MODS: the attacks, their filter and the bonuses. */
static gboolean
attacks_get (P *p)
{
  const char *target;
  const char *test = NULL;
  gboolean negated = FALSE;
  UfsNode *n;

  if (ut_accept (p, "your opponent's"))
    target = "opponent-attack";
  else if (ut_accept (p, "your"))
    target = "your-attack";
  else
    {
      /* "Attacks get", "All attacks get", "Kick attacks get": both
       * players' attacks, the attack in its sequence. On an attack card
       * this-attack would read as the card itself (K.3.4.2): not read. */
      ut_accept (p, "all");
      if (strcmp (p->card->card_type, "attack") == 0)
        return ut_fail_text (p, "continuous", "both players' attacks, on an attack card");
      target = "this-attack";
    }
  if (ut_peek (p, "other"))
    return ut_fail_text (p, "continuous", "\"other\" attacks");
  if (!ut_peek (p, "attacks"))
    {
      test = filter (p, &negated);
      if (test == NULL)
        return p->reason != NULL ? FALSE : ut_fail (p, "continuous: attacks", 4);
    }
  /* "While this card is in your card pool, your low attack gets +2
   * damage": each of your attacks that is low, as "your low attacks" */
  if (p->ab->zone != NULL && strcmp (target, "this-attack") != 0 && test != NULL &&
      ut_accept (p, "attack gets"))
    ;
  else if (!ut_accept (p, "attacks"))
    return ut_fail (p, "continuous: attacks", 4);
  else if (!ut_accept (p, "get") && !ut_accept (p, "gets"))
    return ut_fail (p, "continuous: attacks", 3);
  if (test != NULL)
    {
      n = ut_node_add (p->ab->effect, negated ? UFS_NODE_UNLESS : UFS_NODE_IF);
      n->target = target;
      n->filter = test;
    }
  if (!mods (p, target, NULL, FALSE))
    return FALSE;
  if (test != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* Whose checks: "your", "your opponent's", "{all}", "all" or nobody named
 * (both players'); "you", "opponent" or "each". */
static const char *
check_owner (P *p)
{
  const UfsTok *t = ut_tok (p, 0);

  if (ut_accept (p, "your opponent's"))
    return "opponent";
  if (ut_accept (p, "your"))
    return "you";
  if (t->kind == UFS_TOK_SYMBOL && strcmp (t->text, "all") == 0)
    {
      p->pos++;
      return "each";
    }
  ut_accept (p, "all");
  return "each";
}

/* WHO ["control"] checks ["to play" CARDS] get(s) +N: E.3.1.2, a static
 * bonus to those control checks. */
static gboolean
checks_get (P *p)
{
  static const char *const played[][2] = {
    { "cards", NULL },
    { "attacks", "attack" },
    { "attack cards", "attack" },
    { "non-attack cards", "character action asset foundation" },
    { "actions", "action" },
    { "action cards", "action" },
    { "assets", "asset" },
    { "asset cards", "asset" },
    { "foundations", "foundation" },
    { "foundation cards", "foundation" },
  };
  const char *who = check_owner (p);
  const char *types = NULL;
  gint sign, k;

  ut_accept (p, "control");
  if (!ut_accept (p, "checks") && !ut_accept (p, "check"))
    return ut_fail (p, "continuous: checks", 3);
  if (ut_accept (p, "to play"))
    {
      guint i;

      /* the longest reading first: "attack cards" before "attacks" */
      for (i = G_N_ELEMENTS (played); i-- > 0;)
        if (ut_accept (p, played[i][0]))
          break;
      if (i == G_MAXUINT)
        return ut_fail (p, "continuous: checks to play", 4);
      types = played[i][1];
    }
  if (!ut_accept (p, "get") && !ut_accept (p, "gets"))
    return ut_fail (p, "continuous: checks", 4);
  if (ut_accept (p, "+"))
    sign = 1;
  else if (ut_accept (p, "-"))
    sign = -1;
  else
    return ut_fail (p, "continuous: checks: modification", 3);
  if (!ut_amount (p, &k) || k == UFS_TEXT_X)
    return ut_fail (p, "continuous: checks: modification", 3);
  for (guint i = 0; i < 2; i++)
    {
      UfsNode *n;
      const char *player =
          i == 0 ? (strcmp (who, "opponent") == 0 ? "opponent" : "you") : "opponent";

      if (i == 1 && strcmp (who, "each") != 0)
        break;
      n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY_CHECK);
      n->amount = sign * k;
      n->player = player;
      n->types = types;
    }
  return TRUE;
}

/* WHOSE [high|mid|low] "block modifiers" get(s) +N: J.2.1, a static
 * bonus to the block modifier of every card of that player. Only looks
 * ahead (TRUE: it is there) unless @read. */
static gboolean
block_modifiers_get (P *p, gboolean read)
{
  static const char *const zones[][2] = {
    { "high", "block-zone=high" },
    { "mid", "block-zone=mid" },
    { "low", "block-zone=low" },
  };
  guint start = p->pos;
  const char *target;
  const char *test = NULL;
  gint sign, k;
  UfsNode *n;

  if (ut_accept (p, "your opponent's"))
    target = "opponent-cards";
  else if (ut_accept (p, "your"))
    target = "your-cards";
  else if (ut_accept (p, "all"))
    target = "all-cards";
  else
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (zones) && test == NULL; i++)
    if (ut_accept (p, zones[i][0]))
      test = zones[i][1];
  if (!ut_accept (p, "block modifiers") || !(ut_accept (p, "get") || ut_accept (p, "gets")))
    {
      p->pos = start;
      return FALSE;
    }
  if (!read)
    {
      p->pos = start;
      return TRUE;
    }
  if (ut_accept (p, "+"))
    sign = 1;
  else if (ut_accept (p, "-"))
    sign = -1;
  else
    return ut_fail (p, "continuous: block modifiers", 3);
  if (!ut_amount (p, &k) || k == UFS_TEXT_X)
    return ut_fail (p, "continuous: block modifiers", 3);
  if (test != NULL)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_IF);
      n->target = target;
      n->filter = test;
    }
  n = ut_node_add (p->ab->effect, UFS_NODE_MODIFY);
  n->target = target;
  n->stat = "block-modifier";
  n->amount = sign * k;
  if (test != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* Does the text ahead name control checks? */
static gboolean
checks_ahead (P *p)
{
  guint pos = p->pos;
  gboolean yes;

  check_owner (p);
  ut_accept (p, "control");
  yes = ut_peek (p, "checks") || ut_peek (p, "check");
  p->pos = pos;
  return yes;
}

/* E.4.7.2.3: "Face down cards [in your card pool] do not count towards
 * (add to) the progressive difficulty to play this card (attack)", or
 * "[KEYWORD] attacks in your card pool ...": the cards of the pool left
 * out when this card is played. */
static gboolean
not_counted_to_play (P *p)
{
  static const struct
  {
    const char *words;
    const char *filter; /* NULL: face down */
  } which[] = {
    { "face down cards in your card pool", NULL },
    { "face down cards", NULL },
    { "attacks in your card pool", "type=attack" },
    { "reversal attacks in your card pool", "type=attack, keyword=Reversal" },
  };
  guint start = p->pos;
  UfsNode *n;

  for (guint i = 0; i < G_N_ELEMENTS (which); i++)
    if (ut_accept (p, which[i].words))
      {
        if (!ut_accept (p, "do not count towards") && !ut_accept (p, "do not count toward") &&
            !ut_accept (p, "do not add to"))
          break;
        ut_accept (p, "the");
        if (!ut_accept (p, "progressive difficulty to play"))
          return ut_fail (p, "continuous: not counted", 4);
        if (!ut_this_card (p))
          return ut_fail (p, "continuous: not counted to play", 4);
        if (!end_of_sentence (p))
          return FALSE;
        n = ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE);
        n->filter = which[i].filter;
        return TRUE;
      }
  p->pos = start;
  return FALSE;
}

/* Who a forbid binds: "players" (both), "your opponent", "you"; NULL
 * when the text ahead is not WHO ("may not" | "cannot"). @read: step past
 * it. */
static const char *
forbid_who (P *p, gboolean read)
{
  static const char *const whos[][2] = {
    { "players", "each" },           { "both players", "each" }, { "each player", "each" },
    { "your opponent", "opponent" }, { "you", "you" },
  };
  guint start = p->pos;

  for (guint i = 0; i < G_N_ELEMENTS (whos); i++)
    if (ut_accept (p, whos[i][0]))
      {
        if (ut_accept (p, "may not") || ut_accept (p, "cannot"))
          {
            if (!read)
              p->pos = start;
            return whos[i][1];
          }
        p->pos = start;
      }
  return NULL;
}

/* WHO ("may not" | "cannot") ("play" CARDS | "block with" CARDS | "gain
 * vitality"): a static <forbid> (J.2.1, E.4.1.3, G.2.1.1.1, K.3.1), one
 * for each player bound. Abilities are not read: "enhances" would take in
 * the keyword abilities, which <forbid action="ability"> does not. */
static gboolean
forbid (P *p)
{
  static const char *const cards[][2] = {
    { "action cards", "action" },         { "actions", "action" },
    { "asset cards", "asset" },           { "assets", "asset" },
    { "attack cards", "attack" },         { "attacks", "attack" },
    { "foundation cards", "foundation" }, { "foundations", "foundation" },
    { "character cards", "character" },
  };
  const char *who = forbid_who (p, TRUE);
  const char *action;
  const char *types = NULL;

  /* On an attack, with no zone printed, whether it binds only while the
   * attack is played or from the card pool after cannot be told. */
  if (strcmp (p->card->card_type, "attack") == 0 && p->ab->zone == NULL)
    return ut_fail_text (p, "continuous", "a forbid on an attack, no zone printed");
  if (ut_accept (p, "gain vitality"))
    action = "gain";
  else
    {
      if (ut_accept (p, "play"))
        action = "play";
      else if (ut_accept (p, "block with"))
        action = "block";
      else
        return ut_fail (p, "continuous: may not", 3);
      for (guint i = 0; i < G_N_ELEMENTS (cards) && types == NULL; i++)
        if (ut_accept (p, cards[i][0]))
          types = cards[i][1];
      if (types == NULL)
        return ut_fail (p, "continuous: may not play (block with)", 3);
    }
  if (!ut_peek (p, ".") && !ut_peek (p, "!") && !ut_at_end (p))
    return ut_fail (p, "continuous: may not: words after", 4);
  for (guint i = 0; i < 2; i++)
    {
      UfsNode *n;

      if (i == 1 && strcmp (who, "each") != 0)
        break;
      n = ut_node_add (p->ab->effect, UFS_NODE_FORBID);
      n->stat = action;
      n->types = types;
      n->player = i == 1 || strcmp (who, "opponent") == 0 ? "opponent" : "you";
    }
  return TRUE;
}

/* K.3.17: "You may (attempt to) block with this card (it) from your
 * staging area as if (though) it were in your hand [during the Block
 * Step]": the card may be played as a block from its staging area while
 * the ability acts (and, with @state, while the card is in it). */
static gboolean
as_hand_block (P *p, const char *state)
{
  guint start = p->pos;
  UfsNode *n;

  if (!ut_accept (p, "you may"))
    return FALSE;
  ut_accept (p, "attempt to");
  if (!ut_accept (p, "block with"))
    {
      p->pos = start;
      return FALSE;
    }
  if (!ut_accept (p, "this card") && !(state != NULL && ut_accept (p, "it")))
    {
      p->pos = start;
      return FALSE;
    }
  if (!ut_accept (p, "from your staging area"))
    return ut_fail (p, "continuous: block with this card", 4);
  if (!ut_accept (p, "as if") && !ut_accept (p, "as though"))
    return ut_fail (p, "continuous: block with this card from your staging area", 4);
  /* "as though it where in your hand": a misprint of "were" */
  if (!ut_accept (p, "it were in your hand") && !ut_accept (p, "it where in your hand"))
    return ut_fail (p, "continuous: block as though", 4);
  /* G.2: blocks are played in the Block Step only */
  ut_accept (p, "during the block step");
  if (!end_of_sentence (p))
    return FALSE;
  if (state != NULL)
    {
      n = ut_node_add (p->ab->effect, UFS_NODE_IF);
      n->target = "self";
      n->types = state;
    }
  ut_node_add (p->ab->effect, UFS_NODE_AS_HAND_BLOCK);
  if (state != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

void
ufs_text_emit_as_hand_block (const UfsNode *n, GString *out)
{
  g_string_append (out, " use=\"block\"");
}

/* G.2.1.1.1: "This attack may not (cannot) be blocked by mid [or low]
 * blocks", on an attack: the opponent may not block it with cards of
 * those block zones. The forbid is inside an <if target="this-attack">: it
 * binds while the card is the attack in its sequence (K.3.4.2), not while
 * it stays in the card pool after. */
static gboolean
blocked_by_zones (P *p)
{
  static const char *const zones[] = { "high", "mid", "low" };
  g_autoptr (GString) which = g_string_new (NULL);
  UfsNode *n;

  if (!ut_accept (p, "this attack may not be blocked by") &&
      !ut_accept (p, "this attack cannot be blocked by"))
    return FALSE;
  if (strcmp (p->card->card_type, "attack") != 0)
    return ut_fail_text (p, "continuous", "\"this attack\" not on an attack");
  do
    {
      guint i;

      for (i = 0; i < G_N_ELEMENTS (zones); i++)
        if (ut_accept (p, zones[i]))
          break;
      if (i == G_N_ELEMENTS (zones))
        return ut_fail (p, "continuous: this attack may not be blocked by", 3);
      if (which->len > 0)
        g_string_append_c (which, ' ');
      g_string_append (which, zones[i]);
    }
  while (ut_accept (p, "or"));
  if (!ut_accept (p, "blocks"))
    return ut_fail (p, "continuous: this attack may not be blocked by", 3);
  if (!end_of_sentence (p))
    return FALSE;
  ut_node_add (p->ab->effect, UFS_NODE_IF)->target = "this-attack";
  n = ut_node_add (p->ab->effect, UFS_NODE_FORBID_BLOCK_ZONE);
  n->zone = g_intern_string (which->str);
  n->player = "opponent";
  ut_node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

void
ufs_text_emit_forbid_block_zone (const UfsNode *n, GString *out)
{
  g_string_append_printf (out, " action=\"block\" zone=\"%s\" player=\"%s\"", n->zone,
                          n->player);
}

/* Does the text ahead begin a grant this file reads? */
static gboolean
grant_ahead (P *p)
{
  guint pos = p->pos;
  gboolean yes = FALSE;
  gboolean negated;

  if (ut_peek (p, "each player gets") || ut_peek (p, "you get +") || ut_peek (p, "you get -") ||
      checks_ahead (p) || block_modifiers_get (p, FALSE) || forbid_who (p, FALSE) != NULL)
    return TRUE;
  if (!ut_accept (p, "your opponent's") && !ut_accept (p, "your"))
    ut_accept (p, "all");
  ut_accept (p, "other");
  if (!ut_peek (p, "attacks"))
    filter (p, &negated);
  /* a filter begun and not read: its reason is the one to give */
  yes = p->reason != NULL || ut_peek (p, "attacks get") || ut_peek (p, "attacks gets") ||
        (p->ab->zone != NULL && pos != p->pos && ut_peek (p, "attack gets"));
  g_clear_pointer (&p->reason, g_free);
  p->pos = pos;
  return yes;
}

static gboolean
grant (P *p)
{
  if (forbid_who (p, FALSE) != NULL)
    return forbid (p);
  if (ut_accept (p, "each player gets"))
    return mods (p, "your-character", "opponent-character", TRUE);
  if (ut_accept (p, "you get"))
    return mods (p, "your-character", NULL, TRUE);
  if (checks_ahead (p))
    return checks_get (p);
  if (block_modifiers_get (p, FALSE))
    return block_modifiers_get (p, TRUE);
  return attacks_get (p);
}

static gboolean
end_of_sentence (P *p)
{
  if (!ut_accept (p, ".") && !ut_accept (p, "!") && !ut_at_end (p))
    {
      if (ut_peek (p, "for each"))
        return ut_fail_text (p, "continuous", "a static bonus \"for each\"");
      return ut_fail (p, "continuous: words after the bonus", 4);
    }
  if (!ut_at_end (p))
    return ut_fail (p, "continuous: a second sentence", 4);
  return TRUE;
}

/* K.3.22: "this card's <keyword> cost" (every instance's) paid with
 * other cards, read as <keyword-cost>:
 *   "You must discard attacks from your card pool instead of discarding
 *    momentum" ("in order")? "to pay for this" ("card's" | "attack's")
 *    KEYWORD "cost" "."
 *   "You may discard" N ("card" | "cards") "from your hand in addition to"
 *    "discarding"? "momentum" ("in order")? "to pay for this" ("card's" |
 *    "attack's") KEYWORD "cost" "."
 * KEYWORD: Multiple, Powerful or EX, on an attack. */
static gboolean
keyword_cost (P *p)
{
  static const char *const keywords[] = { "multiple", "powerful", "ex" };
  const char *pay, *mode = NULL, *keyword = NULL;
  gint max = 0;
  UfsNode *n;

  if (ut_accept (p, "you must discard attacks from your card pool instead of discarding momentum"))
    pay = "card-pool-attacks";
  else if (ut_peek (p, "you may discard") && ut_tok (p, 3)->kind == UFS_TOK_NUMBER)
    {
      ut_accept (p, "you may discard");
      if (!ut_amount (p, &max) || max < 1 || (!ut_accept (p, "card") && !ut_accept (p, "cards")) ||
          !ut_accept (p, "from your hand in addition to"))
        return ut_fail (p, "continuous: a keyword's cost paid with cards of the hand", 4);
      ut_accept (p, "discarding");
      if (!ut_accept (p, "momentum"))
        return ut_fail (p, "continuous: a keyword's cost paid with cards of the hand", 4);
      pay = "hand";
      mode = "in-addition";
    }
  else
    return FALSE;
  ut_accept (p, "in order");
  if (!ut_accept (p, "to pay for this") || (!ut_accept (p, "card's") && !ut_accept (p, "attack's")))
    return ut_fail (p, "continuous: a keyword's cost", 4);
  for (guint i = 0; i < G_N_ELEMENTS (keywords) && keyword == NULL; i++)
    if (ut_accept (p, keywords[i]))
      keyword = keywords[i];
  if (keyword == NULL || !ut_accept (p, "cost"))
    return ut_fail (p, "continuous: a keyword's cost", 4);
  if (strcmp (p->card->card_type, "attack") != 0)
    return ut_fail_text (p, "continuous", "a keyword's cost not on an attack");
  if (!end_of_sentence (p))
    return FALSE;
  n = ut_node_add (p->ab->effect, UFS_NODE_KEYWORD_COST);
  n->stat = keyword;
  n->from = pay;
  n->types = mode;
  n->has_max = max > 0;
  n->max = max;
  return TRUE;
}

/**
 * ut_static:
 * @p: the parser, at the first word of a continuous ability
 *
 * Reads a continuous ability that is a static effect, as the grammar at the
 * top of this file has it.
 *
 * Returns: TRUE when it read the whole ability; FALSE with @p's reason set
 *   when it began one it could not read; FALSE with no reason and @p where
 *   it was when the ability is of another form
 */
gboolean
ut_static (P *p)
{
  guint start = p->pos;
  const char *state = NULL;

  /* E.4.7.2.3 */
  if (ut_accept (p, "this card does not count"))
    {
      if (!ut_accept (p, "toward") && !ut_accept (p, "towards"))
        return ut_fail (p, "continuous: does not count", 3);
      ut_accept (p, "the");
      if (!ut_accept (p, "progressive difficulty"))
        return ut_fail (p, "continuous: does not count", 3);
      if (!ut_peek (p, ".") && !ut_at_end (p))
        return ut_fail (p, "continuous: does not count toward progressive difficulty", 4);
      if (!end_of_sentence (p))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE)->target = "self";
      return TRUE;
    }

  /* H.3.2: a limit on every other ability of the card */
  if (ut_accept (p, "each ability on this"))
    {
      if (!ut_accept (p, "card") && !ut_accept (p, p->card->card_type))
        return ut_fail (p, "continuous: each ability on this", 3);
      if (!ut_accept (p, "is only playable once per turn"))
        return ut_fail (p, "continuous: each ability on this card", 4);
      /* its keyword abilities too, which a limit of printed abilities
       * does not reach */
      if (p->card->keywords)
        return ut_fail_text (p, "continuous", "each ability on a card with keywords");
      if (!end_of_sentence (p))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_EACH_ABILITY)->until = "once-per-turn";
      return TRUE;
    }

  /* I.3.6.1: the ability Flash grants, printed on an attack */
  if (ut_accept (p, "skip this attack's enhance step"))
    {
      if (strcmp (p->card->card_type, "attack") != 0)
        return ut_fail_text (p, "continuous", "\"this attack\" not on an attack");
      if (!end_of_sentence (p))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_SKIP_ENHANCE_STEP);
      return TRUE;
    }
  /* I.3.11.1: the ability Safe grants, printed on an attack (only the
   * opponent of its attacker could play a reversal to it, I.3.10) */
  if (ut_accept (p, "your opponent may not play an attack as a reversal to this attack") ||
      ut_accept (p, "your opponent cannot play an attack as a reversal to this attack") ||
      ut_accept (p, "attacks cannot be played as a reversal to this attack"))
    {
      if (strcmp (p->card->card_type, "attack") != 0)
        return ut_fail_text (p, "continuous", "\"this attack\" not on an attack");
      if (!end_of_sentence (p))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_NO_REVERSAL);
      return TRUE;
    }
  /* K.3.22 */
  if (keyword_cost (p))
    return TRUE;
  if (p->reason != NULL)
    return FALSE;
  /* E.4.7.2.2: the card played ignores progressive difficulty */
  if (ut_accept (p, "this card ignores progressive difficulty") ||
      (ut_accept (p, "ignore progressive difficulty when playing") &&
       (ut_this_card (p) || !ut_fail (p, "continuous: ignore progressive difficulty", 4))))
    {
      if (!end_of_sentence (p))
        return FALSE;
      ut_node_add (p->ab->effect, UFS_NODE_IGNORE_PROGRESSIVE)->types = "all";
      return TRUE;
    }
  if (not_counted_to_play (p))
    return TRUE;
  if (p->reason != NULL)
    return FALSE;

  if (as_hand_block (p, NULL) || blocked_by_zones (p) || ut_player3_static (p))
    return TRUE;
  if (p->reason != NULL)
    return FALSE;

  if (ut_accept (p, "while this card is"))
    {
      /* C.1: its state, a condition on the card itself */
      if (ut_accept (p, "ready"))
        state = "ready";
      else if (ut_accept (p, "committed"))
        state = "committed";
      if (state != NULL && ut_peek (p, ", you may"))
        {
          p->pos++;
          if (as_hand_block (p, state))
            return TRUE;
          if (p->reason != NULL)
            return FALSE;
          p->pos = start;
          return FALSE;
        }
      if (state != NULL && !ut_peek (p, "in"))
        ;
      else if (ut_accept (p, "in your staging area or card pool") ||
               ut_accept (p, "in your card pool or staging area"))
        ;
      else if (ut_accept (p, "in your card pool"))
        p->ab->zone = "card-pool";
      else if (ut_accept (p, "in your staging area"))
        p->ab->zone = "staging";
      else
        {
          p->pos = start;
          return FALSE;
        }
      /* the comma is sometimes left out */
      ut_accept (p, ",");
      /* J.2.4: "While this card is in your card pool, after ...": a
       * fired effect, from that zone only; the trigger's part reads the
       * rest. Not in a state: whether it was ready when the event came
       * would not be kept. */
      if (state == NULL && p->ab->zone != NULL && ut_peek (p, "after"))
        return FALSE;
      if (!grant_ahead (p))
        {
          /* another part may read what follows, but not with the zone */
          p->pos = start;
          p->ab->zone = NULL;
          return FALSE;
        }
    }
  else if (!grant_ahead (p))
    return FALSE;

  if (state != NULL)
    {
      UfsNode *n = ut_node_add (p->ab->effect, UFS_NODE_IF);

      n->target = "self";
      n->types = state;
    }
  if (!grant (p) || !end_of_sentence (p))
    return FALSE;
  if (state != NULL)
    ut_node_add (p->ab->effect, UFS_NODE_END);
  if (p->ab->uses_x)
    return ut_fail_text (p, "continuous", "X in a static bonus");
  return TRUE;
}
