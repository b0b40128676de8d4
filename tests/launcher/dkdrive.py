# dkdrive.py: drive the `duelkit` program as a person does, through pipes
# or a pseudo-terminal, never waiting without a deadline.
#
# Used by check-menu.py (pipes: no terminal) and check-terminal.py (a
# pseudo-terminal of 80x24).
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import termios
import time

ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07]*\x07|[@-Z\\-_])")


class Timeout(Exception):
    pass


class Program:
    """A running duelkit: expect() what it shows, send() a line."""

    def __init__(self, exe, args, env, use_pty=False, cols=80, rows=24):
        self.text = ""
        self.raw = ""
        self.pos = 0
        self.closed = False
        self.status = None
        if use_pty:
            pid, fd = pty.fork()
            if pid == 0:
                try:
                    os.execve(exe, [exe, *args], env)
                finally:
                    os._exit(127)
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            self.pid = pid
            self.fd = fd
            self.proc = None
            self.newline = "\r"
        else:
            self.proc = subprocess.Popen([exe, *args], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
            self.pid = self.proc.pid
            self.fd = self.proc.stdout.fileno()
            self.newline = "\n"

    def _read(self, deadline):
        """Read what is there, waiting at most until deadline."""
        wait = deadline - time.monotonic()
        if wait <= 0 or self.closed:
            return False
        ready, _, _ = select.select([self.fd], [], [], min(wait, 0.5))
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return False
        chunk = data.decode("utf-8", errors="replace")
        self.raw += chunk
        self.text += ESCAPE.sub("", chunk).replace("\r", "")
        return True

    def expect(self, patterns, timeout=60):
        """Wait for the first of patterns (regular expressions) after the
        last match; return (index, text since the last match)."""
        if isinstance(patterns, str):
            patterns = [patterns]
        compiled = [re.compile(p) for p in patterns]
        deadline = time.monotonic() + timeout
        while True:
            best = None
            for i, c in enumerate(compiled):
                m = c.search(self.text, self.pos)
                if m and (best is None or m.start() < best[1].start()):
                    best = (i, m)
            if best is not None:
                seen = self.text[self.pos:best[1].end()]
                self.pos = best[1].end()
                return best[0], seen
            if not self._read(deadline):
                if self.closed:
                    raise Timeout("the program ended while waiting for %r; it showed:\n%s"
                                  % (patterns, self.text[-3000:]))
                raise Timeout("nothing matched %r within %ss; it showed:\n%s"
                              % (patterns, timeout, self.text[-3000:]))

    def send(self, line):
        data = (line + self.newline).encode()
        if self.proc is not None:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        else:
            os.write(self.fd, data)

    def close_input(self):
        if self.proc is not None:
            self.proc.stdin.close()
        else:
            os.write(self.fd, b"\x04")

    def wait(self, timeout=60):
        """Read to the end; return the exit status (killed after timeout)."""
        deadline = time.monotonic() + timeout
        while not self.closed and self._read(deadline):
            pass
        if self.proc is not None:
            try:
                self.status = self.proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self.kill()
                self.status = -1
            return self.status
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid == self.pid:
                self.status = os.waitstatus_to_exitcode(status)
                os.close(self.fd)
                return self.status
            time.sleep(0.05)
        self.kill()
        self.status = -1
        return self.status

    def kill(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if self.proc is not None:
            self.proc.wait()
        else:
            try:
                os.waitpid(self.pid, 0)
            except ChildProcessError:
                pass


class Tap:
    """TAP output: one line a check, the reasons of failures as comments."""

    def __init__(self):
        self.results = []

    def check(self, name, ok, why=""):
        self.results.append((name, "ok" if ok else "fail", why))

    def skip(self, name, why):
        self.results.append((name, "skip", why))

    def finish(self):
        print("1..%d" % len(self.results))
        failed = 0
        for i, (name, state, why) in enumerate(self.results, 1):
            if state == "skip":
                print("ok %d %s # SKIP %s" % (i, name, why))
                continue
            print("%s %d %s" % ("ok" if state == "ok" else "not ok", i, name))
            if state != "ok":
                failed += 1
                for line in why.splitlines()[-60:]:
                    print("# " + line)
        return 1 if failed else 0


def play_to_end(prog, prompt=r"P\d> |-- more: [^\n]*-- ", end=r"Game over", answer="1", limit=5000, timeout=60):
    """Answer `answer` at every prompt until end shows; return the text."""
    seen = ""
    for _ in range(limit):
        i, text = prog.expect([end, prompt], timeout)
        seen += text
        if i == 0:
            return seen
        prog.send(answer)
    raise Timeout("the game did not end after %d prompts" % limit)
