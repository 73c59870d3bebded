#!/bin/sh
# nipa-demo.sh - contrib/nipa/uniform on commits made of real kernel code.
#
#   sh bench/nipa-demo.sh LINUX_TREE [UNIFORM]
#
# Makes a git repository of a few files of LINUX_TREE (its top files,
# MAINTAINERS and the guides the claims read, net/core/sock.c and
# net/mac80211/util.c), each commit adding back one real function that
# the base commit took out, and runs the NIPA test at each, as NIPA
# would with the patch as HEAD.  Prints each commit, the test's summary
# line and its exit status.  Outside CI: it needs a kernel tree.
set -eu
K=$(cd "$1" && pwd)
U=${2:-$(dirname "$0")/../uniform}
U=$(cd "$(dirname "$U")" && pwd)/$(basename "$U")
TEST=$(cd "$(dirname "$0")/.." && pwd)/contrib/nipa/uniform/uniform.sh
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
git init -q .
git config user.email demo@example.org
git config user.name demo
for f in Kbuild Kconfig Makefile MAINTAINERS \
	Documentation/process/coding-style.rst \
	Documentation/process/maintainer-netdev.rst \
	Documentation/process/maintainer-tip.rst \
	Documentation/process/license-rules.rst \
	net/core/sock.c net/mac80211/util.c; do
	mkdir -p "$(dirname "$f")"
	cp "$K/$f" "$f"
done

# func FILE START: the lines of the function whose definition starts on
# line START of FILE, to its closing brace in the first column.
func() {
	awk -v s="$2" 'NR >= s { print NR; if ($0 == "}") exit }' "$1" | sed -n '1p;$p' | paste -sd,
}

# The functions, in the order of their files: netdev's, in order;
# netdev's, out of order; mac80211's, out of order (its own tree:
# netdev's order is not asked there).
set -- \
	"net/core/sock.c" "$(grep -n '^static int sock_timestamping_bind_phc' net/core/sock.c | cut -d: -f1)" "net: sock_timestamping_bind_phc (netdev, reverse xmas)" \
	"net/core/sock.c" "$(grep -n '^void sock_wfree(struct sk_buff \*skb)$' net/core/sock.c | cut -d: -f1)" "net: sock_wfree (netdev, other order)" \
	"net/mac80211/util.c" "$(grep -n '^int ieee80211_frame_duration' net/mac80211/util.c | cut -d: -f1)" "mac80211: ieee80211_frame_duration (its own tree)"
mkdir -p "$W/orig"
cp net/core/sock.c "$W/orig/sock.c"
cp net/mac80211/util.c "$W/orig/util.c"
# The base: every function taken out (from the last, so the line numbers hold).
for pass in 3 2 1; do
	eval "f=\${$((pass * 3 - 2))} at=\${$((pass * 3 - 1))}"
	range=$(func "$W/orig/$(basename "$f")" "$at")
	sed -i "${range}d" "$f"
done
git add -A && git commit -q -m base
n=0
while [ $# -gt 0 ]; do
	f=$1 at=$2 what=$3
	shift 3
	n=$((n + 1))
	range=$(func "$W/orig/$(basename "$f")" "$at")
	# Back where it was: the functions after it are still out.
	start=${range%,*}
	sed -n "${range}p" "$W/orig/$(basename "$f")" >"$W/fn"
	awk -v at="$start" -v fn="$W/fn" 'NR == at { while ((getline l < fn) > 0) print l } { print }' "$f" >"$W/new"
	cp "$W/new" "$f"
	git commit -q -am "$what"
	printf '%s\n' "commit $n: $what (+$(wc -l <"$W/fn") lines)"
	status=0
	UNIFORM=$U DESC_FD=3 RESULTS_DIR=$W sh "$TEST" >"$W/out" 3>"$W/desc" 2>&1 || status=$?
	printf '  summary: %s\n  status: %s\n' "$(cat "$W/desc")" "$status"
	grep -E '^\S+:[0-9]+:[0-9]+: ' "$W/out" | sed 's/^/  /' || true
done
