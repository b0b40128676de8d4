#!/usr/bin/env python3
# The real UFS card pool, when it is there: import it, build a deck for
# every character with `deck build`, check each deck built with
# `deck check --data-dir`, and print how many characters have a legal deck
# of fully executable cards. Skipped (77) when the data file is absent
# ($DK_REAL_DATA, else ../shared/data/ beside the source tree) or when
# this duelkit has no `import` command.
# Usage: check-real-pool.py DUELKIT_EXE SOURCE_ROOT
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

EXE = sys.argv[1]
ROOT = sys.argv[2]
# A sanitizer build: two decks checked, no games (each load of the pool
# is slow there).
QUICK = os.environ.get("DK_REAL_POOL_QUICK") == "1"
NAME = "ufs-cards-builduvs-2021.json"

data = os.environ.get("DK_REAL_DATA") or os.path.join(ROOT, "..", "shared", "data")
if os.path.isdir(data):
    data = os.path.join(data, NAME)
if not os.path.isfile(data):
    print("skipped: no real card pool at %s" % data)
    sys.exit(77)
probe = subprocess.run([EXE, "import", "--help"], capture_output=True, text=True)
if probe.returncode != 0:
    print("skipped: this duelkit has no `import` command")
    sys.exit(77)


def run(*args):
    return subprocess.run([EXE, *args], capture_output=True, text=True, timeout=600)


tmp = tempfile.mkdtemp(prefix="dk-real-pool-")
pool = os.path.join(tmp, "pool")
decks = os.path.join(tmp, "decks")
os.makedirs(decks)
proc = run("import", "builduvs", data, "-o", pool)
if proc.returncode not in (0, 1) or not os.path.isdir(pool):
    print("import failed (%d):\n%s" % (proc.returncode, proc.stderr[-3000:]))
    sys.exit(1)

characters = []
for name in sorted(os.listdir(pool)):
    if name.endswith(".xml"):
        for c in ET.parse(os.path.join(pool, name)).getroot().iter("card"):
            if c.get("type") == "character":
                characters.append(c.get("id"))

proc = run("deck", "build", "--all", "--from", pool, "-o", decks)
print(proc.stdout.strip())
if proc.returncode != 0 or ("%d characters," % len(characters)) not in proc.stdout:
    print("deck build --all: exit %d\n%s" % (proc.returncode, proc.stderr[-3000:]))
    sys.exit(1)
built = sorted(os.path.join(decks, n) for n in os.listdir(decks) if n.endswith(".deck"))
failures = len(characters) - len(built)

status = 0
checked = built[:2] if QUICK else built
if checked:
    proc = run("deck", "check", "--data-dir", pool, *checked)
    legal = proc.stdout.count(": legal under ")
    if proc.returncode != 0 or legal != len(checked):
        print("deck check refused %d of the %d decks checked:\n%s%s"
              % (len(checked) - legal, len(checked), proc.stdout[-3000:], proc.stderr[-3000:]))
        status = 1
print("%d characters, %d with a legal deck of fully executable cards, %d without"
      % (len(characters), len(built), failures))

if QUICK:
    sys.exit(status)

# Real characters against each other, inert cards allowed (their printed
# abilities do nothing): decks for all, then two of them in a short study.
inert_decks = os.path.join(tmp, "decks-allow-inert")
proc = run("deck", "build", "--all", "--allow-inert", "--from", pool, "-o", inert_decks)
print("with inert cards allowed: " + proc.stdout.strip())
some = sorted(os.path.join(inert_decks, n) for n in os.listdir(inert_decks)
              if n.endswith(".deck")) if os.path.isdir(inert_decks) else []
if proc.returncode != 0:
    print(proc.stderr[-3000:])
    status = 1
elif len(some) >= 2:
    proc = run("simulate", "-g", "ufs", "--data-dir", pool, "--allow-inert", "--deck", some[0],
               "--deck", some[-1], "-p", "random", "-n", "4", "--jobs", "2")
    print("simulate %s vs %s: exit %d" % (os.path.basename(some[0]), os.path.basename(some[-1]),
                                          proc.returncode))
    if proc.returncode != 0:
        print(proc.stderr[-3000:])
        status = 1
sys.exit(status)
