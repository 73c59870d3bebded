#!/bin/sh
# memory.sh - peak memory of uniform on inputs made to take much of it,
# against the bound of 4 times the file's size and 64 MB.
#
#   sh bench/memory.sh [UNIFORM]...
#
# The inputs: 50 MB of ';' on one line (a token a byte), 16 KB of code
# followed by 500 MB of NUL bytes (a sparse file), and, when the Linux
# tree of ../shared/corpus.sh is there, its largest file (a 24 MB
# register header).  Each UNIFORM (default: the one at the top of the
# repository) runs check with every rule, fix --diff with every rule
# and census --aspect all on each; prints the peak resident memory of
# each run, the bound, and the first line of what it said on stderr.
# Needs GNU time.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "$here/../uniform"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

mkdir "$out/semi" "$out/nul"
head -c 50000000 /dev/zero | tr '\0' ';' >"$out/semi/semi.c"
echo >>"$out/semi/semi.c"
awk 'BEGIN {
	for (i = 0; i < 400; i++)
		printf "int f%d(int a, int b)\n{\n\treturn (a) | (b < 3);\n}\n", i
}' | head -c 16384 >"$out/nul/nul.c"
truncate -s $((16384 + 500 * 1024 * 1024)) "$out/nul/nul.c"
set -- "$@" --
files="$out/semi/semi.c $out/nul/nul.c"
kernel=$("${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}" 2>/dev/null) &&
	files="$files $kernel/drivers/gpu/drm/amd/include/asic_reg/dcn/dcn_3_2_0_sh_mask.h"

printf '%-28s %-26s %-24s %10s %10s  %s\n' file command binary "peak KB" "bound KB" "stderr"
while [ "$1" != -- ]; do
	u=$1
	shift
	for f in $files; do
		size=$(wc -c <"$f")
		bound=$(((4 * size + 64000000) / 1024))
		for cmd in "check --rule all" "fix --rule all --diff" "census --aspect all"; do
			# shellcheck disable=SC2086 # $cmd is a word list
			/usr/bin/time -f '%M' -o "$out/rss" "$u" $cmd -j1 "$f" \
				>/dev/null 2>"$out/err" || true
			printf '%-28s %-26s %-24s %10s %10s  %s\n' "$(basename "$f")" "$cmd" \
				"$(basename "$u")" "$(tail -n 1 "$out/rss")" "$bound" \
				"$(head -n 1 "$out/err" | sed 's|^.*/||' | cut -c 1-70)"
		done
	done
done
