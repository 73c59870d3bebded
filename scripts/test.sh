#!/bin/sh
# test.sh - the whole test suite, as CI runs it:
#   1. gcc with -Werror, then every test;
#   2. clang with -Werror, then every test;
#   3. AddressSanitizer + UndefinedBehaviorSanitizer build, then every test;
#   4. each libFuzzer target for 60 seconds (FUZZ_TIME to change it).
# Exits non-zero when any build or test fails.
set -eu
cd "$(dirname "$0")/.."
sh scripts/deps.sh test
status=0
run() {
	echo "== $*"
	"$@" || status=1
}
run make -s clean
run make -s check CC=gcc WERROR=1
run make -s clean
run make -s check CC=clang WERROR=1
run make -s check-asan CC=clang WERROR=1
run make -s fuzz-smoke WERROR=1 FUZZ_TIME="${FUZZ_TIME:-60}"
if [ $status -ne 0 ]; then
	echo "test.sh: FAILED" >&2
fi
exit $status
