#!/bin/sh
# gen-docs.sh - write what the rule registry documents into the docs.
#
#   sh scripts/gen-docs.sh [UNIFORM [DIR]]
#
# Each rule's text lives in its descriptor (src/rules/*.c, RuleInfo);
# `uniform rule` prints it.  This script puts it in the sections of
# docs/rules.md after its marker line and in uniform(1) between the
# RULES markers, in DIR (default: the checkout), from the binary UNIFORM
# (default: ./uniform).  The test suite runs it into a scratch copy and
# fails when the result differs from the checkout.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
uniform=${1:-$top/uniform}
dir=${2:-$top}
mark='<!-- Made by scripts/gen-docs.sh from the rule registry; do not edit below. -->'
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
	awk -v m="$mark" '{ print } $0 == m { exit }' "$top/docs/rules.md"
	echo
	"$uniform" rule
} >"$tmp"
grep -qF "$mark" "$tmp"
mkdir -p "$dir/docs"
cp "$tmp" "$dir/docs/rules.md"
{
	awk '{ print } /^\.\\" BEGIN RULES/ { exit }' "$top/uniform.1"
	"$uniform" rule --format man
	awk '/^\.\\" END RULES/ { on = 1 } on' "$top/uniform.1"
} >"$tmp"
grep -q '^\.\\" END RULES' "$tmp"
cp "$tmp" "$dir/uniform.1"
