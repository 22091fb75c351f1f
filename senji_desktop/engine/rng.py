"""Seeded, copyable, serialisable random numbers carried inside a game state.

The generator is SplitMix64: its whole state is one 64-bit integer, so copying
a game state copies the generator for free and a save needs no pickled object.
`calls` counts draws so that a replay which diverges is caught early (the idea
comes from Kajongg's counting random generator).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64 generator.

    `state` is an int in [0, 2**64); `calls` counts 64-bit draws since seeding."""

    __slots__ = ("calls", "state")

    def __init__(self, seed: int, calls: int = 0, *, state: int | None = None) -> None:
        self.state = (seed & _MASK) if state is None else state
        self.calls = calls

    def copy(self) -> Rng:
        return Rng(0, self.calls, state=self.state)

    def __eq__(self, other: object) -> bool:
        """Generators are equal when they will draw the same numbers (same state
        and count), so two game states or views compare by value."""
        if not isinstance(other, Rng):
            return NotImplemented
        return self.state == other.state and self.calls == other.calls

    __hash__ = None  # type: ignore[assignment]  # mutable: never a dict key

    def __repr__(self) -> str:
        return f"Rng(state={self.state}, calls={self.calls})"

    def next64(self) -> int:
        """One uniformly distributed 64-bit integer."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        self.calls += 1
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n). Raises ValueError unless 0 < n <= 2**64."""
        if not 0 < n <= 1 << 64:
            raise ValueError(f"randrange needs 0 < n <= 2**64, got {n}")
        # Rejection sampling keeps the distribution exactly uniform.
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def roll(self, sides: int = 6) -> int:
        """A die roll in [1, sides]."""
        return self.randrange(sides) + 1

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence. Raises IndexError if empty."""
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def to_json(self) -> dict[str, int]:
        return {"state": self.state, "calls": self.calls}

    @classmethod
    def from_json(cls, data: dict[str, int]) -> Rng:
        return cls(0, data["calls"], state=data["state"])
