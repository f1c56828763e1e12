"""The scene stack: push/pop/replace, input to the top scene, overlays drawn over what is below."""
from __future__ import annotations

import pygame

from game.stack import Scene, SceneStack


class Rec(Scene):
    def __init__(self, name, log, opaque=True, modal=True, consume=False, animating=False):
        super().__init__(app=None)
        self.name, self.log = name, log
        self.opaque, self.modal, self.consume, self.animating = opaque, modal, consume, animating

    def on_enter(self): self.log.append(f"enter {self.name}")
    def on_exit(self): self.log.append(f"exit {self.name}")
    def on_cover(self): self.log.append(f"cover {self.name}")
    def on_uncover(self): self.log.append(f"uncover {self.name}")

    def handle(self, event):
        self.log.append(f"handle {self.name}")
        return self.consume

    def update(self, dt): self.log.append(f"update {self.name}")
    def draw(self, surface): self.log.append(f"draw {self.name}")
    def is_animating(self): return self.animating


KEY = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")


def test_push_pop_replace_call_the_life_cycle_in_order():
    log, changes = [], []
    stack = SceneStack(on_change=lambda: changes.append(1))
    a, b, c = Rec("a", log), Rec("b", log), Rec("c", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b and len(stack) == 2
    stack.replace(c)
    assert stack.scenes == [a, c]
    assert stack.pop() is c
    assert stack.top is a
    assert log == ["enter a", "cover a", "enter b", "exit b", "enter c", "exit c", "uncover a"]
    assert len(changes) == 4


def test_pop_on_an_empty_stack_is_harmless():
    assert SceneStack().pop() is None


def test_clear_to_and_remove():
    log = []
    stack = SceneStack()
    a, b, c = Rec("a", log), Rec("b", log), Rec("c", log)
    for s in (a, b, c):
        stack.push(s)
    stack.remove(b)
    assert stack.scenes == [a, c]
    stack.clear_to(b)
    assert stack.scenes == [b]


def test_input_goes_to_the_top_scene_only_when_it_is_modal():
    log = []
    stack = SceneStack()
    stack.push(Rec("table", log))
    stack.push(Rec("pause", log, opaque=False, modal=True))
    assert stack.handle(KEY) is False
    assert [e for e in log if e.startswith("handle")] == ["handle pause"]


def test_unconsumed_input_passes_down_through_a_non_modal_scene():
    log = []
    stack = SceneStack()
    stack.push(Rec("table", log, consume=True))
    stack.push(Rec("toast", log, opaque=False, modal=False))
    assert stack.handle(KEY) is True
    assert [e for e in log if e.startswith("handle")] == ["handle toast", "handle table"]


def test_consumed_input_stops_at_the_scene_that_took_it():
    log = []
    stack = SceneStack()
    stack.push(Rec("table", log))
    stack.push(Rec("hud", log, opaque=False, modal=False, consume=True))
    assert stack.handle(KEY) is True
    assert [e for e in log if e.startswith("handle")] == ["handle hud"]


def test_drawing_starts_at_the_topmost_opaque_scene():
    log = []
    stack = SceneStack()
    stack.push(Rec("menu", log))
    stack.push(Rec("table", log))
    stack.push(Rec("pause", log, opaque=False))
    stack.push(Rec("tooltip", log, opaque=False))
    stack.draw(pygame.Surface((4, 4)))
    assert [e for e in log if e.startswith("draw")] == ["draw table", "draw pause", "draw tooltip"]


def test_every_scene_updates_so_tables_animate_under_an_overlay():
    log = []
    stack = SceneStack()
    stack.push(Rec("table", log))
    stack.push(Rec("pause", log, opaque=False))
    stack.update(0.016)
    assert [e for e in log if e.startswith("update")] == ["update table", "update pause"]


def test_the_stack_animates_while_any_scene_does():
    stack = SceneStack()
    stack.push(Rec("table", [], animating=True))
    stack.push(Rec("pause", [], opaque=False))
    assert stack.is_animating()
    stack.scenes[0].animating = False
    assert not stack.is_animating()


def test_a_scene_may_change_the_stack_while_handling_an_event():
    stack = SceneStack()

    class Closer(Scene):
        def handle(self, event):
            stack.pop()
            return True

    below = Rec("below", [])
    stack.push(below)
    stack.push(Closer(None))
    assert stack.handle(KEY) is True
    assert stack.top is below


def test_the_pause_overlay_stops_updates_below_it_but_not_above():
    log = []
    stack = SceneStack()
    stack.push(Rec("table", log))
    pause = Rec("pause", log, opaque=False)
    pause.pauses_below = True
    stack.push(pause)
    stack.push(Rec("settings", log, opaque=False))
    stack.update(0.016)
    assert [e for e in log if e.startswith("update")] == ["update pause", "update settings"]
