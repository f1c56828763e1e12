"""Tweens: every movement on a table is one (dice tumbling, cards sliding, chips flying).

    animator.add(Sequence(
        Tween(card, 0.3, "out_quad", x=400, y=200),
        Parallel(Tween(card, 0.15, "in_out_sine", flip=0.0), Call(sound.play, "card")),
    ))

An animation is anything with `update(dt) -> bool` (True when finished) and `finish()` (jump to
the end at once: a click or Space skips the current animation). `Animator.speed` scales time
(the animation-speed setting); `INSTANT` makes every animation finish on its first update.
Tweens interpolate numbers and tuples of numbers, reading the start value when they begin, so
a chain of tweens on one object continues from wherever the previous one left it.

Reduced motion (`set_reduced_motion`, the setting) is honoured here, for every animation at once:
nothing shakes (`STILL` attributes stay at rest), nothing spins (`TURNS` stay still, then stand
where they end when their time is up: a cylinder shows its chamber no sooner than it would have), and a piece that would fly fades out where it stands and fades in where it lands (a target
with an ``alpha``; one without simply stands there). Every tween keeps its time, so what waits
for a landing (a die's value, a card's effect) happens when it always did.
"""
from __future__ import annotations

import math
from typing import Any, Callable

INSTANT = math.inf
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": INSTANT}


def _out_back(t: float, s: float = 1.70158) -> float:
    t -= 1
    return t * t * ((s + 1) * t + s) + 1


def _out_bounce(t: float) -> float:
    if t < 1 / 2.75:
        return 7.5625 * t * t
    if t < 2 / 2.75:
        t -= 1.5 / 2.75
        return 7.5625 * t * t + 0.75
    if t < 2.5 / 2.75:
        t -= 2.25 / 2.75
        return 7.5625 * t * t + 0.9375
    t -= 2.625 / 2.75
    return 7.5625 * t * t + 0.984375


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": lambda t: t,
    "in_quad": lambda t: t * t,
    "out_quad": lambda t: 1 - (1 - t) * (1 - t),
    "in_out_quad": lambda t: 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2,
    "out_cubic": lambda t: 1 - (1 - t) ** 3,
    "in_out_sine": lambda t: -(math.cos(math.pi * t) - 1) / 2,
    "out_back": _out_back,
    "out_bounce": _out_bounce,
}


STILL = {"shake": 0.0}
"""Attributes that only shake a piece, and where they rest: reduced motion keeps them there."""
TURNS = ("angle", "blur")
"""Attributes that spin a piece (and its motion blur): reduced motion holds them, then sets their
end when the tween's time is up."""
PLACE = ("x", "y")
"""A piece's place: reduced motion fades it out and in where it would fly."""
OPAQUE = 255.0

_motion = {"reduced": False}


def set_reduced_motion(flag: bool) -> None:
    """Every tween from its next frame on moves without shaking, spinning or flying (the setting)."""
    _motion["reduced"] = bool(flag)


def reduced_motion() -> bool:
    return _motion["reduced"]


def _lerp(a: Any, b: Any, t: float) -> Any:
    if isinstance(a, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """Move attributes of `target` to the given values over `duration` seconds."""

    def __init__(self, target: Any, duration: float, ease: str = "out_quad", delay: float = 0.0, **values: Any):
        self.target = target
        self.duration = max(duration, 1e-6)
        self.ease = EASINGS[ease]
        self.delay = delay
        self.values = values
        self.start: dict[str, Any] | None = None
        self.elapsed = 0.0

    def update(self, dt: float) -> bool:
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return False
            dt = -self.delay
        if self.start is None:
            self.start = {k: getattr(self.target, k) for k in self.values}
            self.calm = _motion["reduced"]
            self.fades = self.calm and any(k in PLACE for k in self.values) and hasattr(self.target, "alpha")
            if self.fades:
                self.start["alpha"] = getattr(self.target, "alpha")
        self.elapsed = min(self.duration, self.elapsed + dt)
        done = self.elapsed / self.duration
        if self.calm:
            self._calmly(done)
        else:
            t = self.ease(done)
            for key, end in self.values.items():
                setattr(self.target, key, _lerp(self.start[key], end, t))
        return self.elapsed >= self.duration

    def _calmly(self, done: float) -> None:
        """Reduced motion: shakes stay at rest, turns stand still until they are over, a flight is
        a fade out over the first half of its time and a fade in at its landing over the second."""
        for key, end in self.values.items():
            if key in STILL:
                setattr(self.target, key, STILL[key])
            elif key in PLACE:
                setattr(self.target, key, end if done >= 0.5 or not self.fades else self.start[key])
            elif key in TURNS:
                setattr(self.target, key, end if done >= 1 else self.start[key])
            else:
                setattr(self.target, key, _lerp(self.start[key], end, self.ease(done)))
        if self.fades:
            seen = abs(1 - 2 * done) if done < 1 else 1.0
            setattr(self.target, "alpha", self.start["alpha"] * seen)

    def finish(self) -> None:
        for key, end in self.values.items():
            setattr(self.target, key, STILL[key] if key in STILL and _motion["reduced"] else end)
        if self.start is not None and getattr(self, "fades", False):
            setattr(self.target, "alpha", self.start["alpha"])
        self.elapsed = self.duration
        self.delay = 0


class Wait:
    def __init__(self, duration: float):
        self.left = duration

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0

    def finish(self) -> None:
        self.left = 0


class Call:
    """Run a function once, when reached in a sequence (a sound, a state change on landing)."""

    def __init__(self, fn: Callable[..., Any], *args: Any):
        self.fn, self.args, self.done = fn, args, False

    def update(self, dt: float) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn(*self.args)


class Sequence:
    def __init__(self, *steps: Any):
        self.steps = [s for s in steps if s is not None]
        self.index = 0

    def update(self, dt: float) -> bool:
        while self.index < len(self.steps):
            if not self.steps[self.index].update(dt):
                return False
            self.index += 1
            dt = 0.0
        return True

    def finish(self) -> None:
        for step in self.steps[self.index:]:
            step.finish()
        self.index = len(self.steps)


class Parallel:
    def __init__(self, *parts: Any):
        self.parts = [p for p in parts if p is not None]

    def update(self, dt: float) -> bool:
        self.parts = [p for p in self.parts if not p.update(dt)]
        return not self.parts

    def finish(self) -> None:
        for part in self.parts:
            part.finish()
        self.parts = []


class Animator:
    """Runs the animations of one scene. `speed` is the animation-speed multiplier."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.running: list[Any] = []

    def add(self, animation: Any) -> Any:
        self.running.append(animation)
        if self.speed == INSTANT:
            self.finish_all()
        return animation

    def update(self, dt: float) -> None:
        if self.speed == INSTANT:
            self.finish_all()
            return
        scaled = dt * self.speed
        self.running = [a for a in self.running if not a.update(scaled)]

    def finish_all(self) -> None:
        # Finishing may start more animations (a Call that adds one): loop until quiet.
        for _ in range(20):
            if not self.running:
                return
            running, self.running = self.running, []
            for animation in running:
                animation.finish()

    def busy(self) -> bool:
        return bool(self.running)
