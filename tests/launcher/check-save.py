#!/usr/bin/env python3
# `save FILE` at the prompt, `duelkit play --resume`, `--replay-out`, the
# replays kept in the data directory, and `duelkit replay` with --verify:
# exit codes and messages as a user meets them.
# Usage: check-save.py DUELKIT_EXE
import os
import re
import subprocess
import sys
import tempfile

EXE = sys.argv[1]
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def run(args, stdin="", env=None):
    e = dict(os.environ)
    e["DUELKIT_NO_AUTOSAVE"] = "1"
    # A variable given as None is unset.
    for key, value in (env or {}).items():
        if value is None:
            e.pop(key, None)
        else:
            e[key] = value
    return subprocess.run([EXE, *args], input=stdin, capture_output=True, text=True, timeout=300,
                          env=e)


with tempfile.TemporaryDirectory() as tmp:
    # A computer game's replay verifies, and shows with every card.
    for game in ("ufs", "bos"):
        replay = os.path.join(tmp, game + ".replay")
        p = run(["play", "--demo", "-g", game, "--seed", "3", "--vs", "easy",
                 "--replay-out", replay])
        check(f"{game}: --replay-out writes the replay", p.returncode == 0 and os.path.isfile(replay),
              p.stderr)
        p = run(["replay", replay, "--verify"])
        check(f"{game}: replay --verify holds", p.returncode == 0 and "verified" in p.stdout,
              p.stdout + p.stderr)
        p = run(["replay", replay, "--all"])
        check(f"{game}: replay --all shows the game to its end",
              p.returncode == 0 and "Game over" in p.stdout, p.stderr)
        p = run(["replay", replay, "--seat", "2"])
        check(f"{game}: replay --seat 2", p.returncode == 0 and re.search(r"(Player 2|P2)\b[^\n]*\(you\)", p.stdout) is not None,
              p.stderr)
        # Told in the module's words, as the game was, not as bare choices.
        told = {"ufs": " checks for ", "bos": " attacks "}[game]
        check(f"{game}: replay tells the game in words",
              told in p.stdout and re.search(r"^P[12]: ", p.stdout, re.M) is None, p.stdout[-2000:])

        with open(replay) as f:
            lines = f.read().splitlines()
        # Another winner recorded: the decisions say otherwise, exit 1.
        edited = [l if not l.startswith("result ") else
                  "result %d %s" % (3 - int(l.split()[1]) if l.split()[1] != "draw" else 1,
                                    " ".join(l.split()[2:]))
                  for l in lines]
        bad = os.path.join(tmp, game + "-edited.replay")
        with open(bad, "w") as f:
            f.write("\n".join(edited) + "\n")
        p = run(["replay", bad, "--verify"])
        check(f"{game}: an edited result fails --verify with exit 1",
              p.returncode == 1 and "the decisions give another result" in p.stderr, p.stderr)
        # Cut short: refused, exit 2.
        cut = os.path.join(tmp, game + "-cut.replay")
        with open(cut, "w") as f:
            f.write("\n".join(lines[:len(lines) // 2]) + "\n")
        p = run(["replay", cut])
        check(f"{game}: a replay cut short is refused with exit 2",
              p.returncode == 2 and
              p.stderr.strip() == "duelkit: %s:%d: the file ends before its `end` line: it was "
              "cut short" % (cut, len(lines) // 2), p.stderr)

    # Saved at the prompt, resumed.
    save = os.path.join(tmp, "game.save")
    p = run(["play", "--seed", "4", "--vs", "easy"], "1\n1\nsave %s\nsave %s\nquit\n" % (save, tmp))
    check("save FILE at the prompt", p.returncode == 0 and os.path.isfile(save)
          and ("Saved to %s" % save) in p.stdout, p.stdout[-2000:] + p.stderr)
    check("save DIR is refused at the prompt",
          "Not saved: %s: not a regular file (a directory)" % tmp in p.stdout, p.stdout[-2000:])
    p = run(["play", "--resume", save], "quit\n")
    check("play --resume goes on", p.returncode == 0 and "goes on" in p.stdout, p.stderr)
    p = run(["play", "--resume", save, "--seed", "5"], "quit\n")
    check("play --resume refuses --seed", p.returncode == 2, p.stderr)
    p = run(["play", "--resume", os.path.join(tmp, "nothing.save")], "quit\n")
    check("play --resume of no file exits 2", p.returncode == 2, p.stderr)
    p = run(["replay", save, "--verify"])
    check("a save is no replay: --verify exits 1",
          p.returncode == 1 and "not a replay" in p.stderr, p.stderr)

    # A finished game with a person is kept in the data directory, unless
    # told not to.
    xdg = os.path.join(tmp, "xdg")
    ones = "1\n" * 20000
    p = run(["play", "--seed", "4", "--vs", "random"], ones,
            {"XDG_DATA_HOME": xdg, "DUELKIT_NO_AUTOSAVE": None})
    kept = os.path.join(xdg, "duelkit", "replays")
    names = os.listdir(kept) if os.path.isdir(kept) else []
    check("a finished game's replay is kept in the data directory",
          p.returncode == 0 and len(names) == 1 and names[0].startswith("ufs-"), p.stderr)
    if names:
        p = run(["replay", os.path.join(kept, names[0]), "--verify"])
        check("the kept replay verifies", p.returncode == 0, p.stderr)
    xdg2 = os.path.join(tmp, "xdg2")
    p = run(["play", "--seed", "4", "--vs", "random", "--no-replay"], ones,
            {"XDG_DATA_HOME": xdg2, "DUELKIT_NO_AUTOSAVE": None})
    check("--no-replay keeps none", p.returncode == 0 and not os.path.exists(xdg2), p.stderr)
    p = run(["play", "--seed", "4", "--vs", "random"], ones, {"XDG_DATA_HOME": xdg2})
    check("DUELKIT_NO_AUTOSAVE keeps none", p.returncode == 0 and not os.path.exists(xdg2),
          p.stderr)

print("1..%d" % len(results))
failed = 0
for i, (name, ok, why) in enumerate(results, 1):
    print("%s %d %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        failed += 1
        for line in why.splitlines()[-20:]:
            print("# " + line)
sys.exit(1 if failed else 0)
