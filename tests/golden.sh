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
# stderr are compared with NAME.c.expected.  On a difference NAME.c.got
# is kept.  With UPDATE=1 the expected files are rewritten instead
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
trap 'rm -rf "$scratch"' EXIT

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
		"$uniform" check --color=never $args --patch "$f" 2>"$f.err"
	elif [ "$kind" = fix ]; then
		rm -rf "$scratch/w" && mkdir "$scratch/w" && git init -q "$scratch/w" &&
			cp "$f" "$scratch/w/$f"
		# shellcheck disable=SC2086
		(cd "$scratch/w" && "$uniform" "$@" $args "$f") 2>"$f.err"
	elif [ "$kind" = check ]; then
		rm -rf "$scratch/c" && mkdir "$scratch/c" && cp "$f" "$scratch/c/$f"
		# shellcheck disable=SC2086 # ARGS is a word list
		(cd "$scratch/c" && "$uniform" "$@" $args "$f") 2>"$f.err"
	else
		# shellcheck disable=SC2086 # ARGS is a word list
		"$uniform" "$@" $args "$f" 2>"$f.err"
	fi
	echo "exit $?"
	cat "$f.err"
	rm -f "$f.err"
}

for dir in census check patch fix; do
	cd "$top/$dir" || exit 1
	for f in *.c *.h *.patch; do
		[ -f "$f" ] || continue
		run_one "$dir" "$f" >"$f.got"
		name=golden/$dir/$f
		if [ "${UPDATE:-}" = 1 ]; then
			mv "$f.got" "$f.expected"
			echo "pass $name (updated)" >>"$RESULTS"
			continue
		fi
		status=pass
		case $f in
		*-yes.c | *-yes.patch) grep -q "^exit 1$" "$f.got" || { echo "--- $name: no finding"; status=fail; } ;;
		*-no.c | *-no.patch) grep -q "^exit 0$" "$f.got" || { echo "--- $name: findings"; status=fail; } ;;
		esac
		if ! cmp -s "$f.got" "$f.expected"; then
			echo "--- $name: expected vs got"
			diff "$f.expected" "$f.got" | head -20
			status=fail
		fi
		[ $status = pass ] && rm -f "$f.got"
		echo "$status $name" >>"$RESULTS"
	done
done
