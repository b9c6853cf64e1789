#!/usr/bin/env bash
# The type resolver's share of a whole-table run's CPU (issue 44): `perf record` samples a
# `diff --type-report` over each app under CORPUS with call stacks; a sample counts for the
# resolver when any frame of its stack is a method of `ExpressionTypeResolver` (so nested and
# recursive calls count once). Prints samples per app and the share over all. Needs `perf`
# (apt: linux-perf) and permission to sample (perf_event_paranoid <= 2, or root).
#
#   Benchmarks/resolver-share.sh CORPUS_DIR            # e.g. /work/corpus
#   MODERNIZE_BIN=path Benchmarks/resolver-share.sh /work/corpus
set -euo pipefail
source "$(dirname "$0")/lib.sh"
corpus=${1:?usage: resolver-share.sh CORPUS_DIR}
ensure_release_binary
command -v perf >/dev/null || ensure_apt_tool perf linux-perf
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
total_all=0; resolver_all=0
printf '%-24s %10s %10s %7s\n' app samples resolver share
for app in "$corpus"/*/; do
    name=$(basename "$app")
    # Frame pointers are kept by the Swift compiler on Linux, so `-g` (fp) unwinds the stacks.
    (cd "$app" && perf record -q -g -F 999 -o "$scratch/perf.data" -- \
        "$MODERNIZE" diff --no-cache --min-ios 17 --include-review --type-report --jobs 2 . >/dev/null 2>&1) || true
    # One paragraph per sample (its header, then one frame a line); mangled Swift names
    # spell the type as `22ExpressionTypeResolverV`.
    read -r total resolver < <(perf script -i "$scratch/perf.data" 2>/dev/null | awk 'BEGIN { RS = "" }
        { n++ } /ExpressionTypeResolver/ { r++ } END { print n + 0, r + 0 }')
    total_all=$((total_all + total)); resolver_all=$((resolver_all + resolver))
    printf '%-24s %10d %10d %6.1f%%\n' "$name" "$total" "$resolver" "$(echo "100 * $resolver / ($total + ($total == 0))" | bc -l)"
done
printf '%-24s %10d %10d %6.1f%%\n' all "$total_all" "$resolver_all" "$(echo "100 * $resolver_all / ($total_all + ($total_all == 0))" | bc -l)"
