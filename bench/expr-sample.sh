#!/bin/sh
# expr-sample.sh - draw findings of each rule for judging.
#
#   sh bench/expr-sample.sh [-C DIR] [-n N] [-s SEED] [-- CHECK OPTION...]
#
# Runs "uniform check CHECK OPTION... ." at the top of DIR (default: the
# tree from ../shared/corpus.sh) with nothing else set, so that what is
# drawn is what a user of that tree sees by default; counts the findings
# of each rule, and draws N (default 40) of each at random (seeded: SEED,
# default 1, so a draw can be repeated) with the source lines around
# them.  RULES (default: every rule with a finding) limits the draw.
# The judged draws are in docs/research/accuracy.md.  Output: the
# counts, then per rule the findings drawn.
set -eu
. "$(dirname "$0")/lib.sh"
n=40
seed=1
while getopts C:n:s: o; do
	case $o in
	C) tree=$(cd "$OPTARG" && pwd) ;;
	n) n=$OPTARG ;;
	s) seed=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
cd "$tree"
"$uniform" check --quiet --format json "$@" . >"$out/all.json" || [ $? -eq 1 ]
echo "findings per rule on $(basename "$tree") (uniform check $* .):"
jq -r '.[].rule' "$out/all.json" | sort | uniq -c | sort -rn
rules=${RULES:-$(jq -r '.[].rule' "$out/all.json" | sort -u)}
for rule in $rules; do
	echo
	echo "== $rule: $n drawn at random (seed $seed)"
	jq -r --arg r "$rule" '.[] | select(.rule == $r) |
		"\(.path)\t\(.line)\t\(.column)\t\(.message)"' "$out/all.json" |
		awk -v s="$seed" 'BEGIN { srand(s) } { printf "%.12f\t%s\n", rand(), $0 }' |
		sort -n | head -n "$n" | cut -f 2- | LC_ALL=C sort >"$out/draw"
	k=0
	while IFS="$(printf '\t')" read -r path line col msg; do
		k=$((k + 1))
		printf '%d. %s:%s:%s: %s\n' "$k" "$path" "$line" "$col" "$msg"
		sed -n "$((line > 2 ? line - 2 : 1)),$((line + 2))p" "$path" |
			sed 's/^/    | /'
	done <"$out/draw"
done
