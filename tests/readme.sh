#!/bin/sh
# readme.sh - run every command example of the README (and of the docs
# that took the README's long sections) and compare what it prints with
# what is shown.
#
#   sh tests/readme.sh /abs/path/to/uniform [FILE.md]...
#
# A fenced block is one of three kinds:
#   - an example: its first line begins with "$ ".  Each "$ " line is a
#     command (a line ending in a backslash goes on to the next); the
#     commands of a block run one after the other in one sh (a "cd"
#     holds for those after it), in a fresh copy of examples/ and tests/,
#     with uniform first on PATH.  The lines up to the next "$ " line
#     are what the command prints: its standard output, then its standard
#     error (as a terminal shows them when messages come at the end).
#     Trailing blanks are ignored; a "..." line ends what is compared:
#     the output must begin with the lines above it;
#   - a kernel example: the same, with the line "<!-- readme: kernel -->"
#     just above the fence.  It runs in the tree UNIFORM_KERNEL names (a
#     Linux 6.1 source tree, which it must not write to); without it the
#     kernel examples are skipped, and the skip is reported;
#   - not a command example (a synopsis, a file's contents, commands that
#     install packages or need what the tests do not have):
#     "<!-- readme: not run: REASON -->" just above the fence.
# A block of none of these kinds fails, so no example goes untested.
set -u
U=$1
shift
REPO=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- README.md docs/commands.md docs/check.md docs/git.md
SUITE=readme
# shellcheck source=tests/lib.sh
. "$REPO/tests/lib.sh"

mkdir -p "$T/bin" "$T/ex"
ln -s "$U" "$T/bin/uniform"

# Split the files: for the Nth command of the Bth block, ex/B-N.cmd (the
# command), ex/B-N.exp (what it prints) and ex/B-N.line (FILE:LINE);
# ex/B.kind is example or kernel.  ex/errors lists the malformed blocks.
(cd "$REPO" && awk -v dir="$T/ex" '
function err(msg) { print FILENAME ":" FNR ": " msg >>(dir "/errors") }
FNR == 1 { infence = 0; mark = "" }
/^<!-- readme: / && !infence {
	mark = $0; markline = FNR; next
}
/^```/ {
	if (!infence) {
		infence = 1; b++; n = 0; first = 1; cont = 0
		kind = "example"
		if (mark != "" && markline == FNR - 1) {
			if (mark ~ /^<!-- readme: kernel -->$/) kind = "kernel"
			else if (mark ~ /^<!-- readme: not run: .+ -->$/) kind = "norun"
			else err("unknown marker " mark)
		} else if (mark != "")
			err("the marker of line " markline " is not just above a fence")
		mark = ""
		if (kind != "norun") {
			kf = sprintf("%s/%03d.kind", dir, b)
			print kind >kf
			close(kf)
		}
	} else {
		infence = 0
		if (kind != "norun" && n == 0)
			err("a block that is neither an example (\"$ \" lines) nor marked")
		if (n > 0) { close(cf); close(ef) }
	}
	next
}
!infence { next }
kind == "norun" { next }
cont {
	print $0 >cf
	cont = /\\$/
	next
}
/^\$ / {
	if (n > 0) { close(cf); close(ef) }
	n++
	base = sprintf("%s/%03d-%02d", dir, b, n)
	cf = base ".cmd"; ef = base ".exp"
	print substr($0, 3) >cf
	printf "" >ef
	lf = base ".line"
	print FILENAME ":" FNR >lf
	close(lf)
	cont = /\\$/
	first = 0
	next
}
first {
	err("an example block must begin with a \"$ \" line")
	first = 0
	next
}
n > 0 { print $0 >ef }
END { if (infence) err("a fence left open") }
' "$@")

begin well-formed
if [ -s "$T/ex/errors" ]; then
	bad "$(cat "$T/ex/errors")"
fi
# The examples this suite must find at least (a README whose fences
# stopped being recognised must not pass with nothing run).
count=$(find "$T/ex" -name '*.cmd' | wc -l)
[ "$count" -ge 10 ] || bad "only $count commands found in $*"
end

# A newcomer reads the README to its end: under 400 lines, the rest in docs/.
begin readme-length
lines=$(wc -l <"$REPO/README.md")
[ "$lines" -lt 400 ] || bad "README.md has $lines lines; move text to docs/"
end

# runblock DIR B: run the commands of block B in one shell in DIR (so that
# a "cd" holds for the commands after it), then compare each one's output.
runblock() {
	[ -e "$T/ex/$2-01.cmd" ] || return 0	# malformed: see well-formed
	: >"$T/block.sh"
	for cmdf in "$T/ex/$2"-*.cmd; do
		base=${cmdf%.cmd}
		{
			echo "{"
			cat "$cmdf"
			echo "} >'$base.out' 2>'$base.err' </dev/null"
		} >>"$T/block.sh"
	done
	(cd "$1" && PATH="$T/bin:$PATH" LC_ALL=C NO_COLOR=1 \
		timeout -k 5 "$((120 * ${TMO_SCALE:-1}))" sh "$T/block.sh" \
		</dev/null >"$T/block.out" 2>&1)
	rc=$?
	for cmdf in "$T/ex/$2"-*.cmd; do
		compare "${cmdf%.cmd}" "$rc"
	done
}

# compare BASE STATUS: BASE.out and BASE.err against BASE.exp.
compare() {
	where=$(cat "$1.line")
	begin "$where"
	cat "$1.out" "$1.err" >"$T/got.raw" 2>/dev/null
	[ "$2" -eq 124 ] || [ "$2" -eq 137 ] &&
		bad "its block timed out"
	grep -q -e 'Sanitizer' -e 'runtime error:' -e '^==[0-9]*==' "$T/got.raw" &&
		bad "sanitizer or valgrind report: $(head -c 400 "$T/got.raw")"
	sed 's/[ \t]*$//' "$1.exp" >"$T/want"
	sed 's/[ \t]*$//' "$T/got.raw" >"$T/got"
	# "..." alone on a line: only the lines before it are compared.
	cut=$(grep -n -x -m 1 '\.\.\.' "$T/want" | cut -d: -f1)
	if [ -n "$cut" ]; then
		head -n "$((cut - 1))" "$T/want" >"$T/want.cut"
		head -n "$((cut - 1))" "$T/got" >"$T/got.cut"
		mv "$T/want.cut" "$T/want"
		mv "$T/got.cut" "$T/got"
	fi
	if ! cmp -s "$T/want" "$T/got"; then
		bad "$where: \$ $(cat "$1.cmd")"
		bad "prints other than shown there (- shown, + uniform):"
		bad "$(diff -u "$T/want" "$T/got" | sed -n '3,40p')"
	fi
	end
}

kernel_blocks=0
for kindf in "$T"/ex/*.kind; do
	[ -e "$kindf" ] || continue
	b=$(basename "$kindf" .kind)
	kind=$(cat "$kindf")
	if [ "$kind" = kernel ]; then
		if [ -z "${UNIFORM_KERNEL:-}" ]; then
			kernel_blocks=$((kernel_blocks + 1))
			continue
		fi
		dir=$UNIFORM_KERNEL
	else
		# A fresh copy for each block: an example may fix files.
		rm -rf "$T/work"
		mkdir "$T/work"
		cp -R "$REPO/examples" "$REPO/tests" "$T/work/"
		dir=$T/work
	fi
	runblock "$dir" "$b"
done

if [ "$kernel_blocks" -gt 0 ]; then
	begin kernel-examples
	skip "$kernel_blocks blocks need a Linux tree: UNIFORM_KERNEL=/path/to/linux-6.1 runs them"
	end
fi

exit 0
