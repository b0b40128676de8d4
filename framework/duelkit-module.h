/* duelkit-module.h: for the writers of rule modules.
 *
 * A rule module includes this after <duelkit.h>. It makes the engine's
 * hot accessors (a card, its definition, a zone, a parameter, the module's
 * state, what an instruction sees, a stat while no modifier is in play, an
 * offer while the options' array has room) inline functions that read the game's
 * state directly: the public names are macros for them, so that module
 * code calls them as before and pays no call across the library.
 *
 * The layout they read (the first part of struct _DkGame, DkExec, DkVec)
 * is guarded by DK_MODULE_ABI_VERSION: a module built against another
 * layout is refused when it registers. Applications include only
 * <duelkit.h> and never see it.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "duelkit.h"

#include <string.h>

G_BEGIN_DECLS

/* A growable array of plain items, copied with memcpy. */
typedef struct
{
  gpointer data;
  guint len;
  guint cap;
} DkVec;

struct _DkExec
{
  DkFrame *frame; /* valid until the instruction pushes a frame */
  const DkAbility *ability;
  guint depth; /* the program frame's index in the frame stack */
};

typedef enum
{
  DK_STATUS_SETUP,
  DK_STATUS_RUNNING,
  DK_STATUS_DECIDING,
  DK_STATUS_OVER,
} DkStatus;

/* The first part of struct _DkCardDb, read by dk_game_card_data(): the
 * module's compiled card data (DkModule.card_data_size bytes a
 * definition) in one array by definition index, made when the database
 * is frozen (a game exists: no more loading), so that a card's data is two
 * loads away from its index. */
typedef struct
{
  const guint8 *card_data; /* NULL until frozen, or without card data */
  gsize card_data_size;
} DkCardDbHead;

/* The game's state. The library alone writes it; modules read its first
 * part through the inline accessors below. */
struct _DkGame
{
  /* --- read by the inline accessors: a change here is a change of
   * DK_MODULE_ABI_VERSION --- */
  const DkRules *rules;
  const DkModule *module;
  DkCardDb *db;
  const DkCardDef *const *defs; /* the database's definitions, by index (it is frozen) */
  const gint64 *params;         /* the ruleset's values, one a module parameter */
  guint n_players;
  guint n_zone_kinds;
  guint n_zones;
  guint n_counters;
  guint n_cards;
  guint card_cap; /* cards and zone_cards have room for this many */
  DkCard *cards;
  /* Every card, zone by zone, each zone bottom first: zone z holds
   * zone_cards[zone_start[z]] up to zone_cards[zone_start[z + 1]]. */
  guint16 *zone_cards;
  guint16 *zone_start; /* n_zones + 1 */
  gint32 *counters;    /* player * n_counters + counter */
  guint8 *mstate;      /* the module's block */
  DkStatus status;
  gint32 turn;
  guint active;
  gint phase;
  gint step;
  guint eliminated; /* bit mask */
  gint32 ret;       /* the last value a procedure returned */
  DkOption answer;
  /* A DkVec whose cap is 0 but for its len items lies in the game's own
   * block (a copy): it moves to an array of its own when it grows. */
  DkVec frames;    /* DkFrame */
  DkVec stack;     /* DkStackItem */
  DkVec modifiers; /* DkModifier */
  DkVec options;   /* DkOption: the current decision's */
  DkDecision decision;
  /* Bytes next to the engine's own (end_reason, cards_owned, unshuffled,
   * winner: here for their place alone): every byte of this struct is in
   * every copy, so none may add padding. */
  guint8 has_answer;
  /* Read by the inline dk_game_emit() and dk_game_record_automatic(): a
   * game that keeps no log or record (a simulation, a search copy) only
   * counts its events and choices, and passes an event to the module's
   * on_event without a call into the library. */
  guint8 keep_events;
  guint8 keep_choices;
  guint8 unshuffled; /* keep deck order until the first turn */
  /* A bit for each framework event kind below 16 the module's on_event
   * has no use for in this game (dk_game_set_quiet_events()). */
  guint16 quiet_events;
  guint8 end_reason;  /* DkEndReason */
  guint8 cards_owned; /* cards and zone_cards are an allocation of their own */
  guint32 event_seq;
  gint winner;

  /* --- the engine's alone from here --- */
  DkRuleset *ruleset;
  /* The game is one block: this struct, zone_start, the counters and the
   * module's state; in a copy, also the cards and every array, packed. */
  gsize block_size;
  DkRng rng;
  /* The record's knowledge is settled up to here: the events of seq at
   * most settled_seq, the choices before settled_choices. */
  guint32 settled_seq;
  guint settled_choices;

  guint32 event_limit;    /* the most events kept; 0: every one */
  guint32 events_dropped; /* the oldest events dropped to keep to it */

  /* Progress (see game_run () and dk_proc_turn ()): a game that makes none ends. */
  guint32 idle_turns; /* turns begun since a player last decided */
  guint32 steps;      /* frame steps since a player last decided, or the turn began */
  gint32 end_detail[2];

  DkVec events;    /* DkEvent */
  DkVec choices;   /* DkChoice: every answer so far */
  DkVec positions; /* guint64: the hashes of the turn starts since a player last decided */

  /* for views: the definitions of the cards hidden from the viewer */
  DkVec unknown_pool; /* guint16 */
};

/* --- the inline accessors ------------------------------------------------
 *
 * Each does what the function of the same name does, without its checks
 * but for the ones that give an answer to a wrong question (a card out of
 * range has no definition). */

static inline guint
dk_game_n_players_inline (const DkGame *g)
{
  return g->n_players;
}

static inline guint
dk_game_n_cards_inline (const DkGame *g)
{
  return g->n_cards;
}

static inline const DkRules *
dk_game_get_rules_inline (const DkGame *g)
{
  return g->rules;
}

static inline DkCardDb *
dk_game_get_db_inline (const DkGame *g)
{
  return g->db;
}

static inline gpointer
dk_game_module_state_inline (DkGame *g)
{
  return g->mstate;
}

static inline gconstpointer
dk_game_module_state_const_inline (const DkGame *g)
{
  return g->mstate;
}

static inline gboolean
dk_game_is_over_inline (const DkGame *g)
{
  return g->status == DK_STATUS_OVER;
}

static inline gint32
dk_game_turn_inline (const DkGame *g)
{
  return g->turn;
}

static inline guint
dk_game_active_inline (const DkGame *g)
{
  return g->active;
}

static inline gint
dk_game_phase_inline (const DkGame *g)
{
  return g->phase;
}

static inline gint
dk_game_step_inline (const DkGame *g)
{
  return g->step;
}

static inline gboolean
dk_game_is_eliminated_inline (const DkGame *g, guint player)
{
  return player < g->n_players && (g->eliminated & (1u << player)) != 0;
}

static inline const DkCard *
dk_game_card_inline (const DkGame *g, gint32 card)
{
  return G_LIKELY ((guint32) card < g->n_cards) ? &g->cards[card] : NULL;
}

static inline DkCard *
dk_game_card_mut_inline (DkGame *g, gint32 card)
{
  return G_LIKELY ((guint32) card < g->n_cards) ? &g->cards[card] : NULL;
}

static inline const DkCardDef *
dk_game_card_def_inline (const DkGame *g, gint32 card)
{
  guint16 def;

  if (G_UNLIKELY ((guint32) card >= g->n_cards))
    return NULL;
  def = g->cards[card].def;
  return def == DK_UNKNOWN_DEF ? NULL : g->defs[def];
}

/* The module's compiled data (DkCardDef.data) of @card's definition; NULL
 * when @card is out of range or its definition unknown. Only for a module
 * that has card data (DkModule.card_data_size > 0): a game's database
 * then always has the array. */
static inline gconstpointer
dk_game_card_data (const DkGame *g, gint32 card)
{
  const DkCardDbHead *db = (const DkCardDbHead *) (gconstpointer) g->db;
  guint16 def;

  if (G_UNLIKELY ((guint32) card >= g->n_cards))
    return NULL;
  def = g->cards[card].def;
  if (G_UNLIKELY (def == DK_UNKNOWN_DEF))
    return NULL;
  return db->card_data + (gsize) def * db->card_data_size;
}

/* K.5.5: the definition a card name is known by (DK_ARG_NAME, a name
 * bound by naming): NULL when @def is no definition of the database. */
static inline const DkCardDef *
dk_game_name_def (const DkGame *g, gint32 def)
{
  return def >= 0 && (guint) def < dk_card_db_size (g->db) ? g->defs[def] : NULL;
}

static inline gboolean
dk_game_card_has_flag_inline (const DkGame *g, gint32 card, guint flag)
{
  return (g->cards[card].flags & flag) != 0;
}

static inline void
dk_game_card_set_flag_inline (DkGame *g, gint32 card, guint flag, gboolean on)
{
  DkCard *c = &g->cards[card];

  if (on)
    c->flags |= (guint16) flag;
  else
    c->flags &= (guint16) ~flag;
  if (flag & DK_CARD_FLAG_FACE_DOWN)
    {
      guint kind = c->zone / g->n_players;

      /* Turned face down, it stays known to whoever saw it face up. */
      if (g->module->zones[kind].visibility == DK_VISIBILITY_PUBLIC)
        c->known = on ? (guint8) (c->known | (1u << c->controller))
                      : (guint8) ((1u << g->n_players) - 1);
    }
}

static inline gboolean
dk_game_card_known_by_inline (const DkGame *g, gint32 card, guint player)
{
  return (g->cards[card].known & (1u << player)) != 0;
}

static inline guint
dk_game_zone_id_inline (const DkGame *g, guint zone_kind, guint player)
{
  return zone_kind * g->n_players + player;
}

static inline guint
dk_game_zone_kind_inline (const DkGame *g, guint zone)
{
  return zone / g->n_players;
}

static inline guint
dk_game_zone_owner_inline (const DkGame *g, guint zone)
{
  return zone % g->n_players;
}

static inline const guint16 *
dk_game_zone_inline (const DkGame *g, guint zone_kind, guint player, guint *n_cards)
{
  guint z = zone_kind * g->n_players + player;

  *n_cards = (guint) (g->zone_start[z + 1] - g->zone_start[z]);
  return g->zone_cards + g->zone_start[z];
}

static inline guint
dk_game_zone_size_inline (const DkGame *g, guint zone_kind, guint player)
{
  guint z = zone_kind * g->n_players + player;

  return (guint) (g->zone_start[z + 1] - g->zone_start[z]);
}

static inline gint32
dk_game_zone_top_inline (const DkGame *g, guint zone_kind, guint player)
{
  guint z = zone_kind * g->n_players + player;
  guint end = g->zone_start[z + 1];

  return end > g->zone_start[z] ? (gint32) g->zone_cards[end - 1] : DK_NO_CARD;
}

static inline gint32
dk_game_printed_stat_inline (const DkGame *g, gint32 card, guint stat)
{
  const DkCardDef *def;

  if (G_UNLIKELY (stat >= g->module->n_stats))
    return 0;
  def = dk_game_card_def_inline (g, card);
  return def ? def->stats[stat] : g->module->stats[stat].def;
}

static inline guint
dk_game_n_modifiers_inline (const DkGame *g)
{
  return g->modifiers.len;
}

/* dk_game_stat() without a call while no modifier is in play (the usual
 * case); the function does the rest. */
static inline gint32
dk_game_stat_inline (const DkGame *g, gint32 card, guint stat)
{
  const DkStatSpec *spec;
  gint32 value;

  if (G_UNLIKELY (g->modifiers.len != 0 || stat >= g->module->n_stats))
    return (dk_game_stat) (g, card, stat);
  value = dk_game_printed_stat_inline (g, card, stat);
  if (g->module->adjust_stat)
    value = g->module->adjust_stat (g, card, stat, value);
  spec = &g->module->stats[stat];
  if (spec->has_floor && value < spec->floor)
    value = spec->floor;
  return value;
}

/* dk_game_offer() without its checks, while the options' array has room. */
static inline DkOption *
dk_game_offer_inline (DkGame *g, guint16 verb, guint16 tag)
{
  DkOption *o;

  if (G_UNLIKELY (g->options.len >= g->options.cap))
    return (dk_game_offer) (g, verb, tag);
  o = (DkOption *) g->options.data + g->options.len++;
  memset (o, 0, sizeof *o);
  o->verb = verb;
  o->tag = tag;
  return o;
}

static inline gint64
dk_game_param_inline (const DkGame *g, guint param)
{
  return param < g->module->n_params ? g->params[param] : 0;
}

static inline gint32
dk_game_counter_inline (const DkGame *g, guint player, guint counter)
{
  return player < g->n_players && counter < g->n_counters
             ? g->counters[player * g->n_counters + counter]
             : 0;
}

static inline void
dk_game_set_return_inline (DkGame *g, gint32 value)
{
  g->ret = value;
}

static inline gint32
dk_game_get_return_inline (const DkGame *g)
{
  return g->ret;
}

static inline const DkOption *
dk_game_answer_inline (const DkGame *g)
{
  return g->has_answer ? &g->answer : NULL;
}

static inline void
dk_game_clear_answer_inline (DkGame *g)
{
  g->has_answer = FALSE;
}

static inline guint
dk_game_frame_depth_inline (const DkGame *g)
{
  return g->frames.len;
}

static inline guint
dk_game_stack_depth_inline (const DkGame *g)
{
  return g->stack.len;
}

/* dk_game_emit() without its call in a game that keeps no log: the event
 * goes straight to the module's on_event (the module's own events and the
 * framework's it has a use for). */
static inline void
dk_game_emit_inline (
    DkGame *g, guint16 type, gint player, gint32 card, gint32 a0, gint32 a1, gint32 a2, gint32 a3)
{
  if (G_UNLIKELY (g->keep_events))
    {
      (dk_game_emit) (g, type, player, card, a0, a1, a2, a3);
      return;
    }
  /* An event of a kind the module has no use for is only counted: most of
   * a game's events are steps and phases. */
  if ((type < 16 && (g->quiet_events >> type & 1u)) || g->module->on_event == NULL)
    {
      g->event_seq++;
      return;
    }
  {
    DkEvent ev = {
      .seq = ++g->event_seq,
      .type = type,
      .player = (gint8) player,
      .turn = g->turn,
      .card = card,
      .a = { a0, a1, a2, a3 },
    };

    g->module->on_event (g, &ev);
  }
}

/* For a module whose on_event would pass over an event of its own that
 * it is about to emit: in a game that keeps no log, the event is only
 * counted, as dk_game_emit() counts an event of a quiet kind, and TRUE is
 * returned; in a game that keeps one, FALSE: the module emits it. */
static inline gboolean
dk_game_skip_event (DkGame *g)
{
  if (G_UNLIKELY (g->keep_events))
    return FALSE;
  g->event_seq++;
  return TRUE;
}

/* dk_game_record_automatic() without its call in a game that keeps no
 * record of choices: it takes @option and counts the choice's event. */
static inline void
dk_game_record_automatic_inline (DkGame *g, guint player, guint kind, const DkOption *option)
{
  if (G_UNLIKELY (g->keep_choices || g->status != DK_STATUS_RUNNING || player >= g->n_players))
    {
      (dk_game_record_automatic) (g, player, kind, option);
      return;
    }
  g->decision.player = (gint) player;
  g->decision.kind = kind;
  g->answer = *option;
  g->has_answer = TRUE;
  g->event_seq++;
}

/* dk_game_decide() without its call: a module begins hundreds of decisions
 * a game. */
static inline void
dk_game_decide_inline (DkGame *g, guint player, guint kind)
{
  if (G_UNLIKELY (player >= g->n_players))
    {
      (dk_game_decide) (g, player, kind);
      return;
    }
  g->options.len = 0;
  g->decision.player = (gint) player;
  g->decision.kind = kind;
  g->decision.n_options = 0;
  g->has_answer = FALSE;
  g->status = DK_STATUS_DECIDING;
}

/* dk_game_push() without its check of @proc, while the frames' array has
 * room. */
static inline DkFrame *
dk_game_push_inline (DkGame *g, guint16 proc)
{
  DkFrame *f;

  if (G_UNLIKELY (g->frames.len >= g->frames.cap))
    return (dk_game_push) (g, proc);
  f = (DkFrame *) g->frames.data + g->frames.len++;
  memset (f, 0, sizeof *f);
  f->proc = proc;
  return f;
}

static inline const DkFrame *
dk_game_frame_at_inline (const DkGame *g, guint depth)
{
  return depth < g->frames.len ? (const DkFrame *) g->frames.data + depth : (dk_game_frame_at) (g, depth);
}

static inline DkStackItem *
dk_game_stack_at_inline (DkGame *g, guint depth_from_top)
{
  return depth_from_top < g->stack.len
             ? (DkStackItem *) g->stack.data + (g->stack.len - 1 - depth_from_top)
             : NULL;
}

static inline gint32
dk_exec_source_inline (const DkExec *ex)
{
  return ex->frame->a[0];
}

static inline guint
dk_exec_controller_inline (const DkExec *ex)
{
  return (guint) ex->frame->a[3];
}

static inline const DkAbility *
dk_exec_ability_inline (const DkExec *ex)
{
  return ex->ability;
}

static inline gint32
dk_exec_sub_inline (const DkExec *ex)
{
  return ex->frame->a[2];
}

static inline void
dk_exec_set_sub_inline (DkExec *ex, gint32 sub)
{
  ex->frame->a[2] = sub;
}

static inline gint32
dk_exec_var_inline (const DkExec *ex, guint var)
{
  return var < 4 ? ex->frame->a[4 + var] : DK_NO_CARD;
}

static inline void
dk_exec_bind_inline (DkExec *ex, guint var, gint32 card)
{
  if (var < 4)
    ex->frame->a[4 + var] = card;
}

static inline void
dk_option_add_inline (DkOption *o, DkArgKind kind, gint32 value)
{
  if (G_UNLIKELY (o->n_args >= DK_OPTION_MAX_ARGS))
    return;
  o->kinds |= (guint32) kind << (2 * o->n_args);
  o->args[o->n_args++] = value;
}

static inline void
dk_option_add_card_inline (DkOption *o, gint32 card)
{
  dk_option_add_inline (o, DK_ARG_CARD, card);
}

static inline void
dk_option_add_int_inline (DkOption *o, gint32 value)
{
  dk_option_add_inline (o, DK_ARG_INT, value);
}

static inline void
dk_option_add_word_inline (DkOption *o, guint16 word)
{
  dk_option_add_inline (o, DK_ARG_WORD, word);
}

#define dk_game_n_players(g) dk_game_n_players_inline (g)
#define dk_game_n_cards(g) dk_game_n_cards_inline (g)
#define dk_game_get_rules(g) dk_game_get_rules_inline (g)
#define dk_game_get_db(g) dk_game_get_db_inline (g)
#define dk_game_module_state(g) dk_game_module_state_inline (g)
#define dk_game_module_state_const(g) dk_game_module_state_const_inline (g)
#define dk_game_is_over(g) dk_game_is_over_inline (g)
#define dk_game_turn(g) dk_game_turn_inline (g)
#define dk_game_active(g) dk_game_active_inline (g)
#define dk_game_phase(g) dk_game_phase_inline (g)
#define dk_game_step(g) dk_game_step_inline (g)
#define dk_game_is_eliminated(g, p) dk_game_is_eliminated_inline (g, p)
#define dk_game_card(g, c) dk_game_card_inline (g, c)
#define dk_game_card_mut(g, c) dk_game_card_mut_inline (g, c)
#define dk_game_card_def(g, c) dk_game_card_def_inline (g, c)
#define dk_game_card_has_flag(g, c, f) dk_game_card_has_flag_inline (g, c, f)
#define dk_game_card_known_by(g, c, p) dk_game_card_known_by_inline (g, c, p)
#define dk_game_card_set_flag(g, c, f, on) dk_game_card_set_flag_inline (g, c, f, on)
#define dk_game_zone_id(g, k, p) dk_game_zone_id_inline (g, k, p)
#define dk_game_zone_kind(g, z) dk_game_zone_kind_inline (g, z)
#define dk_game_zone_owner(g, z) dk_game_zone_owner_inline (g, z)
#define dk_game_zone(g, k, p, n) dk_game_zone_inline (g, k, p, n)
#define dk_game_zone_size(g, k, p) dk_game_zone_size_inline (g, k, p)
#define dk_game_zone_top(g, k, p) dk_game_zone_top_inline (g, k, p)
#define dk_game_printed_stat(g, c, s) dk_game_printed_stat_inline (g, c, s)
#define dk_game_param(g, i) dk_game_param_inline (g, i)
#define dk_game_stat(g, c, s) dk_game_stat_inline (g, c, s)
#define dk_game_n_modifiers(g) dk_game_n_modifiers_inline (g)
#define dk_game_offer(g, v, t) dk_game_offer_inline (g, v, t)
#define dk_game_counter(g, p, c) dk_game_counter_inline (g, p, c)
#define dk_game_set_return(g, v) dk_game_set_return_inline (g, v)
#define dk_game_get_return(g) dk_game_get_return_inline (g)
#define dk_game_answer(g) dk_game_answer_inline (g)
#define dk_game_clear_answer(g) dk_game_clear_answer_inline (g)
#define dk_game_frame_depth(g) dk_game_frame_depth_inline (g)
#define dk_game_stack_depth(g) dk_game_stack_depth_inline (g)
#define dk_game_decide(g, p, k) dk_game_decide_inline (g, p, k)
#define dk_game_emit(g, t, p, c, a0, a1, a2, a3) dk_game_emit_inline (g, t, p, c, a0, a1, a2, a3)
#define dk_game_record_automatic(g, p, k, o) dk_game_record_automatic_inline (g, p, k, o)
#define dk_game_push(g, p) dk_game_push_inline (g, p)
#define dk_game_frame_at(g, d) dk_game_frame_at_inline (g, d)
#define dk_game_stack_at(g, d) dk_game_stack_at_inline (g, d)
#define dk_exec_source(ex) dk_exec_source_inline (ex)
#define dk_exec_controller(ex) dk_exec_controller_inline (ex)
#define dk_exec_ability(ex) dk_exec_ability_inline (ex)
#define dk_exec_sub(ex) dk_exec_sub_inline (ex)
#define dk_exec_set_sub(ex, v) dk_exec_set_sub_inline (ex, v)
#define dk_exec_var(ex, i) dk_exec_var_inline (ex, i)
#define dk_exec_bind(ex, i, c) dk_exec_bind_inline (ex, i, c)
#define dk_option_add_card(o, c) dk_option_add_card_inline (o, c)
#define dk_option_add_int(o, v) dk_option_add_int_inline (o, v)
#define dk_option_add_word(o, w) dk_option_add_word_inline (o, w)

G_END_DECLS
