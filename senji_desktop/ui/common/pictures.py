"""Pictures of a game's components for the rules window, drawn by the table's
own painters.

Each game with pictures has ``ui/<game>/pictures.py`` exposing ``NAMES`` (the
picture names its rules pages may use) and ``picture(name, dpr) -> QImage |
None``; a rules page shows one with ``![description](picture:<name>)``. The
pictures come from the same item classes and paint functions the table uses,
so the rules show exactly what is on the table. This module renders a row of
graphics items (:func:`render_items`) or a painter function
(:func:`paint_image`) into a transparent image.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from importlib import import_module

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

#: URL scheme of a component picture in a rules page.
SCHEME = "picture"


def _image(width: float, height: float, dpr: float) -> QImage:
    img = QImage(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)),
                 QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    img.setDevicePixelRatio(dpr)
    return img


def paint_image(width: float, height: float, dpr: float,
                paint: Callable[[QPainter], None]) -> QImage:
    """An image `width` × `height` logical pixels at `dpr`, painted by `paint`."""
    img = _image(width, height, dpr)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    paint(p)
    p.end()
    return img


def render_items(items: Sequence[QGraphicsItem], width: float, dpr: float) -> QImage:
    """The `items` (placed in scene coordinates) as an image `width` logical
    pixels wide. Items with ``realize(scale)`` (cached pixmap items) are
    drawn for the picture's device scale first."""
    scene = QGraphicsScene()
    for item in items:
        scene.addItem(item)

    def realize_all(scale: float) -> None:
        for item in scene.items():
            realize = getattr(item, "realize", None)
            if callable(realize):
                realize(scale)

    # A cached item knows its size only once drawn: draw it at one device
    # pixel per scene unit to measure the scene, then at the picture's scale.
    realize_all(dpr)
    source = scene.itemsBoundingRect()
    zoom = width / max(1e-6, source.width())
    realize_all(zoom * dpr)
    source = scene.itemsBoundingRect()
    zoom = width / max(1e-6, source.width())
    height = source.height() * zoom
    img = _image(width, height, dpr)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(p, QRectF(0, 0, width, height), source)
    p.end()
    scene.clear()
    return img


def game_picture(game_id: str, name: str, dpr: float = 1.0) -> QImage | None:
    """The picture `name` of `game_id`, or None if the game has no such picture."""
    try:
        module = import_module(f"senji_desktop.ui.{game_id}.pictures")
    except ImportError:
        return None
    if name not in getattr(module, "NAMES", ()):
        return None
    image: QImage | None = module.picture(name, dpr)
    return image
