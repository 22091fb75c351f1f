"""The Tenno table: the table kit with Tenno's presenter.

Everything a Tenno table shows and what a click means is in
``presenter.py`` (drawing, click places, side-panel answers, animations of
events) with ``layout.py`` (where things lie), ``items.py`` (card, pile and
seat faces), ``texts.py`` (the table's words), ``log_text.py`` (event
sentences) and ``result.py`` (the end in sentences and numbers); the kit
(``ui/kit``) does the rest.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from senji_desktop.ui.kit.table import KitTable
from senji_desktop.ui.tenno.presenter import TennoPresenter


class TennoTable(KitTable):
    """The Tenno table (see module docstring and ``ui/kit/table.py``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(TennoPresenter(), parent)
        self.setObjectName("TennoTable")

    @property
    def confirm_button(self) -> QPushButton | None:
        """ "Lay them out" (TEN-1) or "Swap them" (TEN-7b, TEN-A4), while offered."""
        return self.panel.buttons.get("arrange") or self.panel.buttons.get("swap")

    @property
    def keep_button(self) -> QPushButton | None:
        """ "Lay them back unchanged" (TEN-A4), while offered."""
        return self.panel.buttons.get("keep")

    @property
    def decline_button(self) -> QPushButton | None:
        """The button that does without an optional step (the Monk, the
        Ronin's second attack, the swap, a peek), while offered."""
        return self.panel.buttons.get("decline")


__all__ = ["TennoTable"]
