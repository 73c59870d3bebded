#!/usr/bin/env python3
# kw-hash.py - find multipliers for token.c's perfect keyword hash.
#
#   python3 scripts/kw-hash.py [src/syntax/token.c]
#
# Reads the keywords of kw_entries in src/syntax/token.c, searches for
# multipliers A, B, C, D such that
#   (s[0]*A + s[n/2]*B + s[n-1]*C + n*D) & 511
# puts no two keywords in one slot, and prints the multipliers and the
# kw_slot and kw_lengths initializers to paste, with kw_hash changed to
# match.  Run it after adding a keyword when test_lex's token:keywords
# test fails.
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "src/syntax/token.c"
text = open(path, encoding="utf-8").read()
entries = re.findall(r'\t\{ "([^"]+)", (\d+), (KW_\w+) \},', text)
names = [e[0] for e in entries]
for name, length, _ in entries:
    if len(name) != int(length):
        sys.exit(f"kw-hash.py: the length of {name!r} is {len(name)}, not {length}")
if max(len(n) for n in names) > 17:
    sys.exit("kw-hash.py: a keyword longer than 17 bytes needs a wider kw_mask")


def slot(name, a, b, c, d):
    n = len(name)
    return (ord(name[0]) * a + ord(name[n // 2]) * b + ord(name[n - 1]) * c
            + n * d) & 511


def search():
    for a in range(1, 64):
        for b in range(1, 64):
            for c in range(1, 64):
                for d in (1, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31):
                    slots = {slot(n, a, b, c, d) for n in names}
                    if len(slots) == len(names):
                        return a, b, c, d
    return None


found = search()
if not found:
    sys.exit("kw-hash.py: no multipliers found; widen the search")
a, b, c, d = found
print(f"multipliers: s[0] * {a}, s[n / 2] * {b}, s[n - 1] * {c}, n * {d}")
order = sorted(names, key=lambda n: slot(n, a, b, c, d))
print("kw_entries order (entry 0 stays empty):")
for n in order:
    print("  ", n)
items = [f"[{slot(n, a, b, c, d)}] = {i + 1}" for i, n in enumerate(order)]
line = "\t"
for item in items:
    if len((line + item + ",").expandtabs(8)) > 79:
        print(line.rstrip())
        line = "\t"
    line += item + ", "
print(line.rstrip())
lengths = {}
for n in names:
    lengths[n[0]] = lengths.get(n[0], 0) | 1 << len(n)
print("kw_lengths initializer:")
print("\t" + ", ".join(f"['{c}'] = {m:#x}" for c, m in sorted(lengths.items())))
