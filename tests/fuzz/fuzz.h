/* fuzz.h: what the fuzz targets of tests/fuzz share.
 *
 * Each target is one LLVMFuzzerTestOneInput () with its
 * LLVMFuzzerInitialize (). Built with -Dfuzzing=true they are libFuzzer
 * programs; in every build they are also linked with fuzz-runner.c into a
 * plain program that runs each file of the folders it is given once, which
 * is how `meson test --suite fuzz` replays the seed corpus and every finding
 * kept in tests/fuzz/regressions/ (docs/fuzzing.md).
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <duelkit.h>

G_BEGIN_DECLS

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Data files from the source tree, the built-in games and the test game
 * registered, warnings and criticals made fatal. Idempotent. */
void fuzz_init (void);

/* A private folder for the files made from inputs, created once. */
const char *fuzz_tmp_dir (void);

/* Write @data to @path (created or replaced); aborts when it cannot. */
void fuzz_write (const char *path, const void *data, size_t size);

/* A broken promise: print what and abort, so that libFuzzer (or the
 * runner) saves and names the input. */
G_NORETURN void fuzz_fail (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* Every line of @message starts with `FILE:LINE: ` (a positive LINE). */
gboolean fuzz_lines_located (const char *message);

G_END_DECLS
