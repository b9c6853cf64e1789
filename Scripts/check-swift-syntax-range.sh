#!/usr/bin/env bash
# Scripts/check-swift-syntax-range.sh [lowest|newest|VERSION]...   (default: lowest newest)
#
# Package.swift allows a range of swift-syntax, so an app whose macro packages resolve another
# release can still add the plugin. This builds the package with its tests against the ends of
# that range and runs the tests that depend on the parser:
#   lowest   the range's lower bound, as Package.swift writes it
#   newest   what a fresh clone resolves (no Package.resolved): the newest release in the range
#   VERSION  any release in the range, e.g. 603.0.0
# The checkout's .build and Package.resolved are left alone: the working tree (tracked and
# untracked files, not ignored ones) is copied to .build-syntax-range/package, swift-syntax is
# pinned there (`swift package resolve swift-syntax --version V`), and each version builds in
# .build-syntax-range/<label>/, kept between runs so swift-syntax is compiled once per version.
#
# SWIFT_SYNTAX_RANGE_TESTS: the `swift test --filter` to run (default below: the golden files,
# which run every rule on parsed code, the core's parser-facing tests and --version); `all` runs
# the whole suite (about 10 minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
SCRATCH=$ROOT/.build-syntax-range
COPY=$SCRATCH/package
TESTS=${SWIFT_SYNTAX_RANGE_TESTS:-GoldenTests|ModernizeCoreTests|VersionTests}

range=$(sed -n 's/.*swift-syntax\.git", "\([0-9.]*\)"\.\.<"\([0-9.]*\)".*/\1 \2/p' Package.swift)
[ -n "$range" ] || { echo "error: Package.swift declares no swift-syntax range (\"A\"..<\"B\")" >&2; exit 2; }
lowest=${range% *}
[ $# -gt 0 ] || set -- lowest newest

resolved_syntax() {
    sed -n '/"identity" : "swift-syntax"/,/}/s/.*"version" : "\([^"]*\)".*/\1/p' "$COPY/Package.resolved"
}

copy_working_tree() {
    rm -rf "$COPY" && mkdir -p "$COPY"
    # Files deleted from the working tree but still tracked are skipped (--ignore-failed-read).
    git ls-files -z --cached --others --exclude-standard \
        | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$COPY"
}

check() {
    local label=$1 wanted build
    case $label in lowest) wanted=$lowest ;; newest) wanted= ;; *) wanted=$label ;; esac
    build=$SCRATCH/${wanted:-newest}
    echo "== swift-syntax ${wanted:-newest in $range} (scratch path ${build#"$ROOT"/})"
    rm -f "$COPY/Package.resolved"
    "$SWIFT" package --package-path "$COPY" --scratch-path "$build" resolve
    if [ -n "$wanted" ]; then
        "$SWIFT" package --package-path "$COPY" --scratch-path "$build" resolve swift-syntax --version "$wanted"
    fi
    local version; version=$(resolved_syntax)
    if [ -n "$wanted" ] && [ "$version" != "$wanted" ]; then
        echo "error: resolved swift-syntax $version, not $wanted" >&2; return 1
    fi
    local started=$SECONDS
    # Every product one by one (the test bundle brings the tool, the engine and the golden tests'
    # macros), not `--build-tests`, which would also compile swift-syntax and the engine again as
    # the command plugin's host tool (the plugin itself uses no swift-syntax).
    for product in swift-modernizePackageTests generate-modernize parse-only; do
        "$SWIFT" build --package-path "$COPY" --scratch-path "$build" --product "$product"
    done
    echo "built against swift-syntax $version in $((SECONDS - started)) s"

    # The tool names the release it was built with (a plain build: the major version).
    local bin line; bin=$("$SWIFT" build --package-path "$COPY" --scratch-path "$build" --show-bin-path)
    line=$("$bin/modernize" --version)
    case $line in
        *"swift-syntax ${version%%.*})") echo "modernize --version: $line" ;;
        *) echo "error: modernize --version says '$line', built with swift-syntax $version" >&2; return 1 ;;
    esac

    started=$SECONDS
    if [ "$TESTS" = all ]; then
        (cd "$COPY" && "$SWIFT" test --scratch-path "$build" --skip-build)
    else
        (cd "$COPY" && "$SWIFT" test --scratch-path "$build" --skip-build --filter "$TESTS")
    fi
    echo "tests (${TESTS}) passed against swift-syntax $version in $((SECONDS - started)) s"
}

copy_working_tree
for label in "$@"; do check "$label"; done
