#!/bin/sh
# Cross-check `uniform census --list` against the independent Python
# reference classifier (tests/ref/classify.py).
#
#   bench/crosscheck.sh TREE DIR...
#
# For each DIR (relative to TREE, e.g. crypto, net): list the regular .c and
# .h files under TREE/DIR (symlinks not followed, names starting with '.'
# skipped), run the reference on them and `$UNIFORM census --list DIR`
# (both from inside TREE), sort both outputs, and diff them.  Prints, per
# DIR, the comment count of each side and the number of differing lines, plus
# the first 20 of those lines ('<' reference only, '>' uniform only).
#
# Environment: UNIFORM (default: the uniform binary at the repo root),
#              PYTHON (default: python3).
# Exit status: 0 no differences, 1 differences, 2 usage or tool failure.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
UNIFORM=${UNIFORM:-$root/uniform}
PYTHON=${PYTHON:-python3}
REF=$root/tests/ref/classify.py

if [ $# -lt 2 ]; then
    echo "usage: $0 TREE DIR..." >&2
    exit 2
fi
tree=$1
shift
if [ ! -d "$tree" ]; then
    echo "crosscheck: $tree: not a directory" >&2
    exit 2
fi
if [ ! -x "$UNIFORM" ]; then
    echo "crosscheck: $UNIFORM: not an executable (set UNIFORM=...)" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/crosscheck.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

status=0
for dir in "$@"; do
    # Drop trailing slashes so both sides print paths as DIR/sub/file.c.
    while [ "$dir" != "/" ] && [ "${dir%/}" != "$dir" ]; do dir=${dir%/}; done

    ref_rc=0
    uni_rc=0
    (
        cd "$tree"
        find "$dir" -mindepth 1 -name '.*' -prune -o \
             -type f \( -name '*.c' -o -name '*.h' \) -print0 |
            xargs -0 -r "$PYTHON" "$REF"
    ) > "$tmp/ref.raw" || ref_rc=$?
    (
        cd "$tree"
        "$UNIFORM" census --list "$dir"
    ) > "$tmp/uni.raw" || uni_rc=$?

    if [ "$ref_rc" -ne 0 ] || [ "$uni_rc" -ne 0 ]; then
        echo "$dir: tool failure (reference exit $ref_rc, uniform exit $uni_rc)"
        status=2
        continue
    fi

    LC_ALL=C sort -t: -k1,1 -k2,2n -k3,3n "$tmp/ref.raw" > "$tmp/ref.txt"
    LC_ALL=C sort -t: -k1,1 -k2,2n -k3,3n "$tmp/uni.raw" > "$tmp/uni.txt"

    diff_rc=0
    diff "$tmp/ref.txt" "$tmp/uni.txt" > "$tmp/diff.txt" || diff_rc=$?
    if [ "$diff_rc" -gt 1 ]; then
        echo "$dir: diff failed" >&2
        status=2
        continue
    fi
    grep '^[<>]' "$tmp/diff.txt" > "$tmp/difflines.txt" || true

    nref=$(wc -l < "$tmp/ref.txt" | tr -d ' ')
    nuni=$(wc -l < "$tmp/uni.txt" | tr -d ' ')
    ndiff=$(wc -l < "$tmp/difflines.txt" | tr -d ' ')
    echo "$dir: reference $nref comments, uniform $nuni comments, $ndiff differing lines"
    if [ "$ndiff" -ne 0 ]; then
        echo "  first differences (< reference only, > uniform only):"
        head -n 20 "$tmp/difflines.txt" | sed 's/^/  /'
        [ "$status" -eq 2 ] || status=1
    fi
done
exit "$status"
