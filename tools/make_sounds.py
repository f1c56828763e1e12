"""Synthesize the table's sound effects into assets/sounds/: `python tools/make_sounds.py`.

Made from sine waves and seeded noise with the standard library only, so the files are
reproducible from the repository and free of anyone else's rights (see assets/sounds/LICENSE.md).
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(32767 * 0.85 * s / peak)) for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix_at(base: list[float], sound: list[float], start: float, gain: float = 1.0) -> None:
    offset = int(start * RATE)
    needed = offset + len(sound) - len(base)
    if needed > 0:
        base.extend([0.0] * needed)
    for i, s in enumerate(sound):
        base[offset + i] += s * gain


def knock(rng: random.Random, freq: float, seconds: float = 0.05, noise: float = 0.6) -> list[float]:
    """A short wooden/ivory knock: a damped sine plus a little noise."""
    n = int(RATE * seconds)
    return [(math.sin(2 * math.pi * freq * i / RATE) * (1 - noise) + rng.uniform(-1, 1) * noise)
            * math.exp(-i / (n / 5)) for i in range(n)]


def ping(freq: float, seconds: float, decay: float) -> list[float]:
    n = int(RATE * seconds)
    return [math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / (RATE * decay)) for i in range(n)]


def dice(rng: random.Random) -> list[float]:
    out = silence(0.55)
    t = 0.0
    for _ in range(11):
        mix_at(out, knock(rng, rng.uniform(900, 1700), 0.045, 0.5), t, rng.uniform(0.4, 1.0))
        t += rng.uniform(0.025, 0.06)
    return out


def card(rng: random.Random) -> list[float]:
    n = int(RATE * 0.16)
    out, last = [], 0.0
    for i in range(n):
        env = math.sin(math.pi * i / n) ** 2
        last = last * 0.6 + rng.uniform(-1, 1) * 0.4
        out.append(last * env)
    return out


def chips(rng: random.Random) -> list[float]:
    out = silence(0.3)
    for k, t in enumerate((0.0, 0.05, 0.11)):
        mix_at(out, ping(rng.uniform(3200, 4200), 0.18, 0.03), t, 0.8 - 0.2 * k)
        mix_at(out, ping(rng.uniform(5200, 6100), 0.12, 0.02), t, 0.4)
    return out


def gunshot(rng: random.Random) -> list[float]:
    n = int(RATE * 0.7)
    out = []
    low = 0.0
    for i in range(n):
        noise = rng.uniform(-1, 1)
        low = low * 0.97 + noise * 0.03
        crack = noise * math.exp(-i / (RATE * 0.03))
        boom = low * 8 * math.exp(-i / (RATE * 0.18))
        thump = math.sin(2 * math.pi * 60 * i / RATE) * math.exp(-i / (RATE * 0.08))
        out.append(crack + boom + thump * 0.8)
    return out


def click(rng: random.Random) -> list[float]:
    out = silence(0.12)
    mix_at(out, knock(rng, 2400, 0.02, 0.7), 0.0)
    mix_at(out, knock(rng, 1600, 0.03, 0.5), 0.035, 0.8)
    return out


def tick(rng: random.Random) -> list[float]:
    return knock(rng, 1800, 0.03, 0.4)


def win(rng: random.Random) -> list[float]:
    out = silence(1.4)
    for k, (note, t) in enumerate(((392.0, 0.0), (523.25, 0.16), (659.25, 0.32), (783.99, 0.5))):
        n = int(RATE * (0.9 - 0.1 * k))
        tone = [(2 / math.pi) * math.asin(math.sin(2 * math.pi * note * i / RATE)) * math.exp(-i / (RATE * 0.35))
                for i in range(n)]
        mix_at(out, tone, t, 0.7)
    return out


SOUNDS = {"dice": dice, "card": card, "chips": chips, "gunshot": gunshot, "click": click, "tick": tick, "win": win}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(SOUNDS.items()):
        write(name, make(random.Random(1000 + i)))
    print(f"wrote {len(SOUNDS)} sounds to {OUT}")


if __name__ == "__main__":
    main()
