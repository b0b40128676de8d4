/* ufs-text-grammar.h: what the parts of the grammar of printed UFS ability
 * text (ufs-text-parse.c and the files beside it) share: the parser's state
 * and the functions one part calls in another.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include "ufs-text.h"

#include <string.h>

G_BEGIN_DECLS

/* The parser's state: the tokens, the position, the tree being built and
 * the first reason given up on. */
typedef struct
{
  GArray *toks;
  guint pos;
  const UfsTextCard *card;
  UfsTextAbility *ab;
  char *reason;
  gboolean chosen;       /* a card was chosen: "it" names it */
  gboolean opponent;     /* the sentence's subject is the opponent: "and loses 2 vitality" */
  gboolean both;         /* ... both players: "and draw 1 card" */
  const char *it_attack; /* the attack an After condition names, for "it" */
  const char *filter;    /* the attack's filter: "your Kick attack" (K.3.4.1.1) */
} P;

/* ufs-text-read.c: tokens, amounts and the nouns every part reads. */
const UfsTok *ut_tok (const P *p, guint ahead);
gboolean ut_at_end (const P *p);
gboolean ut_accept (P *p, const char *seq);
gboolean ut_peek (P *p, const char *seq);
gboolean ut_fail (P *p, const char *category, guint words);
gboolean ut_fail_text (P *p, const char *category, const char *what);
gboolean ut_amount (P *p, gint *out);
UfsNode *ut_node_add (GArray *list, UfsNodeKind kind);
gboolean ut_this_card (P *p);
gboolean ut_card_word (P *p);
gboolean ut_foundation_word (P *p);
extern const char *const ut_symbols[];

/* ufs-text-cost.c: bracketed limits (H.3.2) and costs (H.4). */
gboolean ut_set_limit (P *p, const char *limit);
gboolean ut_limits (P *p);
gboolean ut_costs (P *p);

/* ufs-text-trigger.c: "After EVENT," (J.3.1). */
gboolean ut_trigger (P *p);

/* ufs-text-effect.c: targets, modifications and verbs. */
gboolean ut_x_equals (P *p);
const char *ut_attack_target (P *p, gboolean *next);
gboolean ut_clauses (P *p);

/* ufs-text-cond.c: conditions, "you may", rule and cancel sentences. */
gboolean ut_cancel_sentence (P *p);
gboolean ut_rule_sentence (P *p);
gboolean ut_if_attack_event (P *p);
gboolean ut_if_condition (P *p);
gboolean ut_you_may (P *p);

/* ufs-text-lasting.c: lasting effects, next attacks and cards, an attack's
 * zone, cards shown. */
gboolean ut_lasting_clause (P *p, gboolean *ok);
/* ufs-text-static.c: continuous abilities that are static effects (J.2.1). */
gboolean ut_static (P *p);

/* ufs-text-cancel.c: cancelling and negating (J.3.1.1). */
gboolean ut_cancel_ahead (P *p);
gboolean ut_cancel_clause (P *p);
gboolean ut_uncancellable_sentence (P *p);
gboolean ut_played_trigger (P *p, const char *who);
/* ufs-text-trigger.c: "Before EVENT," (H.1.6): the beginning of a phase. */
gboolean ut_before (P *p);
/* ufs-text-player.c: players as subjects ("they discard", "both players
 * discard 2 momentum") and what they choose. */
gboolean ut_player_clause (P *p, gboolean *ok);
gboolean ut_player_cancel_sentence (P *p);
/* ufs-text-effect.c: an opponent's verb read by its third-person words. */
gboolean ut_opponent_verb_read (P *p, const char *words);

/* ufs-text-amount.c: amounts ("for each", "X equals", bounds) and choices
 * between modifications; ufs-text-effect.c: the terms of its tables. */
const char *ut_each_term (P *p);
const char *ut_x_table_term (P *p);
const char *ut_amount_each_term (P *p);
const char *ut_amount_x_value (P *p, gint *min, gint *max);
gboolean ut_amount_after_mods (P *p, guint start, gboolean next, gboolean continuous);
gboolean ut_amount_choice (P *p,
                           const char *target,
                           gint sign,
                           gint k,
                           const char *first_stat,
                           gboolean next,
                           gboolean continuous);
gboolean ut_amount_verb_each (P *p);
gboolean ut_amount_for_each_ahead (P *p);
/* ufs-text-move.c: cards moved between zones ("add ... to ..."). */
gboolean ut_move_add (P *p);
gboolean ut_move_remove (P *p);
gboolean ut_move_take (P *p);
gboolean ut_move_cost_discard (P *p);
gboolean ut_move_cost_add (P *p);
gboolean ut_move_discard (P *p);
gboolean ut_move_cost_remove (P *p);
gboolean ut_move_costs_apart (P *p);
gboolean ut_move_top_to_pool (P *p, GArray *list, const char *player, const char *from);

/* ufs-text-amount.c: "that check gets +N" after "After you make a check" */
gboolean ut_amount_this_check (P *p, gboolean *ok);

/* ufs-text-vocab.c: "Return this attack to its printed speed". */
gboolean ut_vocab_clause (P *p, gboolean *ok);
gboolean ut_vocab_sentence (P *p);
gboolean ut_vocab_cost_discard (P *p);
gboolean ut_vocab_before (P *p);
/* ufs-text-chars.c: sentence forms few cards print, read whole ("Discard
 * your hand, then draw ...", "Your Combat Phase ends"). */
gboolean ut_chars_clause (P *p, gboolean *ok);
/* ufs-text-naming.c: "Name a card." and what acts on the named card. */
gboolean ut_naming_sentence (P *p);
/* ufs-text-cond2.c: conditions on the card just revealed or discarded, or
 * the top card of a discard pile, and "If not," after them. */
gboolean ut_cond2_if (P *p, guint if_pos);
gint ut_cond2_card_test (P *p, UfsNode *c);

/* ufs-text-trigger2.c: "an ability that draws (gains vitality, ...)"
 * (K.2.8); "After this attack resolves," in an enhance (J.3.2). */
gboolean ut_trigger_ability_causing (P *p, const char *who);
gboolean ut_trigger_in_enhance (P *p);
gboolean ut_trigger_keyword_played (P *p, const char *who);
gboolean ut_trigger_keyword_attack (P *p);
/* ufs-text-amount.c: "your attack with a printed damage of 3 or less" */
gboolean ut_amount_printed_filter (P *p, const char *target, gboolean next, gboolean *tested);
/* ufs-text-cost2.c: more costs ("Discard 1 Desperation card") */
gboolean ut_cost2_discard (P *p);
gboolean ut_cost2_other (P *p);
gboolean ut_cost2_reveal (P *p);
gboolean ut_cost2_apart (P *p);

/* ufs-text-addst.c: "ready", "committed" after "to your staging area". */
void ut_addst_staging_state (P *p, const char *target);
void ut_addst_deck_face (P *p);
gboolean ut_addst_self_face_down (P *p, gboolean in_pool);
/* ufs-text-player2.c: more of the opponent's verbs */
gboolean ut_player2_clause (P *p, gboolean *ok);
gboolean ut_player2_to_cancel (P *p);
/* ufs-text-vocab.c: the noun of a card of the opponent's ("attack card"). */
gboolean ut_opponent_card_noun (P *p, const char **filter);
/* ufs-text-cond3.c: amounts of the game in a condition (vitality, the
 * face-down cards of a card pool). */
gint ut_cond3_amount (P *p, UfsNode *c);
/* ufs-text-that.c: "that attack" after an attack played */
gboolean ut_that_attack (P *p);
gboolean ut_that_hand_face_down (P *p);
gboolean ut_that_blank (P *p);
/* ufs-text-copies.c: multiple copies' bonuses, a keyword lost, foundations
 * turned face down */
gboolean ut_copies_clause (P *p, gboolean *ok);
/* ufs-text-still.c: "If this attack is completely blocked, it still deals
 * 1 damage" (G.3.1) */
gboolean ut_still_sentence (P *p);
/* ufs-text-cond4.c: "this attack's damage is at least double its printed
 * damage" (J.4.2.1) */
gboolean ut_double_printed (P *p, UfsNode *c, gboolean printed, const char *stat);
/* ufs-text-trigger2.c: the event a trigger waits for, an attribute it matches */
void ut_when_set (P *p, const char *event, const char *player);
void ut_when_add (P *p, const char *name, const char *value);
/* ufs-text-trigger3.c: a player's acts on cards as events ("After your
 * opponent discards any number of cards"); ufs-text-trigger2.c: the
 * keyword an event's card is named by. */
gboolean ut_trigger_act (P *p, const char *who);
gboolean ut_trigger_cards_passive (P *p);
const char *ut_trigger_event_keyword (P *p);
gboolean ut_trigger_keyword_ability (P *p, const char *who);
gboolean ut_trigger_ability_on (P *p, const char *who);
gboolean ut_trigger_fired_during (P *p);
/* ufs-text-move.c: the card a cost names, for an effect's choice */
const char *ut_move_card_desc (P *p, gboolean plural);
/* ufs-text-discard.c: cards of the card pool an effect discards */
gboolean ut_discard_pool (P *p);
/* ufs-text-switch.c: "Switch this attack's speed and damage" (K.3.6) */
gboolean ut_switch_values (P *p);
/* ufs-text-naming.c: has the ability named a card before */
gboolean ut_named_before (const P *p);
/* ufs-text-named.c: "name a card" inside a sentence, the named card's copies removed */
gboolean ut_named_name (P *p);
gboolean ut_named_remove (P *p);
/* ufs-text-their.c: "your opponent may draw 1 card or gain 3 vitality (their choice)" */
gboolean ut_their_choice (P *p);
gboolean ut_their_chooses (P *p);
gboolean ut_their_add_chosen (P *p);

/* ufs-text-cond5.c: "it deals no damage" after a block (G.3.1, K.1.2);
 * "If this attack is blocked," as the trigger of an attack's continuous
 * ability; "discard it from the card pool after it resolves" */
gboolean ut_cond5_no_damage (P *p, gboolean *ok);
gboolean ut_cond5_if_trigger (P *p);
gboolean ut_cond5_discard_it (P *p, gboolean *ok);
gboolean ut_cond5_self_blank (P *p, gboolean *ok);
gint ut_cond5_character_name (P *p);
gboolean ut_cond5_no_reversal (P *p, gboolean *ok);
/* ufs-text-effect.c: "That card does not count towards progressive
 * difficulty" of a card chosen in a card pool (E.4.7.2.3) */
gboolean ut_chosen_uncounted (P *p);

/* ufs-text-move2.c: more cards moved between zones (the checked card,
 * cards of the hand); ufs-text-move.c: its destinations ("to your hand":
 * a number, its name "hand", "momentum", "deck-top", "deck-bottom",
 * "card-pool", "staging"; -1 when not read) and the move written */
gboolean ut_move2_add (P *p);
gboolean ut_move2_source_apart (P *p, const char *zone, const char *dest);
gboolean ut_move2_with_a (P *p);
gboolean ut_move2_filter_ahead (P *p);
const char *ut_move2_filter (P *p);
gboolean ut_move2_staged_types (const char *filter);
const char *ut_move_dest_name (gint dest);
gint ut_move_dest_read (P *p, const char *player);
void ut_move_node_write (P *p, const char *target, gint dest);
gboolean ut_move_source_read (P *p, const char **zone, const char **player);
const char *ut_move_filter_read (P *p, gboolean *printed);
gboolean ut_move_chosen_apart (
    P *p, const char *zone, const char *player, const char *filter, gboolean printed, gint dest);
/* ufs-text-trigger4.c: cards committed, and why ("After this card is
 * committed due to your opponent's effect", C.1.4) */
gboolean ut_trigger4_this_card (P *p);
gboolean ut_trigger4_cards_committed (P *p);
gboolean ut_trigger4_commit_reason (P *p);
gboolean ut_trigger4 (P *p);
void ut_trigger4_from_unblocked (P *p, const char *who);
/* ufs-text-cond7.c: more amounts of the game in a condition (the attacks
 * of a card pool, the cards of a removed from game pile, amounts compared);
 * ufs-text-cond.c: "at least N", "N or fewer", "no"; ufs-text-amount.c:
 * "Kick attacks in your card pool" */
gint ut_cond7_amount (P *p, UfsNode *c, gboolean they);
const char *ut_comparison (P *p, gint *k);
const char *ut_amount_keyword_attacks (P *p, gboolean plural);
/* ufs-text-amount2.c: values of the card a cost discarded ("X equals the
 * difficulty of the discarded card"); "gets a damage bonus equal to ..." */
const char *ut_amount2_x_term (P *p);
gboolean ut_amount2_bonus_ahead (P *p);
gboolean ut_amount2_bonus (P *p, const char *target, gboolean next, gboolean continuous);
const char *ut_amount2_each_term (P *p);
gboolean ut_amount2_self_difficulty (P *p, const char *target, gint amount);
gboolean ut_amount2_unread_before (const UfsNode *n, const char *term);
gboolean ut_amount2_for_ach (P *p);
/* ufs-text-player3.c: what a player may not do in an effect ("This attack
 * cannot be blocked by character cards"), what the opponent may do */
gboolean ut_player3_clause (P *p, gboolean *ok);
gboolean ut_player3_static (P *p);
gboolean ut_player3_they (P *p, gboolean *ok);
/* ufs-text-verb.c: "Seal (Freeze) 2 of your opponent's [committed]
 * foundations"; "Choose 1 of your opponent's foundations. That card does
 * not ready during their next Ready Step." (K.4.5) */
gboolean ut_verb_seal (P *p, UfsNodeKind kind);
gboolean ut_verb_choose (P *p);
/* ... "Discard 1 face down card from your card pool" (a cost) */
gboolean ut_verb_cost_discard (P *p);
/* ... "your next check to play a Punch attack" */
gboolean ut_verb_next_check_card (P *p, const char **types, const char **keywords);
/* ... "look at your opponent's hand and discard 1 card of your choice from it" */
gboolean ut_verb_look_hand (P *p);
/* ufs-text-lasting2.c: "The next foundation you play this turn (Your next
 * Kick attack) ignores progressive difficulty" (K.3.9, E.4.7.2.2), "The
 * next attack your opponent plays this turn gets ..."; ufs-text-lasting.c:
 * the qualifiers of a next attack ("Kick or Punch") and what it gets */
gboolean ut_lasting2_next (P *p, gboolean *ok, gboolean never);
gboolean ut_lasting_qualifiers (P *p, GString *zones, GString *kw, const char **non);
gboolean ut_lasting_next_gets (P *p, const char *player, GString *kw, const char *non, GString *zones);
/* ufs-text-face.c: face-down cards chosen by their face ("add 1 face down
 * card from your card pool to your hand", C.2.3.1, D.2.2.2) */
gboolean ut_face_add (P *p);
gboolean ut_face_discard (P *p);
gboolean ut_face_cost_discard (P *p);

/* ufs-text-momup.c: "face up" after a move to a momentum (D.4, C.2.3.1) */
gboolean ut_momup_face_up (P *p);
/* ufs-text-amount3.c: "+1 damage for every 2 attacks in your discard
 * pile" (TERM//N, rounded toward 0) after the modifications from @start */
gboolean ut_amount3_for_every (P *p, guint start, gboolean continuous, gboolean *done);

/* ufs-text-bound.c: the cards a cost or an effect acted on, named later
 * ("X equals the difficulty of the destroyed foundation") */
const char *ut_bound_x_term (P *p);

G_END_DECLS
