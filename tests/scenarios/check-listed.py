#!/usr/bin/env python3
"""Every scenario file under tests/scenarios/GAME/ is listed in
tests/scenarios/meson.build: a file left out of the list would never run."""
import os
import re
import sys

here = sys.argv[1]
with open(os.path.join(here, "meson.build"), encoding="utf-8") as f:
    listed = set(re.findall(r"'([a-z]+/[^']+\.xml)'", f.read()))
missing = []
for game in ("skirmish", "ufs", "bos", "spec"):
    for name in sorted(os.listdir(os.path.join(here, game))):
        if name.endswith(".xml") and f"{game}/{name}" not in listed:
            missing.append(f"{game}/{name}")
print("1..1")
if missing:
    for m in missing:
        print(f"# tests/scenarios/{m} is not listed in tests/scenarios/meson.build")
    print("not ok 1 every scenario file is listed")
    sys.exit(1)
print(f"ok 1 every scenario file is listed ({len(listed)} listed)")
