#!/bin/sh
# fix-checkpatch.sh - does uniform fix give checkpatch anything new to say?
#
#   sh bench/fix-checkpatch.sh [-j N] [-p PRESET] [-o OPTIONS] [-t TYPES]
#                              [-k DIR] [-c DIR] TREE [DIR...]
#
# TREE is a Linux source tree (checkpatch 6.1 wants linux-source-6.1); the
# DIRs, paths from its top, default to crypto drivers/crypto net/ipv4 lib.
# The DIRs are copied into a scratch tree with the same paths (checkpatch
# judges some files by their path: net/ gets the networking comment
# rule), "uniform fix --preset PRESET OPTIONS" (default linux-6.10, the
# conventions of checkpatch until 6.10; OPTIONS, split at blanks, such as
# "--no-rule redundant-parens") rewrites the copy, and TREE's own
# scripts/checkpatch.pl runs on every file the fix changed, before and
# after, with
#   --no-tree -f --terse --no-summary --show-types [--types TYPES]
# (every type unless -t names some, comma-separated: say
# BLOCK_COMMENT_STYLE,CODE_INDENT,SPDX_LICENSE_TAG for the comment and
# indentation ones; the count of a type no fix touches stays as it was).
# checkpatch takes about a second a file: it runs on the changed files
# only, 20 files at a time, N runs at once (-j, default 2).
#
# Prints the files the fix changed, then per checkpatch type (as
# SEVERITY:TYPE) the count before, after and the difference, and for each
# type that grew the files where it did.  -k DIR keeps the fix's diff and
# both checkpatch outputs in DIR.  -c DIR caches checkpatch's output on
# TREE's files there, one file each, for the next runs (TREE must not
# change meanwhile; the types must stay the same).  Exit status 1 when any
# type grew (or the fix failed), 2 on a usage error.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
preset=linux-6.10
opts=
types=
keep=
cache=
jobs=2
usage() {
	echo "usage: sh bench/fix-checkpatch.sh [-j N] [-p PRESET] [-o OPTIONS]" \
		"[-t TYPES] [-k DIR] [-c DIR] TREE [DIR...]" >&2
	exit 2
}
while getopts j:p:o:t:k:c: o; do
	case $o in
	j) jobs=$OPTARG ;;
	p) preset=$OPTARG ;;
	o) opts=$OPTARG ;;
	t) types=$OPTARG ;;
	k) keep=$OPTARG ;;
	c) cache=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
case $jobs in '' | *[!0-9]* | 0) usage ;; esac
[ $# -ge 1 ] || usage
tree=$(cd "$1" && pwd)
shift
[ $# -gt 0 ] || set -- crypto drivers/crypto net/ipv4 lib
checkpatch=$tree/scripts/checkpatch.pl
[ -f "$checkpatch" ] || { echo "fix-checkpatch: $checkpatch: no such file" >&2; exit 2; }
[ -x "$uniform" ] || make -s -C "$here/.." uniform
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

mkdir "$out/copy"
(cd "$tree" && tar -cf - "$@") | tar -xf - -C "$out/copy"
# shellcheck disable=SC2086 # OPTIONS is a word list
(cd "$out/copy" && "$uniform" fix --preset "$preset" $opts -q "$@" >"$out/fix.out") \
	2>"$out/fix.err" || [ $? -eq 1 ] || { cat "$out/fix.err" >&2; exit 1; }
echo "uniform fix --preset $preset${opts:+ $opts} $*: $(tail -n 1 "$out/fix.err")"
(cd "$out/copy" && find "$@" -type f -name '*.[ch]') | LC_ALL=C sort |
	while read -r f; do
		cmp -s "$tree/$f" "$out/copy/$f" || echo "$f"
	done >"$out/files"
echo "files changed: $(wc -l <"$out/files")"
(cd "$out/copy" && while read -r f; do
	diff -u --label "a/$f" --label "b/$f" "$tree/$f" "$f" || true
done <"$out/files") >"$out/fix.diff"

# checkpatch over the files of a list in a tree: "path:line: SEVERITY:TYPE:
# ...".  Each run writes a file of its own: two writing to one file could
# cut each other's lines.
run_checkpatch() {	# DIR LIST OUTPUT
	rm -rf "$out/parts" && mkdir "$out/parts"
	# shellcheck disable=SC2016 # expanded by the inner shell
	(cd "$1" && CHECKPATCH=$checkpatch PARTS=$out/parts TYPES=$types \
		xargs -n 20 -P "$jobs" sh -c 'perl "$CHECKPATCH" --no-tree -f --terse \
			--no-summary --show-types ${TYPES:+--types "$TYPES"} "$@" \
			>"$(mktemp "$PARTS/XXXXXX")" 2>/dev/null; exit 0' sh <"$2")
	find "$out/parts" -type f -exec cat {} + >"$3"
}
if [ -n "$cache" ]; then
	mkdir -p "$cache"
	while read -r f; do
		[ -f "$cache/$f.out" ] || echo "$f"
	done <"$out/files" >"$out/uncached"
	run_checkpatch "$tree" "$out/uncached" "$out/fresh"
	while read -r f; do
		mkdir -p "$cache/$(dirname "$f")"
		: >"$cache/$f.tmp"
	done <"$out/uncached"
	awk -F: -v c="$cache" '$2 ~ /^[0-9]+$/ { f = c "/" $1 ".tmp"; print >>f; close(f) }' "$out/fresh"
	while read -r f; do
		mv "$cache/$f.tmp" "$cache/$f.out"
	done <"$out/uncached"
	while read -r f; do
		cat "$cache/$f.out"
	done <"$out/files" >"$out/before"
else
	run_checkpatch "$tree" "$out/files" "$out/before"
fi
run_checkpatch "$out/copy" "$out/files" "$out/after"

# Per type: the count before and after; per type and file, the same.
count() {	# FILE: "TYPE FILE" lines
	sed -n 's/^\([^:]*\):[0-9]*: \([A-Z]*:[A-Z0-9_]*\):.*/\2 \1/p' "$1"
}
count "$out/before" | sed 's/^/b /' >"$out/b"
count "$out/after" | sed 's/^/a /' >"$out/a"
cat "$out/b" "$out/a" | awk '
{ n[$1, $2]++; t[$2] = 1; f[$1, $2, $3]++; files[$2, $3] = 1 }
END {
	grew = 0
	printf "%-40s %8s %8s %8s\n", "type", "before", "after", "change"
	for (k in t) {
		d = n["a", k] - n["b", k]
		printf "%-40s %8d %8d %+8d\n", k, n["b", k], n["a", k], d | "sort"
		if (d > 0)
			grew = 1
	}
	close("sort")
	for (k in files) {
		split(k, p, SUBSEP)
		d = f["a", p[1], p[2]] - f["b", p[1], p[2]]
		if (d > 0)
			printf "grew: %s %s %+d\n", p[1], p[2], d | "sort"
	}
	close("sort")
	exit grew
}' && status=0 || status=1
if [ -n "$keep" ]; then
	mkdir -p "$keep"
	cp "$out/fix.diff" "$out/before" "$out/after" "$out/files" "$keep/"
fi
if [ "$status" -eq 0 ]; then
	echo "no checkpatch type grew"
else
	echo "FAIL: checkpatch types grew"
fi
exit "$status"
