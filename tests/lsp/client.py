"""client.py - a scripted client of uniform lsp, for the protocol's edges.

  python3 tests/lsp/client.py /abs/uniform DIR

DIR holds x.c (findings, non-ASCII text before some) and notes.txt.
Prints "ok NAME" or "bad NAME: why" a line for each case; exits 0.  The
reference for diagnostics is check --format json --stdin-filename PATH -
on the same text, its byte offsets turned into the encoding agreed.
"""
import json
import os
import select
import subprocess
import sys

UNIFORM, DIR = sys.argv[1], sys.argv[2]
X = os.path.join(DIR, "x.c")
URI = "file://" + X


class Server:
    def __init__(self):
        self.p = subprocess.Popen([UNIFORM, "lsp"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  bufsize=0)

    def raw(self, data):
        self.p.stdin.write(data)
        self.p.stdin.flush()

    def frame(self, msg):
        body = json.dumps(msg).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send(self, *msgs):
        self.raw(b"".join(self.frame(m) for m in msgs))

    def recv(self, timeout=10):
        head = b""
        while not head.endswith(b"\r\n\r\n"):
            if not select.select([self.p.stdout], [], [], timeout)[0]:
                return None
            c = self.p.stdout.read(1)
            if not c:
                return None
            head += c
        n = [int(l.split(b":")[1]) for l in head.split(b"\r\n")
             if l.lower().startswith(b"content-length")][0]
        body = b""
        while len(body) < n:
            part = self.p.stdout.read(n - len(body))
            if not part:
                return None
            body += part
        return json.loads(body)

    def wait_for(self, pred, timeout=10):
        while True:
            m = self.recv(timeout)
            if m is None or pred(m):
                return m

    def init(self, encodings=None):
        caps = {"general": {"positionEncodings": encodings}} if encodings else {}
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"capabilities": caps}},
                  {"jsonrpc": "2.0", "method": "initialized", "params": {}})
        return self.wait_for(lambda m: m.get("id") == 1)

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 99, "method": "shutdown"},
                  {"jsonrpc": "2.0", "method": "exit"})
        return self.p.wait(10)


def opened(text, version=1, uri=URI):
    return {"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "c",
                                        "version": version, "text": text}}}


def changed(text, version, uri=URI):
    return {"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": uri, "version": version},
                       "contentChanges": [{"text": text}]}}


def published(uri=URI):
    return lambda m: (m.get("method") == "textDocument/publishDiagnostics"
                      and m["params"]["uri"] == uri)


def expected(text, utf8):
    """check's findings for text as (range, rule, message), sorted."""
    out = subprocess.run([UNIFORM, "check", "-q", "--format", "json",
                          "--stdin-filename", X, "-"], input=text.encode(),
                         capture_output=True).stdout
    b = text.encode()
    starts = [0] + [i + 1 for i, c in enumerate(b) if c == 10]

    def pos(off):
        line = max(i for i, s in enumerate(starts) if s <= off)
        part = b[starts[line]:off]
        ch = len(part) if utf8 else len(part.decode("utf-8").encode("utf-16-le")) // 2
        return (line, ch)
    return sorted((pos(f["offset"]), pos(f["end_offset"]), f["rule"], f["message"])
                  for f in json.loads(out))


def shown(msg):
    return sorted(((d["range"]["start"]["line"], d["range"]["start"]["character"]),
                   (d["range"]["end"]["line"], d["range"]["end"]["character"]),
                   d["code"], d["message"]) for d in msg["params"]["diagnostics"])


def case(name, ok, why=""):
    print(("ok " if ok else "bad ") + name + ("" if ok else ": " + why))


TEXT = open(X, encoding="utf-8").read()

# The encodings: UTF-16 by default, UTF-8 when the client offers it.
for encs, utf8 in ((None, False), (["utf-8", "utf-16"], True)):
    s = Server()
    r = s.init(encs)
    enc = r["result"]["capabilities"]["positionEncoding"]
    case("encoding %s agreed" % enc, enc == ("utf-8" if utf8 else "utf-16"), json.dumps(r))
    s.send(opened(TEXT))
    m = s.wait_for(published())
    want = expected(TEXT, utf8)
    case("diagnostics in %s equal check's" % enc, m and shown(m) == want and len(want) > 1,
         "%s against %s" % (m and shown(m), want))
    case("exit after shutdown: status 0", s.close() == 0)

# A client that registers file watchers for its servers is asked to
# watch what changes the settings and the practice.
s = Server()
s.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"capabilities": {"workspace": {"didChangeWatchedFiles":
                                                  {"dynamicRegistration": True}}}}},
       {"jsonrpc": "2.0", "method": "initialized", "params": {}})
m = s.wait_for(lambda m: m.get("method") == "client/registerCapability")
globs = [w["globPattern"] for r in (m or {}).get("params", {}).get("registrations", [])
         for w in r["registerOptions"]["watchers"]]
case("file watchers registered", "**/.editorconfig" in globs and "**/*.{c,h}" in globs,
     json.dumps(m))
s.send({"jsonrpc": "2.0", "id": m["id"] if m else 0, "result": None})
case("the client's answer taken in silence", s.close() == 0)

# A burst of changes while a check runs: only the last is checked.
s = Server()
s.init()
texts = [TEXT, TEXT + "int g(int y) { return (y); }\n", TEXT.replace("(a)", "a")]
s.send(opened(texts[0], 1), changed(texts[1], 2), changed(texts[2], 3))
got = []
while True:
    m = s.wait_for(published(), timeout=2)
    if m is None:
        break
    got.append(m)
case("a burst is checked once, at its last version",
     [m["params"].get("version") for m in got] == [3] and shown(got[0]) == expected(texts[2], False),
     json.dumps([m["params"] for m in got])[:400])

# A closed document: its diagnostics cleared; a code action asks nothing of it.
s.send({"jsonrpc": "2.0", "method": "textDocument/didClose",
        "params": {"textDocument": {"uri": URI}}})
m = s.wait_for(published())
case("closing clears the diagnostics", m and m["params"]["diagnostics"] == [], json.dumps(m))
s.send({"jsonrpc": "2.0", "id": 5, "method": "textDocument/codeAction",
        "params": {"textDocument": {"uri": URI},
                   "range": {"start": {"line": 0, "character": 0}, "end": {"line": 5, "character": 0}},
                   "context": {"diagnostics": []}}})
m = s.wait_for(lambda m: m.get("id") == 5)
case("a code action on a closed document: none", m and m.get("result") == [], json.dumps(m))

# Bad input: an error response each time, and the server goes on.
s.raw(b"Content-Length: 9\r\n\r\n{\"id\": 1,")
m = s.recv()
case("bad JSON: a parse error", m and m.get("error", {}).get("code") == -32700 and m["id"] is None,
     json.dumps(m))
s.raw(b"Content-Type: x\r\n\r\n")
m = s.recv()
case("no Content-Length: an error", m and "error" in m, json.dumps(m))
s.send({"jsonrpc": "2.0", "id": 6, "method": "no/such/method"})
m = s.recv()
case("an unknown method: MethodNotFound", m and m.get("error", {}).get("code") == -32601, json.dumps(m))
s.send({"jsonrpc": "2.0", "method": "no/such/notification"}, [1, 2])
m = s.recv()
case("a message that is no object: an error", m and m.get("error", {}).get("code") == -32600,
     json.dumps(m))
s.send({"jsonrpc": "2.0", "id": 7, "method": "textDocument/codeAction", "params": 3})
m = s.recv()
case("bad params: an answer, no crash", m and m.get("id") == 7, json.dumps(m))

# Not C, not a file: what the command line gives them, nothing.
notes = "file://" + os.path.join(DIR, "notes.txt")
s.send(opened("int f(int x) { return (x); }\n", 1, notes))
m = s.wait_for(published(notes))
case("a file that is not C: no diagnostics", m and m["params"]["diagnostics"] == [], json.dumps(m))
s.send(opened("int f(int x) { return (x); }\n", 1, "untitled:Untitled-1"))
m = s.wait_for(published("untitled:Untitled-1"))
case("a document outside the file system: no diagnostics",
     m and m["params"]["diagnostics"] == [], json.dumps(m))
binary = "file://" + os.path.join(DIR, "bin.c")
s.send(opened("int f(int x)\n{\n\treturn (x);\u0000 + (x);\n}\n", 1, binary))
m = s.wait_for(published(binary))
case("a NUL byte: binary, as check skips it", m and m["params"]["diagnostics"] == [],
     json.dumps(m))
case("still answering after all that", s.close() == 0)

# Before initialize, a request is refused; exit without shutdown says 1;
# the end of input without exit ends the server too.
s = Server()
s.send({"jsonrpc": "2.0", "id": 1, "method": "textDocument/codeAction", "params": {}})
m = s.recv()
case("a request before initialize: refused", m and m.get("error", {}).get("code") == -32002,
     json.dumps(m))
s.send({"jsonrpc": "2.0", "method": "exit"})
case("exit without shutdown: status 1", s.p.wait(10) == 1)
s = Server()
s.init()
s.p.stdin.close()
case("the end of input: the server ends", s.p.wait(10) == 1)
err = s.p.stderr.read()
case("nothing on stderr", err == b"", err[:600].decode("utf-8", "replace"))
