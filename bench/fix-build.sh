#!/bin/sh
# fix-build.sh - the kernel still builds after "uniform fix", and a fix of
# comments changes no object code.
#
#   sh bench/fix-build.sh [FIX OPTIONS]
#
# On a copy of the tree from ../shared/corpus.sh (linux-source-6.1):
# "make defconfig", then builds the directories in DIRS (default "crypto
# net/ipv4") and records, for every object file built there, a digest of
# its disassembly with relocations and of its data sections; runs
# "uniform fix FIX OPTIONS" over DIRS (default options: "--preset
# linux-6.10", the comment rules of the preset that matches checkpatch
# 6.1); builds DIRS again and compares.  Prints the files fix changed,
# how many of them the configuration compiles, whether the build passed,
# and the objects whose code or data changed.
#
# Line numbers are left out of the comparison on purpose: a comment fix
# may move code up or down, which changes the line numbers that BUG() and
# WARN() store and that calls such as __might_sleep(__FILE__, __LINE__)
# pass, not what the code does.  Both builds therefore see __LINE__ as 0
# (KCFLAGS includes a header that redefines it, marked as a system header
# so that gcc does not warn), and then an object whose code or data
# differs differs in something else.
# Exit status 1 when the build fails, or when FIX OPTIONS name no rule
# other than the comment rules and an object's code or data changed.
#
# The copy and its first build are kept in KBUILD (default
# /var/tmp/uniform-kbuild) and reused: the first run takes the time of a
# defconfig build of DIRS plus "make prepare", later runs only rebuild
# what fix touched.  JOBS (default: the number of processors) goes to make.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
corpus=${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}
tree=$("$corpus")
kb=${KBUILD:-/var/tmp/uniform-kbuild}
dirs=${DIRS:-crypto net/ipv4}
jobs=${JOBS:-$(nproc)}
[ -x "$uniform" ] || make -s -C "$here/.." uniform
[ $# -gt 0 ] || set -- --preset linux-6.10
for p in flex bison bc libelf-dev libssl-dev; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q "install ok installed" ||
		{ echo "fix-build.sh: the kernel build needs $p (apt-get install flex bison bc libelf-dev libssl-dev)" >&2; exit 2; }
done

# digest DIR OUT: one line per object under DIR, its name and a digest of
# its code (disassembly with relocations, without addresses of lines) and
# of its data sections.
digest() {
	find $1 -name '*.o' ! -name '*.mod.o' ! -name 'built-in.a' | LC_ALL=C sort |
	while read -r o; do
		d=$( { objdump -d -r --no-show-raw-insn "$o" | tail -n +3
			objdump -s -j .data -j .rodata "$o" 2>/dev/null | tail -n +3; } |
			sha1sum | cut -c 1-16)
		echo "$o $d"
	done >"$2"
}

build() {
	make -s -j"$jobs" KCFLAGS="-include $kb/line0.h" $(for d in $dirs; do echo "${d%/}/"; done) >"$kb/build.log" 2>&1
}

if [ ! -f "$kb/.pristine" ]; then
	echo "first run: copying the tree and building $dirs (defconfig); this takes a while"
	rm -rf "$kb"
	mkdir -p "$kb"
	printf '#pragma GCC system_header\n#undef __LINE__\n#define __LINE__ 0\n' >"$kb/line0.h"
	cp -a "$tree/." "$kb/src"
	(cd "$kb/src" && make -s defconfig >/dev/null && build) ||
		{ echo "FAIL: the pristine tree does not build: see $kb/build.log"; exit 1; }
	(cd "$kb/src" && digest "$dirs" "$kb/before")
	[ -s "$kb/before" ] || { echo "FAIL: the build made no object in $dirs"; exit 1; }
	(cd "$kb/src" && find $dirs -name '*.[ch]' | LC_ALL=C sort | tar -cf "$kb/sources.tar" -T -)
	touch "$kb/.pristine"
fi
cd "$kb/src"
# restore: the files the last fix changed back to the pristine text, with
# the time of now (tar -m), so that the next build compiles them again.
restore() {
	[ -s "$kb/changed" ] && tar -xmf "$kb/sources.tar" -T "$kb/changed"
	rm -f "$kb/changed"
}
restore
status=0
rc=0
"$uniform" fix "$@" --diff $dirs >"$kb/fix.diff" 2>"$kb/fix.err" || rc=$?
if [ $rc -gt 1 ]; then
	echo "FAIL: uniform fix ended with status $rc: $(tail -n 3 "$kb/fix.err")"
	exit 1
fi
sed -n 's|^diff --git a/\(.*\) b/.*|\1|p' "$kb/fix.diff" >"$kb/changed"
git apply --whitespace=nowarn "$kb/fix.diff"
built=0
while read -r f; do
	case $f in
	*.c) [ -f "${f%.c}.o" ] && built=$((built + 1)) ;;
	esac
done <"$kb/changed"
echo "uniform fix $* over $dirs: $(wc -l <"$kb/changed") files changed, $(grep -c '^@@ ' "$kb/fix.diff" || true) hunks; $built of the changed .c files are compiled by defconfig"
if build; then
	echo "build after the fix: passed"
else
	echo "FAIL: build after the fix: see $kb/build.log"
	tail -n 20 "$kb/build.log"
	status=1
fi
digest "$dirs" "$kb/after"
join "$kb/before" "$kb/after" | awk '$2 != $3 { print $1 }' >"$kb/differ"
echo "objects whose code or data changed: $(wc -l <"$kb/differ") of $(wc -l <"$kb/after")"
sed 's/^/    /' "$kb/differ" | head -n 40
case " $* " in
*" --rule "*) ;;
*) [ -s "$kb/differ" ] && status=1 ;;
esac
restore
exit $status
