#!/bin/sh
# hostile.sh - input nobody cleaned: binary files, special files, huge
# and deep files, files that change while they are read, odd names.
#
#   sh tests/hostile.sh /abs/path/to/uniform
#
# The rule for all of it: no crash, no hang, bounded memory, a clear
# message on stderr naming the path, and the run goes on.  Appends "pass
# hostile/NAME" or "fail hostile/NAME" to $RESULTS (as tests/cli.sh
# does), or "skip hostile/NAME" with the reason on stdout when a test
# cannot run here; a skip is not a pass.  Some hostile inputs are tested
# in tests/cli.sh already (binary-file, empty-file, fifo-*, unreadable-*,
# symlinks-followed-loop, line-of-50mb, read-windows-*, json-escapes-names,
# odd-names-in-text, check-sarif, write-error); docs/reliability.md has
# the whole list.  With VALGRIND set (make check-valgrind) the giant
# inputs are skipped and memory is not measured: valgrind is 20 to 50
# times slower and has a heap of its own.
set -u
U=$1
REPO=$(cd "$(dirname "$0")/.." && pwd)
SUITE=hostile
# shellcheck source=tests/lib.sh
. "$REPO/tests/lib.sh"
TMO=30

# big: giant inputs are skipped under valgrind.
big() {
	if [ -n "$VALGRIND" ]; then
		skip "giant input, too slow under valgrind"
		return 1
	fi
	return 0
}

# ---------------------------------------------------------------------------
# Binary files and NUL bytes.

begin binary-elf-check
# census is tested on an ELF object in cli.sh (binary-file); check here.
mkdir -p elf
cp /bin/true elf/x.c
printf '/*\n * b\n */\n' >elf/ok.c
for fmt in text json sarif; do
	run 0 check --format "$fmt" elf
	eq "stderr ($fmt)" "uniform: elf/x.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
	cp "$T/out" "$T/out.$fmt"
done
empty "text output" "$T/out.text"
jqt "JSON" "$T/out.json" 'length == 0'
sarif "SARIF" "$T/out.sarif"
end

begin binary-large-not-read-whole
# 512 MiB of NUL bytes: known binary by its first bytes, never read whole.
mkdir -p lb
truncate -s 512M lb/zeros.c
printf '// x\n' >lb/ok.c
run 0 check lb
eq "stderr (check)" "uniform: lb/zeros.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
rss_below "check" 100000
for m in "" "--method regex" "--compare"; do
	# shellcheck disable=SC2086 # $m is a word list
	run 0 census --format csv $m lb
	eq "stderr (census $m)" "uniform: lb/zeros.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
	rss_below "census $m" 100000
	[ -z "$m" ] && eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
done
rm -rf lb
end

begin nul-bytes-early
# A NUL byte inside a comment or a string in the first 8 KiB: binary.
mkdir -p nul
printf '/* a \000 b */\nint x;\n' >nul/comment.c
printf 'char *s = "a\000b"; /* c */\n' >nul/string.c
run 0 census --list nul
empty "stdout" "$T/out"
eq "stderr" "uniform: nul/comment.c: binary file (NUL byte), skipped
uniform: nul/string.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
run 0 check nul
empty "check stdout" "$T/out"
eq "check stderr" "uniform: nul/comment.c: binary file (NUL byte), skipped
uniform: nul/string.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
end

begin nul-bytes-late
# After the first 8 KiB a NUL byte is one more byte of a comment or a
# string: a "/*" inside the string opens nothing, the comment holding a
# NUL is still net-style, and the outputs stay valid.
{
	awk 'BEGIN { for (i = 0; i < 600; i++) printf "int v%05d = 0;\n", i }'
	printf 'char *s = "a\000 /* b";\n/* text \000 here\n * more\n */\n'
} >late.c
run 0 census --list late.c
eq "census --list" "late.c:602:1: net-style" "$(cat "$T/out")"
empty "stderr" "$T/err"
run 1 check $FP --preset linux --format json late.c
jqt "check JSON" "$T/out" 'length == 1 and .[0].line == 602 and .[0].rule == "comment-open"'
run 1 check $FP --preset linux --format sarif late.c
sarif "SARIF" "$T/out"
run 1 check $FP --preset linux --color=never late.c
eq "caret line count" 3 "$(wc -l <"$T/out" | tr -d ' ')"
end

begin empty-file-check
# census is tested on a 0-byte file in cli.sh (empty-file); check here.
: >empty.c
run 0 check empty.c
empty "text" "$T/out"
empty "stderr" "$T/err"
run 0 check --format json empty.c
jqt "JSON" "$T/out" 'length == 0'
run 0 check --format sarif empty.c
sarif "SARIF" "$T/out"
jqt "no results" "$T/out" '.runs[0].results | length == 0'
end

begin no-newline-at-all
printf '/* a */ int x; // end' >nn1.c
printf '/* a\n * b */' >nn2.c
printf '//' >nn3.c
run 0 census --list nn1.c nn2.c nn3.c
eq "census --list" "nn1.c:1:1: single
nn1.c:1:16: line trailing
nn2.c:1:1: net-style
nn3.c:1:1: line" "$(cat "$T/out")"
empty "stderr" "$T/err"
run 1 check $FP --preset linux --format json nn1.c nn2.c nn3.c
jqt "check" "$T/out" '[.[] | "\(.path):\(.line):\(.rule)"] == ["nn2.c:1:comment-open", "nn2.c:2:comment-close"]'
empty "check stderr" "$T/err"
end

# ---------------------------------------------------------------------------
# Files that are not files: FIFOs, sockets, devices.

mkdir -p sp
printf '// x\n' >sp/ok.c
mkfifo sp/fifo.c
have_socket=0
if command -v python3 >/dev/null 2>&1 &&
	python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' sp/sock.c 2>/dev/null; then
	have_socket=1
fi
have_device=0
if mknod sp/dev.c c 1 3 2>/dev/null; then
	have_device=1
fi
ln -s /dev/zero sp/zero.c
ln -s fifo.c sp/tofifo.c

begin special-files-skipped
# Each is skipped with a message naming its kind, never opened for a
# blocking read; not an error.
want="uniform: sp/fifo.c: a FIFO, skipped"
[ $have_device = 1 ] && want="uniform: sp/dev.c: a device, skipped
$want"
[ $have_socket = 1 ] && want="$want
uniform: sp/sock.c: a socket, skipped"
TMO=10 run 0 census --format csv sp
eq "census stderr" "$want" "$(cat "$T/err")"
eq "total row" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
TMO=10 run 0 check sp
eq "check stderr" "$want" "$(cat "$T/err")"
# Followed symlinks to a device and to a FIFO: the same.
want_l="$want
uniform: sp/tofifo.c: a FIFO, skipped
uniform: sp/zero.c: a device, skipped"
TMO=10 run 0 census -L --format csv sp
eq "census -L stderr" "$(printf '%s\n' "$want_l" | sort)" "$(sort "$T/err")"
TMO=10 run 0 check -L sp
eq "check -L stderr" "$(printf '%s\n' "$want_l" | sort)" "$(sort "$T/err")"
[ $have_socket = 1 ] || bad "cannot make a socket (python3 is missing)"
end

begin special-file-operands
ops="sp/fifo.c sp/zero.c"
want="uniform: sp/fifo.c: a FIFO, skipped
uniform: sp/zero.c: a device, skipped"
if [ $have_socket = 1 ]; then
	ops="$ops sp/sock.c"
	want="$want
uniform: sp/sock.c: a socket, skipped"
fi
# shellcheck disable=SC2086
TMO=10 run 0 census --format csv --method regex $ops
eq "census stderr" "$want" "$(cat "$T/err")"
# check reads what it is named: the FIFO to its end, the device until
# it shows itself binary; a socket cannot be opened, an error.
fifo_writer sp/fifo.c '// x
'
TMO=10 run 1 check --color=never --rule line-comment sp/fifo.c sp/zero.c sp/ok.c
eq "check stdout" "sp/fifo.c:1:1: sp/ok.c:1:1:" "$(grep -o '^[^ ]*:1:1:' "$T/out" | tr '\n' ' ' | sed 's/ $//')"
eq "check stderr" "uniform: sp/zero.c: binary file (NUL byte), skipped" "$(cat "$T/err")"
# A writer left waiting (uniform never opened the FIFO) must not hang the tests.
kill "$writer" 2>/dev/null
wait "$writer" 2>/dev/null
if [ $have_socket = 1 ]; then
	TMO=10 run 2 check sp/sock.c sp/ok.c
	eq "check stderr (socket)" "uniform: sp/sock.c: No such device or address" "$(cat "$T/err")"
fi
end

begin fifo-operand-no-writer
# A FIFO named on the command line that no program writes to: opened
# without waiting for a writer (check blocked for ever in open()) and
# skipped, by every command and by the counting pass of the practice.
for cmd in "check" "check --format json" "check --preset linux" \
	"check --set uniform_comment_style=majority" "fix --diff" \
	"census --format csv" "census --format csv --method regex"; do
	# shellcheck disable=SC2086 # $cmd is a word list
	TMO=10 run 0 $cmd sp/fifo.c sp/ok.c
	case $cmd in
	census*) want="uniform: sp/fifo.c: a FIFO, skipped" ;;
	*) want="uniform: sp/fifo.c: a FIFO with no writer, skipped" ;;
	esac
	eq "stderr ($cmd)" "$want" "$(grep -v '^uniform fix: ' "$T/err")"
done
echo sp/fifo.c >fifo.list
TMO=10 run 0 check --files-from fifo.list
eq "stderr (--files-from)" "uniform: sp/fifo.c: a FIFO with no writer, skipped" "$(cat "$T/err")"
end

# ---------------------------------------------------------------------------
# Huge and deep.

begin sparse-2gib
# Larger than the 1 GiB limit: refused at once, whatever the method.
mkdir -p sg
truncate -s 2G sg/big.c
printf '// x\n' >sg/ok.c
for cmd in "census --format csv" "census --format csv --method regex" \
	"census --compare" "check" "check --format json"; do
	# shellcheck disable=SC2086 # $cmd is a word list
	TMO=10 run 2 $cmd sg
	eq "stderr ($cmd)" "uniform: sg/big.c: file larger than 1 GiB, refused" "$(cat "$T/err")"
	rss_below "$cmd" 64000
done
run 2 census --format csv sg
eq "the other file is counted" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
# A patch of that size is refused by its size, and a list at its first
# line (a NUL byte, or longer than a path), neither read whole first.
TMO=10 run 2 check --patch sg/big.c
eq "stderr (check --patch)" "uniform: sg/big.c: larger than 1 GiB, refused" "$(cat "$T/err")"
rss_below "check --patch" 64000
for cmd in census check; do
	TMO=10 run 2 $cmd --files-from sg/big.c
	eq "stderr ($cmd --files-from)" \
		"uniform: sg/big.c: line 1 holds a NUL byte; the list is not read from there on" "$(cat "$T/err")"
	rss_below "$cmd --files-from" 64000
done
{ echo sg/ok.c; head -c 2000000 /dev/zero | tr '\0' x; echo; echo sg/ok.c; } >sg/long.list
TMO=10 run 2 census --format csv --files-from sg/long.list
eq "stderr (a line longer than a path)" \
	"uniform: sg/long.list: line 2 is longer than a path can be; the list is not read from there on" "$(cat "$T/err")"
eq "the lines before it are read" "total,1,1,1,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
rm -rf sg
end

begin line-of-100mb
# One 100 MB line between comments.  census reads a window that grows to
# the longest line; check holds the file.  Either way memory stays within
# a few times the line (windows double; a sanitizer keeps freed blocks).
if big; then
	{
		printf '/* first */\n'
		head -c 100000000 /dev/zero | tr '\0' x
		printf ' /* end */\n/* after\n */\n'
	} >long.c
	run 0 census --list long.c
	eq "census --list" "long.c:1:1: single
long.c:2:100000002: single trailing
long.c:3:1: net-style" "$(cat "$T/out")"
	rss_below "census" 400000
	run 1 check $FP --preset linux --format json long.c
	jqt "check" "$T/out" '[.[] | "\(.line):\(.column):\(.rule)"] == ["3:1:comment-open"]'
	rss_below "check" 400000
	rm -f long.c
fi
end

begin comments-10-million
# 10,000,000 comments in one 50 MB file.  census streams it in little
# memory; check holds every comment of the file (see docs/reliability.md).
if big; then
	yes '/**/' | head -n 10000000 >many.c
	run 0 census --format csv many.c
	eq "total row" "total,1,10000000,0,10000000,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
	rss_below "census" 128000
	run 0 check many.c
	empty "check output" "$T/out"
	empty "check stderr" "$T/err"
	rm -f many.c
fi
end

# nest NAME OPEN CLOSE N: a file with N nested OPEN ... CLOSE.
nest() {
	{
		printf '/* before */\nint x = '
		head -c "$4" /dev/zero | tr '\0' "$2"
		printf '0'
		head -c "$4" /dev/zero | tr '\0' "$3"
		printf ';\n/* after */\n'
	} >"$1"
}

# nest_test NAME OPEN CLOSE N: N nested OPEN ... CLOSE, and N OPEN alone.
# The lexer does not count nesting; until the parser caps it, the
# requirement is only: it finishes, without a crash.
nest_test() {
	begin "$1"
	nest nest.c "$2" "$3" "$4"
	head -c "$4" /dev/zero | tr '\0' "$2" >nest-open.c
	for f in nest.c nest-open.c; do
		run "0|1|2" census --list "$f"
		run "0|1|2" check "$f"
	done
	run 0 census --list nest.c
	eq "comments around" "nest.c:1:1: single
nest.c:3:1: single" "$(cat "$T/out")"
	rm -f nest.c nest-open.c
	end
}
nest_test nesting-parens-1m '(' ')' 1000000
nest_test nesting-braces-100k '{' '}' 100000

# Expressions nested 200,000 deep by calls, subscripts, casts, sizeof
# and __extension__ (once a stack overflow: these went down the
# parser's recursion without counting against its depth limit): the
# nesting is reported, and the finding after it is still made.
begin nesting-expressions-200k
for form in 'f(|)' 'a[|]' '(int)|' 'sizeof |' '__extension__ |'; do
	awk -v form="$form" 'BEGIN {
		n = split(form, part, "|")
		printf "void g(void)\n{\n\tx = "
		for (i = 0; i < 200000; i++) printf "%s", part[1]
		printf "y"
		for (i = 0; i < 200000; i++) printf "%s", part[2]
		printf ";\n\treturn (y);\n}\n"
	}' >deep-expr.c
	run 1 check --rule redundant-parens --set uniform_return_parens=remove deep-expr.c
	eq "the finding after '$form'" "deep-expr.c:4:9:" \
		"$(grep -o '^deep-expr.c:[0-9]*:[0-9]*:' "$T/out")"
	case $(cat "$T/err") in
	*"nesting too deep (more than 256 levels)"*) ;;
	*) bad "'$form': no nesting warning: $(head -c 200 "$T/err")" ;;
	esac
done
rm -f deep-expr.c
end

# Structures nested in structures, each declaration failing after its
# body ("} 1 1;"): the parser once parsed each body again as a block,
# twice the work per level (a fuzzed find; 26 levels took 6 s, 40 would
# take days).  40 and 200 levels must take well under the time limit,
# and keep the findings inside.
begin nesting-failed-declarations
for n in 40 200; do
	awk -v n="$n" 'BEGIN {
		for (i = 0; i < n; i++) print "struct s {"
		print "int f(void) { return (x); }"
		for (i = 0; i < n; i++) print "} 1 1;"
	}' >fail-nest.c
	TMO=10 run 1 check --rule redundant-parens --set uniform_return_parens=remove fail-nest.c
	eq "the finding inside $n levels" "fail-nest.c:$((n + 1)):22:" \
		"$(grep -o '^fail-nest.c:[0-9]*:[0-9]*:' "$T/out")"
done
rm -f fail-nest.c
end

# ---------------------------------------------------------------------------
# Memory: what grows with the input grows as the input, and a file that
# memory cannot hold is reported by name while the run goes on.

# unlimited: why uniform cannot run under a limit on its address space
# here (prlimit --as, as ulimit -v sets it), or nothing when it can:
# valgrind and a sanitizer build map far more address space than they use.
unlimited() {
	if [ -n "$VALGRIND" ]; then
		echo "valgrind maps memory of its own"
	elif grep -q __asan_init "$U" 2>/dev/null; then
		echo "the sanitizer build reserves terabytes of shadow memory"
	elif ! command -v prlimit >/dev/null 2>&1; then
		echo "no prlimit here (util-linux)"
	fi
}

# limited: a test that needs the limit is skipped where it cannot be set.
limited() {
	nolimit=$(unlimited)
	[ -z "$nolimit" ] && return 0
	skip "a limit on the address space: $nolimit"
	return 1
}

# Findings on one long line: each shows its line and a caret line as
# long, so 20,000 nested "if (a | (b < 1))" on one 340 KB line once made
# 7 GB of text in 10 GB of memory (200,000 aborted), SARIF and GitHub
# counted every column from the line's start, and HTML held the line
# once per finding.  100,000 of them (1.7 MB) in every format, within
# 300 MB of address space where a limit can be set: a long line shows 80
# bytes either side of the finding.
begin long-line-findings
if big; then
	lim=
	[ -z "$(unlimited)" ] && lim="prlimit --as=300000000"
	awk 'BEGIN {
		printf "void f(int a, int b)\n{\n"
		for (i = 0; i < 100000; i++) printf "if (a | (b < 1)) "
		printf ";\n}\n"
	}' >line.c
	for fmt in text json sarif github html; do
		WRAP=$lim run 1 check --format "$fmt" line.c
		cp "$T/out" "$T/out.$fmt"
		empty "stderr ($fmt)" "$T/err"
	done
	eq "text findings" 100000 "$(grep -c '^line.c:3:[0-9]*: warning: \[\*\] bitwise' "$T/out.text")"
	eq "the last finding's line, cut" "...< 1)) if (a | (b < 1)) if (a | (b < 1)) if (a | (b < 1)) if (a | (b < 1)) if (a | (b < 1)) ;" \
		"$(tail -n 2 "$T/out.text" | head -n 1)"
	eq "its caret, under the '|'" "$(printf '%83s^' '')" "$(tail -n 1 "$T/out.text")"
	jqt "JSON" "$T/out.json" 'length == 100000 and .[99999].column == 1699990'
	jqt "SARIF" "$T/out.sarif" '.runs[0].results | length == 100000 and
		.[99999].locations[0].physicalLocation.region.startColumn == 1699990'
	eq "GitHub" 100000 "$(grep -c '^::warning file=line.c,line=3,' "$T/out.github")"
	rm -f line.c
fi
end

# The places of pointer-star, sizeof and else on three lines of 512 KB:
# each place's column was counted from its line's start, and the else's
# line end looked for again (census --list, check), and fix's guard
# looked for each added parenthesis's partner among all the others, so
# 128 / 256 / 512 KB lines took 1.1 / 5.1 / 15.6 s.  Work, not time, is
# what is bounded: 3 s of CPU (prlimit --cpu, scaled as TMO is), which
# the linear walk stays 15 times under and the quadratic one passed
# 10 times over (killed).
begin aspects-long-lines-linear
if big; then
	cpu="prlimit --cpu=$((3 * ${TMO_SCALE:-1}))"
	awk 'BEGIN {
		for (i = 0; i < 65536; i++) printf "int * a;"
		printf "\nvoid f(int a)\n{\n\tif (a) { a++; }"
		for (i = 0; i < 26000; i++) printf " else if (a) { a++; }"
		printf "\n\ta = sizeof a"
		for (i = 0; i < 48000; i++) printf " + sizeof a"
		printf ";\n}\n"
	}' >lines3.c
	set -- --rule pointer-star,sizeof,else --set uniform_else=own-line \
		--set uniform_pointer_star=by-name --set uniform_sizeof=parens
	WRAP=$cpu run 1 check --max-findings 3 --stats "$@" lines3.c
	eq "every finding counted" "else 26000 pointer-star 65536 sizeof 48001" \
		"$(awk '$1 ~ /^(pointer-star|sizeof|else)$/ { printf "%s%s %s", \
			n++ ? " " : "", $1, $2 }' "$T/out" | tr -s ' ')"
	WRAP=$cpu run 0 census --aspect all --list lines3.c
	eq "census: the places" 139537 "$(grep -c -e ' else ' -e ' sizeof ' -e ' pointer-star ' "$T/out")"
	eq "census: the last else's column" "lines3.c:4:$((16 + 25999 * 21 + 2)): else cuddled" \
		"$(grep ' else ' "$T/out" | tail -n 1)"
	eq "census: the last sizeof's column" "lines3.c:5:528006: sizeof bare" \
		"$(grep ' sizeof ' "$T/out" | tail -n 1)"
	WRAP=$cpu run 1 fix --diff "$@" lines3.c
	eq "fix: every place fixed" "uniform fix: 139537 fixes in 1 file; 0 findings left with no safe fix" \
		"$(cat "$T/err")"
	rm -f lines3.c
fi
end

# redundant-parens looks for rows written alike in the lines near each
# pair: a line of 60,000 parenthesized operands costs a few steps a pair,
# not the line (each pair read the whole line: 16 s at 50,000).
begin redundant-parens-long-line-linear
if big; then
	cpu="prlimit --cpu=$((3 * ${TMO_SCALE:-1}))"
	awk 'BEGIN {
		printf "int f(int v, int w)\n{\n\tif ((v) && w"
		for (i = 0; i < 60000; i++) printf " && (v) && w"
		printf ")\n\t\treturn 1;\n\treturn 0;\n}\n"
	}' >row.c
	WRAP=$cpu run 0 check --select redundant-parens row.c
	empty "the file's habit: pairs around its operands" "$T/out"
	rm -f row.c
fi
end

# A comment a finding on one line, and a NOLINT a finding a line: each
# expression once read every later comment of its line for intent, and
# each finding was asked of every directive of the file (10,000 on one
# line took 80 s, 200,000 lines 17 s).
begin comment-per-finding
if big; then
	awk 'BEGIN {
		printf "void f(int a, int b)\n{\n"
		for (i = 0; i < 10000; i++)
			printf "if (a | (b < 1)) /* NOLINT(precedence) */ "
		printf ";\n}\n"
	}' >one-line.c
	TMO=10 run 1 check --format json one-line.c
	jqt "one line: every finding" "$T/out" 'length == 10000'
	awk 'BEGIN {
		printf "void f(int a, int b)\n{\n"
		for (i = 0; i < 200000; i++) print "if (a | (b < 1)) /* NOLINT */"
		printf ";\n}\n"
	}' >lines.c
	TMO=10 run 0 check lines.c
	empty "every line: all suppressed" "$T/out"
	rm -f one-line.c lines.c
fi
end

# Regions 50,000 deep, two sets of rules interleaved so that each
# NOLINTEND closes a NOLINTBEGIN under 50,000 others of its rules, and
# 50,000 NOLINTEND of no NOLINTBEGIN: each pairing once looked through
# every region still open (2.5 billion steps).
begin nested-regions
if big; then
	awk 'BEGIN {
		printf "void f(int a, int b)\n{\n"
		for (i = 0; i < 50000; i++) print "/* NOLINTBEGIN(precedence) */"
		for (i = 0; i < 50000; i++) print "/* NOLINTBEGIN(precedence, redundant-parens) */"
		for (i = 0; i < 50000; i++) print "if (a & b == 1) ; /* NOLINTEND(precedence) */"
		for (i = 0; i < 50000; i++) print "/* NOLINTEND(precedence, redundant-parens) */"
		for (i = 0; i < 50000; i++) print "/* NOLINTEND(redundant-parens) */"
		printf "if (a & b == 2) ;\n}\n"
	}' >nested.c
	TMO=10 run 1 check --format json nested.c
	jqt "only the finding after the regions" "$T/out" '[.[].line] == [250003]'
	eq "each NOLINTEND of no NOLINTBEGIN told" 50000 "$(grep -c 'closes no NOLINTBEGIN' "$T/err")"
	rm -f nested.c
fi
end

# 16 KB of code, then 100 MB of NUL bytes (a sparse file), within 4 times
# the file's size and 64 MB of address space: each NUL was a token of 32
# bytes (3.2 GB: "out of memory; not checked"), the token array was given
# room for a token every 6 bytes before any was met, and the file was
# read into a window doubled up to twice its size.  A run of bytes no C
# token holds is one token now, the room made ahead stops at the kernel's
# largest file, and the window is sized by fstat once the probe is read.
begin nul-tail-memory-bound
if limited && big; then
	{
		printf 'int f(int a, int b)\n{\n\tif (a | (b < 1))\n\t\treturn 1;\n'
		awk 'BEGIN { for (i = 0; i < 400; i++) printf "\tb = a + %d;\t/* %s */\n", i, "padding padding" }'
		printf '\treturn 0;\n}\n'
	} >nul.c
	truncate -s 100000000 nul.c
	lim="prlimit --as=$((4 * 100000000 + 64000000))"
	WRAP=$lim run 1 check nul.c
	eq "the finding before the NULs" "nul.c:3:8:" "$(grep -o '^nul.c:[0-9]*:[0-9]*:' "$T/out")"
	WRAP=$lim run 0 census --aspect all nul.c
	empty "census: stderr" "$T/err"
	WRAP=$lim run 0 fix --diff --select comment-open nul.c
	eq "fix --diff: the file read" "uniform fix: 0 fixes in 0 files; 0 findings left with no safe fix" "$(cat "$T/err")"
	rm -f nul.c
fi
end

# A file whose work does not fit in 150 MB of address space: a message
# naming it, the other file checked, status 2 (once "uniform: out of
# memory" and an abort, SIGABRT, after part of the output).  30 MB of
# comments, whose list outgrows the limit, not the tokens (which stop
# at their budget: token-budget below).
begin out-of-memory-file
if limited; then
	yes '/**/' | head -c 30000000 >big.c
	printf 'int f(void)\n{\n\treturn (1);\n}\n' >small.c
	WRAP="prlimit --as=150000000" run 2 check --set uniform_return_parens=remove big.c small.c
	eq "stderr" "uniform: big.c: out of memory; not checked" "$(cat "$T/err")"
	eq "the other file" "small.c:3:9:" "$(grep -o '^small.c:[0-9]*:[0-9]*:' "$T/out")"
	rm -f big.c small.c
fi
end

# 30 MB of ';' on one line after a comment, within 4 times the file's
# size and 64 MB of address space: a token of 20 bytes a byte once took
# 36 bytes a byte (50 MB: 1.8 GB in check, 1.9 GB in fix --diff, "out of
# memory; not checked" under this limit).  The tokens stop at their
# budget (twice the file and 64 MiB): the file is named, the rules that
# read tokens skip it, the comment rules do not, and fix offers no fix
# it cannot prove (the guard reads the tokens too).
begin token-budget
if limited && big; then
	mkdir -p tb
	{
		printf '/*\n * one\n */\nint a;\n/*\n * two\n */\nint b;\n'
		printf '/* three\n * four\n */\n'
		head -c 30000000 /dev/zero | tr '\0' ';'
		echo
	} >tb/semi.c
	printf 'int f(int a, int b)\n{\n\tif ((a > 0) | (b < 1))\n\t\treturn 1;\n\treturn 0;\n}\n' >tb/small.c
	lim="prlimit --as=$((4 * 30000000 + 64000000))"
	over="tb/semi.c: warning: more tokens than fit in twice the file's size and 64 MiB of memory"
	WRAP=$lim run 1 check --set uniform_comment_style=customary --rule all -j1 tb/semi.c tb/small.c
	eq "check: stderr" "$over; the expression and aspect rules skip it" "$(cat "$T/err")"
	eq "check: the comment rules ran" "tb/semi.c:9:1:" "$(grep -o '^tb/semi.c:[0-9]*:[0-9]*:' "$T/out")"
	eq "check: the other file" "tb/small.c:3:14:" "$(grep -o '^tb/small.c:[0-9]*:[0-9]*:' "$T/out")"
	WRAP=$lim run 1 fix --set uniform_comment_style=customary --diff -j1 tb/semi.c
	eq "fix: no fix it cannot prove" "" "$(cat "$T/out")"
	grep -q "^$over; the expression and aspect rules skip it" "$T/err" ||
		bad "fix: the file not named: $(head -c 300 "$T/err")"
	WRAP=$lim run 0 census --aspect all -j1 tb/semi.c
	eq "census: stderr" "$over; its aspects are not counted" "$(cat "$T/err")"
	rm -rf tb
fi
end

# Memory running out at each allocation of a file's work in turn (the
# tests' UNIFORM_TEST_ALLOC_FAIL=N fails the N-th): each time the file
# is reported and the run ends with status 2, and with a sanitizer build
# nothing the work had made is leaked or used after it is freed.
begin out-of-memory-everywhere
if big; then
	mkdir -p oom
	cat >oom/every.c <<'TESTEOF'
/* a comment
   without stars */
typedef int mytype_t;
#define M(x) ((x) + (a) | (b < 1))
struct s { int an_identifier_that_is_much_too_long_for_the_limit; };
int f(int a, int b)
{
	if (a | (b < 1))	/* bitwise on purpose */
		return (a);
	if (a | (b < 1) || !a & b)
		x = ({ int y = (a) + b; y; });
	if ((a == 1))	/* NOLINT(precedence) */
		;
	/* uniform-disable: redundant-parens */
	x = (a) + b;
	/* uniform-enable: redundant-parens */
	return (mytype_t)(a) + (b);
}
TESTEOF
	for cmd in "check --format text" "check --rule long-identifier" \
		"check --format json" \
		"check --format sarif" "check --format github" \
		"check --format html" "census --list" "census --compare" \
		"census --method regex" "census --aspect all" \
		"census --aspect all --list" \
		"check --preset none --rule decl-order,brace-function,else,pointer-star,sizeof,spdx,indent"; do
		case $cmd in
		check*) what=checked ;;
		*) what=counted ;;
		esac
		# shellcheck disable=SC2086 # $cmd is a word list
		run "0|1" $cmd -j1 oom
		cp "$T/out" "$T/whole"
		n=1
		while [ "$n" -le 100 ]; do
			# shellcheck disable=SC2086 # $cmd is a word list
			WRAP="env UNIFORM_TEST_ALLOC_FAIL=$n" run "0|1|2" $cmd -j1 oom
			[ "$rc" -ne 2 ] && break
			eq "$cmd, allocation $n" "uniform: oom/every.c: out of memory; not $what" \
				"$(cat "$T/err")"
			n=$((n + 1))
		done
		[ "$n" -gt 1 ] || bad "$cmd: no allocation failed"
		[ "$n" -le 100 ] || bad "$cmd: still failing after 100 allocations"
		same "$cmd, once no allocation fails" "$T/whole" "$T/out"
	done
	rm -rf oom
fi
end

# More threads than a limit on the address space leaves room for: each
# costs its stack and a malloc arena, and -j1024 under 500 MB once left
# no memory for the files (an abort); the pool starts fewer.
begin threads-under-ulimit
if limited; then
	mkdir -p th
	yes 'x = a + b;' | head -c 300000 >th-body
	for i in 1 2 3 4 5 6 7 8 9 10; do
		for j in 0 1 2 3 4 5 6 7 8 9; do
			{
				printf '/*\n * %s\n */\nint f(void)\n{\n\treturn (1);\n' "$i$j"
				cat th-body
				printf '}\n'
			} >"th/f$i$j.c"
		done
	done
	run 1 check --set uniform_return_parens=remove -j1 th
	cp "$T/out" "$T/check-1"
	run 0 census --format csv -j1 th
	cp "$T/out" "$T/census-1"
	WRAP="prlimit --as=500000000" run 1 check --set uniform_return_parens=remove -j1024 th
	same "check -j1024" "$T/check-1" "$T/out"
	empty "check stderr" "$T/err"
	WRAP="prlimit --as=500000000" run 0 census --format csv -j1024 th
	same "census -j1024" "$T/census-1" "$T/out"
	empty "census stderr" "$T/err"
	rm -rf th th-body
fi
end

# A patch on stdin that never ends: read until memory runs out (once an
# abort), or up to 1 GiB, then a message and status 2.
begin patch-endless-stdin
if limited; then
	mkfifo endless
	yes >endless &
	yes_pid=$!
	IN=endless WRAP="prlimit --as=600000000" run 2 check --patch -
	kill "$yes_pid" 2>/dev/null
	wait "$yes_pid" 2>/dev/null
	case $(cat "$T/err") in
	"uniform: -: out of memory after "*" bytes; not read" | \
	"uniform: -: larger than 1 GiB, refused") ;;
	*) bad "stderr: $(head -c 300 "$T/err")" ;;
	esac
	empty "stdout" "$T/out"
	rm -f endless
fi
end

# ---------------------------------------------------------------------------
# Broken text.

begin unterminated-every-construct
# Each construct left open at the end of the file (no newline after it):
# a warning where the lexer sees one, never a crash, status 0.
mkdir -p ut
printf 'int x;\n/* open' >ut/comment.c
printf '/* a *' >ut/comment-star.c
printf '/* a *\\' >ut/comment-splice.c
printf '/\\' >ut/opener-half.c
printf 'char *s = "abc' >ut/string.c
printf 'char *s = "a\\' >ut/string-backslash.c
printf "char c = 'a" >ut/char.c
printf '#include "x.h' >ut/include.c
printf "#error don't" >ut/error.c
printf '// splice \\' >ut/line-splice.c
printf 'x = a /' >ut/slash.c
printf 'x \\' >ut/backslash.c
run 0 census --list ut
eq "census --list" "ut/comment-splice.c:1:1: single
ut/comment-star.c:1:1: single
ut/comment.c:2:1: single
ut/line-splice.c:1:1: line" "$(cat "$T/out")"
cat >"$T/exp" <<'EOF'
ut/char.c:1:10: warning: unterminated character literal
ut/comment-splice.c:1:1: warning: unterminated comment
ut/comment-star.c:1:1: warning: unterminated comment
ut/comment.c:2:1: warning: unterminated comment
ut/error.c:1:11: warning: unterminated character literal
ut/include.c:1:10: warning: unterminated string literal
ut/string-backslash.c:1:11: warning: unterminated string literal
ut/string.c:1:11: warning: unterminated string literal
EOF
eq "census warnings" "$(cat "$T/exp")" "$(cat "$T/err")"
run 0 check ut
empty "check output" "$T/out"
eq "check warnings" "$(cat "$T/exp")" "$(cat "$T/err")"
end

begin invalid-utf8
# Bytes that are not UTF-8 (a lone continuation byte, an overlong NUL,
# 0xFF, a sequence cut short at the end of the file) count as text, take
# a column each where they are not continuation bytes, and come out of
# JSON and SARIF as valid UTF-8.
printf '/* \377\376 text\n\t\200 no star\n */\nchar *s = "\300\200"; /* \342\202 */\n// \342\202' >bad8.c
run 0 census --list bad8.c
eq "census --list" "bad8.c:1:1: net-style
bad8.c:4:16: single trailing
bad8.c:5:1: line" "$(cat "$T/out")"
run 1 check $FP --preset linux --format json bad8.c
jqt "check JSON" "$T/out" '[.[] | "\(.line):\(.column):\(.rule)"] == ["1:1:comment-open", "2:2:comment-star"]'
run 1 check $FP --preset linux --format sarif bad8.c
sarif "SARIF" "$T/out"
run 1 check $FP --preset linux --color=never bad8.c
eq "text: two findings" 2 "$(grep -c ': warning: ' "$T/out")"
end

begin cr-only-line-ends
# Old Mac line ends: CR alone ends a line, for positions and rules.
printf 'int a;\r/* net\r * style\r */\r// line\r' >cr.c
run 0 census --list cr.c
eq "census --list" "cr.c:2:1: net-style
cr.c:5:1: line" "$(cat "$T/out")"
run 1 check $FP --preset linux --format json cr.c
jqt "check" "$T/out" '[.[] | "\(.line):\(.column):\(.rule)"] == ["2:1:comment-open"]'
end

# ---------------------------------------------------------------------------
# Links and permissions.

begin symlink-loops-check
# census is tested on a directory loop in cli.sh; here a two-link file
# loop and a directory loop under check -L, and the file loop as an
# operand (an error: the operand cannot be read).
mkdir -p lp/d
ln -s b.c lp/a.c
ln -s a.c lp/b.c
ln -s .. lp/d/up
printf '// x\n' >lp/d/ok.c
TMO=10 run 0 check -L lp
eq "stderr" "uniform: lp/a.c: Too many levels of symbolic links
uniform: lp/b.c: Too many levels of symbolic links
uniform: lp/d/up: symlink loop, not followed" "$(cat "$T/err")"
TMO=10 run 0 check lp
empty "without -L: links not followed, no message" "$T/err"
TMO=10 run 2 check lp/a.c
eq "operand" "uniform: lp/a.c: Too many levels of symbolic links" "$(cat "$T/err")"
end

# Permission denied does not apply to root: run as nobody when root.
mkdir -p pm/locked
printf '/* a\n * b\n */\n' >pm/good.c
printf '// x\n' >pm/bad.c
printf '// x\n' >pm/locked/x.c
chmod 000 pm/bad.c pm/locked
nobody pm/good.c

begin permission-denied-check
# census is tested in cli.sh (unreadable-file, unreadable-directory).
if [ -n "$nobody_skip" ]; then
	skip "$nobody_skip"
else
	BIN=$PBIN WRAP=$PWRAP run 2 check $FP --preset linux --format json pm
	eq "stderr" "uniform: pm/bad.c: Permission denied
uniform: pm/locked: Permission denied" "$(cat "$T/err")"
	jqt "the readable file is checked" "$T/out" '[.[] | .path] | unique == ["pm/good.c"]'
fi
end

# ---------------------------------------------------------------------------
# Files that change while they are read.

begin size-differs-from-fstat
# Deterministic cases of a file whose size changes between fstat and
# read: /proc files claim 0 bytes and have some (it grew), /sys files
# claim 4096 and have fewer (it was truncated).  Read whole, no crash.
f1=/proc/self/status
f2=
for f in /sys/devices/system/cpu/online /sys/kernel/mm/transparent_hugepage/enabled; do
	[ -r "$f" ] && f2=$f && break
done
if [ ! -r "$f1" ] || [ -z "$f2" ]; then
	skip "no /proc or /sys here"
else
	run 0 census --format csv "$f1" "$f2"
	eq "total row" "total,2,0,0,0,0,0,0,0,0,-" "$(csvrow "$T/out" total)"
	empty "stderr" "$T/err"
	run 0 census --format csv --method regex "$f1" "$f2"
	# check takes a named file by its name (--ext): links called .c.
	ln -sf "$f1" sdf1.c && ln -sf "$f2" sdf2.c
	run 0 check sdf1.c sdf2.c
	empty "check stderr" "$T/err"
fi
end

# churn SECONDS: run census and check over ch/ again and again for about
# SECONDS while it is being changed; every run must end in time without a
# crash, with status 0, 1 or 2, and every message must be one of those
# the change explains.
churn() {
	n=0
	t_end=$(($(date +%s) + $1))
	while [ "$(date +%s)" -lt "$t_end" ]; do
		TMO=20 run "0|2" census --format csv ch
		grep -v -e '^uniform: ch/.*: No such file or directory$' \
			-e '^uniform: ch/.*: a FIFO, skipped$' \
			-e '^uniform: ch/.*: not a regular file, skipped$' \
			-e '^ch/.*: warning: unterminated comment$' "$T/err" >"$T/odd"
		empty "unexpected messages (census)" "$T/odd"
		TMO=20 run "0|1|2" check ch
		n=$((n + 2))
		[ "$ok" = 1 ] || break
	done
	[ "$n" -gt 0 ] || bad "no run completed"
}

begin file-changing-while-read
# A writer rewrites, truncates, deletes and replaces with a FIFO the
# files under ch/ in a loop while uniform reads them.  No crash, no hang.
mkdir -p ch
yes '/* a comment */ int x;' | head -n 200000 >ch.src
cp ch.src ch/big.c
(
	trap 'exit 0' TERM
	while :; do
		cp ch.src ch/big.c
		: >ch/big.c
		head -c 100000 ch.src >ch/big.c
		rm -f ch/big.c
		mkfifo ch/big.c
		rm -f ch/big.c
		cp ch.src ch/new.c && mv ch/new.c ch/big.c
	done
) &
writer=$!
churn 4
kill "$writer" 2>/dev/null
wait "$writer" 2>/dev/null
rm -rf ch ch.src
end

# ---------------------------------------------------------------------------
# Deep and long paths.

# lowstack KIB [ARG]...: run uniform with ARGs under ulimit -s KIB (in a
# subshell), its status to $T/rc; the output as run() leaves it.
lowstack() {
	(ulimit -s "$1" && shift && timeout 60 $WRAP "$U" "$@" >"$T/out" 2>"$T/err"
	 echo $? >"$T/rc")
}

begin deep-tree-2000
# 2000 directories deep, a path of 4,000 bytes: the EditorConfig lookup
# once recursed per directory with 4 KiB on the stack each and crashed
# (from 300 levels under ulimit -s 1024), and the walk recursed per
# directory too.  The .editorconfig at the top applies at the bottom.
mkdir -p dt
p=dt/$(printf 'd/%.0s' $(seq 2000))
mkdir -p "$p"
printf 'root = true\n[*.c]\nuniform_comment_style = net\n' >dt/.editorconfig
printf '/*\n * customary\n */\nint x;\n' >"${p}x.c"
run 1 check $FP dt
eq "the finding at the bottom" "${p}x.c:1:1:" "$(grep -o '^[^ ]*x.c:1:1:' "$T/out")"
run 1 check $FP --no-editorconfig --rule comment-open --set uniform_comment_style=net dt
run 0 census --list dt
run 1 fix $FP --diff dt
eq "fix --diff at the bottom" "+++ b/${p}x.c" "$(grep '^+++' "$T/out")"
if [ -n "$VALGRIND" ]; then
	skip "valgrind has stacks of its own"
else
	# The walk alone once needed more than 512 KiB here.
	for args in "1024 check dt" "1024 fix --diff dt" "1024 census dt" \
		    "1024 check --preset linux-6.10 --no-editorconfig dt" \
		    "1024 check -j 1 dt" "512 census dt" \
		    "512 check --no-editorconfig dt"; do
		# shellcheck disable=SC2086 # args is a word list
		lowstack $args
		case $(cat "$T/rc") in
		0|1) grep -q -e 'Sanitizer' -e 'runtime error:' "$T/err" || continue ;;
		esac
		bad "uniform ${args#* } under ulimit -s ${args%% *}: status $(cat "$T/rc"): $(head -c 300 "$T/err")"
	done
	lowstack 1024 check $FP dt
	eq "the finding under ulimit -s 1024" "${p}x.c:1:1:" "$(grep -o '^[^ ]*x.c:1:1:' "$T/out")"
fi
run 0 fix $FP dt
run 0 check $FP dt
rm -rf dt
end

begin path-beyond-path-max
# A path longer than PATH_MAX (4096 bytes), made with relative steps: a
# file and a directory past the limit are each a message naming them,
# the run goes on (status 2) and the rest is checked.  From a current
# directory past the limit, the files are checked as any others (cd -P:
# the shell's own cd goes by the whole path, which fails).
long=$(printf 'n%.0s' $(seq 200))
mkdir -p pm
(
	cd pm || exit 1
	for i in $(seq 20); do
		mkdir "$long" && cd -P "$long" || exit 1
	done
	printf '/* a\n * b\n */\n' >"$(printf 'f%.0s' $(seq 240)).c"
	mkdir "$long" && cd -P "$long" || exit 1
	printf '/* a\n * b\n */\n' >z.c
) || bad "could not make the long path"
printf '/* a\n * b\n */\n' >pm/a.c
for cmd in check census fix; do
	# shellcheck disable=SC2046 # no word or one
	run 2 $cmd $([ $cmd = census ] || echo --preset linux $FP) pm
	eq "$cmd: messages" 2 "$(grep -c '^uniform: pm/n.*: File name too long$' "$T/err")"
	[ $cmd = check ] &&
		eq "check: the rest" "pm/a.c:1:1:" "$(grep -o '^pm/a.c:1:1:' "$T/out")"
done
run 0 check $FP --preset linux pm/a.c	# fixed
(
	cd pm || exit 1
	for i in $(seq 21); do
		cd -P "$long" || exit 1
	done
	timeout 20 $WRAP "$U" check -q $FP --preset linux . >"$T/out" 2>"$T/err"
	echo $? >"$T/rc"
)
eq "check . below the limit: status" 1 "$(cat "$T/rc")"
eq "check . below the limit: findings" "z.c:1:1:" "$(grep -o '^z.c:1:1:' "$T/out")"
empty "check . below the limit: stderr" "$T/err"
rm -rf pm
end

begin editorconfig-too-deep
# An .editorconfig whose directory, with its sections, does not fit the
# 8194-byte pattern buffer of libeditorconfig (up to 0.12.10 it copied
# the pattern in unchecked, and aborted): a message naming it, its files
# not checked (status 2), the others checked.
mkdir -p ecd
d=ecd
while [ $(( ${#T} + ${#d} )) -lt 3800 ]; do
	d=$d/$(printf -- '-%.0s' $(seq 250))
done
d=$d/$(printf -- '-%.0s' $(seq $(( 4070 - ${#T} - ${#d} ))))
mkdir -p "$d"
printf '[{%s,x.c}]\nuniform_comment_style = net\n' "$(printf 'a%.0s' $(seq 300))" >"$d/.editorconfig"
printf '/* net\n * style\n */\n' >"$d/x.c"
printf '/* net\n * style\n */\n' >ecd/y.c
run 2 check $FP --preset linux --format json ecd
eq "stderr" "uniform: $(pwd -P)/$d/.editorconfig: too deep for libeditorconfig to match its sections, not read" "$(cat "$T/err")"
jqt "the other file is checked" "$T/out" '[.[] | .path] == ["ecd/y.c"]'
rm -rf ecd
end

# ---------------------------------------------------------------------------
# Settings files.

begin editorconfig-not-regular
# An .editorconfig that is a FIFO or a link to /dev/zero would block
# libeditorconfig or feed it for ever: the files below it are an error
# with a message, the others are checked.  A directory of that name is
# no settings file and is ignored.
mkdir -p ecn/fifo ecn/zero ecn/dir ecn/plain
for d in fifo zero dir plain; do
	printf '/* net\n * style\n */\n' >"ecn/$d/x.c"
done
mkfifo ecn/fifo/.editorconfig
ln -s /dev/zero ecn/zero/.editorconfig
mkdir ecn/dir/.editorconfig
TMO=10 run 2 check $FP --preset linux --format json ecn
eq "stderr" "uniform: $(pwd -P)/ecn/fifo/.editorconfig: not a regular file, not read
uniform: $(pwd -P)/ecn/zero/.editorconfig: not a regular file, not read" "$(cat "$T/err")"
jqt "the others are checked" "$T/out" '[.[] | .path] == ["ecn/dir/x.c", "ecn/plain/x.c"]'
TMO=10 run 0 check --no-editorconfig --no-rule comment-open ecn
TMO=10 run 0 census --format csv ecn
end

begin editorconfig-malformed
# A malformed line after properties that apply (libeditorconfig leaks
# them then: tests/lsan.supp and tests/valgrind.supp say so).
mkdir -p ecm/bad ecm/good
printf 'root = true\n[*.c]\nuniform_comment_style = net\n/* not a line */\n' >ecm/bad/.editorconfig
printf '/*\n * x\n */\n' >ecm/bad/x.c
printf '/* net\n * style\n */\n' >ecm/good/x.c
run 2 check $FP --preset linux --format json ecm
eq "stderr" "uniform: $(pwd -P)/ecm/bad/.editorconfig:4: malformed EditorConfig file" "$(cat "$T/err")"
jqt "the other file is checked" "$T/out" '[.[] | .path] | unique == ["ecm/good/x.c"]'
end

# ---------------------------------------------------------------------------
# Names and output.

begin odd-names-in-messages
# Messages on stderr and the text table quote a path holding a control
# byte, as --list and check do (cli.sh odd-names-in-text).
mkdir -p "on/$(printf 'a\nb')"
printf '/* open' >"on/$(printf 'a\nb')/u.c"
cp /bin/true "on/$(printf 'a\nb')/bin.c"
mkfifo "on/$(printf 'a\nb')/p.c"
TMO=10 run 0 census on
eq "census stderr" '"on/a\nb/bin.c": binary file (NUL byte), skipped
"on/a\nb/p.c": a FIFO, skipped
"on/a\nb/u.c":1:1: warning: unterminated comment' "$(sed 's/^uniform: //' "$T/err")"
eq "text table row" '"a\nb"' "$(sed -n 3p "$T/out" | cut -d' ' -f1)"
TMO=10 run 0 check on
eq "check stderr lines" 3 "$(wc -l <"$T/err" | tr -d ' ')"
end

begin write-error-check
# census to a full disk is tested in cli.sh (write-error); check here.
if [ -w /dev/full ]; then
	printf '/* a\n * b\n */\n' >wf.c
	timeout 20 $WRAP "$U" check $FP --preset linux wf.c >/dev/full 2>"$T/err"
	eq "exit status" 2 "$?"
	grep -q 'error writing output' "$T/err" || bad "no message: $(cat "$T/err")"
else
	skip "no /dev/full"
fi
end

# bigfix: about 12 KiB of C with one fix to make, at its end: its only
# return (a), reported with uniform_return_parens = remove (a file with
# no other return shows no practice of its own).
bigfix() {
	i=0
	while [ $i -lt 200 ]; do
		echo "int v$i = 1;	/* padding to pass the limit */"
		i=$((i + 1))
	done
	printf 'int g(int a)\n{\n\treturn (a);\n}\n'
}

begin fix-file-size-limit
# fix when the fixed file cannot be written whole (ulimit -f, as on a
# quota): the original is intact, no temporary file stays, the error is
# clear, and the run goes on to the next file.
rm -rf fl && mkdir fl
bigfix >fl/big.c
printf 'int f(int a, int b)\n{\n\treturn (a);\n}\n' >fl/small.c
cp fl/big.c fl-big-before.c
# 4 blocks: 2 KiB in dash, 4 KiB in bash; big.c is about 12 KiB.
(ulimit -f 4 && timeout 20 $WRAP "$U" fix --set uniform_return_parens=remove fl >"$T/out" 2>"$T/err"; echo $? >"$T/rc")
eq "exit status" 2 "$(cat "$T/rc")"
same "original after a failed write" fl-big-before.c fl/big.c
grep -q '^uniform: fl/big.c: cannot write the fixed file: File too large; not fixed$' "$T/err" ||
	bad "message: $(cat "$T/err")"
eq "the small file fixed all the same" "$(printf 'int f(int a, int b)\n{\n\treturn a;\n}')" "$(cat fl/small.c)"
eq "temporary files left" "" "$(find fl -name '.*' -type f)"
end

begin fix-disk-full
# fix on a full file system (a tmpfs of 1 MiB filled up, in a private
# mount namespace): as above, with "No space left on device".
if unshare -m true 2>/dev/null; then um="unshare -m"
elif unshare -rm true 2>/dev/null; then um="unshare -rm"
else um=""; fi
if [ -n "$um" ]; then
	mkdir -p full
	bigfix >full-src.c
	# shellcheck disable=SC2016 # expanded by the inner shell
	$um sh -c 'mount -t tmpfs -o size=1m tmpfs full && cp full-src.c full/a.c &&
		{ dd if=/dev/zero of=full/filler bs=4k 2>/dev/null || true; } &&
		timeout 20 $1 "$2" fix --set uniform_return_parens=remove full >"$3/out" 2>"$3/err"; echo $? >"$3/rc";
		cmp -s full-src.c full/a.c && echo intact >"$3/intact";
		find full -name ".*" -type f >"$3/left"' sh "$WRAP" "$U" "$T" 2>"$T/merr"
	if [ -s "$T/rc" ]; then
		eq "exit status" 2 "$(cat "$T/rc")"
		eq "original after a failed write" intact "$(cat "$T/intact" 2>/dev/null)"
		grep -q '^uniform: full/a.c: cannot write the fixed file: No space left on device; not fixed$' "$T/err" ||
			bad "message: $(cat "$T/err")"
		eq "temporary files left" "" "$(cat "$T/left")"
	else
		skip "cannot mount a tmpfs here: $(cat "$T/merr")"
	fi
else
	skip "no private mount namespace here (unshare)"
fi
end

exit 0
