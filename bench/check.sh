#!/bin/sh
# check.sh - time "uniform check" against "uniform census" on the kernel.
#
#   sh bench/check.sh [RUNS]
#
# On the tree from ../shared/corpus.sh (linux-source-6.1), warm page
# cache, one hyperfine run of both: the census, and check with the linux
# preset and every comment rule on (line-comment too, so every comment is
# judged and about 600,000 findings are rendered).  Prints the medians and
# the ratio check/census; the target is at most 2.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
runs=${1:-5}
corpus=${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}
tree=$("$corpus")
[ -x "$uniform" ] || make -s -C "$here/.." uniform
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$tree"
echo "findings: $("$uniform" check --preset linux --rule line-comment --format json | jq length)"
hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$out/h.json" \
	-n census "$uniform census" \
	-n check "$uniform check --preset linux --rule line-comment" >"$out/h.txt" 2>&1 || {
	cat "$out/h.txt"
	exit 1
}
median() {
	jq -r --arg n "$1" '.results[] | select(.command == $n) | .median' "$out/h.json"
}
c=$(median census)
k=$(median check)
printf '%-40s %8.3f s\n' "uniform census" "$c"
printf '%-40s %8.3f s\n' "uniform check --preset linux (all rules)" "$k"
printf '%-40s %8.2f\n' "ratio check/census" "$(echo "$k / $c" | bc -l)"
