"""Dice, cards, chips, layouts and the rules screen render headless and hit-test correctly."""
import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from game.ui.beats import Beats
from game.ui.cards import CardSprite, card_back, card_face, fan_positions, spread_in
from game.ui.chips import ChipStack, fly
from game.ui.dice import DieSprite, load_looks, painted_face
from game.ui.dice_tray import DiceTray
from game.ui.layout import LayoutError, load_regions
from game.ui.tween import Animator, Call, Wait


@pytest.fixture(autouse=True)
def pygame_ready():
    pygame.init()
    yield


def test_a_die_tumbles_and_settles_on_the_rolled_face():
    animator = Animator()
    die = DieSprite("desperados", (400, 300), 96)
    die.roll("lady", animator, ("action", "lady", "boss"))
    assert die.blur > 0
    for _ in range(120):
        animator.update(1 / 60)
        die.update(1 / 60)
    assert not animator.busy() and die.shown == "lady" and die.angle % 360 == 0
    assert (die.x, die.y) == (400, 300)


def test_a_kept_die_is_marked_by_more_than_colour():
    canvas = pygame.Surface((600, 400))
    die = DieSprite("desperados", (300, 200), 96, "boss")
    die.draw(canvas)
    plain = pygame.image.tobytes(canvas, "RGB")
    die.kept = True
    for _ in range(30):
        die.update(1 / 60)
    canvas.fill((0, 0, 0))
    die.draw(canvas)
    assert die.lift > 10, "a kept die is lifted"
    assert pygame.image.tobytes(canvas, "RGB") != plain
    assert die.rect.collidepoint(300, 200 - int(die.lift))


@pytest.mark.parametrize("style", sorted(load_looks()))
def test_every_face_painter_paints_its_faces(style):
    zorro = ("charm", "leap", "dash", "grab", "thrust", "taunt")
    faces = {"pips": "123456", "desperados": ("action", "brain", "ugly", "bad", "lady", "boss"),
             "revolver": ("blank", "bullet")}.get(style, zorro)
    for face in faces:
        assert painted_face(style, face, 80).get_size() == (80, 80)


def test_cards_render_front_and_back_at_any_size_and_hit_test_their_rect():
    data = {"title": "Extra Bullet", "text": "One more Action face.", "picture": "bullets"}
    for size in ((100, 140), (300, 420)):
        assert card_face(data, size).get_size() == size
        assert card_back(size).get_size() == size
    card = CardSprite(data, (500, 400))
    assert card.hit((500, 400)) and not card.hit((10, 10))
    card.flip = 0.3
    card.draw(pygame.Surface((1000, 800)))


def test_a_hand_fans_symmetrically():
    xs = [x for x, _, _ in fan_positions(5, (700, 900))]
    assert xs[2] == 700 and xs[0] - 700 == pytest.approx(700 - xs[4])


def test_chips_leave_one_stack_and_land_on_the_other_with_the_amount():
    animator, flights = Animator(), []
    a, b = ChipStack((100, 100), 50), ChipStack((500, 100), 0)
    fly(animator, flights, a, b, 17)
    animator.update(0.05)
    assert a.shown == 33 and b.shown == 0 and flights
    animator.finish_all()
    assert b.shown == 17 and not flights
    a.draw(pygame.Surface((800, 300)))


def test_every_layout_has_a_common_layer_and_a_layer_per_seat_count():
    """The regions themselves are checked against what each table draws in
    tests/people/test_table_regions.py."""
    from game import games
    for game_id in GAME_IDS:
        info = games.get(game_id).rules().info
        layers = load_regions(game_id)
        assert "common" in layers
        for seats in range(info.min_seats, info.max_seats + 1):
            assert f"seats_{seats}" in layers, f"{game_id}.tmx has no layout for {seats} seats"


def test_a_layout_with_a_hidden_layer_or_a_duplicate_name_is_refused(tmp_path, monkeypatch):
    from game.ui import layout
    bad = tmp_path / "layouts"
    bad.mkdir()
    (bad / "broken.tmx").write_text(
        '<?xml version="1.0"?><map version="1.10" orientation="orthogonal" width="240" height="135" '
        'tilewidth="8" tileheight="8"><objectgroup id="1" name="common">'
        '<object id="1" name="deck" x="0" y="0" width="10" height="10"/>'
        '<object id="2" name="deck" x="20" y="0" width="10" height="10"/></objectgroup></map>')
    monkeypatch.setattr(layout, "layout_path", lambda game_id: bad / f"{game_id}.tmx")
    layout.load_regions.cache_clear()
    with pytest.raises(LayoutError, match="two regions named 'deck'"):
        layout.load_regions("broken")
    (bad / "hidden.tmx").write_text(
        '<?xml version="1.0"?><map version="1.10" orientation="orthogonal" width="240" height="135" '
        'tilewidth="8" tileheight="8"><objectgroup id="1" name="common" visible="0">'
        '<object id="1" name="deck" x="0" y="0" width="10" height="10"/></objectgroup></map>')
    with pytest.raises(LayoutError, match="hidden"):
        layout.load_regions("hidden")
    layout.load_regions.cache_clear()


def test_the_log_of_a_hot_seat_table_never_names_a_drawn_card():
    controller = make_controller("desperados", parse_seats("human,human,ai:random"), None, 3)
    for _ in range(3000):
        if controller.is_over():
            break
        waiting = controller.waiting_humans()
        if waiting:
            controller.act(waiting[0], controller.legal_actions(waiting[0])[0])
        else:
            controller.update()
    from game.rules.desperados import content
    names = [c.name.lower() for c in content.CARDS.values()] + list(content.CARDS)
    draws = [line for line in controller.log if " draws " in line]
    assert draws, "cards were drawn in this game"
    for line in draws:
        assert not any(name in line.lower() for name in names), line
    controller.close()


def test_bills_and_money_bags_render():
    from game.ui.chips import BillStack, MoneyBags, bill_surface
    canvas = pygame.Surface((800, 400))
    assert bill_surface(2000).get_width() == 120
    BillStack((300, 200), [1000, 2000, 1000]).draw(canvas)
    BillStack((500, 200), [1000, 1000], face_down=True).draw(canvas)
    MoneyBags((650, 300), 3).draw(canvas)


def test_a_painted_table_is_kept_between_runs_and_a_torn_file_is_painted_again(tmp_path):
    from game.ui import backdrop, kept_pictures
    try:
        kept_pictures.keep_in(tmp_path)
        backdrop.table.cache_clear()
        painted = backdrop.table((320, 180), (34, 92, 62), 16)
        [kept] = list(tmp_path.iterdir())
        backdrop.table.cache_clear()
        again = backdrop.table((320, 180), (34, 92, 62), 16)
        assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(painted, "RGB"), "read back as painted"
        kept.write_bytes(kept.read_bytes()[:1000])  # torn: the next start paints it anew
        backdrop.table.cache_clear()
        assert pygame.image.tobytes(backdrop.table((320, 180), (34, 92, 62), 16), "RGB") == \
            pygame.image.tobytes(painted, "RGB")
        assert kept.stat().st_size == 320 * 180 * 3, "and keeps the whole picture again"
    finally:
        kept_pictures.keep_in(None)
        backdrop.table.cache_clear()


@pytest.mark.parametrize("count, box", [(1, (0, 0, 200, 46)), (7, (0, 0, 74, 68)), (7, (0, 0, 208, 44)),
                                        (5, (10, 20, 220, 76)), (2, (0, 0, 84, 62))])
def test_a_hand_laid_open_in_a_small_box_stays_inside_it_in_card_proportions(count, box):
    box = pygame.Rect(box)
    (w, h), centres = spread_in(count, box)
    assert len(centres) == count and w > 0 and abs(w / h - 150 / 210) < 0.05
    for x, y in centres:
        card = pygame.Rect(0, 0, w, h)
        card.center = (round(x), round(y))
        assert box.inflate(2, 2).contains(card)
    assert len(set(centres)) == count, "no card hides another whole"


def test_a_tray_sets_a_helpers_dice_beside_the_roll_and_drops_a_set_aside_die_from_the_kept():
    tray = DiceTray(pygame.Rect(100, 500, 900, 200), 96, 40, 40)
    tray.start(["zorro"] * 3 + ["tavern"])
    tray.lay(tray.kinds, tray.aside, ["charm", "leap", "dash", "charm"])
    tray.kept_only({1, 3})
    tray.join(["plaza"], set_aside=[3])
    assert tray.kinds == ["zorro", "zorro", "zorro", "tavern", "plaza"] and tray.aside == [False] * 3 + [True, False]
    assert tray.picked() == {1} and [d.kept for d in tray.dice] == [False, True, False, False, False]
    assert tray.dice[3].size == 40 and tray.dice[4].size == tray.dice[0].size, "set aside small, the helper's die full size"
    assert [d.face for d in tray.dice] == ["charm", "leap", "dash", "charm", None], "the new die is yet to be rolled"
    tray.stamp = ("SUCCESS!", (0, 200, 0))
    tray.start(["zorro"])
    assert tray.stamp is None, "the next roll starts on an unstamped tray"


def test_beats_wait_for_the_beats_already_playing_then_run_at_once_when_none_is():
    animator, said = Animator(), []
    beats = Beats(animator)
    beats.then(Wait(1.0), Call(said.append, "verdict"))
    beats.then(Call(said.append, "feat flies"))
    animator.update(0.5)
    assert said == [], "nothing after the dice before they land"
    animator.update(0.6)
    assert said == ["verdict", "feat flies"]
    beats.then(Call(said.append, "next turn"))
    animator.update(0.0)
    assert said[-1] == "next turn"


def test_a_menu_tile_kept_on_disk_is_not_shown_at_another_text_size(tmp_path):
    """The menu's tiles are kept between runs; one painted at 100% text must not come back at
    150% (the next start at a larger text size paints its own)."""
    from game.ui import kept_pictures, theme
    from scenes.menu import tile_surface
    try:
        kept_pictures.keep_in(tmp_path)
        tile_surface.cache_clear()
        at_100 = pygame.image.tobytes(tile_surface("desperados", False), "RGBA")
        theme.set_type_scale(150, 1.0)
        at_150 = pygame.image.tobytes(tile_surface("desperados", False), "RGBA")
        assert at_150 != at_100, "the tile's words are painted at 150%"
        assert len(list(tmp_path.iterdir())) == 2, "each text size keeps its own tile"
    finally:
        kept_pictures.keep_in(None)
        theme.set_type_scale(100, 1.0)
        tile_surface.cache_clear()
