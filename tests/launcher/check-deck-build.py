#!/usr/bin/env python3
# `duelkit deck build` on an invented pool (tests/data/ufs-pool): a deck for
# each character that `deck check --data-dir` accepts, with no inert card,
# Only, Unique and deck-limit respected; no deck and the counts when the
# pool cannot make one. Inert cards refused at their deck line unless
# --allow-inert; deck-limit enforced by `deck check`; `simulate --data-dir`
# plays built decks against each other.
# Usage: check-deck-build.py DUELKIT_EXE POOL_DIR
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

EXE = sys.argv[1]
POOL = sys.argv[2]
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def run(*args):
    return subprocess.run([EXE, *args], capture_output=True, text=True, timeout=600)


# The pool as the test reads it, independently of the engine.
cards = {}
for name in sorted(os.listdir(POOL)):
    if not name.endswith(".xml"):
        continue
    for c in ET.parse(os.path.join(POOL, name)).getroot().iter("card"):
        kws = {k.get("name"): k.attrib for k in c.findall("keyword")}
        cards[c.get("id")] = {
            "type": c.get("type"),
            "name": c.get("name"),
            "symbols": set((c.get("resources") or "").split()),
            "inert": any(a.get("compiled") == "false" for a in c.findall("ability")),
            "only": kws.get("Only", {}).get("character"),
            "unique": "Unique" in kws,
            "limit": int(c.get("deck-limit")) if c.get("deck-limit") else None,
        }
characters = [i for i, c in cards.items() if c["type"] == "character"]
limited = next(i for i, c in cards.items() if c["limit"] == 1)
inert_ids = sorted(i for i, c in cards.items() if c["inert"] and c["type"] != "character")
check("the pool has inert cards, Only cards and a deck-limit",
      inert_ids and any(c["only"] for c in cards.values())
      and any(c["limit"] for c in cards.values()))


def read_deck(path):
    root = ET.parse(path).getroot()
    return root.get("character"), [(e.get("ref"), int(e.get("count", "1")))
                                   for e in root.iter("card")]


tmp = tempfile.mkdtemp(prefix="dk-deck-build-")
built = {}
for cid in characters:
    ch = cards[cid]
    out = os.path.join(tmp, cid + ".deck")
    proc = run("deck", "build", cid, "--from", POOL, "-o", out)
    if ch["inert"]:
        check("%s: a character not fully executable has no deck, exit 1" % cid,
              proc.returncode == 1 and "the character itself is refused" in proc.stderr
              and "not fully executable" in proc.stderr, proc.stderr)
        continue
    if ch["symbols"] == {"death"}:
        # Two foundations share its symbol: no deck, and the counts why.
        check("%s: no legal deck, exit 1" % cid, proc.returncode == 1 and not os.path.exists(out),
              proc.stderr)
        check("%s: the counts of playable cards by kind" % cid,
              "0 attacks" in proc.stderr and "2 foundations (8 copies)" in proc.stderr
              and "needs 59" in proc.stderr, proc.stderr)
        continue
    check("%s: built" % cid, proc.returncode == 0 and os.path.exists(out), proc.stderr)
    if proc.returncode != 0:
        continue
    built[cid] = out
    proc = run("deck", "check", "--data-dir", POOL, out)
    check("%s: deck check accepts it" % cid,
          proc.returncode == 0 and "legal under ufs-standard (60 cards)" in proc.stdout,
          proc.stdout + proc.stderr)
    character, entries = read_deck(out)
    check("%s: the deck's character" % cid, character == cid)
    check("%s: 59 cards besides the character" % cid, sum(n for _, n in entries) == 59, entries)
    check("%s: no inert card" % cid, not any(cards[r]["inert"] for r, _ in entries), entries)
    check("%s: every card shares one symbol with the character" % cid,
          set.intersection(*[cards[r]["symbols"] for r, _ in entries]) & ch["symbols"], entries)
    check("%s: no other character's Only card" % cid,
          all(cards[r]["only"] in (None, ch["name"]) for r, _ in entries), entries)
    by_name = {}
    for r, n in entries:
        by_name[cards[r]["name"]] = by_name.get(cards[r]["name"], 0) + n
    check("%s: at most 4 copies a name, 1 of Unique and deck-limit 1" % cid,
          all(by_name[cards[r]["name"]] <= (1 if cards[r]["unique"] else cards[r]["limit"] or 4)
              for r, _ in entries), by_name)

# --allow-inert: a deck for the character that is not fully executable,
# legal only where inert cards are allowed.
mira = next(c for c in characters if cards[c]["inert"])
out = os.path.join(tmp, "inert-allowed.deck")
proc = run("deck", "build", mira, "--allow-inert", "--from", POOL, "-o", out)
check("deck build --allow-inert: built", proc.returncode == 0, proc.stderr)
if proc.returncode == 0:
    entries = read_deck(out)[1]
    check("deck build --allow-inert: 59 cards, inert ones among them",
          sum(n for _, n in entries) == 59 and any(cards[r]["inert"] for r, _ in entries),
          entries)
    plain = run("deck", "check", "--data-dir", POOL, out)
    allowed = run("deck", "check", "--data-dir", POOL, "--allow-inert", out)
    check("deck build --allow-inert: refused by deck check, accepted with --allow-inert",
          plain.returncode == 1 and allowed.returncode == 0, plain.stdout + allowed.stdout)

# --all: the same decks, one a character that has one, and the count.
all_dir = os.path.join(tmp, "all")
proc = run("deck", "build", "--all", "--from", POOL, "-o", all_dir)
made = sorted(n[:-len(".deck")] for n in os.listdir(all_dir)) if os.path.isdir(all_dir) else []
check("--all: a deck for each character that has one, the count printed",
      proc.returncode == 0 and made == sorted(built)
      and all(open(os.path.join(all_dir, c + ".deck")).read() == open(built[c]).read()
              for c in made)
      and "%d characters, %d with a legal deck" % (len(characters), len(built)) in proc.stdout,
      proc.stdout + proc.stderr)

# The strategy is deterministic, and the best-scored deck-limit card is in
# at one copy where its symbol is played.
again = run("deck", "build", "MUPA-004", "--from", POOL)
check("the same deck twice", again.returncode == 0 and "MUPA-004" in built
      and again.stdout == open(built["MUPA-004"]).read())
check("deck-limit 1: one copy taken",
      "MUPA-004" in built and (limited, 1) in read_deck(built["MUPA-004"])[1])
seeded = run("deck", "build", "MUPA-004", "--from", POOL, "--seed", "7")
check("--seed: still legal", seeded.returncode == 0, seeded.stderr)

# Naming characters: by name, NAME+VERSION, an ambiguous name, an unknown one.
proc = run("deck", "build", "Tamsin Roe+2", "--from", POOL)
check("NAME+VERSION", proc.returncode == 0 and 'character="MUPA-002"' in proc.stdout,
      proc.stderr)
proc = run("deck", "build", "Tamsin Roe", "--from", POOL)
check("an ambiguous name is refused with its versions",
      proc.returncode == 2 and "Tamsin Roe+1 (MUPA-001)" in proc.stderr, proc.stderr)
proc = run("deck", "build", "okko brandt", "--from", POOL, "--symbol", "earth")
check("--symbol picks the symbol", proc.returncode in (0, 1) and "{earth}" in proc.stderr,
      proc.stderr)
proc = run("deck", "build", "Okko Brandt", "--from", POOL, "--symbol", "fire")
check("--symbol not of the character", proc.returncode == 2
      and "not a resource symbol of Okko Brandt" in proc.stderr, proc.stderr)
proc = run("deck", "build", "Nobody", "--from", POOL)
check("unknown character", proc.returncode == 2 and "no character" in proc.stderr, proc.stderr)

# A deck with an inert card: refused at the entry's line, with the card
# and its ability; accepted with --allow-inert, said once.
base = built.get("MUPA-001")
inert_card = next(i for i in inert_ids if cards[i]["symbols"] & {"fire"})
lines = open(base).read().splitlines(keepends=True)
first_card = next(i for i, l in enumerate(lines) if "<card " in l)
removed = re.search(r'ref="([^"]+)" count="(\d+)"', lines[first_card])
count = int(removed.group(2))
lines[first_card] = '  <card ref="%s" count="%d"/>\n' % (inert_card, count)
inert_deck = os.path.join(tmp, "inert.deck")
open(inert_deck, "w").writelines(lines)
proc = run("deck", "check", "--data-dir", POOL, inert_deck)
where = "%s:%d:" % (inert_deck, first_card + 1)
check("inert: refused at FILE:LINE with the card and the ability",
      proc.returncode == 1 and where in proc.stdout and inert_card in proc.stdout
      and "ability 1" in proc.stdout and "not fully executable" in proc.stdout,
      proc.stdout + proc.stderr)
proc = run("deck", "check", "--data-dir", POOL, "--allow-inert", inert_deck)
check("inert: accepted with --allow-inert, said once on stderr",
      proc.returncode == 0 and "with allow-inert" in proc.stdout
      and proc.stderr.count("--allow-inert") == 1, proc.stdout + proc.stderr)

# deck-limit: two copies of a deck-limit 1 card.
lines = open(base).read().splitlines(keepends=True)
lines[first_card] = '  <card ref="%s" count="2"/>\n  <card ref="%s" count="%d"/>\n' % (
    limited, removed.group(1), count - 2)
limit_deck = os.path.join(tmp, "limit.deck")
open(limit_deck, "w").writelines(lines)
proc = run("deck", "check", "--data-dir", POOL, limit_deck)
check("deck-limit: two copies refused at the entry",
      proc.returncode == 1 and ("%s:%d:" % (limit_deck, first_card + 1)) in proc.stdout
      and "at most 1 (its deck-limit)" in proc.stdout, proc.stdout + proc.stderr)

# Without --data-dir the pool's cards are unknown.
proc = run("deck", "check", base)
check("without --data-dir: unknown cards", proc.returncode == 2 and "unknown" in proc.stderr,
      proc.stderr)

# simulate: built decks of the pool against each other, then the inert deck.
decks = [built[c] for c in ("MUPA-001", "MUPA-003") if c in built]
proc = run("simulate", "-g", "ufs", "--data-dir", POOL, "--deck", decks[0], "--deck", decks[-1],
           "-p", "random", "-n", "6", "--jobs", "2", "--json")
summary = json.loads(proc.stdout) if proc.returncode == 0 else {}
check("simulate --data-dir: 6 games of two built decks",
      proc.returncode == 0 and summary.get("games") == 6, proc.stderr[-2000:])
proc = run("simulate", "-g", "ufs", "--data-dir", POOL, "--deck", inert_deck, "--deck", decks[-1],
           "-p", "random", "-n", "2", "--jobs", "1", "--json")
check("simulate: an inert deck refused with its line",
      proc.returncode == 2 and where in proc.stderr, proc.stderr)
proc = run("simulate", "-g", "ufs", "--data-dir", POOL, "--allow-inert", "--deck", inert_deck,
           "--deck", decks[-1], "-p", "random", "-n", "4", "--jobs", "2", "--json")
check("simulate --allow-inert: plays, said once",
      proc.returncode == 0 and json.loads(proc.stdout).get("games") == 4
      and proc.stderr.count("--allow-inert") == 1, proc.stderr[-2000:])

# play: refused without --allow-inert, a computer game to its end with it.
proc = run("play", "--demo", "--seed", "3", "--data-dir", POOL, "--deck", inert_deck,
           "--deck", decks[-1], "--color", "never", "--no-replay")
check("play: an inert deck refused", proc.returncode != 0 and where in proc.stderr,
      proc.stderr[-2000:])
proc = run("play", "--demo", "--seed", "3", "--data-dir", POOL, "--allow-inert", "--deck",
           inert_deck, "--deck", decks[-1], "--color", "never", "--no-replay")
check("play --allow-inert: a computer game to its end",
      proc.returncode == 0 and proc.stderr.count("--allow-inert") == 1, proc.stderr[-2000:])

# The menu with --data-dir: the pool's decks offered after the shipped
# ones, and a computer game of two of them played to its end.
menu_dir = os.path.join(tmp, "menu-pool")
os.makedirs(menu_dir)
for name in os.listdir(POOL):
    if name.endswith(".xml"):
        open(os.path.join(menu_dir, name), "w").write(open(os.path.join(POOL, name)).read())
for cid in ("MUPA-001", "MUPA-003"):
    open(os.path.join(menu_dir, cid + ".deck"), "w").write(open(built[cid]).read())
shipped = len([n for n in os.listdir(os.path.join(os.environ["DUELKIT_DATA_DIR"], "cards", "ufs"))
               if n.endswith(".deck")])
answers = "1\n1\n%d\n5\n%d\n3\n" % (shipped + 1, shipped + 3)
env = dict(os.environ, XDG_DATA_HOME=os.path.join(tmp, "xdg"))
proc = subprocess.run([EXE, "--color", "never", "menu", "--data-dir", menu_dir], input=answers,
                      capture_output=True, text=True, timeout=600, env=env)
check("menu --data-dir: the pool's decks offered, a game of them to its end",
      proc.returncode == 0 and "%d. Tamsin Roe — fire" % (shipped + 1) in proc.stdout
      and "%d. Okko Brandt — order" % (shipped + 2) in proc.stdout
      and "Game over" in proc.stdout and "P1 Tamsin Roe" in proc.stdout
      and "P2 Okko Brandt" in proc.stdout, (proc.stdout + proc.stderr)[-3000:])

print("1..%d" % len(results))
for i, (name, ok, why) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok and why:
        for line in str(why).splitlines()[:20]:
            print("# " + line)
