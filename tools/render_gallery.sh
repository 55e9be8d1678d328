#!/usr/bin/env bash
# Renders the gallery of iOS 26 screens (docs/gallery/*.json) in both designs, side by side, and writes
# docs/gallery/README.md, the page that shows each picture beside its scene file.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product glass >/dev/null
page=docs/gallery/README.md
{
    echo "# Gallery"
    echo
    echo "iOS 26 screens described with components, rendered by \`tools/render_gallery.sh\` with"
    echo "\`glass render SCENE --design both\`: the Liquid Glass design on the left, the compatibility (pre-26)"
    echo "design on the right. Each scene is at 1× to keep the pictures small; its file is linked under it."
    echo
} > "$page"
for scene in docs/gallery/*.json; do
    name=$(basename "$scene" .json)
    .build/release/glass render "$scene" -o "docs/gallery/$name.png" --design both --compression 9
    {
        echo "## $name"
        echo
        echo "![$name in both designs]($name.png)"
        echo
        echo "Scene: [\`$name.json\`]($name.json)"
        echo
    } >> "$page"
done
# The README's picture: the showcase in both designs.
.build/release/glass render scenes/showcase.json -o docs/showcase-both.png --design both --compression 9
echo "wrote $page and docs/showcase-both.png"
