/* test-ufs-words.c: the UFS module's words for a person: the board
 * (describe_board), the narration of events (narrate), the explanation of
 * a decision (explain_decision) and the rules summary (help_topics).
 *
 * Positions are built in code from words-cards.xml; then random games
 * between the starter decks check that no seat's text names a card that
 * seat may not know. DK_WORDS_PRINT=1 prints one whole game as player 1
 * reads it (boards at 80 columns, narration, explanations).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdlib.h>
#include <string.h>

#include "dk-games.h"
#include "ufs/ufs-private.h"
#include "dk-test-position.h"

static DkCardDb *db;
static DkRuleset *standard;
static const DkModule *module;

#define add(g, id, player, zone) dkt_add_card (g, db, id, player, zone)
#define add_many(g, id, player, zone, n) dkt_add_cards (g, db, id, player, zone, n)
#define apply dkt_apply
#define pass_windows dkt_pass_priority
#define assert_contains dkt_assert_contains
#define load_deck(name) dkt_load_deck (db, "ufs", "%s-starter.deck", name)

/* --- building positions ------------------------------------------------------ */

/* Kira (player 1) against Brannoch (player 2), each deck of 20 @deck0 and
 * @deck1 cards. */
static DkGame *
new_position (const char *deck0, const char *deck1)
{
  DkGame *g = dkt_new_duel (standard, db, "WT-KIRA", "WT-BRAN", 20, 20);

  add_many (g, deck0, 0, UFS_ZONE_DECK, 20);
  add_many (g, deck1, 1, UFS_ZONE_DECK, 20);
  return g;
}

/* --- reading the words ------------------------------------------------------- */

static char *
board_text (const DkGame *g, gint viewer, guint width)
{
  g_autoptr (DkGame) view = dk_game_view (g, (guint) viewer);
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();

  module->describe_board (view, viewer, width, out);
  return g_strdup (dk_text_buf_get_string (out));
}

static char *
explain_text (const DkGame *g)
{
  g_autoptr (DkGame) view = dk_game_view (g, (guint) dk_game_decision (g)->player);
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();

  module->explain_decision (view, out);
  return g_strdup (dk_text_buf_get_string (out));
}

/* The narration of events @from on, as @viewer saw them, one line each. */
static char *
narration (const DkGame *g, guint from, gint viewer)
{
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();

  for (guint i = from; i < dk_game_n_events (g); i++)
    if (module->narrate (g, dk_game_event (g, i), viewer, out))
      dk_text_buf_newline (out);
  return g_strdup (dk_text_buf_get_string (out));
}

/* Every line at most @width characters; returns the number of lines. */
static guint
check_lines (const char *text, guint width)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0' && lines[i + 1] == NULL)
        break;
      if ((guint) g_utf8_strlen (lines[i], -1) > width)
        g_error ("line %u longer than %u:\n%s\nin:\n%s", i + 1, width, lines[i], text);
      n++;
    }
  return n;
}

/* --- the board ----------------------------------------------------------------- */

/* Kira attacks with Flare Roundhouse (high, speed 5, damage 4) and enhances
 * it with Fire Up (+2 speed): the board shows the attack as it stands. */
static DkGame *
attack_enhanced (void)
{
  DkGame *g = new_position ("WT-NINE", "WT-NINE");

  add (g, "WT-FLARE", 0, UFS_ZONE_HAND);
  add (g, "WT-FIRE", 0, UFS_ZONE_STAGING);
  add (g, "WT-MID", 1, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  apply (g, "play WT-FLARE");
  g_assert_cmpuint (dk_game_decision (g)->kind, ==, DK_DECISION_PRIORITY);
  apply (g, "ability WT-FIRE 1");
  return g;
}

static void
test_board_attack_after_enhance (void)
{
  g_autoptr (DkGame) g = attack_enhanced ();
  g_autofree char *mine = board_text (g, 0, 80);
  g_autofree char *theirs = board_text (g, 1, 80);

  assert_contains (mine, "ATTACK Kira (you): Flare Roundhouse high, speed 7, damage 4");
  assert_contains (theirs, "ATTACK Kira: Flare Roundhouse high, speed 7, damage 4");
  assert_contains (mine, "Fire Up [c]");
  assert_contains (mine, "vitality 20/20");
  /* The opponent's hand is a count; the viewer's, cards with values. */
  g_assert_null (strstr (mine, "Mid Guard"));
  assert_contains (theirs, "Mid Guard 1/5 blk mid+0");
}

static void
test_board_fits_width (void)
{
  g_autoptr (DkGame) g = new_position ("WT-NINE", "WT-NINE");

  add_many (g, "WT-LONG", 0, UFS_ZONE_STAGING, 9);
  add_many (g, "WT-FIRE", 0, UFS_ZONE_STAGING, 3);
  add_many (g, "WT-JAB", 0, UFS_ZONE_HAND, 4);
  add_many (g, "WT-FLARE", 0, UFS_ZONE_HAND, 3);
  add_many (g, "WT-LONG", 0, UFS_ZONE_HAND, 2);
  add_many (g, "WT-LONG", 1, UFS_ZONE_STAGING, 12);
  add_many (g, "WT-LONG", 0, UFS_ZONE_CARD_POOL, 6);
  add (g, "WT-FLARE", 0, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  for (gint viewer = 0; viewer < 2; viewer++)
    {
      g_autofree char *b80 = board_text (g, viewer, 80);
      g_autofree char *b50 = board_text (g, viewer, 50);
      g_autofree char *b40 = board_text (g, viewer, 40);

      if (g_test_verbose () || g_getenv ("DK_WORDS_SHOW"))
        g_printerr ("%s\n%s\n", b80, b50);
      g_assert_cmpuint (check_lines (b80, 80), <=, 12);
      check_lines (b50, 50);
      check_lines (b40, 40);
      if (g_test_verbose ())
        g_printerr ("%s\n%s\n", b80, b50);
    }
  {
    g_autofree char *b80 = board_text (g, 0, 80);

    /* Copies told apart as the options do: ID#N, here Name#N. */
    assert_contains (b80, "Ember Jab#2");
    /* A long name is cut, with an ellipsis, never wrapped. */
    assert_contains (b80, "\xe2\x80\xa6");
  }
}

/* --- narration ---------------------------------------------------------------- */

/* E.3.5.1: Kira's deck is all control 9: the check passes. */
static void
test_narrate_check_passed (void)
{
  g_autoptr (DkGame) g = new_position ("WT-NINE", "WT-NINE");
  guint from;
  g_autofree char *text = NULL;
  g_autofree char *theirs = NULL;

  add (g, "WT-FLARE", 0, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  from = dk_game_n_events (g);
  apply (g, "play WT-FLARE");
  text = narration (g, from, 0);
  theirs = narration (g, from, 1);
  assert_contains (text, "Kira checks for Flare Roundhouse: revealed Steady Nine, control 9 "
                         "against difficulty 2: passed");
  assert_contains (theirs, "Kira checks for Flare Roundhouse");
  assert_contains (text, "Kira attacks with Flare Roundhouse: high, speed 5, damage 4");
}

/* E.3.5.2.2: control 0 and nothing to commit: the check fails, and with it
 * the form (F.2.2.1.1). */
static void
test_narrate_check_failed (void)
{
  g_autoptr (DkGame) g = new_position ("WT-ZERO", "WT-NINE");
  guint from;
  g_autofree char *text = NULL;

  add (g, "WT-FLARE", 0, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  from = dk_game_n_events (g);
  apply (g, "play WT-FLARE");
  text = narration (g, from, 1);
  assert_contains (text, "Kira checks for Flare Roundhouse: revealed Blank Zero, control 0 "
                         "against difficulty 2: failed");
  assert_contains (text, "Kira fails to play Flare Roundhouse: the check failed");
}

/* Brannoch attacks Kira, who blocks with @block (or not, @block NULL);
 * Kira's deck is @deck0. Returns the narration from Kira's seat. */
static char *
block_story (const char *deck0, const char *block, DkGame **out_game)
{
  DkGame *g = new_position (deck0, "WT-NINE");
  guint from;

  add (g, "WT-FLARE", 1, UFS_ZONE_HAND);
  add (g, "WT-HIGH", 0, UFS_ZONE_HAND);
  add (g, "WT-MID", 0, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 1, 2);
  from = dk_game_n_events (g);
  apply (g, "play WT-FLARE");
  pass_windows (g);
  g_assert_cmpuint (dk_game_decision (g)->kind, ==, UFS_DECISION (BLOCK));
  if (block != NULL)
    {
      g_autofree char *t = g_strdup_printf ("block %s", block);

      apply (g, t);
    }
  else
    apply (g, "no-block");
  pass_windows (g);
  *out_game = g;
  return narration (g, from, 0);
}

static void
test_narrate_block_complete (void)
{
  g_autoptr (DkGame) g = NULL;
  g_autofree char *text = block_story ("WT-NINE", "WT-HIGH", &g);

  assert_contains (text, "Kira checks to block with High Guard: revealed Steady Nine, control 9 "
                         "against difficulty 5: passed");
  assert_contains (text, "Kira blocks Flare Roundhouse with High Guard: complete block");
  g_assert_null (strstr (text, "damage from"));
}

static void
test_narrate_block_partial (void)
{
  g_autoptr (DkGame) g = NULL;
  g_autofree char *text = block_story ("WT-NINE", "WT-MID", &g);

  assert_contains (text, "Kira blocks Flare Roundhouse with Mid Guard: partial block");
  /* G.3.2: half of 4. */
  assert_contains (text, "Kira takes 2 damage from Flare Roundhouse: vitality 18/20");
}

static void
test_narrate_block_failed (void)
{
  g_autoptr (DkGame) g = NULL;
  g_autofree char *text = block_story ("WT-ZERO", "WT-HIGH", &g);

  assert_contains (text, "Kira's block with High Guard failed");
  assert_contains (text, "Flare Roundhouse is not blocked");
  assert_contains (text, "Kira takes 4 damage from Flare Roundhouse: vitality 16/20");
}

static void
test_narrate_no_block_damage (void)
{
  g_autoptr (DkGame) g = NULL;
  g_autofree char *text = block_story ("WT-NINE", NULL, &g);

  assert_contains (text, "Kira does not block Flare Roundhouse");
  assert_contains (text, "Kira takes 4 damage from Flare Roundhouse: vitality 16/20");
}

static void
test_narrate_enhance (void)
{
  g_autoptr (DkGame) g = new_position ("WT-NINE", "WT-NINE");
  guint from = dk_game_n_events (g);
  g_autofree char *text = NULL;

  g_clear_pointer (&g, dk_game_free);
  g = attack_enhanced ();
  text = narration (g, from, 1);
  assert_contains (text, "Kira plays an enhance of Fire Up");
  assert_contains (text, "Flare Roundhouse gets +2 speed");
}

/* --- explanations -------------------------------------------------------------- */

/* E.3.5.2: control 0 against difficulty 2, with ready foundations. */
static void
test_explain_check (void)
{
  g_autoptr (DkGame) g = new_position ("WT-ZERO", "WT-NINE");
  g_autofree char *text = NULL;
  g_autofree char *told = NULL;
  guint from;

  add (g, "WT-FLARE", 0, UFS_ZONE_HAND);
  add_many (g, "WT-NINE", 0, UFS_ZONE_STAGING, 3);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  apply (g, "play WT-FLARE");
  g_assert_cmpuint (dk_game_decision (g)->kind, ==, UFS_DECISION (COMMIT));
  from = dk_game_n_events (g);
  text = explain_text (g);
  assert_contains (text, "Your check for Flare Roundhouse is 2 short of difficulty 2: commit 2 "
                         "cards to pass, or let it fail.");
  check_lines (text, 100);
  /* C.1.4, E.3.5.2.3.2: the commit, in one line, then the check passed. */
  {
    const DkDecision *d = dk_game_decision (g);

    for (guint i = 0; i < d->n_options; i++)
      {
        g_autofree char *o = dk_game_option_to_string (g, &d->options[i]);

        /* Two foundations, not the character. */
        if (g_str_has_prefix (o, "commit ") && strstr (o, "WT-KIRA") == NULL)
          {
            apply (g, o);
            break;
          }
      }
  }
  told = narration (g, from, 1);
  assert_contains (told, "Kira commits Steady Nine and Steady Nine\n");
  assert_contains (told, "control 0 against difficulty 2: passed by committing 2 cards");
}

/* J.3.2.1.2: two fired effects of Kira's on the foundation she played:
 * she is told what fired them and chooses the one that executes next. */
static void
test_explain_fired_order (void)
{
  g_autoptr (DkGame) g = new_position ("WT-NINE", "WT-NINE");
  g_autofree char *text = NULL;

  add (g, "WT-MID", 0, UFS_ZONE_HAND);
  add (g, "WT-REFILL", 0, UFS_ZONE_STAGING);
  add (g, "WT-PURGE", 0, UFS_ZONE_STAGING);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  apply (g, "play WT-MID");
  g_assert_cmpuint (dk_game_decision (g)->kind, ==, UFS_DECISION (FIRED_ORDER));
  g_assert_cmpuint (dk_game_decision (g)->n_options, ==, 2);
  text = explain_text (g);
  assert_contains (text, "Your effects fire after you played Mid Guard: choose the one that "
                         "executes next.");
  assert_contains (text, "(J.3.2.1.2)");
  check_lines (text, 100);
}

static void
test_explain_block (void)
{
  g_autoptr (DkGame) g = new_position ("WT-NINE", "WT-NINE");
  g_autofree char *text = NULL;

  add (g, "WT-FLARE", 1, UFS_ZONE_HAND);
  add (g, "WT-HIGH", 0, UFS_ZONE_HAND);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 1, 2);
  apply (g, "play WT-FLARE");
  pass_windows (g);
  g_assert_cmpuint (dk_game_decision (g)->kind, ==, UFS_DECISION (BLOCK));
  text = explain_text (g);
  assert_contains (text, "Brannoch attacks with Flare Roundhouse (high, speed 5, damage 4): "
                         "choose a block");
  check_lines (text, 100);
}

static void
test_explain_enhance (void)
{
  g_autoptr (DkGame) g = new_position ("WT-NINE", "WT-NINE");
  g_autofree char *text = NULL;

  add (g, "WT-FLARE", 0, UFS_ZONE_HAND);
  add (g, "WT-FIRE", 0, UFS_ZONE_STAGING);
  dk_game_start_at (g, UFS_PHASE_COMBAT, 0, 0, 2);
  apply (g, "play WT-FLARE");
  g_assert_cmpuint (dk_game_decision (g)->kind, ==, DK_DECISION_PRIORITY);
  text = explain_text (g);
  assert_contains (text, "Enhance your attack or pass");
  assert_contains (text, "your Flare Roundhouse (high, speed 5, damage 4)");
}

/* --- privacy over whole games ---------------------------------------------------- */

static const char *const deck_names[] = { "kira", "odo", "sela", "brannoch" };

/* The names @viewer may not read now: those of the cards in the opponent's
 * hand and deck that @viewer does not know, unless @viewer knows some
 * card of that name (a copy in sight, one of the viewer's own) or, with
 * @seen, saw one in an event (a card checked, then shuffled back into
 * the deck by a cycle, was seen). */
static GPtrArray *
secret_names (const DkGame *g, guint viewer, GHashTable *seen)
{
  g_autoptr (GHashTable) known = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *secret = g_ptr_array_new ();
  guint opp = ufs_opponent (viewer);
  static const guint zones[] = { UFS_ZONE_HAND, UFS_ZONE_DECK };

  for (guint c = 0; c < dk_game_n_cards (g); c++)
    if (dk_game_card_known_by (g, (gint32) c, viewer) ||
        dk_game_card (g, (gint32) c)->owner == viewer)
      g_hash_table_add (known, (gpointer) dk_game_card_def (g, (gint32) c)->name);
  for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
    {
      guint n;
      const guint16 *cards = dk_game_zone (g, zones[z], opp, &n);

      for (guint i = 0; i < n; i++)
        {
          const char *name = dk_game_card_def (g, cards[i])->name;

          if (!dk_game_card_known_by (g, cards[i], viewer) &&
              !g_hash_table_contains (known, name) &&
              (seen == NULL || !g_hash_table_contains (seen, name)))
            g_ptr_array_add (secret, (gpointer) name);
        }
    }
  return secret;
}

/* The names of the cards of events @from on that the log says @viewer saw
 * (dk_game_event_card_def()). */
static void
note_seen (const DkGame *g, guint from, guint viewer, GHashTable *seen)
{
  for (guint i = from; i < dk_game_n_events (g); i++)
    for (gint slot = -1; slot < DK_EVENT_ARGS; slot++)
      {
        const DkCardDef *def =
            dk_game_event_card_def (g, dk_game_event (g, i), slot, (gint) viewer);

        if (def != NULL)
          g_hash_table_add (seen, (gpointer) def->name);
      }
}

static void
assert_private (const char *text, GPtrArray *secret, const char *what, guint64 seed)
{
  for (guint i = 0; i < secret->len; i++)
    if (strstr (text, g_ptr_array_index (secret, i)) != NULL)
      g_error ("seed %" G_GUINT64_FORMAT ": %s names the hidden card \"%s\":\n%s", seed, what,
               (const char *) g_ptr_array_index (secret, i), text);
}

static guint
play_and_check (guint64 seed, DkDeck *d0, DkDeck *d1, gboolean print)
{
  g_autoptr (GError) error = NULL;
  DkDeck *decks[2] = { d0, d1 };
  g_autoptr (DkGame) g = dk_game_new (standard, db, decks, 2, seed, &error);
  g_autoptr (DkAgent) a0 = dk_agent_new_random (seed * 2 + 1);
  g_autoptr (DkAgent) a1 = dk_agent_new_random (seed * 2 + 2);
  guint seen[2] = { 0, 0 };
  g_autoptr (GHashTable) seen0 = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) seen1 = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTable *seen_names[2] = { seen0, seen1 };
  guint texts = 0;

  g_assert_no_error (error);
  for (guint step = 0; step < 5000 && !dk_game_is_over (g); step++)
    {
      const DkDecision *d = dk_game_decision (g);
      DkAgent *agent = d->player == 0 ? a0 : a1;

      for (guint v = 0; v < 2; v++)
        {
          g_autoptr (GPtrArray) secret = secret_names (g, v, NULL);
          g_autoptr (GPtrArray) unseen = NULL;
          g_autofree char *told = narration (g, seen[v], (gint) v);
          g_autofree char *board = NULL;

          note_seen (g, seen[v], v, seen_names[v]);
          unseen = secret_names (g, v, seen_names[v]);
          seen[v] = dk_game_n_events (g);
          assert_private (told, unseen, "the narration", seed);
          if (print && v == 0)
            g_print ("%s", told);
          /* Both seats' boards, the decider's explanation. */
          board = board_text (g, (gint) v, 80);
          if (check_lines (board, 80) > 12)
            g_error ("seed %" G_GUINT64_FORMAT ": a board of more than 12 lines:\n%s", seed, board);
          assert_private (board, secret, "the board", seed);
          {
            g_autofree char *b50 = board_text (g, (gint) v, 50);
            g_autofree char *why = d->player == (gint) v ? explain_text (g) : g_strdup ("");

            check_lines (b50, 50);
            check_lines (why, 110);
            assert_private (b50, secret, "the board", seed);
            assert_private (why, secret, "the explanation", seed);
            if (print && v == 0 && d->player == 0)
              g_print ("\n%s%s", board, why);
          }
          texts++;
        }
      {
        /* A spectator's board: what both seats may see, no hand. */
        g_autoptr (DkGame) pub = dk_game_view_public (g);
        g_autoptr (DkTextBuf) out = dk_text_buf_new ();
        g_autoptr (GPtrArray) s0 = secret_names (g, 0, NULL);
        g_autoptr (GPtrArray) s1 = secret_names (g, 1, NULL);

        module->describe_board (pub, DK_VIEWER_SPECTATOR, 80, out);
        g_assert_cmpuint (check_lines (dk_text_buf_get_string (out), 80), <=, 12);
        assert_private (dk_text_buf_get_string (out), s0, "the spectator's board", seed);
        assert_private (dk_text_buf_get_string (out), s1, "the spectator's board", seed);
      }
      dk_game_apply (g, agent->choose (agent, g, d), &error);
      g_assert_no_error (error);
    }
  for (guint v = 0; v < 2; v++)
    {
      g_autoptr (GPtrArray) secret = NULL;
      g_autofree char *told = narration (g, seen[v], (gint) v);

      note_seen (g, seen[v], v, seen_names[v]);
      secret = secret_names (g, v, seen_names[v]);
      assert_private (told, secret, "the narration", seed);
      if (print && v == 0)
        g_print ("%s", told);
    }
  return texts;
}

static void
test_privacy_random_games (void)
{
  DkDeck *decks[4];
  guint texts = 0;

  for (guint i = 0; i < 4; i++)
    decks[i] = load_deck (deck_names[i]);
  /* 24 games: every ordered pair of different decks, twice. */
  for (guint64 seed = 1; seed <= 24; seed++)
    {
      guint pair = (guint) (seed - 1) % 12;
      guint a = pair / 3, b = (a + 1 + pair % 3) % 4;

      texts += play_and_check (seed, decks[a], decks[b], FALSE);
    }
  g_assert_cmpuint (texts, >, 100);
  for (guint i = 0; i < 4; i++)
    dk_deck_free (decks[i]);
}

/* --- help -------------------------------------------------------------------------- */

/* The keyword names the card schema allows, the engine's keyword table. */
static GPtrArray *
schema_keywords (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "schema", "ufs.rng", NULL);
  g_autofree char *text = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *p, *end;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  p = strstr (text, "<define name=\"keyword\">");
  g_assert_nonnull (p);
  end = strstr (p, "</choice>");
  g_assert_nonnull (end);
  while ((p = strstr (p, "<value>")) != NULL && p < end)
    {
      const char *q = strstr (p, "</value>");

      p += strlen ("<value>");
      g_ptr_array_add (names, g_strndup (p, (gsize) (q - p)));
      p = q;
    }
  return names;
}

static void
test_help_every_keyword (void)
{
  g_autoptr (GPtrArray) names = schema_keywords ();
  const DkHelpTopic *topics = module->help_topics;

  g_assert_nonnull (topics);
  g_assert_cmpuint (names->len, >=, 25);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *want = g_ascii_strdown (g_ptr_array_index (names, i), -1);
      gboolean found = FALSE;

      for (guint t = 0; topics[t].name != NULL; t++)
        if (strcmp (topics[t].name, want) == 0)
          {
            found = TRUE;
            g_assert_nonnull (strstr (topics[t].title, g_ptr_array_index (names, i)));
          }
      if (!found)
        g_error ("no help topic for the keyword %s", (const char *) g_ptr_array_index (names, i));
    }
  /* The rules a player asks about first. */
  for (guint k = 0; k < 10; k++)
    {
      static const char *const basic[] = { "turn",        "check",    "attack",  "block",
                                           "damage",      "momentum", "enhance", "response",
                                           "foundations", "staging" };
      gboolean found = FALSE;

      for (guint t = 0; topics[t].name != NULL; t++)
        found = found || strcmp (topics[t].name, basic[k]) == 0;
      g_assert_true (found);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *cards = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  standard = dk_ruleset_find ("ufs-standard", &error);
  g_assert_no_error (error);
  module = dk_rules_get_module (dk_ruleset_get_rules (standard));
  db = dk_card_db_new_default (dk_ruleset_get_rules (standard), &error);
  g_assert_no_error (error);
  cards = g_test_build_filename (G_TEST_DIST, "words-cards.xml", NULL);
  g_assert_true (dk_card_db_load_file (db, cards, &error));
  g_assert_no_error (error);

  if (g_getenv ("DK_WORDS_PRINT") != NULL)
    {
      DkDeck *a = load_deck ("kira"), *b = load_deck ("brannoch");

      play_and_check ((guint64) g_ascii_strtoull (g_getenv ("DK_WORDS_PRINT"), NULL, 10), a, b,
                      TRUE);
      return 0;
    }

  g_test_add_func ("/ufs/words/board/attack-after-enhance", test_board_attack_after_enhance);
  g_test_add_func ("/ufs/words/board/fits-width", test_board_fits_width);
  g_test_add_func ("/ufs/words/E.3.5.1/narrate-check-passed", test_narrate_check_passed);
  g_test_add_func ("/ufs/words/E.3.5.2.2/narrate-check-failed", test_narrate_check_failed);
  g_test_add_func ("/ufs/words/G.2.2.2/narrate-complete-block", test_narrate_block_complete);
  g_test_add_func ("/ufs/words/G.2.2.3/narrate-partial-block", test_narrate_block_partial);
  g_test_add_func ("/ufs/words/G.2.2.1/narrate-failed-block", test_narrate_block_failed);
  g_test_add_func ("/ufs/words/G.3.3/narrate-damage-and-vitality", test_narrate_no_block_damage);
  g_test_add_func ("/ufs/words/G.1/narrate-enhance", test_narrate_enhance);
  g_test_add_func ("/ufs/words/E.3.5.2/explain-check", test_explain_check);
  g_test_add_func ("/ufs/words/J.3.2.1.2/explain-fired-order", test_explain_fired_order);
  g_test_add_func ("/ufs/words/G.2.1/explain-block", test_explain_block);
  g_test_add_func ("/ufs/words/G.1/explain-enhance", test_explain_enhance);
  g_test_add_func ("/ufs/words/privacy/random-games", test_privacy_random_games);
  g_test_add_func ("/ufs/words/help/every-keyword", test_help_every_keyword);
  ret = g_test_run ();
  dk_card_db_unref (db);
  return ret;
}
