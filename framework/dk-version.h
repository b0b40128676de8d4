/* SPDX-License-Identifier: LGPL-2.1-or-later */
#pragma once

#if !defined(__DUELKIT_H_INSIDE__) && !defined(DUELKIT_COMPILATION)
#error "Only <duelkit.h> can be included directly."
#endif

#define DK_MAJOR_VERSION 0
#define DK_MINOR_VERSION 1
#define DK_MICRO_VERSION 0

/* Export control: the library is built with hidden visibility. */
#if defined(DUELKIT_COMPILATION)
#define DK_API __attribute__ ((visibility ("default"))) extern
#else
#define DK_API extern
#endif
