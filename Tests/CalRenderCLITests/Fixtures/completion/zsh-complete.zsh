#!/usr/bin/env zsh
# Asks zsh what completes a command line: starts an interactive `zsh -f` on a pseudo-terminal
# (zpty), loads compinit with the directory of `_calrender` first in fpath, makes `compadd` print
# the words that match, types LINE and presses Tab. Usage: zsh-complete.zsh FUNCTION-DIR LINE
# Prints one match a line.
zmodload zsh/zpty || exit 2
fndir=$1 line=$2
zpty shell zsh -f -i
zpty -w shell 'PS1= PROMPT= RPROMPT= ; unsetopt zle_bracketed_paste 2>/dev/null'
zpty -w shell "fpath=(${(q)fndir} \$fpath); autoload -Uz compinit; compinit -u -D"
# Print every word a completion function offers (after matching against the line), between
# markers; compadd calls that only collect (-O, -A, -D) are passed through.
zpty -w shell 'compadd() { if [[ ${@[(I)-[OAD]*]} -gt 0 ]]; then builtin compadd "$@"; return; fi; local -a __m; builtin compadd -O __m "$@"; local w; for w in $__m; print -r -- "MA""TCH:$w"; builtin compadd "$@"; }'
zpty -w shell 'zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false'
zpty -w shell '__cr_done() { print -r -- "COMPLETION""-DONE" }; comppostfuncs=(__cr_done)'
zpty -w shell 'bindkey "^I" complete-word'
zpty -w -n shell "$line"$'\t'
local out part
integer found=0
typeset -F SECONDS
float deadline=$(( SECONDS + 30 ))
while (( !found && SECONDS < deadline )); do
  if ! zpty -r -t shell out 2>/dev/null; then
    sleep 0.02
    continue
  fi
  for part in ${(f)out}; do
    part=${part%$'\r'}
    if [[ $part == *COMPLETION-DONE* ]]; then
      found=1
      break
    fi
    [[ $part == *MATCH:* ]] && print -r -- ${part#*MATCH:}
  done
done
zpty -d shell
(( found )) || exit 3
