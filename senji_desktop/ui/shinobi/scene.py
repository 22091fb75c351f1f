"""The Shinobi scene: a round table with 4–6 clans, drawn from one seat's view.

Geometry (scene units, :data:`SCENE_W` × :data:`SCENE_H`): the table is an
ellipse in the middle; the seat whose view is drawn sits at the bottom and
the others follow in turn order to his right, i.e. counter-clockwise on the
screen ("the three rivals on your right", SHI-2). Each seat has a plate
(emblem, name, life tokens, the meeple) and, towards the middle, the three
cards it received this round with their announcement markers. The viewer's
hand of weapon cards lies below his plate.

The scene draws exactly what the view holds: a face-down card shows its
announcement (public) and, only to the seat that gave it, its true weapon.
:class:`Region` objects tell the table what lies where for clicks, hovers,
drags and tooltips.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QWidget

from senji_desktop.games.shinobi.model import (
    START_LIVES,
    ShinobiView,
    attackers_of,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.shinobi import items
from senji_desktop.ui.shinobi.log_text import weapon_name

SCENE_W = 1200.0
SCENE_H = 900.0
CENTRE = QPointF(600.0, 405.0)
TABLE_RX, TABLE_RY = 330.0, 215.0
PLATE_RX, PLATE_RY = 465.0, 310.0
CARDS_RX, CARDS_RY = 250.0, 142.0
PLATE_W, PLATE_H = 236.0, 84.0
CARD_W, CARD_H = 58.0, 82.0
HAND_W, HAND_H = 86.0, 120.0
HAND_Y = 768.0


@dataclass
class Region:
    """A clickable or explainable place: `kind` is "hand" (weapon), "seat"
    (seat), "received" (attacker → target card)."""

    kind: str
    rect: QRectF
    seat: int | None = None
    weapon: int | None = None
    attacker: int | None = None
    tooltip: str = ""

    @property
    def click(self) -> QPointF:
        return self.rect.center()


@dataclass
class Marks:
    """What the table adds to the view: the bottom seat, names, which seats
    are AI, the current selection and hover, legal targets, speech bubbles."""

    bottom: int = 0
    names: list[str] = field(default_factory=list)
    selected_weapon: int | None = None
    selected_target: int | None = None
    selected_cards: tuple[int, ...] = ()
    glow_hand: frozenset[int] = frozenset()
    glow_seats: frozenset[int] = frozenset()
    glow_received: frozenset[int] = frozenset()
    hover: Region | None = None
    bubbles: dict[int, str] = field(default_factory=dict)


def seat_angle(seat: int, bottom: int, n: int) -> float:
    """Angle in radians (y down) of `seat`'s place: bottom seat at the bottom,
    the next seats to his right, counter-clockwise on the screen."""
    k = (seat - bottom) % n
    return math.radians(90.0 - k * 360.0 / n)


def plate_rect(seat: int, bottom: int, n: int) -> QRectF:
    if seat == bottom:
        c = QPointF(CENTRE.x() - 300.0, HAND_Y + HAND_H / 2 - 6)
    else:
        a = seat_angle(seat, bottom, n)
        c = QPointF(CENTRE.x() + PLATE_RX * math.cos(a), CENTRE.y() + PLATE_RY * math.sin(a))
        if abs(math.cos(a)) > 0.95:  # the seats at the sides: keep the plate inside
            c.setX(CENTRE.x() + math.copysign(SCENE_W / 2 - PLATE_W / 2 - 18, math.cos(a)))
    return QRectF(c.x() - PLATE_W / 2, c.y() - PLATE_H / 2, PLATE_W, PLATE_H)


def received_rects(target: int, bottom: int, n: int) -> dict[int, QRectF]:
    """Where `target`'s three received cards lie, by attacker (nearest first, left to right)."""
    a = seat_angle(target, bottom, n)
    c = QPointF(CENTRE.x() + CARDS_RX * math.cos(a), CENTRE.y() + CARDS_RY * math.sin(a))
    if target == bottom:
        c = QPointF(CENTRE.x(), CENTRE.y() + CARDS_RY + 6)
    elif abs(math.cos(a)) > 0.95:  # the seats at the sides: room for their plates
        c.setX(CENTRE.x() + math.copysign(CARDS_RX - 36, math.cos(a)))
    out = {}
    gap = CARD_W + 12
    for i, attacker in enumerate(reversed(attackers_of(target, n))):
        x = c.x() + (i - 1) * gap
        out[attacker] = QRectF(x - CARD_W / 2, c.y() - CARD_H / 2, CARD_W, CARD_H)
    return out


def hand_rects() -> list[QRectF]:
    """The viewer's four weapon cards, by weapon."""
    gap = HAND_W + 16
    x0 = CENTRE.x() - 1.5 * gap + 40
    return [QRectF(x0 + i * gap - HAND_W / 2, HAND_Y, HAND_W, HAND_H) for i in range(4)]


# The widest speech bubble, in scene units (longer lines are elided).
BUBBLE_MAX_W = 420.0
BUBBLE_H = 36.0


def bubble_rect(plate: QRectF, width: float, bottom: int, n: int) -> QRectF:
    """Where the speech bubble of the seat at `plate` goes (SHI-8): above or
    below the plate, centred on it or pushed outwards, at the first place
    that covers no card (received cards of every seat, the viewer's hand)
    and no other plate; if none is free, the place covering the least."""
    obstacles = [r for t in range(n) for r in received_rects(t, bottom, n).values()]
    obstacles += [plate_rect(s, bottom, n) for s in range(n)]
    obstacles = [o for o in obstacles if o != plate]
    obstacles += hand_rects()
    outward = plate.center().x() < CENTRE.x()
    xs = [plate.center().x() - width / 2,
          plate.left() if not outward else plate.right() - width,
          plate.right() - width if not outward else plate.left(),
          10.0 if outward else SCENE_W - width - 10]
    ys = [plate.top() - BUBBLE_H - 10, plate.bottom() + 10]
    best: QRectF | None = None
    best_cover = float("inf")
    for y in ys:
        if y < 4 or y + BUBBLE_H > SCENE_H - 4:
            continue
        for x in xs:
            x = min(max(x, 10.0), SCENE_W - width - 10)
            r = QRectF(x, y, width, BUBBLE_H)
            cover = sum(_area(r.intersected(o)) for o in obstacles)
            if cover == 0:
                return r
            if cover < best_cover:
                best, best_cover = r, cover
    assert best is not None
    return best


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


class BoardItem(QGraphicsObject):
    """Paints the whole table from (view, marks)."""

    def __init__(self) -> None:
        super().__init__()
        self.view: ShinobiView | None = None
        self.marks = Marks()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SCENE_W, SCENE_H)

    def paint(self, p: QPainter, _option: object, _widget: QWidget | None = None) -> None:
        view = self.view
        if view is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        m = self.marks
        n = view.num_seats
        self._paint_table(p)
        for s in range(n):
            self._paint_plate(p, view, m, s)
        for s in range(n):
            self._paint_received(p, view, m, s)
        if view.seat is not None:
            self._paint_hand(p, view, m)
        for s, text in m.bubbles.items():
            self._paint_bubble(p, plate_rect(s, m.bottom, n), text, m.bottom, n)

    # -- parts ----------------------------------------------------------------------

    @staticmethod
    def _paint_table(p: QPainter) -> None:
        shadow = theme.qc(theme.SHADOW, 40)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(shadow)
        p.drawEllipse(CENTRE + QPointF(6, 10), TABLE_RX, TABLE_RY)
        pen = QPen(theme.qc(theme.INK, 120))
        pen.setWidthF(1.6)
        p.setPen(pen)
        p.setBrush(QColor("#d9c49b"))
        p.drawEllipse(CENTRE, TABLE_RX, TABLE_RY)
        p.setPen(QPen(theme.qc(theme.INK, 50), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(CENTRE, TABLE_RX - 14, TABLE_RY - 12)

    def _paint_plate(self, p: QPainter, view: ShinobiView, m: Marks, s: int) -> None:
        r = plate_rect(s, m.bottom, view.num_seats)
        acting = view.phase != "over" and view.current == s
        glow = s in m.glow_seats
        hovered = m.hover is not None and m.hover.kind == "seat" and m.hover.seat == s
        items.card_outline(p, r, theme.qc(theme.PAPER_LIGHT),
                           border=theme.qc(theme.ACCENT if acting or glow else theme.INK,
                                           255 if acting or glow else 150),
                           width=3.0 if acting or hovered else (2.0 if glow else 1.2))
        if glow or s == m.selected_target:
            p.setPen(QPen(theme.qc(theme.ACCENT, 200 if hovered or s == m.selected_target
                                   else 110), 2.0, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-6, -6, 6, 6), 14, 14)
        items.paint_emblem(p, s, QPointF(r.left() + 26, r.top() + 28), 13)
        name = m.names[s] if s < len(m.names) and m.names[s] else f"{s + 1}"
        p.setPen(theme.qc(theme.INK))
        p.setFont(theme.scene_font(19, bold=True))
        name_rect = QRectF(r.left() + 48, r.top() + 10, r.width() - 90, 28)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                              int(name_rect.width())))
        lives = view.lives[s]
        items.paint_lives(p, QPointF(r.left() + 16, r.bottom() - 22), lives, START_LIVES, 8)
        p.setFont(theme.scene_font(17, bold=True))
        p.setPen(theme.qc(items.LIFE_RED if lives else theme.INK_FAINT))
        p.drawText(QRectF(r.left() + 120, r.bottom() - 36, 60, 28),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   f"{lives}/{START_LIVES}")
        if view.meeple == s:
            items.paint_meeple(p, QRectF(r.right() - 40, r.top() + 10, 28, 34))
        if not lives:
            p.setPen(QPen(theme.qc(theme.INK_SOFT), 2.0))
            y = r.top() + 24
            p.drawLine(QPointF(r.left() + 48, y), QPointF(r.left() + 48 + min(
                name_rect.width(), p.fontMetrics().horizontalAdvance(name) * 1.1), y))

    def _paint_received(self, p: QPainter, view: ShinobiView, m: Marks, target: int) -> None:
        rects = received_rects(target, m.bottom, view.num_seats)
        mine = view.seat == target
        for attacker, r in rects.items():
            card = view.card(attacker, target)
            if card is None:
                p.setPen(QPen(theme.qc(theme.INK_FAINT, 120), 1.0, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r, 7, 7)
                items.paint_emblem(p, attacker, r.center(), 6)
                continue
            selected = mine and attacker in m.selected_cards
            rr = r.translated(0, -10) if selected else r
            if card.shown and card.weapon is not None:
                items.paint_face(p, rr, card.weapon, "", attacker)
                items.paint_marker_only(p, QRectF(rr.right() - 16, rr.bottom() - 16, 22, 22),
                                        card.announced)
                if view.pair is not None and target == view.current and attacker in view.pair:
                    p.setPen(QPen(theme.qc(theme.ACCENT), 2.2))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(rr.adjusted(-4, -4, 4, 4), 9, 9)
            else:
                items.paint_back(p, rr, attacker, card.announced,
                                 card.weapon if attacker == view.seat else None)
            glow = mine and attacker in m.glow_received
            hovered = (m.hover is not None and m.hover.kind == "received"
                       and m.hover.attacker == attacker and m.hover.seat == target)
            if glow or selected:
                p.setPen(QPen(theme.qc(theme.ACCENT, 255 if hovered or selected else 140),
                              3.0 if hovered or selected else 1.8))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rr.adjusted(-3, -3, 3, 3), 8, 8)

    def _paint_hand(self, p: QPainter, view: ShinobiView, m: Marks) -> None:
        rects = hand_rects()
        p.setFont(theme.scene_font(15))
        p.setPen(theme.qc(theme.INK_SOFT))
        for w, r in enumerate(rects):
            if w not in view.hand:
                p.setPen(QPen(theme.qc(theme.INK_FAINT, 110), 1.0, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r, 10, 10)
                items.paint_weapon(p, w, r.adjusted(26, 26, -26, -54), theme.INK_FAINT)
                continue
            lift = -14 if m.selected_weapon == w else 0
            rr = r.translated(0, lift)
            items.paint_face(p, rr, w, weapon_name(w), view.seat)
            glow = w in m.glow_hand
            hovered = m.hover is not None and m.hover.kind == "hand" and m.hover.weapon == w
            if glow or m.selected_weapon == w:
                p.setPen(QPen(theme.qc(theme.ACCENT, 255 if hovered or m.selected_weapon == w
                                       else 130), 3.0 if hovered or m.selected_weapon == w
                              else 1.6))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rr.adjusted(-4, -4, 4, 4), 12, 12)

    @staticmethod
    def _paint_bubble(p: QPainter, plate: QRectF, text: str, bottom: int, n: int) -> None:
        font = theme.scene_font(15)
        p.setFont(font)
        width = min(BUBBLE_MAX_W, p.fontMetrics().horizontalAdvance(text) + 28.0)
        r = bubble_rect(plate, width, bottom, n)
        above = r.bottom() <= plate.top()
        path = QPainterPath()
        path.addRoundedRect(r, 12, 12)
        tip = QPainterPath()
        cx = min(max(plate.center().x(), r.left() + 20), r.right() - 20)
        if above:
            tip.moveTo(cx - 8, r.bottom() - 1)
            tip.lineTo(cx, r.bottom() + 10)
            tip.lineTo(cx + 8, r.bottom() - 1)
        else:
            tip.moveTo(cx - 8, r.top() + 1)
            tip.lineTo(cx, r.top() - 10)
            tip.lineTo(cx + 8, r.top() + 1)
        path = path.united(tip)
        p.setPen(QPen(theme.qc(theme.INK, 160), 1.2))
        p.setBrush(QColor("#fffaf0"))
        p.drawPath(path)
        p.setPen(theme.qc(theme.INK))
        p.drawText(r.adjusted(10, 0, -10, 0), Qt.AlignmentFlag.AlignCenter,
                   p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                              int(width - 20)))


class ShinobiScene(QGraphicsScene):
    """The scene: one :class:`BoardItem` plus short-lived animation items."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.board = BoardItem()
        self.addItem(self.board)
        self.regions: list[Region] = []

    def render_view(self, view: ShinobiView | None, marks: Marks) -> None:
        self.board.view = view
        self.board.marks = marks
        self.regions = [] if view is None else self._regions(view, marks)
        self.board.update()

    def _regions(self, view: ShinobiView, marks: Marks) -> list[Region]:
        n = view.num_seats
        out: list[Region] = []
        if view.seat is not None:
            for w, r in enumerate(hand_rects()):
                if w in view.hand:
                    out.append(Region("hand", r, view.seat, weapon=w))
        for s in range(n):
            for attacker, r in received_rects(s, marks.bottom, n).items():
                if view.card(attacker, s) is not None:
                    out.append(Region("received", r, s, attacker=attacker))
        for s in range(n):
            out.append(Region("seat", plate_rect(s, marks.bottom, n), s))
        return out

    def region_at(self, pos: QPointF) -> Region | None:
        for r in self.regions:
            if r.rect.contains(pos):
                return r
        return None

    def seat_region(self, seat: int) -> Region | None:
        return next((r for r in self.regions if r.kind == "seat" and r.seat == seat), None)

    def hand_region(self, weapon: int) -> Region | None:
        return next((r for r in self.regions if r.kind == "hand" and r.weapon == weapon), None)

    def received_region(self, target: int, attacker: int) -> Region | None:
        return next((r for r in self.regions if r.kind == "received" and r.seat == target
                     and r.attacker == attacker), None)


class FlyingCard(QGraphicsObject):
    """A card back in flight from an attacker to a target (animation only)."""

    def __init__(self, owner: int, announced: int) -> None:
        super().__init__()
        self.owner = owner
        self.announced = announced
        self.setZValue(10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def paint(self, p: QPainter, _option: object, _widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        items.paint_back(p, QRectF(0, 0, CARD_W, CARD_H), self.owner, self.announced, None)


class Pulse(QGraphicsObject):
    """A ring that fades out over a card or a plate (reveals, lost lives)."""

    def __init__(self, rect: QRectF, colour: str = theme.ACCENT) -> None:
        super().__init__()
        self.rect = rect
        self.colour = colour
        self.setZValue(9)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    def paint(self, p: QPainter, _option: object, _widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.qc(self.colour), 4.0))
        p.setBrush(theme.qc(self.colour, 40))
        p.drawRoundedRect(self.rect.adjusted(-6, -6, 6, 6), 12, 12)

