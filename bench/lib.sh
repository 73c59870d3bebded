# lib.sh - what the corpus benchmarks share (sourced, not run).
#
# Sets here (this directory), uniform (the binary at the repository's
# top, built when missing), tree (the Linux tree that ../shared/corpus.sh,
# or UNIFORM_CORPUS_SCRIPT, prints), and out, a temporary directory
# removed on exit; the check benchmarks' rule sets, all (every rule) and
# comments (the linux preset's comment rules and line-comment); and
# median NAME, the median time of the command hyperfine named NAME in
# $out/h.json, and cpu NAME, its mean user + system time (steadier than
# wall time on a busy machine).
here=$(cd "$(dirname "$0")" && pwd)
uniform=$here/../uniform
corpus=${UNIFORM_CORPUS_SCRIPT:-$here/../../shared/corpus.sh}
tree=$("$corpus")
[ -x "$uniform" ] || make -s -C "$here/.." uniform
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
all="--preset linux --rule line-comment --rule long-identifier --set uniform_redundant_parens=strict"
comments="--preset linux --rule line-comment --no-rule bitwise-logical --no-rule precedence --no-rule redundant-parens"
median() {
	jq -r --arg n "$1" '.results[] | select(.command == $n) | .median' "$out/h.json"
}
cpu() {
	jq -r --arg n "$1" '.results[] | select(.command == $n) | .user + .system' "$out/h.json"
}
