"""Finished-games archive and statistics: counted once, kept small, damaged files set aside."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from senji_desktop.engine.core import Outcome
from senji_desktop.persistence import archive, statistics
from senji_desktop.persistence.archive import (
    KEEP_PER_GAME,
    FinishedGame,
    finished_game,
    finished_path,
    game_key,
    load_finished,
    record_finished,
)
from senji_desktop.persistence.saves import SaveGame, SeatConfig
from senji_desktop.persistence.statistics import (
    ALL,
    HOTSEAT,
    Statistics,
    add_game,
    load_statistics,
    opponents_of,
    record_game,
    reset_statistics,
    statistics_path,
)

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def human(name: str = "Aiko") -> SeatConfig:
    return SeatConfig(name=name, kind="human")


def ai(agent: str, name: str = "Ren") -> SeatConfig:
    return SeatConfig(name=name, kind="ai", agent=agent)  # type: ignore[arg-type]


def played(seats: list[SeatConfig], winners: tuple[int, ...], *, n: int = 0,
           game_id: str = "tenno", moves: int = 10, hints: bool = False,
           scores: tuple[float, ...] | None = None) -> FinishedGame:
    """A finished game whose moves differ by `n` (so each has its own key)."""
    save = SaveGame(game_id=game_id, options={"num_seats": len(seats)}, seed=n, seats=seats,
                    moves=[{"seat": i % len(seats), "action": {"n": i}} for i in range(moves)])
    k = len(seats)
    outcome = Outcome(winners, (winners,), tuple(1.0 if s in winners else 0.0 for s in range(k)),
                      scores or tuple(float(s) for s in range(k)))
    return finished_game(save, outcome, hints_used=hints,
                         finished_at=T0 + timedelta(minutes=n))


# ---- archive -----------------------------------------------------------------


def test_key_depends_on_every_part_of_the_game() -> None:
    base = game_key("tenno", {"a": 1}, 7, [{"seat": 0}])
    assert base == game_key("tenno", {"a": 1}, 7, [{"seat": 0}])
    assert len(base) == 16
    assert len({base, game_key("senshi", {"a": 1}, 7, [{"seat": 0}]),
                game_key("tenno", {"a": 2}, 7, [{"seat": 0}]),
                game_key("tenno", {"a": 1}, 8, [{"seat": 0}]),
                game_key("tenno", {"a": 1}, 7, [{"seat": 1}])}) == 5


def test_finished_game_round_trip_newest_first(home: Path) -> None:
    first = played([human(), ai("hard")], (0,), n=1, hints=True)
    second = played([human(), ai("easy")], (1,), n=2)
    assert record_finished(first) == (True, None)
    assert record_finished(second) == (True, None)
    games, problem = load_finished("tenno")
    assert problem is None
    assert games == [second, first]
    assert games[1].hints_used and games[1].winners == [0] and games[1].length == 10
    assert finished_path("tenno") == home / "data" / "finished-tenno.json"
    data = json.loads(finished_path("tenno").read_text(encoding="utf-8"))
    assert data["app"] == "senji-desktop" and data["format"] == 1 and data["game_id"] == "tenno"


def test_the_same_game_is_kept_once() -> None:
    game = played([human(), ai("hard")], (0,), n=1)
    assert record_finished(game)[0] is True
    # Recorded again (e.g. after a resume into the same end): same key, same moves.
    again = game.model_copy(update={"finished_at": T0 + timedelta(days=1)})
    assert record_finished(again)[0] is False
    assert len(load_finished("tenno")[0]) == 1


def test_only_the_latest_games_are_kept_per_game() -> None:
    for n in range(KEEP_PER_GAME + 5):
        record_finished(played([human(), ai("hard")], (0,), n=n))
    record_finished(played([human(), ai("hard")], (0,), n=0, game_id="senshi"))
    games, _ = load_finished("tenno")
    assert len(games) == KEEP_PER_GAME
    assert games[0].seed == KEEP_PER_GAME + 4 and games[-1].seed == 5
    assert len(load_finished("senshi")[0]) == 1


@pytest.mark.parametrize(("content", "words"), [
    ('{"app": "senji-desktop", "format": 1, "game_id": "tenno", "games": [', "damaged"),
    ("\x00\xff", "damaged"),
    ('{"app": "other", "format": 1}', "damaged"),
    ('{"app": "senji-desktop", "format": 1, "game_id": "tenno", "games": [{"x": 1}]}',
     "damaged"),
    ('{"app": "senji-desktop", "format": 1, "game_id": "senshi", "games": []}', "damaged"),
    ('{"app": "senji-desktop", "format": 7, "game_id": "tenno", "games": []}', "newer"),
])
def test_damaged_archive_is_set_aside_with_a_message(content: str, words: str) -> None:
    path = finished_path("tenno")
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="latin-1")
    games, problem = load_finished("tenno")
    assert games == [] and problem is not None
    assert words in problem and str(path) in problem and "renamed" in problem
    assert not path.exists()
    assert len(list(path.parent.glob("finished-tenno.corrupt-*.json"))) == 1
    # The next game starts a clean list.
    assert record_finished(played([human(), ai("hard")], (0,)))[0] is True
    assert len(load_finished("tenno")[0]) == 1


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True,
                    reason="root reads every file")
def test_unreadable_archive_is_left_in_place_and_not_written_over() -> None:
    path = finished_path("tenno")
    path.parent.mkdir(parents=True)
    path.write_text("{}")
    path.chmod(0)
    try:
        added, problem = record_finished(played([human(), ai("hard")], (0,)))
        assert added is False and problem is not None and "could not be read" in problem
        assert path.exists()
    finally:
        path.chmod(0o600)


def test_malformed_game_id_is_refused() -> None:
    with pytest.raises(ValueError):
        finished_path("../x")


# ---- statistics --------------------------------------------------------------


def test_opponents_are_the_strongest_ai_or_hotseat() -> None:
    assert opponents_of([human(), ai("easy"), ai("hard"), ai("normal")]) == "hard"
    assert opponents_of([ai("random"), human(), ai("heuristic")]) == "heuristic"
    assert opponents_of([human("A"), human("B"), ai("hard")]) == HOTSEAT
    assert opponents_of([human("A"), human("B")]) == HOTSEAT
    assert opponents_of([ai("hard"), ai("easy")]) is None


def test_counts_won_shared_lost_streaks_and_best_score() -> None:
    stats = Statistics()
    seats = [human(), ai("hard")]
    results = [(0,), (0,), (0, 1), (0,), (1,), (0,)]  # W W S W L W
    for n, winners in enumerate(results):
        assert add_game(stats, played(seats, winners, n=n, moves=10 + n,
                                      scores=(float(n * 3 % 7), 1.0)))
    t = stats.game("tenno").tally("hard")
    assert (t.played, t.won, t.shared, t.lost) == (6, 4, 1, 1)
    # A shared win neither extends nor breaks a streak; the loss ends it.
    assert t.best_streak == 3 and t.streak == 1
    assert t.win_rate == pytest.approx(4 / 6)
    assert t.average_length == pytest.approx(sum(10 + n for n in range(6)) / 6)
    assert t.best_score == 6.0  # n=2: 6 % 7
    assert stats.game("tenno").tally(ALL) == t
    assert [r.result for r in stats.game("tenno").recent] == [
        "won", "won", "shared", "won", "lost", "won"]
    assert stats.game("tenno").tally("easy").played == 0


def test_each_difficulty_has_its_own_row_and_all_sums_them() -> None:
    stats = Statistics()
    add_game(stats, played([human(), ai("easy")], (0,), n=1))
    add_game(stats, played([human(), ai("hard"), ai("easy")], (1,), n=2, hints=True))
    gs = stats.game("tenno")
    assert gs.tally("easy").won == 1 and gs.tally("easy").played == 1
    assert gs.tally("hard").lost == 1 and gs.tally("hard").hints == 1
    assert gs.tally(ALL).played == 2 and gs.tally(ALL).hints == 1
    assert [r.hints for r in gs.recent] == [False, True]
    assert [r.opponents for r in gs.recent] == ["easy", "hard"]


def test_hotseat_counts_players_by_name_not_a_win_rate() -> None:
    stats = Statistics()
    seats = [human("Aiko"), human("Kenji"), ai("hard")]
    add_game(stats, played(seats, (0,), n=1))
    add_game(stats, played(seats, (0, 1), n=2))
    add_game(stats, played(seats, (2,), n=3))
    gs = stats.game("tenno")
    row = gs.tally(HOTSEAT)
    assert row.played == 3 and row.won == row.shared == row.lost == 0
    assert gs.players["Aiko"].model_dump() == {"played": 3, "won": 1, "shared": 1}
    assert gs.players["Kenji"].model_dump() == {"played": 3, "won": 0, "shared": 1}
    assert gs.tally(ALL).played == 0 and gs.recent == []


def test_games_without_a_person_are_not_counted() -> None:
    stats = Statistics()
    game = played([ai("hard"), ai("easy")], (0,))
    assert add_game(stats, game) is True  # its key is noted
    assert stats.games == {} and stats.recorded == [game.key]
    assert add_game(stats, game) is False


def test_record_game_counts_and_keeps_each_game_once(home: Path) -> None:
    game = played([human(), ai("normal")], (0,), n=3)
    assert record_game(game) == []
    assert record_game(game) == []
    stats, problem = load_statistics()
    assert problem is None
    assert stats.game("tenno").tally("normal").played == 1
    assert len(load_finished("tenno")[0]) == 1
    assert statistics_path() == home / "data" / "statistics.json"


def test_reset_sets_every_count_to_zero_but_remembers_recorded_games() -> None:
    game = played([human(), ai("normal")], (0,), n=3)
    record_game(game)
    reset_statistics()
    stats, _ = load_statistics()
    assert stats.games == {}
    record_game(game)  # the same game again: still not counted
    assert load_statistics()[0].games == {}
    assert len(load_finished("tenno")[0]) == 1  # the archive is not part of the reset


@pytest.mark.parametrize(("content", "words"), [
    ('{"app": "senji-desktop", "format": 1, "games": {', "damaged"),
    ('{"app": "senji-desktop", "format": 1, "games": {"tenno": {"tallies": 3}}}', "damaged"),
    ("[]", "damaged"),
    ('{"app": "senji-desktop", "format": 2}', "newer"),
])
def test_damaged_statistics_are_set_aside_with_a_message(content: str, words: str) -> None:
    path = statistics_path()
    path.parent.mkdir(parents=True)
    path.write_text(content)
    stats, problem = load_statistics()
    assert stats == Statistics()
    assert problem is not None and words in problem and str(path) in problem
    assert not path.exists()
    assert len(list(path.parent.glob("statistics.corrupt-*.json"))) == 1


def test_recording_over_a_damaged_file_starts_again_and_says_so() -> None:
    path = statistics_path()
    path.parent.mkdir(parents=True)
    path.write_text("garbage")
    problems = record_game(played([human(), ai("easy")], (0,)))
    assert len(problems) == 1 and "damaged" in problems[0]
    assert load_statistics()[0].game("tenno").tally("easy").won == 1


def test_a_full_disk_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*_a: object, **_k: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(statistics, "atomic_write_text", fail)
    monkeypatch.setattr(archive, "atomic_write_text", fail)
    problems = record_game(played([human(), ai("easy")], (0,)))
    assert len(problems) == 2
    assert all("The disk is full." in p and "No space left" not in p for p in problems)


def test_statistics_file_stays_small_after_many_games() -> None:
    stats = Statistics()
    games = ("senji", "senshi", "tenno", "shinobi", "senbazuru")
    levels = ("easy", "normal", "hard")
    for n in range(1000):
        seats = [human(), ai(levels[n % 3])] if n % 7 else [human("A"), human(f"B{n % 30}")]
        add_game(stats, played(seats, ((n // 3) % 2,), n=n, game_id=games[n % 5]))
    statistics.write_statistics(stats)
    size = statistics_path().stat().st_size
    assert size < 150_000, size
    loaded, problem = load_statistics()
    assert problem is None and loaded == stats


def test_moves_are_kept_as_text_and_decoded_when_asked() -> None:
    game = played([human(), ai("hard")], (0,), n=1, moves=3)
    assert game.length == 3
    assert game.moves == [{"seat": i % 2, "action": {"n": i}} for i in range(3)]
    record_finished(game)
    data = json.loads(finished_path("tenno").read_text(encoding="utf-8"))
    assert isinstance(data["games"][0]["moves_json"], str)
    assert load_finished("tenno")[0][0].moves == game.moves


def test_an_archive_with_moves_as_lists_still_loads() -> None:
    """The first archives kept each game's moves as a JSON list."""
    game = played([human(), ai("hard")], (0,), n=1, moves=4)
    entry = json.loads(game.model_dump_json())
    entry["moves"] = entry.pop("moves_json") and game.moves
    del entry["length"]
    path = finished_path("tenno")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"app": "senji-desktop", "format": 1, "game_id": "tenno",
                                "games": [entry]}), encoding="utf-8")
    games, problem = load_finished("tenno")
    assert problem is None and games == [game]
