"""SenbaZuru's own part of the side panel: both players' points as they
stand (SBZ-9) with their golden origami and crowned-crane tokens, and the
supply. On a small window at a large text size the counts and the supply
move into the tooltips of the points, so the panel keeps room for the rest.

A long name is shortened with "…" (the whole name is its tooltip and
stands in the header above); the points keep their own column, so no name
ever hides them. The fonts follow the Text size setting (they are
registered with the side panel).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from senji_desktop.games.senbazuru.model import NOBODY, SenbaZuruView
from senji_desktop.ui.common.elided_label import NAME_ELIDE, ElidedLabel
from senji_desktop.ui.senbazuru import log_text
from senji_desktop.ui.senbazuru.items import seat_colour

translate = QCoreApplication.translate

#: The side panel's height (pixels at 100 % text) from which the counts
#: stand under the names: the 1024×640 window has room for them at 100 %.
FULL_PANEL_HEIGHT = 560


class ScorePanel(QWidget):
    """See module docstring. `parent` is the kit's side panel."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("senbazuru_scores")
        self._shown: tuple[SenbaZuruView, list[str]] | None = None
        self._height = 0
        parent.installEventFilter(self)
        # The points keep their height: the help and the log give way first.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        register = getattr(parent, "register_font", None)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 4)
        box.setSpacing(4)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(1)
        self.names: list[ElidedLabel] = []
        self.values: list[QLabel] = []
        self.details: list[QLabel] = []

        def label(size: float, bold: bool = False, role: str = "") -> QLabel:
            lab = QLabel(self)
            lab.setTextFormat(Qt.TextFormat.PlainText)
            # Lines are broken by hand (see _fit): no height-for-width in this layout.
            lab.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
            if role:
                lab.setProperty("role", role)
            if register is not None:
                register(lab, size, bold)
            return lab

        for seat in range(2):
            chip = QLabel(self)
            chip.setFixedWidth(10)
            chip.setStyleSheet(f"background: {seat_colour(seat)}; border-radius: 3px;")
            name = ElidedLabel("", self, elide=NAME_ELIDE)
            name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            if register is not None:
                register(name, 11.5, True)
            value, detail = label(15, True), label(10, role="hint")
            value.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(chip, seat * 2, 0, 2, 1)
            grid.addWidget(name, seat * 2, 1)
            grid.addWidget(value, seat * 2, 2)
            grid.addWidget(detail, seat * 2 + 1, 1, 1, 2)
            self.names.append(name)
            self.values.append(value)
            self.details.append(detail)
        grid.setColumnStretch(1, 1)
        box.addLayout(grid)
        self.supply = label(10, role="hint")
        box.addWidget(self.supply)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._shown is not None:
            self.show_view(*self._shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._arrange()
        return False

    def _arrange(self) -> None:
        """Show the counts under the names and the supply while the side
        panel has room for them (a small window at a large text size: they
        move into the tooltips of the points)."""
        panel = self.parentWidget()
        if panel is None or panel.height() < 100:
            return
        scale = float(getattr(panel, "text_scale", 1.0))
        full = panel.height() >= FULL_PANEL_HEIGHT * scale
        self.supply.setVisible(full)
        supply = self.supply.text().replace("\n", " ")
        for seat, detail in enumerate(self.details):
            detail.setVisible(full)
            lines = [translate("SenbaZuruTable", "Points right now")]
            if not full:
                lines += [detail.text().replace("\n", " · "), supply]
            self.values[seat].setToolTip("\n".join(lines))

    def show_view(self, view: SenbaZuruView, names: Sequence[str]) -> None:
        """The points, tokens and supply of `view`."""
        self._shown = (view, list(names))
        cranes = [0, 0]
        for b in view.board:
            if b.owner != NOBODY:
                cranes[b.owner] += b.tokens
        for seat in range(2):
            name = log_text.seat_name(names, seat)
            if seat == view.current and view.phase != "over":
                name = "▸ " + name
            self.names[seat].set_full_text(name)
            self.values[seat].setText(str(view.scores[seat]))
            detail = (translate("SenbaZuruTable", "Golden origami: %1 · Crowned-crane tokens: %2")
                      .replace("%1", str(view.gold[seat])).replace("%2", str(cranes[seat])))
            self._fit(self.details[seat], detail, " · ")
        self._fit(self.supply, translate(
            "SenbaZuruTable", "Supply: %1 golden origami, %2 crowned-crane tokens")
            .replace("%1", str(view.gold_supply)).replace("%2", str(view.token_supply)), ", ")
        self._arrange()
        # Grown or shrunk (a line broken, the counts shown or hidden): the
        # side panel shares its height out again.
        height = self.minimumSizeHint().height()
        refit = getattr(self.parentWidget(), "refit", None)
        if height != self._height and refit is not None:
            self._height = height
            refit()

    def _fit(self, label: QLabel, text: str, joint: str) -> None:
        """Show `text`, broken after `joint` where one line is too wide for
        the panel (a count is never split)."""
        room = label.width() if label.width() > 50 else self.width() - 18
        if label.fontMetrics().horizontalAdvance(text) > room:
            head, sep, tail = text.partition(joint)
            if sep:
                # A dot only separates; a comma stays at the end of the line.
                text = head + sep.rstrip().rstrip("·").rstrip() + "\n" + tail
        label.setText(text)
