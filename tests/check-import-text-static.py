#!/usr/bin/env python3
# Continuous abilities compiled as static effects (launcher/ufs-text/
# ufs-text-static.c), played as printed: tests/data/text/static/ holds
# made-up cards in the deck builder's shape, worded as real cards are; they
# are imported, checked (schema, `duelkit validate`, the compiled parts),
# and the scenarios beside them play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from importtap import ROOT, SCHEMA, check, plan, run

DIR = os.path.join(ROOT, "tests", "data", "text", "static")
DATA = os.path.join(DIR, "builduvs-static.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-static-")
    try:
        r = run("import", "builduvs", DATA, "-o", out, "--json")
        check(r.returncode == 0, "import exits 0 (%s)" % r.stderr.strip())
        rep = json.loads(r.stdout)
        check((rep["abilities"], rep["abilities_compiled"], rep["cards_executable"]) == (9, 9, 12),
              "9 abilities, 9 compiled, 12 of 12 cards fully executable (%d, %d, %d)"
              % (rep["abilities"], rep["abilities_compiled"], rep["cards_executable"]))
        sets = os.path.join(out, "statictrials.xml")
        xmllint = shutil.which("xmllint")
        if xmllint:
            r = subprocess.run([xmllint, "--noout", "--relaxng", SCHEMA, sets],
                               capture_output=True, text=True)
            check(r.returncode == 0, "valid against ufs.rng %s" % r.stderr.strip()[:300])
        r = run("validate", sets)
        check(r.returncode == 0, "duelkit validate %s" % r.stdout.strip()[:300])
        cards = {c.get("id"): c for c in ET.parse(sets).getroot().findall("card")}
        banner = cards["statictrials-002"].find("ability")
        check((banner.get("type"), banner.get("zone"),
               [(e.tag, dict(e.attrib)) for e in banner.find("effect").iter()][1:])
              == ("continuous", "card-pool",
                  [("if", {"target": "your-attack", "filter": "keyword=Punch"}),
                   ("modify", {"target": "your-attack", "stat": "damage", "by": "3"})]),
              "your Punch attacks, from the card pool")
        ledger = cards["statictrials-009"].find("ability")
        check([(e.tag, dict(e.attrib)) for e in ledger.find("effect").iter()][1:]
              == [("if", {"target": "self", "state": "ready"}),
                  ("forbid", {"action": "play", "type": "foundation", "player": "you"}),
                  ("forbid", {"action": "play", "type": "foundation", "player": "opponent"})],
              "players may not play foundation cards, while ready")

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
