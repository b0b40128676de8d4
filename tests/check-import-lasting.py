#!/usr/bin/env python3
# Lasting effects, an attack's zone and values, cards shown: printed text
# compiled by `duelkit import builduvs` and played as printed.
# tests/data/text/lasting/lasting.json holds made-up cards in the deck
# builder's shape, worded as real cards are; they are imported, validated,
# and the scenarios of tests/data/text/lasting/*.xml play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import os
import shutil
import sys
import tempfile

from importtap import ROOT, plan, check_import, check_scenarios_play, check_validate

DIR = os.path.join(ROOT, "tests", "data", "text", "lasting")
DATA = os.path.join(DIR, "lasting.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-lasting-")
    try:
        check_import(DATA, out, 6, 6, 10)
        sets = os.path.join(out, "lastingtrials.xml")
        check_validate(sets)

        check_scenarios_play(DIR, out)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return plan()


if __name__ == "__main__":
    sys.exit(main())
