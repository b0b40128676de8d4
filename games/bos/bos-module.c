/* bos-module.c: the Battle of Souls rule module.
 *
 * The module's tables: zones, turn structure, stats, parameters, events,
 * verbs and deck legality. The procedures are in bos-turn.c (the start and
 * the turn), bos-battle.c, bos-chain.c, bos-activate.c and bos-triggers.c,
 * over bos-field.c (moves, control, zone limits), bos-sp.c, bos-win.c and
 * bos-values.c; the instructions and targets in bos-effects.c. The
 * vocabulary is documented in docs/bos.md.
 *
 * References are to the BoS rule book v1.3 and its rule updates.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-private.h"

#include <string.h>

static const char *const bos_card_types[] = {
  "fighter", "equipment", "tactic", "battlefield", NULL,
};

static const DkZoneSpec bos_zones[] = {
  { "deck", DK_VISIBILITY_HIDDEN },
  { "hand", DK_VISIBILITY_PRIVATE },
  { "fighters", DK_VISIBILITY_PUBLIC },
  /* Set cards are face down in these zones; the card flag hides them. */
  { "equipment", DK_VISIBILITY_PUBLIC },
  { "tactics", DK_VISIBILITY_PUBLIC },
  { "battlefield", DK_VISIBILITY_PUBLIC },
  { "discard", DK_VISIBILITY_PUBLIC },
  { "removed", DK_VISIBILITY_PUBLIC },
  /* The side deck is swapped between battles, never played from. */
  { "side", DK_VISIBILITY_HIDDEN },
};

/* The Battle Phase has four steps. */
static const char *const bos_battle_steps[] = { "start", "battle", "damage", "end", NULL };

/* Winning a battle: a player who cannot draw in the Draw Phase loses. The
 * Draw Phase is the only draw of a turn and this the one end every battle
 * is sure to reach, whatever the players do: without it a battle where
 * nobody gains SP (no battle, no effect damage) would never end. The other
 * phases are a variant's to leave out. */
static const DkPhaseSpec bos_phases[] = {
  { "draw", NULL, DK_PHASE_REQUIRED,
    "players draw only in it, and a player who cannot draw there loses: the one end every "
    "battle is sure to reach" },
  { "ready", NULL, 0, NULL },
  { "main1", NULL, 0, NULL },
  { "battle", bos_battle_steps, 0, NULL },
  { "main2", NULL, 0, NULL },
  { "end", NULL, 0, NULL },
};

static const char *const bos_classes[] = { "warrior", "elite", "warlord", "legendary", NULL };
static const char *const bos_durations[] = { "one-turn", "continuous", "attached", NULL };

static const DkStatSpec bos_stats[] = {
  { "class", DK_STAT_ENUM, "@class", bos_classes, -1, FALSE, 0 },
  { "atk", DK_STAT_INT, "@atk", NULL, 0, TRUE, 0 },
  { "rst", DK_STAT_INT, "@rst", NULL, 0, TRUE, 0 },
  { "duration", DK_STAT_ENUM, "@duration", bos_durations, -1, FALSE, 0 },
  { "set-number", DK_STAT_STRING, "@set-number", NULL, 0, FALSE, 0 },
  { "token", DK_STAT_BOOL, "@token", NULL, 0, FALSE, 0 },
  /* Glossary: Piercing Battle Damage, Attack Directly; Rules vs. Card Effects. */
  { "piercing", DK_STAT_BOOL, "@piercing", NULL, 0, FALSE, 0 },
  { "direct-attack", DK_STAT_BOOL, "@direct-attack", NULL, 0, FALSE, 0 },
  { "attacks", DK_STAT_INT, "@attacks", NULL, 1, TRUE, 0 },
};
G_STATIC_ASSERT (G_N_ELEMENTS (bos_stats) == BOS_N_STATS);

static const char *const bos_counters[] = { "sp", NULL };

static const DkParamSpec bos_params[] = {
  { "starting-sp", DK_PARAM_INT, 8000, 1, 1000000, NULL,
    "the Soul Points each player starts a battle with" },
  { "winning-sp", DK_PARAM_INT, 16000, 1, 1000000, NULL,
    "the first player to reach this many Soul Points wins" },
  { "deck-min", DK_PARAM_INT, 40, 1, 1000, NULL, "the fewest cards in a deck (rule update 1)" },
  { "deck-max", DK_PARAM_INT, 80, 1, 1000, NULL, "the most cards in a deck" },
  { "max-copies", DK_PARAM_INT, 4, 1, 100, NULL, "the most copies of one card in a deck" },
  { "max-legendary", DK_PARAM_INT, 3, 0, 100, NULL,
    "the most legendary warriors in a deck, copies or not" },
  { "side-deck-max", DK_PARAM_INT, 15, 0, 100, NULL, "the most cards in a side deck" },
  { "hand-size", DK_PARAM_INT, 5, 0, 40, NULL, "the cards each player draws to start a battle" },
  { "hand-limit", DK_PARAM_INT, 7, 0, 100, NULL,
    "more cards than this in hand in the End Phase must be discarded" },
  { "discard-to", DK_PARAM_INT, 6, 0, 100, NULL,
    "a hand over the limit is discarded down to this many cards" },
  { "fighter-zones", DK_PARAM_INT, 5, 1, 20, NULL, "the fighters a player may have on the field" },
  { "max-equipment", DK_PARAM_INT, 3, 0, 20, NULL,
    "the equipment cards a player may have on the field" },
  { "max-tactics", DK_PARAM_INT, 3, 0, 20, NULL,
    "the tactic cards a player may have on the field" },
  { "max-equipment-and-tactics", DK_PARAM_INT, 6, 0, 40, NULL,
    "the equipment and tactic cards together a player may have on the field" },
  { "deploys-per-turn", DK_PARAM_INT, 1, 0, 20, NULL,
    "normal deploys a player may make each turn" },
  { "kills-elite", DK_PARAM_INT, 3, 0, 100, NULL,
    "kill tokens the sacrificed warrior needs to deploy an elite" },
  { "kills-warlord", DK_PARAM_INT, 5, 0, 100, NULL,
    "kill tokens the sacrificed elite needs to deploy a warlord" },
  { "kills-legendary", DK_PARAM_INT, 7, 0, 100, NULL,
    "kill tokens the warlord needs to deploy a legendary warrior" },
  { "max-legendary-on-field", DK_PARAM_INT, 1, 0, 20, NULL,
    "legendary warriors a player may have on the field at once" },
  { "max-mulligans", DK_PARAM_INT, 2, 0, 10, NULL,
    "mulligans a player may call in a battle (rule update 2)" },
  { "mulligan-warriors", DK_PARAM_INT, 2, 0, 40, NULL,
    "a starting hand with fewer warrior-class fighters than this may be mulliganed" },
  { "first-player-battles", DK_PARAM_BOOL, 0, 0, 1, NULL,
    "the player going first may conduct a Battle Phase on the first turn" },
  { "team-size", DK_PARAM_INT, 1, 1, 2, NULL,
    "players per team: 1 for every player alone, 2 for 2v2" },
  { "team-shared-sp", DK_PARAM_BOOL, 1, 0, 1, NULL,
    "in a team battle the team shares one Soul Point total (false: it is split between the "
    "members)" },
  { "max-turns", DK_PARAM_INT, 0, 0, 100000, NULL,
    "the battle is a draw after this many turns (0: no limit)" },
  { "players", DK_PARAM_INT, 2, 2, 4, NULL,
    "the players of a game of this ruleset when no decks are given (team battles: 4)" },
  { "first-chooser", DK_PARAM_INT, 0, 0, 4, NULL,
    "who chooses to go first or second (Preparing to battle, 4): 0 chance picks, N player N "
    "(a match: the loser of the previous battle)" },
};

static const char *const bos_verbs[] = {
  "deploy",     "sacrifice", "set",   "activate", "battle",   "attack",    "direct",
  "end-battle", "discard",   "heads", "tails",    "go-first", "go-second", NULL,
};

static const char *const bos_decisions[] = {
  "main", "battle", "chain", "discard", "first-player", "mulligan", "call", "trigger", "cost", NULL,
};

static const char *const bos_battle_results[] = { "win", "tie", "lose", NULL };
static const char *const bos_destroy_causes[] = { "battle", "effect", NULL };
static const char *const bos_causes[] = { "destroyed", "discarded", "sacrificed", "cost", "used",
                                          "effect",    "returned",  "removed",    NULL };
static const char *const bos_positions[] = { "attack", "rest", NULL };
static const char *const bos_coin[] = { "heads", "tails", NULL };

static const DkEventSpec bos_events[] = {
  /* Fighter Classes: a deploy, with its sacrifices; special by an effect. */
  { "deploy", { { "sacrifices", DK_ATTR_INT, NULL }, { "special", DK_ATTR_BOOL, NULL } } },
  /* Battle Step: the card is the attacker; target DK_NO_CARD for a direct attack. */
  { "attack-declared",
    { { "target", DK_ATTR_CARD, NULL },
      { "direct", DK_ATTR_BOOL, NULL },
      { "defender", DK_ATTR_PLAYER, NULL } } },
  /* Fighter Battle Rules: the result is the attacking fighter's. */
  { "battle",
    { { "result", DK_ATTR_STRING, bos_battle_results }, { "target", DK_ATTR_CARD, NULL } } },
  /* Glossary: Destroy. */
  { "destroyed",
    { { "by", DK_ATTR_STRING, bos_destroy_causes }, { "source", DK_ATTR_CARD, NULL } } },
  /* The player is the one damaged; the SP go to the dealer. */
  /* @sp: the damaged player's SP after it; @dealer-sp: the dealer's. */
  { "battle-damage",
    { { "amount", DK_ATTR_INT, NULL },
      { "dealer", DK_ATTR_PLAYER, NULL },
      { "sp", DK_ATTR_INT, NULL },
      { "dealer-sp", DK_ATTR_INT, NULL } } },
  /* @sp: the damaged player's SP after it (the dealer gains afterwards). */
  { "effect-damage",
    { { "amount", DK_ATTR_INT, NULL },
      { "dealer", DK_ATTR_PLAYER, NULL },
      { "sp", DK_ATTR_INT, NULL } } },
  { "chain-link", { { "link", DK_ATTR_INT, NULL }, { "ability", DK_ATTR_INT, NULL } } },
  { "negated", { { "link", DK_ATTR_INT, NULL }, { "ability", DK_ATTR_INT, NULL } } },
  /* Glossary: Send to the Discard Pile. */
  { "sent-to-discard",
    { { "cause", DK_ATTR_STRING, bos_causes }, { "from", DK_ATTR_ZONE, NULL } } },
  /* Leaves the Field (never when shuffled into the deck). */
  { "leaves-field", { { "to", DK_ATTR_ZONE, NULL }, { "cause", DK_ATTR_STRING, bos_causes } } },
  /* Glossary: Pay a Cost. */
  { "sp-paid", { { "amount", DK_ATTR_INT, NULL } } },
  { "position-change", { { "to", DK_ATTR_STRING, bos_positions } } },
  /* Kill Tokens. */
  { "kill-token", { { "count", DK_ATTR_INT, NULL }, { "by", DK_ATTR_INT, NULL } } },
  { "set", { { NULL } } },
  /* Equipment and Tactic Card Chains: ability 0 is the card's activation. */
  { "activated",
    { { "ability", DK_ATTR_INT, NULL }, { "card-type", DK_ATTR_STRING, bos_card_types } } },
  { "coin-flip",
    { { "call", DK_ATTR_STRING, bos_coin },
      { "result", DK_ATTR_STRING, bos_coin },
      { "won", DK_ATTR_BOOL, NULL } } },
  { "dice", { { "value", DK_ATTR_INT, NULL } } },
  /* Fighter Tokens. */
  { "token-created", { { NULL } } },
  /* Glossary: Control. */
  { "control-change", { { "from", DK_ATTR_PLAYER, NULL } } },
  /* Battle Phase: Replay. */
  { "replay", { { NULL } } },
  /* Rule update 2. */
  { "mulligan", { { "count", DK_ATTR_INT, NULL } } },
  /* Determining Damage: the values compared, just before `battle`: the
   * attacker's ATK against the target's ATK (attack position) or RST (rest
   * position). */
  { "damage-calculation",
    { { "atk", DK_ATTR_INT, NULL },
      { "target", DK_ATTR_CARD, NULL },
      { "position", DK_ATTR_STRING, bos_positions },
      { "against", DK_ATTR_INT, NULL } } },
};
G_STATIC_ASSERT (G_N_ELEMENTS (bos_events) == BOS_N_EVENTS);

static const DkCardStateSpec bos_card_states[] = {
  { "position", DK_CARD_STATE_FLAG, DK_CARD_FLAG_EXHAUSTED, "attack", "rest" },
  { "kills", DK_CARD_STATE_VAR, BOS_VAR_KILLS, NULL, NULL },
  { "counters", DK_CARD_STATE_VAR, BOS_VAR_COUNTERS, NULL, NULL },
  { "face", DK_CARD_STATE_FLAG, DK_CARD_FLAG_FACE_DOWN, "up", "down" },
  { "set-this-turn", DK_CARD_STATE_FLAG, BOS_FLAG_SET_THIS_TURN, NULL, NULL },
};

/* The rule book's four effect kinds. */
static const char *const bos_ability_types[] = { "continuous", "ignition", "quick", "trigger",
                                                 NULL };

/* Game Cards, Card Name: cards with the same name are the same card, so
 * copies are counted by name (by id when the database is unknown). */
static const char *
copy_key (DkCardDb *db, guint16 def, char *buf, gsize size)
{
  const DkCardDef *d = db != NULL ? dk_card_db_get (db, def) : NULL;

  if (d != NULL)
    return d->name;
  g_snprintf (buf, size, "#%u", def);
  return buf;
}

static void
add_copies (DkCardDb *db, const DkDeckEntry *entries, guint n, GHashTable *copies)
{
  for (guint i = 0; i < n; i++)
    {
      char buf[16];
      const char *key = copy_key (db, entries[i].def, buf, sizeof buf);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (copies, key)) + entries[i].count;

      g_hash_table_replace (copies, g_strdup (key), GUINT_TO_POINTER (count));
    }
}

/* Deck construction: 40 to 80 cards, at most four of a card, at most three
 * legendary warriors, a side deck of at most 15, and never a fighter token.
 * Copies are counted by name across the deck and the side deck; a limit is
 * reported at the entry that goes over it. */
static void
bos_check_deck (const DkRules *rules,
                const DkRuleset *ruleset,
                const DkDeck *deck,
                GPtrArray *problems)
{
  g_autoptr (GHashTable) copies = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  DkCardDb *db = dk_deck_get_db (deck);
  const char *ruleset_id = dk_ruleset_get_id (ruleset);
  gint64 deck_min = dk_ruleset_get (ruleset, BOS_PARAM_DECK_MIN);
  gint64 deck_max = dk_ruleset_get (ruleset, BOS_PARAM_DECK_MAX);
  gint64 max_copies = dk_ruleset_get (ruleset, BOS_PARAM_MAX_COPIES);
  gint64 max_legendary = dk_ruleset_get (ruleset, BOS_PARAM_MAX_LEGENDARY);
  gint64 side_max = dk_ruleset_get (ruleset, BOS_PARAM_SIDE_DECK_MAX);
  guint size = dk_deck_count (deck);
  guint side = dk_deck_count_sideboard (deck);
  guint line = dk_deck_get_line (deck);
  const DkDeckEntry *entries, *sideboard;
  guint n_entries, n_sideboard;
  guint legendary = 0, legendary_total = 0;

  if (size < deck_min || size > deck_max)
    dk_deck_add_problem (deck, problems, line,
                         "the deck has %u cards; %s wants %" G_GINT64_FORMAT
                         " to %" G_GINT64_FORMAT,
                         size, ruleset_id, deck_min, deck_max);
  if (side > side_max)
    dk_deck_add_problem (deck, problems, dk_deck_get_sideboard_line (deck),
                         "the side deck has %u cards; %s allows at most %" G_GINT64_FORMAT, side,
                         ruleset_id, side_max);
  if (dk_deck_get_character (deck) >= 0)
    dk_deck_add_problem (deck, problems, line, "a Battle of Souls deck has no character");

  entries = dk_deck_get_entries (deck, &n_entries);
  sideboard = dk_deck_get_sideboard (deck, &n_sideboard);
  add_copies (db, entries, n_entries, copies);
  add_copies (db, sideboard, n_sideboard, copies);
  for (guint i = 0; db != NULL && i < n_entries; i++)
    {
      const DkCardDef *def = dk_card_db_get (db, entries[i].def);

      if (def != NULL && def->type == BOS_TYPE_FIGHTER &&
          def->stats[BOS_STAT_CLASS] == BOS_CLASS_LEGENDARY)
        legendary_total += entries[i].count;
    }

  /* In deck order, so that messages are stable. */
  for (guint i = 0; i < n_entries + n_sideboard; i++)
    {
      const DkDeckEntry *e = i < n_entries ? &entries[i] : &sideboard[i - n_entries];
      char buf[16];
      const char *key = copy_key (db, e->def, buf, sizeof buf);
      guint before = GPOINTER_TO_UINT (g_hash_table_lookup (seen, key));
      guint after = before + e->count;
      const DkCardDef *def = db != NULL ? dk_card_db_get (db, e->def) : NULL;

      g_hash_table_replace (seen, g_strdup (key), GUINT_TO_POINTER (after));
      /* Once a name, at the entry whose copies pass the limit. */
      if (before <= max_copies && after > max_copies)
        dk_deck_add_problem (
            deck, problems, e->line, "%u copies of \"%s\"; %s allows at most %" G_GINT64_FORMAT,
            GPOINTER_TO_UINT (g_hash_table_lookup (copies, key)), key, ruleset_id, max_copies);
      if (def == NULL)
        continue;
      if ((def->present & (G_GUINT64_CONSTANT (1) << BOS_STAT_TOKEN)) && def->stats[BOS_STAT_TOKEN])
        dk_deck_add_problem (deck, problems, e->line, "%s is a fighter token, never part of a deck",
                             def->id);
      if (i < n_entries && def->type == BOS_TYPE_FIGHTER &&
          def->stats[BOS_STAT_CLASS] == BOS_CLASS_LEGENDARY)
        {
          if (legendary <= max_legendary && legendary + e->count > max_legendary)
            dk_deck_add_problem (deck, problems, e->line,
                                 "%u legendary warriors; %s allows at most %" G_GINT64_FORMAT,
                                 legendary_total, ruleset_id, max_legendary);
          legendary += e->count;
        }
    }
}

/* Of two parameters that cannot go together, the one to blame: the one the
 * ruleset file itself sets, else one a ruleset it extends sets. */
static guint
concerned (const DkRuleset *ruleset, guint a, guint b)
{
  const char *file;

  if (dk_ruleset_get_param_origin (ruleset, a, &file, NULL) &&
      g_strcmp0 (file, dk_ruleset_get_file (ruleset)) == 0)
    return a;
  if (dk_ruleset_get_param_origin (ruleset, b, &file, NULL) &&
      g_strcmp0 (file, dk_ruleset_get_file (ruleset)) == 0)
    return b;
  return dk_ruleset_get_param_origin (ruleset, a, NULL, NULL) ? a : b;
}

/* Parameters that leave no legal deck, no starting hand or no battle. */
static void
bos_check_ruleset (const DkRuleset *ruleset, GPtrArray *problems)
{
  gint64 deck_min = dk_ruleset_get (ruleset, BOS_PARAM_DECK_MIN);
  gint64 deck_max = dk_ruleset_get (ruleset, BOS_PARAM_DECK_MAX);
  gint64 hand = dk_ruleset_get (ruleset, BOS_PARAM_HAND_SIZE);
  gint64 starting = dk_ruleset_get (ruleset, BOS_PARAM_STARTING_SP);
  gint64 winning = dk_ruleset_get (ruleset, BOS_PARAM_WINNING_SP);

  if (deck_min > deck_max)
    dk_ruleset_add_param_problem (
        ruleset, concerned (ruleset, BOS_PARAM_DECK_MIN, BOS_PARAM_DECK_MAX), problems,
        "deck-min %" G_GINT64_FORMAT " is above deck-max %" G_GINT64_FORMAT ": no deck is legal",
        deck_min, deck_max);
  /* Preparing to battle: each player draws a starting hand from the deck. */
  else if (hand > deck_max)
    dk_ruleset_add_param_problem (
        ruleset, concerned (ruleset, BOS_PARAM_HAND_SIZE, BOS_PARAM_DECK_MAX), problems,
        "hand-size %" G_GINT64_FORMAT " is above deck-max %" G_GINT64_FORMAT
        ": no legal deck holds a starting hand",
        hand, deck_max);
  /* Winning a battle: the first to reach the winning SP wins. */
  if (starting >= winning)
    dk_ruleset_add_param_problem (
        ruleset, concerned (ruleset, BOS_PARAM_STARTING_SP, BOS_PARAM_WINNING_SP), problems,
        "starting-sp %" G_GINT64_FORMAT " is not below winning-sp %" G_GINT64_FORMAT
        ": the battle would be won before its first turn",
        starting, winning);
}

static const DkModule bos_module = {
  .abi_version = DK_MODULE_ABI_VERSION,
  .id = "bos",
  .name = "Battle of Souls",
  .description =
      "Deploy fighters, battle for Soul Points; the first to reach the winning total wins.",
  .schema_resource = "resource:///org/duelkit/schema/bos.rng",
  .min_players = 2,
  .max_players = 4,
  .card_types = bos_card_types,
  .zones = bos_zones,
  .n_zones = G_N_ELEMENTS (bos_zones),
  .roles = { BOS_ZONE_DECK, BOS_ZONE_HAND, BOS_ZONE_DISCARD, BOS_ZONE_REMOVED },
  .phases = bos_phases,
  .n_phases = G_N_ELEMENTS (bos_phases),
  .stats = bos_stats,
  .n_stats = G_N_ELEMENTS (bos_stats),
  .counters = bos_counters,
  .params = bos_params,
  .n_params = G_N_ELEMENTS (bos_params),
  .events = bos_events,
  .n_events = G_N_ELEMENTS (bos_events),
  .verbs = bos_verbs,
  .decisions = bos_decisions,
  .card_states = bos_card_states,
  .n_card_states = G_N_ELEMENTS (bos_card_states),
  .ability_types = bos_ability_types,
  .check_deck = bos_check_deck,
  .procs = bos_procs,
  .n_procs = BOS_N_PROCS,
  .instrs = bos_instrs,
  .n_instrs = BOS_N_INSTRS,
  .targets = bos_targets,
  .n_targets = BOS_N_TARGETS,
  .state_size = sizeof (BosState),
  .setup = bos_setup,
  .setup_position = bos_setup_position,
  .run_step = bos_run_step,
  .on_event = bos_on_event,
  .window_options = bos_window_options,
  .window_act = bos_window_act,
  .adjust_stat = bos_adjust_stat,
  .default_players = bos_default_players,
  .check_ruleset = bos_check_ruleset,
  .card_data_size = sizeof (BosCardData),
  .compile_card = bos_compile_card,
  .cards_dealt = bos_cards_dealt,
  .score_options = bos_score_options,
  .evaluate = bos_evaluate,
  /* Searches compare the options by paired playouts (docs/agents.md): with
   * heuristic playouts the deal decides most BoS games, and a tree's means
   * differ by less than their noise. */
  .search_root = DK_SEARCH_ROOT_PAIRED,
  /* A BoS decision costs less than a UFS one: twice the budget keeps a
   * decision of `hard` well under a second (docs/agents.md). */
  .hard_iterations = 3000,
  .describe_board = bos_describe_board,
  .narrate = bos_narrate,
  .explain_decision = bos_explain_decision,
  .help_topics = bos_help_topics,
};

/**
 * bos_module_get:
 *
 * Returns: (transfer none): the Battle of Souls module table
 */
const DkModule *
bos_module_get (void)
{
  return &bos_module;
}
