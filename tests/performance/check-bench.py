#!/usr/bin/env python3
# The performance suite: `duelkit bench` runs briefly for each game and what
# it prints is checked field by field. No figure is compared with a time:
# speed is measured by running bench in a release build, never asserted.
# Usage: check-bench.py DUELKIT_EXE
import json
import subprocess
import sys

EXE = sys.argv[1]
GAMES = 4
BRIEF = ["--games", str(GAMES), "--copies", "100", "--runs", "1"]
# label: (ruleset, players)
EXPECTED = {
    "ufs": ("ufs-standard", 2),
    "bos": ("bos-standard", 2),
    "bos-royal": ("bos-battle-royal", 4),
}
RATES = ["games_per_s", "decisions_per_s", "copy_per_s", "search_copy_per_s",
         "view_per_s", "determinize_per_s"]
MEANS = ["decisions_per_game", "turns_per_game"]
KEYS = {"game", "ruleset", "players", "decks", "games_per_run", "runs", "search_copy_bytes",
        "copy_bytes", "draws", "peak_rss_kib"} | set(RATES) | set(MEANS)

results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def bench(*args):
    return subprocess.run([EXE, "bench", *args], capture_output=True, text=True, timeout=600)


def parse(proc):
    try:
        return json.loads(proc.stdout)
    except ValueError as e:
        return {"error": str(e)}


# Every game, one call: every field of every object.
proc = bench(*EXPECTED, *BRIEF, "--json")
check("/bench/json/exit-status", proc.returncode == 0, proc.stderr.strip())
doc = parse(proc)
objs = doc.get("benchmarks", [])
check("/bench/json/one-object-a-game", [o.get("game") for o in objs] == list(EXPECTED),
      repr(doc)[:200])
for o in objs:
    label = o.get("game")
    ruleset, players = EXPECTED.get(label, (None, None))
    p = "/bench/json/%s/" % label
    check(p + "fields", set(o) == KEYS, "missing %s, extra %s" % (KEYS - set(o), set(o) - KEYS))
    check(p + "ruleset", o.get("ruleset") == ruleset, o.get("ruleset"))
    check(p + "players", o.get("players") == players, o.get("players"))
    check(p + "decks", isinstance(o.get("decks"), int) and o["decks"] >= 2, o.get("decks"))
    check(p + "games-per-run", o.get("games_per_run") == GAMES, o.get("games_per_run"))
    check(p + "runs", o.get("runs") == 1, o.get("runs"))
    for key in RATES + MEANS:
        m = o.get(key, {})
        check(p + key, isinstance(m, dict) and set(m) == {"median", "spread"} and
              m["median"] > 0 and m["spread"] == 0, m)
    if all(isinstance(o.get(k), dict) for k in RATES + MEANS):
        # decisions/s over games/s is decisions a game: one count, two ways.
        dg = o["decisions_per_game"]["median"]
        ratio = o["decisions_per_s"]["median"] / o["games_per_s"]["median"]
        check(p + "decisions-consistent", abs(ratio - dg) <= 0.01 * dg + 0.01, (ratio, dg))
        # A mean over GAMES whole games: a count divided by GAMES.
        check(p + "decisions-a-whole-count", abs(dg * GAMES - round(dg * GAMES)) < 0.01, dg)
        check(p + "turns", o["turns_per_game"]["median"] >= 1, o["turns_per_game"])
    check(p + "search-copy-bytes", isinstance(o.get("search_copy_bytes"), int) and
          o["search_copy_bytes"] > 0, o.get("search_copy_bytes"))
    # The bound on a search copy (a size, the same on every run).
    check(p + "search-copy-at-most-8-KiB", isinstance(o.get("search_copy_bytes"), int) and
          o["search_copy_bytes"] <= 8192, o.get("search_copy_bytes"))
    check(p + "copy-bytes", isinstance(o.get("copy_bytes"), int) and
          o["copy_bytes"] >= o.get("search_copy_bytes", 0) > 0, o.get("copy_bytes"))
    check(p + "draws", isinstance(o.get("draws"), int) and 0 <= o["draws"] <= GAMES,
          o.get("draws"))
    check(p + "peak-rss", isinstance(o.get("peak_rss_kib"), int) and o["peak_rss_kib"] > 0,
          o.get("peak_rss_kib"))

# The same seed plays the same games: every count is the same again; three
# runs give a median and a spread of at least zero.
again = parse(bench("ufs", *BRIEF[:4], "--runs", "3", "--json")).get("benchmarks", [{}])[0]
first = objs[0] if objs else {}
for key in ("decisions_per_game", "turns_per_game"):
    check("/bench/json/ufs/same-seed-same-" + key,
          again.get(key, {}).get("median") == first.get(key, {}).get("median") and
          again.get(key, {}).get("spread") == 0, (again.get(key), first.get(key)))
check("/bench/json/ufs/three-runs", again.get("runs") == 3 and
      all(again.get(k, {}).get("spread", -1) >= 0 for k in RATES), again)
check("/bench/json/ufs/same-search-copy-bytes",
      again.get("search_copy_bytes") == first.get("search_copy_bytes"), again)

# Text: a line a figure.
proc = bench("bos", *BRIEF)
lines = proc.stdout.splitlines()
check("/bench/text/figures", proc.returncode == 0 and len(lines) == 13 and
      lines[0].startswith("bos: bos-standard, 2 players,") and
      "bytes per search copy" in proc.stdout, proc.stdout + proc.stderr)

# A failure leaves no half document on standard output, and exits 2.
for name, args in (("unknown-game", ["no-such-game"]),
                   ("players-out-of-range", ["ufs", "--players", "4"]),
                   ("second-game-unknown", ["ufs", "no-such-game"])):
    proc = bench(*args, *BRIEF, "--json")
    check("/bench/error/" + name, proc.returncode == 2 and proc.stdout == "" and
          proc.stderr.startswith("duelkit: "), (proc.returncode, proc.stdout, proc.stderr))

print("1..%d" % len(results))
for i, (name, ok, why) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        print("# %s" % (why,))
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
