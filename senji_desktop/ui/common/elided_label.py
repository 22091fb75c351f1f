"""A one-line label that shortens its text with "…" instead of growing.

Used wherever user input (a player's name, a list of names) must never push
other things out of sight: the whole text is the tooltip while it is cut.
Plain text only: names are never read as markup. :data:`NAME_ELIDE` is
where a player's name is cut: in the middle, so the end that tells
"Rival with a long name 1" from "... 2" stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

#: Where a shortened player's name loses letters: its middle ("Rivale mit…Name 1").
NAME_ELIDE = Qt.TextElideMode.ElideMiddle

#: A name's run of letters without a space from this length on may wrap
#: between any two of its letters.
BREAKABLE_RUN = 12

_ZERO_WIDTH_SPACE = "\u200b"


def names_breakable(text: str, names: Iterable[str]) -> str:
    """`text` with every long run of letters in one of `names` made breakable.

    A wrapped label breaks lines only between words, so a name such as
    "SCHWARZENEGGER_ALEXANDER" in a sentence could stand wider than the
    label and cut every line of it at the edge. Each run of at least
    :data:`BREAKABLE_RUN` characters without a space inside such a name gets
    a zero-width space between its letters where it occurs in `text`: the
    text looks the same, and the name wraps where it must. Our own words
    are left whole (a long German word never breaks without need).
    """
    runs = {run for name in names for run in name.split()
            if len(run) >= BREAKABLE_RUN and _ZERO_WIDTH_SPACE not in run}
    if not runs:
        return text
    pattern = re.compile("|".join(re.escape(run) for run in sorted(runs, key=len, reverse=True)))
    return pattern.sub(lambda match: _ZERO_WIDTH_SPACE.join(match.group(0)), text)


class ElidedLabel(QLabel):
    """A label showing :meth:`full_text` elided to its width (see module docstring)."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 elide: Qt.TextElideMode = Qt.TextElideMode.ElideRight) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        #: Where the "…" goes (:data:`NAME_ELIDE` for a single player's name).
        self.elide = elide
        self._full = text
        self._tail = ""
        self._elide()

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str, tail: str = "") -> None:
        """Show `text` followed by `tail`; where they do not fit, `text` is
        shortened and `tail` (a value after a list of names: the time of the
        last move) stays whole, as long as it fits by itself."""
        self._full = text + tail
        self._tail = tail
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        self._elide()

    def _elide(self) -> None:
        metrics = QFontMetrics(self.font())
        width = max(10, self.width())
        shown = metrics.elidedText(self._full, self.elide, width)
        tail = self._tail
        if shown != self._full and tail:
            room = width - metrics.horizontalAdvance(tail)
            head = self._full[:len(self._full) - len(tail)]
            if room > metrics.horizontalAdvance("…") * 3:
                shown = metrics.elidedText(head, self.elide, room) + tail
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
