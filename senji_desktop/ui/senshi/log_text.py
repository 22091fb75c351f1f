"""Senshi events as translated log lines, plus the attribute names.

:func:`describe` turns one (already seat-filtered) event into a whole
sentence with placeholders filled in, or None for events that need no line.
Attribute names are the game's own terms (Strength, Agility, Honor, Wisdom);
colour is never the only carrier of meaning, so lines name the attribute.
Lines tell what happened in the past tense; a stack's tiles are listed from
the top down, and the line says so.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from senji_desktop.engine.core import Event
from senji_desktop.ui.kit.result import seat_name

#: Translation context of the attribute names.
ATTRIBUTE_CONTEXT = "SenshiAttribute"
#: Translation context of the log lines (written out in each call for lupdate).
CONTEXT = "SenshiLog"

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate

ATTRIBUTE_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("SenshiAttribute", "Strength"),
    QT_TRANSLATE_NOOP("SenshiAttribute", "Agility"),
    QT_TRANSLATE_NOOP("SenshiAttribute", "Honor"),
    QT_TRANSLATE_NOOP("SenshiAttribute", "Wisdom"),
)

#: The tile colour of each attribute, for tooltips ("red", …).
COLOUR_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("SenshiAttribute", "red"),
    QT_TRANSLATE_NOOP("SenshiAttribute", "green"),
    QT_TRANSLATE_NOOP("SenshiAttribute", "yellow"),
    QT_TRANSLATE_NOOP("SenshiAttribute", "blue"),
)


def attribute_name(colour: int) -> str:
    """The translated attribute name of tile colour `colour` (0–3)."""
    return translate(ATTRIBUTE_CONTEXT, ATTRIBUTE_NAMES[colour])


def colour_name(colour: int) -> str:
    """The translated colour word of tile colour `colour` (0–3)."""
    return translate(ATTRIBUTE_CONTEXT, COLOUR_NAMES[colour])


def tiles_text(colours: Iterable[int]) -> str:
    """Attribute names in order, e.g. "Strength · Wisdom · Honor" (a list,
    not a sentence: the separator is a symbol in every language)."""
    return " · ".join(attribute_name(c) for c in colours)


def stack_text(tiles: Sequence[int]) -> str:
    """A stack's tiles from the top down, e.g. "Honor · Agility · Strength"
    for the stack ``[Strength, Agility, Honor]`` (stacks are stored bottom first)."""
    return tiles_text(reversed(tiles))


def counts_text(counts: Sequence[int]) -> str:
    """Tile counts per colour as a list, e.g. "2 × Strength · 1 × Wisdom"."""
    parts = []
    for colour, n in enumerate(counts):
        if n:
            parts.append(
                translate("SenshiLog", "%1 × %2", "number of tiles × attribute name")
                .replace("%1", str(n))
                .replace("%2", attribute_name(colour))
            )
    return " · ".join(parts)


def _fill(text: str, **values: object) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def describe(event: Event, names: Sequence[str]) -> str | None:
    """The log line for `event` in the current language, or None.

    `names[seat]` are the players' names. Handles every Senshi event kind:
    dealt, secret_drawn (full and redacted forms, SNS-2), stack_picked
    (SNS-3), studied (SNS-4), trained (SNS-5: from the middle, from the own
    card, from another seat's card), tested and scored_from_stack (SNS-6),
    stack_emptied (SNS-4), end_triggered (SNS-7), passed (SNS-8),
    turn_started (no line) and game_over. Unknown kinds give None."""
    d = event.data
    kind = event.kind
    seat = d.get("seat")
    name = seat_name(names, seat) if isinstance(seat, int) else ""
    if kind == "dealt":
        stacks = d.get("stacks", {})
        first = d.get("first_seat")
        return _fill(
            translate(
                "SenshiLog",
                "The tiles were shuffled into {count} stacks of three, "
                "and {name} became the first player.",
            ),
            count=len(stacks),
            name=seat_name(names, first),
        )
    if kind == "secret_drawn":
        if "tiles" in d:
            return _fill(
                translate("SenshiLog", "{name} secretly drew: {tiles}. Only you know these tiles."),
                name=name,
                tiles=counts_text(d["tiles"]),
            )
        count = int(d.get("count", 0))
        if count == 1:
            text = translate("SenshiLog", "{name} secretly drew 1 tile.")
        else:
            text = translate("SenshiLog", "{name} secretly drew %n tiles.").replace(
                "%n", str(count)
            )
        return _fill(text, name=name)
    if kind == "stack_picked":
        return _fill(
            translate(
                "SenshiLog",
                "{name} took a whole stack into hand (top tile first: {tiles}).",
                "tiles are listed from the top of the stack down",
            ),
            name=name,
            tiles=stack_text(d.get("tiles", [])),
        )
    if kind == "studied":
        return _fill(
            translate(
                "SenshiLog",
                "{name} studied a stack (top tile first: {tiles}) "
                "and moved it onto their Training Card.",
                "tiles are listed from the top of the stack down",
            ),
            name=name,
            tiles=stack_text(d.get("tiles", [])),
        )
    if kind == "trained":
        colour = attribute_name(int(d["colour"]))
        owner = d.get("owner")
        if owner is None:
            text = translate(
                "SenshiLog", "{name} trained: took one {attribute} tile from the middle."
            )
        elif owner == seat:
            text = translate(
                "SenshiLog",
                "{name} trained: took one {attribute} tile from their own Training Card.",
            )
        else:
            text = translate(
                "SenshiLog",
                "{name} trained: took one {attribute} tile from {owner}'s Training Card.",
            )
        return _fill(text, name=name, attribute=colour, owner=seat_name(names, owner))
    if kind == "tested":
        colour = attribute_name(int(d["colour"]))
        if d.get("was_secret"):
            text = translate(
                "SenshiLog",
                "{name} tested: played one secret {attribute} tile to the {attribute} pile.",
            )
        else:
            text = translate(
                "SenshiLog", "{name} tested: played one {attribute} tile to the {attribute} pile."
            )
        return _fill(text, name=name, attribute=colour)
    if kind == "scored_from_stack":
        return _fill(
            translate(
                "SenshiLog",
                "{name} scored the {attribute} tile from the top of a stack "
                "on their Training Card.",
            ),
            name=name,
            attribute=attribute_name(int(d["colour"])),
        )
    if kind == "stack_emptied":
        owner = d.get("owner")
        if owner is None:
            return translate("SenshiLog", "A stack in the middle was used up.")
        return _fill(
            translate(
                "SenshiLog",
                "A stack on {owner}'s Training Card was used up, which freed its slot.",
            ),
            owner=seat_name(names, owner),
        )
    if kind == "end_triggered":
        return _fill(
            translate(
                "SenshiLog",
                "The middle was emptied, which started the final round; "
                "{name} will play the last turn.",
            ),
            name=name,
        )
    if kind == "passed":
        return _fill(
            translate("SenshiLog", "{name} had no possible action and passed."), name=name
        )
    if kind == "game_over":
        return translate("SenshiLog", "The game ended.")
    return None
