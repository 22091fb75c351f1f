"""Senji's components for the rules window (``ui/common/pictures.py``), drawn
by the map's items: "families" is the six families' fortresses with their
mons (SJ-1), "pieces" a fortress, a stack of units with a samurai and two
destiny dice."""

from __future__ import annotations

from PySide6.QtGui import QImage

from senji_desktop.ui.common.pictures import render_items
from senji_desktop.ui.senji.dice import DieItem
from senji_desktop.ui.senji.map_items import FortressItem, StackItem
from senji_desktop.ui.senji.mons import FAMILIES

NAMES = ("families", "pieces")


def picture(name: str, dpr: float) -> QImage | None:
    if name == "families":
        items = []
        for i, family in enumerate(FAMILIES):
            fortress = FortressItem(family)
            fortress.setPos(i * 44.0, 0)
            items.append(fortress)
        return render_items(items, 380, dpr)
    if name == "pieces":
        fortress = FortressItem("oda")
        stack = StackItem("oda", 3, 1)
        stack.setPos(52, 0)
        dice = []
        for i, family in enumerate(("oda", "takeda")):
            die = DieItem(family)
            # Dice are measured in tray units (larger than map units).
            die.setScale(0.7)
            die.setPos(118 + i * 28.0, 4)
            dice.append(die)
        return render_items([fortress, stack, *dice], 330, dpr)
    return None
