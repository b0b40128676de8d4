/* ufs-copy.c: copying effects (J.3.4.1, J.3.4.2): the copied values in a
 * layer of their own before the other definitions (C.3.3.2), in the order
 * the players choose (C.3.3.2.1); the keywords of another card copied with
 * their ratings and abilities (I.2.3.3, I.2.4.2).
 *
 * A copy's set modifiers share one DkModifier.layer, at UFS_COPY_LAYER or
 * above: the framework applies the higher layers first, and every other set
 * value (layer 0) after them. A copy's layer is UFS_COPY_LAYER + 2 * rank +
 * player, the player whose effect it is: the copies of a card apply from
 * the highest rank down, and are ranked again as a copy begins and as each
 * turn begins (the active player's first).
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#define UFS_COPY_LAYER 0x100
/* The layer of a copy begun, before it is ranked among the others. */
#define UFS_COPY_NEW 0xfff0
G_STATIC_ASSERT ((UFS_COPY_NEW - UFS_COPY_LAYER) % 2 == 0);
/* The copies of one card that are ranked; more are left as they are. */
#define UFS_MAX_COPIES 16

/* The layers of the copies on @card in the order they apply (the highest
 * first); their number. */
static guint
copies_on (const DkGame *g, gint32 card, guint16 *layers)
{
  guint n = 0;

  for (guint i = 0; i < dk_game_n_modifiers (g); i++)
    {
      const DkModifier *m = dk_game_modifier_at (g, i);
      guint k;

      if (m->card != card || m->op != DK_MOD_SET || m->layer < UFS_COPY_LAYER)
        continue;
      for (k = 0; k < n && layers[k] != m->layer; k++)
        ;
      if (k < n || n >= UFS_MAX_COPIES)
        continue;
      /* Insertion, highest first. */
      for (k = n++; k > 0 && layers[k - 1] < m->layer; k--)
        layers[k] = layers[k - 1];
      layers[k] = m->layer;
    }
  return n;
}

/* The player whose copy it is. */
static guint
copy_player (guint16 layer)
{
  return (guint) (layer - UFS_COPY_LAYER) & 1;
}

/* C.3.3.2.1, J.3.4.2: the active player's copies apply first, then the
 * inactive player's, each player's in the order they hold in @layers (the
 * order of their choosing); their layers are set to say so. */
static void
rank_copies (DkGame *g, gint32 card, const guint16 *layers, guint n)
{
  guint active = dk_game_active (g);
  guint16 order[UFS_MAX_COPIES];
  guint k = 0;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      if ((copy_player (layers[i]) == active) == (pass == 0))
        order[k++] = layers[i];
  for (guint i = 0; i < dk_game_n_modifiers (g); i++)
    {
      const DkModifier *m = dk_game_modifier_at (g, i);

      if (m->card != card || m->op != DK_MOD_SET || m->layer < UFS_COPY_LAYER)
        continue;
      for (guint j = 0; j < k; j++)
        if (order[j] == m->layer)
          {
            /* Rank k - 1 - j: the first to apply has the highest. */
            guint16 layer = (guint16) (UFS_COPY_LAYER + 2 * (k - 1 - j) + copy_player (order[j]));

            dk_game_set_modifier_layer (g, i, layer);
            break;
          }
    }
}

/**
 * ufs_copies_rank:
 * @g: a game
 *
 * As a turn begins: the copies on each card ranked again, the new active
 * player's first (C.3.3.2.1).
 */
void
ufs_copies_rank (DkGame *g)
{
  gint32 done[UFS_MAX_COPIES];
  guint n_done = 0;

  for (guint i = 0; i < dk_game_n_modifiers (g) && n_done < UFS_MAX_COPIES; i++)
    {
      const DkModifier *m = dk_game_modifier_at (g, i);
      guint16 layers[UFS_MAX_COPIES];
      gint32 card = m->card;
      guint k;

      if (m->op != DK_MOD_SET || m->layer < UFS_COPY_LAYER)
        continue;
      for (k = 0; k < n_done && done[k] != card; k++)
        ;
      if (k < n_done)
        continue;
      done[n_done++] = card;
      rank_copies (g, card, layers, copies_on (g, card, layers));
    }
}

/* --- <copy-values> --------------------------------------------------------------------- */

/* The printed values a copying effect takes from another card. */
static const guint16 copied_stats[] = {
  UFS_STAT_DIFFICULTY,  UFS_STAT_CONTROL,    UFS_STAT_SPEED,          UFS_STAT_DAMAGE,
  UFS_STAT_ATTACK_ZONE, UFS_STAT_BLOCK_ZONE, UFS_STAT_BLOCK_MODIFIER,
};

/* Has @player a copy on @card already? */
static gboolean
player_has_copy (const DkGame *g, gint32 card, guint player)
{
  guint16 layers[UFS_MAX_COPIES];
  guint n = copies_on (g, card, layers);

  for (guint i = 0; i < n; i++)
    if (copy_player (layers[i]) == player)
      return TRUE;
  return FALSE;
}

/* <copy-values target="T" from="C" until="...">: a[0] the expiry, a[1]
 * the scope, a[2] the card copied from (a target). */
gboolean
ufs_compile_copy_values (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const untils[] = { "end-of-turn", "end-of-attack", "leaves-zone", NULL };
  gint k;

  in->target = (gint16) (xmlHasProp (node, (const xmlChar *) "target")
                             ? dk_compiler_target (c, node, "target", TRUE)
                             : DK_TARGET_SELF);
  in->a[2] = dk_compiler_target (c, node, "from", TRUE);
  if (dk_compiler_word (c, node, "until", untils, &k) == NULL &&
      xmlHasProp (node, (const xmlChar *) "until"))
    return FALSE;
  in->a[0] = k == 2 ? DK_EXPIRE_LEAVES_ZONE : k == 1 ? DK_EXPIRE_SCOPE : DK_EXPIRE_END_OF_TURN;
  in->a[1] = k == 1 ? UFS_SCOPE_ATTACK : 0;
  return in->target >= 0 && in->a[2] >= 0;
}

/* J.3.4.1: the card's values become the printed values of the other card,
 * in the copies' layer (C.3.3.2): before any other set value. C.3.3.2.1,
 * J.3.4.2: a player with a copy on the card already chooses whether the new
 * one applies after theirs (yes) or before (no). */
DkExecResult
ufs_exec_copy_values (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);
  gint32 from = dk_exec_target (g, ex, in->a[2]);
  guint player = dk_exec_controller (ex) & 1;
  guint16 layers[UFS_MAX_COPIES + 1];
  gboolean last = TRUE;
  guint n;

  if (card == DK_NO_CARD || from == DK_NO_CARD || dk_game_card_def (g, from) == NULL)
    return DK_EXEC_NEXT;
  if (dk_exec_sub (ex) == 0 && player_has_copy (g, card, player))
    {
      dk_exec_set_sub (ex, 1);
      dk_game_decide (g, player, DK_DECISION_CHOOSE);
      dk_game_offer (g, DK_VERB_YES, 0);
      dk_game_offer (g, DK_VERB_NO, 0);
      return DK_EXEC_WAIT;
    }
  if (dk_exec_sub (ex) != 0)
    {
      const DkOption *o = dk_game_answer (g);

      last = o == NULL || o->verb != DK_VERB_NO;
      dk_game_clear_answer (g);
    }
  for (guint i = 0; i < G_N_ELEMENTS (copied_stats); i++)
    {
      DkModifier m = { 0 };

      m.card = card;
      m.source = dk_exec_source (ex);
      m.stat = copied_stats[i];
      m.op = DK_MOD_SET;
      m.value = dk_game_printed_stat (g, from, copied_stats[i]);
      m.expiry = (guint8) in->a[0];
      m.scope = (guint16) in->a[1];
      m.layer = (guint16) (UFS_COPY_NEW + player);
      dk_game_add_modifier (g, &m);
    }
  /* The new copy, of the highest layer, comes first: among the player's
   * own, it applies before them; or after them. */
  n = copies_on (g, card, layers);
  if (last && n > 0 && layers[0] == UFS_COPY_NEW + player)
    {
      for (guint j = 0; j + 1 < n; j++)
        layers[j] = layers[j + 1];
      layers[n - 1] = (guint16) (UFS_COPY_NEW + player);
    }
  rank_copies (g, card, layers, n);
  return DK_EXEC_NEXT;
}

/* --- <copy-keywords> ------------------------------------------------------------------- */

/* <copy-keywords target="T" from="C" until="...">: a[0] 1: until the
 * target leaves its zone, else the end of the turn; a[2] the card copied
 * from (a target). */
gboolean
ufs_compile_copy_keywords (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const untils[] = { "end-of-turn", "leaves-zone", NULL };
  gint k = 0;

  in->target = (gint16) (xmlHasProp (node, (const xmlChar *) "target")
                             ? dk_compiler_target (c, node, "target", TRUE)
                             : DK_TARGET_SELF);
  in->a[2] = dk_compiler_target (c, node, "from", TRUE);
  if (dk_compiler_word (c, node, "until", untils, &k) == NULL &&
      xmlHasProp (node, (const xmlChar *) "until"))
    return FALSE;
  in->a[0] = k == 1;
  return in->target >= 0 && in->a[2] >= 0;
}

/* Does a copied keyword of this name go over? Not the responses (Breaker,
 * Reversal: offered from their printed card only), nor Combo and
 * Desperation, whose requirement and rating are the printed card's. */
static gboolean
copied_keyword (guint name)
{
  return name != UFS_KWN_BREAKER && name != UFS_KWN_REVERSAL && name != UFS_KWN_COMBO &&
         name != UFS_KWN_DESPERATION && name != UFS_KWN_ONLY;
}

/* I.2.4.2: the target gets the keywords printed on the other card, each
 * with its rating; I.2.3.3: a keyword that grants an ability brings it,
 * linked to it (removing the keyword removes the ability, I.2.3.1). */
DkExecResult
ufs_exec_copy_keywords (DkGame *g, DkExec *ex, const DkInstr *in)
{
  gint32 card = dk_exec_target (g, ex, in->target);
  gint32 from = dk_exec_target (g, ex, in->a[2]);
  const DkCardDef *def;
  const UfsCardData *d;
  UfsKeywordChange ch = { 0 };

  if (card == DK_NO_CARD || from == DK_NO_CARD || (def = dk_game_card_def (g, from)) == NULL)
    return DK_EXEC_NEXT;
  d = ufs_card_data (def);
  ch.card = (gint16) card;
  ch.flags = (guint8) (UFS_KWC_GRANT | (in->a[0] ? UFS_KWC_UNTIL_LEAVES : 0));
  ch.turn = dk_game_turn (g);
  ch.stamp = dk_game_card (g, card)->stamp;
  for (guint name = 0; name < UFS_N_KEYWORD_NAMES; name++)
    {
      guint kind = ufs_keyword_kind (name);

      if (!((d->printed >> name) & 1) || !copied_keyword (name))
        continue;
      ch.name = (guint8) name;
      ch.rating = 0;
      if (kind == UFS_KW_NONE)
        {
          if (!ufs_keyword_change_push (g, &ch))
            break;
          continue;
        }
      /* Each printed instance, with its rating; one with a play
       * restriction (I.2.5) stays on its card. */
      for (guint i = 0; i < d->n_played; i++)
        {
          UfsKeywordData scratch;
          const UfsKeywordData *kw = ufs_played_keyword (def, i, &scratch);

          if (kw->kind != kind || kw->flags != 0)
            continue;
          ch.rating = MAX (kw->rating, 0);
          if (!ufs_keyword_change_push (g, &ch))
            return DK_EXEC_NEXT;
        }
    }
  return DK_EXEC_NEXT;
}

/* --- <modify-copies>: multiple copies of this attack (I.3.8.3) ------------------------ */

/* <modify-copies stat="speed|damage" by="N" target="this-attack">: a[0]
 * the amount, a[1] the stat. */
gboolean
ufs_compile_modify_copies (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const stats[] = { "speed", "damage", NULL };
  gint k = -1;

  if (dk_compiler_word (c, node, "stat", stats, &k) == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "stat"))
        dk_compiler_error (c, node, "<modify-copies> needs stat=\"speed\" or \"damage\"");
      return FALSE;
    }
  in->a[1] = k == 0 ? UFS_STAT_SPEED : UFS_STAT_DAMAGE;
  in->target = (gint16) (xmlHasProp (node, (const xmlChar *) "target")
                             ? dk_compiler_target (c, node, "target", TRUE)
                             : DK_TARGET_MODULE_BASE + UFS_TARGET_THIS_ATTACK);
  if (!xmlHasProp (node, (const xmlChar *) "by"))
    {
      dk_compiler_error (c, node, "<modify-copies> needs by=\"N\"");
      return FALSE;
    }
  return in->target >= 0 && ufs_compile_amount (c, node, "by", 0, in, 0);
}

/* A copy of @original gets @by to @stat, until the turn ends. */
static void
modify_copy (DkGame *g, gint32 copy, gint32 source, guint stat, gint32 by)
{
  DkModifier m = { 0 };

  m.card = copy;
  m.source = source;
  m.stat = (guint16) stat;
  m.op = DK_MOD_ADD;
  m.value = by;
  m.expiry = DK_EXPIRE_END_OF_TURN;
  dk_game_add_modifier (g, &m);
}

/* I.3.8.3: "multiple copies of this attack get +N": the copies made
 * already get it now; the copies made later, while the attack is under
 * way, as they are made (ufs_copies_made()): an effect assigned to the
 * attack, whether or not a copy exists yet. */
DkExecResult
ufs_exec_modify_copies (DkGame *g, DkExec *ex, const DkInstr *in)
{
  UfsState *s = ufs_state (g);
  gint32 original = dk_exec_target (g, ex, in->target);
  gint32 by = ufs_amount (g, ex, in, 0);
  guint n;
  const guint16 *pool;

  if (original == DK_NO_CARD || by == 0)
    return DK_EXEC_NEXT;
  pool = dk_game_zone (g, UFS_ZONE_CARD_POOL, dk_game_card (g, original)->controller, &n);
  for (guint i = 0; i < n; i++)
    if (dk_game_card_has_flag (g, pool[i], UFS_FLAG_COPY) &&
        dk_game_card (g, pool[i])->vars[UFS_VAR_EXTRA] == original + 1)
      modify_copy (g, pool[i], dk_exec_source (ex), (guint) in->a[1], by);
  if (s->copies_of != original + 1)
    {
      s->copies_of = (gint16) (original + 1);
      s->copies_bonus[0] = s->copies_bonus[1] = 0;
    }
  s->copies_bonus[in->a[1] == UFS_STAT_DAMAGE] = (gint16) CLAMP (
      (gint32) s->copies_bonus[in->a[1] == UFS_STAT_DAMAGE] + by, G_MININT16, G_MAXINT16);
  return DK_EXEC_NEXT;
}

/**
 * ufs_copies_made:
 * @g: a game
 * @original: an attack
 * @copy: a multiple copy of it just made (I.3.8)
 *
 * I.3.8.3: the copy gets what effects gave the attack's copies to come.
 */
void
ufs_copies_made (DkGame *g, gint32 original, gint32 copy)
{
  UfsState *s = ufs_state (g);

  if (s->copies_of != original + 1)
    return;
  if (s->copies_bonus[0] != 0)
    modify_copy (g, copy, original, UFS_STAT_SPEED, s->copies_bonus[0]);
  if (s->copies_bonus[1] != 0)
    modify_copy (g, copy, original, UFS_STAT_DAMAGE, s->copies_bonus[1]);
}

/* The attack is over: what waited for its copies ends. */
void
ufs_copies_end (DkGame *g)
{
  ufs_state (g)->copies_of = 0;
}
