"""`frontier-tabletop --smoke-test OUT_DIR`: prove a build works, headless, and exit 0.

Opens every bundled asset the game ships (fonts, sounds, layouts, rules texts, icon, the pictures
of assets/icons, each drawn once) and renders the menu and a table of every playable game to PNGs
in OUT_DIR. Anything missing fails loudly
with the name of the file, which is what the packaging check needs to see.
"""
from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path
from typing import Callable

ASSET_KINDS = {"fonts": (".ttf", ".otf"), "sounds": (".wav",), "layouts": (".tmx",), "rules": (".md",),
               "icon": (".png", ".ico"), "icons": (".svg", ".json")}


def check_assets() -> list[str]:
    """Every asset file the package declares, opened and read; returns the names checked."""
    root = resources.files("assets")
    seen = []
    for folder, suffixes in ASSET_KINDS.items():
        files = [p for p in (root / folder).iterdir() if p.name.endswith(suffixes)]
        if not files:
            raise FileNotFoundError(f"no {'/'.join(suffixes)} files in assets/{folder}")
        for path in files:
            if not path.read_bytes():
                raise FileNotFoundError(f"assets/{folder}/{path.name} is empty")
            seen.append(f"{folder}/{path.name}")
    return seen


def check_pictures() -> int:
    """Every picture the games name is bundled and credited, and each draws (a silhouette, not
    an empty square); returns how many were drawn."""
    import pygame

    from game.ui import icons
    bundled, credited = set(icons.names()), set(icons.credits()["icons"])
    missing = sorted(icons.names_used() - bundled) + sorted(bundled - credited)
    if missing:
        raise FileNotFoundError(f"assets/icons lacks or does not credit: {', '.join(missing)}")
    for name in sorted(bundled):
        try:
            drawn = pygame.image.load_sized_svg(icons.path(name), (32, 32))
        except pygame.error as exc:
            raise FileNotFoundError(f"assets/icons/{name}.svg could not be read: {exc}") from None
        if drawn.get_bounding_rect().w < 4:
            raise FileNotFoundError(f"assets/icons/{name}.svg draws nothing")
    return len(bundled)


def check_catalogs() -> list[str]:
    """Each language's compiled catalog is bundled and opens with gettext; returns the codes."""
    import gettext

    from game import i18n
    opened = []
    for code in i18n.LANGUAGES:
        if code == i18n.DEFAULT:
            continue
        path = i18n.catalog_path(code)
        if not path.is_file():
            raise FileNotFoundError(f"assets/locale/{code}/LC_MESSAGES/{i18n.DOMAIN}.mo")
        with path.open("rb") as fp:
            try:
                gettext.GNUTranslations(fp)
            except gettext.error as exc:
                raise FileNotFoundError(f"assets/locale/{code}: the catalog cannot be read ({exc})") from None
        opened.append(code)
    return opened


def run(out_dir: str, screenshot: Callable[..., int]) -> int:
    """Check the assets, then render with `screenshot` (scenes.shots.screenshot, handed in by the
    entry point: the game package imports no scene)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    try:
        checked = check_assets()
        pictures = check_pictures()
        languages = check_catalogs()
    except (FileNotFoundError, OSError) as exc:
        print(f"smoke test: missing asset: {exc}", file=sys.stderr)
        return 1
    from game.games import GAME_IDS
    targets = [("menu", out / "menu.png", None)]
    targets += [("menu", out / f"menu_{code}.png", code) for code in languages]
    targets += [(f"table:{g}", out / f"table_{g}.png", None) for g in GAME_IDS]
    for spec, path, language in targets:
        if screenshot(spec, str(path), 1, None, 30, language) != 0 or not path.exists():
            print(f"smoke test: could not render {spec}", file=sys.stderr)
            return 1
    print(f"smoke test ok: {len(checked)} assets opened, {pictures} pictures drawn, "
          f"catalogs of {', '.join(languages)} opened, {len(targets)} scenes rendered "
          f"to {out}")
    return 0
