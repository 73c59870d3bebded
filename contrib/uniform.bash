# bash completion for uniform                          -*- shell-script -*-
#
# Installed by "make install" as share/bash-completion/completions/uniform;
# or source this file from ~/.bashrc.
#
# Nothing is listed here: the commands, each command's options and the
# values of --format, --preset, --color and --method are read from the
# help of the uniform being completed (uniform --help, uniform COMMAND
# --help: one table per command defines both), and the rules of --rule
# and --no-rule from "uniform check --list-rules".  So a new option or
# rule completes as soon as the program knows it.

# The commands, from the lines under "Commands:" in uniform --help.
_uniform_commands()
{
	"$1" --help 2>/dev/null |
		sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'
}

# The long options of a command (or of uniform itself when it is empty).
_uniform_options()
{
	"$1" ${2:+"$2"} --help 2>/dev/null |
		sed -n 's/^  \(-[^-], \)\{0,1\} *\(--[a-z0-9-]*\).*/\2/p'
}

# The values an option's help line lists: "text, csv, json or markdown
# (default text)" gives text csv json markdown.
_uniform_values()
{
	"$1" "$2" --help 2>/dev/null |
		sed -n "s/^  \(-[^-], \)\{0,1\} *$3 [A-Z]* *//p" |
		sed 's/([^)]*)//g; s/;.*//; s/,/ /g; s/ or / /g'
}

_uniform()
{
	local prog=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]}
	local prev=${COMP_WORDS[COMP_CWORD-1]} cmd=${COMP_WORDS[1]:-}
	local IFS=$' \t\n'

	COMPREPLY=()
	if [ "$COMP_CWORD" -eq 1 ]; then
		COMPREPLY=($(compgen -W "$(_uniform_commands "$prog") $(_uniform_options "$prog")" -- "$cur"))
		return
	fi
	case $prev in
	--rule | --no-rule)
		COMPREPLY=($(compgen -W "$("$prog" check --list-rules 2>/dev/null | cut -d' ' -f1)" -- "$cur"))
		return
		;;
	--format | --preset | --color | --method)
		COMPREPLY=($(compgen -W "$(_uniform_values "$prog" "$cmd" "$prev")" -- "$cur"))
		return
		;;
	esac
	case $cur in
	-*)
		COMPREPLY=($(compgen -W "$(_uniform_options "$prog" "$cmd")" -- "$cur"))
		;;
	esac
	# Anything else: file names (complete -o default).
}

complete -o default -F _uniform uniform
