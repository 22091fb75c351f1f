"""Senji's log reads as a player writes it, in English and in German: the
neutral deck has its own sentences (SJ-30, SJ-45), seas take their article
and provinces none (SJ-43), a samurai who moves is named, an empty showing
is a sentence, and the log uses the rules page's terms (the combination
"je eine jeder Sorte", the fleet's "Überfall")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from senji_desktop.engine.core import Event
from senji_desktop.games.senji.model import ISHIDA
from senji_desktop.i18n import LanguageManager
from senji_desktop.ui.senji.log_text import describe

NAMES = ["Aiko", "Kenji", "Yuki"]
CARD = 2 * 12 + 8 + 1  # a Chosokabe trade card of value 3


@pytest.fixture
def german(qapp: object) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    manager.set_language("de")
    yield manager
    manager.set_language("en")


def say(kind: str, **data: object) -> str:
    line = describe(Event(kind, dict(data)), NAMES)
    assert line is not None
    return line


def lines() -> dict[str, str]:
    return {
        "trade_neutral": say("trade_started", seat=1, card=CARD, family="chosokabe",
                             to_seat=None, value=3),
        "return_neutral": say("card_returned", card=CARD, family="chosokabe", to_seat=None,
                              reason="trade"),
        "return_seat": say("card_returned", card=CARD, family="chosokabe", to_seat=0,
                           reason="trade"),
        "sea_to_sea": say("pieces_moved", seat=0, units=6, samurai=[], mode="fleet",
                          **{"from": "south", "to": "north"}),
        "land_to_land": say("pieces_moved", seat=0, units=1, samurai=[ISHIDA], mode="march",
                            **{"from": "yamashiro", "to": "kii"}),
        "samurai_at_sea": say("samurai_placed", seat=0, card=ISHIDA, area="south"),
        "shown_nothing": say("hanafuda_shown", seat=0, by=1, count=0, cards=[]),
        "raid": say("fleet_mode", seat=0, sea="south", mode="raid"),
        "mixed": say("honor_changed", seat=0, delta=4, honor=14, reason="hanafuda",
                     combination="mixed4"),
    }


def test_sj45_the_log_reads_right_in_german(german: LanguageManager) -> None:
    said = lines()
    assert said["trade_neutral"] == "Kenji tauscht Handel Chosokabe 3 beim neutralen Stapel ein."
    assert said["return_neutral"] == ("Handel Chosokabe 3 wird in den neutralen Stapel "
                                      "gemischt (niemand spielt die Familie Chosokabe).")
    assert said["return_seat"] == "Handel Chosokabe 3 geht zurück an Aiko (Familie Chosokabe)."
    assert said["sea_to_sea"] == "Aiko zieht 6 Einheiten vom Südmeer ins Nordmeer."
    assert said["land_to_land"].startswith(
        "Aiko zieht 1 Einheit und den Samurai Ishida (") and \
        said["land_to_land"].endswith(") von Yamashiro nach Kii.")
    assert " im Südmeer " in said["samurai_at_sea"]
    assert "—" not in said["shown_nothing"] and "Kenji" in said["shown_nothing"]
    assert "Überfall" in said["raid"]
    assert "je eine jeder Sorte" in said["mixed"]


def test_sj45_the_log_reads_right_in_english(qapp: object) -> None:
    said = lines()
    assert said["trade_neutral"] == "Kenji trades Chosokabe trade 3 at the neutral deck."
    assert "neutral deck" in said["return_neutral"] and "(the neutral" not in \
        said["return_neutral"]
    assert said["return_seat"] == "Chosokabe trade 3 goes back to Aiko, who plays the " \
        "Chosokabe family."
    assert said["sea_to_sea"] == "Aiko moves 6 units from the South Sea to the North Sea."
    assert said["land_to_land"].startswith("Aiko moves 1 unit and the samurai Ishida (") \
        and said["land_to_land"].endswith(") from Yamashiro to Kii.")
    assert " in the South Sea" in said["samurai_at_sea"]
    assert "—" not in said["shown_nothing"]
    assert "raid" in said["raid"]
