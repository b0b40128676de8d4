#!/usr/bin/env python3
"""Add up meson's test logs into the closing line 'N passed, N failed'.

A TAP test program counts as its subtests: each 'ok'/'not ok' line is one
test, so the total says how many checks ran, not how many programs.
"""
import json
import re
import sys

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
        out = t.get("stdo") or ""
        oks = len(re.findall(r"^ok \d+.*?(?<!# SKIP)$", out, re.M))
        skips = len(re.findall(r"^ok \d+.*# SKIP", out, re.M))
        nots = len(re.findall(r"^not ok \d+", out, re.M))
        if result in ("OK", "EXPECTEDFAIL"):
            passed += max(oks, 1) if not nots else oks
            skipped += skips
        elif result == "SKIP":
            skipped += 1
        else:
            passed += oks
            failed += max(nots, 1)
            skipped += skips
print(f"Summary: {passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
