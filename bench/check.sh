#!/bin/sh
# check.sh - time "uniform check" against "uniform census" on the kernel.
#
#   sh bench/check.sh [RUNS]
#
# On the tree from ../shared/corpus.sh (linux-source-6.1), warm page
# cache, one hyperfine run of five commands: the census; check with the
# linux preset's comment rules and line-comment, the expression rules
# off (every comment is judged and about 463,000 findings are rendered);
# check with the linux preset as it is (the comment rules,
# bitwise-logical, precedence and redundant-parens), target at most 2x
# the census; check with every rule of the linux preset, line-comment,
# long-identifier (a counting pass of the names first; about 76,000
# findings) and strict parentheses, target at most 3x; and the census
# with every aspect (census --aspect all: each file's comments
# collected, its tokens made and the classifiers run), target at most
# 3x.  Each's peak resident set, target under 100 MB.  Prints the
# medians, the peak resident set of one run of each (GNU time) and the
# ratios to the census.
set -eu
. "$(dirname "$0")/lib.sh"
runs=${1:-5}
cd "$tree"
# shellcheck disable=SC2086 # $comments is a word list
echo "findings, comment rules: $("$uniform" check -q $comments --format json | jq length)"
echo "findings, linux preset: $("$uniform" check -q --preset linux --rule line-comment --format json | jq length)"
# shellcheck disable=SC2086 # $all is a word list
echo "findings, every rule: $("$uniform" check -q $all --stats | sed -n 's/^total  *\([0-9]*\) .*/\1/p')"
hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$out/h.json" \
	-n census "$uniform census" \
	-n comments "$uniform check $comments" \
	-n check "$uniform check --preset linux --rule line-comment" \
	-n all "$uniform check $all" \
	-n aspects "$uniform census --aspect all" >"$out/h.txt" 2>&1 || {
	cat "$out/h.txt"
	exit 1
}
c=$(median census)
m=$(median comments)
k=$(median check)
a=$(median all)
x=$(median aspects)
cc=$(cpu census)
cm=$(cpu comments)
ck=$(cpu check)
ca=$(cpu all)
cx=$(cpu aspects)
# rss ARGS...: the peak resident set of one run of uniform ARGS, in MB.
rss() {
	/usr/bin/time -f %M "$uniform" "$@" >/dev/null 2>"$out/rss" || true
	echo "$(( $(tail -n 1 "$out/rss") / 1024 )) MB"
}
# shellcheck disable=SC2086 # $comments and $all are word lists
{
	rc=$(rss census)
	rm_=$(rss check $comments)
	rk=$(rss check --preset linux --rule line-comment)
	ra=$(rss check $all)
	rx=$(rss census --aspect all)
}
printf '%-48s %8.3f s  CPU %7.3f s  RSS %s\n' "uniform census" "$c" "$cc" "$rc"
printf '%-48s %8.3f s  CPU %7.3f s  RSS %s\n' "uniform check, comment rules" "$m" "$cm" "$rm_"
printf '%-48s %8.3f s  CPU %7.3f s  RSS %s\n' "uniform check, linux preset" "$k" "$ck" "$rk"
printf '%-48s %8.3f s  CPU %7.3f s  RSS %s\n' "uniform check, every rule" "$a" "$ca" "$ra"
printf '%-48s %8.3f s  CPU %7.3f s  RSS %s\n' "uniform census --aspect all" "$x" "$cx" "$rx"
printf '%-48s %8.2f  CPU %7.2f\n' "ratio check (comment rules)/census" \
	"$(echo "$m / $c" | bc -l)" "$(echo "$cm / $cc" | bc -l)"
printf '%-48s %8.2f  CPU %7.2f\n' "ratio check (linux preset)/census" \
	"$(echo "$k / $c" | bc -l)" "$(echo "$ck / $cc" | bc -l)"
printf '%-48s %8.2f  CPU %7.2f\n' "ratio check (every rule)/census" \
	"$(echo "$a / $c" | bc -l)" "$(echo "$ca / $cc" | bc -l)"
printf '%-48s %8.2f  CPU %7.2f\n' "ratio census --aspect all/census" \
	"$(echo "$x / $c" | bc -l)" "$(echo "$cx / $cc" | bc -l)"
