/* The entry point of the BoS module when it is loaded from a module directory.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "../dk-games.h"

__attribute__ ((visibility ("default"))) const DkModule *dk_module_entry (void);

const DkModule *
dk_module_entry (void)
{
  return bos_module_get ();
}
