#!/usr/bin/env python3
# Printed conditions compiled by `duelkit import builduvs`, played as
# printed: tests/data/text/cond/cond.json holds made-up cards worded as real
# cards are; they are imported, validated, and the scenarios beside them
# play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import glob
import json
import os
import shutil
import sys
import tempfile

from importtap import ROOT, check, plan, run

DIR = os.path.join(ROOT, "tests", "data", "text", "cond")
DATA = os.path.join(DIR, "cond.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-cond-")
    try:
        r = run("import", "builduvs", DATA, "-o", out, "--json")
        check(r.returncode == 0, "import exits 0 (%s)" % r.stderr.strip())
        rep = json.loads(r.stdout) if r.returncode == 0 else {}
        check((rep.get("abilities"), rep.get("abilities_compiled"), rep.get("cards_executable"))
              == (18, 18, 24),
              "18 abilities, 18 compiled, 24 of 24 cards fully executable (%s)"
              % [rep.get("abilities"), rep.get("abilities_compiled"), rep.get("not_compiled")])
        sets = os.path.join(out, "condtrials.xml")
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
