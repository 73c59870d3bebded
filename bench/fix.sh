#!/bin/sh
# fix.sh - uniform fix over the whole kernel tree, and proof it is safe.
#
#   sh bench/fix.sh [EXTRA FIX OPTIONS]
#
# On the tree from ../shared/corpus.sh (linux-source-6.1): runs
# "uniform fix --preset linux --diff" over all of it (writing nothing),
# then checks that
#   1. the patch applies to the pristine tree (git apply --check);
#   2. on a copy of the files it touches, with the patch applied, a
#      second "uniform fix --diff" finds nothing left to fix;
#   3. no file failed the token comparison (no "internal error").
# Prints files changed, hunks, fixes, findings left without a fix, and
# the time of the fix run.  Exit status 1 when a check fails.
set -eu
. "$(dirname "$0")/lib.sh"
cd "$tree"
status=0
start=$(date +%s.%N)
"$uniform" fix --preset linux --diff "$@" . >"$out/fix.diff" 2>"$out/fix.err" || rc=$?
end=$(date +%s.%N)
rc=${rc:-0}
echo "uniform fix --preset linux --diff $*: exit status $rc, $(echo "$end - $start" | bc) s"
tail -n 1 "$out/fix.err"
echo "files changed: $(grep -c '^diff --git ' "$out/fix.diff" || true)"
echo "hunks: $(grep -c '^@@ ' "$out/fix.diff" || true)"
if grep -q 'internal error' "$out/fix.err"; then
	echo "FAIL: files failed the token comparison:"
	grep 'internal error' "$out/fix.err" | head
	status=1
else
	echo "token comparison: passed for every file"
fi
if git apply --check "$out/fix.diff" 2>"$out/apply.err"; then
	echo "git apply --check on the pristine tree: applies"
else
	echo "FAIL: git apply --check: $(head -n 5 "$out/apply.err")"
	status=1
fi
# The touched files, copied and patched, have nothing left to fix.
mkdir "$out/copy"
sed -n 's|^diff --git a/\(.*\) b/.*|\1|p' "$out/fix.diff" >"$out/files"
tar -cf - -T "$out/files" | tar -xf - -C "$out/copy"
(cd "$out/copy" && git apply --whitespace=nowarn "$out/fix.diff")
(cd "$out/copy" && "$uniform" fix --preset linux --diff "$@" . >"$out/again.diff" 2>"$out/again.err") || true
if [ -s "$out/again.diff" ]; then
	echo "FAIL: fixable findings left after the patch: $(grep -c '^@@ ' "$out/again.diff") hunks"
	head -n 20 "$out/again.diff"
	status=1
else
	echo "second fix on the patched files: nothing left to fix"
fi
exit $status
