"""Table layouts from Tiled maps in `assets/layouts/` (each game's registry entry names its map).

Each map has an object layer `common` (regions every table size shares: dice tray, deck, bank,
hand, buttons, ...) and one layer `seats_<n>` per supported player count with `seat_0` ..
`seat_<n-1>`. Maps are drawn at the 1920x1080 canvas size; other map sizes are scaled to it.
Hidden layers and duplicate names are refused: both would silently move a region.

A map may also say what is inside a seat's mat, once for every seat: an object layer `mat` (or
`mat_<n>` for a table of n players whose mats have another shape) holds an object `frame`, the
mat drawn at some size, and the mat's named sub-regions (`band`, `hand`, `score`, ...) drawn
inside it. `place_mats` scales the frame onto each `seat_<i>` and every sub-region with it, so a
table asks `mats[seat]["hand"]` instead of adding offsets to the seat's rectangle. The layer's
custom properties are piece sizes in the frame's pixels (`card_height`, `name_size`), scaled with
the mat (`Mat.size`); the `common` layer's properties are the table's own sizes (`sizes`).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from importlib import resources

import pygame
import pytmx

CANVAS = (1920, 1080)


class LayoutError(Exception):
    pass


def layout_path(name: str):
    """The map `name` ("durango" or "durango.tmx") in assets/layouts/."""
    return resources.files("assets") / "layouts" / (name if name.endswith(".tmx") else f"{name}.tmx")


@functools.lru_cache(maxsize=32)
def _tiled_map(game_id: str) -> pytmx.TiledMap:
    return pytmx.TiledMap(str(layout_path(game_id)))


@functools.lru_cache(maxsize=32)
def load_regions(game_id: str) -> dict[str, dict[str, pygame.Rect]]:
    """Every object layer of the map: {layer name: {region name: Rect in canvas pixels}}."""
    tmx = _tiled_map(game_id)
    sx = CANVAS[0] / (tmx.width * tmx.tilewidth)
    sy = CANVAS[1] / (tmx.height * tmx.tileheight)
    layers: dict[str, dict[str, pygame.Rect]] = {}
    for layer in tmx.layers:
        if not isinstance(layer, pytmx.TiledObjectGroup):
            continue
        if not getattr(layer, "visible", True):
            raise LayoutError(f"{game_id}.tmx: layer {layer.name!r} is hidden")
        regions: dict[str, pygame.Rect] = {}
        for obj in layer:
            if obj.name in regions:
                raise LayoutError(f"{game_id}.tmx: two regions named {obj.name!r} in {layer.name!r}")
            regions[obj.name] = pygame.Rect(round(obj.x * sx), round(obj.y * sy), round(obj.width * sx),
                                            round(obj.height * sy))
        layers[layer.name] = regions
    return layers


def load_layout(game_id: str, seats: int) -> dict[str, pygame.Rect]:
    """The regions a table of `seats` players uses: the common ones plus its seat areas."""
    layers = load_regions(game_id)
    if f"seats_{seats}" not in layers:
        raise LayoutError(f"{game_id}.tmx has no layer seats_{seats}")
    regions = dict(layers.get("common", {}))
    regions.update(layers[f"seats_{seats}"])
    return {name: rect.copy() for name, rect in regions.items()}


def sizes(game_id: str) -> dict[str, float]:
    """The table's piece sizes in canvas pixels: the custom properties of the map's `common`
    layer (a die's side, a card's height, a font size), so the numbers live with the layout."""
    tmx = _tiled_map(game_id)
    scale = CANVAS[1] / (tmx.height * tmx.tileheight)
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == "common":
            return {name: float(value) * scale for name, value in layer.properties.items()}
    return {}


@dataclass(frozen=True)
class Mat:
    """One seat's mat as laid on the table: its rectangle, and its sub-regions and piece sizes
    scaled from the map's `mat` layer into it."""

    rect: pygame.Rect
    regions: dict[str, pygame.Rect] = field(default_factory=dict)
    sizes: dict[str, float] = field(default_factory=dict)

    def __getitem__(self, name: str) -> pygame.Rect:
        """The sub-region `name` in canvas pixels (a copy: a table may move it freely)."""
        if name not in self.regions:
            raise LayoutError(f"the mat has no region {name!r} (it has {sorted(self.regions)})")
        return self.regions[name].copy()

    def __contains__(self, name: str) -> bool:
        return name in self.regions

    def size(self, name: str) -> int:
        """The piece size `name` (a `mat` layer property), scaled with this mat, in canvas px."""
        if name not in self.sizes:
            raise LayoutError(f"the mat has no size {name!r} (it has {sorted(self.sizes)})")
        return round(self.sizes[name])


def place_mats(game_id: str, regions: dict[str, pygame.Rect], seats: int) -> list[Mat]:
    """Each seat's `Mat`: the map's `mat_<seats>` layer (else `mat`) scaled into `seat_<i>` of
    `regions` (a `load_layout` answer). A map without a mat layer gives bare mats (rectangles
    only)."""
    plan = _mat_plan(game_id, seats)
    mats = []
    for seat in range(seats):
        rect = regions[f"seat_{seat}"].copy()
        if plan is None:
            mats.append(Mat(rect))
            continue
        frame, parts, props = plan
        sx, sy = rect.w / frame.w, rect.h / frame.h
        placed = {name: pygame.Rect(round(rect.x + (r.x - frame.x) * sx), round(rect.y + (r.y - frame.y) * sy),
                                    round(r.w * sx), round(r.h * sy)) for name, r in parts.items()}
        mats.append(Mat(rect, placed, {name: value * min(sx, sy) for name, value in props.items()}))
    return mats


@functools.lru_cache(maxsize=64)
def _mat_plan(game_id: str, seats: int) -> tuple[pygame.Rect, dict[str, pygame.Rect], dict[str, float]] | None:
    """(frame, sub-regions, sizes) of the mat layer for `seats` players, in canvas pixels."""
    layers = load_regions(game_id)
    name = f"mat_{seats}" if f"mat_{seats}" in layers else "mat"
    if name not in layers:
        return None
    parts = dict(layers[name])
    if "frame" not in parts:
        raise LayoutError(f"{game_id}.tmx: layer {name!r} has no object named 'frame'")
    frame = parts.pop("frame")
    if frame.w <= 0 or frame.h <= 0:
        raise LayoutError(f"{game_id}.tmx: the {name!r} frame has no size")
    tmx = _tiled_map(game_id)
    scale = CANVAS[1] / (tmx.height * tmx.tileheight)
    layer = next(layer for layer in tmx.layers if getattr(layer, "name", None) == name)
    props = {key: float(value) * scale for key, value in layer.properties.items()}
    return frame, parts, props
