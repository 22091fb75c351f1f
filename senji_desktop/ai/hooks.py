"""Per-game knowledge the generic AI plugs in: rollout policy, evaluation, ordering.

A game opts in by exposing ``HOOKS`` in ``senji_desktop.games.<game_id>.heuristics``
(an object satisfying :class:`GameHooks`). Games without such a module get
:class:`DefaultHooks`: uniformly random rollouts, no evaluation (rollouts
always run to the end of the game) and no action ordering; their ``heuristic``
agent is then the random one.

Optional methods a hooks object may add (the agents look them up by name):
``decide_without_search(view) -> action | None`` (a decision every searching
difficulty answers by the policy, e.g. for privacy) and ``action_values(view,
rng, difficulty) -> list[float]`` (the value of each of ``view.legal``, same
order, from the view only, as the policy difficulty `difficulty` judges it
— a lower level may overlook a threat or forget what it saw; the policy
difficulties play by it, see ai/agents.py).

The games layer never imports this module (imports point downwards only), so
``GameHooks`` is a structural protocol: a hooks object only needs methods with
these names and shapes. Two methods are optional and looked up by name:
``decide_without_search(view) -> action | None`` (ai/agents.py: a decision a
search agent takes without searching) and ``arena_statistics(events) ->
iterable of (seat | None, counter name)`` (ai/arena.py: what the events of
one step count for a seat, or for the game with None). The search
(ai/ismcts.py) uses three more where a difficulty asks for them:
``observation(action, seat, observer) -> key`` (``observed_moves``),
``determinize(view, rng) -> state`` (``hooks_determinize``: a deal
weighted by what the others have shown) and ``final_rewards(state) ->
rewards`` (``margin_rewards``: a finished game scored with its margin).
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

from senji_desktop.engine.registry import info
from senji_desktop.engine.rng import Rng


@runtime_checkable
class GameHooks(Protocol):
    """What a game may teach the AI.

    All state-level methods receive a full (usually determinized) state and
    must be fast: the search calls them thousands of times per decision.
    `choose` is the only method that sees a seat's view, and must use nothing
    beyond that view."""

    def rollout_action(self, state: Any, seat: int, legal: Sequence[Any], rng: Rng) -> Any:
        """The action `seat` plays in a rollout; one of `legal` (non-empty)."""
        ...

    def evaluate(self, state: Any) -> Sequence[float] | None:
        """Estimated reward per seat in [0, 1] for an unfinished `state`
        (used where a rollout is cut off), or None if the game has no estimate."""
        ...

    def priors(self, state: Any, seat: int, actions: Sequence[Any]) -> Sequence[float] | None:
        """A prior value in [0, 1] per action in `actions` (same order) for
        action ordering and progressive bias, or None for no preference."""
        ...

    def choose(self, view: Any, rng: Rng) -> Any:
        """The hand-written policy of the ``heuristic`` agent: one of `view.legal`."""
        ...


class DefaultHooks:
    """Hooks for a game that has none of its own: random play, no evaluation."""

    def rollout_action(self, state: Any, seat: int, legal: Sequence[Any], rng: Rng) -> Any:
        return legal[rng.randrange(len(legal))]

    def evaluate(self, state: Any) -> Sequence[float] | None:
        return None

    def priors(self, state: Any, seat: int, actions: Sequence[Any]) -> Sequence[float] | None:
        return None

    def choose(self, view: Any, rng: Rng) -> Any:
        legal = view.legal
        return legal[rng.randrange(len(legal))]


DEFAULT_HOOKS = DefaultHooks()

_cache: dict[str, GameHooks] = {}


def hooks_module(game_id: str) -> ModuleType | None:
    """The game's ``senji_desktop.games.<id>.heuristics`` module, None if it
    has none. Raises KeyError for an unknown game id."""
    info(game_id)  # KeyError for an unknown id
    try:
        return import_module(f"senji_desktop.games.{game_id}.heuristics")
    except ModuleNotFoundError as exc:
        if exc.name is None or not exc.name.startswith(f"senji_desktop.games.{game_id}"):
            raise
        return None


def hooks_for(game_id: str) -> GameHooks:
    """The hooks of `game_id` (its ``heuristics.HOOKS``, else :data:`DEFAULT_HOOKS`).

    Raises KeyError for an unknown game id."""
    if game_id in _cache:
        return _cache[game_id]
    module = hooks_module(game_id)
    hooks: GameHooks = DEFAULT_HOOKS if module is None else module.HOOKS
    _cache[game_id] = hooks
    return hooks
