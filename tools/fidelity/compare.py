#!/usr/bin/env python3
"""Checks glass renders against the independent numpy model (model.py) on the fidelity matrix.

For each scene in fidelity/scenes: renders the scene and the same scene without its glass (the sharp
backdrop) with the glass binary, computes the model's glass over that backdrop, and measures, in the
crop of the shapes' bounds grown by 12 pt: SSIM (7x7 uniform window, mean over R, G, B) and mean
CIEDE2000. Writes side-by-side crops (ours | model | difference x8) for people to look at.

  python3 tools/fidelity/compare.py [--glass .build/release/glass] [--out out/fidelity] [FILTER]

Needs numpy, scipy and pillow (a virtual environment: see fidelity/README.md).
"""
import argparse, glob, json, os, subprocess, sys, tempfile, warnings
import numpy as np
from PIL import Image
from scipy.ndimage import uniform_filter

sys.path.insert(0, os.path.dirname(__file__))
import model  # noqa: E402


def srgb_to_lab(rgb):
    c = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]])
    xyz = c @ m.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def ciede2000(lab1, lab2):
    L1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    L2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    C1, C2 = np.hypot(a1, b1), np.hypot(a2, b2)
    Cb = (C1 + C2) / 2
    G = 0.5 * (1 - np.sqrt(Cb ** 7 / (Cb ** 7 + 25 ** 7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p, h2p = np.degrees(np.arctan2(b1, a1p)) % 360, np.degrees(np.arctan2(b2, a2p)) % 360
    dLp, dCp = L2 - L1, C2p - C1p
    dh = h2p - h1p
    dh = np.where(C1p * C2p == 0, 0, np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh)))
    dHp = 2 * np.sqrt(C1p * C2p) * np.sin(np.radians(dh / 2))
    Lbp, Cbp = (L1 + L2) / 2, (C1p + C2p) / 2
    hs = h1p + h2p
    hbp = np.where(C1p * C2p == 0, hs, np.where(np.abs(h1p - h2p) > 180, np.where(hs < 360, (hs + 360) / 2, (hs - 360) / 2), hs / 2))
    T = 1 - 0.17 * np.cos(np.radians(hbp - 30)) + 0.24 * np.cos(np.radians(2 * hbp)) + 0.32 * np.cos(np.radians(3 * hbp + 6)) - 0.20 * np.cos(np.radians(4 * hbp - 63))
    dth = 30 * np.exp(-((hbp - 275) / 25) ** 2)
    Rc = 2 * np.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lbp - 50) ** 2 / np.sqrt(20 + (Lbp - 50) ** 2)
    Sc, Sh = 1 + 0.045 * Cbp, 1 + 0.015 * Cbp * T
    Rt = -np.sin(np.radians(2 * dth)) * Rc
    return np.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh))


def ssim(a, b):
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    vals = []
    for ch in range(3):
        x, y = a[..., ch], b[..., ch]
        mx, my = uniform_filter(x, 7), uniform_filter(y, 7)
        vx = uniform_filter(x * x, 7) - mx * mx
        vy = uniform_filter(y * y, 7) - my * my
        cxy = uniform_filter(x * y, 7) - mx * my
        s = ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
        vals.append(s[3:-3, 3:-3].mean())
    return float(np.mean(vals))


def main():
    warnings.filterwarnings("ignore")
    np.seterr(all="ignore")
    ap = argparse.ArgumentParser()
    ap.add_argument("--glass", default=".build/release/glass")
    ap.add_argument("--scenes", default="fidelity/scenes")
    ap.add_argument("--out", default="out/fidelity")
    ap.add_argument("filter", nargs="?", default="")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    tmp = tempfile.mkdtemp()
    rows = []
    for path in sorted(glob.glob(os.path.join(args.scenes, "*.json"))):
        name = os.path.basename(path)[:-5]
        if args.filter not in name:
            continue
        scene = json.load(open(path))
        layer = scene["layers"][0]
        crop = json.loads(layer["name"].split("crop ")[1])
        bare = dict(scene, layers=[])
        bare_path = os.path.join(os.path.dirname(path), ".bare-%s.json" % name)
        json.dump(bare, open(bare_path, "w"))
        ours_png, bare_png = os.path.join(tmp, name + ".png"), os.path.join(tmp, name + "-bare.png")
        subprocess.run([args.glass, "render", path, "-o", ours_png], check=True)
        subprocess.run([args.glass, "render", bare_path, "-o", bare_png], check=True)
        os.remove(bare_path)
        scale = scene["canvas"].get("scale", 3)
        backdrop = np.asarray(Image.open(bare_png).convert("RGB"), float) / 255
        if layer["type"] == "glassContainer":
            kids = layer["children"]
            shapes = [(c["frame"], c.get("corners", "capsule")) for c in kids]
            style, tint, spacing = kids[0].get("style", "regular"), kids[0].get("tint"), layer["spacing"]
        else:
            shapes = [(layer["frame"], layer.get("corners", "capsule"))]
            style, tint, spacing = layer.get("style", "regular"), layer.get("tint"), 0
        x0, y0 = int(round(crop[0] * scale)), int(round(crop[1] * scale))
        x1, y1 = int(round((crop[0] + crop[2]) * scale)), int(round((crop[1] + crop[3]) * scale))
        ref = model.render_glass(backdrop, shapes, style, scene.get("appearance", "light"), tint, scale, spacing, (x0, y0, x1, y1))
        ref = np.round(np.clip(ref, 0, 1) * 255)
        ours = np.asarray(Image.open(ours_png).convert("RGB"), float)
        a, b = ours[y0:y1, x0:x1], ref
        s = ssim(a, b)
        de = float(ciede2000(srgb_to_lab(a / 255), srgb_to_lab(b / 255)).mean())
        ok = s >= 0.97 and de <= 2.0
        rows.append((name, s, de, ok))
        print("%-40s SSIM %.4f  ΔE2000 %.3f  %s" % (name, s, de, "ok" if ok else "MISS"), flush=True)
        diff = np.clip(np.abs(a - b) * 8, 0, 255)
        side = np.concatenate([a, b, diff], 1).astype(np.uint8)
        Image.fromarray(side).save(os.path.join(args.out, name + ".png"))
    if rows:
        ss = sorted(r[1] for r in rows)
        print("%d scenes: median SSIM %.4f (min %.4f), mean ΔE2000 %.3f (max %.3f); %d pass the bar" % (
            len(rows), ss[len(ss) // 2], ss[0], np.mean([r[2] for r in rows]), max(r[2] for r in rows), sum(r[3] for r in rows)))


if __name__ == "__main__":
    main()
