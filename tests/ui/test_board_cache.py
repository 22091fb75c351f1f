"""The board view keeps what it drew: the device-cached items of a table
(Senji's coast bands, terrain and provinces) fit in Qt's pixmap cache
together, so an animation frame copies them instead of drawing the whole
map again."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsItem

from senji_desktop.games.senji.model import SenjiOptions
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.senji.table import SenjiTable


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1060)])
def test_the_senji_maps_cached_items_fit_in_the_pixmap_cache(
        qtbot: Any, size: tuple[int, int]) -> None:
    QPixmapCache.setCacheLimit(10240)  # Qt's default, as a new application has it
    table = SenjiTable()
    qtbot.addWidget(table)
    table.set_animation_speed(0)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    table.set_names(["Aiko", "Kenji", "Yuki"])
    table.show_view(GAME.view(GAME.new_game(SenjiOptions(num_seats=3), 7), 0), False)
    for _ in range(3):
        QApplication.processEvents()
    view = table.board
    viewport = view.viewport().rect()
    cached = [i for i in view.scene().items()
              if i.cacheMode() != QGraphicsItem.CacheMode.NoCache and i.isVisible()]
    assert len(cached) > 10  # the map's layers and provinces
    # Each item's cache is its part of the viewport, 4 bytes a pixel.
    need_kb = sum((view.mapFromScene(i.sceneBoundingRect()).boundingRect() & viewport).width()
                  * (view.mapFromScene(i.sceneBoundingRect()).boundingRect() & viewport).height()
                  * 4 for i in cached) / 1024
    assert need_kb <= QPixmapCache.cacheLimit()
