/* ufs-text-parse.c: the grammar of printed UFS ability text.
 *
 * A hand-written recursive-descent parser over the tokens of
 * ufs-text-lex.c. The grammar, in the order an ability is printed:
 *
 *   ability     := restriction* TIMING limit* costs? ":" sentence+
 *                | sentence+                                  (continuous)
 *   restriction := First | Combo | Deadlock | Desperation | {symbol} | 'watermark'
 *   limit       := "[" limit-item ("," limit-item)* "]"
 *   costs       := cost ("," cost)*
 *   sentence    := rule-sentence | cancel-sentence | trigger? clauses "."
 *   trigger     := After event ","
 *   clauses     := clause (("," | "and" | ", then" | "then") clause)*
 *   clause      := target gets mod ("and" mod)*  |  subject? verb object
 *   mod         := ("+"|"-") amount stat ("(minimum N)")?
 *
 * Each part is read by a function of its own, and the words each knows are
 * in tables (limits, costs, triggers, subjects' verbs, imperative verbs,
 * targets, stats), so that a new verb, target or condition is a new row
 * or a new function, not a new parser. Wrong is worse than missing: the
 * parser gives up at the first word it does not know, and says where
 * (reason "CATEGORY: words"), and an ability is compiled only when every
 * word was read.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text.h"

#include <string.h>

typedef struct
{
  GArray *toks;
  guint pos;
  const UfsTextCard *card;
  UfsTextAbility *ab;
  char *reason;
  gboolean chosen;       /* a card was chosen: "it" names it */
  gboolean opponent;     /* the sentence's subject is the opponent: "and loses 2 vitality" */
  gboolean both;         /* ... both players: "and draw 1 card" */
  const char *it_attack; /* the attack an After condition names, for "it" */
  const char *filter;    /* the attack's filter: "your Kick attack" (K.3.4.1.1) */
} P;

/* --- token helpers -------------------------------------------------------- */

static const UfsTok *
tok (const P *p, guint ahead)
{
  guint i = MIN (p->pos + ahead, p->toks->len - 1);

  return &g_array_index (p->toks, UfsTok, i);
}

static gboolean
at_end (const P *p)
{
  return tok (p, 0)->kind == UFS_TOK_END;
}

/* Does the text ahead read @seq (items apart by spaces; each item is a word
 * or a punctuation mark; "N" stands for any number)? Advances past it when
 * it does. */
static gboolean
accept (P *p, const char *seq)
{
  g_auto (GStrv) items = g_strsplit (seq, " ", -1);
  guint i = 0;

  for (; items[i] != NULL; i++)
    {
      const UfsTok *t = tok (p, i);

      if (t->kind == UFS_TOK_END)
        return FALSE;
      if (strcmp (items[i], "N") == 0 && t->kind == UFS_TOK_NUMBER)
        continue;
      if ((t->kind != UFS_TOK_WORD && t->kind != UFS_TOK_PUNCT && t->kind != UFS_TOK_NUMBER) ||
          strcmp (t->text, items[i]) != 0)
        return FALSE;
    }
  p->pos += i;
  return TRUE;
}

static gboolean
peek (P *p, const char *seq)
{
  guint pos = p->pos;
  gboolean yes = accept (p, seq);

  p->pos = pos;
  return yes;
}

/* The next few words, for a reason. */
static char *
words_ahead (const P *p, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n && tok (p, i)->kind != UFS_TOK_END; i++)
    {
      const UfsTok *t = tok (p, i);

      if (t->kind == UFS_TOK_PUNCT && (!strcmp (t->text, ".") || !strcmp (t->text, ",")))
        break;
      if (s->len > 0)
        g_string_append_c (s, ' ');
      if (t->kind == UFS_TOK_SYMBOL)
        g_string_append_printf (s, "{%s}", t->text);
      else if (t->kind == UFS_TOK_NUMBER)
        g_string_append_c (s, 'N');
      else
        g_string_append (s, t->text);
    }
  if (s->len == 0)
    g_string_append (s, "(end)");
  return g_string_free (s, FALSE);
}

/* Give up: the first reason is the one kept. */
static gboolean
fail (P *p, const char *category, guint words)
{
  if (p->reason == NULL)
    {
      g_autofree char *w = words_ahead (p, words);

      p->reason = g_strdup_printf ("%s: %s", category, w);
    }
  return FALSE;
}

static gboolean
fail_text (P *p, const char *category, const char *what)
{
  if (p->reason == NULL)
    p->reason = g_strdup_printf ("%s: %s", category, what);
  return FALSE;
}

/* An amount: a number, "a"/"an"/"one", or X. */
static gboolean
amount (P *p, gint *out)
{
  static const char *const words[] = { "a", "an", "one", "two", "three", "four", "five" };
  static const gint values[] = { 1, 1, 1, 2, 3, 4, 5 };
  const UfsTok *t = tok (p, 0);

  if (t->kind == UFS_TOK_NUMBER)
    {
      *out = t->num;
      p->pos++;
      return TRUE;
    }
  if (t->kind != UFS_TOK_WORD)
    return FALSE;
  if (strcmp (t->text, "x") == 0)
    {
      *out = UFS_TEXT_X;
      p->ab->uses_x = TRUE;
      p->pos++;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (t->text, words[i]) == 0)
      {
        *out = values[i];
        p->pos++;
        return TRUE;
      }
  return FALSE;
}

static UfsNode *
node_add (GArray *list, UfsNodeKind kind)
{
  UfsNode n = { 0 };

  n.kind = kind;
  n.amount = 1;
  n.min = G_MININT;
  g_array_append_val (list, n);
  return &g_array_index (list, UfsNode, list->len - 1);
}

/* "this card", or "this NOUN" naming the card's own type: the card itself. */
static gboolean
this_card (P *p)
{
  if (accept (p, "this card"))
    return TRUE;
  if (peek (p, "this") && tok (p, 1)->kind == UFS_TOK_WORD &&
      strcmp (tok (p, 1)->text, p->card->card_type) == 0)
    {
      p->pos += 2;
      return TRUE;
    }
  return FALSE;
}

static gboolean
card_word (P *p)
{
  return accept (p, "cards") || accept (p, "card");
}

static gboolean
foundation_word (P *p)
{
  return accept (p, "foundations") || accept (p, "foundation");
}

/* --- restrictions and limits (H.3) ----------------------------------------------- */

static const char *const ufs_symbols[] = { "air",  "all",   "chaos",    "death", "earth",
                                           "evil", "fire",  "good",     "life",  "order",
                                           "void", "water", "infinity", NULL };

static gboolean
set_limit (P *p, const char *limit)
{
  if (p->ab->limit != NULL && strcmp (p->ab->limit, limit) != 0)
    {
      g_autofree char *both = NULL;

      /* H.3.2.2: two limits combine ("[Your turn, once per turn]"); a
       * third is not read */
      if (strchr (p->ab->limit, ' ') != NULL)
        return fail_text (p, "limit", "three limits together");
      both = g_strdup_printf ("%s %s", p->ab->limit, limit);
      p->ab->limit = g_intern_string (both);
      return TRUE;
    }
  p->ab->limit = limit;
  return TRUE;
}

static gboolean
set_zone (P *p, const char *zone)
{
  if (p->ab->zone != NULL)
    return fail_text (p, "limit", "two zones");
  p->ab->zone = zone;
  return TRUE;
}

/* The bracketed limits: [Once per turn], [Your attack], [Discard], ... */
static const struct
{
  const char *words;
  const char *limit; /* or NULL */
  const char *zone;  /* or NULL */
} ufs_limits[] = {
  { "once per turn", "once-per-turn", NULL },
  { "once per game", "once-per-game", NULL },
  { "twice per turn", "twice-per-turn", NULL },
  { "your turn", "your-turn", NULL },
  { "your attack", "your-attack", NULL },
  { "your opponent's turn", "opponent-turn", NULL },
  { "opponent's turn", "opponent-turn", NULL },
  { "your opponent's attack", "opponent-attack", NULL },
  { "opponent's attack", "opponent-attack", NULL },
  { "once per enhance step", "once-per-enhance-step", NULL },
  { "enhance step", "enhance-step", NULL },
  { "discard pile", NULL, "discard" },
  { "discard", NULL, "discard" },
  { "card pool", NULL, "card-pool" },
  { "hand", NULL, "hand" },
  { "momentum", NULL, "momentum" },
};

static gboolean
limit_item (P *p)
{
  for (guint i = 0; i < G_N_ELEMENTS (ufs_limits); i++)
    if (accept (p, ufs_limits[i].words))
      return ufs_limits[i].limit ? set_limit (p, ufs_limits[i].limit)
                                 : set_zone (p, ufs_limits[i].zone);
  return fail (p, "limit", 4);
}

static gboolean
limits (P *p)
{
  while (accept (p, "["))
    {
      do
        if (!limit_item (p))
          return FALSE;
      while (accept (p, ","));
      if (!accept (p, "]"))
        return fail (p, "limit", 4);
    }
  return TRUE;
}

/* --- costs (H.4) ------------------------------------------------------------------ */

static gboolean
cost (P *p)
{
  GArray *c = p->ab->cost;
  UfsNode *n;
  gint k;

  if (accept (p, "commit"))
    {
      if (accept (p, "your character"))
        {
          n = node_add (c, UFS_NODE_COMMIT);
          n->target = "your-character";
          return TRUE;
        }
      if (amount (p, &k))
        {
          if (!foundation_word (p))
            return fail (p, "cost: commit", 3);
          n = node_add (c, UFS_NODE_COMMIT_FOUNDATIONS);
          n->amount = k;
          if (k == UFS_TEXT_X)
            p->ab->x_in_cost = TRUE;
          return TRUE;
        }
      this_card (p);
      node_add (c, UFS_NODE_COMMIT)->target = "self";
      return TRUE;
    }
  if (accept (p, "destroy"))
    {
      this_card (p);
      node_add (c, UFS_NODE_DESTROY)->target = "self";
      return TRUE;
    }
  if (accept (p, "remove"))
    {
      if (this_card (p))
        accept (p, "from the game");
      node_add (c, UFS_NODE_REMOVE)->target = "self";
      return TRUE;
    }
  if (accept (p, "flip"))
    {
      this_card (p);
      node_add (c, UFS_NODE_FLIP)->target = "self";
      return TRUE;
    }
  if (accept (p, "turn"))
    {
      if (!this_card (p) || !accept (p, "face down"))
        return fail (p, "cost: turn", 4);
      node_add (c, UFS_NODE_FLIP)->target = "self";
      return TRUE;
    }
  if (accept (p, "discard"))
    {
      if (accept (p, "the top"))
        {
          if (!amount (p, &k))
            k = 1;
          if (k == UFS_TEXT_X || !card_word (p) || !accept (p, "of your deck"))
            return fail (p, "cost: discard", 4);
          n = node_add (c, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "deck-top";
          return TRUE;
        }
      if (!amount (p, &k))
        return fail (p, "cost: discard", 3);
      if (accept (p, "momentum"))
        {
          n = node_add (c, UFS_NODE_DISCARD_MOMENTUM);
          n->amount = k;
          if (k == UFS_TEXT_X)
            p->ab->x_in_cost = TRUE;
          return TRUE;
        }
      if (k != UFS_TEXT_X && card_word (p))
        {
          accept (p, "from your hand");
          n = node_add (c, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "hand";
          return TRUE;
        }
      return fail (p, "cost: discard", 3);
    }
  if (accept (p, "("))
    {
      if (tok (p, 0)->kind != UFS_TOK_NUMBER || !peek (p, "N + )"))
        return fail (p, "cost: check", 3);
      n = node_add (c, UFS_NODE_CHECK);
      n->amount = tok (p, 0)->num;
      p->pos += 3;
      return TRUE;
    }
  /* Vitality can always be lost: such a cost is always paid. */
  if (accept (p, "lose"))
    {
      if (!amount (p, &k) || k == UFS_TEXT_X || !accept (p, "vitality"))
        return fail (p, "cost: lose", 3);
      n = node_add (c, UFS_NODE_LOSE);
      n->amount = k;
      n->player = "you";
      return TRUE;
    }
  if (accept (p, "add"))
    {
      if (this_card (p) && accept (p, "to your momentum"))
        {
          n = node_add (c, UFS_NODE_MOMENTUM);
          n->from = "self";
          return TRUE;
        }
      if (amount (p, &k) && k != UFS_TEXT_X && card_word (p) &&
          accept (p, "from your hand to your momentum"))
        {
          n = node_add (c, UFS_NODE_MOMENTUM);
          n->from = "hand";
          n->amount = k;
          return TRUE;
        }
      return fail (p, "cost: add", 4);
    }
  return fail (p, "cost", 2);
}

static gboolean
costs (P *p)
{
  if (peek (p, ":"))
    return TRUE;
  do
    if (!cost (p))
      return FALSE;
  while (accept (p, ","));
  return TRUE;
}

/* --- triggers: After ... (H.2.3.2.4, J.3.2) ---------------------------------------- */

static void
when (P *p, const char *event, const char *player)
{
  p->ab->when_event = event;
  p->ab->when_player = player;
}

static void
when_attr (P *p, const char *name, const char *value)
{
  guint i = p->ab->when_attr[0] == NULL ? 0 : 1;

  p->ab->when_attr[i] = name;
  p->ab->when_value[i] = value;
}

/* "you ...", "your opponent ...": who does it, relative to the controller. */
static const char *
subject (P *p)
{
  if (accept (p, "your opponent"))
    return "opponent";
  if (accept (p, "you"))
    return "you";
  return NULL;
}

/* The card types an event may name, as printed after "plays a(n)". */
static const char *
played_type (P *p)
{
  static const char *const types[] = { "foundation", "asset", "action", "attack", NULL };

  for (guint i = 0; types[i] != NULL; i++)
    if (peek (p, types[i]))
      {
        p->pos++;
        return types[i];
      }
  return NULL;
}

static gboolean
trigger (P *p)
{
  const char *who;
  const char *type;

  /* this attack is completely/partially blocked (an attack's own response) */
  if (strcmp (p->card->card_type, "attack") == 0 && accept (p, "this attack is"))
    {
      const char *status = accept (p, "completely blocked")  ? "complete"
                           : accept (p, "partially blocked") ? "partial"
                                                             : NULL;

      if (status == NULL)
        return fail (p, "trigger: this attack is", 3);
      when (p, "block", "opponent");
      when_attr (p, "status", status);
      when_attr (p, "card", "self");
      p->it_attack = "self";
      return TRUE;
    }
  if (accept (p, "your attack is completely blocked"))
    {
      p->it_attack = "your-attack";
      when (p, "block", "opponent");
      when_attr (p, "status", "complete");
      return TRUE;
    }
  if (accept (p, "your attack is partially blocked"))
    {
      p->it_attack = "your-attack";
      when (p, "block", "opponent");
      when_attr (p, "status", "partial");
      return TRUE;
    }
  if (accept (p, "your attack resolves"))
    {
      when (p, "attack-resolved", "you");
      return TRUE;
    }
  if (accept (p, "your opponent's attack resolves"))
    {
      when (p, "attack-resolved", "opponent");
      return TRUE;
    }
  who = subject (p);
  if (who == NULL)
    return fail (p, "trigger", 5);
  if (accept (p, "completely block an attack") || accept (p, "completely blocks an attack") ||
      (strcmp (who, "opponent") == 0 && accept (p, "completely blocks your attack")))
    {
      when (p, "block", who);
      when_attr (p, "status", "complete");
      return TRUE;
    }
  if (accept (p, "partially block an attack") || accept (p, "partially blocks an attack") ||
      (strcmp (who, "opponent") == 0 && accept (p, "partially blocks your attack")))
    {
      when (p, "block", who);
      when_attr (p, "status", "partial");
      return TRUE;
    }
  /* The block event names its blocker (none when there was no block). */
  if (strcmp (who, "you") == 0 && (accept (p, "block with") || accept (p, "block an attack with")))
    {
      if (!this_card (p))
        return fail (p, "trigger: block with", 3);
      when (p, "block", who);
      when_attr (p, "blocker", "self");
      return TRUE;
    }
  if (accept (p, "take damage") || accept (p, "takes damage"))
    {
      when (p, "damage", who);
      return TRUE;
    }
  if (accept (p, "fail a control check") || accept (p, "fails a control check"))
    {
      when (p, "check", who);
      when_attr (p, "passed", "false");
      return TRUE;
    }
  if (accept (p, "pass a control check") || accept (p, "passes a control check"))
    {
      when (p, "check", who);
      when_attr (p, "passed", "true");
      return TRUE;
    }
  if (accept (p, "fail to play a card") || accept (p, "fails to play a card"))
    {
      when (p, "play-failed", who);
      return TRUE;
    }
  if (accept (p, "cycle your deck") || accept (p, "cycles their deck"))
    {
      when (p, "cycle", who);
      return TRUE;
    }
  if (accept (p, "play") || accept (p, "plays"))
    {
      static const char *const abilities[][2] = { { "enhance", "E" },
                                                  { "response", "R" },
                                                  { "form", "F" } };

      for (guint i = 0; i < G_N_ELEMENTS (abilities); i++)
        {
          g_autofree char *seq = g_strdup_printf ("an %s ability", abilities[i][0]);
          g_autofree char *seq2 = g_strdup_printf ("a %s ability", abilities[i][0]);

          if (accept (p, seq) || accept (p, seq2))
            {
              when (p, "ability-played", who);
              when_attr (p, "type", abilities[i][1]);
              return TRUE;
            }
        }
      if (accept (p, "a card"))
        {
          when (p, "card-played", who);
          return TRUE;
        }
      if (strcmp (who, "you") == 0 && this_card (p))
        {
          when (p, "card-played", who);
          when_attr (p, "card", "self");
          return TRUE;
        }
      /* K.3.24: "a foundation" is a foundation played as one (its form). */
      if ((accept (p, "a") || accept (p, "an")) && (type = played_type (p)) != NULL)
        {
          gboolean any = accept (p, "card");

          /* K.3.24: an attack played as one is not played as a block */
          if (!any && strcmp (type, "attack") == 0)
            accept (p, "( not as a block )");
          when (p, "card-played", who);
          when_attr (p, "card-type", type);
          if (!any)
            when_attr (p, "kind", "form");
          return TRUE;
        }
    }
  return fail (p, "trigger", 5);
}

/* --- effects ------------------------------------------------------------------------ */

/* What "for each ..." counts (J.4.2): the words after "for each", and the
 * TERM of docs/effects.md. */
static const struct
{
  const char *words;
  const char *term;
} ufs_each[] = {
  { "card in your momentum", "count(momentum)" },
  { "of your momentum", "count(momentum)" },
  { "card in your opponent's momentum", "count(momentum, opponent)" },
  { "of your opponent's momentum", "count(momentum, opponent)" },
  { "card in your card pool", "count(card-pool)" },
  { "card in your opponent's card pool", "count(card-pool, opponent)" },
  { "attack in your card pool", "count(attacks)" },
  { "attack in your opponent's card pool", "count(attacks, opponent)" },
  { "action in your card pool", "count(actions)" },
  { "card in your hand", "count(hand)" },
  { "card in your discard pile", "count(discard)" },
  { "card in your opponent's discard pile", "count(discard, opponent)" },
  { "of your face down foundations", "count(face-down)" },
  { "of your opponent's face down foundations", "count(face-down, opponent)" },
  { "of your committed foundations", "count(committed-foundations)" },
  { "of your opponent's committed foundations", "count(committed-foundations, opponent)" },
  { "of your ready foundations", "count(ready-foundations)" },
  { "of your opponent's ready foundations", "count(ready-foundations, opponent)" },
  { "of your foundations", "count(foundations)" },
  { "of your opponent's foundations", "count(foundations, opponent)" },
  { "foundation in your staging area", "count(foundations)" },
  { "foundation in your opponent's staging area", "count(foundations, opponent)" },
  { "asset in your staging area", "count(assets)" },
};

/* "for each ...": @per times the count, as an expression (interned). */
static gboolean
for_each (P *p, gint per, const char **expr)
{
  if (!accept (p, "for each"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_each); i++)
    if (accept (p, ufs_each[i].words))
      {
        g_autofree char *e = per == 1 ? g_strdup (ufs_each[i].term)
                                      : g_strdup_printf ("%d*%s", per, ufs_each[i].term);

        *expr = g_intern_string (e);
        return TRUE;
      }
  return FALSE;
}

/* What "X equals ..." names (H.4.4.1, J.4.3.2). */
static const struct
{
  const char *words;
  const char *term;
} ufs_x_equals[] = {
  { "your momentum", "count(momentum)" },
  { "the number of cards in your momentum", "count(momentum)" },
  { "your opponent's momentum", "count(momentum, opponent)" },
  { "the number of cards in your opponent's momentum", "count(momentum, opponent)" },
  { "the number of cards in your card pool", "count(card-pool)" },
  { "the number of cards in your opponent's card pool", "count(card-pool, opponent)" },
  { "the number of attacks in your card pool", "count(attacks)" },
  { "the number of cards in your hand", "count(hand)" },
  { "the number of cards in your opponent's hand", "count(hand, opponent)" },
  { "the number of cards in your discard pile", "count(discard)" },
  { "the number of your face down foundations", "count(face-down)" },
  { "the number of your opponent's face down foundations", "count(face-down, opponent)" },
  { "the number of face down foundations in your opponent's staging area",
    "count(face-down, opponent)" },
  { "the number of face down foundations in your staging area", "count(face-down)" },
  { "the number of foundations in your staging area", "count(foundations)" },
  { "the number of foundations in your opponent's staging area", "count(foundations, opponent)" },
  { "the number of your committed foundations", "count(committed-foundations)" },
  { "the number of your opponent's committed foundations",
    "count(committed-foundations, opponent)" },
};

/* "X equals ...": a define-x at the start of the effect, which every X of
 * it reads. */
static gboolean
x_equals (P *p)
{
  if (!accept (p, "x equals"))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ufs_x_equals); i++)
    if (accept (p, ufs_x_equals[i].words))
      {
        UfsNode n = { 0 };

        if (p->ab->x_in_cost || !p->ab->uses_x)
          return fail_text (p, "amount", "X equals, with X in a cost or nowhere before");
        for (guint j = 0; j < p->ab->effect->len; j++)
          if (g_array_index (p->ab->effect, UfsNode, j).kind == UFS_NODE_DEFINE_X)
            return fail_text (p, "amount", "X defined twice");
        n.kind = UFS_NODE_DEFINE_X;
        n.amount = 1;
        n.min = G_MININT;
        n.expr = ufs_x_equals[i].term;
        g_array_prepend_val (p->ab->effect, n);
        return TRUE;
      }
  return fail (p, "amount: x equals", 8);
}

/* "your next check (to play a card|an attack ...) (this turn) gets +N":
 * a bonus to the player's next control check (E.3.1.2). */
static gboolean
next_check (P *p)
{
  static const char *const played[][2] = {
    { "a card", "character attack action asset foundation" },
    { "an attack", "attack" },
    { "an action", "action" },
    { "an asset", "asset" },
    { "a foundation", "foundation" },
  };
  guint pos = p->pos;
  const char *player = "you";
  const char *types = NULL;
  UfsNode *n;
  gint sign, k;

  if (accept (p, "your opponent's next"))
    player = "opponent";
  else if (!accept (p, "your next"))
    return FALSE;
  if (!accept (p, "check") && !accept (p, "control check"))
    {
      p->pos = pos;
      return FALSE;
    }
  if (accept (p, "to play"))
    {
      for (guint i = 0; i < G_N_ELEMENTS (played) && types == NULL; i++)
        if (accept (p, played[i][0]))
          types = played[i][1];
      if (types == NULL)
        return fail (p, "next check: to play", 4);
    }
  accept (p, "this turn");
  if (!accept (p, "gets"))
    return fail (p, "next check", 4);
  if (accept (p, "+"))
    sign = 1;
  else if (accept (p, "-"))
    sign = -1;
  else
    return fail (p, "next check", 3);
  if (!amount (p, &k) || k == UFS_TEXT_X)
    return fail (p, "next check: amount", 3);
  n = node_add (p->ab->effect, UFS_NODE_MODIFY_CHECK);
  n->amount = sign * k;
  n->player = player;
  n->types = types;
  /* modify-check takes a number only */
  if (peek (p, "for each"))
    return fail (p, "next check: for each", 6);
  return TRUE;
}

/* The attack a modification is for; NULL (reason set) when not read. */
static const char *
attack_target (P *p, gboolean *next)
{
  /* The first UFS_N_FILTERED are read, as filter_values. */
  static const char *const filters[] = { "kick",     "punch",     "slam",   "throw", "weapon",
                                         "tech",     "ranged",    "charge", "fury",  "ally",
                                         "taunt",    "high",      "mid",    "low",   "stun",
                                         "non-kick", "non-punch", NULL };
  static const char *const filter_values[] = {
    "keyword=Kick",  "keyword=Punch",    "keyword=Slam",    "keyword=Throw",   "keyword=Weapon",
    "keyword=Tech",  "keyword=Ranged",   "keyword=Charge",  "keyword=Fury",    "keyword=Ally",
    "keyword=Taunt", "attack-zone=high", "attack-zone=mid", "attack-zone=low",
  };
#define UFS_N_FILTERED G_N_ELEMENTS (filter_values)
  const char *is_type = p->card->card_type;

  *next = FALSE;
  p->filter = NULL;
  if (peek (p, "your next") || peek (p, "your") || peek (p, "this") ||
      peek (p, "your opponent's") || peek (p, "their"))
    {
      guint skip = peek (p, "your next") || peek (p, "your opponent's") ? 2 : 1;
      const UfsTok *t = tok (p, skip);

      if (t->kind == UFS_TOK_SYMBOL)
        {
          fail (p, "target: attack filtered by symbol", 4);
          return NULL;
        }
      for (guint i = 0; filters[i] != NULL; i++)
        if (t->kind == UFS_TOK_WORD && strcmp (t->text, filters[i]) == 0)
          {
            const UfsTok *a = tok (p, skip + 1);

            /* "your Kick attack" is your attack, when it is a Kick
             * (K.3.4.1.1): only this attack, not a next one, and not in a
             * continuous ability (whose bonuses go to its own card). */
            if (i < UFS_N_FILTERED && !peek (p, "your next") && peek (p, "your") &&
                a->kind == UFS_TOK_WORD && strcmp (a->text, "attack") == 0 &&
                strcmp (p->ab->type, "continuous") != 0)
              {
                const char *target = skip == 1 ? "your-attack" : "opponent-attack";

                p->filter = filter_values[i];
                p->pos += skip + 2;
                return target;
              }
            fail (p, "target: attack filtered by keyword or zone", 4);
            return NULL;
          }
    }
  if (accept (p, "this attack"))
    {
      const char *type = p->ab->type;

      /* K.3.4.3: in a response, the attack the ability is on. */
      if (strcmp (type, "R") == 0)
        {
          if (strcmp (is_type, "attack") != 0)
            {
              fail_text (p, "target", "\"this attack\" in a response not on an attack");
              return NULL;
            }
          return "self";
        }
      if (strcmp (type, "continuous") == 0)
        {
          fail_text (p, "target", "\"this attack\" in a continuous ability");
          return NULL;
        }
      return "this-attack";
    }
  if (accept (p, "your next attack"))
    {
      accept (p, "this turn");
      *next = TRUE;
      return "your-next-attack";
    }
  if (accept (p, "your attack"))
    return "your-attack";
  if (accept (p, "your opponent's attack"))
    return "opponent-attack";
  if (p->ab->when_player != NULL && strcmp (p->ab->when_player, "opponent") == 0 &&
      accept (p, "their attack"))
    return "opponent-attack";
  fail (p, "target", 3);
  return NULL;
}

static const char *
stat_word (P *p)
{
  if (accept (p, "speed"))
    return "speed";
  if (accept (p, "damage"))
    return "damage";
  if (accept (p, "difficulty"))
    return "difficulty";
  if (accept (p, "block modifier"))
    return "block-modifier";
  return NULL;
}

/* TARGET gets +N STAT (and +N STAT)*. */
static gboolean
gets (P *p, const char *target, gboolean next, gboolean continuous)
{
  guint mods = 0;

  if (!accept (p, "gets") && !accept (p, "get"))
    return fail (p, "verb", 3);
  do
    {
      gint sign, k;
      const char *stat;
      UfsNode *n;

      mods++;
      if (accept (p, "+"))
        sign = 1;
      else if (accept (p, "-"))
        sign = -1;
      else
        return fail (p, "modification", 3);
      if (!amount (p, &k))
        return fail (p, "modification", 3);
      /* J.3.3: "+2 or -2 damage", a choice between two modifications. */
      if (accept (p, "or"))
        {
          gint sign2, k2;

          if (accept (p, "+"))
            sign2 = 1;
          else if (accept (p, "-"))
            sign2 = -1;
          else
            return fail (p, "modification: a choice", 4);
          if (!amount (p, &k2) || k == UFS_TEXT_X || k2 == UFS_TEXT_X)
            return fail (p, "modification: a choice", 4);
          stat = stat_word (p);
          if (stat == NULL)
            return fail (p, "modification: stat", 3);
          accept (p, "( your choice )");
          if (next || continuous || strcmp (stat, "block-modifier") == 0 ||
              strcmp (stat, "difficulty") == 0)
            return fail_text (p, "modification: a choice", "not of this attack's speed or damage");
          if (peek (p, "(") || peek (p, "for") || peek (p, "and"))
            return fail (p, "modification: a choice", 4);
          node_add (p->ab->effect, UFS_NODE_EITHER);
          for (guint o = 0; o < 2; o++)
            {
              node_add (p->ab->effect, UFS_NODE_OPTION);
              n = node_add (p->ab->effect, UFS_NODE_MODIFY);
              n->target = target;
              n->stat = stat;
              n->amount = o == 0 ? sign * k : sign2 * k2;
              n->until = "end-of-attack";
              node_add (p->ab->effect, UFS_NODE_END);
            }
          node_add (p->ab->effect, UFS_NODE_END);
          break;
        }
      stat = stat_word (p);
      if (stat == NULL)
        return fail (p, "modification: stat", 3);
      /* Difficulty counts when a card is played: only the next attack's. */
      if (strcmp (stat, "difficulty") == 0 && !next)
        return fail_text (p, "modification", "difficulty of a card being played");
      if (strcmp (stat, "block-modifier") == 0 && !continuous)
        return fail_text (p, "modification", "block modifier");
      if (strcmp (stat, "block-modifier") != 0 && continuous)
        return fail_text (p, "modification", "a continuous bonus to an attack value");
      n = node_add (p->ab->effect, UFS_NODE_MODIFY);
      n->target = target;
      n->stat = stat;
      n->amount = k == UFS_TEXT_X ? k : sign * k;
      if (k == UFS_TEXT_X && sign < 0)
        return fail_text (p, "amount", "-X");
      if (!next && !continuous)
        n->until = "end-of-attack";
      /* J.4.3: "+1 damage for each card in your momentum" */
      if (peek (p, "for each"))
        {
          /* After the last of several modifications, it could count for
           * one or for all: not read. */
          if (mods > 1)
            return fail_text (p, "modification: for each", "after one of several modifications");
          if (k == UFS_TEXT_X || continuous || !for_each (p, sign * k, &n->expr))
            return fail (p, "modification: for each", 6);
        }
      if (accept (p, "( minimum"))
        {
          /* After the last of several modifications, it could bound one or
           * all: not read. */
          if (mods > 1 || peek (p, "N ) and"))
            return fail_text (p, "modification: minimum", "after one of several modifications");
          if (tok (p, 0)->kind != UFS_TOK_NUMBER || sign > 0 || next)
            return fail (p, "modification: minimum", 3);
          n->min = tok (p, 0)->num;
          p->pos++;
          if (!accept (p, ")"))
            return fail (p, "modification: minimum", 3);
        }
      if (peek (p, "and +") || peek (p, "and -"))
        {
          accept (p, "and");
          continue;
        }
      break;
    }
  while (TRUE);
  if (peek (p, "for") || peek (p, "until") || peek (p, "this") || peek (p, "if"))
    return fail (p, "modification", 4);
  return TRUE;
}

/* "1 of your opponent's foundations", "1 foundation in your opponent's
 * staging area": a choice of one of the opponent's foundations. */
static gboolean
opponent_foundation (P *p)
{
  gint k;
  guint pos = p->pos;

  if (amount (p, &k) && k == 1 &&
      (accept (p, "of your opponent's foundations") ||
       (foundation_word (p) && accept (p, "in your opponent's staging area"))))
    {
      UfsNode *n = node_add (p->ab->effect, UFS_NODE_CHOOSE);

      n->zone = "staging";
      n->player = "opponent";
      n->filter = "type=foundation";
      return TRUE;
    }
  p->pos = pos;
  return FALSE;
}

/* Verbs with the opponent as their subject: "your opponent discards ...". */
static gboolean
opponent_verb (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (accept (p, "discards"))
    {
      /* a card of the hand chosen by the game */
      if (peek (p, "N random card") || peek (p, "N random cards") || peek (p, "a random card"))
        {
          amount (p, &k);
          accept (p, "random");
          card_word (p);
          accept (p, "from their hand");
          n = node_add (e, UFS_NODE_DISCARD_RANDOM);
          n->amount = k;
          n->player = "opponent";
          return TRUE;
        }
      /* D.4.2.3 */
      if (peek (p, "N momentum") || peek (p, "a momentum"))
        {
          amount (p, &k);
          accept (p, "momentum");
          n = node_add (e, UFS_NODE_DISCARD_MOMENTUM);
          n->amount = k;
          n->player = "opponent";
          return TRUE;
        }
      if (accept (p, "the top"))
        {
          if (!amount (p, &k))
            k = 1;
          if (k == UFS_TEXT_X || !card_word (p) || !accept (p, "of their deck"))
            return fail (p, "effect: opponent discards", 4);
          n = node_add (e, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "deck-top";
          n->player = "opponent";
          return TRUE;
        }
      if (amount (p, &k) && k != UFS_TEXT_X && card_word (p))
        {
          accept (p, "from their hand");
          n = node_add (e, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "hand";
          n->player = "opponent";
          return TRUE;
        }
      return fail (p, "effect: your opponent discards", 3);
    }
  if (accept (p, "draws"))
    {
      if (!amount (p, &k) || k == UFS_TEXT_X || !card_word (p))
        return fail (p, "effect: your opponent draws", 3);
      n = node_add (e, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  if (accept (p, "commits"))
    {
      if (!amount (p, &k) || k == UFS_TEXT_X || !foundation_word (p))
        return fail (p, "effect: your opponent commits", 3);
      n = node_add (e, UFS_NODE_COMMIT_FOUNDATIONS);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  if (accept (p, "takes"))
    {
      if (!amount (p, &k) || !accept (p, "damage"))
        return fail (p, "effect: your opponent takes", 3);
      n = node_add (e, UFS_NODE_DAMAGE);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  return fail (p, "effect: your opponent", 3);
}

/* gain/lose N vitality, for @player. */
static gboolean
vitality (P *p, gboolean gain, const char *player)
{
  gint k;
  UfsNode *n;

  if (!amount (p, &k) || !accept (p, "vitality"))
    return fail (p, gain ? "effect: gain" : "effect: lose", 3);
  n = node_add (p->ab->effect, gain ? UFS_NODE_GAIN : UFS_NODE_LOSE);
  n->amount = k;
  n->player = player;
  return TRUE;
}

/* "it": the card chosen just before. */
static gboolean
chosen (P *p, UfsNodeKind kind)
{
  if (!p->chosen || !accept (p, "it"))
    return FALSE;
  node_add (p->ab->effect, kind)->target = "it";
  return TRUE;
}

/* Imperative verbs: "draw 1 card", "gain 2 vitality", ... */
static gboolean
verb (P *p)
{
  GArray *e = p->ab->effect;
  UfsNode *n;
  gint k;

  if (accept (p, "draw"))
    {
      if (!amount (p, &k) || !card_word (p))
        return fail (p, "effect: draw", 3);
      n = node_add (e, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "you";
      return TRUE;
    }
  if (accept (p, "gain"))
    return vitality (p, TRUE, "you");
  if (accept (p, "lose"))
    return vitality (p, FALSE, "you");
  if (accept (p, "deal"))
    {
      if (!amount (p, &k) || !accept (p, "damage to your opponent"))
        return fail (p, "effect: deal", 4);
      n = node_add (e, UFS_NODE_DAMAGE);
      n->amount = k;
      n->player = "opponent";
      return TRUE;
    }
  if (accept (p, "discard"))
    {
      if (accept (p, "the top"))
        {
          if (!amount (p, &k))
            k = 1;
          if (k == UFS_TEXT_X || !card_word (p) || !accept (p, "of your deck"))
            return fail (p, "effect: discard", 4);
          n = node_add (e, UFS_NODE_DISCARD);
          n->amount = k;
          n->from = "deck-top";
          n->player = "you";
          return TRUE;
        }
      if (amount (p, &k) && k != UFS_TEXT_X)
        {
          if (accept (p, "momentum"))
            {
              node_add (e, UFS_NODE_DISCARD_MOMENTUM)->amount = k;
              return TRUE;
            }
          if (card_word (p))
            {
              accept (p, "from your hand");
              n = node_add (e, UFS_NODE_DISCARD);
              n->amount = k;
              n->from = "hand";
              n->player = "you";
              return TRUE;
            }
        }
      return fail (p, "effect: discard", 3);
    }
  /* K.4.2: the opponent's face-up foundations turned face down, chosen by
   * the player whose ability it is */
  if (accept (p, "flip"))
    {
      if (amount (p, &k) && k != UFS_TEXT_X &&
          (accept (p, "of your opponent's foundations") ||
           (foundation_word (p) && accept (p, "in your opponent's staging area"))))
        {
          n = node_add (e, UFS_NODE_FLIP_FOUNDATIONS);
          n->amount = k;
          n->player = "opponent";
          return TRUE;
        }
      return fail (p, "effect: flip", 5);
    }
  if (accept (p, "ready"))
    {
      if (this_card (p))
        node_add (e, UFS_NODE_READY)->target = "self";
      else if (accept (p, "your character"))
        node_add (e, UFS_NODE_READY)->target = "your-character";
      else
        return fail (p, "effect: ready", 4);
      return TRUE;
    }
  if (accept (p, "commit"))
    {
      if (this_card (p))
        node_add (e, UFS_NODE_COMMIT)->target = "self";
      else
        return fail (p, "effect: commit", 4);
      return TRUE;
    }
  if (accept (p, "destroy"))
    {
      if (this_card (p))
        node_add (e, UFS_NODE_DESTROY)->target = "self";
      else if (chosen (p, UFS_NODE_DESTROY))
        ;
      else if (opponent_foundation (p))
        node_add (e, UFS_NODE_DESTROY)->target = "it";
      else
        return fail (p, "effect: destroy", 4);
      return TRUE;
    }
  if (accept (p, "seal") || accept (p, "freeze"))
    {
      const UfsTok *v = &g_array_index (p->toks, UfsTok, p->pos - 1);
      UfsNodeKind kind = strcmp (v->text, "seal") == 0 ? UFS_NODE_SEAL : UFS_NODE_FREEZE;

      if (chosen (p, kind))
        return TRUE;
      if (opponent_foundation (p))
        {
          node_add (e, kind)->target = "it";
          return TRUE;
        }
      return fail (p, "effect: seal or freeze", 4);
    }
  if (accept (p, "choose"))
    {
      if (p->chosen)
        return fail_text (p, "effect", "a second choice");
      if ((accept (p, "a") || accept (p, "1")) && foundation_word (p) &&
          accept (p, "in your opponent's staging area"))
        {
          n = node_add (e, UFS_NODE_CHOOSE);
          n->zone = "staging";
          n->player = "opponent";
          n->filter = "type=foundation";
          p->chosen = TRUE;
          return TRUE;
        }
      return fail (p, "effect: choose", 4);
    }
  if (accept (p, "add"))
    {
      if (accept (p, "the top card of your deck to your momentum"))
        {
          n = node_add (e, UFS_NODE_MOMENTUM);
          n->from = "deck-top";
          return TRUE;
        }
      if (accept (p, "the top card of your discard pile to your momentum"))
        {
          n = node_add (e, UFS_NODE_MOMENTUM);
          n->from = "discard-top";
          return TRUE;
        }
      if (accept (p, "the top") && amount (p, &k) && k != UFS_TEXT_X &&
          accept (p, "cards of your deck to your momentum"))
        {
          n = node_add (e, UFS_NODE_MOMENTUM);
          n->from = "deck-top";
          n->amount = k;
          return TRUE;
        }
      if (this_card (p) && accept (p, "to your momentum"))
        {
          node_add (e, UFS_NODE_MOMENTUM)->from = "self";
          return TRUE;
        }
      /* "Add 1 foundation from your discard pile to your hand": a choice
       * among the discard pile's cards of that type. */
      {
        static const char *const types[][2] = {
          { "foundation", "type=foundation" }, { "attack", "type=attack" },
          { "action", "type=action" },         { "asset", "type=asset" },
          { "character", "type=character" },   { "card", NULL }
        };
        guint pos = p->pos;

        if (accept (p, "1"))
          for (guint i = 0; i < G_N_ELEMENTS (types); i++)
            if (accept (p, types[i][0]))
              {
                if (i < G_N_ELEMENTS (types) - 1)
                  accept (p, "card");
                if (!accept (p, "from your discard pile to your hand"))
                  break;
                n = node_add (e, UFS_NODE_CHOOSE);
                n->zone = "discard";
                n->player = "you";
                n->filter = types[i][1];
                n = node_add (e, UFS_NODE_MOVE);
                n->target = "it";
                n->zone = "hand";
                return TRUE;
              }
        p->pos = pos;
      }
      if (amount (p, &k) && k != UFS_TEXT_X && card_word (p) &&
          accept (p, "from your hand to your momentum"))
        {
          n = node_add (e, UFS_NODE_MOMENTUM);
          n->from = "hand";
          n->amount = k;
          return TRUE;
        }
      return fail (p, "effect: add", 5);
    }
  if (accept (p, "search your deck for"))
    {
      static const char *const types[] = { "foundation", "attack",    "action",
                                           "asset",      "character", NULL };
      const char *type = NULL;

      if (!accept (p, "a") && !accept (p, "an") && !accept (p, "1"))
        return fail (p, "effect: search", 4);
      for (guint i = 0; types[i] != NULL && type == NULL; i++)
        if (accept (p, types[i]))
          type = types[i];
      if (type == NULL)
        return fail (p, "effect: search", 4);
      accept (p, "card");
      if (!(accept (p, ", reveal it") || accept (p, "and reveal it")) ||
          !(accept (p, ", and") || accept (p, "and") || accept (p, ",")) ||
          !(accept (p, "put it into your hand") || accept (p, "add it to your hand")))
        return fail (p, "effect: search", 6);
      /* "Then shuffle your deck": the search shuffles (K.3.16). */
      if (peek (p, ". then shuffle your deck"))
        accept (p, ". then shuffle your deck");
      else if (!accept (p, ", then shuffle your deck") && !accept (p, "and shuffle your deck"))
        return fail (p, "effect: search", 6);
      n = node_add (e, UFS_NODE_SEARCH);
      n->filter = type;
      return TRUE;
    }
  return fail (p, "effect", 2);
}

static gboolean
clause (P *p)
{
  const char *target;
  gboolean next;

  static const char *const opponent_verbs[] = { "discards", "draws", "gains", "loses",
                                                "commits",  "takes", NULL };
  gboolean go_on = FALSE;

  for (guint i = 0; p->opponent && opponent_verbs[i] != NULL; i++)
    go_on |= peek (p, opponent_verbs[i]);
  if (go_on || accept (p, "your opponent"))
    {
      p->opponent = TRUE;
      if (accept (p, "gains"))
        return vitality (p, TRUE, "opponent");
      if (accept (p, "loses"))
        return vitality (p, FALSE, "opponent");
      return opponent_verb (p);
    }
  p->opponent = FALSE;
  /* "Both players discard 1 card and draw 1 card." */
  if (accept (p, "both players") || (p->both && (peek (p, "draw") || peek (p, "discard"))))
    {
      gint k;
      UfsNode *n;
      gboolean draw;

      p->both = TRUE;
      if (accept (p, "draw"))
        draw = TRUE;
      else if (accept (p, "discard"))
        draw = FALSE;
      else
        return fail (p, "effect: both players", 3);
      if (!amount (p, &k) || k == UFS_TEXT_X || !card_word (p))
        return fail (p, "effect: both players", 3);
      if (!draw)
        accept (p, "from their hand");
      if (draw)
        {
          n = node_add (p->ab->effect, UFS_NODE_DRAW);
          n->amount = k;
          n->player = "each";
          return TRUE;
        }
      /* UFS's discard is one player's: the controller's, then the
       * opponent's */
      for (guint i = 0; i < 2; i++)
        {
          n = node_add (p->ab->effect, UFS_NODE_DISCARD);
          n->amount = k;
          n->player = i == 0 ? "you" : "opponent";
          n->from = "hand";
        }
      return TRUE;
    }
  p->both = FALSE;
  if (accept (p, "each player draws"))
    {
      gint k;
      UfsNode *n;

      if (!amount (p, &k) || k == UFS_TEXT_X || !card_word (p))
        return fail (p, "effect: each player draws", 3);
      n = node_add (p->ab->effect, UFS_NODE_DRAW);
      n->amount = k;
      n->player = "each";
      return TRUE;
    }
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    {
      /* H.6: a continuous bonus to the card itself. */
      if (this_card (p))
        return gets (p, "self", FALSE, TRUE);
      return fail (p, "continuous", 4);
    }
  /* "it": the attack the After condition names */
  if (p->it_attack != NULL && !p->chosen && peek (p, "it gets"))
    {
      accept (p, "it");
      return gets (p, p->it_attack, FALSE, FALSE);
    }
  if (peek (p, "this attack") || peek (p, "your") || peek (p, "their"))
    {
      if (next_check (p))
        return TRUE;
      if (p->reason != NULL)
        return FALSE;
      target = attack_target (p, &next);
      if (target == NULL)
        return FALSE;
      if (p->filter != NULL)
        {
          UfsNode *n = node_add (p->ab->effect, UFS_NODE_IF);

          n->target = target;
          n->filter = p->filter;
          if (!gets (p, target, next, FALSE))
            return FALSE;
          node_add (p->ab->effect, UFS_NODE_END);
          return TRUE;
        }
      /* "it" in a later sentence: this attack (not a next one) */
      if (!next && p->it_attack == NULL)
        p->it_attack = target;
      return gets (p, target, next, FALSE);
    }
  /* "you gain 2 vitality": the imperative with its subject said */
  if (peek (p, "you gain") || peek (p, "you draw") || peek (p, "you lose"))
    accept (p, "you");
  return verb (p);
}

static gboolean
clauses (P *p)
{
  for (;;)
    {
      if (!clause (p))
        return FALSE;
      if (accept (p, ", then") || accept (p, ", and") || accept (p, "then") || accept (p, "and"))
        continue;
      if (peek (p, ",") && !peek (p, ", then"))
        {
          accept (p, ",");
          continue;
        }
      return TRUE;
    }
}

/* "Your opponent may discard 1 card to cancel this ability." (H.3.3.4) */
static gboolean
cancel_sentence (P *p)
{
  guint pos = p->pos;
  GArray *c = p->ab->cancel;
  gint k;
  UfsNode *n;

  if (!accept (p, "your opponent may"))
    return FALSE;
  if (accept (p, "discard") && amount (p, &k) && k != UFS_TEXT_X && card_word (p))
    {
      accept (p, "from their hand");
      n = node_add (c, UFS_NODE_DISCARD);
      n->amount = k;
      n->from = "hand";
    }
  else if (accept (p, "commit") && amount (p, &k) && k != UFS_TEXT_X && foundation_word (p))
    node_add (c, UFS_NODE_COMMIT_FOUNDATIONS)->amount = k;
  else
    {
      g_array_set_size (c, 0);
      p->pos = pos;
      return FALSE;
    }
  if (!accept (p, "to cancel this ability") && !accept (p, "to cancel this effect"))
    {
      g_array_set_size (c, 0);
      p->pos = pos;
      return FALSE;
    }
  if (accept (p, "and destroy this card"))
    p->ab->cancel_destroy = TRUE;
  return TRUE;
}

/* Sentences that restrict when the ability is played (H.3, H.5). */
static gboolean
rule_sentence (P *p)
{
  static const struct
  {
    const char *words;
    const char *limit;
  } only[] = {
    { "only playable once per turn", "once-per-turn" },
    { "only playable twice per turn", "twice-per-turn" },
    { "only playable during your attack", "your-attack" },
    { "only playable during your turn", "your-turn" },
    { "only playable during your opponent's attack", "opponent-attack" },
    { "only playable during your opponent's turn", "opponent-turn" },
  };

  if (accept (p, "only playable while committed"))
    {
      p->ab->while_committed = TRUE;
      p->ab->only_committed = TRUE;
      return TRUE;
    }
  if (accept (p, "playable while committed") || accept (p, "also playable while committed"))
    {
      p->ab->while_committed = TRUE;
      return TRUE;
    }
  if (accept (p, "playable by either player"))
    {
      p->ab->either_player = TRUE;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (only); i++)
    if (peek (p, only[i].words))
      {
        guint pos = p->pos;

        accept (p, only[i].words);
        if (!peek (p, ".") && !at_end (p))
          {
            p->pos = pos;
            return FALSE;
          }
        return set_limit (p, only[i].limit);
      }
  return FALSE;
}

/* "If this attack deals damage, ...", "If this attack is not blocked, ...":
 * K.3.5, J.3.2: the rest of the sentence is a fired effect that waits for
 * the attack's damage (G.3) or block step (G.2: the block event comes
 * whether or not it was blocked), for the rest of the attack. */
static gboolean
if_attack_event (P *p)
{
  static const char *const attacks[] = { "this attack", "your attack", "your opponent's attack" };
  static const struct
  {
    const char *words;
    const char *event;
    const char *state; /* tested when the block event comes */
    gboolean unless;
  } outcomes[] = {
    { "deals damage ,", "damage", NULL, FALSE },
    { "is blocked ,", "block", "blocked", FALSE },
    { "is not blocked ,", "block", "blocked", TRUE },
    { "is completely blocked ,", "block", "fully-blocked", FALSE },
    { "is not completely blocked ,", "block", "fully-blocked", TRUE },
  };
  const char *type = p->ab->type;
  const char *target = NULL;
  gint outcome = -1;
  gboolean next;
  UfsNode *n;
  guint pos = p->pos;

  if (!accept (p, "if"))
    return FALSE;
  /* "If it deals damage": the attack named before */
  if (p->it_attack != NULL && !p->chosen && peek (p, "it"))
    for (guint o = 0; o < G_N_ELEMENTS (outcomes) && outcome < 0; o++)
      {
        g_autofree char *seq = g_strdup_printf ("it %s", outcomes[o].words);

        if (accept (p, seq))
          {
            outcome = (gint) o;
            target = p->it_attack;
          }
      }
  for (guint i = 0; i < G_N_ELEMENTS (attacks) && target == NULL; i++)
    if (peek (p, attacks[i]))
      {
        for (guint o = 0; o < G_N_ELEMENTS (outcomes) && outcome < 0; o++)
          {
            g_autofree char *seq = g_strdup_printf ("%s %s", attacks[i], outcomes[o].words);

            if (peek (p, seq))
              outcome = (gint) o;
          }
        if (outcome < 0)
          break;
        target = attack_target (p, &next);
        if (target == NULL || next || p->filter != NULL)
          return fail_text (p, "condition", "if an attack that is not this one deals damage");
        accept (p, outcomes[outcome].words);
      }
  if (target == NULL)
    {
      p->pos = pos;
      return FALSE;
    }
  if (strcmp (type, "E") != 0 && strcmp (type, "R") != 0)
    return fail_text (p, "condition", "if this attack deals damage, outside E and R");
  /* A response may come after the block: only an enhance (G.1, before the
   * block step) waits for it. */
  if (outcomes[outcome].state != NULL && strcmp (type, "E") != 0)
    return fail_text (p, "condition", "if this attack is blocked, outside an enhance");
  /* names chosen before it are not kept in it */
  if (p->chosen)
    return fail_text (p, "condition", "a card chosen before a fired effect");
  n = node_add (p->ab->effect, UFS_NODE_DELAYED);
  n->event = outcomes[outcome].event;
  n->target = target;
  n->player = strcmp (target, "opponent-attack") == 0 ? "you" : "opponent";
  n->until = "end-of-attack";
  if (outcomes[outcome].state != NULL)
    {
      n = node_add (p->ab->effect, outcomes[outcome].unless ? UFS_NODE_UNLESS : UFS_NODE_IF);
      n->types = outcomes[outcome].state;
    }
  /* "it": the attack */
  if (p->it_attack == NULL)
    p->it_attack = target;
  if (!clauses (p))
    return FALSE;
  /* The event names the card whose damage it is: an ability of the
   * attack card dealing damage itself would fire it too. */
  for (guint i = 0; i < p->ab->effect->len; i++)
    if (g_array_index (p->ab->effect, UfsNode, i).kind == UFS_NODE_DAMAGE)
      return fail_text (p, "condition", "damage dealt inside if this attack deals damage");
  if (p->chosen)
    return fail_text (p, "condition", "a choice inside a fired effect");
  if (outcomes[outcome].state != NULL)
    node_add (p->ab->effect, UFS_NODE_END);
  node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* "If you have 3 or more cards in your hand, ...", "If your opponent is at
 * desperation, ...": K.3.5, the rest of the sentence happens only if the
 * condition holds when it executes. */
static gboolean
if_condition (P *p)
{
  static const struct
  {
    const char *words;
    const char *zone;
  } zones[] = {
    { "cards in your hand", "hand" },
    { "cards in their hand", "hand" },
    { "cards in your momentum", "momentum" },
    { "cards in their momentum", "momentum" },
    { "momentum", "momentum" },
    { "cards in your card pool", "card-pool" },
    { "cards in their card pool", "card-pool" },
    { "cards in your discard pile", "discard" },
    { "cards in their discard pile", "discard" },
  };
  guint pos = p->pos;
  gboolean opp;
  UfsNode c = { 0 };

  if (!accept (p, "if"))
    return FALSE;
  c.kind = UFS_NODE_IF;
  c.min = G_MININT;
  opp = peek (p, "your opponent");
  if (accept (p, "you are at desperation") || accept (p, "your opponent is at desperation") ||
      accept (p, "you are at deadlock") || accept (p, "your opponent is at deadlock"))
    {
      c.types = g_intern_string (
          g_strcmp0 (g_array_index (p->toks, UfsTok, p->pos - 1).text, "desperation") == 0
              ? (opp ? "opponent-desperation" : "desperation")
              : (opp ? "opponent-deadlock" : "deadlock"));
    }
  else if (accept (p, "you have") || accept (p, "your opponent has"))
    {
      gint k = 0;

      c.player = opp ? "opponent" : "you";
      if (accept (p, "at least") && amount (p, &k))
        c.stat = "at-least";
      else if (accept (p, "no"))
        {
          c.stat = "equals";
          k = 0;
        }
      else if (amount (p, &k) && (accept (p, "or more") || accept (p, "or fewer")))
        c.stat = strcmp (g_array_index (p->toks, UfsTok, p->pos - 1).text, "more") == 0 ? "at-least"
                                                                                        : "at-most";
      if (c.stat == NULL || k == UFS_TEXT_X)
        return fail (p, "condition: if you have", 6);
      c.amount = k;
      for (guint i = 0; i < G_N_ELEMENTS (zones) && c.zone == NULL; i++)
        {
          /* "their" is the opponent's, "your" the controller's */
          if (strstr (zones[i].words, "their") != NULL && !opp)
            continue;
          if (accept (p, zones[i].words))
            c.zone = zones[i].zone;
        }
      /* "no cards in your hand" is said with "cards"; "1 card" too */
      if (c.zone == NULL && k == 1)
        {
          if (accept (p, "card in your hand") || (opp && accept (p, "card in their hand")))
            c.zone = "hand";
          else if (accept (p, "card in your card pool"))
            c.zone = "card-pool";
        }
      if (c.zone == NULL)
        return fail (p, "condition: if you have", 6);
    }
  else
    {
      p->pos = pos;
      return FALSE;
    }
  if (!accept (p, ","))
    return fail (p, "condition", 4);
  if (strcmp (p->ab->type, "continuous") == 0)
    return fail_text (p, "condition", "if in a continuous ability");
  g_array_append_val (p->ab->effect, c);
  if (!clauses (p))
    return FALSE;
  node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

/* K.3.5: "You may ...": the rest of the sentence happens only if the
 * player says yes. */
static gboolean
you_may (P *p)
{
  guint len;

  if (!peek (p, "you may"))
    return FALSE;
  /* "you may not", "you may play ..." and the like are other rules */
  if (peek (p, "you may not") || peek (p, "you may play") || peek (p, "you may attempt") ||
      peek (p, "you may only"))
    return FALSE;
  accept (p, "you may");
  if (strcmp (p->ab->type, "continuous") == 0 && p->ab->when_event == NULL)
    return fail_text (p, "condition", "you may in a continuous ability");
  node_add (p->ab->effect, UFS_NODE_MAY)->player = "you";
  len = p->ab->effect->len;
  if (!clauses (p))
    return FALSE;
  if (p->ab->effect->len == len)
    return fail_text (p, "condition", "you may, then nothing");
  /* "If you do" refers to the choice: not read */
  if (peek (p, ". if you do") || peek (p, ". if you don't") || peek (p, ". if you do not"))
    return fail (p, "condition: if you do", 4);
  node_add (p->ab->effect, UFS_NODE_END);
  return TRUE;
}

static gboolean
sentence (P *p, gboolean first)
{
  p->opponent = FALSE;
  p->both = FALSE;
  if (rule_sentence (p) || cancel_sentence (p) || x_equals (p))
    ;
  else
    {
      if (accept (p, "after"))
        {
          if (!first)
            return fail_text (p, "trigger", "\"After\" inside an ability");
          if (strcmp (p->ab->type, "R") != 0 && strcmp (p->ab->type, "continuous") != 0)
            return fail_text (p, "trigger", "\"After\" in an ability that is not a response");
          if (!trigger (p))
            return FALSE;
          if (!accept (p, ","))
            return fail (p, "trigger", 4);
        }
      if (if_attack_event (p))
        ;
      else if (p->reason == NULL && if_condition (p))
        ;
      else if (p->reason == NULL && you_may (p))
        ;
      else if (p->reason != NULL || !clauses (p))
        return FALSE;
    }
  if (p->reason != NULL)
    return FALSE;
  if (accept (p, ".") || accept (p, "!") || at_end (p))
    return TRUE;
  return fail (p, "words after the sentence", 4);
}

/* --- the ability -------------------------------------------------------------------- */

static gboolean
restrictions (P *p)
{
  for (;;)
    {
      const UfsTok *t = tok (p, 0);

      if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "first") == 0)
        p->ab->first = TRUE;
      else if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "combo") == 0)
        p->ab->combo = TRUE;
      else if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "deadlock") == 0)
        p->ab->deadlock = TRUE;
      else if (t->kind == UFS_TOK_WORD && t->capital && strcmp (t->text, "desperation") == 0)
        p->ab->desperation = TRUE;
      else if (t->kind == UFS_TOK_SYMBOL)
        {
          gboolean known = FALSE;

          for (guint i = 0; ufs_symbols[i] != NULL; i++)
            known |= strcmp (ufs_symbols[i], t->text) == 0;
          if (!known || p->ab->resource != NULL)
            return fail_text (p, "restriction", "a symbol that is not one, or two symbols");
          p->ab->resource = g_strdup (t->text);
        }
      else if (t->kind == UFS_TOK_QUOTED)
        {
          if (p->ab->watermark != NULL)
            return fail_text (p, "restriction", "two watermarks");
          p->ab->watermark = g_strdup (t->text);
        }
      else
        return TRUE;
      p->pos++;
    }
}

static gboolean
ability (P *p)
{
  const UfsTok *t;
  gboolean restricted;

  if (!restrictions (p))
    return FALSE;
  restricted = p->pos > 0;
  t = tok (p, 0);
  if (t->kind == UFS_TOK_WORD && t->capital && strlen (t->text) == 1 && strchr ("efr", t->text[0]))
    {
      p->ab->type[0] = g_ascii_toupper (t->text[0]);
      p->ab->type[1] = '\0';
      p->pos++;
      if (!limits (p) || !costs (p) || !limits (p))
        return FALSE;
      if (!accept (p, ":"))
        return fail (p, "cost", 3);
    }
  else if (restricted)
    return fail (p, "restriction without a timing letter", 3);
  else
    g_strlcpy (p->ab->type, "continuous", sizeof p->ab->type);

  if (at_end (p))
    return fail_text (p, "effect", "none");
  for (gboolean first = TRUE; !at_end (p); first = FALSE)
    if (!sentence (p, first))
      return FALSE;

  /* What the sentences must add up to. */
  if (p->ab->effect->len == 0)
    return fail_text (p, "effect", "no effect");
  if (strcmp (p->ab->type, "R") == 0 && p->ab->when_event == NULL)
    return fail_text (p, "response", "no \"After\" condition");
  if (p->ab->uses_x && !p->ab->x_in_cost &&
      (p->ab->effect->len == 0 ||
       g_array_index (p->ab->effect, UfsNode, 0).kind != UFS_NODE_DEFINE_X))
    return fail_text (p, "amount", "X defined in words");
  if (strcmp (p->ab->type, "continuous") == 0 &&
      (p->ab->limit || p->ab->zone || p->ab->while_committed || p->ab->either_player ||
       p->ab->cancel->len > 0))
    return fail_text (p, "continuous", "a play restriction on a continuous ability");
  return TRUE;
}

UfsTextAbility *
ufs_text_ability_new (void)
{
  UfsTextAbility *ab = g_new0 (UfsTextAbility, 1);

  ab->cost = g_array_new (FALSE, TRUE, sizeof (UfsNode));
  ab->effect = g_array_new (FALSE, TRUE, sizeof (UfsNode));
  ab->cancel = g_array_new (FALSE, TRUE, sizeof (UfsNode));
  return ab;
}

void
ufs_text_ability_free (UfsTextAbility *ab)
{
  if (ab == NULL)
    return;
  g_array_unref (ab->cost);
  g_array_unref (ab->effect);
  g_array_unref (ab->cancel);
  g_free (ab->resource);
  g_free (ab->watermark);
  g_free (ab);
}

/**
 * ufs_text_parse:
 * @text: one printed ability, normalised (ufs_text_normalise())
 * @card: the card it is on
 * @reason: (out): why it was not read, when it was not
 *
 * Returns: (transfer full) (nullable): the ability's tree
 */
UfsTextAbility *
ufs_text_parse (const char *text, const UfsTextCard *card, char **reason)
{
  g_autoptr (UfsTextAbility) ab = ufs_text_ability_new ();
  P p = { 0 };
  gboolean ok;

  p.toks = ufs_text_lex (text);
  p.card = card;
  p.ab = ab;
  ok = ability (&p);
  ufs_text_tokens_free (p.toks);
  if (!ok)
    {
      *reason = p.reason != NULL ? p.reason : g_strdup ("unknown: ?");
      return NULL;
    }
  g_free (p.reason);
  return g_steal_pointer (&ab);
}
