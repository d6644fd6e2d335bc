#!/bin/sh
# todo: a to-do list kept in $HOME/.todo/items.tsv (seeded on first use); prints JSON. POSIX sh with awk, sed and tr.
set -eu

dir="${HOME:-.}/.todo"
file="$dir/items.tsv"
TAB=$(printf '\t')

fail() { # exit-code error message (fixed text: no quotes or backslashes)
  printf '{"error":"%s","message":"%s"}\n' "$2" "$3"
  exit "$1"
}
seed() {
  printf '1\topen\t2026-03-12\tReview the calendar pack\n'
  printf '2\topen\t\tReply to Ana about the card preview\n'
  printf '3\tdone\t\tRead HARNESS.md\n'
}
load() { if [ -f "$file" ]; then cat "$file"; else seed; fi; }
store() { mkdir -p "$dir"; cat > "$file.tmp"; mv "$file.tmp" "$file"; }
# One line of text: tabs and line breaks become spaces, other control characters go.
clean() { printf '%s' "$1" | tr '\t\r\n' '   ' | tr -d '\000-\037'; }
# TSV items on stdin to JSON objects separated by commas.
to_json() {
  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' |
    awk -F '\t' 'NF > 0 { printf "%s{\"id\":%d,\"state\":\"%s\",\"due\":%s,\"text\":\"%s\"}", (n++ ? "," : ""), $1, $2, ($3 == "" ? "null" : "\"" $3 "\""), $4 }'
}
count() { awk 'NF > 0 { n++ } END { print n + 0 }'; }
check_id() {
  case "$1" in '' | *[!0-9]*) fail 1 invalid_id "Item ids are the numbers that todo list shows." ;; esac
  load | awk -F '\t' -v id="$1" '$1 == id { f = 1 } END { exit !f }' || fail 1 not_found "No item with that id: see todo list."
}
item_of() { load | awk -F '\t' -v id="$1" '$1 == id'; }
# Rewrite the store with field $2 (state) or $4 (text, from the environment) of one item changed.
set_field() { # id field value
  all=$(load)
  printf '%s\n' "$all" | V="$3" awk -F '\t' -v OFS='\t' -v id="$1" -v f="$2" '$1 == id { $f = ENVIRON["V"] } NF > 0 { print }' | store
}

cmd="${1:-}"
[ $# -gt 0 ] && shift
pos1=""
pos2=""
npos=0
state=""
due=""
yes=""
while [ $# -gt 0 ]; do
  case "$1" in
    --json) ;;
    --state) state="${2:-}"; shift ;;
    --state=*) state="${1#--state=}" ;;
    --due) due="${2:-}"; shift ;;
    --due=*) due="${1#--due=}" ;;
    --yes) yes=1 ;;
    --*) fail 2 unknown_option "todo does not know that option." ;;
    *)
      npos=$((npos + 1))
      if [ "$npos" -eq 1 ]; then pos1="$1"; else pos2="$1"; fi
      ;;
  esac
  shift
done

case "$cmd" in
  list)
    state="${state:-open}"
    case "$state" in open | done | all) ;; *) fail 1 invalid_state "--state is open, done or all." ;; esac
    items=$(load | awk -F '\t' -v s="$state" 'NF > 0 && (s == "all" || $2 == s)')
    printf '{"state":"%s","count":%d,"items":[' "$state" "$(printf '%s\n' "$items" | count)"
    printf '%s\n' "$items" | to_json
    printf ']}\n'
    ;;
  add)
    text=$(clean "$pos1")
    [ -n "$text" ] || fail 1 missing_text "Give the item text."
    if [ -n "$due" ]; then
      case "$due" in [0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]) ;; *) fail 1 invalid_due "--due is a date, YYYY-MM-DD." ;; esac
    fi
    all=$(load)
    id=$(printf '%s\n' "$all" | awk -F '\t' '$1 + 0 > m { m = $1 + 0 } END { print m + 1 }')
    line="$id${TAB}open${TAB}$due${TAB}$text"
    printf '%s\n%s\n' "$all" "$line" | awk 'NF > 0' | store
    printf '{"added":true,"item":'
    printf '%s\n' "$line" | to_json
    printf '}\n'
    ;;
  done | reopen)
    check_id "$pos1"
    if [ "$cmd" = "done" ]; then to="done"; else to="open"; fi
    set_field "$pos1" 2 "$to"
    printf '{"changed":true,"item":'
    item_of "$pos1" | to_json
    printf '}\n'
    ;;
  edit)
    check_id "$pos1"
    text=$(clean "$pos2")
    [ -n "$text" ] || fail 1 missing_text "Give the new text."
    set_field "$pos1" 4 "$text"
    printf '{"edited":true,"item":'
    item_of "$pos1" | to_json
    printf '}\n'
    ;;
  remove)
    [ -n "$yes" ] || fail 1 not_confirmed "remove needs --yes."
    check_id "$pos1"
    item=$(item_of "$pos1")
    all=$(load)
    printf '%s\n' "$all" | awk -F '\t' -v id="$pos1" 'NF > 0 && $1 != id' | store
    printf '{"removed":true,"item":'
    printf '%s\n' "$item" | to_json
    printf '}\n'
    ;;
  clear)
    [ -n "$yes" ] || fail 1 not_confirmed "clear needs --yes."
    all=$(load)
    gone=$(printf '%s\n' "$all" | awk -F '\t' '$2 == "done"')
    printf '%s\n' "$all" | awk -F '\t' 'NF > 0 && $2 != "done"' | store
    printf '{"cleared":%d,"items":[' "$(printf '%s\n' "$gone" | count)"
    printf '%s\n' "$gone" | to_json
    printf ']}\n'
    ;;
  *)
    fail 2 unknown_command "todo knows list, add, done, reopen, edit, remove and clear."
    ;;
esac
