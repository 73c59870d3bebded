#!/bin/sh
# long-lines.sh - time and peak memory of the aspects on long lines.
#
#   sh bench/long-lines.sh [UNIFORM]...
#
# For each size (128 KB, 256 KB, 512 KB and 10 MB), a file of three lines
# of that size: "int * a;" again and again (a pointer-star place every 8
# bytes), an if followed by " else if (a) { a++; }" again and again (an
# else every 21), and "a = sizeof a" then " + sizeof a" again and again
# (a sizeof every 11).  Each UNIFORM (default: the one at the top of the
# repository) runs three commands on each file: check with the three
# rules (else held to own-line, so that every place is a finding), the
# census of every aspect with --list, and fix --diff with the three
# rules.  Prints CPU seconds (user + system) and peak resident memory
# per run; a run is stopped after $TIMEOUT seconds of wall time (120 by
# default), shown as "-".  SIZES, in bytes, replaces the four sizes.
# Needs GNU time.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "$here/../uniform"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# gen BYTES FILE: the three lines, each BYTES long or a little less.
gen() {
	awk -v n="$1" 'BEGIN {
		for (i = 0; i < int(n / 8); i++) printf "int * a;"
		printf "\nvoid f(int a)\n{\n\tif (a) { a++; }"
		for (i = 0; i < int((n - 16) / 21); i++) printf " else if (a) { a++; }"
		printf "\n\ta = sizeof a"
		for (i = 0; i < int((n - 13) / 11); i++) printf " + sizeof a"
		printf ";\n}\n"
	}' >"$2"
}

rules="--rule pointer-star,sizeof,else --set uniform_else=own-line"
printf '%-8s %-7s %-40s %10s %12s\n' size command binary "cpu s" "peak KB"
for size in ${SIZES:-131072 262144 524288 10485760}; do
	gen "$size" "$out/l.c"
	for cmd in check census fix; do
		case $cmd in
		check) args="check --format json $rules" ;;
		census) args="census --aspect all --list" ;;
		fix) args="fix --diff $rules" ;;
		esac
		for u in "$@"; do
			rm -f "$out/t"
			# shellcheck disable=SC2086 # $args is a word list
			timeout "${TIMEOUT:-120}" /usr/bin/time -f '%U %S %M' -o "$out/t" \
				"$u" $args "$out/l.c" >/dev/null 2>&1 || true
			tail -n 1 "$out/t" 2>/dev/null | awk -v s="$size" -v c="$cmd" -v u="$u" '
				NF == 3 && $1 ~ /^[0-9.]+$/ { r = $0 }
				END {
					if (r == "") { printf "%-8s %-7s %-40s %10s %12s\n", s, c, u, "-", "-"; exit }
					split(r, f, " ")
					printf "%-8s %-7s %-40s %10.2f %12d\n", s, c, u, f[1] + f[2], f[3]
				}'
		done
	done
done
