#!/bin/sh
# integrate.sh - uniform in the places people run it: the help and the
# man page, make install and the shell's completion, the progress line on
# a terminal, git hooks (plain and for the pre-commit framework), and the
# GitHub Actions output.
#
#   sh tests/integrate.sh /abs/path/to/uniform
#
# Appends "pass integrate/NAME" or "fail integrate/NAME" to $RESULTS for
# each test and prints why a test failed.  The lists a test checks (the
# commands, each command's options, the rules, the settings keys) are read
# from uniform's --help and --list-rules and from its source, never
# written out here, so that a new option missing from the man page or the
# completion fails a test.  Never stops early; always exits 0.
set -u
U=$1
REPO=$(cd "$(dirname "$0")/.." && pwd)
export GIT_AUTHOR_NAME=uniform GIT_AUTHOR_EMAIL=uniform@example.org
export GIT_COMMITTER_NAME=uniform GIT_COMMITTER_EMAIL=uniform@example.org
export GIT_CONFIG_NOSYSTEM=1 HOME=/nonexistent
unset GIT_DIR GIT_INDEX_FILE GIT_WORK_TREE UNIFORM_TEST_PROGRESS
SUITE=integrate
# shellcheck source=tests/lib.sh
. "$REPO/tests/lib.sh"
TMO=60

# The commands, from "uniform --help": the lines under "Commands:".
"$U" --help >"$T/top-help" 2>&1
commands=$(sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p' "$T/top-help")

# long_options FILE: the long options of an option list (--help output).
long_options() {
	sed -n 's/^  \(-[^-], \)\{0,1\} *\(--[a-z0-9-]*\).*/\2/p' "$1"
}

# The rules, from the source: the registry's list, UNIFORM_RULES in
# src/aspects/registry.h, one R(ID, name) or A(ID, name, ...) a rule, in
# its order ("_" in a name written "-").
rules=$(registry_syms RA | tr _ -)

# The settings keys, from the source, in its order: each key settings_set
# compares, then each aspect's (the .key of its descriptor, aspect_def_NAME
# in src/aspects/), then max_line_length, EditorConfig's.
keys=$( {
	sed -n 's/.*strcmp(key, "\([a-z_]*\)").*/\1/p' "$REPO/src/config/settings.c" |
		grep -v '^max_line_length$'
	for sym in $(registry_syms A); do
		awk -v d="const Aspect aspect_def_$sym = {" '$0 == d { on = 1 }
			on && /^\t\.key = "/ { split($0, q, "\""); print q[2]; exit }
			on && /^};/ { exit }' "$REPO"/src/aspects/*.c
	done
	echo max_line_length
} )

# ---------------------------------------------------------------------------
# The command line: --help at both levels, --version, --list-rules.

begin top-help
run 0 --help
eq "commands listed by uniform --help" "census check fix trend merge rule init lsp help" "$(echo $commands)"
long_options "$T/out" >"$T/top-opts"
eq "options listed by uniform --help" "--help --version" "$(echo $(cat "$T/top-opts"))"
run 0 -h
same "uniform -h against uniform --help" "$T/top-help" "$T/out"
run 2 --no-such-option
empty "stdout of a bad option" "$T/out"
grep -q "unknown option '--no-such-option'" "$T/err" || bad "no message for a bad option: $(head -c 200 "$T/err")"
run 2
empty "stdout with no command" "$T/out"
grep -q '^usage: uniform' "$T/err" || bad "no usage on stderr with no command"
end

for c in $commands; do
	begin "help-$c"
	run 0 "$c" --help
	eq "first line of $c --help" "usage: uniform $c [OPTION]..." "$(head -n 1 "$T/out" | cut -d' ' -f1-4)"
	cp "$T/out" "$T/help-$c"
	long_options "$T/help-$c" >"$T/opts-$c"
	# help takes only --help and --version; every other command more.
	min=3
	[ "$c" = help ] && min=2
	[ "$(wc -l <"$T/opts-$c")" -ge $min ] || bad "$c --help lists fewer than $min options"
	grep -qx -e '--help' "$T/opts-$c" || bad "$c --help does not list --help"
	run 0 "$c" -h
	same "$c -h against $c --help" "$T/help-$c" "$T/out"
	# Every option the help lists is one the parser knows (in an empty
	# directory, so that a run that goes ahead has nothing to read).
	mkdir -p "$T/empty"
	cd "$T/empty" || exit 1
	for o in $(cat "$T/opts-$c"); do
		run "0|1|2" "$c" "$o"
		if grep -q 'unknown option' "$T/err"; then
			bad "$c --help lists $o, which $c does not take: $(head -c 200 "$T/err")"
		fi
	done
	cd "$T" || exit 1
	end
done

begin version
version=$(sed -n 's/^#define UNIFORM_VERSION "\(.*\)"$/\1/p' "$REPO/src/base/version.h")
[ -n "$version" ] || bad "no UNIFORM_VERSION in src/base/version.h"
run 0 --version
eq "uniform --version" "uniform $version" "$(cat "$T/out")"
run 0 -V
eq "uniform -V" "uniform $version" "$(cat "$T/out")"
printf '/* net\n * style\n */\n' >v.c
run 1 check $FP --preset linux --format sarif v.c
jqt "SARIF carries the version" "$T/out" ".runs[0].tool.driver.version == \"$version\" and .runs[0].tool.driver.semanticVersion == \"$version\""
run 0 census --format json v.c
jqt "census JSON carries the version" "$T/out" ".version == \"$version\""
end

begin list-rules
run 0 check --list-rules
eq "the rules of check --list-rules, in the source's order" "$(echo $rules)" "$(echo $(cut -d' ' -f1 "$T/out"))"
[ "$(echo $rules | wc -w)" -ge 8 ] || bad "fewer than 8 rules read from src/aspects/registry.h: $rules"
eq "line-comment is off by default" "off" "$(awk '$1 == "line-comment" { print $2 }' "$T/out")"
eq "comment-open is on by default" "on" "$(awk '$1 == "comment-open" { print $2 }' "$T/out")"
eq "long-identifier is off by default" "off" "$(awk '$1 == "long-identifier" { print $2 }' "$T/out")"
grep -q "^comment-close  *on  *A multi-line block comment whose '\*/' shares its line" "$T/out" ||
	bad "no description of comment-close: $(grep comment-close "$T/out")"
for r in $rules; do
	run "0|1" check --rule "$r" v.c
done
run 2 check --rule no-such-rule v.c
end

# check --list-keys: the keys settings_set knows, each with a default
# that --set takes back.
begin list-keys
run 0 check --list-keys
cp "$T/out" "$T/keys"
eq "the keys of check --list-keys, in the source's order" "$(echo $keys)" "$(echo $(cut -d' ' -f1 "$T/keys"))"
[ "$(echo $keys | wc -w)" -ge 5 ] || bad "fewer than 5 keys read from src/config/settings.c: $keys"
grep -q '^uniform_redundant_parens  *basic or strict (default basic)$' "$T/keys" ||
	bad "uniform_redundant_parens: $(grep uniform_redundant_parens "$T/keys")"
grep -q '^uniform_max_identifier_length  *a number from 1 to 4096 (default 24)$' "$T/keys" ||
	bad "uniform_max_identifier_length: $(grep uniform_max_identifier_length "$T/keys")"
grep -q '^uniform_comment_style  *customary, net, majority or any (default majority)$' "$T/keys" ||
	bad "uniform_comment_style: $(grep uniform_comment_style "$T/keys")"
grep -q '^uniform_generated  *skip or check (default skip)$' "$T/keys" ||
	bad "uniform_generated: $(grep uniform_generated "$T/keys")"
grep -q '^uniform_vendored  *true or false (default false)$' "$T/keys" ||
	bad "uniform_vendored: $(grep uniform_vendored "$T/keys")"
grep -q '^uniform_return_parens  *majority, remove or keep (default majority)$' "$T/keys" ||
	bad "uniform_return_parens: $(grep uniform_return_parens "$T/keys")"
for k in $keys; do
	d=$(sed -n "s/^$k  *.* (default \([a-z0-9-]*\))$/\1/p" "$T/keys")
	[ "$k" = uniform_rules ] && continue	# its default is a sentence
	[ -n "$d" ] || bad "no default for $k"
	run "0|1" check --set "$k=$d" v.c
done
end

# ---------------------------------------------------------------------------
# check --format github: workflow commands, escaped as GitHub reads them.

begin github-format
mkdir -p gh
printf '/* caf\303\251 net */ /* text\n * here */\nint x;\n' >gh/a.c
printf '/* net\n * style\n */\n' >"gh/50%,b:c.c"
printf '/* net\n * style\n */\n' >"gh/$(printf 'new\nline\r').c"
run 1 check $FP --preset linux --format github gh
expect "$T/want" <<'EOF'
::warning file=gh/50%25%2Cb%3Ac.c,line=1,col=1,endLine=1,endColumn=3,title=comment-open::multi-line comment starts with text; the convention of --preset linux (customary) puts '/*' alone on the first line
::warning file=gh/a.c,line=1,col=16,endLine=1,endColumn=18,title=comment-open::multi-line comment starts with text; the convention of --preset linux (customary) puts '/*' alone on the first line (no fix: code precedes it on its line, where '/*' would be left)
::warning file=gh/a.c,line=2,col=2,endLine=2,endColumn=3,title=comment-star::'*' in display column 2, not under the '*' of '/*' in column 17 (no fix: its comment-open finding has none, and a comment is fixed whole or not at all)
::warning file=gh/a.c,line=2,col=9,endLine=2,endColumn=11,title=comment-close::'*/' shares its line with text; a multi-line comment ends with '*/' alone on its last line (no fix: its comment-open finding has none, and a comment is fixed whole or not at all)
::warning file=gh/new%0Aline%0D.c,line=1,col=1,endLine=1,endColumn=3,title=comment-open::multi-line comment starts with text; the convention of --preset linux (customary) puts '/*' alone on the first line
EOF
same "check --format github" "$T/want" "$T/out"
empty "stderr" "$T/err"
run 0 check $FP --format github --no-rule comment-open --no-rule comment-star --no-rule comment-close gh
empty "no findings, no output" "$T/out"
# The same findings from a patch, with the patch's line numbers.
printf -- '--- a/p.c\n+++ b/p.c\n@@ -1,1 +1,4 @@\n int a;\n+/* added\n+ * net\n+ */\n' >p.patch
run 1 check $FP --preset linux --format github --patch p.patch
eq "from a patch" "::warning file=p.c,line=2,col=1,endLine=2,endColumn=3,title=comment-open::multi-line comment starts with text; the convention of --preset linux (customary) puts '/*' alone on the first line" "$(cat "$T/out")"
end

# ---------------------------------------------------------------------------
# check --staged: what the commit would record, not the working tree.

# newrepo DIR: an empty repository in DIR.
newrepo() {
	rm -rf "$1" && git init -q -b main "$1" && git -C "$1" config commit.gpgsign false
}

# check --format github and sarif from below the top of a repository:
# GitHub wants paths from the top (the workspace), whatever the current
# directory and however the operand is written.
begin github-paths
newrepo ghp
mkdir -p ghp/sub/dir
printf '/* net\n * style\n */\nint a;\n' >ghp/sub/dir/a.c
cd ghp/sub || exit 1
for op in dir/a.c ./dir/a.c ../sub/dir/a.c "$PWD/dir/a.c" dir; do
	run 1 check $FP --preset linux --format github --rule comment-open "$op"
	eq "file= for operand $op" "::warning file=sub/dir/a.c,line=1,col=1" "$(cut -d, -f1-3 "$T/out")"
done
# SARIF the same, each path relative to %SRCROOT%, which the run says is
# the top of the work tree; a path that leaves the tree is a file URI.
top=$(cd "$T/ghp" && pwd -P)
for op in dir/a.c ./dir/a.c ../sub/dir/a.c "$PWD/dir/a.c" dir; do
	run 1 check $FP --preset linux --format sarif --rule comment-open "$op"
	cp "$T/out" "$T/sub.sarif"
	jqt "SARIF for operand $op" "$T/sub.sarif" '[.runs[0].results[].locations[0].physicalLocation.artifactLocation] | unique == [{"uri": "sub/dir/a.c", "uriBaseId": "%SRCROOT%"}]'
	eq "SARIF's %SRCROOT% for operand $op" "file://$top/" "$(jq -r '.runs[0].originalUriBaseIds["%SRCROOT%"].uri' "$T/sub.sarif")"
done
sarif "SARIF from below the top" "$T/sub.sarif"
jqt "SARIF fixes from below the top" "$T/sub.sarif" '[.runs[0].results[].fixes[0].artifactChanges[0].artifactLocation] | unique == [{"uri": "sub/dir/a.c", "uriBaseId": "%SRCROOT%"}]'
printf '/* net\n * style\n */\n' >"$T/outside.c"
run 1 check $FP --preset linux --format sarif --rule comment-open ../../outside.c
jqt "SARIF of a file outside the tree" "$T/out" '.runs[0].results[0].locations[0].physicalLocation.artifactLocation == {"uri": "file://'"$(cd "$T" && pwd -P)"'/outside.c"}'
cd dir || exit 1
run 1 check $FP --preset linux --format sarif --rule comment-open
jqt "SARIF with no operand, two levels down" "$T/out" '.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri == "sub/dir/a.c"'
rm -f "$T/outside.c"
cd "$T/ghp/sub" || exit 1
cd dir || exit 1
run 1 check $FP --preset linux --format github --rule comment-open
eq "file= with no operand, two levels down" "::warning file=sub/dir/a.c,line=1,col=1" "$(cut -d, -f1-3 "$T/out")"
cd "$T" || exit 1
# Outside a repository the path is the one given, less a leading "./".
mkdir -p norepo
cp ghp/sub/dir/a.c norepo/
cd norepo || exit 1
run 1 check $FP --preset linux --format github --rule comment-open ./a.c
eq "outside a repository" "::warning file=a.c,line=1,col=1" "$(cut -d, -f1-3 "$T/out")"
# SARIF's %SRCROOT% is then the current directory.
run 1 check $FP --preset linux --format sarif --rule comment-open ./a.c
jqt "SARIF outside a repository" "$T/out" '.runs[0].results[0].locations[0].physicalLocation.artifactLocation == {"uri": "a.c", "uriBaseId": "%SRCROOT%"} and .runs[0].originalUriBaseIds["%SRCROOT%"].uri == "file://'"$(pwd -P)"'/"'
cd "$T" || exit 1
end

# Microsoft's SARIF validator (scripts/deps.sh test installs it where npm
# is) on a log from below the top of a repository with a finding of each
# rule, fixes among them: no error and no warning.
begin sarif-multitool
mt=${SARIF_MULTITOOL:-$REPO/.cache/sarif-multitool/node_modules/.bin/sarif-multitool}
if ! [ -x "$mt" ]; then
	skip "Microsoft's SARIF multitool is not installed (sh scripts/deps.sh test installs it where npm is)"
else
	newrepo smt
	mkdir -p smt/fs/core
	cat >smt/fs/core/x.c <<'TESTEOF'
/* net style
 * here */
int the_number_of_pending_requests_in_queue; // count
int poll_once(void);
int f(int a, int b)
{
	/*
	   no star
	 */
	if (a > 0 | b > 0)
		return b & 3 == 1;	/* NOLINT(long-identifier) */
	a = b + (a);
	if (a > 0 | poll_once())
		return 1;
	return 0;
}
TESTEOF
	cd smt/fs || exit 1
	run 1 check $FP --preset linux --rule line-comment --rule long-identifier \
		--rule bitwise-effects --rule unused-suppression --format sarif .
	cd "$T" || exit 1
	cp "$T/out" smt.sarif
	jqt "a finding of each rule, with fixes" smt.sarif '([.runs[0].results[].ruleId] | unique | length) == 10 and ([.runs[0].results[] | select(.fixes)] | length) > 0'
	rm -f smt-v.sarif
	"$mt" validate --level Error Warning --output "$T/smt-v.sarif" "$T/smt.sarif" >"$T/mt.out" 2>&1 ||
		bad "sarif-multitool validate failed: $(head -c 600 "$T/mt.out")"
	grep -E ': (error|warning) ' "$T/mt.out" >"$T/mt.bad" && bad "the validator says: $(head -c 600 "$T/mt.bad")"
	grep -q 'Analysis completed successfully' "$T/mt.out" || bad "the validator did not finish: $(head -c 600 "$T/mt.out")"
fi
end

begin staged
newrepo st
cd st || exit 1
mkdir sub
printf '/* net\n * style\n */\nint a;\n' >sub/x.c
git add sub/x.c
# No commit yet: every staged line is new.
run 1 check --color=never --preset linux --staged
eq "unborn HEAD: the whole staged file" "sub/x.c:1:1:" "$(grep comment-open "$T/out" | cut -d: -f1-3):"
git commit -q -m one
run 0 check --staged
empty "nothing staged, nothing reported" "$T/out"
# Staged: a clean file; working tree: a net-style comment on top.
printf '/*\n * customary\n */\nint a;\nint b;\n' >sub/x.c
git add sub/x.c
printf '/* net in the tree\n * only\n */\nint a;\nint b;\n' >sub/x.c
run 0 check --color=never --staged
empty "the working tree's comment is not staged" "$T/out"
run 1 check --color=never --preset linux --changed HEAD
grep -q 'sub/x.c:1:1: .*\[comment-open\]' "$T/out" || bad "--diff HEAD without --staged reads the working tree: $(cat "$T/out")"
# Staged: a net-style comment; working tree: fixed, but not staged.
printf '/*\n * customary\n */\n/* staged net\n * style\n */\nint a;\n' >sub/x.c
git add sub/x.c
printf '/*\n * customary\n */\nint a;\n' >sub/x.c
printf '/* untracked\n * net\n */\n' >sub/new.c
run 1 check --color=never --preset linux --staged
eq "the staged lines, from the index" "sub/x.c:4:1:" "$(grep comment-open "$T/out" | cut -d: -f1-3):"
grep -q '^/\* staged net$' "$T/out" || bad "the source line shown is not the staged one: $(cat "$T/out")"
cd sub || exit 1
run 1 check --color=never --preset linux --staged --changed HEAD x.c
eq "from a subdirectory" "x.c:4:1:" "$(grep comment-open "$T/out" | cut -d: -f1-3):"
run 0 check --staged new.c
empty "an untracked file is not staged" "$T/out"
cd "$T" || exit 1
run 2 check --staged --patch p.patch
grep -q 'not both' "$T/err" || bad "no message for --staged with --patch: $(cat "$T/err")"
run 2 check --staged --git st
# The majority convention counts what it checks: the index with --staged.
newrepo stm
cd stm || exit 1
mkdir d
i=0
while [ $i -lt 21 ]; do
	printf '/* net\n * style\n */\nint v%d;\n' $i >"d/n$i.c"
	i=$((i + 1))
done
git add d && git commit -q -m net
i=0
while [ $i -lt 21 ]; do	# the working tree turns customary, unstaged
	printf '/*\n * customary\n */\nint v%d;\n' $i >"d/n$i.c"
	i=$((i + 1))
done
printf '/* new\n * net\n */\nint w;\n' >d/new.c
git add d/new.c
run 0 check --color=never --staged --preset majority
empty "staged: the index is net-style, so is the new file" "$T/out"
run 1 check --color=never --changed HEAD --preset majority
grep -q 'd/new.c:1:1: .*the practice in d (customary' "$T/out" ||
	bad "--diff HEAD counts the working tree (customary): $(cat "$T/out")"
printf '[*.c]\nuniform_comment_style = majority\n' >.editorconfig
run 0 check --color=never --preset linux --staged
empty "staged, majority from .editorconfig" "$T/out"
# Only the changed files' directories and those above them are looked
# in: the one in the changed file's own directory counts.
rm .editorconfig
printf '[*.c]\nuniform_comment_style = majority\n' >d/.editorconfig
run 0 check --color=never --preset linux --staged
empty "staged, majority from the changed file's directory" "$T/out"
rm d/.editorconfig
run 1 check --color=never --preset linux --staged
grep -q 'd/new.c:1:1: .*convention of --preset linux (customary)' "$T/out" ||
	bad "no .editorconfig, the preset's customary: $(cat "$T/out")"
run 0 check --color=never --staged
empty "no .editorconfig, no preset: the index's practice (net)" "$T/out"
cd "$T" || exit 1
mkdir -p nogit
cd nogit || exit 1
run 2 check --staged
grep -q 'git' "$T/err" || bad "no message outside a repository: $(cat "$T/err")"
cd "$T" || exit 1
end

# ---------------------------------------------------------------------------
# The plain git hook, contrib/pre-commit.

begin pre-commit-hook
newrepo hk
cp "$REPO/contrib/pre-commit" hk/.git/hooks/pre-commit
chmod 755 hk/.git/hooks/pre-commit
cd hk || exit 1
git config uniform.precommit "--preset linux"
printf '/*\n * old customary\n */\nint a;\n' >a.c
git add a.c
# UNIFORM names the program for the hook: the binary under test.
if ! UNIFORM=$U git commit -q -m clean >"$T/hookout" 2>"$T/hookerr"; then
	bad "a clean commit was refused: $(cat "$T/hookout" "$T/hookerr")"
fi
eq "commits after the clean one" 1 "$(git rev-list --count HEAD)"
# A net-style comment (text on the opening line, more lines below).
printf '/*\n * old customary\n */\nint a;\n/* Net style: text on the\n * first line.\n */\nint b;\n' >a.c
git add a.c
if UNIFORM=$U git commit -q -m net-style >"$T/hookout" 2>"$T/hookerr"; then
	bad "the commit adding a net-style comment was made"
fi
eq "commits after the refused one" 1 "$(git rev-list --count HEAD)"
# git sends a hook's stdout to stderr.
cat "$T/hookout" "$T/hookerr" >"$T/hookall"
grep -q "a.c:5:1: warning: .*\[comment-open\]" "$T/hookall" || bad "the hook does not show the finding: $(cat "$T/hookout" "$T/hookerr")"
grep -q "pre-commit: uniform reports" "$T/hookerr" || bad "the hook does not say why it refused: $(cat "$T/hookerr")"
# git commit -a takes the working tree through a temporary index.
git reset -q
if UNIFORM=$U git commit -q -a -m net-style-a >"$T/hookout" 2>"$T/hookerr"; then
	bad "git commit -a adding a net-style comment was made"
fi
eq "commits after commit -a" 1 "$(git rev-list --count HEAD)"
# The same comment unstaged does not block another file's commit.
printf '/*\n * fine\n */\n' >b.c
git add b.c
if ! UNIFORM=$U git commit -q -m b >"$T/hookout" 2>"$T/hookerr"; then
	bad "a clean commit was refused for an unstaged change: $(cat "$T/hookout" "$T/hookerr")"
fi
eq "commits after b.c" 2 "$(git rev-list --count HEAD)"
# Without the preset the kernel's older networking rule is not in force,
# but comment-open's default (customary) still refuses it.
git config --unset uniform.precommit
git add a.c
if UNIFORM=$U git commit -q -m net-style-default >"$T/hookout" 2>"$T/hookerr"; then
	bad "the net-style comment was committed without the preset"
fi
# A bad option is an error, and an error stops the commit too.
git config uniform.precommit "--preset no-such-preset"
if UNIFORM=$U git commit -q -m bad-option >"$T/hookout" 2>"$T/hookerr"; then
	bad "the commit was made although uniform failed"
fi
grep -q "uniform failed (status 2)" "$T/hookerr" || bad "no message for a failed run: $(cat "$T/hookerr")"
eq "commits at the end" 2 "$(git rev-list --count HEAD)"
cd "$T" || exit 1
end

# A work tree apart from its repository ("git --git-dir=... --work-tree=...",
# as for a home directory kept in a bare repository): git exports
# GIT_DIR and GIT_WORK_TREE to the hook, and libgit2 refuses the second
# unless uniform applies it itself.
begin pre-commit-hook-work-tree
rm -rf wt wt.git && mkdir wt
git --git-dir="$T/wt.git" --work-tree="$T/wt" init -q -b main
git --git-dir="$T/wt.git" config commit.gpgsign false
cp "$REPO/contrib/pre-commit" wt.git/hooks/pre-commit
chmod 755 wt.git/hooks/pre-commit
cd wt || exit 1
printf '/*\n * customary\n */\nint a;\n/*\n * again\n */\n' >a.c
git --git-dir="$T/wt.git" --work-tree=. add a.c
if ! UNIFORM=$U git --git-dir="$T/wt.git" --work-tree=. commit -q -m clean >"$T/hookout" 2>"$T/hookerr"; then
	bad "a clean commit was refused: $(cat "$T/hookout" "$T/hookerr")"
fi
printf '/*\n * customary\n */\nint a;\n/* net\n * style\n */\n/*\n * again\n */\n' >a.c
git --git-dir="$T/wt.git" --work-tree=. add a.c
if UNIFORM=$U git --git-dir="$T/wt.git" --work-tree=. commit -q -m net >"$T/hookout" 2>"$T/hookerr"; then
	bad "the commit adding a net-style comment was made"
fi
grep -q "a.c:5:1: warning: .*\[comment-open\]" "$T/hookerr" ||
	bad "the hook does not show the finding: $(cat "$T/hookout" "$T/hookerr")"
GIT_DIR="$T/wt.git" GIT_WORK_TREE=. run 1 check --color=never --staged
eq "--staged with GIT_DIR and GIT_WORK_TREE" "a.c:5:1:" "$(grep -o '^a.c:5:1:' "$T/out")"
GIT_DIR="$T/wt.git" GIT_WORK_TREE="$T/nosuch" run 2 check --staged
grep -q 'nosuch' "$T/err" || bad "no message for a missing work tree: $(cat "$T/err")"
unset GIT_DIR GIT_WORK_TREE	# in case the shell kept them after run
cd "$T" || exit 1
end

# ---------------------------------------------------------------------------
# .pre-commit-hooks.yaml: each hook's entry, run as the framework runs it.

begin pre-commit-framework
if ! /usr/bin/python3 -c 'import yaml' 2>/dev/null; then
	skip "python3-yaml is not installed"
else
	/usr/bin/python3 - "$REPO/.pre-commit-hooks.yaml" >"$T/hooks" 2>"$T/yerr" <<'EOF' || bad "cannot read .pre-commit-hooks.yaml: $(cat "$T/yerr")"
import sys, yaml
hooks = yaml.safe_load(open(sys.argv[1]))
assert isinstance(hooks, list) and hooks, "not a list of hooks"
for h in hooks:
    for k in ("id", "name", "entry", "language"):
        assert isinstance(h.get(k), str), "hook without " + k
    print(h["id"], int(h.get("pass_filenames", True)), h["entry"])
EOF
	newrepo fw
	cd fw || exit 1
	printf '/*\n * old\n */\n/*\n * older\n */\n' >old.c
	git add old.c && git commit -q -m one
	printf '/* Net style\n * comment\n */\n/*\n * one\n */\n/*\n * two\n */\n/*\n * three\n */\n' >new.c
	git add new.c
	while read -r id pass entry; do
		# shellcheck disable=SC2086 # the entry is a list of words
		set -- $entry
		[ "$1" = uniform ] || bad "hook $id does not run uniform: $entry"
		shift
		if [ "$pass" = 1 ]; then set -- "$@" new.c old.c; fi
		run 1 "$@"
		grep -q "new.c:1:1: .*\[comment-open\]" "$T/out" || bad "hook $id: no finding: $(cat "$T/out" "$T/err")"
	done <"$T/hooks"
	grep -q '^uniform 0 uniform check --staged' "$T/hooks" || bad "no hook checking the staged lines: $(cat "$T/hooks")"
	cd "$T" || exit 1
fi
end

# ---------------------------------------------------------------------------
# The progress line: on a terminal only, not with --quiet.

mkdir -p many
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30; do
	printf '/* net\n * style\n */\n' >"many/f$i.c"
done

# onpty FILE CMD...: run CMD with stdout to $T/out and stderr on a
# pseudo-terminal, whose output goes to FILE.
onpty() {
	f=$1
	shift
	script -q -e -c "$* >$T/out" "$f" >/dev/null 2>&1
}

begin progress
if ! command -v script >/dev/null 2>&1; then
	bad "script (util-linux) is missing (sh scripts/deps.sh test installs it)"
else
	UNIFORM_TEST_PROGRESS=1 onpty "$T/tty" "$U" census many
	grep -q 'uniform census: 30 of 30 files (100%), [0-9,]* files/s' "$T/tty" ||
		bad "no progress line on a terminal: $(tail -c 300 "$T/tty" | od -c | head -5)"
	grep -q "$(printf '\r')uniform census: 1 of" "$T/tty" || bad "the line is not redrawn in place (CR)"
	grep -q '^total  *30 ' "$T/out" || bad "the table is not on stdout: $(cat "$T/out")"
	UNIFORM_TEST_PROGRESS=1 onpty "$T/tty" "$U" check $FP --color=never --preset linux many
	grep -q 'uniform check: 30 of 30 files (100%)' "$T/tty" || bad "no progress line for check"
	eq "check's findings on stdout" 30 "$(grep -c 'comment-open' "$T/out")"
	for q in -q --quiet; do
		UNIFORM_TEST_PROGRESS=1 onpty "$T/tty" "$U" census "$q" many
		if grep -q 'files/s' "$T/tty"; then bad "progress with $q"; fi
		UNIFORM_TEST_PROGRESS=1 onpty "$T/tty" "$U" check $FP "$q" many
		if grep -q 'files/s' "$T/tty"; then bad "check: progress with $q"; fi
	done
	# The walk's messages (a FIFO skipped) are not files.
	mkdir -p mixed
	for i in 1 2 3; do printf '/* net\n * style\n */\n' >"mixed/f$i.c"; done
	mkfifo mixed/pipe.c
	UNIFORM_TEST_PROGRESS=1 onpty "$T/tty" "$U" check $FP --color=never mixed
	grep -q 'uniform check: 3 of 3 files (100%)' "$T/tty" ||
		bad "a walk's message counted as a file: $(tr '\r' '\n' <"$T/tty" | grep 'uniform check:' | tail -n 1)"
	grep -q 'mixed/pipe.c: a FIFO, skipped' "$T/tty" || bad "no message for the FIFO"
	# A narrow terminal: the line is cut to its width, never wrapped.
	UNIFORM_TEST_PROGRESS=1 onpty "$T/tty" stty cols 30 ";" "$U" census many
	grep -q -F "$(printf '\runiform census: 30 of 30 file\033[K')" "$T/tty" ||
		bad "the line is not cut to 30 columns: $(tail -c 200 "$T/tty" | od -c | head -5)"
	if grep -q 'files/s' "$T/tty"; then bad "a line wider than the terminal"; fi
	# A short run shows nothing, even on a terminal.
	onpty "$T/tty" "$U" census many
	if grep -q 'files/s' "$T/tty"; then bad "progress for a run of a few milliseconds"; fi
	# Not on a pipe.
	UNIFORM_TEST_PROGRESS=1 "$U" census many 2>&1 >/dev/null | cat >"$T/pipe"
	empty "stderr on a pipe" "$T/pipe"
	UNIFORM_TEST_PROGRESS=1 run 1 check $FP --preset linux many
	empty "stderr to a file" "$T/err"
fi
end

# ---------------------------------------------------------------------------
# The rules reference: a section per rule in the order of --list-rules,
# its text the rule table's, its default, fix mark and settings keys
# the binary's, and its wrong and right examples doing what they show.

begin rules-doc
if [ -x /usr/bin/python3 ]; then
	/usr/bin/python3 "$REPO/tests/rules-doc.py" "$U" "$REPO/docs/rules.md" >"$T/rd" 2>&1 ||
		bad "docs/rules.md against the binary: $(head -c 600 "$T/rd")"
else
	bad "python3 is missing (sh scripts/deps.sh test installs it)"
fi
end

# The rules' documentation is the registry's: docs/rules.md's sections
# and uniform(1)'s RULES, made again from the binary, are what the
# checkout holds (scripts/gen-docs.sh after a change to a rule's text).
begin generated-docs
sh "$REPO/scripts/gen-docs.sh" "$U" "$T/gen" >"$T/gd" 2>&1 ||
	bad "scripts/gen-docs.sh failed: $(head -c 300 "$T/gd")"
for f in docs/rules.md docs/aspects.md uniform.1; do
	cmp -s "$REPO/$f" "$T/gen/$f" ||
		bad "$f is not what scripts/gen-docs.sh makes: $(diff "$REPO/$f" "$T/gen/$f" | head -c 400)"
done
end

# The documents' links: every relative link of README.md and docs/
# names a file that exists, and a heading of it where it names one
# (documents move: the research pages went to docs/research/).
begin doc-links
if [ -x /usr/bin/python3 ]; then
	/usr/bin/python3 "$REPO/tests/doc-links.py" "$REPO" >"$T/dl" 2>&1 ||
		bad "broken links: $(head -c 600 "$T/dl")"
else
	bad "python3 is missing (sh scripts/deps.sh test installs it)"
fi
end

# The man page: it renders without a warning, and it mentions every
# command, every long option of every command, every rule and every
# settings key.

begin man-page
if ! command -v groff >/dev/null 2>&1; then
	bad "groff is missing (sh scripts/deps.sh test installs groff-base)"
else
	groff -man -ww -z "$REPO/uniform.1" >"$T/groff" 2>&1 || bad "groff failed"
	empty "groff -man -ww -z warnings" "$T/groff"
	# As man shows it in a terminal of 80 columns, and of 72: no line
	# that cannot be adjusted.
	for width in 80 72; do
		groff -man -Tutf8 -rLL=${width}n -ww "$REPO/uniform.1" >/dev/null 2>"$T/groff"
		empty "groff at $width columns: warnings" "$T/groff"
	done
	# Plain text, no hyphenation, long lines: each name whole.
	groff -man -Tascii -P-cbou -rLL=400n -rHY=0 "$REPO/uniform.1" >"$T/man.txt" 2>"$T/groff"
	empty "groff -Tascii warnings" "$T/groff"
	eq "the page's version" "uniform $version" "$(sed -n 's/^\.TH UNIFORM 1 [^ ]* "\(uniform [^"]*\)".*/\1/p' "$REPO/uniform.1")"
	for c in $commands; do
		grep -q "^ *uniform $c " "$T/man.txt" || bad "no section for the command $c"
		for o in $(cat "$T/opts-$c"); do
			grep -q -e "$o\([^a-z0-9-]\|$\)" "$T/man.txt" || bad "the page does not mention $c's option $o"
		done
	done
	for o in $(cat "$T/top-opts"); do
		grep -q -e "$o\([^a-z0-9-]\|$\)" "$T/man.txt" || bad "the page does not mention uniform $o"
	done
	for r in $rules; do
		grep -q "^ *$r\(   \|$\)" "$T/man.txt" || bad "the page has no entry for the rule $r"
	done
	# The registry's Markdown made into roff: no escape shows as text.
	! grep -n '\\[_*`]' "$T/man.txt" >"$T/esc" || bad "Markdown escapes in the page: $(head -c 300 "$T/esc")"
	for k in $keys; do
		grep -q "^ *$k$" "$T/man.txt" || bad "the page has no entry for the settings key $k"
	done
	[ "$(echo $keys | wc -w)" -ge 5 ] || bad "fewer than 5 settings keys read from src/config/settings.c: $keys"
	for s in SYNOPSIS DESCRIPTION COMMANDS RULES SETTINGS PRESETS "EXIT STATUS" EXAMPLES; do
		grep -q "^$s\$" "$T/man.txt" || bad "no $s section"
	done
	for p in $(sed -n 's/^ *--preset NAME *//p' "$T/help-check" | sed 's/,//g; s/ or / /g'); do
		grep -q "^ *$p " "$T/man.txt" || bad "the page has no entry for the preset $p"
	done
	if command -v man >/dev/null 2>&1; then
		(cd "$REPO" && MANPAGER=cat MANWIDTH=80 man ./uniform.1) >"$T/man.out" 2>"$T/man.err" ||
			bad "man ./uniform.1 failed: $(head -c 300 "$T/man.err")"
		grep -q '^NAME' "$T/man.out" || bad "man ./uniform.1 shows no NAME section"
		grep -q 'uniform - measure and enforce' "$T/man.out" || bad "man ./uniform.1: no name line"
	fi
fi
end

# ---------------------------------------------------------------------------
# The bash completion: commands, options per command and option values,
# all read from the program.

begin bash-completion
if ! command -v bash >/dev/null 2>&1; then
	skip "bash is not installed"
else
	cat >"$T/comp.bash" <<'EOF2'
. "$1"
shift
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_uniform
printf '%s\n' "${COMPREPLY[@]}"
complete -p uniform
EOF2
	# comp WORD...: the completions of the last word, one per line.
	comp() {
		bash "$T/comp.bash" "$REPO/contrib/uniform.bash" "$U" "$@" 2>"$T/comperr" | sed '$d' | sort | tr '\n' ' ' | sed 's/ $//'
	}
	eq "commands and top-level options" "$(echo $(printf '%s\n' $commands --help --version | sort))" "$(comp '')"
	eq "commands starting with c" "census check" "$(comp c)"
	for c in $commands; do
		eq "options of $c" "$(echo $(sort "$T/opts-$c"))" "$(comp "$c" --)"
	done
	eq "check --f" "--files-from --follow --format" "$(comp check --f)"
	eq "check --ch (the changed-lines mode)" "--changed" "$(comp check --ch)"
	eq "check --di (the old --diff REV, not offered)" "" "$(comp check --di)"
	eq "fix --di" "--diff" "$(comp fix --di)"
	eq "trend --st (the old --stats, not offered)" "" "$(comp trend --st)"
	eq "trend --ca" "--cache-stats" "$(comp trend --ca)"
	newrepo revs
	git -C revs commit -q --allow-empty -m one && git -C revs tag v1
	eq "check --changed REV: the references here" "HEAD main v1" "$(cd revs && comp check --changed '')"
	eq "fix --changed v" "v1" "$(cd revs && comp fix --changed v)"
	eq "census --rev REV" "HEAD main v1" "$(cd revs && comp census --rev '')"
	eq "check --format" "github html json sarif text" "$(comp check --format '')"
	eq "census --format" "csv html json markdown text" "$(comp census --format '')"
	eq "check --preset" "linux linux-6.10 majority none" "$(comp check --preset '')"
	eq "fix --preset l" "linux linux-6.10" "$(comp fix --preset l)"
	eq "check --rule" "$(echo $(printf '%s\n' $rules all | sort))" "$(comp check --rule '')"
	eq "check --no-rule comment-c" "comment-close" "$(comp check --no-rule comment-c)"
	eq "fix --select, a list" "comment-open,bitwise-effects comment-open,bitwise-logical" "$(comp fix --select comment-open,bit)"
	eq "help COMMAND" "census check" "$(comp help c)"
	eq "check --color" "always auto never" "$(comp check --color '')"
	eq "check --set: the keys of the source" "$(echo $(printf '%s=\n' $keys | sort))" "$(comp check --set '')"
	eq "fix --set uniform_r" "uniform_redundant_parens= uniform_return_parens= uniform_rules=" "$(comp fix --set uniform_r)"
	eq "check --set uniform_return_parens = (words)" "keep majority remove" "$(comp check --set uniform_return_parens = '')"
	eq "check --set KEY = (words)" "basic strict" "$(comp check --set uniform_redundant_parens = '')"
	eq "check --set KEY=" "any customary majority net" "$(comp check --set uniform_comment_style =)"
	eq "check --set KEY=VALUE as one word" "uniform_comment_style=net" "$(comp check --set uniform_comment_style=n)"
	eq "check --set KEY = (a number)" "" "$(comp check --set tab_width = '')"
	eq "census --method" "exact regex" "$(comp census --method '')"
	eq "an operand: file names, left to bash" "" "$(comp check src/)"
	bash "$T/comp.bash" "$REPO/contrib/uniform.bash" "$U" "" 2>/dev/null | tail -n 1 >"$T/complete-p"
	grep -q -- '-o default -F _uniform uniform' "$T/complete-p" || bad "not registered for uniform: $(cat "$T/complete-p")"
	empty "completion errors" "$T/comperr"
fi
end

# The zsh and fish completions: read from the same help and lists as
# bash's, so they must offer the same words.  zsh completes only in its
# line editor: a zsh on a pseudo-terminal (zpty) is given the line and a
# tab, with compadd wrapped to print what it is given.
mkdir -p "$T/compbin" "$T/zfunc"
ln -sf "$U" "$T/compbin/uniform"
cp "$REPO/contrib/uniform.zsh" "$T/zfunc/_uniform"
cat >"$T/comp.zsh" <<'EOF2'
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z "PROMPT='' RPROMPT=''; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z 'compadd() {
	if (( ${@[(I)-[OAD]*]} )); then builtin compadd "$@"; return; fi
	local -a m; builtin compadd -O m "$@"; print -rl -- "<""M>"${^m}; builtin compadd "$@"
}'
zpty -w z '_end() { print -r -- "<""END>" }; comppostfuncs=(_end)'
zpty -w z 'zstyle ":completion:*" list-prompt ""; zstyle ":completion:*" menu no'
zpty -w -n z "$2"$'\t'
out=
while zpty -r z line; do
	[[ $line == *'<END>'* ]] && break
	[[ $line == *'<M>'* ]] && out+="${line#*<M>}"$'\n'
done
print -rn -- "$out" | tr -d '\r' | grep -v '^$' | sort -u | tr '\n' ' ' | sed 's/ $//'
zpty -d z
EOF2

# same_words COMP: what the completion function COMP LINE offers for the
# lines every shell completes alike (zsh and fish; bash's are above).
same_words() {
	eq "commands" "$(echo $(printf '%s\n' $commands | sort))" "$($1 'uniform ')"
	for c in $commands; do
		eq "options of $c" "$(echo $(sort "$T/opts-$c"))" "$($1 "uniform $c --" | tr ' ' '\n' | grep -e '^--' | tr '\n' ' ' | sed 's/ $//')"
	done
	eq "check --format" "github html json sarif text" "$($1 'uniform check --format ')"
	eq "check --select" "$(echo $(printf '%s\n' $rules all | sort))" "$($1 'uniform check --select ')"
	eq "census --method" "exact regex" "$($1 'uniform census --method ')"
	eq "check --ch" "--changed" "$($1 'uniform check --ch' | tr ' ' '\n' | grep -e '^--' | tr '\n' ' ' | sed 's/ $//')"
	eq "trend --ca" "--cache-stats" "$($1 'uniform trend --ca' | tr ' ' '\n' | grep -e '^--' | tr '\n' ' ' | sed 's/ $//')"
	eq "check --changed REV" "HEAD main v1" "$(cd revs && $1 'uniform check --changed ')"
	eq "help COMMAND" "census check" "$($1 'uniform help c')"
}

begin zsh-completion
if ! command -v zsh >/dev/null 2>&1; then
	skip "zsh is not installed"
else
	# zcomp LINE: the words zsh offers at the end of LINE, sorted.
	zcomp() {
		PATH="$T/compbin:$PATH" timeout 20 zsh -f "$T/comp.zsh" "$T/zfunc" "$1" 2>"$T/comperr"
	}
	zsh -n "$REPO/contrib/uniform.zsh" 2>"$T/comperr" || bad "zsh -n: $(cat "$T/comperr")"
	same_words zcomp
	eq "fix --preset=l" "linux linux-6.10" "$(zcomp 'uniform fix --preset=l')"
	eq "fix --rule, a list" "bitwise-effects bitwise-logical" "$(zcomp 'uniform fix --rule comment-open,bit')"
	eq "check --set" "$(echo $(printf '%s\n' $keys | sort))" "$(zcomp 'uniform check --set ')"
	eq "check --set KEY=" "keep majority remove" "$(zcomp 'uniform check --set uniform_return_parens=')"
fi
end

begin fish-completion
if ! command -v fish >/dev/null 2>&1; then
	skip "fish is not installed"
else
	# fcomp LINE: the words fish offers at the end of LINE, sorted.
	fcomp() {
		PATH="$T/compbin:$PATH" fish -c "source '$REPO/contrib/uniform.fish'; complete -C '$1'" 2>"$T/comperr" |
			cut -f1 | sort -u | tr '\n' ' ' | sed 's/ $//'
	}
	same_words fcomp
	eq "fix --preset l" "linux linux-6.10" "$(fcomp 'uniform fix --preset l')"
	eq "fix --rule, a list" "comment-open,bitwise-effects comment-open,bitwise-logical" "$(fcomp 'uniform fix --rule comment-open,bit')"
	eq "check --set" "$(echo $(printf '%s=\n' $keys | sort))" "$(fcomp 'uniform check --set ')"
	eq "check --set KEY=" "uniform_return_parens=keep uniform_return_parens=majority uniform_return_parens=remove" "$(fcomp 'uniform check --set uniform_return_parens=')"
	empty "completion errors" "$T/comperr"
fi
end

# ---------------------------------------------------------------------------
# make install and make uninstall, staged under DESTDIR.

# The Makefile finds every library through pkg-config, and falls back to
# -lNAME for one whose .pc file (or pkg-config itself) is missing: a fake
# pkg-config that knows libgit2 alone, then none.
begin makefile-pkg-config
mkdir -p "$T/pc"
cat >"$T/pc/pkg-config" <<'EOF2'
#!/bin/sh
case "$*" in
*libgit2*--cflags* | *--cflags*libgit2*) echo "-I/opt/git2/include" ;;
*libgit2*--libs* | *--libs*libgit2*) echo "-L/opt/git2/lib -lgit2 -lssh2" ;;
*) exit 1 ;;
esac
EOF2
chmod +x "$T/pc/pkg-config"
env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -n -B -C "$REPO" uniform PKG_CONFIG="$T/pc/pkg-config" >"$T/make.n" 2>&1 ||
	bad "make -n failed: $(head -c 300 "$T/make.n")"
grep -q -- ' -I/opt/git2/include .*-c -o build/syntax/lex.o src/syntax/lex.c' "$T/make.n" || bad "compile: $(grep build/syntax/lex.o "$T/make.n")"
eq "link: libgit2's from pkg-config, -lNAME for the others" \
	"-lpcre2-8 -leditorconfig -L/opt/git2/lib -lgit2 -lssh2 -ljansson -lpthread -lm" \
	"$(grep -- '-o uniform ' "$T/make.n" | sed 's/.*build\/cli\/main\.o //' | tr -s ' ')"
env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -n -B -C "$REPO" uniform PKG_CONFIG=/nonexistent/pkg-config >"$T/make.n" 2>&1 ||
	bad "make -n without pkg-config failed: $(head -c 300 "$T/make.n")"
eq "link without pkg-config" "-lpcre2-8 -leditorconfig -lgit2 -ljansson -lpthread -lm" \
	"$(grep -- '-o uniform ' "$T/make.n" | sed 's/.*build\/cli\/main\.o //' | tr -s ' ')"
end

begin make-install
d=$T/destdir
mkdir -p "$d"
# MAKEFLAGS from an outer make (make check) would pass its own goals on.
if ! env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -C "$REPO" install DESTDIR="$d" PREFIX=/opt/u >"$T/make.out" 2>&1; then
	bad "make install failed: $(head -c 400 "$T/make.out")"
fi
[ -x "$d/opt/u/bin/uniform" ] || bad "no executable bin/uniform"
[ -f "$d/opt/u/share/man/man1/uniform.1" ] || bad "no share/man/man1/uniform.1"
[ -f "$d/opt/u/share/bash-completion/completions/uniform" ] || bad "no bash completion"
eq "the files installed" "bin/uniform share/bash-completion/completions/uniform share/doc/uniform/rules.md share/fish/vendor_completions.d/uniform.fish share/man/man1/uniform.1 share/zsh/site-functions/_uniform" \
	"$(cd "$d/opt/u" && find . -type f | sed 's|^\./||' | sort | tr '\n' ' ' | sed 's/ $//')"
"$d/opt/u/bin/uniform" --version >"$T/iv" 2>&1 || bad "the installed uniform does not run: $(cat "$T/iv")"
eq "the installed uniform's version" "uniform $version" "$(cat "$T/iv")"
cmp -s "$REPO/uniform.1" "$d/opt/u/share/man/man1/uniform.1" || bad "the man page installed differs"
cmp -s "$REPO/contrib/uniform.bash" "$d/opt/u/share/bash-completion/completions/uniform" || bad "the completion installed differs"
cmp -s "$REPO/docs/rules.md" "$d/opt/u/share/doc/uniform/rules.md" || bad "the rules reference installed differs"
cmp -s "$REPO/contrib/uniform.zsh" "$d/opt/u/share/zsh/site-functions/_uniform" || bad "the zsh completion installed differs"
cmp -s "$REPO/contrib/uniform.fish" "$d/opt/u/share/fish/vendor_completions.d/uniform.fish" || bad "the fish completion installed differs"
if command -v man >/dev/null 2>&1; then
	MANPAGER=cat man -M "$d/opt/u/share/man" uniform >"$T/man.out" 2>"$T/man.err" ||
		bad "man -M ... uniform failed: $(head -c 300 "$T/man.err")"
	grep -q '^EXIT STATUS' "$T/man.out" || bad "the installed page does not render"
fi
if ! env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -C "$REPO" uninstall DESTDIR="$d" PREFIX=/opt/u >"$T/make.out" 2>&1; then
	bad "make uninstall failed: $(head -c 400 "$T/make.out")"
fi
eq "files left after make uninstall" "" "$(find "$d" -type f)"
# The default PREFIX is /usr/local.
env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -C "$REPO" install DESTDIR="$d" >"$T/make.out" 2>&1 ||
	bad "make install with the default PREFIX failed: $(head -c 400 "$T/make.out")"
[ -x "$d/usr/local/bin/uniform" ] || bad "the default PREFIX is not /usr/local"
env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -C "$REPO" uninstall DESTDIR="$d" >"$T/make.out" 2>&1
eq "files left after the second uninstall" "" "$(find "$d" -type f)"
end

# ---------------------------------------------------------------------------
# docs/github-workflow.yml: its uniform steps, run as the runner runs
# them (bash -e), in a clone whose pull request adds a net-style comment,
# then a clean one, then in a repository with no origin/main.

begin ci-workflow
if ! /usr/bin/python3 -c 'import yaml' 2>/dev/null; then
	skip "python3-yaml is not installed"
else
	/usr/bin/python3 - "$REPO/docs/github-workflow.yml" "$T" >"$T/wf" 2>"$T/yerr" <<'EOF2' || bad "cannot read the workflow: $(cat "$T/yerr")"
import sys, yaml
wf = yaml.safe_load(open(sys.argv[1]))
steps = wf["jobs"]["uniform"]["steps"]
check = [s for s in steps if s.get("id") == "check"][0]
upload = [s for s in steps if "upload-sarif" in s.get("uses", "")][0]
notes = [s for s in steps if "--format github" in s.get("run", "")][0]
open(sys.argv[2] + "/wf-check.sh", "w").write(check["run"])
open(sys.argv[2] + "/wf-notes.sh", "w").write(notes["run"])
print("options", wf["env"]["UNIFORM_OPTIONS"])
print("sarif", upload["with"]["sarif_file"])
print("upload-if", upload["if"])
print("notes-if", notes["if"])
print("depth", steps[0]["with"]["fetch-depth"])
EOF2
	grep -q -- '--changed origin/main --format sarif >uniform.sarif' "$T/wf-check.sh" || bad "the check step does not run uniform check --changed origin/main --format sarif"
	grep -q "^sarif uniform.sarif$" "$T/wf" || bad "the upload step does not upload uniform.sarif"
	grep -q "^upload-if .*steps.check.outputs.status != '2'" "$T/wf" || bad "the upload does not depend on the status: $(cat "$T/wf")"
	grep -q "^notes-if .*steps.check.outputs.status == '1'" "$T/wf" || bad "the annotations do not depend on the status: $(cat "$T/wf")"
	grep -q "^depth 0$" "$T/wf" || bad "the checkout is shallow"
	options=$(sed -n 's/^options //p' "$T/wf")
	mkdir -p bin
	ln -sf "$U" bin/uniform
	newrepo up
	printf '/*\n * old\n */\nint a;\n' >up/a.c
	git -C up add a.c && git -C up commit -q -m one
	git clone -q up pr
	cd pr || exit 1
	# step SCRIPT: run it as the runner does; its status in $T/step.
	step() {
		: >"$T/gh-output"
		PATH=$T/bin:$PATH UNIFORM_OPTIONS=$options GITHUB_OUTPUT=$T/gh-output \
			bash --noprofile --norc -eo pipefail "$1" >"$T/step.out" 2>"$T/step.err"
		echo $? >"$T/step"
	}
	printf '/*\n * old\n */\nint a;\n/* Net style on\n * a new line\n */\nint b;\n' >a.c
	git commit -q -a -m "pull request"
	step "$T/wf-check.sh"
	eq "check step with findings" 0 "$(cat "$T/step")"
	eq "status output with findings" "status=1" "$(cat "$T/gh-output")"
	sarif "uniform.sarif" uniform.sarif
	jqt "the finding in the SARIF" uniform.sarif '[.runs[0].results[] | .ruleId] == ["comment-open"] and .runs[0].results[0].locations[0].physicalLocation.region.startLine == 5'
	step "$T/wf-notes.sh"
	eq "annotation step with findings" 1 "$(cat "$T/step")"
	grep -q '^::warning file=a.c,line=5,col=1,endLine=5,endColumn=3,title=comment-open::' "$T/step.out" || bad "no annotation: $(cat "$T/step.out" "$T/step.err")"
	printf '/*\n * old\n */\nint a;\n/*\n * customary\n */\nint b;\n' >a.c
	git commit -q -a -m "pull request, fixed"
	step "$T/wf-check.sh"
	eq "check step, clean" 0 "$(cat "$T/step")"
	eq "status output, clean" "status=0" "$(cat "$T/gh-output")"
	jqt "an empty result list" uniform.sarif '.runs[0].results == []'
	git remote remove origin
	step "$T/wf-check.sh"
	eq "check step without origin/main" 1 "$(cat "$T/step")"
	eq "status output without origin/main" "status=2" "$(cat "$T/gh-output")"
	grep -q "origin/main" "$T/step.err" || bad "no message naming origin/main: $(cat "$T/step.err")"
	cd "$T" || exit 1
fi
end

# contrib/nipa/uniform: netdev's patch CI runs it in the kernel tree with
# the patch as HEAD; it checks the lines the commit adds, writes one line
# to DESC_FD and exits 0 (pass), 1 (fail) or 250 (warning).
begin nipa-test
claims_tree nipa
(
	cd nipa || exit 1
	git init -q . && git add -A && git commit -q -m base
	printf 'int h(void)\n{\n\tint a;\n\tstruct very_long_name *p;\n\tlong b;\n\n\treturn a + b + !p;\n}\n' >>net/core/a.c
	git commit -q -am "net: out of order"
	UNIFORM=$U DESC_FD=3 RESULTS_DIR=$T "$REPO/contrib/nipa/uniform/uniform.sh" >"$T/nipa.out" 3>"$T/nipa.desc" 2>&1
	echo $? >"$T/nipa.rc"
	git reset -q --hard HEAD~1
	printf 'int h(void)\n{\n\tint a;\n\tstruct very_long_name *p;\n\tlong b;\n\n\treturn a + b + !p;\n}\n' >>net/wl/a.c
	git commit -q -am "wl: its own tree"
	UNIFORM=$U DESC_FD=3 RESULTS_DIR=$T "$REPO/contrib/nipa/uniform/uniform.sh" >"$T/nipa2.out" 3>"$T/nipa2.desc" 2>&1
	echo $? >"$T/nipa2.rc"
	UNIFORM=/nonexistent/uniform DESC_FD=3 "$REPO/contrib/nipa/uniform/uniform.sh" >/dev/null 3>"$T/nipa3.desc" 2>&1
	echo $? >"$T/nipa3.rc"
)
eq "netdev's section, out of order: fail" 1 "$(cat "$T/nipa.rc")"
eq "its summary" "uniform: 1 finding in the lines added" "$(cat "$T/nipa.desc")"
grep -q '^net/core/a.c:.*\[decl-order\]$' "$T/nipa.out" || bad "the finding: $(cat "$T/nipa.out")"
eq "a section with its own tree: pass" 0 "$(cat "$T/nipa2.rc")"
eq "its summary" "uniform: no finding in the lines added" "$(cat "$T/nipa2.desc")"
eq "no uniform: a warning" 250 "$(cat "$T/nipa3.rc")"
jq -e '.run == ["uniform.sh"]' "$REPO/contrib/nipa/uniform/info.json" >/dev/null || bad "info.json names no uniform.sh"
end

