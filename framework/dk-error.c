/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include "dk-private.h"

G_DEFINE_QUARK (dk - load - error - quark, dk_load_error)
G_DEFINE_QUARK (dk - game - error - quark, dk_game_error)
G_DEFINE_QUARK (dk - module - error - quark, dk_module_error)
