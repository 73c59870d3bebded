#!/bin/sh
# golden.sh - golden tests with sidecar expected files.
#
#   tests/census/NAME.c   run as "uniform census --list NAME.c"
#   tests/check/NAME.c    run as "uniform check --color=never [ARGS] NAME.c",
#                         ARGS from NAME.c.args when it exists, in a
#                         scratch directory holding only NAME.c: by
#                         default a file is held to its directory's
#                         practice, which the other fixtures must not make
#   tests/patch/NAME.patch  run as "uniform check --color=never [ARGS]
#                         --patch NAME.patch"
#   tests/fix/NAME.c      run as "uniform fix --diff [ARGS] NAME.c": the
#                         expected file shows the fix as a diff; run in
#                         a scratch git work tree holding only NAME.c,
#                         since the diff names files from the top of the
#                         work tree around the current directory
#
# Each is run from its own directory; stdout, then the exit status, then
# stderr are compared with NAME.c.expected.  The outputs are written to a
# temporary directory, never into the checkout (which may be read-only);
# on a difference DIR/NAME.c.got is kept there, and the script prints
# where.  With UPDATE=1 the expected files are rewritten instead
# (review the diff before committing).  Fixtures named *-yes.c must give
# at least one finding and *-no.c none, whatever the expected file says.
set -u
uniform=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
top=$(cd "$(dirname "$0")" && pwd)
# The fixtures are outside any repository, whether or not the checkout
# is one: --format github names files from the top of the repository.
GIT_CEILING_DIRECTORIES=$top
export GIT_CEILING_DIRECTORIES
scratch=$(mktemp -d)
got=$scratch/got
mkdir "$got" "$got/census" "$got/check" "$got/patch" "$got/fix"
# Kept when a test failed: the outputs of the failed tests, in $got.
finish() {
	rm -rf "$scratch/w" "$scratch/c" "$scratch/err"
	if [ -n "$(find "$got" -type f)" ]; then
		echo "golden.sh: the output of each failed test is in $got/DIR/FILE.got"
	else
		rm -rf "$scratch"
	fi
}
trap finish EXIT

run_one() {	# DIR FILE
	kind=$1
	f=$2
	args=""
	[ -f "$f.args" ] && args=$(cat "$f.args")
	case $kind in
	census) set -- census --list ;;
	check | patch) set -- check --color=never ;;
	fix) set -- fix --diff ;;
	esac
	if [ "$kind" = patch ]; then
		# shellcheck disable=SC2086 # ARGS is a word list
		"$uniform" check --color=never $args --patch "$f" 2>"$scratch/err"
	elif [ "$kind" = fix ]; then
		rm -rf "$scratch/w" && mkdir "$scratch/w" && git init -q "$scratch/w" &&
			cp "$f" "$scratch/w/$f"
		# shellcheck disable=SC2086
		(cd "$scratch/w" && "$uniform" "$@" $args "$f") 2>"$scratch/err"
	elif [ "$kind" = check ]; then
		rm -rf "$scratch/c" && mkdir "$scratch/c" && cp "$f" "$scratch/c/$f"
		# shellcheck disable=SC2086 # ARGS is a word list
		(cd "$scratch/c" && "$uniform" "$@" $args "$f") 2>"$scratch/err"
	else
		# shellcheck disable=SC2086 # ARGS is a word list
		"$uniform" "$@" $args "$f" 2>"$scratch/err"
	fi
	echo "exit $?"
	cat "$scratch/err"
	rm -f "$scratch/err"
}

for dir in census check patch fix; do
	cd "$top/$dir" || exit 1
	for f in *.c *.h *.patch; do
		[ -f "$f" ] || continue
		out=$got/$dir/$f.got
		run_one "$dir" "$f" >"$out"
		name=golden/$dir/$f
		if [ "${UPDATE:-}" = 1 ]; then
			mv "$out" "$f.expected"
			echo "pass $name (updated)" >>"$RESULTS"
			continue
		fi
		status=pass
		case $f in
		*-yes.c | *-yes.patch) grep -q "^exit 1$" "$out" || { echo "--- $name: no finding"; status=fail; } ;;
		*-no.c | *-no.patch) grep -q "^exit 0$" "$out" || { echo "--- $name: findings"; status=fail; } ;;
		esac
		if ! cmp -s "$out" "$f.expected"; then
			echo "--- $name: expected vs got"
			diff "$f.expected" "$out" | head -20
			status=fail
		fi
		[ $status = pass ] && rm -f "$out"
		echo "$status $name" >>"$RESULTS"
	done
done
