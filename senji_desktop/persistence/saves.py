"""Saved games: the autosaves (one per game) and "Save as…/Open…" files.

A saved game is the tuple (game id, options, seed, moves) plus the seats and
the app version: replaying the moves rebuilds
the state exactly, and every move is checked against the rules on the way.
JSON only, never pickle; every write is atomic.

Every game has its own autosave, ``autosave-<game_id>.json`` in the data
folder, so an unfinished game of Tenno survives starting a game of Senshi.
Earlier versions kept one ``autosave.json`` for all games: such a legacy
file is checked like any autosave on the first load and then renamed to its
game's file (:func:`migrate_legacy_autosave`).

Reading a file that cannot be used — damaged or truncated JSON, a file of
another program, a newer save format, an unknown game — raises
:class:`SaveFileError` with a clear message. An autosave is then renamed
aside (``autosave-tenno.corrupt-YYYYmmdd-HHMMSS.json``) so the next start is
clean; files the user opened by name are left untouched.
"""

from __future__ import annotations

import json
import logging
import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from senji_desktop import __version__
from senji_desktop.engine import registry
from senji_desktop.engine.core import Event, Move, apply, moves_from_json
from senji_desktop.engine.errors import EngineError
from senji_desktop.persistence import problems as P
from senji_desktop.persistence.atomic import atomic_write_text, set_aside
from senji_desktop.persistence.paths import data_dir
from senji_desktop.persistence.problems import ProblemText, Sentence

log = logging.getLogger(__name__)

APP_ID: Literal["senji-desktop"] = "senji-desktop"
# The save format this version writes and the newest it reads.
SAVE_FORMAT = 1

#: The extension of "Save as…" files (the autosave's format, a name of the player's choice).
SAVE_FILE_SUFFIX = ".senji-save"

AgentName = Literal["random", "heuristic", "easy", "normal", "hard"]


class SaveFileError(Exception):
    """A saved game that cannot be used.

    `message` is a :class:`ProblemText` (English ``str``; ``.translated(fn)``
    for the UI language); `set_aside_to` is where the file was renamed to, or
    None if it was left in place."""

    def __init__(self, message: str, set_aside_to: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.set_aside_to = set_aside_to


class SeatConfig(BaseModel):
    """Who plays a seat: a named human, or an AI agent of a given strength.

    `agent` is required for kind "ai" and must be None for kind "human"."""

    model_config = ConfigDict(frozen=True)

    name: str
    kind: Literal["human", "ai"]
    agent: AgentName | None = None

    @model_validator(mode="after")
    def _agent_matches_kind(self) -> SeatConfig:
        if self.kind == "ai" and self.agent is None:
            raise ValueError("an AI seat needs an agent")
        if self.kind == "human" and self.agent is not None:
            raise ValueError("a human seat has no agent")
        return self


class SaveGame(BaseModel):
    """One saved game (format 1).

    `options` is the game's options as JSON (validated by the game's
    ``options_adapter`` on restore); `moves` as produced by
    ``engine.core.moves_to_json``; `saved_at` is set to the current UTC time
    whenever the save is written."""

    format: int = SAVE_FORMAT
    app: Literal["senji-desktop"] = APP_ID
    app_version: str = __version__
    game_id: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatConfig]
    moves: list[dict[str, Any]]
    saved_at: datetime = Field(default_factory=lambda: datetime.now(UTC))

    # Where this save was read from, so restore() can set a bad autosave aside.
    _source: Path | None = PrivateAttr(default=None)
    _is_autosave: bool = PrivateAttr(default=False)


# ---- files -----------------------------------------------------------------


#: The one autosave of versions that kept a single unfinished game.
LEGACY_AUTOSAVE = "autosave.json"
# Autosave file names: ``autosave-<game_id>.json``; set-aside files
# (``autosave-tenno.corrupt-….json``) and temporary files do not match.
_AUTOSAVE_NAME = re.compile(r"autosave-([a-z0-9_]+)\.json")


def autosave_path(game_id: str | None = None) -> Path:
    """The autosave file of `game_id` (``<data>/autosave-<game_id>.json``).

    Without a game id (older callers): the file of the newest autosave on
    disk, or the legacy ``autosave.json`` when there is none — a file written
    there is migrated to its game's file by the next load."""
    if game_id is not None:
        if not _AUTOSAVE_NAME.fullmatch(f"autosave-{game_id}.json"):
            raise ValueError(f"not a game id: {game_id!r}")
        return data_dir() / f"autosave-{game_id}.json"
    newest = _autosave_files()
    return newest[0] if newest else data_dir() / LEGACY_AUTOSAVE


def _autosave_files() -> list[Path]:
    """The per-game autosave files, most recently written first (file time)."""
    folder = data_dir()
    try:
        files = [p for p in folder.iterdir() if _AUTOSAVE_NAME.fullmatch(p.name)]
    except OSError:
        return []

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=lambda p: (-mtime(p), p.name))


def _dump(save: SaveGame) -> str:
    stamped = save.model_copy(update={"saved_at": datetime.now(UTC)})
    return stamped.model_dump_json(indent=2) + "\n"


def write_autosave(save: SaveGame) -> None:
    """Replace the autosave of ``save.game_id`` atomically (the other games'
    autosaves are not touched). Raises OSError if it cannot be written."""
    atomic_write_text(autosave_path(save.game_id), _dump(save))


def save_to(path: Path | str, save: SaveGame) -> None:
    """Write `save` to `path` atomically ("Save as…"). Raises OSError on failure."""
    atomic_write_text(Path(path), _dump(save))


def clear_autosave(game_id: str) -> None:
    """Delete the autosave of `game_id` (its game ended, or the player
    discarded it or started a new one); the other games' autosaves stay."""
    autosave_path(game_id).unlink(missing_ok=True)


def has_autosave(game_id: str) -> bool:
    """True if `game_id` has an autosave file (not yet checked by replay)."""
    return autosave_path(game_id).is_file()


def _load_checked(path: Path, game_id: str | None) -> SaveGame:
    """Read and replay one autosave; a bad one is set aside (SaveFileError).
    `game_id` is the id its file name promises (None for the legacy file)."""
    save = _load(path, move_aside=True)
    if game_id is not None and save.game_id != game_id:
        raise _fail(path, True, (P.INVALID, {"file": str(path), "fields": "game_id"}))
    save._is_autosave = True
    restore(save)
    return save


def migrate_legacy_autosave() -> None:
    """Move an ``autosave.json`` of an older version to its game's file.

    It is checked like any autosave first (read, replayed); an unusable one is
    set aside and SaveFileError raised. If the game already has a newer
    autosave of its own, the legacy file is set aside as ``….replaced-….json``
    (nothing is deleted). Does nothing when there is no legacy file."""
    legacy = data_dir() / LEGACY_AUTOSAVE
    if not legacy.is_file():
        return
    save = _load_checked(legacy, None)
    target = autosave_path(save.game_id)
    if target.exists():
        try:
            current = _load(target, move_aside=False)
        except SaveFileError:
            current = None
        if current is not None and current.saved_at >= save.saved_at:
            set_aside(legacy, "replaced")
            return
    os.replace(legacy, target)
    log.info("moved the autosave of %s to %s", save.game_id, target)


def list_autosaves(problems: list[SaveFileError] | None = None) -> list[SaveGame]:
    """Every usable autosave, newest first (by ``saved_at``).

    Each is checked by replay (:func:`restore`); a broken one is set aside and
    its SaveFileError appended to `problems` (logged if `problems` is None),
    and the others are still returned. A legacy ``autosave.json`` is migrated
    first (:func:`migrate_legacy_autosave`)."""

    def report(err: SaveFileError) -> None:
        if problems is None:
            log.warning("unusable autosave: %s", err.message)
        else:
            problems.append(err)

    try:
        migrate_legacy_autosave()
    except SaveFileError as err:
        report(err)
    saves: list[SaveGame] = []
    for path in _autosave_files():
        match = _AUTOSAVE_NAME.fullmatch(path.name)
        assert match is not None
        try:
            saves.append(_load_checked(path, match.group(1)))
        except SaveFileError as err:
            report(err)
    saves.sort(key=lambda s: (s.saved_at, s.game_id), reverse=True)
    return saves


def load_autosave(game_id: str | None = None) -> SaveGame | None:
    """The autosaved game of `game_id`, or None if it has none.

    Raises SaveFileError if the file is unusable — unreadable, or its moves
    do not replay (checked here with :func:`restore`, so a bad autosave is
    found at start, not when the player presses Resume); it has then been
    renamed aside, so the next call returns None.

    Without a game id: the newest usable autosave of any game (see
    :func:`list_autosaves`); SaveFileError only if a file was unusable and no
    other autosave remains."""
    if game_id is None:
        problems: list[SaveFileError] = []
        saves = list_autosaves(problems)
        if saves:
            return saves[0]
        if problems:
            raise problems[0]
        return None
    try:
        migrate_legacy_autosave()
    except SaveFileError as err:  # another game's problem: reported by list_autosaves
        log.warning("unusable legacy autosave: %s", err.message)
    path = autosave_path(game_id)
    if not path.exists():
        return None
    return _load_checked(path, game_id)


def load_from(path: Path | str) -> SaveGame:
    """Read a saved game the user chose ("Open…").

    Raises SaveFileError (the file is left where it is)."""
    return _load(Path(path), move_aside=False)


def _fail(path: Path | None, move_aside: bool, *sentences: Sentence) -> SaveFileError:
    parts = list(sentences)
    aside: Path | None = None
    if move_aside and path is not None and path.exists():
        try:
            aside = set_aside(path)
            parts.append((P.MOVED_ASIDE, {"aside": str(aside)}))
        except OSError:
            aside = None
    return SaveFileError(ProblemText(parts), aside)


def _is_truncated(text: str) -> bool:
    """True when the text looks cut off rather than scrambled: empty, or it
    ends inside a string or with brackets still open."""
    if not text.strip():
        return True
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


def _load(path: Path, move_aside: bool) -> SaveGame:
    file = str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveFileError(ProblemText([(P.NOT_FOUND, {"file": file})]), None) from None
    except OSError as e:
        raise SaveFileError(ProblemText([(P.UNREADABLE, {"file": file,
                                                         "error": e.strerror or str(e)})]),
                            None) from e
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _fail(path, move_aside, (P.CORRUPT, {"file": file})) from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        # ValueError covers JSONDecodeError and integers over Python's digit
        # limit; RecursionError a file of deeply nested brackets.
        template = P.TRUNCATED if _is_truncated(text) else P.CORRUPT
        raise _fail(path, move_aside, (template, {"file": file})) from None
    if not isinstance(data, dict) or data.get("app") != APP_ID:
        raise _fail(path, move_aside, (P.FOREIGN, {"file": file}))
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
        raise _fail(path, move_aside, (P.INVALID, {"file": file, "fields": "format"}))
    if fmt > SAVE_FORMAT:
        found = str(fmt) if fmt < 10**9 else "> 10^9"
        raise _fail(path, move_aside, (P.FUTURE, {"file": file, "found": found,
                                                  "supported": str(SAVE_FORMAT)}))
    try:
        save = SaveGame.model_validate(data)
    except ValidationError as e:
        raise _fail(path, move_aside, (P.INVALID, {"file": file,
                                                   "fields": _error_fields(e)})) from None
    try:
        gi = registry.info(save.game_id)
    except KeyError:
        raise _fail(path, move_aside, (P.UNKNOWN_GAME, {"file": file,
                                                        "game": save.game_id})) from None
    if not gi.available:
        raise _fail(path, move_aside, (P.UNAVAILABLE_GAME, {"file": file, "game": gi.title}))
    save._source = path
    return save


def _error_fields(e: ValidationError) -> str:
    names: list[str] = []
    for err in e.errors():
        name = ".".join(str(x) for x in err["loc"]) or "?"
        if name not in names:
            names.append(name)
    return ", ".join(names[:5])


# ---- restoring a game ------------------------------------------------------


def restore(save: SaveGame) -> tuple[Any, Any, list[Move], list[Event]]:
    """Rebuild a saved game by replaying its moves, each checked by ``engine.core.apply``.

    Returns (game, state, moves, events): `game` the game object, `state` the
    full state after the last move, `moves` the decoded moves, `events` every
    event of the game so far — the deal's events first (``game.setup_events``,
    if the game has it) and then those of each move — unfiltered (the caller
    filters them per seat with ``Event.for_seat``).

    Raises SaveFileError if the game is unknown, the options are invalid, the
    seat list does not fit the game, or a move is malformed or illegal; nothing
    is half-loaded. A bad autosave is renamed aside first."""
    source = save._source
    try:
        title = registry.info(save.game_id).title
    except KeyError:
        title = save.game_id
    # A save that never touched a file is named by its game ("The saved game Senshi …").
    file = str(source) if source is not None else title
    aside_ok = save._is_autosave and source is not None

    def fail(*sentences: Sentence) -> SaveFileError:
        return _fail(source, aside_ok, *sentences)

    try:
        gi = registry.info(save.game_id)
        game = registry.load_game(save.game_id)
    except KeyError:
        raise fail((P.UNKNOWN_GAME, {"file": file, "game": save.game_id})) from None
    if not gi.available:  # pragma: no cover - load_game raises first
        raise fail((P.UNAVAILABLE_GAME, {"file": file, "game": gi.title}))
    try:
        options = game.options_adapter.validate_python(save.options)
        initial = game.new_game(options, save.seed)
    except (ValidationError, EngineError, ValueError) as e:
        raise fail((P.BAD_OPTIONS, {"file": file, "detail": _short(e)})) from e
    expected = game.num_seats(initial)
    if len(save.seats) != expected:
        raise fail((P.SEAT_COUNT, {"file": file, "seats": str(len(save.seats)),
                                   "expected": str(expected)}))
    try:
        moves = moves_from_json(game, save.moves)
    except (ValidationError, KeyError, TypeError, ValueError) as e:
        raise fail((P.INVALID, {"file": file, "fields": "moves"})) from e
    state = initial
    move_events: list[Event] = []
    for number, m in enumerate(moves, 1):
        try:
            if not 0 <= m.seat < expected:
                raise ValueError(f"seat {m.seat} is not at the table")
            state, evs = apply(game, state, m.seat, m.action)
        except (EngineError, KeyError, TypeError, ValueError) as e:
            raise fail((P.BAD_MOVES, {"file": file, "number": str(number),
                                      "total": str(len(moves))})) from e
        move_events.extend(evs)
    setup = getattr(game, "setup_events", None)
    events: list[Event] = list(setup(initial)) if callable(setup) else []
    events.extend(move_events)
    return game, state, moves, events


def _short(e: Exception) -> str:
    """A one-line technical detail for a message (the full error goes to the log)."""
    if isinstance(e, ValidationError):
        return _error_fields(e)
    text = str(e).splitlines()[0] if str(e) else type(e).__name__
    return text[:200]
