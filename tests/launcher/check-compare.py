#!/usr/bin/env python3
# `duelkit compare` and `duelkit stats merge` as a user runs them: shards
# merged are byte for byte one run's records, compare --from those records
# says what compare says when it plays the games itself, the JSON and
# Markdown forms, and the plots in each format are valid files of 800x500.
# Usage: check-compare.py DUELKIT_EXE
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

EXE = sys.argv[1]
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def run(*args):
    return subprocess.run([EXE, *args], capture_output=True, text=True, timeout=600)


def run_bytes(*args):
    return subprocess.run([EXE, *args], capture_output=True, timeout=600)


with tempfile.TemporaryDirectory() as tmp:
    # --- shards and merge --------------------------------------------------------
    base = ["simulate", "-r", "ufs-standard", "-p", "heuristic", "-p", "random", "-n", "14",
            "--seed", "3"]
    whole = os.path.join(tmp, "whole.jsonl")
    proc = run(*base, "--jobs", "2", "--out", whole)
    check("simulate: the whole study", proc.returncode == 0, proc.stderr)
    shards = []
    for i in (3, 1, 2):  # in any order
        out = os.path.join(tmp, "shard%d.jsonl" % i)
        proc = run(*base, "--jobs", "1", "--shard", "%d/3" % i, "--out", out)
        check("simulate --shard %d/3" % i, proc.returncode == 0, proc.stderr)
        shards.append(out)
    merged = os.path.join(tmp, "merged.jsonl")
    proc = run("stats", "merge", *shards, "-o", merged)
    check("stats merge exits 0", proc.returncode == 0, proc.stderr)
    with open(whole, "rb") as f:
        whole_bytes = f.read()
    with open(merged, "rb") as f:
        merged_bytes = f.read()
    check("stats merge: three shards are byte for byte the whole run", merged_bytes == whole_bytes)
    proc = run_bytes("stats", "merge", *shards)
    check("stats merge to standard output", proc.returncode == 0 and proc.stdout == whole_bytes)

    # A shard missing, a shard twice, another study: refused.
    proc = run("stats", "merge", shards[0], shards[1])
    check("stats merge: a missing shard refused", proc.returncode == 1
          and "is missing" in proc.stderr, proc.stderr)
    proc = run("stats", "merge", shards[0], shards[1], shards[2], shards[1])
    check("stats merge: a shard twice refused", proc.returncode == 1
          and "there twice" in proc.stderr, proc.stderr)
    # shards = [3/3, 1/3, 2/3]: the last one missing, named
    proc = run("stats", "merge", shards[1], shards[2])
    check("stats merge: a missing last shard refused", proc.returncode == 1
          and "shard 3/3 is missing" in proc.stderr, proc.stderr)
    proc = run("stats", "merge", shards[0], shards[2])
    check("stats merge: a missing first shard refused", proc.returncode == 1
          and "shard 1/3 is missing" in proc.stderr, proc.stderr)
    proc = run("stats", "merge", shards[0], shards[1], shards[2], shards[1])
    check("stats merge: the shard given twice named", "shard 1/3 is given twice" in proc.stderr,
          proc.stderr)
    half = os.path.join(tmp, "half.jsonl")
    proc = run(*base, "--jobs", "1", "--shard", "1/2", "--out", half)
    proc = run("stats", "merge", half, shards[2], shards[0])
    check("stats merge: overlapping shards refused", proc.returncode == 1
          and "the shards overlap" in proc.stderr, proc.stderr)
    other = os.path.join(tmp, "other.jsonl")
    proc = run("simulate", "-r", "ufs-standard", "-p", "heuristic", "-n", "4", "--seed", "3",
               "--jobs", "1", "--out", other)
    proc = run("stats", "merge", shards[1], other)
    check("stats merge: another study refused", proc.returncode == 1
          and "another study" in proc.stderr, proc.stderr)
    proc = run("compare", "--from", shards[1])
    check("compare --from a shard alone: a warning", proc.returncode == 0
          and "of the study's 14 games" in proc.stderr, proc.stderr)
    proc = run("stats", "merge")
    check("stats merge: no files", proc.returncode == 2, proc.stderr)
    proc = run("stats", "merge", os.path.join(tmp, "nothing.jsonl"))
    check("stats merge: a file that is not there", proc.returncode == 2, proc.stderr)

    # --- compare ---------------------------------------------------------------------
    played = run("compare", "ufs-standard", "-p", "heuristic", "-p", "random", "-n", "14",
                 "--seed", "3", "--jobs", "2")
    check("compare plays the study", played.returncode == 0, played.stderr)
    read = run("compare", "--from", merged)
    check("compare --from the merged shards", read.returncode == 0, read.stderr)
    check("compare --from says what compare says", read.stdout == played.stdout,
          played.stdout + "\n---\n" + read.stdout)
    for word in ("first seat wins", "first mover wins", "decisions per turn", "lead changes", "comebacks",
                 "options per real decision", "heuristic wins", "random wins",
                 "UFS: checks passed", "UFS: commits per check", "unknown to the decider",
                 "one seat wins all games of a deal", "Newcombe", "Welch"):
        check("compare text: %s" % word, word in played.stdout, played.stdout)

    proc = run("compare", "ufs-standard", "bos-standard", "-n", "10", "--jobs", "1", "--json")
    check("compare --json exits 0", proc.returncode == 0, proc.stderr)
    try:
        data = json.loads(proc.stdout)
    except ValueError as e:
        data = None
        check("compare --json is JSON", False, str(e))
    if data is not None:
        labels = [s["label"] for s in data["studies"]]
        check("compare --json: a study a ruleset", labels == ["ufs-standard", "bos-standard"],
              labels)
        stats = {s["label"]: {x["key"]: x for x in s["stats"]} for s in data["studies"]}
        ufs, bos = stats["ufs-standard"], stats["bos-standard"]
        check("compare --json: games", ufs["games"]["value"] == 10 and bos["games"]["value"] == 10)
        seat1 = ufs["balance.seat1"]
        check("compare --json: first seat a share with its interval",
              seat1["kind"] == "share" and seat1["interval"][0] <= seat1["value"]
              <= seat1["interval"][1] and seat1["value"] == seat1["k"] / seat1["n"], seat1)
        check("compare --json: each game's mechanics only",
              "mechanics.check.passed=true" in ufs and "mechanics.check.passed=true" not in bos
              and "mechanics.battle.result=win" in bos)
        # Every mechanic the issue names is counted from real events; over 10
        # games each is there (rare ones: somewhere in the study).
        for key in ("check.passed=true", "check.commits", "check.with-commits",
                    "block.status=complete", "block.status=none", "zone-change.to=momentum",
                    "ability-played.type=E", "attack-begins"):
            check("compare --json: UFS mechanic %s in use" % key,
                  ufs.get("mechanics." + key, {}).get("value", 0) > 0, ufs.get("mechanics." + key))
        for key in ("attack-declared", "attack-declared.direct=true", "battle.result=win",
                    "chain-link.link=1", "activated.card-type=tactic"):
            check("compare --json: BoS mechanic %s in use" % key,
                  bos.get("mechanics." + key, {}).get("value", 0) > 0, bos.get("mechanics." + key))
        check("compare --json: commits per check a ratio below the cards committed",
              0 < ufs["mechanics.check.commits"]["value"] < ufs["mechanics.commit"]["value"])
        for st in (ufs, bos):
            hid = st["hidden.all"]["value"]
            check("compare --json: hidden shares", 0 < hid < 1 and abs(
                hid - st["hidden.hand"]["value"] - st["hidden.deck"]["value"]
                - st["hidden.face_down"]["value"]) < 1e-5, hid)
            d = st["deal.same_seat"]
            check("compare --json: the deal, a share of rounds", d["kind"] == "share"
                  and d["n"] <= 5 and d["interval"][0] <= d["value"] <= d["interval"][1], d)
        check("compare --json: events of the log", "events.turn-begin" in ufs
              and "events.deploy" in bos)
        diffs = {d["key"]: d for d in data["differences"][0]["stats"]}
        d = diffs["balance.seat1"]
        check("compare --json: the difference to the first, Newcombe",
              d["method"] == "newcombe" and abs(d["value"] - (bos["balance.seat1"]["value"]
                                                             - seat1["value"])) < 1e-9
              and d["interval"][0] <= d["value"] <= d["interval"][1], d)
        check("compare --json: means differ by Welch", diffs["length.turns"]["method"] == "welch")
        hist = data["studies"][0]["histograms"]["turns"]
        check("compare --json: the turns histogram counts every game",
              sum(hist["counts"]) == 10 - ufs["balance.cut_off"]["k"], hist)
        adv = data["studies"][0]["advantage"]
        check("compare --json: the advantage traces",
              adv["bins"] == 20 and len(adv["winner"]) == 20 and len(adv["others"]) == 20)

    proc = run("compare", "ufs-standard", "bos-standard", "-n", "10", "--jobs", "1",
               "--markdown")
    check("compare --markdown exits 0", proc.returncode == 0, proc.stderr)
    check("compare --markdown: a table",
          "| metric | ufs-standard | bos-standard | bos-standard − ufs-standard |" in proc.stdout
          and "| first seat wins |" in proc.stdout, proc.stdout)

    # --- plots -----------------------------------------------------------------------
    names = ("length", "advantage", "balance", "mechanics")
    for fmt in ("png", "svg", "pdf"):
        plots = os.path.join(tmp, "plots-" + fmt)
        proc = run("compare", "--from", merged, "--from", other, "--plots", plots,
                   "--format", fmt)
        check("compare --plots --format %s" % fmt, proc.returncode == 0, proc.stderr)
        for name in names:
            path = os.path.join(plots, "%s.%s" % (name, fmt))
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except OSError as e:
                check("plot %s.%s written" % (name, fmt), False, str(e))
                continue
            if fmt == "png":
                ok = (data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
                      and struct.unpack(">II", data[16:24]) == (800, 500))
                why = data[:24]
            elif fmt == "svg":
                m = re.search(rb"<svg[^>]*>", data)
                root = m.group(0).decode() if m else ""
                w = re.search(r'width="([0-9.]+)(pt|px)?"', root)
                h = re.search(r'height="([0-9.]+)(pt|px)?"', root)
                ok = (w is not None and h is not None and float(w.group(1)) == 800
                      and float(h.group(1)) == 500 and data.rstrip().endswith(b"</svg>"))
                why = root
            else:
                m = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\]", data)
                ok = data[:5] == b"%PDF-" and m is not None \
                    and (float(m.group(1)), float(m.group(2))) == (800, 500)
                why = data[:8]
            check("plot %s.%s: a valid file of 800x500" % (name, fmt), ok, repr(why))

    # --- mistakes ----------------------------------------------------------------
    for args, message in [
            (["compare"], "compare needs rulesets or --from"),
            (["compare", "ufs-standard", "--format", "gif"], "--format: gif is not png"),
            (["compare", "nosuchruleset", "-n", "2"], "nosuchruleset"),
            (["compare", "--from", os.path.join(tmp, "nothing.jsonl")], "nothing.jsonl"),
            (["compare", "ufs-standard", "--json", "--markdown"], "give one"),
            (["stats"], "stats: give `merge"),
    ]:
        proc = run(*args)
        check("refused: %s" % " ".join(args[:3]), proc.returncode == 2 and message in proc.stderr
              and proc.stdout == "", proc.stderr)
    bad = os.path.join(tmp, "bad.jsonl")
    with open(bad, "w") as f:
        f.write('{"game": 1}\n')
    proc = run("compare", "--from", bad)
    check("refused: a record without its fields", proc.returncode == 2
          and "bad.jsonl line 1" in proc.stderr, proc.stderr)

print("1..%d" % len(results))
for i, (name, ok, why) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok and why:
        for line in str(why).splitlines()[:40]:
            print("# " + line)
