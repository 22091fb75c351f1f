"""SenbaZuru's part of the new-game dialog: always two players, no variants;
a short note says so."""

from __future__ import annotations

from typing import Any

from senji_desktop.ui.common.options_note import NoteOptions


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """SenbaZuruOptions as JSON (`values` carry nothing for this game)."""
    del values
    return {"num_seats": num_seats, "first_seat": first_seat}


class OptionsWidget(NoteOptions):
    """A note: SenbaZuru is a duel for exactly two players."""

    def note_text(self, num_seats: int) -> str:
        return self.tr("A duel for two players: no variants to choose.")
