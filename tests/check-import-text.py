#!/usr/bin/env python3
# Printed ability text compiled by `duelkit import builduvs`, played as
# printed: tests/data/text/builduvs-text.json holds made-up cards in the deck
# builder's shape, worded as real cards are; they are imported, checked
# (schema, `duelkit validate`, the compiled parts, the report), and the
# scenarios of tests/data/text/*.xml play them.
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

from importtap import ROOT, SCHEMA, check, plan, run, check_import, check_scenarios_play, check_validate

DIR = os.path.join(ROOT, "tests", "data", "text")
DATA = os.path.join(DIR, "builduvs-text.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-text-")
    try:
        rep = check_import(DATA, out, 8, 7, 9)
        check([(x["reason"], x["count"]) for x in rep["not_compiled"]]
              == [("effect: the next attack of one kind gets: stun : N", 1)],
              "the one reason: %s" % rep["not_compiled"])
        sets = os.path.join(out, "texttrials.xml")
        xmllint = shutil.which("xmllint")
        if xmllint:
            r = subprocess.run([xmllint, "--noout", "--relaxng", SCHEMA, sets],
                               capture_output=True, text=True)
            check(r.returncode == 0, "valid against ufs.rng %s" % r.stderr.strip()[:300])
        check_validate(sets)

        r = run("cards", "coverage", "--json", out)
        cov = json.loads(r.stdout) if r.returncode == 0 else {}
        check((cov.get("abilities"), cov.get("abilities_compiled"), cov.get("cards_executable"))
              == (8, 7, 9) and cov["not_compiled"][0]["card"] == "texttrials-010",
              "cards coverage reads the same from the sets written (%s)" % r.stderr.strip())
        r = run("cards", "coverage", sets)
        check(r.returncode == 0 and "printed abilities: 8, 7 compiled" in r.stdout
              and "cards fully executable: 9 of 10" in r.stdout,
              "cards coverage as text:\n# " + r.stdout.strip().replace("\n", "\n# "))
        cards = {c.get("id"): c for c in ET.parse(sets).getroot().findall("card")}
        drill = cards["texttrials-007"].find("ability")
        check((drill.get("first"), drill.get("limit"),
               [e.tag for e in drill.find("cost")], [dict(e.attrib) for e in drill.find("effect")])
              == ("true", "once-per-turn", ["commit", "lose"],
                  [{"target": "your-next-attack", "stat": "speed", "by": "2"}]),
              "First E [Once per turn] Commit, lose 1 vitality: Your next attack gets +2 speed.")
        rebuke = cards["texttrials-006"].find("ability")
        check([dict(e.attrib) for e in rebuke.find("effect")]
              == [{"target": "opponent-attack", "stat": "damage", "by": "-3",
                   "until": "end-of-attack", "min": "1"}]
              and [e.tag for e in rebuke.find("cancel")] == ["discard"],
              "a penalty with its minimum, and the opponent's cancel")


        check_scenarios_play(DIR, out)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    for data in sorted(glob.glob(os.path.join(DIR, "*.json"))):
        if data != DATA:
            play_part(data)
    return plan()


def play_part(data):
    """The cards of one part of the grammar, tests/data/text/PART.json:
    every ability compiled, and the scenarios of tests/data/text/PART/
    play them."""
    part = os.path.splitext(os.path.basename(data))[0]
    out = tempfile.mkdtemp(prefix="dk-import-text-%s-" % part)
    try:
        r = run("import", "builduvs", data, "-o", out, "--json")
        rep = json.loads(r.stdout) if r.returncode == 0 else {}
        check(r.returncode == 0 and rep["abilities"] == rep["abilities_compiled"]
              and rep["cards_executable"] == rep["cards_imported"],
              "%s: every ability compiled (%s)" % (part, r.stderr.strip() or rep.get("not_compiled")))
        scenarios = sorted(glob.glob(os.path.join(DIR, part, "*.xml")))
        for s in scenarios:
            shutil.copy(s, out)
        r = run("scenario", *[os.path.join(out, os.path.basename(s)) for s in scenarios])
        check(len(scenarios) > 0 and r.returncode == 0
              and ("%d passed, 0 failed" % len(scenarios)) in r.stdout,
              "%s: the compiled cards play as printed:\n# " % part
              + r.stdout.strip().replace("\n", "\n# "))
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
