# fish completion for uniform
#
# Installed by "make install" as share/fish/vendor_completions.d/
# uniform.fish; or copy it into ~/.config/fish/completions.
#
# Nothing is listed here, as in the bash completion (uniform.bash): when
# fish first completes uniform, this file reads the commands with their
# sentences from uniform --help and each command's options with their
# help and the words of --format, --preset, --color and --method from
# uniform COMMAND --help (one table per command defines both); the rules
# of --rule, --no-rule and --select come from "uniform check
# --list-rules", the keys of --set and their words from "uniform check
# --list-keys", at each completion; an option whose argument is REV
# takes the git references of the repository here.  So a new option,
# rule or key completes in the next fish that completes uniform.

# The options of uniform [COMMAND] --help, one a line: the short name (or
# nothing), the long name, the argument (or nothing) and the help,
# separated by tabs.
function __uniform_rows
    command uniform (string match -v "" -- $argv) --help 2>/dev/null |
        sed -n 's/^  \(-\(.\), \)\{0,1\} *--\([a-z0-9-]*\)\( \([A-Z][^ ]*\)\)\{0,1\}  *\(.*\)$/\2\t\3\t\5\t\6/p'
end

# An argument REV: the git references of the repository here, and HEAD.
function __uniform_revs
    git for-each-ref --format='%(refname:short)' 2>/dev/null
    echo HEAD
end

# --rule, --no-rule, --select: rule names and all, after the items of
# the list already typed.
function __uniform_rules
    set -l head (commandline -ct | string match -r '^.*,')
    set -q head[1]; or set head ''
    for r in (command uniform check --list-rules 2>/dev/null | string replace -r ' .*' '') all
        echo $head$r
    end
end

# --set KEY=VALUE: the keys with their '=', then the words of the key.
function __uniform_set
    set -l tok (commandline -ct)
    set -l keys (command uniform check --list-keys 2>/dev/null)
    if string match -q '*=*' -- $tok
        set -l key (string replace -r '=.*' '' -- $tok)
        for line in $keys
            string match -qr "^$key +" -- $line; or continue
            string replace -r '.*? +(.*) \(default.*' '$1' -- $line |
                string match -r '^[a-z-]+(?:, [a-z-]+)* or [a-z-]+$' |
                string replace -a ', ' ' ' | string replace -a ' or ' ' ' |
                string split ' ' | string replace -r '^' "$key="
        end
    else
        printf '%s=\n' (string replace -r ' .*' '' -- $keys)
    end
end

# The words an option's help lists: "text (default), json or html".
function __uniform_words
    string replace -ra '\([^)]*\)' '' -- $argv[1] | string replace -r ';.*' '' |
        string replace -a ',' ' ' | string replace -a ' or ' ' ' |
        string split ' ' | string match -v ''
end

function __uniform_complete_options --argument-names cmd condition
    for row in (__uniform_rows $cmd)
        set -l f (string split \t -- $row)
        set -l opts -c uniform -n $condition -l $f[2] -d $f[4]
        test -n "$f[1]"; and set -a opts -s $f[1]
        switch "$f[2]:$f[3]"
            case 'rule:*' 'no-rule:*' 'select:*'
                set -a opts -x -a '(__uniform_rules)'
            case 'set:*'
                set -a opts -x -a '(__uniform_set)'
            case 'format:*' 'preset:*' 'color:*' 'method:*'
                set -a opts -x -a (string join ' ' (__uniform_words $f[4]))
            case '*:REV'
                set -a opts -x -a '(__uniform_revs)'
            case '*:FILE' '*:PATH' '*:REPO'
                set -a opts -r -F
            case '*:'
            case '*'
                set -a opts -x
        end
        complete $opts
    end
end

set -l __uniform_commands (command uniform --help 2>/dev/null |
    sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\)  *\(.*\)/\1\t\2/p')
complete -c uniform -e
for row in $__uniform_commands
    set -l f (string split \t -- $row)
    complete -c uniform -f -n __fish_use_subcommand -a $f[1] -d $f[2]
    complete -c uniform -f -n "__fish_seen_subcommand_from help" -a $f[1] -d $f[2]
    __uniform_complete_options $f[1] "__fish_seen_subcommand_from $f[1]"
end
__uniform_complete_options '' __fish_use_subcommand
