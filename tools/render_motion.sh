#!/usr/bin/env bash
# Renders the motion gallery: each scenes/motion-*.json as an animated PNG (docs/gallery/motion/NAME.png, 20 fps)
# and a labelled strip of six frames from its start to its end (NAME-strip.png), and writes
# docs/gallery/motion/README.md. GLASS names the glass to use (default: a release build of this checkout).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${GLASS:-}" ]; then
    swift build -c release --product glass >/dev/null
    GLASS=.build/release/glass
fi
out=docs/gallery/motion
mkdir -p "$out"
page=$out/README.md
{
    echo "# Motion gallery"
    echo
    echo "Each motion of [docs/motion.md](../../motion.md) as an animated PNG (GitHub and browsers play it; a viewer"
    echo "without APNG support shows its first frame) and a strip of six frames from its start to its end, rendered"
    echo "by \`tools/render_motion.sh\` with \`glass animate\`. The scenes are \`scenes/motion-*.json\`; their goldens at"
    echo "the start, the end and the instants each names are in \`golden/\`."
    echo
} > "$page"
for scene in scenes/motion-*.json; do
    name=$(basename "$scene" .json)
    "$GLASS" animate "$scene" -o "$out/$name.png" --fps 20 --compression 9 2>/dev/null
    "$GLASS" animate "$scene" --strip -o "$out/$name-strip.png" --compression 9
    {
        echo "## ${name#motion-}"
        echo
        echo "![$name, animated]($name.png)"
        echo
        echo "![$name, six frames]($name-strip.png)"
        echo
        echo "Scene: [\`$name.json\`](../../../scenes/$name.json)"
        echo
    } >> "$page"
done
