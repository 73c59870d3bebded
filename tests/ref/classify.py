#!/usr/bin/env python3
"""Independent reference classifier for C comment styles.

Usage: classify.py [--gcc-unterminated] FILE...

For every comment in each FILE prints one line

    path:line:col: class[ trailing]

in file order, then position order.  `path` is printed exactly as given.
`line` is the 1-based physical line and `col` the 1-based byte column of the
comment's first '/'.  Classes: line, single, kernel-doc, customary, banner,
net-style.  Written from the written specification only; standard library
only; meant to be obviously correct rather than fast.

How it works
------------
1. Physical lines: every LF, CRLF or lone CR ends a line.
2. Logical text: every line splice (a backslash immediately followed by a
   line end) is removed, giving the byte string the lexer runs on, plus a
   mapping from logical index back to the raw byte offset.
3. The lexer walks the logical text: identifiers and pp-numbers (with C23
   digit separators) are skipped as units, so that a `'` inside `1'000` is
   not a character literal; string/char literals are skipped honouring
   backslash escapes; `//` and `/*` start comments.
4. An unterminated literal (its logical line ends before the closing quote)
   ends at the end of the physical line holding its opening quote (the
   spec's wording "ends at the end of its physical (unspliced) line").
   With --gcc-unterminated it instead ends at the end of the logical line,
   which is what gcc's lexer does; the two only differ when such a line
   ends with a splice.
5. Each comment is classified from the raw bytes.
"""

import bisect
import re
import signal
import sys

BLANKS = b" \t\v\f"
LINE_END_CHARS = b"\r\n"

SPLICE = re.compile(rb"\\(?:\r\n|\r|\n)")
LINE_END = re.compile(rb"\r\n|\r|\n")

# A run of "boring" logical text: identifiers, pp-numbers and any other byte
# that cannot start a comment or literal.  The lexer stops at '//', '/*',
# '"' or a "'" that is not a digit separator inside a pp-number.
#   identifier: letter, '_', '$' or byte >= 0x80, then also digits
#   pp-number : digit or '.' digit, then letters/digits/_/., "'" followed by
#               letter/digit/_, or '+'/'-' right after e E p P
BORING = re.compile(
    rb"(?:"
    rb"[A-Za-z_$\x80-\xff][A-Za-z0-9_$\x80-\xff]*"
    rb"|\.?[0-9](?:[A-Za-z0-9_.]|'[A-Za-z0-9_]|(?<=[eEpP])[+-])*"
    rb"|[^/\"'A-Za-z_$0-9\x80-\xff]"
    rb"|/(?![/*])"
    rb")*"
)

# Body of a string or char literal (after the opening quote, up to but not
# including the closing quote): ordinary bytes, or a backslash escaping any
# byte that is not a line end.  A backslash before a line end (only possible
# after splice removal, e.g. `\\` + splice + newline) escapes nothing.
LIT_BODY = {
    ord('"'): re.compile(rb'(?:[^"\\\r\n]|\\[^\r\n]|\\)*'),
    ord("'"): re.compile(rb"(?:[^'\\\r\n]|\\[^\r\n]|\\)*"),
}

LOGICAL_LINE_END = re.compile(rb"[\r\n]")


class Source:
    """Raw bytes, physical line table, and the spliced logical text."""

    def __init__(self, data):
        self.data = data
        # Physical lines: line_starts[n] is the offset of line n+1's first
        # byte; line_ends[n] the offset of its terminator (or len(data)).
        self.line_starts = [0]
        self.line_ends = []
        for m in LINE_END.finditer(data):
            self.line_ends.append(m.start())
            self.line_starts.append(m.end())
        self.line_ends.append(len(data))

        # Logical text: raw data minus splices.  Segment k of logical text
        # starts at logical index seg_log[k] and raw offset seg_raw[k].
        pieces = []
        self.seg_log = []
        self.seg_raw = []
        raw = 0
        log = 0
        for m in SPLICE.finditer(data):
            self.seg_log.append(log)
            self.seg_raw.append(raw)
            pieces.append(data[raw:m.start()])
            log += m.start() - raw
            raw = m.end()
        self.seg_log.append(log)
        self.seg_raw.append(raw)
        pieces.append(data[raw:])
        self.text = b"".join(pieces)

    def raw(self, i):
        """Raw offset of logical index i (i == len(text) maps to EOF)."""
        if i >= len(self.text):
            return len(self.data)
        k = bisect.bisect_right(self.seg_log, i) - 1
        return self.seg_raw[k] + (i - self.seg_log[k])

    def logical(self, r):
        """Logical index of the first logical byte at raw offset >= r."""
        k = bisect.bisect_right(self.seg_raw, r) - 1
        if k < 0:
            return 0
        seg_len = ((self.seg_log[k + 1] if k + 1 < len(self.seg_log)
                    else len(self.text)) - self.seg_log[k])
        d = r - self.seg_raw[k]
        if d > seg_len:        # r is inside the splice after this segment
            d = seg_len
        return self.seg_log[k] + d

    def line_index(self, r):
        """0-based physical line index of raw offset r."""
        return bisect.bisect_right(self.line_starts, r) - 1


def lex_comments(src, gcc_unterminated=False):
    """Yield (kind, start_raw, end_raw, extra) for every comment.

    kind 'line': end_raw is the raw offset just past the comment body.
    kind 'block': extra = (star_raw, close_star_raw or None, close_slash_raw
    or None); end_raw is one past the closing '/' or len(data).
    """
    text = src.text
    n = len(text)
    i = 0
    while i < n:
        i = BORING.match(text, i).end()
        if i >= n:
            break
        c = text[i]
        if c == ord("/"):
            nxt = text[i + 1]
            if nxt == ord("/"):
                m = LOGICAL_LINE_END.search(text, i + 2)
                j = m.start() if m else n
                yield ("line", src.raw(i), src.raw(j), None)
                i = j
            else:  # '/*'
                k = text.find(b"*/", i + 2)
                star = src.raw(i + 1)
                if k < 0:
                    yield ("block", src.raw(i), len(src.data),
                           (star, None, None))
                    i = n
                else:
                    close_slash = src.raw(k + 1)
                    yield ("block", src.raw(i), close_slash + 1,
                           (star, src.raw(k), close_slash))
                    i = k + 2
        else:  # quote
            j = LIT_BODY[c].match(text, i + 1).end()
            if j < n and text[j] == c:
                i = j + 1
            elif gcc_unterminated:
                i = j          # ends at the logical line end
            else:
                # ends at the end of the physical line of the opening quote
                line = src.line_index(src.raw(i))
                if line + 1 < len(src.line_starts):
                    i = max(i + 1, src.logical(src.line_starts[line + 1]))
                else:
                    i = n


def classify_block(src, start, star, close_star, close_slash):
    data = src.data
    start_line = src.line_index(start)
    end_pos = close_slash if close_slash is not None else len(data)
    if src.line_index(end_pos) == start_line:
        return "single"
    # Multi-line: the rest of the opener's physical line after its '*'.
    star_line = src.line_index(star)
    seg_end = src.line_ends[star_line]
    to_line_end = True
    if close_star is not None and src.line_index(close_star) == star_line:
        seg_end = close_star
        to_line_end = False
    rest = data[star + 1:seg_end]
    if (to_line_end and seg_end < len(data) and rest.endswith(b"\\")):
        rest = rest[:-1]
    rest = rest.strip(BLANKS)
    if rest == b"*":
        return "kernel-doc"
    if rest == b"":
        return "customary"
    for b in rest:
        if (0x30 <= b <= 0x39 or 0x41 <= b <= 0x5A or 0x61 <= b <= 0x7A
                or b >= 0x80):
            return "net-style"
    return "banner"


def classify_file(data, gcc_unterminated=False):
    """Return a list of (line, col, class, trailing) for one file's bytes."""
    src = Source(data)
    comments = list(lex_comments(src, gcc_unterminated))
    # Mark every raw byte that belongs to some comment.
    in_comment = bytearray(len(data) + 1)
    for kind, s, e, extra in comments:
        in_comment[s:e] = b"\x01" * (e - s)
    out = []
    for kind, s, e, extra in comments:
        line = src.line_index(s)
        ls = src.line_starts[line]
        trailing = False
        for p in range(ls, s):
            if not in_comment[p] and data[p] not in BLANKS:
                trailing = True
                break
        if kind == "line":
            cls = "line"
        else:
            cls = classify_block(src, s, *extra)
        out.append((line + 1, s - ls + 1, cls, trailing))
    return out


def main(argv):
    args = argv[1:]
    gcc_unterminated = False
    if args and args[0] == "--gcc-unterminated":
        gcc_unterminated = True
        args = args[1:]
    if args and args[0] == "--":
        args = args[1:]
    status = 0
    out = sys.stdout.buffer
    for path in args:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as exc:
            sys.stderr.write("classify.py: %s: %s\n" % (path, exc.strerror))
            status = 1
            continue
        pb = path.encode("utf-8", "surrogateescape")
        for line, col, cls, trailing in classify_file(data, gcc_unterminated):
            out.write(b"%s:%d:%d: %s%s\n" % (pb, line, col, cls.encode(),
                                            b" trailing" if trailing else b""))
    out.flush()
    return status


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)   # quiet under `| head`
    sys.exit(main(sys.argv))
