#!/usr/bin/env python3
"""Draw a reproducible sample of imported cards with a compiled ability.

    tools/real-sample.py POOL [--seed N] [-n COUNT] [--exclude-doc FILE] [--show]

POOL is the folder `duelkit import builduvs ... -o POOL` wrote. The cards
with at least one compiled ability (an <ability> without compiled="false"
and with an <effect>) are taken in the order of the set files sorted by name
and of the cards in each file; the cards of the first table of 100 in
--exclude-doc (docs/real-cards.md, "### A sample of 100 cards checked by
hand") are left out; then random.Random(SEED).sample(cards, COUNT).

Prints one card id a line, in the order drawn; with --show, each card's
printed text and its compiled abilities too (for reading, never for the
tree). The script holds no card data of its own.
"""
import argparse
import os
import random
import re
import sys
import xml.etree.ElementTree as ET

ROW = re.compile(r"^\| (\d+) \| ([^ |]+) \|")


def earlier_sample(path):
    ids = []
    in_section = False
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            in_section = line.startswith("### A sample of 100 cards checked by hand")
            continue
        if in_section:
            m = ROW.match(line)
            if m:
                ids.append(m.group(2))
    return ids


def compiled(ability):
    return ability.get("compiled") != "false" and ability.find("effect") is not None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pool")
    ap.add_argument("--seed", type=int, default=2611)
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--exclude-doc")
    ap.add_argument("--show", action="store_true")
    args = ap.parse_args()

    excluded = set(earlier_sample(args.exclude_doc)) if args.exclude_doc else set()
    cards = []
    for name in sorted(os.listdir(args.pool)):
        if not name.endswith(".xml"):
            continue
        root = ET.parse(os.path.join(args.pool, name)).getroot()
        for card in root.iter("card"):
            if card.get("id") in excluded:
                continue
            if any(compiled(a) for a in card.findall("ability")):
                cards.append(card)
    print(f"# {len(cards)} cards with a compiled ability, {len(excluded)} excluded,"
          f" seed {args.seed}", file=sys.stderr)
    for i, card in enumerate(random.Random(args.seed).sample(cards, args.n), 1):
        if not args.show:
            print(card.get("id"))
            continue
        print(f"=== {i} {card.get('id')} ({card.get('type')}) {card.get('name')}")
        print((card.findtext("text") or "").strip())
        for a in card.findall("ability"):
            if not compiled(a):
                print(f"  - {a.get('type')} not compiled: {a.get('reason')}")
                continue
            attrs = " ".join(f"{k}={v}" for k, v in a.attrib.items()
                             if k not in ("type", "text"))
            print(f"  + {a.get('type')} [{attrs}]: {a.get('text')}")
            for child in a:
                print("      " + ET.tostring(child, encoding="unicode").strip())
        print()


if __name__ == "__main__":
    main()
