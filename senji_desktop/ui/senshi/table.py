"""The Senshi table: the table kit with Senshi's presenter.

Everything a Senshi table shows and what a click means is in
``presenter.py`` (drawing, click places, side-panel words, animations of
events) with ``layout.py`` (where things lie), ``items.py`` (tile, mat,
pile and card faces), ``log_text.py`` and ``result.py`` (the end in
sentences and numbers); the kit (``ui/kit``) does the rest.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from senji_desktop.ui.kit.table import KitTable
from senji_desktop.ui.senshi.presenter import SenshiPresenter


class SenshiTable(KitTable):
    """The Senshi table (see module docstring and ``ui/kit/table.py``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SenshiPresenter(), parent)
        self.setObjectName("SenshiTable")

    @property
    def pass_button(self) -> QPushButton | None:
        """The Pass button (SNS-8), while passing is the only legal action."""
        return self.panel.buttons.get("pass")


__all__ = ["SenshiTable"]
