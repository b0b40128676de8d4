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
import sys

from importtap import ROOT, check_import_and_play

DIR = os.path.join(ROOT, "tests", "data", "text", "cond5")
DATA = os.path.join(DIR, "cond5.json")


def main():
    return check_import_and_play(DATA, "cond5trials.xml", 4, 4, 7)


if __name__ == "__main__":
    sys.exit(main())
