#!/bin/sh
# golden.sh - census golden tests: tests/census/NAME.c beside NAME.c.expected.
#
# Each fixture is run as "uniform census --list NAME.c" from its own
# directory; stdout, then stderr, then the exit status are compared with
# the expected file.  On a difference NAME.c.got is kept.  With
# UPDATE=1 the expected files are rewritten instead (review the diff!).
set -u
uniform=$1
dir=$(cd "$(dirname "$0")/census" && pwd)
cd "$dir" || exit 1
for f in *.c *.h; do
	[ -f "$f" ] || continue
	got="$f.got"
	{
		"$uniform" census --list "$f" 2>"$f.err"
		echo "exit $?"
		cat "$f.err"
	} >"$got"
	rm -f "$f.err"
	if [ "${UPDATE:-}" = 1 ]; then
		mv "$got" "$f.expected"
		echo "pass golden/$f (updated)" >>"$RESULTS"
	elif cmp -s "$got" "$f.expected"; then
		rm -f "$got"
		echo "pass golden/$f" >>"$RESULTS"
	else
		echo "--- golden/$f: expected vs got"
		diff "$f.expected" "$got" | head -20
		echo "fail golden/$f" >>"$RESULTS"
	fi
done
