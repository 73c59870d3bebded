#!/bin/sh
# gen-docs.sh - write what the rule registry documents into the docs.
#
#   sh scripts/gen-docs.sh [UNIFORM [DIR]]
#
# Each rule's text lives in its descriptor (src/rules/*.c, RuleInfo),
# each aspect's in its own (src/aspects/*.c, Aspect); `uniform rule`
# prints them.  This script puts them in the sections of docs/rules.md
# after its marker line, in the table of docs/aspects.md and in uniform(1)
# between the ASPECTS, RULES and KEYS markers, in DIR (default: the checkout),
# from the binary UNIFORM (default: ./uniform).  The test suite runs it into a scratch copy and
# fails when the result differs from the checkout.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
uniform=${1:-$top/uniform}
dir=${2:-$top}
mark='<!-- Made by scripts/gen-docs.sh from the rule registry; do not edit below. -->'
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.2"' EXIT
{
	awk -v m="$mark" '{ print } $0 == m { exit }' "$top/docs/rules.md"
	echo
	"$uniform" rule
} >"$tmp"
grep -qF "$mark" "$tmp"
mkdir -p "$dir/docs"
cp "$tmp" "$dir/docs/rules.md"
# between FILE BEGIN END FORMAT: FILE with the lines between the lines
# that start with BEGIN and END made by uniform rule --format FORMAT.
# The marks go through the environment: awk -v would read their '\'.
between() {
	B=$2 E=$3 CMD="\"$uniform\" rule --format $4" awk '
		index($0, ENVIRON["E"]) == 1 { on = 0 }
		!on { print }
		index($0, ENVIRON["B"]) == 1 { on = 1; seen++; fflush(); system(ENVIRON["CMD"]) }
		END { if (seen != 1) exit 1 }' "$1"
}
between "$top/uniform.1" '.\" BEGIN ASPECTS' '.\" END ASPECTS' aspects-man >"$tmp"
between "$tmp" '.\" BEGIN RULES' '.\" END RULES' man >"$tmp.2"
between "$tmp.2" '.\" BEGIN KEYS' '.\" END KEYS' aspects-keys-man >"$tmp"
cp "$tmp" "$dir/uniform.1"
between "$top/docs/aspects.md" '<!-- BEGIN ASPECTS' '<!-- END ASPECTS' aspects-markdown >"$tmp"
cp "$tmp" "$dir/docs/aspects.md"
