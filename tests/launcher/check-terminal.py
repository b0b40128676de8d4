#!/usr/bin/env python3
# `duelkit` at a terminal, as a person plays it: through a pseudo-terminal
# of 80x24 (line editing on when duelkit has it), for UFS and BoS: the menu
# with no arguments (game, deck, the medium opponent), the prompt with its
# options, `save FILE` in the middle of a game, quit, `play --resume FILE`
# played to the end, `log`; what the screens show (the board's elements,
# the narration of checks, blocks and battles, the attack in progress, the
# chain); every decision's screen within the 24 rows; `undo` in a hotseat
# game; in hotseat games, the hand-over before every change of seat, that
# keeps one seat's hand off the other's screens; `duelkit replay` a turn at
# a time.
# Every read has a deadline: nothing here can hang.
# Usage: check-terminal.py DUELKIT_EXE
import glob
import html
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dkdrive import Program, Tap, Timeout  # noqa: E402

EXE = sys.argv[1]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COLS, ROWS = 80, 24
tap = Tap()
PROMPT = r"P\d> |-- more: [^\n]*-- "
# The first row of a decision's screen.
HEADER = re.compile(r"^(?:Universal Fighting System|UFS|Battle of Souls|BOS) · [^\n]*$", re.M)


def environment(tmp):
    env = dict(os.environ)
    env["DUELKIT_NO_AUTOSAVE"] = "1"
    env["XDG_DATA_HOME"] = os.path.join(tmp, "data")
    env["HOME"] = tmp
    env["TERM"] = "xterm"
    env.pop("NO_COLOR", None)
    return env


def run(tmp, args):
    return Program(EXE, args, environment(tmp), use_pty=True, cols=COLS, rows=ROWS)


def card_names():
    """Every card name of the card sets, longest first."""
    names = set()
    for path in glob.glob(os.path.join(ROOT, "cards", "*", "*.xml")):
        with open(path, encoding="utf-8") as f:
            for m in re.finditer(r"<card\b[^>]*?\bname=\"([^\"]*)\"", f.read()):
                names.add(html.unescape(m.group(1)))
    return sorted(names, key=len, reverse=True)


NAMES = card_names()


def rows_of(screen):
    """The rows of the terminal the text takes: a line wider than the
    terminal wraps onto more rows."""
    return sum(max(1, -(-len(line) // COLS)) for line in screen.split("\n"))


class Screen:
    """A decision's screen as the seat saw it: from its header to its
    prompt (P1> or the options' `-- more` pager)."""

    def __init__(self, seat, text, paged):
        self.seat = seat
        self.text = text
        self.paged = paged
        self.rows = rows_of(text)


class Session:
    """What a running duelkit showed, prompt by prompt: the decisions'
    screens, the hand-overs, the seat of each prompt."""

    def __init__(self, prog):
        self.prog = prog
        self.screens = []
        self.events = []  # ("pass", seat) / ("prompt", seat) / ("over", None)
        self.segments = []  # [seat, text]: what was shown between two hand-overs
        self.over = False
        self.options = 0

    def _add_text(self, text):
        if not self.segments:
            self.segments.append([None, ""])
        self.segments[-1][1] += text

    def step(self, timeout=60):
        """Wait for the next prompt; return (kind, seat, text)."""
        i, seen = self.prog.expect([r"Game over[^\n]*\n", r"Pass to player (\d), press Enter ",
                                    r"P(\d)> ", r"-- more: [^\n]*-- "], timeout)
        self._add_text(seen)
        if i == 0:
            self.over = True
            self.events.append(("over", None))
            return "over", None, seen
        if i == 1:
            seat = int(re.search(r"Pass to player (\d)", seen[-40:]).group(1))
            self.events.append(("pass", seat))
            self.segments.append([seat, ""])
            return "pass", seat, seen
        self.options = max([self.options] + [int(n) for n in re.findall(r"^ +(\d+)\. ", seen, re.M)])
        headers = list(HEADER.finditer(seen))
        seat = int(re.search(r"P(\d)> $", seen).group(1)) if i == 2 else None
        if headers:
            self.screens.append(Screen(seat, seen[headers[-1].start():], i == 3))
        if i == 2:
            self.events.append(("prompt", seat))
            if self.segments[-1][0] is None:
                self.segments[-1][0] = seat
            return "prompt", seat, seen
        return "more", None, seen

    def answer(self, line):
        self.options = 0
        self.prog.send(line)

    def play(self, choose, limit, stop_at_prompt=None):
        """Answer every prompt with choose(session) (Enter at hand-overs
        and at the pager) until the game ends or limit prompts."""
        prompts = 0
        while True:
            kind, _, _ = self.step()
            if kind == "over":
                return
            if kind in ("pass", "more"):
                self.answer("")
                continue
            prompts += 1
            if prompts >= limit:
                return
            self.answer(choose(self))


def random_option(seed):
    rng = random.Random(seed)
    return lambda session: str(rng.randint(1, max(1, session.options)))


def flat(text):
    """The text with a wrapped line's rows joined again."""
    return re.sub(r"\n {2}(?=\S)", " ", text)


# --- what the screens show -----------------------------------------------------------


def check_rows(name, screens):
    """Every decision's screen within ROWS rows: its header, board,
    explanation and options (their first page) on one screen."""
    worst = max(screens, key=lambda s: s.rows, default=None)
    tall = [s for s in screens if s.rows > ROWS]
    tap.check(f"{name}: every decision's screen fits {COLS}x{ROWS} "
              f"({len(screens)} screens, the tallest {worst.rows if worst else 0} rows)",
              bool(screens) and not tall,
              "" if not tall else "%d rows:\n%s" % (tall[0].rows, tall[0].text))
    return worst.rows if worst else 0


def shown(name, text, what, pattern):
    tap.check(f"{name}: {what}", re.search(pattern, text, re.M) is not None,
              "no match for %r in:\n%s" % (pattern, text[-3000:]))


def check_ufs_screens(name, boards, everything):
    shown(name, boards, "the board shows each player's vitality out of its maximum",
          r"^[* ] P1 [^\n]*\bvit(?:ality)? \d+/\d+[^\n]*\n(?:[^\n]*\n)*?[* ] P2 [^\n]*\bvit(?:ality)? \d+/\d+")
    shown(name, boards, "the board shows hand and deck counts and momentum",
          r"\bhand \d+ +deck \d+ +mom(?:entum)? \d+")
    shown(name, boards, "the board shows the staging area and a card pool",
          r"^[* ] +staging: [^\n]*\bpool: ")
    shown(name, boards, "the board shows the viewer's hand with its values",
          r"^[* ] Your hand: (?:[^\n]*\n[* ] {3})?[^\n]* \d+/\d+ (?:high|mid|low) s\d+ d\d+")
    shown(name, boards, "the board shows the attack in progress (ATTACK: card, zone, speed, damage)",
          r"^[* ] ATTACK [^\n]*: [^\n]*\b(?:high|mid|low), speed \d+, damage \d+")
    shown(name, everything, "the narration tells a check (revealed card, control, difficulty, result)",
          r"checks (?:for|to block with) [^\n]*: revealed [^\n]*, control \d+ against difficulty \d+: (?:passed|failed)")
    shown(name, everything, "the narration tells a block",
          r"blocks [^\n]* with [^\n]*: (?:complete|partial) block|does not block|is not blocked")
    shown(name, everything, "a block's decision is explained with the attack",
          r"attacks with [^\n]*\((?:high|mid|low), speed \d+, damage \d+\)")


def check_bos_screens(name, boards, everything):
    shown(name, boards, "the board shows the SP to win, 16,000",
          r"to win: 16,000 SP")
    shown(name, boards, "the board shows each player's SP",
          r"^[* ] Player 2[^\n]* SP [\d,]+[^\n]*\n(?:[^\n]*\n)*?[* ] Player 1 \(you\)[^\n]* SP [\d,]+")
    shown(name, boards, "the board shows a fighter with its class, ATK and RST",
          r"^[* ] +\S[^\n]*\b(?:warrior|elite|warlord|legendary|token) +ATK \d+(?: \(\d+\))? +RST \d+"
          r"|^[* ] +\S[^\n]* \d+\*?/\d+\*?")
    shown(name, everything, "the narration tells a battle (ATK against ATK or RST, the result)",
          r"\(ATK \d+\) against [^\n]*\((?:ATK|RST) \d+\): [^\n]*(?:destroyed|neither destroyed)")
    shown(name, boards + everything, "the attack in progress is shown",
          r"^[* ]? ?Attack: [^\n]*\(ATK \d+\)|^Attack: [^\n]*\(ATK \d+\)")


# --- the menu, a game saved, left, resumed and finished ----------------------------
GAMES = {"ufs": "1", "bos": "2"}
SEEDS = {"ufs": os.environ.get("SEED_UFS", "7"), "bos": os.environ.get("SEED_BOS", "7")}
tallest = {}

with tempfile.TemporaryDirectory() as tmp:
    for game, number in GAMES.items():
        save = os.path.join(tmp, game + ".save")
        prog = run(tmp, [])
        screens = []
        try:
            prog.expect(r"Game \[1\]: ")
            prog.send(number)
            prog.expect(r"Rules \[1\]: ")
            prog.send("")
            prog.expect(r"Your deck \[1\]: ")
            prog.send("")
            prog.expect(r"Opponent \[2\]: ")
            prog.send("2")
            prog.expect(r"deck \[1\]: ")
            prog.send("")
            session = Session(prog)
            kind, _, first = session.step()
            while kind == "more":
                session.answer("")
                kind, _, more = session.step()
                first += more
            tap.check(f"{game}: the menu opens on a terminal and starts a game against medium",
                      "against the computer" in prog.text, prog.text[-1500:])
            tap.check(f"{game}: the prompt shows the options",
                      "to decide" in first and re.search(r"\n +1\. ", first) is not None,
                      first[-1500:])
            prompts = 1
            saved = ""
            # Saved early (no game ends within five decisions of a person),
            # left a few decisions later unless the game ended first.
            while prompts < 8 and not session.over:
                if prompts == 5:
                    prog.send("save " + save)
                    _, saved = prog.expect(r"Saved to .*\n")
                    session.step()
                session.answer("1")
                kind = session.step()[0]
                while kind == "more":
                    session.answer("")
                    kind = session.step()[0]
                if kind == "prompt":
                    prompts += 1
            tap.check(f"{game}: `save FILE` at a prompt in the middle of the game",
                      os.path.isfile(save) and ("Saved to " + save) in saved, saved)
            if not session.over:
                prog.send("quit")
                prog.expect(r"Leave the game\? \(y/n\) ")
                prog.send("y")
                prog.expect("Left the game")
            prog.expect(r"Next \[1\]: ")
            prog.send("3")
            status = prog.wait()
            tap.check(f"{game}: quit, then quit the launcher", status == 0, prog.text[-800:])
            screens += session.screens
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: the menu and a game saved", False, str(e))
            continue

        prog = run(tmp, ["play", "--resume", save])
        try:
            session = Session(prog)
            kind, _, head = session.step()
            logged = ""
            prompts = 0
            while kind != "over":
                if kind == "prompt":
                    prompts += 1
                    # The narration so far, as this seat saw it.
                    if prompts == 3:
                        prog.send("log")
                        _, logged = prog.expect(r"P\d> ")
                if kind == "prompt" and prompts > 3000:
                    break
                session.answer("1" if kind == "prompt" else "")
                kind, _, _ = session.step()
            status = prog.wait()
            tap.check(f"{game}: play --resume goes on from the save and plays to the end",
                      "goes on" in head and session.over and status == 0, prog.text[-1500:])
            # All of it, from the first turn (how many lines depends on the
            # random deal: a save made during turn 1 may leave a dozen).
            tap.check(f"{game}: `log` shows the narration so far",
                      re.search(r"^Turn 1: ", flat(logged), re.M) is not None
                      and len(logged.splitlines()) > 3, logged[-1500:])
            screens += session.screens
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: play --resume", False, str(e))
            continue

        everything = flat(prog.text)
        # A game of a known seed too: the same screens at each run.
        prog = run(tmp, ["play", "-g", game, "--vs", "medium", "--seed", SEEDS[game]])
        session = Session(prog)
        try:
            session.play(random_option(int(SEEDS[game])), 3000)
            prog.kill()
            tap.check(f"{game}: a seeded game against medium played to its end", session.over,
                      prog.text[-1500:])
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: a seeded game against medium", False, str(e))
            continue
        screens += session.screens
        everything += flat(prog.text)
        boards = "\n".join(s.text for s in screens)
        if game == "ufs":
            check_ufs_screens(game + " against medium", boards, everything)
        else:
            check_bos_screens(game + " against medium", boards, everything)
        tallest[game] = check_rows(f"{game} against medium, the whole game", screens)

    # --- a 2v2 BoS game: one person, three computers -------------------------------
    prog = run(tmp, ["play", "-g", "bos", "-r", "bos-team", "--vs", "medium", "--seed", "6"])
    session = Session(prog)
    try:
        session.play(random_option(6), 3000)
        prog.kill()
        tap.check("bos-team: a game against three computers played to its end", session.over,
                  prog.text[-1500:])
        shown("bos-team", "\n".join(s.text for s in session.screens),
              "the board shows the teams", r"^[* ] Player \d team \d")
        tallest["bos-team"] = check_rows("bos-team against medium, the whole game",
                                         session.screens)
    except Timeout as e:
        prog.kill()
        tap.check("bos-team: a game against three computers", False, str(e))

    # --- undo with two people at the terminal ------------------------------------
    for game in GAMES:
        prog = run(tmp, ["play", "--hotseat", "-g", game, "--seed", "3"])
        try:
            text = ""
            for _ in range(3):
                i, seen = prog.expect([r"Pass to player \d", PROMPT])
                text += seen
                prog.send("" if i == 0 else "1")
            while prog.expect([r"Pass to player \d", PROMPT])[0] == 0:
                prog.send("")
            prog.send("undo")
            _, undone = prog.expect(r"Taken back: \d+ decisions?\.")
            # The decision taken back may be the other seat's: hand over.
            while prog.expect([r"Pass to player \d", PROMPT])[0] == 0:
                prog.send("")
            prog.send("quit")
            prog.expect(r"Leave the game\? \(y/n\) ")
            prog.send("y")
            status = prog.wait()
            tap.check(f"{game}: `undo` in a hotseat game takes a decision back",
                      status == 0 and "Taken back" in undone, undone)
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: `undo` in a hotseat game", False, str(e))

    # --- the hand-over between people ---------------------------------------------

    def hand_stems(board):
        """The cards of the viewer's hand on a board as (stem, cut): the
        name as written without its #N, and whether an ellipsis cut it.
        UFS: `Your hand: Name#2 2/5 high s4 d3 | ...` over several rows;
        BoS: `your hand: Name, Name #2, +3 more` on one row."""
        m = re.search(r"^[* ] Your hand:([^\n]*)\n((?:[* ] {3}[^\n]*\n)*)", board, re.M)
        stems = []
        if m:
            text = " | ".join([m.group(1)] + m.group(2).splitlines())
            for item in text.split(" | "):
                item = re.sub(r"^[* ] +", "", item).strip()
                item = re.sub(r"^\((?:difficulty|diff)/control[^)]*\)\s*", "", item)
                if not item or item == "empty" or re.match(r"\+\d+ more$", item):
                    continue
                name = re.match(r"(.+?)(?: -?\d+/-?\d+\b.*)?$", item).group(1)
                name = re.sub(r"#\d+$", "", name)
                stems.append((name.rstrip("…").strip(), name.endswith("…")))
            return stems
        m = re.search(r"^[* ] +your hand: ([^\n]*)$", board, re.M)
        if m is None:
            return None
        text, pos = m.group(1), 0
        while pos < len(text) and not text.startswith("+", pos):
            full = next((n for n in NAMES if text.startswith(n, pos)), None)
            if full is not None:
                stems.append((full, False))
                pos += len(full)
            else:
                cut = text.find("…", pos)
                prefix = text[pos:cut] if cut >= 0 else ""
                if cut < 0 or not any(n.startswith(prefix) for n in NAMES):
                    end = text.find(", ", pos)
                    end = len(text) if end < 0 else end
                    stems.append((text[pos:end], False))
                    pos = end
                else:
                    stems.append((prefix, True))
                    pos = cut + 1
            pos = re.compile(r"(?: #\d+)?(?:, )?").match(text, pos).end()
        return stems

    def boards_in(text):
        """Each board of a stretch of text: from a header to its prompt."""
        return [b.group(0) for b in re.finditer(HEADER.pattern + r"(?:\n[^\n]*)*?\n(?=[^\n]*to decide)",
                                               text, re.M)]

    def you_seat(board):
        """The seat a board is drawn for: its `(you)` line."""
        m = re.search(r"^[* ] (?:P(\d) \S[^\n]*?|Player (\d)(?: team \d)?) \(you\)", board, re.M)
        return int(m.group(1) or m.group(2)) if m else None

    def public_lines(board, seat):
        """A board as its seat saw it, without the seat's own hand."""
        out = []
        in_hand = False
        for line in board.splitlines():
            if re.match(r"[* ] +[Yy]our hand:", line):
                in_hand = True
                continue
            if in_hand and re.match(r"[* ] {3}", line):
                continue
            in_hand = False
            out.append(line)
        return "\n".join(out)

    def check_handovers(name, session):
        """At each change of seat, a hand-over naming the new seat; and no
        screen shown to a seat names a card that stayed in another seat's
        hand all the while (one it may not know)."""
        problems = []
        last = None
        pending = None
        for kind, seat in session.events:
            if kind == "pass":
                pending = seat
            elif kind == "prompt":
                if last is not None and seat != last and pending != seat:
                    problems.append("player %d's prompt followed player %d's with no hand-over to "
                                    "player %d" % (seat, last, seat))
                if pending is not None and pending != seat:
                    problems.append("a hand-over to player %d, then player %d's prompt"
                                    % (pending, seat))
                last, pending = seat, None
        segments = [(seat, text) for seat, text in session.segments if seat is not None]
        checked = 0
        for k, (seat, text) in enumerate(segments):
            # The seat's own hand: on its boards, those that say it is theirs.
            mine = set()
            for board in boards_in(text):
                if you_seat(board) == seat:
                    mine |= {stem for stem, _ in (hand_stems(board) or [])}
            for other in {s for s, _ in segments} - {seat}:
                before = [t for s, t in segments[:k] if s == other]
                after = [t for s, t in segments[k + 1:] if s == other]
                if not before or not after:
                    continue
                b_before, b_after = boards_in(before[-1]), boards_in(after[0])
                if not b_before or not b_after:
                    continue
                kept = ({st for st, _ in hand_stems(b_before[-1]) or []}
                        & {st for st, _ in hand_stems(b_after[0]) or []})
                public = public_lines(b_before[-1], other) + public_lines(b_after[0], other)
                # A card of the same name in the seat's own hand may be named.
                hidden = {st for st in kept if len(st) >= 4 and st not in public
                          and not any(st in m or m in st for m in mine)}
                checked += len(hidden)
                for st in sorted(hidden):
                    if st in text:
                        at = text.index(st)
                        problems.append("player %d was shown %r, in player %d's hand:\n%s"
                                        % (seat, st, other, text[max(0, at - 1500):at + 200]))
                if any(you_seat(board) == other for board in boards_in(text)):
                    problems.append("player %d's own board was on player %d's screen"
                                    % (other, seat))
        handovers = sum(1 for kind, _ in session.events if kind == "pass")
        # The screen is cleared at each hand-over, just before or after it.
        for m in re.finditer(r"Pass to player \d", session.prog.raw):
            window = session.prog.raw[max(0, m.start() - 400):m.end() + 600]
            if re.search(r"\x1b\[[0-9;]*[HJ]", window) is None:
                problems.append("the screen was not cleared at a hand-over:\n" + window)
                break
        tap.check(f"{name}: a hand-over at each change of seat, and no seat's screens name "
                  f"another's hidden hand ({handovers} hand-overs, {checked} hidden cards looked "
                  f"for)", handovers > 0 and checked > 0 and not problems,
                  "\n".join(problems[:3]) or "nothing was checked")

    HOTSEAT = [("ufs", ["-g", "ufs", "--seed", "4"], 160),
               ("bos", ["-g", "bos", "--seed", "4"], 160),
               ("bos-team", ["-g", "bos", "-r", "bos-team", "--seed", "4"], 200)]
    for name, args, limit in HOTSEAT:
        prog = run(tmp, ["play", "--hotseat", *args])
        session = Session(prog)
        try:
            session.play(random_option(4), limit)
            prog.kill()
        except Timeout as e:
            prog.kill()
            tap.check(f"{name}: the hotseat hand-over", False, str(e))
            continue
        check_handovers(name + " hotseat", session)
        rows = check_rows(name + " hotseat", session.screens)
        tallest[name] = max(tallest.get(name, 0), rows)
        if name == "bos":
            shown(name + " hotseat", "\n".join(s.text for s in session.screens),
                  "the board shows the chain being built, link by link",
                  r"^[* ] Chain: Link 1 [^\n]*\(Player \d\)")

    # --- `duelkit replay FILE`: a turn at a time ------------------------------------
    for game, board in (("ufs", r"vitality \d+/\d+"), ("bos", r"to win: 16,000 SP")):
        replay = os.path.join(tmp, game + ".replay")
        made = subprocess.run([EXE, "play", "-g", game, "--demo", "--seed", "3", "--replay-out",
                               replay], env=environment(tmp), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=120)
        if made.returncode != 0 or not os.path.isfile(replay):
            tap.check(f"{game}: a replay to show", False, "play --demo --replay-out failed")
            continue
        whole = subprocess.run([EXE, "replay", replay, "--delay", "0"], env=environment(tmp),
                               stdin=subprocess.DEVNULL, capture_output=True, text=True,
                               timeout=120)
        # The turns shown (the last board, at the end, is the last turn's again).
        turns = len(set(re.findall(r"^=== turn (\d+)", whole.stdout, re.M)))
        tap.check(f"{game}: replay --delay 0 shows every turn with the module's board, no wait",
                  whole.returncode == 0 and turns > 2 and "Game over" in whole.stdout
                  and re.search(board, whole.stdout) is not None and "-- Enter" not in whole.stdout,
                  whole.stdout[-1500:] + whole.stderr)
        # On a terminal: a wait at each new turn, Enter goes on, `quit` stops.
        prog = run(tmp, ["replay", replay])
        try:
            _, first = prog.expect(r"-- Enter: the next turn; `quit` stops -- ")
            prog.send("")
            _, second = prog.expect(r"-- Enter: the next turn; `quit` stops -- ")
            prog.send("quit")
            _, end = prog.expect(r"Stopped at turn \d+\.")
            status = prog.wait()
            tap.check(f"{game}: replay on a terminal waits for Enter at each turn, `quit` stops",
                      status == 0 and len(re.findall(r"^=== ", first, re.M)) == 1
                      and len(re.findall(r"^=== turn \d+", second, re.M)) == 1
                      and re.search(board, second) is not None and "Game over" not in end,
                      prog.text[-2000:])
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: replay on a terminal waits at each turn", False, str(e))
        # Through a pipe with --step: one line a turn.
        piped = subprocess.run([EXE, "replay", replay, "--step"], env=environment(tmp),
                               input="\n" * 200, capture_output=True, text=True, timeout=120)
        waits = piped.stdout.count("-- Enter: the next turn")
        tap.check(f"{game}: replay --step through a pipe waits once before each new turn "
                  f"({waits} waits, {turns} turns)",
                  piped.returncode == 0 and waits == turns and turns > 2
                  and "Game over" in piped.stdout, piped.stdout[-1500:])

    print("# the tallest decision screen at %dx%d: %s" % (
        COLS, ROWS, ", ".join("%s %d rows" % kv for kv in sorted(tallest.items()))))

sys.exit(tap.finish())
