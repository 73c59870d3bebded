#!/usr/bin/env python3
"""doc-links.py - every relative link of the documents leads somewhere.

    python3 tests/doc-links.py REPO [FILE.md ...]

Reads README.md and every docs/**/*.md of REPO (or the files named) and
checks each Markdown link that is not a URL: the file it names exists,
and an anchor (#name) is a heading of that file, as GitHub makes
anchors (lower case, punctuation but '-' and '_' dropped, spaces made
'-', a repeated heading numbered -1, -2, ...). Prints each broken link
as FILE:LINE: target, and exits 1 when there is one.
"""
import os
import re
import sys

LINK = re.compile(r'(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)')
FENCE = re.compile(r'^\s*(```|~~~)')


def anchors(path, cache={}):
    """The anchors of the headings of the Markdown file path."""
    if path in cache:
        return cache[path]
    seen, out = {}, set()
    fenced = False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if FENCE.match(line):
                fenced = not fenced
                continue
            m = None if fenced else re.match(r'^#{1,6}\s+(.*?)\s*#*\s*$', line)
            if not m:
                continue
            text = re.sub(r'`([^`]*)`', r'\1', m.group(1))
            text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', text)
            slug = re.sub(r'[^\w\- ]', '', text.lower()).replace(' ', '-')
            n = seen.get(slug, 0)
            seen[slug] = n + 1
            out.add(slug if n == 0 else "%s-%d" % (slug, n))
    cache[path] = out
    return out


def check(repo, path):
    """The broken links of the Markdown file path, as messages."""
    bad = []
    fenced = False
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    for no, line in enumerate(lines, 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        for target in LINK.findall(re.sub(r'`[^`]*`', '', line)):
            if re.match(r'^[a-z][a-z0-9+.-]*:', target):
                continue	# a URL: http:, https:, mailto:, file:
            name, _, anchor = target.partition('#')
            dest = os.path.normpath(os.path.join(os.path.dirname(path), name)) if name else path
            where = "%s:%d: %s" % (os.path.relpath(path, repo), no, target)
            if not os.path.exists(dest):
                bad.append(where + " (no such file)")
            elif anchor and dest.endswith('.md') and anchor not in anchors(dest):
                bad.append(where + " (no such heading)")
    return bad


def main():
    repo = sys.argv[1]
    files = sys.argv[2:]
    if not files:
        files = [os.path.join(repo, "README.md")]
        for root, _, names in os.walk(os.path.join(repo, "docs")):
            files += [os.path.join(root, n) for n in sorted(names) if n.endswith('.md')]
    bad = []
    for f in files:
        bad += check(repo, f)
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
