"""The hot-seat pass screen speaks of no game's pieces, and its button's
text fits inside the keyboard-focus border."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from senji_desktop.ui.common.pass_screen import FOCUS_BORDER_PX, PassScreen


def test_pass_screen_hint_names_no_game_pieces(qtbot: Any) -> None:
    screen = PassScreen()
    qtbot.addWidget(screen)
    screen.ask("Aiko")
    hint = screen.hint.text()
    assert "Aiko" in hint
    for word in ("tiles", "cards", "Plättchen", "Karten"):
        assert word not in hint


def test_pass_button_fits_its_text_with_the_focus_border(qtbot: Any) -> None:
    screen = PassScreen()
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.ask("Aiko Nakamura-Takahashi")
    button = screen.button
    unfocused = button.sizeHint()
    button.setEnabled(True)
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    text_w = QFontMetrics(button.font()).horizontalAdvance(button.text())
    hint = button.sizeHint()
    assert hint == unfocused
    # Padding 36 px on each side plus the border must surround the text.
    assert hint.width() >= text_w + 2 * (36 + FOCUS_BORDER_PX)
    assert button.width() >= hint.width()
