"""The new-game dialog: seats (human or AI), names, first player, game options.

Generic over games: the seat range comes from ``engine.registry``, the
game's own options from its ``ui.registry`` entry. Everything is explained
in place, not only in tooltips: a note under the seats says what the
opponents are, the first-player choice says what "Random" means, and each
game option has its note (``ui/common/option_notes.py``). Opponents are the
three difficulties Easy, Normal and Hard; the development agents (random,
heuristic) stay in the arena and the command line. The number of players is
asked only where the game allows a choice (SenbaZuru is always two).

The dialog remembers the last choices per game (``Settings.last_new_game``,
shape ``{game_id: {"seats": [{"name", "kind", "agent"}], "first_seat":
int|None, "options": {...}}}``); a remembered agent that is no longer
offered comes back as Normal. Open it with ``open()`` (never ``exec()``
inside the asyncio loop) and read :meth:`NewGameDialog.setup` after
``accepted``. :attr:`NewGameDialog.learn_requested` asks for the game's
tutorial instead (the dialog closes).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.persistence.saves import SeatConfig
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.option_notes import note_label
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.registry import GameUi

# Default names, one per seat (sensible for any table up to seven seats).
DEFAULT_NAMES = ("Aiko", "Kenji", "Yuki", "Haruto", "Sakura", "Ren", "Hana")

#: Longest player name (the tables are laid out for it).
MAX_NAME_LENGTH = 24

# (kind, agent, source text) for the player-type box.
_TYPES = (
    ("human", None, QT_TRANSLATE_NOOP("NewGameDialog", "Human")),
    ("ai", "easy", QT_TRANSLATE_NOOP("NewGameDialog", "AI – Easy")),
    ("ai", "normal", QT_TRANSLATE_NOOP("NewGameDialog", "AI – Normal")),
    ("ai", "hard", QT_TRANSLATE_NOOP("NewGameDialog", "AI – Hard")),
)
_TYPE_TIPS = {
    "human": QT_TRANSLATE_NOOP("NewGameDialog", "A person at this screen."),
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "A gentle opponent that thinks briefly."),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "A solid opponent for most games."),
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "The strongest opponent; it thinks up to about 1.5 seconds."),
}
#: The agent a remembered seat gets when its agent is not offered here.
FALLBACK_AGENT = "normal"


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


@dataclass(frozen=True)
class NewGameSetup:
    """The dialog's result: what the controller needs to start a game."""

    game_id: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatConfig]


class PlayerTypeBox(QComboBox):
    """Human, AI – Easy, AI – Normal, AI – Hard."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._keys: list[tuple[str, str | None]] = []
        for kind, agent, _ in _TYPES:
            self.addItem("")
            self._keys.append((kind, agent))
        self.retranslate()

    def retranslate(self) -> None:
        texts = {(k, a): t for k, a, t in _TYPES}
        for row, key in enumerate(self._keys):
            self.setItemText(row, _tr(texts[key]))
            self.setItemData(row, _tr(_TYPE_TIPS[key[1] or "human"]),
                             Qt.ItemDataRole.ToolTipRole)
        self.setToolTip(QCoreApplication.translate(
            "NewGameDialog", "Who plays this seat: a person at this screen, or an AI opponent."))

    def choice(self) -> tuple[str, str | None]:
        return self._keys[max(0, self.currentIndex())]

    def set_choice(self, kind: str, agent: str | None) -> None:
        """Select `kind`/`agent`; an AI agent not offered becomes Normal."""
        offered = {a for _k, a, _t in _TYPES if a is not None}
        if kind == "human":
            want: tuple[str, str | None] = ("human", None)
        else:
            want = ("ai", agent if agent in offered else FALLBACK_AGENT)
        self.setCurrentIndex(self._keys.index(want))


class NewGameDialog(QDialog):
    """Set up a game of `game` (a ``GameUi``); `remembered` is ``Settings.last_new_game``.

    `offer_tutorial` shows a "Learn to play first" button (the game has a
    tutorial the player has not finished); a click emits
    :attr:`learn_requested` with the game id and rejects the dialog."""

    learn_requested = Signal(str)

    def __init__(self, game: GameUi, remembered: dict[str, Any] | None = None,
                 parent: QWidget | None = None, *, offer_tutorial: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._game = game
        info = game.info
        self._min, self._max = info.min_seats, info.max_seats
        #: True where the game lets the players choose how many they are.
        self.seat_choice = self._min != self._max
        self.heading = QLabel(self)
        self.heading.setObjectName("new_game_heading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setProperty("role", "heading")
        self.subheading = note_label(self)
        self.subheading.setObjectName("new_game_subheading")

        self.players_label = QLabel(self)
        self.num_seats = QSpinBox(self)
        self.num_seats.setObjectName("num_seats")
        self.num_seats.setRange(self._min, self._max)
        self.players_label.setBuddy(self.num_seats)
        self.players_label.setVisible(self.seat_choice)
        self.num_seats.setVisible(self.seat_choice)

        self.seats_box = QGroupBox(self)
        self.seats_box.setObjectName("seats_box")
        seats_col = QVBoxLayout(self.seats_box)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.type_boxes: list[PlayerTypeBox] = []
        for i in range(self._max):
            label = QLabel(self.seats_box)
            edit = QLineEdit(self.seats_box)
            edit.setObjectName(f"seat_name_{i}")
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setPlaceholderText(DEFAULT_NAMES[i % len(DEFAULT_NAMES)])
            edit.textChanged.connect(self._update)
            box = PlayerTypeBox(self.seats_box)
            box.setObjectName(f"seat_type_{i}")
            box.currentIndexChanged.connect(self._update)
            label.setBuddy(edit)
            grid.addWidget(label, i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(box, i, 2)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.type_boxes.append(box)
        grid.setColumnStretch(1, 1)
        count_row = QHBoxLayout()
        count_row.addWidget(self.players_label)
        count_row.addWidget(self.num_seats)
        count_row.addStretch(1)
        if self.seat_choice:
            seats_col.addLayout(count_row)
            seats_col.addSpacing(4)
        seats_col.addLayout(grid)
        #: What Easy, Normal and Hard mean, under the seats.
        self.opponents_note = note_label(self.seats_box)
        self.opponents_note.setObjectName("opponents_note")
        seats_col.addWidget(self.opponents_note)

        self.first_label = QLabel(self.seats_box)
        self.first_seat = QComboBox(self.seats_box)
        self.first_seat.setObjectName("first_seat")
        self.first_label.setBuddy(self.first_seat)
        self.first_note = note_label(self.seats_box)
        self.first_note.setObjectName("first_seat_note")
        first_row = QHBoxLayout()
        first_row.setSpacing(8)
        first_row.addWidget(self.first_label)
        first_row.addWidget(self.first_seat, 1)
        self.first_row = QWidget(self.seats_box)
        first_col = QVBoxLayout(self.first_row)
        first_col.setContentsMargins(0, 6, 0, 0)
        first_col.setSpacing(2)
        first_col.addLayout(first_row)
        first_col.addWidget(self.first_note)
        seats_col.addWidget(self.first_row)
        seats_col.addStretch(1)

        self.options_box = QGroupBox(self)
        self.options_box.setObjectName("options_box")
        self.options_widget: Any = None
        # A game whose options module says HAS_FIRST_SEAT = False orders its
        # players itself (Senji: the Emperor), so the field is hidden.
        self.has_first_seat = True
        if game.options is not None:
            self.options_widget = game.make_options_widget(self.options_box)
            options_col = QVBoxLayout(self.options_box)
            options_col.addWidget(self.options_widget)
            options_col.addStretch(1)
            self.has_first_seat = bool(getattr(game.options_module(), "HAS_FIRST_SEAT", True))
        else:
            self.options_box.hide()
        self.first_row.setVisible(self.has_first_seat)

        self.problem = QLabel(self)
        self.problem.setObjectName("new_game_problem")
        self.problem.setProperty("role", "accent")
        self.problem.setWordWrap(True)

        # Plain buttons: the platform's stock icons (a tick, a red cross) do
        # not belong on the paper look.
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("start_game")
        self.start_button.setDefault(True)
        self.start_button.setAutoDefault(True)
        self.start_button.clicked.connect(self.accept)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancel_new_game")
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.reject)
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName("learn_first")
        self.learn_button.setAutoDefault(False)
        self.learn_button.clicked.connect(self._learn)
        self.learn_button.setVisible(offer_tutorial)
        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        buttons.addWidget(self.learn_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)

        columns = QHBoxLayout()
        columns.setSpacing(14)
        columns.addWidget(self.seats_box, 3)
        columns.addWidget(self.options_box, 2)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.setContentsMargins(22, 18, 22, 16)
        head = QVBoxLayout()
        head.setSpacing(2)
        head.addWidget(self.heading)
        head.addWidget(self.subheading)
        layout.addLayout(head)
        layout.addLayout(columns, 1)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)

        self._apply_defaults()
        if remembered:
            self._restore(remembered.get(game.game_id))
        self.num_seats.valueChanged.connect(self._update)
        self.retranslate()
        self._update()
        first = self._remembered_first
        if first is not None and 0 <= first < self.num_seats.value():
            self.first_seat.setCurrentIndex(first + 1)
        self.setMinimumWidth(760)
        self.setStyleSheet(theme.panel_style_sheet() + f"""
            QGroupBox {{ color: {theme.INK}; font-weight: bold; border: 1px solid {theme.INK_FAINT};
                         border-radius: 8px; margin-top: 14px; padding: 12px 10px 8px 10px;
                         background: rgba(255, 255, 255, 60); }}
            QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 4px; }}
            QCheckBox {{ color: {theme.INK}; }}
            QCheckBox:disabled {{ color: {theme.INK_FAINT}; }}
        """)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_height()
        # Lay the notes out at their wrapped heights now, before the first
        # frame (else the layout waits for its next turn: for a moment a
        # note lay under the control below it).
        layout = self.layout()
        if layout is not None:
            layout.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """At least as tall as the wrapped notes need at the dialog's width:
        Qt's least height assumes fewer lines than German takes in a column
        (the last line of a note would be cut off)."""
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return
        need = layout.totalHeightForWidth(self.width())
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_paper(p, QRectF(self.rect()), tone=theme.PAPER_LIGHT, vignette=False,
                    dpr=self.devicePixelRatioF())
        p.end()

    def _learn(self) -> None:
        self.learn_requested.emit(self._game.game_id)
        self.reject()

    # ---- state --------------------------------------------------------------

    def _apply_defaults(self) -> None:
        self.num_seats.setValue(self._min)
        for edit in self.name_edits:
            edit.setText(edit.placeholderText())
        for i, box in enumerate(self.type_boxes):
            box.set_choice("human" if i == 0 else "ai", None if i == 0 else "normal")

    def _restore(self, data: Any) -> None:
        if not isinstance(data, dict):
            return
        seats = data.get("seats")
        if isinstance(seats, list) and self._min <= len(seats) <= self._max:
            self.num_seats.setValue(len(seats))
            for i, s in enumerate(seats):
                if not isinstance(s, dict):
                    continue
                name = s.get("name")
                if isinstance(name, str) and name.strip():
                    self.name_edits[i].setText(name.strip()[:MAX_NAME_LENGTH])
                if s.get("kind") in ("human", "ai"):
                    self.type_boxes[i].set_choice(s["kind"], s.get("agent"))
        first = data.get("first_seat")
        self._remembered_first = first if isinstance(first, int) else None
        options = data.get("options")
        if self.options_widget is not None and isinstance(options, dict):
            self.options_widget.set_values(options)

    _remembered_first: int | None = None

    def seat_names(self) -> list[str]:
        n = self.num_seats.value()
        return [(e.text().strip() or e.placeholderText()) for e in self.name_edits[:n]]

    def human_count(self) -> int:
        """How many of the chosen seats are people at this screen."""
        n = self.num_seats.value()
        return sum(box.choice()[0] == "human" for box in self.type_boxes[:n])

    def _update(self) -> None:
        n = self.num_seats.value()
        for i in range(self._max):
            for w in (self.seat_labels[i], self.name_edits[i], self.type_boxes[i]):
                w.setVisible(i < n)
        if self.options_widget is not None:
            self.options_widget.set_num_seats(n)
            # Optional part of the options protocol: choices that depend on
            # how many people play at this screen (Senji's hourglass).
            set_humans = getattr(self.options_widget, "set_humans", None)
            if set_humans is not None:
                set_humans(self.human_count())
        # Keep the first-player choice while its seat still exists.
        current = self.first_seat.currentIndex()
        names = self.seat_names()
        self.first_seat.blockSignals(True)
        self.first_seat.clear()
        #: First player choice: chosen by lot when the game starts.
        self.first_seat.addItem(self.tr("Random"))
        for name in names:
            self.first_seat.addItem(name)
        self.first_seat.setCurrentIndex(current if 0 <= current <= n else 0)
        self.first_seat.blockSignals(False)
        duplicates = len({x.casefold() for x in names}) < len(names)
        self.problem.setText(self.tr("Every player needs a different name.") if duplicates else "")
        self.problem.setVisible(duplicates)
        self.start_button.setEnabled(not duplicates)
        if self.isVisible():
            self._fit_height()

    def setup(self) -> NewGameSetup:
        """The chosen game: options, a fresh random seed and the seats."""
        n = self.num_seats.value()
        seats = []
        for name, box in zip(self.seat_names(), self.type_boxes[:n], strict=True):
            kind, agent = box.choice()
            seats.append(SeatConfig(name=name, kind=kind, agent=agent))  # type: ignore[arg-type]
        first = self.first_seat.currentIndex() - 1 if self.has_first_seat else -1
        values = self.options_widget.values() if self.options_widget is not None else {}
        options = self._game.build_options(n, first if first >= 0 else None, values)
        return NewGameSetup(self._game.game_id, options, random.SystemRandom().randrange(2**32),
                            seats)

    def remembered(self, previous: dict[str, Any] | None = None) -> dict[str, Any]:
        """``Settings.last_new_game`` updated with this dialog's choices."""
        data = dict(previous or {})
        n = self.num_seats.value()
        seats = []
        for edit, box in zip(self.name_edits[:n], self.type_boxes[:n], strict=True):
            kind, agent = box.choice()
            seats.append({"name": edit.text().strip() or edit.placeholderText(),
                          "kind": kind, "agent": agent})
        first = self.first_seat.currentIndex() - 1 if self.has_first_seat else -1
        data[self._game.game_id] = {
            "seats": seats,
            "first_seat": first if first >= 0 else None,
            "options": self.options_widget.values() if self.options_widget is not None else {},
        }
        return data

    # ---- texts ---------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        title = self._game.title
        #: Title of the new-game dialog; %1 is the game's name, e.g. Senshi.
        heading = self.tr("New game of %1").replace("%1", title)
        self.setWindowTitle(heading)
        self.heading.setText(heading)
        #: Under the dialog's heading: %1 the game's tagline, %2 e.g. "2–4 players".
        self.subheading.setText(self.tr("%1 · %2").replace("%1", self._game.tr(self._game.tagline))
                                .replace("%2", self._game.players_text()))
        self.players_label.setText(self.tr("&Number of players:"))
        #: %1 is the game's name; %2 and %3 the smallest and largest number of players.
        seats_tip = self.tr("%1 is for %2 to %3 players.")
        self.num_seats.setToolTip(seats_tip.replace("%1", title).replace("%2", str(self._min))
                                  .replace("%3", str(self._max)))
        self.seats_box.setTitle(self.tr("Players in turn order"))
        for i, (label, edit) in enumerate(zip(self.seat_labels, self.name_edits, strict=True)):
            #: Label before a player's name field; %1 is the seat number 1–7.
            label.setText(self.tr("Seat &%1:").replace("%1", str(i + 1)))
            edit.setToolTip(self.tr("The name shown at the table and in the log."))
        for box in self.type_boxes:
            box.retranslate()
        self.opponents_note.setText(self.tr(
            "Human: a person at this screen; with several, the screen is passed on and "
            "hidden cards stay private. AI opponents: Easy thinks briefly, Normal plays "
            "a solid game, Hard is the strongest and thinks up to about 1.5 seconds."))
        self.first_label.setText(self.tr("&First player:"))
        self.first_seat.setToolTip(
            self.tr("Who starts. Random draws the first player when the game begins."))
        self.first_note.setText(self.tr(
            "Random draws the first player when the game begins; the others follow in the "
            "order above."))
        if self.first_seat.count():
            #: First player choice: chosen by lot when the game starts.
            self.first_seat.setItemText(0, self.tr("Random"))
        self.options_box.setTitle(self.tr("Game options"))
        self.start_button.setText(self.tr("&Start game"))
        self.start_button.setToolTip(self.tr("Start the game with these players."))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Close without starting a game."))
        self.learn_button.setText(self.tr("&Learn to play first"))
        #: %1 is the game's name.
        self.learn_button.setToolTip(self.tr(
            "A short guided game that teaches %1 step by step.").replace("%1", title))
        self._update()
