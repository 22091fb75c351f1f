"""The paper texture: a new tone costs a fill and a copy of the grain, which
is drawn once per pixel ratio (a new tone appearing in a game drew the whole
grain again on the GUI thread, ~100 ms)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from senji_desktop.ui.common import paper


def test_new_tones_and_strengths_reuse_one_grain(qapp: Any) -> None:
    paper._grain.cache_clear()
    a = paper.texture("#102030", 1.0, 100)
    b = paper.texture("#d0c0a0", 1.0, 55)
    c = paper.texture("#d0c0a0", 1.0, 40)
    assert paper._grain.cache_info().misses == 1
    assert paper.texture("#102030", 1.0, 100) is a  # cached
    # The tone shows through, and a weaker grain lies closer to the tone.
    tone = QColor("#d0c0a0")

    def spread(pixmap: Any) -> float:
        image = pixmap.toImage()
        step = max(1, image.width() // 40)
        return sum(abs(image.pixelColor(x, y).red() - tone.red())
                   for x in range(0, image.width(), step)
                   for y in range(0, image.height(), step))

    assert spread(c) < spread(b)
    mid = b.toImage().pixelColor(b.width() // 2, b.height() // 2)
    assert abs(mid.red() - tone.red()) < 40 and abs(mid.blue() - tone.blue()) < 40
