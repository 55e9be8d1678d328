#!/usr/bin/env python3
"""Writes the fidelity matrix of the material issue as scenes: fidelity/scenes/*.json (75 scenes).

On a 402x874 pt canvas at 3x, shapes centred at y = 560 pt:
  shapes      capsule 200x56, circle 72, rect 240x140 radius 16, rect 240x140 radius 28
  styles      regular, clear, regular tinted #0A84FF99
  appearance  light, dark
  backgrounds photo (discs over bars), page (black text on white), gradient (smooth, multi-colour)
= 4 x 3 x 2 x 3 = 72 scenes, plus two 60 pt circles in a container with spacing 20 at gaps 4, 16, 30.
Each scene also records, under "name", the crop the fidelity bar is measured in: the shapes' bounds
grown by 12 pt. Standard library only. Usage: python3 tools/make_fidelity_matrix.py fidelity/scenes
"""
import json
import os
import sys

CANVAS = {"width": 402, "height": 874, "scale": 3}
CY = 560.0
SHAPES = {
    "capsule": ([201 - 100, CY - 28, 200, 56], "capsule"),
    "circle": ([201 - 36, CY - 36, 72, 72], "capsule"),
    "rect16": ([201 - 120, CY - 70, 240, 140], 16),
    "rect28": ([201 - 120, CY - 70, 240, 140], 28),
}
STYLES = {"regular": {}, "clear": {"style": "clear"}, "tinted": {"tint": "#0A84FF99"}}
BACKGROUNDS = {
    "photo": {"image": "../../scenes/backgrounds/photo.png", "fit": "fill"},
    "page": {"image": "../../scenes/backgrounds/page.png", "fit": "fill"},
    "gradient": {"linearGradient": {"from": [0, 0], "to": [402, 874], "stops": [
        ["#FF9500", 0], ["#FF2D55", 0.3], ["#AF52DE", 0.55], ["#007AFF", 0.8], ["#34C759", 1]]}},
}


def crop(frames):
    x0 = min(f[0] for f in frames) - 12
    y0 = min(f[1] for f in frames) - 12
    x1 = max(f[0] + f[2] for f in frames) + 12
    y1 = max(f[1] + f[3] for f in frames) + 12
    return [x0, y0, x1 - x0, y1 - y0]


def main(folder):
    os.makedirs(folder, exist_ok=True)
    count = 0
    for bg_name, bg in BACKGROUNDS.items():
        for appearance in ("light", "dark"):
            for style_name, style in STYLES.items():
                for shape_name, (frame, corners) in SHAPES.items():
                    glass = {"type": "glass", "frame": frame, "corners": corners}
                    glass.update(style)
                    glass["name"] = "crop %s" % crop([frame])
                    scene = {"canvas": CANVAS, "appearance": appearance, "background": bg, "layers": [glass]}
                    name = "%s-%s-%s-%s.json" % (bg_name, appearance, style_name, shape_name)
                    with open(os.path.join(folder, name), "w") as f:
                        json.dump(scene, f, indent=1)
                    count += 1
    for gap in (4, 16, 30):
        a = [201 - gap / 2 - 60, CY - 30, 60, 60]
        b = [201 + gap / 2, CY - 30, 60, 60]
        scene = {"canvas": CANVAS, "appearance": "light", "background": BACKGROUNDS["photo"], "layers": [
            {"type": "glassContainer", "spacing": 20, "name": "crop %s" % crop([a, b]), "children": [
                {"type": "glass", "frame": a}, {"type": "glass", "frame": b}]}]}
        with open(os.path.join(folder, "photo-light-container-gap%d.json" % gap), "w") as f:
            json.dump(scene, f, indent=1)
        count += 1
    print("wrote %d scenes to %s" % (count, folder))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "fidelity/scenes")
