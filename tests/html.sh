#!/bin/sh
# html.sh - --format html: the pages, and how a real browser shows them.
#
#   sh tests/html.sh /abs/path/to/uniform
#
# Makes a census, a check and a trend page of small fixtures, checks each
# is well-formed, self-contained and holds the figures of the text
# output of the same run (tests/html-check.py reads them), then opens the
# three in headless Chromium at once: each screenshot must be a PNG of
# the window's size that shows a rendered page (many colours, the
# charts' and the marks' colours among them), and the DOM Chromium built
# must hold the same figures again.  Without chromium the browser tests
# are skipped, not passed.  Appends "pass html/NAME", "fail html/NAME" or
# "skip html/NAME" to $RESULTS; never stops early; always exits 0.
set -u
U=$1
REPO=$(cd "$(dirname "$0")/.." && pwd)
export GIT_AUTHOR_NAME=uniform GIT_AUTHOR_EMAIL=uniform@example.org
export GIT_COMMITTER_NAME=uniform GIT_COMMITTER_EMAIL=uniform@example.org
export GIT_CONFIG_NOSYSTEM=1
SUITE=html
# shellcheck source=tests/lib.sh
. "$REPO/tests/lib.sh"
TMO=60
PY=/usr/bin/python3
CHK="$REPO/tests/html-check.py"

# lint WHAT PAGE: well-formed, no script, nothing fetched.
lint() {
	$PY "$CHK" lint "$2" >"$T/lint" 2>&1 || bad "$1 is not a clean page: $(head -c 600 "$T/lint")"
}

# text_rows FILE: a text table's rows, blanks collapsed, less the rules
# under the head and above the total; bytes not UTF-8 written \xNN, as
# the page shows them.
text_rows() {
	grep -v '^---' "$1" | tr -s ' ' | sed 's/ $//' |
		$PY -c 'import sys; sys.stdout.write(sys.stdin.buffer.read().decode("utf-8", "backslashreplace"))'
}

# same_rows WHAT TEXT PAGE: the first table of PAGE has TEXT's rows.
same_rows() {
	text_rows "$2" >"$T/rows.want"
	$PY "$CHK" rows "$3" >"$T/rows.got" 2>&1
	[ -s "$T/rows.want" ] || bad "$1: no text rows to compare with"
	same "$1: table rows against the text table" "$T/rows.want" "$T/rows.got"
}

# same_findings WHAT TEXT PAGE: PAGE lists TEXT's findings (check --stats
# output), by rule then file, and marks something in each source line.
same_findings() {
	$PY "$CHK" text-findings "$2" >"$T/f.want" 2>&1
	$PY "$CHK" findings "$3" >"$T/f.all" 2>&1
	cut -f 1-4 "$T/f.all" >"$T/f.got"
	[ -s "$T/f.want" ] || bad "$1: no findings to compare with"
	same "$1: findings against the text output" "$T/f.want" "$T/f.got"
	awk -F '\t' '$5 == ""' "$T/f.all" | grep -q . && bad "$1: a finding without its place marked"
	return 0
}

# ---------------------------------------------------------------------------
# Fixtures: a tree with odd names, files with findings, a repository.

mkdir -p h/net/core h/drivers/net 'h/odd&<dir>' "$(printf 'h/bad\200dir')"
printf '/* net\n * style */\n/*\n * customary\n */\n' >h/net/core/sock.c
printf '/* net\n * again */\nint x; /* single */\n// line\n' >h/net/dev.c
printf '/**\n * kernel-doc\n */\n/*****\n * banner\n *****/\n' >h/drivers/net/e.c
printf '/* odd\n * name */\n' >'h/odd&<dir>/o.c'
printf '/*\n * bad byte\n */\n' >"$(printf 'h/bad\200dir/b.c')"

mkdir k
printf '/* net style\n * comment */\nint f(int a, int b)\n{\n\tif ((a > 0) | (b > 0))\n\t\treturn 1;\n\treturn 0;\n}\n' >k/a.c
printf '/* <b> & \200 caf\303\251\n * y */\n' >"$(printf 'k/odd<&\200.c')"
printf 'int clean;\n' >clean.c

git init -q -b main repo || exit 1
(
	cd repo || exit 1
	mkdir -p net drivers
	printf '/* net\n * style */\n' >net/a.c
	printf '/*\n * customary\n */\n' >drivers/b.c
	git add -A && GIT_AUTHOR_DATE=2024-01-01T12:00:00Z GIT_COMMITTER_DATE=2024-01-01T12:00:00Z \
		git commit -q -m one && git tag v1
	printf '/*\n * customary now\n */\n/* and\n * net */\n' >net/a.c
	printf '/* net\n * here */\n' >drivers/c.c
	git add -A && GIT_AUTHOR_DATE=2024-01-02T12:00:00Z GIT_COMMITTER_DATE=2024-01-02T12:00:00Z \
		git commit -q -m two && git tag v2
	git rm -q drivers/b.c
	GIT_AUTHOR_DATE=2024-01-03T12:00:00Z GIT_COMMITTER_DATE=2024-01-03T12:00:00Z \
		git commit -q -m three && git tag v3
) || bad "could not make the repository"
version=$("$U" --version | cut -d' ' -f2)

# ---------------------------------------------------------------------------
# The pages, as uniform writes them.

begin census-page
run 0 census --depth 1 h
cp "$T/out" census.txt
run 0 census --depth 1 --format html h
cp "$T/out" census.html
lint "census page" census.html
same_rows "census page" census.txt census.html
grep -q '<svg' census.html || bad "no inline chart"
grep -q '<?xml' census.html && bad "the chart's XML prolog is in the page"
grep -q -F 'odd&amp;&lt;dir&gt;' census.html || bad "the name odd&<dir> is not escaped"
grep -q -F 'bad\x80dir' census.html || bad "the byte 0x80 of a name is not shown as \\x80"
grep -q -F "<code>\$ uniform census --depth 1 h</code> &middot; uniform $version" census.html ||
	bad "the footer does not give the command (less --format html) and the version"
grep -q '[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]' census.html && bad "a date in a census page"
run 0 census --depth 1 --format html -j1 h
grep -v '^<footer>' census.html >j.want
grep -v '^<footer>' "$T/out" >j.got
same "-j1 against the default (less the command in the footer)" j.want j.got
end

begin census-page-by
run 0 census --by net,drivers/net --format=html h
grep -q '<h1>Comment styles in h</h1>' "$T/out" || bad "no title naming the path"
grep -q 'one row per path prefix' "$T/out" || bad "the caption does not say how rows are made"
grep -q -F '<code>$ uniform census --by net,drivers/net h</code>' "$T/out" ||
	bad "--format=html is in the command shown"
grep -q -F '<th class="l" scope="row">drivers/net</th><td>1</td><td>2</td>' "$T/out" ||
	bad "no drivers/net row with 1 file and 2 comments"
end

begin check-page
run 1 check $FP --preset linux --color never --stats k
cp "$T/out" check.txt
run 1 check $FP --preset linux --format html k
cp "$T/out" check.html
lint "check page" check.html
same_findings "check page" check.txt check.html
grep -q '<mark>|</mark>' check.html || bad "the '|' of the bitwise-logical finding is not marked"
grep -q -F '<pre><mark>/*</mark> &lt;b&gt; &amp; '"$(printf '\357\277\275')"' café</pre>' check.html ||
	bad "the source line with markup and a bad byte is not escaped as expected"
grep -q -F '<h3><code>k/odd&lt;&amp;\x80.c</code>' check.html ||
	bad "the odd file name is not escaped as expected"
grep -q '<td>2</td><td>2</td>' check.html || bad "no summary row of 2 findings in 2 files"
grep -q '>5 findings in 2 files' check.html || bad "no caption of 5 findings in 2 files"
end

begin check-page-edges
run 0 check $FP --preset linux --format html clean.c
grep -q 'No findings' "$T/out" || bad "a clean file: no 'No findings'"
lint "page of no findings" "$T/out"
run 1 check $FP --preset linux --format html --max-findings 1 k
lint "--max-findings 1 page" "$T/out"
eq "findings shown with --max-findings 1" 2 "$($PY "$CHK" findings "$T/out" | wc -l)"
grep -q '0 shown (--max-findings)' "$T/out" || bad "the page does not say findings were left out"
grep -q 'more findings not shown' "$T/out" && bad "the text note of --max-findings is in the page"
run 1 check $FP --preset linux --format html --patch "$REPO/tests/patch/add-net-comment-yes.patch"
lint "--patch page" "$T/out"
$PY "$CHK" findings "$T/out" | grep -q -F "comment-open	fs/helper.c	13:1	" ||
	bad "--patch page: no comment-open finding at fs/helper.c:13:1"
# Past the page's limit per rule (2,000): the first 2,000 of the rule,
# in file order, over two files; the counts are of all of them.
mkdir -p many
awk 'BEGIN { for (i = 0; i < 1500; i++) printf "/* net %05d\n * style\n */\n", i }' >many/a.c
awk 'BEGIN { for (i = 0; i < 700; i++) printf "/* net %05d\n * style\n */\n", i
	print "int f(int x)\n{\n\treturn 1 + (x);\n}" }' >many/b.c
run 1 check $FP --preset linux --set uniform_comment_style=customary --format html many
lint "page past the limit" "$T/out"
$PY "$CHK" findings "$T/out" >many.rows
eq "comment-open findings shown" 2000 "$(grep -c '^comment-open	' many.rows)"
eq "the last one shown" "many/b.c	1498:1" "$(grep '^comment-open	' many.rows | tail -n 1 | cut -f2,3)"
eq "redundant-parens findings shown" 1 "$(grep -c '^redundant-parens	' many.rows)"
grep -q '2200 findings in 2 files; the first 2000 shown (a page shows at most 2000 of a rule)' "$T/out" ||
	bad "the section does not say how many were left out: $(grep -o '<h2><code>comment-open.*</h2>' "$T/out")"
grep -q '<td>2200</td><td>2</td>' "$T/out" || bad "the summary does not count every finding and file"
end

begin trend-page
run 0 trend --git repo --by net,drivers v1 v2 v3
cp "$T/out" trend.txt
run 0 trend --git repo --by net,drivers --format html v1 v2 v3
cp "$T/out" trend.html
lint "trend page" trend.html
same_rows "trend page" trend.txt trend.html
grep -q '<h1>Comment styles from v1 to v3</h1>' trend.html || bad "no title naming the revisions"
grep -q '<polyline' trend.html || bad "no line chart"
end

begin format-errors
run 2 census --format html --compare h
run 2 census --format html --list h
run 2 check --format htm k
run 2 trend --git repo --format htm v1
end

# ---------------------------------------------------------------------------
# census --exceptions in a Linux tree: the claims' chart and table, and
# the map of the groups held to another variant.
begin exceptions-page
claims_tree ex
(cd ex && "$U" census --exceptions --by net,net/core,net/wl,lib --format html .) >exceptions.html 2>"$T/err" ||
	bad "census --exceptions --format html: $(cat "$T/err")"
lint "exceptions page" exceptions.html
grep -q '<h2>What the guides claim</h2>' exceptions.html || bad "no claims section"
grep -q -F '<th class="l" scope="row">decl-order · net</th><td>3</td><td>80</td><td class="l">reverse-xmas</td><td class="share">68.8%</td><td>reverse-xmas 68.8%</td><td class="l">maintainer-netdev.rst, What is &quot;reverse xmas tree&quot;?</td>' exceptions.html ||
	bad "the claim row of decl-order in net: $(grep -o 'decl-order · net<.\{0,300\}' exceptions.html | head -n 1)"
grep -q -F '<tr><th class="l" scope="row">net/wl</th>' exceptions.html || bad "no map row for net/wl"
grep -q -F '<td class="x">other 100.0%</td>' exceptions.html || bad "net/wl's order is not marked"
end

# In a browser: the three pages at once, a screenshot and the DOM of each.

browser=$(command -v chromium || command -v chromium-browser || true)
# Under valgrind the pages are still made and checked above; the browser
# reads the same bytes as in the other runs, so it is not started again.
nobrowser=
if [ -n "${VALGRIND:-}" ]; then
	nobrowser="the browser runs in the passes without valgrind"
	browser=
fi
# shoot NAME W H: census.html -> census.png and census.dom, in the background.
shoot() {
	sandbox=
	[ "$(id -u)" = 0 ] && sandbox=--no-sandbox	# Chromium refuses root otherwise
	HOME=$T/home-$1 timeout -k 5 90 "$browser" --headless $sandbox --disable-gpu \
		--no-first-run --disable-extensions --disable-background-networking \
		--hide-scrollbars --user-data-dir="$T/profile-$1" --window-size="$2,$3" \
		--screenshot="$T/$1.png" --dump-dom "file://$T/$1.html" \
		>"$T/$1.dom" 2>"$T/$1.log"
	echo $? >"$T/$1.rc"
}
if [ -n "$browser" ]; then
	shoot census 1000 700 &
	shoot check 1000 900 &
	shoot trend 1200 900 &
	shoot exceptions 1100 1100 &
	wait
fi

# browser_test NAME W H COLOUR:MIN...: the screenshot and the DOM of NAME.
browser_test() {
	n=$1 w=$2 h=$3
	shift 3
	begin "$n-in-chromium"
	if [ -z "$browser" ]; then
		skip "${nobrowser:-chromium is missing (sh scripts/deps.sh test installs it)}"
	elif [ "$(cat "$T/$n.rc")" != 0 ]; then
		bad "chromium ended with status $(cat "$T/$n.rc"): $(tail -c 400 "$T/$n.log")"
	elif ! $PY "$CHK" png "$T/$n.png" "$w" "$h" "$@" >"$T/png" 2>&1; then
		bad "the screenshot is not a rendered page: $(head -c 600 "$T/png")"
	fi
	grep -q '<svg\|<main' "$T/$n.dom" 2>/dev/null || [ -z "$browser" ] ||
		bad "the DOM dump holds no page: $(head -c 300 "$T/$n.dom")"
}

# The bars (#1f77b4, the total #444444) of the census chart.
browser_test census 1000 700 1f77b4:2000 444444:1000
[ -n "$browser" ] && same_rows "census in chromium" census.txt "$T/census.dom"
end
# The marks (#ffd33d) of the findings.
browser_test check 1000 900 ffd33d:100
[ -n "$browser" ] && same_findings "check in chromium" check.txt "$T/check.dom"
end
# The lines of net (#1f77b4) and drivers (#d62728).
browser_test trend 1200 900 1f77b4:300 d62728:300
[ -n "$browser" ] && same_rows "trend in chromium" trend.txt "$T/trend.dom"
end
# The claims' bars (#1f77b4) and the marked cells (#fff1c2).
browser_test exceptions 1100 1100 1f77b4:2000 fff1c2:200
grep -q 'decl-order · net' "$T/exceptions.dom" 2>/dev/null || [ -z "$browser" ] ||
	bad "the DOM has no claim row"
end
exit 0
