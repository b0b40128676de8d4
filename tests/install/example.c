/* example.c: a program built against an installed libduelkit, the way an
 * outside project would: only <duelkit.h> and pkg-config.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include <duelkit.h>
#include <stdio.h>

int
main (void)
{
  DkRng rng;
  g_autoptr (GPtrArray) modules = dk_module_list ();
  g_autoptr (GError) error = NULL;

  dk_rng_seed (&rng, 1);
  /* No module is registered in a bare program, and asking for one says so. */
  if (modules->len != 0 || dk_rules_get ("ufs", &error) != NULL)
    return 1;
  if (!g_error_matches (error, DK_MODULE_ERROR, DK_MODULE_ERROR_NOT_FOUND))
    return 1;
  printf ("libduelkit %d.%d.%d: %u\n", DK_MAJOR_VERSION, DK_MINOR_VERSION, DK_MICRO_VERSION,
          dk_rng_below (&rng, 100));
  return 0;
}
