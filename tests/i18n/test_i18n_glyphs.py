"""Every character of every translatable text (English source and German
translation) is drawn by the table's font, so no text shows a missing-glyph box
(the Senji winter notice's hourglass sign did, on systems without an emoji font)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from PySide6.QtGui import QFontMetrics

I18N = Path(__file__).resolve().parents[2] / "i18n"


def test_every_character_of_every_text_has_a_glyph_in_the_font(qapp: Any) -> None:
    metrics = QFontMetrics(qapp.font())
    missing: dict[str, str] = {}
    for catalog in sorted(I18N.glob("*.ts")):
        for message in ET.parse(catalog).getroot().iter("message"):
            for text in (message.findtext("source") or "", message.findtext("translation") or ""):
                for char in text:
                    if ord(char) > 127 and not metrics.inFontUcs4(ord(char)):
                        missing.setdefault(char, f"{catalog.name}: {text}")
    assert not missing, missing
