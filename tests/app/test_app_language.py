"""Switching the language from the menu changes every visible text at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication, QLabel, QPushButton


class PseudoGerman(QTranslator):
    """Marks every translated text with ⟪…⟫, so an untranslated leftover stands out."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"⟪{source}⟫"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo() -> Iterator[PseudoGerman]:
    tr = PseudoGerman()
    yield tr
    QApplication.instance().removeTranslator(tr)


def scene_texts(table: Any) -> list[str]:
    texts = []
    for item in table.scene.items():
        shown = getattr(item, "shown", None)
        if isinstance(shown, str) and shown.strip():
            texts.append(shown)
    return texts


def visible_widget_texts(root: Any) -> list[str]:
    texts = []
    for w in root.findChildren(QLabel) + root.findChildren(QPushButton):
        if w.isVisible() and w.text().strip():
            texts.append(w.text())
    return texts


def test_language_menu_retranslates_widgets_scene_and_log(
        qtbot: Any, make_window: Any, pseudo: PseudoGerman, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from senji_desktop.persistence.saves import SeatConfig
    from senji_desktop.persistence.settings import load_settings

    # No shipped catalogue: the real German translator, installed after the
    # pseudo one, would otherwise answer first and hide the markers.
    monkeypatch.setattr("senji_desktop.i18n.translations_dir", lambda: tmp_path)
    window = make_window()
    assert window.language_actions["en"].isChecked()
    seats = [SeatConfig(name="Aiko", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="easy")]
    window.start_game("senshi", {"num_seats": 2, "first_seat": 1}, 5, seats)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    table = window.table
    english_log = list(table.log.lines())
    assert english_log and not any("⟪" in line for line in english_log)
    assert not any("⟪" in t for t in scene_texts(table))

    QApplication.instance().installTranslator(pseudo)
    window.language_actions["de"].trigger()  # what the Settings › Language › Deutsch entry does

    assert window.language_actions["de"].isChecked()
    assert window.lang.current() == "de"
    assert load_settings()[0].language == "de"
    assert window.game_menu.title().startswith("⟪")
    assert window.settings_menu.title().startswith("⟪")
    assert window.act_new.text().startswith("⟪")
    # Scene items (no LanguageChange events of their own) and every log line follow.
    texts = [t for t in scene_texts(table) if t not in ("Aiko", "Kenji")]
    assert texts and all("⟪" in t for t in texts), texts
    lines = table.log.lines()
    assert len(lines) == len(english_log)
    assert all("⟪" in line for line in lines), lines
    panel = [t for t in visible_widget_texts(table) if t not in ("Aiko", "Kenji")]
    assert panel and all("⟪" in t for t in panel), panel
    # The home page behind the table too.
    assert window.home.subtitle.text().startswith("⟪")
    assert window.home.card("senshi").button.text().startswith("⟪")

    # And back to English, without the pseudo translator.
    QApplication.instance().removeTranslator(pseudo)
    window.language_actions["en"].trigger()
    assert window.lang.current() == "en"
    assert table.log.lines() == english_log
    assert not any("⟪" in t for t in scene_texts(table))
    assert window.game_menu.title() == "&Game"
