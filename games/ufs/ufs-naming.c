/* ufs-naming.c: naming a card (K.5.5) and the instructions that act on
 * the cards bearing the name: every copy of it in a zone moved at once,
 * and the top cards of the decks that an "if" compares with it.
 *
 * A name is chosen among the names of the game's card database, never
 * among the cards of the game: naming reveals nothing of a hidden zone.
 * It is kept, as the ability runs, as the index of the first definition
 * of the database bearing it (dk_compiler_bind_name()); card names are
 * interned, so a card has the name when its definition's name is the
 * same pointer: no string is compared while a game runs.
 *
 * Rule numbers are those of the UFS Living Game Rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

/* --- name-card (K.5.5) ---------------------------------------------------------------- */

/* <name-card as="NAME" player="you|opponent" type="TYPES"/>: a[0] the
 * name's index, a[1] the card types whose names may be named (a bit a
 * UfsCardType; 0: any). */
gboolean
ufs_compile_name_card (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  static const char *const types[] = {
    "character", "attack", "action", "asset", "foundation", NULL
  };
  xmlChar *v = xmlGetProp (node, (const xmlChar *) "type");
  gint var;

  in->player = dk_compiler_player (c, node, "you");
  if (in->player < 0 || in->player > 1)
    {
      if (in->player > 1)
        dk_compiler_error (c, node, "<name-card player=\"...\">: you or opponent");
      xmlFree (v);
      return FALSE;
    }
  if (v != NULL)
    {
      g_auto (GStrv) words = g_strsplit_set ((const char *) v, " ,", -1);

      for (guint i = 0; words[i]; i++)
        {
          gint k = -1;

          if (*words[i] == '\0')
            continue;
          for (gint j = 0; types[j]; j++)
            if (strcmp (types[j], words[i]) == 0)
              k = j;
          if (k < 0)
            {
              dk_compiler_error (c, node,
                                 "<name-card type=\"%s\">: expected card types among character, "
                                 "attack, action, asset, foundation",
                                 (const char *) v);
              xmlFree (v);
              return FALSE;
            }
          in->a[1] |= 1 << k;
        }
      if (in->a[1] == 0)
        {
          dk_compiler_error (c, node, "<name-card type=\"\">: name at least one card type");
          xmlFree (v);
          return FALSE;
        }
    }
  xmlFree (v);
  var = dk_compiler_bind_name (c, node, "as");
  if (var < 0)
    return FALSE;
  in->a[0] = var;
  return TRUE;
}

/* K.5.5: the player names a card: one option a name of the database (its
 * first definition stands for it), in the database's order, those of the
 * types allowed only. A database with no such card names nothing: then no
 * card has the name. */
DkExecResult
ufs_exec_name_card (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint player = dk_exec_player (g, ex, in);
  guint n_defs = dk_card_db_size (dk_game_get_db_inline (g));
  g_autoptr (GHashTable) seen = NULL;
  guint offered = 0;

  if (dk_exec_sub (ex) == 1)
    {
      const DkOption *o = dk_game_answer (g);

      if (o != NULL && o->verb == UFS_VERB (NAME) && o->n_args == 1 &&
          DK_OPTION_ARG_KIND (o, 0) == DK_ARG_NAME)
        dk_exec_bind (ex, (guint) in->a[0], -2 - o->args[0]);
      dk_game_clear_answer (g);
      return DK_EXEC_NEXT;
    }
  seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < n_defs; i++)
    {
      const DkCardDef *def = dk_game_name_def (g, (gint32) i);

      if (def == NULL || (in->a[1] != 0 && !(in->a[1] & (1 << def->type))) ||
          !g_hash_table_add (seen, (gpointer) def->name))
        continue;
      if (offered++ == 0)
        {
          dk_exec_set_sub (ex, 1);
          dk_game_decide (g, player, UFS_DECISION (NAME));
        }
      dk_option_add_inline (dk_game_offer (g, UFS_VERB (NAME), 0), DK_ARG_NAME, (gint32) i);
    }
  if (offered == 0)
    {
      dk_exec_bind (ex, (guint) in->a[0], DK_NO_CARD);
      return DK_EXEC_NEXT;
    }
  return DK_EXEC_WAIT;
}

/* --- move-each: every card of a zone that meets a filter ------------------------------ */

static const char *const move_each_to[] = { "discard", "removed", "hand", "deck-bottom", NULL };

enum
{
  TO_DISCARD,
  TO_REMOVED,
  TO_HAND,
  TO_DECK_BOTTOM,
};

/* <move-each zone= player= filter= to=/>: a[0] the zone kind it takes from,
 * a[1] where they go (TO_*). */
gboolean
ufs_compile_move_each (DkCompiler *c, xmlNode *node, DkInstr *in)
{
  gint zone, to;

  in->player = dk_compiler_player (c, node, "you");
  if (in->player < 0)
    return FALSE;
  zone = dk_compiler_zone (c, node, "zone", NULL);
  if (zone < 0)
    {
      if (!xmlHasProp (node, (const xmlChar *) "zone"))
        dk_compiler_error (c, node, "<move-each> needs zone=\"...\"");
      return FALSE;
    }
  if (dk_compiler_word (c, node, "to", move_each_to, &to) == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "to"))
        dk_compiler_error (c, node, "<move-each> needs to=\"discard|removed|hand|deck-bottom\"");
      return FALSE;
    }
  in->filter = dk_compiler_filter (c, node, "filter");
  if (in->filter == NULL)
    {
      if (!xmlHasProp (node, (const xmlChar *) "filter"))
        dk_compiler_error (c, node,
                           "<move-each> needs filter=\"...\" (\"named=n\": the copies "
                           "of a named card)");
      return FALSE;
    }
  in->a[0] = zone;
  in->a[1] = to;
  return TRUE;
}

/* D.2.2.4: a starting character never leaves the staging area. */
static gboolean
starting_character (const DkGame *g, gint32 card)
{
  const UfsState *s = ufs_state_const (g);

  return card == s->character[0] || card == s->character[1];
}

/* D.2.2.3.4.2: an attached character is impacted only by an effect that
 * asks for character cards (filter="type=character"). */
static gboolean
not_shielded (const DkGame *g, const DkFilter *filter, gint32 card)
{
  const DkCardDef *def;

  if (!dk_game_card_has_flag (g, card, DK_CARD_FLAG_SHIELDED))
    return TRUE;
  def = dk_game_card_def (g, card);
  for (guint i = 0; filter != NULL && def != NULL && i < filter->n_tests; i++)
    if (filter->tests[i].kind == DK_FILTER_TYPE &&
        (DkCmp) (filter->tests[i].cmp & ~DK_FILTER_OR_NEXT) == DK_CMP_EQ &&
        filter->tests[i].value == def->type)
      return TRUE;
  return FALSE;
}

static void
move_each_of (DkGame *g, const DkInstr *in, guint player)
{
  guint zone = (guint) in->a[0];
  guint n;
  const guint16 *cards = dk_game_zone (g, zone, player, &n);
  gint32 picked[64];
  guint k = 0;

  /* the cards first: each move changes the zone */
  for (guint i = n; i-- > 0 && k < G_N_ELEMENTS (picked);)
    if (dk_filter_matches (g, in->filter, cards[i], FALSE) && !starting_character (g, cards[i]) &&
        not_shielded (g, in->filter, cards[i]))
      picked[k++] = cards[i];
  for (guint i = 0; i < k; i++)
    {
      gint32 card = picked[i];
      guint owner = dk_game_card (g, card)->owner;

      if (ufs_zone_kind_of (g, card) != zone)
        continue;
      switch (in->a[1])
        {
        case TO_DISCARD:
          ufs_discard_card (g, card);
          break;
        case TO_REMOVED:
          ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, FALSE);
          dk_game_move (g, card, UFS_ZONE_REMOVED, owner, DK_POS_TOP);
          break;
        case TO_HAND:
          ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, FALSE);
          dk_game_move (g, card, UFS_ZONE_HAND, owner, DK_POS_TOP);
          break;
        case TO_DECK_BOTTOM:
          ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, TRUE);
          dk_game_move (g, card, UFS_ZONE_DECK, owner, DK_POS_BOTTOM);
          break;
        }
    }
  /* K.5.2: a deck searched is shuffled */
  if (zone == UFS_ZONE_DECK && in->a[1] != TO_DECK_BOTTOM)
    dk_game_shuffle (g, UFS_ZONE_DECK, player);
}

/* Is @card one of those <move-each> takes: it meets the filter, is no
 * starting character (D.2.2.4) and no attached character the filter does
 * not ask for (D.2.2.3.4.2)? */
static gboolean
each_candidate (const DkGame *g, const DkInstr *in, gint32 card)
{
  return dk_filter_matches (g, in->filter, card, FALSE) && !starting_character (g, card) &&
         not_shielded (g, in->filter, card);
}

/* Is @card one of those <move-each> puts under a deck: it meets the
 * filter and is no starting character (D.2.2.4)? */
static gboolean
to_deck_candidate (const DkGame *g, const DkInstr *in, gint32 card)
{
  const UfsState *s = ufs_state_const (g);

  return card != s->character[0] && card != s->character[1] &&
         dk_filter_matches (g, in->filter, card, FALSE);
}

static void
to_deck_place (DkGame *g, gint32 card)
{
  ufs_card_set_flag (g, card, DK_CARD_FLAG_FACE_DOWN, TRUE);
  dk_game_move (g, card, UFS_ZONE_DECK, dk_game_card (g, card)->owner, DK_POS_BOTTOM);
}

/* The candidates left, from the top down, each under its owner's deck. */
static void
to_deck_rest (DkGame *g, const DkInstr *in, guint player)
{
  guint zone = (guint) in->a[0];
  guint n;
  const guint16 *cards = dk_game_zone (g, zone, player, &n);

  for (guint i = n; i-- > 0;)
    {
      cards = dk_game_zone (g, zone, player, &n);
      if (i < n && to_deck_candidate (g, in, cards[i]))
        to_deck_place (g, cards[i]);
    }
}

/* How a <move-each> whose cards arrive together is carried out one card
 * at a time, in the order their player picks. */
typedef struct
{
  gboolean (*candidate) (const DkGame *g, const DkInstr *in, gint32 card);
  gboolean by_name; /* the cards of one name are one choice, else copies of one card */
  void (*place) (DkGame *g, gint32 card);
  void (*rest) (DkGame *g, const DkInstr *in, guint player); /* no choice left */
} OrderedMove;

/* D.4.1.1.1: into a deck; copies of one card are one choice. */
static const OrderedMove to_deck = { to_deck_candidate, FALSE, to_deck_place, to_deck_rest };
/* D.2.3.3.1: onto a discard pile; the cards of one name are one choice
 * (docs/rulings.md). */
static const OrderedMove to_discard = { each_candidate, TRUE, ufs_discard_card, move_each_of };

/* Is @cards[@i] a candidate, and the first of its kind (@how), from the
 * top down? */
static gboolean
first_of_its_kind (const DkGame *g,
                   const DkInstr *in,
                   const OrderedMove *how,
                   const guint16 *cards,
                   guint n,
                   guint i)
{
  const DkCardDef *mine = dk_game_card_def (g, cards[i]);

  if (!how->candidate (g, in, cards[i]))
    return FALSE;
  for (guint j = i + 1; j < n; j++)
    {
      const DkCardDef *other = dk_game_card_def (g, cards[j]);

      if (how->candidate (g, in, cards[j]) &&
          (other == mine || (how->by_name && other != NULL && mine != NULL &&
                             ufs_card_data (other)->name == ufs_card_data (mine)->name)))
        return FALSE;
    }
  return TRUE;
}

/* The cards of a <move-each> that arrive together (under a deck, D.4.1.1.1;
 * onto a discard pile, D.2.3.3.1) go one at a time, in the order the
 * player whose zone they leave picks (their owner: D.1.4 keeps other
 * players' cards out of it), the last picked at the very bottom of the
 * deck or on top of the pile. The last kind left needs no question.
 * @players: the players whose zone it takes from, in order (1 or 2), from
 * @first. dk_exec_sub: bit 0 an answer is awaited, bit 1 the second
 * player's turn. */
static DkExecResult
move_each_in_order (
    DkGame *g, DkExec *ex, const DkInstr *in, guint players, guint first, const OrderedMove *how)
{
  guint zone = (guint) in->a[0];
  guint sub = (guint) dk_exec_sub (ex);

  for (guint turn = sub >> 1; turn < players; turn++)
    {
      guint player = (first + turn) % 2;
      guint n, kinds = 0;
      const guint16 *cards;

      if (sub & 1)
        {
          const DkOption *o = dk_game_answer (g);

          if (o != NULL && o->verb == DK_VERB_CHOOSE && o->n_args == 1 &&
              ufs_zone_kind_of (g, o->args[0]) == zone && how->candidate (g, in, o->args[0]))
            how->place (g, o->args[0]);
          dk_game_clear_answer (g);
          sub = 0;
        }
      cards = dk_game_zone (g, zone, player, &n);
      for (guint i = n; i-- > 0;)
        kinds += first_of_its_kind (g, in, how, cards, n, i);
      if (kinds > 1)
        {
          dk_exec_set_sub (ex, (gint32) (turn << 1 | 1));
          dk_game_decide (g, player, DK_DECISION_CHOOSE);
          for (guint i = n; i-- > 0;)
            if (first_of_its_kind (g, in, how, cards, n, i))
              dk_option_add_card (dk_game_offer (g, DK_VERB_CHOOSE, 0), cards[i]);
          return DK_EXEC_WAIT;
        }
      /* copies of one card left, or none: nobody can tell their order */
      how->rest (g, in, player);
    }
  return DK_EXEC_NEXT;
}

/* Every card of the zone that meets the filter, from the top down ("Your
 * opponent reveals their hand and discards each copy of the named card",
 * K.5.5; "search your deck for every copy of the named card and add them
 * to your hand", K.5.2). */
DkExecResult
ufs_exec_move_each (DkGame *g, DkExec *ex, const DkInstr *in)
{
  guint you = dk_exec_controller (ex);

  /* D.4.1.1.1: into a deck together, in the order their player chooses */
  if (in->a[1] == TO_DECK_BOTTOM && in->a[0] != UFS_ZONE_DECK)
    return in->player == 2
               ? move_each_in_order (g, ex, in, 2, you, &to_deck)
               : move_each_in_order (g, ex, in, 1, dk_exec_player (g, ex, in), &to_deck);
  /* D.2.3.3.1: onto a discard pile together, in the order chosen */
  if (in->a[1] == TO_DISCARD)
    return in->player == 2
               ? move_each_in_order (g, ex, in, 2, you, &to_discard)
               : move_each_in_order (g, ex, in, 1, dk_exec_player (g, ex, in), &to_discard);
  if (in->player == 2)
    {
      move_each_of (g, in, you);
      move_each_of (g, in, 1 - you);
    }
  else
    move_each_of (g, in, dk_exec_player (g, ex, in));
  return DK_EXEC_NEXT;
}

/* --- the top cards of the decks ------------------------------------------------------- */

/* K.5.5: "if the top card of your deck is a copy of the named card": the
 * card, hidden from the players unless an instruction shows it first. */
gint32
ufs_target_your_deck_top (DkGame *g, DkExec *ex)
{
  return dk_game_zone_top (g, UFS_ZONE_DECK, dk_exec_controller (ex));
}

gint32
ufs_target_opponent_deck_top (DkGame *g, DkExec *ex)
{
  return dk_game_zone_top (g, UFS_ZONE_DECK, 1 - dk_exec_controller (ex));
}
