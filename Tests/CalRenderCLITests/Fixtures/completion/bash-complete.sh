#!/usr/bin/env bash
# Asks bash (with Debian's bash-completion) what completes a command line, as bash itself would
# when Tab is pressed at its end. Usage: bash-complete.sh SCRIPT LINE WORD...
# LINE is the line as typed; the WORDs are COMP_WORDS as bash splits it (at COMP_WORDBREAKS, so
# `--color=al` is `--color` `=` `al`); the last WORD is the one being completed.
set -u
script=$1 line=$2
shift 2
source /usr/share/bash-completion/bash_completion
source "$script"
COMP_LINE=$line
COMP_POINT=${#line}
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_TYPE=9
COMP_KEY=9
_calrender calrender "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
printf '%s\n' "${COMPREPLY[@]}"
