"""Render the application icon's PNG sizes from its SVG.

    .venv/bin/python packaging/render_icons.py

Reads ``resources/icons/senji-desktop.svg`` and writes
``resources/icons/senji-desktop-<N>.png`` for every N in :data:`SIZES`
with Qt's ``QSvgRenderer`` (PySide6-Essentials carries QtSvg). The PNGs are
committed; run this again after changing the SVG.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

#: Pixel sizes of the PNG icons (the hicolor theme's usual sizes).
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"


def render(svg: Path, size: int) -> QImage:
    """The SVG drawn into a transparent size×size ARGB image."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"not a valid SVG: {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(p, QRectF(0, 0, size, size))
    p.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = ICONS / "senji-desktop.svg"
    for size in SIZES:
        out = ICONS / f"senji-desktop-{size}.png"
        if not render(svg, size).save(str(out), "PNG"):
            print(f"could not write {out}", file=sys.stderr)
            return 1
        print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
