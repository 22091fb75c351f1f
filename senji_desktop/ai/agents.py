"""AI agents: something that picks one legal action from a seat's view.

Agents never receive a game state: :meth:`Agent.decide` takes a
:class:`DecisionView` (a seat's view with its legal actions), and the search
agents sample the hidden parts themselves (``game.determinize``). Each agent
owns a seeded :class:`~senji_desktop.engine.rng.Rng`, so a sequence of
decisions is reproducible from the seed.

Names (:data:`AGENT_NAMES`): ``random`` (uniform among the legal actions),
``heuristic`` (the game's hand-written policy, its hooks' ``choose``), the
three search difficulties ``easy``, ``normal``, ``hard`` (SO-ISMCTS with
growing iteration caps and better hooks; see :data:`DIFFICULTIES`), and
``ismcts-plain``, the yardstick the difficulties are measured against: the
same SO-ISMCTS and determinization with no game knowledge at all
(:data:`PLAIN_CONFIG`).

Thinking time: ``make_agent(..., time_per_decision_s=t)`` makes a search
agent stop after `t` CPU seconds of its own thread instead of at its
iteration cap, so agents of different iteration costs can be compared at
equal thinking time (the arena's ``--time-per-decision``); ``random`` and
``heuristic`` are unaffected.

A difficulty with a ``policy_temperature`` (a game's ``DIFFICULTY_TUNING``)
does not search: it plays the game's one-ply judgment with human-like
slips (:meth:`SearchAgent.decide`).

Cancellation: every agent raises :class:`SearchCancelled` when the `cancel`
event is set before it has decided (the search agents check it every
iteration), so a cancelled decision is never returned.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Protocol

from senji_desktop.ai.hooks import DEFAULT_HOOKS, GameHooks, hooks_for, hooks_module
from senji_desktop.ai.ismcts import SearchCancelled, SearchConfig, SearchResult, search
from senji_desktop.engine.registry import load_game
from senji_desktop.engine.rng import Rng

__all__ = [
    "AGENT_NAMES",
    "DIFFICULTIES",
    "PLAIN_CONFIG",
    "SEARCH_AGENTS",
    "Agent",
    "DecisionView",
    "HeuristicAgent",
    "RandomAgent",
    "SearchAgent",
    "SearchCancelled",
    "difficulty_config",
    "make_agent",
]


class DecisionView(Protocol):
    """A seat's view as an agent needs it: whose view, and what is legal now.

    Every game's view type satisfies this; a game state does not (it has no
    `legal`), so passing a state to an agent is a type error."""

    @property
    def seat(self) -> int | None: ...

    @property
    def legal(self) -> Sequence[Any]: ...


class Agent(Protocol):
    """Chooses one of `view.legal` for `view.seat`.

    Raises SearchCancelled if `cancel` is set before the decision is made,
    ValueError for a view without a seat or without legal actions."""

    name: str

    def decide(self, view: DecisionView, cancel: threading.Event | None = None) -> Any: ...


#: The difficulties' defaults. All three use the game's hooks: policy
#: rollouts cut off after two actions and scored by the game's evaluation,
#: and progressive widening ordered by the hooks' one-ply priors, so even a
#: small budget looks at the promising actions first. Easy and normal ask for
#: priors at every node they expand; hard asks only at nodes visited three
#: times, which makes an iteration about half as costly, and spends that on a
#: far larger budget. A game changes them in its ``DIFFICULTY_TUNING``
#: (:func:`difficulty_config`), e.g. an Easy that plays its policy without
#: search; each game's heuristics docstring gives its ladder with the arena
#: figures. Decision times: bench/headless.py.
_COMMON = SearchConfig(iterations=1, exploration=0.4, rollout="policy", rollout_depth=2,
                       progressive_bias=0.5, widening=1.0)
DIFFICULTIES: dict[str, SearchConfig] = {
    "easy": replace(_COMMON, iterations=50),
    "normal": replace(_COMMON, iterations=500),
    "hard": replace(_COMMON, iterations=3500, prior_visits=3),
}

#: ``ismcts-plain``: textbook SO-ISMCTS — uniformly random rollouts to the
#: end of the game, no evaluation, no priors, no widening, UCB constant 1 on
#: rewards in [0, 1] — with the game's own determinization. Its cap matters
#: only without a time budget.
PLAIN_CONFIG = SearchConfig(iterations=1000, exploration=1.0, rollout="random",
                            rollout_depth=None, progressive_bias=0.0, widening=0.0)

AGENT_NAMES: tuple[str, ...] = ("random", "heuristic", "easy", "normal", "hard", "ismcts-plain")
#: The agents that search (their budgets can be set; the others decide at once).
SEARCH_AGENTS: frozenset[str] = frozenset({*DIFFICULTIES, "ismcts-plain"})

#: The iteration cap of an agent that thinks for a fixed time (the time ends it).
_TIMED_CAP = 10**9


def _check(view: DecisionView, cancel: threading.Event | None) -> Sequence[Any]:
    if cancel is not None and cancel.is_set():
        raise SearchCancelled
    legal = view.legal
    if view.seat is None or not legal:
        raise ValueError("the view has no seat to decide for or no legal action")
    return legal


class RandomAgent:
    """Uniformly random among the legal actions."""

    def __init__(self, seed: int, name: str = "random") -> None:
        self.name = name
        self.rng = Rng(seed)

    def decide(self, view: DecisionView, cancel: threading.Event | None = None) -> Any:
        legal = _check(view, cancel)
        return legal[self.rng.randrange(len(legal))]


class HeuristicAgent:
    """The game's hand-written policy (its hooks' ``choose``)."""

    def __init__(self, hooks: GameHooks, seed: int, name: str = "heuristic") -> None:
        self.name = name
        self.hooks = hooks
        self.rng = Rng(seed)

    def decide(self, view: DecisionView, cancel: threading.Event | None = None) -> Any:
        legal = _check(view, cancel)
        if len(legal) == 1:
            return legal[0]
        return self.hooks.choose(view, self.rng)


class SearchAgent:
    """SO-ISMCTS with a fixed configuration (:mod:`senji_desktop.ai.ismcts`).

    `last_result` holds the statistics of the latest decision (iterations,
    elapsed time, root visits) for benchmarks and tests."""

    def __init__(self, game: Any, hooks: GameHooks, config: SearchConfig, seed: int,
                 name: str = "search") -> None:
        self.name = name
        self.game = game
        self.hooks = hooks
        self.config = config
        self.rng = Rng(seed)
        self.last_result: SearchResult | None = None

    def decide(self, view: DecisionView, cancel: threading.Event | None = None) -> Any:
        legal = _check(view, cancel)
        if self.config.policy_temperature is not None:
            action = self._loose_choice(view, legal, self.config.policy_temperature)
            self.last_result = SearchResult(action, 0, 0.0, "policy")
            return action
        # A game's hooks may answer a decision without search (optional method
        # ``decide_without_search(view) -> action | None``), e.g. a question
        # whose search time would tell the other players what the seat holds.
        quick = getattr(self.hooks, "decide_without_search", None)
        action = quick(view) if quick is not None else None
        if action is not None:
            self.last_result = SearchResult(action, 0, 0.0, "without_search")
            return action
        result = search(self.game, view, self.config, self.hooks, self.rng, cancel)
        self.last_result = result
        return result.action

    def action_values(self, view: DecisionView) -> list[float]:
        """The game's one-ply value of each of `view.legal` (same order) as
        this difficulty judges it: its hooks' ``action_values(view, rng,
        name)`` where it has one, else its priors on one state dealt from the
        view (so nothing hidden is used)."""
        own = getattr(self.hooks, "action_values", None)
        if own is not None:
            return list(own(view, self.rng, self.name))
        legal = list(view.legal)
        seat = view.seat
        assert seat is not None
        state = self.game.determinize(view, self.rng)
        values = self.hooks.priors(state, seat, legal)
        return [0.0] * len(legal) if values is None else list(values)

    def _loose_choice(self, view: DecisionView, legal: Sequence[Any],
                      temperature: float) -> Any:
        """A human-like choice: action i with a weight exp(value_i / τ). With
        a small τ next to the values' spread the agent mostly plays the best
        move and sometimes a nearly-as-good one; a clearly bad move (many τ
        below the best) almost never. It looks no further than its own move,
        so it overlooks what the others can do next."""
        if len(legal) == 1:
            return legal[0]
        values = self.action_values(view)
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        pick = self.rng.random() * sum(weights)
        for action, w in zip(legal, weights, strict=True):
            pick -= w
            if pick < 0.0:
                return action
        return legal[max(range(len(legal)), key=lambda i: values[i])]


def difficulty_config(game_id: str, name: str) -> SearchConfig:
    """The search settings of difficulty `name` for `game_id`.

    :data:`DIFFICULTIES`, changed by the game's own tuning where its
    ``heuristics`` module defines ``DIFFICULTY_TUNING`` — a plain dict
    ``{difficulty: {SearchConfig field: value}}``, e.g. ``{"hard":
    {"iterations": 1500}}`` — since an iteration costs very different times
    in different games. Raises KeyError for an unknown difficulty, TypeError
    for an unknown field."""
    config = DIFFICULTIES[name]
    tuning = getattr(hooks_module(game_id), "DIFFICULTY_TUNING", None) or {}
    if name in tuning:
        config = replace(config, **tuning[name])
    return config


def make_agent(
    game_id: str,
    name: str,
    *,
    seed: int,
    iterations: int | None = None,
    time_limit_s: float | None = None,
    time_per_decision_s: float | None = None,
) -> RandomAgent | HeuristicAgent | SearchAgent:
    """An agent `name` (one of :data:`AGENT_NAMES`) for game `game_id`.

    `seed` seeds the agent's own generator. For the search agents
    (:data:`SEARCH_AGENTS`), `iterations` replaces the iteration cap,
    `time_limit_s` adds a wall-time guard in seconds (the app passes about
    1.5 for hard), and `time_per_decision_s` replaces the cap by a thinking
    time in CPU seconds of the deciding thread (it wins over `iterations`
    and `time_limit_s`); all three are ignored by ``random`` and
    ``heuristic``.
    Raises KeyError for an unknown or unavailable game, ValueError for an
    unknown agent name or a non-positive budget."""
    game = load_game(game_id)
    if name == "random":
        return RandomAgent(seed)
    if name == "ismcts-plain":
        config = PLAIN_CONFIG
        hooks: GameHooks = DEFAULT_HOOKS
    elif name in DIFFICULTIES:
        config = difficulty_config(game_id, name)
        hooks = hooks_for(game_id)
    else:
        hooks = hooks_for(game_id)
        if name == "heuristic":
            return HeuristicAgent(hooks, seed)
        raise ValueError(f"unknown agent {name!r}; choose one of {', '.join(AGENT_NAMES)}")
    if iterations is not None:
        if iterations <= 0:
            raise ValueError(f"iterations must be positive, got {iterations}")
        config = replace(config, iterations=iterations)
    if time_limit_s is not None:
        if time_limit_s <= 0:
            raise ValueError(f"time_limit_s must be positive, got {time_limit_s}")
        config = replace(config, time_limit_s=time_limit_s)
    if time_per_decision_s is not None:
        if time_per_decision_s <= 0:
            raise ValueError(f"time_per_decision_s must be positive, got {time_per_decision_s}")
        if config.policy_temperature is None:  # a policy difficulty has nothing to time
            config = replace(config, iterations=_TIMED_CAP, time_limit_s=time_per_decision_s,
                             clock="cpu")
    if hooks is DEFAULT_HOOKS and config.rollout == "policy":
        config = replace(config, rollout="random")
    return SearchAgent(game, hooks, config, seed, name)

