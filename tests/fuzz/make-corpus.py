#!/usr/bin/env python3
# make-corpus.py: the seed corpora of the fuzz targets, made from the tree.
#
#   tests/fuzz/make-corpus.py [--stamp FILE] SOURCE_ROOT OUT_DIR [TARGET...]
#
# Writes OUT_DIR/TARGET/ for each target (default: load scenario game), a
# folder that libFuzzer may then add to (never a folder of the tree):
# - load: the card sets, decks, rulesets and scenarios of cards/, rulesets/,
#   tests/data/ and tests/scenarios/;
# - scenario: the scenarios of tests/scenarios/ and tests/launcher/scenarios/;
# - game: inputs of fuzz-game (see the comment at the top of fuzz-game.c):
#   each shipped ruleset (by id) and each other ruleset of the tree (as a
#   file) with decks of its game from cards/GAME/*.deck, every deck at
#   least once, BoS also with three and four players.
# Nothing is read from outside SOURCE_ROOT.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import glob
import os
import re
import shutil
import struct
import sys


def game_of(path):
    with open(path, encoding="utf-8") as f:
        m = re.search(r'<(?:ruleset|deck)\b[^>]*\bgame="([^"]+)"', f.read())
    return m.group(1) if m else None


def copy_files(patterns, root, out):
    os.makedirs(out, exist_ok=True)
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(root, pattern))):
            if os.path.isfile(path):
                name = os.path.relpath(path, root).replace(os.sep, "-")
                shutil.copyfile(path, os.path.join(out, name))


def play_part(players, seed, copy_at):
    # players (0: the ruleset's own), the seed (8 bytes, little-endian),
    # the decision to copy at (0: a second game instead); no choice bytes:
    # the options are then drawn from the seed.
    return struct.pack("<BQB", players, seed, copy_at)


def cut_deck(text, size):
    # The deck cut to @size cards besides its character: the entries in
    # order, the last one shortened (UFS turbo: 41 with the character).
    out, total = [], 0
    for line in text.splitlines(keepends=True):
        m = re.search(r'<card ref="[^"]*" count="(\d+)"', line)
        if m:
            take = min(int(m.group(1)), size - total)
            if take <= 0:
                continue
            line = line.replace('count="%s"' % m.group(1), 'count="%d"' % take)
            total += take
        out.append(line)
    return "".join(out)


def game_input(ruleset_text, decks, play, deck_size=None):
    parts = [ruleset_text.encode("utf-8")]
    for deck in decks:
        with open(deck, encoding="utf-8") as f:
            text = f.read()
        if deck_size:
            text = cut_deck(text, deck_size)
        parts.append(b"\n%% deck\n" + text.encode("utf-8"))
    return b"".join(parts) + b"\n%% play\n" + play


def exact_size(ruleset_text, root):
    # deck-size-exact of the ruleset, or of the shipped ruleset it names.
    if "<" not in ruleset_text:
        path = os.path.join(root, "rulesets", ruleset_text.strip() + ".ruleset")
        with open(path, encoding="utf-8") as f:
            ruleset_text = f.read()
    m = re.search(r'name="deck-size-exact" value="(\d+)"', ruleset_text)
    return int(m.group(1)) - 1 if m and int(m.group(1)) > 0 else None


def make_game(root, out):
    os.makedirs(out, exist_ok=True)
    decks = {}
    for game in ("ufs", "bos"):
        decks[game] = sorted(glob.glob(os.path.join(root, "cards", game, "*.deck")))
    rulesets = []  # (name, text, game)
    for path in sorted(glob.glob(os.path.join(root, "rulesets", "*.ruleset"))):
        rid = os.path.basename(path)[: -len(".ruleset")]
        rulesets.append((rid, rid + "\n", game_of(path)))
    for pattern in ("tests/data/valid/*.ruleset", "tests/scenarios/*/*.ruleset"):
        for path in sorted(glob.glob(os.path.join(root, pattern))):
            game = game_of(path)
            if game in decks:
                with open(path, encoding="utf-8") as f:
                    rulesets.append((os.path.basename(path)[: -len(".ruleset")], f.read(), game))

    seed = 1
    for name, text, game in rulesets:
        pool = decks.get(game)
        if not pool:
            continue
        # Two games a ruleset, the decks taken in turn, so that every deck
        # plays; the copy is taken at the start, early, or later on.
        size = exact_size(text, root)
        for k in range(2):
            pair = [pool[(seed + k) % len(pool)], pool[(seed + k + 1) % len(pool)]]
            play = play_part(0, seed, (0, 5, 40)[seed % 3])
            with open(os.path.join(out, "%s-%d" % (name, k + 1)), "wb") as f:
                f.write(game_input(text, pair, play, size))
            seed += 1
        if game == "bos":
            # Player-count bytes 2 and 3: the 2nd and 3rd of 2..4 players.
            for players in (3, 4):
                play = play_part(players - 1, seed, 0)
                with open(os.path.join(out, "%s-%dp" % (name, players)), "wb") as f:
                    f.write(game_input(text, pool[:players], play))
                seed += 1


def main(argv):
    stamp = None
    if len(argv) > 2 and argv[1] == "--stamp":
        stamp = argv[2]
        argv = argv[:1] + argv[3:]
    if len(argv) < 3:
        sys.stderr.write("usage: make-corpus.py [--stamp FILE] SOURCE_ROOT OUT_DIR [TARGET...]\n")
        return 2
    root, out = argv[1], argv[2]
    targets = argv[3:] or ["load", "scenario", "game"]
    for target in targets:
        where = os.path.join(out, target)
        if target == "load":
            copy_files(["cards/*/*.xml", "cards/*/*.deck", "rulesets/*.ruleset",
                        "tests/data/*/*", "tests/data/invalid/sub/*",
                        "tests/scenarios/*/*"], root, where)
        elif target == "scenario":
            copy_files(["tests/scenarios/*/*.xml", "tests/launcher/scenarios/*.xml",
                        "tests/data/*/*.scenario"], root, where)
        elif target == "game":
            make_game(root, where)
        else:
            sys.stderr.write("unknown target %s\n" % target)
            return 2
    if stamp:
        with open(stamp, "w") as f:
            f.write("")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
