/* bos-deploy.c: deploying fighters and setting cards.
 *
 * Section names are the rule book's (v1.3); the vocabulary is documented in
 * docs/bos.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "bos-util.h"

static gint32
kills (const DkGame *g, gint32 card)
{
  return dk_game_card (g, card)->vars[BOS_VAR_KILLS];
}

static void
offer_deploy (DkGame *g, gint32 card, const gint32 *sac, guint n_sac)
{
  DkOption *o = dk_game_offer (g, BOS_VERB (DEPLOY), 0);

  dk_option_add_card (o, card);
  if (n_sac == 0)
    return;
  dk_option_add_word (o, BOS_VERB (SACRIFICE));
  dk_option_mark_set (o);
  for (guint i = 0; i < n_sac; i++)
    dk_option_add_card (o, sac[i]);
}

/* A fighter's class for a deploy's sacrifice: none when it is face down. */
#define NO_CLASS G_MININT

/* The class of each fighter of @f, into @out, read once for every deploy
 * of the decision. */
static gint *
fighter_classes (const DkGame *g, const guint16 *f, guint n_f, gint *out)
{
  for (guint j = 0; j < n_f; j++)
    out[j] = face_down (g, f[j]) ? NO_CLASS : bos_stat (g, f[j], BOS_STAT_CLASS);
  return out;
}

/* Fighter Classes: a legendary warrior is deployed by sacrificing a
 * warrior, an elite and a warlord with enough kill tokens; one option a
 * triple, in field order. */
static void
offer_legendary (
    DkGame *g, gint32 card, const guint16 *f, const gint *cls, guint n_f, gint32 k_legend)
{
  for (guint a = 0; a < n_f; a++)
    if (cls[a] == BOS_CLASS_WARRIOR)
      for (guint b = 0; b < n_f; b++)
        if (cls[b] == BOS_CLASS_ELITE)
          for (guint c = 0; c < n_f; c++)
            if (cls[c] == BOS_CLASS_WARLORD && kills (g, f[c]) >= k_legend)
              {
                gint32 sac[3] = { f[a], f[b], f[c] };

                offer_deploy (g, card, sac, 3);
              }
}

void
bos_offer_deploys (DkGame *g, guint player)
{
  BosState *s = bos_state (g);
  guint n_hand, n_f;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n_hand);
  const guint16 *f = dk_game_zone (g, BOS_ZONE_FIGHTERS, player, &n_f);
  gint32 k_elite = (gint32) dk_game_param (g, BOS_PARAM_KILLS_ELITE);
  gint32 k_warlord = (gint32) dk_game_param (g, BOS_PARAM_KILLS_WARLORD);
  gint32 k_legend = (gint32) dk_game_param (g, BOS_PARAM_KILLS_LEGENDARY);
  gint *cls_f = NULL;
  gint room = -1; /* a free fighter zone: read at the first warrior */

  if (s->deploys >= dk_game_param (g, BOS_PARAM_DEPLOYS_PER_TURN))
    return;
  for (guint i = 0; i < n_hand; i++)
    {
      gint32 c = hand[i];
      const BosCardData *d = bos_card_data (g, c);
      gint cls;

      if (d->type != BOS_TYPE_FIGHTER || (d->flags & BOS_CARD_TOKEN) ||
          dk_game_card_has_flag (g, c, DK_CARD_FLAG_TOKEN))
        continue;
      cls = bos_stat (g, c, BOS_STAT_CLASS);
      if (cls != BOS_CLASS_WARRIOR && cls_f == NULL)
        cls_f = fighter_classes (g, f, n_f, g_newa (gint, n_f + 1));
      switch (cls)
        {
        case BOS_CLASS_WARRIOR:
          if (room < 0)
            room = bos_free_fighter_zones (g, player) > 0;
          if (room)
            offer_deploy (g, c, NULL, 0);
          break;
        case BOS_CLASS_ELITE:
        case BOS_CLASS_WARLORD:
          for (guint j = 0; j < n_f; j++)
            if (cls_f[j] == cls - 1 &&
                kills (g, f[j]) >= (cls == BOS_CLASS_ELITE ? k_elite : k_warlord))
              {
                gint32 sac = f[j];

                offer_deploy (g, c, &sac, 1);
              }
          break;
        case BOS_CLASS_LEGENDARY:
          if (bos_legendaries (g, player) >=
              (guint) dk_game_param (g, BOS_PARAM_MAX_LEGENDARY_ON_FIELD))
            break;
          offer_legendary (g, c, f, cls_f, n_f, k_legend);
          break;
        default:
          break;
        }
    }
}

/* Deploy (not a chain link: Actions which cannot be chained to). */
void
bos_do_deploy (DkGame *g, guint player, const DkOption *o)
{
  BosState *s = bos_state (g);
  gint32 card = o->args[0];
  gint32 n_sac = o->n_args > 2 ? o->n_args - 2 : 0;

  /* Glossary: Sacrifice (Tribute): to the discard pile, not destroyed. */
  for (guint i = 2; i < o->n_args; i++)
    if (bos_zone_kind_of (g, o->args[i]) == BOS_ZONE_FIGHTERS)
      bos_to_discard (g, o->args[i], BOS_CAUSE_SACRIFICED, card);
  s->deploys++;
  bos_put_on_field (g, card, player, FALSE, FALSE, n_sac);
}

void
bos_offer_sets (DkGame *g, guint player)
{
  guint n;
  const guint16 *hand = dk_game_zone (g, BOS_ZONE_HAND, player, &n);
  /* Room for an equipment, for a tactic: read at the first of each. */
  gint room[2] = { -1, -1 };

  for (guint i = 0; i < n; i++)
    {
      guint type = bos_card_type (g, hand[i]);
      guint k;

      if (type != BOS_TYPE_EQUIPMENT && type != BOS_TYPE_TACTIC)
        continue;
      k = type == BOS_TYPE_TACTIC;
      if (room[k] < 0)
        room[k] = bos_room_for (g, player, type);
      if (room[k])
        dk_option_add_card (dk_game_offer (g, BOS_VERB (SET), 0), hand[i]);
    }
}

void
bos_do_set (DkGame *g, guint player, gint32 card)
{
  guint zone =
      bos_card_type (g, card) == BOS_TYPE_EQUIPMENT ? BOS_ZONE_EQUIPMENT : BOS_ZONE_TACTICS;

  dk_game_card_mut (g, card)->controller = (guint8) player;
  bos_set_face_down (g, card, TRUE);
  dk_game_move (g, card, zone, player, DK_POS_TOP);
  bos_set_face_down (g, card, TRUE);
  dk_game_card_set_flag (g, card, BOS_FLAG_SET_THIS_TURN, TRUE);
  bos_state (g)->set_this_turn = MAX (bos_state (g)->set_this_turn, BOS_SET_ON_FIELD);
  bos_emit (g, BOS_EVENT (SET), (gint) player, card, 0, 0, 0, 0);
}
