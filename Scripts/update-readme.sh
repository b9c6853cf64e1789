#!/usr/bin/env bash
# Regenerates the README blocks that mirror the deprecation table (between the
# <!-- generated:NAME --> and <!-- end:NAME --> markers). Run after changing a table row;
# DeprecationTableTests fails while the README's table is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q --product modernize
bin="$(swift build --show-bin-path)/modernize"
text="$("$bin" rules)"
markdown="$("$bin" rules --markdown)"
python3 - "$text" "$markdown" <<'PY'
import re, sys
text, markdown = sys.argv[1], sys.argv[2]
blocks = {
    "rules-text": "```text\n$ modernize rules\n" + text + "\n```",
    "rules-markdown": markdown,
}
readme = open("README.md").read()
for name, body in blocks.items():
    pattern = re.compile(r"(<!-- generated:%s -->\n).*?(<!-- end:%s -->)" % (name, name), re.S)
    if not pattern.search(readme):
        sys.exit("README.md has no generated:%s block" % name)
    readme = pattern.sub(lambda m: m.group(1) + body + "\n" + m.group(2), readme)
open("README.md", "w").write(readme)
PY
echo "README.md blocks regenerated"
