#!/usr/bin/env python3
"""Regenerate docs/rules-coverage-ufs.md: every numbered rule of the UFS
living rules (sections A-K), where the UFS module implements it and which
scenarios test it.

Usage: tools/rules-coverage.py [--rules FILE] [--check]

  * The rule numbers are read at run time from the rulebook
    (/work/shared/rules/ufs-living-rules-2019.txt, or $DK_RULES_DIR, or
    --rules). This script holds no rulebook text. Without the rulebook the
    rule list of the existing table is kept.
  * "where" lists, per file of games/ufs/, the functions (or tables,
    macros) whose comments cite the rule number exactly.
  * "tested by" lists tests/scenarios/ufs/*.xml whose names start with the
    rule number (g-3-2-....xml for G.3.2), then the GLib unit tests of
    tests/ufs/*.c and tests/launcher/test-ufs-*.c whose test path has the
    rule number as one of its parts ("/ufs-rules/A.2.1/deck-too-small"),
    for rules no position can show (deck construction, card layout).
  * "status" and "note" are judgements kept by hand in the table: they are
    carried over from the existing file. A rule new to the table gets
    "implemented" if the code cites it or a scenario tests it, else
    "not implemented", with the note "unreviewed".

--check exits 1 if the file would change (for CI), without writing it.
"""
import argparse
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "rules-coverage-ufs.md")
CODE = os.path.join(ROOT, "games", "ufs")
SCENARIOS = os.path.join(ROOT, "tests", "scenarios", "ufs")
UNIT_TESTS = [os.path.join(ROOT, "tests", "ufs", "*.c"),
              os.path.join(ROOT, "tests", "launcher", "test-ufs-*.c")]
RULEBOOK = "ufs-living-rules-2019.txt"
DEFAULT_RULES_DIR = "/work/shared/rules"

STATUSES = ["implemented", "partly", "not applicable", "not implemented"]
RULE = r"[A-K]\.\d+(?:\.\d+)*"
RULE_LINE = re.compile(r"^\s*(" + RULE + r")\.?\s")
RULE_REF = re.compile(r"(?<![\w.])(" + RULE + r")(?![\d])")


def rule_key(rule):
    parts = rule.split(".")
    return [parts[0]] + [int(p) for p in parts[1:]]


def read_rulebook(path):
    """The rule numbers in order of first appearance, and how often each
    number is used (the rulebook numbers a few rules twice)."""
    order, count = [], {}
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    # Skip the table of contents: the body starts at the second "A.1".
    starts = [i for i, l in enumerate(lines) if RULE_LINE.match(l) and RULE_LINE.match(l).group(1) == "A.1"]
    body = lines[starts[1] if len(starts) > 1 else 0:]
    for line in body:
        m = RULE_LINE.match(line)
        if not m:
            continue
        rule = m.group(1)
        if rule not in count:
            order.append(rule)
            count[rule] = 0
        count[rule] += 1
    return order, count


def read_table(path):
    """The existing table: rule -> {status, note}, and the rule order."""
    rows, order = {}, []
    if not os.path.exists(path):
        return rows, order
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("| ") or line.startswith("| rule "):
                continue
            cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
            if len(cells) != 5 or not re.fullmatch(RULE, cells[0]):
                continue
            rows[cells[0]] = {"status": cells[1], "note": cells[4]}
            order.append(cells[0])
    return rows, order


DEF_FUNC = re.compile(r"^([a-z_][a-z0-9_]*) \(")
DEF_FUNC_ONE_LINE = re.compile(r"^(?:static )?(?:inline )?(?:const )?[A-Za-z_][\w ]*?\**\s*\b([a-z_][a-z0-9_]*) \(")
DEF_TABLE = re.compile(r"^(?:static )?(?:const )?[A-Za-z_][\w ]*?\**\s*\b([a-z_][a-z0-9_]*)\s*(?:\[[^\]]*\])*\s*=")


def scan_code(directory):
    """rule -> {file: [names]} from the rule numbers cited (in comments,
    and in the parameters' descriptions). A citation inside a function or
    table belongs to it; one between them to the next definition (the
    comment that introduces it)."""
    cites = {}
    for path in sorted(glob.glob(os.path.join(directory, "*.[ch]"))):
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        # Definitions: (first line, last line, name).
        defs = []
        i = 0
        while i < len(lines):
            line = lines[i]
            m = None
            if line and not line.startswith((" ", "\t", "}", "#", "/", "*", "{")) and \
                    not line.rstrip().endswith(";"):
                m = DEF_FUNC.match(line) or DEF_FUNC_ONE_LINE.match(line) or DEF_TABLE.match(line)
            if m is None and re.match(r"^(?:typedef )?(?:struct|enum|union)\b", line) and \
                    not line.rstrip().endswith(";"):
                end = i
                while end < len(lines) and not lines[end].startswith("}"):
                    end += 1
                closing = re.match(r"^}\s*(\w+)", lines[end]) if end < len(lines) else None
                tag = re.match(r"^(?:typedef )?(?:struct|enum|union)\s+(\w+)", line)
                dname = closing.group(1) if closing else tag.group(1) if tag else "(enum)"
                defs.append((i, end, dname))
                i = end + 1
                continue
            if m:
                end = i
                while end < len(lines) and not lines[end].startswith("}"):
                    end += 1
                defs.append((i, end, m.group(1)))
                i = end + 1
            else:
                i += 1
        owner = [None] * len(lines)
        for i in range(len(lines)):
            for start, end, dname in defs:
                if start <= i <= end or i < start:
                    owner[i] = dname
                    break
        # The file's opening comment describes the whole file.
        header_end = -1
        if lines and lines[0].startswith("/*"):
            header_end = next((i for i, l in enumerate(lines) if "*/" in l), 0)
        for i, line in enumerate(lines):
            define = re.match(r"^#define ([A-Za-z_]\w*)", line)
            if i <= header_end:
                where = "(file comment)"
            elif define:
                where = define.group(1)
            else:
                where = owner[i] or "(end of file)"
            for m in RULE_REF.finditer(line):
                names = cites.setdefault(m.group(1), {}).setdefault(name, [])
                if where not in names:
                    names.append(where)
    return cites


def scan_scenarios(directory):
    """rule -> [scenario file names]."""
    tests = {}
    for path in sorted(glob.glob(os.path.join(directory, "*.xml"))):
        base = os.path.basename(path)
        parts = base[:-4].split("-")
        if not parts or not re.fullmatch(r"[a-k]", parts[0]):
            continue
        nums = []
        for p in parts[1:]:
            if not p.isdigit():
                break
            nums.append(p)
        if not nums:
            continue
        rule = parts[0].upper() + "." + ".".join(str(int(n)) for n in nums)
        tests.setdefault(rule, []).append(base)
    return tests


TEST_PATH = re.compile(r'g_test_add(?:_func|_data_func|_vtable)?\s*\(\s*"([^"]+)"')


def scan_unit_tests(patterns):
    """rule -> [GLib test paths] naming the rule as one part of the path."""
    tests = {}
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for m in TEST_PATH.finditer(text):
                for part in m.group(1).split("/"):
                    if re.fullmatch(RULE, part):
                        tests.setdefault(part, []).append(m.group(1))
    return tests


TWICE = "the rulebook uses this number twice"
HEADING = "heading"


def heading_status(rule, order, rows, memo):
    """A heading's status sums up its sub-rules (not applicable ones
    left out): implemented or not implemented when all of them are, else
    partly."""
    if rule in memo:
        return memo[rule]
    depth = rule.count(".") + 1
    children = [r for r in order if r.startswith(rule + ".") and r.count(".") == depth]
    found = set()
    for child in children:
        row = rows.get(child, {"status": "not implemented", "note": ""})
        if row["note"].startswith(HEADING):
            found.add(heading_status(child, order, rows, memo))
        else:
            found.add(row["status"])
    found.discard("not applicable")
    if not children:
        result = rows.get(rule, {}).get("status", "not implemented")
    elif not found:
        result = "not applicable"
    elif len(found) == 1:
        result = found.pop()
    else:
        result = "partly"
    memo[rule] = result
    return result


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def render(order, rows, cites, tests, units, dupes, source):
    counts = {s: 0 for s in STATUSES}
    out_rows = []
    for rule in order:
        row = rows.get(rule)
        code = cites.get(rule, {})
        scen = tests.get(rule, [])
        if row is None:
            status = "implemented" if code or scen else "not implemented"
            note = "unreviewed"
        else:
            status, note = row["status"], row["note"]
        if dupes.get(rule, 1) > 1 and TWICE not in note:
            note = (note + "; " if note else "") + TWICE
        if note.startswith(HEADING):
            status = heading_status(rule, order, rows, {})
        counts[status] = counts.get(status, 0) + 1
        where = "; ".join(f"{f}: {', '.join(n)}" for f, n in code.items())
        tested = ", ".join(f"`{s}`" for s in scen + sorted(units.get(rule, [])))
        out_rows.append(f"| {rule} | {status} | {cell(where)} | {cell(tested)} | {cell(note)} |")
    summary = ", ".join(f"{counts[s]} {s}" for s in STATUSES)
    extra = sorted(set(cites) - set(order), key=rule_key)
    stray = sorted(set(tests) - set(order), key=rule_key)
    stray_units = sorted(set(units) - set(order), key=rule_key)
    lines = [
        "# UFS rules coverage",
        "",
        "Every numbered rule of the UFS Living Game Rules (2019), sections A–K,",
        "and where the `ufs` module (games/ufs/) implements it. Generated by",
        "`tools/rules-coverage.py`: the rule numbers come from the rulebook, *where*",
        "from the rule numbers cited in the module's comments (the function or",
        "table the comment is in or introduces), *tested by* from the scenario",
        "files of tests/scenarios/ufs/ named after the rule, then the unit tests",
        "(tests/ufs, tests/launcher/test-ufs-*) whose test path names it. *Status*",
        "and *note* are kept by hand; re-run the script after changing code,",
        "scenarios or tests.",
        "",
        "Status: **implemented** (the engine plays it), **partly** (see the note),",
        "**not applicable** (nothing to play: card layout, physical play,",
        "tournament matters), **not implemented**. A heading's status sums up its",
        "sub-rules.",
        "",
        f"{len(order)} rules ({source}): {summary}.",
        "",
        "| rule | status | where | tested by | note |",
        "| --- | --- | --- | --- | --- |",
    ]
    lines += out_rows
    if extra or stray or stray_units:
        lines += ["", "Numbers cited that the rulebook does not have:", ""]
        for rule in extra:
            lines.append(f"- {rule} (code: " + "; ".join(
                f"{f}: {', '.join(n)}" for f, n in cites[rule].items()) + ")")
        for rule in stray:
            lines.append(f"- {rule} (scenarios: " + ", ".join(tests[rule]) + ")")
        for rule in stray_units:
            lines.append(f"- {rule} (unit tests: " + ", ".join(units[rule]) + ")")
    return "\n".join(lines) + "\n", counts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rules", help="the rulebook text file")
    ap.add_argument("--check", action="store_true", help="exit 1 if the table is out of date")
    ap.add_argument("--output", default=DOC)
    args = ap.parse_args()

    rows, table_order = read_table(args.output)
    rules_path = args.rules or os.path.join(os.environ.get("DK_RULES_DIR", DEFAULT_RULES_DIR), RULEBOOK)
    dupes = {}
    if os.path.exists(rules_path):
        order, dupes = read_rulebook(rules_path)
        source = "read from the rulebook"
    elif table_order:
        order = table_order
        source = "the rulebook's numbers, kept from the last run"
        print(f"{rules_path} not found: keeping the table's rule list", file=sys.stderr)
    else:
        print(f"{rules_path} not found and no table to keep", file=sys.stderr)
        return 1

    text, counts = render(order, rows, scan_code(CODE), scan_scenarios(SCENARIOS),
                         scan_unit_tests(UNIT_TESTS), dupes, source)
    old = open(args.output, encoding="utf-8").read() if os.path.exists(args.output) else ""
    if args.check:
        if text != old:
            print(f"{args.output} is out of date: run tools/rules-coverage.py", file=sys.stderr)
            return 1
        return 0
    if text != old:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    print(", ".join(f"{counts[s]} {s}" for s in STATUSES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
