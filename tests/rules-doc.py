"""Hold docs/rules.md to the rule table of the binary.

Usage: python3 tests/rules-doc.py UNIFORM RULES_MD
Prints one line per disagreement and exits 1 when there is any: a rule
without its section (or in another order), a first paragraph other than
the rule's text in --list-rules (its '*' written '\\*', and wrapped),
a default or a fix mark the binary does
not bear out, a settings key --list-keys does not know, or an example
that does not do what it shows (the wrong one gives no finding of its
rule, or the right one gives one), checked alone in a scratch directory
with the arguments its heading names.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile


def run(uniform, *args, cwd=None):
    return subprocess.run([uniform, *args], capture_output=True, text=True, cwd=cwd).stdout


def rules(uniform):
    """(name, on or off, text) of each rule, from --list-rules."""
    out = []
    for line in run(uniform, "check", "--list-rules").splitlines():
        m = re.match(r"^(\S+)\s+(on|off)\s+(.*)$", line)
        out.append((m[1], m[2], m[3]))
    return out


def sections(text):
    """Each '## name' section: its name and its body."""
    parts = re.split(r"^## (\S+)\n", text, flags=re.M)
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts), 2)]


def check_example(uniform, rule, args, code):
    """Findings of rule on code, and whether uniform fix can fix them."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "x.c"), "w") as f:
            f.write(code)
        out = run(uniform, "check", "--color=never", *args, "x.c", cwd=d)
    lines = [l for l in out.splitlines() if l.endswith(f"[{rule}]")]
    return len(lines), any(": warning: [*] " in l for l in lines)


def main():
    uniform, path = os.path.abspath(sys.argv[1]), sys.argv[2]
    text = open(path, encoding="utf-8").read()
    keys = {l.split()[0] for l in run(uniform, "check", "--list-keys").splitlines()}
    table, doc = rules(uniform), sections(text)
    bad = []
    if [r[0] for r in table] != [s[0] for s in doc]:
        bad.append(f"sections {[s[0] for s in doc]} against rules {[r[0] for r in table]}")
    for (name, on, help_text), (_, body) in zip(table, doc):
        paras = [p.strip() for p in body.split("\n\n") if p.strip()]
        if " ".join(paras[0].replace("\\*", "*").split()) != help_text:
            bad.append(f"{name}: the first paragraph is not the rule's text in --list-rules")
        m = re.search(r"\*\*Default:\*\* (on|off)\.\s+\*\*Settings:\*\*\s+(.*?)\.\s+\*\*Fix:\*\*\s+(yes|no)\.", body, re.S)
        if not m:
            bad.append(f"{name}: no '**Default:** ... **Settings:** ... **Fix:** ...' line")
            continue
        if m[1] != on:
            bad.append(f"{name}: the page says {m[1]} by default, the binary {on}")
        for key in re.findall(r"`([a-z_]+)`", m[2]):
            if key not in keys:
                bad.append(f"{name}: {key} is no settings key")
        w = re.search(r"Wrong \(`uniform check([^`]*)`\):\n\n```c\n(.*?)```\n\nRight:\n\n```c\n(.*?)```", body, re.S)
        if not w:
            bad.append(f"{name}: no wrong and right example")
            continue
        args = shlex.split(w[1])
        n, fixable = check_example(uniform, name, args, w[2])
        if n == 0:
            bad.append(f"{name}: the wrong example gives no finding of {name}")
        if fixable != (m[3] == "yes"):
            bad.append(f"{name}: the page says fix {m[3]}, uniform fix says {'yes' if fixable else 'no'}")
        if check_example(uniform, name, args, w[3])[0]:
            bad.append(f"{name}: the right example gives a finding of {name}")
    for b in bad:
        print(f"{path}: {b}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
