"""The dice tray of the Senji table: the nine destiny dice and the battle panel.

Each destiny die shows a family's mon on every face (SJ-3). A
:class:`DiceTray` rolls any number of them — nine for a battle (SJ-44), one
per crossing unit for a crossing or raid, a few for a roll-off (SJ-40) —
with :meth:`DiceTray.roll`: locked dice (one per samurai, SJ-44) are set
aside first, sliding into the left of the tray under a seal; then the others
tumble in from the right, their faces changing as they roll, and settle on
the given faces. :attr:`DiceTray.finished` is emitted exactly once per roll,
also when a roll is cut short by :meth:`DiceTray.finish_now` or by the next
roll. The speed factor of the table applies (:meth:`DiceTray.set_speed`;
0 = instant: the final faces at once and `finished` before `roll` returns).

Motion is C++ property animation; only the face changes while tumbling run
in Python, about 14 times a second, each a swap of a cached pixmap.

:class:`BattlePanel` shows a battle's breakdown (:class:`BattleBreakdown`):
units, dice and support card per side, totals and the result, in
translatable sentences. :class:`DiceView` is a small ready-made widget
holding a tray and a panel.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_soft_shadow, paper_brush
from senji_desktop.ui.common.tiles import RENDERER
from senji_desktop.ui.kit import animation
from senji_desktop.ui.senji.map_items import samurai_path
from senji_desktop.ui.senji.mons import FAMILIES, FAMILY_NAMES, draw_mon, family_colour

translate = QCoreApplication.translate

#: Durations at speed factor 1.0 (ms): a locked die set aside, a die rolling in.
SET_ASIDE_MS = 260
ROLL_MS = 720
STAGGER_MS = 50
TUMBLE_TICK_MS = 70

DIE = 34.0  # die size, tray units
GAP = 7.0
PAD = 12.0


def _draw_die(p: QPainter, size: float, family: str, locked: bool) -> None:
    """A die face: ivory body, ink border and the family's mon in its colour."""
    r = QRectF(0, 0, size, size)
    paint_soft_shadow(p, r, size * 0.18, spread=size * 0.16, alpha=55)
    p.setPen(QPen(theme.qc(theme.INK, 220), max(1.0, size * 0.035)))
    p.setBrush(QColor("#f8f1e0"))
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), size * 0.18, size * 0.18)
    m = size * 0.66
    draw_mon(p, family, QRectF((size - m) / 2, (size - m) / 2, m, m), family_colour(family))
    if locked:
        # A vermilion seal in the corner: held by a samurai, not rolled.
        s = size * 0.34
        seal = QRectF(size - s * 0.85, -s * 0.15, s, s)
        p.setPen(QPen(QColor(theme.PAPER_LIGHT), max(0.8, size * 0.03)))
        p.setBrush(QColor(theme.ACCENT))
        p.drawEllipse(seal)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.PAPER_LIGHT))
        p.drawPath(samurai_path(seal.adjusted(s * 0.24, s * 0.2, -s * 0.24, -s * 0.22)))


class DieItem(QGraphicsObject):
    """One destiny die; its origin is its centre, so it rotates in place.
    `family` is the face shown; the pixmap child paints it in C++."""

    def __init__(self, family: str, *, locked: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self._pixmap = QGraphicsPixmapItem(self)
        self._pixmap.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._scale = 1.0
        self.locked = locked
        self.family = family
        self.set_face(family)

    def boundingRect(self) -> QRectF:
        return QRectF(-DIE / 2, -DIE / 2, DIE, DIE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass

    def set_face(self, family: str) -> None:
        self.family = family
        key: Hashable = ("die", family, self.locked)
        bounds = QRectF(-6, -6, DIE + 12, DIE + 12)
        pm = RENDERER.picture(key, bounds, self._scale,
                              lambda p: _draw_die(p, DIE, family, self.locked))
        self._pixmap.setPixmap(pm)
        self._pixmap.setOffset(-DIE / 2 - 6, -DIE / 2 - 6)

    def realize(self, scale: float) -> None:
        scale = round(max(0.2, scale), 3)
        if scale != self._scale:
            self._scale = scale
            self.set_face(self.family)


class DiceTray(QGraphicsObject):
    """A tray for up to nine dice (see module docstring). Its origin is the
    tray's top left; :meth:`boundingRect` is its size in tray units."""

    finished = Signal()

    def __init__(self, parent: QGraphicsItem | None = None, *, slots: int = 9) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self._slots = slots
        self._speed = 1.0
        self._scale = 1.0
        self._dice: list[DieItem] = []
        self._locked: tuple[str, ...] = ()
        self._values: tuple[str, ...] = ()
        self._group: QSequentialAnimationGroup | None = None
        self._rolling_anims: list[tuple[DieItem, QAbstractAnimation, str]] = []
        self._pending = False
        self._rng = random.Random(9)
        self._tumble = QTimer(self)
        self._tumble.setInterval(TUMBLE_TICK_MS)
        self._tumble.timeout.connect(self._tick)
        self._mat = QGraphicsPixmapItem(self)
        self._mat.setZValue(-1)
        self._draw_mat()

    # -- geometry ------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, PAD * 2 + self._slots * DIE + (self._slots - 1) * GAP,
                      PAD * 2 + DIE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass

    def slot_centre(self, index: int) -> QPointF:
        return QPointF(PAD + DIE / 2 + index * (DIE + GAP), PAD + DIE / 2)

    def _draw_mat(self) -> None:
        r = self.boundingRect()
        locked = len(self._locked)

        def draw(p: QPainter) -> None:
            paint_soft_shadow(p, r, 10, spread=8, alpha=35)
            p.setPen(QPen(theme.qc(theme.INK, 120), 1.2))
            p.setBrush(paper_brush(theme.PAPER_DARK, strength=60))
            p.drawRoundedRect(r, 10, 10)
            if locked:
                # The place where locked dice are set aside.
                w = locked * (DIE + GAP) - GAP + PAD
                aside = QRectF(PAD / 2, PAD / 2, w, DIE + PAD)
                p.setPen(QPen(theme.qc(theme.ACCENT, 150), 1.2, Qt.PenStyle.DashLine))
                p.setBrush(theme.qc(theme.ACCENT, 22))
                p.drawRoundedRect(aside, 7, 7)

        pm = RENDERER.picture(("dice-tray", self._slots, locked), r.adjusted(-12, -12, 12, 12),
                              self._scale, draw)
        self._mat.setPixmap(pm)
        self._mat.setOffset(-12, -12)

    def realize(self, scale: float) -> None:
        """Draw the tray and dice for `scale` device pixels per tray unit."""
        scale = round(max(0.2, scale), 3)
        if scale == self._scale:
            return
        self._scale = scale
        self._draw_mat()
        for die in self._dice:
            die.realize(scale)

    # -- rolling --------------------------------------------------------------------------

    @property
    def rolling(self) -> bool:
        return self._pending

    def set_speed(self, factor: float) -> None:
        """Animation speed factor (1 normal, 2 slow, 0 instant)."""
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self.finish_now()

    def faces(self) -> list[str]:
        """The faces shown, locked dice first (what the tray shows now)."""
        return [d.family for d in self._dice]

    def locked_faces(self) -> list[str]:
        return [d.family for d in self._dice if d.locked]

    def roll(self, values: Sequence[str], locked: Sequence[str] = ()) -> None:
        """Roll dice that will show `values` (family ids), after setting aside
        `locked` dice (family ids). Emits :attr:`finished` once when the dice
        have settled. Raises ValueError for more dice than slots or an
        unknown family."""
        values, locked = tuple(values), tuple(locked)
        if len(values) + len(locked) > self._slots:
            raise ValueError(f"{len(values) + len(locked)} dice do not fit {self._slots} slots")
        for f in (*values, *locked):
            if f not in FAMILIES:
                raise ValueError(f"unknown family {f!r}")
        self.finish_now()
        for die in self._dice:
            die.setParentItem(None)
            if die.scene() is not None:
                die.scene().removeItem(die)
        self._values, self._locked = values, locked
        self._draw_mat()
        self._dice = []
        for i, f in enumerate(locked):
            self._dice.append(self._make_die(f, i, locked=True))
        for j, f in enumerate(values):
            self._dice.append(self._make_die(f, len(locked) + j, locked=False))
        self._pending = True
        duration = animation.duration_ms(self._speed, ROLL_MS)
        if duration <= 0:
            self._complete()
            return
        self._animate()

    def _make_die(self, family: str, slot: int, *, locked: bool) -> DieItem:
        die = DieItem(family, locked=locked, parent=self)
        die.realize(self._scale)
        die.setPos(self.slot_centre(slot))
        return die

    def _animate(self) -> None:
        f = self._speed
        seq = QSequentialAnimationGroup(self)
        locked = [d for d in self._dice if d.locked]
        rolled = [d for d in self._dice if not d.locked]
        if locked:
            aside = QParallelAnimationGroup()
            for i, die in enumerate(locked):
                end = die.pos()
                start = end + QPointF(0, -DIE * 0.9)
                die.setPos(start)
                die.setOpacity(0.0)
                one = QSequentialAnimationGroup()
                one.addAnimation(QPauseAnimation(round(i * STAGGER_MS * f)))
                both = QParallelAnimationGroup()
                both.addAnimation(animation.property_animation(
                    die, b"pos", start, end, animation.duration_ms(f, SET_ASIDE_MS),
                    easing=QEasingCurve.Type.OutCubic))
                both.addAnimation(animation.property_animation(
                    die, b"opacity", 0.0, 1.0, animation.duration_ms(f, SET_ASIDE_MS)))
                one.addAnimation(both)
                aside.addAnimation(one)
            seq.addAnimation(aside)
        self._rolling_anims = []
        if rolled:
            tumble = QParallelAnimationGroup()
            right = self.boundingRect().right()
            for i, die in enumerate(rolled):
                end = die.pos()
                start = QPointF(right + DIE * (1.2 + 0.5 * i), end.y() + self._rng.uniform(-14, 14))
                die.setPos(start)
                die.setOpacity(0.0)
                die.setRotation(self._rng.uniform(-200, 200))
                die.set_face(self._rng.choice(FAMILIES))
                one = QSequentialAnimationGroup()
                one.addAnimation(QPauseAnimation(max(1, round(i * STAGGER_MS * f))))
                move = QParallelAnimationGroup()
                ms = animation.duration_ms(f, ROLL_MS)
                move.addAnimation(animation.property_animation(
                    die, b"pos", start, end, ms, easing=QEasingCurve.Type.OutQuart))
                move.addAnimation(animation.property_animation(
                    die, b"rotation", die.rotation(), 0.0, ms, easing=QEasingCurve.Type.OutBack))
                move.addAnimation(animation.property_animation(
                    die, b"opacity", 0.0, 1.0, max(1, ms // 5)))
                one.addAnimation(move)
                tumble.addAnimation(one)
                self._rolling_anims.append((die, move, die.family))
            seq.addAnimation(tumble)
        seq.finished.connect(self._complete)
        self._group = seq
        self._tumble.start()
        seq.start()

    def _tick(self) -> None:
        """Change the faces of the dice still rolling; settle the others."""
        for index, (die, move, _) in enumerate(self._rolling_anims):
            if move.state() == QAbstractAnimation.State.Running:
                t = move.currentTime() / max(1, move.totalDuration())
                if t < 0.8:
                    die.set_face(self._rng.choice(FAMILIES))
                    continue
            if move.state() == QAbstractAnimation.State.Running or move.currentTime() > 0:
                final = self._values[index]
                if die.family != final:
                    die.set_face(final)

    def finish_now(self) -> None:
        """End a running roll at once: final faces, and `finished` if still owed."""
        if not self._pending:
            return
        self._complete()

    def _complete(self) -> None:
        if not self._pending:
            return
        self._pending = False
        self._tumble.stop()
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._complete)
            group.stop()
            group.deleteLater()
        self._rolling_anims = []
        n_locked = len(self._locked)
        for i, die in enumerate(self._dice):
            die.setPos(self.slot_centre(i))
            die.setRotation(0.0)
            die.setOpacity(1.0)
            die.set_face(self._locked[i] if i < n_locked else self._values[i - n_locked])
        self.finished.emit()


# ---- the battle breakdown -------------------------------------------------------------


@dataclass(frozen=True)
class SideBreakdown:
    """One side of a battle (SJ-44): its family, units present, dice showing
    its mon (locked and rolled), the support card played (`support_family`
    None: none) with the points it gave, and the points its samurai's powers
    add (`powers`: Honda, Sanada, SJ-60)."""

    family: str
    units: int
    dice: int
    support_family: str | None = None
    support: int = 0
    powers: int = 0

    @property
    def total(self) -> int:
        return self.units + self.dice + self.support + self.powers


@dataclass(frozen=True)
class BattleBreakdown:
    """A battle's figures for the panel; `province` is the province's name."""

    province: str
    attacker: SideBreakdown
    defender: SideBreakdown

    @property
    def attacker_wins(self) -> bool:
        """Higher total wins; a tie goes to the defender (SJ-44)."""
        return self.attacker.total > self.defender.total


class BattlePanel(QGraphicsPixmapItem):
    """The breakdown of one battle as a paper card (drawn once per look and
    scale). Call :meth:`retranslate` after a language change."""

    WIDTH = 380.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.breakdown: BattleBreakdown | None = None
        self._scale = 1.0
        self._texts: tuple[str, ...] = ()

    def height(self) -> float:
        b = self.breakdown
        return 204.0 + (21.0 if b is not None and (b.attacker.powers or b.defender.powers)
                        else 0.0)

    def set_breakdown(self, breakdown: BattleBreakdown | None) -> None:
        self.breakdown = breakdown
        self._redraw()

    def realize(self, scale: float) -> None:
        scale = round(max(0.2, scale), 3)
        if scale != self._scale:
            self._scale = scale
            self._redraw()

    def retranslate(self) -> None:
        self._redraw()

    def texts(self) -> tuple[str, ...]:
        """Every text drawn (for tests and the log)."""
        return self._texts

    def _strings(self, b: BattleBreakdown) -> dict[str, str]:
        def support(side: SideBreakdown) -> str:
            if side.support_family is None:
                return "—"
            return translate("SenjiDice", "+%1 (%2 card)").replace(
                "%1", str(side.support)).replace(
                "%2", FAMILY_NAMES.get(side.support_family, side.support_family))

        province = b.province
        attacker = FAMILY_NAMES.get(b.attacker.family, b.attacker.family)
        defender = FAMILY_NAMES.get(b.defender.family, b.defender.family)
        if b.attacker_wins:
            result = translate("SenjiDice", "%1 takes %2.")
            winner = attacker
        elif b.attacker.total == b.defender.total:
            result = translate("SenjiDice", "A tie: %1 holds %2.")
            winner = defender
        else:
            result = translate("SenjiDice", "%1 holds %2.")
            winner = defender
        return {
            "title": translate("SenjiDice", "Battle for %1").replace("%1", province),
            "attacker": translate("SenjiDice", "Attacker"),
            "defender": translate("SenjiDice", "Defender"),
            "units": translate("SenjiDice", "Units"),
            "dice": translate("SenjiDice", "Dice"),
            "support": translate("SenjiDice", "Support"),
            "powers": translate("SenjiDice", "Samurai"),
            "a_powers": f"+{b.attacker.powers}" if b.attacker.powers else "—",
            "d_powers": f"+{b.defender.powers}" if b.defender.powers else "—",
            "total": translate("SenjiDice", "Total"),
            "a_support": support(b.attacker),
            "d_support": support(b.defender),
            "result": result.replace("%1", winner).replace("%2", province),
        }

    def _redraw(self) -> None:
        b = self.breakdown
        if b is None:
            self.setPixmap(RENDERER.picture(("battle-none",), QRectF(0, 0, 1, 1),
                                            self._scale, lambda p: None))
            self._texts = ()
            return
        s = self._strings(b)
        self._texts = tuple(s.values())
        w, h = self.WIDTH, self.height()
        bounds = QRectF(-12, -12, w + 24, h + 24)
        key = ("battle", b, self._texts)
        self.setPixmap(RENDERER.picture(key, bounds, self._scale,
                                        lambda p: self._draw(p, b, s)))
        self.setOffset(-12, -12)

    def _draw(self, p: QPainter, b: BattleBreakdown, s: dict[str, str]) -> None:
        w, h = self.WIDTH, self.height()
        r = QRectF(0, 0, w, h)
        paint_soft_shadow(p, r, 10, spread=10, alpha=40)
        p.setPen(QPen(theme.qc(theme.INK, 130), 1.2))
        p.setBrush(paper_brush(theme.PAPER_LIGHT, strength=40))
        p.drawRoundedRect(r, 10, 10)
        title = theme.scene_font(17, bold=True)
        body = theme.scene_font(14)
        bold = theme.scene_font(14, bold=True)
        p.setFont(title)
        p.setPen(QColor(theme.INK))
        p.drawText(QRectF(14, 8, w - 28, 26), Qt.AlignmentFlag.AlignLeft
                   | Qt.AlignmentFlag.AlignVCenter, s["title"])
        fm_body, fm_bold = QFontMetricsF(body), QFontMetricsF(bold)
        label_w = max(80.0, fm_body.horizontalAdvance(s["support"]) + 14,
                      fm_body.horizontalAdvance(s["powers"]) + 14,
                      fm_body.horizontalAdvance(s["units"]) + 14,
                      fm_body.horizontalAdvance(s["dice"]) + 14,
                      fm_bold.horizontalAdvance(s["total"]) + 14)
        col_w = (w - 28 - label_w) / 2
        x_a, x_d = 14 + label_w, 14 + label_w + col_w
        y = 40.0
        # Column heads: role and family with its mon.
        for x, role, side in ((x_a, s["attacker"], b.attacker), (x_d, s["defender"], b.defender)):
            p.setFont(body)
            p.setPen(theme.qc(theme.INK_SOFT))
            p.drawText(QRectF(x, y, col_w, 18), Qt.AlignmentFlag.AlignCenter, role)
            fm = QFontMetricsF(bold)
            name = FAMILY_NAMES.get(side.family, side.family)
            tw = fm.horizontalAdvance(name) + 20
            left = x + (col_w - tw) / 2
            draw_mon(p, side.family, QRectF(left, y + 21, 16, 16), family_colour(side.family))
            p.setFont(bold)
            p.setPen(QColor(theme.INK))
            p.drawText(QRectF(left + 20, y + 19, tw, 20), Qt.AlignmentFlag.AlignLeft
                       | Qt.AlignmentFlag.AlignVCenter, name)
        y += 44
        rows: tuple[tuple[str, str, str], ...] = (
            (s["units"], str(b.attacker.units), str(b.defender.units)),
            (s["dice"], str(b.attacker.dice), str(b.defender.dice)),
            (s["support"], s["a_support"], s["d_support"]),
        )
        if b.attacker.powers or b.defender.powers:
            rows += ((s["powers"], s["a_powers"], s["d_powers"]),)
        p.setPen(QPen(theme.qc(theme.INK_FAINT, 120), 1.0))
        p.drawLine(QPointF(14, y - 2), QPointF(w - 14, y - 2))
        for label, a, d in rows:
            p.setFont(body)
            p.setPen(theme.qc(theme.INK_SOFT))
            p.drawText(QRectF(14, y, label_w, 20), Qt.AlignmentFlag.AlignLeft
                       | Qt.AlignmentFlag.AlignVCenter, label)
            p.setPen(QColor(theme.INK))
            p.drawText(QRectF(x_a, y, col_w, 20), Qt.AlignmentFlag.AlignCenter, a)
            p.drawText(QRectF(x_d, y, col_w, 20), Qt.AlignmentFlag.AlignCenter, d)
            y += 21
        p.setPen(QPen(theme.qc(theme.INK, 160), 1.2))
        p.drawLine(QPointF(14, y + 1), QPointF(w - 14, y + 1))
        y += 4
        p.setFont(bold)
        p.drawText(QRectF(14, y, label_w, 22), Qt.AlignmentFlag.AlignLeft
                   | Qt.AlignmentFlag.AlignVCenter, s["total"])
        winner_x = x_a if b.attacker_wins else x_d
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qc(theme.ACCENT, 40))
        p.drawRoundedRect(QRectF(winner_x + col_w / 2 - 22, y + 1, 44, 20), 6, 6)
        p.setPen(QColor(theme.INK))
        p.drawText(QRectF(x_a, y, col_w, 22), Qt.AlignmentFlag.AlignCenter,
                   str(b.attacker.total))
        p.drawText(QRectF(x_d, y, col_w, 22), Qt.AlignmentFlag.AlignCenter,
                   str(b.defender.total))
        y += 28
        p.setFont(bold)
        p.setPen(QColor(theme.ACCENT))
        p.drawText(QRectF(14, y, w - 28, 24), Qt.AlignmentFlag.AlignCenter
                   | Qt.TextFlag.TextWordWrap, s["result"])


# ---- a ready-made widget ---------------------------------------------------------------


class DiceView(QGraphicsView):
    """A widget holding a :class:`DiceTray` above a :class:`BattlePanel`,
    scaled to its width. Forwards the tray's `finished`."""

    finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.tray = DiceTray()
        self.panel = BattlePanel()
        self.scene().addItem(self.tray)
        self.scene().addItem(self.panel)
        tray_w = self.tray.boundingRect().width()
        self.panel.setPos((tray_w - BattlePanel.WIDTH) / 2, self.tray.boundingRect().height() + 18)
        self._after_roll: BattleBreakdown | None = None
        self.tray.finished.connect(self._settled)
        self.tray.finished.connect(self.finished)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet("QGraphicsView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setMinimumSize(240, 140)
        self._update_rect()

    def _update_rect(self) -> None:
        tray = self.tray.boundingRect()
        bottom = self.panel.pos().y() + self.panel.height()
        self.setSceneRect(QRectF(-14, -14, tray.width() + 28, bottom + 28))

    def roll(self, values: Sequence[str], locked: Sequence[str] = (),
             breakdown: BattleBreakdown | None = None) -> None:
        """Roll (see :meth:`DiceTray.roll`); with a `breakdown`, the panel
        shows it once the dice have settled (and is empty until then)."""
        self._after_roll = breakdown
        if breakdown is not None:
            self.set_breakdown(None)
        self.tray.roll(values, locked)

    def _settled(self) -> None:
        pending, self._after_roll = self._after_roll, None
        if pending is not None:
            self.set_breakdown(pending)

    def set_speed(self, factor: float) -> None:
        self.tray.set_speed(factor)

    def set_breakdown(self, breakdown: BattleBreakdown | None) -> None:
        before = self.panel.height()
        self.panel.set_breakdown(breakdown)
        if self.panel.height() != before:  # a row for the samurai's powers
            self._update_rect()
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def retranslate(self) -> None:
        """Redraw the panel's texts in the current language (also on LanguageChange)."""
        self.panel.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.transform().m11() * self.viewport().devicePixelRatioF()
        self.tray.realize(scale)
        self.panel.realize(scale)


