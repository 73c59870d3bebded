#!/usr/bin/python3
r"""html-check.py - look inside the HTML pages and screenshots of tests/html.sh.

  html-check.py lint PAGE          well-formed enough, self-contained, no script
  html-check.py rows PAGE          the first table's rows, cells joined by a space
  html-check.py findings PAGE      a check page's findings, one per line:
                                   rule TAB path TAB line:col TAB message TAB mark
  html-check.py text-findings OUT  the same from check's text output with --stats
                                   (less the mark): by rule, in --stats order, then
                                   as they came; bytes not UTF-8 as \xNN
  html-check.py png SHOT W H [RRGGBB:MIN]...
                                   a W x H PNG with many colours, and at least MIN
                                   pixels of each colour given

Exits 1 with the reasons on stderr when a check fails.  Only the standard
library: html.parser reads the pages, zlib the screenshots.
"""
import collections
import html.parser
import itertools
import re
import struct
import sys
import zlib

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
        "meta", "source", "track", "wbr"}
NAMESPACES = {"http://www.w3.org/2000/svg"}


class Lint(html.parser.HTMLParser):
    """Balanced tags, and nothing that runs or fetches."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.doctype = [], [], False

    def handle_decl(self, decl):
        self.doctype |= decl.lower() == "doctype html"

    def attrs_ok(self, tag, attrs):
        for name, value in attrs:
            value = value or ""
            if name.startswith("on"):
                self.errors.append(f"<{tag}> has an event handler {name}")
            if name in ("src", "href", "xlink:href", "action", "srcset", "poster",
                        "data") and not value.startswith("#"):
                self.errors.append(f"<{tag} {name}={value!r}>: a reference out of the page")
            if name.startswith("xmlns") and value not in NAMESPACES:
                self.errors.append(f"<{tag}> declares namespace {value!r}")
            if not name.startswith("xmlns") and re.search(r"(?i)(https?:|url\()", value):
                self.errors.append(f"<{tag} {name}={value!r}>: a URL")

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "iframe", "object", "embed", "link", "img", "base"):
            self.errors.append(f"<{tag}> in the page")
        self.attrs_ok(tag, attrs)
        if tag not in VOID:
            self.stack.append((tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        self.attrs_ok(tag, attrs)	# <rect/> in SVG: opened and closed

    def handle_endtag(self, tag):
        if not self.stack:
            self.errors.append(f"</{tag}> at {self.getpos()} closes nothing")
        elif self.stack[-1][0] != tag:
            self.errors.append(f"</{tag}> at {self.getpos()} closes <{self.stack[-1][0]}> "
                               f"of {self.stack[-1][1]}")
            self.stack.pop()
        else:
            self.stack.pop()

    def handle_data(self, data):
        if self.stack and self.stack[-1][0] == "style" and \
                re.search(r"(?i)(@import|url\(|https?:)", data):
            self.errors.append("the style sheet fetches something")


def lint(path):
    text = open(path, "rb").read().decode("utf-8")	# must be UTF-8
    p = Lint()
    p.feed(text)
    p.close()
    if not p.doctype:
        p.errors.append("no <!DOCTYPE html>")
    for tag, pos in p.stack:
        p.errors.append(f"<{tag}> of {pos} is never closed")
    if re.search(r"(?i)<script|javascript:", text):
        p.errors.append("a script")
    return p.errors


class Cells(html.parser.HTMLParser):
    """The text of each cell of the first table, row by row, with rowspans."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.rows, self.row, self.cell, self.tables = [], None, None, 0
        self.spans = {}		# column -> [rows left, text]

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables += 1
        if self.tables != 1:
            return
        if tag == "tr":
            self.row = []
            self.fill()
        elif tag in ("td", "th") and self.row is not None:
            self.cell = [dict(attrs).get("rowspan"), ""]

    def fill(self):
        while len(self.row) in self.spans:
            left, text = self.spans[len(self.row)]
            self.row.append(text)
            if left <= 1:
                del self.spans[len(self.row) - 1]
            else:
                self.spans[len(self.row) - 1][0] = left - 1

    def handle_endtag(self, tag):
        if self.tables != 1:
            return
        if tag in ("td", "th") and self.cell is not None:
            span, text = self.cell
            text = " ".join(text.split())
            if span and int(span) > 1:
                self.spans[len(self.row)] = [int(span) - 1, text]
            self.row.append(text)
            self.cell = None
            self.fill()
        elif tag == "tr" and self.row is not None:
            self.rows.append(self.row)
            self.row = None
        elif tag == "table":
            self.tables += 1	# only the first table

    def handle_data(self, data):
        if self.cell is not None:
            self.cell[1] += data


class Findings(html.parser.HTMLParser):
    """rule, path, line:col, message and marked text of each finding."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.rule = self.path = None
        self.stack, self.found, self.cur, self.where = [], [], None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section":
            self.rule = a.get("id")
        elif tag == "h3":
            self.path, self.where = "", "path"
        elif tag == "li" and self.rule:
            self.cur, self.where = {"loc": "", "msg": "", "mark": ""}, "msg"
        elif tag == "span" and a.get("class") == "loc" and self.cur:
            self.where = "loc"
        elif tag == "div" and a.get("class") == "src" and self.cur:
            self.where = None
        elif tag == "mark" and self.cur:
            self.where = "mark"
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()
        if tag == "h3":
            self.path = self.path[:self.path.rfind(" ")]	# less the count
            self.where = None
        elif tag == "span" and self.where == "loc":
            self.where = "msg"
        elif tag == "mark":
            self.where = None
        elif tag == "li" and self.cur:
            c = self.cur
            self.found.append("\t".join([self.rule, self.path, c["loc"],
                                         c["msg"].strip(), c["mark"]]))
            self.cur = None

    def handle_data(self, data):
        if self.where == "path":
            self.path += data
        elif self.where and self.cur is not None:
            self.cur[self.where] += data


def unfilter_slow(f, line, prev, bpp):
    """The average (3) and Paeth (4) filters, byte by byte."""
    for i in range(len(line)):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 3:
            line[i] = (line[i] + (a + b) // 2) & 255
        else:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    return bytes(line)


def text_findings(path):
    """The findings of check --stats text output, in the order of the page."""
    lines = open(path, "rb").read().decode("utf-8", "backslashreplace").splitlines()
    found = []
    for line in lines:
        m = re.match(r"^(.*):(\d+):(\d+): warning: (?:\[\*\] )?(.*) \[([a-z-]+)\]$", line)
        if m:
            found.append((m[5], m[1], f"{m[2]}:{m[3]}", m[4]))
    order = [line.split()[0] for line in lines if re.match(r"^[a-z-]+ +\d+ +\d+$", line)]
    found.sort(key=lambda f: order.index(f[0]))	# stable: file order within a rule
    return ["\t".join(f) for f in found]


def png_pixels(path):
    """Width, height and the rows of RGB(A) tuples of an 8-bit PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, head = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, ctype, _, _, interlace = head
    if depth != 8 or ctype not in (2, 6) or interlace:
        raise ValueError(f"PNG of depth {depth}, colour type {ctype}, interlace {interlace}")
    bpp = 3 if ctype == 2 else 4
    raw, stride, prev, rows = zlib.decompress(idat), w * bpp, bytes(w * bpp), []
    lo, hi = int.from_bytes(b"\x7f" * stride, "big"), int.from_bytes(b"\x80" * stride, "big")
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)]
        if f == 2:	# up: bytewise addition without carries, on one big integer
            x, p = int.from_bytes(line, "big"), int.from_bytes(prev, "big")
            line = (((x & lo) + (p & lo)) ^ ((x ^ p) & hi)).to_bytes(stride, "big")
        elif f == 1:	# sub: a running sum per channel
            out = bytearray(stride)
            for c in range(bpp):
                out[c::bpp] = bytes(itertools.accumulate(line[c::bpp], lambda a, b: (a + b) & 255))
            line = bytes(out)
        elif f in (3, 4):
            line = unfilter_slow(f, bytearray(line), prev, bpp)
        rows.append(line)
        prev = line
    return w, h, bpp, rows


def png(path, w, h, wants):
    errors = []
    gw, gh, bpp, rows = png_pixels(path)
    if (gw, gh) != (w, h):
        errors.append(f"{path}: {gw} x {gh}, expected {w} x {h}")
    counts = collections.Counter()
    for r in rows:
        if bpp == 3:
            counts.update(map(bytes, zip(r[0::3], r[1::3], r[2::3])))
        else:
            counts.update(map(bytes, zip(r[0::4], r[1::4], r[2::4])))
    white = counts.get(b"\xff\xff\xff", 0)
    if len(counts) < 16:
        errors.append(f"{path}: only {len(counts)} colours: not a rendered page")
    if white > 0.995 * gw * gh:
        errors.append(f"{path}: blank ({white} of {gw * gh} pixels white)")
    for want in wants:
        colour, least = want.split(":")
        got = counts.get(bytes.fromhex(colour), 0)
        if got < int(least):
            errors.append(f"{path}: {got} pixels of #{colour}, expected at least {least}")
    print(f"{gw}x{gh}, {len(counts)} colours, {white} white pixels")
    return errors


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    cmd, path = argv[1], argv[2]
    errors = []
    if cmd == "lint":
        errors = lint(path)
    elif cmd == "rows":
        p = Cells()
        p.feed(open(path, encoding="utf-8").read())
        for row in p.rows:
            print(" ".join(row))
    elif cmd == "findings":
        p = Findings()
        p.feed(open(path, encoding="utf-8").read())
        print("\n".join(p.found))
    elif cmd == "text-findings":
        print("\n".join(text_findings(path)))
    elif cmd == "png":
        errors = png(path, int(argv[3]), int(argv[4]), argv[5:])
    else:
        sys.exit(__doc__)
    for e in errors:
        print(e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
