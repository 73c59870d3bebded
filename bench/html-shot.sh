#!/bin/sh
# html-shot.sh - the census page of the Linux 6.1 tree, as a browser shows it.
#
#   sh bench/html-shot.sh [DIR]
#
# Runs the article's census (net, drivers/net, crypto, drivers/crypto) with
# --format html on the kernel tree that ../shared/corpus.sh provides, from
# the tree's parent so the page names it linux-source-6.1, and writes the
# page and headless Chromium's screenshot of it to DIR (default docs/) as
# census-linux-6.1.html and census-linux-6.1.png.  Needs chromium (Debian
# package of that name).
set -eu
. "$(dirname "$0")/lib.sh"
dir=$(cd "${1:-$here/../docs}" && pwd)
browser=$(command -v chromium || command -v chromium-browser) || {
	echo "html-shot.sh: chromium is missing; run: apt-get install -y chromium" >&2
	exit 1
}
sandbox=
[ "$(id -u)" = 0 ] && sandbox=--no-sandbox	# Chromium refuses root otherwise
cd "$tree/.."
"$uniform" census --by net,drivers/net,crypto,drivers/crypto --format html \
	"$(basename "$tree")" >"$dir/census-linux-6.1.html"
HOME=$out "$browser" --headless $sandbox --disable-gpu --no-first-run \
	--disable-extensions --disable-background-networking --hide-scrollbars \
	--user-data-dir="$out/profile" --window-size=1100,780 \
	--screenshot="$dir/census-linux-6.1.png" "file://$dir/census-linux-6.1.html" \
	>"$out/log" 2>&1 || {
	cat "$out/log" >&2
	exit 1
}
echo "$dir/census-linux-6.1.html"
echo "$dir/census-linux-6.1.png"
