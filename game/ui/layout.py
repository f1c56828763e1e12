"""Table layouts from Tiled maps in `assets/layouts/` (each game's registry entry names its map).

Each map has an object layer `common` (regions every table size shares: dice tray, deck, bank,
hand, buttons, ...) and one layer `seats_<n>` per supported player count with `seat_0` ..
`seat_<n-1>`. Maps are drawn at the 1920x1080 canvas size; other map sizes are scaled to it.
Hidden layers and duplicate names are refused: both would silently move a region.
"""
from __future__ import annotations

import functools
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
def load_regions(game_id: str) -> dict[str, dict[str, pygame.Rect]]:
    """Every object layer of the map: {layer name: {region name: Rect in canvas pixels}}."""
    tmx = pytmx.TiledMap(str(layout_path(game_id)))
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
