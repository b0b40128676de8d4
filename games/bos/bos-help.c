/* bos-help.c: the Battle of Souls rules in short, for `rules TOPIC`.
 *
 * Summaries in the project's own words. The rule book (v1.3) numbers few
 * of its rules, so each topic cites the section it comes from (and the
 * number where the book gives one); its rule updates override the body.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-private.h"

const DkHelpTopic bos_help_topics[] = {
  { "turn", "A turn and its phases (Turn Structure)",
    "Each turn has six phases, in this order:\n"
    "  Draw Phase     the turn player draws 1 card; a player who cannot draw loses.\n"
    "                 Face-down tactics may then be used.\n"
    "  Ready Phase    the turn player's rest position fighters turn back to attack\n"
    "                 position; \"during your ready phase\" effects happen here.\n"
    "  Main Phase I   deploy (one normal deploy a turn), set equipment and tactics\n"
    "                 face down, activate cards and effects. Then `battle`, or\n"
    "                 `pass` to end the turn at once.\n"
    "  Battle Phase   Start Step, then a Battle Step and a Damage Step for each\n"
    "                 attack, then the End Step (see `rules battle`).\n"
    "  Main Phase II  as Main Phase I, after a Battle Phase; limits already used\n"
    "                 in Main Phase I stay used.\n"
    "  End Phase      \"during the end phase\" effects; a hand of more than 7 cards\n"
    "                 is discarded down to 6.\n"
    "The player going first does not battle on the first turn (Battle Phase,\n"
    "IMPORTANT). Before the first turn: who goes first is decided at random and\n"
    "that player chooses first or second (Preparing to battle, 4); everyone draws 5\n"
    "and may call a mulligan (rule update 2)." },
  { "deploy", "Deploying fighters (Main Phase I; Fighter Classes)",
    "A deploy puts a fighter from your hand into one of your 5 fighter zones, in\n"
    "attack position. You have one normal deploy a turn, for both main phases\n"
    "together. A special deploy comes from a card's effect and does not use it.\n"
    "A warrior needs nothing; higher classes need sacrifices (see `rules promotion`).\n"
    "Deploying, sacrificing for it, changing position and paying a cost are not\n"
    "activations: nobody may chain to them (Actions which cannot be chained to)." },
  { "promotion", "Elites, warlords and legendaries (Fighter Classes)",
    "The four classes, lowest first: warrior, elite, warlord, legendary.\n"
    "  elite      sacrifice one of your warriors holding at least 3 kill tokens\n"
    "  warlord    sacrifice one of your elites holding at least 5 kill tokens\n"
    "  legendary  sacrifice a warrior, an elite and a warlord; the warlord must\n"
    "             hold at least 7 kill tokens\n"
    "Only 1 legendary may be on your field at once, and a deck holds at most 3\n"
    "legendaries. A sacrificed fighter goes to the discard pile but is not\n"
    "destroyed (Glossary: Sacrifice). The options read\n"
    "`deploy CARD sacrifice CARD ...`." },
  { "battle", "Attacks and battles (Battle Phase; Fighter Battle Rules)",
    "Battle Step: pick one of your attack position fighters that has not attacked\n"
    "this turn and one opposing fighter; if the opponent has no fighter, attack\n"
    "the player directly. The opponent may then respond with a chain.\n"
    "Damage Step: only tactics and effects that change ATK or RST may be used,\n"
    "up to damage calculation. Then the values meet:\n"
    "  target in attack position: your ATK against its ATK\n"
    "    higher  it is destroyed; the difference moves from its controller's SP\n"
    "            to yours; your fighter gets a kill token\n"
    "    equal   both are destroyed, no damage (two 0 ATK fighters both stay)\n"
    "    lower   your fighter is destroyed; the difference moves from your SP to\n"
    "            theirs; their fighter gets a kill token\n"
    "  target in rest position: your ATK against its RST\n"
    "    higher  it is destroyed, no damage (piercing: the difference as damage);\n"
    "            your fighter gets a kill token\n"
    "    equal   nothing happens\n"
    "    lower   nothing is destroyed; the difference moves from your SP to theirs\n"
    "  direct attack: your full ATK as damage, and no kill token\n"
    "Replay: if the target leaves, or a new fighter arrives on the defender's side\n"
    "before the Damage Step, you may attack again with the same fighter, another,\n"
    "or not at all. A 0 ATK fighter destroys nothing (0 ATK fighters)." },
  { "kill-tokens", "Kill tokens (Kill Tokens; Glossary: Kill Counter)",
    "The winner of a battle between two fighters gets a kill token; a direct\n"
    "attack gives none. Tokens stay on their fighter and never move to another.\n"
    "A fighter destroyed in battle loses its tokens with it. Kill tokens are what\n"
    "a fighter needs to be sacrificed for a higher class (`rules promotion`)." },
  { "soul-points", "Soul Points (Win Conditions; Winning a battle)",
    "Everyone starts with 8,000 SP. The first to reach 16,000 SP wins (a ruleset\n"
    "may set other numbers: the board shows the goal). Damage moves SP: what one\n"
    "player loses in battle damage, the other gains; effect damage to opponents is\n"
    "gained by the player whose effect dealt it. A player at 0 SP or less loses\n"
    "(in a battle royal: is out). A player who cannot draw in the Draw Phase loses\n"
    "too. Paying SP as a cost is not damage (Glossary: Pay a Cost)." },
  { "chain", "Chains (Equipment and Tactic Card Chains)",
    "Activating a card or an effect makes a chain link. Then, starting with the\n"
    "next player, each player in turn may add a link (a tactic, a quick effect, an\n"
    "effect answering the event) or pass. When everyone has passed in a row, the\n"
    "chain resolves from its last link back to its first. A link that negates the\n"
    "one below it makes that link do nothing; a cost already paid stays paid\n"
    "(Glossary: Pay a Cost).\n"
    "After an attack is declared the defender may respond first. Trigger effects\n"
    "wait until nothing is resolving, then start a new chain, the turn player's\n"
    "first (If both players conduct actions simultaneously)." },
  { "tactics", "Tactic cards (Tactic Cards; The Game Layout, 2)",
    "A tactic is first set face down in your tactic zone (at most 3) and may not\n"
    "be activated in the turn it was set; after that, in any phase of any turn,\n"
    "including your opponent's and the Damage Step. A one-turn tactic goes to the\n"
    "discard pile after it resolves; a continuous one stays face up until\n"
    "destroyed. Opponents see only how many face-down cards you have." },
  { "equipment", "Equipment cards (Equipment Cards; The Game Layout, 2)",
    "Equipment is activated face up from the hand, or set face down and activated\n"
    "from your next turn on, in your main phases only (never in the Battle\n"
    "Phase). At most 3 in the equipment zone, and 6 equipment and tactics\n"
    "together. One-turn equipment goes to the discard pile after it resolves;\n"
    "continuous equipment stays; attached equipment stays on a fighter and is\n"
    "destroyed with it. Its ATK and RST changes show on the board as the fighter's\n"
    "values, the printed value in brackets." },
  { "battlefield", "Battlefield cards (Battlefield Cards; The Game Layout, 5)",
    "A battlefield is activated face up into the battlefield zone and changes the\n"
    "game for everyone while it stays. Only one battlefield is on the field: a new\n"
    "one destroys the old one. An effect of a battlefield that has a cost may be\n"
    "used only by its controller, once a turn unless it says otherwise (rule\n"
    "update 3)." },
  { "multiplayer", "Battle royal and team battles (Battle Royal Special Rules)",
    "Battle royal (3-4 players, each alone): effect damage to \"the opponent\" hits\n"
    "every opponent still in, and the dealer gains the total; SP paid go to each\n"
    "other player; a player at 0 SP is out, and their cards leave the field. The\n"
    "last player in turn order is the first who may battle. You may attack any\n"
    "opponent's fighter, or a player who has none directly.\n"
    "Team battle (2v2): players 1 and 3 against 2 and 4. A team shares one SP\n"
    "pool (or, in the split variant, each member has half and the team counts the\n"
    "sum); the team going first does not battle in its first turns; a team wins\n"
    "when it reaches the goal or the other team is out (Winning a battle)." },
  { "glossary", "Battle of Souls terms (Glossary)",
    "ATK / RST        attack and rest points; the original value is the printed one,\n"
    "                 before equipment and effects\n"
    "attack, rest     a fighter's position: upright (may attack; meets attacks with\n"
    "                 ATK) or sideways (meets attacks with RST)\n"
    "attack directly  hit a player, not a fighter: the full ATK as battle damage\n"
    "battle damage    damage from a battle; effect damage comes from a card's effect\n"
    "chain, link      activations stacked on one another; resolved from the last link\n"
    "class            warrior, elite, warlord, legendary (see `rules promotion`)\n"
    "control          a card on your side of the field is yours to decide for; a\n"
    "                 taken card still goes to its owner's pile when it leaves\n"
    "deploy           put a fighter on the field; a special deploy is made by an\n"
    "                 effect\n"
    "destroy          send to the discard pile by battle or by a destroying effect; a\n"
    "                 sacrifice, a cost or a return to the hand is not destroying\n"
    "discard          from the hand to the discard pile\n"
    "effect kinds     continuous (while on the field), ignition (in your main phases,\n"
    "                 some in the Battle Phase), quick (also in the opponent's turn),\n"
    "                 trigger (when something happens)\n"
    "fighter token    a fighter made by an effect; it is removed, never discarded\n"
    "kill token       the mark of a battle won (see `rules kill-tokens`)\n"
    "negate           make a chain link do nothing; its cost stays paid\n"
    "piercing         deals the difference even against a rest position fighter\n"
    "replay           a new choice of attack when the target left or a fighter came\n"
    "sacrifice        send a fighter you control to the discard pile, as a cost\n"
    "set              place an equipment or tactic face down\n"
    "SP               Soul Points: 8,000 to start, 16,000 to win" },
  { NULL, NULL, NULL },
};
