/* fuzz-load.c: libFuzzer harness for everything that reads files.
 *
 * Each input is written to a file and handed to dk_validate_file (), which
 * finds its kind by its root element and runs the card set, deck, ruleset
 * or scenario loader on it: the size cap, the DTD refusal, the schemas, the
 * stat readers and the effect compiler all see hostile bytes.
 *
 *   CC=clang meson setup build-fuzz -Dfuzzing=true -Db_sanitize=address,undefined \
 *     -Dc_args=-fsanitize=fuzzer-no-link   (so that the library is instrumented too)
 *   ninja -C build-fuzz tests/fuzz/fuzz-load
 *   ./build-fuzz/tests/fuzz/fuzz-load tests/data/invalid cards/ufs cards/bos rulesets
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <duelkit.h>
#include "dk-games.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static char *input_path;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;
  char *dir;

  /* Decks are checked against the shipped cards; rulesets may extend the
   * shipped rulesets. */
  if (g_getenv ("DUELKIT_DATA_DIR") == NULL)
    g_setenv ("DUELKIT_DATA_DIR", FUZZ_SOURCE_ROOT, TRUE);
  dk_games_register_builtin ();
  dir = g_dir_make_tmp ("duelkit-fuzz-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  input_path = g_build_filename (dir, "input.xml", NULL);
  g_free (dir);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (!g_file_set_contents (input_path, (const char *) data, (gssize) size, NULL))
    return 0;
  ok = dk_validate_file (input_path, &error);
  /* Either it loads, or it says why, in DK_LOAD_ERROR, starting with the
   * file's name. */
  if (!ok && (error == NULL || error->domain != DK_LOAD_ERROR ||
              !g_str_has_prefix (error->message, input_path)))
    abort ();
  return 0;
}
