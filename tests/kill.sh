#!/bin/sh
# kill.sh - uniform fix killed mid-write loses nothing.
#
#   sh tests/kill.sh /abs/path/to/uniform
#
# A generated tree of 2,000 files, each with one '|' to make '||'; uniform
# fix runs over it and is stopped at random moments by SIGKILL (20 times),
# SIGTERM, SIGINT and SIGHUP (8 times each), and once by its reader going
# away (SIGPIPE: "uniform fix | head -n 1").  After each stop every file must be exactly
# its original or exactly its fixed version.  The signals that can be
# caught must also leave no temporary file behind and end uniform as the
# signal does (status 128 + N); SIGKILL cannot be caught, so what it
# leaves is only counted, and removed by the test: uniform removes no file
# it did not make in the same run.  A last run to the end fixes them all.
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
# check_tree WHAT: every file original or fixed, 2,000 of them.
check_tree() {
	sums tree >tree.sums
	# each line of tree.sums must be a line of orig.sums or of fixed.sums
	awk 'FILENAME != "tree.sums" { ok[$0] = 1; next } !($0 in ok) { print $2 }' \
		orig.sums fixed.sums tree.sums >bad.txt
	[ -s bad.txt ] && bad "$1: neither original nor fixed: $(head -n 3 bad.txt)"
	[ "$(wc -l <tree.sums)" -eq 2000 ] || bad "$1: $(wc -l <tree.sums) files, not 2000"
	n=$(awk 'FILENAME == "fixed.sums" { ok[$0] = 1; next } $0 in ok' fixed.sums tree.sums | wc -l)
	[ "$n" -gt 0 ] && [ "$n" -lt 2000 ] && mixed=$((mixed + 1))
}

# stop SIGNAL NUMBER RUNS: runs stopped by the signal at random moments.
stop() {
	kills=0
	mixed=0
	k=0
	leftover=0
	window=$ms
	# Each kill at a random moment of a run; a run that ends before its
	# kill (the machine may be slower or faster than the timed run) does
	# not count, and the next moments are drawn from a shorter window.
	while [ "$kills" -lt "$3" ] && [ "$k" -lt $(($3 * 4)) ]; do
		k=$((k + 1))
		rm -rf tree && cp -r orig tree
		# A background job of a shell without job control starts with
		# SIGINT ignored: env gives it the default action back.
		dfl="env --default-signal=$1"
		[ "$1" = KILL ] && dfl=
		# shellcheck disable=SC2086 # $ARGS and $dfl are word lists
		$dfl "$U" fix $ARGS tree >/dev/null 2>&1 &
		pid=$!
		sleep "$(awk -v s="$k" -v ms="$window" 'BEGIN { srand(s); printf "%.3f", (5 + rand() * 0.8 * ms) / 1000 }')"
		if kill -s "$1" "$pid" 2>/dev/null; then
			kills=$((kills + 1))
		else
			window=$((window * 3 / 4))
		fi
		wait "$pid" 2>/dev/null
		rc=$?
		check_tree "after $1 $k"
		tmp=$(find tree -name '.*.uniform-*' | wc -l)
		if [ "$1" = KILL ]; then
			leftover=$((leftover + tmp))
			continue
		fi
		[ "$tmp" -eq 0 ] || bad "after $1 $k: $tmp temporary files left"
		[ "$rc" -eq 0 ] || [ "$rc" -eq "$((128 + $2))" ] ||
			bad "after $1 $k: status $rc, not $((128 + $2))"
	done
	echo "kill: SIG$1: $kills runs stopped in $k, $mixed of them between the first and the last file written (a whole run: $ms ms); $leftover temporary files left" >&2
	[ "$mixed" -ge $(($3 / 4)) ] || bad "SIG$1: only $mixed stops fell while files were being written"
	[ "$kills" -eq "$3" ] || bad "SIG$1: only $kills of $k runs were stopped mid-way (a run takes $ms ms)"
}

stop KILL 9 20
# What SIGKILL left are temporary files of the run it killed, by name.
find tree -name '.*.uniform-*' >left.txt
grep -v '/\.f[0-9]*\.c\.uniform-[A-Za-z0-9]\{6\}$' left.txt >odd.txt && bad "odd leftovers: $(head -n 3 odd.txt)"
xargs rm -f <left.txt
stop TERM 15 8
stop INT 2 8
stop HUP 1 8
# The reader goes away after the first line: uniform ends as SIGPIPE ends
# a program, once the file it is writing is in place.
rm -rf tree && cp -r orig tree
# shellcheck disable=SC2086
{ "$U" fix $ARGS tree 2>/dev/null; echo $? >pipe.rc; } | head -n 1 >/dev/null
mixed=0
check_tree "after SIGPIPE"
eq "status after SIGPIPE" 141 "$(cat pipe.rc)"
eq "temporary files left after SIGPIPE" "" "$(find tree -name '.*.uniform-*')"
# shellcheck disable=SC2086
"$U" fix $ARGS tree >/dev/null 2>"$T/err"
eq "last run's status" 0 "$?"
sums tree >tree.sums
cmp -s fixed.sums tree.sums || bad "after the last run the tree is not the fixed tree"
eq "temporary files left" "" "$(find tree -name '.*.uniform-*')"
end

exit 0
