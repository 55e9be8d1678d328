#!/usr/bin/env bash
# Builds the DocC documentation of the library products with the toolchain's `docc` (the SwiftPM plugin is not
# needed): symbol graphs from a build, then `docc convert` for each module with a catalog.
#   bash tools/build_docs.sh        → .build/docs/<Module>.doccarchive
#   docc preview Sources/GlassTesting/GlassTesting.docc --additional-symbol-graph-dir .build/symbol-graphs/GlassTesting
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs" .build/docs
# SwiftPM's own symbol-graph dump (no plugin): every module's graph, public symbols only.
swift package dump-symbol-graph --minimum-access-level public >/dev/null
dumped=$(find .build -path "*/symbolgraph" -type d | head -n 1)
docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
for module in GlassTesting GlassRender; do
    catalog=Sources/$module/$module.docc
    module_graphs=$graphs/$module
    mkdir -p "$module_graphs"
    cp "$dumped/$module".symbols.json "$module_graphs/"
    cp "$dumped/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    "$docc" convert "$catalog" --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "glass.$module" \
        --output-path ".build/docs/$module.doccarchive" --warnings-as-errors >/dev/null
    echo "built .build/docs/$module.doccarchive"
done
