# lib.sh - what the corpus benchmarks share (sourced, not run).
#
# Sets here (this directory), uniform (the binary at the repository's
# top, built when missing), tree (the Linux tree that ../shared/corpus.sh,
# or UNIFORM_CORPUS_SCRIPT, prints), and out, a temporary directory
# removed on exit.
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
corpus=${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}
tree=$("$corpus")
[ -x "$uniform" ] || make -s -C "$here/.." uniform
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
