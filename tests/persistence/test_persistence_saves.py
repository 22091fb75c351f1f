"""Saved games: round trips, unusable files set aside, restore by replay."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from senji_desktop.engine.core import Move, apply, moves_to_json
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import GAME, SenshiOptions
from senji_desktop.persistence.saves import (
    SAVE_FORMAT,
    SaveFileError,
    SaveGame,
    SeatConfig,
    autosave_path,
    clear_autosave,
    load_autosave,
    load_from,
    restore,
    save_to,
    write_autosave,
)

SEATS = [SeatConfig(name="Aiko", kind="human"), SeatConfig(name="Ren", kind="ai", agent="hard"),
         SeatConfig(name="Sora", kind="ai", agent="easy")]


def play(options: SenshiOptions, seed: int, n_moves: int | None) -> tuple[Any, list[Move]]:
    """A seeded random game of `n_moves` legal moves (None = to the end)."""
    state = GAME.new_game(options, seed)
    rng = Rng(seed + 1)
    moves: list[Move] = []
    while not GAME.is_over(state) and (n_moves is None or len(moves) < n_moves):
        seat = GAME.to_act(state)[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        state, _ = apply(GAME, state, seat, action)
        moves.append(Move(seat, action))
    return state, moves


def make_save(n_moves: int | None = 20, secret_start: bool = True,
              seed: int = 7) -> tuple[SaveGame, Any]:
    options = SenshiOptions(num_seats=3, secret_start=secret_start)
    state, moves = play(options, seed, n_moves)
    save = SaveGame(game_id="senshi", options=options.model_dump(mode="json"), seed=seed,
                    seats=SEATS, moves=moves_to_json(GAME, moves))
    return save, state


def views(state: Any) -> list[Any]:
    return [GAME.view(state, s) for s in (None, *range(GAME.num_seats(state)))]


# ---- model -------------------------------------------------------------------


def test_seat_config_agent_must_match_kind() -> None:
    with pytest.raises(ValidationError):
        SeatConfig(name="Ren", kind="ai")
    with pytest.raises(ValidationError):
        SeatConfig(name="Aiko", kind="human", agent="hard")
    with pytest.raises(ValidationError):
        SeatConfig(name="Ren", kind="ai", agent="grandmaster")  # type: ignore[arg-type]


def test_save_defaults() -> None:
    save, _ = make_save(3)
    assert save.format == 1 and SAVE_FORMAT == 2  # written: SAVE_FORMAT and a digest
    assert save.app == "senji-desktop"
    assert save.app_version
    assert save.saved_at.tzinfo is not None


# ---- autosave and files ------------------------------------------------------------


def test_no_autosave_is_none() -> None:
    assert load_autosave() is None
    assert load_autosave("senshi") is None
    clear_autosave("senshi")  # nothing to clear is fine


def test_autosave_round_trip_and_clear(home: Path) -> None:
    save, _ = make_save(12)
    write_autosave(save)
    assert autosave_path("senshi") == home / "data" / "autosave-senshi.json"
    assert autosave_path() == autosave_path("senshi")  # the newest, for older callers
    text = autosave_path("senshi").read_text(encoding="utf-8")
    assert "pickle" not in text and json.loads(text)["game_id"] == "senshi"
    loaded = load_autosave("senshi")
    assert loaded is not None
    assert loaded.model_dump(exclude={"saved_at", "digest", "format"}) == save.model_dump(
        exclude={"saved_at", "digest", "format"})
    assert loaded.format == SAVE_FORMAT
    assert loaded.digest is not None and loaded.digest.startswith("sha256:")
    assert loaded.saved_at >= save.saved_at
    assert [p.name for p in (home / "data").iterdir()] == ["autosave-senshi.json"]
    clear_autosave("senshi")
    assert load_autosave("senshi") is None
    assert load_autosave() is None


def test_save_as_and_open_round_trip(tmp_path: Path) -> None:
    save, _ = make_save(5)
    target = tmp_path / "my games" / "evening.senji.json"
    save_to(target, save)
    loaded = load_from(target)
    assert loaded.model_dump(exclude={"saved_at", "digest", "format"}) == save.model_dump(
        exclude={"saved_at", "digest", "format"})
    assert loaded.format == SAVE_FORMAT
    assert loaded.digest is not None and loaded.digest.startswith("sha256:")


def _valid_dict() -> dict[str, Any]:
    save, _ = make_save(4)
    data: dict[str, Any] = json.loads(save.model_dump_json())
    return data


BAD_FILES: dict[str, tuple[str, str]] = {
    # name: (file content, words the message must contain)
    "corrupt": ('{"format": 1, "app": "senji-desktop", ]]', "damaged and cannot be read"),
    "binary": ("\x89PNG\r\n\x1a\n\x00\x00", "damaged and cannot be read"),
    # Garbage that opens a bracket is scrambled, not a save cut off mid-write.
    "binary_bracket": ("\x00\x01garbage{", "damaged and cannot be read"),
    "truncated": (json.dumps(_valid_dict())[:150], "ends too early"),
    "empty": ("", "ends too early"),
    "foreign": (json.dumps({"name": "Alice", "scores": [1, 2]}), "not a saved game"),
    "foreign_list": ("[1, 2, 3]", "not a saved game"),
    "future": (json.dumps({**_valid_dict(), "format": 3, "new_field": True}), "newer version"),
    "missing_fields": (json.dumps({k: v for k, v in _valid_dict().items() if k != "seed"}),
                       "seed"),
    "unknown_game": (json.dumps({**_valid_dict(), "game_id": "chess"}), "chess"),
    "unavailable_game": (json.dumps({**_valid_dict(), "game_id": "tenno"}), "cannot play yet"),
}


def _make_unavailable(monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    """Mark `game_id` as not yet playable, whatever the registry says today."""
    from dataclasses import replace

    from senji_desktop.engine import registry

    monkeypatch.setattr(registry, "GAMES", tuple(
        replace(g, module=None) if g.game_id == game_id else g for g in registry.GAMES))


@pytest.mark.parametrize("game_id", [None, "tenno"])
@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_unusable_autosave_is_set_aside(kind: str, game_id: str | None, home: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The legacy ``autosave.json`` (None) and a game's own autosave alike."""
    content, words = BAD_FILES[kind]
    if kind == "unavailable_game":
        _make_unavailable(monkeypatch, "tenno")
    path = home / "data" / ("autosave.json" if game_id is None else f"autosave-{game_id}.json")
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="latin-1")
    with pytest.raises(SaveFileError) as info:
        load_autosave()
    err = info.value
    assert words in err.message
    assert str(path) in err.message
    assert err.set_aside_to is not None
    stem = re.escape(path.stem)
    # A newer version's autosave is kept under the name that version takes back.
    aside = r"\.format-3(-\d+)?\.json" if kind == "future" else r"\.corrupt-\d{8}-\d{6}(-\d+)?\.json"
    assert re.fullmatch(stem + aside, err.set_aside_to.name)
    assert err.set_aside_to.read_bytes() == content.encode("latin-1")
    assert str(err.set_aside_to) in err.message
    assert not path.exists()
    assert load_autosave() is None


@pytest.mark.parametrize("kind", ["corrupt", "truncated", "foreign", "future", "unknown_game"])
def test_opened_file_is_left_in_place(tmp_path: Path, kind: str) -> None:
    content, words = BAD_FILES[kind]
    path = tmp_path / "friend.json"
    path.write_text(content, encoding="latin-1")
    with pytest.raises(SaveFileError) as info:
        load_from(path)
    assert words in info.value.message
    assert info.value.set_aside_to is None
    assert path.read_bytes() == content.encode("latin-1")


def test_open_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="does not exist"):
        load_from(tmp_path / "nothing.json")


# ---- restore -------------------------------------------------------------------


@pytest.mark.parametrize(("n_moves", "secret_start"), [(0, False), (25, True), (None, False)])
def test_restore_reproduces_the_state(n_moves: int | None, secret_start: bool) -> None:
    save, original = make_save(n_moves, secret_start)
    write_autosave(save)
    loaded = load_autosave()
    assert loaded is not None
    game, state, moves, events = restore(loaded)
    assert game is GAME
    assert views(state) == views(original)
    assert moves_to_json(GAME, moves) == save.moves
    assert events[0].kind == "dealt"
    if secret_start:
        assert any(e.kind == "secret_drawn" for e in events)
    if n_moves is None:
        assert GAME.is_over(state)
        assert GAME.outcome(state) == GAME.outcome(original)
        assert events[-1].kind == "game_over"


def test_restore_in_memory_save() -> None:
    save, original = make_save(9)
    _, state, _, _ = restore(save)
    assert views(state) == views(original)


def _corrupted(mutate: Any) -> SaveGame:
    save, _ = make_save(10)
    data = json.loads(save.model_dump_json())
    mutate(data)
    return SaveGame.model_validate(data)


def _illegal_study(d: dict[str, Any]) -> None:
    d["moves"][5]["action"] = {"kind": "study", "stack": 999}


def _wrong_seat(d: dict[str, Any]) -> None:
    d["moves"][5]["seat"] = (d["moves"][5]["seat"] + 1) % 3


def _unknown_action(d: dict[str, Any]) -> None:
    d["moves"][2]["action"] = {"kind": "teleport"}


def _bad_options(d: dict[str, Any]) -> None:
    d["options"]["num_seats"] = 9


def _variant_for_two(d: dict[str, Any]) -> None:
    d["options"]["num_seats"] = 2
    d["seats"] = d["seats"][:2]


def _seat_count(d: dict[str, Any]) -> None:
    d["seats"] = d["seats"][:2]


def _seat_off_table(d: dict[str, Any]) -> None:
    d["moves"][0]["seat"] = 5


@pytest.mark.parametrize("mutate", [_illegal_study, _wrong_seat, _unknown_action, _bad_options,
                                    _variant_for_two, _seat_count, _seat_off_table])
def test_restore_of_a_bad_save_raises(mutate: Any) -> None:
    with pytest.raises(SaveFileError) as info:
        restore(_corrupted(mutate))
    assert info.value.set_aside_to is None  # nothing on disk to move


def test_illegal_move_in_autosave_sets_it_aside() -> None:
    """A well-formed autosave whose moves do not replay is found at start."""
    write_autosave(_corrupted(_illegal_study))
    with pytest.raises(SaveFileError) as info:
        load_autosave()
    err = info.value
    assert "does not follow the rules" in err.message
    assert "move " in err.message and "Study(" not in err.message
    assert err.set_aside_to is not None and err.set_aside_to.exists()
    assert not autosave_path("senshi").exists()
    assert load_autosave() is None


def test_opened_file_with_illegal_move_stays(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_to(path, _corrupted(_illegal_study))
    with pytest.raises(SaveFileError):
        restore(load_from(path))
    assert path.exists()


def test_saved_at_is_restamped_on_write() -> None:
    save, _ = make_save(1)
    old = save.model_copy(update={"saved_at": datetime(2000, 1, 1).astimezone()})
    write_autosave(old)
    loaded = load_autosave("senshi")
    assert loaded is not None and loaded.saved_at.year > 2000


@pytest.mark.parametrize("payload", [
    '{"app": "senji-desktop", "format": ' + "9" * 5000 + "}",
    "[" * 100_000 + "]" * 100_000,
])
def test_pathological_autosave_is_set_aside(payload: str) -> None:
    """Integers over Python's digit limit and deep nesting are damage too."""
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(payload)
    with pytest.raises(SaveFileError) as info:
        load_autosave()
    assert info.value.set_aside_to is not None and info.value.set_aside_to.exists()
    assert load_autosave() is None


def test_future_format_message_stays_short() -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"app": "senji-desktop", "format": ' + "7" * 400 + "}")
    with pytest.raises(SaveFileError) as info:
        load_autosave()
    assert "7777777777" not in info.value.message
