#!/bin/sh
# Scripts/build-info.sh COMMAND...: runs COMMAND (a `swift build`) with the git commit of this
# checkout and the exact swift-syntax version Package.resolved names compiled into
# `modernize --version`, then removes the generated file again, so the tree stays clean and a
# later plain `swift build` reports neither rather than stale ones (it names swift-syntax's major
# version, which the compiler knows). Outside git the commit is left out; with neither a commit
# nor a Package.resolved, COMMAND runs unchanged.
set -eu
cd "$(dirname "$0")/.."
FILE=Sources/modernize/BuildCommit+Generated.swift
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || true)
# Tracked files that differ from the commit: the binary is not exactly that commit.
if [ -n "$commit" ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit="$commit-dirty"; fi
# Package.swift allows a range of swift-syntax; the pin's "version" sits in its "state" object,
# before the first closing brace after the identity (a branch or revision pin has none).
syntax=$(sed -n '/"identity" : "swift-syntax"/,/}/s/.*"version" : "\([^"]*\)".*/\1/p' Package.resolved 2>/dev/null || true)
if [ -z "$commit" ] && [ -z "$syntax" ]; then exec "$@"; fi
trap 'rm -f "$FILE"' EXIT INT TERM
{
    echo "// Written by Scripts/build-info.sh for one build and removed after it (never committed)."
    echo "extension BuildInfo {"
    if [ -n "$commit" ]; then echo "    static var commit: String? { \"$commit\" }"; fi
    if [ -n "$syntax" ]; then echo "    static var resolvedSwiftSyntax: String? { \"$syntax\" }"; fi
    echo "}"
} > "$FILE"
"$@"
