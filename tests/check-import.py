#!/usr/bin/env python3
# `duelkit import builduvs` on tests/data/builduvs-defects.json: made-up cards
# in the deck builder's JSON shape with every kind of defect the real pool
# has. Each repair and each problem is checked (kind, line, card, field,
# message), the counts of the summary, the card sets written (schema,
# `duelkit validate`, `duelkit cards list`), and that a file that is not
# JSON writes nothing.
#
# SPDX-License-Identifier: LGPL-2.1-or-later

import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from importtap import ROOT, SCHEMA, check, plan, run

DATA = os.path.join(ROOT, "tests", "data", "builduvs-defects.json")
TRUNCATED = os.path.join(ROOT, "tests", "data", "builduvs-truncated.json")


with open(DATA, encoding="utf-8") as f:
    LINES = f.read().split("\n")


def line_of(text, after=None):
    """The line (from 1) holding @text, the first one after the line holding
    @after when given."""
    start = 0
    if after is not None:
        start = line_of(after)
    for i in range(start, len(LINES)):
        if text in LINES[i]:
            return i + 1
    raise AssertionError("no line with " + text)


def main():
    out = tempfile.mkdtemp(prefix="dk-import-")
    try:
        sets_dir = os.path.join(out, "sets")
        r = run("import", "builduvs", DATA, "-o", sets_dir, "--json")
        check(r.returncode == 0, "import exits 0 (%d: %s)" % (r.returncode, r.stderr.strip()))
        report = json.loads(r.stdout)

        # --- the summary ---------------------------------------------------
        check(report["cards_read"] == 14, "14 cards read")
        check(report["cards_imported"] == 11, "11 cards imported")
        check(report["cards_skipped"] == 3, "3 cards skipped")
        check(report["sets_written"] == 2, "2 sets written")
        check(report["keywords_read"] == 20, "20 keyword instances read")
        check(report["keywords_supported"] == 19, "19 keyword instances supported")
        want_repairs = {
            "number-as-string": 6, "name-trailing-space": 1, "name-asterisk": 1,
            "name-spelling": 1, "keyword-rating-without-colon": 2, "keyword-case": 1,
            "line-ends": 1, "line-break-in-ability": 1, "banned-in-formats": 2,
            "timing-without-colon": 1, "set-code": 1,
        }
        want_problems = {
            "empty-name": 1, "unknown-type": 1, "bad-number": 1, "unknown-symbol": 1,
            "bad-keyword": 1, "block-zone-without-modifier": 1,
            "block-modifier-without-zone": 1, "character-stat-on-other-card": 2,
            "empty-rarity": 1, "duplicate-number": 1,
        }
        check(report["repairs"] == want_repairs, "repairs by kind: %s" % report["repairs"])
        check(report["problems"] == want_problems, "problems by kind: %s" % report["problems"])
        check([(s["id"], s["name"], s["cards"]) for s in report["sets"]]
              == [("glassharbor", "Glass Harbor", 9), ("harborpromo", "Harbor Promos", 2)],
              "the sets: %s" % report["sets"])

        # --- each note: level, kind, line, card, field, words of the message
        notes = report["notes"]
        want = [
            ("repair", "number-as-string", line_of('"control": "6"'), "Tollan Marsh1", "control",
             'the number 6 is written as the string "6"'),
            ("repair", "number-as-string", line_of('"difficulty": "6"'), "Tollan Marsh1",
             "difficulty", "read as a number"),
            ("repair", "number-as-string", line_of('"block_modifier": "2"'), "Tollan Marsh1",
             "block_modifier", '"2"'),
            ("repair", "number-as-string", line_of('"hand_size": "6"'), "Tollan Marsh1",
             "hand_size", '"6"'),
            ("repair", "number-as-string", line_of('"vitality": "24"'), "Tollan Marsh1",
             "vitality", '"24"'),
            ("repair", "number-as-string", line_of('"numero": "2"'), "Tollan Marsh1", "numero",
             '"2"'),
            ("problem", "empty-rarity", line_of('"rarity": ""'), "Tollan Marsh1", "rarity",
             "the rarity is empty"),
            ("repair", "name-spelling", line_of('"Skyblade1"'), "Skyblade1", "name",
             '"Skyblade1" is another spelling of "Sky Blade1"'),
            ("problem", "block-zone-without-modifier",
             line_of('"block_zone": "mid"', after='"Brindle Warden1"'), "Brindle Warden1",
             "block_zone", "no block modifier"),
            ("repair", "banned-in-formats", line_of('"standard banned"'), "Brindle Warden1",
             "formats", "banned in standard"),
            ("repair", "banned-in-formats", line_of('"standard banned"'), "Brindle Warden1",
             "formats", "banned in retro"),
            ("repair", "keyword-rating-without-colon", line_of('"Stun1"'), "Lantern Jab",
             "keywords", 'read as "Stun: 1"'),
            ("repair", "keyword-case", line_of('"Stun1"'), "Lantern Jab", "keywords",
             '"attack" in "High attack"'),
            ("repair", "name-trailing-space", line_of('"Harbor Sweep "'), "Harbor Sweep ", "name",
             'read as "Harbor Sweep"'),
            ("repair", "keyword-rating-without-colon", line_of('"Desperation4"'), "Harbor Sweep",
             "keywords", 'read as "Desperation: 4"'),
            ("repair", "line-break-in-ability", line_of("+1 speed\\nand"), "Harbor Sweep",
             "text", "a line break inside an ability"),
            ("repair", "name-asterisk", line_of('"Ember Coil*"'), "Ember Coil*", "name",
             'read as "Ember Coil"'),
            ("problem", "block-modifier-without-zone",
             line_of('"block_modifier": 3', after='"Ember Coil*"'), "Ember Coil*",
             "block_modifier", "no block zone"),
            ("repair", "line-ends", line_of("\\r\\n"), "Ember Coil*", "text", "\\r\\n"),
            ("repair", "timing-without-colon", line_of("\\r\\n"), "Ember Coil*", "text",
             "the timing letter E has no colon"),
            ("problem", "unknown-symbol", line_of('"glitter"'), "Quiet Tide Garden", "resources",
             '"glitter" is not a resource symbol'),
            ("problem", "character-stat-on-other-card",
             line_of('"hand_size": 7', after='"Quiet Tide Garden"'), "Quiet Tide Garden",
             "hand_size", "a hand size (7) on a foundation"),
            ("problem", "character-stat-on-other-card",
             line_of('"vitality": 20', after='"Quiet Tide Garden"'), "Quiet Tide Garden",
             "vitality", "a vitality (20) on a foundation"),
            ("problem", "bad-keyword", line_of('"Sparkle: 2"'), "Quiet Tide Garden", "keywords",
             '"Sparkle: 2": not one of the 25 keywords'),
            ("problem", "empty-name", line_of('"name": ""'), '""', "name", "the name is empty"),
            ("skipped", "card-skipped", line_of('"name": ""'), '""', "name",
             "a card needs a name"),
            ("problem", "bad-number", line_of('"difficulty": "two"'), "Rusted Gauntlet",
             "difficulty", '"two" is not a whole number'),
            ("skipped", "card-skipped", line_of('"difficulty": "two"'), "Rusted Gauntlet",
             "difficulty", "a card needs its difficulty"),
            ("problem", "unknown-type", line_of('"purple"'), "Harbor Commemorative", "type",
             '"purple" is not a card type'),
            ("skipped", "card-skipped", line_of('"purple"'), "Harbor Commemorative", "type",
             "its type is not a card type"),
            ("problem", "duplicate-number", line_of('"numero": 1', after='"Nightfall Finale"'),
             "Nightfall Finale", "numero", "written with the id harborpromo-001-2"),
            ("repair", "set-code", line_of('"harborpromo2"'), "Nightfall Finale",
             "extension_short", 'the set code "harborpromo2"'),
        ]
        check(len(notes) == len(want), "%d notes (%d)" % (len(want), len(notes)))
        for level, kind, line, card, field, words in want:
            found = [n for n in notes
                     if n["level"] == level and n["kind"] == kind and n["line"] == line
                     and n["field"] == field and card in (n["card"] or "")
                     and words in n["message"]]
            check(len(found) == 1, "%s %s at line %d: %s (%s)" % (level, kind, line, words,
                                                                 card))

        # --- the text report -------------------------------------------------
        r = run("import", "builduvs", DATA, "-o", sets_dir)
        check(r.returncode == 0, "the text report exits 0")
        first = "%s:%d: card \"Tollan Marsh1\" (Glass Harbor #2), field rarity: " \
                "the rarity is empty: not written" % (DATA, line_of('"rarity": ""'))
        check(first in r.stdout.splitlines(), "a problem is FILE:LINE: card, field: message")
        check("repaired:" not in r.stdout, "repairs are counted, not listed, without --report")
        check("%s: 14 cards read, 11 imported, 3 skipped; 2 sets written to %s"
              % (DATA, sets_dir) in r.stdout, "the summary line")
        check("keyword instances: 20 read, 19 supported" in r.stdout, "the keyword line")
        check("  number-as-string                   6" in r.stdout, "the count of a kind")
        r = run("import", "builduvs", DATA, "-o", sets_dir, "--report")
        check(r.stdout.count("repaired:") == sum(want_repairs.values()),
              "--report lists every repair")

        # --- the card sets -----------------------------------------------------
        files = sorted(os.listdir(sets_dir))
        check(files == ["glassharbor.xml", "harborpromo.xml"], "one file a set: %s" % files)
        paths = [os.path.join(sets_dir, f) for f in files]
        xmllint = shutil.which("xmllint")
        for p in paths:
            if xmllint:
                r = subprocess.run([xmllint, "--noout", "--relaxng", SCHEMA, p],
                                   capture_output=True, text=True)
                check(r.returncode == 0, "%s is valid against ufs.rng %s" % (p, r.stderr.strip()))
            r = run("validate", p)
            check(r.returncode == 0 and r.stdout.strip() == p + ": ok",
                  "duelkit validate %s: %s%s" % (p, r.stdout.strip(), r.stderr.strip()))
        args = ["cards", "list"]
        for p in paths:
            args += ["--set", p]
        r = run(*args)
        check(r.returncode == 0 and len(r.stdout.splitlines()) == 11,
              "duelkit cards list loads the 11 cards %s" % r.stderr.strip())

        cards = {}
        for p in paths:
            root = ET.parse(p).getroot()
            check(root.get("game") == "ufs" and root.get("format") == "1", p + ": a UFS set")
            for c in root.findall("card"):
                cards[c.get("id")] = c
        names = sorted(c.get("name") for c in cards.values())
        check(names == sorted(["Kestrel Vane", "Tollan Marsh", "Sky Blade", "Sky Blade",
                               "Brindle Warden", "Lantern Jab", "Harbor Sweep", "Ember Coil",
                               "Quiet Tide Garden", "Cinder Guard", "Nightfall Finale"]),
              "the names, repaired: %s" % names)

        def card(cid):
            return cards[cid]

        k = card("glassharbor-001")
        check((k.get("type"), k.get("version"), k.get("hand-size"), k.get("vitality"),
               k.get("control"), k.get("difficulty"), k.get("resources"), k.get("rarity"),
               k.get("set-number"), k.get("formats"))
              == ("character", "1", "7", "21", "5", "0", "air fire good", "starter exclusive",
                  "1", "standard retro universal"), "a character's fields read exactly")
        ab = [(a.get("type"), a.get("text"), a.get("compiled")) for a in k.findall("ability")]
        check(ab == [("E", "E Commit: Your next kick attack gets +1 speed.", None),
                     ("R", "R: After you block a punch attack, draw 1 card.", "false")],
              "two abilities on one line, apart by two spaces: %s" % ab)
        check(k.find("text").text == "E Commit: Your next kick attack gets +1 speed.  R: After you "
              "block a punch attack, draw 1 card.", "the printed text verbatim")
        t = card("glassharbor-002")
        check((t.get("control"), t.get("difficulty"), t.get("hand-size"), t.get("vitality"),
               t.get("set-number"), t.get("rarity")) == ("6", "6", "6", "24", "2", None),
              "numbers written as strings are read")
        check(t.find("block").attrib == {"zone": "high", "modifier": "2"}, "its block")
        sky = [c for c in cards.values() if c.get("name") == "Sky Blade"]
        check(sorted(c.get("id") for c in sky) == ["glassharbor-003", "glassharbor-903"],
              "both printings of the one character, under one name")
        b = card("glassharbor-004")
        check((b.get("formats"), b.get("banned"), b.find("block"))
              == ("universal", "standard retro", None),
              "banned formats apart; no block without its modifier")
        j = card("glassharbor-010")
        check(j.find("attack").attrib == {"zone": "high", "speed": "5", "damage": "2"},
              "an attack's zone, speed and damage")
        kws = [dict(x.attrib) for x in j.findall("keyword")]
        check(kws == [{"name": "Punch"}, {"name": "Stun", "rating": "1"},
                      {"name": "Combo", "requires": "high attack"}],
              "Stun1 and High attack repaired: %s" % kws)
        ab = [(a.get("type"), a.get("text")) for a in j.findall("ability")]
        check(ab == [("E", "Combo E: This attack gets +2 damage.")],
              "the keyword line of the text is no ability: %s" % ab)
        s = card("glassharbor-011")
        kws = [dict(x.attrib) for x in s.findall("keyword")]
        check(kws == [{"name": "Kick"}, {"name": "Desperation", "rating": "4"},
                      {"name": "Combo", "requires": "high weapon, mid block"},
                      {"name": "Combo", "requires": "{void} attack, damage:3"}],
              "Combo: zone and trait, block zone, symbol, printed value: %s" % kws)
        ab = [(a.get("type"), a.get("text")) for a in s.findall("ability")]
        check(ab == [("E", "E Discard 1 momentum: This attack gets +1 speed and +1 damage.")],
              "a line break inside an ability joined: %s" % ab)
        e = card("glassharbor-012")
        check(e.get("deck-limit") == "1" and e.find("block") is None,
              "the deck limit; no block without its zone")
        check("\r" not in e.find("text").text and "speed.\nF Destroy" in e.find("text").text,
              "\\r\\n read as \\n")
        kws = [dict(x.attrib) for x in e.findall("keyword")]
        check(kws == [{"name": "Ranged"},
                      {"name": "Combo", "requires": "action", "for-character": "Kestrel"},
                      {"name": "Combo", "requires": "'Nightfall Finale'"},
                      {"name": "Combo", "requires": "difficulty:4, kick"}],
              "Combo for a character, naming a card, a difficulty: %s" % kws)
        ab = [a.get("type") for a in e.findall("ability")]
        check(ab == ["E", "F"], "a timing letter without a colon still types its ability")
        q = card("glassharbor-020")
        check(q.get("hand-size") is None and q.get("vitality") is None
              and q.get("resources") == "water life order",
              "no hand size or vitality on a foundation; the unknown symbol left out")
        kws = [dict(x.attrib) for x in q.findall("keyword")]
        check(kws == [{"name": "Unique"}, {"name": "Only", "character": "Kestrel|Tollan Marsh"}],
              "Only for two characters: %s" % kws)
        g = card("harborpromo-001")
        kws = [dict(x.attrib) for x in g.findall("keyword")]
        check(kws == [{"name": "Desperation", "rating": "4", "for-character": "Tollan Marsh"},
                      {"name": "Breaker", "rating": "1", "desperation": "true"},
                      {"name": "Stun", "rating": "3", "deadlock": "true"},
                      {"name": "Reversal", "for-character": "Kestrel"},
                      {"name": "Combo", "requires": "{all} ranged, 'Nightfall, Finale', combo"}],
              "restricted keywords: %s" % kws)
        check(card("harborpromo-001-2").get("name") == "Nightfall Finale",
              "a collector number taken twice makes a unique id")
        # The printed text: compiled when every word of it is read, else kept
        # as text with the reason (docs/real-cards.md).
        check(all((a.get("compiled") == "false") == (len(a) == 0)
                  and (a.get("compiled") != "false" or a.get("reason"))
                  for c in cards.values() for a in c.findall("ability")),
              "an ability is compiled (with its parts) or compiled=\"false\" with a reason")
        sky = card("glassharbor-003").find("ability")
        check(sky.get("compiled") is None
              and [(e.tag, dict(e.attrib)) for e in sky.find("effect")]
              == [("modify", {"target": "your-next-attack", "stat": "damage", "by": "1"})],
              "\"Your next attack gets +1 damage.\" compiled")
        nk = card("glassharbor-001").findall("ability")[0]
        check([(e.tag, e.attrib) for e in nk.find("effect")]
              == [("modify-attacks", {"stat": "speed", "by": "1", "player": "you",
                                      "keyword": "Kick", "until": "next"})],
              "\"Your next kick attack gets +1 speed.\" compiled (K.3.9.1)")
        check(card("glassharbor-012").findall("ability")[0].get("reason", "").startswith("cost"),
              "an ability with no colon is not compiled")
        check(report["abilities"] == sum(len(c.findall("ability")) for c in cards.values())
              and report["abilities_compiled"] == sum(1 for c in cards.values()
                                                   for a in c.findall("ability")
                                                   if a.get("compiled") is None),
              "the report counts the abilities and those compiled (%d, %d)"
              % (report["abilities"], report["abilities_compiled"]))
        check(report["not_compiled"] and all(r["count"] > 0 and r["example"]
                                          for r in report["not_compiled"]),
              "each reason with its count and an example")

        # --- bad input writes nothing ----------------------------------------
        bad_dir = os.path.join(out, "bad")
        r = run("import", "builduvs", TRUNCATED, "-o", bad_dir)
        check(r.returncode == 2, "a cut-short file exits 2 (%d)" % r.returncode)
        check(("%s:12: not JSON" % TRUNCATED) in r.stderr and "nothing written" in r.stderr,
              "FILE:LINE of where it ends: %s" % r.stderr.strip())
        check(not os.path.exists(bad_dir), "nothing written for a cut-short file")
        before = sorted(os.listdir(sets_dir))
        with open(os.path.join(sets_dir, "glassharbor.xml"), "rb") as f:
            kept = f.read()
        r = run("import", "builduvs", TRUNCATED, "-o", sets_dir)
        with open(os.path.join(sets_dir, "glassharbor.xml"), "rb") as f:
            check(r.returncode == 2 and sorted(os.listdir(sets_dir)) == before
                  and f.read() == kept, "an earlier import is left as it was")
        notjson = os.path.join(out, "not.json")
        with open(notjson, "w") as f:
            f.write('[\n  {"name": "A",\n   "type": attack}\n]\n')
        r = run("import", "builduvs", notjson, "-o", bad_dir)
        check(r.returncode == 2 and ("%s:3: not JSON" % notjson) in r.stderr
              and not os.path.exists(bad_dir), "a malformed value: FILE:LINE, exit 2")
        with open(notjson, "w") as f:
            f.write('{"cards": []}\n')
        r = run("import", "builduvs", notjson, "-o", bad_dir)
        check(r.returncode == 2 and "not a list of cards" in r.stderr
              and not os.path.exists(bad_dir), "an object, not a list: exit 2")
        r = run("import", "builduvs", DATA)
        check(r.returncode == 2 and "usage" in r.stderr, "-o is needed")
        r = run("import", "othertool", DATA, "-o", bad_dir)
        check(r.returncode == 2 and not os.path.exists(bad_dir), "only builduvs is known")
    finally:
        shutil.rmtree(out, ignore_errors=True)

    return plan()


if __name__ == "__main__":
    sys.exit(main())
