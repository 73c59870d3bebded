#!/bin/sh
# check.sh - time "uniform check" against "uniform census" on the kernel.
#
#   sh bench/check.sh [RUNS]
#
# On the tree from ../shared/corpus.sh (linux-source-6.1), warm page
# cache, one hyperfine run of three commands: the census; check with the
# linux preset and every comment rule on (line-comment too, so every
# comment is judged and about 600,000 findings are rendered), target at
# most 2x the census; and check with every rule of every kind on (the
# expression rules parse every statement; long-identifier renders about
# four million findings), target at most 3x.  Prints the medians and the
# ratios to the census.
set -eu
. "$(dirname "$0")/lib.sh"
runs=${1:-5}
cd "$tree"
all="--preset linux --rule line-comment --rule long-identifier --set uniform_redundant_parens=strict"
echo "findings, comment rules: $("$uniform" check --preset linux --rule line-comment --format json | jq length)"
# shellcheck disable=SC2086 # $all is a word list
echo "findings, every rule: $("$uniform" check $all --stats | tail -n 1)"
hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$out/h.json" \
	-n census "$uniform census" \
	-n check "$uniform check --preset linux --rule line-comment" \
	-n all "$uniform check $all" >"$out/h.txt" 2>&1 || {
	cat "$out/h.txt"
	exit 1
}
median() {
	jq -r --arg n "$1" '.results[] | select(.command == $n) | .median' "$out/h.json"
}
# CPU (user + system, means): steadier than wall time on a busy machine.
cpu() {
	jq -r --arg n "$1" '.results[] | select(.command == $n) | .user + .system' "$out/h.json"
}
c=$(median census)
k=$(median check)
a=$(median all)
cc=$(cpu census)
ck=$(cpu check)
ca=$(cpu all)
printf '%-48s %8.3f s  CPU %7.3f s\n' "uniform census" "$c" "$cc"
printf '%-48s %8.3f s  CPU %7.3f s\n' "uniform check, comment rules" "$k" "$ck"
printf '%-48s %8.3f s  CPU %7.3f s\n' "uniform check, every rule" "$a" "$ca"
printf '%-48s %8.2f  CPU %7.2f\n' "ratio check (comment rules)/census" \
	"$(echo "$k / $c" | bc -l)" "$(echo "$ck / $cc" | bc -l)"
printf '%-48s %8.2f  CPU %7.2f\n' "ratio check (every rule)/census" \
	"$(echo "$a / $c" | bc -l)" "$(echo "$ca / $cc" | bc -l)"
