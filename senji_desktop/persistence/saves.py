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
another program, an unknown game, a folder or special file at its path, a
file over :data:`files.MAX_SAVE_BYTES` (8 MiB) or with more than
:data:`MAX_SAVED_MOVES` moves (50,000), one whose digest does not match —
raises :class:`SaveFileError` with a clear message. The size, the number of
moves and the digest are checked before any move is decoded or replayed, so
such a file is refused at once. An autosave is then renamed aside
(``autosave-tenno.corrupt-YYYYmmdd-HHMMSS.json``) so the next start is clean;
files the user opened by name are left untouched. Every file is read
through ``persistence/files.py`` (regular files only, a size limit, UTF-8
with or without a byte-order mark, lone surrogates repaired so the file can
be written back).

An autosave of a newer save format is not this version's to judge: it is
renamed to ``autosave-<game_id>.format-<N>.json`` (N its format), which the
versions that read format N take back as that game's autosave (see
:func:`list_autosaves`), so going back to the newer version finds the game.

Formats 1 and 2. A save holds ``format``, ``app``, ``app_version``,
``game_id``, ``options``, ``seed``, ``seats``, ``moves``, ``saved_at``
(ISO 8601; one without a time zone is taken as UTC) and fields that
readers of format 1 ignore:

- ``digest``: ``"sha256:<hex>"`` of the canonical JSON (sorted keys, no
  spaces, ASCII) of ``{"game_id", "options", "seed", "moves"}`` as written.
  A file whose digest does not match was changed after saving (a changed
  digit in the seed or a move would otherwise load as a different, legal
  game) and is reported like a damaged save. Format 2 is format 1 with the
  digest required: this version writes format 2, so a save of format 2
  without a digest (its line deleted by hand, together with a changed
  move) is reported as damaged; a format 1 save, written before the digest
  existed, loads without one.
- ``rng``: the position of the game's random number generator after the last
  move, ``{"state": int, "calls": int}``. After replay the state's generator
  must stand there; a save of this version that does not is reported as
  damaged; one of another version is accepted with a warning in the log
  (a rules update may draw random numbers differently).
- ``hints_used``: true once a suggested move was shown in the game (kept
  after an undo; the finished-games archive and the statistics carry it on).

A format 1 save without them (written before they existed) loads as before.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

from senji_desktop import __version__
from senji_desktop.engine import registry
from senji_desktop.engine.core import Event, Move, apply, moves_from_json
from senji_desktop.engine.errors import EngineError
from senji_desktop.persistence import files
from senji_desktop.persistence import problems as P
from senji_desktop.persistence.atomic import atomic_write_text, set_aside
from senji_desktop.persistence.paths import data_dir
from senji_desktop.persistence.problems import ProblemText, Sentence

log = logging.getLogger(__name__)

APP_ID: Literal["senji-desktop"] = "senji-desktop"
# The save format this version writes and the newest it reads (2: the digest
# is required; see the module text).
SAVE_FORMAT = 2
#: The most moves a save may hold (50,000): Senji's longest games have about
#: 5,000 actions; more is no game of ours, and replaying it would keep the
#: window from appearing.
MAX_SAVED_MOVES = 50_000
#: The first save format whose saves always carry a digest.
DIGEST_REQUIRED_FROM = 2

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

    @field_validator("name")
    @classmethod
    def _writable_name(cls, name: str) -> str:
        # A name that UTF-8 cannot hold would make every later save fail.
        return files.repair_text(name)

    @model_validator(mode="after")
    def _agent_matches_kind(self) -> SeatConfig:
        if self.kind == "ai" and self.agent is None:
            raise ValueError("an AI seat needs an agent")
        if self.kind == "human" and self.agent is not None:
            raise ValueError("a human seat has no agent")
        return self


class RngPosition(BaseModel):
    """Where a game's random number generator stands (``engine.rng.Rng``):
    its 64-bit `state` and the number of draws `calls`."""

    model_config = ConfigDict(frozen=True)

    state: int = Field(ge=0, lt=2**64)
    calls: int = Field(ge=0)


class SaveGame(BaseModel):
    """One saved game (format 2; see the module text for the later fields).

    `options` is the game's options as JSON (validated by the game's
    ``options_adapter`` on restore); `moves` as produced by
    ``engine.core.moves_to_json``; `saved_at` is set to the current UTC time
    whenever the save is written (read without a time zone: UTC). `digest`
    is filled in when the save is written (:func:`content_digest`); `rng` is
    the generator's position after the last move, if the writer knew it.
    `hints_used` is True once a suggested move ("Suggest a move") was shown
    in the game; it stays True after an undo, and the finished-games archive
    and the statistics carry it on."""

    # The format of the file it was read from. One made in memory claims no
    # digest (format 1) until it is written: every write stamps SAVE_FORMAT.
    format: int = 1
    app: Literal["senji-desktop"] = APP_ID
    app_version: str = __version__
    game_id: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatConfig]
    moves: list[dict[str, Any]]
    hints_used: bool = False
    saved_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    digest: str | None = None
    rng: RngPosition | None = None

    @field_validator("saved_at")
    @classmethod
    def _aware(cls, when: datetime) -> datetime:
        # Saves are compared by time: one without a time zone (edited by hand,
        # written by another tool) would make every comparison fail.
        return when.replace(tzinfo=UTC) if when.tzinfo is None else when

    # Where this save was read from, so restore() can set a bad autosave aside.
    _source: Path | None = PrivateAttr(default=None)
    _is_autosave: bool = PrivateAttr(default=False)


# ---- files -----------------------------------------------------------------


#: The one autosave of versions that kept a single unfinished game.
LEGACY_AUTOSAVE = "autosave.json"
# Autosave file names: ``autosave-<game_id>.json``; set-aside files
# (``autosave-tenno.corrupt-….json``) and temporary files do not match.
_AUTOSAVE_NAME = re.compile(r"autosave-([a-z0-9_]+)\.json")
# An autosave kept aside for the version that reads its (newer) format N:
# ``autosave-<game_id>.format-<N>.json`` (``-2``, ``-3`` … if taken).
_KEPT_NAME = re.compile(r"autosave-([a-z0-9_]+)\.format-([0-9]{1,9})(?:-[0-9]+)?\.json")
# The prefixes of the temporary files of every file in the data folder written
# atomically: the autosaves (``.autosave-tenno.json.x.tmp``), the statistics
# (``.statistics.json.x.tmp``) and the finished-games lists
# (``.finished-senshi.json.x.tmp``).
_TEMP_PREFIXES = ("autosave", "statistics.json.", "finished-")


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


def _data_entries() -> list[Path]:
    """What is in the data folder; [] if there is none. Raises OSError if it
    exists but cannot be listed."""
    try:
        return list(data_dir().iterdir())
    except FileNotFoundError:
        return []


def _autosave_files(entries: list[Path] | None = None) -> list[Path]:
    """The per-game autosave files, most recently written first (file time).
    Raises OSError if the data folder cannot be listed."""
    if entries is None:
        entries = _data_entries()
    found = [p for p in entries if _AUTOSAVE_NAME.fullmatch(p.name)]

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=lambda p: (-mtime(p), p.name))


def content_digest(game_id: Any, options: Any, seed: Any, moves: Any) -> str:
    """``"sha256:<hex>"`` of the canonical JSON of a save's content (see the
    module text); the arguments as they are in the file (parsed JSON)."""
    content = {"game_id": game_id, "options": options, "seed": seed, "moves": moves}
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def _dump(save: SaveGame) -> str:
    data = save.model_dump(mode="json", include={"game_id", "options", "seed", "moves"})
    stamped = save.model_copy(update={
        "format": SAVE_FORMAT,  # a save read in an older format is written in this one
        "saved_at": datetime.now(UTC),
        "digest": content_digest(data["game_id"], data["options"], data["seed"], data["moves"]),
    })
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
    return files.is_regular(autosave_path(game_id))


def _load_checked(path: Path, game_id: str | None) -> SaveGame:
    """Read and replay one autosave; a bad one is set aside (SaveFileError).
    `game_id` is the id its file name promises (None for the legacy file)."""
    save = _load(path, move_aside=True)
    if game_id is not None and save.game_id != game_id:
        raise _fail(path, True, (P.INVALID, {"file": str(path), "fields": "game_id"}))
    save._is_autosave = True
    restore(save)
    return save


def _adopt(path: Path, game_id: str | None) -> ProblemText | None:
    """Make the autosave at `path` (not at its game's own file) its game's autosave.

    It is checked like any autosave first (read, replayed); an unusable one is
    set aside and SaveFileError raised. If the game already has an autosave,
    nothing is overwritten and nothing deleted: the one saved later (by
    ``saved_at``; on a tie the game's own file) becomes the game's autosave,
    the other is kept as ``autosave-<game_id>.replaced-YYYYmmdd-HHMMSS.json``,
    and the message saying so is returned (None when there was no other).
    `game_id` is the id its name promises, if any. Raises OSError if a
    rename fails (both files are then where they were)."""
    save = _load_checked(path, game_id)
    target = autosave_path(save.game_id)
    damaged: SaveFileError | None = None
    if files.exists(target):
        try:
            current = _load(target, move_aside=True)
        except SaveFileError as err:  # set aside (then told), or left where it is
            damaged = err
        else:
            if current.saved_at >= save.saved_at:
                kept = set_aside(path, "replaced")
            else:
                kept = set_aside(target, "replaced")
                os.replace(path, target)
            log.info("two autosaves of %s: %s kept aside", save.game_id, kept.name)
            return ProblemText([(P.TWO_AUTOSAVES, {"game": _title(save.game_id),
                                                   "aside": str(kept)})])
    if files.exists(target):  # unreadable, and still there: it is not overwritten
        raise OSError(f"{target} is in the way and could not be set aside")
    os.replace(path, target)
    if damaged is not None:
        return damaged.message
    log.info("moved the autosave of %s from %s to %s", save.game_id, path.name, target)
    return None


def _title(game_id: str) -> str:
    try:
        return registry.info(game_id).title
    except KeyError:
        return game_id


def migrate_legacy_autosave() -> ProblemText | None:
    """Move an ``autosave.json`` of an older version to its game's file.

    It is checked like any autosave first (read, replayed); an unusable one is
    set aside and SaveFileError raised. If the game already has an autosave
    of its own, both are kept (see :func:`_adopt`) and the returned message
    says so. Does nothing when there is no legacy file (returns None)."""
    legacy = data_dir() / LEGACY_AUTOSAVE
    if files.exists(legacy):
        return _adopt(legacy, None)
    return None


def _folder_problem(err: OSError) -> SaveFileError:
    log.warning("data folder not read: %s", err)
    return SaveFileError(P.because((P.FOLDER_UNREADABLE, {"folder": str(data_dir())}),
                                   P.os_failure(err)))


def list_autosaves(problems: list[SaveFileError] | None = None) -> list[SaveGame]:
    """Every usable autosave, newest first (by ``saved_at``).

    Each is checked by replay (:func:`restore`); a broken one is set aside and
    its SaveFileError appended to `problems` (logged if `problems` is None),
    and the others are still returned; so is a data folder that cannot be
    read. Before that: the left-over temporary files of interrupted writes
    in the data folder (autosaves, statistics, finished-games lists) are
    deleted (they are written by the one running app of a profile — the
    single-instance lock — on its GUI thread, which also lists them: no
    write can be under way), a
    legacy ``autosave.json`` is migrated (:func:`migrate_legacy_autosave`),
    and an autosave that an older version kept aside for this version's
    format (``autosave-<game_id>.format-<N>.json``) becomes its game's
    autosave again, unless that game has a newer one."""

    def report(err: SaveFileError) -> None:
        if problems is None:
            log.warning("unusable autosave: %s", err.message)
        else:
            problems.append(err)

    try:
        entries = _data_entries()
    except OSError as err:
        report(_folder_problem(err))
        return []
    files.remove_temp_files(data_dir(), _TEMP_PREFIXES)
    try:
        both = migrate_legacy_autosave()
        if both is not None:
            report(SaveFileError(both))
    except SaveFileError as err:
        report(err)
    except OSError as err:
        log.warning("legacy autosave not moved: %s", err)
    for path in entries:
        kept = _KEPT_NAME.fullmatch(path.name)
        if kept is None or int(kept.group(2)) > SAVE_FORMAT:
            continue  # a newer version's game stays for that version
        try:
            both = _adopt(path, kept.group(1))
            if both is not None:
                report(SaveFileError(both))
        except SaveFileError as err:
            report(err)
        except OSError as err:
            log.warning("kept autosave %s not taken back: %s", path, err)
    try:
        paths = _autosave_files()
    except OSError as err:
        report(_folder_problem(err))
        return []
    saves: list[SaveGame] = []
    for path in paths:
        match = _AUTOSAVE_NAME.fullmatch(path.name)
        assert match is not None
        try:
            saves.append(_load_checked(path, match.group(1)))
        except SaveFileError as err:
            report(err)
        except Exception:
            # A fault of ours must not stop the app from starting: the file is
            # treated as damaged (set aside, reported) and the cause logged.
            log.exception("unexpected error while checking the autosave %s", path)
            report(_fail(path, True, (P.CORRUPT, {"file": str(path)})))
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
        both = migrate_legacy_autosave()
        if both is not None:  # (the window lists autosaves, which tells the player)
            log.warning("%s", both)
    except SaveFileError as err:  # another game's problem: reported by list_autosaves
        log.warning("unusable legacy autosave: %s", err.message)
    except OSError as err:
        log.warning("legacy autosave not moved: %s", err)
    path = autosave_path(game_id)
    if not files.exists(path):
        return None
    return _load_checked(path, game_id)


#: Left-over temporary files beside a file opened by name are deleted only
#: when older than this (seconds): another program may be saving there.
NAMED_TEMP_MIN_AGE_S = 600.0


def load_from(path: Path | str) -> SaveGame:
    """Read a saved game the user chose ("Open…"), with the same checks as an
    autosave (regular file, size limit, byte-order mark, digest).

    Raises SaveFileError (the file is left where it is). Left-over temporary
    files of an interrupted "Save as…" to the same name are deleted."""
    target = Path(path)
    files.remove_temp_files(target.parent, [target.name + "."], NAMED_TEMP_MIN_AGE_S)
    return _load(target, move_aside=False)


def _fail(path: Path | None, move_aside: bool, *sentences: Sentence) -> SaveFileError:
    parts = list(sentences)
    aside: Path | None = None
    if move_aside and path is not None and files.exists(path):
        # A folder or special file is no file: the rename is told without the word.
        moved = P.ENTRY_MOVED_ASIDE if parts and parts[0][0] == P.NOT_REGULAR else P.MOVED_ASIDE
        try:
            aside = set_aside(path)
            parts.append((moved, {"aside": str(aside)}))
        except OSError:
            aside = None
    return SaveFileError(ProblemText(parts), aside)


def _keep_for_newer(path: Path, fmt: int) -> Path:
    """Rename an autosave of the newer format `fmt` to the name the versions
    reading that format take back (``autosave-tenno.format-2.json``).
    Raises OSError if the rename fails."""
    base = f"{path.stem}.format-{fmt}"
    candidate = path.with_name(base + path.suffix)
    n = 2
    while files.exists(candidate):
        candidate = path.with_name(f"{base}-{n}{path.suffix}")
        n += 1
    os.replace(path, candidate)
    return candidate


def _is_truncated(text: str) -> bool:
    """True when the text looks cut off rather than scrambled: empty, or the
    beginning of a save as written (an object, no control characters) that
    ends inside a string or with brackets still open. Bytes of garbage that
    happen to open a bracket are scrambled, not cut off."""
    if not text.strip():
        return True
    if not text.lstrip().startswith("{") or any(
            ord(ch) < 32 and ch not in "\t\n\r" for ch in text):
        return False
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
        raw = files.read_regular(path, files.MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveFileError(ProblemText([(P.NOT_FOUND, {"file": file})]), None) from None
    except files.NotARegularFile:
        raise _fail(path, move_aside, (P.NOT_REGULAR, {"file": file})) from None
    except files.TooLarge as e:
        raise _fail(path, move_aside, (P.TOO_LARGE, {
            "file": file, "limit": str(e.limit // (1024 * 1024))})) from None
    except OSError as e:
        log.warning("saved game not read: %s", e)
        raise SaveFileError(P.because((P.UNREADABLE, {"file": file}), P.os_failure(e)),
                            None) from e
    # A file the player chose by name that does not even name this app (an
    # empty file, random bytes, another program's text) is no saved game of
    # ours: it is called foreign, not "incomplete" or "damaged". An autosave
    # is ours by its name: it is judged by its content alone.
    ours = move_aside or APP_ID.encode("ascii") in raw
    try:
        text = files.decode_text(raw)
    except UnicodeDecodeError:
        raise _fail(path, move_aside, (P.CORRUPT if ours else P.FOREIGN, {"file": file})) \
            from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        # ValueError covers JSONDecodeError and integers over Python's digit
        # limit; RecursionError a file of deeply nested brackets.
        template = (P.FOREIGN if not ours
                    else P.TRUNCATED if _is_truncated(text) else P.CORRUPT)
        raise _fail(path, move_aside, (template, {"file": file})) from None
    if not isinstance(data, dict) or data.get("app") != APP_ID:
        raise _fail(path, move_aside, (P.FOREIGN, {"file": file}))
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
        raise _fail(path, move_aside, (P.INVALID, {"file": file, "fields": "format"}))
    if fmt > SAVE_FORMAT:
        found = str(fmt) if fmt < 10**9 else "> 10^9"
        future: Sentence = (P.FUTURE, {"file": file, "found": found,
                                       "supported": str(SAVE_FORMAT)})
        if move_aside and fmt < 10**9:
            try:
                kept = _keep_for_newer(path, fmt)
            except OSError:
                raise SaveFileError(ProblemText([future]), None) from None
            raise SaveFileError(ProblemText([future, (P.KEPT_FOR_NEWER, {"aside": str(kept)})]),
                                kept)
        raise _fail(path, move_aside, future)
    # Cheap checks first, before a move is looked at: a file with too many
    # moves or a wrong digest is refused at once however large it is.
    moves = data.get("moves")
    if isinstance(moves, list) and len(moves) > MAX_SAVED_MOVES:
        raise _fail(path, move_aside, (P.TOO_MANY_MOVES, {"file": file,
                                                          "limit": str(MAX_SAVED_MOVES)}))
    # Text that UTF-8 cannot hold (a lone surrogate escape) could never be
    # written back: repaired here; in the checked content the digest tells.
    data, _repaired = files.repair_json(data)
    digest = data.get("digest")
    if isinstance(digest, str) and digest != content_digest(
            data.get("game_id"), data.get("options"), data.get("seed"), data.get("moves")):
        raise _fail(path, move_aside, (P.CHANGED, {"file": file}))
    try:
        save = SaveGame.model_validate(data)
    except ValidationError as e:
        raise _fail(path, move_aside, (P.INVALID, {"file": file,
                                                   "fields": _error_fields(e)})) from None
    if save.digest is None and fmt >= DIGEST_REQUIRED_FROM:
        raise _fail(path, move_aside, (P.INVALID, {"file": file, "fields": "digest"}))
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
        except Exception as e:  # a move the rules refuse, or one they cannot handle
            if not isinstance(e, EngineError | KeyError | TypeError | ValueError):
                log.warning("move %d of %s failed unexpectedly", number, file, exc_info=e)
            raise fail((P.BAD_MOVES, {"file": file, "number": str(number),
                                      "total": str(len(moves))})) from e
        move_events.extend(evs)
    if save.rng is not None:
        rng = getattr(state, "rng", None)
        position = (rng.state, rng.calls) if rng is not None else None
        if position != (save.rng.state, save.rng.calls):
            if save.app_version == __version__:
                raise fail((P.REPLAY_MISMATCH, {"file": file}))
            log.warning("%s, saved by version %s, replays to another random number "
                        "position in this version; loaded all the same",
                        file, save.app_version)
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
