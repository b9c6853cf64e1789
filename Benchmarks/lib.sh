# Shared helpers for the benchmark scripts (sourced, not run).

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$BENCH_DIR/.." && pwd)"

# Directories the tool never enters; the copies made for measuring leave them out too, so
# every tool sees the same files.
EXCLUDED_DIRS=(.build .git Pods Carthage DerivedData .swiftpm)

die() { echo "error: $*" >&2; exit 2; }

# apt-get install PACKAGE unless COMMAND exists (root or sudo needed).
ensure_apt_tool() {
    local command=$1 package=$2
    [ -x "$(command -v "$command")" ] && return 0
    echo "installing $package (apt)..." >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get install -y -qq "$package" >/dev/null || { $sudo apt-get update -qq && $sudo apt-get install -y -qq "$package" >/dev/null; } \
        || die "could not install $package"
}

# Sets MODERNIZE to a release binary: $MODERNIZE_BIN if given, else builds it (the first
# release build of swift-syntax takes minutes and up to 3 GB of memory). PARSE_ONLY is the
# `parse-only` helper next to it ($PARSE_ONLY_BIN, or built too), when there is one.
ensure_release_binary() {
    if [ -n "${MODERNIZE_BIN:-}" ]; then
        MODERNIZE="$MODERNIZE_BIN"
        PARSE_ONLY="${PARSE_ONLY_BIN:-$(dirname "$MODERNIZE_BIN")/parse-only}"
    else
        echo "building release (swift build -c release)..." >&2
        (cd "$REPO_DIR" && swift build -c release --product modernize >&2 && swift build -c release --product parse-only >&2) \
            || die "release build failed"
        MODERNIZE="$(cd "$REPO_DIR" && swift build -c release --show-bin-path)/modernize"
        PARSE_ONLY="$(dirname "$MODERNIZE")/parse-only"
    fi
    [ -x "$MODERNIZE" ] || die "no modernize binary at $MODERNIZE"
    [ -x "$PARSE_ONLY" ] || { echo "warning: no parse-only helper at $PARSE_ONLY: no parser-floor row" >&2; PARSE_ONLY=""; }
}

# copy_project_files SOURCE DEST: what the tool reads from a project, outside excluded dirs:
# *.swift, storyboards and xibs (Interface Builder facts), project.pbxproj, *.xcconfig,
# XcodeGen specs and .modernize.json (deployment target and configuration).
copy_project_files() {
    local source=$1 dest=$2 prune=() name
    for name in "${EXCLUDED_DIRS[@]}"; do prune+=(-name "$name" -prune -o); done
    mkdir -p "$dest"
    (cd "$source" && find . "${prune[@]}" -type f \( -name '*.swift' -o -name '*.storyboard' -o -name '*.xib' \
        -o -name project.pbxproj -o -name '*Info.plist' -o -name '*.xcconfig' -o -name project.yml -o -name project.yaml -o -name .modernize.json \) \
        -print0 | tar --null -T - -cf -) | (cd "$dest" && tar -xf -)
}

# corpus_size DIR: "files lines MB" of the *.swift files under DIR.
corpus_size() {
    local dir=$1
    find "$dir" -type f -name '*.swift' -print0 | xargs -0 cat | wc -lc | awk -v files="$(find "$dir" -type f -name '*.swift' | wc -l)" \
        '{ printf "%d %d %.1f\n", files, $1, $2 / 1048576 }'
}
