"""Soak, fuzz and kill runs: figures about what the test suite samples.

    nice -n 19 .venv/bin/python tests/soak/soak.py games [--games 1200] [--seed 1]
    nice -n 19 .venv/bin/python tests/soak/soak.py fuzz [--rounds 60] [--seed 1]
    nice -n 19 .venv/bin/python tests/soak/soak.py kill [--kills 50] [--seed 1]
    nice -n 19 .venv/bin/python tests/soak/soak.py all

Not part of the test suite (the file name is no ``test_*.py``): each run takes
minutes. Every run works in its own temporary ``SENJI_DESKTOP_HOME`` and
prints its figures as one JSON object per run; the exit code is 1 if any
run found a fault.

- ``games``: seeded games of every playable game at every seat count,
  random and heuristic players mixed. Every chosen action must be among the
  legal actions; every game (finished, or cut at a random move) is saved,
  read back and replayed, and the replayed game must equal the played one
  (every seat's view, the public view, the random number generator's
  position). Figures: games, actions per game, crashes, illegal actions,
  replay and save mismatches.
- ``fuzz``: saves of every game, mutated — digits changed, bytes flipped,
  inserted or cut, moves dropped or swapped, the file truncated, time
  stamps without a zone, lone surrogates, byte-order marks, other formats,
  huge numbers, deep nesting — are opened by name and as autosaves (the
  start-up listing). A mutation may load (its content unchanged, or a save
  of format 1 without a digest) or be rejected with a message; a crash of the loader, a
  start-up listing that raises, or a changed game loaded from a file with a
  digest or of format 2 (where the digest is required) is a fault.
- ``kill``: a child process writes autosaves of a growing game as fast as it
  can and is killed (SIGKILL) at a random moment, again and again. After
  each kill the autosave must load and replay (a consistent save), and the
  next start-up listing must remove the left-over temporary files.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def _home(folder: str) -> None:
    os.environ["SENJI_DESKTOP_HOME"] = folder


def _options(game: Any, seats: int) -> Any:
    return game.options_adapter.validate_python({"num_seats": seats})


def _seat_configs(n: int) -> list[Any]:
    from senji_desktop.persistence.saves import SeatConfig

    return [SeatConfig(name=f"Seat {i + 1}", kind="ai", agent="random") for i in range(n)]


def _plain(value: Any) -> Any:
    """`value` as comparable plain data: dataclasses and slotted objects by their
    fields, sets sorted, the random number generator by its position (a Senji
    view carries one, and ``Rng`` compares by identity)."""
    import dataclasses

    from senji_desktop.engine.rng import Rng

    if isinstance(value, Rng):
        return ("Rng", value.state, value.calls)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,
                tuple((f.name, _plain(getattr(value, f.name))) for f in dataclasses.fields(value)))
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((repr(k), _plain(v)) for k, v in value.items()),
                                     key=lambda kv: kv[0])))
    if isinstance(value, list | tuple):
        return (type(value).__name__, tuple(_plain(v) for v in value))
    if isinstance(value, set | frozenset):
        return ("set", tuple(sorted((_plain(v) for v in value), key=repr)))
    slots = getattr(type(value), "__slots__", None)
    if slots and not isinstance(value, str | int | float | bool | bytes):
        return (type(value).__name__, tuple((n, _plain(getattr(value, n, None))) for n in slots))
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return (type(value).__name__, _plain(vars(value)))
    return value


def _save_of(game_id: str, options: Any, seed: int, moves: list[Any], state: Any) -> Any:
    from senji_desktop.engine.core import moves_to_json
    from senji_desktop.engine.registry import load_game
    from senji_desktop.persistence.saves import RngPosition, SaveGame

    game = load_game(game_id)
    return SaveGame(game_id=game_id, options=game.options_adapter.dump_python(options, mode="json"),
                    seed=seed, seats=_seat_configs(game.num_seats(state)),
                    moves=moves_to_json(game, moves),
                    rng=RngPosition(state=state.rng.state, calls=state.rng.calls))


# ---- games ------------------------------------------------------------------------


def run_games(total: int, seed: int) -> dict[str, Any]:
    from senji_desktop.ai.agents import make_agent
    from senji_desktop.engine import registry
    from senji_desktop.engine.core import Move
    from senji_desktop.persistence.saves import load_from, restore, save_to

    combos = [(g.game_id, n) for g in registry.GAMES if g.available
              for n in range(g.min_seats, g.max_seats + 1)]
    rng = random.Random(seed)
    per_game: dict[str, list[int]] = {}
    faults: list[str] = []
    counts = {"games": 0, "crashes": 0, "illegal": 0, "replay_mismatches": 0,
              "save_mismatches": 0, "cut_saves": 0}
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="senji-soak-") as home:
        _home(home)
        for i in range(total):
            game_id, n = combos[i % len(combos)]
            game = registry.load_game(game_id)
            game_seed = rng.randrange(2**32)
            label = f"{game_id}/{n} seats/seed {game_seed}"
            try:
                options = _options(game, n)
                state = game.new_game(options, game_seed)
                agents = [make_agent(game_id, rng.choice(("random", "heuristic")),
                                     seed=game_seed + s) for s in range(n)]
                cut = rng.randrange(1, 400) if rng.random() < 0.25 else None
                moves: list[Any] = []
                while not game.is_over(state) and (cut is None or len(moves) < cut):
                    seat = game.to_act(state)[0]
                    legal = game.legal_actions(state, seat)
                    action = agents[seat].decide(game.view(state, seat))
                    if action not in legal:
                        counts["illegal"] += 1
                        faults.append(f"{label}: illegal action {action!r}")
                        break
                    game.step(state, seat, action)
                    moves.append(Move(seat, action))
                counts["cut_saves"] += cut is not None and not game.is_over(state)
                per_game.setdefault(game_id, []).append(len(moves))
                path = Path(home) / f"game-{i}.json"
                save_to(path, _save_of(game_id, options, game_seed, moves, state))
                loaded = load_from(path)
                if [m for m in loaded.moves] != json.loads(path.read_text())["moves"]:
                    counts["save_mismatches"] += 1
                    faults.append(f"{label}: moves differ after reading back")
                _game, replayed, _moves, _events = restore(loaded)
                same = all(_plain(game.view(replayed, s)) == _plain(game.view(state, s))
                           for s in [None, *range(n)])
                same = same and (replayed.rng.state, replayed.rng.calls) == (
                    state.rng.state, state.rng.calls)
                if game.is_over(state):
                    same = same and game.outcome(replayed) == game.outcome(state)
                if not same:
                    counts["replay_mismatches"] += 1
                    faults.append(f"{label}: the replay differs from the game")
                path.unlink()
            except Exception as exc:
                counts["crashes"] += 1
                faults.append(f"{label}: {type(exc).__name__}: {exc}")
            counts["games"] += 1
    figures: dict[str, Any] = dict(counts)
    figures["actions_per_game"] = {
        gid: {"games": len(v), "mean": round(statistics.mean(v), 1), "min": min(v),
              "max": max(v)} for gid, v in per_game.items()}
    figures["seconds"] = round(time.perf_counter() - started, 1)
    figures["faults"] = faults[:20]
    return figures


# ---- fuzz -------------------------------------------------------------------------


def _base_saves(seed: int) -> list[tuple[str, str]]:
    """(game id, file text) of real saves: every game, a short and a long one."""
    from senji_desktop.ai.agents import make_agent
    from senji_desktop.engine import registry
    from senji_desktop.engine.core import Move
    from senji_desktop.persistence.saves import _dump

    out = []
    rng = random.Random(seed)
    for info in registry.GAMES:
        if not info.available:
            continue
        game = registry.load_game(info.game_id)
        for length in (5, 60):
            n = info.min_seats
            options = _options(game, n)
            game_seed = rng.randrange(2**32)
            state = game.new_game(options, game_seed)
            agent = make_agent(info.game_id, "random", seed=game_seed)
            moves: list[Any] = []
            while not game.is_over(state) and len(moves) < length:
                seat = game.to_act(state)[0]
                action = agent.decide(game.view(state, seat))
                game.step(state, seat, action)
                moves.append(Move(seat, action))
            out.append((info.game_id, _dump(_save_of(info.game_id, options, game_seed, moves,
                                                     state))))
    return out


def _mutations(text: str, rng: random.Random) -> list[tuple[str, bytes]]:
    """(name, mutated bytes) for one save's text."""
    data = json.loads(text)
    raw = text.encode("utf-8")

    def dumped(d: dict[str, Any]) -> bytes:
        return json.dumps(d, indent=2).encode("utf-8")

    def with_(**kw: Any) -> bytes:
        return dumped({**data, **kw})

    digits = [i for i, b in enumerate(raw) if 48 <= b <= 57]
    out: list[tuple[str, bytes]] = []
    i = rng.choice(digits)
    out.append(("digit", raw[:i] + str((raw[i] - 48 + rng.randrange(1, 10)) % 10).encode()
                + raw[i + 1:]))
    i = rng.randrange(len(raw))
    out.append(("bit_flip", raw[:i] + bytes([raw[i] ^ (1 << rng.randrange(8))]) + raw[i + 1:]))
    i = rng.randrange(len(raw))
    out.append(("byte_cut", raw[:i] + raw[i + 1:]))
    i = rng.randrange(len(raw))
    out.append(("byte_insert", raw[:i] + bytes([rng.randrange(256)]) + raw[i:]))
    out.append(("truncate", raw[:rng.randrange(len(raw))]))
    moves = list(data["moves"])
    if len(moves) >= 2:
        j = rng.randrange(len(moves) - 1)
        swapped = [*moves[:j], moves[j + 1], moves[j], *moves[j + 2:]]
        out.append(("moves_swapped", with_(moves=swapped)))
        out.append(("move_dropped", with_(moves=moves[:j] + moves[j + 1:])))
        out.append(("move_doubled", with_(moves=moves[:j + 1] + moves[j:])))
    out.append(("seed_changed", with_(seed=data["seed"] + 1)))
    out.append(("seed_changed_no_digest", dumped(
        {k: v for k, v in {**data, "seed": data["seed"] + 1}.items() if k != "digest"})))
    out.append(("digest_removed", dumped({k: v for k, v in data.items() if k != "digest"})))
    # As a version before the digest wrote it: format 1, no digest (then changed).
    out.append(("seed_changed_format_1", dumped(
        {k: v for k, v in {**data, "seed": data["seed"] + 1, "format": 1}.items()
         if k not in ("digest", "rng")})))
    out.append(("digest_changed", with_(digest="sha256:" + "0" * 64)))
    out.append(("rng_changed", with_(rng={"state": 1, "calls": 1})))
    out.append(("naive_time", with_(saved_at="2030-01-01T00:00:00")))
    out.append(("bad_time", with_(saved_at="yesterday")))
    out.append(("far_time", with_(saved_at="9999-12-31T23:59:59-12:00")))
    seats = json.loads(json.dumps(data["seats"]))
    seats[0]["name"] = "\udc00" + seats[0]["name"]
    out.append(("surrogate_name", json.dumps({**data, "seats": seats}).encode("ascii")))
    out.append(("surrogate_move", text.replace('"moves": [', '"moves": ["\\ud800", ', 1)
                .encode("utf-8")))
    out.append(("bom", b"\xef\xbb\xbf" + raw))
    out.append(("format_3", with_(format=3)))
    out.append(("format_huge", with_(format=10**30)))
    out.append(("format_text", with_(format="1")))
    out.append(("format_bool", with_(format=True)))
    out.append(("seed_huge", text.replace(f"\"seed\": {data['seed']}", "\"seed\": " + "9" * 5000, 1).encode()))
    out.append(("seed_negative", with_(seed=-1)))
    out.append(("options_null", with_(options=None)))
    out.append(("seats_empty", with_(seats=[])))
    out.append(("game_unknown", with_(game_id="chess")))
    out.append(("deep_nesting", b'{"app": "senji-desktop", "format": 1, "moves": '
                + b"[" * 100000 + b"]" * 100000 + b"}"))
    out.append(("not_json", b"\x89PNG\r\n\x1a\n" + os.urandom(64)))
    out.append(("empty", b""))
    out.append(("utf16", text.encode("utf-16")))
    return out


def run_fuzz(rounds: int, seed: int) -> dict[str, Any]:
    from senji_desktop.persistence.saves import SaveFileError, list_autosaves, load_from, restore

    rng = random.Random(seed)
    bases = _base_saves(seed)
    outcomes: dict[str, dict[str, int]] = {}
    faults: list[str] = []
    tried = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="senji-fuzz-") as home:
        _home(home)
        data_dir = Path(home) / "data"
        for r in range(rounds):
            game_id, text = bases[r % len(bases)]
            original = json.loads(text)
            for name, blob in _mutations(text, rng):
                tried += 1
                tally = outcomes.setdefault(name, {})
                path = Path(home) / "friend.json"
                path.write_bytes(blob)
                try:
                    save = load_from(path)
                    restore(save)
                    same = (save.game_id, save.options, save.seed, save.moves) == (
                        original["game_id"], original["options"], original["seed"],
                        original["moves"])
                    if same:
                        result = "loaded, same game"
                    elif save.digest is None and save.format < 2:
                        result = "loaded, changed (no digest: a format 1 save)"
                    else:
                        result = "loaded, CHANGED"
                        faults.append(f"{name}: a changed game loaded despite its digest")
                except SaveFileError:
                    result = "rejected with a message"
                except Exception as exc:
                    result = "CRASH"
                    faults.append(f"{name}: {type(exc).__name__}: {exc}"[:300])
                tally[result] = tally.get(result, 0) + 1
                # The same file as an autosave: the start-up listing must not raise.
                data_dir.mkdir(parents=True, exist_ok=True)
                for p in data_dir.iterdir():
                    p.unlink() if not p.is_dir() else None
                (data_dir / f"autosave-{game_id}.json").write_bytes(blob)
                try:
                    list_autosaves([])
                except Exception as exc:
                    faults.append(f"{name} as autosave: start-up listing raised "
                                  f"{type(exc).__name__}: {exc}"[:300])
                    tally["START FAILED"] = tally.get("START FAILED", 0) + 1
    return {"mutations_tried": tried, "outcomes": outcomes,
            "crashes": sum(t.get("CRASH", 0) for t in outcomes.values()),
            "changed_games_loaded_despite_digest": sum(
                t.get("loaded, CHANGED", 0) for t in outcomes.values()),
            "failed_starts": sum(t.get("START FAILED", 0) for t in outcomes.values()),
            "seconds": round(time.perf_counter() - started, 1), "faults": faults[:20]}


# ---- kill -------------------------------------------------------------------------

_WRITER = r"""
import os, random, sys
from senji_desktop.ai.agents import make_agent
from senji_desktop.engine.core import Move
from senji_desktop.engine.registry import load_game
sys.path.insert(0, sys.argv[2])
from soak import _options, _save_of
from senji_desktop.persistence.saves import write_autosave
seed = int(sys.argv[1])
game = load_game("senji")
options = _options(game, 4)
state = game.new_game(options, seed)
agent = make_agent("senji", "random", seed=seed)
moves = []
print("ready", flush=True)
while not game.is_over(state):
    seat = game.to_act(state)[0]
    action = agent.decide(game.view(state, seat))
    game.step(state, seat, action)
    moves.append(Move(seat, action))
    write_autosave(_save_of("senji", options, seed, moves, state))
print("finished", flush=True)
"""


def run_kill(kills: int, seed: int) -> dict[str, Any]:
    from senji_desktop.persistence.files import temp_files
    from senji_desktop.persistence.saves import (
        SaveFileError,
        autosave_path,
        list_autosaves,
        load_autosave,
    )

    rng = random.Random(seed)
    figures = {"kills": 0, "consistent_saves": 0, "no_save_yet": 0, "inconsistent": 0,
               "temp_files_left_by_kills": 0, "temp_files_after_next_start": 0}
    faults: list[str] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="senji-kill-") as home:
        _home(home)
        env = dict(os.environ, SENJI_DESKTOP_HOME=home)
        data_dir = Path(home) / "data"
        for k in range(kills):
            proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(seed + k),
                                     str(Path(__file__).parent)],
                                    env=env, stdout=subprocess.PIPE, text=True, cwd=ROOT)
            assert proc.stdout is not None
            proc.stdout.readline()  # imports done
            time.sleep(rng.uniform(0.02, 0.6))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            figures["kills"] += 1
            figures["temp_files_left_by_kills"] += len(temp_files(data_dir, ["autosave"]))
            try:
                if not autosave_path("senji").exists():
                    figures["no_save_yet"] += 1
                elif load_autosave("senji") is not None:
                    figures["consistent_saves"] += 1
            except SaveFileError as err:
                figures["inconsistent"] += 1
                faults.append(f"kill {k + 1}: {err.message}")
            list_autosaves([])  # the next start
            figures["temp_files_after_next_start"] += len(temp_files(data_dir, ["autosave"]))
    figures["seconds"] = round(time.perf_counter() - started, 1)
    figures["faults"] = faults[:20]
    return figures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("what", choices=("games", "fuzz", "kill", "all"))
    p.add_argument("--games", type=int, default=1200)
    p.add_argument("--rounds", type=int, default=60, help="fuzz: mutation rounds")
    p.add_argument("--kills", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    bad = False
    if args.what in ("games", "all"):
        figures = run_games(args.games, args.seed)
        print(json.dumps({"run": "games", **figures}, indent=1), flush=True)
        bad |= bool(figures["faults"])
    if args.what in ("fuzz", "all"):
        figures = run_fuzz(args.rounds, args.seed)
        print(json.dumps({"run": "fuzz", **figures}, indent=1), flush=True)
        bad |= bool(figures["faults"])
    if args.what in ("kill", "all"):
        figures = run_kill(args.kills, args.seed)
        print(json.dumps({"run": "kill", **figures}, indent=1), flush=True)
        bad |= bool(figures["faults"]) or figures["temp_files_after_next_start"] > 0
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
