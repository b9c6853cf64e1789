#!/usr/bin/env bash
# Times `apply` of one change across files that spans N files (issue 43 item 15): an
# ObservableObject injected with .environmentObject and read by N-2 views, which
# observable-macro rewrites as one change. Prints wall time and the fsync/syncfs calls made
# (strace -c when installed). Generated code only; nothing is read from a corpus.
#
#   Benchmarks/group-apply.sh [N]          # default 2002 files
#   MODERNIZE_BIN=path Benchmarks/group-apply.sh 2002
set -euo pipefail
source "$(dirname "$0")/lib.sh"
count=${1:-2002}
ensure_release_binary
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
make_tree() {
    local root=$1
    mkdir -p "$root/.git" "$root/Views"
    cat > "$root/Settings.swift" <<'SWIFT'
import SwiftUI

final class AppSettings: ObservableObject {
    @Published var theme = "light"
}
SWIFT
    cat > "$root/App.swift" <<'SWIFT'
import SwiftUI

@main
struct DemoApp: App {
    @StateObject private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            ContentView0()
                .environmentObject(settings)
        }
    }
}
SWIFT
    local i
    for ((i = 0; i < count - 2; i++)); do
        cat > "$root/Views/ContentView$i.swift" <<SWIFT
import SwiftUI

struct ContentView$i: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        Text(settings.theme)
    }
}
SWIFT
    done
}
make_tree "$scratch/tree"
args=(apply --no-cache --include-review --min-ios 17 --rules observable-macro .)
start=$(date +%s.%N)
(cd "$scratch/tree" && "$MODERNIZE" "${args[@]}" >/dev/null 2>"$scratch/stderr") || true
end=$(date +%s.%N)
changed=$(grep -o '[0-9]* changed' "$scratch/stderr" | head -1 || true)
printf 'apply of a change across %d files: %.2f s wall (%s)\n' "$count" "$(echo "$end - $start" | bc)" "${changed:-?}"
if command -v strace >/dev/null; then
    rm -rf "$scratch/tree" && make_tree "$scratch/tree"
    (cd "$scratch/tree" && strace -f -c -e trace=fsync,fdatasync,syncfs,sync -o "$scratch/strace" "$MODERNIZE" "${args[@]}" >/dev/null 2>&1) || true
    awk '$NF ~ /^(fsync|fdatasync|syncfs|sync)$/ { printf "  %s: %s calls\n", $NF, $4 }' "$scratch/strace"
fi
