/* ufs-module.c: the Universal Fighting System rule module.
 *
 * The module's tables: zones, turn structure, stats, parameters, events,
 * verbs, deck legality and the procedure table. Going down, every file
 * calls only those below it: ufs-turn.c (the start and the turn),
 * ufs-window.c (response windows), ufs-ability.c (abilities),
 * ufs-attack.c (the attack sequence), ufs-play.c (playing a card),
 * ufs-check.c (control checks), ufs-effects.c (instructions, next-attack
 * bonuses), ufs-values.c, ufs-pause.c (pause conditions), ufs-keywords.c,
 * ufs-board.c (board facts), ufs-card.c (the cards compiled at load).
 *
 * Rule numbers are those of the UFS living rules (2019).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "ufs-private.h"

#include <string.h>

static const char *const ufs_card_types[] = {
  "character", "attack", "action", "asset", "foundation", NULL,
};

static const DkZoneSpec ufs_zones[] = {
  { "deck", DK_VISIBILITY_HIDDEN },
  { "hand", DK_VISIBILITY_PRIVATE },
  { "card-pool", DK_VISIBILITY_PUBLIC },
  { "staging", DK_VISIBILITY_PUBLIC },
  { "discard", DK_VISIBILITY_PUBLIC },
  /* D.4.2: momentum is an unknown zone: its cards are face down. */
  { "momentum", DK_VISIBILITY_HIDDEN },
  { "removed", DK_VISIBILITY_PUBLIC },
};

/* F.1: the Ready Phase has three steps; F.2 combat, F.3 end. */
static const char *const ufs_ready_steps[] = { "ready", "review", "draw", NULL };

/* A UFS game cannot do without its Ready Phase nor its Combat Phase: the
 * Draw Step (F.1.3) is the only draw of a turn, so without it the hands
 * drawn before the game (E.1.7) are all a player ever holds; forms are
 * played only in the Combat Phase (F.2.2), and only attacks played there
 * lower vitality (G.3). Either way a game can stall with nothing left to
 * do and nothing to end it (E.2). Without the End Phase the card pools are
 * never cleared (F.3), which the game survives: cards are still drawn,
 * checked and cycled until a deck runs out (E.2.2.1). */
static const DkPhaseSpec ufs_phases[] = {
  { "ready", ufs_ready_steps, DK_PHASE_REQUIRED,
    "its Draw Step, F.1.3, is the only draw of a turn" },
  { "combat", NULL, DK_PHASE_REQUIRED,
    "forms are played only in it, F.2.2, and only its attacks lower vitality" },
  { "end", NULL, 0, NULL },
};

/* B.6.6: the resource symbols; `infinity` matches every symbol. */
static const char *const ufs_resources[] = {
  "air",  "all",  "chaos", "death", "earth", "evil",     "fire",
  "good", "life", "order", "void",  "water", "infinity", NULL,
};

static const char *const ufs_genders[] = { "male", "female", NULL };
static const char *const ufs_attack_zones[] = { "high", "mid", "low", NULL };
static const char *const ufs_blood_types[] = { "A", "B", "AB", "O", NULL };

static const DkStatSpec ufs_stats[] = {
  { "difficulty", DK_STAT_INT, "@difficulty", NULL, 0, TRUE, 0 },
  { "control", DK_STAT_INT, "@control", NULL, 0, TRUE, 0 },
  { "resources", DK_STAT_FLAGS, "@resources", ufs_resources, 0, FALSE, 0 },
  { "hand-size", DK_STAT_INT, "@hand-size", NULL, 0, TRUE, 0 },
  { "vitality", DK_STAT_INT, "@vitality", NULL, 0, FALSE, 0 },
  { "version", DK_STAT_INT, "@version", NULL, 1, FALSE, 0 },
  { "gender", DK_STAT_ENUM, "@gender", ufs_genders, -1, FALSE, 0 },
  { "universe", DK_STAT_STRING, "@universe", NULL, 0, FALSE, 0 },
  { "watermark", DK_STAT_STRING, "@watermark", NULL, 0, FALSE, 0 },
  /* G.1: an attack's speed and damage never go below 0. */
  { "speed", DK_STAT_INT, "attack/@speed", NULL, 0, TRUE, 0 },
  { "damage", DK_STAT_INT, "attack/@damage", NULL, 0, TRUE, 0 },
  { "attack-zone", DK_STAT_ENUM, "attack/@zone", ufs_attack_zones, -1, FALSE, 0 },
  { "block-zone", DK_STAT_ENUM, "block/@zone", ufs_attack_zones, -1, FALSE, 0 },
  { "block-modifier", DK_STAT_INT, "block/@modifier", NULL, 0, FALSE, 0 },
  /* A.2.2: the most copies of the card's name a deck may hold, when the
   * card says so (absent: the ruleset's max-copies). */
  { "deck-limit", DK_STAT_INT, "@deck-limit", NULL, 0, FALSE, 0 },
  /* B.1.2.4: a character's vital statistics (height in inches, weight in
   * pounds); B.1.2.4.1: absent, they are question marks (-1). */
  { "height", DK_STAT_INT, "@height", NULL, -1, FALSE, 0 },
  { "weight", DK_STAT_INT, "@weight", NULL, -1, FALSE, 0 },
  { "blood-type", DK_STAT_ENUM, "@blood-type", ufs_blood_types, -1, FALSE, 0 },
};

static const char *const ufs_counters[] = { "vitality", NULL };

static const char *const ufs_mulligan_choices[] = { "remove", "bottom", NULL };

static const DkParamSpec ufs_params[] = {
  { "deck-size-min", DK_PARAM_INT, 60, 1, 1000, NULL,
    "A.2.1: the fewest cards in a deck, the starting character included" },
  { "deck-size-exact", DK_PARAM_INT, 0, 0, 1000, NULL,
    "a deck must have exactly this many cards, character included (0: not fixed; turbo 41)" },
  { "max-copies", DK_PARAM_INT, 4, 1, 100, NULL,
    "A.2.2: the most copies of a card name in a deck and its sideboard" },
  { "sideboard-max", DK_PARAM_INT, 10, 0, 100, NULL, "the most cards in a sideboard" },
  { "cycle-remove", DK_PARAM_INT, 10, 0, 100, NULL,
    "E.2.2: cards removed from the game when a deck is cycled (turbo 5)" },
  { "mulligan", DK_PARAM_CHOICE, 0, 0, 1, ufs_mulligan_choices,
    "E.1.8: a mulligan removes the hand from the game, or puts it at the bottom of the deck "
    "(turbo)" },
  { "max-mulligans", DK_PARAM_INT, 1, 0, 10, NULL, "E.1.8: how many mulligans a player may take" },
  { "first-player-skips-ready", DK_PARAM_BOOL, 1, 0, 1, NULL,
    "E.1.9: the player going first skips the Ready Phase of the first turn" },
  { "first-player-commits-character", DK_PARAM_BOOL, 1, 0, 1, NULL,
    "E.1.4: the player going first starts with the character committed" },
  { "hand-size-bonus", DK_PARAM_INT, 0, -10, 10, NULL,
    "added to every character's hand size (E.1.7, F.1.3)" },
  { "max-turns", DK_PARAM_INT, 0, 0, 100000, NULL,
    "the game is a draw after this many turns (0: no limit)" },
  { "deadlock-foundations", DK_PARAM_INT, 10, 0, 1000, NULL,
    "H.3.1.3, K.3.19: a player is at deadlock with more foundations than this" },
  { "first-chooser", DK_PARAM_INT, 0, 0, 2, NULL,
    "who chooses who goes first (E.1.3): 0 chance picks, N player N (a match: the last loser)" },
  { "allow-inert", DK_PARAM_BOOL, 0, 0, 1, NULL,
    "a deck may hold cards with a printed ability that has no effect (kept as text only); "
    "such an ability is never played" },
};

/* Index into ufs_verbs: the module's verbs follow the framework's. */
static const char *const ufs_verbs[] = {
  "review",   "no-review", "play",     "ability",   "block",  "no-block",  "commit", "no-commit",
  "momentum", "discard",   "go-first", "go-second", "cancel", "no-cancel", "name",
  NULL,
};

static const char *const ufs_decisions[] = {
  "review", "form", "block", "commit", "clear", "first-player", "mulligan", "cost", "cancel",
  "name", "fired-order", NULL,
};

static const char *const ufs_scopes[] = { "end-of-attack", NULL };

static const char *const ufs_block_status[] = { "none", "partial", "complete", NULL };
static const char *const ufs_play_kind[] = { "form", "block", "reversal", "effect", NULL };
static const char *const ufs_ability_kind[] = { "E", "F", "R", "continuous", NULL };
/* ability-played kind: a printed ability, one with the Combo restriction
 * (H.3.1.2.1), a keyword's ability (I.3) */
static const char *const ufs_ability_play_kinds[] = { "printed", "combo", "keyword", NULL };
static const char *const ufs_fail_reason[] = { "check", "cost", NULL };
static const char *const ufs_damage_cause[] = { "attack", "effect", NULL };
/* UfsCommitCause order */
static const char *const ufs_commit_cause[] = { "check", "cost", "effect", "rule", NULL };

static const DkEventSpec ufs_events[] = {
  /* E.3: player made a control check of value against difficulty. */
  { "check",
    { { "value", DK_ATTR_INT, NULL },
      { "difficulty", DK_ATTR_INT, NULL },
      { "passed", DK_ATTR_BOOL, NULL },
      { "start", DK_ATTR_INT, NULL } } },
  { "card-played",
    { { "kind", DK_ATTR_STRING, ufs_play_kind },
      { "from", DK_ATTR_ZONE, NULL },
      { "card-type", DK_ATTR_STRING, ufs_card_types } } },
  /* kind: how the card was being played (a block that failed: G.2.2.1). */
  { "play-failed",
    { { "reason", DK_ATTR_STRING, ufs_fail_reason },
      { "from", DK_ATTR_ZONE, NULL },
      { "kind", DK_ATTR_STRING, ufs_play_kind } } },
  /* G.2: the card is the attack; blocker the card used to block. */
  { "block",
    { { "status", DK_ATTR_STRING, ufs_block_status },
      { "blocker", DK_ATTR_CARD, NULL },
      { "by", DK_ATTR_PLAYER, NULL } } },
  /* G.3: player took amount damage from the card, and has vitality left. */
  { "damage",
    { { "amount", DK_ATTR_INT, NULL },
      { "attacker", DK_ATTR_PLAYER, NULL },
      { "vitality", DK_ATTR_INT, NULL },
      { "cause", DK_ATTR_STRING, ufs_damage_cause } } },
  /* E.2.2: player cycled the deck, removing this many cards. */
  { "cycle", { { "removed", DK_ATTR_INT, NULL } } },
  /* G.4: the card's attack sequence ended. */
  { "attack-resolved",
    { { "status", DK_ATTR_STRING, ufs_block_status }, { "dealt", DK_ATTR_BOOL, NULL } } },
  /* E.4.11: player played the card's ability (numbered from 1); card-type:
   * the type of the card it is on ("an ability on an action card");
   * keyword: a keyword ability (I.3). */
  { "ability-played",
    { { "ability", DK_ATTR_INT, NULL },
      { "type", DK_ATTR_STRING, ufs_ability_kind },
      { "card-type", DK_ATTR_STRING, ufs_card_types },
      { "kind", DK_ATTR_STRING, ufs_ability_play_kinds } } },
  /* G: the card's attack sequence begins, with these current values
   * (C.3.3.2.2.1: an attack without a zone is mid). */
  { "attack-begins",
    { { "speed", DK_ATTR_INT, NULL },
      { "zone", DK_ATTR_STRING, ufs_attack_zones },
      { "damage", DK_ATTR_INT, NULL } } },
  /* G.5.2: the attack left the card pool or turned face down. */
  { "dropped", { { NULL } } },
  /* C.1.4: the card was committed (to pass a check, pay a cost, by an
   * effect); player: whose staging area it is in; by: whose ability's
   * cost or effect committed it (none for a check or a rule); cause: why
   * (UfsCommitCause). */
  { "commit",
    { { "by", DK_ATTR_PLAYER, NULL }, { "cause", DK_ATTR_STRING, ufs_commit_cause } } },
  /* J.3.1.1, G.2.2.1, H.3.3.4: the effects of the card's ability (from 1;
   * 0: of the card itself) were cancelled, by that player's effect or
   * payment; player: who played it. */
  { "cancelled", { { "ability", DK_ATTR_INT, NULL }, { "by", DK_ATTR_PLAYER, NULL } } },
  /* E.3.1, E.3.1.1: player made a control check (the card checked, the
   * value so far, the starting value, the type of the card it is made to
   * play: none for a check cost), before its final value is set
   * (E.3.2): emitted only when some card answers it. */
  { "check-made",
    { { "value", DK_ATTR_INT, NULL },
      { "difficulty", DK_ATTR_INT, NULL },
      { "start", DK_ATTR_INT, NULL },
      { "card-type", DK_ATTR_STRING, ufs_card_types } } },
  /* H.1.6, G.2: the point in time before the Block Step of the card's
   * attack (player: the attacker), once its Enhance Step is over: emitted
   * only when some card answers it. */
  { "before-block", { { NULL } } },
};

static const DkCardStateSpec ufs_card_states[] = {
  { "committed", DK_CARD_STATE_FLAG, DK_CARD_FLAG_EXHAUSTED, NULL, NULL },
  { "face", DK_CARD_STATE_FLAG, DK_CARD_FLAG_FACE_DOWN, "up", "down" },
  { "frozen", DK_CARD_STATE_FLAG, UFS_FLAG_FROZEN, NULL, NULL },
  { "sealed", DK_CARD_STATE_FLAG, UFS_FLAG_SEALED, NULL, NULL },
  { "dealt-damage", DK_CARD_STATE_FLAG, UFS_FLAG_DEALT, NULL, NULL },
  { "played-turn", DK_CARD_STATE_VAR, UFS_VAR_PLAYED_TURN, NULL, NULL },
};

/* H.1: enhance, form, response; and continuous abilities. */
static const char *const ufs_ability_types[] = { "E", "F", "R", "continuous", NULL };

/* Count the copies of each card name in @entries into @copies. */
static void
count_names (DkCardDb *db, const DkDeckEntry *entries, guint n, GHashTable *copies)
{
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_card_db_get (db, entries[i].def);

      if (def != NULL)
        g_hash_table_insert (
            copies, (gpointer) def->name,
            GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (copies, def->name)) +
                              entries[i].count));
    }
}

/* E.1.7, F.1.3: a player draws up to the starting character's hand size
 * (B.1.2.1) plus the ruleset's hand-size-bonus. Below 1 the player never
 * draws: a side that can never act. Returns that hand size. */
static gint64
hand_size_of (const DkRuleset *ruleset, gint64 printed)
{
  return printed + dk_ruleset_get (ruleset, UFS_PARAM_HAND_SIZE_BONUS);
}

/* The problem of a starting character whose hand size is below 1: at the
 * ruleset's hand-size-bonus when that is what brings it there, else at
 * the deck. */
static void
check_hand_size (const DkRuleset *ruleset,
                 const DkCardDef *character,
                 const DkDeck *deck,
                 GPtrArray *problems)
{
  gint64 printed = character->stats[UFS_STAT_HAND_SIZE];
  gint64 bonus = dk_ruleset_get (ruleset, UFS_PARAM_HAND_SIZE_BONUS);
  gint64 size = hand_size_of (ruleset, printed);
  const char *name =
      dk_deck_get_file (deck) != NULL ? dk_deck_get_file (deck) : dk_deck_get_name (deck);

  if (size >= 1)
    return;
  if (bonus < 0 && printed >= 1)
    dk_ruleset_add_param_problem (
        ruleset, UFS_PARAM_HAND_SIZE_BONUS, problems,
        "hand-size-bonus %" G_GINT64_FORMAT " leaves %s, the starting character of %s, a hand "
        "size of %" G_GINT64_FORMAT "; a player needs a hand size of at least 1 to draw "
        "(E.1.7, F.1.3)",
        bonus, character->id, name, size);
  else
    dk_deck_add_problem (deck, problems, dk_deck_get_line (deck),
                         "the starting character %s has a hand size of %" G_GINT64_FORMAT
                         "; a player needs a hand size of at least 1 to draw (E.1.7, F.1.3)",
                         character->id, size);
}

/* A.2.2: the most copies of @def's name a deck may hold: its deck-limit
 * when printed, else the ruleset's max-copies. */
static gint64
copies_allowed (const DkCardDef *def, gint64 max_copies)
{
  if (def->present & (G_GUINT64_CONSTANT (1) << UFS_STAT_DECK_LIMIT))
    return def->stats[UFS_STAT_DECK_LIMIT];
  return max_copies;
}

/* A card with a printed ability that has no effect (UfsCardData.inert) is
 * refused at @line, unless the ruleset allows it (allow-inert). */
static void
check_inert (const DkRuleset *ruleset,
             const DkDeck *deck,
             const DkCardDef *def,
             guint line,
             GPtrArray *problems)
{
  gint16 a = ufs_card_data (def)->inert;
  const DkAbility *ab;

  if (a < 0 || dk_ruleset_get (ruleset, UFS_PARAM_ALLOW_INERT))
    return;
  ab = &def->abilities[a];
  dk_deck_add_problem (deck, problems, line,
                       "%s \"%s\" is not fully executable: its ability %d (%s:%u%s%s) has no "
                       "effect the engine can run (allowed with allow-inert, that ability "
                       "doing nothing)",
                       def->id, def->name, a + 1, def->file, ab->line, ab->text ? ": " : "",
                       ab->text ? ab->text : "");
}

/* A.2: deck construction. The size counts the starting character (A.2.1);
 * copies are counted by card name (A.2.2, B.6.1) across the character, the
 * deck and its sideboard, and reported at the entry that goes over the
 * limit: the ruleset's max-copies, or the card's own deck-limit. A card
 * with an ability that cannot run is refused at its entry. */
static void
ufs_check_deck (const DkRules *rules,
                const DkRuleset *ruleset,
                const DkDeck *deck,
                GPtrArray *problems)
{
  g_autoptr (GHashTable) copies = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  DkCardDb *db = dk_deck_get_db (deck);
  const char *ruleset_id = dk_ruleset_get_id (ruleset);
  gint64 size_min = dk_ruleset_get (ruleset, UFS_PARAM_DECK_SIZE_MIN);
  gint64 size_exact = dk_ruleset_get (ruleset, UFS_PARAM_DECK_SIZE_EXACT);
  gint64 max_copies = dk_ruleset_get (ruleset, UFS_PARAM_MAX_COPIES);
  gint64 sideboard_max = dk_ruleset_get (ruleset, UFS_PARAM_SIDEBOARD_MAX);
  gint character = dk_deck_get_character (deck);
  guint size = dk_deck_count (deck) + (character >= 0 ? 1 : 0);
  guint line = dk_deck_get_line (deck);
  const DkDeckEntry *entries, *sideboard;
  guint n_entries, n_sideboard;

  if (character < 0)
    dk_deck_add_problem (deck, problems, line, "the deck names no starting character (A.2.1)");
  if (size_exact > 0 && size != size_exact)
    dk_deck_add_problem (deck, problems, line,
                         "the deck has %u cards with its character; %s wants exactly "
                         "%" G_GINT64_FORMAT,
                         size, ruleset_id, size_exact);
  else if (size_exact == 0 && size < size_min)
    dk_deck_add_problem (deck, problems, line,
                         "the deck has %u cards with its character; %s wants at least "
                         "%" G_GINT64_FORMAT,
                         size, ruleset_id, size_min);
  if (dk_deck_count_sideboard (deck) > sideboard_max)
    dk_deck_add_problem (deck, problems, dk_deck_get_sideboard_line (deck),
                         "the sideboard has %u cards; %s allows at most %" G_GINT64_FORMAT,
                         dk_deck_count_sideboard (deck), ruleset_id, sideboard_max);

  /* Names and types live in the database the deck was loaded with. */
  if (db == NULL)
    return;
  if (character >= 0)
    {
      const DkCardDef *def = dk_card_db_get (db, (guint) character);

      if (def != NULL && def->type != UFS_TYPE_CHARACTER)
        dk_deck_add_problem (deck, problems, line,
                             "the starting character %s is not a character card (it is of type %s)",
                             def->id, def->type >= 0 ? ufs_card_types[def->type] : "?");
      else if (def != NULL)
        check_hand_size (ruleset, def, deck, problems);
      if (def != NULL)
        {
          g_hash_table_insert (copies, (gpointer) def->name, GUINT_TO_POINTER (1));
          g_hash_table_insert (seen, (gpointer) def->name, GUINT_TO_POINTER (1));
          check_inert (ruleset, deck, def, line, problems);
        }
    }
  entries = dk_deck_get_entries (deck, &n_entries);
  count_names (db, entries, n_entries, copies);
  sideboard = dk_deck_get_sideboard (deck, &n_sideboard);
  count_names (db, sideboard, n_sideboard, copies);
  /* In deck order, at the entry whose copies pass the limit, once a name. */
  for (guint i = 0; i < n_entries + n_sideboard; i++)
    {
      const DkDeckEntry *e = i < n_entries ? &entries[i] : &sideboard[i - n_entries];
      const DkCardDef *def = dk_card_db_get (db, e->def);
      guint before, after;
      gint64 allowed;

      if (def == NULL)
        continue;
      check_inert (ruleset, deck, def, e->line, problems);
      allowed = copies_allowed (def, max_copies);
      before = GPOINTER_TO_UINT (g_hash_table_lookup (seen, def->name));
      after = before + e->count;
      g_hash_table_insert (seen, (gpointer) def->name, GUINT_TO_POINTER (after));
      if (before <= allowed && after > allowed && allowed != max_copies)
        dk_deck_add_problem (deck, problems, e->line,
                             "%u copies of \"%s\"; %s allows at most %" G_GINT64_FORMAT
                             " (its deck-limit)",
                             GPOINTER_TO_UINT (g_hash_table_lookup (copies, def->name)), def->name,
                             def->id, allowed);
      else if (before <= allowed && after > allowed)
        dk_deck_add_problem (deck, problems, e->line,
                             "%u copies of \"%s\"; %s allows at most %" G_GINT64_FORMAT,
                             GPOINTER_TO_UINT (g_hash_table_lookup (copies, def->name)), def->name,
                             ruleset_id, max_copies);
    }
}

/* The starting character of @player before the game starts: the one a
 * scenario named, else the first character in the staging area, where a
 * deck's character starts (E.1.1, E.1.4); DK_NO_CARD when there is none.
 * ufs_setup and ufs_setup_position pick it the same way. */
static gint32
starting_character (const DkGame *g, guint player)
{
  const UfsState *s = dk_game_module_state_const (g);
  gint32 c = s->character[player];
  guint n;
  const guint16 *staging;

  if (c >= 0 && (guint) c < dk_game_n_cards (g) && dk_game_card_def (g, c) != NULL &&
      dk_game_card_def (g, c)->type == UFS_TYPE_CHARACTER &&
      dk_game_card (g, c)->zone == dk_game_zone_id (g, UFS_ZONE_STAGING, player))
    return c;
  staging = dk_game_zone (g, UFS_ZONE_STAGING, player, &n);
  for (guint i = 0; i < n; i++)
    {
      const DkCardDef *def = dk_game_card_def (g, staging[i]);

      if (def != NULL && def->type == UFS_TYPE_CHARACTER)
        return staging[i];
    }
  return DK_NO_CARD;
}

/* E.1.1: every player starts with a character, whose hand size lets them
 * draw (E.1.7, F.1.3). Without one the game would go on with nobody able
 * to win it. */
static gboolean
ufs_check_player (const DkGame *g, guint player, GError **error)
{
  const DkRuleset *ruleset = dk_game_get_ruleset (g);
  gint32 c = starting_character (g, player);
  gint64 size;

  if (c == DK_NO_CARD)
    {
      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "no starting character (E.1.1: every player starts with a character card)");
      return FALSE;
    }
  size = hand_size_of (ruleset, dk_game_stat (g, c, UFS_STAT_HAND_SIZE));
  if (size < 1)
    {
      const char *file;
      guint line;
      g_autofree char *where =
          dk_ruleset_get_param_origin (ruleset, UFS_PARAM_HAND_SIZE_BONUS, &file, &line)
              ? g_strdup_printf (" (%s:%u)", file, line)
              : g_strdup ("");

      g_set_error (error, DK_GAME_ERROR, DK_GAME_ERROR_SETUP,
                   "the starting character %s has a hand size of %" G_GINT64_FORMAT
                   " with hand-size-bonus %" G_GINT64_FORMAT
                   "%s; a player needs a hand size of at least 1 to draw (E.1.7, F.1.3)",
                   dk_game_card_def (g, c)->id, size,
                   dk_ruleset_get (ruleset, UFS_PARAM_HAND_SIZE_BONUS), where);
      return FALSE;
    }
  return TRUE;
}

const DkProcSpec ufs_procs[UFS_N_PROCS] = {
  [UFS_PROC_START] = { "ufs-start", ufs_proc_start },
  [UFS_PROC_REVIEW] = { "ufs-review", ufs_proc_review },
  [UFS_PROC_COMBAT] = { "ufs-combat", ufs_proc_combat },
  [UFS_PROC_PLAY_CARD] = { "ufs-play-card", ufs_proc_play_card },
  [UFS_PROC_CHECK] = { "ufs-check", ufs_proc_check },
  [UFS_PROC_ATTACK] = { "ufs-attack", ufs_proc_attack },
  [UFS_PROC_END] = { "ufs-end", ufs_proc_end },
  [UFS_PROC_ABILITY] = { "ufs-ability", ufs_proc_ability },
  [UFS_PROC_RESPOND] = { "ufs-respond", ufs_proc_respond },
  [UFS_PROC_COMMIT_N] = { "ufs-commit-n", ufs_proc_commit_n },
  [UFS_PROC_KEYWORD] = { "ufs-keyword", ufs_proc_keyword },
  [UFS_PROC_WINDOWS] = { "ufs-windows", ufs_proc_windows },
  [UFS_PROC_FIRED] = { "ufs-fired", ufs_proc_fired },
  [UFS_PROC_READY_N] = { "ufs-ready-n", ufs_proc_ready_n },
  [UFS_PROC_PAUSE_ORDER] = { "ufs-pause-order", ufs_proc_pause_order },
  [UFS_PROC_INTERRUPT] = { "ufs-interrupt", ufs_proc_interrupt },
  [UFS_PROC_FIRED_ORDER] = { "ufs-fired-order", ufs_proc_fired_order },
};

static const DkModule ufs_module = {
  .abi_version = DK_MODULE_ABI_VERSION,
  .id = "ufs",
  .name = "Universal Fighting System",
  .description =
      "Two fighters trade attacks, blocks and control checks; bring the opponent's vitality to 0.",
  .schema_resource = "resource:///org/duelkit/schema/ufs.rng",
  .min_players = 2,
  .max_players = 2,
  .card_types = ufs_card_types,
  .zones = ufs_zones,
  .n_zones = G_N_ELEMENTS (ufs_zones),
  .roles = { UFS_ZONE_DECK, UFS_ZONE_HAND, UFS_ZONE_DISCARD, UFS_ZONE_REMOVED, UFS_ZONE_STAGING },
  .phases = ufs_phases,
  .n_phases = G_N_ELEMENTS (ufs_phases),
  .stats = ufs_stats,
  .n_stats = G_N_ELEMENTS (ufs_stats),
  .counters = ufs_counters,
  .params = ufs_params,
  .n_params = G_N_ELEMENTS (ufs_params),
  .events = ufs_events,
  .n_events = G_N_ELEMENTS (ufs_events),
  .verbs = ufs_verbs,
  .decisions = ufs_decisions,
  .card_states = ufs_card_states,
  .n_card_states = G_N_ELEMENTS (ufs_card_states),
  .ability_types = ufs_ability_types,
  .procs = ufs_procs,
  .n_procs = UFS_N_PROCS,
  .instrs = ufs_instrs,
  .n_instrs = UFS_N_INSTRS,
  .targets = ufs_targets,
  .n_targets = UFS_N_TARGETS,
  .scopes = ufs_scopes,
  .state_size = sizeof (UfsState),
  .check_card = ufs_check_card,
  .check_deck = ufs_check_deck,
  .setup = ufs_setup,
  .setup_position = ufs_setup_position,
  .run_step = ufs_run_step,
  .on_event = ufs_on_event,
  .window_options = ufs_window_options,
  .window_act = ufs_window_act,
  .scenario_player_attr = ufs_scenario_player_attr,
  .adjust_stat = ufs_adjust_stat,
  .redirect_move = ufs_redirect_move,
  .keyword_index = ufs_keyword_index,
  .card_has_keyword = ufs_card_has_keyword,
  .check_player = ufs_check_player,
  .card_data_size = sizeof (UfsCardData),
  .compile_card = ufs_compile_card,
  .cards_dealt = ufs_cards_dealt,
  .score_options = ufs_score_options,
  .evaluate = ufs_evaluate,
  .describe_board = ufs_describe_board,
  .narrate = ufs_narrate,
  .explain_decision = ufs_explain_decision,
  .help_topics = ufs_help_topics,
  .fail_flags = UFS_INSTR_X,
  .instr_fails = ufs_instr_fails,
  .instr_done = ufs_instr_done,
  .face_down_type = ufs_face_down_type,
};

/**
 * ufs_module_get:
 *
 * Returns: (transfer none): the UFS module table
 */
const DkModule *
ufs_module_get (void)
{
  return &ufs_module;
}
