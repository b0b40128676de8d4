/* test-skirmish.c: the framework driven by skirmish, its test game.
 *
 * Whole random games must end by the rules with every card in exactly one
 * zone after every decision; built positions pin down the priority host,
 * the stack, modifiers' expiry, hidden information and the win conditions.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "sk-module.h"

static const DkRules *rules;
static DkCardDb *db;
static DkRuleset *ruleset;

#define PHASE_START 0
#define PHASE_MAIN 1
#define STEP_DRAW 1
#define LIFE 0

/* --- Helpers -------------------------------------------------------------- */

static DkDeck *
load_deck (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (SK_SOURCE_DIR, name, NULL);
  DkDeck *deck = dk_deck_load (db, path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  return deck;
}

/* A game from the start with shuffled decks, alternating the two decks,
 * run to its first decision. */
static DkGame *
new_game (guint n_players, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  DkDeck *decks[DK_MAX_PLAYERS] = { NULL };
  DkGame *g;

  for (guint p = 0; p < n_players; p++)
    decks[p] = load_deck (p % 2 ? "trickster.deck" : "vanguard.deck");
  g = dk_game_new (ruleset, db, decks, n_players, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (g);
  for (guint p = 0; p < n_players; p++)
    dk_deck_free (decks[p]);
  return g;
}

static gint32
add_card (DkGame *g, const char *id, guint owner, guint zone)
{
  g_autoptr (GError) error = NULL;
  const DkCardDef *def = dk_card_db_lookup (db, id);
  gint32 card;

  g_assert_nonnull (def);
  card = dk_game_add_card (g, def->index, owner, zone, &error);
  g_assert_no_error (error);
  g_assert_cmpint (card, >=, 0);
  return card;
}

/* Add cards given as "ID ID ..." to a zone, in order (the last on top). */
static void
add_cards (DkGame *g, guint owner, guint zone, const char *ids)
{
  g_auto (GStrv) v = g_strsplit (ids, " ", -1);

  for (guint i = 0; v[i]; i++)
    if (*v[i])
      add_card (g, v[i], owner, zone);
}

static DkGame *
new_position (guint n_players)
{
  DkGame *g = dk_game_new_empty (ruleset, db, n_players, 1);

  dk_game_set_logging (g, TRUE);
  return g;
}

static void
apply (DkGame *g, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!dk_game_apply_text (g, text, &error))
    g_error ("cannot apply \"%s\": %s", text, error ? error->message : "?");
}

static gboolean
offers (const DkGame *g, const char *text)
{
  const DkDecision *d = dk_game_decision (g);

  for (guint i = 0; d && i < d->n_options; i++)
    {
      g_autofree char *s = dk_game_option_to_string (g, &d->options[i]);

      if (strcmp (s, text) == 0)
        return TRUE;
    }
  return FALSE;
}

static gint
decider (const DkGame *g)
{
  g_assert_false (dk_game_is_over (g));
  return dk_game_decision (g)->player;
}

static gint32
power (const DkGame *g, gint32 card)
{
  return dk_game_stat (g, card, SK_STAT_POWER);
}

static guint
zone_kind_of (const DkGame *g, gint32 card)
{
  return dk_game_zone_kind (g, dk_game_card (g, card)->zone);
}

/* Every card is in exactly one zone, and knows which. */
static void
assert_conservation (const DkGame *g)
{
  guint n = dk_game_n_cards (g);
  g_autofree guint *seen = g_new0 (guint, MAX (n, 1));

  for (guint kind = 0; kind < SK_N_ZONES; kind++)
    for (guint p = 0; p < dk_game_n_players (g); p++)
      {
        guint len;
        const guint16 *cards = dk_game_zone (g, kind, p, &len);

        g_assert_cmpuint (len, ==, dk_game_zone_size (g, kind, p));
        for (guint i = 0; i < len; i++)
          {
            g_assert_cmpuint (cards[i], <, n);
            seen[cards[i]]++;
            g_assert_cmpuint (dk_game_card (g, cards[i])->zone, ==, dk_game_zone_id (g, kind, p));
          }
      }
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (seen[i], ==, 1);
}

static guint
count_events (const DkGame *g, guint type)
{
  guint k = 0;

  for (guint i = 0; i < dk_game_n_events (g); i++)
    if (dk_game_event (g, i)->type == type)
      k++;
  return k;
}

/* --- Whole games ------------------------------------------------------------ */

typedef struct
{
  guint games;
  guint events[DK_EVENT_MODULE_BASE + SK_N_EVENTS];
} Tally;

/* Play one game with random agents, checking conservation after every
 * decision; then check that it ended by the rules. */
static void
play_random (guint n_players, guint64 seed, Tally *tally)
{
  g_autoptr (DkGame) g = new_game (n_players, seed);
  DkAgent *agents[DK_MAX_PLAYERS] = { NULL };
  guint decisions = 0;
  gint winner;

  for (guint p = 0; p < n_players; p++)
    agents[p] = dk_agent_new_random (seed * 31 + p);
  assert_conservation (g);
  while (!dk_game_is_over (g))
    {
      const DkDecision *d = dk_game_decision (g);
      g_autoptr (GError) error = NULL;
      guint choice;

      g_assert_nonnull (d);
      g_assert_cmpuint (d->n_options, >, 0);
      if (dk_game_is_eliminated (g, (guint) d->player))
        g_error ("seed %" G_GUINT64_FORMAT ": eliminated player %d has a %s decision", seed,
                 d->player + 1, dk_rules_decision_name (rules, d->kind));
      choice = agents[d->player]->choose (agents[d->player], g, d);
      g_assert_cmpuint (choice, <, d->n_options);
      g_assert_true (dk_game_apply (g, choice, &error));
      g_assert_no_error (error);
      assert_conservation (g);
      g_assert_cmpuint (++decisions, <, 20000);
    }

  /* A sound game never needs the engine's progress rules. */
  g_assert_cmpint (dk_game_end_reason (g), ==, DK_END_RULES);
  winner = dk_game_winner (g);
  g_assert_cmpint (winner, >=, -1);
  g_assert_cmpint (winner, <, (gint) n_players);
  if (winner >= 0)
    {
      g_assert_false (dk_game_is_eliminated (g, (guint) winner));
      g_assert_cmpint (dk_game_counter (g, (guint) winner, LIFE), >, 0);
    }
  /* Every other player lost by a rule: no life, or no card to draw. */
  for (guint p = 0; p < n_players; p++)
    if ((gint) p != winner)
      g_assert_true (dk_game_counter (g, p, LIFE) <= 0 ||
                     dk_game_zone_size (g, SK_ZONE_DECK, p) == 0);
  g_assert_cmpuint (count_events (g, DK_EVENT_GAME_OVER), ==, 1);

  tally->games++;
  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      guint type = dk_game_event (g, i)->type;

      if (type < G_N_ELEMENTS (tally->events))
        tally->events[type]++;
    }
  for (guint p = 0; p < n_players; p++)
    dk_agent_free (agents[p]);
}

static void
test_random_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  guint n_games = g_test_slow () ? 500 : 60;
  Tally tally = { 0 };

  for (guint i = 0; i < n_games; i++)
    play_random (n_players, 1000 * n_players + i, &tally);

  /* Random play reaches every part of the game. */
  g_assert_cmpuint (tally.events[DK_EVENT_MODULE (SK_EVENT_PLAY)], >, 0);
  g_assert_cmpuint (tally.events[DK_EVENT_MODULE (SK_EVENT_ATTACK)], >, 0);
  g_assert_cmpuint (tally.events[DK_EVENT_MODULE (SK_EVENT_BLOCK)], >, 0);
  g_assert_cmpuint (tally.events[DK_EVENT_MODULE (SK_EVENT_STRIKE)], >, 0);
  g_assert_cmpuint (tally.events[DK_EVENT_MODULE (SK_EVENT_FLIP)], >, 0);
  g_assert_cmpuint (tally.events[DK_EVENT_STACK_PUSH], >, 0);
  g_assert_cmpuint (tally.events[DK_EVENT_SHUFFLE], >, 0);
  g_assert_cmpuint (tally.events[DK_EVENT_MODIFIER], >, 0);
}

static void
test_play_out (void)
{
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr (DkGame) g = new_game (2, seed);
      g_autoptr (DkAgent) a = dk_agent_new_random (seed);
      g_autoptr (DkAgent) b = dk_agent_new_random (seed + 100);
      DkAgent *agents[] = { a, b };
      g_autoptr (GError) error = NULL;
      gint winner = dk_game_play_out (g, agents, 100000, &error);

      g_assert_no_error (error);
      g_assert_true (dk_game_is_over (g));
      g_assert_cmpint (winner, ==, dk_game_winner (g));
      g_assert_cmpint (winner, >=, 0);
      assert_conservation (g);
    }
}

/* The same seed and the same answers give the same game; a copy made
 * mid-game goes on exactly as the original. */
static void
test_replay (void)
{
  g_autoptr (DkGame) a = new_game (2, 77);
  g_autoptr (DkGame) b = new_game (2, 77);
  g_autoptr (DkGame) other = new_game (2, 78);
  g_autoptr (DkGame) copy = NULL;
  g_autoptr (DkAgent) agent = dk_agent_new_random (5);
  guint n = 0;

  g_assert_true (dk_game_equal (a, b));
  g_assert_false (dk_game_equal (a, other));
  while (!dk_game_is_over (a))
    {
      guint choice = agent->choose (agent, a, dk_game_decision (a));

      if (n++ == 20)
        copy = dk_game_copy (a);
      g_assert_true (dk_game_apply (a, choice, NULL));
      g_assert_true (dk_game_apply (b, choice, NULL));
      if (copy)
        g_assert_true (dk_game_apply (copy, choice, NULL));
    }
  g_assert_true (dk_game_equal (a, b));
  g_assert_nonnull (copy);
  g_assert_true (dk_game_equal (a, copy));
  g_assert_cmpint (dk_game_winner (a), ==, dk_game_winner (copy));
}

/* Setup: every player draws hand-size; a mulligan draws a fresh hand. The
 * seed deals player 1 a card to play on turn 1, so that the game stops
 * there. */
static void
test_mulligan (void)
{
  g_autoptr (DkGame) g = new_game (2, 4);

  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_HAND, 0), ==, 5);
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_HAND, 1), ==, 5);
  g_assert_cmpint (decider (g), ==, 0);
  g_assert_true (offers (g, "keep"));
  g_assert_true (offers (g, "mulligan"));
  apply (g, "mulligan");
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_HAND, 0), ==, 5);
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_DECK, 0), ==, 15);
  g_assert_cmpint (decider (g), ==, 1);
  apply (g, "keep");
  /* Player 1's first turn: no draw on turn 1. */
  g_assert_cmpint (dk_game_turn (g), ==, 1);
  g_assert_cmpint (dk_game_phase (g), ==, PHASE_MAIN);
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_HAND, 0), ==, 5);
  g_assert_cmpint (dk_game_counter (g, 0, LIFE), ==, 10);
  assert_conservation (g);
}

/* --- The priority host and the stack --------------------------------------- */

/* Both players must pass in succession; acting resets the passes, and
 * priority goes to the player after the one who acted. */
static void
test_priority (void)
{
  g_autoptr (DkGame) g = new_position (2);
  gint32 squire;

  squire = add_card (g, "SK-001", 0, SK_ZONE_HAND);
  add_cards (g, 0, SK_ZONE_HAND, "SK-029");
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  add_cards (g, 1, SK_ZONE_HAND, "SK-029 SK-024");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  g_assert_cmpint (decider (g), ==, 0);
  apply (g, "play SK-001");
  g_assert_cmpuint (zone_kind_of (g, squire), ==, SK_ZONE_FIELD);

  /* The response window: the opponent first. */
  g_assert_cmpint (decider (g), ==, 1);
  g_assert_cmpstr (dk_rules_decision_name (rules, dk_game_decision (g)->kind), ==, "priority");
  g_assert_true (offers (g, "pass"));
  g_assert_true (offers (g, "ability SK-029 1"));
  apply (g, "ability SK-029 1");
  g_assert_cmpuint (dk_game_stack_depth (g), ==, 1);

  /* Acting gave priority to the next player; one pass does not close. */
  g_assert_cmpint (decider (g), ==, 0);
  apply (g, "pass");
  g_assert_cmpint (decider (g), ==, 1);
  g_assert_cmpuint (dk_game_stack_depth (g), ==, 1);
  g_assert_false (offers (g, "ability SK-029 1"));
  apply (g, "ability SK-024 1");
  g_assert_cmpuint (dk_game_stack_depth (g), ==, 2);

  /* Player 0 passes, then player 1, who can only pass (the engine passes
   * for them): the window closes, Mend resolves and a new window opens for
   * Spark, player 1 first (passed for again). */
  g_assert_cmpint (decider (g), ==, 0);
  apply (g, "pass");
  g_assert_cmpint (dk_game_counter (g, 1, LIFE), ==, 13);
  g_assert_cmpuint (dk_game_stack_depth (g), ==, 1);
  g_assert_cmpint (decider (g), ==, 0);
  g_assert_true (offers (g, "ability SK-029 1"));
  apply (g, "pass");

  /* Spark resolved: player 0 struck, player 1 drew; back to the main phase. */
  g_assert_cmpuint (dk_game_stack_depth (g), ==, 0);
  g_assert_cmpint (dk_game_counter (g, 0, LIFE), ==, 9);
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_HAND, 1), ==, 1);
  g_assert_cmpint (decider (g), ==, 0);
  g_assert_cmpstr (dk_rules_decision_name (rules, dk_game_decision (g)->kind), ==, "main");
  assert_conservation (g);
}

/* The last trick played resolves first. */
static void
test_stack_lifo (void)
{
  g_autoptr (DkGame) g = new_position (2);
  gint32 spark0, spark1;
  guint strikes[2], k = 0;

  /* The Squire keeps player 0's main phase open afterwards. */
  add_cards (g, 0, SK_ZONE_HAND, "SK-001");
  spark0 = add_card (g, "SK-029", 0, SK_ZONE_HAND);
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  spark1 = add_card (g, "SK-029", 1, SK_ZONE_HAND);
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  apply (g, "ability SK-029 1");
  g_assert_cmpint (decider (g), ==, 1);
  apply (g, "ability SK-029 1");
  /* Nobody can do anything more: every pass is automatic. */
  g_assert_cmpint (decider (g), ==, 0);
  g_assert_cmpuint (dk_game_stack_depth (g), ==, 0);
  g_assert_cmpint (dk_game_counter (g, 0, LIFE), ==, 9);
  g_assert_cmpint (dk_game_counter (g, 1, LIFE), ==, 9);

  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      const DkEvent *e = dk_game_event (g, i);

      if (e->type == DK_EVENT_MODULE (SK_EVENT_STRIKE))
        {
          if (k >= G_N_ELEMENTS (strikes))
            g_error ("more than two strikes");
          strikes[k++] = i;
          /* Player 1's Spark (played last) strikes player 0 first. */
          g_assert_cmpint (e->card, ==, k == 1 ? spark1 : spark0);
          g_assert_cmpint (e->player, ==, k == 1 ? 0 : 1);
        }
    }
  g_assert_cmpuint (k, ==, 2);
  g_assert_cmpuint (strikes[0], <, strikes[1]);
  assert_conservation (g);
}

/* A negate cancels the trick it responds to, not itself. */
static void
test_stack_negate (void)
{
  g_autoptr (DkGame) g = new_position (2);

  add_cards (g, 0, SK_ZONE_HAND, "SK-001 SK-029");
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  add_cards (g, 1, SK_ZONE_HAND, "SK-022");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  apply (g, "ability SK-029 1");
  g_assert_cmpint (decider (g), ==, 1);
  apply (g, "ability SK-022 1");
  g_assert_cmpint (decider (g), ==, 0);
  g_assert_cmpuint (dk_game_stack_depth (g), ==, 0);
  /* Spark did nothing: no strike, no draw. */
  g_assert_cmpint (dk_game_counter (g, 1, LIFE), ==, 10);
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_HAND, 0), ==, 1);
  g_assert_cmpuint (count_events (g, DK_EVENT_MODULE (SK_EVENT_STRIKE)), ==, 0);
  g_assert_cmpuint (count_events (g, DK_EVENT_NEGATED), ==, 1);
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_DISCARD, 0), ==, 1);
  g_assert_cmpuint (dk_game_zone_size (g, SK_ZONE_DISCARD, 1), ==, 1);
}

/* --- Modifiers ----------------------------------------------------------- */

/* Rally's +2 ends with the turn. */
static void
test_modifier_end_of_turn (void)
{
  g_autoptr (DkGame) g = new_position (2);
  gint32 squire;

  squire = add_card (g, "SK-001", 0, SK_ZONE_FIELD);
  add_cards (g, 0, SK_ZONE_HAND, "SK-020");
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  add_cards (g, 1, SK_ZONE_HAND, "SK-002");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  g_assert_cmpint (power (g, squire), ==, 1);
  apply (g, "ability SK-020 1");
  /* The only unit is chosen without asking; player 1 cannot respond. */
  g_assert_cmpint (decider (g), ==, 0);
  g_assert_cmpint (power (g, squire), ==, 3);
  g_assert_cmpint (dk_game_printed_stat (g, squire, SK_STAT_POWER), ==, 1);
  apply (g, "pass");
  g_assert_cmpint (decider (g), ==, 1);
  g_assert_cmpint (dk_game_turn (g), ==, 2);
  g_assert_cmpint (power (g, squire), ==, 1);
}

/* Blessing's +1 lasts across turns until the unit leaves the field. */
static void
test_modifier_leaves_field (void)
{
  g_autoptr (DkGame) g = new_position (2);
  gint32 squire, footman;

  squire = add_card (g, "SK-001", 0, SK_ZONE_FIELD);
  add_cards (g, 0, SK_ZONE_HAND, "SK-021");
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  footman = add_card (g, "SK-002", 1, SK_ZONE_FIELD);
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  apply (g, "ability SK-021 1");
  g_assert_cmpint (power (g, squire), ==, 2);
  apply (g, "pass");

  g_assert_cmpint (dk_game_turn (g), ==, 2);
  g_assert_cmpint (decider (g), ==, 1);
  g_assert_cmpint (power (g, squire), ==, 2);
  apply (g, "attack SK-002");
  g_assert_cmpint (decider (g), ==, 0);
  g_assert_true (offers (g, "no-block"));
  apply (g, "block SK-001");
  /* 2 against 2: both are destroyed, and the Blessing ends with it. */
  g_assert_cmpuint (zone_kind_of (g, squire), ==, SK_ZONE_DISCARD);
  g_assert_cmpuint (zone_kind_of (g, footman), ==, SK_ZONE_DISCARD);
  g_assert_cmpint (power (g, squire), ==, 1);
  for (guint i = 0; i < dk_game_n_modifiers (g); i++)
    g_assert_cmpint (dk_game_modifier_at (g, i)->card, !=, squire);
  g_assert_cmpint (dk_game_counter (g, 0, LIFE), ==, 10);
}

/* A continuous aura raises the other units only while its unit is there. */
static void
test_continuous (void)
{
  g_autoptr (DkGame) g = new_position (2);
  gint32 squire, bearer, other;

  squire = add_card (g, "SK-001", 0, SK_ZONE_FIELD);
  bearer = add_card (g, "SK-007", 0, SK_ZONE_FIELD);
  other = add_card (g, "SK-001", 1, SK_ZONE_FIELD);
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002");
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  g_assert_cmpint (power (g, squire), ==, 2);
  g_assert_cmpint (power (g, bearer), ==, 1);
  g_assert_cmpint (power (g, other), ==, 1);
  /* The opponent blocks the bearer with its Squire: both 1, both go. */
  apply (g, "attack SK-007");
  apply (g, "block SK-001");
  g_assert_cmpuint (zone_kind_of (g, bearer), ==, SK_ZONE_DISCARD);
  g_assert_cmpint (power (g, squire), ==, 1);
}

/* --- Combat and the end of the game -------------------------------------- */

static void
test_unblocked_attack_wins (void)
{
  g_autoptr (DkGame) g = new_position (2);

  add_cards (g, 0, SK_ZONE_FIELD, "SK-004");
  add_cards (g, 0, SK_ZONE_DECK, "SK-002");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002");
  dk_game_set_counter (g, 1, LIFE, 4);
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 3);

  g_assert_true (offers (g, "attack SK-004"));
  apply (g, "attack SK-004");
  g_assert_true (dk_game_is_over (g));
  g_assert_cmpint (dk_game_winner (g), ==, 0);
  g_assert_cmpint (dk_game_counter (g, 1, LIFE), ==, 0);
  g_assert_cmpuint (count_events (g, DK_EVENT_MODULE (SK_EVENT_STRIKE)), ==, 1);
}

/* A unit cannot attack on the turn it was played, nor while exhausted. */
static void
test_summoning_sickness (void)
{
  g_autoptr (DkGame) g = new_position (2);

  add_cards (g, 0, SK_ZONE_HAND, "SK-001");
  add_cards (g, 0, SK_ZONE_FIELD, "SK-006");
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002");
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  apply (g, "play SK-001");
  g_assert_false (offers (g, "attack SK-001"));
  apply (g, "attack SK-006");
  g_assert_false (offers (g, "attack SK-006"));
  g_assert_cmpint (dk_game_counter (g, 1, LIFE), ==, 8);
}

static void
test_empty_deck_loses (void)
{
  g_autoptr (DkGame) g = new_position (2);

  add_cards (g, 0, SK_ZONE_HAND, "SK-001");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002");
  dk_game_start_at (g, PHASE_START, STEP_DRAW, 0, 3);
  g_assert_true (dk_game_is_over (g));
  g_assert_cmpint (dk_game_winner (g), ==, 1);
}

/* With three players a loser is eliminated, the turn order skips them, and
 * the last one standing wins. */
static void
test_three_players (void)
{
  g_autoptr (DkGame) g = new_position (3);

  add_cards (g, 0, SK_ZONE_FIELD, "SK-004");
  add_cards (g, 0, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  add_cards (g, 1, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  add_cards (g, 2, SK_ZONE_HAND, "SK-001");
  add_cards (g, 2, SK_ZONE_DECK, "SK-002 SK-002 SK-002");
  dk_game_set_counter (g, 1, LIFE, 2);
  dk_game_set_counter (g, 2, LIFE, 3);
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 1);

  /* Player 0 attacks the next player, player 1. */
  apply (g, "attack SK-004");
  g_assert_true (dk_game_is_eliminated (g, 1));
  g_assert_false (dk_game_is_over (g));
  /* Player 0 can only pass now; player 1's turn is skipped. */
  g_assert_cmpuint (dk_game_active (g), ==, 2);
  g_assert_cmpint (dk_game_turn (g), ==, 2);
  g_assert_cmpint (decider (g), ==, 2);
  apply (g, "pass");
  /* Back to player 0, whose Knight now attacks player 2. */
  g_assert_cmpuint (dk_game_active (g), ==, 0);
  apply (g, "attack SK-004");
  g_assert_true (dk_game_is_over (g));
  g_assert_cmpint (dk_game_winner (g), ==, 0);
}

/* --- Hidden information --------------------------------------------------- */

static void
test_hidden (void)
{
  g_autoptr (DkGame) g = new_game (2, 11);
  g_autoptr (DkGame) view = NULL;
  g_autoptr (DkGame) det = NULL;
  g_autoptr (DkAgent) agent = dk_agent_new_random (3);
  guint n;
  const guint16 *cards;

  /* Play a little so that there is a field and a discard pile, up to a
   * decision of player 0: a view of another player's decision shows no
   * options (they would tell which hidden cards that player can play). */
  for (guint i = 0; i < 30 && !dk_game_is_over (g); i++)
    g_assert_true (dk_game_apply (g, agent->choose (agent, g, dk_game_decision (g)), NULL));
  while (!dk_game_is_over (g) && dk_game_decision (g)->player != 0)
    {
      g_autoptr (DkGame) theirs = dk_game_view (g, 0);

      g_assert_cmpuint (dk_game_decision (theirs)->n_options, ==, 0);
      g_assert_true (dk_game_apply (g, agent->choose (agent, g, dk_game_decision (g)), NULL));
    }
  g_assert_false (dk_game_is_over (g));

  view = dk_game_view (g, 0);
  g_assert_nonnull (view);
  cards = dk_game_zone (g, SK_ZONE_HAND, 1, &n);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_false (dk_game_card_known_by (g, cards[i], 0));
      g_assert_cmpuint (dk_game_card (view, cards[i])->def, ==, DK_UNKNOWN_DEF);
    }
  cards = dk_game_zone (g, SK_ZONE_DECK, 0, &n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (dk_game_card (view, cards[i])->def, ==, DK_UNKNOWN_DEF);
  /* What player 0 sees is as it is. */
  for (guint kind = 0; kind < SK_N_ZONES; kind++)
    for (guint p = 0; p < 2; p++)
      {
        g_assert_cmpuint (dk_game_zone_size (view, kind, p), ==, dk_game_zone_size (g, kind, p));
        if (kind == SK_ZONE_DECK || (kind == SK_ZONE_HAND && p == 1))
          continue;
        cards = dk_game_zone (g, kind, p, &n);
        for (guint i = 0; i < n; i++)
          g_assert_cmpuint (dk_game_card (view, cards[i])->def, ==,
                            dk_game_card (g, cards[i])->def);
      }

  /* A determinization fills the unknown cards with real ones and keeps
   * everything player 0 knows. */
  det = dk_game_determinize (view, 0, 99);
  g_assert_nonnull (det);
  assert_conservation (det);
  for (guint i = 0; i < dk_game_n_cards (det); i++)
    g_assert_cmpuint (dk_game_card (det, (gint32) i)->def, !=, DK_UNKNOWN_DEF);
  for (guint kind = 0; kind < SK_N_ZONES; kind++)
    for (guint p = 0; p < 2; p++)
      {
        g_assert_cmpuint (dk_game_zone_size (det, kind, p), ==, dk_game_zone_size (g, kind, p));
        if (kind == SK_ZONE_DECK || (kind == SK_ZONE_HAND && p == 1))
          continue;
        cards = dk_game_zone (g, kind, p, &n);
        for (guint i = 0; i < n; i++)
          g_assert_cmpuint (dk_game_card (det, cards[i])->def, ==, dk_game_card (g, cards[i])->def);
      }
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (dk_game_counter (det, p, LIFE), ==, dk_game_counter (g, p, LIFE));
  /* The determinized game plays on. */
  if (!dk_game_is_over (det))
    g_assert_cmpuint (dk_game_decision (det)->n_options, >, 0);
}

/* --- Loading --------------------------------------------------------------- */

static void
test_bad_card (void)
{
  g_autoptr (DkCardDb) bad = dk_card_db_new (rules);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "sk-bad-XXXXXX.xml", NULL);
  int fd = g_mkstemp (path);
  const char *text = "<?xml version=\"1.0\"?>\n"
                     "<cardset game=\"skirmish\" id=\"BAD\" name=\"bad\">\n"
                     "  <card id=\"B-1\" type=\"unit\" name=\"No Power\" cost=\"1\"/>\n"
                     "</cardset>\n";

  g_assert_cmpint (fd, >=, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  close (fd);
  g_assert_false (dk_card_db_load_file (bad, path, &error));
  g_assert_error (error, DK_LOAD_ERROR, DK_LOAD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, ":3:"));
  g_unlink (path);
}

/* --- Progress: a game that makes none ends as a draw ------------------------ */

static DkRuleset *
load_ruleset (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (SK_SOURCE_DIR, name, NULL);
  DkRuleset *r = dk_ruleset_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

/* A game of the two decks under @r, both players keeping their hands. */
static DkGame *
new_game_kept (DkRuleset *r, guint event_limit)
{
  g_autoptr (GError) error = NULL;
  DkDeck *decks[2] = { load_deck ("vanguard.deck"), load_deck ("trickster.deck") };
  DkGame *g = dk_game_new (r, db, decks, 2, 5, &error);

  g_assert_no_error (error);
  dk_deck_free (decks[0]);
  dk_deck_free (decks[1]);
  dk_game_set_event_limit (g, event_limit);
  g_assert_cmpuint (dk_game_get_event_limit (g), ==, event_limit);
  apply (g, "keep");
  apply (g, "keep");
  return g;
}

static const DkEvent *
last_event (const DkGame *g)
{
  g_assert_cmpuint (dk_game_n_events (g), >, 0);
  return dk_game_event (g, dk_game_n_events (g) - 1);
}

/* After the mulligans nobody decides anything and turn 4 begins where
 * turn 2 did (turn 1, the first after a decision, is not kept): the game
 * ends there, a draw, and says why. */
static void
test_progress_repetition (void)
{
  g_autoptr (DkRuleset) r = load_ruleset ("progress-end-only.ruleset");
  g_autoptr (DkGame) g = new_game_kept (r, DK_GAME_EVENT_LIMIT);
  g_autofree char *why = NULL;

  g_assert_true (dk_game_is_over (g));
  g_assert_cmpint (dk_game_winner (g), ==, -1);
  g_assert_cmpint (dk_game_end_reason (g), ==, DK_END_REPETITION);
  g_assert_cmpint (dk_game_turn (g), ==, 4);
  why = dk_game_end_reason_text (g);
  g_assert_cmpstr (why, ==,
                   "turn 4 began in the very position turn 2 began in, with no decision between: "
                   "the game would repeat itself forever");
  g_assert_cmpuint (last_event (g)->type, ==, DK_EVENT_GAME_OVER);
  g_assert_cmpint (last_event (g)->a[0], ==, DK_END_REPETITION);
  g_assert_cmpint (last_event (g)->player, ==, -1);
  g_assert_cmpuint (dk_game_n_events_dropped (g), ==, 0);
}

/* Every position is new (the upkeep adds life each turn), but nobody
 * decides anything: after DK_GAME_IDLE_TURN_LIMIT turns the game is a
 * draw. It is a long game, and its log keeps under its limit. */
static void
test_progress_idle_turns (gconstpointer data)
{
  guint limit = GPOINTER_TO_UINT (data);
  g_autoptr (DkRuleset) r = load_ruleset ("progress-upkeep.ruleset");
  g_autoptr (DkGame) g = new_game_kept (r, limit);
  g_autofree char *why = NULL;
  guint n = dk_game_n_events (g);
  guint dropped = dk_game_n_events_dropped (g);

  g_assert_cmpint (dk_game_end_reason (g), ==, DK_END_IDLE_TURNS);
  g_assert_cmpint (dk_game_winner (g), ==, -1);
  g_assert_cmpint (dk_game_turn (g), ==, DK_GAME_IDLE_TURN_LIMIT + 1);
  g_assert_cmpint (dk_game_counter (g, 0, LIFE), ==, 10 + DK_GAME_IDLE_TURN_LIMIT / 2);
  why = dk_game_end_reason_text (g);
  g_assert_nonnull (strstr (why, "no player decided anything in 10000 turns in a row"));
  g_assert_cmpint (last_event (g)->a[0], ==, DK_END_IDLE_TURNS);
  /* The seq numbers count every event, the dropped ones too. */
  g_assert_cmpuint (last_event (g)->seq, ==, dropped + n);
  g_assert_cmpuint (dk_game_event (g, 0)->seq, ==, dropped + 1);
  if (limit == 0)
    {
      g_assert_cmpuint (dropped, ==, 0);
      g_assert_cmpuint (n, >, DK_GAME_EVENT_LIMIT);
    }
  else
    {
      g_assert_cmpuint (n, <=, limit);
      g_assert_cmpuint (n, >=, limit / 2);
      g_assert_cmpuint (dropped, >, 0);
    }
}

/* The log stays under its limit after every decision of random games. */
static void
test_event_limit_random (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr (DkGame) g = new_game (2, seed);
      g_autoptr (DkAgent) agent = dk_agent_new_random (seed);
      guint32 last_seq;

      dk_game_set_event_limit (g, 64);
      g_assert_cmpuint (dk_game_n_events (g), <=, 64);
      last_seq = last_event (g)->seq;
      while (!dk_game_is_over (g))
        {
          const DkDecision *d = dk_game_decision (g);

          g_assert_true (dk_game_apply (g, agent->choose (agent, g, d), NULL));
          g_assert_cmpuint (dk_game_n_events (g), <=, 64);
          g_assert_cmpuint (dk_game_n_events (g) + dk_game_n_events_dropped (g), ==,
                            last_event (g)->seq);
          g_assert_cmpuint (last_event (g)->seq, >, last_seq);
          last_seq = last_event (g)->seq;
        }
      g_assert_cmpint (dk_game_end_reason (g), ==, DK_END_RULES);
    }
}

/* The engine's own refusals, from cards that do what no sound card does. */
static DkCardDb *
device_db (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "sk-devices-XXXXXX.xml", NULL);
  int fd = g_mkstemp (path);
  const char *text =
      "<?xml version=\"1.0\"?>\n"
      "<cardset game=\"skirmish\" id=\"DEV\" name=\"devices\">\n"
      "  <card id=\"D-LOOP\" type=\"trick\" name=\"Loop\">"
      "<ability type=\"trick\"><effect><again/></effect></ability></card>\n"
      "  <card id=\"D-NEST\" type=\"trick\" name=\"Nest\">"
      "<ability type=\"trick\"><effect><again nested=\"true\"/></effect></ability></card>\n"
      "  <card id=\"D-DEAD\" type=\"trick\" name=\"Dead End\">"
      "<ability type=\"trick\"><effect><dead-end/></effect></ability></card>\n"
      "  <card id=\"D-UNIT\" type=\"unit\" name=\"Unit\" power=\"1\" cost=\"1\"/>\n"
      "</cardset>\n";
  DkCardDb *devices = dk_card_db_new (rules);

  g_assert_cmpint (fd, >=, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  close (fd);
  if (!dk_card_db_load_file (devices, path, &error))
    g_error ("%s", error->message);
  g_unlink (path);
  return devices;
}

static void
test_progress_device (gconstpointer data)
{
  const char *id = data;
  g_autoptr (DkCardDb) devices = device_db ();
  g_autoptr (DkGame) g = dk_game_new_empty (ruleset, devices, 2, 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *action = g_strdup_printf ("ability %s 1", id);
  g_autofree char *why = NULL;
  DkEndReason want = strcmp (id, "D-LOOP") == 0   ? DK_END_STEPS
                     : strcmp (id, "D-NEST") == 0 ? DK_END_DEPTH
                                                  : DK_END_NO_OPTION;

  g_assert_cmpint (
      dk_game_add_card (g, dk_card_db_lookup (devices, id)->index, 0, SK_ZONE_HAND, &error), >=, 0);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (
        dk_game_add_card (g, dk_card_db_lookup (devices, "D-UNIT")->index, p, SK_ZONE_DECK, &error),
        >=, 0);
  g_assert_no_error (error);
  dk_game_start_at (g, PHASE_MAIN, 0, 0, 3);
  apply (g, action);
  /* The trick waits on the stack for the opponent's pass. */
  if (!dk_game_is_over (g))
    apply (g, "pass");
  g_assert_true (dk_game_is_over (g));
  g_assert_cmpint (dk_game_winner (g), ==, -1);
  g_assert_cmpint (dk_game_end_reason (g), ==, want);
  g_assert_cmpint (dk_game_turn (g), ==, 3);
  why = dk_game_end_reason_text (g);
  g_test_message ("%s", why);
  if (want == DK_END_NO_OPTION)
    g_assert_cmpstr (why, ==, "skirmish asked player 1 for a decision (main) with no legal option");
  else if (want == DK_END_STEPS)
    g_assert_cmpstr (why, ==, "the engine ran 1000000 steps of turn 3 with no decision");
  else
    g_assert_cmpstr (why, ==, "procedures were nested 10000 deep in turn 3");
  g_assert_null (dk_game_decision (g));
  g_assert_false (dk_game_apply (g, 0, &error));
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_OVER);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *cards = NULL;

  g_test_init (&argc, &argv, NULL);

  g_assert_true (dk_module_register (sk_module_get (), &error));
  g_assert_no_error (error);
  rules = dk_rules_get ("skirmish", &error);
  g_assert_no_error (error);
  db = dk_card_db_new (rules);
  cards = g_build_filename (SK_SOURCE_DIR, "cards.xml", NULL);
  if (!dk_card_db_load_file (db, cards, &error))
    g_error ("%s", error->message);
  ruleset = dk_ruleset_new_default (rules);

  g_test_add_data_func ("/skirmish/random-games/two-players", GUINT_TO_POINTER (2),
                        test_random_games);
  g_test_add_data_func ("/skirmish/random-games/three-players", GUINT_TO_POINTER (3),
                        test_random_games);
  g_test_add_func ("/skirmish/random-games/play-out", test_play_out);
  g_test_add_func ("/skirmish/replay", test_replay);
  g_test_add_func ("/skirmish/setup/mulligan", test_mulligan);
  g_test_add_func ("/skirmish/priority/pass-in-succession", test_priority);
  g_test_add_func ("/skirmish/stack/lifo", test_stack_lifo);
  g_test_add_func ("/skirmish/stack/negate", test_stack_negate);
  g_test_add_func ("/skirmish/modifier/end-of-turn", test_modifier_end_of_turn);
  g_test_add_func ("/skirmish/modifier/leaves-field", test_modifier_leaves_field);
  g_test_add_func ("/skirmish/modifier/continuous", test_continuous);
  g_test_add_func ("/skirmish/combat/unblocked-wins", test_unblocked_attack_wins);
  g_test_add_func ("/skirmish/combat/not-the-turn-played", test_summoning_sickness);
  g_test_add_func ("/skirmish/win/empty-deck", test_empty_deck_loses);
  g_test_add_func ("/skirmish/win/three-players", test_three_players);
  g_test_add_func ("/skirmish/hidden/view-and-determinize", test_hidden);
  g_test_add_func ("/skirmish/load/bad-card", test_bad_card);
  g_test_add_func ("/skirmish/progress/repetition", test_progress_repetition);
  g_test_add_data_func ("/skirmish/progress/idle-turns/log-limited",
                        GUINT_TO_POINTER (DK_GAME_EVENT_LIMIT), test_progress_idle_turns);
  g_test_add_data_func ("/skirmish/progress/idle-turns/log-small", GUINT_TO_POINTER (1000),
                        test_progress_idle_turns);
  g_test_add_data_func ("/skirmish/progress/idle-turns/log-whole", GUINT_TO_POINTER (0),
                        test_progress_idle_turns);
  g_test_add_data_func ("/skirmish/progress/steps", "D-LOOP", test_progress_device);
  g_test_add_data_func ("/skirmish/progress/depth", "D-NEST", test_progress_device);
  g_test_add_data_func ("/skirmish/progress/no-option", "D-DEAD", test_progress_device);
  g_test_add_func ("/skirmish/log/limit-in-random-games", test_event_limit_random);

  {
    int ret = g_test_run ();

    dk_ruleset_unref (ruleset);
    dk_card_db_unref (db);
    return ret;
  }
}
