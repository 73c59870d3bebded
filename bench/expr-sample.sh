#!/bin/sh
# expr-sample.sh - draw findings of the expression rules for judging.
#
#   sh bench/expr-sample.sh [N] [SEED]
#
# Runs "uniform check" with the expression rules over the whole tree from
# ../shared/corpus.sh, counts the findings of each rule, and draws N
# (default 40) of each at random (seeded: SEED, default 1, so a draw can
# be repeated) with the source lines they stand on.  The judged draw is
# in docs/accuracy.md.  Output: the counts, then per rule the findings.
set -eu
. "$(dirname "$0")/lib.sh"
n=${1:-40}
seed=${2:-1}
cd "$tree"
"$uniform" check --format json --no-rule comment-open --no-rule comment-close \
	--no-rule comment-star . >"$out/all.json" || [ $? -eq 1 ]
echo "findings per rule on $(basename "$tree"):"
jq -r '.[].rule' "$out/all.json" | sort | uniq -c | sort -rn
for rule in bitwise-logical precedence redundant-parens long-identifier; do
	echo
	echo "== $rule: $n drawn at random (seed $seed)"
	jq -r --arg r "$rule" '.[] | select(.rule == $r) |
		"\(.path)\t\(.line)\t\(.column)\t\(.message)"' "$out/all.json" |
		awk -v s="$seed" 'BEGIN { srand(s) } { printf "%.12f\t%s\n", rand(), $0 }' |
		sort -n | head -n "$n" | cut -f 2- | sort >"$out/draw"
	k=0
	while IFS="$(printf '\t')" read -r path line col msg; do
		k=$((k + 1))
		printf '%d. %s:%s:%s: %s\n' "$k" "$path" "$line" "$col" "$msg"
		sed -n "$((line > 1 ? line - 1 : 1)),$((line + 1))p" "$path" |
			sed 's/^/    | /'
	done <"$out/draw"
done
