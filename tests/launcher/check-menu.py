#!/usr/bin/env python3
# The launcher menu (`duelkit menu`, answered through a pipe as a script
# would) and matches at the terminal (`duelkit play --match N`): a game of
# UFS and of BoS chosen step by step and played to the end against the
# medium computer, the standard ruleset first, decks by their names, test
# games not offered, a game left unfinished kept and resumed, a deck file
# of one's own, and a best of three that ends at a majority.
# Usage: check-menu.py DUELKIT_EXE
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dkdrive import Program, Tap, Timeout, play_to_end  # noqa: E402

EXE = sys.argv[1]
SOURCE = os.environ.get("DK_SOURCE_ROOT", os.path.join(os.path.dirname(__file__), "..", ".."))
tap = Tap()


def environment(**extra):
    env = dict(os.environ)
    env["DUELKIT_NO_AUTOSAVE"] = "1"
    env.pop("DUELKIT_MODULE_DIR", None)
    for key, value in extra.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def menu_to_game(prog, game, opponent="2", deck=""):
    """Answer the menu up to the first prompt of the game; return what the
    menu showed at each step."""
    shown = {}
    _, shown["games"] = prog.expect(r"Game \[1\]: ")
    prog.send(game)
    _, shown["rules"] = prog.expect(r"Rules \[1\]: ")
    prog.send("")
    _, shown["decks"] = prog.expect(r"Your deck \[1\]: ")
    prog.send(deck)
    _, shown["opponents"] = prog.expect(r"Opponent \[2\]: ")
    prog.send(opponent)
    _, shown["opponent-decks"] = prog.expect(r"deck \[1\]: ")
    prog.send("")
    return shown


# --- a game of each, chosen in the menu, played to the end ---------------------
GAMES = {
    "ufs": ("1", "UFS standard", "Kira Vale starter — Fire"),
    "bos": ("2", "BoS standard", "Ember starter"),
}
for game, (number, standard, deck_name) in GAMES.items():
    prog = Program(EXE, ["menu"], environment(DUELKIT_MODULE_DIR=os.environ.get(
        "DK_SKIRMISH_MODULE_DIR")))
    try:
        shown = menu_to_game(prog, number)
        tap.check(f"{game}: test games (skirmish) are not offered",
                  "skirmish" not in shown["games"].lower() and game in shown["games"],
                  shown["games"])
        tap.check(f"{game}: the standard ruleset is the first, the default",
                  re.search(r"\n  1\. %s \(2 players\)" % re.escape(standard), shown["rules"])
                  is not None, shown["rules"])
        tap.check(f"{game}: the decks are shown by their names, not their files",
                  (". " + deck_name + "\n") in shown["decks"] and ".deck" not in shown["decks"]
                  and "your own deck file" in shown["decks"], shown["decks"])
        tap.check(f"{game}: the opponents: easy, medium, hard, a person here",
                  all(w in shown["opponents"] for w in ("easy", "medium", "hard", "hotseat")),
                  shown["opponents"])
        tap.check(f"{game}: the opponent's deck may be a random one",
                  "1. a random deck" in shown["opponent-decks"], shown["opponent-decks"])
        text = play_to_end(prog)
        tap.check(f"{game}: the game against medium is played to its end",
                  "against the computer" in text and "Game over" in text, text[-2000:])
        _, after = prog.expect(r"Next \[1\]: ")
        tap.check(f"{game}: what next: play again, back to the menu, quit",
                  "1. play again" in after and "2. back to the menu" in after
                  and "3. quit" in after, after)
        prog.send("2")
        _, again = prog.expect(r"Game \[1\]: ")
        tap.check(f"{game}: back to the menu", "What to play" in again, again)
        prog.send("quit")
        status = prog.wait()
        tap.check(f"{game}: quit at the menu exits 0", status == 0, prog.text[-1000:])
    except Timeout as e:
        prog.kill()
        tap.check(f"{game}: the menu and the game", False, str(e))

# --- the end of input at any step leaves ------------------------------------------
prog = Program(EXE, ["menu"], environment())
try:
    prog.expect(r"Game \[1\]: ")
    prog.send("2")
    prog.expect(r"Rules \[1\]: ")
    prog.send("9")
    _, refused = prog.expect(r"Rules \[1\]: ")
    prog.close_input()
    status = prog.wait()
    tap.check("a choice out of range says what is accepted",
              "No choice 9: choose 1 to 3, Enter for 1, or `quit`." in refused, refused)
    tap.check("the end of input leaves the menu with 0", status == 0, prog.text[-500:])
except Timeout as e:
    prog.kill()
    tap.check("the end of input leaves the menu", False, str(e))

with tempfile.TemporaryDirectory() as tmp:
    # --- a deck file of one's own: refused when it does not load --------------
    own = os.path.join(SOURCE, "cards", "ufs", "odo-starter.deck")
    prog = Program(EXE, ["menu"], environment())
    try:
        prog.expect(r"Game \[1\]: ")
        prog.send("1")
        prog.expect(r"Rules \[1\]: ")
        prog.send("")
        _, decks = prog.expect(r"Your deck \[1\]: ")
        last = re.findall(r"\n  (\d+)\. your own deck file", decks)
        prog.send(last[0] if last else "99")
        prog.expect(r"Deck file \(`quit` leaves\): ")
        prog.send(os.path.join(tmp, "none.deck"))
        _, refused = prog.expect(r"Deck file \(`quit` leaves\): ")
        prog.send(own)
        prog.expect(r"Opponent \[2\]: ")
        prog.send("1")
        prog.expect(r"deck \[1\]: ")
        prog.send("")
        _, first = prog.expect(r"P1> ")
        prog.close_input()
        prog.wait()
        tap.check("a deck file that does not load is refused, saying why",
                  "That deck does not load:" in refused, refused)
        tap.check("your own deck file plays", "Odo Ferrin" in first, first[-1500:])
    except Timeout as e:
        prog.kill()
        tap.check("your own deck file", False, str(e))

    # --- a game left unfinished is kept, and the menu resumes it ----------------
    xdg = os.path.join(tmp, "xdg")
    env = environment(XDG_DATA_HOME=xdg, DUELKIT_NO_AUTOSAVE=None)
    prog = Program(EXE, ["menu"], env)
    try:
        shown = menu_to_game(prog, "2")
        tap.check("no resume entry without kept games", "resume" not in shown["games"],
                  shown["games"])
        prog.expect(r"P1> ")
        prog.send("quit")
        prog.expect(r"Leave the game\? \(y/n\) ")
        prog.send("y")
        _, left = prog.expect(r"Next \[1\]: ")
        prog.send("3")
        prog.wait()
        saves_dir = os.path.join(xdg, "duelkit", "saves")
        saves = os.listdir(saves_dir) if os.path.isdir(saves_dir) else []
        tap.check("a game left unfinished is kept in DATA/duelkit/saves",
                  len(saves) == 1 and saves[0].startswith("bos-") and "The game is kept in" in left,
                  left)
        prog = Program(EXE, ["menu"], env)
        _, games = prog.expect(r"Game \[1\]: ")
        tap.check("the menu offers to resume it", "3. resume a saved game (1)" in games, games)
        prog.send("3")
        _, listed = prog.expect(r"Resume \[1\]: ")
        prog.send("")
        text = play_to_end(prog)
        prog.expect(r"Next \[2\]: ")
        prog.send("3")
        status = prog.wait()
        replays = os.listdir(os.path.join(xdg, "duelkit", "replays"))
        tap.check("the kept game is resumed and played to its end",
                  status == 0 and "goes on" in text and "Game over" in text
                  and (saves[0] if saves else "?") in listed, text[-1500:])
        tap.check("a kept game played to its end is kept no more; its replay is",
                  not os.listdir(saves_dir) and len(replays) == 1, str(replays))
    except Timeout as e:
        prog.kill()
        tap.check("a game left unfinished, resumed", False, str(e))

# --- a match: best of three against the computer --------------------------------
for game in ("ufs", "bos"):
    prog = Program(EXE, ["play", "--match", "3", "-g", game, "--vs", "medium", "--seed", "5"],
                   environment())
    try:
        text = ""
        while True:
            i, seen = prog.expect([r"You (win|lose) the match", r"P1> "], 120)
            text += seen
            if i == 0:
                break
            prog.send("1")
        status = prog.wait()
        text += prog.text[prog.pos:]
        winners = re.findall(r"Game over: player (\d) wins", text)
        games = re.findall(r"=== Game (\d) of the match \(best of 3\) ===", text)
        majority = None
        counts = {"1": 0, "2": 0}
        for n, w in enumerate(winners, 1):
            counts[w] += 1
            if counts[w] == 2:
                majority = n
                break
        tap.check(f"{game}: --match 3 for a person exits 0", status == 0, text[-800:])
        tap.check(f"{game}: the match ends at the first majority",
                  majority is not None and len(games) == majority == len(winners), str(winners))
        tap.check(f"{game}: the score is shown between games",
                  text.count("The match so far:") == len(winners) - 1, text[-800:])
        w = max(counts, key=counts.get)
        expected = ("You win the match %d-%d." % (counts["1"], counts["2"]) if w == "1" else
                    "You lose the match %d-%d: player 2 wins it." % (counts["1"], counts["2"]))
        tap.check(f"{game}: the match's result", expected in text, text[-500:])
    except Timeout as e:
        prog.kill()
        tap.check(f"{game}: a match of three", False, str(e))

sys.exit(tap.finish())
