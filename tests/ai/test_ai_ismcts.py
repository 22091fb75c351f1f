"""SO-ISMCTS: budgets, cancellation, GIL yielding and multi-player perspective."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

import pytest

from senji_desktop.ai import ismcts
from senji_desktop.ai.agents import DIFFICULTIES
from senji_desktop.ai.hooks import DEFAULT_HOOKS, DefaultHooks, hooks_for
from senji_desktop.ai.ismcts import SearchCancelled, SearchConfig, search
from senji_desktop.engine.core import Outcome
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import GAME, SenshiOptions


class CountingGame:
    """Wraps a game and counts determinizations (one per search iteration)."""

    def __init__(self, game: Any, reached: int | None = None) -> None:
        self._game = game
        self.count = 0
        self.reached_event = threading.Event()
        self._reached = reached

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def determinize(self, view: Any, rng: Rng) -> Any:
        self.count += 1
        if self._reached is not None and self.count >= self._reached:
            self.reached_event.set()
        return self._game.determinize(view, rng)


def senshi_view(seed: int = 5, num_seats: int = 2, secret_start: bool = False) -> Any:
    state = GAME.new_game(SenshiOptions(num_seats=num_seats, secret_start=secret_start), seed)
    rng = Rng(seed)
    # Leave the pick phase and play a few random turns so the position is open.
    for _ in range(num_seats + 6):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
    return GAME.view(state, state.current)


@pytest.mark.parametrize("cap", [1, 7, 40])
@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_search_runs_exactly_its_iteration_cap(name: str, cap: int) -> None:
    game = CountingGame(GAME)
    view = senshi_view()
    config = DIFFICULTIES[name].scaled(cap / DIFFICULTIES[name].iterations)
    result = search(game, view, config, hooks_for("senshi"), Rng(1))
    assert game.count == cap
    assert result.iterations == cap
    assert result.stopped_by == "iterations"
    assert sum(v for _, v, _ in result.visits) == cap
    assert result.action in view.legal


def test_single_legal_action_needs_no_search() -> None:
    game = CountingGame(GAME)

    @dataclass(frozen=True)
    class OneActionView:
        seat: int = 0
        legal: tuple[str, ...] = ("only",)

    result = search(game, OneActionView(), SearchConfig(iterations=50), DEFAULT_HOOKS, Rng(1))
    assert result.action == "only"
    assert game.count == 0
    assert result.stopped_by == "single_action"


def test_same_seed_same_search() -> None:
    view = senshi_view()
    config = SearchConfig(iterations=60, rollout_depth=2)
    a = search(GAME, view, config, hooks_for("senshi"), Rng(9))
    b = search(GAME, view, config, hooks_for("senshi"), Rng(9))
    assert a.action == b.action
    assert a.visits == b.visits


def test_cancel_from_another_thread_stops_the_search() -> None:
    cap = 1_000_000
    game = CountingGame(GAME, reached=5)
    cancel = threading.Event()
    outcome: dict[str, Any] = {}

    def worker() -> None:
        try:
            outcome["result"] = search(game, senshi_view(), SearchConfig(iterations=cap),
                                       hooks_for("senshi"), Rng(1), cancel)
        except SearchCancelled:
            outcome["cancelled"] = True

    thread = threading.Thread(target=worker)
    thread.start()
    assert game.reached_event.wait(60)
    cancel.set()
    thread.join(60)
    assert not thread.is_alive()
    assert outcome == {"cancelled": True}
    assert game.count < cap // 100


def test_cancelled_before_start_raises() -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(SearchCancelled):
        search(GAME, senshi_view(), SearchConfig(iterations=10), hooks_for("senshi"), Rng(1),
               cancel)


def test_time_limit_guards_a_huge_cap() -> None:
    cap = 10_000_000
    result = search(GAME, senshi_view(), SearchConfig(iterations=cap, time_limit_s=0.05),
                    hooks_for("senshi"), Rng(1))
    assert result.stopped_by == "time"
    assert 0 < result.iterations < cap


def test_cpu_clock_budget_ends_the_search_by_thinking_time(monkeypatch: pytest.MonkeyPatch) -> None:
    # The CPU clock, not the wall clock, ends a search with clock="cpu": a
    # frozen wall clock cannot stop it, a thread clock that advances does.
    ticks = iter(range(1_000_000))
    monkeypatch.setattr(ismcts.time, "thread_time", lambda: float(next(ticks)) * 0.01)
    monkeypatch.setattr(ismcts.time, "perf_counter", lambda: 0.0)
    config = SearchConfig(iterations=10_000_000, time_limit_s=0.1, clock="cpu")
    result = search(GAME, senshi_view(), config, hooks_for("senshi"), Rng(1))
    assert result.stopped_by == "time"
    assert 5 <= result.iterations <= 12


def test_search_yields_the_gil(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    monkeypatch.setattr(ismcts, "YIELD_INTERVAL_S", 0.0)
    monkeypatch.setattr(ismcts.time, "sleep", lambda s: calls.append(s))
    monkeypatch.setattr(ismcts.threading, "active_count", lambda: 2)  # a GUI thread waits
    search(GAME, senshi_view(), SearchConfig(iterations=20), hooks_for("senshi"), Rng(1))
    assert len(calls) >= 19
    assert set(calls) == {0}


def test_search_alone_in_its_process_does_not_yield(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    monkeypatch.setattr(ismcts, "YIELD_INTERVAL_S", 0.0)
    monkeypatch.setattr(ismcts.time, "sleep", lambda s: calls.append(s))
    monkeypatch.setattr(ismcts.threading, "active_count", lambda: 1)
    search(GAME, senshi_view(), SearchConfig(iterations=20), hooks_for("senshi"), Rng(1))
    assert calls == []


def test_no_seat_or_no_legal_action_is_an_error() -> None:
    view = senshi_view()
    public = GAME.view(GAME.new_game(SenshiOptions(), 1), None)
    with pytest.raises(ValueError):
        search(GAME, public, SearchConfig(iterations=5), hooks_for("senshi"), Rng(1))
    assert view.legal


# ---- toy games: the search's arithmetic, independent of Senshi ----------


@dataclass
class NimState:
    """Take 1 or 2 counters in turn; whoever takes the last counter wins.

    With `players` seats a seat's reward is 1 for the winner."""

    counters: int
    players: int = 2
    current: int = 0
    winner: int | None = None
    rng: Rng = field(default_factory=lambda: Rng(0))

    def clone(self) -> NimState:
        return NimState(self.counters, self.players, self.current, self.winner, self.rng.copy())


@dataclass(frozen=True)
class NimView:
    seat: int
    counters: int
    players: int
    current: int
    legal: tuple[int, ...]


class Nim:
    def to_act(self, s: NimState) -> tuple[int, ...]:
        return () if s.winner is not None else (s.current,)

    def legal_actions(self, s: NimState, seat: int) -> list[int]:
        return [k for k in (1, 2) if k <= s.counters]

    def step(self, s: NimState, seat: int, action: int) -> list[Any]:
        s.counters -= action
        if s.counters == 0:
            s.winner = seat
        s.current = (seat + 1) % s.players
        return []

    def is_over(self, s: NimState) -> bool:
        return s.winner is not None

    def outcome(self, s: NimState) -> Outcome:
        assert s.winner is not None
        rewards = tuple(1.0 if p == s.winner else 0.0 for p in range(s.players))
        return Outcome((s.winner,), ((s.winner,),), rewards, rewards)

    def view(self, s: NimState, seat: int) -> NimView:
        return NimView(seat, s.counters, s.players, s.current,
                       tuple(self.legal_actions(s, seat)))

    def determinize(self, v: NimView, rng: Rng) -> NimState:
        return NimState(v.counters, v.players, v.current)


@pytest.mark.parametrize(("counters", "best"), [(4, 1), (5, 2), (7, 1), (8, 2)])
def test_two_player_nim_finds_the_winning_move(counters: int, best: int) -> None:
    game = Nim()
    view = game.view(NimState(counters), 0)
    config = SearchConfig(iterations=3000, exploration=0.7, rollout="random")
    result = search(game, view, config, DEFAULT_HOOKS, Rng(4))
    assert result.action == best


def test_each_node_counts_the_reward_of_the_seat_that_acted() -> None:
    # Three players, two counters: seat 0 taking both wins at once; taking one
    # lets seat 1 win. A search that credited rewards to the wrong seat would
    # prefer the losing move.
    game = Nim()
    view = game.view(NimState(2, players=3), 0)
    result = search(game, view, SearchConfig(iterations=200, rollout="random"),
                    DEFAULT_HOOKS, Rng(2))
    assert result.action == 2
    means = {a: m for a, _, m in result.visits}
    assert means[2] == 1.0
    assert means[1] == 0.0


@dataclass
class ChooseTogetherState:
    """Two seats choose at once (both in to_act); seat 1 wins if the choices match."""

    choices: dict[int, int] = field(default_factory=dict)
    rng: Rng = field(default_factory=lambda: Rng(0))

    def clone(self) -> ChooseTogetherState:
        return ChooseTogetherState(dict(self.choices), self.rng.copy())


@dataclass(frozen=True)
class ChooseTogetherView:
    seat: int
    legal: tuple[int, ...]


class ChooseTogether:
    def to_act(self, s: ChooseTogetherState) -> tuple[int, ...]:
        return tuple(seat for seat in (0, 1) if seat not in s.choices)

    def legal_actions(self, s: ChooseTogetherState, seat: int) -> list[int]:
        return [0, 1] if seat not in s.choices else []

    def step(self, s: ChooseTogetherState, seat: int, action: int) -> list[Any]:
        s.choices[seat] = action
        return []

    def is_over(self, s: ChooseTogetherState) -> bool:
        return len(s.choices) == 2

    def outcome(self, s: ChooseTogetherState) -> Outcome:
        w = 1 if s.choices[0] == s.choices[1] else 0
        rewards = (1.0 - w, float(w))
        return Outcome((w,), ((w,), (1 - w,)), rewards, rewards)

    def determinize(self, v: ChooseTogetherView, rng: Rng) -> ChooseTogetherState:
        return ChooseTogetherState()


def test_simultaneous_decisions_are_searched_one_seat_at_a_time() -> None:
    game = ChooseTogether()
    result = search(game, ChooseTogetherView(1, (0, 1)), SearchConfig(iterations=100),
                    DEFAULT_HOOKS, Rng(3))
    # The observer decides first at the root, so its children are its own choices.
    assert {a for a, _, _ in result.visits} == {0, 1}
    assert result.action in (0, 1)


@dataclass
class HiddenPickState:
    """Seat 0 takes a sure 0.6 ("safe") or plays on ("play"): seat 1 then lays
    a card 0 or 1 face down and seat 0 wins the game if it guesses the card."""

    moves: list[Any] = field(default_factory=list)
    rng: Rng = field(default_factory=lambda: Rng(0))

    def clone(self) -> HiddenPickState:
        return HiddenPickState(list(self.moves), self.rng.copy())


@dataclass(frozen=True)
class HiddenPickView:
    seat: int
    legal: tuple[str, ...]


class HiddenPick:
    def to_act(self, s: HiddenPickState) -> tuple[int, ...]:
        if self.is_over(s):
            return ()
        return (1,) if len(s.moves) == 1 else (0,)

    def legal_actions(self, s: HiddenPickState, seat: int) -> list[Any]:
        if not s.moves:
            return ["safe", "play"]
        if len(s.moves) == 1:
            return [("card", 0), ("card", 1)]
        return [("guess", 0), ("guess", 1)]

    def step(self, s: HiddenPickState, seat: int, action: Any) -> list[Any]:
        s.moves.append(action)
        return []

    def is_over(self, s: HiddenPickState) -> bool:
        return s.moves[:1] == ["safe"] or len(s.moves) == 3

    def outcome(self, s: HiddenPickState) -> Outcome:
        r0 = 0.6 if s.moves[0] == "safe" else float(s.moves[1][1] == s.moves[2][1])
        return Outcome((0,) if r0 > 0.5 else (1,), ((0,), (1,)), (r0, 1.0 - r0), (r0, 1.0 - r0))

    def determinize(self, v: HiddenPickView, rng: Rng) -> HiddenPickState:
        return HiddenPickState()


class HiddenCardHooks(DefaultHooks):
    def observation(self, action: Any, seat: int, observer: int) -> Any:
        return "a card" if isinstance(action, tuple) and action[0] == "card" else action


@pytest.mark.parametrize(("observed_moves", "choice"), [(False, "play"), (True, "safe")])
def test_a_face_down_move_is_searched_as_the_observer_sees_it(observed_moves: bool,
                                                               choice: str) -> None:
    # Keyed by the card itself, the tree below seat 1's move lets seat 0 guess
    # knowing the card (worth 1 > 0.6: "play"); keyed by what seat 0 sees, the
    # guess is a coin toss (0.5 < 0.6: "safe").
    config = SearchConfig(iterations=4000, exploration=0.7, rollout="random",
                          observed_moves=observed_moves)
    result = search(HiddenPick(), HiddenPickView(0, ("safe", "play")), config,
                    HiddenCardHooks(), Rng(5))
    assert result.action == choice


@dataclass
class BluffState:
    """Seat 0 takes a sure 0.4 ("safe") or lays a card 0 or 1 face down; seat
    1 then guesses the card and seat 0 wins the game if the guess is wrong."""

    moves: list[Any] = field(default_factory=list)
    rng: Rng = field(default_factory=lambda: Rng(0))

    def clone(self) -> BluffState:
        return BluffState(list(self.moves), self.rng.copy())


class Bluff:
    def to_act(self, s: BluffState) -> tuple[int, ...]:
        if self.is_over(s):
            return ()
        return (1,) if len(s.moves) == 1 else (0,)

    def legal_actions(self, s: BluffState, seat: int) -> list[Any]:
        if not s.moves:
            return ["safe", ("card", 0), ("card", 1)]
        return [("guess", 0), ("guess", 1)]

    def step(self, s: BluffState, seat: int, action: Any) -> list[Any]:
        s.moves.append(action)
        return []

    def is_over(self, s: BluffState) -> bool:
        return s.moves[:1] == ["safe"] or len(s.moves) == 2

    def outcome(self, s: BluffState) -> Outcome:
        r0 = 0.4 if s.moves[0] == "safe" else float(s.moves[0][1] != s.moves[1][1])
        return Outcome((0,) if r0 > 0.5 else (1,), ((0,), (1,)), (r0, 1.0 - r0), (r0, 1.0 - r0))

    def determinize(self, v: HiddenPickView, rng: Rng) -> BluffState:
        return BluffState()


@pytest.mark.parametrize(("opponents_by_policy", "choice"), [(False, "safe"), (True, "card")])
def test_opponents_decide_by_their_own_knowledge(opponents_by_policy: bool,
                                                 choice: str) -> None:
    # Searched by UCB below the observer's card, seat 1 learns to guess the
    # card it cannot see (a face-down card is worth 0 < 0.4: "safe"); drawn
    # from its rollout policy (a coin toss here, knowing nothing), the card
    # wins half the time (0.5 > 0.4).
    config = SearchConfig(iterations=3000, exploration=0.7, rollout="policy",
                          opponents_by_policy=opponents_by_policy)
    result = search(Bluff(), HiddenPickView(0, ("safe", ("card", 0), ("card", 1))), config,
                    DEFAULT_HOOKS, Rng(5))
    assert (result.action if result.action == "safe" else "card") == choice


def test_hooks_determinize_deals_by_the_hooks_only_when_asked() -> None:
    """With ``hooks_determinize`` every iteration deals by the hooks' own
    ``determinize``; without it by the game's."""

    class DealingHooks(DefaultHooks):
        def __init__(self) -> None:
            self.deals = 0

        def determinize(self, view: Any, rng: Rng) -> Any:
            self.deals += 1
            return GAME.determinize(view, rng)

    view = senshi_view()
    for flag, expected in ((False, 0), (True, 12)):
        hooks = DealingHooks()
        game = CountingGame(GAME)
        search(game, view, SearchConfig(iterations=12, rollout="random",
                                        hooks_determinize=flag), hooks, Rng(2))
        assert hooks.deals == expected and game.count == 12 - expected


def test_margin_rewards_score_finished_rollouts_by_the_hooks_only_when_asked() -> None:
    """With ``margin_rewards`` a rollout played to the end is scored by the
    hooks' ``final_rewards``; without it by the outcome."""

    class ScoringHooks(DefaultHooks):
        def __init__(self) -> None:
            self.scored = 0

        def final_rewards(self, state: Any) -> Any:
            self.scored += 1
            return GAME.outcome(state).rewards

    view = senshi_view()
    for flag, expected in ((False, 0), (True, 8)):
        hooks = ScoringHooks()
        search(GAME, view, SearchConfig(iterations=8, rollout="random", margin_rewards=flag),
               hooks, Rng(2))
        assert hooks.scored == expected


class QuarterHooks(DefaultHooks):
    """An evaluation that always gives seat 0 a quarter of the win."""

    def evaluate(self, state: Any) -> Any:
        return (0.25, 0.75)


@pytest.mark.parametrize(("mix", "expected"), [(0.0, 0.25), (0.5, 0.125), (1.0, 0.25)])
def test_evaluation_mix_blends_the_estimate_with_a_random_rollout(mix: float,
                                                                  expected: float) -> None:
    """``evaluation_mix`` λ scores a leaf λ × the evaluation + (1 − λ) × a
    random rollout's outcome; 0 is the evaluation alone. Nim with two
    counters: taking one leaves the last counter to the opponent, so the
    rollout always loses (0) while the evaluation says 0.25."""
    game = Nim()
    view = game.view(NimState(2), 0)
    config = SearchConfig(iterations=2, rollout="random", rollout_depth=0, evaluation_mix=mix)
    result = search(game, view, config, QuarterHooks(), Rng(1))
    values = {action: mean for action, _, mean in result.visits}
    assert values == {2: 1.0, 1: pytest.approx(expected)}


def test_evaluation_mix_outside_zero_to_one_is_an_error() -> None:
    with pytest.raises(ValueError):
        SearchConfig(iterations=2, rollout_depth=0, evaluation_mix=1.5)
