"""SenbaZuru events as translated log lines, plus the names of tiles.

:func:`describe` turns one (already seat-filtered) event into a whole
sentence in the past tense, or None for events that need no line. Tiles are
named by colour and intensity ("a dark blue tile"), with their crane when
it matters ("a dark blue tile with a crowned crane"), so colour is never the only
carrier of meaning.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from senji_desktop.engine.core import Event
from senji_desktop.games.senbazuru.model import COLOUR, CROWNED, GOLDEN, INTENSITY, START
from senji_desktop.ui.kit.result import seat_name

# Translation context of the log lines (written out in each call for lupdate).
CONTEXT = "SenbaZuruLog"

translate = QCoreApplication.translate

# A tile of each (colour, intensity) as a noun phrase with its article.
KIND_NAMES: dict[tuple[int, int], str] = {
    (0, 0): QT_TRANSLATE_NOOP("SenbaZuruTile", "a light blue tile"),
    (0, 1): QT_TRANSLATE_NOOP("SenbaZuruTile", "a dark blue tile"),
    (1, 0): QT_TRANSLATE_NOOP("SenbaZuruTile", "a light red tile"),
    (1, 1): QT_TRANSLATE_NOOP("SenbaZuruTile", "a dark red tile"),
    (2, 0): QT_TRANSLATE_NOOP("SenbaZuruTile", "a light green tile"),
    (2, 1): QT_TRANSLATE_NOOP("SenbaZuruTile", "a dark green tile"),
}


def kind_name(tile: int) -> str:
    """"a dark blue tile", or "the start tile" for START."""
    if tile == START:
        return translate("SenbaZuruTile", "the start tile")
    return translate("SenbaZuruTile", KIND_NAMES[(COLOUR[tile], INTENSITY[tile])])


def tile_name(tile: int) -> str:
    """The tile as a noun phrase with its crane, e.g. "a dark blue tile with a golden crane"."""
    if tile == START:
        return kind_name(tile)
    if CROWNED[tile]:
        return translate("SenbaZuruTile", "%1 with a crowned crane").replace("%1", kind_name(tile))
    if GOLDEN[tile]:
        return translate("SenbaZuruTile", "%1 with a golden crane").replace("%1", kind_name(tile))
    return kind_name(tile)


def describe(event: Event, names: Sequence[str]) -> str | None:
    """A translated log line for `event`, or None."""
    d = event.data
    k = event.kind
    who = seat_name(names, d.get("seat")) if "seat" in d else ""
    if k == "dealt":
        return translate("SenbaZuruLog", "The tiles were dealt; %1 begins.").replace(
            "%1", seat_name(names, d["first_seat"]))
    if k == "hand_dealt":
        if "tiles" in d:
            return (translate("SenbaZuruLog", "%1 was dealt: %2.")
                    .replace("%1", who).replace("%2", ", ".join(tile_name(t) for t in d["tiles"])))
        return None
    if k == "placed":
        return (translate("SenbaZuruLog", "%1 placed %2.")
                .replace("%1", who).replace("%2", tile_name(d["tile"])))
    if k == "discarded":
        return (translate("SenbaZuruLog",
                          "%1 could not place any tile and put %2 out of the game.")
                .replace("%1", who).replace("%2", tile_name(d["tile"])))
    if k == "caught":
        n = len(d["cells"])
        text = (translate("SenbaZuruLog", "%1 caught one tile.") if n == 1
                else translate("SenbaZuruLog", "%1 caught a chain of %n tiles."))
        return text.replace("%1", who).replace("%n", str(n))
    if k == "catching_ended":
        if d["left"] == 0:
            return None
        return translate("SenbaZuruLog", "%1 left the other chains alone.").replace("%1", who)
    if k == "crane_reward":
        source = d["gold_from"]
        if source == "supply":
            return translate("SenbaZuruLog",
                             "Crowned crane: %1 took a golden origami token.").replace("%1", who)
        if source == "opponent":
            return translate("SenbaZuruLog",
                             "Crowned crane: the supply is empty, so %1 took a golden origami "
                             "token from the opponent.").replace("%1", who)
        return translate("SenbaZuruLog",
                         "Crowned crane: no golden origami token is left for %1.").replace(
            "%1", who)
    if k == "token_taken":
        return translate("SenbaZuruLog",
                         "%1 took a crowned-crane token from a tile on the board.").replace(
            "%1", who)
    if k == "token_put":
        return translate("SenbaZuruLog",
                         "%1 put a crowned-crane token on one of their tiles.").replace("%1", who)
    if k == "token_unmoved":
        return translate("SenbaZuruLog",
                         "All crowned-crane tokens already lie on %1's tiles.").replace("%1", who)
    if k == "drew":
        return (translate("SenbaZuruLog", "%1 took %2 from the display.")
                .replace("%1", who).replace("%2", tile_name(d["tile"])))
    if k == "display_removed":
        return translate("SenbaZuruLog",
                         "The pile is empty: the display left the game. "
                         "Now the hands are played out.")
    if k == "game_over":
        return translate("SenbaZuruLog", "The game is over.")
    return None
