"""Single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS).

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 4(2), 2012. One tree for the deciding seat (the observer); every
iteration samples a full state consistent with the observer's view
(``game.determinize``), walks the tree along the actions legal in that sample,
adds one node, plays a rollout and backs the result up.

- Multi-player: the result is a reward vector (one value per seat, in [0, 1]);
  each node keeps the reward of the seat whose action led to it, so every
  seat maximises its own reward when its node is selected.
- ISMCTS-UCB with availability counts: a child's exploration term uses how
  often it was *available* (legal in the sampled state) instead of the
  parent's visit count.
- Simultaneous decisions (several seats in ``to_act``) are played as
  sequential ones: the observer first at the root, otherwise in ``to_act`` order.
- Rollouts use the game's hooks (:mod:`senji_desktop.ai.hooks`): a random or
  policy rollout, optionally cut off after ``rollout_depth`` actions and
  scored by the game's static evaluation.
- Partially observable moves (``observed_moves``, after Cowling et al.'s
  SO-ISMCTS+POM): a move of another seat that the observer sees only in
  part (a card laid face down) is keyed in the tree by what the observer
  sees — the hooks' optional ``observation(action, seat, observer) ->
  key`` — and the concrete move is drawn among those with that key by the
  rollout policy. Without it the tree would branch on the hidden card and
  the observer's later decisions below would be searched as if he knew it.
- Opponents by their own knowledge (``opponents_by_policy``): in a
  determinization every seat's cards lie open, so a seat searched by UCB
  below the observer's face-down move learns to answer the card it cannot
  see, and a bluff or a hidden strong card looks worthless to the observer.
  With this option the other seats' moves in the tree are drawn from the
  rollout policy, which judges from that seat's knowledge only; the
  observer then plays a best answer to that policy.
- Weighted deals (``hooks_determinize``): a game's hooks may deal the
  hidden parts with chances weighted by what the other seats have shown
  (e.g. a card a seat chose to lay on the table is more often a strong
  one) instead of evenly; the sample stays consistent with the view.
- Margin rewards (``margin_rewards``): a finished rollout may be scored
  by the hooks as the win plus a share of the points margin, which tells
  a narrow loss from a heavy one and so separates the actions with fewer
  iterations (the share keeps the win what counts most).
- Mixed leaf values (``evaluation_mix``, after the value/rollout mixing
  of Silver et al., "Mastering the game of Go with deep neural networks
  and tree search", Nature 529, 2016): a leaf is scored as a share λ of
  the hooks' static evaluation (after ``rollout_depth`` policy actions)
  plus 1 − λ of the outcome of a uniformly random rollout from there to
  the end. The evaluation is steady but biased, the random rollout noisy
  but unbiased; the noise shrinks as the budget grows, the bias does not,
  so the mixture keeps improving with more thinking time.
- Action ordering: the hooks' priors order the expansion of untried actions
  and add a progressive-bias term; with progressive widening a node admits
  new children only as its visit count grows (Coulom 2007; Chaslot et al.
  2008), so a small budget is spent on the promising actions.
- Budgets: ``iterations`` (the difficulty; reproducible) and optionally
  ``time_limit_s``: a wall-time guard for the app, or (``clock="cpu"``) a
  thinking-time budget in CPU seconds of the searching thread, which other
  processes on a busy machine do not eat into (the arena's equal thinking
  time per decision). ``cancel`` is checked
  every iteration; a cancelled search raises :class:`SearchCancelled` and
  returns nothing, so a stale decision can never be applied.
- The search is pure Python and runs in a worker thread of the app: it
  releases the GIL (``time.sleep(0)``) every few milliseconds so that the GUI
  thread keeps its frame rate — only while another thread is alive, since
  a yield with nobody waiting for the GIL only gives the CPU away to other
  processes (headless arenas and benches on a busy machine).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from senji_desktop.ai.hooks import GameHooks
from senji_desktop.engine.rng import Rng

#: How long the search may hold the GIL before it yields once (seconds).
YIELD_INTERVAL_S = 0.003


class SearchCancelled(Exception):
    """The search was cancelled through its ``cancel`` event (no action chosen)."""


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """One difficulty of the search.

    `iterations`: iteration cap (> 0). `exploration`: UCB constant c.
    `rollout`: "random" (uniform) or "policy" (the hooks' rollout policy).
    `rollout_depth`: actions played after leaving the tree before the hooks'
    evaluation scores the state (None = play to the end; also to the end if
    the game has no evaluation). `progressive_bias`: weight w of the term
    w * prior / (visits + 1) added to a child's UCB value (0 = off).
    `ordered_expansion`: expand untried actions in order of their prior
    instead of at random. `widening`: progressive widening (0 = off): a node
    visited n times may have at most 1 + floor(widening * n ** widening_exponent)
    children, added best prior first (implies ordered expansion), so a small
    budget goes deep on the promising actions instead of trying every
    action once. `prior_visits`: a node below the root asks the hooks for
    priors only once it has been visited this often (priors can be the
    costliest part of an iteration); until then it expands at random.
    `time_limit_s`: time guard in seconds (None = iterations only), measured
    by `clock`: "wall" (elapsed time, what a player waits) or "cpu" (CPU
    time of the searching thread, ``time.thread_time``).
    `observed_moves`: the tree keys another seat's move by what the
    observer sees of it (the hooks' optional ``observation``), not by the
    move itself (see the module docstring).
    `opponents_by_policy`: the other seats' moves in the tree are not
    chosen by UCB but drawn from the hooks' rollout policy (which decides
    from that seat's knowledge only), each such move a chance node of the
    observer's tree; needs policy rollouts (see the module docstring).
    `policy_temperature`: None for a searching agent; a temperature τ > 0
    makes the agent not search at all but play the game's one-ply judgment
    loosely (ai/agents.py ``SearchAgent``: an action with value v is chosen
    with a weight exp(v / τ)). `hooks_determinize`: deal the hidden parts by
    the hooks' optional ``determinize(view, rng) -> state`` (a deal weighted
    by what the other seats have shown) instead of the game's own.
    `margin_rewards`: a game played to its end is scored by the hooks'
    optional ``final_rewards(state) -> rewards`` (the win plus a share of
    the margin, each in [0, 1]) instead of the outcome's rewards.
    `evaluation_mix`: λ in [0, 1] (0 = off; needs `rollout_depth`): a leaf
    is scored λ × the hooks' evaluation after `rollout_depth` rollout
    actions + (1 − λ) × the rewards of a uniformly random rollout from
    there to the end (see the module docstring); ValueError outside [0, 1]."""

    iterations: int
    exploration: float = 0.7
    rollout: Literal["random", "policy"] = "policy"
    rollout_depth: int | None = None
    progressive_bias: float = 0.0
    ordered_expansion: bool = False
    widening: float = 0.0
    widening_exponent: float = 0.5
    prior_visits: int = 0
    time_limit_s: float | None = None
    clock: Literal["wall", "cpu"] = "wall"
    policy_temperature: float | None = None
    observed_moves: bool = False
    opponents_by_policy: bool = False
    hooks_determinize: bool = False
    margin_rewards: bool = False
    evaluation_mix: float = 0.0

    def __post_init__(self) -> None:
        if not 0.0 <= self.evaluation_mix <= 1.0:
            raise ValueError(f"evaluation_mix must lie in [0, 1], not {self.evaluation_mix}")

    def scaled(self, factor: float) -> SearchConfig:
        """The same configuration with the iteration cap scaled by `factor` (at least 1)."""
        return replace(self, iterations=max(1, round(self.iterations * factor)))


@dataclass(slots=True)
class SearchResult:
    """What a search produced.

    `action`: the chosen action (most visited root child). `iterations`:
    iterations run. `elapsed_s`: wall time in seconds. `stopped_by`:
    "iterations", "time" or "single_action" (only one legal action, no search).
    `visits`: root statistics as (action, visits, mean reward) best first."""

    action: Any
    iterations: int
    elapsed_s: float
    stopped_by: str
    visits: list[tuple[Any, int, float]] = field(default_factory=list)


class Node:
    """One tree node: the action `action` played by `seat` from the parent."""

    __slots__ = ("action", "avail", "children", "prior", "priors", "reward", "seat", "visits")

    def __init__(self, seat: int, action: Any, prior: float = 0.0) -> None:
        self.seat = seat
        self.action = action
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1
        self.prior = prior
        # Priors of this node's actions (by action), computed once when first expanded.
        self.priors: dict[Any, float] | None = None


def _priors(priors_of: Any, state: Any, seat: int, keys: Sequence[Any],
            members: dict[Any, list[Any]] | None) -> dict[Any, float]:
    """Priors by child key: per action, or for a key of several moves the
    best prior among them."""
    if members is None:
        return dict(zip(keys, priors_of(state, seat, keys) or [0.0] * len(keys), strict=True))
    moves = [a for k in keys for a in members[k]]
    values = dict(zip(moves, priors_of(state, seat, moves) or [0.0] * len(moves), strict=True))
    return {k: max(values[a] for a in members[k]) for k in keys}


def _member(moves: list[Any], state: Any, seat: int, policy: Any, random_rollout: bool,
            rng: Rng) -> Any:
    """The concrete move among `moves` (all looking alike to the observer):
    the rollout policy's, or a random one."""
    if len(moves) == 1:
        return moves[0]
    if not random_rollout:
        move = policy(state, seat, moves, rng)
        if move in moves:  # a policy may answer for the whole decision
            return move
    return moves[rng.randrange(len(moves))]


def search(
    game: Any,
    view: Any,
    config: SearchConfig,
    hooks: GameHooks,
    rng: Rng,
    cancel: threading.Event | None = None,
) -> SearchResult:
    """Choose an action for `view.seat` by SO-ISMCTS.

    `game` implements the engine's Game verbs (determinize, to_act,
    legal_actions, step, is_over, outcome); `view` is the deciding seat's
    view with its `legal` actions (non-empty); `rng` is advanced (the search
    is reproducible for equal views, configurations and generators when no
    time limit cuts it short).

    Raises SearchCancelled when `cancel` is set (checked every iteration),
    ValueError if the view has no legal action or no seat."""
    start = time.perf_counter()
    legal_at_root = tuple(view.legal)
    observer = view.seat
    if observer is None or not legal_at_root:
        raise ValueError("the view has no seat to decide for or no legal action")
    if cancel is not None and cancel.is_set():
        raise SearchCancelled
    if len(legal_at_root) == 1:
        return SearchResult(legal_at_root[0], 0, time.perf_counter() - start, "single_action")

    deal = getattr(hooks, "determinize", None) if config.hooks_determinize else None
    determinize = game.determinize if deal is None else deal
    final_rewards = getattr(hooks, "final_rewards", None) if config.margin_rewards else None
    to_act = game.to_act
    legal_actions = game.legal_actions
    step = game.step
    is_over = game.is_over
    outcome = game.outcome
    evaluate = hooks.evaluate
    priors_of = hooks.priors
    policy = hooks.rollout_action
    random_rollout = config.rollout == "random"
    depth_cap = config.rollout_depth
    c = config.exploration
    pb = config.progressive_bias
    widening = config.widening
    w_exp = config.widening_exponent
    ordered = config.ordered_expansion or widening > 0.0
    use_priors = pb > 0.0 or ordered
    prior_visits = config.prior_visits
    randrange = rng.randrange
    log = math.log
    sqrt = math.sqrt
    perf = time.perf_counter
    sleep = time.sleep
    active_count = threading.active_count
    observe = getattr(hooks, "observation", None) if config.observed_moves else None
    opponents_by_policy = config.opponents_by_policy and not random_rollout
    # λ = 1 is the evaluation alone: no random rollout after it.
    mix = config.evaluation_mix if depth_cap is not None and config.evaluation_mix < 1.0 else 0.0
    clock = time.thread_time if config.clock == "cpu" else perf
    deadline = None if config.time_limit_s is None else clock() + config.time_limit_s

    root = Node(observer, None)
    iterations = 0
    stopped_by = "iterations"
    last_yield = start
    while iterations < config.iterations:
        if cancel is not None and cancel.is_set():
            raise SearchCancelled
        if deadline is not None and iterations > 0 and clock() >= deadline:
            stopped_by = "time"
            break
        now = perf()
        if now - last_yield >= YIELD_INTERVAL_S:
            if active_count() > 1:
                sleep(0)
            last_yield = perf()
        iterations += 1

        state = determinize(view, rng)
        node = root
        path = [root]
        # -- selection and expansion
        while True:
            if is_over(state):
                break
            seats = to_act(state)
            seat = observer if node is root and observer in seats else seats[0]
            legal = legal_actions(state, seat)
            if opponents_by_policy and seat != observer:
                # Another seat's move as its rollout policy plays it from
                # its own knowledge, a chance node of the observer's tree.
                action = legal[0] if len(legal) == 1 else policy(state, seat, legal, rng)
                key = action if observe is None else observe(action, seat, observer)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = Node(seat, key)
                step(state, seat, action)
                node = child
                path.append(child)
                continue
            members: dict[Any, list[Any]] | None = None
            if observe is not None and seat != observer:
                # Another seat's move, keyed by what the observer sees of it.
                members = {}
                for a in legal:
                    members.setdefault(observe(a, seat, observer), []).append(a)
                if len(members) == len(legal):
                    members = None
                else:
                    legal = list(members)
            children = node.children
            found = [children.get(a) for a in legal]
            if None in found and (
                not widening
                or len(legal) - found.count(None) < 1 + int(widening * node.visits ** w_exp)
            ):
                untried = [a for a, ch in zip(legal, found, strict=True) if ch is None]
                if use_priors and (node.priors is not None or node is root
                                   or node.visits >= prior_visits):
                    known = node.priors
                    if known is None:
                        known = node.priors = _priors(priors_of, state, seat, legal, members)
                        for ch in found:
                            if ch is not None:
                                ch.prior = known[ch.action]
                    elif any(a not in known for a in untried):
                        fresh = [a for a in untried if a not in known]
                        known.update(_priors(priors_of, state, seat, fresh, members))
                    pri = [known[a] for a in untried]
                    if ordered:
                        top = max(pri)
                        best_idx = [i for i, p in enumerate(pri) if p == top]
                        k = best_idx[randrange(len(best_idx))]
                    else:
                        k = randrange(len(untried))
                    prior = pri[k]
                else:
                    k = randrange(len(untried))
                    prior = 0.0
                action = untried[k]
                for ch in found:
                    if ch is not None:
                        ch.avail += 1
                child = Node(seat, action, prior)
                children[action] = child
                if members is None:
                    step(state, seat, action)
                else:
                    step(state, seat, _member(members[action], state, seat, policy,
                                              random_rollout, rng))
                path.append(child)
                break
            best: Node | None = None
            best_value = -1e300
            for ch in found:
                if ch is None:
                    continue  # not yet admitted by progressive widening
                ch.avail += 1
                n = ch.visits
                value = ch.reward / n + c * sqrt(log(ch.avail) / n)
                if pb:
                    value += pb * ch.prior / (n + 1)
                if value > best_value:
                    best_value = value
                    best = ch
            assert best is not None
            if members is None:
                step(state, seat, best.action)
            else:
                step(state, seat, _member(members[best.action], state, seat, policy,
                                          random_rollout, rng))
            node = best
            path.append(best)

        # -- rollout
        rewards: Sequence[float] | None = None
        estimate: Sequence[float] | None = None
        cap = depth_cap
        by_chance = random_rollout
        depth = 0
        while not is_over(state):
            if cap is not None and depth >= cap:
                rewards = evaluate(state)
                if rewards is None:
                    depth_cap = cap = None  # the game has no evaluation: play to the end
                elif mix:
                    # Keep the estimate, play on at random to the end.
                    estimate, rewards, cap, by_chance = rewards, None, None, True
                else:
                    break
            seat = to_act(state)[0]
            legal = legal_actions(state, seat)
            action = legal[randrange(len(legal))] if by_chance else policy(state, seat, legal, rng)
            step(state, seat, action)
            depth += 1
        if rewards is None:
            rewards = outcome(state).rewards if final_rewards is None else final_rewards(state)
            if estimate is not None:
                rewards = [mix * e + (1.0 - mix) * r
                           for e, r in zip(estimate, rewards, strict=True)]

        # -- backpropagation
        for n_ in path:
            n_.visits += 1
            n_.reward += rewards[n_.seat]

    ranked = sorted(
        (ch for ch in root.children.values() if ch.action in legal_at_root),
        key=lambda ch: (ch.visits, ch.reward / ch.visits if ch.visits else 0.0),
        reverse=True,
    )
    # Root children always come from the view's legal actions in a consistent
    # game; the fallback only guards a game whose determinization disagrees.
    chosen = ranked[0].action if ranked else legal_at_root[0]
    return SearchResult(
        chosen,
        iterations,
        time.perf_counter() - start,
        stopped_by,
        [(ch.action, ch.visits, ch.reward / ch.visits) for ch in ranked],
    )
