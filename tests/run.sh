#!/bin/sh
# run.sh - run every test against one build of uniform.
#
#   sh tests/run.sh UNIFORM TEST_LEX
#
# Each part records one line per test in $RESULTS ("pass NAME" or
# "fail NAME"); the summary line at the end counts them, and the exit
# status is 1 when anything failed.  The last, tree/untouched, fails when
# a test wrote into the checkout (see untouched.sh).
set -u
here=$(cd "$(dirname "$0")" && pwd)
uniform=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
test_lex=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
RESULTS=$(mktemp)
export RESULTS
trap 'rm -f "$RESULTS"' EXIT
# shellcheck source=tests/untouched.sh
. "$here/untouched.sh"
untouched_begin "$(cd "$here/.." && pwd)"

"$test_lex" >"$RESULTS.unit" 2>&1
unit_status=$?
grep -E '^(pass|fail) ' "$RESULTS.unit" >>"$RESULTS"
grep -v -E '^(pass|fail) ' "$RESULTS.unit"
grep '^fail ' "$RESULTS.unit"
rm -f "$RESULTS.unit"
[ $unit_status -eq 0 ] || echo "fail unit-test-binary-exit-$unit_status" >>"$RESULTS"

sh "$here/golden.sh" "$uniform" ||
	echo "fail golden/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/cli.sh" "$uniform" ||
	echo "fail cli/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/git.sh" "$uniform" ||
	echo "fail git/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/hostile.sh" "$uniform" ||
	echo "fail hostile/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/integrate.sh" "$uniform" ||
	echo "fail integrate/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/kill.sh" "$uniform" ||
	echo "fail kill/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/html.sh" "$uniform" ||
	echo "fail html/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/lsp.sh" "$uniform" ||
	echo "fail lsp/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/layers.sh" "$uniform" ||
	echo "fail layers/the-script-itself-ended-with-status-$?" >>"$RESULTS"
sh "$here/readme.sh" "$uniform" ||
	echo "fail readme/the-script-itself-ended-with-status-$?" >>"$RESULTS"
untouched_end tree/untouched

passed=$(grep -c '^pass ' "$RESULTS")
failed=$(grep -c '^fail ' "$RESULTS")
if [ "$failed" -ne 0 ]; then
	echo "failed tests:"
	grep '^fail ' "$RESULTS" | sed 's/^fail /  /'
fi
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
