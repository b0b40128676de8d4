/* test-bos-words.c: the BoS board, narration, prompts and rules summary.
 *
 * Positions built in code from the starter set (cards/bos/starter.xml):
 * a battle told with the values compared and its result, damage with the
 * SP left, a chain of two links on the board and in the prompt, ATK shown
 * as it stands after equipment. Then whole games with random players
 * (two players, battle royals of three and four, 2v2 teams; every deck of
 * cards/bos/ the standard rules accept; fixed seeds): every board line
 * fits its width at 80, 50 and 40 columns, a two-player board at 80
 * columns stays short, and no text written for a seat names a card that
 * seat may not know (opponents' hands, face-down cards, decks).
 *
 * DK_WORDS_SHOW=1 prints one game as the first seat sees it at 80 columns
 * (board, prompt, narration) on stderr: DK_WORDS_CASE=0..3 picks two
 * players, a battle royal of three, of four, or a team battle;
 * DK_WORDS_SEED its seed. DK_WORDS_GAMES=N sets the
 * random games of each kind (default 20).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <string.h>

#include "dk-test-position.h"
#include "dk-games.h"
#include "bos/bos-private.h"

#define SPEARMAN "DKB1-001"       /* 1200/900 */
#define ARCHER "DKB1-004"         /* 1100/1000 */
#define MILITIA "DKB1-007"        /* 1000/1200 */
#define MILITANT "DKB1-050"       /* 1600/600 */
#define TEMPERED_BLADE "DKB1-020" /* attached: +300 ATK */
#define QUENCH "DKB1-034"         /* tactic: the attacker loses 700 ATK */
#define SEVERED_OATH "DKB1-035"   /* tactic: negate an opponent's activation */
#define SPAWNING_TIDE "DKB1-036"  /* tactic: two fighter tokens */

#define MAX_DECKS 16
/* The most lines of a two-player board at 80 columns in the random games
 * (the aim is 12 in an ordinary position; five fighters a side and full
 * back rows take more). */
#define BOARD_LINES_2P 16

static DkCardDb *db;

#define apply dkt_apply
#define assert_contains dkt_assert_contains
static DkDeck *decks[MAX_DECKS];
static guint n_decks;

static const DkModule *
bos (void)
{
  return dk_module_lookup ("bos");
}

static DkRuleset *
ruleset (const char *id)
{
  g_autoptr (GError) error = NULL;
  DkRuleset *r = dk_ruleset_find (id, &error);

  g_assert_no_error (error);
  return r;
}

static const char *
name_of (const char *id)
{
  const DkCardDef *def = dk_card_db_lookup (db, id);

  g_assert_nonnull (def);
  return def->name;
}

/* --- positions ------------------------------------------------------------------- */

typedef struct
{
  DkRuleset *ruleset;
  DkGame *game;
  guint from; /* the first event not yet told */
} Position;

static void
position_init (Position *pos, const char *ruleset_id, guint players)
{
  pos->ruleset = ruleset (ruleset_id);
  pos->game = dk_game_new_empty (pos->ruleset, db, players, 7);
  dk_game_set_logging (pos->game, TRUE);
  pos->from = 0;
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

/* A card set face down: only its owner knows it. */
static void
set_face_down (Position *pos, gint32 card)
{
  DkCard *c = dk_game_card_mut (pos->game, card);

  dk_game_card_set_flag (pos->game, card, DK_CARD_FLAG_FACE_DOWN, TRUE);
  c->known = (guint8) (1u << c->owner);
}

static void
start (Position *pos, guint phase, guint step, guint active)
{
  for (guint p = 0; p < dk_game_n_players (pos->game); p++)
    for (guint i = 0; i < 10; i++)
      put (pos, MILITIA, p, BOS_ZONE_DECK);
  dk_game_start_at (pos->game, phase, step, active, 6);
  g_assert_false (dk_game_is_over (pos->game));
}

/* The narration of the events since the last call, as @viewer reads it. */
static char *
narration (Position *pos, gint viewer)
{
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();
  guint n = dk_game_n_events (pos->game);

  for (guint i = pos->from; i < n; i++)
    if (bos ()->narrate (pos->game, dk_game_event (pos->game, i), viewer, out))
      dk_text_buf_newline (out);
  pos->from = n;
  return g_strdup (dk_text_buf_get_string (out));
}

static char *
board (const DkGame *g, gint viewer, guint width)
{
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();
  g_autoptr (DkGame) view =
      viewer >= 0 ? dk_game_view (g, (guint) viewer) : dk_game_view_public (g);

  bos ()->describe_board (view, viewer, width, out);
  return g_strdup (dk_text_buf_get_string (out));
}

static char *
explanation (const DkGame *g)
{
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();
  const DkDecision *d = dk_game_decision (g);
  g_autoptr (DkGame) view = NULL;

  g_assert_nonnull (d);
  view = dk_game_view (g, (guint) d->player);
  bos ()->explain_decision (view, out);
  return g_strdup (dk_text_buf_get_string (out));
}

/* --- narration -------------------------------------------------------------------- */

/* Fighter Battle Rules, Determining Damage: the battle's line gives both
 * values compared (ATK against RST for a rest position target) and what
 * became of the fighters. */
static void
test_battle_told_with_values (void)
{
  Position pos;
  gint32 target;
  g_autofree char *told = NULL;
  g_autofree char *line = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
  target = put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  dk_game_card_set_flag (pos.game, target, DK_CARD_FLAG_EXHAUSTED, TRUE);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  apply (pos.game, "attack " MILITANT " " ARCHER);
  told = narration (&pos, 1);
  line = g_strdup_printf ("%s (ATK 1600) against %s (RST 1000): %s destroyed", name_of (MILITANT),
                          name_of (ARCHER), name_of (ARCHER));
  assert_contains (told, line);
  /* Rest position: no damage, and the narration does not invent any. */
  g_assert_null (strstr (told, "battle damage"));
  assert_contains (told, "kill token");
  position_clear (&pos);
}

/* Attack position, the attacker loses: it is destroyed, its controller
 * takes the difference; the line says so and the SP left. */
static void
test_battle_damage_with_sp_left (void)
{
  Position pos;
  g_autofree char *told = NULL;
  g_autofree char *line = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, ARCHER, 0, BOS_ZONE_FIGHTERS);
  put (&pos, MILITANT, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  apply (pos.game, "attack " ARCHER " " MILITANT);
  told = narration (&pos, 0);
  line = g_strdup_printf ("%s (ATK 1100) against %s (ATK 1600): %s destroyed", name_of (ARCHER),
                          name_of (MILITANT), name_of (ARCHER));
  assert_contains (told, line);
  assert_contains (told, "Player 1 takes 500 battle damage: 7,500 SP left; Player 2 gains them "
                         "(8,500 SP)");
  g_assert_cmpint (dk_game_counter (pos.game, 0, 0), ==, 7500);
  position_clear (&pos);
}

/* If your opponent has no fighters: the full ATK, and the SP left. */
static void
test_direct_attack_damage (void)
{
  Position pos;
  g_autofree char *told = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  apply (pos.game, "attack " MILITANT " direct");
  told = narration (&pos, 1);
  assert_contains (told, "attacks Player 2 directly");
  assert_contains (told, "Player 2 takes 1,600 battle damage: 6,400 SP left");
  position_clear (&pos);
}

/* --- the board and the prompt ---------------------------------------------------- */

/* Equipment Cards, Attached: the fighter's ATK on the board is the one
 * battles use, not the printed one. */
static void
test_board_atk_after_equipment (void)
{
  Position pos;
  gint32 fighter, blade;
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;

  position_init (&pos, "bos-standard", 2);
  fighter = put (&pos, SPEARMAN, 0, BOS_ZONE_FIGHTERS);
  blade = put (&pos, TEMPERED_BLADE, 0, BOS_ZONE_EQUIPMENT);
  dk_game_card_mut (pos.game, blade)->attached_to = (gint16) fighter;
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  g_assert_cmpint (dk_game_stat (pos.game, fighter, BOS_STAT_ATK), ==, 1500);
  g_assert_cmpint (dk_game_printed_stat (pos.game, fighter, BOS_STAT_ATK), ==, 1200);
  text = board (pos.game, 1, 80);
  assert_contains (text, "ATK 1500 (1200)");
  assert_contains (text, "RST 900");
  line = g_strdup_printf ("+ %s", name_of (TEMPERED_BLADE));
  assert_contains (text, line);
  position_clear (&pos);
}

/* Equipment and Tactic Card Chains: two links on the board, in order, and
 * the prompt of the player who may add a third. */
static void
test_chain_of_two_links (void)
{
  Position pos;
  gint32 quench, oath;
  g_autofree char *text = NULL;
  g_autofree char *prompt = NULL;
  g_autofree char *chain = NULL;
  g_autofree char *hidden = NULL;
  const DkDecision *d;

  position_init (&pos, "bos-standard", 2);
  put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
  put (&pos, SPEARMAN, 1, BOS_ZONE_FIGHTERS);
  oath = put (&pos, SEVERED_OATH, 0, BOS_ZONE_TACTICS);
  quench = put (&pos, QUENCH, 1, BOS_ZONE_TACTICS);
  set_face_down (&pos, oath);
  set_face_down (&pos, quench);
  /* A second face-down tactic of player 2 that nobody activates. */
  set_face_down (&pos, put (&pos, SPAWNING_TIDE, 1, BOS_ZONE_TACTICS));
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);

  /* Before: player 1 sees its own set tactic named, player 2's counted. */
  text = board (pos.game, 0, 80);
  hidden = g_strdup_printf ("%s (set)", name_of (SEVERED_OATH));
  assert_contains (text, hidden);
  assert_contains (text, "2 face-down");
  g_assert_null (strstr (text, name_of (QUENCH)));
  g_assert_null (strstr (text, name_of (SPAWNING_TIDE)));
  g_clear_pointer (&text, g_free);

  apply (pos.game, "attack " MILITANT " " SPEARMAN);
  apply (pos.game, "activate " QUENCH);
  apply (pos.game, "activate " SEVERED_OATH);
  d = dk_game_decision (pos.game);
  g_assert_cmpint (d->player, ==, 1);
  g_assert_cmpuint (dk_game_stack_depth (pos.game), ==, 2);

  chain = g_strdup_printf ("Chain: Link 1 %s (Player 2), Link 2 %s (Player 1)", name_of (QUENCH),
                           name_of (SEVERED_OATH));
  text = board (pos.game, 1, 80);
  assert_contains (text, chain);
  g_clear_pointer (&text, g_free);
  text = board (pos.game, 0, 50);
  assert_contains (text, "Link 1");
  assert_contains (text, "Link 2");

  prompt = explanation (pos.game);
  g_free (chain);
  chain = g_strdup_printf ("The chain: Link 1 %s (Player 2), Link 2 %s (Player 1) - respond?",
                           name_of (QUENCH), name_of (SEVERED_OATH));
  assert_contains (prompt, chain);

  /* The chain resolves from its last link: the negation, then Quench's
   * link does nothing, and the battle meets the attacker's ATK untouched. */
  {
    g_autofree char *told = NULL;
    g_autofree char *links = NULL;
    g_autofree char *negated = NULL;
    g_autofree char *battle = NULL;

    told = narration (&pos, 0);
    links = g_strdup_printf ("Chain link 2: Player 1 activates %s", name_of (SEVERED_OATH));
    assert_contains (told, links);
    g_clear_pointer (&told, g_free);
    /* Everyone passes until the battle is fought. */
    for (guint i = 0; i < 8 && dk_game_phase (pos.game) == BOS_PHASE_BATTLE &&
                      dk_game_decision (pos.game)->kind == DK_DECISION_PRIORITY;
         i++)
      apply (pos.game, "pass");
    told = narration (&pos, 0);
    negated = g_strdup_printf ("Link 1 %s was negated", name_of (QUENCH));
    battle = g_strdup_printf ("%s (ATK 1600) against %s (ATK 1200): %s destroyed",
                              name_of (MILITANT), name_of (SPEARMAN), name_of (SPEARMAN));
    assert_contains (told, negated);
    assert_contains (told, battle);
    g_assert_true (strstr (told, negated) < strstr (told, battle));
  }
  position_clear (&pos);
}

/* The Battle Step's prompt names the attacker and its ATK. */
static void
test_prompt_battle_step (void)
{
  Position pos;
  g_autofree char *prompt = NULL;
  g_autofree char *line = NULL;

  position_init (&pos, "bos-standard", 2);
  put (&pos, MILITANT, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  prompt = explanation (pos.game);
  line = g_strdup_printf ("Battle Step: choose an attack target for %s (ATK 1600)",
                          name_of (MILITANT));
  assert_contains (prompt, line);
  position_clear (&pos);
}

/* End Phase: more than 7 in hand. */
static void
test_prompt_hand_limit (void)
{
  Position pos;
  g_autofree char *prompt = NULL;
  static const char *const hand[] = { SPEARMAN,     ARCHER,         MILITIA,       MILITANT, QUENCH,
                                      SEVERED_OATH, TEMPERED_BLADE, SPAWNING_TIDE, SPEARMAN };

  position_init (&pos, "bos-standard", 2);
  for (guint i = 0; i < G_N_ELEMENTS (hand); i++)
    put (&pos, hand[i], 0, BOS_ZONE_HAND);
  start (&pos, BOS_PHASE_END, 0, 0);
  g_assert_cmpuint (dk_game_decision (pos.game)->kind, ==, BOS_DECISION (DISCARD));
  prompt = explanation (pos.game);
  assert_contains (prompt, "End Phase: 9 cards in your hand, more than 7: discard one (down to 6)");
  position_clear (&pos);
}

/* Copies are told apart as the options tell them: ID#N, the same N. */
static void
test_board_copies_numbered (void)
{
  Position pos;
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  guint index;

  position_init (&pos, "bos-standard", 2);
  put (&pos, ARCHER, 0, BOS_ZONE_FIGHTERS);
  /* A kill token tells the two apart for the options too. */
  dk_game_card_mut (pos.game, put (&pos, ARCHER, 0, BOS_ZONE_FIGHTERS))->vars[BOS_VAR_KILLS] = 1;
  put (&pos, SPEARMAN, 1, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_BATTLE, BOS_STEP_BATTLE, 0);
  g_assert_true (dk_game_find_option (pos.game, "attack " ARCHER "#2 " SPEARMAN, &index, NULL));
  text = board (pos.game, 0, 80);
  first = g_strdup_printf ("%s #1", name_of (ARCHER));
  second = g_strdup_printf ("%s #2", name_of (ARCHER));
  assert_contains (text, first);
  assert_contains (text, second);
  /* A single copy carries no number. */
  g_assert_null (strstr (text, "#3"));
  {
    g_autofree char *one = g_strdup_printf ("%s #", name_of (SPEARMAN));

    g_assert_null (strstr (text, one));
  }
  position_clear (&pos);
}

/* Battle Royal: a player out of the battle is shown so, and told. */
static void
test_battle_royal_player_out (void)
{
  Position pos;
  g_autofree char *text = NULL;
  g_autofree char *told = NULL;

  position_init (&pos, "bos-battle-royal", 3);
  put (&pos, SPEARMAN, 0, BOS_ZONE_FIGHTERS);
  put (&pos, ARCHER, 2, BOS_ZONE_FIGHTERS);
  start (&pos, BOS_PHASE_MAIN1, 0, 0);
  g_free (narration (&pos, 0));
  dk_game_eliminate (pos.game, 2);
  text = board (pos.game, 0, 80);
  assert_contains (text, "Player 3  out of the battle");
  g_assert_null (strstr (text, name_of (ARCHER)));
  told = narration (&pos, 0);
  assert_contains (told, "Player 3 is out of the battle");
  position_clear (&pos);
}

static void
test_help_topics (void)
{
  const DkHelpTopic *t = bos ()->help_topics;
  guint n = 0;
  static const char *const wanted[] = { "turn",        "deploy",      "promotion",   "battle",
                                        "kill-tokens", "soul-points", "chain",       "tactics",
                                        "equipment",   "battlefield", "multiplayer", "glossary" };

  g_assert_nonnull (t);
  for (; t->name != NULL; t++, n++)
    {
      g_assert_nonnull (t->title);
      g_assert_nonnull (t->text);
      g_assert_cmpuint (strlen (t->title), >, 0);
      g_assert_cmpuint (strlen (t->text), >, 40);
      /* Lines of the summary fit an 80-column terminal. */
      {
        g_auto (GStrv) lines = g_strsplit (t->text, "\n", -1);

        for (guint i = 0; lines[i] != NULL; i++)
          g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, 80);
      }
    }
  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    {
      gboolean found = FALSE;

      for (t = bos ()->help_topics; t->name != NULL; t++)
        found |= g_strcmp0 (t->name, wanted[i]) == 0;
      if (!found)
        g_error ("no help topic %s", wanted[i]);
    }
  g_assert_cmpuint (n, >=, G_N_ELEMENTS (wanted));
}

/* --- whole games ------------------------------------------------------------------ */

typedef struct
{
  const char *ruleset_id;
  guint players;
  guint64 seed_base;
} Case;

static guint
env_uint (const char *name, guint fallback)
{
  const char *v = g_getenv (name);

  return v && *v ? (guint) g_ascii_strtoull (v, NULL, 10) : fallback;
}

static gint
by_length (gconstpointer a, gconstpointer b)
{
  return (gint) strlen (*(const char *const *) b) - (gint) strlen (*(const char *const *) a);
}

/* The names @text may not hold for @viewer: of the cards @viewer does not
 * know, those no card it knows shares; a long one also by the start the
 * board would shorten it to. */
static void
names_for (const DkGame *g, guint viewer, GPtrArray *known, GPtrArray *secret)
{
  g_autoptr (GHashTable) k = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) s = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint c = 0; c < dk_game_n_cards (g); c++)
    {
      const DkCardDef *def = dk_game_card_def (g, (gint32) c);

      if (def == NULL)
        continue;
      g_hash_table_add (dk_game_card_known_by (g, (gint32) c, viewer) ? k : s,
                        (gpointer) def->name);
    }
  {
    GHashTableIter it;
    gpointer key;

    g_hash_table_iter_init (&it, k);
    while (g_hash_table_iter_next (&it, &key, NULL))
      {
        g_ptr_array_add (known, key);
        g_hash_table_remove (s, key);
      }
    g_hash_table_iter_init (&it, s);
    while (g_hash_table_iter_next (&it, &key, NULL))
      g_ptr_array_add (secret, key);
  }
  g_ptr_array_sort (known, by_length);
}

/* Does @text name a secret card, once the names @viewer knows are taken
 * out of it? Returns the name found. */
static const char *
leak (const char *text, GPtrArray *known, GPtrArray *secret)
{
  g_autofree char *rest = g_strdup (text);

  for (guint i = 0; i < known->len; i++)
    {
      const char *name = known->pdata[i];
      gsize len = strlen (name);
      char *at;

      while ((at = strstr (rest, name)) != NULL)
        memset (at, '_', len);
    }
  for (guint i = 0; i < secret->len; i++)
    {
      const char *name = secret->pdata[i];

      if (strstr (rest, name) != NULL)
        return name;
    }
  return NULL;
}

static void
check_widths (const char *text, guint width, const char *what)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if ((guint) g_utf8_strlen (lines[i], -1) > width)
      g_error ("%s: a line of %ld columns at width %u: \"%s\"\n%s", what,
               g_utf8_strlen (lines[i], -1), width, lines[i], text);
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    n += *p == '\n';
  return n;
}

typedef struct
{
  guint decisions;
  guint max_lines;
  guint boards;
  guint over_target; /* boards at 80 columns longer than the target */
  guint narrated;
  guint battles;
  guint links;
} Tally;

static void
check_seat (DkGame *g, guint viewer, guint from, const char *what, Tally *tally, gboolean show)
{
  g_autoptr (GPtrArray) known = g_ptr_array_new ();
  g_autoptr (GPtrArray) secret = g_ptr_array_new ();
  g_autoptr (DkGame) view = dk_game_view (g, viewer);
  static const guint widths[] = { 80, 50, 40 };
  const DkDecision *d = dk_game_decision (g);
  const char *found;

  names_for (g, viewer, known, secret);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      g_autoptr (DkTextBuf) out = dk_text_buf_new ();
      const char *text;

      /* The narrowest width, the least used, at one decision in four. */
      if (widths[w] == 40 && tally->decisions % 4 != 0)
        continue;
      bos ()->describe_board (view, (gint) viewer, widths[w], out);
      text = dk_text_buf_get_string (out);
      check_widths (text, widths[w], what);
      if ((found = leak (text, known, secret)) != NULL)
        g_error ("%s: the board of player %u names %s:\n%s", what, viewer + 1, found, text);
      /* Battle Royal: a player out is shown as such. */
      for (guint p = 0; p < dk_game_n_players (g) && widths[w] == 80; p++)
        if (dk_game_is_eliminated (g, p) && strstr (text, "out of the battle") == NULL)
          g_error ("%s: player %u is out, and the board does not say so:\n%s", what, p + 1, text);
      if (widths[w] == 80)
        {
          guint target = 12 + 2 * (dk_game_n_players (g) - 2);

          tally->max_lines = MAX (tally->max_lines, count_lines (text));
          tally->boards++;
          tally->over_target += count_lines (text) > target;
        }
      if (widths[w] == 80 && dk_game_n_players (g) == 2)
        {
          if (count_lines (text) > BOARD_LINES_2P)
            g_error ("%s: a board of %u lines:\n%s", what, count_lines (text), text);
        }
      if (show && widths[w] == 80)
        g_printerr ("\n%s", text);
    }
  if (d != NULL && d->player == (gint) viewer)
    {
      g_autoptr (DkTextBuf) out = dk_text_buf_new ();
      const char *text;

      bos ()->explain_decision (view, out);
      text = dk_text_buf_get_string (out);
      g_assert_cmpuint (strlen (text), >, 0);
      if ((found = leak (text, known, secret)) != NULL)
        g_error ("%s: the prompt of player %u names %s:\n%s", what, viewer + 1, found, text);
      {
        g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

        for (guint i = 0; lines[i] != NULL; i++)
          if (g_utf8_strlen (lines[i], -1) > 100)
            g_error ("%s: a prompt line of %ld characters: %s", what, g_utf8_strlen (lines[i], -1),
                     lines[i]);
      }
      if (show)
        g_printerr ("> %s\n", text);
    }
  for (guint i = from; i < dk_game_n_events (g); i++)
    {
      g_autoptr (DkTextBuf) out = dk_text_buf_new ();
      const DkEvent *ev = dk_game_event (g, i);
      const char *text;

      if (!bos ()->narrate (g, ev, (gint) viewer, out))
        {
          g_assert_cmpuint (dk_text_buf_get_length (out), ==, 0);
          continue;
        }
      text = dk_text_buf_get_string (out);
      g_assert_cmpuint (strlen (text), >, 0);
      tally->narrated++;
      tally->battles += ev->type == BOS_EVENT (DAMAGE_CALCULATION);
      tally->links += ev->type == BOS_EVENT (CHAIN_LINK);
      /* A card the viewer saw when it happened may be named: the event's
       * own cards that dk_game_event_card_def names for this seat. */
      {
        g_autoptr (GPtrArray) k2 = g_ptr_array_copy (known, NULL, NULL);

        for (gint slot = -1; slot < DK_EVENT_ARGS; slot++)
          {
            const DkCardDef *def = dk_game_event_card_def (g, ev, slot, (gint) viewer);

            if (def != NULL)
              g_ptr_array_add (k2, (gpointer) def->name);
          }
        g_ptr_array_sort (k2, by_length);
        if ((found = leak (text, k2, secret)) != NULL)
          g_error ("%s: the narration for player %u names %s: %s", what, viewer + 1, found, text);
      }
      if (show)
        g_printerr ("  %s\n", text);
    }
}

/* A spectator's board names only what every player knows. */
static void
check_spectator (const DkGame *g, const char *what)
{
  g_autoptr (GPtrArray) known = g_ptr_array_new ();
  g_autoptr (GPtrArray) secret = g_ptr_array_new ();
  g_autoptr (GHashTable) k = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (DkGame) view = dk_game_view_public (g);
  g_autoptr (DkTextBuf) out = dk_text_buf_new ();
  const char *found;

  for (guint c = 0; c < dk_game_n_cards (g); c++)
    {
      const DkCardDef *def = dk_game_card_def (g, (gint32) c);
      gboolean all = TRUE;

      for (guint p = 0; p < dk_game_n_players (g); p++)
        all &= dk_game_card_known_by (g, (gint32) c, p);
      if (def != NULL && all)
        g_hash_table_add (k, (gpointer) def->name);
    }
  for (guint c = 0; c < dk_game_n_cards (g); c++)
    {
      const DkCardDef *def = dk_game_card_def (g, (gint32) c);

      if (def != NULL && !g_hash_table_contains (k, def->name))
        g_ptr_array_add (secret, (gpointer) def->name);
    }
  {
    GHashTableIter it;
    gpointer key;

    g_hash_table_iter_init (&it, k);
    while (g_hash_table_iter_next (&it, &key, NULL))
      g_ptr_array_add (known, key);
    g_ptr_array_sort (known, by_length);
  }
  bos ()->describe_board (view, DK_VIEWER_SPECTATOR, 80, out);
  check_widths (dk_text_buf_get_string (out), 80, what);
  if ((found = leak (dk_text_buf_get_string (out), known, secret)) != NULL)
    g_error ("%s: the spectator's board names %s:\n%s", what, found, dk_text_buf_get_string (out));
  g_assert_null (strstr (dk_text_buf_get_string (out), "your hand"));
}

static void
play_one (const Case *c, guint64 seed, Tally *tally, gboolean show)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkRuleset) rs = ruleset (c->ruleset_id);
  DkDeck *mine[DK_MAX_PLAYERS];
  DkRng rng;
  DkGame *g;
  guint from = 0;

  for (guint p = 0; p < c->players; p++)
    mine[p] = decks[(seed + p * 5) % n_decks];
  g = dk_game_new (rs, db, mine, c->players, seed, &error);
  g_assert_no_error (error);
  dk_game_set_logging (g, TRUE);
  dk_rng_seed (&rng, seed * 31 + 5);
  while (!dk_game_is_over (g) && tally->decisions < 4000000)
    {
      const DkDecision *d = dk_game_decision (g);
      g_autofree char *what =
          g_strdup_printf ("%s, %u players, seed %" G_GUINT64_FORMAT ", turn %d", c->ruleset_id,
                           c->players, seed, dk_game_turn (g));

      for (guint p = 0; p < c->players; p++)
        check_seat (g, p, from, what, tally, show && p == 0);
      check_spectator (g, what);
      from = dk_game_n_events (g);
      g_assert_true (dk_game_apply (g, dk_rng_below (&rng, d->n_options), &error));
      g_assert_no_error (error);
      tally->decisions++;
      if (dk_game_turn (g) > 60)
        break;
    }
  for (guint p = 0; p < c->players; p++)
    check_seat (g, p, from, "the end", tally, show && p == 0);
  dk_game_free (g);
}

static void
test_random_games (gconstpointer data)
{
  const Case *c = data;
  Tally tally = { 0 };
  guint games = env_uint ("DK_WORDS_GAMES", 20);

  for (guint i = 0; i < games; i++)
    play_one (c, c->seed_base + i, &tally, FALSE);
  g_test_message (
      "%u games, %u decisions, %u lines told, %u battles, %u chain links; the "
      "longest board at 80 columns: %u lines (%u of %u boards over the target, 12 lines for "
      "two players and 2 more a player beyond)",
      games, tally.decisions, tally.narrated, tally.battles, tally.links, tally.max_lines,
      tally.over_target, tally.boards);
  /* The games did what the checks need: battles and chains happened. */
  g_assert_cmpuint (tally.battles, >, 0);
  g_assert_cmpuint (tally.narrated, >, tally.decisions / 4);
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  static const Case cases[] = {
    { "bos-standard", 2, 1000 },
    { "bos-battle-royal", 3, 2000 },
    { "bos-battle-royal", 4, 3000 },
    { "bos-team", 4, 4000 },
  };
  int ret;

  g_test_init (&argc, &argv, NULL);
  dk_games_register_builtin ();
  {
    g_autoptr (DkRuleset) rs = ruleset ("bos-standard");
    g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "..", "cards", "bos", NULL);
    g_autoptr (GDir) d = NULL;
    g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
    const char *name;

    db = dk_card_db_new_default (dk_ruleset_get_rules (rs), &error);
    g_assert_no_error (error);
    d = g_dir_open (dir, 0, &error);
    g_assert_no_error (error);
    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_suffix (name, ".deck"))
        g_ptr_array_add (names, g_strdup (name));
    g_ptr_array_sort (names, compare_names);
    for (guint i = 0; i < names->len && n_decks < MAX_DECKS; i++)
      {
        g_autofree char *path = g_build_filename (dir, (const char *) names->pdata[i], NULL);
        DkDeck *deck = dk_deck_load (db, path, NULL);
        g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

        if (deck == NULL)
          continue;
        bos ()->check_deck (dk_ruleset_get_rules (rs), rs, deck, problems);
        if (problems->len > 0)
          {
            dk_deck_free (deck);
            continue;
          }
        decks[n_decks++] = deck;
      }
    g_assert_cmpuint (n_decks, >, 1);
  }

  if (g_getenv ("DK_WORDS_SHOW") != NULL)
    {
      Tally tally = { 0 };

      guint which = MIN (env_uint ("DK_WORDS_CASE", 0), G_N_ELEMENTS (cases) - 1);

      play_one (&cases[which], env_uint ("DK_WORDS_SEED", cases[which].seed_base), &tally, TRUE);
      return 0;
    }

  g_test_add_func ("/bos/words/Determining-Damage/battle-told-with-both-values",
                   test_battle_told_with_values);
  g_test_add_func ("/bos/words/Determining-Damage/battle-damage-with-sp-left",
                   test_battle_damage_with_sp_left);
  g_test_add_func ("/bos/words/If-your-opponent-has-no-fighters/direct-damage-with-sp-left",
                   test_direct_attack_damage);
  g_test_add_func ("/bos/words/Equipment-Cards/board-shows-atk-after-equipment",
                   test_board_atk_after_equipment);
  g_test_add_func ("/bos/words/Chains/two-links-on-board-and-prompt", test_chain_of_two_links);
  g_test_add_func ("/bos/words/Battle-Step/prompt-names-the-attacker", test_prompt_battle_step);
  g_test_add_func ("/bos/words/End-Phase/prompt-hand-limit", test_prompt_hand_limit);
  g_test_add_func ("/bos/words/board/copies-numbered-as-options", test_board_copies_numbered);
  g_test_add_func ("/bos/words/Battle-Royal/player-out-shown-and-told",
                   test_battle_royal_player_out);
  g_test_add_func ("/bos/words/help/every-topic-has-text", test_help_topics);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bos/words/random/%s/%u-players",
                                               cases[i].ruleset_id, cases[i].players);

      g_test_add_data_func (path, &cases[i], test_random_games);
    }
  ret = g_test_run ();
  for (guint i = 0; i < n_decks; i++)
    dk_deck_free (decks[i]);
  dk_card_db_unref (db);
  return ret;
}
