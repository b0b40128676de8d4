#!/usr/bin/env python3
# Lasting effects, an attack's zone and values, cards shown: printed text
# compiled by `duelkit import builduvs` and played as printed.
# tests/data/text/lasting/lasting.json holds made-up cards in the deck
# builder's shape, worded as real cards are; they are imported, validated,
# and the scenarios of tests/data/text/lasting/*.xml play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import glob
import json
import os
import shutil
import sys
import tempfile

from importtap import ROOT, check, plan, run

DIR = os.path.join(ROOT, "tests", "data", "text", "lasting")
DATA = os.path.join(DIR, "lasting.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-lasting-")
    try:
        r = run("import", "builduvs", DATA, "-o", out, "--json")
        check(r.returncode == 0, "import exits 0 (%s)" % r.stderr.strip())
        rep = json.loads(r.stdout)
        check((rep["abilities"], rep["abilities_compiled"], rep["cards_executable"]) == (6, 6, 10),
              "6 abilities, 6 compiled, 10 of 10 cards fully executable (%d, %d, %d)"
              % (rep["abilities"], rep["abilities_compiled"], rep["cards_executable"]))
        sets = os.path.join(out, "lastingtrials.xml")
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
