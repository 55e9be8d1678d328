#!/usr/bin/env bash
# Builds the DocC documentation of the library products with the toolchain's `docc` (the SwiftPM plugin is not
# needed): symbol graphs from a build, then `docc convert` for each module with a catalog.
#   bash tools/build_docs.sh        → .build/docs/<Module>.doccarchive
#   docc preview Sources/GlassTesting/GlassTesting.docc --additional-symbol-graph-dir .build/symbol-graphs
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs" .build/docs
swift build --target GlassTesting -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
for module in GlassTesting GlassRender; do
    catalog=Sources/$module/$module.docc
    module_graphs=$graphs/$module
    mkdir -p "$module_graphs"
    cp "$graphs/$module".symbols.json "$module_graphs/" 2>/dev/null || true
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    "$docc" convert "$catalog" --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "glass.$module" \
        --output-path ".build/docs/$module.doccarchive" --warnings-as-errors >/dev/null
    echo "built .build/docs/$module.doccarchive"
done
