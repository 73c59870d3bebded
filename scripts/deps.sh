#!/bin/sh
# deps.sh - make sure the Debian packages a job needs are installed.
#
#   sh scripts/deps.sh build   compiler, make, PCRE2, libeditorconfig, libgit2,
#                              jansson (the language server's JSON)
#   sh scripts/deps.sh test    build, plus clang, sanitizer runtimes, jq,
#                              python3-jsonschema (SARIF schema validation),
#                              git and librsvg2-bin (revisions, charts),
#                              valgrind, GNU time (peak memory of a run),
#                              script from bsdutils (a terminal for the
#                              progress line), groff-base and man-db (the
#                              man page), python3-yaml (the pre-commit
#                              framework's hook file), chromium (the
#                              HTML pages in a real browser), attr and
#                              acl (extended attributes kept by fix),
#                              zsh and fish (their completion), neovim
#                              (a real client of uniform lsp); where
#                              npm is, Microsoft's SARIF multitool (its
#                              validator) into .cache/
#
# As root, missing packages are installed with apt-get; otherwise the
# apt-get line to run is printed and the script fails. apt-get waits up
# to ten minutes for a lock another apt holds (a fresh machine runs its
# own updates, and two jobs may install at once) instead of failing.
set -eu
build="gcc make pkg-config libc6-dev libpcre2-dev libeditorconfig-dev libgit2-dev libjansson-dev"
test="$build clang libclang-rt-14-dev jq python3-jsonschema git librsvg2-bin valgrind time bsdutils groff-base man-db python3-yaml chromium attr acl zsh fish neovim"
case "${1:-build}" in
build) want=$build ;;
test) want=$test ;;
*) echo "usage: deps.sh build|test" >&2; exit 2 ;;
esac
missing=""
for p in $want; do
	if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
# Microsoft's SARIF validator, pinned, from the npm registry (a .NET
# program the package carries), where tests/integrate.sh looks for it.
multitool() {
	dir=$(cd "$(dirname "$0")/.." && pwd)/.cache/sarif-multitool
	[ -x "$dir/node_modules/.bin/sarif-multitool" ] && return 0
	command -v npm >/dev/null 2>&1 || return 0
	echo "deps.sh: installing @microsoft/sarif-multitool into $dir" >&2
	npm install --prefix "$dir" --no-audit --no-fund --loglevel=error \
		@microsoft/sarif-multitool@5.7.0 >&2 &&
		chmod u+x "$dir"/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool ||
		echo "deps.sh: could not install the SARIF multitool" >&2
}
if [ -z "$missing" ]; then
	[ "$want" = "$test" ] && multitool
	exit 0
fi
if [ "$(id -u)" = 0 ]; then
	echo "deps.sh: installing:$missing" >&2
	wait="-o DPkg::Lock::Timeout=600"
	apt-get $wait update -qq >&2
	DEBIAN_FRONTEND=noninteractive apt-get $wait install -y -qq $missing >&2
else
	echo "deps.sh: missing packages; run as root:" >&2
	echo "  apt-get install -y$missing" >&2
	exit 1
fi
[ "$want" = "$test" ] && multitool
exit 0
