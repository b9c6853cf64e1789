#!/usr/bin/env bash
# Scripts/make-artifactbundle.sh BINARY BUNDLE: puts the `modernize` BINARY into the SwiftPM
# artifact bundle BUNDLE (a directory named modernize.artifactbundle) as the variant for this
# machine's target triple, writes the bundle's info.json for every variant it holds, and zips
# it next to itself (BUNDLE.zip, what a remote `.binaryTarget(url:checksum:)` downloads) with
# its checksum in BUNDLE.zip.checksum.
#
# One machine builds one variant: for a bundle that serves macOS and Linux, copy the other
# machine's `modernize-VERSION-TRIPLE` directory into BUNDLE and run this again; info.json lists
# every such directory. A plugin finds the tool by the artifact's name, `modernize`.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 BINARY BUNDLE" >&2; exit 2; }
binary=$1 bundle=${2%/}
SWIFT=${SWIFT:-swift}

version=$("$binary" --version | cut -d' ' -f1)
# Unversioned (arm64-apple-macosx, not ...macosx15.0): SwiftPM matches the host against it.
triple=$("$SWIFT" -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",*$/\1/p' | head -1)
[ -n "$version" ] && [ -n "$triple" ] || { echo "error: no version from $binary or no target triple from $SWIFT" >&2; exit 2; }

mkdir -p "$bundle/modernize-$version-$triple/bin"
cp "$binary" "$bundle/modernize-$version-$triple/bin/modernize"
chmod 755 "$bundle/modernize-$version-$triple/bin/modernize"

variants=()
for directory in "$bundle"/modernize-*/; do
    name=$(basename "$directory")
    case $name in
        "modernize-$version-"*) variants+=("${name#"modernize-$version-"}") ;;
        *) echo "error: $bundle/$name is not version $version: remove it or rebuild it" >&2; exit 2 ;;
    esac
done

{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "modernize": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    for ((i = 0; i < ${#variants[@]}; i++)); do
        separator=$([ $((i + 1)) -lt ${#variants[@]} ] && echo "," || true)
        printf '        { "path": "modernize-%s-%s/bin/modernize", "supportedTriples": ["%s"] }%s\n' \
            "$version" "${variants[i]}" "${variants[i]}" "$separator"
    done
    printf '      ]\n    }\n  }\n}\n'
} > "$bundle/info.json"

# Linux: a binary linked to the toolchain's libswiftCore.so runs only where that toolchain is.
if command -v ldd >/dev/null 2>&1 && ldd "$binary" 2>/dev/null | grep -q 'libswiftCore\.so'; then
    echo "warning: $binary links the Swift runtime dynamically: it runs only next to this toolchain;" \
        "for a bundle to publish, build with SWIFT_FLAGS=--static-swift-stdlib" >&2
fi

(cd "$(dirname "$bundle")" && rm -f "$(basename "$bundle").zip" && zip -qry "$(basename "$bundle").zip" "$(basename "$bundle")")
# SwiftPM's checksum of a binary target is the archive's SHA-256 (`swift package compute-checksum`).
if command -v sha256sum >/dev/null 2>&1; then sum=$(sha256sum "$bundle.zip"); else sum=$(shasum -a 256 "$bundle.zip"); fi
echo "${sum%% *}" > "$bundle.zip.checksum"
echo "$bundle: modernize $version for ${variants[*]}"
echo "$bundle.zip: checksum ${sum%% *}"
