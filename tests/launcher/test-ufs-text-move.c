/* test-ufs-text-move.c: cards moved between zones by the compiler of
 * printed UFS ability text (launcher/ufs-text/ufs-text-move.c). Every card
 * text here is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* K.2.3, K.3.14: a card chosen in a zone by its type and traits, then
 * moved to a zone of its owner; D.4.2: to the momentum, face down. */
static void
test_chosen_card (void)
{
  assert_compiles ("E Commit: Add 1 Punch or Slam attack from your card pool to your momentum, "
                   "then draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"card-pool\" player=\"you\" filter=\"keyword=Punch|Slam, "
                   "type=attack\"/><momentum from=\"target\" target=\"it\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("F: Add 1 asset from your discard pile to your staging area.", "action",
                   "F <effect><choose as=\"it\" zone=\"discard\" player=\"you\" "
                   "filter=\"type=asset\"/><move target=\"it\" to=\"staging\"/></effect>");
  assert_compiles ("E Remove: Add 1 non-attack card from your opponent's discard pile to their "
                   "hand.",
                   "foundation",
                   "E <cost><remove target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"opponent\" filter=\"type!=attack\"/><move "
                   "target=\"it\" to=\"hand\"/></effect>");
  assert_compiles ("F: Add 1 Flash attack from your discard pile to the bottom of your deck.",
                   "action",
                   "F <effect><choose as=\"it\" zone=\"discard\" player=\"you\" "
                   "filter=\"keyword=Flash, type=attack\"/><move target=\"it\" to=\"deck\" "
                   "position=\"bottom\"/></effect>");
  /* face-down cards of a card pool; the starting character; two choices */
  assert_refused ("E: Add 1 card from your card pool to your hand.", "attack",
                  "any card of a card pool");
  assert_refused ("E: Add 1 card from your staging area to your hand.", "attack",
                  "foundation or asset of the staging area");
  assert_refused ("E: Add 1 mid attack from your discard pile to your hand and 1 foundation from "
                  "your discard pile to your hand.",
                  "attack", "effect");
}

/* K.2.4: one of the opponent's foundations, chosen by the player whose
 * ability it is, to a zone of its owner. */
static void
test_opponent_foundation (void)
{
  assert_compiles ("F Discard 1 card: Add 1 of your opponent's foundations to their momentum and "
                   "gain 1 vitality.",
                   "asset",
                   "F <cost><discard count=\"1\" from=\"hand\"/></cost><effect><choose "
                   "as=\"it\" zone=\"staging\" player=\"opponent\" filter=\"type=foundation\"/>"
                   "<momentum from=\"target\" target=\"it\"/><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  assert_refused ("E: Add 1 of your opponent's foundations to your hand.", "attack",
                  "effect: add: of your opponent's foundations to");
}

/* K.3.4, G.2: "it", the attack an outcome names, moved when it comes. */
static void
test_named_attack (void)
{
  assert_compiles ("E Discard 1 momentum: If this attack is blocked, add it to your hand.",
                   "attack",
                   "E <cost><discard-momentum count=\"1\"/></cost><effect><delayed "
                   "event=\"block\" card=\"this-attack\" player=\"anyone\" "
                   "until=\"end-of-attack\" times=\"1\"><if state=\"blocked\"><move "
                   "target=\"this-attack\" to=\"hand\"/></if></delayed></effect>");
  assert_compiles ("E Commit: If your attack deals damage, remove it from the game.", "asset",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed event=\"damage\" "
                   "card=\"your-attack\" player=\"opponent\" until=\"end-of-attack\" "
                   "times=\"1\"><remove target=\"your-attack\"/></delayed></effect>");
  /* an attack is no card of the staging area */
  assert_refused ("E: If this attack deals damage, add it to your staging area.", "attack",
                  "an attack to the staging area");
}

/* D.1.2, D.2.2.4: the card itself, moved; ready in the staging area; never
 * a character card; from the momentum, to the hand or the deck only. */
static void
test_this_card (void)
{
  assert_compiles ("R [Card Pool]: After you block with this card, add it to your staging area "
                   "ready.",
                   "foundation",
                   "R zone=\"card-pool\" <when event=\"block\" player=\"you\" "
                   "blocker=\"self\"/><effect><move target=\"self\" to=\"staging\"/></effect>");
  assert_refused ("After you block with this card, add it to your staging area.", "action",
                  "to the staging area");
  assert_refused ("E: Add this card to your hand.", "character", "a character card moved");
  assert_compiles ("F [Momentum] Discard 1 card: Add this card to your hand and draw 1 card.",
                   "attack",
                   "F zone=\"momentum\" <cost><discard count=\"1\" from=\"hand\"/></cost>"
                   "<effect><move target=\"self\" to=\"hand\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_refused ("F [Momentum]: Add this card to your card pool.", "attack", "from the momentum");
}

/* D.2.3.3: the top card of the discard pile; D.2.2.2: cards of the deck
 * to the staging area face down, foundations there. */
static void
test_top_card (void)
{
  assert_compiles ("E Lose 1 vitality: Add the top card of your discard pile to your card pool.",
                   "foundation",
                   "E <cost><lose counter=\"vitality\" amount=\"1\" player=\"you\"/></cost>"
                   "<effect><add-to-card-pool target=\"your-discard-top\"/></effect>");
  assert_compiles ("F Flip: Add the top 3 cards of your deck to your staging area face down.",
                   "foundation",
                   "F <cost><flip target=\"self\"/></cost><effect><add-face-down "
                   "from=\"deck-top\" count=\"3\"/></effect>");
  /* committed on the way, X cards: not read */
  assert_refused ("E: Add the top 3 cards of your deck to your staging area face down committed.",
                  "attack", "words after the sentence");
  assert_refused ("F Commit: Add the top X cards of your deck to your staging area face down.",
                  "foundation", "X cards");
}

/* K.2.3: "it", a card chosen before; of a staging area, only when its type
 * leaves out the starting character (D.2.2.4). */
static void
test_chosen_it (void)
{
  assert_compiles ("E Commit: Choose 1 asset in your staging area and add it to your momentum.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"staging\" player=\"you\" filter=\"type=asset\"/><momentum "
                   "from=\"target\" target=\"it\"/></effect>");
  assert_refused ("E Commit: Choose 1 card in your staging area and add it to your hand.",
                  "foundation", "of any type");
}

/* "take ... and add it to": the words of "add" (K.3.21, D.4.2). */
static void
test_take (void)
{
  /* D.4.2.1.1: no card of a momentum told from another */
  assert_compiles ("F Commit: Take 1 card from your momentum and add it to your hand.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><move "
                   "target=\"your-momentum-top\" to=\"hand\"/></effect>");
  assert_refused ("E: Add 1 card from your momentum to your staging area.", "attack",
                  "1 card from your momentum");
  assert_compiles ("E: Take 1 Kick attack in your card pool and add it to your momentum.", "attack",
                   "E <effect><choose as=\"it\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"keyword=Kick, type=attack\"/><momentum from=\"target\" "
                   "target=\"it\"/></effect>");
  assert_compiles ("F Commit: Take the top 2 cards of your discard pile and add them to your "
                   "momentum.",
                   "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><momentum "
                   "from=\"discard-top\" count=\"2\"/></effect>");
  assert_refused ("E: Take 1 Weapon card from your discard pile and add it to your staging area.",
                  "attack", "foundation or asset");
  assert_refused ("F: Take the top X cards of your deck and add them to your momentum.", "action",
                  "X cards");
}

/* K.4.4: a card chosen in a discard pile or the hand, removed from the
 * game. */
static void
test_remove_chosen (void)
{
  assert_compiles ("E Flip: Remove 1 attack in your opponent's discard pile from the game.",
                   "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"opponent\" filter=\"type=attack\"/><remove "
                   "target=\"it\"/></effect>");
  /* a card pool's cards, face-down ones among them */
  assert_refused ("E: Remove 1 card in your card pool from the game.", "attack", "effect: remove");
}

/* H.4: costs that move cards: the whole hand discarded (D.3.1.1.1), the
 * card back to its owner's hand from the staging area. */
static void
test_costs (void)
{
  assert_compiles ("F Commit, discard your hand: Gain 3 vitality.", "asset",
                   "F <cost><commit target=\"self\"/><discard-hand/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"3\" player=\"you\"/></effect>");
  assert_compiles ("E Add this foundation to your hand: Your attack gets +1 speed.", "foundation",
                   "E <cost><move target=\"self\" to=\"hand\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  /* a character card; a card of the card pool */
  assert_refused ("E Add this card to your hand: Draw 1 card.", "character", "cost: add");
  assert_refused ("R [Card Pool] Add this card to your hand: After you play an attack, draw 1 "
                  "card.",
                  "foundation", "cost: add");
}

/* A copy of a card named in quotes (a name of the pool), a printed value
 * read in a discard pile only (no modification reaches a card there). */
static void
test_named_and_printed (void)
{
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  UfsTextCard card = { "attack", FALSE, names };
  g_autofree char *named = NULL;
  g_autofree char *misnamed = NULL;

  g_hash_table_add (names, (gpointer) "Ember Jab");
  named =
      compile_on ("E: Add 1 copy of \"Ember Jab\" from your discard pile to your momentum.", &card);
  g_assert_cmpstr (named, ==,
                   "E <effect><choose as=\"it\" zone=\"discard\" player=\"you\" "
                   "filter=\"name=Ember Jab\"/><momentum from=\"target\" "
                   "target=\"it\"/></effect>");
  misnamed =
      compile_on ("E: Add 1 copy of \"Ember Jabs\" from your discard pile to your hand.", &card);
  g_assert_true (g_str_has_prefix (misnamed, "no (E): effect: add"));
  assert_compiles ("E Lose 1 vitality: Add 1 attack with a printed damage of 3 or more from your "
                   "discard pile to your hand.",
                   "foundation",
                   "E <cost><lose counter=\"vitality\" amount=\"1\" player=\"you\"/></cost>"
                   "<effect><choose as=\"it\" zone=\"discard\" player=\"you\" "
                   "filter=\"type=attack, damage&gt;=3\"/><move target=\"it\" "
                   "to=\"hand\"/></effect>");
  assert_refused ("E: Add 1 attack with a printed speed of 2 or less from your card pool to your "
                  "hand.",
                  "attack", "a printed value outside a discard pile");
}

/* D.4.2: any card of your own card pool, a face-down one too, to your
 * momentum, where it is face down; D.2.3: a card of the card pool
 * discarded (to its owner's discard pile, face up). */
static void
test_card_pool_any (void)
{
  assert_compiles ("E Commit: Add 1 card from your card pool to your momentum and draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"card-pool\" player=\"you\"/><momentum from=\"target\" "
                   "target=\"it\"/><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F Lose 1 vitality: Discard 1 card from your card pool, then gain 2 vitality.",
                   "asset",
                   "F <cost><lose counter=\"vitality\" amount=\"1\" player=\"you\"/></cost>"
                   "<effect><choose as=\"it\" zone=\"card-pool\" player=\"you\"/><move "
                   "target=\"it\" to=\"discard\"/><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  /* the opponent's face-down cards are not offered to you; one choice */
  assert_refused ("E: Add 1 card from your opponent's card pool to their momentum.", "attack",
                  "any card of a card pool");
  assert_refused ("E: Add 1 Kick attack from your discard pile to your hand and discard 1 card "
                  "from your card pool.",
                  "attack", "a second choice");
}

/* E.4.1.1, K.4.4: a cost of cards chosen in a zone of the payer's ("Remove
 * 1 Throw attack from your discard pile", "Discard 1 Ally card"), each
 * named apart from the effect's "it"; never in the zone of the ability's
 * own card, nor beside another cost of the hand. */
static void
test_chosen_costs (void)
{
  assert_compiles ("F Remove 2 foundations in your discard pile from the game: Gain 1 vitality.",
                   "asset",
                   "F <cost><choose as=\"paid\" zone=\"discard\" player=\"you\" "
                   "filter=\"type=foundation\"/><remove target=\"paid\"/><choose as=\"paid2\" "
                   "zone=\"discard\" player=\"you\" filter=\"type=foundation\"/><remove "
                   "target=\"paid2\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Commit, discard 1 Ally card: Your attack gets +1 speed.", "foundation",
                   "E <cost><commit target=\"self\"/><choose as=\"paid\" zone=\"hand\" "
                   "player=\"you\" filter=\"keyword=Ally\"/><move target=\"paid\" "
                   "to=\"discard\"/></cost><effect><modify target=\"your-attack\" "
                   "stat=\"speed\" by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("F Discard 1 asset from your card pool: Draw 1 card.", "foundation",
                   "F <cost><choose as=\"paid\" zone=\"card-pool\" player=\"you\" "
                   "filter=\"type=asset\"/><move target=\"paid\" to=\"discard\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  /* the card itself could pay: an attack's card pool, a [Discard] ability */
  assert_refused ("E Discard 1 foundation from your card pool: This attack gets +1 damage.",
                  "attack", "the zone of the ability's own card");
  assert_refused ("E [Discard] Remove 1 attack in your discard pile from the game: Draw 1 card.",
                  "foundation", "the zone of the ability's own card");
  /* a card of the hand chosen beside another taken from it */
  assert_refused ("F Discard 1 card, discard 1 Weapon card: Draw 3 cards.", "asset",
                  "beside another cost of the hand");
  assert_compiles ("F Remove 1 card from your hand: Gain 1 vitality.", "asset",
                   "F <cost><choose as=\"paid\" zone=\"hand\" player=\"you\"/><remove "
                   "target=\"paid\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("F Add 1 card from your hand to your card pool face up: Gain 1 vitality.",
                   "asset",
                   "F <cost><choose as=\"paid\" zone=\"hand\" player=\"you\"/><add-to-card-pool "
                   "target=\"paid\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  /* resource symbols: both (K.3.13), either (K.3.14) */
  assert_compiles ("F Discard 1 {Fire} and {Void} card: Draw 1 card.", "asset",
                   "F <cost><choose as=\"paid\" zone=\"hand\" player=\"you\" "
                   "filter=\"resources=fire, resources=void\"/><move target=\"paid\" "
                   "to=\"discard\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("F Remove 1 {Life} or {Water} attack in your discard pile: Draw 1 card.",
                   "asset",
                   "F <cost><choose as=\"paid\" zone=\"discard\" player=\"you\" "
                   "filter=\"resources=life|water, type=attack\"/><remove "
                   "target=\"paid\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* no filter from the hand: the discard of old */
  assert_compiles ("F Discard 1 card: Draw 1 card.", "asset",
                   "F <cost><discard count=\"1\" from=\"hand\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
}

/* E.4.1.1, K.3.21: a card of the payer's own zone chosen as the cost is
 * paid, then added to another zone of its owner. */
static void
test_chosen_add_costs (void)
{
  assert_compiles ("E Add 1 ally card from your discard pile to your hand: Draw 1 card.", "attack",
                   "E <cost><choose as=\"paid\" zone=\"discard\" player=\"you\" filter=\"keyword=Ally\"/><move target=\"paid\" to=\"hand\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F Add 1 card from your hand to the bottom of your deck: Gain 1 vitality.",
                   "asset", "F <cost><choose as=\"paid\" zone=\"hand\" player=\"you\"/><move target=\"paid\" to=\"deck\" position=\"bottom\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F Add 1 attack from your discard pile to your card pool: Gain 1 vitality.",
                   "foundation", "F <cost><choose as=\"paid\" zone=\"discard\" player=\"you\" filter=\"type=attack\"/><add-to-card-pool target=\"paid\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F Add 1 card from your discard pile to your momentum: Gain 1 vitality.",
                   "foundation", "F <cost><choose as=\"paid\" zone=\"discard\" player=\"you\"/><momentum from=\"target\" target=\"paid\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* face down: not read; the starting character stays (D.2.2.4) */
  assert_refused ("F Add 1 card from your hand to your staging area face down: Gain 1 vitality.",
                  "foundation", "cost: add");
  assert_refused ("F Add 1 card from your hand to your card pool face down: Gain 1 vitality.",
                  "foundation", "added face down");
  assert_refused ("F Add 1 character card from your staging area to your hand: Gain 1 vitality.",
                  "foundation", "cost: add");
  /* the card itself could pay */
  assert_refused ("E Add 1 card from your card pool to your momentum: Draw 1 card.", "attack",
                  "the zone of the ability's own card");
  /* a face-down card would be shown as it leaves the card pool */
  assert_refused ("F Add 1 card from your card pool to your hand: Draw 1 card.", "foundation",
                  "elsewhere than the momentum");
}

/* H.3.2: "Discard this card from your hand (card pool)": played from that
 * zone, the card to the discard pile. */
static void
test_discard_self_cost (void)
{
  assert_compiles ("E Discard this card from your hand: Your attack gets +2 damage.", "asset",
                   "E zone=\"hand\" <cost><move target=\"self\" to=\"discard\"/></cost><effect><modify target=\"your-attack\" stat=\"damage\" by=\"2\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Discard this card from your card pool: Your attack gets +1 speed.",
                   "foundation", "E zone=\"card-pool\" <cost><move target=\"self\" to=\"discard\"/></cost><effect><modify target=\"your-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_refused ("E Discard this card from your card pool: Your attack gets +1 speed.",
                  "attack", "this attack from the card pool");
  assert_refused ("E Discard this card from your hand: Your attack gets +1 speed.", "character",
                  "a character card");
  assert_refused ("E Discard this card from your momentum: Your attack gets +1 speed.",
                  "foundation", "cost: discard");
  assert_refused ("E [Discard] Discard this card from your hand: Draw 1 card.", "foundation",
                  "beside another");
}

/* H.4.4.2: "Discard X cards": X chosen as the ability is played, the
 * effect reading it. */
static void
test_discard_x_cards (void)
{
  assert_compiles ("F Commit, discard X cards: Gain X vitality.", "asset",
                   "F <cost><commit target=\"self\"/><discard count=\"X\" "
                   "from=\"hand\"/></cost><effect><gain counter=\"vitality\" amount=\"X\" "
                   "player=\"you\"/></effect>");
  /* X defined by the text besides: not chosen */
  assert_refused ("F Discard X cards: Draw 1 card. X equals your momentum.", "asset", "X in a cost");
}

/* K.3.21, C.2.3.1: the top card of a deck (discard pile) to its owner's
 * card pool, face down (known to nobody) or face up; as a cost, the
 * deck's top card (E.2.2: always found). */
static void
test_top_to_pool (void)
{
  assert_compiles ("F Commit: Your opponent adds the top card of their deck to their card pool "
                   "face down, then you draw 1 card.",
                   "asset",
                   "F <cost><commit target=\"self\"/></cost><effect><add-to-card-pool "
                   "from=\"deck-top\" player=\"opponent\" face=\"down\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E: Add the top card of your opponent's discard pile to their card pool.",
                   "attack",
                   "E <effect><add-to-card-pool from=\"discard-top\" "
                   "player=\"opponent\"/></effect>");
  assert_compiles ("E Add the top card of your deck to your card pool face down: This attack "
                   "gets +1 damage.",
                   "attack",
                   "E <cost><add-to-card-pool from=\"deck-top\" player=\"you\" "
                   "face=\"down\"/></cost><effect><modify target=\"this-attack\" "
                   "stat=\"damage\" by=\"1\" until=\"end-of-attack\"/></effect>");
  /* the player's pick of a face */
  assert_refused ("E Add the top card of your deck to your card pool face up or face down: Draw 1 "
                  "card.",
                  "attack", "face up or face down");
}

/* J.5.4: "it" after an attack is played, in a response: the card of the
 * event, to a zone of its owner (none once it has moved). */
static void
test_event_card (void)
{
  assert_compiles ("R Commit: After your opponent plays an attack, add it to their momentum.",
                   "foundation",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"form|reversal\"/><cost><commit target=\"self\"/></cost><effect>"
                   "<momentum from=\"target\" target=\"event-card\"/></effect>");
  /* the owner is the player who played it */
  assert_refused ("R Commit: After your opponent plays an attack, add it to your hand.",
                  "foundation", "effect: add: it");
}

/* J.3.2.5: after its own card went to the discard pile, "it" is the card
 * there; D.4.2.1.1: "1 momentum" is a card of the momentum, the one
 * added last. */
static void
test_self_left_and_momentum (void)
{
  assert_compiles ("After this asset is destroyed, add it to the top of your deck.", "asset",
                   "continuous <when event=\"zone-change\" player=\"you\" card=\"self\" "
                   "from=\"staging\" to=\"discard\"/><effect><move target=\"self\" "
                   "to=\"deck\"/></effect>");
  assert_compiles ("F Lose 1 vitality: Add 1 momentum to your hand.", "asset",
                   "F <cost><lose counter=\"vitality\" amount=\"1\" player=\"you\"/></cost>"
                   "<effect><move target=\"your-momentum-top\" to=\"hand\"/></effect>");
  /* an attack card is no card of the staging area */
  assert_refused ("After this card is discarded from your card pool, add it to your staging area.",
                  "attack", "effect: add: it");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-move/K.2.3/chosen-card", test_chosen_card);
  g_test_add_func ("/ufs-text-move/K.2.4/opponent-foundation", test_opponent_foundation);
  g_test_add_func ("/ufs-text-move/K.3.4/named-attack", test_named_attack);
  g_test_add_func ("/ufs-text-move/D.2.2.4/this-card", test_this_card);
  g_test_add_func ("/ufs-text-move/D.2.3.3/top-card", test_top_card);
  g_test_add_func ("/ufs-text-move/K.2.3/chosen-it", test_chosen_it);
  g_test_add_func ("/ufs-text-move/K.3.21/take", test_take);
  g_test_add_func ("/ufs-text-move/K.4.4/remove-chosen", test_remove_chosen);
  g_test_add_func ("/ufs-text-move/H.4/costs", test_costs);
  g_test_add_func ("/ufs-text-move/K.3.21/named-and-printed", test_named_and_printed);
  g_test_add_func ("/ufs-text-move/D.4.2/card-pool-any", test_card_pool_any);
  g_test_add_func ("/ufs-text-move/E.4.1.1/chosen-costs", test_chosen_costs);
  g_test_add_func ("/ufs-text-move/K.3.21/top-to-pool", test_top_to_pool);
  g_test_add_func ("/ufs-text-move/J.5.4/event-card", test_event_card);
  g_test_add_func ("/ufs-text-move/J.3.2.5/self-left-and-momentum", test_self_left_and_momentum);
  g_test_add_func ("/ufs-text-move/E.4.1.1/chosen-add-costs", test_chosen_add_costs);
  g_test_add_func ("/ufs-text-move/H.3.2/discard-self-cost", test_discard_self_cost);
  g_test_add_func ("/ufs-text-move/H.4.4.2/discard-x-cards", test_discard_x_cards);
  return g_test_run ();
}
