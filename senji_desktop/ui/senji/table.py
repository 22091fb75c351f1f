"""The Senji table: the map of Japan on the table kit, with Senji's presenter.

Everything a table does is the kit's (``ui/kit``): the board (zoom with the
wheel, + and -, 0 or the zoom bar; pan by dragging the sea), input, the
side panel, animation and the end of the game. What the table shows and
what a click means is ``presenter.py`` (drawing in ``board.py``, clicks in
``decisions.py``). This module adds only Senji's own clock: the winter's
hourglass (SJ-41, SJ-A7), which runs through the whole winter — also
behind hand-over screens — and lets the winter be ended once it has run out.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.ui.common.paper import paper_brush
from senji_desktop.ui.kit.table import KitTable
from senji_desktop.ui.senji.board import samurai_sheet_key
from senji_desktop.ui.senji.items import SEA_TONE
from senji_desktop.ui.senji.panel import HonorTable
from senji_desktop.ui.senji.presenter import SenjiPresenter

#: Seconds on the hourglass (SJ-41: about four minutes).
HOURGLASS_S = 240


class SenjiTable(KitTable):
    """The Senji table (see module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.senji = SenjiPresenter()
        super().__init__(self.senji, parent, zoomable=True)
        self.setObjectName("SenjiTable")
        self.senji.focus_source = lambda: self.scene.focus_target
        # The sea is the board's own paper.
        self.scene.setBackgroundBrush(paper_brush(SEA_TONE, strength=70))
        self._hourglass_year: int | None = None
        self._hourglass = QTimer(self)
        self._hourglass.setInterval(1000)
        self._hourglass.timeout.connect(self._tick_hourglass)
        self.animations_finished.connect(self._sync_hourglass)
        # A family's row of the honor track opens every samurai card in play.
        self.honor_table.family_clicked.connect(self._open_samurai)

    # ---- the contract, plus the clock -------------------------------------------------------

    def show_view(self, view: Any, interactive: bool) -> None:
        super().show_view(view, interactive)
        self._sync_hourglass()

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        super().play_events(events, view_before, view_after)
        self._sync_hourglass()

    def clear_private(self, public_view: Any) -> None:
        super().clear_private(public_view)
        self._sync_hourglass()

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        super().show_outcome(outcome, view)
        self._sync_hourglass()

    def set_animation_speed(self, factor: float) -> None:
        super().set_animation_speed(factor)
        self.senji.speed = max(0.0, float(factor))

    def _open_samurai(self, family: str) -> None:
        if self.view is not None and not self.busy and not self.input_held:
            by_key = self.honor_table.focused_family() is not None
            self.set_looking(samurai_sheet_key(family))
            if by_key:
                # Opened by Enter on a row: the keys go on at the sheet, the
                # ring on its close control (Enter or Esc closes it).
                self.board.setFocus(Qt.FocusReason.OtherFocusReason)
                self.input.move_focus(1)

    # ---- the hourglass (SJ-41, SJ-A7) -------------------------------------------------------

    @property
    def hourglass_left(self) -> int:
        """Seconds left on the winter's hourglass (0 once it has run out)."""
        return self.senji.hourglass_left

    def _sync_hourglass(self) -> None:
        view = self.view
        st = view.state if view is not None else None
        running = bool(st is not None and st.hourglass and st.phase == "winter"
                       and self._outcome is None)
        if not running or st is None:
            self._hourglass.stop()
            self._hourglass_year = None
            if self.senji.hourglass_on:
                self.senji.hourglass_on = False
                self._update_panel()
            return
        if self._hourglass_year != st.year:
            self._hourglass_year = st.year
            self.senji.hourglass_left = HOURGLASS_S
            self._hourglass.start()
            self.senji.hourglass_on = True
            self._update_panel()

    def _tick_hourglass(self) -> None:
        self.senji.hourglass_left = max(0, self.senji.hourglass_left - 1)
        if self.senji.hourglass_left == 0:
            self._hourglass.stop()
        self._update_panel()  # the clock in the notice; at 0 the "ran out" button (SJ-A7)

    # ---- names the tests and the bench use ------------------------------------------------

    @property
    def honor_table(self) -> HonorTable:
        assert isinstance(self.extra, HonorTable)
        return self.extra
