#!/bin/sh
# census.sh - time "uniform census" over the Linux kernel against ripgrep.
#
#   sh bench/census.sh [RUNS]
#
# Uses the kernel tree that ../shared/corpus.sh provides (Debian's
# linux-source-6.1) on a warm page cache, and times with hyperfine:
#   uniform census              the exact census, all CPUs
#   rg -c '/\*'                 ripgrep counting one literal: the floor
#                               for opening and reading every file
#   uniform census --method regex   the article's regexes (PCRE2)
# and cloc once (it takes about a minute).  Every command sees the same
# files: .c and .h, hidden entries and symlinks skipped, .gitignore not
# consulted.  Prints wall time (hyperfine median), the ratio to rg, and
# peak RSS (GNU time, one run each).  Needs hyperfine, ripgrep, cloc, jq
# and GNU time (Debian packages of those names).
set -eu
. "$(dirname "$0")/lib.sh"
runs=${1:-10}
for tool in hyperfine rg cloc jq /usr/bin/time; do
	command -v "$tool" >/dev/null || {
		echo "census.sh: $tool is missing; run: apt-get install -y hyperfine ripgrep cloc jq time" >&2
		exit 1
	}
done
cd "$tree"

rg_cmd="rg -c --no-ignore -g '*.{c,h}' '/\\*' ."
echo "tree: $tree"
echo "files: uniform $("$uniform" census --format json | jq .total.files)," \
     "rg $(rg --files --no-ignore -g '*.{c,h}' . | wc -l)"
echo "cpus: $(nproc)"
hyperfine -N --warmup 2 --runs "$runs" --export-json "$out/h.json" \
	-n uniform "$uniform census" \
	-n rg "$rg_cmd" \
	-n regex "$uniform census --method regex" >"$out/h.txt" 2>&1 || {
	cat "$out/h.txt"
	exit 1
}

rss() {
	/usr/bin/time -f %M "$@" >/dev/null 2>"$out/rss" || true
	tail -n 1 "$out/rss"
}
rg_t=$(median rg)
printf '\n%-28s %10s %10s %12s\n' command "wall (s)" "x rg" "peak RSS"
row() {
	printf '%-28s %10.3f %10.2f %9s MB\n' "$1" "$2" \
		"$(echo "$2 / $rg_t" | bc -l)" "$(( $3 / 1024 ))"
}
row "uniform census" "$(median uniform)" "$(rss "$uniform" census)"
row "rg -c '/\\*'" "$rg_t" "$(rss rg -c --no-ignore -g '*.{c,h}' '/\*' .)"
row "uniform census --method regex" "$(median regex)" \
	"$(rss "$uniform" census --method regex)"
start=$(date +%s.%N)
cloc_rss=$(rss cloc --quiet --include-ext=c,h .)
end=$(date +%s.%N)
row "cloc (one run)" "$(echo "$end - $start" | bc -l)" "$cloc_rss"
