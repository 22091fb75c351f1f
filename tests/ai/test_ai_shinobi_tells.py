"""Shinobi AI: announcements as evidence. The table keeps a public tally of
every seat's revealed announcements (SHI-3, SHI-4); Normal and Hard read an
attacker's announcement as far as that tally shows him honest; Easy and
Normal give themselves away by announcing their true weapon more often than
chance (a newcomer's tell), Hard never does."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "shinobi"))
from shinobi_positions import KA, SA, SH, act, assign, new, received

from senji_desktop.ai.agents import make_agent
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import GAME, Attack, Reveal
from senji_desktop.games.shinobi import heuristics as H
from senji_desktop.games.shinobi.model import ShinobiView


def test_shi4_revealed_cards_are_tallied_as_true_or_false_announcements() -> None:
    state = new(4)
    # Seat 0 receives shuriken from 3 (announced truly), katana from 2
    # (announced as sai) and sai from 1 (announced truly).
    assign(state, received(0, 4, SH, KA, SA), announce={(2, 0): SA})
    assert state.told == [[0, 0]] * 4
    act(state, Reveal(2, 3))
    assert state.told[3] == [1, 0] and state.told[2] == [0, 1]
    public = GAME.view(state, None)
    assert public.told[3] == (1, 0) and public.told[2] == (0, 1)
    # The tally is public: a determinized state keeps it.
    dealt = GAME.determinize(GAME.view(state, 1), Rng(4))
    assert dealt.told == state.told
    assert dealt.clone().told == state.told


def test_shi3_honesty_follows_the_tally() -> None:
    state = new(4)
    view = GAME.view(state, 0)
    unknown = H.honesty(view, 1)
    assert abs(unknown - 0.25) < 1e-9  # most players bluff freely
    state.told[1] = [5, 0]
    state.told[2] = [0, 5]
    state.told[3] = [2, 6]  # about one in four: a random word
    view = GAME.view(state, 0)
    assert H.honesty(view, 1) > 0.8
    assert H.honesty(view, 2) < 0.02
    assert H.honesty(view, 3) < 0.1


def test_shi3_an_honest_attackers_announcement_shifts_the_odds_a_bluffers_does_not() -> None:
    state = new(4)
    assign(state, received(0, 4, SH, SH, KA))  # every word true
    state.told[3] = [6, 0]
    state.told[2] = [0, 6]
    view = GAME.view(state, 0)
    honest = H._odds_in_view(view, 0, 3, read=True)
    assert honest[SH] > 0.8
    bluffer = H._odds_in_view(view, 0, 2, read=True)
    assert max(bluffer) - min(bluffer) < 0.01
    assert H._odds_in_view(view, 0, 3) == [0.25] * 4  # without reading


def _honest_words_position() -> tuple[ShinobiView, list[Reveal]]:
    """Seat 0 resolving; seats 2-4 have no lives left, so a charge gains it
    nothing and only the chance of a hit counts. Seats 4 and 3 both announce
    shuriken (truly), seat 2 katana, and all three have been honest all game."""
    state = new(5, lives=[3, 3, 0, 0, 0])
    assign(state, received(0, 5, SH, SH, KA))
    for seat in (2, 3, 4):
        state.told[seat] = [6, 0]
    view = GAME.view(state, 0)
    return view, [r for r in view.legal if isinstance(r, Reveal)]


def test_shi4_resolution_avoids_the_pair_honest_words_say_will_match() -> None:
    view, reveals = _honest_words_position()
    plain = {a: H._odds_in_view(view, 0, a) for a in (2, 3, 4)}
    values = H._reveal_values(view.lives, 0, 5, plain, reveals)
    assert max(values) - min(values) < 1e-9  # deduction alone sees no difference
    for seed in range(10):
        assert H.resolve(view, Rng(seed)) != Reveal(3, 4)
    assert H.decide_without_search(view) != Reveal(3, 4)


def _truthful_share(name: str, decisions: int = 240) -> float:
    agent = make_agent("shinobi", name, seed=11)
    true = total = 0
    for seed in range(decisions // 3):
        state = new(4, seed=seed)
        for _ in range(3):  # the meeple holder's three cards
            action = agent.decide(GAME.view(state, state.current))
            assert isinstance(action, Attack)
            true += action.announced == action.weapon
            total += 1
            act(state, action)
    return true / total


def test_easy_and_normal_announce_their_true_weapon_more_often_than_chance() -> None:
    easy = _truthful_share("easy")
    normal = _truthful_share("normal")
    # A word drawn at random is true about one time in four.
    assert easy > 0.65
    assert 0.5 < normal < easy


def test_normal_reads_announcements_easy_does_not() -> None:
    view, reveals = _honest_words_position()
    normal = H.action_values(view, Rng(1), "normal")
    easy = H.action_values(view, Rng(1), "easy")
    worst = reveals.index(Reveal(3, 4))
    assert normal[worst] < min(v for i, v in enumerate(normal) if i != worst) - 0.05
    assert max(easy) - min(easy) < 1e-9
