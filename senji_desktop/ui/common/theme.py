"""The look shared by every table: paper, ink, the vermilion accent, fonts.

A well-made Japanese-themed board game on a quiet desk: warm washi paper,
dark ink, one vermilion accent. Colours are given as hex strings so they can
be used in style sheets as well as in QPainter code; :func:`qc` turns them
into QColor.
The meaning-carrying palette starts from Okabe–Ito (colour-blind safe) and is
adjusted to read well on warm paper; every such colour must also come with a
symbol where it is used.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication

# ---- paper and ink -------------------------------------------------------

PAPER = "#ece0c6"  # washi: the table
PAPER_LIGHT = "#f7f0e0"  # cards, panels lying on the table
PAPER_DARK = "#ddcdab"  # recesses: stack mats, empty slots
INK = "#2b2420"  # lines and text
INK_SOFT = "#5f5348"  # secondary text
INK_FAINT = "#9c8f7d"  # hints, dashed outlines
ACCENT = "#b9381b"  # vermilion (shu): the one accent colour
ACCENT_SOFT = "#e7a58c"
SHADOW = "#3a2a18"  # tinted shadow (used with low alpha)
TILE_BACK = "#4a3e34"  # the common back of face-down tiles
TILE_BACK_LINE = "#b89a62"

# ---- Okabe–Ito, adjusted for paper ------------------------------------------

OKABE_ITO = {
    "orange": "#e69f00",
    "sky_blue": "#56b4e9",
    "bluish_green": "#009e73",
    "yellow": "#f0e442",
    "blue": "#0072b2",
    "vermilion": "#d55e00",
    "reddish_purple": "#cc79a7",
}

#: The same hues, shifted so they keep contrast against PAPER while staying
#: distinguishable for the common forms of colour blindness.
ON_PAPER = {
    "orange": "#dc9200",
    "sky_blue": "#4aa6dc",
    "bluish_green": "#008f68",
    "yellow": "#e8d332",
    "blue": "#0068a6",
    "vermilion": "#cf5a06",
    "reddish_purple": "#c06a9a",
}


def qc(hex_colour: str, alpha: int | None = None) -> QColor:
    """QColor from '#rrggbb', optionally with alpha 0–255."""
    c = QColor(hex_colour)
    if alpha is not None:
        c.setAlpha(alpha)
    return c


def readable_on(hex_colour: str) -> str:
    """INK or PAPER_LIGHT, whichever reads better on `hex_colour`."""
    c = QColor(hex_colour)
    luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF()
    return INK if luminance > 0.55 else "#fbf6ea"


# ---- type ------------------------------------------------------------------

#: Smallest point size of any UI text at 100 % scale.
MIN_POINT_SIZE = 10.0


def ui_font(point_size: float = 11.0, *, bold: bool = False) -> QFont:
    """The application's sans family at `point_size` (never below 10 pt)."""
    app = QApplication.instance()
    font = QFont(app.font()) if isinstance(app, QApplication) else QFont()
    font.setPointSizeF(max(MIN_POINT_SIZE, point_size))
    font.setBold(bold)
    return font


def scene_font(pixel_size: float, *, bold: bool = False) -> QFont:
    """The sans family sized in scene units (it scales with the table)."""
    app = QApplication.instance()
    font = QFont(app.font()) if isinstance(app, QApplication) else QFont()
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def panel_style_sheet() -> str:
    """Style sheet for side panels and dialogs lying on the paper."""
    return f"""
        QLabel {{ color: {INK}; background: transparent; }}
        QLabel[role="heading"] {{ color: {INK}; }}
        QLabel[role="hint"] {{ color: {INK_SOFT}; }}
        QLabel[role="accent"] {{ color: {ACCENT}; }}
        QLabel[role="status"] {{ color: {ACCENT}; }}
        QLabel[role="prompt"] {{ color: {INK}; }}
        QPushButton {{
            color: {INK}; background: {PAPER_LIGHT};
            border: 1px solid {INK_SOFT}; border-radius: 6px; padding: 6px 14px;
        }}
        QPushButton:hover {{ border-color: {ACCENT}; }}
        QPushButton:focus {{ border: 2px solid {ACCENT}; }}
        QPushButton:default {{ background: {ACCENT}; color: #fbf6ea; border-color: {ACCENT}; }}
        QPushButton:pressed {{ background: {PAPER_DARK}; }}
        QPushButton:disabled {{
            color: {INK_FAINT}; background: transparent; border: 1px dashed {INK_FAINT};
        }}
    """
