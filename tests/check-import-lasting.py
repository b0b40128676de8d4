#!/usr/bin/env python3
# Lasting effects, an attack's zone and values, cards shown: printed text
# compiled by `duelkit import builduvs` and played as printed.
# tests/data/text/lasting/lasting.json holds made-up cards in the deck
# builder's shape, worded as real cards are; they are imported, validated,
# and the scenarios of tests/data/text/lasting/*.xml play them.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import os
import sys

from importtap import ROOT, check_import_and_play

DIR = os.path.join(ROOT, "tests", "data", "text", "lasting")
DATA = os.path.join(DIR, "lasting.json")


def main():
    return check_import_and_play(DATA, "lastingtrials.xml", 6, 6, 10)


if __name__ == "__main__":
    sys.exit(main())
