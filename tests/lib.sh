# lib.sh - what the command-line test scripts share (sourced, not run).
#
#   SUITE=cli
#   . "$(dirname "$0")/lib.sh"
#
# Needs U (the uniform binary) and SUITE (the prefix of test names); makes
# the temporary directory $T, removed on exit, and works in it: every test
# begins in $T or below it, never in the checkout.  A test is
# begin NAME, then assertions that call bad() when they fail, then end,
# which appends "pass SUITE/NAME" or "fail SUITE/NAME" to $RESULTS, or
# "skip SUITE/NAME" when skip() said why the test cannot run here (a skip
# is not a pass).  Every run of uniform goes through run(), which fails
# the test on a crash (status >= 128), a sanitizer or valgrind report, a
# timeout or an unexpected status.
# shellcheck disable=SC2034 # variables set here are for the scripts that source it
RESULTS=${RESULTS:-/dev/null}
VALGRIND=${VALGRIND:-}
umask 022
export LC_ALL=C

# The checkout the suite runs from (the caller is a script of tests/).
TOP=$(cd "$(dirname "$0")/.." && pwd)
T=$(mktemp -d) || exit 1
# Restore permissions (tests chmod 000 some entries) before removing.
trap 'chmod -R u+rwx "$T" 2>/dev/null; rm -rf "$T"' EXIT
trap 'exit 130' HUP INT TERM
chmod 755 "$T"	# readable by the unprivileged user of the permission tests
cd "$T" || exit 1
TP=$(pwd -P)

# Most tests' files have one or two comments, which a check of whole
# files leaves to the file's own practice; tests about other things hold
# every comment to the convention with $FP.
FP="--set uniform_file_practice=false"

name=
ok=1
why=
skipped=

begin() {
	last=$name
	name=$1
	ok=1
	why=
	skipped=
	# A test starts in $T or below it: a test that leaves the shell
	# elsewhere fails the next one, which goes back to $T before it
	# writes anything (in the checkout, once).
	case $(pwd -P)/ in
	"$TP"/*) ;;
	*)
		bad "begins in $(pwd), outside $T, where ${last:-the script} left the shell"
		cd "$T" || exit 1
		;;
	esac
}

bad() {
	ok=0
	why="$why
    $*"
}

# skip REASON: the test cannot run here; it is neither passed nor failed.
skip() {
	skipped=$*
}

end() {
	if [ -n "$skipped" ]; then
		echo "skip $SUITE/$name" >>"$RESULTS"
		echo "SKIP $SUITE/$name: $skipped"
	elif [ "$ok" = 1 ]; then
		echo "pass $SUITE/$name" >>"$RESULTS"
	else
		echo "fail $SUITE/$name" >>"$RESULTS"
		printf 'FAIL %s/%s:%s\n' "$SUITE" "$name" "$why"
	fi
}

# run STATUS [ARG]...: run uniform with ARGs, stdout to $T/out, stderr to
# $T/err, stdin from $IN, its peak memory in KiB to $T/rss (with GNU time,
# not under valgrind).  STATUS may be a list such as "0|1|2".  $WRAP
# (unquoted) goes before the binary $BIN (normally $U), e.g. setpriv;
# $TMO is the timeout in seconds, times $TMO_SCALE (valgrind.sh sets it).
IN=/dev/null
WRAP=
TMO=20
BIN=$U
TIMEV=
[ -x /usr/bin/time ] && [ -z "$VALGRIND" ] && TIMEV="/usr/bin/time -f %M -o $T/rss"
run() {
	exp=$1
	shift
	echo 0 >"$T/rss"
	# shellcheck disable=SC2086 # $WRAP and $TIMEV are word lists
	timeout -k 5 "$((TMO * ${TMO_SCALE:-1}))" $TIMEV $WRAP "$BIN" "$@" <"$IN" >"$T/out" 2>"$T/err.all"
	rc=$?
	# $T/err: stderr less check's last line, the summary ("N findings
	# in M files ..."), which the tests of other messages need not
	# spell out; $T/err.all: all of it, for the tests of the summary.
	sed '$ { /^[0-9][0-9]* findings* in [0-9][0-9]* files*\( (.*)\)*$/d; }' "$T/err.all" >"$T/err"
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
		bad "uniform $*: timed out after $TMO s, or killed (status $rc)"
	elif [ "$rc" -ge 128 ]; then
		bad "uniform $*: crashed, status $rc (signal $((rc - 128)))"
		bad "  stderr: $(head -c 600 "$T/err")"
	elif grep -q -e 'Sanitizer' -e 'runtime error:' -e '^==[0-9]*==' "$T/err"; then
		bad "uniform $*: sanitizer or valgrind report (status $rc):"
		bad "  $(grep -m 3 -e 'Sanitizer' -e 'runtime error:' -e '^==[0-9]*==' "$T/err")"
	else
		case "|$exp|" in
		*"|$rc|"*) ;;
		*)
			bad "uniform $*: expected status $exp, got $rc"
			bad "  stderr: $(head -c 400 "$T/err")"
			;;
		esac
	fi
	return 0
}

# same WHAT EXPECTED_FILE GOT_FILE: byte-identical files.
same() {
	if ! cmp -s "$2" "$3"; then
		bad "$1 differs (- expected, + got):"
		bad "$(diff -u "$2" "$3" | sed -n '3,22p')"
	fi
}

# eq WHAT EXPECTED GOT: equal strings.
eq() {
	if [ "$2" != "$3" ]; then
		bad "$1: expected '$2', got '$3'"
	fi
}

# empty WHAT FILE
empty() {
	if [ -s "$2" ]; then
		bad "$1: expected nothing, got: $(head -c 300 "$2")"
	fi
}

# nonempty WHAT FILE
nonempty() {
	if ! [ -s "$2" ]; then
		bad "$1: expected some output, got none"
	fi
}

# jqt WHAT FILE EXPR: EXPR is true of the JSON in FILE.
jqt() {
	if ! jq -e "$3" "$2" >/dev/null 2>"$T/jqerr"; then
		bad "$1: jq '$3' is not true: $(head -c 200 "$T/jqerr")"
		bad "  got: $(jq -c "$3" "$2" 2>&1 | head -c 300)"
	fi
}

# sarif WHAT FILE: FILE validates against the SARIF 2.1.0 schema.
sarif() {
	if [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import jsonschema' 2>/dev/null; then
		/usr/bin/python3 "$REPO/tests/sarif-validate.py" "$REPO/tests/data/sarif-2.1.0.json" "$2" >"$T/val" 2>&1 ||
			bad "$1: SARIF does not validate: $(head -c 300 "$T/val")"
	else
		bad "python3-jsonschema is missing (sh scripts/deps.sh test installs it)"
	fi
}

# rss_below WHAT KIB: the last run's peak memory stayed below KIB (not
# measured under valgrind, which has a heap of its own).
rss_below() {
	[ -n "$VALGRIND" ] && return 0
	if [ -z "$TIMEV" ]; then
		bad "$1: /usr/bin/time is missing (sh scripts/deps.sh test installs it)"
		return 0
	fi
	got=$(tail -n 1 "$T/rss")
	if [ "$got" -ge "$2" ]; then
		bad "$1: peak memory $got KiB, expected below $2 KiB"
	fi
}

# expect FILE: write stdin to FILE (an expected output).
expect() {
	cat >"$1"
}

# fifo_writer FIFO TEXT: a writer that holds FIFO open (and has written
# TEXT into it) before this returns, and closes it once another process
# has opened it, so a reader sees TEXT, then the end, whichever of the
# two comes first (no race on who opens first); its pid is in $writer.
# Only the holder (a sleep) has the FIFO open: the watcher never does,
# so no child it forks can be mistaken for the reader between its fork
# and its exec.
fifo_writer() {
	rm -f "$1.held"
	# shellcheck disable=SC2016 # expanded by the writer's shell
	sh -c '(exec 3<>"$1"
		printf "%s" "$2" >&3
		: >"$1.held"
		exec sleep 60) &
		h=$!
		trap "kill \$h 2>/dev/null; exit 0" TERM
		until find /proc/[0-9]*/fd -lname "$3" 2>/dev/null |
			grep -v "^/proc/$h/" | grep -q .; do
			sleep 0.05
		done
		kill "$h" 2>/dev/null
		wait "$h" 2>/dev/null
		exit 0' sh "$1" "$2" "$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")" &
	writer=$!
	while [ ! -e "$1.held" ]; do sleep 0.05; done
	rm -f "$1.held"
}

# csvrow FILE GROUP: the CSV row of GROUP.
csvrow() {
	grep "^$2," "$1"
}

# nobody FILE: permissions do not bind root, so as root set PWRAP to run
# uniform as user 65534 (with BIN=$PBIN WRAP=$PWRAP run ...), PBIN to a
# copy of uniform in $T when that user cannot run $U (a clone under a
# home directory of mode 0700), and nobody_skip to why it cannot be done
# (no setpriv, FILE unreadable, uniform still not runnable: a wrapper such
# as valgrind.sh's must keep what it runs where anyone can reach it).
nobody() {
	PWRAP=
	PBIN=$U
	nobody_skip=
	[ "$(id -u)" = 0 ] || return 0
	if ! command -v setpriv >/dev/null 2>&1; then
		nobody_skip="running as root without setpriv"
		return 0
	fi
	PWRAP="setpriv --reuid=65534 --regid=65534 --clear-groups"
	if ! $PWRAP "$U" --version >/dev/null 2>&1; then
		cp "$U" "$T/uniform-copy" && chmod 755 "$T/uniform-copy"
		PBIN=$T/uniform-copy
	fi
	nobody_lsan
	if ! $PWRAP test -r "$1"; then
		nobody_skip="user 65534 cannot read $T/$1"
	elif ! $PWRAP "$PBIN" --version >/dev/null 2>"$T/nobody.err"; then
		nobody_skip="user 65534 cannot run $PBIN: $(head -c 300 "$T/nobody.err")"
	fi
	return 0
}

# LeakSanitizer reads the suppressions named in LSAN_OPTIONS only when it
# finds a leak, and dies if it cannot: user 65534 gets a copy in $T.
nobody_lsan() {
	opts=":${LSAN_OPTIONS:-}"
	case $opts in
	*:suppressions=*) ;;
	*) return 0 ;;
	esac
	pre=${opts%%:suppressions=*}
	rest=${opts#"$pre":suppressions=}
	supp=${rest%%:*}
	$PWRAP test -r "$supp" && return 0
	cp "$supp" "$T/lsan.supp" && chmod 644 "$T/lsan.supp"
	opts="$pre:suppressions=$T/lsan.supp${rest#"$supp"}"
	LSAN_OPTIONS=${opts#:}
	export LSAN_OPTIONS
}

# registry_syms KINDS: the C names of the registry's entries
# (src/aspects/registry.h) of the kinds in KINDS ("R", "A" or "RA": rules,
# aspects' rules), in its order.
registry_syms() {
	sed -n "s/^[[:space:]]*[$1](\([A-Z_]*\), \([a-z_]*\)[,)].*/\2/p" "$TOP/src/aspects/registry.h"
}

# registry_aspects: the aspects of the registry, sorted, as a JSON
# array: what jq's keys gives of an object with one member per aspect.
registry_aspects() {
	registry_syms A | tr _ - | LC_ALL=C sort | jq -R . | jq -cs .
}

# claims_tree DIR: a small Linux tree whose guides make claims: a
# MAINTAINERS with netdev's net/ and a wireless section of its own
# (net/wl), the guides' words for the comments, netdev's order and the
# licence line; net/core in reverse-xmas order and net-style comments,
# net/wl in other order, lib with net-style comments, drivers/foo
# customary and in other order, and a .c and a .h licence line.
claims_tree() {
	mkdir -p "$1/Documentation/process" "$1/net/core" "$1/net/wl" "$1/lib" "$1/drivers/foo"
	for f in Kbuild Kconfig Makefile; do : >"$1/$f"; done
	printf '%s\n' 'NETWORKING [GENERAL]' 'L:	netdev@vger.kernel.org' \
		'T:	git git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net.git' \
		'F:	net/' '' 'WL' 'L:	linux-wireless@vger.kernel.org' \
		'T:	git git://git.kernel.org/pub/scm/linux/kernel/git/wireless/wireless.git' \
		'F:	net/wl/' '' 'THE REST' 'F:	*' >"$1/MAINTAINERS"
	printf 'The preferred style for long (multi-line) comments is:\nFor files in net/ and drivers/net/ the preferred style is different.\n' \
		>"$1/Documentation/process/coding-style.rst"
	printf 'What is "reverse xmas tree"?\n' >"$1/Documentation/process/maintainer-netdev.rst"
	printf '      C source:\t// SPDX-License-Identifier: <SPDX License Expression>\n      C header:\t/* SPDX-License-Identifier: <SPDX License Expression> */\n' \
		>"$1/Documentation/process/license-rules.rst"
	xmas='int f%s(void)\n{\n\tstruct very_long_name *p;\n\tlong b;\n\tint a;\n\n\treturn a + b + !p;\n}\n'
	other='int g%s(void)\n{\n\tint a;\n\tstruct very_long_name *p;\n\tlong b;\n\n\treturn a + b + !p;\n}\n'
	for i in $(seq 1 30); do printf "$xmas" "x$i" >>"$1/net/core/b.c"; done
	for i in $(seq 1 25); do
		printf "$xmas" "$i" >>"$1/net/core/a.c"
		printf "$other" "$i" >>"$1/net/wl/a.c"
		printf '/* text\n * more\n */\nint n%s;\n' "$i" | tee -a "$1/net/core/a.c" >>"$1/lib/a.c"
		printf '/*\n * text\n */\nint c%s;\n' "$i" >>"$1/drivers/foo/a.c"
		printf "$other" "$i" >>"$1/drivers/foo/a.c"
	done
	printf '// SPDX-License-Identifier: GPL-2.0\nint x;\n' >"$1/lib/b.c"
	printf '/* SPDX-License-Identifier: GPL-2.0 */\nint y;\n' >"$1/lib/b.h"
}
