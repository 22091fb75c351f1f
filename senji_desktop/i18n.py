"""Loading translations and switching the language while the app runs.

English is the source language: its only translators are the catalogues of
its plural texts (``*_en.qm``: "1 game", "2 games", from ``tr(text, "", n)``),
where they exist. For German the app installs
QTranslators on the application: one per catalogue of its own
(``senji_desktop_de.qm`` and each game's ``<game>_de.qm``, every ``*_de.qm`` in
``resources.translations_dir()``) and Qt's ``qtbase_de.qm`` (standard dialog
buttons and the like, from Qt's translations folder). Installing or removing a
translator makes Qt send ``QEvent.LanguageChange`` to every widget, which
re-translates itself in ``changeEvent``. Graphics scene items get no such
event, so :attr:`LanguageManager.language_changed` tells the tables.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from senji_desktop.resources import translations_dir

log = logging.getLogger(__name__)

# (code, name in that language) — shown as is, never translated.
_LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("de", "Deutsch"))
APP_CATALOG = "senji_desktop"
QT_CATALOG = "qtbase"


def available_languages() -> list[tuple[str, str]]:
    """[(code, endonym)], e.g. [("en", "English"), ("de", "Deutsch")]."""
    return list(_LANGUAGES)


class LanguageManager(QObject):
    """Owns the installed translators of one QCoreApplication.

    Starts in English; call :meth:`set_language` with the saved setting.
    `translations_path` overrides where the app's ``.qm`` files are looked up
    (tests); by default ``translations_dir()``."""

    # Emitted with the new language code after the translators changed.
    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None,
                 translations_path: Path | None = None) -> None:
        super().__init__(parent)
        self._code = "en"
        self._path = translations_path
        # The app starts in English whatever the system locale is, until
        # set_language() is called with the saved setting.
        QLocale.setDefault(QLocale("en"))
        self._installed: list[QTranslator] = []

    def current(self) -> str:
        """The active language code ("en" or "de")."""
        return self._code

    def set_language(self, code: str) -> None:
        """Switch every text of the app to `code`.

        Removes the previous translators, installs the new ones and emits
        `language_changed(code)` (also when `code` is already active, so a
        caller can force a refresh). A missing ``.qm`` file is logged and the
        app falls back to English texts for it. Raises ValueError for a code
        not in :func:`available_languages` and RuntimeError without a
        QCoreApplication."""
        if code not in {c for c, _ in _LANGUAGES}:
            raise ValueError(f"unsupported language {code!r}")
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("set_language needs a QCoreApplication")
        # Before touching translators: widgets re-translating on LanguageChange
        # (e.g. the rules window choosing its page) read the default locale.
        QLocale.setDefault(QLocale(code))
        self._code = code
        for old in self._installed:
            app.removeTranslator(old)
        # Dropping the last reference deletes a translator only after removal.
        self._installed.clear()
        if code != "en":
            app_dir = self._path if self._path is not None else translations_dir()
            qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
            # Qt's own catalogue first: a translator installed later is asked
            # first, so the app's texts win where both define a message.
            # The app's main catalogue first, then each game's own one.
            own = sorted((p.name.removesuffix(f"_{code}.qm")
                          for p in Path(app_dir).glob(f"*_{code}.qm")),
                         key=lambda name: name != APP_CATALOG)
            if APP_CATALOG not in own:
                own.insert(0, APP_CATALOG)
            for catalog, folder in ((QT_CATALOG, qt_dir),
                                    *((name, app_dir) for name in own)):
                tr = QTranslator()
                if tr.load(f"{catalog}_{code}", str(folder)):
                    app.installTranslator(tr)
                    self._installed.append(tr)
                else:
                    log.warning("no %s translation %s_%s.qm in %s", code, catalog, code, folder)
        else:
            # English: the singular and plural forms of the counting texts.
            app_dir = self._path if self._path is not None else translations_dir()
            for path in sorted(Path(app_dir).glob(f"*_{code}.qm")):
                tr = QTranslator()
                if tr.load(str(path)):
                    app.installTranslator(tr)
                    self._installed.append(tr)
        self.language_changed.emit(code)

    def installed_translators(self) -> int:
        """How many translators this manager has installed right now."""
        return len(self._installed)
