"""Write a game's table layout as a Tiled map: `python tools/make_layout.py desperados`.

The layouts are Tiled (.tmx) files so they can be opened and adjusted in the Tiled editor; this
script is how they were first made and the record of the numbers. Regions are in canvas pixels
(1920x1080, 8 px tiles, which divide both sides).
"""
from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parents[1] / "assets" / "layouts"
TILE = 8


def mats_row(count: int, y: int, h: int, left: int = 60, width: int = 1400, mat_w: int = 340, gap: int = 16):
    mat_w = min(mat_w, (width - (count - 1) * gap) // count)
    total = count * mat_w + (count - 1) * gap
    x0 = left + (width - total) // 2
    return {f"seat_{i}": (x0 + i * (mat_w + gap), y, mat_w, h) for i in range(count)}


def two_rows(count: int, top_y: int, bottom_y: int, h: int):
    """Seats in two rows (the top one gets the odd seat), numbered around the table."""
    top = (count + 1) // 2
    rows = mats_row(top, top_y, h, mat_w=440)
    bottom = mats_row(count - top, bottom_y, h, mat_w=440)
    for i in range(count - top):
        rows[f"seat_{top + i}"] = bottom[f"seat_{count - top - 1 - i}"]
    return rows


LAYOUTS = {
    "desperados": {
        "common": {"banner": (60, 52, 1400, 70), "log": (1490, 52, 390, 976), "deck": (80, 520, 150, 190),
                   "discard": (250, 520, 150, 190), "dice_tray": (430, 500, 630, 220), "bank": (1090, 500, 350, 220),
                   "buttons": (80, 740, 1380, 66), "hand": (80, 830, 1380, 210)},
        **{f"seats_{n}": mats_row(n, 140, 330) for n in (2, 3, 4)},
    },
    "roulette": {
        "common": {"banner": (60, 52, 1400, 70), "log": (1490, 52, 390, 976), "pot": (150, 440, 340, 200),
                   "revolver": (610, 396, 300, 300), "markers": (1030, 440, 340, 200),
                   "buttons": (80, 712, 1380, 60)},
        **{f"seats_{n}": two_rows(n, 140, 792, 240) for n in (3, 4, 5, 6)},
    },
    "durango": {
        "common": {"banner": (60, 52, 1400, 70), "log": (1490, 52, 390, 976), "deck": (80, 520, 140, 190),
                   "discard": (236, 520, 140, 190), "yard": (396, 508, 270, 200), "calamity": (690, 520, 140, 190),
                   "drawn": (870, 520, 560, 190), "buttons": (80, 736, 1380, 56), "tableau": (80, 868, 1380, 172)},
        **{f"seats_{n}": mats_row(n, 140, 340, gap=14) for n in (2, 3, 4, 5)},
    },
    "most_wanted": {
        "common": {"banner": (60, 52, 1400, 70), "log": (1490, 52, 390, 976), "scoreboard": (60, 132, 1400, 88),
                   "actions": (60, 376, 760, 172), "deck": (836, 376, 124, 172), "discard": (968, 376, 124, 172),
                   "supply": (1104, 376, 356, 172), "table": (60, 560, 1400, 200), "buttons": (80, 772, 1380, 56),
                   "hand": (80, 840, 1380, 200)},
        **{f"seats_{n}": mats_row(n, 232, 130, left=60, width=1400, mat_w=300, gap=10) for n in range(2, 9)},
    },
    "zorro": {
        "common": {"banner": (60, 52, 1400, 70), "log": (1490, 52, 390, 976),
                   **{f"slot_{i}": (72 + i * 160, 336, 152, 304) for i in range(4)},
                   **{f"location_{i}": (720 + (i % 2) * 284, 336 + (i // 2) * 156, 276, 148) for i in range(4)},
                   "decks": (1288, 336, 172, 304), "tray": (72, 652, 1010, 224), "checklist": (1100, 652, 360, 224),
                   "buttons": (80, 892, 1380, 60)},
        **{f"seats_{n}": mats_row(n, 136, 186, left=64, width=1396, mat_w=360, gap=12) for n in (2, 3, 4, 5, 6)},
    },
}


def tmx(layers: dict[str, dict[str, tuple[int, int, int, int]]]) -> str:
    w, h = 1920 // TILE, 1080 // TILE
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
           f'width="{w}" height="{h}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="{len(layers) + 1}" '
           f'nextobjectid="1000">']
    oid = 1
    for lid, (name, regions) in enumerate(layers.items(), start=1):
        out.append(f' <objectgroup id="{lid}" name={quoteattr(name)}>')
        for region, (x, y, rw, rh) in regions.items():
            out.append(f'  <object id="{oid}" name={quoteattr(region)} x="{x}" y="{y}" width="{rw}" height="{rh}"/>')
            oid += 1
        out.append(' </objectgroup>')
    out.append('</map>')
    return "\n".join(out) + "\n"


def main(games: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for game in games or list(LAYOUTS):
        (OUT / f"{game}.tmx").write_text(tmx(LAYOUTS[game]), encoding="utf-8")
        print(f"wrote {OUT / (game + '.tmx')}")


if __name__ == "__main__":
    main(sys.argv[1:])
