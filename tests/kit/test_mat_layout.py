"""A seat's mat is laid out once in the map (a `mat` layer in mat-relative pixels) and scaled into
every seat: a table asks `mats[seat]["hand"]`, never adds offsets to a seat's rectangle."""
from __future__ import annotations

import pytest

from game.ui import layout

MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="240" height="135"
     tilewidth="8" tileheight="8" infinite="0" nextlayerid="9" nextobjectid="99">
 <objectgroup id="1" name="common">
  <properties><property name="die_size" type="int" value="96"/></properties>
  <object id="1" name="banner" x="60" y="44" width="1400" height="86"/>
 </objectgroup>
 <objectgroup id="2" name="seats_2">
  <object id="2" name="seat_0" x="100" y="100" width="440" height="240"/>
  <object id="3" name="seat_1" x="600" y="100" width="220" height="120"/>
 </objectgroup>
 <objectgroup id="3" name="seats_3">
  <object id="4" name="seat_0" x="0" y="0" width="300" height="300"/>
  <object id="5" name="seat_1" x="400" y="0" width="300" height="300"/>
  <object id="6" name="seat_2" x="800" y="0" width="300" height="300"/>
 </objectgroup>
 <objectgroup id="4" name="mat">
  <properties><property name="name_size" type="int" value="30"/></properties>
  <object id="7" name="frame" x="1000" y="500" width="440" height="240"/>
  <object id="8" name="band" x="1000" y="500" width="440" height="40"/>
  <object id="9" name="score" x="1340" y="700" width="100" height="40"/>
 </objectgroup>
 <objectgroup id="5" name="mat_3">
  <object id="10" name="frame" x="0" y="0" width="100" height="100"/>
  <object id="11" name="hand" x="0" y="50" width="100" height="50"/>
 </objectgroup>
</map>
"""


@pytest.fixture
def table_map(tmp_path, monkeypatch):
    (tmp_path / "mini.tmx").write_text(MAP, encoding="utf-8")
    monkeypatch.setattr(layout, "layout_path", lambda name: tmp_path / "mini.tmx")
    for cached in (layout._tiled_map, layout.load_regions, layout._mat_plan):
        cached.cache_clear()
    yield "mini"
    for cached in (layout._tiled_map, layout.load_regions, layout._mat_plan):
        cached.cache_clear()


def test_a_mat_region_lands_inside_each_seat_scaled_with_it(table_map):
    mats = layout.place_mats(table_map, layout.load_layout(table_map, 2), 2)
    assert mats[0]["band"] == (100, 100, 440, 40)
    assert mats[0]["score"] == (440, 300, 100, 40)
    assert mats[1]["score"] == (770, 200, 50, 20), "a half-size seat gets a half-size mat"


def test_a_piece_size_scales_with_the_mat(table_map):
    mats = layout.place_mats(table_map, layout.load_layout(table_map, 2), 2)
    assert (mats[0].size("name_size"), mats[1].size("name_size")) == (30, 15)


def test_a_seat_count_with_its_own_mat_shape_uses_its_own_layer(table_map):
    mats = layout.place_mats(table_map, layout.load_layout(table_map, 3), 3)
    assert mats[2]["hand"] == (800, 150, 300, 150)
    assert "band" not in mats[2]


def test_the_tables_own_sizes_come_from_the_common_layer(table_map):
    assert layout.sizes(table_map) == {"die_size": 96.0}


def test_a_region_the_mat_lacks_is_named_in_the_error(table_map):
    mat = layout.place_mats(table_map, layout.load_layout(table_map, 2), 2)[0]
    with pytest.raises(layout.LayoutError, match="hand"):
        mat["hand"]
