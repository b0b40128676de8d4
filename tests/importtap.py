# importtap.py: what the import tests (check-import*.py) share: the duelkit
# under test, the source tree, a TAP check and the end of the TAP plan; for
# the tests of printed text, an import with its counts and the scenarios
# that play the cards it wrote.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import glob
import json
import os
import shutil
import subprocess
import tempfile

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


def check_import(data, out, abilities, compiled, executable):
    """Import the builduvs file @data into @out (--json), checking its exit
    status and its counts: @abilities printed, @compiled compiled,
    @executable cards fully executable. Returns the report ({} on failure)."""
    r = run("import", "builduvs", data, "-o", out, "--json")
    check(r.returncode == 0, "import exits 0 (%s)" % r.stderr.strip())
    rep = json.loads(r.stdout) if r.returncode == 0 else {}
    got = (rep.get("abilities"), rep.get("abilities_compiled"), rep.get("cards_executable"))
    check(got == (abilities, compiled, executable),
          "%d abilities, %d compiled, %d cards fully executable (%s; %s)"
          % (abilities, compiled, executable, list(got), rep.get("not_compiled")))
    return rep


def check_validate(sets):
    """`duelkit validate` accepts the card set @sets."""
    r = run("validate", sets)
    check(r.returncode == 0, "duelkit validate %s" % r.stdout.strip()[:300])


def check_scenarios_play(directory, out):
    """The scenarios of @directory, copied beside the sets written in @out
    (they name them by relative path), all pass."""
    scenarios = sorted(glob.glob(os.path.join(directory, "*.xml")))
    for s in scenarios:
        shutil.copy(s, out)
    r = run("scenario", *[os.path.join(out, os.path.basename(s)) for s in scenarios])
    check(r.returncode == 0 and ("%d passed, 0 failed" % len(scenarios)) in r.stdout,
          "the compiled cards play as printed:\n# " + r.stdout.strip().replace("\n", "\n# "))


def check_import_and_play(data, set_name, abilities, compiled, executable):
    """The whole test of a folder of made-up printed text: @data (a
    builduvs file) imported with its counts, the card set @set_name
    written valid, and the scenarios beside @data playing it. Returns the
    TAP exit status."""
    out = tempfile.mkdtemp(prefix="dk-import-")
    try:
        check_import(data, out, abilities, compiled, executable)
        check_validate(os.path.join(out, set_name))
        check_scenarios_play(os.path.dirname(data), out)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return plan()
