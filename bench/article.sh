#!/bin/sh
# article.sh - the article's comment table beside uniform's, on one tree.
#
#   sh bench/article.sh TREE [PREFIXES]
#
# TREE is a Linux source tree (the article counted 4.7-rc7; any tree
# works); nothing is fetched.  Runs "uniform census --format json" with
# --method regex and with the exact method, grouped by PREFIXES (default
# net,drivers/net,crypto,drivers/crypto, the article's four rows), and
# prints one markdown table: the article's figures, then the regex
# method's, then the exact census's.  For the exact method the "lines"
# rows are comments, and its banners are shown beside its net-style.
# Needs jq.
set -eu
[ $# -ge 1 ] || {
	echo "usage: sh bench/article.sh TREE [PREFIXES]" >&2
	exit 2
}
tree=$1
by=${2:-net,drivers/net,crypto,drivers/crypto}
uniform=$(cd "$(dirname "$0")/.." && pwd)/uniform
command -v jq >/dev/null || {
	echo "article.sh: jq is missing; run: apt-get install -y jq" >&2
	exit 1
}
[ -d "$tree" ] || {
	echo "article.sh: $tree: not a directory" >&2
	exit 2
}
[ -x "$uniform" ] || make -s -C "$(dirname "$uniform")" uniform
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$tree" && "$uniform" census -q --by "$by" --format json --method regex .) >"$out/regex.json"
(cd "$tree" && "$uniform" census -q --by "$by" --format json .) >"$out/exact.json"

# The article's figures: whole tree, then per prefix (customary +
# net-style, net-style, share), as it printed them.
cat >"$out/article.json" <<'JSON'
{"total": {"lines": 1308166, "single": 981168, "multi": 326998,
           "customary": 200737, "kernel-doc": 51366, "net": 74895,
           "share": "27%"},
 "groups": {"net": [13441, 6423, "48%"], "drivers/net": [36599, 19516, "54%"],
            "crypto": [593, 171, "29%"], "drivers/crypto": [706, 178, "25%"]}}
JSON

jq -rn --slurpfile a "$out/article.json" --slurpfile r "$out/regex.json" \
	--slurpfile e "$out/exact.json" --arg tree "$tree" '
def th: tostring | until(test("^[0-9]{4}") | not;
	sub("(?<a>[0-9])(?<b>[0-9]{3})(?<c>(,[0-9]{3})*)$"; "\(.a),\(.b)\(.c)"));
def pct: if . == null then "-"
	else (. * 1000 | round) as $n | "\($n / 10 | floor).\($n % 10)%" end;
def row(f; a; r; e): "| \(f) | \(a) | \(r) | \(e) |";
def disc: .customary + .["net-style"];
$a[0] as $A | $r[0] as $R | $e[0] as $E |
"Comments in \($tree): the article (Linux 4.7-rc7), uniform --method regex, uniform (exact)",
"",
row("figure"; "article"; "regex"; "exact"),
"| --- | ---: | ---: | ---: |",
row("\"/*\" (lines; exact: block comments)"; $A.total.lines | th;
    $R.total.single + $R.total["multi-line"] | th;
    $E.total.single + $E.total["multi-line"] | th),
row("closed on the same line"; $A.total.single | th; $R.total.single | th; $E.total.single | th),
row("multi-line"; $A.total.multi | th; $R.total["multi-line"] | th; $E.total["multi-line"] | th),
row("customary"; $A.total.customary | th; $R.total.customary | th; $E.total.customary | th),
row("kernel-doc"; $A.total["kernel-doc"] | th; $R.total["kernel-doc"] | th; $E.total["kernel-doc"] | th),
row("net-style"; $A.total.net | th; $R.total["net-style"] | th;
    "\($E.total["net-style"] | th) (+ \($E.total.banner | th) banners)"),
row("net share"; $A.total.share; $R.total["net-style-share"] | pct; $E.total["net-style-share"] | pct),
($R.groups | to_entries[] | .key as $i | .value as $g | $E.groups[$i] as $x |
	($A.groups[$g.name] // ["-", "-", "-"]) as $ag |
	row("\($g.name)/ customary + net-style"; $ag[0] | th; $g | disc | th; $x | disc | th),
	row("\($g.name)/ net-style"; $ag[1] | th; $g["net-style"] | th; $x["net-style"] | th),
	row("\($g.name)/ net share"; $ag[2]; $g["net-style-share"] | pct; $x["net-style-share"] | pct))
'
