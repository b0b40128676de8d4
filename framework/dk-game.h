/* dk-game.h: a game in progress.
 *
 * A game runs until a player must decide, then stops and exposes one
 * decision with every legal option. dk_game_apply() answers it and the game
 * runs on. The state is plain data: dk_game_copy() is a handful of memcpy.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#include <stdio.h>
#include <glib.h>
#include "dk-types.h"
#include "dk-card.h"

G_BEGIN_DECLS

/**
 * DkDecision:
 * @player: who decides (0-based)
 * @kind: the decision kind (dk_rules_decision_name())
 * @n_options: how many legal options; never 0 while the game is not over
 * @options: (array length=n_options): the options, valid until the game changes
 */
typedef struct
{
  gint player;
  guint kind;
  guint n_options;
  const DkOption *options;
} DkDecision;

/* Whose eyes a text of the game is written for: a player (from 0), or
 * one of these. */
#define DK_VIEWER_SPECTATOR (-1) /* what every player may see */
#define DK_VIEWER_FULL (-2)      /* everything: the record of the game */

/**
 * DkEndReason:
 * @DK_END_NONE: the game is not over
 * @DK_END_RULES: the game's rules ended it (a win, or a draw they call)
 * @DK_END_IDLE_TURNS: %DK_GAME_IDLE_TURN_LIMIT turns in a row began with no
 *   player deciding anything: a draw
 * @DK_END_STEPS: the engine ran %DK_GAME_STEP_LIMIT steps of one turn with no
 *   player deciding anything: a draw
 * @DK_END_DEPTH: procedures were nested %DK_GAME_DEPTH_LIMIT deep: a draw
 * @DK_END_REPETITION: a turn began in exactly the position an earlier turn
 *   began in, with no player deciding anything between: the game would
 *   repeat itself forever, a draw
 * @DK_END_NO_OPTION: the module posted a decision with no legal option
 *   (a module bug, or a variant its procedures do not foresee): a draw
 *
 * Why a game is over (dk_game_end_reason()). Every reason but
 * %DK_END_RULES is the engine's: the game made no progress, and ends as a
 * draw rather than run forever. The game-over event carries it too.
 */
typedef enum
{
  DK_END_NONE = 0,
  DK_END_RULES,
  DK_END_IDLE_TURNS,
  DK_END_STEPS,
  DK_END_DEPTH,
  DK_END_REPETITION,
  DK_END_NO_OPTION,
} DkEndReason;

/* A game is a draw after this many turns in a row that no player decided
 * anything in (docs/engine.md says why no game of UFS or BoS comes near). */
#define DK_GAME_IDLE_TURN_LIMIT 10000
/* ... after this many engine steps in one turn with no decision. */
#define DK_GAME_STEP_LIMIT 1000000
/* ... when procedures are nested this deep. */
#define DK_GAME_DEPTH_LIMIT 10000
/* The events a new game keeps in memory (dk_game_set_event_limit()). */
#define DK_GAME_EVENT_LIMIT 65536

typedef enum
{
  DK_POS_TOP = -1,
  DK_POS_BOTTOM = -2,
} DkZonePos;

typedef enum
{
  DK_PART_COST = 0,
  DK_PART_EFFECT = 1,
  DK_PART_CANCEL = 2,
  /* instructions of the effect paid as a cost: the <cost> that opens a
   * <may> ("you may X to Y", UFS J.1.4.1), run from the effect program */
  DK_PART_EFFECT_COST = 3,
} DkProgramPart;

/**
 * DkGameFlags:
 * @DK_GAME_FLAGS_NONE: a game that keeps its event log and its record of
 *   choices (play, scenarios, replays)
 * @DK_GAME_NO_LOG: keep no event log (dk_game_set_logging())
 * @DK_GAME_NO_CHOICES: keep no record of choices (dk_game_set_choice_record())
 * @DK_GAME_SIMULATION: both: a game nobody reads the record of (studies of
 *   many games, matches, search)
 *
 * How a game made by dk_game_new_full() keeps its record.
 */
typedef enum
{
  DK_GAME_FLAGS_NONE = 0,
  DK_GAME_NO_LOG = 1 << 0,
  DK_GAME_NO_CHOICES = 1 << 1,
  DK_GAME_SIMULATION = DK_GAME_NO_LOG | DK_GAME_NO_CHOICES,
} DkGameFlags;

/* Creating, copying, freeing. */
DK_API DkGame *dk_game_new_full (const DkRuleset *ruleset,
                                 DkCardDb *db,
                                 DkDeck *const *decks,
                                 guint n_players,
                                 guint64 seed,
                                 DkGameFlags flags,
                                 GError **error);
DK_API DkGame *dk_game_new (const DkRuleset *ruleset,
                            DkCardDb *db,
                            DkDeck *const *decks,
                            guint n_players,
                            guint64 seed,
                            GError **error);
DK_API DkGame *
dk_game_new_empty (const DkRuleset *ruleset, DkCardDb *db, guint n_players, guint64 seed);
DK_API gint32
dk_game_add_card (DkGame *game, guint16 def, guint owner, guint zone_kind, GError **error);
DK_API void dk_game_start (DkGame *game, gboolean shuffle_decks);
DK_API void dk_game_start_at (DkGame *game, guint phase, guint step, guint active, gint32 turn);
DK_API DkGame *dk_game_copy (const DkGame *game);
DK_API DkGame *dk_game_copy_for_search (const DkGame *game);
DK_API void dk_game_free (DkGame *game);
DK_API gsize dk_game_memory_size (const DkGame *game);

DK_API const DkRules *dk_game_get_rules (const DkGame *game);
DK_API const DkRuleset *dk_game_get_ruleset (const DkGame *game);
DK_API DkCardDb *dk_game_get_db (const DkGame *game);
DK_API guint dk_game_n_players (const DkGame *game);
DK_API gint64 dk_game_param (const DkGame *game, guint param);
DK_API gpointer dk_game_module_state (DkGame *game);
DK_API gconstpointer dk_game_module_state_const (const DkGame *game);
DK_API gboolean dk_game_equal (const DkGame *a, const DkGame *b);
DK_API guint32 dk_game_hash (const DkGame *game);

/* Where the game is. */
DK_API gboolean dk_game_is_over (const DkGame *game);
DK_API gint dk_game_winner (const DkGame *game);
DK_API gint32 dk_game_turn (const DkGame *game);
DK_API guint dk_game_active (const DkGame *game);
DK_API gint dk_game_phase (const DkGame *game);
DK_API gint dk_game_step (const DkGame *game);
DK_API void dk_game_set_active (DkGame *game, guint player);
DK_API void dk_game_set_step (DkGame *game, guint step);
DK_API void dk_game_end (DkGame *game, gint winner);
DK_API DkEndReason dk_game_end_reason (const DkGame *game);
DK_API char *dk_game_end_reason_text (const DkGame *game);
DK_API void dk_game_eliminate (DkGame *game, guint player);
DK_API gboolean dk_game_is_eliminated (const DkGame *game, guint player);

/* Decisions. */
DK_API const DkDecision *dk_game_decision (const DkGame *game);
DK_API gboolean dk_game_apply (DkGame *game, guint option, GError **error);
DK_API gboolean dk_game_apply_text (DkGame *game, const char *text, GError **error);
DK_API gboolean dk_game_find_option (const DkGame *game,
                                     const char *text,
                                     guint *out_index,
                                     GError **error);
DK_API void dk_game_format_option (const DkGame *game, const DkOption *option, GString *out);
DK_API char *dk_game_option_to_string (const DkGame *game, const DkOption *option);
DK_API char *dk_game_option_label (const DkGame *game, const DkOption *option);
DK_API gboolean dk_game_option_equal (const DkOption *a, const DkOption *b);
DK_API guint dk_game_n_choices (const DkGame *game);
DK_API char *dk_game_choice_to_string (const DkGame *game, guint index, gint *out_player);
DK_API char *
dk_game_choice_to_string_for (const DkGame *game, guint index, gint viewer, gint *out_player);

/* For procedures: posting a decision and reading its answer. */
DK_API void dk_game_decide (DkGame *game, guint player, guint kind);
DK_API DkOption *dk_game_offer (DkGame *game, guint16 verb, guint16 tag);
DK_API void dk_option_add_card (DkOption *option, gint32 card);
DK_API void dk_option_add_int (DkOption *option, gint32 value);
DK_API void dk_option_add_word (DkOption *option, guint16 word);
DK_API void dk_option_mark_set (DkOption *option);
DK_API guint dk_game_n_offered (const DkGame *game);
DK_API const DkOption *dk_game_answer (const DkGame *game);
DK_API void dk_game_clear_answer (DkGame *game);
DK_API void
dk_game_record_automatic (DkGame *game, guint player, guint kind, const DkOption *option);

/* Procedure frames. */
DK_API DkFrame *dk_game_push (DkGame *game, guint16 proc);
DK_API DkFrame *dk_game_top_frame (DkGame *game);
DK_API guint dk_game_frame_depth (const DkGame *game);
DK_API const DkFrame *dk_game_frame_at (const DkGame *game, guint depth);
DK_API void dk_game_push_priority (DkGame *game, gint32 window, guint first_player);
DK_API void dk_game_push_program (
    DkGame *game, gint32 card, guint ability, DkProgramPart part, guint controller);

typedef enum
{
  DK_PASS_ALL = 0,   /* every instruction */
  DK_PASS_EARLY = 1, /* those without DK_INSTR_LATE */
  DK_PASS_LATE = 2,  /* only those with DK_INSTR_LATE */
} DkProgramPass;

DK_API void dk_game_push_program_pass (DkGame *game,
                                       gint32 card,
                                       guint ability,
                                       DkProgramPart part,
                                       guint controller,
                                       DkProgramPass pass);
DK_API void dk_game_set_return (DkGame *game, gint32 value);
DK_API gint32 dk_game_get_return (const DkGame *game);

/* Cards and zones. */
DK_API guint dk_game_n_cards (const DkGame *game);
DK_API const DkCard *dk_game_card (const DkGame *game, gint32 card);
DK_API DkCard *dk_game_card_mut (DkGame *game, gint32 card);
DK_API const DkCardDef *dk_game_card_def (const DkGame *game, gint32 card);
DK_API guint dk_game_zone_id (const DkGame *game, guint zone_kind, guint player);
DK_API guint dk_game_zone_kind (const DkGame *game, guint zone);
DK_API guint dk_game_zone_owner (const DkGame *game, guint zone);
DK_API const guint16 *
dk_game_zone (const DkGame *game, guint zone_kind, guint player, guint *n_cards);
DK_API guint dk_game_zone_size (const DkGame *game, guint zone_kind, guint player);
DK_API gint32 dk_game_zone_top (const DkGame *game, guint zone_kind, guint player);
DK_API gint dk_game_card_position (const DkGame *game, gint32 card);
DK_API void dk_game_move (DkGame *game, gint32 card, guint zone_kind, guint player, gint position);
DK_API void dk_game_shuffle (DkGame *game, guint zone_kind, guint player);
DK_API guint dk_game_draw (DkGame *game, guint player, guint count);
DK_API void dk_game_reveal (DkGame *game, gint32 card, guint player);
DK_API void dk_game_look (DkGame *game, guint zone_kind, guint owner, guint player);
DK_API gboolean dk_game_card_has_flag (const DkGame *game, gint32 card, guint flag);
DK_API void dk_game_card_set_flag (DkGame *game, gint32 card, guint flag, gboolean on);
DK_API const char *dk_game_card_label (const DkGame *game, gint32 card, char *buf, gsize size);
DK_API char *dk_game_check_cards (const DkGame *game);

/* Values. */
DK_API gint32 dk_game_stat (const DkGame *game, gint32 card, guint stat);
DK_API gint32 dk_game_printed_stat (const DkGame *game, gint32 card, guint stat);
DK_API void dk_game_add_modifier (DkGame *game, const DkModifier *modifier);
DK_API void dk_game_keep_modifier (DkGame *game, const DkModifier *modifier);
DK_API void dk_game_end_modifiers_of (DkGame *game, gint32 card);
DK_API void dk_game_expire (DkGame *game, DkExpiry expiry, guint16 scope);
DK_API guint dk_game_n_modifiers (const DkGame *game);
DK_API const DkModifier *dk_game_modifier_at (const DkGame *game, guint index);
DK_API void dk_game_set_modifier_layer (DkGame *game, guint index, guint16 layer);
DK_API gint32 dk_game_counter (const DkGame *game, guint player, guint counter);
DK_API void dk_game_set_counter (DkGame *game, guint player, guint counter, gint32 value);
DK_API void dk_game_add_counter (DkGame *game, guint player, guint counter, gint32 delta);

/* The stack. */
DK_API void dk_game_stack_push (DkGame *game, const DkStackItem *item);
DK_API gboolean dk_game_stack_pop (DkGame *game, DkStackItem *out);
DK_API guint dk_game_stack_depth (const DkGame *game);
DK_API DkStackItem *dk_game_stack_at (DkGame *game, guint depth_from_top);
DK_API gboolean dk_game_stack_resolve_top (DkGame *game, DkStackItem *out);

/* Events. */
DK_API void dk_game_emit (DkGame *game,
                          guint16 type,
                          gint player,
                          gint32 card,
                          gint32 a0,
                          gint32 a1,
                          gint32 a2,
                          gint32 a3);
DK_API void dk_game_set_quiet_events (DkGame *game, guint16 mask);
DK_API guint dk_game_n_events (const DkGame *game);
DK_API const DkEvent *dk_game_event (const DkGame *game, guint index);
DK_API void dk_game_event_to_json (const DkGame *game, const DkEvent *event, GString *out);
DK_API void
dk_game_event_to_json_for (const DkGame *game, const DkEvent *event, gint viewer, GString *out);
DK_API const DkCardDef *
dk_game_event_card_def (const DkGame *game, const DkEvent *event, gint slot, gint viewer);
DK_API char *dk_game_event_attr_string (const DkGame *game, const DkEvent *event, const char *name);
DK_API void dk_game_log_header (const DkGame *game, gint viewer, GString *out);
DK_API void dk_game_append_log (const DkGame *game, gint viewer, GString *out);
DK_API void dk_game_write_log (const DkGame *game, FILE *out);
DK_API void dk_game_write_log_for (const DkGame *game, FILE *out, gint viewer);
DK_API void dk_game_set_logging (DkGame *game, gboolean keep_events);
DK_API gboolean dk_game_get_logging (const DkGame *game);
DK_API void dk_game_set_choice_record (DkGame *game, gboolean keep_choices);
DK_API gboolean dk_game_get_choice_record (const DkGame *game);
DK_API void dk_game_set_event_limit (DkGame *game, guint limit);
DK_API guint dk_game_get_event_limit (const DkGame *game);
DK_API guint dk_game_n_events_dropped (const DkGame *game);

/* Randomness, from the game's own stream. */
DK_API guint32 dk_game_random (DkGame *game, guint32 bound);

/* Hidden information. */
DK_API gboolean dk_game_card_known_by (const DkGame *game, gint32 card, guint player);
DK_API DkGame *dk_game_view (const DkGame *game, guint player);
DK_API DkGame *dk_game_view_public (const DkGame *game);
DK_API DkGame *dk_game_determinize (const DkGame *view, guint player, guint64 seed);

/* Effects: what an instruction sees while it runs. */
DK_API gint32 dk_exec_source (const DkExec *exec);
DK_API guint dk_exec_controller (const DkExec *exec);
DK_API const DkAbility *dk_exec_ability (const DkExec *exec);
DK_API gint32 dk_exec_target (DkGame *game, DkExec *exec, gint target);
DK_API guint dk_exec_player (const DkGame *game, const DkExec *exec, const DkInstr *instr);
DK_API gint32 dk_exec_var (const DkExec *exec, guint var);
DK_API void dk_exec_bind (DkExec *exec, guint var, gint32 card);
DK_API gint32 dk_exec_sub (const DkExec *exec);
DK_API void dk_exec_set_sub (DkExec *exec, gint32 sub);
DK_API DkProgramPart dk_exec_part (const DkExec *exec);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DkGame, dk_game_free)

G_END_DECLS
