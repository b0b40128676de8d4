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

import os
import shutil
import sys
import tempfile

from importtap import ROOT, plan, check_import, check_scenarios_play, check_validate

DIR = os.path.join(ROOT, "tests", "data", "text", "cond5")
DATA = os.path.join(DIR, "cond5.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-cond5-")
    try:
        check_import(DATA, out, 4, 4, 7)
        sets = os.path.join(out, "cond5trials.xml")
        check_validate(sets)
        check_scenarios_play(DIR, out)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return plan()


if __name__ == "__main__":
    sys.exit(main())
