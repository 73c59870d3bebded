#!/bin/sh
# uniform.sh - a test of netdev's patch CI (NIPA) that runs uniform on the
# commit at HEAD.
#
#   cp -r contrib/nipa/uniform tests/patch/   (in a checkout of NIPA)
#
# NIPA runs it in the kernel tree with the patch committed as HEAD and a
# descriptor for a one-line summary in DESC_FD.  It checks the lines the
# commit adds (--changed HEAD~1) with netdev's current conventions, the
# linux preset's: a block's declarations longest first ("reverse xmas
# tree") where MAINTAINERS gives the file to netdev's trees, and the
# kernel's rules for the rest of the added lines. netdev dropped its
# comment style in Linux 6.11; UNIFORM_NET_COMMENTS=1 asks for it again
# (the linux-6.10 preset). Exit status: 0 nothing reported, 1 findings
# (fail), 250 when uniform could not run (a warning, as NIPA takes it).
# UNIFORM names the program when it is not "uniform" on PATH.
uniform=${UNIFORM:-uniform}
out=${RESULTS_DIR:-.}/uniform.txt
preset=linux
[ "${UNIFORM_NET_COMMENTS:-0}" = 1 ] && preset=linux-6.10

summary() {
	if [ -n "${DESC_FD:-}" ]; then
		echo "$1" >&"$DESC_FD"
	else
		echo "$1"
	fi
}

if ! command -v "$uniform" >/dev/null 2>&1; then
	summary "uniform is not installed"
	exit 250
fi
"$uniform" check --preset "$preset" --changed HEAD~1 --color=never --stats \
	>"$out" 2>&1
status=$?
cat "$out"
findings=$(sed -n 's/^total  *\([0-9]*\) .*/\1/p' "$out")
case $status in
0) summary "uniform: no finding in the lines added" ;;
1) if [ "${findings:-}" = 1 ]; then
	summary "uniform: 1 finding in the lines added"
   else
	summary "uniform: ${findings:-some} findings in the lines added"
   fi
   exit 1 ;;
*) summary "uniform failed (status $status)"
   exit 250 ;;
esac
exit 0
