/* test-ufs-text.c: the compiler of printed UFS ability text
 * (launcher/ufs-text), one test a part of its grammar. Every card text here
 * is made up, in the words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* --- the normaliser and the tokenizer ------------------------------------------- */

static void
test_normalise (void)
{
  g_autofree char *a = ufs_text_normalise ("E Commit: Your opponent?s attack gets -1 speed.");
  g_autofree char *b = ufs_text_normalise ("{{fire}} E  Commit:\nDraw 1 card.");
  g_autofree char *c = ufs_text_normalise ("E: Your oponent discards 1 card from thier hand.");
  g_autofree char *d = ufs_text_normalise ("E: Gain 2 vitality?");

  g_assert_cmpstr (a, ==, "E Commit: Your opponent's attack gets -1 speed.");
  g_assert_cmpstr (b, ==, "{fire} E Commit: Draw 1 card.");
  g_assert_cmpstr (c, ==, "E: Your opponent discards 1 card from their hand.");
  /* a question mark that is no lost apostrophe stays */
  g_assert_cmpstr (d, ==, "E: Gain 2 vitality?");
}

static void
test_lex (void)
{
  GArray *t = ufs_text_lex ("'Iron Guild' E (4+): Your attack gets +2 damage.");
  static const UfsTokKind kinds[] = { UFS_TOK_QUOTED, UFS_TOK_WORD,  UFS_TOK_PUNCT, UFS_TOK_NUMBER,
                                      UFS_TOK_PUNCT,  UFS_TOK_PUNCT, UFS_TOK_PUNCT, UFS_TOK_WORD,
                                      UFS_TOK_WORD,   UFS_TOK_WORD,  UFS_TOK_PUNCT, UFS_TOK_NUMBER,
                                      UFS_TOK_WORD,   UFS_TOK_PUNCT, UFS_TOK_END };

  g_assert_cmpuint (t->len, ==, G_N_ELEMENTS (kinds));
  for (guint i = 0; i < t->len; i++)
    g_assert_cmpint (g_array_index (t, UfsTok, i).kind, ==, kinds[i]);
  g_assert_cmpstr (g_array_index (t, UfsTok, 0).text, ==, "Iron Guild");
  g_assert_cmpstr (g_array_index (t, UfsTok, 1).text, ==, "e");
  g_assert_true (g_array_index (t, UfsTok, 1).capital);
  g_assert_cmpint (g_array_index (t, UfsTok, 3).num, ==, 4);
  ufs_text_tokens_free (t);

  t = ufs_text_lex ("Your opponent's {Void} attack");
  g_assert_cmpstr (g_array_index (t, UfsTok, 1).text, ==, "opponent's");
  g_assert_cmpint (g_array_index (t, UfsTok, 2).kind, ==, UFS_TOK_SYMBOL);
  g_assert_cmpstr (g_array_index (t, UfsTok, 2).text, ==, "void");
  ufs_text_tokens_free (t);
}

/* --- timing and restrictions (H.1, H.3.1) ------------------------------------------ */

static void
test_timing (void)
{
  assert_compiles ("E: Draw 1 card.", "action",
                   "E <effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F: Gain 3 vitality.", "action",
                   "F <effect><gain counter=\"vitality\" amount=\"3\" player=\"you\"/></effect>");
  /* a response needs its After */
  assert_refused ("R: Draw 1 card.", "action", "response");
  /* a restriction needs a timing letter */
  assert_refused ("Combo Draw 1 card.", "attack", "restriction without a timing letter");
}

static void
test_restrictions (void)
{
  assert_compiles ("First E: This attack gets +1 speed.", "attack",
                   "E first=\"true\" <effect><modify target=\"this-attack\" stat=\"speed\" "
                   "by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("Combo E: This attack gets +2 damage.", "attack",
                   "E combo=\"true\" <effect><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"2\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("Deadlock E Commit: Your attack gets +2 damage.", "foundation",
                   "E deadlock=\"true\" <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"2\" until=\"end-of-attack\"/>"
                   "</effect>");
  assert_compiles ("Desperation F Commit: Gain 2 vitality.", "foundation",
                   "F desperation=\"true\" <cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  assert_compiles ("{Water} E: Draw 1 card.", "asset",
                   "E resource=\"water\" <effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles (
      "'Iron Guild' E: Draw 1 card.", "asset",
      "E watermark=\"Iron Guild\" <effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Commit: Draw 1 card. Playable while committed.", "foundation",
                   "E while-committed=\"true\" <cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  /* H.3.3.1: only while committed */
  assert_compiles ("E: Draw 1 card. Only playable while committed.", "foundation",
                   "E while-committed=\"only\" <effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("F Commit: Gain 1 vitality. Playable by either player.", "asset",
                   "F either-player=\"true\" <cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E Commit: Draw 1 card. Only playable during your attack.", "foundation",
                   "E limit=\"your-attack\" <cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  /* H.3.3.1 with a condition the engine cannot test */
  assert_refused ("E: Draw 1 card. Only playable if you have played 2 attacks this turn.", "action",
                  "condition: if you have");
}

/* --- limits in brackets (H.3.2) -------------------------------------------------------- */

static void
test_limits (void)
{
  assert_compiles ("E [Once per turn]: Gain 1 vitality.", "asset",
                   "E limit=\"once-per-turn\" <effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E [Your attack] Commit: Draw 1 card.", "foundation",
                   "E limit=\"your-attack\" <cost><commit target=\"self\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F [Discard] Remove: Gain 1 vitality.", "foundation",
                   "F zone=\"discard\" <cost><remove target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("E [Card Pool, once per turn]: Draw 1 card.", "attack",
                   "E limit=\"once-per-turn\" zone=\"card-pool\" <effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* H.3.2.2: two limits combine; a third is not read */
  assert_compiles ("E [Your turn, once per turn]: Draw 1 card.", "asset",
                   "E limit=\"your-turn once-per-turn\" <effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E [Your attack] [Once per turn]: Draw 1 card.", "asset",
                   "E limit=\"your-attack once-per-turn\" <effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_refused ("E [Your attack] [Once per turn]: Draw 1 card. Only playable during your "
                  "turn.",
                  "asset", "three limits");
  assert_compiles ("First F [Once per game]: Draw 1 card.", "asset",
                   "F first=\"true\" limit=\"once-per-game\" <effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
}

/* --- costs (H.4) -------------------------------------------------------------------------- */

static void
test_costs (void)
{
  assert_compiles ("E Commit, discard 1 momentum: Your attack gets +2 damage.", "foundation",
                   "E <cost><commit target=\"self\"/><discard-momentum count=\"1\"/></cost><effect>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Destroy this foundation: Draw 2 cards.", "foundation",
                   "E <cost><destroy target=\"self\"/></cost><effect><draw count=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Remove this card from the game: Draw 1 card.", "asset",
                   "E <cost><remove target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Turn this foundation face down: Draw 1 card.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Commit 2 foundations: This attack gets +2 damage.", "attack",
                   "E <cost><commit-foundations count=\"2\"/></cost><effect><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"2\" until=\"end-of-attack\"/>"
                   "</effect>");
  assert_compiles ("E (5+): This attack gets +3 speed.", "attack",
                   "E <cost><check difficulty=\"5\"/></cost><effect><modify target=\"this-attack\" "
                   "stat=\"speed\" by=\"3\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Discard 2 cards: Draw 3 cards.", "attack",
                   "E <cost><discard count=\"2\" from=\"hand\"/></cost><effect><draw count=\"3\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Discard the top 3 cards of your deck: Your attack gets +1 speed.",
                   "foundation",
                   "E <cost><discard count=\"3\" from=\"deck-top\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/>"
                   "</effect>");
  assert_compiles ("E Commit your character: Draw 1 card.", "asset",
                   "E <cost><commit target=\"your-character\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("E Lose 2 vitality: This attack gets +3 damage.", "attack",
                   "E <cost><lose counter=\"vitality\" amount=\"2\" player=\"you\"/></cost>"
                   "<effect><modify target=\"this-attack\" stat=\"damage\" by=\"3\" "
                   "until=\"end-of-attack\"/></effect>");
  /* X in the cost, chosen as the ability is announced (H.4.4.2) */
  assert_compiles ("E Discard X momentum: This attack gets +X damage.", "attack",
                   "E <cost><discard-momentum count=\"X\"/></cost><effect><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"X\" until=\"end-of-attack\"/>"
                   "</effect>");
  /* X defined in words (H.4.4.1): see test_amounts; X nowhere defined */
  assert_refused ("E: This attack gets +X damage.", "attack", "X defined in words");
  assert_compiles ("E: Gain X vitality. X equals your momentum.", "action",
                   "E <effect><define-x value=\"count(momentum)\"/><gain counter=\"vitality\" "
                   "amount=\"X\" player=\"you\"/></effect>");
  /* "Destroy 1 foundation" is a choice among yours, not this card
   * (tests/launcher/test-ufs-text-trigger.c) */
  /* "this foundation" on an asset is not this card */
  assert_refused ("E Destroy this foundation: Draw 3 cards.", "asset", "cost");
}

/* --- After: response conditions and fired effects (H.2.3, J.3.2) ------------------------ */

static void
test_triggers (void)
{
  assert_compiles ("R Commit: After you completely block an attack, gain 1 vitality.", "foundation",
                   "R <when event=\"block\" player=\"you\" status=\"complete\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your attack is completely blocked, draw 1 card.", "action",
                   "R <when event=\"block\" player=\"opponent\" status=\"complete\"/><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your opponent plays an enhance ability, their attack gets "
                   "-1 speed.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" type=\"E\"/><cost><commit "
                   "target=\"self\"/></cost><effect><modify target=\"opponent-attack\" "
                   "stat=\"speed\" by=\"-1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("R: After you fail a control check, draw 1 card.", "action",
                   "R <when event=\"check\" player=\"you\" passed=\"false\"/><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your opponent takes damage, draw 1 card.", "foundation",
                   "R <when event=\"damage\" player=\"opponent\"/><cost><commit target=\"self\"/>"
                   "</cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you block with this card, add the top card of your deck to your "
                   "momentum.",
                   "attack",
                   "R <when event=\"block\" player=\"you\" blocker=\"self\"/><effect><momentum "
                   "from=\"deck-top\" count=\"1\"/></effect>");
  /* K.3.24: played to attack, as a form or a reversal, not as a block */
  assert_compiles ("R: After you play this attack, your next attack this turn gets +3 damage.",
                   "attack",
                   "R <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"form|reversal\"/><effect><modify target=\"your-next-attack\" "
                   "stat=\"damage\" by=\"3\"/></effect>");
  /* K.3.4.3: in a response, "this attack" is the attack the ability is on */
  assert_compiles ("R: After this attack is completely blocked, this attack gets +2 damage.",
                   "attack",
                   "R <when event=\"block\" player=\"opponent\" status=\"complete\" card=\"self\"/>"
                   "<effect><modify target=\"self\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("R: After your attack is partially blocked, it gets +2 damage.", "action",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial\"/><effect>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("R: After your attack is completely blocked, it gets +1 damage and you gain "
                   "1 vitality.",
                   "action",
                   "R <when event=\"block\" player=\"opponent\" status=\"complete\"/><effect>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"1\" "
                   "until=\"end-of-attack\"/><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After this attack is partially blocked, it gets +1 speed.", "attack",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial\" card=\"self\"/>"
                   "<effect><modify target=\"self\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_refused ("R: After you cycle your deck, it gets +1 damage.", "action", "effect: it");
  assert_compiles ("R: After you cycle your deck, you may draw 1 card.", "action",
                   "R <when event=\"cycle\" player=\"you\"/><effect><may player=\"you\"><draw "
                   "count=\"1\" player=\"you\"/></may></effect>");
  assert_compiles ("R: After you cycle your deck, gain 3 vitality.", "action",
                   "R <when event=\"cycle\" player=\"you\"/><effect><gain counter=\"vitality\" "
                   "amount=\"3\" player=\"you\"/></effect>");
  /* a fired effect: a continuous ability with After (J.3.2) */
  assert_compiles ("After your opponent fails to play a card, draw 1 card.", "asset",
                   "continuous <when event=\"play-failed\" player=\"opponent\"/><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  /* "block an attack" and "is blocked" (partial|complete): test-ufs-text-trigger.c */
  assert_refused ("R: After you block a kick attack, draw 1 card.", "action", "trigger");
  assert_refused ("F: After your attack resolves, draw 1 card.", "action", "not a response");
}

/* --- effects ----------------------------------------------------------------------------- */

static void
test_modify (void)
{
  assert_compiles ("E: Your attack gets +2 speed and +1 damage.", "action",
                   "E <effect><modify target=\"your-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/><modify target=\"your-attack\" stat=\"damage\" "
                   "by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Commit: Your opponent's attack gets -2 damage (minimum 1).", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"opponent-attack\" stat=\"damage\" by=\"-2\" until=\"end-of-attack\" "
                   "min=\"1\"/></effect>");
  assert_compiles ("E Commit: Your next attack gets -1 difficulty and +1 speed.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-next-attack\" stat=\"difficulty\" by=\"-1\"/><modify "
                   "target=\"your-next-attack\" stat=\"speed\" by=\"1\"/></effect>");
  assert_refused ("E: This attack gets -2 damage (minimum 1) and -2 speed.", "action",
                  "several modifications");
  /* H.6: a continuous bonus to the card itself */
  assert_compiles ("This card gets +1 block modifier.", "asset",
                   "continuous <effect><modify target=\"self\" stat=\"block-modifier\" by=\"1\"/>"
                   "</effect>");
  /* what today's targets cannot say */
  assert_refused ("E: Your next {Fire} attack gets +2 damage.", "action", "filtered by symbol");
  assert_refused ("E: This attack gets Stun.", "attack", "modification");
  assert_refused ("E: Your attack gets -1 difficulty.", "action", "difficulty");
  assert_refused ("This attack gets +2 damage.", "attack", "continuous");
}

/* K.3.4.1.1: "your Kick attack" is your attack when it is a Kick. */
static void
test_filtered_attack (void)
{
  assert_compiles ("E: Your Kick attack gets +2 damage.", "action",
                   "E <effect><if target=\"your-attack\" filter=\"keyword=Kick\"><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"2\" until=\"end-of-attack\"/>"
                   "</if></effect>");
  assert_compiles ("E Commit: Your opponent's high attack gets -1 speed and -1 damage.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if "
                   "target=\"opponent-attack\" filter=\"attack-zone=high\"><modify "
                   "target=\"opponent-attack\" stat=\"speed\" by=\"-1\" "
                   "until=\"end-of-attack\"/><modify target=\"opponent-attack\" "
                   "stat=\"damage\" by=\"-1\" until=\"end-of-attack\"/></if></effect>");
  /* a continuous bonus goes to its own card; "attacks" could be every one
   * of them this turn (a next attack of one kind: test-ufs-text-lasting.c) */
  assert_refused ("Your Punch attack gets +1 speed.", "asset", "continuous");
  assert_refused ("E: Your Kick attacks get +1 damage.", "action", "filtered by keyword");
  assert_refused ("E: Your non-Kick or non-Punch attack gets +1 damage.", "action",
                  "filtered by keyword");
}

/* J.3.3: "+2 or -2 damage": a choice between two modifications. */
static void
test_choice (void)
{
  assert_compiles ("E: This attack gets +2 or -2 damage.", "attack",
                   "E <effect><either><option><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"2\" until=\"end-of-attack\"/></option><option><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"-2\" "
                   "until=\"end-of-attack\"/></option></either></effect>");
  assert_compiles ("R Commit: After your opponent completely blocks your attack, your attack "
                   "gets +1 or -1 speed (your choice).",
                   "foundation",
                   "R <when event=\"block\" player=\"opponent\" status=\"complete\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><either><option><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"1\" until=\"end-of-attack\"/>"
                   "</option><option><modify target=\"your-attack\" stat=\"speed\" by=\"-1\" "
                   "until=\"end-of-attack\"/></option></either></effect>");
  assert_refused ("E: Your next attack gets +2 or -2 damage.", "action", "a choice");
}

/* J.4.2, J.4.3: amounts computed from the game. */
static void
test_amounts (void)
{
  assert_compiles ("E: This attack gets +1 damage for each card in your momentum.", "attack",
                   "E <effect><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"count(momentum)\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("E Commit: Your opponent's attack gets -2 speed for each of your opponent's "
                   "face down foundations (minimum 1).",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"opponent-attack\" stat=\"speed\" "
                   "by=\"-2*count(face-down, opponent)\" until=\"end-of-attack\" min=\"1\"/>"
                   "</effect>");
  assert_refused ("E: This attack gets +3 damage for each face up card in your momentum.", "attack",
                  "for each");
  /* H.4.4.1: X defined by the text */
  assert_compiles ("E: This attack gets +X damage. X equals the number of cards in your "
                   "opponent's card pool.",
                   "attack",
                   "E <effect><define-x value=\"count(card-pool, opponent)\"/><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"X\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_refused ("E Discard X momentum: This attack gets +X damage. X equals your momentum.",
                  "attack", "X equals");
  assert_refused ("E: This attack gets +X damage. X equals the damage dealt.", "attack",
                  "x equals");
}

/* E.3.1.2: a bonus to the next control check. */
static void
test_next_check (void)
{
  assert_compiles ("E: Your next check to play a card this turn gets +2.", "action",
                   "E <effect><modify-check by=\"2\" player=\"you\" "
                   "type=\"character attack action asset foundation\"/></effect>");
  assert_compiles ("E Commit: Your next control check this turn gets +1.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify-check by=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent plays a foundation, your opponent's next check to "
                   "play an attack gets -1.",
                   "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"foundation\" "
                   "kind=\"form\"/><effect><modify-check by=\"-1\" player=\"opponent\" "
                   "type=\"attack\"/></effect>");
  assert_refused ("E: Your next check gets +1 for each face up card in your momentum.", "action",
                  "for each");
  assert_refused ("E: Your next check to block an attack gets +1.", "action", "next check");
}

/* K.3.5, J.3.2: "If this attack deals damage, ..." waits for the damage. */
static void
test_if_deals_damage (void)
{
  assert_compiles ("E: If this attack deals damage, gain 2 vitality and draw 1 card.", "attack",
                   "E <effect><delayed event=\"damage\" card=\"this-attack\" "
                   "player=\"anyone\" until=\"end-of-attack\" times=\"1\"><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/><draw count=\"1\" "
                   "player=\"you\"/></delayed></effect>");
  assert_compiles ("E Commit: Your attack gets +1 damage. If your attack deals damage, your "
                   "opponent discards 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"1\" until=\"end-of-attack\"/>"
                   "<delayed event=\"damage\" card=\"your-attack\" player=\"opponent\" "
                   "until=\"end-of-attack\" times=\"1\"><discard count=\"1\" from=\"hand\" "
                   "player=\"opponent\"/></delayed></effect>");
  /* the attack's own damage dealt by its ability would fire it too */
  assert_refused ("E: Deal 1 damage to your opponent. If this attack deals damage, draw 1 card.",
                  "attack", "damage dealt inside");
  assert_refused ("E: If your next attack deals damage, draw 1 card.", "action", "effect: if your");
  /* G.2: the block step's event comes blocked or not */
  assert_compiles ("E: If this attack is not blocked, it gets +2 damage.", "attack",
                   "E <effect><delayed event=\"block\" card=\"this-attack\" "
                   "player=\"anyone\" until=\"end-of-attack\" times=\"1\"><unless "
                   "state=\"blocked\"><modify target=\"this-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></unless></delayed></effect>");
  assert_compiles ("E Commit: If your attack is completely blocked, draw 2 cards.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><delayed event=\"block\" "
                   "card=\"your-attack\" player=\"opponent\" until=\"end-of-attack\" "
                   "times=\"1\"><if state=\"fully-blocked\"><draw count=\"2\" "
                   "player=\"you\"/></if></delayed></effect>");
  /* a response may come after the block step */
  assert_refused ("R: After you play a foundation, if your attack is blocked, draw 1 card.",
                  "asset", "outside an enhance");
  assert_refused ("E: If this attack is barely blocked, draw 1 card.", "attack", "effect: if this");
  /* "it": the attack a sentence before named */
  assert_compiles ("E Commit: Your attack gets +2 speed. If it deals damage, draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"2\" until=\"end-of-attack\"/>"
                   "<delayed event=\"damage\" card=\"your-attack\" player=\"opponent\" "
                   "until=\"end-of-attack\" times=\"1\"><draw count=\"1\" player=\"you\"/>"
                   "</delayed></effect>");
  assert_refused ("E: Your next attack gets +2 speed. If it deals damage, draw 1 card.", "action",
                  "effect: if it");
}

/* K.3.5: "If you have ..., ...", "If your opponent is at desperation, ...". */
static void
test_if_condition (void)
{
  assert_compiles ("E: If you have at least 3 momentum, this attack gets +2 damage.", "attack",
                   "E <effect><if zone=\"momentum\" player=\"you\" at-least=\"3\"><modify "
                   "target=\"this-attack\" stat=\"damage\" by=\"2\" "
                   "until=\"end-of-attack\"/></if></effect>");
  assert_compiles ("E Commit: If your opponent has no cards in their hand, draw 1 card.",
                   "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><if zone=\"hand\" "
                   "player=\"opponent\" equals=\"0\"><draw count=\"1\" player=\"you\"/></if>"
                   "</effect>");
  assert_compiles ("F: If you have 2 or fewer cards in your hand, draw 2 cards.", "action",
                   "F <effect><if zone=\"hand\" player=\"you\" at-most=\"2\"><draw "
                   "count=\"2\" player=\"you\"/></if></effect>");
  assert_compiles ("F Destroy: If your opponent is at Desperation, gain 2 vitality.", "asset",
                   "F <cost><destroy target=\"self\"/></cost><effect><if "
                   "state=\"opponent-desperation\"><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></if></effect>");
  assert_refused ("E: If you have 3 or more characters in your removed from game pile or "
                  "discard pile, draw 1 card.",
                  "action", "condition: if you have");
  assert_refused ("E: If you have played at least 1 asset this turn, draw 1 card.", "action",
                  "condition: if you have");
}

/* K.3.24: "play an attack" is an attack played to attack (as a form or a
 * reversal, I.3.10.2). */
static void
test_play_an_attack (void)
{
  assert_compiles ("R Commit: After your opponent plays an attack (not as a block), gain 1 "
                   "vitality.",
                   "foundation",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"form|reversal\"/><cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you play an attack card, draw 1 card.", "asset",
                   "R <when event=\"card-played\" player=\"you\" card-type=\"attack\"/>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  /* "it": the attack played, the card of the event (H.2.3.2.4.2.1) */
  assert_compiles ("R: After your opponent plays an attack, it gets -1 speed.", "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"form|reversal\"/><effect><modify target=\"event-card\" stat=\"speed\" "
                   "by=\"-1\" until=\"end-of-attack\"/></effect>");
}

/* K.3.5: "You may ...": the rest of the sentence on yes; a random discard. */
static void
test_may_random (void)
{
  assert_compiles ("F Flip: Draw 1 card. You may add 1 card from your hand to your momentum.",
                   "foundation",
                   "F <cost><flip target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/><may player=\"you\"><momentum from=\"hand\" "
                   "count=\"1\"/></may></effect>");
  assert_refused ("E: You may discard 1 card. If you do, draw 2 cards.", "action", "if you do");
  assert_refused ("E: You may play an attack from your momentum.", "action", "effect");
  assert_compiles ("E [Your attack]: Your opponent discards 1 random card and draws 2 cards.",
                   "character",
                   "E limit=\"your-attack\" <effect><discard-random count=\"1\" "
                   "player=\"opponent\"/><draw count=\"2\" player=\"opponent\"/></effect>");
}

/* Both players, the opponent's momentum (D.4.2.3), the opponent's
 * foundations flipped (K.4.2). */
static void
test_both_flip_momentum (void)
{
  assert_compiles ("E [Once per turn]: Both players discard 1 card and draw 2 cards.", "asset",
                   "E limit=\"once-per-turn\" <effect><discard count=\"1\" from=\"hand\" "
                   "player=\"you\"/><discard count=\"1\" from=\"hand\" player=\"opponent\"/>"
                   "<draw count=\"2\" player=\"each\"/></effect>");
  assert_compiles ("E Commit: Your opponent discards 2 momentum.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><discard-momentum "
                   "count=\"2\" player=\"opponent\"/></effect>");
  assert_compiles ("E Flip: Flip 2 foundations in your opponent's staging area.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><flip-foundations "
                   "count=\"2\" player=\"opponent\"/></effect>");
  assert_refused ("E: Flip 1 of your foundations.", "action", "effect: flip");
  assert_refused ("E: Both players shuffle their decks.", "action", "both players");
  /* the subject ends with its sentence */
  assert_compiles ("E: Both players draw 1 card. Draw 1 card.", "action",
                   "E <effect><draw count=\"1\" player=\"each\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
}

static void
test_verbs (void)
{
  assert_compiles ("F: Gain 2 vitality, then draw 1 card.", "action",
                   "F <effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("F Commit: Draw 1 card, then discard 1 card from your hand.", "asset",
                   "F <cost><commit target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/><discard count=\"1\" from=\"hand\" player=\"you\"/></effect>");
  assert_compiles ("E: Your opponent discards 1 card and loses 2 vitality.", "action",
                   "E <effect><discard count=\"1\" from=\"hand\" player=\"opponent\"/><lose "
                   "counter=\"vitality\" amount=\"2\" player=\"opponent\"/></effect>");
  assert_compiles ("E: Your opponent discards 2 cards.", "action",
                   "E <effect><discard count=\"2\" from=\"hand\" player=\"opponent\"/></effect>");
  assert_compiles ("E: Your opponent loses 2 vitality.", "action",
                   "E <effect><lose counter=\"vitality\" amount=\"2\" player=\"opponent\"/>"
                   "</effect>");
  assert_compiles ("E Commit: Your opponent commits 1 foundation.", "foundation",
                   "E <cost><commit target=\"self\"/></cost><effect><commit-foundations "
                   "player=\"opponent\" count=\"1\"/></effect>");
  assert_compiles ("F: Deal 2 damage to your opponent.", "action",
                   "F <effect><damage amount=\"2\" player=\"opponent\"/></effect>");
  assert_compiles ("E: Each player draws 1 card.", "action",
                   "E <effect><draw count=\"1\" player=\"each\"/></effect>");
  assert_compiles ("E: Both players draw 2 cards.", "action",
                   "E <effect><draw count=\"2\" player=\"each\"/></effect>");
  /* UFS's gain is for one player: one each */
  assert_compiles ("E: Both players gain 1 vitality.", "action",
                   "E <effect><gain counter=\"vitality\" amount=\"1\" player=\"you\"/><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"opponent\"/></effect>");
  assert_compiles ("E Discard 2 momentum: Ready this foundation. Playable while committed.",
                   "foundation",
                   "E while-committed=\"true\" <cost><discard-momentum count=\"2\"/></cost>"
                   "<effect><ready target=\"self\"/></effect>");
  assert_compiles ("F: Add the top card of your discard pile to your momentum.", "action",
                   "F <effect><momentum from=\"discard-top\" count=\"1\"/></effect>");
  assert_compiles ("F Commit: Add 1 card from your hand to your momentum.", "foundation",
                   "F <cost><commit target=\"self\"/></cost><effect><momentum from=\"hand\" "
                   "count=\"1\"/></effect>");
  assert_compiles ("E Flip: Seal 1 of your opponent's foundations.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><choose as=\"it\" "
                   "zone=\"staging\" player=\"opponent\" filter=\"type=foundation\"/><seal "
                   "target=\"it\"/></effect>");
  assert_compiles ("F: Choose a foundation in your opponent's staging area. Freeze it.", "action",
                   "F <effect><choose as=\"it\" zone=\"staging\" player=\"opponent\" "
                   "filter=\"type=foundation\"/><freeze target=\"it\"/></effect>");
  assert_compiles ("F Destroy: Search your deck for a foundation card, reveal it and put it "
                   "into your hand. Then shuffle your deck.",
                   "foundation",
                   "F <cost><destroy target=\"self\"/></cost><effect><search zone=\"deck\" "
                   "to=\"hand\" filter=\"type=foundation\"/></effect>");
  assert_compiles ("E Discard 1 card: Add 1 attack from your discard pile to your hand.", "asset",
                   "E <cost><discard count=\"1\" from=\"hand\"/></cost><effect><choose as=\"it\" "
                   "zone=\"discard\" player=\"you\" filter=\"type=attack\"/><move target=\"it\" "
                   "to=\"hand\"/></effect>");
  assert_compiles ("E: Add 1 attack from your discard pile to your card pool.", "asset",
                   "E <effect><choose as=\"it\" zone=\"discard\" player=\"you\" "
                   "filter=\"type=attack\"/><add-to-card-pool target=\"it\"/></effect>");
  /* "it" with nothing chosen, conditions, and verbs of no instruction */
  assert_refused ("E: Seal it.", "action", "effect: seal or freeze");
  assert_refused ("E: If this attack was played as a form, draw 1 card.", "attack",
                  "effect: if this");
  assert_refused ("E: Reveal the top card of your deck and add it to your hand.", "action",
                  "effect: reveal");
  assert_refused ("E: Your opponent discards 1 foundation.", "action", "your opponent discards");
}

static void
test_cancel (void)
{
  assert_compiles ("F: Your opponent commits 1 foundation. Your opponent may discard 1 card "
                   "from their hand to cancel this ability.",
                   "action",
                   "F <effect><commit-foundations player=\"opponent\" count=\"1\"/></effect>"
                   "<cancel><discard count=\"1\" from=\"hand\"/></cancel>");
  assert_compiles ("F Commit: Draw 1 card. Your opponent may commit 1 foundation to cancel this "
                   "effect and destroy this card.",
                   "asset",
                   "F <cost><commit target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect><cancel destroy=\"true\"><commit-foundations "
                   "count=\"1\"/></cancel>");
  /* a payment not read (flipping foundations is: test-ufs-text-player.c) */
  assert_refused ("E: Draw 1 card. Your opponent may remove 1 card to cancel this effect.",
                  "action", "effect: your opponent");
}

/* Every word must be read: words left over refuse the ability. */
static void
test_every_word (void)
{
  assert_refused ("E: Draw 1 card from the top of your discard pile.", "action",
                  "words after the sentence");
  assert_refused ("E Commit 1 foundation This attack gets +2 speed.", "attack", "cost");
  assert_refused ("E Commit: Draw 1 card. Multiple copies gain this ability.", "foundation",
                  "effect");
  assert_refused ("", "action", "effect");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/ufs-text/normalise", test_normalise);
  g_test_add_func ("/ufs-text/lex", test_lex);
  g_test_add_func ("/ufs-text/H.1/timing", test_timing);
  g_test_add_func ("/ufs-text/H.3.1/restrictions", test_restrictions);
  g_test_add_func ("/ufs-text/H.3.2/limits", test_limits);
  g_test_add_func ("/ufs-text/H.4/costs", test_costs);
  g_test_add_func ("/ufs-text/H.2.3/after", test_triggers);
  g_test_add_func ("/ufs-text/K.3.4/modify", test_modify);
  g_test_add_func ("/ufs-text/K.3.4.1.1/filtered-attack", test_filtered_attack);
  g_test_add_func ("/ufs-text/J.3.3/choice", test_choice);
  g_test_add_func ("/ufs-text/J.4.3/amounts", test_amounts);
  g_test_add_func ("/ufs-text/E.3.1.2/next-check", test_next_check);
  g_test_add_func ("/ufs-text/K.3.5/if-deals-damage", test_if_deals_damage);
  g_test_add_func ("/ufs-text/K.3.5/if-condition", test_if_condition);
  g_test_add_func ("/ufs-text/K.3.24/play-an-attack", test_play_an_attack);
  g_test_add_func ("/ufs-text/K.3.5/may-and-random", test_may_random);
  g_test_add_func ("/ufs-text/effects/both-flip-momentum", test_both_flip_momentum);
  g_test_add_func ("/ufs-text/effects/verbs", test_verbs);
  g_test_add_func ("/ufs-text/H.3.3.4/cancel", test_cancel);
  g_test_add_func ("/ufs-text/every-word", test_every_word);
  return g_test_run ();
}
