"""Helpers a game's presenter draws with: what several presenters would
otherwise each write again.

- :func:`legible_label` – a label sized in scene units that follows the
  Text size and never drops below the smallest legible size on screen.
- :func:`shared_form` – the one form (long or short) that every label of a
  kind fits, so like labels read alike.
- :func:`rect_path` – a plain rectangle as a path (a target's glow or hit
  area where the piece is square).
- :class:`Remembered` – the last layout (or any value) with the key it was
  made for, made again only when the key changes.
- :func:`widened_to` – a layout's scene rectangle grown to the viewport's
  shape, so the fitted table sits centred without being stretched.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from senji_desktop.ui.kit.items import LabelItem, fitted_font
from senji_desktop.ui.kit.presenter import DrawContext, Spec

T = TypeVar("T")


class Remembered(Generic[T]):
    """One value kept with the key it was made for: a presenter's layout,
    made again only when something it depends on (the key) changes."""

    def __init__(self) -> None:
        self._entry: tuple[Hashable, T] | None = None

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        """The value for `key`: the kept one if `key` equals its key, else
        ``make()`` (then kept in its place)."""
        if self._entry is None or self._entry[0] != key:
            self._entry = (key, make())
        return self._entry[1]

    @property
    def last(self) -> T | None:
        """The value made last, None before the first."""
        return None if self._entry is None else self._entry[1]


def legible_label(ctx: DrawContext, scale: float, text: str, rect: QRectF, pixel: float,
                  **kw: Any) -> Spec:
    """A :class:`LabelItem` spec for `text` in `rect`, designed `pixel` scene
    units high at 100 %: × the Text size, at least the smallest legible size
    on a board shown at `scale` logical pixels per scene unit, and — when
    the label shrinks its text to fit — never below 78 % of the design size
    × the Text size nor below that legible size; where no form of it fits
    even so (150 % on a small window), the shortest one is drawn smaller,
    down to the least it may have at 100 % text size (78 % of the design
    size, at least :meth:`DrawContext.floor_px`), rather than cut or left
    out. `kw` goes to the item."""
    lowest = max(ctx.min_px(scale), pixel * 0.78 * ctx.text_scale)
    kw.setdefault("floor_pixel", max(ctx.floor_px(scale), pixel * 0.78))
    return Spec(LabelItem, text, rect, pixel=ctx.text_px(pixel, scale), min_pixel=lowest, **kw)


def shared_form(ctx: DrawContext, scale: float,
                labels: Sequence[tuple[Sequence[str], QRectF, float]], *,
                bold: bool = False) -> int:
    """Which form of several like labels to show so all of them read alike
    (never "Hand: 8" beside "Hand: 6 tiles"): the index of the first form
    that every label, sized as :func:`legible_label` sizes it, fits into its
    rectangle. `labels` are (forms longest first, rect, pixel) with the same
    number of forms each; the last index if none fits everywhere (0 for no
    labels). Give each label ``forms[i]`` and ``shorter=forms[i + 1:]``."""
    if not labels:
        return 0
    count = min(len(forms) for forms, _rect, _pixel in labels)
    for i in range(count):
        if all(label_fits(ctx, scale, forms[i], rect, pixel, bold=bold)
               for forms, rect, pixel in labels):
            return i
    return max(0, count - 1)


def label_fits(ctx: DrawContext, scale: float, text: str, rect: QRectF, pixel: float, *,
               bold: bool = False) -> bool:
    """Whether :func:`legible_label` shows `text` in `rect` whole, at no
    smaller a size than its shrinking allows (no shorter form, no "…")."""
    lowest = max(ctx.min_px(scale), pixel * 0.78 * ctx.text_scale)
    metrics, _font = fitted_font(text, rect.width(), ctx.text_px(pixel, scale), bold=bold,
                                 min_pixel=lowest)
    return metrics.horizontalAdvance(text) <= rect.width()


def rect_path(rect: QRectF) -> QPainterPath:
    """`rect` as a closed path."""
    path = QPainterPath()
    path.addRect(rect)
    return path


def widened_to(rect: QRectF, aspect: float) -> QRectF:
    """`rect` grown evenly on two opposite sides until its width / height
    is `aspect` (the viewport's; > 0): wider or taller, never smaller."""
    grown = QRectF(rect)
    if grown.width() / grown.height() < aspect:
        extra = grown.height() * aspect - grown.width()
        grown.adjust(-extra / 2, 0, extra / 2, 0)
    else:
        extra = grown.width() / aspect - grown.height()
        grown.adjust(0, -extra / 2, 0, extra / 2)
    return grown


__all__ = ["Remembered", "legible_label", "rect_path", "shared_form", "widened_to"]
