#!/usr/bin/env python3
# Printed text of ufs-text-cond5.c compiled by `duelkit import builduvs`,
# played as printed (a character's name before the timing letter, two
# abilities on one line; the keywords printed before an ability; "that
# attack deals no damage"):
# tests/data/text/cond5/cond5.json holds made-up cards worded as real cards
# are; they are imported, validated, and the scenarios beside them play
# them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import glob
import json
import os
import shutil
import sys
import tempfile

from importtap import ROOT, check, plan, run

DIR = os.path.join(ROOT, "tests", "data", "text", "cond5")
DATA = os.path.join(DIR, "cond5.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-cond5-")
    try:
        r = run("import", "builduvs", DATA, "-o", out, "--json")
        check(r.returncode == 0, "import exits 0 (%s)" % r.stderr.strip())
        rep = json.loads(r.stdout) if r.returncode == 0 else {}
        check((rep.get("abilities"), rep.get("abilities_compiled"), rep.get("cards_executable"))
              == (4, 4, 7),
              "4 abilities, 4 compiled, 7 of 7 cards fully executable (%s)"
              % [rep.get("abilities"), rep.get("abilities_compiled"), rep.get("not_compiled")])
        sets = os.path.join(out, "cond5trials.xml")
        r = run("validate", sets)
        check(r.returncode == 0, "duelkit validate %s" % r.stdout.strip()[:300])
        scenarios = sorted(glob.glob(os.path.join(DIR, "*.xml")))
        for s in scenarios:
            shutil.copy(s, out)
        r = run("scenario", *[os.path.join(out, os.path.basename(s)) for s in scenarios])
        check(r.returncode == 0 and ("%d passed, 0 failed" % len(scenarios)) in r.stdout,
              "the compiled cards play as printed:\n# " + r.stdout.strip().replace("\n", "\n# "))
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return plan()


if __name__ == "__main__":
    sys.exit(main())
