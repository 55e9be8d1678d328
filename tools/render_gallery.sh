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
# Dynamic Type: the settings list at four text sizes, one labelled sheet (the list reflows: rows grow, and at the
# accessibility sizes a value row stacks its detail under its title).
.build/release/glass render docs/gallery/settings-list.json --matrix dynamicType=xS,L,AX3,AX5 \
    --sheet docs/gallery/settings-dynamic-type.png --compression 9
{
    echo "## Dynamic Type"
    echo
    echo "![the settings list at xS, L, AX3 and AX5](settings-dynamic-type.png)"
    echo
    echo "Scene: [\`settings-list.json\`](settings-list.json), \`--matrix dynamicType=xS,L,AX3,AX5 --sheet\`"
    echo
} >> "$page"
# The README's picture: the showcase in both designs.
.build/release/glass render scenes/showcase.json -o docs/showcase-both.png --design both --compression 9
echo "wrote $page and docs/showcase-both.png"
