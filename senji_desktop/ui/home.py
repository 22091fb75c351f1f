"""The home screen: the five games as cards on washi paper.

Playable games have a "New game" button (and the whole card is clickable);
the others are marked "Coming soon" and do nothing when clicked. Every
unfinished autosaved game (one per game) is offered in a banner above the
cards, newest first, one compact row each (never a blocking dialog). Emblems are drawn with QPainter (ink and the vermilion accent only),
so no image files and no CJK font are needed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from senji_desktop import __version__
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.elided_label import ElidedLabel
from senji_desktop.ui.common.paper import paint_paper, paint_soft_shadow, paper_brush
from senji_desktop.ui.registry import GAME_UIS, GameUi

CARD_RADIUS = 14.0
EMBLEM_HEIGHT = 128
#: The emblem band's height on a low window (the compact home screen).
COMPACT_EMBLEM_HEIGHT = 72
#: Below this page height the home screen is compact: every game's "New game"
#: button stays in sight at 1024×640, also with unfinished games listed.
COMPACT_BELOW = 760


def _ink(alpha: int = 255) -> QColor:
    return theme.qc(theme.INK, alpha)


def _accent(alpha: int = 255) -> QColor:
    return theme.qc(theme.ACCENT, alpha)


# ---- emblems ---------------------------------------------------------------


def _emblem_senji(p: QPainter, c: QPointF, r: float) -> None:
    """A family crest: a ring of six mon around a centre."""
    p.setPen(QPen(_ink(), r * 0.06))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r, r)
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(6):
        a = math.pi / 2 + i * math.pi / 3
        q = QPointF(c.x() + math.cos(a) * r * 0.58, c.y() - math.sin(a) * r * 0.58)
        p.setBrush(_accent() if i == 0 else _ink())
        p.drawEllipse(q, r * 0.17, r * 0.17)
    p.setBrush(_ink())
    p.drawEllipse(c, r * 0.2, r * 0.2)


def _tile(p: QPainter, rect: QRectF, fill: QColor, mark: str) -> None:
    p.setPen(QPen(_ink(), 1.4))
    p.setBrush(fill)
    p.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_ink(200) if fill != _ink() else QColor(theme.PAPER_LIGHT))
    m = rect.center()
    s = rect.width() * 0.2
    if mark == "circle":
        p.drawEllipse(m, s, s)
    elif mark == "triangle":
        p.drawPolygon(QPolygonF([QPointF(m.x(), m.y() - s), QPointF(m.x() + s, m.y() + s * 0.8),
                                 QPointF(m.x() - s, m.y() + s * 0.8)]))
    elif mark == "diamond":
        p.drawPolygon(QPolygonF([QPointF(m.x(), m.y() - s * 1.1), QPointF(m.x() + s, m.y()),
                                 QPointF(m.x(), m.y() + s * 1.1), QPointF(m.x() - s, m.y())]))
    else:
        p.drawRect(QRectF(m.x() - s * 0.85, m.y() - s * 0.85, s * 1.7, s * 1.7))


def _emblem_senshi(p: QPainter, c: QPointF, r: float) -> None:
    """Two stacks of tiles of the four virtues, seen slightly from the side."""
    colours = {
        "strength": theme.ON_PAPER["vermilion"],
        "agility": theme.ON_PAPER["bluish_green"],
        "honor": theme.ON_PAPER["yellow"],
        "wisdom": theme.ON_PAPER["blue"],
    }
    marks = {"strength": "triangle", "agility": "circle", "honor": "diamond", "wisdom": "square"}
    w = r * 0.9
    depth = r * 0.2
    stacks = ((c.x() - r * 1.05, ("wisdom", "honor", "strength")),
              (c.x() + r * 0.15, ("strength", "agility")))
    for left, tiles in stacks:
        bottom = c.y() + r * 0.62
        for i, key in enumerate(tiles):
            top = bottom - w - i * depth
            edge = QRectF(left, top + depth * 0.55, w, w)
            p.setPen(QPen(_ink(), 1.3))
            p.setBrush(QColor(theme.PAPER_DARK).darker(115))
            p.drawRoundedRect(edge, w * 0.16, w * 0.16)
            _tile(p, QRectF(left, top, w, w), QColor(colours[key]), marks[key])


def _emblem_tenno(p: QPainter, c: QPointF, r: float) -> None:
    """A fan of three face-down cards before a rising sun."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_accent())
    p.drawEllipse(QPointF(c.x() + r * 0.55, c.y() - r * 0.45), r * 0.34, r * 0.34)
    w, h = r * 0.66, r * 1.2
    for angle in (-24, 0, 24):
        p.save()
        p.translate(c.x(), c.y() + r * 0.8)
        p.rotate(angle)
        rect = QRectF(-w / 2, -h, w, h)
        p.setPen(QPen(_ink(), 1.3))
        p.setBrush(QColor(theme.TILE_BACK))
        p.drawRoundedRect(rect, w * 0.12, w * 0.12)
        p.setPen(QPen(QColor(theme.TILE_BACK_LINE), 1.1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(w * 0.12, w * 0.12, -w * 0.12, -w * 0.12)
        p.drawRoundedRect(inner, w * 0.06, w * 0.06)
        m = inner.center()
        d = w * 0.16
        p.drawPolygon(QPolygonF([QPointF(m.x(), m.y() - d), QPointF(m.x() + d, m.y()),
                                 QPointF(m.x(), m.y() + d), QPointF(m.x() - d, m.y())]))
        p.restore()


def _emblem_shinobi(p: QPainter, c: QPointF, r: float) -> None:
    """A four-pointed shuriken."""
    path = QPainterPath()
    for i in range(8):
        a = i * math.pi / 4 + math.pi / 8
        rad = r * (0.95 if i % 2 == 0 else 0.3)
        pt = QPointF(c.x() + math.cos(a) * rad, c.y() + math.sin(a) * rad)
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    p.setPen(QPen(_ink(), 1.2))
    p.setBrush(_ink())
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(theme.PAPER_DARK))
    p.drawEllipse(c, r * 0.13, r * 0.13)
    p.setPen(QPen(_accent(), r * 0.05))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.22, r * 0.22)


def _emblem_senbazuru(p: QPainter, c: QPointF, r: float) -> None:
    """An origami crane made of folded triangles."""

    def pt(x: float, y: float) -> QPointF:
        return QPointF(c.x() + x * r, c.y() + y * r)

    p.setPen(QPen(_ink(), 1.4))
    p.setBrush(QColor(theme.PAPER_LIGHT))
    p.drawPolygon(QPolygonF([pt(-0.2, 0.15), pt(0.05, -0.9), pt(0.25, 0.1)]))  # wing
    p.setBrush(_accent())
    p.drawPolygon(QPolygonF([pt(-0.55, 0.25), pt(0.0, 0.05), pt(0.55, 0.25), pt(0.0, 0.5)]))
    p.setBrush(QColor(theme.PAPER_LIGHT))
    p.drawPolygon(QPolygonF([pt(-0.2, 0.2), pt(-0.95, -0.35), pt(-0.05, 0.35)]))  # neck
    p.drawPolygon(QPolygonF([pt(-0.95, -0.35), pt(-1.05, -0.18), pt(-0.8, -0.26)]))  # head
    p.drawPolygon(QPolygonF([pt(0.2, 0.2), pt(0.95, -0.3), pt(0.05, 0.35)]))  # tail


EMBLEMS = {
    "senji": _emblem_senji,
    "senshi": _emblem_senshi,
    "tenno": _emblem_tenno,
    "shinobi": _emblem_shinobi,
    "senbazuru": _emblem_senbazuru,
}


def paint_seal(p: QPainter, rect: QRectF) -> None:
    """A hanko-like vermilion seal with a white crest (decoration)."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_accent())
    p.drawRoundedRect(rect, rect.width() * 0.14, rect.width() * 0.14)
    c = rect.center()
    r = rect.width() * 0.3
    p.setPen(QPen(QColor(theme.PAPER_LIGHT), rect.width() * 0.06))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r, r)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(theme.PAPER_LIGHT))
    for i in range(4):
        a = i * math.pi / 2
        p.drawEllipse(QPointF(c.x() + math.cos(a) * r * 0.5, c.y() + math.sin(a) * r * 0.5),
                      r * 0.28, r * 0.28)
    p.restore()


class Seal(QWidget):
    """The app's seal next to the title."""

    def __init__(self, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_seal(p, QRectF(self.rect()).adjusted(2, 2, -2, -2))
        p.end()


# ---- cards -----------------------------------------------------------------


class GameCard(QFrame):
    """One game on the home screen; emits :attr:`play_requested` if playable,
    :attr:`rules_requested` from its "Rules" link (also before the game is
    playable) and :attr:`learn_requested` from "Learn to play" (shown once
    :meth:`set_tutorial` says the game has a tutorial)."""

    play_requested = Signal(str)
    rules_requested = Signal(str)
    learn_requested = Signal(str)

    def __init__(self, game: GameUi, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"card_{game.game_id}")
        self.setMinimumSize(QSize(168, 420))
        self.setMaximumSize(QSize(300, 700))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._hover = False
        self.compact = False
        self.emblem_height = EMBLEM_HEIGHT
        playable = game.playable
        self.title = QLabel(game.title, self)
        self.title.setObjectName("card_title")
        self.title.setFont(theme.ui_font(19, bold=True))
        self.title.setFixedHeight(QFontMetrics(self.title.font()).height() + 4)
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.tagline = QLabel(self)
        self.tagline.setObjectName("card_tagline")
        self.tagline.setFont(theme.ui_font(10.5, bold=True))
        self.tagline.setWordWrap(True)
        self.description = QLabel(self)
        self.description.setObjectName("card_description")
        self.description.setWordWrap(True)
        self.description.setFont(theme.ui_font(10))
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.players = QLabel(self)
        self.players.setObjectName("card_players")
        self.players.setFont(theme.ui_font(10))
        # Coming-soon cards are quieter, but their texts must stay easy to read.
        ink = theme.INK if playable else theme.INK_SOFT
        soft = theme.INK_SOFT
        self.title.setStyleSheet(f"color: {ink}; background: transparent;")
        self.tagline.setStyleSheet(
            f"color: {theme.ACCENT if playable else theme.INK_SOFT}; background: transparent;")
        self.description.setStyleSheet(f"color: {soft}; background: transparent;")
        self.players.setStyleSheet(f"color: {soft}; background: transparent;")
        self.button: QPushButton | None = None
        self.soon: QLabel | None = None
        if playable:
            self.button = QPushButton(self)
            self.button.setObjectName(f"play_{game.game_id}")
            self.button.setCursor(Qt.CursorShape.PointingHandCursor)
            self.button.setMinimumHeight(40)
            self.button.setFont(theme.ui_font(11, bold=True))
            self.button.setStyleSheet(
                f"QPushButton {{ background: {theme.ACCENT}; color: #fbf6ea; border: none;"
                " border-radius: 8px; padding: 8px 8px; }"
                "QPushButton:hover { background: #cf4a28; }"
                f"QPushButton:focus {{ border: 2px solid {theme.INK}; }}")
            self.button.clicked.connect(lambda: self.play_requested.emit(game.game_id))
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.soon = QLabel(self)
            self.soon.setObjectName("coming_soon")
            self.soon.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.soon.setWordWrap(True)
            self.soon.setMinimumHeight(40)
            self.soon.setFont(theme.ui_font(10.5, bold=True))
            self.soon.setStyleSheet(
                f"color: {theme.INK_SOFT}; background: transparent;"
                f" border: 1.5px dashed {theme.INK_FAINT}; border-radius: 8px; padding: 6px 4px;")
        # Quiet text links under the main button: read the rules, learn by playing.
        self.rules_link = QPushButton(self)
        self.rules_link.setObjectName(f"rules_{game.game_id}")
        self.learn_link = QPushButton(self)
        self.learn_link.setObjectName(f"learn_{game.game_id}")
        # Side by side where the card is wide enough, else one under the other
        # (German on five cards at 1024 px): never cut off (see _fit_links).
        links = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        links.setContentsMargins(0, 0, 0, 0)
        links.setSpacing(4)
        self._links = links
        for link in (self.rules_link, self.learn_link):
            link.setFlat(True)
            link.setCursor(Qt.CursorShape.PointingHandCursor)
            link.setFont(theme.ui_font(10))
            link.setStyleSheet(
                f"QPushButton {{ color: {theme.ACCENT}; background: transparent; border: none;"
                " padding: 1px 2px; text-align: left; }"
                "QPushButton:hover { text-decoration: underline; }"
                f"QPushButton:focus {{ border-bottom: 2px solid {theme.INK}; }}")
            links.addWidget(link)
        links.addStretch(1)
        links.setAlignment(self.rules_link, Qt.AlignmentFlag.AlignLeft)
        links.setAlignment(self.learn_link, Qt.AlignmentFlag.AlignLeft)
        self.rules_link.clicked.connect(lambda: self.rules_requested.emit(game.game_id))
        self.learn_link.clicked.connect(lambda: self.learn_requested.emit(game.game_id))
        # A game without a tutorial keeps the room of its link: every card's
        # links take the same height, so the "New game" buttons stand level.
        policy = self.learn_link.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.learn_link.setSizePolicy(policy)
        self.learn_link.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, EMBLEM_HEIGHT + 16, 20, 20)
        layout.setSpacing(8)
        self._layout = layout
        layout.addWidget(self.title)
        layout.addWidget(self.tagline)
        layout.addWidget(self.description, 1)
        # The taglines wrap to different numbers of lines: what is left over
        # goes above the players' count, so the part from there down (count,
        # button, links; equally tall on every card) stands at the foot of
        # the card, and the cards of a row are equally tall.
        layout.addStretch(1)
        layout.addWidget(self.players)
        self._gap = QSpacerItem(0, 4)
        layout.addItem(self._gap)
        layout.addWidget(self.button or self.soon)
        layout.addLayout(links)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """A smaller emblem and the description as the card's tooltip (a low window)."""
        if compact == self.compact:
            return
        self.compact = compact
        self.emblem_height = COMPACT_EMBLEM_HEIGHT if compact else EMBLEM_HEIGHT
        self._layout.setContentsMargins(20, self.emblem_height + (10 if compact else 16), 20,
                                        14 if compact else 20)
        self._layout.setSpacing(5 if compact else 8)
        self._gap.changeSize(0, 0 if compact else 4)
        if self.button is not None:
            self.button.setMinimumHeight(36 if compact else 40)
        self.description.setVisible(not compact)
        self.setMinimumHeight(0 if compact else 420)
        self.retranslate()
        self.update()

    def set_tutorial(self, available: bool) -> None:
        """Show "Learn to play" when the game has a tutorial."""
        self.learn_link.setVisible(available and self.game.playable)
        if self.width() > 0:
            self._fit(self.width())

    def retranslate(self) -> None:
        g = self.game
        self.tagline.setText(g.tr(g.tagline))
        self.description.setText(g.tr(g.description))
        if g.playable:
            self.setToolTip(g.tr(g.description) if self.compact else "")
        self.players.setText(g.players_text())
        if self.button is not None:
            self.button.setText(self.tr("New game"))
            #: Tooltip of a game card's button; %1 is the game's name.
            self.button.setToolTip(
                self.tr("Choose players and start a game of %1.").replace("%1", g.title))
        #: Link on a game card: opens the game's rules without starting a game.
        self.rules_link.setText(self.tr("Rules"))
        #: %1 is the game's name.
        self.rules_link.setToolTip(self.tr("Read how %1 is played: a quick start and the "
                                           "full rules.").replace("%1", g.title))
        #: Link on a game card: starts the game's guided tutorial.
        self.learn_link.setText(self.tr("Learn to play"))
        #: %1 is the game's name.
        self.learn_link.setToolTip(self.tr("Learn %1 step by step in a short guided game.")
                                   .replace("%1", g.title))
        if self.soon is not None:
            #: Marks a game that cannot be played in this version yet.
            self.soon.setText(self.tr("Coming soon"))
            #: %1 is the game's name.
            self.setToolTip(self.tr("%1 is not playable yet.").replace("%1", g.title))
        if self.width() > 0:
            self._fit(self.width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit(event.size().width())
        super().resizeEvent(event)

    def _fit(self, card_width: int) -> None:
        # Long names (and German texts) must fit narrow cards: shrink the title,
        # and grow the card to the height its wrapped texts need.
        width = card_width - 40
        size = 19.0
        font = theme.ui_font(size, bold=True)
        while size > 12 and QFontMetrics(font).horizontalAdvance(self.game.title) > width:
            size -= 1
            font = theme.ui_font(size, bold=True)
        self.title.setFont(font)
        self._fit_action_text(width)
        self._fit_links(width)
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            need = layout.totalHeightForWidth(card_width)
            self.setMinimumHeight(min(need, 720) if self.compact else max(420, min(need, 720)))

    def _fit_action_text(self, width: int) -> None:
        """Shrink the button text (German is longer) rather than clip it; never below 10 pt."""
        widget: QWidget | None = self.button or self.soon
        if widget is None:
            return
        text = widget.text()
        size = 11.0 if self.button is not None else 10.5
        font = theme.ui_font(size, bold=True)
        while size > 10 and QFontMetrics(font).horizontalAdvance(text) + 36 > width:
            size -= 0.5
            font = theme.ui_font(size, bold=True)
        widget.setFont(font)

    def _fit_links(self, width: int) -> None:
        """"Rules" and "Learn to play" in one row if both fit in `width`
        pixels, else one under the other."""
        # The hidden link counts too (its room is kept): every card decides alike.
        need = (self.rules_link.sizeHint().width() + self._links.spacing()
                + self.learn_link.sizeHint().width())
        direction = (QBoxLayout.Direction.LeftToRight if need <= width
                     else QBoxLayout.Direction.TopToBottom)
        if self._links.direction() != direction:
            self._links.setDirection(direction)
            self._links.setSpacing(4 if direction == QBoxLayout.Direction.LeftToRight else 0)

    def enterEvent(self, event: QEvent) -> None:  # type: ignore[override]
        self._hover = self.game.playable
        self.update()
        super().enterEvent(event)  # type: ignore[arg-type]

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.game.playable and event.button() == Qt.MouseButton.LeftButton \
                and self.rect().contains(event.position().toPoint()):
            self.play_requested.emit(self.game.game_id)
        super().mouseReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = 3.0 if self._hover else 0.0
        body = QRectF(self.rect()).adjusted(8, 6 - lift, -8, -12 - lift)
        paint_soft_shadow(p, body, CARD_RADIUS, spread=14 + lift * 2, alpha=60 + int(lift * 8))
        playable = self.game.playable
        p.setPen(QPen(_ink(150 if playable else 80), 1.2))
        p.setBrush(paper_brush(theme.PAPER_LIGHT, self.devicePixelRatioF(), 45))
        p.drawRoundedRect(body, CARD_RADIUS, CARD_RADIUS)
        # The emblem band: a darker paper strip with the game's motif.
        band = QRectF(body.left() + 8, body.top() + 8, body.width() - 16,
                      self.emblem_height - 12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(paper_brush(theme.PAPER_DARK, self.devicePixelRatioF(), 70))
        p.drawRoundedRect(band, CARD_RADIUS - 5, CARD_RADIUS - 5)
        if playable:
            p.setBrush(_accent())
            p.drawRect(QRectF(band.left() + 14, band.bottom() - 4, 36, 4))
        p.save()
        if not playable:
            p.setOpacity(0.45)
        radius = min(band.width(), band.height()) * 0.34
        EMBLEMS.get(self.game.game_id, _emblem_senji)(p, band.center(), radius)
        p.restore()
        if self._hover:
            p.setPen(QPen(_accent(200), 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(body, CARD_RADIUS, CARD_RADIUS)
        p.end()


# ---- the page ----------------------------------------------------------------


@dataclass(frozen=True)
class ResumeOffer:
    """One unfinished game offered on the home screen.

    `seats` are (name, is_ai) in seat order; `when` is the time of the last
    move as shown ("14:05", or date and time on another day; "" if unknown)."""

    game_id: str
    title: str
    seats: tuple[tuple[str, bool], ...]
    when: str


class ResumeRow(QWidget):
    """One unfinished game in the banner: its name, seats, last move, Discard, Resume."""

    resume_requested = Signal(str)
    discard_requested = Signal(str)

    def __init__(self, offer: ResumeOffer, title_width: int, newest: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.offer = offer
        self._newest = newest
        gid = offer.game_id
        self.setObjectName(f"resume_row_{gid}")
        self.title = QLabel(offer.title, self)
        self.title.setObjectName(f"resume_title_{gid}")
        self.title.setFont(theme.ui_font(11.5, bold=True))
        self.title.setFixedWidth(title_width)
        self.title.setStyleSheet(f"color: {theme.INK}; background: transparent;")
        self.detail = ElidedLabel("", self)
        self.detail.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail.setMinimumWidth(60)
        self.detail.setObjectName(f"resume_detail_{gid}")
        self.detail.setFont(theme.ui_font(10.5))
        self.detail.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
        self.resume = QPushButton(self)
        self.resume.setObjectName(f"resume_{gid}")
        self.discard = QPushButton(self)
        self.discard.setObjectName(f"discard_{gid}")
        for b in (self.resume, self.discard):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setMinimumHeight(28)
            b.setFont(theme.ui_font(10.5, bold=b is self.resume))
        self.resume.setStyleSheet(
            f"QPushButton {{ background: {theme.ACCENT}; color: #fbf6ea; border: none;"
            " border-radius: 7px; padding: 4px 18px; }"
            "QPushButton:hover { background: #cf4a28; }"
            f"QPushButton:focus {{ border: 2px solid {theme.INK}; }}")
        self.discard.setStyleSheet(
            f"QPushButton {{ background: transparent; color: {theme.INK}; border: 1px solid"
            f" {theme.INK_SOFT}; border-radius: 7px; padding: 4px 14px; }}"
            f"QPushButton:focus {{ border: 2px solid {theme.ACCENT}; }}")
        self.resume.clicked.connect(lambda: self.resume_requested.emit(gid))
        self.discard.clicked.connect(lambda: self.discard_requested.emit(gid))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        row.addWidget(self.title)
        row.addWidget(self.detail, 1)
        row.addWidget(self.discard)
        row.addWidget(self.resume)
        self.retranslate()

    def retranslate(self) -> None:
        o = self.offer
        seats = []
        for name, is_ai in o.seats:
            #: A computer player in the list of an unfinished game's seats; %1 is its name.
            seats.append(self.tr("%1 (AI)").replace("%1", name) if is_ai else name)
        who = ", ".join(seats)
        if o.when:
            #: An unfinished game on the home screen; %1 lists the players, %2 is the
            #: time of the last move (e.g. 14:05, or a date and time on another day).
            template = self.tr("%1 · last move %2")
            head, _, tail = template.partition("%1")
            # The names give way to the time of the last move (never cut off).
            self.detail.set_full_text(head + who, tail.replace("%2", o.when))
        else:
            self.detail.set_full_text(who)
        self.resume.setText(self.tr("&Resume") if self._newest else self.tr("Resume"))
        #: %1 is the game's name.
        self.resume.setToolTip(
            self.tr("Continue this game of %1 where you left it.").replace("%1", o.title))
        self.discard.setText(self.tr("Discard"))
        #: %1 is the game's name.
        self.discard.setToolTip(
            self.tr("Forget this unfinished game of %1 (you are asked first).")
            .replace("%1", o.title))


class ResumeBanner(QFrame):
    """Every unfinished game, newest first, one compact row each (ResumeRow).

    Emits :attr:`resume_requested` / :attr:`discard_requested` with the game
    id. :attr:`text`, :attr:`resume` and :attr:`discard` are the newest row's
    title label and buttons."""

    resume_requested = Signal(str)
    discard_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resume_banner")
        self.rows: list[ResumeRow] = []
        self.header = QLabel(self)
        self.header.setObjectName("resume_header")
        self.header.setFont(theme.ui_font(10, bold=True))
        self.header.setStyleSheet(f"color: {theme.ACCENT}; background: transparent;")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(22, 8, 14, 10)
        self._layout.setSpacing(4)
        self._layout.addWidget(self.header)
        self.setStyleSheet(
            f"#resume_banner {{ background: {theme.PAPER_LIGHT}; border: 1px solid"
            f" {theme.ACCENT_SOFT}; border-left: 6px solid {theme.ACCENT}; border-radius: 8px; }}")
        self.retranslate()

    @property
    def text(self) -> QLabel:
        return self.rows[0].title

    @property
    def resume(self) -> QPushButton:
        return self.rows[0].resume

    @property
    def discard(self) -> QPushButton:
        return self.rows[0].discard

    def row(self, game_id: str) -> ResumeRow:
        for r in self.rows:
            if r.offer.game_id == game_id:
                return r
        raise KeyError(game_id)

    def offer(self, offers: Sequence[ResumeOffer]) -> None:
        """Show these unfinished games (newest first); hide the banner if none."""
        for r in self.rows:
            self._layout.removeWidget(r)
            r.hide()
            r.deleteLater()
        self.rows = []
        font = theme.ui_font(11.5, bold=True)
        metrics = QFontMetrics(font)
        width = max((metrics.horizontalAdvance(o.title) for o in offers), default=0) + 12
        for i, o in enumerate(offers):
            r = ResumeRow(o, width, i == 0, self)
            r.resume_requested.connect(self.resume_requested)
            r.discard_requested.connect(self.discard_requested)
            self._layout.addWidget(r)
            # Rows made while the banner is already shown (offered again after
            # a language switch) are shown explicitly: Qt would leave them hidden.
            r.show()
            self.rows.append(r)
        self.retranslate()
        self.setVisible(bool(offers))

    def set_compact(self, compact: bool) -> None:
        """Rows closer together on a low window: with all five games
        unfinished the game cards below stay in sight."""
        self._layout.setSpacing(1 if compact else 4)

    def retranslate(self) -> None:
        if len(self.rows) == 1:
            self.header.setText(self.tr("Your unfinished game"))
        else:
            self.header.setText(self.tr("Your unfinished games"))
        for r in self.rows:
            r.retranslate()


class BrushStroke(QWidget):
    """A short vermilion brush-like stroke under the title (decoration)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(260, 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(_accent(210), 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        y = 5.0
        path = QPainterPath(QPointF(2, y))
        path.cubicTo(QPointF(80, y - 3), QPointF(160, y + 2), QPointF(250, y - 1))
        p.drawPath(path)
        p.end()


class HomePage(QWidget):
    """The start page: title, an optional resume banner and the five game cards.

    The content sits in a transparent scroll area, so a small window or long
    German texts scroll instead of overlapping."""

    play_requested = Signal(str)
    # The player asked for the Statistics page.
    statistics_requested = Signal()
    # The player asked for the list of finished games (to watch a replay).
    finished_requested = Signal()
    rules_requested = Signal(str)
    learn_requested = Signal(str)
    # Emitted once, after the page was painted for the first time (start-up marker).
    first_painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home_page")
        self._painted = False
        self.compact = False
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("home_scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setStyleSheet("QScrollArea, #home_content { background: transparent; }")
        self.scroll.viewport().setAutoFillBackground(False)
        content = QWidget()
        content.setObjectName("home_content")
        content.setAutoFillBackground(False)
        self.content = content
        self.seal = Seal(64, content)
        self.title = QLabel("Senji Desktop", content)
        self.title.setObjectName("home_title")
        self.title.setFont(theme.ui_font(30, bold=True))
        self.title.setStyleSheet(f"color: {theme.INK}; background: transparent;")
        self.subtitle = QLabel(content)
        self.subtitle.setObjectName("home_subtitle")
        self.subtitle.setFont(theme.ui_font(12.5))
        self.subtitle.setWordWrap(True)
        self.subtitle.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
        self.stroke = BrushStroke(content)
        self.stats_button = QPushButton(content)
        self.stats_button.setObjectName("home_statistics")
        self.stats_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.stats_button.setFont(theme.ui_font(10.5, bold=True))
        self.stats_button.setMinimumHeight(32)
        self.stats_button.setStyleSheet(
            f"QPushButton {{ background: {theme.PAPER_LIGHT}; color: {theme.INK}; border: 1px solid"
            f" {theme.INK_SOFT}; border-radius: 7px; padding: 4px 16px; }}"
            f"QPushButton:hover {{ border-color: {theme.ACCENT}; }}"
            f"QPushButton:focus {{ border: 2px solid {theme.ACCENT}; }}")
        self.stats_button.clicked.connect(self.statistics_requested)
        self.finished_button = QPushButton(content)
        self.finished_button.setObjectName("home_finished_games")
        self.finished_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.finished_button.setFont(self.stats_button.font())
        self.finished_button.setMinimumHeight(32)
        self.finished_button.setStyleSheet(self.stats_button.styleSheet())
        self.finished_button.clicked.connect(self.finished_requested)
        self.banner = ResumeBanner(content)
        self.banner.hide()
        self.cards = [GameCard(g, content) for g in GAME_UIS]
        for card in self.cards:
            card.play_requested.connect(self.play_requested)
            card.rules_requested.connect(self.rules_requested)
            card.learn_requested.connect(self.learn_requested)
        self.footer = QLabel(content)
        self.footer.setObjectName("home_footer")
        self.footer.setFont(theme.ui_font(10))
        self.footer.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
        self.footer.setAlignment(Qt.AlignmentFlag.AlignCenter)

        head_text = QVBoxLayout()
        head_text.setSpacing(2)
        head_text.addWidget(self.title)
        head_text.addWidget(self.subtitle)
        head_text.addSpacing(6)
        head_text.addWidget(self.stroke, 0, Qt.AlignmentFlag.AlignLeft)
        head = QHBoxLayout()
        head.setSpacing(18)
        head.addWidget(self.seal, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        head.addLayout(head_text, 1)
        head_buttons = QVBoxLayout()
        head_buttons.setSpacing(6)
        head_buttons.addWidget(self.stats_button)
        head_buttons.addWidget(self.finished_button)
        head_buttons.addStretch(1)
        head.addLayout(head_buttons, 0)
        # The cards grow with the window up to their largest size, then stay centred.
        self.cards_box = QWidget(content)
        self.cards_box.setObjectName("home_cards")
        self.cards_box.setMaximumWidth(5 * 300 + 4 * 18)
        self.row = QHBoxLayout(self.cards_box)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(18)
        for card in self.cards:
            card.setParent(self.cards_box)
            self.row.addWidget(card, 1)
        self.outer = QVBoxLayout(content)
        self.outer.setContentsMargins(56, 30, 56, 14)
        self.outer.setSpacing(18)
        self.outer.addLayout(head)
        self.outer.addWidget(self.banner)
        self.outer.addStretch(1)
        self.outer.addWidget(self.cards_box)
        self.outer.addStretch(2)
        self.outer.addWidget(self.footer)
        self.scroll.setWidget(content)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self.scroll)
        # The version line gives way when the page would otherwise scroll (a
        # low window with many unfinished games); the About dialog names it too.
        content.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.content and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self._fit_footer)
        return super().eventFilter(watched, event)

    def _fit_footer(self) -> None:
        room = self.scroll.viewport().height()
        need = self.outer.minimumSize().height()
        line = self.footer.sizeHint().height() + self.outer.spacing()
        if self.footer.isVisibleTo(self.content):
            need -= line
        self.footer.setVisible(need + line <= room)

    def card(self, game_id: str) -> GameCard:
        for c in self.cards:
            if c.game.game_id == game_id:
                return c
        raise KeyError(game_id)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Generous margins on large windows, tighter ones so five cards fit at 1024 px.
        width = event.size().width()
        side = 56 if width >= 1200 else 26
        # On very wide windows the whole page stays one centred column.
        side = max(side, (width - self.cards_box.maximumWidth()) // 2)
        self.set_compact(event.size().height() < COMPACT_BELOW)
        top = 12 if self.compact else 30
        self.outer.setContentsMargins(side, top, side, 8 if self.compact else 14)
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_footer)

    def set_compact(self, compact: bool) -> None:
        """The low-window home screen: a smaller head and smaller cards, so
        every game's "New game" button is in sight without scrolling."""
        if self.compact == compact:
            return
        self.compact = compact
        self.title.setFont(theme.ui_font(22 if compact else 30, bold=True))
        self.subtitle.setFont(theme.ui_font(11 if compact else 12.5))
        self.seal.setFixedSize(*((44, 44) if compact else (64, 64)))
        self.stroke.setVisible(not compact)
        self.outer.setSpacing(10 if compact else 18)
        self.banner.set_compact(compact)
        for card in self.cards:
            card.set_compact(compact)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.subtitle.setText(self.tr(
            "Five games from old Japan at one table – against the computer or with friends "
            "at one screen."))
        #: Footer of the home screen; %1 is the version number.
        footer = self.tr("Version %1")
        self.footer.setText(footer.replace("%1", __version__))
        self.finished_button.setText(self.tr("Finished games"))
        self.finished_button.setToolTip(self.tr(
            "Your latest finished games: watch any of them again, move by move."))
        self.stats_button.setText(self.tr("Statistics"))
        self.stats_button.setToolTip(self.tr(
            "Your results in every game: wins, streaks, best scores and your form."))
        for card in self.cards:
            card.retranslate()
        self.banner.retranslate()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_paper(p, QRectF(self.rect()), dpr=self.devicePixelRatioF())
        p.end()
        if not self._painted:
            self._painted = True
            self.first_painted.emit()
