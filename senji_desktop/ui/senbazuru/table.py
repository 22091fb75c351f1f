"""The SenbaZuru table: the table kit with SenbaZuru's presenter.

Everything the table shows and what a click means is in ``presenter.py``
(drawing, click places, side-panel words, animations of events) with
``layout.py`` (where things lie), ``items.py`` (tile, token and mark
faces), ``scores.py`` (the points in the side panel), ``log_text.py`` and
``result.py`` (the end in sentences and numbers); the kit (``ui/kit``) does
the rest. The board may be zoomed (wheel, + and -) and panned (drag from a
free place); key 0 or "Show the whole board" (in the board's corner while
it is zoomed) fits it again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QPushButton, QWidget

from senji_desktop.games.senbazuru.model import Cell
from senji_desktop.ui.common import theme
from senji_desktop.ui.kit.table import KitTable
from senji_desktop.ui.senbazuru.presenter import SenbaZuruPresenter
from senji_desktop.ui.senbazuru.scores import ScorePanel

translate = QCoreApplication.translate


class SenbaZuruTable(KitTable):
    """The SenbaZuru table (see module docstring and ``ui/kit/table.py``)."""

    presenter: SenbaZuruPresenter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SenbaZuruPresenter(), parent, zoomable=True)
        self.setObjectName("SenbaZuruTable")
        assert isinstance(self.extra, ScorePanel)
        self.scores: ScorePanel = self.extra
        #: "Show the whole board", floating in the board's corner while it is zoomed.
        self.fit_button = QPushButton(self.board.viewport())
        self.fit_button.setObjectName("fit_board")
        self.fit_button.clicked.connect(self.board.reset_zoom)
        self.fit_button.hide()
        self._retranslate_fit()

    def _retranslate_fit(self) -> None:
        button = self.fit_button
        button.setFont(theme.ui_font(10 * self.text_scale))
        button.setText(translate("SenbaZuruTable", "Show the whole board"))
        button.setToolTip(translate(
            "SenbaZuruTable",
            "Zoom and centre the board so every tile is in sight (key 0). Drag to pan, "
            "turn the mouse wheel to zoom."))
        button.adjustSize()
        button.move(10, 10)

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "fit_button"):
            self._retranslate_fit()

    def set_text_scale(self, factor: float) -> None:
        super().set_text_scale(factor)
        self._retranslate_fit()

    def viewport_resized(self) -> None:
        super().viewport_resized()
        if hasattr(self, "fit_button"):
            board = self.board
            self.fit_button.setVisible(board.zoom > board.fit_zoom() * 1.001)

    @property
    def catch_all_button(self) -> QPushButton | None:
        """"Catch all", while the player catches chains (SBZ-5)."""
        return self.panel.buttons.get("catch_all")

    @property
    def done_button(self) -> QPushButton | None:
        """"Leave the rest", while the player catches chains (SBZ-5)."""
        return self.panel.buttons.get("done")

    @property
    def selected_tile(self) -> int | None:
        """The hand tile a click on a marked cell places (None outside an own placement)."""
        if self.view is None:
            return None
        return self.presenter.chosen_tile(self.view, self.context())

    def cell_point(self, cell: Cell) -> QPoint:
        """Where the grid cell `cell` is on the board's viewport."""
        if self.view is None:
            return QPoint()
        lay = self.presenter.layout(self.view, self.context())
        return self.board.mapFromScene(lay.centre(cell))


__all__ = ["SenbaZuruTable"]
