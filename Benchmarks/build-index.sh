#!/usr/bin/env bash
# The cost of reading the build index (issue 45): `diff --type-report` of a SwiftPM package
# with its index store (`--build-index auto`) and without (`none`), alternating, RUNS times
# each; prints the median of each and their ratio. The package is built with
# `swift build --build-tests --enable-index-store` first when it has no store. Never writes into
# the package except its .build.
#
#   Benchmarks/build-index.sh PACKAGE_DIR [RUNS]     # default 7 runs of each
#   MODERNIZE_BIN=path Benchmarks/build-index.sh /tmp/pkgs/OpenCombine
set -euo pipefail
source "$(dirname "$0")/lib.sh"
package=${1:?usage: build-index.sh PACKAGE_DIR [RUNS]}
runs=${2:-7}
ensure_release_binary
cd "$package"
if ! ls .build/*/debug/index/store >/dev/null 2>&1; then
    swift build --build-tests --enable-index-store >/dev/null 2>&1 || swift build --enable-index-store >/dev/null
fi
"$MODERNIZE" diff --no-cache --build-index auto . 2>&1 >/dev/null | grep "build index" || true
declare -A times
for _ in $(seq "$runs"); do
    for mode in auto none; do
        start=$(date +%s.%N)
        "$MODERNIZE" diff --no-cache --min-ios 17 --include-review --type-report --format json --build-index "$mode" . >/dev/null 2>&1 || true  # diff exits 1 when it has changes
        end=$(date +%s.%N)
        times[$mode]+="$(echo "$end - $start" | bc) "
    done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
with=$(echo "${times[auto]}" | median)
without=$(echo "${times[none]}" | median)
printf 'with the build index: %.3f s, source only: %.3f s (median of %d), ratio %.2f\n' "$with" "$without" "$runs" "$(echo "$with / $without" | bc -l)"
