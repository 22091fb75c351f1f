"""Search deals for the tutorials (a tool for editing them; not part of the app).

A tutorial (``resources/tutorials/<game>.toml``) needs a deal on which every
rule it teaches comes up within a few turns. This script tries seeds: the
player's seat follows a lesson plan (at each decision it prefers an action
that teaches the next lesson not yet seen), the other seats play the game's
heuristic policy. For the first seed on which every lesson comes up, it
prints a skeleton of the tutorial's steps — one step per decision of the
player with the moves that follow as ``then`` — to fill in with texts::

    .venv/bin/python resources/tutorials/find_deals.py senbazuru [--seeds 0-500]
    .venv/bin/python resources/tutorials/find_deals.py senshi

Tenno and Shinobi deal nothing at random: their tutorials are written by
hand (``check.py`` plays them through).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from senji_desktop.ai.agents import make_agent  # noqa: E402
from senji_desktop.engine.core import Event, Move  # noqa: E402
from senji_desktop.engine.registry import load_game  # noqa: E402

HUMAN = 0


@dataclass
class Line:
    """One tried deal: its seed, the moves, and at which move each lesson
    came; `played_on` is the number of moves up to the last lesson's turn
    when the game was then played to its end (``--to-end``)."""

    seed: int
    moves: list[Move] = field(default_factory=list)
    lessons: dict[str, int] = field(default_factory=dict)
    played_on: int | None = None


# A lesson: a name and a test of one of the player's actions, given the
# game, the state before, the action, the state after and the events.
Test = Callable[[Any, Any, Any, Any, list[Event]], bool]
Lesson = tuple[str, Test]


def _kinds(events: Iterable[Event]) -> set[str]:
    return {e.kind for e in events}


# ---- SenbaZuru ------------------------------------------------------------------


def _zuru_lessons() -> list[Lesson]:
    from senji_desktop.games.senbazuru.model import CROWNED, START

    def catch_start(game: Any, before: Any, action: Any, after: Any,
                    events: list[Event]) -> bool:
        return action.kind == "place" and any(
            after.board[c] == START for cells in after.chains.values() for c in cells)

    def catch_opponent(game: Any, before: Any, action: Any, after: Any,
                       events: list[Event]) -> bool:
        return action.kind == "place" and any(
            after.board[c] != START and after.owner[c] == 1 - HUMAN
            for cells in after.chains.values() for c in cells)

    def crowned_played(game: Any, before: Any, action: Any, after: Any,
                       events: list[Event]) -> bool:
        return action.kind == "place" and CROWNED[action.tile] and not after.chains

    # Every turn places a tile and takes one from the display; the lessons
    # are the catches and the crowned cranes.
    return [("catch-start", catch_start), ("catch-opponent", catch_opponent),
            ("crowned-tile", crowned_played)]


# ---- Senshi -----------------------------------------------------------------------


def _senshi_lessons() -> list[Lesson]:
    def kind_is(kind: str) -> Test:
        return lambda game, before, action, after, events: action.kind == kind

    def test_scores_stack(game: Any, before: Any, action: Any, after: Any,
                          events: list[Event]) -> bool:
        return action.kind == "test" and any(e.kind == "scored_from_stack" and e.data["seat"] == HUMAN for e in events)

    def train_from_card(game: Any, before: Any, action: Any, after: Any,
                        events: list[Event]) -> bool:
        return action.kind == "train" and action.stack not in before.middle

    return [("pick", kind_is("pick")), ("study", kind_is("study")),
            ("train", kind_is("train")), ("test-stack", test_scores_stack),
            ("train-card", train_from_card)]


LESSONS: dict[str, Callable[[], list[Lesson]]] = {
    "senbazuru": _zuru_lessons,
    "senshi": _senshi_lessons,
}
OPTIONS: dict[str, dict[str, Any]] = {
    # Kenji opens, so the player can catch the start tile with the first placement.
    "senbazuru": {"num_seats": 2, "first_seat": 1 - HUMAN},
    "senshi": {"num_seats": 2, "first_seat": HUMAN},
}


def _lookahead(game: Any, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]:
    after = state.clone()
    return after, game.step(after, seat, action)


def _teaches(game: Any, state: Any, seat: int, action: Any,
             lessons: list[Lesson]) -> str | None:
    """The first of `lessons` that `action` teaches, or None."""
    after, events = _lookahead(game, state, seat, action)
    for name, test in lessons:
        if test(game, state, action, after, events):
            return name
    return None


def try_seed(game_id: str, seed: int, max_player_moves: int, *,
             prefer_policy: bool = True, to_end: bool = False) -> Line:
    """Play one deal by the lesson plan; the line with the lessons it reached.

    With `prefer_policy` the player's seat takes the policy's own choice
    whenever it teaches a lesson still to come; otherwise the first legal
    action that teaches the next lesson. With `to_end`, once every lesson
    came up both seats play the policy to the end of the game."""
    game = load_game(game_id)
    options = game.options_adapter.validate_python(OPTIONS[game_id])
    state = game.new_game(options, seed)
    lessons = LESSONS[game_id]()
    agents = {s: make_agent(game_id, "heuristic", seed=seed * 31 + s)
              for s in range(game.num_seats(state))}
    line = Line(seed)
    own = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        if seat == HUMAN and own >= max_player_moves:
            break
        if seat != HUMAN and len(line.lessons) == len(lessons):
            # Every lesson came up, and the player's turn is over.
            if to_end:
                line.played_on = len(line.moves)
                while not game.is_over(state):
                    s = game.to_act(state)[0]
                    a = agents[s].decide(game.view(state, s))
                    game.step(state, s, a)
                    line.moves.append(Move(s, a))
            break
        if seat == HUMAN:
            own += 1
            todo = [(n, t) for n, t in lessons if n not in line.lessons]
            action = agents[seat].decide(game.view(state, seat)) if prefer_policy else None
            # The policy's own choice, if it teaches something; else the
            # first action that teaches the next lesson; else the policy's.
            taught = _teaches(game, state, seat, action, todo) if action is not None else None
            if taught is None:
                for name, test in todo:
                    for candidate in game.legal_actions(state, seat):
                        if _teaches(game, state, seat, candidate, [(name, test)]):
                            action, taught = candidate, name
                            break
                    if taught is not None:
                        break
            if action is None:
                action = agents[seat].decide(game.view(state, seat))
            if taught is not None:
                line.lessons[taught] = len(line.moves)
        else:
            action = agents[seat].decide(game.view(state, seat))
        game.step(state, seat, action)
        line.moves.append(Move(seat, action))
    return line


def skeleton(game_id: str, line: Line) -> str:
    """The tutorial steps of `line` as TOML, texts left to write."""
    game = load_game(game_id)
    out: list[str] = [f"# seed {line.seed}; lessons at moves {line.lessons}", "",
                      "[[step]]", 'id = "welcome"', 'text.en = "TODO"', 'text.de = "TODO"']
    step = 0
    pending_then: list[str] = []

    def flush() -> None:
        if pending_then:
            out.append("then = [")
            out.extend(pending_then)
            out.append("]")
            pending_then.clear()

    for i, m in enumerate(line.moves):
        action = game.action_adapter.dump_python(m.action, mode="json")
        if i == line.played_on:
            flush()
            out.extend(["", "[[step]]", 'id = "play-on"', 'text.en = "TODO"',
                        'text.de = "TODO"'])
        if m.seat == HUMAN and (line.played_on is None or i < line.played_on):
            flush()
            step += 1
            lesson = [n for n, at in line.lessons.items() if at == i]
            out.append("")
            out.append("[[step]]")
            out.append(f'id = "step-{step}"' + (f"  # {lesson[0]}" if lesson else ""))
            out.append('text.en = "TODO"')
            out.append('text.de = "TODO"')
            out.append(f"expect = [{_toml(action)}]")
        else:
            pending_then.append(f"  {{ seat = {m.seat}, action = {_toml(action)} }},")
    flush()
    if line.played_on is not None:
        out.extend(["", "[[step]]", 'id = "result"', 'text.en = "TODO"', 'text.de = "TODO"'])
    return "\n".join(out)


def _toml(value: Any) -> str:
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return json.dumps(value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game", choices=sorted(LESSONS))
    parser.add_argument("--seeds", default="0-300", help="range of seeds, e.g. 0-300")
    parser.add_argument("--moves", type=int, default=12,
                        help="the player's decisions to try per deal")
    parser.add_argument("--to-end", action="store_true",
                        help="after the lessons, play both seats by the policy to the end "
                             "(one fast-forward step and a result step)")
    parser.add_argument("--prefer", choices=("policy", "lesson"), default="policy",
                        help="the player's choice when several actions teach: the policy's "
                             "(default) or the first legal one")
    args = parser.parse_args(argv)
    first, _, last = args.seeds.partition("-")
    wanted = len(LESSONS[args.game]())
    best: Line | None = None
    for seed in range(int(first), int(last or first) + 1):
        line = try_seed(args.game, seed, args.moves, prefer_policy=args.prefer == "policy",
                        to_end=args.to_end)
        # The shortest line that teaches the most lessons.
        key = (-len(line.lessons), max(line.lessons.values(), default=0))
        if best is None or key < (-len(best.lessons), max(best.lessons.values(), default=0)):
            best = line
    if best is None or len(best.lessons) < wanted:
        print(f"no seed teaches every lesson; best: {best.seed if best else None} "
              f"with {best.lessons if best else {}}", file=sys.stderr)
        return 1
    print(skeleton(args.game, best))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
