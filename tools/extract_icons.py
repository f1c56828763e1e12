"""Take the pictures the games use from the game-icons.net collection into assets/icons/.

    python tools/extract_icons.py [--package iconify-json-game-icons-X.tgz] [--authors ICONS_CHECKOUT]

The names come from the games' looks (`ICON_NAMES` in game/ui/looks/<id>.py, gathered by
`game.ui.icons.names_used()`); only those are written, so the build carries a few hundred KB,
not the collection's 4,000 icons, and needs no network. Each becomes `<name>.svg`: the icon's
path on a 512 x 512 view box, filled white (the app tints it by multiplying).

Where the pictures come from:
- `--package`: the npm package `@iconify-json/game-icons` (CC BY 3.0) as `npm pack` fetches it;
  without the option the tool runs `npm pack @iconify-json/game-icons` in a temporary folder.
- `--authors`: a checkout of https://github.com/game-icons/icons, whose folders are named after
  the icons' authors (lorc/, delapouite/, ...); the npm package names only the collection. Without
  it, the authors already written in assets/icons/credits.json are kept, and a newly used icon
  with no known author stops the tool (CC BY needs each one credited).

Writes, beside the pictures: credits.json (read by the Credits screen), CREDITS.md (the same for
people) and __init__.py, whose CONTENT hash lets pictures kept between runs (the menu tiles)
notice that an icon changed. Pictures no longer used are removed.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "icons"
PACKAGE = "@iconify-json/game-icons"
SOURCE = "https://game-icons.net"
LICENCE = "CC BY 3.0"
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"

AUTHORS = {  # folder in game-icons/icons -> (name, web page), from that repository's license.txt
    "lorc": ("Lorc", "http://lorcblog.blogspot.com"),
    "delapouite": ("Delapouite", "https://delapouite.com"),
    "john-colburn": ("John Colburn", "http://ninmunanmu.com"),
    "felbrigg": ("Felbrigg", "http://blackdogofdoom.blogspot.co.uk"),
    "john-redman": ("John Redman", "http://www.uniquedicetowers.com"),
    "carl-olsen": ("Carl Olsen", "https://twitter.com/unstoppableCarl"),
    "sbed": ("Sbed", "http://opengameart.org/content/95-game-icons"),
    "priorblue": ("PriorBlue", ""),
    "willdabeast": ("Willdabeast", "http://wjbstories.blogspot.com"),
    "viscious-speed": ("Viscious Speed", "http://viscious-speed.deviantart.com"),
    "lord-berandas": ("Lord Berandas", "http://berandas.deviantart.com"),
    "irongamer": ("Irongamer", "http://ecesisllc.wix.com/home"),
    "heavenly-dog": ("HeavenlyDog", "http://www.gnomosygoblins.blogspot.com"),
    "lucasms": ("Lucas", ""),
    "faithtoken": ("Faithtoken", "http://fungustoken.deviantart.com"),
    "skoll": ("Skoll", ""),
    "andymeneely": ("Andy Meneely", "http://www.se.rit.edu/~andy/"),
    "cathelineau": ("Cathelineau", ""),
    "kier-heyl": ("Kier Heyl", ""),
    "aussiesim": ("Aussiesim", ""),
    "sparker": ("Sparker", "http://citizenparker.com"),
    "zeromancer": ("Zeromancer", ""),
    "rihlsul": ("Rihlsul", ""),
    "quoting": ("Quoting", ""),
    "guard13007": ("Guard13007", "https://guard13007.com"),
    "darkzaitzev": ("DarkZaitzev", "http://darkzaitzev.deviantart.com"),
    "caro-asercion": ("Caro Asercion", ""),
    "seregacthtuf": ("SeregaCthtuf", ""),
    "zajkonur": ("Zajkonur", ""),
    "pepijn-poolman": ("Pepijn Poolman", ""),
    "generalace135": ("GeneralAce135", ""),
    "catsu": ("Catsu", ""),
    "starseeker": ("Starseeker", ""),
    "spencerdub": ("SpencerDub", ""),
    "pierre-leducq": ("Pierre Leducq", ""),
}


def svg(body: str, width: int, height: int) -> str:
    body = body.replace('fill="currentColor"', 'fill="#fff"')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">{body}</svg>\n')


def read_package(tgz: Path) -> dict:
    with tarfile.open(tgz) as tar:
        member = tar.extractfile("package/icons.json")
        if member is None:
            raise SystemExit(f"{tgz} holds no package/icons.json: is it {PACKAGE}?")
        return json.load(member)


def fetch_package(into: Path) -> Path:
    subprocess.run(["npm", "pack", PACKAGE, "--pack-destination", str(into)], check=True,
                   stdout=subprocess.DEVNULL)
    return next(into.glob("*.tgz"))


def _digits(text: str, n: int = 60) -> str:
    """The first `n` digits of an SVG's path data: enough to tell two drawings apart."""
    start = text.find(' d="', text.find("<path", text.find("<path") + 1 if 'd="M0 0h512v512H0z"' in text else 0))
    return "".join(c for c in text[start:] if c.isdigit())[:n]


def author_of(name: str, body: str, checkout: Path) -> str | None:
    """The author folder of icon `name` in a checkout of game-icons/icons (folders other than the
    authors', such as badges/, are left out); when two authors drew icons of the same name, the
    one whose drawing is the package's."""
    found = [p for p in checkout.glob(f"*/{name}.svg") if p.parent.name in AUTHORS]
    if len(found) > 1:
        mine = _digits(body)
        found = [p for p in found if _digits(p.read_text(encoding="utf-8")) == mine] or found
    return found[0].parent.name if found else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--package", type=Path, help=f"the {PACKAGE} .tgz (default: npm pack it)")
    ap.add_argument("--authors", type=Path, help="a checkout of github.com/game-icons/icons")
    args = ap.parse_args(argv)

    sys.path.insert(0, str(ROOT))
    from game.ui.icons import names_used
    wanted = sorted(names_used())

    with tempfile.TemporaryDirectory() as tmp:
        data = read_package(args.package or fetch_package(Path(tmp)))
    icons, aliases = data["icons"], data.get("aliases", {})
    width, height = data.get("width", 16), data.get("height", 16)

    old = {}
    if (OUT / "credits.json").exists():
        old = json.loads((OUT / "credits.json").read_text(encoding="utf-8"))["icons"]
    problems, credited = [], {}
    for name in wanted:
        parent = aliases.get(name, {}).get("parent", name)
        if parent not in icons:
            problems.append(f"{name}: not in {PACKAGE}")
            continue
        folder = author_of(name, icons[parent]["body"], args.authors) if args.authors else None
        author = AUTHORS[folder][0] if folder else old.get(name)
        if not author:
            problems.append(f"{name}: no known author (pass --authors CHECKOUT)")
            continue
        credited[name] = author
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1

    OUT.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1()
    for name in wanted:
        icon = icons[aliases.get(name, {}).get("parent", name)]
        text = svg(icon["body"], icon.get("width", width), icon.get("height", height))
        (OUT / f"{name}.svg").write_text(text, encoding="utf-8")
        digest.update(name.encode() + text.encode())
    for stale in OUT.glob("*.svg"):
        if stale.stem not in credited:
            stale.unlink()

    urls = {a: u for a, u in AUTHORS.values()}
    used_authors = sorted(set(credited.values()), key=lambda a: (-list(credited.values()).count(a), a))
    credits = {"source": SOURCE, "package": PACKAGE, "licence": LICENCE, "licence_url": LICENCE_URL,
               "authors": {a: urls.get(a, "") for a in used_authors}, "icons": credited}
    (OUT / "credits.json").write_text(json.dumps(credits, indent=1, sort_keys=False) + "\n", encoding="utf-8")
    lines = ["# Pictures", "",
             f"Every `.svg` here is an icon from the game-icons.net collection ({SOURCE}),",
             f"taken from the npm package `{PACKAGE}` by `tools/extract_icons.py`, and",
             f"licensed under {LICENCE} ({LICENCE_URL}) by its author, named below.",
             "Changes: the fill is white (the game tints each picture to its palette when drawing",
             "it) and the pictures are resized.", ""]
    for author in used_authors:
        mine = sorted(n for n, a in credited.items() if a == author)
        lines += [f"## {author}" + (f" ({urls[author]})" if urls.get(author) else ""), "", ", ".join(mine), ""]
    (OUT / "CREDITS.md").write_text("\n".join(lines), encoding="utf-8")
    (OUT / "__init__.py").write_text(
        '"""Pictures from game-icons.net (CC BY 3.0; see CREDITS.md), written by tools/extract_icons.py.\n\n'
        'CONTENT changes whenever a picture does: pictures painted with them and kept between runs\n'
        '(game.ui.kept_pictures) name this module among their painters."""\n\n'
        f'CONTENT = "{digest.hexdigest()[:16]}"\n', encoding="utf-8")
    print(f"{len(credited)} icons by {len(used_authors)} authors written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
