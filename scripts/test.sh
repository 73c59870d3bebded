#!/bin/sh
# test.sh - the whole test suite, as CI runs it:
#   1. gcc with -Werror, then every test, then the golden, hostile and
#      html tests again with uniform under valgrind memcheck (valgrind
#      3.19 cannot read the DWARF 5 of clang 14, so this is the gcc
#      build; cli.sh under valgrind, half of its time, is
#      "make check-valgrind" alone: CI's fifteen minutes do not hold it);
#   2. clang with -Werror, and the unit tests (every other test runs in
#      step 3, on clang's AddressSanitizer build: a third full run took
#      two minutes of a CI limited to fifteen);
#   3. AddressSanitizer + UndefinedBehaviorSanitizer build, then every test;
#   4. each libFuzzer target for 15 seconds, a smoke (FUZZ_TIME to change
#      it; long runs are fuzz/run.sh alone, reported in docs/).
# Exits non-zero when any build or test fails.
set -eu
cd "$(dirname "$0")/.."
sh scripts/deps.sh test
status=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
	echo "== $*"
	"$@" >"$log.one" 2>&1 || status=1
	cat "$log.one"
	cat "$log.one" >>"$log"
	rm -f "$log.one"
}
run make -s clean
run make -s check CC=gcc WERROR=1
run env VALGRIND_CLI=0 make -s check-valgrind CC=gcc WERROR=1
run make -s clean
run make -s uniform build/test_lex CC=clang WERROR=1
run build/test_lex
run make -s check-asan CC=clang WERROR=1
run make -s fuzz-smoke WERROR=1 FUZZ_TIME="${FUZZ_TIME:-15}"
# One closing line for the whole suite: every build's tests and the fuzz runs.
sums=$(sed -n 's/^\(tests\|fuzz\): \([0-9]*\) passed, \([0-9]*\) failed$/\2 \3/p' "$log" |
	awk '{ p += $1; f += $2 } END { print p + 0, f + 0 }')
passed=${sums% *}
failed=${sums#* }
[ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1	# a build failed
if [ $status -ne 0 ]; then
	echo "test.sh: FAILED" >&2
fi
echo "total: $passed passed, $failed failed"
exit $status
