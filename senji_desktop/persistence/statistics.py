"""Statistics of every finished game, per game and per opponent strength.

What is counted (the Statistics page explains the same to the player):

- **One person against the AI** (exactly one human seat): the game counts
  for that person under the strongest AI at the table (``random`` <
  ``heuristic`` < ``easy`` < ``normal`` < ``hard``) and in the game's
  ``all`` row. Result from the human seat: *won* (sole winner), *shared*
  (among several winners) or *lost*. A streak is a run of wins; a shared
  win neither extends nor breaks it, a loss ends it. The best score is the
  game's headline number (``Outcome.scores``) of the human seat.
- **Hot-seat** (two or more human seats, with or without AI): one row,
  ``hotseat``, counts the games and their length, and ``players`` counts per
  player name how many of them each person played, won and shared. There is
  no win rate or streak for the screen as a whole: one of the people at it
  wins nearly every such game.
- **Only AI at the table**: not counted (nobody at the screen played); the
  game is still kept in the finished-games archive.
- **Hints**: a game in which a player asked for a suggested move counts like
  any other and is marked — ``hints`` counts such games per row, and the
  recent games carry the mark.

The file ``statistics.json`` in the data folder holds :class:`Statistics`
plus ``"app"`` and ``"format"``; it is small whatever the number of games
(tallies, the latest :data:`KEEP_RECENT` results per game and the keys of
the latest :data:`KEEP_KEYS` games, so a game is counted exactly once even
when it is recorded again). A damaged file or one of a newer format is
renamed aside and the statistics start from zero, with a message; one that
cannot be read is left alone and nothing is added to it.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from senji_desktop.persistence import problems as P
from senji_desktop.persistence.archive import FinishedGame, record_finished
from senji_desktop.persistence.atomic import atomic_write_text
from senji_desktop.persistence.paths import data_dir
from senji_desktop.persistence.problems import ProblemText
from senji_desktop.persistence.records import APP_ID, RecordFileError, aside, read_record_file

log = logging.getLogger(__name__)

STATISTICS_FORMAT = 1
#: Results kept per game for the "form" chart (newest last).
KEEP_RECENT = 50
#: Keys of recorded games kept to count each game once.
KEEP_KEYS = 300
#: Player names counted per game in hot-seat (the least played are dropped).
KEEP_PLAYERS = 24

#: AI strengths, weakest first: a table is rated by its strongest AI.
STRENGTHS: tuple[str, ...] = ("random", "heuristic", "easy", "normal", "hard")
HOTSEAT = "hotseat"
ALL = "all"

Result = Literal["won", "shared", "lost"]


class Tally(BaseModel):
    """The counts of one row (a game against one opponent strength, or a
    whole game). `moves` is the sum of the games' lengths in moves;
    `best_score` None until a game with a score was counted."""

    played: int = 0
    won: int = 0
    shared: int = 0
    lost: int = 0
    streak: int = 0
    best_streak: int = 0
    best_score: float | None = None
    moves: int = 0
    hints: int = 0

    @property
    def win_rate(self) -> float | None:
        """Sole wins per game played (0…1), None before the first game."""
        return self.won / self.played if self.played else None

    @property
    def average_length(self) -> float | None:
        """Average moves per game, None before the first game."""
        return self.moves / self.played if self.played else None

    def add(self, result: Result | None, moves: int, hints: bool,
            score: float | None) -> None:
        """Count one game; `result` None for a hot-seat game (no result of its own)."""
        self.played += 1
        self.moves += moves
        self.hints += int(hints)
        if result == "won":
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        elif result == "shared":
            self.shared += 1
        elif result == "lost":
            self.lost += 1
            self.streak = 0
        if score is not None and (self.best_score is None or score > self.best_score):
            self.best_score = score


class PlayerTally(BaseModel):
    """A person's hot-seat games of one game: played, sole wins, shared wins."""

    played: int = 0
    won: int = 0
    shared: int = 0


class RecentGame(BaseModel):
    """One game of one person against the AI, for the form chart."""

    finished_at: datetime
    opponents: str
    result: Result
    hints: bool = False
    score: float | None = None
    moves: int = 0


class GameStatistics(BaseModel):
    """Everything counted for one game: `tallies` by opponent strength (see
    :data:`STRENGTHS`), :data:`HOTSEAT` and :data:`ALL`; `players` (hot-seat
    by name); `recent` results of one person against the AI, newest last."""

    tallies: dict[str, Tally] = Field(default_factory=dict)
    players: dict[str, PlayerTally] = Field(default_factory=dict)
    recent: list[RecentGame] = Field(default_factory=list)

    def tally(self, row: str) -> Tally:
        """The tally of `row` (an empty one if nothing was counted there)."""
        return self.tallies.get(row) or Tally()


class Statistics(BaseModel):
    """The whole statistics file: per game id, and the recorded games' keys."""

    games: dict[str, GameStatistics] = Field(default_factory=dict)
    recorded: list[str] = Field(default_factory=list)

    def game(self, game_id: str) -> GameStatistics:
        return self.games.get(game_id) or GameStatistics()


def opponents_of(seats: list[object]) -> str | None:
    """The row a table of `seats` counts in: the strongest AI agent with one
    human seat, :data:`HOTSEAT` with two or more, None without any human."""
    humans = [s for s in seats if getattr(s, "kind", None) == "human"]
    if not humans:
        return None
    if len(humans) >= 2:
        return HOTSEAT
    agents = [getattr(s, "agent", None) or "normal" for s in seats
              if getattr(s, "kind", None) == "ai"]
    known = [a for a in agents if a in STRENGTHS]
    return max(known, key=STRENGTHS.index) if known else "normal"


def result_of(seat: int, winners: list[int]) -> Result:
    if seat not in winners:
        return "lost"
    return "won" if len(winners) == 1 else "shared"


def add_game(stats: Statistics, game: FinishedGame) -> bool:
    """Count `game` in `stats` (in place). Returns False, changing nothing,
    when a game with the same key was recorded before. A game without a
    human seat is only noted by its key (see the module docstring)."""
    if game.key in stats.recorded:
        return False
    stats.recorded.append(game.key)
    del stats.recorded[:-KEEP_KEYS]
    row = opponents_of(list(game.seats))
    if row is None:
        return True
    gs = stats.games.setdefault(game.game_id, GameStatistics())
    if row == HOTSEAT:
        gs.tallies.setdefault(HOTSEAT, Tally()).add(None, game.length, game.hints_used, None)
        for seat in game.human_seats:
            name = game.seats[seat].name
            pt = gs.players.setdefault(name, PlayerTally())
            pt.played += 1
            result = result_of(seat, game.winners)
            pt.won += int(result == "won")
            pt.shared += int(result == "shared")
        if len(gs.players) > KEEP_PLAYERS:
            keep = sorted(gs.players.items(), key=lambda kv: kv[1].played,
                          reverse=True)[:KEEP_PLAYERS]
            gs.players = dict(keep)
        return True
    seat = game.human_seats[0]
    result = result_of(seat, game.winners)
    score = game.scores[seat] if seat < len(game.scores) else None
    for name in (row, ALL):
        gs.tallies.setdefault(name, Tally()).add(result, game.length, game.hints_used, score)
    gs.recent.append(RecentGame(finished_at=game.finished_at, opponents=row, result=result,
                                hints=game.hints_used, score=score, moves=game.length))
    del gs.recent[:-KEEP_RECENT]
    return True


# ---- the file --------------------------------------------------------------


class _StatisticsFile(Statistics):
    app: Literal["senji-desktop"] = APP_ID
    format: int = STATISTICS_FORMAT


def statistics_path() -> Path:
    return data_dir() / "statistics.json"


def _read() -> Statistics:
    """The statistics on disk (empty if none). Raises RecordFileError."""
    path = statistics_path()
    data = read_record_file(path, STATISTICS_FORMAT, P.STATISTICS_DAMAGED,
                            P.STATISTICS_NEWER, P.STATISTICS_UNREADABLE)
    if data is None:
        return Statistics()
    try:
        doc = _StatisticsFile.model_validate(data)
    except ValidationError:
        raise aside(path, (P.STATISTICS_DAMAGED, {"file": str(path)})) from None
    return Statistics(games=doc.games, recorded=doc.recorded)


def write_statistics(stats: Statistics) -> None:
    """Replace the statistics file with `stats` atomically. Raises OSError."""
    doc = _StatisticsFile(games=stats.games, recorded=stats.recorded)
    atomic_write_text(statistics_path(), doc.model_dump_json(indent=1) + "\n")


def load_statistics() -> tuple[Statistics, ProblemText | None]:
    """The statistics, and a problem (None normally): a damaged or newer file
    was renamed aside and the statistics are empty. Never raises for a bad file."""
    try:
        return _read(), None
    except RecordFileError as err:
        return Statistics(), err.message


def reset_statistics() -> None:
    """Set every count to zero (the player confirmed it). The keys of the
    recorded games stay, so a game already counted is not counted again.
    Raises OSError if the file cannot be written."""
    try:
        recorded = _read().recorded
    except RecordFileError:
        recorded = []
    write_statistics(Statistics(recorded=recorded))


def record_game(game: FinishedGame) -> list[ProblemText]:
    """Count `game` in the statistics and keep it in the finished-games archive,
    each exactly once (by its key). Returns the problems met, in words (a
    file set aside, unreadable or not writable); never raises for them."""
    problems: list[ProblemText] = []
    stats: Statistics | None
    try:
        try:
            stats = _read()
        except RecordFileError as err:
            problems.append(err.message)
            stats = Statistics() if err.writable else None
        if stats is not None and add_game(stats, game):
            write_statistics(stats)
    except OSError as e:
        log.warning("statistics not written: %s", e)
        problems.append(P.because((P.STATISTICS_UNWRITABLE, {}), P.write_failure(e)))
    try:
        _added, problem = record_finished(game)
        if problem is not None:
            problems.append(problem)
    except OSError as e:
        log.warning("finished game not kept: %s", e)
        # Never e.filename: it names the temporary file the write went to.
        problems.append(P.because((P.FINISHED_UNWRITABLE, {}), P.write_failure(e)))
    return problems
