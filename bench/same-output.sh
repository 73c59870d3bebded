#!/bin/sh
# same-output.sh - whether a change of uniform's structure kept its
# outputs byte for byte.
#
#   sh bench/same-output.sh save DIR [TREE]...
#   sh bench/same-output.sh compare DIR [TREE]...
#
# Runs the outputs a redesign must not change over each TREE (default:
# the Linux tree from ../shared/corpus.sh), at its top, with the
# uniform at the repository's top:
#
#   census.json       census --format json
#   aspects.list      census --aspect all --list
#   aspects.json      census --aspect all --format json
#   check.json        check --format json (the defaults)
#   check-linux.json  check --preset linux --format json
#   check-all.json    check with every rule, long-identifier and strict
#                     parentheses included, uniform_scope=all
#   check-all.sarif   the same as SARIF
#   fix.diff          fix --diff with every rule, uniform_scope=all
#
# "save" keeps them, compressed, with their digests in DIR/TREENAME;
# "compare" makes them again and names each that differs (status 1),
# with the first lines of the difference.  Each command's exit status
# is kept with its output, so a change of status is a difference too.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
[ $# -ge 2 ] || { echo "usage: same-output.sh save|compare DIR [TREE]..." >&2; exit 2; }
mode=$1
dir=$2
shift 2
case $mode in save | compare) ;; *) echo "same-output.sh: save or compare, not '$mode'" >&2; exit 2 ;; esac
[ -x "$uniform" ] || make -s -C "$here/.." uniform
if [ $# -eq 0 ]; then
	set -- "$("${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}")"
fi
every="--rule all --set uniform_scope=all --set uniform_redundant_parens=strict"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# outputs TREE OUT: every output of TREE into OUT, each NAME with its
# status in NAME.status.
outputs() {
	(
		cd "$1"
		o=$2
		one() {
			name=$1
			shift
			rc=0
			"$uniform" "$@" >"$o/$name" 2>"$o/$name.err" || rc=$?
			echo "$rc" >"$o/$name.status"
		}
		one census.json census --format json
		one aspects.list census --aspect all --list
		one aspects.json census --aspect all --format json
		one check.json check --format json
		one check-linux.json check --preset linux --format json
		# shellcheck disable=SC2086 # $every is a word list
		one check-all.json check $every --format json
		# shellcheck disable=SC2086
		one check-all.sarif check $every --format sarif
		# shellcheck disable=SC2086
		one fix.diff fix $every --diff
	)
}

status=0
for t in "$@"; do
	t=$(cd "$t" && pwd)
	name=$(basename "$t")
	mkdir -p "$tmp/$name"
	outputs "$t" "$tmp/$name"
	if [ "$mode" = save ]; then
		rm -rf "${dir:?}/$name"
		mkdir -p "$dir/$name"
		(cd "$tmp/$name" && sha256sum -- * >"$dir/$name/SHA256SUMS")
		for f in "$tmp/$name"/*; do
			gzip -c "$f" >"$dir/$name/$(basename "$f").gz"
		done
		echo "$name: saved $(find "$tmp/$name" -type f | wc -l) outputs in $dir/$name"
		continue
	fi
	[ -f "$dir/$name/SHA256SUMS" ] || { echo "$name: nothing saved in $dir/$name" >&2; exit 2; }
	bad=$(cd "$tmp/$name" && sha256sum --quiet -c "$dir/$name/SHA256SUMS" 2>/dev/null |
		sed -n 's/: FAILED.*//p') || true
	if [ -z "$bad" ]; then
		echo "$name: all $(wc -l <"$dir/$name/SHA256SUMS") outputs identical"
		continue
	fi
	status=1
	for f in $bad; do
		echo "$name: $f differs:"
		gzip -dc "$dir/$name/$f.gz" | diff - "$tmp/$name/$f" | head -n 8 | sed 's/^/    /'
	done
done
exit $status
