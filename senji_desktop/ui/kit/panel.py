"""The side panel every table shows beside its board.

From top to bottom: the header (always the seat that must act now, or the
end of the game and its winner), the phase in words, a notice that stands
out ("Final round"), the game's own part (scores …, optional), how to play
the decision at hand, the decision buttons (declared as data:
:class:`~senji_desktop.ui.kit.presenter.ButtonSpec`), the kit's command
buttons (Undo, Suggest a move, Show the result), the log and the status line.

The status line shows two kinds of sentence: a *prompt* (what the focused
place does, what to do next) in ink, and a *warning* (why a click did
nothing) in the accent colour.

Fonts follow the table's text size (100, 125 or 150 %): every label keeps
its size at 100 % and :meth:`SidePanel.set_text_scale` applies the factor.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import pairwise

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
    QTextLayout,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.elided_label import NAME_ELIDE
from senji_desktop.ui.common.log_panel import LINE_GAP, LogPanel
from senji_desktop.ui.common.paper import paint_soft_shadow, paper_brush
from senji_desktop.ui.kit.presenter import ButtonSpec

#: Below this height (px, × the text size) the panel packs closer (spacing, margins).
COMPACT_BELOW_PX = 720
COMPACT_SPACING, COMPACT_MARGINS = 4, (22, 16, 22, 16)
#: The decision buttons' padding (px: vertical, horizontal); a short panel's: less.
BUTTON_PADDING = (6, 14)
COMPACT_BUTTON_PADDING = (3, 10)
#: The command buttons' point size at 100 % text size and their padding
#: (px: vertical, horizontal), side by side where their texts fit.
COMMAND_PT, COMMAND_PADDING = 10.5, (5, 6)
#: Width of the panel at 100 % text size: a share of the table's width, within bounds.
PANEL_SHARE, PANEL_MIN, PANEL_MAX = 0.235, 290, 420


class PaperSheet(QFrame):
    """A sheet of lighter paper, drawn once per size and filled in by Qt (no
    Python paint code runs when a line of it changes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sheet_key: tuple[int, int, float] | None = None
        self._sheet: QPixmap | None = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update_sheet()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.StyleChange and self._sheet is not None:
            # A new style sheet may reset the palette, and with it the sheet:
            # the sheet already drawn is given back (not drawn again).
            brush = self.palette().brush(QPalette.ColorRole.Window)
            if brush.texture().cacheKey() != self._sheet.cacheKey():
                self._show_sheet(self._sheet)

    def update_sheet(self) -> None:
        """Draw the sheet for the current size and pixel ratio (if they changed)."""
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if key == self._sheet_key or self.width() <= 0 or self.height() <= 0:
            return
        self._sheet_key = key
        sheet = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
        sheet.setDevicePixelRatio(dpr)
        sheet.fill(Qt.GlobalColor.transparent)
        p = QPainter(sheet)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.width(), self.height()).adjusted(10, 10, -10, -14)
        paint_soft_shadow(p, r, 10, spread=14, alpha=60)
        p.setPen(theme.qc(theme.INK, 90))
        p.setBrush(paper_brush(theme.PAPER_LIGHT, dpr, 55))
        p.drawRoundedRect(r, 10, 10)
        p.end()
        self._sheet = sheet
        self._show_sheet(sheet)

    def _show_sheet(self, sheet: QPixmap) -> None:
        palette = self.palette()
        palette.setBrush(QPalette.ColorRole.Window, QBrush(sheet))
        self.setPalette(palette)
        self.setAutoFillBackground(True)


class PanelButton(QPushButton):
    """A button of the side panel whose text is elided to its width (a long
    player name never widens the panel); the whole text is then its
    tooltip. :attr:`full_text` is the text it was given."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self._tip = ""
        #: Where a text too long for the button loses letters.
        self.elide = Qt.TextElideMode.ElideRight
        #: Room the style sheet takes beside the text (padding and border, px).
        self.text_margin = 32
        #: Called with the tooltip when the pointer rests on the button while
        #: it is disabled: why it cannot be pressed, for the status line.
        self.on_disabled_hover: Callable[[str], None] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Enter and not self.isEnabled()
                and self.on_disabled_hover is not None and self._tip):
            self.on_disabled_hover(self._tip)
        return super().event(event)

    def set_texts(self, text: str, tooltip: str) -> None:
        self.full_text = text
        self._tip = tooltip
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        room = self.width() - self.text_margin
        metrics = self.fontMetrics()
        shown = self.full_text
        if 0 < room < metrics.horizontalAdvance(shown):
            shown = metrics.elidedText(shown, self.elide, room)
        if shown != self.text():
            self.setText(shown)
        tip = self._tip
        if shown != self.full_text:
            tip = self.full_text + ("\n" + tip if tip else "")
        if tip != self.toolTip():
            self.setToolTip(tip)


class SidePanel(PaperSheet):
    """The side panel (see module docstring). `on_button(spec)` is called
    when a decision or command button is clicked."""

    def __init__(self, on_button: Callable[[ButtonSpec], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("side_panel")
        # Inside batch(): how deep, and whether the height is to be shared out.
        self._batch_depth = 0
        self._fit_wanted = False
        self._compact: bool | None = None
        self._set_style(compact=False)
        self._on_button = on_button
        #: Shows a sentence on the status line (why a disabled button rests).
        self.on_status: Callable[[str], None] | None = None
        self._scale = 1.0
        self._refit_queued = False
        self._sizes: dict[QWidget, tuple[float, bool]] = {}
        box = QVBoxLayout(self)
        box.setContentsMargins(28, 26, 28, 28)
        box.setSpacing(8)
        self._box = box
        self.turn_label = self._label("turn", 16, bold=True)
        self.phase_label = self._label("phase", 12)
        self.notice_label = self._label("notice", 11.5, bold=True, role="accent")
        # Cut short from below when it must give way (see _fit_notice).
        self.notice_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._notice = ""
        self.extra_slot = QVBoxLayout()
        self.extra_slot.setContentsMargins(0, 0, 0, 0)
        self.help_label = self._label("help", 10.5, role="hint")
        # A wrapped label's own least height is that of a narrow column of its
        # text: in the scroll area it would stand taller than its lines at the
        # panel's width (a gap above the text and a needless scroll bar beside
        # long sentences); its height follows its width instead.
        self.help_label.setMinimumHeight(1)
        # Its lines end a little before the scroll bar, never against it.
        self.help_label.setContentsMargins(0, 0, 4, 0)
        # Help and buttons take the room they need, up to a share of the panel
        # (then they scroll); the log gives way first.
        self.help_area = self._scroll_area("help_area")
        self.help_area.setWidget(self.help_label)
        self.help_area.hide()
        self.button_area = self._scroll_area("buttons")
        holder = QWidget()
        holder.setObjectName("button_holder")
        holder.setStyleSheet("QWidget#button_holder { background: transparent; }")
        self.button_box = QVBoxLayout(holder)
        self.button_box.setContentsMargins(0, 0, 4, 0)
        self.button_box.setSpacing(6)
        self.button_area.setWidget(holder)
        self.button_area.hide()
        self._headings: list[QLabel] = []
        self._rows: list[QHBoxLayout] = []
        #: A game's own scrolling parts (``scroll_area``), fitted like the help.
        self._game_areas: list[QScrollArea] = []
        # The commands stand side by side where their texts fit (one row of
        # the panel instead of two or three), else one below the other.
        self.command_box = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.command_box.setContentsMargins(0, 0, 0, 0)
        self.command_box.setSpacing(6)
        self.log_heading = self._label("log_heading", 11.5, bold=True)
        self.log = LogPanel(self)
        self._sizes[self.log.text_edit()] = (10.5, False)
        #: Lines of the log that always stay in sight (``set_log_lines``).
        self._log_lines = 3
        self.log.setMinimumHeight(self._log_min_height())
        rule = QFrame(self)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        self.status_label = self._label("status", 11, role="prompt")
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for w in (self.turn_label, self.phase_label, self.notice_label):
            box.addWidget(w)
        box.addLayout(self.extra_slot)
        box.addWidget(self.help_area)
        box.addWidget(self.button_area)
        box.addLayout(self.command_box)
        box.addSpacing(6)
        box.addWidget(self.log_heading)
        box.addWidget(self.log, 1)
        box.addWidget(rule)
        box.addWidget(self.status_label)
        self.buttons: dict[str, PanelButton] = {}
        self.commands: dict[str, PanelButton] = {}
        self._button_specs: list[ButtonSpec] = []
        self._buttons_width = 0
        self._specs: dict[str, ButtonSpec] = {}
        self.set_text_scale(1.0)

    def _set_style(self, *, compact: bool) -> None:
        """The panel's style sheet; a short panel's buttons are lower (less
        padding), the command buttons always narrow enough to stand side by side."""
        if compact == self._compact:
            return
        self._compact = compact
        # A button a hint suggests wears the accent colour's wide border, the
        # focused one a border of 2 px: their padding gives up what the
        # border takes, so a button keeps its size (the panel shares its
        # height out by the buttons' sizes; a button grown by a mark or the
        # focus would not fit its place and scroll).
        v, h = COMPACT_BUTTON_PADDING if compact else BUTTON_PADDING
        cv, ch = (3 if compact else COMMAND_PADDING[0]), COMMAND_PADDING[1]
        sheet = theme.panel_style_sheet()
        sheet += f"QPushButton {{ padding: {v}px {h}px; }}"
        sheet += f'QPushButton[command="true"] {{ padding: {cv}px {ch}px; }}'
        sheet += f"QPushButton:focus {{ padding: {v - 1}px {h - 1}px; }}"
        sheet += f'QPushButton[command="true"]:focus {{ padding: {cv - 1}px {ch - 1}px; }}'
        sheet += (f'QPushButton[marked="true"] {{ border: 3px solid {theme.ACCENT};'
                  f" padding: {v - 2}px {h - 2}px; }}")
        self.setStyleSheet(sheet)
        for button in getattr(self, "buttons", {}).values():
            button.text_margin = self._button_margin()

    def _label(self, name: str, size: float, *, bold: bool = False, role: str = "") -> QLabel:
        # The header's labels wrap: when one takes another number of lines
        # the panel shares its height out again (only a resize runs Python).
        label = _HeaderLabel(self) if name in ("turn", "phase", "notice") else QLabel(self)
        label.setObjectName(name)
        # Player names are user input: never read them as markup.
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        if role:
            label.setProperty("role", role)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._sizes[label] = (size, bold)
        return label

    # -- text size -------------------------------------------------------------------------

    @property
    def text_scale(self) -> float:
        return self._scale

    def set_text_scale(self, factor: float) -> None:
        """Scale every text of the panel (1.0 = 100 %)."""
        self._scale = factor
        for widget, (size, bold) in self._sizes.items():
            widget.setFont(theme.ui_font(size * factor, bold=bold))
        lines = self.status_label.fontMetrics().height()
        self.status_label.setMinimumHeight(lines * 2 + 4)
        self.log.setMinimumHeight(self._log_min_height())
        self._fit_areas()

    def set_log_lines(self, lines: int) -> None:
        """Keep at least `lines` lines of the log in sight: the help and the
        buttons take only the room left beside them (and scroll)."""
        self._log_lines = max(2, int(lines))
        self.log.setMinimumHeight(self._log_min_height())
        self._fit_areas()

    def _log_min_height(self, lines: int | None = None) -> int:
        metrics = self.log.text_edit().fontMetrics()
        # Each line may be a sentence of its own, with the gap below it.
        return (self._log_lines if lines is None else lines) * (metrics.lineSpacing()
                                                                + LINE_GAP) + 6

    def register_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Let `widget` (a game's own panel part) follow the text size."""
        self._sizes[widget] = (size, bold)
        widget.setFont(theme.ui_font(size * self._scale, bold=bold))

    def preferred_width(self, table_width: int) -> int:
        base = min(PANEL_MAX, max(PANEL_MIN, table_width * PANEL_SHARE))
        return int(min(table_width * 0.45, base * (1 + (self._scale - 1) * 0.8)))

    # -- texts -----------------------------------------------------------------------------

    def set_texts(self, turn: str, phase: str, notice: str, help_text: str,
                  turn_name: str = "", notice_warns: bool = True) -> None:
        """Show the header, phase, notice and help. `turn_name` is the part of
        `turn` that may be shortened ("…") so the header keeps one line (a
        long player name; the whole header is then its tooltip). The notice
        is in the accent colour when it `notice_warns` ("Final round", time
        running out), else in ink (what to decide now)."""
        assert isinstance(self.turn_label, _HeaderLabel)
        self.turn_label.set_elided_text(turn, turn_name)
        self.phase_label.setText(phase)
        self.phase_label.setVisible(bool(phase))
        self._notice = notice
        role = "accent" if notice_warns else "prompt"
        if self.notice_label.property("role") != role:
            self.notice_label.setProperty("role", role)
            # The style sheet reads the role: polish again for the new colour.
            self.notice_label.style().unpolish(self.notice_label)
            self.notice_label.style().polish(self.notice_label)
        self.notice_label.setText(notice)
        self.notice_label.setToolTip("")
        self.notice_label.setVisible(bool(notice))
        self.help_label.setText(help_text)
        self.help_area.setVisible(bool(help_text))
        self._fit_areas()

    def set_status(self, text: str, *, warning: bool) -> None:
        """Show a prompt (ink) or a warning (accent) on the status line."""
        role = "status" if warning else "prompt"
        if self.status_label.property("role") != role:
            self.status_label.setProperty("role", role)
            # The style sheet reads the role: polish again for the new colour.
            self.status_label.style().unpolish(self.status_label)
            self.status_label.style().polish(self.status_label)
        self.status_label.setText(text)
        if text and self.status_label.heightForWidth(self.status_label.width()) \
                > self.status_label.height():
            # A warning longer than the status line's room: the panel makes room.
            self._fit_areas()

    @property
    def status_is_warning(self) -> bool:
        return self.status_label.property("role") == "status"

    # -- buttons ---------------------------------------------------------------------------

    def set_buttons(self, specs: list[ButtonSpec]) -> None:
        """Show these decision buttons (buttons with the same id are kept),
        each group under its heading, half buttons two to a row (three
        where the texts of all of the group's half buttons fit a third)."""
        self._button_specs = list(specs)
        self._buttons_width = self.width()
        for heading in self._headings:
            self.button_box.removeWidget(heading)
            self._sizes.pop(heading, None)
            heading.hide()
            heading.deleteLater()
        self._headings = []
        for old_row in self._rows:
            while old_row.count():
                old_row.takeAt(0)
            self.button_box.removeItem(old_row)
            old_row.deleteLater()
        self._rows = []
        self.buttons = self._sync(self.button_box, self.buttons, specs)
        group = ""
        row: QHBoxLayout | None = None
        per_row = self._per_row(specs)
        row_groups: list[str] = []
        for spec in specs:
            button = self.buttons[spec.id]
            self.button_box.removeWidget(button)
            if spec.group and spec.group != group:
                heading = self._label("button_group", 10.5, bold=True)
                heading.setText(spec.group)
                heading.setFont(theme.ui_font(10.5 * self._scale, bold=True))
                # As the help's: its height follows its width, not a narrow column's.
                heading.setMinimumHeight(1)
                self.button_box.addWidget(heading)
                heading.show()
                self._headings.append(heading)
                row = None
            group = spec.group
            if not spec.half:
                row = None
                self.button_box.addWidget(button)
                continue
            if row is None or row.count() >= per_row.get(spec.group, 2):
                row = QHBoxLayout()
                row.setSpacing(6)
                self.button_box.addLayout(row)
                self._rows.append(row)
                row_groups.append(spec.group)
            row.addWidget(button)
        for row, row_group in zip(self._rows, row_groups, strict=True):
            wide = per_row.get(row_group, 2)
            if row.count() < wide:
                # A half button alone in its row stays half (a third) as wide.
                row.addStretch(wide - row.count())
                for i in range(row.count() - 1):
                    row.setStretch(i, 1)
        self.button_area.setVisible(bool(specs))
        self._fit_areas()

    def _button_margin(self) -> int:
        """Room a decision button's style takes beside its text (px)."""
        return 2 * (COMPACT_BUTTON_PADDING[1] if self._compact else BUTTON_PADDING[1]) + 4

    def _per_row(self, specs: list[ButtonSpec]) -> dict[str, int]:
        """How many half buttons share a row, by group: three where every
        one of the group's texts fits a third of the panel, else two."""
        margins = self._box.contentsMargins()
        inner = self.width() - margins.left() - margins.right() - 6 - 4
        spacing = 6
        third = (inner - 2 * spacing) / 3
        groups: dict[str, list[ButtonSpec]] = {}
        for spec in specs:
            if spec.half:
                groups.setdefault(spec.group, []).append(spec)
        out: dict[str, int] = {}
        for group, members in groups.items():
            font = theme.ui_font(11.5 * self._scale, bold=any(m.bold for m in members))
            metrics = QFontMetrics(font)
            widest = max(metrics.horizontalAdvance(m.text) for m in members)
            out[group] = 3 if len(members) > 2 and widest + self._button_margin() <= third \
                else 2
        return out

    def scroll_area(self, name: str) -> QScrollArea:
        """A scroll area in the panel's look (no frame, thin paper-toned bar)
        for a game's own panel part that may grow taller than its room. It
        gets the height its content needs at the panel's width, up to a third
        of the panel, like the help."""
        area = self._scroll_area(name)
        self._game_areas.append(area)
        return area

    def _scroll_area(self, name: str) -> QScrollArea:
        area = QScrollArea(self)
        area.setObjectName(name)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setStyleSheet(
            "QScrollArea { background: transparent; border: none; }"
            f"QScrollBar:vertical {{ background: transparent; width: 8px; margin: 0; }}"
            f"QScrollBar::handle:vertical {{ background: {theme.INK_FAINT}; border-radius: 4px;"
            " min-height: 24px; }"
            "QScrollBar::add-line, QScrollBar::sub-line { height: 0; }"
            "QScrollBar::add-page, QScrollBar::sub-page { background: transparent; }")
        area.viewport().setAutoFillBackground(False)
        return area

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several changes at once (texts, buttons, a game's part): the
        panel shares its height out once, at the end."""
        outer = self._batch_depth == 0
        self._batch_depth += 1
        try:
            yield
        finally:
            self._batch_depth -= 1
            if outer and self._fit_wanted:
                self._fit_wanted = False
                self._fit_areas()

    def _fit_areas(self) -> None:
        if self._batch_depth:
            self._fit_wanted = True
            return
        self._share_height()

    def _share_height(self) -> None:
        """Give the help and the buttons the room they need, the buttons up to
        half the panel, the help and a game's own scrolling parts up to a
        third each (then they scroll); where the rest of the panel leaves less
        (a small window at a large text size), the help gives way first, down
        to two lines, then a game's parts, down to about two lines (the log
        keeps the lines the game asks for, :meth:`set_log_lines`), then the
        log's heading and its lines beyond three (the decision at hand comes
        before its history), then the buttons, down to about two rows; the
        help keeps one line before the notice is cut (the decision at hand,
        whole, comes before its longer explanation). Buttons that still
        scroll then take what is left over, the log's heading and the log's
        third line (the decision's buttons in sight before the log's
        history); a warning longer than two lines gets its room. A part that
        scrolls shows whole lines and whole buttons, never half of one.
        The command buttons stand side by side where they fit; a short panel's
        buttons are lower."""
        # A short panel (a small window, a large text size) packs closer: its
        # whitespace goes before any text does.
        short = self.height() < COMPACT_BELOW_PX * max(1.0, self._scale)
        spacing, margins = (COMPACT_SPACING, COMPACT_MARGINS) if short else (8, (28, 26, 28, 28))
        if self._box.spacing() != spacing:
            self._box.setSpacing(spacing)
            self._box.setContentsMargins(*margins)
        self._set_style(compact=short)
        width = max(50, self.width() - self._box.contentsMargins().left()
                    - self._box.contentsMargins().right() - 6)
        self._arrange_commands(width + 6)  # no scroll bar beside the commands
        wants: dict[QScrollArea, int] = {}
        needs: dict[QScrollArea, int] = {}
        for area, share in ((self.button_area, 2), (self.help_area, 3),
                            *((game_area, 3) for game_area in self._game_areas)):
            content = area.widget()
            if content is None or not area.isVisibleTo(self):
                continue
            layout = content.layout()
            if layout is not None and layout.hasHeightForWidth():
                need = layout.totalHeightForWidth(width)
            elif content.hasHeightForWidth():
                need = content.heightForWidth(width)
            else:
                need = content.sizeHint().height()
            needs[area] = need + 2
            wants[area] = max(0, min(need + 2, max(80, self.height() // share)))
        # The last resorts of a panel still too short are taken again below.
        self.log_heading.setVisible(True)
        status_line = self.status_label.fontMetrics().height()
        # Two lines, or all of a longer warning's (it never lies over the log).
        said = self.status_label.heightForWidth(width) if self.status_label.text() else 0
        self.status_label.setMinimumHeight(max(status_line * 2 + 4, said))
        # The help and a game's own parts give way to the log's lines (a game
        # asks for more than three where its history matters); the buttons
        # are shared out as if the log kept only three lines, and the log
        # takes back what is left afterwards.
        full = self._log_min_height()
        self.log.setMinimumHeight(full)
        if self.help_area in wants and self.height() > 100:
            rest = self.height() - self._least_height(width, wants) \
                - sum(h for a, h in wants.items() if a is not self.help_area)
            room = min(wants[self.help_area], rest)
            if room < needs[self.help_area]:
                wants[self.help_area] = self._help_height(room, least_lines=2)
        for game_area in self._game_areas:
            if game_area in wants and self.height() > 100:
                # Then a game's own part (it scrolls), down to about two lines.
                rest = self.height() - self._least_height(width, wants) \
                    - sum(h for a, h in wants.items() if a is not game_area)
                lines = self.help_label.fontMetrics().lineSpacing() * 2 + 4
                wants[game_area] = min(wants[game_area], max(rest, lines))
                if wants[game_area] < needs[game_area]:
                    wants[game_area] = _whole_lines(game_area, wants[game_area])
        self.log.setMinimumHeight(self._log_min_height(3))
        if self.button_area in wants and self.height() > 100:
            # Still short (many buttons, 150 % text on a small window): the
            # buttons give way too, down to about two rows, and scroll.
            rest = self.height() - self._least_height(width, wants) \
                - sum(h for a, h in wants.items() if a is not self.button_area)
            # The help and a game's parts give way before the buttons do
            # (down to about two lines each).
            rest += self._yield_to_buttons(wants, wants[self.button_area] - rest)
            rows = self.button_area.fontMetrics().lineSpacing() * 4 + 16
            wants[self.button_area] = min(wants[self.button_area], max(rest, rows))
        if self.height() > 100:
            # Last, the log gives up lines beyond three (a large text size on
            # a small window): the parts never lie over each other.
            self.log.setMinimumHeight(full)
            over = self._least_height(width, wants) + sum(wants.values()) - self.height()
            if over > 0 and full > self._log_min_height(3):
                # The log's heading goes before any of its lines.
                self.log_heading.setVisible(False)
                over -= self.log_heading.sizeHint().height() + self._box.spacing()
            least = max(self._log_min_height(3), full - max(0, over))
            if least != full:
                self.log.setMinimumHeight(least)
            over = self._least_height(width, wants) + sum(wants.values()) - self.height()
            if over > 0 and self.help_area in wants \
                    and wants[self.help_area] > self._help_height(0, least_lines=1):
                # The help (what the notice says, at more length) keeps one
                # line, and scrolls, before the notice is cut.
                wants[self.help_area] = self._help_height(wants[self.help_area] - over,
                                                          least_lines=1)
            # Then the notice gives up its last lines (the whole of it in its
            # tooltip) rather than the parts below it being squeezed.
            self._fit_notice(width, self._least_height(width, wants)
                             + sum(wants.values()) - self.height())
            over = self._least_height(width, wants) + sum(wants.values()) - self.height()
            if over > 0 and self.button_area in wants:
                over -= self._yield_to_buttons(wants, over)
            if over > 0 and self.button_area in wants:
                # Then the buttons scroll down to one row in sight.
                one = min((b.sizeHint().height() for b in self.buttons.values()), default=0) + 4
                wants[self.button_area] = max(one, wants[self.button_area] - over)
            over = self._least_height(width, wants, shown_notice=True) \
                + sum(wants.values()) - self.height()
            if over > 0:
                # Still too short (Senji's honor table at 150 % text on a
                # 1024×640 window): the log's heading goes, then the help
                # keeps one line (it scrolls), then the log two, then one,
                # then the status line keeps one — nothing lies over
                # anything else.
                if self.log_heading.isVisibleTo(self):
                    self.log_heading.setVisible(False)
                    over -= self.log_heading.height() + self._box.spacing()
                if over > 0 and self.help_area in wants:
                    least = min(wants[self.help_area], self._help_height(0, least_lines=1))
                    over -= wants[self.help_area] - least
                    wants[self.help_area] = least
                over = self._log_down_to(2, over)
                over = self._log_down_to(1, over)
                if over > 0:
                    self.status_label.setMinimumHeight(status_line + 4)
                    over -= status_line
                if over < 0 and self.button_area in wants:
                    # What the last resorts freed beyond the need goes to the buttons.
                    wants[self.button_area] = min(needs[self.button_area],
                                                  wants[self.button_area] - over)
        else:
            self.log.setMinimumHeight(full)
        if (self.height() > 100 and self.button_area in wants
                and wants[self.button_area] < needs[self.button_area]):
            # Room left over (the estimates above kept more than they needed)
            # goes to the decision's buttons before the log stretches into it.
            spare = self.height() - self._least_height(width, wants, shown_notice=True) \
                - sum(wants.values())
            if spare < needs[self.button_area] - wants[self.button_area] \
                    and self.log_heading.isVisibleTo(self):
                # The log's heading goes before the decision's buttons scroll.
                self.log_heading.setVisible(False)
                spare += self.log_heading.sizeHint().height() + self._box.spacing()
            short_by = needs[self.button_area] - wants[self.button_area] - spare
            if short_by > 0:
                # Then the log keeps two lines (what it gives beyond a whole
                # row of buttons comes back to it: it takes the room left).
                spare += short_by - max(0, self._log_down_to(2, short_by))
            if spare > 0:
                wants[self.button_area] = min(needs[self.button_area],
                                              wants[self.button_area] + spare)
        if self.button_area in wants and wants[self.button_area] < needs[self.button_area]:
            wants[self.button_area] = self._whole_rows(width, wants[self.button_area])
        for area, height in wants.items():
            area.setFixedHeight(height)
        self._settle()

    def _help_height(self, room: int, *, least_lines: int) -> int:
        """The help area's height for `room` px: whole lines only (a line cut
        in half reads as a glitch), at least `least_lines`, with the pixel of
        the next line's blank top."""
        line = line_pitch(self.help_label.font())
        return line * max(least_lines, (room - 1) // line) + 1

    def _yield_to_buttons(self, wants: dict[QScrollArea, int], short: int) -> int:
        """Let the help and a game's scrolling parts give up to `short` px
        for the buttons, each down to about two lines (whole lines, whole
        paragraphs: see :func:`_whole_lines`); returns what they gave."""
        given = 0
        floor = self.help_label.fontMetrics().lineSpacing() * 2 + 4
        for area in (self.help_area, *self._game_areas):
            if short - given <= 0 or area not in wants or wants[area] <= floor:
                continue
            lower = max(floor, wants[area] - (short - given))
            lower = min(_whole_lines(area, lower), wants[area])
            given += wants[area] - lower
            wants[area] = lower
        return given

    def _settle(self) -> None:
        """Lay the panel out now, not when Qt's deferred layout request
        arrives: a part that has just changed its height (the help of the new
        decision, new buttons) is resized at once, and a repaint coming before
        that request drew it over the parts below it, still at their old
        places (a flash of overlapping help, buttons and log after every
        decision)."""
        holder = self.button_area.widget()
        if holder is not None and holder.layout() is not None:
            holder.layout().activate()
        box = self.layout()
        if box is not None:
            box.activate()

    def _arrange_commands(self, width: int) -> None:
        """The command buttons side by side, each as wide as its text needs,
        where all of them fit `width`; else one below the other."""
        buttons = [b for b in self.commands.values() if not b.isHidden()]
        needs = [b.fontMetrics().horizontalAdvance(b.full_text) + b.text_margin + 2
                 for b in buttons]
        box = self.command_box
        row = sum(needs) + box.spacing() * max(0, len(needs) - 1) <= width
        direction = (QBoxLayout.Direction.LeftToRight if row
                     else QBoxLayout.Direction.TopToBottom)
        if box.direction() != direction:
            box.setDirection(direction)
        for button, need in zip(buttons, needs, strict=True):
            box.setStretchFactor(button, need if row else 0)

    def _log_down_to(self, lines: int, over: int) -> int:
        """Let the log give up to `over` px, keeping `lines` lines; returns
        what is still missing (negative: what was left over)."""
        least = self._log_min_height(lines)
        if over > 0 and self.log.minimumHeight() > least:
            smaller = max(least, self.log.minimumHeight() - over)
            over -= self.log.minimumHeight() - smaller
            self.log.setMinimumHeight(smaller)
        return over

    def _whole_rows(self, width: int, height: int) -> int:
        """`height` lowered to the bottom of the last heading or row of
        buttons it shows whole at `width` (at least the first one)."""
        box = self.button_box
        top = box.contentsMargins().top()
        bottoms: list[int] = []
        least = 0  # the bottom of the first row of buttons (below a heading)
        for i in range(box.count()):
            item = box.itemAt(i)
            widget = item.widget()
            if widget is not None and widget.isHidden():
                continue
            if widget is not None and widget.hasHeightForWidth():
                h = widget.heightForWidth(width)
            else:
                h = item.sizeHint().height()
            bottoms.append(top + h)
            if not least and widget not in self._headings:
                least = top + h
            top += h + box.spacing()
        fitting = [b for b in bottoms if b + 2 <= height]
        if not bottoms:
            return height
        return max(fitting[-1] if fitting else 0, least) + 2

    def _notice_height(self, width: int, text: str | None = None) -> int:
        """The height of the whole notice (or `text`) wrapped at `width`."""
        label = self.notice_label
        rect = QFontMetrics(label.font()).boundingRect(
            0, 0, width, 1 << 20, int(Qt.TextFlag.TextWordWrap),
            self._notice if text is None else text)
        margins = label.contentsMargins()
        return rect.height() + margins.top() + margins.bottom()

    def _fit_notice(self, width: int, over: int) -> None:
        """Show the whole notice, or where the panel lacks `over` px, as many
        of its lines as leave that room (at least two, the last one ending
        in "…"); the whole notice is then its tooltip."""
        label = self.notice_label
        text = self._notice
        if over > 0 and text and label.isVisibleTo(self):
            metrics = QFontMetrics(label.font())
            keep = max(2, (self._notice_height(width) - over) // max(1, metrics.lineSpacing()))
            text = _first_lines(text, label.font(), width, keep)
        if label.text() != text:
            label.setText(text)
            label.setToolTip(self._notice if text != self._notice else "")

    def refit(self) -> None:
        """Share the height out again, now and once more when the layout has
        settled (a game's own panel part changed size)."""
        self._fit_areas()
        self.queue_refit()

    def queue_refit(self) -> None:
        """Share the height out again once the layout has settled (a part
        of the panel changed its height: a header wrapped, a game's part grew)."""
        if not self._refit_queued:
            self._refit_queued = True
            QTimer.singleShot(0, self, self._refit_now)

    def _refit_now(self) -> None:
        self._refit_queued = False
        self._fit_areas()

    def _least_height(self, width: int, skip: dict[QScrollArea, int], *,
                      shown_notice: bool = False) -> int:
        """The height the panel needs at least besides the areas in `skip`
        (wrapped labels at `width`), margins and spacing included; the
        notice counts whole, or with `shown_notice` as far as it is shown."""
        box = self._box
        margins = box.contentsMargins()
        total = margins.top() + margins.bottom()
        parts = 0
        for i in range(box.count()):
            item = box.itemAt(i)
            widget, layout = item.widget(), item.layout()
            if widget is not None:
                if widget.isHidden():
                    continue
                parts += 1
                if widget in skip:
                    continue
                if widget is self.notice_label:
                    total += (self._notice_height(width, widget.text()) if shown_notice
                              else self._notice_height(width))  # the whole notice
                    continue
                wrapped = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
                fixed = (widget.sizeHint().height() if widget.sizePolicy().verticalPolicy()
                         == QSizePolicy.Policy.Fixed else 0)  # a rule line
                total += max(wrapped, widget.minimumSizeHint().height(), widget.minimumHeight(),
                             fixed)
            elif layout is not None:
                least = layout.minimumSize().height()
                wanted = [a for a in self._game_areas
                          if a in skip and layout.indexOf(a) >= 0 and not a.isHidden()]
                if wanted or least > 0:
                    parts += 1
                    # A game's own scrolling part is counted by its want.
                    total += max(0, least - sum(a.minimumHeight() for a in wanted))
            elif item.spacerItem() is not None:
                total += item.sizeHint().height()
        return total + box.spacing() * max(0, parts - 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._button_specs and self.width() != self._buttons_width:
            # Three half buttons to a row or two: that depends on the width.
            self.set_buttons(self._button_specs)
        self._fit_areas()

    def set_commands(self, specs: list[ButtonSpec]) -> None:
        """Show these command buttons (Undo, Suggest a move, Show the result)."""
        self.commands = self._sync(self.command_box, self.commands, specs, command=True)
        self._fit_areas()

    def spec(self, button_id: str) -> ButtonSpec | None:
        return self._specs.get(button_id)

    def _sync(self, layout: QBoxLayout, old: dict[str, PanelButton],
              specs: list[ButtonSpec], *, command: bool = False) -> dict[str, PanelButton]:
        new: dict[str, PanelButton] = {}
        for spec in specs:
            button = old.pop(spec.id, None)
            if button is None:
                button = PanelButton(self)
                button.on_disabled_hover = self._disabled_hover
                button.setObjectName(spec.id)
                if command:
                    button.setProperty("command", True)
                    button.text_margin = 2 * COMMAND_PADDING[1] + 4
                button.clicked.connect(lambda _=False, i=spec.id: self._clicked(i))
            self._specs[spec.id] = spec
            if not command:
                button.text_margin = self._button_margin()
            button.elide = NAME_ELIDE if spec.name else Qt.TextElideMode.ElideRight
            button.set_texts(spec.text, spec.tooltip)
            button.setEnabled(spec.enabled)
            button.setDefault(spec.default)
            button.setShortcut(QKeySequence(spec.shortcut) if spec.shortcut else QKeySequence())
            size = COMMAND_PT if command else 11.5
            self._sizes[button] = (size, spec.bold)
            button.setFont(theme.ui_font(size * self._scale, bold=spec.bold))
            layout.removeWidget(button)
            layout.addWidget(button)
            button.show()
            new[spec.id] = button
        for button in old.values():
            layout.removeWidget(button)
            self._sizes.pop(button, None)
            button.hide()
            button.deleteLater()
        return new

    def _disabled_hover(self, reason: str) -> None:
        if self.on_status is not None:
            self.on_status(reason)

    def _clicked(self, button_id: str) -> None:
        spec = self._specs.get(button_id)
        if spec is not None and spec.enabled:
            self._on_button(spec)

    def default_button(self) -> QPushButton | None:
        for button in self.buttons.values():
            if button.isDefault() and button.isEnabled() and button.isVisible():
                return button
        return None


def _first_lines(text: str, font: QFont, width: int, lines: int) -> str:
    """`text` wrapped at `width` px in `font`, cut to its first `lines` lines;
    the last one kept ends in "…" when text was cut."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts: list[int] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        return text
    head = [text[a:b].rstrip() for a, b in pairwise(starts[:lines])]
    metrics = QFontMetrics(font)
    rest = text[starts[lines - 1]:].replace("\n", " ")
    last = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    if last == rest:
        last = metrics.elidedText(rest + " …", Qt.TextElideMode.ElideRight, width)
    return "\n".join([*head, last])


def line_pitch(font: QFont) -> int:
    """The distance (px) from one line of a wrapped label in `font` to the
    next: ascent and descent each rounded up, as the text layout places its
    lines (one more than ``QFontMetrics.lineSpacing`` for some sizes, which
    adds up to half a line over a long help)."""
    metrics = QFontMetricsF(font)
    return max(1, math.ceil(metrics.ascent()) + math.ceil(metrics.descent()))


def _whole_lines(area: QScrollArea, height: int) -> int:
    """`height` lowered so that `area`, scrolled to its top, ends between two
    lines of the wrapped label it cuts, never higher: a label below the first
    one shown (a paragraph of its own) is left out whole rather than begun
    (a sentence cut after its first words reads as the end of the text); of
    the first one at least one line is shown."""
    content = area.widget()
    if content is None:
        return height
    first = True
    for label in sorted((lab for lab in content.findChildren(QLabel)
                         if lab.isVisibleTo(content) and lab.text()),
                        key=lambda lab: lab.mapTo(content, QPoint(0, 0)).y()):
        top = label.mapTo(content, QPoint(0, 0)).y() + label.contentsMargins().top()
        if top <= height < top + label.height():
            line = line_pitch(label.font())
            if not first:
                return max(1, label.mapTo(content, QPoint(0, 0)).y() - 1)
            return top + line * max(1, (height - top - 1) // line) + 1
        first = False
    return height


#: Room (px) a header's one line keeps free at its right end.
HEADER_SLACK = 8


class _HeaderLabel(QLabel):
    """A header label of the side panel that tells the panel when it changes
    size; its text may have a part (a player's name) that keeps the text on
    one line (:meth:`set_elided_text`): first the font shrinks, down to
    :attr:`least_share` of the size the panel gave it, then the part is
    shortened in its middle ("Maximil…enstein!": its end tells like names
    apart), the whole text being the tooltip."""

    _full = ""
    _part = ""
    #: The font the panel gave the label (the text size), None before any.
    _given: QFont | None = None
    _own_font = False
    #: The least share of the given font's size the text may shrink to (the
    #: panel's body text: 10.5 of 16 points).
    least_share = 10.5 / 16

    def set_elided_text(self, text: str, part: str) -> None:
        """Show `text`, shrinking its font, then shortening `part` (a
        substring) to keep one line."""
        self._full, self._part = text, part
        self._elide()

    def _elide(self) -> None:
        text, part = self._full, self._part
        given = self._given if self._given is not None else QFont(self.font())
        font = QFont(given)
        metrics = QFontMetrics(font)
        # A little slack: the panel measures its parts' heights a few pixels
        # narrower than they are laid out (a header fitted to the pixel
        # would count as two lines there).
        room = self.contentsRect().width() - HEADER_SLACK
        tip = ""
        if part and part in text and room > 0:
            size = given.pointSizeF()
            least = size * self.least_share
            while metrics.horizontalAdvance(text) > room and size - 0.5 >= least:
                size -= 0.5
                font.setPointSizeF(size)
                metrics = QFontMetrics(font)
            if metrics.horizontalAdvance(text) > room:
                rest = metrics.horizontalAdvance(text.replace(part, "", 1))
                short = metrics.elidedText(part, NAME_ELIDE, max(0, room - rest))
                if len(short) > 1:  # else it wraps: a name of one letter and "…" says nothing
                    text, tip = text.replace(part, short, 1), self._full
        if font != self.font():
            self._own_font = True
            try:
                self.setFont(font)
            finally:
                self._own_font = False
        if text != self.text():
            self.setText(text)
        if tip != self.toolTip():
            self.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and not self._own_font:
            self._given = QFont(self.font())
            if self._part:
                self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._part:
            self._elide()
        panel = self.parentWidget()
        if isinstance(panel, SidePanel):
            panel.queue_refit()
