"""Synthesise the app's sound effects into this folder (WAV, 16-bit mono, 44.1 kHz).

    python3 resources/sounds/make_sounds.py

Every effect is made here from sine tones, filtered noise and plucked strings
(Karplus–Strong, which sounds like a koto or shamisen string), with a fixed
random seed, so the files are the same on every run and belong to the app
under its own licence (MIT); no recording of anyone else's is used. The app
plays the committed ``.wav`` files; this script (like the other generators in
``resources/``) is not part of the wheel.

The effects and when the app plays them (``senji_desktop/ui/sound.py``):

- ``place``: a tile or card put down — a short wooden knock.
- ``flip``: a card or tile turned face up — a paper flick.
- ``dice``: dice rolled — a rattle of small knocks.
- ``capture``: a capture or a battle won — a bright bell.
- ``life_lost``: a life lost — a low drum beat falling in pitch.
- ``won``: the game won — a rising phrase on a plucked string (yo scale).
- ``lost``: the game over without a win — two soft falling notes.
- ``your_turn``: your turn after the others played — two quiet bell notes.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
HERE = Path(__file__).resolve().parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Add (start time in seconds, samples) tracks into one."""
    end = max(int(start * RATE) + len(samples) for start, samples in tracks)
    out = [0.0] * end
    for start, samples in tracks:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """A quick linear attack, an exponential decay (time constant `decay` s) and
    a short fade at the end, so no track stops with a click."""
    a = max(1, int(attack * RATE))
    shaped = [v * min(1.0, i / a) * math.exp(-i / (decay * RATE)) for i, v in enumerate(samples)]
    return fade_out(shaped, 0.05)


def sine(freq: float, seconds: float, *, glide_to: float | None = None) -> list[float]:
    n = int(RATE * seconds)
    phase = 0.0
    out = []
    for i in range(n):
        f = freq if glide_to is None else freq + (glide_to - freq) * i / n
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase))
    return out


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def band(samples: list[float], centre: float, q: float = 4.0) -> list[float]:
    """A two-pole resonant band-pass filter (the knock of wood, the hiss of paper)."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in samples:
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def pluck(freq: float, seconds: float, rng: random.Random, brightness: float = 0.5) -> list[float]:
    """A plucked string (Karplus–Strong): a noise burst circulating in a delay line."""
    period = max(2, int(RATE / freq))
    line = [rng.uniform(-1.0, 1.0) for _ in range(period)]
    # Soften the burst for a rounder, koto-like attack.
    for _ in range(int(3 * (1 - brightness)) + 1):
        line = [(line[i] + line[i - 1]) / 2 for i in range(period)]
    out = []
    keep = 0.996
    for i in range(int(RATE * seconds)):
        j = i % period
        v = line[j]
        line[j] = keep * (v + line[(j + 1) % period]) / 2
        out.append(v)
    return out


def normalise(samples: list[float], peak: float) -> list[float]:
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in samples]


def fade_out(samples: list[float], seconds: float = 0.02) -> list[float]:
    n = min(len(samples), int(RATE * seconds))
    out = samples[:]
    for i in range(n):
        out[len(out) - n + i] *= 1 - i / n
    return out


def write(name: str, samples: list[float]) -> Path:
    path = HERE / f"{name}.wav"
    clipped = [max(-1.0, min(1.0, v)) for v in fade_out(samples)]
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", round(v * 32000)) for v in clipped))
    return path


def knock(rng: random.Random, centre: float, seconds: float = 0.09) -> list[float]:
    body = envelope(band(noise(seconds, rng), centre, q=6.0), 0.001, 0.018)
    thump = envelope(sine(centre / 3.2, seconds), 0.001, 0.03)
    return mix((0, normalise(body, 1.0)), (0, [v * 0.5 for v in thump]))


def make_place(rng: random.Random) -> list[float]:
    return normalise(knock(rng, 900.0), 0.55)


def make_flip(rng: random.Random) -> list[float]:
    hiss = envelope(band(noise(0.08, rng), 3200.0, q=1.2), 0.004, 0.014)
    snap = envelope(band(noise(0.03, rng), 1500.0, q=3.0), 0.0005, 0.006)
    return normalise(mix((0, hiss), (0.012, [v * 0.7 for v in snap])), 0.45)


def make_dice(rng: random.Random) -> list[float]:
    tracks = []
    t = 0.0
    for i in range(9):
        tracks.append((t, [v * (1 - i * 0.07) for v in knock(rng, rng.uniform(1400, 2600),
                                                               0.05)]))
        t += rng.uniform(0.025, 0.06)
    return normalise(mix(*tracks), 0.5)


def make_capture(rng: random.Random) -> list[float]:
    partials = [(880.0, 1.0), (880 * 2.76, 0.45), (880 * 5.4, 0.2), (1320.0, 0.35)]
    tones = [envelope([v * gain for v in sine(f, 0.7)], 0.002, 0.22 / (1 + k * 0.6))
             for k, (f, gain) in enumerate(partials)]
    return normalise(mix(*((0.0, t) for t in tones)), 0.5)


def make_life_lost(rng: random.Random) -> list[float]:
    drum = envelope(sine(150.0, 0.45, glide_to=70.0), 0.002, 0.12)
    skin = envelope(band(noise(0.1, rng), 400.0, q=2.0), 0.001, 0.02)
    return normalise(mix((0, drum), (0, [v * 0.35 for v in skin])), 0.65)


# The yo scale (D E G A B), a pentatonic scale of Japanese folk song.
YO = [293.66, 329.63, 392.00, 440.00, 493.88, 587.33, 659.26, 783.99]


def make_won(rng: random.Random) -> list[float]:
    notes = [0, 2, 3, 4, 5, 7]
    tracks = [(i * 0.11, envelope(pluck(YO[n], 1.1 - i * 0.05, rng), 0.001, 0.45))
              for i, n in enumerate(notes)]
    tracks.append((len(notes) * 0.11, envelope(pluck(YO[5], 1.0, rng), 0.001, 0.5)))
    return normalise(mix(*tracks), 0.55)


def make_lost(rng: random.Random) -> list[float]:
    tracks = [(0.0, envelope(pluck(YO[3], 0.8, rng, 0.3), 0.001, 0.35)),
              (0.22, envelope(pluck(YO[1], 0.9, rng, 0.3), 0.001, 0.4))]
    return normalise(mix(*tracks), 0.4)


def make_your_turn(rng: random.Random) -> list[float]:
    def bell(f: float) -> list[float]:
        return mix((0, envelope(sine(f, 0.5), 0.002, 0.16)),
                   (0, envelope([v * 0.3 for v in sine(f * 2.0, 0.5)], 0.002, 0.08)))

    return normalise(mix((0.0, bell(YO[5])), (0.12, bell(YO[7]))), 0.35)


EFFECTS = {
    "place": make_place,
    "flip": make_flip,
    "dice": make_dice,
    "capture": make_capture,
    "life_lost": make_life_lost,
    "won": make_won,
    "lost": make_lost,
    "your_turn": make_your_turn,
}


def main() -> None:
    for i, (name, make) in enumerate(EFFECTS.items()):
        samples = make(random.Random(1000 + i))
        path = write(name, samples)
        print(f"{path.name}: {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
