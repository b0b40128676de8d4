/* test-bos-agent.c: the BoS heuristic computer player and the evaluation.
 *
 * Positions built in code from the starter set's vanilla warriors, where
 * the right play is clear, and the heuristic agent's choice in each (it
 * decides from its seat's view, as dk_agent_new_heuristic does). Then the
 * evaluation's contract (a finished game, teams, an eliminated player, more
 * SP and a stronger field), and a win rate against random players.
 *
 * DK_AGENT_GAMES=N sets the games of the win-rate test (default 100).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <string.h>

#include "dk-test-position.h"
#include "dk-games.h"
#include "bos/bos-util.h"

/* Vanilla warriors of the starter set (cards/bos/starter.xml): ATK/RST. */
#define SPEARMAN "DKB1-001"     /* 1200/900 */
#define SHIELDBEARER "DKB1-002" /* 800/1500 */
#define OUTRIDER "DKB1-003"     /* 1400/700 */
#define ARCHER "DKB1-004"       /* 1100/1000 */
#define BRAWLER "DKB1-006"      /* 1300/800 */
#define MILITIA "DKB1-007"      /* 1000/1200 */
#define MILITANT "DKB1-050"     /* 1600/600 */
#define HOUND "DKB1-055"        /* 1800/500 */
#define LANCER "DKB1-010"       /* elite, 2100/1600 */
#define QUENCH "DKB1-034"       /* tactic: the attacker loses 700 ATK */
#define SOUL_SIPHON "DKB1-030"  /* tactic: gain 500 SP */
#define SEVERED_OATH "DKB1-035" /* tactic: negate an opponent's activation */

static DkCardDb *db;

#define apply dkt_apply
#define heuristic_choice(g) dkt_heuristic_choice (g, 1)

static DkRuleset *
ruleset (const char *id)
{
  g_autoptr (GError) error = NULL;
  DkRuleset *r = dk_ruleset_find (id, &error);

  g_assert_no_error (error);
  return r;
}

/* A position: @players players of @ruleset_id, each with a deck of
 * fillers; cards are added with put(), then start() begins it. */
typedef struct
{
  DkRuleset *ruleset;
  DkGame *game;
} Position;

static void
position_init (Position *pos, const char *ruleset_id, guint players)
{
  pos->ruleset = ruleset (ruleset_id);
  pos->game = dk_game_new_empty (pos->ruleset, db, players, 7);
}

static void
position_clear (Position *pos)
{
  dk_game_free (pos->game);
  dk_ruleset_unref (pos->ruleset);
}

static gint32
put (Position *pos, const char *id, guint player, guint zone)
{
  return dkt_add_card (pos->game, db, id, player, zone);
}

/* Every player gets a deck (drawing must not lose the game). */
static void
fill_decks (Position *pos)
{
  for (guint p = 0; p < dk_game_n_players (pos->game); p++)
    for (guint i = 0; i < 10; i++)
      put (pos, MILITIA, p, BOS_ZONE_DECK);
}

static void
start (Position *pos, guint phase, guint step, guint active)
{
  fill_decks (pos);
  dk_game_start_at (pos->game, phase, step, active, 6);
  g_assert_false (dk_game_is_over (pos->game));
}

/* --- the Main Phase ----------------------------------------------------------- */

static void
test_main_deploys_strongest_rather_than_pass (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, SHIELDBEARER, 0, BOS_ZONE_HAND);
  put (&pos, OUTRIDER, 0, BOS_ZONE_HAND);
  put (&pos, MILITIA, 0, BOS_ZONE_HAND);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  g_assert_cmpuint (dk_game_decision (pos.game)->kind, ==, BOS_DECISION (MAIN));
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "deploy " OUTRIDER);
  position_clear (&pos);
}

static void
test_main_promotes_warrior_with_kill_tokens (void)
{
  Position pos;
  g_autofree char *choice = NULL;
  gint32 veteran;

  /* Fighter Classes: an elite for a warrior with 3 kill tokens. */
  position_init (&pos, "bos-standard", 2);
  veteran = put (&pos, ARCHER, 0, BOS_ZONE_FIGHTERS);
  dk_game_card_mut (pos.game, veteran)->vars[BOS_VAR_KILLS] = 3;
  put (&pos, MILITIA, 0, BOS_ZONE_HAND);
  put (&pos, LANCER, 0, BOS_ZONE_HAND);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "deploy " LANCER " sacrifice " ARCHER);
  position_clear (&pos);
}

static void
test_main_battle_when_an_attack_pays (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "battle");
  position_clear (&pos);
}

static void
test_main_no_battle_without_a_good_attack (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  /* Its only fighter is weaker than the defender's: `battle` would give
   * nothing but a loss. */
  position_init (&pos, "bos-standard", 2);
  put (&pos, ARCHER, 0, BOS_ZONE_FIGHTERS);
  put (&pos, MILITANT, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "pass");
  position_clear (&pos);
}

static void
test_main_no_battle_without_fighters (void)
{
  Position pos;
  g_autofree char *choice = NULL;
  guint index;

  position_init (&pos, "bos-standard", 2);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  g_assert_true (dk_game_find_option (pos.game, "battle", &index, NULL));
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "pass");
  position_clear (&pos);
}

static void
test_main_sets_a_tactic_rather_than_pass (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, QUENCH, 0, BOS_ZONE_HAND);
  start (&pos, BOS_PHASE_MAIN2, 0, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "set " QUENCH);
  position_clear (&pos);
}

/* --- the Battle Step ------------------------------------------------------------- */

static void
test_battle_attacks_weaker_defender (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  g_assert_cmpuint (dk_game_decision (pos.game)->kind, ==, BOS_DECISION (BATTLE));
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "attack " MILITANT " " ARCHER);
  position_clear (&pos);
}

static void
test_battle_no_attack_into_stronger_defender (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, ARCHER, 0, BOS_ZONE_FIGHTERS);
  put (&pos, MILITANT, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "end-battle");
  position_clear (&pos);
}

static void
test_battle_attacks_rest_fighter_by_rst (void)
{
  Position pos;
  g_autofree char *choice = NULL;
  gint32 resting;

  /* Determining Damage: ATK against the RST of a fighter in rest
   * position: 1100 beats the militant's 600 RST, not its 1600 ATK. */
  position_init (&pos, "bos-standard", 2);
  put (&pos, ARCHER, 0, BOS_ZONE_FIGHTERS);
  resting = put (&pos, MILITANT, 1, BOS_ZONE_FIGHTERS);
  dk_game_card_set_flag (pos.game, resting, DK_CARD_FLAG_EXHAUSTED, TRUE);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "attack " ARCHER " " MILITANT);
  position_clear (&pos);
}

static void
test_battle_direct_attack_without_defenders (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, SHIELDBEARER, 0, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "attack " SHIELDBEARER " direct");
  position_clear (&pos);
}

static void
test_battle_biggest_damage_first (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  /* Two winning attacks: the one that deals the more damage. */
  position_init (&pos, "bos-standard", 2);
  put (&pos, HOUND, 0, BOS_ZONE_FIGHTERS);
  put (&pos, SHIELDBEARER, 1, BOS_ZONE_FIGHTERS);
  put (&pos, BRAWLER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "attack " HOUND " " SHIELDBEARER);
  position_clear (&pos);
}

static void
test_battle_first_attack_leaves_the_next_a_target (void)
{
  Position pos;

  /* 1800 and 1400 against 1600 and 1300: the 1800 takes the 1600, so that
   * the 1400 can take the 1300; both defenders fall in the Battle Phase. */
  position_init (&pos, "bos-standard", 2);
  put (&pos, HOUND, 0, BOS_ZONE_FIGHTERS);
  put (&pos, OUTRIDER, 0, BOS_ZONE_FIGHTERS);
  put (&pos, MILITANT, 1, BOS_ZONE_FIGHTERS);
  put (&pos, BRAWLER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  while (dk_game_phase (pos.game) == BOS_PHASE_BATTLE)
    {
      g_autofree char *choice = heuristic_choice (pos.game);

      g_assert_cmpint (dk_game_decision (pos.game)->player, ==, 0);
      apply (pos.game, choice);
    }
  g_assert_cmpuint (dk_game_zone_size (pos.game, BOS_ZONE_FIGHTERS, 1), ==, 0);
  g_assert_cmpuint (dk_game_zone_size (pos.game, BOS_ZONE_FIGHTERS, 0), ==, 2);
  position_clear (&pos);
}

/* --- several players ---------------------------------------------------------------- */

static void
test_royal_attacks_the_leader (void)
{
  Position pos;
  g_autoptr (DkAgent) agent = dk_agent_new_heuristic (1, 0.0);
  const DkDecision *d;
  const DkOption *o;
  gint32 leaders;

  /* The same fighter on each opponent's side: the one nearer to the
   * winning SP is attacked. */
  position_init (&pos, "bos-battle-royal", 3);
  put (&pos, HOUND, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  leaders = put (&pos, ARCHER, 2, BOS_ZONE_FIGHTERS);
  dk_game_set_counter (pos.game, 0, 0, 6000);
  dk_game_set_counter (pos.game, 1, 0, 5000);
  dk_game_set_counter (pos.game, 2, 0, 13000);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  d = dk_game_decision (pos.game);
  o = &d->options[agent->choose (agent, pos.game, d)];
  g_assert_cmpuint (o->verb, ==, BOS_VERB (ATTACK));
  g_assert_cmpint (o->args[1], ==, leaders);
  position_clear (&pos);
}

static void
test_team_never_attacks_teammate (void)
{
  Position pos;
  const DkDecision *d;
  g_autoptr (DkAgent) agent = dk_agent_new_heuristic (3, 0.0);
  gint32 mine;
  guint choice;
  const DkOption *o;

  /* Players 1 and 3 are a team (docs/bos.md): player 1's attack goes to
   * player 2's or 4's fighter, never to player 3's weak one. */
  position_init (&pos, "bos-team", 4);
  mine = put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  put (&pos, SHIELDBEARER, 2, BOS_ZONE_FIGHTERS);
  put (&pos, SPEARMAN, 3, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  d = dk_game_decision (pos.game);
  g_assert_cmpuint (d->kind, ==, BOS_DECISION (BATTLE));
  choice = agent->choose (agent, pos.game, d);
  o = &d->options[choice];
  g_assert_cmpuint (o->verb, ==, BOS_VERB (ATTACK));
  g_assert_cmpint (o->args[0], ==, mine);
  g_assert_cmpuint (dk_game_card (pos.game, o->args[1])->owner % 2, ==, 1);
  position_clear (&pos);
}

/* --- chain windows ------------------------------------------------------------------ */

static void
test_window_quench_turns_the_battle (void)
{
  Position pos;
  g_autofree char *choice = NULL;
  gint32 quench;

  /* Player 2's Quench (-700 ATK) makes the attacking 1300 lose to 1100. */
  position_init (&pos, "bos-standard", 2);
  put (&pos, BRAWLER, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  quench = put (&pos, QUENCH, 1, BOS_ZONE_TACTICS);
  dk_game_card_set_flag (pos.game, quench, DK_CARD_FLAG_FACE_DOWN, TRUE);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  apply (pos.game, "attack " BRAWLER " " ARCHER);
  g_assert_cmpint (dk_game_decision (pos.game)->player, ==, 1);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "activate " QUENCH);
  position_clear (&pos);
}

static void
test_window_keeps_negation_for_opponent (void)
{
  Position pos;
  g_autofree char *choice = NULL;
  gint32 siphon, oath;

  /* Player 1 gains SP with Soul Siphon in the opponent's turn... */
  position_init (&pos, "bos-standard", 2);
  siphon = put (&pos, SOUL_SIPHON, 0, BOS_ZONE_TACTICS);
  dk_game_card_set_flag (pos.game, siphon, DK_CARD_FLAG_FACE_DOWN, TRUE);
  oath = put (&pos, SEVERED_OATH, 1, BOS_ZONE_TACTICS);
  dk_game_card_set_flag (pos.game, oath, DK_CARD_FLAG_FACE_DOWN, TRUE);
  put (&pos, ARCHER, 1, BOS_ZONE_HAND);
  start (&pos, BOS_PHASE_MAIN1, 0, 1);
  apply (pos.game, "deploy " ARCHER);
  /* ... a chain window may not open on a deploy (Actions which cannot be
   * chained to): Player 2 passes its Main Phase to open the End Phase's. */
  while (dk_game_decision (pos.game)->player != 0)
    apply (pos.game, "pass");
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "activate " SOUL_SIPHON);
  apply (pos.game, choice);
  /* ... and player 2 negates it. */
  g_assert_cmpint (dk_game_decision (pos.game)->player, ==, 1);
  g_clear_pointer (&choice, g_free);
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "activate " SEVERED_OATH);
  position_clear (&pos);
}

/* --- the End Phase ----------------------------------------------------------------- */

static void
test_end_discards_least_valuable (void)
{
  Position pos;
  g_autofree char *choice = NULL;

  /* End Phase: more than 7 cards: the weakest goes first. */
  position_init (&pos, "bos-standard", 2);
  for (guint i = 0; i < 6; i++)
    put (&pos, HOUND, 0, BOS_ZONE_HAND);
  put (&pos, SHIELDBEARER, 0, BOS_ZONE_HAND);
  put (&pos, QUENCH, 0, BOS_ZONE_HAND);
  start (&pos, BOS_PHASE_END, 0, 0);
  while (dk_game_decision (pos.game)->kind != BOS_DECISION (DISCARD))
    apply (pos.game, "pass");
  choice = heuristic_choice (pos.game);
  g_assert_cmpstr (choice, ==, "discard " SHIELDBEARER);
  position_clear (&pos);
}

/* --- what the seat cannot see ---------------------------------------------------------- */

static void
test_view_hidden_cards_do_not_change_choice (void)
{
  const char *hidden[][2] = { { QUENCH, HOUND }, { SOUL_SIPHON, LANCER } };
  g_autofree char *first = NULL;

  /* The opponent's face-down tactic and hand differ; the heuristic, which
   * sees neither, attacks the same. */
  for (guint k = 0; k < G_N_ELEMENTS (hidden); k++)
    {
      Position pos;
      g_autofree char *choice = NULL;
      gint32 t;

      position_init (&pos, "bos-standard", 2);
      put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
      put (&pos, SPEARMAN, 1, BOS_ZONE_FIGHTERS);
      t = put (&pos, hidden[k][0], 1, BOS_ZONE_TACTICS);
      dk_game_card_set_flag (pos.game, t, DK_CARD_FLAG_FACE_DOWN, TRUE);
      put (&pos, hidden[k][1], 1, BOS_ZONE_HAND);
      start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
      choice = heuristic_choice (pos.game);
      g_assert_cmpstr (choice, ==, "attack " MILITANT " " SPEARMAN);
      if (first == NULL)
        first = g_strdup (choice);
      g_assert_cmpstr (choice, ==, first);
      position_clear (&pos);
    }
}

static void
test_view_no_cheating_in_played_games (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) rs = ruleset ("bos-standard");
  g_autofree char *path_a =
      g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "bos", "ember-starter.deck", NULL);
  g_autofree char *path_b =
      g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "bos", "tidewall.deck", NULL);
  DkDeck *decks[2];
  guint checked = 0;

  /* Games between random players; at every decision of two options or
   * more, the hidden cards (hands, decks, face-down cards) are dealt again
   * consistently with what the deciding player has seen, and the
   * heuristic, with the same seed, must choose the same. */
  decks[0] = dk_deck_load (db, path_a, &error);
  g_assert_no_error (error);
  decks[1] = dk_deck_load (db, path_b, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      DkGame *g = dk_game_new_full (rs, db, decks, 2, seed, DK_GAME_SIMULATION, &error);
      g_autoptr (DkAgent) random = dk_agent_new_random (seed);

      g_assert_no_error (error);
      for (guint n = 0; n < 400 && !dk_game_is_over (g); n++)
        {
          const DkDecision *d = dk_game_decision (g);

          if (d->n_options > 1)
            {
              g_autoptr (DkAgent) seen = dk_agent_new_heuristic (11, 0.0);
              guint real = seen->choose (seen, g, d);
              g_autoptr (DkGame) view = dk_game_view (g, (guint) d->player);

              for (guint64 k = 1; k <= 2; k++)
                {
                  g_autoptr (DkAgent) other = dk_agent_new_heuristic (11, 0.0);
                  g_autoptr (DkGame) dealt = dk_game_determinize (view, (guint) d->player, k);
                  const DkDecision *dd = dk_game_decision (dealt);

                  g_assert_cmpuint (dd->n_options, ==, d->n_options);
                  g_assert_cmpuint (other->choose (other, dealt, dd), ==, real);
                }
              checked++;
            }
          g_assert_true (dk_game_apply (g, random->choose (random, g, d), &error));
          g_assert_no_error (error);
        }
      dk_game_free (g);
    }
  g_assert_cmpuint (checked, >, 100);
  dk_deck_free (decks[0]);
  dk_deck_free (decks[1]);
}

/* Main Phase: only a tactic is set in the tactics zone and only an
 * equipment in the equipment zone, face down. A deal of the cards a seat
 * has not seen (dk_game_determinize) puts a card of the right type there
 * (bos_cards_dealt), and the seat's view of the deal is still its view. */
static void
test_view_set_cards_dealt_by_type (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) rs = ruleset ("bos-standard");
  g_autofree char *path_a =
      g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "bos", "tidewall.deck", NULL);
  g_autofree char *path_b =
      g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "bos", "gilt-gambit.deck", NULL);
  DkDeck *decks[2];
  guint checked = 0;

  decks[0] = dk_deck_load (db, path_a, &error);
  g_assert_no_error (error);
  decks[1] = dk_deck_load (db, path_b, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      DkGame *g = dk_game_new_full (rs, db, decks, 2, seed, DK_GAME_SIMULATION, &error);
      g_autoptr (DkAgent) a = dk_agent_new_heuristic (seed, 0.0);

      g_assert_no_error (error);
      for (guint n = 0; n < 400 && !dk_game_is_over (g); n++)
        {
          const DkDecision *d = dk_game_decision (g);
          guint me = (guint) d->player, hidden = 0;

          for (guint i = 0; i < dk_game_n_cards (g); i++)
            hidden += bos_on_field (g, (gint32) i) && face_down (g, (gint32) i) &&
                      !(dk_game_card (g, (gint32) i)->known & (1u << me));
          if (d->n_options > 1 && hidden > 0)
            {
              g_autoptr (DkGame) view = dk_game_view (g, me);

              for (guint64 k = 1; k <= 8; k++)
                {
                  g_autoptr (DkGame) dealt = dk_game_determinize (view, me, seed * 100 + k);
                  g_autoptr (DkGame) again = dk_game_view (dealt, me);

                  g_assert_true (dk_game_equal (again, view));
                  for (guint i = 0; i < dk_game_n_cards (dealt); i++)
                    {
                      guint kind = bos_zone_kind_of (dealt, (gint32) i);

                      if (!face_down (dealt, (gint32) i))
                        continue;
                      if (kind == BOS_ZONE_TACTICS)
                        g_assert_cmpuint (bos_card_type (dealt, (gint32) i), ==, BOS_TYPE_TACTIC);
                      if (kind == BOS_ZONE_EQUIPMENT)
                        g_assert_cmpuint (bos_card_type (dealt, (gint32) i), ==,
                                          BOS_TYPE_EQUIPMENT);
                    }
                }
              checked++;
            }
          g_assert_true (dk_game_apply (g, a->choose (a, g, d), &error));
          g_assert_no_error (error);
        }
      dk_game_free (g);
    }
  /* Not empty: the opponent held set cards the seat had not seen. */
  g_assert_cmpuint (checked, >, 20);
  dk_deck_free (decks[0]);
  dk_deck_free (decks[1]);
}

/* --- evaluate ------------------------------------------------------------------------ */

static void
test_evaluate_finished_game (void)
{
  Position pos;
  double v[4];

  position_init (&pos, "bos-standard", 2);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  dk_game_end (pos.game, 1);
  dk_game_evaluate (pos.game, v);
  g_assert_cmpfloat (v[0], ==, 0.0);
  g_assert_cmpfloat (v[1], ==, 1.0);
  position_clear (&pos);
}

static void
test_evaluate_team_shares_the_win (void)
{
  Position pos;
  double v[4];

  position_init (&pos, "bos-team", 4);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  dk_game_end (pos.game, 2);
  dk_game_evaluate (pos.game, v);
  g_assert_cmpfloat (v[0], ==, 1.0);
  g_assert_cmpfloat (v[2], ==, 1.0);
  g_assert_cmpfloat (v[1], ==, 0.0);
  g_assert_cmpfloat (v[3], ==, 0.0);
  position_clear (&pos);
}

static void
test_evaluate_team_members_equal (void)
{
  Position pos;
  double v[4];

  /* An unfinished team battle: teammates share one estimate. */
  position_init (&pos, "bos-team", 4);
  put (&pos, HOUND, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 3, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  dk_game_evaluate (pos.game, v);
  g_assert_cmpfloat (v[0], ==, v[2]);
  g_assert_cmpfloat (v[1], ==, v[3]);
  g_assert_cmpfloat (v[0], >, v[1]);
  g_assert_cmpfloat_with_epsilon (v[0] + v[1], 1.0, 1e-9);
  position_clear (&pos);
}

static void
test_evaluate_more_sp_is_better (void)
{
  Position pos;
  double v[2];

  position_init (&pos, "bos-standard", 2);
  dk_game_set_counter (pos.game, 0, 0, 12000);
  dk_game_set_counter (pos.game, 1, 0, 4000);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  dk_game_evaluate (pos.game, v);
  g_assert_cmpfloat (v[0], >, 0.9);
  g_assert_cmpfloat (v[0], <, 1.0);
  g_assert_cmpfloat (v[1], >, 0.0);
  g_assert_cmpfloat_with_epsilon (v[0] + v[1], 1.0, 1e-9);
  position_clear (&pos);
}

static void
test_evaluate_stronger_field_is_better (void)
{
  Position pos;
  double v[2];

  position_init (&pos, "bos-standard", 2);
  put (&pos, HOUND, 0, BOS_ZONE_FIGHTERS);
  put (&pos, LANCER, 0, BOS_ZONE_FIGHTERS);
  put (&pos, SHIELDBEARER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_MAIN1, 0, 1);
  dk_game_evaluate (pos.game, v);
  g_assert_cmpfloat (v[0], >, 0.5);
  g_assert_cmpfloat (v[0], <, 0.9);
  position_clear (&pos);
}

static void
test_evaluate_eliminated_player_zero (void)
{
  Position pos;
  double v[3];

  position_init (&pos, "bos-battle-royal", 3);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  dk_game_eliminate (pos.game, 2);
  g_assert_false (dk_game_is_over (pos.game));
  dk_game_evaluate (pos.game, v);
  g_assert_cmpfloat (v[2], ==, 0.0);
  g_assert_cmpfloat_with_epsilon (v[0], 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (v[1], 0.5, 1e-9);
  position_clear (&pos);
}

/* --- against random players ---------------------------------------------------------- */

static void
test_beats_random (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) rs = ruleset ("bos-standard");
  const char *names[] = { "ember-starter", "gilt-gambit", "iron-ladder", "ossuary-host",
                          "tidewall" };
  DkDeck *decks[G_N_ELEMENTS (names)];
  const char *env = g_getenv ("DK_AGENT_GAMES");
  guint games = env && *env ? (guint) g_ascii_strtoull (env, NULL, 10) : 100;
  guint wins = 0;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *file = g_strconcat (names[i], ".deck", NULL);
      g_autofree char *path =
          g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "bos", file, NULL);

      decks[i] = dk_deck_load (db, path, &error);
      g_assert_no_error (error);
    }
  /* Seat-swapped pairs: game i is seed i / 2 + 1 with the heuristic in seat
   * i % 2, holding the same deck in both. */
  for (guint i = 0; i < games; i++)
    {
      guint64 seed = i / 2 + 1;
      guint h = i % 2;
      DkDeck *mine[2];
      DkAgent *agents[2];
      DkGame *g;
      gint winner;

      mine[h] = decks[seed % G_N_ELEMENTS (names)];
      mine[1 - h] = decks[(seed + 7) % G_N_ELEMENTS (names)];
      g = dk_game_new_full (rs, db, mine, 2, seed, DK_GAME_SIMULATION, &error);
      g_assert_no_error (error);
      agents[h] = dk_agent_new_heuristic (seed * 16 + h, 0.0);
      agents[1 - h] = dk_agent_new_random (seed * 16 + 1 - h);
      winner = dk_game_play_out (g, agents, 100000, &error);
      g_assert_no_error (error);
      wins += winner == (gint) h;
      dk_agent_free (agents[0]);
      dk_agent_free (agents[1]);
      dk_game_free (g);
    }
  g_test_message ("the heuristic won %u of %u games against a random player", wins, games);
  /* Measured: 94 % over 400 games; 80 % leaves room for deck luck. */
  g_assert_cmpuint (wins * 100, >=, games * 80);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    dk_deck_free (decks[i]);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  {
    g_autoptr (DkRuleset) rs = ruleset ("bos-standard");

    db = dk_card_db_new_default (dk_ruleset_get_rules (rs), &error);
    g_assert_no_error (error);
  }

  g_test_add_func ("/bos/agent/main/deploys-its-strongest-fighter-rather-than-pass",
                   test_main_deploys_strongest_rather_than_pass);
  g_test_add_func ("/bos/agent/main/promotes-a-warrior-with-3-kill-tokens",
                   test_main_promotes_warrior_with_kill_tokens);
  g_test_add_func ("/bos/agent/main/declares-battle-when-an-attack-pays",
                   test_main_battle_when_an_attack_pays);
  g_test_add_func ("/bos/agent/main/no-battle-when-every-attack-loses",
                   test_main_no_battle_without_a_good_attack);
  g_test_add_func ("/bos/agent/main/no-battle-without-fighters",
                   test_main_no_battle_without_fighters);
  g_test_add_func ("/bos/agent/main/sets-a-tactic-rather-than-pass",
                   test_main_sets_a_tactic_rather_than_pass);
  g_test_add_func ("/bos/agent/battle/attacks-a-weaker-defender",
                   test_battle_attacks_weaker_defender);
  g_test_add_func ("/bos/agent/battle/no-attack-into-a-stronger-defender",
                   test_battle_no_attack_into_stronger_defender);
  g_test_add_func ("/bos/agent/battle/attacks-a-rest-fighter-by-its-rst",
                   test_battle_attacks_rest_fighter_by_rst);
  g_test_add_func ("/bos/agent/battle/attacks-directly-without-defenders",
                   test_battle_direct_attack_without_defenders);
  g_test_add_func ("/bos/agent/battle/the-most-damage-first", test_battle_biggest_damage_first);
  g_test_add_func ("/bos/agent/battle/first-attack-leaves-the-next-a-target",
                   test_battle_first_attack_leaves_the_next_a_target);
  g_test_add_func ("/bos/agent/battle-royal/attacks-the-leader", test_royal_attacks_the_leader);
  g_test_add_func ("/bos/agent/team/never-attacks-its-teammate", test_team_never_attacks_teammate);
  g_test_add_func ("/bos/agent/window/quench-when-it-turns-the-battle",
                   test_window_quench_turns_the_battle);
  g_test_add_func ("/bos/agent/window/negates-the-opponents-activation",
                   test_window_keeps_negation_for_opponent);
  g_test_add_func ("/bos/agent/end/discards-its-least-valuable-card",
                   test_end_discards_least_valuable);
  g_test_add_func ("/bos/agent/view/hidden-cards-do-not-change-the-choice",
                   test_view_hidden_cards_do_not_change_choice);
  g_test_add_func ("/bos/agent/view/hidden-cards-dealt-again-same-choice",
                   test_view_no_cheating_in_played_games);
  g_test_add_func ("/bos/agent/view/main-phase-set-cards-dealt-by-type",
                   test_view_set_cards_dealt_by_type);
  g_test_add_func ("/bos/agent/evaluate/finished-game-1-to-the-winner",
                   test_evaluate_finished_game);
  g_test_add_func ("/bos/agent/evaluate/team-shares-the-win", test_evaluate_team_shares_the_win);
  g_test_add_func ("/bos/agent/evaluate/teammates-share-the-estimate",
                   test_evaluate_team_members_equal);
  g_test_add_func ("/bos/agent/evaluate/more-sp-is-better", test_evaluate_more_sp_is_better);
  g_test_add_func ("/bos/agent/evaluate/stronger-field-is-better",
                   test_evaluate_stronger_field_is_better);
  g_test_add_func ("/bos/agent/evaluate/eliminated-player-0", test_evaluate_eliminated_player_zero);
  if (g_test_slow () || g_getenv ("DK_AGENT_GAMES"))
    g_test_add_func ("/bos/agent/beats-random", test_beats_random);

  ret = g_test_run ();
  dk_card_db_unref (db);
  return ret;
}
