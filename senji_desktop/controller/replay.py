"""The replay viewer's driver: a finished game, step by step, on a table.

:class:`ReplayController` rebuilds a finished game from (options, seed,
moves) with the engine's :class:`~senji_desktop.engine.record.ReplayCursor`
and shows any position of it on a game table through the ordinary table
contract (``set_names``, ``show_view``, ``play_events``, ``reset_log``):

- what is drawn is the position seen from the chosen seat with nothing
  hidden (the game's ``revealed_view``; a game without it shows the seat's
  own view): the game is over, so every hand may be face up;
- the log holds the chosen seat's form of every event up to the position,
  so its lines read as that player read them during the game;
- one move forward is animated like a move in play (``play_events``), at the
  table's animation speed (a further press during the animation counts: the
  table is then drawn at the position reached); a jump (first, previous,
  last, any position) is drawn at once;
- play steps forward one move at a time, each after the previous move's
  animation and a short pause, until the end or :meth:`pause`.

Nothing here changes the game or any file: a replay only reads.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from senji_desktop.controller.game_controller import filter_events
from senji_desktop.engine.core import Move, Seat, replay
from senji_desktop.engine.record import ReplayCursor
from senji_desktop.engine.registry import load_game

log = logging.getLogger(__name__)

#: Pause between two moves while playing, in ms at normal animation speed
#: (scaled with the speed factor, at least :data:`MIN_PAUSE_MS`).
PLAY_PAUSE_MS = 700
MIN_PAUSE_MS = 120
#: Longest wait for the table's animations_finished, in ms; then the move is
#: drawn at once (a table that never reports must not stop the replay).
ANIMATION_TIMEOUT_MS = 30_000


class ReplayController(QObject):
    """Shows a finished game's positions on `table` (see the module docstring).

    `options` is the game's options as JSON (or its options object), `moves`
    the game's ``engine.core.Move`` list, `names` one display name per seat.
    Raises KeyError for an unknown game, ValueError (pydantic) for bad
    options or for moves that do not finish the game (a replay shows every
    hand face up: never of a game still being played), ``IllegalActionError``
    when the moves do not replay."""

    #: (position, number of moves) after every change of position.
    position_changed = Signal(int, int)
    #: True while playing, False once paused or at the end.
    playing_changed = Signal(bool)
    #: The seat whose place the table shows changed.
    seat_changed = Signal(int)

    def __init__(self, game_id: str, options: Any, seed: int, moves: Sequence[Move],
                 names: Sequence[str], table: Any, *, seat: Seat = 0,
                 speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.game = load_game(game_id)
        self.options = self.game.options_adapter.validate_python(options)
        final, _events = replay(self.game, self.options, seed, moves)  # every move checked
        if not self.game.is_over(final):
            raise ValueError("only a finished game can be replayed")
        #: The game's result (``engine.core.Outcome``), said on the table at the end.
        self.outcome = self.game.outcome(final)
        self.cursor = ReplayCursor(self.game, self.options, seed, moves)
        self.names = list(names)
        self._table = table
        self._seat = seat
        self._speed = float(speed)
        self._playing = False
        self._animating = False
        self._pending: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self._animation_timed_out)
        table.animations_finished.connect(self._on_animations_finished)

    # ---- facts ----------------------------------------------------------------

    @property
    def position(self) -> int:
        return self.cursor.position

    @property
    def length(self) -> int:
        return self.cursor.length

    @property
    def seat(self) -> Seat:
        return self._seat

    @property
    def playing(self) -> bool:
        return self._playing

    @property
    def num_seats(self) -> int:
        return len(self.names)

    # ---- showing -----------------------------------------------------------------

    def start(self, position: int | None = None) -> None:
        """Name the seats and show `position` (default: the end of the game)."""
        set_replay = getattr(self._table, "set_replay", None)
        if callable(set_replay):  # tables on the table kit word their panel for a replay
            set_replay(True, self.outcome)
        self._table.set_names(self.names)
        self.goto(self.length if position is None else position)

    def goto(self, position: int) -> None:
        """Show `position` at once (held within 0 … length); stops playing."""
        position = max(0, min(self.length, int(position)))
        self.pause()
        if self._animating:
            self._pending = position
            return
        self.cursor.goto(position)
        self._redraw()

    def _redraw(self) -> None:
        self._table.reset_log(filter_events(self.cursor.events(), self._seat))
        self._table.show_view(self.cursor.view(self._seat), False)
        self.position_changed.emit(self.position, self.length)

    def first(self) -> None:
        self.goto(0)

    def last(self) -> None:
        self.goto(self.length)

    @property
    def _target(self) -> int:
        """The position shown once the running animation ends."""
        return self._pending if self._pending is not None else self.position

    def previous(self) -> None:
        self.goto(self._target - 1)

    def next(self) -> None:
        """One move forward, animated; stops playing. Pressed again while a
        move is still moving, it goes one move further each time (drawn at
        once when the animation ends), so no press is lost."""
        self.pause()
        if self._animating:
            self._pending = min(self.length, self._target + 1)
            return
        self._forward()

    def _forward(self) -> bool:
        if self._animating or self.cursor.at_end:
            return False
        before = self.cursor.view(self._seat)
        events = self.cursor.step(1)
        self._animating = True
        self._guard.start(ANIMATION_TIMEOUT_MS)
        self.position_changed.emit(self.position, self.length)
        self._table.play_events(filter_events(events, self._seat), before,
                                self.cursor.view(self._seat))
        return True

    def set_seat(self, seat: Seat) -> None:
        """Sit at `seat`: the table and the log follow that seat's place."""
        if not 0 <= seat < self.num_seats or seat == self._seat:
            return
        self._seat = seat
        self.seat_changed.emit(seat)
        if self._animating:
            self._pending = self.position
        else:
            self._redraw()

    def set_speed(self, factor: float) -> None:
        """The table's animation speed factor (0 = instant); paces playing too."""
        self._speed = float(factor)

    # ---- playing -----------------------------------------------------------------

    def play(self) -> None:
        """Step forward move by move until the end or :meth:`pause`; from the
        end, start again at the beginning."""
        if self._playing:
            return
        if self.cursor.at_end:
            self.goto(0)
        self._playing = True
        self.playing_changed.emit(True)
        if not self._animating:
            self._play_next()

    def pause(self) -> None:
        self._timer.stop()
        if self._playing:
            self._playing = False
            self.playing_changed.emit(False)

    def toggle(self) -> None:
        if self._playing:
            self.pause()
        else:
            self.play()

    def _play_next(self) -> None:
        if not self._playing:
            return
        if not self._forward():
            self.pause()

    def _on_animations_finished(self) -> None:
        if not self._animating:
            return
        self._animating = False
        self._guard.stop()
        if self._pending is not None:
            target, self._pending = self._pending, None
            self.cursor.goto(target)
            self._redraw()
            return
        if self._playing:
            if self.cursor.at_end:
                self.pause()
            else:
                pause = max(MIN_PAUSE_MS, int(PLAY_PAUSE_MS * self._speed))
                self._timer.start(pause)

    def _animation_timed_out(self) -> None:
        log.warning("the table did not finish its replay animation; drawing the move")
        self._on_animations_finished()
        if not self._animating:
            self._table.show_view(self.cursor.view(self._seat), False)

    def stop(self) -> None:
        """Stop playing and let go of the table (leaving the viewer)."""
        self.pause()
        self._guard.stop()
        with contextlib.suppress(RuntimeError, TypeError):
            self._table.animations_finished.disconnect(self._on_animations_finished)
