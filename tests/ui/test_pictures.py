"""The pictures on cards and pieces: every one the games name is bundled and credited, none is
left over, each draws in its tint, and every card and piece that names a thing has one."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.ui import icons

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def pygame_ready():
    pygame.init()
    yield


def test_every_picture_the_games_name_is_bundled_credited_and_nothing_else_is():
    used, bundled = icons.names_used(), set(icons.names())
    credited = icons.credits()["icons"]
    assert used == bundled, (sorted(used - bundled), sorted(bundled - used))
    assert set(credited) == bundled
    assert set(credited.values()) == set(icons.credits()["authors"])
    assert icons.credits()["licence"] == "CC BY 3.0"


def test_the_human_readable_credits_name_every_picture():
    text = (ROOT / "assets" / "icons" / "CREDITS.md").read_text(encoding="utf-8")
    for name, author in icons.credits()["icons"].items():
        assert name in text and f"## {author}" in text


def test_a_picture_is_drawn_in_its_tint_at_the_size_asked_and_kept():
    red = icons.picture("revolver", 48, (200, 30, 20))
    assert red.get_size() == (48, 48)
    opaque = [red.get_at((x, y)) for x in range(48) for y in range(48) if red.get_at((x, y)).a == 255]
    assert opaque and all(tuple(c)[:3] == (200, 30, 20) for c in opaque)
    assert icons.picture("revolver", 48, (200, 30, 20)) is red
    assert icons.picture("revolver", 48, (20, 30, 200)) is not red


def test_a_missing_picture_is_named():
    with pytest.raises(FileNotFoundError, match="no-such-thing.svg"):
        icons.path("no-such-thing")


def test_each_card_of_every_game_names_a_picture_of_its_own_kind():
    from game.rules.desperados import content as desperados
    from game.rules.durango import content as durango
    from game.rules.most_wanted import content as most_wanted
    from game.rules.zorro import content as zorro
    from game.ui.looks import desperados as d, durango as g, most_wanted as m, zorro as z
    cards = ([d.card_data(k) for k in desperados.CARDS] + [g.card_data(k) for k in durango.CARDS]
             + [g.calamity_data(k) for k in durango.CALAMITY_BY_ID]
             + [m.action_data(k, 2) for k in most_wanted.ACTION_NAMES]
             + [z.feat_data(k) for k in zorro.FEATS] + [z.equipment_data(k) for k in zorro.EQUIPMENT]
             + [z.foe_data(loc, villain) for loc in zorro.LOCATION for villain in (False, True)])
    assert all(card.get("picture") in icons.names() for card in cards)
    for game_cards in ([g.card_data(k) for k in durango.CARDS], [z.equipment_data(k) for k in zorro.RARES],
                       [m.action_data(k, 2) for k in most_wanted.ACTION_NAMES]):
        pictures = [card["picture"] for card in game_cards]
        assert len(set(pictures)) == len(pictures), "no two cards of a kind share a picture"


def test_every_gang_member_has_a_die_face_of_its_own():
    from game.rules.desperados import content as desperados
    from game.ui.dice import painted_face
    faces = {pygame.image.tobytes(painted_face("desperados", m, 80), "RGBA") for m in desperados.MEMBER_KEYS}
    assert len(faces) == len(desperados.MEMBER_KEYS)


def test_each_game_has_a_card_back_of_its_own():
    from game.ui.cards import card_back
    from game.ui.looks import desperados, durango, most_wanted, zorro
    backs = [card_back((120, 168), title="", picture=desperados.BACK_PICTURE),
             card_back((120, 168), title="", picture=durango.BACK_PICTURE),
             card_back((120, 168), title="", picture=most_wanted.BACK_PICTURE),
             *(card_back((120, 168), title="", picture=p) for _a, _t, p in zorro.BACK.values())]
    assert len({pygame.image.tobytes(b, "RGBA") for b in backs}) == len(backs)


def test_the_extraction_tool_writes_the_pictures_it_reads_from_the_package(tmp_path, monkeypatch):
    """tools/extract_icons.py on a tiny stand-in of the npm package: the fill turns white, the
    authors are kept from credits.json, and a used icon missing from the package is named."""
    import importlib.util
    import io
    import tarfile
    spec = importlib.util.spec_from_file_location("extract_icons", ROOT / "tools" / "extract_icons.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    out = tmp_path / "icons"
    out.mkdir()
    (out / "credits.json").write_text(json.dumps({"icons": {"cow": "Delapouite", "fire": "Sbed"}}))
    body = '<path fill="currentColor" d="M0 0h512v512H0z"/>'
    package = {"prefix": "game-icons", "width": 512, "height": 512,
               "icons": {"cow": {"body": body}, "fire": {"body": body}}}
    tgz = tmp_path / "package.tgz"
    with tarfile.open(tgz, "w:gz") as tar:
        data = json.dumps(package).encode()
        info = tarfile.TarInfo("package/icons.json")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    monkeypatch.setattr(tool, "OUT", out)
    monkeypatch.setattr("game.ui.icons.names_used", lambda: {"cow", "fire"})
    assert tool.main(["--package", str(tgz)]) == 0
    assert 'fill="#fff"' in (out / "cow.svg").read_text()
    assert json.loads((out / "credits.json").read_text())["icons"] == {"cow": "Delapouite", "fire": "Sbed"}
    monkeypatch.setattr("game.ui.icons.names_used", lambda: {"cow", "lasso"})
    assert tool.main(["--package", str(tgz)]) == 1
