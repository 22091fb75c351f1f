"""Senji's components for the rules window (``ui/common/pictures.py``), drawn
by the map's items:

- "families": the six families' fortresses with their mons (SJ-1);
- "pieces": a fortress, a stack of units with a samurai and two destiny
  dice, one of them sealed by a samurai (SJ-44);
- "cards": the four kinds of hanafuda with how many of each there are
  (SJ-50), then a family member, a military support and a trade diplomacy
  card (SJ-30), as the hand sheet shows them;
- "orders": the three spring orders face up and one still face down (SJ-42);
- "samurai": a samurai card with its honor and power (SJ-60), in the
  language of the app.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from senji_desktop.games.senji.model import DIP_PER_FAMILY, SANADA, dip_type, dip_value
from senji_desktop.ui.common.pictures import render_items
from senji_desktop.ui.senji.board import ORDERS, order_letter
from senji_desktop.ui.senji.items import (
    CardItem,
    DieItem,
    FortressItem,
    HanaItem,
    OrderItem,
    SamuraiCardItem,
    StackItem,
    samurai_card_height,
    stack_width,
)
from senji_desktop.ui.senji.mons import FAMILIES
from senji_desktop.ui.senji.texts import power_domain_name, power_text, samurai_name

NAMES = ("families", "pieces", "cards", "orders", "samurai")

#: A fortress's width in scene units (its rectangle is 1.44 wide, 1.5 high).
_FORT = 30.0
#: How many hanafuda of each kind there are: suns, animals, ribbons, plain (SJ-50).
HANA_DECK = (10, 18, 20, 48)
#: A small card of the hand sheet (scene units; drawn at one pixel per unit).
CARD_W, CARD_H, GAP = 44.0, 62.0, 8.0


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
    if name == "cards":
        items: list = [HanaItem(kind, count, QRectF(kind * (CARD_W + GAP), 0, CARD_W, CARD_H))
                       for kind, count in enumerate(HANA_DECK)]
        x = 4 * (CARD_W + GAP) + GAP * 4
        # A member of the Mori, a support of the Oda, a trade card of the Takeda.
        for i, (family, k) in enumerate((("mori", 2), ("oda", 5), ("takeda", 11))):
            card = FAMILIES.index(family) * DIP_PER_FAMILY + k
            items.append(CardItem(family, dip_type(card), dip_value(card),
                                  QRectF(x + i * (CARD_W + GAP), 0, CARD_W, CARD_H)))
        width = x + 3 * (CARD_W + GAP) - GAP
        return render_items(items, width, dpr)
    if name == "orders":
        side = 34.0
        tokens = [OrderItem("oda", order_letter(order), QRectF(i * side * 1.5, 0, side, side))
                  for i, order in enumerate(ORDERS)]
        tokens.append(OrderItem("oda", "?", QRectF(3 * side * 1.5 + side * 0.8, 0, side, side),
                                hidden=True))
        return render_items(tokens, 3 * side * 1.5 + side * 1.8, dpr)
    if name == "samurai":
        pixel, width = 13.0, 260.0
        domain, text = power_domain_name(SANADA), power_text(SANADA)
        height = samurai_card_height(width, pixel, domain, text)
        card = SamuraiCardItem(samurai_name(SANADA), domain, text, QRectF(0, 0, width, height),
                               pixel=pixel)
        return render_items([card], width, dpr)
    return None
