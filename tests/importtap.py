# importtap.py: what the import tests (check-import.py, check-import-real.py)
# share: the duelkit under test, the source tree, a TAP check and the end of
# the TAP plan.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import os
import subprocess

EXE = os.environ["DUELKIT_EXE"]
ROOT = os.environ["DK_SOURCE_ROOT"]
SCHEMA = os.path.join(ROOT, "cards", "schema", "ufs.rng")

_failures = 0
_count = 0


def check(ok, what):
    """One TAP line: `ok N - WHAT`, or `not ok N - WHAT` when @ok is false."""
    global _failures, _count
    _count += 1
    print(("ok %d - " if ok else "not ok %d - ") % _count + what)
    if not ok:
        _failures += 1


def run(*args):
    """duelkit with @args, its output as text in the C.UTF-8 locale."""
    return subprocess.run([EXE, *args], capture_output=True, text=True,
                          env=dict(os.environ, LC_ALL="C.UTF-8"))


def plan():
    """Print the TAP plan; the exit status: 1 when a check failed."""
    print("1..%d" % _count)
    return 1 if _failures else 0
