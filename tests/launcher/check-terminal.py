#!/usr/bin/env python3
# `duelkit` at a terminal, as a person plays it: through a pseudo-terminal
# of 80x24 (line editing on when duelkit has it), for UFS and BoS: the menu
# with no arguments (game, deck, the medium opponent), the prompt with its
# options, `save FILE` in the middle of a game, quit, `play --resume FILE`
# played to the end; `undo` in a hotseat game; and in a hotseat game, the
# hand-over that keeps one seat's hand off the other's screen.
# Every read has a deadline: nothing here can hang.
# Usage: check-terminal.py DUELKIT_EXE
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dkdrive import Program, Tap, Timeout, play_to_end  # noqa: E402

EXE = sys.argv[1]
tap = Tap()
PROMPT = r"P\d> |-- more: [^\n]*-- "
CARD_ID = re.compile(r"\(([A-Z][A-Z0-9]*-[0-9A-Za-z]+)\)")


def environment(tmp):
    env = dict(os.environ)
    env["DUELKIT_NO_AUTOSAVE"] = "1"
    env["XDG_DATA_HOME"] = os.path.join(tmp, "data")
    env["HOME"] = tmp
    env["TERM"] = "xterm"
    env.pop("NO_COLOR", None)
    return env


def run(tmp, args):
    return Program(EXE, args, environment(tmp), use_pty=True, cols=80, rows=24)


# --- the menu, a game saved, left, resumed and finished ----------------------------
GAMES = {"ufs": "1", "bos": "2"}

with tempfile.TemporaryDirectory() as tmp:
    for game, number in GAMES.items():
        save = os.path.join(tmp, game + ".save")
        prog = run(tmp, [])
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
            _, first = prog.expect(PROMPT)
            tap.check(f"{game}: the menu opens on a terminal and starts a game against medium",
                      "against the computer" in first, first[-1500:])
            tap.check(f"{game}: the prompt shows the options",
                      "to decide" in first and re.search(r"\n +1\. ", first) is not None,
                      first[-1500:])
            prompts = 1
            saved = ""
            over = False
            # Saved early (no game ends within five decisions of a person),
            # left a few decisions later unless the game ended first.
            while prompts < 8:
                if prompts == 5:
                    prog.send("save " + save)
                    _, saved = prog.expect(r"Saved to .*\n")
                    prog.expect(PROMPT)
                prog.send("1")
                i, _ = prog.expect(["Game over", PROMPT])
                if i == 0:
                    over = True
                    break
                prompts += 1
            tap.check(f"{game}: `save FILE` at a prompt in the middle of the game",
                      os.path.isfile(save) and ("Saved to " + save) in saved, saved)
            if not over:
                prog.send("quit")
                prog.expect(r"Leave the game\? \(y/n\) ")
                prog.send("y")
                prog.expect("Left the game")
            prog.expect(r"Next \[1\]: ")
            prog.send("3")
            status = prog.wait()
            tap.check(f"{game}: quit, then quit the launcher", status == 0, prog.text[-800:])
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: the menu and a game saved", False, str(e))
            continue

        prog = run(tmp, ["play", "--resume", save])
        try:
            _, head = prog.expect(PROMPT)
            prog.send("1")
            text = play_to_end(prog)
            status = prog.wait()
            tap.check(f"{game}: play --resume goes on from the save and plays to the end",
                      "goes on" in head and "Game over" in text and status == 0, text[-1500:])
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: play --resume", False, str(e))

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

    # --- the hand-over between two people --------------------------------------------
    def hand_ids(segment, seat):
        """The card ids in the hand line of seat's block, as seat sees it."""
        m = re.search(r"Player %d \(you\)[^\n]*\n((?:[ \t]+[^\n]*\n)*)" % seat, segment)
        if not m:
            return None
        for line in m.group(1).splitlines():
            h = re.match(r"\s+hand\s+\d+\s*:(.*)$", line)
            if h:
                return set(CARD_ID.findall(h.group(1)))
        return set()

    for game in GAMES:
        prog = run(tmp, ["play", "--hotseat", "-g", game, "--seed", "4"])
        handovers = []  # (seat shown before, text before, seat after, text after)
        try:
            last_seat, last_text = None, ""
            pending = None
            for _ in range(80):
                i, seen = prog.expect([r"Pass to player (\d)[^\n]*", r"P(\d)> ", "Game over"])
                if i == 2:
                    break
                if i == 0:
                    pending = (last_seat, last_text + seen)
                    prog.send("")
                    last_text = ""
                    continue
                seat = int(re.search(r"P(\d)> $", seen).group(1))
                if pending is not None and pending[0] is not None and pending[0] != seat:
                    handovers.append((pending[0], pending[1], seat, seen))
                pending = None
                last_seat, last_text = seat, seen
                prog.send("1")
            prog.kill()
        except Timeout as e:
            prog.kill()
            tap.check(f"{game}: the hotseat hand-over", False, str(e))
            continue
        if "Pass to player" not in prog.text:
            tap.skip(f"{game}: hotseat keeps each seat's hand off the other's screen",
                     "no hand-over screen yet: the output has no \"Pass to player\" line")
            continue
        checked, problems = 0, []
        for before_seat, before, after_seat, after in handovers:
            mine = hand_ids(before, before_seat)
            theirs = hand_ids(after, after_seat) or set()
            if mine is None:
                continue
            # A card also shown outside the hand (a public zone) may be named.
            public = set(CARD_ID.findall(before)) - mine
            hidden = mine - theirs - public
            checked += 1
            if ("Player %d (you)" % before_seat) in after:
                problems.append("player %d's own board was on player %d's screen"
                                % (before_seat, after_seat))
            # Cards played since are public: a hidden card shows as a leak
            # where hands are listed.
            hand_lines = "\n".join(l for l in after.splitlines() if re.match(r"\s+hand\b", l))
            leaked = sorted(i for i in hidden if ("(%s)" % i) in hand_lines)
            if leaked:
                problems.append("player %d's hand (%s) shown to player %d:\n%s"
                                % (before_seat, ", ".join(leaked), after_seat, after[-1500:]))
        # The screen is cleared at each hand-over, just before or after it.
        for m in re.finditer(r"Pass to player \d", prog.raw):
            window = prog.raw[max(0, m.start() - 400):m.end() + 600]
            if re.search(r"\x1b\[[0-9;]*[HJ]", window) is None:
                problems.append("the screen was not cleared at a hand-over:\n" + window)
                break
        if checked == 0:
            tap.skip(f"{game}: hotseat keeps each seat's hand off the other's screen",
                     "the boards shown have no hand line to compare")
        else:
            tap.check(f"{game}: hotseat keeps each seat's hand off the other's screen "
                      f"({checked} hand-overs)", not problems, "\n".join(problems[:3]))

sys.exit(tap.finish())
