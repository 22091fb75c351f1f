"""The seeded generator carried inside game states (engine/rng.py)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from senji_desktop.engine.rng import Rng


def draws(rng: Rng, k: int = 20) -> list[int]:
    return [rng.next64() for _ in range(k)]


def test_same_seed_gives_same_sequence() -> None:
    assert draws(Rng(1234)) == draws(Rng(1234))


def test_different_seeds_give_different_sequences() -> None:
    assert draws(Rng(1)) != draws(Rng(2))


def test_seed_is_reduced_to_64_bits() -> None:
    assert draws(Rng(-1)) == draws(Rng((1 << 64) - 1))
    assert draws(Rng(1 << 64)) == draws(Rng(0))


def test_draws_are_64_bit_and_counted() -> None:
    rng = Rng(7)
    values = draws(rng, 50)
    assert all(0 <= v < 1 << 64 for v in values)
    assert rng.calls == 50


def test_copy_continues_the_same_sequence_independently() -> None:
    rng = Rng(99)
    draws(rng, 5)
    twin = rng.copy()
    assert twin.calls == rng.calls == 5
    ahead = draws(twin, 10)
    # Advancing the copy leaves the original untouched ...
    assert rng.calls == 5
    # ... and the original then produces exactly what the copy produced.
    assert draws(rng, 10) == ahead


def test_json_round_trip_continues_the_sequence() -> None:
    rng = Rng(2024)
    draws(rng, 3)
    data = json.loads(json.dumps(rng.to_json()))
    restored = Rng.from_json(data)
    assert restored.calls == 3
    assert draws(restored) == draws(rng)


@pytest.mark.parametrize("n", [0, -1, -100, (1 << 64) + 1])
def test_randrange_rejects_bounds_outside_range(n: int) -> None:
    with pytest.raises(ValueError):
        Rng(1).randrange(n)


@given(seed=st.integers(0, (1 << 64) - 1), n=st.integers(1, 1 << 64))
def test_randrange_stays_in_bounds(seed: int, n: int) -> None:
    rng = Rng(seed)
    for _ in range(5):
        assert 0 <= rng.randrange(n) < n


def test_randrange_is_roughly_uniform() -> None:
    rng = Rng(5)
    counts = Counter(rng.randrange(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    # Expected 1000 each; 6 standard deviations is about 175.
    assert all(800 < c < 1200 for c in counts.values()), counts


def test_roll_covers_one_to_sides() -> None:
    rng = Rng(3)
    faces = {rng.roll() for _ in range(600)}
    assert faces == {1, 2, 3, 4, 5, 6}
    assert {rng.roll(2) for _ in range(100)} == {1, 2}


def test_random_is_a_unit_float_with_mean_near_half() -> None:
    rng = Rng(11)
    values = [rng.random() for _ in range(4000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.45 < sum(values) / len(values) < 0.55


def test_choice_returns_an_element_and_rejects_empty() -> None:
    rng = Rng(8)
    items = ["a", "b", "c"]
    picked = {rng.choice(items) for _ in range(100)}
    assert picked == set(items)
    with pytest.raises(IndexError):
        rng.choice([])


def test_shuffle_permutes_in_place_and_is_deterministic() -> None:
    a = list(range(30))
    b = list(range(30))
    Rng(17).shuffle(a)
    Rng(17).shuffle(b)
    assert a == b
    assert sorted(a) == list(range(30))
    assert a != list(range(30))


def test_shuffle_of_short_lists_is_harmless() -> None:
    rng = Rng(1)
    empty: list[int] = []
    one = [5]
    rng.shuffle(empty)
    rng.shuffle(one)
    assert empty == [] and one == [5]
    assert rng.calls == 0


def test_shuffle_reaches_every_order_of_three() -> None:
    rng = Rng(23)
    seen = set()
    for _ in range(300):
        items = [0, 1, 2]
        rng.shuffle(items)
        seen.add(tuple(items))
    assert len(seen) == 6
