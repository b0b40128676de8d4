/* fuzz-load.c: libFuzzer harness for everything that reads files.
 *
 * Each input is written to a file and handed to dk_validate_file (), which
 * finds its kind by its root element and runs the card set, deck, ruleset
 * or scenario loader on it: the size cap, the DTD refusal, the schemas, the
 * stat readers and the effect compiler all see hostile bytes.
 *
 * Build and run: docs/fuzzing.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "fuzz.h"

static char *input_path;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  input_path = g_build_filename (fuzz_tmp_dir (), "input.xml", NULL);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  fuzz_write (input_path, data, size);
  ok = dk_validate_file (input_path, &error);
  /* Either it loads, or it says why, in DK_LOAD_ERROR, starting with the
   * file's name. */
  if (!ok && (error == NULL || error->domain != DK_LOAD_ERROR ||
              !g_str_has_prefix (error->message, input_path)))
    fuzz_fail ("refused, without a load error that starts with the file's name: %s",
               error != NULL ? error->message : "(no error)");
  return 0;
}
