#!/usr/bin/env python3
"""Times the peers beside glass on the same image and machine, in one run.

The image is the benchmark frame's background (1206x2622, rendered by glass from
Benchmarks/scenes/iphone-frame-background.json). Rows:
  blur σ=20 px, one thread: Pillow GaussianBlur, OpenCV GaussianBlur, OpenCV three-box (cv2.blur x3),
  pyvips gaussblur (cache off, concurrency 1), and glass's blur (from glass-bench);
  the benchmark frame's glass: Skia CPU (backdrop blur clipped to each rounded rect, a tint fill, a rim
  stroke) against glass's core render of iphone-frame (one thread).
Prints each peer's time beside ours and the ratio ours / peer, then the speed issue's two peer targets:
the pure-blur glass's cost in a whole process (glass-bench's difference of two process rows) over OpenCV's
three-box blur, and the frame's compositing (likewise) over Skia's frame; then glass-bench's own output.
Run through Benchmarks/peers/run.sh, which sets up the virtual environment.
"""
import json, os, subprocess, sys, time

os.environ.setdefault("VIPS_CONCURRENCY", "1")
import numpy as np  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402
import cv2  # noqa: E402
import pyvips  # noqa: E402
import skia  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
GLASS = os.path.join(ROOT, ".build", "release", "glass")
BENCH = os.path.join(ROOT, ".build", "release", "glass-bench")
SIGMA = 20.0


def best(fn, samples=5):
    fn()
    times = []
    for _ in range(samples):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def box_widths(sigma, n=3):
    wi = np.sqrt(12 * sigma * sigma / n + 1)
    wl = int(np.floor(wi))
    if wl % 2 == 0:
        wl -= 1
    m = round((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4))
    return [wl if i < m else wl + 2 for i in range(n)]


def glass_rows():
    """glass-bench's rows (min seconds by name) and its target differences (seconds by label)."""
    out = subprocess.run([BENCH], capture_output=True, text=True, check=True).stdout
    rows = {}
    for line in out.splitlines():
        parts = line.rsplit(None, 5)
        if len(parts) == 6 and parts[1].replace(".", "").isdigit():
            rows[parts[0].strip()] = float(parts[1]) / 1000
        if line.startswith("difference: "):
            label, rest = line[len("difference: "):].split("  ", 1)
            rows["difference: " + label.strip()] = float(rest.split()[0]) / 1000
    return rows, out


def skia_frame(image, scene):
    """The frame's glass in Skia: per rounded rect, a backdrop blur clipped to it, a tint, a rim."""
    h, w = image.shape[:2]
    surface = skia.Surface(w, h)
    bg = skia.Image.fromarray(image, colorType=skia.kRGBA_8888_ColorType)
    scale = scene["canvas"].get("scale", 3)
    rrects = []
    for layer in scene["layers"]:
        kids = layer["children"] if layer["type"] == "glassContainer" else [layer] if layer["type"] == "glass" else []
        for k in kids:
            x, y, fw, fh = [v * scale for v in k["frame"]]
            c = k.get("corners", "capsule")
            r = min(fw, fh) / 2 if c == "capsule" else c * scale
            rrects.append(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, fw, fh), r, r))
    sigma = 5.92 * scale
    blur = skia.ImageFilters.Blur(sigma, sigma)
    tint = skia.Paint(Color=skia.Color4f(1, 1, 1, 0.45))
    rim = skia.Paint(Color=skia.Color4f(1, 1, 1, 0.6), Style=skia.Paint.kStroke_Style, StrokeWidth=1.5 * scale, AntiAlias=True)

    def draw():
        canvas = surface.getCanvas()
        canvas.drawImage(bg, 0, 0)
        for rr in rrects:
            canvas.save()
            canvas.clipRRect(rr, doAntiAlias=True)
            canvas.saveLayer(skia.Canvas.SaveLayerRec(None, None, blur, 0))
            canvas.restore()
            canvas.drawRRect(rr, tint)
            canvas.restore()
            canvas.drawRRect(rr, rim)
        surface.flushAndSubmit()
        return surface

    return draw


def main():
    bg_png = "/tmp/glass-peers-background.png"
    subprocess.run([GLASS, "render", os.path.join(ROOT, "Benchmarks/scenes/iphone-frame-background.json"), "-o", bg_png], check=True)
    rgba = np.ascontiguousarray(np.asarray(Image.open(bg_png).convert("RGBA")))
    pil = Image.fromarray(rgba)
    vimg = pyvips.Image.new_from_array(rgba).copy(interpretation="srgb")
    pyvips.cache_set_max(0)
    cv2.setNumThreads(1)
    widths = box_widths(SIGMA)

    def three_box():
        out = rgba
        for bw in widths:
            out = cv2.blur(out, (bw, bw), borderType=cv2.BORDER_REPLICATE)
        return out

    peers = {
        "Pillow GaussianBlur": best(lambda: pil.filter(ImageFilter.GaussianBlur(SIGMA))),
        "OpenCV GaussianBlur": best(lambda: cv2.GaussianBlur(rgba, (0, 0), SIGMA, borderType=cv2.BORDER_REPLICATE)),
        "OpenCV three-box (cv2.blur x3)": best(three_box),
        "pyvips gaussblur": best(lambda: vimg.gaussblur(SIGMA).write_to_memory()),
    }
    scene = json.load(open(os.path.join(ROOT, "Benchmarks/scenes/iphone-frame.json")))
    skia_time = best(skia_frame(rgba, scene))
    ours, bench_output = glass_rows()
    glass_blur = ours.get("blur σ=20 px")
    glass_frame = ours.get("iphone-frame core render, 1 thread")
    print("machine: %s, %d cores; Python %s; OpenCV %s, pyvips %s (libvips %d.%d), Pillow %s, skia-python %s" % (
        os.uname().machine, os.cpu_count(), sys.version.split()[0], cv2.__version__, pyvips.__version__,
        pyvips.version(0), pyvips.version(1), Image.__version__, skia.__version__))
    print("%-34s %10s %10s %12s" % ("blur σ=20 px, one thread", "peer ms", "glass ms", "glass/peer"))
    for name, t in peers.items():
        print("%-34s %10.2f %10.2f %12.2f" % (name, t * 1000, glass_blur * 1000, glass_blur / t))
    print("%-34s %10s %10s %12s" % ("benchmark frame's glass", "peer ms", "glass ms", "glass/peer"))
    print("%-34s %10.2f %10.2f %12.2f" % ("Skia CPU (blur, tint, rim)", skia_time * 1000, glass_frame * 1000, glass_frame / skia_time))
    # The speed issue's two ratios against peers: process differences (one thread, stored PNG, minus the
    # frame's background rendered alone) over the peer's time in this run.
    three_box = peers["OpenCV three-box (cv2.blur x3)"]
    pure = ours.get("difference: pure-blur glass, 1 thread, stored")
    compositing = ours.get("difference: frame compositing, 1 thread, stored")
    print("\ntargets (the speed issue), glass process differences over peers in this run")
    for label, t, peer, name in [
        ("pure-blur glass adds / OpenCV three-box", pure, three_box, "OpenCV three-box"),
        ("frame compositing / Skia frame", compositing, skia_time, "Skia"),
    ]:
        if t is None:
            continue
        r = t / peer
        print("%-42s %8.2f ms / %8.2f ms = %5.2fx   target <= 0.5x: %s" % (label, t * 1000, peer * 1000, r, "met" if r <= 0.5 else "missed"))
    print("\nglass-bench, same run:\n" + bench_output)


if __name__ == "__main__":
    main()
