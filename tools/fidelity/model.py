"""An independent implementation of the Liquid Glass model, written from the spec's appendix
(../shared/spec/liquid-glass.md) in numpy, to check the Swift renderer against.

It shares no code with the renderer: it reads the scene JSON, takes the sharp backdrop as an image
(the scene rendered without its glass), and computes the glass over it with array operations.
Tool dependency only (numpy, scipy); never part of the product.
"""
import numpy as np
from scipy.ndimage import convolve1d, map_coordinates

HEX = lambda h: np.array([int(h[i:i + 2], 16) for i in (1, 3, 5)], float) / 255

K = {  # spec table, points
    ("regular", "light"): dict(sigma=5.92, sizeref=60.0, post=0.0, tail=7.04, band=18.26, strength=-2.635, decay=6.17,
                               lensref=38.2, edge=0.0, sat=1.49, fill=HEX("#FEFDFD"), fillop=0.684, fillref=44.0, fdrop=0.0,
                               dim=0.0046, rimw=1.25, rimi=0.23, rimmix=0.0, shr=20.9, sho=0.049, tintk=1.024,
                               te=0.405, tc=0.930, tref=75.4, tdrop=1.142,
                               tone=[0, .113, .25, .363, .4973, .6263, .7534, .8839, 1],
                               small=[0, .1, .2, .3, .5, .611, .7142, .8538, .974]),
    ("regular", "dark"): dict(sigma=8.25, sizeref=78.0, post=0.0, tail=7.56, band=18.83, strength=-2.627, decay=5.90,
                              lensref=38.8, edge=0.0, sat=1.97, fill=HEX("#191818"), fillop=0.667, fillref=36.1, fdrop=0.0,
                              dim=0.001, rimw=1.36, rimi=0.33, rimmix=0.0, shr=20.3, sho=0.026, tintk=1.005,
                              te=1.084, tc=0.908, tref=79.2, tdrop=2.738,
                              tone=[0, .1917, .2754, .3813, .4936, .6408, .7513, .8537, .9861],
                              small=[0, .0675, .3273, .4709, .8295, .92, .96, .985, 1]),
    ("clear", "light"): dict(sigma=1.28, sizeref=None, post=0.31, tail=1.80, band=18.44, strength=-2.49, decay=6.81,
                             lensref=28.8, edge=10.0, sat=0.97, fill=HEX("#FEFCFC"), fillop=0.171, fillref=None, fdrop=0.0,
                             dim=0.0013, rimw=1.25, rimi=0.15, rimmix=0.48, shr=29.3, sho=0.0015, tintk=0.35,
                             te=-0.012, tc=0.679, tref=85.2, tdrop=0.0,
                             tone=[0, .0289, .1865, .3476, .5063, .6651, .8265, .9772, 1], small=None),
    ("clear", "dark"): dict(sigma=1.23, sizeref=None, post=0.15, tail=1.92, band=18.34, strength=-2.49, decay=6.88,
                            lensref=28.7, edge=11.6, sat=0.96, fill=HEX("#FDFAFB"), fillop=0.158, fillref=None, fdrop=0.0,
                            dim=0.0006, rimw=1.25, rimi=0.15, rimmix=0.37, shr=13.1, sho=0.0017, tintk=0.35,
                            te=0.030, tc=0.701, tref=84.2, tdrop=0.0,
                            tone=[0, .0519, .2131, .3631, .5198, .6792, .8348, .9910, 1], small=None),
}
LUMA = np.array([0.2126, 0.7152, 0.0722])


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)


def lame_sdf(px, py, rect, r, continuous):
    """Box SDF with Lamé corners (appendix step 1). rect = (x, y, w, h) px; uniform radius r px."""
    x, y, w, h = rect
    hx, hy = w / 2, h / 2
    qx = np.abs(px - (x + hx)) - hx
    qy = np.abs(py - (y + hy)) - hy
    if continuous and r > 0 and min(1.2 * r, hx, hy) > r:
        z = min(1.2 * r, hx, hy)
        n = -1 / np.log2(1 - 0.29289 * r / z)
    else:
        z, n = r, 2.0
    qx, qy = qx + z, qy + z
    ax, ay = np.maximum(qx, 0), np.maximum(qy, 0)
    norm = (ax ** n + ay ** n) ** (1 / n)
    return norm + np.minimum(np.maximum(qx, qy), 0) - z


def smin(a, b, k):
    if k <= 0:
        return np.minimum(a, b), np.zeros_like(a, bool)
    h = np.maximum(k - np.abs(a - b), 0) / k
    return np.minimum(a, b) - h * h * k / 4, h > 0


def tone(curve, x):
    return np.interp(np.clip(x, 0, 1), np.linspace(0, 1, 9), curve)


def truncated_kernel(sigma):
    r = 0 if sigma <= 0.5 else int(round((sigma - 0.5) * np.sqrt(3)))
    k = np.exp(-np.arange(-r, r + 1) ** 2 / (2 * sigma * sigma)) if r > 0 else np.ones(1)
    return k / k.sum()


def render_glass(backdrop, shapes, style, appearance, tint, scale, spacing_pt=0.0, box=None):
    """backdrop: HxWx3 float 0..1 (opaque). shapes: list of (rect_pt, radius_pt or 'capsule').
    box: (x0, y0, x1, y1) pixels to compute (default: everything). Returns the composited box."""
    k = K[(style, appearance)]
    H, W, _ = backdrop.shape
    rects = []
    for rect_pt, corners in shapes:
        rect = tuple(v * scale for v in rect_pt)
        r = min(rect[2], rect[3]) / 2 if corners == "capsule" else min(corners * scale, min(rect[2], rect[3]) / 2)
        rects.append((rect, r))
    kk = 0.8 * spacing_pt * scale
    x0, y0, x1, y1 = box or (0, 0, W, H)
    ys, xs = np.mgrid[y0:y1, x0:x1].astype(float)
    px, py = xs + 0.5, ys + 0.5

    def field(px, py, lens):
        d = neck = None
        for rect, r in rects:
            rr = min(r * (1.55 if style == "clear" else 1.0), min(rect[2], rect[3]) / 2) if lens else r
            di = lame_sdf(px, py, rect, rr, continuous=not lens)
            if d is None:
                d, neck = di, np.zeros_like(di, bool)
            else:
                d, n2 = smin(d, di, kk)
                neck |= n2
        return d, neck

    d, neck = field(px, py, False)
    inside = 1 - smoothstep(-0.75, 0.75, d)
    halfmin = np.mean([min(rc[2], rc[3]) / 2 for rc, _ in rects]) / scale  # equal sizes in the matrix
    dpt = d / scale
    # Normals of the lens field by ±1 px central differences.
    gx = (field(px + 1, py, True)[0] - field(px - 1, py, True)[0]) / 2
    gy = (field(px, py + 1, True)[0] - field(px, py - 1, True)[0]) / 2
    lap = (field(px + 1, py, True)[0] + field(px - 1, py, True)[0] + field(px, py + 1, True)[0]
           + field(px, py - 1, True)[0] - 4 * field(px, py, True)[0])
    g = np.hypot(gx, gy)
    nx, ny = gx / np.maximum(g, 1e-9), gy / np.maximum(g, 1e-9)
    gc = np.where(neck, np.clip(g, 0.05, 1), 1.0)
    depth = -dpt

    def lens(dep):
        dd = dep / gc
        s = min(1, halfmin / k["lensref"])
        cut = np.exp(-k["band"] / k["decay"])
        v = np.maximum(np.exp(-dd / (k["decay"] * s)) - cut, 0) / (1 - cut)
        L = k["strength"] * k["band"] * s * v - k["edge"] * np.exp(-dd / 0.6)
        return np.where(dd < 0, 0, L) * gc

    L = lens(depth)
    sx, sy = px + nx * L * scale, py + ny * L * scale
    # Frost: truncated kernel, group σ, anisotropic for regular dark.
    sigma = k["sigma"] * (min(1, halfmin / k["sizeref"]) if k["sizeref"] else 1) * np.sqrt(1 - k["post"]) * scale
    sig_x = sigma * (rects[0][0][3] / rects[0][0][2]) ** 0.28 if (style, appearance) == ("regular", "dark") else sigma
    fr = convolve1d(convolve1d(backdrop, truncated_kernel(sig_x), axis=1, mode="nearest"), truncated_kernel(sigma), axis=0,
                    mode="nearest")

    def sample(x, y):
        coords = [y - 0.5, x - 0.5]
        return np.stack([map_coordinates(fr[..., c], coords, order=1, mode="nearest") for c in range(3)], -1)

    base = sample(sx, sy)
    sp = k["sigma"] * np.sqrt(k["post"]) * scale
    if sp >= 0.25:
        slope = (lens(depth + 0.01) - lens(depth - 0.01)) / 0.02
        sn = np.clip(1 - slope, 0.2, 5)
        st = np.clip(1 + L * lap * scale, 0.2, 5)
        acc = np.zeros_like(base)
        for a, wa in ((0, 2 / 3), (np.sqrt(3), 1 / 6), (-np.sqrt(3), 1 / 6)):
            for b, wb in ((0, 2 / 3), (np.sqrt(3), 1 / 6), (-np.sqrt(3), 1 / 6)):
                al, ac = a * sp * sn, b * sp * st
                acc += wa * wb * sample(sx + nx * al - ny * ac, sy + ny * al + nx * ac)
        base = acc
    sw = k["tail"] * scale
    tail = np.zeros_like(base)
    for i in range(6):
        ang = i * np.pi / 3
        rr = np.sqrt(2 * (2 - np.sqrt(2))) * sw
        tail += (2 + np.sqrt(2)) / 24 * sample(sx + rr * np.cos(ang), sy + rr * np.sin(ang))
    for i in range(10):
        ang = np.pi / 10 + i * np.pi / 5
        rr = np.sqrt(2 * (2 + np.sqrt(2))) * sw
        tail += (2 - np.sqrt(2)) / 40 * sample(sx + rr * np.cos(ang), sy + rr * np.sin(ang))
    mix = np.clip(k["te"] + (k["tc"] - k["te"]) * (depth - L) / halfmin - k["tdrop"] * max(0, 1 - halfmin / k["tref"]), 0, 1)
    col = base + (tail - base) * mix[..., None]
    # Colour (appendix step 9).
    luma = col @ LUMA
    col = luma[..., None] + (col - luma[..., None]) * k["sat"]
    T = tone(k["tone"], col)
    if (style, appearance) == ("regular", "light"):
        T = T + (col + (tone(k["tone"], luma) - luma)[..., None] - T) * 0.6
    col = T
    if (style, appearance) == ("regular", "dark"):
        col = col + 0.77 * max(0, 1 - halfmin / 48) * np.maximum(0, 1 - col) ** 2
    # Fill wash: factor 1 - drop * (1 - min(1, halfMin / ref)); the fitted drop is 0 (spec correction).
    fo = k["fillop"] * ((1 - k["fdrop"] * (1 - min(1, halfmin / k["fillref"]))) if k["fillref"] else 1)
    col = col + (k["fill"] - col) * fo
    col = col * (1 - k["dim"])
    small = 0.0
    if k["small"] is not None:
        small = float(np.clip((34 - halfmin) / 2, 0, 1))
        col = col + (tone(k["small"], col) - col) * small
    if tint is not None:
        t = HEX(tint)
        ta = int(tint[7:9], 16) / 255 if len(tint) == 9 else 1.0
        col = col + (t - col) * ta * k["tintk"]
    if (style, appearance) == ("regular", "light"):
        # Ambient: mean of 5x5 taps of the frosted backdrop over the rect grown by 60 pt.
        (x, y, w, h), _ = rects[0]
        gr = 60 * scale
        taps = [fr[min(max(int(y - gr + (h + 2 * gr) * (j + .5) / 5), 0), H - 1), min(max(int(x - gr + (w + 2 * gr) * (i + .5) / 5), 0), W - 1)]
                for j in range(5) for i in range(5)]
        avg = np.mean(taps, 0)
        col = col + 0.18 * (1 - small) * (avg - avg @ LUMA)
    # Rim (step 10).
    rim = 1 - smoothstep(0, k["rimw"], depth)
    facing = nx * -np.sqrt(0.5) + ny * -np.sqrt(0.5)
    col = col + (k["rimi"] * rim * (np.maximum(facing, 0) + 0.35 * np.maximum(-facing, 0)))[..., None]
    if k["rimmix"] > 0:
        cut = 1.0 if appearance == "light" else 4.0
        a = k["rimmix"] * np.clip(1 - depth / 1.5, 0, 1) * (1 - smoothstep(cut - 0.5, cut + 0.5, depth))
        if appearance == "dark":
            a = a * (0.05 + 0.95 * np.clip((col @ LUMA) / 0.5, 0, 1))
        col = col + (1 - col) * a[..., None]
    col = np.clip(col, 0, 1)
    sh = k["sho"] * np.exp(-np.maximum(dpt, 0) ** 2 / (2 * (k["shr"] / 2) ** 2)) * (1 - inside)
    out = col * inside[..., None] + backdrop[y0:y1, x0:x1] * np.maximum(0, 1 - inside - sh)[..., None]
    return out
