#!/bin/sh
# valgrind.sh - the command-line tests with uniform under valgrind memcheck.
#
#   sh tests/valgrind.sh UNIFORM TEST_LEX
#
# Runs tests/run.sh against a wrapper that starts UNIFORM under memcheck,
# so every run of uniform in golden.sh, cli.sh and hostile.sh is checked:
# a memory error or a definitely lost block makes that run exit 99, which
# fails its test.  VALGRIND is set for the tests, which then skip the
# giant inputs and the memory measurements (see tests/hostile.sh), and
# TMO_SCALE stretches their timeouts tenfold.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
uniform=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v valgrind >/dev/null || {
	echo "valgrind.sh: valgrind is missing (sh scripts/deps.sh test installs it)" >&2
	exit 1
}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
chmod 755 "$dir"
cat >"$dir/uniform" <<WRAP
#!/bin/sh
exec valgrind -q --error-exitcode=99 --leak-check=full \\
	--errors-for-leak-kinds=definite --show-leak-kinds=definite \\
	--suppressions="$here/valgrind.supp" "$uniform" "\$@"
WRAP
chmod 755 "$dir/uniform"
VALGRIND=1 TMO_SCALE=10 sh "$here/run.sh" "$dir/uniform" "$2"
