#!/bin/sh
# fix-build-objects.sh - the kernel's files still compile after "uniform
# fix", with a distribution's configuration, object by object.
#
#   sh bench/fix-build-objects.sh [FIX OPTIONS]
#
# On a copy of the tree from ../shared/corpus.sh (linux-source-6.1),
# configured with Debian's amd64 configuration (package linux-config-6.1,
# CONFIG to name another) and prepared once ("make prepare
# modules_prepare"): runs "uniform fix --diff FIX OPTIONS" over the whole
# tree (default options: every rule that fixes, uniform_scope=all),
# draws N (default 800; 0: all) of the .c files the diff changes (seed
# SEED, default 1), compiles each as kbuild's single-object target on
# the pristine text, applies the diff, compiles them again, and prints
# the files that compiled before and do not now, with the compiler's
# first error.  Exit status 1 when there is one.
#
# A header the diff changes is compiled through the drawn files that
# include it.  The copy is kept in KBUILD (default
# /var/tmp/uniform-kbuild-objects) and reused; JOBS (default: the number
# of processors) goes to make.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
corpus=${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}
tree=$("$corpus")
kb=${KBUILD:-/var/tmp/uniform-kbuild-objects}
config=${CONFIG:-/usr/src/linux-config-6.1/config.amd64_none_amd64.xz}
n=${N:-800}
seed=${SEED:-1}
jobs=${JOBS:-$(nproc)}
[ -x "$uniform" ] || make -s -C "$here/.." uniform
[ $# -gt 0 ] || set -- --rule all --set uniform_scope=all
[ -f "$config" ] || { echo "fix-build-objects.sh: no configuration at $config (apt-get install linux-config-6.1, or CONFIG=FILE)" >&2; exit 2; }
for p in flex bison bc libelf-dev libssl-dev; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q "install ok installed" ||
		{ echo "fix-build-objects.sh: the kernel build needs $p (apt-get install flex bison bc libelf-dev libssl-dev)" >&2; exit 2; }
done

if [ ! -f "$kb/.pristine" ]; then
	echo "first run: copying the tree, configuring and preparing it; this takes a while"
	rm -rf "$kb"
	mkdir -p "$kb"
	cp -a "$tree/." "$kb/src"
	case $config in
	*.xz) xz -dc "$config" >"$kb/src/.config" ;;
	*) cp "$config" "$kb/src/.config" ;;
	esac
	# No signing key, no module signing, no BTF: what a build of
	# single objects needs neither makes nor checks.
	(cd "$kb/src" && scripts/config --disable MODULE_SIG --disable DEBUG_INFO_BTF \
		--set-str SYSTEM_TRUSTED_KEYS "" --set-str SYSTEM_REVOCATION_KEYS "" &&
		make -s olddefconfig >/dev/null && make -s -j"$jobs" prepare modules_prepare) \
		>"$kb/prepare.log" 2>&1 ||
		{ echo "FAIL: the tree does not prepare: see $kb/prepare.log"; exit 1; }
	touch "$kb/.pristine"
fi
cd "$kb/src"
# restore: the files the last run changed back to the pristine text.
restore() {
	if [ -s "$kb/changed" ]; then
		(cd "$tree" && tar -cf - -T "$kb/changed") | tar -xmf -
	fi
	rm -f "$kb/changed"
}
restore
rc=0
"$uniform" fix "$@" --diff . >"$kb/fix.diff" 2>"$kb/fix.err" || rc=$?
if [ $rc -gt 1 ]; then
	echo "FAIL: uniform fix ended with status $rc: $(tail -n 3 "$kb/fix.err")"
	exit 1
fi
sed -n 's|^diff --git a/\(.*\) b/.*|\1|p' "$kb/fix.diff" >"$kb/changed"
grep '\.c$' "$kb/changed" | LC_ALL=C sort >"$kb/changed.c" || true
if [ "$n" -gt 0 ]; then
	yes "$seed" | head -c 1048576 >"$kb/seed"
	shuf -n "$n" --random-source="$kb/seed" "$kb/changed.c" | LC_ALL=C sort >"$kb/drawn"
else
	cp "$kb/changed.c" "$kb/drawn"
fi
echo "uniform fix $*: $(wc -l <"$kb/changed") files changed ($(wc -l <"$kb/changed.c") .c), $(grep -c '^@@ ' "$kb/fix.diff" || true) hunks; $(wc -l <"$kb/drawn") .c files drawn (seed $seed)"

# compile OUT: each drawn file's object made again; the objects made go
# to OUT, the log to OUT.log.
compile() {
	sed 's/\.c$/.o/' "$kb/drawn" | xargs rm -f
	# shellcheck disable=SC2046 # one word a target
	make -k -j"$jobs" $(sed 's/\.c$/.o/' "$kb/drawn") >"$1.log" 2>&1 || true
	sed 's/\.c$/.o/' "$kb/drawn" | while read -r o; do
		[ -f "$o" ] && echo "$o"
	done >"$1"
}
compile "$kb/before"
git apply --whitespace=nowarn "$kb/fix.diff" 2>"$kb/apply.err" ||
	{ echo "FAIL: git apply: $(head -n 3 "$kb/apply.err")"; restore; exit 1; }
compile "$kb/after"
comm -23 "$kb/before" "$kb/after" >"$kb/broken"
echo "compiled before the fix: $(wc -l <"$kb/before") of $(wc -l <"$kb/drawn"); after: $(wc -l <"$kb/after"); compiled before and not after: $(wc -l <"$kb/broken")"
status=0
while read -r o; do
	status=1
	echo "  ${o%.o}.c: $(grep -m 1 "^${o%.o}.c:[0-9]*:[0-9]*: error" "$kb/after.log" || echo "(no error line)")"
done <"$kb/broken"
restore
exit $status
