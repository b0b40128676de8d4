/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include "dk-games.h"

void
dk_games_register_builtin (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_autoptr (GError) error = NULL;

      if (!dk_module_register (ufs_module_get (), &error))
        g_warning ("%s", error->message);
      g_clear_error (&error);
      if (!dk_module_register (bos_module_get (), &error))
        g_warning ("%s", error->message);
      g_once_init_leave (&done, 1);
    }
}
