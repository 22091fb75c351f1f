"""Senji's components for the rules window (``ui/common/pictures.py``), drawn
by the map's items: "families" is the six families' fortresses with their
mons (SJ-1), "pieces" a fortress, a stack of units with a samurai and two
destiny dice, one of them sealed by a samurai (SJ-44)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from senji_desktop.ui.common.pictures import render_items
from senji_desktop.ui.senji.items import DieItem, FortressItem, StackItem, stack_width
from senji_desktop.ui.senji.mons import FAMILIES

NAMES = ("families", "pieces")

#: A fortress's width in scene units (its rectangle is 1.44 wide, 1.5 high).
_FORT = 30.0


def picture(name: str, dpr: float) -> QImage | None:
    if name == "families":
        items = [FortressItem(family, QRectF(i * _FORT * 1.9, 0, _FORT * 1.44, _FORT * 1.5))
                 for i, family in enumerate(FAMILIES)]
        return render_items(items, 380, dpr)
    if name == "pieces":
        fortress = FortressItem("oda", QRectF(0, 0, _FORT * 1.44, _FORT * 1.5))
        height = _FORT * 0.7
        x = _FORT * 2.2
        stack = StackItem("oda", 3, 1, QRectF(x, _FORT * 0.4, stack_width(3, 1, height), height))
        x += stack_width(3, 1, height) + _FORT * 0.9
        dice = [DieItem(family, QRectF(x + i * _FORT * 1.1, _FORT * 0.35, _FORT * 0.8,
                                       _FORT * 0.8), locked=i == 1)
                for i, family in enumerate(("oda", "takeda"))]
        return render_items([fortress, stack, *dice], 330, dpr)
    return None
