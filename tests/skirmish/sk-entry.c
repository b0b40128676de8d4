/* The entry point of skirmish when it is loaded from a module directory.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "sk-module.h"

/* The one symbol of the shared object that is not hidden. */
__attribute__ ((visibility ("default"))) const DkModule *dk_module_entry (void);

const DkModule *
dk_module_entry (void)
{
  return sk_module_get ();
}
