#!/usr/bin/env bash
# Renders the showcase under each of the user's settings (the default, Reduce Transparency, Increase Contrast,
# Tinted glass, Bold Text, the AX3 text size) and puts the six side by side, each under its label, in
# docs/settings.png. glass draws the labels and the page too: the six renders are image layers of one scene.
# Each screen is at 1× to keep the picture small.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product glass >/dev/null
glass=.build/release/glass
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The showcase at 1×, its background image named by an absolute path (the copy lives elsewhere).
python3 - "$PWD/scenes" "$tmp/screen.json" <<'PY'
import json, sys
scenes, out = sys.argv[1], sys.argv[2]
s = json.load(open(f"{scenes}/showcase.json"))
s.setdefault("canvas", {})["scale"] = 1
s["background"]["image"] = f"{scenes}/{s['background']['image']}"
json.dump(s, open(out, "w"))
PY
labels=("Default" "Reduce Transparency" "Increase Contrast" "Tinted glass" "Bold Text" "Larger Text (AX3)")
flags=("" "--reduce-transparency" "--increase-contrast" "--glass-style tinted" "--bold-text" "--dynamic-type AX3")
width=402 height=874 gap=16 label=40
layers=""
for i in "${!labels[@]}"; do
    # shellcheck disable=SC2086 # each entry is a flag and its value
    "$glass" render "$tmp/screen.json" -o "$tmp/$i.png" ${flags[$i]}
    x=$((gap + i * (width + gap)))
    layers+="{\"type\": \"text\", \"text\": \"${labels[$i]}\", \"frame\": [$x, 8, $width, 28], \"style\": \"headline\", \"alignment\": \"center\", \"color\": \"#000000\"},"
    layers+="{\"type\": \"image\", \"image\": \"$tmp/$i.png\", \"frame\": [$x, $label, $width, $height], \"fit\": \"fill\", \"corners\": 40},"
done
cat > "$tmp/page.json" <<JSON
{"canvas": {"width": $((gap + 6 * (width + gap))), "height": $((label + height + gap)), "scale": 1},
 "background": "#FFFFFF", "layers": [${layers%,}]}
JSON
"$glass" render "$tmp/page.json" -o docs/settings.png --compression 9
echo "wrote docs/settings.png"
