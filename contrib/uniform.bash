# bash completion for uniform                          -*- shell-script -*-
#
# Installed by "make install" as share/bash-completion/completions/uniform;
# or source this file from ~/.bashrc.
#
# Nothing is listed here: the commands, each command's options and the
# values of --format, --preset, --color and --method are read from the
# help of the uniform being completed (uniform --help, uniform COMMAND
# --help: one table per command defines both), the rules of --rule,
# --no-rule and --select from "uniform check --list-rules", and the keys
# of --set and the values of those that take a word from "uniform check
# --list-keys", and an option whose argument is REV takes the git
# references of the repository here.  So a new option, rule or key
# completes as soon as the program knows it.  The zsh and fish
# completions (uniform.zsh, uniform.fish) read the same.

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

# The git references of the repository here, and HEAD: the words of an
# option whose argument is REV (check --changed, census --rev).
_uniform_revs()
{
	git for-each-ref --format='%(refname:short)' 2>/dev/null
	echo HEAD
}

# Whether option $3 of PROG COMMAND takes a REV, as its help line says.
_uniform_takes_rev()
{
	"$1" ${2:+"$2"} --help 2>/dev/null | grep -q -e "^  .*$3 REV "
}

# The settings keys, from uniform check --list-keys.
_uniform_keys()
{
	"$1" check --list-keys 2>/dev/null | cut -d' ' -f1
}

# The words a key takes, when it takes one of a list: "basic or strict"
# gives basic strict; a number or a list of rules gives nothing.
_uniform_key_values()
{
	"$1" check --list-keys 2>/dev/null |
		sed -n "s/^$2  *\([a-z-]*\(, [a-z-]*\)* or [a-z-]*\) (default.*/\1/p" |
		sed 's/,/ /g; s/ or / /g'
}

# --set KEY=VALUE: keys with their '=', then the key's values.  Bash
# splits words at '=', so "--set key=v" arrives as --set, key, =, v; a
# word with the '=' inside is taken too.
_uniform_set()
{
	local prog=$1 cur=$2 prev=$3 before=$4 before2=$5

	if [ "$prev" = --set ] && [ "${cur#*=}" = "$cur" ]; then
		COMPREPLY=($(compgen -S = -W "$(_uniform_keys "$prog")" -- "$cur"))
		compopt -o nospace 2>/dev/null
	elif [ "$prev" = --set ]; then
		COMPREPLY=($(compgen -P "${cur%%=*}=" -W "$(_uniform_key_values "$prog" "${cur%%=*}")" -- "${cur#*=}"))
	elif [ "$cur" = = ] && [ "$before" = --set ]; then
		COMPREPLY=($(compgen -W "$(_uniform_key_values "$prog" "$prev")" -- ""))
	elif [ "$prev" = = ] && [ "$before2" = --set ]; then
		COMPREPLY=($(compgen -W "$(_uniform_key_values "$prog" "$before")" -- "$cur"))
	else
		return 1
	fi
}

_uniform()
{
	local prog=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]}
	local prev=${COMP_WORDS[COMP_CWORD-1]} cmd=${COMP_WORDS[1]:-}
	local IFS=$' \t\n'

	COMPREPLY=()
	if [ "$COMP_CWORD" -ge 2 ] && _uniform_set "$prog" "$cur" "$prev" \
		"${COMP_WORDS[COMP_CWORD-2]}" "${COMP_WORDS[COMP_CWORD-3]:-}"; then
		return
	fi
	if [ "$COMP_CWORD" -eq 1 ]; then
		COMPREPLY=($(compgen -W "$(_uniform_commands "$prog") $(_uniform_options "$prog")" -- "$cur"))
		return
	fi
	if [ "$cmd" = help ] && [ "$COMP_CWORD" -eq 2 ] && [ "${cur#-}" = "$cur" ]; then
		COMPREPLY=($(compgen -W "$(_uniform_commands "$prog")" -- "$cur"))
		return
	fi
	case $prev in
	--rule | --no-rule | --select)
		# A list: the next item after those typed up to the last comma.
		local head=
		case $cur in *,*) head=${cur%,*}, ;; esac
		COMPREPLY=($(compgen -P "$head" -W "$("$prog" check --list-rules 2>/dev/null | cut -d' ' -f1) all" -- "${cur##*,}"))
		return
		;;
	--format | --preset | --color | --method)
		COMPREPLY=($(compgen -W "$(_uniform_values "$prog" "$cmd" "$prev")" -- "$cur"))
		return
		;;
	--?*)
		if _uniform_takes_rev "$prog" "$cmd" "$prev"; then
			COMPREPLY=($(compgen -W "$(_uniform_revs)" -- "$cur"))
			return
		fi
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
