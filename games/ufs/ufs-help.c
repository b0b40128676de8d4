/* ufs-help.c: the rules of UFS summarised for `rules TOPIC` at the prompt
 * (DkModule.help_topics), with the rule numbers of the UFS Living Game
 * Rules (2019), and a glossary entry for every keyword the module knows
 * (the <keyword name=""> values of cards/schema/ufs.rng).
 *
 * The reader wraps the text: each paragraph is one line.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

const DkHelpTopic ufs_help_topics[] = {
  { "goal", "Winning (A.1, E.2.1)",
    "Bring your opponent's vitality to 0 or below and you win (E.2.1). Each player starts at the "
    "maximum vitality printed on their starting character (E.1.5). A player who must cycle an "
    "empty deck and cannot loses too (E.2.2.1)." },
  { "board", "The board at the terminal",
    "Each player has a line of counts: vitality now and at most, cards in hand, in the deck, in "
    "momentum and in the discard pile (with its top card). Below it the staging area (* marks the "
    "starting character; [c] committed, [fd] face down, [frz] frozen, [att] attached) and the card "
    "pool from the oldest card to the newest. ATTACK shows the attack in progress with its zone, "
    "speed and damage as they stand after enhances. Your hand lists difficulty/control, then for "
    "an attack its zone, speed (s) and damage (d), and for a block its zone and modifier (blk). "
    "Copies of one card carry #N, as in the options." },
  { "turn", "A turn (F)",
    "A turn has three phases. Ready Phase (F.1): the Ready Step readies your committed cards "
    "(F.1.1), the Review Step lets you discard one card from your hand (F.1.2), and the Draw Step "
    "draws until your hand holds your character's hand size (F.1.3). The player going first skips "
    "the Ready Phase of the first turn (E.1.9). Combat Phase (F.2): you play forms one after "
    "another. End Phase (F.3): both card pools are cleared, the active player's first." },
  { "start", "Starting the game (E.1)",
    "Both starting characters go to the staging areas (E.1.4); chance decides who chooses the "
    "first player (E.1.3), whose character starts committed. Vitality is set to the character's "
    "maximum (E.1.5) and each player draws their hand size (E.1.7). Starting with the first "
    "player, each may mulligan once: the hand is removed from the game (or put under the deck in "
    "turbo) and a new one is drawn (E.1.8)." },
  { "form", "Forms (F.2.2)",
    "In your Combat Phase you may attempt to play a card that is not an action from your hand, "
    "play a form (F) ability, or pass to the End Phase. If an attempt to play a card as a form "
    "fails, your Combat Phase ends at once (F.2.2.1.1). If you pass without having attempted a "
    "card from your hand, next turn you must attempt at least one (F.2.2.3)." },
  { "play", "Playing a card (E.4)",
    "To play a card: it must share a resource symbol with your character and with every card in "
    "your card pool that has symbols (E.4.1.2); you pay its costs other than checks (E.4.4); you "
    "make a control check against its total difficulty (E.4.7, E.4.8): its difficulty plus 1 for "
    "each card already in your card pool (progressive difficulty, E.4.7.2). If the check passes "
    "the card joins your card pool on the right (E.4.10); if it fails, the card is discarded "
    "(E.4.8.2)." },
  { "check", "Control checks (E.3)",
    "A check discards the top card of your deck: its control is the value of the check (E.3.1). "
    "Against a difficulty, a value at least as high passes (E.3.5.1). A lower value fails unless "
    "you commit as many ready foundations or your starting character as the value is short "
    "(E.3.5.2); you may always let it fail. An effect may set a check in advance, then no card "
    "is discarded (E.3.1.3), or make you check again once (E.3.3)." },
  { "commit", "Ready and committed (C.1)",
    "A committed card is turned sideways; a ready one stands. Committing cards pays for checks "
    "(E.3.5.2) and for costs that say commit (H.4.1.1, H.4.3). A committed card's abilities "
    "cannot be played unless they say so (H.5.1). Your Ready Step readies them all (F.1.1)." },
  { "attack", "The attack sequence (G)",
    "An attack played as a form goes on the attack stack (F.2.3) and then runs its sequence. "
    "Enhance Step (G.1): starting with the attacker, players alternate playing enhance (E) "
    "abilities or passing; two passes in a row end it. Block Step (G.2): the defender may try to "
    "block. Damage Step (G.3): the attack deals damage. Then it resolves (G.4). An attack that "
    "leaves the card pool or turns face down before its Damage Step is dropped and ends "
    "(G.5.2)." },
  { "block", "Blocking (G.2)",
    "A high attack is blocked by a high or mid block, a low attack by a low or mid one, a mid "
    "attack by any (G.2.1.3.1). The block's check starts from its block modifier plus the "
    "attack's speed, plus 1 for each card in your card pool (G.2.1.3.2.1, E.4.7). If the block is "
    "played and its zone is the attack's zone, the attack is completely blocked; otherwise it is "
    "partially blocked (G.2.2). A failed block leaves the attack unblocked (G.2.2.1)." },
  { "damage", "Damage (G.3)",
    "A completely blocked attack deals no damage, a partially blocked one half its damage rounded "
    "up, an unblocked one all of it (G.3.1 to G.3.3). The damage is lost from the defender's "
    "vitality. An attack that dealt damage may go to momentum when the card pool is cleared "
    "(F.3.2.2)." },
  { "speed", "Speed, zone and damage (B.2, C.3.4)",
    "An attack has a zone (high, mid or low), a speed and a damage. Enhances change them only "
    "while the attack is in its sequence (C.3.4); the changes last to the end of the attack or "
    "the turn as they say. Speed makes the block harder: it is added to the block's difficulty "
    "(G.2.1.3.2.1)." },
  { "momentum", "Momentum (D.4.2)",
    "Momentum is a face-down row of cards beside your character. An attack that dealt damage may "
    "be added to it in the End Phase (F.3.2.2). Costs such as EX, Powerful and Multiple discard "
    "momentum. Only the number of cards in momentum is known to both players." },
  { "enhance", "Enhance abilities (H.2.1)",
    "An E ability is played in an Enhance Step (G.1), from a ready foundation, asset or starting "
    "character in the staging area, an action card in the hand, or the current attack (H.2.1.3). "
    "Each one at most once per Enhance Step (H.2.1.4). The board shows the attack's values after "
    "the enhances played so far." },
  { "response", "Response abilities (H.2.3)",
    "An R ability answers an event named after a colon (\"after you block ...\"). After such an "
    "event a response window opens: both players may play responses to it, the active player "
    "first, until both pass in a row (H.2.3.2). Each response at most once per window "
    "(H.2.3.4). A response that names its own card may be played wherever that card is "
    "(H.2.3.3)." },
  { "abilities", "Played abilities and restrictions (H.1, H.3)",
    "A played ability has a type letter (E enhance, F form, R response), perhaps restrictions, "
    "costs before a colon and an effect after it (H.1). Restrictions: First (the first of its "
    "type in that time, H.3.1.1), Combo (H.3.1.2), Deadlock (H.3.1.3), Desperation (H.3.1.4), a "
    "character name, a resource symbol or a watermark (H.3.1.5 to H.3.1.7), a zone in brackets "
    "(H.3.2.1), once or twice per turn and the like (H.3.2.2). Some say the opponent may pay to "
    "cancel them (H.3.3.4)." },
  { "costs", "Costs (H.4)",
    "Costs are paid together before the card's check (E.4.4); a cost that cannot be paid in "
    "full makes the attempt fail (E.4.5.1). Commit, destroy, remove and flip name the card itself "
    "(H.4.1); commit N foundations lets the starting character stand in (H.4.3); X is chosen as "
    "the ability is announced (H.4.4). Control checks among the costs come last (E.4.9)." },
  { "foundations", "Foundations and the staging area (B.5, D.2.2)",
    "Foundations, assets and characters played this turn move from the card pool to the staging "
    "area in the End Phase (F.3.2.1). There they stay, and their ready state lets you pass checks "
    "and play their abilities. Face-down cards in the staging area count as foundations "
    "(D.2.2.2). A character of your starting character's name attaches to it (D.2.2.3.4)." },
  { "staging", "The staging area (D.2.2)",
    "Your characters, foundations and assets stay in the staging area. Whether each is ready or "
    "committed, and what is attached to the starting character, is public (D.2.2.1). Attack and "
    "action cards never stay there (E.2.7). See also foundations." },
  { "pool", "The card pool (D.2.1)",
    "Cards you play go into your card pool from left to right, and their order never changes "
    "(D.2.1.1, D.2.1.2). Every card there raises the difficulty of the next card you play by 1 "
    "(E.4.7.2). The End Phase clears the pools (F.3)." },
  { "clear", "Clearing the card pool (F.3)",
    "In the End Phase each player clears their card pool from right to left, the active player "
    "first (F.3.1). A foundation, asset or character played this turn goes to the staging area, "
    "an attack that dealt damage may go to momentum, and everything else is discarded (F.3.2)." },
  { "cycle", "Cycling the deck (E.2.2)",
    "A player with an empty deck cycles it: the discard pile is shuffled into a new deck and its "
    "top ten cards are removed from the game (five in turbo). A player who cannot remove that "
    "many loses (E.2.2.1)." },
  { "pause", "Pause conditions (E.2)",
    "Some conditions are checked whenever play can stop: 0 vitality loses (E.2.1), an empty deck "
    "is cycled (E.2.2), a second character of another name is discarded (E.2.3), an Only card "
    "for another character is discarded (E.2.4), a newer Terrain destroys the older (E.2.5), a "
    "second copy of a Unique card is destroyed (E.2.6), and attacks or actions in the staging "
    "area are discarded (E.2.7)." },
  { "desperation", "Desperation (K.3.18, H.3.1.4, I.3.4)",
    "A player whose vitality is less than half of their starting character's maximum is at "
    "desperation (K.3.18). Abilities with the Desperation restriction can be played only then "
    "(H.3.1.4). A card with the Desperation keyword has its rating as its difficulty while its "
    "player is at desperation (I.3.4)." },
  { "deadlock", "At deadlock (K.3.19)",
    "A player whose opponent has more than ten foundations in the staging area is at deadlock "
    "and may play Deadlock abilities (H.3.1.3)." },
  /* I: the keywords. */
  { "keywords", "Keywords (I)",
    "A keyword at the top of a card's text either only classifies it (a trait, I.1: Ally, "
    "Charge, Fury, Kick, Punch, Ranged, Slam, Taunt, Tech, Weapon) or grants it an ability "
    "(I.2.1: Breaker, Only, Combo, Desperation, EX, Flash, Gauge, Multiple, Powerful, Reversal, "
    "Safe, Stun, Terrain, Throw, Unique). A number after the keyword is its rating (I.2.4). "
    "`rules NAME` explains each." },
  { "ally", "Ally (I.1.1)", "A keyword trait: it only classifies the card (I.1)." },
  { "charge", "Charge (I.1.2)", "A keyword trait: it only classifies the card (I.1)." },
  { "fury", "Fury (I.1.3)", "A keyword trait: it only classifies the card (I.1)." },
  { "kick", "Kick (I.1.4)",
    "A keyword trait: it only classifies the card (I.1); other cards may refer to kicks." },
  { "punch", "Punch (I.1.5)",
    "A keyword trait: it only classifies the card (I.1); other cards may refer to punches." },
  { "ranged", "Ranged (I.1.6)", "A keyword trait: it only classifies the card (I.1)." },
  { "slam", "Slam (I.1.7)", "A keyword trait: it only classifies the card (I.1)." },
  { "taunt", "Taunt (I.1.8)", "A keyword trait: it only classifies the card (I.1)." },
  { "tech", "Tech (I.1.9)", "A keyword trait: it only classifies the card (I.1)." },
  { "weapon", "Weapon (I.1.10)", "A keyword trait: it only classifies the card (I.1)." },
  { "breaker", "Breaker (I.3.1)",
    "A response after you block with the card: the next card your opponent attempts this turn "
    "gets its rating added to its difficulty. A block's check does not start from the card's "
    "difficulty, so a block spends the bonus for nothing." },
  { "only", "[Character] Only (I.3.2)",
    "The card can be played only when your starting character has the named name. An Only card "
    "for another character in your card pool or staging area is discarded (E.2.4)." },
  { "combo", "Combo (I.3.3)",
    "Combo names requirements; abilities of the card with the combo restriction may be played "
    "only when the printed values of the cards just before it in the card pool meet them, in "
    "order, the last one the card just before (H.3.1.2). A requirement may name keywords, a "
    "card type, an attack or block zone, a symbol, a printed value (exactly) or a card's "
    "name. Kestrel Combo counts only for Kestrel (I.2.5)." },
  { "ex", "EX (I.3.5)",
    "An enhance: discard one or more momentum, and the attack gets the rating in speed for each "
    "card discarded." },
  { "flash", "Flash (I.3.6)", "The attack skips its Enhance Step: it goes straight to the block." },
  { "gauge", "Gauge (I.3.7)",
    "An enhance: if the attack then deals at least the rating in damage, you search your deck and "
    "discard pile for a character of your starting character's name and add it to your staging "
    "area." },
  { "multiple", "Multiple (I.3.8)",
    "An enhance: discard X momentum (1 to the rating) to put X cards from the top of your discard "
    "pile face down into your card pool as copies of the attack, each attacking after it. Copies "
    "have the printed values but no abilities, and never go to momentum (I.3.8.2)." },
  { "powerful", "Powerful (I.3.9)",
    "An enhance: discard one or more momentum, and the attack gets the rating in damage for each "
    "card discarded." },
  { "reversal", "Reversal (I.3.10)",
    "A response from the hand: after your opponent's blocked attack resolves, play this attack as "
    "a reversal; it goes on the attack stack and attacks back. Only one reversal attempt per "
    "attack, and none against a Safe attack (I.3.10.2)." },
  { "safe", "Safe (I.3.11)", "No card can be played as a reversal to this attack." },
  { "stun", "Stun (I.3.12)",
    "An enhance: your opponent commits as many ready foundations as the rating (as many as they "
    "have)." },
  { "terrain", "Terrain (I.3.13)",
    "Only one Terrain card can be in both staging areas together: when a new one arrives, the "
    "older one is destroyed (E.2.5)." },
  { "throw", "Throw (I.3.14)",
    "Even completely blocked, the attack deals half its damage, rounded up." },
  { "unique", "Unique (I.3.15)",
    "A player can have only one copy of the card in their staging area: a second one is "
    "destroyed (E.2.6)." },
  { "frozen", "Frozen (K.4.5)",
    "A frozen card does not ready in its owner's next Ready Step. The board marks it [frz]." },
  { "sealed", "Sealed (K.4.3)",
    "A sealed card has no abilities, keyword abilities included, until the end of the turn." },
  { NULL, NULL, NULL },
};
