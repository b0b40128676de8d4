/* bad-abi.c: a module table from a future duelkit, which the loader must
 * refuse with DK_MODULE_ERROR_ABI.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>

static const char *const bad_card_types[] = { "thing", NULL };

static const DkZoneSpec bad_zones[] = {
  { "deck", DK_VISIBILITY_HIDDEN },
};

static const DkModule bad_module = {
  /* Everything else is plausible, so only the version can be the reason. */
  .abi_version = DK_MODULE_ABI_VERSION + 1,
  .id = "bad-abi",
  .name = "Bad ABI",
  .min_players = 2,
  .max_players = 2,
  .card_types = bad_card_types,
  .zones = bad_zones,
  .n_zones = G_N_ELEMENTS (bad_zones),
};

__attribute__ ((visibility ("default"))) const DkModule *dk_module_entry (void);

const DkModule *
dk_module_entry (void)
{
  return &bad_module;
}
