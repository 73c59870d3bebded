#!/bin/sh
# cli.sh - command-line tests: every option, exit statuses, bad input.
#
#   sh tests/cli.sh /abs/path/to/uniform
#
# Appends "pass cli/NAME" or "fail cli/NAME" to $RESULTS for each test and
# prints why a test failed (expected vs got).  Never stops early; always
# exits 0 (tests/run.sh counts the results).  Every run of uniform goes
# through run(), which fails the test on a crash (status >= 128), a
# sanitizer report, a timeout or an unexpected status.
set -u
U=$1
REPO=$(cd "$(dirname "$0")/.." && pwd)
SUITE=cli
# shellcheck source=tests/lib.sh
. "$REPO/tests/lib.sh"

# ---------------------------------------------------------------------------
# Fixtures.

# w: a tree for grouping.
mkdir -p w/net/x w/drivers/net w/netfilter
printf '// top\n' >w/top.c
printf '/* net\n * style */\n' >w/net/a.c
printf '/*\n * customary\n */\n' >w/net/x/b.c
printf '/* single */\n' >w/drivers/net/c.c
printf '// line\n' >w/netfilter/d.c

# c.c: every class.
cat >c.c <<'EOF'
// line
/* single */
/*
 * customary
 */
/**
 * kernel-doc
 */
/*****
 * banner
 *****/
/*---
 */
/* net
 * style */
int x; /* trailing single */ // trailing line
int y; /* trailing
 * net */
/* a */ /* b */
EOF

# ---------------------------------------------------------------------------
# Help and usage errors.

begin help
run 0 --help
nonempty "uniform --help stdout" "$T/out"
grep -q '^usage: uniform' "$T/out" || bad "uniform --help: no 'usage: uniform' line in: $(head -c 200 "$T/out")"
grep -q 'census' "$T/out" || bad "uniform --help does not name the census command"
end

# uniform rule: a rule's text from its descriptor, the same that
# --list-rules gives as its first paragraph; every rule without a name;
# a name that is no rule names the nearest one.
begin rule-explain
run 0 rule bitwise-logical
eq "first line of uniform rule bitwise-logical" "## bitwise-logical" "$(head -n 1 "$T/out")"
grep -q '^\*\*Default:\*\* on\. \*\*Settings:\*\* none\. \*\*Fix:\*\* yes\.$' "$T/out" ||
	bad "uniform rule bitwise-logical: no default, settings and fix line in: $(head -c 300 "$T/out")"
grep -q '^Wrong (`uniform check`):$' "$T/out" || bad "uniform rule bitwise-logical: no wrong example"
help=$("$U" check --list-rules | sed -n 's/^bitwise-logical  *on  //p')
got=$(sed -n '3,/^$/p' "$T/out" | tr '\n' ' ' | sed 's/\\\*/*/g; s/  *$//')
eq "uniform rule's first paragraph against --list-rules" "$help" "$got"
run 0 rule
eq "sections of uniform rule" "$("$U" check --list-rules | cut -d' ' -f1 | tr '\n' ' ')" \
	"$(sed -n 's/^## //p' "$T/out" | tr '\n' ' ')"
run 0 rule --format man else
eq "first lines of uniform rule --format man else" ".TP|.B else" "$(head -n 2 "$T/out" | tr '\n' '|' | sed 's/|$//')"
run 0 rule 'comment-*'
eq "sections of uniform rule 'comment-*'" "comment-open comment-close comment-star" \
	"$(sed -n 's/^## //p' "$T/out" | tr '\n' ' ' | sed 's/ $//')"
run 0 rule all
eq "sections of uniform rule all" "$("$U" check --list-rules | cut -d' ' -f1 | tr '\n' ' ')" \
	"$(sed -n 's/^## //p' "$T/out" | tr '\n' ' ')"
run 2 rule comment-opne
grep -q "comment-open" "$T/err" || bad "uniform rule comment-opne: the nearest rule is not named: $(cat "$T/err")"
empty "uniform rule comment-opne stdout" "$T/out"
run 2 rule --format html
# One source: the rule's section of docs/rules.md is uniform rule's text.
run 0 rule comment-open
awk '/^## comment-open$/ { p = 1; print; next } /^## / { p = 0 } p' "$REPO/docs/rules.md" |
	sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$T/section"
same "uniform rule comment-open against its section of docs/rules.md" "$T/section" "$T/out"
run 0 help comment-open
same "uniform help comment-open" "$T/section" "$T/out"
run 0 check --list-rules 'comment-*' --format json
eq "--list-rules with a glob, as JSON" "comment-open:true comment-close:true comment-star:true" \
	"$(jq -r 'map("\(.name):\(.fix)") | join(" ")' "$T/out")"
run 2 check --list-rules comment-opne
grep -q "did you mean 'comment-open'" "$T/err" || bad "--list-rules comment-opne: $(cat "$T/err")"
end

# Did you mean, for a command, an option, a key and a rule in capitals;
# options that do not go together are an error, not one of them dropped.
begin did-you-mean
run 2 chek
grep -q "unknown command 'chek'; did you mean 'check'?" "$T/err" || bad "chek: $(cat "$T/err")"
run 2 check --fromat json
grep -q "unknown option '--fromat'; did you mean '--format'?" "$T/err" || bad "--fromat: $(cat "$T/err")"
run 2 check --set uniform_coment_style=net
grep -q "unknown key; did you mean 'uniform_comment_style'?" "$T/err" || bad "a key: $(cat "$T/err")"
run 2 check --rule COMMENT-OPEN
grep -q "did you mean 'comment-open'?" "$T/err" || bad "COMMENT-OPEN: $(cat "$T/err")"
run 2 check --show-settings --list-rules
grep -q "one at a time" "$T/err" || bad "--show-settings --list-rules: $(cat "$T/err")"
run 2 fix --diff --mail
grep -q "not --diff as well" "$T/err" || bad "--diff --mail: $(cat "$T/err")"
run 2 census --by net --depth 2
grep -q "not both" "$T/err" || bad "--by --depth: $(cat "$T/err")"
run 2 check --select comment-open --no-rule comment-open
grep -q "no rule is left on" "$T/err" || bad "--select X --no-rule X: $(cat "$T/err")"
run 0 check --help
grep -q -- '--preset NAME .*majority or none' "$T/out" || bad "--preset none not in --help"
end

begin census-help
run 0 census --help
eq "first line of census --help" "usage: uniform census [OPTION]... [PATH]..." "$(head -n 1 "$T/out")"
for o in --by --depth --format --list --method --compare --examples --ext \
	--files-from --jobs --follow --hidden --help; do
	grep -q -e "$o" "$T/out" || bad "census --help does not mention $o"
done
cp "$T/out" "$T/help1"
run 0 census -h
same "census -h against census --help" "$T/help1" "$T/out"
end

begin usage-no-command
run 2
empty "stdout" "$T/out"
nonempty "stderr" "$T/err"
end

begin usage-unknown-command
run 2 frobnicate
empty "stdout" "$T/out"
nonempty "stderr" "$T/err"
end

# usage_test NAME ARG...: a usage error: status 2, nothing on stdout, a
# message on stderr, and nothing counted.
usage_test() {
	begin "$1"
	shift
	run 2 census "$@"
	empty "stdout of census $*" "$T/out"
	nonempty "stderr of census $*" "$T/err"
	end
}
usage_test usage-unknown-option --frobnicate w
usage_test usage-unknown-short-option -Q w
usage_test usage-bad-format --format xml w
usage_test usage-bad-format-empty --format= w
usage_test usage-format-missing-argument w --format
usage_test usage-bad-method --method fuzzy w
usage_test usage-jobs-zero -j 0 w
usage_test usage-jobs-not-a-number -j x w
usage_test usage-jobs-long-zero --jobs=0 w
usage_test usage-jobs-negative -j -3 w
usage_test usage-jobs-trailing-garbage -j 4x w
usage_test usage-bad-depth --depth deep w
usage_test usage-examples-without-compare --examples 3 w
usage_test usage-examples-zero-without-compare --examples 0 w
usage_test usage-examples-not-a-number --compare --examples many w
usage_test usage-list-with-compare --list --compare w
usage_test usage-list-csv --list --format csv w
usage_test usage-list-html --list --format html w
usage_test usage-flag-with-argument --list=yes w
usage_test usage-bad-aspect --aspect decl-order,frobs w
usage_test usage-aspect-with-compare --aspect all --compare w
usage_test usage-aspect-with-regex --aspect decl-order --method regex w
usage_test usage-exceptions-list --exceptions --list w
usage_test usage-aspect-none --aspect , w
usage_test usage-ext-dot --ext .c w
usage_test usage-ext-empty --ext '' w
usage_test usage-ext-commas --ext , w
usage_test usage-stdin-operand -

begin usage-messages
# Each usage error says what is wrong with what was given.
run 2 census --exceptions --method regex w
eq "--exceptions --method regex" "uniform census: --exceptions counts exactly: no --method regex, no --compare" "$(head -n 1 "$T/err")"
run 2 census -
eq "census -" "uniform census: '-': census counts files, not standard input ('--files-from -' reads their paths from it; './-' is a file named -)" "$(head -n 1 "$T/err")"
run 2 census --aspect ,
eq "--aspect ," "uniform census: --aspect names no aspect" "$(head -n 1 "$T/err")"
for cmd in check fix; do
	run 2 $cmd --select , w
	eq "$cmd --select ," "uniform $cmd: --select: no rule named ('uniform check --list-rules' lists them)" "$(head -n 1 "$T/err")"
	empty "$cmd --select ,: stdout" "$T/out"
	run 2 $cmd --ext .c w
	eq "$cmd --ext .c" "uniform $cmd: --ext: extensions without the dot, as in --ext c,h" "$(head -n 1 "$T/err")"
	run 2 $cmd --ext '' w
	eq "$cmd --ext ''" "uniform $cmd: --ext names no extension (--ext c,h)" "$(head -n 1 "$T/err")"
done
# A list that cannot be read: its error, and no table before it.
for fmt in text csv json markdown; do
	run 2 census --format $fmt --files-from nosuch.list
	empty "census --files-from nosuch.list --format $fmt: stdout" "$T/out"
	eq "census --files-from nosuch.list --format $fmt: stderr" "uniform: nosuch.list: No such file or directory" "$(cat "$T/err")"
done
end

begin aspect-all-and-one
# "all" is one of the names, as --rule takes it.
run 0 census --format csv --aspect all w
cp "$T/out" all.csv
run 0 census --format csv --aspect all,decl-order w
same "all,decl-order is all" all.csv "$T/out"
end

# ---------------------------------------------------------------------------
# Aspects: asp/net holds 21 functions in reverse-xmas order and one
# other, asp/lib 2 in reverse-xmas and 20 other, so that both groups
# have the 20 places --exceptions asks for.

mkdir -p asp/net asp/lib
xmas='{\n\tstruct scatterlist *sg;\n\tstruct sk_buff *skb;\n\tint err, i;\n}\n'
tree='{\n\tint err, i;\n\tstruct sk_buff *skb;\n\tstruct scatterlist *sg;\n}\n'
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	printf "void n$i(void)\n$xmas" >>asp/net/a.c
	printf "void l$i(void)\n$tree" >>asp/lib/b.c
done
printf "void n21(void)\n$xmas" >>asp/net/a.c
printf "void n22(void) $tree" >>asp/net/a.c
printf "void l21(void)\n$xmas" >>asp/lib/b.c
printf "void l22(void)\n$xmas" >>asp/lib/b.c

begin aspect-table
run 0 census --aspect decl-order,brace-function asp
expect "$T/exp" <<'EOF'
group  files  comments  line  single  customary  kernel-doc  banner  net-style  multi-line  net share
-----------------------------------------------------------------------------------------------------
lib        1         0     0       0          0           0       0          0           0          -
net        1         0     0       0          0           0       0          0           0          -
-----------------------------------------------------------------------------------------------------
total      2         0     0       0          0           0       0          0           0          -

decl-order  places  reverse-xmas  other     practised  share
------------------------------------------------------------
lib             22             2     20         other  90.9%
net             22            21      1  reverse-xmas  95.5%
------------------------------------------------------------
total           44            23     21  reverse-xmas  52.3%

brace-function  places  own-line  same-line  practised   share
--------------------------------------------------------------
lib                 22        22          0   own-line  100.0%
net                 22        21          1   own-line   95.5%
--------------------------------------------------------------
total               44        43          1   own-line   97.7%
EOF
same "census --aspect decl-order,brace-function asp" "$T/exp" "$T/out"
empty "stderr" "$T/err"
run 0 census asp
grep -q decl-order "$T/out" && bad "census without --aspect prints an aspect"
end

begin aspect-html
run 0 census --aspect decl-order --format html asp
grep -q '<th class="l">decl-order</th><th>places</th><th>reverse-xmas</th><th>other</th><th>practised</th>' "$T/out" || bad "the page has no decl-order table"
grep -q '<th class="l" scope="row">net</th><td>22</td><td>21</td><td>1</td><td>reverse-xmas</td><td class="share">95.5%</td>' "$T/out" || bad "the page has no decl-order row for net"
run 0 census --format html asp
grep -q 'decl-order' "$T/out" && bad "the page without --aspect has an aspect"
end

begin aspect-json
run 0 census --aspect all --format json asp
jqt "the net group's decl-order" "$T/out" '.groups[1].aspects["decl-order"] == {"places": 22, "reverse-xmas": 21, "other": 1, "practised": "reverse-xmas", "share": 0.954545}'
jqt "every aspect in the total" "$T/out" ".total.aspects | keys == $(registry_aspects)"
jqt "no place of else" "$T/out" '.total.aspects.else == {"places": 0, "cuddled": 0, "own-line": 0, "practised": null, "share": null}'
run 0 census --format json asp
jqt "no aspects member without --aspect" "$T/out" '.total | has("aspects") | not'
end

begin aspect-list
run 0 census --aspect decl-order --list asp/net
eq "places listed" 22 "$(wc -l <"$T/out" | tr -d ' ')"
eq "the last place" "asp/net/a.c:128:2: decl-order other (widths 11 20 23)" "$(tail -n 1 "$T/out")"
end

begin aspect-merge
run 0 census --aspect decl-order,else --format json --depth 0 asp/net
mv "$T/out" net.json
run 0 census --aspect decl-order,else --format json --depth 0 asp/lib
mv "$T/out" lib.json
run 0 census --aspect decl-order,else --format json --depth 0 asp/net asp/lib
mv "$T/out" both.json
run 0 merge --format json net.json lib.json
same "merge of the aspects of asp/net and asp/lib" both.json "$T/out"
run 0 census --format json --depth 0 asp/lib
mv "$T/out" plain.json
run 2 merge net.json plain.json
grep -q "other aspects than the first document's" "$T/err" || bad "merge of documents with other aspects: $(cat "$T/err")"
sed 's/"places": 22/"places": 23/' net.json >bad.json
run 2 merge bad.json
grep -q 'not the sum of the variants: "places"' "$T/err" || bad "merge of a wrong places count: $(cat "$T/err")"
end

begin aspect-exceptions
run 0 census --exceptions --aspect decl-order asp
expect "$T/exp" <<'EOF'
aspect      group  files  places     practised  share
-----------------------------------------------------
decl-order  total      2      44  reverse-xmas  52.3%
            lib        1      22         other  90.9%
EOF
same "census --exceptions --aspect decl-order asp" "$T/exp" "$T/out"
run 0 census --exceptions --aspect decl-order --format html asp
/usr/bin/python3 "$REPO/tests/html-check.py" lint "$T/out" >"$T/lint" 2>&1 || bad "the exceptions page is not clean: $(head -c 300 "$T/lint")"
grep -q '<tr><th class="l" scope="row">lib</th><td>1</td><td>-</td><td class="x">other 90.9%</td></tr>' "$T/out" || bad "the exceptions page has no marked row for lib"
grep -q 'scope="row">net<' "$T/out" && bad "the exceptions page has a row for net, which practises as the tree"
run 0 census --exceptions --aspect decl-order,else --format json asp
jqt "the exceptions document" "$T/out" '.report == "exceptions" and ."min-places" == 20 and (.aspects | map(.aspect)) == ["decl-order"]'
jqt "decl-order's exceptions" "$T/out" '.aspects[0].total == {"files": 2, "places": 44, "practised": "reverse-xmas", "share": 0.522727} and .aspects[0].exceptions == [{"name": "lib", "files": 1, "places": 22, "practised": "other", "share": 0.909091}]'
end

# ---------------------------------------------------------------------------
# The bundled examples (figures checked by reading examples/ by hand), on
# a copy: no test runs in the checkout, which may be read-only.

cp -R "$REPO/examples" examples

begin examples-table
run 0 census examples
expect "$T/exp" <<'EOF'
group   files  comments  line  single  customary  kernel-doc  banner  net-style  multi-line  net share
------------------------------------------------------------------------------------------------------
crypto      2         7     2       2          2           0       1          0           3       0.0%
lib         1         7     0       4          1           0       1          1           3      50.0%
net         2         9     2       3          1           1       0          2           4      66.7%
------------------------------------------------------------------------------------------------------
total       5        23     4       9          4           1       2          3          10      42.9%
EOF
same "census examples" "$T/exp" "$T/out"
empty "stderr" "$T/err"
end

begin examples-list
run 0 census --list examples
expect "$T/exp" <<'EOF'
examples/crypto/sha.c:1:1: line
examples/crypto/sha.c:2:1: banner
examples/crypto/sha.c:11:32: single trailing
examples/crypto/sha.c:13:1: customary
examples/crypto/sha.c:19:31: single trailing
examples/crypto/sha256_mb.c:1:1: line
examples/crypto/sha256_mb.c:2:1: customary
examples/lib/list.h:1:1: single
examples/lib/list.h:2:1: banner
examples/lib/list.h:5:37: single trailing
examples/lib/list.h:7:1: customary
examples/lib/list.h:10:1: net-style
examples/lib/list.h:13:29: single trailing
examples/lib/list.h:13:37: single trailing
examples/net/sock.c:1:1: line
examples/net/sock.c:2:1: net-style
examples/net/sock.c:7:1: customary
examples/net/sock.c:13:17: single trailing
examples/net/sock.c:15:14: line trailing
examples/net/sock.c:17:2: net-style
examples/net/sock.h:1:1: single
examples/net/sock.h:5:1: kernel-doc
examples/net/sock.h:13:8: single trailing
EOF
same "census --list examples" "$T/exp" "$T/out"
empty "stderr" "$T/err"
end

begin examples-csv
run 0 census --format csv examples
expect "$T/exp" <<'EOF'
group,files,comments,line,single,customary,kernel-doc,banner,net-style,multi-line,net share
crypto,2,7,2,2,2,0,1,0,3,0.0%
lib,1,7,0,4,1,0,1,1,3,50.0%
net,2,9,2,3,1,1,0,2,4,66.7%
total,5,23,4,9,4,1,2,3,10,42.9%
EOF
same "census --format csv examples" "$T/exp" "$T/out"
end

begin examples-markdown
run 0 census --format markdown examples
eq "markdown header" "| group | files | comments | line | single | customary | kernel-doc | banner | net-style | multi-line | net share |" "$(sed -n 1p "$T/out")"
sed -n 2p "$T/out" | grep -q '^|.*---.*|$' || bad "markdown: second line is not a separator row: $(sed -n 2p "$T/out")"
eq "markdown crypto row" "| crypto | 2 | 7 | 2 | 2 | 2 | 0 | 1 | 0 | 3 | 0.0% |" "$(grep '^| crypto ' "$T/out")"
eq "markdown total row" "| total | 5 | 23 | 4 | 9 | 4 | 1 | 2 | 3 | 10 | 42.9% |" "$(grep '^| total ' "$T/out")"
eq "markdown line count" 6 "$(wc -l <"$T/out" | tr -d ' ')"
end

begin examples-json
run 0 census --format json examples
if ! jq . "$T/out" >/dev/null 2>&1; then
	bad "not valid JSON: $(head -c 300 "$T/out")"
else
	jqt "header" "$T/out" '.tool == "uniform" and .command == "census" and .method == "exact" and (.version | type == "string" and length > 0) and (.grouping | type == "object")'
	jqt "group names" "$T/out" '[.groups[].name] == ["crypto", "lib", "net"]'
	jqt "group keys" "$T/out" '[.groups[] | keys] | all(. == (["name", "files", "comments", "line", "single", "customary", "kernel-doc", "banner", "net-style", "multi-line", "trailing", "net-style-share"] | sort))'
	jqt "crypto" "$T/out" '.groups[0] | .files == 2 and .comments == 7 and .line == 2 and .single == 2 and .customary == 2 and .["kernel-doc"] == 0 and .banner == 1 and .["net-style"] == 0 and .["multi-line"] == 3 and .trailing == 2 and .["net-style-share"] == 0'
	jqt "lib" "$T/out" '.groups[1] | .files == 1 and .comments == 7 and .line == 0 and .single == 4 and .customary == 1 and .["kernel-doc"] == 0 and .banner == 1 and .["net-style"] == 1 and .["multi-line"] == 3 and .trailing == 3 and .["net-style-share"] == 0.5'
	jqt "net" "$T/out" '.groups[2] | .files == 2 and .comments == 9 and .line == 2 and .single == 3 and .customary == 1 and .["kernel-doc"] == 1 and .banner == 0 and .["net-style"] == 2 and .["multi-line"] == 4 and .trailing == 3 and ((.["net-style-share"] - 2/3) | fabs) < 0.001'
	jqt "total" "$T/out" '.total | .files == 5 and .comments == 23 and .line == 4 and .single == 9 and .customary == 4 and .["kernel-doc"] == 1 and .banner == 2 and .["net-style"] == 3 and .["multi-line"] == 10 and .trailing == 8 and ((.["net-style-share"] - 3/7) | fabs) < 0.001'
fi
# --format=json is the same as --format json.
cp "$T/out" "$T/json1"
run 0 census --format=json examples
same "--format=json against --format json" "$T/json1" "$T/out"
end

# By hand: sha.c has "//" in lines 1, 9 (string) and 15 (comment); the
# opener in lines 2 (a banner: net-style), 8 (string), 11, 13, 19; list.h
# misses the spliced opener, takes "/*---" for net-style and counts the
# line of "/* a */ /* b */" once.
# sha256_mb.c has "//" in line 1 and a lone "/*" in line 2 (customary).
begin examples-regex-json
run 0 census --method regex --format json examples
jqt "method" "$T/out" '.method == "regex"'
jqt "regex total" "$T/out" '.total | .files == 5 and .comments == 24 and .line == 6 and .single == 9 and .customary == 4 and .["kernel-doc"] == 1 and .banner == 0 and .["net-style"] == 4 and .["multi-line"] == 9'
jqt "regex crypto" "$T/out" '.groups[0] | .name == "crypto" and .line == 4 and .single == 3 and .customary == 2 and .["kernel-doc"] == 0 and .banner == 0 and .["net-style"] == 1'
end

begin examples-compare-examples
run 0 census --compare --examples 50 examples
expect "$T/exp" <<'EOF'
Places where the methods disagree:
examples/crypto/sha.c:2:1: exact banner, regex net-style: a banner of stars or punctuation: the regexes have no class for it
examples/crypto/sha.c:8:3: exact none, regex single: inside a string literal
examples/crypto/sha.c:9:3: exact none, regex line: inside a string literal
examples/crypto/sha.c:15:18: exact none, regex line: inside a comment opened before it
examples/lib/list.h:2:1: exact banner, regex net-style: a banner of stars or punctuation: the regexes have no class for it
examples/lib/list.h:10:1: exact net-style, regex none: the opener is split by a line splice
examples/lib/list.h:13:37: exact single, regex none: its line is counted once, at an earlier match

EOF
head -n 9 "$T/out" >"$T/got"
same "first lines of --compare --examples 50" "$T/exp" "$T/got"
# The table after the examples, blanks squeezed: the total block.
sed -n '10,$p' "$T/out" | sed 's/  */ /g; s/ $//' | sed -n '1p;/^total/,$p' >"$T/got"
expect "$T/exp" <<'EOF'
group class exact regex difference relative
total line 4 6 +2 +50.0%
 single 9 9 +0 +0.0%
 customary 4 4 +0 +0.0%
 kernel-doc 1 1 +0 +0.0%
 banner 2 0 -2 -100.0%
 net-style 3 4 +1 +33.3%
 multi-line 10 9 -1 -10.0%
 net share 42.9% 50.0% +7.1 pt
EOF
same "compare table, total block" "$T/exp" "$T/got"
end

begin compare-examples-limit
run 0 census --compare --examples 2 examples
sed -n '1,4p' "$T/out" >"$T/got"
expect "$T/exp" <<'EOF'
Places where the methods disagree:
examples/crypto/sha.c:2:1: exact banner, regex net-style: a banner of stars or punctuation: the regexes have no class for it
examples/crypto/sha.c:8:3: exact none, regex single: inside a string literal

EOF
same "--compare --examples 2" "$T/exp" "$T/got"
eq "lines of the form path:line:col: exact" 2 "$(grep -c ': exact ' "$T/out")"
end

begin compare-without-examples
run 0 census --compare examples
sed 's/  */ /g; s/ $//' "$T/out" | head -n 1 >"$T/got"
echo "group class exact regex difference relative" >"$T/exp"
same "first line of --compare" "$T/exp" "$T/got"
grep -q 'disagree' "$T/out" && bad "--compare without --examples printed examples"
grep -q ': exact ' "$T/out" && bad "--compare without --examples printed example lines"
end

# ---------------------------------------------------------------------------
# Classes, paths, walking.

begin list-classes
run 0 census --list c.c
expect "$T/exp" <<'EOF'
c.c:1:1: line
c.c:2:1: single
c.c:3:1: customary
c.c:6:1: kernel-doc
c.c:9:1: banner
c.c:12:1: banner
c.c:14:1: net-style
c.c:16:8: single trailing
c.c:16:30: line trailing
c.c:17:8: net-style trailing
c.c:19:1: single
c.c:19:9: single
EOF
same "census --list c.c" "$T/exp" "$T/out"
empty "stderr" "$T/err"
end

begin default-operand-is-dot
cd w || exit 1
run 0 census --list
cd "$T" || exit 1
expect "$T/exp" <<'EOF'
drivers/net/c.c:1:1: single
net/a.c:1:1: net-style
net/x/b.c:1:1: customary
netfilter/d.c:1:1: line
top.c:1:1: line
EOF
same "census --list in w/ (no operand)" "$T/exp" "$T/out"
end

begin paths-as-given
run 0 census --list w
expect "$T/exp" <<'EOF'
w/drivers/net/c.c:1:1: single
w/net/a.c:1:1: net-style
w/net/x/b.c:1:1: customary
w/netfilter/d.c:1:1: line
w/top.c:1:1: line
EOF
same "census --list w" "$T/exp" "$T/out"
run 0 census --list w/
same "census --list w/ (trailing slash)" "$T/exp" "$T/out"
run 0 census --list ./w
same "census --list ./w (no leading ./)" "$T/exp" "$T/out"
run 0 census --list .//w
same "census --list .//w" "$T/exp" "$T/out"
run 0 census --list "$T/w/net"
expect "$T/exp" <<EOF
$T/w/net/a.c:1:1: net-style
$T/w/net/x/b.c:1:1: customary
EOF
same "census --list ABSOLUTE/w/net" "$T/exp" "$T/out"
end

# "." is the top as much as no operand is: the same paths (x.c, never
# ./x.c) in census --list, check and fix, in every format.
begin dot-operand-paths
mkdir -p dot/sub
printf '/* net\n * style */\nint x;\n' >dot/x.c
printf '/* net\n * style */\nint y;\n' >dot/sub/y.c
cd dot || exit 1
for m in "--list" "--list --format json" "--list --method regex" "--format csv" "--format json" "--format markdown"; do
	# shellcheck disable=SC2086 # $m is a word list
	run 0 census $m
	cp "$T/out" "$T/none"
	for op in . ./ .//; do
		# shellcheck disable=SC2086
		run 0 census $m "$op"
		same "census $m $op against no operand" "$T/none" "$T/out"
	done
done
run 0 census --list .
eq "census --list . paths" "sub/y.c x.c" "$(cut -d: -f1 "$T/out" | sort -u | tr '\n' ' ' | sed 's/ $//')"
for f in text json sarif github html; do
	run 1 check $FP --color=never --preset linux --rule comment-open --format "$f"
	grep -v -e '<title>' -e '<h1>' -e '<footer>' "$T/out" >"$T/none"
	run 1 check $FP --color=never --preset linux --rule comment-open --format "$f" .
	grep -v -e '<title>' -e '<h1>' -e '<footer>' "$T/out" >"$T/got"
	same "check --format $f . against no operand" "$T/none" "$T/got"
	grep -q 'x\.c' "$T/got" || bad "check --format $f: no x.c in: $(head -c 300 "$T/got")"
	grep -q '\./x\.c\|\./sub' "$T/got" && bad "check --format $f .: a ./ path in: $(grep '\./' "$T/got" | head -3)"
done
run 1 fix $FP --diff --preset linux --rule comment-open
cp "$T/out" "$T/none"
run 1 fix $FP --diff --preset linux --rule comment-open .
same "fix --diff . against no operand" "$T/none" "$T/out"
grep -q '^+++ b/x\.c$' "$T/out" || bad "fix --diff .: no +++ b/x.c in: $(head -c 300 "$T/out")"
run 0 census --list ./x.c sub/../x.c
eq "a file operand loses its leading ./ only" "x.c:1:1: net-style
sub/../x.c:1:1: net-style" "$(cat "$T/out")"
cd "$T" || exit 1
end

begin operands-in-order
run 0 census --list w/top.c w/net c.c
sed -n '1p;2p;3p;4p' "$T/out" | cut -d: -f1 >"$T/got"
expect "$T/exp" <<'EOF'
w/top.c
w/net/a.c
w/net/x/b.c
c.c
EOF
same "files of census --list w/top.c w/net c.c" "$T/exp" "$T/got"
end

begin walk-sorted-bytewise
mkdir -p s/m
for f in b.c a_.c n.c a.c B.c a0.c _u.c; do printf '// x\n' >"s/$f"; done
printf '// x\n' >s/m/z.c
printf '// x\n' >"$(printf 's/\303\251.c')"
run 0 census --list s
printf 's/B.c\ns/_u.c\ns/a.c\ns/a0.c\ns/a_.c\ns/b.c\ns/m/z.c\ns/n.c\ns/\303\251.c\n' >"$T/exp"
cut -d: -f1 "$T/out" >"$T/got"
same "walk order" "$T/exp" "$T/got"
LC_ALL=en_US.UTF-8 run 0 census --list s
cut -d: -f1 "$T/out" >"$T/got"
same "walk order under LC_ALL=en_US.UTF-8" "$T/exp" "$T/got"
end

begin ext-default
mkdir -p e
for f in v.c w.h x.txt y.cpp z.C noext c.cc h.hh; do printf '// x\n' >"e/$f"; done
run 0 census --list e
printf 'e/v.c\ne/w.h\n' >"$T/exp"
cut -d: -f1 "$T/out" >"$T/got"
same "files taken by default" "$T/exp" "$T/got"
end

begin ext-option
run 0 census --list --ext cpp,C,txt e
printf 'e/x.txt\ne/y.cpp\ne/z.C\n' >"$T/exp"
cut -d: -f1 "$T/out" >"$T/got"
same "files taken with --ext cpp,C,txt" "$T/exp" "$T/got"
run 0 census --list --ext=h e
printf 'e/w.h\n' >"$T/exp"
cut -d: -f1 "$T/out" >"$T/got"
same "files taken with --ext=h" "$T/exp" "$T/got"
end

begin explicit-file-any-extension
run 0 census --list e/x.txt e/noext
printf 'e/x.txt:1:1: line\ne/noext:1:1: line\n' >"$T/exp"
same "census --list e/x.txt e/noext" "$T/exp" "$T/out"
end

begin hidden
mkdir -p h/.hdir h/dir
for f in .hid.c .hdir/a.c dir/.x.c vis.c dir/y.c; do printf '// x\n' >"h/$f"; done
run 0 census --list h
printf 'h/dir/y.c\nh/vis.c\n' >"$T/exp"
cut -d: -f1 "$T/out" >"$T/got"
same "files without --hidden" "$T/exp" "$T/got"
run 0 census --list --hidden h
printf 'h/.hdir/a.c\nh/.hid.c\nh/dir/.x.c\nh/dir/y.c\nh/vis.c\n' >"$T/exp"
cut -d: -f1 "$T/out" >"$T/got"
same "files with --hidden" "$T/exp" "$T/got"
cd h || exit 1
run 0 census --list --hidden
cd "$T" || exit 1
printf '.hdir/a.c\n.hid.c\ndir/.x.c\ndir/y.c\nvis.c\n' >"$T/exp"
cut -d: -f1 "$T/out" >"$T/got"
same "files with --hidden, no operand" "$T/exp" "$T/got"
end

mkdir -p l/real l/d
printf '// x\n' >l/real/a.c
ln -s .. l/d/up
ln -s ../real l/d/r
ln -s real/a.c l/l.c
ln -s . l/self

begin symlinks-not-followed
run 0 census --list l
printf 'l/real/a.c:1:1: line\n' >"$T/exp"
same "census --list l" "$T/exp" "$T/out"
empty "stderr" "$T/err"
end

begin symlinks-followed-loop
run 0 census --list -L l
expect "$T/exp" <<'EOF'
l/d/r/a.c:1:1: line
l/l.c:1:1: line
l/real/a.c:1:1: line
EOF
same "census --list -L l" "$T/exp" "$T/out"
expect "$T/exp" <<'EOF'
uniform: l/d/up: symlink loop, not followed
uniform: l/self: symlink loop, not followed
EOF
same "stderr of census -L l" "$T/exp" "$T/err"
run 0 census --format csv --follow l
eq "total row of census --follow l" "total,3,3,3,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
end

begin symlinks-followed-loop-no-operand
cd l || exit 1
run 0 census --list -L
cd "$T" || exit 1
expect "$T/exp" <<'EOF'
d/r/a.c:1:1: line
l.c:1:1: line
real/a.c:1:1: line
EOF
same "census --list -L in l/" "$T/exp" "$T/out"
expect "$T/exp" <<'EOF'
uniform: d/up: symlink loop, not followed
uniform: self: symlink loop, not followed
EOF
same "stderr of census -L in l/" "$T/exp" "$T/err"
end

begin files-from
printf 'w/net/a.c\ne/x.txt\nw/drivers\n' >list
run 0 census --list --files-from list
expect "$T/exp" <<'EOF'
w/net/a.c:1:1: net-style
e/x.txt:1:1: line
w/drivers/net/c.c:1:1: single
EOF
same "census --list --files-from list" "$T/exp" "$T/out"
IN=list run 0 census --list --files-from -
same "census --list --files-from - <list" "$T/exp" "$T/out"
empty "stderr" "$T/err"
end

begin files-from-missing-entry
printf 'w/top.c\nnosuch.c\n' >list2
run 2 census --format csv --files-from list2
eq "stderr" "uniform: nosuch.c: No such file or directory" "$(cat "$T/err")"
eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
end

begin files-from-missing-list
run 2 census --files-from nosuch.list
nonempty "stderr" "$T/err"
grep -q 'nosuch.list' "$T/err" || bad "stderr does not name nosuch.list: $(cat "$T/err")"
end

begin files-from-directory
# A directory opens, but reading it fails: an error, not an empty list.
for cmd in census check fix; do
	run 2 "$cmd" --files-from w
	eq "$cmd --files-from a directory" "uniform: w: Is a directory" "$(grep -v '^uniform fix:' "$T/err")"
	IN=w run 2 "$cmd" --files-from -
	eq "$cmd --files-from - <directory" "uniform: -: Is a directory" "$(grep -v '^uniform fix:' "$T/err")"
done
end

begin files-from-nul-byte
# A NUL byte would cut the path short (find -print0 makes one line of
# the whole list): the paths before that line are taken, then an error.
printf 'w/top.c\nw/net/a.c\0w/netfilter/d.c\0' >nul.list
run 2 census --list --files-from nul.list
eq "paths before the line" "w/top.c:1:1: line" "$(cat "$T/out")"
eq "stderr" "uniform: nul.list: line 2 holds a NUL byte; the list is not read from there on" "$(cat "$T/err")"
IN=nul.list run 2 check --files-from -
grep -q '^uniform: -: line 2 holds a NUL byte' "$T/err" || bad "check: $(cat "$T/err")"
end

begin double-dash-operand
printf '// x\n' >./-dash.c
run 0 census --list -- -dash.c
eq "census --list -- -dash.c" "-dash.c:1:1: line" "$(cat "$T/out")"
end

# ---------------------------------------------------------------------------
# Grouping.

begin depth-default
run 0 census --format csv w
expect "$T/exp" <<'EOF'
group,files,comments,line,single,customary,kernel-doc,banner,net-style,multi-line,net share
.,1,1,1,0,0,0,0,0,0,-
drivers,1,1,0,1,0,0,0,0,0,-
net,2,2,0,0,1,0,0,1,2,50.0%
netfilter,1,1,1,0,0,0,0,0,0,-
total,5,5,2,1,1,0,0,1,2,50.0%
EOF
same "census --format csv w" "$T/exp" "$T/out"
run 0 census --format csv --depth 1 w
same "census --format csv --depth 1 w" "$T/exp" "$T/out"
end

begin depth-2
run 0 census --format csv --depth 2 w
expect "$T/exp" <<'EOF'
group,files,comments,line,single,customary,kernel-doc,banner,net-style,multi-line,net share
.,1,1,1,0,0,0,0,0,0,-
drivers/net,1,1,0,1,0,0,0,0,0,-
net,1,1,0,0,0,0,0,1,1,100.0%
net/x,1,1,0,0,1,0,0,0,1,0.0%
netfilter,1,1,1,0,0,0,0,0,0,-
total,5,5,2,1,1,0,0,1,2,50.0%
EOF
same "census --format csv --depth 2 w" "$T/exp" "$T/out"
end

begin by-prefix-whole-components
run 0 census --format csv --by netfilter,net,drivers/net,crypto w
expect "$T/exp" <<'EOF'
group,files,comments,line,single,customary,kernel-doc,banner,net-style,multi-line,net share
netfilter,1,1,1,0,0,0,0,0,0,-
net,2,2,0,0,1,0,0,1,2,50.0%
drivers/net,1,1,0,1,0,0,0,0,0,-
crypto,0,0,0,0,0,0,0,0,0,-
total,5,5,2,1,1,0,0,1,2,50.0%
EOF
same "census --format csv --by netfilter,net,drivers/net,crypto w" "$T/exp" "$T/out"
eq "stderr: the prefix that matched nothing" "uniform census: warning: --by crypto: no file matched (prefixes are matched against paths relative to each PATH)" "$(cat "$T/err")"
end

# A prefix no file matches is nearly always a typo or the operand written
# twice (--by w/net w): a warning names it; the status stays 0.
begin by-unmatched-warning
run 0 census --by net,drivers/net w
empty "stderr when every prefix matches" "$T/err"
run 0 census --by w/net w
eq "stderr, operand in the prefix" "uniform census: warning: --by w/net: no file matched (prefixes are matched against paths relative to each PATH)" "$(cat "$T/err")"
run 0 census --format json --by net/,nope,drivers w
eq "stderr, one of three" "uniform census: warning: --by nope: no file matched (prefixes are matched against paths relative to each PATH)" "$(cat "$T/err")"
jqt "the row is still there" "$T/out" '[.groups[] | [.name, .files]] == [["net", 2], ["nope", 0], ["drivers", 1]]'
run 0 census --compare --by nope w
eq "stderr, --compare" "uniform census: warning: --by nope: no file matched (prefixes are matched against paths relative to each PATH)" "$(cat "$T/err")"
run 0 census --list --by nope w
eq "stderr, --list" "uniform census: warning: --by nope: no file matched (prefixes are matched against paths relative to each PATH)" "$(cat "$T/err")"
end

begin by-overlapping-prefixes
run 0 census --format csv --by net/x,net w
expect "$T/exp" <<'EOF'
group,files,comments,line,single,customary,kernel-doc,banner,net-style,multi-line,net share
net/x,1,1,0,0,1,0,0,0,1,0.0%
net,2,2,0,0,1,0,0,1,2,50.0%
total,5,5,2,1,1,0,0,1,2,50.0%
EOF
same "census --format csv --by net/x,net w" "$T/exp" "$T/out"
end

begin by-relative-to-operand
cd w || exit 1
run 0 census --format csv --by net
cd "$T" || exit 1
eq "net row, no operand" "net,2,2,0,0,1,0,0,1,2,50.0%" "$(csvrow "$T/out" net)"
run 0 census --format csv --by net ./w
eq "net row, operand ./w" "net,2,2,0,0,1,0,0,1,2,50.0%" "$(csvrow "$T/out" net)"
run 0 census --format json --by net,drivers "$T/w"
jqt "json --by" "$T/out" '[.groups[] | [.name, .files]] == [["net", 2], ["drivers", 1]] and .total.files == 5'
end

begin text-table-layout
run 0 census --by net,crypto w
expect "$T/exp" <<'EOF'
group   files  comments  line  single  customary  kernel-doc  banner  net-style  multi-line  net share
------------------------------------------------------------------------------------------------------
net         2         2     0       0          1           0       0          1           2      50.0%
crypto      0         0     0       0          0           0       0          0           0          -
------------------------------------------------------------------------------------------------------
total       5         5     2       1          1           0       0          1           2      50.0%
EOF
same "census --by net,crypto w" "$T/exp" "$T/out"
end

begin thousands-separators
mkdir -p k/big
awk 'BEGIN { for (i = 0; i < 1234; i++) print "// c" }' >k/big/k.c
run 0 census k
eq "text total row (blanks squeezed)" "total 1 1,234 1,234 0 0 0 0 0 0 -" "$(grep '^total' "$T/out" | sed 's/  */ /g; s/ $//')"
eq "text big row (blanks squeezed)" "big 1 1,234 1,234 0 0 0 0 0 0 -" "$(grep '^big' "$T/out" | sed 's/  */ /g; s/ $//')"
run 0 census --format csv k
eq "csv total row" "total,1,1234,1234,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
run 0 census --format json k
jqt "json total" "$T/out" '.total.comments == 1234 and .total.line == 1234'
end

begin compare-thousands
mkdir -p k2/str
awk 'BEGIN { for (i = 0; i < 1234; i++) print "char *s = \"//\";" }' >k2/str/strings.c
run 0 census --compare k2
eq "line row of --compare (blanks squeezed)" "str line 0 1,234 +1,234" "$(sed -n 3p "$T/out" | sed 's/  */ /g; s/ $//')"
eq "total line row of --compare (blanks squeezed)" "total line 0 1,234 +1,234" "$(grep '^total' "$T/out" | sed 's/  */ /g; s/ $//')"
end

begin empty-directory
mkdir -p nofiles/hollow
printf '// x\n' >nofiles/hollow/.hidden.c
run 0 census nofiles
eq "text total row (blanks squeezed)" "total 0 0 0 0 0 0 0 0 0 -" "$(grep '^total' "$T/out" | sed 's/  */ /g; s/ $//')"
empty "stderr" "$T/err"
run 0 census --format json nofiles
jqt "json of an empty tree" "$T/out" '.groups == [] and .total.files == 0 and .total.comments == 0'
end

begin json-escapes-names
mkdir -p "jn/q\"uote" "jn/back\\slash" "$(printf 'jn/tab\there')" "$(printf 'jn/bad\377byte')" "$(printf 'jn/\303\251t\303\251')"
for d in "q\"uote" "back\\slash" "$(printf 'tab\there')" "$(printf 'bad\377byte')" "$(printf '\303\251t\303\251')"; do
	printf '// x\n' >"jn/$d/a.c"
done
run 0 census --format json jn
if ! jq . "$T/out" >/dev/null 2>&1; then
	bad "not valid JSON: $(head -c 400 "$T/out")"
else
	jqt "names" "$T/out" '[.groups[].name] as $n | ($n | length) == 5 and (["back\\slash", "q\"uote", "tab\there", "\u00e9t\u00e9"] | all(. as $x | $n | any(. == $x)))'
	jqt "total files" "$T/out" '.total.files == 5'
fi
end

begin csv-quotes-names
mkdir -p "cq/a,b"
printf '// x\n' >"cq/a,b/a.c"
run 0 census --format csv cq
eq "csv row of group a,b" '"a,b",1,1,1,0,0,0,0,0,0,-' "$(sed -n 2p "$T/out")"
end

# ---------------------------------------------------------------------------
# Bad input.

begin binary-file
mkdir -p bin
cp /bin/true bin/x.c
printf '// x\n' >bin/good.c
run 0 census --format csv bin
eq "stderr" "uniform: bin/x.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
run 0 census --list bin/x.c
eq "stderr (operand)" "uniform: bin/x.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
empty "stdout of census --list bin/x.c" "$T/out"
end

begin binary-file-regex-and-compare
run 0 census --format csv --method regex bin
eq "stderr (regex)" "uniform: bin/x.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
eq "total row (regex)" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
run 0 census --compare --examples 5 bin
eq "stderr (compare)" "uniform: bin/x.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
end

begin empty-file
mkdir -p z
: >z/empty.c
run 0 census --format csv z
eq "total row" "total,1,0,0,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
empty "stderr" "$T/err"
run 0 census --list z/empty.c
empty "stdout of --list" "$T/out"
empty "stderr of --list" "$T/err"
run 0 census --format json --method regex z
jqt "regex total" "$T/out" '.total.files == 1 and .total.comments == 0 and .total["net-style-share"] == null'
run 0 census --compare z
end

mkdir -p p
mkfifo p/p.c
printf '// x\n' >p/ok.c

begin fifo-in-directory
run 0 census --format csv p
eq "stderr" "uniform: p/p.c: a FIFO, skipped" "$(cat "$T/err")"
eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
run 0 census --compare p
eq "stderr (compare)" "uniform: p/p.c: a FIFO, skipped" "$(cat "$T/err")"
end

begin fifo-operand
run 0 census --format csv p/p.c
eq "stderr" "uniform: p/p.c: a FIFO, skipped" "$(cat "$T/err")"
eq "total row" "total,0,0,0,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
printf 'p/p.c\np/ok.c\n' >fifo.list
run 0 census --format csv --files-from fifo.list
eq "stderr (--files-from)" "uniform: p/p.c: a FIFO, skipped" "$(cat "$T/err")"
eq "total row (--files-from)" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
end

begin missing-operand
run 2 census --format csv nosuch.c w/top.c
eq "stderr" "uniform: nosuch.c: No such file or directory" "$(cat "$T/err")"
eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
end

# Permission tests: root reads everything, so run as nobody.
mkdir -p r1 r2/locked
printf '// x\n' >r1/good.c
printf '// x\n' >r1/bad.c
printf '// x\n' >r2/good.c
printf '// x\n' >r2/locked/x.c
chmod 000 r1/bad.c r2/locked
nobody r1/good.c

begin unreadable-file
if [ -n "$nobody_skip" ]; then
	bad "setup: $nobody_skip"
else
	BIN=$PBIN WRAP=$PWRAP run 2 census --format csv r1
	eq "stderr" "uniform: r1/bad.c: Permission denied" "$(cat "$T/err")"
	eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
	BIN=$PBIN WRAP=$PWRAP run 2 census --list r1
	eq "stdout of --list" "r1/good.c:1:1: line" "$(cat "$T/out")"
	BIN=$PBIN WRAP=$PWRAP run 2 census --format csv --method regex r1
	eq "stderr (regex)" "uniform: r1/bad.c: Permission denied" "$(cat "$T/err")"
	eq "total row (regex)" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
fi
end

begin unreadable-directory
if [ -n "$nobody_skip" ]; then
	bad "setup: $nobody_skip"
else
	BIN=$PBIN WRAP=$PWRAP run 2 census --format csv r2
	eq "stderr" "uniform: r2/locked: Permission denied" "$(cat "$T/err")"
	eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
fi
end

begin unterminated-comment
printf 'int x;\n/* open\n * more\n' >u.c
run 0 census --list u.c
eq "stdout" "u.c:2:1: net-style" "$(cat "$T/out")"
eq "stderr" "u.c:2:1: warning: unterminated comment" "$(cat "$T/err")"
run 0 census --format csv u.c
eq "total row" "total,1,1,0,0,0,0,0,1,1,100.0%" "$(csvrow "$T/out" total)"
eq "stderr (table)" "u.c:2:1: warning: unterminated comment" "$(cat "$T/err")"
run 0 census --compare u.c
eq "stderr (compare)" "u.c:2:1: warning: unterminated comment" "$(cat "$T/err")"
end

# One line of 50 MB ending in a comment, between two other comments.
begin line-of-50mb
{
	printf '/* first */\n'
	head -c 50000000 /dev/zero | tr '\0' x
	printf ' /* end */\n/* after\n */\n'
} >long.c
run 0 census --list long.c
expect "$T/exp" <<'EOF'
long.c:1:1: single
long.c:2:50000002: single trailing
long.c:3:1: net-style
EOF
same "census --list long.c" "$T/exp" "$T/out"
empty "stderr" "$T/err"
run 0 census --format csv --method regex long.c
eq "total row (regex)" "total,1,3,0,2,0,0,0,1,1,100.0%" "$(csvrow "$T/out" total)"
rm -f long.c
end

# A long pp-number full of C23 digit separators (1'1'1...) must not take
# time quadratic in its length: 1 MB is scanned in milliseconds when the
# scan is linear.
begin long-number-line-linear
{
	printf 'int x = 1'
	head -c 500000 /dev/zero | tr '\0' "'" | sed "s/'/'1/g"
	printf ';\n/* c */\n'
} >num.c
TMO=5 run 0 census --list num.c
eq "stdout" "num.c:2:1: single" "$(cat "$T/out")"
rm -f num.c
end

# Files read in windows: a block of tricky constructs repeated 65,536
# times, so that the 64 KiB read boundaries fall at every offset of the
# block, must give the block's own --list, shifted by whole blocks.
cat >block.txt <<'EOF'
// line comment \
   still the line comment
int a = 1; /* single trailing */ /* second */
/*
 * customary
 */
/**
 * kernel-doc */
/*-----
 */
/* net
 */ x = "/* no */ // no"; c = '"'; n = 1'000; /\
* spliced net *\
/
#error don't /* no comment */
int zzz;
EOF
window_test() {	# NAME EOL(lf|crlf|mixed)
	if [ -n "${VALGRIND:-}" ]; then	# 4 MB inputs: minutes under valgrind
		echo "skip cli/$1" >>"$RESULTS"
		echo "SKIP cli/$1: giant input, too slow under valgrind"
		return
	fi
	begin "$1"
	case $2 in
	lf) cp block.txt blk.c ;;
	crlf) sed 's/$/\r/' block.txt >blk.c ;;
	mixed) awk '{ printf "%s%s", $0, (NR % 3 == 0 ? "\n" : NR % 3 == 1 ? "\r\n" : "\r") }' block.txt >blk.c ;;
	esac
	run 0 census --list blk.c
	sed 's/^blk\.c://' "$T/out" >blk.list
	n=$(wc -l <blk.list | tr -d ' ')
	[ "$n" -eq 8 ] || bad "the block alone gives $n comments, expected 8: $(cat "$T/out")"
	awk 'BEGIN { RS = "\001" } { s = $0 } END { for (i = 0; i < 65536; i++) printf "%s", s }' blk.c >big.c
	run 0 census --list big.c
	lines=$(wc -l <block.txt | tr -d ' ')
	awk -F: -v L="$lines" -v K=65536 '
		NR == FNR { el[FNR] = $1; rest[FNR] = $2 ":" $3; n = FNR; next }
		{
			k = FNR - 1; i = k % n + 1; b = int(k / n)
			want = "big.c:" (el[i] + b * L) ":" rest[i]
			if ($0 != want && bad++ < 3)
				print "line " FNR ": expected \"" want "\", got \"" $0 "\""
		}
		END {
			if (FNR != n * K)
				print FNR " comments, expected " n * K
			if (bad)
				print bad " lines differ"
		}' blk.list "$T/out" >"$T/got"
	[ -s "$T/got" ] && bad "big.c against the block: $(cat "$T/got")"
	empty "stderr" "$T/err"
	rm -f big.c blk.c blk.list
	end
}
window_test read-windows-lf lf
window_test read-windows-crlf crlf
window_test read-windows-mixed-eol mixed

# ---------------------------------------------------------------------------
# -j: the same output for any number of threads.

mkdir -p jt
awk -v q="'" 'BEGIN {
	s[0] = "// line %d\n"
	s[1] = "int v%d = 1; /* single trailing */\n"
	s[2] = "/*\n * customary %d\n */\n"
	s[3] = "/**\n * kernel-doc %d\n */\n"
	s[4] = "/*=====\n * banner %d\n */\n"
	s[5] = "/* net %d\n * style */\n"
	s[6] = "char *s%d = \"/* not */ // not\";\n"
	s[7] = "/\\\n* spliced opener %d */\n"
	s[8] = "x = 1%d" q "000; y = " q "\\" q q "; // after literals\n"
	s[9] = "/* a %d */ /* b */ z(); /*\n*/\n"
	for (i = 1; i <= 320; i++) {
		d = "jt/d" (i % 7) "/sub" (i % 3)
		f = d "/f" i (i % 4 == 0 ? ".h" : ".c")
		body = ""
		for (k = 0; k < 10; k++)
			if (int(i / (k + 1)) % 2 == 1 || (i + k) % 5 == 0)
				body = body sprintf(s[k], i)
		if (i % 11 == 0)
			gsub(/\n/, "\r\n", body)
		if (i % 53 == 0)
			body = body "/* unterminated\n"
		print d > "jt/dirs"
		files[i] = f
		text[i] = body
	}
	close("jt/dirs")
	system("sort -u jt/dirs | xargs mkdir -p")
	for (i = 1; i <= 320; i++) {
		printf "%s", text[i] > files[i]
		close(files[i])
	}
}'
rm -f jt/dirs
cp /bin/true jt/d1/sub1/binary.c
mkfifo jt/d2/sub2/fifo.c

jobs_test() {	# NAME ARG...
	begin "$1"
	shift
	run 0 census -j1 "$@" jt
	cp "$T/out" "$T/out1"
	cp "$T/err" "$T/err1"
	run 0 census -j8 "$@" jt
	same "stdout of -j8 against -j1" "$T/out1" "$T/out"
	same "stderr of -j8 against -j1" "$T/err1" "$T/err"
	run 0 census --jobs=3 "$@" jt
	same "stdout of --jobs=3 against -j1" "$T/out1" "$T/out"
	nonempty "stdout of -j1" "$T/out1"
	end
}
jobs_test jobs-table
jobs_test jobs-list --list
jobs_test jobs-compare-examples --compare --examples 50
jobs_test jobs-json-by --format json --by d1,d2/sub2,d3

# More files than the pool keeps in flight at once (4,096).
awk 'BEGIN {
	for (d = 0; d < 10; d++)
		system("mkdir -p jm/d" d)
	for (i = 0; i < 9000; i++) {
		f = "jm/d" (i % 10) "/f" i ".c"
		printf "// %d\n/* a\n * b */\n", i > f
		close(f)
	}
}'
begin jobs-many-files
run 0 census -j1 --list jm
cp "$T/out" "$T/out1"
eq "lines of --list -j1" 18000 "$(wc -l <"$T/out1" | tr -d ' ')"
for j in 8 64; do
	run 0 census -j$j --list jm
	same "stdout of --list -j$j against -j1" "$T/out1" "$T/out"
done
run 0 census -j8 --format csv jm
eq "total row" "total,9000,18000,9000,0,0,0,0,9000,9000,100.0%" "$(csvrow "$T/out" total)"
end
rm -rf jm

begin jobs-tree-sanity
run 0 census -j8 --format json jt
jqt "files" "$T/out" '.total.files == 320'
jqt "every class present" "$T/out" '.total | .line > 0 and .single > 0 and .customary > 0 and .["kernel-doc"] > 0 and .banner > 0 and .["net-style"] > 0 and .trailing > 0'
for m in 'binary file (NUL byte), skipped' 'a FIFO, skipped' 'warning: unterminated comment'; do
	grep -q "$m" "$T/err" || bad "stderr has no '$m'"
done
run 0 census -j8 --compare --examples 50 jt
eq "examples shown" 50 "$(grep -c ': exact .*, regex ' "$T/out")"
end

# ---------------------------------------------------------------------------
# uniform check

mkdir -p ck/net/core ck/drivers/net ck/fs
printf '/* net style\n * here\n */\n' >ck/net/core/a.c
printf '/* net style\n * here\n */\n' >ck/drivers/net/b.c
printf '/* net style\n * here\n */\n' >ck/fs/c.c
printf '/*\n * customary\n */\n' >ck/fs/d.c
# The tests of check's output name the convention: by default each
# directory's own practice decides (check-practice-* test that).
CUST="--set uniform_comment_style=customary"

begin check-exit-status
run 0 check --color=never $CUST ck/fs/d.c
empty "stdout of a clean file" "$T/out"
run 1 check --color=never $CUST ck/fs/c.c
eq "first line" "ck/fs/c.c:1:1: warning: [*] multi-line comment starts with text; the convention set by --set (customary) puts '/*' alone on the first line [comment-open]" "$(head -n 1 "$T/out")"
run 2 check --color=never ck/fs/nosuch.c
run 2 check --set uniform_comment_style=sideways ck
run 2 check --rule no-such-rule ck
run 2 check --preset bsd ck
run 2 check --format sarif-ish ck
run 2 check --color=sometimes ck
end

# Rules are chosen by lists, globs and all; a name that is no rule is
# an error that names it, with the nearest rule when one is near.
begin check-rule-lists
run 2 check --rule comment-opne ck
eq "misspelt rule" "uniform check: --rule: unknown rule 'comment-opne'; did you mean 'comment-open'?" "$(head -n 1 "$T/err")"
run 2 fix --no-rule 'bitwise-*,redundant-paren' ck
eq "misspelt in a list" "uniform fix: --no-rule: unknown rule 'redundant-paren'; did you mean 'redundant-parens'?" "$(head -n 1 "$T/err")"
run 2 check --select 'nothing-*' ck
eq "a glob that matches nothing" "uniform check: --select: 'nothing-*' matches no rule ('uniform check --list-rules' lists them)" "$(head -n 1 "$T/err")"
run 2 check --set uniform_rules=-comment-stra ck
grep -q "unknown rule 'comment-stra'; did you mean 'comment-star'" "$T/err" || bad "--set uniform_rules: $(cat "$T/err")"
mkdir -p rl/typo rl/glob
printf '[*.c]\nuniform_rules = -comment-clsoe\n' >rl/typo/.editorconfig
printf '/* net\n * style */\n' >rl/typo/a.c
run 2 check --color=never rl/typo
grep -q "rl/typo/.editorconfig:2: uniform_rules = -comment-clsoe: unknown rule 'comment-clsoe'; did you mean 'comment-close'?" "$T/err" || bad ".editorconfig typo: $(cat "$T/err")"
printf '[*.c]\nuniform_rules = -comment-*\nuniform_file_practice = false\n' >rl/glob/.editorconfig
printf '/* net\n * style */\nint f(int a)\n{\n\tif ((a > 1) | (a < 0))\n\t\treturn 1;\n\treturn 0;\n}\n' >rl/glob/a.c
run 1 check --color=never rl/glob
eq "a glob in .editorconfig" "bitwise-logical" "$(sed -n 's/.*\[\(.*\)\]$/\1/p' "$T/out")"
# --select replaces what .editorconfig turned on or off; --rule adds.
run 1 check --color=never $CUST --select comment-close rl/glob
eq "--select over .editorconfig" "comment-close" "$(sed -n 's/.*\[\(.*\)\]$/\1/p' "$T/out")"
run 1 check --color=never $CUST --rule comment-close rl/glob
eq "--rule over .editorconfig" "comment-close bitwise-logical" "$(sed -n 's/.*\[\(.*\)\]$/\1/p' "$T/out" | tr '\n' ' ' | sed 's/ $//')"
run 1 check --color=never $CUST --no-rule comment-close --select 'comment-*' rl/glob
eq "--no-rule after --select, whatever the order" "comment-open" "$(sed -n 's/.*\[\(.*\)\]$/\1/p' "$T/out")"
run 2 check --color=never --select all --no-rule all rl/glob
grep -q "no rule is left on" "$T/err" || bad "--select all --no-rule all: $(cat "$T/err")"
end

# Standard input: "-", named by --stdin-filename for its settings, its
# directory's practice and the path printed.
mkdir -p si/cust si/netd si/off
i=0
while [ $i -lt 25 ]; do
	printf '/*\n * customary %s\n */\n' $i >>si/cust/a.c
	printf '/* net %s\n * style\n */\n' $i >>si/netd/a.c
	i=$((i + 1))
done
printf '[*.c]\nuniform_rules = -comment-open\n' >si/off/.editorconfig
# A file of one comment has no practice of its own: held to the directory's.
printf '[*]\nuniform_file_practice = false\n' >si/.editorconfig
printf '/* net\n * style\n */\nint f(int a)\n{\n\tif ((a > 1) | (a < 0))\n\t\treturn 1;\n\treturn 0;\n}\n' >si.c
begin check-stdin
IN=si.c run 1 check --color=never --stdin-filename si/cust/x.c -
eq "held to the practice of PATH's directory" "si/cust/x.c:1:1: warning: [*] multi-line comment starts with text; the practice in si/cust (customary, 100% of 25 customary or net-style comments) puts '/*' alone on the first line [comment-open]" "$(head -n 1 "$T/out")"
IN=si.c run 1 check --color=never --stdin-filename si/netd/x.c
eq "--stdin-filename alone reads stdin" "si/netd/x.c:6:14: [bitwise-logical]" "$(grep ': warning: ' "$T/out" | sed 's/ .*\[/ [/')"
IN=si.c run 1 check --format json --stdin-filename si/off/x.c -
jqt "settings from PATH's .editorconfig" "$T/out" '[.[] | .path + " " + .rule] == ["si/off/x.c bitwise-logical"]'
cd si/cust || exit 1
IN=../../si.c run 1 check --color=never -
eq "no name: <stdin>, in the current directory" "<stdin>:1:1: warning: [*] multi-line comment starts with text; the practice in . (customary, 100% of 25 customary or net-style comments) puts '/*' alone on the first line [comment-open]" "$(head -n 1 "$T/out")"
cd "$T" || exit 1
# /dev/stdin, or a FIFO, named as an operand is read, not skipped.
printf '// a\nint x;\n' | IN=/dev/stdin run 1 check --color=never --rule line-comment /dev/stdin si.c
eq "/dev/stdin read" "2" "$(grep -c '^\(/dev/stdin\|si.c\):' "$T/out")"
mkfifo si.fifo
fifo_writer si.fifo '// x
'
run 1 check --color=never --rule line-comment si.fifo
eq "a FIFO operand read" "si.fifo:1:1: warning: '//' comment; the settings here ask for '/* */' comments [line-comment]" "$(head -n 1 "$T/out")"
# A writer left waiting (uniform never opened the FIFO) must not hang the tests.
# shellcheck disable=SC2154 # fifo_writer sets writer
kill "$writer" 2>/dev/null
wait "$writer" 2>/dev/null
run 2 check - -
run 2 check --stdin-filename x.c si.c
run 2 check --stdin-filename ./ -
run 2 check --changed HEAD -
end

begin fix-stdin
printf '/* net\n * style\n */\nint f(int a)\n{\n\tif ((a > 1) || (a < 0))\n\t\treturn 1;\n\treturn 0;\n}\n' >si.fixed
IN=si.c run 0 fix --select bitwise-logical --stdin-filename si/netd/x.c -
same "fixed text on stdout" si.fixed "$T/out"
empty "stderr" "$T/err"
IN=si.fixed run 0 fix --stdin-filename si/netd/x.c -
same "nothing to fix: the text as it came" si.fixed "$T/out"
IN=si.c run 0 fix --no-rule bitwise-logical --set uniform_comment_style=customary --stdin-filename x.c -
eq "comment fixed, the rest left" "/*" "$(head -n 1 "$T/out")"
IN=si.c run 1 fix --diff --select bitwise-logical --stdin-filename x.c -
eq "fix --diff -" "+++ b/x.c" "$(sed -n 3p "$T/out")"
run 2 fix - si.c
mkfifo fx.fifo
run 2 fix fx.fifo
eq "a FIFO is not fixed in place" "uniform: fx.fifo: not a regular file, so not fixed in place; 'uniform fix - < FILE' writes the fixed text to standard output" "$(head -n 1 "$T/err")"
# Not source (a NUL byte, here past the first 64 KiB read as well): the
# input as it came, every byte, and status 2, never an empty buffer.
{ printf 'int  a ;\n\0'; head -c 100000 /dev/zero | tr '\0' x; echo; } >si.nul
IN=si.nul run 2 fix -
same "binary input passed through" si.nul "$T/out"
eq "stderr (binary)" "uniform: <stdin>: binary file (NUL byte), skipped" "$(cat "$T/err")"
end

begin check-presets
run 1 check $FP --color=never --preset linux ck
# From here the top is the current directory: ck/net is no net/.
eq "findings under linux" 3 "$(grep -c 'comment-open' "$T/out")"
# netdev takes either opener under linux: no finding in net/ or drivers/net/.
cd ck || exit 1
run 1 check $FP --color=never --preset linux .
eq "findings under linux from the top" "fs/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
run 0 check $FP --color=never --preset linux net drivers/net
# netdev takes no clean-ups: under linux its style rules are for new code.
run 0 check $FP --color=never --preset linux --set uniform_comment_style=customary net
run 1 check $FP --color=never --preset linux --set uniform_comment_style=customary \
	--set uniform_scope=all net
eq "--set after linux wins" "net/core/a.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
cd "$T" || exit 1
# The preset's directories are paths from the top of the tree: here the
# current directory (preset-paths-* test the other tops).
cd ck || exit 1
run 1 check $FP --color=never --preset linux-6.10 .
eq "findings under linux-6.10" "fs/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
run 1 check $FP --color=never --preset linux-6.10 --set uniform_comment_style=net .
eq "--set after the preset wins" "fs/d.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
cd "$T" || exit 1
end

# The directories of a preset (net/ for linux-6.10) are paths from the
# top of the tree, whatever the operand: once, "check --preset linux-6.10
# net/ipv4" took net/ipv4 for the top and held it to the customary
# convention.  A tree with the same file in net/ipv4 and in fs, each with
# a net-style comment (line 1) and a customary one (line 4): the right
# findings are fs/y.c:1 and net/ipv4/x.c:4.
ptree() {
	mkdir -p "$1/net/ipv4" "$1/fs"
	printf '/* net\n * style\n */\n/*\n * customary\n */\n' >"$1/net/ipv4/x.c"
	cp "$1/net/ipv4/x.c" "$1/fs/y.c"
}
# pfind [PREFIX]: the last run's comment-open findings, FILE:LINE, with
# PREFIX taken off each path.
pfind() {
	grep 'comment-open\]$' "$T/out" | cut -d: -f1-2 | sed "s|^${1:-}||" |
		tr '\n' ' ' | sed 's/ $//'
}

begin preset-paths-cwd
# No .git and no root .editorconfig: the current directory is the top.
ptree pc
cd pc || exit 1
run 1 check $FP --preset linux-6.10 .
eq "operand ." "fs/y.c:1 net/ipv4/x.c:4" "$(pfind ./)"
run 1 check $FP --preset linux-6.10
eq "no operand" "fs/y.c:1 net/ipv4/x.c:4" "$(pfind)"
run 1 check $FP --preset linux-6.10 net/ipv4
eq "operand net/ipv4" "net/ipv4/x.c:4" "$(pfind)"
run 1 check $FP --preset linux-6.10 net
eq "operand net" "net/ipv4/x.c:4" "$(pfind)"
run 1 check $FP --preset linux-6.10 ./net/ipv4/
eq "operand ./net/ipv4/" "net/ipv4/x.c:4" "$(pfind ./)"
run 1 check $FP --preset linux-6.10 net/ipv4/x.c
eq "file operand" "net/ipv4/x.c:4" "$(pfind)"
printf 'net/ipv4\nfs/y.c\n' >"$T/pc.list"
run 1 check $FP --preset linux-6.10 --files-from "$T/pc.list"
eq "--files-from" "net/ipv4/x.c:4 fs/y.c:1" "$(pfind)"
run 1 fix $FP --diff --preset linux-6.10 net/ipv4
eq "fix --diff on operand net/ipv4" "+/* customary" "$(grep '^+[^+]' "$T/out")"
cd "$T" || exit 1
# From above the tree, pc is no top: pc/net is not net/.
run 1 check $FP --preset linux-6.10 pc/net
eq "from above" "pc/net/ipv4/x.c:1" "$(pfind)"
end

begin preset-paths-git
# The nearest directory above with a .git is the top: from a
# subdirectory, with a plain walk, --files-from, --diff and --staged.
ptree pg
(cd pg && git init -q . && git config user.email t@example.org &&
	git config user.name T && git commit -q --allow-empty -m empty) ||
	bad "could not make a git repository"
cd pg/net || exit 1
run 1 check $FP --preset linux-6.10 ipv4
eq "operand ipv4 from net" "ipv4/x.c:4" "$(pfind)"
run 1 check $FP --preset linux-6.10 .
eq "operand . from net" "ipv4/x.c:4" "$(pfind ./)"
run 1 check $FP --preset linux-6.10 ../fs
eq "operand ../fs from net" "fs/y.c:1" "$(pfind ../)"
echo ipv4/x.c | IN=/dev/stdin run 1 check $FP --preset linux-6.10 --files-from -
eq "--files-from from net" "ipv4/x.c:4" "$(pfind)"
run 1 check $FP --preset linux-6.10 --changed HEAD ipv4
eq "--diff from net" "ipv4/x.c:4" "$(pfind)"
git add ipv4/x.c
run 1 check $FP --preset linux-6.10 --staged
eq "--staged from net" "ipv4/x.c:4" "$(pfind)"
cd "$T" || exit 1
run 1 check $FP --preset linux-6.10 pg/net/ipv4
eq "operand pg/net/ipv4 from above" "pg/net/ipv4/x.c:4" "$(pfind)"
end

begin preset-paths-revision
# In a git revision (--rev, --git) paths are the repository's own.
(cd pg && git add . && git commit -q -m files) || bad "could not commit"
cd pg || exit 1
run 1 check --preset linux-6.10 $FP --rev HEAD net/ipv4
eq "--rev HEAD net/ipv4" "net/ipv4/x.c:4" "$(pfind)"
run 1 check --preset linux-6.10 $FP --rev HEAD ./net/
eq "--rev HEAD ./net/" "net/ipv4/x.c:4" "$(pfind ./)"
cd "$T" || exit 1
run 1 check --preset linux-6.10 $FP --git pg/.git --rev HEAD net/ipv4
eq "--git pg/.git net/ipv4" "net/ipv4/x.c:4" "$(pfind)"
run 1 check --preset linux-6.10 $FP --git pg/.git --rev HEAD
eq "--git pg/.git, no operand" "fs/y.c:1 net/ipv4/x.c:4" "$(pfind)"
end

begin preset-paths-editorconfig
# An .editorconfig that says root = true marks the top, nearer than a
# .git above it; its sections match paths from its directory, whatever
# the operand (fs here follows the net convention).
mkdir -p pe/.git
ptree pe/top
printf 'root = true\n\n[fs/**.c]\nuniform_comment_style = net\n' >pe/top/.editorconfig
run 1 check --preset linux-6.10 $FP pe/top
eq "operand pe/top" "fs/y.c:4 net/ipv4/x.c:4" "$(pfind pe/top/)"
run 1 check --preset linux-6.10 $FP pe/top/net/ipv4 pe/top/fs
eq "operands pe/top/net/ipv4 pe/top/fs" "net/ipv4/x.c:4 fs/y.c:4" "$(pfind pe/top/)"
cd pe/top/net/ipv4 || exit 1
run 1 check --preset linux-6.10 $FP .
eq "operand . from net/ipv4" "x.c:4" "$(pfind ./)"
run 1 check --preset linux-6.10 $FP ../../fs
eq "operand ../../fs from net/ipv4" "fs/y.c:4" "$(pfind ../../)"
cd "$T" || exit 1
end

begin check-color
run 1 check --color=always $CUST ck/fs/c.c
grep -q "$(printf '\033')" "$T/out" || bad "--color=always wrote no escape"
run 1 check $CUST ck/fs/c.c
grep -q "$(printf '\033')" "$T/out" && bad "colour on a pipe by default"
# On a terminal (script gives one), auto colours unless NO_COLOR is set.
if command -v script >/dev/null; then
	script -qec "$U check $CUST ck/fs/c.c" /dev/null >"$T/tty" 2>&1
	grep -q "$(printf '\033')" "$T/tty" || bad "no colour on a terminal"
	NO_COLOR=1 script -qec "$U check $CUST ck/fs/c.c" /dev/null >"$T/tty" 2>&1
	grep -q "$(printf '\033')" "$T/tty" && bad "colour on a terminal with NO_COLOR=1"
fi
end

begin check-json
run 1 check --format json $CUST ck
jqt "valid JSON array of findings" "$T/out" 'length == 3 and all(.[]; .rule == "comment-open" and .severity == "warning" and (.line | type) == "number")'
jqt "fields" "$T/out" '.[0] | has("path") and has("column") and has("end_line") and has("end_column") and has("message")'
run 0 check --format json ck/fs/d.c
jqt "empty array when clean" "$T/out" 'length == 0'
end

begin check-stats
run 1 check --color=never --stats $CUST ck
eq "heading" "rule findings fixable" "$(grep '^rule ' "$T/out" | tr -s ' ')"
eq "stats line" "comment-open               3         3" "$(grep '^comment-open ' "$T/out")"
eq "total line" "total                      3         3" "$(grep '^total ' "$T/out")"
eq "a rule in force with none" "redundant-parens           0         0" "$(grep '^redundant-parens ' "$T/out")"
grep -q '^long-identifier ' "$T/out" && bad "--stats lists a rule that is off: $(cat "$T/out")"
eq "the summary on stderr" "3 findings in 3 files (3 fixable with 'uniform fix')" "$(cat "$T/err.all")"
run 1 check -q --color=never --stats $CUST ck
empty "-q: no summary" "$T/err.all"
run 1 check --format json $CUST ck
eq "json: the summary on stderr too" "3 findings in 3 files (3 fixable with 'uniform fix')" "$(cat "$T/err.all")"
run 1 check --format sarif $CUST ck
jqt "sarif: the run's properties" "$T/out" '.runs[0].properties == {"findings": 3, "filesWithFindings": 3, "fixable": 3}'
end

begin check-jobs-identical
run 1 check --color=never --preset majority -j1 jt
cp "$T/out" "$T/out1"
cp "$T/err" "$T/err1"
run 1 check --color=never --preset majority -j8 jt
same "check stdout -j8 against -j1" "$T/out1" "$T/out"
same "check stderr -j8 against -j1" "$T/err1" "$T/err"
end

# majority_dir DIR: 21 net-style files and a customary one, DIR/c.c.
majority_dir() {
	mkdir -p "$1"
	i=0
	while [ $i -lt 21 ]; do
		printf '/* net\n * style\n */\n' >"$1/n$i.c"
		i=$((i + 1))
	done
	printf '/*\n * customary\n */\n' >"$1/c.c"
}

begin check-majority
# big/: 21 net-style and 1 customary: the customary one is the finding.
# big/small/: 2 customary only, too few: its parent big/ decides (net),
# in the project mj (a .git).
# mt/tie/: 1 of each, and nothing above says enough: no finding.
mkdir -p mj/.git mj/big/small mt/tie
majority_dir mj/big
printf '/*\n * customary\n */\n/*\n * again\n */\n' >mj/big/small/s.c
run 1 check $FP --color=never --preset majority --no-rule comment-star mj/big
eq "majority findings" "mj/big/c.c:1:1 mj/big/small/s.c:1:1 mj/big/small/s.c:4:1" \
	"$(grep 'comment-open' "$T/out" | cut -d: -f1-3 | tr '\n' ' ' | sed 's/ $//')"
grep -q "the practice in mj/big (net, 95% of 22 customary or net-style comments)" "$T/out" ||
	bad "the message does not name the net practice: $(head -n 1 "$T/out")"
printf '/* net\n * style\n */\n/*\n * customary\n */\n' >mt/tie/t.c
run 0 check $FP --color=never --preset majority mt/tie
end

begin check-editorconfig
mkdir -p ec/net/core ec/fs ec/lib
printf 'root = true\n\n[*.{c,h}]\nuniform_comment_style = customary\n\n[{net,drivers/net}/**.{c,h}]\nuniform_comment_style = net\n' >ec/.editorconfig
printf '/*\n * customary\n */\n' >ec/net/core/a.c
printf '/* net style\n * here\n */\n' >ec/net/core/b.c
printf '/* net style\n * here\n */\n' >ec/fs/c.c
printf '/*\n * customary\n */\n' >ec/fs/d.c
run 1 check $FP --color=never ec
eq "findings by section" "ec/fs/c.c ec/net/core/a.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1 | tr '\n' ' ' | sed 's/ $//')"
run 1 check $FP --color=never --set uniform_comment_style=customary ec
eq "--set overrides the files" "ec/fs/c.c ec/net/core/b.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1 | tr '\n' ' ' | sed 's/ $//')"
run 1 check $FP --color=never --no-editorconfig --preset linux ec
eq "--no-editorconfig (net/ takes either under linux)" "ec/fs/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1 | tr '\n' ' ' | sed 's/ $//')"
# A nested file refines the one above: uniform_rules and tab_width.
printf '[*.c]\nuniform_rules = -comment-open\ntab_width = 4\n' >ec/lib/.editorconfig
printf '/* net style\n * here\n */\n\t/*\n     * tab of 4\n\t */\n' >ec/lib/e.c
run 0 check $FP --color=never ec/lib
empty "no findings with the nested settings" "$T/out"
end

begin check-file-practice-and-set
# A file written net-style throughout is its own practice under a preset
# that names customary; a convention named with --set is done all the same.
mkdir -p fp/fs
printf '/* net style\n * one\n */\nint a;\n/* net style\n * two\n */\nint b;\n/* net style\n * three\n */\nint c;\n' >fp/fs/n.c
run 0 check --color=never --preset linux fp
empty "the file's practice under --preset linux" "$T/out"
run 1 check --color=never --preset linux --set uniform_comment_style=customary fp
eq "--set: every opener" 3 "$(grep -c 'comment-open' "$T/out")"
end

begin check-editorconfig-bad-value
mkdir -p eb
printf 'root = true\n[*.c]\nuniform_comment_style = sideways\n' >eb/.editorconfig
printf '/*\n * x\n */\n' >eb/a.c
run 2 check --color=never eb
grep -q "eb/.editorconfig:3: uniform_comment_style = sideways: " "$T/err" || bad "no file:line:key in: $(cat "$T/err")"
end

begin check-editorconfig-majority
# The counting pass runs when only an .editorconfig asks for majority
# (the preset names another convention).
mkdir -p em/d
printf 'root = true\n[*.c]\nuniform_comment_style = majority\n' >em/.editorconfig
majority_dir em/d
run 1 check $FP --color=never --preset linux em
eq "majority from .editorconfig" "em/d/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
# An .editorconfig deeper in the tree, reached by the walk after files it
# does not apply to: the counting pass runs then, for the files after it.
mkdir -p em2/a em2/m em2/z
printf '/* net\n * style\n */\n' >em2/a/x.c
printf '[*.c]\nuniform_comment_style = majority\n' >em2/m/.editorconfig
majority_dir em2/m
printf '/* net\n * style\n */\n' >em2/z/y.c
for j in 1 2; do
	run 1 check $FP --color=never --preset linux -j$j em2
	eq "majority below the top, -j$j" "em2/a/x.c em2/m/c.c em2/z/y.c" \
		"$(echo $(grep 'comment-open' "$T/out" | cut -d: -f1))"
done
run 1 check $FP --color=never em2/m
eq "majority for the directory operand" "em2/m/c.c" "$(echo $(grep 'comment-open' "$T/out" | cut -d: -f1))"
end

# Practice is the default: with no convention named, each directory is
# held to what it practises, and the message says whose practice it is
# or who named the convention.
begin check-practice-default
mkdir -p pd/.git pd/c pd/n pd/e
awk 'BEGIN { for (i = 0; i < 20; i++) print "/*\n * customary\n */" }' >pd/c/a.c
printf '/* net\n * style\n */\n' >pd/c/n.c
printf '/* net\n * one\n */\n/* net\n * two\n */\n' >pd/n/a.c
run 1 check $FP --preset majority --color=never --no-rule comment-close pd
eq "the practice decides" "pd/c/n.c:1:1: warning: [*] multi-line comment starts with text; the practice in pd/c (customary, 95% of 21 customary or net-style comments) puts '/*' alone on the first line [comment-open]" \
	"$(grep '^pd/c/.*comment-open' "$T/out")"
# pd/n has too few comments to say: pd, above it, decides.
eq "too few: the directory above" "pd/n/a.c:1 pd/n/a.c:4" "$(echo $(grep -o '^pd/n/a.c:[0-9]*' "$T/out"))"
# A file named alone is held to its directory's practice, not its own.
run 1 check $FP --preset majority --color=never --no-rule comment-close pd/c/n.c
eq "a file operand counts its directory" "pd/c/n.c:1:1:" "$(grep -o '^pd/c/n.c:1:1:' "$T/out")"
# Checked alone, pd/n is held to the same practice, counted up to pd.
run 1 check $FP --preset majority --color=never --no-rule comment-close pd/n
eq "pd/n alone: the same practice" "pd/n/a.c:1 pd/n/a.c:4" "$(echo $(grep -o '^pd/n/a.c:[0-9]*' "$T/out"))"
run 1 check $FP --color=never --no-rule comment-close --preset linux pd/n
eq "a preset names the convention" "the convention of --preset linux (customary)" \
	"$(grep -o 'the convention of [^)]*)' "$T/out" | sort -u)"
printf 'root = true\n\n[*.c]\nuniform_comment_style = net\n' >pd/e/.editorconfig
printf '/*\n * customary\n */\n' >pd/e/a.c
run 1 check $FP --preset majority --color=never pd/e
eq "an .editorconfig names the convention" "the convention set in $T/pd/e/.editorconfig:4 (net)" \
	"$(grep -o 'the convention set in [^)]*)' "$T/out")"
end

# Generated files are skipped, by what their opening says or by a
# setting; they do not count toward a directory's practice either.
begin check-generated
mkdir -p gn gm
printf '/* Autogenerated file, DO NOT EDIT manually! */\n/* net\n * style\n */\nint f(int x)\n{\n\treturn 1 + (x);\n}\n' >gn/gen.c
printf '/*\n * Interrupts generated by the CPU.\n */\n/* net\n * style\n */\n' >gn/hand.c
run 1 check -q $FP --color=never --preset linux --stats --show-skipped gn
eq "the generated file gives nothing" "" "$(grep -o '^gn/gen.c:[0-9]*' "$T/out")"
eq "the hand-written one is checked" "gn/hand.c:4" "$(grep -o '^gn/hand.c:[0-9]*' "$T/out" | sort -u)"
eq "--stats counts the skipped" "skipped            1 generated, 0 vendored files" "$(grep '^skipped ' "$T/out")"
eq "--show-skipped says why" "uniform: gn/gen.c: generated, as its line 1 says; not checked" "$(cat "$T/err")"
run 1 check $FP --color=never --preset linux --set uniform_generated=check gn
grep -q '^gn/gen.c:2:1: .*\[comment-open\]' "$T/out" || bad "uniform_generated=check checks it: $(cat "$T/out")"
grep -q '^gn/gen.c:7:.*\[redundant-parens\]' "$T/out" || bad "uniform_generated=check: no expression finding: $(cat "$T/out")"
printf 'root = true\n[gen.c]\nuniform_generated = check\n[hand.c]\nuniform_vendored = true\n' >gn/.editorconfig
run 1 check -q $FP --color=never --preset linux --show-skipped gn
eq "checked by .editorconfig" "gn/gen.c" "$(grep -o '^gn/[^:]*' "$T/out" | sort -u)"
eq "marked in .editorconfig" "uniform: gn/hand.c: imported code (uniform_vendored is true); not checked" "$(cat "$T/err")"
run 2 check $FP --set uniform_generated=true gn
grep -q "uniform_generated is skip or check" "$T/err" || bad "a bad value: $(cat "$T/err")"
# 25 generated files in the net style and one written by hand, with two
# customary comments and a net-style one: the practice is the hand's.
i=0
while [ $i -lt 25 ]; do
	printf '/* This file is generated by mkregs. */\n/* net\n * style\n */\n' >"gm/g$i.c"
	i=$((i + 1))
done
printf '/*\n * one\n */\n/*\n * two\n */\n/* net\n * three\n */\n' >gm/hand.c
run 1 check $FP --color=never --no-rule comment-close gm
eq "generated files are no practice" "gm/hand.c:7:1: warning: [*] multi-line comment starts with text; the practice in gm (customary, 67% of 3 customary or net-style comments) puts '/*' alone on the first line [comment-open]" \
	"$(grep comment-open "$T/out")"
end

# Imported code: marked in an .editorconfig, or by the linux preset's
# table of the kernel's, which an .editorconfig can override.
# A Linux tree is known by MAINTAINERS, Kbuild, Kconfig and Makefile at
# its top, .git or not: with no --preset it brings the linux preset, and
# its directories are from that top whatever the current directory (an
# unpacked kernel once got the operand's directory as its top).
begin linux-tree-recognised
mkdir -p lt/net/ipv4 lt/fs lt/lib/zstd
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"lt/$f"; done
three='/* net\n * one\n */\nint a;\n/*\n * two\n */\nint b;\n/*\n * three\n */\nint c;\n/*\n * four\n */\nint d;\n'
for f in net/ipv4/x.c fs/y.c lib/zstd/z.c; do
	# shellcheck disable=SC2059 # the format is the text
	printf "$three" >"lt/$f"
done
run 1 check --color=never lt
eq "the kernel's convention, zstd vendored, either opener in net/" \
	"lt/fs/y.c:1" "$(echo $(grep 'comment-open' "$T/out" | cut -d: -f1-2))"
eq "the message says where the convention comes from" \
	"the convention of --preset linux for a Linux tree (customary)" \
	"$(grep -o 'the convention of --preset linux for a Linux tree (customary)' "$T/out" | sort -u)"
cd lt/net/ipv4 || exit 1
run 0 check --color=never .
cd "$T/lt/fs" || exit 1
run 1 check --color=never .
eq "from inside the tree" "y.c:1" "$(echo $(grep 'comment-open' "$T/out" | cut -d: -f1-2 | sed 's|^\./||'))"
run 1 check --color=never --preset majority .
eq "--preset majority: the practice, up to the tree's top" "the practice in .." \
	"$(grep -o 'the practice in [^ ]*' "$T/out" | sort -u)"
cd "$T" || exit 1
rm lt/Kbuild
run 0 check --color=never --no-rule comment-open lt
empty "no Kbuild, no Linux tree: each file's own practice" "$T/out"
run 1 check --color=never lt
eq "... and lib/zstd is checked" "lt/lib/zstd/z.c" "$(echo $(grep -o '^lt/lib/zstd/z.c' "$T/out" | sort -u))"
end

# A symbolic link into a Linux tree is the tree's directory: the top is
# found from the real path, and the preset's directories match it.
begin preset-through-symlink
mkdir -p sl/lt/net/ipv4 sl/lt/fs
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"sl/lt/$f"; done
printf '/*\n * one\n */\nint a;\n/* net\n * two\n */\nint b;\n' >sl/lt/net/ipv4/x.c
cp sl/lt/net/ipv4/x.c sl/lt/fs/y.c
ln -s lt/net/ipv4 sl/ipv4link
ln -s lt/fs sl/fslink
cd sl || exit 1
run 1 check --color=never --preset linux-6.10 $FP ipv4link
eq "linux-6.10 asks net/ for net style through the link" "ipv4link/x.c:1" \
	"$(echo $(grep 'comment-open' "$T/out" | cut -d: -f1-2))"
run 1 check --color=never $FP fslink
eq "the Linux tree is found through the link" \
	"the convention of --preset linux for a Linux tree (customary)" \
	"$(grep -o 'the convention of [^)]*)' "$T/out" | sort -u)"
run 0 check --show-settings ipv4link/x.c
eq "--show-settings through the link" "uniform_comment_style any (--preset linux for a Linux tree)" \
	"$(grep '^uniform_comment_style' "$T/out" | tr -s ' ')"
cd "$T" || exit 1
end

# The practice of a file is its directory's own files', else the subtree
# of the nearest directory above with enough, never above its project's
# top (a .git, a root .editorconfig, a Linux tree's top; with none, its
# own directory) nor the whole of the home directory: the same whichever
# way the file is named (its directory, the file, standard input).
begin practice-bounded
mkdir -p pb/p/.git pb/p/a/b pb/p/c pb/loose/sub pb/home/.git pb/home/proj
net='/* net one\n * two */\nint x%d;\n'
for i in $(seq 1 25); do
	# shellcheck disable=SC2059 # the format is the text
	printf "$net" "$i" >>pb/p/c/n.c
done
cp pb/p/c/n.c pb/loose/sub/n.c
cp pb/p/c/n.c pb/home/proj/n.c
printf '/*\n * customary\n */\nint q;\n' >pb/p/a/f.c
cp pb/p/a/f.c pb/p/a/b/g.c
cp pb/p/a/f.c pb/loose/f.c
cd pb || exit 1
for op in p p/a p/a/f.c; do
	run 1 check --color=never --preset majority $FP --select comment-open "$op"
	grep 'p/a/f.c' "$T/out" >"$T/pb.$(echo "$op" | tr / _)"
done
IN=p/a/f.c run 1 check --color=never --preset majority $FP --select comment-open --stdin-filename p/a/f.c -
grep 'p/a/f.c' "$T/out" >"$T/pb.stdin"
for op in p p/a/b; do
	run 1 check --color=never --preset majority $FP --select comment-open "$op"
	grep 'p/a/b/g.c' "$T/out" >"$T/pb.g.$(echo "$op" | tr / _)"
done
nonempty "a directory below: the project's practice" "$T/pb.g.p"
same "check p/a/b (a directory operand)" "$T/pb.g.p" "$T/pb.g.p_a_b"
grep -q 'the practice in p (net, 93% of 27' "$T/pb.p" || bad "the project's practice decides: $(cat "$T/pb.p")"
same "check p/a" "$T/pb.p" "$T/pb.p_a"
same "check p/a/f.c" "$T/pb.p" "$T/pb.p_a_f.c"
same "--stdin-filename p/a/f.c" "$T/pb.p" "$T/pb.stdin"
run 0 check --color=never --preset majority $FP --select comment-open loose/f.c
empty "no project: the file's own directory, not the subtree below it" "$T/out"
IN=loose/f.c HOME=$T/pb/home run 0 check --color=never --preset majority $FP --select comment-open --stdin-filename "$T/pb/home/f.c" -
empty "a home directory with a .git is no project to count whole" "$T/out"
# strace counts what the process opens: not under valgrind (which opens
# files of its own) nor the sanitizer build (LeakSanitizer stops under
# ptrace); the gcc build of every CI run counts.
if command -v strace >/dev/null 2>&1 && [ -z "$VALGRIND" ] &&
	! grep -q __asan_init "$U" 2>/dev/null; then
	echo 'int a;' >"$T/pb.one"
	IN=$T/pb.one WRAP="strace -f -c -e trace=openat -o $T/pb.strace" run 0 check --stdin-filename /x.c -
	opens=$(awk '$NF == "openat" { print $4 }' "$T/pb.strace")
	[ "${opens:-0}" -lt 200 ] || bad "--stdin-filename /x.c opened $opens files"
fi
cd "$T" || exit 1
end

# "/*" alone over lines without stars, where the practice opens with
# text and writes such comments without stars (zstd's lib/compress):
# only the opener is asked for, and the fix that moves the text up is
# the whole of it; the comments that open alone keep their stars.
begin comment-starless-net
mkdir -p sln
for i in $(seq 1 25); do
	printf '/* note %s\n   more text\n   and more */\nint a%s;\n\n' "$i" "$i"
	printf '/**\n * doc %s\n * more\n */\nint c%s;\n' "$i" "$i"
done >sln/a.c
printf '/*\n  designed to be included\n  for the rest\n*/\nint z;\n' >sln/b.c
run 1 check --color=never $FP sln
eq "the opener alone" "comment-open" "$(grep -o '\[comment-[a-z]*\]$' "$T/out" | tr -d '[]' | tr '\n' ' ' | sed 's/ $//')"
run 1 check --color=never $FP --select comment-star sln
grep -q '^sln/b.c:2:3: .*\[comment-star\]$' "$T/out" || bad "comment-star alone asks for the stars: $(cat "$T/out")"
run 0 fix $FP sln
eq "the fix" "/* designed to be included" "$(head -n 1 sln/b.c)"
run 0 check --color=never $FP sln
empty "nothing left" "$T/out"
end

# In a Linux tree the preset asks nothing of the practice, so no
# counting pass reads the files before the check does; a project below
# the tree's top (a .git, an .editorconfig with root = true) is counted
# when the walk reaches it, and gets what it gets when named alone.
begin count-later
mkdir -p cl/net cl/sub/.git cl/own
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"cl/$f"; done
printf 'root = true\n' >cl/own/.editorconfig
for d in sub own; do
	for i in $(seq 1 25); do
		printf '/* note %s\n * more\n */\nint a%s;\n' "$i" "$i"
	done >"cl/$d/a.c"
	printf '/*\n * other\n */\nint z;\n' >"cl/$d/b.c"
done
printf '/*\n * kernel\n */\nint k;\n' >cl/net/k.c
run 1 check --color=never $FP cl
eq "projects below a Linux tree's top" "cl/own/b.c:1 cl/sub/b.c:1" \
	"$(grep -o '^cl/[^:]*:[0-9]*' "$T/out" | tr '\n' ' ' | sed 's/ $//')"
grep -q 'the practice in cl/sub (net' "$T/out" || bad "cl/sub's practice: $(cat "$T/out")"
for d in sub own; do
	run 1 check --color=never $FP "cl/$d"
	eq "cl/$d named" "cl/$d/b.c:1" "$(grep -o '^cl/[^:]*:[0-9]*' "$T/out")"
done
run 0 check --color=never $FP cl/net
empty "the kernel's own comment" "$T/out"
if command -v strace >/dev/null 2>&1 && [ -z "$VALGRIND" ] &&
	! grep -q __asan_init "$U" 2>/dev/null; then
	WRAP="strace -f -e trace=openat -o $T/cl.strace" run 0 check cl/net
	eq "a kernel file is read once" 1 "$(grep -c 'net/k\.c' "$T/cl.strace")"
fi
end

# Outside a Linux tree every aspect's rule asks for what the directory
# practises; the linux presets ask for the kernel's variants, and
# --preset majority for the practice even in a Linux tree.
begin aspect-defaults-practice
mkdir -p ad/sp ad/mx ad/lt/fs ad/lu/fs
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"ad/lt/$f"; : >"ad/lu/$f"; done
fn='int f%d(int a) {\n    if (a)\n        return 1;\n    return sizeof a;\n}\n'
kfn='int k%d(int a)\n{\n\tif (a)\n\t\treturn 1;\n\treturn sizeof(a);\n}\n'
for i in $(seq 1 12); do
	# shellcheck disable=SC2059 # the format is the text
	printf "$fn" "$i" >>ad/sp/s.c
	# shellcheck disable=SC2059
	printf "$kfn" "$i" >>ad/mx/m.c
done
# shellcheck disable=SC2059
printf "$fn" 13 >>ad/mx/m.c
cp ad/mx/m.c ad/lt/fs/s.c
cp ad/sp/s.c ad/lu/fs/s.c
run 0 check --color=never --select indent,brace-function,sizeof ad/sp
empty "spaces, same-line braces, bare sizeof practised: no finding" "$T/out"
run 1 check --color=never --preset linux --select indent,brace-function,sizeof ad/mx
eq "--preset linux: the kernel's variants" "brace-function indent sizeof" \
	"$(echo $(grep -o '\[[a-z-]*\]$' "$T/out" | tr -d '[]' | sort -u))"
grep -q '^ad/mx/m.c:7[3-9]:' "$T/out" || bad "the findings are not all in the one function written otherwise: $(cat "$T/out")"
run 0 check --color=never --preset linux --select indent,brace-function,sizeof ad/sp
empty "--preset linux: a file written wholly otherwise keeps its own practice" "$T/out"
run 1 check --color=never --preset linux --select indent,brace-function,sizeof --set uniform_indent=tabs ad/sp
eq "... unless the command line asks" "indent" \
	"$(echo $(grep -o '\[[a-z-]*\]$' "$T/out" | tr -d '[]' | sort -u))"
run 1 check --color=never --select indent,brace-function,sizeof ad/lt
nonempty "a Linux tree: the kernel's variants" "$T/out"
run 0 check --color=never --preset majority --select indent,brace-function,sizeof ad/lu
empty "--preset majority: the practice, in a Linux tree too" "$T/out"
run 0 check --show-settings ad/sp/s.c
eq "the default is the practice" "uniform_indent majority (default)" \
	"$(grep '^uniform_indent' "$T/out" | tr -s ' ')"
end

# The linux preset's vendor paths: Xen's public headers are imported
# (skipped), drx39xyj keeps its vendor's comments (the comment rules are
# off there) while its expressions are checked; uniform_rules in an
# .editorconfig turns the comment rules on again.
begin linux-vendor-comments
mkdir -p vt/drivers/media/dvb-frontends/drx39xyj vt/include/xen/interface vt/fs
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"vt/$f"; done
body='/* net\n * one\n */\nint a;\n/*\n * two\n */\nint b;\n/*\n * three\n */\nint c;\n/*\n * four\n */\nint f(int x, int y)\n{\n\tif ((x == 1) | (y == 2))\n\t\treturn 1;\n\treturn 0;\n}\n'
for f in drivers/media/dvb-frontends/drx39xyj/d.c include/xen/interface/x.h fs/y.c; do
	# shellcheck disable=SC2059 # the format is the text
	printf "$body" >"vt/$f"
done
run 1 check --color=never vt
eq "drx39xyj: expressions only; xen/interface skipped; fs/ both" \
	"vt/drivers/media/dvb-frontends/drx39xyj/d.c:bitwise-logical vt/fs/y.c:comment-open vt/fs/y.c:bitwise-logical" \
	"$(echo $(sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: .*\[\([a-z-]*\)\]$/\1:\2/p' "$T/out"))"
printf '[drivers/media/dvb-frontends/drx39xyj/*.c]\nuniform_rules = +comment-open\n' >vt/.editorconfig
run 1 check --color=never vt/drivers/media/dvb-frontends/drx39xyj
eq "... an .editorconfig turns them on" "comment-open bitwise-logical" \
	"$(echo $(sed -n 's/.*\[\([a-z-]*\)\]$/\1/p' "$T/out"))"
end

# uniform_scope = changes (netdev under linux): the style rules report
# new code only; a check of whole files keeps the rules that find bugs.
begin scope-changes
mkdir -p sc/.git sc/net/core sc/drivers/net/wireless
printf 'int f(int a, int b)\n{\n\tif ((a) | (b < 1))\n\t\treturn 1;\n\treturn a & 1 == b;\n}\n' >sc/net/core/a.c
printf 'int g(int a)\n{\n\tif ((a == 1))\n\t\treturn 2;\n\treturn a;\n}\n' >sc/drivers/net/wireless/w.c
run 1 check --color=never --preset linux sc
eq "whole files: precedence only, and wireless" "sc/drivers/net/wireless/w.c:3:redundant-parens sc/net/core/a.c:5:precedence" \
	"$(echo $(sed -n 's/^\([^:]*:[0-9]*\):.*\[\([a-z-]*\)\]$/\1:\2/p' "$T/out"))"
run 1 check --color=never --preset linux --set uniform_scope=all sc/net
eq "uniform_scope=all: the style rules too" "bitwise-logical precedence redundant-parens" \
	"$(echo $(grep -o '\[[a-z-]*\]$' "$T/out" | tr -d '[]' | sort -u))"
printf -- '--- a/net/core/a.c\n+++ b/net/core/a.c\n@@ -1,3 +1,4 @@\n int f(int a, int b)\n {\n+\tint c = (a) | (b < 1);\n \tif ((a) | (b < 1))\n' >sc.patch
(cd sc && run 1 check --color=never --preset linux --patch ../sc.patch)
eq "--patch: the new line" "net/core/a.c:3" "$(echo $(grep -o '^[^:]*:[0-9]*' "$T/out" | sort -u))"
end

# A file with fewer than three multi-line comments has no practice: a
# check of whole files leaves them, a check of new code does not.
begin file-practice-few
mkdir -p fw/fs
printf '/* net\n * one\n */\nint a;\n/* net\n * two\n */\nint b;\n' >fw/fs/x.c
run 0 check --color=never --preset linux fw
run 1 check --color=never --preset linux --set uniform_file_practice=false fw
eq "uniform_file_practice=false" "fw/fs/x.c:1 fw/fs/x.c:5" "$(echo $(grep 'comment-open' "$T/out" | cut -d: -f1-2))"
printf -- '--- a/fs/x.c\n+++ b/fs/x.c\n@@ -4,2 +4,5 @@\n int a;\n+/* net\n+ * new\n+ */\n /* net\n' >fw.patch
run 1 check --color=never --preset linux --patch fw.patch
eq "--patch: the new comment" "fs/x.c:5" "$(echo $(grep 'comment-open' "$T/out" | cut -d: -f1-2))"
end

# --show-settings: each key in force for a path, its value and where it
# came from: the default, a preset (the Linux tree's own too), an
# .editorconfig line, the command line.
begin show-settings
mkdir -p ss/net ss/fs
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"ss/$f"; done
printf '[fs/**.c]\nuniform_comment_style = net\nuniform_rules = -comment-star\n' >ss/.editorconfig
cd ss || exit 1
run 0 check --show-settings --set tab_width=4 net fs/x.c
eq "the paths shown" "net/*.c: fs/x.c:" "$(echo $(grep -v '^uniform\|^tab\|^max_line' "$T/out"))"
eq "from the tree's preset" "uniform_comment_style any (--preset linux for a Linux tree)" \
	"$(sed -n '2p' "$T/out" | tr -s ' ')"
eq "netdev's scope" "uniform_scope changes (--preset linux for a Linux tree)" \
	"$(grep '^uniform_scope' "$T/out" | head -n 1 | tr -s ' ')"
eq "the command line" "tab_width 4 (the command line)" \
	"$(grep '^tab_width' "$T/out" | head -n 1 | tr -s ' ')"
eq "an .editorconfig line" "uniform_comment_style net ($T/ss/.editorconfig:2)" \
	"$(grep '^uniform_comment_style' "$T/out" | tail -n 1 | tr -s ' ')"
eq "uniform_rules from an .editorconfig" \
	"uniform_rules comment-open,comment-close,bitwise-logical,precedence,redundant-parens ($T/ss/.editorconfig:3)" \
	"$(grep '^uniform_rules' "$T/out" | tail -n 1 | tr -s ' ')"
eq "a default" "uniform_generated skip (default)" "$(grep '^uniform_generated' "$T/out" | head -n 1 | tr -s ' ')"
run 0 check --show-settings --preset none .
eq "--preset none: the default, and what it comes to (no C file: nothing)" \
	"uniform_comment_style majority: any (default)" "$(sed -n '2p' "$T/out" | tr -s ' ')"
printf '[*.c]\nuniform_comment_style = sideways\n' >.editorconfig
run 2 check --show-settings fs/x.c
grep -q 'sideways' "$T/err" || bad "a bad value is not named: $(cat "$T/err")"
cd "$T" || exit 1
end

# The linux preset's code kept until removal (fs/reiserfs) reports style
# in new code only; unifdef is imported.
begin preset-deprecated
mkdir -p pd/fs/reiserfs pd/fs/ext9 pd/scripts
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"pd/$f"; done
cd pd || exit 1
run 0 check --show-settings fs/reiserfs/x.c fs/ext9/x.c
eq "reiserfs: new code only" "uniform_scope changes (--preset linux for a Linux tree)" \
	"$(grep '^uniform_scope' "$T/out" | head -n 1 | tr -s ' ')"
eq "elsewhere: every line" "uniform_scope all (default)" \
	"$(grep '^uniform_scope' "$T/out" | tail -n 1 | tr -s ' ')"
run 0 check --show-settings scripts/unifdef.c
eq "unifdef is imported" "uniform_vendored true (--preset linux for a Linux tree)" \
	"$(grep '^uniform_vendored' "$T/out" | tr -s ' ')"
cd "$T" || exit 1
end

# netdev's paths come from the tree's MAINTAINERS: a file's sections are
# read from the most specific; one whose tree is netdev's, or that has no
# tree and names netdev's list, is netdev's; one with a tree of its own
# (wireless, NFC here) is not; one with neither defers to the next.
begin preset-netdev-maintainers
mkdir -p pm/include/linux pm/drivers/atm pm/drivers/net/wireless pm/net pm/fs pm/drivers/nfc pm/drivers/net/usb
for f in Kbuild Kconfig Makefile; do : >"pm/$f"; done
cat >pm/MAINTAINERS <<'EOF2'
NETWORKING DRIVERS
L:	netdev@vger.kernel.org
T:	git git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net-next.git
F:	drivers/net/
F:	include/linux/if_*
X:	include/linux/if_skip.h

NETWORKING DRIVERS (WIRELESS)
L:	linux-wireless@vger.kernel.org
T:	git git://git.kernel.org/pub/scm/linux/kernel/git/wireless/wireless.git
F:	drivers/net/wireless/

USB NETWORKING DRIVERS
L:	linux-usb@vger.kernel.org
F:	drivers/net/usb/

ATM
L:	netdev@vger.kernel.org
F:	drivers/atm/

NFC
L:	netdev@vger.kernel.org
T:	git git://git.kernel.org/pub/scm/linux/kernel/git/other/nfc.git
F:	drivers/nfc/

EOF2
cd pm || exit 1
run 0 check --show-settings include/linux/if_link.h include/linux/if_skip.h drivers/atm/x.c drivers/nfc/x.c drivers/net/wireless/x.c net/x.c fs/x.c drivers/net/usb/x.c
eq "scope by MAINTAINERS" "changes all changes all all all all changes" \
	"$(echo $(grep '^uniform_scope' "$T/out" | awk '{print $2}'))"
cd "$T" || exit 1
end

# decl-order is asked where a guide that asks it speaks for a file's
# sections: netdev's and tip's (a section whose tree is tip.git), not a
# section with a tree of its own under net/ (claims.c), whichever way the
# code comes: a walk with uniform_scope=all, --changed, --patch.
begin preset-decl-order-sections
mkdir -p ds/net/core ds/net/mac80211 ds/kernel/sched ds/mm
for f in Kbuild Kconfig Makefile; do : >"ds/$f"; done
cat >ds/MAINTAINERS <<'EOF2'
NETWORKING [GENERAL]
L:	netdev@vger.kernel.org
T:	git git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net.git
F:	net/

MAC80211
L:	linux-wireless@vger.kernel.org
T:	git git://git.kernel.org/pub/scm/linux/kernel/git/wireless/wireless.git
F:	net/mac80211/

SCHEDULER
L:	linux-kernel@vger.kernel.org
T:	git git://git.kernel.org/pub/scm/linux/kernel/git/tip/tip.git sched/core
F:	kernel/sched/

MEMORY MANAGEMENT
L:	linux-mm@kvack.org
T:	git git://git.kernel.org/pub/scm/linux/kernel/git/akpm/mm
F:	mm/

EOF2
body='int f(void)\n{\n\tint a;\n\tstruct very_long_name *p;\n\tlong b;\n\n\treturn a + b + !p;\n}\n'
for d in net/core net/mac80211 kernel/sched mm; do printf "$body" >"ds/$d/x.c"; done
cd ds || exit 1
run 1 check --format json --set uniform_scope=all .
eq "uniform_scope=all: netdev's and tip's" "kernel/sched/x.c net/core/x.c" \
	"$(jq -r '[.[] | select(.rule == "decl-order") | .path] | sort | join(" ")' "$T/out")"
git init -q . && git add . && git -c user.email=t@example.org -c user.name=T commit -q -m base
for d in net/core net/mac80211 kernel/sched mm; do printf "$body" | sed 's/f(void)/g(void)/' >>"$d/x.c"; done
run 1 check --format json --changed HEAD .
eq "--changed: netdev's and tip's" "kernel/sched/x.c net/core/x.c" \
	"$(jq -r '[.[] | select(.rule == "decl-order") | .path] | sort | join(" ")' "$T/out")"
git diff >../ds.patch
run 1 check --format json --patch ../ds.patch
eq "--patch: netdev's and tip's" "kernel/sched/x.c net/core/x.c" \
	"$(jq -r '[.[] | select(.rule == "decl-order") | .path] | sort | join(" ")' "$T/out")"
cd "$T" || exit 1
end

# census --exceptions in a Linux tree: each claim its guides make, with
# its source and the share of it practised, for the tree and for each
# directory it names; a group under a claimed directory is held to the
# claim only where the guide speaks for its MAINTAINERS sections
# (net/wl has a tree of its own: held to net's practice); a licence
# claim by kind judges no group; a claim the guide no longer words is
# no claim.
begin census-exceptions-claims
claims_tree ce
cd ce || exit 1
run 0 census --exceptions --depth 2 --format json .
jqt "comment: the tree's claim" "$T/out" '.aspects[0].total.claim == {"variant": "customary", "share": .aspects[0].total.claim.share, "document": "Documentation/process/coding-style.rst", "section": "8) Commenting"}'
eq "comment rows" "net:net-style:net-style lib:net-style:customary" \
	"$(jq -r '[.aspects[0].exceptions[] | "\(.name):\(.practised):\(.claim.variant)"] | join(" ")' "$T/out")"
run 0 census --exceptions --by net,net/core,net/wl,lib --format json .
eq "decl-order rows" "net:reverse-xmas:reverse-xmas:maintainer-netdev.rst net/wl:other:-:net" \
	"$(jq -r '[.aspects[] | select(.aspect == "decl-order") | .exceptions[] | "\(.name):\(.practised):\(.claim.variant // "-"):\(.claim.document // .parent | split("/") | last)"] | join(" ")' "$T/out")"
eq "spdx rows: by kind, no group" "*.c:line *.h:block" \
	"$(jq -r '[.aspects[] | select(.aspect == "spdx") | .exceptions[] | "\(.name):\(.claim.variant)"] | join(" ")' "$T/out")"
run 0 census --exceptions --by net,net/core,net/wl,lib .
grep -q '^  *net/wl .* practice of the group above$' "$T/out" || bad "text: net/wl: $(cat "$T/out")"
grep -q '^comment .* customary .*  coding-style.rst, 8) Commenting$' "$T/out" || bad "text: comment: $(cat "$T/out")"
# netdev's comment style left the guide in 6.11: no words, no claim.
printf 'The preferred style for long (multi-line) comments is:\n' >Documentation/process/coding-style.rst
run 0 census --exceptions --depth 2 --format json .
eq "6.11: net holds no claim of its own" "lib:net-style:customary net/core:net-style:customary" \
	"$(jq -r '[.aspects[0].exceptions[] | "\(.name):\(.practised):\(.claim.variant)"] | join(" ")' "$T/out")"
cd "$T" || exit 1
end

# census --sort consistency: each group's mean share of places in its
# practised variant over the aspects it has 30 places of (spdx left out:
# the kernel asks it by kind), least consistent first, the inconsistency
# index beside it.
begin census-consistency
claims_tree cs
run 0 census --sort consistency --format json cs
eq "order (ties by name)" "net drivers lib" "$(jq -r '[.groups[].name] | join(" ")' "$T/out")"
jqt "net: decl-order and the rest, not its 25 comments, not spdx" "$T/out" '.groups[0].aspects["decl-order"] == {"places": 80, "share": 0.6875, "inconsistency": 0.3125} and (.groups[0].aspects | has("comment") or has("spdx") | not)'
jqt "the mean and the index" "$T/out" '(.groups[0] | .consistency < 1 and .inconsistency > 0 and ."aspects-counted" == (.aspects | length))'
run 0 census --sort consistency cs
grep -q '^net  .* decl-order 68.8%$' "$T/out" || bad "text: $(cat "$T/out")"
run 2 census --sort size cs
grep -q -- '--sort takes consistency' "$T/err" || bad "--sort size: $(cat "$T/err")"
run 2 census --sort consistency --exceptions cs
grep -q -- 'no --method regex, --compare, --list or --exceptions' "$T/err" || bad "with --exceptions: $(cat "$T/err")"
end

# --show-settings names the guide and its section behind each value the
# linux preset sets from a claim, for the file's MAINTAINERS section; a
# claim the tree's guide no longer words is not named.
begin show-settings-claims
claims_tree sc
run 0 check --show-settings sc/net/core/a.c sc/net/wl/a.c sc/drivers/foo/a.c sc/lib/b.h
eq "netdev's order in net/core" "uniform_decl_order reverse-xmas (new code only) (--preset linux for a Linux tree: maintainer-netdev.rst, What is \"reverse xmas tree\"?)" \
	"$(sed -n '/^sc.net.core.a.c:/,/^sc.net.wl/p' "$T/out" | grep '^uniform_decl_order ' | tr -s ' ')"
eq "none in the wireless section" "uniform_decl_order reverse-xmas (--preset linux for a Linux tree)" \
	"$(sed -n '/^sc.net.wl.a.c:/,/^sc.drivers/p' "$T/out" | grep '^uniform_decl_order ' | tr -s ' ')"
eq "the customary opener" "uniform_comment_style customary (--preset linux for a Linux tree: coding-style.rst, 8) Commenting)" \
	"$(sed -n '/^sc.drivers.foo.a.c:/,/^sc.lib/p' "$T/out" | grep '^uniform_comment_style ' | tr -s ' ')"
eq "a header's licence line" "uniform_spdx kernel: block (--preset linux for a Linux tree: license-rules.rst, 2. Style)" \
	"$(sed -n '/^sc.lib.b.h:/,$p' "$T/out" | grep '^uniform_spdx ' | tr -s ' ')"
printf 'A guide that asks nothing.\n' >sc/Documentation/process/maintainer-netdev.rst
run 0 check --show-settings sc/net/core/a.c
eq "a guide without the words" "uniform_decl_order reverse-xmas (new code only) (--preset linux for a Linux tree)" \
	"$(grep '^uniform_decl_order ' "$T/out" | tr -s ' ')"
end

# "unset" takes a key's effect away, as the EditorConfig specification
# says: the value of the layers before it stands, and is no error.
begin editorconfig-unset
mkdir -p eu
printf 'root = true\n[*.c]\nmax_line_length = 20\ntab_width = 4\nuniform_comment_style = net\n[x.c]\nmax_line_length = unset\ntab_width = unset\nuniform_comment_style = UNSET\n' >eu/.editorconfig
printf 'int a_rather_long_name_of_thirty_two;\n' >eu/x.c
run 0 check --show-settings eu/x.c
empty "unset: no error" "$T/err"
eq "unset: the defaults stand" "uniform_comment_style majority: any (default)|tab_width 8 (default)|max_line_length off (default)" \
	"$(grep -E '^(max_line_length|tab_width|uniform_comment_style) ' "$T/out" | tr -s ' ' | paste -sd '|')"
end

# uniform init writes what a tree practises clearly (30 places, 95%) into
# its .editorconfig between marker lines, turns on the aspects' rules
# where their keys hold, keeps every line of the user's, changes nothing
# the second time, and refuses a file that sets uniform's keys already;
# a deviation planted afterwards is reported.
begin init
mkdir -p in/sub
fn='int f%s(int x)\n{\n\tint y = x;\n\n\tif (y) {\n\t\ty++;\n\t} else {\n\t\ty--;\n\t}\n\treturn y + (int)sizeof(y);\n}\n'
sp='int g%s(int x)\n{\n    int y = x;\n\n    if (y) {\n        y++;\n    } else {\n        y--;\n    }\n    return y;\n}\n'
for i in $(seq 1 40); do printf "$fn" "$i" >>in/a.c; printf "$sp" "$i" >>in/sub/b.c; done
printf '# my own\n[*.md]\nindent_size = 2\n' >in/.editorconfig
cp in/.editorconfig mine
run 0 init --diff in
cmp -s in/.editorconfig mine || bad "--diff wrote the file"
grep -q '^+uniform_else = cuddled$' "$T/out" || bad "--diff: $(cat "$T/out")"
run 0 init in
head -n 3 in/.editorconfig | cmp -s - mine || bad "the user's lines are not kept: $(cat in/.editorconfig)"
expect "$T/exp" <<'EOF2'
# BEGIN uniform init: what this tree practises (uniform init writes these lines)
[*.{c,h}]
uniform_rules = +decl-blank,+brace-function,+else,+sizeof
uniform_decl_blank = blank
uniform_brace_function = own-line
uniform_else = cuddled
uniform_sizeof = parens

[sub/**.{c,h}]
uniform_rules = +decl-blank,+brace-function,+else,+indent,+sizeof
uniform_indent = spaces
# END uniform init
EOF2
sed -n '5,$p' in/.editorconfig >"$T/got"
same "init's sections" "$T/exp" "$T/got"
grep -q '^sub: uniform_indent = spaces (280 of 280 places, 100.0%)$' "$T/err" || bad "why: $(cat "$T/err")"
cp in/.editorconfig once
run 0 init in
cmp -s in/.editorconfig once || bad "a second run changed the file"
grep -q 'nothing to change' "$T/err" || bad "second run: $(cat "$T/err")"
run 0 check in
empty "a consistent tree, after init" "$T/out"
printf 'int h(int x)\n{\n\tif (x) {\n\t\tx++;\n\t}\n\telse {\n\t\tx--;\n\t}\n\treturn x;\n}\n' >>in/a.c
run 1 check in
grep -q '^in/a.c:.*\[else\]$' "$T/out" || bad "the planted else is not reported: $(cat "$T/out")"
printf '[*.c]\nuniform_else = own-line\n' >>mine
cp mine in/.editorconfig
run 2 init in
grep -q 'already sets uniform_else' "$T/err" || bad "refusal: $(cat "$T/err")"
cmp -s in/.editorconfig mine || bad "a refused file was changed"
run 2 init in/a.c
grep -q 'not a directory' "$T/err" || bad "a file: $(cat "$T/err")"
end

# init marks a file that says it was copied from a URL, and one that
# calls itself part of a project other than the tree's (the name most
# of its files give, or its directory's); a file of the tree's own
# project, under a longer name, is not marked.
begin init-imported
mkdir -p proj/osdep proj/lib
for i in $(seq 1 12); do
	printf '/*\n * This file is part of proj.\n */\nint f%s(void)\n{\n\treturn 0;\n}\n' "$i" >proj/f$i.c
done
printf '/* This file is part of proj video player. */\nint g(void);\n' >proj/g.h
printf '/*\n * Dirent interface\n *\n * This file is part of dirent.  MIT.\n */\nint d(void);\n' >proj/osdep/dirent-win.h
printf '/* utf8.c */\n#include <string.h>\n\n/* Copied from:\n * https://example.org/glib/gutf8.c#L10 */\nint u(void)\n{\n  return 1;\n}\n' >proj/lib/utf8[1].c
printf '/* The values are taken from the register manual, copied from\n * table 4. */\nint r(void);\n' >proj/lib/regs.h
run 0 init proj
expect "$T/exp" <<'EOF2'
[lib/utf8\[1\].c]
uniform_vendored = true

[osdep/dirent-win.h]
uniform_vendored = true
EOF2
sed -n '/^\[lib/,/^# END/p' proj/.editorconfig | grep -v '^# END' >"$T/got"
same "the imported files' sections" "$T/exp" "$T/got"
grep -q '^osdep/dirent-win.h: uniform_vendored = true (it says it is part of "dirent", the tree is proj)$' "$T/err" ||
	bad "why, dirent: $(cat "$T/err")"
grep -q '^lib/utf8\[1\].c: uniform_vendored = true (it says "Copied from https://example.org/glib/gutf8.c#L10")$' "$T/err" ||
	bad "why, copied: $(cat "$T/err")"
grep -q 'g.h' proj/.editorconfig && bad "the tree's own file under a longer name was marked"
grep -q 'regs.h' proj/.editorconfig && bad "words with no URL after them marked a file"
run 0 check --show-skipped proj
grep -q 'osdep/dirent-win.h' "$T/err" || bad "not skipped after init: $(cat "$T/err")"
cp proj/.editorconfig once
run 0 init proj
cmp -s proj/.editorconfig once || bad "a second run changed the file"
end

# After init on a tree consistent in every aspect init writes, check
# reports nothing; one place planted against each, among forty kept,
# is reported by each aspect's rule.
begin init-planted
mkdir -p ip
fn='int f%s(int x)\n{\n\tstruct very_long_name *p = 0;\n\tlong b = x;\n\tint y = x;\n\n\tif (y) {\n\t\ty++;\n\t} else {\n\t\ty--;\n\t}\n\treturn y + (int)sizeof(y) + (int)b + !p;\n}\n'
for i in $(seq 1 40); do printf "$fn" "$i" >>ip/a.c; done
run 0 init -q ip
run 0 check ip
empty "consistent, after init" "$T/out"
printf 'int g(int x) {\n\tint y = x;\n\tlong b = x;\n\tstruct very_long_name* p = 0;\n\tif (y) {\n\t\ty++;\n\t}\n\telse {\n\t\ty--;\n\t}\n        return y + (int)sizeof y + (int)b + !p;\n}\n' >>ip/a.c
run 1 check ip
eq "one finding per aspect" "brace-function decl-blank decl-order else indent pointer-star sizeof" \
	"$(echo $(grep -o '\[[a-z-]*\]$' "$T/out" | tr -d '[]' | sort))"
end

# census --group maintainers: a row per section, each file in its most
# specific (the longest matching F: or N: pattern; X: takes a file out
# of its own section only).
begin census-group-maintainers
mkdir -p gmx/net/core gmx/net/mac80211 gmx/drivers/foo gmx/lib
cat >gmx/MAINTAINERS <<'EOF2'
Descriptions of section entries:

	F: *Files* and directories

Maintainers List
----------------

FOO DRIVER
F:	drivers/foo/
X:	drivers/foo/skip.c

MAC80211
F:	net/mac80211/

NETWORKING [GENERAL]
F:	net/
N:	foo

THE REST
F:	*
F:	*/
EOF2
printf '/* a */\nint a;\n' >gmx/net/core/x.c
printf '/* a */\nint a;\n' >gmx/net/mac80211/x.c
printf '/* a */\nint a;\n' >gmx/drivers/foo/x.c
printf '/* a */\nint a;\n' >gmx/drivers/foo/skip.c
printf '/* a */\nint a;\n' >gmx/lib/foo_util.c
printf '/* a */\nint a;\n' >gmx/lib/other.c
run 0 census --group maintainers --format json gmx
eq "rows (skip.c: out of FOO DRIVER, in by N: foo)" "FOO DRIVER:1 MAC80211:1 NETWORKING [GENERAL]:3 THE REST:1" \
	"$(jq -r '[.groups[] | "\(.name):\(.files)"] | join(" ")' "$T/out")"
jqt "grouping" "$T/out" '.grouping == {"group": "maintainers"}'
cp "$T/out" gmx.json
run 0 merge --format json gmx.json gmx.json
eq "merged" "FOO DRIVER:2 MAC80211:2 NETWORKING [GENERAL]:6 THE REST:2" \
	"$(jq -r '[.groups[] | "\(.name):\(.files)"] | join(" ")' "$T/out")"
cd gmx/net || exit 1
run 0 census --group maintainers --format json .
eq "from below the top" "MAC80211:1 NETWORKING [GENERAL]:1" \
	"$(jq -r '[.groups[] | "\(.name):\(.files)"] | join(" ")' "$T/out")"
cd "$T" || exit 1
run 2 census --group maintainers --depth 2 gmx
grep -q -- '--group maintainers makes the rows' "$T/err" || bad "--depth: $(cat "$T/err")"
run 2 census --group owners gmx
grep -q -- '--group takes maintainers' "$T/err" || bad "--group owners: $(cat "$T/err")"
mkdir -p nomaint && printf 'int a;\n' >nomaint/x.c
run 2 census --group maintainers nomaint/x.c
grep -q 'no MAINTAINERS with a section at or above nomaint/x.c' "$T/err" || bad "no MAINTAINERS: $(cat "$T/err")"
end

# Under the linux preset decl-order is asked of new code only, as both
# guides ask it of patches; a uniform_decl_order of one's own checks
# whole files.
begin preset-decl-order-new
mkdir -p dn/kernel/sched
for f in MAINTAINERS Kbuild Kconfig Makefile; do : >"dn/$f"; done
printf 'int f(void)\n{\n\tint a;\n\tstruct very_long_name *p;\n\tlong b;\n\n\treturn a + b + !p;\n}\n' >dn/kernel/sched/x.c
cd dn || exit 1
run 0 check --format json kernel/sched/x.c
jqt "old code: no decl-order" "$T/out" '[.[] | select(.rule == "decl-order")] | length == 0'
run 1 check --format json --set uniform_decl_order=reverse-xmas kernel/sched/x.c
jqt "a setting of one's own: whole files" "$T/out" '[.[] | select(.rule == "decl-order")] | length == 1'
run 1 check --format json --set uniform_scope=all kernel/sched/x.c
jqt "uniform_scope=all: whole files too" "$T/out" '[.[] | select(.rule == "decl-order")] | length == 1'
run 0 check --show-settings kernel/sched/x.c
eq "--show-settings says new code only" \
	"uniform_decl_order reverse-xmas (new code only) (--preset linux for a Linux tree)" \
	"$(grep '^uniform_decl_order' "$T/out" | tr -s ' ')"
run 0 check --show-settings --set uniform_scope=all kernel/sched/x.c
eq "... and uniform_scope=all clears it" "uniform_decl_order reverse-xmas (the command line)" \
	"$(grep '^uniform_decl_order' "$T/out" | tr -s ' ')"
cd "$T" || exit 1
end

# A file named on the command line is never skipped in silence: one the
# settings leave alone (generated, imported, vendored) is named on stderr
# with why and the setting that takes it, whatever --show-skipped says;
# found by a walk or in a --files-from list it is skipped quietly.
begin named-skipped
mkdir -p ns/lib/zstd
printf '/* Autogenerated file, DO NOT EDIT manually! */\nint f(int x)\n{\n\treturn 1 + (x);\n}\n' >ns/gen.c
printf 'int f(int x)\n{\n\treturn 1 + (x);\n}\n' >ns/lib/zstd/z.c
run 0 check $FP --preset linux ns/gen.c
empty "generated: stdout" "$T/out"
eq "generated: stderr" "uniform: ns/gen.c: generated, as its line 1 says; not checked (--set uniform_generated=check takes it)" "$(cat "$T/err")"
run 1 check $FP --preset linux --set uniform_generated=check ns/gen.c
grep -q '^ns/gen.c:4:.*\[redundant-parens\]' "$T/out" || bad "the hint's setting does not take it: $(cat "$T/out")"
cd ns || exit 1
run 0 check $FP --preset linux lib/zstd/z.c
eq "vendored: stderr" "uniform: lib/zstd/z.c: imported code (uniform_vendored is true); not checked (--set uniform_vendored=false takes it)" "$(cat "$T/err")"
run 1 check $FP --preset linux --set uniform_vendored=false lib/zstd/z.c
grep -q '^lib/zstd/z.c:3:.*\[redundant-parens\]' "$T/out" || bad "the hint's setting does not take it: $(cat "$T/out")"
# Walked or listed: quiet, unless --show-skipped (which gives no hint).
run 0 check $FP --preset linux .
empty "a walk: stderr" "$T/err"
printf 'gen.c\nlib/zstd/z.c\n' >list
run 0 check $FP --preset linux --files-from list
empty "a list: stderr" "$T/err"
run 0 check $FP --preset linux --show-skipped .
eq "--show-skipped" "uniform: gen.c: generated, as its line 1 says; not checked
uniform: lib/zstd/z.c: imported code (uniform_vendored is true); not checked" "$(cat "$T/err")"
# fix says so too and leaves the file; so does standard input named so.
cp gen.c gen.orig
run 0 fix $FP --preset linux gen.c
cmp -s gen.c gen.orig || bad "fix changed the generated file"
grep -q '^uniform: gen.c: generated, as its line 1 says; not checked (--set uniform_generated=check takes it)$' "$T/err" || bad "fix: $(cat "$T/err")"
IN=gen.c run 0 check $FP --preset linux --stdin-filename gen.c -
eq "stdin: stderr" "uniform: gen.c: generated, as its line 1 says; not checked (--set uniform_generated=check takes it)" "$(cat "$T/err")"
# --changed: an operand that names a changed file names it; one above
# it only limits the run, quietly.
git init -q . && git add list && git -c user.email=t@example.org -c user.name=T commit -q -m list
run 0 check $FP --preset linux --changed HEAD ./gen.c
eq "--changed, named" "uniform: gen.c: generated, as its line 1 says; not checked (--set uniform_generated=check takes it)" "$(cat "$T/err")"
run 0 check $FP --preset linux --changed HEAD .
empty "--changed, a directory" "$T/err"
cd "$T" || exit 1
end

# comment-star (and comment-close) judge by the directory's practice
# where nothing names a convention, so the practice is counted for them
# even when comment-open is not among the rules: --select comment-star
# reports what the default check does.
begin select-practice-star
mkdir -p sps
for f in a b c; do
	for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40; do
		printf '/*\n * note %s\n * more\n */\nint %s%s;\n' "$i" "$f" "$i"
	done >"sps/$f.c"
done
{
	for i in 1 2 3; do
		printf '/*\n * note %s\n * more\n */\nint d%s;\n' "$i" "$i"
	done
	printf '/*\n * one\n   two\n */\nint z;\n'
} >sps/d.c
run 1 check --color=never sps
grep ': warning: .*\[comment-star\]$' "$T/out" >"$T/all" || bad "check sps: no comment-star finding: $(head -c 300 "$T/out")"
run 1 check --color=never --select comment-star sps
grep ': warning: .*\[comment-star\]$' "$T/out" >"$T/sel"
same "check --select comment-star against check" "$T/all" "$T/sel"
run 1 check --color=never --select comment-star sps/d.c
grep -q '^sps/d.c:18:.*\[comment-star\]$' "$T/out" || bad "check --select comment-star sps/d.c: $(head -c 300 "$T/out")"
end

# bitwise-logical: a directory where two files or more join truth values
# with '&' or '|' again and again has that habit, and a lone join in
# another of its files is that habit too; so does a project (or a
# directory with twenty joins of its own) whose joins are two thirds in
# such files.  The same whether the file is checked alone, with its
# directory or from standard input.
begin bitwise-habit
# bh: two/ has the habit (two files with four joins each); one/ has one
# such file and other/ none, but the project's joins are mostly the
# habit's (14 of 17 joins), so its lone joins are that habit too.
mkdir -p bh/two bh/one bh/other
printf 'root = true\n' >bh/.editorconfig
practised() {
	printf 'int f(int a, int b, int c)\n{\n' >"$1"
	for i in 1 2 3 4; do
		printf '\tif ((a > %d) & (b < c))\n\t\treturn %d;\n' $i $i >>"$1"
	done
	printf '\treturn 0;\n}\n' >>"$1"
}
lone() {
	printf 'int g(int a, int b)\n{\n\treturn (a > 0) | (b > 0) ? 1 : 2;\n}\n' >"$1"
}
practised bh/two/a.c; practised bh/two/b.c; practised bh/one/a.c
lone bh/two/lone.c; lone bh/one/lone.c; lone bh/other/lone.c
run 0 check --select bitwise-logical bh
empty "the project's habit" "$T/out"
run 0 check --select bitwise-logical bh/other/lone.c
empty "checked alone" "$T/out"
run 0 check --select bitwise-logical --stdin-filename bh/one/lone.c - <bh/one/lone.c
empty "from standard input" "$T/out"
# bh2: one file with the habit and three lone joins: 4 of 7 is no habit.
mkdir -p bh2/one
printf 'root = true\n' >bh2/.editorconfig
practised bh2/one/a.c; lone bh2/one/l1.c; lone bh2/one/l2.c; lone bh2/one/l3.c
run 1 check --select bitwise-logical bh2
eq "one file is no habit" "bh2/one/l1.c:3 bh2/one/l2.c:3 bh2/one/l3.c:3" "$(grep -o '^bh2/[^:]*:[0-9]*' "$T/out" | tr '\n' ' ' | sed 's/ $//')"
run 1 check --select bitwise-logical bh2/one/l2.c
eq "one file is no habit, alone" "bh2/one/l2.c:3" "$(grep -o '^bh2/[^:]*:[0-9]*' "$T/out")"
# bh3: a directory with twenty joins of its own decides by them, whatever
# the project does; two/ keeps its own habit.
mkdir -p bh3/two bh3/many bh3/hab1 bh3/hab2
printf 'root = true\n' >bh3/.editorconfig
practised bh3/two/a.c; practised bh3/two/b.c; lone bh3/two/lone.c
for d in hab1 hab2; do
	for f in a b c; do practised "bh3/$d/$f.c"; done
done
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	lone "bh3/many/l$i.c"
done
run 1 check --select bitwise-logical bh3
eq "a directory with its own say" "20" "$(grep -c '^bh3/many/' "$T/out")"
eq "a directory's habit" "0" "$(grep -c '^bh3/two/' "$T/out")"
run 1 check --select bitwise-logical bh3/many/l7.c
eq "its own say, alone" "bh3/many/l7.c:3" "$(grep -o '^bh3/[^:]*:[0-9]*' "$T/out")"
end

# Imported code and test data by their paths (the list of src/input/imported.c,
# docs/imported.md), and code whose comment asks that it be kept as it
# is: left alone by check and fix, and named with why; uniform_vendored
# = false takes them.  deps/ counts at the top of the tree only, and
# git's t/helper is code, not data.
begin imported-paths
mkdir -p ip/third_party/q ip/deps ip/src/deps ip/lib/zlib_inflate \
	ip/compat/regex ip/t/t4256/1 ip/t/helper ip/tests/data ip/testdata \
	ip/ofproto ip/lib/common ip/lib/dict
printf 'root = true\n' >ip/.editorconfig
for f in third_party/q/a.c deps/b.c src/deps/c.c lib/zlib_inflate/d.c \
	compat/regex/e.c t/t4256/1/f.c t/helper/g.c tests/data/h.c testdata/i.c \
	lib/sflow_agent.c ofproto/ofproto-dpif-sflow.c lib/common/xxhash.h \
	lib/dict/divsufsort.c lib/dict/suffix.c; do
	printf 'int f(int x)\n{\n\treturn 1 + (x);\n}\n' >"ip/$f"
done
printf '/*\n * Straight from the hardware team: the code should\n * remain as-is.\n */\nint f(int x)\n{\n\treturn 1 + (x);\n}\n' >ip/asis.c
printf '/* The value should remain as-is. */\nint f(int x)\n{\n\treturn 1 + (x);\n}\n' >ip/value.c
run 1 check -q $FP --color=never --preset linux --stats --show-skipped ip
eq "the project's own files are checked" "ip/lib/dict/suffix.c ip/ofproto/ofproto-dpif-sflow.c ip/src/deps/c.c ip/t/helper/g.c ip/value.c" \
	"$(echo $(grep -o '^ip/[^:]*' "$T/out" | sort -u))"
eq "--stats counts them" "skipped            0 generated, 8 vendored, 3 test data files" \
	"$(grep '^skipped ' "$T/out")"
eq "--show-skipped says why" "uniform: ip/asis.c: to be kept as it is, as its line 1 says; not checked
uniform: ip/compat/regex/e.c: imported code (its path matches compat/regex/ on uniform's list); not checked
uniform: ip/deps/b.c: imported code (its path matches deps/ on uniform's list); not checked
uniform: ip/lib/common/xxhash.h: imported code (its path matches xxhash.[ch] on uniform's list); not checked
uniform: ip/lib/dict/divsufsort.c: imported code (its path matches divsufsort.[ch] on uniform's list); not checked
uniform: ip/lib/sflow_agent.c: imported code (its path matches sflow_*.[ch] on uniform's list); not checked
uniform: ip/lib/zlib_inflate/d.c: imported code (its path matches zlib[-_]*/ on uniform's list); not checked
uniform: ip/t/t4256/1/f.c: test data (its path matches t/t[0-9]*/ on uniform's list); not checked
uniform: ip/testdata/i.c: test data (its path matches testdata/ on uniform's list); not checked
uniform: ip/tests/data/h.c: test data (its path matches [Tt]ests/data/ on uniform's list); not checked
uniform: ip/third_party/q/a.c: imported code (its path matches third_party/ on uniform's list); not checked" \
	"$(sed 's/\[Tt\]hird\[-_\]\[Pp\]arty/third_party/' "$T/err")"
run 0 check $FP --color=never --preset linux ip/t/t4256/1/f.c
eq "named: the setting that takes it" "uniform: ip/t/t4256/1/f.c: test data (its path matches t/t[0-9]*/ on uniform's list); not checked (--set uniform_vendored=false takes it)" "$(cat "$T/err")"
run 1 check $FP --color=never --preset linux --set uniform_vendored=false ip/t/t4256/1/f.c
grep -q '^ip/t/t4256/1/f.c:3:.*\[redundant-parens\]' "$T/out" || bad "uniform_vendored=false does not take it: $(cat "$T/out")"
run 1 check $FP --color=never --preset linux --set uniform_generated=check ip/asis.c
grep -q '^ip/asis.c:7:.*\[redundant-parens\]' "$T/out" || bad "uniform_generated=check does not take it: $(cat "$T/out")"
cp ip/t/t4256/1/f.c f.orig
run 0 fix $FP --preset linux ip
cmp -s ip/t/t4256/1/f.c f.orig || bad "fix changed the test data: $(cat ip/t/t4256/1/f.c)"
cmp -s ip/lib/zlib_inflate/d.c f.orig || bad "fix changed imported code: $(cat ip/lib/zlib_inflate/d.c)"
cmp -s ip/src/deps/c.c f.orig && bad "fix left the project's own file"
# With no top of a tree, paths are from the current directory, and one
# outside it matches no entry.
mkdir -p ipn/vendor ipo
printf 'int f(int x)\n{\n\treturn 1 + (x);\n}\n' >ipn/vendor/a.c
cd ipo || exit 1
run 1 check $FP --color=never --preset linux ../ipn/vendor/a.c
grep -q '^\.\./ipn/vendor/a.c:3:.*\[redundant-parens\]' "$T/out" || bad "outside the current directory: $(cat "$T/out" "$T/err")"
cd "$T" || exit 1
run 0 check $FP --color=never --preset linux ipn/vendor/a.c
eq "below the current directory" "uniform: ipn/vendor/a.c: imported code (its path matches [Vv]endor/ on uniform's list); not checked (--set uniform_vendored=false takes it)" "$(cat "$T/err")"
# Nor are they the practice of the directory that holds them.
mkdir -p ipm/fixtures
for i in 0 1 2 3 4 5 6 7 8 9; do
	printf '/* net\n * style\n */\n' >"ipm/fixtures/f$i.c"
done
printf '/*\n * one\n */\n/*\n * two\n */\n/* net\n * three\n */\n' >ipm/hand.c
run 1 check $FP --color=never --no-rule comment-close ipm
eq "test data is no practice" "ipm/hand.c:7:1: warning: [*] multi-line comment starts with text; the practice in ipm (customary, 67% of 3 customary or net-style comments) puts '/*' alone on the first line [comment-open]" \
	"$(grep comment-open "$T/out")"
end

# In a git work tree the walk skips what git ignores, as ripgrep does;
# --no-ignore takes it, and a file named on the command line is taken.
begin gitignore
mkdir -p gi/src gi/gen
git init -q gi
printf 'gen/\n*.gen.c\n' >gi/.gitignore
for f in src/a.c src/b.gen.c gen/c.c; do printf '/* net\n * style\n */\nint x;\n' >"gi/$f"; done
run 0 census --list gi
eq "census skips what git ignores" "gi/src/a.c" "$(echo $(cut -d: -f1 "$T/out" | sort -u))"
run 0 census --no-ignore --list gi
eq "census --no-ignore" "gi/gen/c.c gi/src/a.c gi/src/b.gen.c" "$(echo $(cut -d: -f1 "$T/out" | sort -u))"
run 1 check $FP --preset linux --no-ignore gi
eq "check --no-ignore" "gi/gen/c.c gi/src/a.c gi/src/b.gen.c" "$(echo $(grep -o '^gi/[^:]*' "$T/out" | sort -u))"
run 1 check $FP --preset linux gi
eq "check skips what git ignores" "gi/src/a.c" "$(echo $(grep -o '^gi/[^:]*' "$T/out" | sort -u))"
run 1 check $FP --preset linux gi/src/b.gen.c
eq "a file named is taken" "gi/src/b.gen.c" "$(echo $(grep -o '^gi/[^:]*' "$T/out" | sort -u))"
# So is a directory named that git ignores, whole (it was skipped in
# silence, status 0, while census counted it): check and census agree.
run 1 check $FP --preset linux gi/gen
eq "an ignored directory named is taken" "gi/gen/c.c" "$(echo $(grep -o '^gi/[^:]*' "$T/out" | sort -u))"
run 0 census --list gi/gen
eq "census counts the same files" "gi/gen/c.c" "$(echo $(cut -d: -f1 "$T/out" | sort -u))"
(cd gi/gen && timeout 20 "$U" check $FP --preset linux >"$T/out" 2>"$T/err"; echo $? >"$T/rc")
eq "from inside it" "1 c.c" "$(cat "$T/rc") $(echo $(grep -o '^[^:]*\.c' "$T/out" | sort -u))"
# A tracked file is never ignored, as git status says.
printf '/* net\n * style\n */\nint x;\n' >gi/src/t.gen.c
git -C gi add -f src/t.gen.c
run 1 check $FP --preset linux gi
eq "a tracked file is checked" "gi/src/a.c gi/src/t.gen.c" "$(echo $(grep -o '^gi/[^:]*' "$T/out" | sort -u))"
cd gi/src || exit 1
run 1 check $FP --preset linux .
eq "from inside the tree" "a.c t.gen.c" "$(echo $(grep -o '^[^:]*\.c' "$T/out" | sort -u))"
cd "$T" || exit 1
mkdir -p ng/gen
printf 'gen/\n' >ng/.gitignore
printf '/* net\n * style\n */\nint x;\n' >ng/gen/x.c
run 1 check $FP --preset linux ng
eq "outside a work tree .gitignore means nothing" "ng/gen/x.c" "$(echo $(grep -o '^ng/[^:]*' "$T/out" | sort -u))"
end

begin check-vendored
mkdir -p vd/gnu vd/src
printf '/* net\n * style\n */\n' >vd/gnu/x.c
printf '/* net\n * style\n */\n' >vd/src/y.c
printf 'root = true\n[gnu/**]\nuniform_vendored = true\n' >vd/.editorconfig
run 1 check -q $FP --color=never --preset linux --show-skipped vd
eq "vendored in .editorconfig" "vd/src/y.c" "$(grep -o '^vd/[^:]*' "$T/out" | sort -u)"
eq "--show-skipped says why" "uniform: vd/gnu/x.c: imported code (uniform_vendored is true); not checked" "$(cat "$T/err")"
mkdir -p kv/.git kv/lib/zstd kv/include/acpi kv/fs
for f in lib/zstd/a.c include/acpi/actypes.h include/acpi/acpi_bus.h fs/b.c; do
	printf '/* net\n * style\n */\n' >"kv/$f"
done
cd kv/fs || exit 1
run 1 check $FP --color=never --preset linux --stats ..
eq "the kernel's imported code" "../fs/b.c ../include/acpi/acpi_bus.h" "$(echo $(grep -o '^\.\./[^:]*' "$T/out" | sort -u))"
eq "--stats" "skipped            0 generated, 2 vendored files" "$(grep '^skipped ' "$T/out")"
run 0 check $FP --color=never --preset linux ../lib/zstd
printf '[*]\nuniform_vendored = false\n' >../lib/zstd/.editorconfig
run 1 check $FP --color=never --preset linux ../lib/zstd
eq "an .editorconfig checks it" "../lib/zstd/a.c" "$(grep -o '^\.\./[^:]*' "$T/out" | sort -u)"
cd "$T" || exit 1
end

# long-identifier, when turned on, reports a name over the limit only
# when it is also unusually long for its directory: above the length
# that 99% of the names declared there do not pass.
begin check-long-identifier-usual
mkdir -p li/regs
awk 'BEGIN { print "enum regs {"; for (i = 0; i < 130; i++) printf "\tBLOCK_REGISTER_OFFSET_%04d,\n", i; print "};" }' >li/regs/a.h
printf 'int block_register_offset_of_x;\nint block_register_offset_of_the_y_register;\n' >li/regs/b.c
run 0 check --color=never li
run 1 check --color=never --rule long-identifier li/regs/b.c
eq "only the unusual name, counted with its directory" "li/regs/b.c:2:5: warning: variable name 'block_register_offset_of_the_y_register' is 39 characters long, unusually long for li/regs (99% of the names declared there have at most 26; the limit is 24) [long-identifier]" \
	"$(grep long-identifier "$T/out")"
run 1 check --color=never --rule long-identifier --set uniform_max_identifier_length=30 li
eq "the limit set still counts" "li/regs/b.c:2" "$(echo $(grep -o '^li/[^:]*:[0-9]*' "$T/out"))"
# Too few names to say what is usual: the limit alone decides.
mkdir -p ls
printf 'int a_name_that_is_quite_long_here;\nint b;\n' >ls/c.c
run 1 check --color=never --rule long-identifier ls
eq "few names" "ls/c.c:1:5: warning: variable name 'a_name_that_is_quite_long_here' is 30 characters long (the limit is 24) [long-identifier]" \
	"$(grep long-identifier "$T/out")"
# An .editorconfig that turns it on gets the counting pass too.
printf 'root = true\n[*]\nuniform_rules = +long-identifier\n' >li/.editorconfig
run 1 check --color=never --preset linux li
eq "from .editorconfig" "li/regs/b.c:2" "$(echo $(grep -o '^li/[^:]*:[0-9]*' "$T/out"))"
end

begin check-files-from-majority
# The counting pass and the check both read the list: from standard
# input too, which can be read only once, so the list is kept.
mkdir -p fm/m
majority_dir fm/m
ls fm/m/*.c >fm.list
run 1 check $FP --color=never --preset majority --files-from fm.list
eq "majority, --files-from FILE" "fm/m/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
IN=fm.list run 1 check $FP --color=never --preset majority --files-from -
eq "majority, --files-from -" "fm/m/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
IN=fm.list run 1 fix $FP --diff --preset majority --files-from -
eq "fix --diff, majority, --files-from -" "+++ b/fm/m/c.c" "$(grep '^+++' "$T/out")"
# An .editorconfig asks for it: one above the listed files, then one
# inside a listed directory.
printf 'root = true\n[*.c]\nuniform_comment_style = majority\n' >fm/.editorconfig
IN=fm.list run 1 check $FP --color=never --files-from -
eq "majority from the .editorconfig above, --files-from -" "fm/m/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
rm fm/.editorconfig
printf '[*.c]\nuniform_comment_style = majority\n' >fm/m/.editorconfig
echo fm >fm2.list
IN=fm2.list run 1 check $FP --color=never --files-from -
eq "majority from an .editorconfig in a listed directory" "fm/m/c.c" "$(grep 'comment-open' "$T/out" | cut -d: -f1)"
run 2 check $FP --color=never --preset majority --files-from nosuch.list
grep -q 'nosuch.list' "$T/err" || bad "stderr does not name nosuch.list: $(cat "$T/err")"
end

begin check-sarif
mkdir -p sf
printf '/* net style\n * here\n */\n' >"sf/sp ace.c"
printf '/* net style\n * here\n */\n' >"sf/$(printf 'new\nline').c"
printf '/* net style\n * here\n */\n' >"sf/$(printf '\377').c"
printf '/* caf\303\251 net style */ /* x\n * here */\n' >sf/utf8.c
run 1 check $FP --format sarif $CUST sf
if [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import jsonschema' 2>/dev/null; then
	/usr/bin/python3 "$REPO/tests/sarif-validate.py" "$REPO/tests/data/sarif-2.1.0.json" "$T/out" >"$T/val" 2>&1 ||
		bad "SARIF does not validate against the 2.1.0 schema: $(cat "$T/val")"
else
	bad "python3-jsonschema is missing (sh scripts/deps.sh test installs it)"
fi
jqt "one result per finding" "$T/out" '[.runs[0].results[] | select(.ruleId == "comment-open")] | length == 4'
jqt "URIs percent-encoded" "$T/out" '[.runs[0].results[].locations[0].physicalLocation.artifactLocation.uri] | index("sf/sp%20ace.c") != null and index("sf/new%0Aline.c") != null and index("sf/%FF.c") != null'
jqt "columns in code points" "$T/out" '[.runs[0].results[] | select(.locations[0].physicalLocation.artifactLocation.uri == "sf/utf8.c") | .locations[0].physicalLocation.region.startColumn] == [22, 2, 9]'
jqt "the tool and its rules" "$T/out" '.runs[0].tool.driver.name == "uniform" and (.runs[0].tool.driver.rules | map(.id) | index("comment-star")) != null'
run 1 check $FP --format json $CUST sf
jqt "JSON with odd file names is valid" "$T/out" 'length == 6 and ([.[] | select(.path == "sf/utf8.c") | .column] == [22, 2, 9])'
end

# Fixes for machines: the edits of each fixable finding in JSON and in
# SARIF (fixes), both placed by the one column convention (code points,
# end exclusive), give, applied, the text uniform fix writes.
# The rules of the aspects of form: EditorConfig's own indent_style
# (over a uniform_indent of the same files, under --set) and
# max_line_length; sizeof's and spdx's fixes in JSON and SARIF.
begin check-form-rules
mkdir -p fr/sp fr/tab
printf 'root = true\n[*.c]\nindent_style = space\nuniform_indent = tabs\nmax_line_length = 30\n' >fr/sp/.editorconfig
printf 'root = true\n[*.c]\nindent_style = tab\n' >fr/tab/.editorconfig
printf 'int f(int a)\n{\n\treturn a + 1 + 2 + 3 + 4 + 5;\n}\n' >fr/sp/a.c
cp fr/sp/a.c fr/tab/a.c
run 1 check --color=never --preset none --select indent,line-length fr/sp
eq "indent_style = space" "fr/sp/a.c:3:1: warning: indented with tabs; the .editorconfig's indent_style asks for spaces [indent]" "$(grep '\[indent\]' "$T/out")"
eq "max_line_length from .editorconfig" "fr/sp/a.c:3:24: warning: line 37 columns wide, over max_line_length (30) [line-length]" "$(grep '\[line-length\]' "$T/out")"
run 0 check --color=never --preset none --select indent,line-length fr/tab
run 0 check --show-settings fr/sp/a.c
grep -q '^uniform_indent  *spaces  (.*fr/sp/.editorconfig:3)$' "$T/out" || bad "--show-settings names indent_style's line: $(grep indent "$T/out")"
grep -q '^max_line_length  *30  (.*fr/sp/.editorconfig:5)$' "$T/out" || bad "--show-settings: $(grep max_line "$T/out")"
run 0 check --color=never --preset none --select indent --set uniform_indent=tabs fr/sp
run 2 check --preset none --set max_line_length=wide fr/tab
grep -q 'max_line_length is a number from 1 to 4096, or off' "$T/err" || bad "bad max_line_length: $(cat "$T/err")"
printf '/* SPDX-License-Identifier: GPL-2.0 */\nunsigned long f(int *p)\n{\n\treturn sizeof *p;\n}\n' >fr/s.c
run 1 check --preset none --select sizeof,spdx --set uniform_sizeof=parens --set uniform_spdx=kernel --format json fr/s.c
jqt "JSON: the sizeof and spdx fixes" "$T/out" '[.[] | [.rule, .line, [.fix.edits[].text]]] == [["spdx", 1, ["// SPDX-License-Identifier: GPL-2.0"]], ["sizeof", 4, ["(", ")"]]]'
run 1 check --preset none --select sizeof,spdx --set uniform_sizeof=parens --set uniform_spdx=kernel --format sarif fr/s.c
cp "$T/out" fr.sarif
sarif "SARIF of the form rules" fr.sarif
jqt "SARIF: sizeof with its fix" fr.sarif '[.runs[0].results[] | select(.ruleId == "sizeof") | .fixes[0].artifactChanges[0].replacements | length] == [2]'
run 0 fix --preset none --select sizeof,spdx --set uniform_sizeof=parens --set uniform_spdx=kernel fr/s.c
eq "fixed" "$(printf '// SPDX-License-Identifier: GPL-2.0\nunsigned long f(int *p)\n{\n\treturn sizeof(*p);\n}')" "$(cat fr/s.c)"
end

begin decl-order-crlf-sarif
mkdir -p dcr
printf 'void f(void)\r\n{\r\n\tint a;\r\n\tunsigned long bb;\r\n\tlong c;\r\n\r\n\ta = 1;\r\n}\r\n' >dcr/c.c
run 1 check --preset none --select decl-order --set uniform_scope=all --set uniform_decl_order=reverse-xmas --format sarif dcr/c.c
cp "$T/out" dcr.sarif
sarif "SARIF of decl-order on CRLF" dcr.sarif
jqt "SARIF: a CRLF region ends after the LF" dcr.sarif '[.runs[0].results[0].fixes[0].artifactChanges[0].replacements[0] | .deletedRegion.endLine, .deletedRegion.endColumn, (.insertedContent.text | endswith("\r\n"))] == [6, 1, true]'
run 0 fix --preset none --select decl-order --set uniform_scope=all --set uniform_decl_order=reverse-xmas dcr/c.c
eq "fixed by lines" "$(printf 'void f(void)\r\n{\r\n\tunsigned long bb;\r\n\tlong c;\r\n\tint a;\r\n\r\n\ta = 1;\r\n}\r\n' | od -c)" "$(od -c <dcr/c.c)"
end

begin check-fixes-for-machines
mkdir -p fm4
printf 'int f(int a, int b)\n{\n\tint x = b + (a); /* caf\303\251 */ x += b + (a);\n\treturn x + (a & b == 1);\n}\n/* caf\303\251 net\n * style */\n' >fm4/m.c
cp fm4/m.c fm4/fixed.c
run 1 fix $FP --preset linux fm4/fixed.c
run 1 check $FP --preset linux --format json fm4/m.c
cp "$T/out" fm4.json
jqt "fixable findings carry edits" fm4.json '[.[] | select(.fix != null)] | length == 4'
jqt "JSON columns: code points, end exclusive" fm4.json '[.[] | select(.rule == "redundant-parens") | [.column, .end_column, .fix.edits[0].column, .fix.edits[0].end_column]] == [[14, 17, 14, 15], [39, 42, 39, 40]]'
run 1 check $FP --preset linux --format sarif fm4/m.c
cp "$T/out" fm4.sarif
sarif "SARIF with fixes" fm4.sarif
jq -c '[.[] | [.line, .column, .end_line, .end_column]]' fm4.json >fm4.jr
jq -c '[.runs[0].results[].locations[0].physicalLocation.region | [.startLine, .startColumn, .endLine, .endColumn]]' fm4.sarif >fm4.sr
same "SARIF regions against JSON's" fm4.jr fm4.sr
/usr/bin/python3 - fm4/m.c fm4.json fm4.sarif >fm4.applied <<'PYEOF'
import json, sys
src = open(sys.argv[1], "rb").read()
by_json = [(e["offset"], e["length"], e["text"].encode())
           for f in json.load(open(sys.argv[2])) if f["fix"] for e in f["fix"]["edits"]]
lines = src.decode().split("\n")
def off(line, col):
    return len("\n".join(lines[:line - 1]).encode()) + (line > 1) + len(lines[line - 1][:col - 1].encode())
by_sarif = []
for r in json.load(open(sys.argv[3]))["runs"][0]["results"]:
    for fx in r.get("fixes", []):
        for c in fx["artifactChanges"]:
            for rep in c["replacements"]:
                d = rep["deletedRegion"]
                a, b = off(d["startLine"], d["startColumn"]), off(d["endLine"], d["endColumn"])
                by_sarif.append((a, b - a, rep["insertedContent"]["text"].encode()))
for edits in (by_json, by_sarif):
    out = src
    for o, n, t in sorted(edits, reverse=True):
        out = out[:o] + t + out[o + n:]
    sys.stdout.buffer.write(out + b"--\n")
PYEOF
{ cat fm4/fixed.c; echo --; cat fm4/fixed.c; echo --; } >fm4.want
same "JSON and SARIF edits applied against uniform fix" fm4.want fm4.applied
jqt "each rule: a sentence, its full text, its section of docs/rules.md" fm4.sarif '.runs[0].tool.driver.rules | all(.shortDescription.text | test("^[^.]*[.]$")) and all(.fullDescription.text | length > 40) and all(. as $r | $r.helpUri | test("^[a-z]+:.*/rules[.]md#") and endswith("#" + $r.id))' 
# From a patch adding the file: the same, but no byte offsets (a hunk's
# bytes are not the file's).
{ printf -- '--- /dev/null\n+++ b/fm4/m.c\n@@ -0,0 +1,7 @@\n'; sed 's/^/+/' fm4/m.c; } >fm4.patch
run 1 check $FP --preset linux --format json --patch fm4.patch
jq -c '[.[] | del(.offset, .end_offset) | if .fix then .fix.edits |= map(del(.offset)) else . end]' fm4.json >fm4.want-p
jq -c '[.[] | del(.offset, .end_offset) | if .fix then .fix.edits |= map(del(.offset)) else . end]' "$T/out" >fm4.got-p
same "JSON from a patch against JSON from the file" fm4.want-p fm4.got-p
jqt "no offsets from a patch" "$T/out" 'all(.[]; .offset == null and .end_offset == null and (.fix == null or all(.fix.edits[]; .offset == null)))'
run 1 check $FP --preset linux --color=never fm4/m.c
eq "text marks the fixable" "4" "$(grep -c '^fm4/m.c:[0-9]*:[0-9]*: warning: \[\*\] ' "$T/out")"
eq "and not the rest" "1" "$(grep -c '^fm4/m.c:[0-9]*:[0-9]*: warning: [^[]' "$T/out")"
grep -q '^fm4/m.c:3:39: ' "$T/out" || bad "text columns are not JSON's (39 in code points, after a two-byte character)"
end

begin check-patch
# A patch made by git: the finding carries the new file's line number,
# the same as checking the file itself, and only added lines count.
mkdir -p gp
(
	cd gp && git init -q . && git config user.email t@example.org &&
	git config user.name T &&
	printf '/* old net style\n * comment\n */\nint a;\nint b;\nint c;\n' >x.c &&
	git add x.c && git commit -qm one &&
	printf '/* old net style\n * comment\n */\nint a;\nint b;\n/* new net style\n * comment\n */\nint c;\n' >x.c &&
	git diff >../gp.patch
) || bad "could not make a git repository"
run 1 check --color=never $CUST --patch gp.patch
eq "patch findings" "x.c:6:1:" "$(grep 'comment-open' "$T/out" | cut -d: -f1-3 | tr '\n' ' ' | sed 's/ $//'):"
(cd gp && "$U" check --color=never $CUST x.c) | grep comment-open | cut -d: -f2 | tr '\n' ' ' >"$T/lines"
eq "the file itself has both" "1 6 " "$(cat "$T/lines")"
# A patch is checked without the tree: no practice is known, so only a
# convention named by a setting is checked.
run 0 check --color=never --patch gp.patch
IN=gp.patch run 1 check --color=never $CUST --patch -
eq "stdin" "x.c:6:1:" "$(grep 'comment-open' "$T/out" | cut -d: -f1-3):"
printf 'diff --git a/y.c b/y.c\n--- a/y.c\n+++ b/y.c\n@@ -1,2 +1,3 @@\n int a;\n+int b;\n' >bad.patch
run 2 check --patch bad.patch
eq "message for a malformed patch" \
	"uniform: bad.patch:6: hunk has fewer lines than its header says: the patch ends; nothing checked" "$(cat "$T/err")"
run 2 check --patch nosuch.patch
end

begin check-patch-counts
# The files of a patch, counted as files: the HTML page said "0 files"
# (each hunk was counted as a file of no finding), and two hunks of one
# file are one file in the summary and in --stats.
mkdir -p gq
(
	cd gq && git init -q . && git config user.email t@example.org &&
	git config user.name T &&
	awk 'BEGIN {
		for (k = 0; k < 2; k++) {
			for (i = 0; i < 12; i++) printf "int g%d_%d(void)\n{\n\treturn 0;\n}\n", k, i
			printf "int f%d(int a, int b)\n{\n\tif ((a > 0) || (b < 1))\n\t\treturn 1;\n\treturn 0;\n}\n", k
		}
	}' >x.c &&
	git add x.c && git commit -qm one &&
	sed 's/(a > 0) || (b < 1)/(a > 0) | (b < 1)/' x.c >x.new && mv x.new x.c &&
	git diff >../gq.patch
) || bad "could not make a git repository"
eq "hunks" 2 "$(grep -c '^@@' gq.patch)"
run 1 check --format html --patch gq.patch
grep -q '2 findings in 1 file' "$T/out" || bad "the page: $(grep -o '[0-9]* findings\{0,1\} in [0-9]* files\{0,1\}' "$T/out" | head -n 1)"
run 1 check --color=never --patch gq.patch
eq "both findings" "x.c:51:14: x.c:105:14:" "$(grep -o '^x.c:[0-9]*:[0-9]*:' "$T/out" | tr '\n' ' ' | sed 's/ $//')"
end

begin check-patch-corrupt
# A patch git apply --check refuses is refused whole, with its line: a
# finding on a misread patch would name the wrong line or file.
# corrupt NAME TEXT MESSAGE: NAME.patch, TEXT as printf formats it,
# gives status 2, no findings and "uniform: NAME.patch[:LINE]: MESSAGE;
# nothing checked".
corrupt() {
	printf -- "$2" >"$1.patch"
	run 2 check --color=never --preset linux --patch "$1.patch"
	empty "$1: findings" "$T/out"
	eq "$1: message" "uniform: $1.patch$3; nothing checked" "$(cat "$T/err")"
}
hd='diff --git a/x.c b/x.c\n--- a/x.c\n+++ b/x.c\n'
net='+/* net\n+ * style */\n'
past=": line number past 2147483647 in the hunk header"
corrupt c-big "$hd@@ -0,0 +4294967296,2 @@\n$net" ":4$past"
corrupt c-end "$hd@@ -0,0 +2147483647,2 @@\n$net" ":4$past"
corrupt c-neg "$hd@@ -0,0 +-5,2 @@\n$net" ":4: malformed hunk header"
corrupt c-letters "$hd@@ -a,b +c,d @@\n$net" ":4: malformed hunk header"
corrupt c-zero "$hd@@ -0,0 +0,2 @@\n$net" ":4: hunk header puts lines at line 0"
corrupt c-none "$hd@@ -1,0 +1,0 @@\n" ":4: hunk header counts no lines"
fewer=": hunk has fewer lines than its header says"
corrupt c-short "$hd@@ -0,0 +1,3 @@\n$net" ":6$fewer: the patch ends"
corrupt c-cut "$hd@@ -0,0 +1,3 @@\n${net}not a line\n" ":7$fewer"
corrupt c-long "$hd@@ -0,0 +1,1 @@\n$net" ":6: hunk has more lines than its header says"
corrupt c-counts "$hd@@ -1,2 +1,1 @@\n int a;\n+int b;\n" ":6: hunk's lines do not match the counts in its header"
noname=": '+++' line without a file name"
corrupt c-noname "--- a/x.c\n+++ \n@@ -0,0 +1,2 @@\n$net" ":2$noname"
corrupt c-noname2 "--- a/x.c\n+++ b/\n@@ -0,0 +1,2 @@\n$net" ":2$noname"
corrupt c-quote '--- a/x.c\n+++ "b/x.c\n@@ -0,0 +1,2 @@\n'"$net" ":2: malformed quoted file name"
corrupt c-escape '--- a/x.c\n+++ "b/\\9.c"\n@@ -0,0 +1,2 @@\n'"$net" ":2: malformed quoted file name"
corrupt c-nohunk "$hd" ":3: file header without a hunk"
corrupt c-stray "$hd@@ -0,0 +1,2 @@\n$net\n@@ -5,0 +7,2 @@\n$net" \
	":8: hunk without a file header ('--- ' and '+++ ' lines)"
nodiff=": no diff in it (no '--- ' and '+++ ' lines)"
corrupt c-garbage 'hello\nthis is not a patch\n' "$nodiff"
corrupt c-empty '' "$nodiff"
corrupt c-bytes "$(awk 'BEGIN { for (i = 0; i < 4096; i++) printf "\\%03o", (i * 7919) % 251 + 1 }')" "$nodiff"
# The machine formats say nothing of a refused patch, and stay valid.
run 2 check --format sarif --patch c-big.patch
sarif "SARIF of a refused patch" "$T/out"
jqt "no results" "$T/out" '.runs[0].results | length == 0'
end

seed="$REPO/../shared/seeds/001-patch-crypto-sha256-mb-cleanup-a-vs-typo.patch"
if [ -f "$seed" ]; then
	begin check-patch-seed
	# The seed patch turns '|' into '||': its new line has no
	# bitwise-logical finding left, but keeps the redundant parentheses
	# the thread complained about (the mail holds the patch twice).
	run 1 check --color=never --preset linux --patch "$seed"
	eq "rules on the seed patch" "redundant-parens" \
		"$(sed -n 's/.*\[\([a-z-]*\)\]$/\1/p' "$T/out" | sort -u)"
	eq "lines of the seed patch" "arch/x86/crypto/sha256-mb/sha256_mb.c:302:6:" \
		"$(grep -o '^[^ ]*:302:6:' "$T/out" | sort -u)"
	end
fi

begin check-diff
# Only lines added since the revision: staged, unstaged and untracked.
mkdir -p gd
(
	cd gd && git init -q . && git config user.email t@example.org &&
	git config user.name T && mkdir sub &&
	printf '/* old net\n * style\n */\nint a;\n' >sub/x.c &&
	printf '/* old net\n * style\n */\n' >sub/s.c &&
	git add . && git commit -qm one &&
	printf '/* old net\n * style\n */\nint a;\n/* new net\n * style\n */\n' >sub/x.c &&
	printf '/* old net\n * style\n */\n/* staged net\n * style\n */\n' >sub/s.c &&
	git add sub/s.c &&
	printf '/* untracked net\n * style\n */\n' >sub/y.c &&
	printf '/* not C\n * style\n */\n' >sub/notes.txt
) || bad "could not make a git repository"
cd gd
run 1 check --color=never $CUST --changed HEAD
eq "findings" "sub/s.c:4:1 sub/x.c:5:1 sub/y.c:1:1" "$(grep 'comment-open' "$T/out" | cut -d: -f1-3 | tr '\n' ' ' | sed 's/ $//')"
cd sub
run 1 check --color=never $CUST --changed HEAD x.c
eq "paths from a subdirectory, limited to an operand" "x.c:5:1" "$(grep 'comment-open' "$T/out" | cut -d: -f1-3)"
run 0 check --color=never --changed HEAD --rule comment-open --no-rule comment-open
run 2 check --changed no-such-revision
grep -q "no-such-revision" "$T/err" || bad "no message naming the revision: $(cat "$T/err")"
cd "$T"
run 2 check --changed HEAD /
end

begin check-diff-operand-forms
# An operand selects the changed files under it however it is written; one
# that names nothing on disk is an error, not a silent pass.
cd gd/sub || bad "no gd/sub"
for op in x.c ./x.c .//x.c ../sub/x.c "$T/gd/sub/x.c" ../sub/./x.c .. ./; do
	run 1 check --color=never $CUST --changed HEAD "$op"
	grep -q '^x.c:5:1: ' "$T/out" || bad "operand $op: $(head -n 1 "$T/out")"
done
run 2 check --changed HEAD no-such-file.c
grep -q '^uniform: no-such-file.c: No such file or directory$' "$T/err" || bad "message: $(cat "$T/err")"
cd "$T"
end

begin check-diff-rev-deprecated
# check --diff REV, the old spelling of --changed REV, works for one
# release: the same findings and status, and a warning that names the new
# spelling; --help lists only --changed.  fix --diff prints a diff.
cd gd || bad "no gd"
run 1 check -q --color=never $CUST --changed HEAD
cp "$T/out" "$T/changed.out"
empty "--changed: stderr" "$T/err"
run 1 check -q --color=never $CUST --diff HEAD
same "--diff REV against --changed REV" "$T/changed.out" "$T/out"
eq "warning" "uniform check: warning: --diff REV is deprecated and goes in the next release; use --changed REV" "$(cat "$T/err")"
run 1 check --color=never $CUST --diff=HEAD
same "--diff=REV against --changed REV" "$T/changed.out" "$T/out"
run 0 check --help
grep -q -- '--changed REV  ' "$T/out" || bad "--changed missing from check --help"
grep -q -- '--diff' "$T/out" && bad "check --help lists the old --diff"
grep -q -- '--staged .*--changed REV' "$T/out" || bad "--staged does not name --changed: $(grep -- --staged "$T/out")"
# fix --diff REV: the revision is a path there; a note says what it meant.
run 2 fix $CUST --diff HEAD sub/x.c
eq "fix --diff HEAD" "uniform fix: --diff takes no revision: 'HEAD' is a path here (to fix the lines changed since it: --changed HEAD)
uniform: HEAD: No such file or directory" "$(grep -v '^uniform fix: [0-9]' "$T/err")"
run 1 fix $CUST --diff sub/x.c
grep -q -- 'takes no revision' "$T/err" && bad "a note with no revision: $(cat "$T/err")"
cd "$T"
end

begin odd-names-in-text
# A newline in a file name cannot break the line-oriented outputs: such
# a path is written in double quotes with C escapes, as git does.
mkdir -p qn
printf '/* a\n * b\n */\n' >"qn/$(printf 'new\nline').c"
run 1 check --color=never $CUST qn
eq "check location" '"qn/new\nline.c":1:1: warning' "$(head -n 1 "$T/out" | cut -d: -f1-4)"
run 0 census --list qn
eq "census --list" '"qn/new\nline.c":1:1: net-style' "$(cat "$T/out")"
end

begin write-error
# Output that cannot be written (a full disk) is an error, not a success.
if [ -w /dev/full ]; then
	timeout 20 "$U" census "$REPO/examples" >/dev/full 2>"$T/err"
	rc=$?
	eq "exit status with stdout on /dev/full" 2 "$rc"
	grep -q 'error writing output' "$T/err" || bad "no message about the write error: $(cat "$T/err")"
fi
end

begin nesting-too-deep
# A million nested parentheses and 100,000 nested braces: one clear
# warning each, the rest of the file still checked, no stack overflow.
python3 -c '
import sys
n = 1000000
sys.stdout.write("int f(void)\n{\n\treturn " + "(" * n + "1" + ")" * n + ";\n}\n")
sys.stdout.write("int g(int a, int b)\n{\n\tif (a | (b < 0))\n\t\treturn 1;\n\treturn 0;\n}\n")
' >deep-parens.c
python3 -c '
import sys
n = 100000
sys.stdout.write("void h(void)\n" + "{\n" * n + "}\n" * n)
sys.stdout.write("int g(int a, int b)\n{\n\treturn a & b == 0;\n}\n")
' >deep-braces.c
TMO=60
run 1 check --color=never --no-rule long-identifier deep-parens.c
grep -q '^deep-parens.c:3:265: warning: nesting too deep (more than 256 levels)' "$T/err" ||
	bad "no nesting warning for parentheses: $(head -c 300 "$T/err")"
grep -q '^deep-parens.c:7:8: warning: .*\[bitwise-logical\]$' "$T/out" ||
	bad "the function after the deep one was not checked: $(head -c 300 "$T/out")"
run 1 check --color=never deep-braces.c
grep -q '^deep-braces.c:258:1: warning: nesting too deep (more than 256 levels)' "$T/err" ||
	bad "no nesting warning for braces: $(head -c 300 "$T/err")"
grep -q '^deep-braces.c:200004:11: warning: .*\[precedence\]$' "$T/out" ||
	bad "the function after the deep braces was not checked: $(head -c 300 "$T/out")"
TMO=20
end

begin expr-rules-json-sarif
# The expression rules' findings in the machine formats.
run 1 check --format json "$REPO/tests/check/precedence-yes.c"
jqt "precedence findings in JSON" "$T/out" '[.[] | select(.rule == "precedence")] | length == 9'
run 1 check --format sarif "$REPO/tests/check/expr-parse-yes.c"
jqt "rules of SARIF name the expression rules" "$T/out" '[.runs[0].tool.driver.rules[].id] | index("bitwise-logical") != null and index("long-identifier") != null'
/usr/bin/python3 "$REPO/tests/sarif-validate.py" "$REPO/tests/data/sarif-2.1.0.json" "$T/out" >/dev/null 2>"$T/verr" ||
	bad "SARIF not valid: $(head -c 300 "$T/verr")"
end

begin diff-usage-errors
# --patch and --diff do not go together; a bad revision is named once.
run 2 check --changed HEAD --patch /dev/null .
grep -q -- "--patch checks a diff's lines, --changed a revision's: not both" "$T/err" || bad "message: $(cat "$T/err")"
# A list of files is no part of a change's files: refused, not passed over.
for how in "check --changed HEAD" "check --staged" "check --patch /dev/null" "fix --changed HEAD" "fix --patch /dev/null"; do
	# shellcheck disable=SC2086 # how is a word list
	run 2 $how --files-from /dev/null
	grep -q -- "take their files from the change: no --files-from" "$T/err" || bad "$how: message: $(cat "$T/err")"
done
rm -rf dge && mkdir dge && (cd dge && git init -q . && printf 'int a;\n' >a.c && git add a.c &&
	git -c user.email=t@example.org -c user.name=T commit -qm init) >/dev/null 2>&1
(cd dge && timeout 20 "$U" check --changed no/such/rev . >/dev/null 2>"$T/err"; echo $? >"$T/rc")
eq "exit status" 2 "$(cat "$T/rc")"
eq "message" "uniform: --changed no/such/rev: revspec 'no/such/rev' not found" "$(cat "$T/err")"
end

# ---------------------------------------------------------------------------
# uniform fix

fixsrc() {	# a file with fixes to make and a trap with none
	printf '%s\n' \
		'static int submit(struct sha256_hash_ctx *ctx, u32 len, unsigned int flags)' \
		'{' \
		'	if ((ctx->partial_block_buffer_length) | (len < SHA256_BLOCK_SIZE))' \
		'		return (1);' \
		'	return flags & MASK == 0;' \
		'}'
}
FIXARGS="--no-rule long-identifier --set uniform_redundant_parens=strict --set uniform_return_parens=remove"

# fix_paused AT SECONDS DIR: fix DIR ($FIXARGS) in the background with
# the test pause AT (BEFORE_WRITE or BEFORE_EXCHANGE) of SECONDS; back
# once fix is paused there, its temporary file written; 'wait' waits for
# it, its status then in $T/rc.
fix_paused() {
	rm -f "$T/paused"
	# shellcheck disable=SC2086
	(env "UNIFORM_TEST_PAUSE_$1=$2" UNIFORM_TEST_PAUSE_MARK="$T/paused" \
		timeout 60 "$U" fix $FIXARGS "$3" >"$T/out" 2>"$T/err"
	 echo $? >"$T/rc") &
	i=0
	while [ ! -e "$T/paused" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
}

begin fix-diff-applies
# --diff writes nothing; its output applies with git apply and patch -p1,
# and gives the same bytes as fixing in place.
rm -rf fxa fxb && mkdir -p fxa/sub && fixsrc >fxa/sub/a.c && fixsrc >fxa/b.c
(cd fxa && git init -q . && git add . &&
	git -c user.email=t@example.org -c user.name=T commit -qm init) >/dev/null 2>&1
cp fxa/b.c fxa-before.c
# shellcheck disable=SC2086 # $FIXARGS is a word list
(cd fxa && timeout 20 "$U" fix --diff $FIXARGS . >"$T/fx.diff" 2>"$T/err"; echo $? >"$T/rc")
eq "exit status of fix --diff (a precedence trap is left)" 1 "$(cat "$T/rc")"
same "fix --diff wrote nothing" fxa-before.c fxa/b.c
grep -q '^+	if (ctx->partial_block_buffer_length || len < SHA256_BLOCK_SIZE)$' "$T/fx.diff" ||
	bad "the diff lacks the fixed seed line: $(head -c 400 "$T/fx.diff")"
(cd fxa && git apply --check "$T/fx.diff") 2>"$T/aerr" || bad "git apply --check: $(cat "$T/aerr")"
(cd fxa && patch -p1 --dry-run <"$T/fx.diff" >/dev/null) 2>"$T/aerr" || bad "patch -p1: $(cat "$T/aerr")"
(cd fxa && git apply "$T/fx.diff") && cp -r fxa fxb && (cd fxa && git checkout -q .)
# shellcheck disable=SC2086
(cd fxa && timeout 20 "$U" fix $FIXARGS . >"$T/out" 2>"$T/err"; echo $? >"$T/rc")
eq "exit status of fix in place" 1 "$(cat "$T/rc")"
same "fixed in place = patched" fxb/b.c fxa/b.c
same "fixed in place = patched (sub/)" fxb/sub/a.c fxa/sub/a.c
eq "summary" "uniform fix: 8 fixes in 2 files; 2 findings left with no safe fix" "$(cat "$T/err")"
eq "no temporary files left" "" "$(find fxa -name '.*.uniform-*')"
end

begin fix-idempotent
# Fixing a fixed tree changes nothing.
cp fxa/b.c fxa-once.c
# shellcheck disable=SC2086
(cd fxa && timeout 20 "$U" fix $FIXARGS . >"$T/out" 2>"$T/err"; echo $? >"$T/rc")
eq "exit status" 1 "$(cat "$T/rc")"
same "second fix" fxa-once.c fxa/b.c
eq "summary" "uniform fix: 0 fixes in 0 files; 2 findings left with no safe fix" "$(cat "$T/err")"
end

begin fix-chain-past-round-limit
# Each '|' made '||' lets the next be fixed: 21 of them take 21 rounds,
# past the limit of 16.  The first run says so and exits 1; the second
# finishes; the third has nothing to do.
rm -rf fxc && mkdir fxc
ops=b
i=0
while [ $i -lt 20 ]; do
	ops="$ops | b"
	i=$((i + 1))
done
printf 'int f(int a, int b)\n{\n\tif ((a == 1) | %s)\n\t\treturn 1;\n\treturn 0;\n}\n' "$ops" >fxc/c.c
run 1 fix --no-editorconfig fxc
eq "first run" "fxc/c.c: more fixes after 16 rounds, each made possible by the one before; run uniform fix again
uniform fix: 16 fixes in 1 file; 0 findings left with no safe fix" "$(cat "$T/err")"
run 0 fix --no-editorconfig fxc
eq "second run" "uniform fix: 5 fixes in 1 file; 0 findings left with no safe fix" "$(cat "$T/err")"
eq "every '|' made '||'" 21 "$(grep -o '||' fxc/c.c | wc -l | tr -d ' ')"
run 0 fix --no-editorconfig fxc
eq "third run" "uniform fix: 0 fixes in 0 files; 0 findings left with no safe fix" "$(cat "$T/err")"
end

begin fix-fixtures-apply-and-settle
# Every fix fixture: its diff applies with git apply, equals fixing in
# place, and a second fix finds nothing more to do.
rm -rf fxf && mkdir fxf && (cd fxf && git init -q .)
for f in "$REPO"/tests/fix/*.c; do
	fx=$(basename "$f")
	args=""
	[ -f "$f.args" ] && args=$(cat "$f.args")
	cp "$f" fxf/"$fx" && cp "$f" fxf-"$fx"
	# shellcheck disable=SC2086 # ARGS is a word list
	(cd fxf && timeout 20 "$U" fix --diff $args "$fx" >"$T/fx.diff" 2>/dev/null)
	if [ -s "$T/fx.diff" ]; then
		(cd fxf && git apply "$T/fx.diff") 2>"$T/aerr" || bad "$fx: git apply: $(cat "$T/aerr")"
	fi
	# shellcheck disable=SC2086
	timeout 20 "$U" fix $args fxf-"$fx" >/dev/null 2>&1
	cmp -s fxf/"$fx" fxf-"$fx" || bad "$fx: fixed in place differs from the applied diff"
	# shellcheck disable=SC2086
	(cd fxf && timeout 20 "$U" fix --diff $args "$fx" >"$T/fx2.diff" 2>/dev/null)
	[ -s "$T/fx2.diff" ] && bad "$fx: a second fix changes more: $(head -c 300 "$T/fx2.diff")"
	rm -f fxf-"$fx"
done
end

begin fix-diff-names
# The diff names a file from the top of the git work tree, however the
# file was named (absolute, from a subdirectory, with ".." or "."), so
# git apply takes it from the top.
rm -rf fxn && mkdir -p fxn/sub/dir && (cd fxn && git init -q .)
printf 'int f(int a)\n{\n\treturn 1 + (a);\n}\n' >fxn/sub/dir/a.c
for name in "$PWD/fxn/sub/dir/a.c" ../sub/dir/a.c ./dir/../dir/a.c; do
	(cd fxn/sub && timeout 20 "$U" fix --diff "$name" >"$T/fx.diff" 2>/dev/null)
	eq "header for $name" "diff --git a/sub/dir/a.c b/sub/dir/a.c" "$(head -n 1 "$T/fx.diff")"
done
(cd fxn && git apply --check "$T/fx.diff") 2>"$T/aerr" || bad "git apply from the top: $(cat "$T/aerr")"
end

begin fix-diff-quoted-names
# Names with a newline, tab, quote, backslash, space, bell or UTF-8 in
# them: fix --diff names them as git diff does (quoted, C escapes), so
# git apply takes the diff, and check --patch reads git's names back.
rm -rf fxq && mkdir fxq && (cd fxq && git init -q . && git config user.email t@example.org && git config user.name T)
for fname in plain.c "$(printf 'new\nline.c')" "$(printf 'tab\t.c')" 'quo"te.c' 'back\slash.c' \
	'sp ace.c' "$(printf 'bell\a.c')" "$(printf '\303\251.c')" "$(printf 'sp ace\n.c')"; do
	printf 'int f(int a)\n{\n\treturn 1 + (a);\n}\n' >"fxq/$fname"
done
(cd fxq && git add . && git commit -qm init)
(cd fxq && timeout 20 "$U" fix --diff . >"$T/fx.diff" 2>/dev/null)
(cd fxq && git apply --check "$T/fx.diff") 2>"$T/aerr" || bad "git apply --check: $(cat "$T/aerr")"
(cd fxq && timeout 20 "$U" fix . >/dev/null 2>&1 && git diff >"$T/git.diff" && git checkout -q .)
grep -v '^index ' "$T/git.diff" >"$T/git-noindex.diff"
same "fix --diff against git diff" "$T/git-noindex.diff" "$T/fx.diff"
# Each file gets a comment the kernel's rules object to, in git's diff.
for f in fxq/*; do printf '/* net\n * style */\n' >>"$f"; done
(cd fxq && git diff >"$T/git.diff")
IN=$T/git.diff run 1 check --format json --preset linux --patch -
jqt "the names read back" "$T/out" '[.[] | select(.rule == "comment-open") | .path] ==
	["back\\slash.c", "bell\u0007.c", "new\nline.c", "plain.c", "quo\"te.c", "sp ace\n.c", "sp ace.c", "tab\t.c", "\u00e9.c"]'
end

begin fix-guard-comment
# A wrong edit inside a comment (one word changed) fails the comparison
# of the comment's words.
rm -rf fxgc && mkdir fxgc && printf '/* net\n * style */\nint a;\n' >fxgc/a.c && cp fxgc/a.c fxgc-before.c
export UNIFORM_TEST_BAD_EDIT=1
run 2 fix $FP --preset linux fxgc
unset UNIFORM_TEST_BAD_EDIT
same "file after a failed guard" fxgc-before.c fxgc/a.c
grep -q '^fxgc/a.c: internal error: the fixed text does not lex' "$T/err" ||
	bad "no internal error message: $(cat "$T/err")"
run 0 fix $FP --preset linux fxgc
eq "fixed without the switch" "$(printf '/*\n * net\n * style\n */\nint a;')" "$(cat fxgc/a.c)"
end

begin fix-mode-kept
# The fixed file keeps the original's mode.
rm -rf fxm && mkdir fxm && fixsrc >fxm/a.c && chmod 640 fxm/a.c
# shellcheck disable=SC2086
run 1 fix $FIXARGS fxm
eq "mode" "640" "$(stat -c %a fxm/a.c)"
end

begin fix-guard
# A wrong edit (injected by the test switch) fails the token comparison:
# the file is left as it was, and the error names it.
rm -rf fxg && mkdir fxg && fixsrc >fxg/a.c && cp fxg/a.c fxg-before.c
export UNIFORM_TEST_BAD_EDIT=1
# shellcheck disable=SC2086
run 2 fix $FIXARGS fxg
unset UNIFORM_TEST_BAD_EDIT
same "file after a failed guard" fxg-before.c fxg/a.c
grep -q '^fxg/a.c: internal error: the fixed text does not lex to the same tokens and comments; the file is left as it is$' "$T/err" ||
	bad "no internal error message: $(cat "$T/err")"
end

begin fix-read-only-file
rm -rf fxr && mkdir fxr && fixsrc >fxr/a.c && cp fxr/a.c fxr-before.c && chmod 444 fxr/a.c
# shellcheck disable=SC2086
run 2 fix $FIXARGS fxr
same "read-only file" fxr-before.c fxr/a.c
grep -q '^uniform: fxr/a.c: the file is read-only; not fixed$' "$T/err" || bad "message: $(cat "$T/err")"
# The summary counts the error, and never "0 findings left" after one.
eq "summary" "uniform fix: 0 fixes in 0 files; 1 error (see above); 1 finding left with no safe fix in the files read" "$(tail -n 1 "$T/err")"
# shellcheck disable=SC2086
run 2 fix $FIXARGS --no-rule precedence fxr
eq "summary, no finding left" "uniform fix: 0 fixes in 0 files; 1 error (see above)" "$(tail -n 1 "$T/err")"
chmod 644 fxr/a.c
end

begin fix-read-only-directory
# Root may write anywhere: the directory test runs as nobody.
rm -rf fxd && mkdir fxd && fixsrc >fxd/a.c && cp fxd/a.c fxd-before.c
chmod 666 fxd/a.c && chmod 555 fxd
nobody fxd/a.c
if [ -n "$nobody_skip" ]; then
	bad "setup: $nobody_skip"
else
	# shellcheck disable=SC2086
	BIN=$PBIN WRAP=$PWRAP run 2 fix $FIXARGS fxd
	same "file in a read-only directory" fxd-before.c fxd/a.c
	grep -q '^uniform: fxd/a.c: cannot create a temporary file beside it: Permission denied; not fixed$' "$T/err" ||
		bad "message: $(cat "$T/err")"
fi
chmod 755 fxd
end

# A file that changes while it is fixed is left alone: an edit after the
# read (before the last look at the original), and one after the last
# look, just before the exchange (the exchange is undone).
for at in BEFORE_WRITE BEFORE_EXCHANGE; do
	begin "fix-changed-meanwhile-$at"
	rm -rf fxc && mkdir fxc && fixsrc >fxc/a.c
	# The edit comes once the temporary file is written (the mark says
	# so): a fixed sleep lost the race under valgrind on a loaded machine.
	fix_paused "$at" 3 fxc
	echo '/* edited meanwhile */' >>fxc/a.c
	wait
	eq "exit status" 2 "$(cat "$T/rc")"
	eq "the edit is kept" "/* edited meanwhile */" "$(tail -n 1 fxc/a.c)"
	eq "the rest is the original" "$(fixsrc)" "$(sed '$d' fxc/a.c)"
	eq "files left" "a.c" "$(ls -A fxc)"
	# Before the exchange, the edit's open for writing breaks fix's lease
	# on the file (where the kernel grants one) and waits for it.
	grep -Eq '^uniform: fxc/a.c: (changed on disk since it was read|another program opened it for writing while it was replaced); not fixed$' "$T/err" ||
		bad "message: $(cat "$T/err")"
	end
done

# A program that holds the file open for writing may write to it at any
# time, even after fix is done: a replaced file would take that text
# with it.  Open from before the run: the file is left alone.  Opened
# at the last moment, before the exchange: the exchange is undone.
begin fix-writer-holds-file
rm -rf fxh && mkdir fxh && fixsrc >fxh/a.c
exec 3>>fxh/a.c
# shellcheck disable=SC2086
run 2 fix $FIXARGS fxh
echo '/* written late */' >&3
exec 3>&-
grep -q '^uniform: fxh/a.c: another program has it open for writing; not fixed$' "$T/err" ||
	bad "message: $(cat "$T/err")"
eq "the late write is kept" "/* written late */" "$(tail -n 1 fxh/a.c)"
eq "the rest is the original" "$(fixsrc)" "$(sed '$d' fxh/a.c)"
end

begin fix-writer-opens-before-exchange
rm -rf fxo && mkdir fxo && fixsrc >fxo/a.c
fix_paused BEFORE_EXCHANGE 2 fxo
exec 3>>fxo/a.c
wait
echo '/* written late */' >&3
exec 3>&-
eq "exit status" 2 "$(cat "$T/rc")"
grep -q '^uniform: fxo/a.c: another program opened it for writing while it was replaced; not fixed$' "$T/err" ||
	bad "message: $(cat "$T/err")"
eq "the late write is kept" "/* written late */" "$(tail -n 1 fxo/a.c)"
eq "the rest is the original" "$(fixsrc)" "$(sed '$d' fxo/a.c)"
eq "files left" "a.c" "$(ls -A fxo)"
end

# An editor that saves by writing a new file and renaming it over the
# old one, just before the exchange: the exchange would take the new
# file out, so it is put back, and the file reported not fixed.
begin fix-saved-by-rename-before-exchange
rm -rf fxr && mkdir fxr && fixsrc >fxr/a.c
fix_paused BEFORE_EXCHANGE 2 fxr
{ fixsrc; echo '/* saved by rename */'; } >fxr/.a.c.editor
mv fxr/.a.c.editor fxr/a.c
wait
eq "exit status" 2 "$(cat "$T/rc")"
grep -q '^uniform: fxr/a.c: replaced by another file (a save by rename?) while it was fixed; not fixed$' "$T/err" ||
	bad "message: $(cat "$T/err")"
eq "the save is kept" "/* saved by rename */" "$(tail -n 1 fxr/a.c)"
eq "the rest is the save's" "$(fixsrc)" "$(sed '$d' fxr/a.c)"
eq "files left" "a.c" "$(ls -A fxr)"
grep -q 'fixed' "$T/out" && bad "output says fixed: $(cat "$T/out")"
end

begin fix-through-symlink
# A symlink stays a symlink: the file it points to is fixed.
rm -rf fsl fse && mkdir fsl fse && fixsrc >fse/real.c && ln -s ../fse/real.c fsl/sym.c
# shellcheck disable=SC2086
run 1 fix $FIXARGS fsl/sym.c
[ -L fsl/sym.c ] || bad "fsl/sym.c is no longer a symlink"
eq "link" "../fse/real.c" "$(readlink fsl/sym.c)"
grep -q '||' fse/real.c || bad "the target is not fixed: $(cat fse/real.c)"
eq "output" "fsl/sym.c: 4 fixed" "$(cat "$T/out")"
eq "files beside the target" "real.c" "$(ls -A fse)"
end

begin fix-file-once
# The same file under two names (an operand twice; with -L, a link and its
# target in one walk) is fixed once, without an error.
rm -rf fo && mkdir fo && fixsrc >fo/a.c && ln -s a.c fo/b.c
# shellcheck disable=SC2086
run 1 fix $FIXARGS fo/a.c fo/a.c
eq "output" "fo/a.c: 4 fixed" "$(cat "$T/out")"
fixsrc >fo/a.c
# shellcheck disable=SC2086
run 1 fix $FIXARGS -L fo
eq "output of the walk" "fo/a.c: 4 fixed" "$(cat "$T/out")"
[ -L fo/b.c ] || bad "fo/b.c is no longer a symlink"
end

begin fix-hard-link-refused
# A new file under one name would part it from its other names, which
# would keep the old text: a file with hard links is refused.
rm -rf fh fhe && mkdir fh fhe && fixsrc >fhe/real.c && ln fhe/real.c fh/hard.c
# shellcheck disable=SC2086
run 2 fix $FIXARGS fh/hard.c
eq "the other name" "$(fixsrc)" "$(cat fhe/real.c)"
eq "links" "2" "$(stat -c %h fh/hard.c)"
eq "one inode" "$(stat -c %i fhe/real.c)" "$(stat -c %i fh/hard.c)"
grep -q '^uniform: fh/hard.c: the file has 2 hard links, and a fix would part them (the other names would keep the old text); not fixed$' "$T/err" ||
	bad "message: $(cat "$T/err")"
end

begin fix-keeps-attributes
# Extended attributes, an ACL among them, survive a fix.
rm -rf fx && mkdir fx && fixsrc >fx/a.c
if ! command -v setfattr >/dev/null || ! command -v setfacl >/dev/null; then
	skip "no setfattr or setfacl (Debian packages attr and acl)"
elif ! setfattr -n user.uniform -v kept fx/a.c 2>/dev/null ||
	! setfacl -m u:65534:rw fx/a.c 2>/dev/null; then
	skip "this file system takes no user attributes or ACLs"
else
	# shellcheck disable=SC2086
	run 1 fix $FIXARGS fx
	grep -q '||' fx/a.c || bad "not fixed"
	eq "attribute" "kept" "$(getfattr --only-values -n user.uniform fx/a.c 2>&1)"
	getfacl -n -p fx/a.c 2>/dev/null | grep -q '^user:65534:rw-$' ||
		bad "ACL lost: $(getfacl -p fx/a.c 2>&1)"
fi
end

begin fix-keeps-other-files
# Only the temporary file of this run is removed: a user's file with a
# name like one is not touched.
rm -rf fk && mkdir fk && fixsrc >fk/a.c
echo mine >fk/.a.c.uniform-backup && echo mine >fk/.a.c.uniform-Ab12Cd
# shellcheck disable=SC2086
run 1 fix $FIXARGS fk
eq "files" ".a.c.uniform-Ab12Cd .a.c.uniform-backup a.c" "$(ls -A fk | tr '\n' ' ' | sed 's/ $//')"
end

# Files of another user in a directory this user may write: one the user
# may not write is refused, and so is one whose owner the fixed file could
# not keep.  As root the test runs as user 65534.
for case in not-writable:644 owner-kept:666; do
	begin "fix-other-owner-${case%:*}"
	rm -rf fw && mkdir fw && fixsrc >fw/a.c && chmod "${case#*:}" fw/a.c && chmod 777 fw
	owner=$(stat -c %u:%g fw/a.c)
	nobody fw/a.c
	if [ -z "$PWRAP" ]; then
		skip "not root: the file cannot belong to another user"
	elif [ -n "$nobody_skip" ]; then
		bad "setup: $nobody_skip"
	else
		# shellcheck disable=SC2086
		BIN=$PBIN WRAP=$PWRAP run 2 fix $FIXARGS fw
		eq "text" "$(fixsrc)" "$(cat fw/a.c)"
		eq "owner" "$owner" "$(stat -c %u:%g fw/a.c)"
		eq "files" "a.c" "$(ls -A fw)"
		case $case in
		not-writable*) want='^uniform: fw/a.c: you may not write the file: Permission denied; not fixed$' ;;
		*) want='^uniform: fw/a.c: its owner and group (uid 0, gid 0) cannot be given to the fixed file: Operation not permitted; not fixed$' ;;
		esac
		grep -q "$want" "$T/err" || bad "message: $(cat "$T/err")"
	fi
	chmod 755 fw
	end
done

begin fix-mail
# --mail: a patch mail that git am takes, from git's identity, signed off
# with it only under --signoff.
rm -rf fxe && mkdir -p fxe/crypto && fixsrc >fxe/crypto/a.c
(cd fxe && git init -q . && git config user.name "Ada Lovelace" &&
	git config user.email ada@example.org && git add . &&
	git commit -qm init) >/dev/null 2>&1
# shellcheck disable=SC2086
(cd fxe && timeout 20 "$U" fix --mail $FIXARGS . >"$T/fx.mail" 2>"$T/err"; echo $? >"$T/rc")
eq "exit status" 1 "$(cat "$T/rc")"
eq "From" "From: Ada Lovelace <ada@example.org>" "$(sed -n 1p "$T/fx.mail")"
eq "Subject" "Subject: [PATCH] crypto: fix bitwise-logical, redundant-parens findings" "$(sed -n 3p "$T/fx.mail")"
if grep -q '^Signed-off-by:' "$T/fx.mail"; then bad "signed off without --signoff"; fi
# shellcheck disable=SC2086
(cd fxe && timeout 20 "$U" fix --mail --signoff $FIXARGS . >"$T/fx.mail" 2>"$T/err"; echo $? >"$T/rc")
eq "exit status (--signoff)" 1 "$(cat "$T/rc")"
grep -q '^Signed-off-by: Ada Lovelace <ada@example.org>$' "$T/fx.mail" || bad "no Signed-off-by with --signoff"
run 2 fix --signoff fxe
(cd fxe && git am -q "$T/fx.mail") 2>"$T/aerr" || bad "git am: $(cat "$T/aerr")"
eq "commit subject" "crypto: fix bitwise-logical, redundant-parens findings" "$(cd fxe && git log -1 --format=%s)"
grep -q '^	if (ctx->partial_block_buffer_length || len < SHA256_BLOCK_SIZE)$' fxe/crypto/a.c ||
	bad "the mail did not carry the fix"
end

begin fix-mail-headers
# An identity with a line break cannot add a header (it was written into
# the From line as it was: "Bcc: victim@example.com" became a header of
# its own); control bytes go, as git drops a newline from an identity,
# a name with specials is quoted and one that is not ASCII encoded
# (RFC 2047), as git format-patch writes them; git am reads them back.
rm -rf fxi && mkdir -p fxi/crypto && fixsrc >fxi/crypto/a.c
(cd fxi && git init -q . && git config user.name "$(printf 'Evil\nBcc: victim@example.com')" &&
	git config user.email "$(printf 'ada@example.org\r\nCc: x@example.com')" &&
	git add . && git -c user.name=T -c user.email=t@example.org commit -qm init) >/dev/null 2>&1
# shellcheck disable=SC2086
(cd fxi && timeout 20 "$U" fix --mail --signoff $FIXARGS . >"$T/fx.mail" 2>"$T/err"; echo $? >"$T/rc")
eq "exit status" 1 "$(cat "$T/rc")"
eq "headers" 'From: "EvilBcc: victim@example.com" <ada@example.orgCc: x@example.com>
Subject: [PATCH] crypto: fix bitwise-logical, redundant-parens findings' "$(sed '/^$/q' "$T/fx.mail" | grep -v '^Date: ' | sed '/^$/d')"
grep -q '^Signed-off-by: EvilBcc: victim@example.com <ada@example.orgCc: x@example.com>$' "$T/fx.mail" ||
	bad "Signed-off-by: $(grep -A1 '^Signed-off-by' "$T/fx.mail")"
(cd fxi && git config user.name "Zoë Ω. Smith" && git config user.email zoe@example.org)
# shellcheck disable=SC2086
(cd fxi && timeout 20 "$U" fix --mail $FIXARGS . >"$T/fx.mail" 2>"$T/err"; echo $? >"$T/rc")
eq "From (not ASCII)" "From: =?UTF-8?q?Zo=C3=AB_=CE=A9=2E_Smith?= <zoe@example.org>" "$(sed -n 1p "$T/fx.mail")"
(cd fxi && git am -q "$T/fx.mail") 2>"$T/aerr" || bad "git am: $(cat "$T/aerr")"
eq "author after git am" "Zoë Ω. Smith <zoe@example.org>" "$(cd fxi && git log -1 --format='%an <%ae>')"
end

begin named-not-c
# A file named on the command line (or by --stdin-filename) whose name
# --ext does not take is not C: refused with one line, status 2, never
# checked or rewritten (fix rewrote a text file, "2 fixed"; check warned
# of an unterminated comment in a .conf file), unless --ext takes it.
rm -rf nc && mkdir nc && printf '/* note\n * text */\nint  x ;\n' >nc/notes.txt
printf 'key /* value\n' >nc/app.conf
printf '# Title\n' >nc/README
cp nc/notes.txt nc/keep.txt
fixsrc >nc/a.c
run 2 check nc/notes.txt nc/app.conf nc/README
eq "check" "uniform: nc/notes.txt: not C by its name (--ext c,h); not checked ('--ext c,h,txt' takes it)
uniform: nc/app.conf: not C by its name (--ext c,h); not checked ('--ext c,h,conf' takes it)
uniform: nc/README: not C by its name (--ext c,h); not checked" "$(cat "$T/err")"
empty "check: no findings" "$T/out"
# shellcheck disable=SC2086
run 2 fix $FIXARGS nc/notes.txt nc/a.c
same "fix: the text file kept" nc/keep.txt nc/notes.txt
eq "fix: message" "uniform: nc/notes.txt: not C by its name (--ext c,h); not fixed ('--ext c,h,txt' takes it)" "$(grep -v '^uniform fix: ' "$T/err")"
eq "fix: the C file fixed" "nc/a.c: 4 fixed" "$(cat "$T/out")"
eq "fix: summary" "uniform fix: 4 fixes in 1 file; 1 error (see above); 1 finding left with no safe fix in the files read" "$(tail -n 1 "$T/err")"
IN=nc/notes.txt run 2 fix --stdin-filename nc/notes.txt -
same "fix -: the input as it came" nc/keep.txt "$T/out"
eq "fix -: message" "uniform: nc/notes.txt: not C by its name (--ext c,h); not fixed ('--ext c,h,txt' takes it)" "$(cat "$T/err")"
IN=nc/notes.txt run 2 check --stdin-filename nc/notes.txt -
empty "check -: no findings" "$T/out"
# --ext takes it: checked as C.
run 1 check $FP --set uniform_comment_style=customary --ext c,h,txt nc/notes.txt
grep -q '^nc/notes.txt:' "$T/out" || bad "--ext txt: not checked: $(cat "$T/out" "$T/err")"
# A directory's files are chosen by --ext, as before.
run 1 check -q nc
empty "a directory: its other files left in silence" "$T/err"
eq "a directory: its C file checked" "nc/a.c" "$(cut -d: -f1 "$T/out" | sort -u | grep '^nc/')"
end

begin fix-help
run 0 fix --help
grep -q -- '--diff ' "$T/out" || bad "--diff missing from fix --help"
run 2 fix --format json fxa
end

# uniform help [COMMAND] is COMMAND --help; every command has --version;
# --exit-zero keeps findings from the status, not errors.
begin help-command
run 0 --help
cp "$T/out" top.help
run 0 help
same "uniform help" top.help "$T/out"
grep -q '^  help ' top.help || bad "help is not among the commands"
for cmd in census check fix trend merge; do
	run 0 "$cmd" --help
	cp "$T/out" cmd.help
	run 0 help "$cmd"
	same "uniform help $cmd" cmd.help "$T/out"
	run 0 "$cmd" --version
	eq "$cmd --version" "$("$U" --version)" "$(cat "$T/out")"
	run 0 "$cmd" -V
	eq "$cmd -V" "$("$U" --version)" "$(cat "$T/out")"
done
run 2 help nosuch
eq "unknown command" "uniform help: unknown command 'nosuch'" "$(head -n 1 "$T/err")"
run 2 help check fix
end

begin exit-zero
run 1 check --color=never $CUST ck/fs/c.c
cp "$T/out" ez.out
run 0 check --color=never --exit-zero $CUST ck/fs/c.c
same "the findings are still reported" ez.out "$T/out"
run 2 check --exit-zero ck/fs/nosuch.c
printf 'int f(int a, int b, int c)\n{\n\tif ((a < b) & c)\n\t\treturn 3;\n\treturn 0;\n}\n' >ez.c
IN=ez.c run 0 fix --select bitwise-logical -
same "no safe fix: the text as it came, status 0 (an editor keeps it)" ez.c "$T/out"
run 1 fix --select bitwise-logical ez.c
run 0 fix --exit-zero --select bitwise-logical ez.c
end

# No silent success: paths that hold no file to check are an error with
# a message, so that a CI job with a wrong path fails; fix says so too.
begin no-files
mkdir -p nf/empty nf/repo/build
run 2 check nf/empty
eq "an empty directory" "uniform check: no C files under nf/empty" "$(cat "$T/err.all")"
run 2 fix nf/empty
eq "fix: an empty directory" "uniform fix: no C files under nf/empty" "$(cat "$T/err.all")"
printf 'int x;\n' >nf/a.c
run 2 check --ext py nf
eq "a wrong --ext" "uniform check: no files ending .py under nf" "$(cat "$T/err.all")"
(cd nf/repo && git init -q . && echo build/ >.gitignore && printf 'int f(int x)\n{\n\treturn x + (x);\n}\n' >build/gen.c)
cd nf/repo || exit 1
run 2 check
eq "only ignored files" "uniform check: no C files under ." "$(cat "$T/err.all")"
run 1 check build
grep -q '^build/gen.c:3:' "$T/out" || bad "the ignored directory named: $(cat "$T/out")"
cd "$T" || exit 1
run 0 check nf/a.c
empty "a clean file: no summary, no message" "$T/err.all"
end

# One rule for ignored paths: the walk skips what git ignores, census's
# too (--no-ignore takes it); a file named is checked all the same and
# counts in its directory's practice.
begin ignore-one-rule
mkdir -p ig/d
(cd ig && git init -q . && printf '*.gen.c\n' >.gitignore)
printf '/*\n * alone\n */\nint a;\n' >ig/d/a.c
for i in 1 2 3 4 5 6 7 8 9; do printf '/* net %s\n * style\n */\nint n%s;\n' $i $i; done >ig/d/b.gen.c
run 0 census --format json ig
jqt "census skips the ignored file" "$T/out" '.groups | map(.files) | add == 1'
run 0 census --no-ignore --format json ig
jqt "census --no-ignore takes it" "$T/out" '.groups | map(.files) | add == 2'
run 0 check --show-settings ig/d/b.gen.c
eq "named, it counts in its directory's practice (net, 9 of 10)" "uniform_comment_style majority: net (default)" \
	"$(grep '^uniform_comment_style ' "$T/out" | tr -s ' ')"
run 0 check --show-settings ig/d/a.c
eq "not named, it does not" "uniform_comment_style majority: customary (default)" \
	"$(grep '^uniform_comment_style ' "$T/out" | tr -s ' ')"
end

# fix's exit statuses, as --help gives them: --diff and --mail say 1
# when they print a change, 0 when there is none; fix - says 0 when it
# wrote the text; -q leaves the summary out.
begin fix-exit-status
printf 'int f(int x)\n{\n\treturn x + (x);\n}\n' >fe.c
cp fe.c fe.orig
run 1 fix --diff fe.c
grep -q '^+	return x + x;$' "$T/out" || bad "--diff: no change printed: $(cat "$T/out")"
cmp -s fe.c fe.orig || bad "--diff wrote the file"
IN=fe.c run 0 fix --stdin-filename fe.c -
grep -q '^	return x + x;$' "$T/out" || bad "fix -: $(cat "$T/out")"
run 0 fix -q fe.c
empty "-q: no summary" "$T/err"
run 0 fix --diff fe.c
empty "--diff with nothing to change" "$T/out"
run 0 fix --help
grep -q '^  with --diff or --mail: 0 no change to print; 1 a change printed' "$T/out" || bad "--help: $(cat "$T/out")"
end

begin preset-long-identifier
# The kernel presets leave long-identifier off; --rule puts it back.  The
# fixture is checked alone: the names of the others beside it would make
# its long names usual (check-long-identifier-usual).
mkdir -p pli
cp "$REPO/tests/check/long-identifier-yes.c" pli/
run 0 check --color=never --preset linux --no-rule redundant-parens pli/long-identifier-yes.c
empty "long names under --preset linux" "$T/out"
run 1 check --format json --preset linux --rule long-identifier pli/long-identifier-yes.c
jqt "long names with --rule long-identifier" "$T/out" '[.[] | select(.rule == "long-identifier")] | length == 9'
end

begin parens-habit-off
# A file's habit of parenthesized operands is its style; with
# uniform_file_practice = false every pair of the same file is reported.
mkdir -p pho
cp "$REPO/tests/check/redundant-parens-habit-member-no.c" pho/m.c
run 0 check --format json --no-rule long-identifier pho/m.c
jqt "the habit is left alone" "$T/out" 'length == 0'
run 1 check --format json --no-rule long-identifier --set uniform_file_practice=false pho/m.c
jqt "each pair without the practice" "$T/out" '[.[] | select(.rule == "redundant-parens")] | length == 6'
end

begin own-tree-customary
# The project's own comments follow the customary form it measures.
run 0 census --format json "$REPO/src" "$REPO/tests/unit"
jqt "no net-style or banner comments in src/ and tests/unit/" "$T/out" '.total["net-style"] == 0 and .total.banner == 0 and .total.customary > 0'
run 0 check --color=never --preset linux "$REPO/src" "$REPO/tests/unit" "$REPO/fuzz"
empty "uniform check on the project's own code" "$T/out"
run 0 check --color=never "$REPO/src" "$REPO/tests/unit" "$REPO/fuzz"
empty "uniform check with every default rule on the project's own code" "$T/out"
empty "no warning about the project's own code either" "$T/err"
end

exit 0
