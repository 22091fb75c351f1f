"""The Shinobi table: the table kit with Shinobi's presenter.

Everything the table shows and what a click means is in ``presenter.py``
(drawing, click places, side-panel words and buttons, animations of events)
with ``layout.py`` (where things lie), ``items.py`` (cards, plates, tokens,
bubbles), ``log_text.py`` and ``result.py`` (the end in sentences and
numbers); the kit (``ui/kit``) does the rest.

What is Shinobi's own here: the AI's table talk (SHI-8). When a seat the
computer plays attacks, its flavour line — chosen from public facts only
(``log_text.flavour_line``) — stands in a bubble beside its plate for
:data:`BUBBLE_MS` and follows the attack in the log.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from senji_desktop.engine.core import Event
from senji_desktop.ui.kit.table import KitTable
from senji_desktop.ui.shinobi import log_text
from senji_desktop.ui.shinobi.presenter import ShinobiPresenter

#: How long an AI flavour line stays beside its plate, in milliseconds.
BUBBLE_MS = 3500


class ShinobiTable(KitTable):
    """The Shinobi table (see module docstring and ``ui/kit/table.py``)."""

    presenter: ShinobiPresenter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(ShinobiPresenter(), parent)
        self.setObjectName("ShinobiTable")
        self._bubble_timer = QTimer(self)
        self._bubble_timer.setSingleShot(True)
        self._bubble_timer.timeout.connect(self._clear_bubbles)

    # ==== the AI's table talk (SHI-8) ===========================================================

    def set_ai_seats(self, seats: frozenset[int]) -> None:
        super().set_ai_seats(frozenset(seats))
        self.presenter.ai_seats = frozenset(seats)
        self._rebuild_log()

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        talk = {e.data["attacker"]: log_text.flavour_line(e.data.get("round", view_after.round),
                                                          e.data["attacker"], e.data["target"],
                                                          e.data["announced"])
                for e in events
                if e.kind == "attacked" and e.data["attacker"] in self.presenter.ai_seats}
        if talk:
            self.presenter.bubbles.update(talk)
            self._bubble_timer.start(BUBBLE_MS)
        super().play_events(events, view_before, view_after)

    def show_outcome(self, outcome: Any, view: Any) -> None:
        # The end belongs to the winner's moment: the table talk is over.
        self._bubble_timer.stop()
        self.presenter.bubbles.clear()
        super().show_outcome(outcome, view)

    def _clear_bubbles(self) -> None:
        if not self.presenter.bubbles:
            return
        if self.busy:
            # Not in the middle of an animation: a redraw would end it.
            self._bubble_timer.start(300)
            return
        self.presenter.bubbles.clear()
        self.refresh()

    @property
    def bubbles(self) -> dict[int, str]:
        """The flavour lines standing beside their plates now, by seat."""
        return dict(self.presenter.bubbles)

    # ==== the side panel's parts, by the names the tests use ===================================

    @property
    def announce_buttons(self) -> list[QPushButton]:
        """The four announcement buttons (SHI-3), by weapon, while assigning."""
        return [b for w in range(4) if (b := self.panel.buttons.get(f"announce_{w}"))]

    @property
    def announce_label(self) -> QLabel | None:
        """The heading above the announcement buttons."""
        headings = [h for h in self.panel.findChildren(QLabel, "button_group") if h.isVisible()]
        return headings[0] if headings else None

    @property
    def accept_button(self) -> QPushButton | None:
        return self.panel.buttons.get("accept")

    @property
    def denounce_button(self) -> QPushButton | None:
        return self.panel.buttons.get("denounce")

    @property
    def decide_box(self) -> QWidget:
        """The explanation of the decision after a reveal (SHI-4)."""
        assert self.extra is not None
        return self.extra

    @property
    def explain_label(self) -> QLabel:
        label = self.decide_box.findChild(QLabel, "explain")
        assert label is not None
        return label

    @property
    def odds_label(self) -> QLabel:
        label = self.decide_box.findChild(QLabel, "odds")
        assert label is not None
        return label


__all__ = ["ShinobiTable"]
