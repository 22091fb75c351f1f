"""A log that reads like a game's: consecutive events one game groups become one line.

A game's text module (``ui/<game>/log_text.py``) turns one event into one
sentence (``line(event, names)``). Some steps repeat — Senji places a unit
at a time — and a line per step reads like a machine's log. The game says
which events belong together with ``group_key(event)`` (equal keys of
consecutive logged events form a group; None never groups) and how to say a
group with ``group_line(events, names)``. Events without a line of their own
are left out and do not break a group.

:func:`grouped_lines` makes the lines of a whole event list;
:class:`LogBook` feeds a ``LogPanel`` one event at a time and says when a
new line takes the place of the last one (``LogPanel.replace_last``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from senji_desktop.engine.core import Event

LineFn = Callable[[Event, Sequence[str]], str | None]
KeyFn = Callable[[Event], Hashable | None]
GroupFn = Callable[[Sequence[Event], Sequence[str]], str | None]


class LogBook:
    """The game's `line`, `group_key` and `group_line` (see module docstring),
    and the group the last line belongs to."""

    def __init__(self, line: LineFn, group_key: KeyFn | None = None,
                 group_line: GroupFn | None = None) -> None:
        self._line = line
        self._key = group_key
        self._group = group_line
        self._run: list[Event] = []
        self._run_key: Hashable | None = None

    def reset(self) -> None:
        """Forget the last group (the log is rebuilt)."""
        self._run = []
        self._run_key = None

    def add(self, event: Event, names: Sequence[str]) -> tuple[str | None, bool]:
        """The line to show for `event` (None: nothing) and whether it
        replaces the last line (it continues that line's group)."""
        text = self._line(event, names)
        if not text:
            return None, False
        key = self._key(event) if self._key is not None else None
        if key is not None and key == self._run_key and self._group is not None:
            self._run.append(event)
            grouped = self._group(self._run, names)
            if grouped:
                return grouped, True
        self._run = [event]
        self._run_key = key
        return text, False

    def lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """Every line of `events`, groups joined (the book continues after them)."""
        self.reset()
        out: list[str] = []
        for e in events:
            text, replace = self.add(e, names)
            if text is None:
                continue
            if replace and out:
                out[-1] = text
            else:
                out.append(text)
        return out


def grouped_lines(events: Sequence[Event], names: Sequence[str], line: LineFn,
                  group_key: KeyFn | None = None, group_line: GroupFn | None = None) -> list[str]:
    """The log lines of `events`, consecutive groups joined into one line."""
    return LogBook(line, group_key, group_line).lines(events, names)
