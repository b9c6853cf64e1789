#!/bin/sh
# Scripts/build-info.sh COMMAND...: runs COMMAND (a `swift build`) with the git commit of this
# checkout compiled into `modernize --version`, then removes the generated file again, so the
# tree stays clean and a later plain `swift build` reports no commit rather than a stale one.
# Outside git (a source tarball) or without git installed, COMMAND runs unchanged.
set -eu
cd "$(dirname "$0")/.."
FILE=Sources/modernize/BuildCommit+Generated.swift
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || true)
if [ -z "$commit" ]; then exec "$@"; fi
# Tracked files that differ from the commit: the binary is not exactly that commit.
if ! git diff --quiet HEAD -- 2>/dev/null; then commit="$commit-dirty"; fi
trap 'rm -f "$FILE"' EXIT INT TERM
cat > "$FILE" <<SWIFT
// Written by Scripts/build-info.sh for one build and removed after it (never committed).
extension BuildInfo {
    static var commit: String? { "$commit" }
}
SWIFT
"$@"
