#!/usr/bin/env python3
"""Generates the background images the scenes use, so none is a binary of unknown origin.

Standard library only. Deterministic: the same bytes on every run.
  photo.png  402x874: bright coloured discs with soft shading over vertical colour bars (photo-like)
  page.png   402x874: a page of black "text" lines on white (word-shaped bars)
Usage: python3 tools/make_backgrounds.py scenes/backgrounds
"""
import math
import os
import random
import struct
import sys
import zlib


def write_png(path, w, h, rows):
    raw = b"".join(b"\x00" + bytes(r) for r in rows)

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data)


def clamp(v):
    return 0 if v < 0 else 255 if v > 255 else int(v + 0.5)


def photo(w=402, h=874):
    bars = [(250, 196, 60), (46, 120, 214), (236, 90, 70), (40, 170, 120), (120, 70, 190), (245, 150, 40),
            (30, 60, 110), (220, 220, 210)]
    bar_w = 34
    discs = [  # x, y, radius, colour
        (80, 140, 70, (255, 59, 48)), (300, 250, 95, (255, 214, 10)), (150, 430, 60, (52, 199, 89)),
        (330, 520, 75, (0, 122, 255)), (90, 640, 85, (255, 45, 85)), (260, 760, 65, (175, 82, 222)),
        (200, 90, 40, (90, 200, 250)), (40, 360, 45, (255, 149, 0)),
    ]
    rows = []
    for y in range(h):
        row = []
        shade = 0.75 + 0.25 * math.cos(y / h * math.pi)
        for x in range(w):
            bar = bars[(x // bar_w) % len(bars)]
            # Soft bar edges: blend 2 px at each boundary.
            fx = x % bar_w
            col = [c * shade for c in bar]
            if fx < 2:
                prev = bars[(x // bar_w - 1) % len(bars)]
                t = (fx + 0.5) / 2.5
                col = [(p * (1 - t) + c * t) * shade for p, c in zip(prev, bar)]
            for cx, cy, r, dc in discs:
                d = math.hypot(x + 0.5 - cx, y + 0.5 - cy)
                if d < r + 1:
                    cover = min(1.0, max(0.0, r + 0.5 - d))
                    light = 1.15 - 0.35 * (d / r)  # brighter centre, like a lit sphere
                    disc = [min(255, c * light) for c in dc]
                    col = [a * (1 - cover) + b * cover for a, b in zip(col, disc)]
            row += [clamp(c) for c in col]
        rows.append(row)
    return w, h, rows


def page(w=402, h=874):
    rng = random.Random(26)
    pixels = [[255] * (w * 3) for _ in range(h)]
    y = 70
    while y + 14 < h - 40:
        x = 24
        line_end = w - 24 - rng.randint(0, 80)
        while x < line_end:
            word = rng.randint(12, 58)
            if x + word > line_end:
                break
            for yy in range(y + 3, y + 13):
                for xx in range(x, x + word):
                    # Letters: vertical strokes with gaps, so the texture reads as text.
                    if (xx - x) % 6 < 4 and not ((xx - x) % 12 < 4 and yy > y + 10):
                        pixels[yy][xx * 3:xx * 3 + 3] = [20, 20, 24]
            x += word + 7
        y += 22 if rng.random() > 0.1 else 40
    return w, h, pixels


def main(folder):
    os.makedirs(folder, exist_ok=True)
    write_png(os.path.join(folder, "photo.png"), *photo())
    write_png(os.path.join(folder, "page.png"), *page())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "scenes/backgrounds")
