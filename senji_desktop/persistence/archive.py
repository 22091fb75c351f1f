"""The finished-games archive: the latest games of each game, to list and replay.

Every finished game is kept as a :class:`FinishedGame` — the tuple that
rebuilds it exactly (game id, options, seed, moves) plus the seats, the
result, the time it ended and whether hints were used — in one file per
game, ``finished-<game_id>.json`` in the data folder, at most
:data:`KEEP_PER_GAME` games, oldest dropped first. The home screen's
"Finished games" list and the replay viewer read it
(:func:`load_finished`); the statistics (``persistence.statistics``) are
counted separately, so they cover every game ever played, not only the
kept ones.

A game is identified by :attr:`FinishedGame.key`, a digest of (game id,
options, seed, moves): recording the same game twice (it ended, the app
stopped before its autosave was cleared, and the autosave was resumed into
the same end) keeps one copy.

File: ``{"app": "senji-desktop", "format": 1, "game_id": …, "games": [oldest
… newest]}``, compact JSON written atomically. A damaged file or one of a
newer format is renamed aside (``finished-senshi.corrupt-YYYYmmdd-HHMMSS.json``)
and the list starts empty, with a message (:class:`ArchiveProblem`).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from senji_desktop import __version__
from senji_desktop.engine.core import Outcome
from senji_desktop.persistence import problems as P
from senji_desktop.persistence.atomic import atomic_write_text
from senji_desktop.persistence.paths import data_dir
from senji_desktop.persistence.problems import ProblemText
from senji_desktop.persistence.records import APP_ID, RecordFileError, aside, read_record_file
from senji_desktop.persistence.saves import SeatConfig

log = logging.getLogger(__name__)

#: The archive format this version writes and the newest it reads.
ARCHIVE_FORMAT = 1
#: Finished games kept per game (the newest).
KEEP_PER_GAME = 50


def game_key(game_id: str, options: dict[str, Any], seed: int,
             moves: Sequence[dict[str, Any]]) -> str:
    """The identity of one played game: 16 hex digits of the SHA-256 of its
    (game id, options, seed, moves) as canonical JSON."""
    text = json.dumps([game_id, options, seed, list(moves)], sort_keys=True,
                      separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


class FinishedGame(BaseModel):
    """One finished game.

    `options` are JSON as in a saved game (``persistence.saves.SaveGame``);
    the moves are kept as their compact JSON text (`moves_json`, so a list of
    fifty long games reads in a blink: the moves are decoded only for the
    game that is replayed) and given by :attr:`moves`; `length` is their
    number. `winners`, `ranking` and `scores` are the game's
    ``engine.core.Outcome`` (seats by index, the game's headline number per
    seat); `finished_at` is UTC; `hints_used` is True when a player asked for
    a suggested move during the game; `key` see :func:`game_key`. Made with
    ``moves=[…]`` (a list) it fills `moves_json` and `length` itself."""

    model_config = ConfigDict(frozen=True)

    key: str
    game_id: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatConfig]
    moves_json: str
    length: int = Field(ge=0)
    winners: list[int]
    ranking: list[list[int]]
    scores: list[float]
    finished_at: datetime
    hints_used: bool = False
    app_version: str = __version__

    @model_validator(mode="before")
    @classmethod
    def _moves_as_text(cls, data: Any) -> Any:
        if isinstance(data, dict) and "moves" in data:
            data = dict(data)
            moves = data.pop("moves")
            if not isinstance(moves, list):
                raise ValueError("moves must be a list")
            data["moves_json"] = json.dumps(moves, separators=(",", ":"), ensure_ascii=False)
            data["length"] = len(moves)
        return data

    @property
    def moves(self) -> list[dict[str, Any]]:
        """The moves as in a saved game: ``[{"seat": …, "action": {…}}, …]``.
        Raises ValueError if the kept text is not a JSON list."""
        moves = json.loads(self.moves_json)
        if not isinstance(moves, list):
            raise ValueError("the kept moves are not a list")
        return moves

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]


def finished_game(save: Any, outcome: Outcome, *, hints_used: bool = False,
                  finished_at: datetime | None = None) -> FinishedGame:
    """The archive entry of a finished game from its save (a
    ``persistence.saves.SaveGame`` or anything with game_id, options, seed,
    seats and moves) and its outcome."""
    options = dict(save.options)
    moves = [dict(m) for m in save.moves]
    seats = [s if isinstance(s, SeatConfig) else SeatConfig(name=s.name, kind=s.kind,
                                                            agent=s.agent)
             for s in save.seats]
    return FinishedGame(
        key=game_key(save.game_id, options, int(save.seed), moves),
        game_id=save.game_id, options=options, seed=int(save.seed), seats=seats, moves=moves,
        winners=list(outcome.winners), ranking=[list(g) for g in outcome.ranking],
        scores=[float(x) for x in outcome.scores],
        finished_at=finished_at or datetime.now(UTC),
        hints_used=bool(hints_used or getattr(save, "hints_used", False)))


class ArchiveFile(BaseModel):
    app: Literal["senji-desktop"] = APP_ID
    format: int = ARCHIVE_FORMAT
    game_id: str
    games: list[FinishedGame] = Field(default_factory=list)


def finished_path(game_id: str) -> Path:
    """``<data>/finished-<game_id>.json``. Raises ValueError for a malformed id."""
    if not game_id.replace("_", "").isalnum() or not game_id.islower():
        raise ValueError(f"not a game id: {game_id!r}")
    return data_dir() / f"finished-{game_id}.json"


def _read(game_id: str) -> list[FinishedGame]:
    """The kept games of `game_id`, oldest first. Raises RecordFileError."""
    path = finished_path(game_id)
    data = read_record_file(path, ARCHIVE_FORMAT, P.FINISHED_DAMAGED, P.FINISHED_NEWER,
                            P.FINISHED_UNREADABLE)
    if data is None:
        return []
    try:
        archive = ArchiveFile.model_validate(data)
    except ValidationError:
        raise aside(path, (P.FINISHED_DAMAGED, {"file": str(path)})) from None
    if archive.game_id != game_id:
        raise aside(path, (P.FINISHED_DAMAGED, {"file": str(path)}))
    return archive.games


def load_finished(game_id: str) -> tuple[list[FinishedGame], ProblemText | None]:
    """The kept finished games of `game_id`, newest first, and a problem (None
    normally). A damaged or newer file has been renamed aside and the list
    is empty; an unreadable one is left in place. Never raises for a bad file."""
    try:
        games = _read(game_id)
    except RecordFileError as err:
        return [], err.message
    return sorted(games, key=lambda g: g.finished_at, reverse=True), None


def record_finished(game: FinishedGame) -> tuple[bool, ProblemText | None]:
    """Add `game` to its game's archive (dropping the oldest beyond
    :data:`KEEP_PER_GAME`) and write it atomically.

    Returns (added, problem): `added` False when a game with the same key
    is already kept or the file could not be read (then it is not written
    over); `problem` explains a file that was set aside or unreadable.
    Raises OSError if the file cannot be written."""
    problem: ProblemText | None = None
    try:
        games = _read(game.game_id)
    except RecordFileError as err:
        if not err.writable:
            return False, err.message
        games, problem = [], err.message
    if any(g.key == game.key for g in games):
        return False, problem
    games.append(game)
    games.sort(key=lambda g: g.finished_at)
    del games[:-KEEP_PER_GAME]
    doc = ArchiveFile(game_id=game.game_id, games=games)
    atomic_write_text(finished_path(game.game_id), doc.model_dump_json() + "\n")
    return True, problem

