#!/usr/bin/env bash
# Usage: Benchmarks/rule-subset-check.sh CORPUS_DIR
#
# Does a rule say the same when it runs alone? For each repository under CORPUS_DIR, and each
# rule with a result there in a whole-table run, runs that rule alone (`--rules ID`) and
# compares its results site by site with the whole-table run's.
#
# A rule alone indexes only the files its own index triggers name, so this is also what an
# index built from fewer files costs in answers: the type report's unknown share of each rule
# is printed for both runs. Results may differ in wording (a type the rule alone does not
# know); a site that is a safe or review rewrite alone but reviewed or reported in the whole
# run is less conservative with less information, which must never happen: the script lists
# such sites and exits 1.
#
# MODERNIZE_BIN: the binary to check (default: a release build). Nothing in CORPUS_DIR is
# written; each repository is run from its own directory with `--no-cache`.
set -euo pipefail
export LC_ALL=C  # one collation for sort and join
source "$(dirname "$0")/lib.sh"

CORPUS=${1:?usage: rule-subset-check.sh CORPUS_DIR}
[ -d "$CORPUS" ] || die "$CORPUS is not a directory"
ensure_apt_tool jq jq
ensure_release_binary
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT

# sites RULE < REPORT: "path:line:column<TAB>tiers<TAB>messages" per site of RULE (tiers
# sorted, messages as a JSON array).
sites() {
    jq -r --arg rule "$1" '.files[] | .path as $path | [.results[]? | select(.rule == $rule)]
        | group_by("\(.range.start.line):\(.range.start.column)")[]
        | "\($path):\(.[0].range.start.line):\(.[0].range.start.column)\t\([.[].tier] | sort | join(","))\t\([.[].message] | sort | tojson)"' \
        | sort -t $'\t' -k1,1
}
# rank TIERS: how much the site changes code (finding 0, review 1, safe 2; the highest tier).
rank() { case $1 in *safe*) echo 2 ;; *review*) echo 1 ;; *) echo 0 ;; esac; }

printf '| repository | rule | sites (whole run) | differing | of which less conservative alone | unknown, whole run | unknown, alone |\n'
printf '|---|---|--:|--:|--:|--:|--:|\n'
worse=0
for repository in "$CORPUS"/*/; do
    repository=${repository%/}
    name=$(basename "$repository")
    (cd "$repository" && "$MODERNIZE" diff --no-cache --format json --include-review --type-report . >"$SCRATCH/whole.json" 2>/dev/null) || true
    jq -e .summary "$SCRATCH/whole.json" >/dev/null 2>&1 || { echo "$name: no report" >&2; continue; }
    mapfile -t rules < <(jq -r '[.files[].results[]?.rule] | unique[]' "$SCRATCH/whole.json")
    for rule in "${rules[@]}"; do
        (cd "$repository" && "$MODERNIZE" diff --no-cache --format json --include-review --type-report --rules "$rule" . >"$SCRATCH/alone.json" 2>/dev/null) || true
        sites "$rule" <"$SCRATCH/whole.json" >"$SCRATCH/whole.sites"
        sites "$rule" <"$SCRATCH/alone.json" >"$SCRATCH/alone.sites"
        total=$(wc -l <"$SCRATCH/whole.sites")
        # A site differs in its tiers or its words (a type the rule alone does not know).
        join -t $'\t' -a1 -a2 -e - -o 0,1.2,1.3,2.2,2.3 "$SCRATCH/whole.sites" "$SCRATCH/alone.sites" >"$SCRATCH/joined"
        differing=$(awk -F'\t' '$2 != $4 || $3 != $5' "$SCRATCH/joined" | wc -l)
        less=0
        while IFS=$'\t' read -r site whole _ alone _; do
            if [ "$(rank "$alone")" -gt "$(rank "$whole")" ]; then
                less=$((less + 1))
                echo "less conservative alone: $name $rule $site: whole run $whole, alone $alone" >&2
            fi
        done <"$SCRATCH/joined"
        worse=$((worse + less))
        share() { jq -r --arg r "$rule" '[.typeReport.rules[]? | select(.rule == $r)][0] // {questions: 0, unknown: 0}
            | "\(.unknown) / \(.questions)"' "$1"; }
        printf '| %s | %s | %d | %d | %d | %s | %s |\n' "$name" "$rule" "$total" "$differing" "$less" "$(share "$SCRATCH/whole.json")" "$(share "$SCRATCH/alone.json")"
    done
done
[ "$worse" -eq 0 ] || { echo "$worse sites are less conservative when their rule runs alone" >&2; exit 1; }
