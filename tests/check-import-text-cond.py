#!/usr/bin/env python3
# Printed conditions compiled by `duelkit import builduvs`, played as
# printed: tests/data/text/cond/cond.json holds made-up cards worded as real
# cards are; they are imported, validated, and the scenarios beside them
# play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import os
import shutil
import sys
import tempfile

from importtap import ROOT, plan, check_import, check_scenarios_play, check_validate

DIR = os.path.join(ROOT, "tests", "data", "text", "cond")
DATA = os.path.join(DIR, "cond.json")


def main():
    out = tempfile.mkdtemp(prefix="dk-import-cond-")
    try:
        check_import(DATA, out, 18, 18, 24)
        sets = os.path.join(out, "condtrials.xml")
        check_validate(sets)
        check_scenarios_play(DIR, out)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return plan()


if __name__ == "__main__":
    sys.exit(main())
