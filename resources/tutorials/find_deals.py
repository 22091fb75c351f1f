"""Search deals for the tutorials (a tool for editing them; not part of the app).

A tutorial (``resources/tutorials/<game>.toml``) needs a deal on which every
rule it teaches comes up within a few turns. This script tries seeds: the
player's seat follows a lesson plan (at each decision it prefers an action
that teaches the next lesson not yet seen), the other seats play the game's
heuristic policy. For the first seed on which every lesson comes up, it
prints a skeleton of the tutorial's steps — one step per decision of the
player with the moves that follow as ``then`` — to fill in with texts::

    .venv/bin/python resources/tutorials/find_deals.py senbazuru [--seeds 0-500]
    .venv/bin/python resources/tutorials/find_deals.py senshi --to-end
    .venv/bin/python resources/tutorials/find_deals.py senji --seeds 23

Senji follows a plan for the whole first year instead (see its section).
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


# ---- Senji -----------------------------------------------------------------------
#
# Senji's lessons need a plan, not single choices: the player (Mori) keeps
# the strongest samurai, places it with two units in Aki and one unit in
# Nagato, proposes a trade card to Yuki (Shimazu) for a Shimazu support card,
# bids on a neutral offer, orders Aki and Nagato to march and Izumo to
# produce, attacks Kenji (Ashikaga) from Aki with the support card, crosses
# the sea from Nagato into a province of Kenji's, trades the won neutral
# trade card and discards a hanafuda combination in autumn. The others pass
# in winter (Yuki accepts the proposal) and only produce or recruit in spring.

SENJI_FAMILIES = ("mori", "ashikaga", "shimazu")
SENJI_OPTIONS = {"num_seats": 3, "families": list(SENJI_FAMILIES), "powers": False}
ATTACK_BASE, CROSSING_BASE, PRODUCE = "aki", "nagato", "izumo"


def _senji_director(game: Any, state: Any, seat: int, legal: list[Any],
                    policy: Callable[[], Any], memo: dict[str, Any]) -> Any:
    """The plan's action for `seat` now (the policy's where the plan is silent);
    `memo` remembers what the player has done already."""
    from senji_desktop.games.senji.map import senji_map
    from senji_desktop.games.senji.model import dip_family, dip_type, dip_value, samurai_honor

    def pick(kind: str, **fields: Any) -> Any:
        for a in legal:
            if a.kind == kind and all(getattr(a, k) == v for k, v in fields.items()):
                return a
        return None

    def first(*choices: Any) -> Any:
        return next((c for c in choices if c is not None), None)

    phase = state.phase
    task = state.task
    kinds = {a.kind for a in legal}
    if "keep_samurai" in kinds and seat == HUMAN:
        return max(legal, key=lambda a: samurai_honor(a.card))
    if task.get("kind") == "placement" and seat == HUMAN and "place" in kinds:
        pieces = task["pieces"]
        placed = 4 - len(pieces)
        return pick("place", area=ATTACK_BASE if placed < 3 else CROSSING_BASE)
    if phase == "winter":
        sub = task.get("sub")
        if seat != HUMAN:
            if sub and sub.get("kind") == "propose" and sub.get("stage") in ("answer", "fulfil"):
                return first(pick("answer", accept=True),
                             next((a for a in legal if a.kind == "fulfil"
                                   and dip_type(a.card) == "support"), None), policy())
            return first(pick("pass"), policy())
        hand = sorted(state.dip[HUMAN])
        own_trades = [c for c in hand if dip_type(c) == "trade" and dip_family(c) == "mori"]
        if sub is None:
            if not memo.get("proposed"):
                memo["proposed"] = True
                return pick("propose", recipient=2)
            if not memo.get("bid"):
                memo["bid"] = True
                offers = [i for i, o in enumerate(state.offers) if dip_type(o.card) == "trade"]
                return first(pick("bid", offer=offers[0]) if offers else None,
                             pick("bid", offer=0), pick("pass"))
            return pick("pass")
        if sub.get("kind") == "propose":
            if not sub.get("give"):
                return pick("give", card=min(own_trades, key=dip_value))
            if not sub.get("asks"):
                return pick("ask", family="shimazu", card_type="support")
            return first(pick("ask_minimum", value=2), pick("confirm"))
        if sub.get("kind") == "bid":
            if not sub.get("cards"):
                offer = state.offers[sub["offer"]]
                need = dip_value(offer.card)
                fit = sorted((c for c in own_trades if dip_value(c) >= need), key=dip_value)
                return first(pick("give", card=fit[0]) if fit else None, policy())
            return pick("confirm")
        return policy()
    if phase == "spring":
        if seat == HUMAN:
            province = next(a.province for a in legal)
            order = {ATTACK_BASE: "march", CROSSING_BASE: "march", PRODUCE: "produce"}.get(
                province, "produce")
            return pick("order", province=province, order=order)
        province = next(a.province for a in legal)
        # Recruit where troops stand, produce elsewhere: an empty province of
        # Kenji's stays open for the player's crossing.
        if state.units[province][seat] or state.samurai[province][seat]:
            return first(pick("order", province=province, order="recruit"),
                         pick("order", province=province, order="produce"))
        return first(pick("order", province=province, order="produce"),
                     pick("order", province=province, order="recruit"))
    if phase == "summer":
        sub = task.get("sub")
        if sub is None:
            # Whoever hosts: the player's attack first, then the crossing,
            # then everything else in map order.
            order = {ATTACK_BASE: 0, CROSSING_BASE: 1}
            resolves = [a for a in legal if a.kind == "resolve"]
            if resolves:
                return min(resolves, key=lambda a: (order.get(a.province, 2)
                                                    if state.owner.get(a.province) == HUMAN
                                                    else 2))
            return policy()
        if sub is not None and sub.get("kind") == "march" and sub["seat"] == HUMAN:
            m = senji_map()
            origin = sub["origin"]
            if sub["stage"] == "dest":
                if sub["dests"]:
                    return pick("confirm")
                if origin == ATTACK_BASE:
                    targets = [a for a in legal if a.kind == "march_to"
                               and state.owner.get(a.area) == 1 and a.area in m.neighbours[origin]]
                    targets.sort(key=lambda a: -state.units[a.area][1])
                    return first(targets[0] if targets else None, pick("confirm"))
                targets = [a for a in legal if a.kind == "march_to"
                           and state.owner.get(a.area) == 1 and a.area in m.crossings[origin]
                           and not state.units[a.area][1] and not state.samurai[a.area][1]]
                return first(targets[0] if targets else None, pick("confirm"))
            if sub["stage"] == "units":
                return max((a for a in legal if a.kind == "move_units"), key=lambda a: a.count)
            return first(next((a for a in legal if a.kind == "take_samurai"), None),
                         pick("confirm"))
        if sub is not None and sub.get("kind") == "battle" and seat == HUMAN:
            support = [a for a in legal if a.kind == "support"]
            return first(support[0] if support else None, pick("pass"))
        if sub is not None and sub.get("kind") == "battle":
            return first(pick("pass"), policy())
        return policy()
    if phase == "autumn" and seat == HUMAN:
        trade = task.get("trade")
        if trade is not None:
            return policy()
        trades = [a for a in legal if a.kind == "trade"]
        if trades:
            return trades[0]
        combos = [a for a in legal if a.kind == "combine"]
        if combos:
            return combos[0]
        return first(pick("pass"), policy())
    return policy()


def senji_line(seed: int) -> Line:
    """One year of Senji by the plan (see above) on the deal of `seed`."""
    game = load_game("senji")
    state = game.new_game(game.options_adapter.validate_python(SENJI_OPTIONS), seed)
    agents = {s: make_agent("senji", "heuristic", seed=seed * 31 + s) for s in range(3)}
    line = Line(seed)
    memo: dict[str, Any] = {}
    while not game.is_over(state) and state.year == 1:
        to_act = game.to_act(state)
        seat = HUMAN if HUMAN in to_act else min(to_act)
        legal = game.legal_actions(state, seat)
        action = _senji_director(game, state, seat, legal,
                                 lambda s=seat: agents[s].decide(game.view(state, s)), memo)
        events = game.step(state, seat, action)
        for e in events:
            d = e.data
            if e.kind == "cards_exchanged" and d.get("from") == HUMAN:
                line.lessons.setdefault("proposal", len(line.moves))
            if e.kind == "auction_won" and d.get("seat") == HUMAN:
                line.lessons.setdefault("bid", len(line.moves))
            if e.kind == "support_played" and d.get("seat") == HUMAN and d.get("points"):
                line.lessons.setdefault("support", len(line.moves))
            # The support card decided the battle: without its points no win.
            if e.kind == "battle_resolved" and d.get("winner") == HUMAN \
                    and d.get("att_support_points") \
                    and d["att_total"] - d["att_support_points"] <= d["def_total"]:
                line.lessons.setdefault("battle-won", len(line.moves))
            if e.kind == "crossing_rolled" and d.get("seat") == HUMAN:
                line.lessons.setdefault("crossing", len(line.moves))
            if e.kind == "combination_discarded" and d.get("seat") == HUMAN:
                line.lessons.setdefault("combination", len(line.moves))
        line.moves.append(Move(seat, action))
    return line


SENJI_LESSONS = ("proposal", "bid", "support", "battle-won", "crossing", "combination")


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


def _senji_main(seeds: Iterable[int]) -> int:
    """Print the skeleton of the first seed whose year teaches every Senji lesson."""
    for seed in seeds:
        line = senji_line(seed)
        if all(n in line.lessons for n in SENJI_LESSONS):
            print(skeleton("senji", line))
            return 0
    print("no seed teaches every Senji lesson", file=sys.stderr)
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game", choices=sorted([*LESSONS, "senji"]))
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
    if args.game == "senji":
        return _senji_main(range(int(first), int(last or first) + 1))
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
