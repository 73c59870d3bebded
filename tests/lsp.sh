#!/bin/sh
# lsp.sh - uniform lsp with a real client and a scripted one.
#
#   sh tests/lsp.sh /abs/path/to/uniform
#
# Neovim (headless) opens a fixture with non-ASCII text before its
# findings: the diagnostics it shows equal check --stdin-filename's
# JSON for the buffer, the "fix all" code action leaves the buffer as
# fix - writes it, and a changed .editorconfig changes the next
# diagnostics (tests/lsp/nvim.lua).  The scripted client
# (tests/lsp/client.py) takes the protocol's edges: both position
# encodings, a burst of changes, a closed document, bad JSON, unknown
# methods, shutdown and exit.  Appends "pass lsp/NAME" or "fail
# lsp/NAME" to $RESULTS; always exits 0.
set -u
U=$1
REPO=$(cd "$(dirname "$0")/.." && pwd)
SUITE=lsp
# shellcheck source=tests/lib.sh
. "$REPO/tests/lib.sh"

# fixture DIR: x.c, whose findings follow non-ASCII text on their line
# (an e with an acute accent, two bytes and one UTF-16 unit; an emoji,
# four bytes and two units), and notes.txt, which is not C.
fixture() {
	mkdir -p "$1"
	printf '/* Greetings: "h\303\251llo \360\237\230\200" */\nint f(int a, int b)\n{\n\tconst char *s = "\303\251\360\237\230\200"; if (a < 0 | b < 0) return s[0] + (a);\n\treturn b + (a);\n}\n' >"$1/x.c"
	printf 'notes\n' >"$1/notes.txt"
}

# report FILE: each "bad" line of a client's log a failure; the log must
# end with "done" (nvim.lua) or hold only ok lines (client.py).
report() {
	grep '^bad ' "$1" >/dev/null && bad "$(grep -A30 '^bad ' "$1" | head -c 1500)"
	grep -q '^ok ' "$1" || bad "no case ran: $(head -c 600 "$1")"
}

begin neovim
if ! command -v nvim >/dev/null 2>&1; then
	skip "Neovim is not installed (sh scripts/deps.sh test installs it)"
else
	fixture "$T/nv"
	UNIFORM=$U FILE=$T/nv/x.c OUT=$T/nv.log timeout 120 \
		nvim --headless --clean -c "luafile $REPO/tests/lsp/nvim.lua" >/dev/null 2>&1
	report "$T/nv.log"
	grep -q '^done$' "$T/nv.log" || bad "Neovim did not finish: $(tail -c 600 "$T/nv.log")"
	for step in "diagnostics" "fix all" "diagnostics of the text changed back" "after .editorconfig"; do
		grep -q "^ok $step" "$T/nv.log" || bad "no 'ok $step' in: $(cat "$T/nv.log")"
	done
fi
end

begin scripted-client
fixture "$T/sc"
timeout 120 python3 "$REPO/tests/lsp/client.py" "$U" "$T/sc" >"$T/sc.log" 2>&1
report "$T/sc.log"
grep -q '^ok nothing on stderr$' "$T/sc.log" || bad "the client did not finish: $(tail -c 800 "$T/sc.log")"
end

