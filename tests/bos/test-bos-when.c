/* test-bos-when.c: a compiled <when> matches exactly the events that its
 * attributes, compared by name, match.
 *
 * The BoS module compiles each trigger's <when> once, at load
 * (bos-card.c): its attributes become tests of the event's arguments as
 * numbers. These tests hold the compiled form against the comparison of
 * the attributes as the log writes them (dk_game_event_attr_string), over
 * every argument value near the ones the cards name. The events the cards
 * of a game wait for also decide which of the framework's events the
 * module is not passed at all (the quiet events).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "dk-games.h"
#include "bos/bos-private.h"
#include "bos/bos-util.h"

static const char cards_xml[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset game=\"bos\" id=\"TW\" name=\"when tests\" format=\"1\">\n"
    "  <card id=\"TW-SELF\" type=\"fighter\" name=\"Self\" class=\"warrior\" atk=\"1\" rst=\"1\">\n"
    "    <ability type=\"trigger\" text=\"a\"><when event=\"battle\" player=\"you\" card=\"self\" "
    "result=\"win\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"b\"><when event=\"battle\" "
    "result=\"bogus\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"c\"><when event=\"attack-declared\" player=\"opponent\" "
    "direct=\"true\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"d\"><when event=\"attack-declared\" direct=\"false\" "
    "defender=\"2\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"e\"><when event=\"attack-declared\" "
    "direct=\"yes\"/><effect/>"
    "</ability>\n"
    "    <ability type=\"trigger\" text=\"f\"><when event=\"sent-to-discard\" cause=\"sacrificed\" "
    "from=\"fighters\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"g\"><when event=\"battle-damage\" amount=\"500\" "
    "dealer=\"1\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"h\"><when event=\"battle-damage\" "
    "amount=\"0500\"/><effect/>"
    "</ability>\n"
    "    <ability type=\"trigger\" text=\"i\"><when event=\"control-change\" "
    "from=\"none\"/><effect/>"
    "</ability>\n"
    "  </card>\n"
    "  <card id=\"TW-MORE\" type=\"fighter\" name=\"More\" class=\"warrior\" atk=\"1\" rst=\"1\">\n"
    "    <ability type=\"trigger\" text=\"j\"><when event=\"phase-begin\" "
    "phase=\"ready\"/><effect/>"
    "</ability>\n"
    "    <ability type=\"trigger\" text=\"k\"><when event=\"phase-begin\" "
    "phase=\"nowhere\"/><effect/>"
    "</ability>\n"
    "    <ability type=\"trigger\" text=\"l\"><when event=\"leaves-field\" to=\"discard\" "
    "cause=\"destroyed\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"m\"><when event=\"destroyed\" "
    "source=\"TW-SELF\"/><effect/>"
    "</ability>\n"
    "    <ability type=\"trigger\" text=\"n\"><when event=\"kill-token\" turn=\"3\" count=\"-1\"/>"
    "<effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"o\"><when event=\"deploy\" "
    "no-such=\"1\"/><effect/></ability>\n"
    "    <ability type=\"trigger\" text=\"p\"><when event=\"kill-token\" count=\"1\" by=\"1\" "
    "card=\"this-fighter\"/><effect/></ability>\n"
    "  </card>\n"
    "</cardset>\n";

typedef struct
{
  DkRuleset *ruleset;
  DkCardDb *db;
  DkGame *game;
  gint32 self;
  gint32 more;
} Fixture;

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("test-bos-when-XXXXXX.xml", &path, &error);

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, cards_xml, -1, &error));
  g_assert_no_error (error);
  close (fd);
  fx->ruleset = dk_ruleset_find ("bos-standard", &error);
  g_assert_no_error (error);
  fx->db = dk_card_db_new (dk_ruleset_get_rules (fx->ruleset));
  dk_card_db_load_file (fx->db, path, &error);
  g_assert_no_error (error);
  g_unlink (path);
  fx->game = dk_game_new_empty (fx->ruleset, fx->db, 2, 1);
  fx->self = dk_game_add_card (fx->game, dk_card_db_lookup (fx->db, "TW-SELF")->index, 0,
                               BOS_ZONE_FIGHTERS, &error);
  g_assert_no_error (error);
  fx->more = dk_game_add_card (fx->game, dk_card_db_lookup (fx->db, "TW-MORE")->index, 1,
                               BOS_ZONE_FIGHTERS, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  dk_game_free (fx->game);
  dk_card_db_unref (fx->db);
  dk_ruleset_unref (fx->ruleset);
}

/* The <when> of @ab compared by name, as the module did before it
 * compiled cards. */
static gboolean
matches_by_name (
    const DkGame *g, const DkAbility *ab, gint32 source, guint player, const DkEvent *ev)
{
  if (ab->when_event < 0 || (guint) ab->when_event != ev->type)
    return FALSE;
  if (ab->when_player == 1 && ev->player != (gint) player)
    return FALSE;
  if (ab->when_player == 2 && (ev->player < 0 || !bos_is_opponent (g, player, (guint) ev->player)))
    return FALSE;
  for (guint i = 0; i < ab->n_when_attrs; i++)
    {
      const DkAttr *a = &ab->when_attrs[i];
      g_autofree char *v = NULL;

      if (strcmp (a->name, "card") == 0 && strcmp (a->value, "self") == 0)
        {
          if (ev->card != source)
            return FALSE;
          continue;
        }
      if (strcmp (a->name, "card") == 0 && strcmp (a->value, "this-fighter") == 0)
        {
          if (ev->card == DK_NO_CARD || ev->card != bos_this_fighter (g, source))
            return FALSE;
          continue;
        }
      v = dk_game_event_attr_string (g, ev, a->name);
      if (v == NULL || strcmp (v, a->value) != 0)
        return FALSE;
    }
  return TRUE;
}

/* Every event of the ability's kind with arguments near what cards name:
 * the compiled and the by-name forms agree on each. Returns how many
 * matched. */
static guint
check_card (Fixture *fx, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (fx->game, card);
  static const gint32 values[] = { -1, 0, 1, 2, 3, 4, 5, 6, 7, 500, 501 };
  static const gint32 cards[] = { DK_NO_CARD, 0, 1 };
  guint matched = 0;

  for (guint a = 0; a < def->n_abilities; a++)
    {
      const DkAbility *ab = &def->abilities[a];
      BosAbility tmp;
      const BosAbility *info = bos_ability_info (fx->game, def, a, &tmp);

      for (gint player = -1; player < 2; player++)
        for (guint c = 0; c < G_N_ELEMENTS (cards); c++)
          for (guint i = 0; i < DK_EVENT_ARGS; i++)
            for (guint v = 0; v < G_N_ELEMENTS (values); v++)
              for (guint w = 0; w < G_N_ELEMENTS (values); w++)
                for (gint32 turn = 2; turn <= 3; turn++)
                  {
                    DkEvent ev = { 0 };
                    gboolean by_name, compiled;

                    ev.type = (guint16) ab->when_event;
                    ev.player = (gint8) player;
                    ev.card = cards[c];
                    ev.turn = turn;
                    ev.a[i] = values[v];
                    ev.a[(i + 1) % DK_EVENT_ARGS] = values[w];
                    for (guint controller = 0; controller < 2; controller++)
                      {
                        by_name = matches_by_name (fx->game, ab, card, controller, &ev);
                        compiled = bos_when_matches (fx->game, ab, info, card, controller, &ev);
                        if (by_name != compiled)
                          g_test_message ("ability \"%s\": event %u player %d card %d a[%u]=%d "
                                          "a[%u]=%d turn %d controller %u",
                                          ab->text, ev.type, player, ev.card, i, values[v],
                                          (i + 1) % DK_EVENT_ARGS, values[w], turn, controller);
                        g_assert_cmpint (by_name, ==, compiled);
                        matched += compiled;
                      }
                  }
    }
  return matched;
}

static void
test_when_compiled_agrees (Fixture *fx, gconstpointer data)
{
  /* Some events match, or the test proves nothing. */
  g_assert_cmpuint (check_card (fx, fx->self), >, 0);
  g_assert_cmpuint (check_card (fx, fx->more), >, 0);
}

/* What cannot be compiled is still compared by name: a card id, the turn. */
static void
test_when_by_name_kept (Fixture *fx, gconstpointer data)
{
  const DkCardDef *def = dk_game_card_def (fx->game, fx->more);
  BosAbility tmp;

  g_assert_cmpuint (bos_ability_info (fx->game, def, 3, &tmp)->when_flags & BOS_WHEN_BY_NAME, !=,
                    0);
  g_assert_cmpuint (bos_ability_info (fx->game, def, 4, &tmp)->when_flags & BOS_WHEN_BY_NAME, !=,
                    0);
  /* ... and a plain value is a test of numbers. */
  g_assert_cmpuint (bos_ability_info (fx->game, def, 0, &tmp)->when_flags & BOS_WHEN_BY_NAME, ==,
                    0);
  g_assert_cmpuint (bos_ability_info (fx->game, def, 0, &tmp)->n_tests, ==, 1);
}

/* The masks of the events a card's triggers wait for. */
static void
test_when_listens (Fixture *fx, gconstpointer data)
{
  const BosCardData *self = bos_card_data (fx->game, fx->self);
  const BosCardData *more = bos_card_data (fx->game, fx->more);

  g_assert_cmpuint (self->listens & (G_GUINT64_CONSTANT (1) << BOS_EVENT (BATTLE)), !=, 0);
  g_assert_cmpuint (self->listens_self, ==, G_GUINT64_CONSTANT (1) << BOS_EVENT (BATTLE));
  g_assert_cmpuint (self->listens & (G_GUINT64_CONSTANT (1) << DK_EVENT_PHASE_BEGIN), ==, 0);
  g_assert_cmpuint (more->listens & (G_GUINT64_CONSTANT (1) << DK_EVENT_PHASE_BEGIN), !=, 0);
  g_assert_cmpuint (more->listens_self, ==, 0);
}

#define EVENT_BIT(e) (1u << (e))

/* The framework's events BoS has no use for are not passed to it
 * (dk_game_set_quiet_events): those no card of the game waits for and
 * that the checks and the field list do not read. A card that joins the
 * game (a token) brings what it waits for before the next event. */
static void
test_when_quiet_events (Fixture *fx, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkGame) g = dk_game_new_empty (fx->ruleset, fx->db, 2, 1);
  gint32 more;

  /* TW-MORE waits for phase-begin; no card waits for step-begin. */
  bos_note_listeners (fx->game);
  g_assert_cmpuint (fx->game->quiet_events & EVENT_BIT (DK_EVENT_PHASE_BEGIN), ==, 0);
  g_assert_cmpuint (fx->game->quiet_events & EVENT_BIT (DK_EVENT_STEP_BEGIN), !=, 0);
  g_assert_cmpuint (fx->game->quiet_events & EVENT_BIT (DK_EVENT_STEP_END), !=, 0);
  /* What the checks and the field list read always comes. */
  g_assert_cmpuint (fx->game->quiet_events &
                        (EVENT_BIT (DK_EVENT_ZONE_CHANGE) | EVENT_BIT (DK_EVENT_COUNTER) |
                         EVENT_BIT (DK_EVENT_MODIFIER) | EVENT_BIT (DK_EVENT_TURN_BEGIN) |
                         EVENT_BIT (DK_EVENT_TURN_END)),
                    ==, 0);

  /* Without TW-MORE, nobody waits for phase-begin... */
  dk_game_add_card (g, dk_card_db_lookup (fx->db, "TW-SELF")->index, 0, BOS_ZONE_FIGHTERS, &error);
  g_assert_no_error (error);
  bos_note_listeners (g);
  g_assert_cmpuint (g->quiet_events & EVENT_BIT (DK_EVENT_PHASE_BEGIN), !=, 0);
  /* ... until it joins the game: the next event brings it in. */
  more = dk_game_add_card (g, dk_card_db_lookup (fx->db, "TW-MORE")->index, 1, BOS_ZONE_FIGHTERS,
                           &error);
  g_assert_no_error (error);
  dk_game_emit (g, BOS_EVENT (TOKEN_CREATED), 1, more, 0, 0, 0, 0);
  g_assert_cmpuint (g->quiet_events & EVENT_BIT (DK_EVENT_PHASE_BEGIN), ==, 0);
}

/* A quiet event is logged but not passed to the module; in a game that
 * keeps no log it is only counted. */
static void
test_when_quiet_events_logged (Fixture *fx, gconstpointer data)
{
  BosState *s = bos_state (fx->game);
  guint n = dk_game_n_events (fx->game);

  /* A turn's beginning makes BoS look at its checks again (on_event). */
  dk_game_set_logging (fx->game, TRUE);
  s->checked = BOS_CHECKED_EQUIPMENT | BOS_CHECKED_SP;
  dk_game_emit (fx->game, DK_EVENT_TURN_BEGIN, 0, DK_NO_CARD, 0, 0, 0, 0);
  g_assert_cmpuint (s->checked, ==, 0);
  g_assert_cmpuint (dk_game_n_events (fx->game), ==, n + 1);

  dk_game_set_quiet_events (fx->game, EVENT_BIT (DK_EVENT_TURN_BEGIN));
  s->checked = BOS_CHECKED_EQUIPMENT | BOS_CHECKED_SP;
  dk_game_emit (fx->game, DK_EVENT_TURN_BEGIN, 0, DK_NO_CARD, 0, 0, 0, 0);
  g_assert_cmpuint (s->checked, ==, BOS_CHECKED_EQUIPMENT | BOS_CHECKED_SP);
  g_assert_cmpuint (dk_game_n_events (fx->game), ==, n + 2);
  g_assert_cmpuint (dk_game_event (fx->game, n + 1)->type, ==, DK_EVENT_TURN_BEGIN);
  g_assert_cmpuint (dk_game_event (fx->game, n + 1)->seq, ==, dk_game_event (fx->game, n)->seq + 1);

  /* No log: counted all the same, so that the next event's seq is right. */
  dk_game_set_logging (fx->game, FALSE);
  dk_game_emit (fx->game, DK_EVENT_TURN_BEGIN, 0, DK_NO_CARD, 0, 0, 0, 0);
  g_assert_cmpuint (s->checked, ==, BOS_CHECKED_EQUIPMENT | BOS_CHECKED_SP);
  dk_game_set_logging (fx->game, TRUE);
  dk_game_emit (fx->game, DK_EVENT_STEP_BEGIN, 0, DK_NO_CARD, 0, 0, 0, 0);
  g_assert_cmpuint (dk_game_event (fx->game, dk_game_n_events (fx->game) - 1)->seq, ==,
                    dk_game_event (fx->game, n + 1)->seq + 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  g_test_add ("/bos/when/compiled-agrees-with-by-name", Fixture, NULL, fixture_set_up,
              test_when_compiled_agrees, fixture_tear_down);
  g_test_add ("/bos/when/by-name-kept", Fixture, NULL, fixture_set_up, test_when_by_name_kept,
              fixture_tear_down);
  g_test_add ("/bos/when/listens", Fixture, NULL, fixture_set_up, test_when_listens,
              fixture_tear_down);
  g_test_add ("/bos/when/quiet-events", Fixture, NULL, fixture_set_up, test_when_quiet_events,
              fixture_tear_down);
  g_test_add ("/bos/when/quiet-events-logged", Fixture, NULL, fixture_set_up,
              test_when_quiet_events_logged, fixture_tear_down);
  return g_test_run ();
}
