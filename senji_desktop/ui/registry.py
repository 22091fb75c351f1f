"""What the UI knows about each game: texts for the home screen, its table, its options.

One :class:`GameUi` per entry of ``engine.registry.GAMES``, in the same order.
Tables and option widgets are imported only when a game is started, so the
home screen appears quickly.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from senji_desktop.engine import registry

# Translation context of the texts in this table.
CONTEXT = "GameCatalogue"


class OptionsWidget(Protocol):
    """A game's own options in the new-game dialog (beyond seats and first player)."""

    def set_num_seats(self, n: int) -> None:
        """Enable or disable choices that depend on the number of seats."""

    def values(self) -> dict[str, Any]:
        """The game-specific choices as JSON (remembered in the settings)."""

    def set_values(self, values: dict[str, Any]) -> None:
        """Restore remembered choices; unknown keys are ignored."""

    # Optional: ``set_humans(n)`` — the dialog also reports how many seats
    # are human (Senji offers its hourglass only to two or more, SJ-41).
    # Each choice is laid out with its explanation below it
    # (``ui.common.option_notes.ExplainedOptions``).


@dataclass(frozen=True)
class GameUi:
    """UI facts of one game.

    `tagline` and `description` are English source texts of context
    ``GameCatalogue`` (translate with :meth:`tr`). `table` and `options` are
    "module:attribute" paths, None while the game is not playable. `options`
    names a module with ``OptionsWidget`` (a QWidget class taking a parent)
    and ``build_options(num_seats, first_seat, values) -> dict``."""

    game_id: str
    tagline: str
    description: str
    table: str | None = None
    options: str | None = None

    @property
    def info(self) -> registry.GameInfo:
        return registry.info(self.game_id)

    @property
    def title(self) -> str:
        """The game's name (a proper name: not translated)."""
        return self.info.title

    @property
    def playable(self) -> bool:
        return self.info.available and self.table is not None

    @staticmethod
    def tr(text: str) -> str:
        return QCoreApplication.translate(CONTEXT, text)

    def players_text(self) -> str:
        """"2–4 players" in the current language."""
        gi = self.info
        if gi.min_seats == gi.max_seats:
            return QCoreApplication.translate("GameCatalogue", "%n players").replace(
                "%n", str(gi.min_seats)
            )
        return (
            QCoreApplication.translate("GameCatalogue", "%1–%2 players")
            .replace("%1", str(gi.min_seats))
            .replace("%2", str(gi.max_seats))
        )

    def make_table(self, parent: QWidget | None = None) -> Any:
        """A new table widget (a ``GameTable``). Raises KeyError if not playable."""
        if self.table is None:
            raise KeyError(f"{self.game_id} has no table yet")
        module, _, name = self.table.partition(":")
        return getattr(import_module(module), name)(parent)

    def options_module(self) -> Any:
        if self.options is None:
            raise KeyError(f"{self.game_id} has no options yet")
        return import_module(self.options)

    def make_options_widget(self, parent: QWidget | None = None) -> Any:
        return self.options_module().OptionsWidget(parent)

    def build_options(self, num_seats: int, first_seat: int | None,
                      values: dict[str, Any]) -> dict[str, Any]:
        """The game's options as JSON for ``game.options_adapter``."""
        result: dict[str, Any] = self.options_module().build_options(num_seats, first_seat, values)
        return result


GAME_UIS: tuple[GameUi, ...] = (
    GameUi(
        "senji",
        QT_TRANSLATE_NOOP("GameCatalogue", "Alliances and war for the empire"),
        QT_TRANSLATE_NOOP(
            "GameCatalogue",
            "Lead a noble family through the seasons: negotiate, trade hostages, "
            "raise armies and win honour across the provinces of Japan."),
        table="senji_desktop.ui.senji.table:SenjiTable",
        options="senji_desktop.ui.senji.options",
    ),
    GameUi(
        "senshi",
        QT_TRANSLATE_NOOP("GameCatalogue", "Train all four virtues"),
        QT_TRANSLATE_NOOP(
            "GameCatalogue",
            "Draft stacks of tiles, study and train, then test your skills. "
            "Build one great scoring pile — but your weakest one must not be the smallest."),
        table="senji_desktop.ui.senshi.table:SenshiTable",
        options="senji_desktop.ui.senshi.options",
    ),
    GameUi(
        "tenno",
        QT_TRANSLATE_NOOP("GameCatalogue", "Bluff at the imperial court"),
        QT_TRANSLATE_NOOP(
            "GameCatalogue",
            "Attack your rivals' face-down cards with your own hidden warriors "
            "and capture as many as you can to win the emperor's favour."),
        table="senji_desktop.ui.tenno.table:TennoTable",
        options="senji_desktop.ui.tenno.options",
    ),
    GameUi(
        "shinobi",
        QT_TRANSLATE_NOOP("GameCatalogue", "Ninja clans and false words"),
        QT_TRANSLATE_NOOP(
            "GameCatalogue",
            "Send secret attacks to your rivals and name a weapon for each — "
            "truthfully or not. Block what is really coming and outlive every clan."),
        table="senji_desktop.ui.shinobi.table:ShinobiTable",
        options="senji_desktop.ui.shinobi.options",
    ),
    GameUi(
        "senbazuru",
        QT_TRANSLATE_NOOP("GameCatalogue", "A duel of paper cranes"),
        QT_TRANSLATE_NOOP(
            "GameCatalogue",
            "Lay origami tiles side by side, take control of your opponent's "
            "cranes and gather the precious golden ones."),
        table="senji_desktop.ui.senbazuru.table:SenbaZuruTable",
        options="senji_desktop.ui.senbazuru.options",
    ),
)


def game_ui(game_id: str) -> GameUi:
    """Raises KeyError for an unknown id."""
    for g in GAME_UIS:
        if g.game_id == game_id:
            return g
    raise KeyError(game_id)
