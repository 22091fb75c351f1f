"""Shinobi determinization: what a seat knows is kept, the rest is dealt
fairly, and announcements are not taken as evidence (SHI-1, SHI-3, SHI-4)."""

from __future__ import annotations

from collections import Counter

import pytest
from shinobi_positions import BL, KA, SA, SH, act, assign, new, received

from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import GAME, Reveal
from senji_desktop.games.shinobi.model import CardView


def test_own_cards_and_revealed_cards_are_kept() -> None:
    state = new(4)
    assign(state, received(0, 4, SH, SA, KA) | received(1, 4, BL, KA, SH))
    act(state, Reveal(1, 2))
    view = GAME.view(state, 3)
    for seed in range(30):
        sample = GAME.determinize(view, Rng(seed))
        assert sample.cards[3] == state.cards[3]  # the viewer's own cards
        assert sample.cards[1][0] == KA and sample.cards[2][0] == SA  # revealed
        assert sample.pair == (1, 2) and sample.current == 0


def test_an_attackers_hidden_cards_are_the_weapons_not_yet_seen() -> None:
    state = new(4)
    assign(state, received(0, 4, SH, SA, KA))
    act(state, Reveal(1, 2))  # seat 1 gave seat 0 katana: seat 1 gave no one else katana
    view = GAME.view(state, 3)
    for seed in range(40):
        sample = GAME.determinize(view, Rng(seed))
        assert KA not in (sample.cards[1][2], sample.cards[1][3])


def test_announcements_are_not_evidence() -> None:
    # Every card seat 0 received is announced as a shuriken; the sampled
    # weapons must still spread over all four weapons.
    state = new(4)
    assign(state, received(0, 4, SA, KA, BL), announce={(3, 0): SH, (2, 0): SH, (1, 0): KA})
    view = GAME.view(state, 0)
    seen = Counter(GAME.determinize(view, Rng(seed)).cards[3][0] for seed in range(400))
    assert set(seen) == {SH, SA, KA, BL}
    assert max(seen.values()) < 150  # about 100 each


def test_a_view_with_a_repeated_weapon_is_refused() -> None:
    state = new(4)
    assign(state, {})
    view = GAME.view(state, 0)
    broken = tuple(CardView(c.attacker, c.target, c.announced, SH, True) for c in view.cards)
    with pytest.raises(ValueError):
        GAME.determinize(type(view)(**{**{f: getattr(view, f) for f in view.__slots__},
                                       "cards": broken}), Rng(1))
