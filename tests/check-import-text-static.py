#!/usr/bin/env python3
# Continuous abilities compiled as static effects (launcher/ufs-text/
# ufs-text-static.c), played as printed: tests/data/text/static/ holds
# made-up cards in the deck builder's shape, worded as real cards are; they
# are imported, checked (schema, `duelkit validate`, the compiled parts),
# and the scenarios beside them play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from importtap import ROOT, SCHEMA, check, plan, check_import, check_scenarios_play, check_validate

DIR = os.path.join(ROOT, "tests", "data", "text", "static")
DATA = os.path.join(DIR, "builduvs-static.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-static-")
    try:
        check_import(DATA, out, 9, 9, 12)
        sets = os.path.join(out, "statictrials.xml")
        xmllint = shutil.which("xmllint")
        if xmllint:
            r = subprocess.run([xmllint, "--noout", "--relaxng", SCHEMA, sets],
                               capture_output=True, text=True)
            check(r.returncode == 0, "valid against ufs.rng %s" % r.stderr.strip()[:300])
        check_validate(sets)
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

        check_scenarios_play(DIR, out)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return plan()


if __name__ == "__main__":
    sys.exit(main())
