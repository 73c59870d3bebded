#!/bin/sh
# valgrind.sh - the command-line tests with uniform under valgrind memcheck.
#
#   sh tests/valgrind.sh UNIFORM
#
# Runs golden.sh, cli.sh, hostile.sh and html.sh against a wrapper that starts
# UNIFORM under memcheck, so every run of uniform in them is checked
# (with VALGRIND_CLI=0, as CI runs it, all but cli.sh: half of the work,
# and every one of its runs is checked by the sanitizer build too):
# a memory error or a definitely lost block makes that run exit 99, which
# fails its test.  VALGRIND is set for the tests, which then skip the
# giant inputs and the memory measurements (see tests/hostile.sh), and
# TMO_SCALE stretches their timeouts tenfold.  The last test,
# tree/untouched-valgrind, fails when a test wrote into the checkout
# (see untouched.sh).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v valgrind >/dev/null || {
	echo "valgrind.sh: valgrind is missing (sh scripts/deps.sh test installs it)" >&2
	exit 1
}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# The wrapper runs copies kept beside it, in a directory anyone may enter:
# the tests that run uniform as another user (lib.sh, nobody) cannot
# reach a clone under a home directory of mode 0700.
chmod 755 "$dir"
cp "$uniform" "$dir/uniform-bin"
cp "$here/valgrind.supp" "$dir/valgrind.supp"
chmod 755 "$dir/uniform-bin"
chmod 644 "$dir/valgrind.supp"
cat >"$dir/uniform" <<WRAP
#!/bin/sh
exec valgrind -q --error-exitcode=99 --leak-check=full \\
	--errors-for-leak-kinds=definite --show-leak-kinds=definite \\
	--suppressions="$dir/valgrind.supp" "$dir/uniform-bin" "\$@"
WRAP
chmod 755 "$dir/uniform"
# Valgrind runs one thread at a time: the two halves go side by side.
RESULTS=$dir/results
VALGRIND=1
TMO_SCALE=10
export RESULTS VALGRIND TMO_SCALE
: >"$RESULTS"
# shellcheck source=tests/untouched.sh
. "$here/untouched.sh"
untouched_begin "$(cd "$here/.." && pwd)"
# cli.sh is about half of the work by itself.
if [ "${VALGRIND_CLI:-1}" != 0 ]; then
	sh "$here/cli.sh" "$dir/uniform" >"$dir/log1" 2>&1 &
	{
		sh "$here/golden.sh" "$dir/uniform"
		sh "$here/hostile.sh" "$dir/uniform"
		sh "$here/html.sh" "$dir/uniform"
	} >"$dir/log2" 2>&1
else
	sh "$here/golden.sh" "$dir/uniform" >"$dir/log1" 2>&1 &
	{
		sh "$here/hostile.sh" "$dir/uniform"
		sh "$here/html.sh" "$dir/uniform"
	} >"$dir/log2" 2>&1
fi
wait
cat "$dir/log1" "$dir/log2"
untouched_end tree/untouched-valgrind
passed=$(grep -c '^pass ' "$RESULTS" || true)
failed=$(grep -c '^fail ' "$RESULTS" || true)
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
