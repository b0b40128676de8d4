/* test-ufs-text-trigger.c: the compiler of printed UFS ability text, its
 * response conditions ("After EVENT,", launcher/ufs-text/ufs-text-trigger.c)
 * and its costs (ufs-text-cost.c). Every card text here is made up, in the
 * words real cards print.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-text-test.h"

#include <string.h>

/* --- damage an attack deals (G.3): cause="attack" ----------------------------------- */

static void
test_attack_damage (void)
{
  assert_compiles ("R Commit: After your attack deals damage, gain 3 vitality.", "foundation",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"3\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your attack deals damage to your opponent, draw 2 cards.", "asset",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\"/><effect><draw "
                   "count=\"2\" player=\"you\"/></effect>");
  /* "it" is the attack that dealt it */
  assert_compiles ("R: After your attack deals damage, it gets +1 speed.", "action",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\"/><effect>"
                   "<modify target=\"your-attack\" stat=\"speed\" by=\"1\" "
                   "until=\"end-of-attack\"/></effect>");
  /* either player's attack: no player */
  assert_compiles ("R Flip: After an attack deals damage, gain 2 vitality.", "foundation",
                   "R <when event=\"damage\" cause=\"attack\"/><cost><flip target=\"self\"/>"
                   "</cost><effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("R Commit: After your opponent's attack deals damage, gain 2 vitality.",
                   "foundation",
                   "R <when event=\"damage\" player=\"you\" cause=\"attack\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  /* K.3.4.3: this attack, the card itself */
  assert_compiles ("R: After this attack deals damage, draw 2 cards.", "attack",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\" card=\"self\"/>"
                   "<effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_refused ("R: After this attack deals damage, draw 2 cards.", "foundation", "trigger");
  /* an amount not bounded is not "damage" of a bound */
  assert_refused ("R: After your attack deals 3 damage, draw 1 card.", "action", "trigger: deals");
  assert_refused ("R: After this attack deals 5 or more damage, draw 1 card.", "attack",
                  "damage of an amount by this attack");
  /* "your kick attack": see test_filtered_attack_damage */
}

/* --- "N or more" / "N or less": amount="N+" / "N-" ------------------------------------ */

static void
test_damage_bounds (void)
{
  assert_compiles ("R Commit: After your attack deals 6 or more damage, draw 2 cards.",
                   "foundation",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\" amount=\"6+\"/>"
                   "<cost><commit target=\"self\"/></cost><effect><draw count=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your attack deals 2 or less damage, gain 2 vitality.", "action",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\" amount=\"2-\"/>"
                   "<effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  /* damage taken from anything: an attack or an effect */
  assert_compiles ("R Commit: After you take 7 or more damage, gain 2 vitality.", "foundation",
                   "R <when event=\"damage\" player=\"you\" amount=\"7+\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After you are dealt damage, gain 1 vitality.", "character",
                   "R <when event=\"damage\" player=\"you\"/><effect><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  /* ... from an attack only */
  assert_compiles ("R Commit: After you take 3 or more damage from an attack, draw 1 card.",
                   "foundation",
                   "R <when event=\"damage\" player=\"you\" amount=\"3+\" cause=\"attack\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("R: After you are dealt damage by your opponent's attack, draw 2 cards.",
                   "character",
                   "R <when event=\"damage\" player=\"you\" cause=\"attack\"/><effect><draw "
                   "count=\"2\" player=\"you\"/></effect>");
  /* an attack of a kind is not told by the event */
  assert_refused ("R: After you take 4 or more damage from a mid attack, draw 1 card.", "character",
                  "trigger");
  assert_refused ("R: After you take 4 damage, draw 1 card.", "character", "trigger: take");
}

/* --- blocks (G.2): status="partial|complete" ------------------------------------------ */

static void
test_blocked (void)
{
  assert_compiles ("R Commit: After your attack is blocked, draw 1 card.", "foundation",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial|complete\"/>"
                   "<cost><commit target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After an attack is blocked, gain 1 vitality.", "character",
                   "R <when event=\"block\" status=\"partial|complete\"/><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After this attack is blocked, draw 2 cards.", "attack",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial|complete\" "
                   "card=\"self\"/><effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After you block an attack, gain 2 vitality.", "foundation",
                   "R <when event=\"block\" player=\"you\" status=\"partial|complete\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><gain counter=\"vitality\" "
                   "amount=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent blocks your attack, draw 1 card.", "action",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial|complete\"/>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  /* what it was blocked with is not told by the event */
  assert_refused ("R: After you block an attack with an asset, draw 1 card.", "character",
                  "trigger: block with");
  assert_refused ("R: After your opponent blocks your attack with a foundation, draw 1 card.",
                  "character", "trigger: block with");
}

/* --- this attack resolves (G.4) ------------------------------------------------------- */

static void
test_resolves (void)
{
  assert_compiles ("R: After this attack resolves, gain 2 vitality.", "attack",
                   "R <when event=\"attack-resolved\" player=\"you\" card=\"self\"/><effect><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  assert_refused ("R: After this attack resolves, gain 2 vitality.", "asset", "trigger");
  /* H.1.6.1: in an enhance "After" is no response condition: the enhance
   * creates a fired effect that waits for the event (J.3.2) */
  assert_compiles ("E: After this attack resolves, gain 2 vitality.", "attack",
                   "E <effect><delayed event=\"attack-resolved\" card=\"this-attack\" "
                   "until=\"end-of-turn\" times=\"1\"><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></delayed></effect>");
  assert_refused ("F: After this attack resolves, gain 2 vitality.", "attack", "not a response");
}

/* --- costs: foundations of your own, chosen (K.4.1, K.4.2) ---------------------------- */

static void
test_foundation_costs (void)
{
  assert_compiles ("E Destroy 1 foundation: Your attack gets +3 speed and -1 damage.", "character",
                   "E <cost><destroy-foundations count=\"1\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"speed\" by=\"3\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"damage\" by=\"-1\" "
                   "until=\"end-of-attack\"/></effect>");
  assert_compiles ("F Destroy 2 face down foundations: Gain 9 vitality.", "asset",
                   "F <cost><destroy-foundations count=\"2\" face=\"down\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"9\" player=\"you\"/></effect>");
  assert_compiles ("E Flip 2 foundations: Your attack gets +4 damage and -1 speed.", "asset",
                   "E <cost><flip-foundations count=\"2\"/></cost><effect><modify "
                   "target=\"your-attack\" stat=\"damage\" by=\"4\" until=\"end-of-attack\"/>"
                   "<modify target=\"your-attack\" stat=\"speed\" by=\"-1\" "
                   "until=\"end-of-attack\"/></effect>");
  /* a response with one */
  assert_compiles ("R Destroy 1 foundation: After your attack is blocked, draw 2 cards.",
                   "character",
                   "R <when event=\"block\" player=\"opponent\" status=\"partial|complete\"/>"
                   "<cost><destroy-foundations count=\"1\"/></cost><effect><draw count=\"2\" "
                   "player=\"you\"/></effect>");
  /* "Flip" alone is this card (H.4.1.4) */
  assert_compiles ("E Flip: Gain 8 vitality.", "foundation",
                   "E <cost><flip target=\"self\"/></cost><effect><gain counter=\"vitality\" "
                   "amount=\"8\" player=\"you\"/></effect>");
  /* another cost on the staging area beside chosen foundations: not read */
  assert_refused ("E Commit, destroy 1 foundation: Draw 1 card.", "foundation",
                  "chosen foundations with another cost");
  assert_refused ("E Destroy 1 foundation, commit 1 foundation: Draw 1 card.", "character",
                  "chosen foundations with another cost");
  assert_refused ("E Flip 1 foundation, destroy 1 foundation: Draw 1 card.", "character",
                  "chosen foundations with another cost");
  assert_refused ("E Destroy X foundations: Gain 7 vitality.", "character", "X foundations");
  assert_compiles ("E Destroy 1 committed foundation: Gain 9 vitality.", "character",
                   "E <cost><destroy-foundations count=\"1\" state=\"committed\"/></cost><effect>"
                   "<gain counter=\"vitality\" amount=\"9\" player=\"you\"/></effect>");
  assert_compiles ("E Destroy 2 ready foundations: Gain 8 vitality.", "asset",
                   "E <cost><destroy-foundations count=\"2\" state=\"ready\"/></cost><effect>"
                   "<gain counter=\"vitality\" amount=\"8\" player=\"you\"/></effect>");
  assert_refused ("E Destroy 1 committed face down foundation: Draw 1 card.", "character", "cost");
  assert_refused ("E Flip 1 face down foundation: Draw 1 card.", "character", "cost");
}

/* --- abilities played (H.3.1.2.1, I.2), phases beginning (F) --------------------------- */

static void
test_played_and_phases (void)
{
  assert_compiles ("R Commit: After you play a Combo ability, gain 3 vitality.", "foundation",
                   "R <when event=\"ability-played\" player=\"you\" kind=\"combo\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"3\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent plays a keyword ability, gain 2 vitality.", "character",
                   "R <when event=\"ability-played\" player=\"opponent\" kind=\"keyword\"/>"
                   "<effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R Flip: After a keyword ability is played, gain 2 vitality.", "foundation",
                   "R <when event=\"ability-played\" kind=\"keyword\"/><cost><flip "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your Combat Phase begins, gain 2 vitality.", "foundation",
                   "R <when event=\"phase-begin\" player=\"you\" phase=\"combat\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After the End Phase begins, draw 2 cards.", "asset",
                   "R <when event=\"phase-begin\" phase=\"end\"/><effect><draw count=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent's Combat Phase begins, gain 1 vitality.", "character",
                   "R <when event=\"phase-begin\" player=\"opponent\" phase=\"combat\"/><effect>"
                   "<gain counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  /* the card's own arrival (a zone-change) */
  assert_compiles ("R: After this card is added to your staging area, gain 3 vitality and draw 1 "
                   "card.",
                   "foundation",
                   "R <when event=\"zone-change\" player=\"you\" card=\"self\" to=\"staging\"/>"
                   "<effect><gain counter=\"vitality\" amount=\"3\" player=\"you\"/><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_refused ("R: After this card is added to your staging area by an effect, draw 1 card.",
                  "foundation", "trigger");
  assert_refused ("R: After this foundation is destroyed, draw 1 card.", "foundation",
                  "trigger: this card");
  /* the end of the Combat Phase has no response window of its own */
  assert_refused ("R: After your opponent's Combat Phase, gain 1 vitality.", "character",
                  "trigger");
  assert_refused ("R: After a non-keyword ability is played, gain 1 vitality.", "character",
                  "trigger");
}

/* --- costs: revealing (K.5.1, K.5.6) ---------------------------------------------------- */

static void
test_reveal_costs (void)
{
  assert_compiles ("E Reveal 1 kick attack from your hand: This attack gets +2 speed and +1 "
                   "damage.",
                   "attack",
                   "E <cost><reveal zone=\"hand\" filter=\"keyword=Kick, type=attack\"/></cost>"
                   "<effect><modify target=\"this-attack\" stat=\"speed\" by=\"2\" "
                   "until=\"end-of-attack\"/><modify target=\"this-attack\" stat=\"damage\" "
                   "by=\"1\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("F Reveal 1 foundation card in your hand: Gain 7 vitality.", "character",
                   "F <cost><reveal zone=\"hand\" filter=\"type=foundation\"/></cost><effect>"
                   "<gain counter=\"vitality\" amount=\"7\" player=\"you\"/></effect>");
  /* any card, of the player's choice */
  assert_compiles ("F Reveal 1 card from your hand: Gain 9 vitality.", "asset",
                   "F <cost><reveal zone=\"hand\" "
                   "filter=\"type=character|attack|action|asset|foundation\"/></cost><effect>"
                   "<gain counter=\"vitality\" amount=\"9\" player=\"you\"/></effect>");
  assert_compiles ("E Commit, reveal your hand: Gain 8 vitality.", "foundation",
                   "E <cost><commit target=\"self\"/><reveal zone=\"hand\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"8\" player=\"you\"/></effect>");
  /* K.3.21: this card to the card pool, from the staging area */
  assert_compiles ("F Add this card to your card pool: Gain 9 vitality and draw 1 card.",
                   "foundation",
                   "F <cost><add-to-card-pool target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"9\" player=\"you\"/><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_refused ("E Add this card to your card pool: Gain 9 vitality.", "character",
                  "a character or action card");
  /* two cards of a filter: ufs-text-cost2.c; three are not read */
  assert_compiles ("E Reveal 2 punch attacks from your hand: Draw 1 card.", "attack",
                   "E <cost><reveal zone=\"hand\" filter=\"keyword=Punch, type=attack\" "
                   "count=\"2\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_refused ("E Reveal 3 punch attacks from your hand: Draw 1 card.", "attack",
                  "cost: reveal");
  assert_refused ("E Reveal 1 attack or asset from your hand: Draw 1 card.", "attack",
                  "cost: reveal");
  assert_refused ("E Reveal 1 random card in your hand: Draw 1 card.", "attack", "cost: reveal");
}

/* --- the attack just played (K.3.24): "it" is the event's card -------------------- */

static void
test_attack_played (void)
{
  assert_compiles (
      "R Commit: After an attack is played, it gets +2 speed.", "foundation",
      "R <when event=\"card-played\" card-type=\"attack\" kind=\"form|reversal\"/><cost>"
      "<commit target=\"self\"/></cost><effect><modify target=\"event-card\" "
      "stat=\"speed\" by=\"2\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("R: After your opponent plays an attack, it gets -1 damage.", "asset",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"form|reversal\"/><effect><modify target=\"event-card\" stat=\"damage\" "
                   "by=\"-1\" until=\"end-of-attack\"/></effect>");
  /* K.3.24: an attack's own "After you play this attack": see
   * test_this_attack_played */
  /* K.3.24: "a character card", played for any reason */
  assert_compiles ("R Flip: After you play a character card, gain 2 vitality.", "foundation",
                   "R <when event=\"card-played\" player=\"you\" card-type=\"character\"/><cost>"
                   "<flip target=\"self\"/></cost><effect><gain counter=\"vitality\" "
                   "amount=\"2\" player=\"you\"/></effect>");
  /* an action card is played by its form ability or another (E.4.2) */
  assert_compiles ("R Commit: After an action is played, gain 1 vitality.", "foundation",
                   "R <when event=\"card-played\" card-type=\"action\" kind=\"form|effect\"/>"
                   "<cost><commit target=\"self\"/></cost><effect><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you play an action, draw 1 card.", "asset",
                   "R <when event=\"card-played\" player=\"you\" card-type=\"action\" "
                   "kind=\"form|effect\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* either player's ability */
  assert_compiles ("R Flip: After an enhance ability is played, draw 1 card.", "foundation",
                   "R <when event=\"ability-played\" type=\"E\"/><cost><flip target=\"self\"/>"
                   "</cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* a foundation played names no attack for "it" */
  assert_refused ("R: After your opponent plays a foundation, it gets +1 speed.", "asset",
                  "effect");
}

/* --- block statuses of either player's attack (G.2.2) ----------------------------- */

static void
test_block_statuses (void)
{
  assert_compiles ("R: After your attack is not blocked, draw 1 card.", "asset",
                   "R <when event=\"block\" player=\"opponent\" status=\"none\"/><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your opponent does not block your attack, gain 1 vitality.",
                   "foundation",
                   "R <when event=\"block\" player=\"opponent\" status=\"none\"/><cost><commit "
                   "target=\"self\"/></cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After an attack is partially blocked, draw 1 card.", "asset",
                   "R <when event=\"block\" status=\"partial\"/><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent's attack is completely blocked, draw 1 card.", "asset",
                   "R <when event=\"block\" player=\"you\" status=\"complete\"/><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
}

/* --- the Ready Step's end, the End Phase's beginning (F.1, F.3; H.1.6) ------------ */

static void
test_steps_and_before (void)
{
  /* after the Ready Step: the Review Step begins */
  assert_compiles ("R Commit: After your opponent's Ready Step, draw 1 card.", "foundation",
                   "R <when event=\"step-begin\" player=\"opponent\" step=\"review\" "
                   "turn=\"2+\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/>"
                   "</effect>");
  assert_compiles (
      "R: After the Ready Step, draw 1 card.", "character",
      "R <when event=\"step-begin\" step=\"review\" turn=\"2+\"/><effect><draw count=\"1\" "
      "player=\"you\"/></effect>");
  /* after the Ready Phase: the Combat Phase begins (never on turn 1, E.1.9) */
  assert_compiles ("R Commit: After your opponent's Ready Phase, gain 1 vitality.", "foundation",
                   "R <when event=\"phase-begin\" player=\"opponent\" phase=\"combat\" "
                   "turn=\"2+\"/><cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After the Ready Phase begins, draw 1 card.", "asset",
                   "R <when event=\"phase-begin\" phase=\"ready\"/><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  /* before a phase: its beginning, before anything of it */
  assert_compiles ("R Flip: Before your End Phase, draw 1 card.", "foundation",
                   "R <when event=\"phase-begin\" player=\"you\" phase=\"end\"/><cost><flip "
                   "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: Before your opponent's End Phase begins, gain 2 vitality.", "asset",
                   "R <when event=\"phase-begin\" player=\"opponent\" phase=\"end\"/><effect><gain "
                   "counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  /* the engine's steps that act before their windows, and moments with no
   * event, are not read */
  assert_refused ("R: Before your Draw Step, draw 1 card.", "asset", "trigger: before");
  assert_refused ("R: Before the Damage Step, draw 1 card.", "asset", "trigger: before");
  assert_refused ("R: Before you take damage, gain 1 vitality.", "asset", "trigger: before");
  /* only a response has a response condition (H.1.6.1) */
  assert_refused ("E: Before your End Phase, draw 1 card.", "foundation", "before");
}

/* --- an attack of some kind deals damage (K.3.4.1.1): a <require> ------------------- */

static void
test_filtered_attack_damage (void)
{
  assert_compiles ("R Flip: After your Kick attack deals damage, gain 2 vitality.", "foundation",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\"/><cost><flip "
                   "target=\"self\"/><require target=\"your-attack\" filter=\"keyword=Kick\"/>"
                   "</cost><effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/>"
                   "</effect>");
  assert_compiles ("R: After your opponent's Punch or Slam attack deals 4 or more damage, draw 1 "
                   "card.",
                   "asset",
                   "R <when event=\"damage\" player=\"you\" cause=\"attack\" amount=\"4+\"/><cost>"
                   "<require target=\"opponent-attack\" filter=\"keyword=Punch|Slam\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After your non-Throw attack deals damage, draw 1 card.", "character",
                   "R <when event=\"damage\" player=\"opponent\" cause=\"attack\"/><cost><require "
                   "target=\"your-attack\" filter=\"keyword!=Throw\"/></cost><effect><draw "
                   "count=\"1\" player=\"you\"/></effect>");
  /* K.3.4.3: on an attack, "your attack" in a response is the card itself */
  assert_refused ("R: After your Kick attack deals damage, draw 1 card.", "attack", "trigger");
  /* a next attack is not the one that dealt it */
  assert_refused ("R: After your next attack deals damage, draw 1 card.", "asset", "trigger");
}

/* --- this card checked (E.3.1), played as a block (K.3.24) ------------------------- */

static void
test_checked_and_blocking (void)
{
  assert_compiles ("R [Discard pile]: After you check this card, draw 1 card.", "foundation",
                   "R zone=\"discard\" <when event=\"check\" player=\"you\" card=\"self\"/>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  /* a fired effect in the discard pile would never execute */
  assert_refused ("After you check this card, draw 1 card.", "foundation", "not a response");
  assert_refused ("R: After you check this card to play an attack, draw 1 card.", "foundation",
                  "trigger: check this card");
  assert_compiles ("After you play this card as a block, gain 1 vitality.", "foundation",
                   "continuous <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"block\"/><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
}

/* --- an attack's own play (K.3.24, I.3.10.2), cards and abilities by type ------- */

static void
test_this_attack_played (void)
{
  /* K.3.24: played to attack, as a form or a reversal, never as a block */
  assert_compiles ("R: After you play this attack, it gets +2 speed.", "attack",
                   "R <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"form|reversal\"/><effect><modify target=\"self\" stat=\"speed\" "
                   "by=\"2\" until=\"end-of-attack\"/></effect>");
  assert_compiles ("R Discard 1 momentum: After you play this card as an attack, draw 1 card.",
                   "attack",
                   "R <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"form|reversal\"/><cost><discard-momentum count=\"1\"/></cost><effect>"
                   "<draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R [Card Pool]: After you play this attack as a reversal, gain 2 vitality.",
                   "attack",
                   "R zone=\"card-pool\" <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"reversal\"/><effect><gain counter=\"vitality\" amount=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("After this card is played as an attack, draw 1 card.", "attack",
                   "continuous <when event=\"card-played\" player=\"you\" card=\"self\" "
                   "kind=\"form|reversal\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* "this attack" on a card that is no attack is some other attack */
  assert_refused ("R: After you play this attack, draw 1 card.", "foundation",
                  "trigger: play this attack");
  /* an attack card played for any reason, a block included */
  assert_compiles ("After you play this card, gain 2 vitality.", "attack",
                   "continuous <when event=\"card-played\" player=\"you\" card=\"self\"/>"
                   "<effect><gain counter=\"vitality\" amount=\"2\" player=\"you\"/></effect>");
  /* an attack played by either player as a reversal (I.3.10.2) */
  assert_compiles ("R Commit: After your opponent plays an attack as a reversal, gain 1 "
                   "vitality.",
                   "foundation",
                   "R <when event=\"card-played\" player=\"opponent\" card-type=\"attack\" "
                   "kind=\"reversal\"/><cost><commit target=\"self\"/></cost><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
}

static void
test_played_by_type (void)
{
  /* K.3.24: "a non-attack card", played for any reason */
  assert_compiles ("R Flip: After your opponent plays a non-attack card, draw 1 card.",
                   "foundation",
                   "R <when event=\"card-played\" player=\"opponent\" "
                   "card-type=\"character|action|asset|foundation\"/><cost><flip "
                   "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After you play a non-foundation card, gain 1 vitality.", "character",
                   "R <when event=\"card-played\" player=\"you\" "
                   "card-type=\"character|attack|action|asset\"/><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After your opponent plays a card as a block, draw 1 card.", "asset",
                   "R <when event=\"card-played\" player=\"opponent\" kind=\"block\"/><cost>"
                   "<commit target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R Commit: After a player plays an attack, gain 1 vitality.", "foundation",
                   "R <when event=\"card-played\" card-type=\"attack\" kind=\"form|reversal\"/>"
                   "<cost><commit target=\"self\"/></cost><effect><gain counter=\"vitality\" "
                   "amount=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R Commit: After a card is played, draw 1 card.", "foundation",
                   "R <when event=\"card-played\"/><cost><commit target=\"self\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_refused ("R Commit: After a player plays a heavy card, draw 1 card.", "foundation",
                  "trigger: a player plays");
  /* an ability on any card but a character card (E.4.11) */
  assert_compiles ("R Flip: After your opponent plays an ability on a non-character card, "
                   "cancel the effects of that ability.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" "
                   "card-type=\"attack|action|asset|foundation\"/><cost><flip "
                   "target=\"self\"/></cost><effect><cancel-effects "
                   "target=\"that-ability\"/></effect>");
  assert_compiles ("R Flip: After your opponent plays an enhance ability on a non-character "
                   "card, gain 1 vitality.",
                   "foundation",
                   "R <when event=\"ability-played\" player=\"opponent\" type=\"E\" "
                   "card-type=\"attack|action|asset|foundation\"/><cost><flip target=\"self\"/>"
                   "</cost><effect><gain counter=\"vitality\" amount=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R: After a form ability is played on a non-character card, draw 1 card.",
                   "asset",
                   "R <when event=\"ability-played\" type=\"F\" "
                   "card-type=\"attack|action|asset|foundation\"/><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("R Commit: After a non-character enhance ability is played, draw 1 card.",
                   "foundation",
                   "R <when event=\"ability-played\" type=\"E\" "
                   "card-type=\"attack|action|asset|foundation\"/><cost><commit "
                   "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* G.4: either player's attack */
  assert_compiles ("R Commit: After an attack resolves, draw 1 card.", "foundation",
                   "R <when event=\"attack-resolved\"/><cost><commit target=\"self\"/></cost>"
                   "<effect><draw count=\"1\" player=\"you\"/></effect>");
}

/* --- checks by value (E.3.1), every check a control check (E.3) -------------------- */

static void
test_checks (void)
{
  assert_compiles ("R Commit: After your opponent fails a check, draw 2 cards.", "foundation",
                   "R <when event=\"check\" player=\"opponent\" passed=\"false\"/><cost><commit "
                   "target=\"self\"/></cost><effect><draw count=\"2\" player=\"you\"/></effect>");
  assert_compiles ("R: After you pass a check, gain 1 vitality.", "character",
                   "R <when event=\"check\" player=\"you\" passed=\"true\"/><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_refused ("R: After you fail a check to play an attack, draw 1 card.", "character",
                  "trigger");
  /* E.3.1: the checked card's control is the check's starting value */
  assert_compiles ("R Flip: After you check a 1 or less, draw 1 card.", "foundation",
                   "R <when event=\"check\" player=\"you\" start=\"1-\"/><cost><flip "
                   "target=\"self\"/></cost><effect><draw count=\"1\" player=\"you\"/></effect>");
  assert_compiles ("R: After your opponent checks a 6, gain 1 vitality.", "asset",
                   "R <when event=\"check\" player=\"opponent\" start=\"6\"/><effect><gain "
                   "counter=\"vitality\" amount=\"1\" player=\"you\"/></effect>");
  assert_refused ("R: After you check a 3 to play an attack, draw 1 card.", "asset",
                  "trigger: check a N");
  /* F.1.2, F.1.3: after the Review Step, the Draw Step begins */
  assert_compiles ("R Commit: After your opponent's Review Step, draw 1 card.", "foundation",
                   "R <when event=\"step-begin\" player=\"opponent\" step=\"draw\" turn=\"2+\"/>"
                   "<cost><commit target=\"self\"/></cost><effect><draw count=\"1\" "
                   "player=\"you\"/></effect>");
}

/* --- this card left a zone (K.4.1, J.3.2.5) ------------------------------------------ */

static void
test_this_card_left (void)
{
  assert_compiles ("After this foundation is destroyed, gain 3 vitality.", "foundation",
                   "continuous <when event=\"zone-change\" player=\"you\" card=\"self\" "
                   "from=\"staging\" to=\"discard\"/><effect><gain counter=\"vitality\" "
                   "amount=\"3\" player=\"you\"/></effect>");
  assert_compiles ("After this card is discarded from your card pool, draw 2 cards.", "attack",
                   "continuous <when event=\"zone-change\" player=\"you\" card=\"self\" "
                   "from=\"card-pool\" to=\"discard\"/><effect><draw count=\"2\" "
                   "player=\"you\"/></effect>");
  assert_compiles ("After this asset leaves your staging area, draw 1 card.", "asset",
                   "continuous <when event=\"zone-change\" player=\"you\" card=\"self\" "
                   "from=\"staging\"/><effect><draw count=\"1\" player=\"you\"/></effect>");
  /* why it happened, or when but in the Enhance Step or the Combat Phase
   * (test-ufs-text-trigger3): not read */
  assert_refused ("After this foundation is destroyed during your turn, draw 1 card.",
                  "foundation", "trigger: this card left");
  assert_refused ("After this asset leaves your staging area due to an effect, draw 1 card.",
                  "asset", "trigger: this card left");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ufs-text-trigger/G.3/attack-damage", test_attack_damage);
  g_test_add_func ("/ufs-text-trigger/G.3/damage-bounds", test_damage_bounds);
  g_test_add_func ("/ufs-text-trigger/G.2/blocked", test_blocked);
  g_test_add_func ("/ufs-text-trigger/G.4/resolves", test_resolves);
  g_test_add_func ("/ufs-text-trigger/K.4.1/foundation-costs", test_foundation_costs);
  g_test_add_func ("/ufs-text-trigger/H.3.1.2.1/played-and-phases", test_played_and_phases);
  g_test_add_func ("/ufs-text-trigger/K.5.6/reveal-costs", test_reveal_costs);
  g_test_add_func ("/ufs-text-trigger/K.3.24/attack-played", test_attack_played);
  g_test_add_func ("/ufs-text-trigger/G.2.2/block-statuses", test_block_statuses);
  g_test_add_func ("/ufs-text-trigger/H.1.6/steps-and-before", test_steps_and_before);
  g_test_add_func ("/ufs-text-trigger/K.3.4.1.1/filtered-attack-damage",
                   test_filtered_attack_damage);
  g_test_add_func ("/ufs-text-trigger/E.3.1/checked-and-blocking", test_checked_and_blocking);
  g_test_add_func ("/ufs-text-trigger/K.3.24/this-attack-played", test_this_attack_played);
  g_test_add_func ("/ufs-text-trigger/K.3.24/played-by-type", test_played_by_type);
  g_test_add_func ("/ufs-text-trigger/E.3.1/checks", test_checks);
  g_test_add_func ("/ufs-text-trigger/J.3.2.5/this-card-left", test_this_card_left);
  return g_test_run ();
}
