#!/bin/sh
# check-split.sh - where "uniform check" with every rule spends its time
# beyond the census: the generated register headers against the rest.
#
#   sh bench/check-split.sh [RUNS]
#
# On the tree from ../shared/corpus.sh, warm page cache, one hyperfine run
# of six commands: the census, the comment rules alone and every rule
# (as bench/check.sh runs them), each over the files under
# drivers/gpu/drm/amd/include/asic_reg (about 4.1 million of the 4.8
# million findings, all of them long names of macros) and over every
# other .c and .h file.  Both halves are given with --files-from, so each
# command reads the same list.  Prints the medians and, for each half,
# the ratios to its census.
set -eu
. "$(dirname "$0")/lib.sh"
runs=${1:-5}
cd "$tree"
find . -name '*.[ch]' -type f ! -path '*/.*' | LC_ALL=C sort >"$out/all"
grep '/drivers/gpu/drm/amd/include/asic_reg/' "$out/all" >"$out/reg" || true
grep -v '/drivers/gpu/drm/amd/include/asic_reg/' "$out/all" >"$out/rest" || true
echo "files: register headers $(wc -l <"$out/reg"), the rest $(wc -l <"$out/rest")"
hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$out/h.json" \
	-n census-reg "$uniform census --files-from $out/reg" \
	-n comments-reg "$uniform check $comments --files-from $out/reg" \
	-n all-reg "$uniform check $all --files-from $out/reg" \
	-n census-rest "$uniform census --files-from $out/rest" \
	-n comments-rest "$uniform check $comments --files-from $out/rest" \
	-n all-rest "$uniform check $all --files-from $out/rest" >"$out/h.txt" 2>&1 || {
	cat "$out/h.txt"
	exit 1
}
for half in reg rest; do
	c=$(median "census-$half")
	m=$(median "comments-$half")
	a=$(median "all-$half")
	printf '%-5s census %7.3f s  comment rules %7.3f s (%5.2fx)  every rule %7.3f s (%5.2fx)\n' \
		"$half" "$c" "$m" "$(echo "$m / $c" | bc -l)" "$a" "$(echo "$a / $c" | bc -l)"
done
