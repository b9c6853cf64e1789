#!/usr/bin/env bash
# Scripts/make-plugin-package.sh DIRECTORY --url URL --checksum SUM
# Scripts/make-plugin-package.sh DIRECTORY --path BUNDLE
#
# Writes a package that offers the `modernize` command plugin with the prebuilt tool from an
# artifact bundle (Scripts/make-artifactbundle.sh) instead of building it from source: a
# package that adds it compiles only the plugin (seconds) and resolves no swift-syntax, so it
# fits beside any macro package. The plugin's source and its capability (verb, permission) are
# this checkout's, copied; the tool is the binary target `modernizeBinary`, whose executable
# artifact the plugin finds by name (`context.tool(named: "modernize")`).
#   --url URL --checksum SUM   the zipped bundle where it is published (a release asset)
#   --path BUNDLE              a local bundle (directory or .zip), copied into DIRECTORY
set -euo pipefail
usage() { echo "usage: $0 DIRECTORY (--url URL --checksum SUM | --path BUNDLE)" >&2; exit 2; }
[ $# -ge 3 ] || usage
ROOT=$(cd "$(dirname "$0")/.." && pwd)
out=$1; shift
url= checksum= bundle=
while [ $# -gt 0 ]; do
    case $1 in
        --url) url=$2; shift 2 ;;
        --checksum) checksum=$2; shift 2 ;;
        --path) bundle=${2%/}; shift 2 ;;
        *) usage ;;
    esac
done
if [ -n "$bundle" ]; then
    [ -z "$url" ] && [ -e "$bundle" ] || usage
elif [ -z "$url" ] || [ -z "$checksum" ]; then
    usage
fi

# The plugin target's capability as this package's manifest declares it (between its name and
# its dependency on the tool), so both packages offer the same verb and permission.
capability=$(sed -n '/^ *name: "ModernizePlugin",$/,/^ *dependencies: \["modernize"\],$/p' "$ROOT/Package.swift" | sed '1d;$d')
[ -n "$capability" ] || { echo "error: no ModernizePlugin capability found in $ROOT/Package.swift" >&2; exit 2; }

mkdir -p "$out/Plugins/ModernizePlugin"
cp "$ROOT/Plugins/ModernizePlugin/ModernizePlugin.swift" "$out/Plugins/ModernizePlugin/"
if [ -n "$bundle" ]; then
    rm -rf "${out:?}/$(basename "$bundle")"
    cp -R "$bundle" "$out/"
    binary_target=".binaryTarget(name: \"modernizeBinary\", path: \"$(basename "$bundle")\")"
else
    binary_target=".binaryTarget(name: \"modernizeBinary\", url: \"$url\", checksum: \"$checksum\")"
fi

cat > "$out/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// Written by swift-modernize's Scripts/make-plugin-package.sh: the \`modernize\` command plugin
// with the tool prebuilt (a SwiftPM artifact bundle), so adding it builds no swift-syntax.
import PackageDescription

let package = Package(
    name: "swift-modernize-plugin",
    products: [.plugin(name: "ModernizePlugin", targets: ["ModernizePlugin"])],
    targets: [
        // Its executable artifact is named \`modernize\`, the name the plugin asks for.
        $binary_target,
        .plugin(
            name: "ModernizePlugin",
$capability
            dependencies: ["modernizeBinary"],
            path: "Plugins/ModernizePlugin"
        ),
    ]
)
SWIFT
echo "$out: plugin package with $binary_target"
