"""Stand-ins shared by the controller tests: seats, a recording table, agents."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal


@dataclass
class Seat:
    name: str
    kind: str = "ai"
    agent: str | None = "random"


class RecordingTable(QObject):
    """Implements the controller's side of the GameTable contract and records every call."""

    action_chosen = Signal(object)
    animations_finished = Signal()
    status_message = Signal(str)
    new_game_requested = Signal()
    home_requested = Signal()
    undo_requested = Signal()
    hint_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, Any]] = []
        self.interactive_view: Any = None
        self.outcome: Any = None
        #: The view_before of every play_events call, in order.
        self.views_before: list[Any] = []
        #: Set while action_chosen carries an action chosen ahead with the one before.
        self.chosen_ahead = False

    def set_names(self, names: list[str]) -> None:
        self.calls.append(("set_names", names))

    def set_ai_seats(self, seats: frozenset[int]) -> None:
        self.calls.append(("set_ai_seats", seats))

    def show_view(self, view: Any, interactive: bool) -> None:
        self.calls.append(("show_view", (view, interactive)))
        self.interactive_view = view if interactive else None

    def play_events(self, events: list[Any], view_before: Any, view_after: Any) -> None:
        self.calls.append(("play_events", (list(events), view_after)))
        self.views_before.append(view_before)
        self.interactive_view = None
        QTimer.singleShot(0, self.animations_finished.emit)

    def clear_private(self, public_view: Any) -> None:
        # Recorded by whose view it is: None = the public view, as the contract asks.
        self.calls.append(("clear_private", public_view.seat))
        self.interactive_view = None

    def show_outcome(self, outcome: Any, view: Any) -> None:
        self.calls.append(("show_outcome", (outcome, view)))
        self.outcome = outcome

    def set_course(self, course: Any) -> None:
        self.calls.append(("set_course", course))

    def reset_log(self, events: list[Any]) -> None:
        self.calls.append(("reset_log", list(events)))

    def names_of(self, kind: str) -> list[Any]:
        return [arg for name, arg in self.calls if name == kind]


class FirstLegal:
    """A stand-in agent: the first legal action of its view."""

    def __init__(self) -> None:
        self.views: list[Any] = []

    def decide(self, view: Any, cancel: threading.Event | None) -> Any:
        self.views.append(view)
        return view.legal[0]


class Stubborn:
    """A stand-in agent that searches until cancelled (or 30 s pass)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.saw_cancel = threading.Event()
        self.finished = threading.Event()

    def decide(self, view: Any, cancel: threading.Event | None) -> Any:
        self.started.set()
        try:
            assert cancel is not None
            if cancel.wait(30):
                self.saw_cancel.set()
            return view.legal[0]
        finally:
            self.finished.set()
