#!/usr/bin/env bash
# Runs `modernize diff` over each repository in a directory and checks what it would do.
#
# For each repository (one subdirectory of DIR), the tool runs on the repository directory
# itself, so it sees the project's storyboards / xibs and build settings like a user's run:
#
#   1. the default run (`diff --format json`): per rule, sites by tier: safe rewrites (applied
#      by default) / review rewrites (not applied without --include-review) / findings;
#   2. the checked run (`diff --include-review`), so every rewrite, review ones too, is checked:
#      the patch applies with `git apply` to a copy of the project files, every changed file
#      still parses (`swiftc -parse`: no more errors than the original), and a second
#      `diff --include-review` over the patched copy changes nothing (idempotence).
#
# Prints one table row per repository and exits non-zero on any parse regression,
# non-idempotent file or internal error (in either run).
#
#   Benchmarks/corpus-check.sh /work/corpus
#   MODERNIZE_BIN=.build/release/modernize Benchmarks/corpus-check.sh DIR
#   MODERNIZE_ARGS="--min-ios 26" Benchmarks/corpus-check.sh DIR    # extra options for every run
#   CORPUS_CHECK_OUT=/tmp/out Benchmarks/corpus-check.sh DIR         # keep each run's patch, log, JSON
#
# DIR is only read: patches are applied to copies of the project files (Swift, storyboards,
# xibs, pbxproj, xcconfig) in a scratch directory. Never commit a corpus.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

[ $# -eq 1 ] && [ -d "$1" ] || die "usage: $0 DIRECTORY_OF_REPOSITORIES"
CORPUS="$(cd "$1" && pwd)"
command -v swiftc >/dev/null || die "swiftc not found"
command -v git >/dev/null || die "git not found (used to apply the patch)"
command -v jq >/dev/null || die "jq not found (reads the JSON report)"
ensure_release_binary
read -r -a EXTRA <<<"${MODERNIZE_ARGS:-}"

SCRATCH="$(mktemp -d "${TMPDIR:-/tmp}/modernize-corpus.XXXXXX")"
trap 'rm -rf "$SCRATCH"' EXIT
# swiftc leaves a TemporaryDirectory.* in $TMPDIR per run: keep them in the scratch directory.
mkdir -p "$SCRATCH/tmp" && export TMPDIR="$SCRATCH/tmp"
# The result cache goes with the scratch directory (each run also starts cold).
export XDG_CACHE_HOME="$SCRATCH/cache"
OUT="${CORPUS_CHECK_OUT:-}"
[ -n "$OUT" ] && mkdir -p "$OUT"
mapfile -t RULES < <("$MODERNIZE" rules --triggers | cut -f1 | awk '!seen[$0]++')

parse_errors() { swiftc -parse "$1" 2>&1 | grep -c ': error:' || true; }
# summary_line LOG: the "N files scanned (N parsed), ..." line of a run's stderr.
summary_line() { grep -E '^[0-9]+ files scanned' "$1" | head -1; }

header="| repository | files | lines | parsed | skipped | would change (default) | would change (+review) |"
divider="|---|--:|--:|--:|--:|--:|--:|"
for rule in "${RULES[@]}"; do header+=" $rule (safe / review / finding) |"; divider+="---|"; done
header+=" internal errors | patch applies | parse regressions | non-idempotent |"
divider+="--:|---|--:|--:|"
ROWS=()
DETAILS=()
declare -A TOTAL

for repository in "$CORPUS"/*/; do
    repository=${repository%/}
    name=$(basename "$repository")
    work="$SCRATCH/$name"
    copy_project_files "$repository" "$work/after"
    read -r files lines _ < <(corpus_size "$work/after")
    [ "$files" -eq 0 ] && continue
    echo "checking $name ($files files)..." >&2

    # 1. Default run: tier counts from the JSON report.
    status=0
    (cd "$repository" && "$MODERNIZE" diff --format json "${EXTRA[@]}" . >"$work/default.json" 2>"$work/default.log") || status=$?
    [ "$status" -gt 2 ] && DETAILS+=("$name: default run exited $status: $(grep 'internal error' "$work/default.log" | head -3)")
    jq -e .summary "$work/default.json" >/dev/null 2>&1 || die "$name: no JSON report (exit $status): $(tail -3 "$work/default.log")"
    parsed=$(sed -E 's/.*\(([0-9]+) parsed\).*/\1/' <<<"$(summary_line "$work/default.log")")
    changed=$(jq '[.files[] | select(.status == "changed")] | length' "$work/default.json")
    skipped=$(jq .summary.filesSkipped "$work/default.json")
    internal=$(jq .summary.internalErrors "$work/default.json")
    row="| $name | $files | $lines | $parsed | $skipped | $changed |"
    cells=""
    for rule in "${RULES[@]}"; do
        read -r safe review finding < <(jq -r --arg r "$rule" \
            '.summary.rules[$r] // {} | "\(.safe // 0) \(.review // 0) \(.finding // 0)"' "$work/default.json")
        cells+=" $safe / $review / $finding |"
        for tier in safe review finding; do TOTAL[$rule-$tier]=$(( ${TOTAL[$rule-$tier]:-0} + ${!tier} )); done
    done
    { grep -E '^warning: .*skipped: parse error' "$work/default.log" || true; } | sed "s|^|$name: |" | head -20 >>"$SCRATCH/skips"

    # 2. Checked run: every rewrite applied, review ones too.
    status=0
    (cd "$repository" && "$MODERNIZE" diff --include-review --no-color "${EXTRA[@]}" . >"$work/patch" 2>"$work/log") || status=$?
    [ "$status" -gt 2 ] && DETAILS+=("$name: --include-review run exited $status: $(grep 'internal error' "$work/log" | head -3)")
    review_internal=$(sed -E 's/.*, ([0-9]+) internal errors.*/\1/' <<<"$(summary_line "$work/log")")
    [ "${review_internal:-0}" -gt "$internal" ] && internal=$review_internal
    changed_review=$(grep -c '^+++ b/' "$work/patch" || true)
    row+=" $changed_review |$cells"

    applies=yes
    if [ -s "$work/patch" ] && ! (cd "$work/after" && git apply --whitespace=nowarn "$work/patch" 2>"$work/apply-errors"); then
        applies=NO
        DETAILS+=("$name: git apply failed: $(head -3 "$work/apply-errors"); checked \`modernize apply --include-review\` output instead")
        (cd "$work/after" && "$MODERNIZE" apply --include-review "${EXTRA[@]}" . >/dev/null 2>&1) || true
    fi

    regressions=0
    while read -r path; do
        before=$(parse_errors "$repository/$path")
        after=$(parse_errors "$work/after/$path")
        if [ "$after" -gt "$before" ]; then
            regressions=$((regressions + 1))
            DETAILS+=("$name: parse regression in $path: $before -> $after errors: $(swiftc -parse "$work/after/$path" 2>&1 | grep ': error:' | head -1)")
        fi
    done < <(sed -n 's|^+++ b/||p' "$work/patch")

    (cd "$work/after" && "$MODERNIZE" diff --include-review --no-color "${EXTRA[@]}" . >"$work/second-patch" 2>/dev/null) || true
    non_idempotent=$(grep -c '^+++ b/' "$work/second-patch" || true)
    while read -r path; do
        [ -n "$path" ] && DETAILS+=("$name: not idempotent: $path")
    done < <(sed -n 's|^+++ b/||p' "$work/second-patch" | head -10)

    if [ -n "$OUT" ]; then
        cp "$work/default.json" "$OUT/$name.default.json"; cp "$work/default.log" "$OUT/$name.default.log"
        cp "$work/patch" "$OUT/$name.review.patch"; cp "$work/log" "$OUT/$name.review.log"
        cp "$work/second-patch" "$OUT/$name.second.patch"
    fi

    row+=" $internal | $applies | $regressions | $non_idempotent |"
    ROWS+=("$row")
    for key in files lines parsed skipped changed changed_review internal regressions non_idempotent; do
        TOTAL[$key]=$(( ${TOTAL[$key]:-0} + ${!key:-0} ))
    done
    rm -rf "$work"
done

total="| **total** | ${TOTAL[files]:-0} | ${TOTAL[lines]:-0} | ${TOTAL[parsed]:-0} | ${TOTAL[skipped]:-0} | ${TOTAL[changed]:-0} | ${TOTAL[changed_review]:-0} |"
for rule in "${RULES[@]}"; do total+=" ${TOTAL[$rule-safe]:-0} / ${TOTAL[$rule-review]:-0} / ${TOTAL[$rule-finding]:-0} |"; done
total+=" ${TOTAL[internal]:-0} | | ${TOTAL[regressions]:-0} | ${TOTAL[non_idempotent]:-0} |"

echo
echo "Corpus check of $CORPUS with $MODERNIZE ${EXTRA[*]:-} (rules: ${RULES[*]})"
echo "Rule cells: sites of the default run by tier (safe rewrites / review rewrites / findings);"
echo "patch, parse and idempotence checks use the --include-review run."
echo
echo "$header"
echo "$divider"
printf '%s\n' "${ROWS[@]}"
echo "$total"
if [ ${#DETAILS[@]} -gt 0 ]; then echo; printf -- '- %s\n' "${DETAILS[@]}"; fi
if [ -s "$SCRATCH/skips" ]; then echo; echo "Files skipped for parse errors (first 20 per repository):"; sed 's/^/  /' "$SCRATCH/skips"; fi
[ "${TOTAL[regressions]:-0}" -eq 0 ] && [ "${TOTAL[non_idempotent]:-0}" -eq 0 ] && [ "${TOTAL[internal]:-0}" -eq 0 ]
