"""Draw the app icon (a sheriff's star on a wooden disc) into assets/icon/.

    python tools/make_icon.py

Writes icon.png (256 px, for Linux and the window), icon.ico (Windows; the ICO simply wraps
PNG images, which every Windows since Vista reads) and icon.icns (the macOS app bundle's; ICNS
also wraps PNG images, one per type code), so packaging needs no image library.
Reproducible from the repo: run it again after changing the drawing.
"""
from __future__ import annotations

import io
import math
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets" / "icon"


def star_points(cx: float, cy: float, outer: float, inner: float, points: int = 6) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def draw_icon(size: int) -> pygame.Surface:
    big = size * 4
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    pygame.draw.circle(s, (74, 44, 24), (c, c), big * 0.48)
    pygame.draw.circle(s, (122, 78, 40), (c, c), big * 0.44)
    for i in range(7):
        y = c - big * 0.36 + i * big * 0.12
        half = math.sqrt(max(0.0, (big * 0.42) ** 2 - (y - c) ** 2))
        pygame.draw.line(s, (104, 64, 32), (c - half, y), (c + half, y), max(1, big // 90))
    pygame.draw.circle(s, (60, 36, 18), (c, c), big * 0.44, max(2, big // 40))
    pygame.draw.polygon(s, (70, 50, 20), star_points(c + big * 0.015, c + big * 0.02, big * 0.36, big * 0.19))
    pygame.draw.polygon(s, (232, 186, 72), star_points(c, c, big * 0.36, big * 0.19))
    pygame.draw.polygon(s, (255, 226, 140), star_points(c, c - big * 0.01, big * 0.28, big * 0.15))
    for x, y in star_points(c, c, big * 0.36, big * 0.19)[::2]:
        pygame.draw.circle(s, (232, 186, 72), (x, y), big * 0.035)
    pygame.draw.circle(s, (190, 140, 50), (c, c), big * 0.08)
    return pygame.transform.smoothscale(s, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def write_ico(path: Path, images: list[bytes], sizes: list[int]) -> None:
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for data, size in zip(images, sizes):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    path.write_bytes(header + entries + blobs)


ICNS_TYPES = {"icp4": 16, "icp5": 32, "ic11": 32, "icp6": 64, "ic12": 64, "ic07": 128, "ic13": 256,
              "ic08": 256, "ic14": 512, "ic09": 512, "ic10": 1024}
"""ICNS type code -> the PNG's size in pixels, as Apple's iconutil writes them (ic11-ic14 and ic10
are the @2x Retina images of 16, 32, 128, 256 and 512 points)."""


def write_icns(path: Path, images: dict[int, bytes]) -> None:
    """An ICNS file: 'icns' and the total length, then per image its type code, its length
    (8 bytes of header included) and the PNG, all lengths big-endian."""
    body = b"".join(code.encode() + struct.pack(">I", 8 + len(images[size])) + images[size]
                    for code, size in ICNS_TYPES.items())
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> None:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    sizes = [256, 64, 48, 32, 16]
    images = [png_bytes(draw_icon(n)) for n in sizes]
    (OUT / "icon.png").write_bytes(images[0])
    write_ico(OUT / "icon.ico", images, sizes)
    write_icns(OUT / "icon.icns", {n: png_bytes(draw_icon(n)) for n in sorted(set(ICNS_TYPES.values()))})
    print(f"wrote {OUT / 'icon.png'}, {OUT / 'icon.ico'} and {OUT / 'icon.icns'}")


if __name__ == "__main__":
    main()
