#!/usr/bin/env python3
"""Generates the playground's images procedurally (no third-party artwork): run it to rebuild them.

Images (public domain, CC0, made by this script):
  landscape.png  256x192  a sunset over hills, for the gallery
  wallpaper.png  750x1334 a soft abstract wallpaper for the lock screen demo
  icon-0..7.png  120x120  app icons for the lock screen widget: a rounded square with a simple glyph
"""
import math, struct, zlib, os

def write_png(path, w, h, pixel):
    rows = bytearray()
    for y in range(h):
        rows.append(0)
        for x in range(w):
            r, g, b, a = pixel(x, y)
            rows += bytes((max(0, min(255, int(r))), max(0, min(255, int(g))), max(0, min(255, int(b))), max(0, min(255, int(a)))))
    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xffffffff)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)

def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(len(a)))

def landscape(x, y):
    w, h = 256, 192
    t = y / h
    sky = mix((255, 140, 60), (70, 40, 120), 1 - t * 1.4 if t < 0.7 else 0.02)
    sun = math.hypot(x - 170, y - 92)
    if sun < 26:
        sky = mix((255, 230, 150), sky, sun / 26 * 0.3)
    hill1 = 120 + 18 * math.sin(x / 30.0) + 10 * math.sin(x / 11.0 + 1)
    hill2 = 150 + 14 * math.sin(x / 45.0 + 2)
    if y > hill2:
        return (*mix((30, 70, 60), (15, 35, 35), (y - hill2) / 60), 255)
    if y > hill1:
        return (*mix((70, 110, 120), (40, 80, 90), (y - hill1) / 40), 255)
    return (*sky, 255)

def wallpaper(x, y):
    w, h = 750, 1334
    u, v = x / w, y / h
    base = mix((40, 70, 160), (190, 80, 140), v)
    b1 = math.exp(-((u - 0.2) ** 2 + (v - 0.25) ** 2) / 0.05)
    b2 = math.exp(-((u - 0.85) ** 2 + (v - 0.6) ** 2) / 0.08)
    b3 = math.exp(-((u - 0.4) ** 2 + (v - 0.9) ** 2) / 0.04)
    c = mix(base, (255, 200, 90), b1 * 0.8)
    c = mix(c, (60, 200, 210), b2 * 0.7)
    c = mix(c, (250, 120, 80), b3 * 0.6)
    return (*c, 255)

ICONS = [
    ((255, 94, 58), (255, 149, 0), "circle"),
    ((52, 199, 89), (48, 176, 199), "triangle"),
    ((0, 122, 255), (88, 86, 214), "square"),
    ((255, 45, 85), (255, 94, 58), "heart"),
    ((255, 204, 0), (255, 149, 0), "star"),
    ((88, 86, 214), (175, 82, 222), "ring"),
    ((90, 200, 250), (0, 122, 255), "wave"),
    ((142, 142, 147), (72, 72, 74), "grid"),
]

def glyph(kind, u, v):
    """Whether the point (u, v) in -1..1 is inside the white glyph."""
    r = math.hypot(u, v)
    if kind == "circle":
        return r < 0.45
    if kind == "triangle":
        return v < 0.4 and v > -0.5 + abs(u) * 1.8 - 0.1 and abs(u) < 0.55
    if kind == "square":
        return abs(u) < 0.38 and abs(v) < 0.38 and not (abs(u) < 0.18 and abs(v) < 0.18)
    if kind == "heart":
        x, y = u * 1.5, -v * 1.5 + 0.2
        return (x * x + y * y - 0.5) ** 3 - x * x * y ** 3 < 0
    if kind == "star":
        a = math.atan2(v, u)
        return r < 0.28 + 0.22 * (0.5 + 0.5 * math.cos(5 * a + math.pi / 2))
    if kind == "ring":
        return 0.28 < r < 0.48
    if kind == "wave":
        return abs(v - 0.2 * math.sin(u * 5)) < 0.1 and abs(u) < 0.6
    if kind == "grid":
        return abs(u) < 0.5 and abs(v) < 0.5 and ((u * 4) % 1 < 0.6) and ((v * 4) % 1 < 0.6)
    return False

def icon(index):
    top, bottom, kind = ICONS[index]
    size = 120
    def pixel(x, y):
        u, v = (x + 0.5) / size * 2 - 1, (y + 0.5) / size * 2 - 1
        # rounded-square mask with a 4x4 supersampled edge
        inside = 0
        for sy in range(4):
            for sx in range(4):
                uu, vv = (x + (sx + 0.5) / 4) / size * 2 - 1, (y + (sy + 0.5) / 4) / size * 2 - 1
                d = max(abs(uu), abs(vv))
                k = 0.56
                if abs(uu) > 1 - k * 0.5 and abs(vv) > 1 - k * 0.5:
                    inside += math.hypot(abs(uu) - (1 - k * 0.5), abs(vv) - (1 - k * 0.5)) <= k * 0.5
                else:
                    inside += d <= 1
        a = inside / 16 * 255
        c = mix(top, bottom, (y / size))
        g = sum(glyph(kind, u + dx / size, v + dy / size) for dx in (-0.5, 0.5) for dy in (-0.5, 0.5)) / 4
        c = mix(c, (255, 255, 255), g)
        return (*c, a)
    return size, pixel

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    write_png(os.path.join(here, "landscape.png"), 256, 192, landscape)
    write_png(os.path.join(here, "wallpaper.png"), 750, 1334, wallpaper)
    for i in range(len(ICONS)):
        size, pixel = icon(i)
        write_png(os.path.join(here, "icon-%d.png" % i), size, size, pixel)
