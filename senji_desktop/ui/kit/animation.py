"""The one animation runner of every table.

Model (in the spirit of Kajongg's "items declare where they should be"):
the table draws the view before the events; each event becomes a
:class:`~senji_desktop.ui.kit.presenter.Beat` in which pieces fly from
where they lie in the drawing of the view before to where they lie in the
drawing of the view after (both drawn by the presenter from engine views);
flown pieces stay where they landed; at the end the table draws the view
after. The UI never re-applies an event to a view: what a seat may see comes
only from the engine's views. A table turns beats into :class:`Step` objects
(:class:`~senji_desktop.ui.kit.table.KitTable` does that for every game) and
hands them to a :class:`StepRunner`. Each step is prepared lazily, just
before it runs, runs its animations in parallel and then finishes.
:meth:`StepRunner.finish_now` jumps to the end at once — used when a new
view arrives mid-animation, and for the "instant" speed.

Durations: a move takes :data:`BASE_MS` × speed factor (factor 1.0 =
normal, 2.0 = slow, 0 = instant; 250–400 ms at normal speed), eased in and
out, in the order the events happened.

Frames run without Python: every animation is a ``QPropertyAnimation`` on
a QGraphicsObject's ``pos``, ``scale`` or ``opacity``, interpolated and
applied by Qt in C++. A Python slot per frame would have to wait for the
GIL while an AI search runs in a worker thread. Items that are not
QObjects (pixmap items) are hung on a :func:`carrier` and moved with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsWidget

#: Duration of one move at speed factor 1.0, in milliseconds.
BASE_MS = 320


def duration_ms(factor: float, base: int = BASE_MS) -> int:
    """Duration of a move at speed `factor` (0 = instant)."""
    return max(0, round(base * factor))


@dataclass
class Step:
    """One step of a sequence.

    `prepare()` returns the animations to run in parallel (it may also hide or
    add items); `finish()` runs after they end or when the sequence is cut
    short — then `prepare` may never have run, so `finish` must not rely on it."""

    prepare: Callable[[], list[QAbstractAnimation]] = field(default=lambda: [])
    finish: Callable[[], None] = field(default=lambda: None)


def carrier(z: float = 0.0) -> QGraphicsObject:
    """An invisible QGraphicsObject at the scene origin to hang items on
    (``item.setParentItem(carrier)``), so property animations can move,
    scale or fade them. It paints nothing and takes no clicks."""
    holder = QGraphicsWidget()
    holder.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    holder.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    holder.setZValue(z)
    return holder


def property_animation(
    target: QObject,
    name: bytes,
    start: Any,
    end: Any,
    duration: int,
    *,
    parent: QObject | None = None,
    easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic,
) -> QPropertyAnimation:
    """Animate the Qt property `name` of `target` from `start` to `end`
    over `duration` ms (interpolated in C++)."""
    anim = QPropertyAnimation(target, name, parent)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(max(1, duration))
    anim.setEasingCurve(QEasingCurve(easing))
    return anim


def fly_animations(
    holder: QGraphicsObject, unit: float, start: QRectF, end: QRectF, duration: int
) -> list[QAbstractAnimation]:
    """Move `holder` so that a thing drawn `unit` scene units wide at its
    origin goes from the rectangle `start` to `end` (their top left corners
    and widths; the thing keeps its aspect). Sets the start position now."""
    begin, finish = start.width() / unit, end.width() / unit
    holder.setPos(start.topLeft())
    holder.setScale(begin)
    anims: list[QAbstractAnimation] = [
        property_animation(holder, b"pos", start.topLeft(), end.topLeft(), duration)
    ]
    if abs(begin - finish) > 1e-3:
        anims.append(property_animation(holder, b"scale", begin, finish, duration))
    return anims


def fade_animation(
    item: QGraphicsObject, start: float, end: float, duration: int, *, parent: QObject | None = None
) -> QPropertyAnimation:
    """Fade `item`'s opacity from `start` to `end`."""
    item.setOpacity(start)
    return property_animation(
        item, b"opacity", start, end, duration, parent=parent,
        easing=QEasingCurve.Type.InOutQuad,
    )


class StepRunner(QObject):
    """Runs steps one after the other (see module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: list[Step] = []
        self._current: Step | None = None
        self._group: QParallelAnimationGroup | None = None
        self._on_done: Callable[[], None] | None = None

    @property
    def running(self) -> bool:
        return self._on_done is not None

    def start(
        self, steps: list[Step], on_done: Callable[[], None], *, instant: bool = False
    ) -> None:
        """Run `steps`, then call `on_done` once. A sequence still running is
        finished at once first. With `instant` nothing is animated: every
        step's `finish` runs now, then `on_done`."""
        self.finish_now()
        self._steps = list(steps)
        self._on_done = on_done
        if instant:
            self.finish_now()
        else:
            self._next()

    def finish_now(self) -> None:
        """Jump to the end: stop the running step, finish it and every step
        still waiting, then call `on_done`. Does nothing when idle."""
        if self._on_done is None:
            return
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._step_done)
            group.stop()
            group.deleteLater()
        current, self._current = self._current, None
        if current is not None:
            current.finish()
        steps, self._steps = self._steps, []
        for step in steps:
            step.finish()
        self._complete()

    def _complete(self) -> None:
        on_done, self._on_done = self._on_done, None
        if on_done is not None:
            on_done()

    def _next(self) -> None:
        while self._steps:
            step = self._steps.pop(0)
            animations = step.prepare()
            if not animations:
                step.finish()
                continue
            self._current = step
            group = QParallelAnimationGroup(self)
            for a in animations:
                group.addAnimation(a)
            group.finished.connect(self._step_done)
            self._group = group
            group.start()
            return
        self._complete()

    def _step_done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        current, self._current = self._current, None
        if current is not None:
            current.finish()
        self._next()


def delayed(anim: QAbstractAnimation, delay_ms: int) -> QAbstractAnimation:
    """`anim` starting `delay_ms` after its group starts (a pause, then it)."""
    if delay_ms <= 0:
        return anim
    group = QSequentialAnimationGroup()
    group.addPause(delay_ms)
    group.addAnimation(anim)
    return group
