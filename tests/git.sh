#!/bin/sh
# git.sh - git revisions, trends, charts and merges, on a repository built here.
#
#   sh tests/git.sh /abs/path/to/uniform
#
# Appends "pass git/NAME" or "fail git/NAME" to $RESULTS for each test and
# prints why a test failed.  The repository is made with fixed names and
# dates, so the figures it gives are known.  Never stops early; always
# exits 0 (tests/run.sh counts the results).
set -u
U=$1
export GIT_AUTHOR_NAME=uniform GIT_AUTHOR_EMAIL=uniform@example.org
export GIT_COMMITTER_NAME=uniform GIT_COMMITTER_EMAIL=uniform@example.org
export GIT_CONFIG_NOSYSTEM=1 HOME=/nonexistent

SUITE=git
. "$(dirname "$0")/lib.sh"
TMO=60

# ---------------------------------------------------------------------------
# The repository: three commits, tagged v1 to v3, one day apart.

git init -q -b main repo || exit 1
cd repo || exit 1
commit() {	# TAG DAY
	git add -A
	GIT_AUTHOR_DATE="2024-01-0$2T12:00:00Z" GIT_COMMITTER_DATE="2024-01-0$2T12:00:00Z" \
		git commit -q -m "$1"
	git tag "$1"
}
mkdir -p a/deep net/core b .hidden 'odd&<dir>'
printf '/* net\n * style */\n/*\n * customary\n */\n' >a/x.c
printf '/*\n * customary\n */\n// line\n' >a/deep/y.h
printf '/* net\n * style */\n' >net/core/sock.c
printf '/* net\n * again */\nint x; /* single */\n' >net/dev.c
printf '/**\n * kernel-doc\n */\n' >b/doc.c
printf '/* single */\n' >a.c	# sorts before the directory a/ in a checkout, after it in git
printf '/* hidden\n * style */\n' >.hidden/h.c
printf '/* odd\n * name */\n' >'odd&<dir>/o.c'
printf 'not C /* text */\n' >notes.txt
printf 'bin\000ary /* x */\n' >bin.c
ln -s a/x.c link.c
commit v1 1
printf '/*\n * customary now\n */\n' >net/core/sock.c
printf '/* unterminated\n' >b/open.c
commit v2 2
git rm -q net/dev.c
printf '/* net\n * style */\n' >b/new.c
chmod +x b/new.c
commit v3 3
cd "$T" || exit 1
git clone -q --bare repo bare.git

# checkout REV: a work tree of REV in $T/co-REV (made once).
checkout() {
	[ -d "$T/co-$1" ] || git -C "$T/repo" worktree add -q --detach "$T/co-$1" "$1"
}

# ---------------------------------------------------------------------------
# census --git --rev: the census of a checkout, byte for byte.

# same_as_checkout CMD REV REPO [ARG]...: uniform CMD --git REPO --rev REV
# ARG... gives the stdout, stderr and status of uniform CMD ARG... run in
# a checkout of REV.
same_as_checkout() {
	cmd=$1 rev=$2 repo=$3
	shift 3
	checkout "$rev"
	(cd "$T/co-$rev" && "$U" "$cmd" "$@" >"$T/co.out" 2>"$T/co.err"; echo $? >"$T/co.rc")
	run "$(cat "$T/co.rc")" "$cmd" --git "$repo" --rev "$rev" "$@"
	same "$cmd $* at $rev: stdout" "$T/co.out" "$T/out"
	same "$cmd $* at $rev: stderr" "$T/co.err" "$T/err.all"
	[ -s "$T/out" ] || bad "$cmd $* at $rev: no output at all"
}

for rev in v1 v2 v3; do
	begin "census-rev-$rev"
	same_as_checkout census "$rev" "$T/repo"
	same_as_checkout census "$rev" "$T/repo" --depth 3
	same_as_checkout census "$rev" "$T/repo" --by a,net,b --format csv
	same_as_checkout census "$rev" "$T/repo" --list
	same_as_checkout census "$rev" "$T/repo" --format json --hidden
	same_as_checkout census "$rev" "$T/repo" --list a ./net/ a.c . -j1
	same_as_checkout census "$rev" "$T/repo" --compare --examples 3
	same_as_checkout census "$rev" "$T/repo" --ext c,txt
	end
done

begin census-rev-order
# git keeps "a.c" before the tree "a"; the walk of a checkout does not.
run 0 census --git "$T/repo" --rev v1 --list
eq "first file" "a/deep/y.h:1:1: customary" "$(head -n 1 "$T/out")"
grep -q '^a\.c:' "$T/out" || bad "a.c not counted"
grep -q 'link\.c' "$T/out" && bad "the symbolic link was followed"
grep -q 'bin.c: binary file' "$T/err" || bad "no message for the binary file: $(cat "$T/err")"
end

# "." and "./a" print as no operand and "a" do: no leading ./.
begin census-rev-dot-operand
run 0 census --git "$T/repo" --rev v1 --list
cp "$T/out" "$T/none"
for op in . ./ .//; do
	run 0 census --git "$T/repo" --rev v1 --list "$op"
	same "census --git --list $op" "$T/none" "$T/out"
done
run 0 census --git "$T/repo" --rev v1 --list a
cp "$T/out" "$T/none"
run 0 census --git "$T/repo" --rev v1 --list ./a
same "census --git --list ./a" "$T/none" "$T/out"
grep -q '^a/deep/y.h:' "$T/out" || bad "no a/deep/y.h in: $(cat "$T/out")"
end

begin census-rev-bare
same_as_checkout census v2 "$T/bare.git" --depth 2
same_as_checkout check v3 "$T/bare.git" --color never --preset majority $FP
end

begin census-rev-default-head
run 0 census --git "$T/repo" --format csv
cp "$T/out" "$T/head.csv"
run 0 census --git "$T/repo" --rev v3 --format csv
same "--git without --rev against --rev v3 (HEAD)" "$T/out" "$T/head.csv"
(cd "$T/repo" && "$U" census --rev v1 --format csv >"$T/cwd.csv" 2>/dev/null)
run 0 census --git "$T/repo" --rev v1 --format csv
same "--rev alone in the repository" "$T/out" "$T/cwd.csv"
end

begin census-rev-errors
run 2 census --git "$T/repo" --rev no-such-rev
grep -q 'no-such-rev' "$T/err" || bad "the bad revision is not named: $(cat "$T/err")"
[ -s "$T/out" ] && bad "output for a bad revision"
run 2 census --git "$T/nowhere" --rev v1
grep -q 'nowhere' "$T/err" || bad "the missing repository is not named: $(cat "$T/err")"
run 2 census --git "$T/repo" --rev v3 a nope
grep -q 'nope: no such path' "$T/err" || bad "no message for a missing path: $(cat "$T/err")"
grep -q 'a/x.c' "$T/out" && bad "--list was not asked for"
grep -q '^total ' "$T/out" || bad "no census for the paths that exist"
run 2 census --git "$T/repo" --files-from /dev/null
run 2 check --git "$T/repo" --changed HEAD
end

begin truncated-pack
# A pack cut short: every revision that needs it fails with status 2 and
# libgit2's message, and (in the sanitizer build) nothing leaks, though
# git_revparse_single loses the reference it looked up when the object
# it names cannot be read.
git init -q -b main tp
for i in 1 2 3; do
	printf '/* c%s\n * net */\n' "$i" >tp/c$i.c
	git -C tp add -A && git -C tp commit -q -m "c$i"
done
git -C tp gc -q
pack=$(ls tp/.git/objects/pack/*.pack)
chmod u+w "$pack"
truncate -s -20 "$pack"
for rev in HEAD main HEAD~1 main^{tree}; do
	run 2 census --git "$T/tp" --rev "$rev"
	grep -q -F "$rev: object not found" "$T/err" || bad "census --rev $rev: no message: $(cat "$T/err")"
	[ -s "$T/out" ] && bad "census --rev $rev: output despite the error"
done
run 2 trend --git "$T/tp" HEAD~1 HEAD
grep -q 'object not found' "$T/err" || bad "trend: no message: $(cat "$T/err")"
cd tp || exit 1
run 2 check --changed HEAD
grep -q 'object not found' "$T/err" || bad "check --changed: no message: $(cat "$T/err")"
run 2 check --staged
grep -q 'object not found' "$T/err" || bad "check --staged: no message: $(cat "$T/err")"
cd "$T" || exit 1
end

begin census-rev-chart
run 0 census --git "$T/repo" --rev v3 --depth 1 --hidden --chart "$T/c.svg"
if ! command -v rsvg-convert >/dev/null; then
	bad "rsvg-convert is missing (Debian librsvg2-bin)"
elif ! rsvg-convert "$T/c.svg" -o "$T/c.png" 2>"$T/rsvg.err"; then
	bad "rsvg-convert refused the bar chart: $(head -c 300 "$T/rsvg.err")"
elif [ "$(head -c 4 "$T/c.png" | od -An -c | tr -d ' ')" != '211PNG' ]; then
	bad "no PNG from the bar chart"
fi
for label in 'net' 'odd&amp;&lt;dir&gt;' 'total' '33.3%' 'customary + net-style'; do
	grep -q -F "$label" "$T/c.svg" || bad "bar chart without '$label'"
done
end

# ---------------------------------------------------------------------------
# check --git --rev: the findings of a checkout.

for rev in v1 v2 v3; do
	begin "check-rev-$rev"
	same_as_checkout check "$rev" "$T/repo" --color never --set uniform_comment_style=customary --no-editorconfig $FP
	same_as_checkout check "$rev" "$T/repo" --color never --preset majority --no-editorconfig $FP
	same_as_checkout check "$rev" "$T/repo" --format json --preset linux-6.10 --no-editorconfig $FP net b
	end
done

# ---------------------------------------------------------------------------
# Submodules: check --changed goes into a checked-out one, from the commit
# the revision records for it; what is not read is said, never passed over.

git init -q -b main lib
printf '/*\n * lib\n */\n' >lib/l.c
git -C lib add -A && git -C lib commit -q -m l1
git init -q -b main inner
printf '/*\n * inner\n */\n' >inner/i.c
git -C inner add -A && git -C inner commit -q -m i1
git -C lib -c protocol.file.allow=always submodule add -q "$T/inner" inner
git -C lib commit -q -m inner
git init -q -b main super
printf '/*\n * top\n */\n' >super/top.c
git -C super add -A && git -C super commit -q -m t1
git -C super -c protocol.file.allow=always submodule add -q "$T/lib" mod
git -C super -c protocol.file.allow=always submodule update -q --init --recursive
git -C super commit -q -m mod
NET='/* net\n * style */\n'

begin diff-submodule
cd super || exit 1
run 0 check --changed HEAD
eq "clean: a note, status 0" "uniform check: no C file in the change" "$(cat "$T/err")"
run 0 check -q --changed HEAD
empty "clean, -q: nothing" "$T/err"
printf "$NET" >>mod/l.c
printf "$NET" >mod/new.c
printf "$NET" >>mod/inner/i.c
run 1 check --preset linux --format json --changed HEAD mod
jqt "findings in the submodule, its untracked file and its own submodule" "$T/out" \
	'[.[] | "\(.path):\(.line)"] | unique == ["mod/inner/i.c:4", "mod/inner/i.c:5", "mod/l.c:4", "mod/l.c:5", "mod/new.c:1", "mod/new.c:2"]'
empty "stderr" "$T/err"
run 1 check --preset linux --format json --changed HEAD mod/l.c
jqt "an operand inside the submodule" "$T/out" '[.[] | .path] | unique == ["mod/l.c"]'
run 0 check --changed HEAD top.c
# Committed in the submodule but not yet recorded: still since the commit
# HEAD records.
git -C mod add l.c && git -C mod commit -q -m l2
run 1 check --preset linux --format json --changed HEAD mod/l.c
jqt "committed in the submodule" "$T/out" '[.[] | "\(.path):\(.line)"] | unique == ["mod/l.c:4", "mod/l.c:5"]'
(cd mod && "$U" check --preset linux --changed HEAD l.c >/dev/null 2>&1)
eq "the submodule's own --diff HEAD, for contrast" 0 "$?"
# Staged: the commits the submodule moves to are said, not read.
git add mod
run 0 check --staged
eq "--staged: stderr" "uniform: mod: a submodule; the commits staged for it are not checked (in it, run: uniform check --changed $(git rev-parse --short=12 HEAD:mod))
uniform check: no C file in the change" "$(cat "$T/err")"
run 0 check --staged top.c
eq "--staged top.c: stderr" "uniform check: no C file in the change" "$(cat "$T/err")"
git commit -q -m l2
run 0 check --preset linux --changed HEAD mod/l.c
run 1 check --preset linux --changed HEAD~1 mod/l.c
# A repository of its own inside the work tree, not a submodule.
git init -q own
printf "$NET" >own/o.c
run 0 check --changed HEAD top.c own
eq "nested repository: stderr" "uniform: own: a repository of its own, not a submodule; its files are not checked
uniform check: no C file in the change" "$(cat "$T/err")"
rm -rf own
# The commit the revision records is not in the submodule.
git update-index --cacheinfo "160000,$(printf '1%.0s' $(seq 40)),mod"
git commit -q -m lost
run 2 check --changed HEAD
grep -q '^uniform: --changed HEAD: mod: the submodule lacks the commit recorded for it: ' "$T/err" ||
	bad "missing commit: $(cat "$T/err")"
git reset -q --hard HEAD~1
cd "$T" || exit 1
# A clone without its submodules: a recorded commit that changed is said.
git clone -q super plain
cd plain || exit 1
run 0 check -q --changed HEAD
empty "not checked out, unchanged: stderr" "$T/err"
git update-index --cacheinfo "160000,$(git -C "$T/lib" rev-parse HEAD),mod"
run 0 check -q --changed HEAD
eq "not checked out: stderr" "uniform: mod: a submodule that is not checked out; its changes are not checked" "$(cat "$T/err")"
run 0 check -q --changed HEAD top.c
empty "not checked out, another operand: stderr" "$T/err"
cd "$T" || exit 1
end

begin rev-submodule
# A revision's submodule is skipped, and said once per run.
run 0 census --git "$T/super" --format csv
eq "census: stderr" "uniform: mod: a submodule, skipped (its files are in its own repository)" "$(cat "$T/err")"
eq "census: total" "total,1,1,0,0,1,0,0,0,1,0.0%" "$(csvrow "$T/out" total)"
run 0 census --git "$T/super" mod
eq "operand: stderr" "uniform: mod: a submodule, skipped (its files are in its own repository)" "$(cat "$T/err")"
run 0 check --git "$T/super"
eq "check: stderr" "uniform: mod: a submodule, skipped (its files are in its own repository)" "$(cat "$T/err")"
run 0 trend --git "$T/super" HEAD~1 HEAD
eq "trend: stderr" "uniform: mod: a submodule, skipped (its files are in its own repository)" "$(cat "$T/err")"
end

# ---------------------------------------------------------------------------
# trend.

begin trend-text
run 0 trend --git "$T/repo" --depth 0 v1 v2 v3
eq "lines (head, rule, a row per revision)" 5 "$(wc -l <"$T/out")"
grep -q '^v2 *2024-01-02T12:00:00Z *total ' "$T/out" || bad "no row for v2 with its date: $(cat "$T/out")"
end

begin trend-depth-default
# --depth means one thing in census and trend, with one default (1): each
# revision's rows are the census's of that revision, total last.
run 0 trend --git "$T/repo" --format json v1 v3
cp "$T/out" "$T/trend.json"
run 0 trend --git "$T/repo" --format json --depth 1 v1 v3
same "no --depth against --depth 1" "$T/trend.json" "$T/out"
i=0
for rev in v1 v3; do
	run 0 census --git "$T/repo" --rev "$rev" --format json
	eq "$rev: groups" "$(jq -c .groups "$T/out")" "$(jq -c ".revisions[$i].groups" "$T/trend.json")"
	eq "$rev: total" "$(jq -c .total "$T/out")" "$(jq -c ".revisions[$i].total" "$T/trend.json")"
	i=$((i + 1))
done
jqt "directories, not the total alone" "$T/trend.json" '.revisions[0].groups | length > 1'
run 0 trend --help
grep -q -- '--depth N .*(default 1; 0: the total only)' "$T/out" || bad "trend --help: $(grep -- --depth "$T/out")"
run 0 census --help
grep -q -- '--depth N .*(default 1; 0: the total only)' "$T/out" || bad "census --help: $(grep -- --depth "$T/out")"
end

begin trend-equals-census
run 0 trend --git "$T/bare.git" --by a,net --format json v1 v2 v3
cp "$T/out" "$T/trend.json"
i=0
for rev in v1 v2 v3; do
	run 0 census --git "$T/bare.git" --rev "$rev" --by a,net --format json
	eq "$rev: total" "$(jq -c .total "$T/out")" "$(jq -c ".revisions[$i].total" "$T/trend.json")"
	eq "$rev: groups" "$(jq -c .groups "$T/out")" "$(jq -c ".revisions[$i].groups" "$T/trend.json")"
	eq "$rev: commit" "$(git -C "$T/repo" rev-parse "$rev^{commit}")" "$(jq -r ".revisions[$i].commit" "$T/trend.json")"
	i=$((i + 1))
done
end

begin trend-aspects-equal-census
# Each revision's aspects, counts from the blob cache included, are
# those of census --git --aspect at that revision.
run 0 trend --git "$T/bare.git" --by a,net --aspect all --format json v1 v2 v3
cp "$T/out" "$T/trend.json"
jqt "aspects in the total" "$T/trend.json" ".revisions[0].total.aspects | keys == $(registry_aspects)"
i=0
for rev in v1 v2 v3; do
	run 0 census --git "$T/bare.git" --rev "$rev" --by a,net --aspect all --format json
	eq "$rev: total" "$(jq -c .total "$T/out")" "$(jq -c ".revisions[$i].total" "$T/trend.json")"
	eq "$rev: groups" "$(jq -c .groups "$T/out")" "$(jq -c ".revisions[$i].groups" "$T/trend.json")"
	i=$((i + 1))
done
run 0 trend --git "$T/bare.git" --aspect decl-order v1
grep -q '^revision *date *decl-order *places *reverse-xmas *other *practised *share$' "$T/out" || bad "no decl-order table: $(cat "$T/out")"
run 0 trend --git "$T/bare.git" --aspect decl-order --format html v1
grep -q '<th class="l">revision</th><th class="l">date</th><th class="l">decl-order</th><th>places</th>' "$T/out" || bad "no decl-order table in the trend page"
end

begin trend-by-unmatched
# The repository's other messages (a binary file, an open comment) aside.
run 0 trend --git "$T/bare.git" --by a,net v1 v2 v3
grep 'warning: --by' "$T/err" >"$T/w"
empty "warnings when every prefix matches in some revision" "$T/w"
run 0 trend --git "$T/bare.git" --by a,nope v1 v2 v3
eq "warning" "uniform trend: warning: --by nope: no file matched (prefixes are matched against paths relative to each PATH)" "$(grep 'warning: --by' "$T/err")"
end

begin trend-cache
# v1 has 8 files taken (one binary); v2 changes one and adds one; v3
# removes one and adds b/new.c, which is v1's net/core/sock.c: the same
# blob, so not analysed again.  8 + 9 + 9 + 9 files, 8 + 2 blobs.
run 0 trend --git "$T/repo" --cache-stats v1 v2 v3 v3
eq "stats" "revisions: 4, files: 35, analysed: 10, from the cache: 25" "$(grep '^revisions' "$T/err")"
cp "$T/out" "$T/cached.txt"
run 0 trend --git "$T/repo" --cache-stats --no-cache -j1 v1 v2 v3 v3
same "--no-cache -j1 against the cache" "$T/cached.txt" "$T/out"
eq "stats without cache" "revisions: 4, files: 35, analysed: 35, from the cache: 0" "$(grep '^revisions' "$T/err")"
end

begin trend-stats-deprecated
# trend --stats, the old spelling of --cache-stats (check --stats counts
# findings), works for one release with a warning; --help lists the new.
run 0 trend --git "$T/repo" --stats v1 v2
eq "warning" "uniform trend: warning: --stats is deprecated and goes in the next release; use --cache-stats" "$(grep "^uniform trend: warning:" "$T/err")"
eq "figures" "revisions: 2, files: 17, analysed: 10, from the cache: 7" "$(grep '^revisions' "$T/err")"
run 0 trend --help
grep -q -- '--cache-stats  ' "$T/out" || bad "--cache-stats missing from trend --help"
grep -q -- '--stats' "$T/out" && bad "trend --help lists the old --stats"
end

begin trend-revs-file
printf '# releases\nv1\n\n  \nv2\r\n' >"$T/revs"
run 0 trend --git "$T/repo" --revs "$T/revs" --format csv v3
cp "$T/out" "$T/revs.csv"
run 0 trend --git "$T/repo" --format csv v1 v2 v3
same "--revs FILE then operands" "$T/out" "$T/revs.csv"
eq "csv head" "revision,date,group,files,comments,line,single,customary,kernel-doc,banner,net-style,multi-line,net share" "$(head -n 1 "$T/out")"
end

begin trend-errors
run 2 trend --git "$T/repo" v1 nope v3
grep -q nope "$T/err" || bad "the bad revision is not named"
[ -s "$T/out" ] && bad "output despite a bad revision"
run 2 trend --git "$T/repo"
run 2 trend --git "$T/repo" --format xml v1
end

begin trend-chart
run 0 trend --git "$T/repo" --by a,net,b --chart "$T/t.svg" v1 v2 v3
if ! rsvg-convert "$T/t.svg" -o "$T/t.png" 2>"$T/rsvg.err"; then
	bad "rsvg-convert refused the line chart: $(head -c 300 "$T/rsvg.err")"
elif [ "$(head -c 4 "$T/t.png" | od -An -c | tr -d ' ')" != '211PNG' ]; then
	bad "no PNG from the line chart"
fi
for label in '>a<' '>net<' '>b<' '>total<' '>v2<' 'revision' 'customary + net-style' 'polyline'; do
	grep -q -F "$label" "$T/t.svg" || bad "line chart without '$label'"
done
end

# ---------------------------------------------------------------------------
# merge: shards add up to the whole.

checkout v3
cd "$T/co-v3" || exit 1

# merge_same WHAT [ARG]...: census ARG... of a, net and b+odd as shards,
# merged, against one census of all of them.
merge_same() {
	what=$1
	shift
	"$U" census --format json "$@" a >"$T/s1.json" 2>/dev/null
	"$U" census --format json "$@" net >"$T/s2.json" 2>/dev/null
	"$U" census --format json "$@" b 'odd&<dir>' >"$T/s3.json" 2>/dev/null
	"$U" census --format json "$@" a net b 'odd&<dir>' >"$T/whole.json" 2>/dev/null
	run 0 merge "$T/s1.json" "$T/s2.json" "$T/s3.json"
	same "$what: merge of shards against the whole" "$T/whole.json" "$T/out"
}

begin merge-shards
merge_same "depth 1"
merge_same "depth 2" --depth 2
merge_same "depth 0" --depth 0
merge_same "by" --by core,deep,.
merge_same "regex" --method regex --depth 2
"$U" census --format text a net b 'odd&<dir>' >"$T/whole.txt" 2>/dev/null
run 0 merge --format text "$T/s3.json" "$T/s1.json" "$T/s2.json"
same "merge --format text, shards in another order" "$T/whole.txt" "$T/out"
# The recipe of docs/commands.md (merge): shards of the list of files,
# grouped from the top.
find . -name '*.[ch]' -type f -not -path '*/.*' | sort >"$T/files"
split -n l/3 "$T/files" "$T/list."
for f in "$T"/list.a?; do
	"$U" census --format json --depth 2 --files-from "$f" >"$f.json" 2>/dev/null
done
"$U" census --format json --depth 2 >"$T/top.json" 2>/dev/null
run 0 merge "$T"/list.a?.json
same "merge of shards of the file list against a census at the top" "$T/top.json" "$T/out"
grep -q '"net/core"' "$T/out" || bad "no group net/core in the merge of file lists"
end

begin merge-git-shards
run 0 census --git "$T/bare.git" --rev v2 --format json --depth 2 a
cp "$T/out" "$T/g1.json"
run 0 census --git "$T/bare.git" --rev v2 --format json --depth 2 b net
cp "$T/out" "$T/g2.json"
run 0 census --git "$T/bare.git" --rev v2 --format json --depth 2 a b net
cp "$T/out" "$T/gwhole.json"
run 0 merge "$T/g1.json" "$T/g2.json" --chart "$T/m.svg"
same "merge of shards of a revision" "$T/gwhole.json" "$T/out"
rsvg-convert "$T/m.svg" -o "$T/m.png" 2>/dev/null || bad "rsvg-convert refused merge --chart"
end

begin merge-errors
"$U" census --format json --depth 2 a >"$T/d2.json" 2>/dev/null
"$U" census --format json --depth 1 a >"$T/d1.json" 2>/dev/null
run 2 merge "$T/d2.json" "$T/d1.json"
grep -q 'd1.json:.*grouping' "$T/err" || bad "no message about the grouping: $(cat "$T/err")"
[ -s "$T/out" ] && bad "output despite an error"
"$U" census --format json --depth 2 --method regex a >"$T/rx.json" 2>/dev/null
run 2 merge "$T/d2.json" "$T/rx.json"
grep -q 'rx.json:.*method' "$T/err" || bad "no message about the method: $(cat "$T/err")"
sed 's/"comments": [0-9]*/"comments": 99999/' "$T/d2.json" >"$T/sum.json"
run 2 merge "$T/sum.json"
grep -q 'sum.json:[0-9]*:[0-9]*: not the sum of the classes: "comments"' "$T/err" || bad "no message about the sum: $(cat "$T/err")"
sed 's/"version": "[^"]*"/"version": "0.0.1"/' "$T/d2.json" >"$T/ver.json"
run 2 merge "$T/ver.json"
grep -q 'another version' "$T/err" || bad "no message about the version: $(cat "$T/err")"
head -c 100 "$T/d2.json" >"$T/cut.json"
run 2 merge "$T/cut.json"
grep -q -e 'cut.json:[0-9]*:[0-9]*: unexpected end' -e 'cut.json:[0-9]*:[0-9]*: unterminated string' "$T/err" || bad "no message about the cut: $(cat "$T/err")"
printf '{"tool": "uniform", "tool": "uniform"}' >"$T/dup.json"
run 2 merge "$T/dup.json"
grep -q 'dup.json:1:21: duplicate member "tool"' "$T/err" || bad "no message about the duplicate: $(cat "$T/err")"
sed 's/"trailing"/"trailling"/' "$T/d2.json" >"$T/key.json"
run 2 merge "$T/key.json"
grep -q 'unknown member "trailling"' "$T/err" || bad "no message about the unknown member: $(cat "$T/err")"
# A share or a practised variant that contradicts the counts was not
# written by census (merge took them and wrote the counts' own).
mkdir -p mga && printf 'int f(void)\n{\n\tchar *p = 0;\n\tchar* q = 0;\n\tchar *r = 0;\n\treturn !p + !q + !r;\n}\n' >mga/x.c
"$U" census --format json --depth 1 --aspect pointer-star mga >"$T/asp.json" 2>/dev/null
# edited SED FROM TO MESSAGE: FROM edited by SED into TO is refused with
# "TO:LINE:COL: MESSAGE".
edited() {
	sed "$1" "$T/$2" >"$T/$3"
	run 2 merge "$T/$3"
	grep -q "$3:[0-9]*:[0-9]*: $4\$" "$T/err" || bad "$3: $(cat "$T/err")"
}
edited 's/"net-style-share": [0-9][0-9.]*/"net-style-share": 0.999999/' d2.json share.json \
	'not the share the counts give: "net-style-share"'
edited 's/"practised": "by-name"/"practised": "by-type"/' asp.json prac.json \
	'not the variant the counts give (the one with most places; null for none or a tie): "practised"'
edited 's/"share": [0-9][0-9.]*/"share": 0.123/' asp.json ashare.json \
	'not the share the counts give: "share"'
run 0 merge "$T/asp.json"
printf '[%.0s' $(seq 100) >"$T/deep.json"
run 2 merge "$T/deep.json"
grep -q 'nested deeper' "$T/err" || bad "no message about the depth: $(cat "$T/err")"
run 2 merge
run 2 merge "$T/nothing.json"
end

begin merge-overflow
# Counts are 64 bits: a sum past 2^64 - 1 is an error naming the file,
# whether two documents add up past it or one's classes do.
"$U" census --format json --depth 1 a >"$T/o.json" 2>/dev/null
sed 's/"files": [0-9]*/"files": 18446744073709551615/' "$T/o.json" >"$T/of.json"
run 0 merge "$T/of.json"
run 2 merge "$T/o.json" "$T/of.json"
grep -q 'of.json:[0-9]*:[0-9]*: a count overflows (past 2^64 - 1) when added to the documents before: "' "$T/err" ||
	bad "no message about the files: $(cat "$T/err")"
empty "output despite an overflow" "$T/out"
sed 's/"files": [0-9]*/"files": 9223372036854775808/g' "$T/o.json" >"$T/oh.json"
run 2 merge "$T/oh.json" "$T/oh.json"
grep -q 'oh.json:[0-9]*:[0-9]*: a count overflows (past 2^64 - 1) when added to the documents before: "' "$T/err" ||
	bad "no message about the groups' files: $(cat "$T/err")"
# classes SEDFILE COMMENTS LINE SINGLE MULTI: o.json with those counts
# in every row, the other classes 0 (so no net-style share).
classes() {
	sed -e "s/\"comments\": [0-9]*, \"line\": [0-9]*, \"single\": [0-9]*, \"customary\": [0-9]*, \"kernel-doc\": [0-9]*, \"banner\": [0-9]*, \"net-style\": [0-9]*, \"multi-line\": [0-9]*/\"comments\": $2, \"line\": $3, \"single\": $4, \"customary\": 0, \"kernel-doc\": 0, \"banner\": 0, \"net-style\": 0, \"multi-line\": $5/" \
		-e 's/"net-style-share": [0-9][0-9.]*/"net-style-share": null/' "$T/o.json" >"$T/$1"
}
# The classes of one document: 2^64 - 1 line comments and 2 single ones
# "add up" to 1 comment.
classes ow.json 1 18446744073709551615 2 0
run 2 merge "$T/ow.json"
grep -q 'ow.json:[0-9]*:[0-9]*: the classes overflow (past 2^64 - 1) when added up: "comments"' "$T/err" ||
	bad "no message about the classes: $(cat "$T/err")"
# Two documents whose classes each add up, but not their sums.
classes o1.json 9223372036854775808 9223372036854775808 0 0
classes o2.json 9223372036854775808 0 9223372036854775808 0
run 0 merge "$T/o1.json"
run 2 merge "$T/o1.json" "$T/o2.json"
grep -q 'o2.json:[0-9]*:[0-9]*: a count overflows' "$T/err" || bad "no message about the sum of the classes: $(cat "$T/err")"
end

# ---------------------------------------------------------------------------
# fix --changed REV, --staged, --patch FILE: only the findings on the lines
# a change adds are fixed (as git clang-format), the rest left as they are.

cd "$T" || exit 1
git init -q -b main fixc || exit 1
cd fixc || exit 1
# The old text: a comment and an 'if' that a fix would change.
printf '/* old\n * comment\n */\nint f(int a, int b)\n{\n\tif ((a > 1) | (b < 0))\n\t\treturn 1;\n\treturn 0;\n}\n' >x.c
printf 'int g(int a)\n{\n\treturn a > 1 | a < 0;\n}\n' >y.c
git add . && git commit -q -m old
# New: a comment above (its fix adds a line, so the lines below move
# between rounds) and an 'if' whose parentheses go in a second round.
printf '/* new net\n * comment\n */\n/* old\n * comment\n */\nint f(int a, int b)\n{\n\tif ((a > 1) | (b < 0))\n\t\treturn 1;\n\tif ((a > 2) | (b < 1))\n\t\treturn 2;\n\treturn 0;\n}\n' >x.c
cp x.c "$T/fixc-x.c"
printf '/*\n * new net\n * comment\n */\n/* old\n * comment\n */\nint f(int a, int b)\n{\n\tif ((a > 1) | (b < 0))\n\t\treturn 1;\n\tif (a > 2 || b < 1)\n\t\treturn 2;\n\treturn 0;\n}\n' >"$T/fixc-want.c"
FO="--set uniform_comment_style=customary --set uniform_redundant_parens=strict --set uniform_file_practice=false -j1"
cd "$T" || exit 1

begin fix-changed
cd fixc || exit 1
# shellcheck disable=SC2086 # $FO is a word list
run 0 fix $FO --changed HEAD
cmp -s x.c "$T/fixc-want.c" || bad "x.c: $(diff "$T/fixc-want.c" x.c)"
eq "summary" "uniform fix: 4 fixes in 1 file; 0 findings left with no safe fix" "$(cat "$T/err")"
eq "stdout" "x.c: 4 fixed" "$(cat "$T/out")"
git diff --quiet -- y.c || bad "y.c, unchanged since HEAD, was fixed"
# shellcheck disable=SC2086
run 0 check $FO --changed HEAD
empty "check --changed after fix --changed" "$T/out"
# shellcheck disable=SC2086
run 1 check $FO x.c
grep -q '^x.c:10:14: .*\[bitwise-logical\]' "$T/out" || bad "the old line was fixed: $(cat "$T/out")"
cp "$T/fixc-x.c" x.c
# Operands limit it, as for check; --diff prints the patch, writes nothing.
# shellcheck disable=SC2086
run 0 fix $FO --changed HEAD --diff y.c
empty "fix --changed HEAD y.c" "$T/out"
# shellcheck disable=SC2086
run 1 fix $FO --changed HEAD --diff
cmp -s x.c "$T/fixc-x.c" || bad "--diff wrote x.c"
git apply --check -R "$T/out" 2>"$T/aerr" && bad "the diff applies in reverse to the file it did not change"
cp "$T/out" "$T/fixc.diff"
git apply "$T/fixc.diff" 2>"$T/aerr" || bad "git apply: $(cat "$T/aerr")"
cmp -s x.c "$T/fixc-want.c" || bad "the diff applied: $(diff "$T/fixc-want.c" x.c)"
cp "$T/fixc-x.c" x.c
run 2 fix --changed no-such-rev
eq "bad revision" "uniform: --changed no-such-rev: revspec 'no-such-rev' not found" "$(cat "$T/err")"
cd "$T" || exit 1
end

begin fix-staged
cd fixc || exit 1
cp "$T/fixc-x.c" x.c
git add x.c
# shellcheck disable=SC2086
run 1 fix $FO --staged --diff
cp "$T/out" "$T/staged.diff"
# shellcheck disable=SC2086
run 1 fix $FO --changed HEAD --diff
same "--staged --diff against --changed HEAD --diff" "$T/out" "$T/staged.diff"
# Unstaged changes: the index's text fixed would undo them; refused.
printf '/* unstaged */\n' >>x.c
cp x.c "$T/fixc-unstaged.c"
# shellcheck disable=SC2086
run 2 fix $FO --staged
cmp -s x.c "$T/fixc-unstaged.c" || bad "a file with unstaged changes was written"
eq "message" "uniform: x.c: changed since it was staged; not fixed (stage or stash the changes, or see 'uniform fix --staged --diff')" "$(head -n 1 "$T/err")"
cp "$T/fixc-x.c" x.c
# shellcheck disable=SC2086
run 0 fix $FO --staged
cmp -s x.c "$T/fixc-want.c" || bad "x.c: $(diff "$T/fixc-want.c" x.c)"
git diff --cached --quiet -- x.c && bad "nothing was staged"
eq "the index keeps what was staged" "$(cat "$T/fixc-x.c")" "$(git show :x.c)"
git reset -q
cp "$T/fixc-x.c" x.c
cd "$T" || exit 1
end

begin fix-patch
cd fixc || exit 1
cp "$T/fixc-x.c" x.c
git diff >"$T/fixc.patch"
# shellcheck disable=SC2086
run 1 fix $FO --patch "$T/fixc.patch" --diff
cp "$T/out" "$T/patch.diff"
# shellcheck disable=SC2086
run 1 fix $FO --changed HEAD --diff
same "--patch FILE --diff against --changed HEAD --diff" "$T/out" "$T/patch.diff"
IN="$T/fixc.patch"
# shellcheck disable=SC2086
run 0 fix $FO --patch -
IN=/dev/null
cmp -s x.c "$T/fixc-want.c" || bad "--patch -: $(diff "$T/fixc-want.c" x.c)"
cp "$T/fixc-x.c" x.c
printf 'not a patch\n' >"$T/bad.patch"
run 2 fix --patch "$T/bad.patch"
grep -q 'nothing fixed$' "$T/err" || bad "bad patch: $(cat "$T/err")"
cmp -s x.c "$T/fixc-x.c" || bad "a bad patch changed x.c"
run 2 fix --patch "$T/fixc.patch" --changed HEAD
# From a subdirectory: the patch's paths are from the top of the work
# tree, as git diff writes them and git apply reads them anywhere in it.
mkdir -p sub/dir
git checkout -q -- x.c
git mv y.c sub/dir/y.c && git commit -q -m move
printf 'int g(int a)\n{\n\treturn a > 1 | a < 0;\n}\nint h(int a)\n{\n\tif (a > 2 | a < 1)\n\t\treturn 1;\n\treturn 0;\n}\n' >sub/dir/y.c
git diff >"$T/sub.patch"
cd sub/dir || exit 1
# shellcheck disable=SC2086
run 0 fix $FO --patch "$T/sub.patch"
eq "fix --patch in a subdirectory" "y.c: 1 fixed" "$(cat "$T/out")"
grep -q 'if (a > 2 || a < 1)' y.c || bad "the added line was not fixed: $(cat y.c)"
grep -q 'a > 1 | a < 0' y.c || bad "an old line was fixed: $(cat y.c)"
cd ../.. || exit 1
git checkout -q -- sub/dir/y.c
cd "$T" || exit 1
end

# .gitattributes: linguist-vendored (and -linguist-vendored, which takes
# back what uniform's list of imported code says), linguist-generated and
# -diff (binary) leave a file alone, as git's own attribute rules match
# it (a directory's .gitattributes, a pattern with '/'); the settings
# take them back.
begin gitattributes
mkdir -p ga/lib ga/third_party ga/src/sub && cd ga || exit 1
git init -q .
for f in lib/a.c third_party/b.c src/c.c src/d.c src/e.c src/sub/f.c; do
	printf 'int f(int x)\n{\n\treturn 1 + (x);\n}\n' >"$f"
done
printf 'lib/* linguist-vendored\nthird_party/** -linguist-vendored\nsrc/d.c linguist-generated\n/src/e.c binary\n' >.gitattributes
printf 'f.c linguist-vendored=true\ng.c -linguist-generated\n' >src/sub/.gitattributes
printf '/* Autogenerated file, DO NOT EDIT manually! */\nint f(int x)\n{\n\treturn 1 + (x);\n}\n' >src/sub/g.c
# shellcheck disable=SC2086
run 1 check $FO --color=never --stats --show-skipped .
eq "checked" "src/c.c src/sub/g.c third_party/b.c" "$(echo $(grep -o '^[^: ]*\.c' "$T/out" | sort -u))"
eq "--stats" "skipped            1 generated, 3 vendored files" "$(grep '^skipped ' "$T/out")"
eq "--show-skipped" "uniform: lib/a.c: imported code (.gitattributes gives it linguist-vendored); not checked
uniform: src/d.c: generated (.gitattributes gives it linguist-generated); not checked
uniform: src/e.c: binary for git (.gitattributes gives it -diff); not checked
uniform: src/sub/f.c: imported code (.gitattributes gives it linguist-vendored); not checked" "$(cat "$T/err")"
# shellcheck disable=SC2086
run 1 check $FO --color=never --set uniform_vendored=false lib/a.c
grep -q '^lib/a.c:3:.*\[redundant-parens\]' "$T/out" || bad "uniform_vendored=false: $(cat "$T/out")"
# shellcheck disable=SC2086
run 1 check $FO --color=never --set uniform_generated=check src/d.c
grep -q '^src/d.c:3:.*\[redundant-parens\]' "$T/out" || bad "uniform_generated=check: $(cat "$T/out")"
cd src || exit 1
# shellcheck disable=SC2086
run 0 check $FO --color=never d.c
eq "named, from a subdirectory" "uniform: d.c: generated (.gitattributes gives it linguist-generated); not checked (--set uniform_generated=check takes it)" "$(cat "$T/err")"
cd .. || exit 1
run 0 check --show-settings lib/a.c
eq "--show-settings" "uniform_vendored true (.gitattributes gives it linguist-vendored)" \
	"$(grep '^uniform_vendored' "$T/out" | tr -s ' ')"
cp lib/a.c a.orig
# shellcheck disable=SC2086
run 0 fix $FO .
cmp -s lib/a.c a.orig || bad "fix changed vendored code: $(cat lib/a.c)"
cmp -s src/e.c a.orig || bad "fix changed a binary file: $(cat src/e.c)"
cmp -s src/c.c a.orig && bad "fix left the project's own file"
cd "$T" || exit 1
end

begin fix-patch-past-end
# A hunk past the end of the file (a patch not applied to it): check
# --patch reports its lines; fix --patch must not pass over them in
# silence ("0 fixes", status 0): an error, status 2, the file as it was.
rm -rf fpe && mkdir fpe && git init -q fpe
printf 'int f(int a)\n{\n\treturn a;\n}\n' >fpe/y.c
cp fpe/y.c fpe/y.orig
printf -- '--- a/y.c\n+++ b/y.c\n@@ -20,3 +20,4 @@\n int f(int a)\n {\n+\tif ((a > 1) | (a < 0))\n \t\treturn 1;\n' >fpe/past.patch
cd fpe || exit 1
run 1 check --patch past.patch
grep -q '^y.c:22:.*\[bitwise-logical\]$' "$T/out" || bad "check --patch: $(cat "$T/out")"
run 2 fix --patch past.patch
eq "fix --patch" "uniform: y.c: the patch adds line 22, past the end of the file (4 lines; is the patch applied?); not fixed
uniform fix: 0 fixes in 0 files; 1 error (see above)" "$(cat "$T/err")"
cmp -s y.c y.orig || bad "y.c changed: $(cat y.c)"
cd "$T" || exit 1
end

begin fix-patch-path-outside
# A patch is untrusted input: one that names a file outside the tree (a
# ".." component, an absolute path) or in .git is refused whole, as git
# apply refuses it ("invalid path"), and nothing is written.
rm -rf fpo && mkdir -p fpo/tree fpo/outside && git init -q fpo/tree
printf 'int f(int a)\n{\n\treturn (a);\n}\n' >fpo/outside/x.c
cp fpo/outside/x.c fpo/x.orig
abs=$(cd fpo/outside && pwd -P)/x.c
cd fpo/tree || exit 1
for p in "b/../outside/x.c" "$abs" "b/sub/../../outside/x.c" "b/.git/x.c" "b/.GIT/hooks/x.c"; do
	printf -- '--- a/x.c\n+++ %s\n@@ -1,4 +1,4 @@\n int f(int a)\n {\n-\treturn a;\n+\treturn (a);\n }\n' "$p" >"$T/out.patch"
	shown=${p#b/}
	run 2 fix --set uniform_return_parens=remove --patch "$T/out.patch"
	eq "fix: message ($p)" "uniform: $T/out.patch:2: invalid path '$shown'; nothing fixed" "$(cat "$T/err")"
	run 2 check --set uniform_return_parens=remove --patch "$T/out.patch"
	eq "check: message ($p)" "uniform: $T/out.patch:2: invalid path '$shown'; nothing checked" "$(cat "$T/err")"
done
sed 's|^+++ .*|+++ b/../outside/x.c|' "$T/out.patch" >"$T/up.patch"
eq "git apply --check" "error: invalid path '../outside/x.c'" "$(git apply --check "$T/up.patch" 2>&1)"
cmp -s ../outside/x.c ../x.orig || bad "a file outside the tree was fixed: $(cat ../outside/x.c)"
cd "$T" || exit 1
end

cd "$T" || exit 1
exit 0
