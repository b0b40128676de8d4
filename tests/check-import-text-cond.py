#!/usr/bin/env python3
# Printed conditions compiled by `duelkit import builduvs`, played as
# printed: tests/data/text/cond/cond.json holds made-up cards worded as real
# cards are; they are imported, validated, and the scenarios beside them
# play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import os
import sys

from importtap import ROOT, check_import_and_play

DIR = os.path.join(ROOT, "tests", "data", "text", "cond")
DATA = os.path.join(DIR, "cond.json")


def main():
    return check_import_and_play(DATA, "condtrials.xml", 18, 18, 24)


if __name__ == "__main__":
    sys.exit(main())
