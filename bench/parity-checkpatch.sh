#!/bin/sh
# parity-checkpatch.sh - uniform check against the kernel's own checkpatch.
#
#   sh bench/parity-checkpatch.sh [DIR...]     (default: net/ipv4 crypto drivers/crypto)
#
# Runs scripts/checkpatch.pl of linux-source-6.1 (../shared/corpus.sh; that
# version still has the networking rule) with
#   -f --terse --types BLOCK_COMMENT_STYLE,NETWORKING_BLOCK_COMMENT_STYLE
# and "uniform check --preset linux-6.10" over the same .c and .h files,
# matches the findings by file, line and kind, and prints per kind how
# many both report, only checkpatch, only uniform.  The lists are kept in
# bench/results/parity/ for docs/research/checkpatch.md.  checkpatch
# takes minutes.
#
# Kinds, and how the two tools' reports map onto them:
#   open        uniform comment-open; checkpatch "networking block comments
#               don't use an empty /* line" (reported on the line after the
#               lone /*: moved up one line here, to the comment's start)
#   close       uniform comment-close; checkpatch "use a trailing */ on a
#               separate line"
#   star        uniform comment-star "does not begin with '*'"; checkpatch
#               "use * on subsequent lines"
#   align       uniform comment-star "not under the '*' of '/*'";
#               checkpatch "should align the * on each line"
# For the other kinds checkpatch gives the offending line itself.
# REUSE=1 keeps the checkpatch results of the last run.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
corpus=${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}
tree=$("$corpus")
out=$here/results/parity
mkdir -p "$out"
[ -x "$uniform" ] || make -s -C "$here/.." uniform
[ $# -gt 0 ] || set -- net/ipv4 crypto drivers/crypto
cd "$tree"
find "$@" -type f -name '*.[ch]' | LC_ALL=C sort >"$out/files"
echo "files: $(wc -l <"$out/files") in $*"

# checkpatch: one line per warning, "path:line: WARNING:TYPE: message".
[ "${REUSE:-}" = 1 ] && [ -s "$out/checkpatch.raw" ] ||
xargs perl scripts/checkpatch.pl -f --terse --no-summary --show-types \
	--types BLOCK_COMMENT_STYLE,NETWORKING_BLOCK_COMMENT_STYLE \
	<"$out/files" >"$out/checkpatch.raw" 2>/dev/null || true
awk -F: '
/empty \/\* line/            { print $1 ":" $2 - 1 ":open"; next }
/trailing \*\/ on a separate/ { print $1 ":" $2 ":close"; next }
/\* on subsequent lines/     { print $1 ":" $2 ":star"; next }
/align the \* on each line/  { print $1 ":" $2 ":align"; next }
' "$out/checkpatch.raw" | LC_ALL=C sort -u >"$out/checkpatch"

"$uniform" check --preset linux-6.10 --no-editorconfig --format json \
	--files-from "$out/files" >"$out/uniform.json" || [ $? -eq 1 ]
jq -r '.[] | .path + ":" + (.line | tostring) + ":" +
	(if .rule == "comment-open" then "open"
	 elif .rule == "comment-close" then "close"
	 elif .rule == "comment-star" and (.message | test("does not begin")) then "star"
	 elif .rule == "comment-star" then "align"
	 else .rule end)' "$out/uniform.json" | LC_ALL=C sort -u >"$out/uniform"

LC_ALL=C comm -12 "$out/checkpatch" "$out/uniform" >"$out/both"
LC_ALL=C comm -23 "$out/checkpatch" "$out/uniform" >"$out/only-checkpatch"
LC_ALL=C comm -13 "$out/checkpatch" "$out/uniform" >"$out/only-uniform"
printf '\n%-8s %8s %16s %13s\n' kind both "only checkpatch" "only uniform"
for k in open close star align; do
	printf '%-8s %8d %16d %13d\n' "$k" \
		"$(grep -c ":$k\$" "$out/both" || true)" \
		"$(grep -c ":$k\$" "$out/only-checkpatch" || true)" \
		"$(grep -c ":$k\$" "$out/only-uniform" || true)"
done
echo "lists: $out/{both,only-checkpatch,only-uniform}"
