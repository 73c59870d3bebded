#!/bin/sh
# run.sh - run libFuzzer targets for a while each, from a seed corpus.
#
#   sh fuzz/run.sh SECONDS build/fuzz/fuzz_NAME...
#
# The seed corpus of every target is the test fixtures and the examples,
# plus fuzz/seeds/NAME/ where a target reads something else (settings);
# what a run adds is kept in build/fuzz/corpus-NAME for the next run.
# Crashing inputs land in build/fuzz/crash-NAME-*; the script fails if
# any target fails.  Regression inputs found so far live in
# fuzz/regressions/NAME/ and are replayed first.
set -eu
secs=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
# A leak inside libeditorconfig is not ours (see tests/lsan.supp).
LSAN_OPTIONS="suppressions=$here/../tests/lsan.supp:print_suppressions=0"
export LSAN_OPTIONS
# one TARGET: seed, replay the regressions, fuzz; "ok" or "bad" in the
# file build/fuzz/NAME.result, the output in build/fuzz/NAME.out.
one() {
	target=$1
	name=$(basename "$target" | sed 's/^fuzz_//')
	corpus=build/fuzz/corpus-$name
	result=ok
	mkdir -p "$corpus"
	cp "$here"/../tests/census/*.c "$here"/../tests/check/*.c \
		"$here"/../tests/fix/*.c "$here"/../tests/patch/*.patch \
		"$corpus"/ 2>/dev/null || true
	find "$here/../examples" -name '*.[ch]' -exec cp {} "$corpus"/ \;
	[ -d "$here/seeds/$name" ] && cp "$here/seeds/$name"/* "$corpus"/
	if [ -d "$here/regressions/$name" ]; then
		echo "== $name: replaying regressions"
		"$target" "$here/regressions/$name"/* 2>&1 || result=bad
	fi
	echo "== $name: fuzzing for $secs s"
	# -timeout: an input that takes 20 s is a hang, and a failure.
	"$target" -max_total_time="$secs" -timeout=20 -print_final_stats=1 \
		-artifact_prefix="build/fuzz/crash-$name-" "$corpus" \
		>"build/fuzz/$name.log" 2>&1 || {
		result=bad
		tail -40 "build/fuzz/$name.log"
	}
	grep -E '^stat::number_of_executed_units|^Done' "build/fuzz/$name.log" || true
	echo "$result" >"build/fuzz/$name.result"
}

# Two targets at a time: one per core.
mkdir -p build/fuzz
rm -f build/fuzz/*.result
while [ $# -gt 0 ]; do
	one "$1" >"build/fuzz/$(basename "$1").out" 2>&1 &
	first=$!
	second=
	if [ $# -gt 1 ]; then
		one "$2" >"build/fuzz/$(basename "$2").out" 2>&1 &
		second=$!
	fi
	wait "$first" || true
	[ -n "$second" ] && { wait "$second" || true; }
	cat "build/fuzz/$(basename "$1").out"
	[ $# -gt 1 ] && cat "build/fuzz/$(basename "$2").out"
	shift
	[ $# -gt 0 ] && shift
done
status=0
ok=0
bad=0
for f in build/fuzz/*.result; do
	[ -f "$f" ] || continue
	if [ "$(cat "$f")" = ok ]; then ok=$((ok + 1)); else bad=$((bad + 1)); status=1; fi
	rm -f "$f"
done
echo "fuzz: $ok passed, $bad failed"
exit $status
