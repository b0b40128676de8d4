/* duelkit.h: the one public header of libduelkit.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#define __DUELKIT_H_INSIDE__

#include "dk-version.h"
#include "dk-types.h"
#include "dk-textbuf.h"
#include "dk-error.h"
#include "dk-rng.h"
#include "dk-module.h"
#include "dk-rules.h"
#include "dk-card.h"
#include "dk-file.h"
#include "dk-ruleset.h"
#include "dk-game.h"
#include "dk-agent.h"
#include "dk-match.h"
#include "dk-save.h"
#include "dk-scenario.h"

#undef __DUELKIT_H_INSIDE__
