#!/usr/bin/env bash
# Runs `modernize diff` over each repository in a directory and checks what it would do:
# the patch applies, every changed file still parses (`swiftc -parse`: no more errors than the
# original), and a second run over the output changes nothing. Prints one table row per
# repository: files, sites rewritten / reported per rule, parse regressions, non-idempotent files.
#
#   Benchmarks/corpus-check.sh /work/corpus     # one subdirectory per repository
#   MODERNIZE_BIN=.build/release/modernize Benchmarks/corpus-check.sh DIR
#
# Works on copies of the *.swift files; DIR is only read. Never commit a corpus.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

[ $# -eq 1 ] && [ -d "$1" ] || die "usage: $0 DIRECTORY_OF_REPOSITORIES"
CORPUS="$(cd "$1" && pwd)"
command -v swiftc >/dev/null || die "swiftc not found"
command -v git >/dev/null || die "git not found (used to apply the patch)"
ensure_release_binary

SCRATCH="$(mktemp -d "${TMPDIR:-/tmp}/modernize-corpus.XXXXXX")"
trap 'rm -rf "$SCRATCH"' EXIT
mapfile -t RULES < <("$MODERNIZE" rules --triggers | cut -f1 | awk '!seen[$0]++')

parse_errors() { swiftc -parse "$1" 2>&1 | grep -c ': error:' || true; }

header="| repository | files | lines | parsed | would change | skipped |"
divider="|---|---|---|---|---|---|"
for rule in "${RULES[@]}"; do header+=" $rule (rewritten / reported) |"; divider+="---|"; done
header+=" internal errors | patch applies | parse regressions | non-idempotent |"
divider+="---|---|---|---|"
ROWS=()
DETAILS=()
declare -A TOTAL

for repository in "$CORPUS"/*/; do
    name=$(basename "$repository")
    work="$SCRATCH/$name"
    copy_swift_files "$repository" "$work/before"
    read -r files lines _ < <(corpus_size "$work/before")
    [ "$files" -eq 0 ] && continue
    copy_swift_files "$repository" "$work/after"
    echo "checking $name ($files files)..." >&2

    status=0
    (cd "$work/before" && "$MODERNIZE" diff --no-color . >"$work/patch" 2>"$work/log") || status=$?
    [ "$status" -gt 2 ] && DETAILS+=("$name: modernize diff exited $status: $(grep 'internal error' "$work/log" | head -5)")
    summary=$(grep -E '^[0-9]+ files scanned' "$work/log" | head -1)
    parsed=$(sed -E 's/.*\(([0-9]+) parsed\).*/\1/' <<<"$summary")
    changed=$(sed -E 's/.*, ([0-9]+) would change.*/\1/' <<<"$summary")
    skipped=$(sed -E 's/.*, ([0-9]+) skipped.*/\1/' <<<"$summary")
    internal=$(sed -E 's/.*, ([0-9]+) internal errors.*/\1/' <<<"$summary")
    row="| $name | $files | $lines | $parsed | $changed | $skipped |"
    for rule in "${RULES[@]}"; do
        edits=$(awk -v r="$rule" '$1 == r { print $2 }' "$work/log" | head -1)
        findings=$(awk -v r="$rule" '$1 == r { print $4 }' "$work/log" | head -1)
        row+=" ${edits:-0} / ${findings:-0} |"
        TOTAL[$rule-edits]=$(( ${TOTAL[$rule-edits]:-0} + ${edits:-0} ))
        TOTAL[$rule-findings]=$(( ${TOTAL[$rule-findings]:-0} + ${findings:-0} ))
    done
    { grep -E '^warning: .*skipped: parse error' "$work/log" || true; } | sed "s|^|$name: |" | head -20 >>"$SCRATCH/skips"

    applies=yes
    if [ -s "$work/patch" ] && ! (cd "$work/after" && git apply --whitespace=nowarn "$work/patch" 2>"$work/apply-errors"); then
        applies=NO
        DETAILS+=("$name: git apply failed: $(head -3 "$work/apply-errors"); checked \`modernize apply\` output instead")
        (cd "$work/after" && "$MODERNIZE" apply . >/dev/null 2>&1) || true
    fi

    regressions=0
    while read -r path; do
        before=$(parse_errors "$work/before/$path")
        after=$(parse_errors "$work/after/$path")
        if [ "$after" -gt "$before" ]; then
            regressions=$((regressions + 1))
            DETAILS+=("$name: parse regression in $path: $before -> $after errors: $(swiftc -parse "$work/after/$path" 2>&1 | grep ': error:' | head -1)")
        fi
    done < <(sed -n 's|^+++ b/||p' "$work/patch")

    (cd "$work/after" && "$MODERNIZE" diff --no-color . >"$work/second-patch" 2>/dev/null) || true
    non_idempotent=$(grep -c '^+++ b/' "$work/second-patch" || true)
    while read -r path; do
        [ -n "$path" ] && DETAILS+=("$name: not idempotent: $path")
    done < <(sed -n 's|^+++ b/||p' "$work/second-patch" | head -10)

    row+=" $internal | $applies | $regressions | $non_idempotent |"
    ROWS+=("$row")
    for key in files lines parsed changed skipped internal regressions non_idempotent; do
        TOTAL[$key]=$(( ${TOTAL[$key]:-0} + ${!key:-0} ))
    done
done

total="| **total** | ${TOTAL[files]:-0} | ${TOTAL[lines]:-0} | ${TOTAL[parsed]:-0} | ${TOTAL[changed]:-0} | ${TOTAL[skipped]:-0} |"
for rule in "${RULES[@]}"; do total+=" ${TOTAL[$rule-edits]:-0} / ${TOTAL[$rule-findings]:-0} |"; done
total+=" ${TOTAL[internal]:-0} | | ${TOTAL[regressions]:-0} | ${TOTAL[non_idempotent]:-0} |"

echo
echo "Corpus check of $CORPUS with $MODERNIZE (rules: ${RULES[*]})"
echo
echo "$header"
echo "$divider"
printf '%s\n' "${ROWS[@]}"
echo "$total"
if [ ${#DETAILS[@]} -gt 0 ]; then echo; printf -- '- %s\n' "${DETAILS[@]}"; fi
if [ -s "$SCRATCH/skips" ]; then echo; echo "Files skipped for parse errors (first 20 per repository):"; sed 's/^/  /' "$SCRATCH/skips"; fi
[ "${TOTAL[regressions]:-0}" -eq 0 ] && [ "${TOTAL[non_idempotent]:-0}" -eq 0 ] && [ "${TOTAL[internal]:-0}" -eq 0 ]
