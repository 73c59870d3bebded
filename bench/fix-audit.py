#!/usr/bin/env python3
"""fix-audit.py - read a diff that "uniform fix --diff" wrote and look
for the three kinds of damage no fix may do, from the diff alone (no
build, no tree):

  cast      parentheses removed around a lone name that a token able to
            begin an operand follows: "(T)&x" may be a cast, and "T&x"
            is then another expression or none at all;
  margin    a comment margin (" * ") put in front of a line that does not
            begin with text: a mark then a blank or a star (a pasted "+ ",
            ".*", "&  &", "# "), another star, a no-break space, or a line
            of code or of a drawing;
  reorder   a line moved by a reordering (the same lines, in another
            order) whose initializer uses __LINE__ or __COUNTER__ or a
            name that may be a macro (written in capitals, or called)
            and is not on uniform's list of pure names (src/syntax/decl_safe.c).

    python3 bench/fix-audit.py [--tree DIR] [--pure NAME,...] < fix.diff

With --tree, DIR holds the files as they were before the fix: a name
the file declares as a variable (a type's name or a star before it, and
";", ",", "=", ")" or "[" after) is no cast, and its parentheses are not
reported.  Without it every such pair is.

Prints one line per suspect, "KIND path:line: text", then a count per
kind; the exit status is 1 when anything was found.  The parser is a
small tokenizer of C's lines, not a C parser: it errs on the side of
reporting (a suspect is a place to look, which the note then judges).
"""
import difflib
import os
import re
import sys

# Names a reordered initializer may use: uniform's own list of names
# that hide no call and no name (decl_safe_pure in src/syntax/decl_safe.c, read
# from the source so that the audit and the rule cannot drift apart).
def pure_names():
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "syntax", "decl_safe.c")
    with open(src) as f:
        text = f.read()
    m = re.search(r"decl_safe_pure\[\] = \{(.*?)\};", text, re.S)
    return set(re.findall(r'"([A-Za-z_0-9]+)"', m.group(1))) if m else set()


PURE = pure_names() | {"sizeof", "true", "false"}

TOKEN = re.compile(r"""
    (?P<str>L?"(?:\\.|[^"\\])*"?)
  | (?P<chr>L?'(?:\\.|[^'\\])*'?)
  | (?P<num>\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*)
  | (?P<name>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<punct>\+\+|--|->|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^!~<>=?:;,.()\[\]{}#])
  | (?P<other>\S)
""", re.X)

KEYWORDS = {
    "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if",
    "inline", "int", "long", "register", "restrict", "return", "short",
    "signed", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while", "_Bool", "_Complex",
}


def tokens(line):
    """The tokens of one line of C (comments are not expected here)."""
    return [(m.lastgroup, m.group()) for m in TOKEN.finditer(line)]


def can_begin_operand(tok):
    kind, text = tok
    if kind in ("str", "chr", "num"):
        return True
    if kind == "name":
        return text not in KEYWORDS or text == "sizeof"
    return text in ("&", "*", "-", "+", "~", "!", "(", "++", "--")


def cast_removed(old, new):
    """Where "(NAME)" of old lost both parentheses in new, before a token
    that can begin an operand (other edits on the line may be there too)."""
    ot, nt = tokens(old), tokens(new)
    sm = difflib.SequenceMatcher(None, [t[1] for t in ot], [t[1] for t in nt],
                                 autojunk=False)
    kept = set()
    for a, _, size in sm.get_matching_blocks():
        kept.update(range(a, a + size))
    found = []
    for i in range(len(ot) - 3):
        if (ot[i][1] == "(" and ot[i + 1][0] == "name" and ot[i + 2][1] == ")"
                and ot[i + 1][1] not in KEYWORDS and can_begin_operand(ot[i + 3])
                and i not in kept and i + 2 not in kept and i + 1 in kept):
            found.append(ot[i + 1][1])
    return found


MARGIN = re.compile(r"^\s*\*(?:\s|$)")
CODE = re.compile(r"""((?:[ ]=[ ]|->|==|!=|[ ][-+*|&][ ]|<<|>>|\);|[-+*/|&^]=).*;\s*$)|(^[A-Za-z_]\w*\s+\**\s*\w+(\[\w*\])?\s*;\s*$)|(^\s*[{}]\s*$)|(^\s*(if|for|while|switch)\s*\(.*[;({)]\s*$)|(^\s*return\b.*;\s*$)
    |(^\s*\#\s*(if|ifdef|ifndef|define|include|endif|else)\b)""", re.X)
DRAWING = re.compile(r"(\+-{2,})|(-{2,}\+)|(^\s*\|)|(\|\s*$)|(/\\)|(\\/)")


def margin_damage(content):
    """Why a margin put in front of a line reading content is damage."""
    c = content[0]
    if ord(c) > 127 and not c.isalpha():
        return "non-ASCII character %r before the text" % c
    if c in "+.&*|=#~^<>\\" and (len(content) == 1 or content[1] in " \t*"):
        return "line begins with %r and a blank or a star" % c
    if content.endswith("**/"):
        return "closer glued to a star"
    if CODE.search(content):
        return "line of code"
    if DRAWING.search(content):
        return "line of a drawing"
    return None


def added_margins(olds, news):
    """(index in news, content) of each new line that is an old line,
    star-less, given a margin."""
    plain = {o.strip() for o in olds if o.strip() and not MARGIN.match(o)}
    out = []
    for k, n in enumerate(news):
        if not MARGIN.match(n):
            continue
        content = n.lstrip()[1:].strip()
        if content and content in plain:
            out.append((k, content))
    return out


def macro_uses(line):
    """Names in a declaration's initializer that may be macros."""
    eq = line.find("=")
    if eq < 0 or line[eq:eq + 2] == "==":
        return []
    toks = tokens(line[eq + 1:])
    names = []
    for j, (kind, text) in enumerate(toks):
        if kind != "name" or text in PURE or text in KEYWORDS:
            continue
        if text in ("__LINE__", "__COUNTER__"):
            names.append(text)
        elif re.fullmatch(r"[A-Z][A-Z0-9_]+", text):
            names.append(text)
        elif j + 1 < len(toks) and toks[j + 1][1] == "(":
            names.append(text + "()")
    return names


def declared(tree, path, name, cache={}):
    """Whether the file at path under tree declares name as a variable."""
    if tree is None:
        return False
    if path not in cache:
        try:
            with open("%s/%s" % (tree, path), "rb") as f:
                cache[path] = f.read().decode("utf-8", "surrogateescape")
        except OSError:
            cache[path] = ""
    pat = r"(?:\b(?!return\b|case\b|sizeof\b|typedef\b)[A-Za-z_]\w*|\*)\s*\b%s\s*(?:[;,=)\[])" % re.escape(name)
    listed = (r"(?m)^[ \t]*(?!return\b|case\b|goto\b|typedef\b)(?:[A-Za-z_]\w*[ \t]+)+"
              r"[^;(){}\n]*\b%s[ \t]*[,;=\[]" % re.escape(name))
    if re.search(listed, cache[path]):
        return True
    for m in re.finditer(pat, cache[path]):
        head = cache[path].rfind("\n", 0, m.start()) + 1
        if not cache[path][head:m.start()].lstrip().startswith("typedef"):
            return True
    return False


def audit(lines, pure, tree=None):
    PURE.update(pure)
    path = "?"
    out = []
    i = 0
    n = len(lines)
    newline = 0
    while i < n:
        line = lines[i]
        if line.startswith("+++ "):
            path = line[4:].strip()
            if path.startswith("b/"):
                path = path[2:]
            i += 1
            continue
        m = re.match(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@", line)
        if m:
            newline = int(m.group(1))
            i += 1
            continue
        if line.startswith("-") and not line.startswith("--- "):
            olds, news = [], []
            while i < n and lines[i].startswith("-") and not lines[i].startswith("--- "):
                olds.append(lines[i][1:])
                i += 1
            start = newline
            while i < n and lines[i].startswith("+") and not lines[i].startswith("+++ "):
                news.append(lines[i][1:])
                i += 1
                newline += 1
            out.extend(f for f in block(path, start, olds, news)
                       if f[0] != "cast" or not declared(tree, path, f[4]))
            continue
        if line.startswith(" ") or line.startswith("+"):
            newline += 1
        i += 1
    return out


def block(path, start, olds, news):
    found = []
    if len(olds) > 1 and sorted(olds) == sorted(news) and olds != news:
        for k, text in enumerate(news):
            if olds[k] == text:
                continue
            uses = macro_uses(text)
            if uses:
                found.append(("reorder", path, start + k,
                              "moved line uses %s: %s" % (", ".join(uses), text.strip())))
        return found
    for k in range(min(len(olds), len(news))):
        for name in cast_removed(olds[k], news[k]):
            found.append(("cast", path, start + k,
                          "(%s) lost its parentheses: %s" % (name, news[k].strip()), name))
    for k, content in added_margins(olds, news):
        why = margin_damage(content)
        if why:
            found.append(("margin", path, start + k, "%s: %s" % (why, news[k].strip())))
    return found



def main():
    pure = set()
    tree = None
    args = sys.argv[1:]
    while args:
        if args[0] == "--tree" and len(args) > 1:
            tree = args[1]
            args = args[2:]
        elif args[0] == "--pure" and len(args) > 1:
            pure.update(x for x in args[1].split(",") if x)
            args = args[2:]
        else:
            sys.stderr.write(__doc__)
            return 2
    data = sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    found = audit(data.split("\n"), pure, tree)
    counts = {"cast": 0, "margin": 0, "reorder": 0}
    for kind, path, line, text, *_ in found:
        counts[kind] += 1
        print("%s %s:%d: %s" % (kind, path, line, text))
    print("fix-audit: %d cast, %d margin, %d reorder" %
          (counts["cast"], counts["margin"], counts["reorder"]))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
