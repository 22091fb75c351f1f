"""LanguageManager: real QTranslators switch widget texts at runtime."""

from __future__ import annotations

import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from senji_desktop.i18n import LanguageManager, available_languages
from senji_desktop.persistence.settings import load_settings, settings_path
from senji_desktop.resources import resource_path, resources_dir, translations_dir

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>GreetingButton</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
</TS>
"""


class GreetingButton(QPushButton):
    """Re-translates itself on LanguageChange, as every widget of the app does."""

    def __init__(self) -> None:
        super().__init__()
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(self.tr("New game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


@pytest.fixture
def tiny_catalog(tmp_path: Path, update: ModuleType, qt_tools: None) -> Path:
    """A folder holding a real senji_desktop_de.qm made by lrelease."""
    ts = tmp_path / "senji_desktop_de.ts"
    ts.write_text(TS, encoding="utf-8")
    subprocess.run([update.tool("pyside6-lrelease"), str(ts), "-qm",
                    str(tmp_path / "senji_desktop_de.qm"), "-silent"], check=True)
    return tmp_path


def test_available_languages() -> None:
    assert available_languages() == [("en", "English"), ("de", "Deutsch")]


def test_switch_changes_widget_text_and_back(qtbot: QtBot, tiny_catalog: Path,
                                             languages: list[LanguageManager]) -> None:
    manager = LanguageManager(translations_path=tiny_catalog)
    languages.append(manager)
    button = GreetingButton()
    qtbot.addWidget(button)
    button.show()
    assert manager.current() == "en" and button.text() == "New game"

    with qtbot.waitSignal(manager.language_changed) as signal:
        manager.set_language("de")
    assert signal.args == ["de"]
    assert manager.current() == "de"
    assert manager.installed_translators() == 2  # the app's and Qt's own
    qtbot.waitUntil(lambda: button.text() == "Neues Spiel")
    # Qt's own texts come from qtbase_de.qm.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    assert QLocale().language() == QLocale.Language.German

    manager.set_language("en")
    assert manager.installed_translators() == 0
    qtbot.waitUntil(lambda: button.text() == "New game")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_switching_twice_does_not_stack_translators(qapp: QApplication, tiny_catalog: Path,
                                                    languages: list[LanguageManager]) -> None:
    manager = LanguageManager(translations_path=tiny_catalog)
    languages.append(manager)
    manager.set_language("de")
    manager.set_language("de")
    assert manager.installed_translators() == 2
    assert QCoreApplication.translate("GreetingButton", "New game") == "Neues Spiel"


def test_committed_catalogue_translates_persistence_messages(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        languages: list[LanguageManager]) -> None:
    """The shipped .qm is loaded, and the persistence layer's (Qt-free) problem
    texts come out in German through it."""
    monkeypatch.setenv("SENJI_DESKTOP_HOME", str(tmp_path))
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")
    _, problem = load_settings()
    assert problem is not None
    manager = LanguageManager()
    languages.append(manager)
    manager.set_language("de")
    # Qt's own catalogue, the app's and each game's that is shipped.
    assert manager.installed_translators() == 1 + len(list(translations_dir().glob("*_de.qm")))
    german = problem.translated(QCoreApplication.translate)
    assert german.startswith(f"Die Einstellungsdatei {path} war beschädigt")
    assert "umbenannt" in german
    manager.set_language("en")
    assert problem.translated(QCoreApplication.translate) == problem


def test_missing_catalogue_falls_back_to_english_texts(
        qapp: QApplication, tmp_path: Path, languages: list[LanguageManager]) -> None:
    manager = LanguageManager(translations_path=tmp_path)
    languages.append(manager)
    manager.set_language("de")
    assert manager.current() == "de"
    assert manager.installed_translators() == 1  # only Qt's own
    assert QCoreApplication.translate("GreetingButton", "New game") == "New game"


def test_unknown_language_is_rejected(qapp: QApplication) -> None:
    with pytest.raises(ValueError):
        LanguageManager().set_language("fr")


def test_resources_are_found() -> None:
    assert resource_path("rules", "en", "senshi.md").is_file()
    assert resource_path("rules", "de", "senshi.md").is_file()
    assert resources_dir().is_dir()
    assert (translations_dir() / "senji_desktop_de.qm").is_file()
