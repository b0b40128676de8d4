#!/usr/bin/env python3
# `duelkit simulate`: its JSON summary and its JSON lines are checked field
# by field, the results must not depend on --jobs, seats rotate within each
# round of paired seeds, and the summary agrees with the games it lists.
# Usage: check-simulate.py DUELKIT_EXE
import json
import math
import os
import subprocess
import sys
import tempfile

EXE = sys.argv[1]
results = []

AGENT_KEYS = {"agent", "spec", "games", "wins", "share", "interval", "decisions_timed",
              "decision_us"}
SEAT_KEYS = {"seat", "wins", "share", "interval"}
SUMMARY_KEYS = {"ruleset", "game", "players", "games", "seed", "jobs", "agents", "seats",
                "draws", "cut_off", "turns", "decisions", "games_per_s", "cpu_s"}
LINE_KEYS = {"game", "seed", "ruleset", "decks", "agents", "agent_index", "winner", "result",
             "end", "results", "turns", "decisions", "real_decisions", "options",
             "inactive_decisions", "first_player", "events", "scores", "study_games", "shard",
             "hidden", "play_hash"}
# Figures that are times, and so differ from run to run.
TIMED = {"games_per_s", "cpu_s", "jobs"}


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def simulate(*args):
    return subprocess.run([EXE, "simulate", *args], capture_output=True, text=True, timeout=600)


def wilson(k, n):
    z = 1.959963984540054
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def untimed(summary):
    s = {k: v for k, v in summary.items() if k not in TIMED}
    s["agents"] = [{k: v for k, v in a.items() if k != "decision_us"} for a in s["agents"]]
    return s


def study(label, base):
    runs = {}
    with tempfile.TemporaryDirectory() as tmp:
        for jobs in ("1", "2"):
            out = os.path.join(tmp, "games-%s.jsonl" % jobs)
            proc = simulate(*base, "--jobs", jobs, "--json", "--out", out)
            check("%s: --jobs %s exits 0" % (label, jobs), proc.returncode == 0, proc.stderr)
            if proc.returncode != 0:
                return
            try:
                summary = json.loads(proc.stdout)
                with open(out) as f:
                    lines = [json.loads(line) for line in f]
            except ValueError as e:
                check("%s: --jobs %s prints JSON" % (label, jobs), False, str(e))
                return
            runs[jobs] = (summary, lines)
    (s1, l1), (s2, l2) = runs["1"], runs["2"]
    check("%s: the same games with --jobs 1 and 2" % label, l1 == l2)
    check("%s: the same summary with --jobs 1 and 2" % label, untimed(s1) == untimed(s2),
          "%s\n%s" % (untimed(s1), untimed(s2)))
    check("%s: summary keys" % label, set(s1) == SUMMARY_KEYS, sorted(set(s1) ^ SUMMARY_KEYS))
    n_players = s1["players"]
    check("%s: an agent a seat" % label, len(s1["agents"]) == n_players == len(s1["seats"]))
    for a in s1["agents"]:
        check("%s: agent %s keys" % (label, a.get("agent")), set(a) == AGENT_KEYS,
              sorted(set(a) ^ AGENT_KEYS))
        lo, hi = wilson(a["wins"], a["games"])
        check("%s: agent %s Wilson interval" % (label, a["agent"]),
              abs(a["interval"][0] - lo) < 1e-3 and abs(a["interval"][1] - hi) < 1e-3,
              "%s against %s" % (a["interval"], (lo, hi)))
        check("%s: agent %s decision times" % (label, a["agent"]),
              0 <= a["decision_us"]["median"] <= a["decision_us"]["p99"]
              <= a["decision_us"]["max"])
    for s in s1["seats"]:
        check("%s: seat %s keys" % (label, s.get("seat")), set(s) == SEAT_KEYS)
    check("%s: a line a game" % label, len(l1) == s1["games"])
    wins = [0] * n_players
    seat_wins = [0] * n_players
    for i, g in enumerate(l1):
        check("%s: game %d keys" % (label, i + 1), set(g) == LINE_KEYS, sorted(set(g) ^ LINE_KEYS))
        rnd, r = divmod(i, n_players)
        # A round shares its seed; the agents move one seat on each game.
        check("%s: game %d seed" % (label, i + 1), g["seed"] == s1["seed"] + rnd)
        check("%s: game %d seats" % (label, i + 1),
              g["agent_index"] == [(p - r) % n_players + 1 for p in range(n_players)],
              g["agent_index"])
        if r > 0:
            check("%s: game %d keeps its round's decks" % (label, i + 1),
                  g["decks"] == l1[i - r]["decks"])
        check("%s: game %d result" % (label, i + 1),
              (g["result"] == "win") == (g["winner"] is not None))
        if g["winner"] is not None:
            check("%s: game %d winner's result" % (label, i + 1),
                  g["results"][g["winner"] - 1] == 1)
            for p in range(n_players):
                if g["results"][p] == 1:
                    wins[g["agent_index"][p] - 1] += 1
                    seat_wins[p] += 1
        turns = [t["turn"] for t in g["scores"]]
        check("%s: game %d score trace" % (label, i + 1),
              turns == sorted(turns) and all(len(t["values"]) == n_players for t in g["scores"])
              and all(0 <= v <= 1 for t in g["scores"] for v in t["values"]))
        check("%s: game %d decisions" % (label, i + 1),
              sum(g["real_decisions"]) <= g["decisions"])
        check("%s: game %d options" % (label, i + 1),
              all(o >= 2 * r for o, r in zip(g["options"], g["real_decisions"]))
              and all(0 <= a <= r for a, r in zip(g["inactive_decisions"], g["real_decisions"])),
              "%s %s %s" % (g["options"], g["inactive_decisions"], g["real_decisions"]))
        h = g["hidden"]
        unknown = h["hand"] + h["deck"] + h["face_down"]
        check("%s: game %d hidden cards counted at each real decision" % (label, i + 1),
              h["decisions"] == sum(g["real_decisions"]) and 0 < unknown <= h["cards"]
              and h["theirs"] <= unknown and h["cards"] >= 40 * h["decisions"], h)
        # C.1.4, E.3.5.2: the commits to pass a check are among the commits.
        check("%s: game %d commits to checks" % (label, i + 1),
              g["events"].get("check.commits", 0) <= g["events"].get("commit", 0)
              and g["events"].get("check.with-commits", 0) <= g["events"].get("check.commits", 0)
              and g["events"].get("check.with-commits", 0) <= g["events"].get("check", 0))
        check("%s: game %d first player" % (label, i + 1),
              g["first_player"] in range(1, n_players + 1), g["first_player"])
        ev = g["events"]
        check("%s: game %d events" % (label, i + 1),
              ev.get("game-start") == 1 and ev.get("game-over", 0) == (g["result"] != "cut-off")
              and ev.get("turn-begin", 0) >= 1 and all(type(v) is int and v > 0 for v in ev.values()),
              ev)
        # A detail "KIND.ATTR=VALUE" counts some of the events of its kind.
        for key, count in ev.items():
            if "." in key:
                kind, attr = key.split(".", 1)
                total = sum(c for k, c in ev.items() if k.startswith(kind + "." + attr.split("=")[0] + "="))
                if not (kind in ev and total <= ev[kind]):
                    check("%s: game %d event detail %s" % (label, i + 1, key), False, ev)
    check("%s: agents' wins add up" % label, [a["wins"] for a in s1["agents"]] == wins,
          "%s against %s" % ([a["wins"] for a in s1["agents"]], wins))
    check("%s: seats' wins add up" % label, [s["wins"] for s in s1["seats"]] == seat_wins)
    check("%s: each agent plays each seat" % label,
          all(a["games"] == s1["games"] - s1["cut_off"] for a in s1["agents"]))


study("ufs", ["-g", "ufs", "-p", "heuristic", "-p", "random", "-n", "6", "--seed", "3"])
study("bos", ["-g", "bos", "-p", "easy", "-p", "random", "-n", "6", "--seed", "5"])
study("bos-royal", ["-r", "bos-battle-royal", "--players", "4", "-p", "heuristic", "-p", "random",
                    "-n", "8"])

# Shards: contiguous ranges of rounds, whose lines together are one run's.
with tempfile.TemporaryDirectory() as tmp:
    base = ["-r", "bos-standard", "-p", "heuristic", "-p", "random", "-n", "9", "--seed", "7"]
    whole = os.path.join(tmp, "whole.jsonl")
    proc = simulate(*base, "--jobs", "2", "--out", whole)
    check("shards: the whole run", proc.returncode == 0, proc.stderr)
    parts = []
    for i in range(1, 5):
        out = os.path.join(tmp, "part%d.jsonl" % i)
        proc = simulate(*base, "--jobs", "1", "--shard", "%d/4" % i, "--out", out)
        check("shards: shard %d/4" % i, proc.returncode == 0, proc.stderr)
        check("shards: shard %d/4 progress on stderr" % i, "100%" in proc.stderr, proc.stderr)
        with open(out) as f:
            parts.append(f.read())
    with open(whole) as f:
        whole_text = f.read()
    # Each line says its shard; put together, as one run's (shard 1 of 1).
    for i, part in enumerate(parts):
        check("shards: shard %d/4 said in each line" % (i + 1),
              all(json.loads(line)["shard"] == [i + 1, 4] and json.loads(line)["study_games"] == 9
                  for line in part.splitlines()), part[:300])
    one_run = "".join(parts).replace('"shard": [%d, 4]' % 1, '"shard": [1, 1]')
    for i in range(2, 5):
        one_run = one_run.replace('"shard": [%d, 4]' % i, '"shard": [1, 1]')
    check("shards: 4 shards put together are the whole run", one_run == whole_text)
    check("shards: whole rounds each", all(len(p.splitlines()) % 2 == 0 for p in parts[:-1]),
          [len(p.splitlines()) for p in parts])
    # Keeping the event log for the records changes no game.
    plain = simulate(*base, "--jobs", "1", "--json")
    kept = simulate(*base, "--jobs", "1", "--json", "--out", whole)
    check("records: the same games with and without --out",
          untimed(json.loads(plain.stdout)) == untimed(json.loads(kept.stdout)))

# The text report names each agent and gives the intervals.
proc = simulate("-g", "ufs", "-p", "random", "-n", "2", "--jobs", "1")
check("text report", proc.returncode == 0 and "1 random" in proc.stdout
      and "95% interval" in proc.stdout, proc.stdout + proc.stderr)

# Mistakes are refused with a message and exit 2, before any game.
for args, message in [
        (["-g", "ufs", "-p", "nobody"], "no computer player is called 'nobody'"),
        (["-g", "ufs", "-n", "0"], "--games: 0 is out of range"),
        (["-g", "ufs", "--jobs", "0"], "--jobs: 0 is out of range"),
        (["-g", "ufs", "--shard", "3/2"], "--shard I: 3 is out of range"),
        (["-g", "ufs", "--shard", "2"], "--shard: 2 is not I/N"),
        (["-g", "ufs", "-p", "random", "-p", "random", "-p", "random"],
         "3 agents given for a game of 2 players"),
        ([], "simulate needs a game"),
        (["-g", "nogame"], "nogame")]:
    proc = simulate(*args)
    check("refused: %s" % " ".join(args), proc.returncode == 2 and message in proc.stderr
          and proc.stdout == "", proc.stderr)

print("1..%d" % len(results))
for i, (name, ok, why) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok and why:
        for line in str(why).splitlines()[:20]:
            print("# " + line)
