#!/bin/sh
# practice-agree.sh - does check ask, in each directory and for each
# aspect, for the variant the census reports as practised there?
#
#   sh bench/practice-agree.sh UNIFORM TREE
#
# TREE is the top of a project (a .git in it).  For each directory of
# TREE with C files of its own, the census counts those files alone; an
# aspect with fewer than 20 places there is decided by the census of the
# whole subtree of the directory above, and so on up to TREE; where none
# has 20, or two variants tie, nothing is asked.  The variant with the
# most places is practised; decl-order's "other", spdx's "missing" and
# indent's "mixed" ask for nothing.  Files check leaves alone (generated
# or imported, as --show-skipped names them) are left out of the counts,
# as check's own counting leaves them out.  What check asks for is what
# `check --rule all --show-settings DIR` prints for a file there
# ("uniform_indent  majority: spaces"); a key a setting names (an
# .editorconfig's indent_style) is no practice, and is only counted.
# The files are those check takes: in a git work tree, what git does not
# ignore.  Prints a line per directory and aspect that disagree, then the
# counts; status 1 when any disagree.
set -u
U=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2" || exit 2
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

# The files check takes, less those it skips.
"$U" check --rule all --show-skipped -q . 2>&1 >/dev/null |
	sed -n 's/^uniform: \(.*\): \(generated\|imported\).*/\1/p' | sort >"$work/skipped"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then	# what git ignores, check does
	git ls-files -co --exclude-standard -- '*.c' '*.h' | grep -v '^\.\|/\.'
else
	find . -name '.?*' -prune -o -type f \( -name '*.c' -o -name '*.h' \) -print |
		sed 's|^\./||'
fi | sort | comm -23 - "$work/skipped" >"$work/files"

# practised DIR OWN: the census's JSON of DIR's own files (OWN = 1) or
# subtree, cached.
practised() {
	key=$(printf '%s.%s' "$1" "$2" | tr '/' '_')
	if [ ! -f "$work/c.$key" ]; then
		if [ "$2" = 1 ]; then
			awk -v d="$1" '{ n = split($0, p, "/"); dir = p[1];
				for (i = 2; i < n; i++) dir = dir "/" p[i];
				if (n == 1) dir = "."; if (dir == d) print }' "$work/files"
		else
			awk -v d="$1" 'd == "." || index($0, d "/") == 1' "$work/files"
		fi >"$work/l.$key"
		"$U" census --aspect all --depth 0 --format json --files-from "$work/l.$key" \
			>"$work/c.$key" 2>/dev/null
	fi
	cat "$work/c.$key"
}

# want JSON ASPECT: what the practice asks for, from the census's counts
# ("" when the places are fewer than 20).
want() {
	jq -r --arg a "$2" '.total.aspects[$a] // {places: 0} |
		if .places < 20 then "" else
		(to_entries | map(select(.key != "places" and .key != "practised" and
			.key != "share")) | sort_by(-.value)) as $v |
		if ($v | length) > 1 and $v[0].value == $v[1].value then "any"
		elif ($v[0].key | IN("other", "missing", "mixed")) then "any"
		else $v[0].key end end'
}

agree=0
differ=0
named=0
for dir in $(awk '{ n = split($0, p, "/"); dir = p[1];
	for (i = 2; i < n; i++) dir = dir "/" p[i]; if (n == 1) dir = ".";
	print dir }' "$work/files" | sort -u); do
	"$U" check --rule all --show-settings "$dir" >"$work/show" 2>/dev/null
	for pair in decl-order:uniform_decl_order brace-function:uniform_brace_function \
		else:uniform_else pointer-star:uniform_pointer_star sizeof:uniform_sizeof \
		spdx:uniform_spdx indent:uniform_indent; do
		aspect=${pair%%:*}
		key=${pair#*:}
		asked=$(sed -n "s/^$key  *majority: \([a-z-]*\) .*/\1/p" "$work/show")
		if [ -z "$asked" ]; then	# named by a setting (indent_style): no practice
			named=$((named + 1))
			continue
		fi
		level=$dir
		own=1
		census=$(practised "$level" 1 | want /dev/stdin "$aspect")
		while [ -z "$census" ] && [ "$level" != . ]; do
			case $level in
			*/*) level=${level%/*} ;;
			*) level=. ;;
			esac
			census=$(practised "$level" 0 | want /dev/stdin "$aspect")
			own=0
		done
		[ -n "$census" ] || census=any
		if [ "$asked" = "$census" ]; then
			agree=$((agree + 1))
		else
			differ=$((differ + 1))
			echo "$dir $aspect: check asks for '$asked', the census practises '$census' (in $level$([ $own = 1 ] && echo ', own files'))"
		fi
	done
done
echo "directories x aspects: $agree agree, $differ differ ($named named by a setting, not the practice)"
[ "$differ" -eq 0 ]
