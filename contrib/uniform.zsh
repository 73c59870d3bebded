#compdef uniform
# zsh completion for uniform
#
# Installed by "make install" as share/zsh/site-functions/_uniform; or
# copy this file as _uniform into a directory of $fpath before compinit.
#
# Nothing is listed here, as in the bash completion (uniform.bash): the
# commands with their sentences are read from uniform --help, each
# command's options with their help and the words of --format, --preset,
# --color and --method from uniform COMMAND --help (one table per command
# defines both), the rules of --rule, --no-rule and --select from
# "uniform check --list-rules", and the keys of --set and their words
# from "uniform check --list-keys"; an option whose argument is REV
# takes the git references of the repository here.  So a new option,
# rule or key completes as soon as the program knows it.

# The options of PROG [COMMAND] --help, one a line: the short name (or
# nothing), the long name, the argument (or nothing) and the help,
# separated by tabs.
_uniform_rows() {
	"$@" --help 2>/dev/null |
		sed -n 's/^  \(-\(.\), \)\{0,1\} *--\([a-z0-9-]*\)\( \([A-Z][^ ]*\)\)\{0,1\}  *\(.*\)$/\2	\3	\5	\6/p'
}

# The commands of PROG --help, as NAME:SENTENCE.
_uniform_command_list() {
	"$1" --help 2>/dev/null |
		sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\)  *\(.*\)/\1:\2/p'
}

# The words an option's help lists: "text (default), json or html"
# gives text json html.
_uniform_words() {
	print -r -- "$1" | sed 's/([^)]*)//g; s/;.*//; s/,/ /g; s/ or / /g'
}

# The _arguments specifications of PROG COMMAND's options, one a line.
_uniform_specs() {
	local prog=$1 cmd=$2 row short long arg help action
	local -a f

	_uniform_rows "$prog" ${cmd:+"$cmd"} | while IFS= read -r row; do
		f=("${(@ps:\t:)row}")
		short=$f[1] long=$f[2] arg=$f[3] help=$f[4]
		help=${help//\\/\\\\}
		help=${help//\[/\\[}
		help=${help//\]/\\]}
		help=${help//:/\\:}
		case $long:$arg in
		rule:* | no-rule:* | select:*) action=_uniform_rules ;;
		set:*) action=_uniform_set ;;
		format:* | preset:* | color:* | method:*)
			action="($(_uniform_words "$f[4]"))" ;;
		*:REV) action=_uniform_revs ;;
		*:FILE | *:PATH) action=_files ;;
		*:REPO) action="_files -/" ;;
		*) action=" " ;;
		esac
		if [[ -z $arg ]]; then
			print -r -- "*--${long}[${help}]"
			[[ -n $short ]] && print -r -- "*-${short}[${help}]"
		else
			print -r -- "*--${long}=[${help}]:${arg}:${action}"
			[[ -n $short ]] && print -r -- "*-${short}+[${help}]:${arg}:${action}"
		fi
	done
}

# An argument REV: the git references of the repository here, and HEAD.
_uniform_revs() {
	local -a revs
	revs=(${(f)"$(git for-each-ref --format='%(refname:short)' 2>/dev/null)"} HEAD)
	_wanted revisions expl revision compadd -a revs
}

# --rule, --no-rule, --select: rule names and all, comma-separated.
_uniform_rules() {
	local -a rules
	rules=(${(f)"$("$_uniform_prog" check --list-rules 2>/dev/null | cut -d' ' -f1)"} all)
	_values -s , rule $rules
}

# --set KEY=VALUE: the keys with their '=', then the words of the key.
_uniform_set() {
	local -a keys vals
	if compset -P '*='; then
		vals=(${=$("$_uniform_prog" check --list-keys 2>/dev/null |
			sed -n "s/^${IPREFIX%=}  *\([a-z-]*\(, [a-z-]*\)* or [a-z-]*\) (default.*/\1/p" |
			sed 's/,/ /g; s/ or / /g')})
		_wanted values expl value compadd -a vals
	else
		keys=(${(f)"$("$_uniform_prog" check --list-keys 2>/dev/null | cut -d' ' -f1)"})
		_wanted keys expl key compadd -S = -q -a keys
	fi
}

_uniform() {
	local prog=$words[1] _uniform_prog=$words[1]	# for the helpers below
	local -a cmds specs

	cmds=(${(f)"$(_uniform_command_list "$prog")"})
	if (( CURRENT == 2 )); then
		_describe -t commands 'uniform command' cmds
		[[ $PREFIX == -* ]] && _arguments "${(@f)$(_uniform_specs "$prog" "")}"
		return
	fi
	if [[ $words[2] == help && $PREFIX != -* ]]; then
		(( CURRENT == 3 )) && _describe -t commands 'uniform command' cmds
		return
	fi
	specs=(${(f)"$(_uniform_specs "$prog" "$words[2]")"})
	shift words
	(( CURRENT-- ))
	_arguments -s $specs '*:file:_files'
}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
	_uniform "$@"
else
	compdef _uniform uniform
fi
