#!/bin/sh
# fix-build-project.sh - a project still builds after "uniform fix", and
# the fix's diff shows none of the damage bench/fix-audit.py looks for.
#
#   sh bench/fix-build-project.sh DIR 'BUILD COMMAND' [FIX OPTIONS]
#
# DIR is a git work tree of a C project, already built once with BUILD
# COMMAND (run in DIR: "make -j2", "make -C bld -j2"), with no changes of
# its own.  Runs "uniform fix --diff FIX OPTIONS ." in DIR (default
# options: every rule that fixes, on every line: "--rule all --set
# uniform_scope=all"), reads the diff with bench/fix-audit.py, applies
# it, runs BUILD COMMAND again and prints: the files fix changed, how
# many of the changed .c files the build compiled again (see below),
# whether the build passed, and the audit's findings.  The work tree is put back as it was at the end (git
# checkout of the changed files), and the objects rebuilt once more.
#
# Exit status 1 when the build fails or the audit finds anything.
# Nothing here runs in CI: the projects are fetched by hand
# (docs/research/accuracy.md names the commits measured).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
[ $# -ge 2 ] || { sed -n '2,/^set -eu/p' "$0" | sed '$d' >&2; exit 2; }
dir=$1
build=$2
shift 2
[ $# -gt 0 ] || set -- --rule all --set uniform_scope=all
[ -x "$uniform" ] || make -s -C "$here/.." uniform
cd "$dir"
[ -z "$(git status --porcelain --untracked-files=no)" ] ||
	{ echo "fix-build-project.sh: $dir has changes of its own; commit or stash them" >&2; exit 2; }
out=$(mktemp -d)
trap 'git checkout -q -- . 2>/dev/null; rm -rf "$out"' EXIT
rc=0
"$uniform" fix --diff "$@" . >"$out/fix.diff" 2>"$out/fix.err" || rc=$?
[ $rc -le 1 ] || { echo "FAIL: uniform fix ended with status $rc: $(tail -n 3 "$out/fix.err")"; exit 1; }
status=0
python3 "$here/fix-audit.py" --tree . <"$out/fix.diff" >"$out/audit" || status=1
sed -n 's|^diff --git a/\(.*\) b/.*|\1|p' "$out/fix.diff" >"$out/changed"
echo "uniform fix $* in $dir: $(wc -l <"$out/changed") files changed, $(grep -c '^@@ ' "$out/fix.diff" || true) hunks; $(tail -n 1 "$out/fix.err")"
touch "$out/stamp"
sleep 1
git apply --whitespace=nowarn "$out/fix.diff"
if sh -c "$build" >"$out/build.log" 2>&1; then
	echo "build after the fix: passed"
else
	echo "FAIL: build after the fix:"
	grep -E 'error|Error' "$out/build.log" | head -n 20
	status=1
fi
# Which changed .c files were compiled again: an object named after it
# written since the stamp (make's foo.o, libtool's foo.o, cmake's
# foo.c.o), or a dependency file written since that names it (a file a
# bundle or a unity build includes: gcc's .d, automake's .Po and .Plo,
# cmake's compiler_depend.make).
find . -name '*.o' -newer "$out/stamp" | sed 's|.*/||; s|\.c\.o$|.c|; s|\.o$|.c|' >"$out/objs"
find . \( -name '*.d' -o -name '*.Po' -o -name '*.Plo' -o -name 'compiler_depend.make' \) \
	-newer "$out/stamp" -exec grep -ohE '[A-Za-z0-9_./+-]+\.c\b' {} + >"$out/deps" 2>/dev/null || true
grep '\.c$' "$out/changed" >"$out/cfiles" || true
awk 'FILENAME == ARGV[1] { obj[$0] = 1; next }
	FILENAME == ARGV[2] { sub(/^(\.\.?\/)+/, ""); dep[$0] = 1; next }
	{ n = split($0, q, "/"); hit = (q[n] in obj) || ($0 in dep)
	  if (!hit) for (k in dep) if (substr(k, length(k) - length($0)) == "/" $0) { hit = 1; break }
	  print (hit ? "yes " : "no ") $0 }' "$out/objs" "$out/deps" "$out/cfiles" >"$out/compiled"
echo "changed .c files compiled again: $(grep -c '^yes ' "$out/compiled" || true) of $(wc -l <"$out/cfiles")"
sed -n 's/^no /    not compiled here: /p' "$out/compiled" | head -n 30
cat "$out/audit" | tail -n 40
git checkout -q -- .
sh -c "$build" >/dev/null 2>&1 || true
exit $status
