#!/bin/sh
# layers.sh - the source tree keeps the layers of docs/design.md: every
# folder of src/ is a listed layer, every layer a folder, and a file
# includes the headers of its own layer and of the layers above it only.
#
#   sh tests/layers.sh /abs/path/to/uniform
#
# Appends "pass layers/NAME" or "fail layers/NAME" to $RESULTS.  The
# order is read from the numbered list under "## Layers" in
# docs/design.md, written nowhere else.  The checker is first run on a
# small tree with an include that goes up, which it must refuse.
set -u
U=$1
REPO=$(cd "$(dirname "$0")/.." && pwd)
SUITE=layers
# shellcheck source=tests/lib.sh
. "$REPO/tests/lib.sh"

# layers DESIGN: the layers' names, in order, one a line.
layers() {
	sed -n '/^## Layers/,/^## /s/^[0-9][0-9]*\. `\([a-z]*\)`.*/\1/p' "$1"
}

# upward SRC ORDER: each include in SRC that names a layer below its
# own, or a folder that is no layer, as "file: include"; ORDER is the
# file of layers(), one a line.
upward() {
	find "$1" -name '*.[ch]' | LC_ALL=C sort | while read -r f; do
		own=$(basename "$(dirname "$f")")
		mine=$(grep -n -x "$own" "$2" | cut -d: -f1)
		sed -n 's/^#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f" |
		while read -r inc; do
			case $inc in
			*/*) ;;
			*) echo "$f: \"$inc\" names no layer"; continue ;;
			esac
			theirs=$(grep -n -x "${inc%%/*}" "$2" | cut -d: -f1)
			if [ -z "$theirs" ] || [ -z "$mine" ] || [ "$theirs" -gt "$mine" ]; then
				echo "$f: \"$inc\""
			fi
		done
	done
}

begin checker-refuses-an-upward-include
mkdir -p fake/base fake/rules
printf '#include "rules/r.h"\n' >fake/base/b.c
printf '#include "base/b.h"\n' >fake/rules/r.c
printf 'base\nrules\n' >fake.order
got=$(upward fake fake.order)
eq "the upward include found" 'fake/base/b.c: "rules/r.h"' "$got"
printf '#include "b.h"\n' >fake/rules/s.c
upward fake fake.order | grep -q 'fake/rules/s.c: "b.h" names no layer' ||
	bad "an include without its layer passed: $(upward fake fake.order)"
end

begin folders-are-the-layers
layers "$REPO/docs/design.md" >order
[ "$(wc -l <order)" -ge 5 ] || bad "fewer than 5 layers read from docs/design.md: $(cat order)"
# shellcheck disable=SC2012 # folder names are plain words
ls -d "$REPO"/src/*/ | xargs -n 1 basename | LC_ALL=C sort >folders
LC_ALL=C sort order >listed
eq "src/ folders and docs/design.md's layers" "$(cat listed)" "$(cat folders)"
n=$(find "$REPO/src" -maxdepth 1 -type f | wc -l)
[ "$n" -eq 0 ] || bad "$n files in src/ outside a layer"
end

begin includes-go-down-the-layers
got=$(upward "$REPO/src" order)
[ -z "$got" ] || bad "includes against the order of docs/design.md:
$got"
end

exit 0
