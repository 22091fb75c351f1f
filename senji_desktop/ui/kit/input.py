"""Input on the board, checked in one place for every game.

:class:`TableInput` turns what the board view reports into choices:

- hover: an enabled target under the pointer glows and the pointer becomes
  a hand; a place that cannot be chosen now shows the "forbidden" pointer;
- click: a click on an enabled target asks the presenter what it means
  (an action, a new multi-click selection); a click on another target or on
  nothing explains why nothing happens, in the status line;
- drag: a press on a draggable target released on another target is the
  same as clicking both, unless the presenter gives the drop a meaning of
  its own (``Presenter.drop``);
- keys: Tab and Shift+Tab walk through the enabled targets, the arrows move
  the focus ring to the nearest target in that direction, Enter or Space
  clicks the focused target (or presses the default button), Esc cancels
  the half-made choice (``Presenter.cancel``) and clears the ring; other
  keys go to the presenter (digits …);
- cancel: Esc, a right click, or (where the presenter says so) a click on a
  place that cannot be chosen now cancels a half-made multi-click choice;
- reading: a place that opens a sheet to read (``Target.opens``) does so on
  a click or Enter at any time (not only while the seat acts); Esc, a right
  click, the sheet's close control or a click on any other place closes it
  (that click does nothing else); Tab reaches those places after the ones
  to choose;
- the input hold after a hot-seat hand-over (``GameTable.hold_input``): no
  click, drag or key chooses anything while it lasts.

Nothing here knows a game: targets come from the table's presenter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from senji_desktop.ui.kit.presenter import Target

if TYPE_CHECKING:
    from senji_desktop.ui.kit.table import KitTable


class TableInput:
    """Mouse and keys of one table (see module docstring)."""

    def __init__(self, table: KitTable) -> None:
        self.table = table
        self._pressed: Target | None = None

    # -- what the table offers -------------------------------------------------------------

    def _targets(self) -> list[Target]:
        return self.table.current_targets()

    def _choosable(self) -> list[Target]:
        if not self.table.interactive or self.table.looking is not None:
            return []
        return sorted((t for t in self._targets() if t.enabled and not t.reads),
                      key=Target.sort_key)

    def _readable(self) -> list[Target]:
        if self.table.busy or self.table.input_held:
            return []
        if self.table.looking is not None:
            return sorted((t for t in self._targets() if t.closes), key=Target.sort_key)
        return sorted((t for t in self._targets() if t.opens is not None), key=Target.sort_key)

    def _enabled(self) -> list[Target]:
        """The focus ring's places: those to choose, then those to read."""
        return self._choosable() + self._readable()

    def target_at(self, pos: QPointF) -> Target | None:
        hits = [t for t in sorted(self._targets(), key=lambda t: -t.priority)
                if t.path.contains(pos)]
        if not hits:
            return None
        if self.table.looking is not None:
            # An open sheet lies over everything: its own places first.
            return next((t for t in hits if t.reads), hits[0])
        if hits[0].reads and self.table.interactive:
            # A place to choose now wins over a window to read.
            chosen = next((t for t in hits if t.enabled and not t.reads), None)
            if chosen is not None:
                return chosen
        return hits[0]

    def _read(self, target: Target | None) -> bool:
        """Open or close a sheet to read for a click on `target`; True when
        the click is taken by that (see ``Target.opens``)."""
        table = self.table
        if table.busy or table.input_held:
            return False
        if target is not None and target.reads:
            table.set_looking(None if target.closes else target.opens)
            return True
        if table.looking is not None:
            table.set_looking(None)  # a click beside the sheet closes it
            return True
        return False

    def _same(self, a: Target | None, b: Target | None) -> bool:
        return a is not None and b is not None and a.key == b.key

    # -- mouse -----------------------------------------------------------------------------

    def hover_at(self, pos: QPointF | None) -> None:
        table = self.table
        viewport = table.board.viewport()
        if table.busy or pos is None:
            table.scene.set_hover(None)
            viewport.unsetCursor()
            return
        target = self.target_at(pos)
        if target is not None and target.reads and not table.input_held:
            table.scene.set_hover(target)
            viewport.setCursor(Qt.CursorShape.PointingHandCursor)
            return
        if target is not None and target.enabled and table.interactive:
            if not self._same(table.scene.hover_target, target):
                # The pointer has gone on to something it may take: why an
                # earlier click did nothing no longer stands in its way.
                table.clear_warning()
                table.scene.set_hover(target, table.presenter.preview(
                    table.view, table.context(), target))
            viewport.setCursor(Qt.CursorShape.PointingHandCursor)
            return
        table.scene.set_hover(None)
        if target is not None and table.interactive and target.forbid:
            viewport.setCursor(Qt.CursorShape.ForbiddenCursor)
        else:
            viewport.unsetCursor()

    def press_at(self, pos: QPointF) -> bool:
        """Remember the press; True when it is on an enabled target (not a pan)."""
        target = self.target_at(pos)
        self._pressed = target
        return target is not None and (target.reads or (target.enabled
                                                        and self.table.interactive))

    def drag_to(self, pos: QPointF) -> None:
        pressed = self._pressed
        if pressed is None or not pressed.draggable or not self.table.interactive:
            return
        target = self.target_at(pos)
        self.table.scene.set_hover(target if target is not None and target.enabled else None)

    def release_at(self, pos: QPointF, dragged: bool) -> None:
        pressed, self._pressed = self._pressed, None
        target = self.target_at(pos)
        if dragged and pressed is not None and pressed.draggable and pressed.enabled:
            if self._same(pressed, target):
                return  # dropped where it was picked up: nothing
            table = self.table
            if (target is not None and target.enabled and table.interactive
                    and not table.busy and not table.input_held):
                if table.off_guide(pressed.key, target.key):
                    table.refuse()
                    return
                choice = table.presenter.drop(table.view, table.context(), pressed, target)
                if choice is not None:
                    table.apply_choice(choice)
                    return
            self.click(pressed)
            if target is not None and self.table.interactive:
                # The same place after the first click (now part of the selection).
                again = next((t for t in self._targets() if t.key == target.key), None)
                self.click(again)
            return
        if dragged and not self._same(pressed, target):
            return
        self.click(target)

    def click(self, target: Target | None) -> None:
        """A click on `target` (None: on no target)."""
        table = self.table
        if self._read(target):
            return
        if table.busy or table.input_held:
            return
        if target is None or not (target.enabled and table.interactive):
            # A click beside the places to choose may cancel a half-made choice.
            # (then that is what the status line says).
            if not self.cancel("elsewhere"):
                explanation = table.explain(target)
                # An empty place: the last explanation no longer fits.
                table.set_status(explanation, warning=bool(explanation), announce=True)
            return
        if table.off_guide(target.key):
            # A tutorial step teaches another click: nothing is chosen, and
            # the places chosen so far stay as they were.
            table.refuse()
            return
        table.apply_choice(table.presenter.click(table.view, table.context(), target))

    # -- keys ------------------------------------------------------------------------------

    def key_pressed(self, event: QKeyEvent) -> bool:
        """Handle a key on the board; False lets the board view have it."""
        table = self.table
        key = event.key()
        directions = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        focus = table.scene.focus_target
        if key in directions and (self._choosable() or (focus is not None and focus.reads)):
            self.move_focus_direction(*directions[Qt.Key(key)])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.choose_focused()
            return True
        if key == Qt.Key.Key_Escape:
            table.scene.set_focus(None)
            if table.looking is not None:
                table.set_looking(None)
                return True
            self.cancel("key")
            return True
        if table.interactive and not table.busy and not table.input_held and event.text():
            choice = table.presenter.key(table.view, table.context(), key, event.text())
            if choice is not None:
                table.apply_choice(choice)
                return True
        return False

    def cancel(self, how: str) -> str:
        """Cancel the half-made choice as the presenter says (`how`: "key",
        "right", "elsewhere"); returns the sentence said about it ("" when
        nothing was cancelled)."""
        table = self.table
        if how == "right" and table.looking is not None and not table.busy:
            table.set_looking(None)
            return ""
        if table.busy or not table.interactive or table.view is None:
            return ""
        if how == "elsewhere" and table.guided_click() is not None:
            return ""  # a tutorial step keeps the places chosen so far (see KitTable.refuse)
        choice = table.presenter.cancel(table.view, table.context(), how)
        if choice is None or choice.selection is None \
                or tuple(choice.selection) == table.selection:
            return ""
        table.set_selection(choice.selection)
        table.set_status(choice.explain, warning=False, announce=True)
        return choice.explain

    def tab(self, forward: bool) -> bool:
        return self.move_focus(1 if forward else -1, wrap=False)

    def focus_entered(self, reason: Qt.FocusReason) -> None:
        if (reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
                and self.table.scene.focus_target is None):
            self.move_focus(1 if reason == Qt.FocusReason.TabFocusReason else -1)

    def viewport_resized(self) -> None:
        self.table.viewport_resized()

    def move_focus(self, delta: int, *, wrap: bool = True) -> bool:
        """Move the focus ring to the next/previous enabled target. Returns
        False (and clears the ring) when it would leave the list and `wrap`
        is off."""
        targets = self._enabled()
        if not targets:
            return False
        current = self.table.scene.focus_target
        index = next((i for i, t in enumerate(targets) if self._same(t, current)), None)
        if index is None:
            new = 0 if delta > 0 else len(targets) - 1
        else:
            new = index + delta
            if not 0 <= new < len(targets):
                if not wrap:
                    self.table.scene.set_focus(None)
                    return False
                new %= len(targets)
        self.focus(targets[new])
        return True

    def move_focus_direction(self, dx: int, dy: int) -> None:
        """Move the ring to the nearest enabled target in direction (dx, dy)."""
        current = self.table.scene.focus_target
        # The arrows stay among the places to choose (or to read, from one of them).
        targets = self._choosable()
        if not targets or (current is not None and current.reads):
            targets = self._readable()
        if not targets:
            return
        if current is None:
            self.focus(targets[0])
            return
        origin = current.click
        best: tuple[float, Target] | None = None
        for t in targets:
            if self._same(t, current):
                continue
            vx, vy = t.click.x() - origin.x(), t.click.y() - origin.y()
            along = vx * dx + vy * dy
            if along <= 1:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + across * 2.5
            if best is None or score < best[0]:
                best = (score, t)
        if best is not None:
            self.focus(best[1])

    def focus(self, target: Target) -> None:
        self.table.scene.set_focus(target)
        self.table.set_status(target.tooltip, warning=False)

    def choose_focused(self) -> None:
        table = self.table
        target = table.scene.focus_target
        if target is not None:
            fresh = next((t for t in self._targets() if self._same(t, target)), None)
            if fresh is not None and (fresh.enabled or fresh.reads):
                self.click(fresh)
                if fresh.reads:
                    # Opened by keys: the ring goes to the sheet's close control.
                    table.scene.set_focus(None)
                    closes = self._readable() if table.looking is not None else []
                    if closes:
                        self.focus(closes[0])
                return
        button = table.panel.default_button()
        if button is not None and table.interactive and not table.input_held:
            button.click()
            return
        if target is None:
            self.move_focus(1)
