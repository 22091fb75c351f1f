"""One autosave per game: separate files, listing newest first, legacy migration."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from senji_desktop.engine import registry
from senji_desktop.engine.core import apply, moves_to_json
from senji_desktop.engine.rng import Rng
from senji_desktop.persistence.atomic import atomic_write_text
from senji_desktop.persistence.saves import (
    SaveFileError,
    SaveGame,
    SeatConfig,
    autosave_path,
    clear_autosave,
    has_autosave,
    list_autosaves,
    load_autosave,
    write_autosave,
)


def make_save(game_id: str, n_moves: int = 6, seed: int = 3, seats: int = 2) -> SaveGame:
    """A seeded random game of `game_id` with `n_moves` legal moves."""
    game = registry.load_game(game_id)
    options = game.options_adapter.validate_python({"num_seats": seats})
    state = game.new_game(options, seed)
    rng = Rng(seed)
    moves = []
    while not game.is_over(state) and len(moves) < n_moves:
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        state, _ = apply(game, state, seat, action)
        from senji_desktop.engine.core import Move

        moves.append(Move(seat, action))
    names = [SeatConfig(name="Aiko", kind="human")] + [
        SeatConfig(name=f"Ren{i}", kind="ai", agent="easy") for i in range(1, seats)]
    return SaveGame(game_id=game_id, options=options.model_dump(mode="json"), seed=seed,
                    seats=names, moves=moves_to_json(game, moves))


def write_at(save: SaveGame, path: Path, when: datetime) -> None:
    """Write `save` to `path` with a fixed ``saved_at`` (write_autosave stamps 'now')."""
    data: dict[str, Any] = json.loads(save.model_copy(update={"saved_at": when})
                                      .model_dump_json())
    atomic_write_text(path, json.dumps(data))


def test_each_game_keeps_its_own_autosave(home: Path) -> None:
    senshi, tenno = make_save("senshi"), make_save("tenno")
    write_autosave(senshi)
    write_autosave(tenno)
    assert sorted(p.name for p in (home / "data").iterdir()) == [
        "autosave-senshi.json", "autosave-tenno.json"]
    assert has_autosave("senshi") and has_autosave("tenno") and not has_autosave("shinobi")
    # A new move of Senshi replaces only the Senshi file.
    longer = make_save("senshi", n_moves=9)
    write_autosave(longer)
    loaded_senshi, loaded_tenno = load_autosave("senshi"), load_autosave("tenno")
    assert loaded_senshi is not None and loaded_senshi.moves == longer.moves
    assert loaded_tenno is not None and loaded_tenno.moves == tenno.moves
    # Finishing (clearing) Tenno leaves Senshi alone.
    clear_autosave("tenno")
    assert load_autosave("tenno") is None
    assert load_autosave("senshi") is not None
    assert [s.game_id for s in list_autosaves()] == ["senshi"]


def test_list_is_newest_first_and_load_without_id_is_the_newest(home: Path) -> None:
    data = home / "data"
    write_at(make_save("tenno"), data / "autosave-tenno.json",
             datetime(2026, 5, 1, 12, 0, tzinfo=UTC))
    write_at(make_save("senshi"), data / "autosave-senshi.json",
             datetime(2026, 5, 3, 9, 0, tzinfo=UTC))
    write_at(make_save("shinobi", seats=4), data / "autosave-shinobi.json",
             datetime(2026, 5, 2, 18, 30, tzinfo=UTC))
    assert [s.game_id for s in list_autosaves()] == ["senshi", "shinobi", "tenno"]
    newest = load_autosave()
    assert newest is not None and newest.game_id == "senshi"


def test_one_broken_autosave_is_set_aside_and_the_others_still_offered(home: Path) -> None:
    data = home / "data"
    write_autosave(make_save("senshi"))
    write_autosave(make_save("tenno"))
    broken = data / "autosave-shinobi.json"
    broken.write_text('{"app": "senji-desktop", "format": 1, "game_id": "shin', encoding="utf-8")
    problems: list[SaveFileError] = []
    saves = list_autosaves(problems)
    assert sorted(s.game_id for s in saves) == ["senshi", "tenno"]
    assert len(problems) == 1
    err = problems[0]
    assert "ends too early" in err.message and str(broken) in err.message
    assert err.set_aside_to is not None and err.set_aside_to.exists()
    assert err.set_aside_to.name.startswith("autosave-shinobi.corrupt-")
    assert not broken.exists()
    # Set-aside files are never offered again, and nothing more is reported.
    again: list[SaveFileError] = []
    assert sorted(s.game_id for s in list_autosaves(again)) == ["senshi", "tenno"]
    assert again == []


def test_autosave_whose_moves_do_not_replay_is_set_aside_among_good_ones(home: Path) -> None:
    write_autosave(make_save("senshi"))
    bad = make_save("tenno")
    bad = bad.model_copy(update={"moves": bad.moves + bad.moves[:1] * 3})
    write_autosave(bad)
    problems: list[SaveFileError] = []
    assert [s.game_id for s in list_autosaves(problems)] == ["senshi"]
    assert len(problems) == 1 and "does not follow the rules" in problems[0].message
    assert not autosave_path("tenno").exists()


def test_a_file_named_for_another_game_is_not_offered(home: Path) -> None:
    save = make_save("senshi")
    write_at(save, home / "data" / "autosave-tenno.json", datetime.now(UTC))
    problems: list[SaveFileError] = []
    assert list_autosaves(problems) == []
    assert len(problems) == 1 and "game_id" in problems[0].message


def test_legacy_autosave_is_migrated_to_its_game_file(home: Path) -> None:
    data = home / "data"
    data.mkdir(parents=True)
    tenno = make_save("tenno")
    write_at(tenno, data / "autosave.json", datetime(2026, 4, 1, 10, 0, tzinfo=UTC))
    write_autosave(make_save("senshi"))
    saves = list_autosaves()
    assert [s.game_id for s in saves] == ["senshi", "tenno"]
    assert saves[1].moves == tenno.moves
    assert not (data / "autosave.json").exists()
    assert autosave_path("tenno").exists()
    # The migrated file is an ordinary autosave from now on.
    loaded = load_autosave("tenno")
    assert loaded is not None and loaded.moves == tenno.moves


def test_legacy_autosave_is_migrated_by_load_with_id(home: Path) -> None:
    data = home / "data"
    data.mkdir(parents=True)
    write_at(make_save("senshi"), data / "autosave.json", datetime.now(UTC))
    assert load_autosave("tenno") is None
    assert load_autosave("senshi") is not None
    assert not (data / "autosave.json").exists()


def test_older_legacy_autosave_does_not_replace_a_newer_game_file(home: Path) -> None:
    data = home / "data"
    data.mkdir(parents=True)
    old, new = make_save("senshi", n_moves=3), make_save("senshi", n_moves=8)
    write_at(old, data / "autosave.json", datetime(2026, 1, 1, tzinfo=UTC))
    write_at(new, data / "autosave-senshi.json", datetime(2026, 2, 1, tzinfo=UTC))
    saves = list_autosaves()
    assert len(saves) == 1 and saves[0].moves == new.moves
    assert not (data / "autosave.json").exists()
    kept = list(data.glob("autosave.replaced-*.json"))
    assert len(kept) == 1  # nothing is deleted


def test_broken_legacy_autosave_is_set_aside_with_a_message(home: Path) -> None:
    data = home / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text("{ not json }", encoding="utf-8")
    write_autosave(make_save("tenno"))
    problems: list[SaveFileError] = []
    assert [s.game_id for s in list_autosaves(problems)] == ["tenno"]
    assert len(problems) == 1 and "damaged" in problems[0].message
    assert problems[0].set_aside_to is not None
    assert problems[0].set_aside_to.name.startswith("autosave.corrupt-")


def test_set_aside_and_temporary_files_are_ignored(home: Path) -> None:
    data = home / "data"
    write_autosave(make_save("senshi"))
    (data / "autosave-tenno.corrupt-20260101-101010.json").write_text("x", encoding="utf-8")
    (data / ".autosave-tenno.json.abc123.tmp").write_text("x", encoding="utf-8")
    problems: list[SaveFileError] = []
    assert [s.game_id for s in list_autosaves(problems)] == ["senshi"]
    assert problems == []


def test_autosave_path_rejects_what_is_not_a_game_id() -> None:
    with pytest.raises(ValueError):
        autosave_path("../settings")
    with pytest.raises(ValueError):
        autosave_path("Tenno.corrupt")


def test_write_is_atomic_per_game(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failed write leaves the game's previous autosave intact."""
    first = make_save("senshi", n_moves=2)
    write_autosave(first)

    def boom(src: Any, dst: Any) -> None:
        raise OSError("disk full")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", boom)
        with pytest.raises(OSError):
            write_autosave(make_save("senshi", n_moves=7))
    loaded = load_autosave("senshi")
    assert loaded is not None and loaded.moves == first.moves
    assert [p.name for p in (home / "data").iterdir()] == ["autosave-senshi.json"]
