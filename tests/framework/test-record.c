/* test-record.c: what each player is shown of the game, driven by the test
 * game.
 *
 * - the record keeps who knew each card of an event or a choice, and a
 *   player's view of it hides the others (events, choices, whole logs);
 * - a card known at the next decision is shown in the events before it;
 * - an option naming a card its viewer does not know names it by its place,
 *   `?ZONE.PLAYER.N`, and that form is read back; ids of unknown cards are
 *   not;
 * - a view tells neither a hidden zone's order nor a card by its index, nor
 *   another player's options; a look makes a zone known until a shuffle.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <string.h>

#include "sk-fixture.h"
#include "sk-module.h"


static char *
event_json (const DkGame *g, const DkEvent *ev, gint viewer)
{
  GString *s = g_string_new (NULL);

  dk_game_event_to_json_for (g, ev, viewer, s);
  return g_string_free (s, FALSE);
}

static gint
zone_index (const char *name)
{
  gint z = dk_rules_zone_index (sk_fx.rules, name);

  g_assert_cmpint (z, >=, 0);
  return z;
}

/* The zone-change events that took @card from the deck to the hand. */
static const DkEvent *
find_draw (const DkGame *g, gint32 card)
{
  guint zone_change = (guint) dk_rules_event_index (sk_fx.rules, "zone-change");

  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      const DkEvent *ev = dk_game_event (g, i);

      if (ev->type == zone_change && ev->card == card && ev->a[0] == zone_index ("deck") &&
          ev->a[1] == zone_index ("hand"))
        return ev;
    }
  return NULL;
}

/* Player 2's opening hand: hidden from player 1 and a spectator in the
 * record, shown to player 2 and in the full record. */
static void
test_draws_hidden (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (3);
  guint n;
  const guint16 *hand = dk_game_zone (g, SK_ZONE_HAND, 1, &n);

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const DkEvent *ev = find_draw (g, hand[i]);
      const DkCardDef *def = dk_game_card_def (g, hand[i]);
      g_autofree char *as_1 = NULL, *as_2 = NULL, *as_spectator = NULL, *full = NULL;
      g_autofree char *id = g_strdup_printf ("\"card\":\"%s\",\"copy\":%u", def->id,
                                             dk_game_card (g, hand[i])->copy_no);

      g_assert_nonnull (ev);
      as_1 = event_json (g, ev, 0);
      as_2 = event_json (g, ev, 1);
      as_spectator = event_json (g, ev, DK_VIEWER_SPECTATOR);
      full = event_json (g, ev, DK_VIEWER_FULL);
      g_assert_nonnull (strstr (as_1, "\"card\":\"hidden\",\"from\""));
      g_assert_null (strstr (as_1, def->id));
      g_assert_null (strstr (as_1, "\"copy\""));
      g_assert_cmpstr (as_spectator, ==, as_1);
      g_assert_nonnull (strstr (as_2, id));
      g_assert_cmpstr (full, ==, as_2);
    }
}

/* dk_game_event_card_def() names a card exactly where the viewer's record
 * of the event does: player 2's drawn cards for player 2 and the full
 * record, for no one else. */
static void
test_event_card_def (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (3);
  guint n;
  const guint16 *hand = dk_game_zone (g, SK_ZONE_HAND, 1, &n);

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const DkEvent *ev = find_draw (g, hand[i]);
      const DkCardDef *def = dk_game_card_def (g, hand[i]);

      g_assert_nonnull (ev);
      g_assert_null (dk_game_event_card_def (g, ev, -1, 0));
      g_assert_null (dk_game_event_card_def (g, ev, -1, DK_VIEWER_SPECTATOR));
      g_assert_true (dk_game_event_card_def (g, ev, -1, 1) == def);
      g_assert_true (dk_game_event_card_def (g, ev, -1, DK_VIEWER_FULL) == def);
      /* The zone-change's attributes are zones, not cards. */
      for (gint slot = 0; slot < DK_EVENT_ARGS; slot++)
        g_assert_null (dk_game_event_card_def (g, ev, slot, DK_VIEWER_FULL));
    }
}

/* Text for a person keeps its plain string whole and its styled runs in
 * order, runs of one style that touch joined, plain text unmarked. */
static void
test_text_buf (void)
{
  g_autoptr (DkTextBuf) t = dk_text_buf_new ();
  const DkTextRun *r;

  dk_text_buf_append (t, DK_TEXT_LABEL, "vitality ");
  dk_text_buf_printf (t, DK_TEXT_VALUE, "%d", 20);
  dk_text_buf_printf (t, DK_TEXT_VALUE, "/%d", 25);
  dk_text_buf_append (t, DK_TEXT_PLAIN, ", ");
  dk_text_buf_append (t, DK_TEXT_PLAYER + 1, "Player 2");
  dk_text_buf_append (t, DK_TEXT_CARD, "");
  dk_text_buf_newline (t);
  g_assert_cmpstr (dk_text_buf_get_string (t), ==, "vitality 20/25, Player 2\n");
  g_assert_cmpuint (dk_text_buf_get_length (t), ==, 25);
  g_assert_cmpuint (dk_text_buf_n_runs (t), ==, 3);
  r = dk_text_buf_get_run (t, 0);
  g_assert_cmpuint (r->start, ==, 0);
  g_assert_cmpuint (r->end, ==, 9);
  g_assert_cmpint (r->style, ==, DK_TEXT_LABEL);
  r = dk_text_buf_get_run (t, 1);
  g_assert_cmpuint (r->start, ==, 9);
  g_assert_cmpuint (r->end, ==, 14);
  g_assert_cmpint (r->style, ==, DK_TEXT_VALUE);
  r = dk_text_buf_get_run (t, 2);
  g_assert_cmpuint (r->start, ==, 16);
  g_assert_cmpuint (r->end, ==, 24);
  g_assert_cmpint (r->style, ==, DK_TEXT_PLAYER + 1);
  dk_text_buf_clear (t);
  g_assert_cmpstr (dk_text_buf_get_string (t), ==, "");
  g_assert_cmpuint (dk_text_buf_n_runs (t), ==, 0);
}

/* A log says whose view it is on its first line, and a player's log has
 * no id of a card that player never knew. */
static void
test_log_header_and_view (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (5);
  g_autoptr (GString) full = g_string_new (NULL);
  g_autoptr (GString) as_1 = g_string_new (NULL);
  g_autoptr (GString) as_spectator = g_string_new (NULL);
  g_autoptr (GString) plain = g_string_new (NULL);
  g_autoptr (DkAgent) agent = dk_agent_new_random (9);

  for (guint i = 0; i < 40 && !dk_game_is_over (g); i++)
    g_assert_true (dk_game_apply (g, agent->choose (agent, g, dk_game_decision (g)), NULL));
  dk_game_append_log (g, DK_VIEWER_FULL, full);
  dk_game_append_log (g, 0, as_1);
  dk_game_append_log (g, DK_VIEWER_SPECTATOR, as_spectator);
  g_assert_true (
      g_str_has_prefix (full->str, "{\"view\":\"full\",\"game\":\"skirmish\",\"players\":2}\n"));
  g_assert_true (g_str_has_prefix (
      as_1->str, "{\"view\":\"player\",\"player\":1,\"game\":\"skirmish\",\"players\":2}\n"));
  g_assert_true (g_str_has_prefix (as_spectator->str, "{\"view\":\"spectator\","));
  g_assert_null (strstr (full->str, "hidden"));
  g_assert_nonnull (strstr (as_1->str, "\"card\":\"hidden\""));

  /* The full log is dk_game_event_to_json() line after line. */
  for (guint i = 0; i < dk_game_n_events (g); i++)
    {
      dk_game_event_to_json (g, dk_game_event (g, i), plain);
      g_string_append_c (plain, '\n');
    }
  g_assert_cmpstr (strchr (full->str, '\n') + 1, ==, plain->str);

  /* Every card still in player 2's deck was never known to player 1: its
   * definition shows in player 1's log only if another copy was seen. */
  {
    guint n;
    const guint16 *deck = dk_game_zone (g, SK_ZONE_DECK, 1, &n);

    for (guint i = 0; i < n; i++)
      {
        const DkCardDef *def = dk_game_card_def (g, deck[i]);
        gboolean seen = FALSE;

        for (guint c = 0; c < dk_game_n_cards (g); c++)
          if (dk_game_card (g, (gint32) c)->def == def->index &&
              dk_game_card_known_by (g, (gint32) c, 0))
            seen = TRUE;
        if (!seen)
          g_assert_null (strstr (as_1->str, def->id));
      }
  }
}

/* A card played from the hand is known to everyone at the next decision:
 * the choice that played it shows it; its draw, settled at an earlier
 * decision while it was in the hand, stays hidden. */
static void
test_settled_at_next_decision (void)
{
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr (DkGame) g = sk_fixture_new_game (seed);
      g_autoptr (DkAgent) agent = dk_agent_new_random (seed);
      guint play = (guint) dk_rules_verb_index (sk_fx.rules, "play");

      while (!dk_game_is_over (g))
        {
          const DkDecision *d = dk_game_decision (g);
          guint before = dk_game_n_choices (g);
          guint k;

          for (k = 0; k < d->n_options; k++)
            if (d->options[k].verb == play && d->player == 1 && dk_game_turn (g) >= 2)
              break;
          if (k == d->n_options)
            {
              g_assert_true (dk_game_apply (g, agent->choose (agent, g, d), NULL));
              continue;
            }
          {
            gint32 card = d->options[k].args[0];
            const DkCardDef *def = dk_game_card_def (g, card);
            const DkEvent *draw = find_draw (g, card);
            g_autofree char *expected = g_strdup_printf ("play %s", def->id);
            g_autofree char *seen_by_1 = NULL;
            g_autofree char *draw_by_1 = NULL;
            gint who = -1;

            /* Player 1 does not know it while it is in the hand. */
            g_assert_false (dk_game_card_known_by (g, card, 0));
            g_assert_true (dk_game_apply (g, k, NULL));
            g_assert_true (dk_game_card_known_by (g, card, 0));
            seen_by_1 = dk_game_choice_to_string_for (g, before, 0, &who);
            g_assert_cmpint (who, ==, 1);
            g_assert_cmpstr (seen_by_1, ==, expected);
            if (draw != NULL)
              {
                draw_by_1 = event_json (g, draw, 0);
                g_assert_nonnull (strstr (draw_by_1, "\"card\":\"hidden\""));
              }
            return;
          }
        }
    }
  g_assert_not_reached ();
}

/* The mulligan puts the hand into the deck: player 2 saw none of it, so
 * their record of the moves hides the cards, and the owner's shows them
 * although the shuffle made them unknown again. */
static void
test_stamped_when_it_happened (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (8);
  guint zone_change = (guint) dk_rules_event_index (sk_fx.rules, "zone-change");
  guint from = dk_game_n_events (g);
  guint moved = 0;

  g_assert_cmpint (dk_game_decision (g)->player, ==, 0);
  g_assert_true (dk_game_apply_text (g, "mulligan", NULL));
  for (guint i = from; i < dk_game_n_events (g); i++)
    {
      const DkEvent *ev = dk_game_event (g, i);
      g_autofree char *as_1 = NULL, *as_2 = NULL;

      if (ev->type != zone_change || ev->a[0] != zone_index ("hand"))
        continue;
      moved++;
      as_1 = event_json (g, ev, 0);
      as_2 = event_json (g, ev, 1);
      g_assert_null (strstr (as_1, "hidden"));
      g_assert_nonnull (strstr (as_2, "\"card\":\"hidden\""));
      if (dk_game_zone_kind (g, dk_game_card (g, ev->card)->zone) == SK_ZONE_DECK)
        g_assert_false (dk_game_card_known_by (g, ev->card, 0));
    }
  g_assert_cmpuint (moved, ==, 5);
}

/* A decision made by hand in a view (as a module would): the card of
 * player 2's hand is named by its place, read back by that place and not
 * by its id; the card player 1 knows keeps its id. */
static void
test_place_forms_in_a_view (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (4);
  g_autoptr (DkGame) view = dk_game_view (g, 0);
  g_autoptr (GError) error = NULL;
  guint n1, n2, index = 99;
  const guint16 *mine = dk_game_zone (g, SK_ZONE_HAND, 0, &n1);
  const guint16 *theirs = dk_game_zone (g, SK_ZONE_HAND, 1, &n2);
  gint32 hidden = theirs[n2 - 2]; /* second from the top */
  const DkCardDef *hidden_def = dk_game_card_def (g, hidden);
  g_autofree char *hidden_text = NULL, *known_text = NULL, *label = NULL;
  g_autofree char *by_id = g_strdup_printf ("choose %s", hidden_def->id);
  g_autofree char *mine_text = g_strdup_printf ("choose %s", dk_game_card_def (g, mine[0])->id);
  const DkDecision *d;

  g_assert_cmpuint (n2, >=, 2);
  dk_game_decide (view, 0, DK_DECISION_CHOOSE);
  dk_option_add_card (dk_game_offer (view, DK_VERB_CHOOSE, 0), mine[0]);
  dk_option_add_card (dk_game_offer (view, DK_VERB_CHOOSE, 0), hidden);
  d = dk_game_decision (view);
  g_assert_nonnull (d);
  known_text = dk_game_option_to_string (view, &dk_game_decision (view)->options[0]);
  hidden_text = dk_game_option_to_string (view, &dk_game_decision (view)->options[1]);
  label = dk_game_option_label (view, &dk_game_decision (view)->options[1]);
  g_assert_cmpstr (known_text, ==, mine_text);
  g_assert_cmpstr (hidden_text, ==, "choose ?hand.2.2");
  g_assert_cmpstr (label, ==, "choose a hidden card");

  g_assert_true (dk_game_find_option (view, "choose ?hand.2.2", &index, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (index, ==, 1);
  g_assert_true (dk_game_find_option (view, mine_text, &index, &error));
  g_assert_cmpuint (index, ==, 0);
  /* Without an index wanted, it only says whether the action is legal. */
  g_assert_true (dk_game_find_option (view, mine_text, NULL, &error));
  g_assert_no_error (error);
  /* Trying the id tells nothing: the viewer's game does not know it. */
  if (dk_game_card (g, mine[0])->def != hidden_def->index)
    {
      g_assert_false (dk_game_find_option (view, by_id, &index, &error));
      g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_ILLEGAL);
      g_clear_error (&error);
    }
  /* Places that name nothing. */
  {
    static const char *const bad[] = { "choose ?hand",        "choose ?.1.1",
                                       "choose ?nowhere.1.1", "choose ?hand.3.1",
                                       "choose ?hand.2.0",    "choose ?hand.2.99",
                                       "choose ?hand.x.1" };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_assert_false (dk_game_find_option (view, bad[i], &index, &error));
        g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE);
        g_clear_error (&error);
      }
  }
}

/* In the real game, a place names the card there, whatever it is: a script
 * may use it where an id would do. */
static void
test_place_forms_in_the_game (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (4);
  g_autoptr (GError) error = NULL;
  guint by_place = 99;
  guint n;
  const guint16 *deck = dk_game_zone (g, SK_ZONE_DECK, 1, &n);

  /* The first decision (keep or mulligan) names no card: pose one, as a
   * module would. */
  g_autoptr (DkGame) c = dk_game_copy (g);

  dk_game_decide (c, 0, DK_DECISION_CHOOSE);
  dk_option_add_card (dk_game_offer (c, DK_VERB_CHOOSE, 0), deck[n - 1]);
  dk_option_add_card (dk_game_offer (c, DK_VERB_CHOOSE, 0), deck[0]);
  g_assert_true (dk_game_find_option (c, "choose ?deck.2.1", &by_place, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (by_place, ==, 0);
  g_assert_false (dk_game_find_option (c, "choose ?deck.2.1000", &by_place, &error));
  g_assert_error (error, DK_GAME_ERROR, DK_GAME_ERROR_PARSE);
  g_clear_error (&error);
  {
    g_autofree char *bottom = g_strdup_printf ("choose ?deck.2.%u", n);

    g_assert_true (dk_game_find_option (c, bottom, &by_place, &error));
    g_assert_cmpuint (by_place, ==, 1);
  }
}

/* A view lists a hidden zone's unknown cards in index order; its cards
 * are made in no decklist order; a spectator's view hides both hands. */
static void
test_view_hides_order (void)
{
  gboolean decklist_order = TRUE;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (DkGame) g = sk_fixture_new_game (seed);
      g_autoptr (DkGame) view = dk_game_view (g, 0);
      g_autoptr (DkGame) public = dk_game_view_public (g);
      guint n;
      const guint16 *deck = dk_game_zone (view, SK_ZONE_DECK, 1, &n);
      guint16 last = 0;

      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpuint (dk_game_card (view, deck[i])->def, ==, DK_UNKNOWN_DEF);
          g_assert_cmpuint (deck[i], >, last);
          last = deck[i];
        }
      for (guint p = 0; p < 2; p++)
        {
          const guint16 *hand = dk_game_zone (public, SK_ZONE_HAND, p, &n);

          for (guint i = 0; i < n; i++)
            g_assert_null (dk_game_card_def (public, hand[i]));
        }
      /* Player 1's own hand is theirs to see. */
      {
        const guint16 *hand = dk_game_zone (view, SK_ZONE_HAND, 0, &n);

        for (guint i = 0; i < n; i++)
          g_assert_nonnull (dk_game_card_def (view, hand[i]));
      }
      g_assert_cmpuint (dk_game_decision (public)->n_options, ==, 0);
      /* Decklist order: the deck's entries in file order. */
      {
        guint n_entries;
        const DkDeckEntry *e = dk_deck_get_entries (sk_fx.decks[0], &n_entries);
        guint k = 0;

        for (guint i = 0; i < n_entries; i++)
          for (guint j = 0; j < e[i].count; j++, k++)
            if (dk_game_card (g, (gint32) k)->def != e[i].def)
              decklist_order = FALSE;
      }
    }
  g_assert_false (decklist_order);
}

/* A look makes every card of the zone known to that player until the zone
 * is shuffled. */
static void
test_look (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (2);
  guint n;
  const guint16 *deck = dk_game_zone (g, SK_ZONE_DECK, 0, &n);
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (guint16));

  g_array_append_vals (cards, deck, n);
  for (guint i = 0; i < n; i++)
    g_assert_false (dk_game_card_known_by (g, deck[i], 0));
  dk_game_look (g, SK_ZONE_DECK, 0, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (dk_game_card_known_by (g, deck[i], 0));
      g_assert_false (dk_game_card_known_by (g, deck[i], 1));
    }
  dk_game_shuffle (g, SK_ZONE_DECK, 0);
  for (guint i = 0; i < cards->len; i++)
    g_assert_false (dk_game_card_known_by (g, g_array_index (cards, guint16, i), 0));
}

/* Turned face down, a card stays known to the players who saw it face up;
 * a card from a hand turned face down as it arrives is known to its
 * controller only. */
static void
test_face_down_keeps_knowledge (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (2);
  guint n;
  const guint16 *hand = dk_game_zone (g, SK_ZONE_HAND, 0, &n);
  gint32 seen = hand[n - 1];
  gint32 unseen = hand[n - 2];

  dk_game_move (g, seen, SK_ZONE_FIELD, 0, DK_POS_TOP);
  g_assert_true (dk_game_card_known_by (g, seen, 1));
  dk_game_card_set_flag (g, seen, DK_CARD_FLAG_FACE_DOWN, TRUE);
  g_assert_true (dk_game_card_known_by (g, seen, 0));
  g_assert_true (dk_game_card_known_by (g, seen, 1));

  dk_game_card_set_flag (g, unseen, DK_CARD_FLAG_FACE_DOWN, TRUE);
  dk_game_move (g, unseen, SK_ZONE_FIELD, 0, DK_POS_TOP);
  g_assert_true (dk_game_card_known_by (g, unseen, 0));
  g_assert_false (dk_game_card_known_by (g, unseen, 1));
  dk_game_card_set_flag (g, unseen, DK_CARD_FLAG_FACE_DOWN, FALSE);
  g_assert_true (dk_game_card_known_by (g, unseen, 1));
}

/* A card revealed from a hand and then set face down from it: the other
 * player cannot tell which of the hand's cards was set, so it is no longer
 * known to them; put face up, everyone sees it again. */
static void
test_hand_loses_track (void)
{
  g_autoptr (DkGame) g = sk_fixture_new_game (2);
  guint n;
  const guint16 *hand = dk_game_zone (g, SK_ZONE_HAND, 0, &n);
  gint32 revealed = hand[n - 1];
  gint32 played = hand[n - 2];

  dk_game_reveal (g, revealed, 0);
  g_assert_true (dk_game_card_known_by (g, revealed, 1));
  dk_game_card_set_flag (g, revealed, DK_CARD_FLAG_FACE_DOWN, TRUE);
  dk_game_move (g, revealed, SK_ZONE_FIELD, 0, DK_POS_TOP);
  g_assert_true (dk_game_card_known_by (g, revealed, 0));
  g_assert_false (dk_game_card_known_by (g, revealed, 1));

  dk_game_reveal (g, played, 0);
  dk_game_move (g, played, SK_ZONE_DECK, 0, DK_POS_TOP);
  g_assert_true (dk_game_card_known_by (g, played, 0));
  g_assert_false (dk_game_card_known_by (g, played, 1));
  dk_game_move (g, played, SK_ZONE_FIELD, 0, DK_POS_TOP);
  g_assert_true (dk_game_card_known_by (g, played, 1));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  sk_fixture_init ();
  g_test_add_func ("/record/hidden/draws", test_draws_hidden);
  g_test_add_func ("/record/hidden/event-card-def", test_event_card_def);
  g_test_add_func ("/record/text-buf", test_text_buf);
  g_test_add_func ("/record/hidden/log-header-and-view", test_log_header_and_view);
  g_test_add_func ("/record/hidden/settled-at-next-decision", test_settled_at_next_decision);
  g_test_add_func ("/record/hidden/stamped-when-it-happened", test_stamped_when_it_happened);
  g_test_add_func ("/record/hidden/face-down-keeps-knowledge", test_face_down_keeps_knowledge);
  g_test_add_func ("/record/hidden/hand-loses-track", test_hand_loses_track);
  g_test_add_func ("/record/place/in-a-view", test_place_forms_in_a_view);
  g_test_add_func ("/record/place/in-the-game", test_place_forms_in_the_game);
  g_test_add_func ("/record/view/hides-order", test_view_hides_order);
  g_test_add_func ("/record/view/look", test_look);
  status = g_test_run ();
  sk_fixture_clear ();
  return status;
}
