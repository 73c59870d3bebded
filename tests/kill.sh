#!/bin/sh
# kill.sh - uniform fix killed mid-write loses nothing.
#
#   sh tests/kill.sh /abs/path/to/uniform
#
# A generated tree of 2,000 files, each with one '|' to make '||'; uniform
# fix runs over it and is killed with SIGKILL at 20 random moments.  After
# each kill every file must be exactly its original or exactly its fixed
# version; a last run to the end fixes them all and leaves no temporary
# file behind.
U=$1
SUITE=kill
. "$(dirname "$0")/lib.sh"

# gen DIR WHICH: the tree, with '|' (orig) or '||' (fixed).
gen() {
	awk -v dir="$1" -v op="$2" 'BEGIN {
		for (i = 0; i < 2000; i++) {
			f = sprintf("%s/d%02d/f%04d.c", dir, i % 40, i)
			if (i < 40)
				system("mkdir -p " dir "/d" sprintf("%02d", i))
			printf "/* File %d. */\nint f%d(int a, int b)\n{\n", i, i >f
			printf "\tif ((a < %d) %s (b > %d))\n\t\treturn 1;\n", i, op, i >f
			printf "\treturn 0;\n}\n" >f
			close(f)
		}
	}'
}

# sums DIR: "md5 path" of every file under DIR, paths relative to it.
sums() {
	(cd "$1" && find . -type f -name '*.c' | sort | xargs md5sum)
}

begin killed-mid-write
# On a memory file system when there is one: the test is about a process
# killed, not a machine losing power, and synced writes to a disk would
# make it slow.
W=$(mktemp -d /dev/shm/uniform-kill.XXXXXX 2>/dev/null) || W=$T/work
mkdir -p "$W" && cd "$W" || exit 1
trap 'rm -rf "$W"; chmod -R u+rwx "$T" 2>/dev/null; rm -rf "$T"' EXIT
gen orig '|'
gen fixed '||'
ARGS="--no-rule long-identifier --no-rule redundant-parens -j 2"
# How long a whole run takes here: the kills fall within it.
cp -r orig tree
start=$(date +%s%N)
# shellcheck disable=SC2086 # $ARGS is a word list
"$U" fix $ARGS tree >/dev/null 2>&1
ms=$((($(date +%s%N) - start) / 1000000))
sums orig >orig.sums
sums fixed >fixed.sums
kills=0
mixed=0
k=0
# 20 kills, each at a random moment of a run; a run that ends before its
# kill (the machine may be slower or faster than the timed run) does not
# count, and the next moments are drawn from a shorter window.
while [ "$kills" -lt 20 ] && [ "$k" -lt 80 ]; do
	k=$((k + 1))
	rm -rf tree && cp -r orig tree
	# shellcheck disable=SC2086 # $ARGS is a word list
	"$U" fix $ARGS tree >/dev/null 2>&1 &
	pid=$!
	# a random moment within the run
	sleep "$(awk -v s="$k" -v ms="$ms" 'BEGIN { srand(s); printf "%.3f", (5 + rand() * 0.8 * ms) / 1000 }')"
	if kill -9 "$pid" 2>/dev/null; then
		kills=$((kills + 1))
	else
		ms=$((ms * 3 / 4))
	fi
	wait "$pid" 2>/dev/null
	sums tree >tree.sums
	# each line of tree.sums must be a line of orig.sums or of fixed.sums
	awk 'FILENAME != "tree.sums" { ok[$0] = 1; next } !($0 in ok) { print $2 }' \
		orig.sums fixed.sums tree.sums >bad.txt
	[ -s bad.txt ] && bad "after kill $k: neither original nor fixed: $(head -n 3 bad.txt)"
	[ "$(wc -l <tree.sums)" -eq 2000 ] || bad "after kill $k: $(wc -l <tree.sums) files, not 2000"
	n=$(awk 'FILENAME == "fixed.sums" { ok[$0] = 1; next } $0 in ok' fixed.sums tree.sums | wc -l)
	[ "$n" -gt 0 ] && [ "$n" -lt 2000 ] && mixed=$((mixed + 1))
done
echo "kill: $kills runs killed in $k, $mixed of them between the first and the last file written (a whole run: $ms ms)" >&2
[ "$mixed" -ge 5 ] || bad "only $mixed kills fell while files were being written"
[ "$kills" -eq 20 ] || bad "only $kills of $k runs were killed mid-way (a run takes $ms ms)"
# shellcheck disable=SC2086
"$U" fix $ARGS tree >/dev/null 2>"$T/err"
eq "last run's status" 0 "$?"
sums tree >tree.sums
cmp -s fixed.sums tree.sums || bad "after the last run the tree is not the fixed tree"
eq "temporary files left" "" "$(find tree -name '.*.uniform-*')"
end

exit 0
