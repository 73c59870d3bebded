"""lsp.py - the language server's latency, against the command's time.

  python3 bench/lsp.py UNIFORM FILE [RUNS]

Opens FILE in uniform lsp, then sends RUNS changes (default 21), each the
whole text with one line more or less at its end, and times each from
the didChange written to the publishDiagnostics of that version read.
Then times RUNS runs of `uniform check -q --format json --stdin-filename
FILE -` on the same text.  Prints the median, the lowest and the highest
of each, in milliseconds, and the first diagnostics (the open, with the
directory's practice counted) apart.  A benchmark, never a test: the
machine's load moves these figures.
"""
import json
import os
import statistics
import subprocess
import sys
import time

UNIFORM, FILE = sys.argv[1], os.path.abspath(sys.argv[2])
RUNS = int(sys.argv[3]) if len(sys.argv) > 3 else 21
URI = "file://" + FILE

p = subprocess.Popen([UNIFORM, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     bufsize=0)


def send(msg):
    body = json.dumps(msg).encode()
    p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)


def recv():
    head = b""
    while not head.endswith(b"\r\n\r\n"):
        head += p.stdout.read(1)
    n = [int(l.split(b":")[1]) for l in head.split(b"\r\n")
         if l.lower().startswith(b"content-length")][0]
    body = b""
    while len(body) < n:
        body += p.stdout.read(n - len(body))
    return json.loads(body)


def diagnostics(version):
    while True:
        m = recv()
        if (m.get("method") == "textDocument/publishDiagnostics"
                and m["params"].get("version") == version):
            return len(m["params"]["diagnostics"])


text = open(FILE, encoding="utf-8", errors="surrogateescape").read()
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
recv()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
t0 = time.perf_counter()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": URI, "languageId": "c", "version": 1, "text": text}}})
found = diagnostics(1)
opened = (time.perf_counter() - t0) * 1000
server = []
for v in range(2, RUNS + 2):
    t = text + ("\n" if v % 2 else "")
    t0 = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": URI, "version": v},
                     "contentChanges": [{"text": t}]}})
    diagnostics(v)
    server.append((time.perf_counter() - t0) * 1000)
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
send({"jsonrpc": "2.0", "method": "exit"})
p.wait()
command = []
for _ in range(RUNS):
    t0 = time.perf_counter()
    subprocess.run([UNIFORM, "check", "-q", "--format", "json", "--stdin-filename",
                    FILE, "-"], input=text.encode("utf-8", "surrogateescape"),
                   capture_output=True)
    command.append((time.perf_counter() - t0) * 1000)
lines = text.count("\n")
print(f"{FILE}: {lines} lines, {found} findings")
print(f"open (practice counted): {opened:.1f} ms")
for name, v in (("didChange -> publishDiagnostics", server),
                ("check --stdin-filename", command)):
    print(f"{name}: median {statistics.median(v):.1f} ms, "
          f"lowest {min(v):.1f}, highest {max(v):.1f} ({len(v)} runs)")
