#!/usr/bin/env python3
"""Writes the PNG fixtures of Tests/GlassPNGTests: one small image in every PNG kind.

Standard library only (zlib, struct). Every fixture encodes the same logical 8x6 pattern, so the
tests can check decoded pixels against a formula:
  v(x, y) = (x*37 + y*23) % 256, g(x) = (x*11) % 256, b(y) = (y*53) % 256, a(x, y) = (x*y*29 + 40) % 256
Usage: python3 tools/make_png_fixtures.py Tests/GlassPNGTests/Fixtures
"""
import os
import struct
import sys
import zlib

W, H = 8, 6


def v(x, y): return (x * 37 + y * 23) % 256
def g(x): return (x * 11) % 256
def b(y): return (y * 53) % 256
def a(x, y): return (x * y * 29 + 40) % 256


def chunk(kind, data):
    c = struct.pack(">I", len(data)) + kind + data
    return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(color_type, depth, rows, extra=b"", interlace=0):
    """rows: function(x, y) -> list of samples (ints) for the pixel."""
    ihdr = struct.pack(">IIBBBBB", W, H, depth, color_type, 0, 0, interlace)

    def raw_rows(xs, ys):
        out = b""
        for y in ys:
            samples = []
            for x in xs:
                samples += rows(x, y)
            if depth == 16:
                line = b"".join(struct.pack(">H", s) for s in samples)
            elif depth == 8:
                line = bytes(samples)
            else:  # sub-byte: pack bits
                bits = "".join(format(s, "0%db" % depth) for s in samples)
                bits += "0" * (-len(bits) % 8)
                line = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
            out += b"\x00" + line
        return out

    if interlace:
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        data = b""
        for x0, y0, dx, dy in passes:
            xs, ys = list(range(x0, W, dx)), list(range(y0, H, dy))
            if xs and ys:
                data += raw_rows(xs, ys)
    else:
        data = raw_rows(range(W), range(H))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")


def main(folder):
    os.makedirs(folder, exist_ok=True)
    palette = bytes(c for i in range(16) for c in (i * 16, 255 - i * 16, (i * 80) % 256))
    trns = bytes((i * 17) % 256 for i in range(16))
    files = {
        "gray8.png": png(0, 8, lambda x, y: [v(x, y)]),
        "gray-alpha8.png": png(4, 8, lambda x, y: [v(x, y), a(x, y)]),
        "gray4.png": png(0, 4, lambda x, y: [v(x, y) >> 4]),
        "rgb8.png": png(2, 8, lambda x, y: [v(x, y), g(x), b(y)]),
        "rgba8.png": png(6, 8, lambda x, y: [v(x, y), g(x), b(y), a(x, y)]),
        "rgb16.png": png(2, 16, lambda x, y: [v(x, y) * 257, g(x) * 257, b(y) * 257]),
        "rgba16.png": png(6, 16, lambda x, y: [v(x, y) * 257, g(x) * 257, b(y) * 257, 65535]),
        "palette.png": png(3, 8, lambda x, y: [(x + y) % 16], chunk(b"PLTE", palette)),
        "palette-trns.png": png(3, 8, lambda x, y: [(x + y) % 16], chunk(b"PLTE", palette) + chunk(b"tRNS", trns)),
        "palette4.png": png(3, 4, lambda x, y: [(x + y) % 16], chunk(b"PLTE", palette)),
        "rgba8-interlaced.png": png(6, 8, lambda x, y: [v(x, y), g(x), b(y), a(x, y)], interlace=1),
    }
    good = files["rgba8.png"]
    files["truncated.png"] = good[: len(good) // 2]
    corrupt = bytearray(good)
    corrupt[40] ^= 0xFF  # inside IDAT: CRC mismatch
    files["corrupt.png"] = bytes(corrupt)
    files["empty.png"] = b""
    files["not-a-png.png"] = b"GIF89a this is not a PNG at all"
    # A valid header declaring 100000 x 100000 pixels, with a token IDAT: a decoder that allocates
    # before checking the size asks for 40 GB.
    files["huge-header.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 6, 0, 0, 0))
                                + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))
    for name, data in files.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Tests/GlassPNGTests/Fixtures")
