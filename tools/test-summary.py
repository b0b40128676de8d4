#!/usr/bin/env python3
"""Add up meson's test logs into the closing line 'N passed, N failed'.

A TAP test program counts as its subtests (each 'ok'/'not ok' line), and a
`duelkit scenario` run as the scenarios it reports, so the total says how
many checks ran, not how many programs.
"""
import json
import re
import sys

TAP_OK = re.compile(r"^ok \d+", re.M)
TAP_SKIP = re.compile(r"^ok \d+[^\n]*# SKIP", re.M)
TAP_NOT_OK = re.compile(r"^not ok \d+", re.M)
SCENARIOS = re.compile(r"^(\d+) passed, (\d+) failed$", re.M)
TAP_PLAN = re.compile(r"^1\.\.\d+", re.M)

passed = failed = skipped = 0
for path in sys.argv[1:]:
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        failed += 1
        continue
    for line in lines:
        if not line.strip():
            continue
        t = json.loads(line)
        result = t.get("result")
        out = t.get("stdout") or ""
        counted = SCENARIOS.findall(out)
        if TAP_PLAN.search(out) or not counted:
            skips = len(TAP_SKIP.findall(out))
            oks = len(TAP_OK.findall(out)) - skips
            nots = len(TAP_NOT_OK.findall(out))
        else:
            # `duelkit scenario`: its own closing line counts the scenarios.
            skips = 0
            oks = sum(int(p) for p, _ in counted)
            nots = sum(int(f) for _, f in counted)
        ok = result in ("OK", "EXPECTEDFAIL")
        if result == "SKIP":
            skipped += 1
            continue
        passed += oks if (oks or nots) else (1 if ok else 0)
        skipped += skips
        if not ok:
            failed += max(nots, 1)
        else:
            failed += nots
print(f"Summary: {passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
