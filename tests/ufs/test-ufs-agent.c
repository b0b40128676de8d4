/* test-ufs-agent.c: the UFS heuristic computer player (ufs-agent.c).
 *
 * Positions built in code from the plain cards of agent-cards.xml, each
 * with one choice a competent player gets right; the heuristic agent must
 * take it. Then the evaluation of positions, and a short match against
 * the random player.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>

#include "dk-games.h"
#include "ufs/ufs-private.h"
#include "dk-test-position.h"

static DkCardDb *db;
static DkRuleset *standard;

#define add(g, id, player, zone) dkt_add_card (g, db, id, player, zone)
#define add_many(g, id, player, zone, n) dkt_add_cards (g, db, id, player, zone, n)
#define apply dkt_apply
#define pass_windows dkt_pass_priority
#define heuristic_choice(g) dkt_heuristic_choice (g, 7)

/* --- building positions ------------------------------------------------------ */

/* Two fighters at @vit0 and @vit1 vitality, each with a deck of @deck0
 * and @deck1 cards; the rest is the test's. */
static DkGame *
new_position (gint32 vit0, gint32 vit1, const char *deck0, const char *deck1)
{
  DkGame *g = dkt_new_duel (standard, db, "AT-HERO", "AT-RIVAL", vit0, vit1);

  add_many (g, deck0, 0, UFS_ZONE_DECK, 20);
  add_many (g, deck1, 1, UFS_ZONE_DECK, 20);
  return g;
}

/* The combat phase of @active's turn 2. */
static void
start_combat (DkGame *g, guint active)
{
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, active, 2);
  g_assert_false (dk_game_is_over (g));
}

static void
assert_decision (DkGame *g, guint kind, guint player)
{
  const DkDecision *d = dk_game_decision (g);

  g_assert_cmpuint (d->kind, ==, kind);
  g_assert_cmpint (d->player, ==, (gint) player);
}

/* --- forms (F.2.2) --------------------------------------------------------------- */

/* A playable attack with checks it passes, an opponent who may block: it
 * attacks rather than end the phase. */
static void
test_form_plays_attack_rather_than_pass (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-JAB", 0, UFS_ZONE_HAND);
  add_many (g, "AT-NINE", 0, UFS_ZONE_STAGING, 2);
  add_many (g, "AT-MID", 1, UFS_ZONE_HAND, 2);
  start_combat (g, 0);
  assert_decision (g, UFS_DECISION (FORM), 0);
  g_assert_cmpuint (dk_game_decision (g)->n_options, ==, 2);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "play AT-JAB");
}

/* F.2.2.3: a single playable foundation in the hand and no card attempted
 * yet: it does not pass the whole turn. */
static void
test_form_never_passes_turn_holding_playable_card (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-MID", 0, UFS_ZONE_HAND);
  add_many (g, "AT-NINE", 0, UFS_ZONE_STAGING, 6);
  start_combat (g, 0);
  assert_decision (g, UFS_DECISION (FORM), 0);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "play AT-MID");
}

/* F.4.1.2: a form ability that draws a card for each card of a discard
 * pile and ends the Combat Phase is worth less than an attack: the
 * amount of the game is not taken for its packed value, and one's own
 * phase ended counts against. */
static void
test_form_attacks_rather_than_end_own_phase (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-JAB", 0, UFS_ZONE_HAND);
  add (g, "AT-BELL", 0, UFS_ZONE_STAGING);
  add_many (g, "AT-NINE", 0, UFS_ZONE_STAGING, 2);
  add_many (g, "AT-NINE", 0, UFS_ZONE_DISCARD, 2);
  add_many (g, "AT-MID", 1, UFS_ZONE_HAND, 2);
  start_combat (g, 0);
  assert_decision (g, UFS_DECISION (FORM), 0);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "play AT-JAB");
}

/* --- reviews (F.1.2) --------------------------------------------------------------- */

/* The review step of @active's turn 3, the hand already built; @passed:
 * its last Combat Phase passed without a card attempted (F.2.2.3). */
static void
start_review (DkGame *g, guint active, gboolean passed)
{
  ufs_state (g)->must_attempt[active] = passed ? 1 : 0;
  dk_game_start_at (g, UFS_PHASE_READY, UFS_STEP_REVIEW, active, 3);
  assert_decision (g, UFS_DECISION (REVIEW), active);
}

/* F.1.2, F.1.3: a full hand of actions whose abilities wait for an attack
 * started nothing last turn, and the Draw Step brings nothing: it reviews
 * a card, the one that does not even block, or every turn passes for
 * good. */
static void
test_review_turns_over_a_full_hand_that_starts_nothing (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add_many (g, "AT-SPARK", 0, UFS_ZONE_HAND, 5);
  add (g, "AT-FLARE", 0, UFS_ZONE_HAND);
  add_many (g, "AT-NINE", 0, UFS_ZONE_STAGING, 3);
  start_review (g, 0, TRUE);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "review AT-FLARE");
}

/* The same hand with one attack in it, or a card short of its size (the
 * Draw Step brings a new one), or after a turn that attempted a card: the
 * actions are kept for the attacks. */
static void
test_review_keeps_actions_beside_an_attack (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autoptr (DkGame) short_hand = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autoptr (DkGame) played = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;
  g_autofree char *short_choice = NULL;
  g_autofree char *played_choice = NULL;

  add_many (g, "AT-SPARK", 0, UFS_ZONE_HAND, 4);
  add (g, "AT-FLARE", 0, UFS_ZONE_HAND);
  add (g, "AT-JAB", 0, UFS_ZONE_HAND);
  start_review (g, 0, TRUE);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "no-review");

  add_many (short_hand, "AT-SPARK", 0, UFS_ZONE_HAND, 4);
  add (short_hand, "AT-FLARE", 0, UFS_ZONE_HAND);
  start_review (short_hand, 0, TRUE);
  short_choice = heuristic_choice (short_hand);
  g_assert_cmpstr (short_choice, ==, "no-review");

  add_many (played, "AT-SPARK", 0, UFS_ZONE_HAND, 5);
  add (played, "AT-FLARE", 0, UFS_ZONE_HAND);
  start_review (played, 0, FALSE);
  played_choice = heuristic_choice (played);
  g_assert_cmpstr (played_choice, ==, "no-review");
}

/* --- blocks (G.2) ----------------------------------------------------------------- */

/* The opponent plays @attack from the hand (its checks pass: control 9). */
static void
opponent_attacks (DkGame *g, const char *attack)
{
  add (g, attack, 1, UFS_ZONE_HAND);
  start_combat (g, 1);
  assert_decision (g, UFS_DECISION (FORM), 1);
  {
    g_autofree char *text = g_strdup_printf ("play %s", attack);

    apply (g, text);
  }
  pass_windows (g);
}

/* A high attack that hurts: the high block stops it all (G.2.2.2), the
 * mid one only half (G.2.2.3, G.3.2). */
static void
test_block_high_attack_with_high_block (void)
{
  g_autoptr (DkGame) g = new_position (8, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-MID", 0, UFS_ZONE_HAND);
  add (g, "AT-HIGH", 0, UFS_ZONE_HAND);
  add_many (g, "AT-NINE", 0, UFS_ZONE_STAGING, 2);
  opponent_attacks (g, "AT-HAMMER");
  assert_decision (g, UFS_DECISION (BLOCK), 0);
  g_assert_cmpuint (dk_game_decision (g)->n_options, ==, 3);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "block AT-HIGH");
}

/* A mid attack of 4 and the only block in the hand: it blocks rather
 * than take it. */
static void
test_block_damage_that_matters (void)
{
  g_autoptr (DkGame) g = new_position (10, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-MID", 0, UFS_ZONE_HAND);
  opponent_attacks (g, "AT-JAB");
  assert_decision (g, UFS_DECISION (BLOCK), 0);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "block AT-MID");
}

/* --- commits (E.3.5.2, H.4.3) --------------------------------------------------- */

/* A foundation more (it has five) is not worth every ready card on its
 * own turn, which would leave nothing to block with: no commit. */
static void
test_commit_not_all_ready_cards_for_a_minor_foundation (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-ZERO", "AT-NINE");
  gint32 c;

  add (g, "AT-MID", 0, UFS_ZONE_HAND);
  add_many (g, "AT-NINE", 0, UFS_ZONE_CARD_POOL, 2);
  for (guint i = 0; i < 5; i++)
    {
      c = add (g, "AT-NINE", 0, UFS_ZONE_STAGING);
      if (i >= 2)
        dk_game_card_set_flag (g, c, DK_CARD_FLAG_EXHAUSTED, TRUE);
    }
  add_many (g, "AT-MID", 1, UFS_ZONE_HAND, 3);
  start_combat (g, 0);
  apply (g, "play AT-MID");
  /* Difficulty 1 + 2 in the pool, control 0: three to commit, the
   * character and both ready foundations. */
  assert_decision (g, UFS_DECISION (COMMIT), 0);
  {
    g_autofree char *choice = heuristic_choice (g);

    g_assert_cmpstr (choice, ==, "no-commit");
  }
}

/* The same ready cards against a blow that would end the game: it commits
 * them to pass the block's check. */
static void
test_commit_to_block_lethal_attack (void)
{
  g_autoptr (DkGame) g = new_position (5, 20, "AT-ZERO", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-HIGH", 0, UFS_ZONE_HAND);
  add_many (g, "AT-NINE", 0, UFS_ZONE_STAGING, 2);
  opponent_attacks (g, "AT-HAMMER");
  assert_decision (g, UFS_DECISION (BLOCK), 0);
  apply (g, "block AT-HIGH");
  /* Block modifier 0 + speed 2, control 0: two to commit. */
  assert_decision (g, UFS_DECISION (COMMIT), 0);
  choice = heuristic_choice (g);
  g_assert_true (g_str_has_prefix (choice, "commit "));
}

/* H.4.3: a cost of one foundation is paid with the plain foundation, not
 * the character nor the card whose ability is being played. */
static void
test_commit_pays_cost_with_plain_foundation (void)
{
  g_autoptr (DkGame) g = new_position (10, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-TAX", 0, UFS_ZONE_STAGING);
  add (g, "AT-NINE", 0, UFS_ZONE_STAGING);
  add (g, "AT-JAB", 0, UFS_ZONE_HAND);
  start_combat (g, 0);
  apply (g, "ability AT-TAX 1");
  assert_decision (g, UFS_DECISION (COMMIT), 0);
  g_assert_cmpuint (dk_game_decision (g)->n_options, ==, 3);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "commit AT-NINE");
}

/* --- enhances (G.1) ------------------------------------------------------------------ */

/* The opponent has no card to block with: +2 damage lands for sure, and
 * there are foundations to spare. */
static void
test_enhance_adds_damage_that_lands (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-JAB", 0, UFS_ZONE_HAND);
  add (g, "AT-PUMP", 0, UFS_ZONE_STAGING);
  add_many (g, "AT-NINE", 0, UFS_ZONE_STAGING, 3);
  start_combat (g, 0);
  apply (g, "play AT-JAB");
  assert_decision (g, DK_DECISION_PRIORITY, 0);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "ability AT-PUMP 1");
}

/* The same bonus on the last ready card, against a full hand that will
 * likely block it: keep the foundation. */
static void
test_enhance_keeps_last_foundation_when_likely_blocked (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;
  gint32 hero;

  add (g, "AT-JAB", 0, UFS_ZONE_HAND);
  add (g, "AT-PUMP", 0, UFS_ZONE_STAGING);
  add_many (g, "AT-MID", 1, UFS_ZONE_HAND, 6);
  add_many (g, "AT-NINE", 1, UFS_ZONE_STAGING, 4);
  start_combat (g, 0);
  hero = ufs_state_const (g)->character[0];
  dk_game_card_set_flag (g, hero, DK_CARD_FLAG_EXHAUSTED, TRUE);
  apply (g, "play AT-JAB");
  assert_decision (g, DK_DECISION_PRIORITY, 0);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "pass");
}

/* The opponent's attack will land in full (no card to block with) on a
 * fighter at 5: taking 2 damage off it is worth a foundation. */
static void
test_enhance_cuts_damage_that_lands (void)
{
  g_autoptr (DkGame) g = new_position (5, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-SHIELD", 0, UFS_ZONE_STAGING);
  add (g, "AT-JAB", 1, UFS_ZONE_HAND);
  start_combat (g, 1);
  apply (g, "play AT-JAB");
  /* G.1: the attacker has priority first (when it has anything to do). */
  if (dk_game_decision (g)->player == 1)
    apply (g, "pass");
  assert_decision (g, DK_DECISION_PRIORITY, 0);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "ability AT-SHIELD 1");
}

/* --- responses (H.2.3) ----------------------------------------------------------- */

/* After a complete block, a response that gains 2 vitality: worth its
 * commit at 10 vitality, worth nothing at the maximum (J.5.1). */
static void
response_after_complete_block (gint32 vitality, const char *expected)
{
  g_autoptr (DkGame) g = new_position (vitality, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-HIGH", 0, UFS_ZONE_HAND);
  add (g, "AT-MEND", 0, UFS_ZONE_STAGING);
  opponent_attacks (g, "AT-HAMMER");
  assert_decision (g, UFS_DECISION (BLOCK), 0);
  apply (g, "block AT-HIGH");
  /* The block's window: the active player passes first (H.2.3.2.4.1). */
  if (dk_game_decision (g)->player == 1)
    apply (g, "pass");
  assert_decision (g, DK_DECISION_PRIORITY, 0);
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, expected);
}

static void
test_response_gains_vitality_when_hurt (void)
{
  response_after_complete_block (10, "ability AT-MEND 1");
}

static void
test_response_not_at_full_vitality (void)
{
  response_after_complete_block (20, "pass");
}

/* --- fired effects (J.3.2.1.2) ------------------------------------------------------ */

/* Two fired effects of its own on the foundation it played: the damage
 * to the opponent executes before the card drawn, though the draw would
 * have come first in the order of the staging area. */
static void
test_fired_order_most_helpful_first (void)
{
  g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");
  g_autofree char *choice = NULL;

  add (g, "AT-MID", 0, UFS_ZONE_HAND);
  add (g, "AT-REFILL", 0, UFS_ZONE_STAGING);
  add (g, "AT-SCORCH", 0, UFS_ZONE_STAGING);
  start_combat (g, 0);
  apply (g, "play AT-MID");
  assert_decision (g, UFS_DECISION (FIRED_ORDER), 0);
  g_assert_cmpuint (dk_game_decision (g)->n_options, ==, 2);
  {
    g_autofree char *first = dk_game_option_to_string (g, &dk_game_decision (g)->options[0]);

    g_assert_cmpstr (first, ==, "choose AT-REFILL");
  }
  choice = heuristic_choice (g);
  g_assert_cmpstr (choice, ==, "choose AT-SCORCH");
}

/* --- evaluate -------------------------------------------------------------------------- */

static void
evaluate (DkGame *g, double *v)
{
  dk_game_evaluate (g, v);
  g_assert_cmpfloat (v[0], >=, 0.0);
  g_assert_cmpfloat (v[0], <=, 1.0);
  g_assert_cmpfloat_with_epsilon (v[0] + v[1], 1.0, 1e-9);
}

/* More vitality, more chance, and nothing jumps: one point moves the
 * estimate by a little. */
static void
test_evaluate_monotone_in_vitality (void)
{
  double last = 0.0;

  for (gint32 vit = 1; vit <= 20; vit++)
    {
      g_autoptr (DkGame) g = new_position (vit, 12, "AT-NINE", "AT-NINE");
      double v[2];

      add (g, "AT-JAB", 0, UFS_ZONE_HAND);
      start_combat (g, 0);
      assert_decision (g, UFS_DECISION (FORM), 0);
      evaluate (g, v);
      if (vit > 1)
        {
          g_assert_cmpfloat (v[0], >, last);
          g_assert_cmpfloat (v[0] - last, <, 0.1);
        }
      last = v[0];
    }
}

/* Equal sides: the player whose turn it is stands a little better, the
 * same for either; more cards in hand is better. */
static DkGame *
even_position (guint active)
{
  DkGame *g = new_position (20, 20, "AT-NINE", "AT-NINE");

  /* A card each: the combat phase waits for the active player's form. */
  add (g, "AT-JAB", 0, UFS_ZONE_HAND);
  add (g, "AT-JAB", 1, UFS_ZONE_HAND);
  start_combat (g, active);
  assert_decision (g, UFS_DECISION (FORM), active);
  return g;
}

static void
test_evaluate_even_and_card_advantage (void)
{
  g_autoptr (DkGame) first = even_position (0);
  g_autoptr (DkGame) second = even_position (1);
  double v[2], w[2], before;

  evaluate (first, v);
  evaluate (second, w);
  g_assert_cmpfloat (v[0], >, 0.5);
  g_assert_cmpfloat (v[0], <, 0.75);
  g_assert_cmpfloat_with_epsilon (v[0], w[1], 1e-9);
  before = v[0];
  add_many (first, "AT-MID", 0, UFS_ZONE_HAND, 3);
  evaluate (first, v);
  g_assert_cmpfloat (v[0], >, before);
}

/* A finished game gives 1 to the winner, 0 to the loser; a draw half. */
static void
test_evaluate_finished_game (void)
{
  double v[2];

  {
    g_autoptr (DkGame) g = new_position (20, 1, "AT-NINE", "AT-NINE");

    start_combat (g, 0);
    dk_game_end (g, 1);
    dk_game_evaluate (g, v);
    g_assert_cmpfloat (v[0], ==, 0.0);
    g_assert_cmpfloat (v[1], ==, 1.0);
  }
  {
    g_autoptr (DkGame) g = new_position (20, 20, "AT-NINE", "AT-NINE");

    start_combat (g, 0);
    dk_game_end (g, -1);
    dk_game_evaluate (g, v);
    g_assert_cmpfloat (v[0], ==, 0.5);
    g_assert_cmpfloat (v[1], ==, 0.5);
  }
}

/* --- against the random player ----------------------------------------------------- */

/* 20 pairs of games with the starter decks, seats swapped in each pair,
 * fixed seeds: the heuristic wins at least 80 % (it wins about 96 % of
 * many such games). */
static void
test_heuristic_beats_random (void)
{
  static const char *const names[] = { "kira", "odo", "sela", "brannoch" };
  DkDeck *decks[4];
  guint wins = 0, games = 0;

  for (guint i = 0; i < 4; i++)
    decks[i] = dkt_load_deck (db, "ufs", "%s-starter.deck", names[i]);
  for (guint i = 0; i < 20; i++)
    for (guint seat = 0; seat < 2; seat++)
      {
        g_autoptr (GError) error = NULL;
        DkDeck *pair[2] = { decks[i % 4], decks[(i / 4 + 1) % 4] };
        g_autoptr (DkGame) g =
            dk_game_new_full (standard, db, pair, 2, i, DK_GAME_SIMULATION, &error);
        g_autoptr (DkAgent) heuristic = dk_agent_new_heuristic (100 + i, 0.0);
        g_autoptr (DkAgent) random = dk_agent_new_random (200 + i);
        DkAgent *agents[2];
        gint winner;

        g_assert_no_error (error);
        agents[seat] = heuristic;
        agents[1 - seat] = random;
        winner = dk_game_play_out (g, agents, 20000, &error);
        g_assert_no_error (error);
        g_assert_cmpint (winner, >=, -1);
        games++;
        wins += winner == (gint) seat;
      }
  g_test_message ("heuristic won %u of %u games against random", wins, games);
  g_assert_cmpuint (wins * 100, >=, games * 80);
  for (guint i = 0; i < 4; i++)
    dk_deck_free (decks[i]);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  db = dkt_load_test_cards ("ufs-standard", &standard, "agent-cards.xml");

  g_test_add_func ("/ufs/agent/form/plays-attack-rather-than-pass",
                   test_form_plays_attack_rather_than_pass);
  g_test_add_func ("/ufs/agent/form/never-passes-turn-holding-playable-card",
                   test_form_never_passes_turn_holding_playable_card);
  g_test_add_func ("/ufs/agent/form/F.4.1.2/attacks-rather-than-end-own-phase",
                   test_form_attacks_rather_than_end_own_phase);
  g_test_add_func ("/ufs/agent/review/turns-over-a-full-hand-that-starts-nothing",
                   test_review_turns_over_a_full_hand_that_starts_nothing);
  g_test_add_func ("/ufs/agent/review/keeps-actions-beside-an-attack",
                   test_review_keeps_actions_beside_an_attack);
  g_test_add_func ("/ufs/agent/block/high-attack-with-high-block",
                   test_block_high_attack_with_high_block);
  g_test_add_func ("/ufs/agent/block/damage-that-matters", test_block_damage_that_matters);
  g_test_add_func ("/ufs/agent/commit/not-all-ready-cards-for-a-minor-foundation",
                   test_commit_not_all_ready_cards_for_a_minor_foundation);
  g_test_add_func ("/ufs/agent/commit/to-block-lethal-attack", test_commit_to_block_lethal_attack);
  g_test_add_func ("/ufs/agent/commit/pays-cost-with-plain-foundation",
                   test_commit_pays_cost_with_plain_foundation);
  g_test_add_func ("/ufs/agent/enhance/adds-damage-that-lands",
                   test_enhance_adds_damage_that_lands);
  g_test_add_func ("/ufs/agent/enhance/keeps-last-foundation-when-likely-blocked",
                   test_enhance_keeps_last_foundation_when_likely_blocked);
  g_test_add_func ("/ufs/agent/enhance/cuts-damage-that-lands",
                   test_enhance_cuts_damage_that_lands);
  g_test_add_func ("/ufs/agent/response/gains-vitality-when-hurt",
                   test_response_gains_vitality_when_hurt);
  g_test_add_func ("/ufs/agent/response/not-at-full-vitality", test_response_not_at_full_vitality);
  g_test_add_func ("/ufs/agent/fired/J.3.2.1.2/most-helpful-first",
                   test_fired_order_most_helpful_first);
  g_test_add_func ("/ufs/agent/evaluate/monotone-in-vitality", test_evaluate_monotone_in_vitality);
  g_test_add_func ("/ufs/agent/evaluate/even-and-card-advantage",
                   test_evaluate_even_and_card_advantage);
  g_test_add_func ("/ufs/agent/evaluate/finished-game", test_evaluate_finished_game);
  g_test_add_func ("/ufs/agent/heuristic-beats-random", test_heuristic_beats_random);
  ret = g_test_run ();
  dk_card_db_unref (db);
  dk_ruleset_unref (standard);
  return ret;
}
