/* fuzz-save.c: libFuzzer harness for the save and replay loader.
 *
 * Each input is written to a file and handed to dk_save_load (), which
 * reads its lines, makes the ruleset, the cards and the decks, and plays
 * its decisions again. Either it loads, or it says why in one message that
 * starts with the file's name; a save that loads is written again and
 * loads into the same game.
 *
 * Build and run: docs/fuzzing.md.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "fuzz.h"

#include <string.h>

static char *input_path;
static char *again_path;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  input_path = g_build_filename (fuzz_tmp_dir (), "input.save", NULL);
  again_path = g_build_filename (fuzz_tmp_dir (), "again.save", NULL);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (DkSave) save = NULL;
  g_autoptr (DkSave) again = NULL;
  g_autoptr (DkGame) game = NULL;
  g_autoptr (DkGame) game_again = NULL;

  fuzz_write (input_path, data, size);
  save = dk_save_load (input_path, &game, &error);
  if (save == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, input_path) || game != NULL)
        fuzz_fail ("refused, without an error that starts with the file's name: %s",
                   error != NULL ? error->message : "(no error)");
      return 0;
    }
  if (game == NULL)
    fuzz_fail ("loaded without its game");
  /* Written again, it is the same game. */
  dk_save_record (save, game);
  if (!dk_save_write (save, again_path, &error))
    fuzz_fail ("a loaded save is not written again: %s", error->message);
  again = dk_save_load (again_path, &game_again, &error);
  if (again == NULL)
    fuzz_fail ("a save written again does not load: %s", error->message);
  if (!dk_game_equal (game, game_again))
    fuzz_fail ("a save written again loads into another game");
  return 0;
}
