/* ufs-text-emit.c: a parsed UFS ability written as the card XML of
 * docs/effects.md, one writer a node kind.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text.h"

#include <string.h>

static void
attr (GString *out, const char *name, const char *value)
{
  g_autofree char *esc = g_markup_escape_text (value, -1);

  g_string_append_printf (out, " %s=\"%s\"", name, esc);
}

static void
attr_amount (GString *out, const char *name, gint value)
{
  if (value == UFS_TEXT_X)
    attr (out, name, "X");
  else
    g_string_append_printf (out, " %s=\"%d\"", name, value);
}

/* The node's amount: a number, X or an expression of the game. */
static void
node_amount (GString *out, const char *name, const UfsNode *n)
{
  if (n->expr != NULL)
    attr (out, name, n->expr);
  else
    attr_amount (out, name, n->amount);
}

static void
emit_modify (const UfsNode *n, GString *out)
{
  attr (out, "target", n->target);
  attr (out, "stat", n->stat);
  node_amount (out, "by", n);
  if (n->until != NULL)
    attr (out, "until", n->until);
  if (n->min != G_MININT)
    attr_amount (out, "min", n->min);
  if (n->has_max)
    attr_amount (out, "max", n->max);
}

static void
emit_count_player (const UfsNode *n, GString *out)
{
  node_amount (out, "count", n);
  if (n->from != NULL)
    attr (out, "from", n->from);
  if (n->player != NULL)
    attr (out, "player", n->player);
}

static void
emit_vitality (const UfsNode *n, GString *out)
{
  attr (out, "counter", "vitality");
  node_amount (out, "amount", n);
  attr (out, "player", n->player);
}

static void
emit_damage (const UfsNode *n, GString *out)
{
  node_amount (out, "amount", n);
  attr (out, "player", n->player);
}

static void
emit_target (const UfsNode *n, GString *out)
{
  attr (out, "target", n->target);
}

static void
emit_commit_foundations (const UfsNode *n, GString *out)
{
  if (n->player != NULL)
    attr (out, "player", n->player);
  node_amount (out, "count", n);
  if (n->who != NULL)
    attr (out, "chosen-by", n->who);
}

static void
emit_check (const UfsNode *n, GString *out)
{
  /* -1: "Make a control check", against no difficulty (E.3.4) */
  if (n->amount != -1)
    attr_amount (out, "difficulty", n->amount);
}

static void
emit_momentum (const UfsNode *n, GString *out)
{
  attr (out, "from", n->from);
  if (n->stat != NULL)
    attr (out, "face", n->stat); /* ufs-text-momup.c */
  /* one card named by a target */
  if (n->target != NULL)
    {
      attr (out, "target", n->target);
      return;
    }
  attr_amount (out, "count", n->amount);
  if (n->player != NULL)
    attr (out, "player", n->player);
}

static void
emit_count (const UfsNode *n, GString *out)
{
  node_amount (out, "count", n);
  if (n->player != NULL)
    attr (out, "player", n->player);
  if (n->who != NULL)
    attr (out, "chosen-by", n->who);
}

static void
emit_choose (const UfsNode *n, GString *out)
{
  /* target: the name bound, when not "it" (several cards chosen) */
  attr (out, "as", n->target != NULL ? n->target : "it");
  attr (out, "zone", n->zone);
  attr (out, "player", n->player);
  if (n->filter != NULL)
    attr (out, "filter", n->filter);
  if (n->who != NULL)
    attr (out, "other", n->who);
}

static void
emit_move (const UfsNode *n, GString *out)
{
  attr (out, "target", n->target);
  attr (out, "to", n->zone);
  if (n->stat != NULL)
    attr (out, "position", n->stat);
}

static void
emit_search (const UfsNode *n, GString *out)
{
  g_autofree char *filter = g_strdup_printf ("type=%s", n->filter);

  attr (out, "zone", "deck");
  attr (out, "to", "hand");
  attr (out, "filter", filter);
}

static void
emit_if (const UfsNode *n, GString *out)
{
  if (n->target != NULL)
    attr (out, "target", n->target);
  if (n->filter != NULL)
    attr (out, "filter", n->filter);
  if (n->types != NULL)
    attr (out, "state", n->types);
  if (n->zone != NULL)
    {
      attr (out, "zone", n->zone);
      attr (out, "player", n->player);
      attr_amount (out, n->stat, n->amount);
    }
  /* an amount of the game compared (J.4.2) */
  else if (n->expr != NULL && n->stat != NULL)
    {
      attr (out, "value", n->expr);
      if (n->expr2 != NULL)
        attr (out, n->stat, n->expr2);
      else
        attr_amount (out, n->stat, n->amount);
    }
}

static void
emit_nothing (const UfsNode *n, GString *out)
{
}

/* K.3.22 */
static void
emit_keyword_cost (const UfsNode *n, GString *out)
{
  attr (out, "keyword", n->stat);
  attr (out, "pay", n->from);
  if (n->types != NULL)
    attr (out, "mode", n->types);
  if (n->has_max)
    attr_amount (out, "max", n->max);
}

static void
emit_modify_check (const UfsNode *n, GString *out)
{
  node_amount (out, "by", n);
  attr (out, "player", n->player);
  if (n->types != NULL)
    attr (out, "type", n->types);
  if (n->filter != NULL)
    attr (out, "keyword", n->filter);
  /* F.2.2.1.1: "Failing that check does not end their Combat Phase" */
  if (n->until != NULL && strcmp (n->until, "keep-phase") == 0)
    attr (out, "keep-phase", "true");
}

static void
emit_define_x (const UfsNode *n, GString *out)
{
  attr (out, "value", n->expr);
  /* K.3.8 */
  if (n->min != G_MININT)
    attr_amount (out, "min", n->min);
  if (n->has_max)
    attr_amount (out, "max", n->max);
}

static void
emit_delayed (const UfsNode *n, GString *out)
{
  attr (out, "event", n->event);
  attr (out, "card", n->target);
  attr (out, "player", n->player);
  attr (out, "until", n->until);
  attr (out, "times", "1");
  if (n->amount > 0)
    attr_amount (out, "at-least", n->amount);
  /* G.3.1: "deals less than its printed damage" (ufs-text-cond.c) */
  if (n->types != NULL && strcmp (n->types, "below-printed") == 0)
    attr (out, "below-printed", "true");
}

static void
emit_may (const UfsNode *n, GString *out)
{
  attr (out, "player", n->player);
}

/* look, reveal: zone, count (0: the whole zone), player */
static void
emit_show (const UfsNode *n, GString *out)
{
  attr (out, "zone", n->zone);
  if (n->amount > 0)
    attr_amount (out, "count", n->amount);
  attr (out, "player", n->player);
}

static void
emit_change_zone (const UfsNode *n, GString *out)
{
  attr (out, "to", n->zone);
  attr (out, "target", n->target);
  attr (out, "until", n->until);
}

/* A card not counted toward progressive difficulty (its target), or the
 * cards of the pool not counted to play this card (face down, a filter). */
static void
emit_ignore_progressive (const UfsNode *n, GString *out)
{
  if (n->target != NULL)
    {
      attr (out, "target", n->target);
      return;
    }
  if (n->player != NULL)
    {
      /* the player's next card; of a type, an attack with traits (K.3.9.1) */
      attr (out, "player", n->player);
      if (n->types != NULL)
        attr (out, "card-type", n->types);
      if (n->filter != NULL)
        attr (out, "keyword", n->filter);
      if (n->zone != NULL)
        attr (out, "zone", n->zone);
      return;
    }
  attr (out, "to-play", "self");
  if (n->filter != NULL)
    attr (out, "filter", n->filter);
  else if (n->types == NULL) /* types "all": every card of the pool */
    attr (out, "face", "down");
}

static void
emit_grant_keyword (const UfsNode *n, GString *out)
{
  attr (out, "keyword", n->stat);
  if (n->amount > 0 || n->amount == UFS_TEXT_X)
    attr_amount (out, "rating", n->amount);
  attr (out, "target", n->target);
}

static void
emit_add_to_card_pool (const UfsNode *n, GString *out)
{
  attr (out, "target", n->target);
  if (n->zone != NULL)
    attr (out, "position", n->zone);
}

static void
emit_modify_rating (const UfsNode *n, GString *out)
{
  attr (out, "keyword", n->stat);
  node_amount (out, "by", n);
  attr (out, "target", n->target);
}

static void
emit_destroy_foundations (const UfsNode *n, GString *out)
{
  emit_count (n, out);
  if (n->zone != NULL)
    attr (out, "face", n->zone);
  if (n->types != NULL)
    attr (out, "state", n->types);
  if (n->target != NULL)
    attr (out, "as", n->target);
}

static void
emit_reveal_cost (const UfsNode *n, GString *out)
{
  attr (out, "zone", n->zone);
  if (n->filter != NULL)
    attr (out, "filter", n->filter);
}

static void
emit_modify_attacks (const UfsNode *n, GString *out)
{
  attr (out, "stat", n->stat);
  node_amount (out, "by", n);
  attr (out, "player", n->player);
  if (n->filter != NULL)
    attr (out, "keyword", n->filter);
  if (n->types != NULL)
    attr (out, "not-keyword", n->types);
  if (n->zone != NULL)
    attr (out, "zone", n->zone);
  attr (out, "until", n->until);
}

static void
emit_modify_checks (const UfsNode *n, GString *out)
{
  emit_modify_check (n, out);
  attr (out, "until", n->until);
}

/* <forbid action= [type=] player=>: a static restriction */
static void
emit_forbid (const UfsNode *n, GString *out)
{
  attr (out, "action", n->stat);
  if (n->types != NULL)
    attr (out, "type", n->types);
  attr (out, "player", n->player);
}

/* <forbid action= [type=] [card-type=] player= until=>: a lasting
 * restriction made by an effect */
static void
emit_forbid_lasting (const UfsNode *n, GString *out)
{
  emit_forbid (n, out);
  if (n->filter != NULL)
    attr (out, "card-type", n->filter);
  if (n->zone != NULL)
    attr (out, "zone", n->zone);
  attr (out, "until", n->until);
}

/* <each-ability limit=>: a rule on the card's other abilities */
static void
emit_ready_foundations (const UfsNode *n, GString *out)
{
  node_amount (out, "count", n);
  if (n->player != NULL)
    attr (out, "player", n->player);
  if (n->types != NULL)
    attr (out, "fresh", n->types);
}

static void
emit_each_ability (const UfsNode *n, GString *out)
{
  attr (out, "limit", n->until);
}

/* <add-face-down from= count=> */
static void
emit_add_face_down (const UfsNode *n, GString *out)
{
  attr (out, "from", n->from);
  attr_amount (out, "count", n->amount);
}

static void
emit_add_top_to_pool (const UfsNode *n, GString *out)
{
  attr (out, "from", n->from);
  attr (out, "player", n->player);
  if (n->stat != NULL)
    attr (out, "face", n->stat);
}

/* <modify-check check="this" by=>: the check a response answers (E.3.1.1) */
static void
emit_modify_this_check (const UfsNode *n, GString *out)
{
  attr (out, "check", "this");
  node_amount (out, "by", n);
  /* F.2.2.1.1: "Failing this check does not end the Combat Phase" */
  if (n->until != NULL)
    attr (out, "keep-phase", "true");
}

/* <commit-foundations cards="any|non-character" ...> (K.2.4) */
static void
emit_commit_cards (const UfsNode *n, GString *out)
{
  emit_commit_foundations (n, out);
  attr (out, "cards", n->filter);
}

/* <ready-foundations cards="any|non-character|assets" ...> (C.1.3) */
static void
emit_ready_cards (const UfsNode *n, GString *out)
{
  emit_ready_foundations (n, out);
  attr (out, "cards", n->filter);
}

/* <modify to="printed">: the value back to the printed one (J.4.2.1) */
static void
emit_modify_to_printed (const UfsNode *n, GString *out)
{
  attr (out, "target", n->target);
  attr (out, "stat", n->stat);
  /* "damage": the switch of speed and damage (ufs-text-switch.c) */
  attr (out, "to", n->zone != NULL ? n->zone : "printed");
  attr (out, "until", n->until);
}

/* <choose chosen-by="opponent">: the opponent chooses (K.2.3) */
static void
emit_choose_by_opponent (const UfsNode *n, GString *out)
{
  emit_choose (n, out);
  attr (out, "chosen-by", "opponent");
}

/* <delayed event="attack-resolved">: "after it resolves" (G.4) */
static void
emit_delayed_resolved (const UfsNode *n, GString *out)
{
  attr (out, "event", "attack-resolved");
  attr (out, "card", n->target);
  if (n->types != NULL)
    attr (out, "status", n->types);
  attr (out, "until", "end-of-turn");
  attr (out, "times", "1");
}

/* <either [player=]>: the player who picks, when not the controller
 * (ufs-text-their.c) */
static void
emit_either (const UfsNode *n, GString *out)
{
  if (n->player != NULL)
    attr (out, "player", n->player);
}

static const struct
{
  const char *element;
  void (*emit) (const UfsNode *n, GString *out);
} ufs_emitters[UFS_N_NODES] = {
  [UFS_NODE_MODIFY] = { "modify", emit_modify },
  [UFS_NODE_DRAW] = { "draw", emit_count_player },
  [UFS_NODE_DISCARD] = { "discard", emit_count_player },
  [UFS_NODE_GAIN] = { "gain", emit_vitality },
  [UFS_NODE_LOSE] = { "lose", emit_vitality },
  [UFS_NODE_DAMAGE] = { "damage", emit_damage },
  [UFS_NODE_COMMIT] = { "commit", emit_target },
  [UFS_NODE_READY] = { "ready", emit_target },
  [UFS_NODE_DESTROY] = { "destroy", emit_target },
  [UFS_NODE_REMOVE] = { "remove", emit_target },
  [UFS_NODE_FLIP] = { "flip", emit_target },
  [UFS_NODE_COMMIT_FOUNDATIONS] = { "commit-foundations", emit_commit_foundations },
  [UFS_NODE_CHECK] = { "check", emit_check },
  [UFS_NODE_MOMENTUM] = { "momentum", emit_momentum },
  [UFS_NODE_DISCARD_MOMENTUM] = { "discard-momentum", emit_count },
  [UFS_NODE_CHOOSE] = { "choose", emit_choose },
  [UFS_NODE_SEAL] = { "seal", emit_target },
  [UFS_NODE_FREEZE] = { "freeze", emit_target },
  [UFS_NODE_SEARCH] = { "search", emit_search },
  [UFS_NODE_MOVE] = { "move", emit_move },
  [UFS_NODE_IF] = { "if", emit_if },
  [UFS_NODE_EITHER] = { "either", emit_either },
  [UFS_NODE_OPTION] = { "option", emit_nothing },
  [UFS_NODE_END] = { NULL, emit_nothing },
  [UFS_NODE_MODIFY_CHECK] = { "modify-check", emit_modify_check },
  [UFS_NODE_DEFINE_X] = { "define-x", emit_define_x },
  [UFS_NODE_DELAYED] = { "delayed", emit_delayed },
  [UFS_NODE_MAY] = { "may", emit_may },
  [UFS_NODE_UNLESS] = { "unless", emit_if },
  [UFS_NODE_FLIP_FOUNDATIONS] = { "flip-foundations", emit_count },
  [UFS_NODE_DISCARD_RANDOM] = { "discard-random", emit_count_player },
  [UFS_NODE_LOOK] = { "look", emit_show },
  [UFS_NODE_REVEAL] = { "reveal", emit_show },
  [UFS_NODE_CHANGE_ZONE] = { "change-zone", emit_change_zone },
  [UFS_NODE_IGNORE_PROGRESSIVE] = { "ignore-progressive", emit_ignore_progressive },
  [UFS_NODE_ELSE] = { "else", emit_nothing },
  [UFS_NODE_REQUIRE] = { "require", emit_if },
  [UFS_NODE_MODIFY_RATING] = { "modify-rating", emit_modify_rating },
  [UFS_NODE_ADD_TO_CARD_POOL] = { "add-to-card-pool", emit_add_to_card_pool },
  [UFS_NODE_GRANT_KEYWORD] = { "grant-keyword", emit_grant_keyword },
  [UFS_NODE_DESTROY_FOUNDATIONS] = { "destroy-foundations", emit_destroy_foundations },
  [UFS_NODE_REVEAL_COST] = { "reveal", emit_reveal_cost },
  [UFS_NODE_POOL_SELF_COST] = { "add-to-card-pool", emit_target },
  [UFS_NODE_SKIP_ENHANCE_STEP] = { "skip-enhance-step", emit_nothing },
  [UFS_NODE_CANCEL_EFFECTS] = { "cancel-effects", emit_target },
  [UFS_NODE_MODIFY_ATTACKS] = { "modify-attacks", emit_modify_attacks },
  [UFS_NODE_MODIFY_CHECKS] = { "modify-check", emit_modify_checks },
  [UFS_NODE_FORBID] = { "forbid", emit_forbid },
  [UFS_NODE_EACH_ABILITY] = { "each-ability", emit_each_ability },
  [UFS_NODE_READY_FOUNDATIONS] = { "ready-foundations", emit_ready_foundations },
  [UFS_NODE_ADD_FACE_DOWN] = { "add-face-down", emit_add_face_down },
  [UFS_NODE_DISCARD_HAND] = { "discard-hand", emit_nothing },
  [UFS_NODE_ADD_TOP_TO_POOL] = { "add-to-card-pool", emit_add_top_to_pool },
  [UFS_NODE_MODIFY_THIS_CHECK] = { "modify-check", emit_modify_this_check },
  [UFS_NODE_COMMIT_CARDS] = { "commit-foundations", emit_commit_cards },
  [UFS_NODE_READY_CARDS] = { "ready-foundations", emit_ready_cards },
  [UFS_NODE_FORBID_LASTING] = { "forbid", emit_forbid_lasting },
  [UFS_NODE_MODIFY_TO_PRINTED] = { "modify", emit_modify_to_printed },
  [UFS_NODE_DELAYED_RESOLVED] = { "delayed", emit_delayed_resolved },
  [UFS_NODE_CHOOSE_BY_OPPONENT] = { "choose", emit_choose_by_opponent },
  [UFS_NODE_END_PHASE] = { "end-phase", emit_nothing },
  [UFS_NODE_NAME_CARD] = { "name-card", ufs_text_emit_name_card },
  [UFS_NODE_MOVE_EACH] = { "move-each", ufs_text_emit_move_each },
  [UFS_NODE_NO_REVERSAL] = { "no-reversal", ufs_text_emit_no_reversal },
  [UFS_NODE_KEYWORD_COST] = { "keyword-cost", emit_keyword_cost },
  [UFS_NODE_AS_HAND_BLOCK] = { "as-though-in-hand", ufs_text_emit_as_hand_block },
  [UFS_NODE_FORBID_BLOCK_ZONE] = { "forbid", ufs_text_emit_forbid_block_zone },
  [UFS_NODE_REVEAL_COUNT_COST] = { "reveal", ufs_text_emit_reveal_count },
  [UFS_NODE_MODIFY_COPIES] = { "modify-copies", ufs_text_emit_modify_copies },
  [UFS_NODE_REMOVE_KEYWORD] = { "remove-keyword", ufs_text_emit_remove_keyword },
  [UFS_NODE_UNBLOCKABLE] = { "unblockable", ufs_text_emit_unblockable },
  [UFS_NODE_UNFLIP_FOUNDATIONS] = { "flip-foundations", ufs_text_emit_unflip },
  [UFS_NODE_STILL_DAMAGE] = { "still-damage", ufs_text_emit_still_damage },
  [UFS_NODE_MAY_COST] = { "cost", emit_nothing },
  [UFS_NODE_NO_DAMAGE] = { "no-damage", ufs_text_emit_no_damage },
  [UFS_NODE_FORBID_PARTIAL] = { "forbid", ufs_text_emit_forbid_partial },
};

static void
emit_list (const char *element, GArray *nodes, const char *extra, GString *body)
{
  g_autoptr (GPtrArray) open = NULL;

  if (nodes->len == 0)
    return;
  open = g_ptr_array_new ();

  g_string_append_printf (body, "<%s%s>", element, extra);
  for (guint i = 0; i < nodes->len; i++)
    {
      const UfsNode *n = &g_array_index (nodes, UfsNode, i);
      const char *el = ufs_emitters[n->kind].element;

      if (n->kind == UFS_NODE_END)
        {
          g_assert (open->len > 0);
          g_string_append_printf (body, "</%s>",
                                  (const char *) g_ptr_array_steal_index (open, open->len - 1));
          continue;
        }
      g_string_append_printf (body, "<%s", el);
      ufs_emitters[n->kind].emit (n, body);
      if (n->kind == UFS_NODE_IF || n->kind == UFS_NODE_EITHER || n->kind == UFS_NODE_OPTION ||
          n->kind == UFS_NODE_DELAYED || n->kind == UFS_NODE_MAY || n->kind == UFS_NODE_UNLESS ||
          n->kind == UFS_NODE_ELSE || n->kind == UFS_NODE_DELAYED_RESOLVED ||
          n->kind == UFS_NODE_MAY_COST)
        {
          g_ptr_array_add (open, (gpointer) el);
          g_string_append (body, ">");
        }
      else
        g_string_append (body, "/>");
    }
  g_assert (open->len == 0);
  g_string_append_printf (body, "</%s>", element);
}

/**
 * ufs_text_emit:
 * @ab: a parsed ability
 * @attrs: where its restrictions go, as attributes of <ability>
 * @body: where its parts go, as children of <ability>
 */
void
ufs_text_emit (const UfsTextAbility *ab, GString *attrs, GString *body)
{
  static const struct
  {
    gsize offset;
    const char *name;
  } flags[] = {
    { G_STRUCT_OFFSET (UfsTextAbility, first), "first" },
    { G_STRUCT_OFFSET (UfsTextAbility, combo), "combo" },
    { G_STRUCT_OFFSET (UfsTextAbility, deadlock), "deadlock" },
    { G_STRUCT_OFFSET (UfsTextAbility, desperation), "desperation" },
    { G_STRUCT_OFFSET (UfsTextAbility, while_committed), "while-committed" },
    { G_STRUCT_OFFSET (UfsTextAbility, either_player), "either-player" },
    { G_STRUCT_OFFSET (UfsTextAbility, uncancellable), "uncancellable" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (G_STRUCT_MEMBER (gboolean, ab, flags[i].offset))
      attr (attrs, flags[i].name,
            flags[i].offset == G_STRUCT_OFFSET (UfsTextAbility, while_committed) &&
                    ab->only_committed
                ? "only"
                : "true");
  if (ab->resource != NULL)
    attr (attrs, "resource", ab->resource);
  if (ab->watermark != NULL)
    attr (attrs, "watermark", ab->watermark);
  if (ab->character != NULL)
    attr (attrs, "character", ab->character);
  if (ab->limit != NULL)
    attr (attrs, "limit", ab->limit);
  if (ab->zone != NULL)
    attr (attrs, "zone", ab->zone);

  if (ab->when_event != NULL)
    {
      g_string_append (body, "<when");
      attr (body, "event", ab->when_event);
      if (ab->when_player != NULL)
        attr (body, "player", ab->when_player);
      for (guint i = 0; i < G_N_ELEMENTS (ab->when_attr); i++)
        if (ab->when_attr[i] != NULL)
          attr (body, ab->when_attr[i], ab->when_value[i]);
      g_string_append (body, "/>");
    }
  emit_list ("cost", ab->cost, "", body);
  emit_list ("effect", ab->effect, "", body);
  emit_list ("cancel", ab->cancel, ab->cancel_destroy ? " destroy=\"true\"" : "", body);
}

/* The timing of a printed ability as ufs_text_parse() would read it,
 * for an ability it does not read. */
static void
timing_of (const char *text, char type[12])
{
  GArray *toks = ufs_text_lex (text);

  g_strlcpy (type, "continuous", 12);
  for (guint i = 0; i < toks->len; i++)
    {
      const UfsTok *t = &g_array_index (toks, UfsTok, i);

      if (t->kind == UFS_TOK_SYMBOL || t->kind == UFS_TOK_QUOTED ||
          (t->kind == UFS_TOK_WORD && t->capital &&
           (!strcmp (t->text, "first") || !strcmp (t->text, "combo") ||
            !strcmp (t->text, "deadlock") || !strcmp (t->text, "desperation"))))
        continue;
      if (t->kind == UFS_TOK_WORD && t->capital && strlen (t->text) == 1 &&
          strchr ("efr", t->text[0]))
        {
          type[0] = g_ascii_toupper (t->text[0]);
          type[1] = '\0';
        }
      break;
    }
  ufs_text_tokens_free (toks);
}

gboolean
ufs_text_compile (const char *text,
                  const UfsTextCard *card,
                  char type[12],
                  GString *attrs,
                  GString *body,
                  char **reason)
{
  g_autofree char *norm = ufs_text_normalise (text);
  g_autoptr (UfsTextAbility) ab = ufs_text_parse (norm, card, reason);

  if (ab == NULL)
    {
      timing_of (norm, type);
      return FALSE;
    }
  g_strlcpy (type, ab->type, 12);
  ufs_text_emit (ab, attrs, body);
  return TRUE;
}
